/**
 * mechanics/dice/strike-dice.ts: the dice of a simple strike chosen or changed by features — 'twoDice'
 * (a second die, its controller chooses), dieDelta modes 'reroll' and 'woundIfOne', and the order
 * rule "rerolls before ±X". Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const win = { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', abilityType: 'influence' } as const;
const db = makeDb([
  synth('Двойной', { life: 20, strike: [2, 4, 6], hasText: true, support: 'implemented', abilities: [{ kind: 'keyword', keyword: 'twoDice' }] }),
  synth('Мишень', { life: 20, strike: [1, 1, 1] }),
  synth('Везунчик', {
    life: 20,
    hasText: true,
    support: 'implemented',
    abilities: [
      { ...win, effect: { op: 'dieDelta', amount: 1, die: 'attacker' } },
      { ...win, effect: { op: 'dieDelta', amount: 0, die: 'attacker', mode: 'reroll' } },
      { ...win, effect: { op: 'dieDelta', amount: 0, die: 'defender', mode: 'reroll' } },
    ],
  }),
  synth('Метка', {
    life: 20,
    hasText: true,
    support: 'implemented',
    abilities: [
      { ...win, effect: { op: 'dieDelta', amount: 2, die: 'attacker', mode: 'woundIfOne' } },
      { ...win, effect: { op: 'dieDelta', amount: 2, die: 'defender', mode: 'woundIfOne' } },
    ],
  }),
  synth('Опытный', { life: 20, strike: [2, 2, 2], icons: { ova: 1 } }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
/** Pass every priority round until the Choice subphase (or another decision than Priority). */
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}
const ab = (k: number): number => verb(Verb.Ability + k);

describe('twoDice', () => {
  it('the attacker rolls a second die and its controller chooses; Mech.StrikeDice per game', () => {
    for (const [pick, wounds] of [[AMOUNT + 1, 0], [AMOUNT + 2, 4]] as const) {
      const t = battle(db, { cards: [at('Двойной', 0, 'C3'), at('Мишень', 1, 'C4')] });
      expect(on(t.s, Mech.StrikeDice)).toBe(true);
      // Attacker 1, struck 3, the attacker's second die 6: 1 vs 3 misses, 6 vs 3 a medium strike (4).
      t.rolls(1, 3, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
      settle(t);
      expect(t.decision()).toBe(Decision.Choice);
      expect(t.decider()).toBe(0);
      expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
      t.act(pick);
      settle(t);
      expect(t.decision()).toBe(Decision.Main);
      expect(t.wounds(1)).toBe(wounds);
      expect(t.wounds(0)).toBe(0);
    }
  });

  it('an open struck card with the keyword chooses too, after the attacker', () => {
    const t = battle(db, { cards: [at('Двойной', 0, 'C3'), at('Двойной', 1, 'C4')] });
    // Attacker 6, struck 1, attacker's second 1, struck's second 6.
    t.rolls(6, 1, 1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    t.act(AMOUNT + 1); // keeps 6
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    t.act(AMOUNT + 2); // the struck card keeps 6: 6 vs 6, both ≥ 5 — only a weak counter-strike (2)
    settle(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(2);
  });

  it('a closed struck card rolls nothing: only the attacker chooses; a struck Двойной open is asked', () => {
    const t = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Двойной', 1, 'C4', true)] });
    t.rolls(4, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(1); // closed target, 4: medium (Мишень 1-1-1)
    const u = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Двойной', 1, 'C4')] });
    u.rolls(4, 1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(u);
    expect(u.decision()).toBe(Decision.Choice);
    expect(u.decider()).toBe(1);
    u.act(AMOUNT + 2); // 4 vs 6: −2, a miss
    settle(u);
    expect(u.wounds(1)).toBe(0);
    expect(u.wounds(0)).toBe(0);
  });
});

describe('dieDelta modes', () => {
  it('reroll: the chosen die is rolled again, its modifiers kept (ОвА 1)', () => {
    const t = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Везунчик', 0, 'A1'), at('Опытный', 1, 'C4')] });
    // Opytny rolls 5 (+1 = 6, strong 2); rerolled to 1 (+1 = 2, weak 2) — strike 2-2-2, so look at the tier through the log.
    t.s.log = [];
    t.rolls(5, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    // The struck card is closed: no die of its own to reroll (ability 2 not offered).
    t.act(select('A1'));
    expect(t.legal()).toEqual([ab(0), ab(1)]);
    t.act(ab(1));
    settle(t);
    expect(t.s.log.some((l) => l.includes('переброс кубика атаки: 5 → 1'))).toBe(true);
    expect(t.s.log.some((l) => l.includes('кубики: 2 (закрытая цель)'))).toBe(true);
  });

  it('rerolls before ±X: no reroll once a +1 was applied, nor while one waits; no +1 while a reroll waits', () => {
    const t = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3'), at('Везунчик', 0, 'A1'), at('Везунчик', 1, 'E6'), at('Мишень', 1, 'C4')] });
    t.rolls(3, 3).act(select('C4'), verb(Verb.Strike), target('C3'));
    // Window after the dice: the active player (1) first.
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(select('E6'), ab(0)); // +1 to the attacker's die, on the stack
    expect(t.decider()).toBe(0);
    t.act(select('A1'));
    expect(t.legal()).toEqual([ab(0)]); // no reroll while a ±X waits
    const u = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3'), at('Везунчик', 0, 'A1'), at('Везунчик', 1, 'E6'), at('Мишень', 1, 'C4')] });
    u.rolls(3, 3).act(select('C4'), verb(Verb.Strike), target('C3'));
    u.act(select('E6'), ab(1)); // a reroll of the attacker's die waits
    u.act(select('A1'));
    expect(u.legal()).toEqual([ab(1), ab(2)]); // rerolls only
  });

  it('woundIfOne: offered while that die, with modifiers, is 1; wounds its creature by 2', () => {
    const t = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3'), at('Метка', 0, 'A1'), at('Мишень', 1, 'C4')] });
    t.rolls(1, 4).act(select('C4'), verb(Verb.Strike), target('C3'));
    t.act(select('A1'));
    expect(t.legal()).toEqual([ab(0)]); // the struck card's die is 4
    t.act(ab(0));
    settle(t);
    expect(t.wounds(2)).toBe(2 + 1); // the mark's 2, then the counter-strike (1 vs 4: −3, a weak counter-strike 1)
    // ОвА 1: the attacker's die 1 counts as 2 (ruling s1_174) — not offered.
    const u = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3'), at('Метка', 0, 'A1'), at('Опытный', 1, 'C4')] });
    u.rolls(1, 4).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(u);
    expect(u.decision()).toBe(Decision.Main);
  });
});
