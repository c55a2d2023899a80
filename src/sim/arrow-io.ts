/**
 * Arrow IPC for the result tables: schemas (derived from columns.ts), encoding one shard's columns
 * as a RecordBatch, appending batches to a stream file synchronously, and reading batches back.
 *
 * Rules from harness-notes §5.2, all followed here:
 *   - columns are built from typed arrays with `makeData` and passed to `RecordBatch` as `Data`,
 *     never as `Vector` (dictionary columns would read back as null);
 *   - the schema and its one dictionary (`end_reason`, explicit id 0) are built once per process and
 *     reused for every batch, so the writer never sees a schema change or a replacement dictionary;
 *   - files are IPC *streams* (`.arrows`): a crash mid-batch keeps every complete batch before it.
 *
 * The bytes of a batch are a pure function of its column values and the schema metadata. That is
 * what makes the `games` table byte-identical for any worker count, and a merge of slices
 * byte-identical to a single run (both re-encode decoded columns through `encodeBatch`).
 */
import * as fs from 'node:fs';
import {
  Bool,
  type DataType,
  Dictionary,
  Field,
  Int8,
  type Message,
  MessageHeader,
  RecordBatch,
  RecordBatchReader,
  RecordBatchStreamWriter,
  Schema,
  Struct,
  Uint16,
  Uint32,
  Uint64,
  Uint8,
  Utf8,
  type Vector,
  makeData,
  vectorFromArray,
} from 'apache-arrow';
import { naming } from './run-dir.js';
import { CARD_COLUMNS, type CardsColumns, type ColumnSpec, END_REASONS, GAME_COLUMNS, type GamesColumns, allocShard } from './columns.js';

export type TableName = 'games' | 'game_cards';
/** Defined in columns.ts (no apache-arrow needed to size a slot), exported here too. */
export { batchBytesBound } from './columns.js';

const END_REASON_TYPE = new Dictionary(new Utf8(), new Int8(), 0, false);
/** The one dictionary, shared by every batch of the process (the writer compares it by identity). */
const END_REASON_DICT: Vector<Utf8> = vectorFromArray([...END_REASONS], new Utf8());

function arrowType(spec: ColumnSpec): DataType {
  if (spec.kind === 'bool') return new Bool();
  if (spec.kind === 'end-reason') return END_REASON_TYPE;
  switch (spec.array) {
    case Uint8Array:
      return new Uint8();
    case Int8Array:
      return new Int8();
    case Uint16Array:
      return new Uint16();
    case Uint32Array:
      return new Uint32();
    case BigUint64Array:
      return new Uint64();
    default:
      throw new Error(`no Arrow type for column ${spec.name}`);
  }
}

function specsOf(table: TableName): readonly ColumnSpec[] {
  return table === 'games' ? GAME_COLUMNS : CARD_COLUMNS;
}

/** The schema of a table with the run's metadata (a fixed key order; see `runMetadata`). */
export function tableSchema(table: TableName, metadata: ReadonlyMap<string, string>): Schema {
  const fields = specsOf(table).map((s) => new Field(s.name, arrowType(s), false));
  const md = new Map<string, string>([['berserk.table', table], ...metadata]);
  return new Schema(fields, md);
}

/** Pack 0/1 bytes into an Arrow validity-style bitmap (LSB first). */
function packBits(src: Uint8Array, n: number): Uint8Array {
  const out = new Uint8Array((n + 7) >> 3);
  const whole = n >> 3;
  for (let b = 0, i = 0; b < whole; b++, i += 8) {
    out[b] =
      (src[i]! & 1) |
      ((src[i + 1]! & 1) << 1) |
      ((src[i + 2]! & 1) << 2) |
      ((src[i + 3]! & 1) << 3) |
      ((src[i + 4]! & 1) << 4) |
      ((src[i + 5]! & 1) << 5) |
      ((src[i + 6]! & 1) << 6) |
      ((src[i + 7]! & 1) << 7);
  }
  for (let i = whole << 3; i < n; i++) out[i >> 3]! |= (src[i]! & 1) << (i & 7);
  return out;
}

function unpackBits(bits: Uint8Array, offset: number, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const b = offset + i;
    out[i] = (bits[b >> 3]! >> (b & 7)) & 1;
  }
  return out;
}

