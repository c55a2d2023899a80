/**
 * legalRecruit (src/engine/core/prebattle.ts) judges the common deal card (printed cost, not unique, named
 * by no 535.9 restriction, no cap on elemental cards) with the seat's figures read once, and every
 * other card with canRecruit. Both must agree: this plays the pre-battle of random games (seeded
 * decks from the whole set with card text, so that unique cards, 535.9 restrictions, Тич's cap and
 * "free" costs all occur) and compares, at every recruitment decision, the list with the deal cards
 * canRecruit accepts.
 */
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { type CardDb } from '../../dist/src/engine/core/card-db.js';
import type { CardDef } from '../../dist/src/engine/vocab/card.js';
import { SET1 } from '../../dist/src/engine/cards/set1/printed.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { applyAction, legalActions, newState, resetGame } from '../../dist/src/engine/game.js';
import { deriveGameSeed, nextInt, seedStream } from '../../dist/src/engine/core/rng.js';
import { G, listAt, listLen } from '../../dist/src/engine/core/state.js';
import { MAX_LEGAL, RECRUIT, RECRUIT_DONE } from '../../dist/src/engine/core/action.js';
import { Decision, Kw, Zone } from '../../dist/src/engine/core/enums.js';
import { FLYER_COST_CAP, canRecruit, legalRecruit } from '../../dist/src/engine/core/prebattle.js';

/** Play the pre-battle of `games` random games of seeded decks; compare at every recruitment decision. */
function compareRecruitment(db: CardDb, key: string, games: number, pool?: readonly number[]): { compared: number; unique: number; conflict: number; free: number; flyerEdge: number; goldEdge: number } {
  const s = newState(db, DEFAULT_OPTIONS);
  const legal = new Int32Array(MAX_LEGAL);
  const listed = new Int32Array(MAX_LEGAL);
  const w = new Uint32Array(4);
  seedStream(w, 0, key);
  let compared = 0;
  const seen = { unique: 0, conflict: 0, free: 0, flyerEdge: 0, goldEdge: 0 };
  for (let gi = 0; gi < games; gi++) {
    const decks = [new Int16Array(30), new Int16Array(30)];
    // With a pool, every other card comes from it (the cards under test meet in one deal).
    for (const d of decks) for (let k = 0; k < 30; k++) d[k] = pool && k % 2 === 0 ? pool[nextInt(w, 0, pool.length)]! : nextInt(w, 0, SET1.length);
    resetGame(s, decks[0]!, decks[1]!, deriveGameSeed(31, gi));
    while (s.g[G.Decision] !== Decision.Main && s.g[G.Decision] !== Decision.Terminal) {
      if (s.g[G.Decision] === Decision.Recruit && s.g[G.RecruitPending] === 0 && s.g[G.PreRecruit] === 0) {
        const p = s.g[G.Decider]!;
        const n = legalRecruit(s, listed);
        const expected: number[] = [];
        for (let k = 0; k < listLen(s, p, Zone.Deal); k++) {
          const i = listAt(s, p, Zone.Deal, k);
          const card = s.card[i]!;
          if ((db.kw[card]! & Kw.Unique) !== 0) seen.unique++;
          if (db.inConflict[card] !== 0) seen.conflict++;
          if (db.recruitFreeCosts[card] !== 0) seen.free++;
          // The boundaries: a flyer that exactly fills the 15-crystal cap, a card that costs exactly the crystals left.
          if ((db.kw[card]! & Kw.Flyer) !== 0 && s.g[G.FlyerCost + p]! + db.cost[card]! === FLYER_COST_CAP) seen.flyerEdge++;
          if (db.cost[card] === s.g[G.Gold + p]! + s.g[G.Silver + p]!) seen.goldEdge++;
          if (canRecruit(s, p, i)) expected.push(RECRUIT + k);
        }
        expected.push(RECRUIT_DONE);
        expect(Array.from(listed.subarray(0, n)), `game ${gi}, action ${s.g[G.Actions]}`).toEqual(expected);
        compared++;
      }
      applyAction(s, legal[nextInt(w, 0, legalActions(s, legal))]!);
    }
  }
  return { compared, ...seen };
}

describe('legalRecruit (prebattle.ts)', () => {
  it('lists exactly the deal cards canRecruit accepts, in 600 pre-battles of seeded decks from the whole set with card text', () => {
    const r = compareRecruitment(cardDb(), 'legal-recruit', 600);
    expect(r.compared).toBeGreaterThan(3_000);
    // The fallback cases were met, not only the common card (set 1 has no 535.9 restriction: below).
    expect(r.unique).toBeGreaterThan(100);
    expect(r.free).toBeGreaterThan(100);
  });

  it('agrees at the budget boundaries: decks half flyers (the 15-crystal flyer cap) and half from the whole set', () => {
    const db = cardDb();
    const flyers = SET1.map((_, i) => i).filter((i) => (db.kw[i]! & Kw.Flyer) !== 0);
    const r = compareRecruitment(db, 'legal-recruit-flyers', 600, flyers);
    expect(r.flyerEdge).toBeGreaterThan(50);
    expect(r.goldEdge).toBeGreaterThan(50);
  });

  it('agrees with canRecruit under 535.9 restrictions too (set 1 has none: a card set where two cards name others)', () => {
    // Printed cards, with "не может быть взята в отряд с" added to two cards (by name and by class).
    const byClass = SET1.findIndex((d) => d.classes.length > 0);
    const defs: CardDef[] = SET1.map((d, i) =>
      i === 0 ? { ...d, cannotJoinWith: { names: [SET1[1]!.name, SET1[2]!.name, SET1[3]!.name] } } : i === 5 ? { ...d, cannotJoinWith: { classes: [SET1[byClass]!.classes[0]!] } } : d,
    );
    const db = compileCardDb(defs);
    expect(db.forbidList.length).toBeGreaterThan(3);
    const pool = [0, 1, 2, 3, 5, byClass];
    const r = compareRecruitment(db, 'legal-recruit-535.9', 300, pool);
    expect(r.compared).toBeGreaterThan(1_000);
    expect(r.conflict).toBeGreaterThan(1_000);
  });
});
