/**
 * Where the time of a `berserk sim` run goes, measured inside the run so that it explains itself even
 * on a loaded machine (where wall-clock games/s say little): per worker, when it started, when it
 * played its first game, how long it was busy and how long it sat idle (between shards and at the
 * tail, after its last shard while the other workers still played); per shard, the main thread's
 * commit time; and the CPU time of each thread (Linux /proc/thread-self), so that the CPU the V8
 * background threads (optimising compiler, GC helpers) take shows apart from the workers' own.
 *
 * Nothing here changes a result byte: the figures go to the `timing.profile` of `--json` and of the
 * manifest's last line only.
 *
 * Clocks: every time is epoch milliseconds (`performance.timeOrigin + performance.now()`, which is
 * comparable across threads: each thread's origin is its own start). CPU times are per thread, from
 * /proc/thread-self/stat (10 ms ticks); null where that file does not exist.
 */
import * as fs from 'node:fs';

/** Epoch milliseconds, sub-millisecond resolution, comparable across threads of one process. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

/** Clock ticks per second of /proc/.../stat (USER_HZ: 100 on every Linux we run on). */
const TICKS_PER_S = 100;
let procOk = process.platform === 'linux';

/** CPU time (user + system) of the calling thread in ms, or null off Linux. */
export function threadCpuMs(): number | null {
  return procCpuMs('/proc/thread-self/stat');
}

function procCpuMs(file: string): number | null {
  if (!procOk) return null;
  try {
    const text = fs.readFileSync(file, 'latin1');
    // Fields after "(comm) ": state ppid … utime is field 14, stime field 15 (1-based).
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_S;
  } catch {
    procOk = false;
    return null;
  }
}

/** A worker's start-up, measured once in the worker (sent with the reply to its first task). */
export interface WorkerStart {
  /** Its modules imported (the worker module's body begins). */
  loaded_ms: number;
  /** Card database compiled, decks, state, agents and encoders built. */
  ready_ms: number;
  /** Thread CPU when ready. */
  cpu_ready_ms: number | null;
}

/** What a worker measured while playing one shard (in every reply). */
export interface TaskStats {
  /** worker_threads threadId of the worker that played it. */
  thread: number;
  /** Start and end of the task in the worker. */
  t0: number;
  t1: number;
  /** Thread CPU at start and end. */
  cpu0: number | null;
  cpu1: number | null;
  games: number;
  /** Present in the first reply of each worker. */
  start?: WorkerStart;
}

export interface WorkerProfile {
  thread: number;
  shards: number;
  games: number;
  /** Pool created → its modules loaded (piscina, engine, apache-arrow) / ready (card database compiled) / its first shard began (ms). */
  loaded_ms: number | null;
  ready_ms: number | null;
  first_shard_ms: number;
  /** Wall ms inside shards, and the share of the run window (pool created → last shard ended). */
  busy_ms: number;
  utilisation: number;
  /** Idle between its shards (waiting for the next task: dispatch, or the commit window). */
  gaps_ms: number;
  /** Idle after its last shard while another worker still played. */
  tail_idle_ms: number;
  /** Thread CPU inside shards, and per wall ms inside shards (below 1: the thread was preempted). */
  cpu_busy_ms: number | null;
  cpu_per_busy: number | null;
  /** Thread CPU before its first shard (module load, card database, JIT of the start-up code). */
  cpu_startup_ms: number | null;
  /** Games per thread-CPU-second in its first shard and in its later shards (JIT warm-up shows here). */
  first_shard_games_per_cpu_s: number | null;
  later_games_per_cpu_s: number | null;
}

