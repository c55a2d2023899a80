/**
 * Set 1, Болота (swamp): Дети топи s1_108 — "При первом за ход ударе существа противника по Детям топи —
 * заблокировать этот удар" for every strike (mechanics/strike/strike-block-jump.ts): the {uchr} (printed, an ability, with die
 * features), the magic strike, the special strike (activated, triggered), strikes made by another card's feature
 * (mechanics/strike/forced-strike.ts), a strike at it as a defender, a counter-strike at it; the shot is not a strike.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { type Battle, at, battle, defend, exchangeFull, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДТ-Стена', { life: 20, move: 0, strike: [1, 1, 1] }),
  synth('ДТ-Бугай', { life: 20, move: 0, strike: [3, 4, 5] }),
  synth('ДТ-Стрелок', { move: 0, ranged: { kind: 'shot', values: [1, 1, 1] } }),
]);
const ab = (k: number): number => verb(Verb.Ability + k);
const targets = (...c: string[]): number[] => c.map(target).sort((a, b) => a - b);

/** Pass priority until another decision (games with instants). */
function passAll(t: Battle): Battle {
  for (let g = 0; g < 30 && t.decision() === Decision.Priority; g++) t.act(PASS);
  return t;
}

describe('Дети топи (s1_108): every strike of an enemy creature', () => {
  it('Дети топи (s1_108): a {uchr} at it is blocked (Кшар\'s printed {uchr}); it jumps; the blocked one was the first — a simple strike later that turn is not blocked', () => {
    const t = battle(db, { cards: [at('Дети топи', 1, 'C5'), at('Кшар', 0, 'C3'), at('ДТ-Бугай', 0, 'A4'), at('ДТ-Стена', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ranged), target('C5'));
    expect(t.decision()).toBe(Decision.Target); // no die: the jump's cell, asked of its controller
    expect(t.decider()).toBe(1);
    expect(t.legal()).not.toContain(target('C5'));
    t.act(target('A5')); // nobody of seat 0 next to C5: no filling move
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('A5');
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(1)).toBe(true); // still paid
    // Бугай (A4) strikes it on A5: not the first enemy strike this turn — a fight (6 against 1: strong 5).
    t.rolls(6, 1).act(select('A4'), verb(Verb.Strike), target('A5'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('A5');
    expect(t.wounds(0)).toBe(5);
  });

  it('Дети топи (s1_108): a {uchr} ability (Мародёр "{tap}: {uchr} на 1") is blocked', () => {
    const t = battle(db, { cards: [at('Дети топи', 1, 'C5'), at('Мародёр', 0, 'C3'), at('ДТ-Стена', 1, 'E6')] });
    t.rolls(6).act(select('C3'), ab(0), target('C5'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(1);
    t.act(target('C6'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('C6');
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(1)).toBe(true);
  });

  it('Дети топи (s1_108): a {uchr} ability (Ловец удачи, a game with die features) is blocked before its die; a shot is no strike and is not counted', () => {
    const t = battle(db, { cards: [at('Дети топи', 1, 'C5'), at('Ловец удачи', 0, 'C3'), at('ДТ-Стрелок', 0, 'A1'), at('ДТ-Стена', 1, 'E6')] });
    // The shot first (die 1: 1 wound): not a strike (digest §5.1), not blocked, not the first strike.
    t.rolls(1).act(select('A1'), verb(Verb.Ranged), target('C5'));
    passAll(t);
    expect(t.wounds(0)).toBe(1);
    expect(t.cellOf(0)).toBe('C5');
    t.act(select('C3'), ab(0), target('C5'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(1);
    t.act(target('E5'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('E5');
    expect(t.wounds(0)).toBe(1);
    expect(t.closed(1)).toBe(true);
  });

  it('Дети топи (s1_108): a magic strike at it is blocked (Циклоп\'s printed magic strike)', () => {
    const t = battle(db, { cards: [at('Дети топи', 1, 'C4'), at('Циклоп', 0, 'D3'), at('ДТ-Стена', 1, 'E6')] });
    t.act(select('D3'), verb(Verb.Ranged), target('C4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(1);
    t.act(target('A4'));
    expect(t.decider()).toBe(0); // Циклоп (D3, diagonal to the freed C4) must fill it
    expect(t.legal()).toEqual([target('D3')]);
    t.act(target('D3'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(0)).toBe(0);
    expect(t.cellOf(0)).toBe('A4');
    expect(t.cellOf(1)).toBe('C4');
    expect(t.closed(1)).toBe(true);
  });

  it('Дети топи (s1_108): a special strike at it is blocked (Кшар «молниеносный выпад»), still paid', () => {
    const t = battle(db, { cards: [at('Дети топи', 1, 'C4'), at('Кшар', 0, 'C3', { counters: 1 }), at('ДТ-Стена', 1, 'E6')] });
    t.act(select('C3'), ab(0), target('C4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(1);
    t.act(target('E4'));
    // After the jump the opponent must move his creature next to the freed cell onto it: Кшар (C3).
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    expect(t.legal()).toEqual([target('C3')]);
    t.act(target('C3'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(0)).toBe('E4');
    expect(t.cellOf(1)).toBe('C4');
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(1)).toBe(true);
    expect(t.s.counters[t.card(1)]).toBe(0);
  });

  it('Дети топи (s1_108): a triggered special strike at it is blocked (Пеший латник "особый удар на 2 по атаковавшему"); its own strike is dealt', () => {
    const t = battle(db, { active: 1, cards: [at('Дети топи', 1, 'C4'), at('Пеший латник', 0, 'C3', { closed: true }), at('ДТ-Стена', 0, 'A1')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3')); // at a closed card: strong 3
    for (let g = 0; g < 10 && t.decision() === Decision.Trigger; g++) t.act(t.legal()[0]!);
    expect(t.decision()).toBe(Decision.Target); // the special strike blocked: the jump
    expect(t.decider()).toBe(1);
    t.act(target('C6'));
    t.act(target('C3')); // the opponent's Латник onto the freed cell C4
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(0);
    expect(t.cellOf(0)).toBe('C6');
  });
});

describe('Дети топи (s1_108): strikes that reach it otherwise', () => {
  it('Дети топи (s1_108): a strike made by another card\'s feature is blocked — «гипноз» of Шаман-душегрыз (the creature still closes)', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1', { counters: 1 }), at('Дети топи', 0, 'C3'), at('ДТ-Бугай', 1, 'C4'), at('ДТ-Стена', 1, 'E6')] });
    t.act(select('A1'), ab(0), target('C4'));
    passAll(t);
    // The only card next to the Бугай is Дети топи: struck at once, blocked (the first enemy strike at it this turn).
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(0);
    t.act(target('E3'));
    expect(t.decision()).toBe(Decision.Target); // the Бугай must fill C3 (next to it)
    expect(t.decider()).toBe(1);
    t.act(target('C4'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(0);
    expect(t.cellOf(1)).toBe('E3');
    expect(t.cellOf(2)).toBe('C3');
    expect(t.closed(2)).toBe(true); // "… и закрывается"
  });

  it('Дети топи (s1_108): a strike of a creature of its own side (under «гипноз») is not blocked and not counted; the enemy strike after it is', () => {
    const t = battle(db, { cards: [at('Шаман-душегрыз', 0, 'A1', { counters: 1 }), at('ДТ-Бугай', 0, 'D3'), at('Дети топи', 1, 'C4'), at('ДТ-Стена', 1, 'C5')] });
    // The Стена's only neighbour is its own Дети топи: struck as a closed card (one die, 4: medium 1).
    t.rolls(4).act(select('A1'), ab(0), target('C5'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(1);
    expect(t.cellOf(2)).toBe('C4');
    // The Бугай's strike is the first of an enemy creature at it this turn: blocked.
    t.act(select('D3'), verb(Verb.Strike), target('C4'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(1);
    t.act(target('A4'));
    t.act(target('D3'));
    passAll(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.cellOf(2)).toBe('A4');
  });

  it('Дети топи (s1_108): «приказ матриарха» — the first fight at it is blocked; a fighter still next to it after the jump fights it', () => {
    const t = battle(db, { cards: [at('Матриарх племени', 0, 'A1', { counters: 1 }), at('ДТ-Стена', 0, 'C3'), at('ДТ-Бугай', 0, 'D3'), at('Дети топи', 1, 'C4'), at('ДТ-Стена', 1, 'A6')] });
    t.act(select('A1'), ab(0), target('C4'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Choice); // the order of the fighters
    t.act(target('C3')); // the Стена first
    passAll(t);
    expect(t.decision()).toBe(Decision.Target); // blocked: no dice, the jump
    expect(t.decider()).toBe(1);
    t.act(target('E4')); // still next to the Бугай (D3)
    expect(t.decider()).toBe(0);
    // The Бугай's fight is not the first strike this turn: 6 against 1, strong 5. Its dice are
    // rolled as soon as the Стена has moved, so they are set before that move.
    t.rolls(6, 1);
    t.act(target('C3')); // the Стена onto the freed cell C4
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.cellOf(3)).toBe('E4');
    expect(t.wounds(3)).toBe(5);
  });

  it('Дети топи (s1_108): a strike at it as a defender is blocked (after the dice; no fight, no counter-strike)', () => {
    const t = battle(db, { cards: [at('ДТ-Бугай', 0, 'C3'), at('ДТ-Стена', 1, 'C4'), at('Дети топи', 1, 'D4'), at('ДТ-Стена', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
    t.rolls(6, 1).act(defend('D4'));
    expect(t.decision()).toBe(Decision.Target);
    expect(t.decider()).toBe(1);
    t.act(target('E5'));
    t.act(target('C3')); // the Бугай onto the freed cell D4
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(0);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(0)).toBe(0);
    expect(t.cellOf(2)).toBe('E5');
    expect(t.closed(0)).toBe(true); // the attacker still pays
  });

  it('Дети топи (s1_108): a strike redirected onto it (Бешеный маг «магический трюк») is blocked', () => {
    const t = battle(db, { cards: [at('ДТ-Бугай', 0, 'C3'), at('ДТ-Стена', 1, 'C4', { closed: true }), at('Дети топи', 1, 'D5', { closed: true }), at('Бешеный маг', 1, 'E6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && !(t.decision() === Decision.Priority && t.decider() === 1); g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
    t.act(select('E6'), ab(0), target('D5'));
    for (let g = 0; g < 20 && t.decision() !== Decision.Target; g++) t.act(t.decision() === Decision.Defender ? t.legal()[0]! : PASS);
    expect(t.decider()).toBe(1); // the jump
    t.act(target('D6'));
    passAll(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(2)).toBe(0);
    expect(t.cellOf(2)).toBe('D6');
    expect(t.closed(0)).toBe(true);
  });

  it('Дети топи (s1_108): a counter-strike at it is a strike (rulings s1_134, s1_27): the first one is blocked, its own strike is dealt', () => {
    const t = battle(db, { active: 1, cards: [at('Дети топи', 1, 'C4'), at('ДТ-Бугай', 0, 'C3'), at('ДТ-Стена', 0, 'A1')] });
    // 3 against 1: +2 — its medium strike (2) and the Бугай's weak counter-strike, an exchange offered to it.
    t.rolls(3, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Exchange);
    t.act(exchangeFull());
    expect(t.decision()).toBe(Decision.Target); // the counter-strike blocked: the jump
    expect(t.decider()).toBe(1);
    t.act(target('A4'));
    t.act(target('C3')); // the Бугай onto the freed cell C4
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(2);
    expect(t.wounds(0)).toBe(0);
    expect(t.cellOf(0)).toBe('A4');
    expect(t.closed(0)).toBe(true);
  });
});
