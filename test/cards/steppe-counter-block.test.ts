/**
 * Бон и Берроу s1_27: "Если Бон и Берроу атакованы {strike} — могут потерять {counter}; блокировать
 * удар" (mechanics/strike/counter-block.ts), and Троллок s1_125's +1 against them while they have a counter.
 * Bodies other than the named cards are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, at, battle, defend, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ББ-Силач', { life: 20, strike: [3, 3, 3] }), synth('ББ-Болван', { life: 20 })]);

const BLOCK = AMOUNT + 1;
const DECLINE = AMOUNT + 2;

/** Pass priority and defender questions until a Decision.Choice (returned true) or the Main decision. */
function untilQuestion(t: Battle): boolean {
  for (let g = 0; g < 30; g++) {
    const d = t.decision();
    if (d === Decision.Choice) return true;
    if (d === Decision.Main) return false;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : t.legal()[0]!);
  }
  return false;
}

function finish(t: Battle): void {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Choice ? DECLINE : t.legal()[0]!);
  }
}

const attacked = (counters: number) =>
  battle(db, { cards: [at('ББ-Силач', 1, 'C4'), at('Бон и Берроу', 0, 'C3', { counters }), at('ББ-Болван', 0, 'A1')], active: 1 });

describe('Бон и Берроу (s1_27): «если атакованы {strike} — могут потерять {counter}; блокировать удар»', () => {
  it('Бон и Берроу (s1_27): attacked by a simple strike with a {counter} — lose it and block: no wounds, the attacker still pays', () => {
    const t = attacked(1);
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(untilQuestion(t)).toBe(true);
    expect(t.decider()).toBe(0); // Бон и Берроу's controller
    expect(t.legal()).toEqual([BLOCK, DECLINE]);
    t.act(BLOCK);
    finish(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.s.counters[t.card(1)]).toBe(0);
    expect(t.closed(0)).toBe(true); // a blocked strike is still paid
  });

  it('Бон и Берроу (s1_27): declining keeps the {counter}; the strike is dealt', () => {
    const t = attacked(1);
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(untilQuestion(t)).toBe(true);
    t.act(DECLINE);
    finish(t);
    expect(t.wounds(1)).toBe(3 - 1); // strong 3, armour 1
    expect(t.s.counters[t.card(1)]).toBe(1);
  });

  it('Бон и Берроу (s1_27): without a {counter} — nothing to lose, no block', () => {
    const t = attacked(0);
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(untilQuestion(t)).toBe(false);
    expect(t.wounds(1)).toBe(3 - 1);
  });

  it('Бон и Берроу (s1_27): a missed strike (no strike due) asks nothing', () => {
    const t = attacked(1);
    t.rolls(1, 6).act(select('C4'), verb(Verb.Strike), target('C3')); // 1 against 6: only a counter-strike
    expect(untilQuestion(t)).toBe(false);
    expect(t.s.counters[t.card(1)]).toBe(1);
  });

  it('Бон и Берроу (s1_27): as a defender they are the card attacked — they may block', () => {
    const t = battle(db, { cards: [at('ББ-Силач', 1, 'C4'), at('Бон и Берроу', 0, 'C3', { counters: 1 }), at('ББ-Болван', 0, 'D3')], active: 1 });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('D3'));
    while (t.decision() === Decision.Priority) t.act(PASS);
    expect(t.decision()).toBe(Decision.Defender);
    t.act(defend('C3'));
    expect(untilQuestion(t)).toBe(true);
    t.act(BLOCK);
    finish(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.wounds(2)).toBe(0);
  });

  it('Бон и Берроу (s1_27) ruling: a counter-strike at them — lose the {counter} and block it; their own strike is dealt', () => {
    const t = battle(db, { cards: [at('Бон и Берроу', 0, 'C3', { counters: 1 }), at('ББ-Силач', 1, 'C4'), at('ББ-Болван', 1, 'A6')] });
    // 1 + ОвА 1 = 2 against 5: diff −3, no strike, a weak counter-strike.
    t.rolls(1, 5).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(untilQuestion(t)).toBe(true);
    expect(t.decider()).toBe(0);
    t.act(BLOCK);
    finish(t);
    expect(t.wounds(0)).toBe(0);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('Бон и Берроу (s1_27) ruling: the counter-strike blocked, their strike still hits (an exchange kept)', () => {
    const t = battle(db, { cards: [at('Бон и Берроу', 0, 'C3', { counters: 1 }), at('ББ-Силач', 1, 'C4'), at('ББ-Болван', 1, 'A6')] });
    // 5 + ОвА 1 = 6 against 2: diff 4, a strong strike and a weak counter-strike (the attacker's exchange choice).
    t.rolls(5, 2).act(select('C3'), verb(Verb.Strike), target('C4'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Exchange; g++) t.act(PASS);
    expect(t.decision()).toBe(Decision.Exchange);
    t.act(t.legal()[0]!); // keep the exchange
    expect(untilQuestion(t)).toBe(true);
    t.act(BLOCK);
    finish(t);
    expect(t.wounds(0)).toBe(0);
    expect(t.wounds(1)).toBe(4); // strong 4
  });
});

describe('Троллок (s1_125) and Бон и Берроу (s1_27)', () => {
  it('Троллок (s1_125) ruling: +1 к метанию по Бон и Берроу только пока на них есть {counter}', () => {
    for (const counters of [0, 1]) {
      const t = battle(db, { cards: [at('Троллок', 0, 'C1'), at('Бон и Берроу', 1, 'C6', { counters })] });
      t.rolls(6).act(select('C1'), verb(Verb.Ranged), target('C6'));
      finish(t);
      expect(t.wounds(1)).toBe(counters === 1 ? 2 + 1 - 1 : 2 - 1); // 1-2-2 on a 6, +1 with a counter, armour 1
    }
  });
});
