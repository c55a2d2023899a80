/**
 * РП 534 — replacement effects (seed 000: 534.4–534.8; seed 002: older 531 with the Разгал /
 * Тёмный Друид / Камень душ examples; seed 001: Heroes 517, Феррос; digest §7.4).
 *   534 forms: "[…], вместо этого […]", "не получает ран от X", "получает раны только от X";
 *       the replaced effect counts as not applied;
 *   534.4 once per game action; 534.4.1 the player chooses among his; 534.4.2 the Active player
 *       chooses when both could; 534.5 a number-only replacement keeps the type (Бул'Багур);
 *   534.6 chains; 534.7 replacing features (Вожак сатиров), 534.7.1, 534.7.2;
 *   534.8 at the protection step a replacement counts as an influence.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../../src/engine/core/enums.js';
import { endTurn, makeDb, select, synth, target, verb } from '../../helpers/scenario.js';
import {
  PASS,
  REPLACE,
  REPLACE_NONE,
  ab,
  act,
  battle,
  card,
  db,
  Decision,
  expectDecision,
  extraLives,
  heal,
  inst,
  isGenerated,
  lives,
  logOn,
  logText,
  prev,
  repl,
  replOf,
  stack,
  stackLen,
  trig,
  wound,
} from './helpers.js';

const plain = card('Боец');
const shooter = card('Стрелок-т', { move: 1, ranged: { kind: 'shot', values: [1, 2, 3] } });
/** "Вместо вашего существа раны от удара может получить Телохранитель." */
const guardMay = card('Телохранитель', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['strike'] }, { kind: 'redirectToSelf' }, true)] });
/** The same, mandatory. */
const guardMust = card('Телохранитель-обязанный', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['strike'] }, { kind: 'redirectToSelf' })] });
/** "Не получает ран от выстрелов." */
const arrowProof = card('Непробиваемый', { abilities: [repl({ op: 'wound', to: 'self', fromTypes: ['shot'] }, { kind: 'nothing' }), trig('selfWounded', 'self', lives(1))] });
/** Феррос: "получает раны только от ударов". */
const ferros = card('Феррос-тест', { abilities: [repl({ op: 'wound', to: 'self', notFromTypes: ['strike', 'counterStrike'] }, { kind: 'nothing' })] });
/** +1 to every wound from a strike (any card). */
const lanternStrike = card('Фонарь-удар', { abilities: [repl({ op: 'wound', to: 'any', fromTypes: ['strike'] }, { kind: 'addAmount', n: 1 })] });
/** An activated ability dealing a strike-type wound to any creature (lets either seat hit its own card). */
const hewer = card('Рубака', { abilities: [act('anyCreature', wound(1), 'strike')] });
const cutter = card('Резчик', { abilities: [act('anyCreature', wound(2), 'influence')] });

