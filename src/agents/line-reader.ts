/**
 * Reading protocol lines from an untrusted stream (serve-bot's stdin) with bounded memory: lines
 * are split on `\n` (a trailing `\r` is dropped), a line may hold at most `maxBytes` bytes, and at
 * most `maxQueued` finished lines wait to be read (the stream is paused meanwhile, so a bot that
 * writes faster than it is read is held back by the pipe, not buffered here).
 *
 * A line longer than `maxBytes` is reported as soon as it passes the bound, as
 * `{ tooLong: bytes }`; the rest of it, up to its newline, is read and thrown away. So a 1.5 GB line
 * without a newline costs at most `maxBytes` of memory.
 */
import type { Readable } from 'node:stream';

export interface TooLongLine {
  /** Bytes of the line read when it passed the bound. */
  readonly tooLong: number;
}

export class LineReader {
  private readonly parts: Buffer[] = [];
  private partBytes = 0;
  /** Inside an over-long line: drop bytes until the next newline. */
  private skipping = false;
  private readonly queue: (string | TooLongLine)[] = [];
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly input: Readable,
    private readonly maxBytes: number,
    private readonly maxQueued = 64,
  ) {
    input.on('data', (chunk: Buffer | string) => this.onData(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk));
    input.on('end', () => this.finish());
    input.on('close', () => this.finish());
    input.on('error', (e: Error) => {
      this.failure = e;
      this.finish();
    });
  }

  /** The next line, a too-long marker, or null at the end of input. */
  async next(): Promise<string | TooLongLine | null> {
    for (;;) {
      if (this.queue.length > 0) {
        const item = this.queue.shift()!;
        if (this.queue.length < this.maxQueued && this.input.isPaused()) this.input.resume();
        return item;
      }
      if (this.failure) throw this.failure;
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Stop reading (the stream is left paused, its data unread). */
  close(): void {
    this.input.pause();
    this.ended = true;
    this.signal();
  }

  private onData(chunk: Buffer): void {
    let from = 0;
    while (from < chunk.length) {
      const nl = chunk.indexOf(10, from);
      const end = nl < 0 ? chunk.length : nl;
      if (!this.skipping) {
        const room = this.maxBytes - this.partBytes;
        if (end - from > room) {
          this.push({ tooLong: this.partBytes + (end - from) });
          this.parts.length = 0;
          this.partBytes = 0;
          this.skipping = true;
        } else {
          this.parts.push(chunk.subarray(from, end));
          this.partBytes += end - from;
        }
      }
      if (nl < 0) break;
      if (this.skipping) this.skipping = false;
      else {
        let line = Buffer.concat(this.parts, this.partBytes).toString('utf8');
        if (line.endsWith('\r')) line = line.slice(0, -1);
        this.parts.length = 0;
        this.partBytes = 0;
        this.push(line);
      }
      from = nl + 1;
    }
    // Keep no reference into the chunk beyond the bound (subarray pins the whole chunk).
    if (this.parts.length > 1) {
      const joined = Buffer.concat(this.parts, this.partBytes);
      this.parts.length = 0;
      this.parts.push(joined);
    }
    if (this.queue.length >= this.maxQueued) this.input.pause();
  }

  private push(item: string | TooLongLine): void {
    this.queue.push(item);
    this.signal();
  }

  private finish(): void {
    if (this.ended) return;
    // A last line without a newline still counts.
    if (!this.skipping && this.partBytes > 0) this.queue.push(Buffer.concat(this.parts, this.partBytes).toString('utf8'));
    this.parts.length = 0;
    this.partBytes = 0;
    this.ended = true;
    this.signal();
  }

  private signal(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}
