"""Bots playing each other many times: win rates with confidence intervals,
game length, think time, and plots.

>>> results = simulate("feed-the-kitten", ["tiger", "cat"], games=100, seed=1)
>>> print(results.summary())  # doctest: +SKIP
>>> results.plot("ftk.png")  # or .svg  # doctest: +SKIP

Seats rotate: game ``n`` shifts the line-up by ``n`` seats, so every level
sits in every seat equally often. The same seed gives the same results
(the tiger's time guard is turned off here: it counts iterations only).
"""

from __future__ import annotations

import math
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

from .bots import make_bot, sampler
from .engine import Match, get_game

MAX_MOVES = 100_000
Z95 = 1.96
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7", "#0072B2")  # Okabe-Ito
HATCHES = ("", "//", "..", "xx", "\\\\", "++")  # colour is never the only cue
STYLED = ("kitten", "cat", "tiger", "random", "greedy", "")


@dataclass(frozen=True)
class Rate:
    """A win rate over ``n`` games with its 95% Wilson interval."""

    value: float
    low: float
    high: float
    n: int

    @classmethod
    def of(cls, shares: list[float]) -> Rate:
        return cls.wilson(sum(shares) / len(shares) if shares else 0.0, len(shares))

    @classmethod
    def wilson(cls, p: float, n: int) -> Rate:
        """The rate ``p`` over ``n`` games, with its interval."""
        if not n:
            return cls(0.0, 0.0, 1.0, 0)
        centre = (p + Z95**2 / (2 * n)) / (1 + Z95**2 / n)
        half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / (1 + Z95**2 / n)
        # At 0% or 100% rounding can put an end a hair inside the rate: clamp it.
        return cls(p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)), n)

    def __str__(self) -> str:
        return f"{self.value:6.1%} [{self.low:5.1%}, {self.high:5.1%}]"


@dataclass(frozen=True)
class Record:
    """One game: the bot at each seat, the winners, and how many moves it took."""

    bots: tuple[str, ...]
    winners: tuple[int, ...]
    moves: int


@dataclass
class Results:
    game_id: str
    players: int
    lineup: list[str]  # the bot at each seat in game 0
    seed: int
    records: list[Record] = field(default_factory=list)
    think: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def levels(self) -> list[str]:
        return list(dict.fromkeys(self.lineup))

    def level_rate(self, level: str) -> Rate:
        """Share of the games won by the seats playing ``level`` (shared wins split)."""
        return Rate.of([_share(r, {s for s, b in enumerate(r.bots) if b == level}) for r in self])

    def fair_share(self, level: str) -> float:
        """What ``level``'s share would be if every seat played equally well."""
        return self.lineup.count(level) / self.players

    def seat_rate(self, seat: int, level: str | None = None) -> Rate:
        """How often ``seat`` wins (only the games in which it played ``level``)."""
        return Rate.of([_share(r, {seat}) for r in self if level in (None, r.bots[seat])])

    def lengths(self) -> list[int]:
        return [r.moves for r in self]

    def think_times(self, level: str) -> tuple[float, float]:
        """Median and 95th percentile CPU seconds per decision (two or more legal moves).

        CPU time, not wall time, so that a busy machine does not inflate it.
        """
        times = sorted(self.think.get(level, ())) or [0.0]
        return statistics.median(times), times[min(len(times) - 1, int(0.95 * len(times)))]

    def __iter__(self):
        return iter(self.records)

    def summary(self) -> str:
        lengths = self.lengths() or [0]
        lines = [
            f"{get_game(self.game_id).title}: {self.games} games, {self.players} players, "
            f"seed {self.seed}; seats rotate each game. Win rate [95% interval]:"
        ]
        for level in self.levels:
            median, p95 = self.think_times(level)
            lines.append(
                f"  {level:<8} wins {self.level_rate(level)}  (fair share "
                f"{self.fair_share(level):.0%}); CPU per move median {median * 1000:.2f} ms, "
                f"p95 {p95 * 1000:.2f} ms"
            )
        for seat in range(self.players):
            lines.append(f"  seat {seat}   wins {self.seat_rate(seat)}")
        lines.append(
            f"  moves per game: mean {statistics.mean(lengths):.1f}, median "
            f"{statistics.median(lengths):.0f}, max {max(lengths)}"
        )
        return "\n".join(lines)

    def plot(self, path) -> None:
        """Win rate by seat and level (with 95% intervals) and game length, as PNG or SVG."""
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, (wins, length) = plt.subplots(1, 2, figsize=(10, 4), constrained_layout=True)
        width = 0.8 / len(self.levels)
        for i, level in enumerate(self.levels):
            rates = [self.seat_rate(seat, level) for seat in range(self.players)]
            xs = [seat + (i - (len(self.levels) - 1) / 2) * width for seat in range(self.players)]
            errors = [[r.value - r.low for r in rates], [r.high - r.value for r in rates]]
            values = [r.value for r in rates]
            wins.bar(
                xs,
                values,
                width,
                yerr=errors,
                capsize=3,
                label=level,
                color=COLOURS[_style(level, i)],
                hatch=HATCHES[_style(level, i)],
                edgecolor="black",
            )
        wins.axhline(1 / self.players, color="grey", linestyle="--", linewidth=1, label="fair")
        wins.set(
            xticks=range(self.players),
            xticklabels=[f"seat {s}" for s in range(self.players)],
            ylabel="win rate",
            ylim=(0, 1),
            title="Win rate by seat and level (95% interval)",
        )
        wins.legend()
        length.hist(self.lengths(), bins=30, color="#0072B2")
        length.set(xlabel="moves per game", ylabel="games", title="Game length")
        fig.suptitle(f"{get_game(self.game_id).title}: {self.games} games, {self.players} players")
        fig.savefig(path)
        plt.close(fig)


