/**
 * Set 1, Горы: official rulings (../shared/cards/set1.json `rulings`) that no other test plays yet.
 * Each test is listed in test/cards/rulings-index.ts. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { at, type Battle, battle, endTurn, makeDb, noDefender, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ГР-Мишень', { life: 20 }),
  synth('ГР-Силач', { life: 20, strike: [2, 4, 6] }),
  synth('ГР-Громила', { life: 20, strike: [3, 4, 5] }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);

describe('Горы: rulings', () => {
  /** Криомант (seat 0) casts «ледяной дождь» with a strong roll: seat 1 may move only 1 creature in its next turn. */
  const frozen = (more: ReturnType<typeof at>[]): Battle => {
    const t = battle(db, { cards: [at('Криомант', 0, 'A1', { counters: 1 }), ...more] });
    t.rolls(6).act(select('A1'), ab(0));
    settle(t);
    t.act(endTurn());
    return settle(t);
  };

  it('Криомант (s1_57) ruling: a jump counts as moving — after one creature jumped, no other may move', () => {
    const t = frozen([at('Болотник', 1, 'C5'), at('ГР-Мишень', 1, 'E5')]);
    t.act(select('C5'), ab(0), target('C3'));
    settle(t);
    expect(t.legal()).not.toContain(select('E5'));
  });

  it('Криомант (s1_57) ruling: a move made by another card\'s feature counts and is forbidden too (Варлок\'s «дверь измерений»)', () => {
    const t = frozen([at('ГР-Мишень', 1, 'A5'), at('ГР-Мишень', 1, 'C5'), at('Варлок', 1, 'E6', { counters: 1 })]);
    t.act(select('A5'), verb(Verb.Move), target('A4')); // the one creature that may move
    t.act(select('E6'), ab(2), target('C5'), target('C4'));
    settle(t);
    expect(t.cellOf(2)).toBe('C5'); // not moved: a second creature
  });

  it('Ледовый страж (s1_65) ruling: a creature that jumped has "передвигалось"; one moved by another card\'s feature has not', () => {
    const t = battle(db, {
      cards: [
        at('Ледовый страж', 0, 'C2'),
        at('Болотник', 0, 'A1'),
        at('Варлок', 0, 'E1', { counters: 1 }),
        at('ГР-Мишень', 1, 'C5'),
      ],
    });
    t.act(select('A1'), ab(0), target('A3')); // Болотник jumps
    settle(t);
    t.act(select('E1'), ab(2), target('C5'), target('D5')); // Варлок moves the enemy creature
    settle(t);
    expect(t.cellOf(3)).toBe('D5');
    t.act(select('C2'), ab(0));
    expect(t.legal()).not.toContain(target('A3'));
    expect(t.legal()).toContain(target('D5'));
  });

  it('Гобрах (s1_64) ruling: a diagonal strike redirected by Бешеный маг onto Гобрах (two cells diagonally from the attacker) is not a diagonal strike', () => {
    const hit = (redirect: boolean): number => {
      // Seat 1's Громила at B4 strikes the closed card at C3 diagonally (strong: 5); Гобрах stands at D2.
      const t = battle(db, {
        active: 1,
        cards: [at('ГР-Мишень', 0, 'C3', { closed: true }), at('Гобрах', 0, 'D2', { closed: true }), at('Бешеный маг', 0, 'A1'), at('ГР-Громила', 1, 'B4')],
      });
      t.rolls(6).act(select('B4'), verb(Verb.Strike), target('C3'));
      for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) {
        const d = t.decision();
        if (redirect && d === Decision.Priority && t.decider() === 0 && t.legal().includes(select('A1'))) {
          t.act(select('A1'), ab(0), target('D2'));
          redirect = false;
          continue;
        }
        t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
      }
      return t.wounds(1);
    };
    expect(hit(true)).toBe(5); // not reduced by -2 от ударов по диагонали
    // A diagonal strike straight at Гобрах is reduced: 5 - 2.
    const u = battle(db, { active: 1, cards: [at('Гобрах', 0, 'C3', { closed: true }), at('ГР-Громила', 1, 'B4')] });
    u.rolls(6).act(select('B4'), verb(Verb.Strike), target('C3'));
    settle(u);
    expect(u.wounds(0)).toBe(3);
  });
});
