/**
 * `berserk merge`: join the folders of `--shard i/n` slices of one run into a single folder equal to
 * what one unsliced run writes. Every input must come from the same config and engine, be complete,
 * and the slices must cover a contiguous range of shards exactly once (all of them, unless partial).
 *
 * The promise that makes a merge a copy: every slice of a run writes the SAME header bytes (the
 * schema and dictionary messages depend only on the config and the engine, which merge checks are
 * equal), and a record batch's bytes depend only on its shard's games, not on where in a file it
 * sits (IPC message offsets are relative to the message). So the merged stream is
 *
 *     header of the first slice · the batches of every slice, in shard order · one end marker
 *
 * and merge copies byte ranges, found from the manifests' offsets, without decoding a batch. The
 * summary is built from each slice's aggregate.json (summary.ts) without reading a table; only a
 * folder written before aggregate.json existed has its tables decoded for it.
 *
 * Checks on the bytes, all cheap: each table file is exactly as long as its manifest's final line
 * says (a truncated file is named), starts with the header this config and engine write and ends
 * with the end marker; each batch starts with an IPC continuation marker at the offset its manifest
 * line gives, and, when the manifest carries per-batch checksums, matches them.
 *
 * Safe to rerun. A new merge is built in `<out>.partial` and renamed to `<out>` at the end, so a
 * killed merge leaves no `<out>`, and the rerun (which deletes a left-over `<out>.partial`) writes
 * the same bytes. A rerun over a finished `<out>` of the same shards and run exits 0 at once.
 * An incremental merge (`append`) adds the next contiguous slices to a finished merged folder in
 * place; a killed append is continued by running the same command again.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type CopyJob, type CopyPiece, startCopy } from './batch-copy.js';
import { configJson, shardCount, shardGames } from './config.js';
import {
  type CompleteEntry,
  MANIFEST_FILE,
  type ManifestHeader,
  type RunFile,
  RunDirError,
  SUMMARY_FILE,
  type ShardEntry,
  type Slice,
  TABLE_FILES,
  forEachShard,
  makeSlice,
  manifestHeaderLine,
  readManifest,
  readRunFile,
  runMetadata,
  writeRunFiles,
} from './run-dir.js';
import type { FailedGame } from './shard.js';
import { AGGREGATE_FILE, type AggregateJson, Aggregator, type SummaryJson, addAggregate, aggregateJson, buildSummary, hasSplitTotals, writeJsonAtomic } from './summary.js';

export interface MergeInput {
  dir: string;
  run: RunFile;
  entries: ShardEntry[];
  complete: CompleteEntry;
  /** The manifest's header line (null in folders from older versions). */
  header: ManifestHeader | null;
}

/** How a merge writes its output. */
export interface WriteOptions {
  /**
   * Make the output durable before returning (write-back started every 16 MiB, fsync of every file
   * and folder): the default. Without it the merge returns once its bytes are in the page cache,
   * as `cat` does; a crash before the kernel writes them back can leave a damaged merged folder, to
   * be merged again from the slices.
   */
  sync?: boolean;
}

export interface MergeOptions {
  /** Allow inputs that cover only a contiguous part of the run's shards (an incremental merge). */
  partial?: boolean;
}

/** What a merge did. */
export interface MergeResult {
  summary: SummaryJson;
  /** The output already held exactly this merge: nothing was written. */
  already: boolean;
  /** Shards [lo, hi) of the run in the output. */
  shards: [number, number];
}

/** The folder a new merge is written to before it is renamed to `out`. */
export const partialDir = (out: string) => `${out.replace(/\/+$/, '')}.partial`;
/** The journal of an unfinished in-place append (its presence means "continue me"). */
const APPEND_FILE = 'append.json';
const EOS = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);

