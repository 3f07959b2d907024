"""The lesson notebooks: one per game plus a teacher's guide, each complete and in plain words.

nbval runs every notebook top to bottom in `make test` (cells marked
NBVAL_CHECK_OUTPUT must print exactly what is stored); these tests check
what each lesson must contain and the reading level of the child-facing text.
"""

from __future__ import annotations

import ast
import contextlib
import io
import itertools
import random
import re
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

import mathcats
from mathcats import lessons as lesson_helpers
from mathcats import reading
from mathcats.bots.base import reason_for
from mathcats.engine import get_game
from mathcats.lessons import Exercise
from mathcats.table.words import item_name

LESSONS = Path(__file__).parent.parent / "lessons"


GUIDE = "teachers-guide"


def lesson(name: str):
    """The lesson a game's record names, or the teacher's guide."""
    path = f"{GUIDE}.ipynb" if name == GUIDE else get_game(name).lesson
    return nbformat.read(LESSONS / path, as_version=4)


def child_text(notebook) -> list[str]:
    """Every sentence of the markdown cells tagged "child", without markdown marks."""
    found = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown" and "child" in cell.metadata.get("tags", []):
            text = re.sub(r"[#*_`>|]", " ", cell.source)
            for line in text.splitlines():
                line = line.strip(" -")
                found += [s.strip() for s in re.split(r"(?<=[.!?])\s+", line) if s.strip()]
    return found


def sources(notebook, kind: str) -> str:
    return "\n".join(c.source for c in notebook.cells if c.cell_type == kind)


def variant_advice(game_id: str) -> list[str]:
    """The lesson's "Easier and harder" cell and the guide's paragraph of the same name."""
    cells = [c.source for c in lesson(game_id).cells if c.source.startswith("## Easier and harder")]
    plan = lesson_helpers.plan(game_id)
    return [*cells, plan.split("**Easier and harder.**")[1].split("**Projector steps.**")[0]]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_easier_and_harder_name_real_options_and_setup_labels(game_id):
    """Every option the advice sets starts a game, at least one is not the default, and each
    quoted setup-page label is the start of one of the game's option descriptions."""
    game = get_game(game_id)
    descriptions = [f.description for f in game.Options.model_fields.values()]
    advice = variant_advice(game_id)
    assert len(advice) == 2, "the lesson's cell and the guide's paragraph"
    for text in advice:
        settings = re.findall(r"`(\w+)=([^`,]+)`", text)
        settings += re.findall(
            r"[(, ](\w+)=(\"\w+\"|\d+)", "".join(re.findall(r"`mathcats\.play\((.+?)\)`", text))
        )
        assert settings, text
        defaults = game.Options()
        changed = False
        for name, value in settings:
            if name in ("players",):
                continue
            value = ast.literal_eval(value)
            mathcats.new_match(game_id, seed=1, **{name: value})  # raises on a wrong option
            changed |= getattr(defaults, name) != value
        assert changed, f"{game_id}: the advice only names the default game"
        for label in re.findall(r'setup page[^"]*"([^"]+)"', text, re.S):
            label = " ".join(label.split())
            assert any(d.startswith(label) for d in descriptions), label


