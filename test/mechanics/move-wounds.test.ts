/**
 * mechanics/wounds/move-wounds.ts: 'moveWounds' — "перераспределить N (или менее) раны с <своего существа> на
 * существо или существ противника": heal, then wound the named enemy creatures by what was healed.
 * Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПР-Волхв', { life: 10, abilities: [{ kind: 'activated', tap: true, target: 'ownCreature', filter: { wounded: true }, upTo: 3, effect: { op: 'moveWounds' }, abilityType: 'spell' }] }),
  // An instant heal of an own creature by 1 (to shrink the heal before the move executes).
  synth('ПР-Лекарь', { life: 10, abilities: [{ kind: 'activated', instant: true, tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }] }),
  synth('ПР-Свой', { life: 10 }),
  synth('ПР-Враг', { life: 10 }),
]);

describe('moving wounds (mechanics/wounds/move-wounds.ts)', () => {
  it('the number named is at most N and at most the target\'s wounds; a receiver is named per wound', () => {
    const t = battle(db, { cards: [at('ПР-Волхв', 0, 'A1'), at('ПР-Свой', 0, 'C3', { wounds: 2 }), at('ПР-Враг', 1, 'C4')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.act(AMOUNT + 2, target('C4'));
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'));
    settle(t);
    expect([t.wounds(1), t.wounds(2)]).toEqual([0, 2]);
  });

  it('ruling s1_3: a heal made smaller in response moves only what it healed — the first receiver gets it', () => {
    const t = battle(db, { cards: [at('ПР-Волхв', 0, 'A1'), at('ПР-Свой', 0, 'C3', { wounds: 2 }), at('ПР-Враг', 1, 'C4'), at('ПР-Враг', 1, 'D4'), at('ПР-Лекарь', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'), AMOUNT + 2, target('C4'), target('D4'));
    expect(t.decision()).toBe(Decision.Priority);
    if (t.decider() === 0) t.act(PASS);
    t.act(select('E6'), verb(Verb.Ability + 0), target('C3')); // the opponent heals it by 1 first
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 1, 0]);
  });

  it('512.5.3: an own creature without wounds left when the spell executes — the spell is illegal, nothing moves', () => {
    const t = battle(db, { cards: [at('ПР-Волхв', 0, 'A1'), at('ПР-Свой', 0, 'C3', { wounds: 1 }), at('ПР-Враг', 1, 'C4'), at('ПР-Лекарь', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'), AMOUNT + 1, target('C4'));
    if (t.decider() === 0) t.act(PASS);
    t.act(select('E6'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    expect([t.wounds(1), t.wounds(2)]).toEqual([0, 0]);
  });
});
