/**
 * Agent benchmark (`npm run bench:agents`): search iterations per second from fixed mid-game
 * positions on one thread, plus the scripted player's speed. Prints one JSON object to stdout.
 *
 * Positions: scripted-vs-scripted games on bundled deck pairs, game i seeded deriveGameSeed(777, i),
 * stopped at the first Choice decision of turn 4, 6, 8 or 10 (fixed; the same on every machine).
 * Each search configuration runs `choose` at every position with a fixed budget (default 2,000
 * iterations, no tree reuse); iterations/s = iterations / wall time of the call. After a warm-up
 * pass, `reps` passes are timed; we report the median, min and max over all (position, pass)
 * samples, all iterations over all search time (`itersPerSecOverall`, the figure to compare builds
 * by) and the mean rollout length (actions per iteration). Budgets are iterations, so the
 * searches themselves are deterministic; only the timings vary.
 *
 * The engine alone from the same positions: plain uniform-random playouts to the end of the game
 * (copy the position, fresh streams, then `randomLegalAction` + `applyAction` per step, as the
 * search's random rollouts play them),
 * timed after the searches, twice: from the real positions (`enginePlayout`), and from a fresh
 * determinisation of the acting seat's observation per playout, as the search plays them
 * (`worldPlayout`: the sampled opponent cards, with their text, can cost more or less per action
 * than the real decks). `engineShareOfSearch` is the full-random search's rollout actions/s over
 * the world playouts' actions/s: about 1 when the search's own work (determinisation, re-seeding,
 * tree, evaluation) is small. On a shared machine compare it within one run only.
 *
 * Flags: --iterations N, --reps R, --quick (500 iterations, 2 reps).
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before the engine loads (src/sim/v8-tuning.ts)
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAgent } from '../src/agents/registry.js';
import type { SearchAgent } from '../src/agents/mcts.js';
import { MAX_LEGAL } from '../src/engine/core/action.js';
import { cardDb } from '../src/engine/card-pool.js';
import { Decision } from '../src/engine/core/enums.js';
import { applyAction, currentPlayer, legalActions, newState } from '../src/engine/game.js';
import { observe } from '../src/engine/observe.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { Determinizer } from '../src/agents/determinize.js';
import { randomLegalAction } from '../src/engine/random-action.js';
import { Rng, STREAM_COUNT, Stream, deriveGameSeed, next32, nextInt, seedStreamFrom } from '../src/engine/core/rng.js';
import { G, GameState, copyInto } from '../src/engine/core/state.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { Match } from '../src/sim/play.js';
import { environment, parseBenchFlags, summarize } from './stats.js';

const flags = parseBenchFlags(process.argv.slice(2), ['iterations', 'reps'] as const);
const iterations = flags.iterations ?? (flags.quick ? 500 : 2000);
const reps = flags.reps ?? (flags.quick ? 2 : 3);

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const db = cardDb();
const deckFiles = fs
  .readdirSync(path.join(repoRoot, 'decks'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const decks = deckFiles.map((f) => loadDeckFile(path.join(repoRoot, 'decks', f), db.defs).cardIndices);

// ---- fixed positions ---------------------------------------------------------------------------
const TURNS = [4, 6, 8, 10];
const POSITIONS = 8;
const positions: GameState[] = [];
for (let g = 0; positions.length < POSITIONS && g < 200; g++) {
  const s = newState(db, DEFAULT_OPTIONS);
  const snap = newState(db, DEFAULT_OPTIONS);
  const turn = TURNS[positions.length % TURNS.length]!;
  let taken = false;
  const m = new Match(s, [createAgent('scripted'), createAgent('scripted')]);
  m.play(decks[g % decks.length]!, decks[(g + 2) % decks.length]!, deriveGameSeed(777, g), (st) => {
    if (!taken && st.g[G.Turn] === turn && st.g[G.Decision] === Decision.Main) {
      copyInto(snap, st);
      taken = true;
    }
  });
  if (taken) positions.push(snap);
}

const legal = new Int32Array(MAX_LEGAL);
const view = newState(db, DEFAULT_OPTIONS);

interface ConfigResult {
  spec: string;
  about: string;
  itersPerSec: ReturnType<typeof summarize>;
  /**
   * All timed iterations over all timed search time. Steadier than the median of the per-sample
   * rates, which falls between two positions of different speed and moves with small changes of
   * either; use it to compare builds.
   */
  itersPerSecOverall: number;
  rolloutActionsPerIteration: number;
  /** Rollout actions per second of search time (median over the samples). */
  rolloutActionsPerSec: number;
  msPerDecision: number;
}

