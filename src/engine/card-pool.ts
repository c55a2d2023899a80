/**
 * The card pool. `cardDb()` compiles it once per process (or worker) and caches it.
 *
 * The pool is the bundled set 1 (`ALL_CARDS`) unless `useCardPool` installed another list of
 * definitions: set 1 with a designer's card overrides and prototype cards (read and checked outside
 * the engine, sim/card-overrides.ts). It is a process-wide setting, like the cache: a command
 * installs it once, before it builds any game, and each worker thread installs the same list from
 * its run's config.
 *
 * Nothing in the engine reads this module's state to play: a state plays the db of its Game
 * (core/game-value.ts), fixed when the Game is made. `makeGame(cardDb(), opts)` takes the pool of
 * the moment; a Game made before a later `useCardPool` keeps playing its own pool.
 */
import { compileCardDb } from './compile/compile.js';
import { type CardDb } from './core/card-db.js';
import { SET1 } from './cards/set1/printed.js';
import { mergeSet1 } from './cards/set1/index.js';
import type { CardDef } from './vocab/card.js';

/** Every bundled card definition, text features included; card index = position (set 1: number − 1). */
export const ALL_CARDS: readonly CardDef[] = mergeSet1(SET1);

let pool: readonly CardDef[] = ALL_CARDS;
let cached: CardDb | null = null;

/** The compiled database of the current pool. */
export function cardDb(): CardDb {
  if (!cached) cached = compileCardDb(pool);
  return cached;
}

/** The definitions `cardDb()` compiles: `ALL_CARDS`, or the list given to `useCardPool`. */
export function cardPool(): readonly CardDef[] {
  return pool;
}

/**
 * Make `defs` the pool of every later `cardDb()` call (null: the bundled pool again). The list is
 * compiled here, so a definition the compiler refuses throws (and the pool stays as it was).
 * Printed cards keep their indices: extra cards go after them.
 */
export function useCardPool(defs: readonly CardDef[] | null): CardDb {
  const next = defs ?? ALL_CARDS;
  if (next === pool && cached) return cached;
  const db = compileCardDb(next);
  pool = next;
  cached = db;
  return db;
}
