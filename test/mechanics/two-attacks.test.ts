/**
 * mechanics/strike/two-attacks.ts: "может нападать ударом два раза за ход, только подряд и по разным
 * картам, после первого удара не закрывается" on a synthetic card.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Двуручник', { life: 10, strike: [1, 1, 1], abilities: [{ kind: 'keyword', keyword: 'attacksTwiceInRow' }] }),
  synth('Мишень', { life: 20, move: 0 }),
  synth('Бегун', { life: 5 }),
]);
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};
const cards = [
  { card: 'Двуручник', seat: 0 as const, at: 'C3' },
  { card: 'Мишень', seat: 1 as const, at: 'C4', closed: true },
  { card: 'Мишень', seat: 1 as const, at: 'D4', closed: true },
  { card: 'Бегун', seat: 0 as const, at: 'A1' },
];

describe('two-attacks: two strikes in a row at different cards', () => {
  it('the second strike is offered at the other cards only, and closes it', () => {
    const t = battle(db, { cards });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('D4')]);
    t.rolls(6).act(target('D4'));
    settle(t);
    expect(t.closed(0)).toBe(true);
  });

  it('another card selected in between, or the end of the turn, ends the chance; the next turn has two strikes again', () => {
    const t = battle(db, { cards });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    t.act(select('A1'), verb(Verb.Move), target('B1'));
    settle(t);
    expect(t.legal()).not.toContain(select('C3'));
    expect(t.closed(0)).toBe(false);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.act(endTurn()); // the chance ends with the turn
    settle(t);
    expect(t.s.g[G.SecondStrike]).toBe(0);
  });
});