/** Read a folder's run.json and manifest, requiring a finished run (throws RunDirError). */
function readInput(dir: string): MergeInput {
  const run = readRunFile(dir);
  const m = readManifest(dir, run.slice.lo);
  if (!m.complete || m.entries.length !== run.slice.hi - run.slice.lo) {
    throw new RunDirError(`${dir}: the run is not complete (${m.entries.length} of ${run.slice.hi - run.slice.lo} shards); finish it with berserk sim --resume ${dir}`);
  }
  return { dir, run, entries: m.entries, complete: m.complete, header: m.header };
}

/** Same config and same engine as `ref`, or a RunDirError naming the difference. */
function checkSameRun(x: { dir: string; run: RunFile }, ref: { dir: string; run: RunFile }): void {
  if (configJson(x.run.config) !== configJson(ref.run.config)) throw new RunDirError(`${x.dir}: its config differs from ${ref.dir}'s: these are slices of different runs`);
  for (const k of ['engine_version', 'git_sha', 'card_db_hash'] as const) {
    if (x.run.meta[k] !== ref.run.meta[k]) throw new RunDirError(`${x.dir}: ${k} ${x.run.meta[k]} differs from ${ref.dir}'s ${ref.run.meta[k]}: slices must come from the same engine`);
  }
}

/**
 * Check the inputs (throws RunDirError) and return them in shard order. Reads only small files.
 * Without `partial` they must cover every shard of the run; with it, any contiguous range.
 */
export function checkMergeInputs(dirs: readonly string[], opts: MergeOptions = {}): MergeInput[] {
  if (dirs.length === 0) throw new RunDirError('merge: no input folders');
  const inputs = dirs.map(readInput);
  const ref = inputs[0]!;
  for (const x of inputs.slice(1)) checkSameRun(x, ref);
  const live = inputs.filter((x) => x.run.slice.lo < x.run.slice.hi).sort((a, b) => a.run.slice.lo - b.run.slice.lo);
  const total = shardCount(ref.run.config);
  if (live.length === 0) throw new RunDirError('merge: the inputs hold no shards');
  let expect = opts.partial ? live[0]!.run.slice.lo : 0;
  for (const x of live) {
    if (x.run.slice.lo < expect) throw new RunDirError(`${x.dir}: shards ${x.run.slice.lo}–${x.run.slice.hi - 1} overlap another input`);
    if (x.run.slice.lo > expect) throw new RunDirError(`merge: ${shardRange(expect, x.run.slice.lo)} in none of the inputs`);
    expect = x.run.slice.hi;
  }
  if (!opts.partial && expect !== total) throw new RunDirError(`merge: ${shardRange(expect, total)} in none of the inputs (merge a part of a run with --partial)`);
  return live;
}

/** The run.json slice of a folder holding shards [lo, hi): a whole run is slice 0/1. */
function rangeSlice(run: RunFile, lo: number, hi: number): Slice {
  const total = shardCount(run.config);
  if (lo === 0 && hi === total) return makeSlice(run.config, 0, 1);
  // A part of a run made by merging is no `--shard i/n` slice: index and count are -1.
  const last = shardGames(run.config, hi - 1);
  return { index: -1, count: -1, lo, hi, first_game: shardGames(run.config, lo).first, end_game: last.first + last.count };
}

/**
 * Merge `inputs` (from `checkMergeInputs`) into the new folder `out`: written in `<out>.partial`,
 * then renamed. If `out` already holds this very merge, returns it with `already` and writes
 * nothing. Throws RunDirError (nothing left behind) on an input that fails a check.
 */
