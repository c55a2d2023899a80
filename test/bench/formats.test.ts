/**
 * The CI formats of `berserk bench` validate against the shapes their tools document:
 * - Bencher Metric Format (bencher.dev/docs/reference/bencher-metric-format, its JSON Schema): an
 *   object of benchmarks, each an object of measures, each `{ value: number, lower_value?: number,
 *   upper_value?: number }`; benchmark names up to 1,024 characters, measure slugs up to 64.
 * - github-action-benchmark's custom tools (customBiggerIsBetter / customSmallerIsBetter): a JSON
 *   array of `{ name: string, unit: string, value: number, range?: string, extra?: string }`.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { render, toBmf, toGithubActionBenchmark } from '../../benchmarks/formats.js';
import { readResult } from '../../benchmarks/result.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const fx = (name: string): string => path.join(repoRoot, 'test/bench/fixtures', `${name}.json`);

const BmfMetric = z.strictObject({ value: z.number(), lower_value: z.number().optional(), upper_value: z.number().optional() });
const Bmf = z.record(z.string().min(1).max(1024), z.record(z.string().min(1).max(64), BmfMetric));
const GabEntry = z.strictObject({ name: z.string().min(1), unit: z.string().min(1), value: z.number(), range: z.string().optional(), extra: z.string().optional() });
const Gab = z.array(GabEntry);

const exportAs = (file: string, ...args: string[]): unknown => {
  const r = spawnSync(process.execPath, [cli, 'bench', 'export', file, ...args], { cwd: repoRoot, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
};

describe('bmf', () => {
  for (const name of ['time-base', 'instructions-base']) {
    it(`${name}: valid BMF, one benchmark per workload, value within [lower_value, upper_value]`, () => {
      const bmf = Bmf.parse(exportAs(fx(name), '--format', 'bmf'));
      const result = readResult(fx(name));
      expect(Object.keys(bmf).sort()).toEqual([...new Set(Object.values(result.metrics).map((m) => m.workload))].sort());
      for (const measures of Object.values(bmf)) {
        for (const m of Object.values(measures)) {
          expect(m.lower_value!).toBeLessThanOrEqual(m.value);
          expect(m.upper_value!).toBeGreaterThanOrEqual(m.value);
        }
      }
    });
  }
  it('the instruction counts are the metrics medians', () => {
    const r = readResult(fx('instructions-base'));
    expect(toBmf(r)['text-games']!['instructions-per-game']!.value).toBe(r.metrics['text-games/instructions-per-game']!.value);
  });
});

describe('github-action-benchmark', () => {
  it('each direction is a valid custom-tool array; throughput is bigger-is-better, costs smaller-is-better', () => {
    const both = exportAs(fx('time-base'), '--format', 'github-action-benchmark') as Record<string, unknown>;
    const bigger = Gab.parse(both.customBiggerIsBetter);
    const smaller = Gab.parse(both.customSmallerIsBetter);
    expect(bigger.map((e) => e.name)).toContain('engine/games-per-sec');
    expect(smaller.map((e) => e.name)).toContain('engine/clone-ns');
    expect(bigger.some((e) => e.name.endsWith('-ns'))).toBe(false);
  });
  it('--direction prints the one array the action reads', () => {
    const smaller = Gab.parse(exportAs(fx('instructions-base'), '--format', 'github-action-benchmark', '--direction', 'smaller'));
    expect(smaller).toHaveLength(4);
    expect(Gab.parse(exportAs(fx('instructions-base'), '--format', 'github-action-benchmark', '--direction', 'bigger'))).toHaveLength(0);
  });
  it('a shape check that can fail: a string value is rejected', () => {
    const g = toGithubActionBenchmark(readResult(fx('time-base')));
    expect(Gab.safeParse([{ ...g.customBiggerIsBetter[0], value: '7000' }]).success).toBe(false);
  });
});

describe('json', () => {
  it('round-trips the result unchanged', () => {
    const r = readResult(fx('time-base'));
    expect(JSON.parse(render(r, 'json'))).toEqual(r);
  });
});
