#!/usr/bin/env python3
"""Hostile outside bots for the fault tests (test/faults/hostile-bots.test.ts), one per mode:

  correct   answers every decision, echoing its id (action: legal[seq * 7 % len])
  v1        the same without echoing ids (a bot written before ids)
  silent    reads its input and never answers
  flood     answers nothing and writes {"action": 0} lines as fast as it can
  longline  writes one line of --bytes bytes (default 1.5 GB) without a newline
  fork      starts a grandchild (`sleep 300`), then plays like `correct`
  stubborn  ignores SIGTERM and end of input (keeps sleeping), plays like `correct`
  double    v1 and answers every decision twice (an off-by-one line)
  stale     echoes ids; before each answer repeats its previous answer (a stale id)
  wrongid   echoes the id of the next decision (off by one)
  mumble    writes half a line (no newline) to its stderr at each decision and never answers

With $HOSTILE_PID_DIR set, the bot writes a file named after its process group id there (so a
test can check that no process of the group survives).
"""
import json
import os
import signal
import subprocess
import sys
import time

mode = sys.argv[1]
if os.environ.get("HOSTILE_PID_DIR"):
    open(os.path.join(os.environ["HOSTILE_PID_DIR"], str(os.getpgrp())), "w").close()
out = sys.stdout


def say(obj):
    out.write(json.dumps(obj) + "\n")
    out.flush()


if mode == "flood":
    line = b'{"action": 0}\n' * 4096
    while True:
        sys.stdout.buffer.write(line)
if mode == "longline":
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1500 * 1000 * 1000
    chunk = b"x" * (1 << 20)
    while n > 0:
        sys.stdout.buffer.write(chunk[: min(n, len(chunk))])
        n -= len(chunk)
    sys.stdout.buffer.flush()
    time.sleep(300)
if mode == "fork":
    subprocess.Popen(["sleep", "300"])
if mode == "stubborn":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)

previous = None
for raw in sys.stdin:
    raw = raw.strip()
    if not raw:
        continue
    msg = json.loads(raw)
    if msg.get("type") == "bye":
        break
    if msg.get("type") == "decision" and mode == "mumble":
        # Half a line on stderr, then no answer: the run's error line must still start a line.
        sys.stderr.write("thinking, no newline")
        sys.stderr.flush()
    if msg.get("type") != "decision" or mode in ("silent", "mumble"):
        continue
    legal = msg["legal"]
    answer = {"action": legal[(msg["seq"] * 7) % len(legal)]}
    if mode in ("v1", "double"):
        line = json.dumps(answer)
        out.write(line + "\n" + (line + "\n" if mode == "double" else ""))
        out.flush()
        continue
    # (.get: the same bots also run against game sides that send no ids)
    answer["id"] = (msg.get("id") or 0) + 1 if mode == "wrongid" else msg.get("id")
    if mode == "stale" and previous is not None:
        say(previous)
    say(answer)
    previous = answer

if mode == "stubborn":
    while True:
        time.sleep(1)
