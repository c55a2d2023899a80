/**
 * The build (scripts/bundle-engine.mjs, run by `npm run build` after tsc) puts the compiled engine,
 * agents and play loop (sim/play.js) into one module scope, dist/src/engine/bundle.js, and leaves at every module's path a file
 * that only re-exports from it. Every other test imports those paths, so the whole suite runs the
 * bundled code; this test checks the layout that makes that true: one copy of every module, no
 * module left outside the bundle (a module outside it would hold its own module-level buffers and
 * pay the cross-module calls the bundle removes).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsFiles } from '../helpers/files.js';

const DIST = join(import.meta.dirname, '../../dist/src');
const CHUNK = join(DIST, 'engine/bundle.js');


describe('engine bundle (scripts/bundle-engine.mjs)', () => {
  const files = [...jsFiles(join(DIST, 'engine')), ...jsFiles(join(DIST, 'agents')), join(DIST, 'sim/play.js')].filter((f) => f !== CHUNK);

  it('every engine, agent and play-loop module is a re-export of the one chunk', () => {
    const notFacades: string[] = [];
    for (const f of files) {
      const code = readFileSync(f, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, '').trim();
      // `export { a as b, … } from "…/bundle.js";`; a module that exports only types: `import "…/bundle.js"; export {};`.
      const facade = /^(export \{[^}]*\} from "(\.\.?\/)+(engine\/)?bundle\.js";\s*)+$/.test(code) || /^import "(\.\.?\/)+(engine\/)?bundle\.js";\s*export \{\};$/.test(code);
      if (!facade) notFacades.push(relative(DIST, f));
    }
    expect(notFacades).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });

  it('the chunk holds the code and imports only seedrandom and Node built-ins', () => {
    const chunk = readFileSync(CHUNK, 'utf8');
    expect(chunk).toMatch(/^function legalMain\(s, out\)/m);
    expect(chunk).toMatch(/^function applyAction\(s, a\)/m);
    const imports = [...chunk.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.filter((m) => m !== 'seedrandom' && !m!.startsWith('node:'))).toEqual([]);
  });

  it('a class reached through two paths is one class (no module exists twice)', async () => {
    const state = await import('../../dist/src/engine/core/state.js');
    const game = await import('../../dist/src/engine/game.js');
    const { cardDb } = await import('../../dist/src/engine/card-pool.js');
    const { DEFAULT_OPTIONS } = await import('../../dist/src/engine/core/options.js');
    expect(game.newState(cardDb(), DEFAULT_OPTIONS)).toBeInstanceOf(state.GameState);
  });
});
