#!/usr/bin/env python3
"""Sample outside bot for berserk-sim (docs/bot-protocol.md). Standard library only.

It reads JSON lines, answers every "decision" with {"action": <action>, "id": <the decision's
id>} and ignores the other messages. Policy: a seeded random choice among the legal actions,
slightly greedy: it prefers a simple strike to ending the turn when it can (so games do not drag
on).

Seeding: the random generator is re-seeded at every "game_start" from the game's seed and the
bot's seat (see `game_rng`), so each game's choices depend on that game alone — not on which
games this process played before. The simulator spreads games over worker threads, one bot
process per worker, so a bot seeded once per process would play differently with --workers 1 and
--workers 4; seeded per game, the tables are the same.

It checks what it is sent: the tensor decodes to `tensorSize` little-endian float32 values and the
mask (length `numActions`) marks exactly the legal ids; a mismatch is reported on stderr and ends
the bot with exit code 3.

Two ways to run it:

  * the simulator runs the bot (the bot talks on its own stdin/stdout):
        berserk play --deck1 decks/steppe.json --deck2 decks/forest.json \
            --agent1 "external:python3 bots/random_bot.py"
  * the bot runs the simulator (`berserk serve-bot` talks on *its* stdin/stdout):
        python3 bots/random_bot.py --spawn node dist/src/cli/main.js serve-bot --deck1 decks/steppe.json \
            --deck2 decks/forest.json --games 10

Test switches: --illegal answers an illegal action at the first decision, --garbage answers a
line that is not JSON, --chatty writes an unrequested line first (all to exercise error handling).
"""
import argparse
import base64
import json
import random
import struct
import subprocess
import sys


def decode_tensor(msg, hello):
    """Decode the observation tensor into a list of floats (base64 float32 LE or a JSON list)."""
    t = msg.get("tensor")
    if t is None:
        return None
    if isinstance(t, str):
        raw = base64.b64decode(t)
        return list(struct.unpack("<%df" % (len(raw) // 4), raw))
    return t


def check(msg, hello):
    size = hello.get("tensorSize")
    tensor = decode_tensor(msg, hello)
    if tensor is not None and size is not None and len(tensor) != size:
        return "tensor has %d values, hello said %d" % (len(tensor), size)
    mask = msg.get("mask")
    if mask is not None:
        if len(mask) != hello.get("numActions"):
            return "mask has %d entries, hello said %d" % (len(mask), hello.get("numActions"))
        marked = [i for i, m in enumerate(mask) if m]
        if marked != sorted(msg["legal"]):
            return "mask %s does not match legal %s" % (marked, msg["legal"])
    if len(msg["legal"]) != len(msg["legalNames"]):
        return "legal and legalNames differ in length"
    return None


def choose(msg, rng):
    legal = msg["legal"]
    names = msg["legalNames"]
    strikes = [a for a, n in zip(legal, names) if n == "простой удар"]
    if strikes and rng.random() < 0.8:
        return strikes[0]
    if msg["decision"] == "Main" and len(legal) > 1 and rng.random() < 0.9:
        # Act with some card rather than ending the turn (END_TURN is the lowest id of Main).
        return rng.choice(legal[1:])
    return rng.choice(legal)


def game_rng(msg, fallback):
    """A generator for one game: from the game's seed (16 hex digits) and the bot's seat.

    The seed is null when the play loop did not say which game it is; then `fallback` (--seed).
    A string seed is hashed with SHA-512 by `random.Random`, the same on every run and platform.
    """
    seed = msg.get("seed")
    if seed is None:
        return random.Random(fallback)
    return random.Random("%s/%d" % (seed, msg.get("seat", 0)))


def serve(inp, out, args):
    rng = random.Random(args.seed)
    hello = {}
    games = wins = 0
    first = True
    if args.chatty:
        out.write("hi there\n")
        out.flush()
    for line in inp:
        line = line.strip()
        if not line:
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            hello = msg
        elif kind == "game_start":
            rng = game_rng(msg, args.seed)
        elif kind == "decision":
            problem = check(msg, hello)
            if problem:
                sys.stderr.write("random_bot: protocol check failed: %s\n" % problem)
                sys.exit(3)
            if args.garbage and first:
                answer = "this is not json"
            elif args.illegal and first:
                answer = json.dumps({"action": 100000})
            else:
                # Echo the decision's id: the game side then can tell a late answer from this one.
                answer = json.dumps({"action": choose(msg, rng), "id": msg.get("id")})
            first = False
            out.write(answer + "\n")
            out.flush()
        elif kind == "game_over":
            games += 1
            wins += msg.get("result") == "win"
        elif kind == "error":
            sys.stderr.write("random_bot: server reported: %s\n" % msg.get("message"))
        elif kind == "bye":
            break
    if args.summary:
        sys.stderr.write("random_bot: %d games, %d wins\n" % (games, wins))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1, help="seed of games whose seed is not given")
    ap.add_argument("--illegal", action="store_true")
    ap.add_argument("--garbage", action="store_true")
    ap.add_argument("--chatty", action="store_true")
    ap.add_argument("--summary", action="store_true", help="print games and wins on stderr at the end")
    ap.add_argument("--spawn", nargs=argparse.REMAINDER, help="run this command (e.g. berserk serve-bot ...) and talk to it")
    args = ap.parse_args()
    if args.spawn:
        proc = subprocess.Popen(args.spawn, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        serve(proc.stdout, proc.stdin, args)
        proc.stdin.close()
        sys.exit(proc.wait())
    serve(sys.stdin, sys.stdout, args)


if __name__ == "__main__":
    main()
