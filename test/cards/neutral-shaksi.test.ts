/**
 * Шакси (s1_185): "Прыжок, дальность 3. При прыжке бросьте кубик: 1–2 ранить стоящее рядом существо на 2;
 * 3–4 излечить Шакси или стоящее рядом существо на 3; 5–6 стоящее рядом существо получает {counter}"
 * (mechanics/dice/die-outcome.ts, trigger-conditions.ts jumpOnly). Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Window } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { at, type Battle, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ШК-Враг', { life: 10 }), synth('ШК-Свой', { life: 10 })]);
const jump = verb(Verb.Ability + 0);
/** Pass until the window after Шакси's die (mechanics/dice/die-outcome.ts). */
const toDieWindow = (t: Battle): Battle => {
  for (let g = 0; g < 10 && t.decision() === Decision.Priority && t.s.g[G.Window] !== Window.StrikeAfterDice; g++) t.act(PASS);
  return t;
};
const LUCK_PLUS_A = verb(Verb.Ability + 1);
const LUCK_REROLL_A = verb(Verb.Ability + 3);
const MARK_A = verb(Verb.Ability + 1);

describe('Шакси (s1_185)', () => {
  it('Шакси (s1_185): при прыжке — 1 или 2: ранить стоящее рядом существо на 2 (named after the roll)', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'C4'), at('ШК-Враг', 1, 'E6')] });
    t.rolls(2).act(select('C1'), jump, target('C3'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C4')]); // next to C3 only
    t.act(target('C4'));
    settle(t);
    expect(t.cellOf(0)).toBe('C3');
    expect(t.wounds(1)).toBe(2);
  });

  it('Шакси (s1_185): 3 или 4 — излечить Шакси или стоящее рядом существо на 3', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1', { wounds: 4 }), { card: 'ШК-Свой', seat: 0, at: 'B3', wounds: 2 }, at('ШК-Враг', 1, 'E6')] });
    t.rolls(4).act(select('C1'), jump, target('C3'));
    expect(t.legal()).toEqual(expect.arrayContaining([target('C3'), target('B3')]));
    t.act(target('C3'));
    settle(t);
    expect(t.wounds(0)).toBe(1);
    expect(t.wounds(1)).toBe(2);
  });

  it('Шакси (s1_185): 5 или 6 — стоящее рядом существо получает {counter} (воздействие «удар копытцем»)', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'C4'), at('ШК-Враг', 1, 'E6')] });
    t.rolls(6).act(select('C1'), jump, target('C3'), target('C4'));
    settle(t);
    expect(t.s.counters[t.card(1)]).toBe(1);
    expect(t.wounds(1)).toBe(0);
  });

  it('Шакси (s1_185): «При прыжке» — a move step by step rolls nothing; nobody next to it after the jump — no effect', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'C4'), at('ШК-Враг', 1, 'E6')] });
    t.act(select('C1'), verb(Verb.Move), target('C2'));
    expect(t.decision()).toBe(Decision.Main);
    const u = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'E6')] });
    u.rolls(1).act(select('C1'), jump, target('A2'));
    expect(u.decision()).toBe(Decision.Main);
    expect(u.wounds(1)).toBe(0);
  });

  it('Шакси (s1_185) ruling: its die may be modified — Ловец удачи\'s +1 turns a 2 into a 3: the heal instead of the wound', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1', { wounds: 2 }), at('ШК-Враг', 1, 'C4'), at('Ловец удачи', 1, 'A6')] });
    t.rolls(2).act(select('C1'), jump, target('C3'));
    toDieWindow(t);
    expect(t.s.g[G.Window]).toBe(Window.StrikeAfterDice);
    if (t.decider() === 0) t.act(PASS);
    t.act(select('A6'), LUCK_PLUS_A);
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual(expect.arrayContaining([target('C3'), target('C4')])); // 3: Шакси or a creature next to it
    t.act(target('C3'));
    settle(t);
    expect([t.wounds(0), t.wounds(1)]).toEqual([0, 0]);
  });

  it('Шакси (s1_185) ruling: Ловец удачи rerolls its die — 2 becomes 6: the {counter}', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'C4'), at('Ловец удачи', 1, 'A6')] });
    t.rolls(2, 6).act(select('C1'), jump, target('C3'));
    toDieWindow(t);
    if (t.decider() === 0) t.act(PASS);
    t.act(select('A6'), LUCK_REROLL_A);
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    t.act(target('C4'));
    settle(t);
    expect(t.s.counters[t.card(1)]).toBe(1);
    expect(t.wounds(1)).toBe(0);
  });

  it('Шакси (s1_185) ruling: a 1 on its die — Взрывная Мэри\'s «черная метка» wounds Шакси by 2; the 1 still wounds a creature next to it', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'C4'), at('Взрывная Мэри', 1, 'A6')] });
    t.rolls(1).act(select('C1'), jump, target('C3'));
    toDieWindow(t);
    if (t.decider() === 0) t.act(PASS);
    t.act(select('A6'), MARK_A);
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    t.act(target('C4'));
    settle(t);
    expect([t.wounds(0), t.wounds(1)]).toEqual([2, 2]);
  });

  it('Шакси (s1_185): its die is no strike — Лунная баньши\'s «крик» cannot name it (its holder gets no window)', () => {
    const t = battle(db, { cards: [at('Шакси', 0, 'C1'), at('ШК-Враг', 1, 'C4'), at('Лунная баньши', 1, 'A6')] });
    t.rolls(2).act(select('C1'), jump, target('C3'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) {
      if (t.decider() === 1) expect(t.legal()).not.toContain(select('A6'));
      t.act(PASS);
    }
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
  });
});
