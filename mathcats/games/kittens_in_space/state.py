"""Kittens in Space: play 1 or 2 up (rescue) or down (adopt) on a looping 0-9 ring.

Rules in our own words: docs/rules/kittens-in-space.md.

A card is an int code: 0-9 is a plain kitten of that value, and BELL + value
(10-19) is the one kitten of that value that carries a Cat Bell.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import Field

from ...engine import Event, GameOptions, GameState, Move, Verdict, View
from ...engine.actions import Draw, Pass
from ...engine.events import Drew, GameWon, Passed, Reshuffled, RoundWon, told
from ...engine.game import first_seat, redeal
from ..ring import counted_on, hop
from ..space_cards import ring
from .rules import (
    BELL,
    DECK,
    FIRST_STACK,
    FITS,
    HAND_SIZES,
    SIDE_OF,
    SIGNS,
    STACKS,
    _no_adoption,
    allow,
    can_stack,
    card_words,
    count,
    flipped,
    game_won,
    has_bell,
    open_stacks,
    points_after_win,
    refuse,
    round_won,
    sides,
    value,
)
from .words import TEXT

GAME_ID = "kittens-in-space"


def hop_numbers(event: Event) -> list[int]:
    """The numbers a stacked card's hop counts on, from its stack's top (none for other events)."""
    if not isinstance(event, Stacked):
        return []
    return counted_on(event.top, hop(event.card, event.top, SIGNS.get(event.side, 0)))


def why_not(view: KittensInSpaceView, code: int) -> Verdict:
    """Why the hand card ``code`` starts no move for ``view.seat`` now (not what would fit)."""
    card = value(code)
    if view.choosing is not None:
        return refuse("pick-start-first", key="start-first-card", card=card)
    stacks = open_stacks(view.save_em, view.rescue_side == "right", tuple(view.played_stacks))
    if not stacks:
        return refuse("no-stack-left", card=card)
    key = "side-needs" if view.played_stacks else "fits-nowhere"
    return refuse(key, card=card)


def why_not_adopt(view: KittensInSpaceView) -> Verdict | None:
    """Why Free Adoption starts no move for ``view.seat`` now (None: it does), as ``check`` says."""
    if view.choosing is not None or view.played_stacks:
        return refuse("pick-start-first" if view.choosing is not None else "finish-turn")
    rule = _no_adoption(view.free_adoption_used[view.seat], len(view.hand))
    return refuse(rule) if rule else None


def picture(view: KittensInSpaceView, move=None, verdict=None, picked=None) -> dict:
    """The ring of ``view``'s stack tops: with a ``picked`` card code, or ``move``'s hop."""
    tops = [value(t) for t in view.tops]
    if isinstance(move, (StackCard, Adopt)) and 0 <= move.stack < len(tops):
        top, card = tops[move.stack], value(move.card)
        steps = hop(card, top, SIGNS.get(view.sides[move.stack], 0))
        return ring(tops, True, card, top, steps, verdict)
    return ring(tops, True, None if picked is None else value(picked))


class KittensInSpaceOptions(GameOptions):
    points: int = Field(3, ge=1, le=4, description="Points needed to win the game.")
    first_seat: int = Field(0, ge=0, le=5, description="Who starts the first round.")
    hops: int = Field(2, ge=1, le=2, description="Longest hop: 2, or 1 (our small hops variant).")


@dataclass(frozen=True, slots=True)
class StackCard(Move):
    """Put one card from the hand onto one stack (part of a Stack Kittens turn)."""

    kind = "stack"
    card: int
    stack: int


@dataclass(frozen=True, slots=True)
class Place(Move):
    """Move the Save 'Em card onto a stack played on this turn; the turn ends."""

    kind = "place"
    stack: int


@dataclass(frozen=True, slots=True)
class Adopt(Move):
    """Free Adoption: any card onto any open stack, as the whole turn."""

    kind = "adopt"
    card: int
    stack: int


@dataclass(frozen=True, slots=True)
class ChooseStart(Move):
    """Before a later round: where the Save 'Em card starts."""

    kind = "start"
    stack: int


# Every move built once: moves are frozen values, so legal_moves hands out these.
STACK_MOVES = tuple(tuple(StackCard(c, i) for i in range(STACKS)) for c in range(2 * BELL))
ADOPT_MOVES = tuple(tuple(Adopt(c, i) for i in range(STACKS)) for c in range(2 * BELL))
PLACES = tuple(Place(i) for i in range(STACKS))
STARTS = tuple(ChooseStart(i) for i in range(STACKS))
DRAW, PASS = Draw(), Pass()


