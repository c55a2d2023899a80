/**
 * The worker pool of a run, startable before the rest of the run is set up: `berserk sim` starts it
 * right after validating its input, so the workers load their modules (engine, apache-arrow) and
 * compile the card database while the main thread writes run.json and loads apache-arrow and the
 * runner itself (cli/sim.ts). This module loads piscina but not apache-arrow.
 *
 *   - piscina with minThreads = maxThreads = workers and an idle timeout longer than any run; each
 *     worker runs the compiled dist/src/workers/sim-worker.js and builds its card database, decks
 *     and state once;
 *   - the run's shard slots (slots.ts: 2 × workers fixed shared buffers) and the shared progress
 *     counter are allocated here and given to every worker in workerData;
 *   - so is the table of outside-bot process groups (agents/bot-groups.ts): when the pool shuts
 *     down, the workers first close their agents (a run with `external:` agents; each bot gets
 *     `bye` and EOF), then every group still listed — a crashed worker's too — is ended (SIGTERM,
 *     SIGKILL after a grace period). No bot process outlives the pool.
 */
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { endBotGroups, newBotGroups, shareBotGroups } from '../agents/bot-groups.js';
import type { ShardReply, ShardTask, WorkerInit } from '../workers/sim-worker.js';
import type { SimConfig } from './config.js';
import type { RunMeta } from './meta.js';
import { nowMs } from './profile.js';
import { allocSlots } from './slots.js';

/** The compiled worker script next to this module's compiled form. */
export function workerScript(): URL {
  const url = new URL('../workers/sim-worker.js', import.meta.url);
  if (!fs.existsSync(fileURLToPath(url))) {
    throw new Error(`${fileURLToPath(url)} is missing: the harness runs compiled code (npm run build), import it from dist/`);
  }
  return url;
}

export interface SimPool {
  pool: Piscina<ShardTask, ShardReply>;
  workers: number;
  /** Shards in flight at most (2 × workers); shard k plays into slots[k % window]. */
  window: number;
  slots: SharedArrayBuffer[];
  /** Games finished by the workers of this pool (Atomics), for the progress bar. */
  progress: Int32Array;
  /** When the pool was created (epoch ms, profile.ts nowMs). */
  startedAt: number;
  /**
   * Shut the workers down (once; later calls return the same promise) and end every bot process
   * group still alive. With `closeAgents` (the end of a run, no task in flight), each worker first
   * closes its agents, so that outside bots get `bye` and EOF before any signal.
   */
  destroy(opts?: { closeAgents?: boolean }): Promise<void>;
}

/** Settings of outside-bot agents in the workers (agents/external.ts). */
export interface BotSettings {
  /** Timeouts in a row of one bot after which the run stops (`--bot-timeouts`). */
  maxTimeouts?: number;
}

/** How long a bot gets to exit on EOF, and again after SIGTERM, when the pool shuts down. */
const BOT_GRACE_MS = 2000;

/** Start the workers of a run. `faults`: the test hooks (shard.ts `parseFaults`). */
export function startPool(config: SimConfig, meta: RunMeta, workers: number, faults: string, bots: BotSettings = {}): SimPool {
  const window = 2 * workers;
  const slots = allocSlots(window, config.shard_size);
  const progress = new SharedArrayBuffer(4);
  const groups = newBotGroups();
  // This thread watches the same table: groups still listed at exit are killed.
  shareBotGroups(groups);
  const closed = new SharedArrayBuffer(4);
  const init: WorkerInit = { config, meta, progress, faults, slots, bots: { groups, closed, ...bots } };
  const pool = new Piscina<ShardTask, ShardReply>({
    filename: workerScript().href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 2 ** 31 - 1,
    workerData: init,
  });
  let destroyed: Promise<void> | null = null;
  return {
    pool,
    workers,
    window,
    slots,
    progress: new Int32Array(progress),
    startedAt: nowMs(),
    destroy: (opts) =>
      (destroyed ??= (async () => {
        if (opts?.closeAgents && config.agents.some((a) => /^\s*external:/.test(a))) {
          // One close task per worker: each waits for the others (sim-worker.ts), so none takes two.
          await Promise.allSettled(Array.from({ length: workers }, () => pool.run({ shard: -1, first: 0, count: 0, attempt: 0, slot: 0, close: workers })));
        }
        await pool.destroy();
        await endBotGroups(BOT_GRACE_MS, groups);
      })()),
  };
}
