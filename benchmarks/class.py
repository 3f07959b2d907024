"""Class play under load: simulated children over websockets, no browser, on 127.0.0.1.

    python benchmarks/class.py [--tables 300] [--seconds 60] [--pace 2 5]
                               [--teacher] [--hard] [--storm]

Starts ``mathcats serve --class --ip 127.0.0.1`` on a free port (a fresh
journal), makes ``--tables`` Feed the Kitten tables of 3 children from the
teacher's socket, and seats 3 simulated children at each. Each child waits
for its turn, waits 2-5 s (a child's pace), taps a lit card of the newest
scene, and times the answer: the first newer scene. Every frame is timed
when it came off the socket, not when the child, done pausing, reads it.
Both event loops are timed too, the same way (``mathcats.classroom.lag``): the
server's, read from its ``/class/teacher/loop.json`` every half second, and
this process's own (what it times, it times that much late at most). Prints, as Markdown
rows for docs/benchmarks.md, taps, tap p50/p95 (ms), CPU time a tap of the
server and of the simulated children (this process), what the table's three
seats receive a tap (JSON, and deflated on the wire, estimated from a
sample), the server's resident memory with the tables, and memory per table
(from the server before any table). The load generator shares the machine's cores. ``--plain``: the
children offer no compression.

Issue 38's scenarios, each a flag (a row of its own after the main row):

- ``--teacher``: the teacher's page stays open, reading every frame: the
  dashboard's changes a second and their size (JSON, and deflated);
- ``--hard``: a fourth seat at each table, a "tiger" computer cat: the
  children's taps are still timed alone, and each cat's move is timed from
  the moment its turn comes (the computer cats' 1.2 s pause included);
- ``--storm``: halfway, one child on its turn taps Show me 60 times in 3 s;
  the other tables' taps in those 3 s (and 1 s after) against the rest.

``--host-only``: the class host in this process, no web: 100 tables of 3
children tap in turn; prints CPU a tap (the move, and the three seats'
scenes as JSON, the journal's row asked for) with the pictures' markup
shared and drawn every time.
Targets (issue 38): 300 tables (900 children), teacher's page open: tap p95
<= 50 ms, <= 250 MB; with a hard cat at each, the children's taps p95 <= 50
ms; 10 tables with a hard cat each: a cat moves <= 2 s after its turn comes;
a Show me storm delays no other table by more than 50 ms; the dashboard
<= 20 KB a change, <= 4 changes a second.
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

from tornado.httpclient import AsyncHTTPClient
from tornado.websocket import websocket_connect

from mathcats.app.running import free_port, merged
from mathcats.classroom.lag import LoopLag, between, percentiles

HOST = "127.0.0.1"
START_SECONDS = 240
SAMPLE = 20  # one frame in this many is deflated again here to estimate the bytes on the wire
MAKE_BATCH = 100  # tables one "make" may add (the host's cap)
STORM, STORM_SECONDS = 60, 3.0  # Show me taps, and in how long


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
    """One simulated child at one seat (``storm``: when it taps Show me STORM times)."""

    def __init__(self, ws, seat: int, pace: tuple[float, float], stats: dict):
        self.ws, self.seat, self.pace, self.stats = ws, seat, pace, stats
        self.scene: dict = {}
        self.storm: float | None = None
        self.cats: dict[int, tuple] = {}  # computer seats whose turn came: when, when read
        self.frames: asyncio.Queue[tuple[float, str | None]] = asyncio.Queue()
        self.arrived = 0.0  # when the frame read last came off the socket
        self.closed = False
        self.reading = asyncio.ensure_future(self.read_all())

    async def read_all(self) -> None:
        """Take every frame off the socket as it comes, with the time it came: a child
        sleeping its pace still times its frames when they came, not when it reads them."""
        while True:
            text = await self.ws.read_message()
            self.frames.put_nowait((time.monotonic(), text))
            if text is None:
                return

    async def next_scene(self) -> dict | None:
        """The next scene frame (None: the socket closed)."""
        while not self.closed:
            if (scene := self.took(*await self.frames.get())) is not None:
                return scene
        return None

    def newest(self) -> dict | None:
        """The newest scene come so far: what the child's page shows now."""
        while not self.frames.empty() and not self.closed:
            self.took(*self.frames.get_nowait())
        return None if self.closed else self.scene

    def took(self, arrived: float, text: str | None) -> dict | None:
        """Count a frame; the scene if it is one."""
        self.arrived = arrived
        self.stats["late"].append(1000 * (time.monotonic() - arrived))
        if text is None:
            self.closed = True
            return None
        self.stats["bytes"] += len(text)
        self.stats["frames"] += 1
        if self.stats["frames"] % SAMPLE == 0:
            self.stats["sampled"] += len(text)
            self.stats["wire"] += len(deflated(text)) if self.stats["deflate"] else len(text)
        frame = json.loads(text)
        if frame["type"] == "refused":
            self.stats["refused"].append(frame["why"])
        if frame["type"] != "scene":
            return None
        self.scene = frame["scene"]  # whole: a key of an older scene (a party) is gone
        if self.seat == 0:
            self.time_cats(self.scene)
        return self.scene

    def time_cats(self, scene: dict) -> None:
        """A computer seat's turn came (its time starts) or it moved (its move, timed).

        A cat that ends a round often leads the next: its turn stays on, and its
        move is seen in the scene's ``motion`` (a card from or to its seat).
        """
        now, read = self.arrived, time.monotonic()
        moved = {end for m in scene.get("motion", []) for end in (m.get("from"), m.get("to"))}
        for seat in scene["seats"]:
            if not seat["who"].startswith("computer"):
                continue
            if seat["seat"] in self.cats and (not seat["turn"] or f"seat-{seat['seat']}" in moved):
                came, seen = self.cats.pop(seat["seat"])
                self.stats["cats"].append(1000 * (now - came))
                self.stats["cats_read"].append(1000 * (read - seen))  # as read: the old timing
            if seat["turn"] and seat["seat"] not in self.cats:
                self.cats[seat["seat"]] = (now, read)

    async def play(self, until: float) -> None:
        scene = await self.next_scene()
        while scene is not None and time.monotonic() < until:
            choices = lit(scene)
            if not choices:
                scene = await self.next_scene()
                continue
            await asyncio.sleep(random.uniform(*self.pace))
            if self.storm is not None and time.monotonic() >= self.storm:
                await self.show_me_storm()
            scene = self.newest()  # the child taps what the page shows after the pause
            if scene is None or not (choices := lit(scene)):
                continue
            asked = time.monotonic()
            content = {"type": "click", "id": random.choice(choices), "scene": scene["n"]}
            await self.ws.write_message(json.dumps({"type": "send", "content": content}))
            scene = await self.answer(scene["n"])
            if asked > self.stats["from"] and self.storm is None and scene is not None:
                self.stats["taps"].append((asked, 1000 * (self.arrived - asked)))

    async def answer(self, before: int) -> dict | None:
        """The first scene newer than scene ``before``: the tap's answer (or a refusal's)."""
        while (scene := await self.next_scene()) is not None and scene["n"] <= before:
            pass
        return scene

    async def show_me_storm(self) -> None:
        """Show me STORM times in STORM_SECONDS, each on the newest scene (as a page sends)."""
        self.stats["storm"] = start = time.monotonic()
        reading = asyncio.ensure_future(self.read_on(start + STORM_SECONDS + 2))
        for _ in range(STORM):
            content = {"type": "click", "id": "show-me", "scene": self.scene["n"]}
            await self.ws.write_message(json.dumps({"type": "send", "content": content}))
            await asyncio.sleep(STORM_SECONDS / STORM)
        await reading
        self.stats["storm_end"] = time.monotonic()
        self.storm = None

    async def read_on(self, until: float) -> None:
        """Read scenes until ``until``, counting Show me's answers."""
        while time.monotonic() < until:
            try:
                scene = await asyncio.wait_for(self.next_scene(), until - time.monotonic())
            except asyncio.TimeoutError:
                return
            if scene is None:
                return
            self.stats["hints"] += scene["status"]["lines"][0].startswith("Show me picks")


