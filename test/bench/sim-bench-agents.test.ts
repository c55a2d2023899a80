/**
 * The sim benchmark plays the agents it reports (benchmarks/sim.ts). It once reported
 * `agents: ['random', 'random']` while passing no agent flags, so after `berserk sim`'s default
 * became the scripted agent its figures (480 / 1,014 games/s end to end) were scripted games, about
 * 7× slower than the random games the README's row says. The runs' own summaries now say who
 * played (`agentsPlayed`), and a run whose agents differ stops the benchmark. No timing is read here.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('benchmarks/sim.ts', () => {
  it('the agents its runs played are the agents its config reports', () => {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'dist/benchmarks/sim.js'), '--games', '300', '--reps', '1', '--big', '300'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { agentsPlayed: string[]; config: { agents: string[] } };
    expect(report.agentsPlayed).toEqual([...new Set(report.config.agents)].sort());
    expect(report.config.agents).toEqual(['random', 'random']);
  }, 60_000);
});
