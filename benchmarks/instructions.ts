/**
 * The instruction-count benchmark (`berserk bench --instructions`): the fixed workloads of
 * benchmarks/instruction-workloads.ts in one node process under valgrind's callgrind, counting only
 * each workload's measured part (see that file), reported as instructions per game (per search) and
 * per action. The engine is deterministic from its seeds and the node flags below remove V8's
 * timing-dependent work, so a count repeats across runs to a small fraction of a per cent, on a
 * loaded machine too (docs/benchmarks.md "Instruction counts").
 */
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkloadOutput, WorkloadSize } from './instruction-workloads.js';
import { RESULT_SCHEMA, buildInfo, metric, type BenchResult, type Metric, type Signature } from './result.js';

/**
 * Node/V8 flags of the measured process. `--single-threaded`: no concurrent compiler or GC threads,
 * whose share of the work depends on timing; compilation and GC run on the main thread at points
 * fixed by the program. `--hash-seed`/`--random-seed`: V8's hash tables and Math.random seeded the
 * same in every run (string hashing costs move with the seed otherwise). `--predictable-gc-schedule`:
 * heap growth and the memory reducer follow allocation only, not time, so the collections fall at the
 * same points in every run.
 */
export const NODE_FLAGS = ['--single-threaded', '--predictable-gc-schedule', '--hash-seed=1', '--random-seed=1'] as const;

export const CALLGRIND_ARGS = [
  '--tool=callgrind',
  '--zero-before=uv_os_getpriority',
  '--dump-before=uv_os_setpriority',
  '--dump-instr=no',
  '--dump-line=no',
] as const;

/**
 * Relative noise floor of a count, used by `compare` to widen the interval when a file holds one run
 * or identical runs: the largest run-to-run spread measured on the development machine, rounded up
 * (docs/benchmarks.md).
 */
export const INSTRUCTION_NOISE = 0.005;

