/**
 * The fixed workloads of the instruction-count benchmark (`berserk bench --instructions`), run in ONE
 * node process under valgrind's callgrind by benchmarks/instructions.ts. Not meant to be run by hand
 * (it works without valgrind too, and then only prints the signatures).
 *
 * Usage: `node instruction-workloads.js DIST_ROOT SIZE` where DIST_ROOT is the dist/ folder of the
 * build to measure (its engine is loaded from there, so the head build's workloads can measure a base
 * build that has no such file) and SIZE is `ci` (the short CI set) or `full`.
 *
 * Counting only the workload: callgrind runs with `--zero-before=uv_os_getpriority` and
 * `--dump-before=uv_os_setpriority`. Before each workload's counted part this script calls
 * `os.getPriority()` (counters zeroed), after it `os.setPriority()` with the unchanged priority (counters
 * written to the next numbered dump file), so dump k holds exactly workload k's counted part: node's
 * start-up, module loading, card compilation and each workload's warm-up are not counted. The engine
 * never calls either function.
 *
 * Each workload first plays its inputs once, uncounted (the signature is taken there), then
 * `warmupPasses` more times uncounted (SIZES.warmup: V8 reaches its steady state), then the same fixed
 * inputs `passes` more times, each pass counted into a dump of its own. The harness takes the
 * LEAST pass as the figure. Every pass does the same work (the same games, from the same state), so
 * what differs between passes is V8: the first passes run the interpreter and compile (with
 * `--single-threaded` the compilers run on the main thread and are counted), and later passes still
 * see an occasional first optimisation of a function that only now got hot, each worth up to tens of
 * millions of instructions. A pass without any is the steady-state cost, and the least pass is one
 * (`convergence`: how far the second least is above it). A count taken from one fixed pass measured
 * compilation: two builds whose code only tiers up at different moments differed by 50 % and more.
 * The engine and agents avoid per-game closures for the same reason (each new closure of a hot
 * function was optimised again).
 * Prints one JSON line on stdout: `{ workloads: [{ name, units, unit, actions, passes, signature }] }`
 * in dump order (workload k owns `passes` consecutive dumps).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RandomMod from '../src/agents/random.js';
import type * as RegistryMod from '../src/agents/registry.js';
import type * as McstMod from '../src/agents/mcts.js';
import type * as ActionMod from '../src/engine/core/action.js';
import type * as CardsIndexMod from '../src/engine/card-pool.js';
import type * as DbMod from '../src/engine/compile/compile.js';
import type * as Set1Mod from '../src/engine/cards/set1/printed.js';
import type * as EnumsMod from '../src/engine/core/enums.js';
import type * as GameMod from '../src/engine/game.js';
import type * as ObserveMod from '../src/engine/observe.js';
import type * as OptionsMod from '../src/engine/core/options.js';
import type * as RngMod from '../src/engine/core/rng.js';
import type * as StateMod from '../src/engine/core/state.js';
import type * as DeckFileMod from '../src/sim/deck-file.js';
import type * as PlayMod from '../src/sim/play.js';
import { SemanticSignature, type SemanticApi, type SemanticState } from './semantic-signature.js';

/**
 * Workload sizes: games (or searches) per pass, and counted passes after the uncounted signature pass.
 * Small inputs, many passes: everything runs ~50× slower under callgrind, and a pass costs most while
 * V8 still compiles, so later passes are cheap. `ci` is the CI set, `full` a longer one for local use.
 */
export const SIZES = {
  ci: { textGames: 10, printedGames: 10, searches: 2, searchIterations: 100, scriptedGames: 5, passes: 24, warmup: { text: 300, printed: 200, searches: 8, scripted: 16 } },
  full: { textGames: 60, printedGames: 60, searches: 8, searchIterations: 300, scriptedGames: 30, passes: 24, warmup: { text: 50, printed: 34, searches: 2, scripted: 3 } },
} as const;
export type WorkloadSize = keyof typeof SIZES;

