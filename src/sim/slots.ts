/**
 * Shard slots: the fixed shared buffers a run's shards are played into, so the memory of a run does
 * not grow with --games.
 *
 * A run keeps at most `window` shards in flight (2 × workers). It allocates `window` slots once, as
 * SharedArrayBuffers that every worker sees (workerData); shard k is always played into slot
 * k mod window. At most `window` consecutive shards are in flight, so they use distinct slots, and
 * the slot of shard k is handed out again (to shard k + window) only after the main thread has
 * committed shard k. A worker fills the slot's columns and encodes both Arrow batches into it; its
 * reply is two lengths and the list of failed games. Nothing per shard is allocated, transferred or
 * left for the garbage collector on either side: before, every shard sent back ~1 MiB of fresh
 * transferred buffers that lived until the main thread's next major GC (it allocates little, so
 * that came only every ~60 MiB of external memory), and peak RSS crept up with the run's length.
 *
 * Layout of a slot (8-byte aligned regions):
 *   shard columns    columns.ts layout, capacity `shardSize` games (header row counts say what is used)
 *   games batch      encoded `games` record batch, up to batchBytesBound('games', shardSize)
 *   cards batch      encoded `game_cards` record batch, up to batchBytesBound('game_cards', 30 × shardSize)
 */
import { CARD_COLUMNS, CARD_ROWS_PER_GAME, type ShardColumns, batchBytesBound, initShard, setCardRows, setGameRows, shardBytes, viewShard } from './columns.js';

export interface ShardSlot {
  buffer: SharedArrayBuffer;
  columns: ShardColumns;
  /** The whole region for the encoded games batch (the reply says how much of it is used). */
  games: Uint8Array;
  /** The whole region for the encoded game_cards batch. */
  cards: Uint8Array;
}

const align8 = (x: number) => (x + 7) & ~7;

function layout(shardSize: number): { cols: number; games: number; cards: number } {
  return {
    cols: align8(shardBytes(shardSize)),
    games: align8(batchBytesBound('games', shardSize)),
    cards: align8(batchBytesBound('game_cards', shardSize * CARD_ROWS_PER_GAME)),
  };
}

/** Bytes of one slot for shards of up to `shardSize` games. */
export function slotBytes(shardSize: number): number {
  const l = layout(shardSize);
  return l.cols + l.games + l.cards;
}

/** `count` new slots for shards of up to `shardSize` games (their headers written). */
export function allocSlots(count: number, shardSize: number): SharedArrayBuffer[] {
  const out: SharedArrayBuffer[] = [];
  for (let i = 0; i < count; i++) {
    const buf = new SharedArrayBuffer(slotBytes(shardSize));
    initShard(buf, 0, shardSize);
    out.push(buf);
  }
  return out;
}

/** Views over a slot made by `allocSlots` (in any thread). */
export function viewSlot(buffer: SharedArrayBuffer, shardSize: number): ShardSlot {
  const l = layout(shardSize);
  if (buffer.byteLength !== l.cols + l.games + l.cards) throw new RangeError(`a slot for ${shardSize} games has ${l.cols + l.games + l.cards} bytes, not ${buffer.byteLength}`);
  return {
    buffer,
    columns: viewShard(buffer, 0),
    games: new Uint8Array(buffer, l.cols, l.games),
    cards: new Uint8Array(buffer, l.cols + l.games, l.cards),
  };
}

/** A part of a split shard, as played (shard.ts `ShardPlayer.play`): its first game row and the card rows it wrote. */
export interface PlayedPart {
  at: number;
  rows: number;
}

/**
 * Join the parts of a split tail shard (runner.ts) once every part is in: part i's games are rows
 * `at` … of the games columns already; its card rows, written from row at × CARD_ROWS_PER_GAME on,
 * move up behind the previous parts' (in part order, whatever order the parts finished in). Then the
 * row counts are set: `games` game rows, the returned number of card rows. Only the rows the parts
 * report are read: whatever else the slot holds (an older shard's rows, what a crashed attempt wrote
 * before its retry) is never copied. `parts`: the first at 0, then in ascending `at`.
 */
export function joinParts(columns: ShardColumns, games: number, parts: readonly PlayedPart[]): number {
  let rows = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const end = i + 1 < parts.length ? parts[i + 1]!.at : games;
    if ((i === 0 && p.at !== 0) || p.at >= end || p.rows < 0 || p.rows > (end - p.at) * CARD_ROWS_PER_GAME) {
      throw new RangeError(`part ${i} (game rows ${p.at}–${end - 1}, ${p.rows} card rows) does not fit a split shard of ${games} games`);
    }
    // src ≥ rows (each part before wrote at most CARD_ROWS_PER_GAME rows per game), and this move
    // ends before the next part's rows, still unmoved.
    const src = p.at * CARD_ROWS_PER_GAME;
    if (src !== rows) for (const c of CARD_COLUMNS) columns.cards[c.name].copyWithin(rows, src, src + p.rows);
    rows += p.rows;
  }
  setGameRows(columns, games);
  setCardRows(columns, rows);
  return rows;
}
