"""The `mathcats` command: a whole game in the terminal, simulations, rules."""

from __future__ import annotations

import builtins

import pytest

import mathcats
from mathcats.cli import main


def answers(monkeypatch, script):
    """Feed ``script`` to input(), then always choose the first listed move."""
    queue = list(script)
    asked = []

    def fake_input(prompt=""):
        asked.append(prompt)
        return queue.pop(0) if queue else "1"

    monkeypatch.setattr(builtins, "input", fake_input)
    return asked


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_play_a_whole_game_against_bots_to_the_end(game_id, monkeypatch, capsys):
    answers(monkeypatch, [])
    assert main(["play", game_id, "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "The game is over." in out
    assert "1) " in out  # legal moves were listed
    assert "(" in out.split("1) ", 1)[1].splitlines()[0]  # each with its reason


def test_a_wrong_choice_is_explained_and_the_game_goes_on(monkeypatch, capsys):
    answers(monkeypatch, ["play 5", "play twenty", "99", "fly", "q"])
    main(["play", "feed-the-kitten", "--players", "3", "--seed", "7"])
    out = capsys.readouterr().out
    assert "No: You do not have a 5." in out
    assert "Choose a number from 1 to" in out
    assert "Moves here are: play, draw, pass" in out
    assert "Bye!" in out


def test_two_children_on_one_screen_pass_it_between_turns(monkeypatch, capsys):
    asked = answers(monkeypatch, [])
    main(["play", "feed-the-kitten", "--players", "2", "--humans", "0,1", "--seed", "2"])
    assert any("Pass the screen to Leo" in prompt for prompt in asked)
    out = capsys.readouterr().out
    assert "drew a card." in out  # nobody sees what the other drew


def test_simulate_prints_win_rates_per_seat_and_bot(capsys):
    assert main(["simulate", "feed-the-kitten", "--games", "40", "--bots", "greedy,random"]) == 0
    captured = capsys.readouterr()
    assert "greedy" in captured.out and "random" in captured.out and "%" in captured.out
    assert "moves per game" in captured.out
    assert "40/40" in captured.err  # the progress bar finished


def test_simulate_refuses_unknown_bots():
    with pytest.raises(SystemExit):
        main(["simulate", "feed-the-kitten", "--games", "2", "--bots", "greedy,wizard"])


def test_a_game_option_reaches_the_game_and_bad_ones_are_refused(monkeypatch, capsys):
    answers(monkeypatch, ["q"])
    main(["play", "kittens-in-space", "--seed", "3", "--option", "hops=1", "--option", "points=1"])
    assert "points=1 first_seat=0 hops=1" in capsys.readouterr().out
    for bad in ("hops=3", "wings=2", "hops"):
        with pytest.raises(SystemExit):
            main(["play", "kittens-in-space", "--option", bad])
    assert "hops" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # simulate passes options on too, so the game checks them
        main(["simulate", "meow-10", "--games", "2", "--option", "end_at=0"])
    assert main(["simulate", "meow-10", "--games", "4", "--option", "end_at=10"]) == 0


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_rules_prints_our_own_words(game_id, capsys):
    assert main(["rules", game_id]) == 0
    text = capsys.readouterr().out
    assert text.startswith("# ") and "Our reading" in text
