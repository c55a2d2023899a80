/**
 * benchmarks/paired-builds.ts compares two builds in one process. Against itself it must find the
 * same games (equal layout-independent signatures), report one ratio per process with the load
 * order alternating, and refuse bad input with exit 2 and one line. No timing is read here.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(repoRoot, 'dist/benchmarks/paired-builds.js');
const run = (args: string[]) => spawnSync(process.execPath, [script, ...args], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 24 });

describe('benchmarks/paired-builds.ts', () => {
  it('against itself: the same games, one ratio per process, load order alternating', () => {
    const r = run(['--base', repoRoot, '--processes', '2', '--pairs', '2', '--batch', '20', '--warmup', '20']);
    expect(r.status, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout) as {
      perProcess: { baseFirst: boolean; ratio: number }[];
      signature: { base: { actionsHash: string; actions: number }; head: { actionsHash: string; actions: number } };
      headOverBase: number;
      config: { gamesPerBatch: number };
    };
    expect(rep.perProcess.map((p) => p.baseFirst)).toEqual([true, false]);
    expect(rep.signature.head).toEqual(rep.signature.base);
    // games 0..999 of the bench decks: the engine benchmark's signature action count (benchmarks/engine.ts)
    expect(rep.signature.base.actions).toBe(523_791);
    expect(rep.headOverBase).toBeGreaterThan(0);
    expect(rep.config.gamesPerBatch).toBe(20);
  }, 120_000);

  it('bad input: exit 2 and one line naming the flag', () => {
    const missing = run(['--processes', '1']);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toMatch(/--base/);
    const noBuild = run(['--base', '/nonexistent/checkout']);
    expect(noBuild.status).toBe(2);
    expect(noBuild.stderr).toMatch(/^error: --base \/nonexistent\/checkout: no dist\/src\/sim\/play\.js/);
    const badCount = run(['--base', repoRoot, '--pairs', '0']);
    expect(badCount.status).toBe(2);
    expect(badCount.stderr.trim().split('\n')).toHaveLength(1);
  });
});
