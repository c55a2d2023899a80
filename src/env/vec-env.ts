/**
 * N games in one process for protocol v2 (`berserk serve-env`): each env auto-resets, plays the
 * seats not under client control with a built-in agent, optionally auto-plays forced decisions, and
 * writes one step record per env awaiting a client decision into a reusable frame buffer; on
 * request the observations carry the information state (infostate.ts) and the frame ends with the
 * legal positional actions' features (action-features.ts). Both are off by default and cost one
 * test per record then.
 *
 * Determinism: env i's game k is seeded deriveGameSeed(deriveGameSeed(runSeed, i), k); built-in
 * agents draw from the game state's own agent streams. So the same run seed and the same client
 * actions give byte-identical step frames.
 *
 * A finite run (`schedule`, for `berserk eval` hosting a client: sim/env-candidate.ts): each env
 * asks the schedule for its next game (seed, decks, the client's seat, the built-in agent of the
 * other seat) instead of auto-resetting to its own seed sequence. When the schedule has none left,
 * the env's next record is its last: decision 0, legalCount 0, seat -1, a zero observation and
 * mask, with the ended game's flags and rewards; from then on its action must be -1.
 */
import type { Agent } from '../agents/agent.js';
import { createAgent } from '../agents/registry.js';
import { F_SIZE, G_SIZE, SLOT_COUNT, TENSOR_SIZE, decisionName, encodeTensor, observationJson } from '../agents/features.js';
import { actionToString } from '../engine/describe.js';
import { MAX_LEGAL } from '../engine/core/action.js';
import type { CardDb } from '../engine/core/card-db.js';
import { EndReason } from '../engine/core/enums.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame, returns } from '../engine/game.js';
import { observe } from '../engine/observe.js';
import type { EngineOptions } from '../engine/core/options.js';
import { Rng, Stream, deriveGameSeed } from '../engine/core/rng.js';
import { G, GameState } from '../engine/core/state.js';
import { actionTable, v2Id } from './action-table.js';
import { ModelHandles } from './model-handles.js';
import { canonicalId, canonicalTensor } from './perspective.js';
import { ServerFrame } from './frames.js';
import { CHANGE_BYTES, FEATURE_COUNT_BYTES, MASK_BYTES, type ObsMode, R, STEP_HEADER_BYTES, maskOffset, recordBytes } from './step-record.js';
import { INFO_SIZE, encodeInfoState } from './infostate.js';
import { ACTION_FEATURE_BYTES, writeActionFeature } from './action-features.js';

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
  /** How records carry the observation (step-record.ts); default 'full'. */
  obs?: ObsMode;
  /** 'canonical': the acting seat at the bottom (perspective.ts); default 'absolute'. */
  perspective?: 'absolute' | 'canonical';
  /** Append the information-state part (infostate.ts) to every observation; default off. */
  infostate?: boolean;
  /** Follow the records with one entry per legal positional action (action-features.ts); default off. */
  actionFeatures?: boolean;
  /** A finite run: the games come from here (opponent and clientSeats are then unused). */
  schedule?: GameSchedule;
}

/** One game of a finite run. */
export interface ScheduledGame {
  readonly seed: bigint;
  readonly deck0: ArrayLike<number>;
  readonly deck1: ArrayLike<number>;
  /** The seat the client decides. */
  readonly clientSeat: 0 | 1;
  /** The built-in agent of the other seat; it draws from that seat's agent stream of the game state. */
  readonly opponent: Agent;
}

/** Where the games of a finite run come from, and where their ends go. */
export interface GameSchedule {
  /** The next game of env `env`, or null: none is left for it. */
  next(env: number): ScheduledGame | null;
  /** Env `env`'s game ended; `s` is its final state. */
  ended(env: number, s: GameState): void;
}

/** A client answer the protocol forbids: the message names the env and says what was wrong. */
export class EnvProtocolError extends Error {
  constructor(
    message: string,
    /** The env whose action was wrong. */
    readonly env = -1,
  ) {
    super(message);
    this.name = 'EnvProtocolError';
  }
}

