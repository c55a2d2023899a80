/**
 * The derived timed words (core/systems/durations.ts TimedX, recomputeTimedX; state.ts `timedX`, outside
 * the hash): per instance the bits of the kinds read outside the hot path's tKw … tLife of which it has an
 * active entry — a die mark per attacking seat (markedDie, Хозяйка прайда s1_9), range (timedRange), the
 * uses of a "не более N раз за ход" ability (usesThisTurn, Ойуун s1_31), timed regeneration, non-magic
 * prevention, strong strike, next throw (timedSum) — from which those queries answer 0 for every other
 * card. At every point below each word equals the scan of the table (timedXByScan), which
 * checkInvariants compares after every action.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { G, HASHED_WORDS, MAX_INST, cloneState, stateHash } from '../../src/engine/core/state.js';
import {
  TimedKind,
  TimedX,
  UNTIL_BATTLE,
  addTimed,
  countUse,
  dropTimedOf,
  markedDie,
  takeTimed,
  timedRange,
  timedSum,
  timedXByScan,
  usesThisTurn,
} from '../../src/engine/core/systems/durations.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { type Battle, at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ТС-Болван', { life: 20 })]);

/** Every instance's word equals the scan, and the invariants hold. */
function sumsMatchScan(t: Battle): void {
  for (let i = 0; i < MAX_INST; i++) expect(t.s.timedX[i], `word of instance ${i}`).toBe(timedXByScan(t.s, i));
  expect(checkInvariants(t.s)).toBeNull();
}
const bit = (q: number): number => 1 << q;

function twoCards(): { t: Battle; a: number; b: number } {
  const t = battle(db, { cards: [at('ТС-Болван', 0, 'C2'), at('ТС-Болван', 1, 'C4')] });
  return { t, a: t.card(0), b: t.card(1) };
}

