/**
 * N games in one process for protocol v2 (`berserk serve-env`): each env auto-resets, plays the
 * seats not under client control with a built-in agent, optionally auto-plays forced decisions, and
 * writes one step record per env awaiting a client decision into a reusable frame buffer.
 *
 * Determinism: env i's game k is seeded deriveGameSeed(deriveGameSeed(runSeed, i), k); built-in
 * agents draw from the game state's own agent streams. So the same run seed and the same client
 * actions give byte-identical step frames.
 */
import type { Agent } from '../agents/agent.js';
import { createAgent } from '../agents/registry.js';
import { TENSOR_SIZE, encodeTensor } from '../agents/features.js';
import { MAX_LEGAL } from '../engine/core/action.js';
import type { CardDb } from '../engine/core/card-db.js';
import { EndReason } from '../engine/core/enums.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame, returns } from '../engine/game.js';
import { observe } from '../engine/observe.js';
import type { EngineOptions } from '../engine/core/options.js';
import { Rng, Stream, deriveGameSeed } from '../engine/core/rng.js';
import { G, GameState } from '../engine/core/state.js';
import { ServerFrame } from './frames.js';
import { MASK_BYTES, R, RECORD_BYTES, STEP_HEADER_BYTES } from './step-record.js';

/** Which seats the client decides: both (self-play), or one, fixed or alternating by game. */
export type ClientSeats = 'both' | 0 | 1 | 'alternate';

export interface VecEnvConfig {
  db: CardDb;
  opts: EngineOptions;
  deck0: ArrayLike<number>;
  deck1: ArrayLike<number>;
  envs: number;
  /** Agent spec of the built-in seat (ignored when clientSeats is 'both'). */
  opponent: string | null;
  clientSeats: ClientSeats;
  /** Apply decisions with a single legal action without asking the client (counted). */
  autoForced: boolean;
}

/** A client answer the protocol forbids: the message names the env and says what was wrong. */
export class EnvProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvProtocolError';
  }
}

class Env {
  readonly s: GameState;
  readonly view: GameState;
  readonly legal = new Int32Array(MAX_LEGAL);
  n = 0;
  readonly rngs: Rng[];
  envSeed = 0n;
  episode = 0;
  /** Seat the client decides in the current game (-1: both). */
  clientSeat = -1;
  reward0 = 0;
  reward1 = 0;
  terminated = 0;
  truncated = 0;
  forced = 0;
  constructor(
    db: CardDb,
    opts: EngineOptions,
    readonly index: number,
    readonly agent: Agent | null,
  ) {
    this.s = newState(db, opts);
    this.view = new GameState(db, opts);
    this.rngs = [new Rng(this.s.rng, Stream.Agent0), new Rng(this.s.rng, Stream.Agent1)];
  }
}

export class VecEnv {
  private readonly envs: Env[] = [];
  /** The whole step frame (length prefix, type, payload) starts at FRAME_OFFSET so floats are 4-aligned. */
  private readonly frameBuf: Buffer;
  private readonly obsViews: Float32Array[] = [];
  private readonly view: DataView;
  private frameSeq = 0;
  runSeed = 0n;
  /** Totals over the run. */
  readonly totals = { steps: 0, clientDecisions: 0, forced: 0, episodes: 0, truncated: 0, wins0: 0, wins1: 0, draws: 0 };

  constructor(private readonly cfg: VecEnvConfig) {
    const payload = STEP_HEADER_BYTES + cfg.envs * RECORD_BYTES;
    const ab = new ArrayBuffer(FRAME_OFFSET + 5 + payload);
    this.frameBuf = Buffer.from(ab, FRAME_OFFSET, 5 + payload);
    this.view = new DataView(ab);
    this.view.setUint32(FRAME_OFFSET, 1 + payload, true);
    this.frameBuf[4] = ServerFrame.Step;
    for (let i = 0; i < cfg.envs; i++) {
      const agent = cfg.clientSeats === 'both' || cfg.opponent === null ? null : createAgent(cfg.opponent);
      this.envs.push(new Env(cfg.db, cfg.opts, i, agent));
      this.obsViews.push(new Float32Array(ab, PAYLOAD_OFFSET + STEP_HEADER_BYTES + i * RECORD_BYTES + R.observation, TENSOR_SIZE));
    }
  }

  get count(): number {
    return this.envs.length;
  }

  /** Seed of env i under run seed `runSeed`; game k of env i is deriveGameSeed(envSeed, k). */
  static envSeed(runSeed: bigint, i: number): bigint {
    return deriveGameSeed(runSeed, i);
  }

  /** Restart every env from run seed `runSeed` (episode counters restart at 0) and fill the frame. */
  reset(runSeed: bigint): void {
    this.runSeed = runSeed;
    for (const e of this.envs) {
      e.envSeed = VecEnv.envSeed(runSeed, e.index);
      e.episode = 0;
      e.reward0 = e.reward1 = 0;
      e.terminated = e.truncated = 0;
      e.forced = 0;
      this.startGame(e);
      this.runToClient(e);
    }
    this.fill();
  }

