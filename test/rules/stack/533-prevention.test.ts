/**
 * РП 533 — prevention effects (the classic text was not retrieved; Heroes 516 in seed 001 and
 * digest §7.4 describe them): static features reducing wounds at the prevention step (511.5), e.g.
 * Габриэль "уменьшает число получаемых ран на 1 каждый раз, когда ваше существо получает раны";
 * armour is one too. The engine's documented order (effects.ts `prevent`): card preventions first,
 * then armour. A prevention stops applying when its source leaves play (Heroes 516.6). Wounds only.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../../src/engine/core/enums.js';
import { endTurn, select, target, verb } from '../../helpers/scenario.js';
import {
  act,
  armorUsed,
  ab,
  battle,
  card,
  close,
  db,
  extraLives,
  heal,
  lives,
  logOn,
  logText,
  poison,
  poisonOf,
  prev,
  trig,
  wound,
} from './helpers.js';

const plain = card('Боец');
/** Габриэль: −1 to every wound effect on each of your creatures. */
const gab = card('Габриэль-тест', { abilities: [prev({ op: 'wound', to: 'ownCreature' }, 1)] });
const cutter = card('Резчик', { abilities: [act('anyCreature', wound(3), 'influence')] });
const spellStorm = card('Буря', { abilities: [act('allEnemyCreatures', wound(2), 'spell')] });
const armoured = card('Латник', { life: 12, icons: { armor: 2 } });
const D = db(plain, gab, cutter, spellStorm, armoured);

