/**
 * The piscina worker of `berserk sim` (compiled to dist/src/workers/sim-worker.js; workers never
 * transpile). Started once per thread with the run's config in `workerData`; the card database,
 * decks, game state, agents and Arrow encoders are built here once, at start-up, never per task.
 *
 * A task is one shard `{ shard, first, count, attempt }`. The reply, all transferred (Piscina.move,
 * never cloned): the shard's columns in one ArrayBuffer (the main thread's summary reads them), the
 * shard's record batch of each table already encoded as Arrow IPC bytes (the main thread only writes
 * them), and the list of games that threw.
 */
import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { BatchEncoder } from '../sim/arrow-io.js';
import type { SimConfig } from '../sim/config.js';
import type { RunMeta } from '../sim/meta.js';
import { runMetadata } from '../sim/run-dir.js';
import { type FailedGame, ShardPlayer, parseFaults } from '../sim/shard.js';

export interface WorkerInit {
  config: SimConfig;
  /** Provenance, for the schema metadata the encoders need. */
  meta: RunMeta;
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
  /** The shard's columns (columns.ts `viewShard`). */
  buffer: ArrayBuffer;
  /** The shard's record batch of `games` and of `game_cards`, as IPC message bytes. */
  games: Uint8Array;
  cards: Uint8Array;
  failed: FailedGame[];
}

const init = workerData as WorkerInit;
const faults = parseFaults(init.faults);
const player = new ShardPlayer(init.config, faults, new Int32Array(init.progress));
const metadata = runMetadata(init.config, init.meta);
const encoders = { games: new BatchEncoder('games', metadata), cards: new BatchEncoder('game_cards', metadata) };

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A reply whose buffers are transferred, not cloned (piscina's Transferable interface). */
class Reply {
  constructor(private readonly value: ShardReply) {}
  get [transferableSymbol](): ArrayBufferLike[] {
    return [this.value.buffer, this.value.games.buffer, this.value.cards.buffer];
  }
  get [valueSymbol](): ShardReply {
    return this.value;
  }
}

export default function runShard(task: ShardTask): unknown {
  if (task.attempt === 0 && faults.crashShards.has(task.shard)) process.exit(70);
  if (faults.delayMs > 0 && task.shard > 0) sleep(faults.delayMs);
  const out = player.run(task.first, task.count);
  const reply: ShardReply = {
    buffer: out.columns.buffer,
    games: encoders.games.encode(out.columns.games),
    cards: encoders.cards.encode(out.columns.cards),
    failed: out.failed,
  };
  return move(new Reply(reply) as never);
}
