/**
 * Protocol v2 framing (docs/bot-protocol-v2.md): every message in either direction is
 * `u32 length (little-endian) | u8 type | payload`, where `length` counts the type byte and the
 * payload. Numbers inside payloads are little-endian.
 */

export const PROTOCOL_V2 = 'berserk-env/2';

/** Frame types, server → client. */
export const enum ServerFrame {
  /** JSON (UTF-8): version, action table, tensor layout, seeds. First frame. */
  Hello = 1,
  /** Binary: the envs awaiting a decision (layout in step-record.ts). */
  Step = 2,
  /** UTF-8 text: why the server stops; the server exits with code 2 after it. */
  Error = 3,
  /** JSON (UTF-8): run totals. Last frame. */
  Bye = 4,
  /** JSON (UTF-8): the same totals as bye, so far; the answer to a stats frame. */
  Stats = 5,
  /** JSON (UTF-8): the answer to a model frame. */
  Model = 6,
  /** JSON (UTF-8): the answer to a describe frame (readable observations and action names). */
  Describe = 7,
}

/** Frame types, client → server. */
export const enum ClientFrame {
  /** N × i32: one action id per env (index = env); -1 leaves that env as it is (not stepped, not in the next step frame). */
  Actions = 16,
  /** u64 run seed: restart every env from fresh seeds; answered by a step frame. */
  Reset = 17,
  /** No payload: end the run; answered by a bye frame. */
  Close = 18,
  /** No payload: ask for the run totals so far (CPU time, bytes); answered by a stats frame. */
  Stats = 19,
  /** JSON (UTF-8): a forward-model request on handles (model-handles.ts); answered by a model frame. */
  Model = 20,
  /** JSON (UTF-8) `{"envs": [i, …]}`: the readable observation and action names of those envs' pending decisions; answered by a describe frame. */
  Describe = 21,
}

/** Largest client frame accepted (a runaway length must not make the server buffer forever). */
export const MAX_CLIENT_FRAME = 1 << 20;

/**
 * Accumulates bytes from a stream and yields whole frames. Throws on a length the protocol cannot
 * produce (0, or above `maxLength`).
 */
export class FrameReader {
  private buf = Buffer.alloc(1 << 16);
  private start = 0;
  private end = 0;
  constructor(private readonly maxLength: number) {}

  push(chunk: Buffer): void {
    if (this.end + chunk.length > this.buf.length) {
      const live = this.end - this.start;
      const size = Math.max(this.buf.length, (live + chunk.length) * 2);
      const next = size > this.buf.length ? Buffer.alloc(size) : this.buf;
      this.buf.copy(next, 0, this.start, this.end);
      this.buf = next;
      this.start = 0;
      this.end = live;
    }
    chunk.copy(this.buf, this.end);
    this.end += chunk.length;
  }

  /** The next whole frame as [type, payload view] (valid until the next push), or null. */
  next(): [number, Buffer] | null {
    if (this.end - this.start < 4) return null;
    const len = this.buf.readUInt32LE(this.start);
    if (len < 1 || len > this.maxLength) throw new RangeError(`frame length ${len} out of range 1..${this.maxLength}${textHint(this.buf.subarray(this.start, this.start + 4))}`);
    if (this.end - this.start < 4 + len) return null;
    const type = this.buf[this.start + 4]!;
    const payload = this.buf.subarray(this.start + 5, this.start + 4 + len);
    this.start += 4 + len;
    if (this.start === this.end) this.start = this.end = 0;
    return [type, payload];
  }
}

/** For a length prefix that is printable text (a peer printing to the frame stream), a hint saying so. */
function textHint(prefix: Buffer): string {
  for (const b of prefix) if (b < 0x20 || b > 0x7e) return '';
  return ` (its bytes are the text ${JSON.stringify(prefix.toString('latin1'))}: is the peer printing text where frames go?)`;
}

/** A whole frame of `type` around `payload`. */
export function frame(type: number, payload: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(5 + payload.length);
  out.writeUInt32LE(1 + payload.length, 0);
  out[4] = type;
  out.set(payload, 5);
  return out;
}
