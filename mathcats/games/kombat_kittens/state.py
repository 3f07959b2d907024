"""Kombat Kittens: make sets of three (same numbers, runs) and win treasure in battles.

Rules in our own words: docs/rules/kombat-kittens.md.

A card is one int: ``10 * rank + treasure``. So 43 is a rank-4 kitten worth
3 treasure, and 5 is a Dog (no rank, worth 5). Views and events show cards
this way. Moves name a card by its place, as a click would: ``card`` is its
index in your hand (kept sorted, as the view shows it), ``recruit`` its index
in the Recruit row, and a capture's ``card`` its index in the loser's played
cards or treasure pile. E.g. ``{"kind": "commit", "card": 2}``.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from pydantic import BaseModel, Field

from ...engine import (
    Event,
    GameOptions,
    GameState,
    Move,
    Verdict,
    View,
    allowed,
    first_seat,
    listed,
    redeal,
)
from ...engine.actions import Commit, Draw  # a Commit names a hand card by its number
from ...engine.events import Committed, Drew, GameWon, Reshuffled, told
from ...engine.numline import sum_line
from ...engine.text import in_words
from .rules import (
    DOG,
    DOGS,
    DRAW_LIMIT,
    HAND_SIZE,
    KITTENS,
    SET_SIZE,
    SUM_TERMS,
    VALUES,
    _no_such,
    allow,
    beats_words,
    best_set,
    card_words,
    classify,
    compare,
    count,
    dog_places,
    lowest,
    rank,
    refuse,
    set_words,
    sum_words,
    value,
)
from .words import TEXT

GAME_ID = "kombat-kittens"


class KombatKittensOptions(GameOptions):
    first_seat: int = Field(0, ge=0, le=4, description="Who takes the first turn.")
    ranks: int = Field(8, ge=4, le=8, description="Kitten numbers: 8 is 1-7 and 9, 5 is 1-5.")


# --- moves -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Recruit(Move):
    """Swap hand card number ``card`` for face-up Recruit card number ``recruit``."""

    kind = "recruit"
    card: int
    recruit: int


@dataclass(frozen=True, slots=True)
class Battle(Move):
    kind = "battle"
    opponent: int


@dataclass(frozen=True, slots=True)
class Forfeit(Move):
    kind = "forfeit"


@dataclass(frozen=True, slots=True)
class Capture(Move):
    """The battle's winner takes card number ``card`` of the loser's played cards or treasure."""

    kind = "capture"
    source: Literal["played", "treasure"]
    card: int


# Moves are values: each is built once, then handed out again (legal_moves builds none).
DRAW, FORFEIT = Draw(), Forfeit()
battle_move, capture_move = cache(Battle), cache(Capture)
commit_move, recruit_move = cache(Commit), cache(Recruit)
_commits = cache(lambda cards: tuple(map(commit_move, range(cards))))  # one for each hand card
_recruits = cache(
    lambda cards, row: tuple(recruit_move(i, j) for j in range(row) for i in range(cards))
)


# --- events ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DogFound(Event):
    kind = "dog-found"
    seat: int
    before: int  # treasure value before the Dog
    last: bool


@dataclass(frozen=True, slots=True)
class Recruited(Event):
    kind = "recruited"
    seat: int
    card: int
    recruit: int


@dataclass(frozen=True, slots=True)
class BattleStarted(Event):
    kind = "battle-started"
    seat: int
    opponent: int


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """Both face-down cards of one round turn over at once."""

    kind = "revealed"
    round: int
    seats: tuple[int, int]
    cards: tuple[int, int]


@dataclass(frozen=True, slots=True)
class SetShown(Event):
    kind = "set-shown"
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BattleWon(Event):
    kind = "battle-won"
    news = True
    seat: int
    loser: int
    cards: tuple[int, ...]
    loser_cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BattleTied(Event):
    kind = "battle-tied"
    news = True
    seats: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Forfeited(Event):
    kind = "forfeited"
    seat: int
    winner: int


@dataclass(frozen=True, slots=True)
class TookBack(Event):
    """The other fighter's face-down card goes back to their hand, unseen."""

    kind = "took-back"
    private = ("card",)
    seat: int
    card: int | None


@dataclass(frozen=True, slots=True)
class Captured(Event):
    kind = "captured"
    seat: int
    loser: int
    card: int
    source: str
    before: int  # the winner's treasure value before


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    kind = "discarded"
    count: int


