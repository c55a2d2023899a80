/**
 * `npm run check:self -- --seed S --from A --to B`: the random-game self-check (src/sim/selfcheck.ts:
 * the engine invariants, the legal-action, clone and observation contracts after every action) over
 * games [A, B) of run seed S, off-line and as long as wanted. Game i is the one the invariant tests
 * number i (test/invariants/run.ts, run seed 20261129): the bundled decks in turn on even games, two
 * random constructed decks from the parseWholeNumber set on odd games. A violation is printed with its game,
 * seed and action, and the check goes on with the next game. Prints a JSON summary at the end; exit
 * code 1 if any game failed, 2 on bad flags.
 */
import { readdirSync } from 'node:fs';
import { Command } from 'commander';
import { cardDb } from '../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { selfCheck } from '../src/sim/selfcheck.js';
import { EXIT_USAGE, parseWholeNumber } from '../src/cli/errors.js';

const program = new Command('check:self')
  .description('Play random games and check the engine invariants and contracts after every action.')
  .option('--seed <s>', 'run seed (the invariant tests use 20261129)', parseWholeNumber, 20261129)
  .requiredOption('--from <i>', 'first game index', parseWholeNumber)
  .requiredOption('--to <j>', 'end game index (exclusive; greater than --from)', parseWholeNumber)
  .option('--progress <n>', 'print a progress line every n games (0: none)', parseWholeNumber, 10_000)
  .exitOverride((err) => process.exit(err.exitCode === 0 ? 0 : EXIT_USAGE));
program.parse();
const opts = program.opts<{ seed: number; from: number; to: number; progress: number }>();
if (opts.to <= opts.from) {
  process.stderr.write(`check:self: --to (${opts.to}) must be greater than --from (${opts.from})\n`);
  process.exit(EXIT_USAGE);
}

const db = cardDb();
const decks = readdirSync('decks')
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => loadDeckFile(`decks/${f}`, db.defs).cardIndices);
const failed: { game: number; message: string }[] = [];
let games = 0;
const t0 = performance.now();
// Blocks between progress lines; a violation ends its block at that game, and the next block starts after it.
const block = opts.progress > 0 ? opts.progress : 10_000;
let a = opts.from;
while (a < opts.to) {
  const b = Math.min(opts.to, a + block - ((a - opts.from) % block));
  try {
    const st = selfCheck({ db, options: DEFAULT_OPTIONS, decks, randomDecksOnOddGames: true, runSeed: opts.seed, from: a, to: b });
    games += st.games;
    a = b;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const m = /game (\d+)/.exec(message);
    const g = m ? Number(m[1]) : a;
    failed.push({ game: g, message });
    process.stdout.write(`${message}\n`);
    games += g + 1 - a;
    a = g + 1;
  }
  if (opts.progress > 0 && (a - opts.from) % opts.progress === 0 && a < opts.to) process.stderr.write(`check:self: ${a - opts.from}/${opts.to - opts.from} games\n`);
}
const summary = { seed: opts.seed, from: opts.from, to: opts.to, games, failed: failed.map((f) => f.game), seconds: Math.round((performance.now() - t0) / 100) / 10 };
process.stdout.write(JSON.stringify(summary) + '\n');
process.exit(failed.length > 0 ? 1 : 0);
