/**
 * `berserk sim`: many games on worker threads, results as Arrow tables plus summary.json
 * (src/sim/runner.ts). Everything is validated before anything is written: a bad flag, deck, agent
 * or folder exits with code 2 and leaves no output folder behind. A failure during the run (a shard
 * that failed on three workers) exits with code 1 and keeps every finished shard for `--resume`.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { SingleBar } from 'cli-progress';
import { AgentSpecError, DEFAULT_AGENT, agentNames, anySearchAgent, parseAgentSpec } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { DEFAULT_OPTIONS, makeOptions } from '../engine/core/options.js';
import { DEFAULT_SHARD_SIZE, type DeckEntry, MIN_SHARD_SIZE, type Pairing, SEARCH_DEFAULT_SHARD_SIZE, SEARCH_MIN_SHARD_SIZE, shardSizeLimits, SIM_FORMAT, type SimConfig, type SimMode, configJson, shardCount, shortHash, totalGames } from '../sim/config.js';
import { loadDeckFile } from '../sim/deck-file.js';
import { runMeta } from '../sim/meta.js';
import type { SimPool } from '../sim/pool.js';
import { type RunFile, RunDirError, RunIoError, checkRunUnchanged, makeSlice, readManifest, readRunFile, removeTempFiles, repairDecksFile, writeRunFiles } from '../sim/run-dir.js';
import { type RunLock, lockRunDir } from '../sim/run-lock.js';
import { parseFaults } from '../sim/shard.js';
import { slotBytes } from '../sim/slots.js';
import { checkOutPath, createOutDir, removeCreated } from '../sim/out-dir.js';
import { mirrorWarning, renderSummary } from '../sim/summary.js';
import { type AbJson, renderAb } from '../sim/ab-report.js';
import type { RunResult, Timing } from '../sim/runner.js';
import { isCompareDir } from '../sim/compare-dir.js';
import { runAgentsCompare } from './sim-compare.js';
import { deckSupport, supportLine } from '../sim/support.js';
import { EXIT_USAGE, UsageError, parsePositiveInt, parseSeed } from './errors.js';
import { addCardsFlag, readCardsFlag, useCardsFlag } from './cards-flag.js';
import { addOptionFlag, optionOverrides } from './option-flag.js';
import { sameOverrides } from '../sim/card-overrides.js';

export interface SimFlags {
  deck1?: string;
  deck2?: string;
  decks?: string[];
  gauntlet?: string;
  agent1: string;
  agent2: string;
  games: number;
  seed: bigint;
  workers?: number;
  out?: string;
  paired?: boolean;
  fixedSeats?: boolean;
  maxTurns?: number;
  shard?: { index: number; count: number };
  shardSize?: number;
  resume?: string;
  json?: boolean;
  botTimeouts: number;
  report?: boolean;
  format: TableFormat;
  option?: string[];
  cards?: string;
  agentsCompare?: string;
}

/** Which table files a finished run keeps (sim/parquet-io.ts). */
export type TableFormat = 'arrow' | 'parquet' | 'both';

/** Commander parser for `--shard i/n`: 0 ≤ i < n. */
function parseShard(value: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!m || Number(m[2]) < 1 || Number(m[1]) >= Number(m[2])) throw new InvalidArgumentError('expected i/n with 0 ≤ i < n, e.g. 0/4');
  return { index: Number(m[1]), count: Number(m[2]) };
}

