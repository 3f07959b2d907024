"""The arithmetic picture comes from the game, and its numbers agree with the view.

Many seeded games of every mode are played at the table by random lit taps
(the way a child taps). At every scene the table has a picture with
something in it, and at the moments that matter (a Kittys reveal, a Kombat
battle, a round's end) it shows them. Each picture's numbers are checked
against the view and the verdict's own number sentence, not against the
picture code.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

import mathcats
from mathcats.engine import get_game
from mathcats.table.session import TableSession
from mathcats.widgets import Table

SEEDS = range(12)
ADAPTERS = Path(mathcats.__file__).parent / "table" / "adapters"
ENDS = ("round-won", "round-ended", "hand-over", "game-won", "player-won", "alastair-won")


def tappable(scene: dict) -> list[dict]:
    zones = [i for z in scene.get("zones", []) for i in z["items"]]
    return [i for i in zones + scene.get("hand", []) + scene.get("actions", []) if i.get("tap")]


def has_content(pic: dict) -> bool:
    """Something to look at: the ring's marks, the ten cats, rows (of cards, dots, rods), words."""
    if pic["kind"] == "ring":
        return bool(pic["marks"])
    if pic["kind"] == "penalty":
        return len(pic["cats"]) == 10
    rows = any(r.get("cards") or r.get("count") or "parts" in r for r in pic["rows"])
    return rows or bool(pic["sentence"])


def play(game_id: str, look) -> Counter:
    """Seeded games by random lit taps; ``look(table, scene, events)`` at every scene.

    What ``look`` returns (a Counter of what it met, or None) is added up.
    """
    met = Counter()
    for seed in SEEDS:
        met += one_game(game_id, seed, look)
    return met


def one_game(game_id: str, seed: int, look) -> Counter:
    game = get_game(game_id)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    match = mathcats.new_match(game_id, players=players, seed=seed)
    table, rng = Table(match, humans=(0,), delay=0), random.Random(seed)
    seen, met = 0, Counter()
    for _ in range(3000):
        events = [e for turn in match.history[seen:] for e in turn.events]
        seen = len(match.history)
        met += look(table, table.scene, events) or Counter()
        if match.over:
            return met
        table.click(rng.choice([i for i in tappable(table.scene) if i["lit"]])["id"])
    raise AssertionError(f"{game_id} seed {seed}: not over after 3000 taps")


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_picture_is_never_empty_and_never_missing_at_a_round_end(game_id):
    def look(table, scene, events):
        pic = scene["picture"]
        assert pic is not None and has_content(pic), (game_id, events, pic)
        assert pic["alt"], pic  # a screen reader hears it too
        return Counter(ends=any(e.kind in ENDS for e in events))

    assert play(game_id, look)["ends"] >= len(SEEDS)  # round ends were met and had a picture


def test_a_kittys_reveal_is_pictured_boss_first_with_less_same_more():
    def look(table, scene, events):
        last = table.match.view(0).last_reveal
        if last is None:
            return
        rows = scene["picture"]["rows"]
        order = [last.boss] + [s for s in range(len(last.cards)) if s != last.boss]
        assert [r["count"] for r in rows] == [last.cards[s] for s in order]
        boss_card = last.cards[last.boss]
        for row, s in zip(rows[1:], order[1:], strict=True):
            card = last.cards[s]
            want = "less" if card < boss_card else "same" if card == boss_card else "more"
            assert row["word"] == want and table.match.names[s] in row["label"]
        return Counter(reveals=any(e.kind == "revealed" for e in events))

    assert play("kittys", look)["reveals"] > 50


def test_a_kombat_battle_is_pictured_with_both_fighters_cards():
    def look(table, scene, events):
        battle = table.match.view(0).battle
        if battle is None:
            return
        rows = scene["picture"]["rows"]
        assert [r["label"] for r in rows] == [table.match.names[s] for s in battle.fighters]
        for row, played in zip(rows, battle.played, strict=True):
            assert [(c["rank"], c["worth"]) for c in row["cards"]] == [
                divmod(c, 10) for c in played
            ]
            assert bool(row["words"]) == (len(played) == 3)
        return Counter(battle_scenes=1)

    assert play("kombat-kittens", look)["battle_scenes"] > 20


