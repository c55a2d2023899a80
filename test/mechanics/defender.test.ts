/**
 * Defenders (digest §5.5): who may be assigned, by whom, against what, and what the defender does.
 *
 * Geometry used below (attacker seat 0 at C3, attacked card seat 1 at C4):
 *   B3, D3, B4, D4 are next to both; B2/C2/D2 only to the attacker; B5/C5/D5 only to the attacked card.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { DEFEND_NONE } from '../../src/engine/core/action.js';
import {
  battle,
  cells,
  defend,
  defendAux,
  endTurn,
  exchangeFull,
  noDefender,
  selectAux,
  select,
  target,
  targetAux,
  verb,
  type BattleSpec,
} from '../helpers/scenario.js';
import { MECH_DB } from '../helpers/cards.js';

const db = MECH_DB;

/** Attacker at C3, target at C4, seat-1 candidates on the given cells. */
function position(candidates: string[], over: Partial<BattleSpec> & { attacker?: string; targetCard?: string; closed?: string[] } = {}) {
  return battle(db, {
    opts: over.opts ?? {},
    cards: [
      { card: over.attacker ?? 'Боец', seat: 0, at: 'C3' },
      { card: over.targetCard ?? 'Крепыш', seat: 1, at: 'C4' },
      ...candidates.map((at) => ({ card: 'Крепыш', seat: 1 as const, at, closed: over.closed?.includes(at) ?? false })),
    ],
  });
}

const ALL = ['B3', 'D3', 'B4', 'D4', 'C2', 'D2', 'B5', 'C5', 'A4', 'E4'];