def test_there_is_a_lesson_for_every_game_and_a_teachers_guide():
    names = {path.name for path in LESSONS.glob("*.ipynb")}
    assert names == {*(get_game(g).lesson for g in mathcats.GAMES), f"{GUIDE}.ipynb"}


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_lesson_has_every_part(game_id):
    notebook = lesson(game_id)
    text = sources(notebook, "markdown")
    code = sources(notebook, "code")
    for heading in (
        "## The maths idea",
        "## The rules in our words",
        "## Try it",
        "## Talk about it",
    ):
        assert heading in text, heading
    assert "# NBVAL_CHECK_OUTPUT" in code  # the worked example's arithmetic is checked
    assert "narrate_moves(" in code and "explain_move(" in code  # moves told, an illegal try
    assert "think_aloud(" in code and "which_fit(" in code  # a move thought through, then faded
    assert f'exit_ticket("{game_id}")' in code
    assert code.index("which_fit(") < code.index(f'mathcats.play("{game_id}"')
    first_code = next(c for c in notebook.cells if c.cell_type == "code")
    assert f'objective("{game_id}")' in first_code.source  # the goal, from the guide, on top
    assert re.findall(r"(?m)^## .+", text)[-1] == "## Exit ticket"  # the lesson ends with it
    assert "Exercise(" in code
    assert f'mathcats.play("{game_id}"' in code  # and a table to play the computer cats
    assert re.search(r"seed=\d+", code)  # deterministic


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_worked_example_shows_an_illegal_try_explained(game_id):
    outputs = [
        output.get("text", "")
        for cell in lesson(game_id).cells
        if cell.cell_type == "code" and "explain_move(" in cell.source
        for output in cell.get("outputs", [])
    ]
    assert any("Nothing changed." in text for text in outputs)


@pytest.mark.parametrize("name", [*mathcats.GAMES, GUIDE])
def test_child_sentences_are_short(name):
    long_ones = [s for s in child_text(lesson(name)) if len(reading.words(s)) > reading.MAX_WORDS]
    assert long_ones == []


def test_the_child_text_of_all_lessons_reads_at_second_grade():
    pool = [s for game_id in mathcats.GAMES for s in child_text(lesson(game_id))]
    assert pool and reading.grade_level(pool) <= reading.MAX_GRADE


def test_the_teachers_guide_links_every_lesson():
    shown = lesson_helpers.class_table(mathcats.GAMES)  # the guide shows the records' table
    text = sources(lesson(GUIDE), "markdown") + shown
    outputs = [o.get("data", {}) for c in lesson(GUIDE).cells for o in c.get("outputs", [])]
    assert shown in [data.get("text/markdown") for data in outputs]
    links = set(re.findall(r"\]\(([\w-]+\.ipynb)\)", text))
    assert links >= {get_game(g).lesson for g in mathcats.GAMES}


def test_the_apps_home_page_links_the_lessons_where_voila_serves_them(monkeypatch):
    from mathcats.app import notebooks_dir, pages

    shown = []
    monkeypatch.setattr(pages, "display", lambda *objs: shown.extend(objs))
    pages.home_page()
    assert f'href="{pages.LESSONS}"' in "".join(o.data for o in shown)
    # notebooks/lessons links to lessons/, so the served root reaches the real notebooks
    served = notebooks_dir() / pages.LESSONS
    assert served.resolve() == (LESSONS / "teachers-guide.ipynb").resolve()


THOUGHT: list[dict] = []  # each move thought aloud: its match, seat, view and verdicts before


