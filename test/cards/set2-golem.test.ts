/**
 * Set 2 (src/engine/cards/set2): Глиняный голем s2_58 — its compiled data with set 1 (the mechanic's data word in db.abMech, mechanics/ids.ts MechWord).
 * Its play is in test/mechanics/wounds-from-one-attack.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { AbKind, AttackKind, Kw, Trig } from '../../src/engine/core/enums.js';
import { MECH_WORD_VALUE_SHIFT, MechWord } from '../../src/engine/mechanics/ids.js';

describe('Глиняный голем s2_58', () => {
  it('"Когда получает 3 или более раны от одной атаки получить еще 3 раны": a selfWounded trigger with the mechanic\'s word, wounding itself by 3', () => {
    const db = compileCardDb([...ALL_CARDS, ...SET2_CARDS]);
    expect(ALL_CARDS.some((d) => d.id === 's2_58')).toBe(false); // not in the bundled pool
    const c = db.byId.get('s2_58')!;
    const a = db.abilStart[c]!;
    expect(db.abilStart[c + 1]! - a).toBe(1);
    expect(db.abKind[a]).toBe(AbKind.Triggered);
    expect(db.abTrigger[a]).toBe(Trig.SelfWounded);
    expect(db.abType[a]).toBe(AttackKind.Influence);
    expect(db.abOptional[a]).toBe(0); // "получить": not "может"
    expect(db.abAmount[a]).toBe(3);
    expect(db.abMech[a]).toBe(MechWord.WoundsFromOneAttack | (3 << MECH_WORD_VALUE_SHIFT));
    expect(db.kw[c]! & Kw.ProtPoison).not.toBe(0); // {zoo}
  });
});
