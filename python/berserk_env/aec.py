"""One game as a PettingZoo-AEC-shaped environment (no dependency on pettingzoo: the method names
and their meanings are matched: ``reset(seed)``, ``agent_iter``, ``last``, ``step``, ``observe``
returning ``{"observation", "action_mask"}``, ``agents``, ``agent_selection``, ``rewards``,
``terminations``, ``truncations``, ``infos``, ``_cumulative_rewards``).

Agents are ``"player_0"`` (seat 0, P1, --deck1) and ``"player_1"`` (seat 1). With
``opponent=None`` both are played by the caller (self-play); with an opponent agent spec the
built-in agent plays the other seat and only the caller's seat is ever selected.

At the end of a game both agents are terminated (or truncated at the turn/action cap) with rewards
+1/-1 (0 for a draw or a cap); as in PettingZoo, each must then be stepped with ``None``.
``observe`` of an agent that is not selected returns its last observation with an empty mask.
"""
from __future__ import annotations

from typing import Iterator, Optional

import numpy as np

from .protocol import Server, unpack_mask

AGENTS = ("player_0", "player_1")


class Discrete:
    """The size of the action space and a masked uniform sample (stands in for gymnasium's)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self._rng = np.random.default_rng()

    def seed(self, seed: Optional[int] = None) -> None:
        self._rng = np.random.default_rng(seed)

    def sample(self, mask: Optional[np.ndarray] = None) -> int:
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(mask)
        return int(legal[self._rng.integers(len(legal))])


class BerserkAEC:
    metadata = {"name": "berserk_v2", "is_parallelizable": False}

    def __init__(
        self,
        *,
        seed: int = 1,
        opponent: Optional[str] = None,
        seat: Optional[str] = None,
        auto_forced: bool = False,
        deck1: Optional[str] = None,
        deck2: Optional[str] = None,
        max_turns: Optional[int] = None,
        perspective: str = "absolute",
        infostate: bool = False,
        cli: Optional[str] = None,
    ) -> None:
        seat = seat or ("both" if opponent is None else "alternate")
        self._server = Server(
            1, seed=seed, opponent=opponent, seat=seat, auto_forced=auto_forced,
            deck1=deck1, deck2=deck2, max_turns=max_turns, perspective=perspective,
            infostate=infostate, cli=cli,
        )
        self.possible_agents = list(AGENTS)
        self.num_actions = self._server.num_actions
        self.observation_size = self._server.tensor_size
        self._spaces = {a: Discrete(self.num_actions) for a in AGENTS}
        self._seed = seed
        self._resets = 0
        # The next game's first record when the server has already auto-reset (or just started).
        self._pending = self._copy(self._server.first())
        self.agents: list = []

    def _copy(self, r: np.ndarray):
        """The record and the env's observation, kept past the next frame."""
        return r.copy(), self._server.obs[0].copy()

    def action_space(self, agent: str) -> Discrete:
        return self._spaces[agent]

    # -- PettingZoo AEC API --------------------------------------------------------------------

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """Start a game. With ``seed``, the env restarts from that run seed (the same seed and the
        same actions give the same game); without, the next game of the current seed sequence."""
        if seed is not None:
            self._seed = seed
            self._pending = self._copy(self._server.reset(seed))
        elif self._pending is None:
            # Mid-game reset without a seed: a fresh, still deterministic seed sequence.
            self._resets += 1
            self._pending = self._copy(self._server.reset(self._seed + self._resets))
        r = self._pending
        self._pending = None
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self._last_obs = {a: np.zeros(self.observation_size, dtype=np.float32) for a in AGENTS}
        self._take(r)

    def _take(self, pair) -> None:
        r, obs = pair
        rec = r[0]
        self._record = rec
        seat = int(rec["seat"])
        self.agent_selection = AGENTS[seat]
        self._mask = unpack_mask(rec["mask"], self.num_actions).astype(np.int8)
        self._last_obs[self.agent_selection] = obs
        self.infos[self.agent_selection] = {"decision": int(rec["decision"]), "legal_count": int(rec["legalCount"]), "forced": int(rec["forced"])}

    def observe(self, agent: str) -> dict:
        mask = self._mask if (agent == self.agent_selection and not self._done()) else np.zeros(self.num_actions, dtype=np.int8)
        return {"observation": self._last_obs[agent].copy(), "action_mask": mask.copy()}

    def last(self, observe: bool = True):
        a = self.agent_selection
        obs = self.observe(a) if observe else None
        return obs, self._cumulative_rewards[a], self.terminations[a], self.truncations[a], self.infos[a]

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def _done(self) -> bool:
        return self.terminations[AGENTS[0]] or self.truncations[AGENTS[0]]

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self._done():
            if action is not None:
                raise ValueError(f"{agent} is done: step(None) expected, got {action}")
            self.agents.remove(agent)
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        if action is None or not (0 <= int(action) < self.num_actions) or not self._mask[int(action)]:
            raise ValueError(f"{agent}: action {action} is not legal; legal: {np.flatnonzero(self._mask).tolist()}")
        self._cumulative_rewards[agent] = 0.0
        r = self._server.step([int(action)])
        rec = r[0]
        self.rewards = {a: 0.0 for a in AGENTS}
        if rec["terminated"] or rec["truncated"]:
            # The server has already begun the next game: keep its first record for reset().
            self._pending = self._copy(r)
            self.rewards = {AGENTS[0]: float(rec["reward0"]), AGENTS[1]: float(rec["reward1"])}
            for a in AGENTS:
                self._cumulative_rewards[a] += self.rewards[a]
                self.terminations[a] = bool(rec["terminated"])
                self.truncations[a] = bool(rec["truncated"])
            self._mask = np.zeros(self.num_actions, dtype=np.int8)
            return
        self._take((r, self._server.obs[0].copy()))

    def close(self) -> None:
        self._server.close()
