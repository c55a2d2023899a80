/**
 * mechanics/strike/row-attack-cap.ts: `upTo: 'freeEnemyRow'` (a row of the opponent's half not chosen yet
 * this battle) and MechOp.RowAttackCap (attacks, not counter-strikes, of his ordinary creatures in that
 * row wound by at most 1 until the end of his next turn). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { freeRowLeft } from '../../src/engine/mechanics/strike/row-attack-cap.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('РК-Буря', { life: 20, abilities: [{ kind: 'activated', tap: true, upTo: 'freeEnemyRow', target: 'none', effect: { op: 'rowAttackCap' }, abilityType: 'spell' }] }),
  synth('РК-Боец', { life: 20, strike: [4, 4, 4] }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const run = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('row attack cap (mechanics/strike/row-attack-cap.ts)', () => {
  it('each row once a battle; with none left the ability is not offered', () => {
    const t = battle(db, { cards: [at('РК-Буря', 0, 'A1'), at('РК-Боец', 1, 'E6')] });
    expect(on(t.s, Mech.RowAttackCap)).toBe(true);
    for (const r of [3, 1, 2]) {
      t.s.flags[t.card(0)] = t.s.flags[t.card(0)]! & ~(Flag.Closed | Flag.Acted);
      t.act(select('A1'), verb(Verb.Ability + 0), AMOUNT + r);
      run(t);
    }
    t.s.flags[t.card(0)] = t.s.flags[t.card(0)]! & ~(Flag.Closed | Flag.Acted);
    expect(freeRowLeft(t.s, t.card(0))).toBe(false);
    if (t.legal().includes(select('A1'))) {
      t.act(select('A1'));
      expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
    }
  });
  it('an attack from the row wounds 1 (from the casting turn on); a counter-strike from it is not an attack and is not reduced', () => {
    const t = battle(db, { cards: [at('РК-Буря', 0, 'A1'), at('РК-Боец', 0, 'C3'), at('РК-Боец', 1, 'C4'), at('РК-Боец', 0, 'E3', true), at('РК-Боец', 1, 'E4')] });
    t.act(select('A1'), verb(Verb.Ability + 0), AMOUNT + 1);
    run(t);
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    run(t);
    expect(t.wounds(1)).toBeGreaterThan(1); // the counter-strike of C4
    t.act(endTurn());
    run(t);
    t.rolls(6).act(select('E4'), verb(Verb.Strike), target('E3'));
    run(t);
    expect(t.wounds(3)).toBe(1);
  });
});
