"""Kittys: your cards, everyone's face-down card, the last reveal, numbers as dots."""

from __future__ import annotations

from ...engine.scene import OneTapAdapter, Question, card, colour, look, zone
from .state import (
    COMMITS,
    TEXT,
    HandOver,
    Judged,
    Revealed,
    comparison,
    count,
    picture,
    positive,
    unjudged,
)


def art(seat: int, boss: int) -> dict:
    """A seat's card art: its cat (the boss's has a crown)."""
    return look(colour(seat), "boss" if seat == boss else "kitty", mark="heart")


def _card(label: str | int, caption: str, badges: list[str], art_of: dict) -> dict:
    """A card to look at, with its small words and its art."""
    return card(None, label, caption=caption, badge=", ".join(badges) or None, **art_of)


class KittysAdapter(OneTapAdapter):
    game_id = "kittys"
    taps = {f"commit-{move.card}": move for move in COMMITS}

    def zones(self, view, teacher):
        down = []
        for s in range(view.players):
            badges = [TEXT["word-boss"]] if s == view.boss else []
            if s == view.seat and view.my_card is not None:
                down.append(_card(view.my_card, TEXT["yours"], badges, art(s, view.boss)))
            elif view.committed[s]:
                down.append(_card(TEXT["down"], self.names[s], badges, look(colour(s), "back")))
            else:
                picking = [*badges, TEXT["picking"]]
                down.append(_card("…", self.names[s], picking, art(s, view.boss)))
        zones = [zone("face-down", TEXT["table"], down)]
        last = view.last_reveal
        if last is not None:
            marks = [[TEXT["positive" if good else "negative"]] for good in last.positive]
            marks = marks or [[] for _ in last.cards]  # unjudged: the child says it first
            shown = [
                _card(c, self.names[s], marks[s], art(s, last.boss))
                for s, c in enumerate(last.cards)
            ]
            note = TEXT["hand"].format(hand=view.hand_number, total=view.hands_total)
            zones.append(zone("last", TEXT["last"], shown, note))
        return zones

    def played(self, move, seat):
        return {"play": self.tap_of[move], "to": "face-down"}

    def hand(self, view):
        return self.cards(view.hand, view.seat, view.boss)

    def cards(self, cards, seat, boss=None):
        """A seat's cards in its colour (the teacher's are seat 0's); the boss's wear a crown."""
        seat = seat if seat is not None else 0
        return [card(f"commit-{c}", c, **art(seat, boss)) for c in cards]

    def terms(self, view):
        return {
            "boss": "face-down",
            "chips": "",
            "hand": "" if view.last_reveal is None else "last",
        }

    def score(self, view, seat):
        good, bad = len(view.positive[seat]), len(view.negative[seat])
        counts = TEXT["counts"].format(positive=good, negative=bad)
        return f"{count(view.chips[seat], 'chip')}. {counts}"

    def seat(self, view, seat, teacher):
        facts = {"cards": len(view.remaining[seat]), "score": self.score(view, seat)}
        if seat == view.boss:
            facts["flag"] = TEXT["word-boss"]
        if teacher is not None:
            down = teacher.down_cards[seat]
            facts["hand"] = [] if down is None else [str(down)]
        return facts

    def next_step(self, view, legal):
        return TEXT["table-boss-first" if view.seat == view.boss else "pick"]

    def picture(self, view, move, verdict):
        return picture(view, move, verdict, names=self.names)

    def question(self, view, events):
        """After a reveal, a cat that was not the boss says if its card was good.

        Not at a hand's last reveal: its chips would tell.
        """
        kinds = {event.kind for event in events}
        last = view.last_reveal
        if Revealed.kind not in kinds or HandOver.kind in kinds or view.seat in (None, last.boss):
            return None
        mine, boss_card = last.cards[view.seat], last.cards[last.boss]
        said = TEXT[f"judged-{comparison(mine, boss_card)}"].format(card=mine, boss_card=boss_card)
        return Question(
            question=TEXT["ask-judged"].format(card=mine, boss_card=boss_card),
            choices=(("judge-good", TEXT["judge-good"]), ("judge-big", TEXT["judge-big"])),
            answer="judge-good" if positive(mine, boss_card) else "judge-big",
            right=TEXT["judged-right"].format(said=said),
            wrong=TEXT["judged-wrong"].format(said=said),
            about=Judged.kind,
            holds=frozenset({Judged.kind}),
            picture=self.picture(unjudged(view), None, None)["line"],
        )

    def unjudged(self, view):
        return unjudged(view)


ADAPTER = KittysAdapter
