/**
 * Small helpers shared by the benchmark scripts: summary statistics and flag parsing.
 * Benchmarks print one JSON object to stdout; timings are summarised as { median, min, max }.
 */
import { V8_TUNING_FLAGS, v8Tuned } from '../src/sim/v8-tuning.js';
import * as os from 'node:os';
import { Command, CommanderError } from 'commander';
import { parsePositiveInt } from '../src/cli/errors.js';

export interface Summary {
  median: number;
  min: number;
  max: number;
}

/** Median, minimum and maximum of the samples, rounded to `digits` decimals. */
export function summarize(samples: readonly number[], digits = 1): Summary {
  const xs = [...samples].sort((a, b) => a - b);
  const n = xs.length;
  const median = n % 2 === 1 ? xs[(n - 1) / 2]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2;
  const f = 10 ** digits;
  const r = (x: number) => Math.round(x * f) / f;
  return { median: r(median), min: r(xs[0]!), max: r(xs[n - 1]!) };
}

/** Node version and machine, for the report header. */
export function environment(): { node: string; v8Flags: string; machine: { cpu: string; cores: number; platform: string; arch: string } } {
  const cpus = os.cpus();
  return {
    node: process.version,
    v8Flags: v8Tuned ? V8_TUNING_FLAGS : 'defaults (BERSERK_V8_TUNING=0)',
    machine: { cpu: cpus[0]?.model ?? 'unknown', cores: cpus.length, platform: process.platform, arch: process.arch },
  };
}

/**
 * Parse the benchmark flags: `--<count> N` (whole numbers ≥ 1) and `--quick`. Bad flags print
 * commander's one-line error on stderr and exit with code 2.
 */
export function parseBenchFlags<C extends string>(argv: readonly string[], counts: readonly C[]): Partial<Record<C, number>> & { quick?: boolean } {
  const cmd = new Command().exitOverride().configureOutput({ outputError: (str, write) => write(`${str.trim().replace(/\s*\n\s*/g, ' ')}\n`) });
  for (const c of counts) cmd.option(`--${c} <n>`, `${c} per repetition`, parsePositiveInt);
  cmd.option('--quick', 'smaller workload');
  try {
    cmd.parse(argv, { from: 'user' });
  } catch (err) {
    process.exit(err instanceof CommanderError && err.exitCode === 0 ? 0 : 2);
  }
  return cmd.opts();
}
