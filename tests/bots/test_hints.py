"""Hints: the tiger's move for a seat, with a reason that is true of the position.

Each reason names a claim (``reason.key``) and the facts it names. The claims
are checked here against the full game state, by applying the move to a copy
and asking the engine, never by calling the reason code again: "you win the
round" must end the round, "then your 5 fits next" must make 5 legal after
the move, "the boss has no card under 4" must hold of the boss's real card.
"""

from __future__ import annotations

import random
import string
from collections import defaultdict
from functools import partial

import pytest
from every_game import GAMES

import mathcats
from mathcats import reading
from mathcats.bots import make_bot
from mathcats.bots.base import Reason, reason_for
from mathcats.bots.hints import RULE, Hint, hint
from mathcats.engine import get_game
from mathcats.table import taps as taps_module
from mathcats.widgets import Table

pytestmark = pytest.mark.usefixtures("toy_registered")


class Position:
    """A seat about to make ``move``: the state before, a copy after, and that copy's events."""

    def __init__(self, state, seat, move, legal, reason: Reason):
        self.state, self.seat, self.move, self.legal = state, seat, move, legal
        self.facts = reason.facts
        self.after = state.clone()
        self.events = self.after.apply(move, seat)

    def kinds(self) -> set[str]:
        """The kinds of the events about this seat (its own, or won by it among others)."""
        return {
            e.kind
            for e in self.events
            if getattr(e, "seat", None) == self.seat or self.seat in getattr(e, "seats", ())
        }

    def plays(self, cls) -> list:
        return [m for m in self.legal if isinstance(m, cls)]

    def then(self, move, seat=None):
        """The events of one more move on a copy of the state after."""
        return self.after.clone().apply(move, self.seat if seat is None else seat)


# --- many seeded positions -------------------------------------------------------


def positions(game_id: str, games: int = 30, moves: int = 200, per_position: int = 3):
    """(match, seat, move, legal) over seeded games: the cat's move and a few others."""
    game = get_game(game_id)
    for seed in range(games):
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        match = mathcats.new_match(game_id, players=players, seed=seed)
        cat, rng = make_bot("cat", game_id, seed=seed), random.Random(seed)
        while not match.over and len(match.history) < moves:
            seat = rng.choice(match.to_move)
            legal = match.legal_moves(seat)
            chosen = cat.move(match, seat)
            others = rng.sample(legal, min(per_position, len(legal)))
            for move in dict.fromkeys([chosen, *others]):
                yield match, seat, move, legal
            match.play(chosen if rng.random() < 0.7 else rng.choice(legal), seat)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_reason_is_true_of_its_position_and_each_game_has_three(game_id):
    seen, wrong = defaultdict(int), []
    finder, claims = reason_for(game_id), get_game(game_id).claims
    for match, seat, move, legal in positions(game_id):
        reason = finder(match.view(seat), move, legal)
        if reason is None:
            continue
        seen[reason.key] += 1
        assert reason.key in claims, f"no check for the claim {reason.key!r}"
        assert reading.too_long(reason.words) is None, reason.words
        if not claims[reason.key](Position(match.state, seat, move, legal, reason)):
            wrong.append((reason.words, move, match.state.view(None)))
    assert not wrong, f"{len(wrong)} false reasons, e.g. {wrong[0]}"
    assert len(seen) >= 3, dict(seen)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_claim_checks_can_fail(game_id):
    """Told of another move of the same kind, the checks find some claims false."""
    finder, claims, rejected = reason_for(game_id), get_game(game_id).claims, 0
    for match, seat, move, legal in positions(game_id, games=5, moves=80):
        reason = finder(match.view(seat), move, legal)
        others = [m for m in legal if type(m) is type(move) and m != move]
        if reason is not None and others:
            rejected += not claims[reason.key](
                Position(match.state, seat, others[0], legal, reason)
            )
    assert rejected >= 5


