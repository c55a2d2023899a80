/**
 * Running a simulation: a piscina pool plays the shards, the main thread writes them in shard order.
 *
 *   - Pool: minThreads = maxThreads = workers, idleTimeout longer than any run. Each worker runs the
 *     compiled dist/src/workers/sim-worker.js and builds its card database, decks and state once.
 *   - Dispatch: shards go out in order, at most 2×workers in flight, each into its own fixed shared
 *     slot (slots.ts: shard k into slot k mod 2×workers), which holds its columns and both encoded
 *     batches. Shards are committed strictly in shard order (never completion order), so every
 *     table is byte-identical for any worker count.
 *   - Memory: the slots are allocated once; the main thread keeps running totals (summary.ts
 *     `Aggregator`, fixed size), the failed games and nothing else per game or per shard, so peak RSS
 *     does not grow with --games.
 *   - Commit of shard k: append both batches to the streams, then append the manifest line, then
 *     add the shard to the totals; only then is slot k mod 2×workers handed out again. A crash at
 *     any point loses at most the shards not yet committed; `--resume` replays them.
 *   - A task that fails (its worker crashed or was killed) is retried, up to 3 attempts; piscina
 *     replaces the dead worker. An exception inside a game never fails the task (shard.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ShardReply, ShardTask, WorkerInit } from '../workers/sim-worker.js';
import { BatchEncoder, StreamFile } from './arrow-io.js';
import { refreshRows } from './columns.js';
import { shardGames } from './config.js';
import {
  type CompleteEntry,
  MANIFEST_FILE,
  type RunFile,
  RunDirError,
  SUMMARY_FILE,
  type ShardEntry,
  TABLE_FILES,
  forEachShard,
  readManifest,
  runMetadata,
} from './run-dir.js';
import type { FailedGame } from './shard.js';
import { allocSlots, slotBytes, viewSlot } from './slots.js';
import { Aggregator, type SummaryJson, buildSummary, writeJsonAtomic } from './summary.js';

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
}

export interface Timing {
  /** Wall time of this invocation, start of the pool to the summary written. */
  wall_s: number;
  /** Games played by this invocation (a resume plays only the missing ones). */
  games_played: number;
  games_per_s: number;
  /**
   * Games/s from the first shard's commit to the last one's: without process start, worker
   * start-up and the first shard's JIT warm-up (null with fewer than two shards).
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
}

export interface RunResult {
  summary: SummaryJson;
  timing: Timing;
}

/** The compiled worker script next to this module's compiled form. */
export function workerScript(): URL {
  const url = new URL('../workers/sim-worker.js', import.meta.url);
  if (!fs.existsSync(fileURLToPath(url))) {
    throw new Error(`${fileURLToPath(url)} is missing: the harness runs compiled code (npm run build), import it from dist/`);
  }
  return url;
}

