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
from itertools import combinations, product

import pytest

import mathcats
from mathcats import reading
from mathcats.bots import make_bot
from mathcats.bots.base import Reason, reason_for
from mathcats.bots.hints import RULE, Hint, hint
from mathcats.engine import get_game
from mathcats.games import feed_the_kitten as ftk
from mathcats.games import kittens_in_space as kis
from mathcats.games import kittens_in_space_solo as solo
from mathcats.games import kombat_kittens as kk
from mathcats.games import meow_ten as m10
from mathcats.widgets import Table
from mathcats.widgets import session as session_module

GAMES = list(mathcats.GAMES)
TEXTS = {g: get_game(g).text for g in GAMES}  # each game's words, its reasons among them


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


# --- what each claim means, checked on the state -------------------------------


def _ftk_follow(p):
    nxt = p.facts["next"]
    return nxt in p.after.hands[p.seat] and p.after.check(ftk.Play(nxt), p.seat).ok


FTK = {
    "wins-game": lambda p: "game-won" in p.kinds(),
    "wins-round": lambda p: "round-won" in p.kinds() and "game-won" not in p.kinds(),
    "fits-next": lambda p: p.facts["card"] == p.move.card and _ftk_follow(p),
    "keep-100": lambda p: 100 in p.after.hands[p.seat],
    "keep-zero": lambda p: 0 in p.after.hands[p.seat],
    "keep-90": lambda p: 90 in p.after.hands[p.seat] and ftk.Play(90) in p.legal,
    "only-fit": lambda p: all(m.card == p.move.card for m in p.plays(ftk.Play)),
    "draw-gift": lambda p: (
        isinstance(p.move, ftk.Draw)
        and ftk.Play(p.facts["card"]) in p.legal
        and all(m.card in (0, 90) for m in p.plays(ftk.Play))
    ),
    "draw-stuck": lambda p: isinstance(p.move, ftk.Draw) and not p.plays(ftk.Play),
    "draw-keep": lambda p: isinstance(p.move, ftk.Draw) and ftk.Play(p.facts["card"]) in p.legal,
    "pass": lambda p: p.legal == [ftk.Pass()],
}


def _kis_fits_after(p, number) -> bool:
    """Some card of that number fits an open stack once the move is made."""
    hand = p.after.hands[p.seat]
    return any(
        p.after.check(kis.StackCard(card, stack), p.seat).ok
        for card in hand
        if card % kis.BELL == number
        for stack in range(kis.STACKS)
    )


KIS = {
    "wins-game": lambda p: "game-won" in p.kinds(),
    "wins-round": lambda p: "round-won" in p.kinds() and "game-won" not in p.kinds(),
    "fits-next": lambda p: any(
        isinstance(m, kis.StackCard) and m.card % kis.BELL == p.facts["next"]
        for m in p.after.legal_moves(p.seat)
    ),
    "bell": lambda p: isinstance(p.move, kis.StackCard) and p.move.card >= kis.BELL,
    "only-fit": lambda p: all(
        m.card % kis.BELL == p.move.card % kis.BELL == p.facts["card"]
        for m in p.plays(kis.StackCard)
    ),
    "cover-fits": lambda p: p.after.chooser is None and _kis_fits_after(p, p.facts["card"]),
    "adopt-stuck": lambda p: isinstance(p.move, kis.Adopt) and not p.plays(kis.StackCard),
    "draw-save": lambda p: (
        isinstance(p.move, kis.Draw) and not p.plays(kis.StackCard) and p.plays(kis.Adopt)
    ),
    "draw-stuck": lambda p: not p.plays(kis.StackCard) and not p.plays(kis.Adopt),
    "pass": lambda p: p.legal == [kis.Pass()],
}


def _alastair_stacks(p) -> set[int]:
    """Where Alastair plays after this move and the end of the turn."""
    events = p.then(solo.Done()) if p.after.step == solo.FINISH else []
    return {e.stack for e in events if getattr(e, "by", "player") != "player"}


def _first_discard(events) -> int:
    """The card that leaves the shared hand when the child's turn ends."""
    return next(e.card for e in events if e.kind == "discarded")