def run(name: str) -> tuple[list[Exercise], list[tuple[list[str], str]]]:
    """Run a lesson's code cells (without its tables): every Exercise it makes, and for
    each move it thinks aloud, the lines said and the bot's own reason for that move.
    """
    made: list[Exercise] = []
    thought: list[tuple[list[str], str]] = []
    code = [c.source for c in lesson(name).cells if c.cell_type == "code"]
    original, think = Exercise.__init__, lesson_helpers.think_aloud

    def keep(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    def think_and_check(match, seat=None, bot="greedy", **given):
        view, legal, turns = match.view(seat), match.legal_moves(seat), len(match.history)
        allowed = {m: match.check(m, seat) for m in legal}
        lines = list(think(match, seat, bot, **given))
        (move,) = [turn.move for turn in match.history[turns:]]
        thought.append((lines, reason_for(match.game.id)(view, move, legal).words))
        THOUGHT.append({"match": match, "seat": seat, "view": view, "allowed": allowed, **given})
        yield from lines

    with (
        pytest.MonkeyPatch.context() as patch,
        contextlib.redirect_stdout(io.StringIO()),
    ):
        patch.setattr(Exercise, "__init__", keep)
        patch.setattr(lesson_helpers, "think_aloud", think_and_check)
        patch.setattr(mathcats, "play", lambda *args, **kwargs: None)
        namespace: dict = {}
        for source in code:
            exec(compile(source, name, "exec"), namespace)
    return made, thought


def exercises(name: str) -> list[Exercise]:
    """Every Exercise a lesson makes, from running its code cells (without its tables)."""
    return run(name)[0]


def thought(name: str) -> list[str]:
    """What a worked example says as it thinks: the pick, the reason, the number sentence and
    what happened (not the first two lines, which list the hand and the choices card by card).
    """
    said = [line for lines, _ in run(name)[1] for line in lines[2:] if isinstance(line, str)]
    return [line.strip(" ->") for line in said]  # (pictures: test_lesson_pictures.py)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_worked_example_gives_the_bots_reason_for_its_move(game_id):
    (thought,) = run(game_id)[1]
    lines, reason = thought
    assert reason and f"   {reason}" in lines
    assert lines[0].split()[1] == "has" and " can pick " in lines[1]
    assert [line for line in lines if isinstance(line, str) and " picks " in line]


COUNTED = re.compile(r"Count (on|back): (\d+)\.\.\. ([\d, ]+)\.")
SUMMED = re.compile(r"^(\d+(?: [+-] \d+)+) = (\d+)$")  # 40 + 10 = 50; 1 + 1 + 3 + 4 = 9


def thought_through(game_id: str) -> tuple[list[str], dict]:
    """The lesson's think-aloud: its lines (words only, stripped) and what it was given."""
    THOUGHT.clear()
    ((lines, _),) = run(game_id)[1]
    return [line.strip() for line in lines if isinstance(line, str)], THOUGHT[-1]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_think_aloud_turns_a_card_down_out_loud_and_counts_on(game_id):
    """A card turned down with the game's own words, then counting on along the move's sum:
    from its first number to its total in equal hops of 1 or 10 (a sum of several cards:
    card by card), the sum of the game's own numbers after the move."""
    from test_guide import said_by_the_table

    lines, given = thought_through(game_id)
    match, seat, view = given["match"], given["seat"], given["view"]
    name = match.names[seat]
    (turned,) = [i for i, line in enumerate(lines) if line.startswith(f"{name} thinks: not ")]
    card, why = lines[turned].removeprefix(f"{name} thinks: not ").rstrip("."), lines[turned + 1]
    if "rule" in given:  # judged by the game's rule: refused by it, in its words
        value = int(card)
        assert value in view.hand and not given["rule"](value) and why == given["rule"](value).words
    else:  # the table's refusal, or its verdict of a choice the pick beats (Kombat)
        verdicts = given["allowed"].values()
        assert said_by_the_table(game_id, why) or why in {v.words for v in verdicts}, why
    counts = [COUNTED.fullmatch(line) for line in lines if line.startswith("Count ")]
    assert len(counts) == 1, lines
    back, first, rest = counts[0][1] == "back", int(counts[0][2]), counts[0][3]
    numbers = [first, *map(int, rest.split(", "))]
    hops = [b - a for a, b in itertools.pairwise(numbers)]
    if "steps" in given:  # Kittys: up from the boss's card to the card turned down
        assert numbers[-1] == int(card) and hops == [1] * len(hops)
        assert not given["rule"](int(card)) and given["rule"](numbers[0])  # the edge of good
        return
    sums = [found for line in lines if (found := SUMMED.match(line))]
    terms = [[int(n) for n in re.findall(r"\d+", found[1])] for found in sums]
    said = [(t, int(found[2])) for t, found in zip(terms, sums, strict=True)]
    assert any(t[0] == first and total == numbers[-1] for t, total in said), (lines, said)
    if {abs(hop) for hop in hops} in ({1}, {10}):
        assert all((h < 0) == back for h in hops)
    else:  # Meow 10: the points left, counted on card by card
        left = match.view(seat).hand
        assert sorted([first, *hops]) == sorted(c.number for c in left if c.number)
    if game_id == "feed-the-kitten":
        assert numbers[-1] == match.view(seat).top
    if game_id == "kombat-kittens":
        assert numbers[-1] == match.scores[seat]


def faded_steps(name: str) -> list[tuple[Exercise, dict]]:
    """Every faded step a lesson makes, each with what the rules said of its position when
    it was asked: the seat's legal moves and the taps of each (as the table taps them)."""
    from mathcats.table.adapters import adapter_for

    found = []
    original = lesson_helpers.which_fit

    def watched(match, seat=None, on=None, question=None, rule=None, cards=None, label=str):
        seat = match.resolve_seat(seat)
        adapter = adapter_for(match.game, match.names)
        taps = [adapter.path(move) for move in match.legal_moves(seat)]
        scene, _ = lesson_helpers._scene(match, seat)
        hand = {item["tap"]: item_name(item) for item in scene["hand"]}
        exercise = original(match, seat, on, question, rule, cards, label)
        held = cards if cards is not None else getattr(match.view(seat), "hand", ())
        asked = {"taps": taps, "on": on, "rule": rule, "hand": hand, "cards": held}
        asked |= {"match": match, "seat": seat, "label": label}
        found.append((exercise, asked))
        return exercise

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lesson_helpers, "which_fit", watched)
        run(name)
    return found


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_faded_step_marks_every_allowed_card_right_and_says_the_games_reason(game_id):
    from test_guide import said_by_the_table

    (faded, asked), *more = faded_steps(game_id)
    assert more == []
    right, wrong = faded.answers, [o for o in faded.options if not faded.right(o)]
    assert right and wrong, "a faded step with only right (or only wrong) cards asks nothing"
    if asked["rule"] is None:  # the cards the rules allow are the ones a legal move plays
        names, ends = asked["hand"], (asked["on"],) if asked["on"] else ()
        playable = {names[t[0]] for t in asked["taps"] if t[0] in names and t[1:] == ends}
        assert set(right) == playable
    for option in faded.options:
        said = faded.feedback(option)
        assert said[0].startswith(("Yes!", "Right!")) == faded.right(option)
        if asked["rule"] is None:  # the game's own words, right or not
            assert said_by_the_table(game_id, said[1]), said
    if asked["rule"] is not None:  # judged by the engine, not by the notebook's rule
        engine_right = RULED[game_id](asked["match"], asked["seat"], asked["cards"])
        assert {asked["label"](card) for card in engine_right} == set(right)
        for card in asked["cards"]:  # each card's reason names that very card
            assert re.search(
                rf"\b{number_of(game_id, card)}\b", faded.feedback(asked["label"](card))[1]
            )


