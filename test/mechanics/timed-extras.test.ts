/**
 * Timed regeneration and timed "-N от немагических атак" (core/systems/durations.ts Grant.regen /
 * Grant.nonMagicReduction; TimedKind.Regen / PreventNonMagic; Cap.TimedExtras): the regeneration is
 * added at the holder's turn start (turn.ts), the prevention reduces non-magical attacks (effects.ts 533).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ВТ-Лекарь', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'ownCreature', effect: { op: 'grant', grant: { regen: 2 }, duration: 'endOfYourNextTurn' }, abilityType: 'influence' }] }),
  synth('ВТ-Щит', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'ownCreature', effect: { op: 'grant', grant: { nonMagicReduction: 2 }, duration: { opponentTurns: 1 } }, abilityType: 'influence' }] }),
  synth('ВТ-Раненый', { life: 20 }),
  synth('ВТ-Стрелок', { life: 20, ranged: { kind: 'shot', values: [3, 3, 3] } }),
  synth('ВТ-Разрядник', { life: 20, ranged: { kind: 'discharge', values: [3, 3, 3] } }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('timed regeneration and non-magic prevention (durations.ts)', () => {
  it('Grant.regen: the holder regenerates at its next turn start', () => {
    const t = battle(db, { cards: [at('ВТ-Лекарь', 0, 'A1'), { ...at('ВТ-Раненый', 0, 'C1'), wounds: 5 }, at('ВТ-Раненый', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), target('C1'));
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(t.wounds(1)).toBe(5);
    t.act(endTurn());
    settle(t);
    expect(t.wounds(1)).toBe(3);
  });
  it('Grant.nonMagicReduction: a shot is reduced, a discharge is not', () => {
    for (const [shooter, w] of [['ВТ-Стрелок', 1], ['ВТ-Разрядник', 3]] as const) {
      const t = battle(db, { cards: [at('ВТ-Щит', 0, 'A1'), at('ВТ-Раненый', 0, 'C1'), at(shooter, 1, 'E6')] });
      t.act(select('A1'), verb(Verb.Ability), target('C1'));
      settle(t);
      t.act(endTurn());
      settle(t);
      t.rolls(1).act(select('E6'), verb(Verb.Ranged), target('C1'));
      settle(t);
      expect(t.wounds(1), shooter).toBe(w);
    }
  });
});
