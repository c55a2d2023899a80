/**
 * "Прыжок, дальность X" (mechanics/movement/jump.ts; digest §4.3, РП 506.6–506.7, QA MEC-009) on synthetic
 * cards: instead of moving, an open creature with its full allowance moves to any free cell within
 * X (Manhattan, over occupied cells), spending all its movement; it counts as movement.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { CELLS, MANHATTAN, cellName, parseCell } from '../../src/engine/core/board.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const DB = makeDb([
  synth('П-Прыгун', { move: 2, hasText: true, support: 'implemented', abilities: [{ kind: 'jump', range: 3 }] }),
  synth('П-Стена', { move: 0 }),
  // "при перемещении — получить 1 доп. жизнь" (to see that a jump is movement, 506.6).
  synth('П-Танцор', {
    move: 1,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'jump', range: 2 }, { kind: 'triggered', on: 'selfMoves', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }],
  }),
]);

describe('jump', () => {
  it('targets every free cell within range X, over occupied cells', () => {
    const t = battle(DB, { cards: [{ card: 'П-Прыгун', seat: 0, at: 'C2' }, { card: 'П-Стена', seat: 0, at: 'C3' }, { card: 'П-Стена', seat: 1, at: 'C5' }] });
    t.act(select('C2'));
    expect(t.legal()).toContain(ab(0));
    t.act(ab(0));
    const from = parseCell('C2');
    const want: number[] = [];
    for (let d = 0; d < CELLS; d++) {
      if (d === from || ['C3', 'C5'].includes(cellName(d))) continue;
      if (MANHATTAN[from * CELLS + d]! <= 3) want.push(target(cellName(d)));
    }
    expect(t.legal()).toEqual(want);
    expect(t.legal()).toContain(target('C4')); // past the own C3
  });

  it('spends all movement; the card may still act; no second jump or move', () => {
    const t = battle(DB, { cards: [{ card: 'П-Прыгун', seat: 0, at: 'C2' }, { card: 'П-Стена', seat: 1, at: 'C5' }] });
    t.act(select('C2'), ab(0), target('C4'));
    expect(t.cellOf(0)).toBe('C4');
    expect(t.moveLeft(0)).toBe(0);
    t.act(select('C4'));
    expect(t.legal()).toEqual([verb(Verb.Strike)]);
  });

  it('not after a move (506.7: the full allowance must be unspent)', () => {
    const t = battle(DB, { cards: [{ card: 'П-Прыгун', seat: 0, at: 'C2' }, { card: 'П-Стена', seat: 1, at: 'E6' }] });
    t.act(select('C2'), verb(Verb.Move), target('C1'));
    t.act(select('C1'));
    expect(t.legal()).not.toContain(ab(0));
  });

  it('not when closed (506.3)', () => {
    const t = battle(DB, { cards: [{ card: 'П-Прыгун', seat: 0, at: 'C2', closed: true }, { card: 'П-Прыгун', seat: 0, at: 'A1' }, { card: 'П-Стена', seat: 1, at: 'E6' }] });
    expect(t.legal()).not.toContain(select('C2'));
  });

  it('a jump is movement: "при перемещении" fires (506.6)', () => {
    const t = battle(DB, { cards: [{ card: 'П-Танцор', seat: 0, at: 'C2' }, { card: 'П-Стена', seat: 1, at: 'E6' }] });
    t.act(select('C2'), ab(0), target('A2'));
    expect(t.cellOf(0)).toBe('A2');
    expect(t.s.extraLives[t.card(0)]).toBe(1);
  });
});
