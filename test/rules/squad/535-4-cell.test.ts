/**
 * 535.4: declaring a summon (resurrection, incarnation) names the cell it goes to. A flyer (or a card
 * "располагается во вспомогательной зоне") names no cell and goes straight to the auxiliary zone.
 * When the feature describes the place (a cell, a zone), the condition must hold, otherwise the
 * declaration is ILLEGAL; flyers still go straight to the auxiliary zone.
 *
 * Engine vocabulary: `place` 'adjacent' (default, 535.5/535.6 "рядом с картой"), 'anyFree' (any free
 * cell of the own half), 'ownThirdRow'. Cells are named with Decision.Target / TargetMode.SummonCell.
 *
 * An impossible place: the tests marked "535.4 illegal declaration" assert the text — a ground card
 * for which no cell can be named cannot be declared (it is not offered as a candidate, or declaring
 * it is undone unpaid). The engine (HEAD bbd1ed5) leaves ground cards out of the Choose list when no
 * cell is free, and removes an illegal top-card declaration from the stack unpaid. A cell that is
 * free at the declaration but taken before execution makes the summon FAIL instead (535.5.1.2; paid).
 *
 * Not asserted (ambiguous): whether a flyer summoned by a feature with a place condition needs that
 * condition to be satisfiable (e.g. a free third-row cell) although it goes to the auxiliary zone.
  */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb, zoneList, type Battle } from '../../helpers/scenario.js';
import { Decision, TargetMode, Verb, Zone } from '../../../src/engine/core/enums.js';
import { PASS, SELECT, TARGET } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { G, St } from '../../../src/engine/core/state.js';
import { itemField } from '../../../src/engine/core/stack.js';
import { CHOOSE_NONE, CANCEL, candidates, choose, deckOf, resurrectAbility, stackLen, summonAbility } from './535-helpers.js';

const db = makeDb([
  synth('Призыватель', { abilities: [summonAbility()] }),
  synth('Призыватель тыла', { abilities: [summonAbility({ place: 'ownThirdRow' })] }),
  synth('Призыватель поля', { abilities: [summonAbility({ place: 'anyFree' })] }),
  synth('Глашатай', { abilities: [summonAbility({ find: 'top' })] }),
  synth('Глашатай тыла', { abilities: [summonAbility({ find: 'top', place: 'ownThirdRow' })] }),
  synth('Некромант', { abilities: [resurrectAbility()] }),
  synth('Некромант тыла', { abilities: [resurrectAbility({ place: 'ownThirdRow' })] }),
  synth('Пешка'),
  synth('Птица', { type: 'flyer', move: null }),
  synth('Огненная птица', { type: 'flyer', move: null, incarnation: 1 }),
  synth('Отменщик', { abilities: [CANCEL] }),
  synth('Быстрый глашатай тыла', { abilities: [summonAbility({ find: 'top', place: 'ownThirdRow', instant: true })] }),
  synth('Лучник', {
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'shot' }],
  }),
]);

const sortCells = (xs: string[]): number[] => xs.map((c) => target(c)).sort((a, b) => a - b);
const row = (r: number): string[] => ['A', 'B', 'C', 'D', 'E'].map((c) => `${c}${r}`);
/** Fill cells with seat-0 pawns (scenario cards). */
const pawnsAt = (cells: string[], seat: 0 | 1 = 0) => cells.map((at) => ({ card: 'Пешка', seat, at }));

