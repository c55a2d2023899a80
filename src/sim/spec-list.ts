/**
 * Lists of agent specs on a command line: `--baselines random,scripted,mcts:1000` and the ladder's
 * `--rungs 'random>scripted,scripted>mcts:1000'`. An `external:CMD` spec holds a shell command,
 * which may itself contain the separators (`2>/dev/null`, `--tags a,b`), so the splitter knows
 * shell quoting:
 *
 *   - a separator inside single or double quotes, or after a backslash (outside single quotes),
 *     does not split;
 *   - a piece wholly inside one pair of quotes is unwrapped (`"external:python3 bot.py 2>/dev/null"`);
 *     quotes anywhere else are kept, since they are the shell's (`external:python3 -c "print(1,2)"`);
 *   - a comma followed by `key=value` continues the spec before it (`mcts:1000,c=1.4`), as the
 *     agent spec grammar says (agents/registry.ts).
 *
 * Errors are `SpecListError`s with one line that says what to quote.
 */

export class SpecListError extends Error {}

/**
 * Why the shell would refuse `cmd`'s quoting (an unterminated quote or a trailing backslash), or
 * null when it is balanced. POSIX sh rules: nothing escapes inside '…'; a backslash escapes the
 * next character outside quotes and inside "…".
 */
export function shellQuoteProblem(cmd: string): string | null {
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i]!;
    if (quote === "'") {
      if (c === "'") quote = null;
    } else if (c === '\\') {
      if (i + 1 >= cmd.length) return 'it ends with a lone backslash';
      i++;
    } else if (quote === '"') {
      if (c === '"') quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
    }
  }
  return quote ? `its ${quote === "'" ? 'single' : 'double'} quote is not closed` : null;
}

/** Split `text` at the characters of `seps` that are outside quotes and not escaped; pieces keep their quotes. */
export function splitOutsideQuotes(text: string, seps: string): string[] {
  const out: string[] = [];
  let quote: "'" | '"' | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = null;
    } else if (c === '\\') {
      i++;
    } else if (quote === '"') {
      if (c === '"') quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (seps.includes(c)) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quote) throw new SpecListError(`${JSON.stringify(text)}: a ${quote === "'" ? 'single' : 'double'} quote is not closed`);
  out.push(text.slice(start));
  return out;
}

/** A piece wholly inside one pair of matching quotes, unwrapped (and trimmed); other pieces trimmed. */
export function unwrapQuotes(piece: string): string {
  const t = piece.trim();
  if (t.length >= 2 && (t[0] === '"' || t[0] === "'") && t.at(-1) === t[0]) {
    const inner = t.slice(1, -1);
    // Only if that pair is one quoted word: `"a" "b"` is two quoted words, kept as it is.
    if (!inner.includes(t[0]!)) return inner.trim();
  }
  return t;
}

const PARAM = /^\s*[A-Za-z][A-Za-z0-9_]*=/;

/**
 * The agent specs of a comma-separated list, in order (see the module comment). Throws
 * SpecListError on an empty list, an empty item or an unclosed quote.
 */
export function splitSpecList(text: string): string[] {
  const raw = splitOutsideQuotes(text, ',');
  const out: string[] = [];
  for (const piece of raw) {
    const prev = out.at(-1);
    if (prev !== undefined && PARAM.test(piece) && prev.includes(':') && !/^\s*["']/.test(piece)) out[out.length - 1] = `${prev},${piece}`;
    else out.push(piece);
  }
  const specs = out.map(unwrapQuotes);
  if (specs.length === 0 || specs.some((s) => s === '')) {
    throw new SpecListError(`${JSON.stringify(text)}: expected agent specs separated by commas, e.g. random,scripted (an empty item)`);
  }
  return specs;
}

/**
 * The rungs of a ladder list `A>B,C>D` (also `;` between rungs). A spec holding `>` or `,` (an
 * `external:` command with a redirection) is quoted: `'"external:python3 bot.py 2>/dev/null">scripted'`.
 */
export function splitRungList(text: string): Array<{ a: string; b: string }> {
  const raw = splitOutsideQuotes(text, ',;');
  const rungs: string[] = [];
  for (const piece of raw) {
    const prev = rungs.at(-1);
    if (prev !== undefined && PARAM.test(piece) && prev.includes(':')) rungs[rungs.length - 1] = `${prev},${piece}`;
    else rungs.push(piece);
  }
  return rungs.map((r) => {
    const sides = splitOutsideQuotes(r, '>').map(unwrapQuotes);
    if (sides.length !== 2 || sides[0] === '' || sides[1] === '') {
      const hint = sides.length > 2 ? '; quote a spec that contains ">" (e.g. \'"external:python3 bot.py 2>/dev/null">scripted\')' : '';
      throw new SpecListError(`rung ${JSON.stringify(r.trim())}: expected A>B, two agent specs${hint}`);
    }
    return { a: sides[0]!, b: sides[1]! };
  });
}