describe('534 the forms of a replacement effect', () => {
  const D = db(plain, shooter, guardMay, arrowProof, ferros, cutter);

  it('534 "вместо этого": the bodyguard takes the wounds instead of the struck creature', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Replacement, 1);
    t.act(REPLACE + 0);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds('Телохранитель')).toBe(3);
  });

  it('534 (negative): an optional ("может") replacement may be declined — the original effect applies', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'), REPLACE_NONE);
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds('Телохранитель')).toBe(0);
  });

  it('534 "не получает ран от выстрелов": a shot is replaced by nothing — and, not applied, it fires no "when wounded"', () => {
    const t = battle(D, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Непробиваемый', seat: 1, at: 'C4' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds('Непробиваемый')).toBe(0);
    expect(extraLives(t, 'Непробиваемый')).toBe(0);
  });

  it('534 (negative): the same card is wounded by a strike, and its "when wounded" fires', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Непробиваемый', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Непробиваемый')).toBe(3);
    expect(extraLives(t, 'Непробиваемый')).toBe(1);
  });

  it('534 / Heroes 517.1.1 "получает раны только от ударов" (Феррос): shots and influences do nothing, strikes wound', () => {
    const t = battle(D, {
      cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 0, at: 'D3' }, { card: 'Феррос-тест', seat: 1, at: 'C4', closed: true }],
    });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds('Феррос-тест')).toBe(0);
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Феррос-тест')).toBe(0);
    t.rolls(6).act(select('D3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Феррос-тест')).toBe(3);
  });

  it('534: the bodyguard\'s own "when wounded" fires for the redirected wounds (the effect actually applied)', () => {
    const touchyGuard = card('Телохранитель-обидчивый', {
      abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['strike'] }, { kind: 'redirectToSelf' }, true), trig('selfWounded', 'self', lives(1))],
    });
    const t = battle(db(plain, touchyGuard), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель-обидчивый', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'), REPLACE + 0);
    expect(t.wounds('Телохранитель-обидчивый')).toBe(3);
    expect(extraLives(t, 'Телохранитель-обидчивый')).toBe(1);
  });

  it('534: "instead of your creature" does not catch wounds to the bodyguard itself — struck directly, its armour applies to the strike', () => {
    const armouredGuard = card('Латник-телохранитель', { icons: { armor: 2 }, abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['strike'] }, { kind: 'redirectToSelf' })] });
    const t = battle(db(plain, armouredGuard), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Латник-телохранитель', seat: 1, at: 'C4', closed: true }] });
    logOn(t);
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(1);
    expect(logText(t)).not.toContain('замещение');
  });

  it('534: a redirected effect counts as not applied to the original target ("when wounded" of the original does not fire)', () => {
    const touchy = card('Обидчивый', { abilities: [trig('selfWounded', 'self', lives(1))] });
    const t = battle(db(plain, guardMay, touchy), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Обидчивый', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'), REPLACE + 0);
    expect(t.wounds('Обидчивый')).toBe(0);
    expect(extraLives(t, 'Обидчивый')).toBe(0);
  });
});

// Разгал: "В начале боя каждое ваше существо с регенерацией получает 2 дополнительные жизни" (here an
// activated ability: one game action, one effect per creature). Тёмный Друид: "Если ваше существо
// должно получить Х дополнительных жизней, Темный Друид вместо этого может ранить любое существо
// противника на Х" — a replacing feature (it chooses a target); X is fixed at 2 here (the vocabulary
// cannot carry the replaced amount). Камень душ: "Если тёмный герой-маг в вашем отряде получает раны —
// вместо него ранится Камень душ".
const razgal = card('Разгал-тест', { abilities: [act('allOwnCreatures', lives(2), 'influence', { filter: { regeneration: true } })] });
const razgal2 = card('Разгал-второй', { abilities: [act('allOwnCreatures', lives(2), 'influence', { filter: { regeneration: true } })] });
const regen = card('Регенерант', { icons: { regen: 1 } });
const druid = card('Тёмный Друид-тест', { abilities: [repl({ op: 'extraLives', to: 'ownCreature' }, { kind: 'replacingFeature', effect: wound(2), target: 'enemyCreature' }, true)] });
const soulStone = card('Камень душ-тест', { abilities: [repl({ op: 'wound', to: 'ownCreature', toClass: 'тёмный герой-маг' }, { kind: 'redirectToSelf' })] });
const darkMage = card('Тёмный маг', { classes: ['тёмный герой-маг'] });

