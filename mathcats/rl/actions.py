"""Each game's moves, numbered once and for all: action ``i`` is ``ACTIONS[game][i]``.

The numbering is the order written here; docs/rl.md lists it (``numbering_doc``),
and a test checks that every move a game ever lists has a number. Appending keeps
old numbers; inserting renumbers, so a trained agent would need training again.
"""

from __future__ import annotations

from itertools import combinations

from ..engine import Move
from ..engine.actions import Commit, Done, Draw, Pass
from ..games.feed_the_kitten import state as feed
from ..games.kittens_in_space import state as space
from ..games.kittens_in_space_solo import state as solo
from ..games.kombat_kittens import rules as kombat_rules
from ..games.kombat_kittens import state as kombat
from ..games.meow_ten import state as meow

STACKS = range(space.STACKS)
SOLO_SLOTS = range(solo.HAND_SIZE)
KOMBAT_HAND = range(kombat_rules.DRAW_LIMIT)  # a hand never grows past the draw limit
KOMBAT_SEATS = range(5)  # the most players (the record's max_players)

ACTIONS: dict[str, tuple[Move, ...]] = {
    feed.GAME_ID: (*(feed.Play(card) for card in sorted(set(feed.DECK))), Draw(), Pass()),
    space.GAME_ID: (
        *(space.StackCard(card, stack) for card in range(2 * space.BELL) for stack in STACKS),
        *(space.Place(stack) for stack in STACKS),
        *(space.Adopt(card, stack) for card in range(2 * space.BELL) for stack in STACKS),
        Draw(),
        Pass(),
        *(space.ChooseStart(stack) for stack in STACKS),
    ),
    solo.GAME_ID: (
        *(solo.Close(stack) for stack in range(solo.STACKS)),
        *(solo.Place(slot, stack) for slot in SOLO_SLOTS for stack in range(solo.STACKS)),
        *(solo.Swap(a, b) for a, b in combinations(SOLO_SLOTS, 2)),
        Done(),
    ),
    "kittys": tuple(Commit(card) for card in range(1, 13)),  # cards 1 to 12 (highest: 12)
    kombat.GAME_ID: (
        Draw(),
        *(kombat.Recruit(card, row) for card in KOMBAT_HAND for row in range(3)),
        *(kombat.Battle(seat) for seat in KOMBAT_SEATS),
        *(Commit(card) for card in KOMBAT_HAND),
        kombat.Forfeit(),
        *(kombat.Capture("played", card) for card in range(kombat_rules.SET_SIZE)),
        *(kombat.Capture("treasure", card) for card in range(len(kombat_rules.KITTENS))),
    ),
    meow.GAME_ID: (*meow.CHOICES, *meow.PLAYS.values(), Draw(), Done()),
}


def numbering_doc() -> str:
    """The numbering as Markdown, one table per game (docs/rl.md holds this text)."""
    parts = []
    for game_id, moves in ACTIONS.items():
        rows = "\n".join(f"| {i} | `{_short(move)}` |" for i, move in enumerate(moves))
        parts.append(f"### {game_id}\n\n| action | move |\n|---|---|\n{rows}\n")
    return "\n".join(parts)


def _short(move: Move) -> str:
    """A move as compact JSON-like text: ``play card=40``."""
    fields = {k: v for k, v in move.to_json().items() if k != "kind"}
    said = " ".join(f"{k}={_value(v)}" for k, v in fields.items())
    return f"{move.kind} {said}".strip()


def _value(value) -> str:
    if isinstance(value, dict):
        return "/".join(str(v) for v in value.values())
    return str(value)
