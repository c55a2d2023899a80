/**
 * Static strike/damage modifiers and keyword grants (core/systems/modifiers.ts; digest §5.3 "strike
 * values after modifiers", §5.4 card-specific modifiers) on synthetic cards. Bodies: life 10 (20 for
 * targets), strike 1-2-3. Dice: 6 v 1 → strong, 4 v 1 → medium, 4 v 3 → weak, 1 v 6 → medium
 * counter-strike; a closed target rolls nothing (1 weak, 4 medium, 6 strong).
 */
import { describe, expect, it } from 'vitest';
import { Cap, Verb } from '../../src/engine/core/enums.js';
import type { Ability, ModifierAbility } from '../../src/engine/vocab/ability.js';
import { G } from '../../src/engine/core/state.js';
import { battle, defend, makeDb, noDefender, select, selectAux, synth, target, verb } from '../helpers/scenario.js';

const mod = (m: ModifierAbility['mod'], extra: Partial<ModifierAbility> = {}): Ability => ({ kind: 'modifier', mod: m, ...extra });

const db = makeDb([
  synth('Боец'),
  synth('Мишень', { life: 20 }),
  synth('Горец', { life: 20, element: 'mountain' }),
  synth('Силач+1', { abilities: [mod({ op: 'attackBonus', amount: 1, damage: 'simple' })] }),
  synth('Слабый+2', { abilities: [mod({ op: 'attackBonus', amount: 2, damage: 'simple', tier: 1 })] }),
  synth('Горобой', {
    abilities: [mod({ op: 'attackBonus', amount: 1, damage: 'simple', vs: { element: 'mountain' } }), mod({ op: 'grant', kw: 'direct', vs: { element: 'mountain' } })],
  }),
  synth('Волк', { life: 20, strike: [2, 2, 3], abilities: [mod({ op: 'tierCap', tier: 1, damage: 'simple' })] }),
  synth('Щит', { life: 20, abilities: [mod({ op: 'damageTaken', amount: -1, damage: 'ranged' })] }),
  synth('Знаменосец', { life: 20, abilities: [mod({ op: 'damageTaken', amount: -1, damage: 'ranged' }, { to: { near: 'leftRight', own: true, filter: { element: 'neutral' } } })] }),
  synth('Бронелоб', { life: 20, abilities: [mod({ op: 'damageTaken', amount: -2, damage: 'simple', directed: true })] }),
  synth('Направленный', { icons: { direct: true }, strike: [3, 3, 3] }),
  synth('Санк', { life: 20, abilities: [mod({ op: 'protectTier', tier: 1, damage: 'simple' })] }),
  synth('Гарпия', { type: 'flyer', move: null, abilities: [mod({ op: 'grant', kw: 'ignoreZoal' })] }),
  synth('Птица', { type: 'flyer', move: null }),
  synth('ЗОЛ', { life: 20, icons: { zoal: true } }),
  synth('Смельчак', { abilities: [mod({ op: 'attackBonus', amount: 1, damage: 'simple' }, { when: 'enemyFrontRowEmpty' })] }),
  synth('Латы', { life: 20, abilities: [mod({ op: 'grant', kw: 'armor', amount: 2 })] }),
  synth('Задира', { abilities: [mod({ op: 'grant', kw: 'ova', amount: 2 })] }),
  synth('Копейщик+', { move: 1, ranged: { kind: 'throughRow', values: [1, 1, 1] }, abilities: [mod({ op: 'attackBonus', amount: 1, damage: 'strikes' })] }),
  synth('Стрелок', { move: 1, ranged: { kind: 'shot', values: [2, 2, 2], range: 3 } }),
  synth('Рубака', {
    abilities: [
      { kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'specialStrike' },
      mod({ op: 'attackBonus', amount: 1, damage: 'strikes' }),
    ],
  }),
  synth('Рубака{strike}', {
    abilities: [
      { kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'specialStrike' },
      mod({ op: 'attackBonus', amount: 1, damage: 'simple' }),
    ],
  }),
  synth('Вдохновитель', {
    abilities: [{ kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeTier', tier: 3 }, abilityType: 'influence' }],
  }),
  synth('Дальнобой', { move: 1, ranged: { kind: 'shot', values: [1, 1, 1], range: 3 }, abilities: [mod({ op: 'attackBonus', amount: 1, damage: 'simple' })] }),
]);

const duel = (a: string, b: string, extra: { card: string; seat: 0 | 1; at: string; closed?: boolean }[] = [], closed = false) =>
  battle(db, { cards: [{ card: a, seat: 0, at: 'C3' }, { card: b, seat: 1, at: 'C4', closed }, ...extra] });

describe('modifiers: compile', () => {
  it('cards with modifiers get Cap.Modifier, auras Cap.ModAura; the game mask holds them', () => {
    const i = db.defs.findIndex((d) => d.name === 'Силач+1');
    const j = db.defs.findIndex((d) => d.name === 'Знаменосец');
    expect(db.caps[i]! & Cap.Modifier).toBe(Cap.Modifier);
    expect(db.caps[i]! & Cap.ModAura).toBe(0);
    expect(db.caps[j]! & Cap.ModAura).toBe(Cap.ModAura);
    const t = duel('Силач+1', 'Мишень');
    expect(t.s.g[G.Caps]! & Cap.Modifier).toBe(Cap.Modifier);
    expect(duel('Боец', 'Мишень').s.g[G.Caps]! & Cap.Modifier).toBe(0);
  });
});

describe('modifiers: "+N к {strike}"', () => {
  it('+1 to every tier of the simple strike', () => {
    for (const [r, w] of [[[6, 1], 4], [[4, 1], 3], [[4, 3], 2]] as const) {
      const t = duel('Силач+1', 'Мишень');
      t.rolls(...r).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1), `rolls ${r}`).toBe(w);
    }
  });

  it('+1 to its counter-strike too ({strike} includes the counter-strike)', () => {
    const t = battle(db, { cards: [{ card: 'Мишень', seat: 0, at: 'C3' }, { card: 'Силач+1', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: medium counter-strike 2+1
    expect(t.wounds(0)).toBe(3);
    expect(t.wounds(1)).toBe(0);
  });

  it('no bonus when the strike misses (tier 0 deals nothing)', () => {
    const t = duel('Силач+1', 'Мишень');
    t.rolls(2, 4).act(select('C3'), verb(Verb.Strike), target('C4')); // −2: miss
    expect(t.wounds(1)).toBe(0);
  });

  it('"+N к слабому {strike}": only the weak tier', () => {
    const t = duel('Слабый+2', 'Мишень');
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
    const u = duel('Слабый+2', 'Мишень');
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('"по горным": only against creatures of that element, and {direct} only against them', () => {
    const t = duel('Горобой', 'Горец', [{ card: 'Мишень', seat: 1, at: 'D4' }]);
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(4); // strong 3 + 1, no defender decision (directed against mountain)
    const u = duel('Горобой', 'Мишень', [{ card: 'Горец', seat: 1, at: 'D4' }]);
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.legal()).toContain(defend('D4')); // not directed against a non-mountain target
    u.rolls(6, 1).act(noDefender());
    expect(u.wounds(1)).toBe(3);
  });

  it('does not touch its ranged attacks when it names {strike}; "удары" covers the strike through a row', () => {
    const t = battle(db, { cards: [{ card: 'Дальнобой', seat: 0, at: 'C2' }, { card: 'Мишень', seat: 1, at: 'C5' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Копейщик+', seat: 0, at: 'C2' }, { card: 'Мишень', seat: 1, at: 'C4' }] });
    u.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(u.wounds(1)).toBe(2);
  });

  it('"удары" covers a special strike (ability of type specialStrike); {strike} does not', () => {
    const t = duel('Рубака', 'Мишень');
    t.act(select('C3'), verb(Verb.Ability + 0), target('C4'));
    expect(t.wounds(1)).toBe(3);
    const u = duel('Рубака{strike}', 'Мишень');
    u.act(select('C3'), verb(Verb.Ability + 0), target('C4'));
    expect(u.wounds(1)).toBe(2);
  });

  it('"пока в первом ряду противника нет его карт": a holder condition', () => {
    const t = battle(db, { cards: [{ card: 'Смельчак', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3); // the target itself stands in the enemy front row
    const u = battle(db, { cards: [{ card: 'Смельчак', seat: 0, at: 'C4' }, { card: 'Мишень', seat: 1, at: 'C5' }] });
    u.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C5'));
    expect(u.wounds(1)).toBe(4);
  });
});

describe('modifiers: the target side', () => {
  it('"все {strike} по X сводятся к слабым": strong and medium become weak', () => {
    for (const r of [[6, 1], [4, 1], [4, 3]] as const) {
      const t = duel('Силач+1', 'Волк');
      t.rolls(...r).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1), `rolls ${r}`).toBe(2); // weak 1 + the attacker's +1 (source first, then the cap: ruling s1_8)
      expect(t.s.g[G.TierA]).toBe(1);
    }
  });

  it('the cap also holds against a counter-strike at it; its own strikes are untouched', () => {
    const t = battle(db, { cards: [{ card: 'Волк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: medium counter-strike → weak
    expect(t.wounds(0)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Волк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }] });
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('"-1 от дальних атак": shots and throws through a row, not simple strikes', () => {
    const t = battle(db, { cards: [{ card: 'Стрелок', seat: 0, at: 'C2' }, { card: 'Щит', seat: 1, at: 'C5' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(1);
    const u = duel('Боец', 'Щит');
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('an aura "справа или слева": own neighbours in the same row that pass the filter, not diagonal ones, not itself', () => {
    const cards = (at: string) => [
      { card: 'Стрелок', seat: 0 as const, at: 'C2' },
      { card: 'Знаменосец', seat: 1 as const, at: 'D5' },
      { card: 'Мишень', seat: 1 as const, at },
    ];
    const t = battle(db, { cards: cards('C5') });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(2)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Стрелок', seat: 0, at: 'C3' }, { card: 'Знаменосец', seat: 1, at: 'D5' }, { card: 'Мишень', seat: 1, at: 'C6' }] });
    u.rolls(6).act(select('C3'), verb(Verb.Ranged), target('C6')); // diagonal: no aura
    expect(u.wounds(2)).toBe(2);
    const v = battle(db, { cards: [{ card: 'Стрелок', seat: 0, at: 'D2' }, { card: 'Знаменосец', seat: 1, at: 'D5' }] });
    v.rolls(6).act(select('D2'), verb(Verb.Ranged), target('D5')); // itself: its own -1 applies, not the aura
    expect(v.wounds(1)).toBe(2);
  });

  it('"-N от направленных ударов": only directed simple strikes', () => {
    const t = duel('Направленный', 'Бронелоб');
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(1);
    const u = duel('Силач+1', 'Бронелоб');
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(4);
  });

  it('"защита от слабых {strike}": a weak strike makes no effect; medium and strong do', () => {
    const t = duel('Боец', 'Санк');
    t.rolls(4, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(0);
    const u = duel('Боец', 'Санк');
    u.rolls(4, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(2);
  });

  it('granted {armor}2 prevents like printed armour', () => {
    const t = duel('Боец', 'Латы');
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(1);
  });

  it('granted {ova}2 adds to the attack die (3 v 1 = +2 → medium + weak counter becomes +4 → strong)', () => {
    const t = duel('Задира', 'Мишень');
    t.rolls(4, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // 6 v 1: +5 strong
    expect(t.wounds(1)).toBe(3);
  });
});

describe('modifiers: "игнорирует {zoal}" (ruling s1_21)', () => {
  it('a flyer that ignores {zoal} hits a card with {zoal}; a plain flyer does not', () => {
    const t = battle(db, { cards: [{ card: 'Гарпия', seat: 0, at: 'aux' }, { card: 'ЗОЛ', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
    const u = battle(db, { cards: [{ card: 'Птица', seat: 0, at: 'aux' }, { card: 'ЗОЛ', seat: 1, at: 'C4', closed: true }] });
    u.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(0);
  });

  it('it also pierces a protection from weak strikes', () => {
    const t = battle(db, { cards: [{ card: 'Гарпия', seat: 0, at: 'aux' }, { card: 'Санк', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [{ card: 'Птица', seat: 0, at: 'aux' }, { card: 'Санк', seat: 1, at: 'C4', closed: true }] });
    u.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(0);
  });
});

describe('effect strikeTier ("свести {strike} вашего существа к сильному")', () => {
  it('set in the after-dice window, the attacker\'s strike is strong; a tier cap of the struck card still applies after it', () => {
    const t = battle(db, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Вдохновитель', seat: 0, at: 'A1' }, { card: 'Мишень', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'), select('A1'), verb(Verb.Ability + 0));
    expect(t.wounds(2)).toBe(3);
    const u = battle(db, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Вдохновитель', seat: 0, at: 'A1' }, { card: 'Волк', seat: 1, at: 'C4', closed: true }] });
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'), select('A1'), verb(Verb.Ability + 0));
    expect(u.wounds(2)).toBe(1);
  });

  it('only for a strike of its controller\'s creature', () => {
    const t = battle(db, { active: 1, cards: [{ card: 'Мишень', seat: 0, at: 'C3', closed: true }, { card: 'Вдохновитель', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.wounds(0)).toBe(1);
  });
});
