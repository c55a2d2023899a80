/**
 * mechanics/markers/cell-markers.ts Mark.Lantern («свет фонаря»): cells named along one straight line from the
 * source, "до N"; +1 wound (before the preventions, effects.ts prevent) at a card on such a cell from
 * ranged attacks, poison and the strikes of the placer's lantern cards; gone at the end of the placer's
 * next turn. With synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { parseCell } from '../../src/engine/core/board.js';
import { G } from '../../src/engine/core/state.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ФН-Фонарь', {
    move: 0,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'triggered', on: 'startOfEnemyTurn', target: 'none', effect: { op: 'cellMarker', marker: 'lantern', count: 2 }, abilityType: 'influence' }],
  }),
  synth('ФН-Боец', { move: 0, strike: [2, 2, 2] }),
  synth('ФН-Стена', { life: 20, move: 0 }),
  synth('ФН-Бронь', { life: 20, move: 0, icons: { armor: 2 } }),
  synth('ФН-Стрелок', { move: 0, ranged: { kind: 'shot', values: [1, 1, 1] } }),
]);
const bit = (c: string): number => 1 << parseCell(c);

describe('«свет фонаря» (cell-markers.ts Mark.Lantern)', () => {
  it('"до 2": the line stops after the second cell; the first may be followed by PASS', () => {
    const t = battle(db, { cards: [at('ФН-Фонарь', 0, 'A1'), at('ФН-Стена', 1, 'E6')] });
    t.act(endTurn());
    expect(t.legal()).toEqual([target('B1'), target('A2'), target('B2')].sort((a, b) => a - b)); // a corner: 3 neighbours
    t.act(target('B2'));
    expect(t.legal()).toEqual([target('C3'), PASS].sort((a, b) => a - b));
    t.act(target('C3'));
    expect(t.s.g[G.CellMarks]).toBe(bit('B2') | bit('C3'));
    expect(t.decider()).toBe(1);
  });

  it('the bonus comes before armour; another card\'s strike gets none; the markers last through the placer\'s next turn only', () => {
    const t = battle(db, {
      cards: [at('ФН-Фонарь', 0, 'A1'), at('ФН-Стрелок', 0, 'E1'), at('ФН-Боец', 0, 'C2'), at('ФН-Бронь', 1, 'B2'), at('ФН-Стена', 1, 'C3')],
    });
    t.act(endTurn(), target('B2'), target('C3'));
    t.act(endTurn());
    t.rolls(1).act(select('E1'), verb(Verb.Ranged), target('B2'));
    settle(t);
    expect(t.wounds(3)).toBe(0); // shot 1 + 1, then armour 2 (after it, 0 + 1 would wound)
    t.rolls(5, 1).act(select('C2'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(4)).toBe(2); // not a lantern card's strike
    t.act(endTurn());
    expect(t.s.g[G.CellMarks]).toBe(0);
  });
});
