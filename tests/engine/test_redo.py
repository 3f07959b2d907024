"""Match.redo: what undo (or rewind) took back can be played again, until another move."""

from __future__ import annotations

import pytest

import mathcats
from mathcats.engine import IllegalMove


def played(moves: int = 6):
    match = mathcats.new_match("feed-the-kitten", players=3, seed=4)
    for _ in range(moves):
        match.play(match.legal_moves()[-1])
    return match


def test_undo_then_redo_gives_the_same_match_back():
    match = played()
    saved, history = match.to_json(), match.history
    match.undo()
    match.undo()
    assert [t.move for t in match.undone] == [t.move for t in history[-2:]]
    assert match.redo() == history[-2] and match.redo() == history[-1]
    assert match.to_json() == saved and match.undone == ()
    with pytest.raises(ValueError):
        match.redo()


def test_rewind_takes_back_every_move_and_redo_replays_them_in_order():
    match = played()
    history = match.history
    match.rewind()
    assert match.history == () and match.undone == history
    assert match.teacher_view() == mathcats.new_match("feed-the-kitten", 3, seed=4).teacher_view()
    while match.undone:
        match.redo()
    assert match.history == history


def test_the_same_move_keeps_the_rest_and_another_move_drops_them():
    match = played()
    history = match.history
    match.undo()
    match.undo()
    match.play(history[-2].move, history[-2].seat)  # what redo would play
    assert match.undone == history[-1:]
    taken = match.undo()
    while len(match.legal_moves()) < 2:  # back to where another move was possible
        taken = match.undo()
    assert match.undone
    match.play(next(m for m in match.legal_moves() if m != taken.move))
    assert match.undone == ()


def test_a_move_checked_here_is_not_checked_again_and_a_new_position_checks_anew(monkeypatch):
    match = played(0)
    move = match.legal_moves()[0]
    checked = []
    real = type(match.state).check
    monkeypatch.setattr(
        type(match.state), "check", lambda s, m, seat: checked.append(m) or real(s, m, seat)
    )
    assert match.check(move)
    match.play(move)
    assert checked == [move]  # play used check()'s verdict
    match.undo()
    match.play(move)  # after undo the old verdict is gone: checked again
    assert checked == [move, move]


def test_a_refusal_check_gave_still_refuses_and_changes_nothing():
    match = played(0)
    saved = match.to_json()
    bad = {"kind": "play", "card": 50}  # not in the first hand of this deal
    assert not match.check(bad)
    with pytest.raises(IllegalMove):
        match.play(bad)
    assert match.to_json() == saved
