/**
 * Build step after `tsc`: put the compiled engine and agents (dist/src/engine/**, dist/src/agents/**)
 * and the play loop (dist/src/sim/play.js) into one module scope.
 *
 * Why: V8 compiles every use of an imported binding (a function or a constant of another module) as
 * a load from that module's cell with a hole (TDZ) check. The engine is ~150 small modules that call
 * each other on every action, so those loads were a large part of its machine code. With one scope,
 * calls are plain local calls and constants fold. Callgrind, 300 vanilla games: instructions −16 %,
 * instruction-cache misses −16 %, mispredicted branches −25 % against the per-module build
 * (CHANGELOG.md 0.1.0, "Build and speed").
 *
 * How: every compiled module of those folders becomes a rolldown entry whose output file keeps its
 * path, so every importer (CLI, workers, benchmarks, tests) loads the same paths as before; each such
 * file only re-exports from the shared chunk dist/src/engine/bundle.js, which holds all the code.
 * Every module is an entry, so no module exists twice (one copy of each module-level buffer). The
 * engine and agents import nothing outside these folders but `seedrandom` and Node built-ins (kept
 * external; agents/external.ts runs outside bots), and use
 * no `import.meta` (checked below), so moving their code into one file changes nothing else.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'dist/src');
const FOLDERS = ['engine', 'agents'];
/** Single modules outside those folders that belong in the bundle: the play loop calls the engine on every action. */
const FILES = ['sim/play.js'];
const CHUNK = 'engine/bundle';

function jsFiles(dir, out = []) {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) jsFiles(p, out);
    else if (p.endsWith('.js')) out.push(p);
  }
  return out;
}

function fail(msg) {
  console.error(`bundle-engine: ${msg}`);
  process.exit(1);
}

for (const f of FOLDERS) if (!existsSync(join(src, f))) fail(`dist/src/${f} is missing: run tsc first`);
// tsc rewrites every module but never deletes the previous build's chunk.
rmSync(join(src, `${CHUNK}.js`), { force: true });
rmSync(join(src, `${CHUNK}.js.map`), { force: true });

// Bundle from a copy of tsc's output, then write over the originals.
const work = mkdtempSync(join(tmpdir(), 'berserk-bundle-'));
try {
  const input = {};
  const copied = [];
  for (const f of FOLDERS) {
    cpSync(join(src, f), join(work, f), { recursive: true });
    copied.push(...jsFiles(join(work, f)));
  }
  for (const f of FILES) {
    cpSync(join(src, f), join(work, f));
    copied.push(join(work, f));
  }
  {
    for (const file of copied) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(`${CHUNK.split('/')[1]}.js'`)) fail(`${relative(work, file)} is already a re-export of the chunk: run tsc before this script (npm run build)`);
      if (/\bimport\.meta\b/.test(text)) fail(`${relative(work, file)} uses import.meta: its code would move to ${CHUNK}.js`);
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        const spec = m[1];
        if (spec.startsWith('.')) {
          const target = relative(work, join(file, '..', spec));
          if (target.startsWith('..') || !(FOLDERS.includes(target.split('/')[0]) || FILES.includes(target))) fail(`${relative(work, file)} imports ${spec}, outside ${FOLDERS.join(' and ')}`);
        } else if (spec !== 'seedrandom' && !spec.startsWith('node:')) fail(`${relative(work, file)} imports package ${spec}: add it to the externals`);
      }
      input[relative(work, file).replace(/\.js$/, '')] = file;
    }
  }
  for (const f of FOLDERS) for (const file of jsFiles(join(src, f))) rmSync(file);
  for (const f of FILES) rmSync(join(src, f));
  await build({
    input,
    external: ['seedrandom', /^node:/],
    platform: 'node',
    // Side effects of module bodies (tables built at load time) must run as in the unbundled build.
    treeshake: { moduleSideEffects: true },
    output: {
      dir: src,
      format: 'esm',
      entryFileNames: '[name].js',
      // One chunk for all shared code: every module is an entry, so without this rolldown would split.
      codeSplitting: { groups: [{ name: CHUNK, test: /./ }] },
      chunkFileNames: '[name].js',
      sourcemap: true,
    },
    logLevel: 'warn',
  });
  if (!existsSync(join(src, `${CHUNK}.js`))) fail(`rolldown wrote no ${CHUNK}.js`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
