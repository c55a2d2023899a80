/**
 * The shared-memory ring of `berserk merge`'s byte copy (batch-copy.ts), as both of its threads see
 * it: the job the copier thread is sent, the sizes, and the control words. It imports nothing, so
 * the copier thread (workers/batch-copy-worker.ts) starts fast.
 *
 * Ring layout: CONTROL_BYTES of Int32 control words, TEXT_BYTES of the copier's message, one Int32
 * chunk length per slot, then RING_SLOTS slots of IO_BYTES.
 */
/** What the copier thread is sent of a piece: bytes [start, end) of src, to dst at offset at. */
export interface CopierPiece {
  readonly src: string;
  readonly dst: string;
  readonly start: number;
  readonly at: number;
  readonly end: number;
}

/** The copier thread's job: the pieces in order, the ring, and whether to make the output durable. */
export interface CopierJob {
  readonly pieces: readonly CopierPiece[];
  readonly ring: SharedArrayBuffer;
  /** fdatasync each output every SYNC_EVERY bytes (in the background) and once at the end. */
  readonly sync: boolean;
}

/** Bytes of one read and write (see the module comment). */
export const IO_BYTES = 128 * 1024;
/** Buffers in the ring: 32 MiB, so the copier runs ahead while the merge builds its summary (~50 ms). */
export const RING_SLOTS = 256;
/** With sync, the copier starts the write-back of an output every this many bytes. */
export const SYNC_EVERY = 16 * 1024 * 1024;

// Words of the ring's control block (Int32, at its start).
/** Chunks the copier has written (the checker waits on it). */
export const W_HEAD = 0;
/** Chunks the checker is done with (the copier waits on it when the ring is full). */
export const W_TAIL = 1;
/** 0 copying, 1 finished, 2 failed (the message is in the text area). */
export const W_STATE = 2;
/** Set by the checker: a batch failed, stop copying. */
export const W_STOP = 3;
/** Bytes of the copier's message in the text area. */
export const W_TEXT_LENGTH = 4;
export const CONTROL_BYTES = 64;
export const TEXT_BYTES = 4096;
/** Chunk lengths, one Int32 per slot, after the control block and the text area. */
export const LENGTHS_OFFSET = CONTROL_BYTES + TEXT_BYTES;
export const SLOTS_OFFSET = LENGTHS_OFFSET + RING_SLOTS * 4;
