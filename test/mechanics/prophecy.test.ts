/**
 * Пророчество (core/systems/prophecy.ts): showing the top N cards of the deck (then to the bottom), the
 * tests on the shown cards gating an ability's effect, "при пророчестве вашей карты" triggers,
 * "+X к следующему {strike}", the prophecy block of non-magical attacks, triggers of the shown cards
 * themselves (from the deck) and returning the shown cards on top. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { G, SHOWN_MAX } from '../../src/engine/core/state.js';
import { type Battle, battle, endTurn, makeDb, select, settle, synth, target, verb, zoneList } from '../helpers/scenario.js';
import { Cap } from '../../src/engine/core/enums.js';

const db = makeDb([
  // "{tap}: Пророчество 1; если показанная карта нечетной стоимости — ранить на 2, иначе на 1."
  synth('Пророк', {
    abilities: [
      { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence', prophecy: { count: 1, if: 'oddCost', else: { effect: { op: 'wound', amount: 1 } } } },
    ],
  }),
  // "{tap}: Пророчество 2; если обе {elite} — ранить на 3, если обе {ordinary} — отравление на 2."
  synth('Двойной пророк', {
    abilities: [
      { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'influence', prophecy: { count: 2, if: 'allElite', else: { if: 'allOrdinary', effect: { op: 'poison', amount: 2 } } } },
    ],
  }),
  // "{tap}: Пророчество 1; если карта с таким же именем есть в одном из отрядов — ранить на 2."
  synth('Тёзка', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence', prophecy: { count: 1, if: 'nameInSquads' } }] }),
  synth('Жаждущий', { abilities: [{ kind: 'triggered', on: 'ownProphecy', target: 'self', effect: { op: 'nextStrikeBonus', amount: 0, perShown: true, max: 3 }, abilityType: 'influence' }] }),
  synth('Жемчужина', { life: 20, abilities: [{ kind: 'prophecyBlock', prophecy: { count: 1, if: 'oddCost' }, perTurn: 1 }] }),
  synth('Чётная', { cost: 2 }),
  synth('ПР-Боец', { life: 20 }),
  synth('Стрелок', { ranged: { kind: 'shot', values: [2, 2, 2] } }),
  synth('Маг', { ranged: { kind: 'discharge', values: [2, 2, 2] } }),
  synth('Возвращающий', { abilities: [{ kind: 'triggered', on: 'ownProphecy', optional: true, perTurn: 1, target: 'none', effect: { op: 'returnShownToTop' }, abilityType: 'influence' }] }),
  synth('Засадный', {
    cost: 3,
    abilities: [
      {
        kind: 'triggered',
        on: 'selfShown',
        optional: true,
        target: 'none',
        effect: { op: 'summon', find: 'self', place: 'anyCell', closed: true },
        abilityType: 'influence',
        then: [{ target: 'adjacentCreature', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' }],
      },
    ],
  }),
  // "{tap}: Пророчество 1; ранить существо противника стоимостью X на 2; ваше существо стоимостью X получает -2 от немагических атак до конца хода противника."
  synth('Провидец', {
    abilities: [
      {
        kind: 'activated',
        tap: true,
        target: 'none',
        effect: { op: 'nothing' },
        abilityType: 'influence',
        prophecy: { count: 1 },
        then: [
          { target: 'enemyCreatureOfShownCost', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' },
          { target: 'ownCreatureOfShownCost', effect: { op: 'grant', grant: { nonMagicReduction: 2 }, duration: 'endOfOpponentTurn' }, abilityType: 'influence' },
        ],
      },
    ],
  }),
  synth('Нечёт', { cost: 3 }),
  synth('Чёт', { cost: 2 }),
  synth('Элита', { cost: 4, elite: true }),
  synth('Мишень', { life: 20 }),
]);

const ab = (k: number): number => verb(Verb.Ability + k);
const settle = (t: Battle): Battle => {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
  return t;
};
/** Deck cards of seat p, bottom first, by name. */
const deck = (t: Battle, p: number): string[] => zoneList(t.s, p, Zone.Deck).map((i) => t.db.defs[t.s.card[i]!]!.name);
const d = (card: string, seat: 0 | 1 = 0) => ({ card, seat, at: 'deck' });

