/**
 * Set 1, Леса: features with several different targets (activated `targets`, declared one after
 * the other through the extra-target decision of core/systems/ranged-abilities.ts; PASS = no more).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS, REPLACE, REPLACE_NONE, TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { battle, defend, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { MAX_LEGAL } from '../../src/engine/core/action.js';
import { legalActions } from '../../src/engine/game.js';
import { observe } from '../../src/engine/observe.js';
import { GameState } from '../../src/engine/core/state.js';

const db = makeDb([
  synth('ЛТ-Лесной', { life: 10, element: 'forest' }),
  synth('ЛТ-Чужак', { life: 10 }),
  synth('ЛТ-Сильный', { life: 10, strike: [3, 4, 5] }),
  synth('ЛТ-Стрелок', { life: 10, ranged: { kind: 'shot', values: [1, 1, 1] } }),
]);
const synthShooter = 'ЛТ-Стрелок';

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, wounds = 0) => ({ card, seat, at: cell, wounds });
const ab = (k: number): number => verb(Verb.Ability + k);

function settle(t: ReturnType<typeof battle>): void {
  for (let n = 0; n < 20 && t.decision() !== Decision.Main && t.legal().length === 1; n++) t.act(t.legal()[0]!);
}

describe('Фея леса (s1_72): {tap}: излечить до трех ваших лесных существ на 1', () => {
  const cards = [at('Фея леса', 0, 'A1'), at('ЛТ-Лесной', 0, 'B2', 2), at('ЛТ-Лесной', 0, 'C2', 2), at('ЛТ-Лесной', 0, 'D2', 2), at('ЛТ-Чужак', 0, 'E2', 2), at('ЛТ-Лесной', 1, 'C5', 2)];

  it('three different own forest creatures are healed by 1 each, in one feature', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), ab(0));
    // Own forest creatures only (the fairy too): not the neutral E2, not the enemy's forest C5.
    expect(t.legal()).toEqual([target('A1'), target('B2'), target('C2'), target('D2')]);
    t.act(target('B2'));
    expect(t.legal()).toEqual([target('A1'), target('C2'), target('D2'), PASS]);
    t.act(target('D2'));
    expect(t.legal()).toEqual([target('A1'), target('C2'), PASS]);
    t.act(target('C2'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4), t.wounds(5)]).toEqual([1, 1, 1, 2, 2]);
    expect(t.closed(0)).toBe(true);
  });

  it('"до трех": it may stop after one target', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), ab(0), target('C2'), PASS);
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([2, 1, 2]);
  });

  it('the fairy herself is a forest creature: she may heal herself', () => {
    const t = battle(db, { cards: [at('Фея леса', 0, 'A1', 1), at('ЛТ-Чужак', 1, 'E6')] });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('A1')]);
    t.act(target('A1'));
    settle(t);
    expect(t.wounds(0)).toBe(0);
  });
});

describe('Ловец душ (s1_95): {tap}: Воздействие «частица души» — ранить двух или менее существ без ран на 1', () => {
  const cards = [at('Ловец душ', 0, 'A1'), at('ЛТ-Чужак', 1, 'B5'), at('ЛТ-Чужак', 1, 'C5', 1), at('ЛТ-Чужак', 0, 'D2'), at('ЛТ-Чужак', 1, 'E6')];

  it('two different unwounded creatures, of either side, get 1 wound each; wounded ones cannot be named', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), ab(3));
    expect(t.legal()).not.toContain(target('C5'));
    expect(t.legal()).toContain(target('D2'));
    t.act(target('B5'));
    expect(t.legal()).not.toContain(target('B5'));
    t.act(target('D2'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([1, 1, 1, 0]);
  });

  it('"или менее": one target', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), ab(3), target('E6'), PASS);
    settle(t);
    expect([t.wounds(1), t.wounds(3), t.wounds(4)]).toEqual([0, 0, 1]);
  });
});

describe('Келе (s1_102): если после этого у Келе нет ран — не закрывается после этой атаки', () => {
  it('healed to no wounds by its own "при {strike}": stays open, but has acted (ruling: no magic strike after)', () => {
    const t = battle(db, { cards: [at('Келе', 0, 'C3', 2), { card: 'ЛТ-Чужак', seat: 1, at: 'C4', closed: true }, at('ЛТ-Чужак', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(0)).toBe(false);
    expect(t.legal()).not.toContain(select('C3'));
  });

  it('ruling: unwounded, it need not heal to stay open', () => {
    const t = battle(db, { cards: [at('Келе', 0, 'C3'), { card: 'ЛТ-Чужак', seat: 1, at: 'C4', closed: true }, at('ЛТ-Чужак', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(TRIGGER_SKIP);
    settle(t);
    expect(t.closed(0)).toBe(false);
  });

  it('still wounded after the heal: it closes', () => {
    const t = battle(db, { cards: [at('Келе', 0, 'C3', 5), { card: 'ЛТ-Чужак', seat: 1, at: 'C4', closed: true }, at('ЛТ-Чужак', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(3);
    expect(t.closed(0)).toBe(true);
  });

  it('ruling: as an unwounded defender whose counter-strike struck, it does not close', () => {
    const t = battle(db, { cards: [at('ЛТ-Чужак', 0, 'C3'), at('ЛТ-Чужак', 1, 'C4'), at('Келе', 1, 'D4')] });
    // 1 vs 6: diff −5, only the defender's medium counter-strike.
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'), defend('D4'));
    t.act(TRIGGER_SKIP);
    settle(t);
    expect(t.wounds(0)).toBeGreaterThan(0);
    expect(t.closed(2)).toBe(false);
  });

  it('a defender that only got wounded (no counter-strike) closes as usual', () => {
    const t = battle(db, { cards: [at('ЛТ-Чужак', 0, 'C3'), at('ЛТ-Чужак', 1, 'C4'), at('Келе', 1, 'D4')] });
    // 6 vs 1: strong strike, no counter-strike.
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'), defend('D4'));
    settle(t);
    expect(t.closed(2)).toBe(true);
  });
});

describe('Серк (s1_83): пока не имеет ран — если должен излечиться, вместо этого может открыться (1 раз за ход)', () => {
  const cards = [at('Друид', 0, 'A1'), at('Друид', 0, 'B1'), { card: 'Серк', seat: 0, at: 'C2', closed: true }, at('ЛТ-Чужак', 1, 'E6')];

  it('a heal on the unwounded closed Серк may open it instead; the second heal this turn is a plain heal', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), ab(0), target('C2'));
    expect(t.decision()).toBe(Decision.Replacement);
    t.act(REPLACE + 0);
    settle(t);
    expect(t.closed(2)).toBe(false);
    // Close it again by hand (a test shortcut), heal again: no replacement offered (1 раз за ход).
    t.s.flags[t.card(2)] = t.s.flags[t.card(2)]! | 1;
    t.act(select('B1'), ab(0), target('C2'));
    settle(t);
    expect(t.decision()).not.toBe(Decision.Replacement);
    expect(t.closed(2)).toBe(true);
  });

  it('it may be declined (the heal then applies, to no effect)', () => {
    const t = battle(db, { cards });
    t.act(select('A1'), ab(0), target('C2'));
    t.act(REPLACE_NONE);
    settle(t);
    expect(t.closed(2)).toBe(true);
  });

  it('a wounded Серк is simply healed', () => {
    const t = battle(db, { cards: [at('Друид', 0, 'A1'), { card: 'Серк', seat: 0, at: 'C2', closed: true, wounds: 3 }, at('ЛТ-Чужак', 1, 'E6')] });
    t.act(select('A1'), ab(0), target('C2'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(1)).toBe(true);
  });
});

describe('Вожак сатиров (s1_81): пока не имеет ран — если должен излечиться на X, вместо этого может ранить стоящее рядом существо на X (до 3 раз за ход)', () => {
  it('a heal on 2 becomes a wound on 2 to a chosen adjacent creature, up to three times a turn', () => {
    const t = battle(db, {
      cards: [at('Друид', 0, 'A1'), at('Друид', 0, 'B1'), at('Друид', 0, 'D1'), at('Друид', 0, 'E1'), at('Вожак сатиров', 0, 'C3'), at('ЛТ-Чужак', 1, 'C4'), at('ЛТ-Чужак', 1, 'E6')],
    });
    for (const [n, from] of [[1, 'A1'], [2, 'B1'], [3, 'D1']] as const) {
      t.act(select(from), ab(0), target('C3'));
      expect(t.decision()).toBe(Decision.Replacement);
      t.act(REPLACE + 0);
      expect(t.legal()).toEqual([target('C4')]);
      t.act(target('C4'));
      settle(t);
      expect(t.wounds(5)).toBe(2 * n);
      expect(t.wounds(4)).toBe(0);
    }
    // The fourth heal this turn: no replacement.
    t.act(select('E1'), ab(0), target('C3'));
    settle(t);
    expect(t.decision()).not.toBe(Decision.Replacement);
    expect(t.wounds(5)).toBe(6);
  });

  it('a wounded Вожак is healed', () => {
    const t = battle(db, { cards: [at('Друид', 0, 'A1'), at('Вожак сатиров', 0, 'C3', 3), at('ЛТ-Чужак', 1, 'C4')] });
    t.act(select('A1'), ab(0), target('C3'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(0);
  });
});

describe('Кобольд (s1_92): при ударе может излечиться на X, где X — величина среднего {strike} существа напротив', () => {
  it('strikes the creature opposite: heals by its printed medium strike', () => {
    const t = battle(db, { cards: [at('Кобольд', 0, 'C3', 4), { card: 'ЛТ-Чужак', seat: 1, at: 'C4', closed: true }, at('ЛТ-Чужак', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(2); // ЛТ-Чужак: 1-2-3, medium 2
  });

  it('strikes diagonally: X is still read from the creature opposite', () => {
    const t = battle(db, { cards: [at('Кобольд', 0, 'C3', 4), { card: 'ЛТ-Сильный', seat: 1, at: 'C4', closed: true }, { card: 'ЛТ-Чужак', seat: 1, at: 'D4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(0); // ЛТ-Сильный: medium 4
  });

  it('nothing opposite: X = 0', () => {
    const t = battle(db, { cards: [at('Кобольд', 0, 'C3', 4), { card: 'ЛТ-Чужак', seat: 1, at: 'D4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(4);
  });
});

describe('Резчик идолов (s1_88): выстрел и метание только по нему, пока он стоит рядом с существом противника', () => {
  const shooter = synthShooter;
  it('next to an enemy creature: shots and throws may name only it, at any range; a discharge is free', () => {
    const t = battle(db, { cards: [at(shooter, 0, 'A1'), at('ЛТ-Чужак', 0, 'C3'), at('Резчик идолов', 1, 'C4'), at('ЛТ-Чужак', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C4')]);
    const u = battle(db, { cards: [at('Тергала', 0, 'A1'), at('ЛТ-Чужак', 0, 'C3'), at('Резчик идолов', 1, 'C4'), at('ЛТ-Чужак', 1, 'E6')] });
    u.act(select('A1'), verb(Verb.Ranged));
    expect(u.legal()).toContain(target('E6'));
  });

  it('next to no enemy creature: the usual targets', () => {
    const t = battle(db, { cards: [at(shooter, 0, 'A1'), at('Резчик идолов', 1, 'C4'), at('ЛТ-Чужак', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C4'), target('E6')]);
  });

  it('face down, it draws nothing: its player\'s opponent cannot see the feature, so the usual targets (regression: self-check game 66,047 of run seed 20261201)', () => {
    // The Second player's hidden back row: Резчик идолов on C6, next to the enemy creature on C5.
    const cards = [at(shooter, 0, 'A1'), at('ЛТ-Чужак', 0, 'C5'), { card: 'Резчик идолов', seat: 1 as const, at: 'C6', hidden: true }, at('ЛТ-Чужак', 1, 'E6')];
    const t = battle(db, { cards });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C6'), target('E6')]);
    // The shooter's player decides on what his observation shows: the same legal actions.
    const view = new GameState(db, t.s.opts);
    observe(t.s, 0, view);
    const legal = new Int32Array(MAX_LEGAL);
    expect(Array.from(legal.subarray(0, legalActions(view, legal)))).toEqual(t.legal());
    // Face up, it draws the attack again.
    const u = battle(db, { cards: [at(shooter, 0, 'A1'), at('ЛТ-Чужак', 0, 'C5'), at('Резчик идолов', 1, 'C6'), at('ЛТ-Чужак', 1, 'E6')] });
    u.act(select('A1'), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('C6')]);
  });

  it('ruling: a shooter standing next to it cannot shoot at all; Эриала (may shoot adjacent cards) only at it', () => {
    const t = battle(db, { cards: [at(shooter, 0, 'C3'), at('Резчик идолов', 1, 'C4'), at('ЛТ-Чужак', 1, 'E6')] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
    const u = battle(db, { cards: [at('Эриала', 0, 'C3'), at('Резчик идолов', 1, 'C4'), at('ЛТ-Чужак', 1, 'E6')] });
    u.act(select('C3'), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('C4')]);
  });
});
