"""Resident memory (VmRSS) of one table kernel, without a browser or a server.

    python benchmarks/kernel_memory.py [--runs 3]

Starts Python kernels with jupyter_client, the way Voila starts a table's
kernel, from Jupyter's own kernel spec and from the app's (the one
``mathcats serve`` uses: ipykernel without debugpy, ``mathcats/app/kernel.py``),
and prints (as a Markdown table, for docs/benchmarks.md) the median over
``--runs`` kernels of:
- a bare kernel (nothing run): the floor;
- after the table notebook's first cell (imports: what a preheated kernel holds);
- after its second cell, ``pages.table_page()``, given a table address in
  ``QUERY_STRING`` as Voila gives it (a child and a computer cat);
- the same with a "tiger" computer cat, then after the tiger's first move;
- what each import adds (``IMPORTS``), in Jupyter's kernel;
- in the app's own server (started as ``mathcats serve`` starts it): its
  preheated kernels, and the kernel that drew a table for a plain GET of the
  table page (no browser, so no taps).
It also prints the biggest packages the table kernel has imported.
Target (issue 16): a kernel with a table <= 70 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path
from unittest import mock

from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import KernelManager
from jupyter_core.paths import jupyter_path

from mathcats.app import voila_command
from mathcats.app.running import RunningApp
from mathcats.table.setup import TableSetup

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LIT = {"speed": "fast", "lights": "always"}  # the child taps lit cards: the lights are on
TABLE = TableSetup("feed-the-kitten", ("child", "cat"), {"cans": 5}, **LIT)
TIGER = TableSetup("feed-the-kitten", ("child", "tiger"), **LIT)
# Run in the kernel after the page: the child taps a lit card (or Draw), then the browser's
# tick lets the tiger (seat 1) think and play, as in the app.
TIGER_MOVE = """
import gc, ipywidgets
table = next(w for w in ipywidgets.Widget.widgets.values() if hasattr(w, "match"))
lit = [item["id"] for item in table.scene["hand"] + table.scene["actions"] if item.get("lit")]
table.click(lit[0])
table._handle_custom_msg({"type": "tick", "scene": table.scene["n"]}, [])
assert len(table.match.history) >= 2, table.scene["status"]
gc.collect()
"""
# Run in the kernel at the end: its top-level packages, by how many modules each has.
PACKAGES = """
import collections, sys
print(collections.Counter(name.split(".")[0] for name in sys.modules).most_common(12))
"""


def cells() -> list[str]:
    notebook = json.loads((NOTEBOOKS / "table.ipynb").read_text())
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "code"]


def rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text().splitlines()
    return next(int(line.split()[1]) for line in status if line[:6] == "VmRSS:") / 1024


def run(client, code: str) -> str:
    """Run ``code`` in the kernel; its printed text (an error raises)."""
    printed: list[str] = []

    def output(message):
        content = message["content"]
        if message["msg_type"] == "stream":
            printed.append(content["text"])
        if message["msg_type"] == "error":
            raise RuntimeError("\n".join(content["traceback"]))

    reply = client.execute_interactive(code, timeout=120, output_hook=output)
    if reply["content"]["status"] != "ok":
        raise RuntimeError(f"{code!r} failed: {reply['content']}")
    return "".join(printed)


def kernel_specs(app: bool) -> KernelSpecManager:
    """The kernel specs the app's server finds (``app``), or a plain Jupyter's."""
    with mock.patch.dict(os.environ, voila_command()[1] if app else {}):
        return KernelSpecManager(kernel_dirs=jupyter_path("kernels"))


def kernel_rss(setup: TableSetup, steps: list[str], app: bool) -> tuple[list[float], str]:
    """RSS of a fresh kernel after each of ``steps``, for the page address of ``setup``."""
    env = {**os.environ, "QUERY_STRING": setup.query()}  # as Voila gives a table's kernel
    manager = KernelManager(kernel_name="python3", kernel_spec_manager=kernel_specs(app))
    manager.start_kernel(cwd=str(NOTEBOOKS), env=env)
    client = manager.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=120)
        pid = manager.provisioner.process.pid
        time.sleep(0.5)  # the kernel settles after its first reply
        figures = [rss_mb(pid)]
        for code in steps:
            run(client, code)
            figures.append(rss_mb(pid))
        return figures, run(client, PACKAGES)
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


# What each import of the table's first cell adds, in this order, in Jupyter's kernel.
IMPORTS = (
    "import pydantic, pydantic.types",
    "import ipywidgets, anywidget",
    "import mathcats",  # the engine and every game, their options models
    "import mathcats.widgets, mathcats.app.pages",
    "import voila.utils",  # what request.py imported before (not any more)
)
ROWS = (
    "bare kernel (the floor)",
    "after the first cell (imports; a preheated kernel)",
    "kernel with a table (child and cat)",
    "kernel with a table (child and tiger)",
    "the same after the tiger's first move",
)


def figures(app: bool) -> tuple[list[float], str]:
    """One kernel's figures for each of ROWS, and the packages its table loaded."""
    first, page = cells()
    (bare, imported, table), packages = kernel_rss(TABLE, [first, page], app)
    (_, _, tiger, moved), _ = kernel_rss(TIGER, [first, page, TIGER_MOVE], app)
    return [bare, imported, table, tiger, moved], packages


