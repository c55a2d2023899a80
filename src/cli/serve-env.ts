/**
 * `berserk serve-env`: N games served over this process's stdin/stdout in protocol v2
 * (docs/bot-protocol-v2.md): length-prefixed binary frames, one step frame for all envs, one
 * actions frame back. Input is read and output written synchronously: the server does nothing
 * between the client's frames, and a blocking loop costs less than the event loop per step.
 *
 * Bad flags or decks: one line on stderr, exit 2, nothing on stdout. A bad client frame: an error
 * frame, the same line on stderr, exit 2. End of input: the run ends quietly (exit 0).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Option, type Command } from 'commander';
import { AgentSpecError, createAgent } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { makeOptions } from '../engine/core/options.js';
import { loadDeckFile } from '../sim/deck-file.js';
import { ClientFrame, FrameReader, MAX_CLIENT_FRAME, ServerFrame, frame } from '../env/frames.js';
import { clientSeatsJson, envSeedsJson, helloJson } from '../env/hello.js';
import { ClientError, describeAnswer, modelAnswer } from '../env/requests.js';
import { type ClientSeats, EnvProtocolError, VecEnv } from '../env/vec-env.js';
import { EXIT_USAGE, UsageError, parsePositiveInt, parseSeed } from './errors.js';

export interface ServeEnvFlags {
  envs: number;
  deck1?: string;
  deck2?: string;
  opponent?: string;
  seat: string;
  seed: bigint;
  autoForced?: boolean;
  maxTurns?: number;
  obs: string;
  perspective: string;
  infostate?: boolean;
  actionFeatures?: boolean;
}

/** Deck files shipped with the package (decks/), used when --deck1/--deck2 are not given. */
function packageDeck(name: string): string {
  // dist/src/cli/serve-env.js or src/cli/serve-env.ts → the package root is three or two levels up.
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../..', '../..']) {
    const p = path.resolve(here, up, 'decks', name);
    if (fs.existsSync(p)) return p;
  }
  return path.join('decks', name);
}

/** Check the flags and build the envs (throws UsageError / DeckError before anything is written). */
export function prepareServeEnv(flags: ServeEnvFlags): { env: VecEnv; hello: Record<string, unknown> } {
  const seatText = flags.seat.trim().toLowerCase();
  let clientSeats: ClientSeats;
  if (flags.opponent === undefined) {
    if (seatText !== 'both') throw new UsageError(`--seat ${flags.seat}: a single client seat needs --opponent AGENT (e.g. --opponent scripted)`);
    clientSeats = 'both';
  } else {
    if (seatText === 'both') throw new UsageError(`--seat both (the default) is self-play; with --opponent give --seat 1, 2 or alternate`);
    if (seatText !== '1' && seatText !== '2' && seatText !== 'alternate') throw new UsageError(`--seat: expected both, 1, 2 or alternate, got ${JSON.stringify(flags.seat)}`);
    clientSeats = seatText === 'alternate' ? 'alternate' : seatText === '1' ? 0 : 1;
    try {
      createAgent(flags.opponent);
    } catch (e) {
      if (e instanceof AgentSpecError) throw new UsageError(`--opponent: ${e.message}`);
      throw e;
    }
  }
  const obs = flags.obs.trim().toLowerCase();
  if (obs !== 'full' && obs !== 'delta') throw new UsageError(`--obs: expected full or delta, got ${JSON.stringify(flags.obs)}`);
  const perspective = flags.perspective.trim().toLowerCase();
  if (perspective !== 'absolute' && perspective !== 'canonical') throw new UsageError(`--perspective: expected absolute or canonical, got ${JSON.stringify(flags.perspective)}`);
  const db = cardDb();
  const f1 = flags.deck1 ?? packageDeck('steppe.json');
  const f2 = flags.deck2 ?? packageDeck('forest.json');
  const d0 = loadDeckFile(f1, db.defs);
  const d1 = loadDeckFile(f2, db.defs);
  const opts = makeOptions(flags.maxTurns === undefined ? {} : { maxTurns: flags.maxTurns });
  const env = new VecEnv({
    db,
    opts,
    deck0: d0.cardIndices,
    deck1: d1.cardIndices,
    envs: flags.envs,
    opponent: flags.opponent ?? null,
    clientSeats,
    autoForced: flags.autoForced === true,
    obs,
    perspective,
    infostate: flags.infostate === true,
    actionFeatures: flags.actionFeatures === true,
  });
  const hello = helloJson(env, {
    clientSeats: clientSeatsJson(clientSeats),
    opponent: flags.opponent ?? null,
    autoForced: flags.autoForced === true,
    decks: [d0.name, d1.name],
    maxTurns: opts.maxTurns,
    maxActions: opts.maxActions,
    seeds: envSeedsJson(flags.seed, env.count),
  });
  return { env, hello };
}