describe('derived timed sums (durations.ts TimedX)', () => {
  it('each kind sums into its slot from its first turn on, and ends with its last turn', () => {
    const { t, a, b } = twoCards();
    const turn = t.s.g[G.Turn]!;
    addTimed(t.s, b, TimedKind.DieMark, 1 | (0 << 16), turn, turn); // marks placed by seat 0
    addTimed(t.s, b, TimedKind.DieMark, 2 | (0 << 16), turn, turn);
    addTimed(t.s, b, TimedKind.DieMark, 4 | (1 << 16), turn, turn); // and by seat 1
    addTimed(t.s, a, TimedKind.Range, 1, turn, turn);
    addTimed(t.s, a, TimedKind.Regen, 2, turn, UNTIL_BATTLE);
    addTimed(t.s, a, TimedKind.PreventNonMagic, 3, turn, turn + 1);
    addTimed(t.s, a, TimedKind.StrongStrike, 1, turn, turn);
    addTimed(t.s, a, TimedKind.NextThrow, 2, turn, UNTIL_BATTLE);
    addTimed(t.s, a, TimedKind.Range, 5, turn + 1, turn + 1); // from the next turn on: not yet
    sumsMatchScan(t);
    expect(t.s.timedX[b]).toBe(bit(TimedX.DieMark0) | bit(TimedX.DieMark1));
    expect(t.s.timedX[a]).toBe(bit(TimedX.Range) | bit(TimedX.Regen) | bit(TimedX.PreventNonMagic) | bit(TimedX.StrongStrike) | bit(TimedX.NextThrow));
    expect(markedDie(t.s, a, b)).toBe(3); // a is seat 0's: its attacks at b get the seat-0 marks
    expect(markedDie(t.s, b, b)).toBe(4);
    expect(timedRange(t.s, a)).toBe(1);
    expect(timedSum(t.s, a, TimedKind.Regen)).toBe(2);
    expect(timedSum(t.s, a, TimedKind.PreventNonMagic)).toBe(3);
    expect(timedSum(t.s, a, TimedKind.StrongStrike)).toBe(1);
    expect(timedSum(t.s, a, TimedKind.NextThrow)).toBe(2);
    t.act(endTurn());
    settle(t);
    sumsMatchScan(t);
    expect(markedDie(t.s, a, b)).toBe(0); // "до конца хода": gone with the turn
    expect(timedRange(t.s, a)).toBe(5); // the later entry started
    expect(timedSum(t.s, a, TimedKind.StrongStrike)).toBe(0);
    expect(timedSum(t.s, a, TimedKind.PreventNonMagic)).toBe(3);
    expect(t.s.timedX[b]).toBe(0);
    // takeTimed spends the next throw's bonus; removing a card drops its entries.
    expect(takeTimed(t.s, a, TimedKind.NextThrow)).toBe(2);
    sumsMatchScan(t);
    expect(timedSum(t.s, a, TimedKind.NextThrow)).toBe(0);
    expect(t.s.timedX[a]! & bit(TimedX.NextThrow)).toBe(0);
    dropTimedOf(t.s, a);
    sumsMatchScan(t);
    expect(timedSum(t.s, a, TimedKind.Regen)).toBe(0);
    expect(timedRange(t.s, a)).toBe(0);
    expect(t.s.timedX[a]).toBe(0);
  });

  it('the uses of a per-turn-limited ability count in place (countUse) and end with the turn', () => {
    const { t, a } = twoCards();
    expect(usesThisTurn(t.s, a)).toBe(0);
    countUse(t.s, a);
    sumsMatchScan(t);
    expect(t.s.timedX[a]).toBe(bit(TimedX.Use));
    expect(usesThisTurn(t.s, a)).toBe(1);
    countUse(t.s, a); // the same entry, one more
    sumsMatchScan(t);
    expect(usesThisTurn(t.s, a)).toBe(2);
    t.act(endTurn());
    settle(t);
    sumsMatchScan(t);
    expect(usesThisTurn(t.s, a)).toBe(0);
  });

  it('the words are outside the hash: the raw hash is that of the table; a copy has them', () => {
    const { t, b } = twoCards();
    const turn = t.s.g[G.Turn]!;
    addTimed(t.s, b, TimedKind.DieMark, 1, turn, turn);
    const copy = cloneState(t.s);
    expect(copy.timedX[b]).toBe(bit(TimedX.DieMark0)); // copied with the state
    expect(t.s.timedX.byteOffset).toBeGreaterThanOrEqual(HASHED_WORDS * 4);
    const h = stateHash(t.s);
    t.s.timedX[b] = 0xff;
    expect(stateHash(t.s)).toEqual(h);
  });

  it('checkInvariants reports a derived sum that differs from the table', () => {
    const { t, a, b } = twoCards();
    const turn = t.s.g[G.Turn]!;
    addTimed(t.s, b, TimedKind.DieMark, 1 | (1 << 16), turn, turn);
    expect(checkInvariants(t.s)).toBeNull();
    t.s.timedX[b] = 0; // an update dropped: markedDie would answer 0
    expect(checkInvariants(t.s)).toMatch(new RegExp(`derived timed word ${b} is 0`));
    t.s.timedX[b] = bit(TimedX.DieMark1);
    expect(checkInvariants(t.s)).toBeNull();
    t.s.timedX[a] = bit(TimedX.Use); // a bit without its entry
    expect(checkInvariants(t.s)).toMatch(new RegExp(`derived timed word ${a} is`));
  });
});

describe('derived timed sums in play', () => {
  it('Хозяйка прайда (s1_9): "ваши существа получают +1 к броскам кубика при атаках по этому существу" marks the target for her seat only, to the end of the turn', () => {
    const t = battle(makeDb(), { cards: [at('Хозяйка прайда', 0, 'C2'), at('Хозяйка прайда', 1, 'C4'), at('Хозяйка прайда', 0, 'A1')] });
    const [own, enemy, other] = [t.card(0), t.card(1), t.card(2)];
    t.act(select('C2'), verb(Verb.Ability), target('C4'));
    settle(t);
    sumsMatchScan(t);
    expect(markedDie(t.s, other, enemy)).toBe(1); // seat 0's creatures attacking the marked card
    expect(markedDie(t.s, enemy, own)).toBe(0);
    t.act(endTurn());
    settle(t);
    sumsMatchScan(t);
    expect(markedDie(t.s, other, enemy)).toBe(0);
  });
});
