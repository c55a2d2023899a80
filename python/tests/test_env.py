"""berserk_env against a real `berserk serve-env` (needs `npm run build` first)."""
import base64
import json
import subprocess
import time

import numpy as np
import pytest

from berserk_env import AGENTS, BerserkAEC, BerserkVecEnv, ProtocolError, Server, find_cli, infostate_views, unpack_mask


def random_actions(rng, mask):
    """One uniformly random legal id per row of a (N, A) bool mask."""
    out = np.empty(len(mask), dtype=np.int32)
    for i, row in enumerate(mask):
        legal = np.flatnonzero(row)
        out[i] = legal[rng.integers(len(legal))]
    return out


def test_hello_describes_the_action_table_and_tensor():
    s = Server(2, seed=3)
    try:
        h = s.hello
        assert h["protocol"] == "berserk-env/2" and h["version"] == 2
        assert [a["id"] for a in h["actions"]] == list(range(h["numActions"]))
        assert all(a["kind"] and a["meaning"] for a in h["actions"])
        t = h["tensor"]
        assert t["size"] == t["globalCount"] + t["slotCount"] * t["slotFeatureCount"]
        assert len(t["global"]) == t["globalCount"] and len(t["slotFeatures"]) == t["slotFeatureCount"]
        assert len(h["seeds"]["envs"]) == 2
        r = s.first()
        assert r.shape == (2,) and list(r["env"]) == [0, 1]
        assert s.obs.shape == (2, t["size"]) and s.obs.dtype == np.float32 and s.obs.any(axis=1).all()
    finally:
        s.close()


def test_reset_step_and_truncation_at_the_turn_cap():
    with BerserkVecEnv(4, seed=11, max_turns=2) as env:
        obs, info = env.reset()
        assert obs.shape == (4, env.observation_size) and obs.dtype == np.float32
        assert info["action_mask"].shape == (4, env.num_actions)
        rng = np.random.default_rng(0)
        ended = 0
        for _ in range(3000):
            obs, rew, term, trunc, info = env.step(random_actions(rng, info["action_mask"]))
            assert rew.shape == (4, 2)
            # A finished game's returns are zero-sum; a truncated one pays nothing.
            assert np.all(rew.sum(axis=1) == 0)
            assert np.all(rew[trunc] == 0)
            ended += int(term.sum() + trunc.sum())
            if ended >= 4:
                break
        assert ended >= 4
        # Auto-reset: every env still awaits a decision with at least one legal action.
        assert np.all(info["action_mask"].sum(axis=1) >= 1)


