/**
 * mechanics/movement/dive.ts: a relocation with `dive` — the cell only next to the target; then the flyer
 * lands on the cell the target left (TimedKind.Landed, +1 movement) and wounds it by X-Y-Z.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { landed } from '../../src/engine/mechanics/movement/dive.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { battle, makeDb, selectAux, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПК-Птица', {
    type: 'flyer',
    move: null,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', filter: { flyer: false }, effect: { op: 'relocate', dive: [1, 2, 5] }, abilityType: 'influence' }],
  }),
  synth('ПК-Болван', { life: 20 }),
]);

function settle(t: ReturnType<typeof battle>): void {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
}

describe('dive: relocate next to the target, land on its cell, wound by X-Y-Z', () => {
  it('a corner target: only its free orthogonal neighbours; the flyer lands and wounds on the Z of a 6; it leaves the battle zone as a flyer again', () => {
    const t = battle(db, {
      cards: [
        { card: 'ПК-Птица', seat: 0, at: 'aux' },
        { card: 'ПК-Болван', seat: 1, at: 'A6' },
        { card: 'ПК-Болван', seat: 0, at: 'E1' },
      ],
    });
    const bird = t.card(0);
    t.act(selectAux(0), verb(Verb.Ability + 0), target('A6'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal().length).toBe(2); // a corner cell has two neighbours
    t.rolls(6).act(t.legal()[0]!);
    settle(t);
    expect(t.cellOf(0)).toBe('A6');
    expect(landed(t.s, bird)).toBe(true);
    expect(t.wounds(1)).toBe(5);
    expect(checkInvariants(t.s)).toBeNull();
    leaveBattleToGrave(t.s, bird);
    expect(landed(t.s, bird)).toBe(false);
    expect(t.s.zone[bird]).toBe(Zone.Grave);
  });
});
