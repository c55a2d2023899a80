/**
 * Анубисар (s1_26): "Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в
 * строю" (mechanics/features/formation-copy.ts). Bodies other than the named cards are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { PASS } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, at, battle, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('АН-Силач', { life: 20, strike: [3, 4, 5] }),
  synth('АН-Метатель', { life: 20, ranged: { kind: 'throw', values: [3, 3, 3] } }),
  synth('АН-Болван', { life: 20 }),
]);

function finish(t: Battle): void {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
}

/** The enemy АН-Силач on C4 strikes Анубисар on C3 with a strong strike (6 against 1). */
function struckStrong(cards: Parameters<typeof at>[], extra = true): Battle {
  const t = battle(db, { cards: [at('Анубисар', 0, 'C3'), at('АН-Силач', 1, 'C4'), ...cards.map((c) => at(...c)), ...(extra ? [at('АН-Болван', 0, 'A1')] : [])], active: 1 });
  t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
  finish(t);
  return t;
}

describe('Анубисар (s1_26)', () => {
  it('Анубисар (s1_26): в строю с Пешим латником — «Строй: {armor}2» (with its own {armor}1)', () => {
    expect(struckStrong([]).wounds(0)).toBe(5 - 1);
    expect(struckStrong([['Пеший латник', 0, 'B3']]).wounds(0)).toBe(5 - 3);
    // Diagonal: not in formation.
    expect(struckStrong([['Пеший латник', 0, 'B2']]).wounds(0)).toBe(5 - 1);
  });

  it('Анубисар (s1_26): в строю со Щитоносцем — «Строй: -1 от {strike}»', () => {
    expect(struckStrong([['Щитоносец', 0, 'D3']]).wounds(0)).toBe(5 - 1 - 1);
  });

  it('Анубисар (s1_26): bonuses of all its steppe partners at once; a partner of another element gives none (Наёмник)', () => {
    expect(struckStrong([['Щитоносец', 0, 'D3'], ['Пеший латник', 0, 'B3']]).wounds(0)).toBe(5 - 3 - 1);
    const t = battle(db, { cards: [at('Анубисар', 0, 'C3'), at('Наёмник', 0, 'B3'), at('АН-Метатель', 1, 'C6'), at('АН-Болван', 0, 'A1')], active: 1 });
    t.rolls(6).act(select('C6'), verb(Verb.Ranged), target('C3'));
    finish(t);
    expect(t.wounds(0)).toBe(3 - 1); // its {armor}1 only: Наёмник's "-1 от метаний" is not a steppe card's
  });

  it('Анубисар (s1_26): в строю с Арбалетчиком — «Строй: {zot}»: a throw does not affect it', () => {
    const t = battle(db, { cards: [at('Анубисар', 0, 'C3'), at('Арбалетчик', 0, 'C2'), at('АН-Метатель', 1, 'C6'), at('АН-Болван', 0, 'A1')], active: 1 });
    t.rolls(6).act(select('C6'), verb(Verb.Ranged), target('C3'));
    finish(t);
    expect(t.wounds(0)).toBe(0);
  });

  it('Анубисар (s1_26): в строю с Санкторумом — «Строй: +1 к слабому {strike}»; Минотавр — «+1 к сильному»', () => {
    const weak = (partner: string, roll: number) => {
      const t = battle(db, { cards: [at('Анубисар', 0, 'C3'), at(partner, 0, 'B3'), at('АН-Болван', 1, 'C4', { closed: true }), at('АН-Болван', 1, 'A6')] });
      t.rolls(roll).act(select('C3'), verb(Verb.Strike), target('C4'));
      finish(t);
      return t.wounds(2);
    };
    expect(weak('Санкторум', 1)).toBe(2 + 1); // weak 2, +1
    expect(weak('Санкторум', 6)).toBe(5); // strong: no bonus
    expect(weak('Минотавр', 6)).toBe(5 + 1);
  });

  it('Анубисар (s1_26): в строю с Рубаками Холверта — «при {strike} — открыть существо в строю с Анубисаром; оно не может атаковать»', () => {
    const t = battle(db, {
      cards: [at('Анубисар', 0, 'C3'), at('Рубаки Холверта', 0, 'B3', { closed: true }), at('АН-Болван', 1, 'C4', { closed: true }), at('АН-Болван', 1, 'A6')],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    finish(t);
    expect(t.closed(1)).toBe(false); // Рубаки opened: in formation with Анубисар
    t.act(select('B3'));
    expect(t.legal()).not.toContain(verb(Verb.Strike)); // «не может атаковать до конца хода»
  });

  it('Анубисар (s1_26): leaving the formation, the bonuses go', () => {
    const t = battle(db, { cards: [at('Анубисар', 0, 'C3'), at('Пеший латник', 0, 'B3'), at('АН-Силач', 1, 'E6'), at('АН-Болван', 0, 'A1')] });
    const printed = t.db.fcopier;
    expect(t.s.card[t.card(0)]).not.toBe(printed);
    t.act(select('B3'), verb(Verb.Move), target('A3'));
    finish(t);
    expect(t.s.card[t.card(0)]).toBe(printed);
  });

  it('Анубисар (s1_26): two partners of one name give the bonus once (engine reading: the same feature)', () => {
    expect(struckStrong([['Пеший латник', 0, 'B3'], ['Пеший латник', 0, 'D3']]).wounds(0)).toBe(5 - 3);
  });
});