def test_mask_equals_legal_count_and_the_v1_legal_list():
    """serve-env env 0 with --opponent random --seat 1 replays serve-bot's games on the env seed
    (game k of both: deriveGameSeed(envSeed, k)): the same legal lists (as masks) and the same
    observation tensors, decision by decision, across auto-resets."""
    env = Server(1, seed=21, opponent="random", seat="1")
    env_seed = int(env.hello["seeds"]["envs"][0], 16)
    cli = find_cli()
    bot = subprocess.Popen(
        ["node", cli, "serve-bot", "--deck1", "decks/steppe.json", "--deck2", "decks/forest.json", "--seat", "1",
         "--opponent", "random", "--games", "6", "--seed", str(env_seed)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=str(__import__("pathlib").Path(cli).parents[3]),
    )
    try:
        r = env.first()
        checked = 0
        rng = np.random.default_rng(5)
        for line in bot.stdout:
            msg = json.loads(line)
            if msg["type"] == "bye" or checked >= 400:
                break
            if msg["type"] != "decision":
                continue
            mask = unpack_mask(r["mask"], env.num_actions)[0]
            # v2 ids stand for the engine (v1) ids named in hello.actions[id].v1.
            v1_of = [a["v1"] for a in env.hello["actions"]]
            assert sorted(v1_of[a] for a in np.flatnonzero(mask)) == msg["legal"]
            assert int(r["legalCount"][0]) == len(msg["legal"])
            assert int(r["seat"][0]) == msg["seat"]
            v1 = np.frombuffer(base64.b64decode(msg["tensor"]), dtype="<f4")
            assert np.array_equal(v1, env.obs[0])
            legal_v2 = np.flatnonzero(mask)
            a = int(legal_v2[rng.integers(len(legal_v2))])
            bot.stdin.write(json.dumps({"action": v1_of[a]}) + "\n")
            bot.stdin.flush()
            r = env.step([a])
            checked += 1
        assert checked >= 50
    finally:
        bot.kill()
        bot.wait()
        env.close()


def _trajectory(seed, steps, n=3, obs="delta"):
    s = Server(n, seed=seed, obs=obs)
    rng = np.random.default_rng(9)
    r = s.first()
    fields = [f for f in r.dtype.names if f != "observation"]
    chunks = [r[f].tobytes() for f in fields] + [s.obs.tobytes()]
    for _ in range(steps):
        r = s.step(random_actions(rng, unpack_mask(r["mask"], s.num_actions)))
        chunks += [r[f].tobytes() for f in fields] + [s.obs.tobytes()]
    s.close()
    return b"".join(chunks)


def test_same_seeds_and_actions_give_byte_identical_trajectories():
    a = _trajectory(7, 300)
    b = _trajectory(7, 300)
    c = _trajectory(8, 300)
    assert a == b
    assert a != c


def test_delta_observations_rebuild_the_full_ones():
    """--obs delta and --obs full give the same records (but the observation field) and the same
    observation rows, step by step."""
    assert _trajectory(7, 300, obs="delta") == _trajectory(7, 300, obs="full")


def test_skipped_envs_stay_put_and_two_groups_can_be_in_flight():
    """-1 leaves an env out of the step and out of the next frame; two actions frames sent before
    reading give the same games as one frame for all envs."""
    rng = np.random.default_rng(3)
    a = Server(4, seed=12)
    b = Server(4, seed=12)
    try:
        ra, rb = a.first(), b.first()
        for _ in range(100):
            acts = random_actions(rng, unpack_mask(ra["mask"], a.num_actions))
            ra = a.step(acts).copy()
            b.send(np.where(np.arange(4) < 2, acts, -1))
            b.send(np.where(np.arange(4) >= 2, acts, -1))
            lo, hi = b.receive().copy(), b.receive().copy()
            assert lo["env"].tolist() == [0, 1] and hi["env"].tolist() == [2, 3]
            assert np.concatenate([lo, hi]).tobytes() == ra.tobytes()
            assert np.array_equal(a.obs, b.obs)
        st = b.stats()
        assert st["type"] == "stats" and st["clientDecisions"] == 4 + 400 and st["cpuUserMicros"] > 0
    finally:
        a.close()
        b.close()


def test_reset_with_a_seed_replays_the_same_game():
    with BerserkVecEnv(2, seed=1) as env:
        o1, _ = env.reset(seed=42)
        rng = np.random.default_rng(1)
        first = [env.step(random_actions(rng, env._info(env._last)["action_mask"]))[0] for _ in range(50)]
        o2, _ = env.reset(seed=42)
        rng = np.random.default_rng(1)
        second = [env.step(random_actions(rng, env._info(env._last)["action_mask"]))[0] for _ in range(50)]
        assert np.array_equal(o1, o2)
        assert all(np.array_equal(x, y) for x, y in zip(first, second))


def test_self_play_gives_both_seats_to_the_client():
    with BerserkVecEnv(4, seed=2) as env:
        obs, info = env.reset()
        rng = np.random.default_rng(2)
        seats = set()
        for _ in range(200):
            seats.update(info["seat"].tolist())
            obs, rew, term, trunc, info = env.step(random_actions(rng, info["action_mask"]))
        assert seats == {0, 1}


def test_a_builtin_opponent_plays_the_other_seat():
    with BerserkVecEnv(4, seed=2, opponent="scripted", seat="2") as env:
        obs, info = env.reset()
        rng = np.random.default_rng(3)
        for _ in range(300):
            assert np.all(info["seat"] == 1)
            obs, rew, term, trunc, info = env.step(random_actions(rng, info["action_mask"]))


def test_auto_forced_never_asks_a_single_legal_action_and_counts_them():
    with BerserkVecEnv(4, seed=4, auto_forced=True) as env:
        obs, info = env.reset()
        rng = np.random.default_rng(4)
        forced = 0
        for _ in range(500):
            assert np.all(info["legal_count"] >= 2)
            obs, rew, term, trunc, info = env.step(random_actions(rng, info["action_mask"]))
            forced += int(info["forced"].sum())
        env.close()
        assert forced > 0 and env.server.bye["forced"] == forced


def test_an_illegal_action_is_an_error_frame_and_exit_2():
    s = Server(1, seed=1)
    r = s.first()
    illegal = int(np.flatnonzero(~unpack_mask(r["mask"], s.num_actions)[0])[0])
    with pytest.raises(ProtocolError, match=r"env 0: action \d+ is not legal"):
        s.step([illegal])
    assert s._proc.wait(timeout=30) == 2
    s.close()


def test_a_random_policy_game_to_the_end_aec():
    env = BerserkAEC(seed=5)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    steps = 0
    t0 = time.perf_counter()
    totals = {a: 0.0 for a in AGENTS}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        if term or trunc:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert obs["observation"].shape == (env.observation_size,) and mask.sum() >= 1
        env.step(env.action_space(agent).sample(mask) if steps % 2 else int(np.flatnonzero(mask)[rng.integers(mask.sum())]))
        steps += 1
    dt = time.perf_counter() - t0
    assert env.agents == []
    assert env.terminations[AGENTS[0]] or env.truncations[AGENTS[0]]
    if env.terminations[AGENTS[0]]:
        assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])
    print(f"AEC random game: {steps} steps, {steps / dt:.0f} steps/s (one env, round trip per step)")
    # The next game follows without a seed.
    env.reset()
    assert env.agents == list(AGENTS)
    env.close()