@dataclass(frozen=True, slots=True)
class FinalTreasure(Event):
    kind = "final-treasure"
    seat: int
    cards: tuple[int, ...]


# --- view ------------------------------------------------------------------


class BattleView(BaseModel):
    fighters: list[int]  # [the seat who started it, the seat they battle]
    revealed: int  # how many cards each fighter has turned over (0-3)
    played: list[list[int]]  # revealed cards of each fighter, in order
    committed: list[bool]  # who has a card face down now (never which card)
    mine: int | None = None  # this seat's own face-down card
    winner: int | None = None  # set while the winner chooses treasure
    loser: int | None = None
    cards: list[int | None] | None = None  # teacher only: the face-down cards


class KombatKittensView(View):
    hand: list[int]
    turn: int
    phase: str  # "turn", "battle", "capture" or "over"
    hand_sizes: list[int]
    recruits: list[int]
    treasure: list[list[int]]
    treasure_values: list[int]
    captured: list[int]  # cards in each treasure pile (breaks ties at the end)
    draw_pile_size: int
    dogs_in_pile: int
    litter_box: list[int]
    battle: BattleView | None
    hands: list[list[int]] | None = None


# --- the state machine -----------------------------------------------------

TURN, BATTLE, CAPTURE, OVER = "turn", "battle", "capture", "over"
# The phase each move is made in. In another, it is refused: a battle or a capture says it
# is on (BUSY), a turn says there is no battle, or no treasure to take.
PHASE = {Draw: TURN, Recruit: TURN, Battle: TURN, Commit: BATTLE, Forfeit: BATTLE, Capture: CAPTURE}
BUSY = {BATTLE: "in-battle", CAPTURE: "capture-first"}


def why_not(view: KombatKittensView, index: int) -> Verdict | None:
    """Why hand card ``index`` starts no move now, naming it (None: a swap or a battle card)."""
    if view.phase == CAPTURE:
        return refuse("capture-first", key="keep-card", card=rank(view.hand[index]))
    return None


def why_not_recruit(view: KombatKittensView, index: int) -> Verdict | None:
    """Why Recruit card ``index`` starts no swap for ``view.seat`` now (None: it does)."""
    if view.phase in BUSY:
        return refuse(BUSY[view.phase])
    if not view.hand:
        return _no_such("no-such-card", 0)
    return None if index < len(view.recruits) else _no_such("no-such-recruit", len(view.recruits))


def picture(view: KombatKittensView, move=None, verdict=None, *, names: Sequence[str]) -> dict:
    """The set picture: a battle's cards, else your best three; and your treasure sum.

    In a battle, each fighter's cards (with the one ``move`` puts down); else
    your best three, after ``move``'s swap. A capture shows what it adds.
    """
    me, battle, rows = view.seat, view.battle, []
    if battle is not None:
        for f, seat in enumerate(battle.fighters):
            cards = list(battle.played[f])
            if seat == me and isinstance(move, Commit) and move.card < len(view.hand):
                cards.append(view.hand[move.card])
            rows.append(_set_row(names[seat], cards))
    elif me is not None:
        hand, label, recruits = list(view.hand), "pic-best", view.recruits
        if isinstance(move, Recruit) and move.card < len(hand) and move.recruit < len(recruits):
            hand[move.card], label = recruits[move.recruit], "pic-after"
        three = list(best_set(hand)) if len(hand) >= SET_SIZE else None
        rows.append(_set_row(TEXT[label] if three else TEXT["pic-hand"], three or hand))
    mine = view.treasure[view.turn if me is None else me]
    worth = [value(c) for c in mine]
    maths, line = sum_words(mine), treasure_line(mine)
    sentence = TEXT["treasure"].format(total=maths)
    if isinstance(move, Capture) and verdict is not None and verdict.maths:
        sentence = verdict.maths  # what the capture adds, or why it may not
        if verdict.rule == "capture":
            maths, line = verdict.maths, sum_line(sum(worth), [capture_gain(view, move)])
    said = TEXT["pic-sum"].format(sum=in_words(maths))
    alt = " ".join([*(row["words"] for row in rows if row["words"]), said])
    return {"kind": "set", "rows": rows, "sentence": sentence, "alt": alt, "line": line}


