/**
 * Protocol v2's information-state part (src/env/infostate.ts, `serve-env --infostate`) and action
 * features (src/env/action-features.ts, `--action-features`):
 * - hidden information: two states that differ only in what the acting seat cannot see (the
 *   opponent's unseen cards among themselves, both decks' order, the future deals and dice, the
 *   opponent's secret recruits and placements) give it byte-identical observations — tensor plus
 *   information state, in both perspectives — and byte-identical action features, over random games;
 * - the entries say what they claim (a Verb ability names the selected card's k-th ability, the
 *   stack section holds the stack, the graveyard sections the graveyards in order);
 * - VecEnv: the delta changes rebuild the longer observations, and the feature entries follow the records.
 * Imported from dist/ (see test/agents/common.ts) because whole games are played.
 */
import { describe, expect, it } from 'vitest';
import { TENSOR_SIZE, encodeTensor } from '../../dist/src/agents/features.js';
import * as A from '../../dist/src/engine/core/action.js';
import { Decision, Kw, Zone } from '../../dist/src/engine/core/enums.js';
import { Stream } from '../../dist/src/engine/core/rng.js';
import { G, GameState, MAX_INST, ST, St, listAt, listBase, listLen, stateHash } from '../../dist/src/engine/core/state.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { ACTION_FEATURE_BYTES, isPositional, writeActionFeature } from '../../dist/src/env/action-features.js';
import { INFO_OFFSET, INFO_SECTIONS, INFO_SIZE, encodeInfoState } from '../../dist/src/env/infostate.js';
import { canonicalTensor } from '../../dist/src/env/perspective.js';
import { FEATURE_COUNT_BYTES, STEP_HEADER_BYTES } from '../../dist/src/env/step-record.js';
import { VecEnv } from '../../dist/src/env/vec-env.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import { applyAction, clone, currentPlayer, db, deriveGameSeed, legalActions, newState, observe, resetGame, DEFAULT_OPTIONS } from '../agents/common.js';

const DECKS = ['steppe', 'forest', 'mountain', 'darkness', 'swamp', 'mixed-steppe-forest', 'mixed-mountain-darkness'].map((n) => loadDeckFile(`decks/${n}.json`, db.defs).cardIndices);
const SIZE = TENSOR_SIZE + INFO_SIZE;

function lcg(seed: number): (n: number) => number {
  let v = seed >>> 0;
  return (n) => {
    v = (Math.imul(v, 1664525) + 1013904223) >>> 0;
    return Math.floor((v / 0x100000000) * n);
  };
}

const section = (name: string) => {
  const k = INFO_SECTIONS.findIndex((s) => s.name === name);
  return { o: TENSOR_SIZE + INFO_OFFSET[k]!, f: INFO_SECTIONS[k]!.features.length, items: INFO_SECTIONS[k]!.items };
};

/** Seat p's whole v2 observation of `s` (tensor, then information state) as bytes; `cheat` reads the real state instead of observe()'s view. */
function observation(s: GameState, p: number, canonical: boolean, cheat = false): Buffer {
  const v = new GameState(s.db, s.opts);
  observe(s, p, v);
  const src = cheat ? s : v;
  const out = new Float32Array(SIZE);
  encodeTensor(src, p, out);
  if (canonical) canonicalTensor(p, out);
  encodeInfoState(src, p, out, TENSOR_SIZE, canonical);
  return Buffer.from(out.buffer);
}

/** The action-feature entries of the pending decision of `s` for its decider, as bytes. */
function features(s: GameState, canonical: boolean): Buffer {
  const p = currentPlayer(s);
  const v = new GameState(s.db, s.opts);
  observe(s, p, v);
  const legal = new Int32Array(256);
  const n = legalActions(s, legal);
  const buf = new ArrayBuffer(n * ACTION_FEATURE_BYTES);
  const dv = new DataView(buf);
  let o = 0;
  for (let k = 0; k < n; k++) if (writeActionFeature(dv, o, 0, legal[k]!, v, p, legal[k]!, canonical)) o += ACTION_FEATURE_BYTES;
  return Buffer.from(buf, 0, o);
}

