/**
 * The configuration of a simulation run, and the pure mapping from a game index to what that game
 * is: which decks and agents sit in which seat, and its seed.
 *
 * `SimConfig` holds exactly what defines the results: it is stored in run.json and in the schema
 * metadata of both Arrow tables, and replay/merge/resume rebuild everything from it. Things that do
 * not change a single result byte (worker count, output folder, `--shard i/n`) are NOT in it.
 *
 * Games and shards:
 *   - a run is a list of pairings (side A vs side B; a side is a deck and an agent);
 *   - pairing m owns games m*N … m*N+N−1 (N = games_per_pairing); game g is its j-th game, j = g − m*N;
 *   - seats: side A is P1 unless `alternate_seats` and j is odd (then side B is P1);
 *   - seed: deriveGameSeed(seed, g); with `paired`, the odd game of a pair (2k+1) reuses the seed
 *     of game 2k, so both games share their deal and dice streams with the seats swapped;
 *   - shard k (a worker task) is games k*shard_size … (k+1)*shard_size−1, the last one shorter;
 *   - `interleaved` (berserk ab): game g is instead game j = ⌊g / P⌋ of pairing m = g mod P (P
 *     pairings), so that every prefix of the run holds every pairing (sequential stopping);
 *   - `seed_from` (berserk ab): pairing m plays its game j with the seed of game j of pairing
 *     seed_from[m], so two pairings share every deal and dice stream, game for game.
 */
import { createHash } from 'node:crypto';
import type { EngineOptions } from '../engine/core/options.js';
import type { CardOverrideRecord } from './card-overrides.js';
import { deriveGameSeed } from '../engine/core/rng.js';
import type { SprtSpec } from './ab-stats.js';

/** Version of run.json, the manifest and the table layouts. */
export const SIM_FORMAT = 1;
/** Default games per worker task. Part of the config: it fixes the record-batch boundaries. */
export const DEFAULT_SHARD_SIZE = 1024;
/** Smallest shard: below this the pool's per-task overhead starts to show (harness-notes §5.1). */
export const MIN_SHARD_SIZE = 256;
/**
 * Shards of a run with a search agent (mcts, pimc, cheat, external): a game costs seconds, so the
 * per-task overhead and the record-batch size no longer matter, and small shards let a run of a
 * few games spread over every worker (20 games at the default 4 a shard make 5 tasks). Even, so an
 * `ab` shard still holds whole base/variant pairs.
 */
export const SEARCH_DEFAULT_SHARD_SIZE = 4;
export const SEARCH_MIN_SHARD_SIZE = 2;

/** The default and the smallest shard size of a run, with or without a search agent (registry.ts `anySearchAgent`). */
export function shardSizeLimits(searchAgent: boolean): { default: number; min: number } {
  return searchAgent ? { default: SEARCH_DEFAULT_SHARD_SIZE, min: SEARCH_MIN_SHARD_SIZE } : { default: DEFAULT_SHARD_SIZE, min: MIN_SHARD_SIZE };
}

export type SimMode = 'pair' | 'matrix' | 'gauntlet' | 'ab';

export interface DeckEntry {
  /** Index in `SimConfig.decks`: the id used in the tables. */
  id: number;
  name: string;
  /** The deck file as given on the command line (for people; the cards below are what counts). */
  file: string;
  /** Card ids, one per copy, in deck order (the engine's instance order). */
  cards: string[];
}

export interface Side {
  deck: number;
  agent: number;
}

export interface Pairing {
  a: Side;
  b: Side;
}