def bells_rung(move: Move, bells_this_turn: int) -> int:
    """The bells that flip Rescue as ``move`` is made.

    A Place ends a turn that stacked ``bells_this_turn`` bell cards; an Adopt
    rings its own card's bell; other moves flip nothing.
    """
    if isinstance(move, Place):
        return bells_this_turn
    return int(isinstance(move, Adopt) and has_bell(move.card))


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind = "round-started"
    round: int
    seat: int  # who goes first
    chooser: int | None  # who picks the Save 'Em stack (None in round 1)


@dataclass(frozen=True, slots=True)
class SaveEmSet(Event):
    kind = "save-em-set"
    seat: int | None  # who chose the stack (None: the first round's 3rd stack)
    stack: int
    rescue_right: bool


@dataclass(frozen=True, slots=True)
class Stacked(Event):
    kind = "stacked"
    seat: int
    card: int
    stack: int
    top: int
    side: str


@dataclass(frozen=True, slots=True)
class Adopted(Event):
    kind = "adopted"
    seat: int
    card: int
    stack: int
    top: int


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    kind = "flipped"
    bells: int
    rescue_right: bool


@dataclass(frozen=True, slots=True)
class Placed(SaveEmSet):  # Save 'Em set at the end of a turn, by the seat that played
    kind = "placed"
    news = True


class KittensInSpaceView(View):
    """Cards are codes: the number is ``card % 10``; 10-19 carry a Cat Bell."""

    hand: list[int]
    tops: list[int]
    stack_sizes: list[int]
    save_em: int | None  # None while the chooser picks its stack
    rescue_side: str  # "left" or "right" of the Save 'Em card
    sides: list[str | None]  # per stack: "rescue", "adopt" or None (covered)
    choosing: int | None  # the seat picking the Save 'Em stack, if any
    played_stacks: list[int]  # stacks played on this turn, in order
    bells_this_turn: int
    hand_sizes: list[int]
    draw_pile_size: int
    free_adoption_used: list[bool]
    points: list[int]
    points_to_win: int
    round: int
    hops: int  # the longest hop allowed: 2, or 1 in our small hops variant
    hands: list[list[int]] | None = None