export function registerSim(program: Command): void {
  addCardsFlag(addOptionFlag(program.command('sim')))
    .description(
      'play many games on worker threads; write the games and game_cards tables (Arrow IPC streams), summary.json and a summary table',
    )
    .summary('simulate many games: Arrow tables, summary.json, win rates')
    .option('--deck1 <file>', 'deck of side A, P1 (with --deck2: one pairing)')
    .option('--deck2 <file>', 'deck of side B, P2')
    .option('--decks <files...>', 'round-robin matrix of these decks (with --gauntlet: its opponents)')
    .option('--gauntlet <file>', 'play this deck against each of --decks')
    .option('--agent1 <spec>', `agent of side A (${agentNames().join(', ')})`, DEFAULT_AGENT)
    .option('--agent2 <spec>', 'agent of side B', DEFAULT_AGENT)
    .addOption(new Option('--games <n>', 'games per pairing').argParser(parsePositiveInt).default(1000))
    .addOption(new Option('--seed <n>', 'run seed (a whole number); game g is seeded with deriveGameSeed(seed, g)').argParser(parseSeed).default(1n, '1'))
    .addOption(new Option('--workers <n>', 'worker threads (default: available cores)').argParser(parsePositiveInt))
    .option('--out <dir>', 'output folder, new or empty (default: results/<UTC time>-<config hash>)')
    .option('--paired', 'games 2k and 2k+1 share their deal and dice seeds, seats swapped (--games must be even)')
    .option('--fixed-seats', 'a --deck1/--deck2 run: keep --deck1 in seat P1 for every game (default: seats alternate game by game)')
    .option('--max-turns <n>', `end a game as a limit after this many turns (default ${DEFAULT_OPTIONS.maxTurns})`, parsePositiveInt)
    .addOption(new Option('--shard <i/n>', 'run only slice i of n (0-based) of the shards; join the slices with `berserk merge`').argParser(parseShard))
    .addOption(
      new Option(
        '--shard-size <n>',
        `games per worker task and record batch (default ${DEFAULT_SHARD_SIZE}, at least ${MIN_SHARD_SIZE}; with a search agent or outside bot: default ${SEARCH_DEFAULT_SHARD_SIZE}, at least ${SEARCH_MIN_SHARD_SIZE})`,
      ).argParser(parsePositiveInt),
    )
    .option('--resume <dir>', 'continue the interrupted run in <dir> (its flags come from <dir>/run.json)')
    .option('--json', 'print {out, timing, summary} as JSON instead of the table')
    .addOption(new Option('--bot-timeouts <n>', 'stop the run when an outside bot (external:) times out this many times in a row').argParser(parsePositiveInt).default(3))
    .option('--report', 'also write DIR/report.html (berserk report)')
    .addOption(
      new Option('--format <f>', 'tables of the finished run: arrow (.arrows streams), parquet (games/game_cards/cards.parquet; the streams are removed at the end), both')
        .choices(['arrow', 'parquet', 'both'])
        .default('arrow'),
    )
    .option('--agents-compare <a,b>', 'play the same pairings twice, agent a on both sides into OUT/a, then agent b on both sides into OUT/b; write OUT/compare.json and print where the two agents disagree on which deck is better (FLIP; docs/agents.md)')
    .action(function (this: Command, flags: SimFlags) {
      if (flags.format === 'parquet' && flags.shard) throw new UsageError('--format parquet removes the Arrow streams that berserk merge joins; give a --shard slice --format both (or arrow, then berserk export after the merge)');
      // A comparison of two agents (sim-compare.ts), new or resumed; --resume of a run folder refuses --agents-compare below.
      if (flags.resume === undefined ? flags.agentsCompare !== undefined : isCompareDir(flags.resume)) {
        runAgentsCompare(flags, this);
        return;
      }
      const job = prepare(flags, this);
      // Validation is over and synchronous (errors reached main's handler); the run is async.
      execute(job, flags.json === true, flags.report === true, flags.format).catch((e: unknown) => {
        if (job.bar) job.bar.stop();
        process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
        if (e instanceof RunIoError && e.code === 'ENOSPC') {
          process.stderr.write(`the finished shards are kept: free some space on that disk, then continue with berserk sim --resume ${job.dir}\n`);
        } else if (!(e instanceof RunDirError) && !(e instanceof NothingWritten)) process.stderr.write(`the finished shards are kept: continue with berserk sim --resume ${job.dir}\n`);
        process.exitCode = e instanceof RunDirError ? EXIT_USAGE : 1;
        job.lock.release();
      });
    });
}

/** The run could not start and removed its folder: there is nothing to resume. */
export class NothingWritten extends Error {}

