/**
 * What Parquet output costs next to the Arrow tables: one `berserk sim --format arrow` run (its
 * timing gives the main thread's Arrow writing time and the run's CPU time), then `exportParquet`
 * of that folder R times in this process, timed in CPU seconds (process.cpuUsage: the export is
 * single-threaded, and CPU time means something on a shared machine where wall time does not).
 * Prints one JSON object: the median export CPU time, per 1,000 games, its share of the run's CPU
 * time plus the export, against the Arrow writing time, and the file sizes.
 *
 * Flags: --games N (default 20000), --reps R (default 3).
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before the engine loads (src/sim/v8-tuning.ts)
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARQUET_FILES, exportParquet } from '../src/sim/parquet-io.js';
import { TABLE_FILES } from '../src/sim/run-dir.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const games = arg('--games', 20_000);
const reps = arg('--reps', 3);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number, d = 3): number => Math.round(x * 10 ** d) / 10 ** d;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-bench-parquet-'));
try {
  const out = path.join(tmp, 'run');
  const cli = path.join(root, 'dist/src/cli/main.js');
  const args = ['sim', '--deck1', 'decks/steppe.json', '--deck2', 'decks/forest.json', '--games', String(games), '--seed', '12345', '--out', out, '--format', 'arrow', '--json'];
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`sim failed: ${r.stderr}`);
  const timing = (JSON.parse(r.stdout) as { timing: { wall_s: number; cpu_s: number; arrow_write_s: number; workers: number } }).timing;
  const cpu: number[] = [];
  for (let i = 0; i < reps; i++) {
    const c0 = process.cpuUsage();
    await exportParquet(out);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1e6);
  }
  const size = (f: string) => fs.statSync(path.join(out, f)).size;
  const parquetCpu = median(cpu);
  process.stdout.write(
    JSON.stringify(
      {
        games,
        reps,
        workers: timing.workers,
        sim_wall_s: timing.wall_s,
        sim_cpu_s: timing.cpu_s,
        arrow_write_s: timing.arrow_write_s,
        parquet_export_cpu_s: round(parquetCpu),
        parquet_export_cpu_s_runs: cpu.map((x) => round(x)),
        parquet_cpu_ms_per_1000_games: round((parquetCpu / games) * 1e6, 1),
        parquet_share_of_cpu: round(parquetCpu / (timing.cpu_s + parquetCpu)),
        parquet_vs_arrow_write: round(parquetCpu / Math.max(1e-6, timing.arrow_write_s), 1),
        bytes: {
          games_arrows: size(TABLE_FILES.games),
          game_cards_arrows: size(TABLE_FILES.game_cards),
          games_parquet: size(PARQUET_FILES.games),
          game_cards_parquet: size(PARQUET_FILES.game_cards),
          cards_parquet: size(PARQUET_FILES.cards),
        },
      },
      null,
      2,
    ) + '\n',
  );
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
