/**
 * The Game value (OpenSpiel's game/state split): what every state of one kind of game shares, as one
 * frozen value, `Game = { db, opts, hooks, layout }`.
 *
 * - `db`: the compiled card pool (card-db.ts), read-only tables, built once by `compileCardDb`.
 * - `opts`: the rule options (options.ts), frozen.
 * - `hooks`: the mechanics the core calls at its hook points (hooks.ts), as composed for this game.
 * - `layout`: the regions of a state's buffer (state.ts `LAYOUT`); a state is built from its game's.
 *
 * Contract. A Game is immutable and holds everything a state reads besides its own buffer: a state
 * takes `db`, `opts` and `hooks` from its game when it is built (`newState(game)`, game.ts) and reads
 * them as `s.db`, `s.opts`, `s.hooks` (one load each, as before the Game existed). The engine reads no
 * module-level setting to play: the bundled pool of card-pool.ts (`cardDb()`, `useCardPool`) is a
 * convenience for callers that want one pool per process, never consulted by the core. So Games of
 * different pools (printed cards only, set 1 with its text, a designer's override file, a test pool)
 * and of different options play side by side in one process and one thread, each game as it would
 * alone (test/engine/game-value.test.ts). Many Games may share one `db` (compiling is the expensive
 * part; options are not in the db).
 */
import type { CardDb } from './card-db.js';
import type { Hooks } from './hooks.js';
import { DEFAULT_OPTIONS, type EngineOptions } from './options.js';
import { LAYOUT, type StateLayout } from './state.js';

export interface Game {
  readonly db: CardDb;
  readonly opts: EngineOptions;
  readonly hooks: Hooks;
  readonly layout: StateLayout;
}

/**
 * The Game of `db` under `opts`. `hooks` defaults to the composition the compiler recorded with the
 * pool (`db.hooks`, mechanics/index.ts); another object of the same shape gives a Game whose core
 * calls that one instead (a test's instrumented hooks) without touching other Games of the same db.
 * Options that are not frozen are copied and frozen (`makeOptions` and `DEFAULT_OPTIONS` already are).
 */
export function makeGame(db: CardDb, opts: EngineOptions = DEFAULT_OPTIONS, hooks: Hooks = db.hooks): Game {
  const o = Object.isFrozen(opts) ? opts : Object.freeze({ ...opts });
  return Object.freeze({ db, opts: o, hooks, layout: LAYOUT });
}
