/**
 * Forward-model handles (src/env/model-handles.ts): a determinised world differs from the real game
 * only in what the acting seat cannot see, so the seat's observation tensor of both is the same
 * (pre-battle and battle); clones follow the env they copy. Imported from dist/ (whole games).
 */
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import { TENSOR_SIZE, encodeTensor } from '../../dist/src/agents/features.js';
import { observe } from '../../dist/src/engine/observe.js';
import { currentPlayer } from '../../dist/src/engine/game.js';
import { GameState } from '../../dist/src/engine/core/state.js';
import { Decision } from '../../dist/src/engine/core/enums.js';
import { VecEnv } from '../../dist/src/env/vec-env.js';
import { R, STEP_HEADER_BYTES, MASK_BYTES } from '../../dist/src/env/step-record.js';

const db = cardDb();
const opts = makeOptions({});
const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;

function tensorOf(s: GameState, seat: number): Buffer {
  const v = new GameState(db, opts);
  observe(s, seat, v);
  const t = new Float32Array(TENSOR_SIZE);
  encodeTensor(v, seat, t);
  return Buffer.from(t.buffer);
}

function legalOf(f: Buffer): number[] {
  const o = 5 + STEP_HEADER_BYTES + R.mask;
  const ids: number[] = [];
  for (let a = 0; a < MASK_BYTES * 8; a++) if ((f[o + (a >> 3)]! >> (a & 7)) & 1) ids.push(a);
  return ids;
}

describe('forward-model handles', () => {
  it('a determinised world gives the acting seat the observation of the real game, and samples different hidden cards', () => {
    const env = new VecEnv({ db, opts, deck0: d0, deck1: d1, envs: 1, opponent: null, clientSeats: 'both', autoForced: false });
    const handles = env.modelHandles();
    env.reset(17n);
    const acts = new Int32Array(1);
    let checked = 0;
    let preBattle = 0;
    let differs = 0;
    const preDiffs = new Set<string>();
    for (let t = 0; t < 1500; t++) {
      const s = env.envState(0)!;
      const seat = currentPlayer(s);
      if (t % 3 === 0 && seat >= 0) {
        const h = handles.determinize(s, BigInt(t));
        const w = handles.get(h);
        const tw = new Float32Array(tensorOf(w, seat).buffer.slice(0));
        const ts = new Float32Array(tensorOf(s, seat).buffer.slice(0));
        const diff: string[] = [];
        for (let k = 0; k < TENSOR_SIZE; k++) if (tw[k] !== ts[k]) diff.push(`${k}: ${ts[k]} -> ${tw[k]}`);
        const kind = s.g[0]!;
        if (kind >= Decision.Order && kind <= Decision.Place) {
          // Known: after the opponent recruited in secret, the world's deck count differs (the
          // determinizer puts his unrecruited deal back into his deck; observe.ts counts his deck
          // without his final deal). Every other value must match.
          for (const line of diff) preDiffs.add(line.split(':')[0]!);
        } else expect(diff, `decision ${t} (kind ${kind}), seat ${seat}`).toEqual([]);
        expect(handles.info(h, false).legal).toEqual(legalOf(env.stepFrame()));
        if (!Buffer.from(w.card.buffer).equals(Buffer.from(s.card.buffer))) differs++;
        const dk = handles.info(h, false).decision;
        if (dk >= Decision.Order && dk <= Decision.Place) preBattle++;
        handles.free(h);
        checked++;
      }
      const ids = legalOf(env.stepFrame());
      acts[0] = ids[(t * 13) % ids.length]!;
      env.step(acts);
    }
    expect(checked).toBeGreaterThan(400);
    expect(preBattle).toBeGreaterThan(3);
    expect(differs).toBeGreaterThan(checked / 2);
    expect(handles.size).toBe(0);
    expect([...preDiffs].every((k) => k === '29'), [...preDiffs].join(', ')).toBe(true);
  });

  it('a clone stepped with the env actions follows the env; the env is untouched by the clone', () => {
    const env = new VecEnv({ db, opts, deck0: d0, deck1: d1, envs: 1, opponent: null, clientSeats: 'both', autoForced: false, obs: 'full' });
    const handles = env.modelHandles();
    env.reset(5n);
    const acts = new Int32Array(1);
    for (let t = 0; t < 60; t++) {
      const ids0 = legalOf(env.stepFrame());
      acts[0] = ids0[t % ids0.length]!;
      env.step(acts);
    }
    const h = handles.clone(env.envState(0)!);
    for (let t = 0; t < 200; t++) {
      const ids = legalOf(env.stepFrame());
      expect(handles.info(h, false).legal).toEqual(ids);
      const info = handles.info(h, true);
      const o = 5 + STEP_HEADER_BYTES + R.observation;
      expect(Buffer.from(info.observation!, 'base64').equals(env.stepFrame().subarray(o, o + 4 * TENSOR_SIZE))).toBe(true);
      acts[0] = ids[(t * 7) % ids.length]!;
      const epBefore = env.stepFrame().readUInt32LE(5 + STEP_HEADER_BYTES + R.episode);
      env.step(acts);
      handles.apply(h, acts[0]);
      if (env.stepFrame().readUInt32LE(5 + STEP_HEADER_BYTES + R.episode) !== epBefore) {
        expect(handles.info(h, false).terminal).toBe(true);
        break;
      }
    }
  });
});
