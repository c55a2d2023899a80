/**
 * The strength ladder: paired-seed matches between consecutive rungs (default random < scripted <
 * mcts:1000 < mcts:10000) on the bundled decks, with Wilson intervals and an SPRT for "B is better
 * than A".
 *
 *   node dist/src/sim/ladder.js [--pairs N] [--pairs-top N] [--rungs A>B,C>D] [--threads T]
 *                                [--seed S] [--decks DIR] [--json FILE] [--results FILE] [--mirror]
 *                                [--max-turns N] [--quick] [--help]
 *
 * `--results FILE` appends every finished pair to FILE as one JSON line (rung, run seed, turn cap,
 * decks, pair index, scores) the moment it finishes, and a run given an existing FILE first reads
 * it back and plays only the pairs of each rung that it does not hold yet: a long run that is
 * stopped loses at most the pairs in flight, and running the same command again finishes it (or,
 * with a larger --pairs, extends it). The table is computed from all pairs of the rung, old and
 * new. Before the table the command prints every agent's resolved options (defaults included).
 *
 * Pair i plays game seed deriveGameSeed(seed, i) twice on the same two decks (bundled decks in turn,
 * seat 0's deck i mod 7, seat 1's another one), once with A in seat 0 and B in seat 1 and once with
 * the seats swapped: the deal, the dice stream and the deck-to-seat assignment are the same, so deck
 * and seat advantages cancel within a pair. B's score per game is 1 (win), ½ (draw or turn limit)
 * or 0 (loss).
 *
 * `--mirror`: both seats play the same deck, bundled deck i mod D for pair i (the deck rotates over
 * the D bundled decks by pair index), and the pair still swaps seats. Without it the two decks of a
 * pair differ, and between close agents the deck pairing can decide both games (a top rung of
 * mcts:1000 vs mcts:10000 once gave 6 pairs, every pair split 1–1, so 6 pairs of zero information); with one deck in both
 * seats the two games of a pair differ only in which agent holds which seat (and so which half of
 * the deal and which turn order), and a split pair means the agents are level there. Mirror pairs are stored with
 * `"mirror": true` in a results file and never mixed with the other kind on resume.
 *
 * Reported per rung: B's wins / draws / losses, B's score with a 95 % Wilson interval (draws count
 * half), B's win rate over decisive games with its Wilson interval, and a sequential probability
 * ratio test on the pair scores (Fishtest-style GSPRT with the normal approximation, H0: elo 0, H1:
 * elo +50, α = β = 0.05), evaluated pair by pair in index order: the verdict is the first bound
 * crossed (and after how many pairs), else "inconclusive".
 *
 * Games run on worker threads (`--threads`, default min(2, cores)); results do not depend on the
 * thread count. A game whose agent throws (e.g. an outside bot's BotProtocolError) counts as
 * `error` and is left out of the scores; the run goes on.
 */
import './v8-tuning.js'; // first: V8 flags before the engine loads (v8-tuning.ts)
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createAgent } from '../agents/registry.js';
import { type Agent, RunStopError } from '../agents/agent.js';
import { cardDb } from '../engine/card-pool.js';
import { EndReason } from '../engine/core/enums.js';
import { newState, returns } from '../engine/game.js';
import { makeOptions } from '../engine/core/options.js';
import { deriveGameSeed } from '../engine/core/rng.js';
import { G } from '../engine/core/state.js';
import { loadDeckFile } from './deck-file.js';
import { Match } from './play.js';
import { wilson } from './stats.js';

// ---- statistics ----------------------------------------------------------------------------------

/** Wilson score interval (src/sim/stats.ts); x may be fractional (draws as halves). */
export { wilson };

/** Expected score of a player `elo` points stronger (logistic Elo). */
export function eloScore(elo: number): number {
  return 1 / (1 + Math.pow(10, -elo / 400));
}

export interface SprtSpec {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
}
export const DEFAULT_SPRT: SprtSpec = { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 };

export interface SprtResult {
  /** Log-likelihood ratio after all pairs. */
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /** First bound crossed in pair order: H1 (B better by elo1), H0 (not better than elo0), or inconclusive. */
  readonly verdict: 'H1' | 'H0' | 'inconclusive';
  /** Pairs played when the verdict was reached (all pairs if inconclusive). */
  readonly atPairs: number;
}

/**
 * GSPRT on pair scores in [0, 1] (each the mean of B's two game scores), normal approximation
 * (Fishtest mathematics): LLR = n (s1 − s0) (2 m − s0 − s1) / (2 v), with m, v the sample mean and
 * variance of the pair scores and s0, s1 the expected scores under H0 and H1. Bounds
 * ln(β / (1 − α)) and ln((1 − β) / α).
 */