/**
 * A copy of `s` the seat `observer` cannot tell from it (as in test/agents/hidden-info.test.ts): the
 * opponent's unseen card identities (deck, deal, squad, face-down cards; ground creatures among
 * ground creatures, flyers among flyers) shuffled among his unseen instances, both decks
 * reordered, the deal and dice streams replaced. Null when nothing changed.
 */
function indistinguishable(s: GameState, observer: number, seed: number): GameState | null {
  const t = clone(s);
  const rnd = lcg(seed);
  const e = 1 - observer;
  const view = new GameState(s.db, s.opts);
  observe(s, observer, view);
  const unseen: number[] = [];
  for (let i = 0; i < MAX_INST; i++) {
    if (t.owner[i] !== e || t.zone[i] === Zone.None) continue;
    // What the observer's view knows stays (a peeked or shown card); only the masked identities move.
    if (view.card[i]! < db.unknown) continue;
    unseen.push(i);
  }
  let changed = false;
  for (const flyer of [false, true]) {
    const group = unseen.filter((i) => ((db.kw[t.card[i]!]! & Kw.Flyer) !== 0) === flyer);
    for (let k = group.length - 1; k > 0; k--) {
      const j = rnd(k + 1);
      const a = group[k]!;
      const b = group[j]!;
      if (t.card[a] !== t.card[b]) changed = true;
      [t.card[a], t.card[b]] = [t.card[b]!, t.card[a]!];
    }
  }
  for (let p = 0; p < 2; p++) {
    const base = listBase(p, Zone.Deck);
    const n = listLen(t, p, Zone.Deck);
    for (let k = n - 1; k > 0; k--) {
      const j = rnd(k + 1);
      if (t.zoneList[base + k] !== t.zoneList[base + j]) changed = true;
      [t.zoneList[base + k], t.zoneList[base + j]] = [t.zoneList[base + j]!, t.zoneList[base + k]!];
    }
  }
  for (const st of [Stream.Deal, Stream.Dice]) for (let w = 0; w < 4; w++) t.rng[st * 4 + w] = (rnd(0x10000) << 16) | rnd(0x10000) | 1;
  return changed ? t : null;
}

