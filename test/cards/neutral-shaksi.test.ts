/**
 * Шакси (s1_185): "Прыжок, дальность 3. При прыжке бросьте кубик: 1–2 ранить стоящее рядом существо на 2;
 * 3–4 излечить Шакси или стоящее рядом существо на 3; 5–6 стоящее рядом существо получает {counter}"
 * (abilities/die-outcome.ts, trigger-conditions.ts jumpOnly). Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/enums.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ШК-Враг', { life: 10 }), synth('ШК-Свой', { life: 10 })]);
const jump = verb(Verb.Ability + 0);

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
});
