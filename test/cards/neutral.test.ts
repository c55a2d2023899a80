/**
 * Set 1, Нейтральные: scenario tests of the neutral cards' text (cards/set1/neutral.ts), one or more
 * per implemented or partial card, and the official rulings that concern the engine.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Trig, Verb, Zone } from '../../src/engine/core/enums.js';
import { recordEvent } from '../../src/engine/core/effects.js';
import { advance } from '../../src/engine/core/driver.js';
import { G, type GameState, listPush, listRemove } from '../../src/engine/core/state.js';
import { applyAction, newState, resetGame } from '../../src/engine/game.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { AMOUNT, PASS, KEEP, ORDER_FIRST, ORDER_SECOND, RECRUIT, RECRUIT_DONE, TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { battle, cardIndex, cells, endTurn, legalOf, makeDb, select, synth, target, targetAux, verb, zoneList } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);

const DB = makeDb([
  synth('Н-Стена', { move: 0, life: 20 }),
  synth('Н-Птица', { type: 'flyer', move: null, life: 20 }),
  synth('Н-Стрелок', { ranged: { kind: 'shot', values: [2, 2, 2] } }),
  synth('Н-Метатель', { hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'throw', values: [1, 1, 1], tap: true }] }),
  synth('Н-Копейщик', { hasText: true, support: 'implemented', abilities: [{ kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true }] }),
  synth('Н-Колдун', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }],
  }),
  // A shooter with an influence of range 2 (Паладин ruling: the aura reaches it too).
  synth('Н-Лучник-знахарь', {
    hasText: true,
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, range: 2 },
      { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'close' }, abilityType: 'influence', range: 2 },
    ],
  }),
  synth('Н-Пешка', { cost: 1 }),
  ...[3, 4, 5, 6, 7, 8].map((c) => synth(`Н-Цена${c}`, { cost: c })),
]);

/** A battle: the card under test for seat 0, the rest as given. */
const B = (cards: { card: string; seat: 0 | 1; at: string; counters?: number; hidden?: boolean }[]) => battle(DB, { cards });

// ---- recruitment helpers (digest §3.4) ----------------------------------------------------------

