/**
 * Digest §3.5: both players recruit in secret and place face down at the same time. The engine asks
 * the First player first, so the seat asked second must learn nothing of the other's recruitment
 * and placement until the reveal: two games that differ only in those secret choices give him, at
 * each of his pre-battle decisions, the same observation, the same tensor, the same legal actions,
 * and the same choice from every agent (whose determinisers then cannot condition on them either).
 *
 * Each game is played twice from one seed. Public decisions (order, redeal, pre-recruitment
 * features, the Следопыт rearrangement) are taken alike in both copies; the secret seat's recruits
 * and placements are drawn from a different generator in each copy; the observer's are taken alike.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { TENSOR_SIZE, encodeTensor } from '../../dist/src/agents/features.js';
import { Determinizer } from '../../dist/src/agents/determinize.js';
import { Decision, Flag, Zone } from '../../dist/src/engine/core/enums.js';
import { checkInvariants } from '../../dist/src/engine/invariants.js';
import { G, GameState, listAt, listLen, stateHash } from '../../dist/src/engine/core/state.js';
import { applyAction, ask, currentPlayer, db, decks, deriveGameSeed, legalActions, newState, observe, resetGame, DEFAULT_OPTIONS } from './common.js';

function lcg(seed: number): (n: number) => number {
  let v = seed >>> 0;
  return (n) => {
    v = (Math.imul(v, 1664525) + 1013904223) >>> 0;
    return Math.floor((v / 0x100000000) * n);
  };
}

const PRE = (d: number) => d === Decision.Order || d === Decision.Redeal || d === Decision.Recruit || d === Decision.Place;

/** A choice the other seat could not see at the table: a recruit (or its option) or a placement. */
function secret(s: GameState): boolean {
  const d = s.g[G.Decision]!;
  if (d === Decision.Recruit) return s.g[G.PreRecruit]! === 0;
  return d === Decision.Place && s.g[G.Rearrange]! === 0;
}

interface Seen {
  /** The real state (differs between the copies once the secret choices differ). */
  real: string;
  obs: string;
  tensor: number[];
  legal: number[];
  choices: number[];
}

const SPECS = ['scripted', 'mcts:40,prebattle=search', 'pimc:40,det=3,prebattle=search'];

/**
 * Play game `g` to the reveal; the secret seat's recruits and placements come from `secretSeed`.
 * Returns what `observerRole` (0 First, 1 Second) saw at each of his pre-battle decisions.
 */
function play(g: number, observerRole: number, secretSeed: number, withAgents: boolean): Seen[] {
  const s = newState(db, DEFAULT_OPTIONS);
  resetGame(s, decks[g % decks.length]!, decks[(g + 1 + (g >> 2)) % decks.length]!, deriveGameSeed(2207, g));
  const common = lcg(77 + g);
  const hidden = lcg(secretSeed);
  const out: Seen[] = [];
  const legal = new Int32Array(256);
  const v = new GameState(db, DEFAULT_OPTIONS);
  const t = new Float32Array(TENSOR_SIZE);
  for (let k = 0; k < 400 && currentPlayer(s) >= 0 && PRE(s.g[G.Decision]!); k++) {
    const p = currentPlayer(s);
    const n = legalActions(s, legal);
    const first = s.g[G.First]!;
    const role = first < 0 ? -1 : p === first ? 0 : 1;
    if (role === observerRole) {
      observe(s, p, v);
      encodeTensor(v, p, t);
      const vl = new Int32Array(256);
      const vn = legalActions(v, vl);
      expect(Array.from(vl.subarray(0, vn))).toEqual(Array.from(legal.subarray(0, n)));
      const choices = withAgents && n > 1 ? SPECS.map((spec) => ask(createAgent(spec), s)) : [];
      out.push({ real: stateHash(s), obs: stateHash(v), tensor: Array.from(t), legal: Array.from(legal.subarray(0, n)), choices });
    }
    const gen = role >= 0 && role !== observerRole && secret(s) ? hidden : common;
    applyAction(s, legal[gen(n)]!);
  }
  return out;
}

