"""Kittys: everyone picks a card face down; stay at or under the boss's card.

Rules in our own words: docs/rules/kittys.md.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel, Field

from ...engine import (
    Event,
    GameOptions,
    GameState,
    Verdict,
    View,
    listed,
    redeal,
)
from ...engine.actions import Commit
from ...engine.events import Committed, GameWon, told
from ...engine.frames import ten_frames
from ...engine.text import nouns
from ...engine.verdict import worded
from .words import TEXT

GAME_ID = "kittys"

allow, refuse = worded(TEXT)  # refuse("played-already", card=3): TEXT's words
count = nouns(TEXT)  # count(2, "chip"): "2 chips"

BOSS_LISTED = 6  # the most of the boss's cards a sentence lists one by one


def deck_top(players: int) -> int:
    """The highest card of each deck: 9 with three players, else 12."""
    return 9 if players == 3 else 12


def positive(card: int, boss_card: int) -> bool:
    """Is a card positive against the boss's card? At or under it is; over it is negative."""
    return card <= boss_card


def judge(boss_card: int, others: Sequence[int]) -> tuple[bool, list[bool]]:
    """Is the boss's card positive, and is each other card positive?

    Each card is judged by ``positive``; anyone matching the boss makes the
    boss's card negative.
    """
    return boss_card not in others, [positive(card, boss_card) for card in others]


def hand_chips(positive: Sequence[int], negative: Sequence[int]) -> list[int]:
    """Chips per seat for one hand, from its counts of positive and negative cards.

    Places go by most positive, then fewest negative, ranked as in sport
    (1, 1, 3): first +2, second +1. Most negative cards (if any): -1.
    """
    keys = [(-p, n) for p, n in zip(positive, negative, strict=True)]
    worst = max(negative, default=0)
    chips = []
    for key, neg in zip(keys, negative, strict=True):
        place = 1 + sum(other < key for other in keys)
        chips.append({1: 2, 2: 1}.get(place, 0) - (0 < worst == neg))
    return chips


def comparison(card: int, boss_card: int) -> str:
    """Which words compare ``card`` with the boss's: "less", "same" or "more"."""
    return "less" if card < boss_card else "same" if card == boss_card else "more"


SIGNS = {"less": "<", "same": "=", "more": ">"}


def counted_up(card: int, boss_card: int) -> tuple[int, ...]:
    """Comparing two cards by counting up from the smaller to the bigger: 7, 8, 9."""
    return tuple(range(min(card, boss_card), max(card, boss_card) + 1))


def against_boss(card: int, boss_card: int, name: str = "Your card") -> Verdict:
    """One card judged against the boss's: allowed (positive) at or under it, with the sentence."""
    how = comparison(card, boss_card)
    _, (positive,) = judge(boss_card, [card])
    maths = f"{card} {SIGNS[how]} {boss_card}"
    return (allow if positive else refuse)(how, maths, name=name, card=card, boss_card=boss_card)


def boss_sign(boss_card: int, others: Sequence[int]) -> Verdict:
    """The boss's card judged: allowed (positive) when no other card matches it."""
    kept, _ = judge(boss_card, others)
    return (allow if kept else refuse)(
        "boss", key=f"sign-boss-{'kept' if kept else 'lost'}", card=boss_card
    )


def boss_has(cards: Sequence[int]) -> str:
    """The boss's cards still to play: each one, or how many and from which to which."""
    if len(cards) <= BOSS_LISTED:
        return TEXT["boss-has"].format(cards=listed(list(map(str, cards))))
    many = count(len(cards), "card")
    return TEXT["boss-has-many"].format(cards=many, low=min(cards), high=max(cards))


def picture(view: KittysView, move=None, verdict=None, *, names: Sequence[str]) -> dict:
    """Numbers as dots (kind "dots"): the card ``move`` puts down, else the last reveal.

    Before any reveal: your face-down card, if any, and the boss's cards left.
    Beside the dots, the 1 to ``highest`` line: the boss's card and each other
    card marked good or bad, with the signs ("7 < 9").
    """
    last = view.last_reveal
    line = {"kind": "line", "start": 1, "stop": view.highest, "step": 1, "marks": []}
    if isinstance(move, Commit) or last is None:
        card = move.card if isinstance(move, Commit) else view.my_card
        rows = [] if card is None else [_row("pic-your", card)]
        if card is not None:
            line["marks"].append({"at": card, "tone": "card"})
        boss = card is not None and view.seat == view.boss  # the boss needs no word of its cards
        return _dots(rows, "" if boss else boss_has(view.remaining[view.boss]), line)
    boss_card = last.cards[last.boss]
    rows = [{**_row("pic-boss", boss_card, name=names[last.boss]), "word": TEXT["word-boss"]}]
    line["marks"].append({"at": boss_card, "tone": "from", "label": TEXT["word-boss"]})
    if not last.positive:  # unjudged: only the viewer's card beside the boss's, no verdict
        card = last.cards[view.seat]
        rows.append(_row("pic-your", card))
        line["marks"].append({"at": card, "tone": "card"})
        return _dots(rows, "", line)
    signs = []
    for s, card in enumerate(last.cards):
        if s != last.boss:
            word = TEXT[f"pic-{comparison(card, boss_card)}"]
            rows.append({**_row("pic-card-of", card, name=names[s]), "word": word})
            judged = against_boss(card, boss_card)
            line["marks"].append({"at": card, "tone": "to" if judged else "wrong"})
            signs.append(judged.maths)
    line["note"] = listed(list(dict.fromkeys(signs)))
    return _dots(rows, "", line)


