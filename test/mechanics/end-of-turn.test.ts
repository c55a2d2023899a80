/**
 * End of turn (mechanics/triggers/end-of-turn.ts, digest §4.1 step 3): "в конце вашего хода" / "в конце хода
 * противника" triggers, the "если не перемещался в этот ход" condition; and the timed change of lives
 * ("получает -3 к {health} до конца хода", core/systems/durations.ts TimedKind.Life).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { livesLeft } from '../../src/engine/core/instance.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Копилка', {
    abilities: [{ kind: 'triggered', on: 'endOfOwnTurn', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('Сторож', {
    abilities: [{ kind: 'triggered', on: 'endOfEnemyTurn', target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('Камень', {
    abilities: [{ kind: 'triggered', on: 'endOfOwnTurn', optional: true, unmoved: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('Силач', {
    abilities: [
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { strike: 2 }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  }),
  synth('Ужас', {
    abilities: [
      { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'grant', grant: { life: -3 }, duration: 'endOfTurn' }, abilityType: 'spell' },
      { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'grant', grant: { life: -2 }, duration: 'targetNextTurn' }, abilityType: 'spell' },
    ],
  }),
  synth('Болван', { life: 5 }),
]);

describe('end-of-turn triggers (mechanics/triggers/end-of-turn.ts)', () => {
  it('"в конце вашего хода": fires when its controller ends his turn, not at the opponent\'s turn end', () => {
    const t = battle(db, {
      cards: [
        { card: 'Копилка', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    expect(t.s.g[G.Turn]).toBe(1);
    t.act(endTurn());
    expect(t.s.counters[t.card('Копилка')]).toBe(1);
    expect(t.s.g[G.Turn]).toBe(2); // then the turn passed
    expect(t.s.g[G.EndingTurn]).toBe(0);
    expect(t.s.g[G.Active]).toBe(1);
    t.act(endTurn());
    expect(t.s.counters[t.card('Копилка')]).toBe(1); // the opponent's turn end: nothing
    t.act(endTurn());
    expect(t.s.counters[t.card('Копилка')]).toBe(2);
  });

  it('"в конце хода противника": a chosen target is asked for at the end of the opponent\'s turn, before the turn passes', () => {
    const t = battle(db, {
      cards: [
        { card: 'Сторож', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6' },
        { card: 'Болван', seat: 1, at: 'D6' },
      ],
    });
    t.act(endTurn()); // own turn end: nothing
    expect(t.s.g[G.Turn]).toBe(2);
    expect(t.decision()).toBe(Decision.Main);
    t.act(endTurn()); // seat 1 ends: seat 0's trigger names its target
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.s.g[G.Turn]).toBe(2); // the turn has not passed yet
    t.act(target('D6'));
    expect(t.wounds(2)).toBe(1);
    expect(t.s.g[G.Turn]).toBe(3);
    expect(t.s.g[G.Active]).toBe(0);
  });

  it('"если не перемещался в этот ход": no trigger after a move; optional ("может") otherwise', () => {
    const t = battle(db, {
      cards: [
        { card: 'Камень', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C1'), verb(Verb.Move), target('C2'), endTurn());
    expect(t.s.counters[t.card('Камень')]).toBe(0);
    expect(t.s.g[G.Turn]).toBe(2);
    t.act(endTurn(), endTurn()); // turn 3: it did not move
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal()).toContain(TRIGGER_SKIP + 0);
    t.act(TRIGGER + 0);
    expect(t.s.counters[t.card('Камень')]).toBe(1);
    t.act(endTurn(), endTurn()); // turn 5: declined
    t.act(TRIGGER_SKIP + 0);
    expect(t.s.counters[t.card('Камень')]).toBe(1);
    expect(t.s.g[G.Turn]).toBe(6);
  });

  it('"до конца хода" effects still hold while the end-of-turn triggers are played', () => {
    const t = battle(db, {
      cards: [
        { card: 'Силач', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6' },
        { card: 'Сторож', seat: 1, at: 'E5' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.s.tStrike[t.card('Силач')]).toBe(2);
    t.act(endTurn());
    // Сторож (seat 1) wants a target at the end of seat 0's turn: the +2 still holds.
    expect(t.decision()).toBe(Decision.Target);
    expect(t.s.tStrike[t.card('Силач')]).toBe(2);
    t.act(target('A1'));
    expect(t.wounds('Силач')).toBe(1);
    expect(t.s.tStrike[t.card('Силач')]).toBe(0); // expired with the turn
  });

  it('a game without end-of-turn triggers passes the turn at once (no event recorded)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Силач', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(endTurn());
    expect(t.s.g[G.Turn]).toBe(2);
    expect((t.s.g[G.TrigKinds]! >> 22) & 1).toBe(0);
  });
});

describe('timed change of lives (durations.ts TimedKind.Life)', () => {
  it('"-3 к {health} до конца хода": lives drop at once and come back at the next turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ужас', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    const b = t.card('Болван');
    t.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    expect(livesLeft(t.s, b)).toBe(2);
    expect(t.s.zone[b]).toBe(Zone.Field);
    t.act(endTurn());
    expect(livesLeft(t.s, b)).toBe(5);
  });

  it('a card left with 0 lives dies (ruling s1_157: 3 lives and -3 → destroyed)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ужас', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6', wounds: 2 },
        { card: 'Болван', seat: 1, at: 'D6' },
      ],
    });
    const b = t.card(1);
    t.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    expect(t.s.zone[b]).toBe(Zone.Grave);
  });

  it('a penalty that starts with the target\'s next turn can kill at that turn\'s start', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ужас', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'E6', wounds: 3 },
        { card: 'Болван', seat: 1, at: 'D6' },
      ],
    });
    const b = t.card(1);
    t.act(select('A1'), verb(Verb.Ability + 1), target('E6'));
    expect(t.s.zone[b]).toBe(Zone.Field);
    t.act(endTurn());
    expect(t.s.zone[b]).toBe(Zone.Grave);
  });
});
