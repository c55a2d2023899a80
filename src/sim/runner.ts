/**
 * Running a simulation: a piscina pool plays the shards, the main thread writes them in shard order.
 *
 *   - Pool (pool.ts): minThreads = maxThreads = workers, idleTimeout longer than any run. Each worker
 *     runs the compiled dist/src/workers/sim-worker.js and builds its card database, decks and state
 *     once. `berserk sim` starts it before loading this module, so the workers start up while the
 *     main thread finishes its own set-up.
 *   - Dispatch: shards go out in order, at most 2×workers in flight, each into its own fixed shared
 *     slot (slots.ts: shard k into slot k mod 2×workers), which holds its columns and both encoded
 *     batches. Shards are committed strictly in shard order (never completion order), so every
 *     table is byte-identical for any worker count.
 *   - Tail: with 2 or more workers the last `workers` shards are each split into 2×workers parts
 *     (tailParts), played by whichever worker is free into disjoint rows of the shard's slot; the
 *     main thread closes up their card rows and encodes the two batches (the same bytes a worker
 *     would encode). Without it one worker sat idle for most of a shard at the end of every run.
 *   - Profile (profile.ts): each reply carries the task's times and thread CPU; `timing.profile`
 *     says where the run's time went (start-up, utilisation, idle, main thread, V8 threads).
 *   - Memory: the slots are allocated once; the main thread keeps running totals (summary.ts
 *     `Aggregator`, fixed size), the failed games and nothing else per game or per shard, so peak RSS
 *     does not grow with --games.
 *   - Commit of shard k: append both batches to the streams, then append the manifest line, then
 *     add the shard to the totals; only then is slot k mod 2×workers handed out again. A crash at
 *     any point loses at most the shards not yet committed; `--resume` replays them.
 *   - A task that fails (its worker crashed or was killed) is retried, up to 3 attempts; piscina
 *     replaces the dead worker. An exception inside a game never fails the task (shard.ts).
 *     The retry plays the same games into the same rows of the same slot (same bytes: a game
 *     depends only on its seed), over whatever the dead attempt wrote. piscina rejects a task only
 *     once its thread is done with it (the worker exited or died; no abort signals, no timeouts),
 *     so no stale write follows; a split shard is joined (slots.ts joinParts) from the rows each
 *     part's successful attempt reports, once every part is in; only then is the slot read, and it
 *     is handed on only after its commit.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { ShardReply, ShardTask } from '../workers/sim-worker.js';
import { RunStopError } from '../agents/agent.js';
import { BatchEncoder, StreamFile } from './arrow-io.js';
import { type CardsColumns, type GamesColumns, refreshRows } from './columns.js';
import { shardGames } from './config.js';
import {
  type CompleteEntry,
  MANIFEST_FILE,
  RUN_FILE,
  type RunFile,
  RunDirError,
  RunIoError,
  SUMMARY_FILE,
  type ShardEntry,
  TABLE_FILES,
  checkRunUnchanged,
  damagedText,
  findDamagedShard,
  forEachShard,
  manifestHeaderLine,
  naming,
  readManifest,
  runMetadata,
  sha256Hex,
} from './run-dir.js';
import { type RunProfile, RunProfiler } from './profile.js';
import type { FailedGame } from './shard.js';
import { type SimPool, startPool } from './pool.js';
import { joinParts, slotBytes, viewSlot } from './slots.js';
import { AGGREGATE_FILE, Aggregator, type SummaryJson, aggregateJson, buildSummary, writeJsonAtomic } from './summary.js';

/** Attempts per shard before the run gives up (a crashed worker is replaced each time). */
export const MAX_ATTEMPTS = 3;

export interface RunOptions {
  workers: number;
  /** Continue the folder's run after its last completed shard. */
  resume?: boolean;
  /** Called about 5 times a second with games done and games in this folder's slice. */
  onProgress?: (done: number, total: number) => void;
  /** Warnings (a retried shard) for stderr. */
  onWarning?: (message: string) => void;
  /** Test hooks (shard.ts `parseFaults`); default: BERSERK_SIM_FAULTS. */
  faults?: string;
  /** A pool started for this run (pool.ts `startPool`, same config and workers); default: start one. */
  pool?: SimPool;
  /**
   * Called with each shard's columns once it is committed, in shard order; returning true stops the
   * run there (sequential stopping, `berserk ab --sprt`): no later shard is committed, and the folder
   * is finished with the shards so far. A resume first calls it with every shard already committed
   * (in order), so its totals and its stopping point are those of an uninterrupted run.
   */
  onShard?: (games: GamesColumns, cards: CardsColumns) => boolean;
  /**
   * Called once summary.json is written and before the manifest's `complete` line (so a file it
   * writes, like ab.json, is there whenever the manifest says the run is complete; a kill before
   * that line leaves a folder `--resume` finishes again).
   */
  onFinish?: (summary: SummaryJson) => void;
}

