/**
 * Engine benchmark (`npm run bench`): random-vs-random games on one thread, clone and hash costs,
 * and a determinism signature. Prints one JSON object to stdout.
 *
 * Fixed inputs: decks/steppe.json (P1) vs decks/forest.json (P2), game i seeded with
 * deriveGameSeed(12345, i). Each repetition plays games 0..N-1 from a fresh deal (pre-battle
 * included). Timings: a warm-up, then R repetitions, reported as { median, min, max }, and every
 * repetition's figure in `samples`.
 *
 * `signature` covers games 0..999 (independent of --games/--reps/--quick): a hash of their final
 * states and their total action count. A change of the hash is a behaviour (or state layout) change
 * of the engine and must be explained; the action count moves only with behaviour (anchors lesson 15).
 * `signature.semantic` hashes the same final states through their names (benchmarks/semantic-signature.ts):
 * a state re-layout moves `hash` but must leave `semantic` and `actions` unchanged.
 *
 * Flags: --games N (per repetition, default 2000), --reps R (default 11), --quick (500 games, 3 reps),
 * --vanilla (the same decks played with printed stats and icons only: no card text, so the cost of
 * the card abilities is the difference between the two runs).
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before the engine loads (src/sim/v8-tuning.ts)
import { fileURLToPath } from 'node:url';
import { RandomAgent } from '../src/agents/random.js';
import { cardDb } from '../src/engine/card-pool.js';
import { compileCardDb } from '../src/engine/compile/compile.js';
import { SET1 } from '../src/engine/cards/set1/printed.js';
import { EndReason, ZONE_COUNT } from '../src/engine/core/enums.js';
import { newState } from '../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { deriveGameSeed } from '../src/engine/core/rng.js';
import * as StateModule from '../src/engine/core/state.js';
import * as MechIdsModule from '../src/engine/mechanics/ids.js';
import * as EnumsModule from '../src/engine/core/enums.js';
import { G, GameState, HASHED_WORDS, STATE_BYTES, copyInto, stateHash } from '../src/engine/core/state.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { Match } from '../src/sim/play.js';
import { SemanticSignature, type SemanticApi } from './semantic-signature.js';
import { environment, parseBenchFlags, summarize } from './stats.js';

const RUN_SEED = 12345;
const DECKS = ['decks/steppe.json', 'decks/forest.json'] as const;
const SIGNATURE_GAMES = 1000;
const CLONE_COPIES = 1_000_000;
const HASH_CALLS = 200_000;
/** The mid-game state for clone/hash timing: game 0 stopped at this turn (or its end). */
const MID_TURN = 10;

const argv = process.argv.slice(2);
const vanilla = argv.includes('--vanilla');
const flags = parseBenchFlags(
  argv.filter((a) => a !== '--vanilla'),
  ['games', 'reps'] as const,
);
const games = flags.games ?? (flags.quick ? 500 : 2000);
const reps = flags.reps ?? (flags.quick ? 3 : 11);
// Long warm-up: on these VMs V8 and the CPU need thousands of games before timings settle.
const warmupGames = flags.quick ? 500 : 4000;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const db = vanilla ? compileCardDb(SET1) : cardDb();
const deck0 = loadDeckFile(repoRoot + DECKS[0], db.defs).cardIndices;
const deck1 = loadDeckFile(repoRoot + DECKS[1], db.defs).cardIndices;
const state = newState(db, DEFAULT_OPTIONS);
const match = new Match(state, [new RandomAgent(), new RandomAgent()]);
const seedCount = Math.max(games, SIGNATURE_GAMES);
const seeds: bigint[] = [];
for (let i = 0; i < seedCount; i++) seeds.push(deriveGameSeed(RUN_SEED, i));

/**
 * Signature hash: FNV-1a over every word of each final state, in two 32-bit lanes with different
 * offset bases (64 bits in all). Written here rather than using `stateHash`, so the signature only
 * moves when the engine's behaviour or state layout changes, not when the hash function is tuned.
 */
let sigLo = 0x811c9dc5 | 0;
let sigHi = 0x050c5d1f | 0;
function foldState(s: GameState): void {
  const w = s.words;
  let lo = sigLo;
  let hi = sigHi;
  for (let k = 0; k < HASHED_WORDS; k++) { // not the derived words after them (state.ts layout)
    const v = w[k]!;
    lo = Math.imul(lo ^ (v & 0xffff), 0x01000193);
    lo = Math.imul(lo ^ (v >>> 16), 0x01000193);
    hi = Math.imul(hi ^ (v >>> 16), 0x01000193);
    hi = Math.imul(hi ^ (v & 0xffff), 0x01000193);
  }
  sigLo = lo;
  sigHi = hi;
}

// The G words and the mechanics' own words (mechanics/ids.ts MW, MW_COUNT), folded by name.
const semantic = new SemanticSignature({
  ...(StateModule as unknown as SemanticApi),
  ...(EnumsModule as unknown as Pick<SemanticApi, 'Cap' | 'Cap2'>),
  ...(MechIdsModule as unknown as Pick<SemanticApi, 'MW' | 'MW_COUNT' | 'Mech' | 'CAP_FORMER_NAMES'>),
  ZONE_COUNT,
});

/** Play games 0..n-1; returns actions applied. */
function playGames(n: number): number {
  let actions = 0;
  for (let i = 0; i < n; i++) actions += match.play(deck0, deck1, seeds[i % seeds.length]!);
  return actions;
}

