#!/usr/bin/env python3
"""Protocol v1 (JSON lines) bot of the eval equivalence test: always the lowest legal engine id."""
import json
import sys

for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "decision":
        print(json.dumps({"action": min(msg["legal"]), "id": msg["id"]}), flush=True)
    elif msg["type"] == "bye":
        break
