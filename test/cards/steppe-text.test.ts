/**
 * Степи: start-of-turn and movement triggers, start-with-counter cards (second batch). Partners and
 * opponents are synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { startBattleCounters } from '../../src/engine/core/systems/counters.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('Мишень', { life: 20 }), synth('Соратник', { life: 20 })]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });

describe('Смотритель стойла (s1_7): в начале хода может ранить себя или стоящее рядом существо на 1, цель получает +1{move}; при перемещении получает {ova}1', () => {
  it('Смотритель стойла (s1_7): targets itself or a creature next to it (either side), not one farther; the target takes 1 and gets +1 movement this turn', () => {
    const t = battle(db, { cards: [at('Смотритель стойла', 0, 'C3'), at('Соратник', 0, 'D3'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')], active: 1 });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(t.legal()[0]!); // declare it
    expect(t.decision()).toBe(Decision.Target);
    const legal = t.legal();
    for (const c of ['C3', 'D3', 'C4']) expect(legal, c).toContain(target(c));
    expect(legal).not.toContain(target('E6'));
    t.act(target('D3'));
    for (let guard = 0; guard < 10 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
    expect(t.wounds(1)).toBe(1);
    expect(t.moveLeft(1)).toBe(db.defs.find((d) => d.name === 'Соратник')!.move! + 1);
    t.act(endTurn());
    expect(t.s.tMove[t.card(1)]).toBe(0);
  });

  it('Смотритель стойла (s1_7): the start-of-turn feature may be declined', () => {
    const t = battle(db, { cards: [at('Смотритель стойла', 0, 'C3'), at('Мишень', 1, 'E6')], active: 1 });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal().length).toBe(2); // declare it, or not use it
    t.act(t.legal()[1]!);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(0)).toBe(0);
  });

  it('Смотритель стойла (s1_7): each step to a neighbouring cell gives +1 ОвА until the end of your turn', () => {
    const t = battle(db, { cards: [at('Смотритель стойла', 0, 'C2'), at('Мишень', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    expect(t.s.tOva[t.card(0)]).toBe(1);
    t.act(select('C3'), verb(Verb.Move), target('D3'));
    expect(t.s.tOva[t.card(0)]).toBe(2);
    t.act(endTurn());
    expect(t.s.tOva[t.card(0)]).toBe(0);
  });
});

describe('{second}: начинает бой с {counter}', () => {
  it('Волхв (s1_3) and Матриарх племени (s1_28): start with a counter only when their player moves second', () => {
    for (const name of ['Волхв', 'Матриарх племени']) {
      for (const first of [0, 1] as const) {
        const t = battle(db, { cards: [at(name, 0, 'C2'), at('Мишень', 1, 'E6')], first });
        startBattleCounters(t.s);
        expect(t.s.counters[t.card(0)], `${name} first=${first}`).toBe(first === 1 ? 1 : 0);
      }
    }
  });
});

describe('Ойуун (s1_31): «боевое исступление» — не более 2 раз за ход', () => {
  it('Ойуун (s1_31): two Ойууны open each other twice each; a third use in the turn is not offered', () => {
    const t = battle(db, { cards: [at('Ойуун', 0, 'C2'), at('Ойуун', 0, 'D2', true), at('Мишень', 1, 'E6')] });
    const open = (from: string, to: string) => {
      t.act(select(from), verb(Verb.Ability + 1), target(to));
      for (let guard = 0; guard < 10 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
    };
    open('C2', 'D2');
    open('D2', 'C2');
    open('C2', 'D2');
    open('D2', 'C2'); // each has used it twice; C2 is open again
    expect(t.closed(0)).toBe(false);
    expect([t.wounds(0), t.wounds(1)]).toEqual([2, 2]);
    t.act(select('C2'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 1));
    expect(t.legal()).toContain(verb(Verb.Ability + 0)); // its other ability is not limited
  });
});
