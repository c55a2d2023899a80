/**
 * The scenarios of "уменьшить величину выбранного удара на 1, при этом получить {counter}"
 * (mechanics/strike/strike-value.ts) in a simple strike's window after the dice, run for a given crier card:
 * the real Лунная баньши s1_157 (test/cards/darkness-strike-value.test.ts) and a synthetic one
 * (test/mechanics/strike-value.test.ts). The crier's abilities 2 and 3 lower the attacker's strike and
 * the counter-strike. The db must hold 'ЛБ-Стена' (strike 2-3-4) and 'ЛБ-Бугай' (strike 3-4-5), life 20.
 */
import { expect, it } from 'vitest';
import { Decision, Verb, Window } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import type { CardDb } from '../../src/engine/core/card-db.js';
import { at, type Battle, battle, select, synth, target, verb } from './scenario.js';

/** The two bodies the scenarios strike with. */
export const STRIKE_VALUE_BODIES = [synth('ЛБ-Стена', { life: 20, strike: [2, 3, 4] }), synth('ЛБ-Бугай', { life: 20, strike: [3, 4, 5] })];

const CRY_A = 2;
const CRY_D = 3;

function passAll(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}
/** Pass the rounds before the window after the dice. */
function toAfterDice(t: Battle): void {
  while (t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice) t.act(PASS);
}

/** Define the scenarios (vitest `it`s) for crier card `crier`; `title` prefixes each test name. */
export function strikeValueScenarios(db: CardDb, crier: string, title: string): void {
  const place = (closed: boolean) => [at(crier, 0, 'A1'), at('ЛБ-Стена', 0, 'C3', { closed }), at('ЛБ-Бугай', 1, 'C4')];

  it(`${title}the attacker's strike deals 1 less; ${title ? 'Баньши' : 'the source'} gets a counter and closes`, () => {
    const t = battle(db, { active: 1, cards: place(true) });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    toAfterDice(t);
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([verb(Verb.Ability + CRY_A)]); // a closed struck card: no counter-strike to lower
    t.act(verb(Verb.Ability + CRY_A));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(4); // strong 5 − 1
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it(`${title}or the counter-strike; never below 0`, () => {
    const t = battle(db, { active: 1, cards: place(false) });
    t.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3')); // −5: a medium counter-strike (3)
    toAfterDice(t);
    t.act(select('A1'), verb(Verb.Ability + CRY_D));
    passAll(t);
    expect(t.wounds(2)).toBe(2);
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { active: 1, cards: place(false) });
    u.rolls(2, 3).act(select('C4'), verb(Verb.Strike), target('C3')); // −1: a weak strike (3)
    toAfterDice(u);
    u.act(select('A1'), verb(Verb.Ability + CRY_A));
    passAll(u);
    expect(u.wounds(1)).toBe(2);
  });
}