def number_of(game_id: str, card: int) -> int:
    from mathcats.games.kombat_kittens.rules import rank

    return rank(card) if game_id == "kombat-kittens" else card


def good_cards(match, seat, cards) -> list[int]:
    """Kittys: the cards the engine judges good against the boss's face-down card."""
    from mathcats.games.kittys.state import judge

    return [card for card in cards if judge(shown_boss_card(match, seat), [card])[1][0]]


def shown_boss_card(match, seat) -> int:
    """Kittys: the boss's card in the last cards shown (the table's picture), from the engine."""
    shown = match.view(seat).last_reveal
    return shown.cards[shown.boss]


def recruits_for_a_run(match, seat, cards) -> list[int]:
    """Kombat: the Recruits that some legal swap brings into a hand holding a run with it."""
    from itertools import combinations

    from mathcats.games.kombat_kittens.rules import classify, rank
    from mathcats.games.kombat_kittens.state import Recruit

    found = []
    for move in match.legal_moves(seat):
        if isinstance(move, Recruit):
            card = match.view(seat).recruits[move.recruit]
            match.play(move, seat)
            hand = list(match.view(seat).hand)
            match.undo()
            others = [c for c in hand if c != card] + [card] * (hand.count(card) - 1)
            if any(
                classify((rank(card), rank(a), rank(b))).kind == "straight"
                for a, b in combinations(others, 2)
            ):
                found.append(card)
    return [card for card in cards if card in found]


