/**
 * A determinised world is consistent with the information state it was sampled from (OpenSpiel's
 * `ResampleFromInfostate`): seen from the deciding seat, the world looks exactly like the real
 * game. Property: for positions of random games (pre-battle and battle, both seats, three priors),
 * observe(real) → sample a world → observe(world) gives the same observation tensor, and the world
 * offers the seat the same legal actions as the real game.
 *
 * Regression: in pre-battle, after the opponent had recruited, the sampled world sent his unrecruited
 * cards back to his deck without marking his final deal (StatFlag.Dealt, as prebattle.ts
 * finishRecruit does); the view hides the returned cards by that mark, so the world's view showed
 * his deck longer by the cards sent back (`opp_deck`, 1,432 of 23,462 positions in a probe).
 */
import { describe, expect, it } from 'vitest';
import { Determinizer, type Prior } from '../../dist/src/agents/determinize.js';
import { GLOBAL_FEATURES, G_SIZE, SLOT_FEATURES, F_SIZE, TENSOR_SIZE, decisionName, encodeTensor } from '../../dist/src/agents/features.js';
import { G } from '../../dist/src/engine/core/state.js';
import { DEFAULT_OPTIONS, applyAction, currentPlayer, db, decks, deriveGameSeed, legalActions, newState, observe, resetGame } from './common.js';

function featureName(i: number): string {
  if (i < G_SIZE) return GLOBAL_FEATURES[i]![0];
  return `slot ${Math.floor((i - G_SIZE) / F_SIZE)} ${SLOT_FEATURES[(i - G_SIZE) % F_SIZE]![0]}`;
}

describe('determinisation keeps the information state (ResampleFromInfostate)', () => {
  const priors: [string, Prior][] = [
    ['elements', 'elements'],
    ['pool', 'pool'],
    ['a deck list', Array.from(decks[1]!)],
  ];
  it.each(priors)("prior %s: the world's observation and legal actions for the deciding seat equal the real game's", (_name, prior) => {
    let x = 2026;
    const rnd = (n: number): number => {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return Math.floor((x / 0x100000000) * n);
    };
    const s = newState(db, DEFAULT_OPTIONS);
    const view = newState(db, DEFAULT_OPTIONS);
    const world = newState(db, DEFAULT_OPTIONS);
    const worldView = newState(db, DEFAULT_OPTIONS);
    const real = new Float32Array(TENSOR_SIZE);
    const sampled = new Float32Array(TENSOR_SIZE);
    const a = new Int32Array(4096);
    const b = new Int32Array(4096);
    const det = new Determinizer(db, prior);
    const mismatches: string[] = [];
    let checked = 0;
    let preBattle = 0;
    for (let game = 0; game < 60; game++) {
      resetGame(s, decks[game % decks.length]!, decks[(game + 1) % decks.length]!, deriveGameSeed(4242, game));
      for (let step = 0; currentPlayer(s) >= 0 && step < 300; step++) {
        const p = currentPlayer(s);
        // Every pre-battle decision (where the secrets are), one in four battle decisions.
        const d = s.g[G.Decision]!;
        const inPreBattle = decisionName(d) === 'Recruit' || decisionName(d) === 'Place' || decisionName(d) === 'Redeal' || decisionName(d) === 'Order';
        if (inPreBattle || rnd(4) === 0) {
          observe(s, p, view);
          det.prepare(view, p);
          world.words.set(view.words);
          det.sample(world, rnd);
          observe(world, p, worldView);
          encodeTensor(view, p, real);
          encodeTensor(worldView, p, sampled);
          for (let i = 0; i < TENSOR_SIZE; i++) {
            if (real[i] !== sampled[i] && mismatches.length < 5) mismatches.push(`game ${game} step ${step} ${decisionName(d)} seat ${p}: ${featureName(i)} ${real[i]} ≠ ${sampled[i]}`);
          }
          const n = legalActions(s, a);
          const m = legalActions(world, b);
          if ((n !== m || a.subarray(0, n).some((v, k) => v !== b[k])) && mismatches.length < 5) mismatches.push(`game ${game} step ${step} ${decisionName(d)} seat ${p}: legal actions differ`);
          checked++;
          if (inPreBattle) preBattle++;
        }
        const n = legalActions(s, a);
        applyAction(s, a[rnd(n)]!);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(2000);
    expect(preBattle).toBeGreaterThan(500);
  });
});
