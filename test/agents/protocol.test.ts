/**
 * The outside-bot protocol: the observation tensor and its documentation, and round trips with the
 * sample Python bot in both directions — the simulator running the bot (`external:CMD`) and the bot
 * running the simulator (`serve-bot`). Bot tests are skipped when python3 is missing.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createAgent, parseAgentSpec } from '../../dist/src/agents/registry.js';
import { BotProtocolError, createExternalAgent } from '../../dist/src/agents/external.js';
import { GLOBAL_FEATURES, SLOT_FEATURES, SLOT_COUNT, TENSOR_SIZE, G_SIZE, F_SIZE, SLOT_CELLS, encodeTensor, observationJson } from '../../dist/src/agents/features.js';
import { decisionMessage, parseAnswer } from '../../dist/src/agents/protocol.js';
import { prepareServeBot, serveBot } from '../../dist/src/cli/serve-bot.js';
import { NUM_ACTIONS } from '../../dist/src/engine/core/action.js';
import { Decision, Flag } from '../../dist/src/engine/core/enums.js';
import { G, GameState } from '../../dist/src/engine/core/state.js';
import { Match } from '../../dist/src/sim/play.js';
import { isTerminal } from '../../dist/src/engine/game.js';
import { setupScenario } from '../../dist/src/engine/scenario.js';
import { applyAction, ask, currentPlayer, db, decks, deriveGameSeed, legalActions, newState, observe, resetGame, DEFAULT_OPTIONS } from './common.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;
const BOT = 'python3 bots/random_bot.py';

/** A battle state where P2's back row is still face down (P1's first turn). */
function firstTurnState(): { s: GameState; first: number } {
  for (let g = 0; g < 40; g++) {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, decks[0]!, decks[1]!, deriveGameSeed(9, g));
    const sc = createAgent('scripted');
    while (s.g[G.Decision] !== Decision.Main && currentPlayer(s) >= 0) applyAction(s, ask(sc, s));
    const first = s.g[G.First]!;
    let hidden = false;
    for (let c = 0; c < 30; c++) {
      const i = s.board[c]!;
      if (i >= 0 && s.ctrl[i] !== first && (s.flags[i]! & Flag.Hidden) !== 0) hidden = true;
    }
    if (hidden) return { s, first };
  }
  throw new Error('no position with a hidden back row');
}

