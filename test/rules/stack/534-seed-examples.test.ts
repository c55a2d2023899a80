/**
 * Seed 001 examples (Heroes 517.1.x, the same replacement rules as classic 534):
 * - Феррос "получает раны только от ударов": a static replacement of every other wound by nothing.
 * - Большой кулак "может вместо Регенерации 4 излечить других существ суммарно до 4": an optional
 *   replacing feature on its own regeneration. The vocabulary heals one chosen creature by the whole
 *   amount (a split "суммарно до 4" among several creatures is not expressible yet).
 */
import { describe, expect, it } from 'vitest';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../../helpers/scenario.js';
import { Decision, Verb } from '../../../src/engine/core/enums.js';
import { REPLACE, REPLACE_NONE } from '../../../src/engine/core/action.js';

const db = makeDb([
  synth('Феррос-тест', { life: 20, abilities: [{ kind: 'replacement', match: { op: 'wound', to: 'self', notFromTypes: ['strike', 'counterStrike'] }, result: { kind: 'nothing' } }] }),
  synth('Стрелок-пример', { ranged: { kind: 'shot', values: [2, 2, 2] } }),
  synth('Боец-пример', { strike: [2, 2, 2] }),
  synth('Большой кулак-тест', {
    icons: { regen: 4 },
    abilities: [{ kind: 'replacement', optional: true, match: { op: 'heal', to: 'self' }, result: { kind: 'replacingFeature', effect: { op: 'heal', amount: 4 }, target: 'otherOwnCreature' } }],
  }),
  synth('Раненый-пример'),
]);

describe('534 seed examples: Феррос and Большой кулак', () => {
  it('Феррос receives wounds only from strikes: a shot does nothing, a simple strike wounds', () => {
    const shot = battle(db, { cards: [{ card: 'Стрелок-пример', seat: 0, at: 'C2' }, { card: 'Феррос-тест', seat: 1, at: 'C5' }] });
    shot.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(shot.wounds('Феррос-тест')).toBe(0);
    const strike = battle(db, { cards: [{ card: 'Боец-пример', seat: 0, at: 'C3' }, { card: 'Феррос-тест', seat: 1, at: 'C4', closed: true }] });
    strike.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(strike.wounds('Феррос-тест')).toBe(2);
  });

  it('Большой кулак may heal another creature instead of regenerating (534.7); declining keeps the regeneration', () => {
    const cards = [
      { card: 'Большой кулак-тест', seat: 0 as const, at: 'C2', wounds: 5 },
      { card: 'Раненый-пример', seat: 0 as const, at: 'A1', wounds: 6 },
      { card: 'Боец-пример', seat: 1 as const, at: 'E6' },
    ];
    const t = battle(db, { cards, active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Replacement);
    t.act(REPLACE + 0);
    t.act(target('A1'));
    expect(t.wounds('Большой кулак-тест')).toBe(5); // its own regeneration was replaced
    expect(t.wounds('Раненый-пример')).toBe(2);
    const u = battle(db, { cards, active: 1, first: 0, turn: 2 });
    u.act(endTurn());
    u.act(REPLACE_NONE);
    expect(u.wounds('Большой кулак-тест')).toBe(1);
    expect(u.wounds('Раненый-пример')).toBe(6);
  });
});
