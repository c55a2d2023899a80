/**
 * Outside bots are untrusted (docs/bot-protocol.md): a bot that hangs, floods, forks, ignores its
 * end of input and SIGTERM, or answers the wrong decision must cost at most the games it plays —
 * never memory without bound, never a process left behind, never an answer applied to a decision
 * it was not sent for. The bots are modes of test/faults/hostile_bot.py. Skipped without python3.
 */
import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveMembers } from '../helpers/processes.js';
import { RunStopError } from '../../dist/src/agents/agent.js';
import { BotProtocolError, createExternalAgent, type ExternalAgent } from '../../dist/src/agents/external.js';
import { LINE_ANSWER, LINE_STALE, LINE_UNREQUESTED, LINE_WRONG_ID, classifyLine } from '../../dist/src/agents/protocol.js';
import { createAgent } from '../../dist/src/agents/registry.js';
import { LineReader } from '../../dist/src/agents/line-reader.js';
import { prepareServeBot, serveBot } from '../../dist/src/cli/serve-bot.js';
import { applyAction, currentPlayer, db, decks, deriveGameSeed, legalActions, newState, observe, resetGame, DEFAULT_OPTIONS, Rng, Stream, GameState } from '../agents/common.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;
const BOT = `python3 ${path.resolve('test/faults/hostile_bot.py')}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-bots-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A fresh folder the bots note their process groups in ($HOSTILE_PID_DIR). */
function groupDir(): string {
  return fs.mkdtempSync(path.join(tmp, 'groups-'));
}
function groupsIn(dir: string): number[] {
  return fs.readdirSync(dir).map(Number);
}

/** Wait (polling, bounded) until `test` holds; returns whether it did. Not a timing assertion. */
function waitUntil(test: () => boolean, ms: number): boolean {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) return false;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  return true;
}

/**
 * Play one game with `bot` on seat 0 (random on seat 1) through the agent hooks, like the sim's
 * workers do; returns the actions, or throws what the bot threw.
 */
function playGame(bot: ExternalAgent, seed: bigint): number[] {
  const s = newState(db, DEFAULT_OPTIONS);
  const v = new GameState(db, DEFAULT_OPTIONS);
  const other = createAgent('random');
  const legal = new Int32Array(128);
  resetGame(s, decks[0]!, decks[1]!, seed);
  bot.beginGame(seed, 0);
  const actions: number[] = [];
  for (let p = currentPlayer(s); p >= 0; p = currentPlayer(s)) {
    const n = legalActions(s, legal);
    let a: number;
    if (p === 0) {
      observe(s, 0, v);
      a = bot.choose(v, 0, legal, n, new Rng(s.rng, Stream.Agent0));
    } else a = other.choose(s, 1, legal, n, new Rng(s.rng, Stream.Agent1));
    actions.push(a);
    applyAction(s, a);
  }
  bot.endGame(s, 0);
  return actions;
}

function firstError(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('request ids (protocol.ts classifyLine)', () => {
  it('the kinds the I/O thread uses are the exported constants', () => {
    expect(classifyLine('{"action": 1, "id": 5}', 5, 5, false)).toEqual({ kind: LINE_ANSWER, id: 5 });
    expect(classifyLine('{"action": 1}', 5, 5, false)).toEqual({ kind: LINE_ANSWER, id: null });
    expect(classifyLine('{"action": 1}', 5, 5, true).kind).toBe(LINE_WRONG_ID);
    expect(classifyLine('{"action": 1, "id": 4}', 5, 5, true)).toEqual({ kind: LINE_STALE, id: 4 });
    expect(classifyLine('{"action": 1, "id": 6}', 5, 5, true).kind).toBe(LINE_WRONG_ID);
    expect(classifyLine('{"action": 1, "id": "5"}', 5, 5, false).kind).toBe(LINE_WRONG_ID);
    expect(classifyLine('{"action": 1, "id": 5}', 0, 5, true)).toEqual({ kind: LINE_STALE, id: 5 });
    expect(classifyLine('{"action": 1}', 0, 5, false).kind).toBe(LINE_UNREQUESTED);
    expect(classifyLine('not json "id"', 0, 5, false).kind).toBe(LINE_UNREQUESTED);
  });
});

describe.skipIf(!hasPython)('hostile outside bots (external:CMD)', () => {
  /** The game of the correct bot on seed 23/5, the reference of the next two tests (played once). */
  const SEED = deriveGameSeed(23, 5);
  let reference: number[] | null = null;
  function correctGame(): number[] {
    if (!reference) {
      const ref = createExternalAgent(`${BOT} correct`, { timeoutMs: 20_000 });
      try {
        reference = playGame(ref, SEED);
      } finally {
        ref.close();
      }
    }
    return reference;
  }

  it('a late wake-up of the previous request is never taken for the answer (the race of 2 workers)', () => {
    // With 2 workers, a wake-up for the previous answer could land in the wait for the next one.
    // Here the I/O thread wakes the agent every millisecond with nothing to report.
    const bot = createExternalAgent(`${BOT} correct`, { strayWakeMs: 1, timeoutMs: 20_000 });
    try {
      expect(playGame(bot, SEED)).toEqual(correctGame());
    } finally {
      bot.close();
    }
  });

  it('answers carrying an earlier id are ignored, never applied: the game is the correct bot’s', () => {
    const bot = createExternalAgent(`${BOT} stale`);
    try {
      expect(playGame(bot, SEED)).toEqual(correctGame());
    } finally {
      bot.close();
    }
  });

  it('an answer with an off-by-one id fails the decision and is not applied', () => {
    const bot = createExternalAgent(`${BOT} wrongid`);
    try {
      const e = firstError(() => playGame(bot, deriveGameSeed(23, 6)));
      expect(e).toBeInstanceOf(BotProtocolError);
      expect(e.message).toMatch(/decision 1 .*does not carry the decision's id \d+ \(a stale or off-by-one answer; not applied\)/);
    } finally {
      bot.close();
    }
  });

  it('a bot without ids that answers twice fails at the next decision ("a line nobody asked for")', () => {
    const bot = createExternalAgent(`${BOT} double`);
    try {
      const e = firstError(() => playGame(bot, deriveGameSeed(23, 7)));
      expect(e).toBeInstanceOf(BotProtocolError);
      expect(e.message).toMatch(/decision 2 .*a line nobody asked for/);
    } finally {
      bot.close();
    }
  });

  it('a silent bot times out; after --bot-timeouts timeouts in a row the run is stopped', () => {
    const bot = createExternalAgent(`${BOT} silent`, { timeoutMs: 200, maxTimeouts: 2 });
    try {
      const e1 = firstError(() => playGame(bot, deriveGameSeed(23, 8)));
      expect(e1).toBeInstanceOf(BotProtocolError);
      expect(e1.message).toMatch(/no answer within 200 ms \(the bot is restarted; 1 of 2 timeouts in a row\)/);
      const e2 = firstError(() => playGame(bot, deriveGameSeed(23, 9)));
      expect(e2).toBeInstanceOf(RunStopError);
      expect(e2.message).toMatch(/2 times in a row; the run stops/);
    } finally {
      bot.close();
    }
  });

  it('a flooding bot is stopped after a bounded amount of output, in bounded memory', () => {
    // In a fresh process, so that its peak RSS is the agent's alone.
    const script = path.join(tmp, 'flood-probe.mjs');
    fs.writeFileSync(
      script,
      `import { createExternalAgent } from ${JSON.stringify(path.resolve('dist/src/agents/external.js'))};