describe('observation tensor', () => {
  it('has the documented size and layout', () => {
    expect(TENSOR_SIZE).toBe(G_SIZE + SLOT_COUNT * F_SIZE);
    expect(G_SIZE).toBe(GLOBAL_FEATURES.length);
    expect(F_SIZE).toBe(SLOT_FEATURES.length);
    const doc = fs.readFileSync('docs/bot-protocol.md', 'utf8');
    for (const [name] of [...GLOBAL_FEATURES, ...SLOT_FEATURES]) {
      if (/^decision_\d+$/.test(name)) continue;
      expect(doc, `feature ${name} is documented`).toContain(`\`${name}\``);
    }
    expect(doc).toContain(String(TENSOR_SIZE));
  });

  it('encodes what the seat sees and nothing it cannot see', () => {
    const { s, first } = firstTurnState();
    const v = new GameState(db, DEFAULT_OPTIONS);
    observe(s, first, v);
    const t = new Float32Array(TENSOR_SIZE);
    encodeTensor(v, first, t);
    const f = (name: string) => SLOT_FEATURES.findIndex(([n]) => n === name);
    let hiddenSlots = 0;
    for (let c = 0; c < 30; c++) {
      const i = s.board[c]!;
      const o = G_SIZE + (SLOT_CELLS + c) * F_SIZE;
      if (i < 0) {
        expect(t[o + f('present')]).toBe(0);
        continue;
      }
      expect(t[o + f('present')]).toBe(1);
      if (s.ctrl[i] !== first && (s.flags[i]! & Flag.Hidden) !== 0) {
        hiddenSlots++;
        expect(t[o + f('known')]).toBe(0);
        expect(t[o + f('card')]).toBe(0);
        expect(t[o + f('life')]).toBe(0);
        expect(t[o + f('hidden')]).toBe(1);
      } else {
        expect(t[o + f('known')]).toBe(1);
        expect(t[o + f('card')]).toBe(s.card[i]! + 1);
      }
    }
    expect(hiddenSlots).toBeGreaterThan(0);
    expect(t[Decision.Main]).toBe(1);
    const json = observationJson(v, first) as { opponent: { battlefield: { card: string | null; hidden: boolean }[] } };
    expect(json.opponent.battlefield.some((c) => c.hidden && c.card === null)).toBe(true);
  });

  it('puts battlefield cells in slots 0–29 and flyers in their own auxiliary slots, never in one slot (docs/bot-protocol.md "Slots")', () => {
    const s = new GameState(db, DEFAULT_OPTIONS);
    setupScenario(s, { cards: [{ card: 'Римаанды', seat: 0, at: 'aux' }, { card: 'Кочевник', seat: 0, at: 'C3' }, { card: 'Римаанды', seat: 1, at: 'aux' }, { card: 'Кочевник', seat: 1, at: 'E6' }] });
    const v = new GameState(db, DEFAULT_OPTIONS);
    observe(s, 0, v);
    const t = new Float32Array(TENSOR_SIZE);
    encodeTensor(v, 0, t);
    const present = (slot: number) => t[G_SIZE + slot * F_SIZE + SLOT_FEATURES.findIndex(([n]) => n === 'present')];
    const filled = [];
    for (let k = 0; k < SLOT_COUNT; k++) if (present(k) === 1) filled.push(k);
    // C3 = cell 12, E6 = cell 29, own aux slot 0 = slot 30, the opponent's aux slot 0 = slot 46.
    expect(filled).toEqual([12, 29, 30, 46]);
  });

  it('decision messages carry legal ids, names, the tensor and the mask', () => {
    const { s, first } = firstTurnState();
    const v = new GameState(db, DEFAULT_OPTIONS);
    observe(s, first, v);
    const legal = new Int32Array(128);
    const n = legalActions(s, legal);
    const msg = JSON.parse(decisionMessage(v, first, legal, n, { game: 0, seq: 1, seed: 5n, tensor: 'base64' }));
    expect(msg.legal).toEqual(Array.from(legal.subarray(0, n)));
    expect(msg.legalNames).toHaveLength(n);
    expect(msg.mask).toHaveLength(NUM_ACTIONS);
    expect(msg.mask.reduce((a: number, b: number) => a + b, 0)).toBe(n);
    const raw = Buffer.from(msg.tensor, 'base64');
    expect(raw.length).toBe(4 * TENSOR_SIZE);
    expect(msg.seed).toBe('0000000000000005');
    const asJson = JSON.parse(decisionMessage(v, first, legal, n, { game: 0, seq: 1, seed: null, tensor: 'json' }));
    expect(asJson.tensor).toHaveLength(TENSOR_SIZE);
    expect(asJson.tensor[0]).toBeCloseTo(new Float32Array(raw.buffer, raw.byteOffset, TENSOR_SIZE)[0]!);
  });

  it('parseAnswer accepts a legal action and explains every bad answer', () => {
    const legal = Int32Array.from([3, 7, 9]);
    expect(parseAnswer('{"action": 7}', legal, 3, 'bot', null)).toBe(7);
    expect(parseAnswer('{"action": 9, "note": "x"}', legal, 3, 'bot', null)).toBe(9);
    expect(() => parseAnswer('7', legal, 3, 'bot', 'ab')).toThrow(/no whole-number "action"/);
    expect(() => parseAnswer('{"action": 8}', legal, 3, 'bot', 'ab')).toThrow(/action 8 is not legal; legal: \[3, 7, 9\]/);
    expect(() => parseAnswer('{"action": "7"}', legal, 3, 'bot', null)).toThrow(BotProtocolError);
    expect(() => parseAnswer('nope', legal, 3, 'bot', null)).toThrow(/not JSON/);
  });
});

describe('agent specs', () => {
  it('parses shorthands, external commands and rejects bad parameters', () => {
    expect(parseAgentSpec('mcts:1000').canonical).toBe('mcts:iterations=1000');
    expect(parseAgentSpec('mcts:c=0.5,500').canonical).toBe('mcts:c=0.5,iterations=500');
    expect(parseAgentSpec('external:python3 bots/x.py --a=1,b').params).toEqual({ cmd: 'python3 bots/x.py --a=1,b' });
    expect(parseAgentSpec('external:cmd=./bot').params.cmd).toBe('./bot');
    expect(() => createAgent('mcts:rollout=smart')).toThrow(/rollout=smart/);
    expect(() => createAgent('mcts:iterations=0')).toThrow(/iterations/);
    expect(() => createAgent('scripted:fast=maybe')).toThrow(/fast/);
    expect(() => parseAgentSpec('external:')).toThrow(/needs a command/);
    expect(createAgent('cheat:10').name).toBe('cheat');
    expect(createAgent('cheat:10').needsObservation).toBe(false);
  });
});

