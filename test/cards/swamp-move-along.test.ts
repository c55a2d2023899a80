/**
 * Set 1, Болота (swamp): Тови s1_111 (mechanics/movement/move-along.ts: "при движении на соседнюю
 * клетку" per step, a wide trigger event kind; the opponent's move of one of his creatures in the same
 * direction, or +2 to Тови's next throw, mechanics/dice/next-throw.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { nextThrowBonus } from '../../src/engine/mechanics/dice/next-throw.js';
import { at, battle, cells, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ТВ-Болван', { life: 12, move: 0 })]);
const TOVI = 'Тови';

describe('Тови (s1_111)', () => {
  it('Тови (s1_111): at its move onto a neighbouring cell the opponent must move one of his creatures the same way (his choice); Тови gets no bonus', () => {
    const t = battle(db, { cards: [at(TOVI, 0, 'C2'), at('ТВ-Болван', 1, 'C5'), at('ТВ-Болван', 1, 'B4'), at('ТВ-Болван', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    // C5 → C6 and B4 → B5 are free; E6 is on the last row.
    expect(t.legal()).toEqual([...cells(target, 'B4', 'C5'), PASS].sort((a, b) => a - b));
    t.act(target('C5'));
    settle(t);
    expect(t.cellOf(1)).toBe('C6');
    expect(t.moveLeft(1)).toBe(0); // not its own movement: nothing spent (move 0 anyway), nothing else changed
    expect(nextThrowBonus(t.s, t.card(TOVI))).toBe(0);
  });

  it('Тови (s1_111): if the opponent does not want to — Тови gets +2 к следующему метанию (до конца вашего хода)', () => {
    const t = battle(db, { cards: [at(TOVI, 0, 'C2'), at('ТВ-Болван', 1, 'C5')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'), PASS);
    settle(t);
    expect(t.cellOf(1)).toBe('C5');
    expect(nextThrowBonus(t.s, t.card(TOVI))).toBe(2);
    t.act(select('C3'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(1)).toBe(3); // «жаба» на 1, +2
    expect(nextThrowBonus(t.s, t.card(TOVI))).toBe(0);
  });

  it('Тови (s1_111): if the opponent cannot — the bonus at once, no question; it ends with your turn', () => {
    const t = battle(db, { cards: [at(TOVI, 0, 'C2'), at('ТВ-Болван', 1, 'C6'), at('ТВ-Болван', 1, 'D6')] });
    t.act(select('C2'), verb(Verb.Move), target('C3')); // down the board: both are on the last row
    expect(t.decision()).toBe(Decision.Main);
    expect(nextThrowBonus(t.s, t.card(TOVI))).toBe(2);
    t.act(endTurn());
    settle(t);
    expect(nextThrowBonus(t.s, t.card(TOVI))).toBe(0);
  });

  it('Тови (s1_111) ruling: the direction is the same as seen from Тови\'s owner — forward for Тови is farther from its owner for the enemy creature too, left is left', () => {
    // Forward (away from seat 0): the enemy creature goes away from seat 0 as well, "назад" for its controller.
    const t = battle(db, { cards: [at(TOVI, 0, 'C2'), at('ТВ-Болван', 1, 'D4')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'), target('D4'));
    settle(t);
    expect(t.cellOf(1)).toBe('D5');
    // Left as seen by seat 0 (towards column A): the enemy creature goes towards column A too.
    const u = battle(db, { cards: [at(TOVI, 0, 'C2'), at('ТВ-Болван', 1, 'D4')] });
    u.act(select('C2'), verb(Verb.Move), target('B2'), target('D4'));
    settle(u);
    expect(u.cellOf(1)).toBe('C4');
  });

  it('Тови (s1_111): a creature whose cell that way is taken cannot be chosen', () => {
    const t = battle(db, { cards: [at(TOVI, 0, 'C2'), at('ТВ-Болван', 1, 'C4'), at('ТВ-Болван', 1, 'C5')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    // C4 → C5 is taken, C5 → C6 is free.
    expect(t.legal()).toEqual([target('C5'), PASS].sort((a, b) => a - b));
  });
});
