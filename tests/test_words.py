"""Every sentence a child reads is right, short and easy (UX.md).

The messages are collected the way a child meets them: by playing many
seeded games of every mode at the table (``Table``, tapped as the browser
taps), lit things and unlit ones. Reading level is the Spache grade of
textstat (a kept library), not a formula of our own.
"""

from __future__ import annotations

import json
import random
import re
import string
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from itertools import pairwise, product
from pathlib import Path

import pytest
import textstat
from every_game import GAMES
from test_lessons import (  # the lessons' words, as a child meets them
    child_text,
    exercises,
    feedback,
    lesson,
    thought,
)

import mathcats
from mathcats import reading
from mathcats.app.pages import TEXT as PAGES_TEXT
from mathcats.classroom import host, messages, table, web
from mathcats.engine import get_game
from mathcats.engine.match import NAMES
from mathcats.engine.text import TEXT as ENGINE_TEXT
from mathcats.engine.text import counted
from mathcats.games import ring, space_cards
from mathcats.games.kittys.state import against_boss
from mathcats.games.kombat_kittens import rules as kombat_rules
from mathcats.games.kombat_kittens import table as kombat_table
from mathcats.lessons import TEXT as LESSONS_TEXT
from mathcats.printout.words import TEXT as PRINT_TEXT
from mathcats.site.build import TEXT as SITE_TEXT
from mathcats.table.practised import TEXT as SUMMARY_TEXT
from mathcats.table.session import TEXT as TABLE_TEXT
from mathcats.widgets import Table

pytestmark = pytest.mark.usefixtures("toy_registered")
SEEDS = range(16)
MAX_SPACHE = 2.5  # "second grade"
# "1" then a word ending in s that is not a plural: "1 is less than 2", "1 goes on 3".
ONE_PLURAL = re.compile(r"(?<![\d.-])1 ([a-z]+s)\b")
NOT_PLURALS = {"is", "less", "goes", "lands", "fits", "has", "stays"}
# Names are not vocabulary (Spache counts them as familiar): read each as a short easy word.
PEOPLE = re.compile(rf"\b(?:{'|'.join(NAMES)}|Alastair)\b")


# The tables every kid word lives in: each game's one TEXT, and the engine's, table's, app's
# and the Class summary's (a teacher reads it; its words are kept as short and easy).
PAGES = Path(mathcats.__file__).parent / "classroom" / "static"  # the class pages' words
SHARED_TEXT = {
    "engine": ENGINE_TEXT,
    "table": TABLE_TEXT,
    "pages": PAGES_TEXT,
    "summary": SUMMARY_TEXT,
    "lessons": LESSONS_TEXT,
    "class": {**table.TEXT, **messages.TEXT, **web.TEXT, **host.TEXT},  # class play's own words
    "class-pages": json.loads((PAGES / "words.json").read_text(encoding="utf-8")),
    "site": SITE_TEXT,
    "space-cards": space_cards.TEXT,  # the pieces both Kittens in Space games draw
    "ring": ring.TEXT,  # and the sum of a hop past the ring's 9-0 edge
    "print": PRINT_TEXT,
}
TEXT_POOLS = [*GAMES, *SHARED_TEXT]
OWN_TABLE = re.compile(r"^\s*(?:WORDS|TEXT)\s*(?::[^=]*)?=\s*(?:\{|dict\()", re.M)


def text_pool(name: str) -> dict[str, str]:
    """A game's one text table (its record's ``text``), or a shared one."""
    return SHARED_TEXT[name] if name in SHARED_TEXT else get_game(name).text


def filled(template: str) -> str:
    """A template with a short name or number in every {slot}, as a child would see it."""
    names = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    return template.format(**{name: "Mia" if "name" in name else "40" for name in names})


def passage(messages) -> str:
    """``messages`` read one after another, each one a sentence at least."""
    said = [m if m.rstrip()[-1:] in ".!?" else f"{m}." for m in sorted(set(messages))]
    return PEOPLE.sub("Cat", " ".join(said))


def spache(messages) -> float:
    """textstat's Spache grade of ``messages``."""
    return textstat.spache_readability(passage(messages))


def check_grade(messages) -> None:
    """At most ``MAX_SPACHE``; else say which hard words weigh most."""
    messages = set(messages)
    hard = Counter(
        w.lower() for w in textstat.difficult_words_list(passage(messages), unique=False)
    )
    assert spache(messages) <= MAX_SPACHE, f"hardest words: {hard.most_common(12)}"


