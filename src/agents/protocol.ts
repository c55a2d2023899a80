/**
 * The outside-bot protocol (docs/bot-protocol.md): JSON lines over a pipe. The game side sends one
 * JSON object per line; the bot answers each `decision` with one line `{"action": <id>}`. Other
 * messages (`hello`, `game_start`, `game_over`, `error`, `bye`) expect no answer.
 *
 * Used both by `berserk serve-bot` (the simulator serves a bot over its own stdin/stdout) and by
 * `ExternalAgent` (the simulator runs the bot as a child process: `--agent1 external:CMD`).
 */
import { MAX_LEGAL, NUM_ACTIONS } from '../engine/core/action.js';
import { actionToString } from '../engine/describe.js';
import { G, type GameState } from '../engine/core/state.js';
import { seedHex } from '../engine/core/rng.js';
import { GLOBAL_FEATURES, SLOT_COUNT, SLOT_FEATURES, TENSOR_SIZE, decisionName, encodeTensor, observationJson } from './features.js';

export const PROTOCOL = 'berserk-bot/1';

export type TensorEncoding = 'base64' | 'json' | 'none';

/**
 * A bot broke the protocol: a malformed or illegal answer, no answer in time, or the bot process
 * died. The message names the bot, the game seed and the decision; the harness records the game as
 * `error` and goes on.
 */
export class BotProtocolError extends Error {
  constructor(
    message: string,
    readonly seed: string | null = null,
    readonly answer: string | null = null,
  ) {
    super(message);
    this.name = 'BotProtocolError';
  }
}

export function helloMessage(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: 'hello',
    protocol: PROTOCOL,
    numActions: NUM_ACTIONS,
    tensorSize: TENSOR_SIZE,
    tensorLayout: { global: GLOBAL_FEATURES.length, slots: SLOT_COUNT, slotFeatures: SLOT_FEATURES.length },
    globalFeatures: GLOBAL_FEATURES.map(([n]) => n),
    slotFeatures: SLOT_FEATURES.map(([n]) => n),
    ...extra,
  });
}

export function gameStartMessage(game: number, seed: bigint | null, seat: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type: 'game_start', game, seed: seed === null ? null : seedHex(seed), seat, ...extra });
}

/** `result` is win/loss/draw/limit/error from the bot's seat. */
export function gameOverMessage(game: number, seed: bigint | null, seat: number, result: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ type: 'game_over', game, seed: seed === null ? null : seedHex(seed), seat, result, ...extra });
}

const tensorScratch = new Float32Array(TENSOR_SIZE);
const maskScratch: number[] = new Array<number>(NUM_ACTIONS).fill(0);

/**
 * One decision for seat `seat`: `view` must be observe(state, seat); `legal[0..n)` the legal ids.
 */
export function decisionMessage(
  view: GameState,
  seat: number,
  legal: Int32Array,
  n: number,
  ctx: { game: number; seq: number; id: number; seed: bigint | null; tensor: TensorEncoding },
): string {
  const ids: number[] = [];
  const names: string[] = [];
  for (let k = 0; k < n; k++) {
    ids.push(legal[k]!);
    names.push(actionToString(view, legal[k]!));
  }
  const msg: Record<string, unknown> = {
    type: 'decision',
    id: ctx.id,
    game: ctx.game,
    seed: ctx.seed === null ? null : seedHex(ctx.seed),
    seq: ctx.seq,
    seat,
    decision: decisionName(view.g[G.Decision]!),
    observation: observationJson(view, seat),
    legal: ids,
    legalNames: names,
  };
  if (ctx.tensor !== 'none') {
    encodeTensor(view, seat, tensorScratch);
    msg.tensor = ctx.tensor === 'base64' ? Buffer.from(tensorScratch.buffer, tensorScratch.byteOffset, tensorScratch.byteLength).toString('base64') : Array.from(tensorScratch);
    maskScratch.fill(0);
    for (let k = 0; k < n; k++) maskScratch[legal[k]!] = 1;
    msg.mask = maskScratch;
  }
  return JSON.stringify(msg);
}

/**
 * Parse a bot's answer line: `{"action": <legal id>}` (other fields are ignored). Returns the
 * action; throws a BotProtocolError saying what is wrong otherwise. `where` names the bot, game and
 * decision for the message.
 */
export function parseAnswer(line: string, legal: Int32Array, n: number, where: string, seed: string | null): number {
  let obj: unknown;
  const shown = line.length > 200 ? `${line.slice(0, 200)}…` : line;
  try {
    obj = JSON.parse(line);
  } catch {
    throw new BotProtocolError(`${where}: answer is not JSON: ${JSON.stringify(shown)}; expected {"action": <id>}`, seed, line);
  }
  const a = typeof obj === 'object' && obj !== null ? (obj as { action?: unknown }).action : undefined;
  if (typeof a !== 'number' || !Number.isInteger(a)) {
    throw new BotProtocolError(`${where}: answer ${JSON.stringify(shown)} has no whole-number "action"; expected {"action": <id>}`, seed, line);
  }
  for (let k = 0; k < n; k++) if (legal[k] === a) return a;
  const ids = Array.from(legal.subarray(0, Math.min(n, MAX_LEGAL))).join(', ');
  throw new BotProtocolError(`${where}: action ${a} is not legal; legal: [${ids}]`, seed, line);
}

/** Longest line the game side reads from a bot (an answer is a few dozen bytes). */
export const MAX_LINE_BYTES = 1 << 20;

/** What a line from the bot is, next to the pending decision (classifyLine). */
export const LINE_ANSWER = 0;
export const LINE_STALE = 1;
export const LINE_WRONG_ID = 2;
export const LINE_UNREQUESTED = 3;

/**
 * Match a line from the bot to the decisions it was sent (docs/bot-protocol.md, "Request ids").
 * Decisions carry increasing ids; `pending` is the id of the decision waiting for its answer (0:
 * none), `latest` the highest id sent so far, `strict` whether this bot has echoed an id before.
 *   - LINE_ANSWER: the answer to `pending` (it echoes `pending`, or echoes no id and the bot never
 *     did: a bot written before ids existed);
 *   - LINE_STALE: it echoes the id of an earlier decision (a late or repeated answer) — ignored;
 *   - LINE_WRONG_ID: while a decision is pending, any other id (or none from a bot that echoes
 *     ids) — the decision fails, nothing is applied;
 *   - LINE_UNREQUESTED: no decision pending and not stale — the next decision fails.
 * Self-contained on purpose (no outside names): its source also runs in the bot's I/O thread
 * (external.ts).
 */
export function classifyLine(line: string, pending: number, latest: number, strict: boolean): { kind: number; id: number | null } {
  let id: number | null = null;
  let bad = false;
  if (line.includes('"id"')) {
    try {
      const o = JSON.parse(line) as unknown;
      const v = typeof o === 'object' && o !== null ? (o as { id?: unknown }).id : undefined;
      if (typeof v === 'number' && Number.isInteger(v)) id = v;
      else if (v !== undefined) bad = true;
    } catch {
      // not JSON: the answer parser says so
    }
  }
  if (id !== null && id > 0 && id <= latest && id !== pending) return { kind: 1, id };
  if (pending === 0) return { kind: 3, id };
  if (id === pending || (id === null && !bad && !strict)) return { kind: 0, id };
  return { kind: 2, id };
}