def treasure_line(cards: Sequence[int]) -> dict:
    """A treasure pile on the number line: a hop for each card's worth, from 0."""
    return sum_line(0, [value(c) for c in cards])


def counted_treasure(event: FinalTreasure) -> dict | None:
    """A player's treasure at the game's end, counted on the line (kind "line"); None for none."""
    if not event.cards:
        return None
    maths = sum_words(event.cards)
    alt = TEXT["pic-sum"].format(sum=in_words(maths))
    return {**treasure_line(event.cards), "sentence": maths, "alt": alt}


def capture_gain(view: KombatKittensView, move: Capture) -> int:
    """The treasure ``move`` adds: its card's worth (a card the loser played, or their treasure)."""
    battle = view.battle
    loser = battle.loser
    if move.source == "played":
        return value(battle.played[battle.fighters.index(loser)][move.card])
    return value(view.treasure[loser][move.card])


def _set_row(label: str, cards: list[int]) -> dict:
    """One row of the set picture: the cards, and the kind of set three of them make."""
    ranks = [rank(c) for c in cards]
    return {
        "label": label,
        "cards": [{"rank": rank(c), "worth": value(c)} for c in cards],
        "words": set_words(ranks) if len(ranks) == SET_SIZE else "",
    }


@dataclass(slots=True, eq=False)
class KombatKittensState(GameState):
    players: int
    rng: random.Random
    turn: int = 0
    phase: str = TURN
    hands: list[list[int]] = field(default_factory=list)
    recruits: list[int] = field(default_factory=list)
    draw_pile: list[int] = field(default_factory=list)  # the top is the end
    litter: list[int] = field(default_factory=list)
    treasure: list[list[int]] = field(default_factory=list)
    dogs_out: list[int] = field(default_factory=list)  # Dogs not used with this many players
    dogs_in_pile: int = 0
    fighters: tuple[int, ...] = ()
    round: int = 0  # cards each fighter has turned over in this battle (0-3)
    committed: list[int | None] = field(default_factory=lambda: [None, None])
    played: list[list[int]] = field(default_factory=lambda: [[], []])
    forfeiter: int | None = None
    winner: int | None = None  # the battle's winner, choosing treasure

    @classmethod
    def start(cls, players, options, rng):
        deck = list(KITTENS[: len(VALUES) * options.ranks])  # our variant: the lowest ranks only
        rng.shuffle(deck)
        hands = [sorted(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(players)]
        del deck[: players * HAND_SIZE]
        face_up = 3 if players == 2 else 1
        recruits, deck = deck[:face_up], deck[face_up:]
        places = dog_places(players, len(deck))
        top_down: list[int] = []
        for start, end in zip((0, *places), places, strict=False):
            top_down += [*deck[start:end], DOG]
        return cls(
            players=players,
            rng=rng,
            turn=first_seat(options, players),
            hands=hands,
            recruits=recruits,
            draw_pile=top_down[::-1],
            treasure=[[] for _ in range(players)],
            dogs_out=[DOG] * (DOGS - len(places)),
            dogs_in_pile=len(places),
        )

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self):
        if self.phase == BATTLE:
            return tuple(s for s, c in zip(self.fighters, self.committed, strict=True) if c is None)
        if self.phase == CAPTURE:
            return (self.winner,)
        return () if self.phase == OVER else (self.turn,)

    def _loser(self) -> int:
        return self.fighters[1 - self.fighters.index(self.winner)]

    def _captures(self) -> list[Capture]:
        """What the battle's winner may take."""
        moves = [capture_move("played", i) for i in range(len(self._capture_pile("played")))]
        if self.players > 2:
            moves += [capture_move("treasure", i) for i in lowest(self._capture_pile("treasure"))]
        return moves

    def _can_draw(self) -> bool:
        return bool(self.draw_pile or self.litter)

    def legal_moves(self, seat):
        hand = self.hands[seat]
        if self.phase == BATTLE:
            commits = _commits(len(hand))
            return [*commits, FORFEIT] if self.round else list(commits)
        if self.phase == CAPTURE:
            return self._captures()
        moves: list[Move] = [DRAW] if len(hand) < DRAW_LIMIT and self._can_draw() else []
        moves += _recruits(len(hand), len(self.recruits))
        if len(hand) >= SET_SIZE:
            ready = [s for s in range(self.players) if s != seat and len(self.hands[s]) >= SET_SIZE]
            moves += map(battle_move, ready)
        return moves

    def check(self, move, seat):
        hand, phase = self.hands[seat], PHASE[type(move)]
        if phase != self.phase:
            busy = BUSY.get(self.phase)
            return refuse(busy or ("no-battle" if phase == BATTLE else "nothing-to-take"))
        if isinstance(move, (Commit, Recruit)) and not 0 <= move.card < len(hand):
            return _no_such("no-such-card", len(hand))
        if isinstance(move, Commit):
            if self.round < SET_SIZE - 1:
                return allow("commit", card=card_words(hand[move.card]))
            ranks = [rank(c) for c in [*self.played[self.fighters.index(seat)], hand[move.card]]]
            return allowed(classify(ranks).kind, set_words(ranks))  # the set it makes
        if isinstance(move, Forfeit):
            return allow("forfeit") if self.round else refuse("forfeit-too-soon")
        if isinstance(move, Capture):
            return self._check_capture(move)
        if isinstance(move, Draw):
            if len(hand) >= DRAW_LIMIT:
                return refuse("hand-full", cards=count(len(hand), "card"))
            return allow("draw") if self._can_draw() else refuse("nothing-to-draw")
        if isinstance(move, Recruit):
            if not 0 <= move.recruit < len(self.recruits):
                return _no_such("no-such-recruit", len(self.recruits))
            recruit = card_words(self.recruits[move.recruit])
            return allow("recruit", card=card_words(hand[move.card]), recruit=recruit)
        return self._check_battle(move.opponent, seat)

    def _check_battle(self, opponent: int, seat: int) -> Verdict:
        if opponent == seat:
            return refuse("battle-yourself")
        if not 0 <= opponent < self.players:
            return refuse("no-such-player", seat=opponent)
        for key, cards in (("you-need-3", self.hands[seat]), ("they-need-3", self.hands[opponent])):
            if len(cards) < SET_SIZE:
                has = count(len(cards), "card")
                return refuse("battle-needs-3", f"{len(cards)} < 3", key=key, cards=has)
        return allow("battle")

    def _capture_pile(self, source: str) -> list[int]:
        """The loser's played cards, or the loser's treasure."""
        loser = self._loser()
        return (
            self.played[self.fighters.index(loser)] if source == "played" else self.treasure[loser]
        )

    def _check_capture(self, move: Capture) -> Verdict:
        if move.source == "treasure" and self.players == 2:
            return refuse("two-players-no-treasure")
        pile = self._capture_pile(move.source)
        if not 0 <= move.card < len(pile):
            return _no_such(f"no-such-{move.source}", len(pile))
        gain = value(pile[move.card])
        if move.source == "treasure" and move.card not in lowest(pile):
            low = min(map(value, pile))
            return refuse("not-lowest", f"{low} < {gain}", low=low)
        before = self.scores[self.winner]
        maths = f"{before} + {gain} = {before + gain}"
        return allow("capture", maths, card=card_words(pile[move.card]))

    def waiting(self, seat):
        """Why ``seat`` must wait now, in this game's words."""
        if self.phase == BATTLE:
            key = "wait-committed" if seat in self.fighters else "wait-battle"
            return refuse("not-your-turn", key=key)
        if self.phase == CAPTURE:
            return refuse("not-your-turn", key="wait-capture")
        return None

    @property
    def scores(self):
        return tuple(sum(map(value, t)) for t in self.treasure)

    @property
    def winners(self):
        if self.phase != OVER:
            return ()
        keys = [(score, len(t)) for score, t in zip(self.scores, self.treasure, strict=True)]
        return tuple(s for s, key in enumerate(keys) if key == max(keys))

    def zones(self):
        zones = {f"hand {s}": h for s, h in enumerate(self.hands)}
        zones.update({f"treasure {s}": t for s, t in enumerate(self.treasure)})
        zones.update(
            draw=self.draw_pile,
            recruits=self.recruits,
            litter=self.litter,
            dogs_out=self.dogs_out,
            face_down=[c for c in self.committed if c is not None],
            played=self.played[0] + self.played[1],
        )
        return zones

    def view(self, seat):
        battle = None
        if self.fighters:
            battle = BattleView(
                fighters=list(self.fighters),
                revealed=self.round,
                played=[list(p) for p in self.played],
                committed=[c is not None for c in self.committed],
                mine=self.committed[self.fighters.index(seat)] if seat in self.fighters else None,
                winner=self.winner,
                loser=self._loser() if self.winner is not None else None,
                cards=list(self.committed) if seat is None else None,
            )
        return KombatKittensView(
            **self.view_header(GAME_ID, seat),
            **self.hands_seen(seat, list),
            turn=self.turn,
            phase=self.phase,
            recruits=list(self.recruits),
            treasure=[list(t) for t in self.treasure],
            treasure_values=list(self.scores),
            captured=[len(t) for t in self.treasure],
            draw_pile_size=len(self.draw_pile),
            dogs_in_pile=self.dogs_in_pile,
            litter_box=sorted(self.litter),
            battle=battle,
        )

    # --- acting ------------------------------------------------------------

    def apply(self, move, seat):
        events: list[Event] = []
        hand = self.hands[seat]
        if isinstance(move, Draw):
            self._draw(seat, 1, events)
            self._next_turn()
        elif isinstance(move, Recruit):
            card, recruit = hand.pop(move.card), self.recruits[move.recruit]
            self.recruits[move.recruit] = card
            insort(hand, recruit)
            events.append(Recruited(seat, card, recruit))
            self._next_turn()
        elif isinstance(move, Battle):
            self.phase, self.fighters, self.round = BATTLE, (seat, move.opponent), 0
            events.append(BattleStarted(seat, move.opponent))
        elif isinstance(move, Commit):
            card = hand.pop(move.card)
            self.committed[self.fighters.index(seat)] = card
            events.append(Committed(seat, card))
            if None not in self.committed:
                self._reveal(events)
        elif isinstance(move, Forfeit):
            other = self.fighters[1 - self.fighters.index(seat)]
            face_down = self.committed[self.fighters.index(other)]
            if face_down is not None:
                insort(self.hands[other], face_down)
                events.append(TookBack(other, face_down))
            self.committed = [None, None]
            self.forfeiter, self.winner, self.phase = seat, other, CAPTURE
            events.append(Forfeited(seat, other))
        else:
            self._capture(move, events)
        return events

    def _next_turn(self) -> None:
        if self.phase != OVER:
            self.phase, self.turn = TURN, (self.turn + 1) % self.players

    def _reveal(self, events: list[Event]) -> None:
        cards = tuple(self.committed)
        for played, card in zip(self.played, cards, strict=True):
            played.append(card)
        self.committed = [None, None]
        self.round += 1
        events.append(Revealed(self.round, self.fighters, cards))
        if self.round < SET_SIZE:
            return
        sets = [tuple(rank(c) for c in p) for p in self.played]
        for seat, ranks in zip(self.fighters, sets, strict=True):
            events.append(SetShown(seat, ranks))
        result = compare(*sets)
        if result == 0:
            events.append(BattleTied(self.fighters))
            self._end_battle(events, tie=True)
            return
        win = 0 if result > 0 else 1
        self.winner, self.phase = self.fighters[win], CAPTURE
        events.append(BattleWon(self.winner, self.fighters[1 - win], sets[win], sets[1 - win]))

    def _capture(self, move: Capture, events: list[Event]) -> None:
        loser = self._loser()
        before = self.scores[self.winner]
        card = self._capture_pile(move.source).pop(move.card)
        self.treasure[self.winner].append(card)
        events.append(Captured(self.winner, loser, card, move.source, before))
        self._end_battle(events, tie=False)

    def _end_battle(self, events: list[Event], tie: bool) -> None:
        """Played cards to the Litter Box, then the fighters draw (a tie: as many as played)."""
        counts = [len(p) for p in self.played]
        for played in self.played:
            self.litter += played
            played.clear()
        events.append(Discarded(sum(counts)))
        for seat, cards in zip(self.fighters, counts, strict=True):
            self._draw(seat, cards if tie else HAND_SIZE - len(self.hands[seat]), events)
        if self.forfeiter is not None:
            self._draw(self.forfeiter, 1, events)
        self.fighters, self.round, self.forfeiter, self.winner = (), 0, None, None
        self._next_turn()

    def _draw(self, seat: int, count: int, events: list[Event]) -> None:
        """``seat`` draws ``count`` kittens; a Dog goes to their treasure and they draw again."""
        drawn: list[int] = []
        drawn_last_dog = False
        while len(drawn) < count and self.phase != OVER:
            if not self.draw_pile:
                if not self.litter:
                    break
                self.draw_pile, self.litter = self.litter, []
                self.rng.shuffle(self.draw_pile)
                events.append(Reshuffled(len(self.draw_pile)))
            card = self.draw_pile.pop()
            if card != DOG:
                drawn.append(card)
                continue
            before = self.scores[seat]
            self.treasure[seat].append(card)
            self.dogs_in_pile -= 1
            drawn_last_dog = not self.dogs_in_pile
            events.append(DogFound(seat, before, drawn_last_dog))
            if drawn_last_dog:
                self.phase = OVER
        self.hands[seat] += drawn
        self.hands[seat].sort()
        if drawn:
            events.append(Drew(seat, len(drawn), tuple(drawn)))
        if drawn_last_dog:
            self._game_over(events)

    def _game_over(self, events: list[Event]) -> None:
        events += [FinalTreasure(seat, tuple(pile)) for seat, pile in enumerate(self.treasure)]
        winners = self.winners
        by_cards = len(winners) == 1 and list(self.scores).count(self.scores[winners[0]]) > 1
        events.append(GameWon(winners, self.scores[winners[0]], "cards" if by_cards else ""))

    def determinize(self, seat, rng):
        """Deal again other hands, other face-down cards and the pile's kittens.

        The Dogs stay where they are in the pile: everyone knows where they
        were put, and how many cards were drawn since.
        """
        twin = self.twin(rng)
        hands = [h for s, h in enumerate(twin.hands) if s != seat]
        hidden = [
            i for i, s in enumerate(twin.fighters) if s != seat and twin.committed[i] is not None
        ]
        downs = [[twin.committed[i]] for i in hidden]
        slots = [i for i, card in enumerate(twin.draw_pile) if card != DOG]
        kittens = [twin.draw_pile[i] for i in slots]
        redeal([*hands, *downs, kittens], rng)
        for hand in hands:
            hand.sort()
        for i, (card,) in zip(hidden, downs, strict=True):
            twin.committed[i] = card
        for i, card in zip(slots, kittens, strict=True):
            twin.draw_pile[i] = card
        return twin


