"""Kittens in Space: play 1 or 2 up (rescue) or down (adopt) on a looping 0-9 ring.

Rules in our own words: docs/rules/kittens-in-space.md.

A card is an int code: 0-9 is a plain kitten of that value, and BELL + value
(10-19) is the one kitten of that value that carries a Cat Bell.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from pydantic import Field

from ..engine import Event, Game, GameOptions, GameState, Move, Verdict, View, register
from ..engine.actions import Draw, Pass
from ..engine.events import Drew, GameWon, Reshuffled, RoundWon, told
from ..engine.game import first_seat, redeal
from ..engine.text import listed, nouns
from ..engine.verdict import worded

BELL = 10
DECK = (*tuple(range(10)) * 3, *range(BELL, BELL + 10))
HAND_SIZES = {2: 10, 3: 8, 4: 6, 5: 5, 6: 5}
STACKS = 4
FIRST_STACK = 2  # the 3rd stack from the left
ADOPTION_MIN = 3
SIGNS = {"rescue": 1, "adopt": -1}
SIDE_OF = {1: "rescue", -1: "adopt", 0: None}  # a stack's side by its sign (0: covered)

# Every sentence a child reads in this game.
TEXT = {
    # can_stack
    "rescue": "{card} is {step} more than {top}.",
    "rescue-loop": "{top} + {step} goes past 9. It lands on {card}.",
    "adopt": "{card} is {step} less than {top}.",
    "adopt-loop": "{top} - {step} goes below 0. It lands on {card}.",
    "same-number": "{card} is the same as {top}. {side} needs {needs}.",
    "wrong-way-rescue": "{card} goes down. Rescue goes up: {needs}.",
    "wrong-way-adopt": "{card} goes up. Adopt goes down: {needs}.",
    "too-far": "{card} is too far from {top}. {side} needs {needs}.",
    # why a hand card starts no move
    "fits-nowhere": "The stacks need {needs}, not {card}.",
    "side-needs": "This side needs {needs}, not {card}.",
    "no-stack-left": "No stack is left on this side for {card}.",
    "start-first-card": "Pick a stack for Save 'Em first. Your {card} must wait.",
    # the ring picture (the solo game draws it too)
    "ring-top": "top",
    "ring-card": "card",
    "ring-both": "both",
    "ring-tops": "The stacks show {tops}.",
    "ring-picked": "Your {card}. The stacks show {tops}.",
    "side-rescue": "Rescue",
    "side-adopt": "Adopt",
    # checks
    "no-such-stack": "There are only 4 stacks.",
    "no-such-card": "Kitten cards go from 0 to 9.",
    "not-in-hand": "You have no {card}.",
    "bell-card": "{value} with a bell",
    "covered": "Save 'Em covers stack {n}. Pick another stack.",
    "already-played": "You already put a card on stack {n}.",
    "other-side": "You started on the {side}. Stay on that side.",
    "left": "left",
    "right": "right",
    "pick-start-first": "First pick a stack for the Save 'Em card.",
    "already-started": "The Save 'Em card is already on a stack.",
    "start-ok": "Save 'Em will start on stack {n}.",
    "place-ok": "Save 'Em moves to stack {n}. Your turn ends.",
    "play-first": "Play a card first. Then move Save 'Em.",
    "place-not-played": "Save 'Em must go on a stack you just played on.",
    "finish-turn": "You already played. Play more or move Save 'Em.",
    "adopt-ok": "Free Adoption: any number can go on {top}.",
    "adoption-used": "You already used Free Adoption this round.",
    "adoption-needs-3": "Free Adoption needs 3 or more cards in your hand.",
    "draw-ok": "You take one card. Your turn ends.",
    "nothing-to-draw": "There are no cards left to draw.",
    "pass-ok": "You cannot play or draw, so you pass.",
    "pass-can-play": "You can still play a card.",
    "pass-can-draw": "You can still draw a card.",
    # events
    "round-started": "Round {round} starts. {name} goes first.",
    "round-started-chooser": "Round {round}: {chooser} picks a stack, {name} goes first.",
    "save-em-set": "Save 'Em covers stack {n}. Rescue is on the {rescue}.",
    "save-em-chosen": "{name} puts Save 'Em on stack {n}. Rescue is on the {rescue}.",
    "stacked-rescue": "{name} rescues a kitten: {top} + {step} = {card}.",
    "stacked-rescue-loop": "{name} rescues a kitten: {top} + {step} lands on {card}.",
    "stacked-adopt": "{name} adopts a kitten: {top} - {step} = {card}.",
    "stacked-adopt-loop": "{name} adopts a kitten: {top} - {step} lands on {card}.",
    "adopted": "{name} uses Free Adoption: {card} goes on {top}.",
    "flipped-one": "A bell rang! Save 'Em flips over.",
    "flipped-many": "{bells} rang! Save 'Em flips {times}.",
    "placed": "{name} moves Save 'Em to stack {n}. Rescue is on the {rescue}.",
    "drew": "{name} drew {card}.",
    "drew-hidden": "{name} drew a card.",
    "passed": "{name} cannot play or draw, so {name} passes.",
    "round-won": "{name} played the last card and gets a point!",
    "game-won": "{name} wins the game! All the kittens are safe.",
    # counted nouns (one; many add an s)
    "noun-card": "card",
    "noun-bell": "bell",
    "noun-time": "time",
    # The table's words.
    "stacks": "Stacks",
    "stack": "Stack {n}",
    "stack-name": "stack {n}",
    "table-rescue": "rescue, up",
    "table-adopt": "adopt, down",
    "played": "played",
    "draw": "Draw a card",
    "table-pass": "Pass",
    "draw-pile": "Draw pile",
    "points": "{points} of {goal} points",
    "used": "Free Adoption used",
    "choose": "Tap a stack for the Save 'Em card.",
    "play": "Tap a card, then a stack. Or draw a card.",
    "more": "Play more on this side, or tap Done.",
    "pick-stack": "Now tap a stack for your {card}.",
    "pick-card": "Free Adoption: tap any card.",
    "pick-any": "Now tap any open stack for your {card}.",
    "table-done": "Done",
    "pick-save-em": "Done! Now tap a lit stack for Save 'Em.",
    # Why a move is good, as "Show me" says it.
    "wins-game": "Put {card} on {top}: your last card wins the game!",
    "wins-round": "Put {card} on {top}: your last card wins the round!",
    "fits-next": "Put {card} on {top}: then your {next} fits next.",
    "bell": "Put {card} on {top}: its bell flips Save 'Em.",
    "only-fit": "Only your {card} fits now. Put it on {top}.",
    "cover-fits": "Put Save 'Em on stack {n}: then your {card} fits.",
    "adopt-stuck": "No card fits. Free Adoption puts {card} on {top}.",
    "draw-save": "Save Free Adoption for later. Take a card.",
    "draw-stuck": "No card fits. Take a card.",
    "pass": "No card fits, and there is nothing to draw.",
    # Words on the table a child may not know, and what each means (its "?").
    "word-save-em": "Save 'Em",
    "what-save-em": "Save 'Em covers a stack. Rescue stacks go up, adopt stacks down.",
    "word-free": "Free Adoption",
    "what-free": "Once a round, any card can go on any open stack.",
    "word-bell": "bell",
    "what-bell": "A bell card flips Save 'Em when your turn ends.",
    # the Class summary's words (Game.facts and Game.mistakes name them)
    "fact-up": "Counted on 1 or 2",
    "fact-down": "Counted back 1 or 2",
    "fact-past-9": "Counted on past 9",
    "fact-past-0": "Counted back past 0",
    "mistake-far": "A hop that is too far",
    "note-far": "Hops that are too long. Count each hop aloud on the ring.",
    "mistake-way": "Hopping the wrong way",
    "note-way": "Going down for Rescue, or up for Adopt. Point the way first.",
    "mistake-same": "Playing the same number",
    "note-same": "The same number is no hop. A hop moves on or back.",
}

allow, refuse = worded(TEXT)  # refuse("covered", n=3): the verdict in TEXT's words
count = nouns(TEXT)  # count(2, "bell"): "2 bells"


def value(card: int) -> int:
    """The number on a card code (a bell card is BELL + its number)."""
    return card % BELL


def has_bell(card: int) -> bool:
    return card >= BELL


def card_words(card: int) -> str:
    """A card as a child would name it: "7" or "7 with a bell"."""
    return TEXT["bell-card"].format(value=value(card)) if has_bell(card) else str(card)


def hop(card: int, top: int, sign: int) -> int:
    """The steps from ``top`` to ``card`` (+ up, - down) that a verdict tells.

    1 or 2 either way round the looping ring, ``sign`` (+1 rescue, -1 adopt)
    going first; any other card straight along 0-9.
    """
    step = ((card - top) * sign) % 10
    if step in (1, 2):
        return sign * step
    if step in (8, 9):
        return -sign * (10 - step)
    return card - top


def counted_on(top: int, steps: int) -> list[int]:
    """The numbers a hop of ``steps`` from ``top`` lands on, one at a time (round the ring)."""
    way = 1 if steps > 0 else -1
    return [(top + way * i) % 10 for i in range(abs(steps) + 1)]


def hop_numbers(event: Event) -> list[int]:
    """The numbers a stacked card's hop counts on, from its stack's top (none for other events)."""
    if not isinstance(event, Stacked):
        return []
    return counted_on(event.top, hop(event.card, event.top, SIGNS.get(event.side, 0)))


def sentence(top: int, steps: int) -> str:
    """The number sentence of a hop: "5 + 2 = 7", "4 = 4", or round the ring "9 → 0 → 1"."""
    card = (top + steps) % 10
    if steps == 0:
        return f"{top} = {card}"
    if 0 <= top + steps <= 9:
        return f"{top} {'+' if steps > 0 else '-'} {abs(steps)} = {card}"
    return " → ".join(map(str, counted_on(top, steps)))


def can_stack(card: int, top: int, side: str, hops: int = 2) -> Verdict:
    """May a ``card`` go on a stack showing ``top`` on the ``side`` ("rescue" or "adopt")?

    Rescue needs 1 or 2 more, adopt 1 or 2 less; numbers loop (9 + 1 is 0).
    ``hops`` 1 is our small hops variant: only 1 more or 1 less.
    """
    if side not in SIGNS:
        raise ValueError(f"side must be 'rescue' or 'adopt', not {side!r}.")
    if not (0 <= card <= 9 and 0 <= top <= 9):
        raise ValueError(f"card and top must be 0 to 9, not {card} and {top}.")
    sign = SIGNS[side]
    steps = hop(card, top, sign)
    step, maths = steps * sign, sentence(top, steps)  # 1 or 2: the right way
    words = {"card": card, "top": top, "step": step}
    if 0 < step <= hops:
        rule = side if 0 <= top + steps <= 9 else f"{side}-loop"
        return allow(rule, maths, **words)
    needs = listed([str((top + k * sign) % 10) for k in range(1, hops + 1)], "or")
    words.update(side=TEXT[f"side-{side}"], needs=needs)
    rule = {0: "same-number", -1: "wrong-way", -2: "wrong-way"}.get(step, "too-far")
    return refuse(rule, maths, key=f"wrong-way-{side}" if rule == "wrong-way" else "", **words)


@cache
def sides(save_em: int, rescue_right: bool) -> tuple[int, ...]:
    """Each stack's side as a sign: +1 rescue, -1 adopt, 0 under the Save 'Em card."""
    return tuple(
        0 if i == save_em else (1 if (i > save_em) == rescue_right else -1) for i in range(STACKS)
    )


# The numbers can_stack lets go on each top, by hops and side's sign: the rule is stated there.
FITS = {
    (hops, sign): tuple(
        frozenset(c for c in range(10) if can_stack(c, top, SIDE_OF[sign], hops))
        for top in range(10)
    )
    for hops in (1, 2)
    for sign in (1, -1)
}


@cache
def open_stacks(save_em: int, rescue_right: bool, played: tuple) -> tuple[tuple[int, int], ...]:
    """The stacks a card may go on now, each with its side's sign (+1 rescue, -1 adopt).

    Not the covered stack, not one played on this turn, and after a first
    card only stacks on that card's side of the Save 'Em card.
    """
    right = bool(played) and played[0] > save_em
    return tuple(
        (i, sign)
        for i, sign in enumerate(sides(save_em, rescue_right))
        if sign and i not in played and not (played and (i > save_em) != right)
    )


def why_not(view: KittensInSpaceView, code: int) -> Verdict:
    """Why the hand card ``code`` starts no move for ``view.seat`` now, naming the numbers."""
    card = value(code)
    if view.choosing is not None:
        return refuse("pick-start-first", key="start-first-card", card=card)
    stacks = open_stacks(view.save_em, view.rescue_side == "right", tuple(view.played_stacks))
    if not stacks:
        return refuse("no-stack-left", card=card)
    needs = sorted({n for i, sign in stacks for n in FITS[view.hops, sign][value(view.tops[i])]})
    key = "side-needs" if view.played_stacks else "fits-nowhere"
    return refuse(key, card=card, needs=listed(list(map(str, needs)), "or"))


def _no_adoption(used: bool, cards: int) -> str:
    """The rule that keeps a seat from Free Adoption ("": it may adopt)."""
    return "adoption-used" if used else "adoption-needs-3" if cards < ADOPTION_MIN else ""


def why_not_adopt(view: KittensInSpaceView) -> Verdict | None:
    """Why Free Adoption starts no move for ``view.seat`` now (None: it does), as ``check`` says."""
    if view.choosing is not None or view.played_stacks:
        return refuse("pick-start-first" if view.choosing is not None else "finish-turn")
    rule = _no_adoption(view.free_adoption_used[view.seat], len(view.hand))
    return refuse(rule) if rule else None


def ring(tops: Sequence[int], loop: bool, card=None, top=None, steps=0, verdict=None) -> dict:
    """The ring picture (kind "ring"): the 0-9 ring and strip with the stack ``tops``.

    A ``card`` picked is marked among them; with ``top``, only the two are,
    and the hop of ``steps`` joins them, told by the move's ``verdict``.
    ``loop``: 9 and 0 are neighbours.
    """
    said = ", ".join(map(str, tops))
    marks = {str(v): "top" for v in ([top] if top is not None else tops)}
    alt = TEXT["ring-tops"].format(tops=said)
    if card is not None:
        marks[str(card)] = "both" if str(card) in marks else "card"
        alt = TEXT["ring-picked"].format(card=card, tops=said)
    return {
        "kind": "ring",
        "size": 10,
        "loop": loop,
        "marks": marks,
        "hop": [top, card] if steps else None,
        "steps": steps,
        "label": f"{steps:+d}" if steps else "",
        "words": {k: TEXT[f"ring-{k}"] for k in ("top", "card", "both")},
        "sentence": (verdict.maths or "") if verdict is not None else "",
        "alt": verdict.words if verdict is not None and top is not None else alt,
    }


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
_STACK_MOVES = tuple(tuple(StackCard(c, i) for i in range(STACKS)) for c in range(2 * BELL))
_ADOPT_MOVES = tuple(tuple(Adopt(c, i) for i in range(STACKS)) for c in range(2 * BELL))
_PLACES = tuple(Place(i) for i in range(STACKS))
_STARTS = tuple(ChooseStart(i) for i in range(STACKS))
_DRAW, _PASS = Draw(), Pass()


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


@dataclass(frozen=True, slots=True)
class Passed(Event):
    kind = "passed"
    seat: int


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
            moves += [_STACK_MOVES[c][i] for c in cards if c % BELL in near]
        return moves

    def _no_adoption(self, seat: int) -> str:
        return _no_adoption(self.adoption_used[seat], len(self.hands[seat]))

    def legal_moves(self, seat):
        if self.chooser is not None:
            return list(_STARTS)
        moves = self._stack_moves(seat)
        if self.played:
            return moves + [_PLACES[i] for i in sorted(self.played)]
        if not self._no_adoption(seat):
            cards = sorted(set(self.hands[seat]))
            moves += [_ADOPT_MOVES[c][i] for i in range(STACKS) if i != self.save_em for c in cards]
        if self._can_draw():
            moves.append(_DRAW)
        return moves or [_PASS]

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

    def zones(self):
        zones = {f"hand {seat}": hand for seat, hand in enumerate(self.hands)}
        zones.update({f"stack {i}": s for i, s in enumerate(self.stacks)}, draw=self.draw_pile)
        return zones

    def view(self, seat):
        choosing = self.chooser is not None
        signs = (0,) * STACKS if choosing else sides(self.save_em, self.rescue_right)
        return KittensInSpaceView(
            **self.view_header(GAME.id, seat),
            **self.hands_seen(seat),
            tops=[stack[-1] for stack in self.stacks],
            stack_sizes=[len(stack) for stack in self.stacks],
            save_em=None if choosing else self.save_em,
            rescue_side="right" if self.rescue_right else "left",
            sides=[SIDE_OF[sign] for sign in signs],
            choosing=self.chooser,
            played_stacks=list(self.played),
            bells_this_turn=sum(has_bell(self.stacks[i][-1]) for i in self.played),
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
                self._move_save_em(seat, [move.stack], move.stack, events)
            else:
                self.played.append(move.stack)
                side = SIDE_OF[sides(self.save_em, self.rescue_right)[move.stack]]
                events.append(Stacked(seat, value(move.card), move.stack, top, side))
                if not hand:
                    self._win_round(seat, events)
        elif isinstance(move, Place):
            self._move_save_em(seat, self.played, move.stack, events)
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

    def _move_save_em(self, seat: int, played: list[int], to: int, events: list[Event]) -> None:
        """End a stacking turn: one flip per bell card played, then cover ``to``."""
        bells = sum(has_bell(self.stacks[i][-1]) for i in played)
        if bells:
            self.rescue_right ^= bells % 2 == 1
            events.append(Flipped(bells, self.rescue_right))
        self.save_em = to
        events.append(Placed(seat, to, self.rescue_right))
        self._next_turn()

    def _next_turn(self) -> None:
        self.played = []
        self.turn = (self.turn + 1) % self.players

    def _win_round(self, seat: int, events: list[Event]) -> None:
        self.points[seat] += 1
        events.append(RoundWon(seat, self.points[seat]))
        if self.points[seat] >= self.points_to_win:
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


GAME = register(
    Game(
        id="kittens-in-space",
        title="Kittens in Space",
        maths="Plus and minus 1 and 2 on a looping 0-9 ring",
        ages="6-10",
        min_players=2,
        max_players=6,
        Options=KittensInSpaceOptions,
        State=KittensInSpaceState,
        moves=(StackCard, Place, Adopt, Draw, Pass, ChooseStart),
        narrate=narrate,
        text=TEXT,
        tiger=dict(iterations=500, playout=30, until_score=True),
        picture="ring",
        order=2,
        facts={"rescue": "up", "adopt": "down", "rescue-loop": "past-9", "adopt-loop": "past-0"},
        mistakes={"too-far": "far", "wrong-way": "way", "same-number": "same"},
    )
)
