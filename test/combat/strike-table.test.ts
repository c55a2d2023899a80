/**
 * The simple-strike table and the X-Y-Z scale (digest §5.3, §5.1), checked exhaustively against an
 * expectation written independently from the digest text (not from the engine's table).
 *
 * Two layers: the pure functions of src/engine/core/combat/strike-table.ts, and the same 36 × 3 × 3
 * outcomes played end to end through the real API (dice forced with `withRolls`), so that the
 * experience icons, the exchange decision and its decider are covered too.
 */
import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_ATTACKER,
  EXCHANGE_DEFENDER,
  EXCHANGE_NONE,
  closedStrike,
  exchangeChooser,
  opposedStrike,
  rangedTier,
  reduceExchange,
  tierA,
  tierD,
} from '../../src/engine/core/combat/strike-table.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { battle, exchangeFull, exchangeReduce, makeDb, peekRolls, select, synth, target, verb } from '../helpers/scenario.js';

// ---- the digest's table, transcribed ------------------------------------------------------------

type Tier = 'none' | 'weak' | 'medium' | 'strong';
type Chooser = 'none' | 'attacker' | 'defender';
interface Outcome {
  readonly attacker: Tier;
  readonly counter: Tier;
  readonly chooser: Chooser;
  /** Tiers after the exchange option is taken (digest §5.3 "exchange option" column). */
  readonly reduced?: readonly [Tier, Tier];
}

/**
 * Digest §5.3 "Both cards open", row by row. A = attacker's roll + ОвА, D = struck card's roll + ОвЗ.
 */
function digestTable(A: number, D: number): Outcome {
  const d = A - D;
  if (d >= 5) return { attacker: 'strong', counter: 'none', chooser: 'none' };
  if (d === 4) return { attacker: 'strong', counter: 'weak', chooser: 'attacker', reduced: ['medium', 'none'] };
  if (d === 3) return { attacker: 'medium', counter: 'none', chooser: 'none' };
  if (d === 2) return { attacker: 'medium', counter: 'weak', chooser: 'attacker', reduced: ['weak', 'none'] };
  if (d === 1) return { attacker: 'weak', counter: 'none', chooser: 'none' };
  if (d === 0) {
    return A <= 4 ? { attacker: 'weak', counter: 'none', chooser: 'none' } : { attacker: 'none', counter: 'weak', chooser: 'none' };
  }
  if (d === -1) return { attacker: 'weak', counter: 'none', chooser: 'none' };
  if (d === -2) return { attacker: 'none', counter: 'none', chooser: 'none' };
  if (d === -3) return { attacker: 'none', counter: 'weak', chooser: 'none' };
  if (d === -4) return { attacker: 'weak', counter: 'medium', chooser: 'defender', reduced: ['none', 'weak'] };
  return { attacker: 'none', counter: 'medium', chooser: 'none' };
}

/** Digest §5.3 "Struck card closed": 1–3 weak, 4–5 medium, 6 strong (modifiers included). */
function digestClosed(A: number): Tier {
  if (A <= 3) return 'weak';
  if (A <= 5) return 'medium';
  return 'strong';
}

/** Digest §5.1 X-Y-Z scale: 1–3 → X, 4–5 → Y, 6 → Z. */
function digestScale(roll: number): 'X' | 'Y' | 'Z' {
  return roll <= 3 ? 'X' : roll <= 5 ? 'Y' : 'Z';
}

const TIER_OF: Record<Tier, number> = { none: 0, weak: 1, medium: 2, strong: 3 };
const CHOOSER_OF: Record<Chooser, number> = { none: EXCHANGE_NONE, attacker: EXCHANGE_ATTACKER, defender: EXCHANGE_DEFENDER };

const DICE = [1, 2, 3, 4, 5, 6] as const;
const EXP = [0, 1, 2] as const;

// ---- pure functions --------------------------------------------------------------------------------

