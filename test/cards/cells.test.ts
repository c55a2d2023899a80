/**
 * Set 1 cards played with cell markers (mechanics/markers/cell-markers.ts): scenario tests of their text and
 * of the official rulings that concern the engine.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { parseCell } from '../../src/engine/core/board.js';
import { G } from '../../src/engine/core/state.js';
import { CELLS, cellName } from '../../src/engine/core/board.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const DB = makeDb([
  synth('Я-Стена', { move: 0, life: 20 }),
  synth('Я-Ходок', { move: 2 }),
  synth('Я-Копейщик', { move: 0, hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true }] }),
]);
const bit = (c: string): number => 1 << parseCell(c);

describe('Крондак (s1_175)', () => {
  it('Крондак (s1_175): «разжигание костра» — a «костёр» on a free cell named at the declaration; the cell counts as occupied', () => {
    const t = battle(DB, { cards: [{ card: 'Крондак', seat: 0, at: 'C3' }, { card: 'Я-Ходок', seat: 1, at: 'C5' }, { card: 'Я-Ходок', seat: 0, at: 'B3' }] });
    t.act(select('C3'), ab(0));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).not.toContain(target('C5')); // only free cells
    t.act(target('C4'));
    expect(t.closed('Крондак')).toBe(true);
    expect(t.s.g[G.CellBlock]).toBe(bit('C4'));
    // Own creatures do not enter it either.
    t.act(select('B3'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C4'));
    expect(t.legal()).toContain(target('B4'));
  });

  it('Крондак (s1_175): the «костёр» lasts until the end of the opponent\'s turn', () => {
    const t = battle(DB, { cards: [{ card: 'Крондак', seat: 0, at: 'C3' }, { card: 'Я-Ходок', seat: 1, at: 'C5' }] });
    t.act(select('C3'), ab(0), target('C4'));
    t.act(endTurn());
    t.act(select('C5'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('C4')); // the opponent cannot step onto it
    expect(t.legal()).not.toContain(target('C3'));
    t.act(target('B5'));
    t.act(endTurn());
    expect(t.s.g[G.CellBlock]).toBe(0);
    expect(t.s.cellMk[parseCell('C4')]).toBe(0);
    t.act(select('C3'), verb(Verb.Move));
    expect(t.legal()).toContain(target('C4'));
  });

  it('Крондак (s1_175): ruling — the «костёр» cell is neither free nor occupied by your cards: no {uchr} of his squad through it', () => {
    const cards = [
      { card: 'Крондак', seat: 0 as const, at: 'A1' },
      { card: 'Я-Копейщик', seat: 0 as const, at: 'C3' },
      { card: 'Я-Стена', seat: 1 as const, at: 'C5' },
    ];
    const before = battle(DB, { cards });
    before.act(select('C3'), ab(0));
    expect(before.legal()).toEqual([target('C5')]);
    const t = battle(DB, { cards });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.legal()).not.toContain(select('C3'));
  });
});

describe('Демон жадности (s1_170)', () => {
  const setup = () =>
    battle(DB, {
      cards: [
        { card: 'Демон жадности', seat: 0, at: 'A1' },
        { card: 'Я-Ходок', seat: 1, at: 'C5' },
        { card: 'Я-Стена', seat: 1, at: 'D5' },
        { card: 'Я-Стена', seat: 1, at: 'E1' },
      ],
    });

  it('Демон жадности (s1_170): at the start of the opponent\'s turn — «врата» on three different free cells, named one at a time', () => {
    const t = setup();
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).not.toContain(target('C5')); // only free cells
    expect(t.legal()).toHaveLength(CELLS - 4);
    t.act(target('C4'));
    expect(t.decider()).toBe(0);
    expect(t.legal()).not.toContain(target('C4')); // different cells
    t.act(target('D4'), target('B2'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
    expect(t.s.g[G.CellMarks]).toBe(bit('C4') | bit('D4') | bit('B2'));
    expect(t.s.g[G.CellBlock]).toBe(0); // «врата» do not make a cell occupied
    t.act(select('C5'), verb(Verb.Move));
    expect(t.legal()).toContain(target('C4'));
  });

  it('Демон жадности (s1_170): at the end of the opponent\'s turn it must teleport to a free cell with «врата», 2 wounds to each adjacent enemy creature', () => {
    const t = setup();
    t.act(endTurn(), target('C4'), target('D4'), target('B2'));
    t.act(select('C5'), verb(Verb.Move), target('C4')); // one gate is taken now
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('B2'), target('D4')]);
    t.act(target('D4'));
    expect(t.cellOf('Демон жадности')).toBe('D4');
    expect(t.wounds(1)).toBe(2); // the Ходок on C4
    expect(t.wounds(2)).toBe(2); // the Стена on D5
    expect(t.wounds(3)).toBe(0); // E1: not adjacent
    expect(t.wounds(0)).toBe(0);
    // The gates are gone with the opponent's turn; the Демон's controller plays on.
    expect(t.s.g[G.CellMarks]).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(0);
    expect(t.moveLeft('Демон жадности')).toBe(1); // the teleport spent no {move} of its own turn
  });

  it('Демон жадности (s1_170): ruling — with only two free cells no «врата» are placed; unable to move, it gets 3 wounds', () => {
    const cards: { card: string; seat: 0 | 1; at: string }[] = [{ card: 'Демон жадности', seat: 0, at: 'A1' }];
    for (let c = 1; c < CELLS - 2; c++) cards.push({ card: 'Я-Стена', seat: c < 14 ? 0 : 1, at: cellName(c) });
    const t = battle(DB, { cards });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main); // nothing asked
    expect(t.decider()).toBe(1);
    expect(t.s.g[G.CellMarks]).toBe(0);
    t.act(endTurn());
    expect(t.wounds(0)).toBe(3);
    expect(t.cellOf(0)).toBe('A1');
  });

  it('Демон жадности (s1_170): all gated cells taken — it cannot move and gets 3 wounds', () => {
    const t = battle(DB, {
      cards: [
        { card: 'Демон жадности', seat: 0, at: 'A1' },
        { card: 'Я-Ходок', seat: 1, at: 'C5' },
        { card: 'Я-Ходок', seat: 1, at: 'D5' },
        { card: 'Я-Ходок', seat: 1, at: 'E5' },
      ],
    });
    t.act(endTurn(), target('C4'), target('D4'), target('E4'));
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    t.act(select('D5'), verb(Verb.Move), target('D4'));
    t.act(select('E5'), verb(Verb.Move), target('E4'));
    t.act(endTurn());
    expect(t.wounds(0)).toBe(3);
    expect(t.cellOf(0)).toBe('A1');
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(0);
  });
});

describe('Тварь (s1_162)', () => {
  const DB2 = makeDb([
    synth('Я-Стена', { move: 0, life: 20 }),
    synth('Я-Ходок', { move: 2, life: 20 }),
    synth('Я-Элита', { move: 2, life: 20, elite: true }),
    synth('Я-Стрелок', { move: 2, life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  ]);
  const mark = (t: ReturnType<typeof battle>, from: string, to: string): void => {
    t.act(select(from), ab(1), target(to)); // ability 0 is Трупоедство
  };

  it('Тварь (s1_162): {tap}: «удушение» on an adjacent ordinary creature, not an elite one; one marker — it cannot move', () => {
    const t = battle(DB2, {
      cards: [
        { card: 'Тварь', seat: 0, at: 'C3' },
        { card: 'Я-Ходок', seat: 1, at: 'C4' },
        { card: 'Я-Элита', seat: 1, at: 'D4' },
        { card: 'Я-Стена', seat: 1, at: 'A6' },
      ],
    });
    t.act(select('C3'), ab(1));
    expect(t.legal()).toEqual([target('C4')]); // the elite D4 is no target
    t.act(target('C4'));
    expect(t.closed('Тварь')).toBe(true);
    t.act(endTurn());
    t.act(select('C4'));
    expect(t.legal()).not.toContain(verb(Verb.Move));
    expect(t.legal()).toContain(verb(Verb.Strike)); // it may still attack
  });

  it('Тварь (s1_162): two markers — it cannot attack either (no strike, no ranged attack, no counter-strike); three — destroyed by the Тварь', () => {
    const t = battle(DB2, {
      cards: [
        { card: 'Тварь', seat: 0, at: 'C3' },
        { card: 'Тварь', seat: 0, at: 'B3' },
        { card: 'Тварь', seat: 0, at: 'D3' },
        { card: 'Я-Стрелок', seat: 1, at: 'C4' },
        { card: 'Я-Стена', seat: 1, at: 'A6' },
      ],
    });
    mark(t, 'C3', 'C4');
    mark(t, 'B3', 'C4');
    t.act(endTurn());
    expect(t.legal()).not.toContain(select('C4'));
    t.act(endTurn());
    // Its counter-strike is blocked too (the timed «не может атаковать», ruling s1_15).
    t.rolls(6, 6).act(select('D3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Тварь')).toBe(0);
    const u = battle(DB2, {
      cards: [
        { card: 'Тварь', seat: 0, at: 'C3' },
        { card: 'Тварь', seat: 0, at: 'B3' },
        { card: 'Тварь', seat: 0, at: 'D3' },
        { card: 'Я-Стрелок', seat: 1, at: 'C4' },
        { card: 'Я-Стена', seat: 1, at: 'A6' },
      ],
    });
    mark(u, 'C3', 'C4');
    mark(u, 'B3', 'C4');
    mark(u, 'D3', 'C4');
    expect(u.cellOf(3)).toBe('grave');
    expect(u.s.statKills[u.card(2)]).toBe(1); // destroyed by the third Тварь
  });

  it('Тварь (s1_162): the creature loses its markers when no Тварь stands next to it', () => {
    const t = battle(DB2, {
      cards: [
        { card: 'Тварь', seat: 0, at: 'C3' },
        { card: 'Я-Ходок', seat: 1, at: 'C4' },
        { card: 'Я-Стена', seat: 1, at: 'A6' },
      ],
    });
    mark(t, 'C3', 'C4');
    t.act(endTurn(), endTurn());
    t.act(select('C3'), verb(Verb.Move), target('A3'));
    t.act(endTurn());
    t.act(select('C4'), verb(Verb.Move));
    expect(t.legal()).toContain(target('C5'));
  });

  it('Тварь (s1_162): ruling — the markers of other Твари count, from both squads', () => {
    const t = battle(DB2, {
      cards: [
        { card: 'Тварь', seat: 0, at: 'C3' },
        { card: 'Тварь', seat: 1, at: 'D4' },
        { card: 'Я-Ходок', seat: 1, at: 'C4' },
      ],
    });
    mark(t, 'C3', 'C4');
    t.act(endTurn());
    mark(t, 'D4', 'C4'); // the opponent's Тварь strangles his own creature too
    t.act(endTurn());
    mark(t, 'C3', 'C4');
    expect(t.cellOf(2)).toBe('grave');
  });

  it('Тварь (s1_162): ruling — it may destroy its own creatures by «удушение»; Трупоедство does not fire on them', () => {
    const t = battle(DB2, {
      cards: [
        { card: 'Тварь', seat: 0, at: 'C3', wounds: 4 },
        { card: 'Я-Ходок', seat: 0, at: 'C2' },
        { card: 'Я-Стена', seat: 1, at: 'A6' },
      ],
    });
    for (let k = 0; k < 3; k++) {
      mark(t, 'C3', 'C2');
      t.act(endTurn(), endTurn());
    }
    expect(t.cellOf(1)).toBe('grave');
    expect(t.wounds('Тварь')).toBe(4); // no heal
  });
});
