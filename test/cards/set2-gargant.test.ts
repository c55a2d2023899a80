/**
 * Set 2 (src/engine/cards/set2): Гаргант s2_64 — its compiled
 * data with set 1 (compileCardDb: the mechanic's op code in db.abOp), and its compile-time check
 * (mechanics/triggers/armour-counters.ts).
 */
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { MECH_OP_BASE } from '../../src/engine/core/codes.js';
import { AbKind, AttackKind, Trig, Verb } from '../../src/engine/core/enums.js';
import { battle, makeDb, select, settle, target, verb } from '../helpers/scenario.js';
import type { CardDef } from '../../src/engine/vocab/card.js';

describe('Гаргант s2_64', () => {
  const def = SET2_CARDS.find((d) => d.id === 's2_64')!;

  it('"В конце хода противника получает X {counter}": an end-of-enemy-turn trigger on itself with the mechanic\'s op code', () => {
    const db = compileCardDb([...ALL_CARDS, ...SET2_CARDS]);
    expect(ALL_CARDS.some((d) => d.id === 's2_64')).toBe(false); // not in the bundled pool
    const c = db.byId.get('s2_64')!;
    const a = db.abilStart[c]!;
    expect(db.abilStart[c + 1]! - a).toBe(3); // and the compiler's "close to gain {counter}" (123.3)
    expect(db.abKind[a]).toBe(AbKind.Triggered);
    expect(db.abTrigger[a]).toBe(Trig.EndOfEnemyTurn);
    expect(db.abType[a]).toBe(AttackKind.Influence);
    expect(db.abOptional[a]).toBe(0); // "получает": not "может"
    expect(db.abOp[a]).toBe(MECH_OP_BASE + 0); // MechOp.CountersPerArmourLeft (mechanics/ids.ts)
    expect(db.hooks.effectOps[db.abOp[a]!]).not.toBeNull(); // the op's entry (mechanics/index.ts effectOps)
    expect(db.armor[c]).toBe(2);
    const b = a + 1; // 3 {counter}{tap}: особый удар кистенем на 3-4-6
    expect(db.abKind[b]).toBe(AbKind.Activated);
    expect(db.abType[b]).toBe(AttackKind.SpecialStrike);
    expect([db.abTap[b], db.abAmount[b], db.abAmountFrom[b]]).toEqual([1, 0, 7]); // amounts.ts AmountFrom.DieScale
    expect(Array.from(db.abRangedValue.subarray(3 * b, 3 * b + 3))).toEqual([3, 4, 6]);
  });

  const sdb = makeDb(SET2_CARDS);
  for (const [roll, wounds] of [[1, 3], [3, 3], [4, 4], [5, 4], [6, 6]] as const) {
    it(`"3 {counter}{tap}: Особый удар кистенем на 3-4-6": a die of ${roll} wounds the creature next to it by ${wounds}; 3 counters spent, it closes`, () => {
      const t = battle(sdb, { cards: [{ card: 'Гаргант', seat: 0, at: 'C3', counters: 3 }, { card: 'Кочевник', seat: 1, at: 'C4' }] });
      t.rolls(roll).act(select('C3'), verb(Verb.Ability + 1), target('C4')); // Verb.Ability + k: its k-th feature (0: the trigger)
      settle(t);
      expect(t.wounds(1)).toBe(wounds);
      expect(t.s.counters[t.card(0)]).toBe(0);
      expect(t.closed(0)).toBe(true);
    });
  }

  it('"3 {counter}": with 2 counters the special strike cannot be declared', () => {
    const t = battle(sdb, { cards: [{ card: 'Гаргант', seat: 0, at: 'C3', counters: 2 }, { card: 'Кочевник', seat: 1, at: 'C4' }] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 1));
  });

  it('"получает" is the card\'s own: the op with another target is refused, naming the card and the field', () => {
    const t = def.abilities![0]!;
    const bad: CardDef = { ...def, abilities: [{ ...t, target: 'adjacentCreature' } as typeof t] };
    expect(() => compileCardDb([...ALL_CARDS, bad])).toThrow(/card s2_64 «Гаргант», ability 0: target: 'countersPerArmourLeft' gives the card its own counters: target 'self', not 'adjacentCreature'/);
  });
});
