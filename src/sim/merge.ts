/**
 * `berserk merge`: join the folders of `--shard i/n` slices of one run into a single folder equal to
 * what one unsliced run writes. Every input must come from the same config and engine, be complete,
 * and together the slices must cover every shard exactly once. Batches are decoded and re-encoded
 * through the same code as a run, so the merged tables are byte-identical to a single run's.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { configJson, shardCount } from './config.js';
import {
  type CompleteEntry,
  MANIFEST_FILE,
  type RunFile,
  RunDirError,
  SUMMARY_FILE,
  type ShardEntry,
  TABLE_FILES,
  forEachShard,
  makeSlice,
  readManifest,
  readRunFile,
  runMetadata,
  writeRunFiles,
} from './run-dir.js';
import type { FailedGame } from './shard.js';
import { Aggregator, type SummaryJson, buildSummary, writeJsonAtomic } from './summary.js';

export interface MergeInput {
  dir: string;
  run: RunFile;
  entries: ShardEntry[];
}

/** Check the inputs (throws RunDirError) and return them in shard order. Reads only small files. */
export function checkMergeInputs(dirs: readonly string[]): MergeInput[] {
  if (dirs.length === 0) throw new RunDirError('merge: no input folders');
  const inputs: MergeInput[] = dirs.map((dir) => {
    const run = readRunFile(dir);
    const m = readManifest(dir, run.slice.lo);
    if (!m.complete || m.entries.length !== run.slice.hi - run.slice.lo) {
      throw new RunDirError(`${dir}: the run is not complete (${m.entries.length} of ${run.slice.hi - run.slice.lo} shards); finish it with berserk sim --resume ${dir}`);
    }
    return { dir, run, entries: m.entries };
  });
  const ref = inputs[0]!;
  const refConfig = configJson(ref.run.config);
  for (const x of inputs.slice(1)) {
    if (configJson(x.run.config) !== refConfig) throw new RunDirError(`${x.dir}: its config differs from ${ref.dir}'s: these are slices of different runs`);
    for (const k of ['engine_version', 'git_sha', 'card_db_hash'] as const) {
      if (x.run.meta[k] !== ref.run.meta[k]) throw new RunDirError(`${x.dir}: ${k} ${x.run.meta[k]} differs from ${ref.dir}'s ${ref.run.meta[k]}: slices must come from the same engine`);
    }
  }
  inputs.sort((a, b) => a.run.slice.lo - b.run.slice.lo);
  const total = shardCount(ref.run.config);
  let expect = 0;
  for (const x of inputs) {
    if (x.run.slice.lo === x.run.slice.hi) continue;
    if (x.run.slice.lo < expect) throw new RunDirError(`${x.dir}: shards ${x.run.slice.lo}–${x.run.slice.hi - 1} overlap another input`);
    if (x.run.slice.lo > expect) throw new RunDirError(`merge: ${shardRange(expect, x.run.slice.lo)} in none of the inputs`);
    expect = x.run.slice.hi;
  }
  if (expect !== total) throw new RunDirError(`merge: ${shardRange(expect, total)} in none of the inputs`);
  return inputs;
}

/** Write the merged folder `out` (already checked to be new or empty). */
export async function mergeRuns(inputs: readonly MergeInput[], out: string): Promise<SummaryJson> {
  const { BatchEncoder, StreamFile } = await import('./arrow-io.js');
  const { config, meta } = inputs[0]!.run;
  fs.mkdirSync(out, { recursive: true });
  const run: RunFile = { format: inputs[0]!.run.format, config, meta, slice: makeSlice(config, 0, 1), merged_from: inputs.map((x) => x.dir) };
  writeRunFiles(out, run);
  const md = runMetadata(config, meta);
  const ge = new BatchEncoder('games', md);
  const ce = new BatchEncoder('game_cards', md);
  const gamesFile = StreamFile.create(path.join(out, TABLE_FILES.games), ge.header());
  const cardsFile = StreamFile.create(path.join(out, TABLE_FILES.game_cards), ce.header());
  const manifestFd = fs.openSync(path.join(out, MANIFEST_FILE), 'w');
  const agg = new Aggregator(config);
  const failed: FailedGame[] = [];
  let shard = 0;
  for (const x of inputs) {
    const n = await forEachShard(x.dir, (g, c, i) => {
      const e = x.entries[i]!;
      if (g.n !== e.count || g.game[0] !== e.first) throw new RunDirError(`${x.dir}: batch ${i} does not match manifest shard ${e.shard}`);
      gamesFile.append(ge.encode(g));
      cardsFile.append(ce.encode(c));
      agg.add(g, c);
      failed.push(...e.failed);
      const entry: ShardEntry = { ...e, shard: shard++, games_bytes: gamesFile.size, cards_bytes: cardsFile.size };
      fs.writeSync(manifestFd, JSON.stringify(entry) + '\n');
    });
    if (n !== x.entries.length) throw new RunDirError(`${x.dir}: the tables hold ${n} shards but the manifest lists ${x.entries.length}`);
  }
  gamesFile.finish();
  cardsFile.finish();
  const summary = buildSummary(agg, config, meta, failed);
  writeJsonAtomic(path.join(out, SUMMARY_FILE), summary);
  const done: CompleteEntry = { complete: true, shards: [0, shard], games: agg.games, games_bytes: gamesFile.size, cards_bytes: cardsFile.size };
  fs.writeSync(manifestFd, JSON.stringify(done) + '\n');
  fs.closeSync(manifestFd);
  return summary;
}

/** "shard 3 is" / "shards 3–5 are" for [lo, hi). */
function shardRange(lo: number, hi: number): string {
  return hi - lo === 1 ? `shard ${lo} is` : `shards ${lo}–${hi - 1} are`;
}
