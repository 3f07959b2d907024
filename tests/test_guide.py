"""The teacher's guide is a lesson plan a teacher can run: every game's plan has
every part, the controls it names are the table's real buttons, and the exit
tickets' answers are the engine's.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

import mathcats
from mathcats.app.pages import TEXT as PAGES_TEXT
from mathcats.engine import get_game, listed
from mathcats.lessons import class_table, exit_ticket
from mathcats.lessons import plan as lesson_plan
from mathcats.table.lights import LIGHTS, THINK_FIRST
from mathcats.widgets import Table

GUIDE = Path(__file__).parent.parent / "lessons" / "teachers-guide.ipynb"
PARTS = (
    "**Objective.**",
    "**Standards**",
    "**Vocabulary.**",
    "**Fluency warm-up.**",
    "**The four sessions.**",
    "**Launch / explore / discuss.**",
    "**Misconceptions to watch for.**",
    "**Reteach.**",
    "**Exit ticket.**",
    "**Easier and harder.**",
    "**Projector steps.**",
)
CODE = re.compile(r"\b(?:K|[1-8])\.[A-Z]{2,3}\.[A-Z]\.\d+\b")  # a Common Core code: 1.NBT.C.5
TICKET = re.compile(r"^\d\. (.+) \*Answer: (.+?)\.\*$", re.M)


def shown(cell) -> list[str]:
    """The Markdown a code cell of the guide shows (its stored outputs)."""
    return [
        o.data["text/markdown"]
        for o in cell.get("outputs", [])
        if "text/markdown" in o.get("data", {})
    ]


def markdown() -> str:
    """The guide as a teacher reads it: its Markdown cells and the parts its code shows."""
    notebook = nbformat.read(GUIDE, as_version=4)
    parts = [[c.source] if c.cell_type == "markdown" else shown(c) for c in notebook.cells]
    return "\n\n".join(text for part in parts for text in part)


def sections(level: str = "## ") -> dict[str, str]:
    """The guide's sections by heading."""
    parts = re.split(rf"(?m)^{level}", markdown())
    return {part.splitlines()[0].strip(): part for part in parts[1:]}


def plan(game_id: str) -> str:
    return sections()[get_game(game_id).title]


def projector_text() -> str:
    """Every "Projector steps" part: the section and each game's paragraph."""
    found = [sections()["Projector steps"]]
    for game_id in mathcats.GAMES:
        found += re.findall(r"\*\*Projector steps\.\*\*(.*?)(?:\n\n|$)", plan(game_id), re.S)
    return "\n".join(found)


def named_controls() -> set[str]:
    """The names in bold in the projector steps (bold marks a control there)."""
    return set(re.findall(r"\*\*([^*]+?)\*\*", projector_text())) - {"Projector steps."}


def table_controls(game_id: str) -> set[str]:
    """Every button label of the table in teacher mode: the panel, its toggle and Show me."""
    game = get_game(game_id)
    match = mathcats.new_match(game_id, players=game.min_players, seed=1)
    scene = Table(match, humans=(0,), teacher=True, delay=0).scene
    buttons = scene["teacher"] + scene["help"]
    assert scene["teacher"], f"{game_id}: no teacher's panel in teacher mode"
    return {b["label"] for b in buttons} | {scene["labels"]["teacher"]}


def test_the_guide_names_only_controls_the_table_has():
    named = named_controls()
    assert {"Show me", "Show all hands", "Next move", "Undo", "Teacher"} <= named
    for game_id in mathcats.GAMES:
        assert named - table_controls(game_id) == set(), game_id


def test_the_controls_test_catches_a_name_that_is_not_a_button():
    assert {"Reveal hands", "Step", "teacher mode"} & table_controls("kittys") == set()


