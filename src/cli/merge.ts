/**
 * `berserk merge DIR... --out DIR`: join the folders of `berserk sim --shard i/n` slices into one
 * run folder, byte-identical in its tables to a single unsliced run (src/sim/merge.ts).
 */
import * as fs from 'node:fs';
import type { Command } from 'commander';
import { type MergeInput, checkMergeInputs, mergeRuns } from '../sim/merge.js';
import { RunDirError } from '../sim/run-dir.js';
import { renderSummary } from '../sim/summary.js';
import { UsageError } from './errors.js';

interface MergeFlags {
  out: string;
  json?: boolean;
}

export function registerMerge(program: Command): void {
  program
    .command('merge')
    .description('merge the folders of `berserk sim --shard i/n` slices into one folder equal to a single run')
    .summary('merge sliced sim runs into one')
    .argument('<dirs...>', 'the slice folders (any order)')
    .requiredOption('--out <dir>', 'output folder, new or empty')
    .option('--json', 'print summary.json instead of the table')
    .action((dirs: string[], flags: MergeFlags) => {
      let inputs: MergeInput[];
      try {
        inputs = checkMergeInputs(dirs);
      } catch (e) {
        if (e instanceof RunDirError) throw new UsageError(e.message);
        throw e;
      }
      if (fs.existsSync(flags.out) && (!fs.statSync(flags.out).isDirectory() || fs.readdirSync(flags.out).length > 0)) {
        throw new UsageError(`--out: ${flags.out} exists and is not an empty folder`);
      }
      mergeRuns(inputs, flags.out).then(
        (summary) => {
          process.stdout.write(flags.json ? JSON.stringify(summary, null, 2) + '\n' : renderSummary(summary) + `results: ${flags.out}\n`);
        },
        (e: unknown) => {
          process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
          process.exitCode = 1;
        },
      );
    });
}
