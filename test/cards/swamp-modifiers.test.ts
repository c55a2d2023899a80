/**
 * Set 1, Болота (swamp), part 2: the cards that use the static modifiers (core/systems/modifiers.ts),
 * vampirism, strike keywords, and the attack events of special-strike.ts (промах, the tier of a
 * ranged attack). Dice: the attacker's roll comes first; 6 vs 1 = strong, 4 vs 1 = medium,
 * 2 vs 1 = weak, 1 vs 6 = a miss and the struck card counter-strikes medium. Ranged: 6 strong,
 * 4–5 medium, 1–3 weak.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT } from '../../src/engine/core/action.js';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS, TRIGGER } from '../../src/engine/core/action.js';
import { type Battle, battle, defend, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, target, targetAux, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Болван', { life: 20 }),
  synth('Хилый болван', { life: 3, strike: [1, 1, 1] }),
  synth('Лесной болван', { life: 20, element: 'forest' }),
  synth('Болван-метатель', { life: 20, ranged: { kind: 'throw', values: [1, 1, 1] } }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);
const strike = (t: Battle, from: string, to: string): Battle => t.act(select(from), verb(Verb.Strike), target(to));
const ranged = (t: Battle, from: string, to: string): Battle => t.act(select(from), verb(Verb.Ranged), target(to));
const poison = (t: Battle, ref: number | string): number => t.s.poison[t.card(ref)]!;
/** Pass every priority round now open (games with instants). */
const passAll = (t: Battle): Battle => {
  while (t.legal().includes(PASS)) t.act(PASS);
  return t;
};

