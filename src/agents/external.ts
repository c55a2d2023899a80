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
 * Failures are `BotProtocolError`s thrown from `choose`, naming the bot, the game seed and the
 * decision: a malformed or illegal answer (the bot stays up), no answer within `timeoutMs`, output
 * the protocol did not ask for, or the bot process exiting or failing to start (the bot is then
 * restarted at the next call, so one bad game does not lose a run). The seed is known when the play
 * loop calls `beginGame`; otherwise messages say "seed unknown".
 */
import { Worker } from 'node:worker_threads';
import type { Agent } from './agent.js';
import type { Rng } from '../engine/rng.js';
import { seedHex } from '../engine/rng.js';
import { G, type GameState } from '../engine/state.js';
import { returns } from '../engine/game.js';
import { EndReason } from '../engine/enums.js';
import { BotProtocolError, type TensorEncoding, decisionMessage, gameOverMessage, gameStartMessage, helloMessage, parseAnswer } from './protocol.js';
import { decisionName } from './features.js';

export { BotProtocolError } from './protocol.js';

export interface ExternalOptions {
  /** Longest wait for one answer (a hung bot), in ms; default 60 s or $BERSERK_BOT_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** Tensor encoding in decision messages (default base64). */
  readonly tensor?: TensorEncoding;
  /** Working directory of the bot (default the current one). */
  readonly cwd?: string;
}

/** Size of the answer buffer: answers are one short line. */
const DATA_BYTES = 1 << 20;
const ST_IDLE = 0;
const ST_ANSWER = 2;
const ST_DEAD = 3;
const ST_UNEXPECTED = 4;

