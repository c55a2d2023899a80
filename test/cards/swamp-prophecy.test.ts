/**
 * Set 1, Болота (swamp): the cards with Пророчество (core/systems/prophecy.ts) and their rulings. Deck
 * cards: Кочевник (3, ordinary), Гиррит (4, ordinary), Глорм (4, elite), Хронос (5, elite). The last
 * deck card listed is the top of the deck.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { TimedKind, timedSum } from '../../src/engine/core/systems/durations.js';
import { type Battle, battle, endTurn, makeDb, select, synth, target, verb, zoneList } from '../helpers/scenario.js';

const db = makeDb([synth('Болван', { life: 20 }), synth('Болотный болван', { life: 20, element: 'swamp' })]);

const ab = (k: number): number => verb(Verb.Ability + k);
const settle = (t: Battle): Battle => {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
  return t;
};
const deck = (t: Battle, p: number): string[] => zoneList(t.s, p, Zone.Deck).map((i) => t.db.defs[t.s.card[i]!]!.name);
const d = (card: string, seat: 0 | 1 = 0) => ({ card, seat, at: 'deck' });
const poison = (t: Battle, ref: number | string): number => t.s.poison[t.card(ref)]!;

describe('Двухголовый тролль (s1_132): при {strike} — пророчество 2', () => {
  it('both elite: the struck creature is wounded by 2 more; the two shown cards go to the bottom', () => {
    const t = battle(db, { cards: [{ card: 'Двухголовый тролль', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }, d('Кочевник'), d('Глорм'), d('Хронос')] });
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(4 + 2); // strong 4, then 2
    expect(poison(t, 1)).toBe(0);
    expect(deck(t, 0)).toEqual(['Хронос', 'Глорм', 'Кочевник']); // the first shown lowest
  });

  it('both ordinary: poison 2; mixed: nothing; a counter-strike is a {strike} too', () => {
    const t = battle(db, { cards: [{ card: 'Двухголовый тролль', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }, d('Гиррит'), d('Кочевник')] });
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(4);
    expect(poison(t, 1)).toBe(2);
    const u = battle(db, { cards: [{ card: 'Двухголовый тролль', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }, d('Гиррит'), d('Глорм')] });
    u.rolls(6, 1);
    settle(u.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(u.wounds(1)).toBe(4);
    expect(poison(u, 1)).toBe(0);
    // Counter-strike: the Болван attacks, the troll answers medium (3) and prophesies.
    const v = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Двухголовый тролль', seat: 1, at: 'C4' }, d('Глорм', 1), d('Хронос', 1)] });
    v.rolls(1, 6);
    settle(v.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(v.wounds(0)).toBe(3 + 2);
  });
});

describe('Королева топи (s1_130): {tap}: Пророчество 1; если карта с таким же именем есть в одном из отрядов — ранить на 2, иначе на 1', () => {
  it('a card of the same name in a squad: 2 wounds; otherwise 1', () => {
    const t = battle(db, { cards: [{ card: 'Королева топи', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'C5' }, { card: 'Кочевник', seat: 1, at: 'A5' }, d('Кочевник')] });
    settle(t.act(select('C2'), ab(1), target('C5')));
    expect(t.wounds(1)).toBe(2); // an enemy Кочевник is in play
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [{ card: 'Королева топи', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'C5' }, d('Кочевник')] });
    settle(u.act(select('C2'), ab(1), target('C5')));
    expect(u.wounds(1)).toBe(1);
  });
});

describe('Исхарская ненасыть (s1_127): при пророчестве вашей карты — +X к следующему {strike}', () => {
  it('X = the cards shown; ruling: at most +3 over all prophecies; the next strike spends it', () => {
    const t = battle(db, {
      cards: [
        { card: 'Исхарская ненасыть', seat: 0, at: 'C3' },
        { card: 'Двухголовый тролль', seat: 0, at: 'B3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'B4' },
        d('Гиррит'),
        d('Глорм'),
        d('Кочевник'),
        d('Хронос'),
      ],
    });
    t.rolls(2, 1);
    settle(t.act(select('B3'), verb(Verb.Strike), target('B4'))); // the troll's prophecy shows 2 → +2
    expect(t.s.tStrike[t.card(0)]).toBe(2);
    settle(t.act(endTurn()));
    settle(t.act(endTurn()));
    t.rolls(2, 1);
    settle(t.act(select('B3'), verb(Verb.Strike), target('B4'))); // +2 more: capped at +3
    expect(t.s.tStrike[t.card(0)]).toBe(3);
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(2)).toBe(3 + 3); // strong 3, +3
    expect(t.s.tStrike[t.card(0)]).toBe(0);
  });
});

describe('Дочь перламутра (s1_122): атакована немагической атакой – пророчество 1; блокировать, если нечетная стоимость', () => {
  it('odd cost: the simple strike is blocked; even: not', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Дочь перламутра', seat: 1, at: 'C4' }, d('Кочевник', 1)] });
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(0);
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Дочь перламутра', seat: 1, at: 'C4' }, d('Гиррит', 1)] });
    u.rolls(6, 1);
    settle(u.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(u.wounds(1)).toBe(3);
  });

  it('ruling: (1 раз за ход) covers the whole feature — after an even card, the next attack that turn is not prophesied', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Болван', seat: 0, at: 'D3' }, { card: 'Дочь перламутра', seat: 1, at: 'C4' }, d('Кочевник', 1), d('Гиррит', 1)] });
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(2)).toBe(3);
    t.rolls(6, 1);
    settle(t.act(select('D3'), verb(Verb.Strike), target('C4'))); // Кочевник (odd) would block, but no prophecy now
    expect(t.wounds(2)).toBe(6);
    expect(deck(t, 1)).toEqual(['Гиррит', 'Кочевник']);
  });

  it('a ranged non-magical attack (Гаррид-лучник\'s shot) is blocked; a discharge (Махинатор) is magical and is not', () => {
    const t = battle(db, { cards: [{ card: 'Гаррид-лучник', seat: 0, at: 'C2' }, { card: 'Дочь перламутра', seat: 1, at: 'C5' }, d('Кочевник', 1)] });
    t.rolls(6);
    settle(t.act(select('C2'), verb(Verb.Ranged), target('C5')));
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { cards: [{ card: 'Махинатор', seat: 0, at: 'C2' }, { card: 'Дочь перламутра', seat: 1, at: 'C5' }, d('Кочевник', 1)] });
    u.rolls(6);
    settle(u.act(select('C2'), verb(Verb.Ranged), target('C5')));
    expect(u.wounds(1)).toBe(1);
    expect(deck(u, 1)).toEqual(['Кочевник']);
  });
});

describe('Отряд карателей (s1_105) and Махинатор (s1_104)', () => {
  it('Отряд карателей: shown by a prophecy — may be summoned closed on a free cell; a creature next to it is poisoned', () => {
    const t = battle(db, { cards: [{ card: 'Королева топи', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'C5' }, d('Отряд карателей')] });
    t.act(select('C2'), ab(1), target('C5'));
    expect(t.decision()).toBe(Decision.Trigger); // "может"
    t.act(t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'));
    if (t.decision() === Decision.Target) t.act(target('C5'));
    settle(t);
    expect(t.cellOf(2)).toBe('C4');
    expect(t.closed(2)).toBe(true);
    expect(poison(t, 1)).toBe(1);
    expect(t.wounds(1)).toBe(1); // cost 3, no Отряд карателей was in a squad when it was shown
  });

  it('Махинатор: may return the shown cards on top (1 раз за ход); ruling: not a summoned Отряд карателей', () => {
    const t = battle(db, { cards: [{ card: 'Двухголовый тролль', seat: 0, at: 'C3' }, { card: 'Махинатор', seat: 0, at: 'A2' }, { card: 'Болван', seat: 1, at: 'C4' }, d('Гиррит'), d('Кочевник'), d('Хронос')] });
    t.rolls(2, 1);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(t.legal()[0]!); // use Махинатор
    expect(t.decision()).toBe(Decision.Choose); // two cards: their order
    settle(t);
    expect(deck(t, 0)).toEqual(['Гиррит', 'Кочевник', 'Хронос']);
    // With Отряд карателей shown and summoned, only the other shown card goes back on top.
    const u = battle(db, { cards: [{ card: 'Двухголовый тролль', seat: 0, at: 'C3' }, { card: 'Махинатор', seat: 0, at: 'A2' }, { card: 'Болван', seat: 1, at: 'C4' }, d('Гиррит'), d('Отряд карателей'), d('Хронос')] });
    u.rolls(2, 1);
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    // Declared: Махинатор, then Отряд карателей — so the summon executes first (ruling: before the
    // second part of the prophecy); Махинатор then returns only the card still in the deck.
    expect(u.decision()).toBe(Decision.Trigger);
    u.act(u.legal()[0]!); // Махинатор (its "при пророчестве" was collected first)
    expect(u.decision()).toBe(Decision.Trigger);
    u.act(u.legal()[0]!); // Отряд карателей
    expect(u.decision()).toBe(Decision.Target);
    u.act(target('D3'));
    if (u.decision() === Decision.Target) u.act(target('C4')); // the creature next to it: poisoned
    settle(u);
    expect(u.cellOf(4)).toBe('D3');
    expect(deck(u, 0)).toEqual(['Гиррит', 'Хронос']); // Хронос back on top
  });

  it('Махинатор: "в любом порядке" — the controller names the shown cards from the top down (or keeps their order)', () => {
    const mk = () =>
      battle(db, { cards: [{ card: 'Двухголовый тролль', seat: 0, at: 'C3' }, { card: 'Махинатор', seat: 0, at: 'A2' }, { card: 'Болван', seat: 1, at: 'C4' }, d('Гиррит'), d('Кочевник'), d('Хронос')] });
    const t = mk();
    t.rolls(2, 1);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(t.legal()[0]!); // use Махинатор
    expect(t.decision()).toBe(Decision.Choose);
    const pick = t.legal().find((a) => t.legalNames()[t.legal().indexOf(a)]!.includes('Кочевник'))!;
    t.act(pick); // Кочевник on the very top, Хронос under it
    settle(t);
    expect(deck(t, 0)).toEqual(['Гиррит', 'Хронос', 'Кочевник']);
    const u = mk();
    u.rolls(2, 1);
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    u.act(u.legal()[0]!);
    u.act(u.legal()[u.legal().length - 1]!); // CHOOSE_NONE: the order they were shown in
    settle(u);
    expect(deck(u, 0)).toEqual(['Гиррит', 'Кочевник', 'Хронос']);
  });

  it('Махинатор: «уловка» — a creature loses a counter (1 раз за бой)', () => {
    const t = battle(db, { cards: [{ card: 'Махинатор', seat: 0, at: 'C2' }, { card: 'Болван', seat: 1, at: 'C5', counters: 2 }] });
    settle(t.act(select('C2'), ab(1), target('C5')));
    expect(t.s.counters[t.card(1)]).toBe(1);
    settle(t.act(endTurn()));
    settle(t.act(endTurn()));
    t.act(select('C2'));
    expect(t.legal()).not.toContain(ab(1));
  });
});

describe('Древний огр (s1_135): при ударе по Древнему огру — every strike type', () => {
  it('a {uchr} at it (Осклизг) gives it protection from strikes too', () => {
    const t = battle(db, { cards: [{ card: 'Осклизг', seat: 0, at: 'C2' }, { card: 'Болван', seat: 0, at: 'D3' }, { card: 'Древний огр', seat: 1, at: 'C4' }] });
    t.rolls(6);
    settle(t.act(select('C2'), verb(Verb.Ranged), target('C4')));
    expect(t.wounds(2)).toBe(1);
    t.rolls(6, 1);
    settle(t.act(select('D3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(2)).toBe(1); // protected from strikes this turn
  });
});

describe('Грёзы Архааля (s1_114): {tap}: Пророчество 1; существо противника стоимостью X — отравление 1, ваше существо стоимостью X — -1 от немагических атак', () => {
  it('X = the shown card\'s cost: the enemy creature of cost X is poisoned, the own one takes 1 less from non-magical attacks until the end of the opponent\'s turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Грёзы Архааля', seat: 0, at: 'A1' },
        { card: 'Кочевник', seat: 0, at: 'C3' },
        { card: 'Кочевник', seat: 1, at: 'C4' },
        { card: 'Гиррит', seat: 1, at: 'D4' },
        d('Кочевник'),
      ],
    });
    t.act(select('A1'), ab(0));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C4')]); // Гиррит costs 4
    t.act(target('C4'));
    expect(t.legal()).toEqual([target('C3')]); // Грёзы itself costs 5
    t.act(target('C3'));
    settle(t);
    expect(poison(t, 2)).toBe(1);
    settle(t.act(endTurn()));
    // The opponent's strike at the own Кочевник: strong 3 − 1.
    const w0 = t.wounds(1);
    t.rolls(6, 1);
    settle(t.act(select('C4'), verb(Verb.Strike), target('C3')));
    expect(t.wounds(1) - w0).toBe(2);
    settle(t.act(endTurn()));
    settle(t.act(endTurn()));
    // Over after the end of that opponent turn.
    const w1 = t.wounds(1);
    t.rolls(6, 1);
    settle(t.act(select('C4'), verb(Verb.Strike), target('C3')));
    expect(t.wounds(1) - w1).toBe(3);
  });

  it('ruling: a face-down enemy card may be named as the creature of cost X; a wrong guess loses only the poison', () => {
    const t = battle(db, {
      cards: [
        { card: 'Грёзы Архааля', seat: 0, at: 'A1' },
        { card: 'Кочевник', seat: 0, at: 'C3' },
        { card: 'Гиррит', seat: 1, at: 'D6', hidden: true },
        d('Кочевник'),
      ],
    });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toEqual([target('D6')]);
    t.act(target('D6'));
    t.act(target('C3'));
    settle(t);
    expect(poison(t, 2)).toBe(0); // Гиррит costs 4
    expect(timedSum(t.s, t.card(1), TimedKind.PreventNonMagic)).toBe(1); // the own Кочевник still has its -1
    settle(t.act(endTurn()));
    expect(timedSum(t.s, t.card(1), TimedKind.PreventNonMagic)).toBe(1); // in the opponent's turn too
  });

  it('ruling: a summoned Отряд карателей (shown by it) may get the -1 — the showing triggers come first', () => {
    const t = battle(db, { cards: [{ card: 'Грёзы Архааля', seat: 0, at: 'A1' }, { card: 'Кочевник', seat: 1, at: 'C4' }, d('Отряд карателей')] });
    t.act(select('A1'), ab(0));
    expect(t.decision()).toBe(Decision.Trigger); // Отряд карателей, before the rest of the feature
    t.act(t.legal()[0]!);
    t.act(target('C3')); // its cell
    if (t.decision() === Decision.Target && t.legal().includes(target('C4')) && t.legal().length === 1) t.act(target('C4')); // poisoned neighbour
    for (let g = 0; g < 5 && t.decision() === Decision.Priority; g++) t.act(t.legal()[0]!);
    expect(t.cellOf(2)).toBe('C3');
    // Now the stages: the enemy Кочевник (cost 3), then the own creature of cost 3: the summoned Отряд.
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'));
    expect(t.legal()).toContain(target('C3'));
    t.act(target('C3'));
    settle(t);
    expect(poison(t, 1)).toBe(1);
    expect(timedSum(t.s, t.card(2), TimedKind.PreventNonMagic)).toBe(1); // Отряд карателей: -1 от немагических атак
    settle(t.act(endTurn()));
    expect(timedSum(t.s, t.card(2), TimedKind.PreventNonMagic)).toBe(1); // in the opponent's turn too
  });
});

describe('Королева топи (s1_130): в конце хода противника вызвать болотное существо стоимостью 5 или менее на клетку, рядом с которой стоит 8 или более ваших существ', () => {
  // B2's eight neighbours: A1 B1 C1 A2 C2 A3 B3 C3.
  const ring = ['A1', 'B1', 'C1', 'A2', 'C2', 'A3', 'B3', 'C3'].map((at) => ({ card: 'Болван', seat: 0 as const, at }));
  it('at the end of the opponent\'s turn: a swamp creature of cost ≤ 5 from the deck onto the surrounded free cell', () => {
    const t = battle(db, { cards: [{ card: 'Королева топи', seat: 0, at: 'E1' }, { card: 'Болван', seat: 1, at: 'E6' }, ...ring, d('Хедд'), d('Вайл')], active: 1, first: 1 });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.legalNames().some((n) => n.includes('Вайл'))).toBe(false); // cost 6
    const pick = t.legal().find((a) => t.legalNames()[t.legal().indexOf(a)]!.includes('Хедд'))!;
    t.act(pick);
    expect(t.legal()).toEqual([target('B2')]);
    t.act(target('B2'));
    settle(t);
    expect(t.cellOf(10)).toBe('B2');
  });

  it('rulings: the card on the cell does not count; an occupied surrounded cell still lets a flyer come (to the auxiliary zone); no such cell — no summon at all', () => {
    // B2 occupied by an own creature, 8 around it: only the flyer Вилохвост can come.
    const t = battle(db, { cards: [{ card: 'Королева топи', seat: 0, at: 'E1' }, { card: 'Болван', seat: 1, at: 'E6' }, ...ring, { card: 'Болван', seat: 0, at: 'B2' }, d('Хедд'), d('Вилохвост')] });
    t.act(endTurn());
    settle(t); // own turn: nothing
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.legalNames().some((n) => n.includes('Хедд'))).toBe(false);
    const pick = t.legal().find((a) => t.legalNames()[t.legal().indexOf(a)]!.includes('Вилохвост'))!;
    t.act(pick);
    settle(t);
    expect(t.cellOf(12)).toBe('aux');
    // Seven around B2 (and the card on B2 itself): no cell with 8 — the trigger does not even come.
    const u = battle(db, { cards: [{ card: 'Королева топи', seat: 0, at: 'E1' }, { card: 'Болван', seat: 1, at: 'E6' }, ...ring.slice(1), { card: 'Болван', seat: 0, at: 'B2' }, d('Хедд')], active: 1, first: 1 });
    u.act(endTurn());
    expect(u.decision()).toBe(Decision.Main);
    expect(deck(u, 0)).toEqual(['Хедд']);
  });
});
