import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, target, verb, synth } from '../helpers/scenario.js';
import { Verb, StatFlag, Decision } from '../../src/engine/core/enums.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { G, MAX_DECK } from '../../src/engine/core/state.js';

describe('game-record statistics (per-card tables of the harness)', () => {
  it('wounds dealt, kills and the turn of death are credited to the right cards', () => {
    const db = makeDb([synth('Бык', { strike: [5, 5, 5], life: 10 }), synth('Жертва', { strike: [1, 1, 1], life: 3 })]);
    const t = battle(db, {
      cards: [
        { card: 'Бык', seat: 0, at: 'C3' },
        { card: 'Жертва', seat: 1, at: 'C4', closed: true },
      ],
      turn: 7,
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    const [a, v] = t.ids;
    expect(t.s.statDealt[a!]).toBe(5); // wounds applied (the card had 3 lives: all 5 still count as dealt)
    expect(t.s.statKills[a!]).toBe(1);
    expect(t.s.statDiedTurn[v!]).toBe(7);
    expect(t.s.statDiedTurn[a!]).toBe(0);
    expect(t.s.statKills[v!]).toBe(0);
  });

  it('the final deal and the recruits are flagged; placement cells are recorded', () => {
    const db = cardDb();
    const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
    const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, d0, d1, 9n);
    const legal = new Int32Array(128);
    while (s.g[G.Decision] !== Decision.Main && s.g[G.Decision] !== Decision.Terminal) {
      const n = legalActions(s, legal);
      applyAction(s, legal[0]!); // order first, keep, recruit the first affordable card, first cell
    }
    for (let p = 0; p < 2; p++) {
      let dealt = 0;
      for (let k = 0; k < MAX_DECK; k++) {
        const i = p * MAX_DECK + k;
        const f = s.statFlags[i]!;
        if (f & StatFlag.Dealt) dealt++;
        if (f & StatFlag.Recruited) {
          expect(f & StatFlag.Dealt).toBeTruthy();
          expect(s.statCell[i]).not.toBe(-1);
        } else expect(s.statCell[i]).toBe(-1);
      }
      expect(dealt).toBe(15);
    }
  });
});
