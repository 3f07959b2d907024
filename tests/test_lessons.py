"""The lesson notebooks: one per game plus a teacher's guide, each complete and in plain words.

nbval runs every notebook top to bottom in `make test` (cells marked
NBVAL_CHECK_OUTPUT must print exactly what is stored); these tests check
what each lesson must contain and the reading level of the child-facing text.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
from pathlib import Path

import nbformat
import pytest

import mathcats
from mathcats import lessons as lesson_helpers
from mathcats import reading
from mathcats.bots.base import reason_for
from mathcats.engine import get_game
from mathcats.lessons import TEXT, Exercise

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
    plan = next(
        c.source
        for c in lesson(GUIDE).cells
        if c.source.startswith(f"## {get_game(game_id).title}\n")
    )
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
    assert "think_aloud(" in code and "best_pick(" in code  # a move thought through, then faded
    assert f'exit_ticket("{game_id}")' in code
    assert code.index("best_pick(") < code.index(f'mathcats.play("{game_id}"')
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
    links = set(re.findall(r"\]\(([\w-]+\.ipynb)\)", sources(lesson(GUIDE), "markdown")))
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

    def think_and_check(match, seat=None, bot="greedy"):
        view, legal, turns = match.view(seat), match.legal_moves(seat), len(match.history)
        lines = list(think(match, seat, bot))
        (move,) = [turn.move for turn in match.history[turns:]]
        thought.append((lines, reason_for(match.game.id)(view, move, legal).words))
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
    assert lines[0].split()[1] == "has" and " can pick " in lines[1] and " picks " in lines[2]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_faded_step_and_the_exit_ticket_are_answered_by_the_engine(game_id):
    made = exercises(game_id)
    tickets = lesson_helpers.exit_ticket(game_id)
    assert [e.question for e in made[-3:]] == [t.question for t in tickets]
    assert [e.answers for e in made[-3:]] == [t.answers for t in tickets]
    (faded,) = [e for e in made if e.question.startswith("What should")]
    (best,) = faded.answers
    others = [o for o in faded.options if o != best]
    assert others and all(faded.feedback(o)[0] == TEXT["no"] for o in others)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_faded_steps_best_pick_says_the_bots_reason(game_id):
    from mathcats.bots.hints import hint

    picks = []
    original = lesson_helpers.best_pick

    def pick_and_check(match, seat=None, bot="greedy"):
        move = hint(match, seat, bot=bot).move
        picks.append(reason_for(game_id)(match.view(seat), move, match.legal_moves(seat)))
        return original(match, seat, bot)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lesson_helpers, "best_pick", pick_and_check)
        (faded,) = [e for e in exercises(game_id) if e.question.startswith("What should")]
    (reason,) = picks
    (best,) = faded.answers
    assert reason.words in faded.feedback(best)


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


def test_exercise_feedback_says_yes_for_a_right_answer_and_no_otherwise():
    for game_id in mathcats.GAMES:
        for exercise in exercises(game_id):
            assert exercise.answers, (game_id, exercise.question)
            for option in exercise.options:
                said = exercise.feedback(option)[0]
                assert said.startswith("Yes!") == exercise.right(option), (game_id, option)
