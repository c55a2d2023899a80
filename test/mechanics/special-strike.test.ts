/**
 * Special strikes, finishing, "при гибели", "Вальхалла", "при {strike}" / "при ударе по …" and the
 * death subject filter (src/engine/core/systems/special-strike.ts), with synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/engine/vocab/ability.js';
import { AttackKind, Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { isStrikeType } from '../../src/engine/core/systems/special-strike.js';
import { endTurn, select, target, verb } from '../helpers/scenario.js';
import { PASS, ab, act, battle, card, db, expectDecision, logOn, logText, trig, wound } from '../rules/stack/helpers.js';

const plain = card('Боец');
const armoured = card('Латник-тест', { icons: { armor: 1 } });
const ghost = card('Призрак-тест', { life: 2, incorporeal: true });
/** {tap}: special strike for 3 on an adjacent creature. */
const striker = card('Ударник', { abilities: [act('adjacentCreature', wound(3), 'specialStrike')] });
/** {tap}: finishing for 2. */
const finisher = card('Добиватель', { abilities: [act('adjacentCreature', { op: 'finish', amount: 2 }, 'influence')] });
/** "При гибели — особый удар на 2." */
const wolf = card('Волк-тест', { life: 2, abilities: [trig('selfDies', 'adjacentCreature', wound(2), { abilityType: 'specialStrike' })] });
/** "Вальхалла: ранить ваше существо на 1." */
const valk = card('Валькирия-тест', { abilities: [trig('valhalla', 'ownCreature', wound(1))] });

const strikeTrig = (on: 'selfStrikes' | 'selfStruck', strike: NonNullable<Extract<Ability, { kind: 'triggered' }>['strike']>, abilityType: 'influence' | 'specialStrike' = 'influence', amount = 1): Ability => ({
  kind: 'triggered',
  on,
  target: 'eventCard',
  effect: { op: 'wound', amount },
  abilityType,
  strike,
});

