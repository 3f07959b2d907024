"""The `mathcats` command: play in a terminal, simulate bots, read the rules, print a deck."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from rich.columns import Columns
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .app import class_ip
from .bots import BOTS, make_bot, play_bots
from .engine import IllegalMove, Match, Move, game_ids, rules_text
from .engine.text import counted, listed
from .table.adapters import adapter_for
from .table.session import LABELS, TEXT

PRINT_HELP = """Write a PDF to print. With a GAME, its cards to cut out, or paper for the class:

  mathcats print GAME                   the cards, their backs, the pieces, a player aid
  mathcats print GAME --ticket          its exit ticket (form 1), the answer key on page 2
  mathcats print GAME --ticket --form 2 another form of it: no fact the same (1, 2 or 3)
  mathcats print GAME --sprint          a one-minute fact sprint, its key on page 2
  mathcats print GAME --sprint --seed 2 another sprint sheet (the same seed, the same sheet)
  mathcats print GAME --stories         its story cards, each with its number line
  mathcats print GAME --home            a one-page note for home, for a parent

Without a game, a sheet for any game:

  mathcats print --sheet strip          strips of the numbers 0 to 9
  mathcats print --sheet tens-line      lines from 0 to 100 in tens
  mathcats print --sheet ten-frames     ten-frames with 1 to 10 dots, and empty ones
  mathcats print --sheet recording      "I played __ on __: __ ☐ __ ☐ __" (+, -, =, < or >)

