/**
 * Search agents: single-observer information-set MCTS (`mcts`, SO-ISMCTS; Cowling, Powley &
 * Whitehouse 2012), determinised UCT with voting (`pimc`), and a perfect-information UCT that reads
 * the real state (`cheat`, an upper-bound baseline — it sees hidden cards, so it is labelled "cheat"
 * everywhere and must never be reported as a fair player).
 *
 * One iteration of `mcts`:
 * 1. determinise: copy the root observation into a pooled state and sample what the seat cannot see
 *    (determinize.ts) — a fresh world every iteration, or one of `det` worlds sampled up front;
 * 2. re-seed the clone's four streams (deal, dice, both agents) from the agent's private generator
 *    through a mixing function (rng.ts `seedStreamFrom`), so dice and shuffles are chance outcomes
 *    sampled anew each iteration, unrelated to the real game's future dice and to the generator that
 *    drives the rollouts, and the real game's streams are never read or advanced;
 * 3. select down the tree: nodes are action histories from the root (open loop: dice inside an
 *    action make its result a chance outcome), an edge is (acting seat, action id), and children are
 *    compared by UCB over *availability* counts (how often the edge was legal when its parent was
 *    visited), since hidden cards can change what is legal between determinisations; forced
 *    decisions (one legal action) are applied without a node; optional progressive bias adds
 *    pb · h(a) / (N + 1), h being the scripted player's score of the action normalised to [0, 1];
 *    with `cnorm` (default) the exploration and bias terms are scaled by 2σ, σ being the standard
 *    deviation of this search's iteration results so far (floor 0.01), so that c means the same
 *    whatever the spread of the evaluation (c = 0.5 · 2σ ≈ c for win/loss results);
 * 4. expand: a node's children for the legal actions of this determinisation are created together
 *    the first time they are seen; an unvisited child is tried first (highest bias, else random);
 * 5. roll out with the rollout policy (uniform random, or the scripted player in fast mode with
 *    ε-random actions) until the game ends, `depth` actions have been played, or `horizon` turns
 *    have passed (turns started after the root's turn: the default 3 stops when the turn after
 *    our next one begins, so our own next turn is played out); score the end with the game result
 *    (±1, a limit 0) or vmax times the material evaluation (heuristics.ts), for seat 0;
 * 6. back up: every edge on the path adds the result seen by the seat that chose it.
 * The action played is the root child with the most visits (ties: higher mean, then lower id).
 *
 * `pimc` samples `det` worlds (default 8), runs plain UCT on each world with an equal share of the
 * iterations (dice still sampled per iteration), and plays the action most worlds chose (ties: most
 * visits summed over worlds). `cheat` runs the same UCT on the real state (it still samples dice).
 *
 * Budgets are iterations, never time: the same seed and budget give the same game. Nothing is
 * allocated per iteration: states are pooled and copied with `copyInto`, the tree lives in typed
 * arrays that grow (by doubling) only when a search needs more nodes than any before it.
 *
 * Defaults changed in 0.1.0 (see CHANGELOG.md), because ten times the iterations gained nothing
 * (mcts:1000 vs mcts:10000 10–12–8 over 30 games; mcts:100 vs mcts:1000 6–0–6 over 12):
 * - `cnorm` on (was off, plain c = 0.7): the material evaluation's results spread with σ ≈ 0.01–0.1
 *   (on [0, 1]) while the exploration term at 1,000 iterations is ≈ 0.16, so the root visits were
 *   close to uniform at 1,000 and at 10,000 iterations and the most visited child was a noisy pick
 *   among near-equal ones (3 of 6 test positions changed their choice between seeds);
 * - `horizon` 3 (was 2, "to the start of our next turn"): a creature that acts is closed during the
 *   opponent's turn, and with the rollout stopped right after that turn every action looked worse
 *   than ending the turn (e.g. end turn 0.631 vs the best activation 0.588), so both sides passed
 *   turn after turn, even far ahead, and games ran into the turn limit (12 of 30 on the top rung);
 *   with our next turn played out the activation is preferred;
 * - `vmax` 0.8 (was 1): tanh of the material saturates when one side is far ahead (0.97–0.98), so
 *   winning the game (1) was barely better than staying ahead and the winning side did not finish.
 * The ladder prints every agent's resolved options before its table.
 *
 * Pre-battle decisions (order, redeal, recruit, place) go to the scripted planner by default
 * (`prebattle=scripted`): a rollout from recruitment to the end of a battle is hundreds of actions
 * of mostly noise. `prebattle=search` searches them too (the opponent's deal and deck are then
 * sampled from the prior).
 */