def settled(app: RunningApp) -> list[float]:
    """The kernels' RSS once it stops growing (their notebooks run, waiting for a page)."""
    sizes = app.memory_mb()[1]
    for _ in range(120):
        time.sleep(1)
        sizes, before = app.memory_mb()[1], sizes
        if len(sizes) == len(before) and abs(sum(sizes) - sum(before)) < 1:
            break
    return sizes


def app_rss() -> tuple[float, float]:
    """In the app's own server: a preheated kernel, and the kernel that drew a table for a GET."""
    with tempfile.TemporaryDirectory() as logs:
        app = RunningApp(Path(logs) / "voila.log").wait_ready()
        try:
            idle = statistics.median(settled(app))
            url = app.url(f"table.ipynb?{TABLE.query()}")
            with urllib.request.urlopen(url, timeout=300) as got:
                html = got.read().decode()
            if "application/vnd.jupyter.widget-view+json" not in html:
                raise RuntimeError(f"No table on the page:\n{html[-2000:]}")
            return idle, max(settled(app))
        finally:
            app.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    specs = {"Jupyter's kernel spec": False, "the app's kernel spec": True}
    columns: dict[str, list[list[float]]] = {name: [] for name in specs}
    packages = ""
    for _ in range(runs):
        for name, app in specs.items():
            values, packages = figures(app)
            columns[name].append(values)
    print(f"| RSS, median of {runs} kernels | {' | '.join(columns)} |")
    print("| --- |" + " ---: |" * len(columns))
    for row, name in enumerate(ROWS):
        medians = [statistics.median(run[row] for run in column) for column in columns.values()]
        print(f"| {name} | " + " | ".join(f"{mb:.1f} MB" for mb in medians) + " |")
    added = [kernel_rss(TABLE, list(IMPORTS), app=False)[0] for _ in range(runs)]
    print("\n| import, in Jupyter's kernel | adds (median) |\n| --- | ---: |")
    for step, code in enumerate(IMPORTS, 1):
        mb = statistics.median(run[step] - run[step - 1] for run in added)
        print(f"| `{code}` | {mb:.1f} MB |")
    print("\n| the app | RSS (median) |\n| --- | ---: |")
    served = [app_rss() for _ in range(runs)]
    for row, name in enumerate(("a preheated kernel (median of the pool)", "a table's kernel")):
        mb = statistics.median(run[row] for run in served)
        print(f"| in the app's server: {name} | {mb:.1f} MB |")
    print(f"\nmachine load (1, 5, 15 min): {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"modules per package in the app's table kernel: {packages.strip()}")


if __name__ == "__main__":
    main()