def test_the_guide_names_the_apps_teacher_choice_as_the_app_does():
    assert f"*{PAGES_TEXT['teacher']}*" in projector_text()


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_game_has_a_whole_lesson_plan(game_id):
    text = plan(game_id)
    assert [part for part in PARTS if part not in text] == []
    objective = text.split("**The four sessions.**")[0]
    assert CODE.search(objective), "no Common Core code in the objective"
    sessions = text.split("**The four sessions.**")[1].split("**Launch")[0]
    assert re.findall(r"\b([1-4]):", sessions) == ["1", "2", "3", "4"]
    misconceptions = text.split("**Misconceptions to watch for.**")[1].split("**Reteach")[0]
    assert misconceptions.count("\n- ") >= 3
    reteach = text.split("**Reteach.**")[1].split("**Exit")[0]
    game = get_game(game_id)
    for kind in set(game.mistakes.values()):  # a reteach move for each mistake the table counts
        assert f"- *{game.text['mistake-' + kind]}*: " in reteach, kind
    assert len(TICKET.findall(text)) == 3


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_misconception_the_guide_lists_has_a_reteach_move(game_id):
    """Each misconception shown has a reteach move shown, under the name they share."""
    text, game = plan(game_id), get_game(game_id)
    shown = text.split("**Misconceptions to watch for.**")[1].split("**Reteach")[0]
    reteach = text.split("**Reteach.**")[1].split("**Exit")[0]
    listed = [line for line in shown.split("\n- ")[1:]]
    assert len(listed) == len(game.guide.misconceptions) >= 3
    for name, said in game.guide.misconceptions.items():
        assert said.strip() in shown
        move = game.guide.reteach[name]
        assert f"- *{game.text.get('mistake-' + name, name)}*: {move}" in reteach, name


def test_the_guide_shows_each_games_plan_as_its_record_has_it_now():
    """The stored guide is not stale, and its own cells name no game: a new game's plan
    comes from its record, and the guide notebook is not edited for it."""
    notebook = nbformat.read(GUIDE, as_version=4)
    outputs = [text for c in notebook.cells if c.cell_type == "code" for text in shown(c)]
    assert outputs[0] == class_table(mathcats.GAMES)
    assert outputs[1 : 1 + len(mathcats.GAMES)] == [lesson_plan(g) for g in mathcats.GAMES]
    static = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    assert not [g for g in mathcats.GAMES if f"## {get_game(g).title}\n" in static]


def test_a_new_game_gets_a_whole_plan_from_its_record():
    import toy_game

    with toy_game.registered() as toy:
        text = lesson_plan(toy.id)
    assert text.startswith(f"## {toy.title}")
    assert [part for part in PARTS if part not in text] == []
    assert all(code in text for code, _ in toy.guide.standards)


def test_the_guide_tells_how_read_aloud_helps_children_who_read_little():
    text = sections()["How a lesson runs: four 15-minute sessions"]
    assert "**Read aloud.**" in text and f"*{PAGES_TEXT['read-aloud']}*" in " ".join(text.split())


LESSONS_DOC = Path(__file__).parent.parent / "docs" / "lessons.md"
DOC_ROW = re.compile(r"^\| (.+?) \| (\S+) \| (.+?) \|$", re.M)


def test_docs_lessons_names_the_standards_the_guide_shows():
    """docs/lessons.md's table of standards is the records' (the guide renders the same)."""
    doc = LESSONS_DOC.read_text().split("## Standards, honestly")[1].split("\n## ")[0]
    rows = [row for row in DOC_ROW.findall(doc) if row[1] not in ("code", "---")]
    records = [
        (get_game(g).title, code, covers)
        for g in mathcats.GAMES
        for code, covers in get_game(g).guide.standards
    ]
    assert rows == records
    for title, code, covers in records:
        assert f"- **{code}**: {covers}." in plan(
            next(g for g in mathcats.GAMES if get_game(g).title == title)
        )


def test_the_plan_is_four_15_minute_sessions_with_grouping_and_materials():
    text = sections()["How a lesson runs: four 15-minute sessions"]
    assert "**Grouping.**" in text and "**Materials.**" in text
    assert re.findall(r"^\| ([1-4]) \|", text, re.M) == ["1", "2", "3", "4"]
    header = next(line for line in text.splitlines() if line.startswith("| session |"))
    assert all(part in header for part in ("launch", "explore", "discuss"))


def test_the_plan_says_when_the_cards_light_up_session_by_session():
    text = sections()["How a lesson runs: four 15-minute sessions"]
    planned = dict(re.findall(r"^- Sessions? ([\d-]+): \*([^*]+)\*", text, re.M))
    assert planned == {"1": LIGHTS["always"], "2": LIGHTS["after-try"], "3-4": LIGHTS["count"]}
    assert f"start on\n*{LIGHTS[THINK_FIRST]}*" in text  # the default, as the app has it


