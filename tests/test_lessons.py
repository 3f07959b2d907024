"""The lesson notebooks: one per game plus a teacher's guide, each complete and in plain words.

nbval runs every notebook top to bottom in `make test` (cells marked
NBVAL_CHECK_OUTPUT must print exactly what is stored); these tests check
what each lesson must contain and the reading level of the child-facing text.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import nbformat
import pytest

import mathcats
from mathcats import reading
from mathcats.engine import get_game
from mathcats.lessons import Exercise

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


def exercises(name: str) -> list[Exercise]:
    """Every Exercise a lesson makes, from running its code cells (without its tables)."""
    made: list[Exercise] = []
    code = [c.source for c in lesson(name).cells if c.cell_type == "code"]
    original = Exercise.__init__

    def keep(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    with (
        pytest.MonkeyPatch.context() as patch,
        contextlib.redirect_stdout(io.StringIO()),
    ):
        patch.setattr(Exercise, "__init__", keep)
        patch.setattr(mathcats, "play", lambda *args, **kwargs: None)
        namespace: dict = {}
        for source in code:
            exec(compile(source, name, "exec"), namespace)
    return made


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
