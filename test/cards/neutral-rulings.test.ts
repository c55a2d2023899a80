/**
 * Set 1, Нейтральные (and the cards their rulings name): official rulings (../shared/cards/set1.json
 * `rulings`) that no other test plays yet. Each test is listed in test/cards/rulings-index.ts. Bodies
 * without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { at, battle, makeDb, select, settle, synth, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('НР-Стрелок', { life: 2, ranged: { kind: 'shot', values: [1, 1, 1], range: 3 } }),
  synth('НР-Мишень', { life: 20 }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);

describe('Нейтральные: rulings', () => {
  // 511.7 (mechanics/triggers/deaths-at-once.ts): the deaths found at once fire «при гибели нелетающего существа» once.
  it('Варлок (s1_198) ruling: «пламя бездны» kills three creatures at once — Хозяин склепа gets one {counter}', () => {
    const t = battle(db, {
      cards: [
        at('Варлок', 0, 'A1'),
        at('Хозяин склепа', 0, 'E1'),
        at('НР-Стрелок', 1, 'A6'),
        at('НР-Стрелок', 1, 'B6'),
        at('НР-Стрелок', 1, 'C6'),
        at('НР-Мишень', 1, 'E6'),
      ],
    });
    t.act(select('A1'), ab(1));
    settle(t);
    expect([2, 3, 4].map((k) => t.cellOf(k))).toEqual(['grave', 'grave', 'grave']);
    expect(t.s.counters[t.card(1)]).toBe(1);
  });

  it('Хозяин склепа (s1_163): при гибели нелетающего существа — {counter}: one death, one {counter}; a later batch of deaths at once, one more', () => {
    const t = battle(db, {
      cards: [at('Варлок', 0, 'A1'), at('Хозяин склепа', 0, 'E1'), at('НР-Стрелок', 1, 'A6'), at('НР-Мишень', 1, 'E6')],
    });
    t.act(select('A1'), ab(1));
    settle(t);
    expect(t.cellOf(2)).toBe('grave');
    expect(t.s.counters[t.card(1)]).toBe(1);
    // Already one {counter}: two deaths at once add one.
    const u = battle(db, {
      cards: [at('Варлок', 0, 'A1'), { card: 'Хозяин склепа', seat: 0, at: 'E1', counters: 1 }, at('НР-Стрелок', 1, 'A6'), at('НР-Стрелок', 1, 'B6'), at('НР-Мишень', 1, 'E6')],
    });
    u.act(select('A1'), ab(1));
    settle(u);
    expect(u.s.counters[u.card(1)]).toBe(2); // 1 + one for the two deaths at once
  });
});