def ring_steps(maths: str, top: int, card: int, loop: bool) -> int | None:
    """The steps a verdict's number sentence takes from ``top`` to ``card`` (None: another sum)."""
    if m := re.fullmatch(r"(\d) ([+-]) (\d+) = (\d+)", maths):
        a, sign, n, result = int(m[1]), m[2], int(m[3]), int(m[4])
        steps = n if sign == "+" else -n
        return steps if (a, result) == (top, card) else None
    if m := re.fullmatch(r"(\d) = (\d)", maths):
        return 0
    # past the 9-0 edge, its sum: "9 + 2 = 11: the ones digit is 1", "0 is like 10: 10 - 1 = 9"
    # (the solo line does not loop: there it says why a hop round would not fit)
    if m := re.fullmatch(r"(\d) \+ (\d) = (\d+): the ones digit is (\d)", maths):
        a, n, total, ones = map(int, m.groups())
        assert (a, ones) == (top, card) and a + n == total > 9 and total % 10 == card, maths
        return n if loop else None
    m = re.fullmatch(r"(\d) is like (\d+): (\d+) - (\d) = (\d)", maths)
    assert m, maths
    a, like, total, n, result = map(int, m.groups())
    assert (a, result) == (top, card) and like == total == a + 10 and total - n == card, maths
    return -n if loop else None


@pytest.mark.parametrize("game_id", ["kittens-in-space", "kittens-in-space-solo"])
def test_the_ring_hops_from_the_stack_top_to_the_picked_card_as_the_verdict_says(game_id):
    loop = game_id == "kittens-in-space"

    def look(table, scene, events):
        met = Counter()
        picked = [i for i in tappable(scene) if i.get("picked") and i["tap"] != "adopt"]
        if len(picked) != 1 or not picked[0]["tap"].startswith(("card-", "slot-")):
            return met
        card = int(picked[0]["label"])
        swaps = not loop and table.match.view(0).step == "finish"  # a second card swaps
        for other in [i for i in scene["hand"] if i["lit"] and not i["picked"] and not swaps]:
            assert other["pic"]["marks"][other["label"]] in ("card", "both")  # its preview
            met["previews"] += 1
        for stack in scene["zones"][1]["items"]:
            pic, top = stack["pic"], int(stack["label"])
            steps = pic["steps"]
            assert pic["marks"][str(top)] in ("top", "both") and str(card) in pic["marks"]
            assert (top + steps) % 10 == card if loop else top + steps == card
            assert pic["hop"] == ([top, card] if steps else None)
            assert pic["label"] == (f"{steps:+d}" if steps else "")
            told = ring_steps(stack["maths"], top, card, loop) if stack["maths"] else None
            if told is not None:
                assert steps == told, (stack["maths"], pic)
                assert pic["sentence"] == stack["maths"]
                met["told"] += 1
            met["loops"] += loop and not 0 <= top + steps <= 9
        return met

    met = play(game_id, look)
    assert met["told"] > 100 and met["previews"] and (met["loops"] > 5 or not loop), met


