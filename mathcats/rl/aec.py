"""PettingZoo AEC environments: one per game, player count and options.

>>> from mathcats import rl
>>> env = rl.env("feed-the-kitten", players=3)
>>> env.reset(seed=7)
>>> observation, reward, termination, truncation, info = env.last()

Agents are ``seat_0``, ``seat_1``...; the agent to act is the first seat the game
waits for (seats that choose face down at once act one after another; none sees
another's card). Actions are numbered by each game (``actions_of``, docs/rl.md).
"""

from __future__ import annotations

import gymnasium
import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..engine import Match, Verdict, get_game
from .observe import Layout
from .table import Table

TOLD_KEPT = 10_000  # events whose words an environment keeps


class MathcatsEnv(AECEnv):
    """One mathcats game as an AEC environment.

    The observation is ``{"observation": the seat's view as numbers,
    "action_mask": 1 for each action legal now}``. A seat's reward is the change
    in its score (``Table.sign`` turns it round where fewer points win). The game
    over ends it for every seat (termination); ``max_cycles`` moves end it early
    (truncation). ``info`` holds ``words``: each event of the last move as this
    seat may hear it, and for the seat that moved, ``move`` and ``verdict`` (why
    it was allowed). ``explain(action)`` gives the child's words for any action.
    """

    metadata = {"name": "mathcats_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self, game_id: str, players: int | None = None, max_cycles: int | None = None, **options
    ):
        super().__init__()
        game = get_game(game_id)
        self.table = Table(game, players or game.min_players, options)
        self.max_cycles = max_cycles
        self.render_mode = "ansi"
        self.metadata = {**self.metadata, "name": f"mathcats_{game.id.replace('-', '_')}_v0"}
        self.possible_agents = [f"seat_{seat}" for seat in range(self.table.players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._observed: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # this position's, by agent
        self._told: dict = {}  # event -> the words each seat hears (names never change)
        self.actions = self.table.actions
        self.match: Match = self.table.new_match(0)
        layout = Layout.of(self.match)
        self.layout = layout
        space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(-np.inf, np.inf, (layout.size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (len(self.table.actions),), np.int8),
            }
        )
        actions = gymnasium.spaces.Discrete(len(self.table.actions))
        self._observation_spaces = dict.fromkeys(self.possible_agents, space)
        self._action_spaces = dict.fromkeys(self.possible_agents, actions)

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is None:
            seed = int(np.random.default_rng().integers(2**32))
        self.match = self.table.new_match(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self.moves_made = 0
        self._observed.clear()
        self.agent_selection = self._agent(self.match.to_move[0])

    def observe(self, agent: str) -> dict:
        """The seat's view and action mask, built once per position (read-only arrays)."""
        if agent not in self._observed:
            seat = self._seat(agent)
            row = self.layout.encode(self.match.view(seat))
            row.flags.writeable = False  # shared by every call here
            self._observed[agent] = row, self.table.mask(self.match.legal_moves(seat))
        row, mask = self._observed[agent]
        return {"observation": row, "action_mask": mask}

    def explain(self, action: int, agent: str | None = None) -> Verdict:
        """Whether ``action`` is allowed for ``agent`` (the one to act) now, in a child's words."""
        seat = self._seat(agent or self.agent_selection)
        return self.match.check(self.table.move(action), seat)

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat, move = self._seat(agent), self.table.move(action)
        verdict = self.match.check(move, seat)  # why it is allowed (play does not check again)
        before = self.match.scores
        events = self.match.play(move, seat)  # a refused move raises IllegalMove: nothing changes
        self._observed.clear()
        self.moves_made += 1
        self._cumulative_rewards[agent] = 0.0
        after, sign = self.match.scores, self.table.sign
        for other, words in self.words(events).items():
            other_seat = self._seats[other]
            self.rewards[other] = float(sign * (after[other_seat] - before[other_seat]))
            self.infos[other] = {"words": words}
        self.infos[agent].update(move=move.to_json(), verdict=verdict.words)
        if self.match.over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_cycles is not None and self.moves_made >= self.max_cycles:
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        self.agent_selection = self._next_agent(seat)

    def words(self, events: list) -> dict[str, list[str]]:
        """Each seat's words for ``events`` as it may hear them.

        An event is told once and its words kept, for every seat at once
        (``TOLD_KEPT`` events at most): the same card played on the same stack is
        told the same way in every game here.
        """
        told = self._told
        if len(told) > TOLD_KEPT:
            told.clear()
        said = []
        for event in events:
            if event not in told:
                told[event] = [
                    self.match.narrate(event, seat) for seat in range(self.table.players)
                ]
            said.append(told[event])
        return {agent: [words[self._seats[agent]] for words in said] for agent in self.agents}

    def _next_agent(self, seat: int) -> str:
        """The seat the game waits for; once it is over, the next seat round the table."""
        if self.match.to_move and not any(self.truncations.values()):
            return self._agent(self.match.to_move[0])
        return self._agent((seat + 1) % self.table.players)

    def render(self) -> str:
        return self.match.teacher_view().model_dump_json(indent=1)

    def close(self) -> None:
        pass

    def _seat(self, agent: str) -> int:
        if agent not in self._seats:
            raise ValueError(f"{agent!r} is not one of {self.possible_agents}.")
        return self._seats[agent]

    def _agent(self, seat: int) -> str:
        return self.possible_agents[seat]


def env(game_id: str, players: int | None = None, max_cycles: int | None = None, **options):
    """``game_id`` as a PettingZoo AEC environment, wrapped as PettingZoo's own are."""
    raw = MathcatsEnv(game_id, players=players, max_cycles=max_cycles, **options)
    return wrappers.OrderEnforcingWrapper(raw)