class Env {
  readonly s: GameState;
  readonly view: GameState;
  /** Engine ids of the pending decision's legal actions, and the same as v2 ids (action-table.ts). */
  readonly legal = new Int32Array(MAX_LEGAL);
  readonly legalV2 = new Int32Array(MAX_LEGAL);
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
  /** A finite run has no game left for this env: never stepped again. */
  done = false;
  constructor(
    db: CardDb,
    opts: EngineOptions,
    readonly index: number,
    public agent: Agent | null,
  ) {
    this.s = newState(db, opts);
    this.view = new GameState(this.s.game);
    this.rngs = [new Rng(this.s.rng, Stream.Agent0), new Rng(this.s.rng, Stream.Agent1)];
  }
}

export class VecEnv {
  private readonly envs: Env[] = [];
  /** The step frame (length prefix, type, payload) starts at FRAME_OFFSET so the payload is 4-aligned. */
  private readonly ab: ArrayBuffer;
  private readonly frameAll: Buffer;
  private frameLen = 0;
  private readonly u32: Uint32Array;
  private readonly view: DataView;
  private readonly recBytes: number;
  private readonly maskOff: number;
  /** --obs delta: the observation the client holds for each env (its last record's), and a scratch tensor. */
  private readonly sent: Int32Array[] = [];
  private readonly scratch: Float32Array;
  private readonly scratchBits: Int32Array;
  /** Values per observation: TENSOR_SIZE, plus INFO_SIZE with --infostate. */
  readonly obsSize: number;
  /** --obs full: the observation of the j-th record of a frame. */
  private readonly obsViews: Float32Array[] = [];
  /** Envs in the frame being built (env order), and the engine id of each env's client action. */
  private readonly stepped: Int32Array;
  private readonly engineAction: Int32Array;
  private frameSeq = 0;
  runSeed = 0n;
  /** Totals over the run. */
  readonly totals = { steps: 0, clientDecisions: 0, forced: 0, episodes: 0, truncated: 0, wins0: 0, wins1: 0, draws: 0, obsChanges: 0 };

  constructor(private readonly cfg: VecEnvConfig) {
    const mode = cfg.obs ?? 'full';
    this.obsSize = TENSOR_SIZE + (cfg.infostate === true ? INFO_SIZE : 0);
    this.scratch = new Float32Array(this.obsSize);
    this.scratchBits = new Int32Array(this.scratch.buffer);
    this.recBytes = recordBytes(mode, this.obsSize);
    this.maskOff = maskOffset(mode, this.obsSize);
    const changes = mode === 'delta' ? cfg.envs * this.obsSize * CHANGE_BYTES : 0;
    const features = cfg.actionFeatures === true ? FEATURE_COUNT_BYTES + cfg.envs * MAX_LEGAL * ACTION_FEATURE_BYTES : 0;
    const payload = STEP_HEADER_BYTES + cfg.envs * this.recBytes + changes + features;
    this.ab = new ArrayBuffer(Math.ceil((PAYLOAD_OFFSET + payload) / 4) * 4);
    this.frameAll = Buffer.from(this.ab, FRAME_OFFSET, 5 + payload);
    this.view = new DataView(this.ab);
    this.u32 = new Uint32Array(this.ab);
    this.frameAll[4] = ServerFrame.Step;
    this.stepped = new Int32Array(cfg.envs);
    this.engineAction = new Int32Array(cfg.envs);
    for (let i = 0; i < cfg.envs; i++) {
      const agent = cfg.schedule !== undefined || cfg.clientSeats === 'both' || cfg.opponent === null ? null : createAgent(cfg.opponent);
      this.envs.push(new Env(cfg.db, cfg.opts, i, agent));
      if (mode === 'delta') this.sent.push(new Int32Array(this.obsSize));
      else this.obsViews.push(new Float32Array(this.ab, PAYLOAD_OFFSET + STEP_HEADER_BYTES + i * this.recBytes + R.observation, this.obsSize));
    }
  }

  get count(): number {
    return this.envs.length;
  }

  /** Forward-model handles over these envs' card pool and options (model-handles.ts). */
  modelHandles(): ModelHandles {
    return new ModelHandles(this.cfg.db, this.cfg.opts, 'elements', this.cfg.infostate === true);
  }

  /** The live game state of env i (read-only for callers: the model verbs copy it). */
  envState(i: number): GameState | undefined {
    return this.envs[i]?.s;
  }

  /** Has env i no game left (a finite run)? */
  isDone(i: number): boolean {
    return this.envs[i]?.done === true;
  }

