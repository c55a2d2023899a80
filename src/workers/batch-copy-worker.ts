/**
 * The copier thread of `berserk merge`'s byte copy (sim/batch-copy.ts): it reads and writes every
 * piece in order, one chunk (IO_BYTES, less at a piece's end) at a time, through the ring in
 * shared memory, publishing each written chunk to the checker (W_HEAD) and waiting when the ring is
 * full (W_TAIL). It stops when the checker asks (W_STOP), and ends by setting W_STATE: 1 finished,
 * 2 failed, with the message (naming the file) in the text area. It imports nothing of the merge,
 * so it starts fast; it may be started before the merge has planned its copy, and waits for the
 * job as a message.
 */
import * as fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import {
  CONTROL_BYTES,
  type CopierJob,
  IO_BYTES,
  LENGTHS_OFFSET,
  RING_SLOTS,
  SLOTS_OFFSET,
  SYNC_EVERY,
  TEXT_BYTES,
  W_HEAD,
  W_STATE,
  W_STOP,
  W_TAIL,
  W_TEXT_LENGTH,
} from '../sim/batch-copy-layout.js';


class Stopped extends Error {}

/** Write-backs started with sync, awaited before the files close. */
const syncing: Promise<void>[] = [];

function finish(job: CopierJob, ctrl: Int32Array, state: 1 | 2, message = ''): void {
  const text = Buffer.from(message, 'utf8').subarray(0, TEXT_BYTES);
  text.copy(Buffer.from(job.ring, CONTROL_BYTES, TEXT_BYTES));
  Atomics.store(ctrl, W_TEXT_LENGTH, text.byteLength);
  Atomics.store(ctrl, W_STATE, state);
  Atomics.notify(ctrl, W_STATE);
  Atomics.notify(ctrl, W_HEAD);
}

async function copyAll(job: CopierJob): Promise<void> {
  const ctrl = new Int32Array(job.ring, 0, CONTROL_BYTES / 4);
  const lengths = new Int32Array(job.ring, LENGTHS_OFFSET, RING_SLOTS);
  const slots = Array.from({ length: RING_SLOTS }, (_, k) => Buffer.from(job.ring, SLOTS_OFFSET + k * IO_BYTES, IO_BYTES));
  const outs = new Map<string, { fd: number; unsynced: number }>();
  let head = 0;
  try {
    for (const p of job.pieces) {
      let out = outs.get(p.dst);
      if (!out) {
        out = { fd: fs.openSync(p.dst, 'r+'), unsynced: 0 };
        outs.set(p.dst, out);
      }
      const inFd = fs.openSync(p.src, 'r');
      try {
        let pos = p.start;
        let at = p.at;
        {
          const end = p.end;
          while (pos < end) {
            // A full ring: wait for the checker to hand a slot back.
            while (head - Atomics.load(ctrl, W_TAIL) >= RING_SLOTS) {
              if (Atomics.load(ctrl, W_STOP) === 1) throw new Stopped();
              Atomics.wait(ctrl, W_TAIL, head - RING_SLOTS, 200);
            }
            if (Atomics.load(ctrl, W_STOP) === 1) throw new Stopped();
            const k = head % RING_SLOTS;
            const buf = slots[k]!;
            const want = Math.min(IO_BYTES, end - pos);
            let n = 0;
            while (n < want) {
              const r = fs.readSync(inFd, buf, n, want - n, pos + n);
              if (r === 0) throw new Error(`${p.src}: truncated at byte ${pos + n}`);
              n += r;
            }
            let w = 0;
            while (w < n) w += fs.writeSync(out.fd, buf, w, n - w, at + w);
            lengths[k] = n;
            head++;
            Atomics.store(ctrl, W_HEAD, head);
            Atomics.notify(ctrl, W_HEAD);
            pos += n;
            at += n;
            out.unsynced += n;
            if (job.sync && out.unsynced >= SYNC_EVERY) {
              // Start the write-back now (libuv's pool), so the final fdatasync waits for the tail only.
              out.unsynced = 0;
              const fd = out.fd;
              syncing.push(new Promise((resolve) => fs.fdatasync(fd, () => resolve())));
            }
          }
        }
      } finally {
        fs.closeSync(inFd);
      }
    }
    await Promise.all(syncing);
    if (job.sync) for (const o of outs.values()) fs.fdatasyncSync(o.fd);
    finish(job, ctrl, 1);
  } catch (e) {
    await Promise.allSettled(syncing);
    if (e instanceof Stopped) finish(job, ctrl, 1);
    else finish(job, ctrl, 2, e instanceof Error ? e.message : String(e));
  } finally {
    for (const o of outs.values()) fs.closeSync(o.fd);
  }
}

// The job comes as a message: the thread may be started before the merge knows its plan (sim/copier-thread.ts).
parentPort!.once('message', (job: CopierJob) => void copyAll(job));
