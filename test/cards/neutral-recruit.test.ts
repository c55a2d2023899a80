/**
 * Set 1, Нейтральные: the recruitment features (core/systems/recruit.ts) — recruitment options
 * (Вольный воитель s1_190, Тич s1_199) and pre-recruitment features (Лазутчица s1_187) — the
 * start-of-battle snapshot (Гермет s1_196), and the battle clauses of the same cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { ownRowNumber, parseCell } from '../../src/engine/core/board.js';
import { REARRANGE_MAX } from '../../src/engine/core/systems/recruit.js';
import { G, GameState, NONE, PEEK_SLOTS, listPush, listRemove } from '../../src/engine/core/state.js';
import { applyAction, newState, resetGame } from '../../src/engine/game.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { observe } from '../../src/engine/observe.js';
import { noteCardInGame } from '../../src/engine/core/game-caps.js';
import { AMOUNT, KEEP, ORDER_FIRST, ORDER_SECOND, PLACE, RECRUIT, RECRUIT_DONE } from '../../src/engine/core/action.js';
const cellIndex = (n: string): number => parseCell(n);
import { END_TURN } from '../../src/engine/core/action.js';
import { DMG_STRIKE, Num, grantedNum, modWound, moveAllowance } from '../../src/engine/core/systems/modifiers.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { loseAllFeatures } from '../../src/engine/mechanics/features/lose-features.js';
import { battle, cardIndex, exchangeFull, legalOf, makeDb, select, synth, target, verb, zoneList } from '../helpers/scenario.js';

const DB = makeDb([
  synth('Р-Пешка', { cost: 1 }),
  synth('Р-Элита', { cost: 3, elite: true }),
  synth('Р-Элита8', { cost: 8, elite: true }),
  synth('Р-Лесная-элита', { cost: 7, elite: true, element: 'forest' }),
  synth('Р-Степняк', { cost: 1, element: 'steppe' }),
  synth('Р-Горец', { cost: 1, element: 'mountain' }),
  synth('Р-Болотник', { cost: 1, element: 'swamp' }),
  synth('Р-Лесник', { cost: 1, element: 'forest' }),
  synth('Р-Тёмный', { cost: 1, element: 'darkness' }),
  synth('Р-Стена', { move: 0, life: 30, strike: [1, 1, 1] }),
  synth('Р-Сзади', { move: 0, life: 30, strike: [3, 4, 5] }),
]);

function act(s: GameState, a: number): void {
  const l = legalOf(s);
  if (!l.includes(a)) throw new Error(`illegal ${a}; legal ${l.join(',')}`);
  applyAction(s, a);
}

/** A game with these decks (card names), seat 0 First, past the redeals. */
function game(deck0: string[], deck1: string[], crystals: [number, number] = [20, 40]): GameState {
  const s = newState(DB, makeOptions({ crystalsFirst: crystals, crystalsSecond: crystals }));
  resetGame(s, deck0.map((n) => cardIndex(DB, n)), deck1.map((n) => cardIndex(DB, n)), 3n);
  act(s, s.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
  while (s.g[G.Decision] === Decision.Redeal) act(s, KEEP);
  return s;
}
const fill = (n: string, k = 30): string[] => Array.from({ length: k }, () => n);

/** Seat 0 at its Recruit decision with exactly these deal cards. */
function recruitWith(cards: string[], crystals: [number, number] = [20, 40]): GameState {
  const s = game(fill('Р-Пешка'), fill('Р-Пешка'), crystals);
  expect(s.g[G.Decision]).toBe(Decision.Recruit);
  const deal = zoneList(s, 0, Zone.Deal);
  cards.forEach((c, k) => (s.card[deal[k]!] = cardIndex(DB, c)));
  for (const c of cards) noteCardInGame(s, cardIndex(DB, c));
  for (const i of deal.slice(cards.length)) {
    listRemove(s, 0, Zone.Deal, i);
    listPush(s, 0, Zone.Deck, i);
  }
  return s;
}
function slotOf(s: GameState, p: number, name: string): number {
  const k = zoneList(s, p, Zone.Deal).findIndex((i) => s.db.defs[s.card[i]!]!.name === name);
  expect(k, name).toBeGreaterThanOrEqual(0);
  return k;
}
const recruit = (s: GameState, name: string): void => act(s, RECRUIT + slotOf(s, 0, name));
const crystals = (s: GameState, p = 0) => [s.g[G.Gold + p], s.g[G.Silver + p]];
const squad = (s: GameState, p = 0) => zoneList(s, p, Zone.Squad).map((i) => s.db.defs[s.card[i]!]!.name);

/** Finish both recruitments (seat 1 takes one card) and place every ground creature on the first legal cell; stop at the first battle decision. */
function toBattle(s: GameState): void {
  while (s.g[G.Decision] === Decision.Recruit || s.g[G.Decision] === Decision.Place) {
    const l = legalOf(s);
    const p = s.g[G.Decider]!;
    // Recruit: each seat takes one more card (so both have creatures), then finishes.
    const more = s.g[G.RecruitPending] !== 0 || (zoneList(s, p, Zone.Squad).length < (p === 0 ? 2 : 1) && l[0]! < RECRUIT_DONE);
    act(s, s.g[G.Decision] === Decision.Recruit && !more ? RECRUIT_DONE : l[0]!);
  }
}

describe('Вольный воитель (s1_190)', () => {
  it('Вольный воитель (s1_190): при наборе можно заплатить на X больше (X от 0 до 4)', () => {
    const s = recruitWith(['Вольный воитель', 'Р-Пешка']);
    recruit(s, 'Вольный воитель');
    expect(s.g[G.Decision]).toBe(Decision.Recruit);
    expect(legalOf(s)).toEqual([AMOUNT, AMOUNT + 1, AMOUNT + 2, AMOUNT + 3, AMOUNT + 4]);
    expect(squad(s)).toEqual([]); // not recruited before X is named
    act(s, AMOUNT + 3);
    expect(squad(s)).toEqual(['Вольный воитель']);
    // 2 gold for the elite card; X = 3 paid like an ordinary cost (silver first: ruling on the silver paid).
    expect(crystals(s)).toEqual([18, 37]);
    expect(s.g[G.Spent]).toBe(5);
  });

  it('Вольный воитель (s1_190): X only as far as the crystals go (gold covers missing silver)', () => {
    const s = recruitWith(['Вольный воитель'], [3, 1]);
    recruit(s, 'Вольный воитель');
    expect(legalOf(s)).toEqual([AMOUNT, AMOUNT + 1, AMOUNT + 2]);
    act(s, AMOUNT + 2);
    expect(crystals(s)).toEqual([0, 0]);
  });

  it('Вольный воитель (s1_190): начинает игру с +X к {strike} и +2 к {health} (дополнительные жизни, ruling)', () => {
    const s = recruitWith(['Вольный воитель', 'Р-Пешка']);
    recruit(s, 'Вольный воитель');
    act(s, AMOUNT + 3);
    const i = zoneList(s, 0, Zone.Squad)[0]!;
    toBattle(s);
    expect(s.zone[i]).toBe(Zone.Field);
    expect(s.extraLives[i]).toBe(2);
    expect(s.tStrike[i]).toBe(3);
  });

  it('Вольный воитель (s1_190): X = 0 — no bonus', () => {
    const s = recruitWith(['Вольный воитель']);
    recruit(s, 'Вольный воитель');
    act(s, AMOUNT);
    expect(crystals(s)).toEqual([18, 40]);
    const i = zoneList(s, 0, Zone.Squad)[0]!;
    toBattle(s);
    expect(s.extraLives[i]).toBe(0);
    expect(s.tStrike[i]).toBe(0);
  });
});

describe('Тич (s1_199)', () => {
  it('Тич (s1_199): при наборе можете получить 2{elite}', () => {
    const s = recruitWith(['Тич', 'Р-Степняк']);
    recruit(s, 'Тич');
    expect(legalOf(s)).toEqual([AMOUNT, AMOUNT + 1]);
    act(s, AMOUNT + 1);
    expect(squad(s)).toEqual(['Тич']);
    expect(crystals(s)).toEqual([20 - 7 + 2, 40]);
  });

  it('Тич (s1_199): declining — no gold, no limit', () => {
    const s = recruitWith(['Тич', 'Р-Степняк', 'Р-Степняк', 'Р-Горец', 'Р-Горец']);
    recruit(s, 'Тич');
    act(s, AMOUNT);
    expect(crystals(s)).toEqual([13, 40]);
    for (const n of ['Р-Степняк', 'Р-Степняк', 'Р-Горец', 'Р-Горец']) recruit(s, n);
    expect(squad(s)).toHaveLength(5);
  });

  it('Тич (s1_199): with the gold, the squad may hold at most three elemental cards', () => {
    const s = recruitWith(['Р-Степняк', 'Тич', 'Р-Степняк', 'Р-Горец', 'Р-Горец', 'Р-Пешка']);
    recruit(s, 'Р-Степняк');
    recruit(s, 'Тич');
    act(s, AMOUNT + 1);
    recruit(s, 'Р-Степняк');
    recruit(s, 'Р-Горец');
    // Three elemental cards: no fourth, neutral ones still.
    const deal = zoneList(s, 0, Zone.Deal).map((i) => s.db.defs[s.card[i]!]!.name);
    expect(legalOf(s)).toEqual([RECRUIT + deal.indexOf('Р-Пешка'), RECRUIT_DONE]);
  });

  it('Тич (s1_199): the gold is not offered once the squad holds more than three elemental cards', () => {
    const s = recruitWith(['Р-Степняк', 'Р-Степняк', 'Р-Горец', 'Р-Горец', 'Тич']);
    for (const n of ['Р-Степняк', 'Р-Степняк', 'Р-Горец', 'Р-Горец']) recruit(s, n);
    recruit(s, 'Тич');
    expect(legalOf(s)).toEqual([AMOUNT]);
  });

  it('Тич (s1_199): при сильном {strike} — ранить атакованное существо на слабый {strike} карты сзади него', () => {
    const t = battle(DB, {
      cards: [
        { card: 'Тич', seat: 0, at: 'C3' },
        { card: 'Р-Стена', seat: 1, at: 'C4' },
        { card: 'Р-Сзади', seat: 1, at: 'C5' },
      ],
    });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.s.g[G.TierA]).toBe(3);
    expect(t.wounds(1)).toBe(4 + 3); // strong strike 4, then the weak strike (3) of Р-Сзади behind it
    expect(t.wounds(2)).toBe(0);
  });

  it('Тич (s1_199): a medium strike does not trigger it; nothing behind — no wound', () => {
    const t = battle(DB, {
      cards: [
        { card: 'Тич', seat: 0, at: 'C3' },
        { card: 'Р-Стена', seat: 1, at: 'C4' },
        { card: 'Р-Сзади', seat: 1, at: 'C5' },
      ],
    });
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'), exchangeFull());
    expect(t.s.g[G.TierA]).toBe(2);
    expect(t.wounds(1)).toBe(3);
    const u = battle(DB, { cards: [{ card: 'Тич', seat: 0, at: 'C3' }, { card: 'Р-Стена', seat: 1, at: 'C4' }] });
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(4);
  });
});

