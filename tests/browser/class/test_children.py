"""Children on their own devices: one table, three browser contexts (see conftest.py).

Each child's screen and websocket frames hold its own hand and no other
seat's cards; each move reaches the other two; Kittys' face-down cards stay
hidden until all have chosen; a child who closes the tab and comes back
(same sessionStorage) or reloads gets the same seat and the same hand.
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser
MOST_TAPS = 300  # a round of Feed the Kitten for three is far shorter


def hands_seen(frame: dict, own: int) -> list:
    """Every hand in a frame other than the seat's own (there must be none)."""
    if frame.get("type") != "scene":
        return []
    return [s["hand"] for s in frame["scene"]["seats"] if s["seat"] != own and s.get("hand")]


def revealed_hands(teacher, code: str) -> dict[int, list[str]]:
    """The truth, from the teacher's big view with the hands revealed."""
    teacher.send(type="watch", code=code)
    teacher.send(type="reveal", code=code, on=True)
    while True:
        scene = teacher.next("scene")["scene"]
        hands = {s["seat"]: s.get("hand") for s in scene["seats"]}
        if all(hand is not None for hand in hands.values()):
            teacher.send(type="reveal", code=code, on=False)
            teacher.send(type="watch", code=None)
            return hands


def lit(scene: dict) -> list[str]:
    """What the scene lets its seat tap now: hand cards first."""
    items = scene.get("hand", []) + [i for z in scene.get("zones", []) for i in z["items"]]
    return [i["id"] for i in items + scene.get("actions", []) if i.get("lit")]


def more_scenes(kid, n: int) -> dict:
    """The child's newest scene, once it has received more than ``n`` (bounded)."""
    for _ in range(150):
        if len(kid.scenes()) > n:
            return kid.scene()
        kid.page.wait_for_timeout(100)
    raise AssertionError("a move did not reach a child")


def test_three_children_play_a_round_each_seeing_only_their_own_hand(teacher, children):
    [code] = teacher.make(tables=1)
    kids = children(3)
    for seat, kid in enumerate(kids):
        kid.join(code, seat)
    for kid in kids:
        kid.page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    truth = revealed_hands(teacher, code)
    for seat, kid in enumerate(kids):
        assert kid.seat() == seat
        assert sorted(kid.hand()) == sorted(truth[seat])
        assert kid.page.locator(".mc-peek-card").count() == 0  # no one's cards shown small

    for _ in range(MOST_TAPS):
        if any(kid.scene().get("celebrate") for kid in kids):
            break
        mover = next(k for k in kids if lit(k.scene()))
        before = [len(k.scenes()) for k in kids]
        logs = [k.scene()["log"] for k in kids]
        mover.page.locator(f'.mc-table button[data-id="{lit(mover.scene())[0]}"]').click()
        more_scenes(mover, before[kids.index(mover)])
        name = mover.scene()["seats"][mover.seat()]["name"]
        for kid, n, log in zip(kids, before, logs, strict=True):  # the move reaches all
            seen = more_scenes(kid, n)["log"]  # in each one's words (a drawn number is private)
            assert seen != log and any(line.startswith(name) for line in seen[-2:]), seen
    else:
        raise AssertionError("the round did not end")
    for seat, kid in enumerate(kids):
        kid.page.locator(".mc-party").wait_for()  # each child sees the round's end
        assert [hand for frame in kid.frames for hand in hands_seen(frame, seat)] == []
        assert kid.page.locator(".mc-peek-card").count() == 0
