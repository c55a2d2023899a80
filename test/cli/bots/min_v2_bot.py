#!/usr/bin/env python3
"""Protocol v2 client of the eval equivalence test, hosted by eval: of each record's legal v2 ids,
the one whose engine id (hello.actions[id].v1) is lowest: the same policy as min_v1_bot.py.

Modes (argv[1]) for the hostile-client tests: "exit" leaves at once, "garbage" writes bytes that are
no frame, "illegal" answers an id that is not legal, "hang" reads hello and never answers (and
keeps a child process in its group), "again" steps an env after its last record, "close" sends a
close frame, "short" an actions frame of 4 bytes, "type" a frame of type 99, "mumble" writes half
a line to its stderr (no newline) and then answers an illegal id, like a client that dies mid-traceback.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "python"))

import numpy as np  # noqa: E402

from berserk_env import Server, unpack_mask  # noqa: E402

mode = sys.argv[1] if len(sys.argv) > 1 else "min"
if mode == "exit":
    sys.exit(3)
if mode == "garbage":
    os.write(1, b"\xff\xff\xff\xffnot a frame\n" * 4)
    time.sleep(30)
    sys.exit(0)

s = Server.hosted()
if mode == "hang":
    if os.environ.get("PID_FILE"):
        # A grandchild in the bot's group: ending the group must end it too.
        child = subprocess.Popen(["sleep", "300"])
        with open(os.environ["PID_FILE"], "w") as f:
            f.write(f"{os.getpgrp()} {child.pid}\n")
    time.sleep(300)
    sys.exit(0)
if mode in ("short", "type"):
    s._write(16 if mode == "short" else 99, b"\0\0\0\0")
    time.sleep(30)
v1 = np.array([a["v1"] for a in s.hello["actions"]], dtype=np.int64)
records = s.first()
frames = 0
while True:
    actions = np.full(s.envs, -1, dtype=np.int32)
    mask = unpack_mask(records["mask"], s.num_actions)
    for k in range(len(records)):
        r = records[k]
        if r["legalCount"] == 0:
            if mode == "again":
                actions[r["env"]] = 0
            continue
        legal = np.flatnonzero(mask[k])
        actions[r["env"]] = legal[np.argmin(v1[legal])]
    if s.finished:
        break
    frames += 1
    if mode == "mumble" and frames == 5:
        sys.stderr.write("Traceback: half a line, no newline")
        sys.stderr.flush()
    if mode in ("illegal", "mumble") and frames == 5:
        e = int(records[0]["env"])
        actions[e] = next(a for a in range(s.num_actions) if not mask[0][a])
    if mode == "close" and frames == 3:
        from berserk_env.protocol import CLOSE

        s._write(CLOSE, b"")
        time.sleep(30)
    records = s.step(actions)
s.close()
