"""The `mathcats` command: a whole game in the terminal, simulations, rules."""

from __future__ import annotations

import builtins
import re
from pathlib import Path

import pytest
from every_game import GAMES

import mathcats
from mathcats.bots import make_bot, play_bots
from mathcats.cli import main
from mathcats.engine import get_game
from mathcats.games.feed_the_kitten.words import TEXT as FEED_TEXT
from mathcats.table.adapters import adapter_for

pytestmark = pytest.mark.usefixtures("toy_registered")


@pytest.fixture(autouse=True)
def plain_terminal(monkeypatch):
    """As in a pipe: nothing asks rich for colours."""
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)


def seated(game_id, seed, players=None, choices=0):
    """The match the terminal plays (greedy cats, seat 0 a person) after ``choices`` first picks
    (-1: to the end).

    Built from the engine and the bots, as a second player at the same table would.
    """
    match = mathcats.new_match(game_id, players=players, seed=seed)
    bots = {s: make_bot("greedy", game_id, seed=seed + s) for s in range(1, match.players)}
    play_bots(match, bots)
    while choices and not match.over:
        match.play(match.legal_moves(0)[0], 0)
        play_bots(match, bots)
        choices -= 1
    return match


def first_screen(out):
    """The text of the first table drawn, up to the first answer's prompt."""
    return out.split("> ", 1)[0]


def answers(monkeypatch, script):
    """Feed ``script`` to input(), then always choose the first listed move."""
    queue = list(script)
    asked = []

    def fake_input(prompt=""):
        print(prompt, end="")  # as input() does
        asked.append(prompt)
        return queue.pop(0) if queue else "1"

    monkeypatch.setattr(builtins, "input", fake_input)
    return asked


@pytest.mark.parametrize("game_id", GAMES)
def test_play_a_whole_game_against_bots_to_the_end(game_id, monkeypatch, capsys):
    answers(monkeypatch, [])
    assert main(["play", game_id, "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out  # plain text off a terminal
    match = seated(game_id, 7, choices=-1)  # the same game, always the first choice
    end = out.rsplit("The game is over.", 1)[1]
    last = match.history[-1].events[-1]
    assert match.narrate(last, 0) in out.rsplit("The game is over.", 1)[0]
    for seat in match.winners:
        assert match.names[seat] in end.splitlines()[1]  # "Leo won the game!"
    for name in match.names:
        assert re.search(rf"^ *{name} ", end, re.M)  # every seat, with its score in words


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_shows_your_cards_and_each_legal_move_with_the_engines_words(
    game_id, monkeypatch, capsys
):
    answers(monkeypatch, ["q"])
    main(["play", game_id, "--seed", "7"])
    screen = first_screen(capsys.readouterr().out)
    match = seated(game_id, 7)
    legal = match.legal_moves(0)
    choices = re.findall(r"^ +(\d+)\) (.*)$", screen, re.M)
    assert [int(n) for n, _ in choices] == list(range(1, len(legal) + 1))
    for (_, line), move in zip(choices, legal, strict=True):
        assert line.endswith(f" — {match.check(move, 0).words}")
    view = match.view(0)
    for field in view.model_dump():
        assert f"{field.replace('_', ' ')}: " not in screen  # no view fields
    hand = getattr(view, "hand", None)
    labels = [item["label"] for item in adapter_for(get_game(game_id), match.names).hand(view)]
    if hand and labels == [str(card) for card in hand]:  # a hand of plain numbers
        cards = screen.split("Your cards\n", 1)[1].split("\n")
        row = [line for line in cards[:6] if "│" in line]
        shown = re.findall(r"\d+", " ".join(row))
        assert shown == [str(c) for c in view.hand]


def test_the_table_shows_the_top_card_and_each_score_in_words(monkeypatch, capsys):
    answers(monkeypatch, ["1", "q"])
    main(["play", "feed-the-kitten", "--players", "3", "--seed", "7"])
    out = capsys.readouterr().out
    second = out.split("> ")[1]  # after one move: the table as it is now
    match = seated("feed-the-kitten", 7, players=3, choices=1)
    view = match.view(0)
    pile = second.split("Play pile", 1)[1].split("Your cards", 1)[0]
    assert f"│ {view.top} │" in pile
    for seat, name in enumerate(match.names):
        score = FEED_TEXT["cans"].format(cans=view.cans[seat], goal=view.cans_to_win)
        assert re.search(rf"^ *{name} .*{score}", second, re.M)
    for event in match.history[0].events:  # the last moves, in the engine's words
        assert f"• {match.narrate(event, 0)}" in second
    assert "Scores: [" not in out and "players: " not in out


def test_a_refused_answer_gets_the_engines_words_and_changes_nothing(monkeypatch, capsys):
    answers(monkeypatch, ["play 5", "play twenty", "99", "", "fly", "1", "q"])
    main(["play", "feed-the-kitten", "--players", "3", "--seed", "7"])
    out = capsys.readouterr().out
    match = seated("feed-the-kitten", 7, players=3)
    refusal = match.check({"kind": "play", "card": 5}, 0)
    assert not refusal
    before, after = out.split(f"No: {refusal.words}", 1)
    assert before.count("> ") == 1  # asked once, and the table was not drawn again
    assert after.count(f"Choose a number from 1 to {len(match.legal_moves(0))}.") == 2
    assert "Moves here are: play, draw, pass" in after
    events = match.play(match.legal_moves(0)[0], 0)  # "1" is still the first legal move
    for event in events:
        assert f"• {match.narrate(event, 0)}" in after
    assert "Bye!" in out


def test_the_readmes_terminal_example_is_what_play_prints(monkeypatch, capsys):
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    command = re.search(r"^(mathcats play .*?) +#", readme, re.M).group(1)
    example = readme.split("```text\n", 1)[1].split("```", 1)[0]
    answers(monkeypatch, ["q"])
    main(command.split()[1:])
    screen = [line.rstrip() for line in capsys.readouterr().out.splitlines()]
    shown = example.splitlines()
    assert shown[0] in screen
    start = screen.index(shown[0])
    assert screen[start : start + len(shown)] == shown


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


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_prints_our_own_words(game_id, capsys):
    assert main(["rules", game_id]) == 0
    text = capsys.readouterr().out
    assert text.startswith("# ") and "Our reading" in text
