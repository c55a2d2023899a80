/**
 * The simple strike (digest §5.1–§5.3): adjacency, dice with experience, the exchange option,
 * counter-strikes, closed targets, closing the attacker.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { END_TURN } from '../../src/engine/core/action.js';
import { battle, cells, exchangeFull, exchangeReduce, peekRolls, select, target, verb } from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

describe('digest §5.1 simple strike: who may be struck', () => {
  it('RUL-015: all 8 neighbours are adjacent, diagonals included; nothing further, no own cards', () => {
    const ring = ['B2', 'C2', 'D2', 'B3', 'D3', 'B4', 'C4', 'D4'];
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        ...ring.map((at) => ({ card: 'Стена', seat: 1 as const, at })),
        { card: 'Стена', seat: 1, at: 'A3' },
        { card: 'Стена', seat: 1, at: 'C5' },
        { card: 'Стена', seat: 1, at: 'E1' },
        { card: 'Боец', seat: 0, at: 'C1' },
      ],
    });
    t.act(select('C3'));
    expect(t.legal()).toEqual([verb(Verb.Strike)]); // boxed in: no move
    t.act(verb(Verb.Strike));
    expect(t.legal()).toEqual(cells(target, ...ring));
  });

  it('corner cell: 3 neighbours', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'A1' },
        { card: 'Стена', seat: 1, at: 'A2' },
        { card: 'Стена', seat: 1, at: 'B2' },
        { card: 'Стена', seat: 1, at: 'B1' },
        { card: 'Стена', seat: 1, at: 'C1' },
      ],
    });
    t.act(select('A1'), verb(Verb.Strike));
    expect(t.legal()).toEqual(cells(target, 'A2', 'B1', 'B2'));
  });

  it('Strike is offered only when an enemy card is adjacent', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C2'));
    expect(t.legal()).toEqual([verb(Verb.Move)]);
  });

  it('§5.3: a 0-0-0 strike cannot attack', () => {
    const t = battle(db, {
      cards: [
        { card: 'Пацифист', seat: 0, at: 'C3' },
        { card: 'Стена', seat: 0, at: 'A1' },
        { card: 'Боец', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'));
    expect(t.legal()).toEqual([verb(Verb.Move)]);
    // With no movement either, the card is not selectable at all.
    const u = battle(db, {
      cards: [
        { card: 'Стена', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C4' },
      ],
    });
    expect(u.legal()).toEqual([END_TURN]);
  });

  it('§2.3: a closed card cannot strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3', closed: true },
        { card: 'Боец', seat: 1, at: 'C4' },
      ],
    });
    expect(t.legal()).toEqual([END_TURN]);
  });
});

describe('digest §5.2 simple strike: procedure', () => {
  const duel = (opts: { a?: string; d?: string; closed?: boolean; active?: 0 | 1 } = {}) => {
    const act = opts.active ?? 0;
    return battle(db, {
      active: act,
      cards: [
        { card: opts.a ?? 'Боец', seat: act, at: 'C3' },
        { card: opts.d ?? 'Крепыш', seat: (1 - act) as 0 | 1, at: 'C4', closed: opts.closed ?? false },
      ],
    });
  };

  it('step 5: both roll; the attacker deals its weak/medium/strong value by the table', () => {
    // 5 vs 2 = +3: medium (2 of 1-2-3).
    const t = duel().rolls(5, 2);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([t.wounds(1), t.wounds(0)]).toEqual([2, 0]);
    expect([t.s.g[G.RollA], t.s.g[G.RollD]]).toEqual([5, 2]);
    // 6 vs 1 = +5: strong (3).
    const u = duel().rolls(6, 1);
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([u.wounds(1), u.wounds(0)]).toEqual([3, 0]);
  });

  it('step 9: the attacker closes (it acted); the struck card does not', () => {
    const t = duel().rolls(3, 3);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.closed(0)).toBe(true);
    expect(t.closed(1)).toBe(false);
    expect([t.decision(), t.decider()]).toEqual([Decision.Main, 0]);
  });

  it('§5.4: ОвА adds to the attacker\'s die (3 vs 3 is a weak hit; with ОвА 2 it is +2, an exchange)', () => {
    const plain = duel().rolls(3, 3);
    plain.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([plain.wounds(1), plain.wounds(0)]).toEqual([1, 0]);
    const exp = duel({ a: 'Опытный' }).rolls(3, 3);
    exp.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(exp.decision()).toBe(Decision.Exchange);
    expect(exp.s.g[G.RollA]).toBe(5);
  });

  it('§5.4: ОвЗ adds to the struck card\'s die (4 vs 2 is +2; against ОвЗ 2 it is a tie at 4: weak hit)', () => {
    const t = duel({ d: 'Стойкий' }).rolls(4, 2);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.g[G.RollD]).toBe(4);
    expect([t.wounds(1), t.wounds(0)]).toEqual([1, 0]);
  });

  it('§5.3 counter-strike: at −3 the struck card hits back weakly with its own strike', () => {
    const t = duel({ d: 'Силач' }).rolls(2, 5);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([t.wounds(1), t.wounds(0)]).toEqual([0, 2]); // Силач 2-4-6: weak 2
  });

  it('§5.3 counter-strike: at ≤ −5 the struck card hits back medium', () => {
    const t = duel({ d: 'Силач' }).rolls(1, 6);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([t.wounds(1), t.wounds(0)]).toEqual([0, 4]);
  });

  it('§5.3 exchange at +4: offered to the attacker\'s controller; full = strong/weak, reduced = medium/none', () => {
    for (const active of [0, 1] as const) {
      const t = duel({ d: 'Силач', active }).rolls(6, 2);
      t.act(select('C3'), verb(Verb.Strike), target('C4'));
      expect([t.decision(), t.decider()]).toEqual([Decision.Exchange, active]);
      t.act(exchangeFull());
      expect([t.wounds(1), t.wounds(0)]).toEqual([3, 2]);
      const u = duel({ d: 'Силач', active }).rolls(6, 2);
      u.act(select('C3'), verb(Verb.Strike), target('C4'), exchangeReduce());
      expect([u.wounds(1), u.wounds(0)]).toEqual([2, 0]);
      expect([u.decision(), u.decider()]).toEqual([Decision.Main, active]);
    }
  });

  it('§5.3 exchange at −4: offered to the struck card\'s controller; full = weak/medium, reduced = none/weak', () => {
    for (const active of [0, 1] as const) {
      const t = duel({ d: 'Силач', active }).rolls(2, 6);
      t.act(select('C3'), verb(Verb.Strike), target('C4'));
      expect([t.decision(), t.decider()]).toEqual([Decision.Exchange, 1 - active]);
      t.act(exchangeFull());
      expect([t.wounds(1), t.wounds(0)]).toEqual([1, 4]);
      expect([t.decision(), t.decider()]).toEqual([Decision.Main, active]);
      const u = duel({ d: 'Силач', active }).rolls(2, 6);
      u.act(select('C3'), verb(Verb.Strike), target('C4'), exchangeReduce());
      expect([u.wounds(1), u.wounds(0)]).toEqual([0, 2]);
    }
  });

  it('§5.3 exchange at +2: the attacker chooses; reduced = weak/none', () => {
    const t = duel({ d: 'Силач' }).rolls(4, 2);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([t.decision(), t.decider()]).toEqual([Decision.Exchange, 0]);
    t.act(exchangeReduce());
    expect([t.wounds(1), t.wounds(0)]).toEqual([1, 0]);
  });

  it('§5.3 closed target: only the attacker rolls, no counter-strike whatever the die', () => {
    for (const [a, w] of [[1, 1], [3, 1], [4, 2], [5, 2], [6, 3]] as const) {
      const t = duel({ d: 'Силач', closed: true }).rolls(a, 6);
      t.act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.decision()).toBe(Decision.Main);
      expect([t.wounds(1), t.wounds(0)], `die ${a}`).toEqual([w, 0]);
      expect(peekRolls(t.s, 1)).toEqual([6]); // the second die was not used
      expect(t.s.g[G.RollD]).toBe(-1);
    }
  });

  it('§5.3 strike values come from each card\'s own X-Y-Z', () => {
    // Силач (2-4-6) strikes Крепыш: 6 vs 1 → strong 6.
    const t = duel({ a: 'Силач' }).rolls(6, 1);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(6);
  });

  it('[I] a hidden target is revealed when struck', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4', hidden: true },
      ],
    });
    expect(t.hidden(1)).toBe(true);
    t.rolls(3, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.hidden(1)).toBe(false);
  });

  it('a strike kills when wounds reach lives; the killed card leaves the board', () => {
    const t = battle(db, {
      cards: [
        { card: 'Силач', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4', wounds: 25 },
        { card: 'Боец', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Main);
  });
});