import type { Agent } from './agent.js';
import { Rng, STREAM_COUNT, Stream, nextInt, next32, seedStreamFrom } from '../engine/core/rng.js';
import { randomLegalAction } from '../engine/random-action.js';
import { G, GameState, copyInto } from '../engine/core/state.js';
import { Decision } from '../engine/core/enums.js';
import { MAX_LEGAL, NUM_ACTIONS } from '../engine/core/action.js';
import { applyAction, legalActions } from '../engine/game.js';
import { type CardValues, cardValues, evaluate } from './heuristics.js';
import { Determinizer, type Prior } from './determinize.js';
import { ScriptedAgent, type ScriptedOptions } from './scripted.js';

export type SearchMode = 'mcts' | 'pimc' | 'cheat';

export interface SearchOptions {
  /** Iterations per decision. */
  readonly iterations: number;
  /** UCB exploration constant (rewards are in [0, 1]; with `cnorm` multiplied by 2σ). */
  readonly c: number;
  /** mcts: 0 = a fresh determinisation every iteration, K = K worlds sampled per decision and cycled. pimc: worlds (0 → 8). */
  readonly det: number;
  readonly rollout: 'random' | 'scripted';
  /** Rollout length cap in actions; 0 = no cap. */
  readonly depth: number;
  /** Rollout length cap in turns started after the root; 0 = no cap. */
  readonly horizon: number;
  /** Progressive-bias weight (0 = plain UCT). */
  readonly pb: number;
  /** ε of the scripted rollout policy. */
  readonly eps: number;
  /** Sharpness of the material evaluation at capped rollouts. */
  readonly sharp: number;
  /**
   * Scale the exploration term by the spread of this search's iteration results: c · 2σ instead of
   * c (σ: standard deviation of the results seen so far in this search, at least `sigmaMin`).
   */
  readonly cnorm: boolean;
  /** Largest magnitude of a non-terminal evaluation (a won or lost game scores ±1): the evaluation is vmax · tanh(…). */
  readonly vmax: number;
  readonly prior: Prior;
  readonly prebattle: 'scripted' | 'search';
  /**
   * Keep the subtree of the action played when the next decision is again ours and follows from it
   * without chance or hidden information (Main → Verb → Target of one activation), topping the
   * reused tree up to `iterations` visits.
   */
  readonly reuse: boolean;
  /** Options of the scripted player used for pre-battle decisions. */
  readonly scripted: Partial<ScriptedOptions>;
}

export const DEFAULT_SEARCH: SearchOptions = Object.freeze({
  iterations: 1000,
  c: 0.7,
  det: 0,
  rollout: 'scripted',
  depth: 0,
  horizon: 3,
  pb: 1,
  eps: 0.1,
  sharp: 2.5,
  cnorm: true,
  vmax: 0.8,
  prior: 'elements',
  prebattle: 'scripted',
  reuse: true,
  scripted: {},
}) as SearchOptions;

const PREBATTLE = (d: number) => d === Decision.Order || d === Decision.Redeal || d === Decision.Recruit || d === Decision.Place;

/** Floor of σ for `cnorm` (results in [0, 1]). */
const SIGMA_MIN = 0.01;

/** `seedStreamFrom` purpose of the private search generator (world streams use their stream index, 0–3). */
const SEARCH_PURPOSE = 16;

/** Tree depth limit (path buffer); deeper selections stop expanding and roll out. */
const MAX_PATH = 512;

export class SearchAgent implements Agent {
  readonly name: string;
  readonly needsObservation: boolean;
  readonly opts: SearchOptions;
  readonly mode: SearchMode;

