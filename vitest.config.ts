import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 300_000,
    // Some suites run a whole simulation in beforeAll; on a loaded machine that takes far more than 10 s.
    hookTimeout: 300_000,
    pool: 'forks',
    server: {
      deps: {
        // Compiled engine code (dist/, built by `npm test` first) is loaded by Node itself, not
        // through Vite's module transform, which makes cross-module calls several times slower.
        // Heavy tests (random-game invariants, perft) import from dist/ for that reason.
        external: [/\/dist\//],
      },
    },
  },
});
