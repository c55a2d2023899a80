/**
 * Set 1, Степи: official rulings (../shared/cards/set1.json `rulings`) that no other test plays yet.
 * Each test is listed in test/cards/rulings-index.ts. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('СР-Мишень', { life: 20 }),
  synth('СР-Зом', { life: 20, icons: { zom: true } }),
  synth('СР-Силач', { life: 20, strike: [2, 4, 6] }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);

describe('Степи: rulings', () => {
  it('Аколит Дзара (s1_10) ruling: after its second discharge named a hidden third-row card with ЗоМ, it may still declare a third', () => {
    const t = battle(db, {
      cards: [
        at('Аколит Дзара', 0, 'C1'),
        at('СР-Мишень', 1, 'A6', { hidden: true }),
        at('СР-Зом', 1, 'C6', { hidden: true }),
        at('СР-Мишень', 1, 'E6', { hidden: true }),
      ],
    });
    t.act(select('C1'), ab(0), target('A6'), target('C6'));
    // Named, it stays hidden until its discharge is made (the target-resolution step, 512.5.3; ruling s1_67).
    expect(t.hidden(2)).toBe(true);
    expect(t.legal()).toContain(target('E6'));
    t.rolls(1, 1, 1).act(target('E6'));
    settle(t);
    expect(t.hidden(2)).toBe(false); // attacked: revealed, and it has ЗоМ
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([1, 0, 1]); // ЗоМ: the discharge at C6 does nothing
  });

  it('Санкторум (s1_16) ruling: left or right of Морок it is protected from every simple strike (Морок reduces it to weak)', () => {
    for (const [morok, wounds] of [['B4', 0], ['A5', 4]] as const) {
      const t = battle(db, { cards: [at('СР-Силач', 0, 'C3'), at('Санкторум', 1, 'C4', { closed: true }), at('Морок', 1, morok)] });
      t.rolls(4).act(select('C3'), verb(Verb.Strike), target('C4'));
      settle(t);
      expect(t.wounds(1), `Морок at ${morok}`).toBe(wounds); // a medium strike: 4, unless reduced to weak and stopped
    }
  });

  it('Орк-бомбардир (s1_22) ruling: "дальность 3" is the throw\'s range — it may throw at an enemy Резчик идолов beyond it', () => {
    const t = battle(db, {
      cards: [
        at('Орк-бомбардир', 0, 'C2'),
        at('Резчик идолов', 1, 'C6'),
        at('СР-Мишень', 0, 'C5'), // an enemy creature next to Резчик идолов
        at('СР-Мишень', 1, 'B4'), // within 3, but not Резчик
      ],
    });
    t.act(select('C2'), ab(0));
    expect(t.legal()).toEqual([target('C6')]);
    t.rolls(1).act(target('C6'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
  });
});
