/**
 * Paired-seed matches between two agents: the library under `berserk ladder` (consecutive rungs,
 * cli/ladder.ts) and `berserk eval` (a candidate against baselines, cli/eval.ts). No side effects
 * on import; the worker threads run workers/ladder-worker.ts.
 *
 * A match "A vs B" is scored from B's side (in `eval`, B is the candidate). Pair i plays game seed
 * deriveGameSeed(runSeed, i) twice on the same two decks, once with A in seat 0 and B in seat 1 and
 * once with the seats swapped: the deal, the dice stream and the deck-to-seat assignment are the
 * same, so deck and seat advantages cancel within a pair. B's score per game is 1 (win), ½ (draw or
 * turn limit) or 0 (loss).
 *
 * Decks (`pairDecks`): seat 0 plays deck i mod D, seat 1 another one; with `mirror` both seats play
 * deck i mod D, so the two games of a pair differ only in which agent holds which seat. Without
 * mirror, between close agents the deck pairing can decide both games of a pair (a rung of
 * mcts:1000 vs mcts:10000 once gave 6 pairs, each split 1–1: zero information).
 *
 * Results file (`resultsFile`): every finished pair is appended as one JSON line (A, B, run seed,
 * turn cap, deck names, deck mode, pair index, scores) the moment it finishes; a run given an
 * existing file first reads it back and plays only the pairs it does not hold yet, so a stopped run
 * loses at most the pairs in flight, and the same command finishes it (a larger pair count extends
 * it). The summary is computed from all pairs, old and new.
 *
 * Threads: pairs go one at a time to `threads` worker threads; results are put back in pair order,
 * so nothing depends on the thread count. Built-in agents are made fresh for every pair (their
 * state never carries from one pair to the next); an `external:` agent is made once per worker
 * and kept for the worker's life, so its bot process plays pair after pair (external.ts restarts
 * it only after a failure). A game whose agent throws (e.g. a BotProtocolError) counts as an error
 * and is left out of the scores; a RunStopError (a bot that keeps timing out) stops the run.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Agent, RunStopError } from '../agents/agent.js';
import { endBotGroups, newBotGroups, shareBotGroups } from '../agents/bot-groups.js';
import { createAgent, parseAgentSpec } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { EndReason } from '../engine/core/enums.js';
import { newState, returns } from '../engine/game.js';
import { makeOptions } from '../engine/core/options.js';
import { deriveGameSeed } from '../engine/core/rng.js';
import { G, type GameState } from '../engine/core/state.js';
import { loadDeckFile } from './deck-file.js';
import { DEFAULT_SPRT, type EloEstimate, type SprtResult, type SprtSpec, eloEstimate, eloScore, pentanomialLlr, sprt, sprtBounds, wilson } from './match-stats.js';
import { Match } from './play.js';

export { DEFAULT_SPRT, sprt, wilson };
export type { SprtResult, SprtSpec };

// ---- pairs ---------------------------------------------------------------------------------------

/** Result of one pair, from B's side: each game's score (1, 0.5, 0) or -1 for an error. */
export interface PairResult {
  readonly index: number;
  readonly scores: [number, number];
  readonly limits: number;
  readonly turns: number;
  readonly errors: string[];
  /** Deck indices (into the deck list) of seat 0 and seat 1 in both games of the pair (absent in old results files). */
  readonly deckPair?: [number, number];
}

/** One pair to play: everything a worker needs. */
export interface PairTask {
  readonly a: string;
  readonly b: string;
  readonly index: number;
  readonly runSeed: string;
  readonly deckFiles: readonly string[];
  readonly maxTurns: number;
  readonly mirror: boolean;
}

/**
 * Deck indices of pair i: seat 0 plays deck i mod D, seat 1 another deck (rotating); with `mirror`
 * both seats play deck i mod D.
 */
export function pairDecks(i: number, d: number, mirror = false): [number, number] {
  const x = i % d;
  if (mirror) return [x, x];
  const y = (x + 1 + (Math.floor(i / d) % Math.max(1, d - 1))) % d;
  return [x, y];
}

/** Whether agents of this spec are kept across pairs (outside bots: one process per worker). */
export function keptAcrossPairs(spec: string): boolean {
  return parseAgentSpec(spec).name === 'external';
}

/**
 * Plays pairs in one thread. Card database, decks and game state are built once per deck list and
 * turn cap; external agents are kept (per side and spec) until `close`.
 */