RULED = {"kittys": good_cards, "kombat-kittens": recruits_for_a_run}


def feedback(name: str) -> list[str]:
    """Every message a child can read after tapping any answer of any exercise."""
    return [m for e in exercises(name) for option in e.options for m in e.feedback(option)]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_exercise_message_is_at_most_12_words_and_2_sentences(game_id):
    messages = feedback(game_id)
    assert len(exercises(game_id)) >= 3
    assert sorted(set(filter(None, map(reading.too_long, messages)))) == []


def test_exercise_feedback_reads_at_second_grade():
    pool = {m for game_id in mathcats.GAMES for m in feedback(game_id)}
    assert pool and reading.grade_level(pool) <= reading.MAX_GRADE


def test_exercise_feedback_says_right_for_a_right_answer_and_not_otherwise():
    for game_id in mathcats.GAMES:
        for exercise in exercises(game_id):
            assert exercise.answers, (game_id, exercise.question)
            for option in exercise.options:
                said = exercise.feedback(option)[0]
                right = said.startswith(("Yes!", "Right!"))
                assert right == exercise.right(option), (game_id, option)


SEEDS = (1, 2, 3)  # seeded positions: each seed's game, a few moves on
TABLE_FADED = ("feed-the-kitten", "kittens-in-space", "kittens-in-space-solo", "meow-10")


def positions(game_id: str) -> Iterator[tuple[mathcats.Match, int]]:
    """Seeded positions of the game, with the seat to move: each seed, 0 to 4 moves in."""
    from mathcats.lessons import narrate_moves

    players = get_game(game_id).min_players
    for seed in SEEDS:
        for moves in range(5):
            match = mathcats.new_match(game_id, players=max(players, 2 - (players == 1)), seed=seed)
            list(narrate_moves(match, moves * seed))
            if not match.over:
                yield match, match.to_move[0]


@pytest.mark.parametrize("game_id", TABLE_FADED)
def test_the_faded_step_at_seeded_positions_marks_the_legal_cards_with_their_own_verdict(game_id):
    """At many seeded positions, on every place a card can go: a card is right exactly when a
    legal move plays it there, and its feedback is the engine's verdict of that very card."""
    from mathcats.table.adapters import adapter_for

    asked = 0
    for match, seat in positions(game_id):
        adapter, view = adapter_for(match.game, match.names), match.view(seat)
        scene, items = lesson_helpers._scene(match, seat)
        legal = {adapter.path(move): move for move in match.legal_moves(seat)}
        stacks = [i["tap"] for i in items if (i.get("tap") or "").startswith("stack-")] or [None]
        for on in stacks:
            ends = (on,) if on else ()
            faded = lesson_helpers.which_fit(match, seat, on=on)
            for item in scene["hand"]:
                if not item.get("tap") or (name := item_name(item)) not in faded.options:
                    continue
                path = (item["tap"], *ends)
                move = legal.get(path) or adapter.move(path, view)
                said = faded.feedback(name)
                assert faded.right(name) == (path in legal), (name, on)
                assert said[1] == match.check(move, seat).words, (name, on, said)
                asked += 1
    assert asked >= 20


LESSON_MATCH = {"kittys": ("thinking", 3), "kombat-kittens": ("fading", 2)}  # name, players


