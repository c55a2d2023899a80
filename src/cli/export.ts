/**
 * `berserk export DIR --parquet`: write games.parquet, game_cards.parquet and cards.parquet next to
 * the Arrow tables of a finished run folder (sim/parquet-io.ts). A folder that is not a complete,
 * intact run exits with code 2 and gets no Parquet file.
 */
import type { Command } from 'commander';
import { RunDirError } from '../sim/run-dir.js';
import { EXIT_USAGE, UsageError } from './errors.js';

export function registerExport(program: Command): void {
  program
    .command('export')
    .description('convert the Arrow tables of a finished run folder to other formats: --parquet writes games.parquet, game_cards.parquet and cards.parquet in it')
    .summary('convert a finished run folder\'s tables (--parquet)')
    .argument('<dir>', 'a complete run folder (berserk sim, berserk ab or berserk merge)')
    .option('--parquet', 'write the Parquet files (DuckDB read_parquet, Polars pl.read_parquet)')
    .action((dir: string, flags: { parquet?: boolean }) => {
      if (!flags.parquet) throw new UsageError('export: say which format to write (--parquet)');
      run(dir).catch((e: unknown) => {
        process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = e instanceof RunDirError ? EXIT_USAGE : 1;
      });
    });
}

async function run(dir: string): Promise<void> {
  const { exportParquet, PARQUET_FILES } = await import('../sim/parquet-io.js');
  const r = await exportParquet(dir);
  process.stdout.write(
    `${PARQUET_FILES.games} (${r.rows.games} rows), ${PARQUET_FILES.game_cards} (${r.rows.game_cards} rows), ${PARQUET_FILES.cards} (${r.rows.cards} rows) written in ${dir} in ${r.seconds.toFixed(2)} s\n`,
  );
}