describe('533 a Габриэль-like prevention', () => {
  it('533: −1 on a wound effect on your creature (an ability: 3 → 2)', () => {
    const t = battle(D, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    logOn(t);
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(2);
    expect(logText(t)).toContain('предотвращение (Габриэль-тест E6): 1');
  });

  it('533: −1 on a simple strike on your creature (strong 3 → 2)', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });

  it('533: "каждый раз" — each wound effect of a group effect is reduced, Габриэль herself included', () => {
    const t = battle(D, { cards: [{ card: 'Буря', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Боец', seat: 1, at: 'A6' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0));
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds('Габриэль-тест')).toBe(1);
  });

  it('533 (negative): the opponent\'s creatures are not protected by Габриэль', () => {
    const t = battle(D, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Габриэль-тест', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(3);
  });

  it('533: two such preventions both apply (3 − 1 − 1 = 1)', () => {
    const t = battle(D, { cards: [{ card: 'Резчик', seat: 0, at: 'A1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }, { card: 'Габриэль-тест', seat: 1, at: 'A6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(1);
  });

  it('533: a prevention keyed on a type ("от выстрелов") reduces only that type', () => {
    const shotWard = card('Щит от стрел', { abilities: [prev({ op: 'wound', to: 'ownCreature', fromTypes: ['shot'] }, 2)] });
    const shooter = card('Стрелок-т', { move: 1, ranged: { kind: 'shot', values: [1, 2, 3] } });
    const d = db(plain, shotWard, shooter);
    const a = battle(d, { cards: [{ card: 'Стрелок-т', seat: 0, at: 'C2' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Щит от стрел', seat: 1, at: 'E6' }] });
    a.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(a.wounds('Боец')).toBe(1);
    const b = battle(d, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 1, at: 'C4', closed: true }, { card: 'Щит от стрел', seat: 1, at: 'E6' }] });
    b.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(b.wounds(1)).toBe(3);
  });

  it('533: a fully prevented wound is not applied — "when wounded" does not fire', () => {
    const touchy = card('Обидчивый', { abilities: [trig('selfWounded', 'self', lives(1))] });
    const weakCut = card('Царапка', { abilities: [act('anyCreature', wound(1), 'influence')] });
    const t = battle(db(touchy, gab, weakCut), { cards: [{ card: 'Царапка', seat: 0, at: 'A1' }, { card: 'Обидчивый', seat: 1, at: 'C4' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('C4'));
    expect(t.wounds('Обидчивый')).toBe(0);
    expect(extraLives(t, 'Обидчивый')).toBe(0);
  });
});

describe('533 armour (prevention of the first X wounds of non-magical attacks each turn)', () => {
  it('533: armour 2 prevents 2 of a strong strike; a second strike in the same turn gets no armour', () => {
    const t = battle(D, { cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 0, at: 'D3' }, { card: 'Латник', seat: 1, at: 'C4', closed: true }] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Латник')).toBe(1);
    t.rolls(6).act(select('D3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds('Латник')).toBe(4);
  });

  it('533 (negative): armour does not prevent a spell', () => {
    const t = battle(D, { cards: [{ card: 'Буря', seat: 0, at: 'A1' }, { card: 'Латник', seat: 1, at: 'C4' }] });
    t.act(select('A1'), ab(0));
    expect(t.wounds('Латник')).toBe(2);
    expect(armorUsed(t, 'Латник')).toBe(0);
  });

  it('533 (documented order): card preventions first, then armour — 2 −1 (Габриэль) −1 (armour), leaving 1 armour for later', () => {
    const t = battle(D, {
      cards: [{ card: 'Боец', seat: 0, at: 'C3' }, { card: 'Боец', seat: 0, at: 'D3' }, { card: 'Латник', seat: 1, at: 'C4', closed: true }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }],
    });
    logOn(t);
    t.rolls(4).act(select('C3'), verb(Verb.Strike), target('C4')); // medium: 2
    expect(t.wounds('Латник')).toBe(0);
    expect(armorUsed(t, 'Латник')).toBe(1);
    const log = logText(t);
    expect(log.indexOf('предотвращение (Габриэль-тест')).toBeLessThan(log.indexOf('броня: Латник'));
    t.rolls(6).act(select('D3'), verb(Verb.Strike), target('C4')); // strong: 3 −1 −1
    expect(t.wounds('Латник')).toBe(1);
    expect(armorUsed(t, 'Латник')).toBe(2);
  });
});

describe('533 / Heroes 516.6: a prevention stops when its source leaves play', () => {
  it('516.6: after Габриэль dies, wounds on your creatures are no longer reduced', () => {
    const frailGab = card('Габриэль-хрупкая', { life: 1, abilities: [prev({ op: 'wound', to: 'ownCreature' }, 1)] });
    const killer = card('Убийца', { abilities: [act('anyCreature', wound(3), 'influence')] });
    const t = battle(db(plain, frailGab, killer), {
      cards: [{ card: 'Убийца', seat: 0, at: 'A1' }, { card: 'Убийца', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль-хрупкая', seat: 1, at: 'E6' }],
    });
    // Габриэль prevents 1 of 3 on herself — still dies (life 1).
    t.act(select('A1'), ab(0), target('E6'));
    expect(t.cellOf('Габриэль-хрупкая')).toBe('grave');
    t.act(select('B1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(3);
  });

  it('516.6 (negative): while Габриэль is in play the same wound is reduced', () => {
    const killer = card('Убийца', { abilities: [act('anyCreature', wound(3), 'influence')] });
    const t = battle(db(plain, gab, killer), { cards: [{ card: 'Убийца', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'C4' }, { card: 'Габриэль-тест', seat: 1, at: 'E6' }] });
    t.act(select('B1'), ab(0), target('C4'));
    expect(t.wounds('Боец')).toBe(2);
  });
});

describe('533 prevention touches wound effects only (511.5)', () => {
  it('533: closing, poisoning, healing and extra lives are not reduced by a wound prevention', () => {
    const stunner = card('Оглушатель', { abilities: [act('enemyCreature', close, 'influence')] });
    const poisoner = card('Отравитель', { abilities: [act('enemyCreature', poison(2), 'influence')] });
    const healer = card('Лекарь-т', { abilities: [act('anyCreature', heal(2), 'influence')] });
    const blesser = card('Благодетель', { abilities: [act('anyCreature', lives(2), 'influence')] });
    const t = battle(db(plain, gab, stunner, poisoner, healer, blesser), {
      cards: [
        { card: 'Оглушатель', seat: 0, at: 'A1' },
        { card: 'Отравитель', seat: 0, at: 'B1' },
        { card: 'Лекарь-т', seat: 0, at: 'C1' },
        { card: 'Благодетель', seat: 0, at: 'D1' },
        { card: 'Боец', seat: 1, at: 'C4', wounds: 3 },
        { card: 'Габриэль-тест', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0), target('C4'));
    t.act(select('B1'), ab(0), target('C4'));
    t.act(select('C1'), ab(0), target('C4'));
    t.act(select('D1'), ab(0), target('C4'));
    expect(t.closed('Боец')).toBe(true);
    expect(poisonOf(t, 'Боец')).toBe(2);
    expect(t.wounds('Боец')).toBe(1);
    expect(extraLives(t, 'Боец')).toBe(2);
  });

  it('533: poison wounds at the start of the turn are wounds — Габриэль reduces them; armour does not', () => {
    const armouredPoisoned = card('Латник-т', { icons: { armor: 3 } });
    const t = battle(db(plain, gab, armouredPoisoned), {
      cards: [{ card: 'Латник-т', seat: 0, at: 'A1', poison: 2 }, { card: 'Габриэль-тест', seat: 0, at: 'B1' }, { card: 'Боец', seat: 1, at: 'E6' }],
      active: 1,
      first: 0,
      turn: 2,
    });
    t.act(endTurn());
    expect(t.wounds('Латник-т')).toBe(1);
    expect(armorUsed(t, 'Латник-т')).toBe(0);
  });
});
