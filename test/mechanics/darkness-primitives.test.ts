/**
 * Rule keywords 'wrapsRow' and 'drawsShotsAndThrows' (core/systems/keywords.ts), the splash of an
 * activated ability (mechanics/strike/splash.ts) and a counted X of a composite stage (mechanics/wounds/counted-x.ts),
 * on synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const ab = (k: number): number => verb(Verb.Ability + k);
const db = makeDb([
  synth('D-Тело', { life: 20 }),
  synth('D-Кольцо', { move: 1, hasText: true, support: 'implemented', abilities: [{ kind: 'keyword', keyword: 'wrapsRow' }] }),
  synth('D-Приманка', { hasText: true, support: 'implemented', abilities: [{ kind: 'keyword', keyword: 'drawsShotsAndThrows' }] }),
  synth('D-Стрелок', { ranged: { kind: 'shot', values: [1, 1, 1], range: 2 } }),
  synth('D-Волна', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence', splash: 'enemiesNextToTargetSameWeakStrike' }],
  }),
  synth('D-Счёт', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'spell', then: [{ target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'spell', x: 'ownCardsAboveLife', xMax: 2 }] }],
  }),
  synth('D-Слабак', { strike: [2, 2, 2] }),
]);

describe('wrapsRow', () => {
  it('the edge cells of a row are neighbours for its moves (cost 1) and its strike', () => {
    const t = battle(db, { cards: [{ card: 'D-Кольцо', seat: 0, at: 'E1' }, { card: 'D-Тело', seat: 1, at: 'A6' }] });
    t.act(select('E1'), verb(Verb.Move));
    expect(t.legal()).toContain(target('A1'));
    const u = battle(db, { cards: [{ card: 'D-Кольцо', seat: 0, at: 'E4' }, { card: 'D-Тело', seat: 1, at: 'A4' }] });
    u.act(select('E4'), verb(Verb.Strike));
    expect(u.legal()).toEqual([target('A4')]);
  });
});

describe('drawsShotsAndThrows', () => {
  it('enemy shots only at it, at any range; with none of them, the usual targets', () => {
    const t = battle(db, { cards: [{ card: 'D-Стрелок', seat: 0, at: 'A1' }, { card: 'D-Тело', seat: 1, at: 'A3' }, { card: 'D-Приманка', seat: 1, at: 'E6' }] });
    t.act(select('A1'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('E6')]);
    const u = battle(db, { cards: [{ card: 'D-Стрелок', seat: 0, at: 'A1' }, { card: 'D-Тело', seat: 1, at: 'A3' }, { card: 'D-Тело', seat: 1, at: 'E6' }] });
    u.act(select('A1'), verb(Verb.Ranged));
    expect(u.legal()).toEqual([target('A3')]);
  });
});

describe('splash (same printed weak strike)', () => {
  it('the chosen target and the enemy creatures next to it with its printed weak strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'D-Волна', seat: 0, at: 'A1' },
        { card: 'D-Слабак', seat: 1, at: 'C4' },
        { card: 'D-Слабак', seat: 1, at: 'D5' },
        { card: 'D-Тело', seat: 1, at: 'B4' },
        { card: 'D-Слабак', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), ab(0), target('C4'));
    expect([t.wounds(1), t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([2, 2, 0, 0]);
  });
});

describe('counted X of a composite stage', () => {
  it('counts own cards with more lives than printed when the stage executes, capped', () => {
    const t = battle(db, { cards: [{ card: 'D-Счёт', seat: 0, at: 'A1' }, { card: 'D-Тело', seat: 0, at: 'B1', extraLives: 2 }, { card: 'D-Тело', seat: 0, at: 'C1', extraLives: 1 }, { card: 'D-Тело', seat: 1, at: 'E6' }] });
    t.act(select('A1'), ab(0), target('E6'));
    expect(t.wounds(3)).toBe(1 + 2); // 3 qualify, max 2
  });
});
