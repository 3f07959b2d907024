"""Feed the Kitten: what each "Show me" reason claims, checked on the state (Game.claims)."""

from __future__ import annotations

from . import state as ftk


def _ftk_follow(p):
    nxt = p.facts["next"]
    return nxt in p.after.hands[p.seat] and p.after.check(ftk.Play(nxt), p.seat).ok


CLAIMS = {
    "wins-game": lambda p: "game-won" in p.kinds(),
    "wins-round": lambda p: "round-won" in p.kinds() and "game-won" not in p.kinds(),
    "fits-next": lambda p: p.facts["card"] == p.move.card and _ftk_follow(p),
    "keep-100": lambda p: 100 in p.after.hands[p.seat],
    "keep-zero": lambda p: 0 in p.after.hands[p.seat],
    "keep-90": lambda p: 90 in p.after.hands[p.seat] and ftk.Play(90) in p.legal,
    "only-fit": lambda p: all(m.card == p.move.card for m in p.plays(ftk.Play)),
    "draw-gift": lambda p: (
        isinstance(p.move, ftk.Draw)
        and ftk.Play(p.facts["card"]) in p.legal
        and all(m.card in (0, 90) for m in p.plays(ftk.Play))
    ),
    "draw-stuck": lambda p: isinstance(p.move, ftk.Draw) and not p.plays(ftk.Play),
    "draw-keep": lambda p: isinstance(p.move, ftk.Draw) and ftk.Play(p.facts["card"]) in p.legal,
    "pass": lambda p: p.legal == [ftk.Pass()],
}