describe('digest §5.3 strike table (both cards open): opposedStrike', () => {
  for (const ova of EXP) {
    for (const ovz of EXP) {
      it(`all 36 die pairs with ОвА ${ova}, ОвЗ ${ovz}`, () => {
        for (const a of DICE) {
          for (const d of DICE) {
            const A = a + ova;
            const D = d + ovz;
            const e = digestTable(A, D);
            const r = opposedStrike(A, D);
            const got = { a: tierA(r), d: tierD(r), ex: exchangeChooser(r) };
            expect(got, `dice ${a}+${ova} vs ${d}+${ovz}`).toEqual({ a: TIER_OF[e.attacker], d: TIER_OF[e.counter], ex: CHOOSER_OF[e.chooser] });
          }
        }
      });
    }
  }

  it('the attacker is never hit by a strong counter-strike (digest §5.3 note)', () => {
    for (let A = 1; A <= 8; A++) for (let D = 1; D <= 8; D++) expect(tierD(opposedStrike(A, D))).toBeLessThan(3);
  });
});

describe('digest §5.3 exchange option (+4, +2, −4) and reduceExchange', () => {
  it('+4: strong / weak, the attacker may reduce to medium / none', () => {
    const r = opposedStrike(6, 2);
    expect([tierA(r), tierD(r), exchangeChooser(r)]).toEqual([3, 1, EXCHANGE_ATTACKER]);
    const x = reduceExchange(r);
    expect([tierA(x), tierD(x), exchangeChooser(x)]).toEqual([2, 0, EXCHANGE_NONE]);
  });

  it('+2: medium / weak, the attacker may reduce to weak / none', () => {
    const r = opposedStrike(5, 3);
    expect([tierA(r), tierD(r), exchangeChooser(r)]).toEqual([2, 1, EXCHANGE_ATTACKER]);
    const x = reduceExchange(r);
    expect([tierA(x), tierD(x), exchangeChooser(x)]).toEqual([1, 0, EXCHANGE_NONE]);
  });

  it('−4: weak / medium, the struck card\'s controller may reduce to none / weak', () => {
    const r = opposedStrike(2, 6);
    expect([tierA(r), tierD(r), exchangeChooser(r)]).toEqual([1, 2, EXCHANGE_DEFENDER]);
    const x = reduceExchange(r);
    expect([tierA(x), tierD(x), exchangeChooser(x)]).toEqual([0, 1, EXCHANGE_NONE]);
  });

  it('only differences +4, +2 and −4 offer an exchange, for every total 1..8', () => {
    for (let A = 1; A <= 8; A++) {
      for (let D = 1; D <= 8; D++) {
        const offered = exchangeChooser(opposedStrike(A, D)) !== EXCHANGE_NONE;
        expect(offered, `${A} vs ${D}`).toBe([4, 2, -4].includes(A - D));
      }
    }
  });

  it('reduceExchange weakens both tiers by one step, never below none, for every packed result', () => {
    for (let a = 0; a <= 3; a++) {
      for (let d = 0; d <= 3; d++) {
        for (const ex of [0, 1, 2]) {
          const r = a | (d << 2) | (ex << 4);
          const x = reduceExchange(r);
          expect([tierA(x), tierD(x), exchangeChooser(x)]).toEqual([Math.max(0, a - 1), Math.max(0, d - 1), EXCHANGE_NONE]);
        }
      }
    }
  });
});

describe('digest §5.3 tie split (difference 0)', () => {
  it('A ≤ 4: the attacker strikes weakly, no counter-strike', () => {
    for (let A = 1; A <= 4; A++) {
      const r = opposedStrike(A, A);
      expect([tierA(r), tierD(r), exchangeChooser(r)], `tie at ${A}`).toEqual([1, 0, 0]);
    }
  });
  it('A ≥ 5: no strike, the struck card counter-strikes weakly', () => {
    for (let A = 5; A <= 8; A++) {
      const r = opposedStrike(A, A);
      expect([tierA(r), tierD(r), exchangeChooser(r)], `tie at ${A}`).toEqual([0, 1, 0]);
    }
  });
});

describe('digest §5.3 struck card closed: single roll', () => {
  for (const ova of EXP) {
    it(`dice 1..6 with ОвА ${ova}`, () => {
      for (const a of DICE) {
        const r = closedStrike(a + ova);
        expect([tierA(r), tierD(r), exchangeChooser(r)], `die ${a}+${ova}`).toEqual([TIER_OF[digestClosed(a + ova)], 0, 0]);
      }
    });
  }
});