  /** Are all envs done (a finite run whose schedule is empty)? */
  get allDone(): boolean {
    return this.envs.every((e) => e.done);
  }

  /** 'absolute' or 'canonical' (perspective.ts). */
  get perspective(): 'absolute' | 'canonical' {
    return this.cfg.perspective ?? 'absolute';
  }

  /** Are step frames followed by action-feature entries (--action-features)? */
  get actionFeatures(): boolean {
    return this.cfg.actionFeatures === true;
  }

  /** Observation mode of the step records. */
  get obsMode(): ObsMode {
    return this.cfg.obs ?? 'full';
  }

  /** Seed of env i under run seed `runSeed`; game k of env i is deriveGameSeed(envSeed, k). */
  static envSeed(runSeed: bigint, i: number): bigint {
    return deriveGameSeed(runSeed, i);
  }

  /** Restart every env from run seed `runSeed` (episode counters restart at 0) and fill the frame with all envs. */
  reset(runSeed: bigint): void {
    this.runSeed = runSeed;
    for (const e of this.envs) {
      e.envSeed = VecEnv.envSeed(runSeed, e.index);
      e.episode = 0;
      e.reward0 = e.reward1 = 0;
      e.terminated = e.truncated = 0;
      e.forced = 0;
      e.done = false;
      this.startGame(e);
      if (!e.done) this.runToClient(e);
      this.stepped[e.index] = e.index;
    }
    this.fill(this.envs.length);
  }

  /**
   * Apply `actions[i]` to env i, skipping envs whose action is -1 (every env always awaits a
   * decision: auto-reset), advance each stepped env to its next client decision, and fill the
   * frame with the stepped envs' records. Throws EnvProtocolError, changing nothing, when an
   * action is neither -1 nor legal.
   */
  step(actions: Int32Array): void {
    let count = 0;
    for (const e of this.envs) {
      const a = actions[e.index]!;
      if (a === -1) continue;
      let at = -1;
      for (let k = 0; k < e.n; k++) if (e.legalV2[k] === a) at = k;
      if (at < 0) {
        if (e.done) throw new EnvProtocolError(`actions frame, env ${e.index}: action ${a}, but the env has no game left (its last record had legalCount 0); send -1 for it`, e.index);
        const shown = Array.from(e.legalV2.subarray(0, e.n)).sort((x, y) => x - y).join(', ');
        throw new EnvProtocolError(`actions frame, env ${e.index}: action ${a} is not legal (-1 skips the env); legal: [${shown}]`, e.index);
      }
      this.stepped[count++] = e.index;
      this.engineAction[e.index] = e.legal[at]!;
    }
    for (let j = 0; j < count; j++) {
      const e = this.envs[this.stepped[j]!]!;
      e.reward0 = e.reward1 = 0;
      e.terminated = e.truncated = 0;
      e.forced = 0;
      applyAction(e.s, this.engineAction[e.index]!);
      this.totals.steps++;
      this.runToClient(e);
    }
    this.fill(count);
  }

  /**
   * The pending decision of env i in readable form (a describe frame): the acting seat's
   * observation as JSON (agents/features.ts observationJson: absolute cells and seats) and each
   * legal action's id as sent, its table meaning and its name in context (engine/describe.ts, in
   * Russian), in ascending id order. Built from the seat's view, like the tensor.
   */
  describe(i: number): Record<string, unknown> {
    const e = this.envs[i]!;
    const s = e.s;
    const p = currentPlayer(s);
    observe(s, p, e.view);
    const table = (VecEnv.table ??= actionTable());
    const actions: { id: number; meaning: string; name: string }[] = [];
    for (let k = 0; k < e.n; k++) actions.push({ id: e.legalV2[k]!, meaning: table[e.legalV2[k]!]!.meaning, name: actionToString(e.view, e.legal[k]!) });
    actions.sort((a, b) => a.id - b.id);
    return { env: i, seat: p, decision: decisionName(s.g[G.Decision]!), episode: e.episode, observation: observationJson(e.view, p), actions };
  }

  private static table: ReturnType<typeof actionTable> | undefined;

  /** The current step frame (valid until the next reset or step). */
  stepFrame(): Buffer {
    return this.frameAll.subarray(0, this.frameLen);
  }