export interface RunProfile {
  /** Process start → runSim entered (CLI modules, validation, run.json) (ms). */
  process_to_run_ms: number;
  /** runSim entered → pool created (ms); negative when the caller started the pool before runSim (cli/sim.ts does). */
  run_to_pool_ms: number;
  /** Pool created → the first game started in any worker / in every worker (ms). */
  pool_to_first_game_ms: number;
  pool_to_all_started_ms: number;
  /** Pool created → last shard ended in any worker (ms): the window utilisation is measured over. */
  pool_window_ms: number;
  /**
   * Games/s of the pool while every worker was busy: from the moment the last worker finished its
   * first shard (start-up and first-shard JIT warm-up over) to the moment the first worker ran out
   * of work (the tail), counting each shard's games pro rata to its part inside that window. Null
   * when the window is empty (one shard per worker).
   */
  steady_games_per_s: number | null;
  /** Last shard ended → summary written (pool shut down, streams finished) (ms). */
  finish_ms: number;
  /** Tasks the split tail shards were played as (runner.ts: the last `workers` shards, with 2 or more workers). */
  tail_parts: number;
  workers: WorkerProfile[];
  /** Mean utilisation of the workers over the window. */
  utilisation: number;
  /** Sums over the workers: start-up (pool created → first shard), gaps between shards, tail idle. */
  startup_ms_total: number;
  gaps_ms_total: number;
  tail_idle_ms_total: number;
  /** Main thread: per shard, the reply received → shard committed (streams, manifest, totals). */
  main_commit_ms: { total: number; median: number; max: number };
  /** Worker's end of shard k → its commit start: the reply's trip plus waiting behind earlier shards (commits go in shard order). */
  commit_lag_ms: { median: number; max: number };
  /**
   * CPU seconds since the process started (the pool may start before runSim): all threads; the
   * workers' (inside shards, and before their first shard: module load, card database); the main
   * thread (CLI, validation, run set-up, commits); the rest (V8's optimising-compiler and GC threads,
   * libuv), which is almost all TurboFan's concurrent compilation (with --no-concurrent-recompilation
   * it drops to ~0 and the workers' first shard gets that much slower).
   */
  cpu_s: { process: number; workers_busy: number | null; workers_startup: number | null; main: number | null; other: number | null };
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Collects what the main thread sees of a run and builds the profile at its end. */
export class RunProfiler {
  readonly runStart = nowMs();
  /** When the pool was created (pool.ts SimPool.startedAt). */
  poolStart = 0;
  /** Worker end of each committed shard, its commit start and end. */
  private readonly commits: { end: number; c0: number; c1: number }[] = [];
  private readonly tasks: TaskStats[] = [];
  lastEnd = 0;

  /** Parts of split tail shards played (runner.ts). */
  parts = 0;

  /** A task's reply arrived (a whole shard or a part of one). */
  task(stats: TaskStats | undefined): void {
    if (stats) this.tasks.push(stats);
  }

  /** The commit of a shard whose last task ended at `end` (worker clock) starts; returns the time. */
  received(): number {
    return nowMs();
  }

  committed(end: number | undefined, c0: number): void {
    this.commits.push({ end: end ?? c0, c0, c1: nowMs() });
  }

