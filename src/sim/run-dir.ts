/**
 * The run folder: what is in it, and how to read it back.
 *
 *   run.json            config (what defines the results), provenance, the slice this folder holds
 *   decks.json          deck id → name, file and card list
 *   games.arrows        Arrow IPC stream: one record batch per shard, in shard order
 *   game_cards.arrows   Arrow IPC stream: one record batch per shard, in shard order
 *   manifest.jsonl      a header line {"run": …, "headers": …} (the run as started, and the size and
 *                       SHA-256 of both stream headers), one line per completed shard (its byte
 *                       offsets in both streams, the SHA-256 of both of its batches, its failed
 *                       games), then a final {"complete": true, …} line
 *   summary.json        written at the end (atomically)
 *   run.lock            while a process writes the folder (run-lock.ts)
 *
 * A shard counts as done only once its manifest line is written, and that happens after both of its
 * batches are in the files. Resume cuts the streams back to the offsets of the last manifest line,
 * so a batch half-written by a crash is dropped and played again; a committed batch whose bytes no
 * longer match its checksum is dropped with every later one, and played again. Resume refuses a
 * run.json that differs from the manifest's header line (docs/output-format.md).
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RecordBatch } from 'apache-arrow';
import type { CardsColumns, GamesColumns } from './columns.js';
import { type SimConfig, SIM_FORMAT, configJson, shardCount, shardGames, sliceShards } from './config.js';
import type { CardOverrideRecord } from './card-overrides.js';
import { type RunMeta, cardIds } from './meta.js';
import type { FailedGame } from './shard.js';
import { TextFileError, errnoText, parseJsonText, readTextFile } from './text-file.js';

/** The two tables' files (Arrow IPC streams). */
export const TABLE_FILES = { games: 'games.arrows', game_cards: 'game_cards.arrows' } as const;
export const RUN_FILE = 'run.json';
export const DECKS_FILE = 'decks.json';
export const MANIFEST_FILE = 'manifest.jsonl';
export const SUMMARY_FILE = 'summary.json';
/** run.json and the manifest are read up to this size (a manifest line is ~120 bytes a shard). */
export const MAX_RUN_FILE_BYTES = 64 << 20;
export const MAX_MANIFEST_BYTES = 1 << 30;

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
  /** SHA-256 (hex) of this shard's batch bytes in each stream; absent in folders from older versions. */
  games_sha256?: string;
  cards_sha256?: string;
  failed: FailedGame[];
}

/** The stream header (schema and dictionary messages) at the start of a table file. */
export interface StreamHeader {
  bytes: number;
  sha256: string;
}

/** The first line of manifest.jsonl: the run as started, and both table files' stream headers. */
export interface ManifestHeader {
  run: RunFile;
  headers: { games: StreamHeader; game_cards: StreamHeader };
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
    // Only with --cards: a stock run's metadata stays as it was.
    ...(config.cards ? ([['berserk.card_overrides', JSON.stringify(config.cards)]] as const) : []),
  ]);
}

/** An error about a run folder given on the command line (exit code 2). */
export class RunDirError extends Error {}

export function readRunFile(dir: string): RunFile {
  const file = path.join(dir, RUN_FILE);
  if (!fs.existsSync(file)) {
    if (!fs.existsSync(dir)) throw new RunDirError(`${dir}: no such folder`);
    throw new RunDirError(`${dir}: not a run folder (no ${RUN_FILE})`);
  }
  let run: RunFile;
  try {
    run = parseJsonText(readTextFile(file, MAX_RUN_FILE_BYTES)) as RunFile;
  } catch (e) {
    if (e instanceof TextFileError) throw new RunDirError(`${file}: ${e.message}`);
    throw e;
  }
  if (typeof run !== 'object' || run === null || run.format !== SIM_FORMAT || !run.config || !run.meta || !run.slice) {
    throw new RunDirError(`${file}: not a run file of format ${SIM_FORMAT}`);
  }
  // The run's cards (its --cards overrides, or the bundled ones) become the process's, so that
  // whatever reads the folder (report, export, merge, replay, resume) names and plays its cards.
  if (cardInstaller === null) {
    // card-overrides.ts (and zod, ~0.1 s to load) is not loaded: the bundled cards are the process's.
    if (run.config.cards !== undefined && run.config.cards !== null) throw new CardOverridesNotLoaded(file);
    return run;
  }
  const message = cardInstaller(run.config.cards);
  if (message !== null) throw new RunDirError(`${file}: config.cards: ${message}`);
  return run;
}

