/**
 * Shared setup of the random-game invariant tests. Imports the compiled engine from dist/ (built
 * by `npm test`), which Node loads natively: see vitest.config.ts.
 */
import { readdirSync } from 'node:fs';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { loadDeckFile } from '../../dist/src/sim/deck-file.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { selfCheck, type SelfCheckStats } from '../../dist/src/sim/selfcheck.js';

export function runRandomGames(from: number, to: number): SelfCheckStats {
  const db = cardDb();
  const decks = readdirSync('decks')
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => loadDeckFile(`decks/${f}`, db.defs).cardIndices);
  return selfCheck({ db, options: DEFAULT_OPTIONS, decks, randomDecksOnOddGames: true, runSeed: 20261129, from, to });
}
