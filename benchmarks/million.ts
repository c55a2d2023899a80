/**
 * The one-million-game run of issue 6's closing note: `berserk sim` with 1,000,000 random-vs-random
 * games of the bundled decks (decks/steppe.json vs decks/forest.json, --seed 12345, default shard
 * size) on 2 workers, under `/usr/bin/time -v`. Records the wall time, games/s and peak RSS (of the
 * whole process, all threads) to results/million-<UTC time>.json and prints the same JSON.
 *
 *   npm run bench:million                       # 1,000,000 games, 2 workers (~5 min on a quiet machine)
 *   npm run bench:million -- --games 20000      # a quick check of the script
 *
 * Flags: --games N (default 1000000), --workers W (default 2), --keep-tables (keep the run's Arrow
 * tables, ~440 bytes a game; by default they are deleted after their sizes are recorded, and the
 * run folder keeps run.json, manifest.jsonl, decks.json and summary.json).
 *
 * Recorded: wall time and peak RSS as /usr/bin/time measured them (process start to exit), games/s
 * over that wall time, user and system CPU seconds and the CPU share; the run's own `timing` (its
 * wall from runSim's start, steady-state games/s, Arrow share, the profile: start-up, utilisation,
 * tail idle, CPU of each kind of thread); the 1-minute load average before and after (a loaded
 * machine makes the wall time meaningless: look at timing.profile.cpu_s and workerCpuPerBusy);
 * the git commit; the outcome counts of summary.json.
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before the engine loads (src/sim/v8-tuning.ts)
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { parsePositiveInt } from '../src/cli/errors.js';
import { environment } from './stats.js';

const cmd = new Command()
  .exitOverride()
  .option('--games <n>', 'games', parsePositiveInt, 1_000_000)
  .option('--workers <n>', 'worker threads', parsePositiveInt, 2)
  .option('--keep-tables', 'keep the Arrow tables of the run');
try {
  cmd.parse(process.argv.slice(2), { from: 'user' });
} catch (err) {
  process.exit(err instanceof CommanderError && err.exitCode === 0 ? 0 : 2);
}
const opts = cmd.opts<{ games: number; workers: number; keepTables?: boolean }>();

const TIME = '/usr/bin/time';
if (!fs.existsSync(TIME)) {
  process.stderr.write(`${TIME} is missing (apt-get install time): it measures the peak RSS\n`);
  process.exit(2);
}
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const results = path.join(repoRoot, 'results');
fs.mkdirSync(results, { recursive: true });
const out = path.join(results, `million-${stamp}`);
const timeFile = `${out}.time.txt`;
const DECKS = ['decks/steppe.json', 'decks/forest.json'] as const;
const SEED = 12345;

const args = ['-v', '-o', timeFile, process.execPath, cli, 'sim', '--deck1', DECKS[0], '--deck2', DECKS[1], '--games', String(opts.games), '--seed', String(SEED), '--workers', String(opts.workers), '--out', out, '--json'];
const loadBefore = os.loadavg();
process.stderr.write(`berserk sim: ${opts.games.toLocaleString('en-US')} games on ${opts.workers} workers → ${path.relative(repoRoot, out)} (load ${loadBefore[0]!.toFixed(2)})\n`);
const r = spawnSync(TIME, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
const loadAfter = os.loadavg();
if (r.status !== 0) {
  process.stderr.write(`berserk sim failed (exit ${r.status}); /usr/bin/time's report: ${timeFile}\n`);
  process.exit(1);
}

/** The fields of `/usr/bin/time -v` we keep. */
function parseTime(text: string): { wall_s: number; user_s: number; system_s: number; cpu_percent: number; max_rss_mib: number } {
  const field = (name: string) => {
    const line = text.split('\n').find((l) => l.trim().startsWith(name));
    if (!line) throw new Error(`/usr/bin/time -v: no "${name}" line in ${timeFile}`);
    return line.slice(line.lastIndexOf(': ') + 2).trim();
  };
  // h:mm:ss or m:ss(.ss)
  const wall = field('Elapsed (wall clock) time').split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  return {
    wall_s: Math.round(wall * 100) / 100,
    user_s: Number(field('User time (seconds)')),
    system_s: Number(field('System time (seconds)')),
    cpu_percent: Number(field('Percent of CPU this job got').replace('%', '')),
    max_rss_mib: Math.round(Number(field('Maximum resident set size (kbytes)')) / 1024),
  };
}

const time = parseTime(fs.readFileSync(timeFile, 'utf8'));
const run = JSON.parse(r.stdout) as { timing: Record<string, unknown>; summary: { run: Record<string, unknown>; outcomes: Record<string, number> } };
const tables: Record<string, number> = {};
for (const f of ['games.arrows', 'game_cards.arrows']) {
  const file = path.join(out, f);
  tables[f] = fs.statSync(file).size;
  if (!opts.keepTables) fs.rmSync(file);
}
const report = {
  benchmark: 'million',
  date: new Date().toISOString(),
  ...environment(),
  git_sha: run.summary.run.git_sha ?? null,
  config: { decks: DECKS, agents: ['random', 'random'], seed: SEED, games: opts.games, workers: opts.workers },
  /** /usr/bin/time -v of the whole `berserk sim` process. */
  wall_s: time.wall_s,
  games_per_s: Math.round(opts.games / time.wall_s),
  peak_rss_mib: time.max_rss_mib,
  cpu: { user_s: time.user_s, system_s: time.system_s, percent: time.cpu_percent },
  loadAvg1m: { before: Math.round(loadBefore[0]! * 100) / 100, after: Math.round(loadAfter[0]! * 100) / 100 },
  /** The run's own timing (`berserk sim --json`): from runSim's start; steady state; Arrow share; profile. */
  timing: run.timing,
  outcomes: run.summary.outcomes,
  tableBytes: tables,
  tablesKept: opts.keepTables === true,
  runDir: path.relative(repoRoot, out),
  timeReport: path.relative(repoRoot, timeFile),
};
const json = JSON.stringify(report, null, 2) + '\n';
fs.writeFileSync(`${out}.json`, json);
process.stdout.write(json);
process.stderr.write(`written: ${path.relative(repoRoot, out)}.json\n`);