/**
 * Installs a run's card overrides as the process's cards (sim/card-overrides.ts registers it when
 * it loads): null, or the problem with the record. run-dir does not import that module itself, so
 * that a reader of plain runs (`berserk merge`) does not load zod.
 */
type CardInstaller = (record: CardOverrideRecord | null | undefined) => string | null;
let cardInstaller: CardInstaller | null = null;

/** Called once by sim/card-overrides.ts. */
export function registerCardInstaller(install: CardInstaller): void {
  cardInstaller = install;
}

/** readRunFile met a run with card overrides while sim/card-overrides.ts was not loaded (`berserk merge` then loads it). */
export class CardOverridesNotLoaded extends RunDirError {
  constructor(file: string) {
    super(`${file}: the run plays with card overrides (config.cards), and the module that installs them is not loaded`);
  }
}


/** An I/O failure on a file of the run folder; the message starts with the file's path. */
export class RunIoError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(`${file}: ${errnoText(cause)}`);
    this.code = (cause as NodeJS.ErrnoException)?.code;
  }
}

/** Run `f`, turning a thrown system error into a RunIoError naming `file`. */
export function naming<T>(file: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof RunIoError || e instanceof RunDirError) throw e;
    throw new RunIoError(file, e);
  }
}

/**
 * Write a file atomically: a temporary file next to it, then a rename. On failure the temporary
 * file is removed and a RunIoError names the file.
 */
export function writeFileAtomic(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw new RunIoError(file, e);
  }
}

/** decks.json: the content it must have for a run. */
export function decksJson(run: RunFile): string {
  const decks = run.config.decks.map((d) => ({ id: d.id, name: d.name, file: d.file, cards: d.cards }));
  return JSON.stringify(decks, null, 2) + '\n';
}

export function writeRunFiles(dir: string, run: RunFile): void {
  writeFileAtomic(path.join(dir, RUN_FILE), JSON.stringify(run, null, 2) + '\n');
  writeFileAtomic(path.join(dir, DECKS_FILE), decksJson(run));
}

/** Rewrite decks.json if it is not what the run needs (a crash or a full disk left it empty or torn). */
export function repairDecksFile(dir: string, run: RunFile): boolean {
  const file = path.join(dir, DECKS_FILE);
  const want = decksJson(run);
  let have = '';
  try {
    have = fs.readFileSync(file, 'utf8');
  } catch {
    /* missing: rewrite */
  }
  if (have === want) return false;
  writeFileAtomic(file, want);
  return true;
}

/** Remove temporary files (`NAME.tmp-PID`) a killed process left in the folder (call with its lock held). */
export function removeTempFiles(dir: string): string[] {
  const gone: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (/\.tmp-\d+$/.test(name)) {
      fs.rmSync(path.join(dir, name), { force: true });
      gone.push(name);
    }
  }
  return gone;
}

/** SHA-256 (hex) of bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The first path (`config.seed`, `config.options.maxTurns`, `slice.index`) where two JSON values differ, or null. */
export function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return at || '(root)';
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  for (const k of [...ka, ...kb.filter((k) => !ka.includes(k))]) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], at ? `${at}.${k}` : k);
    if (d) return d;
  }
  return null;
}

function valueAt(v: unknown, where: string): unknown {
  for (const m of where.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[m[1] ?? m[2]!];
  }
  return v;
}

