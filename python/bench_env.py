"""Throughput of protocol v2 (`npm run bench:env`): uniform-random self-play over N envs through
berserk_env.Server. Prints one JSON object: environment steps/s (client decisions answered), CPU
microseconds per step of the Python client and of the Node server, and bytes per step on the pipe.

    python3 python/bench_env.py [--envs 64] [--seconds 10] [--warmup-steps 200000] [--seed 1]
                                [--obs delta|full] [--groups 2] [--auto-forced] [--pin]

The first --warmup-steps steps are not timed (the engine's JIT warm-up costs several times the
steady cost, and on a loaded machine a warm-up in seconds may end before it is done).

CPU time: Python's is time.process_time() over the timed window; Node's is process.cpuUsage() of
the server, read with a stats frame before and after the window (user + system, so the pipe's
system calls count). Both are per environment step, and do not depend on how loaded the machine is
(apart from cache effects), unlike the wall-clock rate, which is printed with the load average.

--groups 2 (the default) keeps two halves of the envs in flight: the client computes one half's
actions while the server steps the other, so with a core each the reachable rate is about
1e6 / max(Python µs, Node µs) per step (printed as cpuBoundStepsPerSecond); --groups 1 is
lockstep, 1e6 / (Python µs + Node µs). --pin puts Python on CPU 0 and Node on CPU 1.
"""
import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from berserk_env import Server  # noqa: E402


def uniform_legal(rng, records):
    """One uniformly random legal id per record: the k-th set bit of its mask, k < legalCount."""
    bits = np.unpackbits(records["mask"], axis=1, bitorder="little")
    k = (rng.random(len(records)) * records["legalCount"]).astype(np.int16)
    return (np.cumsum(bits, axis=1, dtype=np.int16) <= k[:, None]).sum(axis=1, dtype=np.int32)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--envs", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--warmup-steps", type=int, default=200_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--obs", choices=("delta", "full"), default="delta")
    ap.add_argument("--groups", type=int, choices=(1, 2), default=2)
    ap.add_argument("--auto-forced", action="store_true")
    ap.add_argument("--pin", action="store_true")
    a = ap.parse_args()
    if a.envs < a.groups or a.seconds <= 0 or a.warmup_steps < 0:
        print("error: --envs must be ≥ --groups, --seconds > 0 and --warmup-steps ≥ 0", file=sys.stderr)
        return 2
    s = Server(a.envs, seed=a.seed, auto_forced=a.auto_forced, obs=a.obs)
    if a.pin and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
        os.sched_setaffinity(s._proc.pid, {1 % os.cpu_count()})
    rng = np.random.default_rng(a.seed)
    N = a.envs
    group = np.arange(N) * a.groups // N  # env -> group
    r = s.first()
    first_actions = uniform_legal(rng, r)
    # Every group in flight once.
    for g in range(a.groups):
        s.send(np.where(group == g, first_actions, -1))
    acts = np.full(N, -1, dtype=np.int32)

    def run(limit_steps, seconds):
        steps = 0
        t0 = time.perf_counter()
        while steps < limit_steps and time.perf_counter() - t0 < seconds:
            for _ in range(a.groups):
                rec = s.receive()
                acts.fill(-1)
                acts[rec["env"]] = uniform_legal(rng, rec)
                s.send(acts)
                steps += len(rec)
        return steps

    def settle():
        """Receive the frames in flight, read the server's stats, and send those frames' actions
        again (the stats answer would otherwise queue behind the in-flight step frames)."""
        recs = [s.receive().copy() for _ in range(a.groups)]
        st = s.stats()
        for rec in recs:
            acts.fill(-1)
            acts[rec["env"]] = uniform_legal(rng, rec)
            s.send(acts)
        return st

    run(a.warmup_steps, float("inf"))
    st0 = settle()
    read0, written0 = s.bytes_read, s.bytes_written
    t0, c0 = time.perf_counter(), time.process_time()
    steps = run(float("inf"), a.seconds)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    moved = (s.bytes_read - read0) + (s.bytes_written - written0)
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    for _ in range(a.groups):
        s.receive()
    st1 = s.stats()
    s.close()
    bye = s.bye or {}
    node_steps = st1["clientDecisions"] - st0["clientDecisions"]
    node_cpu = (st1["cpuUserMicros"] + st1["cpuSystemMicros"]) - (st0["cpuUserMicros"] + st0["cpuSystemMicros"])
    py_us = cpu / steps * 1e6
    node_us = node_cpu / node_steps
    bound = 1e6 / (max(py_us, node_us) if a.groups == 2 else py_us + node_us)
    out = {
        "bench": "env",
        "envs": N,
        "obs": a.obs,
        "groups": a.groups,
        "autoForced": a.auto_forced,
        "steps": steps,
        "seconds": round(wall, 3),
        "stepsPerSecond": round(steps / wall),
        "target": 50000,
        "pythonCpuMicrosPerStep": round(py_us, 2),
        "nodeCpuMicrosPerStep": round(node_us, 2),
        "nodeUserMicrosPerStep": round((st1["cpuUserMicros"] - st0["cpuUserMicros"]) / node_steps, 2),
        "nodeSystemMicrosPerStep": round((st1["cpuSystemMicros"] - st0["cpuSystemMicros"]) / node_steps, 2),
        "cpuBoundStepsPerSecond": round(bound),
        "bytesPerStep": round(moved / steps, 1),
        "obsChangesPerStep": round((st1["obsChanges"] - st0["obsChanges"]) / node_steps, 1),
        "forcedAutoPlayed": bye.get("forced"),
        "games": bye.get("episodes"),
        "serverPipeWaits": bye.get("pipeWaits"),
        "loadAverage": [round(x, 2) for x in load] if load else None,
        "cpus": os.cpu_count(),
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