/** Most worker threads a run may ask for: each is a V8 isolate with its own engine (~50 MiB). */
export const MAX_WORKERS = 256;
/**
 * Largest --shard-size: a shard's slot holds its columns and both encoded batches in one
 * SharedArrayBuffer, whose typed-array views must stay far below 2^32 elements.
 */
export const MAX_SHARD_SIZE = 1 << 16;
/** Largest --max-turns (a game is far shorter; the engine's action guard ends it first anyway). */
export const MAX_TURNS = 10_000;

export interface Job {
  dir: string;
  run: RunFile;
  resume: boolean;
  workers: number;
  bar: SingleBar | null;
  /** The folder's lock (run-lock.ts), held from validation to the end of the process. */
  lock: RunLock;
  /** Folders `prepare` created for --out (removed again if the run cannot even start). */
  created: string[];
  faults: string;
  botTimeouts: number;
  /** run.json and decks.json are already written (a comparison writes both runs' before playing either). */
  written?: boolean;
}

/** Flags that define the results: not allowed with --resume, whose config is in run.json. */
const RESULT_FLAGS = ['deck1', 'deck2', 'decks', 'gauntlet', 'agent1', 'agent2', 'games', 'seed', 'out', 'paired', 'fixedSeats', 'maxTurns', 'option', 'shard', 'shardSize', 'agentsCompare'] as const;

