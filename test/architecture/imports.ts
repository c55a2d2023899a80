/**
 * The import graph of src/ as the dependency test (dependencies.test.ts) reads it: every relative
 * import line (static, `import type`, re-exports, `import()`), resolved to a repository path, with the
 * names it imports; the folder of each engine file; and the strongly connected components (Tarjan).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
const ENGINE = 'src/engine/';

export interface ImportEdge {
  from: string;
  to: string;
  /** Names imported (a namespace import or `export *` counts one). */
  names: number;
  typeOnly: boolean;
}

function walk(dir: string, out: string[]): string[] {
  for (const f of readdirSync(join(ROOT, dir))) {
    const rel = posix.join(dir, f);
    if (statSync(join(ROOT, rel)).isDirectory()) walk(rel, out);
    else if (f.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** Source without comments (block comments, and line comments that start a line or follow code). */
export function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[;{}\s])\/\/[^\n]*/g, '$1');
}

function countNames(clause: string): number {
  const c = clause.replace(/^type\s+/, '').trim();
  const braces = c.match(/\{([\s\S]*)\}/);
  let n = braces ? braces[1]!.split(',').filter((x) => x.trim().length > 0).length : 0;
  if (c.replace(/\{[\s\S]*\}/, '').replace(/,/g, '').trim().length > 0) n++; // a default, `* as X` or `*`
  return n;
}

const STATIC = /(?:^|[\n;])\s*(import|export)\s+([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const BARE = /(?:^|[\n;])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every relative import of every .ts file under `dirs` (repository-relative), resolved to .ts paths. */
export function importEdges(dirs: readonly string[] = ['src']): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of dirs.flatMap((d) => walk(d, []))) {
    const text = stripComments(readFileSync(join(ROOT, file), 'utf8'));
    const resolve = (spec: string): string => posix.normalize(posix.join(posix.dirname(file), spec)).replace(/\.js$/, '.ts');
    for (const m of text.matchAll(STATIC)) {
      const clause = m[2]!;
      edges.push({ from: file, to: resolve(m[3]!), names: countNames(clause), typeOnly: /^type\s/.test(clause) });
    }
    for (const m of text.matchAll(BARE)) edges.push({ from: file, to: resolve(m[1]!), names: 0, typeOnly: false });
    for (const m of text.matchAll(DYNAMIC)) edges.push({ from: file, to: resolve(m[1]!), names: 1, typeOnly: false });
  }
  return edges;
}

export type Folder = 'vocab' | 'core' | 'mechanics' | 'compile' | 'cards' | 'face' | 'outside';

/** The engine folder of a repository path: the face and public API files at src/engine/ are 'face'. */
export function folderOf(path: string): Folder {
  if (!path.startsWith(ENGINE)) return 'outside';
  const rest = path.slice(ENGINE.length);
  const top = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '';
  if (top === 'vocab' || top === 'core' || top === 'mechanics' || top === 'compile' || top === 'cards') return top;
  return 'face';
}

/** Strongly connected components with more than one file (Tarjan, iterative). */
export function circles(edges: readonly ImportEdge[]): string[][] {
  const adj = new Map<string, string[]>();
  for (const e of edges) {
    if (!adj.has(e.from)) adj.set(e.from, []);
    if (!adj.has(e.to)) adj.set(e.to, []);
    adj.get(e.from)!.push(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  for (const start of adj.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [v, i] = top;
      const succ = adj.get(v)!;
      if (i < succ.length) {
        top[1]++;
        const w = succ[i]!;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      } else {
        work.pop();
        if (work.length > 0) {
          const u = work[work.length - 1]![0];
          low.set(u, Math.min(low.get(u)!, low.get(v)!));
        }
        if (low.get(v) === index.get(v)) {
          const comp: string[] = [];
          let w: string;
          do {
            w = stack.pop()!;
            onStack.delete(w);
            comp.push(w);
          } while (w !== v);
          if (comp.length > 1) out.push(comp.sort());
        }
      }
    }
  }
  return out;
}

