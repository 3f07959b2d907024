"""The arithmetic pictures as markup: one drawing for the table and the lessons.

A game's ``picture(view, move, verdict)`` says what to draw as data (its
``kind`` and numbers); ``draw(pic)`` turns that into HTML with inline SVG.
The table sends it in the scene and the browser only inserts it; a lesson
notebook shows the same markup, styled by ``css()``, the picture rules of
the table's own style sheets. Plain Python (no widgets), so anything can
draw a picture. Every text is escaped.

The kinds two games or more draw are drawn here (``SHARED``: the ring and
the number line); any other kind is its game's, drawn by the drawer its
record brings (``Game.pictures``), made of ``engine.markup``'s pieces.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

from .engine import game_ids, get_game
from .engine.markup import num, tag

STATIC = Path(__file__).parent / "table" / "static"  # the table's style sheets
SCOPE = "mc-pictured"  # the class that holds the picture rules outside the table


W = 34  # the width of a number's place on the strip


def ring(pic: dict) -> list[str]:
    """The 0-9 ring and the straight 0-9 strip, with the hop being considered."""
    roles = [(pic.get("marks") or {}).get(str(v), "") for v in range(pic["size"])]
    return [_ring(pic, roles), _strip(pic, roles), note(pic)]


def _at(n: int, v: float, radius: float) -> tuple[float, float]:
    """Where number ``v`` of ``n`` sits on a circle of ``radius`` round the ring's centre."""
    a = v / n * 2 * math.pi - math.pi / 2
    return 80 + radius * math.cos(a), 80 + radius * math.sin(a)


def _ring(pic: dict, roles: list[str]) -> str:
    n, r, hop = len(roles), 62, pic.get("hop")
    shapes = [tag("circle", {"cx": 80, "cy": 80, "r": r, "class": "mc-line"})]
    if not pic.get("loop"):  # the wall between 9 and 0
        (x1, y1), (x2, y2) = _at(n, n - 0.5, r - 12), _at(n, n - 0.5, r + 12)
        shapes.append(tag("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class": "mc-wall"}))
    if hop:
        inner = r - 27
        (x1, y1), (x2, y2) = _at(n, hop[0], inner), _at(n, hop[1], inner)
        sweep = 1 if pic["steps"] > 0 else 0
        d = f"M{num(x1)} {num(y1)} A{inner} {inner} 0 0 {sweep} {num(x2)} {num(y2)}"
        shapes += [
            tag("path", {"d": d, "class": "mc-hop"}),
            tag("circle", {"cx": x2, "cy": y2, "r": 4, "class": "mc-hop-end"}),
            tag("text", {"x": 80, "y": 86, "class": "mc-hop-label"}, text=pic["label"]),
        ]
    shapes += [_ring_node(n, v, role) for v, role in enumerate(roles)]
    return tag(
        "svg", {"viewBox": "0 0 160 160", "class": "mc-ring", "aria-hidden": "true"}, *shapes
    )


@cache
def _ring_node(n: int, v: int, role: str) -> str:
    """Number ``v`` on the ring in its ``role`` ("top", "card", "both" or ""); drawn once."""
    x, y = _at(n, v, 62)
    node = tag("circle", {"cx": x, "cy": y, "r": 14, "class": f"mc-node mc-role-{role}"})
    return node + tag("text", {"x": x, "y": y + 5, "class": "mc-node-num"}, text=v)


def _mid(v: int) -> float:
    """Where the strip writes number ``v`` (and a hop lands on it)."""
    return 4 + v * W + W / 2


@cache
def _strip_node(v: int, role: str, word: str) -> str:
    """Number ``v`` on the strip in its ``role``, with its ``word`` below ("top"); drawn once."""
    box = {"x": 4 + v * W, "y": 40, "width": W - 4, "height": 30, "rx": 4}
    node = tag("rect", {**box, "class": f"mc-node mc-role-{role}"})
    node += tag("text", {"x": _mid(v), "y": 61, "class": "mc-node-num"}, text=v)
    if word:
        node += tag("text", {"x": _mid(v), "y": 92, "class": "mc-role-word"}, text=word)
    return node


