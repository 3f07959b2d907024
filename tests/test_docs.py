"""The docs, lessons and app agree with the engine about each game."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from every_game import GAMES

import mathcats
from mathcats.engine import get_game

ROOT = Path(__file__).parent.parent

pytestmark = pytest.mark.usefixtures("toy_registered")


def shown(cell) -> str:
    """A notebook cell as a reader sees it: its Markdown, or the Markdown its code shows."""
    outputs = [o.get("data", {}).get("text/markdown", "") for o in cell.get("outputs", [])]
    return cell.source if cell.cell_type == "markdown" else "\n".join(outputs)


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_suggested_ages_are_the_same_everywhere(game_id):
    game = get_game(game_id)
    ages = game.ages
    rules = (ROOT / "docs" / "rules" / game.rules).read_text()
    assert re.search(rf"\bAges {ages}\b", rules[:600])
    lesson = nbformat.read(ROOT / "lessons" / game.lesson, as_version=4)
    assert re.search(rf"\bages {ages}\b", lesson.cells[0].source)
    guide = nbformat.read(ROOT / "lessons" / "teachers-guide.ipynb", as_version=4)
    row = next(
        line
        for line in "\n".join(map(shown, guide.cells)).splitlines()
        if f"({game.lesson})" in line
    )
    assert f"| {ages} |" in row


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_rules_in_our_words_with_our_readings_marked(game_id):
    rules = (ROOT / "docs" / "rules" / get_game(game_id).rules).read_text()
    assert rules.startswith(f"# {get_game(game_id).title.split(':')[0]}")
    assert "Our reading" in rules


def test_the_architecture_page_names_only_files_that_exist():
    """docs/architecture.md: every path it names, and every file name it names, exists."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    spans = set(re.findall(r"`([^`\s]+)`", text)) | set(re.findall(r"\bdocs/[\w-]+\.md\b", text))
    paths = {s.rstrip("/") for s in spans if "/" in s and "<" not in s}
    names = {s for s in spans if "/" not in s and re.fullmatch(r"[\w-]+\.(py|js|md|toml)", s)}
    assert len(paths) > 20 and len(names) > 10
    assert [p for p in sorted(paths) if not (ROOT / p).exists()] == []
    found = {n for n in names if (ROOT / n).exists() or any((ROOT / "mathcats").rglob(n))}
    missing = sorted(names - found)
    assert missing == [], names