import { cardDb } from ${JSON.stringify(path.resolve('dist/src/engine/card-pool.js'))};
import { newState, resetGame, legalActions, currentPlayer } from ${JSON.stringify(path.resolve('dist/src/engine/game.js'))};
import { observe } from ${JSON.stringify(path.resolve('dist/src/engine/observe.js'))};
import { makeOptions } from ${JSON.stringify(path.resolve('dist/src/engine/core/options.js'))};
import { GameState } from ${JSON.stringify(path.resolve('dist/src/engine/core/state.js'))};
import { loadDeckFile } from ${JSON.stringify(path.resolve('dist/src/sim/deck-file.js'))};
const db = cardDb();
const opts = makeOptions({});
const d = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const s = newState(db, opts);
resetGame(s, d, d, 5n);
const v = new GameState(db, opts);
const legal = new Int32Array(128);
const bot = createExternalAgent(process.argv[2], { timeoutMs: 10000, graceMs: 200 });
const bound = new RegExp(process.argv[3]);
// Ask until the bot is stopped for breaking the bound (at most 20 s), and stop.
const errors = [];
const t0 = Date.now();
let after = 0;
while (Date.now() - t0 < 20000 && after < 1) {
  const p = currentPlayer(s);
  observe(s, p, v);
  try { bot.choose(v, p, legal, legalActions(s, legal), null); } catch (e) { errors.push(e.message); }
  if (errors.some((m) => bound.test(m))) after++;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
}
bot.close();
console.log(JSON.stringify({ errors, rssMiB: Math.round(process.resourceUsage().maxRSS / 1024) }));
`,
    );
    const bounds: [string, string][] = [
      ['flood', 'more than 1048576 bytes that answer no decision; it was stopped'],
      ['longline 1500000000', 'a line longer than 1048576 bytes; it was stopped'],
    ];
    for (const [mode, bound] of bounds) {
      const r = spawnSync(process.execPath, [script, `${BOT} ${mode}`, bound], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { errors: string[]; rssMiB: number };
      expect(out.errors.some((m) => m.includes(bound)), `${mode}: ${out.errors.slice(0, 3).join(' | ')}`).toBe(true);
      expect(out.rssMiB, mode).toBeLessThan(300);
    }
  });

  it('close ends a bot that forked a grandchild, and one that ignores end of input and SIGTERM', () => {
    for (const mode of ['fork', 'stubborn']) {
      const dir = groupDir();
      const bot = createExternalAgent(`HOSTILE_PID_DIR=${dir} ${BOT} ${mode}`, { graceMs: 300 });
      playGame(bot, deriveGameSeed(23, 10));
      const [pgid] = groupsIn(dir);
      expect(pgid, mode).toBeGreaterThan(0);
      expect(liveMembers(pgid!).length, `${mode}: the bot's group is running`).toBeGreaterThan(mode === 'fork' ? 1 : 0);
      bot.close();
      // close returns once the group has been ended.
      expect(liveMembers(pgid!), `${mode}: processes left after close`).toEqual([]);
    }
  });
});