@dataclass
class Seen:
    """Everything a child read while playing one game mode."""

    messages: set[str] = field(default_factory=set)
    legal: set[str] = field(default_factory=set)  # the verdicts of legal moves
    items: list[dict] = field(default_factory=list)  # every tappable item of every scene
    hand: list[dict] = field(default_factory=list)  # unlit hand cards while the child is to move
    hand_cards: int = 0  # hand cards shown while the child is to move, lit or not


def tappable(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in zones + scene.get("hand", []) + scene.get("actions", []) if i.get("tap")]


def picture_words(pic: dict | None) -> list[str]:
    """A picture's words, each on its own (its alt text only joins these for a screen reader)."""
    if not pic:
        return []
    words = [pic.get(k, "") for k in ("sentence", "types_label", "points_label", "note")]
    line = pic.get("line") or {}  # a number line beside the picture
    words += [line.get("note", ""), *(m.get("label", "") for m in line.get("marks", []))]
    return words + [row.get(k, "") for row in pic.get("rows", []) for k in ("label", "words")]


def scene_words(scene: dict) -> list[str]:
    words = [*scene["status"]["lines"], scene.get("turn", ""), scene.get("next", "")]
    words += scene.get("log", [])
    for z in scene.get("zones", []):
        words += [z["label"], z["note"]]
    for item in [i for z in scene.get("zones", []) for i in z["items"]] + scene.get("hand", []):
        words += [item.get("words") or "", item.get("caption") or "", item.get("badge") or ""]
        words += picture_words(item.get("pic"))
    words += [i.get(k) or "" for i in scene.get("actions", []) for k in ("words", "label")]
    words += [s.get(k) or "" for s in scene.get("seats", []) for k in ("score", "flag")]
    words += picture_words(scene.get("picture"))
    words += [w[k] for w in scene.get("words", []) for k in ("label", "ask", "says")]
    return [w for w in words if re.search("[A-Za-z]", w)]


@cache
def seen(game_id: str) -> Seen:
    """Play ``SEEDS`` games of ``game_id`` by random taps, mostly lit ones, some unlit."""
    game, got = get_game(game_id), Seen()
    for seed in SEEDS:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = mathcats.new_match(game_id, players=players, seed=seed)
        table, rng = Table(match, humans=(0,), delay=0), random.Random(seed)
        for _ in range(3000):
            scene = table.scene
            got.messages.update(scene_words(scene))
            items = tappable(scene)
            got.items += items
            if match.over:
                break
            seat = table.session.viewer
            got.legal.update(match.check(m, seat).words for m in match.legal_moves(seat))
            got.hand += [i for i in scene["hand"] if not i["lit"]]
            got.hand_cards += len(scene["hand"])
            unlit = [i for i in items if not i["lit"]]
            lit = [i for i in items if i["lit"]]
            table.click(rng.choice(unlit if unlit and rng.random() < 0.15 else lit)["id"])
        assert match.over, f"{game_id} seed {seed}: not over"
    return got


def names_its_number(item: dict) -> bool:
    """Do the item's words name the card: its numeral, or its name (a rainbow has no numeral)."""
    label, words = item["label"], item["words"]
    if label.isdigit():
        return re.search(rf"(?<!\d){label}(?!\d)", words) is not None
    return item.get("name", label).lower() in words.lower()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_tap_has_words_and_an_unlit_card_says_why_with_its_number(game_id):
    got = seen(game_id)
    # Kittys: any card goes; a table with no hand (the toy's buttons) has none to meet.
    assert got.hand or game_id == "kittys" or not got.hand_cards, "no unlit hand card met"
    assert [i for i in got.items if not i.get("words")] == []
    assert [i for i in got.hand if not names_its_number(i)] == []
    generic = {TABLE_TEXT["no-move"], "That does not start a move now."}
    assert [i["tap"] for i in got.items if i["words"] in generic] == []
    assert [m for m in got.messages if "does not start a move" in m] == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_message_met_in_play_is_at_most_12_words_and_2_sentences(game_id):
    messages = seen(game_id).messages | seen(game_id).legal
    assert sorted(filter(None, map(reading.too_long, messages))) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_no_message_puts_1_before_a_plural(game_id):
    messages = seen(game_id).messages | seen(game_id).legal
    wrong = [m for m in messages for w in ONE_PLURAL.findall(m) if w not in NOT_PLURALS]
    assert sorted(wrong) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_reads_at_second_grade(game_id):
    check_grade(seen(game_id).messages | seen(game_id).legal)


def test_the_legal_move_verdicts_read_at_second_grade():
    check_grade(w for game_id in mathcats.GAMES for w in seen(game_id).legal)