export interface WorkloadOutput {
  name: string;
  /** Counted units (games or searches). */
  units: number;
  unit: 'game' | 'search';
  /** Engine actions applied in one counted pass (for searches: rollout actions). */
  actions: number;
  /** Counted passes, one callgrind dump each; the least is the figure. */
  passes: number;
  /** Uncounted passes played before the counted ones (V8's warm-up to its steady state). */
  warmupPasses: number;
  signature: { hash: string; actions: number; semantic?: string };
}

const [distArg, sizeArg] = process.argv.slice(2);
if (distArg === undefined || !(sizeArg in SIZES)) {
  process.stderr.write('usage: instruction-workloads.js DIST_ROOT ci|full\n');
  process.exit(2);
}
const size = SIZES[sizeArg as WorkloadSize];
const dist = path.resolve(distArg);
const repoRoot = path.dirname(dist);
const load = <T>(rel: string): Promise<T> => import(pathToFileURL(path.join(dist, rel)).href) as Promise<T>;
/**
 * The engine modules' paths in builds from before the engine's folders (docs/architecture.md), so a
 * comparison against such a build (`bench --instructions --base`) still loads it.
 */
const FLAT_ENGINE_PATHS: Record<string, string> = {
  'src/engine/core/action.js': 'src/engine/action.js',
  'src/engine/card-pool.js': 'src/engine/cards/index.js',
  'src/engine/compile/compile.js': 'src/engine/cards/db.js',
  'src/engine/cards/set1/printed.js': 'src/engine/cards/set1.js',
  'src/engine/core/enums.js': 'src/engine/enums.js',
  'src/engine/core/options.js': 'src/engine/options.js',
  'src/engine/core/rng.js': 'src/engine/rng.js',
  'src/engine/core/state.js': 'src/engine/state.js',
};
const loadEngine = <T>(rel: string): Promise<T> => {
  const flat = FLAT_ENGINE_PATHS[rel];
  return flat !== undefined && !fs.existsSync(path.join(dist, rel)) ? load<T>(flat) : load<T>(rel);
};

await load('src/sim/v8-tuning.js').catch(() => undefined); // the build's own V8 flags, as its benchmarks use them
const { RandomAgent } = await load<typeof RandomMod>('src/agents/random.js');
const { createAgent } = await load<typeof RegistryMod>('src/agents/registry.js');
const { MAX_LEGAL } = await loadEngine<typeof ActionMod>('src/engine/core/action.js');
const { cardDb } = await loadEngine<typeof CardsIndexMod>('src/engine/card-pool.js');
const { compileCardDb } = await loadEngine<typeof DbMod>('src/engine/compile/compile.js');
const { SET1 } = await loadEngine<typeof Set1Mod>('src/engine/cards/set1/printed.js');
const EnumsModule = await loadEngine<typeof EnumsMod>('src/engine/core/enums.js');
const { Decision, ZONE_COUNT } = EnumsModule;
const { currentPlayer, legalActions, newState } = await load<typeof GameMod>('src/engine/game.js');
const { observe } = await load<typeof ObserveMod>('src/engine/observe.js');
const { DEFAULT_OPTIONS } = await loadEngine<typeof OptionsMod>('src/engine/core/options.js');
const { Rng, Stream, deriveGameSeed } = await loadEngine<typeof RngMod>('src/engine/core/rng.js');
const StateModule = await loadEngine<typeof StateMod>('src/engine/core/state.js');
const { G, copyInto } = StateModule;
// The mechanics' own state words (mechanics/ids.ts MW, MW_COUNT): a build from before them has none
// (and no ids.js at all before the mechanic ids), and its G holds the same names.
const MechIdsModule = await load<Pick<SemanticApi, 'MW' | 'MW_COUNT' | 'Mech' | 'CAP_FORMER_NAMES'>>('src/engine/mechanics/ids.js').catch(() => ({}));
// The capability enums (Cap; Cap2 in builds that have it), folded by bit name.
const SEMANTIC_API: SemanticApi = { ...(StateModule as unknown as SemanticApi), ...(EnumsModule as unknown as Pick<SemanticApi, 'Cap' | 'Cap2'>), ...MechIdsModule, ZONE_COUNT };
const { loadDeckFile } = await load<typeof DeckFileMod>('src/sim/deck-file.js');
const { Match } = await load<typeof PlayMod>('src/sim/play.js');
type GameState = StateMod.GameState;
type SearchAgent = McstMod.SearchAgent;

