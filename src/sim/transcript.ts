/**
 * Readable game transcripts: one game played with the engine's log sink switched on, rendered as
 * plain text. Used by `berserk play` and by the golden tests (test/golden/).
 *
 * Format (one item per line, `\n`-separated, ending with a newline):
 *   seed: <16 hex digits of the game seed>
 *   P1: <deck name of seat 0>
 *   P2: <deck name of seat 1>
 *   <every engine log line, in order; with `actions`, also `> P1: <action>` before each action>
 *   end: win|draw|limit                         (how the game ended: the games table's end_reason)
 *   result: winner=1|2|draw turns=N
 *
 * Pure apart from building strings: the same inputs give byte-identical text.
 */
import type { Agent } from '../agents/agent.js';
import { actionToString } from '../engine/describe.js';
import { EndReason } from '../engine/core/enums.js';
import { newState } from '../engine/game.js';
import { cardDb } from '../engine/card-pool.js';
import { DEFAULT_OPTIONS, type EngineOptions } from '../engine/core/options.js';
import { seedHex } from '../engine/core/rng.js';
import { G, type GameState } from '../engine/core/state.js';
import { Match } from './play.js';

export interface TranscriptOptions {
  /** Card indices of seat 0 (P1) and seat 1 (P2): validated decks (deck-file.ts). */
  deck0: ArrayLike<number>;
  deck1: ArrayLike<number>;
  deck0Name: string;
  deck1Name: string;
  /** The game seed (e.g. `deriveGameSeed(runSeed, 0)`). */
  seed: bigint;
  agents: readonly [Agent, Agent];
  options?: EngineOptions;
  /** Add a `> P1: <action>` line before each applied action. Default false. */
  actions?: boolean;
  /** Include the engine log (and action lines). Default true; false gives only header and result. */
  body?: boolean;
}

export interface Transcript {
  text: string;
  /** Winning seat, or -1 for a draw or a limit. */
  winner: 0 | 1 | -1;
  /** Turns started (G.Turn at the end). */
  turns: number;
  endReason: EndReason;
}

/** The three header lines. */
export function transcriptHeader(seed: bigint, deck0Name: string, deck1Name: string): string[] {
  return [`seed: ${seedHex(seed)}`, `P1: ${deck0Name}`, `P2: ${deck1Name}`];
}

/** The closing lines of a finished game: how it ended (`end: win|draw|limit`, the words of the games
 * table's end_reason column), then the result line with the winner and the turns. */
export function transcriptFooter(s: GameState): string[] {
  const reason = s.g[G.EndReason]!;
  const winner = s.g[G.Winner]!;
  const who = reason === EndReason.Win && (winner === 0 || winner === 1) ? String(winner + 1) : 'draw';
  const end = reason === EndReason.Win ? 'win' : reason === EndReason.Draw ? 'draw' : 'limit';
  return [`end: ${end}`, `result: winner=${who} turns=${s.g[G.Turn]!}`];
}

/** Play one game from a fresh deal and return its transcript. */
export function playTranscript(opts: TranscriptOptions): Transcript {
  const db = cardDb();
  const s = newState(db, opts.options ?? DEFAULT_OPTIONS);
  const body = opts.body ?? true;
  const log: string[] | null = body ? [] : null;
  s.log = log;
  const match = new Match(s, opts.agents);
  const hook =
    body && opts.actions
      ? (st: GameState, seat: number, action: number) => {
          log!.push(`> P${seat + 1}: ${actionToString(st, action)}`);
        }
      : undefined;
  match.play(opts.deck0, opts.deck1, opts.seed, hook);
  s.log = null;
  const lines = transcriptHeader(opts.seed, opts.deck0Name, opts.deck1Name);
  if (log) for (const line of log) lines.push(line);
  lines.push(...transcriptFooter(s));
  const reason = s.g[G.EndReason]! as EndReason;
  const w = s.g[G.Winner]!;
  return {
    text: lines.join('\n') + '\n',
    winner: reason === EndReason.Win && (w === 0 || w === 1) ? w : -1,
    turns: s.g[G.Turn]!,
    endReason: reason,
  };
}