  // ---- pooled states and buffers ----
  private root: GameState | null = null;
  private sim: GameState | null = null;
  private worlds: GameState[] = [];
  private det: Determinizer | null = null;
  private cv: CardValues | null = null;
  private readonly legal = new Int32Array(MAX_LEGAL);
  private readonly scores = new Float64Array(MAX_LEGAL);
  private readonly prngWords = new Uint32Array(4);
  private readonly prng = new Rng(this.prngWords, 0);
  private readonly rnd = (n: number): number => nextInt(this.prngWords, 0, n);
  private readonly planner: ScriptedAgent;
  private readonly rolloutPolicy: ScriptedAgent;
  private readonly biasPolicy: ScriptedAgent;

  // ---- the tree (structure of arrays) ----
  private cap = 0;
  private count = 0;
  private nAction = new Int32Array(0);
  private nActor = new Int8Array(0);
  private nChild = new Int32Array(0);
  private nNext = new Int32Array(0);
  private nVisits = new Int32Array(0);
  private nAvail = new Int32Array(0);
  private nW = new Float64Array(0);
  private nBias = new Float32Array(0);
  private readonly mark = new Int32Array(NUM_ACTIONS);
  private readonly slot = new Int32Array(NUM_ACTIONS);
  private stampNo = 0;
  private readonly path = new Int32Array(MAX_PATH);
  private readonly cand = new Int32Array(MAX_LEGAL);
  private rootNode = 0;
  /** Iteration results of this search (seat 0's view, in [0, 1]): count, sum, sum of squares. */
  private rN = 0;
  private rSum = 0;
  private rSum2 = 0;
  /** Exploration constant of the current iteration (c, or c · 2σ with `cnorm`). */
  private cEff = 0;
  /** Progressive-bias weight of the current iteration (pb, or pb · 2σ with `cnorm`). */
  private pbEff = 0;

  // ---- tree reuse ----
  private readonly reuseKey: GameState[] = [];
  private reuseValid = false;
  private reuseSeat = -1;
  private reuseChild = -1;

  /** Statistics of the last search (for benchmarks and tests). */
  lastIterations = 0;
  lastRootVisits = 0;
  lastNodes = 0;
  /** Actions played in rollouts during the last search (all iterations together). */
  lastRolloutActions = 0;

  /** Standard deviation of the last search's iteration results (in [0, 1]). */
  get lastResultSd(): number {
    if (this.rN < 2) return 0;
    const m = this.rSum / this.rN;
    const v = this.rSum2 / this.rN - m * m;
    return v > 0 ? Math.sqrt(v) : 0;
  }

  constructor(mode: SearchMode, opts: Partial<SearchOptions> = {}, name?: string) {
    this.mode = mode;
    this.opts = { ...DEFAULT_SEARCH, ...opts };
    if (mode === 'pimc' && this.opts.det <= 0) this.opts = { ...this.opts, det: 8 };
    this.name = name ?? mode;
    this.needsObservation = mode !== 'cheat';
    this.planner = new ScriptedAgent(this.opts.scripted);
    this.rolloutPolicy = new ScriptedAgent({ ...this.opts.scripted, fast: true, eps: this.opts.eps });
    this.biasPolicy = new ScriptedAgent(this.opts.scripted);
  }

  choose(view: GameState, seat: number, legal: Int32Array, n: number, rng: Rng): number {
    if (n === 1) return legal[0]!;
    const d = view.g[G.Decision]!;
    if (this.opts.prebattle === 'scripted' && PREBATTLE(d)) {
      this.reuseValid = false;
      return this.planner.choose(view, seat, legal, n, rng);
    }
    this.ensureStates(view);
    // The private generator: seeded per decision from two draws of the seat's own stream through a
    // mixing function (rng.ts seedStreamFrom), so it is no window of that stream.
    seedStreamFrom(this.prngWords, 0, rng.int(0x100000000), rng.int(0x100000000), SEARCH_PURPOSE);
    const root = this.root!;
    copyInto(root, view);
    root.log = null;
    if (this.mode !== 'cheat') this.det!.prepare(root, seat);
    const a = this.mode === 'pimc' ? this.searchPimc(seat, legal, n) : this.searchTree(seat, legal, n);
    return a;
  }

