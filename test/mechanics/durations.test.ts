/**
 * Timed effects (core/systems/durations.ts): grants that last "до конца хода", "до конца вашего хода",
 * "до конца вашего следующего хода", "до конца хода противника", "на X ходов противника", «на свой следующий ход», or the rest of
 * the battle; healing ("полностью излечиться", "снять отравление"); the "становится защитником"
 * trigger and the "если стоит в вашем N-м ряду" trigger condition.
 */
import { describe, expect, it } from 'vitest';
import type { Duration, Grant } from '../../src/engine/vocab/ability.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { cloneState, copyInto, GameState, stateHash } from '../../src/engine/core/state.js';
import { battle, defend, endTurn, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';
import { HEAL_FULL } from '../../src/engine/core/systems/durations.js';

const grantCard = (name: string, grant: Grant, duration: Duration, tgt: 'self' | 'ownCreature' | 'enemyCreature' = 'ownCreature') =>
  synth(name, {
    abilities: [{ kind: 'activated', tap: true, target: tgt, effect: { op: 'grant', grant, duration }, abilityType: 'influence' }],
  });

const db = makeDb([
  grantCard('Дарсила', { strike: 2 }, 'endOfTurn'),
  grantCard('Дарнаход', { strike: 2 }, 'endOfYourTurn'),
  grantCard('Дарслед', { strike: 2 }, 'endOfYourNextTurn'),
  grantCard('Дарвраг', { strike: -1 }, { opponentTurns: 1 }, 'enemyCreature'),
  grantCard('Дардопро', { strike: 2 }, 'endOfOpponentTurn'),
  grantCard('Дарсеть', { strike: -1 }, 'targetNextTurn', 'enemyCreature'),
  grantCard('Дарнавсегда', { keywords: ['direct', 'zom'], ova: 1, move: 1 }, 'battle'),
  grantCard('Дарзащ', { keywords: ['zom'] }, 'endOfTurn'),
  synth('Маг', { ranged: { kind: 'magic', values: [2, 2, 2] } }),
  synth('Стрелок', { ranged: { kind: 'shot', values: [1, 1, 1] } }),
  grantCard('Дарстрел', { ranged: 1 }, 'endOfTurn'),
  synth('Болван'),
  synth('Лекарь', {
    abilities: [
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: HEAL_FULL }, abilityType: 'influence' },
      {
        kind: 'activated',
        tap: true,
        target: 'anyCreature',
        effect: { op: 'heal', amount: 2 },
        abilityType: 'influence',
        then: [{ target: 'sameTarget', effect: { op: 'curePoison' }, abilityType: 'influence' }],
      },
    ],
  }),
  synth('Страж', {
    abilities: [
      { kind: 'triggered', on: 'selfBecomesDefender', target: 'eventCard', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfBecomesDefender', target: 'self', effect: { op: 'grant', grant: { strike: 2 }, duration: 'endOfYourNextTurn' }, abilityType: 'influence' },
    ],
  }),
  synth('Фронтовик', {
    abilities: [{ kind: 'triggered', on: 'startOfOwnTurn', ifOwnRow: 1, target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' }],
  }),
]);

/** Strike a closed enemy (no counter-strike) with die `roll`; returns the wounds dealt. */
function strikeClosed(t: ReturnType<typeof battle>, from: string, to: string, roll: number): number {
  const before = t.s.wounds[t.s.board[cellIndex(to)]!]!;
  t.rolls(roll).act(select(from), verb(Verb.Strike), target(to));
  return t.s.wounds[t.s.board[cellIndex(to)]!]! - before;
}
function cellIndex(c: string): number {
  return (c.charCodeAt(1) - 49) * 5 + 'ABCDE'.indexOf(c[0]!);
}

describe('timed grants (core/systems/durations.ts)', () => {
  it('"до конца хода": +2 to the simple strike this turn only', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарсила', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', closed: true },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    expect(t.s.tStrike[t.card(1)]).toBe(2);
    expect(strikeClosed(t, 'C3', 'C4', 1)).toBe(3); // weak 1 + 2
    t.act(endTurn());
    expect(t.s.tStrike[t.card(1)]).toBe(0); // expired with the turn
    expect(t.s.timedLen[0]).toBe(0);
  });

  it('"до конца вашего хода" given in the own turn ends with it; "до конца вашего следующего хода" lasts through the next own turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарнаход', seat: 0, at: 'A1' },
        { card: 'Дарслед', seat: 0, at: 'B1' },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 0, at: 'D3' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    t.act(select('B1'), verb(Verb.Ability + 0), target('D3'));
    expect(t.s.tStrike[t.card(2)]).toBe(2);
    expect(t.s.tStrike[t.card(3)]).toBe(2);
    t.act(endTurn()); // turn 2 (P2)
    expect(t.s.tStrike[t.card(2)]).toBe(0);
    expect(t.s.tStrike[t.card(3)]).toBe(2);
    t.act(endTurn()); // turn 3 (P1): the next own turn
    expect(t.s.tStrike[t.card(3)]).toBe(2);
    t.act(endTurn()); // turn 4
    expect(t.s.tStrike[t.card(3)]).toBe(0);
  });

  it('"на 1 ход противника": in force during the opponent\'s next turn only (ruling s1_6: not in the rest of this turn), then ends', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарвраг', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    const v = t.card(1);
    expect(t.s.tStrike[v]).toBe(0);
    t.act(endTurn());
    expect(t.s.tStrike[v]).toBe(-1);
    t.act(endTurn());
    expect(t.s.tStrike[v]).toBe(0);
  });

  it('"до конца хода противника": in force from now through the opponent\'s next turn, then ends', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дардопро', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    const v = t.card(1);
    expect(t.s.tStrike[v]).toBe(2); // the rest of this turn
    t.act(endTurn());
    expect(t.s.tStrike[v]).toBe(2); // the opponent's turn
    t.act(endTurn());
    expect(t.s.tStrike[v]).toBe(0);
    expect(t.s.timedLen[0]).toBe(0);
  });

  it('«на свой следующий ход»: not active before the target\'s next turn, only during it', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарсеть', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    const v = t.card(1);
    expect(t.s.timedLen[0]).toBe(1);
    expect(t.s.tStrike[v]).toBe(0); // not yet
    t.act(endTurn());
    expect(t.s.tStrike[v]).toBe(-1); // its turn
    t.act(endTurn());
    expect(t.s.tStrike[v]).toBe(0);
    expect(t.s.timedLen[0]).toBe(0);
  });

  it('a penalty never takes the strike below 0', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарвраг', seat: 0, at: 'A1' },
        { card: 'Дарвраг', seat: 0, at: 'B1' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 0, at: 'C3', closed: true },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C4'));
    t.act(select('B1'), verb(Verb.Ability + 0), target('C4'));
    t.act(endTurn());
    expect(strikeClosed(t, 'C4', 'C3', 1)).toBe(0); // weak 1 − 2 → 0
  });

  it('keywords, ОвА and movement for the rest of the battle: directed strike (no defender), ЗОМ, +1 ОвА, +1 movement', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарнавсегда', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', closed: true },
        { card: 'Болван', seat: 1, at: 'D4' },
        { card: 'Маг', seat: 1, at: 'B4' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    const b = t.card(1);
    expect(t.moveLeft(b)).toBe(3);
    // Directed: no defender decision although D4 could defend; ОвА +1 turns a 3 into a 4 (medium 2).
    expect(strikeClosed(t, 'C3', 'C4', 3)).toBe(2);
    t.act(endTurn());
    // ЗОМ granted: the magic strike of Маг is stopped.
    t.rolls(6).act(select('B4'), verb(Verb.Ranged), target('C3'));
    expect(t.wounds(b)).toBe(0);
    t.act(endTurn());
    expect(t.moveLeft(b)).toBe(3); // refilled with the bonus
    expect(t.s.tKw[b]).not.toBe(0);
  });

  it('a protection granted "до конца хода" stops attacks this turn only', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарзащ', seat: 1, at: 'A6' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Маг', seat: 0, at: 'C3' },
      ],
      active: 1,
      first: 1,
    });
    t.act(select('A6'), verb(Verb.Ability + 0), target('C4'));
    expect(t.s.tKw[t.card(1)]).not.toBe(0);
    t.act(endTurn());
    expect(t.s.tKw[t.card(1)]).toBe(0);
    t.rolls(6).act(select('C3'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });

  it('+1 to ranged attacks until the end of the turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарстрел', seat: 0, at: 'A1' },
        { card: 'Стрелок', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C2'));
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(2)).toBe(2);
  });

  it('timed effects live in the state buffer: cloned, hashed, and dropped when the card leaves the battle zone', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дарсила', seat: 0, at: 'A1' },
        { card: 'Болван', seat: 0, at: 'C3', wounds: 9 },
        { card: 'Болван', seat: 1, at: 'C4' },
      ],
    });
    const before = stateHash(t.s);
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    const c = cloneState(t.s);
    expect(c.tStrike[t.card(1)]).toBe(2);
    expect(stateHash(c)).toBe(stateHash(t.s));
    expect(stateHash(t.s)).not.toBe(before);
    const d = new GameState(t.s.db, t.s.opts);
    copyInto(d, t.s);
    expect(d.timedLen[0]).toBe(1);
    // The strike back kills the 9-wounded Болван: its timed bonus goes with it.
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Exchange) t.act(t.legal()[0]!);
    expect(t.cellOf(1)).toBe('grave');
    expect(t.s.timedLen[0]).toBe(0);
    expect(t.s.tStrike[t.card(1)]).toBe(0);
  });
});

