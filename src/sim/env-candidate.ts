/**
 * `berserk eval --candidate env:CMD`: a protocol-v2 client (docs/bot-protocol-v2.md, the program a
 * trainer writes for `berserk serve-env`) evaluated as the candidate. eval runs CMD with the shell,
 * as the leader of its own process group (agents/bot-groups.ts), and is the protocol-v2 server over
 * the child's stdin/stdout: `hello` (serve-env's, env/hello.ts, plus `"hosted": "eval"` and the
 * `eval` block), step frames, `actions` frames back, and `bye` when every game is played.
 *
 * The games are exactly those of any other candidate (sim/ladder.ts PairPlayer): pair i is game seed
 * deriveGameSeed(runSeed, i) on decks pairDecks(i), played with the client in seat 1 (P2), then in
 * seat 0 (P1), against a fresh baseline agent of the pair that draws from its seat's agent stream
 * of the game state. They run on E envs at once (a VecEnv with a finite schedule): env k plays the
 * pairs k, k + E, k + 2E, … of the match's list, both games of a pair one after the other with the
 * same baseline agent as PairPlayer does; when its list is done (or once `more()` says stop) its
 * next record is its last (decision 0, legalCount 0) and it must not be stepped again. The list of
 * each env is in hello (`eval.schedule`), so a client knows which pair and game seed each of its
 * episodes is (episode e of env k: pair schedule[k][e >> 1], game e & 1) and can seed its own
 * randomness per game: its results then depend neither on E nor on resuming. The results are
 * PairResults, so `--results`, `--json`, `--stop`, the SPRT and the table work as for any candidate.
 *
 * One client process per match (baseline): its hello names the baseline. The client is untrusted:
 * a timeout per answer (defaultBotTimeoutMs, $BERSERK_BOT_TIMEOUT_MS), frames of at most
 * MAX_CLIENT_FRAME bytes, only the frame types of a hosted run, actions of the right size and
 * legal, an exit or a closed output: each fails the run with one line (EnvClientError) naming the
 * bot and the env and game seed; its process group is ended before the error is passed on. Pairs
 * finished before are already in the results file. Stepping is synchronous between frames; only
 * the pipe I/O goes through the event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';
import type { Agent } from '../agents/agent.js';
import { endBotGroup, noteBotGroup } from '../agents/bot-groups.js';
import { MAX_STDERR_LINE, STDERR_IDLE_MS, forwardStderrLines } from '../agents/child-stderr.js';
import { MAX_STDIN_BACKLOG, defaultBotTimeoutMs } from '../agents/external.js';
import { createAgent } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { EndReason } from '../engine/core/enums.js';
import { makeOptions } from '../engine/core/options.js';
import { deriveGameSeed, seedHex } from '../engine/core/rng.js';
import { G, type GameState } from '../engine/core/state.js';
import { returns } from '../engine/game.js';
import { ClientFrame, FrameReader, MAX_CLIENT_FRAME, ServerFrame, frame } from '../env/frames.js';
import { helloJson } from '../env/hello.js';
import { ClientError, describeAnswer, modelAnswer } from '../env/requests.js';
import type { ModelHandles } from '../env/model-handles.js';
import type { ObsMode } from '../env/step-record.js';
import { EnvProtocolError, type GameSchedule, type ScheduledGame, VecEnv } from '../env/vec-env.js';
import { loadDeckFile } from './deck-file.js';
import { type PairResult, type PairRunner, type PairTask, pairDecks } from './ladder.js';

/** Most envs of a hosted client at once (`berserk eval --env-envs`). */
export const DEFAULT_HOSTED_ENVS = 16;

export interface EnvCandidateOptions {
  /** The client's command line (run by the shell). */
  readonly cmd: string;
  /** Most envs at once; a match uses min(envs, pairs to play). */
  readonly envs: number;
  /** How step records carry the observation (default full). */
  readonly obs?: ObsMode;
  /** Longest wait for one client frame, in ms (default defaultBotTimeoutMs()). */
  readonly timeoutMs?: number;
  /** After bye: how long the client gets to exit on end of input, and again after SIGTERM (default 2000 ms). */
  readonly graceMs?: number;
  readonly cwd?: string;
  /** One line per match played (decisions, games, CPU per decision). */
  readonly log?: (line: string) => void;
}