/**
 * Plain uniform-random playouts from `pos` to the end: returns the actions played. With `worlds`,
 * each playout starts from a fresh determinisation of the acting seat's observation of `pos`.
 */
const playoutState = newState(db, DEFAULT_OPTIONS);
const playoutView = newState(db, DEFAULT_OPTIONS);
const playoutWords = new Uint32Array([0x9e3779b9, 0x243f6a88, 0xb7e15162, 1]);
const playoutDet = new Determinizer(db, 'elements');
const playoutRnd = (n: number): number => nextInt(playoutWords, 0, n);
function playouts(pos: GameState, count: number, worlds: boolean): number {
  const s = playoutState;
  let actions = 0;
  if (worlds) {
    const p = currentPlayer(pos);
    observe(pos, p, playoutView);
    playoutDet.prepare(playoutView, p);
  }
  for (let k = 0; k < count; k++) {
    if (worlds) {
      copyInto(s, playoutView);
      playoutDet.sample(s, playoutRnd);
    } else copyInto(s, pos);
    for (let st = 0; st < STREAM_COUNT; st++) seedStreamFrom(s.rng, st, next32(playoutWords, 0), next32(playoutWords, 0), st);
    while (s.g[G.Decision] !== Decision.Terminal) {
      applyAction(s, randomLegalAction(s, legal, playoutWords, 0));
      actions++;
    }
  }
  return actions;
}

function benchConfig(spec: string, about: string): ConfigResult {
  const agent = createAgent(spec) as SearchAgent;
  const rates: number[] = [];
  const actionRates: number[] = [];
  let rolloutActions = 0;
  let its = 0;
  let ms = 0;
  for (let pass = 0; pass <= reps; pass++) {
    for (const pos of positions) {
      const s = newState(db, DEFAULT_OPTIONS);
      copyInto(s, pos);
      const p = currentPlayer(s);
      const n = legalActions(s, legal);
      let v = s;
      if (agent.needsObservation) {
        observe(s, p, view);
        v = view;
      }
      const t0 = performance.now();
      agent.choose(v, p, legal, n, new Rng(s.rng, Stream.Agent0 + p));
      const dt = performance.now() - t0;
      if (pass === 0) continue; // warm-up
      rates.push((agent.lastIterations / dt) * 1000);
      actionRates.push((agent.lastRolloutActions / dt) * 1000);
      rolloutActions += agent.lastRolloutActions;
      its += agent.lastIterations;
      ms += dt;
    }
  }
  return {
    spec,
    about,
    itersPerSec: summarize(rates, 0),
    itersPerSecOverall: Math.round((its / ms) * 1000),
    rolloutActionsPerIteration: Math.round((rolloutActions / its) * 10) / 10,
    rolloutActionsPerSec: summarize(actionRates, 0).median,
    msPerDecision: Math.round((ms / rates.length) * 10) / 10,
  };
}

const N = iterations;
const CONFIGS: [string, string][] = [
  [`mcts:${N},rollout=random,horizon=0,depth=0,pb=0,reuse=0`, 'full uniform-random rollouts to the end of the game, plain UCT'],
  [`mcts:${N},rollout=random,horizon=0,depth=40,pb=0,reuse=0`, 'uniform-random rollouts capped at 40 actions, then the material evaluation'],
  [`mcts:${N},reuse=0`, 'default: scripted (fast, ε = 0.1) rollouts to the end of our next turn, evaluation (vmax 0.8), progressive bias, exploration scaled by 2σ'],
  [`mcts:${N},horizon=2,reuse=0`, 'scripted rollouts to the start of our next turn (the default before 0.1.0)'],
  [`mcts:${N},horizon=1,reuse=0`, 'scripted rollouts to the end of the current turn, evaluation, progressive bias'],
  [`pimc:${N}`, 'default PIMC: 8 worlds, UCT per world (default rollouts)'],
  [`cheat:${N},reuse=0`, 'CHEAT (sees hidden cards): default options on the real state'],
];