describe('Лазутчица (s1_187)', () => {
  it('Лазутчица (s1_187): до набора — показать, посмотреть 2 случайные карты противника, -1 за каждую элитную, обязательно взять', () => {
    const s = game(fill('Лазутчица'), fill('Р-Элита'));
    expect(s.g[G.Decision]).toBe(Decision.Recruit);
    expect(s.g[G.PreRecruit]).toBe(1);
    expect(s.g[G.Decider]).toBe(0);
    expect(legalOf(s)).toEqual([...Array.from({ length: 15 }, (_, k) => RECRUIT + k), RECRUIT_DONE]);
    act(s, RECRUIT + 0);
    expect(squad(s)).toEqual(['Лазутчица']);
    expect(crystals(s)).toEqual([20, 40 - 4]); // 6 − 2 elite cards seen
    // The two cards seen are seat 1's deal cards, and seat 0's observation shows them.
    const seen = [0, 1].map((k) => s.g[G.Peek + PEEK_SLOTS * 0 + k]! - 1);
    const deal1 = zoneList(s, 1, Zone.Deal);
    expect(seen[0]).not.toBe(seen[1]);
    for (const i of seen) expect(deal1).toContain(i);
    const o = new GameState(DB, s.opts);
    observe(s, 0, o);
    for (const i of seen) expect(o.card[i]).toBe(cardIndex(DB, 'Р-Элита'));
    const other = deal1.find((i) => !seen.includes(i))!;
    expect(o.card[other]).toBe(DB.unknown);
    // She was shown to the opponent: his observation knows her.
    const her = zoneList(s, 0, Zone.Squad)[0]!;
    observe(s, 1, o);
    expect(o.card[her]).toBe(cardIndex(DB, 'Лазутчица'));
  });

  it('Лазутчица (s1_187): no elite cards seen — full cost; then the recruitment starts', () => {
    const s = game(fill('Лазутчица'), fill('Р-Пешка'));
    act(s, RECRUIT + 3);
    expect(crystals(s)).toEqual([20, 34]);
    // She is unique: no other Лазутчица to show; seat 1 has no pre-recruitment feature: seat 0 recruits.
    expect(s.g[G.PreRecruit]).toBe(0);
    expect(s.g[G.Decider]).toBe(0);
    expect(legalOf(s)).toContain(RECRUIT_DONE);
  });

  it('Лазутчица (s1_187): the Second player scouts before the First recruits', () => {
    const s = game(fill('Р-Элита'), fill('Лазутчица'));
    // Seat 0 has nothing to show: seat 1 is asked first.
    expect(s.g[G.PreRecruit]).toBe(1);
    expect(s.g[G.Decider]).toBe(1);
    act(s, RECRUIT + 0);
    expect(crystals(s, 1)).toEqual([20, 36]);
    expect(s.g[G.Decider]).toBe(0);
    expect(s.g[G.PreRecruit]).toBe(0);
    expect(zoneList(s, 0, Zone.Squad)).toEqual([]);
  });

  it('Лазутчица (s1_187): not offered when she cannot be recruited at her full cost', () => {
    const s = game(fill('Лазутчица'), fill('Р-Элита'), [0, 5]);
    expect(s.g[G.PreRecruit]).toBe(0);
    // Recruiting her normally is not possible either (cost 6).
    expect(legalOf(s)).toEqual([RECRUIT_DONE]);
  });
});