// The priority is read once here, so the dump marker (setPriority) never calls getPriority (the zero marker).
const priority = os.getPriority(0);
const startCounting = (): void => void os.getPriority(0);
const stopCounting = (): void => os.setPriority(0, priority);

/**
 * FNV-1a over state words in two 32-bit lanes, as benchmarks/engine.ts folds its signature; for games,
 * also the semantic signature of the same final states (benchmarks/semantic-signature.ts).
 */
class Signature {
  private lo = 0x811c9dc5 | 0;
  private hi = 0x050c5d1f | 0;
  private semantic: SemanticSignature | null = null;
  actions = 0;
  foldState(s: GameState): void {
    // The hashed words (state.ts HASHED_WORDS, not the derived ones after them); a build without derived words folds them all.
    this.fold(StateModule.HASHED_WORDS === undefined ? s.words : s.words.subarray(0, StateModule.HASHED_WORDS));
    (this.semantic ??= new SemanticSignature(SEMANTIC_API)).fold(s as unknown as SemanticState);
  }
  fold(words: ArrayLike<number>): void {
    let lo = this.lo;
    let hi = this.hi;
    for (let k = 0; k < words.length; k++) {
      const v = words[k]!;
      lo = Math.imul(lo ^ (v & 0xffff), 0x01000193);
      lo = Math.imul(lo ^ (v >>> 16), 0x01000193);
      hi = Math.imul(hi ^ (v >>> 16), 0x01000193);
      hi = Math.imul(hi ^ (v & 0xffff), 0x01000193);
    }
    this.lo = lo;
    this.hi = hi;
  }
  done(): { hash: string; actions: number; semantic?: string } {
    const hash = (this.hi >>> 0).toString(16).padStart(8, '0') + (this.lo >>> 0).toString(16).padStart(8, '0');
    return this.semantic ? { hash, actions: this.actions, semantic: this.semantic.hex() } : { hash, actions: this.actions };
  }
}

const textDb = cardDb();
const printedDb = compileCardDb(SET1);
const deckPath = (f: string): string => path.join(repoRoot, 'decks', f);
const BUNDLED = ['darkness.json', 'forest.json', 'mountain.json', 'steppe.json', 'swamp.json'];
const out: WorkloadOutput[] = [];

/**
 * Play `warmup` uncounted passes of `work`, then `size.passes` counted passes (one dump each); returns
 * the actions of the last. The warm-up lets V8 reach its steady state first: card-text games still
 * fall from 1.62 M to 1.29 M instructions a game between the 24th and the 400th pass of 10 games, as
 * late optimisations of functions that only get hot over thousands of games arrive one by one.
 */
function countedPasses(work: () => number, warmup: number): number {
  for (let pass = 0; pass < warmup; pass++) work();
  let actions = 0;
  for (let pass = 0; pass < size.passes; pass++) {
    startCounting();
    actions = work();
    stopCounting();
  }
  return actions;
}