def _style(level: str, order: int) -> int:
    """The same colour and hatch for a level in every plot."""
    name = level.partition(":")[0]
    return STYLED.index(name) if name in STYLED else order % len(COLOURS)


def _share(record: Record, seats: set[int]) -> float:
    if not record.winners:
        return 0.0
    return sum(seat in seats for seat in record.winners) / len(record.winners)


def play_one(game_id: str, lineup: list[str], number: int, seed: int, options: dict):
    """Game ``number``: (its Record, think times by level). Seats rotate by ``number``."""
    players = len(lineup)
    bots = tuple(lineup[(seat + number) % players] for seat in range(players))
    match_seed = seed * 1_000_003 + number
    match = Match(game_id, players=players, seed=match_seed, **options)
    state = match.state
    seated = [
        make_bot(name, game_id, seed=match_seed * 7 + s, **_no_clock(name))
        for s, name in enumerate(bots)
    ]
    think: dict[str, list[float]] = defaultdict(list)
    moves = 0
    while not state.over:
        for seat in state.to_move:
            if seat not in state.to_move:
                continue  # a move just made ended this step
            legal = state.legal_moves(seat)
            start = time.process_time()
            move = seated[seat].choose(state.view(seat), legal, sampler(state, seat))
            if len(legal) > 1:
                think[bots[seat]].append(time.process_time() - start)
            state.apply(move, seat)
            moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"{game_id} game {number} did not end in {MAX_MOVES} moves.")
    return Record(bots, tuple(state.winners), moves), think


def _no_clock(name: str) -> dict:
    """Search bots count iterations only, so that a seed replays the same games."""
    return {"seconds": None} if name.partition(":")[0] == "tiger" else {}


def _play_chunk(args) -> list:
    game_id, lineup, numbers, seed, options = args
    return [play_one(game_id, lineup, n, seed, options) for n in numbers]


def simulate(
    game_id: str,
    bots: list[str],
    games: int,
    players: int | None = None,
    seed: int = 0,
    progress: bool = False,
    workers: int = 1,
    **options,
) -> Results:
    """Play ``games`` games between ``bots`` (names such as ``tiger``, ``cat``, ``tiger:100``).

    Seat ``i`` starts with ``bots[i % len(bots)]`` and the line-up rotates one
    seat each game. ``workers`` > 1 plays in that many processes (same results).
    ``options`` are the game's options.
    """
    game = get_game(game_id)
    players = players or max(game.min_players, min(len(bots), game.max_players))
    if not bots or not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.title} needs {game.min_players}-{game.max_players} players.")
    lineup = [bots[seat % len(bots)] for seat in range(players)]
    for name in dict.fromkeys(lineup):
        make_bot(name, game_id)  # unknown names fail before any game is played
    results = Results(game_id, players, lineup, seed)
    chunk = max(1, min(20, games // (workers * 8) or 1))
    jobs = [
        (game_id, lineup, range(start, min(start + chunk, games)), seed, options)
        for start in range(0, games, chunk)
    ]
    with _bar(progress) as bar:
        counted = bar.add_task("games", total=games)
        tick = partial(bar.advance, counted)
        if workers > 1:
            with ProcessPoolExecutor(workers) as pool:
                for done in pool.map(_play_chunk, jobs):
                    _collect(results, done, tick)
        else:
            for job in jobs:
                _collect(results, _play_chunk(job), tick)
    return results


def _bar(enabled: bool) -> Progress:
    """The games played, with the time left, on stderr (once, at the end, when not a terminal)."""
    columns = BarColumn(), MofNCompleteColumn(), TimeRemainingColumn()
    return Progress(*columns, console=Console(stderr=True), disable=not enabled)


def _collect(results: Results, done: list, tick: Callable[[int], None]) -> None:
    for record, think in done:
        results.records.append(record)
        for level, times in think.items():
            results.think[level].extend(times)
    tick(len(done))
