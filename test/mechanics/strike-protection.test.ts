/**
 * mechanics/strike/strike-protection.ts (511.3, ruling s1_135): a card's protection from strikes stops the
 * effects of features triggered by a strike ("при ударе"), whatever their own type. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  // "При ударе по нему — получает защиту от ударов до конца хода" (the Древний огр's trigger).
  synth('ЗУ-Щит', {
    life: 20,
    strike: [1, 1, 1],
    abilities: [{ kind: 'triggered', on: 'selfStruck', target: 'self', effect: { op: 'grant', grant: { keywords: ['protStrikes'] }, duration: 'endOfTurn' }, abilityType: 'influence' }],
  }),
  // "При ударе — ранить его на 2" (an influence on the struck card).
  synth('ЗУ-Жало', { life: 20, strike: [1, 1, 1], abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
  // The same wound as an activated feature: not triggered by a strike.
  synth('ЗУ-Колдун', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
  synth('ЗУ-Мишень', { life: 20 }),
]);

describe('protection from strikes against "при ударе" features (mechanics/strike/strike-protection.ts)', () => {
  it('511.3: in the striker\'s turn the struck card\'s protection comes first and stops the striker\'s triggered wound', () => {
    const t = battle(db, { cards: [at('ЗУ-Жало', 0, 'C3'), at('ЗУ-Щит', 1, 'C4', { closed: true })] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(1); // the strike only
  });

  it('511.3: a card without protection from strikes takes the triggered wound', () => {
    const t = battle(db, { cards: [at('ЗУ-Жало', 0, 'C3'), at('ЗУ-Мишень', 1, 'C4', { closed: true })] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(1 + 2);
  });

  it('511.7: in the protected card\'s own turn the striker\'s trigger (its counter-strike) executes first and applies', () => {
    const t = battle(db, { cards: [at('ЗУ-Щит', 0, 'C3'), at('ЗУ-Жало', 1, 'C4')] });
    t.rolls(1, 4).act(select('C3'), verb(Verb.Strike), target('C4')); // 1 against 4: no strike, a weak counter-strike
    settle(t);
    expect(t.wounds(0)).toBe(1 + 2); // counter-strike 1, then the trigger's 2 before the protection
  });

  it('511.3: the protection from strikes does not stop a feature that no strike triggered (an activated influence)', () => {
    const t = battle(db, { cards: [at('ЗУ-Жало', 0, 'C3'), at('ЗУ-Колдун', 0, 'A1'), at('ЗУ-Щит', 1, 'C4', { closed: true })] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(3);
  });
});
