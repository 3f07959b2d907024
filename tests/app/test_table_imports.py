"""A table's kernel imports only what a table needs (memory per kernel, issue 16).

The figures themselves are in benchmarks/kernel_memory.py and docs/benchmarks.md.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from jupyter_client.manager import start_new_kernel
from voila.utils import ENV_VARIABLE

from mathcats.app import DATA_DIR, request, voila_command
from mathcats.table.setup import TableSetup

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
# Packages a table never uses: the Jupyter server (44 MB when voila.utils was
# imported for its variable names), plotting, and the terminal's tools.
HEAVY = (
    "voila",
    "jupyter_server",
    "jupyterlab_server",
    "nbconvert",
    "requests",
    "matplotlib",
    "mathcats.simulate",
    "mathcats.lessons",
    "mathcats.cli",
)
# Runs the table notebook's cells as its kernel does, then reports what was loaded.
KERNEL = """
import json, sys
from IPython.display import display
shown = []
sys.modules["IPython.display"].display = lambda *objs, **kw: shown.extend(objs)
for code in json.loads(sys.argv[1]):
    exec(code)
print(json.dumps({"modules": sorted(sys.modules), "shown": [type(o).__name__ for o in shown]}))
"""


def table_kernel(setup: TableSetup) -> dict:
    notebook = json.loads((NOTEBOOKS / "table.ipynb").read_text())
    cells = ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("VOILA_")}
    env["QUERY_STRING"] = setup.query()  # as Voila gives a table's kernel its address
    done = subprocess.run(
        [sys.executable, "-c", KERNEL, json.dumps(cells)],
        cwd=NOTEBOOKS,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_a_table_page_loads_no_heavy_package():
    kernel = table_kernel(TableSetup("kombat-kittens", ("child", "tiger", "cat")))
    assert "Table" in kernel["shown"], kernel["shown"]  # the table was drawn, not "oops"
    loaded = [m for m in kernel["modules"] if any(m == h or m.startswith(f"{h}.") for h in HEAVY)]
    assert loaded == []


def test_the_page_address_is_read_from_voilas_own_variable_names():
    names = set(re.findall(r"os\.getenv\([\"'](\w+)[\"']", Path(request.__file__).read_text()))
    assert {"VOILA_PREHEAT", "QUERY_STRING", "VOILA_KERNEL_ID"} <= names
    assert names <= {v.value for v in ENV_VARIABLE}


def test_the_apps_kernels_start_without_the_debugger(monkeypatch):
    monkeypatch.setenv("JUPYTER_PATH", voila_command()[1]["JUPYTER_PATH"])  # as the app's server
    manager, client = start_new_kernel(kernel_name="python3", startup_timeout=120)
    printed: list[str] = []
    try:
        client.execute_interactive(
            "import sys; print([m for m in ('debugpy', 'ipykernel') if sys.modules.get(m)])",
            timeout=60,
            output_hook=lambda msg: printed.append(msg["content"].get("text", "")),
        )
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    assert Path(manager.kernel_spec.resource_dir).is_relative_to(DATA_DIR)
    assert "".join(printed) == "['ipykernel']\n"  # a working kernel, no debugpy
