/**
 * Forward-model handles for protocol v2's `model` frames (docs/bot-protocol-v2.md § Forward model):
 * game states the client may copy, determinise, step and query, apart from the envs (OpenSpiel's
 * `clone`, `apply_action`, `resample_from_infostate`). A handle is a whole GameState; the envs'
 * games never change through them.
 *
 * `clone` of an env copies its true state, hidden cards and RNG streams included: it is for
 * analysis and perfect-information baselines. A fair imperfect-information search uses
 * `determinize`, which starts from what the acting seat sees (observe.ts) and samples the rest
 * (agents/determinize.ts), with RNG streams seeded from the request's seed.
 */
import { Determinizer, type Prior } from '../agents/determinize.js';
import { TENSOR_SIZE, encodeTensor } from '../agents/features.js';
import { INFO_SIZE, encodeInfoState } from './infostate.js';
import { MAX_LEGAL } from '../engine/core/action.js';
import type { CardDb } from '../engine/core/card-db.js';
import { applyAction, currentPlayer, legalActions, returns } from '../engine/game.js';
import { observe } from '../engine/observe.js';
import type { EngineOptions } from '../engine/core/options.js';
import { nextInt, seedStream, seedStreams } from '../engine/core/rng.js';
import { G, GameState, cloneState, copyInto } from '../engine/core/state.js';
import { v2Id } from './action-table.js';
import { EnvProtocolError } from './vec-env.js';

/** Most handles alive at once (each is a whole game state). */
export const MAX_HANDLES = 4096;

/** What a handle's state is, as sent in a `model` answer. */
export interface HandleInfo {
  handle: number;
  /** Seat to decide (absolute), -1 when the game is over. */
  seat: number;
  decision: number;
  /** Legal v2 action ids, ascending. */
  legal: number[];
  terminal: boolean;
  /** Seat 0's and seat 1's returns (+1/-1/0) once terminal, else [0, 0]. */
  returns: [number, number];
  /** The acting seat's observation tensor (float32 little-endian, base64), when asked for. */
  observation?: string;
}

export class ModelHandles {
  private readonly states = new Map<number, GameState>();
  private nextId = 1;
  private readonly legal = new Int32Array(MAX_LEGAL);
  private readonly view: GameState;
  private readonly tensor: Float32Array;
  private readonly det: Determinizer;
  private readonly words = new Uint32Array(4);

  /** `infostate`: observations carry the information state after the tensor (infostate.ts; absolute cells, as handles ignore --perspective). */
  constructor(db: CardDb, opts: EngineOptions, prior: Prior = 'elements', private readonly infostate = false) {
    this.view = new GameState(db, opts);
    this.det = new Determinizer(db, prior);
    this.tensor = new Float32Array(TENSOR_SIZE + (infostate ? INFO_SIZE : 0));
  }

  get size(): number {
    return this.states.size;
  }

  private add(s: GameState): number {
    if (this.states.size >= MAX_HANDLES) throw new EnvProtocolError(`model frame: ${MAX_HANDLES} handles alive; free some first`);
    const h = this.nextId++;
    this.states.set(h, s);
    return h;
  }

  /** The state of handle `h` (throws naming the handle when there is none). */
  get(h: unknown): GameState {
    const s = typeof h === 'number' ? this.states.get(h) : undefined;
    if (s === undefined) throw new EnvProtocolError(`model frame: no handle ${JSON.stringify(h)} (clone or determinize returns handles; free ends them)`);
    return s;
  }

  /** A new handle holding a copy of `s`. */
  clone(s: GameState): number {
    return this.add(cloneState(s));
  }

  /**
   * A new handle holding one sample of the hidden information of `s` as the acting seat sees it:
   * `observe(s, seat)` with the unseen cards and deck orders sampled, and RNG streams seeded from `seed`.
   */
  determinize(s: GameState, seed: bigint): number {
    const seat = currentPlayer(s);
    if (seat < 0) return this.clone(s);
    observe(s, seat, this.view);
    this.det.prepare(this.view, seat);
    const w = cloneState(this.view);
    seedStream(this.words, 0, `determinize:${seed}`);
    this.det.sample(w, (n) => nextInt(this.words, 0, n));
    seedStreams(w.rng, seed);
    return this.add(w);
  }

  /** Copy handle `src`'s state into handle `dst` (restore a saved position). */
  set(dst: number, src: number): void {
    copyInto(this.get(dst), this.get(src));
  }

  free(h: number): void {
    this.get(h);
    this.states.delete(h);
  }

  /** Apply v2 action `a` to handle `h` (throws, changing nothing, when it is not legal there). */
  apply(h: number, a: unknown): void {
    const s = this.get(h);
    const n = currentPlayer(s) < 0 ? 0 : legalActions(s, this.legal);
    const d = s.g[G.Decision]!;
    for (let k = 0; k < n; k++) {
      if (v2Id(d, this.legal[k]!) === a) {
        applyAction(s, this.legal[k]!);
        return;
      }
    }
    throw new EnvProtocolError(`model frame, handle ${h}: action ${JSON.stringify(a)} is not legal; legal: [${this.legalIds(s).join(', ')}]`);
  }

  private legalIds(s: GameState): number[] {
    if (currentPlayer(s) < 0) return [];
    const n = legalActions(s, this.legal);
    const d = s.g[G.Decision]!;
    const out: number[] = [];
    for (let k = 0; k < n; k++) out.push(v2Id(d, this.legal[k]!));
    return out.sort((x, y) => x - y);
  }

  /** What handle `h` is now; with `withObservation`, the acting seat's tensor too. */
  info(h: number, withObservation: boolean): HandleInfo {
    const s = this.get(h);
    const seat = currentPlayer(s);
    const terminal = seat < 0;
    const out: HandleInfo = {
      handle: h,
      seat,
      decision: s.g[G.Decision]!,
      legal: this.legalIds(s),
      terminal,
      returns: terminal ? [returns(s, 0), returns(s, 1)] : [0, 0],
    };
    if (withObservation && !terminal) {
      observe(s, seat, this.view);
      encodeTensor(this.view, seat, this.tensor);
      if (this.infostate) encodeInfoState(this.view, seat, this.tensor, TENSOR_SIZE, false);
      out.observation = Buffer.from(this.tensor.buffer, this.tensor.byteOffset, this.tensor.byteLength).toString('base64');
    }
    return out;
  }
}