/**
 * The worker (CommonJS, run with `eval`, so it needs no file of its own). Protocol with the main
 * thread: `{type:'send', line, reply}` writes a line to the bot (and, with `reply`, arms the next
 * stdout line as the answer); `{type:'close'}` ends the bot. Results go to ctrl = [state, length,
 * pid] and the data bytes of the shared buffer, then Atomics.notify.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const ctrl = new Int32Array(workerData.sab, 0, 4);
const data = new Uint8Array(workerData.sab, 16);
let pending = false;
let dead = null;
const early = [];
let buf = '';
function reply(state, text) {
  let bytes = Buffer.from(text, 'utf8');
  if (bytes.length > data.length) { state = ${ST_UNEXPECTED}; bytes = Buffer.from('answer longer than ' + data.length + ' bytes', 'utf8'); }
  data.set(bytes);
  Atomics.store(ctrl, 1, bytes.length);
  Atomics.store(ctrl, 0, state);
  Atomics.notify(ctrl, 0);
}
let child;
try {
  // Its own process group, so that ending the bot ends every process it started (shells, shims).
  child = spawn(workerData.cmd, { shell: true, stdio: ['pipe', 'pipe', 'inherit'], cwd: workerData.cwd, detached: true });
} catch (e) {
  dead = 'cannot start the bot: ' + e.message;
}
if (child) {
  Atomics.store(ctrl, 2, child.pid || 0);
  child.on('error', (e) => { dead = 'cannot start the bot: ' + e.message; if (pending) { pending = false; reply(${ST_DEAD}, dead); } });
  child.on('exit', (code, sig) => {
    dead = 'the bot process exited (' + (sig ? 'signal ' + sig : 'code ' + code) + ')';
    if (pending) { pending = false; reply(${ST_DEAD}, dead); }
  });
  child.stdin.on('error', () => {});
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\\n')) >= 0) {
      const line = buf.slice(0, i).replace(/\\r$/, '');
      buf = buf.slice(i + 1);
      if (line.trim() === '') continue;
      if (pending) { pending = false; reply(${ST_ANSWER}, line); }
      else early.push(line);
    }
  });
}
parentPort.on('message', (m) => {
  if (m.type === 'send') {
    if (dead) { if (m.reply) reply(${ST_DEAD}, dead); return; }
    if (m.reply && early.length > 0) { reply(${ST_UNEXPECTED}, 'the bot wrote a line nobody asked for: ' + JSON.stringify(early.shift().slice(0, 200))); return; }
    child.stdin.write(m.line + '\\n');
    if (m.reply) pending = true;
  } else if (m.type === 'close') {
    if (child && !dead) {
      child.stdin.end();
      const t = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch {} process.exit(0); }, m.graceMs);
      child.on('exit', () => { clearTimeout(t); process.exit(0); });
    } else process.exit(0);
  }
});
`;

/** Process groups of live bots (the bot's pid leads its group), killed if the simulator exits first. */
const LIVE = new Set<number>();
let exitHook = false;
function killAllOnExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.on('exit', () => {
    for (const pid of LIVE) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

export class ExternalAgent implements Agent {
  readonly name: string;
  readonly needsObservation = true;
  private worker: Worker | null = null;
  private ctrl: Int32Array<ArrayBufferLike> = new Int32Array(0);
  private data: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  private pid = 0;
  private readonly timeoutMs: number;
  private readonly tensor: TensorEncoding;
  private readonly cwd: string | undefined;
  private game = -1;
  private seq = 0;
  private seed: bigint | null = null;
  private seat = -1;
  private announced = false;
  private lastActions = -1;

  constructor(
    readonly cmd: string,
    opts: ExternalOptions = {},
  ) {
    this.name = `external:${cmd}`;
    const env = Number(process.env.BERSERK_BOT_TIMEOUT_MS);
    this.timeoutMs = opts.timeoutMs ?? (Number.isFinite(env) && env > 0 ? env : 60_000);
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
    const line = decisionMessage(view, seat, legal, n, { game: this.game, seq: this.seq, seed: this.seed, tensor: this.tensor });
    const seedText = this.seed === null ? null : seedHex(this.seed);
    const where = `bot ${JSON.stringify(this.cmd)}, game seed ${seedText ?? 'unknown'}, decision ${this.seq} (${decisionName(view.g[G.Decision]!)}, seat ${seat + 1})`;
    const answer = this.send(line, true, where, seedText)!;
    return parseAnswer(answer, legal, n, where, seedText);
  }

  /** End the bot process (sends `bye`, closes its stdin, kills it after a grace period). */
  close(): void {
    if (!this.worker) return;
    try {
      this.worker.postMessage({ type: 'send', line: JSON.stringify({ type: 'bye' }), reply: false });
      this.worker.postMessage({ type: 'close', graceMs: 2000 });
    } catch {
      // worker already gone
    }
    this.worker = null;
    if (this.pid) LIVE.delete(this.pid);
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
    const sab = new SharedArrayBuffer(16 + DATA_BYTES);
    this.ctrl = new Int32Array(sab, 0, 4);
    this.data = new Uint8Array(sab, 16);
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sab, cmd: this.cmd, cwd: this.cwd } });
    this.worker.unref();
    killAllOnExit();
    this.send(helloMessage({ agent: this.name }), false);
    if (this.announced) this.send(gameStartMessage(this.game, this.seed, this.seat), false);
  }

  /** Post a line; with `reply`, block until the bot's answer line (or throw). */
  private send(line: string, reply: boolean, where = `bot ${JSON.stringify(this.cmd)}`, seed: string | null = null): string | null {
    const w = this.worker!;
    Atomics.store(this.ctrl, 0, ST_IDLE);
    w.postMessage({ type: 'send', line, reply });
    if (!reply) return null;
    const r = Atomics.wait(this.ctrl, 0, ST_IDLE, this.timeoutMs);
    if (this.pid === 0 && this.ctrl[2]! > 0) {
      this.pid = this.ctrl[2]!;
      LIVE.add(this.pid);
    }
    if (r === 'timed-out') {
      this.restart();
      throw new BotProtocolError(`${where}: no answer within ${this.timeoutMs} ms (the bot is restarted)`, seed);
    }
    const state = Atomics.load(this.ctrl, 0);
    const text = Buffer.from(this.data.subarray(0, this.ctrl[1]!)).toString('utf8');
    if (state === ST_ANSWER) return text;
    if (state === ST_DEAD) {
      this.restart();
      throw new BotProtocolError(`${where}: ${text} (it is restarted at the next decision)`, seed);
    }
    throw new BotProtocolError(`${where}: ${text}`, seed, text);
  }

  /** Drop the current bot process; the next decision starts a fresh one. */
  private restart(): void {
    const w = this.worker;
    this.worker = null;
    if (this.pid) {
      try {
        process.kill(-this.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      LIVE.delete(this.pid);
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
