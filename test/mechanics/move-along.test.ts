/**
 * "При движении <карты> на соседнюю клетку — противник обязан переместить любое свое существо в том же
 * направлении; если он не может или не хочет — +N к следующему метанию" (mechanics/movement/move-along.ts) on
 * synthetic cards: one trigger per step of a move, each with its step's direction (turn-record.ts
 * pathDirections), the opponent's answer per trigger; jumps and teleports are no steps.
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS, TRIGGER } from '../../src/engine/core/action.js';
import { Dir } from '../../src/engine/core/systems/turn-record.js';
import { G, TR, Tr } from '../../src/engine/core/state.js';
import { nextThrowBonus } from '../../src/engine/mechanics/dice/next-throw.js';
import { at, battle, cells, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const along: Ability = { kind: 'triggered', on: 'selfSteps', target: 'self', effect: { op: 'moveAlong', amount: 3 }, abilityType: 'influence' };
const DB = makeDb([
  synth('МВ-Ходок', { life: 10, move: 2, hasText: true, support: 'implemented', abilities: [along], ranged: { kind: 'throw', values: [1, 1, 1] } }),
  synth('МВ-Прыгун', { life: 10, move: 1, hasText: true, support: 'implemented', abilities: [along, { kind: 'jump', range: 2 }] }),
  synth('МВ-Болван', { life: 10, move: 0 }),
]);

describe('moveAlong: the opponent moves a creature along each step (mechanics/movement/move-along.ts)', () => {
  it('a move of two cells fires twice, each with its own direction; the opponent answers each', () => {
    const t = battle(DB, { cards: [at('МВ-Ходок', 0, 'C2'), at('МВ-Болван', 1, 'B5'), at('МВ-Болван', 1, 'E4')] });
    t.act(select('C2'), verb(Verb.Move), target('D3'));
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.s.g[G.TrigLen]).toBe(2);
    // The path of turn-record.ts: C2 → D2 (right), D2 → D3 (down), first step first.
    expect([t.s.trig[0 * TR + Tr.Amount], t.s.trig[1 * TR + Tr.Amount]]).toEqual([Dir.Right, Dir.Down]);
    t.act(TRIGGER + 0); // right declared first, then down (the last one, without a question): down executes first
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    expect(t.legal()).toEqual([...cells(target, 'B5', 'E4'), PASS].sort((a, b) => a - b));
    t.act(target('E4'));
    settle(t, 0);
    // Right: E5 is on the last column; B5 → C5.
    expect(t.legal()).toEqual([target('B5'), PASS].sort((a, b) => a - b));
    t.act(target('B5'));
    settle(t);
    expect([t.cellOf(1), t.cellOf(2)]).toEqual(['C5', 'E5']);
    expect(nextThrowBonus(t.s, t.card(0))).toBe(0);
  });

  it('declined for one step, done for the other: the bonus once', () => {
    const t = battle(DB, { cards: [at('МВ-Ходок', 0, 'C2'), at('МВ-Болван', 1, 'B5')] });
    t.act(select('C2'), verb(Verb.Move), target('C4'), TRIGGER + 0);
    settle(t, 0);
    t.act(PASS);
    settle(t, 0);
    t.act(target('B5'));
    settle(t);
    expect(t.cellOf(1)).toBe('B6');
    expect(nextThrowBonus(t.s, t.card(0))).toBe(3);
  });

  it('a jump is no move by steps: nothing fires', () => {
    const t = battle(DB, { cards: [at('МВ-Прыгун', 0, 'C2'), at('МВ-Болван', 1, 'B5')] });
    t.act(select('C2'), verb(Verb.Ability + 1), target('C4'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(1)).toBe('B5');
    expect(nextThrowBonus(t.s, t.card(0))).toBe(0);
  });
});
