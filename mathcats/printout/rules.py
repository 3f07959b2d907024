"""A game's rules in our words (docs/rules/), as plain text for the paper: the parts and
sentences its marks say are not for the table left out (``engine.registry.MARKS``)."""

from __future__ import annotations

import re

from ..engine import rules_text

OFF, VARIANT = "<!-- not for the table -->", "<!-- our variant -->"


def about(game) -> str:
    """The game's maths, ages and players: "Counting by tens. Ages 5-9, 2-5 players."."""
    players = f"{game.min_players}-{game.max_players} players"
    if game.min_players == game.max_players:
        players = "1 player" if game.min_players == 1 else f"{game.min_players} players"
    return f"{game.maths}. Ages {game.ages}, {players}."


def player_aid(game_id: str, variants: bool = True) -> list[tuple[str, str]]:
    """The rules in our words, as (heading, text) parts, without what is not for the table
    (and without our variants unless ``variants``)."""
    parts, heading, lines = [], "", []
    for line in [*rules_text(game_id, marked=True).splitlines(), "## "]:
        if line.startswith("#"):
            mark = lines[0] if lines[:1] in ([OFF], [VARIANT]) else ""
            text = "\n".join(_plain(block) for block in _blocks(lines[bool(mark) :]))
            if text.strip() and mark != OFF and (variants or mark != VARIANT):
                parts.append((heading, text))
            heading, lines = line.lstrip("#").strip(), []
        else:
            lines.append(line)
    return parts


def _blocks(lines: list[str]) -> list[str]:
    """Paragraphs, list items and table rows, each joined into one line."""
    blocks: list[str] = []
    fresh = True
    for line in lines:
        if not line.strip() or re.fullmatch(r"\|[\s:|-]+\|?", line.strip()):
            fresh = True
        elif fresh or re.match(r"\s*(- |\d+\. |\|)", line):
            blocks.append(line.strip())
            fresh = False
        else:
            blocks[-1] += " " + line.strip()
    return blocks


def _plain(block: str) -> str:
    """Markdown to plain words (no emphasis, links or table bars), without the sentences
    marked not for the table."""
    block = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", block)
    block = re.sub(r"^\|\s*|\s*\|$", "", block).replace(" | ", ": ")
    marker, rest = re.match(r"((?:- |\d+\. )?)(.*)", block).groups()
    sentences: list[str] = []
    # a sentence ends at . ! ? or a mark, before no small letter; a quote's sentences stay one
    for piece in re.split(r"(?:(?<=[.!?])|(?<=-->))\s+(?![a-z])", rest):
        if sentences and sentences[-1].count('"') % 2:
            sentences[-1] += " " + piece
        else:
            sentences.append(piece)
    kept = " ".join(s for s in sentences if not s.endswith(OFF))
    return f"{marker}{re.sub(r'[*_]', '', kept)}" if kept else ""
