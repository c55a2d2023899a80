/**
 * Ranged attacks as abilities (core/systems/ranged-abilities.ts; digest §5.1, §5.6, §2.1) on synthetic
 * cards: several ranged attacks per card with their own costs, {uchr} as an ability, "N или менее …
 * по разным существам", bonuses against flyers and per counter, counters lost on the attack, and the
 * "+1 к дальности" column aura. The printed single ranged attack keeps its own tests (ranged.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Ability, RangedAbility } from '../../src/engine/vocab/ability.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, cells, makeDb, select, selectAux, synth, target, targetAux, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const r = (attack: RangedAbility['attack'], values: [number, number, number], o: Partial<RangedAbility> = {}): Ability => ({
  kind: 'ranged',
  attack,
  values,
  tap: true,
  ...o,
});

const DB = makeDb([
  // "{tap}: Выстрел на 1, дальность 3. / {counter}{tap}: Выстрел на 2."
  synth('РА-Лучник', { hasText: true, support: 'implemented', abilities: [r('shot', [1, 1, 1], { range: 3 }), r('shot', [2, 2, 2], { counters: 1 })] }),
  // "{tap}: {uchr} на 1. / {tap}: Разряд на 1-2-3"
  synth('РА-Копейщик', { hasText: true, support: 'implemented', abilities: [r('throughRow', [1, 1, 1]), r('discharge', [1, 2, 3])] }),
  // "{tap}: Три или менее разряда на 1 по разным существам."
  synth('РА-Аколит', { hasText: true, support: 'implemented', abilities: [r('discharge', [1, 1, 1], { targets: 3 })] }),
  // "+1 к выстрелу по летающим", "+2 к выстрелу за каждую {counter}, при выстреле теряет все {counter}"
  synth('РА-Дозор', { hasText: true, support: 'implemented', abilities: [r('shot', [1, 1, 1], { vsFlyer: 1 })] }),
  synth('РА-Арбалет', { hasText: true, support: 'implemented', abilities: [r('shot', [1, 2, 3], { perCounter: 2, loseCounters: 'all' })] }),
  // "Ваши существа с выстрелом, метанием или разрядом в одном столбце с ним получают +1 к дальности."
  synth('РА-Паладин', { hasText: true, support: 'implemented', abilities: [{ kind: 'rangeAura', amount: 1 }] }),
  // Printed single ranged attack, range 2 (the aura applies to it too).
  synth('РА-Стрелок', { ranged: { kind: 'shot', values: [1, 1, 1], range: 2 } }),
  // "{instant}{tap}: Метание на 1"
  synth('РА-Метатель', { hasText: true, support: 'implemented', abilities: [r('throw', [1, 1, 1], { instant: true })] }),
  synth('РА-Стена', { move: 0 }),
  // "Если атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется."
  synth('РА-Храмовник', { move: 0, hasText: true, support: 'implemented', abilities: [{ kind: 'rangedBlock', minRoll: 5 }] }),
  // "ранить на 2 каждое существо противника, обладающее выстрелом или метанием" (TargetFilter.has).
  synth('РА-Пламя', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'allEnemyCreatures', effect: { op: 'wound', amount: 2 }, abilityType: 'spell', filter: { has: ['shot', 'throw'] } }],
  }),
  synth('РА-Птица', { type: 'flyer', move: null }),
]);

describe('several ranged attacks per card, each with its cost', () => {
  it('both attacks are offered as abilities; the counter one only with a counter', () => {
    const t0 = battle(DB, { cards: [{ card: 'РА-Лучник', seat: 0, at: 'C1' }, { card: 'РА-Стена', seat: 1, at: 'C4' }] });
    t0.act(select('C1'));
    // ab(2): the implicit "{tap}: накопить 1 фишку" of a card with a counter cost (123.3, counters.ts).
    expect(t0.legal()).toEqual([verb(Verb.Move), ab(0), ab(2)]);
    const t1 = battle(DB, { cards: [{ card: 'РА-Лучник', seat: 0, at: 'C1', counters: 1 }, { card: 'РА-Стена', seat: 1, at: 'C4' }] });
    t1.act(select('C1'));
    expect(t1.legal()).toEqual([verb(Verb.Move), ab(0), ab(1), ab(2)]);
  });

  it('range 3 limits the first attack, the second (no range printed) reaches anywhere; not adjacent', () => {
    const t = battle(DB, {
      cards: [{ card: 'РА-Лучник', seat: 0, at: 'C1', counters: 1 }, { card: 'РА-Стена', seat: 1, at: 'C4' }, { card: 'РА-Стена', seat: 1, at: 'E6' }, { card: 'РА-Стена', seat: 1, at: 'C2' }],
    });
    t.act(select('C1'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
    const u = battle(DB, {
      cards: [{ card: 'РА-Лучник', seat: 0, at: 'C1', counters: 1 }, { card: 'РА-Стена', seat: 1, at: 'C4' }, { card: 'РА-Стена', seat: 1, at: 'E6' }, { card: 'РА-Стена', seat: 1, at: 'C2' }],
    });
    u.act(select('C1'), ab(1));
    expect(u.legal()).toEqual(cells(target, 'C4', 'E6'));
  });

  it('the counter attack wounds by 2, removes the counter and closes the card', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Лучник', seat: 0, at: 'C1', counters: 1 }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
    t.rolls(1).act(select('C1'), ab(1), target('C5'));
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('X-Y-Z: one die decides the value (1-3 → X, 4-5 → Y, 6 → Z)', () => {
    for (const [roll, want] of [[3, 1], [5, 2], [6, 3]] as const) {
      const t = battle(DB, { cards: [{ card: 'РА-Копейщик', seat: 0, at: 'C1' }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
      t.rolls(roll).act(select('C1'), ab(1), target('C5'));
      expect(t.wounds(1)).toBe(want);
    }
  });

  it('an {instant} ranged attack is offered while holding priority', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Метатель', seat: 1, at: 'C4' }, { card: 'РА-Лучник', seat: 0, at: 'C1' }] });
    t.act(select('C1'), ab(0), target('C4'));
    // The opponent answers the declaration with the instant throw (303.3).
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
  });
});

describe('{uchr} as an ability (digest §5.1: through exactly one free or own cell, orthogonally)', () => {
  it('targets only cards two cells away in a straight line past a free or own cell', () => {
    const t = battle(DB, {
      cards: [
        { card: 'РА-Копейщик', seat: 0, at: 'C3' },
        { card: 'РА-Стена', seat: 1, at: 'C5' }, // past free C4: yes
        { card: 'РА-Стена', seat: 1, at: 'E3' }, // past own D3: yes
        { card: 'РА-Стена', seat: 0, at: 'D3' },
        { card: 'РА-Стена', seat: 1, at: 'A1' }, // diagonal: no
        { card: 'РА-Стена', seat: 1, at: 'B3' }, // adjacent enemy blocks A3 beyond it
        { card: 'РА-Стена', seat: 1, at: 'A3' },
      ],
    });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual(cells(target, 'E3', 'C5'));
    t.rolls(6).act(target('C5'));
    expect(t.wounds(1)).toBe(1);
  });

  it('no {uchr} from the auxiliary zone', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Копейщик', seat: 0, at: 'aux' }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
    t.act(selectAux(0));
    expect(t.legal()).toEqual([verb(Verb.Strike), ab(1)]);
  });
});

describe('"три или менее разряда на 1 по разным существам"', () => {
  const spec = {
    cards: [
      { card: 'РА-Аколит', seat: 0 as const, at: 'C1' },
      { card: 'РА-Стена', seat: 1 as const, at: 'A5' },
      { card: 'РА-Стена', seat: 1 as const, at: 'C5' },
      { card: 'РА-Стена', seat: 1 as const, at: 'E5' },
      { card: 'РА-Птица', seat: 1 as const, at: 'aux' },
    ],
  };

  it('up to three different targets, each hit once; PASS stops early', () => {
    const t = battle(DB, spec);
    t.act(select('C1'), ab(0), target('A5'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([...cells(target, 'C5', 'E5'), targetAux(1, 0), PASS]);
    t.act(target('E5'));
    expect(t.legal()).toEqual([target('C5'), targetAux(1, 0), PASS]);
    t.rolls(1, 1, 1).act(targetAux(1, 0));
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([1, 0, 1, 1]);
    expect(t.closed(0)).toBe(true);
  });

  it('fewer: PASS after the first target', () => {
    const t = battle(DB, spec);
    t.rolls(1).act(select('C1'), ab(0), target('C5'), PASS);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 1, 0]);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('with one possible target, no further target is asked', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Аколит', seat: 0, at: 'C1' }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
    t.rolls(1).act(select('C1'), ab(0), target('C5'));
    expect(t.wounds(1)).toBe(1);
    expect(t.decision()).toBe(Decision.Main);
  });
});

describe('ranged bonuses', () => {
  it('"+1 к выстрелу по летающим": 2 against a flyer, 1 against a ground card', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Дозор', seat: 0, at: 'C1' }, { card: 'РА-Птица', seat: 1, at: 'aux' }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
    t.rolls(1).act(select('C1'), ab(0), targetAux(1, 0));
    expect(t.wounds(1)).toBe(2);
    const u = battle(DB, { cards: [{ card: 'РА-Дозор', seat: 0, at: 'C1' }, { card: 'РА-Птица', seat: 1, at: 'aux' }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
    u.rolls(1).act(select('C1'), ab(0), target('C5'));
    expect(u.wounds(2)).toBe(1);
  });

  it('"+2 за каждую {counter}, при выстреле теряет все {counter}"', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Арбалет', seat: 0, at: 'C1', counters: 2 }, { card: 'РА-Стена', seat: 1, at: 'C5' }] });
    t.rolls(4).act(select('C1'), ab(0), target('C5'));
    expect(t.wounds(1)).toBe(2 + 4);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('"+1 к дальности" for own ranged cards in the aura card\'s column (ability and printed ranged attack)', () => {
    const cards = (col: string) => [
      { card: 'РА-Лучник', seat: 0 as const, at: 'C1' },
      { card: 'РА-Паладин', seat: 0 as const, at: `${col}2` },
      { card: 'РА-Стена', seat: 1 as const, at: 'C5' }, // distance 4 from C1
    ];
    const out = battle(DB, { cards: cards('A') });
    out.act(select('C1'));
    expect(out.legal()).not.toContain(ab(0));
    const inCol = battle(DB, { cards: cards('C') });
    inCol.act(select('C1'), ab(0));
    expect(inCol.legal()).toEqual([target('C5')]);
    const printed = battle(DB, { cards: [{ card: 'РА-Стрелок', seat: 0, at: 'B1' }, { card: 'РА-Паладин', seat: 0, at: 'B2' }, { card: 'РА-Стена', seat: 1, at: 'B4' }] });
    printed.act(select('B1'), verb(Verb.Ranged));
    expect(printed.legal()).toEqual([target('B4')]);
  });
});

describe('TargetFilter.has ("обладающее выстрелом, метанием …")', () => {
  it('matches a printed ranged attack and ranged-attack abilities of the listed kinds only', () => {
    const t = battle(DB, {
      cards: [
        { card: 'РА-Пламя', seat: 0, at: 'A1' },
        { card: 'РА-Стрелок', seat: 1, at: 'A6' }, // printed shot
        { card: 'РА-Метатель', seat: 1, at: 'B6' }, // throw ability
        { card: 'РА-Копейщик', seat: 1, at: 'C6' }, // {uchr} and discharge: no
        { card: 'РА-Стена', seat: 1, at: 'D6' },
      ],
    });
    t.act(select('A1'), ab(0));
    while (t.decision() === Decision.Priority) t.act(PASS); // РА-Метатель's instant may answer
    expect([1, 2, 3, 4].map((k) => t.wounds(k))).toEqual([2, 2, 0, 0]);
  });
});

describe('rangedBlock ("если атакован дальней атакой — 5 или 6: атака блокируется")', () => {
  it('a block die before the attack die: 5-6 block (no wounds, still paid), 1-4 let it through', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Копейщик', seat: 0, at: 'C1' }, { card: 'РА-Храмовник', seat: 1, at: 'C5' }] });
    t.rolls(5).act(select('C1'), ab(1), target('C5'));
    expect(t.wounds(1)).toBe(0);
    expect(t.closed(0)).toBe(true);
    const u = battle(DB, { cards: [{ card: 'РА-Копейщик', seat: 0, at: 'C1' }, { card: 'РА-Храмовник', seat: 1, at: 'C5' }] });
    u.rolls(4, 6).act(select('C1'), ab(1), target('C5'));
    expect(u.wounds(1)).toBe(3);
  });

  it('the printed ranged attack too', () => {
    const t = battle(DB, { cards: [{ card: 'РА-Стрелок', seat: 0, at: 'C3' }, { card: 'РА-Храмовник', seat: 1, at: 'C5' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(0);
  });
});
