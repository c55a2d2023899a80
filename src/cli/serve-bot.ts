/**
 * `berserk serve-bot`: serve games to an outside bot over this process's stdin/stdout, in the
 * JSON-lines protocol of docs/bot-protocol.md. The bot plays one seat (or alternates seats game by
 * game), a built-in agent plays the other. stdout carries protocol lines only; the summary goes to
 * stderr. A malformed or illegal answer ends that game as `error` (an `error` message tells the
 * bot why) and the next game starts; end of input ends the run.
 *
 * Wire it with `registerServeBot(program)`. Until then the compiled file runs on its own:
 * `node dist/src/cli/serve-bot.js --deck1 … --deck2 …`.
 */
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import type { Agent } from '../agents/agent.js';
import { AgentSpecError, createAgent } from '../agents/registry.js';
import { LineReader } from '../agents/line-reader.js';
import {
  BotProtocolError,
  LINE_ANSWER,
  LINE_STALE,
  LINE_UNREQUESTED,
  MAX_LINE_BYTES,
  type TensorEncoding,
  classifyLine,
  decisionMessage,
  gameOverMessage,
  gameStartMessage,
  helloMessage,
  parseAnswer,
} from '../agents/protocol.js';
import { MAX_LEGAL } from '../engine/core/action.js';
import { cardDb } from '../engine/card-pool.js';
import { DeckError } from '../engine/core/deck.js';
import { EndReason } from '../engine/core/enums.js';
import { applyAction, currentPlayer, legalActions, newState, resetGame, returns } from '../engine/game.js';
import { observe } from '../engine/observe.js';
import { makeOptions } from '../engine/core/options.js';
import { Rng, Stream, deriveGameSeed, seedHex } from '../engine/core/rng.js';
import { G, GameState } from '../engine/core/state.js';
import { loadDeckFile } from '../sim/deck-file.js';
import { EXIT_USAGE, UsageError, parsePositiveInt, parseSeed } from './errors.js';

export interface ServeBotFlags {
  deck1: string;
  deck2: string;
  seat: string;
  opponent: string;
  games: number;
  seed: bigint;
  maxTurns?: number;
  tensor: string;
}

export interface ServeSummary {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  limits: number;
  errors: number;
  /** True when input ended before the last game finished. */
  truncated: boolean;
}

interface Setup {
  deck0: ArrayLike<number>;
  deck1: ArrayLike<number>;
  names: [string, string];
  opponent: Agent;
  opponentSpec: string;
  seatMode: 0 | 1 | 'alternate';
  games: number;
  seed: bigint;
  tensor: TensorEncoding;
  maxTurns?: number;
}

/** Check the flags and load the decks (throws UsageError / DeckError before anything is served). */
export function prepareServeBot(flags: ServeBotFlags): Setup {
  const seat = flags.seat.trim().toLowerCase();
  if (seat !== '1' && seat !== '2' && seat !== 'alternate') throw new UsageError(`--seat: expected 1, 2 or alternate, got ${JSON.stringify(flags.seat)}`);
  const tensor = flags.tensor.trim().toLowerCase();
  if (tensor !== 'base64' && tensor !== 'json' && tensor !== 'none') throw new UsageError(`--tensor: expected base64, json or none, got ${JSON.stringify(flags.tensor)}`);
  let opponent: Agent;
  try {
    opponent = createAgent(flags.opponent);
  } catch (e) {
    if (e instanceof AgentSpecError) throw new UsageError(`--opponent: ${e.message}`);
    throw e;
  }
  const db = cardDb();
  const d0 = loadDeckFile(flags.deck1, db.defs);
  const d1 = loadDeckFile(flags.deck2, db.defs);
  const setup: Setup = {
    deck0: d0.cardIndices,
    deck1: d1.cardIndices,
    names: [d0.name, d1.name],
    opponent,
    opponentSpec: flags.opponent,
    seatMode: seat === 'alternate' ? 'alternate' : seat === '1' ? 0 : 1,
    games: flags.games,
    seed: flags.seed,
    tensor: tensor as TensorEncoding,
  };
  if (flags.maxTurns !== undefined) setup.maxTurns = flags.maxTurns;
  return setup;
}

