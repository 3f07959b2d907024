"""Kittens in Space: four stacks, the Save 'Em card and its sides, the looping 0-9 ring."""

from __future__ import annotations

from ...engine.text import counted
from ...games.kittens_in_space import (
    TEXT,
    Adopt,
    ChooseStart,
    Draw,
    Pass,
    Place,
    StackCard,
    card_words,
    has_bell,
    hop_numbers,
    picture,
    value,
    why_not,
    why_not_adopt,
)
from .base import OKABE_ITO, Adapter, button, card, number, zone


class KittensInSpaceAdapter(Adapter):
    game_id = "kittens-in-space"

    def path(self, move):
        if isinstance(move, StackCard):
            return (f"card-{move.card}", f"stack-{move.stack}")
        if isinstance(move, Adopt):
            return ("adopt", f"card-{move.card}", f"stack-{move.stack}")
        if isinstance(move, (Place, ChooseStart)):
            return (f"stack-{move.stack}",)
        return (move.kind,)

    def move(self, path, view):
        first = path[0]
        if path in (("draw",), ("pass",)):
            return Draw() if first == "draw" else Pass()
        stack = number(path[-1], "stack-")
        if stack is None:
            return None
        if len(path) == 1:
            return ChooseStart(stack) if view.choosing is not None else Place(stack)
        adopting = first == "adopt"
        if len(path) != 2 + adopting:
            return None
        code = number(path[-2], "card-")
        if code is None:
            return None
        return Adopt(code, stack) if adopting else StackCard(code, stack)

    def dead_end(self, path, view):
        if path[0] == "adopt":
            return why_not_adopt(view)
        code = number(path[0], "card-")
        return None if code is None or code not in view.hand else why_not(view, code)

    def chosen(self, path, view):
        if path == ("adopt",):
            return TEXT["pick-card"]
        code = number(path[-1], "card-")
        key = "pick-any" if path[0] == "adopt" else "pick-stack"
        return TEXT[key].format(card=value(code))

    def zones(self, view, teacher):
        stacks = []
        for i, top in enumerate(view.tops):
            badges = [TEXT["save-em"]] if i == view.save_em else []
            if view.sides[i] is not None and i != view.save_em:
                badges.append(TEXT[f"table-{view.sides[i]}"])
            if i in view.played_stacks:
                badges.append(TEXT["played"])
            stacks.append(
                card(
                    f"stack-{i}",
                    value(top),
                    caption=TEXT["stack"].format(n=i + 1),
                    name=TEXT["stack-name"].format(n=i + 1),
                    badge=", ".join(badges) or None,
                    colour=OKABE_ITO[value(top) % len(OKABE_ITO)],
                )
            )
        draw_note = counted(view.draw_pile_size, TEXT["noun-card"])
        return [
            zone("draw-pile", TEXT["draw-pile"], [], draw_note, back=True),
            zone("stacks", TEXT["stacks"], stacks),
        ]

    def hand(self, view):
        return [
            card(
                f"card-{code}",
                value(code),
                badge=TEXT["table-bell"] if has_bell(code) else None,
                colour=OKABE_ITO[value(code) % len(OKABE_ITO)],
            )
            for code in view.hand
        ]

    def actions(self, view):
        return [
            button("adopt", TEXT["free"]),
            button("draw", TEXT["draw"]),
            button("pass", TEXT["table-pass"]),
        ]

    def seat(self, view, seat, teacher):
        facts = super().seat(view, seat, teacher)
        if view.free_adoption_used[seat]:
            facts["flag"] = TEXT["used"]
        return facts

    def score(self, view, seat):
        return TEXT["points"].format(points=view.points[seat], goal=view.points_to_win)

    def name(self, card):
        return card_words(card)

    def next_step(self, view, legal):
        if view.choosing is not None:
            return TEXT["choose"]
        return TEXT["more" if view.played_stacks else "play"]

    def picture(self, view, move, verdict):
        return picture(view, move, verdict)

    def preview(self, view, path):
        return picture(view, picked=number(path[-1], "card-"))

    def played(self, move):
        if isinstance(move, (StackCard, Adopt)):
            return {"play": f"card-{move.card}", "to": f"stack-{move.stack}"}
        return None

    def drawn(self, card):
        return f"card-{card}"

    def hop(self, event):
        return hop_numbers(event)


ADAPTER = KittensInSpaceAdapter