The PDF is named after what it holds (GAME-ticket.pdf, strip.pdf), or --out.
"""


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

    printing = commands.add_parser(
        "print",
        help="write a PDF to print: a game's cards, its exit ticket, a sprint, a note for home",
        description=PRINT_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    printing.add_argument("game", nargs="?", choices=game_ids(), help="the game (not with --sheet)")
    paper = printing.add_mutually_exclusive_group()
    paper.add_argument("--ticket", action="store_true", help="its exit ticket, the key on page 2")
    paper.add_argument("--sprint", action="store_true", help="a one-minute fact sprint and its key")
    paper.add_argument("--stories", action="store_true", help="its story cards and their key")
    paper.add_argument("--home", action="store_true", help="a one-page note for home")
    paper.add_argument("--sheet", metavar="SHEET", help="a sheet for any game (see below)")
    printing.add_argument(
        "--seed", type=int, default=None, help="with --sprint: which sheet (1 unless told)"
    )
    printing.add_argument(
        "--form",
        type=int,
        default=None,
        help="with --ticket: which form, 1, 2 or 3 (1 unless told)",
    )
    printing.add_argument("--out", default=None, help="the PDF file (default: named after it)")
    printing.add_argument("--paper", default="A4", choices=["A4", "Letter"])
    printing.set_defaults(run=_print)

    site = commands.add_parser("site", help="write the games as a folder any web server can serve")
    site.add_argument("out", type=Path, help="the folder to write: new, empty, or a site before")
    site.set_defaults(run=_site)

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
    serve.add_argument(
        "--class",
        dest="class_play",
        action="store_true",
        help="class play: children join from their own devices on this network",
    )
    serve.add_argument(
        "--ip", default=None, type=_class_ip, help="with --class: the address children use"
    )
    serve.add_argument("--data", default=None, help="with --class: the folder of the class journal")
    serve.add_argument("--forget", action="store_true", help="with --class: start with no tables")
    serve.set_defaults(run=_serve)

    install = commands.add_parser(
        "install", help="set the app up in a Jupyter server (Binder, a school's JupyterHub)"
    )
    install.add_argument(
        "prefix", nargs="?", type=Path, default=Path(sys.prefix), help="default: this Python's"
    )
    install.set_defaults(run=_install)

    report = commands.add_parser(
        "report", help="write the class report (CSV) from the class journal: no names, cats only"
    )
    report.add_argument("--data", default=None, help="the folder of the class journal")
    report.add_argument("--out", type=Path, default=None, help="the CSV file (default: print it)")
    report.set_defaults(run=_report)

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
    bots = {
        s: make_bot(args.bots, args.game, seed=match.seed + s)
        for s in range(match.players)
        if s not in humans
    }
    screen = _Screen(match, humans, bots)
    say = screen.console.print
    say(f"{match.game.title}: {match.game.maths}. Seed {match.seed}.", soft_wrap=True)
    if args.option:
        say(f"Options: {match.options}.", soft_wrap=True)
    say("Type a number from the list, or a move such as 'play 40'. Type 'q' to stop.")
    while not match.over:
        screen.tell(play_bots(match, bots))
        waiting = [s for s in match.to_move if s in humans]
        if not waiting:
            continue
        seat = waiting[0]
        if len(humans) > 1:
            input(f"\nPass the screen to {match.names[seat]}, then press Enter.")
        screen.tell(_human_turn(match, seat, screen))
    screen.end()
    return 0


class _Screen:
    """The table in a terminal, drawn with rich from the game's table adapter (the app's layout).

    Off a terminal (a pipe, a file, a test) rich prints plain text.
    """

    def __init__(self, match: Match, humans: set[int], bots: dict):
        self.match, self.bots = match, bots
        self.adapter = adapter_for(match.game, match.names)
        self.console = Console(highlight=False)
        # Narrate as the one human sees it; with several humans, hide every private card.
        self.viewer = next(iter(humans)) if len(humans) == 1 else -1
        self.news: list[str] = []  # what happened since the table was last drawn

    def tell(self, events: list) -> None:
        self.news += [self.match.narrate(event, self.viewer) for event in events]

    def draw(self, seat: int, legal: list[Move]) -> None:
        """Draw ``seat``'s table, and its legal moves numbered, each with the engine's words."""
        m, say = self.match, self.console.print
        view = m.view(seat)
        self.console.rule(f"{m.game.title}: {TEXT['your-turn'].format(name=m.names[seat])}")
        self._players(view, seat)
        zones = self.adapter.zones(view, None)
        for zone in zones:
            note = f": {zone['note']}" if zone["note"] else ""
            say(Text.assemble((zone["label"], "bold"), note))
            if zone["items"]:
                say(Columns([_card(item) for item in zone["items"]]))
        self._news()
        hand = self.adapter.hand(view)
        say(Text(LABELS["hand"], style="bold"))
        say(Columns([_card(item) for item in hand]))
        step = self.adapter.next_step(view, legal)
        if step:
            say(Text(step, style="bold"), soft_wrap=True)
        things = [*(i for z in zones for i in z["items"]), *hand, *self.adapter.actions(view)]
        named = {item["tap"]: _name(item) for item in reversed(things)}  # the first of a tap
        width = len(str(len(legal)))
        for number, move in enumerate(legal, start=1):
            taps = " → ".join(named.get(tap, tap) for tap in self.adapter.path(move))
            words = m.check(move, seat).words
            line = Text.assemble(f"  {number:>{width}}) ", (taps, "bold"), f" — {words}")
            say(line, soft_wrap=True)

    def end(self) -> None:
        """What happened last, who won, and everyone's score in words."""
        m = self.match
        self._news()
        self.console.rule(TEXT["over"])
        if m.winners:
            winners = listed([m.names[s] for s in m.winners])
            self.console.print(TEXT["won"].format(names=winners), soft_wrap=True)
        view = m.view(self.viewer) if self.viewer >= 0 else m.teacher_view()
        self._players(view, self.viewer)

    def _news(self) -> None:
        if self.news:
            self.console.print(LABELS["log"], style="bold")
            for line in self.news:
                self.console.print(f"  • {line}", soft_wrap=True)
        self.news = []

    def _players(self, view, you: int) -> None:
        """Each seat: its name, who plays it (``you``: the seat at the screen), cards, score."""
        m = self.match
        table = Table(title=LABELS["players"], title_justify="left", show_header=False, box=None)
        for seat, name in enumerate(m.names):
            facts = self.adapter.seat(view, seat, None)
            bot = self.bots.get(seat)
            who = LABELS["you" if seat == you else "player"]
            marks = [
                facts.get("flag"),
                LABELS["winner"] if seat in m.winners else None,
                LABELS["turn"] if seat in m.to_move else None,
            ]
            table.add_row(
                name,
                LABELS["computer"].format(bot=bot.name) if bot else who,
                counted(facts["cards"], LABELS["card"]) if "cards" in facts else "",
                facts["score"],
                ", ".join(filter(None, marks)),
            )
        self.console.print(table)


def _card(item: dict):
    """A card as a small box: its caption, its number (and mark), its badge."""
    face = " ".join(filter(None, (item.get("mark"), item["label"])))
    lines = [(item.get("caption"), ""), (face, "bold"), (item.get("badge"), "")]
    text = Text("\n").join(Text(words, style) for words, style in lines if words)
    text.justify = "center"
    return Panel(text, expand=False)


def _name(item: dict) -> str:
    """What a choice calls a thing on the table: "50", "stack 2", "a sleepy 3", "Draw a card"."""
    badge = item.get("badge")
    return item.get("name") or (f"{item['label']} ({badge})" if badge else item["label"])


