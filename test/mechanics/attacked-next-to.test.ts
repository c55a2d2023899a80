/**
 * "При дальней атаке по существу, стоящему рядом с <картой> — может телепортироваться на свободную клетку
 * рядом с атаковавшим (1 раз за бой)" (mechanics/movement/attacked-next-to.ts) on synthetic cards: the trigger
 * point 'rangedAttackNextTo', the relocation next to the event card, once per battle.
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { at, battle, cells, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const jumper: Ability = {
  kind: 'triggered',
  on: 'rangedAttackNextTo',
  fromTypes: ['shot', 'throw', 'discharge', 'throughRow'],
  optional: true,
  perBattle: true,
  target: 'self',
  effect: { op: 'relocate', nextToEventCard: true },
  abilityType: 'influence',
};
const DB = makeDb([
  synth('АР-Прыгун', { life: 20, move: 1, hasText: true, support: 'implemented', abilities: [jumper] }),
  synth('АР-Стрелок', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1] } }),
  synth('АР-Маг', { life: 20, ranged: { kind: 'magic', values: [1, 1, 1] } }),
  synth('АР-Стена', { life: 20, move: 0 }),
]);

describe('rangedAttackNextTo: a ranged attack at a creature next to the card (mechanics/movement/attacked-next-to.ts)', () => {
  it('a shot at a creature next to it: it may teleport to a free cell next to the shooter, spending no {move}', () => {
    const t = battle(DB, { active: 1, cards: [at('АР-Прыгун', 0, 'C1'), at('АР-Стена', 0, 'C2'), at('АР-Стрелок', 1, 'C5'), at('АР-Стена', 1, 'D5')] });
    t.act(select('C5'), verb(Verb.Ranged), target('C2'));
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([TRIGGER + 0, TRIGGER_SKIP + 0]);
    t.act(TRIGGER + 0);
    // The free cells next to the shooter (8-neighbourhood), D5 taken.
    expect(t.legal()).toEqual(cells(target, 'B4', 'C4', 'D4', 'B5', 'B6', 'C6', 'D6'));
    t.act(target('C4'));
    settle(t);
    expect(t.cellOf(0)).toBe('C4');
    expect(t.wounds(1)).toBe(1);
    expect(t.moveLeft(0)).toBe(1);
  });

  it('not for an attack at itself, at a creature not next to it, or for a magic strike', () => {
    const t = battle(DB, { active: 1, cards: [at('АР-Прыгун', 0, 'C1'), at('АР-Стена', 0, 'C2'), at('АР-Стрелок', 1, 'C5'), at('АР-Маг', 1, 'B3'), at('АР-Стена', 0, 'A2'), at('АР-Стрелок', 1, 'E5')] });
    t.act(select('C5'), verb(Verb.Ranged), target('C1')); // at itself
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Main);
    t.act(select('B3'), verb(Verb.Ranged), target('C2')); // a magic strike at a creature next to it
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Main);
    t.act(select('E5'), verb(Verb.Ranged), target('A2')); // A2 is not next to C1
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('C1');
  });

  it('once per battle', () => {
    const t = battle(DB, { active: 1, cards: [at('АР-Прыгун', 0, 'C1'), at('АР-Стена', 0, 'C2'), at('АР-Стена', 0, 'C3'), at('АР-Стрелок', 1, 'C5'), at('АР-Стрелок', 1, 'B5')] });
    t.act(select('C5'), verb(Verb.Ranged), target('C2'), TRIGGER + 0, target('C4'));
    settle(t);
    expect(t.cellOf(0)).toBe('C4');
    t.act(select('B5'), verb(Verb.Ranged), target('C3')); // C3 is next to C4 now
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(1);
  });

  it('no free cell next to the attacker: not declared', () => {
    const t = battle(DB, { active: 1, cards: [at('АР-Прыгун', 0, 'A1'), at('АР-Стена', 0, 'A2'), at('АР-Стрелок', 1, 'A6'), at('АР-Стена', 1, 'A5'), at('АР-Стена', 1, 'B5'), at('АР-Стена', 1, 'B6')] });
    t.act(select('A6'), verb(Verb.Ranged), target('A2'));
    settle(t, 0);
    expect(t.decision()).toBe(Decision.Trigger); // "может": offered, then withdrawn with no cell to name (512.5.2)
    t.act(TRIGGER + 0);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('A1');
  });
});