# Sentences that misled a child (the issue that fixed them quotes each), and what any
# sentence like them looks like: "90 is more than ten more than 40" with "40 + 10 = 50",
# Kittys' "positive"/"negative" (the table says good/bad), Kombat's "straight", "three of
# a kind" and "high card" (a run, three the same, the biggest card), and "1 worth 1".
MISLEADING = re.compile(
    r"more than ten more|\bpositive\b|\bnegative\b|\bstraight\b|of a kind|high card|\d worth \d"
)
RING_SUM = re.compile(r"\b(\d) [+-] (\d+) = (\d)\b")  # a hop told as a sum on the 0-9 ring


def said_in(game_id: str) -> set[str]:
    """Every sentence of a game: its TEXT, and all it said and every number sentence in play."""
    got = seen(game_id)
    maths = {i["maths"] for i in got.items if i.get("maths")}
    text = {filled(t) for t in get_game(game_id).text.values()}
    return text | got.messages | got.legal | maths


@pytest.mark.parametrize("game_id", GAMES)
def test_none_of_the_misleading_sentences_remains(game_id):
    assert sorted(m for m in said_in(game_id) if MISLEADING.search(m)) == []
    if game_id == "kittens-in-space":  # round the looping ring: never the long way round
        long_way = [m for m in said_in(game_id) for _, n, _ in RING_SUM.findall(m) if int(n) > 5]
        assert long_way == [] and MISLEADING.search("The boss's card is positive.")
        assert RING_SUM.findall("8 - 7 = 1") == [("8", "7", "1")]


# The number sentence a refusal opens with: "40 + 50 = 90", "30 < 50", "2 ≠ 4", "7 = 7";
# past the ring's 0 it says first which number the top is like ("0 is like 10: 10 - 1 = 9").
OPENING = re.compile(r"^(\d+) ([-+<>=≠]) (\d+)(?: = (\d+))?")
LIKE = re.compile(r"^(\d) is like (\d+): (?=\2 )")
TRUE = {
    "+": lambda a, b, c: a + b == c,
    "-": lambda a, b, c: a - b == c,
    "<": lambda a, b, c: a < b and c is None,
    ">": lambda a, b, c: a > b and c is None,
    "=": lambda a, b, c: a == b and c is None,
    "≠": lambda a, b, c: a != b and c is None,
}


def opening_numbers(maths: str) -> list[int] | None:
    """The numbers of the true number sentence ``maths`` opens with; None if false or none.

    A walk round the 0-9 ring ("2 → 1 → 0 → 9") is true when each step is one hop.
    """
    if "→" in maths:
        steps = [int(n) for n in re.findall(r"\d+", maths)]
        hops = all((b - a) % 10 in (1, 9) for a, b in pairwise(steps))
        return steps if hops and len(steps) > 1 else None
    like = LIKE.match(maths)
    if like and int(like[2]) != int(like[1]) + 10:
        return None
    found = OPENING.match(maths[like.end() :] if like else maths)
    if found is None:
        return None
    a, sign, b, c = found.groups()
    numbers = [int(a), int(b), *([int(c)] if c else [])] + ([int(like[1])] if like else [])
    return numbers if TRUE[sign](int(a), int(b), c and int(c)) else None


def refusals(game_id: str) -> list[dict]:
    """The refused taps met in play that came with a number sentence."""
    if game_id == "kittys":  # every card may be played: its refusals are its rule's, met
        pairs = product(range(1, 13), repeat=2)  # in the lesson's "Which cards fit?"
        return [
            {"label": str(c), "maths": against_boss(c, b).maths}
            for c, b in pairs
            if not against_boss(c, b)
        ]
    return [i for i in seen(game_id).items if i.get("maths") and not i["lit"]]


@pytest.mark.parametrize("game_id", mathcats.GAMES)  # the toy's random taps meet no refusal
def test_a_refusal_s_number_sentence_names_the_card_tapped(game_id):
    """It opens with a true number sentence with the card in it: never the one a card that
    fits there says (Kittens in Space's "0 + 1 = 1" fits a Rescue 0, not an Adopt 0)."""
    refused = refusals(game_id)
    assert refused  # Kombat refuses a treasure that is not the smallest with "1 < 4"

    def place(item: dict) -> tuple:  # the card or stack, and the sentence said there
        return item["label"], item.get("badge"), item["maths"]

    fitting = {place(i) for i in seen(game_id).items if i.get("maths") and i["lit"]}

    def named(item: dict) -> bool:  # its numeral, or what it is worth (a treasure's badge)
        numbers = re.findall(r"\d+", f"{item['label']} {item.get('badge') or ''}")
        return bool(set(map(int, numbers)) & set(opening_numbers(item["maths"]) or ()))

    assert sorted({i["maths"] for i in refused if opening_numbers(i["maths"]) is None}) == []
    assert [i for i in refused if not named(i)] == []
    assert sorted({place(i) for i in refused} & fitting) == []


