/**
 * `npm run bench` and `berserk bench`: the engine benchmark (benchmarks/engine.ts), then the sim
 * benchmark (benchmarks/sim.ts), each in its own process, printed as one JSON object
 * `{ "engine": …, "sim": … }`. The engine object is exactly what benchmarks/engine.ts prints (its
 * fields and determinism signature unchanged). Flags (--quick, …) are passed to both.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

function run(script: string): unknown {
  const file = fileURLToPath(new URL(script, import.meta.url));
  const r = spawnSync(process.execPath, [file, ...process.argv.slice(2)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return JSON.parse(r.stdout);
}

const engine = run('./engine.js');
const sim = run('./sim.js');
process.stdout.write(JSON.stringify({ engine, sim }, null, 2) + '\n');