def _human_turn(match: Match, seat: int, screen: _Screen) -> list:
    legal = match.legal_moves(seat)
    screen.draw(seat, legal)
    while True:
        answer = input("> ").strip()
        if answer.lower() in {"q", "quit", "exit"}:
            raise EOFError
        try:
            move = _read_move(answer, legal, match)
            return match.play(move, seat)
        except IllegalMove as refusal:
            verdict = refusal.verdict
            screen.console.print(f"  No: {verdict.words}", verdict.maths or "", soft_wrap=True)
        except ValueError as error:
            screen.console.print(f"  I did not understand that. {error}", soft_wrap=True)


def _read_move(answer: str, legal: list[Move], match: Match) -> Move:
    """A menu number, a JSON move, or 'kind value ...' / 'kind field=value ...'."""
    if not answer or answer.isdigit():
        number = int(answer or 0)
        if not 1 <= number <= len(legal):
            raise ValueError(f"Choose a number from 1 to {len(legal)}.")
        return legal[number - 1]
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


def _site(args) -> int:
    from .site.build import SiteError, build

    try:
        lock = build(args.out)
    except SiteError as error:
        print(f"mathcats site: {error}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in args.out.rglob("*") if p.is_file())
    print(f"Wrote {args.out} ({size / 1e6:.1f} MB, Pyodide {lock['pyodide']}).")
    print(f"Serve it with any web server, e.g.: python -m http.server -d {args.out}")
    return 0


def _print(args) -> int:
    from . import printout

    if (args.sheet is None) == (args.game is None):
        raise ValueError("Name a game, or a --sheet without a game: see mathcats print --help.")
    if args.seed is not None and not args.sprint:
        raise ValueError("--seed goes with --sprint.")
    if args.form is not None and not args.ticket:
        raise ValueError("--form goes with --ticket.")
    if args.sheet:
        out = args.out or f"{args.sheet}.pdf"
        printout.print_sheet(args.sheet, out, paper=args.paper)
        print(f"The {args.sheet} sheet written to {out}")
        return 0
    kinds = {"ticket": args.ticket, "sprint": args.sprint, "stories": args.stories}
    kind = next((k for k, asked in {**kinds, "home": args.home}.items() if asked), "")
    form = 1 if args.form is None else args.form
    kind += f"-{form}" * (form != 1)
    out = args.out or f"{args.game}{'-' * bool(kind)}{kind}.pdf"
    if args.ticket:
        printout.print_ticket(args.game, out, paper=args.paper, form=form)
        print(f"Form {form} of the exit ticket and its answer key written to {out}")
    elif args.sprint:
        seed = 1 if args.seed is None else args.seed
        printout.print_sprint(args.game, out, paper=args.paper, seed=seed)
        print(f"Fact sprint sheet {seed} and its answer key written to {out}")
    elif args.stories:
        printout.print_stories(args.game, out, paper=args.paper)
        print(f"The story cards and their key written to {out}")
    elif args.home:
        printout.print_home(args.game, out, paper=args.paper)
        print(f"The note for home written to {out}")
    else:
        count = printout.print_deck(args.game, out, paper=args.paper)
        print(f"{count} cards, their backs, the pieces and a player aid written to {out}")
    return 0


def _class_ip(text: str) -> str:
    try:
        return class_ip(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _serve(args) -> int:
    from . import app

    if not args.class_play and (args.ip or args.data or args.forget):
        raise ValueError("--ip, --data and --forget go with --class.")
    settings = app.Settings(args.port, args.open, args.class_size, args.allow_host)
    if not args.class_play:
        print("Printing the decks the home page links to (only once)...", flush=True)
    try:
        write_app_decks()
    except OSError as error:  # a read-only install: the app runs, its deck links are missing
        print(f"The decks could not be printed ({error}); try mathcats print GAME.", flush=True)
    if args.class_play:
        from .class_server import ClassPlay, serve_class

        serve_class(settings, ClassPlay.new(args.ip, args.data, args.forget))
    else:
        app.serve(settings)  # each becomes the server (exec): neither returns
    return 0


def write_app_decks(share: Path | None = None) -> list[Path]:
    """The decks the app's home page links to, printed (``mathcats.printout``) into the app's
    folder under ``share`` (its own by default) if missing or out of date."""
    from . import printout
    from .app.decks import deck_folder

    return printout.write_decks(deck_folder(share) if share else deck_folder())


def _install(args) -> int:
    from .app.install import install

    for path in [*install(args.prefix), *write_app_decks(args.prefix / "share" / "jupyter")]:
        print(f"wrote {path}")
    return 0


def _report(args) -> int:
    """Write the class report from the journal: one row per table, seat, fact, form and mode."""
    from .classroom.journal import data_dir, read_rows
    from .classroom.report import journal_tables, report_csv

    text = report_csv(journal_tables(read_rows(Path(args.data) if args.data else data_dir())))
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text, encoding="utf-8")
        print(f"Wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
