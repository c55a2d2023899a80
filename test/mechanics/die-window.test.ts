/**
 * The window after a ranged attack's die (core/systems/die-window.ts) on synthetic cards: die features
 * ("+1 / -1 к броску кубика", "перебросить кубик", "когда бросок кубика существа равен 1 — ранить его
 * на 2") and "уменьшить величину выбранного удара" name the attacker's die of a printed ranged attack
 * and of each attack of a ranged ability; the attacks are made once every die has waited.
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { Decision, Verb, Window } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G, St } from '../../src/engine/core/state.js';
import { type Battle, at, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const win = (o: Partial<Extract<Ability, { kind: 'activated' }>>): Ability =>
  ({ kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', abilityType: 'influence', ...o }) as Ability;
const LUCK = { plusA: 0, minusA: 1, rerollA: 2, plusD: 3, minusD: 4, rerollD: 5 } as const;

const DB = makeDb([
  synth('РК-Удача', {
    hasText: true,
    support: 'implemented',
    abilities: [
      win({ effect: { op: 'dieDelta', amount: 1, die: 'attacker' } }),
      win({ effect: { op: 'dieDelta', amount: -1, die: 'attacker' } }),
      win({ effect: { op: 'dieDelta', amount: 0, die: 'attacker', mode: 'reroll' } }),
      win({ effect: { op: 'dieDelta', amount: 1, die: 'defender' } }),
      win({ effect: { op: 'dieDelta', amount: -1, die: 'defender' } }),
      win({ effect: { op: 'dieDelta', amount: 0, die: 'defender', mode: 'reroll' } }),
    ],
  }),
  synth('РК-Метка', {
    hasText: true,
    support: 'implemented',
    abilities: [win({ effect: { op: 'dieDelta', amount: 2, die: 'attacker', mode: 'woundIfOne' } }), win({ effect: { op: 'dieDelta', amount: 2, die: 'defender', mode: 'woundIfOne' } })],
  }),
  synth('РК-Крик', {
    hasText: true,
    support: 'implemented',
    abilities: [win({ effect: { op: 'strikeValueDelta', amount: 1, strike: 'attacker' } }), win({ effect: { op: 'strikeValueDelta', amount: 1, strike: 'counter' } })],
  }),
  synth('РК-Стрелок', { life: 2, ranged: { kind: 'shot', values: [1, 2, 3] } }),
  synth('РК-Копейщик', { ranged: { kind: 'throughRow', values: [1, 2, 3] } }),
  synth('РК-Аколит', { hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'discharge', values: [1, 2, 3], tap: true, targets: 3 }] }),
  synth('РК-Стена', { move: 0, life: 20 }),
  // "Если атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется."
  synth('РК-Храмовник', { move: 0, life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'rangedBlock', minRoll: 5 }] }),
  // "в следующий ход противник может перемещаться только 3-2-1 существами"
  // A prophecy block (core/systems/prophecy.ts) and a card that hears "при пророчестве вашей карты".
  synth('РК-Жемчужина', { move: 0, life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'prophecyBlock', prophecy: { count: 1, if: 'oddCost' }, perTurn: 1 }] }),
  synth('РК-Слушатель', { hasText: true, support: 'implemented', abilities: [{ kind: 'triggered', on: 'ownProphecy', target: 'self', effect: { op: 'nextStrikeBonus', amount: 0, perShown: true, max: 3 }, abilityType: 'influence' }] }),
  synth('РК-Чёт', { cost: 2 }),
  synth('РК-Мороз', { life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'moveLimit', values: [3, 2, 1] }, abilityType: 'influence' }] }),
]);

/** Pass the rounds before the window after the die. */
function toWindow(t: Battle): void {
  for (let g = 0; g < 20 && t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice; g++) t.act(PASS);
}
function passAll(t: Battle): void {
  for (let g = 0; g < 30 && t.decision() === Decision.Priority; g++) t.act(PASS);
}

