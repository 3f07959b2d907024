"""The picture markup (mathcats/pictures.py) draws what each game's picture data says.

The pictures come from seeded games at the table (random lit taps), so every
kind is met with the numbers a child meets. The markup is parsed as XML and
counted: the ring's nodes and hop, the rods of each part, the filled cells of
the ten-frames, the mini cards and the cats. Every text stays text.
"""

from __future__ import annotations

import itertools
import math
import random
import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest

import mathcats
from mathcats import pictures
from mathcats.engine import get_game
from mathcats.games.feed_the_kitten.state import can_play
from mathcats.games.kittys.state import against_boss
from mathcats.table.adapters import adapter_for
from mathcats.widgets import Table

STATIC = Path(mathcats.__file__).parent / "table" / "static"


def scenes(game_id: str, seeds=range(3), taps: int = 150):
    """Each scene of a few seeded games where a child taps random lit things."""
    for seed in seeds:
        game = get_game(game_id)
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = mathcats.new_match(game_id, players=players, seed=seed)
        table, rng = Table(match, humans=(0,), delay=0), random.Random(seed)
        for _ in range(taps):
            yield table.scene
            lit = [i for i in items(table.scene) if i.get("tap") and i["lit"]]
            if match.over or not lit:
                break
            table.click(rng.choice(lit)["id"])


