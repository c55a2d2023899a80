/**
 * `external:CMD` — an outside bot as an agent. The bot is a separate process (`CMD`, run by the
 * shell) that speaks the JSON-lines protocol of docs/bot-protocol.md on its stdin/stdout; its stderr
 * is passed through.
 *
 * `Agent.choose` is synchronous, the pipes of a child process are not. A worker thread owns the
 * child and its pipes; `choose` posts the decision line to the worker and blocks on `Atomics.wait`
 * over a SharedArrayBuffer until the worker has stored the bot's answer line in it (or an error).
 * So an external bot works in any synchronous play loop — `berserk play`, the ladder, and the
 * harness's worker threads (each worker then runs its own bot process).
 *
 * Requests and answers are numbered twice over. On the wire, every decision carries an `id` that
 * the bot echoes (protocol.ts `classifyLine`: a stale id is ignored, any other wrong id fails the
 * decision, nothing is ever applied to a decision it was not sent for). In shared memory, the
 * worker stores the id of the request it answers last, and `choose` waits until that word holds
 * its own request's id — so a wake-up meant for an earlier request (a notify that arrives late)
 * is never taken for an answer.
 *
 * Failures are `BotProtocolError`s thrown from `choose`, naming the bot, the game seed and the
 * decision: a malformed, illegal or wrongly numbered answer (the bot stays up), no answer within
 * `timeoutMs`, output the protocol did not ask for, or the bot process exiting, failing to start
 * or breaking a bound (the bot is then restarted at the next call, so one bad game does not lose a
 * run). The seed is known when the play loop calls `beginGame`; otherwise messages say "seed
 * unknown". After `maxTimeouts` timeouts in a row, `choose` throws a `RunStopError` instead: a bot
 * that hangs every time would otherwise cost the timeout on every game of the run.
 *
 * Bounds (an outside bot is untrusted): a line of at most MAX_LINE_BYTES; at most
 * MAX_UNASKED_BYTES written since the last answer that no decision asked for; at most
 * MAX_STDIN_BACKLOG bytes sent and not yet read by the bot. Past one, the bot is killed.
 *
 * Processes: the bot leads its own process group, listed in bot-groups.ts. `close` sends `bye`,
 * closes the bot's stdin, and ends the group — SIGTERM when the bot has not exited within
 * `graceMs`, SIGKILL when the group is still alive `graceMs` later — so no process of it (a forked
 * grandchild, a bot that ignores EOF and SIGTERM) survives; `close` returns when that is done.
 */
import { Worker } from 'node:worker_threads';
import { type Agent, RunStopError } from './agent.js';
import { forgetBotGroup, groupAlive, noteBotGroup, signalGroup } from './bot-groups.js';
import { MAX_STDERR_LINE, STDERR_IDLE_MS, forwardStderrLines, writeStderrNow } from './child-stderr.js';
import type { Rng } from '../engine/core/rng.js';
import { seedHex } from '../engine/core/rng.js';
import { G, type GameState } from '../engine/core/state.js';
import { returns } from '../engine/game.js';
import { EndReason } from '../engine/core/enums.js';
import {
  BotProtocolError,
  MAX_LINE_BYTES,
  type TensorEncoding,
  classifyLine,
  decisionMessage,
  gameOverMessage,
  gameStartMessage,
  helloMessage,
  parseAnswer,
} from './protocol.js';
import { decisionName } from './features.js';

export { BotProtocolError } from './protocol.js';
export { RunStopError } from './agent.js';

export interface ExternalOptions {
  /** Longest wait for one answer (a hung bot), in ms; default 60 s or $BERSERK_BOT_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** Timeouts in a row after which `choose` throws RunStopError (default: `configureExternalAgents`, 3). */
  readonly maxTimeouts?: number;
  /** How long `close` waits for the bot to exit on EOF, and again after SIGTERM (default 2000 ms). */
  readonly graceMs?: number;
  /** Tensor encoding in decision messages (default base64). */
  readonly tensor?: TensorEncoding;
  /** Working directory of the bot (default the current one). */
  readonly cwd?: string;
  /**
   * Test hook: the I/O thread also wakes the waiting `choose` every this many ms with nothing to
   * report — a stand-in for a wake-up meant for an earlier request, which a correct wait sleeps
   * through. Default 0 (never).
   */
  readonly strayWakeMs?: number;
}

