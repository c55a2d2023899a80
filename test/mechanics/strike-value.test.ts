/**
 * abilities/strike-value.ts: 'strikeValueDelta' — the attacker's strike or the counter-strike of a waiting simple strike deals N less; a composite stage gives the source
 * a counter. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { PASS } from '../../src/engine/action.js';
import { G } from '../../src/engine/state.js';
import { Window } from '../../src/engine/enums.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('Крикун', { life: 7, hasText: true, support: 'implemented', abilities: [ { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }, { kind: 'counters', startsWith: { counters: 1, when: 'second' } }, { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeValueDelta', amount: 1, strike: 'attacker' }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }, { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeValueDelta', amount: 1, strike: 'counter' }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] } ] }), synth('ЛБ-Стена', { life: 20, strike: [2, 3, 4] }), synth('ЛБ-Бугай', { life: 20, strike: [3, 4, 5] })]);
const at = (card: string, seat: 0 | 1, c: string, closed = false) => ({ card, seat, at: c, closed });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}
/** Pass the rounds before the window after the dice. */
function toAfterDice(t: Battle): void {
  while (t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice) t.act(PASS);
}
const CRY_A = 2;
const CRY_D = 3;

describe('strikeValueDelta', () => {
  it('the attacker\'s strike deals 1 less; the source gets a counter and closes', () => {
    const t = battle(db, { active: 1, cards: [at('Крикун', 0, 'A1'), at('ЛБ-Стена', 0, 'C3', true), at('ЛБ-Бугай', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    toAfterDice(t);
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([verb(Verb.Ability + CRY_A)]); // a closed struck card: no counter-strike to lower
    t.act(verb(Verb.Ability + CRY_A));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(4); // strong 5 − 1
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('or the counter-strike; never below 0', () => {
    const t = battle(db, { active: 1, cards: [at('Крикун', 0, 'A1'), at('ЛБ-Стена', 0, 'C3'), at('ЛБ-Бугай', 1, 'C4')] });
    t.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3')); // −5: a medium counter-strike (3)
    toAfterDice(t);
    t.act(select('A1'), verb(Verb.Ability + CRY_D));
    settle(t);
    expect(t.wounds(2)).toBe(2);
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { active: 1, cards: [at('Крикун', 0, 'A1'), at('ЛБ-Стена', 0, 'C3'), at('ЛБ-Бугай', 1, 'C4')] });
    u.rolls(2, 3).act(select('C4'), verb(Verb.Strike), target('C3')); // −1: a weak strike (3)
    toAfterDice(u);
    u.act(select('A1'), verb(Verb.Ability + CRY_A));
    settle(u);
    expect(u.wounds(1)).toBe(2);
  });
});
