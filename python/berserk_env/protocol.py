"""Protocol v2 client side (docs/bot-protocol-v2.md): start ``berserk serve-env``, read and write
its length-prefixed frames, and view step frames as numpy arrays without copying.

Frames are ``u32 length (LE) | u8 type | payload``; ``length`` counts the type byte and payload.
"""
from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

PROTOCOL = "berserk-env/2"

# Server -> client frame types.
HELLO, STEP, ERROR, BYE, STATS, MODEL_ANSWER, DESCRIBE_ANSWER = 1, 2, 3, 4, 5, 6, 7
# Client -> server frame types.
ACTIONS, RESET, CLOSE, STATS_REQUEST, MODEL, DESCRIBE = 16, 17, 18, 19, 20, 21

_CHANGE = np.dtype([("index", "<u4"), ("value", "<f4")])

_F_SETPIPE_SZ = 1031  # Linux fcntl: pipe capacity; bigger pipes mean fewer system calls per frame


class ProtocolError(RuntimeError):
    """The server sent an error frame, exited, or sent something this client cannot read."""


def find_cli() -> str:
    """The built CLI: $BERSERK_CLI, else dist/src/cli/main.js of the checkout holding this package."""
    env = os.environ.get("BERSERK_CLI")
    if env:
        return env
    here = Path(__file__).resolve()
    for root in (here.parents[2], Path.cwd()):
        p = root / "dist" / "src" / "cli" / "main.js"
        if p.is_file():
            return str(p)
    raise FileNotFoundError(
        "berserk CLI not found: set BERSERK_CLI to dist/src/cli/main.js, or run `npm run build` in the checkout"
    )


def _record_dtype(hello: dict) -> np.dtype:
    step = hello["step"]
    rec = step["record"]
    codes = {"i32": "<i4", "u32": "<u4", "f32": "<f4", "u16": "<u2", "u8": "u1"}
    names, formats, offsets = [], [], []
    for name, spec in rec.items():
        names.append(name)
        offsets.append(spec[0])
        fmt = codes[spec[1]]
        formats.append((fmt, (spec[2],)) if len(spec) > 2 else fmt)
    return np.dtype({"names": names, "formats": formats, "offsets": offsets, "itemsize": step["recordBytes"]})


def _feature_dtype(hello: dict) -> Optional[np.dtype]:
    """The entry dtype of ``--action-features`` (hello.step.actionFeatures), or None without it."""
    af = hello["step"].get("actionFeatures")
    if not af:
        return None
    codes = {"i16": "<i2", "u16": "<u2", "i32": "<i4", "u32": "<u4"}
    names = list(af["entry"])
    return np.dtype({
        "names": names,
        "formats": [codes[af["entry"][n][1]] for n in names],
        "offsets": [af["entry"][n][0] for n in names],
        "itemsize": af["entryBytes"],
    })


def infostate_views(hello: dict, obs: np.ndarray) -> dict:
    """The information-state part (``--infostate``) of ``obs``, an (..., tensor.size) float32 array,
    as views by section name: ``views["stack"]`` is (..., items, featureCount), feature f of item j
    at ``[..., j, f]`` (names in ``hello["tensor"]["infostate"]["sections"]``). No copy."""
    lay = hello["tensor"].get("infostate")
    if not lay:
        raise ValueError("no information state: start the server with infostate=True (--infostate)")
    out = {}
    for s in lay["sections"]:
        a = lay["offset"] + s["offset"]
        b = a + s["items"] * s["featureCount"]
        out[s["name"]] = obs[..., a:b].reshape(obs.shape[:-1] + (s["items"], s["featureCount"]))
    return out


