/**
 * Мрачная дворянка (s1_154): the block / doubling of the first heal of a turn (mechanics/wounds/heal-gate.ts),
 * with the rulings on Фея леса (s1_72), Вожак сатиров (s1_81), Серк (s1_83) and Волхв (s1_3).
 * Bodies other than the named cards are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, PASS, REPLACE, REPLACE_NONE } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, at, battle, makeDb, noDefender, select, selectAux, synth, target, verb } from '../helpers/scenario.js';
import { SET1 } from '../../src/engine/cards/set1/printed.js';

const DVORYANKA_LIFE = SET1.find((d) => d.name === 'Мрачная дворянка')!.life;

const db = makeDb([
  synth('МД-Лекарь', { life: 10, abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' }] }),
  synth('МД-Лесной', { life: 10, element: 'forest' }),
  synth('МД-Болван', { life: 10 }),
  synth('МД-Летун', { type: 'flyer', move: null, life: 10 }),
]);

/** Run priority rounds and single choices; stop at a Replacement decision (true) or the Main decision (false). */
function untilReplacement(t: Battle): boolean {
  for (let g = 0; g < 40; g++) {
    const d = t.decision();
    if (d === Decision.Replacement) return true;
    if (d === Decision.Main) return false;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
  return false;
}

/** Heal the creature on `cell` by 2 with the МД-Лекарь on `from`. */
const heal = (t: Battle, from: string, cell: string): Battle => t.act(select(from), verb(Verb.Ability + 0), target(cell));

describe('Мрачная дворянка (s1_154)', () => {
  it('Мрачная дворянка (s1_154): больше 8 {health} — может блокировать первое за ход излечение карты противника', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { extraLives: 1 }), at('МД-Лекарь', 1, 'C4'), at('МД-Болван', 1, 'D4', { wounds: 3 }), at('МД-Лекарь', 1, 'E4')],
      active: 1,
    });
    heal(t, 'C4', 'D4');
    expect(untilReplacement(t)).toBe(true);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([REPLACE, REPLACE_NONE]);
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(3); // blocked
    // The second heal of the turn is not the first: not offered.
    heal(t, 'E4', 'D4');
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(1);
  });

  it('Мрачная дворянка (s1_154): declining lets the chance go — the next heal is not the first', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { extraLives: 1 }), at('МД-Лекарь', 1, 'C4'), at('МД-Болван', 1, 'D4', { wounds: 4 }), at('МД-Лекарь', 1, 'E4')],
      active: 1,
    });
    heal(t, 'C4', 'D4');
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE_NONE);
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(2);
    heal(t, 'E4', 'D4');
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(0);
  });

  it('Мрачная дворянка (s1_154): меньше 8 {health} — может удвоить первое за ход излечение вашей карты', () => {
    const t = battle(db, { cards: [at('Мрачная дворянка', 0, 'A1', { wounds: 1 }), at('МД-Лекарь', 0, 'C3'), at('МД-Болван', 0, 'D3', { wounds: 5 }), at('МД-Болван', 1, 'E6')] });
    heal(t, 'C3', 'D3');
    expect(untilReplacement(t)).toBe(true);
    expect(t.decider()).toBe(0);
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(5 - 4);
  });

  it('Мрачная дворянка (s1_154): the block needs more than 8 lives, the doubling fewer than 8 — at exactly 8, neither; the enemy\'s heal is not doubled, her own side\'s not blocked', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1'), at('МД-Лекарь', 0, 'C3'), at('МД-Болван', 0, 'D3', { wounds: 5 }), at('МД-Лекарь', 1, 'C4'), at('МД-Болван', 1, 'D4', { wounds: 5 })],
    });
    heal(t, 'C3', 'D3');
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(3);
    const u = battle(db, { cards: [at('Мрачная дворянка', 0, 'A1', { wounds: 1 }), at('МД-Лекарь', 1, 'C4'), at('МД-Болван', 1, 'D4', { wounds: 5 })], active: 1 });
    heal(u, 'C4', 'D4');
    expect(untilReplacement(u)).toBe(false); // an enemy card's heal: no doubling
    expect(u.wounds(2)).toBe(3);
    const v = battle(db, { cards: [at('Мрачная дворянка', 0, 'A1', { extraLives: 1 }), at('МД-Лекарь', 0, 'C3'), at('МД-Болван', 0, 'D3', { wounds: 5 }), at('МД-Болван', 1, 'E6')] });
    heal(v, 'C3', 'D3');
    expect(untilReplacement(v)).toBe(false); // her own side's heal: no block
    expect(v.wounds(2)).toBe(3);
  });

  it('Мрачная дворянка (s1_154): her own vampiric heal is a heal of her card — the first of the turn may be doubled', () => {
    const t = battle(db, { cards: [at('Мрачная дворянка', 0, 'C3', { wounds: 4 }), at('МД-Болван', 1, 'C4', { closed: true })] });
    t.rolls(4).act(select('C3'), verb(Verb.Strike), target('C4')); // 4 against a closed card: medium, 3 wounds
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(0); // 3 doubled to 6: 4 wounds healed, 2 extra lives
    expect(t.s.extraLives[t.card(0)]).toBe(2);
  });

  it('regression: with a Дворянка in play, a vampire protected from flyers still heals from its counter-strike at a flyer (the queued vampiric heal has no protection step, as the direct one)', () => {
    // Рогатый демон s1_155: вампиризм, защита от ударов летающих ({zoal}). Мрачная дворянка at exactly 8 lives: neither block nor doubling.
    const t = battle(db, {
      cards: [at('Рогатый демон', 0, 'C3', { wounds: 3 }), at('Мрачная дворянка', 0, 'A1', { wounds: DVORYANKA_LIFE - 8 }), at('МД-Летун', 1, 'aux')],
      active: 1,
      first: 0,
      turn: 2,
    });
    t.rolls(1, 4).act(selectAux(0), verb(Verb.Strike), target('C3')); // no hit / the demon's weak counter-strike: 2 wounds
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(2)).toBe(2); // the flyer took the counter-strike
    expect(t.wounds(0)).toBe(1); // the demon healed the 2 it dealt
  });

  it('Мрачная дворянка (s1_154) ruling: the block comes before replacements — an unwounded enemy Вожак сатиров healed first is blocked and wounds nobody', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { extraLives: 1 }), at('МД-Лекарь', 1, 'C4'), at('Вожак сатиров', 1, 'D4'), at('МД-Болван', 0, 'D3')],
      active: 1,
    });
    heal(t, 'C4', 'D4');
    expect(untilReplacement(t)).toBe(true);
    expect(t.decider()).toBe(0); // Дворянка's block is offered first, not Вожак's replacement
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(3)).toBe(0);
    expect(t.wounds(2)).toBe(0);
  });

  it('Мрачная дворянка (s1_154) ruling: the doubled heal of an unwounded own Вожак сатиров becomes a doubled wound', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { wounds: 1 }), at('МД-Лекарь', 0, 'C3'), at('Вожак сатиров', 0, 'D3'), at('МД-Болван', 1, 'D4')],
    });
    heal(t, 'C3', 'D3');
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE); // Дворянка doubles: 2 → 4
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE); // Вожак: instead, wound an adjacent creature by X
    for (let g = 0; g < 20 && t.decision() !== Decision.Target; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    t.act(target('D4'));
    untilReplacement(t);
    expect(t.wounds(3)).toBe(4);
  });

  it('Вожак сатиров (s1_81) ruling: an unwounded Вожак healed first spends Мрачная дворянка\'s doubling, and its wound is doubled', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { wounds: 1 }), at('МД-Лекарь', 0, 'C3'), at('Вожак сатиров', 0, 'D3'), at('МД-Болван', 1, 'D4'), at('МД-Лекарь', 0, 'B3'), at('МД-Болван', 0, 'B2', { wounds: 4 })],
    });
    heal(t, 'C3', 'D3');
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE);
    for (let g = 0; g < 20 && t.decision() !== Decision.Target; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    t.act(target('D4'));
    untilReplacement(t);
    expect(t.wounds(3)).toBe(4);
    heal(t, 'B3', 'B2'); // the doubling is spent
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(5)).toBe(2);
  });

  it('Серк (s1_83) ruling: an unwounded Серк opened by the first heal of a turn spends Мрачная дворянка\'s doubling', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { wounds: 1 }), at('МД-Лекарь', 0, 'C3'), at('Серк', 0, 'D3', { closed: true }), at('МД-Лекарь', 0, 'B3'), at('МД-Болван', 0, 'B2', { wounds: 4 }), at('МД-Болван', 1, 'E6')],
    });
    heal(t, 'C3', 'D3');
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE); // the doubling, used on Серк's heal
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE); // Серк: open instead
    untilReplacement(t);
    expect(t.closed(2)).toBe(false);
    heal(t, 'B3', 'B2');
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(4)).toBe(2);
  });

  it('Фея леса (s1_72) ruling: under Мрачная дворянка the doubling modifies the heal\'s value — all three targets are healed by 2', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { wounds: 1 }), at('Фея леса', 0, 'C2'), at('МД-Лесной', 0, 'B3', { wounds: 3 }), at('МД-Лесной', 0, 'C3', { wounds: 3 }), at('МД-Лесной', 0, 'D3', { wounds: 3 }), at('МД-Болван', 1, 'E6')],
    });
    t.act(select('C2'), verb(Verb.Ability + 0), target('B3'));
    for (let g = 0; g < 5 && t.decision() === Decision.Target; g++) t.act(t.legal().includes(target('C3')) ? target('C3') : target('D3'));
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(false); // asked once for the whole heal
    expect([t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([1, 1, 1]);
  });

  it('Фея леса (s1_72) ruling: the enemy Мрачная дворянка\'s block stops the whole three-target heal', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 1, 'A6', { extraLives: 1 }), at('Фея леса', 0, 'C2'), at('МД-Лесной', 0, 'B3', { wounds: 3 }), at('МД-Лесной', 0, 'C3', { wounds: 3 }), at('МД-Лесной', 0, 'D3', { wounds: 3 })],
    });
    t.act(select('C2'), verb(Verb.Ability + 0), target('B3'));
    for (let g = 0; g < 5 && t.decision() === Decision.Target; g++) t.act(t.legal().includes(target('C3')) ? target('C3') : target('D3'));
    expect(untilReplacement(t)).toBe(true);
    expect(t.decider()).toBe(1);
    t.act(REPLACE);
    expect(untilReplacement(t)).toBe(false);
    expect([t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([3, 3, 3]);
  });

  it('Мрачная дворянка (s1_154) ruling: the first heal executed is the one — a heal of an unwounded creature spends the block', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A1', { extraLives: 1 }), at('МД-Лекарь', 1, 'C4'), at('МД-Болван', 1, 'D4'), at('МД-Лекарь', 1, 'E4'), at('МД-Болван', 1, 'E5', { wounds: 3 })],
      active: 1,
    });
    heal(t, 'C4', 'D4'); // an unwounded creature
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE_NONE);
    untilReplacement(t);
    heal(t, 'E4', 'E5');
    expect(untilReplacement(t)).toBe(false);
    expect(t.wounds(4)).toBe(1);
  });

  it('Мрачная дворянка (s1_154) ruling: Волхв under a Дворянка with 7 lives — the heal of 2 is doubled to 4 and it wounds by the 4 healed', () => {
    const t = battle(db, {
      cards: [at('Мрачная дворянка', 0, 'A2', { wounds: 1 }), at('Волхв', 0, 'A1', { counters: 1 }), at('МД-Болван', 0, 'C3', { wounds: 4 }), at('МД-Болван', 1, 'C4'), at('МД-Болван', 1, 'D4')],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'), AMOUNT + 2, target('C4'), target('D4'));
    expect(untilReplacement(t)).toBe(true);
    t.act(REPLACE);
    untilReplacement(t);
    expect([t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([0, 2, 2]);
  });
});