/** The longest wait for one answer of an outside bot: $BERSERK_BOT_TIMEOUT_MS (ms) if set, else 60 s. */
export function defaultBotTimeoutMs(): number {
  const env = Number(process.env.BERSERK_BOT_TIMEOUT_MS);
  return Number.isFinite(env) && env > 0 ? env : 60_000;
}

/** Defaults for agents made later in this thread (the sim's workers set them from the run's flags). */
const defaults = { maxTimeouts: 3 };

/** Set the defaults of external agents made from now on in this thread. */
export function configureExternalAgents(opts: { maxTimeouts?: number }): void {
  if (opts.maxTimeouts !== undefined) defaults.maxTimeouts = opts.maxTimeouts;
}

/** Bytes the bot may write, between two answers, that no decision asked for. */
export const MAX_UNASKED_BYTES = 1 << 20;
/** Bytes sent to the bot and not yet read by it. */
export const MAX_STDIN_BACKLOG = 64 << 20;

/** Size of the answer buffer: an answer is one line of at most MAX_LINE_BYTES. */
const DATA_BYTES = MAX_LINE_BYTES + 256;
const HEADER_BYTES = 32;
// ctrl[] words.
const C_ANSWERED = 0; // id of the request the data answers: the word `choose` waits on
const C_STATE = 1;
const C_LENGTH = 2;
const C_PID = 3;
const C_STARTED = 4; // 1 once the spawn was tried (C_PID is 0 if it failed)
const C_CLOSED = 5; // 1 once `close` has ended the bot's process group
const ST_ANSWER = 2;
const ST_DEAD = 3;
const ST_UNEXPECTED = 4;

