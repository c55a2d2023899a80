/**
 * Parquet copies of a finished run folder's tables, for SQL and dataframe users (DuckDB's built-in
 * `read_parquet`, Polars' `read_parquet`): `games.parquet`, `game_cards.parquet` and the card-name
 * lookup `cards.parquet`.
 *
 * The Arrow streams stay the run's journal: resume, merge and the per-batch checksums of the
 * manifest are about them. A Parquet file is written only from a complete run whose streams match
 * their manifest, in one go, as `<name>.tmp-<pid>` fsynced and renamed into place, so a folder never
 * holds a half-written Parquet file (a killed export leaves a temp file that the next export, or a
 * resume, removes). The bytes depend only on the Arrow tables and the writer version.
 *
 * Layout: one row group per Arrow record batch (one per shard), the same column names and order,
 * unsigned integers as INT32/INT64 with UINT_8/16/32/64 annotations (DuckDB reads them as
 * UTINYINT … UBIGINT, Polars as UInt8 … UInt64), `recruited` as BOOLEAN, `end_reason` as a
 * dictionary-encoded string. The Arrow schema metadata (`berserk.*`: config, decks, agents, card ids,
 * engine and card-database provenance) is copied into the Parquet key-value metadata.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RecordBatch } from 'apache-arrow';
import { ParquetWriter, type SchemaElement } from 'hyparquet-writer';
import { fileWriter } from 'hyparquet-writer';
import { cardDb } from '../engine/card-pool.js';
import { decodeBatch, forEachBatch } from './arrow-io.js';
import { CARD_COLUMNS, type ColumnSpec, END_REASONS, GAME_COLUMNS } from './columns.js';
import { RunDirError, TABLE_FILES, findDamagedShard, readManifest, readRunFile } from './run-dir.js';
import './card-overrides.js'; // the run folders read here install their runs' card overrides (sim/run-dir.ts readRunFile)

/** The Parquet files of a run folder. */
export const PARQUET_FILES = { games: 'games.parquet', game_cards: 'game_cards.parquet', cards: 'cards.parquet' } as const;

/** The writer recorded in each file's `created_by`. */
const CREATED_BY = 'berserk-sim (hyparquet-writer 0.17.0)';

type SchemaRow = SchemaElement;

function parquetField(spec: ColumnSpec): SchemaRow {
  const base = { name: spec.name, repetition_type: 'REQUIRED' as const };
  if (spec.kind === 'bool') return { ...base, type: 'BOOLEAN' };
  if (spec.kind === 'end-reason') return { ...base, type: 'BYTE_ARRAY', converted_type: 'UTF8' };
  switch (spec.array) {
    case Uint8Array:
      return { ...base, type: 'INT32', converted_type: 'UINT_8' };
    case Int8Array:
      return { ...base, type: 'INT32', converted_type: 'INT_8' };
    case Uint16Array:
      return { ...base, type: 'INT32', converted_type: 'UINT_16' };
    case Uint32Array:
      return { ...base, type: 'INT32', converted_type: 'UINT_32' };
    case BigUint64Array:
      return { ...base, type: 'INT64', converted_type: 'UINT_64' };
    default:
      throw new Error(`no Parquet type for column ${spec.name}`);
  }
}

function parquetSchema(fields: SchemaRow[]): SchemaRow[] {
  return [{ name: 'root', num_children: fields.length }, ...fields];
}

/**
 * A Parquet column from a decoded Arrow column: unsigned 32- and 64-bit columns go over as they are
 * (the writer handles the UINT annotations, statistics included), narrower ones as Int32Array.
 */
function columnOf(spec: ColumnSpec, values: ArrayLike<number | bigint>) {
  if (spec.kind === 'bool') return { name: spec.name, data: Array.from(values as Uint8Array, (v) => v !== 0), nullable: false };
  if (spec.kind === 'end-reason') return { name: spec.name, data: Array.from(values as Int8Array, (v) => END_REASONS[v] ?? 'error'), nullable: false };
  if (spec.array === BigUint64Array || spec.array === Uint32Array) return { name: spec.name, data: values as BigUint64Array | Uint32Array, nullable: false };
  return { name: spec.name, data: Int32Array.from(values as ArrayLike<number>), nullable: false };
}

