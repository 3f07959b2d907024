"""Kombat Kittens: hand, Recruits, battles of three face-down cards, treasure and sets."""

from __future__ import annotations

from ...engine.scene import Adapter, button, card, colour, look, number, zone
from .rules import SET_SIZE, best_set, card_words, classify, count, rank, value
from .state import (
    DRAW,
    FORFEIT,
    TEXT,
    Battle,
    Capture,
    Commit,
    FinalTreasure,
    Recruit,
    counted_treasure,
    picture,
    why_not,
    why_not_recruit,
)

# Each kind of set (``classify``) and its "?" term: its name-<kind> is the term's word.
SET_TERMS = {"three-of-a-kind": "three", "straight": "run", "pair": "pair", "high-card": "biggest"}


def face(tap: str | None, code: int, treasure: bool = False, **extra) -> dict:
    """A kitten card: its rank big, its treasure value small. A Dog has no number: "Dog".

    Its picture: a caped kitten, a Dog, or a chest for a card in a treasure pile.
    """
    worth = TEXT["worth"].format(value=value(code))
    cat = "treasure" if treasure else "kombat" if rank(code) else "dog"
    art = look(colour(rank(code)), cat, mark="shield")
    return card(tap, rank(code) or TEXT["noun-dog"], badge=worth, **art, **extra)


class KombatKittensAdapter(Adapter):
    game_id = "kombat-kittens"

    def path(self, move):
        if isinstance(move, Recruit):
            return (f"hand-{move.card}", f"recruit-{move.recruit}")
        if isinstance(move, Commit):
            return (f"hand-{move.card}",)
        if isinstance(move, Battle):
            return (f"battle-{move.opponent}",)
        if isinstance(move, Capture):
            return (f"take-{move.source}-{move.card}",)
        return (move.kind,)

    def paths(self, move):
        path = self.path(move)
        return (path, path[::-1]) if isinstance(move, Recruit) else (path,)  # a swap: either first

    def move(self, path, view):
        if path in (("draw",), ("forfeit",)):
            return DRAW if path == ("draw",) else FORFEIT
        if len(path) == 2:
            card, recruit = sorted(path)  # "hand-..." sorts before "recruit-..."
            i, j = number(card, "hand-"), number(recruit, "recruit-")
            return Recruit(i, j) if i is not None and j is not None else None
        kind, _, index = path[0].rpartition("-")  # "take-played-2": "take-played", "2"
        if not index.isdigit():
            return None
        if kind in ("take-played", "take-treasure"):
            return Capture(kind.removeprefix("take-"), int(index))
        if kind == "battle":
            return Battle(int(index))
        return Commit(int(index)) if kind == "hand" and view.phase == "battle" else None

    def dead_end(self, path, view):
        index, recruit = number(path[0], "hand-"), number(path[0], "recruit-")
        if index is not None:
            return why_not(view, index) if index < len(view.hand) else None
        return None if recruit is None else why_not_recruit(view, recruit)

    def chosen(self, path, view):
        tap = path[-1]
        if tap.startswith("hand-"):
            return TEXT["pick-recruit"].format(card=card_words(view.hand[number(tap, "hand-")]))
        return TEXT["pick-hand"].format(card=card_words(view.recruits[number(tap, "recruit-")]))

    def zones(self, view, teacher):
        names = self.names
        cards, dogs = count(view.draw_pile_size, "card"), count(view.dogs_in_pile, "dog")
        note = TEXT["pile-note"].format(cards=cards, dogs=dogs)
        recruits = [face(f"recruit-{j}", code) for j, code in enumerate(view.recruits)]
        zones = [
            zone("draw-pile", TEXT["draw-pile"], [], note, back=True),
            zone("recruits", TEXT["word-recruits"], recruits),
        ]
        battle = view.battle
        if battle is None:
            return zones
        for f, seat in enumerate(battle.fighters):
            taking = view.phase == "capture" and battle.loser == seat
            items = [
                face(f"take-played-{i}" if taking else None, code)
                for i, code in enumerate(battle.played[f])
            ]
            if battle.committed[f]:
                mine = seat == view.seat and battle.mine is not None
                down = face(None, battle.mine, caption=TEXT["face-down"]) if mine else None
                back = card(None, TEXT["down"], caption=TEXT["face-down"], **look(None, "back"))
                items.append(down or back)
            label = TEXT["cards-of"].format(name=names[seat])
            zones.append(zone(f"fighter-{seat}", label, items, "" if items else TEXT["cards-none"]))
        if view.phase == "capture" and battle.loser is not None and view.players > 2:
            pile = view.treasure[battle.loser]
            items = [face(f"take-treasure-{i}", code, treasure=True) for i, code in enumerate(pile)]
            label = TEXT["treasure-of"].format(name=names[battle.loser])
            zones.append(zone("treasure", label, items, "" if pile else TEXT["treasure-none"]))
        return zones

    def cards(self, cards, seat):
        return [face(f"hand-{i}", code) for i, code in enumerate(cards)]

    def played(self, move, seat):
        if isinstance(move, Commit):  # a battle card, face down, to its fighter's cards
            return {"play": f"hand-{move.card}", "to": f"fighter-{seat}"}
        return None

    def actions(self, view):
        if view.phase == "battle":
            return [button("forfeit", TEXT["table-forfeit"])]
        if view.phase != "turn":
            return []
        battle = TEXT["table-battle"]
        others = [s for s in range(view.players) if s != view.seat]
        battles = [button(f"battle-{s}", battle.format(name=self.names[s])) for s in others]
        return [button("draw", TEXT["table-draw"]), *battles]

    def terms(self, view):
        terms = {"recruits": "recruits", "dog": "draw-pile", "treasure": ""}
        terms["litter-box"] = ""
        # the kinds of set the picture names: a battle's full sets, else your best three
        shown = (
            [cards for cards in view.battle.played if len(cards) == SET_SIZE] if view.battle else []
        )
        if not shown and len(view.hand) >= SET_SIZE:
            shown = [best_set(view.hand)]
        kinds = (classify([rank(c) for c in cards]).kind for cards in shown)
        return {**terms, **{SET_TERMS[kind]: "" for kind in kinds}}

    def score(self, view, seat):
        return TEXT["treasure"].format(total=view.treasure_values[seat])

    name = staticmethod(card_words)  # a card as the teacher reads it: "4 (3 treasure)"

    def next_step(self, view, legal):
        if view.phase == "battle":
            mine = view.battle.mine is None
            return TEXT["battle-step"].format(n=view.battle.revealed + 1) if mine else TEXT["wait"]
        return TEXT["table-capture" if view.phase == "capture" else "turn"]

    def counted(self, events, seat):
        mine = [e for e in events if isinstance(e, FinalTreasure) and e.seat == seat]
        return counted_treasure(mine[0]) if mine else None

    def picture(self, view, move, verdict):
        pic = picture(view, move, verdict, names=self.names)
        for row in pic["rows"]:
            for mini in row["cards"]:
                mini["colour"] = colour(mini["rank"])
        return pic


ADAPTER = KombatKittensAdapter
