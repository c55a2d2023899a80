/**
 * Harness benchmark: `berserk sim` end to end, as a user runs it (one CLI process per run, so each
 * run's peak RSS is its own). Prints one JSON object to stdout.
 *
 * Fixed inputs: decks/steppe.json vs decks/forest.json, random vs random, --seed 12345, default
 * shard size (1,024 games). Run sizes (config.gamesPerRun, config.bigRunGames):
 *   - N = 30,000 games (--games): R repetitions (--reps, default 3) with --workers 1 and with
 *     --workers 2, interleaved;
 *   - 8N = 240,000 games (--big): once with 2 workers and once with 1 worker.
 * A quiet machine takes about 6 minutes (the 1-worker big run alone ~2.3 min).
 *
 * Reported:
 *   - scaling, END TO END (`endToEnd`): games / wall time of the whole process, as a user sees it
 *     (process start, CLI, worker start-up, JIT warm-up, the tail, writing the summary), with 1 and 2
 *     workers, and their ratio, at N games (median of R) and at 8N games (one run each): the fixed
 *     costs weigh less in the longer run;
 *   - scaling, STEADY STATE (`steadyState`): games/s while every worker is busy (from the last
 *     worker's end of its first shard to the first worker running out of work; runner.ts/profile.ts),
 *     i.e. without start-up, first-shard warm-up and tail; target ≥ 1.9 on a 2-core machine;
 *   - where the 2-worker time goes (`profile`, the median run of each worker count, from
 *     `timing.profile`): process start → pool, pool → first game in every worker, worker
 *     utilisation, idle between shards and at the tail, main-thread commit time, and CPU seconds
 *     split into the workers (inside shards / start-up), the main thread and the rest (V8's
 *     optimising-compiler and GC threads: each worker's isolate compiles the engine on its own);
 *     games per worker-CPU-second in the first shard and later (JIT warm-up; and whether two busy
 *     workers slow each other down, 1 vs 2 workers). These figures are ratios or CPU times, so they
 *     mean something even when the machine is shared;
 *   - the share of wall time the main thread spends writing Arrow (target ≤ 3 %);
 *   - peak RSS of the 2-worker runs at N and at 8N games: it must not grow with --games;
 *   - games per CPU-second, the cores the 2-worker runs got, and the 1-minute load average before
 *     each run: the wall-clock scaling is only meaningful when the 2-worker runs got close to 2 cores.
 *
 * Flags: --games N (default 30000), --reps R (default 3), --big N (default 8 × games), --quick
 * (4,000 games, 1 repetition, big 16,000).
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before the engine loads (src/sim/v8-tuning.ts)
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunProfile } from '../src/sim/profile.js';
import { environment, parseBenchFlags, summarize } from './stats.js';

const flags = parseBenchFlags(process.argv.slice(2), ['games', 'reps', 'big'] as const);
const games = flags.games ?? (flags.quick ? 4000 : 30_000);
const reps = flags.reps ?? (flags.quick ? 1 : 3);
const bigGames = flags.big ?? (flags.quick ? 4 : 8) * games;
const SEED = 12345;
const DECKS = ['decks/steppe.json', 'decks/forest.json'] as const;
/**
 * The agents of every run, passed explicitly: the harness is measured with the cheapest agent, so the
 * figure is the simulator's (workers, shards, Arrow), not an agent's thinking. `berserk sim`'s own
 * default agent is scripted (about 22× the instructions of a random game), so a run without these
 * flags measures something else; each run's summary says which agents played, and a run whose
 * agents differ stops the benchmark.
 */
const AGENTS = ['random', 'random'] as const;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-bench-sim-'));

interface Timing {
  steady_games_per_s: number | null;
  wall_s: number;
  cpu_s: number;
  games_played: number;
  games_per_s: number;
  arrow_write_share: number;
  peak_rss_mib: number;
  profile: RunProfile;
}

let runNo = 0;
/** The agents the runs' own summaries say played (reported beside config.agents). */
const agentsPlayed = new Set<string>();
const loads: number[] = [];
/** One `berserk sim` run in its own process; returns its timing, wall time measured from outside. */
function sim(workers: number, n: number): Timing & { process_wall_s: number } {
  loads.push(os.loadavg()[0]!);
  const out = path.join(tmp, `run-${runNo++}`);
  const args = [cli, 'sim', '--deck1', DECKS[0], '--deck2', DECKS[1], '--agent1', AGENTS[0], '--agent2', AGENTS[1], '--games', String(n), '--seed', String(SEED), '--workers', String(workers), '--out', out, '--json'];
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`berserk sim failed (${r.status}): ${r.stderr}`);
  fs.rmSync(out, { recursive: true, force: true });
  const report = JSON.parse(r.stdout) as { timing: Timing; summary: { run: { agents: string[] } } };
  const played = [...new Set(report.summary.run.agents)].join(',');
  if (played !== [...new Set(AGENTS)].join(',')) throw new Error(`berserk sim played agents ${played}, the benchmark asked for ${AGENTS.join(',')}`);
  for (const a of report.summary.run.agents) agentsPlayed.add(a);
  return { ...report.timing, process_wall_s: wall };
}

type Run = ReturnType<typeof sim>;
/** Games per second of the whole process (spawn to exit): what a user waits for. */
const e2e = (t: Run) => t.games_played / t.process_wall_s;
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const r1 = (x: number) => Math.round(x * 10) / 10;

