/**
 * Set 1, Тьма (darkness): one scenario per implemented or partial card, and the official rulings
 * that concern what the engine plays.
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { TARGET, TRIGGER, TRIGGER_SKIP, PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, noDefender, select, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([
  synth('Дешёвый-тест', { cost: 4 }),
  synth('Дорогой-тест', { cost: 5 }),
  synth('Хрупкий-тест', { life: 2 }),
  { ...ALL_CARDS.find((c) => c.name === 'Харон')!, id: 'tx_haron_zoz', name: 'Харон-ЗОЗ-тест', icons: { zoz: true } },
]);
const ab = (k: number) => verb(Verb.Ability + k);
const lives = (t: Battle, ref: number | string) => t.s.extraLives[t.card(ref)]!;
const far = { card: 'Дорогой-тест', seat: 1 as const, at: 'E6' };
/** A simple strike from cell `a` on cell `b` with the given dice; no defender is assigned. */
function strike(t: Battle, a: string, b: string, ...dice: number[]): void {
  t.rolls(...dice).act(select(a), verb(Verb.Strike), target(b));
  if (t.decision() === Decision.Defender) t.act(noDefender());
}

/** A card of seat 0 in the graveyard one token short of incarnating; seat 1 ends its turn. */
function incarnationPosition(name: string, x: number): Battle {
  const t = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: name, seat: 0, at: 'grave' }, far], active: 1, first: 0, turn: 2 });
  setIncarnationTokens(t.s, t.card(1), x - 1);
  return t;
}

function expectIncarnates(name: string, x: number): Battle {
  const t = incarnationPosition(name, x);
  t.act(endTurn());
  expect(t.decision()).toBe(Decision.Target);
  expect(t.legal()).toEqual([TARGET + 0, TARGET + 1, TARGET + 2, TARGET + 3, TARGET + 4]); // seat 0's third row
  t.act(TARGET + 0);
  expect(t.cellOf(1)).toBe('A1');
  expect((t.s.flags[t.card(1)]! & Flag.Incarnated) !== 0).toBe(true);
  return t;
}

describe('Тьма: incarnation cards', () => {
  it('Вестник мора (s1_137): Инкарнация 3 — onto a free cell of the own third row, then it flies (darkness-gain-flight.test.ts)', () => {
    const t = incarnationPosition('Вестник мора', 3);
    t.act(endTurn());
    expect(t.legal()).toEqual([TARGET + 0, TARGET + 1, TARGET + 2, TARGET + 3, TARGET + 4]); // seat 0's third row
    t.act(TARGET + 0);
    while (t.decision() !== Decision.Main) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect(t.zoneOf(1)).toBe(Zone.Aux); // При инкарнации — получить полет
  });

  it('Вестник мора (s1_137): (negative) with 2 of 3 tokens it stays in the graveyard', () => {
    const t = incarnationPosition('Вестник мора', 2);
    t.act(endTurn());
    expect(t.zoneOf(1)).toBe(Zone.Grave);
  });

  it('Моровой всадник (s1_141): Инкарнация 3; инкарнирует в открытом виде, получает {ova}2 и +2 к {strike} до конца хода', () => {
    const t = expectIncarnates('Моровой всадник', 3);
    while (t.decision() === Decision.Trigger) t.act(t.legal()[0]!);
    expect(t.closed(1)).toBe(false);
    expect(t.s.tOva[t.card(1)]).toBe(2);
    expect(t.s.tStrike[t.card(1)]).toBe(2);
    t.act(endTurn());
    expect(t.s.tOva[t.card(1)]).toBe(0); // до конца хода
    expect(t.s.tStrike[t.card(1)]).toBe(0);
  });

  it('Талион (s1_149): Инкарнация 4', () => {
    expectIncarnates('Талион', 4);
  });

  it('Поганище (s1_164): Инкарнация 3', () => {
    expectIncarnates('Поганище', 3);
  });
});