def items(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return zones + scene.get("hand", []) + scene.get("actions", [])


def pics(game_id: str) -> list[dict]:
    """Every picture those scenes carry: the table's, and each item's preview."""
    found = []
    for scene in scenes(game_id):
        found += [p for p in [scene.get("picture"), *(i.get("pic") for i in items(scene))] if p]
    return found


def parsed(pic: dict) -> ET.Element:
    """``draw(pic)`` as an element tree (the markup is well-formed XML)."""
    return ET.fromstring(f"<figure>{pictures.draw(pic)}</figure>")


def having(tree: ET.Element, cls: str) -> list[ET.Element]:
    return [e for e in tree.iter() if cls in e.get("class", "").split()]


@pytest.mark.parametrize("game_id", ["kittens-in-space", "kittens-in-space-solo"])
def test_the_ring_has_ten_nodes_marked_as_the_data_says_and_hops_from_top_to_card(game_id):
    hops = wraps = 0
    for pic in pics(game_id):
        tree = parsed(pic)
        (ring,) = having(tree, "mc-ring")
        (strip,) = having(tree, "mc-strip")
        for art, shape in ((ring, "circle"), (strip, "rect")):
            nodes = [e for e in having(art, "mc-node") if e.tag == shape]
            numbers = [int(e.text) for e in having(art, "mc-node-num")]
            assert len(nodes) == 10 and numbers == list(range(10)), pic
            roles = [
                next(c[8:] for c in n.get("class").split() if c.startswith("mc-role-"))
                for n in nodes
            ]
            assert roles == [pic["marks"].get(str(v), "") for v in range(10)], pic
        assert bool(having(ring, "mc-wall")) == (not pic["loop"])  # no way from 9 to 0
        if not pic["hop"]:
            assert not having(tree, "mc-hop") and not having(tree, "mc-hop-end")
            continue
        top, card = pic["hop"]
        hops += 1
        # on the ring: the hop starts on the ray of the top's node and ends on the card's
        circles = [e for e in having(ring, "mc-node") if e.tag == "circle"]
        (path,) = having(ring, "mc-hop")
        (end,) = having(ring, "mc-hop-end")
        start = [float(v) for v in re.match(r"M([\d.]+) ([\d.]+)", path.get("d")).groups()]
        assert angle(start) == pytest.approx(angle(centre(circles[top])), abs=0.02)
        assert angle(centre(end)) == pytest.approx(angle(centre(circles[card])), abs=0.02)
        (label,) = having(ring, "mc-hop-label")
        assert label.text == f"{pic['steps']:+d}"
        # on the strip: the hop ends over the card's box; across the 9-0 edge it takes two arcs
        boxes = [e for e in having(strip, "mc-node") if e.tag == "rect"]
        (end,) = having(strip, "mc-hop-end")
        box = boxes[card]
        left = float(box.get("x"))
        assert left < float(end.get("cx")) < left + float(box.get("width"))
        crosses = not 0 <= top + pic["steps"] <= 9
        assert len(having(strip, "mc-hop")) == (2 if crosses else 1), pic
        wraps += crosses
    assert hops > 20 and (wraps or game_id.endswith("solo")), (hops, wraps)


def centre(node: ET.Element) -> tuple[float, float]:
    return float(node.get("cx")), float(node.get("cy"))


def angle(point) -> float:
    """The angle of a point seen from the ring's centre (80, 80)."""
    return math.atan2(point[1] - 80, point[0] - 80) % (2 * math.pi)


def test_tens_rods_count_each_part_and_fill_the_row_with_empty_ones():
    met = 0
    for scene in scenes("feed-the-kitten"):
        top = int(scene["zones"][1]["items"][0]["label"])  # the card on the pile
        for pic in [scene["picture"], *(i["pic"] for i in scene["hand"])]:
            rows = having(parsed(pic), "mc-row")
            assert len(rows) == len(pic["rows"])
            for row, data in zip(rows, pic["rows"], strict=True):
                rods = having(row, "mc-rod")
                assert len(rods) == pic["slots"] == 10
                for part, count in enumerate(data["parts"]):
                    assert len(having(row, f"mc-part-{part}")) == count
                assert len(having(row, "mc-empty")) == 10 - sum(data["parts"])
                assert having(row, "mc-row-label")[0].text == data["label"]
            assert len(having(rows[0], "mc-part-0")) == top // 10  # the pile's tens, first
            met += 1
    assert met > 50


@pytest.mark.parametrize("game_id", ["kittys", "meow-10"])
def test_ten_frames_fill_as_many_cells_as_the_number(game_id):
    met = 0
    for pic in pics(game_id):
        tree = parsed(pic)
        groups = having(tree, "mc-frames")
        numbers = [r["count"] for r in pic["rows"]] if game_id == "kittys" else [pic["points"]]
        assert len(groups) == len(numbers)
        for frames, number in zip(groups, numbers, strict=True):
            assert len(having(frames, "mc-on")) == number
            assert all(len(having(f, "mc-cell")) == 10 for f in having(frames, "mc-frame"))
            sums = [int(s.text) for s in having(frames, "mc-frame-sum")]
            assert not sums or (sums[-1] == number and len(sums) == len(having(frames, "mc-frame")))
            met += 1
        if game_id == "meow-10":
            cats = having(tree, "mc-cat")
            assert len(cats) == 10 and len(having(tree, "mc-have")) == sum(
                c["have"] for c in pic["cats"]
            )
    assert met > 50


def test_a_kombat_set_shows_each_card_with_its_rank_worth_and_colour():
    met = 0
    for pic in pics("kombat-kittens"):
        rows = having(parsed(pic), "mc-row")
        for row, data in zip(rows, pic["rows"], strict=True):
            minis = having(row, "mc-mini")
            assert [(m.find("b").text, m.find("small").text) for m in minis] == [
                (str(c["rank"]), f"+{c['worth']}") for c in data["cards"]
            ]
            assert [m.get("style") for m in minis] == [
                f"border-top-color: {c['colour']};" for c in data["cards"]
            ]
            met += len(minis)
    assert met > 50


def test_every_text_stays_text_a_name_with_markup_too():
    name = '<script>alert("x")</script> & Co'
    match = mathcats.new_match("kittys", players=3, seed=2, names=[name, "Leo", "Ava"])
    adapter = adapter_for(match.game, match.names)
    while match.view(0).last_reveal is None:
        seat = match.to_move[0]
        match.play(match.legal_moves(seat)[0], seat)
    pic = adapter.picture(match.view(1), None, None)
    html = pictures.draw(pic)
    assert "<script" not in html and "&lt;script&gt;" in html
    tree = parsed(pic)
    labels = [e.text for e in having(tree, "mc-row-label")]
    assert any(name in label for label in labels), labels
    (art,) = having(tree, "mc-art")
    assert art.get("role") == "img" and art.get("aria-label") == pic["alt"]


def test_no_picture_draws_an_empty_frame():
    assert pictures.draw(None) == "" and pictures.draw({"kind": "unknown"}) == ""


def test_the_table_sends_the_markup_and_the_browser_only_inserts_it():
    for game_id in mathcats.GAMES:
        for scene in scenes(game_id, seeds=[1], taps=20):
            for pic in [scene["picture"], *(i.get("pic") for i in items(scene))]:
                if pic:
                    assert pic["html"] == pictures.draw(
                        {k: v for k, v in pic.items() if k != "html"}
                    )
    code = (STATIC / "pictures.js").read_text()
    assert "innerHTML" in code and "svg(" not in code and "mc-ring" not in code


def test_the_lesson_style_is_the_tables_picture_rules_and_stays_in_its_scope():
    sheet = pictures.css()
    selectors = [s.strip() for rule in re.findall(r"([^{}]+)\{", sheet) for s in rule.split(",")]
    assert selectors and all(s.startswith(f".{pictures.SCOPE}") for s in selectors), selectors
    assert ".mc-table" not in sheet and "@import" not in sheet and "url(" not in sheet
    used = {c for game_id in mathcats.GAMES for p in pics(game_id)[:50] for c in classes(p)}
    assert used <= pictures.CLASSES, used - pictures.CLASSES
    table = "".join(p.read_text() for p in STATIC.glob("*.css"))
    for cls in ("mc-ring", "mc-rod", "mc-cell", "mc-mini", "mc-cat", "mc-sentence"):
        body = re.search(rf"\.mc-table \.{cls} \{{([^}}]*)\}}", table)[1]
        assert " ".join(body.split()) in sheet, cls  # the same rule, moved under the scope


def test_the_lesson_style_defines_every_colour_and_size_it_uses():
    """A notebook has no table around its pictures: the theme's values come with them."""
    sheet = pictures.css()
    used = set(re.findall(r"var\((--mc-[\w-]+)", sheet))
    defined = set(re.findall(r"(--mc-[\w-]+)\s*:", sheet))
    assert used and used <= defined, sorted(used - defined)


def classes(pic: dict) -> set[str]:
    return {c for e in parsed(pic).iter() for c in e.get("class", "").split()}


def line_number(tree: ET.Element):
    """Reads a drawn number line: an x of its drawing -> the number there (by its tick labels)."""
    ticks = {float(t.get("x")): float(t.text) for t in having(tree, "mc-tick-num")}
    (x0, v0), (x1, v1) = sorted(ticks.items())[:2]
    return lambda x: v0 + (float(x) - x0) * (v1 - v0) / (x1 - x0)


def line_marks(tree: ET.Element) -> list[tuple[float, str]]:
    """A drawn number line's marks, in order: the number each dot sits on, and its tone."""
    number = line_number(tree)
    return [
        (number(m.get("cx")), next(c[8:] for c in m.get("class").split() if c[:8] == "mc-tone-"))
        for m in having(tree, "mc-mark")
    ]


def line_hops(tree: ET.Element) -> list[tuple[float, float]]:
    """Each hop's start and end, as the numbers under them."""
    number = line_number(tree)
    ends = [
        re.match(r"M([\d.]+) \S+ Q\S+ \S+ ([\d.]+)", p.get("d")).groups()
        for p in having(tree, "mc-hop")
    ]
    return [(number(a), number(b)) for a, b in ends]


def test_a_number_line_has_a_numbered_tick_per_step_its_marks_hops_and_note():
    pic = {
        "kind": "line",
        "start": 0,
        "stop": 100,
        "step": 10,
        "marks": [{"at": 40, "tone": "from", "label": "40"}, {"at": 90, "tone": "wrong"}],
        "hops": [[40, 50], [50, 90]],
        "note": "40 + 50 = 90",
    }
    tree = parsed(pic)
    assert [int(t.text) for t in having(tree, "mc-tick-num")] == list(range(0, 101, 10))
    assert len(having(tree, "mc-tick")) == 11
    assert line_marks(tree) == [(40, "from"), (90, "wrong")]
    assert line_hops(tree) == [(40, 50), (50, 90)]
    assert [e.text for e in having(tree, "mc-mark-label")] == ["40"]
    assert [e.text for e in having(tree, "mc-line-note")] == ["40 + 50 = 90"]
    beside = parsed({"kind": "tens", "slots": 10, "rows": [], "line": {**pic, "kind": "line"}})
    assert having(beside, "mc-rods") == [] and line_marks(beside) == [(40, "from"), (90, "wrong")]
    assert having(beside, "mc-lined") and having(beside, "mc-own-art")


def test_feed_the_kittens_line_marks_the_top_and_where_the_engine_says_the_card_lands():
    met = hops = 0
    for scene in scenes("feed-the-kitten"):
        top = int(scene["zones"][1]["items"][0]["label"])  # the card on the pile
        assert line_marks(parsed(scene["picture"])) == [(top, "from")]
        for item in scene["hand"]:
            card, tree = int(item["label"]), parsed(item["pic"])
            assert [int(t.text) for t in having(tree, "mc-tick-num")] == list(range(0, 101, 10))
            # a card that fits lands where its number sentence ends (a pair: on 100)
            fits = can_play(card, top)  # the game's rule (seeded games play the rulebook's pairs)
            lands = int(fits.maths.split("= ")[-1]) if fits and fits.maths else card
            want = [(top, "from"), (lands, "to" if fits else "wrong")]
            want += [(card, "card")] if lands != card else []
            assert line_marks(tree) == want, item
            assert line_hops(tree) == ([(top, lands)] if lands > top else [])
            hops += lands > top
            met += 1
    assert met > 50 and hops > 10


def test_kittys_line_marks_each_card_of_a_reveal_good_or_bad_with_the_signs():
    met = 0
    for seed in range(3):
        match = mathcats.new_match("kittys", players=3 + seed % 2, seed=seed)
        adapter = adapter_for(match.game, match.names)
        while not match.over:
            view = match.view(0)
            reveal = view.last_reveal
            tree = parsed(adapter.picture(view, None, None))
            ticks = [int(t.text) for t in having(tree, "mc-tick-num")]
            assert ticks == list(range(1, view.highest + 1))
            if reveal is not None:
                boss = reveal.cards[reveal.boss]
                others = [c for s, c in enumerate(reveal.cards) if s != reveal.boss]
                verdicts = [against_boss(c, boss) for c in others]  # the game's own rule
                want = [(boss, "from")] + [
                    (c, "to" if v else "wrong") for c, v in zip(others, verdicts, strict=True)
                ]
                assert line_marks(tree) == want
                (note,) = [e.text for e in having(tree, "mc-line-note")]
                signs = re.split(r", | and ", note)  # read as a list: "7 < 9, 8 < 9 and 10 > 9"
                assert signs == list(dict.fromkeys(v.maths for v in verdicts))
                met += 1
            seat = match.to_move[0]
            match.play(match.legal_moves(seat)[0], seat)
    assert met > 20


def test_kittens_in_space_ties_a_hop_past_9_to_its_sum_and_walks_it_round_the_ring():
    """Past the 9-0 edge the sentence is the sum (9 + 2 = 11, ones digit 1), the note the walk."""
    met = 0
    for scene in scenes("kittens-in-space", seeds=range(6)):
        for item in [i for i in items(scene) if i.get("pic") and i["pic"].get("hop")]:
            (top, card), steps = item["pic"]["hop"], item["pic"]["steps"]
            notes = [e.text for e in having(parsed(item["pic"]), "mc-line-note")]
            if not item["maths"]:  # Free Adoption: no hop to count
                continue
            if 0 <= top + steps <= 9:  # not round the 9-0 edge: no note
                assert notes == []
                continue
            walked = [int(n) for n in notes[0].split(" → ")]
            hops = {(b - a) % 10 for a, b in itertools.pairwise(walked)}
            assert (walked[0], walked[-1], len(walked) - 1) == (top, card, abs(steps))
            assert hops == ({1} if steps > 0 else {9}), notes
            if steps > 0:  # counted on past 9: the sum, and its ones digit is the card
                assert item["maths"] == f"{top} + {steps} = {top + steps}: the ones digit is {card}"
            else:  # counted back past 0: from ten more than the top
                assert item["maths"] == f"{top} is like {top + 10}: {top + 10} - {-steps} = {card}"
            met += 1
    assert met > 10


def test_a_shared_kind_is_drawn_by_two_games_and_any_other_only_by_the_game_it_belongs_to():
    drawn_by = defaultdict(set)
    for game_id in mathcats.GAMES:
        for pic in pics(game_id)[:60]:
            drawn_by[pic["kind"]].add(game_id)
            if pic.get("line"):
                drawn_by["line"].add(game_id)
    assert all(len(drawn_by[kind]) >= 2 for kind in pictures.SHARED), drawn_by
    for game_id in mathcats.GAMES:
        for kind in get_game(game_id).pictures:
            assert kind not in pictures.SHARED and drawn_by[kind] == {game_id}, kind


def positions(game_id: str, seeds=range(4)):
    """Each position of a few seeded games played by random legal moves: (match, seat to move)."""
    for seed in seeds:
        game = get_game(game_id)
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match, rng = mathcats.new_match(game_id, players=players, seed=seed), random.Random(seed)
        while not match.over:
            seat = match.to_move[0]
            yield match, seat
            match.play(rng.choice(match.legal_moves(seat)), seat)


def drawn_line(pic: dict) -> tuple[list[float], list[tuple[float, str]], list[tuple[float, float]]]:
    """A picture's number line as drawn: its tick numbers, its marks and its hops.

    Every mark and hop lies on the line (between its first and last tick), and
    no two of its numbers touch (ticks and labelled marks, as wide as their digits).
    """
    tree = parsed(pic)
    ticks = [float(t.text) for t in having(tree, "mc-tick-num")]
    marks = [(round(n, 6), tone) for n, tone in line_marks(tree)]
    hops = [(round(a, 6), round(b, 6)) for a, b in line_hops(tree)]
    assert 2 <= len(ticks) <= 13, ticks  # at most 12 steps: big enough to read at the table
    ends = [m for m, _ in marks] + [n for hop in hops for n in hop]
    assert all(ticks[0] <= n <= ticks[-1] for n in ends), (ticks, marks, hops)
    for row in ("mc-tick-num", "mc-mark-label"):  # each row of numbers, left to right
        texts = sorted((float(t.get("x")), t.text) for t in having(tree, row))
        for (x1, a), (x2, b) in itertools.pairwise(texts):
            size = 18 if row == "mc-tick-num" else 15  # their font size (table.css)
            assert x2 - x1 >= 0.62 * size * (len(a) + len(b)) / 2 + 2, (row, a, b, x2 - x1)
    return ticks, marks, hops


def sum_said(numbers: list[int], total: int, minus: bool = False) -> str:
    """A sum in words, as a screen reader should say it: "3 plus 2 makes 5"."""
    return f" {'take away' if minus else 'plus'} ".join(map(str, numbers)) + f" makes {total}"


def test_kombat_treasure_is_a_hop_per_card_from_0_and_a_capture_a_hop_from_the_treasure():
    """The table's picture counts the treasure on card by card (a card's worth is its last digit:
    43 is worth 3, a Dog 5); a capture hops on from the treasure by the taken card's worth."""
    tables = captures = 0
    for match, seat in positions("kombat-kittens"):
        view, adapter = match.view(seat), adapter_for(match.game, match.names)
        worth = [card % 10 for card in view.treasure[seat]]
        pic = adapter.picture(view, None, None)
        ticks, marks, hops = drawn_line(pic)
        assert [b - a for a, b in hops] == [w for w in worth if w] and ticks[0] == 0
        assert (hops[-1][1] if hops else 0) == sum(worth) and marks[0] == (0, "from")
        numbers = [int(n) for n in re.findall(r"\d+", pic["sentence"])]
        assert numbers == ([*worth, sum(worth)] if len(worth) > 1 else [sum(worth)]), pic
        assert (
            f"Treasure: {sum_said(worth, sum(worth)) if len(worth) > 1 else sum(worth)}."
            in (pic["alt"])
        )
        tables += 1
        if view.phase != "capture":
            continue
        battle = view.battle
        loser = battle.loser
        for move in match.legal_moves(seat):
            taken = (
                battle.played[battle.fighters.index(loser)]
                if move.source == "played"
                else view.treasure[loser]
            )[move.card]
            pic = adapter.picture(view, move, match.check(move, seat))
            ticks, marks, hops = drawn_line(pic)
            before, after = sum(worth), sum(worth) + taken % 10
            assert hops == [(before, after)] and marks == [(before, "from"), (after, "to")]
            assert pic["sentence"] == f"{before} + {taken % 10} = {after}"
            assert f"Treasure: {sum_said([before, taken % 10], after)}." in pic["alt"]
            captures += 1
    assert tables > 200 and captures > 10, (tables, captures)


def test_meow_ten_points_are_a_hop_per_card_and_a_play_a_hop_back_by_its_number():
    """The hand's penalty points, counted on card by card (a rainbow adds 0: no hop); playing
    a card hops back by its number."""
    tables = plays = 0
    for match, seat in positions("meow-10", seeds=range(2)):
        view, adapter = match.view(seat), adapter_for(match.game, match.names)
        numbers = [0 if card.cat is None else card.number for card in view.hand]
        total = sum(numbers)
        pic = adapter.picture(view, None, None)
        ticks, marks, hops = drawn_line(pic)
        assert [b - a for a, b in hops] == [n for n in numbers if n] and ticks[0] == 0
        assert hops[-1][1] == total and marks[0] == (0, "from")
        if len(numbers) > 1:
            assert pic["sentence"] == " + ".join(map(str, numbers)) + f" = {total}"
            assert f"Your points: {sum_said(numbers, total)}." in pic["alt"]
        tables += 1
        for move in match.legal_moves(seat):
            if move.kind != "play":
                continue
            card = 0 if move.card.cat is None else move.card.number
            pic = adapter.picture(view, move, match.check(move, seat))
            ticks, marks, hops = drawn_line(pic)
            assert hops == ([(total, total - card)] if card else [])
            assert marks == [(total, "from")] + ([(total - card, "to")] if card else [])
            assert pic["sentence"] == f"{total} - {card} = {total - card}"
            assert (
                f"Your points: {sum_said([total, card], total - card, minus=True)}." in (pic["alt"])
            )
            plays += 1
    assert tables > 100 and plays > 100, (tables, plays)


@pytest.mark.parametrize("terms", [[4] * 30, [1] * 9, [3, 2], [5] * 37, [99, 1], [3] * 61])
def test_a_long_sum_gets_ticks_further_apart_and_its_numbers_never_touch(terms):
    from mathcats.engine.numline import sum_line

    _ticks, marks, hops = drawn_line({"kind": "line", **sum_line(0, terms)})
    assert hops[-1][1] == sum(terms) and len(hops) == len(terms)
    assert marks[-1] == (sum(terms), "to")


def test_kombats_count_it_line_is_a_window_in_ones_holding_every_choice():
    """Late in a game (a treasure past 10) the question's line still fits: in ones, a window
    of at most 12 steps round the sum, with its start, its answer and both wrong choices."""
    from mathcats.games.kombat_kittens.count import count

    met = 0
    for match, seat in positions("kombat-kittens"):
        view = match.view(seat)
        if view.phase != "capture":
            continue
        for move in match.legal_moves(seat):
            asked = count(view, move, match.check(move, seat))
            before = view.treasure_values[seat]
            assert asked.tick == 1 and asked.stop - asked.start <= 12, asked
            assert asked.steps[0] == before and asked.answer > before
            _ticks, marks, _ = drawn_line(asked.line())
            assert {m for m, _ in marks} == {before, *asked.choices}
            met += asked.start > 0  # a window off 0: 0 to 40 in ones would not fit
    assert met > 3, met
