/**
 * Степи: cards that read what a card did this turn (core/systems/turn-record.ts) — cells and directions
 * moved, wounds taken, the first of two attacks — and the half of the field a move crossed.
 * Opponents are synthetic cards. Dice: a closed target rolls nothing (1–3 weak, 4–5 medium, 6 strong;
 * ОвА adds to the die).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Слабак', { life: 3 }),
  synth('Соратник', { life: 20 }),
  synth('Ранящий', { life: 20, abilities: [{ kind: 'activated', instant: true, target: 'anyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
  synth('Колющий', { life: 20, abilities: [{ kind: 'activated', instant: true, target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
  synth('Лекарь', { life: 20, abilities: [{ kind: 'activated', instant: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });

/** Resolve pending decisions (priority passes, else the first choice) until the Choice subphase. */
function settle(t: ReturnType<typeof battle>): void {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe('Кабаний наездник (s1_12): после перемещения на половину противника +1 к {strike}; обратно — «Не закрывается при атаке» до конца хода', () => {
  it('Кабаний наездник (s1_12): a move from its own half onto the enemy half gives +1 to its strike this turn', () => {
    const t = battle(db, { cards: [at('Кабаний наездник', 0, 'C3'), at('Мишень', 1, 'C5', true), at('Мишень', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Move), target('C4'));
    settle(t);
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C5')); // 1 + ОвА 1 = 2: weak 2, + 1
    settle(t);
    expect(t.wounds(1)).toBe(3);
  });

  it('Кабаний наездник (s1_12): a move within its own half gives nothing; the bonus ends with the turn', () => {
    const t = battle(db, { cards: [at('Кабаний наездник', 0, 'B3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.act(select('B3'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Кабаний наездник', 0, 'C3'), at('Мишень', 1, 'C5', true), at('Мишень', 1, 'E6')] });
    u.act(select('C3'), verb(Verb.Move), target('C4'), endTurn(), endTurn());
    u.s.flags[u.card(1)] = 1; // keep the target closed
    u.rolls(1).act(select('C4'), verb(Verb.Strike), target('C5'));
    settle(u);
    expect(u.wounds(1)).toBe(2);
  });

  it('Кабаний наездник (s1_12): a move back onto its own half — it does not close when it attacks (open, having acted)', () => {
    const t = battle(db, { cards: [at('Кабаний наездник', 0, 'C4'), at('Мишень', 1, 'D4', true), at('Мишень', 1, 'E6')] });
    t.act(select('C4'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(false);
    // It has acted: no second attack this turn.
    expect(t.legal()).not.toContain(select('C3'));
    // Without the move back it closes as usual.
    const u = battle(db, { cards: [at('Кабаний наездник', 0, 'C3'), at('Мишень', 1, 'D4', true), at('Мишень', 1, 'E6')] });
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    settle(u);
    expect(u.closed(0)).toBe(true);
  });
});

describe('Килсус (s1_18): при {strike} — добивание на X (не более 2 раз за ход), X — клетки, на которые передвинулся в этот ход', () => {
  it('Килсус (s1_18): moved 2 cells (one move of two steps), it strikes, then must finish a creature next to it with 2 or fewer lives', () => {
    const t = battle(db, {
      cards: [at('Килсус', 0, 'C1'), at('Мишень', 1, 'C4', true), { card: 'Мишень', seat: 1, at: 'D4', wounds: 18 }, { card: 'Мишень', seat: 1, at: 'B4', wounds: 17 }, at('Мишень', 1, 'E6')],
    });
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    // The finishing is mandatory (ruling s1_18): only the target choice is offered; X = 2.
    for (let guard = 0; guard < 10 && t.decision() !== Decision.Target; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toContain(target('D4'));
    expect(t.legal()).not.toContain(target('B4')); // 3 lives left
    expect(t.legal()).not.toContain(target('C4')); // 20 − 3 lives left
    t.act(target('D4'));
    settle(t);
    expect(t.zoneOf(2)).not.toBe(Zone.Field);
  });

  it('Килсус (s1_18): not moved this turn, X = 0: no finishing', () => {
    const t = battle(db, { cards: [at('Килсус', 0, 'C3'), at('Мишень', 1, 'C4', true), { card: 'Мишень', seat: 1, at: 'D4', wounds: 19 }, at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.zoneOf(2)).toBe(Zone.Field);
  });

  it('Килсус (s1_18): ruling — any creature next to it, its own included, and it must be declared', () => {
    const t = battle(db, { cards: [at('Килсус', 0, 'C2'), at('Мишень', 1, 'C4', true), { card: 'Соратник', seat: 0, at: 'B3', wounds: 19 }, at('Мишень', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let guard = 0; guard < 10 && t.decision() !== Decision.Target; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B3')]);
    t.act(target('B3'));
    settle(t);
    expect(t.zoneOf(2)).not.toBe(Zone.Field);
  });

  it('Килсус (s1_18): at most twice a turn', () => {
    const t = battle(db, {
      cards: [
        at('Килсус', 0, 'C2'),
        at('Мишень', 1, 'C4', true),
        { card: 'Мишень', seat: 1, at: 'D4', wounds: 19 },
        { card: 'Мишень', seat: 1, at: 'B4', wounds: 19 },
        { card: 'Мишень', seat: 1, at: 'D3', wounds: 19 },
        at('Мишень', 1, 'E6'),
      ],
    });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    settle(t);
    const k = t.card(0);
    for (const victim of ['D4', 'B4', 'D3']) {
      t.s.flags[k] = 0; // opened again (test surgery, as by Ойуун)
      t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
      for (let guard = 0; guard < 10 && t.decision() !== Decision.Target && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
      if (victim === 'D3') {
        expect(t.decision()).toBe(Decision.Main); // the third strike: no finishing
      } else {
        expect(t.decision()).toBe(Decision.Target);
        t.act(target(victim));
        settle(t);
      }
    }
    expect(t.zoneOf(2)).not.toBe(Zone.Field);
    expect(t.zoneOf(3)).not.toBe(Zone.Field);
    expect(t.zoneOf(4)).toBe(Zone.Field);
  });
});

describe('Риала (s1_23): {direct} / {ova}2 до конца вашего хода после перемещения на 2 клетки в одном / в разных направлениях', () => {
  it('Риала (s1_23): two steps straight ahead — directed (no defender), no ОвА', () => {
    const t = battle(db, { cards: [at('Риала', 0, 'C1'), at('Мишень', 1, 'C4', true), at('Соратник', 1, 'D4')] });
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
    settle(t);
    expect(t.wounds(1)).toBe(2); // weak: no ОвА
  });

  it('Риала (s1_23): a step forward and a step aside — ОвА 2, not directed', () => {
    const t = battle(db, { cards: [at('Риала', 0, 'B2'), at('Мишень', 1, 'C4', true), at('Соратник', 1, 'D4')] });
    t.act(select('B2'), verb(Verb.Move), target('B3'));
    settle(t);
    t.act(select('B3'), verb(Verb.Move), target('C3'));
    settle(t);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
    t.rolls(3).act(noDefender());
    settle(t);
    expect(t.wounds(1)).toBe(3); // 3 + 2 = 5: medium
  });

  it('Риала (s1_23): ruling — with 3 movement, two steps one way and one back give both', () => {
    const t = battle(db, { cards: [{ card: 'Риала', seat: 0, at: 'C1', moveLeft: 3 }, at('Мишень', 1, 'D3', true), at('Соратник', 1, 'D4')] });
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    t.act(select('C3'), verb(Verb.Move), target('C2'));
    settle(t);
    t.rolls(3).act(select('C2'), verb(Verb.Strike), target('D3'));
    expect(t.decision()).not.toBe(Decision.Defender);
    settle(t);
    expect(t.wounds(1)).toBe(3); // ОвА 2: medium
  });

  it('Риала (s1_23): a single step gives neither; the grants end with her turn', () => {
    const t = battle(db, { cards: [at('Риала', 0, 'C2'), at('Мишень', 1, 'C4', true), at('Соратник', 1, 'D4')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    settle(t);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
    const u = battle(db, { cards: [at('Риала', 0, 'C1'), at('Мишень', 1, 'C5'), at('Соратник', 1, 'D5')] });
    u.act(select('C1'), verb(Verb.Move), target('C3'), endTurn());
    // The opponent's turn: the record of her moves is gone (and the conditions hold only in her own turn).
    expect(u.s.turnRec[u.card(0)]).toBe(0);
  });
});

describe('Хронос (s1_25): {instant}{counter}{tap}: «возврат во времени» — излечить другое существо от ран, полученных в этот ход', () => {
  it('Хронос (s1_25): heals the wounds taken this turn, not older ones', () => {
    const t = battle(db, { cards: [{ card: 'Хронос', seat: 0, at: 'A1', counters: 1 }, at('Ранящий', 0, 'E1'), { card: 'Соратник', seat: 0, at: 'C2', wounds: 3 }, at('Мишень', 1, 'E6')] });
    t.act(select('E1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(t.wounds(2)).toBe(5);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(t.wounds(2)).toBe(3);
    expect(t.closed(0)).toBe(true);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('Хронос (s1_25): ruling — the sum of the wounds received this turn, heals not deducted', () => {
    const t = battle(db, {
      cards: [{ card: 'Хронос', seat: 0, at: 'A1', counters: 1 }, at('Ранящий', 0, 'E1'), at('Лекарь', 0, 'E2'), at('Колющий', 0, 'D1'), { card: 'Соратник', seat: 0, at: 'C2', wounds: 3 }, at('Мишень', 1, 'E6')],
    });
    t.act(select('E1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    t.act(select('E2'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    t.act(select('D1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(t.wounds(4)).toBe(5); // 3 + 2 − 1 + 1
    t.act(select('A1'), verb(Verb.Ability + 0), target('C2'));
    settle(t);
    expect(t.wounds(4)).toBe(2); // healed by 2 + 1 = 3
  });

  it('Хронос (s1_25): "другое существо" — not itself; the count starts afresh each turn', () => {
    const t = battle(db, { cards: [{ card: 'Хронос', seat: 0, at: 'A1', counters: 2, wounds: 1 }, at('Ранящий', 0, 'E1'), at('Соратник', 0, 'C2'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.legal()).not.toContain(target('A1'));
    expect(t.legal()).toContain(target('C2'));
    const u = battle(db, { cards: [{ card: 'Хронос', seat: 0, at: 'A1', counters: 1 }, at('Ранящий', 0, 'E1'), at('Соратник', 0, 'C2'), at('Мишень', 1, 'E6')] });
    u.act(select('E1'), verb(Verb.Ability + 0), target('C2'));
    settle(u);
    u.act(endTurn(), endTurn());
    u.act(select('A1'), verb(Verb.Ability + 0), target('C2'));
    settle(u);
    expect(u.wounds(2)).toBe(2);
  });
});

describe('Минотавр (s1_34): может атаковать {strike} 2 раза за ход, после первой атаки не закрывается', () => {
  it('Минотавр (s1_34): strikes twice; open after the first, closed after the second; no move after the first', () => {
    const t = battle(db, { cards: [at('Минотавр', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'D4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(3);
    expect(t.closed(0)).toBe(false);
    expect(t.moveLeft(0)).toBe(0);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.wounds(2)).toBe(3);
    expect(t.closed(0)).toBe(true);
    expect(t.legal()).not.toContain(select('C3'));
  });

  it('Минотавр (s1_34): ruling — opened again after acting (Ойуун), it may strike twice again', () => {
    const t = battle(db, { cards: [at('Минотавр', 0, 'C3'), at('Ойуун', 0, 'A1'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(true);
    t.act(select('A1'), verb(Verb.Ability + 1), target('C3'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(true);
    expect(t.wounds(2)).toBe(12);
  });
});
