/**
 * The byte copy of `berserk merge`: record batches copied from a slice's table file into the merged
 * one at a known offset, each batch checked on the way (an IPC continuation marker at its start, its
 * manifest checksums).
 *
 * A large copy runs on two threads that split the work, not the bytes: a copier thread
 * (workers/batch-copy-worker.ts) reads and writes every byte in order, 128 KiB at a time, through a
 * ring of buffers in shared memory, and the calling thread checks each buffer after it was written,
 * then hands it back. Measured on the 2-core machine (1 M games, 434 MB, warm page cache):
 *   - one thread reads and writes the run in 0.30–0.35 s, as `cat` copies it (0.29 s, kernel-side);
 *     two threads writing into the same files took 0.25 s each for half the bytes (the file's inode
 *     lock serialises them), so the I/O is not split;
 *   - SHA-256 of the run is 0.30 s of one core (1.4 GB/s with SHA-NI), about the copy's own time, so
 *     checking beside the copy hides it, where checking inline costs 0.30 s more;
 *   - reads and writes of 128 KiB stay in the L2 cache (1 MiB buffers made a copy loop 2–3× slower).
 * The calling thread can do other work (the merge builds its summary) between `startCopy` and
 * `wait`; the ring (RING_SLOTS buffers) lets the copier run ahead meanwhile.
 *
 * A small copy (under INLINE_BYTES) runs on the calling thread in `wait`: a thread costs ~30 ms to
 * start. Chunks are IO_BYTES of a piece whatever its batches (cutting them at batch ends made 6×
 * the system calls, ~0.2 s more for the run); the checker splits them.
 */
import { createHash, type Hash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as zlib from 'node:zlib';
import {
  CONTROL_BYTES,
  type CopierJob,
  IO_BYTES,
  LENGTHS_OFFSET,
  RING_SLOTS,
  SLOTS_OFFSET,
  W_HEAD,
  W_STATE,
  W_STOP,
  W_TAIL,
  W_TEXT_LENGTH,
} from './batch-copy-layout.js';
import { copierThread } from './copier-thread.js';

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
}

/** A copy of fewer bytes than this runs on the calling thread. */
const INLINE_BYTES = 16 * 1024 * 1024;

/** Bytes a piece copies. */
function pieceBytes(p: CopyPiece): number {
  return p.batches.length === 0 ? 0 : p.batches.at(-1)!.end - p.start;
}

/**
 * Test hook: BERSERK_MERGE_THREADS=2 copies on the copier thread whatever the size, so that small
 * test runs take that path; 0 or 1: always on the calling thread.
 */
