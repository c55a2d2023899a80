/**
 * A killed `berserk ab` run continued with `berserk sim --resume DIR` ends with the same tables,
 * summary and ab.json as an uninterrupted run, byte for byte; with `--sprt` it stops at the same
 * shard (the committed shards are fed to the paired totals again before any new one is played).
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, berserkAsync, cli, deck, repoRoot, sameFile } from '../sim/cli-helpers.js';
import { copyDir, interrupt } from '../faults/fault-helpers.js';

let tmp = '';
// Two opponents × (base, variant) × 256 games = 1024 games, 4 shards of 256. The harness is the
// subject: uniform random agents keep the games cheap.
const AB = ['ab', '--agent1', 'random', '--agent2', 'random', '--base', deck('variants/darkness-plague-rider'), '--variant', deck('variants/darkness-slua-witch'), '--field', deck('forest'), deck('steppe'), '--games', '256', '--shard-size', '256', '--seed', '1'];
// With this seed and these hypotheses the SPRT decides after shard 2 of 4 (checked below).
const SPRT = ['--sprt', '-4,0'];
/** Every result file of an ab folder; manifest.jsonl differs only in its `complete` line's timing. */
const FILES = ['games.arrows', 'game_cards.arrows', 'summary.json', 'aggregate.json', 'decks.json', 'run.json', 'ab.json'];
let ref = '';
let refSprt = '';

const manifest = (dir: string) => (fs.existsSync(path.join(dir, 'manifest.jsonl')) ? fs.readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8').split('\n').filter((l) => l !== '') : []);
const shardLines = (dir: string) => manifest(dir).filter((l) => l.startsWith('{"shard"') && l.endsWith('}'));
/** The manifest without the timing of its `complete` line (wall time, CPU, profile of that process). */
const manifestWithoutTiming = (dir: string) =>
  manifest(dir).map((l) => {
    const v = JSON.parse(l) as { complete?: boolean; timing?: unknown };
    if (v.complete) delete v.timing;
    return JSON.stringify(v);
  });

beforeAll(async () => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-ab-resume-'));
  ref = path.join(tmp, 'ref');
  refSprt = path.join(tmp, 'ref-sprt');
  const [a, b] = await Promise.all([berserkAsync([...AB, '--workers', '1', '--out', ref]), berserkAsync([...AB, ...SPRT, '--workers', '1', '--out', refSprt])]);
  expect(a.status, a.stderr).toBe(0);
  expect(b.status, b.stderr).toBe(0);
}, 180_000);
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('berserk ab killed, then berserk sim --resume', () => {
  it('ends with the tables, summary and ab.json of the uninterrupted run', async () => {
    const dir = path.join(tmp, 'killed');
    // Every shard after the first sleeps 600 ms, so the kill lands before the run ends.
    const child = spawn(process.execPath, [cli, ...AB, '--workers', '1', '--out', dir], { cwd: repoRoot, env: { ...process.env, BERSERK_SIM_FAULTS: 'delay:600' }, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const t0 = Date.now();
    while (shardLines(dir).length < 1 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    expect(shardLines(dir).length).toBeGreaterThanOrEqual(1);
    expect(shardLines(dir).length).toBeLessThan(4);
    expect(fs.existsSync(path.join(dir, 'ab.json'))).toBe(false);

    const r = berserk(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^A\/B: .*\n[\s\S]*standard error: paired .* ratio/);
    for (const f of FILES) expect(sameFile(ref, dir, f), f).toBe(true);
    expect(manifestWithoutTiming(dir)).toEqual(manifestWithoutTiming(ref));
  }, 120_000);
});

describe('berserk ab stopped by a signal', () => {
  it('says how to continue, and the continued run equals the uninterrupted one', async () => {
    const dir = path.join(tmp, 'terminated');
    const child = spawn(process.execPath, [cli, ...AB, '--workers', '1', '--out', dir], { cwd: repoRoot, env: { ...process.env, BERSERK_SIM_FAULTS: 'delay:600' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const t0 = Date.now();
    while (shardLines(dir).length < 1 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(stderr).toContain(`interrupted: continue with berserk sim --resume ${dir}`);
    // The folder's lock went with the process.
    expect(fs.existsSync(path.join(dir, 'run.lock'))).toBe(false);
    const r = berserk(['sim', '--resume', dir, '--workers', '1']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of FILES) expect(sameFile(ref, dir, f), f).toBe(true);
  }, 120_000);
});

describe('berserk ab --sprt interrupted, then berserk sim --resume', () => {
  it('stops at the shard the uninterrupted run stopped at', () => {
    const stopped = shardLines(refSprt).length;
    expect(stopped).toBe(2);
    const json = JSON.parse(fs.readFileSync(path.join(refSprt, 'ab.json'), 'utf8')) as { sprt: { decision: string; pairs: number } };
    expect(json.sprt.decision).toBe('H0');
    expect(json.sprt.pairs).toBe(256);
    // Killed before the deciding shard, and killed after committing it but before finishing.
    for (const kept of [1, stopped]) {
      const dir = path.join(tmp, `sprt-${kept}`);
      copyDir(refSprt, dir);
      interrupt(dir, kept);
      fs.rmSync(path.join(dir, 'ab.json'));
      fs.rmSync(path.join(dir, 'aggregate.json'));
      const r = berserk(['sim', '--resume', dir, '--workers', '1']);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      for (const f of FILES) expect(sameFile(refSprt, dir, f), `${f} (${kept} shards kept)`).toBe(true);
      expect(manifestWithoutTiming(dir)).toEqual(manifestWithoutTiming(refSprt));
    }
  }, 120_000);
});
