/**
 * `npm run docs:bench-table -- FILE`: renders the README's benchmark table from the JSON that
 * `npm run -s bench` prints (`{ engine, engineVanilla, sim }`), so the table is regenerated, never
 * typed. It replaces the lines between `<!-- bench-table:start -->` and `<!-- bench-table:end -->`
 * in README.md; with `--stdout` it prints the table instead.
 *
 *   npm run -s bench > benchmarks/readme-run.json
 *   npm run docs:bench-table -- benchmarks/readme-run.json
 *
 * Bad input (no file, not JSON, a field missing) prints one `error:` line and exits with code 2.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START = '<!-- bench-table:start -->';
const END = '<!-- bench-table:end -->';

interface Spread { median: number; min: number; max: number }
interface EngineRun {
  date: string;
  node: string;
  v8Flags: string;
  machine: { cpu: string; cores: number; platform: string; arch: string };
  config: { gamesPerRep: number; reps: number; warmupGames: number };
  gamesPerSec: Spread;
  actionsPerSec: Spread;
  cloneNs: Spread;
  signature: { games: number; hash: string; actions: number };
}
interface SimRun {
  date: string;
  config: { gamesPerRun: number; bigRunGames: number };
  endToEnd: Record<string, { workers1: number | Spread; workers2: number | Spread; scaling: number }>;
  coresUsedWorkers2?: Spread;
  loadAvg1mBeforeRuns?: Spread;
  peakRssMiB?: Record<string, number>;
}
export interface BenchReport { engine: EngineRun; engineVanilla: EngineRun; sim: SimRun }

class InputError extends Error {}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const millions = (n: number): string => `${(n / 1e6).toFixed(2)} M`;
const num = (v: number | Spread): number => (typeof v === 'number' ? v : v.median);

function need<T>(v: T | undefined | null, what: string): T {
  if (v === undefined || v === null) throw new InputError(`${what} is missing (expected the JSON of \`npm run -s bench\`)`);
  return v;
}

/** The markdown lines of the table (without the markers). */
export function renderBenchTable(r: BenchReport): string[] {
  const e = need(r.engine, 'engine');
  const v = need(r.engineVanilla, 'engineVanilla');
  const s = need(r.sim, 'sim');
  const m = need(e.machine, 'engine.machine');
  const big = String(need(s.config, 'sim.config').bigRunGames);
  const bigRun = need(s.endToEnd?.[big], `sim.endToEnd.${big}`);
  const row = (label: string, x: EngineRun): string =>
    `| ${label} | **${int(x.gamesPerSec.median)}** (${int(x.gamesPerSec.min)}–${int(x.gamesPerSec.max)}) | ${millions(x.actionsPerSec.median)} | ${int(x.cloneNs.median)} ns | \`${x.signature.hash}\`, ${int(x.signature.actions)} actions |`;
  const load = s.loadAvg1mBeforeRuns ? `; load average before the sim runs ${s.loadAvg1mBeforeRuns.median.toFixed(1)}` : '';
  const cores = s.coresUsedWorkers2 ? `, the 2-worker runs got ${s.coresUsedWorkers2.median.toFixed(2)} cores` : '';
  return [
    `Measured ${e.date.slice(0, 10)} on ${m.cpu} (${m.cores} cores, ${m.platform} ${m.arch}), Node ${e.node}${load}.`,
    `Random vs random, steppe vs forest, one thread; ${e.config.reps} repetitions of ${int(e.config.gamesPerRep)} games after ${int(e.config.warmupGames)} warm-up games (median, min–max).`,
    '',
    `| \`npm run bench\` | games/s | actions/s | clone | signature (games 0–${e.signature.games - 1}) |`,
    '|---|---|---|---|---|',
    row('`engine` (card texts)', e),
    row('`engineVanilla` (printed stats and icons only)', v),
    `| \`sim\`, ${int(Number(big))} games end to end, 1 / 2 workers${cores} | ${int(num(bigRun.workers1))} / **${int(num(bigRun.workers2))}** | | | |`,
    ...caveats(r),
  ];
}

/**
 * Warnings the table must carry: a `--quick` run (smaller workloads) or a shared machine, whose
 * figures are not comparable with a quiet run's. "Shared" is judged by the CPU the 2-worker sim runs
 * actually got (below 90 % of 2 cores means another process took the rest), or, for reports without
 * that figure, by a 1-minute load average before the runs above cores + 1: the sim's own 2-worker
 * runs leave a load of about 2, so the load alone overstates a quiet machine's.
 */
export function caveats(r: BenchReport): string[] {
  const out: string[] = [];
  const quick = r.engine.config.reps < 11 || r.sim.config.gamesPerRun < 30_000;
  const load = r.sim.loadAvg1mBeforeRuns?.median;
  const got = r.sim.coresUsedWorkers2?.median;
  const cores = r.engine.machine.cores;
  const shared = got !== undefined ? got < 0.9 * Math.min(2, cores) : load !== undefined && load > cores + 1;
  if (quick) out.push('This was a `--quick` run (smaller workloads): its figures are not comparable with a full run\'s.');
  if (shared) {
    const why = got !== undefined ? `the 2-worker runs got ${got.toFixed(2)} of 2 cores` : `load average ${(load ?? 0).toFixed(1)} on ${cores} cores`;
    out.push(`**The machine was shared (${why}): these figures are far below a quiet machine's and must not be compared with them; regenerate the table on a quiet machine.** The signatures do not depend on the machine.`);
  }
  return out.length ? ['', ...out] : [];
}

/** README text with the region between the markers replaced by `lines`. */
export function replaceRegion(readme: string, lines: readonly string[]): string {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new InputError(`README.md: markers ${START} … ${END} not found`);
  return readme.slice(0, a + START.length) + '\n' + lines.join('\n') + '\n' + readme.slice(b);
}

function main(argv: readonly string[]): void {
  const file = argv.find((x) => !x.startsWith('--'));
  if (!file) throw new InputError('usage: bench-table FILE [--stdout] (FILE: the JSON of `npm run -s bench`)');
  let report: BenchReport;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8')) as BenchReport;
  } catch (err) {
    throw new InputError(`${file}: ${(err as Error).message}`);
  }
  const lines = renderBenchTable(report);
  if (argv.includes('--stdout')) {
    process.stdout.write(lines.join('\n') + '\n');
    return;
  }
  const readmePath = path.join(repoRoot, 'README.md');
  fs.writeFileSync(readmePath, replaceRegion(fs.readFileSync(readmePath, 'utf8'), lines));
  process.stdout.write(`README.md: benchmark table from ${file}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof InputError) && !(err instanceof TypeError)) throw err;
    process.stderr.write(`error: ${err.message}\n`);
    process.exitCode = 2;
  }
}
