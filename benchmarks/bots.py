"""The figures in docs/bots.md: every level against every other, think time, hint time.

    nice python benchmarks/bots.py --games 1000 --tiger-games 1000 --tiger 100 --workers 2
    nice python benchmarks/bots.py --more --pairs cat,tiger --players 4 --workers 2
    python benchmarks/bots.py --render   # only rewrite docs/bots.md from the saved figures

Each (game, players, pairing) is saved to docs/bots/results.json as soon as
it is done, so a long run can be stopped and resumed (``--only`` a game,
``--redo`` to play again, ``--more`` to top a tiger's line up to
``--tiger-games`` with new seeds; a line of an older tiger, see
``TIGER_REVISIONS``, is played again instead). The tables go between the
markers in docs/bots.md; one plot per game and player count goes to
docs/bots/.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import mathcats  # noqa: E402
from mathcats.bots import LEVELS, make_bot, play_bots  # noqa: E402
from mathcats.bots.hints import hint  # noqa: E402
from mathcats.engine import get_game  # noqa: E402
from mathcats.simulate import Rate, simulate  # noqa: E402

OUT = ROOT / "docs" / "bots"
RESULTS = OUT / "results.json"
DOC = ROOT / "docs" / "bots.md"
BEGIN, END = "<!-- figures: begin -->", "<!-- figures: end -->"
TABLE_TIGER = 100  # tiger iterations in the tables; other settings are saved as lines of their own
# Bump a game's number when its tiger plays differently. A line of an older
# tiger stays in the tables, marked, until it is played again; --more never
# tops it up. Kombat Kittens 2: its tiger's prior (bots/levels.py).
TIGER_REVISIONS = {"kombat-kittens": 2}


def player_counts(game_id: str) -> list[int]:
    """The smallest table, and 4 players where the game allows it."""
    game = get_game(game_id)
    return sorted({game.min_players, *([4] if game.min_players < 4 <= game.max_players else [])})


def pairings(players: int) -> list[tuple[str, ...]]:
    return [(level,) for level in LEVELS] if players == 1 else list(combinations(LEVELS, 2))


def play_pairings(game_id, args, saved) -> None:
    tiger, workers, redo = args.tiger, args.workers, args.redo
    counts = player_counts(game_id)
    for players in counts[:1] if args.small else counts:
        for pairing in pairings(players):
            key = f"{game_id}|{players}|{','.join(pairing)}"
            if "tiger" in pairing and tiger != TABLE_TIGER:
                key += f"|tiger:{tiger}"
            stale = key in saved and not _current(game_id, saved[key])
            more = key in saved and args.more and "tiger" in pairing and not stale
            if (key in saved and not redo and not more and not stale) or (
                args.without_tiger and "tiger" in pairing
            ):
                continue
            if args.pairs and ",".join(pairing) not in args.pairs and players > 1:
                continue
            if args.players and players not in args.players:
                continue
            games = args.tiger_games if "tiger" in pairing else args.games
            if more:  # top the saved line up to that many games
                games -= saved[key]["games"]
                if games <= 0:
                    continue
            names = [f"tiger:{tiger}" if level == "tiger" else level for level in pairing]
            started = time.time()
            seed = saved[key].get("next_seed", 2) if more else 1
            results = simulate(
                game_id, names, games, players=players, seed=seed, progress=True, workers=workers
            )
            print(results.summary(), flush=True)
            before = saved.get(key) if more else None
            saved[key] = {
                "rates": {
                    level: _rate(results.level_rate(name)) | {"fair": results.fair_share(name)}
                    for level, name in zip(pairing, names, strict=True)
                },
                "games": results.games,
                "tiger_iterations": tiger,
                **({"tiger_revision": _revision(game_id)} if "tiger" in pairing else {}),
                "moves": {
                    "mean": statistics.mean(results.lengths()),
                    "median": statistics.median(results.lengths()),
                },
                "minutes": round((time.time() - started) / 60, 1),
                "next_seed": seed + 1,
            }
            if before:
                _merge(saved[key], before)
            _save(saved, key)  # first, so that no figure is lost
            if "tiger" in pairing or players == 1:
                plot = f"{game_id}-{players}p-{'-'.join(pairing)}"
                plot += f"-tiger{tiger}" if key.count("|") == 3 else ""
                results.plot(OUT / f"{plot}.png")


def _merge(entry: dict, before: dict) -> None:
    """Add an earlier run (other seeds) to ``entry``: rates and lengths over all games."""
    n, m = entry["games"], before["games"]
    for level, rate in entry["rates"].items():
        p = (rate["value"] * n + before["rates"][level]["value"] * m) / (n + m)
        rate.update(_rate(Rate.wilson(p, n + m)))
    entry["moves"]["mean"] = (entry["moves"]["mean"] * n + before["moves"]["mean"] * m) / (n + m)
    entry["moves"].pop("median", None)
    entry["minutes"] += before["minutes"]
    entry["games"] = n + m


def think_times(game_id, decisions, saved) -> None:
    """Tiger at its default iterations against cats: CPU and wall time per decision
    (without the time guard, so CPU time is what an idle machine would take); hint time."""
    game = get_game(game_id)
    players = game.min_players
    cpu, wall, hints = [], [], []
    seed = 0
    while len(cpu) < decisions:
        seed += 1
        match = mathcats.new_match(game_id, players=players, seed=seed)
        tiger = make_bot("tiger", game_id, seed=seed, seconds=None)  # all its iterations
        cats = {s: make_bot("cat", game_id, seed=s) for s in range(1, players)}
        while not match.over and len(cpu) < decisions:
            play_bots(match, cats)
            if match.over:
                break
            start, clock = time.process_time(), time.perf_counter()
            move = tiger.move(match, 0)
            if len(match.legal_moves(0)) > 1:
                cpu.append(time.process_time() - start)
                wall.append(time.perf_counter() - clock)
                if len(hints) < decisions // 4:
                    clock = time.perf_counter()
                    hint(match, 0)
                    hints.append(time.perf_counter() - clock)
            match.play(move, 0)
    saved[f"{game_id}|think"] = {
        "cpu": _spread(cpu),
        "wall": _spread(wall),
        "hint_wall": _spread(hints),
        "iterations": make_bot("tiger", game_id).settings["iterations"],
        "decisions": len(cpu),
    }
    _save(saved, f"{game_id}|think")


def _spread(times: list[float]) -> dict:
    times = sorted(times)
    return {
        "median_ms": round(1000 * statistics.median(times), 1),
        "p95_ms": round(1000 * times[min(len(times) - 1, int(0.95 * len(times)))], 1),
    }


def _rate(rate) -> dict:
    return {"value": rate.value, "low": rate.low, "high": rate.high}


def _save(saved: dict, key: str) -> None:
    """Write line ``key`` into the results file, keeping lines other runs saved meanwhile."""
    OUT.mkdir(parents=True, exist_ok=True)
    on_disk = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    on_disk[key] = saved[key]
    saved.update(on_disk)
    RESULTS.write_text(json.dumps(on_disk, indent=1, sort_keys=True))


def render(saved: dict) -> str:
    """The figures as markdown tables, one section per game."""
    lines = []
    for game_id in mathcats.GAMES:
        game = get_game(game_id)
        lines += [f"### {game.title}", ""]
        rows = []
        for players in player_counts(game_id):
            for pairing, entry in _lines(saved, game_id, players):
                rates = entry["rates"]
                cells = [_pct(rates[level]) for level in pairing]
                fair = " / ".join(f"{rates[level].get('fair', 1):.0%}" for level in pairing)
                fair = fair if players > 1 else "-"
                tiger = f"tiger:{entry['tiger_iterations']}" if "tiger" in pairing else "-"
                tiger += "" if _current(game_id, entry) else " (old tiger)"
                rows.append(
                    f"| {players} | {' vs '.join(pairing)} | {' / '.join(cells)} | {fair} | "
                    f"{entry['games']} | {tiger} | {entry['moves']['mean']:.0f} |"
                )
        if rows:
            lines += [
                "| players | pairing | win share [95% interval] | fair | games | tiger ran "
                "| moves/game |",
                "| --- | --- | --- | --- | --- | --- | --- |",
                *rows,
                "",
            ]
        else:
            lines += ["Not measured yet.", ""]
        think = saved.get(f"{game_id}|think")
        if think:
            lines += [
                f"Tiger at its default ({think['iterations']} iterations), {think['decisions']} "
                f"decisions: CPU per move median {think['cpu']['median_ms']} ms, p95 "
                f"{think['cpu']['p95_ms']} ms; wall median {think['wall']['median_ms']} ms, p95 "
                f"{think['wall']['p95_ms']} ms. Hint (wall): median "
                f"{think['hint_wall']['median_ms']} ms, p95 {think['hint_wall']['p95_ms']} ms.",
                "",
            ]
        for plot in sorted(OUT.glob(f"{game_id}-*.png")):
            if plot.name.startswith(f"{game_id}-") and not plot.name[len(game_id) + 1].isalpha():
                lines.append(f"![{game.title}, {plot.stem[len(game_id) + 1 :]}](bots/{plot.name})")
        lines.append("")
    return "\n".join(lines)


def _lines(saved: dict, game_id: str, players: int):
    """(pairing, saved line) for each pairing: the table tiger's line, then other tigers'."""
    for pairing in pairings(players):
        key = f"{game_id}|{players}|{','.join(pairing)}"
        for found in sorted(k for k in saved if k == key or k.startswith(key + "|tiger:")):
            yield pairing, saved[found]


def _revision(game_id: str) -> int:
    return TIGER_REVISIONS.get(game_id, 1)


def _current(game_id: str, entry: dict) -> bool:
    """Was this line played by today's tiger (or without one)?"""
    has_tiger = "tiger" in entry["rates"]
    return not has_tiger or entry.get("tiger_revision", 1) == _revision(game_id)


