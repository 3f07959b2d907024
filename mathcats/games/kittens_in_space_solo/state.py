"""Kittens in Space, solo: one child against Alastair, on a 0-9 line without looping.

Cards go 1 or 2 up or down. A 0 on a stack scores for the child, a 9 for
Alastair. The six face-up cards are a shared hand, a conveyor: new cards come
in at the left, the rightmost card leaves at the end of each turn.
Rules in our own words: docs/rules/kittens-in-space-solo.md.

Moves name a card by its slot in the shared hand (0 is the leftmost), so two
cards of the same value are never confused, and a stack by its index (0 is
the leftmost). Alastair is not a seat: his turn happens inside ``apply``
after the child's ``done``, as events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from pydantic import Field

from ...engine import Event, GameOptions, GameState, Move, Verdict, View
from ...engine.actions import Done
from ...engine.events import GameWon, Reshuffled, told
from ...engine.text import listed
from ...engine.verdict import worded
from ..ring import counted_on, sentence
from ..space_cards import ring
from .words import TEXT

GAME_ID = "kittens-in-space-solo"

BASES = {"easy": 4, "normal": 5, "difficult": 6}
STACKS = 4
HAND_SIZE = 6
START_STACKS = (1, 2)  # the Closed card starts on one of the two middle stacks
PLAYER_SCORES, ALASTAIR_SCORES = 0, 9

# Turn steps.
SETUP, PLAY, FINISH = "choose-closed", "play", "finish"


allow, refuse = worded(TEXT)  # refuse("covered", n=3): the verdict in TEXT's words


def can_place(card: int, top: int) -> Verdict:
    """May ``card`` go on a stack showing ``top``? Exactly 1 or 2 up or down, within 0-9."""
    steps = abs(card - top)
    words = {"card": card, "top": top, "steps": steps}
    if card == top:
        return refuse("same", f"{top} + 0 = {card}", **words)
    way, maths = "up" if card > top else "down", sentence(top, card - top)
    if steps <= 2:
        return allow(way, maths, **words)
    if steps >= 8 and card > top:  # 1 or 2 down round the big game's loop; solo does not loop
        return refuse("below-0", sentence(top, steps - 10))
    if steps >= 8:  # 1 or 2 up round the loop
        return refuse("past-9", sentence(top, 10 - steps))
    return refuse(f"too-far-{way}", maths, **words)


# The cards can_place lets go on each top, made once: the rule is stated only in can_place.
FITS = tuple(frozenset(card for card in range(10) if can_place(card, top)) for top in range(10))


@cache
def open_stacks(closed: int | None, played: tuple[int, ...]) -> tuple[int, ...]:
    """The stacks the child may play on now: not the closed one, none played on this turn."""
    return tuple(s for s in range(STACKS) if s != closed and s not in played)


def why_not(view: KittensInSpaceSoloView, slot: int) -> Verdict:
    """Why the card in hand slot ``slot`` starts no move now, naming the numbers."""
    card = view.hand[slot]
    if view.step == SETUP:
        return refuse("choose-closed-first", key="close-first-card", card=card)
    if view.step == FINISH and view.played:
        return refuse("playing-over", key="card-stays", card=card)
    stacks = open_stacks(view.closed, tuple(view.played))
    if not stacks:
        return refuse("no-stack-left", card=card)
    tops = listed([str(top) for top in sorted({view.stacks[s] for s in stacks})], "or")
    return refuse("fits-no-stack", card=card, tops=tops)


def picture(view: KittensInSpaceSoloView, move=None, verdict=None, picked=None) -> dict:
    """The tops' ring, a wall between 9 and 0: hand slot ``picked`` marked, or ``move``'s hop."""
    hand, tops = view.hand, view.stacks
    if isinstance(move, Place) and move.slot < len(hand) and move.stack < len(tops):
        top, card = tops[move.stack], hand[move.slot]
        return ring(tops, False, card, top, card - top, verdict)
    return ring(tops, False, hand[picked] if picked is not None and picked < len(hand) else None)


def hop_numbers(event: Event) -> list[int]:
    """The numbers a placed card's hop counts on, straight along 0-9 (none for other events)."""
    return counted_on(event.top, event.card - event.top) if isinstance(event, Placed) else []


def scorer(card: int) -> str | None:
    """Who scores when ``card`` lands on a stack: "player" (a 0), "alastair" (a 9), else None."""
    return "player" if card == PLAYER_SCORES else "alastair" if card == ALASTAIR_SCORES else None


def top_after(card: int, base: int) -> int:
    """A stack's top once ``card`` lands on it: a card that scores resets it to ``base``."""
    return base if scorer(card) else card


def points_after_win(points: int) -> int:
    """The points of whoever a landing 0 or 9 scores for: one more."""
    return points + 1


