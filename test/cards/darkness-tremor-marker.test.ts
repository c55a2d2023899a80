/**
 * Set 1, Тьма (darkness): Скелетный червь s1_161 (mechanics/markers/tremor-marker.ts: the «дрожь» cell
 * marker placed when it reaches the graveyard, moved at the start of the opponent's turn, and its Инкарнация 4
 * onto that marker — destroying the cards on the cell with its arrival, open, wounding the cards around by 1).
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { Mark, hasCellMarker, placeCellMarker } from '../../src/engine/mechanics/markers/cell-markers.js';
import { markTremorUsed } from '../../src/engine/mechanics/markers/tremor-marker.js';
import { parseCell } from '../../src/engine/core/board.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('СЧ-Болван', { life: 12, move: 0 }),
  synth('СЧ-Стена', { life: 12, move: 1 }),
  synth('СЧ-Хрупкий', { life: 2, move: 0, strike: [1, 1, 1] }),
]);

const WORM = 'Скелетный червь';
const LILITH = 'Лилит и Эйдерик';
const WOLF = 'Степной волколак';
const SWAMP_KIDS = 'Дети топи';
const ABYSS = 'Повелитель бездны';

/** Does `cell` hold a «дрожь» of seat p? */
const tremorAt = (t: Battle, cell: string, p: number): boolean => hasCellMarker(t.s, parseCell(cell), Mark.Tremor, p);
/** The cells holding a «дрожь» of seat p, by name. */
const tremorCells = (t: Battle, p: number): string[] => {
  const r: string[] = [];
  for (const c of 'ABCDE') for (const row of '123456') if (tremorAt(t, c + row, p)) r.push(c + row);
  return r;
};
/** Card #ref lies in its graveyard having placed its «дрожь» on `cell` earlier. */
const placedEarlier = (t: Battle, ref: number, cell: string): void => {
  const i = t.card(ref);
  markTremorUsed(t.s, i);
  placeCellMarker(t.s, Mark.Tremor, t.s.owner[i]!, parseCell(cell));
};
const cellsOf = (...names: string[]): number[] => names.map(target).sort((a, b) => a - b);

