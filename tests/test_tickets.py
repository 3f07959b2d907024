"""Exit tickets that assess: the first answer stays and is counted, the items are new
(not a practice item of the same lesson), and a yes/no question hears yes or no."""

from __future__ import annotations

import re

import pytest
from test_lessons import faded_steps, run

import mathcats
from mathcats.engine import get_game
from mathcats.lessons import TEXT, Exercise, answer_is, ask, exit_ticket


def item(exercise: Exercise) -> tuple:
    """What makes two items the same: the options, the right ones, and why each is right or
    not (the same position asked in other words is the same item)."""
    return (
        [exercise.label(o) for o in exercise.options],
        [exercise.label(a) for a in exercise.answers],
        [exercise.judge(o).words for o in exercise.options],
    )


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_the_lesson_ends_with_its_games_ticket(game_id):
    made = run(game_id)[0]
    tickets = exit_ticket(game_id)
    assert [e.question for e in made[-3:]] == [t.question for t in tickets]
    assert [e.answers for e in made[-3:]] == [t.answers for t in tickets]
    assert all(e.locked for e in made[-3:])


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_no_ticket_item_is_a_practice_item_of_the_same_lesson(game_id):
    made = run(game_id)[0][:-3]  # the lesson's exercises, without its ticket
    faded = [e for e, _ in faded_steps(game_id)]
    assert len(made) >= 3 and faded
    for ticket in exit_ticket(game_id):
        for practice in made:
            assert ticket.question != practice.question, ticket.question
            assert item(ticket) != item(practice), ticket.question


def test_the_first_answer_is_locked_and_counted_without_a_name():
    ticket = exit_ticket("feed-the-kitten")
    first = ticket.exercises[0]  # The kitten shows 40. Which can go: 20, 50, 60, 90?
    wrong, right = 20, 50
    said = first.tap(wrong)
    assert said[0].startswith("Not quite.") and first.first == wrong
    again = first.tap(right)  # a second tap changes nothing, and tells the first answer again
    assert again == [TEXT["kept"].format(answer="20"), *said[1:]]
    assert first.first == wrong and first.first_right is False
    ticket.count()
    ticket.count()  # counted once, however often the tally is shown
    assert (ticket.right, ticket.answered) == ([0, 0, 0], [1, 0, 0])
    ticket.next_child()
    assert first.first is None
    first.tap(right)
    ticket.exercises[2].tap("no")
    ticket.next_child()
    assert (ticket.right, ticket.answered) == ([1, 0, 1], [2, 0, 1])
    assert ticket.tally()[0] == "Question 1: 1 of 2 right"
    assert not any(name in " ".join(ticket.tally()) for name in ("Mia", "Leo", "Ava"))


TRY_AGAIN = ("Find", "Look again", "found them all", "Try again")  # words that ask for another tap


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_ticket_never_asks_for_the_second_try_it_refuses(game_id):
    """Every first tap, right or wrong, is told the answers (all of them, by the game's rule),
    and nothing in it asks for another tap: the next tap only keeps the first."""
    for question in get_game(game_id).tickets:
        allowed = [question.label(o) for o in question.options if question.judge(o).ok]
        if question.right is None:  # right means allowed: the rule's own answers are named
            assert [question.label(a) for a in question.answers] == allowed
        for option in question.options:
            exercise = ask(question, locked=True)
            said = exercise.tap(option)[0]
            assert said.startswith("Right!" if exercise.right(option) else "Not quite."), said
            assert not any(words in said for words in TRY_AGAIN), said
            told = said.split(" ", 2)[2]  # after "Right!" / "Not quite."
            for other in question.options:  # the answers are named, and only they
                named = re.search(rf"(^|\s){re.escape(question.label(other))}\b", told)
                assert bool(named) == exercise.right(other), (said, other)
            kept = exercise.tap(question.options[0])
            assert kept[0] == TEXT["kept"].format(answer=question.label(option))
            assert not any(words in " ".join(kept) for words in TRY_AGAIN)


def test_a_practice_exercise_is_not_locked():
    practice = Exercise("Which is one?", [1, 2], answer_is(1, "One is one."))
    practice.tap(1)
    assert practice.first is None and practice.tap(2)[0] == TEXT["no"]


@pytest.mark.parametrize("game_id", mathcats.GAMES)
def test_a_yes_or_no_question_hears_yes_or_no(game_id):
    """The right answer is named as it is ("no"), and never as "found them all"."""
    asked = 0
    for exercise in exit_ticket(game_id):
        if len(exercise.options) != 2 or len(exercise.answers) != 1:
            continue
        asked += 1
        (answer,) = exercise.answers
        (other,) = [o for o in exercise.options if o != answer]
        said = exercise.feedback(answer)[0]
        assert said == TEXT["right-it"].format(answer=exercise.label(answer))
        assert "found them all" not in said
        assert exercise.feedback(other)[0] == TEXT["not-it"].format(answer=exercise.label(answer))
    assert asked >= 1


def test_can_a_100_go_on_a_50_answered_no_says_no():
    (question,) = [e for e in exit_ticket("feed-the-kitten") if e.question.startswith("Can a 100")]
    from mathcats.games.feed_the_kitten.state import can_play

    said = question.tap("no")
    assert said[0] == "Right! The answer is no." and said[1] == can_play(100, 50).words
