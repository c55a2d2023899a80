/**
 * Peak memory of `berserk sim` must not grow with --games (issue 6). What guards it, without timing
 * or RSS readings:
 *   - a run plays into a fixed set of shared shard slots (slots.ts), reused shard after shard: a
 *     reused slot gives exactly the bytes a fresh buffer gives, whatever the slot held before;
 *   - every encoded batch fits its slot region (the size depends only on the row count);
 *   - the long-lived encoders keep nothing per batch;
 *   - the main thread's running totals (summary.ts Aggregator) have a fixed size: no per-game arrays.
 */
import * as v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { BatchEncoder, batchBytesBound } from '../../src/sim/arrow-io.js';
import { CARD_ROWS_PER_GAME, allocShard, refreshRows, setCardRows, setGameRows } from '../../src/sim/columns.js';
import type { SimConfig } from '../../src/sim/config.js';
import { ShardPlayer } from '../../src/sim/shard.js';
import { allocSlots, joinParts, slotBytes, viewSlot } from '../../src/sim/slots.js';
import { Aggregator } from '../../src/sim/summary.js';
import { deck } from './cli-helpers.js';

const META = new Map([['berserk.run_seed', '5']]);
const SHARD = 64;

function config(): SimConfig {
  const db = cardDb();
  const decks = ['steppe', 'forest'].map((name, id) => {
    const file = deck(name);
    const d = loadDeckFile(file, db.defs);
    return { id, name: d.name, file, cards: Array.from(d.cardIndices, (i) => db.defs[i]!.id) };
  });
  return {
    format: 1,
    mode: 'pair',
    seed: '5',
    games_per_pairing: 3 * SHARD,
    paired: false,
    alternate_seats: false,
    shard_size: SHARD,
    options: { ...DEFAULT_OPTIONS, maxTurns: 6 },
    decks,
    agents: ['random'],
    pairings: [{ a: { deck: 0, agent: 0 }, b: { deck: 1, agent: 0 } }],
  };
}

