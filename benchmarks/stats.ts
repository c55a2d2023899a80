/**
 * Small helpers shared by the benchmark scripts: summary statistics and flag parsing.
 * Benchmarks print one JSON object to stdout; timings are summarised as { median, min, max }.
 */
import * as os from 'node:os';

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
export function environment(): { node: string; machine: { cpu: string; cores: number; platform: string; arch: string } } {
  const cpus = os.cpus();
  return {
    node: process.version,
    machine: { cpu: cpus[0]?.model ?? 'unknown', cores: cpus.length, platform: process.platform, arch: process.arch },
  };
}

/**
 * Parse `--name N` integer flags and boolean `--name` flags. Unknown flags or bad values print one
 * line on stderr and exit with code 2.
 */
export function parseFlags<I extends string, B extends string>(
  argv: readonly string[],
  ints: readonly I[],
  bools: readonly B[],
): Partial<Record<I, number>> & Partial<Record<B, boolean>> {
  const out: Record<string, number | boolean> = {};
  const die = (msg: string): never => {
    process.stderr.write(`error: ${msg}\n`);
    process.exit(2);
  };
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k]!;
    const name = a.startsWith('--') ? a.slice(2) : '';
    if ((ints as readonly string[]).includes(name)) {
      const v = argv[++k];
      if (v === undefined || !/^\d+$/.test(v) || Number(v) < 1) die(`${a} expects a whole number ≥ 1`);
      out[name] = Number(v);
    } else if ((bools as readonly string[]).includes(name)) {
      out[name] = true;
    } else {
      die(`unknown argument ${JSON.stringify(a)}; flags: ${[...ints, ...bools].map((f) => `--${f}`).join(' ')}`);
    }
  }
  return out as Partial<Record<I, number>> & Partial<Record<B, boolean>>;
}