function shortJson(v: unknown): string {
  const t = v === undefined ? 'absent' : JSON.stringify(v);
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

/**
 * Refuse to resume when run.json differs from the run the folder was started with (the manifest's
 * header line): changing the seed, the game count, the decks, the agents or any option after a
 * kill would mix two runs in one table. Throws RunDirError naming the first differing field.
 */
export function checkRunUnchanged(dir: string, run: RunFile, manifest: Manifest): void {
  if (!manifest.header) return;
  const started = manifest.header.run;
  const where = firstDifference(started, run);
  if (where === null) return;
  const field = where.replace(/^config\./, '');
  throw new RunDirError(
    `--resume: ${path.join(dir, RUN_FILE)}: ${field} is ${shortJson(valueAt(run, where))} but the run was started with ${shortJson(valueAt(started, where))} (${MANIFEST_FILE}); restore it, or start a new run`,
  );
}

export interface Manifest {
  /** The header line (absent in folders from older versions and in merged folders). */
  header: ManifestHeader | null;
  entries: ShardEntry[];
  complete: CompleteEntry | null;
  /** Bytes of manifest.jsonl holding whole, valid lines. */
  validBytes: number;
  /** Bytes of the header line (0 without one). */
  headerBytes: number;
  /** entryEnds[i]: bytes of the manifest up to and including entries[i]'s line. */
  entryEnds: number[];
}

/** The header line of a new run's manifest. */
export function manifestHeaderLine(run: RunFile, games: Uint8Array, cards: Uint8Array): string {
  const h: ManifestHeader = {
    run,
    headers: { games: { bytes: games.byteLength, sha256: sha256Hex(games) }, game_cards: { bytes: cards.byteLength, sha256: sha256Hex(cards) } },
  };
  return JSON.stringify(h) + '\n';
}

/**
 * Read manifest.jsonl: the header line if present, the consecutive shard lines from `lo`,
 * stopping at the first torn or out-of-order line, and the final line if present.
 */
export function readManifest(dir: string, lo: number): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  const out: Manifest = { header: null, entries: [], complete: null, validBytes: 0, headerBytes: 0, entryEnds: [] };
  if (!fs.existsSync(file)) return out;
  let buf: Buffer;
  try {
    buf = Buffer.from(readRegularFileOrThrow(file));
  } catch (e) {
    throw new RunDirError(`${file}: ${(e as Error).message}`);
  }
  let pos = 0;
  while (pos < buf.length) {
    const nl = buf.indexOf(10, pos);
    if (nl < 0) break; // a torn last line
    let v: ShardEntry | CompleteEntry | ManifestHeader;
    try {
      v = JSON.parse(buf.toString('utf8', pos, nl)) as ShardEntry | CompleteEntry | ManifestHeader;
    } catch {
      break;
    }
    if (typeof v !== 'object' || v === null) break;
    if ('run' in v) {
      if (pos !== 0) break;
      out.header = v;
      pos = nl + 1;
      out.headerBytes = out.validBytes = pos;
      continue;
    }
    if ('complete' in v) {
      out.complete = v;
      out.validBytes = nl + 1;
      break;
    }
    if (v.shard !== lo + out.entries.length) break;
    out.entries.push(v);
    pos = nl + 1;
    out.validBytes = pos;
    out.entryEnds.push(pos);
  }
  return out;
}

function readRegularFileOrThrow(file: string): Uint8Array {
  const st = fs.statSync(file);
  if (!st.isFile()) throw new Error('not a regular file');
  if (st.size > MAX_MANIFEST_BYTES) throw new Error(`${st.size} bytes, more than a manifest can hold`);
  return fs.readFileSync(file);
}

/** A committed shard whose bytes in a table file no longer match the manifest's checksum. */
export interface DamagedShard {
  /** Index in `manifest.entries`. */
  index: number;
  shard: number;
  file: string;
  from: number;
  to: number;
}

/**
 * Check every committed batch of both tables against the manifest's checksums (and the stream
 * headers against the header line), reading each file once, front to back. Returns the first
 * damaged shard (index −1 for a damaged stream header), or null when all match. Entries without
 * checksums (older folders) are not checked. A file shorter than an entry's offset counts as
 * damaged at that entry.
 */
