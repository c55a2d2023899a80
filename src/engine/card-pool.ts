/**
 * The bundled card pool. `cardDb()` compiles it once per process (or worker) and caches it.
 */
import { compileCardDb } from './compile/compile.js';
import { type CardDb } from './core/card-db.js';
import { SET1 } from './cards/set1/printed.js';
import { mergeSet1 } from './cards/set1/index.js';
import type { CardDef } from './vocab/card.js';

/** Every bundled card definition, text features included; card index = position (set 1: number − 1). */
export const ALL_CARDS: readonly CardDef[] = mergeSet1(SET1);

let cached: CardDb | null = null;
export function cardDb(): CardDb {
  if (!cached) cached = compileCardDb(ALL_CARDS);
  return cached;
}
