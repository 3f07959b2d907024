"""What a game's table adapter provides: its layout, its taps and its picture.

A game's ``table.py`` builds on these parts (``Adapter``, ``card``, ``button``,
``zone``, ``look``); they need only the engine, so a game imports them from
below, and the widgets above find the game's ``ADAPTER`` through its record.

An adapter turns a seat's view into the parts of a scene (zones, hand,
action buttons, the arithmetic picture) and maps each legal move to the
taps that make it. It never decides legality: the table asks the engine.
It is given only views and the seats' names, never the game being played.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from .actions import Event, Move
from .events import Drew
from .game import View
from .verdict import Verdict

Item = dict[str, Any]
Path = tuple[str, ...]

# Okabe-Ito's eight colours (safe for colour-blind eyes); a card's colour is never its only cue.
OKABE_ITO = (
    "#E69F00",
    "#56B4E9",
    "#009E73",
    "#F0E442",
    "#0072B2",
    "#D55E00",
    "#CC79A7",
    "#000000",
)


def colour(n: int) -> str:
    """The colour of a number (a rank, a seat, tens): Okabe-Ito's n-th, going round."""
    return OKABE_ITO[n % len(OKABE_ITO)]


# A pattern over each colour's band, so that no two colours look alike in greyscale:
# Okabe-Ito's eight, then Meow 10's grey and brown.
PATTERNS = {
    "#E69F00": "dots",
    "#56B4E9": "stripes",
    "#009E73": "zigzag",
    "#F0E442": "checks",
    "#0072B2": "hearts",
    "#D55E00": "rings",
    "#CC79A7": "bars",
    "#000000": "plain",
    "#999999": "plus",
    "#8C5A2B": "line",
}


def look(
    colour: str | None, *symbols: str, mark: str = "", backdrop: str = "", pile: bool = False
) -> dict:
    """A card's colour and art, for ``card(tap, 40, **look(colour, "kitten", mark="can"))``.

    ``symbols``: the sprite's symbols drawn back to front (the art's ``symbols``);
    ``mark``: the game's mark in the corner; ``backdrop``: a symbol stretched
    behind them (``"space"``); ``pile``: drawn as the top of a pile.
    """
    art: dict = {"symbols": list(symbols)}
    if backdrop:
        art["backdrop"] = backdrop
    if colour in PATTERNS:
        art["pattern"] = PATTERNS[colour]
    if mark:
        art["mark"] = mark
    if pile:
        art["pile"] = True
    return {"colour": colour, "art": art} if colour else {"art": art}


def number(tap: str, prefix: str) -> int | None:
    """The number at the end of a tap id: ``number("stack-2", "stack-")`` is 2, else None."""
    rest = tap[len(prefix) :]
    return int(rest) if tap.startswith(prefix) and rest.isdigit() else None


def card(tap: str | None, label: str | int, **extra: Any) -> Item:
    """A card: ``tap`` None when it is only to look at; ``label`` is its numeral.

    Optional: ``colour`` (a hex colour for its top band), ``mark`` (a symbol),
    ``caption`` (small words above, "Stack 2"), ``badge`` (small words below),
    ``name`` (what "Show me" calls it, when not its label: "stack 2").
    """
    return {"tap": tap, "kind": "card", "label": str(label), **extra}


def button(tap: str, label: str, **extra: Any) -> Item:
    """A word button such as "Draw a card" or "Done"."""
    return {"tap": tap, "kind": "button", "label": label, **extra}


def zone(zone_id: str, label: str, items: list[Item], note: str = "", **extra: Any) -> dict:
    """A place on the table: a pile, a stack, a row of stacks."""
    return {"id": zone_id, "label": label, "items": items, "note": note, **extra}


