/**
 * Шаман-душегрыз (s1_118) «гипноз»: a simple strike of an enemy creature made as the spell's effect
 * (mechanics/strike/forced-strike.ts), with its rulings; and Бешеный маг's (s1_38) ruling on such strikes.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { type Battle, battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
/** The dice these rulings' positions were written against (scenario seed 1's first rolls before the streams were seeded independently). */
const OLD_SEED1_DICE = [6, 1, 6, 3, 6, 2];

const db = makeDb([synth('Ш-Стена', { life: 20, strike: [1, 1, 1] }), synth('Ш-Бугай', { life: 20, strike: [3, 4, 5] }), synth('Ш-Заговорённый', { life: 20, icons: { zoz: true } })]);
const ab = (k: number): number => verb(Verb.Ability + k);
type Seat = 0 | 1;
const at = (card: string, seat: Seat, c: string, o: { closed?: boolean; counters?: number } = {}) => ({ card, seat, at: c, closed: o.closed ?? false, counters: o.counters ?? 1 });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}

describe('Шаман-душегрыз (s1_118): «гипноз» — открытое существо противника наносит по стоящей рядом карте {strike} и закрывается', () => {
  it('Шаман-душегрыз (s1_118): its controller names the card; at the creature\'s own open card there is no dice fight (rulings)', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Ш-Бугай', 1, 'C4'), at('Ш-Стена', 1, 'D4'), at('Ш-Стена', 0, 'C3')] });
    t.act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0); // ruling: Шаман's controller chooses
    expect(t.legal()).toEqual([target('C3'), target('D4')]);
    t.rolls(4).act(target('D4')); // one die only: as at a closed card (4: medium 4)
    settle(t);
    expect(t.wounds(2)).toBe(4);
    expect(t.wounds(1)).toBe(0);
    expect(t.closed(1)).toBe(true); // "… и закрывается"
    expect(t.closed(0)).toBe(true);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('Шаман-душегрыз (s1_118) ruling: its "при ударе" features work (Арацент poisons the struck card)', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Арацент', 1, 'C4'), at('Ш-Стена', 0, 'C3')] });
    // The only card next to it: no question. 3 (ОвА 1) vs 2: +1, a weak strike (Арацент 2-2-3: 2) — «при слабом {strike}»: poison 1.
    t.rolls(2, 2).act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(2);
    expect(t.s.poison[t.card(2)]).toBe(1);
  });

  it('Шаман-душегрыз (s1_118) ruling: no defender may be assigned', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Ш-Бугай', 1, 'C4'), at('Ш-Стена', 0, 'C3', { closed: true }), at('Ш-Стена', 0, 'D3')] });
    t.act(select('A1'), ab(0), target('C4'));
    settle(t);
    t.rolls(6).act(target('C3'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main); // never Decision.Defender
    expect(t.wounds(2)).toBe(5);
    expect(t.closed(3)).toBe(false);
  });

  it('Шаман-душегрыз (s1_118) ruling: a creature with nobody next to it may be chosen — it only closes', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Ш-Бугай', 1, 'C5'), at('Ш-Стена', 0, 'A2')] });
    t.act(select('A1'), ab(0), target('C5'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.closed(1)).toBe(true);
  });

  it('Шаман-душегрыз (s1_118) ruling: a card with protection from spells may be struck, and takes no harm', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Ш-Бугай', 1, 'C4'), at('Ш-Заговорённый', 0, 'C3', { closed: true })] });
    t.rolls(6).act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(0);
    expect(t.closed(1)).toBe(true);
  });

  it('Шаман-душегрыз (s1_118) ruling: Взрывная Мэри closing before the legality check cancels it unpaid; closing after, the strike happens', () => {
    // Before: Мэри answers the spell with «пиратская удаль» (her {tap}): she is closed when «гипноз» is checked.
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Взрывная Мэри', 1, 'C4'), at('Ш-Стена', 0, 'C3')] }).rolls(...OLD_SEED1_DICE);
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(select('C4'), ab(0), target('C3'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.closed(1)).toBe(true);
    expect(t.closed(0)).toBe(false); // removed without payment
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.wounds(2)).toBe(1); // only «пиратская удаль»
    // After: she closes in answer to the strike itself (the spell was checked and executed already).
    const u = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Взрывная Мэри', 1, 'C4'), at('Ш-Стена', 0, 'C3', { closed: true })] }).rolls(...OLD_SEED1_DICE);
    u.act(select('A1'), ab(0), target('C4'));
    u.act(PASS); // Мэри's controller lets the spell execute; the strike goes on the stack
    expect(u.decision()).toBe(Decision.Priority);
    expect(u.decider()).toBe(1);
    u.act(select('C4'), ab(0), target('C3'));
    u.rolls(6);
    settle(u);
    expect(u.closed(1)).toBe(true);
    expect(u.wounds(2)).toBe(1 + 3); // «пиратская удаль», then her strike at the closed card (6: strong 3)
    expect(u.closed(0)).toBe(true);
  });
});

describe('Минотавр (s1_34): ruling on «гипноз»', () => {
  it('Минотавр (s1_34) ruling: made to strike by Шаман-душегрыз, it closes', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Минотавр', 1, 'C4'), at('Ш-Стена', 0, 'C3', { closed: true })] });
    t.rolls(6).act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBeGreaterThan(0);
    expect(t.closed(1)).toBe(true); // not the open first strike of its «два раза за ход»
  });
});

describe('Бешеный маг (s1_38): ruling — strikes made under Матриарх племени or Шаман-душегрыз cannot be redirected', () => {
  it('Бешеный маг (s1_38) ruling: «магический трюк» is not offered at a «гипноз» strike', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1'), at('Ш-Бугай', 1, 'C4'), at('Ш-Стена', 0, 'C3'), at('Бешеный маг', 0, 'B3')] }).rolls(...OLD_SEED1_DICE);
    t.act(select('A1'), ab(0), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    t.act(target('C3'));
    // Through every window of the strike the mage (next to the struck card) has nothing to declare.
    for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) {
      expect(t.legal()).toEqual([PASS]);
      t.act(PASS);
    }
    expect(t.decision()).toBe(Decision.Main);
    expect(t.closed(3)).toBe(false);
  });

  it('Бешеный маг (s1_38) ruling: nor at a «приказ матриарха» fight', () => {
    const t = battle(db, { cards: [at('Матриарх племени', 0, 'A1'), at('Ш-Стена', 0, 'C3'), at('Ш-Бугай', 1, 'C4'), at('Ш-Стена', 1, 'D4'), at('Бешеный маг', 1, 'D5')] }).rolls(...OLD_SEED1_DICE);
    t.act(select('A1'), ab(0), target('C4'));
    for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) {
      if (t.decider() === 1) expect(t.legal()).toEqual([PASS]);
      t.act(PASS);
    }
    expect(t.decision()).toBe(Decision.Main);
    expect(t.closed(4)).toBe(false);
  });
});