describe('Пророчество: showing and the tests', () => {
  it('shows the top card, puts it at the bottom, and its cost decides the effect (odd → 2, else → 1)', () => {
    const t = battle(db, { cards: [{ card: 'Пророк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Чёт'), d('Элита'), d('Нечёт')] });
    expect(deck(t, 0)).toEqual(['Чёт', 'Элита', 'Нечёт']); // top = last
    settle(t.act(select('C3'), ab(0), target('C4')));
    expect(t.wounds(1)).toBe(2); // Нечёт: cost 3
    expect(deck(t, 0)).toEqual(['Нечёт', 'Чёт', 'Элита']);
    expect(t.s.g[G.ShownLen]).toBe(1);
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [{ card: 'Пророк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Нечёт'), d('Чёт')] });
    settle(u.act(select('C3'), ab(0), target('C4')));
    expect(u.wounds(1)).toBe(1);
  });

  it('an empty deck shows nothing: no test passes, the `else` without a test still applies', () => {
    const t = battle(db, { cards: [{ card: 'Пророк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }] });
    settle(t.act(select('C3'), ab(0), target('C4')));
    expect(t.wounds(1)).toBe(1);
    expect(t.s.g[G.ShownLen]).toBe(0);
  });

  it('Пророчество 2: both elite → the effect; both ordinary → the else effect; mixed or fewer than 2 shown → none', () => {
    const cases: [string[], number, number][] = [
      [['Элита', 'Элита'], 3, 0],
      [['Чёт', 'Нечёт'], 0, 2],
      [['Элита', 'Чёт'], 0, 0],
      [['Элита'], 0, 0],
    ];
    for (const [cards, wounds, poison] of cases) {
      const t = battle(db, { cards: [{ card: 'Двойной пророк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, ...cards.map((c) => d(c))] });
      settle(t.act(select('C3'), ab(0), target('C4')));
      expect(t.wounds(1), cards.join()).toBe(wounds);
      expect(t.s.poison[t.card(1)], cards.join()).toBe(poison);
      expect(t.s.g[G.ShownLen]).toBe(cards.length);
    }
    expect(SHOWN_MAX).toBeGreaterThanOrEqual(2);
  });

  it('"карта с таким же именем есть в одном из отрядов": either battle zone, not the deck', () => {
    const t = battle(db, { cards: [{ card: 'Тёзка', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Мишень')] });
    settle(t.act(select('C3'), ab(0), target('C4')));
    expect(t.wounds(1)).toBe(2); // a Мишень is in the opponent's squad
    const u = battle(db, { cards: [{ card: 'Тёзка', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Чёт'), d('Нечёт')] });
    settle(u.act(select('C3'), ab(0), target('C4')));
    expect(u.wounds(1)).toBe(0);
  });
});

describe('При пророчестве вашей карты: +X к следующему {strike}', () => {
  it('+X (cards shown) to the next simple strike only, at most +3 pending', () => {
    const t = battle(db, { cards: [{ card: 'Двойной пророк', seat: 0, at: 'B3' }, { card: 'Жаждущий', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Чёт'), d('Нечёт'), d('Чёт')] });
    settle(t.act(select('B3'), ab(0), target('C4'))); // shows 2 → +2
    expect(t.s.tStrike[t.card(1)]).toBe(2);
    // A second prophecy of the opponent does not count ("вашей карты").
    settle(t.act(endTurn()));
    settle(t.act(endTurn()));
    expect(t.s.tStrike[t.card(1)]).toBe(2); // still pending
    settle(t.act(select('B3'), ab(0), target('C4'))); // +2 more, capped at +3
    expect(t.s.tStrike[t.card(1)]).toBe(3);
    const before = t.wounds(2); // poisoned by the ordinary pairs meanwhile
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(2) - before).toBe(3 + 3); // strong 3 + 3
    expect(t.s.tStrike[t.card(1)]).toBe(0); // spent
    settle(t.act(endTurn()));
    settle(t.act(endTurn()));
    const b2 = t.wounds(2);
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(2) - b2).toBe(3); // no bonus left
  });

  it('a counter-strike is a {strike} too: it spends the bonus', () => {
    const t = battle(db, { cards: [{ card: 'Пророк', seat: 0, at: 'B3' }, { card: 'Жаждущий', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Чёт')] });
    settle(t.act(select('B3'), ab(0), target('C4')));
    expect(t.s.tStrike[t.card(1)]).toBe(1);
    settle(t.act(endTurn()));
    t.rolls(1, 6); // the attacker misses, Жаждущий counter-strikes medium: 2 + 1
    settle(t.act(select('C4'), verb(Verb.Strike), target('C3')));
    expect(t.wounds(2)).toBe(1 + 3);
    expect(t.s.tStrike[t.card(1)]).toBe(0);
  });

  it('an opponent\'s prophecy does not fire it', () => {
    const t = battle(db, { cards: [{ card: 'Жаждущий', seat: 0, at: 'C3' }, { card: 'Пророк', seat: 1, at: 'C4' }, { card: 'Мишень', seat: 0, at: 'D3' }, d('Нечёт', 1)], active: 1, first: 1 });
    settle(t.act(select('C4'), ab(0), target('D3')));
    expect(t.s.tStrike[t.card(0)]).toBe(0);
  });
});

describe('prophecyBlock: "если атакована немагической атакой – пророчество 1; блокировать атаку, если …"', () => {
  it('a simple strike is blocked on an odd cost (no fight, the attacker still closes); once per turn even when not blocked', () => {
    const t = battle(db, { cards: [{ card: 'Мишень', seat: 0, at: 'C3' }, { card: 'Жемчужина', seat: 1, at: 'C4' }, { card: 'Мишень', seat: 0, at: 'D3' }, d('Нечёт', 1)] });
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(deck(t, 1)).toEqual(['Нечёт']);
    // Second attack in the same turn: no prophecy, no block.
    t.rolls(6, 1);
    settle(t.act(select('D3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(3);
  });

  it('an even cost does not block, and the feature is spent for the turn (ruling s1_122)', () => {
    const t = battle(db, { cards: [{ card: 'Мишень', seat: 0, at: 'C3' }, { card: 'Жемчужина', seat: 1, at: 'C4' }, { card: 'Мишень', seat: 0, at: 'D3' }, d('Нечёт', 1), d('Чёт', 1)] });
    t.rolls(6, 1);
    settle(t.act(select('C3'), verb(Verb.Strike), target('C4')));
    expect(t.wounds(1)).toBe(3);
    t.rolls(6, 1);
    settle(t.act(select('D3'), verb(Verb.Strike), target('C4'))); // Нечёт on top now, but the feature is used
    expect(t.wounds(1)).toBe(6);
  });

  it('a shot is blocked; a discharge (magical) is not and does not prophesy', () => {
    const t = battle(db, { cards: [{ card: 'Стрелок', seat: 0, at: 'C1' }, { card: 'Жемчужина', seat: 1, at: 'C6' }, d('Нечёт', 1)] });
    settle(t.act(select('C1'), verb(Verb.Ranged), target('C6')));
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { cards: [{ card: 'Маг', seat: 0, at: 'C1' }, { card: 'Жемчужина', seat: 1, at: 'C6' }, d('Нечёт', 1)] });
    u.rolls(6);
    settle(u.act(select('C1'), verb(Verb.Ranged), target('C6')));
    expect(u.wounds(1)).toBe(2);
    expect(u.s.g[G.ShownLen + 1]).toBe(0);
  });
});

describe('composite features after a prophecy: targets of the shown cost', () => {
  it('targets "стоимостью X" are chosen after the showing; the showing triggers execute first; a timed "-N от немагических атак"', () => {
    const t = battle(db, {
      cards: [
        { card: 'Провидец', seat: 0, at: 'A1' },
        { card: 'Нечёт', seat: 0, at: 'C3' },
        { card: 'Нечёт', seat: 1, at: 'C4' },
        { card: 'Чёт', seat: 1, at: 'B4' },
        { card: 'Чёт', seat: 1, at: 'E6', hidden: true },
        { card: 'Жаждущий', seat: 0, at: 'E1' },
        d('Нечёт'),
      ],
    });
    t.act(select('A1'), ab(0));
    // Жаждущий's "при пророчестве" trigger is played before the stages.
    expect(t.s.tStrike[t.card(5)]).toBe(1);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C4'), target('E6')].sort((a, b) => a - b)); // cost 3, or face down
    t.act(target('E6')); // a wrong guess: cost 2
    expect(t.legal()).toEqual([target('C3')]);
    t.act(target('C3'));
    settle(t);
    expect(t.wounds(4)).toBe(0);
    // The own Нечёт takes 2 less from the opponent's strike in his turn: strong 3 − 2.
    settle(t.act(endTurn()));
    t.rolls(6, 1);
    settle(t.act(select('C4'), verb(Verb.Strike), target('C3')));
    expect(t.wounds(1)).toBe(1);
  });
});

describe('the shown cards: their own triggers, returning them on top', () => {
  it('"когда вы показываете <карту> при пророчестве — может вызвать его": summoned closed on a free cell, a creature next to it poisoned', () => {
    const t = battle(db, { cards: [{ card: 'Пророк', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4' }, d('Засадный')] });
    t.act(select('C3'), ab(0), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger); // optional
    t.act(t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target); // the cell: any free cell, the opponent's half too
    expect(t.legal()).toContain(target('D4'));
    t.act(target('D4'));
    // "при этом существо, стоящее рядом с вызванным": chosen.
    if (t.decision() === Decision.Target) t.act(target('C4'));
    settle(t);
    expect(t.cellOf(2)).toBe('D4');
    expect(t.closed(2)).toBe(true);
    expect(t.s.poison[t.card(1)]).toBe(1);
    expect(t.wounds(1)).toBe(2); // cost 3: odd
  });

  it('"можете вернуть показанные карты на верх колоды" (1 раз за ход): the shown cards still in the deck go back on top', () => {
    const t = battle(db, { cards: [{ card: 'Двойной пророк', seat: 0, at: 'B3' }, { card: 'Возвращающий', seat: 0, at: 'A3' }, { card: 'Мишень', seat: 1, at: 'C4' }, { card: 'Пророк', seat: 0, at: 'D3' }, d('Чёт'), d('Элита'), d('Нечёт')] });
    t.act(select('B3'), ab(0), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(t.legal()[0]!); // use it
    settle(t);
    expect(deck(t, 0)).toEqual(['Чёт', 'Элита', 'Нечёт']); // as before
    // Second prophecy this turn: not offered again.
    t.act(select('D3'), ab(0), target('C4'));
    settle(t);
    expect(deck(t, 0)).toEqual(['Нечёт', 'Чёт', 'Элита']);
  });
});

describe('prophecy block inside a simple strike: the triggers of its showing come before the dice, with or without instants in the game', () => {
  /** Seat 0 strikes the Жемчужина; its prophecy shows an even-cost card (no block); the Жаждущий hears "при пророчестве". */
  function strikeAtPearl(withInstant: boolean): Battle {
    const t = battle(db, {
      cards: [
        { card: 'ПР-Боец', seat: 0, at: 'C3' },
        { card: 'Жемчужина', seat: 1, at: 'C4' },
        { card: 'Жаждущий', seat: 1, at: 'E6' },
        { card: 'Чётная', seat: 1, at: 'deck' },
        // A card with an instant in a deck: the game has Cap.Instant (a scenario notes every card), and strikes pause for windows.
        ...(withInstant ? [{ card: 'Хронос', seat: 0 as const, at: 'deck' }] : []),
      ],
    });
    expect((t.s.g[G.Caps]! & Cap.Instant) !== 0).toBe(withInstant);
    t.s.log = [];
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    return settle(t);
  }

  it('511.7 (regression): "при пророчестве" of the strike\u2019s target resolution is played before the dice in a game without instants, as in a game with them', () => {
    for (const withInstant of [false, true]) {
      const log = strikeAtPearl(withInstant).s.log!;
      const shown = log.findIndex((l) => l.includes('пророчество 1'));
      const heard = log.findIndex((l) => l.includes('Жаждущий') && l.includes('срабатывает'));
      const dice = log.findIndex((l) => l.includes('кубики'));
      expect(shown, `${withInstant}: ${log.join('\n')}`).toBeGreaterThanOrEqual(0);
      expect(heard, `${withInstant}: ${log.join('\n')}`).toBeGreaterThan(shown);
      expect(dice, `${withInstant}: ${log.join('\n')}`).toBeGreaterThan(heard);
    }
    expect(strikeAtPearl(false).s.log).toEqual(strikeAtPearl(true).s.log);
  });
});
