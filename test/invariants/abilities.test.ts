import { describe, expect, it } from 'vitest';
import { ALL_CARDS as SET1 } from '../../dist/src/engine/card-pool.js';
import { compileCardDb } from '../../dist/src/engine/compile/compile.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { selfCheck } from '../../dist/src/sim/selfcheck.js';
import { ABILITY_POOL, poolDecks } from './ability-pool.js';
import { Decision } from '../../dist/src/engine/core/enums.js';

/** Decks of 36: two copies of 9 pool cards and 18 set-1 cards, all chosen by a seeded stream. */
function abilityDecks(count: number): Int16Array[] {
  return poolDecks('ability-decks', count, SET1.length, ABILITY_POOL.length, 9, 18);
}

describe('random-game invariants with triggers, instants, replacements, prevention and cancel in play', () => {
  it('1,000 games: every action keeps the invariants, the legal-action contract, clone hash and observation', () => {
    const db = compileCardDb([...SET1, ...ABILITY_POOL]);
    const st = selfCheck({ db, options: DEFAULT_OPTIONS, decks: abilityDecks(16), randomDecksOnOddGames: false, runSeed: 511, from: 0, to: 1000 });
    expect(st.games).toBe(1000);
    expect(st.ends[0]).toBe(0);
    // The games really exercised the machinery: priority decisions (instants), trigger order /
    // optional triggers, replacement choices, and targets chosen mid-effect.
    expect(st.decisions[Decision.Priority]).toBeGreaterThan(100);
    expect(st.decisions[Decision.Trigger]).toBeGreaterThan(20);
    expect(st.decisions[Decision.Replacement]).toBeGreaterThan(20);
    expect(st.decisions[Decision.Choose]).toBeGreaterThan(20);
  });
});
