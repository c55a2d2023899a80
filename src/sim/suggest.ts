/**
 * "Did you mean": the closest of a list of known words to a word the user typed, by edit distance
 * (Levenshtein, on lower-cased text with ё read as е), or null when nothing is close enough to be a
 * likely typo (distance at most a third of the word's length, and at least 1 allowed).
 */

/** Lower case, ё → е, runs of spaces and dashes folded: how two spellings of a name are compared. */
export function foldWord(s: string): string {
  return s.trim().toLowerCase().replace(/ё/g, 'е').replace(/[\s\u00a0]+/g, ' ').replace(/[‐‑–—]/g, '-');
}

/** Levenshtein distance of a and b, stopping early (returning > limit) once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** The known word closest to `typed`, or null (see the file comment). Ties go to the earlier word. */
export function closest(typed: string, known: readonly string[]): string | null {
  const t = foldWord(typed);
  const limit = Math.max(1, Math.floor(t.length / 3));
  let best: string | null = null;
  let bestD = limit + 1;
  for (const k of known) {
    const f = foldWord(k);
    // A prefix of a long name ("Гном" for "Гном-басаарг") is a suggestion too.
    const d = t.length >= 3 && f.startsWith(t) ? Math.min(1, editDistance(t, f, limit)) : editDistance(t, f, limit);
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}
