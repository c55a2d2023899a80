/**
 * A bot's or client's standard error, passed on in whole lines.
 *
 * The child's stderr is a pipe, never the inherited descriptor: with a shared descriptor a dying
 * client's traceback and our own `error:` line were written by two processes at once, and ours
 * could land in the middle of a traceback line ("    error: bot …"), where neither a user's eye
 * nor a script looking for lines that start with `error:` finds it. Here every forwarded chunk
 * ends at a newline; a line longer than `maxLine` bytes is cut there, and an unterminated last
 * line is passed on, ended with a newline, once the child has written nothing for `idleMs`, when
 * the stream ends, or when the returned `flush` is called (a bot ended by a stopping run, or a
 * worker thread ended with its pool, would otherwise lose its last words).
 *
 * Self-contained (no module-level names), so that the bot I/O thread can embed it with
 * `toString()`.
 */
/** The longest stderr line passed on whole; a longer one is cut into pieces of this size. */
export const MAX_STDERR_LINE = 1 << 16;
/** How long an unterminated stderr line waits for its newline before it is passed on with one. */
export const STDERR_IDLE_MS = 100;

/**
 * Writes `text` to file descriptor 2 at once, whatever thread calls it. A worker thread's
 * `process.stderr` is a message to its parent thread, and the bot I/O thread's parent is a sim
 * worker blocked in `Atomics.wait` for the bot's answer: the bot's words would wait behind the
 * very answer that never comes, and be lost with the worker. Retries partial writes and EAGAIN
 * (a non-blocking pipe). Self-contained, like `forwardStderrLines` (the caller passes `fs.writeSync`).
 */
export function writeStderrNow(writeSync: (fd: number, buf: Uint8Array, off: number, len: number) => number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  let tries = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(2, bytes, done, bytes.length - done);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN' || ++tries > 1000) return; // stderr is gone or stuck: drop the rest
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

/** Forward `stream` to `write` in whole lines (see the header); returns `flush`, which ends a held half line. */
export function forwardStderrLines(stream: NodeJS.ReadableStream, write: (text: string) => void, maxLine: number, idleMs: number): () => void {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let idle: ReturnType<typeof setTimeout> | null = null;
  const clear = (): void => {
    if (idle !== null) clearTimeout(idle);
    idle = null;
    held = [];
    heldBytes = 0;
  };
  const flushHeld = (): void => {
    if (heldBytes > 0) write(Buffer.concat(held, heldBytes).toString('utf8') + '\n');
    clear();
  };
  const hold = (part: Buffer): void => {
    held.push(part);
    heldBytes += part.length;
    if (heldBytes >= maxLine) flushHeld();
    else if (idle === null) {
      idle = setTimeout(flushHeld, idleMs);
      idle.unref();
    }
  };
  stream.on('data', (chunk: Buffer) => {
    const nl = chunk.lastIndexOf(10);
    if (nl < 0) return hold(chunk);
    // Everything up to the chunk's last newline goes out in one write, after what was held; the rest waits.
    held.push(chunk.subarray(0, nl + 1));
    write(Buffer.concat(held, heldBytes + nl + 1).toString('utf8'));
    clear();
    if (nl + 1 < chunk.length) hold(chunk.subarray(nl + 1));
  });
  stream.on('end', flushHeld);
  stream.on('error', flushHeld);
  return flushHeld;
}
