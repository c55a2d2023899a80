/**
 * mechanics/features/lose-features.ts: "при этом теряет все особенности" with 'gainFlight' (loseFeatures): the
 * card's activated abilities, ranged attack and triggers stop; the compiler refuses it on a card with
 * other features. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { featureless } from '../../src/engine/mechanics/features/lose-features.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, verb, type Battle } from '../helpers/scenario.js';

const fly = { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainFlight', strike: 2, loseFeatures: true }, abilityType: 'influence' } as const;
const db = makeDb([
  synth('ЛО-Мистик', {
    life: 10,
    ranged: { kind: 'discharge', values: [1, 1, 1] },
    abilities: [fly, { kind: 'triggered', on: 'startOfOwnTurn', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('ЛО-Пешка', { life: 10 }),
]);
const settle = (t: Battle) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('losing all features (mechanics/features/lose-features.ts)', () => {
  it('after it, no ability, no ranged attack, no trigger; the strike bonus of the same effect stays', () => {
    const t = battle(db, { cards: [{ card: 'ЛО-Мистик', seat: 0, at: 'C2' }, { card: 'ЛО-Пешка', seat: 0, at: 'A1' }, { card: 'ЛО-Пешка', seat: 1, at: 'E6' }] });
    t.act(select('C2'));
    expect(t.legal()).toContain(verb(Verb.Ranged));
    t.act(verb(Verb.Ability + 0));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(featureless(t.s, t.card(0))).toBe(true);
    expect(t.s.tStrike[t.card(0)]).toBe(2);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(t.s.extraLives[t.card(0)]).toBe(0); // its start-of-turn trigger no longer fires
    t.act(selectAux(0));
    expect(t.legal()).toEqual([verb(Verb.Strike)]);
  });

  it('(control) before it, the start-of-turn trigger fires', () => {
    const t = battle(db, { cards: [{ card: 'ЛО-Мистик', seat: 0, at: 'C2' }, { card: 'ЛО-Пешка', seat: 1, at: 'E6' }], active: 1 });
    t.act(endTurn());
    settle(t);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
  });

  it('the compiler refuses it on a card with keywords or static features', () => {
    expect(() => makeDb([synth('ЛО-Броня', { life: 10, icons: { armor: 1 }, abilities: [fly] })])).toThrow(/теряет все особенности/);
  });
});
