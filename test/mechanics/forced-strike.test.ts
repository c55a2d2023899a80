/**
 * mechanics/strike/forced-strike.ts: simple strikes made as a feature's effect — 'target' (the target strikes a
 * card next to it named by the feature's controller, then closes; as at a closed card at its own side's
 * card) and 'adjacentOwn' (each own creature next to the target fights it as two open cards, in the
 * order the controller names, nobody closing). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('Гипнотизёр', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyCreature', filter: { open: true }, effect: { op: 'forcedStrike', who: 'target' }, abilityType: 'spell' }],
  }),
  synth('Мать', { hasText: true, support: 'implemented', abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'forcedStrike', who: 'adjacentOwn' }, abilityType: 'influence' }] }),
  synth('Стена', { life: 20, strike: [1, 1, 1] }),
  synth('Бугай', { life: 20, strike: [3, 4, 5] }),
  synth('Заговорённый', { life: 20, strike: [1, 1, 1], icons: { zoz: true } }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, c: string, closed = false) => ({ card, seat, at: c, closed });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}
const ab0 = verb(Verb.Ability + 0);

describe("forcedStrike 'target'", () => {
  it('the feature controller names the struck card; at the creature\'s own side\'s card only it rolls (as at a closed card); then it closes; Mech.ForcedStrike', () => {
    const t = battle(db, { cards: [at('Гипнотизёр', 0, 'A1'), at('Бугай', 1, 'C4'), at('Стена', 1, 'D4'), at('Стена', 0, 'C3')] });
    expect(on(t.s, Mech.ForcedStrike)).toBe(true);
    t.act(select('A1'), ab0, target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('C3'), target('D4')]);
    t.rolls(6).act(target('D4')); // one die: a closed-card strike, 6 → strong 5
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(5);
    expect(t.wounds(1)).toBe(0); // no counter-strike
    expect(t.closed(1)).toBe(true);
    expect(t.moveLeft(1)).toBe(2); // it closed, it did not act
    expect(t.closed(0)).toBe(true);
  });

  it('at an open card of the other side: a dice fight, no defender asked', () => {
    const t = battle(db, { cards: [at('Гипнотизёр', 0, 'A1'), at('Бугай', 1, 'C4'), at('Стена', 0, 'C3'), at('Стена', 0, 'D3')] });
    t.act(select('A1'), ab0, target('C4'));
    settle(t);
    t.rolls(1, 4).act(target('C3')); // 1 vs 4: −3, a weak counter-strike (1)
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(1)).toBe(true);
    expect(t.closed(2)).toBe(false); // nobody defended
    expect(t.closed(3)).toBe(false);
  });

  it('one card next to it: no question; none: it only closes; a closed creature is no target', () => {
    const t = battle(db, { cards: [at('Гипнотизёр', 0, 'A1'), at('Бугай', 1, 'C4'), at('Стена', 0, 'C3', true)] });
    t.rolls(6).act(select('A1'), ab0, target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(5); // a closed card: strong 5
    const u = battle(db, { cards: [at('Гипнотизёр', 0, 'A1'), at('Бугай', 1, 'C5'), at('Стена', 1, 'E6', true), at('Стена', 0, 'A2')] });
    u.act(select('A1'), ab0);
    expect(u.legal()).toEqual([target('C5')]); // the closed Стена is not offered
    u.act(target('C5'));
    settle(u);
    expect(u.decision()).toBe(Decision.Main);
    expect(u.closed(1)).toBe(true);
  });

  it('a struck card with protection from spells takes no harm; the creature still closes', () => {
    const t = battle(db, { cards: [at('Гипнотизёр', 0, 'A1'), at('Бугай', 1, 'C4'), at('Заговорённый', 0, 'C3', true)] });
    t.rolls(6).act(select('A1'), ab0, target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(0);
    expect(t.closed(1)).toBe(true);
  });

  it('the target closed before the legality check: the feature is removed unpaid', () => {
    // The opponent's own Гипнотизёр keeps the round open (he could answer), so something can happen before the execution.
    const t = battle(db, { cards: [at('Гипнотизёр', 0, 'A1'), at('Бугай', 1, 'C4'), at('Стена', 0, 'C3'), at('Гипнотизёр', 1, 'E6')] });
    t.act(select('A1'), ab0, target('C4'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.s.flags[t.card(1)] = t.s.flags[t.card(1)]! | Flag.Closed; // closed by some answer
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(0);
    expect(t.closed(0)).toBe(false);
  });
});

describe("forcedStrike 'adjacentOwn'", () => {
  it('each own creature next to the target fights it as open cards, in the named order; nobody closes or acts', () => {
    const t = battle(db, { cards: [at('Мать', 0, 'A1'), at('Стена', 0, 'C3', true), at('Бугай', 0, 'D3'), at('Стена', 1, 'C4', true)] });
    t.act(select('A1'), ab0, target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([target('C3'), target('D3')]);
    // Бугай first (6 vs 1: +5, strong 5), then Стена (3 vs 3: weak 1); the closed target rolls as open.
    t.s.log = [];
    t.rolls(6, 1, 3, 3).act(target('D3'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.log.some((l) => l.includes('кубики: 6 против 1'))).toBe(true);
    expect(t.s.log.some((l) => l.includes('кубики: 3 против 3'))).toBe(true);
    expect(t.s.log.findIndex((l) => l.includes('6 против 1'))).toBeLessThan(t.s.log.findIndex((l) => l.includes('3 против 3')));
    expect(t.wounds(3)).toBe(6);
    expect(t.closed(2)).toBe(false);
    expect(t.closed(1)).toBe(true);
    expect(t.closed(3)).toBe(true);
    expect(t.closed(0)).toBe(true);
    // Бугай may still strike this turn.
    t.act(select('D3'));
    expect(t.legal()).toContain(verb(Verb.Strike));
  });

  it('a fight whose target died before it is skipped', () => {
    const t = battle(db, { cards: [at('Мать', 0, 'A1'), at('Бугай', 0, 'C3'), at('Бугай', 0, 'D3'), at('Стена', 1, 'C4'), at('Стена', 1, 'E6')] });
    t.s.wounds[t.card(3)] = 16;
    t.act(select('A1'), ab0, target('C4'));
    settle(t);
    t.rolls(6, 1).act(target('C3'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.zoneOf(3)).not.toBe(4); // dead
  });
});
