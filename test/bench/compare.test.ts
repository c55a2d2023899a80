/**
 * `berserk bench compare` on synthetic result files (test/bench/fixtures, written by generate.mjs):
 * no real timing is taken here. The acceptance cases of the CI benchmark: two runs of one build →
 * "no detectable change", exit 0; a build slowed by 10 % → "slower", exit 1; changed behaviour →
 * exit 3 (or the speed verdict with --allow-signature-change).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareMetric, compareResults } from '../../benchmarks/compare.js';
import { metric, readResult } from '../../benchmarks/result.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const fx = (name: string): string => path.join(repoRoot, 'test/bench/fixtures', `${name}.json`);

function bench(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, 'bench', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error(`${path.relative(repoRoot, cli)} is missing: build first (npm run build)`);
});

describe('bench compare: wall-clock results (default threshold 5 %)', () => {
  it('two runs of the same build: no detectable change, exit 0', () => {
    const r = bench('compare', fx('time-base'), fx('time-same'));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('behaviour: unchanged');
    expect(r.stdout).toMatch(/verdict: no detectable change; exit 0/);
    expect(r.stdout).not.toMatch(/→ slower/);
  });
  it('a build slowed by about 10 %: slower, exit 1', () => {
    const r = bench('compare', fx('time-base'), fx('time-slower-10pct'));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/engine\/games-per-sec .*→ slower, beyond the 5\.0 % threshold/);
    expect(r.stdout).toMatch(/^verdict: slower: /m);
  });
  it('a higher threshold than the slowdown: slower but exit 0', () => {
    const r = bench('compare', fx('time-base'), fx('time-slower-10pct'), '--threshold', '50');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/verdict: slower within the threshold/);
  });
  it('changed behaviour: the signatures and action counts are shown, exit 3', () => {
    const r = bench('compare', fx('time-base'), fx('time-behaviour-changed'));
    expect(r.status).toBe(3);
    expect(r.stdout).toContain('behaviour CHANGED');
    expect(r.stdout).toContain('engine: 3f1c9a77d2e04b18 → 51d2e8a0c3b97f64, actions 601,234 → 601,300 (+66)');
  });
  it('changed behaviour with --allow-signature-change: the speed verdict decides', () => {
    const r = bench('compare', fx('time-base'), fx('time-behaviour-changed'), '--allow-signature-change');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('allowed by --allow-signature-change');
  });
});

describe('bench compare: instruction counts (default threshold 1 %)', () => {
  it('two runs of the same build: no detectable change, exit 0', () => {
    const r = bench('compare', fx('instructions-base'), fx('instructions-same'));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/regression threshold 1\.0 %/);
    expect(r.stdout).toMatch(/verdict: no detectable change/);
  });
  it('10 % more instructions: slower, exit 1', () => {
    const r = bench('compare', fx('instructions-base'), fx('instructions-slower-10pct'));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/text-games\/instructions-per-game .*cost ×1\.0999.*→ slower, beyond the 1\.0 % threshold/);
  });
  it('0.5 % more instructions, inside the noise floor: no detectable change, exit 0', () => {
    const r = bench('compare', fx('instructions-base'), fx('instructions-slower-half-pct'));
    expect(r.status).toBe(0);
  });
  it('changed behaviour: exit 3', () => {
    const r = bench('compare', fx('instructions-base'), fx('instructions-behaviour-changed'));
    expect(r.status).toBe(3);
    expect(r.stdout).toContain('printed-games: 0ed8c5aa3a4de256 → 77aa01b2c3d4e5f6, actions 25,415 → 25,399 (-16)');
  });
});

describe('bench compare: bad input (one line, exit 2)', () => {
  it('a missing file', () => {
    const r = bench('compare', fx('no-such-file'), fx('time-base'));
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('no-such-file.json: cannot read the file');
    expect(r.stdout).toBe('');
  });
  it('a file of the old format (no schema field)', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-bench-'));
    const old = path.join(tmp, 'old.json');
    fs.writeFileSync(old, JSON.stringify({ engine: {}, engineVanilla: {}, sim: {} }));
    const r = bench('compare', old, fx('time-base'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no "schema" field');
    fs.rmSync(tmp, { recursive: true });
  });
  it('a sample that is not a number names the field', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-bench-'));
    const bad = JSON.parse(fs.readFileSync(fx('time-base'), 'utf8'));
    bad.metrics['engine/games-per-sec'].samples[2] = 'fast';
    fs.writeFileSync(path.join(tmp, 'bad.json'), JSON.stringify(bad));
    const r = bench('compare', path.join(tmp, 'bad.json'), fx('time-base'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.json: field metrics\.engine\/games-per-sec\.samples\.2: /);
    fs.rmSync(tmp, { recursive: true });
  });
  it('an instruction result against a wall-clock one', () => {
    const r = bench('compare', fx('instructions-base'), fx('time-base'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cannot compare');
  });
  it('a threshold that is not a percentage', () => {
    const r = bench('compare', fx('time-base'), fx('time-same'), '--threshold', 'lots');
    expect(r.status).toBe(2);
  });
});

describe('compareMetric', () => {
  it('is deterministic: the same files give the same interval', () => {
    const a = compareResults(readResult(fx('time-base')), readResult(fx('time-slower-10pct')));
    const b = compareResults(readResult(fx('time-base')), readResult(fx('time-slower-10pct')));
    expect(a.metrics).toEqual(b.metrics);
  });
  it('a throughput figure is compared by its cost: half the games/s is twice the cost', () => {
    const base = metric('w', 'games-per-sec', 'games/s', 'higher', [100, 101, 99, 100, 102]);
    const head = metric('w', 'games-per-sec', 'games/s', 'higher', [50, 50.5, 49.5, 50, 51]);
    const c = compareMetric('w/games-per-sec', base, head, 0.05);
    expect(c.costRatio).toBeCloseTo(2, 6);
    expect(c.verdict).toBe('slower');
    expect(c.regression).toBe(true);
  });
  it('identical single samples with a noise floor: no detectable change', () => {
    const base = metric('w', 'instructions-per-game', 'instructions/game', 'lower', [1_000_000], 0.005);
    const head = metric('w', 'instructions-per-game', 'instructions/game', 'lower', [1_003_000], 0.005);
    const c = compareMetric('w/i', base, head, 0.01);
    expect(c.verdict).toBe('no detectable change');
    expect(c.lo).toBeLessThan(1);
  });
  it('a single sample 2 % above the base with a 0.5 % floor: slower beyond a 1 % threshold', () => {
    const base = metric('w', 'instructions-per-game', 'instructions/game', 'lower', [1_000_000], 0.005);
    const head = metric('w', 'instructions-per-game', 'instructions/game', 'lower', [1_020_000], 0.005);
    const c = compareMetric('w/i', base, head, 0.01);
    expect(c.verdict).toBe('slower');
    expect(c.regression).toBe(true);
  });
});

describe('a --quick wall-clock result', () => {
  it('is named in a note: its figures are not comparable', () => {
    const base = readResult(fx('time-base'));
    const quick = { ...base, config: { engine: { reps: 3, gamesPerRep: 500 } } };
    const full = { ...base, config: { engine: { reps: 11, gamesPerRep: 2000 } } };
    expect(compareResults(full, quick).lines.join('\n')).toMatch(/note: the head is a --quick run \(3 repetitions of 500 games\)/);
    expect(compareResults(full, full).lines.join('\n')).not.toMatch(/--quick/);
  });
});

