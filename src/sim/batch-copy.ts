/**
 * The byte copy of `berserk merge`: record batches copied from a slice's table file into the merged
 * one at a known offset, each batch checked on the way (an IPC continuation marker at its start, its
 * manifest checksums). The copy of a run is cut into pieces of whole batches (about PIECE_BYTES
 * each) that do not overlap in source or destination, so they run in any order: on a pool of
 * worker threads (workers/batch-copy-worker.ts) for a large merge, on the calling thread for a
 * small one.
 *
 * Why this shape, measured on the 2-core machine (1 M games, 434 MB, warm page cache):
 *   - reads and writes of 128 KiB, the size `cat` uses, stay in the L2 cache: a Node copy loop took
 *     0.25 s with 128 KiB and 0.47–0.90 s with 1 MiB buffers (cat: 0.24 s);
 *   - SHA-256 on the same 128 KiB while it is in the cache (about 1.3 GB/s with SHA-NI, so 0.33 s
 *     for the run) is what the copy costs beyond cat, and two threads halve it.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import { Worker } from 'node:worker_threads';
import * as zlib from 'node:zlib';

/** One batch of a piece: where it ends in the source file, and what its manifest line says of it. */
export interface PieceBatch {
  /** Source byte offset one past the batch's end (its start is the previous batch's end, or the piece's start). */
  readonly end: number;
  readonly shard: number;
  readonly sha256?: string;
  readonly crc32?: number;
}

/** Batches [start, batches.at(-1).end) of `src`, to be written to `dst` at offset `at`. */
export interface CopyPiece {
  readonly src: string;
  readonly dst: string;
  readonly start: number;
  readonly at: number;
  readonly batches: readonly PieceBatch[];
  /** The manifest field prefix the checksums carry ("games" or "cards"), for the messages. */
  readonly table: 'games' | 'cards';
  /** fdatasync `dst` once the piece is written, so the final fsync waits only for the last pieces. */
  readonly sync: boolean;
}

/** Bytes of one read and write (see the module comment). */
const IO_BYTES = 128 * 1024;
/** Batches are grouped into pieces of about this many bytes: the unit of work of the pool. */
export const PIECE_BYTES = 16 * 1024 * 1024;
/** A merge copying fewer bytes than this runs on the calling thread (a worker costs ~30 ms to start). */
const INLINE_BYTES = 16 * 1024 * 1024;

/**
 * Copy one piece synchronously. Returns null, or the message of the first problem (the piece stops
 * there): a missing continuation marker, a checksum that does not match, a truncated source.
 */
export function copyPiece(p: CopyPiece): string | null {
  const inFd = fs.openSync(p.src, 'r');
  const outFd = fs.openSync(p.dst, 'r+');
  const buf = Buffer.allocUnsafe(IO_BYTES);
  try {
    let pos = p.start;
    let at = p.at;
    for (const b of p.batches) {
      const from = pos;
      const hash = b.sha256 !== undefined ? createHash('sha256') : null;
      let crc = 0;
      while (pos < b.end) {
        const want = Math.min(IO_BYTES, b.end - pos);
        let n = 0;
        while (n < want) {
          const r = fs.readSync(inFd, buf, n, want - n, pos + n);
          if (r === 0) return `${p.src}: truncated at byte ${pos + n}`;
          n += r;
        }
        const chunk = buf.subarray(0, n);
        if (pos === from && (b.end - from < 8 || chunk.readUInt32LE(0) !== 0xffffffff)) return `${p.src}: no record batch at byte ${from} (manifest shard ${b.shard})`;
        if (hash) hash.update(chunk);
        if (b.crc32 !== undefined) crc = zlib.crc32(chunk, crc);
        let w = 0;
        while (w < n) w += fs.writeSync(outFd, chunk, w, n - w, at + w);
        pos += n;
        at += n;
      }
      const fails = (field: string): string => `${p.src}: the batch of shard ${b.shard} (bytes ${from}–${b.end - 1}) fails its ${p.table}_${field} checksum`;
      if (b.crc32 !== undefined && crc !== b.crc32) return fails('crc32');
      if (hash && hash.digest('hex') !== b.sha256) return fails('sha256');
    }
    if (p.sync) fs.fdatasyncSync(outFd);
    return null;
  } finally {
    fs.closeSync(inFd);
    fs.closeSync(outFd);
  }
}

/** `copyPiece`, with an I/O error (which names its file) as its message too. */
export function copyPieceOrMessage(p: CopyPiece): string | null {
  try {
    return copyPiece(p);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Test hook: BERSERK_MERGE_THREADS=N copies on N worker threads (0 or 1: on the calling thread)
 * whatever the size, so that small test runs take the pool's path; cutPieces then cuts pieces of
 * single batches.
 */
function forcedThreads(): number | null {
  const m = /^(\d)$/.exec(process.env.BERSERK_MERGE_THREADS ?? '');
  return m ? Number(m[1]) : null;
}

/** Bytes a piece copies. */
function pieceBytes(p: CopyPiece): number {
  return p.batches.length === 0 ? 0 : p.batches.at(-1)!.end - p.start;
}

/**
 * Cut the copy of `batches` (consecutive, the first starting at `start` in `src`) into pieces of
 * whole batches of about PIECE_BYTES, in order.
 */
export function cutPieces(src: string, dst: string, start: number, at: number, batches: readonly PieceBatch[], table: 'games' | 'cards', sync: boolean): CopyPiece[] {
  const out: CopyPiece[] = [];
  const limit = forcedThreads() === null ? PIECE_BYTES : 0;
  let i = 0;
  let pos = start;
  while (i < batches.length) {
    let j = i + 1;
    while (j < batches.length && batches[j]!.end - pos <= limit) j++;
    out.push({ src, dst, start: pos, at: at + (pos - start), batches: batches.slice(i, j), table, sync });
    pos = batches[j - 1]!.end;
    i = j;
  }
  return out;
}

/**
 * Copy every piece (any order: they do not overlap) and return the message of the first failing
 * piece in the given order, or null. A large copy runs on min(2, cores) worker threads.
 */
export async function copyPieces(pieces: readonly CopyPiece[]): Promise<string | null> {
  const total = pieces.reduce((n, p) => n + pieceBytes(p), 0);
  const forced = forcedThreads();
  const threads = Math.min(forced ?? Math.min(2, os.availableParallelism()), pieces.length);
  if ((total < INLINE_BYTES && forced === null) || threads < 2) {
    for (const p of pieces) {
      const err = copyPieceOrMessage(p);
      if (err) return err;
    }
    return null;
  }
  const results: (string | null | undefined)[] = new Array(pieces.length).fill(undefined);
  let next = 0;
  let failedAt = pieces.length; // pieces after a known failure are skipped
  const script = new URL('../workers/batch-copy-worker.js', import.meta.url);
  const run = (w: Worker): Promise<void> =>
    new Promise((resolve, reject) => {
      const give = (): void => {
        if (next >= pieces.length || next > failedAt) {
          resolve();
          return;
        }
        const k = next++;
        w.once('message', (m: { error: string | null }) => {
          results[k] = m.error;
          if (m.error !== null && k < failedAt) failedAt = k;
          give();
        });
        w.postMessage(pieces[k]);
      };
      w.once('error', reject);
      give();
    });
  const workers = Array.from({ length: threads }, () => new Worker(script));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  for (const r of results) if (typeof r === 'string') return r;
  return null;
}
