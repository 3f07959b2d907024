"""Nothing lost: the journal brings every table back at the same move, even after kill -9."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import sys
import time
import urllib.request

import psutil
from classhelp import Client, kept_host, lit, run, tap

from mathcats.app import Settings, voila_command
from mathcats.app.running import free_port
from mathcats.class_server import ClassPlay, class_command
from mathcats.classroom.journal import FILE, KEEP_SECONDS
from mathcats.classroom.table import hashed

START_SECONDS = 180  # a busy 2-core machine starts Voila and its kernel pools slowly


def test_a_restarted_host_has_every_table_at_the_same_move(tmp_path):
    host, first = kept_host(tmp_path)
    tables = host.make("feed-the-kitten", 3, 2, "cat", {}, 2, "always")
    keys = [tables[0].sit(0), tables[0].sit(1)]
    tables[1].sit(1)
    for _ in range(6):
        seat = tables[0].match.to_move[0]
        if seat in tables[0].sessions:
            session = tables[0].sessions[seat]
            target = lit(session.scene)[0]
            tables[0].handle(seat, {"type": "click", "id": target, "scene": session.scene["n"]})
        else:
            host.clock.run(1)
    assert len(tables[0].match.history) >= 3
    first.flush()
    again, _ = kept_host(tmp_path)
    assert sorted(again.tables) == sorted(host.tables)
    for code, table in host.tables.items():
        back = again.tables[code]
        assert back.match.to_json() == table.match.to_json()
        assert (back.state, back.keys, back.late) == (table.state, table.keys, table.late)
    assert [again.tables[tables[0].code].seat_of(k) for k in keys] == [0, 1]
    row = sqlite3.connect(tmp_path / FILE).execute("SELECT keys, save FROM tables").fetchone()
    assert keys[0] not in row[0] and hashed(keys[0]) in row[0]  # only hashes of the keys
    assert "Mia" in row[1] and set(json.loads(row[1])) >= {"game", "seed", "options", "moves"}


def test_forget_starts_empty_and_a_day_old_table_is_dropped(tmp_path):
    host, journal = kept_host(tmp_path)
    old, new = host.make("kittys", 3, 3, "cat", {}, 2, "always")
    journal.flush()
    db = sqlite3.connect(tmp_path / FILE)
    with db:
        db.execute(
            "UPDATE tables SET updated = ? WHERE code = ?",
            (time.time() - KEEP_SECONDS - 1, old.code),
        )
    again, _ = kept_host(tmp_path)
    assert list(again.tables) == [new.code]
    empty, _ = kept_host(tmp_path, forget=True)
    assert empty.tables == {}


def test_without_class_the_server_command_is_unchanged_and_local_only():
    argv, _ = voila_command(Settings(8866))
    assert "--Voila.ip=127.0.0.1" in argv and not any("class_play" in a for a in argv)
    play = ClassPlay.new("127.0.0.1", "/tmp/x")
    argv, _env = class_command(Settings(8866), play)
    assert argv[argv.index("mathcats.class_server") - 1] == "-m"
    assert "--ClassroomVoila.class_data=/tmp/x" in argv
    assert play.key not in " ".join(argv)  # the key goes by the environment, not argv


class Server:
    """``mathcats serve --class --ip 127.0.0.1`` in a subprocess, as a teacher types it."""

    def __init__(self, port: int, data):
        argv = [sys.executable, "-m", "mathcats.cli", "serve", "--class", "--ip", "127.0.0.1"]
        argv += ["--port", str(port), "--data", str(data), "--class-size", "1"]
        self.process = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
        self.lines = [self.process.stdout.readline().strip() for _ in range(2)]
        self.key = self.lines[1].rsplit("key=", 1)[-1]
        deadline = time.monotonic() + START_SECONDS
        while True:
            assert self.process.poll() is None and time.monotonic() < deadline, "not started"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/class/table.js", timeout=5):
                    break
            except OSError:
                time.sleep(0.3)

    def kill(self) -> None:
        """kill -9 the server; then its kernels, which it could not stop."""
        kernels = psutil.Process(self.process.pid).children(recursive=True)
        self.process.kill()
        self.process.wait()
        for kernel in kernels:
            with contextlib.suppress(psutil.NoSuchProcess):
                kernel.kill()


def test_kill_9_and_start_again_every_table_is_back_and_a_child_gets_its_seat(tmp_path):
    port = free_port()
    server = Server(port, tmp_path)

    async def before():
        assert server.lines[0] == f"Children: http://127.0.0.1:{port}/class"
        assert server.lines[1].startswith(f"Teacher: http://127.0.0.1:{port}/class/teacher?key=")
        teacher = await Client.connect(port, f"/class/teacher/ws?key={server.key}")
        await teacher.until_board()
        make = {"type": "make", "game": "feed-the-kitten", "players": 2, "level": "cat"}
        await teacher.send({**make, "children": 2, "tables": 2, "lights": "always"})
        board0 = (await teacher.until_board(lambda f: len(f["tables"]) == 2))["tables"]
        code = board0[0]["code"]
        await teacher.send({**make, "children": 1, "tables": 1, "lights": "after-try"})
        board = await teacher.until_board(lambda f: len(f["tables"]) == 3)
        (after_try,) = {t["code"] for t in board["tables"]} - {t["code"] for t in board0}
        children, keys, scenes = [], [], []
        for seat in (0, 1):
            child = await Client.connect(port)
            await child.send({"type": "sit", "code": code, "seat": seat})
            keys.append((await child.until("seated"))["key"])
            children.append(child)
        for child in children:
            scenes.append((await child.until("scene"))["scene"])
        played, card = 0, False  # three moves or more, till one is a card (not only draws)
        while played < 3 or not card:
            assert played < 15, f"no card fitted in {played} moves: {scenes}"
            seat = next(
                s for s in (0, 1) if lit(scenes[s]) and scenes[s]["turn"].startswith("Your")
            )
            hand = {item["id"] for item in scenes[seat]["hand"]}
            target = next((t for t in lit(scenes[seat]) if t in hand), lit(scenes[seat])[0])
            card = card or target in hand
            played += 1
            await children[seat].send(tap(scenes[seat], target))
            for s in (0, 1):
                n = scenes[s]["n"]
                scenes[s] = (await children[s].until("scene", lambda f, n=n: f["scene"]["n"] != n))[
                    "scene"
                ]
        board = await teacher.until_board(lambda f: any(t["moves"] == played for t in f["tables"]))
        await teacher.send({"type": "summary"})
        first = (await teacher.until("summary"))["lit"]
        assert first  # the card the children played with the cards lit
        moves = {t["code"]: t["moves"] for t in board["tables"]}
        return code, keys, scenes, moves, first, after_try

    try:
        code, keys, scenes, moves, first, after_try = run(before(), 120)
    finally:
        server.kill()
    server = Server(port, tmp_path)

    async def after():
        teacher = await Client.connect(port, f"/class/teacher/ws?key={server.key}")
        board = await teacher.until_board()
        assert {t["code"]: t["moves"] for t in board["tables"]} == moves
        await teacher.send({"type": "summary"})
        assert (await teacher.until("summary"))["lit"] == first
        child = await Client.connect(port)  # the after-try table starts as its child sits
        await child.send({"type": "sit", "code": after_try, "seat": 0})
        await child.until("seated")
        scene = await child.until("scene", lambda f: f["scene"]["turn"].startswith("Your"))
        assert not lit(scene["scene"])  # nothing lights up before a try
        for seat, key in enumerate(keys):
            child = await Client.connect(port)
            await child.send({"type": "back", "code": code, "key": key})
            assert (await child.until("seated"))["seat"] == seat
            scene = (await child.until("scene"))["scene"]
            assert [i["label"] for i in scene["hand"]] == [i["label"] for i in scenes[seat]["hand"]]
            assert scene["log"] == scenes[seat]["log"]

    try:
        run(after(), 120)
    finally:
        server.kill()
    assert os.path.exists(tmp_path / FILE)
