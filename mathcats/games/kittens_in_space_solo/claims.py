"""The solo game: what each "Show me" reason claims, checked on the state (Game.claims)."""

from __future__ import annotations

from . import state as solo


def _alastair_stacks(p) -> set[int]:
    """Where Alastair plays after this move and the end of the turn."""
    events = p.then(solo.Done()) if p.after.step == solo.FINISH else []
    return {e.stack for e in events if getattr(e, "by", "player") != "player"}


def _first_discard(events) -> int:
    """The card that leaves the shared hand when the child's turn ends."""
    return next(e.card for e in events if e.kind == "discarded")


CLAIMS = {
    "wins-game": lambda p: any(e.kind == "game-won" and e.seats == (0,) for e in p.events),
    "scores": lambda p: p.after.player_points == p.state.player_points + 1,
    "fits-next": lambda p: (
        p.facts["next"] != 9
        and any(
            isinstance(m, solo.Place) and p.after.hand[m.slot] == p.facts["next"]
            for m in p.after.legal_moves(0)
        )
    ),
    "hint-down": lambda p: (
        p.facts["card"] == p.state.hand[p.move.slot]
        and p.facts["card"] < p.facts["top"] == p.state.stacks[p.move.stack][-1]
    ),
    "close-9": lambda p: (
        p.after.closed == p.move.stack
        and 9 in p.state.hand
        and p.state.stacks[p.move.stack][-1] in (7, 8)
        and p.move.stack not in _alastair_stacks(p)
    ),
    "close-low": lambda p: (
        p.after.closed == p.move.stack
        and p.move.stack not in _alastair_stacks(p)
        and p.state.stacks[p.move.stack][-1] == min(s[-1] for s in p.state.stacks)
    ),
    "swap-away": lambda p: _first_discard(p.then(solo.Done())) == p.facts["card"],
    "done-9": lambda p: _first_discard(p.events) == 9,
    "done-keep": lambda p: bool(p.plays(solo.Swap)),
}