/** Encode the first `n` rows of `cols` as one RecordBatch of `schema`. */
export function encodeBatch(schema: Schema, table: TableName, cols: GamesColumns | CardsColumns): RecordBatch {
  const specs = specsOf(table);
  const n = cols.n;
  const record = cols as unknown as Record<string, ArrayLike<number | bigint> & { subarray(a: number, b: number): unknown }>;
  const children = specs.map((s, k) => {
    const type = schema.fields[k]!.type;
    const arr = record[s.name]!;
    if (s.kind === 'bool') return makeData({ type: type as Bool, length: n, nullCount: 0, data: packBits(arr as Uint8Array, n) });
    if (s.kind === 'end-reason') {
      return makeData({ type: type as typeof END_REASON_TYPE, length: n, nullCount: 0, data: (arr as Int8Array).subarray(0, n), dictionary: END_REASON_DICT });
    }
    return makeData({ type: type as Uint8, length: n, nullCount: 0, data: arr.subarray(0, n) as Uint8Array });
  });
  const data = makeData({ type: new Struct(schema.fields), length: n, nullCount: 0, children });
  return new RecordBatch(schema, data);
}

/** Check that a batch read back has this table's columns, in order, with the expected types. */
function checkFields(schema: Schema, table: TableName, source: string): void {
  const specs = specsOf(table);
  const names = schema.fields.map((f) => f.name).join(',');
  const want = specs.map((s) => s.name).join(',');
  if (names !== want) throw new Error(`${source}: not a ${table} table (columns ${names}; expected ${want})`);
  specs.forEach((s, k) => {
    const t = schema.fields[k]!.type;
    if (String(t) !== String(arrowType(s))) throw new Error(`${source}: column ${s.name} has type ${String(t)}; expected ${String(arrowType(s))}`);
  });
}

/** Decode a batch of `table` into columns (views into the batch where possible). */
export function decodeBatch(batch: RecordBatch, table: 'games', source?: string): GamesColumns;
export function decodeBatch(batch: RecordBatch, table: 'game_cards', source?: string): CardsColumns;
export function decodeBatch(batch: RecordBatch, table: TableName, source: string = table): GamesColumns | CardsColumns {
  checkFields(batch.schema, table, source);
  const out: Record<string, unknown> = { n: batch.numRows };
  specsOf(table).forEach((s, k) => {
    const d = batch.data.children[k]!;
    if (s.kind === 'bool') out[s.name] = unpackBits(d.values as Uint8Array, d.offset, d.length);
    else out[s.name] = (d.values as Uint8Array).subarray(d.offset, d.offset + d.length);
  });
  return out as unknown as GamesColumns | CardsColumns;
}

/** Which IPC messages a `ChunkWriter` keeps. */
type Keep = 'header' | 'batches';

/**
 * A stream writer that hands its bytes over synchronously instead of queueing them (apache-arrow's
 * writer queues every chunk in an async byte queue), keeping only one kind of message: the header
 * (the schema and dictionary messages) or the record batches.
 */
class ChunkWriter extends RecordBatchStreamWriter {
  chunks: Uint8Array[] = [];
  private kind: MessageHeader = MessageHeader.NONE;

  constructor(private readonly keep: Keep) {
    super();
  }

  protected override _writeMessage<T extends MessageHeader>(message: Message<T>, alignment?: number): this {
    this.kind = message.headerType;
    return super._writeMessage(message, alignment);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected override _write(chunk: any): this {
    if (!this._started) return this;
    const view = chunk as ArrayBufferView;
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    if (bytes.byteLength === 0) return this;
    this._position += bytes.byteLength;
    const header = this.kind === MessageHeader.Schema || this.kind === MessageHeader.DictionaryBatch;
    if (header === (this.keep === 'header')) this.chunks.push(bytes);
    return this;
  }

  /** The kept bytes since the last call, as one new buffer (transferable). */
  take(): Uint8Array {
    let total = 0;
    for (const c of this.chunks) total += c.byteLength;
    const out = new Uint8Array(total);
    this.takeInto(out);
    return out;
  }

  /**
   * Copy the kept bytes since the last call to the start of `dst` and return their length; throws a
   * RangeError, copying nothing, if they do not fit. Nothing of the batch stays behind in the writer.
   */
  takeInto(dst: Uint8Array): number {
    let total = 0;
    for (const c of this.chunks) total += c.byteLength;
    if (total > dst.byteLength) {
      this.forget();
      throw new RangeError(`an encoded batch of ${total} bytes does not fit in ${dst.byteLength}`);
    }
    let off = 0;
    for (const c of this.chunks) {
      dst.set(c, off);
      off += c.byteLength;
    }
    this.forget();
    return total;
  }

  /**
   * Drop the kept chunks and the writer's file-footer block list (apache-arrow records one block per
   * batch even in a stream writer, for a footer a stream never writes): a long-lived encoder holds
   * nothing per batch.
   */
  private forget(): void {
    this.chunks.length = 0;
    this._recordBatchBlocks.length = 0;
    this._dictionaryBlocks.length = 0;
  }
}

/**
 * Encodes one table's batches to IPC message bytes. A stream file is `header()` once, then the
 * bytes of each batch in order, then `END_OF_STREAM`: exactly what one apache-arrow stream writer
 * writing every batch would produce. The end_reason dictionary goes into the header; batches never
 * carry one (every batch shares the process's one dictionary, so the writer never repeats it).
 *
 * Workers encode their own shards with it, so the main thread only writes bytes; resume and merge
 * use it on the main thread. Same columns, same bytes.
 */
export class BatchEncoder {
  readonly schema: Schema;
  private readonly writer = new ChunkWriter('batches');