describe('digest §5.5 defenders', () => {
  it('default geometry [I]: next to both the attacker and the attacked card; offered to the attacked card\'s controller', () => {
    const t = position(ALL);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect([t.decision(), t.decider()]).toEqual([Decision.Defender, 1]);
    expect(t.legal()).toEqual([DEFEND_NONE, ...cells(defend, 'B3', 'D3', 'B4', 'D4')]);
  });

  it('option defenderAdjacentToAttackerOnly [M]: next to the attacker only', () => {
    const t = position(ALL, { opts: { defenderAdjacentToAttackerOnly: true } });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.legal()).toEqual([DEFEND_NONE, ...cells(defend, 'B3', 'D3', 'B4', 'D4', 'C2', 'D2')]);
  });

  it('the attacked card can never defend itself (both geometries)', () => {
    for (const opt of [false, true]) {
      const t = position(['B4'], { opts: { defenderAdjacentToAttackerOnly: opt } });
      t.act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.legal()).not.toContain(defend('C4'));
      expect(t.legal()).toContain(defend('B4'));
    }
  });

  it('own cards of the attacker never defend the enemy', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
        { card: 'Крепыш', seat: 0, at: 'B4' },
      ],
    });
    t.rolls(3, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    // No eligible defender: no Defender decision, the dice are rolled at once.
    expect(t.decision()).toBe(Decision.Main);
  });

  it('RUL-014: a defender must be open', () => {
    const t = position(['B4', 'D4'], { closed: ['D4'] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.legal()).toEqual([DEFEND_NONE, defend('B4')]);
    // All candidates closed: no Defender decision at all.
    const u = position(['B4', 'D4'], { closed: ['B4', 'D4'] });
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.decision()).not.toBe(Decision.Defender);
  });

  it('a closed attacked card may still be defended by an open card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4', closed: true },
        { card: 'Крепыш', seat: 1, at: 'B4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.legal()).toEqual([DEFEND_NONE, defend('B4')]);
    // The defender is open, so it rolls: dice 3 vs 5 = −2, a miss (a closed card would take a hit).
    t.rolls(3, 5).act(defend('B4'));
    expect([t.wounds(1), t.wounds(2), t.wounds(0)]).toEqual([0, 0, 0]);
    expect(t.s.g[G.RollD]).toBe(5);
  });

  it('§5.1 directed strike (НУ): no defender may be assigned', () => {
    const t = position(['B4', 'D4'], { attacker: 'Направленный' });
    t.rolls(3, 3);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(1); // the attacked card itself fought
  });

  it('a real directed card (Бронтобей, НУ + ОвА 2) gets no Defender decision either', () => {
    const t = battle(db, {
      cards: [
        { card: 'Бронтобей', seat: 0, at: 'C3' },
        // Diagonal target (not "напротив", so Бронтобей's +1 does not apply); C4 could defend it.
        { card: 'Крепыш', seat: 1, at: 'D4' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(1, 3).act(select('C3'), verb(Verb.Strike), target('D4'));
    expect(t.decision()).toBe(Decision.Main);
    expect([t.s.g[G.RollA], t.s.g[G.RollD]]).toEqual([3, 3]);
    expect([t.wounds(1), t.wounds(2)]).toEqual([2, 0]); // tie at 3: weak strike 2 of 2-2-3
  });

  it('declining (no defender): the attacked card fights', () => {
    const t = position(['B4']);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.rolls(5, 2).act(noDefender());
    expect([t.wounds(1), t.wounds(2)]).toEqual([2, 0]);
    expect(t.closed(2)).toBe(false);
  });

  it('step 3: the defender is struck instead, rolls with its own ОвЗ, counter-strikes and closes', () => {
    // Target Стойкий has ОвЗ 2; defender Силач has none and strikes 2-4-6.
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Стойкий', seat: 1, at: 'C4' },
        { card: 'Силач', seat: 1, at: 'B4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    // 2 vs 5: −3 against the defender's plain roll (the target's ОвЗ would make it −5).
    t.rolls(2, 5).act(defend('B4'));
    expect(t.s.g[G.RollD]).toBe(5);
    expect([t.wounds(1), t.wounds(2), t.wounds(0)]).toEqual([0, 0, 2]); // counter: Силач weak = 2
    expect(t.closed(2)).toBe(true);
    expect(t.s.flags[t.card(2)]! & Flag.Defended).toBe(Flag.Defended);
    expect(t.closed(1)).toBe(false);
    expect(t.closed(0)).toBe(true);
  });

  it('the defender takes the attacker\'s wounds; the attacked card takes none', () => {
    const t = position(['B4']);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.rolls(6, 1).act(defend('B4'));
    expect([t.wounds(1), t.wounds(2)]).toEqual([0, 3]);
  });

  it('exchange at −4 against a defender: the defender\'s controller chooses', () => {
    const t = position(['B4']);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.rolls(2, 6).act(defend('B4'));
    expect([t.decision(), t.decider()]).toEqual([Decision.Exchange, 1]);
    t.act(exchangeFull());
    expect([t.wounds(2), t.wounds(0)]).toEqual([1, 2]);
  });

  it('a defender opens again at the start of its controller\'s turn', () => {
    const t = position(['B4']);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.rolls(3, 3).act(defend('B4'));
    expect(t.closed(2)).toBe(true);
    t.act(endTurn());
    expect(t.s.g[G.Active]).toBe(1);
    expect(t.closed(2)).toBe(false);
    expect(t.s.flags[t.card(2)]! & Flag.Defended).toBe(0);
  });

  it('a defender is not available against a second attack in the same turn once closed', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Боец', seat: 0, at: 'B3' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
        { card: 'Крепыш', seat: 1, at: 'B4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    t.rolls(3, 3).act(defend('B4'));
    t.act(select('B3'), verb(Verb.Strike), target('C4'));
    // B4 is closed now: no Defender decision.
    expect(t.decision()).toBe(Decision.Main);
  });
});

describe('digest §5.5 defenders and flyers', () => {
  it('flyers do not defend ground cards', () => {
    const t = battle(db, {
      cards: [
        { card: 'Боец', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
        { card: 'Птица', seat: 1, at: 'aux' },
      ],
    });
    t.rolls(3, 3).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Main);
  });

  it('an attacked flyer may be defended only by an open flyer, never by itself', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'Птица', seat: 1, at: 'aux' }, // slot 0: the target
        { card: 'Птица2', seat: 1, at: 'aux' }, // slot 1: open flyer
        { card: 'Птица2', seat: 1, at: 'aux', closed: true }, // slot 2: closed flyer
        { card: 'Крепыш', seat: 1, at: 'C4' }, // ground card: never a flyer's defender
      ],
    });
    t.act(selectAux(0), verb(Verb.Strike), targetAux(1, 0));
    expect([t.decision(), t.decider()]).toEqual([Decision.Defender, 1]);
    expect(t.legal()).toEqual([DEFEND_NONE, defendAux(1)]);
    t.rolls(6, 1).act(defendAux(1));
    expect([t.wounds(1), t.wounds(2)]).toEqual([0, 3]);
    expect(t.closed(2)).toBe(true);
    expect(t.zoneOf(2)).toBe(Zone.Aux);
  });

  it('a flyer attacking a ground card: ground defenders next to the attacked card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Птица', seat: 0, at: 'aux' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
        { card: 'Крепыш', seat: 1, at: 'B5' },
        { card: 'Крепыш', seat: 1, at: 'A4' },
        { card: 'Крепыш', seat: 1, at: 'C6' },
      ],
    });
    t.act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.legal()).toEqual([DEFEND_NONE, defend('B5')]);
  });

  it('§5.5: no defender against a ranged attack', () => {
    const t = battle(db, {
      cards: [
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
        { card: 'Крепыш', seat: 1, at: 'B4' },
        { card: 'Крепыш', seat: 1, at: 'B3' },
      ],
    });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.decision()).toBe(Decision.Main);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([3, 0, 0]);
  });
});