export async function mergeRuns(inputs: readonly MergeInput[], out: string, opts: WriteOptions = {}): Promise<MergeResult> {
  const sync = opts.sync !== false;
  const ref = inputs[0]!;
  const lo = ref.run.slice.lo;
  const hi = inputs.at(-1)!.run.slice.hi;
  const done = finishedMerge(out, ref, lo, hi);
  if (done) return { summary: done, already: true, shards: [lo, hi] };
  const tmp = partialDir(out);
  fs.rmSync(tmp, { recursive: true, force: true }); // a killed merge's left-over
  fs.mkdirSync(tmp, { recursive: true });
  try {
    const run: RunFile = { format: ref.run.format, config: ref.run.config, meta: ref.run.meta, slice: rangeSlice(ref.run, lo, hi), merged_from: inputs.map((x) => x.dir) };
    writeRunFiles(tmp, run);
    const target = await Target.create(tmp, run, inputs[0]!, sync);
    const add = target.startAdd(inputs);
    const { agg, summary } = await target.summaryBesideCopy(add, inputs, null, lo);
    await target.copied(add);
    target.finish(agg, summary, lo);
    if (sync) fsyncDir(tmp);
    // rename(2) replaces an empty folder; a non-empty one was refused before.
    fs.renameSync(tmp, out);
    if (sync) fsyncDir(path.dirname(path.resolve(out)));
    return { summary, already: false, shards: [lo, hi] };
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}

/**
 * Add `inputs` (the next contiguous shards, from `checkMergeInputs` with `partial`) to the finished
 * merged or sliced folder `dir`, in place: the incremental merge of slices as they finish. While it
 * runs, `dir` is not complete; a killed append is continued by the same call. Returns the new
 * summary of `dir`.
 */
export async function appendRuns(dir: string, inputs: readonly MergeInput[], opts: WriteOptions = {}): Promise<MergeResult> {
  const base = readRunFile(dir);
  const journal = path.join(dir, APPEND_FILE);
  const resuming = fs.existsSync(journal);
  const lo = base.slice.lo;
  const hi = inputs.at(-1)!.run.slice.hi;
  for (const x of inputs) checkSameRun(x, { dir, run: base });
  if (resuming) {
    const j = JSON.parse(fs.readFileSync(journal, 'utf8')) as { shards: [number, number]; from: number };
    if (j.shards[1] !== hi) throw new RunDirError(`${dir}: an unfinished append to shard ${j.shards[1] - 1} is in it; rerun that append first`);
    if (inputs[0]!.run.slice.lo > j.from) throw new RunDirError(`merge: shards from ${j.from} are in none of the inputs`);
  } else {
    const m = readManifest(dir, lo);
    if (!m.complete || m.entries.length !== base.slice.hi - lo) throw new RunDirError(`${dir}: not a complete run folder to append to`);
    const first = inputs[0]!.run.slice.lo;
    if (first < base.slice.hi) throw new RunDirError(`${inputs[0]!.dir}: shards from ${first} are already in ${dir}`);
    if (first > base.slice.hi) throw new RunDirError(`merge: ${shardRange(base.slice.hi, first)} in neither ${dir} nor the inputs`);
    if (hi === base.slice.hi) return { summary: readJson(path.join(dir, SUMMARY_FILE)) as SummaryJson, already: true, shards: [lo, hi] };
    writeJsonAtomic(journal, { shards: [lo, hi], from: base.slice.hi });
  }
  const target = await Target.reopen(dir, base, inputs[0]!, opts.sync !== false);
  const add = target.startAdd(inputs);
  const prev = readJson(path.join(dir, AGGREGATE_FILE)) as AggregateJson;
  const run: RunFile = { ...base, slice: rangeSlice(base, lo, hi), merged_from: [...(base.merged_from ?? [dir]), ...inputs.map((x) => x.dir)] };
  const { agg, summary } = await target.summaryBesideCopy(add, inputs, prev, lo);
  await target.copied(add);
  target.finish(agg, summary, lo, run);
  fs.rmSync(journal);
  return { summary, already: false, shards: [lo, hi] };
}

/**
 * The summary of the run the inputs (from `checkMergeInputs`) make up, from their aggregate.json
 * files and manifests, without writing anything or reading a table (except for a folder without
 * aggregate.json): equal to the summary.json a merge would write.
 */
export async function summarizeRuns(inputs: readonly MergeInput[]): Promise<SummaryJson> {
  const { config, meta } = inputs[0]!.run;
  const agg = new Aggregator(config);
  for (const x of inputs) await addInputTotals(agg, x);
  return buildSummary(agg, config, meta, inputs.flatMap((x) => x.entries.flatMap((e) => e.failed)));
}

/** The summary of `out` if it is a finished merge of shards [lo, hi) of `ref`'s run, else null; throws if `out` is in the way. */
function finishedMerge(out: string, ref: MergeInput, lo: number, hi: number): SummaryJson | null {
  if (!fs.existsSync(out)) return null;
  if (!fs.statSync(out).isDirectory()) throw new RunDirError(`--out: ${out} exists and is not a folder`);
  if (fs.readdirSync(out).length === 0) return null;
  const notOurs = new RunDirError(`--out: ${out} exists and is not empty (and is not this merge, finished)`);
  let have: MergeInput;
  try {
    have = readInput(out);
  } catch {
    throw notOurs;
  }
  if (have.run.slice.lo !== lo || have.run.slice.hi !== hi || fs.existsSync(path.join(out, APPEND_FILE))) throw notOurs;
  checkSameRun(have, ref);
  return readJson(path.join(out, SUMMARY_FILE)) as SummaryJson;
}

/** A run folder being written: its two table files, its manifest, and the next shard it takes. */
class Target {
  private constructor(
    private readonly dir: string,
    private readonly run: RunFile,
    private readonly header: { games: Uint8Array; cards: Uint8Array },
    private next: number,
    private gamesPos: number,
    private cardsPos: number,
    private readonly failed: FailedGame[],
    private readonly sync: boolean,
  ) {}

  /**
   * The stream headers every slice of the run starts with: the first input's, checked against its
   * manifest's header line (no Arrow encoder loads: ~0.1 s of a merge's start-up), or, for a folder
   * from an older version without that line, encoded anew.
   */
  private static async headers(run: RunFile, first: MergeInput): Promise<{ games: Uint8Array; cards: Uint8Array }> {
    const h = first.header?.headers;
    if (h) return { games: readHeader(path.join(first.dir, TABLE_FILES.games), h.games), cards: readHeader(path.join(first.dir, TABLE_FILES.game_cards), h.game_cards) };
    const { BatchEncoder } = await import('./arrow-io.js');
    const md = runMetadata(run.config, run.meta);
    return { games: new BatchEncoder('games', md).header(), cards: new BatchEncoder('game_cards', md).header() };
  }

  /** A new folder (run files already written): header-only tables, an empty manifest. */
  static async create(dir: string, run: RunFile, first: MergeInput, sync: boolean): Promise<Target> {
    const h = await Target.headers(run, first);
    fs.writeFileSync(path.join(dir, TABLE_FILES.games), h.games);
    fs.writeFileSync(path.join(dir, TABLE_FILES.game_cards), h.cards);
    // The header line, as a run writes it, so a merged folder's first batch is checkable too.
    fs.writeFileSync(path.join(dir, MANIFEST_FILE), manifestHeaderLine(run, h.games, h.cards));
    return new Target(dir, run, h, run.slice.lo, h.games.byteLength, h.cards.byteLength, [], sync);
  }

  /**
   * A folder to append to: its manifest cut to its shard lines (dropping the final line, or a torn
   * one a killed append left), its tables cut to the end of its last listed batch.
   */
  static async reopen(dir: string, run: RunFile, first: MergeInput, sync: boolean): Promise<Target> {
    const h = await Target.headers(run, first);
    const m = readManifest(dir, run.slice.lo);
    const gSize = fs.statSync(path.join(dir, TABLE_FILES.games)).size;
    const cSize = fs.statSync(path.join(dir, TABLE_FILES.game_cards)).size;
    let keep = m.entries.length;
    while (keep > 0 && (m.entries[keep - 1]!.games_bytes > gSize || m.entries[keep - 1]!.cards_bytes > cSize)) keep--;
    const entries = m.entries.slice(0, keep);
    // One truncate (never a rewrite): a kill at any point leaves every kept line in place.
    const manifest = path.join(dir, MANIFEST_FILE);
    // The header line (a run's first line) stays; shard lines end at entryEnds.
    fs.truncateSync(manifest, keep > 0 ? m.entryEnds[keep - 1]! : m.headerBytes);
    const last = entries.at(-1);
    const gp = last?.games_bytes ?? h.games.byteLength;
    const cp = last?.cards_bytes ?? h.cards.byteLength;
    fs.truncateSync(path.join(dir, TABLE_FILES.games), gp);
    fs.truncateSync(path.join(dir, TABLE_FILES.game_cards), cp);
    const failed = entries.flatMap((e) => e.failed);
    return new Target(dir, run, h, run.slice.lo + entries.length, gp, cp, failed, sync);
  }

  /**
   * Append the shards of `inputs` (in shard order) not yet in the folder, copying their batch bytes:
   * every input checked first, then the copy started (batch-copy.ts: on a thread of its own when
   * large, so the caller builds the summary meanwhile). `copied` finishes it.
   */
  startAdd(inputs: readonly MergeInput[]): { job: CopyJob; lines: string[] } {
    const pieces: CopyPiece[] = [];
    const lines: string[] = [];
    for (const x of inputs) this.plan(x, pieces, lines);
    return { job: startCopy(pieces, this.sync), lines };
  }

  /** Wait for the copy `startAdd` started (throws RunDirError naming the first bad batch), then write its manifest lines. */
  async copied(add: { job: CopyJob; lines: string[] }): Promise<void> {
    const err = await add.job.wait();
    if (err) throw new RunDirError(err);
    pauseForTests();
    // The manifest lines only after both tables hold their batches, as a run writes them. No fsync
    // here (one at the end): like --resume, a continued append trusts a line only if the files
    // reach its offsets.
    if (add.lines.length === 0) return;
    const fd = fs.openSync(path.join(this.dir, MANIFEST_FILE), 'a');
    fs.writeSync(fd, add.lines.join(''));
    fs.closeSync(fd);
  }

  /** Check input `x` and add the pieces that copy its shards not yet in the folder, and their manifest lines. */
  private plan(x: MergeInput, pieces: CopyPiece[], lines: string[]): void {
    const { lo, hi } = x.run.slice;
    if (this.next >= hi) return; // all in already (a continued append)
    if (this.next < lo) throw new RunDirError(`merge: ${shardRange(this.next, lo)} in none of the inputs`);
    const from = this.next - lo;
    const files = { games: path.join(x.dir, TABLE_FILES.games), cards: path.join(x.dir, TABLE_FILES.game_cards) };
    checkStreamFile(files.games, this.header.games, x.complete.games_bytes);
    checkStreamFile(files.cards, this.header.cards, x.complete.cards_bytes);
    const gStart = from === 0 ? this.header.games.byteLength : x.entries[from - 1]!.games_bytes;
    const cStart = from === 0 ? this.header.cards.byteLength : x.entries[from - 1]!.cards_bytes;
    const entries = x.entries.slice(from);
    entries.forEach((e, i) => {
      const want = shardGames(x.run.config, this.next + i);
      if (e.shard !== this.next + i || e.first !== want.first || e.count !== want.count) throw new RunDirError(`${x.dir}/${MANIFEST_FILE}: line ${from + i + 1} is not shard ${this.next + i}`);
    });
    const batches = (table: 'games' | 'cards') =>
      entries.map((e) => {
        const rec = e as unknown as Record<string, unknown>;
        const sha = rec[`${table}_sha256`];
        const crc = rec[`${table}_crc32`];
        return { end: table === 'games' ? e.games_bytes : e.cards_bytes, shard: e.shard, ...(typeof sha === 'string' ? { sha256: sha } : {}), ...(typeof crc === 'number' ? { crc32: crc } : {}) };
      });
    pieces.push({ src: files.games, dst: path.join(this.dir, TABLE_FILES.games), start: gStart, at: this.gamesPos, batches: batches('games'), table: 'games' });
    pieces.push({ src: files.cards, dst: path.join(this.dir, TABLE_FILES.game_cards), start: cStart, at: this.cardsPos, batches: batches('cards'), table: 'cards' });
    for (const e of entries) {
      const entry: ShardEntry = { ...e, games_bytes: e.games_bytes - gStart + this.gamesPos, cards_bytes: e.cards_bytes - cStart + this.cardsPos };
      lines.push(JSON.stringify(entry) + '\n');
      this.failed.push(...e.failed);
    }
    this.gamesPos += entries.at(-1)!.games_bytes - gStart;
    this.cardsPos += entries.at(-1)!.cards_bytes - cStart;
    this.next = hi;
  }

  /**
   * The totals of the folder once the inputs are in: `prev` (the totals already in it), plus the
   * inputs' own. Reads only their aggregate.json files, so it runs while the copy does.
   */
  async totals(inputs: readonly MergeInput[], prev: AggregateJson | null, lo: number): Promise<Aggregator> {
    const agg = new Aggregator(this.run.config);
    // A killed append may have written the new totals already (they are written before the final line).
    let covered = lo;
    if (prev) {
      addAggregate(agg, prev, path.join(this.dir, AGGREGATE_FILE));
      covered = prev.shards[1];
    }
    for (const x of inputs) {
      if (x.run.slice.hi <= covered) continue;
      await addInputTotals(agg, x);
      covered = x.run.slice.hi;
    }
    return agg;
  }

  /**
   * The folder's totals and summary once the inputs are in, built while the copy `add` runs (the
   * failed games are those of every shard planned). A failure stops the copy before it is thrown.
   */
  async summaryBesideCopy(add: { job: CopyJob }, inputs: readonly MergeInput[], prev: AggregateJson | null, lo: number): Promise<{ agg: Aggregator; summary: SummaryJson }> {
    try {
      const agg = await this.totals(inputs, prev, lo);
      return { agg, summary: buildSummary(agg, this.run.config, this.run.meta, this.failed) };
    } catch (e) {
      await add.job.stop();
      throw e;
    }
  }

  /**
   * End both streams (the copy finished), write aggregate.json and summary.json, run.json when
   * given, then the final manifest line.
   */
  finish(agg: Aggregator, summary: SummaryJson, lo: number, run?: RunFile): void {
    const hi = this.next;
    for (const [file, size] of [
      [TABLE_FILES.games, this.gamesPos],
      [TABLE_FILES.game_cards, this.cardsPos],
    ] as const) {
      const fd = fs.openSync(path.join(this.dir, file), 'r+');
      fs.ftruncateSync(fd, size);
      fs.writeSync(fd, EOS, 0, EOS.byteLength, size);
      if (this.sync) fs.fsyncSync(fd);
      fs.closeSync(fd);
    }
    writeJsonAtomic(path.join(this.dir, SUMMARY_FILE), summary);
    writeJsonAtomic(path.join(this.dir, AGGREGATE_FILE), aggregateJson(agg, lo, hi));
    if (run) writeJsonAtomic(path.join(this.dir, 'run.json'), run);
    const done: CompleteEntry = { complete: true, shards: [lo, hi], games: agg.games, games_bytes: this.gamesPos + EOS.byteLength, cards_bytes: this.cardsPos + EOS.byteLength };
    const fd = fs.openSync(path.join(this.dir, MANIFEST_FILE), 'a');
    fs.writeSync(fd, JSON.stringify(done) + '\n');
    if (this.sync) fs.fsyncSync(fd);
    fs.closeSync(fd);
  }
}

/** Add a finished input's totals: its aggregate.json, or (a folder written without one) its tables. */
async function addInputTotals(agg: Aggregator, x: MergeInput): Promise<void> {
  const file = path.join(x.dir, AGGREGATE_FILE);
  const a = fs.existsSync(file) ? (readJson(file) as AggregateJson) : null;
  // An aggregate.json written before the seat splits and per-card lift lacks their totals: read the tables.
  if (a !== null && typeof a === 'object' && hasSplitTotals(a)) {
    if (!Array.isArray(a.shards) || a.shards[0] !== x.run.slice.lo || a.shards[1] !== x.run.slice.hi) {
      throw new RunDirError(`${file}: its shards ${JSON.stringify(a.shards)} are not the folder's ${x.run.slice.lo}–${x.run.slice.hi}`);
    }
    try {
      addAggregate(agg, a, file);
    } catch (e) {
      throw new RunDirError((e as Error).message);
    }
    if (a.games !== x.complete.games) throw new RunDirError(`${file}: ${a.games} games, but ${MANIFEST_FILE} says ${x.complete.games}`);
    return;
  }
  const n = await forEachShard(x.dir, (g, c, i) => {
    const e = x.entries[i]!;
    if (g.n !== e.count || g.game[0] !== e.first) throw new RunDirError(`${x.dir}: batch ${i} does not match manifest shard ${e.shard}`);
    agg.add(g, c);
  });
  if (n !== x.entries.length) throw new RunDirError(`${x.dir}: the tables hold ${n} shards but the manifest lists ${x.entries.length}`);
}

/** A finished stream file: `size` bytes long, starting with `header`, ending with the end marker. */
function checkStreamFile(file: string, header: Uint8Array, size: number): void {
  let have: number;
  try {
    have = fs.statSync(file).size;
  } catch {
    throw new RunDirError(`${file}: missing`);
  }
  if (have < size) throw new RunDirError(`${file}: truncated (${have} bytes; its manifest says ${size}); run that slice again`);
  if (have > size) throw new RunDirError(`${file}: ${have} bytes, longer than the ${size} its manifest says`);
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(header.byteLength);
    fs.readSync(fd, head, 0, head.byteLength, 0);
    if (!head.equals(header)) throw new RunDirError(`${file}: its schema header differs from the one this run writes`);
    const tail = Buffer.alloc(EOS.byteLength);
    fs.readSync(fd, tail, 0, tail.byteLength, size - EOS.byteLength);
    if (!tail.equals(EOS)) throw new RunDirError(`${file}: no end-of-stream marker at its end`);
  } finally {
    fs.closeSync(fd);
  }
}

