/**
 * Golden transcripts: three fixed games (scripts/golden-cases.ts) replayed in-process and compared
 * byte for byte with the checked-in test/golden/game-<seed>.txt. A difference means the engine's
 * behaviour or its log text changed; if that is intended, run `npm run golden:update` and review
 * the diff.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GOLDEN_CASES, goldenFile, goldenTranscript } from '../../scripts/golden-cases.js';
import { RandomAgent } from '../../src/agents/random.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { EndReason } from '../../src/engine/core/enums.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { deriveGameSeed } from '../../src/engine/core/rng.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { playTranscript } from '../../src/sim/transcript.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const RESULT_LINE = /^result: winner=(1|2|draw) turns=\d+$/;

/** Line number and both lines of the first difference, for a readable failure. */
function firstDifference(expected: string, actual: string): string {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let k = 0; k < Math.max(e.length, a.length); k++) {
    if (e[k] !== a[k]) return `first difference at line ${k + 1}:\n  expected: ${e[k] ?? '(end of file)'}\n  actual:   ${a[k] ?? '(end of file)'}`;
  }
  return 'no line differs (line endings?)';
}

describe('golden transcripts', () => {
  for (const c of GOLDEN_CASES) {
    it(`${goldenFile(c)} (${path.basename(c.deck1)} vs ${path.basename(c.deck2)}, seed ${c.seed})`, () => {
      const file = path.join(repoRoot, goldenFile(c));
      if (!fs.existsSync(file)) throw new Error(`${goldenFile(c)} is missing: run \`npm run golden:update\``);
      const expected = fs.readFileSync(file, 'utf8');
      const actual = goldenTranscript(c, repoRoot);
      if (actual !== expected) {
        throw new Error(
          `${goldenFile(c)} no longer matches the engine: ${firstDifference(expected, actual)}\n` +
            'If this change of behaviour or log text is intended, run `npm run golden:update` and review the diff.',
        );
      }
      const lines = actual.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^seed: [0-9a-f]{16}$/);
      expect(lines.at(-1)).toMatch(RESULT_LINE);
    });
  }

  it('the same seed gives identical text; another seed gives different text', () => {
    const c = GOLDEN_CASES[0]!;
    const a = goldenTranscript(c, repoRoot);
    expect(goldenTranscript(c, repoRoot)).toBe(a);
    expect(goldenTranscript(c, repoRoot, c.seed + 1000)).not.toBe(a);
  });
});

describe('playTranscript', () => {
  const defs = cardDb().defs;
  const d0 = loadDeckFile(path.join(repoRoot, 'decks/steppe.json'), defs);
  const d1 = loadDeckFile(path.join(repoRoot, 'decks/forest.json'), defs);
  const base = {
    deck0: d0.cardIndices,
    deck1: d1.cardIndices,
    deck0Name: d0.name,
    deck1Name: d1.name,
    agents: [new RandomAgent(), new RandomAgent()] as const,
  };

  it('plays the same game with and without the log sink', () => {
    for (let i = 0; i < 20; i++) {
      const seed = deriveGameSeed(77n, i);
      const full = playTranscript({ ...base, seed, actions: true });
      const bare = playTranscript({ ...base, seed, body: false });
      const fullLines = full.text.trimEnd().split('\n');
      const bareLines = bare.text.trimEnd().split('\n');
      expect(bareLines.slice(0, 3)).toEqual(fullLines.slice(0, 3));
      expect(bareLines.slice(3)).toEqual(fullLines.filter((l) => l.startsWith('end: ') || l.startsWith('result: ')));
      expect([bare.winner, bare.turns, bare.endReason]).toEqual([full.winner, full.turns, full.endReason]);
    }
  });

  it('ends a capped game with `end: limit` and a draw', () => {
    const t = playTranscript({ ...base, seed: deriveGameSeed(1n, 0), options: makeOptions({ maxTurns: 4 }) });
    const lines = t.text.trimEnd().split('\n');
    expect(lines.slice(-2)).toEqual(['end: limit', 'result: winner=draw turns=4']);
    expect(t.endReason).toBe(EndReason.Limit);
    expect(t.winner).toBe(-1);
    expect(t.turns).toBe(4);
  });

  it('ends every game, won, drawn or capped, with `end: <reason>` and then the result line', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const t = playTranscript({ ...base, seed: deriveGameSeed(5n, i), body: false, options: makeOptions({ maxTurns: 30 }) });
      const lines = t.text.trimEnd().split('\n');
      const want = t.endReason === EndReason.Win ? 'win' : t.endReason === EndReason.Draw ? 'draw' : 'limit';
      expect(lines.slice(3)).toEqual([`end: ${want}`, t.endReason === EndReason.Win ? `result: winner=${t.winner + 1} turns=${t.turns}` : `result: winner=draw turns=${t.turns}`]);
      seen.add(want);
    }
    // The sample holds both a won and a capped game.
    expect(seen.has('win') && seen.has('limit')).toBe(true);
  });

  it('reports the winner as seat number + 1', () => {
    const t = playTranscript({ ...base, seed: deriveGameSeed(1n, 0) });
    const last = t.text.trimEnd().split('\n').at(-1)!;
    expect(last).toMatch(RESULT_LINE);
    expect(last).toBe(t.endReason === EndReason.Win ? `result: winner=${t.winner + 1} turns=${t.turns}` : `result: winner=draw turns=${t.turns}`);
  });
});