export function findDamagedShard(dir: string, manifest: Manifest): DamagedShard | null {
  let first: DamagedShard | null = null;
  for (const table of ['games', 'game_cards'] as const) {
    const file = path.join(dir, TABLE_FILES[table]);
    const header = manifest.header?.headers[table];
    const end = (e: ShardEntry) => (table === 'games' ? e.games_bytes : e.cards_bytes);
    const sum = (e: ShardEntry) => (table === 'games' ? e.games_sha256 : e.cards_sha256);
    const checks: { index: number; shard: number; from: number; to: number; sha: string }[] = [];
    let from = header?.bytes ?? -1;
    // A file shorter than its header was cut short while it was created (it starts over): not damage.
    if (header && fileBytes(file) >= header.bytes) checks.push({ index: -1, shard: -1, from: 0, to: header.bytes, sha: header.sha256 });
    manifest.entries.forEach((e, index) => {
      const s = sum(e);
      if (s !== undefined && from >= 0) checks.push({ index, shard: e.shard, from, to: end(e), sha: s });
      from = end(e);
    });
    const bad = firstBadRange(file, checks);
    if (bad && (first === null || bad.index < first.index)) first = { index: bad.index, shard: bad.shard, file, from: bad.from, to: bad.to };
  }
  return first;
}

function fileBytes(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

function firstBadRange<T extends { from: number; to: number; sha: string }>(file: string, checks: readonly T[]): T | null {
  if (checks.length === 0) return null;
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return checks[0]!;
  }
  try {
    const chunk = Buffer.allocUnsafe(1 << 20);
    for (const c of checks) {
      if (c.to < c.from) return c;
      const h = createHash('sha256');
      for (let at = c.from; at < c.to; ) {
        const n = fs.readSync(fd, chunk, 0, Math.min(chunk.length, c.to - at), at);
        if (n === 0) return c; // the file ends before the batch does
        h.update(chunk.subarray(0, n));
        at += n;
      }
      if (h.digest('hex') !== c.sha) return c;
    }
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * For `berserk merge` and other readers of a finished folder: throw a RunDirError naming the file,
 * the shard and its byte range when a committed batch does not match its checksum.
 */
export function verifyManifestChecksums(dir: string, manifest: Manifest): void {
  const bad = findDamagedShard(dir, manifest);
  if (bad) throw new RunDirError(damagedText(bad));
}

/** `FILE: shard 3 (bytes 100–200) does not match its checksum in manifest.jsonl`. */
export function damagedText(d: DamagedShard): string {
  const what = d.index < 0 ? 'the stream header' : `shard ${d.shard}`;
  return `${d.file}: ${what} (bytes ${d.from}–${d.to}) does not match its checksum in ${MANIFEST_FILE}: the file is damaged`;
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
  const open = async (file: string) => {
    try {
      return await openReader(file);
    } catch (e) {
      throw new RunDirError(`${file}: not a readable Arrow stream (${e instanceof Error ? e.message : String(e)}): the file is damaged`);
    }
  };
  const gi = await open(gp);
  const ci = await open(cp);
  if (!gi || !ci) {
    if (gi || ci) throw new RunDirError(`${dir}: one of ${TABLE_FILES.games} and ${TABLE_FILES.game_cards} is empty`);
    return 0;
  }
  const { decodeBatch } = await import('./arrow-io.js');
  const next = async (it: AsyncIterator<RecordBatch>, file: string) => {
    try {
      return await it.next();
    } catch (e) {
      throw new RunDirError(`${file}: not a readable Arrow stream (${e instanceof Error ? e.message : String(e)}): the file is damaged`);
    }
  };
  let k = 0;
  for (;;) {
    const a = await next(gi, gp);
    const b = await next(ci, cp);
    if (a.done !== b.done) throw new RunDirError(`${dir}: ${TABLE_FILES.games} and ${TABLE_FILES.game_cards} hold different numbers of batches`);
    if (a.done) break;
    let g: GamesColumns;
    let c: CardsColumns;
    try {
      g = decodeBatch(a.value, 'games', gp);
      c = decodeBatch(b.value, 'game_cards', cp);
    } catch (e) {
      throw new RunDirError(`batch ${k}: ${e instanceof Error ? e.message : String(e)}`);
    }
    fn(g, c, k++);
  }
  return k;
}