/** --workers (checked) and the fault hooks of the environment (shard.ts). Throws UsageError. */
export function runnerSettings(flags: SimFlags): { workers: number; faults: string } {
  const workers = flags.workers ?? Math.min(os.availableParallelism(), MAX_WORKERS);
  if (workers > MAX_WORKERS) throw new UsageError(`--workers: at most ${MAX_WORKERS} (got ${workers}); more threads than cores only cost memory`);
  const faults = process.env.BERSERK_SIM_FAULTS ?? '';
  try {
    parseFaults(faults);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return { workers, faults };
}

/** --resume takes every result flag from run.json: refuse any given on the command line. */
export function checkNoResultFlags(cmd: Command, file: string): void {
  const given = RESULT_FLAGS.filter((k) => cmd.getOptionValueSource(k) === 'cli');
  if (given.length > 0) {
    const names = given.map((k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    throw new UsageError(`--resume takes the run's settings from ${file}; drop ${names.join(', ')}`);
  }
}

/**
 * Validate everything and build the run; throws UsageError/DeckError. Writes nothing but, as its
 * last step, the output folder and its lock (a resume: only the lock).
 */
function prepare(flags: SimFlags, cmd: Command): Job {
  const { workers, faults } = runnerSettings(flags);
  if (flags.resume !== undefined) {
    checkNoResultFlags(cmd, path.join(flags.resume, 'run.json'));
    if (flags.resume === '') throw new UsageError('--resume: an empty folder name');
    return prepareResume(flags.resume, flags, workers, faults);
  }
  return prepareNew(flags, buildConfig(flags), workers, faults, flags.out);
}

/**
 * A resume of the unfinished run folder `dir`: checks the folder against this engine (and a --cards
 * given again), then takes its lock. Throws UsageError.
 */
export function prepareResume(dir: string, flags: SimFlags, workers: number, faults: string): Job {
  // readRunFile makes the run's recorded cards the process's; a --cards given again must be the same.
  const run = asUsage(() => readRunFile(dir));
  if (flags.cards !== undefined) {
    const given = readCardsFlag(flags.cards);
    if (!sameOverrides(run.config.cards, given)) {
      const had = run.config.cards ? `card overrides ${run.config.cards.file} (sha256 ${run.config.cards.sha256.slice(0, 12)})` : 'no card overrides';
      throw new UsageError(`--resume: ${dir} was started with ${had}; --cards ${flags.cards} (sha256 ${given!.sha256.slice(0, 12)}) holds other cards; resuming would mix two card pools (leave --cards out: the run's own are recorded in its run.json)`);
    }
  }
  const now = runMeta();
  for (const k of ['git_sha', 'card_db_hash', 'engine_version'] as const) {
    if (run.meta[k] !== now[k]) throw new UsageError(`--resume: ${dir} was started with ${k} ${run.meta[k]}, this engine has ${now[k]}; resuming would mix two engines`);
  }
  checkWorkMemory(run.config.shard_size, workers);
  // One writer per folder: the lock before anything of the folder is trusted or changed.
  const lock = asUsage(() => lockRunDir(dir, '--resume'));
  const manifest = asUsage(() => readManifest(dir, run.slice.lo));
  if (manifest.complete) throw new UsageError(`--resume: the run in ${dir} is already complete`);
  asUsage(() => checkRunUnchanged(dir, run, manifest));
  return { dir, run, resume: true, workers, bar: null, lock, created: [], faults, botTimeouts: flags.botTimeouts };
}

/** A new run of `config` into `out` (default: results/…): checks, then creates the folder and takes its lock. Throws UsageError. */
export function prepareNew(flags: SimFlags, config: SimConfig, workers: number, faults: string, out: string | undefined): Job {
  const slice = makeSlice(config, flags.shard?.index ?? 0, flags.shard?.count ?? 1);
  if (slice.lo === slice.hi) {
    throw new UsageError(`--shard ${slice.index}/${slice.count}: this slice is empty; the run has only ${shardCount(config)} shard(s) of ${config.shard_size} games`);
  }
  checkWorkMemory(config.shard_size, workers);
  const dir = out ?? defaultOutDir(config);
  asUsage(() => checkOutPath(dir));
  // Last: create the folder and take its lock (a second run on the same --out fails here).
  const created = asUsage(() => createOutDir(dir));
  let lock: RunLock;
  try {
    lock = lockRunDir(dir, '--out');
    const others = fs.readdirSync(dir).filter((n) => n !== path.basename(lock.file));
    if (others.length > 0) {
      lock.release();
      throw new RunDirError(`--out: ${dir} exists and is not empty (continue a run with --resume ${dir})`);
    }
  } catch (e) {
    removeCreated(created);
    throw e instanceof RunDirError ? new UsageError(e.message) : e;
  }
  return { dir, run: { format: SIM_FORMAT, config, meta: runMeta(), slice }, resume: false, workers, bar: null, lock, created, faults, botTimeouts: flags.botTimeouts };
}

/**
 * The shard slots (2 × workers shared buffers, slots.ts) must fit comfortably in memory: refuse
 * --workers × --shard-size beyond half the machine's memory before any is allocated.
 */
export function checkWorkMemory(shardSize: number, workers: number): void {
  const bytes = 2 * workers * slotBytes(shardSize);
  const limit = Math.min(os.totalmem() / 2, 16 * 2 ** 30);
  if (bytes > limit) {
    const mib = (x: number) => `${Math.round(x / 2 ** 20)} MiB`;
    throw new UsageError(`--workers ${workers} with --shard-size ${shardSize} needs ${mib(bytes)} of shard buffers, more than ${mib(limit)}; use fewer workers or smaller shards`);
  }
}

export function asUsage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof RunDirError) throw new UsageError(e.message);
    throw e;
  }
}