# --- words -----------------------------------------------------------------


def narrate(event: Event, names: Sequence[str]) -> str:
    """One event in kid words: the sentence of its kind, filled with its fields.

    A seat it names is told by its name, a card by its words ("4 (3 treasure)").
    """
    words = {
        f: names[getattr(event, f)] for f in ("opponent", "winner", "loser") if hasattr(event, f)
    }
    for f in ("card", "recruit"):
        if isinstance(getattr(event, f, None), int):
            words[f] = card_words(getattr(event, f))
    key = ""
    if isinstance(event, Drew) and event.cards is not None:  # else another seat's: how many
        if len(event.cards) == 1:
            key, words["card"] = "drew-one", card_words(event.cards[0])
        words["cards"] = listed([str(rank(c)) for c in event.cards])
    elif isinstance(event, (Drew, Discarded)):
        words["cards"] = count(event.count, "card")
    elif isinstance(event, DogFound):
        key, words["after"] = "last-dog" if event.last else "dog-found", event.before + DOG
    elif isinstance(event, Revealed):
        (a, b), (x, y) = event.seats, event.cards
        words.update(a=names[a], b=names[b], x=rank(x), y=rank(y))
    elif isinstance(event, SetShown):
        words["set"] = set_words(event.cards)
    elif isinstance(event, BattleWon):
        words["why"] = beats_words(event.cards, event.loser_cards)
    elif isinstance(event, Captured):
        key = "captured" if event.source == "played" else "captured-treasure"
        words.update(value=value(event.card), after=event.before + value(event.card))
    elif isinstance(event, FinalTreasure) and len(event.cards) <= SUM_TERMS:
        key, words["sum"] = "final", sum_words(event.cards)
    elif isinstance(event, FinalTreasure):
        key, words["total"] = "final-many", sum(map(value, event.cards))
        words["cards"] = count(len(event.cards), "card")
    elif isinstance(event, GameWon):
        key = "shared" if len(event.seats) > 1 else "won-by-cards" if event.how else "won"
    return told(TEXT, event, names, key, **words)  # committed (hidden), reshuffled, took-back...