class EndOfInput extends Error {}

/** Play the games, speaking the protocol on `input`/`output`; a summary line goes to `log`. */
export async function serveBot(setup: Setup, input: Readable, output: Writable, log: Writable | null): Promise<ServeSummary> {
  const lines = new LineReader(input, MAX_LINE_BYTES);
  // Decision ids, increasing over the whole run; `strict` once the bot has echoed one.
  let lastId = 0;
  let strict = false;
  /** The bot's answer to decision `id` (stale lines are skipped; anything else is an error). */
  const answerTo = async (id: number, where: string, seedText: string): Promise<string> => {
    for (;;) {
      const next = await lines.next();
      if (next === null) throw new EndOfInput();
      if (typeof next !== 'string') {
        throw new BotProtocolError(`${where}: answer line longer than ${MAX_LINE_BYTES} bytes (${next.tooLong} read); the rest of the line is skipped`, seedText);
      }
      if (next.trim() === '') continue;
      const c = classifyLine(next, id, lastId, strict);
      if (c.id !== null) strict = true;
      if (c.kind === LINE_STALE) continue;
      if (c.kind === LINE_ANSWER) return next;
      const shown = JSON.stringify(next.length > 200 ? `${next.slice(0, 200)}…` : next);
      if (c.kind === LINE_UNREQUESTED) throw new BotProtocolError(`${where}: a line nobody asked for: ${shown}`, seedText, next);
      throw new BotProtocolError(
        `${where}: answer ${shown} does not carry the decision's id ${id} (a stale or off-by-one answer; not applied)`,
        seedText,
        next,
      );
    }
  };
  const write = (line: string): void => {
    output.write(line + '\n');
  };
  const db = cardDb();
  const opts = makeOptions(setup.maxTurns === undefined ? {} : { maxTurns: setup.maxTurns });
  const s = newState(db, opts);
  const view = new GameState(db, opts);
  const legal = new Int32Array(MAX_LEGAL);
  const rngs = [new Rng(s.rng, Stream.Agent0), new Rng(s.rng, Stream.Agent1)];
  const sum: ServeSummary = { games: 0, wins: 0, losses: 0, draws: 0, limits: 0, errors: 0, truncated: false };
  write(helloMessage({ mode: 'serve-bot', games: setup.games, opponent: setup.opponentSpec, decks: setup.names }));
  try {
    for (let gi = 0; gi < setup.games; gi++) {
      const seed = deriveGameSeed(setup.seed, gi);
      const botSeat = setup.seatMode === 'alternate' ? gi % 2 : setup.seatMode;
      resetGame(s, setup.deck0, setup.deck1, seed);
      setup.opponent.beginGame?.(seed, 1 - botSeat);
      write(gameStartMessage(gi, seed, botSeat, { decks: setup.names, opponent: setup.opponentSpec }));
      let seq = 0;
      let result: string;
      try {
        for (;;) {
          const p = currentPlayer(s);
          if (p < 0) break;
          const n = legalActions(s, legal);
          let a: number;
          if (p === botSeat) {
            observe(s, p, view);
            seq++;
            const id = ++lastId;
            write(decisionMessage(view, p, legal, n, { game: gi, seq, id, seed, tensor: setup.tensor }));
            const where = `game ${gi} (seed ${seedHex(seed)}), decision ${seq} (id ${id})`;
            a = parseAnswer(await answerTo(id, where, seedHex(seed)), legal, n, where, seedHex(seed));
          } else {
            let v = s;
            if (setup.opponent.needsObservation) {
              observe(s, p, view);
              v = view;
            }
            a = setup.opponent.choose(v, p, legal, n, rngs[p]!);
          }
          applyAction(s, a);
        }
        const reason = s.g[G.EndReason]!;
        result = reason === EndReason.Limit ? 'limit' : reason === EndReason.Draw ? 'draw' : returns(s, botSeat) > 0 ? 'win' : 'loss';
      } catch (e) {
        if (!(e instanceof BotProtocolError)) throw e;
        write(JSON.stringify({ type: 'error', game: gi, seed: seedHex(seed), message: e.message }));
        log?.write(`serve-bot: ${e.message}\n`);
        result = 'error';
      }
      setup.opponent.endGame?.(s, 1 - botSeat);
      sum.games++;
      if (result === 'win') sum.wins++;
      else if (result === 'loss') sum.losses++;
      else if (result === 'draw') sum.draws++;
      else if (result === 'limit') sum.limits++;
      else sum.errors++;
      write(gameOverMessage(gi, seed, botSeat, result, { turns: s.g[G.Turn]!, winner: s.g[G.EndReason] === EndReason.Win ? s.g[G.Winner]! : null }));
    }
    write(JSON.stringify({ type: 'bye', ...sum }));
  } catch (e) {
    if (!(e instanceof EndOfInput)) throw e;
    sum.truncated = true;
  } finally {
    lines.close();
    setup.opponent.close?.();
  }
  log?.write(
    `serve-bot: ${sum.games} games: ${sum.wins} won, ${sum.losses} lost, ${sum.draws} drawn, ${sum.limits} at the limit, ${sum.errors} errors${sum.truncated ? '; input ended early' : ''}\n`,
  );
  return sum;
}

