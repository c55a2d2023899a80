/**
 * Agents never see hidden information: permuting what a seat cannot see (the opponent's unseen
 * cards among themselves, both decks' order, the future dice and deals) leaves its observation
 * unchanged, and then its choice must be unchanged too.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { TENSOR_SIZE, encodeTensor } from '../../dist/src/agents/features.js';
import { Decision, Kw, Zone } from '../../dist/src/engine/core/enums.js';
import { G, GameState, MAX_INST, listBase, listLen, stateHash } from '../../dist/src/engine/core/state.js';
import { Stream } from '../../dist/src/engine/core/rng.js';
import { applyAction, ask, clone, currentPlayer, db, decks, deriveGameSeed, legalActions, newState, observe, resetGame, DEFAULT_OPTIONS } from './common.js';

/** Tiny LCG for the permutations (independent of every engine stream). */
function lcg(seed: number): (n: number) => number {
  let v = seed >>> 0;
  return (n) => {
    v = (Math.imul(v, 1664525) + 1013904223) >>> 0;
    return Math.floor((v / 0x100000000) * n);
  };
}

function isFlyer(c: number): boolean {
  return (db.kw[c]! & Kw.Flyer) !== 0;
}

/**
 * A copy of `s` that `observer` cannot tell apart from it: the opponent's unseen card identities
 * are shuffled among his unseen instances (ground creatures stay ground creatures, flyers stay
 * flyers, so the copy is still a legal position), both decks are reordered, and the deal and dice
 * streams are replaced. Returns null when there is nothing to permute.
 */
function indistinguishable(s: GameState, observer: number, seed: number): GameState | null {
  const t = clone(s);
  const rnd = lcg(seed);
  const e = 1 - observer;
  const unseen: number[] = [];
  for (let i = 0; i < MAX_INST; i++) {
    if (t.owner[i] !== e) continue;
    const z = t.zone[i];
    if (z === Zone.Deck || z === Zone.Deal || z === Zone.Squad || z === Zone.Hand) unseen.push(i);
    else if (z === Zone.Field && (t.flags[i]! & 2) !== 0 && t.ctrl[i] !== observer) unseen.push(i);
  }
  let changed = false;
  for (const kind of [false, true]) {
    const group = unseen.filter((i) => isFlyer(t.card[i]!) === kind);
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
      [t.zoneList[base + k], t.zoneList[base + j]] = [t.zoneList[base + j]!, t.zoneList[base + k]!];
    }
  }
  for (const st of [Stream.Deal, Stream.Dice]) for (let w = 0; w < 4; w++) t.rng[st * 4 + w] = (rnd(0x10000) << 16) | rnd(0x10000) | 1;
  return changed ? t : null;
}

function obsHash(s: GameState, p: number): string {
  const v = new GameState(s.db, s.opts);
  observe(s, p, v);
  return stateHash(v);
}

const SPECS = ['scripted', 'mcts:60', 'mcts:60,prebattle=search', 'mcts:50,det=3,prior=pool', 'pimc:60,det=3'];

describe('hidden information', () => {
  it('the permutation is invisible to the observer and visible to a cheater', () => {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, decks[0]!, decks[1]!, deriveGameSeed(5, 0));
    // Advance to a recruitment decision with scripted players.
    const sc = createAgent('scripted');
    while (s.g[G.Decision] !== Decision.Recruit) applyAction(s, ask(sc, s));
    const p = currentPlayer(s);
    const t = indistinguishable(s, p, 1)!;
    expect(t).not.toBeNull();
    expect(obsHash(t, p)).toBe(obsHash(s, p));
    expect(stateHash(t)).not.toBe(stateHash(s));
    expect(obsHash(t, 1 - p)).not.toBe(obsHash(s, 1 - p));
  });

  it('over random games, pre-battle and battle: the permuted state gives the seat to act the same observation, tensor and legal actions', () => {
    let prebattle = 0;
    let battle = 0;
    const rnd = lcg(99);
    const tensor = (x: GameState, p: number): number[] => {
      const v = new GameState(x.db, x.opts);
      observe(x, p, v);
      const out = new Float32Array(TENSOR_SIZE);
      encodeTensor(v, p, out);
      return Array.from(out);
    };
    const legalOf = (x: GameState): number[] => {
      const l = new Int32Array(256);
      return Array.from(l.subarray(0, legalActions(x, l)));
    };
    for (let g = 0; g < 12; g++) {
      const s = newState(db, DEFAULT_OPTIONS);
      resetGame(s, decks[g % decks.length]!, decks[(g + 2) % decks.length]!, deriveGameSeed(47, g));
      const legal = new Int32Array(256);
      for (let k = 0; k < 600 && currentPlayer(s) >= 0; k++) {
        const p = currentPlayer(s);
        if (k % 4 === 0) {
          const t = indistinguishable(s, p, 7000 * g + k);
          if (t) {
            const at = `game ${g}, action ${k}, decision ${s.g[G.Decision]}`;
            expect(obsHash(t, p), at).toBe(obsHash(s, p));
            expect(tensor(t, p), at).toEqual(tensor(s, p));
            expect(legalOf(t), at).toEqual(legalOf(s));
            if (s.g[G.Decision]! <= Decision.Place) prebattle++;
            else battle++;
          }
        }
        applyAction(s, legal[rnd(legalActions(s, legal))]!);
      }
    }
    expect(prebattle).toBeGreaterThan(20);
    expect(battle).toBeGreaterThan(100);
  });

  for (const spec of SPECS) {
    it(`${spec}: choices do not change when hidden cards are permuted`, () => {
      let checked = 0;
      let prebattle = 0;
      let battle = 0;
      for (let g = 0; g < 3; g++) {
        const s = newState(db, DEFAULT_OPTIONS);
        resetGame(s, decks[g]!, decks[(g + 1) % decks.length]!, deriveGameSeed(31, g));
        const mover = createAgent('scripted');
        for (let k = 0; k < 160 && currentPlayer(s) >= 0; k++) {
          const p = currentPlayer(s);
          const legal = new Int32Array(128);
          const n = legalActions(s, legal);
          if (n > 1 && (k % 3 === 0 || s.g[G.Turn]! <= 2)) {
            const t = indistinguishable(s, p, 1000 * g + k);
            if (t) {
              expect(obsHash(t, p)).toBe(obsHash(s, p));
              // Fresh agents, so nothing carries over between the two questions.
              const a1 = ask(createAgent(spec), s);
              const a2 = ask(createAgent(spec), t);
              expect(a2, `${spec}, game ${g}, action ${k}, decision ${s.g[G.Decision]}`).toBe(a1);
              checked++;
              if (s.g[G.Decision]! <= Decision.Place) prebattle++;
              else battle++;
            }
          }
          applyAction(s, ask(mover, s));
        }
      }
      expect(prebattle).toBeGreaterThan(3);
      expect(battle).toBeGreaterThan(3);
      expect(checked).toBeGreaterThan(10);
    });
  }
});
