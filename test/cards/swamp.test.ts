/**
 * Set 1, Болота (swamp): one scenario per implemented or partial card, showing its text does what it
 * says, and the official rulings that concern the engine. Dice: the attacker's roll comes first;
 * 6 vs 1 = strong, 4 vs 1 = medium, 2 vs 1 = weak, 1 vs 6 = the struck card counter-strikes medium.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Kw, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { startBattleCounters } from '../../src/engine/core/systems/counters.js';
import { canMove } from '../../src/engine/core/movement.js';
import { type Battle, battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Болван', { life: 20 }),
  synth('Болотный болван', { life: 20, element: 'swamp' }),
  synth('Хиляк', { life: 1 }),
  synth('Хилый летун', { life: 1, type: 'flyer', move: null }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);
const amount = (x: number): number => AMOUNT + x;
const strike = (t: Battle, from: string, to: string): Battle => t.act(select(from), verb(Verb.Strike), target(to));
const ranged = (t: Battle, from: string, to: string): Battle => t.act(select(from), verb(Verb.Ranged), target(to));
const poison = (t: Battle, ref: number | string): number => t.s.poison[t.card(ref)]!;
const counters = (t: Battle, ref: number | string): number => t.s.counters[t.card(ref)]!;

describe('Болота: ranged attacks', () => {
  it('Гаррид-лучник (s1_113): {tap}: Выстрел на 1-2-3, дальность 4', () => {
    const t = battle(db, { cards: [{ card: 'Гаррид-лучник', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C5' }, { card: 'Болван', seat: 1, at: 'B6' }] });
    t.act(select('C1'), verb(Verb.Ranged));
    expect(t.legal()).toContain(target('C5')); // 4 cells away
    expect(t.legal()).not.toContain(target('B6')); // 6 cells away
    t.rolls(6).act(target('C5'));
    expect(t.wounds(1)).toBe(3);
  });

  it('Ижор (s1_103), Махинатор (s1_104), Тови (s1_111), Сеятель хвори (s1_124), Троллок (s1_125): their printed ranged attacks (partial cards)', () => {
    const cases: [string, number, number, string][] = [
      ['Ижор', 6, 1, 'C5'], // выстрел на 1, дальность 4
      ['Махинатор', 6, 1, 'C4'], // разряд на 1, дальность 3
      ['Тови', 6, 1, 'C6'], // метание «жабы» на 1
      ['Сеятель хвори', 6, 2, 'C6'], // разряд на 1-2-2
      ['Троллок', 4, 2, 'C6'], // метание на 1-2-2 (medium)
    ];
    for (const [name, roll, want, at] of cases) {
      const t = battle(db, { cards: [{ card: name, seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at }] });
      t.rolls(roll);
      ranged(t, 'C1', at);
      expect(t.wounds(1), name).toBe(want);
    }
    // Ranges: Ижор 4, Махинатор 3.
    const i = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C6' }] });
    i.act(select('C1'));
    expect(i.legal()).not.toContain(verb(Verb.Ranged));
    const m = battle(db, { cards: [{ card: 'Махинатор', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C5' }] });
    m.act(select('C1'));
    expect(m.legal()).not.toContain(verb(Verb.Ranged));
  });
});

describe('Болота: poison', () => {
  it('Хедд (s1_112): при среднем или сильном {strike} — атакованный получает отравление на 1; not on a weak one', () => {
    const t = battle(db, { cards: [{ card: 'Хедд', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(4, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(2);
    expect(poison(t, 1)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Хедд', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    u.rolls(2, 1);
    strike(u, 'C3', 'C4');
    expect(u.wounds(1)).toBe(2);
    expect(poison(u, 1)).toBe(0);
  });

  it('Хедд (s1_112): a medium counter-strike poisons the attacker too ("при {strike}")', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Хедд', seat: 1, at: 'C4' }] });
    t.rolls(1, 6);
    strike(t, 'C3', 'C4');
    expect(t.wounds(0)).toBe(2);
    expect(poison(t, 0)).toBe(1);
  });

  it('Ундина (s1_129): «сладострастная аура» poisons a creature; «власть Ундины» wounds every poisoned enemy by 1', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ундина', seat: 0, at: 'C1' },
        { card: 'Ундина', seat: 0, at: 'D1' },
        { card: 'Болотный болван', seat: 0, at: 'E1', poison: 1 },
        { card: 'Болван', seat: 1, at: 'C5' },
        { card: 'Болван', seat: 1, at: 'D5', poison: 2 },
        { card: 'Болван', seat: 1, at: 'E5' },
      ],
    });
    t.act(select('C1'), ab(0), target('C5'));
    expect(poison(t, 3)).toBe(1);
    t.act(select('D1'), ab(1));
    expect([t.wounds(2), t.wounds(3), t.wounds(4), t.wounds(5)]).toEqual([0, 1, 1, 0]);
  });
});

describe('Болота: counters', () => {
  it('Болотник (s1_107): {second}: Начинает бой с {counter} — only as the Second player\'s card', () => {
    const t = battle(db, { first: 0, cards: [{ card: 'Болотник', seat: 0, at: 'C1' }, { card: 'Болотник', seat: 1, at: 'C6' }] });
    startBattleCounters(t.s);
    expect([counters(t, 0), counters(t, 1)]).toEqual([0, 1]);
  });

  it('Болотник (s1_107): «ядовитый взрыв» wounds and poisons every adjacent enemy, then destroys Болотник', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болотник', seat: 0, at: 'C3', counters: 1 },
        { card: 'Болван', seat: 0, at: 'B3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'D4', poison: 1 },
        { card: 'Болван', seat: 1, at: 'C6' },
      ],
    });
    t.act(select('C3'), ab(1));
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([0, 1, 1, 0]);
    expect([poison(t, 1), poison(t, 2), poison(t, 3), poison(t, 4)]).toEqual([0, 1, 1, 0]);
  });

  it('Болотник (s1_107) ruling: an enemy already poisoned by 1 keeps poison 1 (not 2)', () => {
    const t = battle(db, { cards: [{ card: 'Болотник', seat: 0, at: 'C3', counters: 1 }, { card: 'Болван', seat: 1, at: 'C4', poison: 1 }] });
    t.act(select('C3'), ab(1));
    expect(poison(t, 1)).toBe(1);
  });

  it('Болотник (s1_107): without a counter it may accumulate one ({tap}, 123.3) instead of exploding', () => {
    const t = battle(db, { cards: [{ card: 'Болотник', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C5' }] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(ab(1));
    t.act(ab(3));
    expect(counters(t, 0)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Болотник (s1_107): Прыжок, дальность 4 — to any free cell within 4, spending all movement; not after moving', () => {
    const t = battle(db, { cards: [{ card: 'Болотник', seat: 0, at: 'C1' }, { card: 'Болван', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'E6' }] });
    t.act(select('C1'), ab(0)); // the jump is offered as its ability (mechanics/movement/jump.ts)
    const l = t.legal();
    expect(l).toContain(target('C5')); // over C2, 4 cells away
    expect(l).toContain(target('A3')); // 4 cells away, diagonally counted
    expect(l).not.toContain(target('C6')); // 5 cells away
    t.act(target('C5'));
    expect(t.cellOf(0)).toBe('C5');
    expect(t.moveLeft(0)).toBe(0);
    // After a step, no jump: Болотник moves 1 and then has nothing left.
    const u = battle(db, { cards: [{ card: 'Болотник', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'E6' }] });
    u.act(select('C1'), verb(Verb.Move), target('B1'));
    u.act(select('B1'));
    expect(u.legal()).not.toContain(verb(Verb.Move));
    expect(u.legal()).not.toContain(ab(0));
  });

  it('Осклизг (s1_109): «эликсиры Ракштольна» move 4 (or fewer, chosen) wounds from an adjacent swamp creature onto itself', () => {
    const t = battle(db, {
      cards: [
        { card: 'Осклизг', seat: 0, at: 'C3', counters: 1 },
        { card: 'Болотный болван', seat: 0, at: 'B3', wounds: 5 },
        { card: 'Болван', seat: 0, at: 'D3', wounds: 5 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('B3')]); // only the swamp creature
    t.act(target('B3'));
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([amount(1), amount(2), amount(3), amount(4)]);
    t.act(amount(3));
    expect([t.wounds(0), t.wounds(1)]).toEqual([3, 2]);
    expect(counters(t, 0)).toBe(0);
  });

  it('Осклизг (s1_109): {tap}: {uchr} на 1, and {second}: Начинает бой с {counter}', () => {
    const t = battle(db, { first: 1, cards: [{ card: 'Осклизг', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    startBattleCounters(t.s);
    expect(counters(t, 0)).toBe(1);
    t.rolls(6);
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toContain(target('C4'));
    t.act(target('C4'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Рэккен (s1_110): «рэккендум» moves 2 (or fewer) wounds from another swamp creature, at any range', () => {
    const t = battle(db, {
      cards: [
        { card: 'Рэккен', seat: 0, at: 'A1' },
        { card: 'Болотный болван', seat: 0, at: 'E3', wounds: 5 },
        { card: 'Болван', seat: 0, at: 'D3', wounds: 5 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('E3')]); // not itself, not the non-swamp creature
    t.act(target('E3'));
    expect(t.legal()).toEqual([amount(1), amount(2)]);
    t.act(amount(2));
    expect([t.wounds(0), t.wounds(1)]).toEqual([2, 3]);
  });

  it('Слизь (s1_121): {counter}{tap}: Особый удар на 3, and the struck creature gets poison 1', () => {
    const t = battle(db, { cards: [{ card: 'Слизь', seat: 0, at: 'C3', counters: 1 }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.act(select('C3'), ab(2), target('C4'));
    expect(t.wounds(1)).toBe(3);
    expect(poison(t, 1)).toBe(1);
    expect(counters(t, 0)).toBe(0);
  });
});

describe('Болота: strike triggers', () => {
  it('Слизь (s1_121): при {strike} — выстрел «плевок слизью» на 1 at a creature within range 3', () => {
    const t = battle(db, {
      cards: [
        { card: 'Слизь', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'C6' },
        { card: 'Болван', seat: 1, at: 'A6' },
      ],
    });
    t.rolls(2, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(3); // weak strike 3
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toContain(target('C6')); // 3 away
    expect(t.legal()).not.toContain(target('A6')); // 5 away
    expect(t.legal()).not.toContain(target('C3')); // not itself
    t.act(target('C6'));
    expect(t.wounds(2)).toBe(1);
  });

  it('Слизь (s1_121): при ближнем ударе по Слизи — ранить атаковавшего на 1', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Слизь', seat: 1, at: 'C4' }] });
    t.rolls(2, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(1); // the attacker's weak strike (Болван: 1-2-3)
    expect(t.wounds(0)).toBe(1);
  });

  it('Уриил (s1_134): при {strike} по Уриилу атаковавший не открывается в начале своего следующего хода', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Уриил', seat: 1, at: 'C4' }, { card: 'Болван', seat: 0, at: 'A1' }] });
    t.rolls(2, 1);
    strike(t, 'C3', 'C4');
    expect(t.closed(0)).toBe(true);
    t.act(endTurn(), endTurn()); // P2's turn, then P1's: the attacker stays closed
    expect(t.closed(0)).toBe(true);
    t.act(endTurn(), endTurn()); // the marker was used up: it opens now
    expect(t.closed(0)).toBe(false);
  });

  it('Уриил (s1_134) ruling: a counter-strike on Уриил counts too', () => {
    // Уриил attacks, 1 vs 6: it misses and is counter-struck (medium); the counter-striker is marked.
    const t = battle(db, { cards: [{ card: 'Уриил', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(1, 6);
    strike(t, 'C3', 'C4');
    expect(t.wounds(0)).toBe(2);
    expect(t.s.flags[t.card(1)]! & Flag.SkipOpen).not.toBe(0);
    // It is open now; closed during P1's turn (here by hand), it would not open at the start of its turn.
    t.s.flags[t.card(1)] = t.s.flags[t.card(1)]! | Flag.Closed;
    t.act(endTurn());
    expect(t.closed(1)).toBe(true);
    expect(t.s.flags[t.card(1)]! & Flag.SkipOpen).toBe(0);
  });

  it('Гоблин (s1_120): при ударе в нападении — закрыть атакованное существо; ruling: not on a counter-strike', () => {
    const t = battle(db, { cards: [{ card: 'Гоблин', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(2, 1);
    strike(t, 'C3', 'C4');
    expect(t.closed(1)).toBe(true);
    const u = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Гоблин', seat: 1, at: 'C4' }] });
    u.s.log = [];
    u.rolls(1, 6);
    strike(u, 'C3', 'C4');
    expect(u.s.log.filter((l) => l.includes('срабатывает способность'))).toEqual([]); // no «оцепенение»
    expect(u.wounds(0)).toBeGreaterThan(0); // Гоблин counter-struck
    expect(u.closed(0)).toBe(true); // closed by its own attack, not by «оцепенение»
    u.act(endTurn(), endTurn());
    expect(u.closed(0)).toBe(false);
  });

  it('Медуза Горгона (s1_131): при сильном {strike} — атакованный закрывается и не открывается в начале своего следующего хода', () => {
    const t = battle(db, { cards: [{ card: 'Медуза Горгона', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(4);
    expect(t.closed(1)).toBe(true);
    t.act(endTurn());
    expect(t.closed(1)).toBe(true); // its turn: it did not open
    const u = battle(db, { cards: [{ card: 'Медуза Горгона', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    u.rolls(4, 1);
    strike(u, 'C3', 'C4');
    expect(u.closed(1)).toBe(false);
  });
});

describe('Болота: more partial cards', () => {
  it('Ноками (s1_123): «вскипающий яд» — a poisoned creature gets +1 poison, up to 2; only poisoned creatures', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ноками', seat: 0, at: 'A1' },
        { card: 'Ноками', seat: 0, at: 'B1' },
        { card: 'Болван', seat: 1, at: 'E6', poison: 1 },
        { card: 'Болван', seat: 1, at: 'D6' },
      ],
    });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('E6')]);
    t.act(target('E6'));
    expect(poison(t, 2)).toBe(2);
    t.act(select('B1'), ab(0), target('E6'));
    expect(poison(t, 2)).toBe(2); // at most 2
  });

  it('Шаман-душегрыз (s1_118): {tap}: Получить {zoal} for the rest of the battle; {second}: Начинает бой с {counter}', () => {
    const t = battle(db, { first: 0, cards: [{ card: 'Шаман-душегрыз', seat: 1, at: 'C6' }, { card: 'Болван', seat: 0, at: 'A1' }] });
    startBattleCounters(t.s);
    expect(counters(t, 0)).toBe(1);
    t.act(endTurn(), select('C6'), ab(1)); // ability 0 is «гипноз» (test/cards/swamp-forced.test.ts)
    expect(t.closed(0)).toBe(true);
    expect(t.s.tKw[t.card(0)]! & Kw.ProtFlyer).not.toBe(0);
    t.act(endTurn(), endTurn(), endTurn());
    expect(t.s.tKw[t.card(0)]! & Kw.ProtFlyer).not.toBe(0);
  });
});

describe('Болота: triggers on the poison of enemy creatures', () => {
  it('Ноками (s1_123): когда существо противника получает раны от отравления — может ранить стоящее рядом с ним существо на 1 (1 раз за ход)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ноками', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'C4', poison: 1 },
        { card: 'Болван', seat: 1, at: 'C5' },
        { card: 'Болван', seat: 1, at: 'E4', poison: 1 },
        { card: 'Болван', seat: 0, at: 'E3' },
      ],
    });
    t.act(endTurn()); // the opponent's turn: both his poisoned creatures take their wound
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(3)).toBe(1);
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(t.legal()[0]!);
    expect(t.legal().length).toBeGreaterThan(0);
    const c5 = t.legal().includes(target('C5'));
    t.act(c5 ? target('C5') : target('E3'));
    // "(1 раз за ход)": the second trigger of this turn, declared, is not put on the stack.
    for (let g = 0; g < 6 && (t.decision() === Decision.Priority || t.decision() === Decision.Trigger); g++) t.act(t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(c5 ? 2 : 4)).toBe(1);
    expect(t.wounds(c5 ? 4 : 2)).toBe(0);
  });

  it('Сеятель хвори (s1_124): при гибели существа противника от отравления — может отравить стоящее рядом с погибшим существо на X (его отравление)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Сеятель хвори', seat: 0, at: 'A1' },
        { card: 'Хиляк', seat: 1, at: 'C4', poison: 2 },
        { card: 'Болван', seat: 1, at: 'D5' },
      ],
    });
    t.act(endTurn());
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Trigger); // "может"
    t.act(t.legal()[0]!);
    expect(t.legal()).toEqual([target('D5')]);
    t.act(target('D5'));
    for (let g = 0; g < 5 && t.decision() === Decision.Priority; g++) t.act(t.legal()[0]!);
    expect(poison(t, 2)).toBe(2);
    // Killed by a strike, not by poison: nothing.
    const u = battle(db, { cards: [{ card: 'Сеятель хвори', seat: 0, at: 'A1' }, { card: 'Болван', seat: 0, at: 'C3' }, { card: 'Хиляк', seat: 1, at: 'C4', poison: 1, closed: true }, { card: 'Болван', seat: 1, at: 'E6' }] });
    u.rolls(6);
    strike(u, 'C3', 'C4');
    expect(u.zoneOf(2)).toBe(Zone.Grave);
    expect(u.decision()).toBe(Decision.Main);
  });

  it('Сеятель хвори (s1_124) ruling: a flyer dead of poison is next to nobody — no legal target', () => {
    const t = battle(db, { cards: [{ card: 'Сеятель хвори', seat: 0, at: 'A1' }, { card: 'Хилый летун', seat: 1, at: 'aux', poison: 1 }, { card: 'Болван', seat: 1, at: 'C5' }] });
    t.act(endTurn());
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    if (t.decision() === Decision.Trigger) t.act(t.legal()[0]!); // declared without a target: not put on the stack
    expect(t.decision()).toBe(Decision.Main);
    expect(poison(t, 2)).toBe(0);
  });
});

describe('Болота: Василиск', () => {
  it('Василиск (s1_116): при ударе — атакованное существо не может передвигаться с той клетки, пока Василиск не переместится или не покинет поле боя', () => {
    const t = battle(db, { cards: [{ card: 'Василиск', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4', closed: true }, { card: 'Болван', seat: 1, at: 'E5' }] });
    t.rolls(6);
    strike(t, 'C3', 'C4');
    for (let g = 0; g < 5 && t.decision() !== Decision.Main; g++) t.act(t.legal()[0]!);
    t.act(endTurn());
    expect(canMove(t.s, t.card(1))).toBe(false); // held on C4
    expect(canMove(t.s, t.card(2))).toBe(true); // another card moves freely
    t.act(endTurn());
    t.act(select('C3'), verb(Verb.Move), target('B3')); // Василиск moves: the gaze ends
    t.act(endTurn());
    expect(canMove(t.s, t.card(1))).toBe(true);
  });
});
