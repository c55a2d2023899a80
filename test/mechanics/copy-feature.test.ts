/**
 * mechanics/features/copy-feature.ts: a copier takes the "при сильном {strike}" feature of a donor shown from
 * its controller's deck (one row per set of donors). Synthetic cards only (a pool of its own: one
 * copier per pool).
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { type Battle, at, battle, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const copy = { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'self', effect: { op: 'copyStrongStrikeFeature' }, abilityType: 'influence' } as const;
const db = compileCardDb([
  synth('КО-Копир', { life: 30, strike: [1, 1, 1], abilities: [copy] }),
  synth('КО-Жгун', { abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'eventCard', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
  synth('КО-Лекарь', { abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }] }),
  synth('КО-Средний', { abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3], attackOnly: true }, target: 'eventCard', effect: { op: 'wound', amount: 5 }, abilityType: 'influence' }] }),
  synth('КО-Болван', { life: 30 }),
]);

function untilShow(t: Battle): boolean {
  for (let g = 0; g < 40; g++) {
    const d = t.decision();
    if (d === Decision.Choice) return true;
    if (d === Decision.Main) return false;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
  return false;
}

function hit(t: Battle): void {
  t.s.flags[t.card(0)] = 0; // open again (a test shortcut)
  t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
}

describe('copying a «при сильном {strike}» feature (mechanics/features/copy-feature.ts)', () => {
  it('donors: exactly a strong-strike trigger of the card itself; the copier has one row per set of donors', () => {
    expect(db.copier).toBe(0);
    expect(Array.from(db.copyDonors)).toEqual([1, 2]); // not КО-Средний (also "в нападении": other words)
    expect(db.copyK).toBe(2);
    expect(db.origOf[db.copyBase + 2]).toBe(0); // set {0, 1}
  });

  it('features accumulate; each donor is shown once; the row holds both', () => {
    const t = battle(db, { cards: [at('КО-Копир', 0, 'C3'), at('КО-Жгун', 0, 'deck'), at('КО-Лекарь', 0, 'deck'), at('КО-Болван', 1, 'C4'), at('КО-Болван', 1, 'A6')] });
    hit(t);
    expect(untilShow(t)).toBe(true);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.act(AMOUNT + 1);
    untilShow(t);
    expect(t.wounds(3)).toBe(1); // the strike only
    hit(t);
    expect(untilShow(t)).toBe(true); // its own trigger, and КО-Жгун's copied one
    expect(t.legal()).toEqual([AMOUNT + 2]);
    t.act(AMOUNT + 2);
    untilShow(t);
    expect(t.wounds(3)).toBe(1 + 1 + 2);
    expect(t.s.card[t.card(0)]).toBe(db.copyBase + 2);
    hit(t);
    expect(untilShow(t)).toBe(false); // nothing left to show
    expect(t.s.extraLives[t.card(0)]).toBe(1); // КО-Лекарь's feature
  });
});