describe('digest §5.1 X-Y-Z scale of ranged attacks: rangedTier', () => {
  it('1–3 → X, 4–5 → Y, 6 → Z', () => {
    const got = DICE.map((r) => ['', 'X', 'Y', 'Z'][rangedTier(r)]);
    expect(got).toEqual(DICE.map(digestScale));
    expect(got).toEqual(['X', 'X', 'X', 'Y', 'Y', 'Z']);
  });
});

// ---- end to end through the game API ---------------------------------------------------------------

/**
 * Attacker "ТА<n>" has ОвА n, struck card "ТЗ<n>" has ОвЗ n. Strike values 1-2-4 on both sides, so
 * the wounds dealt name the tier (0 none, 1 weak, 2 medium, 4 strong). Lives high enough to survive.
 */
const cards = [
  ...EXP.map((n) => synth(`ТА${n}`, { strike: [1, 2, 4], life: 30, icons: n ? { ova: n } : {} })),
  ...EXP.map((n) => synth(`ТЗ${n}`, { strike: [1, 2, 4], life: 30, icons: n ? { ovz: n } : {} })),
];
const db = makeDb(cards);
const WOUNDS_OF: Record<Tier, number> = { none: 0, weak: 1, medium: 2, strong: 4 };

function duel(ova: number, ovz: number, a: number, d: number, closed = false) {
  const t = battle(db, {
    cards: [
      { card: `ТА${ova}`, seat: 0, at: 'C3' },
      { card: `ТЗ${ovz}`, seat: 1, at: 'C4', closed },
    ],
  });
  t.rolls(a, d);
  t.act(select('C3'), verb(Verb.Strike), target('C4'));
  return t;
}

describe('digest §5.2–5.3 end to end: dice, experience icons, exchange decision', () => {
  for (const ova of EXP) {
    for (const ovz of EXP) {
      it(`all 36 die pairs with ОвА ${ova}, ОвЗ ${ovz}: wounds both ways and the exchange decider`, () => {
        for (const a of DICE) {
          for (const d of DICE) {
            const e = digestTable(a + ova, d + ovz);
            const msg = `dice ${a}+${ova} vs ${d}+${ovz}`;
            const t = duel(ova, ovz, a, d);
            if (e.chooser === 'none') {
              expect(t.decision(), msg).toBe(Decision.Main);
            } else {
              expect(t.decision(), msg).toBe(Decision.Exchange);
              // Attacker's exchange: seat 0 (attacker's controller); defender's: seat 1.
              expect(t.decider(), msg).toBe(e.chooser === 'attacker' ? 0 : 1);
              // Taking the reduced exchange on a copy of the same position.
              const t2 = duel(ova, ovz, a, d);
              t2.act(exchangeReduce());
              expect([t2.wounds(1), t2.wounds(0)], `${msg} reduced`).toEqual([WOUNDS_OF[e.reduced![0]], WOUNDS_OF[e.reduced![1]]]);
              t.act(exchangeFull());
            }
            expect([t.wounds(1), t.wounds(0)], msg).toEqual([WOUNDS_OF[e.attacker], WOUNDS_OF[e.counter]]);
            expect([t.s.g[G.RollA], t.s.g[G.RollD]], msg).toEqual([a + ova, d + ovz]);
          }
        }
      });
    }
  }

  for (const ova of EXP) {
    it(`closed struck card, dice 1..6 with ОвА ${ova}: one roll, no counter-strike`, () => {
      for (const a of DICE) {
        // The second forced die must stay unused: the next roll after the strike is still it.
        const t = duel(ova, 2, a, 1, true);
        expect(t.decision()).toBe(Decision.Main);
        expect([t.wounds(1), t.wounds(0)], `die ${a}+${ova}`).toEqual([WOUNDS_OF[digestClosed(a + ova)], 0]);
        expect(t.s.g[G.RollD]).toBe(-1);
        expect(peekRolls(t.s, 1)).toEqual([1]);
      }
    });
  }
});