export function sprt(pairScores: readonly number[], spec: SprtSpec = DEFAULT_SPRT): SprtResult {
  const lower = Math.log(spec.beta / (1 - spec.alpha));
  const upper = Math.log((1 - spec.beta) / spec.alpha);
  const s0 = eloScore(spec.elo0);
  const s1 = eloScore(spec.elo1);
  let sum = 0;
  let sum2 = 0;
  let llr = 0;
  let verdict: SprtResult['verdict'] = 'inconclusive';
  let atPairs = pairScores.length;
  for (let k = 0; k < pairScores.length; k++) {
    const x = pairScores[k]!;
    sum += x;
    sum2 += x * x;
    const n = k + 1;
    const m = sum / n;
    // A floor on the variance keeps the statistic finite while every pair has the same score.
    const v = Math.max(sum2 / n - m * m, 1e-3);
    llr = (n * (s1 - s0) * (2 * m - s0 - s1)) / (2 * v);
    if (verdict === 'inconclusive' && n >= 4) {
      if (llr >= upper) {
        verdict = 'H1';
        atPairs = n;
      } else if (llr <= lower) {
        verdict = 'H0';
        atPairs = n;
      }
    }
  }
  return { llr, lower, upper, verdict, atPairs };
}

// ---- games ---------------------------------------------------------------------------------------

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

