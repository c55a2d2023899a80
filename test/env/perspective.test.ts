/**
 * serve-env --perspective canonical (src/env/perspective.ts): seat 1 sees the board turned half a
 * turn, in its tensor's cell slots and in every cell-naming action id, and the games are the same
 * as with absolute ids. Imported from dist/ (whole games).
 */
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import { F_SIZE, G_SIZE, TENSOR_SIZE } from '../../dist/src/agents/features.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { VecEnv } from '../../dist/src/env/vec-env.js';
import { canonicalId } from '../../dist/src/env/perspective.js';
import { MASK_BYTES, R, STEP_HEADER_BYTES } from '../../dist/src/env/step-record.js';

const db = cardDb();
const opts = makeOptions({});
const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;
const O = 5 + STEP_HEADER_BYTES;

function make(perspective: 'absolute' | 'canonical'): VecEnv {
  return new VecEnv({ db, opts, deck0: d0, deck1: d1, envs: 1, opponent: null, clientSeats: 'both', autoForced: false, obs: 'full', perspective });
}
function legal(f: Buffer): number[] {
  const ids: number[] = [];
  for (let a = 0; a < MASK_BYTES * 8; a++) if ((f[O + R.mask + (a >> 3)]! >> (a & 7)) & 1) ids.push(a);
  return ids;
}
function tensor(f: Buffer): Float32Array {
  return new Float32Array(f.buffer.slice(f.byteOffset + O + R.observation, f.byteOffset + O + R.observation + 4 * TENSOR_SIZE));
}

describe('canonical perspective', () => {
  it('seat 1 sees cells c as 29 - c in tensor and ids; seat 0 sees the absolute view; the games are the same', () => {
    const abs = make('absolute');
    const can = make('canonical');
    abs.reset(8n);
    can.reset(8n);
    const acts = new Int32Array(1);
    let seat1 = 0;
    let ownBottom = 0;
    let firstMainSeen = -1;
    for (let t = 0; t < 2500; t++) {
      const fa = abs.stepFrame();
      const fc = can.stepFrame();
      const seat = fa.readInt32LE(O + R.seat);
      expect(fc.subarray(O, O + 32).equals(fa.subarray(O, O + 32))).toBe(true);
      const la = legal(fa);
      expect(legal(fc)).toEqual(la.map((a) => canonicalId(seat, a)).sort((x, y) => x - y));
      const ta = tensor(fa);
      const tc = tensor(fc);
      // The absolute tensor with its cell slots turned (seat 1) must be the canonical one, bit for bit.
      const turned = ta.slice();
      if (seat === 1) for (let c = 0; c < 30; c++) turned.set(ta.subarray(G_SIZE + c * F_SIZE, G_SIZE + (c + 1) * F_SIZE), G_SIZE + (29 - c) * F_SIZE);
      expect(Buffer.from(tc.buffer).equals(Buffer.from(turned.buffer)), `step ${t}`).toBe(true);
      if (seat === 1) {
        seat1++;
        // At seat 1's first battle decision of a game its own creatures stand where it placed them: rows 1-3 as it sees them.
        const ep = fa.readUInt32LE(O + R.episode);
        if (fa.readInt32LE(O + R.decision) === Decision.Main && firstMainSeen !== ep) {
          firstMainSeen = ep;
          for (let c = 0; c < 30; c++) if (tc[G_SIZE + c * F_SIZE + 1] === 1) expect(c).toBeLessThan(15), ownBottom++;
        }
      }
      const a = la[(t * 11) % la.length]!;
      acts[0] = a;
      abs.step(acts);
      acts[0] = canonicalId(seat, a);
      can.step(acts);
    }
    expect(seat1).toBeGreaterThan(200);
    expect(ownBottom).toBeGreaterThan(0);
  });
});
