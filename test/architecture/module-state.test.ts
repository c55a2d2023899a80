/**
 * The engine keeps no state in its modules between calls (docs/architecture.md, "The Game value"):
 * everything a game reads lives in its state buffer, its Game (db, opts, hooks, layout) or the
 * arguments of the call. A module-level `let` under src/engine/{core,mechanics,compile,vocab,cards}
 * is one: a value one call leaves for the next (a cache of "the last card database", the seat of the
 * grant being applied), shared by every Game of the process and every worker's games in turn.
 * Scratch typed arrays (`const span = new Int32Array(2)`, filled and read within one call) are not
 * module state and are not looked for here.
 *
 * Allowed: names assigned only while the module loads (a constant built by a loop), listed below.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, stripComments } from './imports.js';

/** file: names written only at load time. */
const LOAD_TIME: Record<string, readonly string[]> = {
  'src/engine/core/movement.ts': ['COL_A', 'COL_E'], // the column masks, built by a loop at load
};

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((f) => {
    const rel = posix.join(dir, f);
    return statSync(join(ROOT, rel)).isDirectory() ? walk(rel) : rel.endsWith('.ts') ? [rel] : [];
  });
}

/** The names declared by top-level `let` (or `var`) statements of a source text. */
export function moduleLets(code: string): string[] {
  const names: string[] = [];
  for (const m of stripComments(code).matchAll(/^(?:export\s+)?(?:let|var)\s+([A-Za-z_$][\w$]*)/gm)) names.push(m[1]!);
  return names;
}

describe('engine modules keep no state between calls', () => {
  it('finds a module-level let (the detector works)', () => {
    expect(moduleLets('const a = 1;\nlet seatOfGrant = 0;\nfunction f() {\n  let local = 1;\n}\nexport let cache = null;\n')).toEqual(['seatOfGrant', 'cache']);
  });
  it('no module-level let under core/, mechanics/, compile/, vocab/, cards/ but the load-time constants', () => {
    const found: string[] = [];
    for (const dir of ['core', 'mechanics', 'compile', 'vocab', 'cards']) {
      for (const file of walk(`src/engine/${dir}`)) {
        const allowed = LOAD_TIME[file] ?? [];
        for (const name of moduleLets(readFileSync(join(ROOT, file), 'utf8'))) if (!allowed.includes(name)) found.push(`${file}: let ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});
