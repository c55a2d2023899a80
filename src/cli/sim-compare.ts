/**
 * `berserk sim … --agents-compare A,B`: the same pairings (decks, seed, games, options) played once
 * with agent A on both sides into OUT/a and once with agent B on both sides into OUT/b, each an
 * ordinary run folder, byte for byte the folder `berserk sim … --agent1 A --agent2 A` writes; then
 * OUT/compare.json (sim/compare-stats.ts: per pairing both win rates, their intervals, and a FLIP
 * where the agents call opposite decks better) and its table. Folder layout: sim/compare-dir.ts.
 *
 * As for `berserk sim`, everything is validated before anything is written (bad input: one line,
 * exit 2, no folder). `berserk sim --resume OUT` finishes whichever run is unfinished and writes the
 * same compare.json.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Command } from 'commander';
import { AgentSpecError, parseAgentSpec } from '../agents/registry.js';
import { configJson, shortHash } from '../sim/config.js';
import { COMPARE_FILE, COMPARE_RUN_DIRS, COMPARE_RUN_FILE, compareRunFile, readCompareRunFile, writeCompare } from '../sim/compare-dir.js';
import { renderCompare } from '../sim/compare-report.js';
import type { CompareJson } from '../sim/compare-stats.js';
import { RunDirError, RunIoError, readManifest, readRunFile, writeRunFiles } from '../sim/run-dir.js';
import { type RunLock, lockRunDir } from '../sim/run-lock.js';
import { checkOutPath, createOutDir, removeCreated } from '../sim/out-dir.js';
import { SpecListError, splitSpecList } from '../sim/spec-list.js';
import { writeJsonAtomic } from '../sim/summary.js';
import { EXIT_USAGE, UsageError } from './errors.js';
import { type Job, type Played, type SimFlags, NothingWritten, asUsage, buildConfig, checkNoResultFlags, exitOnSignals, playJob, prepareNew, prepareResume, runnerSettings, timingLine } from './sim.js';

type Key = 'a' | 'b';
const KEYS: readonly Key[] = ['a', 'b'];

interface CompareJob {
  dir: string;
  agents: { a: string; b: string };
  /** The comparison folder's own lock (each run folder has its own too). */
  lock: RunLock;
  /** Folders made for --out (a new comparison), removed again if it cannot even start. */
  created: string[];
  /** Per run: its job, or null when it was finished before this resume. */
  runs: Record<Key, Job | null>;
  resume: boolean;
}

/** Validate (synchronously: errors reach main's handler), then play both runs and compare them. */
export function runAgentsCompare(flags: SimFlags, cmd: Command): void {
  const job = flags.resume !== undefined ? prepareCompareResume(flags, cmd) : prepareCompare(flags, cmd);
  let current: Job | null = null;
  exitOnSignals(job.dir, () => current?.bar ?? null);
  executeCompare(job, flags, (j) => (current = j)).catch((e: unknown) => {
    current?.bar?.stop();
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (e instanceof RunIoError && e.code === 'ENOSPC') {
      process.stderr.write(`the finished shards are kept: free some space on that disk, then continue with berserk sim --resume ${job.dir}\n`);
    } else if (!(e instanceof RunDirError) && !(e instanceof NothingWritten)) process.stderr.write(`the finished shards are kept: continue with berserk sim --resume ${job.dir}\n`);
    process.exitCode = e instanceof RunDirError ? EXIT_USAGE : 1;
  });
}

/** The two canonical specs of `--agents-compare A,B`; throws UsageError. */
export function parseCompareAgents(text: string): { a: string; b: string } {
  let specs: string[];
  try {
    specs = splitSpecList(text);
  } catch (e) {
    if (e instanceof SpecListError) throw new UsageError(`--agents-compare: ${e.message}`);
    throw e;
  }
  if (specs.length !== 2) throw new UsageError(`--agents-compare: expected two agent specs, A,B (e.g. random,scripted); got ${specs.length}`);
  const canonical = specs.map((s) => {
    try {
      return parseAgentSpec(s).canonical;
    } catch (e) {
      if (e instanceof AgentSpecError) throw new UsageError(`--agents-compare: ${e.message}`);
      throw e;
    }
  });
  if (canonical[0] === canonical[1]) throw new UsageError(`--agents-compare: both specs are ${canonical[0]}; give two different agents`);
  return { a: canonical[0]!, b: canonical[1]! };
}

