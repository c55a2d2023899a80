"""Throughput of protocol v2 (`npm run bench:env`): uniform-random self-play over N envs through
berserk_env.Server. Prints one JSON object: environment steps/s (client decisions answered), CPU
microseconds per step of the Python client and of the Node server, and bytes per step on the pipe.

    python3 python/bench_env.py [--envs 64] [--seconds 10] [--warmup 3] [--seed 1] [--auto-forced] [--pin]

The first --warmup seconds are not timed (the engine's JIT warm-up costs several times the steady
cost). Node's CPU time is read from /proc/PID/stat over the timed window (Linux). --pin puts Python
on CPU 0 and Node on CPU 1. Client and server run in lockstep, so with a core each the reachable
rate is about 1e6 / (Python µs + Node µs) per step: printed as cpuBoundStepsPerSecond next to the
measured wall-clock rate, which on a loaded machine is far lower. The load average is printed too.
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


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--envs", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--warmup", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--auto-forced", action="store_true")
    ap.add_argument("--pin", action="store_true")
    a = ap.parse_args()
    if a.envs < 1 or a.seconds <= 0:
        print("error: --envs must be ≥ 1 and --seconds > 0", file=sys.stderr)
        return 2
    s = Server(a.envs, seed=a.seed, auto_forced=a.auto_forced)
    if a.pin and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
        os.sched_setaffinity(s._proc.pid, {1 % os.cpu_count()})
    rng = np.random.default_rng(a.seed)
    n = s.num_actions
    r = s.first()

    def node_cpu():
        try:
            with open(f"/proc/{s._proc.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def run(seconds, r):
        steps = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            # Uniform over the legal ids: the k-th set bit of each env's mask, k uniform below legalCount.
            bits = np.unpackbits(r["mask"], axis=1, bitorder="little")[:, :n]
            k = (rng.random(a.envs) * r["legalCount"]).astype(np.int64)
            actions = (bits.cumsum(axis=1) <= k[:, None]).sum(axis=1)
            r = s.step(actions)
            steps += a.envs
        return steps, r

    _, r = run(a.warmup, r)
    read0, written0 = s.bytes_read, s.bytes_written
    n0 = node_cpu()
    t0, c0 = time.perf_counter(), time.process_time()
    steps, r = run(a.seconds, r)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    n1 = node_cpu()
    moved = (s.bytes_read - read0) + (s.bytes_written - written0)
    s.close()
    bye = s.bye or {}
    py_us = round(cpu / steps * 1e6, 2)
    node_us = round((n1 - n0) / steps * 1e6, 2) if n0 is not None and n1 is not None else None
    out = {
        "bench": "env",
        "envs": a.envs,
        "autoForced": a.auto_forced,
        "steps": steps,
        "seconds": round(wall, 3),
        "stepsPerSecond": round(steps / wall),
        "target": 50000,
        "pythonCpuMicrosPerStep": py_us,
        "nodeCpuMicrosPerStep": node_us,
        "cpuBoundStepsPerSecond": round(1e6 / (py_us + node_us)) if node_us else None,
        "bytesPerStep": round(moved / steps),
        "forcedAutoPlayed": bye.get("forced"),
        "games": bye.get("episodes"),
        "serverPipeWaits": bye.get("pipeWaits"),
        "loadAverage": os.getloadavg() if hasattr(os, "getloadavg") else None,
        "cpus": os.cpu_count(),
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
