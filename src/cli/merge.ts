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
 *   --no-sync          do not wait for the disk: the output is in the page cache when it returns
 *                      (as with cp or cat), not yet durable
 *
 * Bad inputs (a missing or overlapping shard, a truncated file, another run's slice) exit 2 with one
 * line naming the folder or file, and leave no output folder.
 */
import type { Command } from 'commander';
import { type MergeInput, type MergeResult, appendRuns, checkMergeInputs, mergeRuns, summarizeRuns } from '../sim/merge.js';
import { CardOverridesNotLoaded, RunDirError } from '../sim/run-dir.js';
import { renderSummary } from '../sim/summary.js';
import { EXIT_USAGE, UsageError } from './errors.js';

interface MergeFlags {
  out?: string;
  append?: string;
  partial?: boolean;
  summaryOnly?: boolean;
  json?: boolean;
  sync?: boolean;
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
    .option('--no-sync', 'return once the output is written, without waiting for the disk (fsync); a crash soon after can damage it (merge again from the slices)')
    .action((dirs: string[], flags: MergeFlags) => {
      const targets = [flags.out, flags.append, flags.summaryOnly].filter((x) => x !== undefined).length;
      if (targets !== 1) throw new UsageError('give exactly one of --out DIR (a new merged folder), --append DIR (add to a finished one) and --summary-only');
      const partial = flags.partial === true || flags.append !== undefined || flags.summaryOnly === true;
      let checked: MergeInput[] | null = null;
      try {
        checked = checkMergeInputs(dirs, { partial });
      } catch (e) {
        if (e instanceof RunDirError && !(e instanceof CardOverridesNotLoaded)) throw new UsageError(e.message);
        if (!(e instanceof CardOverridesNotLoaded)) throw e;
      }
      // The card-override module (and zod, ~0.1 s of start-up) loads only for a run that has overrides.
      const ready: Promise<MergeInput[]> = checked ? Promise.resolve(checked) : import('../sim/card-overrides.js').then(() => checkMergeInputs(dirs, { partial }));
      const target = flags.out ?? flags.append ?? '';
      const job: Promise<MergeResult> = ready.then((inputs) =>
        flags.append !== undefined
          ? appendRuns(flags.append, inputs, { sync: flags.sync })
          : flags.out !== undefined
            ? mergeRuns(inputs, flags.out, { sync: flags.sync })
            : summarizeRuns(inputs).then((summary) => ({ summary, already: false, shards: [inputs[0]!.run.slice.lo, inputs.at(-1)!.run.slice.hi] as [number, number] })),
      );
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