describe('534.4 a replacement applies to a game action at most once (Разгал / Тёмный Друид)', () => {
  const D = db(plain, razgal, razgal2, regen, druid, soulStone, darkMage);
  const cards = [
    { card: 'Разгал-тест', seat: 0 as const, at: 'A1' },
    { card: 'Регенерант', seat: 0 as const, at: 'B1' },
    { card: 'Регенерант', seat: 0 as const, at: 'C1' },
    { card: 'Регенерант', seat: 0 as const, at: 'D1' },
    { card: 'Тёмный Друид-тест', seat: 0 as const, at: 'E1' },
    { card: 'Боец', seat: 1 as const, at: 'C4' },
    { card: 'Боец', seat: 1 as const, at: 'E6' },
  ];

  it('534.4: Разгал gives three creatures extra lives in one game action; Тёмный Друид replaces only one of them', () => {
    const t = battle(D, { cards });
    t.act(select('A1'), ab(0));
    expectDecision(t, Decision.Replacement, 0);
    expect(t.legal()).toEqual([REPLACE + 0, REPLACE_NONE]);
    t.act(REPLACE + 0);
    expectDecision(t, Decision.Target, 0); // the replacing feature's target: an enemy creature
    t.act(target('C4'));
    // No second offer for the other two creatures of the same game action.
    expectDecision(t, Decision.Main, 0);
    expect([extraLives(t, 1), extraLives(t, 2), extraLives(t, 3)]).toEqual([0, 2, 2]);
    expect(t.wounds(5)).toBe(2);
  });

  it('534.4 (negative): another game action (a second Разгал) may be replaced again', () => {
    const t = battle(D, { cards: [...cards, { card: 'Разгал-второй', seat: 0, at: 'A2' }] });
    t.act(select('A1'), ab(0), REPLACE + 0, target('C4'));
    t.act(select('A2'), ab(0));
    expectDecision(t, Decision.Replacement, 0);
    t.act(REPLACE + 0, target('E6'));
    expect(t.wounds(6)).toBe(2);
  });

  it('534.4: declining the optional replacement for one creature does not use it up — it may still replace another effect of the same game action', () => {
    const t = battle(D, { cards });
    t.act(select('A1'), ab(0));
    expectDecision(t, Decision.Replacement, 0);
    t.act(REPLACE_NONE); // not for the first creature
    expectDecision(t, Decision.Replacement, 0); // but for the second it is offered again
    t.act(REPLACE + 0, target('C4'));
    expect([extraLives(t, 1), extraLives(t, 2), extraLives(t, 3)]).toEqual([2, 0, 2]);
  });
});

