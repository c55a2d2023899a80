/**
 * The golden transcripts (test/golden/game-<seed>.txt): fixed deck pairs and run seeds, random
 * agents, action lines on. Each file equals the stdout of
 *   berserk play --deck1 <deck1> --deck2 <deck2> --seed <seed> --actions
 * Shared by scripts/regen-golden.ts (writes them) and test/golden/golden.test.ts (checks them).
 */
import * as path from 'node:path';
import { RandomAgent } from '../src/agents/random.js';
import { cardDb } from '../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../src/engine/core/options.js';
import { deriveGameSeed } from '../src/engine/core/rng.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { playTranscript } from '../src/sim/transcript.js';

export interface GoldenCase {
  seed: number;
  deck1: string;
  deck2: string;
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  { seed: 1, deck1: 'decks/steppe.json', deck2: 'decks/forest.json' },
  { seed: 2, deck1: 'decks/mountain.json', deck2: 'decks/darkness.json' },
  { seed: 3, deck1: 'decks/mixed-steppe-forest.json', deck2: 'decks/swamp.json' },
];

/** Path of a case's transcript, relative to the repository root. */
export function goldenFile(c: GoldenCase): string {
  return `test/golden/game-${c.seed}.txt`;
}

/** The transcript of a case; deck paths are resolved against `repoRoot`. */
export function goldenTranscript(c: GoldenCase, repoRoot: string, seed: number = c.seed): string {
  const defs = cardDb().defs;
  const d0 = loadDeckFile(path.join(repoRoot, c.deck1), defs);
  const d1 = loadDeckFile(path.join(repoRoot, c.deck2), defs);
  return playTranscript({
    deck0: d0.cardIndices,
    deck1: d1.cardIndices,
    deck0Name: d0.name,
    deck1Name: d1.name,
    seed: deriveGameSeed(BigInt(seed), 0),
    agents: [new RandomAgent(), new RandomAgent()],
    options: DEFAULT_OPTIONS,
    actions: true,
  }).text;
}