/** The stream header of `file` (its first `h.bytes` bytes), checked against its manifest's SHA-256. */
function readHeader(file: string, h: { bytes: number; sha256: string }): Uint8Array {
  const buf = Buffer.alloc(h.bytes);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    throw new RunDirError(`${file}: missing`);
  }
  try {
    if (fs.readSync(fd, buf, 0, h.bytes, 0) !== h.bytes) throw new RunDirError(`${file}: shorter than its ${h.bytes}-byte stream header`);
  } finally {
    fs.closeSync(fd);
  }
  if (createHash('sha256').update(buf).digest('hex') !== h.sha256) throw new RunDirError(`${file}: its stream header does not match the SHA-256 in its manifest`);
  return buf;
}

/**
 * Test hook: BERSERK_MERGE_FAULTS=delay:MS sleeps MS after each input's batches are copied, so a
 * test can kill a merge midway.
 */
function pauseForTests(): void {
  const m = /^delay:(\d+)$/.exec(process.env.BERSERK_MERGE_FAULTS ?? '');
  if (m) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(m[1]));
}

/** Bytes of the first `lines` lines of `buf`. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new RunDirError(`${file}: ${(e as Error).message}`);
  }
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** "shard 3 is" / "shards 3–5 are" for [lo, hi). */
function shardRange(lo: number, hi: number): string {
  return hi - lo === 1 ? `shard ${lo} is` : `shards ${lo}–${hi - 1} are`;
}