def _strip(pic: dict, roles: list[str]) -> str:
    hop, words, width = pic.get("hop"), pic.get("words") or {}, len(roles) * W + 4
    shapes = [_strip_node(v, role, words.get(role, "")) for v, role in enumerate(roles)]
    if hop:
        start, end = _mid(hop[0]), _mid(hop[1])
        steps = pic["steps"]
        wraps = (steps > 0 and end < start) or (steps < 0 and end > start)  # over the 9-0 edge

        def arc(x1: float, x2: float) -> str:
            d = f"M{num(x1)} 38 Q{num((x1 + x2) / 2)} 4 {num(x2)} 38"
            return tag("path", {"d": d, "class": "mc-hop"})

        if wraps:
            out, back = (width, 0) if steps > 0 else (0, width)
            shapes += [arc(start, out), arc(back, end)]
        else:
            shapes.append(arc(start, end))
        x = end if wraps else (start + end) / 2
        shapes += [
            tag("circle", {"cx": end, "cy": 38, "r": 4, "class": "mc-hop-end"}),
            tag("text", {"x": x, "y": 14, "class": "mc-hop-label"}, text=pic["label"]),
        ]
    view = f"0 0 {width} 100"
    return tag("svg", {"viewBox": view, "class": "mc-strip", "aria-hidden": "true"}, *shapes)


DIGIT = 13  # a digit's width in the line's numbers (18 px bold, the widest font's 0.7 em)
SPACE = 8  # the room between two numbers side by side: more than a space


def _step_width(stop: int) -> int:
    """The width between two ticks: the longest number and a space, so no two numbers touch."""
    return SPACE + DIGIT * len(str(stop))


def line(pic: dict) -> list[str]:
    """A number line: ticks from ``start`` to ``stop`` by ``step``, its ``marks`` and ``hops``.

    Each mark is a dot on the line in its ``tone`` ("from", "to", "card",
    "choice" or "wrong"), its ``label`` under the numbers; each hop an arc,
    in order, ending in a dot. Numbers between ticks sit where they belong.
    """
    start, stop, step = pic["start"], pic["stop"], pic["step"]
    ticks = range(start, stop + 1, step)
    gap = _step_width(stop)
    width = (len(ticks) + 1) * gap

    def x(v: float) -> float:
        return gap + (v - start) / step * gap

    shapes = [tag("line", {"x1": x(start), "y1": 44, "x2": x(stop), "y2": 44, "class": "mc-axis"})]
    for v in ticks:
        shapes.append(tag("line", {"x1": x(v), "y1": 38, "x2": x(v), "y2": 50, "class": "mc-tick"}))
        shapes.append(tag("text", {"x": x(v), "y": 68, "class": "mc-tick-num"}, text=v))
    for a, b in pic.get("hops") or ():
        x1, x2 = x(a), x(b)
        lift = min(30.0, 12 + abs(x2 - x1) / 4)
        d = f"M{num(x1)} 40 Q{num((x1 + x2) / 2)} {num(40 - 2 * lift)} {num(x2)} 40"
        shapes += [
            tag("path", {"d": d, "class": "mc-hop"}),
            tag("circle", {"cx": x2, "cy": 40, "r": 4, "class": "mc-hop-end"}),
        ]
    for mark in pic.get("marks") or ():
        at = {"cx": x(mark["at"]), "cy": 44, "r": 8}
        shapes.append(tag("circle", {**at, "class": f"mc-mark mc-tone-{mark['tone']}"}))
        if mark.get("label"):
            shapes.append(
                tag(
                    "text",
                    {"x": x(mark["at"]), "y": 90, "class": "mc-mark-label"},
                    text=mark["label"],
                )
            )
    svg = tag(
        "svg",
        {"viewBox": f"0 0 {width} 96", "class": "mc-numline", "aria-hidden": "true"},
        *shapes,
    )
    return [svg, note(pic)]


def note(pic: dict) -> str:
    """A picture's ``note``, the words under its drawing ("" for none)."""
    return tag("div", {"class": "mc-line-note"}, text=pic["note"]) if pic.get("note") else ""


SHARED = {"ring": ring, "line": line}  # the kinds two games or more draw


def drawer(kind: object) -> Callable[[dict], list[str]] | None:
    """What draws pictures of ``kind``: a shared drawer, or the one a game's record brings."""
    if kind in SHARED:
        return SHARED[kind]
    games = (get_game(g).pictures for g in game_ids())
    return next((own[kind] for own in games if kind in own), None)