  /**
   * Apply `actions[i]` to env i (every env is in every step frame: auto-reset keeps each one
   * awaiting a decision), advance each to its next client decision, and fill the frame.
   * Throws EnvProtocolError, changing nothing, when an action is not legal.
   */
  step(actions: Int32Array): void {
    for (const e of this.envs) {
      const a = actions[e.index]!;
      let ok = false;
      for (let k = 0; k < e.n; k++) if (e.legal[k] === a) ok = true;
      if (!ok) {
        const shown = Array.from(e.legal.subarray(0, e.n)).join(', ');
        throw new EnvProtocolError(`actions frame, env ${e.index}: action ${a} is not legal; legal: [${shown}]`);
      }
    }
    for (const e of this.envs) {
      e.reward0 = e.reward1 = 0;
      e.terminated = e.truncated = 0;
      e.forced = 0;
      applyAction(e.s, actions[e.index]!);
      this.totals.steps++;
      this.runToClient(e);
    }
    this.fill();
  }

  /** The current step frame (valid until the next reset or step). */
  stepFrame(): Buffer {
    return this.frameBuf;
  }

  private startGame(e: Env): void {
    const seed = deriveGameSeed(e.envSeed, e.episode);
    resetGame(e.s, this.cfg.deck0, this.cfg.deck1, seed);
    const cs = this.cfg.clientSeats;
    e.clientSeat = cs === 'both' ? -1 : cs === 'alternate' ? (e.index + e.episode) % 2 : cs;
    if (e.agent !== null) e.agent.beginGame?.(seed, 1 - e.clientSeat);
  }

  /** Play built-in and forced decisions, auto-resetting finished games, until the client must decide. */
  private runToClient(e: Env): void {
    const s = e.s;
    for (;;) {
      const p = currentPlayer(s);
      if (p < 0) {
        this.finishGame(e);
        this.startGame(e);
        continue;
      }
      const n = legalActions(s, e.legal);
      e.n = n;
      if (e.clientSeat >= 0 && p !== e.clientSeat) {
        const agent = e.agent!;
        let v = s;
        if (agent.needsObservation) {
          observe(s, p, e.view);
          v = e.view;
        }
        applyAction(s, agent.choose(v, p, e.legal, n, e.rngs[p]!));
        this.totals.steps++;
        continue;
      }
      if (this.cfg.autoForced && n === 1) {
        applyAction(s, e.legal[0]!);
        e.forced++;
        this.totals.forced++;
        this.totals.steps++;
        continue;
      }
      return;
    }
  }

  private finishGame(e: Env): void {
    const s = e.s;
    const reason = s.g[G.EndReason]!;
    e.reward0 = returns(s, 0);
    e.reward1 = returns(s, 1);
    if (reason === EndReason.Limit) e.truncated = 1;
    else e.terminated = 1;
    if (e.agent !== null) e.agent.endGame?.(s, 1 - e.clientSeat);
    const t = this.totals;
    t.episodes++;
    if (reason === EndReason.Limit) t.truncated++;
    else if (e.reward0 > 0) t.wins0++;
    else if (e.reward1 > 0) t.wins1++;
    else t.draws++;
    e.episode++;
  }

  private fill(): void {
    const dv = this.view;
    const N = this.envs.length;
    this.frameSeq++;
    dv.setUint32(PAYLOAD_OFFSET, N, true);
    dv.setUint32(PAYLOAD_OFFSET + 4, RECORD_BYTES, true);
    dv.setUint32(PAYLOAD_OFFSET + 8, this.frameSeq >>> 0, true);
    dv.setUint32(PAYLOAD_OFFSET + 12, 0, true);
    const buf = this.frameBuf;
    for (let i = 0; i < N; i++) {
      const e = this.envs[i]!;
      const s = e.s;
      const o = PAYLOAD_OFFSET + STEP_HEADER_BYTES + i * RECORD_BYTES;
      const p = currentPlayer(s);
      this.totals.clientDecisions++;
      dv.setInt32(o + R.env, i, true);
      dv.setInt32(o + R.seat, p, true);
      dv.setInt32(o + R.decision, s.g[G.Decision]!, true);
      dv.setInt32(o + R.legalCount, e.n, true);
      dv.setFloat32(o + R.reward0, e.reward0, true);
      dv.setFloat32(o + R.reward1, e.reward1, true);
      dv.setUint8(o + R.terminated, e.terminated);
      dv.setUint8(o + R.truncated, e.truncated);
      dv.setUint16(o + R.forced, Math.min(e.forced, 0xffff), true);
      dv.setUint32(o + R.episode, e.episode, true);
      observe(s, p, e.view);
      encodeTensor(e.view, p, this.obsViews[i]!);
      // The legal bitset; frameBuf starts FRAME_OFFSET bytes into the ArrayBuffer.
      const m = o + R.mask - FRAME_OFFSET;
      buf.fill(0, m, m + MASK_BYTES);
      for (let k = 0; k < e.n; k++) {
        const a = e.legal[k]!;
        const j = m + (a >> 3);
        buf[j] = buf[j]! | (1 << (a & 7));
      }
    }
  }
}

/** Bytes before the frame in its ArrayBuffer, so the payload (after 5 bytes) is 4-aligned. */
const FRAME_OFFSET = 3;
const PAYLOAD_OFFSET = FRAME_OFFSET + 5;