describe('535.4 naming the cell', () => {
  it('535.4: a ground summon names its cell as part of the declaration (Decision.Target, TargetMode.SummonCell, asked of the summoner’s controller)', () => {
    const t = battle(db, {
      cards: [{ card: 'Призыватель', seat: 0, at: 'C2' }, { card: 'Пешка', seat: 0, at: 'deck' }, { card: 'Пешка', seat: 1, at: 'C5' }],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.g[G.TargetMode]).toBe(TargetMode.SummonCell);
    expect(t.decider()).toBe(0);
    t.act(target('D1'));
    expect(t.cellOf(1)).toBe('D1');
  });

  it('535.4: the named cell is fixed before anyone may respond (it is on the stack item when the opponent gets priority)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C2' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Отменщик', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'), target('B3'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    expect(stackLen(t)).toBe(1);
    expect(itemField(t.s, 0, St.X)).toBe(target('B3') - TARGET);
    t.act(PASS);
    expect(t.cellOf(1)).toBe('B3');
  });

  it('535.4: a summoned flyer names no cell and goes straight to its controller’s auxiliary zone', () => {
    const t = battle(db, {
      cards: [{ card: 'Призыватель', seat: 0, at: 'C2' }, { card: 'Птица', seat: 0, at: 'deck' }, { card: 'Пешка', seat: 1, at: 'C5' }],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Птица'));
    expect(t.decision()).toBe(Decision.Main); // no Target decision
    expect(t.cellOf(1)).toBe('aux');
    expect(zoneList(t.s, 0, Zone.Aux)).toEqual([t.card(1)]);
  });

  it('535.4: a flyer found by a top-card summon names no cell either', () => {
    const t = battle(db, {
      cards: [{ card: 'Глашатай', seat: 0, at: 'C2' }, { card: 'Птица', seat: 0, at: 'deck' }, { card: 'Пешка', seat: 1, at: 'C5' }],
    });
    t.act(select('C2'), verb(Verb.Ability));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(1)).toBe('aux');
  });

  it('535.4: a resurrected flyer names no cell and goes to the auxiliary zone', () => {
    const t = battle(db, {
      cards: [{ card: 'Некромант', seat: 0, at: 'C2' }, { card: 'Птица', seat: 0, at: 'grave' }, { card: 'Пешка', seat: 1, at: 'C5' }],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Птица'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(1)).toBe('aux');
  });

  it('535.4: an incarnating flyer names no cell and goes to the auxiliary zone', () => {
    const t = battle(db, {
      cards: [{ card: 'Пешка', seat: 0, at: 'C3' }, { card: 'Огненная птица', seat: 0, at: 'grave' }, { card: 'Пешка', seat: 1, at: 'C5' }],
      active: 1,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(1)).toBe('aux');
  });

  it('535.4: a flyer goes to the auxiliary zone even when the feature describes a place (ownThirdRow)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель тыла', seat: 0, at: 'C2' },
        { card: 'Птица', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability));
    t.act(choose(t, 'Птица'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(1)).toBe('aux');
  });
});

describe('535.4 place conditions', () => {
  it('535.5 default (adjacent): the cells offered are exactly the free cells next to the summoner (8-neighbourhood, across the middle line too)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 0, at: 'B2' },
        { card: 'Пешка', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    expect(t.legal()).toEqual(sortCells(['C2', 'D2', 'B3', 'D3', 'B4', 'D4']));
  });

  it('place anyFree: every free cell of the summoner’s own half, none of the enemy half', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель поля', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 0, at: 'A1' },
        { card: 'Пешка', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    const own = [...row(1), ...row(2), ...row(3)].filter((c) => c !== 'A1' && c !== 'C3');
    expect(t.legal()).toEqual(sortCells(own));
  });

  it('place ownThirdRow (seat 0): only the free cells of row 1', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель тыла', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 0, at: 'B1' },
        { card: 'Пешка', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    expect(t.legal()).toEqual(sortCells(['A1', 'C1', 'D1', 'E1']));
  });

  it('place ownThirdRow (seat 1): only the free cells of row 6 (third row relative to the controller)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Пешка', seat: 0, at: 'C2' },
        { card: 'Призыватель тыла', seat: 1, at: 'C4' },
        { card: 'Пешка', seat: 1, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'E6' },
      ],
      active: 1,
      turn: 2,
    });
    t.act(select('C4'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    expect(t.legal()).toEqual(sortCells(['A6', 'B6', 'C6', 'D6']));
  });

  it('resurrection place ownThirdRow: only own third-row cells', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант тыла', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability));
    t.act(choose(t, 'Пешка'));
    expect(t.legal()).toEqual(sortCells(row(1)));
  });
});

/**
 * 535.4: "эти условия должны соблюдаться, иначе объявление вызова нелегально". A ground card for
 * which no cell can be named cannot be declared: either it is not offered, or declaring it is
 * illegal and undone (528) — the summoner is NOT paid (stays open), nothing stays on the stack, the
 * card is back in the deck.
 */
function expectIllegalDeclaration(t: Battle, summoner: number, cardName: string, shown: number): void {
  if (t.decision() === Decision.Choose && !candidates(t).includes(cardName)) return; // not offered: fine
  if (t.decision() === Decision.Choose) t.act(choose(t, cardName));
  expect(t.closed(summoner), 'an illegal declaration is not paid: the summoner stays open').toBe(false);
  expect(stackLen(t)).toBe(0);
  expect(t.s.zone[shown]).not.toBe(Zone.Field);
}