/** The client failed; the message is the one line to print. */
export class EnvClientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvClientError';
  }
}

/** The `env:CMD` command, or null for any other spec. */
export function envCandidateCommand(spec: string): string | null {
  const m = /^env:(.*)$/s.exec(spec.trim());
  return m ? m[1]!.trim() : null;
}

/** The pair an env is playing. */
interface Slot {
  readonly task: PairTask;
  readonly seed: bigint;
  readonly deckPair: [number, number];
  readonly agent: Agent;
  /** 0 or 1: which game of the pair is on (the client in seat 1, then in seat 0). */
  game: number;
  readonly scores: [number, number];
  limits: number;
  turns: number;
}

export class EnvCandidateRunner implements PairRunner {
  private readonly db = cardDb();
  private readonly decks = new Map<string, ArrayLike<number>[]>();
  /** Groups of clients still running (ended by `close` if a match did not end them). */
  private readonly groups = new Set<number>();

  constructor(private readonly o: EnvCandidateOptions) {}

  async close(): Promise<void> {
    await Promise.all([...this.groups].map((g) => endBotGroup(g, () => false, 0)));
    this.groups.clear();
  }

  play(tasks: readonly PairTask[], onPair: (r: PairResult) => void, more: () => boolean = () => true): Promise<PairResult[]> {
    if (tasks.length === 0) return Promise.resolve([]);
    const first = tasks[0]!;
    const key = first.deckFiles.join('\u0000');
    let decks = this.decks.get(key);
    if (!decks) {
      decks = first.deckFiles.map((f) => loadDeckFile(f, this.db.defs).cardIndices);
      this.decks.set(key, decks);
    }
    return new HostedMatch(this.o, this.db, decks, tasks, onPair, more, this.groups).run();
  }
}

/** One match: one client process, its envs, its frames. */
class HostedMatch implements GameSchedule {
  private readonly tasks: readonly PairTask[];
  /** Env k's pairs: tasks k, k + E, …; and how many it has started. */
  private readonly lists: PairTask[][];
  private readonly taken: number[];
  /** Env k's last finished pair (named in errors about an env that is done). */
  private readonly last: (Slot | null)[];
  private readonly slots: (Slot | null)[];
  private readonly out: PairResult[] = [];
  private readonly env: VecEnv;
  private readonly runSeed: bigint;
  private readonly baseline: string;
  private readonly where: string;
  private readonly timeoutMs: number;
  private readonly actions: Int32Array;
  private child: ChildProcess | null = null;
  private flushStderr: () => void = () => {}; // ends the client's unterminated stderr line
  private pgid = 0;
  private exited = false;
  private finished = false;
  private timer: NodeJS.Timeout | null = null;
  private framesSent = 0;
  private bytesOut = 0;
  private bytesIn = 0;
  /** This process's CPU time and the clock at hello (the totals of stats and bye). */
  private cpu0: NodeJS.CpuUsage = { user: 0, system: 0 };
  private t0 = 0;
  private handlesCache: ModelHandles | null = null;
  private resolve: (r: PairResult[]) => void = () => {};
  private reject: (e: Error) => void = () => {};

  constructor(
    private readonly o: EnvCandidateOptions,
    db: ReturnType<typeof cardDb>,
    private readonly decks: ArrayLike<number>[],
    tasks: readonly PairTask[],
    private readonly onPair: (r: PairResult) => void,
    private readonly more: () => boolean,
    private readonly groups: Set<number>,
  ) {
    const t = tasks[0]!;
    this.tasks = tasks;
    this.baseline = t.a;
    this.runSeed = BigInt(t.runSeed);
    this.where = `bot ${JSON.stringify(o.cmd)} (env: candidate vs ${t.a})`;
    this.timeoutMs = o.timeoutMs ?? defaultBotTimeoutMs();
    const envs = Math.min(o.envs, tasks.length);
    this.slots = new Array<Slot | null>(envs).fill(null);
    this.lists = Array.from({ length: envs }, (_, k) => tasks.filter((_t, j) => j % envs === k));
    this.taken = new Array<number>(envs).fill(0);
    this.last = new Array<Slot | null>(envs).fill(null);
    this.actions = new Int32Array(envs);
    this.env = new VecEnv({
      db,
      opts: makeOptions({ maxTurns: t.maxTurns }),
      deck0: decks[0]!,
      deck1: decks[0]!,
      envs,
      opponent: null,
      clientSeats: 'both',
      autoForced: false,
      obs: o.obs ?? 'full',
      perspective: 'absolute',
      schedule: this,
    });
  }

