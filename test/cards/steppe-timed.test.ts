/**
 * Степи: timed grants of the third batch (core/systems/durations.ts) — protection from every
 * non-magical attack for X opponent turns (Пустотник), a die mark on the target (Хозяйка прайда),
 * +1 to the range of a discharge (Посвящённый Дзара). Opponents are synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Kw, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, select, selectAux, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Соратник', { life: 20 }),
  synth('Боец', { life: 20, strike: [2, 2, 2] }),
  synth('Стрелок', { life: 20, ranged: { kind: 'shot', values: [2, 2, 2] } }),
  synth('Разрядник', { life: 20, ranged: { kind: 'discharge', values: [2, 2, 2] } }),
  synth('Птица', { type: 'flyer', move: null, life: 20 }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });

function settle(t: ReturnType<typeof battle>): void {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe('Пустотник (s1_6): X{counter}{tap}: «шит света» — другое существо получает защиту от всех немагических атак на X ходов противника', () => {
  it('Пустотник (s1_6): X = 2 — protected during the next two opponent turns only (ruling s1_6: not in its own turns)', () => {
    const t = battle(db, { cards: [{ card: 'Пустотник', seat: 0, at: 'A1', counters: 2 }, at('Соратник', 0, 'C3'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 2), target('C3'));
    expect(t.decision()).toBe(Decision.Choice);
    t.act(AMOUNT + 2);
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(0);
    const c = t.card(1);
    const prot = () => (t.s.tKw[c]! & Kw.ProtNonMagic) !== 0;
    expect(prot()).toBe(false); // its own turn
    t.act(endTurn());
    expect(prot()).toBe(true); // opponent turn 1
    t.act(endTurn());
    expect(prot()).toBe(false); // own turn
    t.act(endTurn());
    expect(prot()).toBe(true); // opponent turn 2
    t.act(endTurn());
    t.act(endTurn());
    expect(prot()).toBe(false); // opponent turn 3: over
  });

  it('Пустотник (s1_6): the protection stops simple strikes and shots, not discharges (magical); not itself', () => {
    const t = battle(db, {
      cards: [{ card: 'Пустотник', seat: 0, at: 'A1', counters: 1 }, at('Соратник', 0, 'C3'), at('Боец', 1, 'C4'), at('Стрелок', 1, 'E6'), at('Разрядник', 1, 'A6')],
    });
    t.act(select('A1'), verb(Verb.Ability + 2));
    expect(t.legal()).not.toContain(target('A1')); // "другое существо"
    t.act(target('C3'), AMOUNT + 1);
    settle(t);
    t.act(endTurn());
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(1)).toBe(0);
    t.rolls(6).act(select('E6'), verb(Verb.Ranged), target('C3'));
    settle(t);
    expect(t.wounds(1)).toBe(0);
    t.rolls(6).act(select('A6'), verb(Verb.Ranged), target('C3'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
  });
});

describe('Хозяйка прайда (s1_9): {tap}: «песчаные когти» — ранить существо на 1, ваши существа +1 к броскам кубика при атаках по нему до конца хода', () => {
  it('Хозяйка прайда (s1_9): wounds 1; an own creature\'s strike at the marked card rolls +1 this turn', () => {
    const t = battle(db, { cards: [at('Хозяйка прайда', 0, 'A1'), at('Соратник', 0, 'C3'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'D4', true), at('Соратник', 0, 'D3')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    // Соратник: strike 1-2-3; at a closed card a 3 is weak, with the mark 4: medium.
    t.rolls(3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(1 + 2);
    // Not at an unmarked card.
    t.rolls(3).act(select('D3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.wounds(3)).toBe(1);
  });

  it('Хозяйка прайда (s1_9): the mark works for its controller\'s attacks only, and ends with the turn', () => {
    const t = battle(db, { cards: [at('Хозяйка прайда', 0, 'A1'), at('Мишень', 0, 'C3'), at('Мишень', 1, 'C4')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    const marked = t.card(1);
    const struckBy = t.card(2);
    const own = t.card(0);
    expect(markedOf(t, own, marked)).toBe(1);
    expect(markedOf(t, struckBy, marked)).toBe(0);
    t.act(endTurn());
    expect(markedOf(t, own, marked)).toBe(0);
  });
});

import { markedDie } from '../../src/engine/core/systems/durations.js';
function markedOf(t: ReturnType<typeof battle>, a: number, m: number): number {
  return markedDie(t.s, a, m);
}

describe('Посвящённый Дзара (s1_24): при перемещении на соседнюю клетку +1 к дальности разряда до конца хода; {tap}: разряд на 2-3-4, дальность 1', () => {
  it('Посвящённый Дзара (s1_24): range 1 and not at cards next to it (ruling): only flyers before moving', () => {
    const t = battle(db, { cards: [at('Посвящённый Дзара', 0, 'C2'), at('Мишень', 1, 'C3'), at('Мишень', 1, 'C4'), at('Птица', 1, 'aux')] });
    t.act(select('C2'), verb(Verb.Ranged));
    const l = t.legalNames();
    expect(l.some((x) => x.includes('C3'))).toBe(false);
    expect(l.some((x) => x.includes('C4'))).toBe(false);
    expect(t.legal().length).toBe(1); // the flyer
  });

  it('Посвящённый Дзара (s1_24): one step — range 2: a card two cells away; the bonus ends with the turn', () => {
    const t = battle(db, { cards: [at('Посвящённый Дзара', 0, 'C1'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    t.act(select('C1'), verb(Verb.Move), target('C2'));
    settle(t);
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Посвящённый Дзара', 0, 'C1'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    u.act(select('C1'), verb(Verb.Move), target('C2'), endTurn(), endTurn());
    u.act(select('C2'));
    expect(u.legal()).not.toContain(verb(Verb.Ranged));
  });
});

const fdb = makeDb([
  synth('Строевой', { life: 20, strike: [1, 2, 3], abilities: [{ kind: 'formation' }] }),
  synth('Мишень', { life: 20 }),
  synth('Боец', { life: 20, strike: [2, 2, 2] }),
]);

describe('Рубаки Холверта (s1_15): Строй: при {strike} — открыть существо в строю с ними; оно не может атаковать до конца хода (1 раз за ход)', () => {
  it('Рубаки Холверта (s1_15): in formation, its strike opens a closed partner, which then cannot attack (but may move)', () => {
    const t = battle(fdb, { cards: [at('Рубаки Холверта', 0, 'C3'), { card: 'Строевой', seat: 0, at: 'B3', closed: true, moveLeft: 0 }, at('Мишень', 1, 'C4', true), at('Мишень', 1, 'B4')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Target && t.decision() !== Decision.Main; g++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B3')]);
    t.act(target('B3'));
    settle(t);
    expect(t.closed(1)).toBe(false);
    t.act(select('B3'));
    expect(t.legal()).not.toContain(verb(Verb.Strike));
    expect(t.legal()).toContain(verb(Verb.Move));
  });

  it('Рубаки Холверта (s1_15): ruling — the opened card\'s counter-strike is blocked this turn', () => {
    const t = battle(fdb, { cards: [at('Рубаки Холверта', 1, 'C4'), { card: 'Строевой', seat: 1, at: 'B4' }, at('Боец', 0, 'C3'), at('Боец', 0, 'B3')], active: 0 });
    // Боец C3 strikes Рубаки: its counter-strike fires the trigger, opening Строевой (open already) with «не может атаковать».
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Target && t.decision() !== Decision.Main; g++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('B4'));
    settle(t);
    const before = t.wounds(3);
    // Control: the same strike at an unmarked card brings a counter-strike (test: a strike at Рубаки itself is answered).
    // Боец B3 strikes Строевой with a weak roll against its strong one: no counter-strike comes back.
    t.rolls(1, 6).act(select('B3'), verb(Verb.Strike), target('B4'));
    settle(t);
    expect(t.wounds(3)).toBe(before);
    // Control: unmarked, the same strike is answered.
    const u = battle(fdb, { cards: [{ card: 'Строевой', seat: 1, at: 'B4' }, at('Боец', 0, 'B3'), at('Мишень', 1, 'E6')], active: 0 });
    u.rolls(1, 6).act(select('B3'), verb(Verb.Strike), target('B4'));
    settle(u);
    expect(u.wounds(1)).toBeGreaterThan(0);
  });

  it('Рубаки Холверта (s1_15): not out of formation; once a turn', () => {
    const t = battle(fdb, { cards: [at('Рубаки Холверта', 0, 'C3'), { card: 'Строевой', seat: 0, at: 'A3', closed: true }, at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(1)).toBe(true);
    const u = battle(fdb, { cards: [at('Рубаки Холверта', 0, 'C3'), { card: 'Строевой', seat: 0, at: 'B3', closed: true }, at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && u.decision() !== Decision.Target; g++) u.act(u.legal().includes(PASS) ? PASS : u.legal()[0]!);
    u.act(target('B3'));
    settle(u);
    u.s.flags[u.card(1)] = u.s.flags[u.card(1)]! | Flag.Closed; // closed again (test surgery)
    u.s.flags[u.card(0)] = u.s.flags[u.card(0)]! & ~Flag.Closed; // Рубаки opened again (test surgery)
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(u);
    expect(u.closed(1)).toBe(true);
  });
});

const gdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Степняк', { life: 20, element: 'steppe' }),
  synth('Громила', { life: 20, strike: [3, 4, 5] }),
]);

describe('Глорм (s1_20): {instant}{tap}: «отвлекающая вспышка» — свести ближний удар по существу в вашем отряде к 1, ранить Глорма на 1 (на 0, если по степному)', () => {
  it('Глорм (s1_20): an enemy strong strike at an own card deals 1; Глорм takes 1 and closes', () => {
    const t = battle(gdb, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Глорм', 0, 'A1'), at('Громила', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Priority); // Глорм's controller (the attacker's side has nothing to play)
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.wounds(0)).toBe(1);
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(1)).toBe(true);
  });

  it('Глорм (s1_20): at a steppe creature it takes no wound; without it the strike deals 5', () => {
    const t = battle(gdb, { active: 1, cards: [at('Степняк', 0, 'C3', true), at('Глорм', 0, 'A1'), at('Громила', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    t.act(select('A1'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.wounds(0)).toBe(1);
    expect(t.wounds(1)).toBe(0);
    const u = battle(gdb, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Глорм', 0, 'A1'), at('Громила', 1, 'C4')] });
    u.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(u);
    expect(u.wounds(0)).toBe(5);
  });

  it('Глорм (s1_20): not for a strike at an enemy card (its own side\'s strike)', () => {
    const t = battle(gdb, { cards: [at('Громила', 0, 'C3'), at('Глорм', 0, 'A1'), at('Мишень', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Priority) expect(t.legal()).not.toContain(select('A1'));
  });
});

describe('при перемещении на соседнюю клетку: once per cell of a move of several cells (Смотритель стойла s1_7, Посвящённый Дзара s1_24, Бронтобей s1_30)', () => {
  it('Бронтобей (s1_30): one move of two cells gives +2 (ruling: moved 2, it strikes at 5-5-6)', () => {
    const t = battle(db, { cards: [at('Бронтобей', 0, 'C1'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(2);
  });

  it('Смотритель стойла (s1_7): one move of two cells gives +2 ОвА', () => {
    const t = battle(db, { cards: [at('Смотритель стойла', 0, 'C1'), at('Мишень', 1, 'E6')] });
    t.s.moveLeft[t.card(0)] = 2;
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(t.s.tOva[t.card(0)]).toBe(2);
  });

  it('Посвящённый Дзара (s1_24): one move of two cells gives +2 range: a card three cells away', () => {
    const t = battle(db, { cards: [at('Посвящённый Дзара', 0, 'A1'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Move), target('C1'));
    settle(t);
    t.act(select('C1'), verb(Verb.Ranged));
    expect(t.legal()).toContain(target('C4'));
  });
});

describe('Бон и Берроу (s1_27): пока нет {counter} — «{tap}: {uchr} на 2, при этом может получить {counter}»; не более 1 {counter}', () => {
  it('Бон и Берроу (s1_27): {uchr} на 2 through a row, with or without taking a counter (the choice at the declaration)', () => {
    const t = battle(db, { cards: [at('Бон и Берроу', 0, 'C2'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C2'), verb(Verb.Ability + 2), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [at('Бон и Берроу', 0, 'C2'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    u.rolls(1).act(select('C2'), verb(Verb.Ability + 1), target('C4'));
    settle(u);
    expect(u.wounds(1)).toBe(2);
    expect(u.s.counters[u.card(0)]).toBe(0);
  });

  it('Бон и Берроу (s1_27): with a counter it has no {uchr}', () => {
    const t = battle(db, { cards: [{ card: 'Бон и Берроу', seat: 0, at: 'C2', counters: 1 }, at('Мишень', 1, 'C4'), at('Мишень', 1, 'E6')] });
    t.act(select('C2'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 1));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 2));
  });
});

const hdb = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Птица', { type: 'flyer', move: null, life: 20, strike: [1, 1, 1] }),
  synth('Пеший', { life: 20, strike: [1, 1, 1] }),
]);

describe('Гиррит (s1_4): при выстреле — маркер «охоты» до конца вашего хода; раны от атаки летающего — еще 2 и маркер снят', () => {
  it('Гиррит (s1_4): after its shot, a flyer\'s strike at the marked card wounds it 2 more, once', () => {
    const t = battle(hdb, { cards: [at('Гиррит', 0, 'C1'), at('Птица', 0, 'aux'), at('Мишень', 1, 'C4', true)] });
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(1 + 1 + 2);
    t.s.flags[t.card(1)] = t.s.flags[t.card(1)]! & ~Flag.Closed; // opened again (test surgery)
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(5); // the mark is gone
  });

  it('Гиррит (s1_4): ruling — two marks (opened again) go off together: 2 + 2', () => {
    const t = battle(hdb, { cards: [at('Гиррит', 0, 'C1'), at('Птица', 0, 'aux'), at('Мишень', 1, 'C4', true)] });
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C4'));
    settle(t);
    t.s.flags[t.card(0)] = t.s.flags[t.card(0)]! & ~Flag.Closed;
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C4'));
    settle(t);
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(2 + 1 + 4);
  });

  it('Гиррит (s1_4): not from a ground creature\'s attack; the mark ends with its turn', () => {
    const t = battle(hdb, { cards: [at('Гиррит', 0, 'C1'), at('Пеший', 0, 'C3'), at('Птица', 0, 'aux'), at('Мишень', 1, 'C4', true)] });
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C4'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(3)).toBe(2);
    t.act(endTurn(), endTurn());
    t.s.flags[t.card(3)] = t.s.flags[t.card(3)]! | Flag.Closed;
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(3)).toBe(3);
  });
});