async def watch_lags(port: int, key: str, snapshots: list) -> None:
    """Every half second, (when, the server loop's lag, this process's): the counts so far.
    While this process is late, every frame it takes off a socket is timed late too."""
    own = LoopLag()
    own.start(asyncio.get_running_loop())
    fetch, address = AsyncHTTPClient().fetch, f"http://{HOST}:{port}/class/teacher/loop.json"
    while True:
        server = json.loads((await fetch(f"{address}?key={key}", request_timeout=60)).body)
        snapshots.append((time.monotonic(), server, own.snapshot()))
        await asyncio.sleep(0.5)


def lags(snapshots: list, start: float, end: float) -> tuple[str, str]:
    """The server loop's and this process's lag from ``start`` to ``end`` (from the snapshots
    around them): "p50, p95, max ms", each the upper edge of its bucket."""
    before = [s for s in snapshots if s[0] <= start] or snapshots[:1]
    after = [s for s in snapshots if s[0] >= end] or snapshots[-1:]
    if not before or not after:
        return "-", "-"
    server, own = (
        percentiles(between(a, b)) for a, b in zip(before[-1][1:], after[0][1:], strict=True)
    )
    return tuple(f"{w['p50']:g}, {w['p95']:g}, {w['max']:g} ms" for w in (server, own))


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


