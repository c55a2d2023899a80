/**
 * Flyers (digest §5.7, §2.1, §4.3): they live in the auxiliary zone, strike any enemy card, do not
 * move; ground creatures strike them only under the flyer fallback [M].
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { END_TURN, SELECT_AUX } from '../../src/engine/core/action.js';
import { battle, cells, defendAux, noDefender, select, selectAux, target, targetAux, verb } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

describe('§5.7 flyers strike', () => {
  it('a flyer may strike any enemy card: every enemy cell and every enemy flyer, no adjacency needed', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Стена', seat: 1, at: 'A6' },
        { card: 'Стена', seat: 1, at: 'E4' },
        { card: 'Стена', seat: 1, at: 'C3', closed: true },
        { card: 'Птица', seat: 1, at: 'aux' },
        { card: 'Птица2', seat: 1, at: 'aux' },
      ],
    });
    expect(t.legal()).toContain(SELECT_AUX + 0);
    t.act(selectAux(0));
    expect(t.legal()).toEqual([verb(Verb.Strike)]); // flyers have no movement
    t.act(verb(Verb.Strike));
    expect(t.legal()).toEqual([...cells(target, 'A6', 'C3', 'E4'), targetAux(1, 0), targetAux(1, 1)]);
  });

  it('a flyer\'s strike is a normal combat: both roll, the ground card counter-strikes the flyer', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'Силач', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(2, 5).act(selectAux(0), verb(Verb.Strike), target('E6')); // −3: weak counter 2
    expect([t.wounds(1), t.wounds(0)]).toEqual([0, 2]);
    expect(t.closed(0)).toBe(true);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(t.legal()).toEqual([END_TURN]);
  });

  it('a closed flyer cannot strike; it opens at its controller\'s turn start', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux', closed: true },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    expect(t.legal()).toEqual([END_TURN]);
    t.act(END_TURN, END_TURN);
    expect(t.legal()).toEqual([END_TURN, SELECT_AUX + 0]);
  });

  it('a ground creature cannot strike a flyer while the flyer\'s side still has a ground creature', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Стена', seat: 1, at: 'C4' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('C4')]);
  });

  it('a ground creature with no adjacent enemy and only enemy flyers elsewhere is still blocked while enemy ground remains', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Стена', seat: 1, at: 'E6' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.act(select('A1'));
    expect(t.legal()).toEqual([verb(Verb.Move)]);
  });

  it('flyer fallback [M] (default on): with no enemy ground creature left, ground creatures strike flyers', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Птица', seat: 1, at: 'aux' },
        { card: 'Птица2', seat: 1, at: 'aux' },
      ],
    });
    t.act(select('A1'));
    expect(t.legal()).toEqual([verb(Verb.Move), verb(Verb.Strike)]);
    t.act(verb(Verb.Strike));
    expect(t.legal()).toEqual([targetAux(1, 0), targetAux(1, 1)]);
    t.act(targetAux(1, 1));
    // The other open flyer may defend the attacked flyer (§5.5): decline.
    expect([t.decision(), t.decider()]).toEqual([Decision.Defender, 1]);
    expect(t.legal()).toEqual([noDefender(), defendAux(0)]);
    t.rolls(6, 1).act(noDefender());
    expect(t.wounds(2)).toBe(3);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('flyer fallback off: a ground creature can never strike a flyer', () => {
    const t = battle(db, {
      opts: { flyerFallback: false },
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.act(select('A1'));
    expect(t.legal()).toEqual([verb(Verb.Move)]);
  });

  it('flyers are not on the battlefield: they hold no cell and cannot move', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'Стена', seat: 1, at: 'E6' },
      ],
    });
    expect(t.cellOf(0)).toBe('aux');
    expect(t.s.cell[t.card(0)]).toBe(-1);
    expect(t.moveLeft(0)).toBe(0);
    t.act(END_TURN, END_TURN);
    expect(t.moveLeft(0)).toBe(0);
  });

  it('a real flyer: Пустынный кондор (2-3-3) strikes a card on the far side of the field', () => {
    const t = battle(db, {
      cards: [
        { card: 'Пустынный кондор', seat: 0, at: 'aux' },
        { card: 'Кочевник', seat: 1, at: 'A6', closed: true },
      ],
    });
    t.rolls(4).act(selectAux(0), verb(Verb.Strike), target('A6'));
    expect(t.wounds(1)).toBe(3);
  });
});