def turn_end(hand: Sequence[int]) -> tuple[list[int], int | None]:
    """A hand as a turn ends: the cards kept, and the rightmost one thrown away (None if empty)."""
    return list(hand[:-1]), (hand[-1] if hand else None)


def game_won(points: int, points_to_win: int) -> bool:
    return points >= points_to_win


def _rightmost(hand: Sequence[int], card: int) -> int:
    """The slot of the rightmost ``card`` in ``hand``."""
    return len(hand) - 1 - list(reversed(hand)).index(card)


def alastair_plays(
    hand: Sequence[int], stacks: Sequence[int], closed: int, base: int
) -> list[tuple[int, int]]:
    """Alastair's Offense play, then his Defense play, as (card value, stack index).

    Offense: the highest open stack any card fits, with the highest card that
    fits. Defense: the same on the lowest open stack other than the Offense
    one. Ties go to the leftmost stack. A play that makes 0 or 9 resets its
    stack to ``base`` before Defense chooses. A phase with no play is left out.
    """
    cards, tops, free = list(hand), list(stacks), list(open_stacks(closed, ()))
    plays: list[tuple[int, int]] = []
    for highest in (True, False):
        fitting = {stack: [card for card in cards if card in FITS[tops[stack]]] for stack in free}
        choices = [stack for stack in free if fitting[stack]]
        if not choices:
            break
        # max and min keep the first of equals: the leftmost stack wins ties.
        stack = (max if highest else min)(choices, key=tops.__getitem__)
        card = max(fitting[stack])
        plays.append((card, stack))
        cards.pop(_rightmost(cards, card))
        tops[stack] = top_after(card, base)
        free.remove(stack)
    return plays


class KittensInSpaceSoloOptions(GameOptions):
    difficulty: Literal["easy", "normal", "difficult"] = Field(
        "normal", description="Stacks start at 4 (easy), 5 (normal) or 6 (difficult)."
    )
    points: int = Field(3, ge=1, le=5, description="Points needed to win the game.")


@dataclass(frozen=True, slots=True)
class Close(Move):
    """Put the Closed card on ``stack``: at the start, or after playing on it."""

    kind = "close"
    stack: int


@dataclass(frozen=True, slots=True)
class Place(Move):
    """Play the card in hand slot ``slot`` (0 is the leftmost) on ``stack``."""

    kind = "place"
    slot: int
    stack: int


@dataclass(frozen=True, slots=True)
class Swap(Move):
    """Free Adoption: swap the cards in slots ``a`` and ``b`` (either order).

    ``legal_moves`` lists each swap once, with ``a < b``.
    """

    kind = "swap"
    a: int
    b: int


# Every move of the child, made once: legal_moves hands out these same objects.
CLOSES = tuple(Close(stack) for stack in range(STACKS))
PLACES = tuple(tuple(Place(slot, stack) for stack in range(STACKS)) for slot in range(HAND_SIZE))
_SWAP = {(a, b): Swap(a, b) for a in range(HAND_SIZE) for b in range(a + 1, HAND_SIZE)}
SWAPS = tuple(  # for each hand size, the swaps of its slots
    tuple(_SWAP[a, b] for a in range(n) for b in range(a + 1, n)) for n in range(HAND_SIZE + 1)
)
DONE = Done()


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind = "turn-started"
    who: str  # "player" or "alastair"


@dataclass(frozen=True, slots=True)
class Refilled(Event):
    kind = "refilled"
    cards: tuple[int, ...]  # in the order they came in; the last is now leftmost


@dataclass(frozen=True, slots=True)
class NoPlay(Event):
    kind = "no-play"


@dataclass(frozen=True, slots=True)
class ClosedMoved(Event):
    kind = "closed-moved"
    stack: int
    start: bool


@dataclass(frozen=True, slots=True)
class Placed(Event):
    kind = "placed"
    news = True
    by: str  # "player", or Alastair's phase: "offense" or "defense"
    card: int
    stack: int
    top: int


@dataclass(frozen=True, slots=True)
class AlastairSkipped(Event):
    kind = "alastair-skipped"
    phase: str  # "offense" (so he plays nothing) or "defense"


@dataclass(frozen=True, slots=True)
class Scored(Event):
    kind = "scored"
    news = True
    who: str
    points: int


@dataclass(frozen=True, slots=True)
class StackReset(Event):
    kind = "stack-reset"
    stack: int
    base: int
    discarded: int


@dataclass(frozen=True, slots=True)
class AdoptionReady(Event):
    kind = "adoption-ready"


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    kind = "swapped"
    a: int
    b: int
    card_a: int
    card_b: int


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    kind = "discarded"
    who: str
    card: int


