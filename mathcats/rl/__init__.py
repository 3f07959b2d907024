"""mathcats for reinforcement learning: PettingZoo and OpenSpiel environments.

Needs the extra: ``pip install mathcats[rl]``. ``env(game_id, players=...)`` is a
PettingZoo AEC environment; importing this module registers every game with
OpenSpiel as ``python_mathcats_<game id with underscores>``. See docs/rl.md.
"""

from .actions import actions_of
from .aec import MathcatsEnv, env
from .spiel import register_all, short_name

register_all()

__all__ = ["MathcatsEnv", "actions_of", "env", "short_name"]
