/**
 * Горы (set 1, №35–68): card tests. Each test names the card and its id; real cards from the
 * bundled pool, synthetic bodies (`synth`) where a neutral partner or attacker is needed.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { formationKw, formationNum, inFormation } from '../../src/engine/core/systems/formation.js';
import { battle, endTurn, makeDb, noDefender, select, synth, target, targetAux, verb } from '../helpers/scenario.js';
import { PASS } from '../../src/engine/core/action.js';
import { startBattleCounters } from '../../src/engine/core/systems/counters.js';

const R = (kind: 'shot' | 'throw' | 'discharge' | 'throughRow' | 'magic', range?: number) => ({
  ranged: { kind, values: [1, 2, 3] as const, ...(range !== undefined ? { range } : {}) },
});

const db = makeDb([
  synth('Строевой', { abilities: [{ kind: 'formation' }] }),
  synth('Строевой-элита', { elite: true, abilities: [{ kind: 'formation' }] }),
  synth('Одиночка'),
  synth('Силач', { life: 20, strike: [2, 4, 6] }),
  synth('Стрелок', { move: 1, ...R('shot') }),
  synth('Метатель', { move: 1, ...R('throw') }),
  synth('Разрядник', { move: 1, ...R('discharge') }),
  synth('Копейщик', { move: 1, ...R('throughRow') }),
  synth('Маг', { move: 1, ...R('magic') }),
  synth('Особый', { abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'specialStrike' }] }),
]);

/** Strike `at` from `from` (seat 1 acting), no defender; returns the battle. */
function strikeAt(cards: Parameters<typeof battle>[1]['cards'], from: string, at: string, ...dice: number[]) {
  const t = battle(db, { cards, active: 1 });
  t.rolls(...dice).act(select(from), verb(Verb.Strike), target(at));
  if (t.decision() === Decision.Defender) t.act(noDefender());
  return t;
}

