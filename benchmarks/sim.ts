/**
 * Harness benchmark: `berserk sim` end to end, as a user runs it (one CLI process per run, so each
 * run's peak RSS is its own). Prints one JSON object to stdout.
 *
 * Fixed inputs: decks/steppe.json vs decks/forest.json, random vs random, --seed 12345, default
 * shard size. Measured:
 *   - games/s with --workers 1 and --workers 2 (R repetitions each, interleaved; median, min, max)
 *     and the scaling ratio of the medians (target ≥ 1.9 on a 2-core machine), end to end and in
 *     the steady state (first shard's commit to the last: no start-up or warm-up);
 *   - the share of wall time the main thread spends encoding and writing Arrow (target ≤ 3 %);
 *   - peak RSS of a 2-worker run at N games and at 8N games: it must not grow with --games;
 *   - games per CPU-second and the cores the 2-worker runs actually got, with the 1-minute load
 *     average before each run: on a shared machine, the wall-clock scaling is only meaningful when
 *     the 2-worker runs got close to 2 cores.
 * Wall time includes process start, worker start-up and JIT warm-up, as a user sees it.
 *
 * Flags: --games N (per timed run, default 30000), --reps R (default 3), --quick (4000 games, 1 rep).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environment, parseBenchFlags, summarize } from './stats.js';

const flags = parseBenchFlags(process.argv.slice(2), ['games', 'reps'] as const);
const games = flags.games ?? (flags.quick ? 4000 : 30_000);
const reps = flags.reps ?? (flags.quick ? 1 : 3);
const RSS_FACTOR = 8;
const SEED = 12345;
const DECKS = ['decks/steppe.json', 'decks/forest.json'] as const;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-bench-sim-'));

interface Timing {
  steady_games_per_s: number;
  wall_s: number;
  cpu_s: number;
  games_played: number;
  games_per_s: number;
  arrow_write_share: number;
  peak_rss_mib: number;
}

let runNo = 0;
const loads: number[] = [];
/** One `berserk sim` run in its own process; returns its timing. */
function sim(workers: number, n: number): Timing {
  loads.push(os.loadavg()[0]!);
  const out = path.join(tmp, `run-${runNo++}`);
  const args = [cli, 'sim', '--deck1', DECKS[0], '--deck2', DECKS[1], '--games', String(n), '--seed', String(SEED), '--workers', String(workers), '--out', out, '--json'];
  const r = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`berserk sim failed (${r.status}): ${r.stderr}`);
  fs.rmSync(out, { recursive: true, force: true });
  return (JSON.parse(r.stdout) as { timing: Timing }).timing;
}

try {
  const one: Timing[] = [];
  const two: Timing[] = [];
  for (let r = 0; r < reps; r++) {
    one.push(sim(1, games));
    two.push(sim(2, games));
  }
  const big = sim(2, games * RSS_FACTOR);
  const gps1 = summarize(one.map((t) => t.games_per_s), 0);
  const gps2 = summarize(two.map((t) => t.games_per_s), 0);
  const steady1 = summarize(one.map((t) => t.steady_games_per_s), 0);
  const steady2 = summarize(two.map((t) => t.steady_games_per_s), 0);
  const rssSmall = summarize(two.map((t) => t.peak_rss_mib), 0).median;
  // Games per CPU-second: what the threads achieve when they do run. On a shared machine the wall
  // figures above drop whenever other processes take the cores; these do much less.
  const perCpu1 = summarize(one.map((t) => t.games_played / t.cpu_s), 0);
  const perCpu2 = summarize(two.map((t) => t.games_played / t.cpu_s), 0);
  const cores2 = summarize(two.map((t) => t.cpu_s / t.wall_s), 2);
  const report = {
    benchmark: 'sim',
    date: new Date().toISOString(),
    ...environment(),
    config: { decks: DECKS, agents: ['random', 'random'], seed: SEED, gamesPerRun: games, reps, rssGames: [games, games * RSS_FACTOR] },
    gamesPerSec: { workers1: gps1, workers2: gps2 },
    scaling: Math.round((gps2.median / gps1.median) * 100) / 100,
    /** From the first shard's commit to the last: no process start, worker start-up or first-shard warm-up. */
    steadyGamesPerSec: { workers1: steady1, workers2: steady2 },
    steadyScaling: Math.round((steady2.median / steady1.median) * 100) / 100,
    gamesPerCpuSec: { workers1: perCpu1, workers2: perCpu2 },
    /** CPU-seconds per wall-second of the 2-worker runs: 2 means both cores were ours throughout. */
    coresUsedWorkers2: cores2,
    loadAvg1mBeforeRuns: summarize(loads, 2),
    arrowWriteShare: summarize([...one, ...two].map((t) => t.arrow_write_share * 100), 2),
    peakRssMiB: { [String(games)]: rssSmall, [String(games * RSS_FACTOR)]: big.peak_rss_mib },
    bigRun: { games: games * RSS_FACTOR, workers: 2, gamesPerSec: big.games_per_s, wallS: big.wall_s, arrowWriteSharePct: Math.round(big.arrow_write_share * 10000) / 100 },
  };
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