describe.skipIf(!hasPython)('sample Python bot', () => {
  it('plays whole games as external:CMD, and tells the bot the results', () => {
    const bot = createExternalAgent(BOT);
    const s = newState(db, DEFAULT_OPTIONS);
    try {
      for (let g = 0; g < 2; g++) {
        const seed = deriveGameSeed(3, g);
        const agents = g === 0 ? ([bot, createAgent('random')] as const) : ([createAgent('random'), bot] as const);
        bot.beginGame(seed, g);
        new Match(s, agents).play(decks[0]!, decks[1]!, seed);
        bot.endGame(s, g);
        expect(isTerminal(s)).toBe(true);
      }
    } finally {
      bot.close();
    }
  });

  it('a bad answer is a BotProtocolError naming the seed, and the next game goes on', () => {
    const bot = createExternalAgent(`${BOT} --illegal`);
    const s = newState(db, DEFAULT_OPTIONS);
    const seed = deriveGameSeed(3, 7);
    bot.beginGame(seed, 0);
    let err: unknown = null;
    try {
      new Match(s, [bot, createAgent('random')]).play(decks[0]!, decks[1]!, seed);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(BotProtocolError);
    expect((err as Error).message).toContain(seed.toString(16).padStart(16, '0'));
    expect((err as Error).message).toMatch(/action 100000 is not legal/);
    // The bot is still up and answers properly after its one bad answer.
    bot.beginGame(deriveGameSeed(3, 8), 0);
    new Match(s, [bot, createAgent('random')]).play(decks[0]!, decks[1]!, deriveGameSeed(3, 8));
    expect(isTerminal(s)).toBe(true);
    bot.close();
  });

  it('garbage, unrequested output, a dead bot and a silent bot are BotProtocolErrors', () => {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, decks[0]!, decks[1]!, deriveGameSeed(3, 9));
    const cases: [string, RegExp, number?][] = [
      [`${BOT} --garbage`, /not JSON/],
      // An unrequested line is reported as such, or taken as the (non-JSON) answer if it races the decision.
      [`${BOT} --chatty`, /a line nobody asked for|not JSON/],
      ['python3 -c "import sys; sys.exit(4)"', /exited \(code 4\)/],
      ['python3 -c "import time; time.sleep(30)"', /no answer within 300 ms/, 300],
      ['/nonexistent/bot-binary', /exited \(code 127\)|cannot start/],
    ];
    for (const [cmd, re, timeoutMs] of cases) {
      const bot = createExternalAgent(cmd, timeoutMs ? { timeoutMs } : {});
      expect(() => ask(bot, s), cmd).toThrow(re);
      bot.close();
    }
  });

  it('runs the simulator itself through serve-bot (bot → berserk serve-bot)', () => {
    const r = spawnSync(
      'python3',
      ['bots/random_bot.py', '--summary', '--spawn', process.execPath, 'dist/src/cli/serve-bot.js', '--deck1', 'decks/steppe.json', '--deck2', 'decks/forest.json', '--games', '3', '--opponent', 'scripted', '--seed', '4'],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toMatch(/serve-bot: 3 games: \d+ won, \d+ lost, \d+ drawn, \d+ at the limit, 0 errors/);
    expect(r.stderr).toMatch(/random_bot: 3 games/);
    expect(r.status).toBe(0);
  });
});

describe('serve-bot', () => {
  it('records an illegal answer as an error game and goes on; ends cleanly at the last game', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const setup = prepareServeBot({ deck1: 'decks/steppe.json', deck2: 'decks/forest.json', seat: '1', opponent: 'random', games: 2, seed: 1n, tensor: 'none' });
    // A bot in JS: the first answer is illegal, then it plays the first legal action.
    let answered = 0;
    const msgs: { type: string; result?: string; legal?: number[] }[] = [];
    let buf = '';
    output.on('data', (chunk: Buffer) => {
      buf += chunk.toString('utf8');
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const m = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        msgs.push(m);
        if (m.type === 'decision') input.write(JSON.stringify({ action: answered++ === 0 ? -5 : m.legal[0] }) + '\n');
      }
    });
    const sum = await serveBot(setup, input, output, null);
    expect(sum.games).toBe(2);
    expect(sum.errors).toBe(1);
    expect(sum.truncated).toBe(false);
    expect(msgs[0]!.type).toBe('hello');
    expect(msgs.some((m) => m.type === 'error')).toBe(true);
    expect(msgs.filter((m) => m.type === 'game_over').map((m) => m.result)[0]).toBe('error');
    expect(msgs.at(-1)!.type).toBe('bye');
  });

  it('rejects bad flags before serving', () => {
    const base = { deck1: 'decks/steppe.json', deck2: 'decks/forest.json', opponent: 'random', games: 1, seed: 1n, tensor: 'base64' };
    expect(() => prepareServeBot({ ...base, seat: '3' })).toThrow(/--seat/);
    expect(() => prepareServeBot({ ...base, seat: '1', tensor: 'xml' })).toThrow(/--tensor/);
    expect(() => prepareServeBot({ ...base, seat: '1', opponent: 'nobody' })).toThrow(/--opponent/);
  });
});
