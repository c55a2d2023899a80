/**
 * Set 1, Болота (swamp): Бул'Багур s1_119 — «свет фонаря» cell markers (mechanics/markers/cell-markers.ts, Mark.Lantern).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { parseCell } from '../../src/engine/core/board.js';
import { G } from '../../src/engine/core/state.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('БФ-Стена', { life: 20, move: 0 }),
  synth('БФ-Стрелок', { move: 0, ranged: { kind: 'shot', values: [1, 1, 1] } }),
]);
const bit = (c: string): number => 1 << parseCell(c);

/** Бул'Багур on C2 (seat 0), its own shooter on A1, enemy walls on C4 and C5, seat 0 to move. */
const setup = () =>
  battle(db, {
    cards: [at("Бул'Багур", 0, 'C2'), at('БФ-Стрелок', 0, 'A1'), at('БФ-Стена', 1, 'C4'), at('БФ-Стена', 1, 'C5'), at('БФ-Стена', 0, 'E1', { poison: 1 }), at('БФ-Стрелок', 1, 'E6')],
  });

describe("Бул'Багур (s1_119)", () => {
  it("Бул'Багур (s1_119): at the start of the opponent's turn — up to 3 cells in a row on one straight line from it (diagonals too), named one at a time", () => {
    const t = setup();
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    // The 8 cells next to it, occupied or not.
    expect(t.legal()).toEqual(['B1', 'C1', 'D1', 'B2', 'D2', 'B3', 'C3', 'D3'].map(target).sort((a, b) => a - b));
    t.act(target('C3'));
    expect(t.legal()).toEqual([target('C4'), PASS].sort((a, b) => a - b)); // only the next cell on that line, or stop
    t.act(target('C4'), target('C5'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
    expect(t.s.g[G.CellMarks]).toBe(bit('C3') | bit('C4') | bit('C5'));
    // A diagonal line, stopped after two cells.
    const u = setup();
    u.act(endTurn(), target('D3'), target('E4'));
    expect(u.decision()).toBe(Decision.Main); // E4 is on the edge: no third cell on that line
    expect(u.s.g[G.CellMarks]).toBe(bit('D3') | bit('E4'));
    const v = setup();
    v.act(endTurn(), target('B2'), PASS);
    expect(v.s.g[G.CellMarks]).toBe(bit('B2'));
  });

  it("Бул'Багур (s1_119): cards on the lit cells take 1 wound more from ranged attacks and from its strike, not from others' strikes; until the end of your next turn", () => {
    const t = setup();
    t.act(endTurn(), target('C3'), target('C4'), target('C5'));
    t.act(endTurn());
    settle(t);
    expect(t.wounds(4)).toBe(1); // poison at the unlit E1: no more
    // A shot at the wall on C5: 1 + 1.
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(3)).toBe(2);
    // Бул'Багур moves onto C3 (lit) and strikes the wall on C4 (lit): dice 5 against 1 — strong 3 + 1, and the
    // wall's weak counter-strike (1) at Бул'Багур on a lit cell: not a strike of a lantern card, no more.
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    t.rolls(5, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(4);
    expect(t.wounds(0)).toBe(1);
    t.act(endTurn());
    expect(t.s.g[G.CellMarks]).toBe(0); // gone with the end of its controller's turn
  });

  it("Бул'Багур (s1_119): poison wounds a card on a lit cell 1 more", () => {
    const t = battle(db, { cards: [at("Бул'Багур", 0, 'C2'), at('БФ-Стена', 0, 'D3', { poison: 1 }), at('БФ-Стена', 1, 'C5')] });
    t.act(endTurn(), target('D3'), PASS);
    t.act(endTurn()); // seat 0's turn: poison 1 + 1
    settle(t);
    expect(t.wounds(1)).toBe(2);
  });
});

describe('Дети топи (s1_108)', () => {
  const cards = (extra: ReturnType<typeof at>[] = []) => [at('Дети топи', 1, 'C4'), at('БФ-Стена', 0, 'C3'), at('БФ-Стена', 0, 'D3'), ...extra];

  it('Дети топи (s1_108): ruling — the first enemy strike at it each turn is blocked, mandatory, and it must jump (range 2, not onto its own cell)', () => {
    const t = battle(db, { cards: cards() });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Target); // no dice: the jump's cell, asked of its controller
    expect(t.decider()).toBe(1);
    const cells = ['A4', 'B4', 'D4', 'E4', 'C5', 'C6', 'B5', 'D5', 'C2', 'B3'].filter((c) => c !== 'C3' && c !== 'D3');
    expect(t.legal()).toEqual(cells.map(target).sort((a, b) => a - b));
    expect(t.legal()).not.toContain(target('C4'));
    t.act(target('E4'));
    expect(t.cellOf(0)).toBe('E4');
    t.act(target('C3')); // the opponent's creature onto the freed cell (next test)
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(1)).toBe(0);
    expect(t.closed(1)).toBe(true); // the blocked strike is still paid
  });

  it('Дети топи (s1_108): ruling — after the jump the opponent must move one of his creatures next to the freed cell onto it, a diagonal one too', () => {
    const t = battle(db, { cards: cards() });
    t.act(select('C3'), verb(Verb.Strike), target('C4'), target('D4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('C3'), target('D3')]); // D3 is diagonal to C4; no PASS
    t.act(target('D3'));
    expect(t.cellOf(2)).toBe('C4');
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(0);
  });

  it('Дети топи (s1_108): only the first strike in a turn; again in the next turn', () => {
    const t = battle(db, { cards: [...cards(), at('БФ-Стена', 1, 'A6')] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'), target('D4'), target('C3'));
    // The other attacker (D3) now strikes it on D4: not blocked.
    t.rolls(6, 1).act(select('D3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.wounds(0)).toBeGreaterThan(0);
    expect(t.cellOf(0)).toBe('D4');
    t.act(endTurn(), endTurn());
    t.act(select('D3'), verb(Verb.Strike), target('D4'));
    expect(t.decision()).toBe(Decision.Target); // blocked again: the jump's cell
    expect(t.decider()).toBe(1);
  });

  it('Дети топи (s1_108): ruling — with no free cell within range 2 the strike is blocked without a jump', () => {
    const t = battle(db, {
      cards: [at('Дети топи', 1, 'A6'), at('БФ-Стена', 0, 'A5'), at('БФ-Стена', 0, 'B5'), at('БФ-Стена', 1, 'B6'), at('БФ-Стена', 1, 'C6'), at('БФ-Стена', 0, 'A4')],
    });
    t.act(select('A5'), verb(Verb.Strike), target('A6'));
    settle(t);
    expect(t.cellOf(0)).toBe('A6');
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(1)).toBe(true);
  });
});