  /**
   * --action-features: at byte `at` of the ArrayBuffer, a u32 entry count, then one entry per legal
   * positional action of each of the first `count` records, in record order and, within a record,
   * in the order of the legal ids (action-features.ts). Returns the bytes written.
   */
  private fillActionFeatures(count: number, at: number): number {
    const dv = this.view;
    const canonical = this.cfg.perspective === 'canonical';
    let o = at + FEATURE_COUNT_BYTES;
    let n = 0;
    for (let j = 0; j < count; j++) {
      const e = this.envs[this.stepped[j]!]!;
      const p = currentPlayer(e.s);
      for (let k = 0; k < e.n; k++) {
        if (writeActionFeature(dv, o, e.index, e.legalV2[k]!, e.view, p, e.legal[k]!, canonical)) {
          o += ACTION_FEATURE_BYTES;
          n++;
        }
      }
    }
    dv.setUint32(at, n, true);
    return o - at;
  }

  private startGame(e: Env): void {
    if (this.cfg.schedule !== undefined) {
      this.startScheduled(e, this.cfg.schedule);
      return;
    }
    const seed = deriveGameSeed(e.envSeed, e.episode);
    resetGame(e.s, this.cfg.deck0, this.cfg.deck1, seed);
    const cs = this.cfg.clientSeats;
    e.clientSeat = cs === 'both' ? -1 : cs === 'alternate' ? (e.index + e.episode) % 2 : cs;
    if (e.agent !== null) e.agent.beginGame?.(seed, 1 - e.clientSeat);
  }

  private startScheduled(e: Env, schedule: GameSchedule): void {
    const g = schedule.next(e.index);
    if (g === null) {
      e.done = true;
      e.n = 0;
      return;
    }
    resetGame(e.s, g.deck0, g.deck1, g.seed);
    e.clientSeat = g.clientSeat;
    e.agent = g.opponent;
    e.agent.beginGame?.(g.seed, 1 - g.clientSeat);
  }

