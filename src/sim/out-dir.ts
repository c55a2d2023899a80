/**
 * Creating the output folder of `berserk sim --out DIR` safely: the name is checked before anything
 * is created (not empty, not inside /proc or /sys, its nearest existing ancestor a writable
 * folder), then the missing folders are made one at a time, so that a failure can remove exactly the
 * ones this process made and a bad --out leaves nothing behind. (Node's recursive mkdir spins
 * forever on some paths under /proc.)
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { RunDirError } from './run-dir.js';
import { errnoText } from './text-file.js';

/** Kernel file systems no run folder belongs in (/dev/shm, a tmpfs, is allowed). */
const PSEUDO_ROOTS = ['/proc', '/sys', '/dev'];
const ALLOWED_UNDER_PSEUDO = ['/dev/shm'];

const inside = (p: string, root: string) => p === root || p.startsWith(root + '/');

/** The nearest ancestor of `p` (or `p` itself) that exists. */
function existingAncestor(p: string): string {
  let at = p;
  for (;;) {
    try {
      fs.lstatSync(at);
      return at;
    } catch {
      const up = path.dirname(at);
      if (up === at) return at;
      at = up;
    }
  }
}

/** Check an --out name before anything is created; throws RunDirError. */
export function checkOutPath(dir: string): void {
  if (dir.trim() === '') throw new RunDirError('--out: an empty folder name');
  if (dir.includes('\0')) throw new RunDirError('--out: the folder name holds a NUL character');
  const abs = path.resolve(dir);
  const base = existingAncestor(abs);
  let real: string;
  try {
    real = fs.realpathSync(base);
  } catch (e) {
    throw new RunDirError(`--out: ${base}: ${errnoText(e)}`);
  }
  const rest = path.relative(base, abs);
  const target = rest === '' ? real : path.join(real, rest);
  const root = PSEUDO_ROOTS.find((r) => inside(target, r));
  if (root && !ALLOWED_UNDER_PSEUDO.some((a) => inside(target, a))) {
    throw new RunDirError(`--out: ${dir} is inside ${root}, a kernel file system; choose a folder on a disk`);
  }
  const st = fs.statSync(real);
  if (!st.isDirectory()) {
    throw new RunDirError(base === abs ? `--out: ${dir} exists and is not a folder` : `--out: ${base} is not a folder, so ${dir} cannot be made in it`);
  }
  if (base === abs && fs.readdirSync(real).length > 0) throw new RunDirError(`--out: ${dir} exists and is not empty (continue a run with --resume ${dir})`);
  try {
    fs.accessSync(real, fs.constants.W_OK | fs.constants.X_OK);
  } catch (e) {
    throw new RunDirError(`--out: cannot write in ${base} (${errnoText(e)}); choose a writable folder`);
  }
}

/**
 * Make `dir` and any missing parents, one at a time; returns the folders made (outermost first).
 * On failure removes them again and throws RunDirError naming the folder that could not be made.
 */
export function createOutDir(dir: string): string[] {
  const abs = path.resolve(dir);
  const missing: string[] = [];
  for (let at = abs; !fs.existsSync(at); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  const created: string[] = [];
  for (const d of missing) {
    try {
      fs.mkdirSync(d);
      created.push(d);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST' && fs.statSync(d).isDirectory()) continue;
      removeCreated(created);
      throw new RunDirError(`--out: cannot create ${d}: ${errnoText(e)}`);
    }
  }
  return created;
}

/**
 * Remove the folders `createOutDir` made, innermost first, if empty; with `contents`, the innermost
 * one's files too (a run that could not even write run.json).
 */
export function removeCreated(created: readonly string[], contents = false): void {
  for (let i = created.length - 1; i >= 0; i--) {
    try {
      if (contents && i === created.length - 1) fs.rmSync(created[i]!, { recursive: true, force: true });
      else fs.rmdirSync(created[i]!);
    } catch {
      return; // not empty (another process uses it) or gone: leave the rest
    }
  }
}
