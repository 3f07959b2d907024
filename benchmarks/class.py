"""Class play under load: simulated children over websockets, no browser, on 127.0.0.1.

    python benchmarks/class.py [--tables 300] [--seconds 60] [--pace 2 5]

Starts ``mathcats serve --class --ip 127.0.0.1`` on a free port (a fresh
journal), makes ``--tables`` Feed the Kitten tables of 3 children from the
teacher's socket, and seats 3 simulated children at each. Each child waits
for its turn, waits 2-5 s (a child's pace), taps a lit card, and times the
answer: its own next scene. Prints, as Markdown rows for docs/benchmarks.md,
taps, tap p50/p95 (ms), CPU time a tap of the server and of the simulated
children (this process), what the table's three seats receive a tap (JSON,
and deflated on the wire, estimated from a sample), the server's resident
memory with the tables, and memory per table (from the server before any
table). The load generator shares the machine's cores. ``--plain``: the
children offer no compression.

``--host-only``: the class host in this process, no web: 100 tables of 3
children tap in turn; prints CPU a tap (the move, and the three seats'
scenes as JSON, the journal's row asked for) with the pictures' markup
shared and drawn every time.
Targets (issue): 300 tables (900 children) tap p95 <= 50 ms, server <= 200 MB.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import zlib
from pathlib import Path

from tornado.websocket import websocket_connect

from mathcats.app.running import free_port

HOST = "127.0.0.1"
START_SECONDS = 240
SAMPLE = 20  # one frame in this many is deflated again here to estimate the bytes on the wire
MAKE_BATCH = 100  # tables one "make" may add (the host's cap)


def rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return next(int(line.split()[1]) for line in status.splitlines() if line[:6] == "VmRSS:") / 1024


def cpu_seconds(pid: int) -> float:
    ticks = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[11:13]
    return sum(int(t) for t in ticks) / os.sysconf("SC_CLK_TCK")


def lit(scene: dict) -> list[str]:
    """What a child may tap that plays: lit cards and words, Next round, Play again."""
    items = [i for z in scene.get("zones", []) for i in z["items"]]
    items += scene.get("hand", []) + scene.get("actions", [])
    ids = [i["id"] for i in items if i.get("lit")]
    party = scene.get("celebrate")
    return [party["button"]["id"]] if party else ids


def start_server(data: str) -> tuple[subprocess.Popen, int, str]:
    port = free_port()
    argv = [sys.executable, "-m", "mathcats.cli", "serve", "--class", "--ip", HOST]
    argv += ["--port", str(port), "--data", data, "--forget", "--class-size", "1"]
    server = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    key = [server.stdout.readline() for _ in range(2)][1].strip().rsplit("key=", 1)[-1]
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/class/table.js", timeout=5):
                return server, port, key
        except OSError:
            time.sleep(0.3)
    server.kill()
    raise RuntimeError("the class server did not start")


class Child:
    """One simulated child at one seat."""

    def __init__(self, ws, seat: int, pace: tuple[float, float], stats: dict):
        self.ws, self.seat, self.pace, self.stats = ws, seat, pace, stats
        self.scene: dict = {}

    async def next_scene(self) -> dict | None:
        while True:
            text = await self.ws.read_message()
            if text is None:
                return None
            self.stats["bytes"] += len(text)
            self.stats["frames"] += 1
            if self.stats["frames"] % SAMPLE == 0:
                self.stats["sampled"] += len(text)
                self.stats["wire"] += len(deflated(text)) if self.stats["deflate"] else len(text)
            frame = json.loads(text)
            if frame["type"] == "scene":
                self.scene = {**self.scene, **frame["scene"]}
                return self.scene

    async def play(self, until: float) -> None:
        scene = await self.next_scene()
        while scene is not None and time.monotonic() < until:
            choices = lit(scene)
            if not choices:
                scene = await self.next_scene()
                continue
            await asyncio.sleep(random.uniform(*self.pace))
            asked = time.monotonic()
            content = {"type": "click", "id": random.choice(choices), "scene": scene["n"]}
            await self.ws.write_message(json.dumps({"type": "send", "content": content}))
            scene = await self.next_scene()
            if asked > self.stats["from"]:
                self.stats["taps"].append(1000 * (time.monotonic() - asked))


def deflated(text: str) -> bytes:
    """``text`` as the server deflates a frame (permessage-deflate, no context kept)."""
    packer = zlib.compressobj(6, zlib.DEFLATED, -zlib.MAX_WBITS)
    return packer.compress(text.encode()) + packer.flush(zlib.Z_SYNC_FLUSH)


async def connect(port: int, path: str, deflate: bool = True):
    """A websocket that offers permessage-deflate as a browser does (unless not ``deflate``)."""
    compress = {} if deflate else None
    url = f"ws://{HOST}:{port}{path}"
    return await websocket_connect(url, max_message_size=1 << 24, compression_options=compress)


async def until(ws, kind: str, test=lambda frame: True) -> dict:
    while True:
        text = await asyncio.wait_for(ws.read_message(), 60)
        if text is None:
            raise RuntimeError(f"closed while waiting for {kind}")
        frame = json.loads(text)
        if frame["type"] == kind and test(frame):
            return frame


async def class_run(
    server_pid: int, port: int, key: str, tables: int, seconds: float, pace, deflate=True
) -> dict:
    teacher = await connect(port, f"/class/teacher/ws?key={key}")
    await until(teacher, "dashboard")
    for made in range(0, tables, MAKE_BATCH):
        count = min(MAKE_BATCH, tables - made)
        make = {"type": "make", "game": "feed-the-kitten", "players": 3, "children": 3}
        await teacher.write_message(json.dumps({**make, "level": "cat", "tables": count}))
    board = await until(teacher, "dashboard", lambda f: len(f["tables"]) == tables)
    teacher.close()  # its dashboards are not what is measured
    stats = {"taps": [], "bytes": 0, "from": float("inf"), "frames": 0, "sampled": 0, "wire": 0}
    stats["deflate"] = deflate
    children = []
    for card in board["tables"]:
        for seat in range(3):
            ws = await connect(port, "/class/ws", deflate)
            await ws.write_message(json.dumps({"type": "sit", "code": card["code"], "seat": seat}))
            await until(ws, "seated")
            children.append(Child(ws, seat, pace, stats))
    warm = max(pace)  # the first taps, as every table starts at once, are not counted
    stats["from"] = time.monotonic() + warm
    end = time.monotonic() + warm + seconds
    playing = [asyncio.ensure_future(c.play(end)) for c in children]
    await asyncio.sleep(warm)
    cpu, own = cpu_seconds(server_pid), time.process_time()
    await asyncio.wait(playing, timeout=seconds + 30)
    stats["cpu"] = cpu_seconds(server_pid) - cpu
    stats["load"] = time.process_time() - own
    sent = stats["bytes"]
    for child in children:
        child.ws.close()
    return {**stats, "sent": sent}


def host_only(tables: int = 100, rounds: int = 30) -> None:
    """Taps on ``tables`` tables without the web: CPU a tap."""
    from mathcats.classroom.host import ClassHost
    from mathcats.classroom.journal import Journal
    from mathcats.pictures import draw
    from mathcats.table import markup, scene, taps

    print("| pictures' markup | taps | CPU a tap |")
    print("|---|---|---|")
    shared_markup = markup.drawn
    for shared in (True, False):  # before sharing: every picture drawn where it is shown
        scene.drawn = taps.drawn = (
            shared_markup if shared else lambda p: p and {**p, "html": draw(p)}
        )
        markup._markup.cache_clear()
        with tempfile.TemporaryDirectory(prefix="mathcats-class-") as data:
            journal = Journal(Path(data))
            host = ClassHost(lambda seconds, callback: None)
            host.listeners.append(journal.save)
            made = host.make("feed-the-kitten", 3, 3, "cat", {}, tables)
            for table in made:
                for seat in range(3):
                    table.sit(seat)
            random.seed(1)
            taps, cpu = 0, time.process_time()
            for _ in range(rounds):
                for table in made:
                    seat = table.match.to_move[0] if table.match.to_move else 0
                    scene = table.sessions[seat].scene
                    choices = lit(scene) or [i["id"] for i in scene.get("help", [])]
                    content = {"type": "click", "id": random.choice(choices), "scene": scene["n"]}
                    tap_and_draw(table, seat, content)
                    taps += 1
            cpu = time.process_time() - cpu
            journal.flush()
        words = "shared" if shared else "drawn every time"
        print(f"| {words} | {taps} | {1000 * cpu / taps:.2f} ms |")


def tap_and_draw(table, seat: int, content: dict) -> None:
    """A tap, and every seat's scene as the server sends it."""
    table.handle(seat, content)
    for session in table.sessions.values():
        json.dumps(session.scene)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pace", type=float, nargs=2, default=(2.0, 5.0))
    parser.add_argument("--plain", action="store_true", help="children offer no compression")
    parser.add_argument("--host-only", action="store_true", help="the host alone, no web")
    args = parser.parse_args()
    if args.host_only:
        host_only()
        return
    with tempfile.TemporaryDirectory(prefix="mathcats-class-") as data:
        server, port, key = start_server(data)
        try:
            time.sleep(2)
            before = rss_mb(server.pid)
            run = class_run(
                server.pid, port, key, args.tables, args.seconds, tuple(args.pace), not args.plain
            )
            stats = asyncio.run(run)
            after = rss_mb(server.pid)
        finally:
            server.terminate()
            server.wait(timeout=60)
    taps = sorted(stats["taps"])
    if not taps:
        raise SystemExit("no tap was answered")
    p50 = statistics.median(taps)
    p95 = taps[int(0.95 * (len(taps) - 1))]
    json_kb = stats["sent"] / len(taps) / 1024
    wire_kb = json_kb * stats["wire"] / max(1, stats["sampled"])
    print(
        "| tables | children | frames | taps | tap p50 | tap p95 | CPU a tap: server, children "
        "| KB a tap: JSON, wire | server | a table |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {args.tables} | {3 * args.tables} | {'plain' if args.plain else 'deflated'} "
        f"| {len(taps)} | {p50:.1f} ms | {p95:.1f} ms | {1000 * stats['cpu'] / len(taps):.1f}, "
        f"{1000 * stats['load'] / len(taps):.1f} ms "
        f"| {json_kb:.1f}, {wire_kb:.1f} "
        f"| {after:.0f} MB | {(after - before) / args.tables:.3f} MB |"
    )


if __name__ == "__main__":
    main()
