/**
 * The two result tables as struct-of-arrays columns: what a worker fills for one shard and sends
 * back in ONE transferred ArrayBuffer (no cloning), what the Arrow writer encodes, and what the
 * reader decodes back into.
 *
 * Layout of a shard buffer (every region 8-byte aligned):
 *   header   Int32Array(4): [gameCapacity, cardCapacity, cardRows, gameRows]
 *   games    one region per GAME_COLUMNS entry, `gameCapacity` elements each (`gameRows` used)
 *   cards    one region per CARD_COLUMNS entry, `cardCapacity` elements each (`cardRows` used)
 *
 * A buffer may be a SharedArrayBuffer slot reused for shard after shard (slots.ts): the row counts
 * in the header say how much of it the last shard filled.
 *
 * The column lists below are the single source of truth: arrow-io.ts derives both Arrow schemas from
 * them, so a new column is one line here plus the code that fills it (shard.ts).
 */

type TypedArrayCtor =
  | Int8ArrayConstructor
  | Uint8ArrayConstructor
  | Uint16ArrayConstructor
  | Uint32ArrayConstructor
  | BigUint64ArrayConstructor;

/**
 * How a column is stored in Arrow: as its integer type, as a bit-packed boolean (from 0/1 bytes),
 * or as the dictionary-encoded end reason (Int8 keys into END_REASONS).
 */
export type ArrowKind = 'int' | 'bool' | 'end-reason';

export interface ColumnSpec {
  readonly name: string;
  readonly array: TypedArrayCtor;
  readonly kind: ArrowKind;
  /** One line for the schema tables of docs/output-format.md. */
  readonly doc: string;
}

/** End reasons of the `games` table, in key order (the dictionary of `end_reason`). */
export const END_REASONS = ['win', 'draw', 'limit', 'error'] as const;
export const END_WIN = 0;
export const END_DRAW = 1;
export const END_LIMIT = 2;
export const END_ERROR = 3;

/** `games`: one row per game, in game-index order. Seats: 1 = P1 (seat 0), 2 = P2 (seat 1). */
export const GAME_COLUMNS = [
  { name: 'game', array: Uint32Array, kind: 'int', doc: 'game index in the run (0-based); the row order' },
  { name: 'seed', array: BigUint64Array, kind: 'int', doc: 'game seed: deriveGameSeed(run seed, game), or of game−1 for the odd game of a --paired pair' },
  { name: 'deck1', array: Uint16Array, kind: 'int', doc: "P1's deck id (decks.json, metadata berserk.decks)" },
  { name: 'deck2', array: Uint16Array, kind: 'int', doc: "P2's deck id" },
  { name: 'agent1', array: Uint8Array, kind: 'int', doc: "P1's agent id (metadata berserk.agents)" },
  { name: 'agent2', array: Uint8Array, kind: 'int', doc: "P2's agent id" },
  { name: 'first', array: Uint8Array, kind: 'int', doc: 'the First player: 1 or 2 (0 if an error came before the order was chosen)' },
  { name: 'winner', array: Uint8Array, kind: 'int', doc: '1 or 2; 0 for a draw, a limit or an error' },
  { name: 'end_reason', array: Int8Array, kind: 'end-reason', doc: 'dictionary: win | draw | limit | error' },
  { name: 'turns', array: Uint16Array, kind: 'int', doc: "turns started (both players' turns)" },
  { name: 'actions', array: Uint32Array, kind: 'int', doc: 'actions applied (every decision, pre-battle included)' },
  { name: 'creatures1', array: Uint8Array, kind: 'int', doc: 'creatures P1 has left in the battle zone at the end' },
  { name: 'creatures2', array: Uint8Array, kind: 'int', doc: 'creatures P2 has left' },
  { name: 'lives1', array: Uint16Array, kind: 'int', doc: "lives left on P1's creatures (life + extra lives − wounds, summed)" },
  { name: 'lives2', array: Uint16Array, kind: 'int', doc: "lives left on P2's creatures" },
  { name: 'redeals1', array: Uint8Array, kind: 'int', doc: 'redeals P1 took' },
  { name: 'redeals2', array: Uint8Array, kind: 'int', doc: 'redeals P2 took' },
  { name: 'spent1', array: Uint16Array, kind: 'int', doc: 'crystals P1 spent on recruitment (cards + element penalty)' },
  { name: 'spent2', array: Uint16Array, kind: 'int', doc: 'crystals P2 spent' },
] as const satisfies readonly ColumnSpec[];

/**
 * `game_cards`: one row per card of each player's final deal (15 each), ordered by game, player,
 * then deck position. Games that ended in an error have no rows.
 */
export const CARD_COLUMNS = [
  { name: 'game', array: Uint32Array, kind: 'int', doc: 'game index (joins games.game)' },
  { name: 'player', array: Uint8Array, kind: 'int', doc: '1 or 2: the seat whose deal held the card' },
  { name: 'card', array: Uint16Array, kind: 'int', doc: 'card index (metadata berserk.cards: index → id such as s1_13)' },
  { name: 'recruited', array: Uint8Array, kind: 'bool', doc: 'recruited into the squad' },
  { name: 'cell', array: Int8Array, kind: 'int', doc: 'placement cell row*5+col (0 = A1 … 29 = E6); −2 auxiliary zone (flyers); −1 not placed' },
  { name: 'died_turn', array: Uint16Array, kind: 'int', doc: 'turn it died (left the battle zone); 0 = it did not' },
  { name: 'wounds_dealt', array: Uint16Array, kind: 'int', doc: 'wounds it dealt (after protections and prevention)' },
  { name: 'kills', array: Uint8Array, kind: 'int', doc: 'creatures that died from its wounds (it dealt the last wound)' },
] as const satisfies readonly ColumnSpec[];

