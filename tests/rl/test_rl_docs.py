"""docs/rl.md holds the code's own action numbering; the core install never loads mathcats.rl."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

import mathcats
from mathcats.rl import actions_of, env
from mathcats.rl.actions import numbering_doc

ROOT = Path(__file__).resolve().parents[2]
PEERS = ("pettingzoo", "gymnasium", "pyspiel", "open_spiel")


def test_the_docs_list_the_codes_own_numbering():
    doc = (ROOT / "docs" / "rl.md").read_text()
    assert doc.endswith(numbering_doc())
    assert all(f"### {game_id}\n" in doc for game_id in mathcats.GAMES)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_numbering_names_each_move_once(game_id):
    moves = actions_of(game_id)
    assert len(set(moves)) == len(moves)
    assert {type(move) for move in moves} <= set(mathcats.get_game(game_id).moves)
    assert env(game_id).unwrapped.table.actions == moves


def test_importing_mathcats_loads_no_rl_package():
    code = (
        "import sys, mathcats, mathcats.bots, mathcats.engine\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {PEERS!r} "
        "or m.startswith('mathcats.rl')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert done.stdout.strip() == "[]"


def test_the_peers_come_only_with_the_rl_extra():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    core = " ".join(project["dependencies"])
    assert not any(name in core for name in ("pettingzoo", "gymnasium", "open-spiel"))
    pinned = {
        line.split("==")[0]: line.split("==")[1] for line in project["optional-dependencies"]["rl"]
    }
    assert set(pinned) == {"pettingzoo", "gymnasium", "open-spiel"}
    makefile = (ROOT / "Makefile").read_text()
    assert "'.[test,rl]'" in makefile and "install --quiet -e .\n" in makefile
