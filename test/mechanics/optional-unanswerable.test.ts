/**
 * mechanics/strike/optional-unanswerable.ts — "Может объявлять безответный удар …, если …": with the
 * keyword 'mayDeclineUnanswerable', a granted unanswerable strike is asked at its declaration
 * (Decision.Choice: AMOUNT + 1 unanswerable, AMOUNT + 2 ordinary).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { battle, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Болван', { life: 20 }),
  synth('Выборщик', { life: 20, abilities: [{ kind: 'modifier', mod: { op: 'grant', kw: 'unanswerable', vs: { closed: false } } }, { kind: 'keyword', keyword: 'mayDeclineUnanswerable' }] }),
  synth('Безвыборный', { life: 20, abilities: [{ kind: 'modifier', mod: { op: 'grant', kw: 'unanswerable', vs: { closed: false } } }] }),
]);

const strikeAt = (card: string, answer: number | null): number => {
  const t = battle(db, { cards: [{ card, seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
  t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
  if (answer === null) expect(t.decision()).not.toBe(Decision.Choice);
  else {
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.act(answer);
  }
  if (t.decision() === Decision.Defender) t.act(noDefender());
  return t.wounds(0);
};

describe('optional unanswerable strike', () => {
  it('asked at the declaration: unanswerable — no counter-strike; ordinary — the counter-strike comes', () => {
    expect(strikeAt('Выборщик', AMOUNT + 1)).toBe(0);
    expect(strikeAt('Выборщик', AMOUNT + 2)).toBe(2);
  });
  it('without the keyword the granted unanswerable strike is not asked', () => {
    expect(strikeAt('Безвыборный', null)).toBe(0);
  });
});
