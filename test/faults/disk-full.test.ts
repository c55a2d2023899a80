/**
 * A full disk at any moment of a run (a small tmpfs): the run exits 1 with an error naming the file
 * it could not write (no retry warnings: the workers were fine), leaves no temporary file, and after
 * space is freed --resume gives tables byte-identical to an uninterrupted run. Skipped, with the
 * reason printed, where tmpfs cannot be mounted.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../sim/cli-helpers.js';
import { SMALL, differing, listing, mountTmpfs, playRun, run, tmp, umount } from './fault-helpers.js';

/** tmpfs sizes (KiB): the very start, mid-run, the very end (the reference folder holds ~240 KiB). */
const SIZES = (process.env.BERSERK_FAULT_DISK_SIZES ?? '8,64,236').split(',').map(Number);
let root = '';
let ref = '';
let skip: string | null = null;
const mounts: string[] = [];
beforeAll(async () => {
  assertBuilt();
  root = tmp('disk-full');
  const probe = path.join(root, 'probe');
  fs.mkdirSync(probe);
  skip = mountTmpfs(probe, 'size=4k');
  if (skip === null) umount(probe);
  else process.stdout.write(`skipping the disk-full cases: ${skip}\n`);
  ref = path.join(root, 'ref');
  if (skip === null) await playRun(ref);
}, 300_000);
afterAll(() => {
  for (const m of mounts) umount(m);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('disk full (finding 9: ENOSPC names the file, no misleading retries, no temporary files)', () => {
  it.each(SIZES)('a %i KiB disk', async (kib) => {
    if (skip !== null) return;
    const mnt = path.join(root, `mnt-${kib}`);
    fs.mkdirSync(mnt);
    expect(mountTmpfs(mnt, `size=${kib}k`)).toBeNull();
    mounts.push(mnt);
    const dir = path.join(mnt, 'run');
    const r = await run(['sim', ...SMALL, '--out', dir]);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1);
    // The unsupported-cards line of the forest deck comes first; then the error and the hint only.
    const lines = r.stderr.trimEnd().split('\n').filter((l) => !l.startsWith('warning: deck '));
    expect(lines[0]).toMatch(new RegExp(`^error: ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[a-z_.]+: ENOSPC: no space left on device`));
    expect(lines.length, r.stderr).toBeLessThanOrEqual(2);
    expect(r.stderr).not.toMatch(/retrying/);
    expect(listing(mnt).concat(listing(dir)).filter((f) => /\.tmp-\d+$/.test(f))).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'run.lock'))).toBe(false);
    // Free the space, continue.
    expect(spawnSync('mount', ['-o', 'remount,size=4m', mnt]).status).toBe(0);
    if (!fs.existsSync(path.join(dir, 'run.json'))) {
      // Full before run.json: nothing was left to resume.
      expect(r.stderr).toMatch(/nothing was written/);
      expect(fs.existsSync(dir)).toBe(false);
      return;
    }
    expect(r.stderr).toMatch(/free some space on that disk, then continue with berserk sim --resume/);
    const again = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
    expect(listing(dir)).toEqual(listing(ref));
  });
});