def _row(key: str, card: int, **words: str) -> dict:
    return {"label": TEXT[key].format(card=card, **words), "count": card, **ten_frames(card)}


def _dots(rows: list[dict], sentence: str, line: dict) -> dict:
    alt = " ".join([f"{row['label']}." for row in rows] + [sentence]).strip()
    return {"kind": "dots", "rows": rows, "sentence": sentence, "alt": alt, "line": line}


def unjudged(view: KittysView) -> KittysView:
    """``view`` before the last reveal was judged: no card marked good or bad, no counts of it."""
    last = view.last_reveal
    if last is None or not last.positive:
        return view
    kept = [
        (p[:-1], n) if good else (p, n[:-1])
        for p, n, good in zip(view.positive, view.negative, last.positive, strict=True)
    ]
    return view.model_copy(
        update={
            "last_reveal": last.model_copy(update={"positive": []}),
            "positive": [p for p, _ in kept],
            "negative": [n for _, n in kept],
        }
    )


class KittysOptions(GameOptions):
    hands: int = Field(3, ge=1, le=5, description="Hands in the match.")
    first_boss: int = Field(0, ge=0, le=5, description="Who is the boss first.")
    highest: int = Field(12, ge=5, le=12, description="Highest card (9 at most with 3 players).")


COMMITS = tuple(Commit(n) for n in range(13))


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """All face-down cards turn over at once."""

    kind = "revealed"
    boss: int
    cards: tuple[int, ...]
    positive: tuple[bool, ...]


@dataclass(frozen=True, slots=True)
class Judged(Event):
    kind = "judged"
    news = True
    seat: int
    boss: int
    card: int
    boss_card: int
    positive: bool


@dataclass(frozen=True, slots=True)
class NewBoss(Event):
    kind = "new-boss"
    seat: int


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    kind = "hand-over"
    ends_round = True
    hand: int


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    kind = "hand-scored"
    seat: int
    positive: int
    negative: int
    chips: int
    total: int


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    kind = "hand-started"
    hand: int
    top: int


class KittysReveal(BaseModel):
    boss: int
    cards: list[int]
    positive: list[bool]  # empty while the child says whether their card was good (unjudged)


class KittysView(View):
    hand: list[int]  # this seat's cards still in hand (not the face-down one)
    my_card: int | None  # this seat's face-down card
    remaining: list[list[int]]  # each seat's cards not yet face up (face-down one included)
    committed: list[bool]  # who has a card face down (never which card)
    boss: int
    last_reveal: KittysReveal | None
    positive: list[list[int]]
    negative: list[list[int]]
    chips: list[int]
    hand_number: int
    hands_total: int
    highest: int
    down_cards: list[int | None] | None = None  # the teacher's view only