class Adapter:
    """Base adapter. Subclasses set ``game_id`` and fill in the methods."""

    game_id: ClassVar[str] = ""

    def __init__(self, names: Sequence[str] = ()):
        self.names = list(names)  # the seats' names, for captions and buttons

    # --- taps ----------------------------------------------------------------

    def path(self, move: Move) -> Path:
        """The taps that make ``move``: one for most moves, two for "this card on that stack"."""
        raise NotImplementedError

    def paths(self, move: Move) -> tuple[Path, ...]:
        """Every way of tapping ``move`` (a swap of two cards can start with either)."""
        return (self.path(move),)

    def shortcuts(self, view: View, legal: Sequence[Move]) -> dict[Path, Move]:
        """Fewer taps for a move where ``legal`` leaves no choice (Done, one stack to go on)."""
        return {}

    def move(self, path: Path, view: View) -> Move | None:
        """The move those taps make in ``view`` (legal or not), or None when more are needed."""
        raise NotImplementedError

    def dead_end(self, path: Path, view: View) -> Verdict | None:
        """Why a tap that starts no legal move in ``view`` is wrong, if it makes no move alone."""
        return None

    def chosen(self, path: Path, view: View) -> str:
        """What to do after the first taps of a move (``path`` is a legal start)."""
        return ""

    # --- drawing -------------------------------------------------------------

    def zones(self, view: View, teacher: View | None) -> list[dict]:
        """The shared table: piles, stacks. ``teacher`` is the full view when hands are shown."""
        return []

    def hand(self, view: View) -> list[Item]:
        """The cards of ``view.seat`` that the child may tap (a view without a hand: none)."""
        return self.cards(getattr(view, "hand", ()), view.seat)

    def cards(self, cards: Sequence[Any], seat: int | None) -> list[Item]:
        """``cards`` as the table draws them in ``seat``'s hand (the printout draws a deck so)."""
        return []

    def actions(self, view: View) -> list[Item]:
        """Word buttons (draw, pass, done...)."""
        return []

    def seat(self, view: View, seat: int, teacher: View | None) -> dict:
        """One seat's public facts: ``cards`` in hand, ``score`` words, ``hand`` if shown."""
        facts = {"score": self.score(view, seat)}
        if hasattr(view, "hand_sizes"):
            facts["cards"] = view.hand_sizes[seat]
        hands = getattr(teacher, "hands", None)
        if hands is not None:
            facts["hand"] = [self.name(c) for c in hands[seat]]
        return facts

    def terms(self, view: View) -> dict[str, str]:
        """The words the table shows now that a child may not know, each with its "?".

        A term names two entries of the game's TEXT, ``word-<term>`` and
        ``what-<term>`` (what it means); it maps to the id of the item or
        zone it shows beside ("" for none).
        """
        return {}

    def score(self, view: View, seat: int) -> str:
        """A seat's score in words ("2 of 3 cans")."""
        return str(view.scores[seat])

    def name(self, card: Any) -> str:
        """A card as the teacher reads it in a revealed hand."""
        return str(card)

    def next_step(self, view: View, legal: list[Move]) -> str:
        """For turns of several moves: what comes next ("Play 2 more, or tap Done.")."""
        return ""

    def picture(self, view: View, move: Move | None, verdict: Verdict | None) -> dict | None:
        """The arithmetic picture: of the table, or of ``move`` being considered."""
        return None

    def counted(self, events: Sequence[Event], seat: int) -> dict | None:
        """The picture of the sum a round's or the game's end (its ``events``) counts for
        ``seat``, for its summary: None for none."""
        return None

    def preview(self, view: View, path: Path) -> dict | None:
        """The picture while the first taps of a move are chosen (None: the table's)."""
        return None

    # --- motion (drawing only: what moved, from where to where) ---------------

    def motion(self, move: Move, events: Sequence[Event], seat: int) -> list[dict]:
        """What ``seat``'s ``move`` moved on the table, with its ``events`` as the viewer sees them.

        ``{"play": tap, "to": id}``: a card left the mover's hand (``tap``: its
        hand tap) for the zone or item ``id``; ``{"draw": [taps], "seat": s}``:
        cards from the draw pile to seat ``s`` (the taps of the new hand cards,
        or None when the viewer may not see them); ``{"hop": [numbers]}``: the
        numbers a hop counts on. The session says who moved.
        """
        played = self.played(move, seat)
        moved = [played] if played else []
        for event in events:
            if isinstance(event, Drew):
                taps = None if event.cards is None else [self.drawn_tap(c) for c in event.cards]
                moved.append({"draw": taps, "seat": event.seat})
            hop = self.hop(event)
            if hop:
                moved.append({"hop": hop})
        return moved

    def played(self, move: Move, seat: int) -> dict | None:
        """A card ``seat``'s ``move`` took from the hand: ``{"play": hand tap, "to": an id}``."""
        return None

    def drawn_tap(self, card: Any) -> str | None:
        """The hand tap of a card just drawn."""
        return None

    def hop(self, event: Event) -> list[int]:
        """The numbers an event's hop counts on, on the ring or the strip."""
        return []


class OneTapAdapter(Adapter):
    """An adapter whose every move is one tap: ``taps`` maps each tap id to its move."""

    taps: ClassVar[dict[str, Move]] = {}
    tap_of: ClassVar[dict[Move, str]] = {}  # each move's tap, made from ``taps``

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.tap_of = {move: tap for tap, move in cls.taps.items()}

    def path(self, move: Move) -> Path:
        return (self.tap_of[move],)

    def move(self, path: Path, view: View) -> Move | None:
        return self.taps.get(path[0]) if len(path) == 1 else None
