/**
 * Counters (фишки), РП 123 (digest §6.2), with synthetic cards: the implicit "{tap}: накопить 1
 * фишку" (123.3), explicit "{tap}: получить {counter}", the cap (123.4), "не может получать {counter}
 * от других существ", losing counters, "X{counter}" costs (X chosen as a decision, 123.5), and
 * "{first}/{second}: Начинает бой с {counter}" at the reveal.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { startBattleCounters } from '../../src/engine/core/systems/counters.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { MAX_LEGAL } from '../../src/engine/core/action.js';
import { battle, cardIndex, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import type { Ability } from '../../src/engine/vocab/ability.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const amount = (x: number): number => AMOUNT + x;

const woundC: Ability = { kind: 'activated', tap: true, counters: 1, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' };
const db = makeDb([
  // A counter cost: implicitly also "{tap}: накопить 1 фишку" (its ability 1).
  synth('Ф-сапёр', { abilities: [woundC] }),
  // No counter cost: no accumulation.
  synth('Ф-пустой', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
  // "{tap}: Получить {counter}" printed; "Не может иметь более 2{counter}"; a counter cost.
  synth('Ф-копилка', {
    abilities: [
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      woundC,
      { kind: 'counters', max: 2 },
    ],
  }),
  // "{counter}{tap}: ваше существо получает {counter}" (Хронос-like): gives counters to others.
  synth('Ф-даритель', { abilities: [{ kind: 'activated', tap: true, counters: 1, target: 'otherOwnCreature', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }),
  // "Не может … получать {counter} от других существ".
  synth('Ф-гордец', { abilities: [woundC, { kind: 'counters', notFromOthers: true, max: 3 }] }),
  // "{tap}: существо теряет {counter}" / "теряет все {counter}".
  synth('Ф-вор', {
    abilities: [
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'loseCounters', amount: 1 }, abilityType: 'influence' },
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'loseCounters', amount: 0, all: true }, abilityType: 'influence' },
    ],
  }),
  // "X{counter}{tap}: ранить существо противника на X" (Ловец душ-like), and an xMin 0 variant.
  synth('Ф-иксер', { abilities: [{ kind: 'activated', tap: true, counters: 'X', target: 'enemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'spell' }] }),
  synth('Ф-иксер-ноль', { abilities: [{ kind: 'activated', tap: true, counters: 'X', xMin: 0, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'spell' }] }),
  // "{second}: Начинает бой с {counter}", "{first}: …", "Начинает бой с 3 дополнительными жизнями".
  synth('Ф-второй', { abilities: [woundC, { kind: 'counters', startsWith: { counters: 1, when: 'second' } }] }),
  synth('Ф-первый', { abilities: [woundC, { kind: 'counters', startsWith: { counters: 2, when: 'first' } }] }),
  synth('Ф-живучий', { abilities: [{ kind: 'counters', startsWith: { extraLives: 3 } }] }),
  synth('Ф-цель', { life: 20 }),
]);

describe('123.3 accumulating counters', () => {
  it('a card with a counter cost has the implicit "{tap}: накопить 1 фишку": it closes and gets a counter', () => {
    const t = battle(db, { cards: [{ card: 'Ф-сапёр', seat: 0, at: 'C2' }, { card: 'Ф-цель', seat: 1, at: 'E5' }] });
    t.act(select('C2'));
    // Ability 0 (needs a counter) is not usable; ability 1 (accumulate) is.
    expect(t.legal()).toContain(ab(1));
    expect(t.legal()).not.toContain(ab(0));
    t.act(ab(1));
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
    t.act(endTurn(), endTurn(), select('C2'), ab(0), target('E5'));
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('a card without a counter cost cannot accumulate (123.3, Хозяин склепа example)', () => {
    expect(db.abilStart[cardIndex(db, 'Ф-пустой') + 1]! - db.abilStart[cardIndex(db, 'Ф-пустой')]!).toBe(1);
  });

  it('a printed "{tap}: Получить {counter}" is not doubled by the implicit one; the cap (123.4) stops it being offered', () => {
    const c = cardIndex(db, 'Ф-копилка');
    expect(db.abilStart[c + 1]! - db.abilStart[c]!).toBe(3);
    const t = battle(db, { cards: [{ card: 'Ф-копилка', seat: 0, at: 'C2', counters: 1 }, { card: 'Ф-цель', seat: 1, at: 'E5' }] });
    t.act(select('C2'), ab(0));
    expect(t.s.counters[t.card(0)]).toBe(2);
    t.act(endTurn(), endTurn(), select('C2'));
    expect(t.legal()).not.toContain(ab(0)); // at the cap of 2
    expect(t.legal()).toContain(ab(1));
  });
});

describe('123.2 counters given to and taken from other creatures', () => {
  it('"ваше существо получает {counter}": another creature gets it, up to its cap', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ф-даритель', seat: 0, at: 'C2', counters: 1 },
        { card: 'Ф-копилка', seat: 0, at: 'C3', counters: 2 },
        { card: 'Ф-сапёр', seat: 0, at: 'B2' },
        { card: 'Ф-цель', seat: 1, at: 'E5' },
      ],
    });
    t.act(select('C2'), ab(0), target('B2'));
    expect(t.s.counters[t.card(2)]).toBe(1);
    expect(t.s.counters[t.card(0)]).toBe(0);
    const u = battle(db, {
      cards: [
        { card: 'Ф-даритель', seat: 0, at: 'C2', counters: 1 },
        { card: 'Ф-копилка', seat: 0, at: 'C3', counters: 2 },
        { card: 'Ф-цель', seat: 1, at: 'E5' },
      ],
    });
    u.act(select('C2'), ab(0), target('C3'));
    expect(u.s.counters[u.card(1)]).toBe(2); // capped
    expect(u.s.counters[u.card(0)]).toBe(0); // still paid
  });

  it('"не может получать {counter} от других существ": a gift gives nothing, its own accumulation works', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ф-даритель', seat: 0, at: 'C2', counters: 1 },
        { card: 'Ф-гордец', seat: 0, at: 'C3' },
        { card: 'Ф-цель', seat: 1, at: 'E5' },
      ],
    });
    t.act(select('C2'), ab(0), target('C3'));
    expect(t.s.counters[t.card(1)]).toBe(0);
    t.act(select('C3'), ab(2)); // after its static counter rules (ability 1)
    expect(t.s.counters[t.card(1)]).toBe(1);
  });

  it('"существо теряет {counter}" takes one; "теряет все {counter}" takes all', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ф-вор', seat: 0, at: 'C2' },
        { card: 'Ф-вор', seat: 0, at: 'B2' },
        { card: 'Ф-сапёр', seat: 1, at: 'E5', counters: 3 },
      ],
    });
    t.act(select('C2'), ab(0), target('E5'));
    expect(t.s.counters[t.card(2)]).toBe(2);
    t.act(select('B2'), ab(1), target('E5'));
    expect(t.s.counters[t.card(2)]).toBe(0);
  });
});

describe('123.5 "X{counter}" costs', () => {
  it('X is chosen at the declaration, from 1 to the counters held; the effect gets +X and X counters are paid', () => {
    const t = battle(db, { cards: [{ card: 'Ф-иксер', seat: 0, at: 'C2', counters: 3 }, { card: 'Ф-цель', seat: 1, at: 'E5' }] });
    t.act(select('C2'), ab(0), target('E5'));
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([amount(1), amount(2), amount(3)]);
    t.act(amount(2));
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('not usable without counters when X must be at least 1; xMin 0 allows X = 0', () => {
    const t = battle(db, { cards: [{ card: 'Ф-иксер', seat: 0, at: 'C2' }, { card: 'Ф-цель', seat: 1, at: 'E5' }] });
    t.act(select('C2'));
    expect(t.legal()).not.toContain(ab(0));
    const u = battle(db, { cards: [{ card: 'Ф-иксер-ноль', seat: 0, at: 'C2', counters: 1 }, { card: 'Ф-цель', seat: 1, at: 'E5' }] });
    u.act(select('C2'), ab(0), target('E5'));
    expect(u.legal()).toEqual([amount(0), amount(1)]);
    u.act(amount(0));
    expect(u.wounds(1)).toBe(1);
    expect(u.s.counters[u.card(0)]).toBe(1);
  });
});

describe('"Начинает бой с {counter}" ({first} / {second})', () => {
  it('only the Second player\'s {second} card and the First player\'s {first} card get their counters; extra lives always', () => {
    const t = battle(db, {
      first: 0,
      cards: [
        { card: 'Ф-второй', seat: 0, at: 'A1' },
        { card: 'Ф-первый', seat: 0, at: 'B1' },
        { card: 'Ф-второй', seat: 1, at: 'A6' },
        { card: 'Ф-первый', seat: 1, at: 'B6' },
        { card: 'Ф-живучий', seat: 1, at: 'C6' },
      ],
    });
    startBattleCounters(t.s);
    expect([0, 1, 2, 3].map((k) => t.s.counters[t.card(k)])).toEqual([0, 2, 1, 0]);
    expect(t.s.extraLives[t.card(4)]).toBe(3);
  });

  it('is applied at the reveal of a real game (pre-battle through the API)', () => {
    const second = cardIndex(db, 'Ф-второй');
    const first = cardIndex(db, 'Ф-первый');
    const deck = Array.from({ length: 30 }, (_, k) => (k % 2 === 0 ? second : first));
    const s = newState(db, makeOptions({}));
    resetGame(s, deck, deck, 7n);
    const buf = new Int32Array(MAX_LEGAL);
    for (let guard = 0; guard < 500 && s.g[G.Decision] !== Decision.Main; guard++) {
      legalActions(s, buf);
      applyAction(s, buf[0]!);
    }
    expect(s.g[G.Decision]).toBe(Decision.Main);
    let seen = 0;
    for (let i = 0; i < 100; i++) {
      if (s.zone[i] !== Zone.Field && s.zone[i] !== Zone.Aux) continue;
      seen++;
      const p = s.owner[i]!;
      const isFirst = p === s.g[G.First];
      const want = s.card[i] === second ? (isFirst ? 0 : 1) : isFirst ? 2 : 0;
      expect(s.counters[i], `instance ${i}`).toBe(want);
    }
    expect(seen).toBeGreaterThan(0);
    expect(checkInvariants(s)).toBeNull();
  });
});