SOLO = {
    "wins-game": lambda p: any(e.kind == "game-won" and e.seats == (0,) for e in p.events),
    "scores": lambda p: p.after.player_points == p.state.player_points + 1,
    "fits-next": lambda p: (
        p.facts["next"] != 9
        and any(
            isinstance(m, solo.Place) and p.after.hand[m.slot] == p.facts["next"]
            for m in p.after.legal_moves(0)
        )
    ),
    "hint-down": lambda p: (
        p.facts["card"] == p.state.hand[p.move.slot]
        and p.facts["card"] < p.facts["top"] == p.state.stacks[p.move.stack][-1]
    ),
    "close-9": lambda p: (
        p.after.closed == p.move.stack
        and 9 in p.state.hand
        and p.state.stacks[p.move.stack][-1] in (7, 8)
        and p.move.stack not in _alastair_stacks(p)
    ),
    "close-low": lambda p: (
        p.after.closed == p.move.stack
        and p.move.stack not in _alastair_stacks(p)
        and p.state.stacks[p.move.stack][-1] == min(s[-1] for s in p.state.stacks)
    ),
    "swap-away": lambda p: _first_discard(p.then(solo.Done())) == p.facts["card"],
    "done-9": lambda p: _first_discard(p.events) == 9,
    "done-keep": lambda p: bool(p.plays(solo.Swap)),
}


def _unrevealed(state, seat) -> list[int]:
    down = state.down[seat]
    return [*state.decks[seat], *([] if down is None else [down])]


def _others(p):
    return [s for s in range(p.state.players) if s != p.seat]


def _boss_cards(p):
    return _unrevealed(p.state, p.state.boss)


KITTYS = {
    "boss-safe": lambda p: (
        p.state.boss == p.seat
        and all(p.move.card not in _unrevealed(p.state, s) for s in _others(p))
    ),
    "boss-big": lambda p: p.state.boss == p.seat and p.move.card == max(p.state.decks[p.seat]),
    "boss-one": lambda p: sum(p.move.card in _unrevealed(p.state, s) for s in _others(p)) == 1,
    "boss": lambda p: p.state.boss == p.seat,
    "safe": lambda p: p.state.down[p.state.boss] >= p.move.card,  # the boss's real card
    "over-all": lambda p: (
        p.state.down[p.state.boss] < p.move.card and max(_boss_cards(p)) < p.move.card
    ),
    "good-chance": lambda p: (
        2 * sum(c >= p.move.card for c in _boss_cards(p)) > len(_boss_cards(p))
    ),
    "keep-small": lambda p: (
        p.facts["small"] < p.move.card and p.facts["small"] in p.after.decks[p.seat]
    ),
    "chance": lambda p: any(c >= p.move.card for c in _boss_cards(p)),
}


def _best_key(cards) -> tuple:
    return max(kk.classify([kk.rank(c) for c in three]).key for three in combinations(cards, 3))


KINDS = ("high-card", "pair", "straight", "three-of-a-kind")  # weakest first
PAIR_OF_FIVES = (1, 5)


def _fighter(p):
    return p.state.fighters.index(p.seat)


def _finishes(played, hand) -> list[str]:
    """Every kind of set ``played`` can still become with cards from ``hand``."""
    need = 3 - len(played)
    return [
        kk.classify([kk.rank(c) for c in (*played, *more)]).kind
        for more in combinations(hand, need)
    ]


def _hopeless(p) -> bool:
    me = _fighter(p)
    mine, theirs = p.state.played[me], [kk.rank(c) for c in p.state.played[1 - me]]
    my_sets = [
        [kk.rank(c) for c in (*mine, *more)]
        for more in combinations(p.state.hands[p.seat], 3 - len(mine))
    ]
    their_sets = [[*theirs, *more] for more in product(kk.RANKS, repeat=3 - len(theirs))]
    return all(kk.compare(t, m) > 0 for t in their_sets for m in my_sets)


def _recruit_keys(p):
    return _best_key(p.state.hands[p.seat]), _best_key(p.after.hands[p.seat])


