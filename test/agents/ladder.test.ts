/**
 * The paired-match library under `berserk ladder` and `berserk eval` (src/sim/ladder.ts): the
 * results file (`--results`) gets every finished pair as one JSON line, and a run given the file
 * plays only the pairs it does not hold yet, with the same table as an uninterrupted run; mirror
 * decks. The commands themselves: test/cli/eval.test.ts.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { newState, returns } from '../../dist/src/engine/game.js';
import { makeOptions } from '../../dist/src/engine/core/options.js';
import { deriveGameSeed } from '../../dist/src/engine/core/rng.js';
import { G } from '../../dist/src/engine/core/state.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import { describeAgentSpec, pairDecks, readResults, runRung, type LadderOptions } from '../../dist/src/sim/ladder.js';
import { Match } from '../../dist/src/sim/play.js';

const deckFiles = ['decks/steppe.json', 'decks/forest.json', 'decks/mountain.json'].map((f) => path.resolve(f));

function opts(resultsFile?: string, mirror = false): LadderOptions {
  return { rungs: [], threads: 1, runSeed: 99n, deckFiles, maxTurns: 60, mirror, ...(resultsFile ? { resultsFile } : {}) };
}

describe('ladder results file', () => {
  it('a stopped run resumes from its results file and reports the same table', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-'));
    const file = path.join(dir, 'pairs.jsonl');
    const full = await runRung({ a: 'random', b: 'scripted', pairs: 4 }, opts());
    // A run of 2 pairs, "stopped", then the full command again on the same file.
    await runRung({ a: 'random', b: 'scripted', pairs: 2 }, opts(file));
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    fs.appendFileSync(file, '{"a":"random","b":"scr'); // a line cut short by a kill
    const resumed = await runRung({ a: 'random', b: 'scripted', pairs: 4 }, opts(file));
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('{') && l.endsWith('}'));
    expect(lines).toHaveLength(4);
    const strip = (r: typeof full) => ({ ...r, seconds: 0 });
    expect(strip(resumed)).toEqual(strip(full));
    // Nothing left to play: the table comes from the file alone.
    const again = await runRung({ a: 'random', b: 'scripted', pairs: 4 }, opts(file));
    expect(strip(again)).toEqual(strip(full));
    // Another rung, seed or turn cap does not pick these lines up.
    expect(readResults(file, 'random', 'scripted', '99', 60, deckFiles.map((f) => path.basename(f))).size).toBe(4);
    expect(readResults(file, 'random', 'scripted', '98', 60, deckFiles.map((f) => path.basename(f))).size).toBe(0);
    expect(readResults(file, 'random', 'scripted', '99', 100, deckFiles.map((f) => path.basename(f))).size).toBe(0);
    expect(readResults(file, 'scripted', 'random', '99', 60, deckFiles.map((f) => path.basename(f))).size).toBe(0);
    fs.rmSync(dir, { recursive: true });
  }, 60_000);

  it('prints search agents with their resolved defaults', () => {
    const d = describeAgentSpec('mcts:1000');
    expect(d).toMatch(/^mcts:1000 = mcts\(iterations=1000, c=/);
    expect(d).toContain('horizon=');
    expect(describeAgentSpec('random')).toBe('random');
  });
});

describe('ladder mirror decks (--mirror)', () => {
  it('pair i plays deck i mod D in both seats; without --mirror the two decks differ', () => {
    for (let i = 0; i < 21; i++) {
      expect(pairDecks(i, 7, true)).toEqual([i % 7, i % 7]);
      const [x, y] = pairDecks(i, 7);
      expect(x).toBe(i % 7);
      expect(y).not.toBe(x);
    }
  });

  it('a mirror rung plays the mirror games, seats swapped, and keeps its pairs apart in a results file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-mirror-'));
    const file = path.join(dir, 'pairs.jsonl');
    const a = 'random';
    const b = 'scripted';
    const r = await runRung({ a, b, pairs: 4 }, opts(file, true));
    expect(r.games).toBe(8);
    // The same games played directly: deck i mod 3 in both seats, B in seat 1 then in seat 0.
    const db = cardDb();
    const decks = deckFiles.map((f) => loadDeckFile(f, db.defs).cardIndices);
    const s = newState(db, makeOptions({ maxTurns: 60 }));
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { index: number; scores: number[]; turns: number; mirror?: boolean; deckPair: number[] });
    expect(lines).toHaveLength(4);
    let sameDecksDiffer = 0;
    for (const line of lines) {
      const i = line.index;
      expect(line.mirror).toBe(true);
      expect(line.deckPair).toEqual([i % 3, i % 3]);
      const seed = deriveGameSeed(99n, i);
      let turns = 0;
      const scores: number[] = [];
      for (const bSeat of [1, 0]) {
        const agA = createAgent(a);
        const agB = createAgent(b);
        new Match(s, bSeat === 1 ? [agA, agB] : [agB, agA]).play(decks[i % 3]!, decks[i % 3]!, seed);
        scores.push((returns(s, bSeat) + 1) / 2);
        turns += s.g[G.Turn]!;
      }
      expect(line.scores).toEqual(scores);
      expect(line.turns).toBe(turns);
      // The paired-deck pair of the same index is another game.
      const [x, y] = pairDecks(i, 3);
      new Match(s, [createAgent(a), createAgent(b)]).play(decks[x]!, decks[y]!, seed);
      if (s.g[G.Turn]! * 2 !== turns) sameDecksDiffer++;
    }
    expect(sameDecksDiffer).toBeGreaterThan(0);
    const names = deckFiles.map((f) => path.basename(f));
    expect(readResults(file, a, b, '99', 60, names, true).size).toBe(4);
    expect(readResults(file, a, b, '99', 60, names, false).size).toBe(0);
    // A paired-deck run on the same file plays its own pairs and leaves the mirror lines alone.
    await runRung({ a, b, pairs: 2 }, opts(file, false));
    expect(readResults(file, a, b, '99', 60, names, false).size).toBe(2);
    expect(readResults(file, a, b, '99', 60, names, true).size).toBe(4);
    fs.rmSync(dir, { recursive: true });
  }, 60_000);
});