/** Write through `tmp`, fsync, rename to `file`; the temp file is removed on failure. */
async function writeAtomic(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}`;
  try {
    await write(tmp);
    const fd = fs.openSync(tmp, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

/** Convert one Arrow stream table to Parquet (one row group per batch); returns its row count. */
async function convertTable(src: string, dst: string, table: 'games' | 'game_cards'): Promise<number> {
  const specs = table === 'games' ? GAME_COLUMNS : CARD_COLUMNS;
  const schema = parquetSchema(specs.map(parquetField));
  let rows = 0;
  await writeAtomic(dst, async (tmp) => {
    let writer: ParquetWriter | null = null;
    await forEachBatch(src, (batch: RecordBatch, metadata) => {
      if (writer === null) {
        const kvMetadata = [...metadata].map(([key, value]) => ({ key, value }));
        writer = new ParquetWriter({ writer: fileWriter(tmp), schema, kvMetadata, createdBy: CREATED_BY });
      }
      if (batch.numRows === 0) return;
      const cols = decodeBatch(batch, table as 'games', src) as unknown as Record<string, Uint8Array>;
      const columnData = specs.map((s) => columnOf(s, cols[s.name]!));
      void writer.write({ columnData, rowGroupSize: batch.numRows });
      rows += batch.numRows;
    });
    if (writer === null) throw new RunDirError(`${src}: no schema (an empty file)`);
    await (writer as ParquetWriter).finish();
  });
  return rows;
}

/** `cards.parquet`: one row per card of the engine's database, keyed by the tables' `card` index. */
async function writeCardsTable(dst: string): Promise<number> {
  const db = cardDb();
  const defs = db.defs.slice(0, db.size);
  const fields: SchemaRow[] = [
    { name: 'card', type: 'INT32', converted_type: 'UINT_16', repetition_type: 'REQUIRED' },
    { name: 'id', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'set', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'number', type: 'INT32', converted_type: 'UINT_16', repetition_type: 'REQUIRED' },
    { name: 'name', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'element', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'cost', type: 'INT32', converted_type: 'UINT_8', repetition_type: 'REQUIRED' },
    { name: 'elite', type: 'BOOLEAN', repetition_type: 'REQUIRED' },
    { name: 'unique', type: 'BOOLEAN', repetition_type: 'REQUIRED' },
    { name: 'type', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'classes', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'life', type: 'INT32', converted_type: 'UINT_8', repetition_type: 'REQUIRED' },
    { name: 'move', type: 'INT32', converted_type: 'INT_8', repetition_type: 'OPTIONAL' },
    { name: 'strike', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
    { name: 'support', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
  ];
  const col = <T>(name: string, f: (d: (typeof defs)[number], i: number) => T) => ({ name, data: defs.map(f) });
  const columnData = [
    { name: 'card', data: Int32Array.from(defs, (_, i) => i) },
    col('id', (d) => d.id),
    col('set', (d) => d.set),
    { name: 'number', data: Int32Array.from(defs, (d) => d.number) },
    col('name', (d) => d.name),
    col('element', (d) => d.element),
    { name: 'cost', data: Int32Array.from(defs, (d) => d.cost) },
    col('elite', (d) => d.elite),
    col('unique', (d) => d.unique),
    col('type', (d) => d.type),
    col('classes', (d) => d.classes.join(', ')),
    { name: 'life', data: Int32Array.from(defs, (d) => d.life) },
    col('move', (d) => d.move),
    col('strike', (d) => d.strike.join('-')),
    col('support', (d) => (d.hasText ? (d.support ?? 'unsupported') : 'none')),
  ];
  await writeAtomic(dst, async (tmp) => {
    const w = new ParquetWriter({ writer: fileWriter(tmp), schema: parquetSchema(fields), createdBy: CREATED_BY });
    void w.write({ columnData, rowGroupSize: defs.length });
    await w.finish();
  });
  return defs.length;
}

export interface ParquetExport {
  /** Rows written per file. */
  rows: { games: number; game_cards: number; cards: number };
  /** Time spent, reading the Arrow streams and checking them included. */
  seconds: number;
}

/**
 * Write the three Parquet files of the complete run in `dir`. Refuses (RunDirError) a folder that
 * is not a complete run or whose streams no longer match their manifest's checksums. With
 * `removeArrows`, the Arrow streams are deleted once all three files are in place
 * (`sim --format parquet`).
 */
export async function exportParquet(dir: string, opts: { removeArrows?: boolean } = {}): Promise<ParquetExport> {
  const t0 = performance.now();
  const run = readRunFile(dir);
  const manifest = readManifest(dir, run.slice.lo);
  if (!manifest.complete) throw new RunDirError(`${dir}: the run is not complete (finish it with berserk sim --resume ${dir})`);
  for (const t of ['games', 'game_cards'] as const) {
    const f = path.join(dir, TABLE_FILES[t]);
    if (!fs.existsSync(f)) throw new RunDirError(`${f}: missing (a folder written with --format parquet has no Arrow tables left to export)`);
  }
  const damaged = findDamagedShard(dir, manifest);
  if (damaged) throw new RunDirError(`${damaged.file}: the batch of shard ${damaged.shard} does not match its manifest checksum; not exporting a damaged table`);
  for (const name of fs.readdirSync(dir)) if (/\.parquet\.tmp-\d+$/.test(name)) fs.rmSync(path.join(dir, name), { force: true });
  const games = await convertTable(path.join(dir, TABLE_FILES.games), path.join(dir, PARQUET_FILES.games), 'games');
  const cards = await convertTable(path.join(dir, TABLE_FILES.game_cards), path.join(dir, PARQUET_FILES.game_cards), 'game_cards');
  const lookup = await writeCardsTable(path.join(dir, PARQUET_FILES.cards));
  if (opts.removeArrows) for (const t of ['games', 'game_cards'] as const) fs.rmSync(path.join(dir, TABLE_FILES[t]));
  return { rows: { games, game_cards: cards, cards: lookup }, seconds: (performance.now() - t0) / 1000 };
}
