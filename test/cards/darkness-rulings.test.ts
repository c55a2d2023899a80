/**
 * Set 1, Тьма: official rulings (../shared/cards/set1.json `rulings`) that no other test plays yet.
 * Each test is listed in test/cards/rulings-index.ts. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { at, type Battle, battle, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ТР-Мишень', { life: 20 })]);


/** Run a strike on; at the affected player's choice (Decision.Choice) answer AMOUNT + `option`. */
const runOn = (t: Battle, option: 1 | 2): boolean => {
  let asked = false;
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (d === Decision.Choice) {
      asked = true;
      t.act(AMOUNT + option);
      continue;
    }
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
  return asked;
};

describe('Тьма: rulings', () => {
  it('Возница (s1_143) ruling: struck by Молотобоец towards the edge of the field, it cannot be moved round to the other edge — 2 wounds', () => {
    // Молотобоец at B3 strikes Возница at A3 (the left edge): the cell beyond is off the field; E3, Возница's
    // wrap-around neighbour, is not in the direction of the strike.
    const t = battle(db, { cards: [at('Молотобоец', 0, 'B3'), at('Возница', 1, 'A3', { closed: true }), at('ТР-Мишень', 1, 'C6')] });
    const w = t.s.db.defs[t.s.card[t.card(0)]!]!.strike![0];
    t.rolls(1).act(select('B3'), verb(Verb.Strike), target('A3'));
    expect(runOn(t, 1)).toBe(true); // its controller picks the move…
    expect(t.cellOf(1)).toBe('A3'); // …which cannot be made
    expect(t.wounds(1)).toBe(w + 2);
  });
});
