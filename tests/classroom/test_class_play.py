"""Class tables over real websockets on 127.0.0.1: seats, hidden hands, moves, reconnecting."""

from __future__ import annotations

from classhelp import FEED, Client, lit, run, serving, tap

from mathcats.engine import Match


def hand_cards(scene: dict) -> list[str]:
    return sorted(item["label"] for item in scene.get("hand", []))


async def seated(port: int, code: str, seats: range) -> list[Client]:
    clients = []
    for seat in seats:
        client = await Client.connect(port)
        await client.send({"type": "sit", "code": code, "seat": seat})
        clients.append(client)
        await client.until("seated")
    return clients


def test_three_children_play_a_round_each_seeing_only_their_own_hand():
    async def play():
        async with serving(tables=1, seed=1, **FEED) as (host, port):
            ((code, table),) = host.tables.items()
            clients = await seated(port, code, range(3))
            match = table.match
            scenes = {}
            for seat, client in enumerate(clients):
                scenes[seat] = await client.until_all_sat()
            rounds = lambda: sum(e.ends_round for t in match.history for e in t.events)  # noqa: E731
            moves = 0
            while rounds() == 0 and moves < 300:
                seat = match.to_move[0]
                before = len(match.history)
                await clients[seat].send(tap(scenes[seat], lit(scenes[seat])[0]))
                for other, client in enumerate(clients):  # each move reaches every seat
                    n = scenes[other]["n"]
                    frame = await client.until("scene", lambda f, n=n: f["scene"]["n"] != n)
                    scenes[other] = frame["scene"]
                assert len(match.history) == before + 1
                moves += 1
            assert rounds() == 1, "a round was played to its end"
            for seat, client in enumerate(clients):
                await client.quiet(0.2)
                last = [f for f in client.frames if f["type"] == "scene"][-1]["scene"]
                assert hand_cards(last) == sorted(str(c) for c in match.view(seat).hand)
                for frame in client.frames:  # no seat's hand is in any frame but its own
                    for other in frame.get("scene", {}).get("seats", []):
                        assert "hand" not in other
                assert [f["seq"] for f in client.frames if f["type"] == "scene"] == sorted(
                    {f["seq"] for f in client.frames if f["type"] == "scene"}
                )

    run(play(), 240)


def test_kittys_face_down_choices_stay_hidden_until_all_have_chosen():
    """Two tables dealt alike, a different card laid at each: the others see no difference."""

    async def play():
        async with serving() as (host, port):
            tables = [
                host.add(Match("kittys", 3, seed=7), 3, "cat", lights="always") for _ in range(2)
            ]
            seen, mine = [], []
            for table, pick in zip(tables, (0, -1), strict=True):
                clients = await seated(port, table.code, range(3))
                scenes = [await c.until_all_sat() for c in clients]
                boss = table.match.to_move[0]
                choice = lit(scenes[boss])[pick]
                await clients[boss].send(tap(scenes[boss], choice))
                others = [s for s in range(3) if s != boss]
                seen.append([(await clients[s].until("scene"))["scene"] for s in others])
                mine.append((await clients[boss].until("scene"))["scene"])
                assert table.match.state.down[boss] is not None  # the boss has chosen
                assert None in table.match.state.down  # not everyone yet
            assert mine[0]["hand"] != mine[1]["hand"], "the boss laid different cards"
            assert seen[0] == seen[1], "another seat's face-down card changed what a child saw"

    run(play(), 120)


def test_a_child_comes_back_with_the_seat_key_to_the_same_seat_and_hand():
    async def play():
        async with serving(tables=1, **FEED) as (host, port):
            ((code, table),) = host.tables.items()
            first = await Client.connect(port)
            await first.send({"type": "sit", "code": code, "seat": 1})
            key = (await first.until("seated"))["key"]
            hand = hand_cards((await first.until("scene"))["scene"])
            first.close()
            again = await Client.connect(port)
            await again.send({"type": "back", "code": code, "key": key})
            back = await again.until("seated")
            assert (back["seat"], back["name"]) == (1, table.match.names[1])
            assert hand_cards((await again.until("scene"))["scene"]) == hand
            assert hand == sorted(str(c) for c in table.match.view(1).hand)

    run(play())


def test_a_full_table_says_so_kindly_and_a_late_child_plays_from_the_next_round():
    async def play():
        async with serving(tables=1, **{**FEED, "children": 2}) as (host, port):
            ((code, table),) = host.tables.items()
            await seated(port, code, range(2))
            assert table.state == "playing"  # both child seats taken: it starts
            third = await Client.connect(port)
            await third.send({"type": "sit", "code": code, "seat": 0})
            refused = await third.until("refused")
            assert refused["why"] == "full"
            assert refused["words"] == "This table is full. Ask your teacher."
            host.table(code).free(0)
            await third.send({"type": "sit", "code": code, "seat": 0})
            assert (await third.until("seated"))["seat"] == 0

    run(play())
