/**
 * Statistics of a match played in seat-swapped pairs (the ladder and `berserk eval`): the score with
 * its Wilson interval, the Elo difference with an interval, and a sequential probability ratio test.
 * Pure functions, no I/O.
 *
 * Scores are from one side's point of view (the candidate's): 1 a win, ½ a draw or a turn-limit
 * game, 0 a loss. A pair's score is the mean of its two games, one of 0, ¼, ½, ¾, 1: the
 * pentanomial outcome of the pair. The SPRT works on pair scores, not on single games, because the
 * two games of a pair share their deal and dice and so are not independent.
 */
import { Z95, wilson } from './stats.js';

export { Z95, wilson };

/** Expected score of a player `elo` points stronger (logistic Elo: 1 / (1 + 10^(−elo/400))). */
export function eloScore(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

/** The Elo difference whose expected score is `score` (the inverse of eloScore); ±Infinity at 1 and 0. */
export function scoreElo(score: number): number {
  if (score >= 1) return Infinity;
  if (score <= 0) return -Infinity;
  return 400 * Math.log10(score / (1 - score));
}

export interface EloEstimate {
  /** Elo difference of the observed score. */
  readonly elo: number;
  /** 95 % interval: the Elo of the Wilson interval's ends (±Infinity at a score bound of 1 or 0). */
  readonly ci: [number, number];
}

/**
 * Elo difference from `points` (wins + draws / 2) out of `games`, with the 95 % Wilson interval of
 * the score carried through the (monotone) Elo transform. It counts games as independent, which
 * for seat-swapped pairs of one deal is conservative: the pairing removes spread, this interval
 * does not credit that. No games: Elo 0, interval (−∞, +∞).
 */
export function eloEstimate(points: number, games: number): EloEstimate {
  if (games <= 0) return { elo: 0, ci: [-Infinity, Infinity] };
  const [lo, hi] = wilson(points, games);
  return { elo: scoreElo(points / games), ci: [scoreElo(lo), scoreElo(hi)] };
}

/** SPRT hypotheses and error rates: H0 "Elo difference = elo0" against H1 "= elo1". */
export interface SprtSpec {
  readonly elo0: number;
  readonly elo1: number;
  /** Chance of accepting H1 when H0 holds. */
  readonly alpha: number;
  /** Chance of accepting H0 when H1 holds. */
  readonly beta: number;
}
export const DEFAULT_SPRT: SprtSpec = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };

/** The SPRT's bounds on the LLR (Wald): [ln(β/(1−α)), ln((1−β)/α)]; ±2.944 at α = β = 0.05. */
export function sprtBounds(spec: SprtSpec): [number, number] {
  return [Math.log(spec.beta / (1 - spec.alpha)), Math.log((1 - spec.beta) / spec.alpha)];
}

export type SprtVerdict = 'H0' | 'H1' | 'continue';

export interface SprtResult {
  readonly spec: SprtSpec;
  /** Log-likelihood ratio of H1 against H0 over all pairs. */
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /**
   * The first bound the LLR crossed, pair by pair in index order: H1 (upper), H0 (lower), or
   * `continue` (neither yet: more pairs are needed).
   */
  readonly verdict: SprtVerdict;
  /** Pairs counted when the verdict was reached (all pairs when `continue`). */
  readonly atPairs: number;
}

/** The five pair outcomes 0, ¼, ½, ¾, 1. */
export const PAIR_OUTCOMES = [0, 0.25, 0.5, 0.75, 1] as const;

/** Count of each pair outcome (index 4 × score): pentanomial frequencies. Throws on another value. */
export function pentanomial(pairScores: readonly number[]): number[] {
  const n = [0, 0, 0, 0, 0];
  for (const x of pairScores) {
    const k = Math.round(4 * x);
    if (k < 0 || k > 4 || Math.abs(4 * x - k) > 1e-9) throw new Error(`pair score ${x} is not one of 0, 0.25, 0.5, 0.75, 1`);
    n[k]!++;
  }
  return n;
}

/** An empty outcome counts as REGULARIZE pairs, so that every mean in (0, 1) has a likelihood (Fishtest's `regularize`). */
export const REGULARIZE = 1e-3;

