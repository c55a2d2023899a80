/**
 * Protocol v2's game side (src/env): the action table, the frame reader, and VecEnv's step records
 * (determinism, auto-reset, the legal bitset, illegal actions). Imported from dist/ (see
 * test/agents/common.ts) because whole games are played.
 */
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import * as A from '../../dist/src/engine/core/action.js';
import { actionTableV1 as actionTable } from '../../dist/src/env/action-table.js';
import { FrameReader, frame } from '../../dist/src/env/frames.js';
import { EnvProtocolError, VecEnv } from '../../dist/src/env/vec-env.js';
import { DELTA_RECORD_BYTES, MASK_BYTES, R, RECORD_BYTES, STEP_HEADER_BYTES } from '../../dist/src/env/step-record.js';
import { TENSOR_SIZE } from '../../dist/src/agents/features.js';

const db = cardDb();
const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;

function makeEnv(envs: number, extra: { maxTurns?: number; autoForced?: boolean; obs?: 'full' | 'delta' } = {}): VecEnv {
  const opts = makeOptions(extra.maxTurns === undefined ? {} : { maxTurns: extra.maxTurns });
  return new VecEnv({ db, opts, deck0: d0, deck1: d1, envs, opponent: null, clientSeats: 'both', autoForced: extra.autoForced === true, obs: extra.obs ?? 'full' });
}

/** The legal ids of record i, read back from the frame's bitset. */
function maskIds(f: Buffer, i: number): number[] {
  const o = 5 + STEP_HEADER_BYTES + i * RECORD_BYTES + R.mask;
  const ids: number[] = [];
  for (let a = 0; a < MASK_BYTES * 8; a++) if ((f[o + (a >> 3)]! >> (a & 7)) & 1) ids.push(a);
  return ids;
}

function rec(f: Buffer, i: number): number {
  return 5 + STEP_HEADER_BYTES + i * RECORD_BYTES;
}

/** Play `steps` frames choosing the legal ids from the bitset with a fixed LCG; return all frame bytes. */
function play(env: VecEnv, seed: bigint, steps: number): Buffer {
  env.reset(seed);
  const chunks: Buffer[] = [Buffer.from(env.stepFrame())];
  const actions = new Int32Array(env.count);
  let x = 12345;
  for (let t = 0; t < steps; t++) {
    const f = env.stepFrame();
    for (let i = 0; i < env.count; i++) {
      const ids = maskIds(f, i);
      x = (x * 1103515245 + 12345) >>> 0;
      actions[i] = ids[x % ids.length]!;
    }
    env.step(actions);
    chunks.push(Buffer.from(env.stepFrame()));
  }
  return Buffer.concat(chunks);
}

describe('protocol v2 action table', () => {
  it('lists every id once, in order, with the ranges of engine/action.ts', () => {
    const t = actionTable();
    expect(t.length).toBe(A.NUM_ACTIONS);
    expect(t[A.END_TURN]).toMatchObject({ kind: 'Main', meaning: 'end the turn' });
    expect(t[A.PASS]!.kind).toBe('Priority');
    expect(t[A.AMOUNT + 3]!.meaning).toContain('answer 3');
    expect(t[A.TARGET_AUX + 17]!.meaning).toContain("seat 1's auxiliary slot 1");
  });
});

