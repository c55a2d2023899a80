/**
 * Checked examples in the markdown docs (test/docs/examples.test.ts).
 *
 * A checked example is a fenced block right after a line `<!-- check -->`:
 *
 *     <!-- check -->
 *     ```console
 *     $ berserk cards --coverage | head -1
 *     coverage: 193/200 cards fully implemented …
 *     ```
 *
 * Each line starting with `$ ` is a command (run by bash); the lines after it, up to the next
 * command or the end of the block, are its expected stdout. Elisions: a line that is only `…`
 * stands for any number of lines (none included); a `…` inside a line stands for any text within
 * that line. Trailing spaces are ignored.
 */

export interface DocCommand {
  /** The command line after `$ `. */
  readonly cmd: string;
  /** The expected stdout lines, with elisions. */
  readonly expected: readonly string[];
}

export interface DocExample {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly commands: readonly DocCommand[];
}

const MARKER = '<!-- check -->';
const ELLIPSIS = '…';

/** The checked examples of one markdown text. */
export function parseExamples(file: string, text: string): DocExample[] {
  const lines = text.split('\n');
  const out: DocExample[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== MARKER) continue;
    const open = i + 1;
    const fence = /^(`{3,})/.exec(lines[open] ?? '');
    if (!fence) throw new Error(`${file}:${i + 1}: ${MARKER} must be followed by a fenced block`);
    const commands: { cmd: string; expected: string[] }[] = [];
    let j = open + 1;
    for (; j < lines.length && !lines[j]!.startsWith(fence[1]!); j++) {
      const l = lines[j]!;
      if (l.startsWith('$ ')) commands.push({ cmd: l.slice(2), expected: [] });
      else if (commands.length === 0) throw new Error(`${file}:${j + 1}: a checked block starts with a \`$ \` command line`);
      else commands.at(-1)!.expected.push(l);
    }
    if (j >= lines.length) throw new Error(`${file}:${open + 1}: fenced block not closed`);
    out.push({ file, line: open + 1, commands });
    i = j;
  }
  return out;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lineRegex = (pattern: string): RegExp => new RegExp('^' + pattern.split(ELLIPSIS).map(escape).join('.*') + '$');

/**
 * Does `actual` (stdout) match the expected lines? Returns null when it does, else a message naming
 * the first expected line that could not be matched.
 */
export function matchOutput(expected: readonly string[], actual: string): string | null {
  const want = expected.map((l) => l.trimEnd());
  while (want.length && want.at(-1) === '') want.pop();
  const got = actual.replace(/\n$/, '').split('\n').map((l) => l.trimEnd());
  if (got.length === 1 && got[0] === '') got.length = 0;
  // Backtracking match: `…` lines take any number of lines; patterns are few and short.
  let best = 0;
  const go = (w: number, g: number): boolean => {
    if (w > best) best = w;
    if (w === want.length) return g === got.length;
    if (want[w] === ELLIPSIS) {
      for (let k = g; k <= got.length; k++) if (go(w + 1, k)) return true;
      return false;
    }
    if (g >= got.length) return false;
    const ok = want[w]!.includes(ELLIPSIS) ? lineRegex(want[w]!).test(got[g]!) : want[w] === got[g];
    return ok && go(w + 1, g + 1);
  };
  if (go(0, 0)) return null;
  const at = Math.min(best, want.length - 1);
  return want.length === 0
    ? `expected no output, got:\n${actual}`
    : `output does not match from expected line ${at + 1} ${JSON.stringify(want[at])}; actual output:\n${actual}`;
}
