"""berserk_env as a client hosted by `berserk eval --candidate env:CMD` (Server.hosted): the finite
run, its last records and bye, over a real eval (needs `npm run build` first)."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from berserk_env import find_cli

ROOT = Path(__file__).resolve().parents[2]
PYTHON_DIR = ROOT / "python"


def eval_cmd(candidate, *args):
    return subprocess.run(
        ["node", find_cli(), "eval", "--candidate", candidate, *args],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )


def test_random_env_bot_runs_hosted_against_two_baselines():
    r = eval_cmd("env:python3 bots/random_env_bot.py", "--baselines", "random,scripted", "--pairs", "2", "--max-turns", "30")
    assert r.returncode == 0, r.stderr
    rows = [l for l in r.stdout.splitlines() if l.startswith("| random |") or l.startswith("| scripted |")]
    assert len(rows) == 2 and all("| 2 | 4 |" in l for l in rows), r.stdout
    # One client process per baseline, each saw its 4 games end.
    assert r.stderr.count("random_env_bot: 4 games") == 2, r.stderr


CHECKING_CLIENT = textwrap.dedent(
    """
    import json, sys
    sys.path.insert(0, {python_dir!r})
    import numpy as np
    from berserk_env import ProtocolError, Server, unpack_mask
    s = Server.hosted()
    print("a stray print goes to stderr, not into the frames")
    h = s.hello
    ev = h["eval"]
    out = {{"hosted": h["hosted"], "envs": s.envs, "pairs": ev["pairs"], "games": ev["games"], "finite": ev["finite"],
           "schedule": [[p["pair"] for p in lst] for lst in ev["schedule"]], "ends": 0, "last": [], "steps": 0}}
    rng = np.random.default_rng(1)
    r = s.first()
    while True:
        a = np.full(s.envs, -1, dtype=np.int32)
        m = unpack_mask(r["mask"], s.num_actions)
        for k in range(len(r)):
            out["ends"] += int(r["terminated"][k]) + int(r["truncated"][k])
            if r["legalCount"][k] == 0:
                out["last"].append([int(r["env"][k]), int(r["seat"][k]), int(r["decision"][k]), int(m[k].sum()), int(r["episode"][k]),
                                    float(r["reward0"][k]) + float(r["reward1"][k]), int(r["terminated"][k]) + int(r["truncated"][k])])
                continue
            legal = np.flatnonzero(m[k])
            a[r["env"][k]] = legal[rng.integers(len(legal))]
        if s.finished:
            break
        r = s.step(a)
        out["steps"] += 1
    out["done"] = s.done.tolist()
    out["bye"] = s.bye["type"]
    try:
        s.step(np.full(s.envs, -1, dtype=np.int32))
        out["after_bye"] = "accepted"
    except ProtocolError as e:
        out["after_bye"] = str(e)
    with open({report!r}, "w") as f:
        json.dump(out, f)
    """
)


def test_a_hosted_client_sees_a_finite_run_last_records_and_bye(tmp_path):
    report = tmp_path / "report.json"
    script = tmp_path / "client.py"
    script.write_text(CHECKING_CLIENT.format(python_dir=str(PYTHON_DIR), report=str(report)))
    r = eval_cmd(f"env:{sys.executable} {script}", "--baselines", "random", "--pairs", "3", "--env-envs", "2", "--max-turns", "20")
    assert r.returncode == 0, r.stderr
    assert "a stray print goes to stderr" in r.stderr
    out = json.loads(report.read_text())
    assert out["hosted"] == "eval" and out["finite"] is True
    assert out["envs"] == 2 and out["pairs"] == 3 and out["games"] == 6
    assert out["schedule"] == [[0, 2], [1]]  # env k plays pairs k, k + E, ...
    assert out["ends"] == 6  # every game's end was flagged, the last ones on the last records
    # One last record per env: seat -1, decision 0, an empty mask, the episode count, the ended game's flags.
    assert sorted(x[0] for x in out["last"]) == [0, 1]
    for env, seat, decision, legal, episode, reward_sum, ended in out["last"]:
        assert (seat, decision, legal, ended, reward_sum) == (-1, 0, 0, 1, 0.0)
        assert episode == 2 * len(out["schedule"][env])
    assert out["done"] == [True, True] and out["bye"] == "bye"
    assert "over" in out["after_bye"]
    assert out["steps"] > 0


def test_a_hosted_client_that_steps_an_env_after_its_last_record_fails_the_run(tmp_path):
    script = tmp_path / "bad.py"
    script.write_text(textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(PYTHON_DIR)!r})
        import numpy as np
        from berserk_env import Server, unpack_mask
        s = Server.hosted()
        r = s.first()
        while not s.finished:
            a = np.full(s.envs, -1, dtype=np.int32)
            m = unpack_mask(r["mask"], s.num_actions)
            for k in range(len(r)):
                legal = np.flatnonzero(m[k])
                a[r["env"][k]] = legal[0] if len(legal) else 5
            r = s.step(a)
        """
    ))
    r = eval_cmd(f"env:{sys.executable} {script}", "--baselines", "random", "--pairs", "3", "--env-envs", "2", "--max-turns", "20")
    assert r.returncode == 1
    errors = [l for l in r.stderr.splitlines() if l.startswith("error:")]
    assert len(errors) == 1 and "has no game left" in errors[0], r.stderr
