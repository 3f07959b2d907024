"""A game's rules in our words (docs/rules/), as plain text for the paper: the parts and
sentences about the app, code, seats or our sources left out."""

from __future__ import annotations

import re

from ..engine import rules_text

# Parts of the rules about the app, our sources or the teaching, left out of the player aid,
# and the sentences elsewhere that name the app, code or a seat number.
NOT_FOR_THE_TABLE = re.compile(
    r"our readings|in mathcats|words the table|the app|come from|practise", re.I
)
APP_TALK = re.compile(r"`|\bapp\b|\bseed\b|\bseat \d|mathcats|\boption|rulebook|rulings", re.I)


def about(game) -> str:
    """The game's maths, ages and players: "Counting by tens. Ages 5-9, 2-5 players."."""
    players = f"{game.min_players}-{game.max_players} players"
    if game.min_players == game.max_players:
        players = "1 player" if game.min_players == 1 else f"{game.min_players} players"
    return f"{game.maths}. Ages {game.ages}, {players}."


def player_aid(game_id: str) -> list[tuple[str, str]]:
    """The rules in our words, as (heading, text) parts, without the app's and sources' parts."""
    parts, heading, lines = [], "", []
    for line in [*rules_text(game_id).splitlines(), "## "]:
        if line.startswith("#"):
            text = "\n".join(_plain(block) for block in _blocks(lines))
            if text.strip() and not NOT_FOR_THE_TABLE.search(heading):
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
    """Markdown to plain words (no emphasis, links or table bars), without the app's sentences."""
    block = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", block)
    block = re.sub(r"^\|\s*|\s*\|$", "", block).replace(" | ", ": ")
    marker, rest = re.match(r"((?:- |\d+\. )?)(.*)", block).groups()
    sentences: list[str] = []
    for piece in re.split(r"(?<=[.!?])\s+", rest):  # a quote's sentences stay one
        if sentences and sentences[-1].count('"') % 2:
            sentences[-1] += " " + piece
        else:
            sentences.append(piece)
    kept = " ".join(s for s in sentences if not APP_TALK.search(s))
    return f"{marker}{re.sub(r'[*_]', '', kept)}" if kept else ""