describe('Гермет (s1_196)', () => {
  /** Seat 0 recruits Гермет and these cards; the battle begins; returns Гермет's instance. */
  function hermetWith(cards: string[]): { s: GameState; h: number; others: number[] } {
    const s = recruitWith(['Гермет', ...cards], [30, 40]);
    recruit(s, 'Гермет');
    for (const c of cards) recruit(s, c);
    const [h, ...others] = zoneList(s, 0, Zone.Squad);
    act(s, RECRUIT_DONE);
    toBattle(s);
    expect(s.zone[h!]).toBe(Zone.Field);
    expect(s.g[G.Decision]).toBe(Decision.Main);
    return { s, h: h!, others };
  }
  const bonus = (s: GameState, h: number, tier: number) => modWound(s, h, -1, 3, DMG_STRIKE, tier) - 3;

  it('Гермет (s1_196): в начале боя — +1 к {move} (степное), {regen}1 (болотное); nothing for missing elements', () => {
    const { s, h } = hermetWith(['Р-Степняк', 'Р-Болотник']);
    expect(moveAllowance(s, h)).toBe(2);
    expect(s.moveLeft[h]).toBe(2); // its first turn: the granted movement is there
    expect(grantedNum(s, h, Num.Regen, -1)).toBe(1);
    expect(grantedNum(s, h, Num.Armor, -1)).toBe(0);
    expect(grantedNum(s, h, Num.Ova, -1)).toBe(0);
    expect(grantedNum(s, h, Num.Ovz, -1)).toBe(0);
    expect([1, 2, 3].map((t) => bonus(s, h, t))).toEqual([0, 0, 0]);
  });

  it('Гермет (s1_196): {armor}1 (горное), {ova}1 и {ovz}1 (лесное), +1 к среднему и сильному {strike} (темное)', () => {
    const { s, h } = hermetWith(['Р-Горец', 'Р-Лесник', 'Р-Тёмный']);
    expect(moveAllowance(s, h)).toBe(1);
    expect(grantedNum(s, h, Num.Armor, -1)).toBe(1);
    expect(grantedNum(s, h, Num.Ova, -1)).toBe(1);
    expect(grantedNum(s, h, Num.Ovz, -1)).toBe(1);
    expect(grantedNum(s, h, Num.Regen, -1)).toBe(0);
    expect([1, 2, 3].map((t) => bonus(s, h, t))).toEqual([0, 1, 1]);
  });

  it('Гермет (s1_196): checked at the start of the battle — it keeps them when those creatures die', () => {
    const { s, h, others } = hermetWith(['Р-Степняк', 'Р-Тёмный', 'Р-Пешка']);
    leaveBattleToGrave(s, others[0]!);
    leaveBattleToGrave(s, others[1]!);
    expect(moveAllowance(s, h)).toBe(2);
    expect(bonus(s, h, 3)).toBe(1);
  });

  it('Король-жрец (s1_94): ruling — Гермет keeps the features he acquired at the start of the battle when «потеря памяти» takes his features', () => {
    const { s, h } = hermetWith(['Р-Степняк', 'Р-Горец', 'Р-Тёмный']);
    loseAllFeatures(s, NONE, h, 0); // the effect of Король-жрец's «потеря памяти» (MechOp.LoseFeatures)
    expect(s.card[h]).toBe(DB.twinOf[cardIndex(DB, 'Гермет')]);
    expect(moveAllowance(s, h)).toBe(2);
    expect(grantedNum(s, h, Num.Armor, -1)).toBe(1);
    expect([1, 2, 3].map((t) => bonus(s, h, t))).toEqual([0, 1, 1]);
  });

  it('Гермет (s1_196): {regen}1 heals at the start of its controller\'s turn', () => {
    const { s, h } = hermetWith(['Р-Болотник']);
    s.wounds[h] = 3;
    act(s, END_TURN);
    while (!(s.g[G.Decision] === Decision.Main && s.g[G.Active] === 0)) {
      const l = legalOf(s);
      act(s, l.includes(END_TURN) ? END_TURN : l[0]!);
    }
    expect(s.wounds[h]).toBe(2);
  });

  it('Гермет (s1_196): a game without such cards records no snapshot', () => {
    const s = recruitWith(['Р-Степняк']);
    recruit(s, 'Р-Степняк');
    act(s, RECRUIT_DONE);
    toBattle(s);
    expect(s.g[G.StartElems]).toBe(0);
  });
});