function act(s: GameState, a: number): void {
  const l = legalOf(s);
  if (!l.includes(a)) throw new Error(`illegal ${a}; legal ${l.join(',')}`);
  applyAction(s, a);
}
/** A fresh game at the Recruit decision of seat 0 (First), its deal replaced by these cards. */
function recruitWith(cards: string[], crystals: [number, number] = [5, 40]): GameState {
  const pawn = cardIndex(DB, 'Н-Пешка');
  const deck = Array.from({ length: 30 }, () => pawn);
  const s = newState(DB, makeOptions({ crystalsFirst: crystals }));
  resetGame(s, deck, deck, 3n);
  act(s, s.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
  while (s.g[G.Decision] === Decision.Redeal) act(s, KEEP);
  expect(s.g[G.Decision]).toBe(Decision.Recruit);
  const deal = zoneList(s, 0, Zone.Deal);
  cards.forEach((c, k) => (s.card[deal[k]!] = cardIndex(DB, c)));
  for (const i of deal.slice(cards.length)) {
    listRemove(s, 0, Zone.Deal, i);
    listPush(s, 0, Zone.Deck, i);
  }
  return s;
}
function recruit(s: GameState, name: string): void {
  const k = zoneList(s, 0, Zone.Deal).findIndex((i) => s.db.defs[s.card[i]!]!.name === name);
  expect(k, name).toBeGreaterThanOrEqual(0);
  act(s, RECRUIT + k);
}
const crystals = (s: GameState) => [s.g[G.Gold], s.g[G.Silver]];

// ---- the cards ----------------------------------------------------------------------------------

describe('Мародёр (s1_171)', () => {
  it('Мародёр (s1_171): {tap}: {uchr} на 1 — through a free cell, closes', () => {
    const t = B([{ card: 'Мародёр', seat: 0, at: 'C2' }, { card: 'Н-Стена', seat: 1, at: 'C4' }, { card: 'Н-Стена', seat: 1, at: 'D4' }]);
    t.act(select('C2'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
    t.rolls(6).act(target('C4'));
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Мародёр (s1_171): при наборе в отряд вы получаете 1 {elite}', () => {
    const s = recruitWith(['Мародёр', 'Н-Пешка'], [5, 40]);
    recruit(s, 'Мародёр');
    expect(crystals(s)).toEqual([6, 37]);
    expect(s.g[G.Spent]).toBe(3);
  });
});

describe('Ведающий запасами (s1_172)', () => {
  const costs = ['Н-Цена3', 'Н-Цена4', 'Н-Цена5', 'Н-Цена6', 'Н-Цена7', 'Н-Цена8'];

  it('Ведающий запасами (s1_172): free when the squad holds cards of cost 3, 4, 5, 6, 7 and 8', () => {
    const s = recruitWith([...costs, 'Ведающий запасами']);
    for (const c of costs) recruit(s, c);
    const before = crystals(s);
    recruit(s, 'Ведающий запасами');
    expect(crystals(s)).toEqual(before);
  });

  it('Ведающий запасами (s1_172): full price while a cost is missing', () => {
    const s = recruitWith([...costs.filter((c) => c !== 'Н-Цена7'), 'Ведающий запасами']);
    for (const c of costs) if (c !== 'Н-Цена7') recruit(s, c);
    const [gold, silver] = crystals(s);
    recruit(s, 'Ведающий запасами');
    expect(crystals(s)).toEqual([gold! - Math.max(0, 4 - silver!), Math.max(0, silver! - 4)]);
  });

  it('Ведающий запасами (s1_172) ruling: it does not count itself as the card of cost 4', () => {
    const s = recruitWith([...costs.filter((c) => c !== 'Н-Цена4'), 'Ведающий запасами']);
    for (const c of costs) if (c !== 'Н-Цена4') recruit(s, c);
    const [, silver] = crystals(s);
    recruit(s, 'Ведающий запасами');
    expect(s.g[G.Silver]).toBe(silver! - 4);
  });

  it('Ведающий запасами (s1_172): a free card is recruitable without crystals', () => {
    const s = recruitWith([...costs, 'Ведающий запасами'], [0, 33]);
    for (const c of costs) recruit(s, c);
    expect(crystals(s)).toEqual([0, 0]);
    expect(legalOf(s)).toEqual([RECRUIT + 0, RECRUIT_DONE]); // the Ведающий is the deal's only card left
  });
});

describe('Ведунья Ордена (s1_173): в конце хода противника — 3 верхние карты наверх или вниз колоды в любом порядке', () => {
  /** Ведунья for seat 0, a target for seat 1, and seat 0's deck (bottom → top) of these synthetic cards. */
  function withDeck(deck: string[]) {
    const t = B([{ card: 'Ведунья Ордена', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }]);
    const ids = deck.map((name, k) => {
      const i = 40 + k;
      t.s.card[i] = cardIndex(DB, name);
      t.s.owner[i] = 0;
      t.s.ctrl[i] = 0;
      listPush(t.s, 0, Zone.Deck, i);
      return i;
    });
    return { t, ids };
  }
  const names = (s: GameState) => zoneList(s, 0, Zone.Deck).map((i) => s.db.defs[s.card[i]!]!.name);

  it('Ведунья Ордена (s1_173): at the end of the opponent\'s turn, may put the top 3 on the bottom in a chosen order', () => {
    const { t } = withDeck(['Н-Пешка', 'Н-Цена3', 'Н-Цена4', 'Н-Цена5', 'Н-Цена6']); // top: Н-Цена6
    t.act(endTurn()); // own turn end: nothing
    expect(t.decision()).toBe(Decision.Main);
    t.act(endTurn()); // the opponent's turn ends: the optional trigger
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal()).toContain(TRIGGER_SKIP + 0);
    t.act(TRIGGER + 0);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual(Array.from({ length: 12 }, (_, k) => AMOUNT + k));
    // Bottom (6 +), order 5: the current third from the top goes highest, the top card lowest.
    t.act(AMOUNT + 6 + 5);
    expect(names(t.s)).toEqual(['Н-Цена6', 'Н-Цена5', 'Н-Цена4', 'Н-Пешка', 'Н-Цена3']);
    expect(t.s.g[G.Active]).toBe(0); // then the turn passed
  });

  it('Ведунья Ордена (s1_173): on top in another order; nothing is shuffled', () => {
    const { t } = withDeck(['Н-Пешка', 'Н-Цена3', 'Н-Цена4', 'Н-Цена5', 'Н-Цена6']);
    t.act(endTurn(), endTurn(), TRIGGER + 0);
    t.act(AMOUNT + 1); // top, order 1: top card stays on top, the 2nd and 3rd swap
    expect(names(t.s)).toEqual(['Н-Пешка', 'Н-Цена3', 'Н-Цена5', 'Н-Цена4', 'Н-Цена6']);
  });

  it('Ведунья Ордена (s1_173) ruling: with two cards left in the deck nothing happens (they cannot be swapped)', () => {
    const { t } = withDeck(['Н-Цена3', 'Н-Цена4']);
    t.act(endTurn(), endTurn(), TRIGGER + 0);
    expect(t.decision()).toBe(Decision.Main);
    expect(names(t.s)).toEqual(['Н-Цена3', 'Н-Цена4']);
  });

  it('Ведунья Ордена (s1_173) ruling: all three go to the same end (no split top/bottom answer exists)', () => {
    const { t } = withDeck(['Н-Пешка', 'Н-Цена3', 'Н-Цена4', 'Н-Цена5']);
    t.act(endTurn(), endTurn(), TRIGGER + 0);
    expect(t.legal()).toHaveLength(12); // 2 ends × 6 orders of all three
  });

  it('Ведунья Ордена (s1_173): {tap}: Разряд на 1, дальность 4', () => {
    const t = B([{ card: 'Ведунья Ордена', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'A5' }, { card: 'Н-Стена', seat: 1, at: 'B5' }]);
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('A5')]); // B5 is at distance 5
    t.rolls(6).act(target('A5'));
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Взрывная Мэри (s1_174)', () => {
  it('Взрывная Мэри (s1_174): {instant}{tap} «пиратская удаль» — ранить существо противника на 1', () => {
    const t = B([{ card: 'Взрывная Мэри', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }, { card: 'Н-Стена', seat: 0, at: 'E1' }]);
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('E6')]); // enemy creatures only, any range
    t.act(target('E6'));
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Взрывная Мэри (s1_174): «пиратская удаль» answers an enemy declaration (instant)', () => {
    const t = battle(DB, { active: 1, cards: [{ card: 'Взрывная Мэри', seat: 0, at: 'A1' }, { card: 'Н-Стрелок', seat: 1, at: 'E6' }] });
    t.act(select('E6'), verb(Verb.Ranged), target('A1'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
  });
});

describe('Крондак (s1_175)', () => {
  it('Крондак (s1_175): {tap}: Разряд на 1; +1 к разряду по летающим', () => {
    const t = B([{ card: 'Крондак', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }, { card: 'Н-Птица', seat: 1, at: 'aux' }]);
    t.rolls(1).act(select('A1'), ab(1), target('E6'));
    expect(t.wounds(1)).toBe(1);
    const u = B([{ card: 'Крондак', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }, { card: 'Н-Птица', seat: 1, at: 'aux' }]);
    u.rolls(1).act(select('A1'), ab(1), targetAux(1, 0));
    expect(u.wounds(2)).toBe(2);
  });
});

describe('Следопыт (s1_177)', () => {
  it('Следопыт (s1_177): {tap}: Выстрел на 1, no range limit', () => {
    const t = B([{ card: 'Следопыт', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }]);
    t.rolls(6).act(select('A1'), ab(0), target('E6'));
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Линнет (s1_180)', () => {
  it('Линнет (s1_180): -1 от дальних атак (shot, throw, {uchr}; not an influence)', () => {
    const shot = B([{ card: 'Линнет', seat: 1, at: 'C5' }, { card: 'Н-Стрелок', seat: 0, at: 'C1' }]);
    shot.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C5'));
    expect(shot.wounds(0)).toBe(1);
    const thr = B([{ card: 'Линнет', seat: 1, at: 'C5' }, { card: 'Н-Метатель', seat: 0, at: 'C1' }]);
    thr.rolls(1).act(select('C1'), ab(0), target('C5'));
    expect(thr.wounds(0)).toBe(0);
    const uchr = B([{ card: 'Линнет', seat: 1, at: 'C5' }, { card: 'Н-Копейщик', seat: 0, at: 'C3' }]);
    uchr.rolls(1).act(select('C3'), ab(0), target('C5'));
    expect(uchr.wounds(0)).toBe(0);
    const spell = B([{ card: 'Линнет', seat: 1, at: 'C5' }, { card: 'Н-Колдун', seat: 0, at: 'C1' }]);
    spell.act(select('C1'), ab(0), target('C5'));
    expect(spell.wounds(0)).toBe(1);
  });

  it('Линнет (s1_180): {tap}: Разряд на 1-1-2', () => {
    for (const [roll, want] of [[5, 1], [6, 2]] as const) {
      const t = B([{ card: 'Линнет', seat: 0, at: 'C1' }, { card: 'Н-Стена', seat: 1, at: 'C5' }]);
      t.rolls(roll).act(select('C1'), ab(1), target('C5'));
      expect(t.wounds(1)).toBe(want);
    }
  });
});

describe('Ловец удачи (s1_181)', () => {
  it('Ловец удачи (s1_181): {tap}: {uchr} на 1, not past an enemy card', () => {
    const t = B([{ card: 'Ловец удачи', seat: 0, at: 'C2' }, { card: 'Н-Стена', seat: 1, at: 'C4' }, { card: 'Н-Стена', seat: 1, at: 'A2' }, { card: 'Н-Стена', seat: 1, at: 'B2' }]);
    t.act(select('C2'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
    t.rolls(3).act(target('C4'));
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Дозор Форрендора (s1_183)', () => {
  it('Дозор Форрендора (s1_183): {tap}: Выстрел на 1, +1 по летающим', () => {
    const t = B([{ card: 'Дозор Форрендора', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }, { card: 'Н-Птица', seat: 1, at: 'aux' }]);
    t.rolls(6).act(select('A1'), ab(0), targetAux(1, 0));
    expect(t.wounds(2)).toBe(2);
    const u = B([{ card: 'Дозор Форрендора', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }]);
    u.rolls(6).act(select('A1'), ab(0), target('E6'));
    expect(u.wounds(1)).toBe(1);
  });
});

describe('Отшельница (s1_184)', () => {
  it('Отшельница (s1_184): {tap}: Излечиться на 3', () => {
    const t = battle(DB, { cards: [{ card: 'Отшельница', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'E6' }] });
    t.s.wounds[t.card(0)] = 5;
    t.act(select('A1'), ab(0));
    expect(t.wounds(0)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Паладин Алламора (s1_188)', () => {
  it('Паладин Алламора (s1_188): your shooters in its column get +1 к дальности', () => {
    // Ведунья Ордена: discharge range 4; A1 → A6 is distance 5.
    const inCol = B([{ card: 'Ведунья Ордена', seat: 0, at: 'A1' }, { card: 'Паладин Алламора', seat: 0, at: 'A3' }, { card: 'Н-Стена', seat: 1, at: 'A6' }]);
    inCol.act(select('A1'), ab(0));
    expect(inCol.legal()).toEqual([target('A6')]);
    const other = B([{ card: 'Ведунья Ордена', seat: 0, at: 'A1' }, { card: 'Паладин Алламора', seat: 0, at: 'B3' }, { card: 'Н-Стена', seat: 1, at: 'A6' }]);
    other.act(select('A1'));
    expect(other.legal()).toEqual([verb(Verb.Move)]);
  });

  it('Паладин Алламора (s1_188): the opponent\'s shooters in its column get nothing', () => {
    const t = battle(DB, { active: 1, cards: [{ card: 'Ведунья Ордена', seat: 1, at: 'A6' }, { card: 'Паладин Алламора', seat: 0, at: 'A3' }, { card: 'Н-Стена', seat: 0, at: 'A1' }] });
    // A6 → A1 is distance 5 (out of range 4); the Паладин itself at A3 (distance 3) is the only target.
    t.act(select('A6'), ab(0));
    expect(t.legal()).toEqual([target('A3')]);
  });

  it('Паладин Алламора (s1_188) ruling: the bonus reaches the spells and influences of a card with a suitable ranged attack', () => {
    const t = B([{ card: 'Н-Лучник-знахарь', seat: 0, at: 'A1' }, { card: 'Паладин Алламора', seat: 0, at: 'A2' }, { card: 'Н-Стена', seat: 1, at: 'A4' }]);
    t.act(select('A1'));
    expect(t.legal()).toContain(ab(1));
    t.act(ab(1));
    expect(t.legal()).toEqual([target('A4')]);
    const u = B([{ card: 'Н-Лучник-знахарь', seat: 0, at: 'A1' }, { card: 'Паладин Алламора', seat: 0, at: 'B2' }, { card: 'Н-Стена', seat: 1, at: 'A4' }]);
    u.act(select('A1'));
    expect(u.legal()).not.toContain(ab(1));
  });
});

describe('{uchr} на 1 of Ассасин (s1_191), Аристократка (s1_194), Берсерк (s1_195)', () => {
  for (const name of ['Ассасин', 'Аристократка', 'Берсерк']) {
    it(`${name} (${name === 'Ассасин' ? 's1_191' : name === 'Аристократка' ? 's1_194' : 's1_195'}): {tap}: {uchr} на 1`, () => {
      const t = B([{ card: name, seat: 0, at: 'C2' }, { card: 'Н-Стена', seat: 1, at: 'C4' }, { card: 'Н-Стена', seat: 0, at: 'D2' }, { card: 'Н-Стена', seat: 1, at: 'E2' }]);
      t.act(select('C2'), ab(0));
      expect(t.legal()).toEqual(cells(target, 'E2', 'C4')); // past own D2, past free C3
      t.rolls(6).act(target('E2'));
      expect(t.wounds(3)).toBe(1);
    });
  }
});

describe('Ассасин (s1_191)', () => {
  it('Ассасин (s1_191): {tap}: Добивание на 4 — destroys an adjacent creature with 4 or fewer lives left', () => {
    const t = B([{ card: 'Ассасин', seat: 0, at: 'C3' }, { card: 'Н-Стена', seat: 1, at: 'C4' }, { card: 'Н-Стена', seat: 1, at: 'D4' }]);
    t.s.wounds[t.card(1)] = 16; // 4 left
    t.s.wounds[t.card(2)] = 15; // 5 left
    t.act(select('C3'), ab(1));
    expect(t.legal()).toEqual([target('C4')]);
    t.act(target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Прыжок, дальность 3: Ассасин (s1_191), Матросы Аделаиды (s1_182), Шакси (s1_185)', () => {
  for (const [name, id, k] of [['Ассасин', 's1_191', 2], ['Матросы Аделаиды', 's1_182', 0], ['Шакси', 's1_185', 0]] as const) {
    it(`${name} (${id}): Прыжок, дальность 3 — to a free cell within 3, over occupied cells`, () => {
      const t = B([{ card: name, seat: 0, at: 'C1' }, { card: 'Н-Стена', seat: 0, at: 'C2' }, { card: 'Н-Стена', seat: 1, at: 'E6' }]);
      t.act(select('C1'), ab(k));
      expect(t.legal()).toContain(target('C4'));
      expect(t.legal()).not.toContain(target('C5'));
      t.act(target('C4'));
      expect(t.cellOf(0)).toBe('C4');
      expect(t.moveLeft(0)).toBe(0);
    });
  }
});

describe('Воин храма (s1_189)', () => {
  it('Воин храма (s1_189): атакован дальней атакой — кубик; 5 или 6 — атака блокируется (still paid)', () => {
    const t = B([{ card: 'Воин храма', seat: 1, at: 'C5' }, { card: 'Н-Стрелок', seat: 0, at: 'C1' }]);
    t.rolls(5).act(select('C1'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(1)).toBe(true);
    const u = B([{ card: 'Воин храма', seat: 1, at: 'C5' }, { card: 'Н-Стрелок', seat: 0, at: 'C1' }]);
    u.rolls(4, 1).act(select('C1'), verb(Verb.Ranged), target('C5'));
    expect(u.wounds(0)).toBe(2);
  });

  it('Воин храма (s1_189): the same for ranged-attack abilities ({uchr}, throw)', () => {
    const t = B([{ card: 'Воин храма', seat: 1, at: 'C5' }, { card: 'Н-Копейщик', seat: 0, at: 'C3' }]);
    t.rolls(6).act(select('C3'), ab(0), target('C5'));
    expect(t.wounds(0)).toBe(0);
    const u = B([{ card: 'Воин храма', seat: 1, at: 'C5' }, { card: 'Н-Метатель', seat: 0, at: 'C1' }]);
    u.rolls(3, 6).act(select('C1'), ab(0), target('C5'));
    expect(u.wounds(0)).toBe(1);
  });
});

describe('Арацент (s1_193)', () => {
  it('Арацент (s1_193): при слабом {strike} — атакованный получает отравление на 1', () => {
    const t = B([{ card: 'Арацент', seat: 0, at: 'C3' }, { card: 'Н-Стена', seat: 1, at: 'C4' }]);
    t.rolls(3, 3).act(select('C3'), verb(Verb.Strike), target('C4')); // equal rolls: weak strike
    expect(t.s.poison[t.card(1)]).toBe(1);
  });

  it('Арацент (s1_193): при среднем или сильном {strike} — отравление на 2', () => {
    const t = B([{ card: 'Арацент', seat: 0, at: 'C3' }, { card: 'Н-Стена', seat: 1, at: 'C4' }]);
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.s.poison[t.card(1)]).toBe(2);
  });

  it('Арацент (s1_193): its counter-strike is a {strike} too', () => {
    const t = B([{ card: 'Н-Пешка', seat: 0, at: 'C3' }, { card: 'Арацент', seat: 1, at: 'C4' }]);
    t.rolls(3, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.s.poison[t.card(0)]).toBeGreaterThan(0);
  });
});

describe('Варлок (s1_198)', () => {
  it('Варлок (s1_198): -1 от дальних атак', () => {
    const t = B([{ card: 'Варлок', seat: 1, at: 'C5' }, { card: 'Н-Стрелок', seat: 0, at: 'C1' }]);
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(0)).toBe(1);
  });

  it('Варлок (s1_198): «пламя бездны» — ранить на 2 каждое существо противника с выстрелом, метанием или разрядом', () => {
    const t = B([
      { card: 'Варлок', seat: 0, at: 'A1' },
      { card: 'Н-Стрелок', seat: 1, at: 'A6' }, // printed shot
      { card: 'Н-Метатель', seat: 1, at: 'B6' }, // throw ability
      { card: 'Ведунья Ордена', seat: 1, at: 'C6' }, // discharge ability
      { card: 'Н-Копейщик', seat: 1, at: 'D6' }, // {uchr} only: not hit
      { card: 'Н-Стена', seat: 1, at: 'E6' }, // no ranged attack: not hit
      { card: 'Н-Стрелок', seat: 0, at: 'E1' }, // own shooter: not hit
    ]);
    t.act(select('A1'), ab(1));
    expect([1, 2, 3, 4, 5, 6].map((k) => t.wounds(k))).toEqual([2, 2, 2, 0, 0, 0]);
    expect(t.closed(0)).toBe(true);
  });

  const settle = (t: ReturnType<typeof B>) => {
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  };

  it('Варлок (s1_198): {counter}{tap}: «дверь измерений» — переместить существо на любую незанятую клетку поля боя (the cell named with the target)', () => {
    const t = B([{ card: 'Варлок', seat: 0, at: 'A1', counters: 1 }, { card: 'Н-Стена', seat: 1, at: 'C5' }, { card: 'Н-Птица', seat: 1, at: 'aux' }]);
    t.act(select('A1'), ab(2));
    expect(t.legal()).toEqual(cells(target, 'A1', 'C5')); // itself too; not the flyer (it has no cell)
    t.act(target('C5'));
    expect(t.decision()).toBe(Decision.Target); // the cell: any free one of the battlefield
    expect(t.legal()).toContain(target('E1'));
    expect(t.legal()).not.toContain(target('A1'));
    expect(t.legal()).not.toContain(target('C5'));
    t.act(target('E1'));
    settle(t);
    expect(t.cellOf(1)).toBe('E1');
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(t.closed(1)).toBe(false); // not its own move: nothing else changes
  });

  it('Варлок (s1_198): «дверь измерений» is a spell — a card with ЗОЗ is not moved; 123.3 — {tap}: накопить 1 фишку', () => {
    const db = makeDb([synth('Н-Зоз', { life: 10, icons: { zoz: true } })]);
    const t = battle(db, { cards: [{ card: 'Варлок', seat: 0, at: 'A1', counters: 1 }, { card: 'Н-Зоз', seat: 1, at: 'C5' }] });
    t.act(select('A1'), ab(2), target('C5'), target('E1'));
    settle(t);
    expect(t.cellOf(1)).toBe('C5');
    const u = B([{ card: 'Варлок', seat: 0, at: 'A1' }, { card: 'Н-Стена', seat: 1, at: 'C5' }]);
    u.act(select('A1'));
    expect(u.legal()).not.toContain(ab(2));
    u.act(ab(3));
    settle(u);
    expect(u.s.counters[u.card(0)]).toBe(1);
  });
});

describe('Берсерк (s1_195): может нападать ударом два раза за ход, только подряд и по разным картам, после первого удара не закрывается', () => {
  const settle = (t: ReturnType<typeof B>) => {
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  };
  const cards = (): { card: string; seat: 0 | 1; at: string; closed?: boolean }[] => [
    { card: 'Берсерк', seat: 0, at: 'C3' },
    { card: 'Н-Стена', seat: 1, at: 'C4', closed: true },
    { card: 'Н-Стена', seat: 1, at: 'D4', closed: true },
    { card: 'Н-Пешка', seat: 0, at: 'A1' },
    { card: 'Н-Стена', seat: 1, at: 'C5', closed: true },
  ];

  it('Берсерк (s1_195): open after the first {strike}, no move; the second only at another card; closed after it', () => {
    const t = battle(DB, { cards: cards() });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBeGreaterThan(0);
    expect(t.closed(0)).toBe(false);
    expect(t.moveLeft(0)).toBe(0);
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Move));
    t.act(verb(Verb.Strike));
    expect(t.legal()).toEqual([target('D4')]); // по разным картам
    t.rolls(6).act(target('D4'));
    settle(t);
    expect(t.wounds(2)).toBeGreaterThan(0);
    expect(t.closed(0)).toBe(true);
  });

  const cards2 = (): { card: string; seat: 0 | 1; at: string; closed?: boolean }[] => [
    { card: 'Берсерк', seat: 0, at: 'C3' },
    { card: 'Н-Стена', seat: 1, at: 'B4', closed: true },
    { card: 'Н-Стена', seat: 1, at: 'C5', closed: true },
  ];
  it('Берсерк (s1_195): ruling — any strike in any combination: {strike}, then {uchr} at another card', () => {
    const t = battle(DB, { cards: cards2() });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('B4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    t.act(select('C3'));
    expect(t.legal()).toContain(ab(0));
    t.act(ab(0));
    expect(t.legal()).toEqual([target('C5')]);
    t.rolls(6).act(target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Берсерк (s1_195): {uchr} first leaves it open too; the second strike cannot be at the same card', () => {
    const t = battle(DB, { cards: cards2() });
    t.rolls(6).act(select('C3'), ab(0), target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.closed(0)).toBe(false);
    t.act(select('C3'));
    expect(t.legal()).not.toContain(ab(0)); // {uchr}: C5 was the first card
    expect(t.legal()).toContain(verb(Verb.Strike));
    t.rolls(6).act(verb(Verb.Strike), target('B4'));
    settle(t);
    expect(t.closed(0)).toBe(true);
  });

  it('Берсерк (s1_195): ruling — only in a row: after another card acts it stays open and does nothing more', () => {
    const t = battle(DB, { cards: cards() });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    t.act(select('A1'), verb(Verb.Move), target('B1'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    expect(t.legal()).not.toContain(select('C3'));
  });

  it('Берсерк (s1_195): ruling — no other target for the second strike: it stays open and is not offered', () => {
    const t = battle(DB, { cards: [{ card: 'Берсерк', seat: 0, at: 'C3' }, { card: 'Н-Стена', seat: 1, at: 'C4', closed: true }, { card: 'Н-Стена', seat: 1, at: 'E6', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.closed(0)).toBe(false);
    expect(t.legal()).not.toContain(select('C3'));
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4')); // a new turn: two strikes again
    settle(t);
    expect(t.closed(0)).toBe(false);
  });
});

describe('Аристократка (s1_194): в начале боя — воздействие «интриги»', () => {
  const settle = (t: ReturnType<typeof B>) => {
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  };
  const startBattle = (t: ReturnType<typeof B>) => {
    recordEvent(t.s, Trig.StartOfBattle, -1, -1, 0);
    advance(t.s);
  };
  const cards = (): { card: string; seat: 0 | 1; at: string }[] => [
    { card: 'Аристократка', seat: 0, at: 'C1' },
    { card: 'Н-Стена', seat: 1, at: 'A6' },
    { card: 'Н-Стена', seat: 1, at: 'B6' },
    { card: 'Н-Стена', seat: 1, at: 'C6' },
    { card: 'Н-Стена', seat: 0, at: 'E1' },
  ];

  it('Аристократка (s1_194): {first} — два выбранных существа (either side) получают отравление на 1; exactly two', () => {
    const t = battle(DB, { cards: cards(), first: 0 });
    startBattle(t);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('A6'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).not.toContain(PASS); // two, not "two or fewer"
    expect(t.legal()).not.toContain(target('A6'));
    t.act(target('E1'));
    settle(t);
    expect(t.s.poison[t.card(1)]).toBe(1);
    expect(t.s.poison[t.card(4)]).toBe(1);
    expect(t.s.poison[t.card(2)]).toBe(0);
  });

  it('Аристократка (s1_194): {second} — закройте две карты противника, они не открываются в начале первого хода своего владельца', () => {
    const t = battle(DB, { cards: cards(), first: 1, active: 1 });
    startBattle(t);
    expect(t.decider()).toBe(0);
    t.act(target('A6'), target('C6'));
    settle(t);
    expect(t.closed(1)).toBe(true);
    expect(t.closed(3)).toBe(true);
    expect(t.closed(2)).toBe(false);
    expect(t.s.poison[t.card(1)]).toBe(0); // the {first} clause does not fire
    expect(t.legal()).not.toContain(select('A6')); // closed through the owner's first turn (it has started: digest §3.7)
    t.act(endTurn());
    settle(t);
    t.act(endTurn()); // the owner's next turn: they open as usual
    settle(t);
    expect(t.closed(1)).toBe(false);
    expect(t.closed(3)).toBe(false);
  });

});

describe('Алвалинд (s1_178)', () => {
  const db = makeDb([synth('Н-Боец', { life: 20, strike: [1, 2, 3] }), synth('Н-Стена', { move: 0, life: 20 })]);
  const settle = (t: ReturnType<typeof B>) => {
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  };
  const cards = (counters = 0): { card: string; seat: 0 | 1; at: string; counters?: number }[] => [
    { card: 'Алвалинд', seat: 0, at: 'A1', counters },
    { card: 'Н-Боец', seat: 0, at: 'C3' },
    { card: 'Н-Стена', seat: 1, at: 'C4' },
    { card: 'Н-Боец', seat: 1, at: 'E4' },
  ];

  it('Алвалинд (s1_178): при промахе вашего существа в ваш ход — получить {counter}', () => {
    const t = battle(db, { cards: cards() });
    t.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('C4')); // 1 against 3: a miss
    settle(t);
    expect(t.wounds(2)).toBe(0);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });

  it('Алвалинд (s1_178): a miss of an enemy creature, or in the opponent\'s turn, gives nothing', () => {
    const t = battle(db, { cards: cards(), active: 1 });
    t.rolls(1, 3).act(select('E4'), verb(Verb.Move), target('D4'));
    settle(t);
    t.rolls(1, 3).act(select('D4'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('Алвалинд (s1_178): когда получает третью {counter} — потерять все {counter}, при этом получить 2 раны', () => {
    const t = battle(db, { cards: cards(2) });
    t.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.wounds(0)).toBe(2);
  });

  it('Алвалинд (s1_178): в конце вашего хода — разряд на 1 (+2 за каждую {counter}), при этом теряет все {counter}; ruling — no accumulating', () => {
    const t = battle(db, { cards: cards(2) });
    t.act(select('A1'));
    expect(t.legal().some((a) => a >= verb(Verb.Ability))).toBe(false); // ruling s1_178: cannot accumulate
    const u = battle(db, { cards: cards(2) });
    u.act(endTurn());
    expect(u.decision()).toBe(Decision.Target);
    expect(u.legal()).toEqual(cells(target, 'C4', 'E4'));
    u.rolls(1).act(target('E4'));
    settle(u);
    expect(u.wounds(3)).toBe(5);
    expect(u.s.counters[u.card(0)]).toBe(0);
  });
});

describe('Варлок (s1_198): «пламя бездны» — скрытые карты (ruling s1_198)', () => {
  const cards = (hiddenWall: boolean) => [
    { card: 'Варлок', seat: 0 as const, at: 'A1' },
    { card: 'Н-Стрелок', seat: 1 as const, at: 'A4' }, // open shooter
    { card: 'Н-Стрелок', seat: 1 as const, at: 'B6', hidden: true },
    { card: hiddenWall ? 'Н-Стена' : 'Н-Метатель', seat: 1 as const, at: 'C6', hidden: true },
    { card: 'Н-Стрелок', seat: 1 as const, at: 'D6', hidden: true },
  ];
  it('Варлок (s1_198): ruling — the picked hidden cards are revealed together and wounded; hidden ones not picked are not', () => {
    const t = B(cards(false));
    t.act(select('A1'), ab(1));
    expect(t.legal()).toEqual([target('B6'), target('C6'), target('D6'), PASS]);
    t.act(target('B6'), target('C6'), PASS);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([2, 2, 2, 0]);
    expect(t.hidden(4)).toBe(true);
    expect(t.closed(0)).toBe(true);
  });

  it('Варлок (s1_198): ruling — one picked hidden card without a suitable ranged attack: nobody is wounded, Варлок closes', () => {
    const t = B(cards(true));
    t.act(select('A1'), ab(1), target('C6'), PASS);
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([0, 0, 0, 0]);
    expect(t.closed(0)).toBe(true);
  });
});
