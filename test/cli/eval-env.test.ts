/**
 * `berserk eval --candidate env:CMD`: a protocol-v2 client hosted by eval (sim/env-candidate.ts).
 * The client plays exactly the games any other candidate plays (a v2 client and a v1 bot with the
 * same policy give the same result lines), the table is reproducible and resumable, hostile clients
 * fail the run with one line and leave no process behind, and `env:` anywhere else is a usage
 * error. The bots are test/cli/bots/min_v1_bot.py and min_v2_bot.py (modes for the hostile ones).
 * Needs dist/ (`npm run build`) and python3 with numpy.
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveMembers } from '../helpers/processes.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const hasPython = spawnSync('python3', ['-c', 'import numpy']).status === 0;
const V2 = 'python3 test/cli/bots/min_v2_bot.py';
const V1 = 'python3 test/cli/bots/min_v1_bot.py';

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], env: NodeJS.ProcessEnv = {}): Outcome {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same, without blocking the test process (several hostile clients at once). */
function runAsync(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, [cli, ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    c.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    c.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    c.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The table under the SPRT line (the baseline rows and their header). */
function table(stdout: string): string {
  return stdout.slice(stdout.indexOf('\n| baseline'));
}

/** The result lines of a --results file without the candidate's spec, in pair order per baseline. */
function resultLines(file: string): unknown[] {
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => {
      const { b: _b, ...rest } = JSON.parse(l) as Record<string, unknown>;
      return rest;
    })
    .sort((x, y) => String(x.a).localeCompare(String(y.a)) || (x.index as number) - (y.index as number));
}


let tmp = '';
beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error(`${path.relative(repoRoot, cli)} is missing: build first (npm run build)`);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-eval-env-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!hasPython)('berserk eval --candidate env:CMD', () => {
  it('a v2 client and a v1 bot with the same policy play the same games: identical result lines and table', () => {
    // 5 pairs on 2 envs: env 0 plays pairs 0, 2, 4 and env 1 pairs 1, 3, so envs end at different
    // times and a done env waits while the other plays on.
    const common = ['--baselines', 'random,scripted', '--pairs', '5', '--max-turns', '40', '--threads', '1'];
    const f2 = path.join(tmp, 'v2.jsonl');
    const f1 = path.join(tmp, 'v1.jsonl');
    const r2 = run(['eval', '--candidate', `env:${V2}`, '--env-envs', '2', '--results', f2, ...common]);
    expect(r2.status, r2.stderr).toBe(0);
    const r1 = run(['eval', '--candidate', `external:${V1}`, '--results', f1, ...common]);
    expect(r1.status, r1.stderr).toBe(0);
    expect(resultLines(f2)).toEqual(resultLines(f1));
    expect(table(r2.stdout)).toBe(table(r1.stdout));
    // Not a table of draws: the games were decided, so seats and seeds matter.
    expect(r2.stdout).toMatch(/^\| scripted \| 5 \| 10 \| \d+–\d+–[1-9]\d* \|/m);
    // Mirror decks and the other observation mode: the same games again.
    const m2 = path.join(tmp, 'm2.jsonl');
    const m1 = path.join(tmp, 'm1.jsonl');
    const mirror = ['--baselines', 'scripted', '--pairs', '3', '--max-turns', '40', '--threads', '1', '--mirror', '--seed', '7'];
    expect(run(['eval', '--candidate', `env:${V2}`, '--env-obs', 'delta', '--results', m2, ...mirror]).status).toBe(0);
    expect(run(['eval', '--candidate', `external:${V1}`, '--results', m1, ...mirror]).status).toBe(0);
    expect(resultLines(m2)).toEqual(resultLines(m1));
  });

  it('--stop and --json: the same verdict at the same pair as the v1 bot', () => {
    const j2 = path.join(tmp, 'stop2.json');
    const j1 = path.join(tmp, 'stop1.json');
    const common = ['--baselines', 'scripted', '--pairs', '30', '--stop', '--max-turns', '40', '--threads', '1'];
    expect(run(['eval', '--candidate', `env:${V2}`, '--env-envs', '4', '--json', j2, ...common]).status).toBe(0);
    expect(run(['eval', '--candidate', `external:${V1}`, '--json', j1, ...common]).status).toBe(0);
    const matches = (f: string): unknown[] =>
      (JSON.parse(fs.readFileSync(f, 'utf8')) as { matches: Array<Record<string, unknown>> }).matches.map(({ b: _b, seconds: _s, ...m }) => m);
    expect(matches(j2)).toEqual(matches(j1));
    const m = matches(j2)[0] as { pairs: number; sprt: { verdict: string; atPairs: number } };
    expect(m.sprt.verdict).toBe('H0');
    expect(m.pairs).toBe(m.sprt.atPairs);
    expect(m.pairs).toBeLessThan(30);
  });

  it('the same command twice gives the same table, whatever --env-envs; --results resumes to the table of one run', () => {
    const base = ['eval', '--candidate', 'env:python3 bots/random_env_bot.py', '--baselines', 'random', '--max-turns', '40'];
    const a = run([...base, '--pairs', '4']);
    const b = run([...base, '--pairs', '4']);
    const c = run([...base, '--pairs', '4', '--env-envs', '3']);
    expect(a.status, a.stderr).toBe(0);
    expect(table(b.stdout)).toBe(table(a.stdout));
    expect(table(c.stdout)).toBe(table(a.stdout));
    expect(a.stderr).toMatch(/random_env_bot: 8 games, \d+ decisions on 4 envs/);
    const file = path.join(tmp, 'resume.jsonl');
    expect(run([...base, '--pairs', '2', '--results', file]).status).toBe(0);
    const r = run([...base, '--pairs', '4', '--results', file]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/2 pairs read from .*resume\.jsonl, 2 to play/);
    expect(table(r.stdout)).toBe(table(a.stdout));
    // Everything read back: no client is started at all.
    const again = run([...base, '--pairs', '4', '--results', file]);
    expect(again.status).toBe(0);
    expect(again.stderr).not.toMatch(/random_env_bot:/);
    expect(table(again.stdout)).toBe(table(a.stdout));
  });

  it('hostile clients: one line naming the bot and the env and game seed, exit 1, no --json, finished pairs kept, nothing hangs', async () => {
    const pidFile = path.join(tmp, 'hang.pid');
    const cases: Array<[string, RegExp, NodeJS.ProcessEnv]> = [
      ['exit', /the client process exited \(code 3\) before bye/, {}],
      ['garbage', /client frame: frame length \d+ out of range 1\.\.1048576/, {}],
      ['illegal', /actions frame, env \d+: action \d+ is not legal .*; env \d+: pair \d+ game [12] of 2 \(client P[12]\), game seed [0-9a-f]{16}$/, {}],
      ['hang', /no answer within 2000 ms to step frame 1 \(\$BERSERK_BOT_TIMEOUT_MS\); env 0: pair 0 game 1 of 2/, { BERSERK_BOT_TIMEOUT_MS: '2000', PID_FILE: pidFile }],
      ['again', /actions frame, env \d+: action 0, but the env has no game left .*send -1 for it; env \d+ is done, its last game: pair \d+ game 2 of 2 \(client P1\), game seed [0-9a-f]{16}$/, {}],
      ['close', /close frame before bye/, {}],
      // A client's unterminated stderr line never swallows ours: its stderr is forwarded in whole lines.
      ['mumble', /actions frame, env \d+: action \d+ is not legal /, {}],
      ['short', /actions frame: 4 bytes, expected 8 \(one i32 per env\); env 0: pair 0 game 1 of 2/, {}],
      ['type', /client frame type 99: a hosted client sends 16 \(actions\), 19 \(stats\), 20 \(model\) or 21 \(describe\)/, {}],
    ];
    const outs = await Promise.all(
      cases.map(([mode, , env]) => {
        const json = path.join(tmp, `${mode}.json`);
        const results = path.join(tmp, `${mode}.jsonl`);
        return runAsync(['eval', '--candidate', `env:${V2} ${mode}`, '--baselines', 'random', '--pairs', '3', '--env-envs', '2', '--max-turns', '30', '--json', json, '--results', results], env);
      }),
    );
    cases.forEach(([mode, msg], k) => {
      const r = outs[k]!;
      expect(r.status, `${mode}: ${r.stderr}`).toBe(1);
      const errors = r.stderr.split('\n').filter((l) => l.startsWith('error:'));
      expect(errors, `${mode}: ${r.stderr}`).toHaveLength(1);
      expect(errors[0], mode).toMatch(new RegExp(`^error: bot "${V2} ${mode}" \\(env: candidate vs random\\): `));
      expect(errors[0], mode).toMatch(msg);
      expect(r.stdout, mode).not.toMatch(/^\| random/m);
      expect(fs.existsSync(path.join(tmp, `${mode}.json`)), mode).toBe(false);
    });
    // "again" failed after an env's last record: the pairs finished by then are in --results.
    const kept = fs.readFileSync(path.join(tmp, 'again.jsonl'), 'utf8').trim().split('\n');
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThan(3);
    // The hung client and the grandchild it started are gone with their group.
    const [pgid, grandchild] = fs.readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
    expect(grandchild).toBeGreaterThan(0);
    expect(liveMembers(pgid!)).toEqual([]);
    // Gone, or a zombie waiting for its new parent to reap it (it runs nothing).
    const stat = fs.existsSync(`/proc/${grandchild}/stat`) ? fs.readFileSync(`/proc/${grandchild}/stat`, 'utf8') : '';
    expect(stat === '' || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')).toBe(true);
  }, 120_000);

  it('usage errors: env: outside eval --candidate, an outside baseline under env:, bad --env-obs: one line, exit 2, nothing on stdout', () => {
    const json = path.join(tmp, 'never.json');
    const cases: Array<[string[], RegExp]> = [
      [['eval', '--candidate', 'scripted', '--baselines', `random,env:${V2}`], /^error: --baselines: env:CMD \(a protocol-v2 client\) can only be the candidate of berserk eval .*use external:CMD/],
      [['eval', '--candidate', `env:${V2}`, '--baselines', `random,external:${V1}`], /^error: --baselines: "external:.*": an env: candidate plays built-in baselines only/],
      [['eval', '--candidate', 'env:', '--baselines', 'random'], /^error: --candidate: env: needs a command/],
      [['eval', '--candidate', 'env:python3 "x.py', '--baselines', 'random'], /double quote is not closed/],
      [['eval', '--candidate', `env:${V2}`, '--baselines', 'random', '--env-obs', 'half'], /^error: --env-obs: expected full or delta/],
      [['eval', '--candidate', `env:${V2}`, '--baselines', 'random', '--env-envs', '0'], /--env-envs/],
      [['play', '--deck1', 'decks/steppe.json', '--deck2', 'decks/forest.json', '--agent1', `env:${V2}`], /^error: --agent1: env:CMD .*use external:CMD .*serve-env/],
      [['ladder', '--rungs', `random>env:${V2}`], /^error: --rungs: env:CMD/],
      [['serve-env', '--envs', '1', '--opponent', `env:${V2}`, '--seat', '1'], /^error: --opponent: env:CMD/],
    ];
    for (const [args, msg] of cases) {
      const r = run(args[0] === 'eval' ? [...args, '--pairs', '1', '--json', json] : args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr, args.join(' ')).toMatch(msg);
    }
    expect(fs.existsSync(json)).toBe(false);
  });
});
