/**
 * Set 2 (src/engine/cards/set2): Стражник Туллена s2_12 —
 * its compiled data with set 1 (compileCardDb), and its compile-time checks (mechanics/triggers/if-open.ts).
 */
import { MECH_CAP_WORDS } from '../../src/engine/core/codes.js';
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { AbKind, AttackKind, Trig } from '../../src/engine/core/enums.js';
import type { CardDef } from '../../src/engine/vocab/card.js';

describe('Стражник Туллена s2_12', () => {
  const def = SET2_CARDS.find((d) => d.id === 's2_12')!;

  it('compiles with set 1: Строй ОвЗ 1, and the end-of-enemy-turn special strike with "если открыт"', () => {
    const db = compileCardDb([...ALL_CARDS, ...SET2_CARDS]);
    expect(ALL_CARDS.some((d) => d.id === 's2_12')).toBe(false); // not in the bundled pool
    const c = db.byId.get('s2_12')!;
    expect(c).toBe(ALL_CARDS.length);
    const a0 = db.abilStart[c]!;
    expect(db.abilStart[c + 1]! - a0).toBe(2);
    expect(db.abKind[a0]).toBe(AbKind.Formation);
    expect(db.abGrantOvz[a0]).toBe(1);
    const a = a0 + 1;
    expect(db.abKind[a]).toBe(AbKind.Triggered);
    expect(db.abTrigger[a]).toBe(Trig.EndOfEnemyTurn);
    expect(db.abType[a]).toBe(AttackKind.SpecialStrike);
    expect(db.abOptional[a]).toBe(1);
    expect(db.abTap[a]).toBe(0);
    expect(db.abMech[a]).toBe(1); // IF_OPEN
    expect(db.mechCaps[c * MECH_CAP_WORDS]).toBe(1); // Mech.IfOpen = 0: bit 0 of the card's first word
    // Only the card's own rows (its armed twin keeps its features: mechanics/strike/granted-strike.ts).
    for (let r = 0; r < db.mechCaps.length; r++) if ((db.mechCaps[r]! & 1) !== 0 && r % MECH_CAP_WORDS === 0) expect(db.origOf[r / MECH_CAP_WORDS]).toBe(c);
  });

  it('"если открыт" on another trigger point is refused, naming the card and the field', () => {
    const t = def.abilities![1]!;
    const bad: CardDef = { ...def, abilities: [{ ...t, on: 'startOfOwnTurn' } as typeof t] };
    expect(() => compileCardDb([...ALL_CARDS, bad])).toThrow(/card s2_12 «Стражник Туллена», ability 0: ifOpen: "если открыт" is a condition of the end-of-turn triggers .* not of 'startOfOwnTurn'/);
  });
});
