/**
 * mechanics/strike/opponent-redirect.ts: "Противник может перенаправить {strike} <карты> на любое свое
 * существо, стоящее рядом с <картой>" — asked at the target resolution, before the defender
 * question; a redirected strike gets no defender. Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { type Battle, battle, defend, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';
import { Mech, on } from '../../src/engine/mechanics/ids.js';

const db = makeDb([
  synth('Великан', { life: 30, strike: [3, 4, 5], hasText: true, support: 'implemented', abilities: [{ kind: 'keyword', keyword: 'opponentRedirects' }] }),
  synth('Стена', { life: 20, strike: [1, 1, 1] }),
]);
type Seat = 0 | 1;
const at = (card: string, seat: Seat, c: string, closed = false) => ({ card, seat, at: c, closed });
function settle(t: Battle): void {
  for (let guard = 0; guard < 20 && t.decision() === Decision.Priority; guard++) t.act(PASS);
}

describe('opponentRedirects', () => {
  it('the attacked card\'s controller may redirect the strike to his creature next to the attacker (closed too); no defender then; Mech.OpponentRedirect', () => {
    const t = battle(db, { cards: [at('Великан', 0, 'C3'), at('Стена', 1, 'C4'), at('Стена', 1, 'D3', true), at('Стена', 1, 'E6')] });
    expect(on(t.s, Mech.OpponentRedirect)).toBe(true);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.decider()).toBe(1);
    expect(t.legal()).toEqual([target('D3'), PASS]); // E6 is not next to the attacker, C4 is the target
    t.rolls(6).act(target('D3')); // closed: 6 → strong 5
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(5);
    expect(t.wounds(1)).toBe(0);
  });

  it('PASS: the defender question follows as usual', () => {
    const t = battle(db, { cards: [at('Великан', 0, 'C3'), at('Стена', 1, 'C4'), at('Стена', 1, 'D3')] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    t.act(PASS);
    expect(t.decision()).toBe(Decision.Defender);
    expect(t.legal()).toContain(defend('D3'));
    t.rolls(6, 1).act(noDefender());
    settle(t);
    expect(t.wounds(1)).toBe(5);
  });

  it('nobody to redirect to: no question', () => {
    const t = battle(db, { cards: [at('Великан', 0, 'C3'), at('Стена', 1, 'C4', true), at('Стена', 1, 'E6')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(1)).toBe(5);
  });
});
