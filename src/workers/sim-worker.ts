/**
 * The piscina worker of `berserk sim` (compiled to dist/src/workers/sim-worker.js; workers never
 * transpile). Started once per thread with the run's config in `workerData`; the card database,
 * decks, game state, agents and Arrow encoders are built here once, at start-up, never per task.
 *
 * A task is one shard `{ shard, first, count, attempt, slot }`. The worker plays it into the shared
 * slot `slot` (slots.ts: the run's fixed SharedArrayBuffers, in workerData) and encodes both tables'
 * record batches into the same slot as Arrow IPC bytes (the main thread only writes them). The reply
 * is small and holds no buffer: the two batch lengths and the list of games that threw. Nothing per
 * shard is allocated for the results, on either side of the pool.
 */
import { threadId, workerData } from 'node:worker_threads';
import { RunStopError } from '../agents/agent.js';
import { shareBotGroups } from '../agents/bot-groups.js';
import { configureExternalAgents } from '../agents/external.js';
import { BatchEncoder } from '../sim/arrow-io.js';
import { installCardOverrides } from '../sim/card-overrides.js';
import { CARD_ROWS_PER_GAME } from '../sim/columns.js';
import type { SimConfig } from '../sim/config.js';
import type { RunMeta } from '../sim/meta.js';
import { runMetadata } from '../sim/run-dir.js';
import { type FailedGame, ShardPlayer, parseFaults } from '../sim/shard.js';
import { type TaskStats, type WorkerStart, nowMs, threadCpuMs } from '../sim/profile.js';
import { type ShardSlot, viewSlot } from '../sim/slots.js';

export interface WorkerInit {
  config: SimConfig;
  /** Provenance, for the schema metadata the encoders need. */
  meta: RunMeta;
  /** SharedArrayBuffer holding one Int32 counter of finished games (progress bar). */
  progress: SharedArrayBuffer;
  /** BERSERK_SIM_FAULTS of the main process (test hooks; see shard.ts). */
  faults: string;
  /** The run's shard slots (slots.ts `allocSlots`, for shards of config.shard_size games). */
  slots: SharedArrayBuffer[];
  /**
   * Outside bots: the pool's table of bot process groups (agents/bot-groups.ts), a shared Int32
   * counter of workers that have closed their agents, and the agents' settings.
   */
  bots?: { groups: SharedArrayBuffer; closed: SharedArrayBuffer; maxTimeouts?: number };
}

export interface ShardTask {
  shard: number;
  first: number;
  count: number;
  /** 0 on the first try; the retry after a crashed worker is 1, … */
  attempt: number;
  /** The slot to play into: shard mod the number of slots. */
  slot: number;
  /**
   * A part of a split shard (runner.ts, the run's tail): the games go to rows `at` … of the slot's
   * games columns and their card rows from row at × CARD_ROWS_PER_GAME on; the worker neither sets
   * the slot's row counts nor encodes (the main thread does, once every part is in).
   */
  at?: number;
  /**
   * Not a shard: close this worker's agents (their bot processes end), then wait until all
   * `close` workers have (so that each of the pool's `close` tasks lands on a different worker).
   */
  close?: number;
}

export interface ShardReply {
  /**
   * Bytes of the shard's `games` and `game_cards` record batches at the start of the slot's regions;
   * for a part (`at` given), 0 and the number of card rows it wrote.
   */
  games: number;
  cards: number;
  failed: FailedGame[];
  /** Timings of this task (profile.ts), for the run's profile; never part of the results. */
  stats?: TaskStats;
  /** The run must stop (agent.ts RunStopError, e.g. a bot that keeps timing out): why. Not retried. */
  stop?: string;
}

const loadedMs = nowMs();
const init = workerData as WorkerInit;
if (init.bots) {
  shareBotGroups(init.bots.groups);
  configureExternalAgents(init.bots);
}
// The run's card pool (its --cards overrides, or the bundled cards) before anything compiles the db.
installCardOverrides(init.config.cards);
const faults = parseFaults(init.faults);
const player = new ShardPlayer(init.config, faults, new Int32Array(init.progress));
const metadata = runMetadata(init.config, init.meta);
const encoders = { games: new BatchEncoder('games', metadata), cards: new BatchEncoder('game_cards', metadata) };
let start: WorkerStart | undefined = { loaded_ms: loadedMs, ready_ms: nowMs(), cpu_ready_ms: threadCpuMs() };
/** Views over each slot, made on first use. */
const slots: (ShardSlot | undefined)[] = [];

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Close the agents, then wait (at most 10 s) until `workers` workers have. */
function closeAgents(workers: number): ShardReply {
  player.close();
  const closed = new Int32Array(init.bots!.closed);
  Atomics.add(closed, 0, 1);
  Atomics.notify(closed, 0);
  const until = Date.now() + 10_000;
  for (let n = Atomics.load(closed, 0); n < workers && Date.now() < until; n = Atomics.load(closed, 0)) Atomics.wait(closed, 0, n, 100);
  return { games: 0, cards: 0, failed: [] };
}

export default function runShard(task: ShardTask): ShardReply {
  if (task.close !== undefined) return closeAgents(task.close);
  try {
    return playTask(task);
  } catch (e) {
    // The worker may be replaced after this: its bots must not outlive it.
    player.close();
    if (e instanceof RunStopError) return { games: 0, cards: 0, failed: [], stop: e.message };
    throw e;
  }
}

function playTask(task: ShardTask): ShardReply {
  if (task.attempt === 0 && faults.crashShards.has(task.shard)) process.exit(70);
  player.exitAfterGames = task.attempt === 0 && faults.crashAfterGames.size > 0 ? faults.crashAfterGames : null;
  if (faults.delayMs > 0 && task.shard > 0) sleep(faults.delayMs);
  const t0 = nowMs();
  const cpu0 = threadCpuMs();
  const slot = (slots[task.slot] ??= viewSlot(init.slots[task.slot]!, init.config.shard_size));
  let games = 0;
  let cards: number;
  let failed: FailedGame[];
  if (task.at === undefined) {
    const out = player.run(task.first, task.count, slot.columns);
    games = encoders.games.encodeInto(out.columns.games, slot.games);
    cards = encoders.cards.encodeInto(out.columns.cards, slot.cards);
    failed = out.failed;
  } else {
    const part = player.play(task.first, task.count, slot.columns, task.at, task.at * CARD_ROWS_PER_GAME);
    cards = part.rows;
    failed = part.failed;
  }
  const stats: TaskStats = { thread: threadId, t0, t1: nowMs(), cpu0, cpu1: threadCpuMs(), games: task.count };
  if (start) {
    stats.start = start;
    start = undefined;
  }
  return { games, cards, failed, stats };
}
