/**
 * One writer per run folder, and crashes at any moment: a second `sim --out` or `--resume` on a
 * folder in use exits 2 naming the holder and leaves the first run's folder whole; a stale lock
 * (its process gone) is taken over; the lock is released on a signal and on an error; kill -9 at
 * random moments, then --resume, gives tables byte-identical to an uninterrupted run.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../sim/cli-helpers.js';
import { SMALL, copyDir, differing, interrupt, listing, playRun, run, tmp } from './fault-helpers.js';

/** Kill -9 rounds in this suite (npm run check:faults plays many more). */
const KILLS = Number(process.env.BERSERK_FAULT_KILLS ?? 3);
/** Kill moments fall in 300 ms … 300 + KILL_MS ms after the start. */
const KILL_MS = Number(process.env.BERSERK_FAULT_KILL_MS ?? 4000);
let root = '';
let ref = '';
beforeAll(async () => {
  assertBuilt();
  root = tmp('writers');
  ref = path.join(root, 'ref');
  await playRun(ref);
}, 300_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(test: () => boolean, ms = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!test()) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting');
    await sleep(10);
  }
}
const completeLines = (dir: string) => fs.readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8').split('\n').filter((l) => l.includes('"complete":true')).length;

describe('two writers on one folder (finding 2)', () => {
  it('a second sim --out and a --resume exit 2 while the first runs; the first finishes whole', async () => {
    const dir = path.join(root, 'shared');
    let child: ChildProcess | null = null;
    // Shard 1 waits 3 s: time for the intruders.
    const first = run(['sim', ...SMALL, '--out', dir], { env: { BERSERK_SIM_FAULTS: 'delay:3000' }, onStart: (c) => (child = c) });
    await until(() => fs.existsSync(path.join(dir, 'run.lock')));
    const lock = JSON.parse(fs.readFileSync(path.join(dir, 'run.lock'), 'utf8')) as { pid: number; host: string };
    expect(lock.pid).toBe(child!.pid);
    expect(lock.host).toBe(os.hostname());
    const [second, resume] = await Promise.all([run(['sim', ...SMALL, '--out', dir]), run(['sim', '--resume', dir, '--workers', '1'])]);
    for (const r of [second, resume]) {
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
      expect(r.status).toBe(2);
    }
    expect(second.stderr).toMatch(/exists and is not empty/);
    expect(resume.stderr).toMatch(new RegExp(`is in use by process ${lock.pid} on ${os.hostname()} since .*run\\.lock`));
    const r1 = await first;
    expect(r1.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
    expect(completeLines(dir)).toBe(1);
    expect(fs.existsSync(path.join(dir, 'run.lock'))).toBe(false);
  });

  it('a stale lock (its process is gone) is taken over; one from another host is not', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const dir = path.join(root, 'stale');
    copyDir(ref, dir);
    interrupt(dir, 1);
    const stale = { pid: dead, host: os.hostname(), boot_id: '', proc_start: '', started: '2020-01-01T00:00:00.000Z' };
    fs.writeFileSync(path.join(dir, 'run.lock'), JSON.stringify({ ...stale, host: 'elsewhere.example' }));
    const foreign = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(foreign.stderr).toMatch(/is in use by process \d+ on elsewhere\.example/);
    expect(foreign.status).toBe(2);
    fs.writeFileSync(path.join(dir, 'run.lock'), JSON.stringify(stale));
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
    expect(listing(dir)).toEqual(listing(ref));
  });

  it('SIGTERM releases the lock, and the run resumes exactly', async () => {
    const dir = path.join(root, 'term');
    let child: ChildProcess | null = null;
    const first = run(['sim', ...SMALL, '--out', dir], { env: { BERSERK_SIM_FAULTS: 'delay:3000' }, onStart: (c) => (child = c) });
    await until(() => fs.existsSync(path.join(dir, 'manifest.jsonl')) && fs.readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8').includes('"shard":0'));
    child!.kill('SIGTERM');
    const r1 = await first;
    expect(r1.status).toBe(143);
    expect(fs.existsSync(path.join(dir, 'run.lock'))).toBe(false);
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
  });
});

describe('kill -9 at random moments, then --resume', () => {
  // A fixed sequence of moments (a small LCG), spread over start-up and both shards.
  let x = 12345;
  const moments = Array.from({ length: KILLS }, () => ((x = (x * 1103515245 + 12345) % 2 ** 31), 300 + (x % KILL_MS)));
  it.each(moments.map((ms, i) => [i, ms] as const))('round %i: killed after %i ms', async (i, ms) => {
    const dir = path.join(root, `kill-${i}`);
    let child: ChildProcess | null = null;
    const first = run(['sim', ...SMALL, '--out', dir], { env: { BERSERK_SIM_FAULTS: 'delay:1500' }, onStart: (c) => (child = c) });
    await sleep(ms);
    child!.kill('SIGKILL');
    const r1 = await first;
    if (r1.status === 0) return; // finished before the kill (a fast machine): nothing to resume
    if (!fs.existsSync(path.join(dir, 'run.json'))) {
      // Killed before run.json: the folder holds nothing to resume; a new run may use it.
      expect(listing(dir).filter((f) => f !== 'run.lock' && !/\.tmp-\d+$/.test(f))).toEqual([]);
      return;
    }
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    if (r.status === 2 && /already complete/.test(r.stderr)) return;
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
    expect(listing(dir)).toEqual(listing(ref));
  });
});
