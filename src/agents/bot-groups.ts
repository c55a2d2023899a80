/**
 * The process groups of the outside bots this process started, so that none outlives it.
 *
 * Every bot runs as the leader of its own process group (external.ts spawns it detached), so
 * signalling the group (`kill(-pgid)`) reaches the shells, shims and grandchildren it started. The
 * groups are listed in a table of Int32 slots on a SharedArrayBuffer: the sim's pool makes one
 * table, gives it to every worker thread (`shareBotGroups`) and, when it shuts down, ends whatever
 * groups are still listed (`endBotGroups`: SIGTERM, then SIGKILL after a grace period) — also
 * those of workers that crashed or were terminated before they could close their agents. Without a
 * shared table (e.g. `berserk play`) a table of this thread is used. Either way, at process exit
 * every listed group still alive is sent SIGKILL.
 */

const SLOTS = 4096;

let table: Int32Array | null = null;
/** Every table this thread has used; at exit, their listed groups are killed. */
const seen = new Set<Int32Array>();

/** A new, empty table (for the pool to share with its workers). */
export function newBotGroups(): SharedArrayBuffer {
  return new SharedArrayBuffer(4 * SLOTS);
}

/** Use `sab` (from `newBotGroups`, made by another thread) as this thread's table. */
export function shareBotGroups(sab: SharedArrayBuffer): void {
  table = new Int32Array(sab);
  killAtExit(table);
}

function groups(): Int32Array {
  if (!table) {
    table = new Int32Array(newBotGroups());
    killAtExit(table);
  }
  return table;
}

/** List the group led by `pgid` (a bot just started). */
export function noteBotGroup(pgid: number): void {
  if (pgid <= 0) return;
  const t = groups();
  for (let i = 0; i < t.length; i++) {
    if (Atomics.compareExchange(t, i, 0, pgid) === 0) return;
  }
}

/** The group led by `pgid` is gone (or its owner has ended it). */
export function forgetBotGroup(pgid: number): void {
  if (pgid <= 0) return;
  const t = groups();
  for (let i = 0; i < t.length; i++) {
    if (Atomics.compareExchange(t, i, pgid, 0) === pgid) return;
  }
}

/** Whether any process of the group led by `pgid` still exists (zombies included). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Send `signal` to the group led by `pgid`; false if it is gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * End every listed group of `sab`'s table (default: this thread's): SIGTERM, then SIGKILL for
 * those still alive after `graceMs`. Resolves with the number of groups that were still alive.
 */
export async function endBotGroups(graceMs: number, sab?: SharedArrayBuffer): Promise<number> {
  const t = sab ? new Int32Array(sab) : groups();
  const alive: number[] = [];
  for (let i = 0; i < t.length; i++) {
    const pgid = Atomics.exchange(t, i, 0);
    if (pgid > 0 && signalGroup(pgid, 'SIGTERM')) alive.push(pgid);
  }
  if (alive.length === 0) return 0;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && alive.some(groupAlive)) await new Promise((r) => setTimeout(r, 20));
  for (const pgid of alive) if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
  // SIGKILL cannot be ignored; wait (briefly) until the processes are gone, not just signalled.
  const killed = Date.now() + 1000;
  while (Date.now() < killed && alive.some(groupAlive)) await new Promise((r) => setTimeout(r, 20));
  return alive.length;
}

/**
 * End one bot's group the way external.ts ends a bot after `bye`: wait up to `graceMs` for the bot
 * to exit by itself (`exited`: it has, e.g. after end of input), then SIGTERM the group, then
 * SIGKILL it `graceMs` later, and wait (briefly) until no process of it is left. Then the group is
 * forgotten. Without grace (0) it is SIGKILLed at once.
 */
export async function endBotGroup(pgid: number, exited: () => boolean, graceMs: number): Promise<void> {
  if (pgid <= 0) return;
  const until = async (test: () => boolean, ms: number): Promise<void> => {
    const deadline = Date.now() + ms;
    while (!test() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };
  if (graceMs > 0) {
    await until(exited, graceMs);
    if (groupAlive(pgid)) {
      signalGroup(pgid, 'SIGTERM');
      await until(() => !groupAlive(pgid), graceMs);
    }
  }
  if (groupAlive(pgid)) {
    signalGroup(pgid, 'SIGKILL');
    await until(() => !groupAlive(pgid), 1000);
  }
  forgetBotGroup(pgid);
}

function killAtExit(t: Int32Array): void {
  if (seen.size === 0) {
    process.on('exit', () => {
      for (const s of seen) {
        for (let i = 0; i < s.length; i++) {
          const pgid = s[i]!;
          if (pgid > 0) signalGroup(pgid, 'SIGKILL');
        }
      }
    });
  }
  seen.add(t);
}