type Spec = (typeof GAME_COLUMNS)[number] | (typeof CARD_COLUMNS)[number];
type ColumnsOf<S extends readonly Spec[]> = { [K in S[number] as K['name']]: InstanceType<K['array']> };

export type GamesColumns = ColumnsOf<typeof GAME_COLUMNS> & { n: number };
export type CardsColumns = ColumnsOf<typeof CARD_COLUMNS> & { n: number };

/** Rows of `game_cards` per game at most: two final deals of 15. */
export const CARD_ROWS_PER_GAME = 30;

const HEADER_BYTES = 16;
const align8 = (x: number) => (x + 7) & ~7;

/** Bytes of one region per spec, `n` elements each, every region 8-byte aligned. */
export function regionsBytes(specs: readonly ColumnSpec[], n: number): number {
  let b = 0;
  for (const s of specs) b += align8(n * s.array.BYTES_PER_ELEMENT);
  return b;
}

/** Views of `specs` columns over `buf` from byte `off`, `n` elements each. */
function views<C>(specs: readonly ColumnSpec[], buf: ArrayBufferLike, off: number, n: number): C {
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    out[s.name] = new s.array(buf as ArrayBuffer, off, n);
    off += align8(n * s.array.BYTES_PER_ELEMENT);
  }
  return out as C;
}

/** One shard's results: both tables over one buffer (transferable, or a shared slot, as a whole). */
export interface ShardColumns {
  buffer: ArrayBufferLike;
  /** Byte offset of the shard's header in `buffer`. */
  byteOffset: number;
  /** `n` is the rows filled; the arrays hold `gameCapacity` elements. */
  games: GamesColumns;
  /** `n` is the rows filled; the arrays hold `cardCapacity` elements. */
  cards: CardsColumns;
}

/** Bytes of a shard buffer with room for `games` games and their card rows. */
export function shardBytes(games: number): number {
  return HEADER_BYTES + regionsBytes(GAME_COLUMNS, games) + regionsBytes(CARD_COLUMNS, games * CARD_ROWS_PER_GAME);
}

/** Write an empty shard header with room for `games` games at `byteOffset` of `buffer`. */
export function initShard(buffer: ArrayBufferLike, byteOffset: number, games: number): ShardColumns {
  const h = new Int32Array(buffer as ArrayBuffer, byteOffset, 4);
  h[0] = games;
  h[1] = games * CARD_ROWS_PER_GAME;
  h[2] = 0;
  h[3] = games;
  return viewShard(buffer, byteOffset);
}

/** A zeroed shard buffer for `games` games (and their card rows). */
export function allocShard(games: number): ShardColumns {
  return initShard(new ArrayBuffer(shardBytes(games)), 0, games);
}

/** Views over a shard buffer built by `allocShard` or `initShard` (e.g. after it was transferred). */
export function viewShard(buffer: ArrayBufferLike, byteOffset = 0): ShardColumns {
  const h = new Int32Array(buffer as ArrayBuffer, byteOffset, 4);
  const games = h[0]!;
  const cap = h[1]!;
  const g = views<GamesColumns>(GAME_COLUMNS, buffer, byteOffset + HEADER_BYTES, games);
  g.n = h[3]!;
  const c = views<CardsColumns>(CARD_COLUMNS, buffer, byteOffset + HEADER_BYTES + regionsBytes(GAME_COLUMNS, games), cap);
  c.n = h[2]!;
  return { buffer, byteOffset, games: g, cards: c };
}

/** Re-read the row counts from the header (another thread filled the buffer). */
export function refreshRows(sc: ShardColumns): ShardColumns {
  const h = new Int32Array(sc.buffer as ArrayBuffer, sc.byteOffset, 4);
  sc.games.n = h[3]!;
  sc.cards.n = h[2]!;
  return sc;
}

/** Record how many games are filled (at most the capacity; in the header, so it survives the transfer). */
export function setGameRows(sc: ShardColumns, games: number): void {
  const h = new Int32Array(sc.buffer as ArrayBuffer, sc.byteOffset, 4);
  if (games > h[0]!) throw new RangeError(`shard buffer holds ${h[0]} games, not ${games}`);
  h[3] = games;
  sc.games.n = games;
}

/** Record how many card rows are filled (in the header, so it survives the transfer). */
export function setCardRows(sc: ShardColumns, rows: number): void {
  new Int32Array(sc.buffer as ArrayBuffer, sc.byteOffset, 4)[2] = rows;
  sc.cards.n = rows;
}

/**
 * An upper bound of the bytes `BatchEncoder.encode` (arrow-io.ts) gives for `rows` rows of `table`:
 * the message prefix and its flatbuffer metadata (a field node and two buffer entries per column;
 * bounded generously) and the body (each column's values, 8-byte aligned; a bit-packed column takes
 * less). The size of an encoded batch depends only on its row count (fixed-width columns, no nulls).
 */
export function batchBytesBound(table: 'games' | 'game_cards', rows: number): number {
  const specs: readonly ColumnSpec[] = table === 'games' ? GAME_COLUMNS : CARD_COLUMNS;
  return 1024 + 64 * specs.length + regionsBytes(specs, rows);
}