  /** Play built-in and forced decisions, auto-resetting finished games, until the client must decide (or a finite run's env is done). */
  private runToClient(e: Env): void {
    const s = e.s;
    for (;;) {
      const p = currentPlayer(s);
      if (p < 0) {
        this.finishGame(e);
        this.startGame(e);
        if (e.done) return;
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
      const d = s.g[G.Decision]!;
      if (this.cfg.perspective === 'canonical') for (let k = 0; k < n; k++) e.legalV2[k] = canonicalId(p, v2Id(d, e.legal[k]!));
      else for (let k = 0; k < n; k++) e.legalV2[k] = v2Id(d, e.legal[k]!);
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
    this.cfg.schedule?.ended(e.index, s);
  }

  /** Write the records of the first `count` envs of `stepped` (and, --obs delta, their observation changes). */
  private fill(count: number): void {
    const dv = this.view;
    const u32 = this.u32;
    const delta = this.cfg.obs === 'delta';
    const RB = this.recBytes;
    this.frameSeq++;
    const buf = this.frameAll;
    let changes = 0;
    const info = this.cfg.infostate === true;
    const size = this.obsSize;
    // Changes follow the records; pairs are 8 bytes at 4-aligned offsets of the ArrayBuffer.
    let cw = (PAYLOAD_OFFSET + STEP_HEADER_BYTES + count * RB) >> 2;
    for (let j = 0; j < count; j++) {
      const i = this.stepped[j]!;
      const e = this.envs[i]!;
      const s = e.s;
      const o = PAYLOAD_OFFSET + STEP_HEADER_BYTES + j * RB;
      if (e.done) {
        this.fillDone(e, o, j);
        continue;
      }
      const p = currentPlayer(s);
      this.totals.clientDecisions++;
      this.writeRecordHeader(e, o, p, s.g[G.Decision]!, e.n);
      observe(s, p, e.view);
      const canonical = this.cfg.perspective === 'canonical';
      if (delta) {
        encodeTensor(e.view, p, this.scratch);
        if (canonical) canonicalTensor(p, this.scratch);
        let next = writeChanges(this.scratchBits, this.sent[i]!, i * size, u32, cw);
        if (info) {
          encodeInfoState(e.view, p, this.scratch, TENSOR_SIZE, canonical);
          next = diffRange(this.scratchBits, this.sent[i]!, TENSOR_SIZE, size, i * size, u32, next);
        }
        changes += (next - cw) >> 1;
        cw = next;
      } else {
        encodeTensor(e.view, p, this.obsViews[j]!);
        if (canonical) canonicalTensor(p, this.obsViews[j]!);
        if (info) encodeInfoState(e.view, p, this.obsViews[j]!, TENSOR_SIZE, canonical);
      }
      // The legal bitset; frameAll starts FRAME_OFFSET bytes into the ArrayBuffer.
      const m = o + this.maskOff - FRAME_OFFSET;
      buf.fill(0, m, m + MASK_BYTES);
      for (let k = 0; k < e.n; k++) {
        const a = e.legalV2[k]!;
        const q = m + (a >> 3);
        buf[q] = buf[q]! | (1 << (a & 7));
      }
    }
    this.totals.obsChanges += changes;
    dv.setUint32(PAYLOAD_OFFSET, count, true);
    dv.setUint32(PAYLOAD_OFFSET + 4, RB, true);
    dv.setUint32(PAYLOAD_OFFSET + 8, this.frameSeq >>> 0, true);
    dv.setUint32(PAYLOAD_OFFSET + 12, changes, true);
    let payload = STEP_HEADER_BYTES + count * RB + changes * CHANGE_BYTES;
    if (this.cfg.actionFeatures === true) payload += this.fillActionFeatures(count, PAYLOAD_OFFSET + payload);
    dv.setUint32(FRAME_OFFSET, 1 + payload, true);
    this.frameLen = 5 + payload;
  }

  /** The fixed fields of env e's record at byte o (step-record.ts R): the decision, the ended game's flags and rewards, the episode. */
  private writeRecordHeader(e: Env, o: number, seat: number, decision: number, legalCount: number): void {
    const dv = this.view;
    dv.setInt32(o + R.env, e.index, true);
    dv.setInt32(o + R.seat, seat, true);
    dv.setInt32(o + R.decision, decision, true);
    dv.setInt32(o + R.legalCount, legalCount, true);
    dv.setFloat32(o + R.reward0, e.reward0, true);
    dv.setFloat32(o + R.reward1, e.reward1, true);
    dv.setUint8(o + R.terminated, e.terminated);
    dv.setUint8(o + R.truncated, e.truncated);
    dv.setUint16(o + R.forced, Math.min(e.forced, 0xffff), true);
    dv.setUint32(o + R.episode, e.episode, true);
  }

  /** The last record of a finite run's env (record j at byte o): no decision, the ended game's flags and rewards, zero observation and mask. */
  private fillDone(e: Env, o: number, j: number): void {
    this.writeRecordHeader(e, o, -1, 0, 0);
    if (this.cfg.obs !== 'delta') this.obsViews[j]!.fill(0);
    const m = o + this.maskOff - FRAME_OFFSET;
    this.frameAll.fill(0, m, m + MASK_BYTES);
  }
}

/**
 * Write a (u32 index, value bits) pair at word `w` of `out` for every tensor value where `now`
 * differs from `held` (compared as bit patterns, so -0 and NaN count), update `held`, and return
 * the next free word. Values are copied as their bits: a float32's bits are its little-endian bytes.
 *
 * Only the global features and the slots that hold a card in `now` or in `held` are compared: a
 * slot encodeTensor writes has `present` (its feature 0) = 1, and one it leaves is all zeros.
 */
function writeChanges(now: Int32Array, held: Int32Array, base: number, out: Uint32Array, w: number): number {
  w = diffRange(now, held, 0, G_SIZE, base, out, w);
  for (let s = 0; s < SLOT_COUNT; s++) {
    const o = G_SIZE + s * F_SIZE;
    if ((now[o]! | held[o]!) !== 0) w = diffRange(now, held, o, o + F_SIZE, base, out, w);
  }
  return w;
}

function diffRange(now: Int32Array, held: Int32Array, from: number, to: number, base: number, out: Uint32Array, w: number): number {
  for (let k = from; k < to; k++) {
    const b = now[k]!;
    if (b !== held[k]) {
      held[k] = b;
      out[w] = base + k;
      out[w + 1] = b;
      w += 2;
    }
  }
  return w;
}

/** Bytes before the frame in its ArrayBuffer, so the payload (after 5 bytes) is 4-aligned. */
const FRAME_OFFSET = 3;
const PAYLOAD_OFFSET = FRAME_OFFSET + 5;
