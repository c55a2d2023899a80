/**
 * mechanics/wounds/spread-wounds.ts: the window «когда существо получает раны от удара» (the item that dealt a
 * strike's wounds waits on the stack) and the redistribution of those wounds onto the controller's other
 * creatures ('moveWounds' with `upTo: 'strikeWounds'`). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { MW } from '../../src/engine/mechanics/ids.js';
import { at, type Battle, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const SPREAD = verb(Verb.Ability);

const db = makeDb([
  synth('РР-Отшельник', {
    life: 10,
    abilities: [{ kind: 'activated', instant: true, tap: true, target: 'anyCreature', filter: { woundedByStrikeNow: true }, upTo: 'strikeWounds', effect: { op: 'moveWounds' }, abilityType: 'influence' }],
  }),
  synth('РР-Тело', { life: 20, strike: [1, 1, 1] }),
  synth('РР-Бугай', { life: 20, strike: [3, 4, 5] }),
  synth('РР-Особый', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'specialStrike' }] }),
  synth('РР-Копейщик', { life: 20, abilities: [{ kind: 'ranged', attack: 'throughRow', values: [2, 2, 2], tap: true }] }),
  synth('РР-Маг', { life: 20, abilities: [{ kind: 'ranged', attack: 'magic', values: [2, 2, 2], tap: true }] }),
  synth('РР-Колдун', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence' }] }),
]);

function passUntilWounded(t: Battle, ref: number): void {
  for (let g = 0; g < 20 && t.wounds(ref) === 0 && t.decision() === Decision.Priority; g++) t.act(PASS);
}

/** Seat 1's `attacker` acts on seat 0's РР-Тело at C3 with `first` actions; returns whether seat 0 then held priority in the window. */
function windowAfter(attacker: string, at1: string, first: number[], rolls: number[]): { t: Battle; window: boolean } {
  const t = battle(db, { active: 1, cards: [at('РР-Отшельник', 0, 'A1'), at('РР-Тело', 0, 'C3', { closed: true }), at(attacker, 1, at1)] });
  t.rolls(...rolls).act(...first);
  passUntilWounded(t, 1);
  return { t, window: t.wounds(1) > 0 && t.decision() === Decision.Priority && t.decider() === 0 };
}

describe('the window after a strike\'s wounds (mechanics/wounds/spread-wounds.ts)', () => {
  it('a special strike, {uchr} and a magic strike are strikes: their wounds open the window', () => {
    const sp = windowAfter('РР-Особый', 'C4', [select('C4'), verb(Verb.Ability), target('C3')], []);
    expect(sp.window).toBe(true);
    sp.t.act(select('A1'), SPREAD, target('C3'), target('A1'), target('A1'), target('A1'));
    settle(sp.t);
    expect([sp.t.wounds(0), sp.t.wounds(1)]).toEqual([3, 0]);
    expect(sp.t.closed(2)).toBe(true); // the special strike was paid after the window
    expect(windowAfter('РР-Копейщик', 'C5', [select('C5'), verb(Verb.Ability), target('C3')], [6]).window).toBe(true);
    expect(windowAfter('РР-Маг', 'C4', [select('C4'), verb(Verb.Ability), target('C3')], [6]).window).toBe(true);
  });

  it('an influence\'s wounds are no strike\'s: no window', () => {
    const w = windowAfter('РР-Колдун', 'E6', [select('E6'), verb(Verb.Ability), target('C3')], []);
    expect(w.t.wounds(1)).toBe(2);
    expect(w.window).toBe(false);
    expect(w.t.decision()).toBe(Decision.Main);
  });

  it('nobody able to use it (the card closed): the strike is not held, the game goes on as without the card', () => {
    const t = battle(db, { active: 1, cards: [at('РР-Отшельник', 0, 'A1', { closed: true }), at('РР-Тело', 0, 'C3', { closed: true }), at('РР-Бугай', 1, 'C4')] });
    t.s.log = [];
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.wounds(1)).toBe(5);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.log.some((l) => l.includes('окно'))).toBe(false);
    expect(t.s.mw[MW.WoundHeld]).toBe(0);
  });

  it('only the wounds of that strike move: earlier wounds stay', () => {
    const t = battle(db, { active: 1, cards: [at('РР-Отшельник', 0, 'A1'), at('РР-Тело', 0, 'C3', { closed: true, wounds: 2 }), at('РР-Бугай', 1, 'C4')] });
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C3')); // closed: weak, 3
    expect(t.wounds(1)).toBe(5);
    t.act(select('A1'), SPREAD, target('C3'), target('A1'), target('A1'), target('A1'));
    expect(t.decision()).not.toBe(Decision.Target); // three wounds named, not five
    settle(t);
    expect([t.wounds(0), t.wounds(1)]).toEqual([3, 2]);
  });

  it('the creature receiving the wounds is named per wound; the same one may get several; a wound per creature is one effect', () => {
    const t = battle(db, { active: 1, cards: [at('РР-Отшельник', 0, 'A1'), at('РР-Тело', 0, 'C3', { closed: true }), at('РР-Тело', 0, 'A2'), at('РР-Тело', 0, 'B1'), at('РР-Бугай', 1, 'C4')] });
    t.s.log = [];
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    t.act(select('A1'), SPREAD, target('C3'));
    expect(t.legal()).toEqual([target('A1'), target('B1'), target('A2')]);
    t.act(target('B1'), target('A2'), target('B1'), target('B1'), target('A2'));
    settle(t);
    expect([t.wounds(0), t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 0, 2, 3]);
    expect(t.s.log.filter((l) => l.includes('получает 3 раны')).length).toBe(1); // B1's three wounds: one effect
  });
});