def draw(pic: dict | None) -> str:
    """The picture ``pic`` as HTML: its art (role="img", named by its alt) and its sentence.

    A picture of any kind may carry a ``line`` (number line data, as kind
    "line" has) to draw beside its art.

    "" for no picture or a kind nobody draws (an empty frame keeps its place).
    """
    draws = drawer(pic.get("kind")) if pic else None
    if draws is None:
        return ""
    kind, alt = pic["kind"], pic.get("alt") or pic.get("sentence")
    named = {"role": "img", "aria-label": alt} if alt else {"aria-hidden": "true"}
    parts, look = draws(pic), f"mc-art mc-art-{kind}"
    if pic.get("line"):  # a number line beside the picture
        own = tag("div", {"class": "mc-own-art"}, *parts)
        parts, look = (
            [own, tag("div", {"class": "mc-beside"}, *line(pic["line"]))],
            look + " mc-lined",
        )
    art = tag("div", {"class": look, **named}, *parts)
    return art + tag("figcaption", {"class": "mc-sentence"}, text=pic.get("sentence") or "")


# Every class ``draw`` puts in its markup (and the table's frame around it): the
# table's rules naming only these are the picture's.
CLASSES = frozenset(
    f"mc-{name}"
    for names in (
        "picture art art-ring art-set art-dots art-penalty art-tens sentence row row-label flag",
        "art-line own-art beside lined numline axis tick tick-num mark mark-label line-note",
        "tone-from tone-to tone-card tone-choice tone-wrong",
        "ring strip line wall hop hop-end hop-label node node-num",
        "role- role-top role-card role-both role-word",
        "frames frame-box frame cell on frame-sum mini-cards mini set-words",
        "cats cat have rods rod part-0 part-1 empty",
    )
    for name in names.split()
)
# What the table itself gives the picture to inherit: its colours, sizes and font.
INHERITED = ("--mc-", "font-family", "font-size", "line-height", "color")


def _rules(sheet: str) -> list[tuple[str, str]]:
    """The top-level ``(selectors, body)`` rules of a style sheet, without @-blocks or comments."""
    import tinycss2  # only the lessons need this, not a table's kernel

    rules = tinycss2.parse_stylesheet(sheet, skip_comments=True, skip_whitespace=True)
    return [
        (
            tinycss2.serialize(rule.prelude).strip(),
            tinycss2.serialize(t for t in rule.content if t.type != "comment").strip(),
        )
        for rule in rules
        if rule.type == "qualified-rule"
    ]


def _only_pictures(selector: str) -> bool:
    rest = selector.removeprefix(".mc-table ")
    classes = re.findall(r"\.([\w-]+)", rest)
    return rest != selector and bool(classes) and set(classes) <= CLASSES


@cache
def css(scope: str = SCOPE) -> str:
    """The table's picture rules, for markup inside an element of class ``scope``.

    Read from the table's own style sheets: each ``.mc-table`` rule that names
    only picture classes, moved under ``.scope`` (so nothing else on the page
    changes), after the theme's and the table's colours, sizes and font. The frame fits the
    picture: the room the table keeps for a preview is not needed here.
    """
    own: list[str] = []  # the table's own declarations the pictures inherit
    rules = [f".{scope} figure {{ display: inline-block; margin: 0.5em 0; }}"]
    for path in sorted(STATIC.glob("*.css")):
        for head, body in _rules(path.read_text(encoding="utf-8")):
            selectors = [s.strip() for s in head.split(",")]
            body = " ".join(body.split())
            if selectors in ([":root"], [".mc-table"]):  # the theme's values, the table's
                own += [d.strip() for d in body.split(";") if d.strip().startswith(INHERITED)]
            elif all(map(_only_pictures, selectors)):
                moved = ", ".join(f".{scope} {s.removeprefix('.mc-table ')}" for s in selectors)
                rules.append(f"{moved} {{ {body} }}")
    fit = f".{scope} .mc-picture, .{scope} .mc-art {{ min-height: 0; }}"  # nothing hovers here
    return "\n".join([f".{scope} {{ {'; '.join(own)}; }}", *rules, fit])
