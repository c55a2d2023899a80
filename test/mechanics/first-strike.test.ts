/**
 * mechanics/strike/first-strike.ts: 'firstStrikeUnanswerable' — the controller's first simple strike this
 * turn gets no counter-strike; the mark ends with the turn. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('ПУ-Клич', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'firstStrikeUnanswerable' }, abilityType: 'influence' }] }),
  synth('ПУ-Боец', { life: 20, strike: [3, 3, 3] }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const run = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('first strike unanswerable (mechanics/strike/first-strike.ts)', () => {
  it('spent by the first strike; not kept into a later turn', () => {
    const t = battle(db, { cards: [at('ПУ-Клич', 0, 'A1'), at('ПУ-Боец', 0, 'C3'), at('ПУ-Боец', 1, 'C4'), at('ПУ-Боец', 0, 'E3'), at('ПУ-Боец', 1, 'E4')] });
    expect(on(t.s, Mech.FirstStrike)).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 0));
    run(t);
    t.act(endTurn());
    run(t);
    t.act(endTurn());
    run(t);
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    run(t);
    expect(t.wounds(1)).toBeGreaterThan(0); // the mark was for the earlier turn only
  });
  it('the mark makes the first strike of the turn unanswerable', () => {
    const t = battle(db, { cards: [at('ПУ-Клич', 0, 'A1'), at('ПУ-Боец', 0, 'C3'), at('ПУ-Боец', 1, 'C4')] });
    t.act(select('A1'), verb(Verb.Ability + 0));
    run(t);
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    run(t);
    expect(t.wounds(1)).toBe(0);
  });
});
