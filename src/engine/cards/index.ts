/**
 * The bundled card pool. `cardDb()` compiles it once per process (or worker) and caches it.
 */
import { compileCardDb, type CardDb } from './db.js';
import { SET1 } from './set1.js';
import { mergeSet1 } from './text/index.js';
import type { CardDef } from './types.js';

/** Every bundled card definition, text features included; card index = position (set 1: number − 1). */
export const ALL_CARDS: readonly CardDef[] = mergeSet1(SET1);

let cached: CardDb | null = null;
export function cardDb(): CardDb {
  if (!cached) cached = compileCardDb(ALL_CARDS);
  return cached;
}