@dataclass(slots=True, eq=False)
class KittensInSpaceState(GameState):
    players: int
    points_to_win: int
    rng: random.Random
    hops: int = 2
    turn: int = 0
    round: int = 0
    chooser: int | None = None
    save_em: int = FIRST_STACK
    rescue_right: bool = True
    played: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    adoption_used: list[bool] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    stacks: list[list[int]] = field(default_factory=list)
    draw_pile: list[int] = field(default_factory=list)
    winner: int | None = None

    @classmethod
    def start(cls, players, options, rng):
        state = cls(players, options.points, rng, options.hops, points=[0] * players)
        state._deal(first_seat(options, players), None, [])
        return state

    # --- setup -------------------------------------------------------------

    def _deal(self, first: int, chooser: int | None, events: list[Event]) -> None:
        """A new round: full shuffle, four stacks, hands, Save 'Em's random way round."""
        self.round += 1
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.stacks = [[deck.pop()] for _ in range(STACKS)]
        size = HAND_SIZES[self.players]
        self.hands = [deck[i * size : (i + 1) * size] for i in range(self.players)]
        self.draw_pile = deck[self.players * size :]
        self.rescue_right = self.rng.random() < 0.5
        self.adoption_used = [False] * self.players
        self.played = []
        self.turn = first
        self.chooser = chooser
        self.save_em = FIRST_STACK
        events.append(RoundStarted(self.round, first, chooser))
        if chooser is None:
            events.append(SaveEmSet(None, FIRST_STACK, self.rescue_right))

    def _can_draw(self) -> bool:
        return bool(self.draw_pile) or any(len(s) > 1 for s in self.stacks)

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self):
        waiting = self.turn if self.chooser is None else self.chooser  # a later round's chooser
        return () if self.winner is not None else (waiting,)

    def _stack_moves(self, seat: int) -> list[Move]:
        cards = sorted(set(self.hands[seat]))
        moves: list[Move] = []
        for i, sign in open_stacks(self.save_em, self.rescue_right, tuple(self.played)):
            near = FITS[self.hops, sign][self.stacks[i][-1] % BELL]
            moves += [STACK_MOVES[c][i] for c in cards if c % BELL in near]
        return moves

    def _no_adoption(self, seat: int) -> str:
        return _no_adoption(self.adoption_used[seat], len(self.hands[seat]))

    def legal_moves(self, seat):
        if self.chooser is not None:
            return list(STARTS)
        moves = self._stack_moves(seat)
        if self.played:
            return moves + [PLACES[i] for i in sorted(self.played)]
        if not self._no_adoption(seat):
            cards = sorted(set(self.hands[seat]))
            moves += [ADOPT_MOVES[c][i] for i in range(STACKS) if i != self.save_em for c in cards]
        if self._can_draw():
            moves.append(DRAW)
        return moves or [PASS]

    def check(self, move, seat):
        if isinstance(move, (ChooseStart, Place)):  # Save 'Em starts (a later round), or moves
            starting = isinstance(move, ChooseStart)
            if starting != (self.chooser is not None):
                return refuse("already-started" if starting else "pick-start-first")
            if not (starting or self.played):
                return refuse("play-first")
            if not 0 <= move.stack < STACKS:
                return refuse("no-such-stack")
            if not (starting or move.stack in self.played):
                return refuse("place-not-played")
            return allow(move.kind, key=f"{move.kind}-ok", n=move.stack + 1)
        if self.chooser is not None:
            return refuse("pick-start-first")
        if self.played and not isinstance(move, StackCard):
            return refuse("finish-turn")
        if isinstance(move, Draw):
            return allow("draw", key="draw-ok") if self._can_draw() else refuse("nothing-to-draw")
        if isinstance(move, Pass):
            if self._stack_moves(seat) or not self._no_adoption(seat):
                return refuse("pass-can-play")
            return refuse("pass-can-draw") if self._can_draw() else allow("pass", key="pass-ok")
        adopting = isinstance(move, Adopt)
        if adopting and self._no_adoption(seat):
            return refuse(self._no_adoption(seat))
        if not 0 <= move.stack < STACKS:
            return refuse("no-such-stack")
        if not 0 <= move.card < 2 * BELL:
            return refuse("no-such-card")
        if move.card not in self.hands[seat]:
            return refuse("not-in-hand", card=card_words(move.card))
        if move.stack == self.save_em:
            return refuse("covered", n=move.stack + 1)
        top = value(self.stacks[move.stack][-1])
        if adopting:
            return allow("free-adoption", key="adopt-ok", top=top)
        if move.stack in self.played:
            return refuse("already-played", n=move.stack + 1)
        right = bool(self.played) and self.played[0] > self.save_em  # the side started on
        if self.played and (move.stack > self.save_em) != right:
            return refuse("other-side", side=TEXT["right" if right else "left"])
        sign = sides(self.save_em, self.rescue_right)[move.stack]
        return can_stack(value(move.card), top, SIDE_OF[sign], self.hops)

    @property
    def scores(self):
        return tuple(self.points)

    @property
    def winners(self):
        return () if self.winner is None else (self.winner,)

    @property
    def bells_this_turn(self) -> int:
        """The bell cards stacked so far this turn."""
        return sum(has_bell(self.stacks[i][-1]) for i in self.played)

    def zones(self):
        zones = {f"hand {seat}": hand for seat, hand in enumerate(self.hands)}
        zones.update({f"stack {i}": s for i, s in enumerate(self.stacks)}, draw=self.draw_pile)
        return zones

    def view(self, seat):
        choosing = self.chooser is not None
        signs = (0,) * STACKS if choosing else sides(self.save_em, self.rescue_right)
        return KittensInSpaceView(
            **self.view_header(GAME_ID, seat),
            **self.hands_seen(seat),
            tops=[stack[-1] for stack in self.stacks],
            stack_sizes=[len(stack) for stack in self.stacks],
            save_em=None if choosing else self.save_em,
            rescue_side="right" if self.rescue_right else "left",
            sides=[SIDE_OF[sign] for sign in signs],
            choosing=self.chooser,
            played_stacks=list(self.played),
            bells_this_turn=self.bells_this_turn,
            draw_pile_size=len(self.draw_pile),
            free_adoption_used=list(self.adoption_used),
            points=list(self.points),
            points_to_win=self.points_to_win,
            round=self.round,
            hops=self.hops,
        )

    # --- acting ------------------------------------------------------------

    def apply(self, move, seat):
        events: list[Event] = []
        hand = self.hands[seat]
        if isinstance(move, ChooseStart):
            self.save_em = move.stack
            self.chooser = None
            events.append(SaveEmSet(seat, move.stack, self.rescue_right))
        elif isinstance(move, (StackCard, Adopt)):
            stack = self.stacks[move.stack]
            top = value(stack[-1])
            hand.remove(move.card)
            stack.append(move.card)
            if isinstance(move, Adopt):
                self.adoption_used[seat] = True
                events.append(Adopted(seat, value(move.card), move.stack, top))
                self._move_save_em(seat, bells_rung(move, self.bells_this_turn), move.stack, events)
            else:
                self.played.append(move.stack)
                side = SIDE_OF[sides(self.save_em, self.rescue_right)[move.stack]]
                events.append(Stacked(seat, value(move.card), move.stack, top, side))
                if round_won(len(hand)):
                    self._win_round(seat, events)
        elif isinstance(move, Place):
            self._move_save_em(seat, bells_rung(move, self.bells_this_turn), move.stack, events)
        elif isinstance(move, Draw):
            if not self.draw_pile:  # every stack's cards but its top, shuffled
                self.draw_pile = [card for stack in self.stacks for card in stack[:-1]]
                self.stacks = [stack[-1:] for stack in self.stacks]
                self.rng.shuffle(self.draw_pile)
                events.append(Reshuffled(len(self.draw_pile)))
            hand.append(self.draw_pile.pop())
            events.append(Drew(seat, 1, (hand[-1],)))
            self._next_turn()
        else:
            events.append(Passed(seat))
            self._next_turn()
        return events

    def _move_save_em(self, seat: int, bells: int, to: int, events: list[Event]) -> None:
        """End a stacking turn: one flip per bell rung, then cover ``to``."""
        if bells:
            self.rescue_right = flipped(self.rescue_right, bells)
            events.append(Flipped(bells, self.rescue_right))
        self.save_em = to
        events.append(Placed(seat, to, self.rescue_right))
        self._next_turn()

    def _next_turn(self) -> None:
        self.played = []
        self.turn = (self.turn + 1) % self.players

    def _win_round(self, seat: int, events: list[Event]) -> None:
        self.points[seat] = points_after_win(self.points[seat])
        events.append(RoundWon(seat, self.points[seat]))
        if game_won(self.points[seat], self.points_to_win):
            self.winner = seat
            self.played = []
            events.append(GameWon((seat,), self.points[seat]))
        else:
            self._deal((seat + 1) % self.players, (seat - 1) % self.players, events)

    def determinize(self, seat, rng):
        """Other hands, the draw pile and the cards under each stack's top are hidden."""
        twin = self.twin(rng)
        buried = [stack[:-1] for stack in twin.stacks]
        others = [h for s, h in enumerate(twin.hands) if s != seat]
        redeal([*others, twin.draw_pile, *buried], rng)
        twin.stacks = [under + stack[-1:] for under, stack in zip(buried, twin.stacks, strict=True)]
        return twin


