/**
 * Helpers of the fault and fuzz suite: run the compiled CLI with a bounded number of processes at a
 * time, make small reference runs, and turn a finished run folder into an interrupted one (the state
 * a kill leaves after some shards were committed).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cli, deck, repoRoot } from '../sim/cli-helpers.js';

export { deck, repoRoot };

export interface Outcome {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** At most this many CLI processes of this test file at once (2 cores shared). */
const PARALLEL = 3;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(f: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await f();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export interface SpawnOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Called with the child right after it started (to kill it later). */
  onStart?: (child: ChildProcess) => void;
}

/** Run `berserk ARGS` to its end. */
export function run(args: readonly string[], opts: SpawnOptions = {}): Promise<Outcome> {
  return slot(
    () =>
      new Promise<Outcome>((resolve) => {
        const child = spawn(process.execPath, [cli, ...args], { cwd: opts.cwd ?? repoRoot, env: { ...process.env, BERSERK_SIM_FAULTS: '', ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
        opts.onStart?.(child);
      }),
  );
}

/** A fresh temporary folder. */
export function tmp(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `berserk-${prefix}-`));
}

/** The flags of the small runs the suite plays: 2 shards of 256 short games. */
// The harness is the subject: uniform random agents keep the games cheap and as pinned.
export const SMALL = ['--deck1', deck('steppe'), '--deck2', deck('forest'), '--agent1', 'random', '--agent2', 'random', '--games', '512', '--shard-size', '256', '--max-turns', '6', '--workers', '2'];

/** Files of a run folder that must come out byte-identical after any crash and resume. */
export const RESULT_FILES = ['games.arrows', 'game_cards.arrows', 'summary.json', 'decks.json', 'run.json'];

/** Play a run into `out`; throws unless it exits 0. */
export async function playRun(out: string, flags: readonly string[] = SMALL, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const r = await run(['sim', ...flags, '--out', out], { env });
  if (r.status !== 0) throw new Error(`reference run failed (${r.status}): ${r.stderr}`);
}

/** Copy a folder (flat). */
export function copyDir(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const n of fs.readdirSync(from)) fs.copyFileSync(path.join(from, n), path.join(to, n));
}

/**
 * The folder a kill leaves after `shards` committed shards: manifest lines after them gone, no
 * summary. The tables keep their later bytes (a batch written before the kill), which resume cuts.
 */
export function interrupt(dir: string, shards: number): void {
  const file = path.join(dir, 'manifest.jsonl');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l !== '');
  const keep = lines.filter((l) => {
    const v = JSON.parse(l) as { shard?: number; complete?: boolean };
    return v.complete === undefined && (v.shard === undefined || v.shard < shards);
  });
  fs.writeFileSync(file, keep.map((l) => l + '\n').join(''));
  fs.rmSync(path.join(dir, 'summary.json'), { force: true });
}

/** Names of the files in a folder, sorted (empty if it does not exist). */
export function listing(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The files of RESULT_FILES that differ between two folders. */
export function differing(a: string, b: string, files: readonly string[] = RESULT_FILES): string[] {
  return files.filter((f) => {
    const pa = path.join(a, f);
    const pb = path.join(b, f);
    if (!fs.existsSync(pa) || !fs.existsSync(pb)) return true;
    return !fs.readFileSync(pa).equals(fs.readFileSync(pb));
  });
}

/** Try to mount a tmpfs with `options` (e.g. `size=64k`, `ro`) at `dir`; the reason it failed, or null. */
export function mountTmpfs(dir: string, options: string): string | null {
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { encoding: 'utf8' });
  return r.status === 0 ? null : `mount -t tmpfs -o ${options} failed: ${(r.stderr || r.error?.message || '').trim()}`;
}

export function umount(dir: string): void {
  spawnSync('umount', ['-l', dir]);
}
