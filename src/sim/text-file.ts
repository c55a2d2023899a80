/**
 * Reading a small text file given on the command line (a deck, run.json, a manifest) without trusting
 * it: only a regular file is read (a FIFO, a device such as /dev/zero or /dev/urandom, a folder or a
 * socket is refused before a single byte is read, so nothing hangs or fills memory), at most
 * `maxBytes` of it, as UTF-8 (a leading byte-order mark is dropped; UTF-16 and invalid UTF-8 are
 * refused with a message saying so). JSON errors carry the line and column of the fault, computed
 * here from the text (Node's own messages do not reliably give a position).
 */
import * as fs from 'node:fs';

/** A file that cannot be read as text; the message names no file (callers prefix it). */
export class TextFileError extends Error {}

/** Default cap for hand-written inputs (decks): far above any real one. */
export const MAX_TEXT_BYTES = 1 << 20;

const KIND_NAMES: [(s: fs.Stats) => boolean, string][] = [
  [(s) => s.isDirectory(), 'a folder'],
  [(s) => s.isFIFO(), 'a FIFO (named pipe)'],
  [(s) => s.isCharacterDevice(), 'a character device'],
  [(s) => s.isBlockDevice(), 'a block device'],
  [(s) => s.isSocket(), 'a socket'],
];

function kindOf(s: fs.Stats): string {
  for (const [test, name] of KIND_NAMES) if (test(s)) return name;
  return 'not a regular file';
}

/** `1048576` → `1 MiB`, `2000` → `2000 bytes`. */
function bytesText(n: number): string {
  return n >= 1 << 20 && n % (1 << 20) === 0 ? `${n / (1 << 20)} MiB` : n >= 1024 && n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}

/**
 * The bytes of a regular file, at most `maxBytes`. Opened non-blocking so that a FIFO cannot hang
 * the open; the type is checked on the open descriptor (no race with a rename). Throws TextFileError.
 */
export function readRegularFile(file: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (e) {
    throw new TextFileError(`cannot read: ${errnoText(e)}`);
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) throw new TextFileError(`cannot read: ${kindOf(st)}, not a regular file`);
    if (st.size > maxBytes) throw new TextFileError(`cannot read: ${st.size} bytes, more than the ${bytesText(maxBytes)} allowed`);
    // Read one byte past the cap: a file that grew since fstat is still refused.
    const buf = Buffer.allocUnsafe(Math.min(maxBytes, st.size) + 1);
    let got = 0;
    for (;;) {
      const n = fs.readSync(fd, buf, got, buf.length - got, got);
      if (n === 0) break;
      got += n;
      if (got > maxBytes) throw new TextFileError(`cannot read: more than the ${bytesText(maxBytes)} allowed`);
      if (got === buf.length) break;
    }
    return buf.subarray(0, got);
  } catch (e) {
    if (e instanceof TextFileError) throw e;
    throw new TextFileError(`cannot read: ${errnoText(e)}`);
  } finally {
    fs.closeSync(fd);
  }
}

/** `ENOENT: no such file or directory` without Node's `, open '…'` tail (the caller names the file). */
export function errnoText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (typeof err?.code === 'string') return `${err.code}: ${err.message.replace(/^[A-Z]+: /, '').replace(/, \w+( '.*')?$/, '')}`;
  return e instanceof Error ? e.message : String(e);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decode file bytes as UTF-8 text: a BOM is dropped; UTF-16 and invalid UTF-8 throw TextFileError. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    throw new TextFileError(`the file is UTF-16 (${bytes[0] === 0xff ? 'little' : 'big'}-endian, with a byte-order mark); save it as UTF-8`);
  }
  // UTF-16 without a BOM: ASCII text with every other byte zero.
  if (bytes.length >= 2 && (bytes[0] === 0 || bytes[1] === 0)) throw new TextFileError('the file looks like UTF-16 (every other byte is zero); save it as UTF-8');
  const body = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const nul = body.indexOf(0);
  if (nul >= 0) throw new TextFileError(`not a text file (a zero byte at offset ${nul + (body === bytes ? 0 : 3)})`);
  try {
    return utf8.decode(body);
  } catch {
    throw new TextFileError(`not valid UTF-8 text (first bad byte at offset ${firstBadUtf8(body) + (body === bytes ? 0 : 3)}); save it as UTF-8`);
  }
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
function firstBadUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    const tail = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
    if (tail < 0) return i;
    for (let k = 1; k <= tail; k++) if (i + k >= b.length || (b[i + k]! & 0xc0) !== 0x80) return i;
    i += tail + 1;
  }
  return i;
}

