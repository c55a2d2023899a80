import * as os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test folders whose files play games in the test process itself and share no state through the
 * modules they import (no CLI runs, no environment, no process hooks). They run without module
 * isolation: each worker loads and compiles the engine and the card database once instead of once
 * per file, which was most of these files' time (test/cards: 42.6 s of CPU instead of 116 s).
 */
const SHARED_MODULES = ['cards', 'combat', 'decks', 'engine', 'golden', 'helpers', 'invariants', 'mechanics', 'perft', 'rules'].map((d) => `test/${d}/**/*.test.ts`);

export default defineConfig({
  test: {
    testTimeout: 300_000,
    // Some suites run a whole simulation in beforeAll; on a loaded machine that takes far more than 10 s.
    hookTimeout: 300_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core CI machine,
    // which leaves a core idle whenever a file plays in its own process or waits for a child.
    maxWorkers: Math.max(2, os.availableParallelism()),
    server: {
      deps: {
        // Compiled engine code (dist/, built by `npm test` first) is loaded by Node itself, not
        // through Vite's module transform, which makes cross-module calls several times slower.
        // Heavy tests (random-game invariants, perft) import from dist/ for that reason.
        external: [/\/dist\//],
      },
    },
    projects: [
      { extends: true, test: { name: 'shared-modules', include: SHARED_MODULES, isolate: false } },
      // CLI runs, worker pools, outside bots, run folders, environment variables: a fresh module graph per file.
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: SHARED_MODULES } },
    ],
  },
});
