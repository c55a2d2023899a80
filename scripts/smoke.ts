import { cardDb } from '../src/engine/cards/index.js';
import { loadDeckFile } from '../src/sim/deck-file.js';
import { newState } from '../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../src/engine/options.js';
import { Match } from '../src/sim/play.js';
import { RandomAgent } from '../src/agents/random.js';
import { deriveGameSeed } from '../src/engine/rng.js';
import { G } from '../src/engine/state.js';
const db = cardDb();
const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;
const s = newState(db, DEFAULT_OPTIONS);
const m = new Match(s, [new RandomAgent(), new RandomAgent()]);
if (process.argv[2] === 'log') { s.log = []; m.play(d0, d1, deriveGameSeed(1, 0)); console.log(s.log.join('\n')); process.exit(0); }
const N = Number(process.argv[3] ?? 2000); let acts = 0; const reasons = [0,0,0,0]; let turns = 0;
const t0 = performance.now();
for (let i = 0; i < N; i++) { acts += m.play(d0, d1, deriveGameSeed(1, i)); reasons[s.g[G.EndReason]!]!++; turns += s.g[G.Turn]!; }
const dt = performance.now() - t0;
console.log({ gamesPerSec: N / dt * 1000, actsPerGame: acts / N, turnsPerGame: turns / N, reasons, actsPerSec: acts / dt * 1000 });
