/**
 * Ranged attacks (digest §5.1, §5.6, §2.1 "Дальность X") on synthetic cards: shot, throw, discharge,
 * strike through a row, magic strike. All have X-Y-Z = 1-2-3.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { MANHATTAN, parseCell } from '../../src/engine/core/board.js';
import { battle, cells, peekRolls, select, selectAux, target, targetAux, verb } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;
const ALL_CELLS = [...'ABCDE'].flatMap((c) => [1, 2, 3, 4, 5, 6].map((r) => `${c}${r}`));
const dist = (a: string, b: string) => Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) + Math.abs(Number(a[1]) - Number(b[1]));
const adjacent = (a: string, b: string) => a !== b && Math.abs(a.charCodeAt(0) - b.charCodeAt(0)) <= 1 && Math.abs(Number(a[1]) - Number(b[1])) <= 1;

/** A shooter of seat 0 at `at`, enemy walls on every other cell given. */
function range(shooter: string, at: string, enemies: string[], opts = {}) {
  return battle(db, {
    opts,
    cards: [{ card: shooter, seat: 0, at }, ...enemies.map((e) => ({ card: 'Стена', seat: 1 as const, at: e }))],
  });
}

describe('digest §2.1 range by Manhattan distance, §5.6 adjacency', () => {
  it('the board helper agrees with |dx|+|dy|', () => {
    for (const a of ALL_CELLS) for (const b of ALL_CELLS) expect(MANHATTAN[parseCell(a) * 30 + parseCell(b)]).toBe(dist(a, b));
  });

  for (const shooter of ['Стрелок', 'Метатель', 'Разрядник']) {
    it(`${shooter} (range 3): every enemy within 3 orthogonal steps, not adjacent`, () => {
      const enemies = ALL_CELLS.filter((c) => c !== 'C2');
      const t = range(shooter, 'C2', enemies);
      t.act(select('C2'), verb(Verb.Ranged));
      const expected = enemies.filter((c) => dist('C2', c) <= 3 && !adjacent('C2', c));
      expect(t.legal()).toEqual(cells(target, ...expected));
    });
  }

  it('no range printed: no limit (A1 reaches E6)', () => {
    const t = range('Лучник', 'A1', ['E6', 'B2']);
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('E6')]);
  });

  it('diagonal neighbours count as adjacent too (D3 from C2 is at distance 2 but adjacent)', () => {
    const t = range('Стрелок', 'C2', ['D3', 'C5']);
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C5')]);
  });

  it('[I] adjacent targets allowed by the card flag ("может стрелять по стоящим рядом картам")', () => {
    const t = range('Снайпер', 'C2', ['C3', 'D3', 'C5', 'C6']);
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual(cells(target, 'C3', 'D3', 'C5'));
  });

  it('[I] adjacent targets allowed by the option rangedAdjacentAllowed', () => {
    const t = range('Стрелок', 'C2', ['C3', 'D3', 'C5', 'C6'], { rangedAdjacentAllowed: true });
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual(cells(target, 'C3', 'D3', 'C5'));
  });

  it('Ranged is not offered when the only enemies are adjacent or out of range', () => {
    const t = range('Стрелок', 'C2', ['C3', 'E6']);
    t.act(select('C2'));
    expect(t.legal()).toEqual([verb(Verb.Move), verb(Verb.Strike)]);
  });

  it('cards in the auxiliary zone may be targeted regardless of range', () => {
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'A1' },
        { card: 'Стена', seat: 1, at: 'E6' },
        { card: 'Птица', seat: 1, at: 'aux' },
        { card: 'Птица', seat: 0, at: 'aux' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([targetAux(1, 0)]);
    t.rolls(6).act(targetAux(1, 0));
    expect(t.wounds(2)).toBe(3);
  });

  it('a ranged attacker in the auxiliary zone may target any enemy card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица-стрелок', seat: 0, at: 'aux' },
        { card: 'Стена', seat: 1, at: 'E6' },
        { card: 'Стена', seat: 1, at: 'A4' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.act(selectAux(0), verb(Verb.Ranged));
    expect(t.legal()).toEqual([...cells(target, 'A4', 'E6'), targetAux(1, 0)]);
  });
});