@dataclass(slots=True, eq=False)
class KittysState(GameState):
    players: int
    hands_total: int
    rng: random.Random
    top: int
    boss: int
    hand: int = 1
    decks: list[list[int]] = field(default_factory=list)  # cards in hand, sorted
    down: list[int | None] = field(default_factory=list)  # face-down cards
    positive: list[list[int]] = field(default_factory=list)
    negative: list[list[int]] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    last: Revealed | None = None  # the last time the cards turned over
    finished: bool = False

    @classmethod
    def start(cls, players, options, rng):
        if options.first_boss >= players:
            raise ValueError(f"first_boss must be a seat from 0 to {players - 1}.")
        state = cls(
            players=players,
            hands_total=options.hands,
            rng=rng,
            top=min(options.highest, deck_top(players)),  # our variant: smaller numbers
            boss=options.first_boss,
            chips=[0] * players,
        )
        state._deal()
        return state

    def _deal(self) -> None:
        self.decks = [list(range(1, self.top + 1)) for _ in range(self.players)]
        self.down = [None] * self.players
        self.positive = [[] for _ in range(self.players)]
        self.negative = [[] for _ in range(self.players)]

    # --- asking ------------------------------------------------------------

    @property
    def to_move(self):
        if self.finished:
            return ()
        if self.down[self.boss] is None:
            return (self.boss,)
        return tuple(s for s, card in enumerate(self.down) if card is None)

    def legal_moves(self, seat):
        return [COMMITS[card] for card in self.decks[seat]]

    def check(self, move, seat):
        card = move.card
        if card not in self.decks[seat]:
            rule = "played-already" if 1 <= card <= self.top else "not-a-card"
            return refuse(rule, card=card, top=self.top)
        rule = "commit-boss" if seat == self.boss else "commit"
        return allow(rule, card=card)

    def waiting(self, seat):
        rule = "boss-first" if self.down[seat] is None else "already-down"
        return refuse(rule)

    @property
    def scores(self):
        return tuple(self.chips)

    @property
    def winners(self):
        if not self.finished:
            return ()
        best = max(self.chips)
        return tuple(s for s, chips in enumerate(self.chips) if chips == best)

    def zones(self):
        zones = {}
        for s in range(self.players):
            zones[f"hand {s}"] = self.decks[s]
            zones[f"face down {s}"] = [] if self.down[s] is None else [self.down[s]]
            zones[f"positive {s}"] = self.positive[s]
            zones[f"negative {s}"] = self.negative[s]
        return zones

    def view(self, seat):
        last, hidden = self.last, (self.decks, self.down)  # cards not yet face up
        return KittysView(
            **self.view_header(GAME_ID, seat),
            hand=list(self.decks[seat]) if seat is not None else [],
            my_card=self.down[seat] if seat is not None else None,
            remaining=[sorted(h if c is None else [*h, c]) for h, c in zip(*hidden, strict=True)],
            committed=[card is not None for card in self.down],
            boss=self.boss,
            last_reveal=None if last is None else KittysReveal.model_validate(last.to_json()),
            positive=[list(p) for p in self.positive],
            negative=[list(n) for n in self.negative],
            chips=list(self.chips),
            hand_number=self.hand,
            hands_total=self.hands_total,
            highest=self.top,
            down_cards=list(self.down) if seat is None else None,
        )

    # --- acting ------------------------------------------------------------

    def apply(self, move, seat):
        self.decks[seat].remove(move.card)
        self.down[seat] = move.card
        events: list[Event] = [Committed(seat, move.card)]
        if None not in self.down:
            self._reveal(events)
        return events

    def _reveal(self, events: list[Event]) -> None:
        boss, n = self.boss, self.players
        cards = tuple(self.down)
        order = [(boss + i) % n for i in range(1, n)]  # clockwise after the boss
        boss_ok, ok = judge(cards[boss], [cards[s] for s in order])
        positive = [boss_ok] * n
        for s, good in zip(order, ok, strict=True):
            positive[s] = good
        self.last = Revealed(boss, cards, tuple(positive))
        events.append(self.last)
        for s in [*order, boss]:
            (self.positive if positive[s] else self.negative)[s].append(cards[s])
            events.append(Judged(s, boss, cards[s], cards[boss], positive[s]))
        self.down = [None] * n
        self.boss = (boss + 1) % n
        if not self.decks[boss]:
            self._score_hand(events)
        if not self.finished:
            events.append(NewBoss(self.boss))

    def _score_hand(self, events: list[Event]) -> None:
        positive = [len(p) for p in self.positive]
        negative = [len(n) for n in self.negative]
        gained = hand_chips(positive, negative)
        events.append(HandOver(self.hand))
        for s in range(self.players):
            self.chips[s] += gained[s]
            events.append(HandScored(s, positive[s], negative[s], gained[s], self.chips[s]))
        if self.hand == self.hands_total:
            self.finished = True
            events.append(GameWon(self.winners, max(self.chips)))
        else:
            self.hand += 1
            self._deal()
            events.append(HandStarted(self.hand, self.top))

    def determinize(self, seat, rng):
        """Only others' face-down cards are hidden: each is drawn again from that seat's cards."""
        twin = self.twin(rng)
        for s, card in enumerate(twin.down):
            if s != seat and card is not None:
                face_down = [card]
                redeal([twin.decks[s], face_down], rng)
                twin.down[s] = face_down[0]
                twin.decks[s].sort()
        return twin


def narrate(event: Event, names: Sequence[str]) -> str:
    """One event in kid words: ``TEXT[event.kind]`` told with the event's fields, or as below."""
    key, words = "", {}
    if isinstance(event, Judged) and event.seat == event.boss:
        key = "boss-kept" if event.positive else "boss-lost"
    elif isinstance(event, Judged):
        key = comparison(event.card, event.boss_card)
    elif isinstance(event, HandScored):
        words["chips"] = TEXT[f"chips-{event.chips}"]
    elif isinstance(event, GameWon):
        key = "won" if len(event.seats) == 1 else "tied"
        words["chips"] = count(event.score, "chip")
    return told(TEXT, event, names, key, **words)  # committed (hidden or not), revealed, ...