describe('digest §3.5: recruitment and placement are simultaneous and hidden', () => {
  for (const observerRole of [1, 0]) {
    const who = observerRole === 1 ? 'Second' : 'First';
    it(`the ${who} player's observation, tensor and legal actions do not depend on the other's recruits and cells`, () => {
      let decisions = 0;
      let differing = 0;
      for (let g = 0; g < 24; g++) {
        const a = play(g, observerRole, 1000 + g, false);
        const b = play(g, observerRole, 5000 + g, false);
        expect(b.length, `game ${g}`).toBe(a.length);
        for (let k = 0; k < a.length; k++) {
          expect(b[k]!.legal, `game ${g}, decision ${k}`).toEqual(a[k]!.legal);
          expect(b[k]!.tensor, `game ${g}, decision ${k}`).toEqual(a[k]!.tensor);
          expect(b[k]!.obs, `game ${g}, decision ${k}`).toBe(a[k]!.obs);
        }
        decisions += a.length;
        for (let k = 0; k < a.length; k++) if (a[k]!.real !== b[k]!.real) differing++;
      }
      expect(decisions).toBeGreaterThan(100);
      // The copies really differ at many of those decisions (else the test would prove nothing).
      expect(differing).toBeGreaterThan(decisions / 4);
    });
  }

  it("agents at the Second player's pre-battle decisions choose alike whatever the First recruited and where he placed", () => {
    let compared = 0;
    for (let g = 0; g < 3; g++) {
      const a = play(g, 1, 1000 + g, true);
      const b = play(g, 1, 5000 + g, true);
      for (let k = 0; k < a.length; k++) {
        expect(b[k]!.choices, `game ${g}, decision ${k}`).toEqual(a[k]!.choices);
        if (a[k]!.choices.length > 0) compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('digest §3.5: the determiniser samples the secret recruitment and placement', () => {
  it("at the Second player's placement a sampled First has a squad paid from his crystals and face-down cards on his tiers, and the world plays to its end", () => {
    let worlds = 0;
    for (let g = 0; g < 6; g++) {
      const s = newState(db, DEFAULT_OPTIONS);
      resetGame(s, decks[g % decks.length]!, decks[(g + 1) % decks.length]!, deriveGameSeed(2208, g));
      const pick = lcg(g + 1);
      const legal = new Int32Array(256);
      while (!(s.g[G.Decision] === Decision.Place && s.g[G.Decider] !== s.g[G.First] && s.g[G.Rearrange] === 0)) {
        applyAction(s, legal[pick(legalActions(s, legal))]!);
        if (!PRE(s.g[G.Decision]!)) break;
      }
      if (!PRE(s.g[G.Decision]!)) continue;
      const second = currentPlayer(s);
      const first = 1 - second;
      const view = new GameState(db, DEFAULT_OPTIONS);
      observe(s, second, view);
      expect(listLen(view, first, Zone.Field)).toBe(0);
      expect(listLen(view, first, Zone.Squad)).toBe(0);
      const det = new Determinizer(db, 'elements');
      det.prepare(view, second);
      for (let k = 0; k < 5; k++) {
        const w = new GameState(db, DEFAULT_OPTIONS);
        w.words.set(view.words);
        det.sample(w, pick);
        expect(w.g[G.RecruitDone + first]).toBe(1);
        expect(listLen(w, first, Zone.Deal)).toBe(0);
        const placed = listLen(w, first, Zone.Field);
        expect(placed + listLen(w, first, Zone.Squad)).toBeGreaterThan(0);
        expect(w.g[G.Gold + first]).toBeGreaterThanOrEqual(0);
        expect(w.g[G.Silver + first]).toBeGreaterThanOrEqual(0);
        for (let j = 0; j < placed; j++) expect(w.flags[listAt(w, first, Zone.Field, j)]! & Flag.Hidden).not.toBe(0);
        expect(checkInvariants(w)).toBeNull();
        // The world is a game: it plays on through the reveal to its end.
        w.rng[0] = 1 + k;
        w.rng[4] = 2 + k;
        w.rng[8] = 3 + k;
        w.rng[12] = 4 + k;
        for (let a = 0; a < 20000 && currentPlayer(w) >= 0; a++) applyAction(w, legal[pick(legalActions(w, legal))]!);
        expect(currentPlayer(w)).toBeLessThan(0);
        worlds++;
      }
    }
    expect(worlds).toBeGreaterThan(10);
  });
});
