/**
 * mechanics/strike/strike-value.ts: 'strikeValueDelta' — the attacker's strike or the counter-strike of a waiting simple strike deals N less; a composite stage gives the source
 * a counter. Synthetic cards only (the scenarios: test/helpers/strike-value-scenarios.ts, shared with Лунная баньши s1_157).
 */
import { describe } from 'vitest';
import { makeDb, synth } from '../helpers/scenario.js';
import { STRIKE_VALUE_BODIES, strikeValueScenarios } from '../helpers/strike-value-scenarios.js';

const CRY = (strike: 'attacker' | 'counter') =>
  ({ kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeValueDelta', amount: 1, strike }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }) as const;

const db = makeDb([
  synth('Крикун', {
    life: 7,
    hasText: true,
    support: 'implemented',
    abilities: [
      { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
      CRY('attacker'),
      CRY('counter'),
    ],
  }),
  ...STRIKE_VALUE_BODIES,
]);

describe('strikeValueDelta', () => {
  strikeValueScenarios(db, 'Крикун', '');
});