  // ---- the schedule (called by the VecEnv, synchronously) ----

  next(i: number): ScheduledGame | null {
    let sl = this.slots[i] ?? null;
    if (sl !== null) sl.game = 1;
    else {
      const list = this.lists[i]!;
      if (this.taken[i]! >= list.length || !this.more()) return null;
      const t = list[this.taken[i]!++]!;
      sl = {
        task: t,
        seed: deriveGameSeed(this.runSeed, t.index),
        deckPair: pairDecks(t.index, this.decks.length, t.mirror),
        agent: createAgent(t.a),
        game: 0,
        scores: [0, 0],
        limits: 0,
        turns: 0,
      };
      this.slots[i] = sl;
    }
    const [x, y] = sl.deckPair;
    // As PairPlayer: game 0 puts the candidate (B) in seat 1, game 1 in seat 0.
    return { seed: sl.seed, deck0: this.decks[x]!, deck1: this.decks[y]!, clientSeat: sl.game === 0 ? 1 : 0, opponent: sl.agent };
  }

  ended(i: number, s: GameState): void {
    const sl = this.slots[i]!;
    const bSeat = sl.game === 0 ? 1 : 0;
    sl.scores[sl.game] = (returns(s, bSeat) + 1) / 2;
    if (s.g[G.EndReason] === EndReason.Limit) sl.limits++;
    sl.turns += s.g[G.Turn]!;
    if (sl.game === 0) return;
    this.slots[i] = null;
    this.last[i] = sl;
    sl.agent.close?.();
    const r: PairResult = { index: sl.task.index, scores: [sl.scores[0], sl.scores[1]], limits: sl.limits, turns: sl.turns, errors: [], deckPair: sl.deckPair };
    this.out.push(r);
    this.onPair(r);
  }

  // ---- the conversation ----