export function buildConfig(flags: SimFlags): SimConfig {
  const pairMode = flags.deck1 !== undefined || flags.deck2 !== undefined;
  let mode: SimMode;
  if (pairMode) {
    if (flags.deck1 === undefined || flags.deck2 === undefined) throw new UsageError('--deck1 and --deck2 go together');
    if (flags.decks !== undefined || flags.gauntlet !== undefined) throw new UsageError('give either --deck1/--deck2, or --decks (matrix), or --gauntlet with --decks');
    mode = 'pair';
  } else if (flags.gauntlet !== undefined) {
    if (!flags.decks || flags.decks.length < 1) throw new UsageError('--gauntlet needs --decks with at least one opponent');
    mode = 'gauntlet';
  } else if (flags.decks !== undefined) {
    if (flags.decks.length < 2) throw new UsageError('--decks needs at least two decks for a matrix');
    mode = 'matrix';
  } else {
    throw new UsageError('no decks: give --deck1 and --deck2, or --decks F..., or --gauntlet F --decks F...');
  }
  if (flags.fixedSeats && flags.paired) throw new UsageError('--fixed-seats and --paired exclude each other: a pair swaps the seats');
  if (flags.fixedSeats && mode !== 'pair') throw new UsageError('--fixed-seats is for a --deck1/--deck2 run; a matrix or gauntlet always alternates seats');
  if (flags.paired && flags.games % 2 !== 0) throw new UsageError(`--paired: --games must be even (got ${flags.games})`);
  if (flags.maxTurns !== undefined && flags.maxTurns > MAX_TURNS) throw new UsageError(`--max-turns: at most ${MAX_TURNS} (got ${flags.maxTurns})`);

  const agents: string[] = [];
  const agentId = (spec: string, flag: string): number => {
    let canonical: string;
    try {
      canonical = parseAgentSpec(spec).canonical;
    } catch (e) {
      if (e instanceof AgentSpecError) throw new UsageError(`${flag}: ${e.message}`);
      throw e;
    }
    const i = agents.indexOf(canonical);
    if (i >= 0) return i;
    agents.push(canonical);
    return agents.length - 1;
  };
  const a1 = agentId(flags.agent1, '--agent1');
  const a2 = agentId(flags.agent2, '--agent2');
  const shards = shardSizeLimits(anySearchAgent(agents));
  const shardSize = flags.shardSize ?? shards.default;
  if (shardSize < shards.min) throw new UsageError(`--shard-size: at least ${shards.min} games${shards.min < MIN_SHARD_SIZE ? ' with a search agent' : ` (${SEARCH_MIN_SHARD_SIZE} with a search agent)`} (got ${shardSize})`);
  if (shardSize > MAX_SHARD_SIZE) throw new UsageError(`--shard-size: at most ${MAX_SHARD_SIZE} games (got ${shardSize})`);

  // The --cards pool before any deck is read: decks may name its prototype cards.
  const cards = useCardsFlag(flags.cards);
  const db = cardDb();
  const decks: DeckEntry[] = [];
  const byPath = new Map<string, number>();
  const deckId = (file: string, unique: boolean): number => {
    const key = path.resolve(file);
    const seen = byPath.get(key);
    if (seen !== undefined) {
      if (unique) throw new UsageError(`--decks: ${file} is listed twice`);
      return seen;
    }
    const deck = loadDeckFile(file, db.defs);
    decks.push({ id: decks.length, name: deck.name, file, cards: Array.from(deck.cardIndices, (i) => db.defs[i]!.id) });
    byPath.set(key, decks.length - 1);
    return decks.length - 1;
  };
  const pairings: Pairing[] = [];
  if (mode === 'pair') {
    pairings.push({ a: { deck: deckId(flags.deck1!, false), agent: a1 }, b: { deck: deckId(flags.deck2!, false), agent: a2 } });
  } else if (mode === 'gauntlet') {
    const g = deckId(flags.gauntlet!, false);
    const seen = new Set<string>();
    for (const f of flags.decks!) {
      if (seen.has(path.resolve(f))) throw new UsageError(`--decks: ${f} is listed twice`);
      seen.add(path.resolve(f));
      pairings.push({ a: { deck: g, agent: a1 }, b: { deck: deckId(f, false), agent: a2 } });
    }
  } else {
    const ids = flags.decks!.map((f) => deckId(f, true));
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) pairings.push({ a: { deck: ids[i]!, agent: a1 }, b: { deck: ids[j]!, agent: a2 } });
  }
  const config: SimConfig = {
    format: SIM_FORMAT,
    mode,
    seed: flags.seed.toString(),
    games_per_pairing: flags.games,
    paired: flags.paired === true,
    // Seats alternate game by game, unless a plain --deck1/--deck2 run asks for --fixed-seats.
    alternate_seats: flags.fixedSeats !== true,
    shard_size: shardSize,
    options: makeOptions(optionOverrides(flags.option, flags.maxTurns)),
    decks,
    agents,
    pairings,
    ...(cards ? { cards } : {}),
  };
  if (totalGames(config) > 0xffffffff) throw new UsageError('too many games: at most 2^32 − 1 in a run');
  return config;
}

