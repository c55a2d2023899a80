/**
 * `berserk bench`: the benchmarks, exactly as `npm run bench` prints them (one JSON object with the
 * engine benchmark with and without card text and the sim benchmark; benchmarks/index.ts). Needs the compiled benchmarks in dist/.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { UsageError } from './errors.js';

export function registerBench(program: Command): void {
  program
    .command('bench')
    .description('run the engine and sim benchmarks and print their JSON (same as `npm run bench`)')
    .summary('run the benchmarks and print their JSON')
    .option('--quick', 'smaller workloads (a smoke run; the figures are not comparable)')
    .action((flags: { quick?: boolean }) => {
      const script = fileURLToPath(new URL('../../benchmarks/index.js', import.meta.url));
      if (!fs.existsSync(script)) throw new UsageError(`${script} is missing: build first (npm run build)`);
      const r = spawnSync(process.execPath, [script, ...(flags.quick ? ['--quick'] : [])], { stdio: 'inherit' });
      process.exitCode = r.status ?? 1;
    });
}
