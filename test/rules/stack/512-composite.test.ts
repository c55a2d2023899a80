import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb } from '../../helpers/scenario.js';
import { Decision, Verb } from '../../../src/engine/core/enums.js';
import { G } from '../../../src/engine/core/state.js';

// A composite feature: wound a chosen enemy by 2, then heal a chosen own creature by 1; one {tap},
// paid once; counters prepaid only at the first ability's legality check.
const db = makeDb([
  synth('Композитор', {
    abilities: [
      {
        kind: 'activated',
        tap: true,
        counters: 1,
        prepay: true,
        target: 'enemyCreature',
        effect: { op: 'wound', amount: 2 },
        abilityType: 'spell',
        then: [{ target: 'ownCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }],
      },
    ],
  }),
  synth('Пациент'),
  synth('Враг'),
]);

describe('512.3 composite features', () => {
  it('512.3: several declaration and execution stages, one payment; 512.5.3 reserve and prepayment only at the first', () => {
    const t = battle(db, {
      cards: [
        { card: 'Композитор', seat: 0, at: 'C2', counters: 1 },
        { card: 'Пациент', seat: 0, at: 'A1', wounds: 3 },
        { card: 'Враг', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability + 0), target('E6'));
    // The first ability executed (prepaid counter gone, wound applied); the second asks its target now.
    expect(t.decision()).toBe(Decision.Target);
    expect(t.wounds('Враг')).toBe(2);
    expect(t.s.counters[t.card('Композитор')]).toBe(0);
    expect(t.closed('Композитор')).toBe(false); // one payment stage, at the end
    t.act(target('A1'));
    expect(t.wounds('Пациент')).toBe(2);
    expect(t.closed('Композитор')).toBe(true);
    expect(t.s.g[G.StackLen]).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('512.3 negative: a further ability without a legal target is skipped, the feature is still paid once', () => {
    const t = battle(db, {
      cards: [
        { card: 'Композитор', seat: 0, at: 'C2', counters: 1 },
        { card: 'Враг', seat: 1, at: 'E6' },
      ],
    });
    // Its only own creature is itself: "ownCreature" includes it, so make the heal target the caster.
    t.act(select('C2'), verb(Verb.Ability + 0), target('E6'));
    expect(t.legal()).toEqual([target('C2')]);
    t.act(target('C2'));
    expect(t.closed('Композитор')).toBe(true);
    expect(t.s.counters[t.card('Композитор')]).toBe(0);
  });
});