def test_the_codes_are_the_ones_in_the_class_table():
    table = sections()["Which lesson for which class"]
    for game_id in mathcats.GAMES:
        objective = plan(game_id).split("**The four sessions.**")[0]
        row = next(line for line in table.splitlines() if get_game(game_id).lesson in line)
        assert set(CODE.findall(objective)) == set(CODE.findall(row)), game_id


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_lessons_exit_ticket_asks_the_guides_questions_with_the_engines_answers(game_id):
    """Form 1 of the game's own tickets (judged by its rules) is the guide's, with answers."""
    tickets = exit_ticket(game_id)
    guide = TICKET.findall(plan(game_id))
    assert len(tickets) == 3 and [e.question for e in tickets] == [q for q, _ in guide]
    assert [listed(e.answers) for e in tickets] == [a for _, a in guide]


def test_reading_an_answer():
    assert TICKET.findall("1. Is it? *Answer: 40 and 50.*") == [("Is it?", "40 and 50")]


def numbers_in(sentence: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", sentence)]


def sums(game) -> list[list[int]]:
    """The sums its sprint asks: the numbers of each "a + b (+ c) = d"."""
    return [
        numbers_in(f.sentence) for f in game.sprint if re.fullmatch(r"[\d +]+= \d+", f.sentence)
    ]


# What each code needs the game to practise: its own lists (its record's facts, sprint,
# story cards and pictures), never the guide's words.
EVIDENCE = {
    "1.OA.A.2": lambda g: any(len(s.hops) == 2 and 0 < s.answer <= 20 for s in g.stories),
    "1.NBT.C.5": lambda g: any(re.fullmatch(r"\d0 \+ 10 = \d+0", f.sentence) for f in g.sprint),
    "1.NBT.C.4": lambda g: any(re.fullmatch(r"[1-9]0 \+ \d0 = 100", f.sentence) for f in g.sprint),
    "K.CC.A.1": lambda g: "90 + 10 = 100" in {f.sentence for f in g.sprint},
    "1.OA.C.5": lambda g: {"up", "down"} <= set(g.facts.values()),
    "K.CC.A.2": lambda g: "up" in g.facts.values(),
    "K.CC.C.7": lambda g: (
        "number" in g.facts.values()
        or any(re.fullmatch(r"\d+ [<>=] \d+", f.sentence) for f in g.sprint)
    ),
    "K.CC.C.6": lambda g: "dots" in g.pictures,
    "1.NBT.B.3": lambda g: any(re.fullmatch(r"\d+ [<>] \d+", f.sentence) for f in g.sprint),
    "2.NBT.B.5": lambda g: "treasure" in g.facts.values() and bool(g.count),
    "K.MD.B.3": lambda g: "cat" in g.facts.values(),
    "1.OA.C.6": lambda g: any(len(s) > 2 and s[-1] <= 20 for s in sums(g)),
    "2.OA.B.2": lambda g: len([s for s in sums(g) if s[-1] <= 20]) >= 20,
}


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_code_the_guide_claims_is_one_the_game_practises(game_id):
    """A code is claimed only where the game's own lists hold what it needs: 1.OA.A.2 (word
    problems adding three numbers) only where a story card adds three."""
    game = get_game(game_id)
    claimed = {code for code, _ in game.guide.standards}
    assert claimed <= set(EVIDENCE), claimed - set(EVIDENCE)
    assert [code for code in claimed if not EVIDENCE[code](game)] == []
    if EVIDENCE["1.OA.A.2"](game):  # a story solved: the code is claimed
        assert "1.OA.A.2" in claimed


def test_the_evidence_checks_can_fail():
    feed, kittys = get_game("feed-the-kitten"), get_game("kittys")
    assert not EVIDENCE["1.OA.A.2"](feed) and not EVIDENCE["1.NBT.B.3"](feed)
    assert not EVIDENCE["1.NBT.C.5"](kittys) and not EVIDENCE["K.CC.C.6"](feed)


QUOTE = re.compile(r'"([^"]+)"')
NUMBERS = re.compile(r"\d+(?:(?:, | or )\d+)*")  # a number, or a list: "3, 4 or 5"


def template_pattern(quote: str) -> re.Pattern:
    """``quote`` as a pattern of a text template: each number (or list) may be {slots}."""
    parts = NUMBERS.split(quote)
    slot = r"\{\w+\}(?:(?:, | or )\{\w+\})*"  # "{needs}", or "{a} or {b}"
    slots = [rf"(?:{slot}|{re.escape(n)})" for n in NUMBERS.findall(quote)]
    pattern = "".join(
        p for pair in zip(map(re.escape, parts), [*slots, ""], strict=True) for p in pair
    )
    return re.compile(pattern, re.I)


def said_by_the_table(game_id: str, quote: str) -> bool:
    """Is ``quote`` part of one of the game's (or the engine's) texts, numbers filled in?"""
    from mathcats.engine.text import TEXT as ENGINE_TEXT
    from mathcats.games.meow_ten.state import CATS

    pattern = template_pattern(quote).pattern
    for word in (*CATS, "Rescue", "Adopt"):  # a cat's name or a side fills a {slot} too
        pattern = re.sub(rf"\b{word}\b", rf"(?:\\{{\\w+\\}}|{word})", pattern)
    pattern = re.compile(pattern, re.I)
    texts = [*get_game(game_id).text.values(), *ENGINE_TEXT.values()]
    return any(pattern.search(text) for text in texts)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_misconception_quotes_the_table_s_own_refusal(game_id):
    part = plan(game_id).split("**Misconceptions to watch for.**")[1].split("**Reteach")[0]
    quotes = [q for q in QUOTE.findall(part.replace("\n  ", " ")) if q.rstrip()[-1:] in ".!"]
    assert len(quotes) >= 3
    assert [q for q in quotes if not said_by_the_table(game_id, q)] == []


def test_a_quote_the_table_never_says_is_caught():
    assert said_by_the_table("feed-the-kitten", "20 is less than 30. We only count up.")
    assert not said_by_the_table("feed-the-kitten", "20 is smaller, so it cannot go.")


def test_the_docs_give_each_lessons_ages_from_its_record():
    """docs/lessons.md's table says the ages each game's record says."""
    docs = (Path(__file__).parent.parent / "docs" / "lessons.md").read_text()
    for game_id in mathcats.GAMES:
        game = get_game(game_id)
        link = re.escape(f"](../lessons/{game.lesson})")
        row = re.search(rf"^\| \[[^]]+{link} \| ([^|]+) \|", docs, re.M)
        assert row is not None, game.title
        assert row[1].strip() == game.ages, game.title


def lesson_and_guide_texts() -> dict[str, list[str]]:
    """Every text a lesson, the teacher's guide or our rules show, by where: each notebook's
    markdown and printed outputs (the guide's plans among them), each lesson's exercise
    feedback, and docs/rules/*.md."""
    from test_lessons import feedback

    root = Path(__file__).parent.parent
    found: dict[str, list[str]] = {}
    for path in sorted((root / "lessons").glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        texts = [c.source for c in notebook.cells if c.cell_type == "markdown"]
        for cell in notebook.cells:
            for output in cell.get("outputs", []):
                texts.append(output.get("text", ""))
                texts += [
                    output.get("data", {}).get(k, "") for k in ("text/markdown", "text/plain")
                ]
        found[path.name] = texts
    for game_id in mathcats.GAMES:
        found[f"{game_id} feedback"] = feedback(game_id)
    for path in sorted((root / "docs" / "rules").glob("*.md")):
        found[path.name] = [path.read_text()]
    return found


PLAIN_STRAIGHT = re.compile(
    r"\bstraight (?:0-9 )?(?:number )?(?:line|strip)|\bstraight (?:away|after)"
)
# "straight" as plain English (a straight 0-9 strip), not the name of Kombat's run


def test_none_of_the_misleading_sentences_remains_in_lessons_guide_or_rules():
    """The words test_words.py keeps out of the table stay out of the lessons, the guide and
    our rules texts too; and no hop round the ring is told the long way ("8 - 7 = 1")."""
    from test_words import MISLEADING, RING_SUM

    found = {
        name: [PLAIN_STRAIGHT.sub("", text) for text in texts]
        for name, texts in lesson_and_guide_texts().items()
    }
    assert len([name for name in found if name.endswith(".ipynb")]) == len(mathcats.GAMES) + 1
    assert len([name for name in found if name.endswith(".md")]) == len(mathcats.GAMES)
    misled = {
        (name, hit.group(0), text[max(0, hit.start() - 40) : hit.end() + 40])
        for name, texts in found.items()
        for text in texts
        for hit in MISLEADING.finditer(text)
    }
    assert sorted(misled) == []
    ring = ("kittens-in-space.ipynb", "kittens-in-space feedback", "kittens-in-space.md")
    space = [t for name in ring for t in found[name]]  # the ring's game (the solo line has no ring)
    assert [t[:80] for t in space for _, n, _ in RING_SUM.findall(t) if int(n) > 5] == []