def test_forward_model_clone_apply_determinize_restore():
    """A clone of env 0 stepped with the env's actions follows the env (same legal ids, same
    observation); a determinised copy gives the acting seat the same observation as the real state;
    restore puts a handle back; an illegal action on a handle is an error."""
    s = Server(1, seed=31, obs="full")
    try:
        r = s.first()
        rng = np.random.default_rng(31)
        for _ in range(150):  # into the battle
            r = s.step(random_actions(rng, unpack_mask(r["mask"], s.num_actions)))
        c = s.clone(env=0, observation=True)
        assert c["legal"] == np.flatnonzero(unpack_mask(r["mask"], s.num_actions)[0]).tolist()
        assert np.array_equal(c["observation"], r["observation"][0])
        saved = s.clone(handle=c["handle"])
        d = s.determinize(7, env=0, observation=True)
        assert d["seat"] == int(r["seat"][0]) and d["legal"] == c["legal"]
        assert np.array_equal(d["observation"], r["observation"][0])
        for _ in range(40):
            a = int(random_actions(rng, unpack_mask(r["mask"], s.num_actions))[0])
            if r["terminated"][0] or r["truncated"][0]:
                break
            c = s.apply(c["handle"], a, observation=True)
            r = s.step([a])
            if c["terminal"]:
                break
            assert c["legal"] == np.flatnonzero(unpack_mask(r["mask"], s.num_actions)[0]).tolist()
            assert np.array_equal(c["observation"], r["observation"][0])
        back = s.restore(c["handle"], saved["handle"])
        assert back["legal"] == s.state(saved["handle"])["legal"]
        assert s.free(saved["handle"])["freed"] == saved["handle"]
        illegal = next(a for a in range(s.num_actions) if a not in back["legal"])
        with pytest.raises(ProtocolError, match=r"handle \d+: action \d+ is not legal"):
            s.apply(back["handle"], illegal)
    finally:
        s.close()


def test_canonical_perspective_turns_seat_1s_board():
    """With perspective="canonical" seat 1's legal ids that name a cell are mirrored (c -> 29 - c)
    and the games are those of the absolute perspective."""
    a = Server(2, seed=41, obs="full")
    c = Server(2, seed=41, obs="full", perspective="canonical")
    try:
        ra, rc = a.first(), c.first()
        place = next(e["id"] for e in a.hello["actions"] if e["kind"] == "Place")
        rng = np.random.default_rng(41)
        mirrored = 0
        for _ in range(400):
            assert np.array_equal(ra["seat"], rc["seat"]) and np.array_equal(ra["decision"], rc["decision"])
            ma, mc = unpack_mask(ra["mask"], a.num_actions), unpack_mask(rc["mask"], c.num_actions)
            acts_a = random_actions(rng, ma)
            acts_c = acts_a.copy()
            for i in range(2):
                if ra["seat"][i] == 1 and place <= acts_a[i] < place + 30:
                    acts_c[i] = place + 29 - (acts_a[i] - place)
                    assert mc[i, acts_c[i]]
                    mirrored += 1
                elif ra["seat"][i] == 0:
                    assert np.array_equal(ma[i], mc[i]) and np.array_equal(ra["observation"][i], rc["observation"][i])
            if not all(mc[i, acts_c[i]] for i in range(2)):
                break  # an id range this test does not mirror itself (Target, Defender …): covered in vitest
            ra, rc = a.step(acts_a).copy(), c.step(acts_c).copy()
        assert mirrored > 0
    finally:
        a.close()
        c.close()


