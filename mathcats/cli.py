"""The `mathcats` command: play in a terminal, simulate bots, read the rules, print a deck."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from .bots import BOTS, make_bot, play_bots
from .engine import IllegalMove, Match, Move, game_ids, rules_text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mathcats", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    play = commands.add_parser("play", help="play a game in the terminal against computer cats")
    play.add_argument("game", choices=game_ids())
    play.add_argument("--players", type=int, default=None)
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--humans", default="0", help="seats played by people, e.g. 0 or 0,2")
    play.add_argument("--bots", default="greedy", choices=sorted(BOTS))
    _option_flag(play)
    play.set_defaults(run=_play)

    simulate = commands.add_parser("simulate", help="let computer cats play many games")
    simulate.add_argument("game", choices=game_ids())
    simulate.add_argument("--games", type=int, default=1000)
    simulate.add_argument("--bots", default="greedy,random", help="bot per seat, in turn")
    simulate.add_argument("--players", type=int, default=None)
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--plot", default=None, help="save plots to this .png or .svg file")
    _option_flag(simulate)
    simulate.set_defaults(run=_simulate)

    rules = commands.add_parser("rules", help="print a game's rules")
    rules.add_argument("game", choices=game_ids())
    rules.set_defaults(run=_rules)

    printing = commands.add_parser("print", help="write a PDF of a game's cards to cut out")
    printing.add_argument("game", choices=game_ids())
    printing.add_argument("--out", default=None, help="the PDF file (default: GAME.pdf)")
    printing.add_argument("--paper", default="A4", choices=["A4", "Letter"])
    printing.set_defaults(run=_print)

    serve = commands.add_parser("serve", help="start the classroom app (Voila on 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8866)
    serve.add_argument("--open", action="store_true", help="open the home page in a browser")
    serve.add_argument(
        "--class-size",
        type=int,
        default=8,
        help="children who can start a table at once (tables kept ready; twice as many may play)",
    )
    serve.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="also answer pages asked for by this host name (repeatable)",
    )
    serve.set_defaults(run=_serve)

    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (KeyboardInterrupt, EOFError):
        print("\nBye!")
        return 0
    except ValueError as error:
        parser.error(str(error))


# --- play ------------------------------------------------------------------


def _option_flag(command: argparse.ArgumentParser) -> None:
    """``--option NAME=VALUE``, repeatable: a game option such as ``hops=1`` (see its rules)."""
    command.add_argument(
        "--option",
        action="append",
        type=_option,
        default=[],
        metavar="NAME=VALUE",
        help="a game option, e.g. --option hops=1 (our easier variants are options)",
    )


def _option(text: str) -> tuple[str, str]:
    """One ``NAME=VALUE`` pair; the game's options check the name and the value."""
    name, is_, value = text.partition("=")
    if not is_ or not name.strip():
        raise argparse.ArgumentTypeError(f"needs NAME=VALUE, such as hops=1, not {text!r}.")
    return name.strip(), value.strip()


def _play(args) -> int:
    humans = {int(seat) for seat in args.humans.split(",") if seat.strip()}
    match = Match(args.game, players=args.players, seed=args.seed, **dict(args.option))
    if not humans <= set(range(match.players)):
        raise ValueError(f"--humans must be seats from 0 to {match.players - 1}.")
    match.names = [
        "You" if len(humans) == 1 and s in humans else n for s, n in enumerate(match.names)
    ]
    bots = {
        s: make_bot(args.bots, args.game, seed=match.seed + s)
        for s in range(match.players)
        if s not in humans
    }
    print(f"{match.game.title}: {match.game.maths}. Seed {match.seed}.")
    if args.option:
        print(f"Options: {match.options}.")
    print("Type a number from the list, or a move such as 'play 40'. Type 'q' to stop.\n")
    while not match.over:
        _tell(match, play_bots(match, bots), humans)
        waiting = [s for s in match.to_move if s in humans]
        if not waiting:
            continue
        seat = waiting[0]
        if len(humans) > 1:
            input(f"\nPass the screen to {match.names[seat]}, then press Enter.")
        _tell(match, _human_turn(match, seat), humans)
    winners = " and ".join(match.names[s] for s in match.winners) or "Nobody"
    print(f"\nThe game is over. {winners} won! Scores: {list(match.scores)}")
    return 0


