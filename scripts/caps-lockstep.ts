/**
 * `npm run check:caps -- --from A --to B`: the lockstep check of the per-game summaries
 * (src/sim/caps-lockstep.ts) over games [A, B) of random constructed decks, off-line. Game i draws its
 * two decks (selfcheck.ts randomDeck, the whole set) and its actions from the stream
 * `capsdiff/<seedHex(deriveGameSeed(777777, i))>` and plays with game seed deriveGameSeed(888888, i):
 * the numbering of the off-line runs that docs/engine.md quotes (games 0–999,999). Prints each difference as it is found and a JSON summary at the end; exit
 * code 1 if any game differed, 2 on bad flags. `--set2`: the pool is set 1 and the set-2 cards the engine plays
 * (src/engine/cards/set2), compiled together, so the mechanic-owned capability bits (mechanics/ids.ts) are checked too.
 */
import { Command } from 'commander';
import { ALL_CARDS, cardDb } from '../src/engine/card-pool.js';
import { compileCardDb } from '../src/engine/compile/compile.js';
import { SET2_CARDS } from '../src/engine/cards/set2/index.js';
import { deriveGameSeed, seedHex, seedStream } from '../src/engine/core/rng.js';
import { randomDeck } from '../src/sim/selfcheck.js';
import { CapsLockstep } from '../src/sim/caps-lockstep.js';
import { EXIT_USAGE, parseWholeNumber } from '../src/cli/errors.js';

const program = new Command('check:caps')
  .description('Play games both ways (scoped and widened per-game summaries) and report any difference.')
  .requiredOption('--from <i>', 'first game index', parseWholeNumber)
  .requiredOption('--to <j>', 'end game index (exclusive; greater than --from)', parseWholeNumber)
  .option('--progress <n>', 'print a progress line every n games (0: none)', parseWholeNumber, 10_000)
  .option('--set2', 'set 1 with the set-2 cards the engine plays (src/engine/cards/set2)', false)
  .exitOverride((err) => process.exit(err.exitCode === 0 ? 0 : EXIT_USAGE));
program.parse();
const opts = program.opts<{ from: number; to: number; progress: number; set2: boolean }>();
if (opts.to <= opts.from) {
  process.stderr.write(`check:caps: --to (${opts.to}) must be greater than --from (${opts.from})\n`);
  process.exit(EXIT_USAGE);
}

const db = opts.set2 ? compileCardDb([...ALL_CARDS, ...SET2_CARDS]) : cardDb();
const lockstep = new CapsLockstep(db);
const words = new Uint32Array(4);
const differed: number[] = [];
const t0 = performance.now();
for (let gi = opts.from; gi < opts.to; gi++) {
  seedStream(words, 0, `capsdiff/${seedHex(deriveGameSeed(777777, gi))}`);
  const d0 = randomDeck(db, words);
  const d1 = randomDeck(db, words);
  const m = lockstep.play(d0, d1, deriveGameSeed(888888, gi), words);
  if (m) {
    differed.push(gi);
    process.stdout.write(`game ${gi}: ${m.kind} differs at action ${m.action}: scoped [${m.scoped}], widened [${m.widened}]\n`);
  }
  if (opts.progress > 0 && (gi + 1 - opts.from) % opts.progress === 0) process.stderr.write(`check:caps: ${gi + 1 - opts.from}/${opts.to - opts.from} games\n`);
}
const summary = { pool: opts.set2 ? 'set1+set2' : 'set1', from: opts.from, to: opts.to, games: opts.to - opts.from, actions: lockstep.stats.actions, differed, seconds: Math.round((performance.now() - t0) / 100) / 10 };
process.stdout.write(JSON.stringify(summary) + '\n');
process.exit(differed.length > 0 ? 1 : 0);
