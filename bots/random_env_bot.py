#!/usr/bin/env python3
"""A complete protocol-v2 client (docs/bot-protocol-v2.md) that plays uniformly random legal
actions, for ``berserk eval`` to host:

    berserk eval --candidate "env:python3 bots/random_env_bot.py" --baselines random,scripted

eval is the server here: it sends hello and step frames on this program's stdin and reads actions
frames from its stdout (``berserk_env.Server.hosted()``). A trainer's client for ``berserk
serve-env`` is the same loop with ``Server(envs, ...)`` instead, minus the finite end.

It checks what it is sent (every live record has a legal action, the mask matches legalCount,
an env's last record has legalCount 0 and is never stepped again) and, at bye, prints one line to
stderr: games seen, decisions, and the CPU time this process spent per decision.
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), "..", "python"))

import numpy as np  # noqa: E402

from berserk_env import Server, unpack_mask  # noqa: E402


def main() -> int:
    cpu0 = time.process_time()
    s = Server.hosted()
    if s.hello.get("hosted") != "eval":
        print("random_env_bot: this client is hosted by berserk eval (--candidate env:CMD)", file=sys.stderr)
        return 2
    # Which pair and game each episode of each env is (hello.eval.schedule): each game gets its own
    # random stream, seeded from its game seed and the client's seat, so the table does not depend
    # on --env-envs and a resumed run (--results) plays the same games as a run in one go.
    schedule = s.hello["eval"]["schedule"]
    rngs = [None] * s.envs
    episode = np.full(s.envs, -1)
    records = s.first()
    games = 0
    decisions = 0
    while True:
        actions = np.full(s.envs, -1, dtype=np.int32)
        mask = unpack_mask(records["mask"], s.num_actions)
        for k in range(len(records)):
            r = records[k]
            games += int(r["terminated"]) + int(r["truncated"])
            if r["legalCount"] == 0:  # the env's last record: it has no game left
                continue
            e = int(r["env"])
            if r["episode"] != episode[e]:
                episode[e] = r["episode"]
                pair = schedule[e][int(r["episode"]) >> 1]
                rngs[e] = np.random.default_rng([int(pair["seed"], 16), int(r["episode"]) & 1, 0])
            legal = np.flatnonzero(mask[k])
            if len(legal) != r["legalCount"]:
                raise SystemExit(f"random_env_bot: env {r['env']}: mask has {len(legal)} ids, legalCount {r['legalCount']}")
            actions[e] = legal[rngs[e].integers(len(legal))]
            decisions += 1
        if s.finished:
            break
        records = s.step(actions)
    cpu = time.process_time() - cpu0
    print(
        f"random_env_bot: {games} games, {decisions} decisions on {s.envs} envs, "
        f"{1e6 * cpu / max(1, decisions):.1f} µs of client CPU per decision",
        file=sys.stderr,
    )
    s.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