/**
 * The maximum-likelihood distribution over the outcomes `a` with probabilities near `p` whose mean
 * is `s` (0 < s < 1, and every p > 0): p_i / (1 + x (a_i − s)), with x the root of
 * Σ p_i (a_i − s) / (1 + x (a_i − s)) = 0, found by bisection on the interval where every
 * denominator is positive (the function falls strictly there).
 */
export function constrainedMle(a: readonly number[], p: readonly number[], s: number): number[] {
  let lo = -Infinity;
  let hi = Infinity;
  for (const ai of a) {
    const d = ai - s;
    if (d > 0) lo = Math.max(lo, -1 / d);
    else if (d < 0) hi = Math.min(hi, -1 / d);
  }
  const f = (x: number): number => {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += (p[i]! * (a[i]! - s)) / (1 + x * (a[i]! - s));
    return sum;
  };
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  return p.map((pi, i) => pi / (1 + x * (a[i]! - s)));
}

/**
 * Generalized log-likelihood ratio of mean score s1 against s0 for pentanomial `counts` (the
 * pairs with outcome 0, ¼, ½, ¾, 1): N Σ p̂_i ln(p1_i / p0_i), with p̂ the observed frequencies
 * (empty outcomes regularized to REGULARIZE pairs) and p0, p1 the most likely distributions of
 * mean s0 and s1 (constrainedMle). This is the GSPRT of Fishtest's pentanomial test (M. Van den
 * Bergh). Unlike the normal approximation N (s1 − s0)(2 m − s0 − s1) / (2 v), it stays bounded when
 * the sample variance v is 0: one lost pair gives about −0.15 at elo 0 against 50, where the normal
 * approximation (with a floor on v) gave −38.
 */
export function pentanomialLlr(counts: readonly number[], s0: number, s1: number): number {
  const reg = counts.map((c) => (c === 0 ? REGULARIZE : c));
  const n = reg.reduce((x, y) => x + y, 0);
  if (counts.every((c) => c === 0)) return 0;
  const p = reg.map((c) => c / n);
  const p0 = constrainedMle(PAIR_OUTCOMES, p, s0);
  const p1 = constrainedMle(PAIR_OUTCOMES, p, s1);
  let llr = 0;
  for (let i = 0; i < p.length; i++) llr += p[i]! * Math.log(p1[i]! / p0[i]!);
  return n * llr;
}

/**
 * The SPRT on pair scores (each in {0, ¼, ½, ¾, 1}, in pair index order): the LLR of H1 against H0
 * (pentanomialLlr with s0, s1 the expected scores of elo0, elo1) after every pair; the verdict is
 * the first Wald bound crossed, else `continue`.
 */
export function sprt(pairScores: readonly number[], spec: SprtSpec = DEFAULT_SPRT): SprtResult {
  const [lower, upper] = sprtBounds(spec);
  const s0 = eloScore(spec.elo0);
  const s1 = eloScore(spec.elo1);
  const counts = [0, 0, 0, 0, 0];
  let llr = 0;
  let verdict: SprtVerdict = 'continue';
  let atPairs = pairScores.length;
  for (let k = 0; k < pairScores.length; k++) {
    const c = pentanomial([pairScores[k]!]);
    for (let i = 0; i < 5; i++) counts[i]! += c[i]!;
    llr = pentanomialLlr(counts, s0, s1);
    if (verdict === 'continue') {
      if (llr >= upper) {
        verdict = 'H1';
        atPairs = k + 1;
      } else if (llr <= lower) {
        verdict = 'H0';
        atPairs = k + 1;
      }
    }
  }
  return { spec, llr, lower, upper, verdict, atPairs };
}

/** "H1 after 11 pairs", "H0 after 20 pairs", "continue". */
export function verdictText(r: SprtResult): string {
  return r.verdict === 'continue' ? 'continue' : `${r.verdict} after ${r.atPairs} pairs`;
}

/** "elo0=0 elo1=50 α=0.05 β=0.05". */
export function sprtSpecText(s: SprtSpec): string {
  return `elo0=${s.elo0} elo1=${s.elo1} α=${s.alpha} β=${s.beta}`;
}