export interface SimConfig {
  format: typeof SIM_FORMAT;
  mode: SimMode;
  /** The run seed, a decimal string (it may exceed 2^53). */
  seed: string;
  games_per_pairing: number;
  paired: boolean;
  alternate_seats: boolean;
  shard_size: number;
  /** Every engine option (engine/options.ts), so a replay needs nothing else. */
  options: EngineOptions;
  decks: DeckEntry[];
  /** Agent specs in canonical form (agents/registry.ts); an agent id is an index here. */
  agents: string[];
  pairings: Pairing[];
  /** Game g is game ⌊g / P⌋ of pairing g mod P (absent: pairing m owns a block of games). */
  interleaved?: true;
  /** Pairing m takes the seeds of pairing seed_from[m]'s games (absent: its own). */
  seed_from?: number[];
  /**
   * berserk ab --sprt: the run ends after the first shard at which Wald's test on the paired
   * difference decides (ab-stats.ts); it fixes which games the tables hold. Absent: every game.
   */
  sprt?: SprtSpec;
  /**
   * The card override file the run plays with (`--cards`, sim/card-overrides.ts): its content, hash
   * and the prototype cards it defines. Absent: the bundled cards. Last, so a run without it has
   * the config JSON it always had.
   */
  cards?: CardOverrideRecord;
}

export function totalGames(c: SimConfig): number {
  return c.pairings.length * c.games_per_pairing;
}

export function shardCount(c: SimConfig): number {
  return Math.ceil(totalGames(c) / c.shard_size);
}

/** Games of shard k: [first, first + count). */
export function shardGames(c: SimConfig, k: number): { first: number; count: number } {
  const first = k * c.shard_size;
  return { first, count: Math.min(c.shard_size, totalGames(c) - first) };
}

/** Slice `index` of `count` (`--shard index/count`): a contiguous range of shards [lo, hi). */
export function sliceShards(shards: number, index: number, count: number): { lo: number; hi: number } {
  return { lo: Math.floor((index * shards) / count), hi: Math.floor(((index + 1) * shards) / count) };
}

/** What game g is. Filled in place by `planGame` (no allocation per game). */
export interface GamePlan {
  pairing: number;
  /** Side B sits in seat 0 (P1). */
  swap: boolean;
  /** Deck and agent ids of seat 0 and seat 1. */
  deck0: number;
  deck1: number;
  agent0: number;
  agent1: number;
  seed: bigint;
}

export function newPlan(): GamePlan {
  return { pairing: 0, swap: false, deck0: 0, deck1: 0, agent0: 0, agent1: 0, seed: 0n };
}

/** Pairing of game g. */
export function pairingOf(c: SimConfig, g: number): number {
  return c.interleaved ? g % c.pairings.length : Math.floor(g / c.games_per_pairing);
}

/** Index of game g within its pairing (0 … games_per_pairing − 1). */
export function indexInPairing(c: SimConfig, g: number): number {
  return c.interleaved ? Math.floor(g / c.pairings.length) : g % c.games_per_pairing;
}

/** The run's game index of game j of pairing m (the inverse of pairingOf / indexInPairing). */
export function gameOf(c: SimConfig, m: number, j: number): number {
  return c.interleaved ? j * c.pairings.length + m : m * c.games_per_pairing + j;
}

/** Fill `out` with the plan of game g (0 ≤ g < totalGames). `runSeed` is BigInt(c.seed). */
export function planGame(c: SimConfig, runSeed: bigint, g: number, out: GamePlan): GamePlan {
  const m = pairingOf(c, g);
  const j = indexInPairing(c, g);
  const p = c.pairings[m]!;
  const swap = c.alternate_seats && (j & 1) === 1;
  const s0 = swap ? p.b : p.a;
  const s1 = swap ? p.a : p.b;
  out.pairing = m;
  out.swap = swap;
  out.deck0 = s0.deck;
  out.deck1 = s1.deck;
  out.agent0 = s0.agent;
  out.agent1 = s1.agent;
  const jj = c.paired ? j - (j & 1) : j;
  out.seed = deriveGameSeed(runSeed, gameOf(c, c.seed_from ? c.seed_from[m]! : m, jj));
  return out;
}

/** The canonical JSON of a config (key order as built), for metadata and hashing. */
export function configJson(c: SimConfig): string {
  return JSON.stringify(c);
}

/** First `len` hex digits of the SHA-256 of a string. */
export function shortHash(text: string, len = 8): string {
  return createHash('sha256').update(text).digest('hex').slice(0, len);
}
