/**
 * 535.7.1 / 535.7.2: a card with its X incarnation tokens that cannot incarnate (its owner's third
 * row is full) waits in the graveyard. Does it get more tokens at the start of its owner's turns?
 * Default (option incarnationTokensStopAtX false): yes — 535.7.1 gives one to every graveyard card with
 * its incarnation unused; true: it stops at X. Поганище s1_164 ("ранить X карт на 1, где X – число
 * жетонов") shows the difference.
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../../src/engine/core/squad.js';
import { Decision, Zone } from '../../../src/engine/core/enums.js';
import { PASS } from '../../../src/engine/core/action.js';
import { battle, endTurn, makeDb, synth, type Battle } from '../../helpers/scenario.js';

const db = makeDb([synth('Стена-тест', { life: 30 })]);

/** Поганище (seat 0) in the graveyard with 3 of 3 tokens; seat 0's third row (A1–E1) full; seat 1 to end his turn. */
function waiting(stopAtX: boolean): Battle {
  const wall = ['A1', 'B1', 'C1', 'D1', 'E1'].map((at) => ({ card: 'Стена-тест', seat: 0 as const, at }));
  const t = battle(db, {
    cards: [{ card: 'Поганище', seat: 0, at: 'grave' }, ...wall, { card: 'Стена-тест', seat: 1, at: 'C6' }],
    active: 1,
    first: 0,
    turn: 2,
    opts: { incarnationTokensStopAtX: stopAtX },
  });
  setIncarnationTokens(t.s, t.card(0), 3);
  return t;
}

/** End seat 1's turn and play seat 0's start of turn (triggers, their targets) until his Choice subphase. */
function toOwnersTurn(t: Battle): void {
  t.act(endTurn());
  for (let g = 0; g < 40 && !(t.decision() === Decision.Main && t.decider() === 0); g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
  expect(t.decision()).toBe(Decision.Main);
}

describe('535.7.2: incarnation tokens of a waiting card', () => {
  it('535.7.1 (default): a waiting Поганище keeps getting a token at each start of its owner\u2019s turn', () => {
    const t = waiting(false);
    toOwnersTurn(t);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.s.incTokens[t.card(0)]).toBe(4);
  });

  it('535.7.2 (option incarnationTokensStopAtX): a waiting Поганище stays at its X tokens', () => {
    const t = waiting(true);
    toOwnersTurn(t);
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.s.incTokens[t.card(0)]).toBe(3);
    t.act(endTurn());
    toOwnersTurn(t);
    expect(t.s.incTokens[t.card(0)]).toBe(3);
  });

  it('535.7.2 (option incarnationTokensStopAtX): a card short of X still gets its tokens', () => {
    const t = waiting(true);
    setIncarnationTokens(t.s, t.card(0), 1);
    toOwnersTurn(t);
    expect(t.s.incTokens[t.card(0)]).toBe(2);
  });
});
