"""Meow 10: match the number or the cat, get rid of big numbers, or collect ten cats.

Scores are penalty points: lower is better. Rules in our own words:
docs/rules/meow-10.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from pydantic import ConfigDict, Field

from ...engine import (
    Event,
    GameOptions,
    GameState,
    Move,
    Verdict,
    View,
    first_seat,
    listed,
    redeal,
)
from ...engine.actions import Done, Draw
from ...engine.events import Drew, GameWon, told
from ...engine.frames import ten_frames
from ...engine.numline import sum_line
from ...engine.text import in_words, nouns
from ...engine.verdict import worded
from .words import TEXT

GAME_ID = "meow-10"

# The ten cat types, each with a mark and a colour (its name and code), so colour is never
# the only cue. The colours are Okabe-Ito's eight, plus grey and brown for the last two types.
LOOKS = {
    "sleepy": ("☾", "blue", "#0072B2"),
    "jumpy": ("▲", "orange", "#E69F00"),
    "happy": ("☀", "yellow", "#F0E442"),
    "grumpy": ("■", "black", "#000000"),
    "fluffy": ("✿", "reddish purple", "#CC79A7"),
    "spotty": ("●", "vermillion", "#D55E00"),
    "stripy": ("≡", "sky blue", "#56B4E9"),
    "tiny": ("◆", "bluish green", "#009E73"),
    "lucky": ("♣", "grey", "#999999"),
    "silly": ("★", "brown", "#8C5A2B"),
}
CATS = tuple(LOOKS)
MARKS = {cat: mark for cat, (mark, _, _) in LOOKS.items()}
COLOURS = {cat: colour for cat, (_, colour, _) in LOOKS.items()}
PALETTE = {colour: code for _, colour, code in LOOKS.values()}
RAINBOW_MARK = "✦"
HAND_SIZES = {2: 8, 3: 7, 4: 6, 5: 5}
TEN = len(CATS)

allow, refuse = worded(TEXT)
count = nouns(TEXT)  # count(2, "point"): "2 points"


@dataclass(frozen=True, slots=True)
class Card:
    """A cat card (``cat`` one of CATS, ``number`` 1-4) or a rainbow (``None``, 0)."""

    __pydantic_config__: ClassVar = ConfigDict(extra="forbid")
    cat: str | None
    number: int

    def __post_init__(self):
        if type(self.number) is not int:
            raise ValueError(f"A card's number must be a whole number, not {self.number!r}")
        if self.cat is None:
            if self.number != 0:
                raise ValueError("A rainbow card (cat None) has number 0")
        elif self.cat not in CATS:
            raise ValueError(f"Unknown cat {self.cat!r}. The cats are: {', '.join(CATS)}")
        elif not 1 <= self.number <= 4:
            raise ValueError(f"A cat card's number is 1 to 4, not {self.number}")

    def to_json(self) -> dict:
        return {"cat": self.cat, "number": self.number}


RAINBOW = Card(None, 0)
DECK = (*(Card(cat, n) for cat in CATS for n in (1, 1, 2, 3, 4)), *(RAINBOW,) * 4)
CARD_ORDER = {card: i for i, card in enumerate(dict.fromkeys(DECK))}  # cats in order, rainbow last


def name(card: Card, article: str = "a ") -> str:
    """``a sleepy 3`` or ``a rainbow`` (without ``article`` in lists)."""
    return f"{article}rainbow" if card.cat is None else f"{article}{card.cat} {card.number}"


def match_rule(card: Card, top: Card) -> str | None:
    """The rule that lets ``card`` go on ``top``, or None (the fast test, no words)."""
    if card.cat is None:
        return "rainbow-card"
    if top.cat is None:
        return "on-rainbow"
    if card.number == top.number:
        return "same-number"
    return "same-cat" if card.cat == top.cat else None


def matches(card: Card, top: Card) -> Verdict:
    """May ``card`` go on ``top``? Same number or same cat; rainbows match anything."""
    rule = match_rule(card, top)
    words = {"number": card.number, "cat": card.cat, "top_number": top.number, "top_cat": top.cat}
    if rule is None:
        return refuse("no-match", f"{card.number} ≠ {top.number}", **words)
    return allow(rule, f"{card.number} = {top.number}" if rule == "same-number" else None, **words)


def plays_left(limit: int, played: int) -> int:
    """How many more cards a turn of up to ``limit`` cards may play once ``played`` are down."""
    return limit - played


def types_collected(hand: Sequence[Card]) -> int:
    """How many of the ten cat types ``hand`` holds, each rainbow filling a missing one."""
    kinds = {card.cat for card in hand} - {None}
    return min(TEN, len(kinds) + sum(card.cat is None for card in hand))


def penalties(hands: Sequence[Sequence[Card]], ten_by: int | None) -> list[int]:
    """One round's penalty points: the numbers left in hand, or after Ten! the collector's count."""
    if ten_by is None:
        return [sum(card.number for card in hand) for hand in hands]
    return [0 if seat == ten_by else len(hands[ten_by]) for seat in range(len(hands))]


def points_words(hand: Sequence[Card]) -> str:
    """A hand's penalty points as a number sentence: "3 + 4 + 1 + 0 = 8"."""
    points = penalties([hand], None)[0]
    return " + ".join(str(card.number) for card in hand) + f" = {points}"


