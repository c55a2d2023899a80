/**
 * `berserk sim --decks … --agents-compare random,scripted`: two ordinary run folders, OUT/a and
 * OUT/b, byte for byte the runs `berserk sim … --agent1 X --agent2 X` writes; compare.json and its
 * table; bad input refused before any folder exists; and `sim --resume OUT` after a kill (in run a,
 * or after run a finished) ends with the same folders and the same compare.json.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareJson } from '../../src/sim/compare-stats.js';
import { assertBuilt, berserk, berserkAsync, cli, deck, repoRoot, sameFile } from '../sim/cli-helpers.js';
import { copyDir, interrupt } from '../faults/fault-helpers.js';

// Three decks, 100 games a pairing: 300 games a run, two shards of 256 and 44.
const RUN = ['sim', '--decks', deck('darkness'), deck('swamp'), deck('forest'), '--games', '100', '--seed', '7', '--shard-size', '256', '--workers', '1'];
const CMP = [...RUN, '--agents-compare', 'random,scripted'];
const FILES = ['games.arrows', 'game_cards.arrows', 'summary.json', 'aggregate.json', 'decks.json', 'run.json'];

let tmp = '';
let out = '';
let stdout = '';
const plain: Record<string, string> = {};
const shardLines = (dir: string) => {
  const f = path.join(dir, 'manifest.jsonl');
  return fs.existsSync(f) ? fs.readFileSync(f, 'utf8').split('\n').filter((l) => l.startsWith('{"shard"') && l.endsWith('}')).length : 0;
};
const compareOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'compare.json'), 'utf8')) as CompareJson;

beforeAll(async () => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-agents-compare-'));
  out = path.join(tmp, 'cmp');
  plain.random = path.join(tmp, 'random');
  plain.scripted = path.join(tmp, 'scripted');
  const [c, r, s] = await Promise.all([
    berserkAsync([...CMP, '--out', out]),
    berserkAsync([...RUN, '--agent1', 'random', '--agent2', 'random', '--out', plain.random]),
    berserkAsync([...RUN, '--agent1', 'scripted', '--agent2', 'scripted', '--out', plain.scripted]),
  ]);
  for (const x of [c, r, s]) expect(x.status, x.stderr).toBe(0);
  stdout = c.stdout;
}, 240_000);
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('sim --agents-compare', () => {
  it('writes OUT/a and OUT/b byte-identical to plain runs with each agent on both sides', () => {
    for (const f of FILES) {
      expect(sameFile(plain.random!, path.join(out, 'a'), f), `a/${f}`).toBe(true);
      expect(sameFile(plain.scripted!, path.join(out, 'b'), f), `b/${f}`).toBe(true);
    }
  });
  it('writes compare.json: both agents, every pairing with both rates, the verdict, and the correlation', () => {
    const c = compareOf(out);
    expect(c.format).toBe(1);
    expect(c.agents).toEqual({ a: 'random', b: 'scripted' });
    expect(c.runs).toEqual({ a: 'a', b: 'b' });
    expect(c.mode).toBe('matrix');
    expect(c.pairings.map((p) => [p.deck.id, p.opponent.id])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    // Each side's record is the run's matrix cell.
    const summary = (k: string) => JSON.parse(fs.readFileSync(path.join(out, k, 'summary.json'), 'utf8')) as { matrix: { rows: ({ wins: number; losses: number } | null)[][] } };
    for (const p of c.pairings) {
      for (const k of ['a', 'b'] as const) {
        const cell = summary(k).matrix.rows[p.deck.id]![p.opponent.id]!;
        expect([p[k]!.wins, p[k]!.losses]).toEqual([cell.wins, cell.losses]);
      }
      expect(['flip', 'unclear', 'agree']).toContain(p.verdict);
    }
    expect(c.counts.flip + c.counts.unclear + c.counts.agree).toBe(3);
    expect(c.correlation.pairings).toBe(3);
    expect(typeof c.correlation.r).toBe('number');
    expect(c.decks.map((d) => d.rank_a).sort()).toEqual([1, 2, 3]);
  });
  it('prints the comparison table with one line per pairing', () => {
    expect(stdout).toMatch(/^a: random on both sides, .*\/a: 300 games played/m);
    expect(stdout).toMatch(/^b: scripted on both sides, .*\/b: 300 games played/m);
    expect(stdout).toContain('agents compare: random (a) against scripted (b), each on both sides; matrix, 3 pairings × 100 games, seed 7');
    expect(stdout).toMatch(/correlation of the two matrices: r = -?\d/);
    expect(stdout.match(/^ +\d vs \d +/gm)).toHaveLength(3);
  });
});

describe('sim --agents-compare of one pairing, with --json', () => {
  it('prints {out, runs, compare}; the pairing\'s records are deck 0\'s in each run', () => {
    const dir = path.join(tmp, 'pair');
    const r = berserk(['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--agents-compare', 'random,random:squad=1', '--games', '40', '--workers', '1', '--out', dir, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { out: string; runs: Record<'a' | 'b', { dir: string; agent: string; timing: { games_played: number } }>; compare: CompareJson };
    expect(j.out).toBe(dir);
    expect(j.runs.a).toMatchObject({ dir: path.join(dir, 'a'), agent: 'random', timing: { games_played: 40 } });
    expect(j.runs.b).toMatchObject({ dir: path.join(dir, 'b'), agent: 'random:squad=1', timing: { games_played: 40 } });
    expect(j.compare).toEqual(compareOf(dir));
    expect(j.compare.mode).toBe('pair');
    expect(j.compare.pairings).toHaveLength(1);
    for (const k of ['a', 'b'] as const) {
      const s = JSON.parse(fs.readFileSync(path.join(dir, k, 'summary.json'), 'utf8')) as { decks: { wins: number; losses: number }[] };
      expect([j.compare.pairings[0]![k]!.wins, j.compare.pairings[0]![k]!.losses]).toEqual([s.decks[0]!.wins, s.decks[0]!.losses]);
    }
    expect(j.compare.correlation.r).toBeNull();
  });
});

describe('berserk report of a comparison', () => {
  it('draws both matrices, the scatter and the pairings table with their verdicts; a run folder keeps its own report', () => {
    const file = path.join(tmp, 'cmp-report.html');
    const r = berserk(['report', out, '--out', file]);
    expect(r.status, r.stderr).toBe(0);
    const html = fs.readFileSync(file, 'utf8');
    const c = compareOf(out);
    expect(html).toContain('<title>Agents compare: random against scripted</title>');
    expect(html).toContain('id="chart-cmp-heatmap"');
    expect(html).toContain('id="chart-cmp-scatter"');
    const table = html.slice(html.indexOf('<table id="cmp-pairings">'), html.indexOf('</table>', html.indexOf('<table id="cmp-pairings">')));
    expect(table.match(/<tr><td>/g)).toHaveLength(3);
    for (const p of c.pairings) expect(table).toContain(p.verdict === 'flip' ? 'FLIP' : `>${p.verdict}`);
    const run = path.join(tmp, 'run-report.html');
    expect(berserk(['report', path.join(out, 'a'), '--out', run]).status).toBe(0);
    expect(fs.readFileSync(run, 'utf8')).toContain('<h2>Deck matrix</h2>');
  });
  it('refuses an unfinished comparison with one line', () => {
    const dir = path.join(tmp, 'unfinished');
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(out, 'compare-run.json'), path.join(dir, 'compare-run.json'));
    const r = berserk(['report', dir]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`error: ${dir}: no compare.json (the comparison is not finished; finish it with berserk sim --resume ${dir})\n`);
  });
});

describe('sim --agents-compare: bad input', () => {
  const refused = (args: string[], message: RegExp) => {
    const dir = path.join(tmp, `bad-${Math.random().toString(36).slice(2)}`);
    const r = berserk([...args, '--out', dir]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(message);
    expect(fs.existsSync(dir)).toBe(false);
  };
  it('refuses --agent1/--agent2 with it', () => {
    refused([...CMP, '--agent1', 'random'], /^error: --agents-compare plays each of its two agents on both sides; drop --agent1\n$/);
    refused([...CMP, '--agent1', 'random', '--agent2', 'scripted'], /drop --agent1, --agent2/);
  });
  it('refuses a bad spec, a list that is not two specs, and the same agent twice', () => {
    refused([...RUN, '--agents-compare', 'random,mcts:foo=1'], /^error: --agents-compare: agent mcts has no parameter "foo"/);
    refused([...RUN, '--agents-compare', 'random'], /expected two agent specs, A,B .*got 1/);
    refused([...RUN, '--agents-compare', 'random,scripted,mcts'], /got 3/);
    refused([...RUN, '--agents-compare', 'scripted,scripted'], /both specs are scripted/);
  });
  it('refuses --shard and a result flag with --resume of a comparison', () => {
    refused([...CMP, '--shard', '0/2'], /--shard slices are not supported/);
    const r = berserk(['sim', '--resume', out, '--games', '10']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/compare-run\.json; drop --games\n$/);
  });
  it('refuses a resume of a finished comparison', () => {
    const r = berserk(['sim', '--resume', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`error: --resume: the comparison in ${out} is already complete\n`);
  });
});

describe('sim --resume of a comparison', () => {
  it('after a kill in run a: finishes both runs, with the same folders and compare.json', async () => {
    const dir = path.join(tmp, 'killed');
    // Every shard after the first sleeps 600 ms, so the kill lands inside run a.
    const child = spawn(process.execPath, [cli, ...CMP, '--out', dir], { cwd: repoRoot, env: { ...process.env, BERSERK_SIM_FAULTS: 'delay:600' }, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const t0 = Date.now();
    while (shardLines(path.join(dir, 'a')) < 1 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    expect(shardLines(path.join(dir, 'a'))).toBe(1);
    expect(shardLines(path.join(dir, 'b'))).toBe(0);
    expect(fs.existsSync(path.join(dir, 'compare.json'))).toBe(false);
    const r = await berserkAsync(['sim', '--resume', dir, '--workers', '1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('agents compare: random (a) against scripted (b)');
    for (const k of ['a', 'b']) for (const f of FILES) expect(sameFile(path.join(out, k), path.join(dir, k), f), `${k}/${f}`).toBe(true);
    expect(sameFile(out, dir, 'compare.json')).toBe(true);
  }, 180_000);
  it('after run a finished and run b was cut short: plays only the rest of b', () => {
    const dir = path.join(tmp, 'cut');
    for (const k of ['a', 'b']) copyDir(path.join(out, k), path.join(dir, k));
    fs.copyFileSync(path.join(out, 'compare-run.json'), path.join(dir, 'compare-run.json'));
    interrupt(path.join(dir, 'b'), 1);
    const r = berserk(['sim', '--resume', dir, '--workers', '1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^a: random on both sides, .*: finished before this resume$/m);
    expect(r.stdout).toMatch(/^b: scripted on both sides, .*: 44 games played/m);
    for (const f of FILES) expect(sameFile(path.join(out, 'b'), path.join(dir, 'b'), f), `b/${f}`).toBe(true);
    expect(sameFile(out, dir, 'compare.json')).toBe(true);
  }, 120_000);
});