function prepareCompare(flags: SimFlags, cmd: Command): CompareJob {
  const agentFlags = (['agent1', 'agent2'] as const).filter((k) => cmd.getOptionValueSource(k) === 'cli').map((k) => `--${k}`);
  if (agentFlags.length > 0) throw new UsageError(`--agents-compare plays each of its two agents on both sides; drop ${agentFlags.join(', ')}`);
  if (flags.shard) throw new UsageError('--agents-compare plays two whole runs; --shard slices are not supported with it (slice the two runs as plain berserk sim runs with --agent1/--agent2)');
  const agents = parseCompareAgents(flags.agentsCompare!);
  const { workers, faults } = runnerSettings(flags);
  const configs = { a: buildConfig({ ...flags, agent1: agents.a, agent2: agents.a }), b: buildConfig({ ...flags, agent1: agents.b, agent2: agents.b }) };
  const dir = flags.out ?? path.join('results', `${new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-compare-${shortHash(configJson(configs.a) + configJson(configs.b))}`);
  asUsage(() => checkOutPath(dir));
  // Last: create the folder and take its lock (a second run on the same --out fails here), then
  // the two run folders inside it, each with its own lock.
  const created = asUsage(() => createOutDir(dir));
  let lock: RunLock | null = null;
  const runs: Record<Key, Job | null> = { a: null, b: null };
  try {
    lock = lockRunDir(dir, '--out');
    const others = fs.readdirSync(dir).filter((n) => n !== path.basename(lock!.file));
    if (others.length > 0) throw new UsageError(`--out: ${dir} exists and is not empty (continue a comparison with --resume ${dir})`);
    for (const k of KEYS) runs[k] = prepareNew(flags, configs[k], workers, faults, path.join(dir, COMPARE_RUN_DIRS[k]));
  } catch (e) {
    for (const k of KEYS) runs[k]?.lock.release();
    lock?.release();
    removeCreated(created, true);
    throw e instanceof RunDirError ? new UsageError(e.message) : e;
  }
  return { dir, agents, lock, created, runs, resume: false };
}

function prepareCompareResume(flags: SimFlags, cmd: Command): CompareJob {
  const dir = flags.resume!;
  checkNoResultFlags(cmd, path.join(dir, COMPARE_RUN_FILE));
  const { workers, faults } = runnerSettings(flags);
  const lock = asUsage(() => lockRunDir(dir, '--resume'));
  const c = asUsage(() => readCompareRunFile(dir));
  const runs: Record<Key, Job | null> = { a: null, b: null };
  for (const k of KEYS) {
    const sub = path.join(dir, c.runs[k]);
    const run = asUsage(() => readRunFile(sub));
    if (asUsage(() => readManifest(sub, run.slice.lo)).complete) continue;
    runs[k] = prepareResume(sub, flags, workers, faults);
  }
  if (!runs.a && !runs.b && fs.existsSync(path.join(dir, COMPARE_FILE))) throw new UsageError(`--resume: the comparison in ${dir} is already complete`);
  return { dir, agents: c.agents, lock, created: [], runs, resume: true };
}

async function executeCompare(job: CompareJob, flags: SimFlags, onJob: (j: Job | null) => void): Promise<void> {
  if (!job.resume) {
    // Both runs' run.json before any game, then the marker: a comparison that can be resumed.
    try {
      for (const k of KEYS) {
        writeRunFiles(job.runs[k]!.dir, job.runs[k]!.run);
        job.runs[k]!.written = true;
      }
      writeJsonAtomic(path.join(job.dir, COMPARE_RUN_FILE), compareRunFile(job.agents));
    } catch (e) {
      for (const k of KEYS) job.runs[k]!.lock.release();
      job.lock.release();
      removeCreated(job.created, true);
      throw new NothingWritten(`${(e as Error).message} (nothing was written)`);
    }
  }
  const played: Partial<Record<Key, Played>> = {};
  let warn = !job.resume;
  for (const k of KEYS) {
    const run = job.runs[k];
    if (!run) continue;
    onJob(run);
    played[k] = await playJob(run, { report: flags.report === true, format: flags.format, warn, label: `sim ${k} ${job.agents[k]}` });
    run.lock.release();
    onJob(null);
    warn = false;
  }
  const compare = writeCompare(job.dir);
  if (flags.report) {
    const { writeReport } = await import('../report/write.js');
    await writeReport(job.dir);
  }
  printCompare(job, flags, played, compare);
}

function printCompare(job: CompareJob, flags: SimFlags, played: Partial<Record<Key, Played>>, compare: CompareJson): void {
  if (flags.json) {
    const runs = Object.fromEntries(KEYS.map((k) => [k, { dir: path.join(job.dir, COMPARE_RUN_DIRS[k]), agent: job.agents[k], timing: played[k]?.result.timing ?? null }]));
    process.stdout.write(JSON.stringify({ out: job.dir, runs, compare }, null, 2) + '\n');
    return;
  }
  for (const k of KEYS) {
    const p = played[k];
    const what = p ? timingLine(p.result.timing, p.parquetS) : 'finished before this resume';
    process.stdout.write(`${k}: ${job.agents[k]} on both sides, ${path.join(job.dir, COMPARE_RUN_DIRS[k])}: ${what}\n`);
  }
  process.stdout.write('\n' + renderCompare(compare));
  process.stdout.write(`results: ${job.dir} (${COMPARE_FILE}; the runs in ${COMPARE_RUN_DIRS.a}/ and ${COMPARE_RUN_DIRS.b}/)\n`);
  if (flags.report) process.stdout.write(`report: ${path.join(job.dir, 'report.html')}\n`);
}