// ---- deterministic game statistics and signature (untimed) ----------------------------------
const reasonNames = ['none', 'win', 'draw', 'limit'] as const;
const endReasons: Record<string, number> = { win: 0, draw: 0, limit: 0 };
let sigActions = 0;
let statActions = 0;
let statTurns = 0;
for (let i = 0; i < seedCount; i++) {
  const a = match.play(deck0, deck1, seeds[i]!);
  if (i < SIGNATURE_GAMES) {
    foldState(state);
    semantic.fold(state as unknown as Parameters<SemanticSignature['fold']>[0]);
    sigActions += a;
  }
  if (i < games) {
    statActions += a;
    statTurns += state.g[G.Turn]!;
    const r = reasonNames[state.g[G.EndReason]! as EndReason] ?? 'none';
    endReasons[r] = (endReasons[r] ?? 0) + 1;
  }
}

// ---- games/s ---------------------------------------------------------------------------------
playGames(warmupGames);
const gamesPerSec: number[] = [];
const actionsPerSec: number[] = [];
for (let r = 0; r < reps; r++) {
  const t0 = performance.now();
  const actions = playGames(games);
  const dt = (performance.now() - t0) / 1000;
  gamesPerSec.push(games / dt);
  actionsPerSec.push(actions / dt);
}

// ---- clone and hash ---------------------------------------------------------------------------
const mid = newState(db, DEFAULT_OPTIONS);
{
  const probe = new Match(mid, [new RandomAgent(), new RandomAgent()]);
  // Stop game 0 at the start of turn MID_TURN via the pre-action hook: play it once to count actions.
  let stopAt = -1;
  let k = 0;
  probe.play(deck0, deck1, seeds[0]!, (s) => {
    if (stopAt < 0 && s.g[G.Turn]! >= MID_TURN) stopAt = k;
    k++;
  });
  if (stopAt < 0) stopAt = k >> 1;
  const replay = new Match(mid, [new RandomAgent(), new RandomAgent()]);
  let n = 0;
  const snapshot = newState(db, DEFAULT_OPTIONS);
  replay.play(deck0, deck1, seeds[0]!, (s) => {
    if (n++ === stopAt) copyInto(snapshot, s);
  });
  copyInto(mid, snapshot);
}
const midTurn = mid.g[G.Turn]!;
const pool: GameState[] = [];
for (let k = 0; k < 8; k++) pool.push(newState(db, DEFAULT_OPTIONS));

function cloneLoop(n: number): number {
  let sink = 0;
  for (let k = 0; k < n; k++) {
    const dst = pool[k & 7]!;
    copyInto(dst, mid);
    sink += dst.words[k & 255]!;
  }
  return sink;
}
function hashLoop(n: number): number {
  let sink = 0;
  for (let k = 0; k < n; k++) sink += stateHash(mid).charCodeAt(k & 15);
  return sink;
}
let sink = cloneLoop(CLONE_COPIES / 10) + hashLoop(HASH_CALLS / 10);
const cloneNs: number[] = [];
const hashNs: number[] = [];
for (let r = 0; r < reps; r++) {
  let t0 = performance.now();
  sink += cloneLoop(CLONE_COPIES);
  cloneNs.push(((performance.now() - t0) * 1e6) / CLONE_COPIES);
  t0 = performance.now();
  sink += hashLoop(HASH_CALLS);
  hashNs.push(((performance.now() - t0) * 1e6) / HASH_CALLS);
}

const report = {
  benchmark: 'engine',
  date: new Date().toISOString(),
  ...environment(),
  config: {
    decks: DECKS,
    cardText: vanilla ? 'none (--vanilla: printed stats and icons only)' : 'implemented abilities',
    runSeed: RUN_SEED,
    seeds: `deriveGameSeed(${RUN_SEED}, i), i = 0..games-1`,
    gamesPerRep: games,
    reps,
    warmupGames,
    agents: ['random', 'random'],
    threads: 1,
    cloneCopies: CLONE_COPIES,
    hashCalls: HASH_CALLS,
    stateBytes: STATE_BYTES,
    midGameTurn: midTurn,
  },
  gamesPerSec: summarize(gamesPerSec, 0),
  actionsPerSec: summarize(actionsPerSec, 0),
  actionsPerGame: Math.round((statActions / games) * 10) / 10,
  turnsPerGame: Math.round((statTurns / games) * 10) / 10,
  endReasons,
  cloneNs: summarize(cloneNs, 1),
  hashNs: summarize(hashNs, 1),
  /** Every repetition's figure (the medians above are theirs), for `berserk bench compare`. */
  samples: {
    gamesPerSec: gamesPerSec.map((x) => Math.round(x)),
    actionsPerSec: actionsPerSec.map((x) => Math.round(x)),
    cloneNs: cloneNs.map((x) => Math.round(x * 100) / 100),
    hashNs: hashNs.map((x) => Math.round(x * 100) / 100),
  },
  signature: {
    games: SIGNATURE_GAMES,
    hash: (sigHi >>> 0).toString(16).padStart(8, '0') + (sigLo >>> 0).toString(16).padStart(8, '0'),
    actions: sigActions,
    semantic: semantic.hex(),
  },
};
process.stdout.write(JSON.stringify(report, null, 2) + '\n');
// Keeps the timed loops observable so V8 cannot drop them; never true in practice.
if (sink === -1) process.stderr.write('\n');
