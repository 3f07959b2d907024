"""Small helpers for kid words shared by every game."""

from __future__ import annotations

from collections.abc import Sequence


def listed(words: Sequence[str]) -> str:
    """'Mia', 'Mia and Leo', 'Mia, Leo and Ava'."""
    words = list(words)
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