def points_line(hand: Sequence[Card]) -> dict:
    """A hand's penalty points on the number line: a hop for each card's number (a rainbow,
    0, makes none)."""
    return sum_line(0, [card.number for card in hand])


def counted_points(event: Penalty) -> dict | None:
    """The cards left at a round's end, counted on the line (kind "line"): None after Ten!,
    or with no card left."""
    if event.ten_by is not None or not event.cards:
        return None
    maths = points_words(event.cards) if len(event.cards) > 1 else str(event.points)
    alt = TEXT["pic-counted"].format(sum=in_words(maths))
    return {**points_line(event.cards), "sentence": maths, "alt": alt}


def picture(view: MeowTenView, move: Move | None = None, verdict: Verdict | None = None) -> dict:
    """The penalty picture: cat types collected and points in hand, now or after ``move``."""
    hand = list(view.hand)
    points = penalties([hand], None)[0]
    maths, line = points_words(hand), points_line(hand)  # less the card played, below
    sentence = maths if len(hand) > 1 else ""
    if isinstance(move, Play) and move.card in hand:
        hand.remove(move.card)
        after = penalties([hand], None)[0]
        maths = sentence = f"{points} - {move.card.number} = {after}"
        line, points = sum_line(points, [-move.card.number]), after
    types, have = types_collected(hand), {card.cat for card in hand}
    cats = [
        {"mark": MARKS[cat], "colour": PALETTE[COLOURS[cat]], "have": cat in have} for cat in CATS
    ]
    for slot in [cat for cat in cats if not cat["have"]][: hand.count(RAINBOW)]:
        slot.update(have=True, mark=RAINBOW_MARK, colour="#000000")
    return {
        "kind": "penalty",
        "cats": cats,
        "points": points,
        **ten_frames(points),  # the points in ten-frames, to count on: 10, 17
        "types_label": TEXT["pic-cats"].format(types=types),
        "points_label": TEXT["pic-points"].format(points=points),
        "sentence": sentence,
        "alt": TEXT["pic-alt"].format(types=types, points=points, sum=in_words(maths)),
        "line": line,
    }


def next_starter(points: Sequence[int], previous: int) -> tuple[int, str]:
    """Who starts the next round, and why: most points; ties keep ``previous`` or go clockwise."""
    most = max(points)
    tied = [seat for seat, p in enumerate(points) if p == most]
    if len(tied) == 1:
        return tied[0], "most"
    if previous in tied:
        return previous, "tie-stays"
    return min(tied, key=lambda s: (s - previous) % len(points)), "tie-next"  # next clockwise


class MeowTenOptions(GameOptions):
    first_seat: int = Field(0, ge=0, le=4, description="Who starts the first round.")
    end_at: int = Field(
        30, ge=10, le=100, description="The game ends when a player has this many points."
    )


@dataclass(frozen=True, slots=True)
class Choose(Move):
    """With a rainbow on top at the start of the turn: pick N from 1 to 4."""

    kind = "choose"
    number: int


@dataclass(frozen=True, slots=True)
class Play(Move):
    kind = "play"
    card: Card


CHOICES = tuple(Choose(n) for n in range(1, 5))
PLAYS = {card: Play(card) for card in CARD_ORDER}
DRAW, DONE = Draw(), Done()


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind = "round-started"
    round: int
    seat: int
    why: str  # "first", "most", "tie-stays" or "tie-next"


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    kind = "flipped"
    card: Card


@dataclass(frozen=True, slots=True)
class Chose(Event):
    kind = "chose"
    seat: int
    number: int


