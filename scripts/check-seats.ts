/**
 * `npm run check:seats -- [--deck FILE] [--games N] [--rotated N] [--seed S] [--agent SPEC] [--text]
 *                         [--agents-rng game|outside] [--limit P]`:
 * the statistical seat-neutrality check. A rules engine whose two seats are treated alike gives the
 * same First-player win rate whichever seat is First; a bias here means the engine (or its random
 * streams) favours a seat.
 *
 * 1. Mirror match: N games of one deck against itself with uniform-random agents, printed cards
 *    only (stats and icons, no card text), game i seeded with deriveGameSeed(S, i). The order roll
 *    decides who is First; the games are split by the seat that was First, and the First player's
 *    win rate over decisive games (draws and turn limits counted apart) is given for each split with
 *    its 95 % Wilson interval, and their difference (seat 0 First minus seat 1 First, in points) with
 *    a normal-approximation 95 % interval.
 * 2. Rotated position: one Кочевник each on C3 and C4 (setupScenario), seat 0 to act, and its
 *    180°-rotated image (the same cells, seat 1 to act); M games each from scenario seed
 *    deriveGameSeed(S + 1, i), random agents to the end. The side to act must win (decisive games)
 *    equally often.
 *
 * `--agent SPEC` plays both seats with another agent (e.g. `scripted`: its pre-battle always asks to
 * go second, so the order-roll winner's opponent is First), `--text` with card text.
 * `--agents-rng outside`: the agents draw from generators of their own (seeded from the game seed
 * and the seat through a mixing function) instead of the game's agent streams: the reference that
 * the game's agent streams must match.
 *
 * Prints one JSON object. Exit code 1 when |difference| of the mirror match is `--limit` points or
 * more (default 3, meant for 20,000 games: below ~10,000 games the interval alone is wider than
 * that), 2 on bad flags or an unreadable deck.
 */
import { Command } from 'commander';
import type { Agent } from '../src/agents/agent.js';
import { RandomAgent } from '../src/agents/random.js';
import { createAgent } from '../src/agents/registry.js';
import { cardDb } from '../src/engine/card-pool.js';
import { compileCardDb } from '../src/engine/compile/compile.js';
import { SET1 } from '../src/engine/cards/set1/printed.js';
import { newState } from '../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { Rng, deriveGameSeed, seedHex, seedStream } from '../src/engine/core/rng.js';
import { setupScenario } from '../src/engine/scenario.js';
import { G, type GameState, NONE } from '../src/engine/core/state.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { Match } from '../src/sim/play.js';
import { wilson } from '../src/sim/stats.js';
import { EXIT_USAGE, parseWholeNumber } from '../src/cli/errors.js';

const program = new Command('check:seats')
  .description('Mirror-match and rotated-position seat checks with random agents (printed cards only).')
  .option('--deck <file>', 'deck file of the mirror match', 'decks/swamp.json')
  .option('--games <n>', 'mirror games', parseWholeNumber, 20_000)
  .option('--rotated <n>', 'games of each rotated position (0: skip)', parseWholeNumber, 20_000)
  .option('--seed <s>', 'run seed', parseWholeNumber, 1)
  .option('--agents-rng <where>', '"game": the agents draw from the game\'s agent streams; "outside": from generators of their own', 'game')
  .option('--agent <spec>', 'agent of both seats (agents/registry.ts spec); default uniform random', 'random')
  .option('--text', 'play with card text (default printed cards only)')
  .option('--limit <points>', 'largest accepted |difference| of the mirror match, in points', parseFloat, 3)
  .exitOverride((err) => process.exit(err.exitCode === 0 ? 0 : EXIT_USAGE));
program.parse();
const opts = program.opts<{ deck: string; games: number; rotated: number; seed: number; agentsRng: string; agent: string; text?: boolean; limit: number }>();
if (opts.agentsRng !== 'game' && opts.agentsRng !== 'outside') {
  process.stderr.write(`check:seats: --agents-rng must be "game" or "outside", not "${opts.agentsRng}"\n`);
  process.exit(EXIT_USAGE);
}
if (!(opts.limit > 0)) {
  process.stderr.write(`check:seats: --limit must be a positive number of points\n`);
  process.exit(EXIT_USAGE);
}

