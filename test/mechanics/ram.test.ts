/**
 * mechanics/strike/ram.ts: `upTo: 'ownLives'` (X named from 1 to the source's current lives) and the
 * composite-stage target 'oppositeEnemyCreature'. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ТР-Таран', {
    life: 5,
    abilities: [{ kind: 'activated', upTo: 'ownLives', target: 'self', effect: { op: 'heal', amount: 0 }, abilityType: 'influence', then: [{ target: 'oppositeEnemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'influence' }] }],
  }),
  synth('ТР-Мишень', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
function settle(t: ReturnType<typeof battle>): void {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe('ram (mechanics/strike/ram.ts)', () => {
  it("upTo 'ownLives': 1..current lives (extra lives count); the stage hits the enemy in front (seat 1 faces down the board)", () => {
    const t = battle(db, { cards: [{ ...at('ТР-Таран', 1, 'C4'), wounds: 2, extraLives: 1 }, at('ТР-Мишень', 0, 'C3'), at('ТР-Мишень', 1, 'C5')], active: 1 });
    t.act(select('C4'), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2, AMOUNT + 3, AMOUNT + 4]);
    t.act(AMOUNT + 4);
    settle(t);
    expect(t.wounds(1)).toBe(4);
    expect(t.wounds(2)).toBe(0); // its own card behind it is not "in front"
  });
  it('an own creature in front is not an enemy: the stage affects no one', () => {
    const t = battle(db, { cards: [at('ТР-Таран', 0, 'C3'), at('ТР-Мишень', 0, 'C4'), at('ТР-Мишень', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 0), AMOUNT + 2);
    settle(t);
    expect(t.wounds(1)).toBe(0);
  });
});