@dataclass(frozen=True, slots=True)
class Played(Event):
    kind = "played"
    seat: int
    card: Card
    top: Card
    rule: str


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    kind = "turn-ended"
    seat: int
    why: str  # "done", "limit" or "stuck"
    played: int


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    kind = "round-ended"
    ends_round = True
    seat: int  # who played the last card, drew the last card, or said Ten!
    how: str  # "last-card", "empty-pile" or "ten"


@dataclass(frozen=True, slots=True)
class Penalty(Event):
    kind = "penalty"
    seat: int
    points: int
    total: int
    ten_by: int | None
    cards: tuple[Card, ...] = ()  # the cards left in hand, shown to count them (not after Ten!)


class MeowTenView(View):
    hand: list[Card]
    types: int | None
    top: Card
    turn: int
    limit: int | None  # None while a rainbow on top waits for a pick
    played: list[Card]
    hand_sizes: list[int]
    draw_pile_size: int
    discard_pile_size: int
    penalties: list[int]
    end_at: int
    round: int
    starter: int
    hands: list[list[Card]] | None = None


def _sorted(hand: Sequence[Card]) -> list[Card]:
    return sorted(hand, key=CARD_ORDER.__getitem__)


@dataclass(slots=True, eq=False)
class MeowTenState(GameState):
    players: int
    end_at: int
    rng: random.Random
    turn: int = 0
    limit: int = 0  # N for this turn; 0 while a rainbow on top waits for a pick
    played: int = 0  # cards played this turn
    round: int = 0
    starter: int = 0
    points: list[int] = field(default_factory=list)
    hands: list[list[Card]] = field(default_factory=list)
    draw_pile: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    final: tuple[int, ...] = ()

    @classmethod
    def start(cls, players, options, rng):
        state = cls(players=players, end_at=options.end_at, rng=rng, points=[0] * players)
        state._new_round(first_seat(options, players), "first", [])
        return state

    # --- setup -------------------------------------------------------------

    def _new_round(self, starter: int, why: str, events: list[Event]) -> None:
        self.round += 1
        deck = list(DECK)
        self.rng.shuffle(deck)
        size = HAND_SIZES[self.players]
        self.hands = [deck[i * size : (i + 1) * size] for i in range(self.players)]
        self.draw_pile = deck[self.players * size :]
        self.discard = [self.draw_pile.pop()]
        self.starter = starter
        events += [RoundStarted(self.round, starter, why), Flipped(self.discard[-1])]
        self._begin_turn(starter)

    def _begin_turn(self, seat: int) -> None:
        self.turn = seat
        self.played = 0
        self.limit = self.discard[-1].number

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self):
        return () if self.final else (self.turn,)

    def legal_moves(self, seat):
        if not self.limit:
            return list(CHOICES)
        top = self.discard[-1]
        fits = {card for card in self.hands[seat] if match_rule(card, top)}
        return [PLAYS[card] for card in _sorted(fits)] + [DONE if self.played else DRAW]

    def _drawn(self, limit: int) -> str:
        """The cards a draw of up to ``limit`` takes: "3 cards", fewer when the pile is low."""
        return count(min(limit, len(self.draw_pile)), "card")

    def check(self, move, seat):
        if isinstance(move, Choose):
            if self.limit:
                return refuse("no-pick", n=self.limit)
            if not 1 <= move.number <= 4:
                return refuse("pick-range")
            return allow("picked", n=move.number, cards=self._drawn(move.number))
        if not self.limit:
            if isinstance(move, Play):
                return refuse("pick-first", key="pick-first-card", card=name(move.card))
            return refuse("pick-first")
        if isinstance(move, Play):
            if move.card not in self.hands[seat]:
                return refuse("not-in-hand", card=name(move.card))
            return matches(move.card, self.discard[-1])
        if isinstance(move, Draw):
            if self.played:
                return refuse("draw-after-play")
            return allow("draw", cards=self._drawn(self.limit))
        if not self.played:
            return refuse("done-too-early", cards=self._drawn(self.limit))
        return allow("done")

    @property
    def scores(self):
        return tuple(self.points)

    @property
    def winners(self):
        return self.final

    def zones(self):
        zones = {f"hand {seat}": hand for seat, hand in enumerate(self.hands)}
        zones.update(draw=self.draw_pile, discard=self.discard)
        return zones

    def view(self, seat):
        hand = self.hands[seat] if seat is not None else None
        return MeowTenView(
            **self.view_header(GAME_ID, seat),
            **self.hands_seen(seat, _sorted),
            types=types_collected(hand) if hand is not None else None,
            top=self.discard[-1],
            turn=self.turn,
            limit=self.limit or None,
            played=self.discard[len(self.discard) - self.played :],
            draw_pile_size=len(self.draw_pile),
            discard_pile_size=len(self.discard),
            penalties=list(self.points),
            end_at=self.end_at,
            round=self.round,
            starter=self.starter,
        )

    # --- acting ------------------------------------------------------------

    def apply(self, move, seat):
        events: list[Event] = []
        hand = self.hands[seat]
        if isinstance(move, Choose):
            self.limit = move.number
            return [Chose(seat, move.number)]
        if isinstance(move, Play):
            top = self.discard[-1]
            hand.remove(move.card)
            self.discard.append(move.card)
            self.played += 1
            events.append(Played(seat, move.card, top, match_rule(move.card, top)))
            if not hand:
                self._end_round(seat, "last-card", events)
                return events
            why = "limit" if plays_left(self.limit, self.played) <= 0 else "stuck"
            if why == "stuck" and any(match_rule(card, move.card) for card in hand):
                return events  # another card may follow
            events.append(TurnEnded(seat, why, self.played))
        elif isinstance(move, Draw):
            drawn: list[Card] = []
            ten = False
            while len(drawn) < self.limit and self.draw_pile and not ten:
                drawn.append(self.draw_pile.pop())
                hand.append(drawn[-1])
                ten = len(hand) >= TEN and types_collected(hand) == TEN
            events.append(Drew(seat, len(drawn), tuple(drawn)))
            if ten or not self.draw_pile:  # Ten! wins over an empty pile
                self._end_round(seat, "ten" if ten else "empty-pile", events)
                return events
        else:
            events.append(TurnEnded(seat, "done", self.played))
        self._begin_turn((seat + 1) % self.players)
        return events

    def _end_round(self, seat: int, how: str, events: list[Event]) -> None:
        events.append(RoundEnded(seat, how))
        ten_by = seat if how == "ten" else None
        for who, points in enumerate(penalties(self.hands, ten_by)):
            self.points[who] += points
            shown = () if ten_by is not None else tuple(_sorted(self.hands[who]))
            events.append(Penalty(who, points, self.points[who], ten_by, shown))
        if max(self.points) >= self.end_at:
            fewest = min(self.points)
            self.final = tuple(s for s, p in enumerate(self.points) if p == fewest)
            events.append(GameWon(self.final, fewest))
        else:
            self._new_round(*next_starter(self.points, self.starter), events)

    def determinize(self, seat, rng):
        twin = self.twin(rng)
        hidden = [h for s, h in enumerate(twin.hands) if s != seat] + [twin.draw_pile]
        redeal(hidden, rng, key=CARD_ORDER.__getitem__)
        return twin