describe('Тьма: ranged attacks', () => {
  it('Огненный имп (s1_138): Метание на 1, дальность 4 — not beyond 4 cells, not adjacent', () => {
    const t = battle(db, { cards: [{ card: 'Огненный имп', seat: 0, at: 'A1' }, { card: 'Дорогой-тест', seat: 1, at: 'A5' }, { card: 'Дорогой-тест', seat: 1, at: 'E6' }, { card: 'Дорогой-тест', seat: 1, at: 'B2' }] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('A5')]);
    t.rolls(6).act(target('A5'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Суккуб-истязатель (s1_142): {tap}: Разряд на 1', () => {
    const t = battle(db, { cards: [{ card: 'Суккуб-истязатель', seat: 0, at: 'A1' }, far] });
    t.rolls(6).act(select('A1'), verb(Verb.Ranged), target('E6'));
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Пещерник (s1_152): {tap}: {uchr} на 2 (over one cell in a line); {tap}: Излечиться на 3', () => {
    const t = battle(db, { cards: [{ card: 'Пещерник', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }, { card: 'Дорогой-тест', seat: 1, at: 'E5' }] });
    t.act(select('C3'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C5')]);
    t.rolls(1).act(target('C5'));
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [{ card: 'Пещерник', seat: 0, at: 'C3', wounds: 4 }, far] });
    u.act(select('C3'), ab(0));
    expect(u.wounds(0)).toBe(1);
    expect(u.closed(0)).toBe(true);
  });

  it('Сайкорон (s1_153): {tap}: Магический удар на 2-3-4 on an adjacent card', () => {
    const t = battle(db, { cards: [{ card: 'Сайкорон', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    t.act(select('C3'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C4')]);
    t.rolls(6).act(target('C4'));
    expect(t.wounds(1)).toBe(4);
  });

  it('Хозяин склепа (s1_163): {tap}: Метание «черепа» на 1, дальность 5', () => {
    const t = battle(db, { cards: [{ card: 'Хозяин склепа', seat: 0, at: 'A1' }, { card: 'Дорогой-тест', seat: 1, at: 'A6' }, far] });
    t.act(select('A1'), ab(2));
    expect(t.legal()).toEqual([target('A6')]);
    t.rolls(4).act(target('A6'));
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Тьма: vampirism', () => {
  it('Вампир (s1_139): безответный удар — the struck card deals no counter-strike', () => {
    const t = battle(db, { cards: [{ card: 'Вампир', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: only a medium counter-strike
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(1)).toBe(0);
  });

  it('Вампир (s1_139): вампиризм на X-1 — a strong strike for 3 heals 2', () => {
    const t = battle(db, { cards: [{ card: 'Вампир', seat: 0, at: 'C3', wounds: 1 }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(0);
    expect(lives(t, 0)).toBe(1);
  });

  for (const [name, id, max, life] of [
    ['Ведьма слуа', 's1_140', 12, 8],
    ['Мрачная дворянка', 's1_154', 12, 8],
    ['Рогатый демон', 's1_155', 12, 7],
    ['Вурдалак', 's1_166', 13, 13],
  ] as const) {
    it(`${name} (${id}): Вампиризм; Максимум ${max} {health}`, () => {
      const t = battle(db, { cards: [{ card: name, seat: 0, at: 'C3', wounds: 1, extraLives: max - life - 1 }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }] });
      t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1)).toBeGreaterThanOrEqual(2);
      expect(t.wounds(0)).toBe(0); // healed first
      expect(lives(t, 0)).toBe(max - life); // the rest becomes extra lives, up to the maximum
    });
  }
});

describe('Тьма: трупоедство', () => {
  for (const [name, id, die] of [
    ['Уордак', 's1_158', 3], // ОвА 1
    ['Тварь', 's1_162', 4],
  ] as const) {
    it(`${name} (${id}): Трупоедство — kills an adjacent enemy creature, heals fully`, () => {
      const t = battle(db, { cards: [{ card: name, seat: 0, at: 'C3', wounds: 6 }, { card: 'Хрупкий-тест', seat: 1, at: 'C4' }, far] });
      t.rolls(die, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // +3: medium (3)
      expect(t.zoneOf(1)).toBe(Zone.Grave);
      expect(t.wounds(0)).toBe(0);
    });
  }

});

describe('Тьма: Повелитель мёртвых, Харон, Повелитель бездны, Властелин хаоса', () => {
  it('Повелитель мёртвых (s1_147): при инкарнации вашего существа может открыться; оно получает +1 к {move} до конца вашего следующего хода', () => {
    const t = battle(db, {
      cards: [{ card: 'Повелитель мёртвых', seat: 0, at: 'C3', closed: true }, { card: 'Вестник мора', seat: 0, at: 'grave' }, far],
      active: 1,
      first: 0,
      turn: 2,
    });
    setIncarnationTokens(t.s, t.card(1), 2);
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    t.s.flags[t.card(0)] = t.s.flags[t.card(0)]! | Flag.Closed; // closed at the incarnation
    t.act(TARGET + 0);
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal().filter((a) => a >= TRIGGER_SKIP)).toHaveLength(1); // only the opening is optional
    while (t.decision() === Decision.Trigger) t.act(t.legal()[0]!);
    expect(t.closed(0)).toBe(false);
    expect(t.s.tMove[t.card(1)]).toBe(1);
  });

  it('Повелитель мёртвых (s1_147): (negative) the opening may be declined; an enemy incarnation does not fire it', () => {
    const t = battle(db, { cards: [{ card: 'Повелитель мёртвых', seat: 0, at: 'C3' }, { card: 'Вестник мора', seat: 0, at: 'grave' }, far], active: 1, first: 0, turn: 2 });
    setIncarnationTokens(t.s, t.card(1), 2);
    t.act(endTurn(), TARGET + 0);
    const skip = t.legal().find((a) => a >= TRIGGER_SKIP)!;
    t.act(skip);
    while (t.decision() === Decision.Trigger) t.act(t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Main);
    const u = battle(db, { cards: [{ card: 'Повелитель мёртвых', seat: 1, at: 'C5' }, { card: 'Вестник мора', seat: 0, at: 'grave' }, { card: 'Дорогой-тест', seat: 0, at: 'E1' }], active: 1, first: 0, turn: 2 });
    setIncarnationTokens(u.s, u.card(1), 2);
    u.act(endTurn(), TARGET + 0);
    expect(u.decision()).toBe(Decision.Main);
    expect(u.s.tMove[u.card(1)]).toBe(0);
  });

  it('Повелитель мёртвых (s1_147): {instant}{tap}: Метание «кости» на 1, дальность 4 — also in the opponent’s turn', () => {
    const t = battle(db, { cards: [{ card: 'Повелитель мёртвых', seat: 0, at: 'A1' }, { card: 'Дорогой-тест', seat: 1, at: 'A5' }, far] });
    t.act(select('A1'), ab(1));
    expect(t.legal()).toEqual([target('A5')]);
    t.act(target('A5'));
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Повелитель мёртвых', seat: 0, at: 'A1' }, { card: 'Дорогой-тест', seat: 1, at: 'A5' }, { card: 'Огненный имп', seat: 1, at: 'B4' }], active: 1 });
    u.act(select('B4'), verb(Verb.Ranged)); // any declaration gives seat 0 priority
    expect(u.legal()).toContain(target('A1'));
    u.rolls(1).act(target('A1'));
    expect(u.decision()).toBe(Decision.Priority);
    u.act(select('A1'), ab(1), target('A5'));
    while (u.decision() === Decision.Priority) u.act(PASS);
    expect(u.wounds(1)).toBe(1);
  });

  it('Харон (s1_150): 3{counter}{tap}: Заклинание «последний путь» — destroys Харон and the chosen creature', () => {
    const t = battle(db, { cards: [{ card: 'Харон', seat: 0, at: 'A1', counters: 3 }, { card: 'Дорогой-тест', seat: 0, at: 'B1' }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }, far] });
    t.act(select('A1'), ab(0), target('C5'));
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.wounds(2)).toBe(0);
  });

  it('Харон (s1_150): (negative) without 3 counters the spell cannot be used; {tap}: Разряд на 1', () => {
    const t = battle(db, { cards: [{ card: 'Харон', seat: 0, at: 'A1', counters: 2 }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }, far] });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(ab(0));
    t.rolls(3).act(verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Харон (s1_150): (ruling) with protection from spells it destroys the enemy creature but not itself', () => {
    const t = battle(db, { cards: [{ card: 'Харон-ЗОЗ-тест', seat: 0, at: 'A1', counters: 3 }, { card: 'Дорогой-тест', seat: 1, at: 'C5' }, far] });
    t.act(select('A1'), ab(0), target('C5'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.zoneOf(0)).toBe(Zone.Field);
  });

  it('Повелитель бездны (s1_168): moving to an adjacent cell wounds every creature next to it costing 4 or less, both sides', () => {
    const t = battle(db, {
      cards: [
        { card: 'Повелитель бездны', seat: 0, at: 'C2' },
        { card: 'Дешёвый-тест', seat: 0, at: 'B3' },
        { card: 'Дешёвый-тест', seat: 1, at: 'C4' },
        { card: 'Дорогой-тест', seat: 1, at: 'D4' },
        { card: 'Дешёвый-тест', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(3)).toBe(0); // cost 5
    expect(t.wounds(4)).toBe(0); // not adjacent
    expect(t.wounds(0)).toBe(0);
  });

  it('Властелин хаоса (s1_169): closed, it rolls and counter-strikes like an open card', () => {
    const t = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: 'Властелин хаоса', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // 1 vs 6+1: −6, medium counter-strike
    expect(t.wounds(0)).toBe(5);
    expect(t.wounds(1)).toBe(0);
  });

  it('Властелин хаоса (s1_169): защита от слабых {strike}; {tap}: Излечиться на 2', () => {
    const t = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: 'Властелин хаоса', seat: 1, at: 'C4', wounds: 3 }] });
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4')); // 4 vs 3+1: 0 → weak strike
    expect(t.wounds(1)).toBe(3);
    const u = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: 'Властелин хаоса', seat: 1, at: 'C4', wounds: 3 }] });
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // +4 with ОвЗ: strong / weak exchange
    if (u.decision() === Decision.Exchange) u.act(u.legal()[0]!);
    expect(u.wounds(1)).toBeGreaterThan(3);
    const v = battle(db, { cards: [{ card: 'Властелин хаоса', seat: 0, at: 'C3', wounds: 3 }, far] });
    v.act(select('C3'), ab(2));
    expect(v.wounds(0)).toBe(1);
  });
});

describe('Тьма: Барака, Повелитель бездны (next die), Хозяин склепа (counters)', () => {
  it('Барака (s1_165): после нападения не закрывается — stays open, but acts no more this turn', () => {
    const t = battle(db, { cards: [{ card: 'Барака', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    t.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
    expect(t.closed(0)).toBe(false);
    expect(t.moveLeft(0)).toBe(0);
    expect(t.legal()).not.toContain(select('C3'));
    t.act(endTurn(), endTurn());
    expect(t.legal()).toContain(select('C3')); // acts again in its next turn
  });

  it('Барака (s1_165): (negative) other cards still close after attacking', () => {
    const t = battle(db, { cards: [{ card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }, far] });
    t.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.closed(0)).toBe(true);
  });

  it('Повелитель бездны (s1_168): after an enemy creature dies its next die is a 6 (not rolled; ОвА etc. still apply)', () => {
    const t = battle(db, { cards: [{ card: 'Повелитель бездны', seat: 0, at: 'C3' }, { card: 'Хрупкий-тест', seat: 1, at: 'C4' }, { card: 'Дорогой-тест', seat: 1, at: 'D4' }] });
    strike(t, 'C3', 'C4', 6, 1);
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect((t.s.flags[t.card(0)]! & Flag.NextSix) !== 0).toBe(true);
    t.act(endTurn(), endTurn());
    strike(t, 'C3', 'D4', 1, 1); // 6 (fixed) vs 1: strong
    expect(t.wounds(2)).toBe(6);
    expect((t.s.flags[t.card(0)]! & Flag.NextSix) !== 0).toBe(false);
  });

  it('Повелитель бездны (s1_168): (ruling) two triggers give one six; an own creature’s incarnation fires it too', () => {
    const t = battle(db, {
      cards: [{ card: 'Повелитель бездны', seat: 0, at: 'C3' }, { card: 'Вестник мора', seat: 0, at: 'grave' }, { card: 'Дорогой-тест', seat: 1, at: 'C4' }],
      active: 1,
      first: 0,
      turn: 2,
    });
    setIncarnationTokens(t.s, t.card(1), 2);
    t.act(endTurn(), TARGET + 0);
    // Вестник мора's own "при инкарнации — получить полет" is collected too: the triggers are ordered and resolved.
    while (t.decision() !== Decision.Main) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    expect((t.s.flags[t.card(0)]! & Flag.NextSix) !== 0).toBe(true);
    t.rolls(1, 1, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // 6 vs 1: strong 6
    expect(t.wounds(2)).toBe(6);
  });

  it('Хозяин склепа (s1_163): при гибели нелетающего существа — получает {counter} (at most 3); при метании теряет все', () => {
    const t = battle(db, { cards: [{ card: 'Хозяин склепа', seat: 0, at: 'A1', counters: 2 }, { card: 'Дорогой-тест', seat: 0, at: 'C3' }, { card: 'Хрупкий-тест', seat: 1, at: 'C4' }, { card: 'Хрупкий-тест', seat: 1, at: 'D4' }, { card: 'Дорогой-тест', seat: 1, at: 'A6' }] });
    strike(t, 'C3', 'C4', 6, 1);
    expect(t.s.counters[t.card(0)]).toBe(3);
    t.act(endTurn(), endTurn());
    strike(t, 'C3', 'D4', 6, 1);
    expect(t.s.counters[t.card(0)]).toBe(3); // "Не может иметь более 3"
    t.act(endTurn(), endTurn());
    t.act(select('A1'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged)); // the throw is an ability (core/systems/ranged-abilities.ts)
    t.rolls(1).act(ab(2), target('A6'));
    expect(t.wounds(4)).toBe(1 + 2 * 3); // +2 к метанию за каждую {counter}
    expect(t.s.counters[t.card(0)]).toBe(0); // при метании — теряет все {counter}
  });
});
