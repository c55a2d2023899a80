/**
 * «Сеть» (mechanics/markers/net.ts, TimedKind.Net, Mech.Net): a grant `net` — while it exists the card cannot
 * move or act (its instants included), and an attack feature at it is blocked and removes it.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { canMove } from '../../src/engine/core/movement.js';
import { usableAbilities } from '../../src/engine/core/instants.js';
import { netted } from '../../src/engine/mechanics/markers/net.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('СТ-Ловец', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'grant', grant: { net: true }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('СТ-Чародей', { life: 20, abilities: [{ kind: 'activated', tap: true, instant: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }] }),
  synth('СТ-Болван', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });

describe('net (mechanics/markers/net.ts)', () => {
  it('a netted card cannot move and has no usable ability (instants too); the net ends with its duration', () => {
    const t = battle(db, { cards: [at('СТ-Ловец', 0, 'C2'), at('СТ-Чародей', 1, 'C4'), at('СТ-Болван', 0, 'A1')] });
    const mage = t.card(1);
    expect(on(t.s, Mech.Net)).toBe(true);
    t.act(select('C2'), verb(Verb.Ability + 0), target('C4'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Main; g++) t.act(t.legal()[0]!);
    expect(netted(t.s, mage)).toBe(true); // 'endOfTurn': this turn
    expect(canMove(t.s, mage)).toBe(false);
    expect(usableAbilities(t.s, mage, true)).toBe(0);
    expect(usableAbilities(t.s, mage, false)).toBe(0);
    t.act(endTurn());
    expect(netted(t.s, mage)).toBe(false);
    expect(canMove(t.s, mage)).toBe(true);
    expect(usableAbilities(t.s, mage, false)).not.toBe(0);
  });
});