  /** `processCpuS`: CPU seconds of the whole process since it started (process.cpuUsage()). */
  finish(processCpuS: number): RunProfile {
    const end = nowMs();
    const pool = this.poolStart;
    const byThread = new Map<number, TaskStats[]>();
    for (const t of this.tasks) {
      let l = byThread.get(t.thread);
      if (!l) byThread.set(t.thread, (l = []));
      l.push(t);
    }
    const lastEnd = this.tasks.reduce((m, t) => Math.max(m, t.t1), pool);
    const window = Math.max(1e-3, lastEnd - pool);
    const workers: WorkerProfile[] = [];
    let cpuBusyAll: number | null = 0;
    let cpuStartAll: number | null = 0;
    for (const [thread, list] of [...byThread].sort((a, b) => a[0] - b[0])) {
      list.sort((a, b) => a.t0 - b.t0);
      const first = list[0]!;
      const start = list.find((t) => t.start)?.start;
      let busy = 0;
      let gaps = 0;
      let cpuBusy: number | null = 0;
      let laterGames = 0;
      let laterCpu: number | null = 0;
      let games = 0;
      list.forEach((t, i) => {
        busy += t.t1 - t.t0;
        games += t.games;
        if (i > 0) gaps += Math.max(0, t.t0 - list[i - 1]!.t1);
        const c = t.cpu0 !== null && t.cpu1 !== null ? t.cpu1 - t.cpu0 : null;
        cpuBusy = cpuBusy === null || c === null ? null : cpuBusy + c;
        if (i > 0) {
          laterGames += t.games;
          laterCpu = laterCpu === null || c === null ? null : laterCpu + c;
        }
      });
      const last = list.at(-1)!;
      const firstCpu = first.cpu0 !== null && first.cpu1 !== null ? first.cpu1 - first.cpu0 : null;
      const cpuStartup = first.cpu0;
      cpuBusyAll = cpuBusyAll === null || cpuBusy === null ? null : cpuBusyAll + cpuBusy;
      cpuStartAll = cpuStartAll === null || cpuStartup === null ? null : cpuStartAll + cpuStartup;
      const lc = laterCpu as number | null;
      const cb = cpuBusy as number | null;
      workers.push({
        thread,
        shards: list.length,
        games,
        loaded_ms: start ? r1(start.loaded_ms - pool) : null,
        ready_ms: start ? r1(start.ready_ms - pool) : null,
        first_shard_ms: r1(first.t0 - pool),
        busy_ms: r1(busy),
        utilisation: r3(busy / window),
        gaps_ms: r1(gaps),
        tail_idle_ms: r1(lastEnd - last.t1),
        cpu_busy_ms: cb,
        cpu_per_busy: cb === null ? null : r3(cb / Math.max(1e-3, busy)),
        cpu_startup_ms: cpuStartup,
        first_shard_games_per_cpu_s: firstCpu ? Math.round((first.games * 1000) / firstCpu) : null,
        later_games_per_cpu_s: lc ? Math.round((laterGames * 1000) / lc) : null,
      });
    }
    // Steady window: all workers past their first shard, none out of work yet.
    let steady: number | null = null;
    if (byThread.size > 0) {
      const lists = [...byThread.values()];
      const a = Math.max(...lists.map((l) => l[0]!.t1));
      const b = Math.min(...lists.map((l) => l.at(-1)!.t1));
      if (b - a > 1) {
        let g = 0;
        for (const t of this.tasks) {
          const lo = Math.max(a, t.t0);
          const hi = Math.min(b, t.t1);
          if (hi > lo) g += (t.games * (hi - lo)) / Math.max(1e-3, t.t1 - t.t0);
        }
        steady = Math.round((g * 1000) / (b - a));
      }
    }
    const mainCpu1 = threadCpuMs();
    const main = mainCpu1 === null ? null : mainCpu1 / 1000;
    const wb = cpuBusyAll as number | null;
    const ws = cpuStartAll as number | null;
    const commitMs = this.commits.map((c) => c.c1 - c.c0);
    const lag = this.commits.map((c) => Math.max(0, c.c0 - c.end));
    return {
      process_to_run_ms: r1(this.runStart - performance.timeOrigin),
      run_to_pool_ms: r1(pool - this.runStart),
      pool_to_first_game_ms: r1(Math.min(...workers.map((w) => w.first_shard_ms), window)),
      pool_to_all_started_ms: r1(Math.max(0, ...workers.map((w) => w.first_shard_ms))),
      pool_window_ms: r1(window),
      steady_games_per_s: steady,
      finish_ms: r1(end - lastEnd),
      tail_parts: this.parts,
      workers,
      utilisation: r3(workers.reduce((s, w) => s + w.utilisation, 0) / Math.max(1, workers.length)),
      startup_ms_total: r1(workers.reduce((s, w) => s + w.first_shard_ms, 0)),
      gaps_ms_total: r1(workers.reduce((s, w) => s + w.gaps_ms, 0)),
      tail_idle_ms_total: r1(workers.reduce((s, w) => s + w.tail_idle_ms, 0)),
      main_commit_ms: { total: r1(commitMs.reduce((s, x) => s + x, 0)), median: r3(median(commitMs)), max: r3(Math.max(0, ...commitMs)) },
      commit_lag_ms: { median: r1(median(lag)), max: r1(Math.max(0, ...lag)) },
      cpu_s: {
        process: r3(processCpuS),
        workers_busy: wb === null ? null : r3(wb / 1000),
        workers_startup: ws === null ? null : r3(ws / 1000),
        main: main === null ? null : r3(main),
        other: wb === null || ws === null || main === null ? null : r3(processCpuS - wb / 1000 - ws / 1000 - main),
      },
    };
  }
}
