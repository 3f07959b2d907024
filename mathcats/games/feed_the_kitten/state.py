"""Feed the Kitten: count up by tens, or make 100. Play a 100 to win the round.

Rules in our own words: docs/rules/feed-the-kitten.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from ...engine import (
    Event,
    GameOptions,
    GameState,
    Move,
    Verdict,
    View,
    first_seat,
    redeal,
)
from ...engine.actions import Draw, Pass
from ...engine.events import Drew, GameWon, Passed, Reshuffled, RoundWon, told
from ...engine.text import nouns
from ...engine.verdict import worded
from .words import TEXT

GAME_ID = "feed-the-kitten"

DECK = (0, 0, 100, 100, *tuple(n for n in range(10, 100, 10) for _ in range(5)))
HAND_SIZE = 5
HAND_LIMIT = 9


allow, refuse = worded(TEXT)
count = nouns(TEXT)  # count(2, "can"): "2 cans"


def can_play(card: int, top: int, pairs: bool = True) -> Verdict:
    """May ``card`` go on ``top``? Same number, ten more, makes 100, or zero.

    Without ``pairs`` (our variant Counting up) two tens never make 100; 100 on 0 still does.
    """
    if card == 0:
        return allow("zero")
    if card == top:
        return allow("same", f"{card} = {top}", card=card, top=top)
    if card == top + 10:
        return allow("ten-more", f"{top} + 10 = {card}", card=card, top=top)
    if card + top == 100 and (pairs or top == 0):
        return allow("makes-100", f"{top} + {card} = 100", card=card, top=top)
    # a refusal's number sentence is about the card tapped, and says why it does not fit
    up = f"{top} + {card - top} = {card}"  # how far up the card is
    if card == 100:  # on a top that is not 0 or 90: no pair makes 100, or more than 10 more
        why = "sum-not-100" if pairs else "sum-not-ten-more"
        maths = TEXT[why].format(top=top, card=card, sum=top + card, up=up, more=card - top)
        return refuse("hundred-needs-0-or-90", maths, top=top)
    if top == 0:  # only 10 (ten more) or 100 (makes 100) goes on a 0: named by neither
        return refuse("on-zero", up, card=card)
    if card < top:
        return refuse("counting-down", f"{card} < {top}", card=card, top=top)
    return refuse("too-far-up", up, card=card, top=top, more=card - top)


class FeedTheKittenOptions(GameOptions):
    cans: int = Field(3, ge=1, le=5, description="Cans of food needed to win the game.")
    first_seat: int = Field(0, ge=0, le=4, description="Who starts the first round.")
    pairs: Literal["yes", "no"] = Field(
        "yes", description="Pairs that make 100 may be played (30 on 70)."
    )


@dataclass(frozen=True, slots=True)
class Play(Move):
    kind = "play"
    card: int


PLAYS = {card: Play(card) for card in set(DECK)}  # moves are values: build each once
DRAW, PASS = Draw(), Pass()
# can_play's verdict on every card, top and pairs, made once: the rule is stated only in can_play.
VERDICTS = {(c, t, p): can_play(c, t, p) for c in PLAYS for t in PLAYS for p in (True, False)}
PLAYABLE_ON = {(t, p): frozenset(c for c in PLAYS if VERDICTS[c, t, p]) for _, t, p in VERDICTS}
DRAW_OK = allow("draw")  # half the moves of a game: made once
# The tops a 100 may go on, by pairs (a 100 played ends the round, so it is never left on top).
HUNDRED_ON = {
    p: frozenset(t for t in PLAYS if t != 100 and 100 in PLAYABLE_ON[t, p]) for p in (True, False)
}


def round_won_by(card: int, left: int) -> str | None:
    """How playing ``card`` (with ``left`` cards then in hand) wins the round, or None."""
    return "hundred" if card == 100 else "last-card" if not left else None


def cans_after_win(cans: int) -> int:
    """A seat's cans once it wins a round: one more."""
    return cans + 1


def game_won(cans: int, cans_to_win: int) -> bool:
    """Does a seat with ``cans`` cans win the game?"""
    return cans >= cans_to_win


@dataclass(frozen=True, slots=True)
class Played(Event):
    kind = "played"
    seat: int
    card: int
    top: int
    rule: str


@dataclass(frozen=True, slots=True)
class HandSwapped(Event):
    """Nine cards and no play at the start of a turn: five new cards."""

    kind = "hand-swapped"
    private = ("old", "new")
    seat: int
    old: tuple[int, ...] | None
    new: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class HundredFlipped(Event):
    kind = "hundred-flipped"


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind = "round-started"
    round: int
    seat: int
    top: int


