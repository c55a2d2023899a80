/**
 * "+N к следующему метанию (максимум +M)" (mechanics/dice/next-throw.ts; grant `nextThrow`, TimedKind.NextThrow)
 * on synthetic cards: the next throw takes the whole bonus, a shot neither takes nor spends it, the cap,
 * no cap, the duration.
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { nextThrowBonus } from '../../src/engine/mechanics/dice/next-throw.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const grant = (n: number, max?: number): Ability => ({
  kind: 'activated',
  instant: true,
  target: 'ownCreature',
  effect: { op: 'grant', grant: max === undefined ? { nextThrow: n } : { nextThrow: n, nextThrowMax: max }, duration: 'endOfYourTurn' },
  abilityType: 'influence',
});
const DB = makeDb([
  synth('СМ-Метатель', { life: 10, move: 0, ranged: { kind: 'throw', values: [1, 1, 1] } }),
  synth('СМ-Стрелок', { life: 10, move: 0, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('СМ-Даритель2', { life: 10, move: 0, hasText: true, support: 'implemented', abilities: [grant(2)] }),
  synth('СМ-Даритель1', { life: 10, move: 0, hasText: true, support: 'implemented', abilities: [grant(1, 1)] }),
  synth('СМ-Болван', { life: 20, move: 0 }),
]);
const give = (): number => verb(Verb.Ability + 0);

describe('next throw bonus (mechanics/dice/next-throw.ts)', () => {
  it('the next throw takes the whole bonus (two grants without a cap add up), then it is gone; Mech.NextThrow', () => {
    const t = battle(DB, { cards: [at('СМ-Метатель', 0, 'C3'), at('СМ-Даритель2', 0, 'B2'), at('СМ-Даритель2', 0, 'D2'), at('СМ-Болван', 1, 'C5')] });
    expect(on(t.s, Mech.NextThrow)).toBe(true);
    t.act(select('B2'), give(), target('C3'));
    settle(t);
    t.act(select('D2'), give(), target('C3'));
    settle(t);
    expect(nextThrowBonus(t.s, t.card(0))).toBe(4);
    t.act(select('C3'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(3)).toBe(5);
    expect(nextThrowBonus(t.s, t.card(0))).toBe(0);
  });

  it('"максимум +1": a grant beyond the cap adds nothing', () => {
    const t = battle(DB, { cards: [at('СМ-Метатель', 0, 'C3'), at('СМ-Даритель1', 0, 'B2'), at('СМ-Даритель1', 0, 'D2'), at('СМ-Болван', 1, 'C5')] });
    t.act(select('B2'), give(), target('C3'));
    settle(t);
    t.act(select('D2'), give(), target('C3'));
    settle(t);
    expect(nextThrowBonus(t.s, t.card(0))).toBe(1);
  });

  it('a shot neither takes nor spends it', () => {
    const t = battle(DB, { cards: [at('СМ-Стрелок', 0, 'C3'), at('СМ-Даритель2', 0, 'B2'), at('СМ-Болван', 1, 'C5')] });
    t.act(select('B2'), give(), target('C3'));
    settle(t);
    t.act(select('C3'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(nextThrowBonus(t.s, t.card(0))).toBe(2);
  });

  it('unused, it ends with the duration', () => {
    const t = battle(DB, { cards: [at('СМ-Метатель', 0, 'C3'), at('СМ-Даритель2', 0, 'B2'), at('СМ-Болван', 1, 'C5')] });
    t.act(select('B2'), give(), target('C3'));
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(nextThrowBonus(t.s, t.card(0))).toBe(0);
  });
});