async def dashboard(teacher, tables: int) -> dict:
    """The teacher's dashboard, with its changes, once it shows ``tables`` tables."""
    board = await until(teacher, "dashboard")
    while len(board["tables"]) < tables:
        board = merged(board, await until(teacher, "changes"))
    return board


async def teacher_reads(teacher, frames: list) -> None:
    """The teacher's page: every frame's time, type and size, until the socket closes."""
    while (text := await teacher.read_message()) is not None:
        frames.append((time.monotonic(), json.loads(text)["type"], len(text), len(deflated(text))))


async def class_run(
    server_pid: int, port: int, key: str, tables: int, seconds: float, pace, deflate=True, **flags
) -> dict:
    teacher = await connect(port, f"/class/teacher/ws?key={key}")
    players, level = (4, "tiger") if flags.get("hard") else (3, "cat")
    for made in range(0, tables, MAKE_BATCH):
        count = min(MAKE_BATCH, tables - made)
        # the simulated children tap lit cards: the lights are on (the default is After a try)
        make = {"type": "make", "game": "feed-the-kitten", "players": players, "children": 3}
        make["lights"] = "always"
        await teacher.write_message(json.dumps({**make, "level": level, "tables": count}))
    stats = {"taps": [], "bytes": 0, "from": float("inf"), "frames": 0, "sampled": 0, "wire": 0}
    stats.update(deflate=deflate, cats=[], refused=[], hints=0, teacher=[], late=[], lags=[])
    stats["cats_read"] = []
    board = await dashboard(teacher, tables)
    if flags.get("teacher"):
        reading = asyncio.ensure_future(teacher_reads(teacher, stats["teacher"]))
    else:
        teacher.close()  # its dashboards are not what is measured
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
    if flags.get("storm"):
        children[0].storm = stats["from"] + seconds / 2
    playing = [asyncio.ensure_future(c.play(end)) for c in children]
    watching = asyncio.ensure_future(watch_lags(port, key, stats["lags"]))
    await asyncio.sleep(warm)
    cpu, own = cpu_seconds(server_pid), time.process_time()
    await asyncio.wait(playing, timeout=seconds + 30)
    stats["cpu"] = cpu_seconds(server_pid) - cpu
    stats["load"] = time.process_time() - own
    sent = stats["bytes"]
    stats["to"] = time.monotonic()
    watching.cancel()
    for child in children:
        child.ws.close()
    if flags.get("teacher"):
        teacher.close()
        await asyncio.wait([reading], timeout=10)
        fresh = await connect(port, f"/class/teacher/ws?key={key}")  # a page opened now
        text = await asyncio.wait_for(fresh.read_message(), 60)
        stats["teacher"].append((time.monotonic(), "whole", len(text), len(deflated(text))))
        fresh.close()
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
            # the simulated children tap lit cards: the lights are on
            made = host.make("feed-the-kitten", 3, 3, "cat", {}, tables, "always")
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


def workers_mb(pid: int) -> float:
    """The resident memory of the search pool's processes under ``pid`` (not the kernels)."""
    found, parents = 0.0, {pid}
    for _ in range(3):  # the server, its fork server, the workers
        for stat in Path("/proc").glob("[0-9]*/stat"):
            child = int(stat.parent.name)
            try:
                parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
                command = (stat.parent / "cmdline").read_bytes()
            except (OSError, ValueError):
                continue  # gone meanwhile
            if parent in parents and child not in parents and b"multiprocessing" in command:
                parents.add(child)
                found += rss_mb(child)
    return found


def ms(times: list[float]) -> str:
    """p50, p95 and max of ``times`` (ms)."""
    if not times:
        return "-, -, -"
    ordered = sorted(times)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return f"{statistics.median(ordered):.0f}, {p95:.0f}, {ordered[-1]:.0f} ms"