interface ChunkTask {
  a: string;
  b: string;
  from: number;
  to: number;
  runSeed: string;
  deckFiles: string[];
  maxTurns: number;
  mirror: boolean;
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

function playChunk(t: ChunkTask, onPair?: (r: PairResult) => void): PairResult[] {
  const db = cardDb();
  const decks = t.deckFiles.map((f) => loadDeckFile(f, db.defs).cardIndices);
  const opts = makeOptions({ maxTurns: t.maxTurns });
  const s = newState(db, opts);
  const agentA: Agent = createAgent(t.a);
  const agentB: Agent = createAgent(t.b);
  const out: PairResult[] = [];
  for (let i = t.from; i < t.to; i++) {
    const seed = deriveGameSeed(BigInt(t.runSeed), i);
    const [x, y] = pairDecks(i, decks.length, t.mirror);
    const scores: [number, number] = [0, 0];
    let limits = 0;
    let turns = 0;
    const errors: string[] = [];
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
        if (e instanceof RunStopError) {
          // A bot that keeps timing out: stop the ladder, not just this game.
          agentA.close?.();
          agentB.close?.();
          throw e;
        }
        scores[g] = -1;
        errors.push(`pair ${i} game ${g} (seed ${seed.toString(16).padStart(16, '0')}): ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    const r: PairResult = { index: i, scores, limits, turns, errors, deckPair: [x, y] };
    out.push(r);
    onPair?.(r);
  }
  agentA.close?.();
  agentB.close?.();
  return out;
}

export interface RungResult {
  readonly a: string;
  readonly b: string;
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
  readonly sprt: SprtResult;
  readonly turnsPerGame: number;
  readonly seconds: number;
  readonly errorMessages: string[];
}

export function summarizeRung(a: string, b: string, results: readonly PairResult[], seconds: number): RungResult {
  const sorted = [...results].sort((x, y) => x.index - y.index);
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
    if (r.scores[0] >= 0 && r.scores[1] >= 0) pairScores.push((r.scores[0] + r.scores[1]) / 2);
  }
  const games = wins + draws + losses;
  const score = games ? (wins + draws / 2) / games : 0;
  const decisive = wins + losses;
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
    score,
    scoreCi: wilson(wins + draws / 2, games),
    winRate: decisive ? wins / decisive : 0,
    winRateCi: wilson(wins, decisive),
    sprt: sprt(pairScores),
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

/** The pairs of rung a>b already in `file` for this run seed, turn cap, deck list and deck mode (by index; the last line wins). */
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

/** Play one rung on `threads` worker threads (1: in this thread). */
export async function runRung(r: RungSpec, o: LadderOptions): Promise<RungResult> {
  const t0 = performance.now();
  const mirror = o.mirror === true;
  const base = { a: r.a, b: r.b, runSeed: o.runSeed.toString(), deckFiles: [...o.deckFiles], maxTurns: o.maxTurns, mirror };
  const deckNames = o.deckFiles.map((f) => path.basename(f));
  const old = o.resultsFile ? readResults(o.resultsFile, r.a, r.b, base.runSeed, o.maxTurns, deckNames, mirror) : new Map<number, PairResult>();
  const queue: number[] = [];
  const results: PairResult[] = [];
  for (let i = 0; i < r.pairs; i++) {
    const hit = old.get(i);
    if (hit) results.push(hit);
    else queue.push(i);
  }
  if (results.length > 0) o.progress?.(`  ${r.a} vs ${r.b}: ${results.length} pairs read from ${o.resultsFile}, ${queue.length} to play`);
  let done = results.length;
  const tick = (p: PairResult): void => {
    if (o.resultsFile) {
      const line: ResultLine = { a: r.a, b: r.b, runSeed: base.runSeed, maxTurns: o.maxTurns, decks: deckNames, ...(mirror ? { mirror: true } : {}), ...p };
      fs.appendFileSync(o.resultsFile, JSON.stringify(line) + '\n');
    }
    done++;
    if (o.progress && (done % 10 === 0 || done === r.pairs)) o.progress(`  ${r.a} vs ${r.b}: ${done}/${r.pairs} pairs`);
  };
  const threads = Math.max(1, Math.min(o.threads, queue.length));
  if (queue.length === 0) {
    // everything was in the results file
  } else if (threads === 1) {
    for (const i of queue) results.push(...playChunk({ ...base, from: i, to: i + 1 }, tick));
  } else {
    // Interleaved chunks of 1 pair keep the threads busy to the end; order is restored afterwards.
    await Promise.all(
      Array.from({ length: threads }, () =>
        new Promise<void>((resolve, reject) => {
          const w = new Worker(new URL(import.meta.url), { workerData: { ladderWorker: true } });
          const next = (): void => {
            const i = queue.shift();
            if (i === undefined) {
              void w.terminate().then(() => resolve());
              return;
            }
            w.postMessage({ ...base, from: i, to: i + 1 } satisfies ChunkTask);
          };
          w.on('message', (m: PairResult[]) => {
            results.push(...m);
            for (const p of m) tick(p);
            next();
          });
          w.on('error', reject);
          next();
        }),
      ),
    );
  }
  return summarizeRung(r.a, r.b, results, (performance.now() - t0) / 1000);
}

export async function runLadder(o: LadderOptions): Promise<RungResult[]> {
  const out: RungResult[] = [];
  for (const r of o.rungs) {
    o.progress?.(`rung ${r.a} vs ${r.b}: ${r.pairs} pairs (${2 * r.pairs} games${o.mirror ? ', mirror decks' : ''}) on ${o.threads} thread(s)`);
    out.push(await runRung(r, o));
  }
  return out;
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

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The ladder as a Markdown table. */
export function formatLadder(rs: readonly RungResult[]): string {
  const lines = [
    '| A | B | games | B wins–draws–losses | B score [95% Wilson] | B win rate, decisive [95% Wilson] | SPRT (elo 0 vs 50) | turns/game | time |',
    '|---|---|---:|---|---|---|---|---:|---:|',
  ];
  for (const r of rs) {
    const verdict = r.sprt.verdict === 'H1' ? `B better (H1) after ${r.sprt.atPairs} pairs` : r.sprt.verdict === 'H0' ? `not better (H0) after ${r.sprt.atPairs} pairs` : 'inconclusive';
    lines.push(
      `| ${r.a} | ${r.b} | ${r.games}${r.errors ? ` (+${r.errors} errors)` : ''} | ${r.wins}–${r.draws}–${r.losses} | ${pct(r.score)} [${pct(r.scoreCi[0])}, ${pct(r.scoreCi[1])}] | ${pct(r.winRate)} [${pct(r.winRateCi[0])}, ${pct(r.winRateCi[1])}] | ${verdict}, LLR ${r.sprt.llr.toFixed(2)} | ${r.turnsPerGame.toFixed(1)} | ${r.seconds.toFixed(0)} s |`,
    );
  }
  return lines.join('\n');
}

// ---- command line --------------------------------------------------------------------------------

function parseArgs(argv: readonly string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k]!;
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const key = a.slice(2);
    const v = argv[k + 1];
    if (v === undefined || v.startsWith('--')) out[key] = true;
    else {
      out[key] = v;
      k++;
    }
  }
  return out;
}

export const LADDER_HELP = `Strength ladder: paired-seed matches between consecutive rungs, Wilson intervals and an SPRT.

usage: node dist/src/sim/ladder.js [flags]

  --rungs A>B,C>D   rungs to play (default random>scripted,scripted>mcts:1000,mcts:1000>mcts:10000)
  --pairs N         pairs per rung (default 100; --quick 20); a pair is 2 games, seats swapped
  --pairs-top N     pairs of a rung with a 10,000+ iteration agent (default 20; --quick 4)
  --mirror          both seats play the same deck: pair i plays bundled deck i mod D in both seats
                    (the deck rotates over the D decks by pair index; the pair swaps seats), so the
                    deck pairing no longer decides a pair; default: seat 0 deck i mod D, seat 1
                    another deck
  --threads T       worker threads (default min(2, cores)); results do not depend on it
  --seed S          run seed (default 20261130); pair i plays game seed deriveGameSeed(S, i)
  --max-turns N     turn cap of every game (default 100); a capped game scores ½
  --decks DIR       deck directory (default the bundled decks/)
  --results FILE    append each finished pair to FILE (JSON lines) and resume from it: pairs of the
                    same rung, seed, turn cap, decks and deck mode already in FILE are not replayed
  --json FILE       write the rung results as JSON
  --quick           fewer pairs (see above)
  --help            this text
`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help === true) {
    process.stdout.write(LADDER_HELP);
    return;
  }
  const known = ['pairs', 'pairs-top', 'rungs', 'threads', 'seed', 'decks', 'json', 'results', 'quick', 'max-turns', 'mirror', 'help'];
  for (const k of Object.keys(args)) if (!known.includes(k)) throw new Error(`unknown flag --${k} (flags: ${known.map((x) => `--${x}`).join(' ')})`);
  const num = (k: string, d: number): number => {
    const v = args[k];
    if (v === undefined) return d;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${k}: expected a whole number ≥ 1`);
    return n;
  };
  const flag = (k: string): boolean => {
    const v = args[k];
    if (v !== undefined && v !== true) throw new Error(`--${k} takes no value (got ${JSON.stringify(v)})`);
    return v === true;
  };
  const quick = flag('quick');
  const pairs = num('pairs', quick ? 20 : 100);
  const pairsTop = num('pairs-top', quick ? 4 : 20);
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const deckDir = typeof args.decks === 'string' ? args.decks : path.join(repoRoot, 'decks');
  const deckFiles = fs
    .readdirSync(deckDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(deckDir, f));
  const rungText = typeof args.rungs === 'string' ? args.rungs : 'random>scripted,scripted>mcts:1000,mcts:1000>mcts:10000';
  const rungs: RungSpec[] = rungText.split(/[;,](?![^:]*=)/).map((r) => {
    const [a, b] = r.split('>').map((x) => x.trim());
    if (!a || !b) throw new Error(`--rungs: expected A>B pairs separated by commas, got ${JSON.stringify(r)}`);
    createAgent(a);
    createAgent(b);
    return { a, b, pairs: /10000|:\d{5,}/.test(a + b) ? pairsTop : pairs };
  });
  const o: LadderOptions = {
    rungs,
    threads: num('threads', Math.min(2, os.availableParallelism())),
    runSeed: BigInt(num('seed', 20261130)),
    deckFiles,
    maxTurns: num('max-turns', 100),
    progress: (m) => process.stderr.write(m + '\n'),
    ...(typeof args.results === 'string' ? { resultsFile: args.results } : {}),
    mirror: flag('mirror'),
  };
  const specs = [...new Set(rungs.flatMap((r) => [r.a, r.b]))];
  process.stdout.write(`decks ${o.mirror ? 'mirror (both seats deck i mod D)' : 'paired (seat 0 deck i mod D, seat 1 another)'}: ${deckFiles.map((f) => path.basename(f, '.json')).join(', ')}\n`);
  for (const sp of specs) process.stdout.write(`agent ${describeAgentSpec(sp)}\n`);
  const rs = await runLadder(o);
  process.stdout.write(formatLadder(rs) + '\n');
  for (const r of rs) for (const m of r.errorMessages) process.stdout.write(`error: ${m}\n`);
  if (typeof args.json === 'string') fs.writeFileSync(args.json, JSON.stringify({ runSeed: o.runSeed.toString(), mirror: o.mirror === true, decks: deckFiles.map((f) => path.basename(f)), rungs: rs }, null, 2) + '\n');
}

if (!isMainThread && (workerData as { ladderWorker?: boolean } | null)?.ladderWorker) {
  parentPort!.on('message', (t: ChunkTask) => {
    parentPort!.postMessage(playChunk(t));
  });
} else if (isMainThread && process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  });
}