export interface Timing {
  /** Wall time of this invocation, runSim's start to the summary written. */
  wall_s: number;
  /** Games played by this invocation (a resume plays only the missing ones). */
  games_played: number;
  games_per_s: number;
  /**
   * Games/s while every worker was busy: from the last worker's end of its first shard (start-up and
   * first-shard warm-up over) to the first worker running out of work (profile.ts); null with one
   * shard per worker.
   */
  steady_games_per_s: number | null;
  /** Main-thread time writing Arrow: the headers, every batch (workers encode them) and the end-of-stream markers. */
  arrow_write_s: number;
  /** arrow_write_s / wall_s. */
  arrow_write_share: number;
  /** CPU time of the whole process (main thread and workers, user + system) during the run. */
  cpu_s: number;
  /** Peak resident set size of the process (all threads), in MiB. */
  peak_rss_mib: number;
  /** The shared shard slots (2 × workers, allocated once): their count and total size in MiB. */
  shard_slots: number;
  shard_slots_mib: number;
  workers: number;
  /** Where the time went (profile.ts): start-up, utilisation, idle, main-thread and per-thread CPU. */
  profile: RunProfile;
}

export interface RunResult {
  summary: SummaryJson;
  timing: Timing;
}

export { workerScript } from './pool.js';

/**
 * The checks of a resume that can refuse the folder (exit 2), run before the workers start (a pool
 * shut down while its workers still load their modules can abort Node): run.json equals the
 * manifest's header line, both tables' stream headers are this run's, and the checksummed stream
 * headers are intact. Throws RunDirError.
 */
export function checkResumable(dir: string, run: RunFile): void {
  const md = runMetadata(run.config, run.meta);
  const games = new BatchEncoder('games', md).header();
  const cards = new BatchEncoder('game_cards', md).header();
  const m = readManifest(dir, run.slice.lo);
  checkRunUnchanged(dir, run, m);
  checkStreamHeader(path.join(dir, TABLE_FILES.games), games);
  checkStreamHeader(path.join(dir, TABLE_FILES.game_cards), cards);
  const damaged = findDamagedShard(dir, { ...m, entries: [] });
  if (damaged) throw new RunDirError(damagedText(damaged));
}

/**
 * Play every missing shard of the folder's slice, then finish its tables and summary.json. With
 * `opts.pool` (started early by the caller) it plays on that pool and shuts it down in any case.
 */
export async function runSim(dir: string, run: RunFile, opts: RunOptions): Promise<RunResult> {
  try {
    return await playRun(dir, run, opts);
  } catch (e) {
    await opts.pool?.destroy();
    throw e;
  }
}