class KittensInSpaceSoloView(View):
    hand: list[int]  # the shared hand, left to right
    stacks: list[int]  # top values, left to right
    stack_sizes: list[int]
    closed: int | None  # None until the first move places it
    base: int
    difficulty: str
    deck_size: int
    discard_size: int
    player_points: int
    alastair_points: int
    points_to_win: int
    free_adoption: bool
    step: str  # "choose-closed", "play", "finish" (swap or done), or "over"
    played: list[int]  # stacks played on this turn
    deck: list[int] | None = None  # teacher only: the draw pile, next card first


@dataclass(slots=True, eq=False)
class KittensInSpaceSoloState(GameState):
    players: int
    rng: random.Random
    base: int
    difficulty: str
    points_to_win: int
    hand: list[int] = field(default_factory=list)
    stacks: list[list[int]] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)  # the next card is the last
    discard: list[int] = field(default_factory=list)
    closed: int | None = None
    step: str = SETUP
    played: list[int] = field(default_factory=list)
    free_adoption: bool = True
    player_points: int = 0
    alastair_points: int = 0
    finished: bool = False

    @classmethod
    def start(cls, players, options, rng):
        base = BASES[options.difficulty]
        deck = [value for value in range(10) for _ in range(4) if value != base]
        rng.shuffle(deck)
        stacks = [[base] for _ in range(STACKS)]
        state = cls(
            players, rng, base, options.difficulty, options.points, stacks=stacks, deck=deck
        )
        state._refill([])
        return state

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self):
        return () if self.finished else (0,)

    def legal_moves(self, seat):
        if self.step == SETUP:
            return [CLOSES[stack] for stack in START_STACKS]
        if self.step == FINISH:
            swaps = SWAPS[len(self.hand)] if self.free_adoption else ()
            return [*swaps, DONE]
        return [*self._places(), *(CLOSES[stack] for stack in self.played)]

    def _places(self) -> list[Place]:
        """Every card the player may put on a stack now."""
        hand, stacks = self.hand, self.stacks
        return [
            PLACES[slot][stack]
            for stack in open_stacks(self.closed, tuple(self.played))
            for slot, card in enumerate(hand)
            if card in FITS[stacks[stack][-1]]
        ]

    def check(self, move, seat):
        if isinstance(move, Close):
            if self.step == SETUP:
                if move.stack not in START_STACKS:
                    return refuse("start-middle")
                return allow("start", key="start-ok", n=move.stack + 1)
            if self.step == FINISH:
                return refuse("closed-moved" if self.played else "closed-stays")
            if move.stack not in self.played:
                return refuse("close-played" if self.played else "play-first")
            return allow("close", key="close-ok", n=move.stack + 1)
        if self.step == SETUP:
            return refuse("choose-closed-first")
        if isinstance(move, Place):
            # In a turn with no play, the reasons below say why this card does not fit.
            if self.step == FINISH and self.played:
                return refuse("playing-over")
            if not 0 <= move.slot < len(self.hand):
                return refuse("no-such-card")
            if not 0 <= move.stack < STACKS:
                return refuse("no-such-stack")
            if move.stack == self.closed:
                return refuse("stack-closed")
            if move.stack in self.played:
                return refuse("one-per-stack")
            return can_place(self.hand[move.slot], self.stacks[move.stack][-1])
        if self.step == PLAY:
            if isinstance(move, Swap) and self._in_hand(move.a, move.b):
                key = "swap-later" if self.played else "play-first-swap"
                rule = "swap-later" if self.played else "play-first"
                return refuse(rule, key=key, a=self.hand[move.a], b=self.hand[move.b])
            return refuse("close-first" if self.played else "play-first")
        if isinstance(move, Done):
            return allow("done", key="done-ok")
        if not self.free_adoption:
            return refuse("adoption-used")
        if move.a == move.b:
            return refuse("swap-same")
        if not self._in_hand(move.a, move.b):
            return refuse("no-such-card")
        return allow("swap", key="swap-ok")

    def _in_hand(self, *slots: int) -> bool:
        return all(0 <= slot < len(self.hand) for slot in slots)

    @property
    def scores(self):
        return (self.player_points,)

    @property
    def winners(self):
        return (0,) if self.finished and self.player_points >= self.points_to_win else ()

    def zones(self):
        zones = {"hand": self.hand, "deck": self.deck, "discard": self.discard}
        zones.update({f"stack {n + 1}": pile for n, pile in enumerate(self.stacks)})
        return zones

    def view(self, seat):
        return KittensInSpaceSoloView(
            **self.view_header(GAME_ID, seat),
            hand=list(self.hand),
            stacks=[pile[-1] for pile in self.stacks],
            stack_sizes=[len(pile) for pile in self.stacks],
            closed=self.closed,
            base=self.base,
            difficulty=self.difficulty,
            deck_size=len(self.deck),
            discard_size=len(self.discard),
            player_points=self.player_points,
            alastair_points=self.alastair_points,
            points_to_win=self.points_to_win,
            free_adoption=self.free_adoption,
            step="over" if self.finished else self.step,
            played=list(self.played),
            deck=list(reversed(self.deck)) if seat is None else None,
        )

    # --- acting ------------------------------------------------------------

    def apply(self, move, seat):
        events: list[Event] = []
        if isinstance(move, Close):
            events.append(ClosedMoved(move.stack, self.step == SETUP))
            self.closed = move.stack
            if self.step == SETUP:
                self._player_turn(events)
            else:
                self.step = FINISH
        elif isinstance(move, Place):
            self.played.append(move.stack)
            self._place(move.slot, move.stack, "player", events)
        elif isinstance(move, Swap):
            hand = self.hand
            events.append(Swapped(move.a, move.b, hand[move.a], hand[move.b]))
            hand[move.a], hand[move.b] = hand[move.b], hand[move.a]
            self.free_adoption = False
        else:  # Done: the rightmost card goes, Alastair plays his turn, then the child's comes
            self._discard("player", events)
            events.append(TurnStarted("alastair"))
            self._refill(events)
            tops = [pile[-1] for pile in self.stacks]
            plays = alastair_plays(self.hand, tops, self.closed, self.base)
            for phase, (card, stack) in zip(("offense", "defense"), plays, strict=False):
                self._place(_rightmost(self.hand, card), stack, phase, events)
                if self.finished:
                    return events
            if len(plays) < 2:
                events.append(AlastairSkipped("defense" if plays else "offense"))
            self._discard("alastair", events)
            self._player_turn(events)
        return events

    def _player_turn(self, events: list[Event]) -> None:
        events.append(TurnStarted("player"))
        self._refill(events)
        self.played = []
        self.step = PLAY
        if not self._places():
            events.append(NoPlay())
            self.step = FINISH

    def _refill(self, events: list[Event]) -> None:
        """New cards come in at the left, one at a time, up to six (or while any are left)."""
        new = []
        while len(self.hand) < HAND_SIZE:
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
                events.append(Reshuffled(len(self.deck)))
            card = self.deck.pop()
            self.hand.insert(0, card)
            new.append(card)
        if new:
            events.append(Refilled(tuple(new)))

    def _discard(self, who: str, events: list[Event]) -> None:
        self.hand, card = turn_end(self.hand)
        if card is not None:
            self.discard.append(card)
            events.append(Discarded(who, card))

    def _place(self, slot: int, stack: int, by: str, events: list[Event]) -> None:
        """Move a hand card onto a stack, then score and reset on a 0 or a 9."""
        card = self.hand.pop(slot)
        pile = self.stacks[stack]
        events.append(Placed(by, card, stack, pile[-1]))
        pile.append(card)
        who = scorer(card)
        if who == "player":
            self.player_points = points_after_win(self.player_points)
            points = self.player_points
            events.append(Scored(who, points))
            if not self.free_adoption:
                self.free_adoption = True
                events.append(AdoptionReady())
        elif who == "alastair":
            self.alastair_points = points_after_win(self.alastair_points)
            points = self.alastair_points
            events.append(Scored(who, points))
        else:
            return
        self.discard.extend(pile[1:])
        events.append(StackReset(stack, self.base, len(pile) - 1))
        del pile[1:]
        if game_won(points, self.points_to_win):
            self.finished = True
            events.append(GameWon((0,) if who == "player" else (), points))

    def determinize(self, seat, rng):
        """Only the order of the draw pile is hidden; everything else is face up."""
        twin = self.twin(rng)
        twin.deck.sort()  # the same from any deal
        rng.shuffle(twin.deck)
        return twin


def narrate(event: Event, names: Sequence[str]) -> str:
    """One event in kid words: ``TEXT[event.kind]`` told with the event's fields, or as below.

    ``names[0]`` is the child; Alastair is the computer.
    """
    key, words = "", {"name": names[0]}
    if hasattr(event, "stack"):
        words["n"] = event.stack + 1
    if isinstance(event, (TurnStarted, Scored)):
        key = f"turn-{event.who}" if isinstance(event, TurnStarted) else f"{event.who}-scored"
    elif isinstance(event, Refilled):
        words["cards"] = listed([str(card) for card in event.cards])
    elif isinstance(event, ClosedMoved):
        key = "start" if event.start else "moved"
    elif isinstance(event, Placed):
        key = "placed" if event.by == "player" else event.by
        words["why"] = can_place(event.card, event.top).words
    elif isinstance(event, AlastairSkipped):
        key = "alastair-stuck" if event.phase == "offense" else "alastair-one"
    elif isinstance(event, Swapped):
        words.update(a=event.card_a, b=event.card_b)
    elif isinstance(event, GameWon):
        key = "player-won" if event.seats else "alastair-won"
    return told(TEXT, event, names, key, **words)  # and stack-reset, reshuffled, discarded, ...
