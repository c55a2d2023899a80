/**
 * The engine's rules of dependency (docs/architecture.md, R1–R6), read from the import lines of src/:
 * - R1 core/** imports nothing from mechanics/**, compile/** or cards/**;
 * - R2 mechanics/** imports only from core/** and vocab/** (mechanics/index.ts, the composition root, excepted;
 *   mechanics/ids.ts, the list of mechanic ids, which imports only core/**, may be imported by any mechanic);
 * - R3 cards/** imports only from vocab/** (and cards/**);
 * - R4 vocab/** imports nothing outside vocab/**;
 * - R5 only src/engine/index.ts and mechanics/index.ts list mechanics (the compiler may import the latter,
 *   to hand its hooks to the CardDb; the compiler and the engine's root files may import mechanics/ids.ts,
 *   the list of ids and the hook gates each opens, which lists no mechanic's code); code outside the engine (agents,
 *   sim, cli, env) imports the face, the public API files at src/engine/, core/** and vocab/**, never
 *   mechanics/**, compile/** or cards/**;
 * - R6 no import circle crosses a folder (vocab, core, mechanics, compile, cards, the face): an import
 *   from one folder to another between two files of one circle (Tarjan's strongly connected
 *   components) is a violation; circles inside core/ are tolerated.
 *
 * Today's violations are a ratchet, known-violations.json: the test fails on a violation not in it,
 * and on an entry that no longer happens (delete the entry: the list only shrinks). The target is an
 * empty list.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, folderOf, importEdges, ROOT, type ImportEdge } from './imports.js';

const RULES = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6'] as const;
type Rule = (typeof RULES)[number];
const KNOWN_FILE = join(import.meta.dirname, 'known-violations.json');
const FACE = 'src/engine/index.ts';
const MECHANICS_ROOT = 'src/engine/mechanics/index.ts';
/** The one list of mechanic ids (capability bits, op codes): every mechanic reads its own ids there. */
const MECHANIC_IDS = 'src/engine/mechanics/ids.ts';

const edges = importEdges(['src']);
const engineEdges = edges.filter((e) => e.from.startsWith('src/engine/') && e.to.startsWith('src/engine/'));

function violations(): Map<Rule, ImportEdge[]> {
  const out = new Map<Rule, ImportEdge[]>(RULES.map((r) => [r, []]));
  const add = (r: Rule, e: ImportEdge): void => void out.get(r)!.push(e);
  for (const e of edges) {
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (a === 'core' && (b === 'mechanics' || b === 'compile' || b === 'cards')) add('R1', e);
    if (a === 'mechanics' && e.from !== MECHANICS_ROOT && e.to !== MECHANIC_IDS && b !== 'core' && b !== 'vocab') add('R2', e);
    if (e.from === MECHANIC_IDS && b !== 'core') add('R2', e); // the id list itself: core only
    if (a === 'cards' && b !== 'vocab' && b !== 'cards') add('R3', e);
    if (a === 'vocab' && b !== 'vocab') add('R4', e);
    // The compiler hands the composition root's hooks to every CardDb: importing the root lists no mechanic.
    const takesTheRoot = e.to === MECHANICS_ROOT && a === 'compile';
    // The compiler derives CardDb.gates from the ids (MECH_GATES); the self-check recomputes G.Gates from them.
    const takesTheIds = e.to === MECHANIC_IDS && (a === 'compile' || a === 'face');
    const listsMechanic = b === 'mechanics' && a !== 'mechanics' && a !== 'core' && e.from !== FACE && !takesTheRoot && !takesTheIds;
    const outsideReachesIn = a === 'outside' && (b === 'compile' || b === 'cards');
    if (listsMechanic || outsideReachesIn) add('R5', e);
  }
  const circleOf = new Map<string, number>();
  circles(engineEdges).forEach((c, i) => c.forEach((f) => circleOf.set(f, i)));
  for (const e of engineEdges) {
    const c = circleOf.get(e.from);
    if (c !== undefined && circleOf.get(e.to) === c && folderOf(e.from) !== folderOf(e.to)) add('R6', e);
  }
  return out;
}

const key = (e: ImportEdge): string => `${e.from} -> ${e.to}`;
const unique = (es: readonly ImportEdge[]): string[] => [...new Set(es.map(key))].sort();

describe('the import graph reader', () => {
  it('resolves every import of src/ to an existing file', () => {
    const missing = edges.filter((e) => !existsSync(join(ROOT, e.to))).map(key);
    expect(missing).toEqual([]);
  });

  it('reads static, type, re-export and dynamic imports with their names', () => {
    const game = edges.filter((e) => e.from === 'src/engine/game.ts');
    expect(game.some((e) => e.to === 'src/engine/core/state.ts')).toBe(true);
    expect(edges.length).toBeGreaterThan(1000);
  });

  it("finds circles with Tarjan's algorithm", () => {
    const e = (from: string, to: string): ImportEdge => ({ from, to, names: 1, typeOnly: false });
    const got = circles([e('a', 'b'), e('b', 'c'), e('c', 'a'), e('c', 'd'), e('d', 'e'), e('e', 'd'), e('f', 'a')]);
    expect(got.map((c) => c.join(' ')).sort()).toEqual(['a b c', 'd e']);
  });
});

describe('rules of dependency R1–R6 (ratchet: test/architecture/known-violations.json)', () => {
  const found = violations();
  const known = JSON.parse(readFileSync(KNOWN_FILE, 'utf8')) as Record<string, unknown>;
  // Writing the file is for shrinking it after a fix; a reviewer checks that its diff only deletes lines.
  if (process.env.WRITE_KNOWN_VIOLATIONS === '1') {
    const next: Record<string, unknown> = { $comment: known.$comment };
    for (const r of RULES) next[r] = unique(found.get(r)!);
    writeFileSync(KNOWN_FILE, JSON.stringify(next, null, 2) + '\n');
  }

  it('prints the counts', () => {
    const lines: string[] = [];
    for (const r of RULES) {
      const es = found.get(r)!;
      const names = es.reduce((n, e) => n + e.names, 0);
      const targets = new Set(es.map((e) => e.to)).size;
      const importers = new Set(es.map((e) => e.from)).size;
      lines.push(`${r} violations: ${names} names from ${targets} files, imported by ${importers} files (${unique(es).length} file → file entries)`);
    }
    const cs = circles(engineEdges);
    const crossing = cs.filter((c) => new Set(c.map(folderOf)).size > 1);
    lines.push(`circles in src/engine: ${cs.length} (${cs.map((c) => c.length).join(', ') || 'none'} files); crossing a folder: ${crossing.length}`);
    process.stdout.write(lines.join('\n') + '\n');
    expect(lines.length).toBe(RULES.length + 1);
  });

  for (const r of RULES) {
    it(`${r}: no violation beyond the known list, and every listed one still happens`, () => {
      const now = unique(found.get(r)!);
      const listed = (known[r] as string[] | undefined) ?? [];
      const added = now.filter((k) => !listed.includes(k));
      const gone = listed.filter((k) => !now.includes(k));
      expect(added, `${r}: new violations (fix the import; do not add them to known-violations.json)`).toEqual([]);
      expect(gone, `${r}: fixed — delete these entries from test/architecture/known-violations.json (the list only shrinks)`).toEqual([]);
    });
  }
});
