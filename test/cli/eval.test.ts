/**
 * `berserk eval` and `berserk ladder` as a user runs them (`node dist/src/cli/main.js …`): the
 * table, outside bots with shell syntax in their command, one bot process per worker thread for
 * the whole run, results that do not depend on --threads, resuming from --results, and bad flags
 * (one line, exit 2, nothing written). Needs dist/ (`npm run build`).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The matches of a --json file without their wall-clock seconds. */
function matches(file: string): unknown[] {
  const j = JSON.parse(fs.readFileSync(file, 'utf8')) as { matches: Array<Record<string, unknown>> };
  return j.matches.map((m) => ({ ...m, seconds: 0 }));
}

/** A table row of `berserk eval`, split into its cells. */
function row(stdout: string, baseline: string): string[] {
  const line = stdout.split('\n').find((l) => l.startsWith(`| ${baseline} |`));
  expect(line, stdout).toBeDefined();
  return line!.split('|').slice(1, -1).map((c) => c.trim());
}

let tmp = '';
beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error(`${path.relative(repoRoot, cli)} is missing: build first (npm run build)`);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-eval-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('berserk eval', () => {
  it('prints the SPRT parameters and one row per baseline: games, W–D–L, Wilson, Elo interval, verdict, LLR', () => {
    const r = run('eval', '--candidate', 'scripted', '--baselines', 'random', '--pairs', '3', '--threads', '1');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^SPRT: H0 Elo 0, H1 Elo \+50, α 0\.05, β 0\.05; accept H1 at LLR ≥ 2\.94, H0 at LLR ≤ -2\.94/m);
    const [baseline, pairs, games, wdl, score, elo, penta, verdict, llr] = row(r.stdout, 'random');
    expect([baseline, pairs, games]).toEqual(['random', '3', '6']);
    expect(wdl).toMatch(/^\d–\d–\d$/);
    expect(score).toMatch(/^\d+\.\d% \[\d+\.\d%, \d+\.\d%\]$/);
    expect(elo).toMatch(/^[+−]?(\d+|∞) \[[+−]?(\d+|∞), [+−]?(\d+|∞)\]$/);
    expect(penta.split('–').map(Number).reduce((x, y) => x + y, 0)).toBe(3);
    expect(verdict).toBe('continue'); // 3 pairs cannot reach a bound at 0 vs +50
    expect(Math.abs(Number(llr))).toBeLessThan(1);
  });

  it('one pair: verdict continue with a small LLR', () => {
    const r = run('eval', '--candidate', 'random', '--baselines', 'scripted', '--pairs', '1', '--threads', '1');
    expect(r.status, r.stderr).toBe(0);
    const cells = row(r.stdout, 'scripted');
    expect(cells[7]).toBe('continue');
    expect(Math.abs(Number(cells[8]))).toBeLessThan(0.2);
  });

  it('results do not depend on --threads', () => {
    const one = path.join(tmp, 't1.json');
    const two = path.join(tmp, 't2.json');
    const base = ['eval', '--candidate', 'scripted', '--baselines', 'random,scripted:eps=0.3', '--pairs', '4'];
    expect(run(...base, '--threads', '1', '--json', one).status).toBe(0);
    expect(run(...base, '--threads', '2', '--json', two).status).toBe(0);
    expect(matches(two)).toEqual(matches(one));
    expect(matches(one)).toHaveLength(2);
  });

  it('--stop ends a baseline at its verdict, at the same pair whatever --threads', () => {
    const one = path.join(tmp, 's1.json');
    const two = path.join(tmp, 's2.json');
    const base = ['eval', '--candidate', 'scripted', '--baselines', 'random', '--pairs', '30', '--stop'];
    expect(run(...base, '--threads', '1', '--json', one).status).toBe(0);
    expect(run(...base, '--threads', '2', '--json', two).status).toBe(0);
    expect(matches(two)).toEqual(matches(one));
    const m = matches(one)[0] as { pairs: number; sprt: { verdict: string; atPairs: number } };
    expect(m.sprt.verdict).toBe('H1');
    expect(m.pairs).toBe(m.sprt.atPairs);
    expect(m.pairs).toBeLessThan(30);
  });

  it('resumes from --results: the same table as a run in one go', () => {
    const file = path.join(tmp, 'pairs.jsonl');
    const whole = path.join(tmp, 'whole.json');
    const resumed = path.join(tmp, 'resumed.json');
    const base = ['eval', '--candidate', 'scripted', '--baselines', 'random', '--threads', '1'];
    expect(run(...base, '--pairs', '4', '--json', whole).status).toBe(0);
    expect(run(...base, '--pairs', '2', '--results', file).status).toBe(0);
    const r = run(...base, '--pairs', '4', '--results', file, '--json', resumed);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/2 pairs read from .*pairs\.jsonl, 2 to play/);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
    expect(matches(resumed)).toEqual(matches(whole));
  });

  it('an outside bot with shell syntax in its command, and one bot process per thread for the whole run', () => {
    const starts = path.join(tmp, 'starts.txt');
    // The command quotes, redirects and chains: each start of the bot appends one line to `starts`.
    const cmd = `external:sh -c 'echo $$ >> "${starts}"; exec python3 bots/random_bot.py' 2>/dev/null`;
    const r = run('eval', '--candidate', cmd, '--baselines', 'random,scripted', '--pairs', '2', '--threads', '1');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/^error:/m);
    expect(row(r.stdout, 'random')[2]).toBe('4');
    expect(row(r.stdout, 'scripted')[2]).toBe('4');
    // 8 games in 4 pairs against two baselines, one thread: the bot started once.
    const pids = fs.readFileSync(starts, 'utf8').trim().split('\n');
    expect(pids).toHaveLength(1);
    // Ended with the run: no bot process outlives the command.
    expect(() => process.kill(Number(pids[0]), 0)).toThrow();
    fs.rmSync(starts);
    const r2 = run('eval', '--candidate', cmd, '--baselines', 'random', '--pairs', '3', '--threads', '2');
    expect(r2.status, r2.stderr).toBe(0);
    expect(fs.readFileSync(starts, 'utf8').trim().split('\n').length).toBeLessThanOrEqual(2);
  });

  it('the sample bot with 2>/dev/null, as a baseline list item', () => {
    const r = run('eval', '--candidate', 'scripted', '--baselines', 'external:python3 bots/random_bot.py 2>/dev/null', '--pairs', '1', '--threads', '1');
    expect(r.status, r.stderr).toBe(0);
    expect(row(r.stdout, 'external:python3 bots/random_bot.py 2>/dev/null')[2]).toBe('2');
  });

  it('bad flags: one line on stderr, exit 2, nothing on stdout, no file written', () => {
    const json = path.join(tmp, 'never.json');
    const cases: Array<[string[], RegExp]> = [
      [['--candidate', 'scripted', '--baselines', 'random', '--pairs', '0'], /--pairs/],
      [['--candidate', 'mcts:foo=1', '--baselines', 'random'], /^error: --candidate: agent mcts has no parameter "foo"/],
      [['--candidate', 'scripted', '--baselines', 'random,,scripted'], /^error: --baselines: .*empty item/],
      [['--candidate', 'scripted', '--baselines', 'nobody'], /^error: --baselines: unknown agent "nobody"/],
      [['--candidate', 'external:python3 "bots/random_bot.py', '--baselines', 'random'], /double quote is not closed/],
      [['--candidate', 'scripted', '--baselines', 'random', '--sprt', '50,0'], /--sprt.*elo1 must be larger/],
      [['--candidate', 'scripted', '--baselines', 'random', '--sprt', '0,50,0.7,0.05'], /--sprt.*between 0 and 0\.5/],
      [['--candidate', 'scripted', '--baselines', 'random', '--decks', 'no/such/dir'], /^error: --decks: no\/such\/dir is not a folder/],
      [['--candidate', 'scripted', '--baselines', 'random', '--json', 'no/such/dir/x.json'], /^error: --json: the folder .* does not exist/],
      [['--candidate', 'scripted', '--baselines', 'random', '--bogus'], /unknown option '--bogus'/],
      [['--baselines', 'random'], /--candidate/],
      [['--candidate', 'scripted', '--baselines', 'random,random'], /given twice/],
    ];
    for (const [args, msg] of cases) {
      const r = run('eval', '--pairs', '1', '--json', json, ...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr, args.join(' ')).toMatch(msg);
    }
    expect(fs.existsSync(json)).toBe(false);
  });
});

describe('berserk ladder', () => {
  it('plays the rungs and prints the table with Elo and the SPRT verdict', () => {
    const r = run('ladder', '--rungs', 'random>scripted', '--pairs', '2', '--threads', '1', '--mirror');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^decks mirror/);
    expect(r.stdout).toMatch(/^\| random \| scripted \| 4 \| \d–\d–\d \| .* \| (continue|H0 after \d+ pairs|H1 after \d+ pairs), LLR -?\d+\.\d\d \|/m);
  });

  it('a rung spec with an unquoted ">" in a command is refused with a hint; bad flags exit 2', () => {
    const r = run('ladder', '--rungs', 'external:python3 bots/random_bot.py 2>/dev/null>scripted');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^error: --rungs: .*quote a spec that contains ">"/);
    const bad = run('ladder', '--threads', 'x');
    expect(bad.status).toBe(2);
    expect(bad.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('--help documents --mirror', () => {
    const r = run('ladder', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--mirror\s+both seats play the same deck/);
  });
});