describe('information state and action features hide what the seat cannot see', () => {
  it('over random games: a state differing only in hidden cards, deck orders and future streams gives byte-identical observations (tensor + information state, both perspectives) and action features', () => {
    let checked = 0;
    let battle = 0;
    let withFeatures = 0;
    let cheatDiffers = 0;
    for (let g = 0; g < 14; g++) {
      const s = newState(db, DEFAULT_OPTIONS);
      resetGame(s, DECKS[g % DECKS.length]!, DECKS[(g + 3) % DECKS.length]!, deriveGameSeed(271, g));
      const rnd = lcg(500 + g);
      const legal = new Int32Array(256);
      for (let k = 0; k < 900 && currentPlayer(s) >= 0; k++) {
        const p = currentPlayer(s);
        if (k % 3 === 0) {
          const t = indistinguishable(s, p, 9000 * g + k);
          if (t !== null) {
            const at = `game ${g}, action ${k}, decision ${s.g[G.Decision]}`;
            expect(stateHash(t), at).not.toBe(stateHash(s));
            for (const canonical of [false, true]) expect(observation(t, p, canonical).equals(observation(s, p, canonical)), `${at}, canonical ${canonical}`).toBe(true);
            const fs = features(s, false);
            expect(features(t, false).equals(fs), at).toBe(true);
            expect(features(t, true).equals(features(s, true)), at).toBe(true);
            if (fs.length > 0) withFeatures++;
            // The same encoders fed the real state see the difference whenever the opponent has face-down cards: the check has teeth.
            if (!observation(t, p, false, true).equals(observation(s, p, false, true))) cheatDiffers++;
            checked++;
            if (s.g[G.Decision]! > Decision.Place) battle++;
          }
        }
        applyAction(s, legal[rnd(legalActions(s, legal))]!);
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(battle).toBeGreaterThan(300);
    expect(withFeatures).toBeGreaterThan(30);
    expect(cheatDiffers).toBeGreaterThan(20);
  });

  it("digest §3.5: the opponent's secret recruits and placements leave the seat's observation and action features byte-identical", () => {
    const PRE = (d: number) => d === Decision.Order || d === Decision.Redeal || d === Decision.Recruit || d === Decision.Place;
    const secret = (s: GameState) => {
      const d = s.g[G.Decision]!;
      return d === Decision.Recruit ? s.g[G.PreRecruit]! === 0 : d === Decision.Place && s.g[G.Rearrange]! === 0;
    };
    /** Game g to the reveal; the secret seat's recruits and placements from `secretSeed`; what the observer saw at each of his decisions. */
    const play = (g: number, observerRole: number, secretSeed: number) => {
      const s = newState(db, DEFAULT_OPTIONS);
      resetGame(s, DECKS[g % DECKS.length]!, DECKS[(g + 1) % DECKS.length]!, deriveGameSeed(2207, g));
      const common = lcg(77 + g);
      const hidden = lcg(secretSeed);
      const legal = new Int32Array(256);
      const seen: { real: string; bytes: Buffer }[] = [];
      for (let k = 0; k < 400 && currentPlayer(s) >= 0 && PRE(s.g[G.Decision]!); k++) {
        const p = currentPlayer(s);
        const n = legalActions(s, legal);
        const first = s.g[G.First]!;
        const role = first < 0 ? -1 : p === first ? 0 : 1;
        if (role === observerRole) seen.push({ real: stateHash(s), bytes: Buffer.concat([observation(s, p, false), observation(s, p, true), features(s, false)]) });
        const gen = role >= 0 && role !== observerRole && secret(s) ? hidden : common;
        applyAction(s, legal[gen(n)]!);
      }
      return seen;
    };
    let decisions = 0;
    let differing = 0;
    for (const role of [1, 0]) {
      for (let g = 0; g < 14; g++) {
        const a = play(g, role, 1000 + g);
        const b = play(g, role, 5000 + g);
        expect(b.length, `game ${g}`).toBe(a.length);
        for (let k = 0; k < a.length; k++) {
          expect(b[k]!.bytes.equals(a[k]!.bytes), `role ${role}, game ${g}, decision ${k}`).toBe(true);
          if (a[k]!.real !== b[k]!.real) differing++;
        }
        decisions += a.length;
      }
    }
    expect(decisions).toBeGreaterThan(100);
    expect(differing).toBeGreaterThan(decisions / 4);
  });
});

describe('what the information state and the action features say', () => {
  it('graveyards in order, the stack item by item, and each Verb ability entry names the selected card and its k-th ability', () => {
    let stacks = 0;
    let graves = 0;
    let abilities = 0;
    let triggers = 0;
    for (let g = 0; g < 8; g++) {
      const s = newState(db, DEFAULT_OPTIONS);
      resetGame(s, DECKS[g % DECKS.length]!, DECKS[(g + 2) % DECKS.length]!, deriveGameSeed(313, g));
      const rnd = lcg(g + 11);
      const legal = new Int32Array(256);
      for (let k = 0; k < 1500 && currentPlayer(s) >= 0; k++) {
        const p = currentPlayer(s);
        const obs = new Float32Array(observation(s, p, false).buffer.slice(0));
        const v = new GameState(db, DEFAULT_OPTIONS);
        observe(s, p, v);
        const og = section('own_grave');
        const ng = listLen(s, p, Zone.Grave);
        for (let j = 0; j < Math.min(ng, og.items); j++) expect(obs[og.o + j]).toBe(s.card[listAt(s, p, Zone.Grave, j)]! + 1);
        if (ng > 0) graves++;
        const st = section('stack');
        const ns = s.g[G.StackLen]!;
        for (let j = 0; j < st.items; j++) expect(obs[st.o + j * st.f]).toBe(j < ns ? 1 : 0);
        for (let j = 0; j < ns; j++) {
          const src = s.stack[j * ST + St.Src]!;
          if (v.card[src]! < db.unknown) expect(obs[st.o + j * st.f + 8]).toBe(s.card[src]! + 1);
        }
        if (ns > 0) stacks++;
        const n = legalActions(s, legal);
        const f = features(s, false);
        let e = 0;
        for (let q = 0; q < n; q++) {
          const a = legal[q]!;
          if (!isPositional(a)) continue;
          const o = e * ACTION_FEATURE_BYTES;
          expect(f.readInt16LE(o + 2)).toBe(a);
          if (a >= A.VERB + 3 && a < A.TARGET) {
            const i = s.g[G.Selected]!;
            expect(f.readInt16LE(o + 4)).toBe(5);
            expect(f.readInt16LE(o + 10)).toBe(s.card[i]! + 1);
            expect(f.readInt16LE(o + 16)).toBe(a - A.VERB - 3);
            abilities++;
          }
          if (a >= A.TRIGGER && a < A.TRIGGER_SKIP) {
            expect(f.readInt16LE(o + 4)).toBe(1);
            expect(f.readInt16LE(o + 8)).toBe(1); // the decider's own trigger
            triggers++;
          }
          if ((a >= A.REPLACE && a < A.REPLACE_NONE) || (a >= A.CHOOSE && a < A.CHOOSE_NONE)) {
            // A replacement effect (its source instance in the low byte, its ability above) or a candidate
            // card: rare in random play (test/env/action-features-content.test.ts sets both up).
            const replacement = a < A.REPLACE_NONE;
            const c = replacement ? s.choice[a - A.REPLACE]! : s.choice[a - A.CHOOSE]!;
            const src = replacement ? c & 0xff : c;
            const seen = v.card[src]! < db.unknown;
            expect(f.readInt16LE(o + 4)).toBe(replacement ? 3 : 4);
            expect(f.readInt16LE(o + 6)).toBe(s.zone[src]);
            expect(f.readInt16LE(o + 10)).toBe(seen ? s.card[src]! + 1 : 0);
            if (replacement && seen) {
              // The ability fields name the replacement's ability: its printing card and index.
              const owner = f.readInt16LE(o + 14) - 1;
              expect(owner).toBeGreaterThanOrEqual(0);
              expect(db.abilStart[owner]! + f.readInt16LE(o + 16)).toBe(c >> 8);
            }
          }
          e++;
        }
        expect(e * ACTION_FEATURE_BYTES).toBe(f.length);
        applyAction(s, legal[rnd(n)]!);
      }
    }
    expect(graves).toBeGreaterThan(100);
    expect(stacks).toBeGreaterThan(10);
    expect(abilities).toBeGreaterThan(10);
    expect(triggers).toBeGreaterThan(10);
  });
});

describe('the information state in the canonical perspective', () => {
  it("turns seat 1's cell items half a turn (cell c shown as 29 − c) and leaves everything else as it is", () => {
    const cs = section('card_state');
    const cm = section('cell_markers');
    let seat1 = 0;
    let cellValues = 0;
    for (let g = 0; g < 4; g++) {
      const s = newState(db, DEFAULT_OPTIONS);
      resetGame(s, DECKS[g]!, DECKS[(g + 4) % DECKS.length]!, deriveGameSeed(41, g));
      const rnd = lcg(g + 3);
      const legal = new Int32Array(256);
      for (let k = 0; k < 1200 && currentPlayer(s) >= 0; k++) {
        const p = currentPlayer(s);
        if (k % 5 === 0) {
          const abs = new Float32Array(observation(s, p, false).buffer.slice(0));
          const can = new Float32Array(observation(s, p, true).buffer.slice(0));
          const turned = (o: number, f: number, c: number) => (p === 1 ? o + (29 - c) * f : o + c * f);
          for (const { o, f } of [cs, cm]) {
            for (let c = 0; c < 30; c++) {
              for (let q = 0; q < f; q++) {
                expect(can[turned(o, f, c) + q]).toBe(abs[o + c * f + q]);
                if (abs[o + c * f + q] !== 0) cellValues++;
              }
            }
          }
          // Outside the cell items only slot references may differ (stack source / target slots on cells).
          expect(Array.from(can.subarray(cs.o + 30 * cs.f, cm.o))).toEqual(Array.from(abs.subarray(cs.o + 30 * cs.f, cm.o)));
          if (p === 1) seat1++;
        }
        applyAction(s, legal[rnd(legalActions(s, legal))]!);
      }
    }
    expect(seat1).toBeGreaterThan(50);
    expect(cellValues).toBeGreaterThan(20);
  });
});

describe('VecEnv --infostate and --action-features', () => {
  const d0 = DECKS[0]!;
  const d1 = DECKS[1]!;
  const make = (obs: 'full' | 'delta') =>
    new VecEnv({ db, opts: makeOptions({}), deck0: d0, deck1: d1, envs: 3, opponent: null, clientSeats: 'both', autoForced: false, obs, infostate: true, actionFeatures: true });

  it('delta changes rebuild the longer observations bit for bit, and both modes carry the same feature entries after the records', () => {
    const full = make('full');
    const delta = make('delta');
    expect(full.obsSize).toBe(SIZE);
    full.reset(4n);
    delta.reset(4n);
    const held = new Float32Array(3 * SIZE);
    const actions = new Int32Array(3);
    let entries = 0;
    for (let t = 0; t < 300; t++) {
      const f = full.stepFrame();
      const d = delta.stepFrame();
      const rb = f.readUInt32LE(9);
      const drb = d.readUInt32LE(9);
      const nc = d.readUInt32LE(5 + 12);
      const c0 = 5 + STEP_HEADER_BYTES + 3 * drb;
      for (let q = 0; q < nc; q++) held[d.readUInt32LE(c0 + 8 * q)!] = d.readFloatLE(c0 + 8 * q + 4);
      const ff = 5 + STEP_HEADER_BYTES + 3 * rb;
      const df = c0 + 8 * nc;
      const n = f.readUInt32LE(ff);
      expect(d.readUInt32LE(df)).toBe(n);
      const fEntries = f.subarray(ff + FEATURE_COUNT_BYTES, ff + FEATURE_COUNT_BYTES + n * ACTION_FEATURE_BYTES);
      expect(d.subarray(df + FEATURE_COUNT_BYTES, df + FEATURE_COUNT_BYTES + n * ACTION_FEATURE_BYTES).equals(fEntries)).toBe(true);
      expect(f.length).toBe(ff + FEATURE_COUNT_BYTES + n * ACTION_FEATURE_BYTES);
      entries += n;
      for (let i = 0; i < 3; i++) {
        const o = 5 + STEP_HEADER_BYTES + i * rb;
        expect(Buffer.from(held.buffer, 4 * i * SIZE, 4 * SIZE).equals(f.subarray(o + 32, o + 32 + 4 * SIZE))).toBe(true);
        // The record's observation is the acting seat's view (the one the hidden-information tests above check).
        const live = full.envState(i)!;
        expect(f.subarray(o + 32, o + 32 + 4 * SIZE).equals(observation(live, currentPlayer(live), false)), `step ${t}, env ${i}`).toBe(true);
        const mo = o + 32 + 4 * SIZE;
        const ids: number[] = [];
        for (let a = 0; a < 8 * 52; a++) if ((f[mo + (a >> 3)]! >> (a & 7)) & 1) ids.push(a);
        actions[i] = ids[(t * 7 + i) % ids.length]!;
      }
      full.step(actions);
      delta.step(actions);
    }
    expect(entries).toBeGreaterThan(20);
  });
});
