/**
 * `npm run bench` and `berserk bench`: the engine benchmark (benchmarks/engine.ts) with the card
 * texts, the same with the printed cards only (`--vanilla`: the engine core, without the card
 * pool's abilities), then the sim benchmark (benchmarks/sim.ts), each in its own process, printed
 * as one JSON object `{ "engine": …, "engineVanilla": …, "sim": … }`. The engine objects are
 * exactly what benchmarks/engine.ts prints (fields and determinism signatures unchanged). Flags
 * (--quick, …) are passed to all three.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

function run(script: string, extra: readonly string[] = []): unknown {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const r = spawnSync(process.execPath, [file, ...extra, ...process.argv.slice(2)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return JSON.parse(r.stdout);
}

const engine = run('./engine.js');
const engineVanilla = run('./engine.js', ['--vanilla']);
const sim = run('./sim.js');
process.stdout.write(JSON.stringify({ engine, engineVanilla, sim }, null, 2) + '\n');
