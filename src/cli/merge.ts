/**
 * `berserk merge DIR... --out DIR`: join the folders of `berserk sim --shard i/n` slices into one
 * run folder, byte-identical in its tables and summary to a single unsliced run (src/sim/merge.ts).
 * It copies batch bytes (no decoding), writes `<out>.partial` and renames it, and exits 0 at once
 * when `<out>` already holds this merge, so a killed or retried merge job can simply run again.
 *
 *   --partial          the inputs may cover any contiguous part of the run (a folder that later
 *                      merges or appends like a slice)
 *   --append DIR       add the inputs (the next contiguous slices) to the finished folder DIR in
 *                      place: merge slices as they finish; rerun the same command if it was killed
 *   --summary-only     print the summary of the slices (from their aggregate.json files) and write
 *                      nothing: read many slices without merging them
 *
 * Bad inputs (a missing or overlapping shard, a truncated file, another run's slice) exit 2 with one
 * line naming the folder or file, and leave no output folder.
 */
import type { Command } from 'commander';
import { type MergeInput, type MergeResult, appendRuns, checkMergeInputs, mergeRuns, summarizeRuns } from '../sim/merge.js';
import { RunDirError } from '../sim/run-dir.js';
import { renderSummary } from '../sim/summary.js';
import { EXIT_USAGE, UsageError } from './errors.js';

interface MergeFlags {
  out?: string;
  append?: string;
  partial?: boolean;
  summaryOnly?: boolean;
  json?: boolean;
}

export function registerMerge(program: Command): void {
  program
    .command('merge')
    .description('merge the folders of `berserk sim --shard i/n` slices into one folder equal to a single run (a byte copy; safe to rerun)')
    .summary('merge sliced sim runs into one')
    .argument('<dirs...>', 'the slice folders (any order)')
    .option('--out <dir>', 'output folder: new, empty, or this very merge finished (then nothing is done)')
    .option('--partial', 'the slices may cover only a contiguous part of the run')
    .option('--append <dir>', 'add the slices (the next contiguous shards) to this finished folder, in place')
    .option('--summary-only', 'print the summary of the slices (from their aggregate.json) and write nothing')
    .option('--json', 'print summary.json instead of the table')
    .action((dirs: string[], flags: MergeFlags) => {
      const targets = [flags.out, flags.append, flags.summaryOnly].filter((x) => x !== undefined).length;
      if (targets !== 1) throw new UsageError('give exactly one of --out DIR (a new merged folder), --append DIR (add to a finished one) and --summary-only');
      let inputs: MergeInput[];
      try {
        inputs = checkMergeInputs(dirs, { partial: flags.partial === true || flags.append !== undefined || flags.summaryOnly === true });
      } catch (e) {
        if (e instanceof RunDirError) throw new UsageError(e.message);
        throw e;
      }
      const target = flags.out ?? flags.append ?? '';
      const job: Promise<MergeResult> =
        flags.append !== undefined
          ? appendRuns(flags.append, inputs)
          : flags.out !== undefined
            ? mergeRuns(inputs, flags.out)
            : summarizeRuns(inputs).then((summary) => ({ summary, already: false, shards: [inputs[0]!.run.slice.lo, inputs.at(-1)!.run.slice.hi] }));
      job.then(
        (r) => {
          const note = r.already ? `${target} already holds this merge (shards ${r.shards[0]}–${r.shards[1] - 1}); nothing to do\n` : '';
          if (flags.json) process.stdout.write(JSON.stringify(r.summary, null, 2) + '\n');
          else process.stdout.write(renderSummary(r.summary) + note + (target ? `results: ${target}\n` : ''));
        },
        (e: unknown) => {
          process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
          process.exitCode = e instanceof RunDirError ? EXIT_USAGE : 1;
        },
      );
    });
}