  // ---- setup ---------------------------------------------------------------------------------

  private ensureStates(view: GameState): void {
    if (this.root && this.root.db === view.db && this.root.opts === view.opts && this.root.hooks === view.hooks) return;
    this.root = new GameState(view.game);
    this.sim = new GameState(view.game);
    this.worlds = [];
    this.reuseKey.length = 0;
    this.reuseKey.push(new GameState(view.game));
    this.reuseValid = false;
    this.det = new Determinizer(view.db, this.opts.prior);
    this.cv = cardValues(view.db);
  }

  private world(k: number): GameState {
    while (this.worlds.length <= k) this.worlds.push(new GameState(this.root!.game));
    return this.worlds[k]!;
  }

  /**
   * Prepare `dst` as iteration state: a determinisation (or the real state) with fresh streams, each
   * seeded from two draws of the private generator through a mixing function (with its stream index
   * as purpose). Copying raw draws into the state would make the world's dice continue the private
   * generator's own sequence, which also drives the rollouts.
   */
  private reseed(dst: GameState): void {
    const w = dst.rng;
    const pw = this.prngWords;
    for (let st = 0; st < STREAM_COUNT; st++) seedStreamFrom(w, st, next32(pw, 0), next32(pw, 0), st);
  }

  // ---- tree storage ----------------------------------------------------------------------------

  private grow(need: number): void {
    if (need <= this.cap) return;
    let cap = Math.max(1024, this.cap);
    while (cap < need) cap *= 2;
    const cp = <T extends Int32Array | Int8Array | Float64Array | Float32Array>(a: T, b: T): T => {
      b.set(a.subarray(0, this.count) as never);
      return b;
    };
    this.nAction = cp(this.nAction, new Int32Array(cap));
    this.nActor = cp(this.nActor, new Int8Array(cap));
    this.nChild = cp(this.nChild, new Int32Array(cap));
    this.nNext = cp(this.nNext, new Int32Array(cap));
    this.nVisits = cp(this.nVisits, new Int32Array(cap));
    this.nAvail = cp(this.nAvail, new Int32Array(cap));
    this.nW = cp(this.nW, new Float64Array(cap));
    this.nBias = cp(this.nBias, new Float32Array(cap));
    this.cap = cap;
  }

  private newNode(action: number, actor: number, bias: number): number {
    if (this.count >= this.cap) this.grow(this.count + 1);
    const k = this.count++;
    this.nAction[k] = action;
    this.nActor[k] = actor;
    this.nChild[k] = -1;
    this.nNext[k] = -1;
    this.nVisits[k] = 0;
    this.nAvail[k] = 0;
    this.nW[k] = 0;
    this.nBias[k] = bias;
    return k;
  }

  private resetTree(): void {
    this.count = 0;
    this.rootNode = this.newNode(-1, -1, 0);
  }

  // ---- search ------------------------------------------------------------------------------------

  /** SO-ISMCTS (mode mcts) or perfect-information UCT (mode cheat) from `this.root`. */
  private searchTree(seat: number, legal: Int32Array, n: number): number {
    const o = this.opts;
    let budget = o.iterations;
    if (this.mode === 'mcts' && o.reuse && this.tryReuse(seat)) {
      budget = Math.max(o.iterations - this.nVisits[this.rootNode]!, o.iterations >> 2);
    } else this.resetTree();
    const det = this.mode === 'mcts' ? o.det : 0;
    if (det > 0) {
      for (let k = 0; k < det; k++) {
        const w = this.world(k);
        copyInto(w, this.root!);
        this.det!.sample(w, this.rnd);
      }
    }
    const sim = this.sim!;
    this.lastRolloutActions = 0;
    this.rN = 0;
    this.rSum = 0;
    this.rSum2 = 0;
    for (let it = 0; it < budget; it++) {
      this.setScales();
      if (this.mode === 'cheat') copyInto(sim, this.root!);
      else if (det > 0) copyInto(sim, this.worlds[it % det]!);
      else {
        copyInto(sim, this.root!);
        this.det!.sample(sim, this.rnd);
      }
      this.reseed(sim);
      this.iterate(sim);
    }
    this.lastIterations = budget;
    const best = this.bestRootChild(seat, legal, n);
    this.rememberForReuse(seat, best);
    return best < 0 ? legal[0]! : this.nAction[best]!;
  }

