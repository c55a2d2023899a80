/**
 * The cost of card text (`npm run bench:text-cost`, issue #5): the engine benchmark's games (random vs
 * random, decks/steppe.json vs decks/forest.json, game i seeded with deriveGameSeed(12345, i)) played
 * with the printed cards only ("vanilla") and with the implemented abilities ("text"), in alternating
 * child processes, and the ratio vanilla / text taken within each round.
 *
 * Why paired processes: on these shared 2-core VMs the same build's games/s swings up to 2× between
 * processes and minutes, so two medians taken minutes apart cannot be compared. Each round runs one
 * vanilla and one text process back to back, in ABBA order (V T, then T V, …) so that a drift over
 * the round cancels, and the round's ratio compares two figures taken under the same conditions.
 * Each process is fresh (its own JIT feedback: a process that ran both kinds of game would compile
 * the vanilla games with the text games' type feedback). Each process warms up, then times `--blocks`
 * blocks of `--games` games and reports its median block.
 *
 * Prints one JSON object: per-kind medians of the processes' games/s, and the ratio's median, min and
 * max over rounds. Flags: --rounds R (default 8), --games N (per block, default 1000), --blocks B
 * (default 3), --quick (3 rounds of 500 games, 2 blocks).
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before the engine loads (src/sim/v8-tuning.ts)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RandomAgent } from '../src/agents/random.js';
import { cardDb } from '../src/engine/card-pool.js';
import { compileCardDb } from '../src/engine/compile/compile.js';
import { SET1 } from '../src/engine/cards/set1/printed.js';
import { newState } from '../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { deriveGameSeed } from '../src/engine/core/rng.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { Match } from '../src/sim/play.js';
import { environment, parseBenchFlags, summarize } from './stats.js';

const RUN_SEED = 12345;
const DECKS = ['decks/steppe.json', 'decks/forest.json'] as const;
const WARMUP_GAMES = 3000;

const argv = process.argv.slice(2);
const childKind = argv[0] === '--child' ? argv[1] : undefined;

if (childKind !== undefined) {
  // Child: `--child vanilla|text GAMES BLOCKS` → prints the median block's games/s and actions/s.
  const games = Number(argv[2]);
  const blocks = Number(argv[3]);
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
  const db = childKind === 'vanilla' ? compileCardDb(SET1) : cardDb();
  const deck0 = loadDeckFile(repoRoot + DECKS[0], db.defs).cardIndices;
  const deck1 = loadDeckFile(repoRoot + DECKS[1], db.defs).cardIndices;
  const match = new Match(newState(db, DEFAULT_OPTIONS), [new RandomAgent(), new RandomAgent()]);
  const seeds: bigint[] = [];
  for (let i = 0; i < games; i++) seeds.push(deriveGameSeed(RUN_SEED, i));
  for (let i = 0; i < WARMUP_GAMES; i++) match.play(deck0, deck1, seeds[i % games]!);
  const rates: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const t0 = performance.now();
    for (let i = 0; i < games; i++) match.play(deck0, deck1, seeds[i]!);
    rates.push(games / ((performance.now() - t0) / 1000));
  }
  process.stdout.write(JSON.stringify({ gamesPerSec: summarize(rates, 0).median }) + '\n');
} else {
  const flags = parseBenchFlags(argv, ['rounds', 'games', 'blocks'] as const);
  const rounds = flags.rounds ?? (flags.quick ? 3 : 8);
  const games = flags.games ?? (flags.quick ? 500 : 1000);
  const blocks = flags.blocks ?? (flags.quick ? 2 : 3);
  const self = fileURLToPath(import.meta.url);
  const child = (kind: 'vanilla' | 'text'): number => {
    const r = spawnSync(process.execPath, [self, '--child', kind, String(games), String(blocks)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (r.status !== 0) {
      process.stderr.write(`text-cost: the ${kind} child process failed (exit ${r.status ?? r.signal})\n`);
      process.exit(1);
    }
    return (JSON.parse(r.stdout) as { gamesPerSec: number }).gamesPerSec;
  };
  const vanilla: number[] = [];
  const text: number[] = [];
  const ratio: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let v: number;
    let t: number;
    if (r % 2 === 0) {
      v = child('vanilla');
      t = child('text');
    } else {
      t = child('text');
      v = child('vanilla');
    }
    vanilla.push(v);
    text.push(t);
    ratio.push(v / t);
  }
  const report = {
    benchmark: 'text-cost',
    date: new Date().toISOString(),
    ...environment(),
    config: { decks: DECKS, runSeed: RUN_SEED, rounds, gamesPerBlock: games, blocksPerProcess: blocks, warmupGames: WARMUP_GAMES, order: 'ABBA (vanilla, text; then text, vanilla; …)' },
    vanillaGamesPerSec: summarize(vanilla, 0),
    textGamesPerSec: summarize(text, 0),
    /** vanilla games/s ÷ text games/s, taken within each round: the slowdown from card text. */
    slowdown: summarize(ratio, 2),
    rounds: vanilla.map((v, k) => ({ vanilla: Math.round(v), text: Math.round(text[k]!), slowdown: Math.round(ratio[k]! * 100) / 100 })),
  };
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
}
