"""N games in one ``berserk serve-env`` process, stepped together (a vectorised environment).

Shaped like Gymnasium's vector API with "same-step" auto-reset, for two seats:
``reset(seed) -> (obs, info)`` and ``step(actions) -> (obs, rewards, terminated, truncated, info)``.
There is no dependency on gymnasium; only the method names and meanings are matched.

* ``obs``: (N, tensor_size) float32, the observation of the seat that acts next in each env
  (``info["seat"]``).
* ``info["action_mask"]``: (N, num_actions) bool, the legal actions of that decision.
* ``rewards``: (N, 2) float32, seat 0 and seat 1 returns of a game that ended on this step
  (+1 win, -1 loss, 0 draw or limit), else 0.
* ``terminated`` / ``truncated``: (N,) bool, a game ended (win or draw) / hit the turn or action cap
  on this step. The env has already started its next game: ``obs`` is that game's first decision.
"""
from __future__ import annotations

from typing import Optional, Sequence

import numpy as np

from .protocol import Server, unpack_mask


class BerserkVecEnv:
    """``num_envs`` games; ``opponent=None`` puts both seats under the caller (self-play), else
    ``opponent`` (an agent spec such as ``"scripted"``) plays the other seat and ``seat`` is
    ``"1"``, ``"2"`` or ``"alternate"``. ``infostate=True`` appends the information state to each
    observation (``berserk_env.infostate_views(env.hello, obs)``); ``action_features=True`` adds
    ``info["action_features"]`` (one entry per legal positional action, field ``env``).
    ``copy=False`` returns the server's observation array itself
    (updated in place by the next call) instead of a fresh copy. ``obs`` is ``"delta"`` (the
    server sends only changed values; the default) or ``"full"``."""

    def __init__(
        self,
        num_envs: int,
        *,
        seed: int = 1,
        opponent: Optional[str] = None,
        seat: Optional[str] = None,
        auto_forced: bool = False,
        deck1: Optional[str] = None,
        deck2: Optional[str] = None,
        max_turns: Optional[int] = None,
        perspective: str = "absolute",
        obs: str = "delta",
        infostate: bool = False,
        action_features: bool = False,
        copy: bool = True,
        cli: Optional[str] = None,
    ) -> None:
        seat = seat or ("both" if opponent is None else "alternate")
        self._server = Server(
            num_envs, seed=seed, opponent=opponent, seat=seat, auto_forced=auto_forced,
            deck1=deck1, deck2=deck2, max_turns=max_turns, obs=obs, perspective=perspective,
            infostate=infostate, action_features=action_features, cli=cli,
        )
        self.num_envs = num_envs
        self.num_actions = self._server.num_actions
        self.observation_size = self._server.tensor_size
        self.hello = self._server.hello
        self.copy = copy
        self._records = self._server.first()
        self._seed = seed

    @property
    def server(self) -> Server:
        return self._server

    def _info(self, r: np.ndarray) -> dict:
        return {
            "action_mask": unpack_mask(r["mask"], self.num_actions),
            "seat": r["seat"].copy(),
            "decision": r["decision"].copy(),
            "legal_count": r["legalCount"].copy(),
            "episode": r["episode"].copy(),
            "forced": r["forced"].copy(),
            **({"action_features": self._server.action_features.copy()} if self._server.action_features is not None else {}),
        }

    def _obs(self, r: np.ndarray) -> np.ndarray:
        # Every env is in every frame of this class (it always steps all of them): row i is env i.
        return self._server.obs.copy() if self.copy else self._server.obs

    def reset(self, seed: Optional[int] = None):
        """Restart every env. ``seed`` is the run seed (env i: ``deriveGameSeed(seed, i)``); without
        it the first call returns the games the server started with, later calls reuse the last seed."""
        if seed is not None:
            self._seed = seed
            self._records = self._server.reset(seed)
        elif self._records is None:
            self._records = self._server.reset(self._seed)
        r = self._records
        self._records = None
        self._last = r
        return self._obs(r), self._info(r)

    def step(self, actions: Sequence[int]):
        r = self._server.step(actions)
        self._last = r
        rewards = np.stack([r["reward0"], r["reward1"]], axis=1)
        return self._obs(r), rewards, r["terminated"].astype(bool), r["truncated"].astype(bool), self._info(r)

    def close(self) -> None:
        self._server.close()

    def __enter__(self) -> "BerserkVecEnv":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
