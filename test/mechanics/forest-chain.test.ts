/**
 * mechanics/triggers/forest-chain.ts: chains of a seat's strikes, shots and heals by other forest creatures, and
 * the 'ownForestChain' trigger point (wide event kind Trig.ForestChain). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { MW } from '../../src/engine/mechanics/ids.js';
import { at, type Battle, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const HEAL = { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' } as const;
const db = makeDb([
  // A listener: "… — получить 1 доп. жизнь" (twice a turn at most).
  synth('ЦП-Слушатель', { life: 10, abilities: [{ kind: 'triggered', on: 'ownForestChain', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence', perTurn: 2 }] }),
  synth('ЦП-Боец', { element: 'forest', life: 20, strike: [2, 2, 2] }),
  synth('ЦП-Стрелок', { element: 'forest', life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('ЦП-Лекарь', { element: 'forest', life: 20, abilities: [HEAL] }),
  synth('ЦП-Враг', { life: 30, strike: [1, 1, 1] }),
  synth('ЦП-Вражий лекарь', { life: 30, abilities: [{ ...HEAL, instant: true }] }),
]);

function squad(): Battle {
  return battle(db, {
    active: 0,
    cards: [
      at('ЦП-Слушатель', 0, 'A1'),
      at('ЦП-Боец', 0, 'C3'),
      at('ЦП-Стрелок', 0, 'B1'),
      at('ЦП-Лекарь', 0, 'D1'),
      at('ЦП-Враг', 1, 'C4', { closed: true }),
      at('ЦП-Вражий лекарь', 1, 'E6'),
      at('ЦП-Стрелок', 0, 'E1'),
      at('ЦП-Лекарь', 0, 'E2'),
    ],
  });
}
const lives = (t: Battle): number => t.s.extraLives[t.card(0)]!;

describe('forest chains (mechanics/triggers/forest-chain.ts)', () => {
  it('a move does not break the chain; the links may come in any order', () => {
    const t = squad();
    t.s.wounds[t.card(1)] = 3;
    settle(t.act(select('D1'), verb(Verb.Ability), target('C3'))); // heal
    settle(t.act(select('A1'), verb(Verb.Move), target('A2'))); // the listener moves: no feature
    settle(t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'))); // strike
    expect(lives(t)).toBe(0);
    settle(t.rolls(6).act(select('B1'), verb(Verb.Ranged), target('C4'))); // shot
    expect(lives(t)).toBe(1);
  });

  it('the chain needs three different links: shot, shot, heal, strike fires once, after the strike', () => {
    const t = squad();
    t.s.wounds[t.card(1)] = 3;
    settle(t.rolls(6).act(select('B1'), verb(Verb.Ranged), target('C4')));
    settle(t.rolls(6).act(select('E1'), verb(Verb.Ranged), target('C4')));
    settle(t.act(select('D1'), verb(Verb.Ability), target('C3')));
    expect(lives(t)).toBe(0);
    settle(t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(lives(t)).toBe(1);
    expect(t.s.mw[MW.ForestChain]).toBe(0); // the listener's trigger (an own feature) broke it
  });

  it('the opponent\'s feature does not break the seat\'s chain', () => {
    const t = squad();
    t.s.wounds[t.card(1)] = 3;
    settle(t.rolls(6).act(select('B1'), verb(Verb.Ranged), target('C4')));
    // The opponent answers the heal's declaration with an instant heal of his own (it executes first).
    t.act(select('D1'), verb(Verb.Ability), target('C3'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(select('E6'), verb(Verb.Ability), target('C4'));
    settle(t);
    expect(t.wounds(4)).toBe(0);
    settle(t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(lives(t)).toBe(1);
  });
});
