/**
 * `node dist/scripts/same-games.js [--games N]`: two fingerprints of this build's behaviour, for
 * proving that a restructuring step changed nothing (docs/architecture.md). Run it with the build
 * before and after the step; both lines of JSON must be equal.
 *
 * - `games`: N games (default 2,000), game i seeded deriveGameSeed(4242, i), each between two random
 *   constructed decks from the whole set (selfcheck.ts randomDeck, stream `decks/<seed>`), every action
 *   drawn uniformly from the legal list with the game's own player streams. Every state is hashed after
 *   every action (hashInto, folded) and every legal-action list is hashed, so a change anywhere in
 *   what the engine offers or does shows.
 * - `cardDb`: an FNV-1a digest of every typed array and number of the bundled CardDb, in key order
 *   (the definitions, the hooks and functions excluded): the compiler's output, field by field.
 */
import { Command } from 'commander';
import { cardDb } from '../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame } from '../src/engine/game.js';
import { hashInto } from '../src/engine/core/state.js';
import { deriveGameSeed, nextInt, seedHex, seedStream } from '../src/engine/core/rng.js';
import { MAX_LEGAL } from '../src/engine/core/action.js';
import { randomDeck } from '../src/sim/selfcheck.js';
import { EXIT_USAGE, parseWholeNumber } from '../src/cli/errors.js';

const program = new Command('same-games')
  .description('Fingerprint the engine: random-deck games hashed after every action, and the compiled card tables.')
  .option('--games <n>', 'random-deck games to play', parseWholeNumber, 2000)
  .exitOverride((err) => process.exit(err.exitCode === 0 ? 0 : EXIT_USAGE));
program.parse();
const { games } = program.opts<{ games: number }>();

const FNV = 0x01000193;
const db = cardDb();
const s = newState(db, DEFAULT_OPTIONS);
const legal = new Int32Array(MAX_LEGAL);
const h = new Int32Array(2);
const deckWords = new Uint32Array(4);
let stateFold = 0x12345678;
let legalFold = 0x9abcdef0;
let actions = 0;
let legalSum = 0;
for (let gi = 0; gi < games; gi++) {
  const seed = deriveGameSeed(4242, gi);
  seedStream(deckWords, 0, `decks/${seedHex(seed)}`);
  const d0 = randomDeck(db, deckWords);
  const d1 = randomDeck(db, deckWords);
  resetGame(s, d0, d1, seed);
  for (;;) {
    const p = currentPlayer(s);
    if (p < 0) break;
    const k = legalActions(s, legal);
    legalSum += k;
    for (let j = 0; j < k; j++) legalFold = Math.imul(legalFold ^ legal[j]!, FNV) >>> 0;
    applyAction(s, legal[nextInt(s.rng, 2 + p, k)]!);
    actions++;
    hashInto(s, h);
    stateFold = (Math.imul(stateFold ^ h[0]!, FNV) ^ h[1]!) >>> 0;
  }
}

let dbFold = 0x811c9dc5;
let fields = 0;
const foldNumber = (v: number): void => {
  dbFold = Math.imul(dbFold ^ (v | 0), FNV) >>> 0;
};
function foldValue(v: unknown, top: boolean): void {
  if (ArrayBuffer.isView(v)) {
    const a = v as unknown as ArrayLike<number>;
    fields++;
    foldNumber(a.length);
    for (let i = 0; i < a.length; i++) foldNumber(a[i]!);
  } else if (typeof v === 'number') {
    fields++;
    foldNumber(v);
  } else if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    for (const key of Object.keys(v).sort()) {
      if (top && (key === 'defs' || key === 'hooks')) continue;
      for (let i = 0; i < key.length; i++) foldNumber(key.charCodeAt(i));
      foldValue((v as Record<string, unknown>)[key], false);
    }
  }
}
foldValue(db, true);

console.log(JSON.stringify({ games: { games, actions, legalSum, stateHash: stateFold.toString(16), legalHash: legalFold.toString(16) } }));
console.log(JSON.stringify({ cardDb: { fields, digest: dbFold.toString(16) } }));
