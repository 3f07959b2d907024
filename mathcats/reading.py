"""How hard a text is to read: the checks behind UX.md's limits on kid words.

Every message a child reads is at most 12 words and 2 sentences, and the
whole pool reads at a second-grade level (Flesch-Kincaid grade, with a
simple syllable count; numerals count as one short word).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_WORDS = 12
MAX_SENTENCES = 2
MAX_GRADE = 2.9  # "second grade": below third

_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)")
_WORD = re.compile(r"[A-Za-z']+|\d+")


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def sentences(text: str) -> int:
    return max(1, len(_SENTENCE_END.findall(text.strip())))


def syllables(word: str) -> int:
    """A rough English syllable count: vowel groups, less a silent final e."""
    if word.isdigit():
        return 1
    word = word.lower().strip("'")
    groups = re.findall(r"[aeiouy]+", word)
    count = len(groups)
    if word.endswith("e") and not word.endswith(("le", "ee")) and count > 1:
        count -= 1
    return max(1, count)


def grade_level(texts: Iterable[str]) -> float:
    """Flesch-Kincaid grade of all ``texts`` read as one passage."""
    texts = list(texts)
    all_words = [w for t in texts for w in words(t)]
    if not all_words:
        return 0.0
    sentence_count = sum(sentences(t) for t in texts)
    syllable_count = sum(syllables(w) for w in all_words)
    return 0.39 * len(all_words) / sentence_count + 11.8 * syllable_count / len(all_words) - 15.59


def too_long(text: str) -> str | None:
    """Why ``text`` breaks the per-message limits, or None when it fits."""
    if len(words(text)) > MAX_WORDS:
        return f"{len(words(text))} words (at most {MAX_WORDS}): {text!r}"
    if sentences(text) > MAX_SENTENCES:
        return f"{sentences(text)} sentences (at most {MAX_SENTENCES}): {text!r}"
    return None