def print_scenarios(stats: dict, args) -> None:
    """The rows of ``--teacher``, ``--hard`` and ``--storm``."""
    if args.teacher:
        changes = [f for f in stats["teacher"] if f[1] == "changes" and f[0] >= stats["from"]]
        seconds = stats["to"] - stats["from"]
        first = next((f for f in stats["teacher"] if f[1] == "whole"), (0, "", 0, 0))
        print(
            "\n| teacher's page | whole dashboard: JSON, wire | changes a second "
            "| KB a change: JSON mean, max; wire mean, max |"
        )
        print("|---|---|---|---|")
        kb = [f[2] / 1024 for f in changes] or [0]
        wire = [f[3] / 1024 for f in changes] or [0]
        print(
            f"| {len(changes)} changes in {seconds:.0f} s | {first[2] / 1024:.0f}, "
            f"{first[3] / 1024:.0f} KB | {len(changes) / seconds:.2f} "
            f"| {statistics.mean(kb):.1f}, {max(kb):.1f}; {statistics.mean(wire):.1f}, "
            f"{max(wire):.1f} |"
        )
    if args.hard:
        print("\n| hard cats | cat moves timed | a cat's move after its turn: p50, p95, max |")
        print("|---|---|---|")
        print(f"| {args.tables} tigers | {len(stats['cats'])} | {ms(stats['cats'])} |")
        print(f"| the same, timed when read | | {ms(stats['cats_read'])} |")
    if args.storm and "storm" in stats:
        start, end = stats["storm"], stats["storm_end"]
        during = [t for asked, t in stats["taps"] if start <= asked <= end]
        rest = [t for asked, t in stats["taps"] if not start <= asked <= end]
        looking = stats["refused"].count("looking")
        print(
            "\n| Show me storm | hints shown | still looking | fast | other taps during: "
            "p50, p95, max | other taps else: p50, p95, max | server loop late during "
            "| this process late during |"
        )
        print("|---|---|---|---|---|---|---|---|")
        print(
            f"| {STORM} in {STORM_SECONDS:.0f} s | {stats['hints']} | {looking} "
            f"| {stats['refused'].count('fast')} | {ms(during)} ({len(during)}) "
            f"| {ms(rest)} ({len(rest)}) | {' | '.join(lags(stats['lags'], start, end))} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--pace", type=float, nargs=2, default=(2.0, 5.0))
    parser.add_argument("--plain", action="store_true", help="children offer no compression")
    parser.add_argument("--host-only", action="store_true", help="the host alone, no web")
    parser.add_argument("--teacher", action="store_true", help="the teacher's page stays open")
    parser.add_argument("--hard", action="store_true", help="a tiger computer cat at each table")
    parser.add_argument("--storm", action="store_true", help="one child: Show me 60 times in 3 s")
    args = parser.parse_args()
    if args.host_only:
        host_only()
        return
    flags = {"teacher": args.teacher, "hard": args.hard, "storm": args.storm}
    with tempfile.TemporaryDirectory(prefix="mathcats-class-") as data:
        server, port, key = start_server(data)
        try:
            time.sleep(2)
            before = rss_mb(server.pid)
            pace, deflate = tuple(args.pace), not args.plain
            run = class_run(
                server.pid, port, key, args.tables, args.seconds, pace, deflate, **flags
            )
            stats = asyncio.run(run)
            after, workers = rss_mb(server.pid), workers_mb(server.pid)
        finally:
            stopping = time.monotonic()  # its searches in flight are dropped, not waited for
            server.terminate()
            server.wait(timeout=60)
            stopped = time.monotonic() - stopping
    taps = sorted(t for _, t in stats["taps"])
    if not taps:
        raise SystemExit("no tap was answered")
    p50 = statistics.median(taps)
    p95 = taps[int(0.95 * (len(taps) - 1))]
    json_kb = stats["sent"] / len(taps) / 1024
    wire_kb = json_kb * stats["wire"] / max(1, stats["sampled"])
    print_scenarios(stats, args)
    print(f"\nThe server stopped {stopped:.1f} s after it was asked to (SIGTERM).")
    server_lag, own_lag = lags(stats["lags"], stats["from"], stats["to"])
    print(
        f"Loops late over the timed run (p50, p95, max): the server's {server_lag}, the load "
        f"generator's {own_lag}; its frames read after they came: {ms(stats['late'])}."
    )
    print(
        "\n| tables | children | frames | taps | tap p50 | tap p95 | CPU a tap: server, children "
        "| KB a tap: JSON, wire | server (its search workers) | a table |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {args.tables} | {3 * args.tables} | {'plain' if args.plain else 'deflated'} "
        f"| {len(taps)} | {p50:.1f} ms | {p95:.1f} ms | {1000 * stats['cpu'] / len(taps):.1f}, "
        f"{1000 * stats['load'] / len(taps):.1f} ms "
        f"| {json_kb:.1f}, {wire_kb:.1f} "
        f"| {after:.0f} MB ({workers:.0f} MB) | {(after - before) / args.tables:.3f} MB |"
    )


if __name__ == "__main__":
    main()
