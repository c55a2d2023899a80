/**
 * mechanics/strike/strike-block-jump.ts ('strikeBlockJump'): the first enemy simple strike at the card each turn
 * is blocked and the card jumps; without `enemyFills` nobody fills the freed cell. Synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { at, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПБ-Прыгун', { hasText: true, support: 'implemented', abilities: [{ kind: 'strikeBlockJump', range: 1 }] }),
  synth('ПБ-Боец', { move: 0 }),
]);

describe('strikeBlockJump', () => {
  it('range 1: only the free orthogonal neighbours; no one fills the freed cell without enemyFills', () => {
    const t = battle(db, { cards: [at('ПБ-Прыгун', 1, 'C4'), at('ПБ-Боец', 0, 'C3'), at('ПБ-Боец', 0, 'B3')] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B4'), target('D4'), target('C5')].sort((a, b) => a - b));
    t.act(target('D4'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('D4');
    expect(t.cellOf(1)).toBe('C3');
    expect(t.closed(1)).toBe(true);
    expect(t.wounds(0)).toBe(0);
  });
});
