/**
 * `berserk report DIR [--out FILE]`: write a self-contained HTML report of a finished run folder
 * (src/report/write.ts), or of an agents comparison (src/report/compare-page.ts). A folder that is
 * not a finished run or comparison exits 2 with one line.
 */
import type { Command } from 'commander';
import { UsageError } from './errors.js';

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('write one self-contained HTML file drawing a finished run: deck matrix heatmap, seat splits, card lift, turns, end reasons, A/B differences, notable games')
    .summary('draw a run as one self-contained HTML file')
    .argument('<dir>', 'a finished run folder (berserk sim or berserk ab), or the folder of berserk sim --agents-compare (both matrices and their flips)')
    .option('--out <file>', 'the HTML file (default: DIR/report.html)')
    .action((dir: string, flags: { out?: string }) => {
      makeReport(dir, flags.out)
        .then((file) => process.stdout.write(`report: ${file}\n`))
        .catch((e: unknown) => {
          const usage = e instanceof UsageError || (e instanceof Error && e.name === 'ReportInputError');
          process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
          process.exitCode = usage ? 2 : 1;
        });
    });
}

async function makeReport(dir: string, out?: string): Promise<string> {
  const { writeReport } = await import('../report/write.js');
  const { ReportInputError } = await import('../report/data.js');
  try {
    return await writeReport(dir, out);
  } catch (e) {
    if (e instanceof ReportInputError) throw new UsageError(e.message);
    throw e;
  }
}
