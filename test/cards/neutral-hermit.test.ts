/**
 * Отшельница (s1_184): "{instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны
 * на других ваших существ" (mechanics/wounds/spread-wounds.ts, mechanics/wounds/move-wounds.ts) and its rulings.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { at, type Battle, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const SPREAD = verb(Verb.Ability + 1);

const DB = makeDb([
  synth('ОТ-Тело', { life: 20, strike: [1, 1, 1] }),
  synth('ОТ-Бугай', { life: 20, strike: [3, 4, 5] }),
  synth('ОТ-Хилый', { life: 2, strike: [1, 1, 1] }),
  synth('ОТ-Лекарь', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', instant: true, tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' }],
  }),
]);

/** Pass priority until seat `p` holds it (or another decision comes). */
function toPriorityOf(t: Battle, p: number): void {
  for (let g = 0; g < 20 && t.decision() === Decision.Priority && t.decider() !== p; g++) t.act(PASS);
}

describe('Отшельница (s1_184): {instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны на других ваших существ', () => {
  it('Отшельница (s1_184): the wounds of a strike at an own creature go to the other own creatures named one by one', () => {
    const t = battle(DB, {
      active: 1,
      cards: [at('Отшельница', 0, 'A1'), at('ОТ-Тело', 0, 'C3', { closed: true }), at('ОТ-Тело', 0, 'B1'), at('ОТ-Бугай', 1, 'C4')],
    });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3')); // a closed card: strong, 5 wounds
    toPriorityOf(t, 0);
    expect(t.wounds(1)).toBe(5);
    expect(t.decision()).toBe(Decision.Priority);
    t.act(select('A1'));
    expect(t.legal()).toEqual([SPREAD]); // {tap}: Излечиться на 3 is no instant
    t.act(SPREAD);
    expect(t.legal()).toEqual([target('C3')]); // only the creature that got the strike's wounds
    t.act(target('C3'));
    // Who gets each of the 5 wounds: the own creatures other than the struck one (Отшельница herself too).
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('A1'), target('B1')]);
    t.act(target('B1'), target('B1'), target('A1'), target('B1'), target('A1'));
    settle(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(2)).toBe(3);
    expect(t.wounds(0)).toBe(2);
    expect(t.closed(0)).toBe(true); // {tap}
    expect(t.closed(3)).toBe(true); // the strike was paid after the window
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
  });

  it('Отшельница (s1_184): a counter-strike\'s wounds too; the window closes with the strike', () => {
    const t = battle(DB, {
      active: 0,
      cards: [at('Отшельница', 0, 'A1'), at('ОТ-Тело', 0, 'C3'), at('ОТ-Бугай', 1, 'C4'), { ...at('Отшельница', 0, 'B1'), wounds: 1 }],
    });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: only the counter-strike, medium 4
    expect(t.wounds(1)).toBe(4);
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(0);
    t.act(select('A1'), SPREAD, target('C3'));
    expect(t.legal()).toEqual([target('A1'), target('B1')]);
    t.act(target('A1'), target('A1'), target('A1'), target('A1'));
    settle(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(4);
    // The Choice subphase: the strike has left the stack — B1 can only heal itself.
    expect(t.decision()).toBe(Decision.Main);
    t.act(select('B1'));
    expect(t.legal()).toContain(verb(Verb.Ability));
    expect(t.legal()).not.toContain(SPREAD);
  });

  it('Отшельница (s1_184): a shot is no strike — no window after its wounds', () => {
    const db = makeDb([synth('ОТ-Тело', { life: 20 }), synth('ОТ-Стрелок', { ranged: { kind: 'shot', values: [3, 3, 3] } })]);
    const t = battle(db, { active: 1, cards: [at('Отшельница', 0, 'A1'), at('ОТ-Тело', 0, 'C3'), at('ОТ-Тело', 0, 'B1'), at('ОТ-Стрелок', 1, 'C6')] });
    t.rolls(6).act(select('C6'), verb(Verb.Ranged), target('C3'));
    expect(t.wounds(1)).toBe(3);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.decider()).toBe(1);
  });

  it('Отшельница (s1_184): ruling — may redistribute the wounds of an enemy creature', () => {
    const t = battle(DB, {
      active: 0,
      cards: [at('Отшельница', 0, 'A1'), at('ОТ-Бугай', 0, 'C3'), at('ОТ-Тело', 1, 'C4', { closed: true })],
    });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.wounds(2)).toBe(5);
    t.act(select('A1'), SPREAD);
    expect(t.legal()).toEqual([target('C4')]);
    t.act(target('C4'));
    expect(t.legal()).toEqual([target('A1'), target('C3')]);
    t.act(target('C3'), target('C3'), target('C3'), target('A1'), target('A1'));
    settle(t);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(2);
  });

  it('Отшельница (s1_184): ruling — lethal wounds cannot be redistributed: the creature died of the strike first', () => {
    const t = battle(DB, {
      active: 1,
      cards: [at('Отшельница', 0, 'A1'), at('ОТ-Хилый', 0, 'C3', { closed: true }), at('ОТ-Тело', 0, 'B1'), at('ОТ-Бугай', 1, 'C4')],
    });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    // Nothing to name: no priority for Отшельница, the turn goes on.
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(2)).toBe(0);
  });

  it('Отшельница (s1_184): ruling — 2 or more wounds onto a creature with 1 life left: it dies of them', () => {
    const t = battle(DB, {
      active: 1,
      cards: [at('Отшельница', 0, 'A1'), at('ОТ-Тело', 0, 'C3', { closed: true }), { ...at('ОТ-Хилый', 0, 'B1'), wounds: 1 }, at('ОТ-Бугай', 1, 'C4')],
    });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3')); // closed: strong, 5 wounds
    toPriorityOf(t, 0);
    expect(t.wounds(1)).toBe(5);
    t.act(select('A1'), SPREAD, target('C3'), target('B1'), target('B1'), target('A1'), target('A1'), target('A1'));
    settle(t);
    expect(t.zoneOf(2)).toBe(Zone.Grave);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(3);
  });

  it('Отшельница (s1_184): ruling — no more wounds than the creature still has (2 cannot move off a creature with 1 wound)', () => {
    const t = battle(DB, {
      active: 1,
      cards: [at('Отшельница', 0, 'A1'), at('ОТ-Лекарь', 0, 'A2'), at('ОТ-Тело', 0, 'C3', { closed: true }), at('ОТ-Бугай', 1, 'C4')],
    });
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C3')); // closed: 1 → weak, 3 wounds
    for (let g = 0; g < 20 && t.wounds(2) === 0; g++) t.act(PASS); // Лекарь could answer the declaration too: pass
    toPriorityOf(t, 0);
    expect(t.wounds(2)).toBe(3);
    // An instant heal of 2 first, in the same window: C3 keeps 1 wound.
    t.act(select('A2'), verb(Verb.Ability), target('C3'));
    for (let g = 0; g < 20 && t.wounds(2) === 3; g++) t.act(PASS);
    toPriorityOf(t, 0);
    expect(t.wounds(2)).toBe(1);
    t.act(select('A1'), SPREAD, target('C3'));
    expect(t.legal()).toEqual([target('A1'), target('A2')]);
    t.act(target('A2')); // one wound to name, not 3
    expect(t.decision()).not.toBe(Decision.Target);
    settle(t);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(0)).toBe(0);
  });

  it('Отшельница (s1_184): two of them name the same creature — the second one executed finds no wounds: illegal, unpaid (512.5.3)', () => {
    const t = battle(DB, {
      active: 1,
      cards: [at('Отшельница', 0, 'A1'), at('Отшельница', 0, 'A2'), at('ОТ-Тело', 0, 'C3', { closed: true }), at('ОТ-Тело', 0, 'B1'), at('ОТ-Бугай', 1, 'C4')],
    });
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C3')); // 3 wounds
    toPriorityOf(t, 0);
    t.act(select('A1'), SPREAD, target('C3'), target('B1'), target('B1'), target('B1'));
    expect(t.decision()).toBe(Decision.Priority); // the declarer keeps priority
    t.act(select('A2'), SPREAD, target('C3'), target('A2'), target('A2'), target('A2'));
    settle(t);
    expect(t.wounds(1)).toBe(3); // A2's executed first
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(3)).toBe(0);
    expect(t.closed(1)).toBe(true);
    expect(t.closed(0)).toBe(false); // its target had no wounds left
  });

  it('Отшельница (s1_184): ruling — struck by Овражный гном, she redistributes, then closes instead of taking 2', () => {
    const db = makeDb([synth('ОТ-Тело', { life: 20, strike: [1, 1, 1] })]);
    const t = battle(db, {
      active: 1,
      cards: [at('Отшельница', 0, 'C3'), at('ОТ-Тело', 0, 'A1'), at('Овражный гном', 1, 'C4')],
    });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3')); // +5: strong (2), no counter-strike
    // The gnome's «адское зловоние» is declared first; then Отшельница gets priority.
    toPriorityOf(t, 0);
    expect(t.wounds(0)).toBe(2);
    t.act(select('C3'), SPREAD, target('C3'), target('A1'), target('A1'));
    // Her redistribution executes, then the gnome's: close or 2 wounds, her controller's choice.
    for (let g = 0; g < 20 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(0);
    t.act(AMOUNT + 1); // close: she is closed already
    settle(t);
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });
});