def _tell(match: Match, events: list, humans: set[int]) -> None:
    """Narrate as the one human sees it; with several humans, hide every private card."""
    viewer = next(iter(humans)) if len(humans) == 1 else -1
    for event in events:
        print("  *", match.narrate(event, viewer))


def _human_turn(match: Match, seat: int) -> list:
    view = match.view(seat)
    who = "Your" if match.names[seat] == "You" else f"{match.names[seat]}'s"
    print(f"\n--- {who} turn ---")
    for name, value in view.model_dump(
        exclude={"game", "seat", "to_move", "over", "winners"}
    ).items():
        if value is not None:
            print(f"  {name.replace('_', ' ')}: {value}")
    legal = match.legal_moves(seat)
    for number, move in enumerate(legal, start=1):
        print(f"  {number}) {_label(move)}  ({match.explain(move, seat)})")
    while True:
        answer = input("> ").strip()
        if answer.lower() in {"q", "quit", "exit"}:
            raise EOFError
        try:
            move = _read_move(answer, legal, match)
            return match.play(move, seat)
        except IllegalMove as refusal:
            print(f"  No: {refusal.verdict.words}", refusal.verdict.maths or "")
        except ValueError as error:
            print(f"  I did not understand that. {error}")


def _label(move: Move) -> str:
    data = move.to_json()
    kind = data.pop("kind")
    return " ".join(
        [kind, *(json.dumps(v) if isinstance(v, dict) else str(v) for v in data.values())]
    )


def _read_move(answer: str, legal: list[Move], match: Match) -> Move:
    """A menu number, a JSON move, or 'kind value ...' / 'kind field=value ...'."""
    if answer.isdigit():
        if not 1 <= int(answer) <= len(legal):
            raise ValueError(f"Choose a number from 1 to {len(legal)}.")
        return legal[int(answer) - 1]
    if answer.startswith("{"):
        return match.parse_move(json.loads(answer))
    kind, *words = answer.split()
    move_class = match.game.move_kinds.get(kind)
    if move_class is None:
        raise ValueError(f"Moves here are: {', '.join(match.game.move_kinds)}.")
    fields = [f.name for f in dataclasses.fields(move_class)]
    data: dict = {"kind": kind}
    for position, word in enumerate(words):
        name, _, value = word.rpartition("=")
        key = name or (fields[position] if position < len(fields) else f"extra{position}")
        try:
            data[key] = json.loads(value)
        except json.JSONDecodeError:
            data[key] = value
    return match.parse_move(data)


# --- simulate and rules ----------------------------------------------------


def _simulate(args) -> int:
    from .simulate import simulate

    bots = [name.strip() for name in args.bots.split(",") if name.strip()]
    for name in bots:
        make_bot(name, args.game)  # unknown names fail before any game is played
    results = simulate(
        args.game,
        bots,
        games=args.games,
        players=args.players,
        seed=args.seed,
        progress=True,
        **dict(args.option),
    )
    print(results.summary())
    if args.plot:
        results.plot(args.plot)
        print(f"Plots saved to {args.plot}")
    return 0


def _rules(args) -> int:
    print(rules_text(args.game))
    return 0


def _print(args) -> int:
    from .printout import print_deck

    out = args.out or f"{args.game}.pdf"
    count = print_deck(args.game, out, paper=args.paper)
    print(f"{count} cards, their backs, the pieces and a player aid written to {out}")
    return 0


def _serve(args) -> int:
    from .app import serve

    serve(  # becomes the server: returns only on error
        port=args.port,
        open_browser=args.open,
        class_size=args.class_size,
        allow_hosts=args.allow_host,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