async function playRun(dir: string, run: RunFile, opts: RunOptions): Promise<RunResult> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const prof = new RunProfiler();
  const { config, meta, slice } = run;
  const md = runMetadata(config, meta);
  // The main thread encodes only the split tail shards (workers encode the others).
  const encoders = { games: new BatchEncoder('games', md), cards: new BatchEncoder('game_cards', md) };
  const headers = { games: encoders.games.header(), cards: encoders.cards.header() };
  const agg = new Aggregator(config);
  const failed: FailedGame[] = [];
  const manifestPath = path.join(dir, MANIFEST_FILE);

  // Where to start: after the last shard the manifest vouches for (resume), or at the slice start.
  let start = slice.lo;
  /** A resumed run that onShard had already stopped: its end shard. */
  let resumedStop = -1;
  let gamesFile: StreamFile;
  let cardsFile: StreamFile;
  if (opts.resume) {
    const m = readManifest(dir, slice.lo);
    if (m.complete) throw new RunDirError(`${dir}: the run is already complete (see ${SUMMARY_FILE})`);
    checkRunUnchanged(dir, run, m);
    // A folder without a manifest header line (killed before it was written, or from an older
    // version): the tables' own header, which holds the config, must be this run's.
    checkStreamHeader(path.join(dir, TABLE_FILES.games), headers.games);
    checkStreamHeader(path.join(dir, TABLE_FILES.game_cards), headers.cards);
    // A line whose offsets lie past the end of a file (a machine crash before the page cache was
    // written) is not trusted, nor is anything after it.
    const gSize = fileSize(path.join(dir, TABLE_FILES.games));
    const cSize = fileSize(path.join(dir, TABLE_FILES.game_cards));
    let keep = m.entries.length;
    while (keep > 0 && (m.entries[keep - 1]!.games_bytes > gSize || m.entries[keep - 1]!.cards_bytes > cSize)) keep--;
    // A committed batch whose bytes changed (a flipped bit, a bad sector, an edit) is played again,
    // with everything after it: the games depend only on their seeds, so the bytes come out right.
    const damaged = findDamagedShard(dir, { ...m, entries: m.entries.slice(0, keep) });
    if (damaged) {
      if (damaged.index < 0) throw new RunDirError(damagedText(damaged));
      opts.onWarning?.(`${damagedText(damaged)}; playing shards ${damaged.shard}–${slice.hi - 1} again`);
      keep = damaged.index;
    }
    const entries = m.entries.slice(0, keep);
    const last = entries.at(-1);
    const manifestBytes = keep > 0 ? m.entryEnds[keep - 1]! : m.headerBytes;
    if (fs.existsSync(manifestPath)) naming(manifestPath, () => fs.truncateSync(manifestPath, manifestBytes));
    if (manifestBytes === 0) naming(manifestPath, () => fs.writeFileSync(manifestPath, manifestHeaderLine(run, headers.games, headers.cards)));
    // Cut both streams back to the last committed shard (dropping a half-written batch), re-read
    // the committed shards for the summary, then append from there.
    cutTo(path.join(dir, TABLE_FILES.games), last?.games_bytes ?? 0);
    cutTo(path.join(dir, TABLE_FILES.game_cards), last?.cards_bytes ?? 0);
    let stopAfter = -1;
    const read = await forEachShard(dir, (g, c, k) => {
      agg.add(g, c);
      if (opts.onShard?.(g, c) && stopAfter < 0) stopAfter = k;
    });
    if (read !== entries.length) throw new RunDirError(`${dir}: the tables hold ${read} shards but the manifest lists ${entries.length}`);
    // Killed after committing the shard at which onShard stopped the run: nothing is left to play.
    if (stopAfter >= 0) {
      if (stopAfter !== entries.length - 1) throw new RunDirError(`${dir}: the run stopped after shard ${slice.lo + stopAfter} but the manifest lists later shards`);
      resumedStop = slice.lo + entries.length;
    }
    for (const e of entries) failed.push(...e.failed);
    gamesFile = naming(path.join(dir, TABLE_FILES.games), () => StreamFile.resume(path.join(dir, TABLE_FILES.games), last?.games_bytes ?? 0, headers.games));
    cardsFile = naming(path.join(dir, TABLE_FILES.game_cards), () => StreamFile.resume(path.join(dir, TABLE_FILES.game_cards), last?.cards_bytes ?? 0, headers.cards));
    start = slice.lo + entries.length;
  } else {
    gamesFile = naming(path.join(dir, TABLE_FILES.games), () => StreamFile.create(path.join(dir, TABLE_FILES.games), headers.games));
    cardsFile = naming(path.join(dir, TABLE_FILES.game_cards), () => StreamFile.create(path.join(dir, TABLE_FILES.game_cards), headers.cards));
    naming(manifestPath, () => fs.writeFileSync(manifestPath, manifestHeaderLine(run, headers.games, headers.cards)));
  }
  const manifestFd = naming(manifestPath, () => fs.openSync(manifestPath, 'a'));
  /** Set once the run fails: tasks the shutdown rejects are neither retried nor reported. */
  let failing = false;

  const sliceGames = slice.end_game - slice.first_game;
  const gamesBefore = start < slice.hi ? shardGames(config, start).first - slice.first_game : sliceGames;
  // The pool: started by the caller (cli/sim.ts starts it before loading apache-arrow and this
  // module, so the workers start up meanwhile), or now.
  const sp = opts.pool ?? startPool(config, meta, opts.workers, opts.faults ?? process.env.BERSERK_SIM_FAULTS ?? '');
  prof.poolStart = sp.startedAt;
  const { pool, workers, window } = sp;
  // At most `window` shards in flight, shard k in slot k % window (slots.ts).
  const slots = sp.slots.map((b) => viewSlot(b, config.shard_size));
  const counter = sp.progress;
  let timer: NodeJS.Timeout | null = null;
  if (opts.onProgress) {
    const report = () => opts.onProgress!(Math.min(sliceGames, gamesBefore + Atomics.load(counter, 0)), sliceGames);
    report();
    timer = setInterval(report, 200);
  }
  let arrowMs = 0;
  /** Set when onShard stopped the run: tasks still in flight fail with the pool, unretried. */
  let stopped = false;

  /** One pool task, retried on a new worker up to MAX_ATTEMPTS times. */
  async function runTask(task: ShardTask): Promise<ShardReply> {
    for (let attempt = 0; ; attempt++) {
      let reply: ShardReply;
      try {
        reply = await pool.run({ ...task, attempt });
      } catch (e) {
        if (failing || stopped) throw e;
        const why = e instanceof Error ? e.message : String(e);
        const games = `games ${task.first}–${task.first + task.count - 1}`;
        if (attempt + 1 >= MAX_ATTEMPTS) throw new Error(`shard ${task.shard} (${games}) failed ${MAX_ATTEMPTS} times; last: ${why}`);
        opts.onWarning?.(`shard ${task.shard} failed (${why}); retrying on a new worker`);
        continue;
      }
      // A failure of the run itself (a bot that keeps timing out): retrying would only repeat it.
      if (reply.stop !== undefined) throw new RunStopError(reply.stop);
      prof.task(reply.stats);
      return reply;
    }
  }

  // The tail: the last `workers` shards are split into parts (tailParts), so that no worker sits
  // idle while another plays a whole last shard. The parts fill disjoint rows of the shard's slot;
  // once all are in, the main thread closes up the card rows and encodes both batches, the same
  // bytes a worker would have encoded (the columns are the same).
  const splitFrom = workers > 1 ? Math.max(start, slice.hi - workers) : slice.hi;

  async function runShard(k: number): Promise<Played> {
    const { first, count } = shardGames(config, k);
    const slot = k % window;
    if (k < splitFrom) {
      const r = await runTask({ shard: k, first, count, attempt: 0, slot });
      return { games: r.games, cards: r.cards, failed: r.failed, end: r.stats?.t1 };
    }
    const tasks: ShardTask[] = [];
    let at = 0;
    for (const n of tailParts(count, workers)) {
      tasks.push({ shard: k, first: first + at, count: n, attempt: 0, slot, at });
      at += n;
    }
    prof.parts += tasks.length;
    const replies = await Promise.all(tasks.map(runTask));
    const ta = performance.now();
    const s = slots[slot]!;
    joinParts(s.columns, count, tasks.map((t, i) => ({ at: t.at!, rows: replies[i]!.cards })));
    const games = encoders.games.encodeInto(s.columns.games, s.games);
    const cards = encoders.cards.encodeInto(s.columns.cards, s.cards);
    arrowMs += performance.now() - ta;
    const ends = replies.map((r) => r.stats?.t1 ?? 0);
    return { games, cards, failed: replies.flatMap((r) => r.failed), end: Math.max(...ends) || undefined };
  }

  let played = 0;
  let end = resumedStop >= 0 ? resumedStop : slice.hi;
  const inflight = new Map<number, Promise<Played>>();
  try {
    let next = start;
    for (let k = start; k < end; k++) {
      while (next < slice.hi && next < k + window) {
        const p = runShard(next);
        p.catch(() => {}); // awaited below, in order; this only keeps an early failure from being "unhandled"
        inflight.set(next++, p);
      }
      const reply = await inflight.get(k)!;
      inflight.delete(k);
      const c0 = prof.received();
      const slot = slots[k % window]!;
      const cols = refreshRows(slot.columns);
      const ta = performance.now();
      const gamesBatch = slot.games.subarray(0, reply.games);
      const cardsBatch = slot.cards.subarray(0, reply.cards);
      gamesFile.append(gamesBatch);
      cardsFile.append(cardsBatch);
      arrowMs += performance.now() - ta;
      const entry: ShardEntry = {
        shard: k,
        first: cols.games.game[0]!,
        count: cols.games.n,
        card_rows: cols.cards.n,
        games_bytes: gamesFile.size,
        cards_bytes: cardsFile.size,
        games_sha256: sha256Hex(gamesBatch),
        cards_sha256: sha256Hex(cardsBatch),
        failed: reply.failed,
      };
      writeLine(manifestFd, manifestPath, JSON.stringify(entry) + '\n');
      agg.add(cols.games, cols.cards);
      failed.push(...reply.failed);
      played += cols.games.n;
      prof.committed(reply.end, c0);
      if (opts.onShard?.(cols.games, cols.cards)) {
        end = k + 1;
        stopped = true;
        break;
      }
    }
  } catch (e) {
    failing = true;
    if (timer) clearInterval(timer);
    await sp.destroy();
    gamesFile.close();
    cardsFile.close();
    fs.closeSync(manifestFd);
    throw e;
  }
  if (timer) clearInterval(timer);
  if (end === slice.hi) opts.onProgress?.(sliceGames, sliceGames);
  // Stopped early: the shards still in flight are dropped with their workers.
  for (const p of inflight.values()) p.catch(() => {});
  await sp.destroy({ closeAgents: true });

  const tf = performance.now();
  try {
    gamesFile.finish();
    cardsFile.finish();
  } catch (e) {
    gamesFile.close();
    cardsFile.close();
    fs.closeSync(manifestFd);
    throw e;
  }
  arrowMs += performance.now() - tf;
  const summary = buildSummary(agg, config, meta, failed);
  try {
    writeJsonAtomic(path.join(dir, SUMMARY_FILE), summary);
    // The totals too, so that berserk merge builds the merged summary without reading the tables.
    writeJsonAtomic(path.join(dir, AGGREGATE_FILE), aggregateJson(agg, slice.lo, slice.hi));
    opts.onFinish?.(summary);
  } catch (e) {
    fs.closeSync(manifestFd);
    throw e;
  }
  const wall = (performance.now() - t0) / 1000;
  const cpuS = cpuSeconds(process.cpuUsage(cpu0));
  const profile = prof.finish(cpuSeconds(process.cpuUsage()));
  const timing: Timing = {
    wall_s: round3(wall),
    games_played: played,
    games_per_s: Math.round(played / wall),
    steady_games_per_s: profile.steady_games_per_s,
    arrow_write_s: round3(arrowMs / 1000),
    arrow_write_share: round3(arrowMs / 1000 / wall),
    cpu_s: round3(cpuS),
    peak_rss_mib: Math.round(process.resourceUsage().maxRSS / 1024),
    shard_slots: window,
    shard_slots_mib: round3((window * slotBytes(config.shard_size)) / 2 ** 20),
    workers,
    profile,
  };
  const done: CompleteEntry = {
    complete: true,
    shards: [slice.lo, end],
    games: agg.games,
    games_bytes: gamesFile.size,
    cards_bytes: cardsFile.size,
    timing,
  };
  try {
    writeLine(manifestFd, manifestPath, JSON.stringify(done) + '\n');
    naming(manifestPath, () => fs.fsyncSync(manifestFd));
  } finally {
    fs.closeSync(manifestFd);
  }
  return { summary, timing };
}