const searches = CONFIGS.map(([spec, about]) => benchConfig(spec, about));

// ---- the engine alone from the same positions ------------------------------------------------------
const PLAYOUTS = flags.quick ? 20 : 100;
function playoutBench(worlds: boolean, about: string) {
  const rates: number[] = [];
  let actions = 0;
  for (let pass = 0; pass <= reps; pass++) {
    for (const pos of positions) {
      const t0 = performance.now();
      const a = playouts(pos, PLAYOUTS, worlds);
      const dt = performance.now() - t0;
      if (pass === 0) continue; // warm-up
      rates.push((a / dt) * 1000);
      actions += a;
    }
  }
  return {
    about,
    playoutsPerPosition: PLAYOUTS,
    actionsPerSec: summarize(rates, 0),
    actionsPerPlayout: Math.round((actions / (PLAYOUTS * positions.length * reps)) * 10) / 10,
  };
}
const enginePlayout = playoutBench(false, 'plain uniform-random playouts to the end of the game from the same positions (real cards): randomLegalAction + applyAction');
const worldPlayout = playoutBench(true, 'the same playouts, each from a fresh determinisation of the acting seat\'s observation (the worlds the search plays)');
const fullRandom = searches[0]!;
/** Rollout actions/s of the full-random search over the world playouts' actions/s (1 = no search overhead). */
const engineShareOfSearch = Math.round((fullRandom.rolloutActionsPerSec / worldPlayout.actionsPerSec.median) * 1000) / 1000;

// ---- the scripted player -------------------------------------------------------------------------
/** Scripted vs scripted games a second on one thread that balance work asks for. */
const SCRIPTED_TARGET_GAMES_PER_SEC = 1000;
const scripted = createAgent('scripted');
const sRates: number[] = [];
for (let pass = 0; pass <= reps; pass++) {
  let calls = 0;
  const t0 = performance.now();
  for (let k = 0; k < 50; k++) {
    for (const pos of positions) {
      const p = currentPlayer(pos);
      const n = legalActions(pos, legal);
      observe(pos, p, view);
      const w = new Uint32Array(16);
      w.set(pos.rng);
      scripted.choose(view, p, legal, n, new Rng(w, Stream.Agent0 + p));
      calls++;
    }
  }
  if (pass > 0) sRates.push((calls / (performance.now() - t0)) * 1000);
}
const gameRates: number[] = [];
const games = flags.quick ? 50 : 200;
{
  const s = newState(db, DEFAULT_OPTIONS);
  const m = new Match(s, [createAgent('scripted'), createAgent('scripted')]);
  for (let pass = 0; pass <= reps; pass++) {
    const t0 = performance.now();
    for (let i = 0; i < games; i++) m.play(decks[i % decks.length]!, decks[(i + 1) % decks.length]!, deriveGameSeed(888, i));
    if (pass > 0) gameRates.push((games / (performance.now() - t0)) * 1000);
  }
}

const report = {
  benchmark: 'agents',
  date: new Date().toISOString(),
  ...environment(),
  config: {
    threads: 1,
    iterationsPerDecision: iterations,
    reps,
    positions: positions.map((p) => ({ turn: p.g[G.Turn]!, seat: currentPlayer(p) })),
    positionSource: 'scripted vs scripted, bundled decks (i, i+2), deriveGameSeed(777, i), first Choice decision of turn 4/6/8/10',
  },
  searches,
  enginePlayout,
  worldPlayout,
  engineShareOfSearch,
  scripted: {
    battleDecisionsPerSec: summarize(sRates, 0),
    gamesPerSec: summarize(gameRates, 1),
    gamesPerRep: games,
    // The designers' target for the sensible agent (one thread, card text): met or not, on this machine.
    gamesPerSecTarget: SCRIPTED_TARGET_GAMES_PER_SEC,
    meetsTarget: summarize(gameRates, 1).median >= SCRIPTED_TARGET_GAMES_PER_SEC,
  },
};
process.stdout.write(JSON.stringify(report, null, 2) + '\n');
