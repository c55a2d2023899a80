/**
 * Drawn discharges (core/systems/keywords.ts drawnRangedTargets): 'drawsDischargesNearEnemy' — enemy
 * discharges may name only such a card while it stands next to an enemy creature, at any range; a
 * discharger next to it has no target; 'ignoresDrawnDischarges' discharges as usual. And the
 * selfStruck trigger with `strike.ranged` and `fromTypes` (a ranged attack of one kind).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ВР-Магнит', { life: 20, abilities: [{ kind: 'keyword', keyword: 'drawsDischargesNearEnemy' }] }),
  synth('ВР-Громоотвод', {
    life: 20,
    abilities: [{ kind: 'triggered', on: 'selfStruck', strike: { ranged: 'only' }, fromTypes: ['discharge'], target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('ВР-Разрядник', { life: 20, ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 } }),
  synth('ВР-Стрелок', { life: 20, ranged: { kind: 'shot', values: [1, 1, 1], range: 3 } }),
  synth('ВР-Игнор', { life: 20, ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 }, abilities: [{ kind: 'keyword', keyword: 'ignoresDrawnDischarges' }] }),
  synth('ВР-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('drawn discharges (keywords.ts drawsDischargesNearEnemy, ignoresDrawnDischarges)', () => {
  it('next to an enemy creature it is the only discharge target, out of range too; shots keep their targets', () => {
    const cards = [at('ВР-Разрядник', 0, 'A1'), at('ВР-Мишень', 0, 'E3'), at('ВР-Магнит', 1, 'E4'), at('ВР-Мишень', 1, 'A4')];
    const t = battle(db, { cards });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('E4')]); // A1 → E4: distance 7 > range 3
    t.rolls(1).act(target('E4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    const u = battle(db, { cards: [at('ВР-Стрелок', 0, 'A1'), ...cards.slice(1)] });
    u.act(select('A1'), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('A4')]);
  });
  it('next to no enemy creature: the usual targets', () => {
    const t = battle(db, { cards: [at('ВР-Разрядник', 0, 'A1'), at('ВР-Магнит', 1, 'E4'), at('ВР-Мишень', 1, 'A4')] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('A4')]);
  });
  it('a discharger next to it cannot discharge at anyone', () => {
    const t = battle(db, { cards: [at('ВР-Разрядник', 0, 'C3'), at('ВР-Магнит', 1, 'C4'), at('ВР-Мишень', 1, 'A5')] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
  });
  it('ignoresDrawnDischarges: the usual targets', () => {
    const t = battle(db, { cards: [at('ВР-Игнор', 0, 'A1'), at('ВР-Мишень', 0, 'E3'), at('ВР-Магнит', 1, 'E4'), at('ВР-Мишень', 1, 'A4')] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('A4')]);
  });
  it('selfStruck with strike.ranged and fromTypes discharge: a discharge fires it, a shot does not', () => {
    for (const [shooter, n] of [['ВР-Разрядник', 1], ['ВР-Стрелок', 0]] as const) {
      const t = battle(db, { cards: [at(shooter, 0, 'A1'), at('ВР-Громоотвод', 1, 'A4')] });
      t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('A4'));
      settle(t);
      expect(t.wounds(1)).toBe(1);
      expect(t.s.counters[t.card(1)], shooter).toBe(n);
    }
  });
});
