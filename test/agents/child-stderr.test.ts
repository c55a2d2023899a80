/**
 * A bot's stderr is passed on in whole lines (src/agents/child-stderr.ts), so that the run's own
 * `error:` line always starts a line, even when a dying client leaves half a traceback line.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { forwardStderrLines } from '../../dist/src/agents/child-stderr.js';

function forwarder(maxLine = 1 << 16, idleMs = 60_000) {
  const stream = new PassThrough();
  const writes: string[] = [];
  const flush = forwardStderrLines(stream, (t) => writes.push(t), maxLine, idleMs);
  return { stream, writes, flush };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('bot stderr forwarding in whole lines', () => {
  it('every write ends at a newline; a line split over chunks is joined', async () => {
    const f = forwarder();
    f.stream.write('Traceback (most recent call last):\n  File "bot.py", line 14');
    f.stream.write(', in <module>\n    r = s.st');
    await tick();
    expect(f.writes).toEqual(['Traceback (most recent call last):\n', '  File "bot.py", line 14, in <module>\n']);
    f.stream.end('ep(a)\n');
    await tick();
    expect(f.writes.join('')).toBe('Traceback (most recent call last):\n  File "bot.py", line 14, in <module>\n    r = s.step(a)\n');
    for (const w of f.writes) expect(w.endsWith('\n')).toBe(true);
  });

  it('an unterminated last line is ended with a newline at the end of the stream, or by flush', async () => {
    const f = forwarder();
    f.stream.write('half a line');
    await tick();
    expect(f.writes).toEqual([]);
    f.flush();
    expect(f.writes).toEqual(['half a line\n']);
    f.stream.end('the rest');
    await tick();
    expect(f.writes).toEqual(['half a line\n', 'the rest\n']);
  });

  it('a line longer than maxLine is cut into pieces of at most maxLine bytes, in bounded memory', async () => {
    const f = forwarder(8);
    f.stream.write('0123456789abcdef');
    f.stream.end();
    await tick();
    expect(f.writes).toEqual(['0123456789abcdef\n']);
    const g = forwarder(8);
    for (const c of '0123456789abcdef') g.stream.write(c);
    g.stream.end();
    await tick();
    expect(g.writes).toEqual(['01234567\n', '89abcdef\n']);
  });

  it('a half line is passed on after idleMs without its newline', async () => {
    const f = forwarder(1 << 16, 20);
    f.stream.write('thinking');
    await new Promise((r) => setTimeout(r, 80));
    expect(f.writes).toEqual(['thinking\n']);
    f.stream.end();
  });
});
