"""Every worked move of a lesson shows the table's picture of it, right below its reason.

Each lesson notebook is run in a fresh kernel (nbclient, bounded by a timeout),
and its outputs, and the ones stored in the repository, are read in order:
after each move told ("Mia: ..." in the worked example and the illegal tries,
"Mia picks ..." when a move is thought through) comes one picture, of the
game's kind, before the next move; the faded step shows the position's.
Then the lessons' code runs here with the pictures watched: each worked move's
picture agrees with the engine's number sentence for that move.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from nbclient import NotebookClient
from test_lessons import faded_steps, lesson, run

import mathcats
from mathcats import lessons
from mathcats.table.adapters import adapter_for

WORKED = ("narrate_moves(", "explain_move(", "think_aloud(")
LESSONS = Path(__file__).parent.parent / "lessons"


def art(html: str) -> ET.Element:
    """The picture's markup (without its style) as an element tree."""
    return ET.fromstring(re.sub(r"<style>[^<]*</style>", "", html))


def classes(tree: ET.Element) -> list[str]:
    return [c for e in tree.iter() for c in e.get("class", "").split()]


def pictures_after_moves(notebook, names: list[str]) -> tuple[int, list[str]]:
    """How many worked moves the lesson pictures, and what is wrong with their pictures."""
    told = re.compile(rf"^({'|'.join(names)})(: | picks )")
    moves, wrong = 0, []
    for cell in notebook.cells:
        if cell.cell_type != "code" or not any(w in cell.source for w in WORKED):
            continue
        waiting = 0  # moves told since the last picture
        for output in cell.outputs:
            if output.output_type == "stream":
                waiting += sum(bool(told.match(line)) for line in output.text.splitlines())
            elif "text/html" in output.get("data", {}):
                drawn = classes(art(output.data["text/html"]))
                if waiting != 1 or not {"mc-art", "mc-sentence"} <= set(drawn):
                    wrong.append(f"a picture after {waiting} moves in {cell.source!r}")
                waiting, moves = 0, moves + 1
        if waiting:
            wrong.append(f"{waiting} moves without a picture in {cell.source!r}")
    return moves, wrong


def kinds(notebook) -> set[str]:
    """The kinds of picture a notebook's outputs draw."""
    found = set()
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            if "text/html" in output.get("data", {}):
                tree = art(output.data["text/html"])
                found |= {c[7:] for c in classes(tree) if c.startswith("mc-art-")}
                if "mc-art-ring" in classes(tree):  # the ring and the straight strip
                    found.add("ring+strip" if {"mc-ring", "mc-strip"} <= set(classes(tree)) else "")
    return found


def players(notebook) -> list[str]:
    code = "\n".join(c.source for c in notebook.cells if c.cell_type == "code")
    return sorted(
        {
            n
            for names in re.findall(r"names=\[([^\]]*)\]", code)
            for n in re.findall(r'"(\w+)"', names)
        }
    )


def table_kind(game_id: str) -> str:
    """The kind of picture the game's table draws at the start (its adapter says)."""
    match = mathcats.new_match(game_id, seed=1)
    adapter = adapter_for(match.game, match.names)
    return adapter.picture(match.view(match.to_move[0]), None, None)["kind"]


def check(game_id: str, notebook) -> None:
    moves, wrong = pictures_after_moves(notebook, players(notebook))
    assert wrong == [] and moves >= 8, (game_id, moves, wrong)
    kind = table_kind(game_id)
    want = {kind} | ({"ring+strip"} if kind == "ring" else set())
    assert kinds(notebook) == want, (game_id, kinds(notebook))
    faded = [c for c in notebook.cells if c.cell_type == "code" and "which_fit(" in c.source]
    assert any(  # the faded step's position, above its buttons
        "text/html" in o.get("data", {}) for c in faded for o in c.get("outputs", [])
    ), game_id


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_each_lesson_run_afresh_shows_a_picture_at_every_worked_move(game_id):
    notebook = lesson(game_id)
    client = NotebookClient(
        notebook, timeout=180, kernel_name="python3", resources={"metadata": {"path": LESSONS}}
    )
    client.execute()
    check(game_id, notebook)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_stored_lessons_hold_those_pictures(game_id):
    check(game_id, lesson(game_id))


def sentence_numbers(maths: str) -> list[int]:
    """The numbers of a number sentence, in order: "9 + 2 = 1" is [9, 2, 1]."""
    return [int(n) for n in re.findall(r"\d+", maths)]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_worked_moves_picture_has_the_numbers_of_that_move(game_id, monkeypatch):
    met = []
    original = lessons.picture

    def watched(match, seat, move=None):
        shown = original(match, seat, move)
        verdict = match.check(move, seat)
        met.append((match.parse_move(move), verdict, match.view(seat), shown.pic))
        return shown

    monkeypatch.setattr(lessons, "picture", watched)
    run(game_id)
    assert len(met) >= 8, met
    kind = table_kind(game_id)
    for move, verdict, view, pic in met:
        assert pic["kind"] == kind, pic
        said = sentence_numbers(verdict.maths or "")
        if pic["kind"] == "ring" and pic["hop"] and said:
            top, card = pic["hop"]  # the ring hops from the stack's top to the card
            assert (top, card) == (said[0], said[-1]), (verdict, pic)
        if pic["kind"] == "tens":  # the pile's tens, then the card's (or both, making 100)
            rows = [sum(row["parts"]) for row in pic["rows"]]
            assert pic["rows"][0]["parts"][0] == view.top // 10, (view.top, pic)
            card = getattr(move, "card", None)
            assert card is None or rows[-1] == card // 10 or said[-1:] == [100] == [rows[0] * 10]
        if pic["kind"] == "dots" and getattr(move, "card", None) is not None:
            assert pic["rows"][0]["count"] == move.card, (move, pic)
        if pic["kind"] == "penalty":
            hand = sum(card.number for card in view.hand)
            played = move.card.number if getattr(move, "card", None) in view.hand else 0
            assert pic["points"] == hand - played, (move, pic)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_every_choice_of_the_faded_step_shows_a_picture_once_tapped(game_id):
    ((faded, asked),) = faded_steps(game_id)
    assert faded.picture is not None, "the position's picture, above the question"
    if asked["rule"] is None:  # each hand card shows its picture, as at the table
        assert set(faded.picked) == set(faded.options), faded.options
    for option, shown in faded.picked.items():
        assert "mc-art" in shown.html(), option
