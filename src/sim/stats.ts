/**
 * Small statistics for the simulation summary: Wilson score intervals and quantiles of integer
 * histograms. Pure functions, no I/O.
 */

/** z for a two-sided 95 % interval (the 0.975 quantile of the standard normal). */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `successes` out of `trials` (Wilson 1927). Unlike the Wald interval it
 * stays inside [0, 1] and behaves at 0 and n. Returns [0, 1] when there are no trials.
 *
 *   50/100 → [0.4038, 0.5962]   0/10 → [0, 0.2775]   10/10 → [0.7225, 1]
 */
export function wilson(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  // Clamp the rounding error at the edges (0/n and n/n give exactly 0 and 1).
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === trials ? 1 : Math.min(1, centre + half)];
}

/** Round to `digits` decimals (for JSON and tables). */
export function round(x: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** A rate with its Wilson 95 % interval, as written to summary.json. */
export interface Rate {
  wins: number;
  losses: number;
  /** wins + losses: the decided games. */
  decided: number;
  /** wins / decided, or null when nothing was decided. */
  rate: number | null;
  ci95: [number, number] | null;
}

/** Win rate over decided games (draws, limits and errors are not in the denominator). */
export function rateOf(wins: number, losses: number): Rate {
  const decided = wins + losses;
  if (decided === 0) return { wins, losses, decided, rate: null, ci95: null };
  const [lo, hi] = wilson(wins, decided);
  return { wins, losses, decided, rate: round(wins / decided), ci95: [round(lo), round(hi)] };
}

/** Mean, median and 90th percentile of a histogram of small non-negative integers. */
export interface HistStats {
  count: number;
  mean: number | null;
  /** The middle value; the mean of the two middle values for an even count. */
  median: number | null;
  /** Nearest-rank 90th percentile: the smallest value with at least 90 % of the samples at or below it. */
  p90: number | null;
  min: number | null;
  max: number | null;
}

/** The `k`-th smallest sample (0-based) of histogram `h`. Requires 0 ≤ k < total. */
function kth(h: ArrayLike<number>, k: number): number {
  let seen = 0;
  for (let v = 0; v < h.length; v++) {
    seen += h[v]!;
    if (seen > k) return v;
  }
  return h.length - 1;
}

/** Statistics of a histogram: `h[v]` = number of samples equal to v. */
export function histStats(h: ArrayLike<number>): HistStats {
  let n = 0;
  let sum = 0;
  let min = -1;
  let max = -1;
  for (let v = 0; v < h.length; v++) {
    const c = h[v]!;
    if (c === 0) continue;
    if (min < 0) min = v;
    max = v;
    n += c;
    sum += c * v;
  }
  if (n === 0) return { count: 0, mean: null, median: null, p90: null, min: null, max: null };
  const median = n % 2 === 1 ? kth(h, (n - 1) / 2) : (kth(h, n / 2 - 1) + kth(h, n / 2)) / 2;
  const p90 = kth(h, Math.ceil(0.9 * n) - 1);
  return { count: n, mean: round(sum / n, 2), median, p90, min, max };
}

/**
 * Newcombe's hybrid score interval (Newcombe 1998, method 10) for the difference of two
 * proportions p1 − p0 = s1/n1 − s0/n0, built from the two Wilson intervals. Returns null when either
 * side has no trials.
 *
 *   56/70 − 48/80 → [0.0524, 0.3339] (Newcombe's worked example, table II)
 */
export function newcombe(s1: number, n1: number, s0: number, n0: number): [number, number] | null {
  if (n1 <= 0 || n0 <= 0) return null;
  const p1 = s1 / n1;
  const p0 = s0 / n0;
  const [l1, u1] = wilson(s1, n1);
  const [l0, u0] = wilson(s0, n0);
  const d = p1 - p0;
  return [d - Math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2), d + Math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2)];
}

/** A difference of two win rates with its Newcombe 95 % interval, as written to summary.json. */
export interface Lift {
  /** rate(with) − rate(without), or null when either side has no decided game. */
  lift: number | null;
  ci95: [number, number] | null;
}

export function liftOf(w1: number, l1: number, w0: number, l0: number): Lift {
  const ci = newcombe(w1, w1 + l1, w0, w0 + l0);
  if (ci === null) return { lift: null, ci95: null };
  return { lift: round(w1 / (w1 + l1) - w0 / (w0 + l0)), ci95: [round(ci[0]), round(ci[1])] };
}