describe('special strike ("особый удар на N")', () => {
  it('wounds an adjacent creature by N: no dice, no defender, no counter-strike; a strike type', () => {
    const t = battle(db(striker, plain), { cards: [{ card: 'Ударник', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'D4' }] });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('C4'), target('D4')].sort((a, b) => a - b));
    t.act(target('C4'));
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(isStrikeType(AttackKind.SpecialStrike)).toBe(true);
  });

  it('is a non-magical attack: armour prevents it (digest §5.9)', () => {
    const t = battle(db(striker, armoured), { cards: [{ card: 'Ударник', seat: 0, at: 'C3' }, { card: 'Латник-тест', seat: 1, at: 'C4' }] });
    t.act(select('C3'), ab(0), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });

  it('may target an own adjacent creature, never a non-adjacent one', () => {
    const t = battle(db(striker, plain), { cards: [{ card: 'Ударник', seat: 0, at: 'C3' }, { card: 'Боец', seat: 0, at: 'B3' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('B3')]);
  });
});

describe('finishing ("добивание на X")', () => {
  it('regression: a "+1 к дальности" aura does not raise the X of a finishing feature (the X is not a range)', () => {
    // The finisher has a shot, so the aura would reach its ranged features; X stays 2.
    const archerFinisher = card('Добиватель-стрелок', { ranged: { kind: 'shot', values: [1, 1, 1], range: 2 }, abilities: [act('adjacentCreature', { op: 'finish', amount: 2 }, 'influence')] });
    const paladin = card('Паладин-тест', { abilities: [{ kind: 'rangeAura', amount: 1 }] });
    const t = battle(db(archerFinisher, paladin, plain), {
      cards: [
        { card: 'Добиватель-стрелок', seat: 0, at: 'C3' },
        { card: 'Паладин-тест', seat: 0, at: 'C2' },
        { card: 'Боец', seat: 1, at: 'C4', wounds: 8 },
        { card: 'Боец', seat: 1, at: 'D4', wounds: 7 },
      ],
    });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
  });

  it('destroys an adjacent creature with X or fewer lives left, without wounds; others are not targets', () => {
    const t = battle(db(finisher, plain), {
      cards: [
        { card: 'Добиватель', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 1, at: 'C4', wounds: 8 },
        { card: 'Боец', seat: 1, at: 'D4', wounds: 7 },
        { card: 'Боец', seat: 1, at: 'E6', wounds: 9 },
      ],
    });
    t.act(select('C3'), ab(0));
    expect(t.legal()).toEqual([target('C4')]);
    const log = logOn(t);
    t.act(target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(log.join('\n')).toContain('уничтожено');
  });

  it('an incorporeal creature cannot be finished', () => {
    const t = battle(db(finisher, ghost, plain), { cards: [{ card: 'Добиватель', seat: 0, at: 'C3' }, { card: 'Призрак-тест', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability));
  });

  it('the destroyed creature dies: "при гибели существа" triggers fire', () => {
    const mourner = card('Скорбящий-тест', { abilities: [trig('otherCreatureDies', 'self', { op: 'extraLives', amount: 1 })] });
    const t = battle(db(finisher, plain, mourner), {
      cards: [{ card: 'Добиватель', seat: 0, at: 'C3' }, { card: 'Скорбящий-тест', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4', wounds: 9 }, { card: 'Боец', seat: 1, at: 'E6' }],
    });
    t.act(select('C3'), ab(0), target('C4'));
    expect(t.s.extraLives[t.card(1)]).toBe(1);
  });

  it('X is a restriction on the target: a target with more lives at the legality check is not finished (s1 №115 ruling)', () => {
    const healer = card('Лекарь-тест', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 3 }, abilityType: 'influence' }] });
    const t = battle(db(finisher, plain, healer), {
      cards: [{ card: 'Добиватель', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', wounds: 9 }, { card: 'Лекарь-тест', seat: 1, at: 'E6' }],
    });
    t.act(select('C3'), ab(0), target('C4'));
    expectDecision(t, Decision.Priority, 1);
    // P2 answers with the heal: the target has 4 lives at the legality check.
    t.act(select('E6'), ab(0), target('C4'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.zoneOf(1)).toBe(Zone.Field);
    expect(t.closed(0)).toBe(false); // removed unpaid (512.5.3)
  });
});

describe('"при гибели" (selfDies)', () => {
  it('a dead card strikes from its last cell: the killer next to it takes the special strike', () => {
    const t = battle(db(wolf, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Волк-тест', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expectDecision(t, Decision.Target, 1);
    t.act(target('C3'));
    expect(t.wounds(0)).toBe(2);
  });

  it('mandatory: with only an own card next to it, the dead card strikes its own card (s1 №8 ruling)', () => {
    const frail = card('Хрупкий-тест', { life: 1 });
    const shooter = card('Стрелок-тест', { abilities: [act('enemyCreature', wound(2), 'discharge')] });
    const t = battle(db(wolf, plain, shooter, frail), { cards: [{ card: 'Стрелок-тест', seat: 0, at: 'A1' }, { card: 'Волк-тест', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'C5' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expectDecision(t, Decision.Target, 1);
    expect(t.legal()).toEqual([target('C5')]);
    t.act(target('C5'));
    expect(t.wounds(2)).toBe(2);
  });

  it('with nothing next to the cell it died on, the trigger is not declared', () => {
    const shooter = card('Стрелок-тест', { abilities: [act('enemyCreature', wound(2), 'discharge')] });
    const t = battle(db(wolf, plain, shooter), { cards: [{ card: 'Стрелок-тест', seat: 0, at: 'A1' }, { card: 'Волк-тест', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expectDecision(t, Decision.Main, 0);
  });
});

describe('"Вальхалла" (valhalla)', () => {
  it("fires at the start of its owner's turn while the card is in his graveyard, not in the opponent's turn", () => {
    const t = battle(db(valk, plain), {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Валькирия-тест', seat: 1, at: 'grave' }, { card: 'Боец', seat: 1, at: 'C5' }, { card: 'Валькирия-тест', seat: 0, at: 'grave' }],
    });
    t.act(endTurn());
    expectDecision(t, Decision.Target, 1);
    expect(t.legal()).toEqual([target('C5')]);
    t.act(target('C5'));
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(0)).toBe(0);
  });

  it('does not fire from the battlefield', () => {
    const t = battle(db(valk, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Валькирия-тест', seat: 1, at: 'C5' }] });
    t.act(endTurn());
    expectDecision(t, Decision.Main, 1);
  });
});

describe('"при {strike}" (selfStrikes) and "при ударе по …" (selfStruck)', () => {
  const strongOnly = card('Сильный-тест', { abilities: [strikeTrig('selfStrikes', { tiers: [3] })] });
  const anyStrike = card('Любой-тест', { abilities: [strikeTrig('selfStrikes', {})] });
  const attackOnly = card('Нападающий-тест', { abilities: [strikeTrig('selfStrikes', { attackOnly: true })] });
  const spiky = card('Шипастый-тест', { abilities: [strikeTrig('selfStruck', { special: true }, 'specialStrike', 2)] });

  it('"при сильном {strike}" fires on a strong strike only, on the struck card', () => {
    const t = battle(db(strongOnly, plain), { cards: [{ card: 'Сильный-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3 + 1);
    const u = battle(db(strongOnly, plain), { cards: [{ card: 'Сильный-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    u.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(1);
  });

  it('"при {strike}" fires on a counter-strike too; a miss is no strike', () => {
    const t = battle(db(anyStrike, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Любой-тест', seat: 1, at: 'C4' }] });
    t.rolls(3, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −3: weak counter-strike only
    expect(t.wounds(0)).toBe(1 + 1);
    const u = battle(db(anyStrike, plain), { cards: [{ card: 'Любой-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    u.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('C4')); // −2: miss
    expect(u.wounds(1)).toBe(0);
  });

  it('"в нападении": not on a counter-strike', () => {
    const t = battle(db(attackOnly, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Нападающий-тест', seat: 1, at: 'C4' }] });
    t.rolls(3, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(0)).toBe(1);
    const u = battle(db(attackOnly, plain), { cards: [{ card: 'Нападающий-тест', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    u.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(1 + 1);
  });

  it('"при ближнем ударе по X — особый удар на 2 по атаковавшему": simple and special strikes on it', () => {
    const t = battle(db(spiky, plain), { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Шипастый-тест', seat: 1, at: 'C4' }] });
    t.rolls(4, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(0)).toBe(2);
    const u = battle(db(spiky, striker), { cards: [{ card: 'Ударник', seat: 0, at: 'C3' }, { card: 'Шипастый-тест', seat: 1, at: 'C4' }] });
    u.act(select('C3'), ab(0), target('C4'));
    expect(u.wounds(1)).toBe(3);
    expect(u.wounds(0)).toBe(2);
  });
});

describe('death subject filter', () => {
  it('"при гибели существа противника" / "нелетающего существа"', () => {
    const enemyDeaths = card('Враг-смерть-тест', { abilities: [{ kind: 'triggered', on: 'otherCreatureDies', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence', subject: { side: 'enemy' } }] });
    const groundDeaths = card('Земля-смерть-тест', { abilities: [{ kind: 'triggered', on: 'otherCreatureDies', target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence', subject: { flyer: false } }] });
    const frail = card('Хрупкий-тест', { life: 1 });
    const bat = card('Мышь-тест', { life: 1, type: 'flyer', move: 0 });
    const shooter = card('Стрелок-тест', { abilities: [act('anyCreature', wound(2), 'discharge')] });
    const D = db(enemyDeaths, groundDeaths, frail, bat, shooter, plain);
    const cards = [
      { card: 'Стрелок-тест', seat: 0 as const, at: 'A1' },
      { card: 'Враг-смерть-тест', seat: 0 as const, at: 'B1' },
      { card: 'Земля-смерть-тест', seat: 0 as const, at: 'C1' },
      { card: 'Хрупкий-тест', seat: 0 as const, at: 'D1' },
      { card: 'Мышь-тест', seat: 1 as const, at: 'aux' },
      { card: 'Боец', seat: 1 as const, at: 'E6' },
    ];
    const t = battle(D, { cards });
    t.act(select('A1'), ab(0), target('D1')); // own ground creature dies
    expect(t.s.extraLives[t.card(1)]).toBe(0);
    expect(t.s.extraLives[t.card(2)]).toBe(1);
    const u = battle(D, { cards });
    logOn(u);
    u.act(select('A1'), ab(0));
    const auxTarget = u.legal().find((a) => !u.legalNames()[u.legal().indexOf(a)]!.match(/[A-E][1-6]/));
    u.act(auxTarget!); // enemy flyer dies
    expect(u.zoneOf(4), logText(u)).toBe(Zone.Grave);
    expect(u.s.extraLives[u.card(1)]).toBe(1);
    expect(u.s.extraLives[u.card(2)]).toBe(0);
  });
});

describe('"при инкарнации вашего существа" (ownIncarnates) and the adjacent / cost filters of all* targets', () => {
  it('fires for its controller’s incarnating card', () => {
    const phoenix = card('Феникс-тест', { incarnation: 1 });
    const watcher = card('Наблюдатель-тест', { abilities: [trig('ownIncarnates', 'self', { op: 'extraLives', amount: 1 })] });
    const t = battle(db(phoenix, watcher, plain), {
      cards: [{ card: 'Наблюдатель-тест', seat: 0, at: 'C3' }, { card: 'Феникс-тест', seat: 0, at: 'grave' }, { card: 'Наблюдатель-тест', seat: 1, at: 'C5' }],
      active: 1,
      first: 0,
      turn: 2,
    });
    t.act(endTurn());
    t.act(t.legal()[0]!);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
    expect(t.s.extraLives[t.card(2)]).toBe(0);
  });

  it('allCreatures with { adjacent, maxCost }: only cheap creatures next to the source', () => {
    const cheap = card('Дешёвка-тест', { cost: 2 });
    const dear = card('Дорогуша-тест', { cost: 6 });
    const quake = card('Толчок-тест', { abilities: [act('allCreatures', wound(1), 'influence', { filter: { adjacent: true, maxCost: 4 } })] });
    const t = battle(db(cheap, dear, quake), {
      cards: [
        { card: 'Толчок-тест', seat: 0, at: 'C3' },
        { card: 'Дешёвка-тест', seat: 0, at: 'C2' },
        { card: 'Дешёвка-тест', seat: 1, at: 'D4' },
        { card: 'Дорогуша-тест', seat: 1, at: 'C4' },
        { card: 'Дешёвка-тест', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C3'), ab(0));
    expect([t.wounds(0), t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([0, 1, 1, 0, 0]);
  });
});
