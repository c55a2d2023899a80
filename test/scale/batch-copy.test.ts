/**
 * The merge's byte copy (src/sim/batch-copy.ts) on synthetic pieces whose batch boundaries fall
 * where the 128 KiB chunks cut them: a batch's continuation marker split across two chunks, several
 * batches inside one chunk, a batch of several chunks. The same bytes and the same first problem on
 * the calling thread and through the copier thread's ring (BERSERK_MERGE_THREADS).
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IO_BYTES, RING_SLOTS } from '../../dist/src/sim/batch-copy-layout.js';
import { type CopyPiece, startCopy } from '../../dist/src/sim/batch-copy.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-copy-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A file of `header` bytes, then batches of the given sizes, each starting with the marker; returns the piece to copy it. */
function makeSource(name: string, header: number, sizes: readonly number[]): { src: string; bytes: Buffer; piece: (dst: string, at: number) => CopyPiece } {
  let seed = 7;
  const total = header + sizes.reduce((a, b) => a + b, 0);
  const bytes = Buffer.alloc(total);
  for (let i = 0; i < total; i++) bytes[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  let pos = header;
  const batches = sizes.map((n, shard) => {
    bytes.writeUInt32LE(0xffffffff, pos);
    const sha256 = createHash('sha256').update(bytes.subarray(pos, pos + n)).digest('hex');
    pos += n;
    return { end: pos, shard, sha256 };
  });
  const src = path.join(tmp, name);
  fs.writeFileSync(src, bytes);
  return { src, bytes, piece: (dst, at) => ({ src, dst, start: header, at, batches, table: 'cards' }) };
}

async function copyWith(threads: string, pieces: CopyPiece[]): Promise<string | null> {
  const before = process.env.BERSERK_MERGE_THREADS;
  process.env.BERSERK_MERGE_THREADS = threads;
  try {
    return await startCopy(pieces, false).wait();
  } finally {
    if (before === undefined) delete process.env.BERSERK_MERGE_THREADS;
    else process.env.BERSERK_MERGE_THREADS = before;
  }
}

// Batch sizes: the second batch's marker starts 2 bytes before the first chunk boundary, three
// small batches share a chunk, one batch spans more chunks than the ring has slots' worth of lag.
const HEADER = 100;
const SIZES = [IO_BYTES - 2, 50, 60, 70, 3 * IO_BYTES + 5, IO_BYTES, 9];

describe('batch copy: chunks cut anywhere in a batch', () => {
  for (const threads of ['0', '2']) {
    it(`copies every byte at its offset and checks each batch (${threads === '0' ? 'calling thread' : 'copier thread'})`, async () => {
      const a = makeSource(`a-${threads}`, HEADER, SIZES);
      const b = makeSource(`b-${threads}`, HEADER, [...SIZES].reverse());
      const dst = path.join(tmp, `out-${threads}`);
      fs.writeFileSync(dst, Buffer.alloc(0));
      const aLen = a.bytes.byteLength - HEADER;
      expect(await copyWith(threads, [a.piece(dst, 8), b.piece(dst, 8 + aLen)])).toBeNull();
      const out = fs.readFileSync(dst);
      expect(out.subarray(8).equals(Buffer.concat([a.bytes.subarray(HEADER), b.bytes.subarray(HEADER)]))).toBe(true);
    });

    it(`names the first bad batch: a marker split across two chunks, then a changed byte (${threads})`, async () => {
      const s = makeSource(`c-${threads}`, HEADER, SIZES);
      const dst = path.join(tmp, `bad-${threads}`);
      fs.writeFileSync(dst, Buffer.alloc(0));
      // Shard 1's marker starts 2 bytes before the piece's first chunk ends: its last byte is in the second chunk.
      const bad = Buffer.from(s.bytes);
      bad[HEADER + IO_BYTES + 1] = 0x00;
      bad[s.piece(dst, 0).batches[4]!.end - 3]! ^= 1; // and shard 4's body
      fs.writeFileSync(s.src, bad);
      expect(await copyWith(threads, [s.piece(dst, 0)])).toMatch(/no record batch at byte 131170 \(manifest shard 1\)/);
      // With the marker intact, shard 4 fails its checksum.
      bad[HEADER + IO_BYTES + 1] = 0xff;
      fs.writeFileSync(s.src, bad);
      expect(await copyWith(threads, [s.piece(dst, 0)])).toMatch(/the batch of shard 4 .* fails its cards_sha256 checksum/);
    });
  }

  it('a source shorter than its manifest says: named, on the copier thread too', async () => {
    const s = makeSource('short', HEADER, SIZES);
    const dst = path.join(tmp, 'short-out');
    fs.writeFileSync(dst, Buffer.alloc(0));
    fs.truncateSync(s.src, s.bytes.byteLength - 1000);
    for (const threads of ['0', '2']) expect(await copyWith(threads, [s.piece(dst, 0)]), threads).toMatch(/short: truncated at byte/);
  });

  it('a copy longer than the ring waits for the checker and still checks every batch', async () => {
    const sizes = Array.from({ length: 40 }, (_, i) => IO_BYTES * 8 + i * 333);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(RING_SLOTS * IO_BYTES);
    const s = makeSource('long', 16, sizes);
    const dst = path.join(tmp, 'long-out');
    fs.writeFileSync(dst, Buffer.alloc(0));
    expect(await copyWith('2', [s.piece(dst, 0)])).toBeNull();
    expect(fs.readFileSync(dst).equals(s.bytes.subarray(16))).toBe(true);
    const bad = Buffer.from(s.bytes);
    bad[s.piece(dst, 0).batches[37]!.end - 10]! ^= 1;
    fs.writeFileSync(s.src, bad);
    expect(await copyWith('2', [s.piece(dst, 0)])).toMatch(/shard 37 .* fails/);
  }, 60_000);
});