class FeedTheKittenView(View):
    hand: list[int]
    top: int
    hand_sizes: list[int]
    draw_pile_size: int
    play_pile_size: int
    discard_pile_size: int
    cans: list[int]
    cans_to_win: int
    kitten: int | None
    round: int
    pairs: bool
    hands: list[list[int]] | None = None


def _tens(value: int) -> str:
    return TEXT["pic-tens"].format(value=value, tens=count(value // 10, "ten"))


def picture(
    view: FeedTheKittenView, move: Move | None = None, verdict: Verdict | None = None
) -> dict:
    """Tens rods (kind "tens"): the top card, and the card ``move`` plays beside it.

    A card that makes 100 fills one row of ten rods with the top's. Beside
    them, the 0-100 line in tens: the top, the card (does it fit?) and the hop up to
    it (to 100 for a pair that makes 100).
    """
    top = view.top
    rows = [{"label": TEXT["pic-top"].format(top=top), "parts": [top // 10]}]
    alt = [_tens(top)]
    line = {"kind": "line", "start": 0, "stop": 100, "step": 10, "hops": []}
    line["marks"] = [{"at": top, "tone": "from"}]
    if isinstance(move, Play):
        card = move.card
        fits = can_play(card, top, view.pairs)
        lands = 100 if fits.rule == "makes-100" else card  # a pair counts on to 100
        line["marks"].append({"at": lands, "tone": "to" if fits else "wrong"})
        if lands != card:
            line["marks"].append({"at": card, "tone": "card"})
        if lands > top:  # counting on from the pile's card
            line["hops"].append([top, lands])
        if fits.rule == "makes-100":
            rows = [{"label": f"{top} + {card}", "parts": [top // 10, card // 10]}]
            alt = [TEXT["pic-make-100"].format(top=top, card=card)]
        else:
            parts = [top // 10, (card - top) // 10] if card > top else [card // 10]
            rows.append({"label": str(card), "parts": parts})
            alt.append(_tens(card))
    return {
        "kind": "tens",
        "slots": 10,
        "rows": rows,
        "sentence": (verdict.maths or "") if verdict is not None else "",
        "alt": " ".join(alt),
        "line": line,
    }


@dataclass(slots=True, eq=False)
class FeedTheKittenState(GameState):
    players: int
    cans_to_win: int
    rng: random.Random
    turn: int = 0
    round: int = 0
    kitten: int | None = None
    cans: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    draw_pile: list[int] = field(default_factory=list)
    play_pile: list[int] = field(default_factory=list)
    discard_pile: list[int] = field(default_factory=list)
    winner: int | None = None
    pairs: bool = True  # False: our variant Counting up

    @classmethod
    def start(cls, players, options, rng):
        state = cls(players=players, cans_to_win=options.cans, rng=rng, cans=[0] * players)
        state.pairs = options.pairs == "yes"
        state._new_round(first_seat(options, players), [])
        return state

    # --- setup -------------------------------------------------------------

    def _new_round(self, first: int, events: list[Event]) -> None:
        self.round += 1
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.hands = [deck[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(self.players)]
        self.draw_pile = deck[self.players * HAND_SIZE :]
        self.discard_pile = []
        while self.draw_pile[-1] == 100:
            events.append(HundredFlipped())
            self.rng.shuffle(self.draw_pile)
        self.play_pile = [self.draw_pile.pop()]
        self.turn = first
        events.append(RoundStarted(self.round, first, self.play_pile[-1]))
        self._begin_turn(events)

    def _begin_turn(self, events: list[Event]) -> None:
        """A full hand with no play at the start of a turn is swapped for five new cards."""
        hand = self.hands[self.turn]
        if len(hand) >= HAND_LIMIT and PLAYABLE_ON[self.play_pile[-1], self.pairs].isdisjoint(hand):
            old = tuple(sorted(hand))
            self.discard_pile.extend(hand)
            hand.clear()
            for _ in range(HAND_SIZE):
                self._draw_into(hand, events)
            events.append(HandSwapped(self.turn, old, tuple(sorted(hand))))

    def _can_draw(self, hand: list[int]) -> bool:
        """Room in ``hand``, and a card to draw or played cards to shuffle in."""
        refill = self.draw_pile or len(self.play_pile) > 1 or self.discard_pile
        return len(hand) < HAND_LIMIT and bool(refill)

    def _draw_into(self, hand: list[int], events: list[Event]) -> int | None:
        if not self.draw_pile:
            pile = self.play_pile[:-1] + self.discard_pile
            if not pile:
                return None
            self.play_pile = self.play_pile[-1:]
            self.discard_pile = []
            self.rng.shuffle(pile)
            self.draw_pile = pile
            events.append(Reshuffled(len(pile)))
        card = self.draw_pile.pop()
        hand.append(card)
        return card

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self):
        return () if self.winner is not None else (self.turn,)

    def legal_moves(self, seat):
        hand = self.hands[seat]
        ok = PLAYABLE_ON[self.play_pile[-1], self.pairs]
        moves: list[Move] = [PLAYS[c] for c in sorted(ok.intersection(hand))]
        if self._can_draw(hand):
            moves.append(DRAW)
        return moves or [PASS]

    def check(self, move, seat):
        hand = self.hands[seat]
        top = self.play_pile[-1]
        if isinstance(move, Play):
            if move.card not in hand:
                return refuse("not-in-hand", card=move.card)
            return VERDICTS[move.card, top, self.pairs]
        if isinstance(move, Draw):
            if len(hand) >= HAND_LIMIT:
                return refuse("hand-full")
            return DRAW_OK if self._can_draw(hand) else refuse("nothing-to-draw")
        if not PLAYABLE_ON[top, self.pairs].isdisjoint(hand):
            return refuse("pass-can-play")
        return refuse("pass-can-draw") if self._can_draw(hand) else allow("pass", key="pass-ok")

    @property
    def scores(self):
        return tuple(self.cans)

    @property
    def winners(self):
        return () if self.winner is None else (self.winner,)

    def zones(self):
        zones = {f"hand {seat}": hand for seat, hand in enumerate(self.hands)}
        zones.update(draw=self.draw_pile, play=self.play_pile, discard=self.discard_pile)
        return zones

    def view(self, seat):
        return FeedTheKittenView(
            **self.view_header(GAME_ID, seat),
            **self.hands_seen(seat),
            top=self.play_pile[-1],
            draw_pile_size=len(self.draw_pile),
            play_pile_size=len(self.play_pile),
            discard_pile_size=len(self.discard_pile),
            cans=list(self.cans),
            cans_to_win=self.cans_to_win,
            kitten=self.kitten,
            round=self.round,
            pairs=self.pairs,
        )

    # --- acting ------------------------------------------------------------

    def apply(self, move, seat):
        events: list[Event] = []
        hand = self.hands[seat]
        if isinstance(move, Play):
            top = self.play_pile[-1]
            hand.remove(move.card)
            self.play_pile.append(move.card)
            events.append(Played(seat, move.card, top, VERDICTS[move.card, top, self.pairs].rule))
            how = round_won_by(move.card, len(hand))
            if how:
                self._win_round(seat, how, events)
                return events
        elif isinstance(move, Draw):
            card = self._draw_into(hand, events)
            events.append(Drew(seat, 1, (card,)))
        else:
            events.append(Passed(seat))
        self.turn = (seat + 1) % self.players
        if len(self.hands[self.turn]) >= HAND_LIMIT:
            self._begin_turn(events)
        return events

    def _win_round(self, seat: int, how: str, events: list[Event]) -> None:
        self.cans[seat] = cans_after_win(self.cans[seat])
        self.kitten = seat
        events.append(RoundWon(seat, self.cans[seat], how))
        if game_won(self.cans[seat], self.cans_to_win):
            self.winner = seat
            events.append(GameWon((seat,), self.cans[seat]))
        else:
            self._new_round(seat, events)

    def determinize(self, seat, rng):
        twin = self.twin(rng)
        hidden = [h for s, h in enumerate(twin.hands) if s != seat]
        redeal([*hidden, twin.draw_pile, twin.discard_pile], rng)
        return twin


def narrate(event: Event, names: Sequence[str]) -> str:
    """One event in kid words: the sentence of its kind, filled with its fields."""
    if isinstance(event, Played):
        return told(TEXT, event, names, why=TEXT[f"why-{event.rule}"])
    if isinstance(event, Drew) and event.cards:
        return told(TEXT, event, names, card=event.cards[0])
    if isinstance(event, RoundWon):
        return told(TEXT, event, names, f"won-{event.how}", cans=count(event.score, "can"))
    if isinstance(event, GameWon):
        return told(TEXT, event, names, times=count(event.score, "time"))
    return told(TEXT, event, names)  # drew (hidden), reshuffled, passed, hand-swapped, ...