KOMBAT = {
    "recruit-kind": lambda p: (
        _recruit_keys(p)[1][0] > _recruit_keys(p)[0][0]
        and KINDS[_recruit_keys(p)[1][0]] == p.facts["kind"]
    ),
    "recruit-better": lambda p: _recruit_keys(p)[1] > _recruit_keys(p)[0],
    "battle-strong": lambda p: (
        _best_key(p.state.hands[p.seat]) >= PAIR_OF_FIVES
        and KINDS[_best_key(p.state.hands[p.seat])[0]] == p.facts["kind"]
    ),
    "battle-rich": lambda p: (
        p.state.scores[p.move.opponent]
        == max(p.state.scores[m.opponent] for m in p.plays(kk.Battle))
        > 0
    ),
    "draw-few": lambda p: len(p.state.hands[p.seat]) < 3,
    "draw-weak": lambda p: (
        KINDS[_best_key(p.state.hands[p.seat])[0]] == p.facts["kind"]
        and p.facts["kind"] in ("high-card", "pair")
    ),
    "hint-forfeit": _hopeless,
    "commit-makes": lambda p: (
        p.facts["kind"]
        == kk.classify(
            [kk.rank(c) for c in (*p.state.played[_fighter(p)], p.state.hands[p.seat][p.move.card])]
        ).kind
    ),
    "commit-toward": lambda p: (
        p.facts["kind"]
        in _finishes(
            [*p.state.played[_fighter(p)], p.state.hands[p.seat][p.move.card]],
            [c for i, c in enumerate(p.state.hands[p.seat]) if i != p.move.card],
        )
    ),
    "capture-most": lambda p: (
        kk.value(next(e.card for e in p.events if e.kind == "captured"))
        == p.facts["worth"]
        == max(kk.value(_captured(p, m)) for m in p.legal)
    ),
}


def _captured(p, move) -> int:
    return next(e.card for e in p.state.clone().apply(move, p.seat) if e.kind == "captured")


def _kinds(hand) -> int:
    cats = {c.cat for c in hand if c.cat is not None}
    return min(10, len(cats) + sum(c.cat is None for c in hand))


MEOW = {
    "hint-last-card": lambda p: (
        any(e.kind == "round-ended" and e.seat == p.seat and e.how == "last-card" for e in p.events)
        and any(e.kind == "penalty" and e.seat == p.seat and e.points == 0 for e in p.events)
    ),
    "fits-next": lambda p: (
        p.after.turn == p.seat and m10.Play(p.facts["next"]) in p.after.legal_moves(p.seat)
    ),
    "keep-kinds": lambda p: (
        _kinds(p.after.hands[p.seat]) == _kinds(p.state.hands[p.seat]) == p.facts["kinds"]
    ),
    "keep-rainbow": lambda p: m10.RAINBOW in p.after.hands[p.seat] and p.move.card != m10.RAINBOW,
    "points": lambda p: (
        p.facts["points"] >= 2
        and sum(c.number for c in p.state.hands[p.seat])
        - sum(c.number for c in p.after.hands[p.seat])
        == p.facts["points"]
    ),
    "only-fit": lambda p: all(m.card == p.move.card for m in p.plays(m10.Play)),
    "rainbow-stuck": lambda p: (
        p.move.card == m10.RAINBOW and all(m.card == m10.RAINBOW for m in p.plays(m10.Play))
    ),
    "pick-4": lambda p: p.move == m10.Choose(4),
    "draw-stuck": lambda p: not p.plays(m10.Play),
    "draw-ten": lambda p: _kinds(p.state.hands[p.seat]) == p.facts["kinds"] >= 8,
    "done-rainbow": lambda p: m10.RAINBOW in p.state.hands[p.seat],
    "done-ten": lambda p: _kinds(p.state.hands[p.seat]) == p.facts["kinds"] >= 8,
}

CLAIMS = {
    "feed-the-kitten": FTK,
    "kittens-in-space": KIS,
    "kittens-in-space-solo": SOLO,
    "kittys": KITTYS,
    "kombat-kittens": KOMBAT,
    "meow-10": MEOW,
}


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
    finder, claims = reason_for(game_id), CLAIMS[game_id]
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
    finder, claims, rejected = reason_for(game_id), CLAIMS[game_id], 0
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
    texts = [_filled(t) for t in TEXTS[game_id].values()]
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
            assert CLAIMS[game_id][given.reason.key](position), given.reason


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
        assert table.session._hint_move is not None


def test_kittys_never_says_stay_under_the_boss_with_a_card_over_all_of_theirs(monkeypatch):
    monkeypatch.setattr(session_module, "hint", partial(hint, seconds=0.01))  # a quick tiger
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
            if seat != match.state.boss and table.session._hint_move.card > max(boss_cards):
                over_all += 1
                assert "stay under" not in words, words
                assert "under" in words  # it says the card is over every boss card
            table.click(table.session.adapter.path(rng.choice(match.legal_moves(seat)))[0])
    assert over_all  # the case came up
