/**
 * Cell markers (mechanics/markers/cell-markers.ts) on synthetic cards: a marker named on a free cell at the
 * declaration (512.5.2), kept per cell in the one state buffer; a «костёр» cell counts as occupied for
 * every move and entry, is no {uchr} passage (ruling s1_175), and goes at the end of the placer's
 * opponent's turn.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { CELLS, cellName, parseCell } from '../../src/engine/core/board.js';
import { G, cloneState, stateHash } from '../../src/engine/core/state.js';
import { thirdRowCells } from '../../src/engine/core/squad.js';
import { relocateCells } from '../../src/engine/mechanics/movement/relocate.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { choose, summonAbility } from '../rules/squad/535-helpers.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const DB = makeDb([
  synth('К-Костровой', {
    move: 1,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'cellMarker', marker: 'bonfire' }, abilityType: 'influence' }],
  }),
  synth('К-Стена', { move: 0, life: 20 }),
  synth('К-Призыватель', { move: 0, hasText: true, support: 'implemented', abilities: [summonAbility()] }),
  synth('К-Волк', { cost: 2 }),
  synth('К-Ходок', { move: 3 }),
  synth('К-Прыгун', { move: 2, hasText: true, support: 'implemented', abilities: [{ kind: 'jump', range: 3 }] }),
  // A trigger naming two cells as it executes, and a forced teleport to a marked cell (1 wound to each adjacent enemy, else 4 to itself).
  synth('К-Привратник', {
    move: 1,
    hasText: true,
    support: 'implemented',
    abilities: [
      { kind: 'triggered', on: 'startOfEnemyTurn', target: 'none', effect: { op: 'cellMarker', marker: 'gates', count: 2 }, abilityType: 'influence' },
      { kind: 'triggered', on: 'endOfEnemyTurn', target: 'none', effect: { op: 'markerTeleport', marker: 'gates', amount: 1, elseWounds: 4 }, abilityType: 'influence' },
    ],
  }),
  synth('К-Копейщик', { move: 0, hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true }] }),
]);
const bit = (c: string): number => 1 << parseCell(c);

describe('cell markers', () => {
  it('the marker names any free cell at the declaration, one cell as a sub-decision', () => {
    const t = battle(DB, { cards: [{ card: 'К-Костровой', seat: 0, at: 'C2' }, { card: 'К-Стена', seat: 1, at: 'C5' }] });
    t.act(select('C2'), ab(0));
    expect(t.decision()).toBe(Decision.Target);
    const free: number[] = [];
    for (let c = 0; c < CELLS; c++) if (c !== parseCell('C2') && c !== parseCell('C5')) free.push(target(cellName(c)));
    expect(t.legal()).toEqual(free);
    t.act(target('C3'));
    expect(t.s.g[G.CellBlock]).toBe(bit('C3'));
    expect(t.s.g[G.CellMarks]).toBe(bit('C3'));
    expect(t.closed(0)).toBe(true);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('a «костёр» cell counts as occupied: no move, jump, relocation or incarnation cell there, no second marker', () => {
    const t = battle(DB, {
      cards: [
        { card: 'К-Костровой', seat: 0, at: 'A1' },
        { card: 'К-Ходок', seat: 0, at: 'C2' },
        { card: 'К-Прыгун', seat: 0, at: 'E2' },
        { card: 'К-Костровой', seat: 0, at: 'B1' },
        { card: 'К-Стена', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0), target('C3'));
    t.act(select('C2'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C3'));
    expect(t.legal()).toContain(target('B4')); // around it, over free cells only (3 steps)
    expect(t.legal()).not.toContain(target('C4')); // 2 steps through C3, 4 around it: beyond {move}3
    t.act(target('C1'));
    t.act(select('E2'), ab(0));
    expect(t.legal()).not.toContain(target('C3'));
    expect(t.legal()).toContain(target('D3'));
    t.act(target('D3'));
    t.act(select('B1'), ab(0));
    expect(t.legal()).not.toContain(target('C3'));
    expect(relocateCells(t.s, null)).toBe(CELLS - 5 - 1);
    // Seat 0's third row is row 1 (A1–E1): A1, B1, C1 hold cards, the free D1, E1 remain; a «костёр» on D1 removes it.
    t.act(target('D1'));
    expect(thirdRowCells(t.s, 0, null)).toBe(1);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('a creature whose only free neighbour holds a «костёр» cannot move (legalMain agrees with verbsOf)', () => {
    const t = battle(DB, {
      cards: [
        { card: 'К-Костровой', seat: 0, at: 'C3' },
        { card: 'К-Ходок', seat: 0, at: 'A1' },
        { card: 'К-Стена', seat: 0, at: 'A2' },
        { card: 'К-Стена', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C3'), ab(0), target('B1'));
    expect(t.legal()).not.toContain(select('A1'));
  });

  it('lasts until the end of the opponent\'s turn', () => {
    const t = battle(DB, { cards: [{ card: 'К-Костровой', seat: 0, at: 'C2' }, { card: 'К-Ходок', seat: 1, at: 'C5' }] });
    t.act(select('C2'), ab(0), target('C4'));
    t.act(endTurn());
    expect(t.s.g[G.CellBlock]).toBe(bit('C4'));
    t.act(select('C5'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C4'));
    t.act(target('D5'));
    t.act(endTurn());
    expect(t.s.g[G.CellBlock]).toBe(0);
    expect(t.s.g[G.CellMarks]).toBe(0);
    expect(t.s.cellMk[parseCell('C4')]).toBe(0);
  });

  it('no {uchr} through a «костёр», whoever placed it (ruling s1_175); through a free cell it goes', () => {
    const spec = {
      cards: [
        { card: 'К-Костровой', seat: 0 as const, at: 'A1' },
        { card: 'К-Копейщик', seat: 0 as const, at: 'C3' },
        { card: 'К-Стена', seat: 1 as const, at: 'C5' },
        { card: 'К-Копейщик', seat: 1 as const, at: 'E6' },
        { card: 'К-Стена', seat: 0 as const, at: 'E4' },
      ],
    };
    const t = battle(DB, spec);
    t.act(select('C3'), ab(0));
    expect(t.legal()).toContain(target('C5'));
    const u = battle(DB, spec);
    u.act(select('A1'), ab(0), target('C4'));
    expect(u.legal()).not.toContain(select('C3')); // its only {uchr} target lies behind the «костёр»
    u.act(endTurn());
    u.act(select('E6'), ab(0));
    expect(u.legal()).toContain(target('E4')); // the opponent's {uchr} through the free E5
    const v = battle(DB, spec);
    v.act(select('A1'), ab(0), target('E5'));
    v.act(endTurn());
    expect(v.legal()).not.toContain(select('E6')); // nor through the opponent's «костёр»
  });

  it('not offered without a free cell to name', () => {
    const cards: { card: string; seat: 0 | 1; at: string }[] = [{ card: 'К-Костровой', seat: 0, at: 'A1' }];
    for (let c = 1; c < CELLS; c++) cards.push({ card: 'К-Стена', seat: c < 15 ? 0 : 1, at: cellName(c) });
    const t = battle(DB, { cards });
    expect(t.legal()).not.toContain(select('A1'));
  });

  it('markers live in the one buffer: copied and hashed', () => {
    const t = battle(DB, { cards: [{ card: 'К-Костровой', seat: 0, at: 'C2' }, { card: 'К-Стена', seat: 1, at: 'C5' }] });
    const before = cloneState(t.s);
    t.act(select('C2'), ab(0), target('C3'));
    const after = cloneState(t.s);
    expect(after.cellMk[parseCell('C3')]).toBe(t.s.cellMk[parseCell('C3')]);
    expect(after.g[G.CellBlock]).toBe(bit('C3'));
    expect(stateHash(after)).toBe(stateHash(t.s));
    expect(stateHash(before)).not.toBe(stateHash(t.s));
  });

  it('a trigger names its cells one at a time as it executes; not one unless all can be named', () => {
    const t = battle(DB, { cards: [{ card: 'К-Привратник', seat: 0, at: 'A1' }, { card: 'К-Стена', seat: 1, at: 'C5' }] });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    t.act(target('B5'));
    expect(t.legal()).not.toContain(target('B5'));
    t.act(target('D5'));
    expect(t.decider()).toBe(1);
    expect(t.s.g[G.CellMarks]).toBe(bit('B5') | bit('D5'));
    expect(checkInvariants(t.s)).toBeNull();
    const cards: { card: string; seat: 0 | 1; at: string }[] = [{ card: 'К-Привратник', seat: 0, at: 'A1' }];
    for (let c = 1; c < CELLS - 1; c++) cards.push({ card: 'К-Стена', seat: c < 14 ? 0 : 1, at: cellName(c) });
    const u = battle(DB, { cards });
    u.act(endTurn());
    expect(u.decision()).toBe(Decision.Main); // one free cell, two to name: none named
    expect(u.s.g[G.CellMarks]).toBe(0);
  });

  it('a marker teleport: the controller names a free marked cell; each adjacent enemy creature is wounded; a move', () => {
    const t = battle(DB, { cards: [{ card: 'К-Привратник', seat: 0, at: 'A1' }, { card: 'К-Стена', seat: 1, at: 'C5' }, { card: 'К-Стена', seat: 0, at: 'C6' }] });
    t.act(endTurn(), target('B5'), target('E2'));
    t.act(endTurn());
    expect(t.legal()).toEqual([target('E2'), target('B5')]);
    t.act(target('B5'));
    expect(t.cellOf(0)).toBe('B5');
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(0); // own card
    expect(t.s.g[G.CellMarks]).toBe(0); // the opponent's turn is over
  });

  it('a marker teleport with no free marked cell: the source is wounded instead', () => {
    const t = battle(DB, { cards: [{ card: 'К-Привратник', seat: 0, at: 'A1' }, { card: 'К-Ходок', seat: 1, at: 'C5' }] });
    t.act(endTurn(), target('C4'), target('B5'));
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    t.act(endTurn());
    expect(t.legal()).toEqual([target('B5')]); // a single cell is still the controller's decision
    const u = battle(DB, { cards: [{ card: 'К-Привратник', seat: 0, at: 'A1' }, { card: 'К-Ходок', seat: 1, at: 'C5' }, { card: 'К-Ходок', seat: 1, at: 'E5' }] });
    u.act(endTurn(), target('C4'), target('E4'));
    u.act(select('C5'), verb(Verb.Move), target('C4'));
    u.act(select('E5'), verb(Verb.Move), target('E4'));
    u.act(endTurn());
    expect(u.cellOf(0)).toBe('A1');
    expect(u.wounds(0)).toBe(4);
    expect(u.decider()).toBe(0);
    expect(u.decision()).toBe(Decision.Main);
  });

  it('no summon onto a «костёр» (the cell counts as occupied; squad.ts summonCells)', () => {
    const t = battle(DB, {
      cards: [
        { card: 'К-Костровой', seat: 0, at: 'A1' },
        { card: 'К-Призыватель', seat: 0, at: 'C2' },
        { card: 'К-Волк', seat: 0, at: 'deck' },
        { card: 'К-Стена', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0), target('B2'));
    t.act(select('C2'), ab(0));
    t.act(choose(t, 'К-Волк'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).not.toContain(target('B2'));
    expect(t.legal()).toContain(target('B3'));
  });
});