describe('shard slots: fixed buffers reused shard after shard', () => {
  const cfg = config();

  it('a reused slot gives the same columns and batch bytes as a fresh buffer, even after a bigger shard', () => {
    const [buf] = allocSlots(1, SHARD);
    const slot = viewSlot(buf!, SHARD);
    const worker = new ShardPlayer(cfg);
    const fresh = new ShardPlayer(cfg);
    const enc = { games: new BatchEncoder('games', META), cards: new BatchEncoder('game_cards', META) };
    const ref = { games: new BatchEncoder('games', META), cards: new BatchEncoder('game_cards', META) };
    // A full shard, then a short one (the last shard of a run) into the same slot, then a full one.
    for (const [first, count] of [
      [0, SHARD],
      [SHARD, 37],
      [2 * SHARD, SHARD],
    ] as const) {
      worker.run(first, count, slot.columns);
      const cols = refreshRows(viewSlot(buf!, SHARD).columns); // as the main thread sees it
      expect(cols.games.n).toBe(count);
      const g = enc.games.encodeInto(cols.games, slot.games);
      const c = enc.cards.encodeInto(cols.cards, slot.cards);
      const want = fresh.run(first, count).columns;
      expect(Buffer.from(slot.games.subarray(0, g)).equals(ref.games.encode(want.games))).toBe(true);
      expect(Buffer.from(slot.cards.subarray(0, c)).equals(ref.cards.encode(want.cards))).toBe(true);
    }
  });

  it("a split shard's parts joined in a reused slot give a fresh buffer's bytes: any finishing order, a crashed attempt's rows overwritten by its retry", () => {
    // runner.ts runShard for the run's tail: parts of one shard played by different workers into
    // disjoint rows of one slot, then joined by the main thread (slots.ts joinParts) and encoded.
    const [buf] = allocSlots(1, SHARD);
    const slot = viewSlot(buf!, SHARD);
    const enc = { games: new BatchEncoder('games', META), cards: new BatchEncoder('game_cards', META) };
    const ref = { games: new BatchEncoder('games', META), cards: new BatchEncoder('game_cards', META) };
    const first = SHARD; // the shard of games SHARD … 2 × SHARD − 1
    const want = new ShardPlayer(cfg).run(first, SHARD).columns;
    const wantGames = ref.games.encode(want.games);
    const wantCards = ref.cards.encode(want.cards);
    const sizes = [16, 16, 17, 15];
    const ats = [0, 16, 32, 49];
    // Each part played on its own worker (a fresh ShardPlayer, as after a crash), in these orders.
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
    ]) {
      // The slot still holds an older, full shard (its slot is handed on after its commit) …
      new ShardPlayer(cfg).run(2 * SHARD, SHARD, slot.columns);
      // … and part 2's first attempt died after writing 9 games: its rows hold those games, then
      // junk (a row half written when the thread stopped), over the old shard's rows.
      const dead = new ShardPlayer(cfg).play(first + ats[2]!, 9, slot.columns, ats[2]!, ats[2]! * CARD_ROWS_PER_GAME);
      const junkAt = ats[2]! * CARD_ROWS_PER_GAME + dead.rows;
      for (const c of Object.values(slot.columns.cards)) if (typeof c !== 'number') c.fill(77, junkAt, junkAt + 40);
      slot.columns.games.turns.fill(999, ats[2]! + 9, ats[2]! + 11);
      const rows: number[] = [];
      for (const i of order) rows[i] = new ShardPlayer(cfg).play(first + ats[i]!, sizes[i]!, slot.columns, ats[i]!, ats[i]! * CARD_ROWS_PER_GAME).rows;
      const n = joinParts(slot.columns, SHARD, ats.map((at, i) => ({ at, rows: rows[i]! })));
      expect(n).toBe(want.cards.n);
      const cols = refreshRows(viewSlot(buf!, SHARD).columns); // as the commit loop sees it
      expect([cols.games.n, cols.cards.n]).toEqual([SHARD, want.cards.n]);
      const g = enc.games.encodeInto(cols.games, slot.games);
      const c = enc.cards.encodeInto(cols.cards, slot.cards);
      expect(Buffer.from(slot.games.subarray(0, g)).equals(wantGames), `games, order ${order}`).toBe(true);
      expect(Buffer.from(slot.cards.subarray(0, c)).equals(wantCards), `game_cards, order ${order}`).toBe(true);
    }
    // Parts that do not tile the shard in order are refused, never joined.
    expect(() => joinParts(slot.columns, SHARD, [{ at: 16, rows: 0 }])).toThrow(RangeError);
    expect(() => joinParts(slot.columns, SHARD, [{ at: 0, rows: 0 }, { at: 40, rows: 0 }, { at: 32, rows: 0 }])).toThrow(RangeError);
    expect(() => joinParts(slot.columns, SHARD, [{ at: 0, rows: 16 * CARD_ROWS_PER_GAME + 1 }, { at: 16, rows: 0 }])).toThrow(RangeError);
  });

  it('every encoded batch fits its region: the bound holds from 0 rows to a full shard', () => {
    const enc = { games: new BatchEncoder('games', META), cards: new BatchEncoder('game_cards', META) };
    for (const n of [0, 1, 7, 255, SHARD, 1024, 4096]) {
      const sc = allocShard(n);
      setCardRows(sc, n * CARD_ROWS_PER_GAME);
      expect(enc.games.encode(sc.games).byteLength).toBeLessThanOrEqual(batchBytesBound('games', n));
      expect(enc.cards.encode(sc.cards).byteLength).toBeLessThanOrEqual(batchBytesBound('game_cards', n * CARD_ROWS_PER_GAME));
    }
    const small = new Uint8Array(16);
    expect(() => enc.games.encodeInto(allocShard(4).games, small)).toThrow(RangeError);
    expect(slotBytes(1024)).toBeLessThan(2 * 2 ** 20); // ~0.9 MiB per slot at the default shard size
  });

  it('a slot refuses more games than it has room for', () => {
    const slot = viewSlot(allocSlots(1, SHARD)[0]!, SHARD);
    expect(() => setGameRows(slot.columns, SHARD + 1)).toThrow(RangeError);
  });

  it('a long-lived encoder keeps nothing per batch (apache-arrow would list a footer block per batch)', () => {
    const enc = new BatchEncoder('games', META);
    const dst = new Uint8Array(batchBytesBound('games', 300));
    for (let k = 0; k < 50; k++) enc.encodeInto(allocShard(300).games, dst);
    enc.encode(allocShard(3).games);
    const writer = (enc as unknown as { writer: { chunks: unknown[]; _recordBatchBlocks: unknown[]; _dictionaryBlocks: unknown[] } }).writer;
    expect([writer.chunks.length, writer._recordBatchBlocks.length, writer._dictionaryBlocks.length]).toEqual([0, 0, 0]);
  });

  it("the main thread's running totals have a fixed size, whatever the number of games", () => {
    const player = new ShardPlayer(cfg);
    const shard = player.run(0, SHARD).columns;
    const agg = new Aggregator(cfg);
    agg.add(shard.games, shard.cards);
    const once = v8.serialize(agg).byteLength;
    for (let k = 0; k < 200; k++) agg.add(shard.games, shard.cards); // 51,456 games' worth
    expect(agg.games).toBe(201 * SHARD);
    // Only the counters' own encodings may widen (a few bytes each), never by anything per game.
    expect(v8.serialize(agg).byteLength - once).toBeLessThan(2048);
  });
});
