/**
 * One writer per run folder: `run.lock`, created with O_EXCL (atomic on every local file system and
 * on NFSv3+), holding the owner's pid, host name, boot id, process start time and start date.
 *
 *   - A second `berserk sim --out DIR` or `--resume DIR` on a folder whose lock is held exits 2,
 *     naming the holder.
 *   - A stale lock is taken over: one whose owner is gone on this host (no such pid, the pid now
 *     belongs to a process started at another time, or the machine rebooted since: another boot
 *     id). A lock from another host is never judged stale (its pid means nothing here), nor is an
 *     unreadable lock younger than STALE_UNREADABLE_MS (its owner may be writing it).
 *   - A takeover goes through a second O_EXCL file (`run.lock.takeover`), so two processes that both
 *     find the lock stale cannot both take it.
 *   - The lock is released on every exit path the process sees (normal end, an error, process.exit
 *     from a signal handler); kill -9 leaves it behind, and the next run finds it stale.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { RunDirError } from './run-dir.js';
import { errnoText } from './text-file.js';

export const LOCK_FILE = 'run.lock';
/** An unreadable (empty, torn) lock older than this is stale: its owner died while writing it. */
export const STALE_UNREADABLE_MS = 10_000;

export interface LockInfo {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id ("" where there is none). */
  boot_id: string;
  /** Field 22 of /proc/PID/stat: the start time in clock ticks since boot ("" where there is none). */
  proc_start: string;
  /** ISO date the lock was taken. */
  started: string;
}

function readSmall(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function bootId(): string {
  return readSmall('/proc/sys/kernel/random/boot_id');
}

/** Start time of a process in clock ticks since boot, "" if unknown (not Linux, or no such pid). */
function procStart(pid: number): string {
  const stat = readSmall(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: split after the last ')'.
  const close = stat.lastIndexOf(')');
  if (close < 0) return '';
  return stat.slice(close + 2).split(' ')[19] ?? '';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function myInfo(): LockInfo {
  return { pid: process.pid, host: os.hostname(), boot_id: bootId(), proc_start: procStart(process.pid), started: new Date().toISOString() };
}

function parseInfo(text: string): LockInfo | null {
  try {
    const v = JSON.parse(text) as LockInfo;
    return Number.isInteger(v.pid) && typeof v.host === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Why the lock's owner is known to be gone, or null when it may be running. */
export function staleReason(info: LockInfo): string | null {
  if (info.host !== os.hostname()) return null;
  const boot = bootId();
  if (info.boot_id && boot && info.boot_id !== boot) return 'the machine has rebooted since';
  if (!alive(info.pid)) return `process ${info.pid} is gone`;
  if (info.proc_start && procStart(info.pid) !== '' && procStart(info.pid) !== info.proc_start) return `process ${info.pid} is another program now`;
  return null;
}

function describe(info: LockInfo): string {
  return `process ${info.pid} on ${info.host} since ${info.started}`;
}

export interface RunLock {
  readonly file: string;
  /** Remove the lock if it is still this process's (idempotent). */
  release(): void;
}

const held = new Set<RunLock>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const l of [...held]) l.release();
  });
}

/** Create the lock file with O_EXCL; false if it exists. Throws RunDirError on any other failure. */
function tryCreate(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new RunDirError(`${file}: cannot create the lock: ${errnoText(e)}`);
  }
  try {
    fs.writeSync(fd, text);
    fs.closeSync(fd);
  } catch (e) {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw new RunDirError(`${file}: cannot write the lock: ${errnoText(e)}`);
  }
  return true;
}

/**
 * Take the lock of run folder `dir` (which must exist), or throw RunDirError saying who holds it.
 * `purpose` names the flag in messages (`--out`, `--resume`).
 */
export function lockRunDir(dir: string, purpose: string): RunLock {
  const file = path.join(dir, LOCK_FILE);
  const info = myInfo();
  const text = JSON.stringify(info) + '\n';
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(file, text)) return track(file, text);
    const found = readSmall(file);
    const other = parseInfo(found);
    let stale: string | null;
    if (other) stale = staleReason(other);
    else {
      let age = 0;
      try {
        age = Date.now() - fs.statSync(file).mtimeMs;
      } catch {
        continue; // gone meanwhile: try again
      }
      stale = age > STALE_UNREADABLE_MS ? 'the lock file is unreadable and old' : null;
    }
    if (stale === null) {
      const who = other ? describe(other) : 'another process (its lock is being written)';
      throw new RunDirError(`${purpose}: ${dir} is in use by ${who} (${file}); wait for it to finish, or run elsewhere`);
    }
    takeOver(file, found);
  }
  throw new RunDirError(`${purpose}: ${dir}: could not take its lock ${file} (another process keeps taking it)`);
}

/** Remove a stale lock whose content is `found`, under the takeover file; another process's new lock is never removed. */
function takeOver(file: string, found: string): void {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard, String(process.pid))) {
    // Another process is taking over right now, or died doing it (a guard older than the limit).
    try {
      if (Date.now() - fs.statSync(guard).mtimeMs > STALE_UNREADABLE_MS) fs.rmSync(guard, { force: true });
    } catch {
      /* gone meanwhile */
    }
    return;
  }
  try {
    if (readSmall(file) === found) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function track(file: string, text: string): RunLock {
  installExitHook();
  const lock: RunLock = {
    file,
    release() {
      if (!held.has(lock)) return;
      held.delete(lock);
      try {
        if (fs.readFileSync(file, 'utf8') === text) fs.rmSync(file, { force: true });
      } catch {
        /* already gone */
      }
    },
  };
  held.add(lock);
  return lock;
}

/** The lock's holder as written in the file, or null (no lock, or unreadable). */
export function readLock(dir: string): LockInfo | null {
  return parseInfo(readSmall(path.join(dir, LOCK_FILE)));
}