  constructor(
    readonly table: TableName,
    metadata: ReadonlyMap<string, string>,
  ) {
    this.schema = tableSchema(table, metadata);
  }

  /** The schema and dictionary messages that start the stream. */
  header(): Uint8Array {
    const w = new ChunkWriter('header');
    const empty = (this.table === 'games' ? allocShard(0).games : allocShard(0).cards) as GamesColumns | CardsColumns;
    w.write(encodeBatch(this.schema, this.table, empty));
    return w.take();
  }

  /** The record batch message of `cols` (its first `n` rows). */
  encode(cols: GamesColumns | CardsColumns): Uint8Array {
    this.writer.write(encodeBatch(this.schema, this.table, cols));
    return this.writer.take();
  }

  /**
   * The same bytes as `encode`, written to the start of `dst` (a region of a shard slot, at least
   * `batchBytesBound` long); returns their length.
   */
  encodeInto(cols: GamesColumns | CardsColumns, dst: Uint8Array): number {
    this.writer.write(encodeBatch(this.schema, this.table, cols));
    return this.writer.takeInto(dst);
  }
}

/** The end-of-stream marker: continuation token, zero-length metadata. */
export const END_OF_STREAM = new Uint8Array([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);

/**
 * An Arrow IPC stream file written with synchronous writes: the header, then batch bytes from a
 * `BatchEncoder`. `size` is the number of bytes in the file after the last complete write: the
 * offset a manifest records.
 */
export class StreamFile {
  private fd: number;
  size: number;

  private constructor(
    readonly path: string,
    fd: number,
    size: number,
  ) {
    this.fd = fd;
    this.size = size;
  }

  /** A new file starting with `header` (truncates an existing one). */
  static create(path: string, header: Uint8Array): StreamFile {
    const f = new StreamFile(path, naming(path, () => fs.openSync(path, 'w')), 0);
    f.append(header);
    return f;
  }

  /**
   * Continue a file after its last complete batch: cut it to `size` bytes (dropping a partial batch
   * a crash left behind) and append from there. A file shorter than its header starts over.
   */
  static resume(path: string, size: number, header: Uint8Array): StreamFile {
    const fd = naming(path, () => fs.openSync(path, fs.existsSync(path) ? 'r+' : 'w+'));
    if (size < header.byteLength) {
      naming(path, () => fs.ftruncateSync(fd, 0));
      const f = new StreamFile(path, fd, 0);
      f.append(header);
      return f;
    }
    naming(path, () => fs.ftruncateSync(fd, size));
    return new StreamFile(path, fd, size);
  }

  /**
   * Append bytes (a batch from `BatchEncoder.encode`). A failed write (a full disk) throws a
   * RunIoError naming the file; `size` stays at the last complete append.
   */
  append(bytes: Uint8Array): void {
    let written = 0;
    naming(this.path, () => {
      while (written < bytes.byteLength) written += fs.writeSync(this.fd, bytes, written, bytes.byteLength - written, this.size + written);
    });
    this.size += bytes.byteLength;
  }

  /** Write the end-of-stream marker, flush to disk and close. */
  finish(): void {
    this.append(END_OF_STREAM);
    naming(this.path, () => fs.fsyncSync(this.fd));
    this.close();
  }

  /** Close without the end-of-stream marker (the file can be resumed). */
  close(): void {
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
  }
}

/**
 * Read the batches of a stream (or file-format) Arrow file one at a time, in constant memory. The
 * callback gets each batch with the file's schema metadata.
 */
export async function forEachBatch(path: string, fn: (batch: RecordBatch, metadata: Map<string, string>) => void | Promise<void>): Promise<void> {
  const reader = await RecordBatchReader.from(fs.createReadStream(path, { highWaterMark: 1 << 20 }));
  for await (const batch of reader) await fn(batch, reader.schema.metadata);
}

/** The schema metadata of an Arrow stream file (reads only the first message). */
export async function readMetadata(path: string): Promise<Map<string, string>> {
  const reader = await RecordBatchReader.from(fs.createReadStream(path, { highWaterMark: 1 << 16 }));
  const md = reader.schema.metadata;
  await reader.cancel();
  return md;
}