describe('healing', () => {
  it('"полностью излечиться" removes every wound', () => {
    const t = battle(db, { cards: [{ card: 'Лекарь', seat: 0, at: 'C2', wounds: 7 }, { card: 'Болван', seat: 1, at: 'E6' }] });
    t.act(select('C2'), verb(Verb.Ability + 0));
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('"излечить существо на 2 и снять с него отравление": the second ability hits the same target, no new declaration', () => {
    const t = battle(db, {
      cards: [
        { card: 'Лекарь', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 0, at: 'A1', wounds: 3, poison: 2 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability + 1), target('A1'));
    expect(t.wounds(1)).toBe(1);
    expect(t.s.poison[t.card(1)]).toBe(0);
    expect(t.decision()).toBe(Decision.Main);
  });
});

describe('"когда становится защитником" trigger', () => {
  it('resolves before the fight: heals the defended card, and its own +2 applies to the counter-strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', wounds: 3 },
        { card: 'Страж', seat: 1, at: 'D4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
    t.s.log = [];
    t.rolls(1, 6).act(defend('D4'));
    // Two triggers of P2: the order is P2's choice. Both resolve before the dice.
    while (t.decision() === Decision.Trigger) t.act(t.legal()[0]!);
    expect(t.wounds(1)).toBe(1);
    expect(t.s.tStrike[t.card(2)]).toBe(2);
    const log = t.s.log.join('\n');
    expect(log.indexOf('излечивается')).toBeLessThan(log.indexOf('кубики'));
    // Attacker rolled 1 vs 6: the defender's medium counter-strike (2 + 2) lands.
    expect(t.wounds(0)).toBe(4);
  });

  it('does not fire without a defender', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', wounds: 3 },
        { card: 'Страж', seat: 1, at: 'D4' },
      ],
    });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'), noDefender());
    while (t.decision() !== Decision.Main) t.act(t.legal()[0]!);
    expect(t.s.tStrike[t.card(2)]).toBe(0);
  });
});

describe('"если стоит в вашем N-м ряду" trigger condition', () => {
  it('fires only when the card is in that own row at the start of the turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Фронтовик', seat: 0, at: 'A3' },
        { card: 'Фронтовик', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
      active: 1,
      first: 1,
    });
    t.act(endTurn());
    while (t.decision() !== Decision.Main) t.act(t.legal()[0]!);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
    expect(t.s.tStrike[t.card(1)]).toBe(0);
  });
});
