/**
 * `berserk bench`: the benchmarks, their comparison and their export (docs/benchmarks.md).
 *
 *   berserk bench [--quick] [--engine-only]            wall-clock benchmarks (benchmarks/index.ts)
 *   berserk bench --instructions [--size ci|full] [--runs N]
 *                                                     instruction counts under callgrind
 *   … --format json|bmf|github-action-benchmark      how the result is printed (default json)
 *   … --output FILE                                   also write the result JSON to FILE
 *                                                     (--alternate: the head's; --output-base FILE the base's)
 *   … --compare BASE.json                             run, then compare with BASE.json
 *   … --alternate N --base PATH [--head PATH]         run two builds in ABBA order, then compare
 *   berserk bench compare BASE.json HEAD.json         compare two result files
 *   berserk bench export FILE --format bmf|…          print a result file in another format
 *
 * Exit codes of a comparison: 0 no regression, 1 slower beyond the threshold with confidence, 3
 * behaviour changed (signatures differ) unless --allow-signature-change, 2 bad input. Needs the
 * compiled benchmarks in dist/.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { alternate, engineProcess } from '../../benchmarks/alternate.js';
import { compareResults, EXIT_OK } from '../../benchmarks/compare.js';
import { FORMATS, render, type Format } from '../../benchmarks/formats.js';
import { instructionResult, resolveDist, runOnce, valgrindVersion } from '../../benchmarks/instructions.js';
import type { WorkloadSize } from '../../benchmarks/instruction-workloads.js';
import { parseResult, readResult, ResultFileError, type BenchResult } from '../../benchmarks/result.js';
import { timeResult, type EngineReport } from '../../benchmarks/time-result.js';
import { EXIT_USAGE, parsePositiveInt, UsageError } from './errors.js';

/** This build's dist/ folder. */
const OWN_DIST = fileURLToPath(new URL('../..', import.meta.url));

/** `--threshold 5` or `5%`: a percentage from 0 to 100, returned as a fraction. */
function parseThreshold(value: string): number {
  const v = value.trim().replace(/%$/, '');
  const x = Number(v);
  if (v === '' || !Number.isFinite(x) || x < 0 || x >= 100) throw new InvalidArgumentError('expected a percentage from 0 to 100, e.g. 5 or 1.5%');
  return x / 100;
}

interface CompareFlags {
  threshold?: number;
  allowSignatureChange?: boolean;
}

function load(file: string): BenchResult {
  try {
    return readResult(file);
  } catch (err) {
    if (err instanceof ResultFileError) throw new UsageError(err.message);
    throw err;
  }
}

/** Print the comparison and set the exit code. */
function compareAndReport(base: BenchResult, head: BenchResult, flags: CompareFlags): void {
  if (base.kind !== head.kind) throw new UsageError(`cannot compare a ${base.kind} result (base) with a ${head.kind} result (head): run both with or both without --instructions`);
  const c = compareResults(base, head, { ...(flags.threshold !== undefined ? { threshold: flags.threshold } : {}), allowSignatureChange: flags.allowSignatureChange === true });
  process.stdout.write(c.lines.join('\n') + '\n');
  process.exitCode = c.exitCode;
}

function dist(p: string, flag: string): string {
  const d = resolveDist(p);
  if (!d) throw new UsageError(`${flag} ${p}: no built project there (expected PATH/dist/src/engine/game.js or PATH/src/engine/game.js; run npm run build in it)`);
  return d;
}

function runTimeBench(flags: RunFlags): BenchResult {
  const script = fileURLToPath(new URL('../../benchmarks/index.js', import.meta.url));
  if (!fs.existsSync(script)) throw new UsageError(`${script} is missing: build first (npm run build)`);
  const args = [...(flags.quick ? ['--quick'] : []), ...(flags.engineOnly || flags.compare !== undefined ? ['--engine-only'] : [])];
  const r = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) {
    process.exitCode = r.status ?? 1;
    throw new BenchFailed();
  }
  return parseResult(JSON.parse(r.stdout), 'benchmarks/index.js output');
}

class BenchFailed extends Error {}

interface RunFlags extends CompareFlags {
  quick?: boolean;
  engineOnly?: boolean;
  instructions?: boolean;
  size: WorkloadSize;
  runs?: number;
  format: Format;
  output?: string;
  outputBase?: string;
  compare?: string;
  alternate?: number;
  base?: string;
  head?: string;
}

function requireValgrind(): string | null {
  const v = valgrindVersion();
  if (v === null) process.stderr.write('berserk bench --instructions: skipped: valgrind is not installed (Debian/Ubuntu: apt-get install valgrind)\n');
  return v;
}