/**
 * The I/O thread (CommonJS, run with `eval`, so it needs no file of its own). Messages from the
 * agent: `{type:'send', line, id}` writes a line to the bot; with id > 0 it is a decision and the
 * bot's answer to it (or why there is none) is stored for request `id`; `{type:'close', graceMs}`
 * ends the bot. Results go to the ctrl words and the data bytes of the shared buffer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const classify = (${classifyLine.toString()});
const forwardStderrLines = (${forwardStderrLines.toString()});
const writeStderrNow = (${writeStderrNow.toString()});
const { writeSync } = require('node:fs');
const ctrl = new Int32Array(workerData.sab, 0, ${HEADER_BYTES / 4});
const data = new Uint8Array(workerData.sab, ${HEADER_BYTES});
const MAX_LINE = ${MAX_LINE_BYTES}, MAX_UNASKED = ${MAX_UNASKED_BYTES}, MAX_BACKLOG = ${MAX_STDIN_BACKLOG};
let pending = 0;      // id of the decision waiting for its answer
let latest = 0;       // highest decision id sent
let strict = false;   // the bot has echoed an id: from now on it must
let dead = null;      // why the bot cannot answer any more
let exited = false;
let unasked = null;   // the first line nobody asked for (shown in the error)
let unaskedLines = 0;
let looseBytes = 0;   // bytes since the last answer that answered nothing
let parts = [];
let partBytes = 0;
let flushStderr = () => {}; // ends the bot's unterminated stderr line
function reply(id, state, text) {
  const bytes = Buffer.from(text, 'utf8');
  data.set(bytes.subarray(0, data.length));
  Atomics.store(ctrl, ${C_LENGTH}, Math.min(bytes.length, data.length));
  Atomics.store(ctrl, ${C_STATE}, state);
  Atomics.store(ctrl, ${C_ANSWERED}, id);
  Atomics.notify(ctrl, ${C_ANSWERED});
}
if (workerData.strayWakeMs > 0) setInterval(() => Atomics.notify(ctrl, ${C_ANSWERED}), workerData.strayWakeMs);
function signal(sig) { try { process.kill(-child.pid, sig); return true; } catch { return false; } }
function groupAlive() { try { process.kill(-child.pid, 0); return true; } catch (e) { return e.code === 'EPERM'; } }
// The bot broke a bound or died: no more answers; a pending decision learns why.
function fail(why, kill) {
  if (!dead) dead = why;
  flushStderr();
  if (kill && child && child.pid) signal('SIGKILL');
  if (pending) { const id = pending; pending = 0; reply(id, ${ST_DEAD}, dead); }
}
function loose(bytes) {
  looseBytes += bytes;
  if (looseBytes > MAX_UNASKED) fail('the bot wrote more than ' + MAX_UNASKED + ' bytes that answer no decision; it was stopped', true);
}
function onLine(line) {
  if (line.trim() === '') { loose(line.length + 1); return; }
  const c = classify(line, pending, latest, strict);
  if (c.id !== null) strict = true;
  if (c.kind === 0) { const id = pending; pending = 0; looseBytes = 0; reply(id, ${ST_ANSWER}, line); return; }
  if (c.kind === 2) {
    const id = pending; pending = 0; looseBytes = 0;
    const shown = JSON.stringify(line.length > 200 ? line.slice(0, 200) + '…' : line);
    reply(id, ${ST_UNEXPECTED}, 'answer ' + shown + ' does not carry the decision\\'s id ' + id + ' (a stale or off-by-one answer; not applied)');
    return;
  }
  loose(line.length + 1);
  if (c.kind === 3) { if (unasked === null) unasked = line; unaskedLines++; }
  // kind 1: a late or repeated answer to an earlier decision, ignored
}
let child;
try {
  // Its own process group, so that ending the bot ends every process it started (shells, shims).
  child = spawn(workerData.cmd, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], cwd: workerData.cwd, detached: true });
} catch (e) {
  dead = 'cannot start the bot: ' + e.message;
}
Atomics.store(ctrl, ${C_PID}, (child && child.pid) || 0);
Atomics.store(ctrl, ${C_STARTED}, 1);
Atomics.notify(ctrl, ${C_STARTED});
if (child) {
  child.on('error', (e) => fail('cannot start the bot: ' + e.message, false));
  child.on('exit', (code, sig) => { exited = true; fail('the bot process exited (' + (sig ? 'signal ' + sig : 'code ' + code) + ')', false); });
  child.stdin.on('error', () => {});
  flushStderr = forwardStderrLines(child.stderr, (text) => writeStderrNow(writeSync, text), ${MAX_STDERR_LINE}, ${STDERR_IDLE_MS});
  child.stdout.on('data', (chunk) => {
    let from = 0;
    while (from < chunk.length && !dead) {
      const nl = chunk.indexOf(10, from);
      const end = nl < 0 ? chunk.length : nl;
      if (partBytes + end - from > MAX_LINE) { fail('the bot wrote a line longer than ' + MAX_LINE + ' bytes; it was stopped', true); return; }
      parts.push(chunk.subarray(from, end));
      partBytes += end - from;
      if (nl < 0) break;
      let line = Buffer.concat(parts, partBytes).toString('utf8');
      parts = [];
      partBytes = 0;
      from = nl + 1;
      if (line.endsWith('\\r')) line = line.slice(0, -1);
      onLine(line);
    }
    if (parts.length > 1) { parts = [Buffer.concat(parts, partBytes)]; }
  });
}
function until(test, ms) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const poll = () => (test() || Date.now() - t0 >= ms ? resolve() : setTimeout(poll, 10));
    poll();
  });
}
async function closeBot(graceMs) {
  if (child && child.pid) {
    if (!exited) { try { child.stdin.end(); } catch {} await until(() => exited, graceMs); }
    // The bot ignored its EOF, or left processes behind: end the whole group.
    if (groupAlive()) { signal('SIGTERM'); await until(() => !groupAlive(), graceMs); }
    // SIGKILL cannot be ignored; wait (briefly) until the processes are gone, not just signalled.
    if (groupAlive()) { signal('SIGKILL'); await until(() => !groupAlive(), 1000); }
  }
  flushStderr();
  Atomics.store(ctrl, ${C_CLOSED}, 1);
  Atomics.notify(ctrl, ${C_CLOSED});
  process.exit(0);
}
parentPort.on('message', (m) => {
  if (m.type === 'send') {
    if (m.id > 0) latest = m.id;
    if (dead) { if (m.id > 0) reply(m.id, ${ST_DEAD}, dead); return; }
    if (m.id > 0 && unasked !== null) {
      const n = unaskedLines;
      const shown = JSON.stringify(unasked.slice(0, 200));
      unasked = null; unaskedLines = 0;
      reply(m.id, ${ST_UNEXPECTED}, 'the bot wrote ' + (n === 1 ? 'a line' : n + ' lines') + ' nobody asked for: ' + shown + (n === 1 ? '' : ' (the first)'));
      return;
    }
    child.stdin.write(m.line + '\\n');
    if (child.stdin.writableLength > MAX_BACKLOG) { fail('the bot does not read its input (' + MAX_BACKLOG + ' bytes unread); it was stopped', true); if (m.id > 0) reply(m.id, ${ST_DEAD}, dead); return; }
    if (m.id > 0) pending = m.id;
  } else if (m.type === 'close') {
    void closeBot(m.graceMs);
  }
});
`;

export class ExternalAgent implements Agent {
  readonly name: string;
  readonly needsObservation = true;
  private worker: Worker | null = null;
  private ctrl: Int32Array<ArrayBufferLike> = new Int32Array(0);
  private data: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  private pid = 0;
  private readonly timeoutMs: number;
  private readonly maxTimeouts: number;
  private readonly graceMs: number;
  private readonly strayWakeMs: number;
  private readonly tensor: TensorEncoding;
  private readonly cwd: string | undefined;
  private game = -1;
  private seq = 0;
  /** Id of the last request sent (decisions only), increasing over the agent's life. */
  private lastId = 0;
  private timeoutsInRow = 0;
  private seed: bigint | null = null;
  private seat = -1;
  private announced = false;
  private lastActions = -1;

  constructor(
    readonly cmd: string,
    opts: ExternalOptions = {},
  ) {
    this.name = `external:${cmd}`;
    this.timeoutMs = opts.timeoutMs ?? defaultBotTimeoutMs();
    this.maxTimeouts = opts.maxTimeouts ?? defaults.maxTimeouts;
    this.graceMs = opts.graceMs ?? 2000;
    this.strayWakeMs = opts.strayWakeMs ?? 0;
    this.tensor = opts.tensor ?? 'base64';
    this.cwd = opts.cwd;
  }

  /** Start of a game (the play loop's hook): the seed goes into messages and errors. */
  beginGame(seed: bigint, seat: number): void {
    this.seed = seed;
    this.seat = seat;
    this.newGame();
  }

  /** End of a game: tell the bot the result from its seat. */
  endGame(state: GameState, seat: number): void {
    if (!this.announced || !this.worker) return;
    const r = state.g[G.EndReason] === EndReason.Limit ? 'limit' : state.g[G.EndReason] === EndReason.Draw ? 'draw' : returns(state, seat) > 0 ? 'win' : 'loss';
    this.send(gameOverMessage(this.game, this.seed, seat, r, { turns: state.g[G.Turn]! }), false);
    this.announced = false;
  }

  choose(view: GameState, seat: number, legal: Int32Array, n: number, _rng: Rng): number {
    this.ensureBot();
    const actions = view.g[G.Actions]!;
    // A new game when the play loop gave no hook: the action counter went back (pre-battle views show 0,
    // observe.ts; a battle view the real count), or the seat changed.
    if (!this.announced || actions < this.lastActions || seat !== this.seat) {
      if (this.announced) this.seed = null;
      this.seat = seat;
      this.newGame();
    }
    this.lastActions = actions;
    this.seq++;
    const id = this.lastId + 1;
    const line = decisionMessage(view, seat, legal, n, { game: this.game, seq: this.seq, id, seed: this.seed, tensor: this.tensor });
    const seedText = this.seed === null ? null : seedHex(this.seed);
    const where = `bot ${JSON.stringify(this.cmd)}, game seed ${seedText ?? 'unknown'}, decision ${this.seq} (${decisionName(view.g[G.Decision]!)}, seat ${seat + 1}, id ${id})`;
    const answer = this.send(line, true, where, seedText)!;
    return parseAnswer(answer, legal, n, where, seedText);
  }

  /**
   * End the bot: send `bye`, close its stdin, and end its process group (SIGTERM after `graceMs`,
   * SIGKILL `graceMs` later). Returns once no process of the group is left (or was sent SIGKILL).
   */
  close(): void {
    const w = this.worker;
    if (!w) return;
    this.worker = null;
    try {
      w.postMessage({ type: 'send', line: JSON.stringify({ type: 'bye' }), id: 0 });
      w.postMessage({ type: 'close', graceMs: this.graceMs });
      // The I/O thread ends the group; wait for it (bounded, in case that thread is stuck).
      Atomics.wait(this.ctrl, C_CLOSED, 0, 2 * this.graceMs + 2000);
    } catch {
      // the thread is already gone
    }
    if (this.pid) {
      if (groupAlive(this.pid)) signalGroup(this.pid, 'SIGKILL');
      forgetBotGroup(this.pid);
      this.pid = 0;
    }
    void w.terminate();
  }

  private newGame(): void {
    this.game++;
    this.seq = 0;
    this.announced = true;
    this.lastActions = -1;
    if (this.worker) this.send(gameStartMessage(this.game, this.seed, this.seat), false);
  }

  private ensureBot(): void {
    if (this.worker) return;
    const sab = new SharedArrayBuffer(HEADER_BYTES + DATA_BYTES);
    this.ctrl = new Int32Array(sab, 0, HEADER_BYTES / 4);
    this.data = new Uint8Array(sab, HEADER_BYTES);
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sab, cmd: this.cmd, cwd: this.cwd, strayWakeMs: this.strayWakeMs } });
    this.worker.unref();
    // The pid is known as soon as the thread has tried the spawn; list the group at once.
    Atomics.wait(this.ctrl, C_STARTED, 0, 30_000);
    this.pid = Atomics.load(this.ctrl, C_PID);
    noteBotGroup(this.pid);
    this.send(helloMessage({ agent: this.name }), false);
    if (this.announced) this.send(gameStartMessage(this.game, this.seed, this.seat), false);
  }

  /** Post a line; with `reply` (a decision), block until the bot's answer line (or throw). */
  private send(line: string, reply: boolean, where = `bot ${JSON.stringify(this.cmd)}`, seed: string | null = null): string | null {
    const w = this.worker!;
    const id = reply ? ++this.lastId : 0;
    w.postMessage({ type: 'send', line, id });
    if (!reply) return null;
    // Wait until the answered-id word holds this request's id: a wake-up for an earlier request,
    // or none at all, leaves it at a smaller id and the wait goes on.
    const deadline = performance.now() + this.timeoutMs;
    for (;;) {
      const got = Atomics.load(this.ctrl, C_ANSWERED);
      if (got === id) break;
      const left = deadline - performance.now();
      if (left <= 0) {
        this.restart();
        if (++this.timeoutsInRow >= this.maxTimeouts) {
          throw new RunStopError(
            `${where}: no answer within ${this.timeoutMs} ms${this.timeoutsInRow === 1 ? '' : `, ${this.timeoutsInRow} times in a row`}; the run stops (raise --bot-timeouts or $BERSERK_BOT_TIMEOUT_MS, or fix the bot)`,
          );
        }
        throw new BotProtocolError(`${where}: no answer within ${this.timeoutMs} ms (the bot is restarted; ${this.timeoutsInRow} of ${this.maxTimeouts} timeouts in a row)`, seed);
      }
      Atomics.wait(this.ctrl, C_ANSWERED, got, left);
    }
    this.timeoutsInRow = 0;
    const state = Atomics.load(this.ctrl, C_STATE);
    const text = Buffer.from(this.data.subarray(0, Atomics.load(this.ctrl, C_LENGTH))).toString('utf8');
    if (state === ST_ANSWER) return text;
    if (state === ST_DEAD) {
      this.restart();
      throw new BotProtocolError(`${where}: ${text} (it is restarted at the next decision)`, seed);
    }
    throw new BotProtocolError(`${where}: ${text}`, seed, text);
  }

  /** Drop the current bot process group; the next decision starts a fresh one. */
  private restart(): void {
    const w = this.worker;
    this.worker = null;
    if (this.pid) {
      signalGroup(this.pid, 'SIGKILL');
      forgetBotGroup(this.pid);
      this.pid = 0;
    }
    if (w) void w.terminate();
  }
}

/** Build an external agent for a shell command line (the `external:CMD` spec). */
export function createExternalAgent(cmd: string, opts: ExternalOptions = {}): ExternalAgent {
  if (cmd.trim() === '') throw new Error('external agent: empty command');
  return new ExternalAgent(cmd.trim(), opts);
}