def _pct(rate: dict) -> str:
    return f"{rate['value']:.1%} [{rate['low']:.1%}, {rate['high']:.1%}]"


def write_doc(saved: dict) -> None:
    text = DOC.read_text(encoding="utf-8")
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    DOC.write_text(f"{head}{BEGIN}\n{render(saved)}\n{END}{tail}", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--tiger-games", type=int, default=1000, help="games with a tiger")
    parser.add_argument(
        "--tiger", type=int, default=TABLE_TIGER, help="tiger iterations in the tables"
    )
    parser.add_argument("--small", action="store_true", help="only the smallest table")
    parser.add_argument("--without-tiger", action="store_true", help="skip pairings with a tiger")
    parser.add_argument("--pairs", nargs="*", default=None, help="e.g. cat,tiger (default: all)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=200, help="tiger moves timed per game")
    parser.add_argument("--only", nargs="*", default=None, help="game ids (default: all)")
    parser.add_argument("--redo", action="store_true", help="play again what is saved")
    parser.add_argument(
        "--more", action="store_true", help="top a tiger's saved line up to --tiger-games"
    )
    parser.add_argument("--players", type=int, nargs="*", default=None, help="table sizes")
    parser.add_argument("--think-only", action="store_true", help="only time the tiger")
    parser.add_argument("--render", action="store_true", help="only rewrite docs/bots.md")
    args = parser.parse_args()
    saved = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    if not args.render:
        random.seed(0)
        for game_id in args.only or mathcats.GAMES:
            if args.decisions and (args.redo or f"{game_id}|think" not in saved):
                think_times(game_id, args.decisions, saved)
            if args.think_only:
                continue
            play_pairings(game_id, args, saved)
            write_doc(saved)
    write_doc(saved)


if __name__ == "__main__":
    main()