describe('digest §5.1 strike through a row (УЧР)', () => {
  it('exactly one cell between, straight, vertically or horizontally; never diagonally or farther', () => {
    const enemies = ['C4', 'A2', 'E2', 'C5', 'E4', 'A4', 'D4', 'B3'];
    const t = range('Копейщик', 'C2', enemies);
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual(cells(target, 'A2', 'C4', 'E2'));
  });

  it('the cell between must be empty or hold one of the attacker\'s own cards, not an enemy card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Копейщик', seat: 0, at: 'C2' },
        { card: 'Стена', seat: 0, at: 'B2' }, // own card between C2 and A2
        { card: 'Стена', seat: 1, at: 'A2' },
        { card: 'Стена', seat: 1, at: 'D2' }, // enemy card between C2 and E2
        { card: 'Стена', seat: 1, at: 'E2' },
        { card: 'Стена', seat: 1, at: 'C4' }, // C3 empty
      ],
    });
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual(cells(target, 'A2', 'C4'));
  });

  it('no target in the auxiliary zone, and none from it', () => {
    const t = battle(db, {
      cards: [
        { card: 'Копейщик', seat: 0, at: 'C2' },
        { card: 'Птица-копейщик', seat: 0, at: 'aux' },
        { card: 'Стена', seat: 1, at: 'C4' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C4')]);
    const u = battle(db, {
      cards: [
        { card: 'Птица-копейщик', seat: 0, at: 'aux' },
        { card: 'Стена', seat: 1, at: 'C4' },
      ],
    });
    u.act(selectAux(0));
    expect(u.legal()).toEqual([verb(Verb.Strike)]);
  });
});

describe('digest §5.1 magic strike [M]: an adjacent card', () => {
  it('adjacent enemies only (8-neighbourhood), not the auxiliary zone', () => {
    const t = battle(db, {
      cards: [
        { card: 'Маг', seat: 0, at: 'C2' },
        { card: 'Стена', seat: 1, at: 'D3' },
        { card: 'Стена', seat: 1, at: 'C3' },
        { card: 'Стена', seat: 1, at: 'C4' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual(cells(target, 'C3', 'D3'));
  });
});

describe('digest §5.1 / §5.6 resolution: one die, X-Y-Z, no defender, no counter-strike', () => {
  for (const [shooter, from, to] of [
    ['Стрелок', 'C2', 'C5'],
    ['Метатель', 'C2', 'C5'],
    ['Разрядник', 'C2', 'C5'],
    ['Копейщик', 'C2', 'C4'],
    ['Маг', 'C3', 'C4'],
  ] as const) {
    it(`${shooter}: dice 1..6 deal X X X Y Y Z; exactly one die; attacker closes`, () => {
      const got: number[] = [];
      for (let roll = 1; roll <= 6; roll++) {
        const t = battle(db, {
          cards: [
            { card: shooter, seat: 0, at: from },
            { card: 'Силач', seat: 1, at: to },
            { card: 'Силач', seat: 1, at: 'B4' }, // a would-be defender next to the target
          ],
        });
        t.rolls(roll, 6).act(select(from), verb(Verb.Ranged), target(to));
        expect(t.decision()).toBe(Decision.Main);
        expect(t.s.g[G.RangedRoll]).toBe(roll);
        expect(peekRolls(t.s, 1)).toEqual([6]);
        expect(t.wounds(0)).toBe(0); // no counter-strike
        expect(t.wounds(2)).toBe(0); // no defender took it
        expect(t.closed(0)).toBe(true);
        expect(t.moveLeft(0)).toBe(0);
        expect(t.closed(1)).toBe(false);
        got.push(t.wounds(1));
      }
      expect(got).toEqual([1, 1, 1, 2, 2, 3]);
    });
  }

  it('a closed target takes the same X-Y-Z (no opposed roll for ranged attacks)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Силач', seat: 1, at: 'C5', closed: true },
      ],
    });
    t.rolls(5).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(2);
  });

  it('[I] a hidden target is revealed by the attack', () => {
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Силач', seat: 1, at: 'C5', hidden: true },
      ],
    });
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.hidden(1)).toBe(false);
  });

  it('a ranged attack can kill; the Choice subphase continues', () => {
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Хрупкий', seat: 1, at: 'C5' },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.cellOf(1)).toBe('grave');
    expect([t.decision(), t.decider()]).toEqual([Decision.Main, 0]);
  });
});