class Server:
    """One ``berserk serve-env`` child process and its frames.

    ``step(actions)`` sends one action id per env (-1: leave that env alone) and returns the next
    step frame's records as a numpy structured array (fields: env, seat, decision, legalCount,
    reward0, reward1, terminated, truncated, forced, episode, mask, and with ``obs="full"``
    observation), one per stepped env in env order. The array is a view of a reused buffer: it is
    valid until the next call. ``obs`` is an (envs, tensor_size) float32 array that always holds
    each env's latest observation (with ``obs="delta"``, the default, the server sends only the
    values that changed and this array is updated in place; row i belongs to env i).

    ``send(actions)`` and ``receive()`` split ``step`` so that a client can keep two groups of envs
    in flight (send group A's actions, then B's, then receive A's frame, answer it, receive B's …):
    the server steps one group while the client computes the other's actions.

    ``infostate=True`` (``--infostate``) appends the information state to every observation
    (``infostate_views(hello, obs)`` splits it into sections); ``action_features=True``
    (``--action-features``) makes ``action_features`` hold, after each step frame, one entry per
    legal positional action of its records (fields env, action, item, zone, own, card, slot,
    ability_card, ability, target; docs/bot-protocol-v2.md § Action features), a view valid until
    the next frame like the records.

    ``Server.hosted()`` is the same client for a run that ``berserk eval --candidate env:CMD``
    hosts: it speaks over this process's stdin/stdout instead of starting Node, and the run is
    finite (see ``hosted``).
    """

    def __init__(
        self,
        envs: int,
        *,
        seed: int = 1,
        opponent: Optional[str] = None,
        seat: str = "both",
        auto_forced: bool = False,
        deck1: Optional[str] = None,
        deck2: Optional[str] = None,
        max_turns: Optional[int] = None,
        obs: str = "delta",
        perspective: str = "absolute",
        infostate: bool = False,
        action_features: bool = False,
        cli: Optional[str] = None,
        node: Optional[str] = None,
    ) -> None:
        node = node or os.environ.get("BERSERK_NODE") or shutil.which("node") or "node"
        cmd = [node, cli or find_cli(), "serve-env", "--envs", str(envs), "--seed", str(seed), "--seat", seat]
        if opponent is not None:
            cmd += ["--opponent", opponent]
        if auto_forced:
            cmd.append("--auto-forced")
        if deck1 is not None:
            cmd += ["--deck1", deck1]
        if deck2 is not None:
            cmd += ["--deck2", deck2]
        if max_turns is not None:
            cmd += ["--max-turns", str(max_turns)]
        if obs not in ("full", "delta"):
            raise ValueError(f"obs: expected 'full' or 'delta', got {obs!r}")
        cmd += ["--obs", obs, "--perspective", perspective]
        if infostate:
            cmd.append("--infostate")
        if action_features:
            cmd.append("--action-features")
        self._proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self._out = self._proc.stdout
        self._in = self._proc.stdin
        self._open(envs)

    @classmethod
    def hosted(cls, stdin=None, stdout=None) -> "Server":
        """The client of a run hosted by ``berserk eval --candidate "env:CMD"``: the frames come on
        this process's stdin and go to its stdout (eval is the server; no Node process is started).
        The file descriptor 1 is kept for the frames and pointed at stderr for everything else, so
        a stray ``print`` cannot break the protocol.

        The run is finite (``hello["hosted"] == "eval"``, ``hello["eval"]`` says against which
        baseline and how many games): an env with no game left sends one last record with
        ``legalCount`` 0 (``decision`` 0, ``seat`` -1, the ended game's flags and rewards) and
        must get -1 from then on; ``done`` marks those envs. Right after the step frame holding
        the last env's last record the server sends ``bye``: ``finished`` is then True and
        ``bye`` holds the totals. ``close``, ``reset`` and cloning an env's true state are refused
        in a hosted run; ``stats``, ``describe`` and ``determinize`` work."""
        self = cls.__new__(cls)
        self._proc = None
        if stdin is None:
            stdin = open(sys.stdin.fileno(), "rb", buffering=0, closefd=False)
        if stdout is None:
            sys.stdout.flush()
            fd = os.dup(1)
            os.dup2(2, 1)
            stdout = open(fd, "wb", buffering=0)
        self._out = stdin
        self._in = stdout
        self._open(None)
        return self

    def _open(self, envs: Optional[int]) -> None:
        """Read hello and the first step frame."""
        try:
            import fcntl

            for f in (self._out, self._in):
                fcntl.fcntl(f.fileno(), _F_SETPIPE_SZ, 1 << 20)
        except (ImportError, OSError, ValueError, AttributeError):
            pass
        self._len = bytearray(4)
        self._buf = bytearray(1 << 16)
        self._aux = bytearray(1 << 12)
        self.bytes_read = 0
        self.bytes_written = 0
        self.bye: Optional[dict] = None
        t, payload = self._read_frame()
        if t != HELLO:
            raise ProtocolError(f"first frame has type {t}, expected hello ({HELLO})")
        self.hello = json.loads(bytes(payload).decode("utf-8"))
        if self.hello.get("protocol") != PROTOCOL:
            raise ProtocolError(f"server speaks {self.hello.get('protocol')!r}, this client {PROTOCOL!r}")
        if envs is None:
            envs = int(self.hello["envs"])
        self.envs = envs
        self._actions = np.full(envs, -1, dtype="<i4")
        #: Hosted by berserk eval: a finite run (see ``hosted``).
        self.is_hosted: bool = self.hello.get("hosted") is not None
        self.done = np.zeros(envs, dtype=bool)
        self.finished = False
        self.num_actions: int = self.hello["numActions"]
        self.tensor_size: int = self.hello["tensor"]["size"]
        self.dtype = _record_dtype(self.hello)
        self.feature_dtype = _feature_dtype(self.hello)
        self.action_features: Optional[np.ndarray] = None
        self.obs_mode: str = self.hello.get("obs", "full")
        self.obs = np.zeros((envs, self.tensor_size), dtype=np.float32)
        self._flat = self.obs.reshape(-1)
        self._first = self._read_step()

    # -- frames --------------------------------------------------------------------------------

    def _read_exact(self, view: memoryview) -> None:
        got = 0
        n = len(view)
        while got < n:
            k = self._out.readinto(view[got:])
            if not k:
                if self._proc is None:
                    raise ProtocolError("the server closed its output")
                code = self._proc.poll()
                raise ProtocolError(f"serve-env closed its output (exit code {code})")
            got += k
        self.bytes_read += n

    def _read_frame(self, aux: bool = False):
        """The next frame as (type, payload view). Step frames go to the step buffer (their records
        are views of it); with ``aux``, frames go to a second buffer, so that a stats or model
        answer leaves the last step records intact."""
        self._read_exact(memoryview(self._len))
        (length,) = struct.unpack("<I", self._len)
        buf = self._aux if aux else self._buf
        if length > len(buf):
            buf = bytearray(length)
            if aux:
                self._aux = buf
            else:
                self._buf = buf
        view = memoryview(buf)[:length]
        self._read_exact(view)
        return view[0], view[1:]

    def _read_step(self) -> np.ndarray:
        t, payload = self._read_frame()
        if t == ERROR:
            raise ProtocolError("serve-env: " + bytes(payload).decode("utf-8", "replace"))
        if t != STEP:
            raise ProtocolError(f"frame type {t}, expected step ({STEP})")
        count, rec_bytes, _seq, changes = struct.unpack_from("<IIII", payload, 0)
        if rec_bytes != self.dtype.itemsize:
            raise ProtocolError(f"step record is {rec_bytes} bytes, hello said {self.dtype.itemsize}")
        hb = self.hello["step"]["headerBytes"]
        records = np.frombuffer(payload, dtype=self.dtype, count=count, offset=hb)
        if self.feature_dtype is not None:
            at = hb + count * rec_bytes + (changes * _CHANGE.itemsize if self.obs_mode == "delta" else 0)
            (nf,) = struct.unpack_from("<I", payload, at)
            self.action_features = np.frombuffer(payload, dtype=self.feature_dtype, count=nf, offset=at + 4)
        if self.obs_mode == "delta":
            if changes:
                ch = np.frombuffer(payload, dtype=_CHANGE, count=changes, offset=hb + count * rec_bytes)
                try:
                    self._flat[ch["index"]] = ch["value"]
                except IndexError as e:
                    raise ProtocolError(f"step frame: observation change index out of range ({e})") from None
        elif count == self.envs:
            self.obs[...] = records["observation"]
        else:
            self.obs[records["env"]] = records["observation"]
        if self.is_hosted:
            self.done[records["env"][records["legalCount"] == 0]] = True
            if self.done.all():
                self._read_bye()
        return records

    def _read_bye(self) -> None:
        """A hosted run: every env is done, so bye comes next (into the second buffer: the last records stay valid)."""
        t, payload = self._read_frame(aux=True)
        if t == ERROR:
            raise ProtocolError("server: " + bytes(payload).decode("utf-8", "replace"))
        if t != BYE:
            raise ProtocolError(f"frame type {t} after every env's last record, expected bye ({BYE})")
        self.bye = json.loads(bytes(payload).decode("utf-8"))
        self.finished = True

    def _write(self, t: int, payload: bytes) -> None:
        if self.finished:
            raise ProtocolError("the hosted run is over (bye received)")
        data = memoryview(struct.pack("<IB", 1 + len(payload), t) + payload)
        sent = 0
        while sent < len(data):  # a raw pipe may take part of a large frame per call
            k = self._in.write(data[sent:])
            sent += len(data) - sent if k is None else k
        self.bytes_written += len(data)

    # -- verbs ---------------------------------------------------------------------------------

    def first(self) -> np.ndarray:
        """The step records sent right after hello (the envs at their first decisions)."""
        return self._first

    def send(self, actions: Sequence[int]) -> None:
        """Send an actions frame: one id per env (index = env), -1 for envs not to step."""
        a = np.asarray(actions, dtype="<i4")
        if a.shape != (self.envs,):
            raise ValueError(f"actions: expected {self.envs} ids, got shape {a.shape}")
        self._write(ACTIONS, a.tobytes())

    def receive(self) -> np.ndarray:
        """The next step frame's records (the answer to the oldest unanswered actions frame)."""
        return self._read_step()

    def step(self, actions: Sequence[int]) -> np.ndarray:
        """Send one action id per env (index = env; -1 leaves an env alone) and return the next step records."""
        self.send(actions)
        return self._read_step()

    def stats(self) -> dict:
        """The server's run totals so far: steps, games, CPU time (cpuUserMicros, cpuSystemMicros), bytes."""
        self._write(STATS_REQUEST, b"")
        t, payload = self._read_frame(aux=True)
        if t == ERROR:
            raise ProtocolError("serve-env: " + bytes(payload).decode("utf-8", "replace"))
        if t != STATS:
            raise ProtocolError(f"frame type {t}, expected stats ({STATS})")
        return json.loads(bytes(payload).decode("utf-8"))

    def reset(self, seed: int) -> np.ndarray:
        """Restart every env from run seed ``seed``."""
        self._write(RESET, struct.pack("<Q", seed))
        return self._read_step()

    def describe(self, envs: Sequence[int]) -> list:
        """The pending decisions of ``envs`` in readable form, one dict per env: ``env``, ``seat``,
        ``decision``, ``episode``, ``observation`` (the seat's view as JSON) and ``actions``
        (``[{"id", "meaning", "name"}]``, the legal ids as sent, ascending). On request only: the
        step frames stay binary."""
        self._write(DESCRIBE, json.dumps({"envs": [int(i) for i in envs]}).encode("utf-8"))
        t, payload = self._read_frame(aux=True)
        if t == ERROR:
            raise ProtocolError("serve-env: " + bytes(payload).decode("utf-8", "replace"))
        if t != DESCRIBE_ANSWER:
            raise ProtocolError(f"frame type {t}, expected describe ({DESCRIBE_ANSWER})")
        return json.loads(bytes(payload).decode("utf-8"))["envs"]

    # -- forward model (docs/bot-protocol-v2.md § Forward model) ------------------------------

    def model(self, op: str, **fields) -> dict:
        """One model request; the answer as a dict (with ``observation`` decoded to a float32 array)."""
        self._write(MODEL, json.dumps({"op": op, **fields}).encode("utf-8"))
        t, payload = self._read_frame(aux=True)
        if t == ERROR:
            raise ProtocolError("serve-env: " + bytes(payload).decode("utf-8", "replace"))
        if t != MODEL_ANSWER:
            raise ProtocolError(f"frame type {t}, expected model ({MODEL_ANSWER})")
        ans = json.loads(bytes(payload).decode("utf-8"))
        if "observation" in ans:
            import base64

            ans["observation"] = np.frombuffer(base64.b64decode(ans["observation"]), dtype="<f4")
        return ans

    def clone(self, *, env: Optional[int] = None, handle: Optional[int] = None, observation: bool = False) -> dict:
        """A new handle copying env ``env``'s true state (hidden cards included) or handle ``handle``'s."""
        return self.model("clone", **_source(env, handle), observation=observation)

    def determinize(self, seed: int, *, env: Optional[int] = None, handle: Optional[int] = None, observation: bool = False) -> dict:
        """A new handle: the acting seat's view of ``env`` (or ``handle``) with the hidden cards resampled."""
        return self.model("determinize", **_source(env, handle), seed=int(seed), observation=observation)

    def apply(self, handle: int, action: int, *, observation: bool = False) -> dict:
        """Apply v2 action ``action`` to ``handle``; its new state."""
        return self.model("apply", handle=int(handle), action=int(action), observation=observation)

    def state(self, handle: int, *, observation: bool = False) -> dict:
        return self.model("state", handle=int(handle), observation=observation)

    def restore(self, handle: int, saved: int, *, observation: bool = False) -> dict:
        """Copy handle ``saved``'s state into ``handle`` (the ``set`` verb)."""
        return self.model("set", handle=int(handle), **{"from": int(saved)}, observation=observation)

    def free(self, handle: int) -> dict:
        return self.model("free", handle=int(handle))

    def close(self) -> None:
        """Send close, read the bye totals into ``self.bye``, and wait for the process. Hosted: only
        close the frame pipes (eval ends the run with bye; closing earlier fails the evaluation)."""
        if self._proc is None:
            for f in (self._in, self._out):
                try:
                    f.close()
                except OSError:
                    pass
            return
        if self._proc.poll() is None:
            try:
                self._write(CLOSE, b"")
                t, payload = self._read_frame()
                if t == BYE:
                    self.bye = json.loads(bytes(payload).decode("utf-8"))
            except (ProtocolError, BrokenPipeError, OSError):
                pass
            try:
                self._in.close()
            except OSError:
                pass
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        self._out.close()

    def __del__(self) -> None:  # a forgotten env must not leave a Node process behind
        try:
            if self._proc is not None and self._proc.poll() is None:
                self._proc.kill()
        except Exception:
            pass


def _source(env: Optional[int], handle: Optional[int]) -> dict:
    if (env is None) == (handle is None):
        raise ValueError("give exactly one of env= or handle=")
    return {"env": int(env)} if env is not None else {"handle": int(handle)}


def unpack_mask(mask_bytes: np.ndarray, num_actions: int) -> np.ndarray:
    """Bitsets (…, maskBytes) uint8 -> (…, num_actions) bool: bit a is byte a>>3, bit a&7."""
    return np.unpackbits(mask_bytes, axis=-1, bitorder="little")[..., :num_actions].astype(bool)
