/**
 * mechanics/strike/chain-attack.ts ('attacksAllAdjacentInRow') and mechanics/strike/unlowerable.ts
 * ('strikeCannotBeLowered'). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { PASS, EXCHANGE_REDUCE } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, at, battle, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ЦА-Змей', { life: 20, strike: [1, 2, 3], abilities: [{ kind: 'keyword', keyword: 'attacksAllAdjacentInRow' }] }),
  synth('ЦА-Крепыш', { life: 20, strike: [2, 3, 4], abilities: [{ kind: 'keyword', keyword: 'strikeCannotBeLowered' }] }),
  synth('ЦА-Цель', { life: 20, strike: [2, 3, 4] }),
]);

function finish(t: Battle): void {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
}

describe('attacks in a row at every adjacent enemy (mechanics/strike/chain-attack.ts)', () => {
  it('stays open after each strike while an adjacent enemy it has not attacked remains; diagonal neighbours count', () => {
    const t = battle(db, { cards: [at('ЦА-Змей', 0, 'C3'), at('ЦА-Цель', 1, 'B4'), at('ЦА-Цель', 1, 'D4'), at('ЦА-Цель', 1, 'A6')] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('B4'));
    finish(t);
    expect(t.closed(0)).toBe(false);
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('D4')]);
    t.rolls(6, 1).act(target('D4'));
    finish(t);
    expect(t.closed(0)).toBe(true);
  });

  it('a creature that died in the row no longer keeps it open', () => {
    const t = battle(db, { cards: [at('ЦА-Змей', 0, 'C3'), at('ЦА-Цель', 1, 'C4'), at('ЦА-Цель', 1, 'D4', { wounds: 19 }), at('ЦА-Цель', 1, 'A6')] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('D4'));
    finish(t);
    expect(t.cellOf(2)).toBe('grave');
    expect(t.closed(0)).toBe(false); // C4 is left
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    finish(t);
    expect(t.closed(0)).toBe(true);
  });
});

describe('a strike that cannot be lowered (mechanics/strike/unlowerable.ts)', () => {
  it('the exchange weakened by the other side keeps its tier; the other card\'s is weakened', () => {
    const t = battle(db, { cards: [at('ЦА-Цель', 1, 'C4'), at('ЦА-Крепыш', 0, 'C3')], active: 1 });
    // 1 against 5: diff −4, a weak strike and a medium counter-strike; the struck card (Крепыш's controller) chooses.
    t.rolls(1, 5).act(select('C4'), verb(Verb.Strike), target('C3'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Exchange; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Exchange);
    t.act(EXCHANGE_REDUCE);
    finish(t);
    expect(t.wounds(1)).toBe(0); // the weak strike weakened to none
    expect(t.wounds(0)).toBe(3); // the counter-strike stays medium
  });
});
