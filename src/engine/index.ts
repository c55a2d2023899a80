/**
 * The engine's face: what code outside src/engine needs to play, observe and describe games, in one
 * import. The entry point is a Game (core/game-value.ts) and its states:
 * `const game = makeGame(cardDb(), makeOptions({ … })); const s = newState(game); resetGame(s, d0, d1, seed)`.
 * The public API files (game.ts, observe.ts, describe.ts, random-action.ts, scenario.ts,
 * invariants.ts, card-pool.ts) and the kernel types in core/ (state, enums, action, rng, options)
 * may also be imported directly; mechanics/, compile/ and cards/ may not (docs/architecture.md, R5).
 */
export { makeGame, type Game } from './core/game-value.js';
export { newState, resetGame, legalActions, applyAction, isLegalAction, currentPlayer, isTerminal, returns, pendingDecision } from './game.js';
export { observe } from './observe.js';
export { actionToString } from './describe.js';
export { randomLegalAction } from './random-action.js';
export { setupScenario, resolveScenarioCard, type Scenario, type ScenarioCard } from './scenario.js';
export { checkInvariants } from './invariants.js';
export { ALL_CARDS, cardDb, cardPool, useCardPool } from './card-pool.js';
export { DEFAULT_OPTIONS, makeOptions, type EngineOptions } from './core/options.js';
export { GameState, cloneState, copyInto, stateHash } from './core/state.js';
export type { CardDb } from './core/card-db.js';
export { compileCardDb } from './compile/compile.js';
export type { CardDef } from './vocab/card.js';
