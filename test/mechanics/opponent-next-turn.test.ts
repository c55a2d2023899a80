/**
 * core/systems/durations.ts 'endOfOpponentNextTurn' ("до конца хода противника" said as the opponent's
 * turn ends, Оборотень s1_59): in force in every turn up to the end of the opponent's next turn.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { G } from '../../src/engine/core/state.js';
import { Dur, durationSpan } from '../../src/engine/core/systems/durations.js';
import { battle, endTurn, makeDb, select, synth, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ДП-Мишень', { life: 20 }),
  synth('ДП-Ярый', { abilities: [{ kind: 'activated', instant: true, target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfOpponentNextTurn' }, abilityType: 'influence' }] }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
function settle(t: ReturnType<typeof battle>): void {
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) t.act(t.legal().includes(PASS) ? PASS : t.legal()[0]!);
}

describe("durations: 'endOfOpponentNextTurn'", () => {
  it('given in its controller\'s turn: that turn and the opponent\'s next one', () => {
    const t = battle(db, { cards: [at('ДП-Ярый', 0, 'C3'), at('ДП-Мишень', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 0));
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(1);
    t.act(endTurn());
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(1); // the opponent's turn
    t.act(endTurn());
    settle(t);
    expect(t.s.tStrike[t.card(0)]).toBe(0);
  });
  it("durationSpan: said in the opponent's turn, it ends with his next turn (two turns on); in the controller's turn, with the next one", () => {
    const t = battle(db, { cards: [at('ДП-Ярый', 0, 'C3'), at('ДП-Мишень', 1, 'E6')], active: 1 });
    const out = new Int32Array(2);
    const turn = t.s.g[G.Turn]!;
    durationSpan(t.s, Dur.EndOfOpponentNextTurn, 0, 0, 0, out);
    expect([out[0], out[1]]).toEqual([turn, turn + 2]);
    durationSpan(t.s, Dur.EndOfOpponentNextTurn, 0, 1, 1, out);
    expect([out[0], out[1]]).toEqual([turn, turn + 1]);
  });
});
