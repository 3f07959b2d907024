"""Count to Ten's exit ticket (one form), judged by ``can_add``."""

from mathcats.engine.quiz import judged, story_item

from .state import can_add
from .stories import STORIES


def adds(count: int):
    return judged(
        f"The count is {count}. Find every number you can add.",
        [1, 2, 3],
        lambda by: can_add(count, by, 10),
        lambda by: "too-far",
    )


TICKETS = (
    (
        adds(8),
        adds(9),
        story_item(STORIES[0], {6: ("5 + 1 = 6", "off-by-one"), 8: ("5 + 3 = 8", "too-far")}),
    ),
)
