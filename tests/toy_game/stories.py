"""Count to Ten's story card: adding 2 on a 0-20 line, as ``can_add`` says."""

from mathcats.engine.quiz import Story

from .state import can_add

STORIES = (Story("The count is 5. Mia adds 2. What now?", 7, can_add(5, 2, 10).maths, 5, (2,)),)
