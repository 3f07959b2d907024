"""Count to Ten's fact sprint: adding 1 or 2 up to the goal, as ``can_add`` says."""

from mathcats.engine.sprint import Fact

from .state import STEPS, can_add

GOAL = 10  # the usual goal

SPRINT = tuple(
    Fact(verdict.maths)
    for count in range(GOAL)
    for by in STEPS
    if (verdict := can_add(count, by, GOAL))
)
