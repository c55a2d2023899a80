import { cardDb } from '../src/engine/cards/index.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { newState, legalActions, applyAction, currentPlayer, resetGame } from '../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../src/engine/options.js';
import { deriveGameSeed, nextInt } from '../src/engine/rng.js';
import { G } from '../src/engine/state.js';
const db = cardDb();
const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;
const s = newState(db, DEFAULT_OPTIONS);
const cnt = new Float64Array(10); const nsum = new Float64Array(10);
const buf = new Int32Array(128);
for (let i = 0; i < 500; i++) { resetGame(s, d0, d1, deriveGameSeed(1, i));
  while (currentPlayer(s) >= 0) { const d = s.g[G.Decision]!; const n = legalActions(s, buf); cnt[d]!++; nsum[d]! += n; applyAction(s, buf[nextInt(s.rng, 2 + currentPlayer(s), n)]!); } }
console.log([...cnt].map((c, i) => `${i}: ${(c/500).toFixed(1)} avg n ${(nsum[i]!/c).toFixed(1)}`).join('\n'));