def lesson_faded_step(game_id: str, match: mathcats.Match, seat: int) -> Exercise:
    """The lesson's own faded-step cell (the one calling ``which_fit``), run at this position:
    the lesson's imports, then the cell with the lesson's match name bound to ``match`` (and
    ``seat`` and ``view``, which the cells before it set)."""
    cells = [c.source for c in lesson(game_id).cells if c.cell_type == "code"]
    imports = [
        n for s in cells for n in ast.parse(s).body if isinstance(n, ast.Import | ast.ImportFrom)
    ]
    (step,) = [s for s in cells if "which_fit(" in s]
    found = []
    names = {LESSON_MATCH[game_id][0]: match, "seat": seat, "view": match.view(seat)}
    exec(compile(ast.Module(imports, []), game_id, "exec"), names)
    names["which_fit"] = lambda *args, **kw: found.append(lesson_helpers.which_fit(*args, **kw))
    exec(step, names)
    (faded,) = found
    return faded


def asks_the_faded_step(match: mathcats.Match, seat: int) -> bool:
    """Kittys: cards have been shown (the picture's); Kombat: the seat may take a Recruit."""
    from mathcats.games.kombat_kittens.state import Recruit

    if match.game.id == "kittys":
        return match.view(seat).last_reveal is not None
    return any(isinstance(move, Recruit) for move in match.legal_moves(seat))


def seeded_positions(game_id: str) -> Iterator[tuple[mathcats.Match, int]]:
    """Ten seeded matches, each played on by a seeded number of random legal moves, then on to
    the first position where the lesson's faded step is asked."""
    for seed in range(1, 11):
        match = mathcats.new_match(game_id, players=LESSON_MATCH[game_id][1], seed=seed)
        rng = random.Random(seed)
        skip = rng.randrange(15)
        for moves in itertools.count():
            if match.over:
                break
            seat = match.to_move[0]
            if moves >= skip and asks_the_faded_step(match, seat):
                yield match, seat
                break
            match.play(rng.choice(match.legal_moves(seat)), seat)


def card_verdicts(match: mathcats.Match, seat: int, card: int) -> dict[str, bool]:
    """The game's own words a card may hear, each with whether the game allows it. Kittys: its
    verdict against the boss's face-down card; Kombat: a set of it and two of the seat's cards."""
    from mathcats.games.kittys.state import against_boss
    from mathcats.games.kombat_kittens.rules import is_kind, rank

    if match.game.id == "kittys":
        verdicts = [against_boss(card, shown_boss_card(match, seat))]
    else:
        pairs = itertools.combinations(map(rank, match.view(seat).hand), 2)
        verdicts = [is_kind((a, b, rank(card)), "straight") for a, b in pairs]
    return {verdict.words: bool(verdict) for verdict in verdicts}


@pytest.mark.parametrize("game_id", RULED)
def test_the_lessons_faded_step_at_seeded_positions_marks_the_cards_the_engine_allows(game_id):
    """At ten seeded positions, the lesson's own faded question: a card is right exactly when
    the engine allows it (Kittys: against the boss's card the picture shows; Kombat: a Recruit swap
    that makes a run), and its feedback is the game's words for that very card."""
    from mathcats.games.kombat_kittens.rules import card_words

    positions = list(seeded_positions(game_id))
    assert len(positions) >= 8
    for match, seat in positions:
        faded = lesson_faded_step(game_id, match, seat)
        view = match.view(seat)
        cards = view.hand if game_id == "kittys" else view.recruits
        label = str if game_id == "kittys" else card_words
        allowed = set(RULED[game_id](match, seat, cards))
        assert set(faded.options) == set(map(label, cards))
        assert set(faded.answers) == set(map(label, allowed))
        for card in cards:
            said = faded.feedback(label(card))
            assert faded.right(label(card)) == (card in allowed), (card, said)
            assert said[0].startswith(("Yes!", "Right!")) == (card in allowed), said
            assert card_verdicts(match, seat, card).get(said[1]) == (card in allowed), said