describe('protocol v2 frames', () => {
  it('reassembles frames split across chunks and rejects a zero length', () => {
    const r = new FrameReader(1024);
    const f = Buffer.concat([frame(16, Buffer.from([1, 0, 0, 0])), frame(18, Buffer.alloc(0))]);
    r.push(f.subarray(0, 3));
    expect(r.next()).toBeNull();
    r.push(f.subarray(3));
    const a = r.next()!;
    expect(a[0]).toBe(16);
    expect(a[1].readInt32LE(0)).toBe(1);
    expect(r.next()![0]).toBe(18);
    r.push(Buffer.from([0, 0, 0, 0, 16]));
    expect(() => r.next()).toThrow(/frame length 0/);
  });

  it('a length prefix that is text (a peer printing where frames go) is named as text; binary garbage is not', () => {
    const text = new FrameReader(1 << 20);
    text.push(Buffer.from('hello from the bot\n'));
    expect(() => text.next()).toThrow(/frame length 1819043176 out of range 1\.\.1048576 \(its bytes are the text "hell": is the peer printing text/);
    const binary = new FrameReader(1 << 20);
    binary.push(Buffer.from([0xff, 0xff, 0xff, 0x7f, 1]));
    expect(() => binary.next()).toThrow(/^frame length 2147483647 out of range 1\.\.1048576$/);
  });
});

describe('VecEnv step records', () => {
  it('same run seed and actions give byte-identical frames; another seed differs', () => {
    const a = play(makeEnv(3), 5n, 200);
    const b = play(makeEnv(3), 5n, 200);
    const c = play(makeEnv(3), 6n, 200);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('the bitset holds exactly legalCount ids, and a game at the turn cap is truncated and auto-reset', () => {
    const env = makeEnv(2, { maxTurns: 2 });
    env.reset(9n);
    const actions = new Int32Array(2);
    let truncated = 0;
    for (let t = 0; t < 5000 && truncated === 0; t++) {
      const f = env.stepFrame();
      for (let i = 0; i < 2; i++) {
        const ids = maskIds(f, i);
        expect(ids.length).toBe(f.readInt32LE(rec(f, i) + R.legalCount));
        actions[i] = ids[0]!;
      }
      env.step(actions);
      const g = env.stepFrame();
      for (let i = 0; i < 2; i++) {
        if (g[rec(g, i) + R.truncated] === 1) {
          truncated++;
          expect(g.readFloatLE(rec(g, i) + R.reward0)).toBe(0);
          expect(g.readUInt32LE(rec(g, i) + R.episode)).toBe(1);
        }
      }
    }
    expect(truncated).toBeGreaterThan(0);
  });

  it('an illegal action throws, naming the env, and changes nothing', () => {
    const env = makeEnv(2);
    env.reset(1n);
    const before = Buffer.from(env.stepFrame());
    const f = env.stepFrame();
    const actions = new Int32Array([maskIds(f, 0)[0]!, 9999]);
    expect(() => env.step(actions)).toThrow(EnvProtocolError);
    expect(() => env.step(actions)).toThrow(/env 1: action 9999 is not legal/);
    expect(Buffer.from(env.stepFrame()).equals(before)).toBe(true);
  });

  it('--auto-forced never leaves a single legal action to the client', () => {
    const env = makeEnv(2, { autoForced: true });
    env.reset(3n);
    const actions = new Int32Array(2);
    for (let t = 0; t < 400; t++) {
      const f = env.stepFrame();
      for (let i = 0; i < 2; i++) {
        const ids = maskIds(f, i);
        expect(ids.length).toBeGreaterThanOrEqual(2);
        actions[i] = ids[t % ids.length]!;
      }
      env.step(actions);
    }
    expect(env.totals.forced).toBeGreaterThan(0);
  });
});

describe('VecEnv --obs delta and skipped envs', () => {
  it('a client array rebuilt from the delta changes equals the full observations, step by step', () => {
    const full = makeEnv(3);
    const delta = makeEnv(3, { obs: 'delta' });
    full.reset(4n);
    delta.reset(4n);
    const held = new Float32Array(3 * TENSOR_SIZE);
    const actions = new Int32Array(3);
    let changes = 0;
    for (let t = 0; t < 400; t++) {
      const f = full.stepFrame();
      const d = delta.stepFrame();
      const count = d.readUInt32LE(5);
      expect(d.readUInt32LE(9)).toBe(DELTA_RECORD_BYTES);
      const n = d.readUInt32LE(5 + 12);
      changes += n;
      const c0 = 5 + STEP_HEADER_BYTES + count * DELTA_RECORD_BYTES;
      for (let q = 0; q < n; q++) held[d.readUInt32LE(c0 + 8 * q)!] = d.readFloatLE(c0 + 8 * q + 4);
      for (let i = 0; i < 3; i++) {
        const o = rec(f, i);
        const obs = new Float32Array(f.buffer.slice(f.byteOffset + o + R.observation, f.byteOffset + o + R.observation + 4 * TENSOR_SIZE));
        expect(Buffer.from(held.buffer, 4 * i * TENSOR_SIZE, 4 * TENSOR_SIZE).equals(Buffer.from(obs.buffer))).toBe(true);
        // The record header and bitset are the full record's, without the observation.
        const od = 5 + STEP_HEADER_BYTES + i * DELTA_RECORD_BYTES;
        expect(d.subarray(od, od + 32).equals(f.subarray(o, o + 32))).toBe(true);
        expect(d.subarray(od + 32, od + 32 + MASK_BYTES).equals(f.subarray(o + R.mask, o + R.mask + MASK_BYTES))).toBe(true);
        const ids = maskIds(f, i);
        actions[i] = ids[(t * 7 + i) % ids.length]!;
      }
      full.step(actions);
      delta.step(actions);
    }
    // Far fewer values than full tensors (about 20 per step).
    expect(changes).toBeLessThan(400 * 3 * 100);
  });

  it('-1 skips an env: it is not stepped and not in the next frame', () => {
    const env = makeEnv(3);
    env.reset(2n);
    const f = env.stepFrame();
    const before = Buffer.from(f.subarray(rec(f, 1), rec(f, 1) + RECORD_BYTES));
    const actions = new Int32Array([maskIds(f, 0)[0]!, -1, maskIds(f, 2)[0]!]);
    env.step(actions);
    const g = env.stepFrame();
    expect(g.readUInt32LE(5)).toBe(2);
    expect([g.readInt32LE(rec(g, 0) + R.env), g.readInt32LE(rec(g, 1) + R.env)]).toEqual([0, 2]);
    env.step(new Int32Array([-1, maskIds(before.length ? Buffer.concat([Buffer.alloc(5 + STEP_HEADER_BYTES), before]) : f, 0)[0]!, -1]));
    expect(env.stepFrame().readInt32LE(rec(env.stepFrame(), 0) + R.env)).toBe(1);
  });
});

describe('a finite schedule (berserk eval hosting a client)', () => {
  it('each env plays its scheduled games with the scheduled seat, then sends one last record and takes only -1', async () => {
    const { createAgent } = await import('../../dist/src/agents/registry.js');
    const { deriveGameSeed } = await import('../../dist/src/engine/core/rng.js');
    const games = [2, 1]; // env 0 plays two games, env 1 one
    const started = [0, 0];
    const seats: number[][] = [[], []];
    const ends: number[] = [];
    const env = new VecEnv({
      db,
      opts: makeOptions({ maxTurns: 3 }),
      deck0: d0,
      deck1: d0,
      envs: 2,
      opponent: null,
      clientSeats: 'both',
      autoForced: false,
      schedule: {
        next: (i: number) => {
          if (started[i]! >= games[i]!) return null;
          const k = started[i]!++;
          const clientSeat = (k % 2) as 0 | 1;
          seats[i]!.push(clientSeat);
          return { seed: deriveGameSeed(7n, 10 * i + k), deck0: d0, deck1: d1, clientSeat, opponent: createAgent('random') };
        },
        ended: (i: number) => void ends.push(i),
      },
    });
    env.reset(0n);
    const actions = new Int32Array(2);
    const last: Array<{ env: number; seat: number; decision: number; legal: number; ended: number; episode: number; mask: number[]; obs: number }> = [];
    for (let t = 0; t < 10_000 && !env.allDone; t++) {
      const f = env.stepFrame();
      const count = f.readUInt32LE(5);
      actions.fill(-1);
      for (let j = 0; j < count; j++) {
        const o = rec(f, j);
        const e = f.readInt32LE(o + R.env);
        const seat = f.readInt32LE(o + R.seat);
        const n = f.readInt32LE(o + R.legalCount);
        if (n === 0) {
          let nonzero = 0;
          for (let k = 0; k < TENSOR_SIZE; k++) if (f.readFloatLE(o + R.observation + 4 * k) !== 0) nonzero++;
          last.push({ env: e, seat, decision: f.readInt32LE(o + R.decision), legal: n, ended: f[o + R.terminated]! + f[o + R.truncated]!, episode: f.readUInt32LE(o + R.episode), mask: maskIds(f, j), obs: nonzero });
          continue;
        }
        // The client decides only its scheduled seat; the built-in agent plays the other.
        expect(seat).toBe(seats[e]![f.readUInt32LE(o + R.episode)]);
        actions[e] = maskIds(f, j)[0]!;
      }
      env.step(actions);
    }
    expect(env.allDone).toBe(true);
    // The last frame held the last records of the envs still playing; collect them too.
    const f = env.stepFrame();
    for (let j = 0; j < f.readUInt32LE(5); j++) {
      const o = rec(f, j);
      last.push({ env: f.readInt32LE(o + R.env), seat: f.readInt32LE(o + R.seat), decision: f.readInt32LE(o + R.decision), legal: f.readInt32LE(o + R.legalCount), ended: f[o + R.terminated]! + f[o + R.truncated]!, episode: f.readUInt32LE(o + R.episode), mask: maskIds(f, j), obs: 0 });
    }
    expect(last.sort((a, b) => a.env - b.env)).toEqual([
      { env: 0, seat: -1, decision: 0, legal: 0, ended: 1, episode: 2, mask: [], obs: 0 },
      { env: 1, seat: -1, decision: 0, legal: 0, ended: 1, episode: 1, mask: [], obs: 0 },
    ]);
    expect(ends.sort()).toEqual([0, 0, 1]);
    expect(seats).toEqual([[0, 1], [0]]);
    // A done env takes only -1.
    const e = (() => {
      try {
        env.step(new Int32Array([0, -1]));
      } catch (x) {
        return x as EnvProtocolError;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(EnvProtocolError);
    expect(e!.env).toBe(0);
    expect(e!.message).toMatch(/env 0: action 0, but the env has no game left/);
    env.step(new Int32Array([-1, -1]));
    expect(env.stepFrame().readUInt32LE(5)).toBe(0);
  });
});