function forcedThreads(): number | null {
  const m = /^(\d)$/.exec(process.env.BERSERK_MERGE_THREADS ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * The check of one piece's batches, fed its bytes in order in chunks of any size: a chunk may end
 * inside a batch's marker or hold the ends of several batches.
 */
class PieceChecker {
  private b = 0;
  private pos: number;
  private hash: Hash | null = null;
  private crc = 0;
  /** Bytes of the current batch's continuation marker (0xffffffff) not yet seen. */
  private marker = 4;
  private readonly end: number;

  constructor(private readonly p: CopyPiece) {
    this.pos = p.start;
    this.end = pieceBytes(p) + p.start;
    this.open();
  }

  private open(): void {
    const b = this.p.batches[this.b];
    this.hash = b?.sha256 !== undefined ? createHash('sha256') : null;
    this.crc = 0;
    this.marker = 4;
  }

  /** Bytes the next chunk holds: up to IO_BYTES, never past the piece's end. */
  nextLength(): number {
    return Math.min(IO_BYTES, this.end - this.pos);
  }

  get done(): boolean {
    return this.pos >= this.end;
  }

  /** Check the next chunk (the piece's bytes from where the last one ended); returns the first problem, or null. */
  feed(chunk: Buffer): string | null {
    const p = this.p;
    let i = 0;
    while (i < chunk.byteLength) {
      const batch = p.batches[this.b]!;
      const from = this.b === 0 ? p.start : p.batches[this.b - 1]!.end;
      const n = Math.min(chunk.byteLength - i, batch.end - this.pos);
      for (let k = 0; this.marker > 0 && k < n; k++, this.marker--) {
        if (batch.end - from < 8 || chunk[i + k] !== 0xff) return `${p.src}: no record batch at byte ${from} (manifest shard ${batch.shard})`;
      }
      const part = chunk.subarray(i, i + n);
      if (this.hash) this.hash.update(part);
      if (batch.crc32 !== undefined) this.crc = zlib.crc32(part, this.crc);
      i += n;
      this.pos += n;
      if (this.pos < batch.end) continue;
      const fails = (field: string): string => `${p.src}: the batch of shard ${batch.shard} (bytes ${from}–${batch.end - 1}) fails its ${p.table}_${field} checksum`;
      if (batch.crc32 !== undefined && this.crc !== batch.crc32) return fails('crc32');
      if (this.hash && this.hash.digest('hex') !== batch.sha256) return fails('sha256');
      this.b++;
      this.open();
    }
    return null;
  }
}

/** Copy and check pieces on the calling thread; returns the first problem, or null. */
function copyInline(pieces: readonly CopyPiece[], sync: boolean): string | null {
  const buf = Buffer.allocUnsafe(IO_BYTES);
  for (const p of pieces) {
    if (p.batches.length === 0) continue;
    let inFd = -1;
    let outFd = -1;
    try {
      inFd = fs.openSync(p.src, 'r');
      outFd = fs.openSync(p.dst, 'r+');
      const check = new PieceChecker(p);
      let pos = p.start;
      let at = p.at;
      while (!check.done) {
        const want = check.nextLength();
        let n = 0;
        while (n < want) {
          const r = fs.readSync(inFd, buf, n, want - n, pos + n);
          if (r === 0) return `${p.src}: truncated at byte ${pos + n}`;
          n += r;
        }
        let w = 0;
        while (w < n) w += fs.writeSync(outFd, buf, w, n - w, at + w);
        const err = check.feed(buf.subarray(0, n));
        if (err) return err;
        pos += n;
        at += n;
      }
      if (sync) fs.fdatasyncSync(outFd);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    } finally {
      if (inFd >= 0) fs.closeSync(inFd);
      if (outFd >= 0) fs.closeSync(outFd);
    }
  }
  return null;
}

/** A started copy: `wait` checks it to the end and returns the first problem in piece order, or null. */
export interface CopyJob {
  wait(): Promise<string | null>;
  /** Stop the copy without checking it (the merge failed elsewhere); resolves once the copier has ended. */
  stop(): Promise<void>;
}

/**
 * Start copying `pieces` (in order; they do not overlap). A large copy starts its copier thread now;
 * the checks run in `wait`, which returns the message of the first failing batch in piece order
 * (a missing continuation marker, a checksum that does not match, a truncated source, an I/O
 * error naming its file), or null once every byte is written (and, with `sync`, on disk).
 */
export function startCopy(pieces: readonly CopyPiece[], sync: boolean): CopyJob {
  const total = pieces.reduce((n, p) => n + pieceBytes(p), 0);
  const forced = forcedThreads();
  const threaded = forced !== null ? forced >= 2 : total >= INLINE_BYTES && os.availableParallelism() >= 2;
  if (!threaded) return { wait: async () => copyInline(pieces, sync), stop: async () => {} };
  const ring = new SharedArrayBuffer(SLOTS_OFFSET + RING_SLOTS * IO_BYTES);
  const live = pieces.filter((p) => p.batches.length > 0);
  const job: CopierJob = { pieces: live.map((p) => ({ src: p.src, dst: p.dst, start: p.start, at: p.at, end: pieceBytes(p) + p.start })), ring, sync };
  const worker = copierThread();
  worker.postMessage(job);
  let crashed: string | null = null;
  const exited = new Promise<void>((resolve) => {
    worker.once('error', (e) => {
      crashed = `merge: the copy thread failed: ${e.message}`;
    });
    worker.once('exit', () => resolve());
  });
  return {
    wait: async () => {
      let err: string | null;
      try {
        err = await checkRing(live, ring, () => crashed);
      } finally {
        // A failed check stops the copier (W_STOP); a finished one has ended its loop already.
        await exited;
      }
      return err ?? crashed;
    },
    stop: async () => {
      const ctrl = new Int32Array(ring, 0, CONTROL_BYTES / 4);
      Atomics.store(ctrl, W_STOP, 1);
      Atomics.notify(ctrl, W_TAIL);
      await exited;
    },
  };
}

/**
 * The checker's side of the ring: take the copier's chunks in order, check them, hand each slot
 * back. Blocks on the control words (Atomics.wait, allowed on Node's main thread); a wait that times
 * out lets the event loop run once, so that a copier thread that failed to start at all (its
 * 'error' event) is seen instead of waited for forever.
 */
async function checkRing(pieces: readonly CopyPiece[], ring: SharedArrayBuffer, crashed: () => string | null): Promise<string | null> {
  const ctrl = new Int32Array(ring, 0, CONTROL_BYTES / 4);
  const lengths = new Int32Array(ring, LENGTHS_OFFSET, RING_SLOTS);
  const slot = (k: number, n: number) => Buffer.from(ring, SLOTS_OFFSET + k * IO_BYTES, n);
  const stop = (message: string): string => {
    Atomics.store(ctrl, W_STOP, 1);
    Atomics.notify(ctrl, W_TAIL);
    return message;
  };
  let tail = 0;
  for (const p of pieces) {
    const check = new PieceChecker(p);
    while (!check.done) {
      // Wait for the next chunk, or for the copier to have failed (or died).
      while (Atomics.load(ctrl, W_HEAD) === tail) {
        if (Atomics.load(ctrl, W_STATE) === 2) return copierMessage(ring, ctrl);
        const c = crashed();
        if (c !== null) return c;
        if (Atomics.wait(ctrl, W_HEAD, tail, 200) === 'timed-out') await nextTurn();
      }
      const k = tail % RING_SLOTS;
      const err = check.feed(slot(k, lengths[k]!));
      if (err) return stop(err);
      tail++;
      Atomics.store(ctrl, W_TAIL, tail);
      Atomics.notify(ctrl, W_TAIL);
    }
  }
  // Every chunk is checked: wait for the copier's end (its final fdatasync with sync).
  while (Atomics.load(ctrl, W_STATE) === 0) {
    const c = crashed();
    if (c !== null) return c;
    if (Atomics.wait(ctrl, W_STATE, 0, 200) === 'timed-out') await nextTurn();
  }
  return Atomics.load(ctrl, W_STATE) === 2 ? copierMessage(ring, ctrl) : null;
}

/** One turn of the event loop (its pending events, a worker's 'error' among them, are delivered). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function copierMessage(ring: SharedArrayBuffer, ctrl: Int32Array): string {
  return Buffer.from(ring, CONTROL_BYTES, Atomics.load(ctrl, W_TEXT_LENGTH)).toString('utf8');
}