  /** PIMC: `det` worlds, plain UCT on each, majority vote of the worlds' choices. */
  private searchPimc(seat: number, legal: Int32Array, n: number): number {
    const o = this.opts;
    const worlds = Math.max(1, o.det);
    const per = Math.max(1, Math.floor(o.iterations / worlds));
    const votes = this.scores;
    const visits = new Float64Array(n);
    votes.fill(0, 0, n);
    const w = this.world(0);
    const sim = this.sim!;
    this.lastRolloutActions = 0;
    for (let k = 0; k < worlds; k++) {
      copyInto(w, this.root!);
      this.det!.sample(w, this.rnd);
      this.resetTree();
      this.rN = 0;
      this.rSum = 0;
      this.rSum2 = 0;
      for (let it = 0; it < per; it++) {
        this.setScales();
        copyInto(sim, w);
        this.reseed(sim);
        this.iterate(sim);
      }
      const best = this.bestRootChild(seat, legal, n);
      for (let j = 0; j < n; j++) {
        const ch = this.findChild(this.rootNode, seat, legal[j]!);
        if (ch >= 0) visits[j] = visits[j]! + this.nVisits[ch]!;
        if (ch === best) votes[j] = votes[j]! + 1;
      }
    }
    this.lastIterations = per * worlds;
    this.reuseValid = false;
    let bj = 0;
    for (let j = 1; j < n; j++) if (votes[j]! > votes[bj]! || (votes[j] === votes[bj] && visits[j]! > visits[bj]!)) bj = j;
    return legal[bj]!;
  }

  /** Exploration constant and progressive-bias weight for the next iteration (scaled by 2σ with `cnorm`). */
  private setScales(): void {
    const o = this.opts;
    let k = 1;
    if (o.cnorm && this.rN >= 2) {
      const m = this.rSum / this.rN;
      const v = this.rSum2 / this.rN - m * m;
      k = 2 * (v > SIGMA_MIN * SIGMA_MIN ? Math.sqrt(v) : SIGMA_MIN);
    }
    this.cEff = o.c * k;
    this.pbEff = o.pb * k;
  }

  private findChild(node: number, actor: number, action: number): number {
    for (let ch = this.nChild[node]!; ch >= 0; ch = this.nNext[ch]!) if (this.nAction[ch] === action && this.nActor[ch] === actor) return ch;
    return -1;
  }

  /** The most visited root child among the legal actions (ties: higher mean, then lower action). */
  private bestRootChild(seat: number, legal: Int32Array, n: number): number {
    let best = -1;
    for (let j = 0; j < n; j++) {
      const ch = this.findChild(this.rootNode, seat, legal[j]!);
      if (ch < 0) continue;
      if (best < 0) {
        best = ch;
        continue;
      }
      const v = this.nVisits[ch]!;
      const bv = this.nVisits[best]!;
      if (v > bv || (v === bv && v > 0 && this.nW[ch]! / v > this.nW[best]! / bv)) best = ch;
    }
    this.lastRootVisits = this.nVisits[this.rootNode]!;
    this.lastNodes = this.count;
    return best;
  }

