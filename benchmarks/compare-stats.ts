/**
 * The statistics of `berserk bench compare`: a seeded bootstrap interval of the ratio of medians and a
 * Mann-Whitney U test. Pure functions; the same inputs give the same interval on every machine (the
 * bootstrap's generator is seeded), so a comparison is reproducible from its two JSON files.
 */

/** Median of the samples (the mean of the middle two for an even count). */
export function median(samples: readonly number[]): number {
  const xs = [...samples].sort((a, b) => a - b);
  const n = xs.length;
  if (n === 0) return NaN;
  return n % 2 === 1 ? xs[(n - 1) / 2]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2;
}

/** mulberry32: a small seeded 32-bit generator; returns floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BootstrapOptions {
  /** Resamples (default 10,000). */
  resamples?: number;
  /** Two-sided confidence level (default 0.95). */
  confidence?: number;
  /** Generator seed (default 1). */
  seed?: number;
}

/**
 * Percentile bootstrap interval of median(head) / median(base): each resample draws both groups with
 * replacement, independently, from their own samples. Returns the point estimate (the ratio of the
 * observed medians) and the interval's ends.
 */
export function bootstrapRatioOfMedians(base: readonly number[], head: readonly number[], opts: BootstrapOptions = {}): { ratio: number; lo: number; hi: number } {
  const resamples = opts.resamples ?? 10_000;
  const confidence = opts.confidence ?? 0.95;
  const rnd = mulberry32(opts.seed ?? 1);
  const ratio = median(head) / median(base);
  const ratios = new Float64Array(resamples);
  const bufB = new Float64Array(base.length);
  const bufH = new Float64Array(head.length);
  const med = (buf: Float64Array): number => {
    buf.sort();
    const n = buf.length;
    return n % 2 === 1 ? buf[(n - 1) / 2]! : (buf[n / 2 - 1]! + buf[n / 2]!) / 2;
  };
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < base.length; i++) bufB[i] = base[Math.floor(rnd() * base.length)]!;
    for (let i = 0; i < head.length; i++) bufH[i] = head[Math.floor(rnd() * head.length)]!;
    ratios[r] = med(bufH) / med(bufB);
  }
  ratios.sort();
  const tail = (1 - confidence) / 2;
  const at = (q: number): number => ratios[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))]!;
  return { ratio, lo: at(tail), hi: at(1 - tail) };
}

/**
 * Two-sided Mann-Whitney U test of "base and head come from the same distribution". Exact p-value
 * (by counting rank arrangements) when there are no ties and n1·n2 ≤ 2,500; otherwise the normal
 * approximation with tie correction and continuity correction. `u` is U of the head group.
 */
export function mannWhitney(base: readonly number[], head: readonly number[]): { u: number; p: number } {
  const n1 = base.length;
  const n2 = head.length;
  if (n1 === 0 || n2 === 0) return { u: NaN, p: 1 };
  const all = [...base.map((v) => ({ v, g: 0 })), ...head.map((v) => ({ v, g: 1 }))].sort((a, b) => a.v - b.v);
  const ranks = new Float64Array(all.length);
  let ties = false;
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.v === all[i]!.v) j++;
    const t = j - i + 1;
    if (t > 1) {
      ties = true;
      tieTerm += t * t * t - t;
    }
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    i = j + 1;
  }
  let r2 = 0;
  for (let k = 0; k < all.length; k++) if (all[k]!.g === 1) r2 += ranks[k]!;
  const u = r2 - (n2 * (n2 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  if (!ties && n1 * n2 <= 2500) {
    // counts[k]: arrangements of n2 head and n1 base values (all distinct) whose U is k. The largest
    // value is a head one (it adds the base count to U) or a base one (it adds nothing).
    const maxU = n1 * n2;
    const memo = new Map<number, number[]>();
    const dist = (a: number, b: number): number[] => {
      if (a === 0 || b === 0) return [1];
      const key = a * 10_000 + b;
      const hit = memo.get(key);
      if (hit) return hit;
      const withHead = dist(a - 1, b);
      const withBase = dist(a, b - 1);
      const res = new Array<number>(a * b + 1).fill(0);
      for (let k = 0; k < withHead.length; k++) res[k + b]! += withHead[k]!;
      for (let k = 0; k < withBase.length; k++) res[k]! += withBase[k]!;
      memo.set(key, res);
      return res;
    };
    const counts = dist(n2, n1);
    let total = 0;
    for (const c of counts) total += c;
    const lowU = Math.min(u, maxU - u);
    let tailCount = 0;
    for (let k = 0; k <= Math.floor(lowU + 1e-9); k++) tailCount += counts[k] ?? 0;
    return { u, p: Math.min(1, (2 * tailCount) / total) };
  }
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { u, p: 1 };
  const z = (Math.abs(u - mean) - 0.5) / Math.sqrt(variance);
  return { u, p: Math.min(1, 2 * (1 - normalCdf(Math.max(0, z)))) };
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 via erf; error < 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