/** The valgrind version, or null when valgrind cannot be run. */
export function valgrindVersion(): string | null {
  const r = spawnSync('valgrind', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The dist/ folder of a build given as a checkout (with dist/) or as the dist/ folder itself. */
export function resolveDist(p: string): string | null {
  const abs = path.resolve(p);
  if (fs.existsSync(path.join(abs, 'src', 'engine', 'game.js'))) return abs;
  if (fs.existsSync(path.join(abs, 'dist', 'src', 'engine', 'game.js'))) return path.join(abs, 'dist');
  return null;
}

export interface InstructionRun {
  workloads: WorkloadOutput[];
  /** Instructions of each workload's figure (its last counted pass), in workload order. */
  counts: number[];
  /** Instructions of every counted pass of each workload, in workload order. */
  passCounts?: number[][];
}

/** Read the `totals:` (else `summary:`) line of a callgrind dump. */
function dumpTotal(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  const m = /^totals:\s+(\d+)/m.exec(text) ?? /^summary:\s+(\d+)/m.exec(text);
  if (!m) throw new Error(`${file}: no totals line in the callgrind dump`);
  return Number(m[1]);
}

/**
 * One valgrind run of the workloads against the build in `dist`. Asynchronous, so that several runs
 * can go at once: a count does not depend on timing or on the machine's load.
 */
export function runOnce(dist: string, size: WorkloadSize): Promise<InstructionRun> {
  const script = fileURLToPath(new URL('./instruction-workloads.js', import.meta.url));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-callgrind-'));
  const args = [...CALLGRIND_ARGS, `--callgrind-out-file=${path.join(dir, 'cg')}`, process.execPath, ...NODE_FLAGS, script, dist, size];
  return new Promise<InstructionRun>((resolve, reject) => {
    const child = spawn('valgrind', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-4000)));
    child.on('error', (err) => reject(err));
    child.on('close', (code, signal) => {
      try {
        if (code !== 0) {
          const tail = stderr.trim().split('\n').slice(-5).join(' | ');
          throw new Error(`the workloads failed under valgrind (exit ${code ?? signal}): ${tail}`);
        }
        const workloads = (JSON.parse(stdout) as { workloads: WorkloadOutput[] }).workloads;
        // Workload k owns `passes` consecutive dumps (one per counted pass); its figure is the least.
        const passCounts: number[][] = [];
        let dump = 0;
        for (const w of workloads) {
          const passes = w.passes;
          const own: number[] = [];
          for (let p = 0; p < passes; p++) own.push(dumpTotal(path.join(dir, `cg.${++dump}`)));
          passCounts.push(own);
        }
        resolve({ workloads, counts: passCounts.map((c) => Math.min(...c)), passCounts });
      } catch (err) {
        reject(err);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Relative spread of samples: (max − min) / median. */
export function spread(samples: readonly number[]): number {
  const xs = [...samples].sort((a, b) => a - b);
  const mid = xs.length % 2 === 1 ? xs[(xs.length - 1) / 2]! : (xs[xs.length / 2 - 1]! + xs[xs.length / 2]!) / 2;
  return (xs[xs.length - 1]! - xs[0]!) / mid;
}

/**
 * Build the result of several runs of one build. Throws when the runs disagree on a signature (the
 * workloads would not be deterministic, and no count could be trusted).
 */
export function instructionResult(dist: string, size: WorkloadSize, runs: readonly InstructionRun[], valgrind: string): BenchResult {
  const first = runs[0]!;
  const signatures: Record<string, Signature> = {};
  const metrics: Record<string, Metric> = {};
  const spreads: Record<string, number> = {};
  const passCurves: Record<string, number[]> = {};
  const convergence: Record<string, number> = {};
  first.workloads.forEach((w, k) => {
    for (const run of runs) {
      const o = run.workloads[k]!;
      if (o.signature.hash !== w.signature.hash || o.actions !== w.actions) {
        throw new Error(`workload ${w.name}: the runs played different games (signature ${w.signature.hash} vs ${o.signature.hash}); the workloads are not deterministic`);
      }
    }
    signatures[w.name] = { ...w.signature, units: w.units };
    const counts = runs.map((r) => r.counts[k]!);
    metrics[`${w.name}/instructions-per-${w.unit}`] = metric(w.name, `instructions-per-${w.unit}`, `instructions/${w.unit}`, 'lower', counts.map((c) => Math.round(c / w.units)), INSTRUCTION_NOISE);
    metrics[`${w.name}/instructions-per-action`] = metric(w.name, 'instructions-per-action', 'instructions/action', 'lower', counts.map((c) => Math.round((c / w.actions) * 10) / 10), INSTRUCTION_NOISE);
    spreads[w.name] = spread(counts);
    const own = first.passCounts?.[k];
    if (own && own.length >= 2) {
      passCurves[w.name] = own.map((c) => Math.round(c / w.units));
      const [least, next] = [...own].sort((a, b) => a - b);
      convergence[w.name] = (next! - least!) / least!;
    }
  });
  return {
    schema: RESULT_SCHEMA,
    kind: 'instructions',
    date: new Date().toISOString(),
    build: buildInfo(dist),
    environment: { node: process.version, valgrind, nodeFlags: NODE_FLAGS.join(' '), callgrind: CALLGRIND_ARGS.join(' '), machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, platform: process.platform, arch: process.arch } },
    config: {
      size,
      runs: runs.length,
      workloads: first.workloads.map((w) => ({ name: w.name, units: w.units, unit: w.unit, actions: w.actions, warmupPasses: w.warmupPasses })),
      /** Per workload: (max − min) / median of the counted instructions over the runs. */
      spread: spreads,
      /** Per workload, first run: instructions per unit of each counted pass (V8 compiling, then flat with late compilations). */
      passes: passCurves,
      /** Per workload, first run: (second least pass − least) / least; near 0 when two passes ran without compilation (the figure is the steady state). */
      convergence,
    },
    signatures,
    metrics,
  };
}