describe('Смотритель горнила (s1_48): Строй: {armor}2 with an elite partner, {ovz}2 with an ordinary one', () => {
  it('Смотритель горнила (s1_48): in formation with an elite creature: armour 2 (closed, strong 6 → 4)', () => {
    const t = strikeAt(
      [
        { card: 'Силач', seat: 1, at: 'C4' },
        { card: 'Смотритель горнила', seat: 0, at: 'C3', closed: true },
        { card: 'Строевой-элита', seat: 0, at: 'B3' },
      ],
      'C4',
      'C3',
      6,
    );
    expect(formationNum(t.s, t.card(1), 0)).toBe(2);
    expect(formationNum(t.s, t.card(1), 2)).toBe(0);
    expect(t.wounds(1)).toBe(4);
  });

  it('Смотритель горнила (s1_48): in formation with an ordinary creature: ОвЗ 2 on its die, no armour', () => {
    // 5 v 3 = +2: medium 4 (+ exchange); with ОвЗ 2: 5 v 5 at total 5: the struck card counter-strikes weakly.
    const t = strikeAt(
      [
        { card: 'Силач', seat: 1, at: 'C4' },
        { card: 'Смотритель горнила', seat: 0, at: 'C3' },
        { card: 'Строевой', seat: 0, at: 'B3' },
      ],
      'C4',
      'C3',
      5,
      3,
    );
    expect(formationNum(t.s, t.card(1), 0)).toBe(0);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(2); // Смотритель's weak strike is 2
  });

  it('Смотритель горнила (s1_48): with an elite and an ordinary partner it has both; alone or with a non-Строй neighbour neither', () => {
    const both = battle(db, {
      cards: [
        { card: 'Смотритель горнила', seat: 0, at: 'C3' },
        { card: 'Горный великан', seat: 0, at: 'B3' }, // elite, Строй
        { card: 'Строевой', seat: 0, at: 'D3' },
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    expect([formationNum(both.s, both.card(0), 0), formationNum(both.s, both.card(0), 2)]).toEqual([2, 2]);
    const none = battle(db, {
      cards: [
        { card: 'Смотритель горнила', seat: 0, at: 'C3' },
        { card: 'Строевой-элита', seat: 0, at: 'B2' }, // diagonal
        { card: 'Одиночка', seat: 0, at: 'D3' }, // no Строй
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    expect([formationNum(none.s, none.card(0), 0), formationNum(none.s, none.card(0), 2)]).toEqual([0, 0]);
  });
});

describe('Горный великан (s1_61): Строй: {ovz}1', () => {
  it('Горный великан (s1_61): ОвЗ 1 only while in formation (5 v 4: +1 weak hit alone, tie with ОвЗ)', () => {
    const cards = (partner: string) => [
      { card: 'Силач', seat: 1 as const, at: 'C4' },
      { card: 'Горный великан', seat: 0 as const, at: 'C3' },
      { card: partner, seat: 0 as const, at: 'B3' },
    ];
    const inF = strikeAt(cards('Строевой'), 'C4', 'C3', 5, 4);
    expect(inFormation(inF.s, inF.card(1))).toBe(true);
    expect(inF.wounds(1)).toBe(0); // 5 v 5 at total 5: weak counter-strike only
    expect(inF.wounds(0)).toBe(2);
    const alone = strikeAt(cards('Одиночка'), 'C4', 'C3', 5, 4);
    expect(alone.wounds(1)).toBe(2); // +1: weak 2
    expect(alone.wounds(0)).toBe(0);
  });
});

describe('Горы: printed ranged attacks (the other clauses are listed as missing)', () => {
  // [card, id, kind, values, range, from, to]: seat 0 attacks a 20-life body; die 1 → X, 4 → Y, 6 → Z.
  const cases: [string, string, readonly [number, number, number], number | null][] = [
    ['Бешеный маг', 's1_38', [1, 1, 1], 3],
    ['Мразень', 's1_40', [1, 2, 2], 3],
    ['Айрин', 's1_41', [1, 1, 1], null],
    ['Знахарь племени', 's1_42', [1, 1, 1], null],
    ['Призывающая бурю', 's1_51', [1, 2, 2], 4],
    ['Искатель тайн', 's1_54', [1, 1, 1], 3],
    ['Криомант', 's1_57', [1, 1, 1], null],
  ];
  for (const [name, id, values, range] of cases) {
    it(`${name} (${id}): {tap}: ${values.join('-')}${range ? `, дальность ${range}` : ', no range limit'}`, () => {
      for (const [die, tier] of [
        [1, 0],
        [4, 1],
        [6, 2],
      ] as const) {
        const t = battle(db, {
          cards: [
            { card: name, seat: 0, at: 'C1' },
            { card: 'Силач', seat: 1, at: 'C4' }, // distance 3
            { card: 'Силач', seat: 1, at: 'C6' }, // distance 5
          ],
        });
        t.act(select('C1'), verb(Verb.Ranged));
        const legal = t.legal();
        expect(legal.includes(target('C4'))).toBe(true);
        expect(legal.includes(target('C6'))).toBe(range === null);
        t.rolls(die).act(target('C4'));
        expect(t.wounds(1)).toBe(values[tier]);
        expect(t.closed(0)).toBe(true);
      }
    });
  }

  for (const [name, id] of [
    ['Гуль', 's1_39'],
    ['Центурион', 's1_49'],
  ] as const) {
    it(`${name} (${id}): {tap}: {uchr} на 1 — through exactly one cell, not at an adjacent card`, () => {
      const t = battle(db, {
        cards: [
          { card: name, seat: 0, at: 'C3' },
          { card: 'Силач', seat: 1, at: 'C5' },
          { card: 'Силач', seat: 1, at: 'D4' },
        ],
      });
      t.act(select('C3'), verb(Verb.Ranged));
      expect(t.legal()).toEqual([target('C5')]);
      t.rolls(6).act(target('C5'));
      expect(t.wounds(1)).toBe(1);
    });
  }
});

describe('Горы: static prevention ("-N от …")', () => {
  it('Каменный голем (s1_43): -2 от немагических атак — strike and shot reduced, discharge not', () => {
    const strike = strikeAt(
      [
        { card: 'Силач', seat: 1, at: 'C4' },
        { card: 'Каменный голем', seat: 0, at: 'C3', closed: true },
      ],
      'C4',
      'C3',
      6,
    );
    expect(strike.wounds(1)).toBe(4); // strong 6 − 2
    for (const [shooter, expected] of [
      ['Стрелок', 1],
      ['Метатель', 1],
      ['Разрядник', 3],
    ] as const) {
      const t = battle(db, {
        cards: [
          { card: shooter, seat: 1, at: 'C6' },
          { card: 'Каменный голем', seat: 0, at: 'C3' },
        ],
        active: 1,
      });
      t.rolls(6).act(select('C6'), verb(Verb.Ranged), target('C3'));
      expect(t.wounds(1), shooter).toBe(expected);
    }
    // A special strike (особый удар на 3) is a non-magical attack too: 3 − 2.
    const sp = battle(db, {
      cards: [
        { card: 'Особый', seat: 1, at: 'C4' },
        { card: 'Каменный голем', seat: 0, at: 'C3' },
      ],
      active: 1,
    });
    sp.act(select('C4'), verb(Verb.Ability + 0), target('C3'));
    while (sp.decision() === Decision.Priority) sp.act(PASS);
    expect(sp.wounds(1)).toBe(1);
  });

  it('Ртунх (s1_47): -1 от дальних атак: shot, throw and discharge 3 → 2', () => {
    for (const shooter of ['Стрелок', 'Метатель', 'Разрядник']) {
      const t = battle(db, {
        cards: [
          { card: shooter, seat: 1, at: 'C6' },
          { card: 'Ртунх', seat: 0, at: 'aux' },
        ],
        active: 1,
      });
      t.rolls(6).act(select('C6'), verb(Verb.Ranged), targetAux(0, 0));
      expect(t.wounds(1), shooter).toBe(2);
    }
  });

  it('Гобрах (s1_64): -2 от ударов по диагонали — a diagonal strike is reduced, a straight one is not', () => {
    const diag = strikeAt(
      [
        { card: 'Силач', seat: 1, at: 'B4' },
        { card: 'Гобрах', seat: 0, at: 'C3', closed: true },
      ],
      'B4',
      'C3',
      6,
    );
    expect(diag.wounds(1)).toBe(4);
    const straight = strikeAt(
      [
        { card: 'Силач', seat: 1, at: 'C4' },
        { card: 'Гобрах', seat: 0, at: 'C3', closed: true },
      ],
      'C4',
      'C3',
      6,
    );
    expect(straight.wounds(1)).toBe(6);
  });

  it('Гобрах (s1_64): the counter-strike of a diagonal target is reduced too; its own strike is not', () => {
    // Гобрах (4-4-5) attacks: 1 v 6 = −5 → the struck Силач counter-strikes with its medium 4.
    for (const [at, expected] of [
      ['D4', 2], // diagonal: 4 − 2
      ['C4', 4], // straight
    ] as const) {
      const t = battle(db, {
        cards: [
          { card: 'Гобрах', seat: 0, at: 'C3' },
          { card: 'Силач', seat: 1, at },
        ],
      });
      t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target(at));
      if (t.decision() === Decision.Defender) t.act(noDefender());
      expect(t.wounds(0), at).toBe(expected);
      expect(t.wounds(1), at).toBe(0);
    }
  });

  it('Тан Ханеранга (s1_52): Строй: -1 от магических ударов и разрядов — only while in formation', () => {
    for (const [partner, expected] of [
      ['Строевой', 2],
      ['Одиночка', 3],
    ] as const) {
      const t = battle(db, {
        cards: [
          { card: 'Разрядник', seat: 1, at: 'C6' },
          { card: 'Тан Ханеранга', seat: 0, at: 'C3' },
          { card: partner, seat: 0, at: 'B3' },
        ],
        active: 1,
      });
      t.rolls(6).act(select('C6'), verb(Verb.Ranged), target('C3'));
      expect(t.wounds(1), partner).toBe(expected);
    }
    // A magic strike (adjacent): 1-2-3, die 6 → 3, −1 in formation.
    const m = battle(db, {
      cards: [
        { card: 'Маг', seat: 1, at: 'C4' },
        { card: 'Тан Ханеранга', seat: 0, at: 'C3' },
        { card: 'Строевой', seat: 0, at: 'B3' },
      ],
      active: 1,
    });
    m.rolls(6).act(select('C4'), verb(Verb.Ranged), target('C3'));
    expect(m.wounds(1)).toBe(2);
  });

  it('Гномий король (s1_67): Строй: -1 от немагических атак — a strike is reduced in formation only', () => {
    for (const [partner, expected] of [
      ['Строевой', 5],
      ['Одиночка', 6],
    ] as const) {
      const t = strikeAt(
        [
          { card: 'Силач', seat: 1, at: 'C4' },
          { card: 'Гномий король', seat: 0, at: 'C3', closed: true },
          { card: partner, seat: 0, at: 'B3' },
        ],
        'C4',
        'C3',
        6,
      );
      expect(t.wounds(1), partner).toBe(expected);
    }
  });
});

describe('Горы: Строй partners and formation keywords', () => {
  it('Страж чертогов (s1_44): {direct} while in formation with at least two creatures', () => {
    const make = (second: string) =>
      battle(db, {
        cards: [
          { card: 'Страж чертогов', seat: 0, at: 'C3' },
          { card: 'Строевой', seat: 0, at: 'B3' },
          { card: 'Строевой', seat: 0, at: second },
          { card: 'Силач', seat: 1, at: 'C4' },
          { card: 'Одиночка', seat: 1, at: 'D4' },
        ],
      });
    const two = make('D3');
    two.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(two.decision()).not.toBe(Decision.Defender);
    const one = make('E1');
    one.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(one.decision()).toBe(Decision.Defender);
  });

  it('Мастер топора (s1_46) and Гном-басаарг (s1_53) have Строй: they are partners of a Строй card next to them', () => {
    for (const name of ['Мастер топора', 'Гном-басаарг']) {
      const t = battle(db, {
        cards: [
          { card: 'Горный великан', seat: 0, at: 'C3' },
          { card: name, seat: 0, at: 'B3' },
          { card: 'Одиночка', seat: 1, at: 'E6' },
        ],
      });
      expect(inFormation(t.s, t.card(0)), name).toBe(true);
      expect(formationNum(t.s, t.card(0), 2), name).toBe(1);
    }
  });
});

describe('Ледовый страж (s1_65)', () => {
  const ldb = makeDb([synth('Одиночка'), synth('Силач', { life: 20, strike: [2, 4, 6] }), synth('ЗОЗ', { icons: { zoz: true } })]);
  const ab = (k: number) => verb(Verb.Ability + k);
  const passAll = (t: ReturnType<typeof battle>) => {
    while (t.decision() === Decision.Priority) t.act(PASS);
  };

  it('Ледовый страж (s1_65): «оковы льда» closes a creature that has not moved this turn; a card that moved is no target', () => {
    const t = battle(ldb, {
      cards: [
        { card: 'Ледовый страж', seat: 0, at: 'C2' },
        { card: 'Одиночка', seat: 0, at: 'B2' },
        { card: 'Силач', seat: 1, at: 'C4' },
        { card: 'Одиночка', seat: 1, at: 'D5' },
      ],
    });
    t.act(select('B2'), verb(Verb.Move), target('B3'));
    t.act(select('C2'), ab(0));
    const legal = t.legal();
    expect(legal).toContain(target('C4'));
    expect(legal).toContain(target('D5'));
    expect(legal).toContain(target('C2'));
    expect(legal).not.toContain(target('B3')); // moved this turn
    t.act(target('C4'));
    passAll(t);
    expect(t.closed(2)).toBe(true);
    expect(t.closed(0)).toBe(true); // {tap}
  });

  it('Ледовый страж (s1_65): a card that moved in the previous turn may be chosen (the flag is "this turn")', () => {
    const t = battle(ldb, {
      cards: [
        { card: 'Ледовый страж', seat: 0, at: 'C2' },
        { card: 'Одиночка', seat: 1, at: 'C5' },
      ],
      active: 1,
    });
    t.act(select('C5'), verb(Verb.Move), target('C4'), endTurn());
    t.act(select('C2'), ab(0));
    expect(t.legal()).toContain(target('C4'));
  });

  it('Ледовый страж (s1_65): «оковы льда» is a spell: protection from spells stops it', () => {
    const t = battle(ldb, {
      cards: [
        { card: 'Ледовый страж', seat: 0, at: 'C2' },
        { card: 'ЗОЗ', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C2'), ab(0), target('C4'));
    passAll(t);
    expect(t.closed(1)).toBe(false);
  });

  it('Ледовый страж (s1_65): {tap}: Излечиться на 3', () => {
    const t = battle(ldb, {
      cards: [
        { card: 'Ледовый страж', seat: 0, at: 'C2', wounds: 5 },
        { card: 'Одиночка', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), ab(1));
    passAll(t);
    expect(t.wounds(0)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Гуль (s1_39): {tap}: Добивание на 2', () => {
  it('Гуль (s1_39): destroys an adjacent creature with 2 or fewer lives, without wounds; one with 3 lives is no target', () => {
    const t = battle(db, {
      cards: [
        { card: 'Гуль', seat: 0, at: 'C3' },
        { card: 'Одиночка', seat: 1, at: 'C4', wounds: 8 }, // 2 lives left
        { card: 'Одиночка', seat: 1, at: 'D4', wounds: 7 }, // 3 lives left
      ],
    });
    t.act(select('C3'), verb(Verb.Ability + 0));
    expect(t.legal()).toContain(target('C4'));
    expect(t.legal()).not.toContain(target('D4'));
    t.act(target('C4'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.zoneOf(1)).not.toBe(4);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Горы: counters (counters.ts)', () => {
  const ab = (k: number) => verb(Verb.Ability + k);
  const passAll = (t: ReturnType<typeof battle>) => {
    while (t.decision() === Decision.Priority) t.act(PASS);
  };

  it('Мастер топора (s1_46): Строй: в начале вашего хода получает {counter} — only while in formation', () => {
    for (const [partner, expected] of [
      ['Строевой', 1],
      ['Одиночка', 0],
    ] as const) {
      const t = battle(db, {
        cards: [
          { card: 'Мастер топора', seat: 0, at: 'C2' },
          { card: partner, seat: 0, at: 'B2' },
          { card: 'Одиночка', seat: 1, at: 'E6' },
        ],
        active: 1,
      });
      t.act(endTurn()); // seat 0's turn starts
      passAll(t);
      expect(t.s.counters[t.card(0)], partner).toBe(expected);
    }
  });

  it('Борг (s1_55): {counter}{tap}: Особый удар на 3 — needs a counter (accumulated by the implicit {tap} of 123.3), no dice, no counter-strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'Борг', seat: 0, at: 'C3' },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'));
    const names = t.legalNames().join(' | ');
    // Without a counter only the implicit accumulation is offered among the abilities.
    expect(t.legal()).not.toContain(ab(0));
    expect(t.legal()).toContain(ab(1));
    expect(names.length).toBeGreaterThan(0);
    const u = battle(db, {
      cards: [
        { card: 'Борг', seat: 0, at: 'C3', counters: 1 },
        { card: 'Силач', seat: 1, at: 'C4' },
      ],
    });
    u.act(select('C3'), ab(0), target('C4'));
    passAll(u);
    expect(u.wounds(1)).toBe(3);
    expect(u.wounds(0)).toBe(0);
    expect(u.s.counters[u.card(0)]).toBe(0);
    expect(u.closed(0)).toBe(true);
  });

  it('Криомант (s1_57): {second}: Начинает бой с {counter} — the Second player\'s copy only', () => {
    const t = battle(db, {
      first: 0,
      cards: [
        { card: 'Криомант', seat: 0, at: 'A1' },
        { card: 'Криомант', seat: 1, at: 'A6' },
      ],
    });
    startBattleCounters(t.s);
    expect([t.s.counters[t.card(0)], t.s.counters[t.card(1)]]).toEqual([0, 1]);
  });

  it('Повелитель молний (s1_66): {tap}: Получить {counter}; не более 3{counter}; {tap}: Разряд на 2, +3 за {counter}, теряет одну', () => {
    const t = battle(db, {
      cards: [
        { card: 'Повелитель молний', seat: 0, at: 'C1', counters: 3 },
        { card: 'Силач', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C1'));
    expect(t.legal()).not.toContain(ab(0)); // at the cap of 3 it cannot gain one (counters.ts)
    const u = battle(db, {
      cards: [
        { card: 'Повелитель молний', seat: 0, at: 'C1', counters: 1 },
        { card: 'Силач', seat: 1, at: 'C5' },
      ],
    });
    u.act(select('C1'), ab(0));
    passAll(u);
    expect(u.s.counters[u.card(0)]).toBe(2);
    const v = battle(db, {
      cards: [
        { card: 'Повелитель молний', seat: 0, at: 'C1' },
        { card: 'Силач', seat: 1, at: 'C5' },
      ],
    });
    v.rolls(1).act(select('C1'), ab(1), target('C5'));
    passAll(v);
    expect(v.wounds(1)).toBe(2);
    // +3 per counter, and the discharge loses one counter: 2 counters → 2 + 6 = 8, one left.
    const w = battle(db, {
      cards: [
        { card: 'Повелитель молний', seat: 0, at: 'C1', counters: 2 },
        { card: 'Силач', seat: 1, at: 'C5' },
      ],
    });
    w.rolls(1).act(select('C1'), ab(1), target('C5'));
    passAll(w);
    expect(w.wounds(1)).toBe(8);
    expect(w.s.counters[w.card(0)]).toBe(1);
  });

  it('Костедробитель (s1_62): Вальхалла — at the start of your turn from the graveyard, your creature gets +1 к {strike} until the end of your turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Костедробитель', seat: 0, at: 'grave' },
        { card: 'Одиночка', seat: 0, at: 'C3' },
        { card: 'Силач', seat: 1, at: 'C4', closed: true },
      ],
      active: 1,
    });
    t.act(endTurn());
    for (let guard = 0; guard < 10 && t.decision() !== Decision.Main; guard++) {
      if (t.decision() === Decision.Target) t.act(target('C3'));
      else t.act(t.legal()[0]!);
    }
    expect(t.s.tStrike[t.card(1)]).toBe(1);
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.wounds(2)).toBe(4); // strong 3 + 1 (closed target, die 6)
    t.act(endTurn());
    expect(t.s.tStrike[t.card(1)]).toBe(0);
  });
});

describe('Гуль (s1_39): Добивание at a hidden card', () => {
  it('Гуль (s1_39): a hidden adjacent card may be named (its lives are unknown); the declaration reveals it and the legality check drops the finishing of a card with more than 2 lives, unpaid', () => {
    const t = battle(db, {
      cards: [
        { card: 'Гуль', seat: 0, at: 'C3' },
        { card: 'Силач', seat: 1, at: 'C4', hidden: true },
      ],
    });
    t.act(select('C3'), verb(Verb.Ability + 0));
    expect(t.legal()).toContain(target('C4'));
    t.act(target('C4'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.hidden(1)).toBe(false);
    expect(t.zoneOf(1)).toBe(4); // still on the battlefield
    expect(t.closed(0)).toBe(false); // illegal: left the stack unpaid
  });
});
