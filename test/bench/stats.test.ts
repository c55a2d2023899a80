/** The statistics of bench compare (benchmarks/compare-stats.ts) against values worked out by hand. */
import { describe, expect, it } from 'vitest';
import { bootstrapRatioOfMedians, mannWhitney, median } from '../../benchmarks/compare-stats.js';
import { abbaOrder } from '../../benchmarks/alternate.js';

describe('median', () => {
  it('odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('mannWhitney', () => {
  it('complete separation of 5 and 5: U = 25, exact two-sided p = 2/252', () => {
    const r = mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]);
    expect(r.u).toBe(25);
    expect(r.p).toBeCloseTo(2 / 252, 10);
  });
  it('complete separation of 3 and 3: p = 2/20 (three runs can never reach p < 0.05)', () => {
    expect(mannWhitney([1, 2, 3], [4, 5, 6]).p).toBeCloseTo(0.1, 10);
  });
  it('interleaved samples: p = 1', () => {
    expect(mannWhitney([1, 3, 5, 7], [2, 4, 6, 8]).p).toBeGreaterThan(0.6);
  });
  it('ties use the normal approximation and stay within [0, 1]', () => {
    const r = mannWhitney([1, 1, 2, 2, 3], [1, 2, 2, 3, 3]);
    expect(r.p).toBeGreaterThan(0.2);
    expect(r.p).toBeLessThanOrEqual(1);
  });
});

describe('bootstrapRatioOfMedians', () => {
  it('the same seed gives the same interval; the interval holds the point estimate', () => {
    const base = [10, 11, 9, 10.5, 9.5, 10.2, 9.8];
    const head = [11, 12, 10, 11.5, 10.5, 11.2, 10.8];
    const a = bootstrapRatioOfMedians(base, head, { seed: 5 });
    const b = bootstrapRatioOfMedians(base, head, { seed: 5 });
    expect(a).toEqual(b);
    expect(a.ratio).toBeCloseTo(11 / 10, 10);
    expect(a.lo).toBeLessThanOrEqual(a.ratio);
    expect(a.hi).toBeGreaterThanOrEqual(a.ratio);
  });
  it('identical constant samples: a zero-width interval at 1', () => {
    expect(bootstrapRatioOfMedians([5, 5, 5], [5, 5, 5])).toEqual({ ratio: 1, lo: 1, hi: 1 });
  });
});

describe('abbaOrder', () => {
  it('base, head, then head, base', () => {
    expect(abbaOrder(3)).toEqual(['base', 'head', 'head', 'base', 'base', 'head']);
  });
});
