"""Kittens in Space: what each "Show me" reason claims, checked on the state (Game.claims)."""

from __future__ import annotations

from . import state as kis


def _kis_fits_after(p, number) -> bool:
    """Some card of that number fits an open stack once the move is made."""
    hand = p.after.hands[p.seat]
    return any(
        p.after.check(kis.StackCard(card, stack), p.seat).ok
        for card in hand
        if card % kis.BELL == number
        for stack in range(kis.STACKS)
    )


CLAIMS = {
    "wins-game": lambda p: "game-won" in p.kinds(),
    "wins-round": lambda p: "round-won" in p.kinds() and "game-won" not in p.kinds(),
    "fits-next": lambda p: any(
        isinstance(m, kis.StackCard) and m.card % kis.BELL == p.facts["next"]
        for m in p.after.legal_moves(p.seat)
    ),
    "bell": lambda p: isinstance(p.move, kis.StackCard) and p.move.card >= kis.BELL,
    "only-fit": lambda p: all(
        m.card % kis.BELL == p.move.card % kis.BELL == p.facts["card"]
        for m in p.plays(kis.StackCard)
    ),
    "cover-fits": lambda p: p.after.chooser is None and _kis_fits_after(p, p.facts["card"]),
    "adopt-stuck": lambda p: isinstance(p.move, kis.Adopt) and not p.plays(kis.StackCard),
    "draw-save": lambda p: (
        isinstance(p.move, kis.Draw) and not p.plays(kis.StackCard) and p.plays(kis.Adopt)
    ),
    "draw-stuck": lambda p: not p.plays(kis.StackCard) and not p.plays(kis.Adopt),
    "pass": lambda p: p.legal == [kis.Pass()],
}