/** Times a write or read found the pipe full or empty (the descriptor is non-blocking) and waited. */
let waits = 0;
/** Bytes written to stdout and read from stdin. */
let bytesOut = 0;
let bytesIn = 0;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Wait a little for the other side of a non-blocking pipe (no spinning on the CPU). */
function pause(): void {
  waits++;
  Atomics.wait(sleeper, 0, 0, 0.05);
}

function writeAll(buf: Uint8Array): void {
  let off = 0;
  while (off < buf.length) {
    try {
      const k = fs.writeSync(1, buf, off, buf.length - off);
      off += k;
      bytesOut += k;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
        pause();
        continue;
      }
      throw e;
    }
  }
}

/** Read into `buf`; 0 at end of input. */
function readSome(buf: Buffer): number {
  for (;;) {
    try {
      const k = fs.readSync(0, buf, 0, buf.length, null);
      bytesIn += k;
      return k;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        pause();
        continue;
      }
      if (code === 'EOF') return 0;
      throw e;
    }
  }
}

/** Serve until a close frame or end of input. Returns the exit code. */
export function serveEnv(env: VecEnv, hello: Record<string, unknown>, seed: bigint, log: (line: string) => void): number {
  writeAll(frame(ServerFrame.Hello, Buffer.from(JSON.stringify(hello), 'utf8')));
  env.reset(seed);
  writeAll(env.stepFrame());
  const reader = new FrameReader(MAX_CLIENT_FRAME);
  const handles = env.modelHandles();
  const chunk = Buffer.allocUnsafe(1 << 16);
  const actions = new Int32Array(env.count);
  const t0 = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  /** Run totals with this process's CPU time (process.cpuUsage) and pipe bytes since hello. */
  const totals = (type: string) => {
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const cpu = process.cpuUsage(cpu0);
    const steps = env.totals.clientDecisions;
    return {
      type,
      ...env.totals,
      seconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      cpuUserMicros: cpu.user,
      cpuSystemMicros: cpu.system,
      cpuMicrosPerClientDecision: steps > 0 ? (cpu.user + cpu.system) / steps : null,
      bytesOut,
      bytesIn,
      pipeWaits: waits,
    };
  };
  try {
    for (;;) {
      const got = readSome(chunk);
      if (got === 0) return 0;
      try {
        reader.push(chunk.subarray(0, got));
      } catch (e) {
        throw new ClientError(`${(e as Error).message}`);
      }
      for (;;) {
        let f: [number, Buffer] | null;
        try {
          f = reader.next();
        } catch (e) {
          throw new ClientError(`client frame: ${(e as Error).message}`);
        }
        if (f === null) break;
        const [type, payload] = f;
        if (type === ClientFrame.Actions) {
          if (payload.length !== 4 * env.count) throw new ClientError(`actions frame: ${payload.length} bytes, expected ${4 * env.count} (one i32 per env)`);
          for (let i = 0; i < env.count; i++) actions[i] = payload.readInt32LE(4 * i);
          env.step(actions);
          writeAll(env.stepFrame());
        } else if (type === ClientFrame.Reset) {
          if (payload.length !== 8) throw new ClientError(`reset frame: ${payload.length} bytes, expected 8 (u64 run seed)`);
          env.reset(payload.readBigUInt64LE(0));
          writeAll(env.stepFrame());
        } else if (type === ClientFrame.Stats) {
          if (payload.length !== 0) throw new ClientError(`stats frame: ${payload.length} bytes, expected none`);
          writeAll(frame(ServerFrame.Stats, Buffer.from(JSON.stringify(totals('stats')), 'utf8')));
        } else if (type === ClientFrame.Model) {
          writeAll(frame(ServerFrame.Model, Buffer.from(JSON.stringify(modelAnswer(env, handles, payload)), 'utf8')));
        } else if (type === ClientFrame.Describe) {
          writeAll(frame(ServerFrame.Describe, Buffer.from(JSON.stringify(describeAnswer(env, payload)), 'utf8')));
        } else if (type === ClientFrame.Close) {
          const bye = totals('bye');
          writeAll(frame(ServerFrame.Bye, Buffer.from(JSON.stringify(bye), 'utf8')));
          log(`serve-env: ${env.totals.steps} steps (${env.totals.forced} forced, auto-played), ${env.totals.episodes} games in ${bye.seconds.toFixed(2)} s, ${bye.cpuMicrosPerClientDecision?.toFixed(2) ?? '-'} µs CPU per client decision`);
          return 0;
        } else {
          throw new ClientError(`client frame type ${type}: expected ${ClientFrame.Actions} (actions), ${ClientFrame.Reset} (reset), ${ClientFrame.Close} (close) ${ClientFrame.Stats} (stats), ${ClientFrame.Model} (model) or ${ClientFrame.Describe} (describe)`);
        }
      }
    }
  } catch (e) {
    if (!(e instanceof ClientError) && !(e instanceof EnvProtocolError)) throw e;
    writeAll(frame(ServerFrame.Error, Buffer.from(e.message, 'utf8')));
    log(`error: ${e.message}`);
    return EXIT_USAGE;
  }
}