/** Random-vs-random games steppe vs forest, game i seeded deriveGameSeed(12345, i). */
function randomGames(name: string, db: typeof textDb, games: number, warmup: number): void {
  const d0 = loadDeckFile(deckPath('steppe.json'), db.defs).cardIndices;
  const d1 = loadDeckFile(deckPath('forest.json'), db.defs).cardIndices;
  const state = newState(db, DEFAULT_OPTIONS);
  const match = new Match(state, [new RandomAgent(), new RandomAgent()]);
  const seeds: bigint[] = [];
  for (let i = 0; i < games; i++) seeds.push(deriveGameSeed(12345, i));
  const sig = new Signature();
  for (let i = 0; i < games; i++) {
    sig.actions += match.play(d0, d1, seeds[i]!);
    sig.foldState(state);
  }
  const playAll = (): number => {
    let actions = 0;
    for (let i = 0; i < games; i++) actions += match.play(d0, d1, seeds[i]!);
    return actions;
  };
  out.push({ name, units: games, unit: 'game', actions: countedPasses(playAll, warmup), passes: size.passes, warmupPasses: warmup, signature: sig.done() });
}

/** Scripted-vs-scripted games over the bundled decks (i, i+1), game i seeded deriveGameSeed(888, i). */
function scriptedGames(games: number): void {
  const decks = BUNDLED.map((f) => loadDeckFile(deckPath(f), textDb.defs).cardIndices);
  const state = newState(textDb, DEFAULT_OPTIONS);
  const match = new Match(state, [createAgent('scripted'), createAgent('scripted')]);
  const playAll = (sig?: Signature): number => {
    let actions = 0;
    for (let i = 0; i < games; i++) {
      const a = match.play(decks[i % decks.length]!, decks[(i + 1) % decks.length]!, deriveGameSeed(888, i));
      actions += a;
      if (sig) {
        sig.actions += a;
        sig.foldState(state);
      }
    }
    return actions;
  };
  const sig = new Signature();
  playAll(sig);
  out.push({ name: 'scripted-games', units: games, unit: 'game', actions: countedPasses(playAll, size.warmup.scripted), passes: size.passes, warmupPasses: size.warmup.scripted, signature: sig.done() });
}

/**
 * MCTS searches (default options, fixed iteration budget, no tree reuse) from fixed positions: the first
 * Main decision of turn 4, 6, 8, 10, … of scripted-vs-scripted games over the bundled decks (g, g+2),
 * game g seeded deriveGameSeed(777, g), as benchmarks/agents.ts takes them.
 */
function searches(count: number, iterations: number): void {
  const decks = BUNDLED.map((f) => loadDeckFile(deckPath(f), textDb.defs).cardIndices);
  const turns = [4, 6, 8, 10];
  const positions: GameState[] = [];
  for (let g = 0; positions.length < count && g < 200; g++) {
    const s = newState(textDb, DEFAULT_OPTIONS);
    const snap = newState(textDb, DEFAULT_OPTIONS);
    const turn = turns[positions.length % turns.length]!;
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
  const view = newState(textDb, DEFAULT_OPTIONS);
  const work = newState(textDb, DEFAULT_OPTIONS);
  const agent = createAgent(`mcts:${iterations},reuse=0`) as SearchAgent;
  const pass = (sig?: Signature): number => {
    let rollout = 0;
    for (const pos of positions) {
      copyInto(work, pos);
      const p = currentPlayer(work);
      const n = legalActions(work, legal);
      let v = work;
      if (agent.needsObservation) {
        observe(work, p, view);
        v = view;
      }
      const choice = agent.choose(v, p, legal, n, new Rng(work.rng, Stream.Agent0 + p));
      rollout += agent.lastRolloutActions;
      if (sig) {
        sig.actions += agent.lastRolloutActions;
        sig.fold([choice, agent.lastIterations]);
      }
    }
    return rollout;
  };
  const sig = new Signature();
  pass(sig);
  out.push({ name: 'mcts-search', units: positions.length, unit: 'search', actions: countedPasses(pass, size.warmup.searches), passes: size.passes, warmupPasses: size.warmup.searches, signature: sig.done() });
}

randomGames('text-games', textDb, size.textGames, size.warmup.text);
randomGames('printed-games', printedDb, size.printedGames, size.warmup.printed);
searches(size.searches, size.searchIterations);
scriptedGames(size.scriptedGames);
process.stdout.write(JSON.stringify({ workloads: out }) + '\n');
