"""The teacher's socket: make tables, start, pause, watch, the dashboard's mistakes, the summary."""

from __future__ import annotations

import gc

from classhelp import FEED, Client, run, serving, tap

from mathcats.engine import get_game


def unlit(scene: dict) -> list[str]:
    """Hand cards a child may tap now that the rules refuse (a mistake to count)."""
    return [i["id"] for i in scene["hand"] if not i.get("lit")]


async def teacher_of(host, port) -> Client:
    teacher = await Client.connect(port, f"/class/teacher/ws?key={host.key}")
    await teacher.until_board()
    return teacher


def test_make_tables_from_the_setup_pages_choices_then_start_and_pause_all():
    async def check():
        async with serving() as (host, port):
            teacher = await teacher_of(host, port)
            games = teacher.frames[0]["games"]
            feed = next(g for g in games if g["id"] == "feed-the-kitten")
            assert [lv["id"] for lv in feed["levels"]] == ["kitten", "cat", "tiger"]
            option = feed["options"][0]
            make = {"type": "make", "game": "feed-the-kitten", "players": 3, "children": 2}
            make |= {"level": "kitten", "tables": 3}
            make |= {"options": {option["name"]: option["choices"][-1]["value"]}}
            await teacher.send(make)
            board = await teacher.until_board(lambda f: len(f["tables"]) == 3)
            assert {t["state"] for t in board["tables"]} == {"waiting"}
            assert all(t["svg"].startswith("<svg") for t in board["tables"])
            for table in host.tables.values():
                assert (
                    str(getattr(table.match.options, option["name"]))
                    == make["options"][option["name"]]
                )
                assert set(table.pacing.bots) == {0, 1, 2}  # children's seats wait as cats
            await teacher.send({"type": "start"})
            board = await teacher.until_board(
                lambda f: {t["state"] for t in f["tables"]} == {"playing"}
            )
            await teacher.send({"type": "pause"})
            await teacher.until_board(lambda f: f["paused"])
            assert {t.state for t in host.tables.values()} == {"paused"}
            await teacher.send(
                {
                    "type": "make",
                    "game": "no-such-game",
                    "players": 3,
                    "children": 2,
                    "level": "cat",
                }
            )
            assert (await teacher.until("refused"))["why"] == "bad"
            assert len(host.tables) == 3

    run(check())


def test_the_dashboard_counts_mistakes_by_rule_and_the_summary_adds_them_up():
    feed = get_game("feed-the-kitten")

    async def check():
        two = {**FEED, "players": 2, "children": 2}
        async with serving(tables=2, seed=1, **two) as (host, port):  # a deal with a wrong card
            teacher = await teacher_of(host, port)
            tried = {}
            for code, table in sorted(host.tables.items()):
                clients = []
                for seat in (0, 1):
                    client = await Client.connect(port)
                    await client.send({"type": "sit", "code": code, "seat": seat})
                    await client.until("seated")
                    clients.append(client)
                seat = table.match.to_move[0]
                client = clients[seat]
                scene = await client.until_all_sat()
                for target in unlit(scene):  # each refused tap is said and counted
                    await client.send(tap(scene, target))
                    scene = (await client.until("scene"))["scene"]
                assert table.match.history == ()  # refused: nothing was played
                tried[code] = table.mistakes()
            assert sum(sum(c.values()) for c in tried.values()) > 0, "the deal had a refused card"
            board = await teacher.until_board(
                lambda f: all(
                    sum(m["count"] for m in t["mistakes"]) == sum(tried[t["code"]].values())
                    for t in f["tables"]
                ),
            )
            for card in board["tables"]:
                for mistake in card["mistakes"]:
                    words = feed.text[f"mistake-{mistake['rule']}"]
                    assert mistake["words"].startswith(f"{words}: ")
                    assert mistake["words"].endswith(" (Light the cards).")
                    assert mistake["count"] == tried[card["code"]][mistake["rule"]]
            await teacher.send({"type": "summary"})
            summary = await teacher.until("summary")
            total = sum(tried.values(), start=type(next(iter(tried.values())))())
            assert {feed.text[f"mistake-{m['rule']}"]: m["count"] for m in summary["mistakes"]} == {
                feed.text[f"mistake-{rule}"]: n for rule, n in total.items()
            }
            assert {n["words"] for n in summary["notes"]} == {
                feed.text[f"note-{rule}"] for rule in total
            }

    run(check())


def test_the_big_view_is_a_spectator_with_no_hand_until_revealed():
    async def check():
        async with serving(tables=1, **FEED) as (host, port):
            (code,) = host.tables
            teacher = await teacher_of(host, port)
            await teacher.send({"type": "watch", "code": code})
            scene = (await teacher.until("scene"))["scene"]
            assert scene["hand"] == [] and all("hand" not in s for s in scene["seats"])
            await teacher.send({"type": "reveal", "code": code, "on": True})
            scene = (await teacher.until("scene"))["scene"]
            assert all(len(s["hand"]) == 5 for s in scene["seats"])

    run(check())


def test_freeing_a_seat_tells_its_tab_and_another_device_sits_there():
    async def check():
        async with serving(tables=1, **FEED) as (host, port):
            (code,) = host.tables
            teacher = await teacher_of(host, port)
            broken = await Client.connect(port)
            await broken.send({"type": "sit", "code": code, "seat": 1})
            await broken.until("seated")
            await teacher.send({"type": "free", "code": code, "seat": 1})
            assert (await broken.until("refused"))["why"] == "key"
            other = await Client.connect(port)
            await other.send({"type": "sit", "code": code, "seat": 1})
            assert (await other.until("seated"))["seat"] == 1

    run(check())


def test_made_tables_are_frozen_out_of_the_collectors_full_passes():
    """The tables live as long as the server: a full collection walks them no more."""

    async def check():
        async with serving() as (host, port):
            teacher = await teacher_of(host, port)
            make = {"type": "make", "game": "feed-the-kitten", "players": 3, "children": 2}
            await teacher.send(make | {"level": "tiger", "tables": 2})
            await teacher.until_board(lambda f: len(f["tables"]) == 2)
            walked = {id(o) for o in gc.get_objects()}
            tables = list(host.tables.values())
            assert len(tables) == 2 and not {id(t) for t in tables} & walked
            assert not {id(t.match) for t in tables} & walked

    try:
        run(check())
    finally:
        gc.unfreeze()  # the tests after this one collect as usual
