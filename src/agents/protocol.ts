/**
 * The outside-bot protocol (docs/bot-protocol.md): JSON lines over a pipe. The game side sends one
 * JSON object per line; the bot answers each `decision` with one line `{"action": <id>}`. Other
 * messages (`hello`, `game_start`, `game_over`, `error`, `bye`) expect no answer.
 *
 * Used both by `berserk serve-bot` (the simulator serves a bot over its own stdin/stdout) and by
 * `ExternalAgent` (the simulator runs the bot as a child process: `--agent1 external:CMD`).
 */
import { MAX_LEGAL, NUM_ACTIONS } from '../engine/action.js';
import { actionToString } from '../engine/describe.js';
import { G, type GameState } from '../engine/state.js';
import { seedHex } from '../engine/rng.js';
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
  ctx: { game: number; seq: number; seed: bigint | null; tensor: TensorEncoding },
): string {
  const ids: number[] = [];
  const names: string[] = [];
  for (let k = 0; k < n; k++) {
    ids.push(legal[k]!);
    names.push(actionToString(view, legal[k]!));
  }
  const msg: Record<string, unknown> = {
    type: 'decision',
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
