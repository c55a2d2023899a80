/**
 * "Телепортация" (mechanics/movement/teleport.ts; РП 506.6–506.7) on synthetic cards: instead of moving, to
 * any free cell of the battlefield; it is movement ("при перемещении" fires, the card has moved).
 */
import { describe, expect, it } from 'vitest';
import { Flag, Verb } from '../../src/engine/core/enums.js';
import { CELLS, cellName } from '../../src/engine/core/board.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const DB = makeDb([
  synth('Т-Телепорт', {
    move: 1,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'teleport' }, { kind: 'triggered', on: 'selfMoves', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('Т-Стена', { move: 0 }),
]);

describe('teleport', () => {
  it('targets every free cell of the battlefield, at any distance', () => {
    const t = battle(DB, { cards: [{ card: 'Т-Телепорт', seat: 0, at: 'A1' }, { card: 'Т-Стена', seat: 0, at: 'B1' }, { card: 'Т-Стена', seat: 1, at: 'C5' }] });
    t.act(select('A1'), ab(0));
    const want: number[] = [];
    for (let d = 0; d < CELLS; d++) if (!['A1', 'B1', 'C5'].includes(cellName(d))) want.push(target(cellName(d)));
    expect(t.legal()).toEqual(want);
    t.act(target('E6'));
    expect(t.cellOf(0)).toBe('E6');
  });

  it('is movement: all movement spent, "при перемещении" fires, the card counts as moved', () => {
    const t = battle(DB, { cards: [{ card: 'Т-Телепорт', seat: 0, at: 'A1' }, { card: 'Т-Стена', seat: 1, at: 'C5' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.moveLeft(0)).toBe(0);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
    expect((t.s.flags[t.card(0)]! & Flag.Moved) !== 0).toBe(true);
    t.act(select('C4'));
    expect(t.legal()).toEqual([verb(Verb.Strike)]); // may still act, not teleport again
  });

  it('not after a move, not when closed (506.3, 506.7)', () => {
    const t = battle(DB, { cards: [{ card: 'Т-Телепорт', seat: 0, at: 'A1' }, { card: 'Т-Стена', seat: 1, at: 'B3' }] });
    t.act(select('A1'), verb(Verb.Move), target('A2'), select('A2'));
    expect(t.legal()).not.toContain(ab(0));
    const u = battle(DB, { cards: [{ card: 'Т-Телепорт', seat: 0, at: 'A1', closed: true }, { card: 'Т-Телепорт', seat: 0, at: 'E1' }, { card: 'Т-Стена', seat: 1, at: 'E6' }] });
    expect(u.legal()).not.toContain(select('A1'));
  });
});