/** Read a regular file of at most `maxBytes` as UTF-8 text (readRegularFile + decodeText). */
export function readTextFile(file: string, maxBytes = MAX_TEXT_BYTES): string {
  return decodeText(readRegularFile(file, maxBytes));
}

/** Line and column (both from 1, columns in characters) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/**
 * Parse JSON; on a syntax error throw TextFileError `invalid JSON at line L, column C: what`. The
 * position is found by a small scanner of the JSON grammar (RFC 8259), iterative so that deep nesting
 * cannot overflow the stack.
 */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const fault = locateJsonError(text);
    if (fault === null) throw new TextFileError(`invalid JSON: ${(e as Error).message}`);
    const { line, column } = lineColumn(text, fault.at);
    throw new TextFileError(`invalid JSON at line ${line}, column ${column}: ${fault.what}`);
  }
}

/** The first syntax error of `text` as JSON, or null when it is valid. */
export function locateJsonError(text: string): { at: number; what: string } | null {
  let i = 0;
  const n = text.length;
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const shown = (k: number) => (k >= n ? 'the end of the file' : `${JSON.stringify(text[k])}`);
  const unexpected = (what: string) => ({ at: Math.min(i, n), what: `unexpected ${shown(i)}; expected ${what}` });
  /** Scan a value at i; null on success. */
  const scalar = (): { at: number; what: string } | null => {
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < n && text[i] !== '"') {
        const ch = text.charCodeAt(i);
        if (ch < 0x20) return { at: i, what: 'a control character (a raw line break?) inside a string' };
        if (text[i] === '\\') {
          i++;
          if (i < n && text[i] === 'u') {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) return { at: i - 1, what: 'a bad \\u escape in a string' };
            i += 5;
            continue;
          }
          if (i >= n || !'"\\/bfnrt'.includes(text[i]!)) return { at: i - 1, what: 'a bad escape in a string' };
        }
        i++;
      }
      if (i >= n) return { at: n, what: 'the file ends inside a string (a missing closing quote)' };
      i++;
      return null;
    }
    const num = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (num && num[0] !== '-' && num[0].length > 0) {
      i += num[0].length;
      return null;
    }
    for (const w of ['true', 'false', 'null']) {
      if (text.startsWith(w, i)) {
        i += w.length;
        return null;
      }
    }
    return unexpected('a value (an object, array, string, number, true, false or null)');
  };
  // Explicit stack of containers: '{' or '['.
  const stack: string[] = [];
  ws();
  if (i >= n) return { at: 0, what: 'the file is empty; expected a JSON value' };
  for (;;) {
    ws();
    // At a value position.
    if (text[i] === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
      } else {
        stack.push('{');
        if (text[i] !== '"') return unexpected('a property name in double quotes or "}"');
        const f = scalar();
        if (f) return f;
        ws();
        if (text[i] !== ':') return unexpected('":" after the property name');
        i++;
        continue;
      }
    } else if (text[i] === '[') {
      i++;
      ws();
      if (text[i] === ']') i++;
      else {
        stack.push('[');
        continue;
      }
    } else {
      const f = scalar();
      if (f) return f;
    }
    // After a value: close containers or move on to the next element.
    for (;;) {
      ws();
      const top = stack.at(-1);
      if (top === undefined) {
        if (i < n) return unexpected('the end of the file after the JSON value');
        return null;
      }
      if (text[i] === ',') {
        i++;
        ws();
        if (top === '{') {
          if (text[i] !== '"') return unexpected('a property name in double quotes after ","');
          const f = scalar();
          if (f) return f;
          ws();
          if (text[i] !== ':') return unexpected('":" after the property name');
          i++;
        } else if (text[i] === ']') return unexpected('a value after "," (a trailing comma?)');
        break;
      }
      if ((top === '{' && text[i] === '}') || (top === '[' && text[i] === ']')) {
        i++;
        stack.pop();
        continue;
      }
      return unexpected(top === '{' ? '"," or "}"' : '"," or "]"');
    }
  }
}