def test_the_worked_moves_list_exactly_the_legal_choices():
    """The choices a worked move lists are the first taps of the seat's legal moves (any way of
    tapping one, and the table's shortcuts: Done for the one stack left)."""
    from mathcats.table.adapters import adapter_for

    for game_id in mathcats.GAMES:
        for match, seat in positions(game_id):
            adapter = adapter_for(match.game, match.names)
            _, lit, names = lesson_helpers._scene_names(match, seat)
            legal = match.legal_moves(seat)
            paths = [p for move in legal for p in adapter.paths(move)]
            paths += adapter.shortcuts(match.view(seat), legal)
            first_taps = {path[0] for path in paths}
            assert set(lit) == first_taps, (game_id, set(lit) ^ first_taps)
            listed = lesson_helpers.choices(match, seat)[1]
            assert set(listed.values()) == {names[tap] for tap in first_taps}


def test_the_lessons_use_the_games_functions_and_words():
    """A card's number is the game's ``value`` (no copy of it as ``% 10``), and Kittys' code
    says good and bad as the table does (not positive and negative)."""
    for game_id in mathcats.GAMES:
        assert "% 10" not in sources(lesson(game_id), "code"), game_id
    assert not re.search(r"\b(positive|negative)\b", sources(lesson("kittys"), "code"))


def printed(cell) -> str:
    """What a code cell prints (its stream and plain-text outputs)."""
    texts = [o.get("text", "") or o.get("data", {}).get("text/plain", "") for o in cell.outputs]
    return "".join("".join(t) if isinstance(t, list) else t for t in texts)


def answer_above_faded_step(notebook) -> list[str]:
    """The lines the code cell just above each faded step (``which_fit``) prints that name
    its choices: "Leo can pick 50, 60 or Draw a card." would give the answer away."""
    code = [c for c in notebook.cells if c.cell_type == "code"]
    choices = re.compile(lesson_helpers.TEXT["choices"].format(name=r"\w+", choices=".*"))
    found = []
    for above, cell in itertools.pairwise(code):
        if "which_fit(" in cell.source and "think_aloud(" not in cell.source:
            found += [line for line in printed(above).splitlines() if choices.fullmatch(line)]
    return found


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_no_cell_above_a_faded_step_prints_its_answer(game_id):
    notebook = lesson(game_id)
    assert "which_fit(" in sources(notebook, "code")
    assert answer_above_faded_step(notebook) == []


def test_the_check_finds_choices_printed_above_a_faded_step():
    notebook = nbformat.v4.new_notebook()
    shown = nbformat.v4.new_code_cell("show(show_choices(match))")
    shown.outputs = [nbformat.v4.new_output("stream", text="Leo can pick 50, 60 or Draw a card.\n")]
    notebook.cells = [shown, nbformat.v4.new_code_cell("which_fit(match)")]
    assert answer_above_faded_step(notebook) == ["Leo can pick 50, 60 or Draw a card."]


def test_the_kittys_faded_step_asks_about_the_boss_card_its_picture_shows():
    cell = next(
        c for c in lesson("kittys").cells if "which_fit(" in c.source and "boss" in c.source
    )
    picture = re.search(r"Boss \w+: (\d)", printed(cell))
    question = re.search(r"The boss had (\d)\.", printed(cell))
    assert picture and question and picture[1] == question[1], printed(cell)[:300]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_lesson_s_table_thinks_first(game_id):
    from mathcats.table.lights import THINK_FIRST

    calls = [
        node
        for cell in lesson(game_id).cells
        if cell.cell_type == "code" and "mathcats.play(" in cell.source
        for node in ast.walk(ast.parse(cell.source))
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "mathcats.play"
    ]
    assert calls, "the lesson has a live table"
    for call in calls:
        lights = {k.arg: ast.literal_eval(k.value) for k in call.keywords}.get("lights")
        assert lights == THINK_FIRST, ast.unparse(call)
