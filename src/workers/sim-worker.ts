/**
 * The piscina worker of `berserk sim` (compiled to dist/src/workers/sim-worker.js; workers never
 * transpile). Started once per thread with the run's config in `workerData`; the card database,
 * decks, game state and agents are built here once, at start-up, never per task.
 *
 * A task is one shard `{ shard, first, count, attempt }`; the result is the shard's columns in one
 * ArrayBuffer, transferred (Piscina.move), plus the list of games that threw.
 */
import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { type ShardOutput, ShardPlayer, parseFaults } from '../sim/shard.js';
import type { SimConfig } from '../sim/config.js';
import type { FailedGame } from '../sim/shard.js';

export interface WorkerInit {
  config: SimConfig;
  /** SharedArrayBuffer holding one Int32 counter of finished games (progress bar). */
  progress: SharedArrayBuffer;
  /** BERSERK_SIM_FAULTS of the main process (test hooks; see shard.ts). */
  faults: string;
}

export interface ShardTask {
  shard: number;
  first: number;
  count: number;
  /** 0 on the first try; the retry after a crashed worker is 1, … */
  attempt: number;
}

export interface ShardReply {
  buffer: ArrayBuffer;
  failed: FailedGame[];
}

const init = workerData as WorkerInit;
const faults = parseFaults(init.faults);
const player = new ShardPlayer(init.config, faults, new Int32Array(init.progress));

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A reply whose buffer is transferred, not cloned (piscina's Transferable interface). */
class Reply {
  constructor(private readonly out: ShardOutput) {}
  get [transferableSymbol](): ArrayBuffer[] {
    return [this.out.columns.buffer];
  }
  get [valueSymbol](): ShardReply {
    return { buffer: this.out.columns.buffer, failed: this.out.failed };
  }
}

export default function runShard(task: ShardTask): unknown {
  if (task.attempt === 0 && faults.crashShards.has(task.shard)) process.exit(70);
  if (faults.delayMs > 0 && task.shard > 0) sleep(faults.delayMs);
  return move(new Reply(player.run(task.first, task.count)) as never);
}
