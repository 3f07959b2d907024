"""Children on their own devices: one table, three browser contexts (see conftest.py).

Each child's screen and websocket frames hold its own hand and no other
seat's cards; each move reaches the other two; Kittys' face-down cards stay
hidden until all have chosen; a child who closes the tab and comes back
(same sessionStorage) or reloads gets the same seat and the same hand.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import mathcats
from mathcats.app.running import RunningClass
from mathcats.classroom.host import TEXT as TABLE_WORDS
from mathcats.games.kittys.words import TEXT as KITTYS

pytestmark = pytest.mark.browser
PAGES = Path(mathcats.__file__).parent / "classroom" / "static"
CLASS_WORDS = json.loads((PAGES / "words.json").read_text(encoding="utf-8"))
MOST_TAPS = 300  # a round of Feed the Kitten for three is far shorter
ROUND_END_LINES = 6  # the move, the win, cards flipped back, the next round's start


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


def until(kid, n: int, test) -> dict:
    """The child's first scene after its ``n``-th that passes ``test`` (bounded)."""
    for _ in range(150):
        for scene in kid.scenes()[n:]:
            if test(scene):
                return scene
        kid.page.wait_for_timeout(100)
    raise AssertionError("no such scene reached the child")


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
            said = seen[-ROUND_END_LINES:]  # a round's end adds lines after the move's
            assert seen != log and any(line.startswith(name) for line in said), seen
    else:
        raise AssertionError("the round did not end")
    for seat, kid in enumerate(kids):
        kid.page.locator(".mc-party").wait_for()  # each child sees the round's end
        assert [hand for frame in kid.frames for hand in hands_seen(frame, seat)] == []
        assert kid.page.locator(".mc-peek-card").count() == 0


def face_down(scene: dict, seat: int) -> str:
    """The label of ``seat``'s card in the face-down row, as this scene shows it."""
    zone = next(z for z in scene["zones"] if z["id"] == "face-down")
    return zone["items"][seat]["label"]


def test_kittys_face_down_choices_stay_hidden_until_all_have_chosen(teacher, children):
    [code] = teacher.make(game="kittys", tables=1)
    kids = children(3)
    for seat, kid in enumerate(kids):
        kid.join(code, seat)
    for kid in kids:
        kid.page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    chosen: dict[int, str] = {}
    for _ in range(len(kids)):
        seat, kid = next((s, k) for s, k in enumerate(kids) if s not in chosen and lit(k.scene()))
        before = [len(k.scenes()) for k in kids]
        tap = lit(kid.scene())[-1]
        chosen[seat] = tap.removeprefix("commit-")
        kid.page.locator(f'.mc-table button[data-id="{tap}"]').click()
        if len(chosen) < len(kids):
            for other, n in zip(kids, before, strict=True):
                if other is not kid:  # the others see that it was chosen, not what
                    shown = until(other, n, lambda scene, s=seat: face_down(scene, s) != "…")
                    assert face_down(shown, seat) == KITTYS["down"]
    for seat, kid in enumerate(kids):  # the reveal: every card, to everyone
        for _ in range(150):
            last = next((z for z in kid.scene()["zones"] if z["id"] == "last"), None)
            if last:
                break
            kid.page.wait_for_timeout(100)
        assert [str(i["label"]) for i in last["items"]] == [chosen[s] for s in range(len(kids))]
        before_reveal = [f["scene"] for f in kid.frames if f["type"] == "scene"]
        for scene in before_reveal:  # until then, no other seat's number ever reached this tab
            if any(z["id"] == "last" for z in scene["zones"]):
                break
            for other in range(len(kids)):
                if other != seat:
                    assert not face_down(scene, other).isdigit()


def test_a_child_who_comes_back_has_the_same_seat_and_hand(teacher, children):
    [code] = teacher.make(players=3, children=2, tables=1)
    first, other = children(2)
    first.join(code, 1)
    other.join(code, 0)
    hand = first.page.locator(".mc-table .mc-hand .mc-item").first
    hand.wait_for()
    cards = sorted(first.hand())
    kept = first.page.evaluate("() => sessionStorage.getItem('mathcats-class-seat')")
    assert json.loads(kept)["code"] == code

    first.page.reload()  # the same tab again
    first.page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    assert first.seat() == 1 and sorted(first.hand()) == cards

    first.close()  # the tab is gone; a new one gets the tab's sessionStorage back
    again = children(1)[0]
    again.context.add_init_script(
        f"sessionStorage.setItem('mathcats-class-seat', {json.dumps(kept)})"
    )
    again.page.goto(again.server.child)
    again.page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
    assert again.seat() == 1 and sorted(again.hand()) == cards
    assert again.page.get_by_label("Table code").is_hidden()


def test_a_full_table_says_so_kindly_and_a_wrong_code_changes_nothing(teacher, children):
    [code] = teacher.make(players=2, children=1, tables=1)
    first, late = children(2)
    first.join(code, 0)
    late.page.goto(late.server.child)
    codes = {t["code"] for t in teacher.tables()}
    wrong = next(c * 4 for c in "ACDEFHJKMNPRTWXY" if c * 4 not in codes)
    late.page.get_by_label("Table code").fill(wrong)
    late.page.get_by_role("button", name="Join").click()
    refused = late.page.locator(".mc-class-line", has_text=TABLE_WORDS["no-table"])
    refused.wait_for()
    assert late.page.locator("button.mc-class-seat").count() == 0
    late.page.get_by_label("Table code").fill(code)
    late.page.get_by_role("button", name="Join").click()
    late.page.locator(".mc-class-line", has_text="This table is full. Ask your teacher.").wait_for()
    assert late.page.locator("button.mc-class-seat").count() == 0  # no cat left to tap
    assert late.page.locator(".mc-class-seat.mc-taken").count() == 2  # both seats, shown taken


def test_a_tab_comes_back_by_itself_when_the_server_is_back(alone, tmp_path):
    """The server killed (-9) and started again on its port: the tab finds its seat and hand."""
    server = RunningClass(tmp_path)
    try:
        kid = alone(server)
        cards = sorted(kid.hand())
        seated = len([f for f in kid.frames if f["type"] == "seated"])
        server.process.kill()
        server.process.wait(10)
        kid.page.locator(".mc-class-line", has_text=CLASS_WORDS["offline"]).wait_for()
        server = RunningClass(tmp_path, port=server.port)
        back = time.monotonic()
        for _ in range(100):  # 10 s at most, from the server answering again
            if len([f for f in kid.frames if f["type"] == "seated"]) > seated:
                break
            kid.page.wait_for_timeout(100)
        assert time.monotonic() - back <= 10, "the tab did not come back within 10 s"
        kid.page.locator(".mc-table .mc-hand .mc-item").first.wait_for()
        assert kid.seat() == 0 and sorted(kid.hand()) == cards
        assert kid.page.locator(".mc-class-line", has_text=CLASS_WORDS["offline"]).count() == 0
    finally:
        server.stop()