  /** One iteration from the prepared state `sim` (modified in place). */
  private iterate(sim: GameState): void {
    const o = this.opts;
    const legal = this.legal;
    let node = this.rootNode;
    let len = 0;
    let leaf = false;
    const turn0 = sim.g[G.Turn]!;
    this.rolloutPolicy.resetPlan();
    while (!leaf && len < MAX_PATH) {
      if (sim.g[G.Decision] === Decision.Terminal) break;
      const p = sim.g[G.Decider]!;
      const n = legalActions(sim, legal);
      if (n === 1) {
        applyAction(sim, legal[0]!);
        continue;
      }
      // Children of this node for the acting seat, by action.
      const stamp = ++this.stampNo;
      let untried = 0;
      for (let ch = this.nChild[node]!; ch >= 0; ch = this.nNext[ch]!) {
        if (this.nActor[ch] !== p) continue;
        const a = this.nAction[ch]!;
        this.mark[a] = stamp;
        this.slot[a] = ch;
      }
      for (let k = 0; k < n; k++) if (this.mark[legal[k]!] !== stamp) untried++;
      if (untried > 0) this.expand(sim, node, p, legal, n, untried, stamp);
      // Selection among the legal children (availability-based UCB).
      let best = -1;
      let bestU = -Infinity;
      let nUnvisited = 0;
      for (let k = 0; k < n; k++) {
        const ch = this.slot[legal[k]!]!;
        this.nAvail[ch] = this.nAvail[ch]! + 1;
        const v = this.nVisits[ch]!;
        if (v === 0) {
          this.cand[nUnvisited++] = ch;
          continue;
        }
        if (nUnvisited > 0) continue;
        const u = this.nW[ch]! / v + this.cEff * Math.sqrt(Math.log(this.nAvail[ch]!) / v) + (o.pb > 0 ? (this.pbEff * this.nBias[ch]!) / (v + 1) : 0);
        if (u > bestU) {
          bestU = u;
          best = ch;
        }
      }
      if (nUnvisited > 0) {
        if (o.pb > 0) {
          best = this.cand[0]!;
          for (let k = 1; k < nUnvisited; k++) if (this.nBias[this.cand[k]!]! > this.nBias[best]!) best = this.cand[k]!;
        } else best = this.cand[this.rnd(nUnvisited)]!;
        leaf = true;
      }
      applyAction(sim, this.nAction[best]!);
      this.path[len++] = best;
      node = best;
    }
    // Rollout.
    const steps = o.rollout === 'random' ? this.rolloutRandom(sim, turn0) : this.rolloutScripted(sim, turn0);
    this.lastRolloutActions += steps;
    const r0 = sim.g[G.Decision] === Decision.Terminal ? evaluate(sim, this.cv!, o.sharp) : o.vmax * evaluate(sim, this.cv!, o.sharp);
    // Back-up: each edge scores the result for the seat that chose it, in [0, 1].
    const w0 = (r0 + 1) * 0.5;
    this.rN++;
    this.rSum += w0;
    this.rSum2 += w0 * w0;
    for (let k = 0; k < len; k++) {
      const ch = this.path[k]!;
      this.nVisits[ch] = this.nVisits[ch]! + 1;
      this.nW[ch] = this.nW[ch]! + (this.nActor[ch] === 0 ? w0 : 1 - w0);
    }
    this.nVisits[this.rootNode] = this.nVisits[this.rootNode]! + 1;
  }

  /**
   * Uniform-random rollout from `sim` (modified in place) to the end of the game or the `depth` /
   * `horizon` cap; returns the actions played. Each action is drawn by the engine's
   * `randomLegalAction` (random-action.ts) from the agent's private stream: uniform over the legal
   * actions, the Choice subphase drawn without listing it.
   */
  private rolloutRandom(sim: GameState, turn0: number): number {
    const legal = this.legal;
    const g = sim.g;
    const depth = this.opts.depth;
    const horizon = this.opts.horizon;
    const pw = this.prngWords;
    let steps = 0;
    while (g[G.Decision] !== Decision.Terminal) {
      if (depth > 0 && steps >= depth) break;
      if (horizon > 0 && g[G.Turn]! - turn0 >= horizon) break;
      applyAction(sim, randomLegalAction(sim, legal, pw, 0));
      steps++;
    }
    return steps;
  }