/** Add `serve-env` to the `berserk` program. */
export function registerServeEnv(program: Command): void {
  program
    .command('serve-env')
    .description('serve N games to a trainer over stdin/stdout in protocol v2: binary length-prefixed frames, batched steps (docs/bot-protocol-v2.md)')
    .summary('serve batched games over stdin/stdout (binary protocol v2)')
    .requiredOption('--envs <n>', 'games played side by side, each auto-reset', parsePositiveInt)
    .option('--deck1 <file>', 'deck file of P1 (seat 0, rows 1-3); default decks/steppe.json')
    .option('--deck2 <file>', 'deck file of P2 (seat 1, rows 4-6); default decks/forest.json')
    .option('--opponent <spec>', 'agent spec of the seat the client does not play (default: none, self-play)')
    .option('--seat <seat>', 'client seats: both (self-play), or with --opponent 1, 2 or alternate', 'both')
    .addOption(new Option('--seed <n>', 'run seed; env i is seeded deriveGameSeed(n, i)').argParser(parseSeed).default(1n, '1'))
    .option('--auto-forced', 'apply decisions with one legal action without asking (counted in records and bye)')
    .option('--max-turns <n>', 'end a game as truncated after this many turns', parsePositiveInt)
    .option('--perspective <p>', 'absolute (cells and seats as on the table) or canonical (the acting seat at the bottom: for seat 1, cells turned half a turn in the tensor and in action ids)', 'absolute')
    .option('--infostate', 'append the information-state part (public history: counters, markers, graveyards, the stack, shown cards) to every observation')
    .option('--action-features', 'after the records, one entry per legal positional action: which trigger, replacement, candidate, ability or stack item it is')
    .option('--obs <mode>', 'how step records carry the observation: full (every record has the whole tensor) or delta (only the values that changed since the env\'s previous record)', 'full')
    .action((flags: ServeEnvFlags) => {
      const { env, hello } = prepareServeEnv(flags);
      process.exitCode = serveEnv(env, hello, flags.seed, (line) => process.stderr.write(line + '\n'));
    });
}