def narrate(event: Event, names: Sequence[str]) -> str:
    """One event in kid words: ``TEXT[event.kind]`` told with the event's fields, or as below."""
    if isinstance(event, RoundStarted) and event.chooser is not None:
        return told(TEXT, event, names, "round-started-chooser", chooser=names[event.chooser])
    if isinstance(event, SaveEmSet):  # and Placed
        key = "save-em-chosen" if event.kind == "save-em-set" and event.seat is not None else ""
        rescue = TEXT["right" if event.rescue_right else "left"]
        return told(TEXT, event, names, key, n=event.stack + 1, rescue=rescue)
    if isinstance(event, Stacked):
        steps = hop(event.card, event.top, SIGNS[event.side])
        loop = "" if 0 <= event.top + steps <= 9 else "-loop"
        return told(TEXT, event, names, f"stacked-{event.side}{loop}", step=abs(steps))
    if isinstance(event, Flipped):
        key, n = "flipped-one" if event.bells == 1 else "flipped-many", event.bells
        return told(TEXT, event, names, key, bells=count(n, "bell"), times=count(n, "time"))
    if isinstance(event, Drew) and event.cards:
        return told(TEXT, event, names, card=card_words(event.cards[0]))
    return told(TEXT, event, names)  # drew (hidden), reshuffled, adopted, passed, won
