/**
 * sim/compare-stats.ts: the verdict of two agents on one pairing (flip, unclear, agree, no_games,
 * mirror) at the edges of the Wilson intervals, the orientation-free correlation of two matrices,
 * and compare.json built from two constructed summaries.
 */
import { describe, expect, it } from 'vitest';
import { callOf, compareJson, matrixCorrelation, verdictOf } from '../../src/sim/compare-stats.js';
import type { SimConfig } from '../../src/sim/config.js';
import { wilson } from '../../src/sim/stats.js';
import type { SummaryJson, TallyJson } from '../../src/sim/summary.js';

const t = (wins: number, losses: number) => ({ wins, losses });

describe('the call of one agent on a pairing', () => {
  it('is a side only when the Wilson interval excludes 50 %', () => {
    // 60/100: lower end 0.502 (above 50 %); 59/100: 0.492 (contains 50 %).
    expect(wilson(60, 100)[0]).toBeGreaterThan(0.5);
    expect(wilson(59, 100)[0]).toBeLessThan(0.5);
    expect(callOf(t(60, 40))).toBe('a');
    expect(callOf(t(59, 41))).toBeNull();
    expect(callOf(t(40, 60))).toBe('b');
    expect(callOf(t(41, 59))).toBeNull();
    expect(callOf(t(0, 0))).toBeNull();
  });
});

describe('the verdict of two agents on a pairing', () => {
  it('is flip when both intervals exclude 50 % on opposite sides (Тьма vs Болота: 67 % scripted, 31 % random)', () => {
    expect(verdictOf(t(31, 69), t(67, 33))).toBe('flip');
    expect(verdictOf(t(60, 40), t(40, 60))).toBe('flip');
  });
  it('is unclear when the point estimates are on opposite sides but an interval contains 50 %', () => {
    expect(verdictOf(t(59, 41), t(40, 60))).toBe('unclear');
    expect(verdictOf(t(60, 40), t(41, 59))).toBe('unclear');
    expect(verdictOf(t(51, 49), t(49, 51))).toBe('unclear');
  });
  it('is agree when the point estimates are on the same side, or one is exactly 50 %', () => {
    expect(verdictOf(t(60, 40), t(90, 10))).toBe('agree');
    expect(verdictOf(t(10, 90), t(45, 55))).toBe('agree');
    expect(verdictOf(t(50, 50), t(20, 80))).toBe('agree');
  });
  it('is no_games when a run decided no game of the pairing', () => {
    expect(verdictOf(t(0, 0), t(20, 80))).toBe('no_games');
    expect(verdictOf(t(3, 1), t(0, 0))).toBe('no_games');
  });
});

describe('the correlation of two matrices', () => {
  it("is Pearson's r over both orientations of every pairing, so a pairing's orientation does not change it", () => {
    const pairs: [number, number][] = [
      [0.3, 0.6],
      [0.6, 0.85],
      [0.7, 0.88],
      [0.45, 0.4],
    ];
    // The plain Pearson r over the off-diagonal cells: each pairing and its mirror cell.
    const cells = pairs.flatMap(([x, y]) => [
      [x, y],
      [1 - x, 1 - y],
    ]);
    const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
    const xs = cells.map((c) => c[0]!);
    const ys = cells.map((c) => c[1]!);
    const mx = mean(xs);
    const my = mean(ys);
    const cov = cells.reduce((s, [x, y]) => s + (x! - mx) * (y! - my), 0);
    const pearson = cov / Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0) * ys.reduce((s, y) => s + (y - my) ** 2, 0));
    expect(matrixCorrelation(pairs)).toBeCloseTo(pearson, 12);
    const flipped = pairs.map(([x, y], i) => (i === 1 ? ([1 - x, 1 - y] as [number, number]) : ([x, y] as [number, number])));
    expect(matrixCorrelation(flipped)).toBeCloseTo(pearson, 12);
  });
  it('is null below three pairings, and 1 for identical matrices', () => {
    expect(matrixCorrelation([[0.6, 0.7], [0.3, 0.2]])).toBeNull();
    expect(matrixCorrelation([[0.6, 0.6], [0.3, 0.3], [0.8, 0.8]])).toBeCloseTo(1, 12);
    expect(matrixCorrelation([[0.6, 0.4], [0.3, 0.7], [0.8, 0.2]])).toBeCloseTo(-1, 12);
  });
});

