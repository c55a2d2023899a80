/**
 * `npm run bench` and `berserk bench`: the engine benchmark (benchmarks/engine.ts) with the card
 * texts, the same with the printed cards only (`--vanilla`: the engine core, without the card
 * pool's abilities), then the sim benchmark (benchmarks/sim.ts; skipped with `--engine-only`), each
 * in its own process, printed as one result object (benchmarks/result.ts, `schema`, `kind: "time"`,
 * `signatures`, `metrics` with every repetition's sample; docs/benchmarks.md) that also keeps the
 * three reports as they were: `engine`, `engineVanilla`, `sim`. Other flags (--quick, …) are passed
 * to all three.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { timeResult, type EngineReport } from './time-result.js';

const argv = process.argv.slice(2);
const engineOnly = argv.includes('--engine-only');
const passed = argv.filter((a) => a !== '--engine-only');

function run(script: string, extra: readonly string[] = []): unknown {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const r = spawnSync(process.execPath, [file, ...extra, ...passed], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return JSON.parse(r.stdout);
}

const engine = run('./engine.js') as EngineReport;
const engineVanilla = run('./engine.js', ['--vanilla']) as EngineReport;
const sim = engineOnly ? undefined : run('./sim.js');
const dist = fileURLToPath(new URL('..', import.meta.url));
const result = timeResult(dist, { engine: [engine], engineVanilla: [engineVanilla] }, { engine, engineVanilla, ...(sim !== undefined ? { sim } : {}) });
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