describe('the window after a ranged attack\'s die (core/systems/die-window.ts)', () => {
  it('a printed shot\'s die waits; +1 to it changes the value (3 → 4: weak 1 → medium 2)', () => {
    const t = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Стена', 1, 'C5'), at('РК-Удача', 1, 'A6')] });
    t.rolls(3).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    expect(t.s.g[G.Window]).toBe(Window.StrikeAfterDice);
    expect(t.wounds(1)).toBe(0); // rolled, not applied
    expect(t.decider()).toBe(1); // seat 0 holds no instant: its priority passes by itself
    t.act(select('A6'));
    // The attacker's die only: a ranged attack's target rolls none.
    expect(t.legal()).toEqual([LUCK.plusA, LUCK.minusA, LUCK.rerollA].map(ab));
    t.act(ab(LUCK.plusA));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });

  it('a reroll rolls the attacker\'s die again (3 → 6: strong 3)', () => {
    const t = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Стена', 1, 'C5'), at('РК-Удача', 0, 'A1')] });
    t.s.log = [];
    t.rolls(3, 6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    t.act(select('A1'), ab(LUCK.rerollA));
    passAll(t);
    expect(t.s.log.some((l) => l.includes('переброс кубика атаки: 3 → 6'))).toBe(true);
    expect(t.wounds(1)).toBe(3);
  });

  it('"когда бросок кубика равен 1 — ранить его на 2": the attacker whose ranged die is 1', () => {
    const t = battle(DB, { cards: [at('РК-Копейщик', 0, 'C2'), at('РК-Стена', 1, 'C4'), at('РК-Метка', 1, 'A6')] });
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C4'));
    toWindow(t);
    t.act(select('A6'));
    expect(t.legal()).toEqual([ab(0)]); // the attacker's die; no defender entry
    t.act(ab(0));
    passAll(t);
    expect(t.wounds(0)).toBe(2);
    expect(t.wounds(1)).toBe(1); // the attack is still made, weak
  });

  it('an attacker killed in its window makes no attack', () => {
    const t = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Стена', 1, 'C5'), at('РК-Метка', 1, 'A6'), at('РК-Стена', 0, 'E1')] });
    t.s.log = [];
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    t.act(select('A6'), ab(0));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.zoneOf(0)).not.toBe(t.zoneOf(1)); // life 2: dead
    expect(t.wounds(1)).toBe(0);
    expect(t.s.log.some((l) => l.includes('атака не состоялась'))).toBe(true);
  });

  it('"по разным существам": each die waits in its own window; the wounds come together after the last', () => {
    const t = battle(DB, {
      cards: [at('РК-Аколит', 0, 'C2'), at('РК-Стена', 1, 'A4'), at('РК-Стена', 1, 'C4'), at('РК-Стена', 1, 'E4'), at('РК-Удача', 1, 'A6')],
    });
    t.rolls(1, 6, 4).act(select('C2'), ab(0), target('A4'), target('C4'), target('E4'));
    toWindow(t);
    t.act(PASS); // the first die (1) as it is
    expect(t.s.g[G.Window]).toBe(Window.StrikeAfterDice); // the second die waits
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 0, 0]);
    t.act(select('A6'), ab(LUCK.minusA)); // 6 → 5: medium 2
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([1, 2, 2]);
    expect(t.closed(0)).toBe(true);
  });

  it('"уменьшить величину выбранного удара": a {uchr} deals 1 less; a shot is no strike', () => {
    const t = battle(DB, { cards: [at('РК-Копейщик', 0, 'C2'), at('РК-Стена', 1, 'C4'), at('РК-Крик', 1, 'A6')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    toWindow(t);
    t.act(select('A6'));
    expect(t.legal()).toEqual([ab(0)]); // no counter-strike to lower
    t.act(ab(0));
    passAll(t);
    expect(t.wounds(1)).toBe(2);
    const u = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Стена', 1, 'C5'), at('РК-Крик', 1, 'A6')] });
    u.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(u);
    expect(u.decision()).toBe(Decision.Main); // nobody could declare anything: the shot went on (strong 3)
    expect(u.wounds(1)).toBe(3);
  });

  it('a game without die features rolls and applies a ranged attack in one step', () => {
    const t = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Стена', 1, 'C5')] });
    t.rolls(4).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(2);
  });

  it('a ranged block\'s die is the attacked card\'s: it waits first (its entries), then the attack\'s die', () => {
    const t = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Храмовник', 1, 'C5'), at('РК-Удача', 1, 'A6'), at('РК-Удача', 0, 'A1')] });
    t.rolls(5, 6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    expect(t.decider()).toBe(0); // both hold «удача»: the active player first
    t.act(select('A1'));
    expect(t.legal()).toEqual([LUCK.plusD, LUCK.minusD, LUCK.rerollD].map(ab)); // the block die is the attacked card's
    t.act(ab(LUCK.minusD)); // 5 → 4: not blocked
    // The block die (4) read; the attack's die (6) rolled and held (St.TierD 1: the first target's attack die).
    for (let g = 0; g < 10 && t.decision() === Decision.Priority && !(t.s.g[G.StackLen] === 1 && t.s.stack[St.TierD] === 1); g++) t.act(PASS);
    // The attack's die (6) waits now: the attacker's entries.
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(select('A6'));
    expect(t.legal()).toEqual([LUCK.plusA, LUCK.minusA, LUCK.rerollA].map(ab));
    t.act(ab(LUCK.minusA)); // 6 → 5: medium 2
    passAll(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });

  it('a ranged block\'s die changed to 5 blocks the attack (still paid)', () => {
    const t = battle(DB, { cards: [at('РК-Стрелок', 0, 'C2'), at('РК-Храмовник', 1, 'C5'), at('РК-Удача', 1, 'A6')] });
    t.rolls(4, 6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    toWindow(t);
    t.act(select('A6'), ab(LUCK.plusD));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('a move limit\'s die waits: -1 to a 6 gives the limit of a 5 (2 creatures)', () => {
    const t = battle(DB, { cards: [at('РК-Мороз', 0, 'A1'), at('РК-Стена', 1, 'C5'), at('РК-Удача', 1, 'A6')] });
    t.s.log = [];
    t.rolls(6).act(select('A1'), verb(Verb.Ability));
    toWindow(t);
    t.act(select('A6'));
    expect(t.legal()).toEqual([LUCK.plusA, LUCK.minusA, LUCK.rerollA].map(ab));
    t.act(ab(LUCK.minusA));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.log.some((l) => l.includes('кубик 5 — в следующий ход') && l.includes('не более чем 2 существами'))).toBe(true);
  });
});

describe('the window after a ranged attack\'s die is there in every game', () => {
  /**
   * РК-Стрелок shoots the РК-Жемчужина; its prophecy shows an even-cost card (no block) and the
   * РК-Слушатель hears it. With a die feature in a deck (the game has Cap.DieFeature) or without.
   */
  function shootPearl(withDieFeature: boolean): string[] {
    const t = battle(DB, {
      cards: [
        at('РК-Стрелок', 0, 'C2'),
        at('РК-Жемчужина', 1, 'C5'),
        at('РК-Слушатель', 1, 'E6'),
        at('РК-Чёт', 1, 'deck'),
        ...(withDieFeature ? [at('РК-Удача', 0, 'deck')] : []),
      ],
    });
    t.s.log = [];
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(3);
    return t.s.log!;
  }

  it('511.7 (regression): the triggers of the target resolution (a prophecy block\'s showing) execute before the die is read, with or without a die feature in the game', () => {
    const plain = shootPearl(false);
    const shown = plain.findIndex((l) => l.includes('пророчество 1'));
    const heard = plain.findIndex((l) => l.includes('РК-Слушатель') && l.includes('срабатывает'));
    const read = plain.findIndex((l) => l.includes('кубик 6 →'));
    expect(shown, plain.join('\n')).toBeGreaterThanOrEqual(0);
    expect(heard, plain.join('\n')).toBeGreaterThan(shown);
    expect(read, plain.join('\n')).toBeGreaterThan(heard);
    expect(plain).toEqual(shootPearl(true));
  });
});
