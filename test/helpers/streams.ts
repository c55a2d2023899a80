/**
 * Checks that random sequences are unrelated (test/engine/stream-independence.test.ts and
 * search-stream-independence.test.ts): shifted copies found by window equality, and the largest
 * cross-correlation over a range of lags.
 */

/**
 * Every (sequence a, sequence b, lag) at which a[t] === b[t + lag] for at least `minWindow` values
 * of t, a ≠ b or lag ≠ 0, |lag| ≤ maxLag (Infinity: any lag). For unrelated 32-bit sequences a
 * chance equality is ~len² / 2^32 per pair, so three at one lag do not happen; a shifted copy gives
 * one per overlapping value. Returns descriptions ("sequence 2 = sequence 1 shifted by 4 (996 values)").
 */
export function findShiftedCopies(seqs: readonly Uint32Array[], maxLag: number, minWindow = 3, names?: readonly string[]): string[] {
  const where = new Map<number, number[]>();
  for (let s = 0; s < seqs.length; s++) {
    const a = seqs[s]!;
    for (let t = 0; t < a.length; t++) {
      const v = a[t]!;
      const list = where.get(v);
      if (list) list.push(s, t);
      else where.set(v, [s, t]);
    }
  }
  const counts = new Map<string, number>();
  for (const list of where.values()) {
    if (list.length < 4) continue;
    for (let i = 0; i < list.length; i += 2) {
      for (let j = i + 2; j < list.length; j += 2) {
        const sa = list[i]!;
        const sb = list[j]!;
        const lag = list[j + 1]! - list[i + 1]!;
        if (Math.abs(lag) > maxLag) continue;
        if (sa === sb && lag === 0) continue;
        const key = `${sa}|${sb}|${lag}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  const out: string[] = [];
  const name = (k: number) => names?.[k] ?? `sequence ${k}`;
  for (const [key, c] of counts) {
    if (c < minWindow) continue;
    const [sa, sb, lag] = key.split('|').map(Number) as [number, number, number];
    out.push(`${name(sb)} = ${name(sa)} shifted by ${lag} (${c} values)`);
  }
  return out;
}

/**
 * The largest |Pearson correlation| between a[t + max(0, −lag)] and b[t + max(0, lag)], t < n, over
 * lags −maxLag..maxLag, the draws taken as uniform on [0, 1). Both sequences need n + maxLag values.
 */
export function maxCrossCorrelation(a: Uint32Array, b: Uint32Array, n: number, maxLag: number): { abs: number; lag: number } {
  const x = new Float64Array(a.length);
  const y = new Float64Array(b.length);
  for (let t = 0; t < a.length; t++) x[t] = a[t]! / 0x100000000 - 0.5;
  for (let t = 0; t < b.length; t++) y[t] = b[t]! / 0x100000000 - 0.5;
  let best = 0;
  let bestLag = 0;
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    const oa = lag < 0 ? -lag : 0;
    const ob = lag > 0 ? lag : 0;
    let sxy = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    for (let t = 0; t < n; t++) {
      const u = x[t + oa]!;
      const v = y[t + ob]!;
      sxy += u * v;
      sx += u;
      sy += v;
      sxx += u * u;
      syy += v * v;
    }
    const cov = sxy / n - (sx / n) * (sy / n);
    const r = cov / Math.sqrt((sxx / n - (sx / n) ** 2) * (syy / n - (sy / n) ** 2));
    if (Math.abs(r) > best) {
      best = Math.abs(r);
      bestLag = lag;
    }
  }
  return { abs: best, lag: bestLag };
}