/** results/<UTC yyyymmdd-hhmmss>-<8 hex digits of the config hash>. */
function defaultOutDir(config: SimConfig): string {
  const t = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join('results', `${t}-${shortHash(configJson(config))}`);
}

/**
 * On Ctrl-C, kill or a closed terminal: stop the progress bar `bar()`, say how to continue (the
 * finished shards are on disk) and exit; the exit releases the folders' locks (run-lock.ts).
 */
export function exitOnSignals(resumeDir: string, bar: () => SingleBar | null): void {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.once(signal, () => {
      bar()?.stop();
      process.stderr.write(`\ninterrupted: continue with berserk sim --resume ${resumeDir}\n`);
      process.exit(code);
    });
  }
}

async function execute(job: Job, json: boolean, report: boolean, format: TableFormat): Promise<void> {
  exitOnSignals(job.dir, () => job.bar);
  const { result, abOut, parquetS } = await playJob(job, { report, format, warn: !job.resume, label: 'sim' });
  const t = result.timing;
  if (json) {
    const parquet = parquetS === null ? {} : { parquet_write_s: Math.round(parquetS * 1000) / 1000 };
    process.stdout.write(JSON.stringify({ out: job.dir, timing: { ...t, ...parquet }, summary: result.summary, ...(abOut ? { ab: abOut } : {}) }, null, 2) + '\n');
    return;
  }
  if (abOut) process.stdout.write(renderAb(abOut) + '\n');
  process.stdout.write(renderSummary(result.summary, { warnedAtStart: !job.resume }));
  process.stdout.write(timingLine(result.timing, parquetS) + '\n');
  process.stdout.write(`results: ${job.dir}\n`);
  if (report) process.stdout.write(`report: ${path.join(job.dir, 'report.html')}\n`);
  else process.stdout.write(`next: berserk report ${job.dir} (charts in one HTML file) · berserk replay ${job.dir} --game 0 (a game's transcript)\n`);
}

/** "N games played in … s (… games/s, W workers); Arrow writing …; peak RSS … MiB". */
export function timingLine(t: Timing, parquetS: number | null): string {
  return (
    `${t.games_played.toLocaleString('en-US')} games played in ${t.wall_s} s (${t.games_per_s.toLocaleString('en-US')} games/s, ${t.workers} workers); ` +
    `Arrow writing ${(t.arrow_write_share * 100).toFixed(1)}% of the time; ` +
    (parquetS === null ? '' : `Parquet writing ${parquetS.toFixed(2)} s (${((parquetS / (t.wall_s + parquetS)) * 100).toFixed(1)}% of run + export); `) +
    `peak RSS ${t.peak_rss_mib} MiB`
  );
}

export interface PlayOptions {
  /** Also write DIR/report.html. */
  report: boolean;
  format: TableFormat;
  /** Print the decks' coverage warnings and the mirror warning before playing. */
  warn: boolean;
  /** The progress bar's label. */
  label: string;
}

export interface Played {
  result: RunResult;
  abOut: AbJson | null;
  /** Seconds spent writing the Parquet tables (null: --format arrow). */
  parquetS: number | null;
}

/**
 * Play the job's run to its end: the resume checks or run.json, the pool, the shards, then the
 * report and the Parquet tables if asked. Throws on failure (the caller reports it); the pool is
 * shut down in any case.
 */