describe('Скелетный червь (s1_161)', () => {
  it('Скелетный червь (s1_161): при попадании на кладбище — its owner names a cell (any cell, occupied too), which gets a «дрожь»', () => {
    // Poison at the start of seat 0's turn kills it (9 wounds of 10).
    const t = battle(db, { active: 1, cards: [at(WORM, 0, 'C2', { wounds: 9, poison: 1 }), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')] });
    t.act(endTurn());
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toHaveLength(30); // every cell: the marker lies on the cell, whatever stands there
    t.act(target('C5')); // the enemy's cell
    expect(tremorCells(t, 0)).toEqual(['C5']);
    expect(tremorCells(t, 1)).toEqual([]);
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(2)).toBe('C5'); // the marker does not make the cell occupied, nor move anything
  });

  it('Скелетный червь (s1_161): один раз за бой — a worm that has placed its «дрожь» places none when it reaches the graveyard again', () => {
    // Two worms die of poison at the start of seat 0's turn; the first placed its marker before (it came back since).
    const t = battle(db, {
      active: 1,
      cards: [at(WORM, 0, 'C2', { wounds: 9, poison: 1 }), at(WORM, 0, 'D2', { wounds: 9, poison: 1 }), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')],
    });
    markTremorUsed(t.s, t.card(0));
    t.act(endTurn());
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Target); // the second worm's marker only
    t.act(target('E4'));
    settle(t, 1);
    expect(t.decision()).toBe(Decision.Main);
    expect(tremorCells(t, 0)).toEqual(['E4']);
  });

  it('Скелетный червь (s1_161): в начале хода противника — may move the «дрожь» one cell (or not); not at the start of its own turn', () => {
    const t = battle(db, { active: 0, cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')] });
    placedEarlier(t, 0, 'C3');
    t.act(endTurn()); // seat 1's turn starts: seat 0 is asked
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toContain(PASS); // "может"
    t.act(target('C4'));
    expect(tremorCells(t, 0)).toEqual(['C4']);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
    t.act(endTurn()); // seat 0's own turn: no move
    settle(t, 1);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(0);
    expect(tremorCells(t, 0)).toEqual(['C4']);
    t.act(endTurn(), PASS); // the opponent's turn again: declined, it stays
    expect(tremorCells(t, 0)).toEqual(['C4']);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('Скелетный червь (s1_161): "если на кладбище" — only a worm in the graveyard moves a «дрожь»: one worm there, one move', () => {
    // Two markers of seat 0; one worm is back on the battlefield, the other lies in the graveyard.
    const t = battle(db, { active: 0, cards: [at(WORM, 0, 'A1'), at(WORM, 0, 'grave'), at('СЧ-Болван', 1, 'C5')] });
    placedEarlier(t, 0, 'C3');
    placedEarlier(t, 1, 'E3');
    t.act(endTurn());
    expect(t.decider()).toBe(0);
    t.act(target('E3'), target('E4'));
    expect(t.decision()).toBe(Decision.Main); // no second move
    expect(t.decider()).toBe(1);
    expect(tremorCells(t, 0)).toEqual(['C3', 'E4']);
  });

  it('Скелетный червь (s1_161): two worms in the graveyard, two markers — each marker moves once; the marker is named first', () => {
    const t = battle(db, { active: 0, cards: [at(WORM, 0, 'grave'), at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')] });
    placedEarlier(t, 0, 'B3');
    placedEarlier(t, 1, 'D3');
    t.act(endTurn());
    expect(t.legal()).toEqual([PASS, ...cellsOf('B3', 'D3')].sort((a, b) => a - b)); // which «дрожь»
    t.act(target('B3'));
    expect(t.legal()).not.toContain(target('B3'));
    t.act(target('C3'));
    // The one moved is done: the other is the only one left, so only its new cell is asked (not onto the own C3).
    expect(t.legal()).toEqual([PASS, ...cellsOf('C2', 'D2', 'E2', 'E3', 'C4', 'D4', 'E4')].sort((a, b) => a - b));
    t.act(target('D4'));
    expect(tremorCells(t, 0)).toEqual(['C3', 'D4']);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('Скелетный червь (s1_161): Инкарнация 4 — only onto its «дрожь», open; the marker removed; every card around wounded by 1', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'B3'), at('СЧ-Болван', 1, 'D5'), at('СЧ-Болван', 1, 'E6'), at('СЧ-Болван', 0, 'A1')],
    });
    placedEarlier(t, 0, 'C4');
    setIncarnationTokens(t.s, t.card(0), 3);
    t.act(endTurn()); // 535.7.1: the fourth token
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('C4')]); // not the free cells of its third row
    t.act(target('C4'));
    expect(t.cellOf(0)).toBe('C4');
    expect(t.closed(0)).toBe(false); // "в открытом виде"
    expect((t.s.flags[t.card(0)]! & Flag.Incarnated) !== 0).toBe(true);
    expect(tremorCells(t, 0)).toEqual([]);
    settle(t);
    expect(t.wounds(1)).toBe(1); // own card next to it
    expect(t.wounds(2)).toBe(1); // enemy card next to it (diagonal)
    expect(t.wounds(3)).toBe(0); // not next to it
    expect(t.wounds(4)).toBe(0);
    expect(t.wounds(0)).toBe(0);
    expect(t.moveLeft(0)).toBe(2); // open: it may act this turn
  });

  it('Скелетный червь (s1_161): with no «дрожь» of its squad it waits in the graveyard with its tokens (535.7.2), then incarnates when one appears', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5'), at(WORM, 0, 'C2', { wounds: 9, poison: 1 })],
    });
    markTremorUsed(t.s, t.card(0)); // its marker is gone (used by another worm's incarnation)
    setIncarnationTokens(t.s, t.card(0), 3);
    t.act(endTurn());
    // The poisoned worm dies: its owner places its «дрожь» — and the waiting worm incarnates on it at once.
    expect(t.zoneOf(3)).toBe(Zone.Grave);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.s.incTokens[t.card(0)]).toBe(4);
    t.act(target('E3'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('E3')]);
    t.act(target('E3'));
    expect(t.cellOf(0)).toBe('E3');
  });

  it('Скелетный червь (s1_161): an occupied «дрожь» cell — the card on it is destroyed, the worm incarnates there', () => {
    const t = battle(db, { active: 1, cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5'), at('СЧ-Болван', 1, 'E6')] });
    placedEarlier(t, 0, 'C5');
    setIncarnationTokens(t.s, t.card(0), 3);
    t.act(endTurn(), target('C5'));
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.cellOf(0)).toBe('C5');
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('Скелетный червь (s1_161): destroying the last enemy creature wins at once', () => {
    const t = battle(db, { active: 1, cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')] });
    placedEarlier(t, 0, 'C5');
    setIncarnationTokens(t.s, t.card(0), 3);
    t.act(endTurn(), target('C5'));
    expect(t.decision()).toBe(Decision.Terminal);
    expect(t.s.g[G.Winner]).toBe(0);
  });
});

describe('Скелетный червь (s1_161): rulings', () => {
  it('Скелетный червь (s1_161): ruling — put into the graveyard by Лилит и Эйдерик, it places its «дрожь»', () => {
    const t = battle(db, { active: 1, cards: [at(LILITH, 0, 'C2'), at('СЧ-Болван', 1, 'C5'), at(WORM, 0, 'deck')] });
    t.act(endTurn());
    for (let g = 0; g < 10 && t.zoneOf(2) !== Zone.Grave; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    t.act(target('D4'));
    expect(tremorCells(t, 0)).toEqual(['D4']);
  });

  it('Скелетный червь (s1_161): ruling — the «дрожь» moves only to a neighbouring cell, diagonal ones too', () => {
    const t = battle(db, { active: 0, cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')] });
    placedEarlier(t, 0, 'C3');
    t.act(endTurn());
    expect(t.legal()).toEqual([PASS, ...cellsOf('B2', 'C2', 'D2', 'B3', 'D3', 'B4', 'C4', 'D4')].sort((a, b) => a - b));
    t.act(target('D4')); // diagonal
    expect(tremorCells(t, 0)).toEqual(['D4']);
    // At the edge: only the cells of the board around it.
    const u = battle(db, { active: 0, cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5')] });
    placedEarlier(u, 0, 'A1');
    u.act(endTurn());
    expect(u.legal()).toEqual([PASS, ...cellsOf('B1', 'A2', 'B2')].sort((a, b) => a - b));
  });

  it('Скелетный червь (s1_161): ruling — it may incarnate on the «дрожь» another own Скелетный червь placed, never on an enemy one', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(WORM, 0, 'grave'), at(WORM, 0, 'A1'), at('СЧ-Болван', 1, 'C5'), at(WORM, 1, 'grave'), at('СЧ-Болван', 0, 'E1')],
    });
    markTremorUsed(t.s, t.card(0)); // its own marker was used already
    placedEarlier(t, 1, 'B3'); // placed by the other own worm (back on the battlefield since)
    placedEarlier(t, 3, 'D3'); // the enemy worm's
    setIncarnationTokens(t.s, t.card(0), 3);
    t.act(endTurn());
    // The start of seat 0's turn is the opponent's chance to move his «дрожь»: he declines.
    expect(t.decider()).toBe(1);
    t.act(PASS);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('B3')]);
    t.act(target('B3'));
    expect(t.cellOf(0)).toBe('B3');
    expect(tremorAt(t, 'D3', 1)).toBe(true);
    // With only the enemy's «дрожь» it does not incarnate.
    const u = battle(db, { active: 1, cards: [at(WORM, 0, 'grave'), at('СЧ-Болван', 0, 'A1'), at('СЧ-Болван', 1, 'C5'), at(WORM, 1, 'grave')] });
    markTremorUsed(u.s, u.card(0));
    placedEarlier(u, 3, 'D3');
    setIncarnationTokens(u.s, u.card(0), 3);
    u.act(endTurn(), PASS);
    settle(u, 1);
    expect(u.decision()).toBe(Decision.Main);
    expect(u.zoneOf(0)).toBe(Zone.Grave);
    expect(u.s.incTokens[u.card(0)]).toBe(4);
  });

  it('Скелетный червь (s1_161): ruling — onto Степной волколак\'s cell: its destruction and the arrival are one complex effect; their triggers are declared together, and its death strike may name the worm', () => {
    const t = battle(db, {
      active: 1,
      cards: [at(WORM, 0, 'grave'), at(ABYSS, 0, 'A1'), at(WOLF, 1, 'C4'), at('СЧ-Болван', 1, 'D5'), at('СЧ-Болван', 0, 'B3')],
    });
    placedEarlier(t, 0, 'C4');
    setIncarnationTokens(t.s, t.card(0), 3);
    t.act(endTurn(), target('C4'));
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.cellOf(0)).toBe('C4'); // already on the wolf's cell when the wolf's trigger is declared
    // The wolf's "при гибели" and both triggers of Повелитель бездны (an enemy creature's death, an own creature's
    // incarnation) are collected together, before any of them is declared.
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.s.g[G.TrigLen]).toBe(3);
    for (let g = 0; g < 10 && !(t.decision() === Decision.Target && t.decider() === 1); g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.decider()).toBe(1);
    expect(t.legal()).toContain(target('C4')); // the worm
    t.act(target('C4'));
    settle(t);
    expect(t.wounds(0)).toBe(2);
    expect((t.s.flags[t.card(1)]! & Flag.NextSix) !== 0).toBe(true);
  });

  it('Скелетный червь (s1_161): ruling — a «дрожь» cell occupied after the marker was set (Дети топи jumped onto it): the cell is not checked, Дети топи are destroyed and it incarnates', () => {
    const t = battle(db, {
      active: 0,
      cards: [at(WORM, 0, 'grave'), at(SWAMP_KIDS, 1, 'C4'), at('СЧ-Стена', 0, 'C3'), at('СЧ-Болван', 1, 'A6'), at('СЧ-Болван', 0, 'A1')],
    });
    placedEarlier(t, 0, 'E4');
    setIncarnationTokens(t.s, t.card(0), 3);
    // The strike at Дети топи is blocked; they jump onto the free «дрожь» cell; the attacker fills the freed cell.
    t.act(select('C3'), verb(Verb.Strike), target('C4'), target('E4'), target('C3'));
    expect(t.cellOf(1)).toBe('E4');
    settle(t);
    t.act(endTurn(), PASS, endTurn()); // seat 1's turn (the «дрожь» stays), then seat 0's: the fourth token
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('E4')]);
    t.act(target('E4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.cellOf(0)).toBe('E4');
  });
});