// ---- compare.json from constructed summaries --------------------------------------------------

const cell = (wins: number, losses: number): TallyJson => ({ games: wins + losses + 2, wins, losses, decided: wins + losses, rate: wins / (wins + losses), ci95: null, draws: 1, limits: 1 });

/** A matrix run of three decks; `m[i][j]`: [wins, losses] of deck i against deck j. */
function summary(m: Record<string, [number, number]>): SummaryJson {
  const rows = [0, 1, 2].map((i) => [0, 1, 2].map((j) => (i === j ? null : m[`${i}${j}`] ? cell(...m[`${i}${j}`]!) : cell(m[`${j}${i}`]![1], m[`${j}${i}`]![0]))));
  const decks = [0, 1, 2].map((i) => {
    const w = rows[i]!.reduce((s, c) => s + (c?.wins ?? 0), 0);
    const l = rows[i]!.reduce((s, c) => s + (c?.losses ?? 0), 0);
    return { id: i, name: `D${i}`, ...cell(w, l) };
  });
  return { matrix: { decks: ['D0', 'D1', 'D2'], rows }, decks } as unknown as SummaryJson;
}

const config = {
  mode: 'matrix',
  seed: '7',
  games_per_pairing: 102,
  decks: [0, 1, 2].map((i) => ({ id: i, name: `D${i}`, file: `d${i}.json`, cards: [] })),
  agents: ['random'],
  pairings: [
    { a: { deck: 0, agent: 0 }, b: { deck: 1, agent: 0 } },
    { a: { deck: 0, agent: 0 }, b: { deck: 2, agent: 0 } },
    { a: { deck: 1, agent: 0 }, b: { deck: 2, agent: 0 } },
  ],
} as unknown as SimConfig;

describe('compare.json', () => {
  const sa = summary({ '01': [31, 69], '02': [60, 40], '12': [55, 45] });
  const sb = summary({ '01': [67, 33], '02': [62, 38], '12': [45, 55] });
  const c = compareJson(config, { a: 'random', b: 'scripted' }, { a: 'a', b: 'b' }, sa, sb);

  it('gives each pairing both rates, the better deck by each agent, the difference and the verdict', () => {
    expect(c.pairings.map((p) => p.verdict)).toEqual(['flip', 'agree', 'unclear']);
    const flip = c.pairings[0]!;
    expect(flip.deck).toEqual({ id: 0, name: 'D0' });
    expect(flip.opponent).toEqual({ id: 1, name: 'D1' });
    expect(flip.a!.rate).toBe(0.31);
    expect(flip.b!.rate).toBe(0.67);
    expect(flip.better).toEqual({ a: 'opponent', b: 'deck' });
    expect(flip.diff).toBe(0.36);
    expect(flip.shift).toBe(true);
    expect(c.pairings[1]!.shift).toBe(false);
    expect(c.counts).toEqual({ flip: 1, unclear: 1, agree: 1, no_games: 0, mirror: 0, shift: 1 });
  });
  it('gives the correlation over the decided pairings and each deck its rate and rank under both agents', () => {
    expect(c.correlation.pairings).toBe(3);
    expect(c.correlation.r).toBeCloseTo(matrixCorrelation([[0.31, 0.67], [0.6, 0.62], [0.55, 0.45]])!, 4);
    expect(c.decks.map((d) => [d.rank_a, d.rank_b])).toEqual([
      [2, 1],
      [1, 3],
      [3, 2],
    ]);
  });
  it('marks a deck against itself as a mirror, without a verdict on it', () => {
    const g = { ...config, mode: 'gauntlet', pairings: [...config.pairings.slice(0, 2), { a: { deck: 0, agent: 0 }, b: { deck: 0, agent: 0 } }] } as unknown as SimConfig;
    const m = compareJson(g, { a: 'random', b: 'scripted' }, { a: 'a', b: 'b' }, sa, sb);
    expect(m.pairings[2]!.verdict).toBe('mirror');
    expect(m.pairings[2]!.a).toBeNull();
    expect(m.counts.mirror).toBe(1);
    expect(m.correlation.r).toBeNull();
    expect(m.decks.every((d) => d.rank_a === null)).toBe(true);
  });
});