describe('a hostile bot driving serve-bot', () => {
  it('the line reader splits lines, drops CR, and reports an over-long line once, then goes on', async () => {
    const input = new PassThrough();
    const r = new LineReader(input, 8);
    input.write('ab\r\ncd');
    input.write('e\n0123456789');
    input.write('abcdef\nlast');
    input.end();
    const got: unknown[] = [];
    for (let x = await r.next(); x !== null; x = await r.next()) got.push(x);
    expect(got).toEqual(['ab', 'cde', { tooLong: 10 }, 'last']);
  });

  /** serve-bot against a bot in JS: `answer(msg)` gives the lines it writes for a decision. */
  async function serveTo(answer: (m: { id: number; legal: number[]; seq: number }) => object[]) {
    const input = new PassThrough();
    const output = new PassThrough();
    const setup = prepareServeBot({ deck1: 'decks/steppe.json', deck2: 'decks/forest.json', seat: '1', opponent: 'random', games: 2, seed: 3n, tensor: 'none' });
    let buf = '';
    const actions: number[] = [];
    output.on('data', (chunk: Buffer) => {
      buf += chunk.toString('utf8');
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const m = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (m.type !== 'decision') continue;
        actions.push(m.legal[(m.seq * 7) % m.legal.length]);
        input.write(answer(m).map((o) => JSON.stringify(o) + '\n').join(''));
      }
    });
    const sum = await serveBot(setup, input, output, null);
    return { sum, actions };
  }

  it('a repeated answer (an earlier id) is skipped; an off-by-one id is an error game, never applied', async () => {
    const pick = (m: { legal: number[]; seq: number }) => m.legal[(m.seq * 7) % m.legal.length]!;
    const ok = await serveTo((m) => [{ action: pick(m), id: m.id }]);
    const twice = await serveTo((m) => [{ action: pick(m), id: m.id }, { action: pick(m), id: m.id }]);
    expect(ok.sum.errors).toBe(0);
    expect(twice.sum).toEqual(ok.sum);
    expect(twice.actions).toEqual(ok.actions);
    const wrong = await serveTo((m) => [{ action: pick(m), id: m.id + 1 }]);
    expect(wrong.sum.errors).toBe(2);
  });

  it('a line of 600 MB without a newline is one error game, read in bounded memory', () => {
    const r = spawnSync(
      'sh',
      ['-c', `head -c 600000000 /dev/zero | ${JSON.stringify(process.execPath)} dist/src/cli/serve-bot.js --deck1 decks/steppe.json --deck2 decks/forest.json --games 1 --seat 1 --tensor none`],
      { encoding: 'utf8', maxBuffer: 1 << 26, timeout: 120_000 },
    );
    expect(r.stderr).toMatch(/serve-bot: game 0 \(seed [0-9a-f]{16}\), decision 1 \(id 1\): answer line longer than 1048576 bytes/);
    expect(r.stderr).toMatch(/serve-bot: 1 games: 0 won, 0 lost, 0 drawn, 0 at the limit, 1 errors/);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { type: string; result?: string });
    expect(lines.map((l) => l.type)).toEqual(['hello', 'game_start', 'decision', 'error', 'game_over', 'bye']);
  });
});