/** A shard played: its two encoded batches (bytes at the start of its slot's regions), its failed games, when its last task ended. */
interface Played {
  games: number;
  cards: number;
  failed: FailedGame[];
  end: number | undefined;
}

/** Smallest part of a split tail shard. */
export const MIN_PART_GAMES = 32;

/**
 * Sizes of the parts a tail shard of `count` games is split into with `workers` workers: 2 × workers
 * parts (fewer when they would fall under MIN_PART_GAMES), the first ones one game larger.
 */
export function tailParts(count: number, workers: number): number[] {
  const parts = Math.max(1, Math.min(2 * workers, Math.floor(count / MIN_PART_GAMES)));
  const base = Math.floor(count / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < count - base * parts ? 1 : 0));
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;

function cutTo(file: string, size: number): void {
  if (fs.existsSync(file)) naming(file, () => fs.truncateSync(file, size));
}

/** Append one whole line to the manifest; a short write (a full disk) is an error naming the file. */
function writeLine(fd: number, file: string, line: string): void {
  const bytes = Buffer.from(line);
  let at = 0;
  try {
    while (at < bytes.length) at += fs.writeSync(fd, bytes, at, bytes.length - at);
  } catch (e) {
    throw new RunIoError(file, e);
  }
}

/**
 * Refuse a table file whose stream header (schema, run metadata with the whole config) is not the
 * one this run writes: written by another run, or damaged. A file shorter than the header was cut
 * short while it was created, and starts over.
 */
function checkStreamHeader(file: string, header: Uint8Array): void {
  if (fileSize(file) < header.byteLength) return;
  const fd = naming(file, () => fs.openSync(file, 'r'));
  const have = Buffer.alloc(header.byteLength);
  try {
    naming(file, () => fs.readSync(fd, have, 0, have.length, 0));
  } finally {
    fs.closeSync(fd);
  }
  if (!have.equals(header)) {
    throw new RunDirError(`--resume: ${file}: its stream header (the schema and the run's config) is not the one ${RUN_FILE} describes: the file is damaged, or run.json was edited`);
  }
}


function fileSize(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

