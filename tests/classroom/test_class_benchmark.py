"""The class benchmark's small run (30 tables of 3 simulated children), bounded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCHMARK = Path(__file__).parents[2] / "benchmarks" / "class.py"


def test_thirty_tables_of_simulated_children_get_their_taps_answered():
    argv = [sys.executable, str(BENCHMARK), "--tables", "30", "--seconds", "8"]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=400, check=True)
    row = done.stdout.strip().splitlines()[-1].strip("|").split("|")
    tables, children, _, taps = (cell.strip() for cell in row[:4])
    assert (tables, children) == ("30", "90")
    assert int(taps) >= 30, "most tables had a tap answered"  # speed: docs/benchmarks.md