describe('534.4.1 / 534.4.2 who chooses among several replacements', () => {
  const D = db(plain, guardMust, lanternStrike, hewer);

  it('534.4.1: one player with two replacements chooses; lantern first → +1 then redirected (2 wounds on the bodyguard)', () => {
    const t = battle(D, {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель-обязанный', seat: 1, at: 'E6' }, { card: 'Фонарь-удар', seat: 1, at: 'A6' }],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Replacement, 1);
    expect(t.legal().length).toBe(2); // both mandatory: no "none"
    expect(t.legal()).not.toContain(REPLACE_NONE);
    t.act(replOf(t, 'Фонарь-удар'));
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds('Телохранитель-обязанный')).toBe(2);
  });

  it('534.4.1: …bodyguard first → redirected as an influence, the strike-only lantern no longer applies (1 wound)', () => {
    const t = battle(D, {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель-обязанный', seat: 1, at: 'E6' }, { card: 'Фонарь-удар', seat: 1, at: 'A6' }],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(replOf(t, 'Телохранитель-обязанный'));
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds('Телохранитель-обязанный')).toBe(1);
  });

  it('534.4.1 (negative): a single mandatory replacement applies with no decision', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Фонарь-удар', seat: 1, at: 'A6' }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Main, 0);
    expect(t.wounds(1)).toBe(2);
  });

  it('534.4.2: both players could replace — the Active player (P1) chooses, though the wound is on P2\'s creature', () => {
    const t = battle(D, {
      cards: [{ card: 'Рубака', seat: 0, at: 'A1' }, { card: 'Фонарь-удар', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-обязанный', seat: 1, at: 'E6' }],
    });
    t.act(select('A1'), ab(0), target('C4'));
    expectDecision(t, Decision.Replacement, 0);
    t.act(replOf(t, 'Фонарь-удар')); // +1, then P2's bodyguard (the only one left) redirects
    expect(t.wounds('Боец')).toBe(0);
    expect(t.wounds('Телохранитель-обязанный')).toBe(2);
  });

  it('534.4.2: the Active player choosing "none" declines only his own optional replacement — the opponent may still apply his', () => {
    const lanternMay = card('Фонарь-может', { abilities: [repl({ op: 'wound', to: 'any', fromTypes: ['strike'] }, { kind: 'addAmount', n: 1 }, true)] });
    const t = battle(db(plain, guardMay, lanternMay), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Фонарь-может', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Телохранитель', seat: 1, at: 'E6' }],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expectDecision(t, Decision.Replacement, 0);
    t.act(REPLACE_NONE);
    // P2's bodyguard is still his to use.
    expectDecision(t, Decision.Replacement, 1);
    t.act(replOf(t, 'Телохранитель'));
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds('Телохранитель')).toBe(1);
  });

  it('534.4.2 (negative): in P2\'s turn the same situation is decided by P2, the Active player then', () => {
    const t = battle(D, {
      cards: [{ card: 'Фонарь-удар', seat: 0, at: 'B1' }, { card: 'Рубака', seat: 1, at: 'A6' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-обязанный', seat: 1, at: 'E6' }],
      active: 1,
    });
    t.act(select('A6'), ab(0), target('C4'));
    expectDecision(t, Decision.Replacement, 1);
    t.act(replOf(t, 'Телохранитель-обязанный')); // redirected first: the strike-only lantern is out
    expect(t.wounds('Телохранитель-обязанный')).toBe(1);
  });
});

describe("534.5 a number-only replacement keeps the type (Бул'Багур's lantern light)", () => {
  /** Бул'Багур-like: +1 wound from ranged attacks and poison to any card (the "свет фонаря"). */
  const lantern = card('Фонарь-свет', { abilities: [repl({ op: 'wound', to: 'any', fromTypes: ['poison', 'shot'] }, { kind: 'addAmount', n: 1 })] });
  /** −1 to poison wounds of your creatures (a prevention keyed on the poison type). */
  const antidote = card('Противоядник', { abilities: [prev({ op: 'wound', to: 'ownCreature', fromTypes: ['poison'] }, 1)] });
  const armoured1 = card('Латник-1', { icons: { armor: 1 } });
  const D = db(plain, shooter, lantern, antidote, armoured1);

  it("534.5: poison wounds +1 still count as poison — a poison-keyed prevention still sees them (1 +1 −1 = 1)", () => {
    const t = battle(D, {
      cards: [{ card: 'Боец', seat: 0, at: 'A1', poison: 1 }, { card: 'Противоядник', seat: 0, at: 'B1' }, { card: 'Фонарь-свет', seat: 1, at: 'E6' }],
      active: 1,
      first: 0,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.wounds(0)).toBe(1);
  });

  it('534.5 (negative): without the lantern the same poison is fully prevented', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'A1', poison: 1 }, { card: 'Противоядник', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    expect(t.wounds(0)).toBe(0);
  });

  it('534.5: a shot +1 is still a shot — armour (against non-magical attacks) still prevents (3 +1 −1 = 3)', () => {
    const t = battle(D, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Латник-1', seat: 1, at: 'C4' }, { card: 'Фонарь-свет', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds('Латник-1')).toBe(3);
  });

  it("534.5: Бул'Багур's +1 for \"удара Бул'Багура\" applies to its own strike only, and the wound is still a strike", () => {
    const B = makeDb([
      synth('Фонарщик-свой', { strike: [1, 1, 1], abilities: [{ kind: 'replacement', match: { op: 'wound', to: 'any', fromTypes: ['strike'], fromSelf: true }, result: { kind: 'addAmount', n: 1 } }] }),
      synth('Чужой-боец', { strike: [1, 1, 1] }),
      synth('Мишень', { life: 20, icons: { armor: 1 } }),
    ]);
    // Its own strike: 1 +1 = 2, then armour 1 (a strike is still a non-magical attack) → 1.
    const t = battle(B, { cards: [{ card: 'Фонарщик-свой', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Мишень')).toBe(1);
    // Another card's strike gets no +1: 1 − armour 1 = 0.
    const u = battle(B, { cards: [{ card: 'Фонарщик-свой', seat: 0, at: 'A1' }, { card: 'Чужой-боец', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4', closed: true }] });
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds('Мишень')).toBe(0);
  });

  describe('534.5: a trigger keyed on the type of the wound still sees the raised wound as its type', () => {
    /** "При получении ран от отравления получает 1 доп. жизнь." */
    const poisonWatch = card('Ядочуй', { abilities: [trig('selfWounded', 'self', lives(1), { fromTypes: ['poison'] })] });
    /** "При получении ран от выстрела получает 1 доп. жизнь." */
    const shotWatch = card('Стрелочуй', { abilities: [trig('selfWounded', 'self', lives(1), { fromTypes: ['shot'] })] });
    const guardAll = card('Телохранитель-всех', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf' })] });
    const E = db(plain, shooter, lantern, poisonWatch, shotWatch, guardAll);

    it('534.5: poison 1 raised to 2 by the lantern is still poison — "when wounded by poison" fires', () => {
      const t = battle(E, { cards: [{ card: 'Ядочуй', seat: 0, at: 'A1', poison: 1 }, { card: 'Фонарь-свет', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
      t.act(endTurn());
      expect(t.wounds('Ядочуй')).toBe(2);
      expect(extraLives(t, 'Ядочуй')).toBe(1);
    });

    it('534.5 (negative): wounds of another type (a strike) do not fire the poison trigger', () => {
      const t = battle(E, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Ядочуй', seat: 1, at: 'C4', closed: true }] });
      t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds('Ядочуй')).toBeGreaterThan(0);
      expect(extraLives(t, 'Ядочуй')).toBe(0);
    });

    it('534.5: a shot raised by the lantern is still a shot — "when wounded by a shot" fires', () => {
      const t = battle(E, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Стрелочуй', seat: 1, at: 'C4' }, { card: 'Фонарь-свет', seat: 1, at: 'E6' }] });
      t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
      expect(t.wounds('Стрелочуй')).toBe(4);
      expect(extraLives(t, 'Стрелочуй')).toBe(1);
    });

    it('534.5 (contrast, 534.8): a redirect changes the type — the shot taken by the bodyguard is an influence, so its "when wounded by a shot" does not fire', () => {
      const G2 = db(plain, shooter, card('Телохранитель-чуй', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf' }), trig('selfWounded', 'self', lives(1), { fromTypes: ['shot'] })] }));
      const t = battle(G2, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-чуй', seat: 1, at: 'E6' }] });
      t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
      expect(t.wounds('Телохранитель-чуй')).toBe(3);
      expect(extraLives(t, 'Телохранитель-чуй')).toBe(0);
    });
  });
});

describe('534.6 a replacement may replace the result of another (Тёмный Друид → Камень душ)', () => {
  const blesser = card('Благодетель', { abilities: [act('anyCreature', lives(2), 'influence')] });
  /** The pool's simplified Тёмный Друид: extra lives become 1 wound on the same creature. */
  const druidBecomes = card('Тёмный Друид-прямой', { abilities: [repl({ op: 'extraLives', to: 'any' }, { kind: 'becomes', effect: wound(1) })] });
  const D = db(plain, blesser, druidBecomes, soulStone, darkMage, razgal, regen, druid);

  it('534.6: extra lives → (Друид) a wound on the dark mage → (Камень душ) the wound goes to the stone', () => {
    const t = battle(D, {
      cards: [{ card: 'Благодетель', seat: 0, at: 'A1' }, { card: 'Тёмный Друид-прямой', seat: 0, at: 'B1' }, { card: 'Тёмный маг', seat: 1, at: 'C4' }, { card: 'Камень душ-тест', seat: 1, at: 'E6' }],
    });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expect(extraLives(t, 'Тёмный маг')).toBe(0);
    expect(t.wounds('Тёмный маг')).toBe(0);
    expect(t.wounds('Камень душ-тест')).toBe(1);
    expect(logText(t).match(/замещение/g)?.length).toBe(2);
  });

  it('534.6 seed example: Тёмный Друид\'s replacing feature wounds the enemy dark hero-mage, Камень душ takes the wounds instead', () => {
    const t = battle(D, {
      cards: [
        { card: 'Разгал-тест', seat: 0, at: 'A1' },
        { card: 'Регенерант', seat: 0, at: 'B1' },
        { card: 'Тёмный Друид-тест', seat: 0, at: 'E1' },
        { card: 'Тёмный маг', seat: 1, at: 'C4' },
        { card: 'Камень душ-тест', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0), REPLACE + 0, target('C4'));
    expect(extraLives(t, 'Регенерант')).toBe(0);
    expect(t.wounds('Тёмный маг')).toBe(0);
    expect(t.wounds('Камень душ-тест')).toBe(2);
  });

  it('534.6 (negative): Камень душ does not take wounds of a creature that is not a dark hero-mage', () => {
    const t = battle(D, {
      cards: [
        { card: 'Разгал-тест', seat: 0, at: 'A1' },
        { card: 'Регенерант', seat: 0, at: 'B1' },
        { card: 'Тёмный Друид-тест', seat: 0, at: 'E1' },
        { card: 'Боец', seat: 1, at: 'C4' },
        { card: 'Камень душ-тест', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0), REPLACE + 0, target('C4'));
    expect(t.wounds('Боец')).toBe(2);
    expect(t.wounds('Камень душ-тест')).toBe(0);
  });
});

describe('534.7 replacing features (Вожак сатиров)', () => {
  // "Вожак сатиров без ран может заместить собственное лечение ранением (от воздействия) выбранного
  // стоящего рядом существа." Its healing here: a start-of-turn trigger healing 2.
  const leader = card('Вожак-тест', {
    abilities: [
      trig('startOfOwnTurn', 'self', heal(2)),
      repl({ op: 'heal', to: 'self', whileUnwounded: true }, { kind: 'replacingFeature', effect: wound(2), target: 'adjacentCreature' }, true),
    ],
  });
  const bolt = card('Маг-молния', { abilities: [inst('enemyCreature', wound(2), 'spell')] });
  const influenceProof = card('Заговорённый от воздействий', { abilities: [repl({ op: 'wound', to: 'self', fromTypes: ['influence'] }, { kind: 'nothing' })] });
  const angel = card('Ангел-тест', { abilities: [repl({ op: 'heal', to: 'any' }, { kind: 'becomes', effect: lives(1) }, true)] });
  const D = db(plain, leader, bolt, influenceProof, angel);
  const turnOf0 = { active: 1 as const, first: 0 as const, turn: 2 };

  it('534.7: the healing is removed and a feature goes on the stack; it executes later, after a priority round', () => {
    const t = battle(D, { cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Маг-молния', seat: 1, at: 'A6' }], ...turnOf0 });
    t.act(endTurn());
    expectDecision(t, Decision.Priority, 1); // on the start-of-turn trigger
    t.act(PASS);
    expectDecision(t, Decision.Replacement, 0);
    expect(t.legal()).toEqual([REPLACE + 0, REPLACE_NONE]);
    t.act(REPLACE + 0);
    expectDecision(t, Decision.Target, 0);
    t.act(target('C4'));
    // Not applied yet: the generated feature waits on the stack and P2 may respond.
    expect(t.wounds(1)).toBe(0);
    expect(stackLen(t)).toBe(1);
    expect(isGenerated(stack(t.s)[0]!)).toBe(true);
    expectDecision(t, Decision.Priority, 1);
    t.act(PASS);
    expect(t.wounds(1)).toBe(2);
    expect(stackLen(t)).toBe(0);
    expectDecision(t, Decision.Main, 0);
  });

  it('534.7: the opponent may answer the generated feature — its target killed, it applies nothing', () => {
    const frail = card('Хрупкий', { life: 2 });
    const t = battle(db(leader, bolt, frail), {
      cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Хрупкий', seat: 0, at: 'B3' }, { card: 'Маг-молния', seat: 1, at: 'A6' }],
      ...turnOf0,
    });
    t.act(endTurn(), PASS, REPLACE + 0, target('B3'));
    expectDecision(t, Decision.Priority, 1);
    t.act(select('A6'), ab(0), target('B3'));
    expect(t.cellOf('Хрупкий')).toBe('grave');
    expect(stackLen(t)).toBe(0);
    expect(t.wounds('Вожак-тест')).toBe(0);
  });

  it('534.7 (negative): with no creature next to Вожак the replacing feature has no target and is not offered', () => {
    const t = battle(D, { cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'E6' }], ...turnOf0 });
    t.act(endTurn());
    expectDecision(t, Decision.Main, 0);
    expect(t.wounds(1)).toBe(0);
  });

  it('534.7 (negative): a wounded Вожак ("без ран" fails) is simply healed', () => {
    const t = battle(D, { cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3', wounds: 3 }, { card: 'Боец', seat: 1, at: 'C4' }], ...turnOf0 });
    t.act(endTurn());
    expectDecision(t, Decision.Main, 0);
    expect(t.wounds(0)).toBe(1);
    expect(t.wounds(1)).toBe(0);
  });

  it('534.7.1: the effect of the generated feature can be replaced when it is applied', () => {
    const t = battle(D, { cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Заговорённый от воздействий', seat: 1, at: 'C4' }], ...turnOf0 });
    t.act(endTurn(), REPLACE + 0, target('C4'));
    expect(t.wounds(1)).toBe(0);
    expect(stackLen(t)).toBe(0);
  });

  it('534.7.1: when the replacing feature is applied (goes on the stack) no other replacement can replace it', () => {
    const t = battle(D, { cards: [{ card: 'Вожак-тест', seat: 0, at: 'C3' }, { card: 'Ангел-тест', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }], ...turnOf0 });
    t.act(endTurn());
    expectDecision(t, Decision.Replacement, 0);
    expect(t.legal().length).toBe(3); // Вожак, Ангел, none
    t.act(replOf(t, 'Вожак-тест'), target('C4'));
    expectDecision(t, Decision.Main, 0); // Ангел was not offered for the (removed) healing
    expect(extraLives(t, 'Вожак-тест')).toBe(0);
    expect(t.wounds(2)).toBe(2);
  });

  describe('534.7.2 replacements already applied to the original effect do not apply to the replacing feature\'s effect', () => {
    /** "Вместо получения ран может ранить соседнее существо на 2" (a replacing feature keyed on wounds). */
    const deflector = card('Отражатель', { abilities: [repl({ op: 'wound', to: 'self' }, { kind: 'replacingFeature', effect: wound(2), target: 'adjacentCreature' }, true)] });
    /** +1 to every influence wound. */
    const lanternInf = card('Фонарь-воздействие', { abilities: [repl({ op: 'wound', to: 'any', fromTypes: ['influence'] }, { kind: 'addAmount', n: 1 })] });
    const scratch = card('Царапка', { abilities: [act('anyCreature', wound(1), 'influence')] });
    const D2 = db(plain, deflector, lanternInf, scratch);
    const cards = [
      { card: 'Царапка', seat: 0 as const, at: 'A1' },
      { card: 'Царапка', seat: 0 as const, at: 'B1' },
      { card: 'Боец', seat: 0 as const, at: 'C3' },
      { card: 'Отражатель', seat: 1 as const, at: 'C4' },
      { card: 'Фонарь-воздействие', seat: 1 as const, at: 'E6' },
    ];

    it('534.7.2: the lantern that raised the original wound does not raise the generated wound again (2, not 3)', () => {
      const t = battle(D2, { cards });
      t.act(select('A1'), ab(0), target('C4'));
      expectDecision(t, Decision.Replacement, 1);
      t.act(replOf(t, 'Фонарь-воздействие')); // 1 → 2
      expectDecision(t, Decision.Replacement, 1);
      t.act(replOf(t, 'Отражатель'), target('C3'));
      expect(t.wounds('Отражатель')).toBe(0);
      expect(t.wounds(2)).toBe(2);
    });

    it('534.7.2 (negative): a new game action on the same creature is raised by the lantern as usual', () => {
      const t = battle(D2, { cards });
      t.act(select('B1'), ab(0), target('C3'));
      expect(t.wounds(2)).toBe(2);
    });
  });
});

describe('534.8 at the protection step a replacement counts as an influence', () => {
  const guardZov = card('Телохранитель-ЗОВ', { icons: { zov: true }, abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf' }, true)] });
  const D = db(plain, shooter, guardZov);

  it('534.8: a shot redirected to a bodyguard with protection from shots wounds it — it is now an influence', () => {
    const t = battle(D, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-ЗОВ', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expectDecision(t, Decision.Replacement, 1);
    t.act(REPLACE + 0);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds('Телохранитель-ЗОВ')).toBe(3);
  });

  it('534.8 (negative): the same bodyguard shot directly is protected (ЗОВ)', () => {
    const t = battle(D, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Телохранитель-ЗОВ', seat: 1, at: 'C4' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(1)).toBe(0);
  });

  /** The same bodyguard with "защита от воздействий" instead of ЗОВ. */
  const guardPi = card('Телохранитель-ЗОВозд', { abilities: [{ kind: 'keyword', keyword: 'protInfluence' }, repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf' }, true)] });
  /** Its text names the replacement a spell ("заклинание «щит»"): 534.8 "если в тексте не сказано иного". */
  const guardPiSpell = card('Телохранитель-заклинатель', { abilities: [{ kind: 'keyword', keyword: 'protInfluence' }, repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf', abilityType: 'spell' }, true)] });
  const guardZozSpell = card('Телохранитель-ЗОЗ', { icons: { zoz: true }, abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, { kind: 'redirectToSelf', abilityType: 'spell' }, true)] });
  const P = db(plain, shooter, guardPi, guardPiSpell, guardZozSpell, cutter);

  it('534.8: protection from influences stops the redirected wound — the replacement is an influence at the protection step', () => {
    const t = battle(P, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-ЗОВозд', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expectDecision(t, Decision.Replacement, 1);
    t.act(REPLACE + 0);
    // The effect was replaced (the original target is not wounded) and the replacing one stopped.
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds('Телохранитель-ЗОВозд')).toBe(0);
  });

  it('534.8 (negative): protection from influences does not stop the shot itself — shot directly, the same card is wounded', () => {
    const t = battle(P, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Телохранитель-ЗОВозд', seat: 1, at: 'C4' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds('Телохранитель-ЗОВозд')).toBe(3);
  });

  it('511.3 / 534.8: protection from influences stops an ordinary influence too', () => {
    const t = battle(P, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Телохранитель-ЗОВозд', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Телохранитель-ЗОВозд')).toBe(0);
  });

  it('534.8 "unless the text says otherwise": a replacement named a spell is not an influence — protection from influences lets it through, ЗОЗ stops it', () => {
    const t = battle(P, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-заклинатель', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    t.act(REPLACE + 0);
    expect(t.wounds('Телохранитель-заклинатель')).toBe(3);
    const u = battle(P, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Телохранитель-ЗОЗ', seat: 1, at: 'E6' }] });
    u.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    u.act(REPLACE + 0);
    expect(u.wounds(1)).toBe(0);
    expect(u.wounds('Телохранитель-ЗОЗ')).toBe(0);
  });
});

describe('vocabulary contract (vocab/ability.ts): EffectMatch.whileUnwounded — "only while the affected card is unwounded"', () => {
  /** "Ваши существа без ран не получают ран от воздействий." */
  const ward = card('Хранитель целых', { abilities: [repl({ op: 'wound', to: 'ownCreature', fromTypes: ['influence'], whileUnwounded: true }, { kind: 'nothing' })] });
  const D = db(plain, ward, cutter);

  it('whileUnwounded: an unwounded creature is covered even when the replacement\'s source is wounded', () => {
    const t = battle(D, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Хранитель целых', seat: 1, at: 'E6', wounds: 1 }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(0);
  });

  it('whileUnwounded (negative): a wounded creature is not covered even when the source is unwounded', () => {
    const t = battle(D, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', wounds: 1 }, { card: 'Хранитель целых', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(3);
  });
});