  /** Rollout with the scripted player (fast mode, ε-random) to the end or the caps; returns the actions played. */
  private rolloutScripted(sim: GameState, turn0: number): number {
    const legal = this.legal;
    const g = sim.g;
    const depth = this.opts.depth;
    const horizon = this.opts.horizon;
    let steps = 0;
    while (g[G.Decision] !== Decision.Terminal) {
      if (depth > 0 && steps >= depth) break;
      if (horizon > 0 && g[G.Turn]! - turn0 >= horizon) break;
      const n = legalActions(sim, legal);
      const a = n === 1 ? legal[0]! : this.rolloutPolicy.choose(sim, g[G.Decider]!, legal, n, this.prng);
      applyAction(sim, a);
      steps++;
    }
    return steps;
  }

  /** Create the children for this determinisation's untried legal actions (with bias when pb > 0). */
  private expand(sim: GameState, node: number, p: number, legal: Int32Array, n: number, untried: number, stamp: number): void {
    let lo = 0;
    let hi = 0;
    const sc = this.scores;
    if (this.opts.pb > 0) {
      this.biasPolicy.scoreActions(sim, p, legal, n, sc);
      lo = Infinity;
      hi = -Infinity;
      for (let k = 0; k < n; k++) {
        const v = sc[k]!;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    this.grow(this.count + untried);
    for (let k = 0; k < n; k++) {
      const a = legal[k]!;
      if (this.mark[a] === stamp) continue;
      const bias = this.opts.pb > 0 && hi > lo ? (sc[k]! - lo) / (hi - lo) : 0;
      const ch = this.newNode(a, p, bias);
      this.nNext[ch] = this.nChild[node]!;
      this.nChild[node] = ch;
      this.mark[a] = stamp;
      this.slot[a] = ch;
    }
  }

  // ---- tree reuse --------------------------------------------------------------------------------

  /**
   * After choosing `best` at the root: if applying it to the root observation leads, without chance
   * or new hidden information, to another decision of ours, remember that state; the next call
   * reuses the child's subtree when its observation is exactly that state.
   */
  private rememberForReuse(seat: number, best: number): void {
    this.reuseValid = false;
    if (!this.opts.reuse || this.mode !== 'mcts' || best < 0) return;
    const d = this.root!.g[G.Decision]!;
    // Selecting a card and choosing a verb involve no dice and reveal nothing.
    if (d !== Decision.Main && d !== Decision.Verb) return;
    const key = this.reuseKey[0]!;
    copyInto(key, this.root!);
    const a = this.nAction[best]!;
    if (d === Decision.Main && a < 0) return;
    applyAction(key, a);
    if (key.g[G.Decision] === Decision.Terminal || key.g[G.Decider] !== seat) return;
    const nd = key.g[G.Decision]!;
    if (nd !== Decision.Verb && nd !== Decision.Target) return;
    this.reuseValid = true;
    this.reuseSeat = seat;
    this.reuseChild = best;
  }

  private tryReuse(seat: number): boolean {
    if (!this.reuseValid || this.reuseSeat !== seat) return false;
    this.reuseValid = false;
    const key = this.reuseKey[0]!.words;
    const w = this.root!.words;
    for (let k = 0; k < w.length; k++) if (w[k] !== key[k]) return false;
    // Re-root at the child: its subtree stays in place in the arrays.
    this.rootNode = this.reuseChild;
    return this.nVisits[this.rootNode]! > 0;
  }

  /**
   * The root children of the last search (diagnostics and tests; allocates): acting seat, action,
   * visits and mean result for that seat in [0, 1].
   */
  rootStats(): { actor: number; action: number; visits: number; mean: number }[] {
    const out: { actor: number; action: number; visits: number; mean: number }[] = [];
    for (let ch = this.nChild[this.rootNode]!; ch >= 0; ch = this.nNext[ch]!) {
      const v = this.nVisits[ch]!;
      out.push({ actor: this.nActor[ch]!, action: this.nAction[ch]!, visits: v, mean: v > 0 ? this.nW[ch]! / v : 0 });
    }
    return out;
  }

  /** Free what can be freed (nothing external; here for the Agent lifecycle). */
  close(): void {
    this.reuseValid = false;
  }
}

/** Streams re-seeded per iteration (documentation aid). */
export const RESEEDED_STREAMS = [Stream.Deal, Stream.Dice, Stream.Agent0, Stream.Agent1] as const;