describe('Линнет (s1_180)', () => {
  /** Seat 0 at its pre-recruitment decision with exactly these deal cards (the deck holds Линнет, so the stage is asked). */
  function preWith(cards: string[], crystals: [number, number] = [20, 40]): GameState {
    const deck = [...fill('Линнет', 15), ...fill('Р-Элита', 15)];
    const s = game(deck, fill('Р-Пешка'), crystals);
    expect(s.g[G.PreRecruit]).toBe(1);
    expect(s.g[G.Decider]).toBe(0);
    const deal = zoneList(s, 0, Zone.Deal);
    cards.forEach((c, k) => (s.card[deal[k]!] = cardIndex(DB, c)));
    for (const i of deal.slice(cards.length)) {
      listRemove(s, 0, Zone.Deal, i);
      listPush(s, 0, Zone.Deck, i);
    }
    return s;
  }

  it('Линнет (s1_180): до набора — показать Линнет и элитное существо стоимостью ≤ 7, взять обоих за {ordinary}', () => {
    const s = preWith(['Р-Пешка', 'Линнет', 'Р-Элита8', 'Р-Элита', 'Р-Лесная-элита']);
    expect(legalOf(s)).toEqual([RECRUIT + 1, RECRUIT_DONE]);
    act(s, RECRUIT + 1);
    // Which creature: elite, cost ≤ 7 (not Р-Элита8, not the ordinary Р-Пешка).
    expect(legalOf(s)).toEqual([RECRUIT + 3, RECRUIT + 4]);
    act(s, RECRUIT + 4);
    expect(squad(s)).toEqual(['Линнет', 'Р-Лесная-элита']);
    // 5 + 7 paid like ordinary cards: silver; the forest card is the squad's first element (no penalty).
    expect(crystals(s)).toEqual([20, 28]);
    const [l, c] = zoneList(s, 0, Zone.Squad);
    expect([s.g[G.LinkHost], s.g[G.LinkPartner]]).toEqual([l! + 1, c! + 1]);
    // Shown to the opponent: his observation knows both cards.
    const o = new GameState(DB, s.opts);
    observe(s, 1, o);
    expect([o.card[l!], o.card[c!]]).toEqual([cardIndex(DB, 'Линнет'), cardIndex(DB, 'Р-Лесная-элита')]);
    // Linnet is unique: nothing more to show; the recruitment begins.
    expect(s.g[G.PreRecruit]).toBe(0);
    expect(s.g[G.Decision]).toBe(Decision.Recruit);
  });

  it('Линнет (s1_180): the elite creature paid with silver, gold for the rest', () => {
    const s = preWith(['Линнет', 'Р-Элита'], [10, 6]);
    act(s, RECRUIT + 0, );
    act(s, RECRUIT + 1);
    expect(crystals(s)).toEqual([8, 0]);
  });

  it('Линнет (s1_180): not offered without a suitable elite creature, or without the crystals for both', () => {
    const s = game(fill('Линнет'), fill('Р-Пешка'));
    expect(s.g[G.PreRecruit]).toBe(0);
    const t = preWith(['Линнет', 'Р-Элита8', 'Р-Пешка']);
    expect(legalOf(t)).toEqual([RECRUIT_DONE]);
    const u = game([...fill('Линнет', 15), ...fill('Р-Элита', 15)], fill('Р-Пешка'), [0, 7]);
    expect(u.g[G.PreRecruit]).toBe(0);
  });

  it('Линнет (s1_180): «Погибает, когда ваша Линнет покидает поле боя»', () => {
    const t = battle(DB, {
      cards: [
        { card: 'Р-Стена', seat: 0, at: 'C3' },
        { card: 'Линнет', seat: 1, at: 'C4' },
        { card: 'Р-Элита', seat: 1, at: 'A6' },
        { card: 'Р-Пешка', seat: 1, at: 'E6' },
      ],
    });
    t.s.g[G.LinkHost + 1] = t.card(1) + 1;
    t.s.g[G.LinkPartner + 1] = t.card(2) + 1;
    t.s.wounds[t.card(1)] = 7; // Линнет: 8 lives
    t.s.log = [];
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.zoneOf(3)).toBe(Zone.Field);
    expect(t.s.log!.some((l) => l.includes('погибает'))).toBe(true);
    expect([t.s.g[G.LinkHost + 1], t.s.g[G.LinkPartner + 1]]).toEqual([0, 0]);
  });

  it('Линнет (s1_180): the creature dying first does not take Линнет along', () => {
    const t = battle(DB, {
      cards: [
        { card: 'Р-Стена', seat: 0, at: 'C3' },
        { card: 'Р-Элита', seat: 1, at: 'C4' },
        { card: 'Линнет', seat: 1, at: 'A6' },
      ],
    });
    t.s.g[G.LinkHost + 1] = t.card(2) + 1;
    t.s.g[G.LinkPartner + 1] = t.card(1) + 1;
    t.s.wounds[t.card(1)] = 9;
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.zoneOf(2)).toBe(Zone.Field);
  });
});