describe('535.4 illegal declaration when no cell can be named', () => {
  it('535.4 illegal declaration: ownThirdRow with the third row full — the ground card cannot be declared (not offered, or undone unpaid)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель тыла', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C4' },
        ...pawnsAt(row(1)),
      ],
    });
    t.act(select('C3'), verb(Verb.Ability));
    expectIllegalDeclaration(t, t.card(0), 'Пешка', t.card(1));
  });

  it('535.4 illegal declaration: default adjacency with every neighbour occupied — the ground card cannot be declared', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'A1' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
        ...pawnsAt(['B1', 'A2', 'B2']),
      ],
    });
    t.act(select('A1'), verb(Verb.Ability));
    expectIllegalDeclaration(t, t.card(0), 'Пешка', t.card(1));
  });

  it('535.4 illegal declaration: a top-card summon with no cell its place condition allows cannot be declared', () => {
    // Whatever the (unknown) top card, a ground card could not be placed: the engine does not offer
    // the declaration at all (it would be illegal and withdrawn, and could be retried forever).
    const t = battle(db, {
      cards: [
        { card: 'Глашатай тыла', seat: 0, at: 'C3' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C4' },
        ...pawnsAt(row(1)),
      ],
    });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability));
    expect(t.closed(0)).toBe(false);
    expect(deckOf(t, 0)).toEqual([t.card(1)]);
  });

  it('535.4 illegal declaration: a resurrection with no free adjacent cell cannot be declared for a ground card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Некромант', seat: 0, at: 'A1' },
        { card: 'Пешка', seat: 0, at: 'grave' },
        { card: 'Пешка', seat: 1, at: 'C5' },
        ...pawnsAt(['B1', 'A2', 'B2']),
      ],
    });
    t.act(select('A1'), verb(Verb.Ability));
    expectIllegalDeclaration(t, t.card(0), 'Пешка', t.card(1));
    expect(t.s.zone[t.card(1)]).toBe(Zone.Grave);
  });

  it('535.4 illegal declaration leaves no trace: a face-down summoner whose top-card summon is illegal is not revealed by it', () => {
    // Seat 1 (Second) still has its back row face down during seat 0's first turn; its face-down
    // instant summoner on C6 answers seat 0's shot, but its third row is full: the declaration is illegal.
    const t = battle(db, {
      cards: [
        { card: 'Лучник', seat: 0, at: 'C3' },
        { card: 'Быстрый глашатай тыла', seat: 1, at: 'C6', hidden: true },
        { card: 'Пешка', seat: 1, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C4' },
        ...pawnsAt(['A6', 'B6', 'D6', 'E6'], 1),
      ],
    });
    t.act(select('C3'), verb(Verb.Ability), target('C4'));
    // The summon cannot be declared (third row full), so seat 1 has no usable instant: it is never
    // asked, the shot executes, and its summoner stays face down.
    expect(t.decision()).toBe(Decision.Main);
    expect(stackLen(t)).toBe(0);
    expect(t.closed(1)).toBe(false);
    expect(t.hidden(1), 'no declaration: the summoner stays face down').toBe(true);
  });

  it('535.4 (negative): with no free cell a flyer can still be summoned — it names no cell', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'A1' },
        { card: 'Птица', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
        ...pawnsAt(['B1', 'A2', 'B2']),
      ],
    });
    t.act(select('A1'), verb(Verb.Ability));
    expect(candidates(t)).toEqual(['Птица']);
    t.act(choose(t, 'Птица'));
    expect(t.cellOf(1)).toBe('aux');
  });

  it('535.4 / 535.5.1 (negative): finding nothing stays a legal, paid declaration even when no cell is free', () => {
    const t = battle(db, {
      cards: [
        { card: 'Призыватель', seat: 0, at: 'A1' },
        { card: 'Пешка', seat: 0, at: 'deck' },
        { card: 'Пешка', seat: 1, at: 'C5' },
        ...pawnsAt(['B1', 'A2', 'B2']),
      ],
    });
    t.act(select('A1'), verb(Verb.Ability));
    expect(t.legal()).toContain(CHOOSE_NONE);
    t.act(CHOOSE_NONE);
    expect(t.closed(0)).toBe(true);
    expect(t.s.zone[t.card(1)]).toBe(Zone.Deck);
  });
});
