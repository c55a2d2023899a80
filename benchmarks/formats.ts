/**
 * The benchmark result in the formats CI tools read, generated from the same result object
 * (`berserk bench --format …`, `berserk bench export FILE --format …`):
 *
 * - `bmf`, Bencher Metric Format (bencher.dev/docs/reference/bencher-metric-format): an object
 *   `{ <benchmark>: { <measure>: { value, lower_value?, upper_value? } } }`. Benchmark = our workload,
 *   measure = our metric's measure (kebab case, e.g. `instructions-per-game`); value is the median,
 *   lower/upper the smallest and largest sample.
 * - `github-action-benchmark` (benchmark-action/github-action-benchmark, tools `customBiggerIsBetter`
 *   and `customSmallerIsBetter`): an array of `{ name, unit, value, range?, extra? }`. One tool reads
 *   one direction, so the output is `{ customBiggerIsBetter: [...], customSmallerIsBetter: [...] }`
 *   and `berserk bench export FILE --format github-action-benchmark --direction smaller` prints one
 *   array only (the file the action's `output-file-path` names).
 */
import type { BenchResult } from './result.js';

export const FORMATS = ['json', 'bmf', 'github-action-benchmark'] as const;
export type Format = (typeof FORMATS)[number];

export type Bmf = Record<string, Record<string, { value: number; lower_value?: number; upper_value?: number }>>;

export function toBmf(r: BenchResult): Bmf {
  const out: Bmf = {};
  for (const m of Object.values(r.metrics)) {
    const bench = (out[m.workload] ??= {});
    bench[m.measure] = { value: m.value, lower_value: Math.min(...m.samples), upper_value: Math.max(...m.samples) };
  }
  return out;
}

export interface GabEntry {
  name: string;
  unit: string;
  value: number;
  range?: string;
  extra?: string;
}

export function toGithubActionBenchmark(r: BenchResult): { customBiggerIsBetter: GabEntry[]; customSmallerIsBetter: GabEntry[] } {
  const bigger: GabEntry[] = [];
  const smaller: GabEntry[] = [];
  for (const [name, m] of Object.entries(r.metrics)) {
    const lo = Math.min(...m.samples);
    const hi = Math.max(...m.samples);
    const sig = r.signatures[m.workload];
    const entry: GabEntry = {
      name,
      unit: m.unit,
      value: m.value,
      range: `± ${(hi - lo) / 2}`,
      extra: `samples: ${m.samples.length}${sig ? `\nsignature: ${sig.hash} (${sig.actions} actions)` : ''}`,
    };
    (m.better === 'higher' ? bigger : smaller).push(entry);
  }
  return { customBiggerIsBetter: bigger, customSmallerIsBetter: smaller };
}

/** The text printed for `--format`. `direction` picks one github-action-benchmark array. */
export function render(r: BenchResult, format: Format, direction?: 'bigger' | 'smaller'): string {
  if (format === 'json') return JSON.stringify(r, null, 2) + '\n';
  if (format === 'bmf') return JSON.stringify(toBmf(r), null, 2) + '\n';
  const g = toGithubActionBenchmark(r);
  const body = direction === 'bigger' ? g.customBiggerIsBetter : direction === 'smaller' ? g.customSmallerIsBetter : g;
  return JSON.stringify(body, null, 2) + '\n';
}
