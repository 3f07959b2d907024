"""Simulations: seeded, seats rotated, intervals sane, plots written."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcats.simulate import Rate, simulate


def test_the_same_seed_gives_the_same_results_and_seats_rotate():
    first = simulate("feed-the-kitten", ["cat", "kitten"], games=12, seed=4)
    again = simulate("feed-the-kitten", ["cat", "kitten"], games=12, seed=4)
    assert first.records == again.records
    assert [r.bots for r in first.records[:2]] == [("cat", "kitten"), ("kitten", "cat")]
    assert first.games == 12 and first.players == 2
    shares = first.level_rate("cat").value + first.level_rate("kitten").value
    assert shares == pytest.approx(1.0)
    assert simulate("feed-the-kitten", ["cat", "kitten"], games=12, seed=5).records != first.records


def test_more_players_repeat_the_line_up_and_the_summary_tells_it_all():
    results = simulate("feed-the-kitten", ["tiger:5", "cat"], games=4, players=4, seed=1)
    assert results.lineup == ["tiger:5", "cat", "tiger:5", "cat"]
    assert results.fair_share("cat") == 0.5
    text = results.summary()
    for words in ("tiger:5", "cat", "seat 3", "moves per game", "CPU per move", "%"):
        assert words in text
    median, p95 = results.think_times("tiger:5")
    assert 0 <= median <= p95


def test_bad_requests_fail_before_playing():
    with pytest.raises(ValueError):
        simulate("feed-the-kitten", ["cat", "wizard"], games=1)
    with pytest.raises(ValueError):
        simulate("feed-the-kitten", ["cat"], games=1, players=9)


def test_wilson_intervals():
    half = Rate.of([1.0, 0.0] * 50)
    assert half.value == 0.5 and half.low < 0.5 < half.high
    assert 0.39 < half.low < 0.41 and 0.59 < half.high < 0.61
    none = Rate.of([0.0] * 20)
    assert none.low == 0.0 and 0 < none.high < 0.2
    assert Rate.of([]).n == 0


@given(st.integers(1, 2000), st.data())
def test_an_interval_always_holds_its_rate(games, data):
    # All won (or all lost) once gave an end a hair inside the rate, so a plot's
    # error bar went below zero and crashed a half-hour simulation.
    for wins in (0, games, data.draw(st.integers(0, games))):
        rate = Rate.wilson(wins / games, games)
        assert 0.0 <= rate.low <= rate.value <= rate.high <= 1.0


@pytest.mark.parametrize("suffix", ["png", "svg"])
def test_plots_are_written(tmp_path, suffix):
    results = simulate("feed-the-kitten", ["cat", "random"], games=6, seed=2)
    path = tmp_path / f"plot.{suffix}"
    results.plot(path)
    assert path.stat().st_size > 1000


def test_two_workers_give_the_same_results():
    one = simulate("feed-the-kitten", ["cat", "random"], games=8, seed=3)
    two = simulate("feed-the-kitten", ["cat", "random"], games=8, seed=3, workers=2)
    assert one.records == two.records


def test_the_command_line_saves_plots(tmp_path, capsys):
    from mathcats.cli import main

    path = tmp_path / "cats.svg"
    args = ["simulate", "feed-the-kitten", "--games", "4", "--bots", "cat,kitten"]
    assert main([*args, "--plot", str(path)]) == 0
    assert path.exists() and "Plots saved" in capsys.readouterr().out


def test_the_progress_bar_is_one_plain_line_off_a_terminal_and_nothing_when_off(capfd, monkeypatch):
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):  # these would ask rich for colours
        monkeypatch.delenv(name, raising=False)
    simulate("feed-the-kitten", ["cat", "random"], games=6, seed=2)
    assert capfd.readouterr().err == ""  # progress is off unless asked for
    simulate("feed-the-kitten", ["cat", "random"], games=6, seed=2, progress=True)
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and "6/6" in err  # the bar as it ended, once
    assert "\x1b" not in err  # no terminal codes in a file or a pipe