def test_defaults_carry_no_information_state_nor_action_features():
    s = Server(2, seed=3)
    try:
        t = s.hello["tensor"]
        assert t["size"] == t["baseSize"] and t["infostate"] is None
        assert s.hello["actionFeatures"] is False and "actionFeatures" not in s.hello["step"]
        assert s.action_features is None
    finally:
        s.close()


def _positional(hello):
    return np.array([bool(a.get("positional")) for a in hello["actions"]])


def test_infostate_and_action_features_delta_equals_full_and_entries_describe_legal_positional_ids():
    kw = dict(seed=11, infostate=True, action_features=True)
    full = Server(4, obs="full", **kw)
    delta = Server(4, obs="delta", **kw)
    try:
        h = full.hello
        lay = h["tensor"]["infostate"]
        assert lay["offset"] == h["tensor"]["baseSize"]
        assert h["tensor"]["size"] == lay["offset"] + lay["size"]
        assert full.obs.shape == (4, h["tensor"]["size"])
        positional = _positional(h)
        assert positional.sum() > 50 and not positional[0]
        rng = np.random.default_rng(2)
        r_f, r_d = full.first(), delta.first()
        seen_items = set()
        stack_items = 0
        for _ in range(400):
            np.testing.assert_array_equal(full.obs, delta.obs)
            np.testing.assert_array_equal(full.action_features, delta.action_features)
            mask = unpack_mask(r_f["mask"], full.num_actions)
            feats = full.action_features
            for i, rec in enumerate(r_f):
                legal_pos = np.flatnonzero(mask[i] & positional)
                mine = feats[feats["env"] == rec["env"]]
                assert list(mine["action"]) == list(legal_pos)
            seen_items.update(int(x) for x in feats["item"])
            views = infostate_views(h, full.obs)
            assert views["stack"].shape == (4, 16, 16)
            assert views["own_grave"].shape == (4, 50, 1)
            stack_items += int(views["stack"][:, :, 0].sum())
            # Stack items fill from the bottom: no item above an empty place.
            present = views["stack"][:, :, 0]
            assert (np.diff(present, axis=1) <= 0).all()
            actions = random_actions(rng, mask)
            r_f, r_d = full.step(actions), delta.step(actions)
        assert seen_items & {1, 2, 5}
        assert seen_items <= {1, 2, 3, 4, 5, 6}
    finally:
        full.close()
        delta.close()


def test_describe_gives_readable_observations_and_the_legal_actions_names():
    s = Server(3, seed=4, opponent="scripted", seat="2")
    try:
        rng = np.random.default_rng(5)
        r = s.first()
        for _ in range(60):
            mask = unpack_mask(r["mask"], s.num_actions)
            d = s.describe([int(e) for e in r["env"]])
            assert [x["env"] for x in d] == list(r["env"])
            for i, x in enumerate(d):
                assert x["seat"] == r["seat"][i] == 1
                assert [a["id"] for a in x["actions"]] == list(np.flatnonzero(mask[i]))
                assert all(a["name"] and a["meaning"] for a in x["actions"])
                assert x["observation"]["seat"] == 1 and "you" in x["observation"]
                # The opponent's deal is a count, never cards.
                assert isinstance(x["observation"]["opponent"]["deal"], int)
            r = s.step(random_actions(rng, mask))
        with pytest.raises(ProtocolError, match="describe frame: env 9 out of range"):
            s.describe([9])
    finally:
        s.close()


def test_model_answers_carry_the_information_state_with_infostate():
    s = Server(1, seed=8, infostate=True)
    try:
        h = s.clone(env=0, observation=True)
        assert h["observation"].shape == (s.tensor_size,)
        # A copy of the env's position, seen from the same seat in the (default) absolute perspective: the same values.
        np.testing.assert_array_equal(h["observation"], s.obs[0])
    finally:
        s.close()