  run(): Promise<PairResult[]> {
    return new Promise<PairResult[]>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      this.start();
    });
  }

  private start(): void {
    let child: ChildProcess;
    try {
      child = spawn(this.o.cmd, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: true, cwd: this.o.cwd ?? process.cwd() });
    } catch (e) {
      this.fail(`cannot start the client: ${(e as Error).message}`);
      return;
    }
    this.child = child;
    this.pgid = child.pid ?? 0;
    if (this.pgid > 0) {
      noteBotGroup(this.pgid);
      this.groups.add(this.pgid);
    }
    child.on('error', (e) => this.fail(`cannot start the client: ${e.message}`));
    child.on('exit', () => (this.exited = true));
    child.on('close', (code, sig) => this.fail(`the client process exited (${sig ? `signal ${sig}` : `code ${code}`}) before bye`));
    child.stdin!.on('error', () => {}); // a client that died: its exit is what gets reported
    this.flushStderr = forwardStderrLines(child.stderr!, (text) => process.stderr.write(text), MAX_STDERR_LINE, STDERR_IDLE_MS);
    const reader = new FrameReader(MAX_CLIENT_FRAME);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (this.finished) return;
      this.bytesIn += chunk.length;
      reader.push(chunk);
      for (;;) {
        let f: [number, Buffer] | null;
        try {
          f = reader.next();
        } catch (e) {
          this.fail(`client frame: ${(e as Error).message}`);
          return;
        }
        if (f === null || this.finished) return;
        try {
          this.answer(f[0], f[1]);
        } catch (e) {
          if (e instanceof ClientError) this.fail(e.message);
          else if (e instanceof EnvProtocolError) this.fail(e.message, e.env);
          else this.fail(`internal error: ${(e as Error).message}`);
          return;
        }
      }
    });
    child.stdout!.on('end', () => {
      // Normally the exit follows at once and 'close' reports it; a client that closed its output and lives on is failed here.
      setTimeout(() => this.fail('the client closed its output before bye'), 1000).unref();
    });
    this.cpu0 = process.cpuUsage();
    this.t0 = performance.now();
    this.send(frame(ServerFrame.Hello, Buffer.from(JSON.stringify(this.hello()), 'utf8')));
    try {
      this.env.reset(this.runSeed);
    } catch (e) {
      this.fail(`internal error: ${(e as Error).message}`);
      return;
    }
    this.sendStep();
  }

  private hello(): Record<string, unknown> {
    const t = this.tasks[0]!;
    const opts = makeOptions({ maxTurns: t.maxTurns });
    const base = helloJson(this.env, {
      clientSeats: 'scheduled',
      opponent: this.baseline,
      autoForced: false,
      decks: t.deckFiles.map((f) => path.basename(f, '.json')),
      maxTurns: opts.maxTurns,
      maxActions: opts.maxActions,
      seeds: {
        run: seedHex(this.runSeed),
        rule: 'pair i: game seed deriveGameSeed(run, i) on decks (i mod D, another) or (i mod D, i mod D) with mirror, played twice: first with the client as P2 (record seat 1), then as P1 (record seat 0)',
      },
    });
    return {
      ...base,
      hosted: 'eval',
      eval: {
        baseline: this.baseline,
        pairs: this.tasks.length,
        games: 2 * this.tasks.length,
        finite: true,
        mirror: t.mirror,
        schedule: this.lists.map((list) =>
          list.map((q) => {
            const [x, y] = pairDecks(q.index, this.decks.length, q.mirror);
            return { pair: q.index, seed: seedHex(deriveGameSeed(this.runSeed, q.index)), decks: [path.basename(q.deckFiles[x]!, '.json'), path.basename(q.deckFiles[y]!, '.json')] };
          }),
        ),
        episodes: 'episode e of env k is pair schedule[k][e >> 1] (both games: the seed, seat 0 and seat 1 decks given there), game e & 1: the client plays seat 1 (P2) in game 0 and seat 0 (P1) in game 1; with --stop an env may end before its list does',
        end: 'an env with no game left sends one last record (decision 0, legalCount 0, seat -1, the ended game\'s flags and rewards) and must get -1 from then on; bye follows the step frame that holds the last env\'s last record',
      },
    };
  }

  private send(buf: Buffer): void {
    const c = this.child;
    if (!c || this.finished) return;
    c.stdin!.write(buf);
    this.bytesOut += buf.length;
    if (c.stdin!.writableLength > MAX_STDIN_BACKLOG) this.fail(`the client does not read its input (${MAX_STDIN_BACKLOG} bytes unread)`);
  }

  /** Send the step frame (a copy: the VecEnv reuses its buffer), then bye if every env is done; the client owes an answer. */
  private sendStep(): void {
    this.send(Buffer.from(this.env.stepFrame()));
    this.framesSent++;
    if (this.env.allDone) {
      void this.complete();
      return;
    }
    this.arm();
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(`no answer within ${this.timeoutMs} ms to step frame ${this.framesSent} ($BERSERK_BOT_TIMEOUT_MS)`), this.timeoutMs);
  }

  private answer(type: number, payload: Buffer): void {
    const env = this.env;
    switch (type) {
      case ClientFrame.Actions: {
        if (payload.length !== 4 * env.count) throw new ClientError(`actions frame: ${payload.length} bytes, expected ${4 * env.count} (one i32 per env)`);
        for (let i = 0; i < env.count; i++) this.actions[i] = payload.readInt32LE(4 * i);
        env.step(this.actions);
        this.sendStep();
        return;
      }
      case ClientFrame.Stats:
        if (payload.length !== 0) throw new ClientError(`stats frame: ${payload.length} bytes, expected none`);
        this.send(frame(ServerFrame.Stats, Buffer.from(JSON.stringify(this.totals('stats')), 'utf8')));
        this.arm();
        return;
      case ClientFrame.Model:
        this.send(frame(ServerFrame.Model, Buffer.from(JSON.stringify(modelAnswer(env, this.handles, payload, true)), 'utf8')));
        this.arm();
        return;
      case ClientFrame.Describe:
        this.send(frame(ServerFrame.Describe, Buffer.from(JSON.stringify(describeAnswer(env, payload)), 'utf8')));
        this.arm();
        return;
      case ClientFrame.Close:
        throw new ClientError('close frame before bye: a hosted run ends when eval has played every game (it then sends bye)');
      case ClientFrame.Reset:
        throw new ClientError('reset frame: the games of an evaluation are fixed by berserk eval; a hosted client cannot reset them');
      default:
        throw new ClientError(`client frame type ${type}: a hosted client sends ${ClientFrame.Actions} (actions), ${ClientFrame.Stats} (stats), ${ClientFrame.Model} (model) or ${ClientFrame.Describe} (describe)`);
    }
  }

  /** Forward-model handles, made at the first model frame. */
  private get handles(): ModelHandles {
    return (this.handlesCache ??= this.env.modelHandles());
  }

  private totals(type: string): Record<string, unknown> {
    const cpu = process.cpuUsage(this.cpu0);
    const steps = this.env.totals.clientDecisions;
    return {
      type,
      ...this.env.totals,
      seconds: (performance.now() - this.t0) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      cpuUserMicros: cpu.user,
      cpuSystemMicros: cpu.system,
      cpuMicrosPerClientDecision: steps > 0 ? (cpu.user + cpu.system) / steps : null,
      bytesOut: this.bytesOut,
      bytesIn: this.bytesIn,
      pairs: this.out.length,
    };
  }

  /** Where a failure happened: env i's pair, game and game seed, or the first env still playing. */
  private at(envIndex: number): string {
    let i = envIndex;
    if (i < 0) i = this.slots.findIndex((s) => s !== null);
    const sl = i >= 0 ? this.slots[i] : null;
    if (!sl) {
      const l = i >= 0 ? this.last[i] : null;
      return l ? `; env ${i} is done, its last game: pair ${l.task.index} game 2 of 2 (client P1), game seed ${seedHex(l.seed)}` : '';
    }
    return `; env ${i}: pair ${sl.task.index} game ${sl.game + 1} of 2 (client P${sl.game === 0 ? 2 : 1}), game seed ${seedHex(sl.seed)}`;
  }

  /** Every game played: bye, end of input, the group ended; then the results. */
  private async complete(): Promise<void> {
    const bye = this.totals('bye');
    this.send(frame(ServerFrame.Bye, Buffer.from(JSON.stringify(bye), 'utf8')));
    this.finished = true;
    this.stopTimer();
    try {
      this.child?.stdin!.end();
    } catch {
      // gone already
    }
    await endBotGroup(this.pgid, () => this.exited, this.o.graceMs ?? 2000);
    this.groups.delete(this.pgid);
    const t = this.env.totals;
    const perDecision = bye.cpuMicrosPerClientDecision as number | null;
    this.o.log?.(
      `  env:${this.o.cmd} vs ${this.baseline}: ${t.clientDecisions} client decisions, ${t.episodes} games on ${this.env.count} envs in ${(bye.seconds as number).toFixed(1)} s, ${perDecision?.toFixed(1) ?? '-'} µs of eval's CPU per client decision (baseline included)`,
    );
    this.resolve(this.out);
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The client failed: an error frame (a courtesy), its group killed, the run rejected with one line. */
  private fail(why: string, envIndex = -1): void {
    if (this.finished) return;
    this.flushStderr();
    const line = `${this.where}: ${why}${this.at(envIndex)}`;
    try {
      if (this.child && !this.exited) this.child.stdin!.write(frame(ServerFrame.Error, Buffer.from(why, 'utf8')));
    } catch {
      // the pipe is gone
    }
    this.finished = true;
    this.stopTimer();
    try {
      this.child?.stdin!.end();
    } catch {
      // gone already
    }
    void endBotGroup(this.pgid, () => this.exited, 0).then(() => {
      this.groups.delete(this.pgid);
      this.child?.stdout?.destroy();
      this.reject(new EnvClientError(line));
    });
  }
}
