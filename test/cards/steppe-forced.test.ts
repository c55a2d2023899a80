/**
 * Матриарх племени (s1_28) «приказ матриарха»: fights made as the influence's effect
 * (mechanics/strike/forced-strike.ts), with its rulings.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('М-Стена', { life: 20, strike: [1, 1, 1] }), synth('М-Бугай', { life: 20, strike: [3, 4, 5] })]);
const ab = (k: number): number => verb(Verb.Ability + k);
type Seat = 0 | 1;
const at = (card: string, seat: Seat, c: string, closed = false) => ({ card, seat, at: c, closed, counters: 1 });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}

describe('Матриарх племени (s1_28): «приказ матриарха» — ваши существа рядом с выбранным существом противника сражаются с ним как с открытым, не закрываясь', () => {
  it('Матриарх племени (s1_28): every own creature next to it fights it, in the order its controller names; {counter}{tap} paid', () => {
    const t = battle(db, { cards: [at('Матриарх племени', 0, 'A1'), at('М-Бугай', 0, 'C3'), at('М-Стена', 0, 'D3'), at('М-Стена', 1, 'C4'), at('М-Стена', 1, 'E6')] });
    t.act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([target('C3'), target('D3')]);
    t.s.log = [];
    // Стена first (1 vs 6: −5, a medium counter-strike 1), then Бугай (6 vs 1: strong 5).
    t.rolls(1, 6, 6, 1).act(target('D3'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(3)).toBe(5);
    expect(t.closed(0)).toBe(true);
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.closed(1)).toBe(false);
    expect(t.closed(2)).toBe(false);
  });

  it('Матриарх племени (s1_28) ruling: the fight is that of two open cards even when both are closed', () => {
    const t = battle(db, { cards: [at('Матриарх племени', 0, 'A1'), at('М-Бугай', 0, 'C3', true), at('М-Стена', 1, 'C4', true), at('М-Стена', 1, 'E6')] });
    t.s.log = [];
    t.rolls(2, 5).act(select('A1'), ab(0), target('C4')); // one fighter: no question; 2 vs 5: −3, a weak counter-strike (1)
    settle(t);
    expect(t.s.log.some((l) => l.includes('кубики: 2 против 5'))).toBe(true);
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(0);
    expect(t.closed(1)).toBe(true);
  });

  it('Матриарх племени (s1_28) ruling: no defender may be assigned', () => {
    const t = battle(db, { cards: [at('Матриарх племени', 0, 'A1'), at('М-Бугай', 0, 'C3'), at('М-Стена', 1, 'C4'), at('М-Стена', 1, 'D4')] });
    t.rolls(6, 1).act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main); // never Decision.Defender (D4 is next to both)
    expect(t.wounds(2)).toBe(5);
    expect(t.closed(3)).toBe(false);
  });

  it('Матриарх племени (s1_28) ruling: the fight spends no action — the creature may still move and attack', () => {
    const t = battle(db, { cards: [at('Матриарх племени', 0, 'A1'), at('М-Бугай', 0, 'C3'), at('М-Стена', 1, 'C4'), at('М-Стена', 1, 'E6')] });
    t.rolls(3, 3).act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.moveLeft(1)).toBeGreaterThan(0);
    t.act(select('C3'));
    expect(t.legal()).toContain(verb(Verb.Strike));
    expect(t.legal()).toContain(verb(Verb.Move));
    t.rolls(6).act(verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(1)).toBe(true);
  });
});
