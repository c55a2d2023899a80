/**
 * Primitives on synthetic cards: triggered ranged attacks (types.ts triggered.ranged,
 * ranged-abilities.ts), the selfMoves condition `nextToOwnCost` (core/systems/trigger-conditions.ts),
 * "1 раз за бой" (activated.perBattle, main's durations.ts TimedKind.Use until the battle ends), diagonal movement
 * (Kw.MovesDiagonally, movement.ts), timed grants in composite stages (features.ts runStage),
 * "+X к {strike}, где X — количество {counter}" (modifiers.ts XKind.OwnCounters), and the wound
 * history (mechanics/wounds/wound-history.ts, Mech.WoundHistory).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { TRIGGER } from '../../src/engine/core/action.js';
import { hitsThisTurn, unhurtByAttacksThisTurn } from '../../src/engine/mechanics/wounds/wound-history.js';
import { battle, endTurn, makeDb, select, synth, target, verb, type Battle } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('М-Мишень', { life: 20 }),
  synth('М-Защищён', { life: 20, icons: { zov: true } }),
  synth('М-Богач', { cost: 8 }),
  synth('М-Стрелок-при-ударе', {
    abilities: [{ kind: 'triggered', on: 'selfStrikes', ranged: { attack: 'shot', values: [1, 2, 3] }, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'shot' }],
  }),
  synth('М-Ходок', {
    abilities: [
      { kind: 'triggered', on: 'selfMoves', nextToOwnCost: 8, range: 2, ranged: { attack: 'throw', values: [2, 2, 2] }, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'throw' },
    ],
  }),
  synth('М-Раз-за-бой', {
    abilities: [{ kind: 'activated', perBattle: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'grant', grant: { move: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }],
  }),
  synth('М-Диагональ', { move: 2, abilities: [{ kind: 'keyword', keyword: 'movesDiagonally' }] }),
  synth('М-Копит', { strike: [1, 1, 1], abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 0, damage: 'simple', x: { of: 'ownCounters' } } }] }),
  synth('М-Пугало', {
    abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', filter: { unhurtByAttacksThisTurn: true }, effect: { op: 'wound', amount: 1 }, abilityType: 'spell' }],
  }),
]);
const at = (card: string, seat: 0 | 1, cell: string, extra: { closed?: boolean; counters?: number } = {}) => ({ card, seat, at: cell, ...extra });
function settle(t: Battle): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

describe('triggered ranged attacks', () => {
  it('a mandatory "при ударе — выстрел на 1-2-3": ranged geometry (no adjacent target), its own die, protections apply', () => {
    const t = battle(db, {
      cards: [at('М-Стрелок-при-ударе', 0, 'C3'), at('М-Мишень', 1, 'C4', { closed: true }), at('М-Мишень', 1, 'A6'), at('М-Защищён', 1, 'E6')],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('A6'), target('E6')]); // C4 stands next to it
    t.rolls(6).act(target('A6'));
    settle(t);
    expect(t.wounds(2)).toBe(3); // strong tier of 1-2-3
    expect(t.closed(0)).toBe(true); // closed by its strike, not by the trigger
  });

  it('a shot at a card with {zov} is stopped (511.3: the effect is of type shot)', () => {
    const t = battle(db, { cards: [at('М-Стрелок-при-ударе', 0, 'C3'), at('М-Мишень', 1, 'C4', { closed: true }), at('М-Защищён', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    t.rolls(6);
    if (t.decision() === Decision.Target) t.act(target('E6'));
    settle(t);
    expect(t.wounds(2)).toBe(0);
  });

  it('selfMoves with nextToOwnCost: fires only on a cell next to an own creature of that cost; range of the trigger', () => {
    const t = battle(db, { cards: [at('М-Ходок', 0, 'A1'), at('М-Богач', 0, 'C3'), at('М-Мишень', 1, 'B4'), at('М-Мишень', 1, 'B5')] });
    t.act(select('A1'), verb(Verb.Move), target('A2')); // A2 is not next to C3
    expect(t.decision()).toBe(Decision.Main);
    t.act(select('A2'), verb(Verb.Move), target('B2')); // next to C3
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B4')]); // range 2
    t.act(target('B4'));
    settle(t);
    expect(t.wounds(2)).toBe(2);
  });
});

describe('"1 раз за бой" and grants in composite stages', () => {
  it('perBattle: once while the card stays in the battle zone; the stage grant reaches the source', () => {
    const t = battle(db, { cards: [at('М-Раз-за-бой', 0, 'C1'), at('М-Мишень', 1, 'E6')] });
    t.act(select('C1'), verb(Verb.Ability + 0), target('E6'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.s.tMove[t.card(0)]).toBe(1);
    expect(t.moveLeft(0)).toBe(3);
    t.act(select('C1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
    t.act(verb(Verb.Move), target('C2'), endTurn(), endTurn());
    expect(t.s.tMove[t.card(0)]).toBe(0);
    t.act(select('C2'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
  });
});

describe('diagonal movement', () => {
  it('movesDiagonally: two diagonal steps with movement 2; ordinary cards stay orthogonal', () => {
    const t = battle(db, { cards: [at('М-Диагональ', 0, 'A1'), at('М-Мишень', 0, 'C1'), at('М-Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Move));
    expect(t.legal()).toContain(target('C3'));
    t.act(target('C3'));
    expect(t.moveLeft(0)).toBe(0);
    t.act(select('C1'), verb(Verb.Move));
    expect(t.legal()).not.toContain(target('D3')); // 3 orthogonal steps away
  });
});

describe('X = own counters', () => {
  it('+X к {strike}, X — its counters now', () => {
    const t = battle(db, { cards: [at('М-Копит', 0, 'C3', { counters: 3 }), at('М-Мишень', 1, 'C4', { closed: true })] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(4);
  });
});

describe('wound history', () => {
  it('notes the kinds of wounds received this turn (only in games with Mech.WoundHistory); a counter-strike is not an attack', () => {
    const t = battle(db, { cards: [at('М-Пугало', 0, 'A1'), at('М-Мишень', 0, 'C3'), at('М-Мишень', 1, 'C4'), at('М-Мишень', 1, 'E6')] });
    expect(on(t.s, Mech.WoundHistory)).toBe(true);
    // C3 strikes C4: 1 against 4 → only C4's weak counter-strike wounds C3.
    t.rolls(1, 4).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(hitsThisTurn(t.s, t.card(1))).not.toBe(0);
    expect(unhurtByAttacksThisTurn(t.s, t.card(1))).toBe(true);
    t.act(endTurn());
    expect(hitsThisTurn(t.s, t.card(1))).toBe(0); // the turn ended
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(unhurtByAttacksThisTurn(t.s, t.card(1))).toBe(false);
  });

  it('a game without such cards notes nothing', () => {
    const t = battle(db, { cards: [at('М-Мишень', 0, 'C3'), at('М-Мишень', 1, 'C4', { closed: true })] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBeGreaterThan(0);
    expect(t.s.timedLen[0]).toBe(0);
  });
});

void TRIGGER;
