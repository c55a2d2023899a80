/**
 * Set 1, Тьма (darkness): the static modifiers (core/systems/modifiers.ts: conditional bonuses, "+X …
 * где X — …"), conditional ranged attacks and Телепортация (mechanics/movement/teleport.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Kw, Verb } from '../../src/engine/core/enums.js';
import { CELLS } from '../../src/engine/core/board.js';
import { battle, endTurn, makeDb, noDefender, select, selectAux, synth, target, targetAux, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('Дорогой-тест', { cost: 5 }),
  synth('Сильный-тест', { strike: [3, 3, 3] }),
  synth('Тёмный-тест', { element: 'darkness' }),
  synth('Птица-тест', { type: 'flyer', move: null }),
]);
const ab = (k: number) => verb(Verb.Ability + k);
const far = { card: 'Дорогой-тест', seat: 1 as const, at: 'E6' };
/** A simple strike from cell `a` on cell `b` with the given dice; no defender is assigned. */
function strike(t: Battle, a: string, b: string, ...dice: number[]): void {
  t.rolls(...dice).act(select(a), verb(Verb.Strike), target(b));
  if (t.decision() === Decision.Defender) t.act(noDefender());
}

describe('Тьма: conditional and counted bonuses', () => {
  it('Суккуб-истязатель (s1_142): +3 к разряду, если в каждом ряду поля боя есть ваше существо', () => {
    const own = ['A2', 'A3', 'A4', 'A5', 'A6'].map((at) => ({ card: 'Дорогой-тест', seat: 0 as const, at }));
    const t = battle(db, { cards: [{ card: 'Суккуб-истязатель', seat: 0, at: 'A1' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }, ...own] });
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('E6'));
    expect(t.wounds(1)).toBe(4);
    // (negative) row 6 without an own creature: only the printed 1.
    const u = battle(db, { cards: [{ card: 'Суккуб-истязатель', seat: 0, at: 'A1' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }, ...own.slice(0, 4)] });
    u.rolls(1).act(select('A1'), verb(Verb.Ranged), target('E6'));
    expect(u.wounds(1)).toBe(1);
  });

  it('Демон зависти (s1_145): +1 к ударам, пока стоит рядом с двумя существами противника со слабым {strike} 3 или больше', () => {
    const t = battle(db, { cards: [{ card: 'Демон зависти', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, { card: 'Сильный-тест', seat: 1, at: 'B4' }, { card: 'Сильный-тест', seat: 1, at: 'D4' }] });
    strike(t, 'C3', 'C4', 2, 1); // weak: 2 + 1
    expect(t.wounds(1)).toBe(3);
    // (negative) one such neighbour is not enough.
    const u = battle(db, { cards: [{ card: 'Демон зависти', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, { card: 'Сильный-тест', seat: 1, at: 'B4' }, { card: 'Дорогой-тест', seat: 1, at: 'D4' }] });
    strike(u, 'C3', 'C4', 2, 1);
    expect(u.wounds(1)).toBe(2);
  });

  it('Демон зависти (s1_145): получает «{tap}: Магический удар на 3», пока рядом два существа противника с разрядом, магическим ударом или заклинанием', () => {
    const t = battle(db, { cards: [{ card: 'Демон зависти', seat: 0, at: 'C3' }, { card: 'Суккуб-истязатель', seat: 1, at: 'B4' }, { card: 'Сайкорон', seat: 1, at: 'D4' }] });
    t.act(select('C3'));
    expect(t.legal()).toContain(ab(2));
    t.rolls(1).act(ab(2), target('B4'));
    expect(t.wounds(1)).toBe(3);
    expect(t.closed(0)).toBe(true);
    // (negative) with only one such neighbour the attack is not there.
    const u = battle(db, { cards: [{ card: 'Демон зависти', seat: 0, at: 'C3' }, { card: 'Суккуб-истязатель', seat: 1, at: 'B4' }, { card: 'Дорогой-тест', seat: 1, at: 'D4' }] });
    u.act(select('C3'));
    expect(u.legal()).not.toContain(ab(2));
  });

  it('Зомби (s1_151): +X к {strike} (максимум +2), где X — число других темных существ в вашем отряде', () => {
    const t = battle(db, {
      cards: [
        { card: 'Зомби', seat: 0, at: 'C3' },
        { card: 'Дорогой-тест', seat: 1, at: 'C4' },
        { card: 'Тёмный-тест', seat: 0, at: 'A1' },
        { card: 'Тёмный-тест', seat: 0, at: 'B1' },
        { card: 'Тёмный-тест', seat: 0, at: 'E1' },
      ],
    });
    strike(t, 'C3', 'C4', 6, 1); // strong 2 + min(3, 2)
    expect(t.wounds(1)).toBe(4);
    // One other dark creature (+1); a neutral one and an enemy dark one do not count.
    const u = battle(db, {
      cards: [
        { card: 'Зомби', seat: 0, at: 'C3' },
        { card: 'Дорогой-тест', seat: 1, at: 'C4' },
        { card: 'Тёмный-тест', seat: 0, at: 'A1' },
        { card: 'Дорогой-тест', seat: 0, at: 'B1' },
        { card: 'Тёмный-тест', seat: 1, at: 'E6' },
      ],
    });
    strike(u, 'C3', 'C4', 6, 1);
    expect(u.wounds(1)).toBe(3);
  });

  it('Метаморф (s1_156): +X к {strike}, где X — значение {strike} атакованного существа', () => {
    const t = battle(db, { cards: [{ card: 'Метаморф', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    strike(t, 'C3', 'C4', 4, 1); // medium: 0 + 2 (the target's medium strike)
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [{ card: 'Метаморф', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    strike(u, 'C3', 'C4', 6, 1); // strong: 0 + 3
    expect(u.wounds(1)).toBe(3);
  });

  it('Метаморф (s1_156): (ruling) the printed value of the attacked creature’s strike, without its modifiers', () => {
    const t = battle(db, { cards: [{ card: 'Метаморф', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    t.s.tStrike[t.card(1)] = 2; // a timed +2 to the struck card's strike
    strike(t, 'C3', 'C4', 2, 1); // weak: 0 + 1 (printed)
    expect(t.wounds(1)).toBe(1);
  });

  it('Уордак (s1_158): +X к сильному {strike}, где X — половина текущих {health} атакованного существа (вниз)', () => {
    const t = battle(db, { cards: [{ card: 'Уордак', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4', wounds: 3 }, far] });
    strike(t, 'C3', 'C4', 5, 1); // strong (ОвА 1): 0 + floor(7 / 2)
    expect(t.wounds(1)).toBe(3 + 3);
    // (negative) a medium strike gets nothing.
    const u = battle(db, { cards: [{ card: 'Уордак', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4', wounds: 3 }, far] });
    strike(u, 'C3', 'C4', 3, 1);
    expect(u.wounds(1)).toBe(3 + 3);
    const v = battle(db, { cards: [{ card: 'Уордак', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    strike(v, 'C3', 'C4', 5, 1); // strong: floor(10 / 2)
    expect(v.wounds(1)).toBe(5);
  });
});

describe('Тьма: -1 от дальних атак, Драккарх', () => {
  it('Вурдалак (s1_166): -1 от дальних атак (not from a simple strike)', () => {
    const t = battle(db, { cards: [{ card: 'Суккуб-истязатель', seat: 0, at: 'A1' }, { card: 'Вурдалак', seat: 1, at: 'E6' }] });
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('E6'));
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { cards: [{ card: 'Пещерник', seat: 0, at: 'C3' }, { card: 'Вурдалак', seat: 1, at: 'C5' }] });
    u.rolls(1).act(select('C3'), verb(Verb.Ranged), target('C5'));
    expect(u.wounds(1)).toBe(1);
    const v = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: 'Вурдалак', seat: 1, at: 'C4' }] });
    strike(v, 'C3', 'C4', 6, 1); // strong: the full 3
    expect(v.wounds(1)).toBe(3);
  });

  it('Драккарх (s1_159): -1 от дальних атак; +1 {strike} по летающим', () => {
    const t = battle(db, { cards: [{ card: 'Суккуб-истязатель', seat: 0, at: 'A1' }, { card: 'Драккарх', seat: 1, at: 'aux' }] });
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), targetAux(1, 0));
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { cards: [{ card: 'Драккарх', seat: 0, at: 'aux' }, { card: 'Птица-тест', seat: 1, at: 'aux' }, far] });
    u.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), targetAux(1, 0));
    if (u.decision() === Decision.Defender) u.act(noDefender());
    expect(u.wounds(1)).toBe(3 + 1);
    // (negative) against a ground creature: the printed 3.
    const v = battle(db, { cards: [{ card: 'Драккарх', seat: 0, at: 'aux' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    v.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    if (v.decision() === Decision.Defender) v.act(noDefender());
    expect(v.wounds(1)).toBe(3);
  });

  it('Драккарх (s1_159): {tap}: Получить {direct} — kept after the turn ends', () => {
    const t = battle(db, { cards: [{ card: 'Драккарх', seat: 0, at: 'aux' }, far] });
    t.act(selectAux(0), ab(2));
    expect(t.closed(0)).toBe(true);
    expect(t.s.tKw[t.card(0)]! & Kw.Directed).not.toBe(0);
    t.act(endTurn(), endTurn());
    expect(t.s.tKw[t.card(0)]! & Kw.Directed).not.toBe(0);
  });
});

describe('Тьма: Телепортация', () => {
  it('Рогатый демон (s1_155): Телепортация — instead of moving, to any free cell of the battlefield', () => {
    const t = battle(db, { cards: [{ card: 'Рогатый демон', seat: 0, at: 'C3' }, far] });
    t.act(select('C3'), ab(0));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toHaveLength(CELLS - 2);
    t.act(target('B6'));
    expect(t.cellOf(0)).toBe('B6');
    expect(t.moveLeft(0)).toBe(0);
    expect(t.closed(0)).toBe(false); // it may still act
  });

  it('Демон зависти (s1_145): Телепортация — (negative) not after it has moved this turn (506.7)', () => {
    const t = battle(db, { cards: [{ card: 'Демон зависти', seat: 0, at: 'C2' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }] });
    t.act(select('C2'));
    expect(t.legal()).toContain(ab(0));
    t.act(verb(Verb.Move), target('C3'), select('C3'));
    expect(t.legal()).not.toContain(ab(0));
  });
});