def narrate(event: Event, names: Sequence[str]) -> str:
    """One event in kid words: the sentence of its kind, filled with its fields."""
    if isinstance(event, RoundStarted):
        return told(TEXT, event, names, f"round-{event.why}")
    if isinstance(event, Flipped):
        return told(TEXT, event, names, card=name(event.card))
    if isinstance(event, Chose):
        return told(TEXT, event, names, n=event.number)
    if isinstance(event, Played):
        same_number = event.rule == "same-number"  # then the top's cat does not matter
        top = TEXT["a-number"].format(n=event.top.number) if same_number else name(event.top)
        why = TEXT[f"why-{event.rule}"]
        return told(TEXT, event, names, card=name(event.card), top=top, why=why)
    if isinstance(event, Drew):
        if event.cards is None:
            return told(TEXT, event, names, cards=count(event.count, "card"))
        return told(TEXT, event, names, cards=listed([name(card, "") for card in event.cards]))
    if isinstance(event, TurnEnded):
        return told(TEXT, event, names, f"ended-{event.why}", cards=count(event.played, "card"))
    if isinstance(event, RoundEnded):
        return told(TEXT, event, names, event.how)
    if isinstance(event, Penalty):
        by = event.ten_by
        key = "hand" if by is None else "collector" if by == event.seat else "ten"
        collector = "" if by is None else names[by]
        cards, total = count(event.points, "card"), count(event.total, "point")
        words = {"n": event.points, "total": total, "collector": collector, "cards": cards}
        return told(TEXT, event, names, f"penalty-{key}", **words)
    if isinstance(event, GameWon):
        key = "won" if len(event.seats) == 1 else "won-tied"
        return told(TEXT, event, names, key, points=count(event.score, "point"))
    raise ValueError(f"Meow 10 has no event {event!r}.")
