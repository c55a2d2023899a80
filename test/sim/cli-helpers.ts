/**
 * Helpers for the harness tests: run the compiled `berserk` CLI in a child process (the pool's
 * workers must run compiled JS; `npm test` builds dist/ first), and compare run folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const cli = path.join(repoRoot, 'dist/src/cli/main.js');
export const deck = (name: string) => path.join(repoRoot, 'decks', `${name}.json`);

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function assertBuilt(): void {
  if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: build first (npm run build; npm test does it)`);
}

/** Run the CLI to completion. */
export function berserk(args: readonly string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Run {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: opts.cwd ?? repoRoot, encoding: 'utf8', env: { ...process.env, ...opts.env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run the CLI without blocking the test (vitest's own timers keep running). */
export function berserkAsync(args: readonly string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: opts.cwd ?? repoRoot, env: { ...process.env, ...opts.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

export const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));

/** True when both folders hold byte-identical copies of `file`. */
export function sameFile(a: string, b: string, file: string): boolean {
  return read(a, file).equals(read(b, file));
}