describe.skipIf(!hasPython)('hostile outside bots in berserk sim', () => {
  const sim = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['dist/src/cli/main.js', 'sim', '--deck1', 'decks/steppe.json', '--deck2', 'decks/forest.json', '--json', ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 120_000,
    });

  it('no bot process survives the run: the workers close their bots, the pool ends the rest', () => {
    const dir = groupDir();
    // Seat 1 forks a grandchild, seat 2 ignores EOF and SIGTERM.
    const r = sim([
      '--games', '2', '--workers', '2', '--out', path.join(tmp, 'run-groups'),
      '--agent1', `external:HOSTILE_PID_DIR=${dir} ${BOT} fork`, '--agent2', `external:HOSTILE_PID_DIR=${dir} ${BOT} stubborn`,
    ]);
    expect(r.status, r.stderr).toBe(0);
    const groups = groupsIn(dir);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const g of groups) expect(liveMembers(g), `group ${g} after the run`).toEqual([]);
    const summary = (JSON.parse(r.stdout) as { summary: { failed_seeds: unknown[] } }).summary;
    expect(summary.failed_seeds).toEqual([]);
  });

  it('a bot that keeps timing out stops the run with one clear error, without retries', () => {
    const dir = groupDir();
    const r = sim(
      ['--games', '20', '--workers', '1', '--out', path.join(tmp, 'run-silent'), '--bot-timeouts', '2', '--agent1', `external:HOSTILE_PID_DIR=${dir} ${BOT} silent`],
      { BERSERK_BOT_TIMEOUT_MS: '200' },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error: .*no answer within 200 ms, 2 times in a row; the run stops/);
    expect(r.stderr).not.toMatch(/retrying/);
    waitUntil(() => groupsIn(dir).every((g) => liveMembers(g).length === 0), 5000);
    for (const g of groupsIn(dir)) expect(liveMembers(g), `group ${g}`).toEqual([]);
  });

  it('a bot that leaves half a line on its stderr does not swallow the run\'s error line (its stderr is forwarded in whole lines)', () => {
    const dir = groupDir();
    const r = sim(
      ['--games', '4', '--workers', '1', '--out', path.join(tmp, 'run-mumble'), '--bot-timeouts', '1', '--agent1', `external:HOSTILE_PID_DIR=${dir} ${BOT} mumble`],
      { BERSERK_BOT_TIMEOUT_MS: '2000' },
    );
    expect(r.status).toBe(1);
    const errors = r.stderr.split('\n').filter((l) => l.startsWith('error:'));
    expect(errors, r.stderr).toHaveLength(1);
    expect(errors[0]).toMatch(/no answer within 2000 ms; the run stops/);
    // The half line itself is passed on (after STDERR_IDLE_MS = 100 ms without its newline), on a line of its own.
    expect(r.stderr).toMatch(/^thinking, no newline$/m);
    waitUntil(() => groupsIn(dir).every((g) => liveMembers(g).length === 0), 5000);
  });
});
