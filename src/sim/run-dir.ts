/**
 * The run folder: what is in it, and how to read it back.
 *
 *   run.json            config (what defines the results), provenance, the slice this folder holds
 *   decks.json          deck id → name, file and card list
 *   games.arrows        Arrow IPC stream: one record batch per shard, in shard order
 *   game_cards.arrows   Arrow IPC stream: one record batch per shard, in shard order
 *   manifest.jsonl      one line per completed shard (its byte offsets in both streams and its failed
 *                       games), then a final {"complete": true, …} line
 *   summary.json        written at the end (atomically)
 *
 * A shard counts as done only once its manifest line is written, and that happens after both of its
 * batches are in the files. Resume cuts the streams back to the offsets of the last manifest line,
 * so a batch half-written by a crash is dropped and played again.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RecordBatch } from 'apache-arrow';
import type { CardsColumns, GamesColumns } from './columns.js';
import { type SimConfig, SIM_FORMAT, configJson, shardCount, shardGames, sliceShards } from './config.js';
import { type RunMeta, cardIds } from './meta.js';
import type { FailedGame } from './shard.js';

/** The two tables' files (Arrow IPC streams). */
export const TABLE_FILES = { games: 'games.arrows', game_cards: 'game_cards.arrows' } as const;
export const RUN_FILE = 'run.json';
export const DECKS_FILE = 'decks.json';
export const MANIFEST_FILE = 'manifest.jsonl';
export const SUMMARY_FILE = 'summary.json';

/** Which shards a folder holds: [lo, hi) of the run's shards (`--shard index/count`). */
export interface Slice {
  index: number;
  count: number;
  lo: number;
  hi: number;
  /** Games [first_game, end_game). */
  first_game: number;
  end_game: number;
}

export interface RunFile {
  format: number;
  config: SimConfig;
  meta: RunMeta;
  slice: Slice;
  /** Folders this one was merged from (berserk merge), else absent. */
  merged_from?: string[];
}

export interface ShardEntry {
  shard: number;
  first: number;
  count: number;
  card_rows: number;
  /** Size of each stream file once this shard's batch was in it. */
  games_bytes: number;
  cards_bytes: number;
  failed: FailedGame[];
}

export interface CompleteEntry {
  complete: true;
  shards: [number, number];
  games: number;
  games_bytes: number;
  cards_bytes: number;
  /** Timings of the process that finished the folder (not part of the results). */
  timing?: unknown;
}

export function makeSlice(config: SimConfig, index: number, count: number): Slice {
  const { lo, hi } = sliceShards(shardCount(config), index, count);
  const first = lo < hi ? shardGames(config, lo).first : 0;
  const end = lo < hi ? shardGames(config, hi - 1).first + shardGames(config, hi - 1).count : 0;
  return { index, count, lo, hi, first_game: first, end_game: end };
}

/**
 * Schema metadata of both tables, in a fixed order: the provenance, the full config and the lookup
 * tables for the small-integer ids (decks, agents, cards).
 */
export function runMetadata(config: SimConfig, meta: RunMeta): Map<string, string> {
  return new Map<string, string>([
    ['berserk.format', String(SIM_FORMAT)],
    ['berserk.run_seed', config.seed],
    ['berserk.engine_version', meta.engine_version],
    ['berserk.git_sha', meta.git_sha],
    ['berserk.card_db_hash', meta.card_db_hash],
    ['berserk.config', configJson(config)],
    ['berserk.decks', JSON.stringify(config.decks.map((d) => ({ id: d.id, name: d.name, file: d.file })))],
    ['berserk.agents', JSON.stringify(config.agents)],
    ['berserk.cards', JSON.stringify(cardIds())],
  ]);
}

/** An error about a run folder given on the command line (exit code 2). */
export class RunDirError extends Error {}

export function readRunFile(dir: string): RunFile {
  const file = path.join(dir, RUN_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new RunDirError(`${dir}: not a run folder (no ${RUN_FILE})`);
  }
  let run: RunFile;
  try {
    run = JSON.parse(text) as RunFile;
  } catch (e) {
    throw new RunDirError(`${file}: invalid JSON: ${(e as Error).message}`);
  }
  if (run.format !== SIM_FORMAT || !run.config || !run.meta || !run.slice) throw new RunDirError(`${file}: not a run file of format ${SIM_FORMAT}`);
  return run;
}

export function writeRunFiles(dir: string, run: RunFile): void {
  fs.writeFileSync(path.join(dir, RUN_FILE), JSON.stringify(run, null, 2) + '\n');
  const decks = run.config.decks.map((d) => ({ id: d.id, name: d.name, file: d.file, cards: d.cards }));
  fs.writeFileSync(path.join(dir, DECKS_FILE), JSON.stringify(decks, null, 2) + '\n');
}

export interface Manifest {
  entries: ShardEntry[];
  complete: CompleteEntry | null;
  /** Bytes of manifest.jsonl holding whole, valid lines. */
  validBytes: number;
}

/**
 * Read manifest.jsonl: the consecutive shard lines from `lo`, stopping at the first torn or
 * out-of-order line, and the final line if present.
 */
export function readManifest(dir: string, lo: number): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  const out: Manifest = { entries: [], complete: null, validBytes: 0 };
  if (!fs.existsSync(file)) return out;
  const text = fs.readFileSync(file, 'utf8');
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    if (nl < 0) break; // a torn last line
    let v: ShardEntry | CompleteEntry;
    try {
      v = JSON.parse(text.slice(pos, nl)) as ShardEntry | CompleteEntry;
    } catch {
      break;
    }
    if ('complete' in v) {
      out.complete = v;
      out.validBytes = Buffer.byteLength(text.slice(0, nl + 1));
      break;
    }
    if (v.shard !== lo + out.entries.length) break;
    out.entries.push(v);
    pos = nl + 1;
    out.validBytes = Buffer.byteLength(text.slice(0, pos));
  }
  return out;
}

async function openReader(file: string): Promise<AsyncIterator<RecordBatch> | null> {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return null;
  // apache-arrow is loaded on first use: the CLI's other commands start faster without it.
  const { RecordBatchReader } = await import('apache-arrow');
  const reader = await RecordBatchReader.from(fs.createReadStream(file, { highWaterMark: 1 << 20 }));
  return reader[Symbol.asyncIterator]();
}

/**
 * Read a folder's two tables shard by shard, in lockstep (each shard is one batch in each file),
 * in constant memory.
 */
export async function forEachShard(dir: string, fn: (games: GamesColumns, cards: CardsColumns, index: number) => void): Promise<number> {
  const gp = path.join(dir, TABLE_FILES.games);
  const cp = path.join(dir, TABLE_FILES.game_cards);
  const gi = await openReader(gp);
  const ci = await openReader(cp);
  if (!gi || !ci) {
    if (gi || ci) throw new RunDirError(`${dir}: one of ${TABLE_FILES.games} and ${TABLE_FILES.game_cards} is empty`);
    return 0;
  }
  const { decodeBatch } = await import('./arrow-io.js');
  let k = 0;
  for (;;) {
    const a = await gi.next();
    const b = await ci.next();
    if (a.done !== b.done) throw new RunDirError(`${dir}: ${TABLE_FILES.games} and ${TABLE_FILES.game_cards} hold different numbers of batches`);
    if (a.done) break;
    fn(decodeBatch(a.value, 'games', gp), decodeBatch(b.value, 'game_cards', cp), k++);
  }
  return k;
}