describe('Следопыт (s1_177)', () => {
  /** Seat 0 recruits Следопыт and a pawn, seat 1 two pawns; both place on the first legal cells. */
  function placed(): GameState {
    const s = recruitWith(['Следопыт', 'Р-Пешка']);
    recruit(s, 'Следопыт');
    recruit(s, 'Р-Пешка');
    act(s, RECRUIT_DONE);
    while (s.g[G.Decision] === Decision.Recruit) {
      const l = legalOf(s);
      act(s, zoneList(s, 1, Zone.Squad).length < 2 && l[0]! < RECRUIT_DONE ? l[0]! : RECRUIT_DONE);
    }
    while (s.g[G.Decision] === Decision.Place && s.g[G.Rearrange] === 0) act(s, legalOf(s)[0]!);
    return s;
  }
  const own = (s: GameState, p: number) => zoneList(s, p, Zone.Field);
  const hidden = (s: GameState, i: number) => (s.flags[i]! & Flag.Hidden) !== 0;

  it('Следопыт (s1_177): после расстановки — вскрывается, противник вскрывает первый ряд, можно переставить свои карты', () => {
    const s = placed();
    expect(s.g[G.Decision]).toBe(Decision.Place);
    expect(s.g[G.Rearrange]).toBe(1); // seat 0 rearranges
    const [tracker, pawn] = own(s, 0);
    expect(hidden(s, tracker!)).toBe(false); // Следопыт revealed
    expect(hidden(s, pawn!)).toBe(true); // the others stay face down
    for (const o of own(s, 1)) expect(hidden(s, o)).toBe(ownRowNumber(1, s.cell[o]!) !== 1);
    // Pick a card (own cards only), then any other cell of the own half.
    const from = s.cell[pawn!]!;
    expect(legalOf(s)).toEqual([RECRUIT_DONE, ...[s.cell[tracker!]!, from].sort((a, b) => a - b).map((c) => PLACE + c)]);
    act(s, PLACE + from);
    // A free cell of seat 0's half.
    const back = Array.from({ length: 30 }, (_, c) => c).find((c) => ownRowNumber(0, c) !== 0 && s.board[c] === -1)!;
    expect(legalOf(s)).toContain(PLACE + back);
    expect(legalOf(s)).not.toContain(PLACE + from);
    expect(legalOf(s)).not.toContain(PLACE + cellIndex('C4')); // not the opponent's half
    act(s, PLACE + back);
    expect(s.cell[pawn!]).toBe(back);
    expect(s.board[from]).toBe(-1);
    // Swap the two cards.
    const tc = s.cell[tracker!]!;
    act(s, PLACE + tc);
    act(s, PLACE + back);
    expect([s.cell[tracker!], s.cell[pawn!]]).toEqual([back, tc]);
    expect(hidden(s, pawn!)).toBe(true); // "не вскрывая их"
    act(s, RECRUIT_DONE);
    // Seat 1 has no Следопыт: the reveal and the battle.
    expect(s.g[G.Decision]).toBe(Decision.Main);
    expect(hidden(s, pawn!)).toBe(false);
  });

  it('Следопыт (s1_177) ruling: the rearrangement is not movement', () => {
    const s = placed();
    const [, pawn] = own(s, 0);
    const free = Array.from({ length: 30 }, (_, c) => c).find((c) => ownRowNumber(0, c) !== 0 && s.board[c] === -1)!;
    act(s, PLACE + s.cell[pawn!]!);
    act(s, PLACE + free);
    act(s, RECRUIT_DONE);
    expect(s.flags[pawn!]! & Flag.Moved).toBe(0);
    expect(s.moveLeft[pawn!]).toBe(2);
  });

  it('Следопыт (s1_177): at most REARRANGE_MAX moves', () => {
    const s = placed();
    const [tracker] = own(s, 0);
    const frees = Array.from({ length: 30 }, (_, c) => c).filter((c) => ownRowNumber(0, c) !== 0 && s.board[c] === -1);
    for (let k = 0; k < REARRANGE_MAX; k++) {
      act(s, PLACE + s.cell[tracker!]!);
      act(s, PLACE + frees[k % 2]!);
    }
    expect(s.g[G.Decision]).toBe(Decision.Main);
  });
});
