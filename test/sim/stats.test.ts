import { describe, expect, it } from 'vitest';
import { histStats, rateOf, wilson } from '../../src/sim/stats.js';

const r4 = (xs: [number, number]) => xs.map((x) => Math.round(x * 10000) / 10000);

describe('Wilson 95% interval', () => {
  it('matches known values', () => {
    expect(r4(wilson(50, 100))).toEqual([0.4038, 0.5962]);
    expect(r4(wilson(0, 10))).toEqual([0, 0.2775]);
    expect(r4(wilson(10, 10))).toEqual([0.7225, 1]);
    expect(r4(wilson(1, 1))).toEqual([0.2065, 1]);
    expect(r4(wilson(0, 1))).toEqual([0, 0.7935]);
  });
  it('is [0, 1] without trials and stays inside [0, 1]', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
    for (let n = 1; n < 40; n++) {
      for (let k = 0; k <= n; k++) {
        const [lo, hi] = wilson(k, n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n);
        expect(hi).toBeGreaterThanOrEqual(k / n);
      }
    }
  });
  it('rateOf counts decided games only', () => {
    expect(rateOf(50, 50)).toEqual({ wins: 50, losses: 50, decided: 100, rate: 0.5, ci95: [0.4038, 0.5962] });
    expect(rateOf(0, 0)).toEqual({ wins: 0, losses: 0, decided: 0, rate: null, ci95: null });
  });
});

describe('histogram statistics', () => {
  it('mean, median (middle pair averaged), nearest-rank p90', () => {
    const h = new Float64Array(200);
    for (let v = 1; v <= 10; v++) h[v] = 1; // 1..10
    expect(histStats(h)).toEqual({ count: 10, mean: 5.5, median: 5.5, p90: 9, min: 1, max: 10 });
    h[100] = 1; // 1..10, 100
    expect(histStats(h)).toMatchObject({ count: 11, median: 6, p90: 10, max: 100 });
    expect(histStats(new Float64Array(5))).toMatchObject({ count: 0, mean: null, median: null, p90: null });
  });
});