/** Play every missing shard of the folder's slice, then finish its tables and summary.json. */
export async function runSim(dir: string, run: RunFile, opts: RunOptions): Promise<RunResult> {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { config, meta, slice } = run;
  const md = runMetadata(config, meta);
  const headers = { games: new BatchEncoder('games', md).header(), cards: new BatchEncoder('game_cards', md).header() };
  const agg = new Aggregator(config);
  const failed: FailedGame[] = [];
  const manifestPath = path.join(dir, MANIFEST_FILE);

  // Where to start: after the last shard the manifest vouches for (resume), or at the slice start.
  let start = slice.lo;
  let gamesFile: StreamFile;
  let cardsFile: StreamFile;
  if (opts.resume) {
    const m = readManifest(dir, slice.lo);
    if (m.complete) throw new RunDirError(`${dir}: the run is already complete (see ${SUMMARY_FILE})`);
    // A line whose offsets lie past the end of a file (a machine crash before the page cache was
    // written) is not trusted, nor is anything after it.
    const gSize = fileSize(path.join(dir, TABLE_FILES.games));
    const cSize = fileSize(path.join(dir, TABLE_FILES.game_cards));
    let keep = m.entries.length;
    while (keep > 0 && (m.entries[keep - 1]!.games_bytes > gSize || m.entries[keep - 1]!.cards_bytes > cSize)) keep--;
    const entries = m.entries.slice(0, keep);
    const last = entries.at(-1);
    if (fs.existsSync(manifestPath)) fs.truncateSync(manifestPath, lineBytes(manifestPath, keep));
    else fs.writeFileSync(manifestPath, ''); // killed before the first shard started
    // Cut both streams back to the last committed shard (dropping a half-written batch), re-read
    // the committed shards for the summary, then append from there.
    cutTo(path.join(dir, TABLE_FILES.games), last?.games_bytes ?? 0);
    cutTo(path.join(dir, TABLE_FILES.game_cards), last?.cards_bytes ?? 0);
    const read = await forEachShard(dir, (g, c) => agg.add(g, c));
    if (read !== entries.length) throw new RunDirError(`${dir}: the tables hold ${read} shards but the manifest lists ${entries.length}`);
    for (const e of entries) failed.push(...e.failed);
    gamesFile = StreamFile.resume(path.join(dir, TABLE_FILES.games), last?.games_bytes ?? 0, headers.games);
    cardsFile = StreamFile.resume(path.join(dir, TABLE_FILES.game_cards), last?.cards_bytes ?? 0, headers.cards);
    start = slice.lo + entries.length;
  } else {
    gamesFile = StreamFile.create(path.join(dir, TABLE_FILES.games), headers.games);
    cardsFile = StreamFile.create(path.join(dir, TABLE_FILES.game_cards), headers.cards);
    fs.writeFileSync(manifestPath, '');
  }
  const manifestFd = fs.openSync(manifestPath, 'a');

  const sliceGames = slice.end_game - slice.first_game;
  const gamesBefore = start < slice.hi ? shardGames(config, start).first - slice.first_game : sliceGames;
  const progress = new SharedArrayBuffer(4);
  const counter = new Int32Array(progress);
  let timer: NodeJS.Timeout | null = null;
  if (opts.onProgress) {
    const report = () => opts.onProgress!(Math.min(sliceGames, gamesBefore + Atomics.load(counter, 0)), sliceGames);
    report();
    timer = setInterval(report, 200);
  }

  const workers = opts.workers;
  // At most `window` shards in flight, shard k in slot k % window (slots.ts).
  const window = 2 * workers;
  const slotBuffers = allocSlots(window, config.shard_size);
  const slots = slotBuffers.map((b) => viewSlot(b, config.shard_size));
  const init: WorkerInit = { config, meta, progress, faults: opts.faults ?? process.env.BERSERK_SIM_FAULTS ?? '', slots: slotBuffers };
  const pool = new Piscina<ShardTask, ShardReply>({
    filename: workerScript().href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 2 ** 31 - 1,
    workerData: init,
  });

  async function runShard(k: number): Promise<ShardReply> {
    const { first, count } = shardGames(config, k);
    for (let attempt = 0; ; attempt++) {
      try {
        return await pool.run({ shard: k, first, count, attempt, slot: k % window });
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        if (attempt + 1 >= MAX_ATTEMPTS) throw new Error(`shard ${k} (games ${first}–${first + count - 1}) failed ${MAX_ATTEMPTS} times; last: ${why}`);
        opts.onWarning?.(`shard ${k} failed (${why}); retrying on a new worker`);
      }
    }
  }

  let arrowMs = 0;
  let played = 0;
  let firstCommit = -1;
  let playedAtFirst = 0;
  let lastCommit = -1;
  const inflight = new Map<number, Promise<ShardReply>>();
  try {
    let next = start;
    for (let k = start; k < slice.hi; k++) {
      while (next < slice.hi && next < k + window) {
        const p = runShard(next);
        p.catch(() => {}); // awaited below, in order; this only keeps an early failure from being "unhandled"
        inflight.set(next++, p);
      }
      const reply = await inflight.get(k)!;
      inflight.delete(k);
      const slot = slots[k % window]!;
      const cols = refreshRows(slot.columns);
      const ta = performance.now();
      gamesFile.append(slot.games.subarray(0, reply.games));
      cardsFile.append(slot.cards.subarray(0, reply.cards));
      arrowMs += performance.now() - ta;
      const entry: ShardEntry = {
        shard: k,
        first: cols.games.game[0]!,
        count: cols.games.n,
        card_rows: cols.cards.n,
        games_bytes: gamesFile.size,
        cards_bytes: cardsFile.size,
        failed: reply.failed,
      };
      fs.writeSync(manifestFd, JSON.stringify(entry) + '\n');
      agg.add(cols.games, cols.cards);
      failed.push(...reply.failed);
      played += cols.games.n;
      lastCommit = performance.now();
      if (firstCommit < 0) {
        firstCommit = lastCommit;
        playedAtFirst = played;
      }
    }
  } catch (e) {
    if (timer) clearInterval(timer);
    await pool.destroy();
    gamesFile.close();
    cardsFile.close();
    fs.closeSync(manifestFd);
    throw e;
  }
  if (timer) clearInterval(timer);
  opts.onProgress?.(sliceGames, sliceGames);
  await pool.destroy();

  const tf = performance.now();
  gamesFile.finish();
  cardsFile.finish();
  arrowMs += performance.now() - tf;
  const summary = buildSummary(agg, config, meta, failed);
  writeJsonAtomic(path.join(dir, SUMMARY_FILE), summary);
  const wall = (performance.now() - t0) / 1000;
  const timing: Timing = {
    wall_s: round3(wall),
    games_played: played,
    games_per_s: Math.round(played / wall),
    steady_games_per_s: lastCommit > firstCommit ? Math.round(((played - playedAtFirst) * 1000) / (lastCommit - firstCommit)) : null,
    arrow_write_s: round3(arrowMs / 1000),
    arrow_write_share: round3(arrowMs / 1000 / wall),
    cpu_s: round3(cpuSeconds(process.cpuUsage(cpu0))),
    peak_rss_mib: Math.round(process.resourceUsage().maxRSS / 1024),
    shard_slots: window,
    shard_slots_mib: round3((window * slotBytes(config.shard_size)) / 2 ** 20),
    workers,
  };
  const done: CompleteEntry = {
    complete: true,
    shards: [slice.lo, slice.hi],
    games: agg.games,
    games_bytes: gamesFile.size,
    cards_bytes: cardsFile.size,
    timing,
  };
  fs.writeSync(manifestFd, JSON.stringify(done) + '\n');
  fs.fsyncSync(manifestFd);
  fs.closeSync(manifestFd);
  return { summary, timing };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;

function cutTo(file: string, size: number): void {
  if (fs.existsSync(file)) fs.truncateSync(file, size);
}

function fileSize(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/** Bytes of the first `lines` lines of a file. */
function lineBytes(file: string, lines: number): number {
  const buf = fs.readFileSync(file);
  let pos = 0;
  for (let i = 0; i < lines; i++) pos = buf.indexOf(10, pos) + 1;
  return pos;
}
