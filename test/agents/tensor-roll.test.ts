/**
 * The observation tensor's `roll_a` (docs/bot-protocol.md: "attacker dice total of the current strike,
 * 0 when none"): at the Defender decision of a strike nothing has been rolled yet, so it is 0 — not
 * the dice of the strike before (simple-strike.ts clears G.RollA when a strike begins).
 */
import { describe, expect, it } from 'vitest';
import { GLOBAL_FEATURES, TENSOR_SIZE, encodeTensor } from '../../src/agents/features.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { observe } from '../../src/engine/observe.js';
import { GameState } from '../../src/engine/core/state.js';
import { battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('Крепыш', { life: 20 })]);
const ROLL_A = GLOBAL_FEATURES.findIndex(([n]) => n === 'roll_a');

function rollA(s: GameState, seat: number): number {
  const v = new GameState(s.db, s.opts);
  observe(s, seat, v);
  const t = new Float32Array(TENSOR_SIZE);
  encodeTensor(v, seat, t);
  return t[ROLL_A]!;
}

describe('observation tensor: roll_a', () => {
  it('roll_a is 0 at the Defender decision of a strike that follows another strike', () => {
    const t = battle(db, {
      cards: [
        { card: 'Крепыш', seat: 0, at: 'A3' },
        { card: 'Крепыш', seat: 0, at: 'C3' },
        { card: 'Крепыш', seat: 1, at: 'B4' },
        { card: 'Крепыш', seat: 1, at: 'C4' },
      ],
    });
    // First strike: A3 at B4 (no card can defend B4 against A3), dice 6 against 1.
    t.rolls(6, 1).act(select('A3'), verb(Verb.Strike), target('B4'));
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    // Second strike: C3 at C4; B4 stands next to both and may defend.
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
    expect(rollA(t.s, t.decider())).toBe(0);
    expect(rollA(t.s, 0)).toBe(0);
  });
});