def test_a_hint_reasons_from_the_seat_view_only():
    """The same hint, reason and all, when every card the seat cannot see is dealt again."""
    for game_id in GAMES:
        match = mathcats.new_match(game_id, players=get_game(game_id).min_players, seed=6)
        seat = match.to_move[0]
        given = hint(match, seat, bot="cat")
        match._state = match.state.determinize(seat, random.Random(1))
        assert hint(match, seat, bot="cat") == given


def _filled(template: str) -> str:
    slots = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    return template.format(**{slot: "40" for slot in slots})


@pytest.mark.parametrize("game_id", GAMES)
def test_reason_words_are_short_and_plain(game_id):
    texts = [_filled(t) for t in get_game(game_id).text.values()]  # its reasons among them
    assert [t for t in texts if reading.too_long(t)] == []
    assert reading.grade_level(texts) <= reading.MAX_GRADE


# --- the hint itself --------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tiger_hint_is_legal_and_its_reason_true(game_id):
    game = get_game(game_id)
    for seed in range(3):
        match = mathcats.new_match(game_id, players=game.min_players, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(20)):
            if match.over:
                break
            seat = rng.choice(match.to_move)
            match.play(rng.choice(match.legal_moves(seat)), seat)
        if match.over:
            continue
        seat = match.to_move[0]
        given = hint(match, seat, seconds=0.02)
        legal = match.legal_moves(seat)
        assert isinstance(given, Hint) and given.bot == "tiger"
        assert given.move in legal and given.why.ok
        assert "best move I can find" not in given.reason.words
        if given.reason.key == RULE:
            assert given.reason.words == given.why.words
        else:
            position = Position(match.state, seat, given.move, legal, given.reason)
            assert get_game(game_id).claims[given.reason.key](position), given.reason


def test_a_sure_win_is_named():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=1)
    state = match.state
    state.hands[0].append(100)  # the test deals seat 0 a winning card
    state.play_pile.append(state.hands[0].pop(0) if state.hands[0][0] == 90 else 0)
    given = hint(match, 0, seconds=0.05)
    assert given.move.to_json() == {"kind": "play", "card": 100}
    assert given.reason.key == "wins-round"
    assert given.reason.words == f"Play 100 on {state.play_pile[-1]}: you win the round!"


def test_any_bot_can_hint_and_the_game_over_has_none():
    match = mathcats.new_match("feed-the-kitten", players=2, seed=2)
    assert hint(match, bot="cat").bot == "cat"
    match.state.winner = 0
    with pytest.raises(ValueError):
        hint(match, 0)


def test_show_me_says_the_reason_not_the_old_tip():
    """At the table: "Show me picks X." and the reason, never a contradicting tip."""
    for game_id in GAMES:
        table = Table(mathcats.new_match(game_id, players=get_game(game_id).min_players, seed=4))
        table.click("show-me")
        lines = table.scene["status"]["lines"]
        assert lines[0].startswith("Show me picks") and len(lines) == 2, lines
        assert "best move I can find" not in " ".join(lines)
        assert table.session.taps.hint_move is not None


def test_kittys_never_says_stay_under_the_boss_with_a_card_over_all_of_theirs(monkeypatch):
    monkeypatch.setattr(taps_module, "hint", partial(hint, seconds=0.01))  # a quick tiger
    over_all = 0
    for seed in range(12):
        match = mathcats.new_match("kittys", players=3 + seed % 4, seed=seed)
        table = Table(match, humans=range(match.players), delay=0)
        rng = random.Random(seed)
        while not match.over and len(match.history) < 40:
            if table.session.passing is not None:
                table.click("ready")
                continue
            seat = table.session.viewer
            boss_cards = match.view(seat).remaining[match.state.boss]
            table.click("show-me")
            words = " ".join(table.scene["status"]["lines"]).lower()
            if seat != match.state.boss and table.session.taps.hint_move.card > max(boss_cards):
                over_all += 1
                assert "stay under" not in words, words
                assert "under" in words  # it says the card is over every boss card
            table.click(table.session.adapter.path(rng.choice(match.legal_moves(seat)))[0])
    assert over_all  # the case came up
