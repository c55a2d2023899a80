/**
 * Movement remembered for one turn (mechanics/movement/moved-last-turn.ts): in games with Mech.MovesRemembered,
 * at the start of a reader's controller's turn, the enemy card opposite the reader that moved in the
 * ending turn gets a TimedKind.MovedLastTurn entry for this turn; the amount 'targetStayedLastEnemyTurn'
 * (amounts.ts) adds 1 for a target without it, from G.Turn 2 on.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДВ-Жар', { life: 20, abilities: [{ kind: 'triggered', on: 'startOfOwnTurn', target: 'enemyCreature', filter: { opposite: true }, effect: { op: 'wound', amount: 1 }, abilityType: 'influence', amountFrom: 'targetStayedLastEnemyTurn' }] }),
  synth('ДВ-Ходок', { life: 20 }),
  synth('ДВ-Простой', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const toSeat0 = (t: ReturnType<typeof battle>) => {
  t.act(endTurn());
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('moved-last-turn (TimedKind.MovedLastTurn, amountFrom targetStayedLastEnemyTurn)', () => {
  it('the card opposite that moved in the ending turn is remembered for this turn: no +1', () => {
    const t = battle(db, { cards: [at('ДВ-Жар', 0, 'E3'), at('ДВ-Ходок', 1, 'E5')], active: 1 });
    t.act(select('E5'), verb(Verb.Move), target('E4'));
    toSeat0(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.s.timedLen[0]).toBe(1);
  });
  it('a card that stayed: +1; nothing is written', () => {
    const t = battle(db, { cards: [at('ДВ-Жар', 0, 'E3'), at('ДВ-Ходок', 1, 'E4')], active: 1 });
    toSeat0(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.s.timedLen[0]).toBe(0);
  });
  it('a game without a reader writes nothing', () => {
    const t = battle(db, { cards: [at('ДВ-Простой', 0, 'E3'), at('ДВ-Ходок', 1, 'E5')], active: 1 });
    t.act(select('E5'), verb(Verb.Move), target('E4'));
    toSeat0(t);
    expect(t.s.timedLen[0]).toBe(0);
  });
});