export class PairPlayer {
  private readonly db = cardDb();
  private readonly decks = new Map<string, ArrayLike<number>[]>();
  private readonly states = new Map<number, GameState>();
  private readonly kept = new Map<string, Agent>();

  private agent(side: 'a' | 'b', spec: string): Agent {
    if (!keptAcrossPairs(spec)) return createAgent(spec);
    const key = `${side}\u0000${spec}`;
    let ag = this.kept.get(key);
    if (!ag) {
      ag = createAgent(spec);
      this.kept.set(key, ag);
    }
    return ag;
  }

  play(t: PairTask): PairResult {
    const deckKey = t.deckFiles.join('\u0000');
    let decks = this.decks.get(deckKey);
    if (!decks) {
      decks = t.deckFiles.map((f) => loadDeckFile(f, this.db.defs).cardIndices);
      this.decks.set(deckKey, decks);
    }
    let s = this.states.get(t.maxTurns);
    if (!s) {
      s = newState(this.db, makeOptions({ maxTurns: t.maxTurns }));
      this.states.set(t.maxTurns, s);
    }
    const agentA = this.agent('a', t.a);
    const agentB = this.agent('b', t.b);
    const i = t.index;
    const seed = deriveGameSeed(BigInt(t.runSeed), i);
    const [x, y] = pairDecks(i, decks.length, t.mirror);
    const scores: [number, number] = [0, 0];
    let limits = 0;
    let turns = 0;
    const errors: string[] = [];
    try {
      for (let g = 0; g < 2; g++) {
        const bSeat = g === 0 ? 1 : 0;
        const seats: [Agent, Agent] = bSeat === 1 ? [agentA, agentB] : [agentB, agentA];
        const m = new Match(s, seats);
        try {
          seats[0].beginGame?.(seed, 0);
          seats[1].beginGame?.(seed, 1);
          m.play(decks[x]!, decks[y]!, seed);
          seats[0].endGame?.(s, 0);
          seats[1].endGame?.(s, 1);
          scores[g] = (returns(s, bSeat) + 1) / 2;
          if (s.g[G.EndReason] === EndReason.Limit) limits++;
          turns += s.g[G.Turn]!;
        } catch (e) {
          if (e instanceof RunStopError) throw e;
          scores[g] = -1;
          errors.push(`pair ${i} game ${g} (seed ${seed.toString(16).padStart(16, '0')}): ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    } finally {
      if (!keptAcrossPairs(t.a)) agentA.close?.();
      if (!keptAcrossPairs(t.b)) agentB.close?.();
    }
    return { index: i, scores, limits, turns, errors, deckPair: [x, y] };
  }

  /** Close the kept agents (outside bots get `bye` and EOF). */
  close(): void {
    for (const ag of this.kept.values()) ag.close?.();
    this.kept.clear();
  }
}

// ---- the pool ------------------------------------------------------------------------------------

/** Messages of the ladder worker (workers/ladder-worker.ts). */
export type ToWorker = { type: 'pair'; task: PairTask } | { type: 'close' };
export type FromWorker = { type: 'pair'; result: PairResult } | { type: 'stop'; message: string } | { type: 'closed' };

/** The compiled worker script next to this module's compiled form. */
function workerUrl(): URL {
  const url = new URL('../workers/ladder-worker.js', import.meta.url);
  if (!fs.existsSync(fileURLToPath(url))) throw new Error(`${fileURLToPath(url)} is missing: run the compiled code (npm run build)`);
  return url;
}

/** What plays a match's pairs: the thread pool here, or a hosted protocol-v2 client (env-candidate.ts). */
export interface PairRunner {
  /**
   * Play `tasks`; `onPair` sees each result as it finishes (any order); `more()`, asked before
   * each new pair is started, can stop the rest (an SPRT verdict). Resolves with the results of
   * the pairs played; rejects when the run must stop.
   */
  play(tasks: readonly PairTask[], onPair: (r: PairResult) => void, more?: () => boolean): Promise<PairResult[]>;
  /** End everything the runner started (threads, bot processes). */
  close(): Promise<void>;
}

/**
 * Plays pairs on `threads` worker threads (1: in this thread). One pool serves every match of a
 * run, so a kept bot process lives from the first pair to `close`.
 */
export class PairPool implements PairRunner {
  private player: PairPlayer | null = null;
  private readonly workers: Worker[] = [];
  private readonly groups = newBotGroups();

  constructor(readonly threads: number) {
    if (threads <= 1) {
      shareBotGroups(this.groups);
      this.player = new PairPlayer();
    }
  }

  private worker(k: number): Worker {
    while (this.workers.length <= k) {
      this.workers.push(new Worker(workerUrl(), { workerData: { groups: this.groups } }));
    }
    return this.workers[k]!;
  }

  /**
   * Play `tasks`, each pair handed to the next free thread; `onPair` sees each result as it
   * finishes (any order); `more()`, asked before each hand-out, can stop the rest (an SPRT verdict).
   * Resolves with the results of the pairs played; rejects on a RunStopError.
   */
  async play(tasks: readonly PairTask[], onPair: (r: PairResult) => void, more: () => boolean = () => true): Promise<PairResult[]> {
    const out: PairResult[] = [];
    if (this.player) {
      for (const t of tasks) {
        if (!more()) break;
        const r = this.player.play(t);
        out.push(r);
        onPair(r);
      }
      return out;
    }
    const queue = [...tasks];
    const n = Math.max(1, Math.min(this.threads, queue.length));
    await Promise.all(
      Array.from({ length: n }, (_, k) => {
        const w = this.worker(k);
        return new Promise<void>((resolve, reject) => {
          const next = (): void => {
            const t = more() ? queue.shift() : undefined;
            if (t === undefined) {
              w.off('message', onMessage);
              w.off('error', onError);
              resolve();
              return;
            }
            w.postMessage({ type: 'pair', task: t } satisfies ToWorker);
          };
          const onMessage = (m: FromWorker): void => {
            if (m.type === 'pair') {
              out.push(m.result);
              onPair(m.result);
              next();
            } else if (m.type === 'stop') {
              queue.length = 0;
              w.off('message', onMessage);
              w.off('error', onError);
              reject(new RunStopError(m.message));
            }
          };
          const onError = (e: Error): void => {
            queue.length = 0;
            reject(e);
          };
          w.on('message', onMessage);
          w.on('error', onError);
          next();
        });
      }),
    );
    return out;
  }

  /**
   * Close every kept agent (bots get `bye` and EOF), stop the threads, end any bot group left. A
   * thread that has already died, or does not answer within CLOSE_MS, is terminated; the table of
   * bot groups still ends its bots.
   */
  async close(): Promise<void> {
    this.player?.close();
    this.player = null;
    await Promise.all(
      this.workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.threadId < 0) {
              resolve(); // it has exited (a crash)
              return;
            }
            w.once('exit', () => resolve());
            const guard = setTimeout(() => void w.terminate(), CLOSE_MS);
            guard.unref();
            w.on('message', (m: FromWorker) => {
              if (m.type === 'closed') void w.terminate();
            });
            try {
              w.postMessage({ type: 'close' } satisfies ToWorker);
            } catch {
              void w.terminate();
            }
          }),
      ),
    );
    this.workers.length = 0;
    await endBotGroups(2000, this.groups);
  }
}

/** How long a worker gets to close its bots (external.ts: up to 2 × 2 s grace each) before it is terminated. */
const CLOSE_MS = 15_000;

// ---- a match -------------------------------------------------------------------------------------

export interface RungResult {
  readonly a: string;
  readonly b: string;
  /** Pairs counted (with an early SPRT stop: up to the verdict). */
  readonly pairs: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly limits: number;
  readonly errors: number;
  /** B's score (draws half) and its Wilson 95 % interval. */
  readonly score: number;
  readonly scoreCi: [number, number];
  /** B's wins over decisive games and its Wilson interval. */
  readonly winRate: number;
  readonly winRateCi: [number, number];
  /** B's Elo difference over A, with the Elo of the score's Wilson interval. */
  readonly elo: EloEstimate;
  /** The SPRT on the pair scores (pairs with an error game are left out). */
  readonly sprt: SprtResult;
  /** Pair outcomes from B's side: pairs scoring 0, ¼, ½, ¾, 1. */
  readonly pentanomial: number[];
  readonly turnsPerGame: number;
  readonly seconds: number;
  readonly errorMessages: string[];
}

/**
 * The summary of a match from its pairs (any order; sorted by index here). With `stopAtVerdict`,
 * only the pairs up to the one where the SPRT reached H0 or H1 count.
 */
export function summarizeRung(a: string, b: string, results: readonly PairResult[], seconds: number, spec: SprtSpec = DEFAULT_SPRT, stopAtVerdict = false): RungResult {
  let sorted = [...results].sort((x, y) => x.index - y.index);
  const complete = (r: PairResult): boolean => r.scores[0] >= 0 && r.scores[1] >= 0;
  const pairScore = (r: PairResult): number => (r.scores[0] + r.scores[1]) / 2;
  const test = sprt(sorted.filter(complete).map(pairScore), spec);
  if (stopAtVerdict && test.verdict !== 'continue') {
    let seen = 0;
    const cut = sorted.findIndex((r) => complete(r) && ++seen === test.atPairs);
    sorted = sorted.slice(0, cut + 1);
  }
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let limits = 0;
  let errors = 0;
  let turns = 0;
  const pairScores: number[] = [];
  const msgs: string[] = [];
  for (const r of sorted) {
    for (const sc of r.scores) {
      if (sc < 0) errors++;
      else if (sc === 1) wins++;
      else if (sc === 0) losses++;
      else draws++;
    }
    limits += r.limits;
    turns += r.turns;
    msgs.push(...r.errors);
    if (complete(r)) pairScores.push(pairScore(r));
  }
  const games = wins + draws + losses;
  const points = wins + draws / 2;
  const decisive = wins + losses;
  const penta = [0, 0, 0, 0, 0];
  for (const x of pairScores) penta[Math.round(4 * x)]!++;
  return {
    a,
    b,
    pairs: sorted.length,
    games,
    wins,
    draws,
    losses,
    limits,
    errors,
    score: games ? points / games : 0,
    scoreCi: wilson(points, games),
    winRate: decisive ? wins / decisive : 0,
    winRateCi: wilson(wins, decisive),
    elo: eloEstimate(points, games),
    sprt: sprt(pairScores, spec),
    pentanomial: penta,
    turnsPerGame: games ? turns / games : 0,
    seconds,
    errorMessages: msgs,
  };
}

export interface RungSpec {
  readonly a: string;
  readonly b: string;
  readonly pairs: number;
}

export interface LadderOptions {
  readonly rungs: readonly RungSpec[];
  readonly threads: number;
  readonly runSeed: bigint;
  readonly deckFiles: readonly string[];
  readonly maxTurns: number;
  readonly progress?: (msg: string) => void;
  /** JSON-lines file of finished pairs: read back (pairs already played are skipped) and appended to. */
  readonly resultsFile?: string;
  /** Both seats play the same deck (deck i mod D for pair i); default false. */
  readonly mirror?: boolean;
  /** SPRT hypotheses and error rates (default DEFAULT_SPRT). */
  readonly sprt?: SprtSpec;
  /** Stop a match once its SPRT reaches H0 or H1 (pairs in index order); default false. */
  readonly stopAtVerdict?: boolean;
  /** What plays the pairs (default a PairPool of `threads`), and how progress names it (default "N thread(s)"). */
  readonly runner?: () => PairRunner;
  readonly runnerText?: string;
}

/** One line of a results file. */
export interface ResultLine extends PairResult {
  readonly a: string;
  readonly b: string;
  readonly runSeed: string;
  readonly maxTurns: number;
  readonly decks: string[];
  /** Present (true) on mirror-deck pairs only. */
  readonly mirror?: boolean;
}

/** The pairs of match a>b already in `file` for this run seed, turn cap, deck list and deck mode (by index; the last line wins). */
export function readResults(file: string, a: string, b: string, runSeed: string, maxTurns: number, decks: readonly string[], mirror = false): Map<number, PairResult> {
  const out = new Map<number, PairResult>();
  if (!fs.existsSync(file)) return out;
  const want = decks.join('|');
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let r: ResultLine;
    try {
      r = JSON.parse(line) as ResultLine;
    } catch {
      continue; // a line cut short by a killed run
    }
    if (r.a !== a || r.b !== b || r.runSeed !== runSeed || r.maxTurns !== maxTurns || (r.decks ?? []).join('|') !== want || (r.mirror === true) !== mirror) continue;
    out.set(r.index, { index: r.index, scores: r.scores, limits: r.limits, turns: r.turns, errors: r.errors, ...(r.deckPair ? { deckPair: r.deckPair } : {}) });
  }
  return out;
}

/** Play one match (resuming from the results file), on `pool` or on a pool of its own. */
export async function runRung(r: RungSpec, o: LadderOptions, pool?: PairRunner): Promise<RungResult> {
  const own = pool ? null : newRunner(o);
  const p = pool ?? own!;
  try {
    return await playRung(r, o, p);
  } finally {
    await own?.close();
  }
}

function newRunner(o: LadderOptions): PairRunner {
  return o.runner ? o.runner() : new PairPool(o.threads);
}

async function playRung(r: RungSpec, o: LadderOptions, pool: PairRunner): Promise<RungResult> {
  const t0 = performance.now();
  const mirror = o.mirror === true;
  const spec = o.sprt ?? DEFAULT_SPRT;
  const stop = o.stopAtVerdict === true;
  const runSeed = o.runSeed.toString();
  const deckNames = o.deckFiles.map((f) => path.basename(f));
  const old = o.resultsFile ? readResults(o.resultsFile, r.a, r.b, runSeed, o.maxTurns, deckNames, mirror) : new Map<number, PairResult>();
  const tasks: PairTask[] = [];
  const results: PairResult[] = [];
  for (let i = 0; i < r.pairs; i++) {
    const hit = old.get(i);
    if (hit) results.push(hit);
    else tasks.push({ a: r.a, b: r.b, index: i, runSeed, deckFiles: [...o.deckFiles], maxTurns: o.maxTurns, mirror });
  }
  if (results.length > 0) o.progress?.(`  ${r.a} vs ${r.b}: ${results.length} pairs read from ${o.resultsFile}, ${tasks.length} to play`);
  let done = results.length;
  // The SPRT on the unbroken run of pairs from index 0, extended as pairs finish (each pair once).
  const byIndex = new Map(results.map((x) => [x.index, x]));
  const counts = [0, 0, 0, 0, 0];
  const [lower, upper] = sprtBounds(spec);
  const s0 = eloScore(spec.elo0);
  const s1 = eloScore(spec.elo1);
  let prefix = 0;
  let reached = false;
  const decided = (): boolean => {
    if (!stop) return false;
    while (!reached && byIndex.has(prefix)) {
      const x = byIndex.get(prefix++)!;
      if (x.scores[0] < 0 || x.scores[1] < 0) continue;
      counts[Math.round(2 * (x.scores[0] + x.scores[1]))]!++;
      const llr = pentanomialLlr(counts, s0, s1);
      reached = llr >= upper || llr <= lower;
    }
    return reached;
  };
  const tick = (pr: PairResult): void => {
    results.push(pr);
    byIndex.set(pr.index, pr);
    if (o.resultsFile) {
      const line: ResultLine = { a: r.a, b: r.b, runSeed, maxTurns: o.maxTurns, decks: deckNames, ...(mirror ? { mirror: true } : {}), ...pr };
      fs.appendFileSync(o.resultsFile, JSON.stringify(line) + '\n');
    }
    done++;
    if (o.progress && (done % 10 === 0 || done === r.pairs)) o.progress(`  ${r.a} vs ${r.b}: ${done}/${r.pairs} pairs`);
  };
  if (!decided()) await pool.play(tasks, tick, () => !decided());
  // With an early stop, count only the unbroken run of pairs from index 0 (the pairs in flight past
  // a gap are kept in the results file but do not count), so the table does not depend on threads.
  const counted = stop ? inOrderPrefix(results) : results;
  return summarizeRung(r.a, r.b, counted, (performance.now() - t0) / 1000, spec, stop);
}

/** The pairs 0, 1, 2, … up to the first index missing. */
function inOrderPrefix(results: readonly PairResult[]): PairResult[] {
  const byIndex = new Map(results.map((r) => [r.index, r]));
  const out: PairResult[] = [];
  for (let i = 0; byIndex.has(i); i++) out.push(byIndex.get(i)!);
  return out;
}

/** Play every rung in order on one pool. */
export async function runLadder(o: LadderOptions): Promise<RungResult[]> {
  const pool = newRunner(o);
  try {
    const out: RungResult[] = [];
    for (const r of o.rungs) {
      o.progress?.(`${r.a} vs ${r.b}: ${r.pairs} pairs (${2 * r.pairs} games${o.mirror ? ', mirror decks' : ''}) on ${o.runnerText ?? `${o.threads} thread(s)`}`);
      out.push(await runRung(r, o, pool));
    }
    return out;
  } finally {
    await pool.close();
  }
}

/** An agent spec with its resolved options, defaults included (search agents: every SearchOptions field but the scripted planner's). */
export function describeAgentSpec(spec: string): string {
  const ag = createAgent(spec) as Agent & { opts?: Record<string, unknown>; mode?: string };
  const o = ag.opts;
  if (!o) return spec;
  const parts = Object.keys(o)
    .filter((k) => k !== 'scripted' && typeof o[k] !== 'object')
    .map((k) => `${k}=${String(o[k])}`);
  ag.close?.();
  return `${spec} = ${ag.mode ?? ag.name}(${parts.join(', ')})`;
}
