"""examples/rl.ipynb runs from top to bottom and reports its agent's win rates."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "rl.ipynb"
BOUND = 300  # seconds for one cell, on a busy machine
# The notebook's own parameters, cut for the test: every seeded kitten and cat game
# (the win rates the test checks), one tiger game per agent (about 17 s of CPU each;
# the tiger's search is tested in tests/bots).
PARAMETERS = 'TRAINING = 300\nGAMES = {"kitten": 60, "cat": 60, "tiger": 1}'


def test_the_example_notebook_reports_win_rates_against_each_computer_cat():
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    tagged = [cell for cell in notebook.cells if "parameters" in cell.metadata.get("tags", ())]
    assert len(tagged) == 1 and "GAMES = " in tagged[0].source, "one cell tagged parameters"
    tagged[0].source = PARAMETERS
    NotebookClient(notebook, timeout=BOUND, kernel_name="python3").execute()
    printed = "".join(
        output.get("text", "") for cell in notebook.cells for output in cell.get("outputs", [])
    )
    rows = re.findall(r"\| (kitten|cat|tiger) \| (\d+) \| (\d+)% \| (\d+)% \|", printed)
    rates = {level: (int(baseline), int(learned)) for level, _games, baseline, learned in rows}
    assert set(rates) == {"kitten", "cat", "tiger"}, printed
    assert ("tiger", "1") in [(level, games) for level, games, *_ in rows], printed
    # Seeded games against the kitten and the cat: the learned agent wins more often
    # than the random one.
    for level in ("kitten", "cat"):
        baseline, learned = rates[level]
        assert learned > baseline, (level, rates)
    assert "You do not have a 0." in printed  # a masked action, explained