def test_the_refusal_checks_can_fail():
    assert opening_numbers("40 + 50 = 90") == [40, 50, 90] and opening_numbers("30 < 50")
    assert opening_numbers("0 - 1 = 9") is None and opening_numbers("50 < 30") is None
    assert opening_numbers("2 → 1 → 0 → 9") and opening_numbers("2 → 4") is None
    assert opening_numbers("Take the smallest.") is None and opening_numbers("2 ≠ 2") is None
    assert opening_numbers("0 is like 10: 10 - 1 = 9") and not opening_numbers("0 is like 9: 9 = 9")


def test_kombat_explains_its_words_with_a_question_mark():
    text, said = get_game("kombat-kittens").text, seen("kombat-kittens").messages
    for term in ("run", "three", "pair", "biggest", "treasure"):
        assert text[f"word-{term}"].lower() in text[f"what-{term}"].lower(), term
        assert text[f"what-{term}"] in said, term  # met at the table behind its "?"
    assert "4, 5, 6" in text["what-run"] and "5, 5, 5" in text["what-three"]
    assert "5, 5" in text["what-pair"]
    assert "worth" in text["what-treasure"]  # the word on every card, said behind treasure's "?"


def test_every_kombat_set_name_is_the_word_of_a_question_mark():
    """Every kind of set the rules can make is named by the word of its "?"."""
    text = get_game("kombat-kittens").text
    kinds = {kombat_rules.classify(r).kind for r in product(kombat_rules.RANKS, repeat=3)}
    assert kinds == set(kombat_table.SET_TERMS) and len(kinds) == 4
    for kind, term in kombat_table.SET_TERMS.items():
        assert text[f"name-{kind}"] == text[f"word-{term}"], kind


@pytest.mark.parametrize("name", TEXT_POOLS)
def test_every_template_is_at_most_12_words_and_2_sentences(name):
    problems = [reading.too_long(filled(text)) for text in text_pool(name).values()]
    assert [p for p in problems if p] == []


def test_the_whole_template_pool_reads_at_second_grade():
    pool = [filled(t) for name in TEXT_POOLS for t in text_pool(name).values()]
    assert reading.grade_level(pool) <= reading.MAX_GRADE


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_lesson_s_words_and_exercise_feedback_are_short_and_read_at_second_grade(game_id):
    questions = [exercise.question for exercise in exercises(game_id)]
    messages = [*child_text(lesson(game_id)), *questions, *feedback(game_id), *thought(game_id)]
    assert sorted(set(filter(None, map(reading.too_long, messages)))) == []
    check_grade(messages)


def test_a_game_s_record_holds_its_module_s_one_text_table():
    for game_id in GAMES:
        game = get_game(game_id)
        assert game.text is import_module(game.State.__module__).TEXT, game_id


@pytest.mark.parametrize("part", ["table", "bot"])
def test_no_table_adapter_or_bot_strategy_keeps_its_own_words(part):
    """Their words live in the game's TEXT (adapters and strategies read it there)."""
    files = [Path(import_module(getattr(get_game(g), part)).__file__) for g in mathcats.GAMES]
    assert len(files) == len(mathcats.GAMES)
    assert [f.name for f in files if OWN_TABLE.search(f.read_text())] == []
    assert OWN_TABLE.search("WORDS = {") and OWN_TABLE.search("    TEXT: dict = dict(")


def test_counted_says_one_or_many():
    assert [counted(n, "can") for n in (0, 1, 2, -1)] == ["0 cans", "1 can", "2 cans", "-1 can"]
    assert counted(1, "mouse", "mice") == "1 mouse" and counted(3, "mouse", "mice") == "3 mice"


def test_the_reading_checks_can_fail():
    hard = "Consequently, the administration's comprehensive reorganization necessitated it."
    assert spache([hard]) > MAX_SPACHE
    assert spache(["Leo has 2 cans.", "Mia fed the kitten."]) <= MAX_SPACHE
    assert reading.grade_level([hard]) > 10
    assert reading.too_long(
        "one two three four five six seven eight nine ten eleven twelve thirteen"
    )
    assert reading.too_long("One. Two. Three.")
    assert reading.too_long("Zero can go on anything.") is None
    said = ["Leo has 1 cans.", "1 cards were shuffled in", "1 is less than 2.", "11 cards"]
    assert [m for m in said for w in ONE_PLURAL.findall(m) if w not in NOT_PLURALS] == said[:2]
    rainbow = {"label": "✦", "name": "a rainbow", "words": "Pick a number first."}
    assert not names_its_number(rainbow)
    assert not names_its_number({"label": "1", "words": "There are 10 cards."})
    assert names_its_number({"label": "4", "words": "4 fits no stack."})
