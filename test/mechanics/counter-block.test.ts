/**
 * mechanics/strike/counter-block.ts: "если атакована {strike} — может потерять {counter}; блокировать удар"
 * (keyword 'blocksStrikeForCounter'). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { type Battle, at, battle, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('КБ-Щит', { life: 10, strike: [2, 2, 2], abilities: [{ kind: 'keyword', keyword: 'blocksStrikeForCounter' }] }),
  synth('КБ-Боец', { life: 10, strike: [2, 2, 2] }),
  synth('КБ-Безответный', { life: 10, strike: [2, 2, 2], abilities: [{ kind: 'keyword', keyword: 'unanswerable' }] }),
]);

function run(t: Battle, answer: number): number {
  let asked = 0;
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    if (d === Decision.Choice) asked++;
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Choice ? answer : t.legal()[0]!);
  }
  return asked;
}

describe('blocking a simple strike for a counter (mechanics/strike/counter-block.ts)', () => {
  it('the struck card\'s controller is asked after the dice; a block costs the counter and deals nothing, the attacker still closes', () => {
    const t = battle(db, { cards: [at('КБ-Боец', 1, 'C4'), at('КБ-Щит', 0, 'C3', { counters: 2 })], active: 1 });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(run(t, AMOUNT + 1)).toBe(1);
    expect([t.wounds(1), t.s.counters[t.card(1)]]).toEqual([0, 1]);
    expect(t.closed(0)).toBe(true);
  });

  it('a counter-strike at the card as attacker: blocked alone', () => {
    const t = battle(db, { cards: [at('КБ-Щит', 0, 'C3', { counters: 1 }), at('КБ-Боец', 1, 'C4')] });
    t.rolls(3, 5).act(select('C3'), verb(Verb.Strike), target('C4')); // diff −2: neither strike
    expect(run(t, AMOUNT + 1)).toBe(0); // no strike due either way: nobody is asked
    const u = battle(db, { cards: [at('КБ-Щит', 0, 'C3', { counters: 1 }), at('КБ-Боец', 1, 'C4')] });
    u.rolls(2, 5).act(select('C3'), verb(Verb.Strike), target('C4')); // diff −3: a weak counter-strike only
    expect(run(u, AMOUNT + 1)).toBe(1);
    expect([u.wounds(0), u.wounds(1), u.s.counters[u.card(0)]]).toEqual([0, 0, 0]);
  });

  it('no question about a counter-strike that an unanswerable strike never gets', () => {
    const t = battle(db, { cards: [at('КБ-Безответный', 0, 'C3'), at('КБ-Щит', 1, 'C4', { counters: 1 })] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(run(t, AMOUNT + 2)).toBe(1); // only the strike at the struck card
    expect(t.wounds(1)).toBe(2);
  });
});