/** Add `serve-bot` to the `berserk` program. */
export function registerServeBot(program: Command): void {
  program
    .command('serve-bot')
    .description(
      'serve games to an outside bot over stdin/stdout, one JSON object per line (docs/bot-protocol.md); the summary goes to stderr',
    )
    .summary('serve games to an outside bot over stdin/stdout (JSON lines)')
    .requiredOption('--deck1 <file>', 'deck file of P1 (seat 0, rows 1-3)')
    .requiredOption('--deck2 <file>', 'deck file of P2 (seat 1, rows 4-6)')
    .option('--seat <seat>', "the bot's seat: 1, 2, or alternate (game i: seat 1 when i is even)", 'alternate')
    .option('--opponent <spec>', 'agent spec of the other seat (e.g. random, scripted, mcts:1000)', 'random')
    .option('--games <n>', 'games to play', parsePositiveInt, 1)
    .addOption(new Option('--seed <n>', 'run seed; game i is seeded deriveGameSeed(n, i)').argParser(parseSeed).default(1n, '1'))
    .option('--max-turns <n>', 'end a game as a limit after this many turns', parsePositiveInt)
    .option('--tensor <encoding>', 'observation tensor in decisions: base64 (float32 LE), json, or none', 'base64')
    .action((flags: ServeBotFlags) => {
      const setup = prepareServeBot(flags);
      serveBot(setup, process.stdin, process.stdout, process.stderr).then(
        (sum) => {
          if (sum.truncated) process.exitCode = 1;
        },
        (err: unknown) => {
          process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
          process.exitCode = 1;
        },
      );
    });
}

// Standalone use before the command is wired into main.ts: node dist/src/cli/serve-bot.js [flags]
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A bot that closes its end of the pipe ends the run quietly.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  const program = new Command('berserk').exitOverride();
  registerServeBot(program);
  try {
    program.parse(['serve-bot', ...process.argv.slice(2)], { from: 'user' });
  } catch (err) {
    if (err instanceof CommanderError) process.exitCode = err.exitCode === 0 ? 0 : EXIT_USAGE;
    else if (err instanceof DeckError || err instanceof UsageError) {
      process.stderr.write(`error: ${err.message}\n`);
      process.exitCode = EXIT_USAGE;
    } else throw err;
  }
}
