/**
 * Statistics of paired matches (src/sim/match-stats.ts): Wilson, Elo with its interval, and the
 * pentanomial GSPRT against values worked out by hand (two-outcome records, where the constrained
 * maximum-likelihood distribution is a Bernoulli one and the LLR has a closed form) and by an
 * independent Newton solver of the same likelihood (mixed records).
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPRT,
  constrainedMle,
  eloEstimate,
  eloScore,
  pentanomial,
  pentanomialLlr,
  scoreElo,
  sprt,
  sprtBounds,
  wilson,
} from '../../dist/src/sim/match-stats.js';

const S1 = eloScore(50); // 0.571463…

describe('Wilson and Elo', () => {
  it('Wilson 8/8: centre (1 + z²/16) / (1 + z²/8), half z·sqrt(z²/256) / (1 + z²/8)', () => {
    const z2 = 1.959963984540054 ** 2;
    const lo = (1 + z2 / 16) / (1 + z2 / 8) - Math.sqrt(z2 * (z2 / 256)) / (1 + z2 / 8);
    expect(wilson(8, 8)[0]).toBeCloseTo(lo, 12);
    expect(lo).toBeCloseTo(0.67558, 4);
    expect(wilson(8, 8)[1]).toBe(1);
    expect(wilson(6.5, 8)[0]).toBeGreaterThan(0.4);
  });

  it('Elo: 0.75 is −400·log10(1/3) = +190.85; 0.5 is 0; eloScore inverts it; 1 and 0 are ±∞', () => {
    expect(scoreElo(0.75)).toBeCloseTo(190.849, 3);
    expect(scoreElo(0.5)).toBe(0);
    expect(eloScore(scoreElo(0.3))).toBeCloseTo(0.3, 12);
    expect(S1).toBeCloseTo(0.5714631174, 9);
    expect(scoreElo(1)).toBe(Infinity);
    expect(scoreElo(0)).toBe(-Infinity);
  });

  it('the Elo interval is the Elo of the Wilson interval of the score', () => {
    const e = eloEstimate(6.5, 8);
    expect(e.elo).toBeCloseTo(-400 * Math.log10(8 / 6.5 - 1), 9); // +254.7
    const [lo, hi] = wilson(6.5, 8);
    expect(e.ci[0]).toBeCloseTo(scoreElo(lo), 9);
    expect(e.ci[1]).toBeCloseTo(scoreElo(hi), 9);
    expect(e.ci[0]).toBeLessThan(e.elo);
    expect(e.ci[1]).toBeGreaterThan(e.elo);
    // A clean sweep: Elo +∞, but a finite lower end (8/8: score ≥ 0.6756, Elo ≥ +127.5).
    const sweep = eloEstimate(8, 8);
    expect(sweep.elo).toBe(Infinity);
    expect(sweep.ci[0]).toBeCloseTo(127.5, 0);
    expect(sweep.ci[1]).toBe(Infinity);
    expect(eloEstimate(0, 0).ci).toEqual([-Infinity, Infinity]);
  });
});

describe('SPRT (pentanomial GSPRT)', () => {
  it('bounds are Wald\'s: ln(β/(1−α)) and ln((1−β)/α) = ∓2.944 at 0.05', () => {
    const [lo, hi] = sprtBounds(DEFAULT_SPRT);
    expect(lo).toBeCloseTo(Math.log(0.05 / 0.95), 12);
    expect(hi).toBeCloseTo(2.944439, 6);
  });

  it('one lost pair: LLR ≈ ln((1 − s1)/(1 − s0)) = −0.154, verdict continue (the normal approximation with a variance floor said −38.29)', () => {
    const r = sprt([0]);
    expect(r.verdict).toBe('continue');
    expect(r.atPairs).toBe(1);
    // Only outcome 0 observed: the most likely distribution of mean s is {0: 1−s, 1: s}, so the
    // LLR is ln((1 − s1) / (1 − s0)) = −0.15423, moved by the 1e-3 regularized empty outcomes.
    expect(r.llr).toBeCloseTo(Math.log((1 - S1) / 0.5), 2);
    expect(r.llr).toBeCloseTo(-0.15456, 4); // independent Newton solver
    const old = (1 * (S1 - 0.5) * (0 - 0.5 - S1)) / (2 * 1e-3);
    expect(old).toBeCloseTo(-38.29, 2); // what the earlier statistic printed for one lost pair
  });

  it('one won pair: LLR ≈ ln(s1/s0) = +0.134; four: four times that, still continue', () => {
    expect(sprt([1]).llr).toBeCloseTo(Math.log(S1 / 0.5), 2);
    expect(sprt([1]).llr).toBeCloseTo(0.13384, 4);
    const four = sprt([1, 1, 1, 1]);
    expect(four.llr).toBeCloseTo(4 * Math.log(S1 / 0.5), 2);
    expect(four.verdict).toBe('continue');
  });

  it('3 won pairs and 1 lost: 3·ln(s1/s0) + ln((1−s1)/(1−s0)) = 0.2464', () => {
    const llr = pentanomialLlr([1, 0, 0, 0, 3], 0.5, S1);
    expect(llr).toBeCloseTo(3 * Math.log(S1 / 0.5) + Math.log((1 - S1) / 0.5), 2);
    expect(llr).toBeCloseTo(0.24668, 4);
  });

  it('a mixed record matches an independent solver: counts 2, 3, 10, 6, 4 give 0.74951', () => {
    expect(pentanomialLlr([2, 3, 10, 6, 4], 0.5, S1)).toBeCloseTo(0.74951, 4);
  });

  it('the verdict is the first bound crossed, pair by pair: 23 won pairs accept H1, 20 split pairs accept H0', () => {
    const won = sprt(Array(30).fill(1));
    expect(won.verdict).toBe('H1');
    expect(won.atPairs).toBe(23);
    const split = sprt(Array(25).fill(0.5));
    expect(split.verdict).toBe('H0');
    expect(split.atPairs).toBe(20);
    // A later swing does not undo a verdict already reached.
    expect(sprt([...Array(23).fill(1), ...Array(40).fill(0)]).verdict).toBe('H1');
    expect(sprt([]).verdict).toBe('continue');
    expect(sprt([]).llr).toBe(0);
  });

  it('the constrained MLE has the asked mean and sums to 1', () => {
    const a = [0, 0.25, 0.5, 0.75, 1];
    const p = [0.1, 0.2, 0.3, 0.25, 0.15];
    for (const s of [0.3, 0.5, S1, 0.8]) {
      const q = constrainedMle(a, p, s);
      expect(q.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9);
      expect(q.reduce((x, y, i) => x + y * a[i]!, 0)).toBeCloseTo(s, 9);
    }
  });

  it('pair scores must be pentanomial outcomes', () => {
    expect(pentanomial([0, 0.25, 0.5, 0.5, 1])).toEqual([1, 1, 2, 0, 1]);
    expect(() => pentanomial([0.3])).toThrow(/0, 0.25/);
  });
});
