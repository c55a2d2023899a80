/**
 * Король-жрец s1_94, «потеря памяти» (mechanics/features/lose-features.ts loseAllFeatures): the creature loses
 * all its printed features until Король-жрец leaves the battlefield; acquired ones stay (rulings s1_94).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { G, NONE } from '../../src/engine/core/state.js';
import { checkDeaths } from '../../src/engine/core/death.js';
import { leaveBattleToGrave } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { gainCounters } from '../../src/engine/core/systems/counters.js';
import { battle, cardIndex, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('КЖ-Болван'),
  // A shooter with armour and protection from shots: all of it printed.
  synth('КЖ-Стрелок', { icons: { armor: 2, zov: true }, ranged: { kind: 'shot', values: [2, 2, 2] }, hasText: true, support: 'implemented' }),
]);
const KING = cardIndex(db, 'Король-жрец');
const SHOOTER = cardIndex(db, 'КЖ-Стрелок');

function settle(t: ReturnType<typeof battle>): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

/** Король-жрец on C2 uses «потеря памяти» on the creature on C4, and the engine settles. */
function memoryLoss(t: ReturnType<typeof battle>): void {
  t.act(select('C2'), verb(Verb.Ability + 0), target('C4'));
  settle(t);
}

describe('Король-жрец (s1_94): {counter}{tap}: «потеря памяти» — существо теряет все особенности, пока Король-жрец не покинет поле боя (1 раз за бой)', () => {
  it('Король-жрец (s1_94): the creature loses its ranged attack, armour and icons; they come back when Король-жрец leaves the battlefield', () => {
    const t = battle(db, {
      cards: [
        { card: 'Король-жрец', seat: 0, at: 'C2', counters: 1 },
        { card: 'КЖ-Стрелок', seat: 1, at: 'C4' },
        { card: 'КЖ-Болван', seat: 1, at: 'E6' },
        { card: 'КЖ-Болван', seat: 0, at: 'A1' },
      ],
    });
    const king = t.card(0);
    const shooter = t.card(1);
    memoryLoss(t);
    expect(t.s.counters[king]).toBe(0);
    expect(t.closed(0)).toBe(true);
    expect(t.s.card[shooter]).toBe(db.twinOf[SHOOTER]);
    const c = t.s.card[shooter]!;
    expect([db.armor[c], db.rangedKind[c], db.kw[c]! & 0x10]).toEqual([0, 0, 0]); // no armour, no shot, no ЗОВ
    expect(t.s.db.defs[c]!.name).toBe('КЖ-Стрелок'); // the same card: name, life, strike
    expect(db.life[c]).toBe(db.life[SHOOTER]);
    expect(checkInvariants(t.s)).toBeNull();
    // Its controller's turn: a move and a simple strike, no shot.
    t.act(endTurn());
    settle(t);
    t.act(select('C4'));
    expect(t.legal()).not.toContain(verb(Verb.Ranged));
    // Король-жрец leaves the battlefield: the features come back.
    leaveBattleToGrave(t.s, king);
    expect(t.s.card[shooter]).toBe(SHOOTER);
    expect(t.s.card[king]).toBe(KING);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Король-жрец (s1_94): (1 раз за бой) — with a {counter} again and open, «потеря памяти» is not offered a second time', () => {
    const t = battle(db, {
      cards: [
        { card: 'Король-жрец', seat: 0, at: 'C2', counters: 1 },
        { card: 'КЖ-Стрелок', seat: 1, at: 'C4' },
        { card: 'КЖ-Болван', seat: 1, at: 'E6' },
      ],
    });
    memoryLoss(t);
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.s.counters[t.card(0)] = 1;
    expect(t.closed(0)).toBe(false);
    t.act(select('C2'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
    expect(t.legal()).toContain(verb(Verb.Ability + 1)); // the heal
  });

  it('Король-жрец (s1_94) and 123.4: counters gained without the features stay under the card\'s cap once they come back — Бон и Берроу keeps 1 of 2 (regression: self-check game 10,811 of run seed 20261201)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Король-жрец', seat: 0, at: 'C2', counters: 1 },
        { card: 'Бон и Берроу', seat: 1, at: 'C4' },
        { card: 'КЖ-Болван', seat: 1, at: 'E6' },
        { card: 'КЖ-Болван', seat: 0, at: 'A1' },
      ],
    });
    const king = t.card(0);
    const bb = t.card(1);
    memoryLoss(t);
    // Without its features it has no «Не может иметь более 1 {counter}»: two counters (Знахарь племени's Valhalla, e.g.).
    expect(gainCounters(t.s, NONE, bb, 2)).toBe(2);
    expect(checkInvariants(t.s)).toBeNull();
    t.s.log = [];
    leaveBattleToGrave(t.s, king);
    expect(t.s.card[bb]).toBe(cardIndex(db, 'Бон и Берроу'));
    expect(t.s.counters[bb]).toBe(1);
    expect(t.s.log.join('\n')).toContain('Бон и Берроу C4 получает обратно свои особенности\n  Бон и Берроу C4 теряет фишку: 1');
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Король-жрец (s1_94): a creature that dies without its features reaches the graveyard as its printed card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Король-жрец', seat: 0, at: 'C2', counters: 1 },
        { card: 'КЖ-Стрелок', seat: 1, at: 'C4', wounds: 9 },
        { card: 'КЖ-Болван', seat: 1, at: 'E6' },
      ],
    });
    const shooter = t.card(1);
    memoryLoss(t);
    expect(t.s.card[shooter]).toBe(db.twinOf[SHOOTER]);
    t.s.wounds[shooter] = 10;
    t.s.g[G.Wounded] = 1;
    checkDeaths(t.s);
    expect(t.s.zone[shooter]).toBe(Zone.Grave);
    expect(t.s.card[shooter]).toBe(SHOOTER);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Король-жрец (s1_94): ruling — a Король-жрец made featureless by another keeps his own victim featureless until he leaves the battlefield', () => {
    const t = battle(db, {
      cards: [
        { card: 'Король-жрец', seat: 0, at: 'C2', counters: 1 },
        { card: 'КЖ-Стрелок', seat: 0, at: 'A1' },
        { card: 'Король-жрец', seat: 1, at: 'C5', counters: 1 },
        { card: 'КЖ-Болван', seat: 1, at: 'E6' },
      ],
      active: 1,
    });
    const [kingA, shooter, kingB] = [t.card(0), t.card(1), t.card(2)];
    // Seat 1's Король-жрец takes the shooter's features.
    t.act(select('C5'), verb(Verb.Ability + 0), target('A1'));
    settle(t);
    expect(t.s.card[shooter]).toBe(db.twinOf[SHOOTER]);
    t.act(endTurn());
    settle(t);
    // Seat 0's Король-жрец takes his: nothing happens to the shooter.
    t.act(select('C2'), verb(Verb.Ability + 0), target('C5'));
    settle(t);
    expect(t.s.card[kingB]).toBe(db.twinOf[KING]);
    expect(t.s.card[shooter]).toBe(db.twinOf[SHOOTER]);
    // The shooter gets its features back when the featureless Король-жрец leaves the battlefield.
    leaveBattleToGrave(t.s, kingB);
    expect(t.s.card[shooter]).toBe(SHOOTER);
    expect(t.s.card[kingA]).toBe(KING);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Король-жрец (s1_94): ruling — Линнет\'s "погибает, когда ваша Линнет покидает поле боя" is acquired: the partner still dies with her gone', () => {
    const t = battle(db, {
      cards: [
        { card: 'Линнет', seat: 0, at: 'A1' },
        { card: 'КЖ-Стрелок', seat: 0, at: 'A2' },
        { card: 'Король-жрец', seat: 1, at: 'C5', counters: 1 },
        { card: 'КЖ-Болван', seat: 1, at: 'E6' },
      ],
      active: 1,
    });
    const [linnet, partner] = [t.card(0), t.card(1)];
    t.s.g[G.LinkHost + 0] = linnet + 1; // the link core/systems/recruit.ts makes at the recruitment
    t.s.g[G.LinkPartner + 0] = partner + 1;
    t.act(select('C5'), verb(Verb.Ability + 0), target('A2'));
    settle(t);
    expect(t.s.card[partner]).toBe(db.twinOf[SHOOTER]);
    leaveBattleToGrave(t.s, linnet);
    checkDeaths(t.s);
    expect(t.s.zone[partner]).toBe(Zone.Grave);
  });
});