describe('Болота: attack events', () => {
  it('Ижор (s1_103): при сильной атаке — атакованный получает отравление на 1 (a strong shot or a strong strike in attack)', () => {
    const t = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C5' }] });
    t.rolls(6);
    ranged(t, 'C1', 'C5');
    expect(t.wounds(1)).toBe(1);
    expect(poison(t, 1)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    u.rolls(5);
    ranged(u, 'C1', 'C4'); // a medium shot (at P2's first row: no die bonus)
    expect(poison(u, 1)).toBe(0);
    const v = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    v.rolls(6, 1);
    strike(v, 'C3', 'C4');
    expect(poison(v, 1)).toBe(1);
  });

  it('Ижор (s1_103) ruling: a target already poisoned by 1 keeps poison 1', () => {
    const t = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C5', poison: 1 }] });
    t.rolls(6);
    ranged(t, 'C1', 'C5');
    expect(poison(t, 1)).toBe(1);
  });

  it('Сеятель хвори (s1_124): при среднем или сильном разряде — атакованный получает отравление на 1; not on a weak one, not on a strike', () => {
    const poisonAfter = (roll: number): number => {
      const t = battle(db, { cards: [{ card: 'Сеятель хвори', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at: 'C6' }] });
      t.rolls(roll);
      ranged(t, 'C1', 'C6');
      return poison(t, 1);
    };
    expect([poisonAfter(6), poisonAfter(4), poisonAfter(3)]).toEqual([1, 1, 0]);
    const u = battle(db, { cards: [{ card: 'Сеятель хвори', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    u.rolls(6, 1);
    strike(u, 'C3', 'C4');
    expect(poison(u, 1)).toBe(0);
  });

  it('Гоблин (s1_120): при промахе в нападении — закрыть атакованное существо', () => {
    const t = battle(db, { cards: [{ card: 'Гоблин', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(1, 6);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(0); // a miss
    expect(t.closed(1)).toBe(true); // «оцепенение»
  });
});

describe('Болота: static modifiers', () => {
  it('Гоблин (s1_120): -2 от {strike} (a strike and a counter-strike), not from ranged attacks', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Гоблин', seat: 1, at: 'C4' }] });
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(1); // 3 − 2
    const u = battle(db, { cards: [{ card: 'Гоблин', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    u.rolls(1, 6);
    strike(u, 'C3', 'C4');
    expect(u.wounds(0)).toBe(0); // the medium counter-strike (2) − 2
    const v = battle(db, { cards: [{ card: 'Болван-метатель', seat: 0, at: 'C1' }, { card: 'Гоблин', seat: 1, at: 'C5' }] });
    v.rolls(6);
    ranged(v, 'C1', 'C5');
    expect(v.wounds(1)).toBe(1);
  });

  it('Троллок (s1_125): +1 к метанию по картам, обладающим выстрелом, метанием или разрядом', () => {
    const hit = (victim: string): number => {
      const t = battle(db, { cards: [{ card: 'Троллок', seat: 0, at: 'C1' }, { card: victim, seat: 1, at: 'C6' }] });
      t.rolls(6);
      ranged(t, 'C1', 'C6');
      return t.wounds(1);
    };
    expect(hit('Болван')).toBe(2);
    expect(hit('Гаррид-лучник')).toBe(3); // a shot
    expect(hit('Болван-метатель')).toBe(3); // a throw
    expect(hit('Махинатор')).toBe(3); // a discharge
  });

  it('Вилохвост (s1_126): +1 к {strike} по защитникам', () => {
    const t = battle(db, { cards: [{ card: 'Вилохвост', seat: 0, at: 'aux' }, { card: 'Болван', seat: 1, at: 'C4' }, { card: 'Болван', seat: 1, at: 'C5' }] });
    t.act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
    t.rolls(6, 1).act(defend('C5'));
    expect(t.wounds(2)).toBe(4); // 3 + 1
    const u = battle(db, { cards: [{ card: 'Вилохвост', seat: 0, at: 'aux' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    u.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('Вилохвост (s1_126): {direct} по лесным существам — no defender against its strike at a forest creature', () => {
    const t = battle(db, { cards: [{ card: 'Вилохвост', seat: 0, at: 'aux' }, { card: 'Лесной болван', seat: 1, at: 'C4' }, { card: 'Болван', seat: 1, at: 'C5' }] });
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3); // struck without a defender decision
    expect(t.wounds(2)).toBe(0);
  });

  it('Морок (s1_133): -1 от выстрелов и метаний; -1 от {strike} only while it defends', () => {
    const t = battle(db, { cards: [{ card: 'Гаррид-лучник', seat: 0, at: 'C1' }, { card: 'Морок', seat: 1, at: 'C5' }] });
    t.rolls(6);
    ranged(t, 'C1', 'C5');
    expect(t.wounds(1)).toBe(2); // 3 − 1
    const u = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Морок', seat: 1, at: 'C4' }] });
    u.rolls(6, 1);
    strike(u, 'C3', 'C4'); // 6 vs 1 + ОвЗ 1: strong, counter-strike weak — the full exchange
    u.act(exchangeFull());
    expect(u.wounds(1)).toBe(3); // not a defender: the full strike
    const v = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }, { card: 'Морок', seat: 1, at: 'D4' }] });
    v.act(select('C3'), verb(Verb.Strike), target('C4'));
    v.rolls(6, 1).act(defend('D4'), exchangeFull());
    expect(v.wounds(2)).toBe(2); // 3 − 1
  });

  it('Морок (s1_133): {strike} по закрытому Мороку сводятся к 1 — not while it is open', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Морок', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6);
    strike(t, 'C3', 'C4'); // strong 3 at a closed Морок
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Морок', seat: 1, at: 'C4' }] });
    u.rolls(6, 1);
    strike(u, 'C3', 'C4');
    u.act(exchangeFull());
    expect(u.wounds(1)).toBe(3); // open: the full strike
  });

  it('Морок (s1_133) ruling: {strike} по картам слева и справа от Морока сводится к слабому — the opponent\'s cards too, Морок open or closed', () => {
    // Морок (P2) at C4, closed: its own card at D4 is next to it in the row; then P1's Морок and P2's card.
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'D3' },
        { card: 'Морок', seat: 1, at: 'C4', closed: true },
        { card: 'Болван', seat: 1, at: 'D4' },
      ],
    });
    t.rolls(6, 1);
    strike(t, 'D3', 'D4');
    expect(t.wounds(2)).toBe(1); // strong reduced to weak
    const u = battle(db, {
      cards: [
        { card: 'Морок', seat: 0, at: 'C4' },
        { card: 'Болван', seat: 0, at: 'D3' },
        { card: 'Болван', seat: 1, at: 'D4' },
      ],
    });
    u.rolls(6, 1);
    strike(u, 'D3', 'D4'); // P1 strikes P2's card next to P1's Морок
    expect(u.wounds(2)).toBe(1);
    const v = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'D3' }, { card: 'Морок', seat: 1, at: 'B4' }, { card: 'Болван', seat: 1, at: 'D4' }] });
    v.rolls(6, 1);
    strike(v, 'D3', 'D4'); // not next to Морок
    expect(v.wounds(2)).toBe(3);
  });

  it('Древний огр (s1_135): -1 от выстрелов и метаний', () => {
    const t = battle(db, { cards: [{ card: 'Гаррид-лучник', seat: 0, at: 'C1' }, { card: 'Древний огр', seat: 1, at: 'C5' }] });
    t.rolls(6);
    ranged(t, 'C1', 'C5');
    expect(t.wounds(1)).toBe(2); // 3 − 1
  });
});

describe('Болота: keywords', () => {
  it('Гидра (s1_136): безответный удар — no counter-strike', () => {
    const t = battle(db, { cards: [{ card: 'Гидра', seat: 0, at: 'C3' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(1, 6);
    strike(t, 'C3', 'C4');
    expect(t.wounds(0)).toBe(0);
  });

  it('Медуза Горгона (s1_131): вампиризм, максимум 10 {health}', () => {
    const t = battle(db, { cards: [{ card: 'Медуза Горгона', seat: 0, at: 'C3', wounds: 3 }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(1)).toBe(4);
    expect(t.wounds(0)).toBe(0); // healed by 4
    expect(t.s.extraLives[t.card(0)]).toBe(0); // no more than 10 lives: the excess is lost
  });

  it('Медуза Горгона (s1_131): трупоедство — it heals fully when the creature it wounded dies', () => {
    const t = battle(db, { cards: [{ card: 'Медуза Горгона', seat: 0, at: 'C3', wounds: 8 }, { card: 'Хилый болван', seat: 1, at: 'C4' }, { card: 'Болван', seat: 1, at: 'E6' }] });
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    while (t.legal().includes(TRIGGER)) t.act(TRIGGER); // its two triggers, in either order
    expect(t.cellOf(1)).not.toBe('C4'); // dead
    expect(t.wounds(0)).toBe(0);
  });

  it('Медуза Горгона (s1_131) ruling: the struck card does not open during its whole next turn (an open effect is declared but not executed)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Медуза Горгона', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Ойуун', seat: 1, at: 'A6' },
      ],
    });
    t.rolls(6, 1);
    passAll(strike(t, 'C3', 'C4'));
    expect(t.closed(1)).toBe(true);
    passAll(t.act(endTurn()));
    expect(t.closed(1)).toBe(true);
    passAll(t.act(select('A6'), ab(1), target('C4'))); // Ойуун: «боевое исступление» — open your creature
    expect(t.closed(1)).toBe(true);
    expect(t.wounds(1)).toBe(4 + 1); // the rest of the composite feature is executed
    passAll(t.act(endTurn()));
    passAll(t.act(endTurn()));
    expect(t.closed(1)).toBe(false); // its turn after that: it opens
  });
});

describe('Болота: more', () => {
  it('Рэккен (s1_110): {tap}: Метание «ритуального ножа» на X, дальность 4, X — число ран на Рэккене (максимум 4)', () => {
    const hit = (wounds: number, at: string): number => {
      const t = battle(db, { cards: [{ card: 'Рэккен', seat: 0, at: 'C1', wounds }, { card: 'Болван', seat: 1, at }] });
      t.rolls(1).act(select('C1'), ab(1), target(at));
      return t.wounds(1);
    };
    expect([hit(0, 'C5'), hit(3, 'C5'), hit(6, 'C5')]).toEqual([0, 3, 4]);
    const u = battle(db, { cards: [{ card: 'Рэккен', seat: 0, at: 'C1', wounds: 2 }, { card: 'Болван', seat: 1, at: 'C6' }] });
    u.act(select('C1'));
    expect(u.legal()).not.toContain(ab(1)); // the only enemy is 5 cells away
  });

  it('Кровяница (s1_115): {tap}: Добивание на X+1, X — число отравленных существ рядом с целью (either side, the target itself not counted)', () => {
    const cards = (poisoned: boolean) => [
      { card: 'Кровяница', seat: 0 as const, at: 'C3' },
      { card: 'Хилый болван', seat: 1 as const, at: 'C4', poison: poisoned ? 1 : 0 }, // 3 lives
      { card: 'Болван', seat: 1 as const, at: 'B4', poison: poisoned ? 1 : 0 },
      { card: 'Болван', seat: 0 as const, at: 'D3', poison: poisoned ? 1 : 0 },
    ];
    const t = battle(db, { cards: cards(true) });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toContain(target('C4')); // X = 2 (B4, D3): finishing on 3
    t.act(target('C4'));
    expect(t.zoneOf(1)).not.toBe(Zone.Field);
    const u = battle(db, { cards: cards(false) });
    u.act(select('C3'));
    expect(u.legal()).not.toContain(ab(0)); // finishing on 1: no target
  });

  it('Римаанды (s1_106): безответный удар по существу противника, если и справа и слева от него нет других его существ; ruling: flyers too', () => {
    const counter = (extra: { card: string; seat: 0 | 1; at: string }[], at: string): number => {
      const t = battle(db, { cards: [{ card: 'Римаанды', seat: 0, at: 'aux' }, { card: 'Болван', seat: 1, at }, ...extra] });
      t.rolls(1, 6).act(selectAux(0), verb(Verb.Strike), at === 'aux' ? targetAux(1, 0) : target(at));
      if (t.decision() === Decision.Choice) t.act(AMOUNT + 1); // declared unanswerable
      if (t.decision() === Decision.Defender) t.act(noDefender());
      return t.wounds(0);
    };
    expect(counter([], 'C4')).toBe(0); // alone: no counter-strike
    expect(counter([{ card: 'Болван', seat: 1, at: 'B4' }], 'C4')).toBe(2); // an own creature on its left
    expect(counter([{ card: 'Болван', seat: 0, at: 'D4' }], 'C4')).toBe(0); // the attacker's side does not count
    expect(counter([{ card: 'Болван', seat: 1, at: 'C5' }], 'C4')).toBe(0); // behind it does not count
  });

  it('Римаанды (s1_106) ruling: unanswerable against a flyer', () => {
    const t = battle(db, { cards: [{ card: 'Римаанды', seat: 0, at: 'aux' }, { card: 'Римаанды', seat: 1, at: 'aux' }] });
    t.rolls(1, 6).act(selectAux(0), verb(Verb.Strike), targetAux(1, 0));
    expect(t.decision()).toBe(Decision.Choice);
    t.act(AMOUNT + 1);
    expect(t.wounds(0)).toBe(0);
  });

  it('Римаанды (s1_106) ruling: "может объявлять" — it may declare an ordinary, answerable strike instead; no question when the condition does not hold', () => {
    const t = battle(db, { cards: [{ card: 'Римаанды', seat: 0, at: 'aux' }, { card: 'Болван', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.act(AMOUNT + 2); // an ordinary strike
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(0)).toBe(2); // the counter-strike comes
    const u = battle(db, { cards: [{ card: 'Римаанды', seat: 0, at: 'aux' }, { card: 'Болван', seat: 1, at: 'C4' }, { card: 'Болван', seat: 1, at: 'B4' }] });
    u.rolls(1, 6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.decision()).not.toBe(Decision.Choice);
  });
});

describe('Болота: die bonus and timed protection from strikes', () => {
  it('Ижор (s1_103): +1 к броску кубика, когда атакует карты во втором ряду противника (shots and strikes)', () => {
    const shot = (at: string): number => {
      const t = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C1' }, { card: 'Болван', seat: 1, at }] });
      t.rolls(5);
      ranged(t, 'C1', at);
      return poison(t, 1); // a strong shot poisons
    };
    expect(shot('C5')).toBe(1); // P2's second row: 5 + 1 = 6, strong
    expect(shot('C4')).toBe(0); // P2's first row: 5, medium
    const t = battle(db, { cards: [{ card: 'Ижор', seat: 0, at: 'C4' }, { card: 'Болван', seat: 1, at: 'C5' }] });
    t.rolls(4, 1);
    strike(t, 'C4', 'C5').act(exchangeFull()); // 4 + 1 vs 1: strong / counter weak
    expect(t.wounds(1)).toBe(3);
  });

  it('Древний огр (s1_135): при ударе по Древнему огру — он получает защиту от ударов до конца хода', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 0, at: 'B4' },
        { card: 'Гаррид-лучник', seat: 0, at: 'B1' },
        { card: 'Древний огр', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(3)).toBe(3);
    t.rolls(6, 1);
    strike(t, 'B4', 'C4');
    expect(t.wounds(3)).toBe(3); // protected from strikes this turn
    t.rolls(6);
    ranged(t, 'B1', 'C4');
    expect(t.wounds(3)).toBe(3 + 2); // a shot is no strike: 3 − 1
    t.act(endTurn(), endTurn());
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(3)).toBe(5 - 1 + 3); // regeneration 1 in its turn; the next turn: struck again
  });

  it('Древний огр (s1_135) ruling: Мантикора ignores its protection from strikes (it ignores {zoal})', () => {
    const t = battle(db, { cards: [{ card: 'Болван', seat: 0, at: 'C3' }, { card: 'Мантикора', seat: 0, at: 'aux' }, { card: 'Древний огр', seat: 1, at: 'C4' }] });
    t.rolls(6, 1);
    strike(t, 'C3', 'C4');
    expect(t.wounds(2)).toBe(3);
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(2)).toBeGreaterThan(3);
  });
});