/** The run with the median end-to-end games/s. */
function medianRun(runs: Run[]): Run {
  return [...runs].sort((a, b) => e2e(a) - e2e(b))[(runs.length - 1) >> 1]!;
}

/** The figures of one run's profile that say where its time went. */
function explain(t: Run) {
  const p = t.profile;
  const ws = p.workers;
  const mean = (f: (w: RunProfile['workers'][number]) => number | null) => {
    const xs = ws.map(f).filter((x): x is number => x !== null);
    return xs.length ? r1(xs.reduce((a, b) => a + b, 0) / xs.length) : null;
  };
  return {
    processWallS: Math.round(t.process_wall_s * 100) / 100,
    /** Process start → runSim (CLI modules, card database, validation, run.json); runSim → pool created. */
    processToRunMs: p.process_to_run_ms,
    runToPoolMs: p.run_to_pool_ms,
    /** Pool created → modules loaded / first game, mean over the workers; → every worker playing. */
    workerLoadedMs: mean((w) => w.loaded_ms),
    workerFirstGameMs: mean((w) => w.first_shard_ms),
    allWorkersPlayingMs: p.pool_to_all_started_ms,
    /** Busy share of the pool's window (pool created → last shard ended), mean over the workers. */
    utilisation: p.utilisation,
    /** Idle ms summed over the workers: between shards, and at the tail (others still playing). */
    gapsMs: p.gaps_ms_total,
    tailIdleMs: p.tail_idle_ms_total,
    tailParts: p.tail_parts,
    /** Main thread per shard: reply → committed (streams, manifest, totals); total ms. */
    mainCommitMs: p.main_commit_ms,
    /** Last shard ended → summary written. */
    finishMs: p.finish_ms,
    /** CPU seconds: all threads of the run; workers inside shards; workers' start-up; main thread; the rest (V8 compiler and GC threads). */
    cpuS: p.cpu_s,
    /** Thread CPU per wall second inside shards (below 1: other processes took the core). */
    workerCpuPerBusy: mean((w) => w.cpu_per_busy),
    /** Games per worker-CPU-second: first shard (JIT warm-up) and later shards (per-thread speed). */
    firstShardGamesPerCpuS: mean((w) => w.first_shard_games_per_cpu_s),
    laterGamesPerCpuS: mean((w) => w.later_games_per_cpu_s),
  };
}

try {
  const one: Run[] = [];
  const two: Run[] = [];
  for (let r = 0; r < reps; r++) {
    one.push(sim(1, games));
    two.push(sim(2, games));
  }
  const big2 = sim(2, bigGames);
  const big1 = sim(1, bigGames);
  const gps1 = summarize(one.map(e2e), 0);
  const gps2 = summarize(two.map(e2e), 0);
  const steady1 = summarize(one.map((t) => t.steady_games_per_s ?? 0), 0);
  const steady2 = summarize(two.map((t) => t.steady_games_per_s ?? 0), 0);
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
    agentsPlayed: [...agentsPlayed].sort(),
    config: { decks: DECKS, agents: AGENTS, seed: SEED, shardSize: 1024, gamesPerRun: games, reps, bigRunGames: bigGames },
    /** Whole process, spawn to exit (median of `reps` runs at gamesPerRun; one run each at bigRunGames). */
    endToEnd: {
      [String(games)]: { workers1: gps1, workers2: gps2, scaling: ratio(gps2.median, gps1.median) },
      [String(bigGames)]: { workers1: Math.round(e2e(big1)), workers2: Math.round(e2e(big2)), scaling: ratio(e2e(big2), e2e(big1)) },
    },
    /** As the CLI reports it (timing.games_per_s: from runSim's start, i.e. without process start and CLI set-up; the figure of earlier reports). */
    runSimGamesPerSec: {
      [String(games)]: { workers1: summarize(one.map((t) => t.games_per_s), 0), workers2: summarize(two.map((t) => t.games_per_s), 0) },
      [String(bigGames)]: { workers1: big1.games_per_s, workers2: big2.games_per_s },
    },
    /** While every worker was busy (no start-up, first-shard warm-up or tail); target scaling ≥ 1.9. */
    steadyState: {
      [String(games)]: { workers1: steady1, workers2: steady2, scaling: ratio(steady2.median, steady1.median) },
      [String(bigGames)]: { workers1: big1.steady_games_per_s, workers2: big2.steady_games_per_s, scaling: ratio(big2.steady_games_per_s ?? 0, big1.steady_games_per_s ?? 1) },
    },
    /** Where the time went, in the median run of each worker count at gamesPerRun, and in the big runs. */
    profile: { [`${games}_workers1`]: explain(medianRun(one)), [`${games}_workers2`]: explain(medianRun(two)), [`${bigGames}_workers1`]: explain(big1), [`${bigGames}_workers2`]: explain(big2) },
    gamesPerCpuSec: { workers1: perCpu1, workers2: perCpu2 },
    /** CPU-seconds per wall-second of the 2-worker runs: 2 means both cores were ours throughout. */
    coresUsedWorkers2: cores2,
    loadAvg1mBeforeRuns: summarize(loads, 2),
    arrowWriteSharePct: summarize([...one, ...two, big1, big2].map((t) => t.arrow_write_share * 100), 2),
    peakRssMiB: { [String(games)]: rssSmall, [String(bigGames)]: big2.peak_rss_mib },
  };
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