export async function playJob(job: Job, opts: PlayOptions): Promise<Played> {
  // Everything that can refuse or fail the folder comes before a worker starts: a pool shut down
  // while its workers still load their modules can abort Node.
  if (job.resume) {
    const { checkResumable } = await import('../sim/runner.js');
    checkResumable(job.dir, job.run);
    // With the lock held: what a killed process left behind is stale.
    removeTempFiles(job.dir);
    repairDecksFile(job.dir, job.run);
  } else if (!job.written) {
    try {
      writeRunFiles(job.dir, job.run);
    } catch (e) {
      // Without run.json the folder cannot be resumed: leave nothing behind.
      if (!fs.existsSync(path.join(job.dir, 'run.json'))) {
        job.lock.release();
        removeCreated(job.created, true);
        throw new NothingWritten(`${(e as Error).message} (nothing was written)`);
      }
      throw e;
    }
  }
  // Then the workers: they load the engine and apache-arrow and compile the card database while
  // this thread loads apache-arrow and the runner (sim/pool.ts).
  const { startPool } = await import('../sim/pool.js');
  const pool = startPool(job.run.config, job.run.meta, job.workers, job.faults, { maxTimeouts: job.botTimeouts });
  try {
    return await runJob(job, pool, opts);
  } catch (e) {
    await pool.destroy();
    throw e;
  }
}

async function runJob(job: Job, pool: SimPool, opts: PlayOptions): Promise<Played> {
  if (opts.warn) {
    // One warning line per deck holding cards whose text the engine does not (fully) play, once:
    // the printed summary then leaves them out. A resumed run warned when it started, so its
    // summary prints them (summary.json always lists them).
    const db = cardDb();
    for (const d of job.run.config.decks) {
      const line = supportLine(d.name, deckSupport(db, d.cards), d.cards.length);
      if (line) process.stderr.write(`warning: ${line}\n`);
    }
    const mirror = mirrorWarning(job.run.config);
    if (mirror) process.stderr.write(`warning: ${mirror}\n`);
  }
  // The runner, Arrow and the progress bar load only now: bad input fails fast, and other commands
  // never load them.
  const { runSim } = await import('../sim/runner.js');
  const tty = process.stderr.isTTY === true;
  if (tty) {
    const { SingleBar } = await import('cli-progress');
    job.bar = new SingleBar({
      format: `${opts.label} |{bar}| {percentage}% | {value}/{total} games | {rate} games/s | ETA {eta_formatted}`,
      barsize: 30,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
      fps: 5,
    });
  }
  // An ab run (berserk ab, continued here after a kill): the paired totals see every shard, the
  // SPRT stops where it would have, and ab.json is written at the end (sim/ab-run.ts).
  const ab = job.run.config.mode === 'ab' ? new (await import('../sim/ab-run.js')).AbRun(job.run.config) : null;
  const started = Date.now();
  let barStarted = false;
  let firstDone = -1;
  const result = await runSim(job.dir, job.run, {
    workers: job.workers,
    resume: job.resume,
    pool,
    onShard: ab ? ab.onShard : undefined,
    onFinish: ab ? ab.onFinish(job.dir) : undefined,
    onWarning: (m) => {
      if (job.bar) job.bar.stop();
      barStarted = false;
      process.stderr.write(`warning: ${m}\n`);
    },
    onProgress: job.bar
      ? (done, total) => {
          // Rate and ETA count only this process's games (a resumed run starts part done), and the
          // bar appears with the first finished game (no ETA from a zero rate).
          if (firstDone < 0) firstDone = done;
          if (done === firstDone && done < total) return;
          const rate = Math.round((done - firstDone) / Math.max(1e-3, (Date.now() - started) / 1000));
          if (!barStarted) {
            job.bar!.start(total, done, { rate });
            barStarted = true;
          } else job.bar!.update(done, { rate });
        }
      : undefined,
  });
  if (job.bar) job.bar.stop();
  const abOut = ab ? ab.json : null;
  if (opts.report) {
    const { writeReport } = await import('../report/write.js');
    await writeReport(job.dir);
  }
  // Last: the report reads the Arrow streams, which --format parquet removes.
  let parquetS: number | null = null;
  if (opts.format !== 'arrow') {
    const { exportParquet } = await import('../sim/parquet-io.js');
    parquetS = (await exportParquet(job.dir, { removeArrows: opts.format === 'parquet' })).seconds;
  }
  return { result, abOut, parquetS };
}
