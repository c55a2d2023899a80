/**
 * mechanics/wounds/heal-gate.ts: optional replacements of the first heal of a turn (`firstHealOf`,
 * `holderLives`, result 'double'). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { PASS, REPLACE, REPLACE_NONE } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, at, battle, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПИ-Удвоитель', {
    life: 6,
    abilities: [{ kind: 'replacement', match: { op: 'heal', to: 'any', firstHealOf: 'own', holderLives: { below: 5 } }, result: { kind: 'double' }, optional: true }],
  }),
  synth('ПИ-Лекарь', { life: 10, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }] }),
  synth('ПИ-Раненый', { life: 10 }),
]);

function untilChoice(t: Battle): boolean {
  for (let g = 0; g < 30; g++) {
    const d = t.decision();
    if (d === Decision.Replacement) return true;
    if (d === Decision.Main) return false;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
  return false;
}

describe('the first heal of a turn (mechanics/wounds/heal-gate.ts)', () => {
  it('holderLives: offered only while the holder\'s lives are below N', () => {
    const t = battle(db, { cards: [at('ПИ-Удвоитель', 0, 'A1'), at('ПИ-Лекарь', 0, 'C3'), at('ПИ-Раненый', 0, 'D3', { wounds: 5 }), at('ПИ-Раненый', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 0), target('D3'));
    expect(untilChoice(t)).toBe(false); // 6 lives: not below 5
    const u = battle(db, { cards: [at('ПИ-Удвоитель', 0, 'A1', { wounds: 2 }), at('ПИ-Лекарь', 0, 'C3'), at('ПИ-Раненый', 0, 'D3', { wounds: 5 }), at('ПИ-Раненый', 1, 'E6')] });
    u.act(select('C3'), verb(Verb.Ability + 0), target('D3'));
    expect(untilChoice(u)).toBe(true);
    u.act(REPLACE);
    untilChoice(u);
    expect(u.wounds(2)).toBe(3);
  });

  it('declining the first heal lets the chance go: the second heal of the turn is not offered', () => {
    const t = battle(db, {
      cards: [at('ПИ-Удвоитель', 0, 'A1', { wounds: 2 }), at('ПИ-Лекарь', 0, 'C3'), at('ПИ-Раненый', 0, 'D3', { wounds: 5 }), at('ПИ-Лекарь', 0, 'B3'), at('ПИ-Раненый', 1, 'E6')],
    });
    t.act(select('C3'), verb(Verb.Ability + 0), target('D3'));
    expect(untilChoice(t)).toBe(true);
    t.act(REPLACE_NONE);
    untilChoice(t);
    t.act(select('B3'), verb(Verb.Ability + 0), target('D3'));
    expect(untilChoice(t)).toBe(false); // declined: the chance is gone
    expect(t.wounds(2)).toBe(3);
  });
});