def test_feed_the_kitten_rods_count_the_tens_of_the_top_and_the_card():
    def look(table, scene, events):
        met = Counter()
        top = int(scene["zones"][1]["items"][0]["label"])
        assert scene["picture"]["rows"][0]["parts"] == [top // 10]
        for item in scene["hand"]:
            card, rows = int(item["label"]), item["pic"]["rows"]
            if top + card == 100 and card not in (0, top, top + 10):
                assert rows[0]["parts"] == [top // 10, card // 10]  # one row of 10 tens
                assert sum(rows[0]["parts"]) == 10
                met["hundreds"] += 1
            else:
                assert sum(rows[-1]["parts"]) == card // 10 and rows[0]["parts"] == [top // 10]
            assert item["pic"]["sentence"] == (item["maths"] or "")
        return met

    assert play("feed-the-kitten", look)["hundreds"] > 10


def test_meow_ten_points_are_the_hand_then_less_the_card_played():
    def look(table, scene, events):
        hand = table.match.view(0).hand
        points = sum(c.number for c in hand)
        assert scene["picture"]["points"] == points
        for item in scene["hand"]:
            pic = item["pic"]
            number = 0 if item["caption"] == "rainbow" else int(item["label"])
            assert pic["points"] == points - number
            assert pic["sentence"] == f"{points} - {number} = {points - number}"
        return Counter(hands=1)

    assert play("meow-10", look)["hands"] > 100


def test_the_adapters_know_no_rule_and_ask_the_match_nothing_for_a_picture():
    for path in ADAPTERS.glob("*.py"):
        code = path.read_text()
        assert "rule" not in code and ".check(" not in code, path.name
    assert not (ADAPTERS / "pictures.py").exists()


@pytest.mark.parametrize("game_id", ["kombat-kittens", "meow-10"])
def test_while_a_sum_is_asked_the_pictures_line_is_the_questions_own(game_id):
    """In Count it, a question about the treasure or the points is on screen: the scene's
    picture carries the question's line (its first number and the choices, no hop ahead),
    not the sum the table draws otherwise (the hand's points pass through the answer)."""
    from test_lights import play_to_the_end

    asked = []

    class Watched(TableSession):
        @property
        def scene(self):
            scene = super().scene
            count = scene.get("count")
            if count and count["buttons"][0]["id"] == "count-0":  # before a number is picked
                line = re.search(r'<svg [^>]*class="mc-numline".*?</svg>', scene["picture"]["html"])
                assert line and line[0] in count["picture"]["html"], scene["picture"]
                assert "mc-hop" not in line[0] and "mc-tone-to" not in line[0]
                asked.append(count["question"])
            return scene

    game = get_game(game_id)
    for seed in range(3):
        match = mathcats.new_match(game_id, players=game.min_players, seed=seed, **game.short)
        table = Watched(match, delay=0)
        table.set("lights", "count")
        play_to_the_end(table, wrong_picks=True)
    assert len(asked) > 5, asked


def line_of(html: str) -> tuple[list[int], list[tuple[int, int]]]:
    """A drawn number line's tick numbers and hops (from the numbers under their ends)."""
    ticks = [
        (float(x), int(n)) for x, n in re.findall(r'x="([\d.]+)"[^>]*mc-tick-num">(\d+)', html)
    ]
    (x0, v0), (x1, v1) = ticks[:2]

    def number(x: str) -> int:
        return round(v0 + (float(x) - x0) * (v1 - v0) / (x1 - x0))

    ends = re.findall(r'd="M([\d.]+) \S+ Q\S+ \S+ ([\d.]+) \S+" class="mc-hop"', html)
    return [n for _, n in ticks], [(number(a), number(b)) for a, b in ends]


def test_a_meow_ten_round_end_counts_the_childs_cards_left_on_the_line():
    """The round's summary draws the child's penalty: a hop for each card left (a rainbow
    makes none), ending on the points the engine counted. The cards left are the child's hand
    before, less the cards played, plus those drawn (the engine's events) since."""
    before: dict = {}

    def look(table, scene, events):
        match = table.match
        party = scene.get("celebrate")
        if party is None or party["kind"] != "round" or "hand" not in before:
            before.update(hand=list(match.view(0).hand), moves=len(match.history))
            return None
        since = [e for turn in match.history[before["moves"] :] for e in turn.events]
        end = next(i for i, e in enumerate(since) if e.kind == "round-ended")
        left = list(before["hand"])
        for e in (e for e in since[:end] if getattr(e, "seat", None) == 0):
            if e.kind == "played":
                left.remove(e.card)
            if e.kind == "drew":
                left += e.cards
        (penalty,) = [e for e in since[end:] if e.kind == "penalty" and e.seat == 0][:1]
        before.clear()
        if penalty.ten_by is not None or not left:
            assert "picture" not in party, party
            return Counter(ends=1)
        numbers = [c.number for c in left if c.cat is not None]
        ticks, hops = line_of(party["picture"]["html"])
        assert sorted(b - a for a, b in hops) == sorted(numbers), (left, hops)
        assert hops[0][0] == 0 and hops[-1][1] == sum(numbers) == penalty.points, (hops, penalty)
        assert ticks[0] <= 0 and penalty.points <= ticks[-1]
        return Counter(ends=1, counted=1)

    met = play("meow-10", look)
    assert met["counted"] > 10, met


def test_a_kombat_game_end_counts_the_childs_treasure_on_the_line():
    """The game's summary draws the child's treasure: a hop for each card's worth (its last
    digit: 43 is worth 3, a Dog 5), ending on the treasure the score says."""

    def look(table, scene, events):
        party = scene.get("celebrate")
        if party is None:
            return None
        worth = [card % 10 for card in table.match.view(0).treasure[0]]
        if not worth:
            assert "picture" not in party, party
            return Counter(ends=1)
        ticks, hops = line_of(party["picture"]["html"])
        assert [b - a for a, b in hops] == worth and hops[0][0] == 0, (worth, hops)
        assert hops[-1][1] == table.match.scores[0] <= ticks[-1] and ticks[0] == 0
        assert party["picture"]["sentence"].endswith(str(sum(worth))), party["picture"]
        return Counter(ends=1, counted=1)

    met = play("kombat-kittens", look)
    assert met["counted"] > 3, met
