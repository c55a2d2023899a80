"""berserk_env: the Berserk CCG engine as a learning environment, over protocol v2
(docs/bot-protocol-v2.md). Standard library and numpy only; it runs ``berserk serve-env`` (Node.js)
as a child process, found at ``$BERSERK_CLI`` or ``dist/src/cli/main.js`` of this checkout.

* ``BerserkAEC``: one game, PettingZoo-AEC-shaped (self-play or against a built-in agent).
* ``BerserkVecEnv``: N games stepped together, Gymnasium-vector-shaped with same-step auto-reset.
* ``Server``: the raw protocol client (step records as numpy structured arrays, ``obs`` kept up to
  date from ``--obs delta`` changes, ``send``/``receive`` for two groups in flight, ``stats``, and
  the forward model: ``clone``, ``determinize``, ``apply``, ``state``, ``restore``, ``free``), with
  ``infostate=True`` / ``action_features=True`` for the information state (``infostate_views``)
  and the per-action features of positional ids. ``Server.hosted()`` is the same client run by
  ``berserk eval --candidate "env:CMD"`` (frames on stdin/stdout, a finite run ending with bye).
"""
from .aec import AGENTS, BerserkAEC, Discrete
from .protocol import PROTOCOL, ProtocolError, Server, find_cli, infostate_views, unpack_mask
from .vector import BerserkVecEnv

__all__ = ["AGENTS", "BerserkAEC", "BerserkVecEnv", "Discrete", "PROTOCOL", "ProtocolError", "Server", "find_cli", "infostate_views", "unpack_mask"]