if (opts.agentsRng === 'outside' && opts.agent !== 'random') {
  process.stderr.write(`check:seats: --agents-rng outside is for the random agent only (got --agent ${opts.agent})\n`);
  process.exit(EXIT_USAGE);
}
let agentPair: [Agent, Agent] | null = null;
if (opts.agent !== 'random') {
  try {
    agentPair = [createAgent(opts.agent), createAgent(opts.agent)];
  } catch (e) {
    process.stderr.write(`check:seats: --agent: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(EXIT_USAGE);
  }
}

const db = opts.text ? cardDb() : compileCardDb(SET1);
let deck: number[];
try {
  deck = Array.from(loadDeckFile(opts.deck, db.defs).cardIndices);
} catch (e) {
  process.stderr.write(`check:seats: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(EXIT_USAGE);
}

/** Separates the outside agents' keys from every game's. */
const OUTSIDE_TAG = 0x6f75747369646521n;

/** A uniform-random agent drawing from a generator of its own, re-seeded per game and seat. */
class OutsideRandomAgent implements Agent {
  readonly name = 'random-outside';
  readonly needsObservation = false;
  private readonly words = new Uint32Array(4);
  private readonly rng = new Rng(this.words, 0);
  begin(seed: bigint, seat: number): void {
    // A SplitMix64-mixed key of its own. Not `outside/<seed>/<seat>`: seedrandom's xor128 string
    // seeding is linear in the key's characters, so keys that differ in one character, or share the
    // game seed's digits, give related generators.
    seedStream(this.words, 0, seedHex(deriveGameSeed(BigInt.asUintN(64, seed ^ OUTSIDE_TAG), seat)));
  }
  choose(_view: GameState, _seat: number, legal: Int32Array, n: number): number {
    return legal[this.rng.int(n)]!;
  }
}

const outside = opts.agentsRng === 'outside';
const agents: [Agent, Agent] = agentPair ?? (outside ? [new OutsideRandomAgent(), new OutsideRandomAgent()] : [new RandomAgent(), new RandomAgent()]);
const state = newState(db, DEFAULT_OPTIONS);
const match = new Match(state, agents);
function beginGame(seed: bigint): void {
  if (outside) for (let p = 0; p < 2; p++) (agents[p] as OutsideRandomAgent).begin(seed, p);
  for (let p = 0; p < 2; p++) agents[p]!.beginGame?.(seed, p);
}

interface Tally {
  games: number;
  wins: number;
  draws: number;
}
/** Win rate over decisive games (draws and turn limits left out) with its Wilson interval, plus the counts. */
function rate(t: Tally) {
  const decided = t.games - t.draws;
  const [lo, hi] = wilson(t.wins, decided);
  return { games: t.games, wins: t.wins, losses: decided - t.wins, draws: t.draws, rate: round(t.wins / Math.max(1, decided)), ci95: [round(lo), round(hi)] };
}
function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}
/** Difference of two decisive-game win rates in points, with a normal-approximation 95 % interval. */
function difference(a: Tally, b: Tally) {
  const na = Math.max(1, a.games - a.draws);
  const nb = Math.max(1, b.games - b.draws);
  const pa = a.wins / na;
  const pb = b.wins / nb;
  const se = Math.sqrt((pa * (1 - pa)) / na + (pb * (1 - pb)) / nb);
  const d = (pa - pb) * 100;
  return { points: Math.round(d * 100) / 100, ci95: [Math.round((d - 196 * se) * 100) / 100, Math.round((d + 196 * se) * 100) / 100] };
}

const t0 = performance.now();
// ---- 1. mirror match ----
const asFirst: [Tally, Tally] = [
  { games: 0, wins: 0, draws: 0 },
  { games: 0, wins: 0, draws: 0 },
];
const seatWins = [0, 0];
for (let i = 0; i < opts.games; i++) {
  const seed = deriveGameSeed(opts.seed, i);
  beginGame(seed);
  match.play(deck, deck, seed);
  const first = state.g[G.First]!;
  const winner = state.g[G.Winner]!;
  const t = asFirst[first]!;
  t.games++;
  if (winner === first) t.wins++;
  else if (winner === NONE) t.draws++;
  if (winner !== NONE) seatWins[winner]!++;
}
const mirrorDiff = difference(asFirst[0], asFirst[1]);

// ---- 2. rotated position ----
const toAct: [Tally, Tally] = [
  { games: 0, wins: 0, draws: 0 },
  { games: 0, wins: 0, draws: 0 },
];
for (let i = 0; i < opts.rotated; i++) {
  const seed = deriveGameSeed(opts.seed + 1, i);
  for (const act of [0, 1] as const) {
    // Seat 0 on C3 and seat 1 on C4 is its own 180° image up to who acts: the rotation swaps the
    // seats and maps C3 ↔ C4, so the rotated position is the same cells with the other seat to act.
    setupScenario(state, {
      cards: [
        { card: 'Кочевник', seat: 0, at: 'C3' },
        { card: 'Кочевник', seat: 1, at: 'C4' },
      ],
      active: act,
      first: act,
      seed,
    });
    beginGame(seed);
    match.playOut();
    const t = toAct[act]!;
    const winner = state.g[G.Winner]!;
    t.games++;
    if (winner === act) t.wins++;
    else if (winner === NONE) t.draws++;
  }
}

const holds = Math.abs(mirrorDiff.points) < opts.limit;
const report = {
  check: 'seats',
  deck: opts.deck,
  cards: opts.text ? 'with card text' : 'printed (no card text)',
  agents: opts.agent !== 'random' ? `${opts.agent}, game agent streams` : outside ? 'random, own generators' : 'random, game agent streams',
  seed: opts.seed,
  mirror: {
    games: opts.games,
    seatWins: { seat0: seatWins[0], seat1: seatWins[1] },
    firstWinRate: { seat0First: rate(asFirst[0]), seat1First: rate(asFirst[1]) },
    difference: mirrorDiff,
    limitPoints: opts.limit,
    holds,
  },
  rotated:
    opts.rotated > 0
      ? {
          position: 'Кочевник C3 (seat 0) vs Кочевник C4 (seat 1)',
          gamesEach: opts.rotated,
          toActWinRate: { seat0ToAct: rate(toAct[0]), seat1ToAct: rate(toAct[1]) },
          difference: difference(toAct[0], toAct[1]),
        }
      : null,
  seconds: Math.round((performance.now() - t0) / 100) / 10,
};
process.stdout.write(JSON.stringify(report, null, 2) + '\n');
process.exit(holds ? 0 : 1);