async function runCommand(flags: RunFlags): Promise<void> {
  if (flags.alternate !== undefined && flags.base === undefined) throw new UsageError('--alternate needs --base PATH (the base build: a checkout with dist/, or its dist/ folder)');
  if (flags.alternate === undefined && (flags.base !== undefined || flags.head !== undefined)) throw new UsageError('--base/--head are for --alternate N');
  if (flags.alternate !== undefined && flags.compare !== undefined) throw new UsageError('--alternate compares the two builds itself: drop --compare');
  if (flags.runs !== undefined && !flags.instructions) throw new UsageError('--runs is for --instructions (wall-clock runs repeat inside each process)');
  const baseFile = flags.compare !== undefined ? load(flags.compare) : undefined;

  if (flags.alternate !== undefined) {
    const baseDist = dist(flags.base!, '--base');
    const headDist = flags.head !== undefined ? dist(flags.head, '--head') : OWN_DIST;
    let base: BenchResult;
    let head: BenchResult;
    if (flags.instructions) {
      const v = requireValgrind();
      if (v === null) return;
      const size = flags.size;
      // Counts do not depend on timing, so the runs go at once; ABBA order only fixes their start order.
      process.stderr.write(`${flags.alternate} round(s) of base and head under callgrind\n`);
      const runs = alternate(flags.alternate, (side) => runOnce(side === 'base' ? baseDist : headDist, size));
      base = instructionResult(baseDist, size, await Promise.all(runs.base), v);
      head = instructionResult(headDist, size, await Promise.all(runs.head), v);
    } else {
      const args = flags.quick ? ['--quick'] : [];
      const reports = alternate(flags.alternate, (side, round) => {
        process.stderr.write(`round ${round + 1}/${flags.alternate}: ${side}\n`);
        const d = side === 'base' ? baseDist : headDist;
        return { engine: engineProcess(d, false, args), engineVanilla: engineProcess(d, true, args) };
      });
      const pack = (d: string, rs: { engine: EngineReport; engineVanilla: EngineReport }[]): BenchResult =>
        timeResult(d, { engine: rs.map((x) => x.engine), engineVanilla: rs.map((x) => x.engineVanilla) }, { order: 'ABBA' });
      base = pack(baseDist, reports.base);
      head = pack(headDist, reports.head);
    }
    if (flags.output !== undefined) fs.writeFileSync(flags.output, JSON.stringify(head, null, 2) + '\n');
    if (flags.outputBase !== undefined) fs.writeFileSync(flags.outputBase, JSON.stringify(base, null, 2) + '\n');
    compareAndReport(base, head, flags);
    return;
  }

  let result: BenchResult;
  if (flags.instructions) {
    const v = requireValgrind();
    if (v === null) return;
    // The runs go at once: a count does not depend on timing or load.
    const n = flags.runs ?? 1;
    const runs = await Promise.all(Array.from({ length: n }, () => runOnce(OWN_DIST, flags.size)));
    result = instructionResult(OWN_DIST, flags.size, runs, v);
  } else {
    result = runTimeBench(flags);
  }
  if (flags.output !== undefined) fs.writeFileSync(flags.output, JSON.stringify(result, null, 2) + '\n');
  if (baseFile) compareAndReport(baseFile, result, flags);
  else process.stdout.write(render(result, flags.format));
}

export function registerBench(program: Command): void {
  const bench = program
    .command('bench')
    .description('run the benchmarks and print their result (docs/benchmarks.md); compare results; export them for CI tools')
    .summary('run, compare or export benchmarks')
    .option('--quick', 'smaller wall-clock workloads (a smoke run; the figures are not comparable)')
    .option('--engine-only', 'skip the sim benchmark (the wall-clock engine figures only)')
    .option('--instructions', 'count instructions of fixed workloads under valgrind callgrind instead of timing')
    .addOption(new Option('--size <size>', 'instruction workloads: ci (short) or full').choices(['ci', 'full']).default('ci'))
    .option('--runs <n>', 'instruction counts: valgrind runs to take samples from (default 1)', parsePositiveInt)
    .addOption(new Option('--format <format>', 'output format of the result').choices(FORMATS).default('json'))
    .option('--output <file>', 'also write the result JSON to this file (with --alternate: the head result)')
    .option('--output-base <file>', 'with --alternate: write the base result JSON to this file')
    .option('--compare <base.json>', 'after the run, compare it with this result file (prints the comparison instead of the result)')
    .option('--alternate <n>', 'run --base and --head builds in N ABBA rounds on this machine, then compare them', parsePositiveInt)
    .option('--base <path>', 'with --alternate: the base build (a checkout with dist/, or a dist/ folder)')
    .option('--head <path>', 'with --alternate: the head build (default: this build)')
    .option('--threshold <percent>', 'regression threshold in per cent (default 5 for wall-clock results, 1 for instruction counts)', parseThreshold)
    .option('--allow-signature-change', 'report a behaviour change but still compare the speed (exit 0/1 instead of 3)');
  // The action is asynchronous (valgrind runs go at once), so it reports its own bad input: the CLI's
  // synchronous error handler (main.ts) has returned by then.
  bench.action(async (flags: RunFlags) => {
    try {
      await runCommand(flags);
    } catch (err) {
      if (err instanceof BenchFailed) return;
      if (err instanceof UsageError || err instanceof ResultFileError) {
        process.stderr.write(`error: ${err.message}\n`);
        process.exitCode = EXIT_USAGE;
        return;
      }
      process.stderr.write(`berserk bench: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    }
  });

  // The subcommands read --threshold, --allow-signature-change and --format from `bench` itself
  // (commander parses a parent's options after the subcommand name too).
  bench
    .command('compare')
    .description('compare two result files: behaviour (signatures) first, then each figure with a 95 % bootstrap interval; exit 0, 1 (slower beyond the threshold) or 3 (behaviour changed); takes --threshold and --allow-signature-change')
    .argument('<base>', 'the base result JSON')
    .argument('<head>', 'the head result JSON')
    .action((baseFile: string, headFile: string, _local: unknown, cmd: Command) => {
    compareAndReport(load(baseFile), load(headFile), cmd.optsWithGlobals<CompareFlags>());
    if (process.exitCode === undefined) process.exitCode = EXIT_OK;
  });

  bench
    .command('export')
    .description('print a result file as bmf (Bencher Metric Format) or github-action-benchmark JSON (takes --format)')
    .argument('<file>', 'a result JSON of berserk bench')
    .addOption(new Option('--direction <dir>', 'github-action-benchmark: print only the customBiggerIsBetter or customSmallerIsBetter array').choices(['bigger', 'smaller']))
    .action((file: string, _local: unknown, cmd: Command) => {
      const flags = cmd.optsWithGlobals<{ format: Format; direction?: 'bigger' | 'smaller' }>();
      process.stdout.write(render(load(file), flags.format, flags.direction));
    });
}
