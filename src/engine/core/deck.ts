/**
 * Deck construction rules (digest §1.4): which card lists are legal constructed decks.
 *
 * Pure: no I/O. `src/sim/deck-file.ts` reads and shape-checks the JSON, then calls `validateDeck`.
 * A `Deck` refers to cards by card index, i.e. the position in the `CardDef` list it was validated
 * against (for SET1, index = collector number − 1).
 */
import type { CardDef } from '../vocab/card.js';

/** A constructed deck holds 30–50 cards (digest §1.4). */
export const DECK_MIN_CARDS = 30;
export const DECK_MAX_CARDS = 50;

/** A deck as written in `decks/*.json`, after its shape was checked. `note` is for human readers only. */
export interface DeckSpec {
  name: string;
  cards: { card: string; count: number; note?: string }[];
}

/** A legal deck. */
export interface Deck {
  name: string;
  /** The expanded list: one entry per copy, in spec order, each an index into the card list. */
  cardIndices: Int16Array;
}

/**
 * A deck that cannot be read or is not legal. The message is `file: field: problem`, or
 * `file: problem` when the problem concerns the whole file (unreadable, invalid JSON).
 */
export class DeckError extends Error {
  /** The deck's file or other source label, as given by the caller. */
  readonly file: string;
  /** Path of the offending field, e.g. `cards[3].count`; empty when the whole file is at fault. */
  readonly field: string;

  constructor(file: string, field: string, problem: string) {
    super(field === '' ? `${file}: ${problem}` : `${file}: ${field}: ${problem}`);
    this.name = 'DeckError';
    this.file = file;
    this.field = field;
  }
}

/**
 * How many copies of this card a constructed deck may hold. Cards with Орда (Horde) allow 5
 * (digest §1.4), but no set-1 card has it and `CardDef` has no horde flag yet; add one here when a
 * later set needs it.
 */
export function maxCopies(_def: CardDef): number {
  return 3;
}

/** Folds the spellings the sources disagree on: case, ё/е and the two apostrophes. */
function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/ё/g, 'е').replace(/’/g, "'");
}

/** Lookup tables per card list, built once. Keys: ids (`s1_13`) and normalized names. */
const refIndexCache = new WeakMap<readonly CardDef[], Map<string, number>>();

function refIndex(defs: readonly CardDef[]): Map<string, number> {
  const cached = refIndexCache.get(defs);
  if (cached !== undefined) return cached;
  const index = new Map<string, number>();
  defs.forEach((def, i) => {
    index.set(def.id.toLowerCase(), i);
    // Ids never collide with names (they contain '_'); the first card of a shared name wins.
    const key = normalizeName(def.name);
    if (!index.has(key)) index.set(key, i);
  });
  refIndexCache.set(defs, index);
  return index;
}

/**
 * Resolves a card reference to a card index in `defs`, or -1 if nothing matches.
 * Accepted forms: the id (`s1_13`), `set:number` (`s1:13`), or the Russian name compared without
 * case and with ё = е and ’ = '. If two cards share a name, the first in `defs` is returned.
 */
export function resolveCardRef(defs: readonly CardDef[], ref: string): number {
  const trimmed = ref.trim();
  const setNumber = /^([a-z0-9]+):(\d+)$/i.exec(trimmed);
  const key = setNumber !== null ? `${setNumber[1]}_${Number(setNumber[2])}`.toLowerCase() : normalizeName(trimmed);
  return refIndex(defs).get(key) ?? -1;
}

/**
 * Checks a deck spec against the construction rules and expands it into a `Deck`.
 * Rules: every reference names a known card; each count is a whole number ≥ 1; at most
 * `maxCopies` copies of any name, summed over all entries with that name; 30–50 cards in total.
 * `source` labels the deck in error messages (usually its file path). Throws `DeckError`.
 */
export function validateDeck(defs: readonly CardDef[], spec: DeckSpec, source: string): Deck {
  const copiesByName = new Map<string, number>();
  const indices: number[] = [];
  spec.cards.forEach((entry, i) => {
    const index = resolveCardRef(defs, entry.card);
    if (index < 0) throw new DeckError(source, `cards[${i}].card`, `unknown card ${JSON.stringify(entry.card)}`);
    if (!Number.isInteger(entry.count) || entry.count < 1) {
      throw new DeckError(source, `cards[${i}].count`, `expected a whole number ≥ 1, got ${JSON.stringify(entry.count)}`);
    }
    const def = defs[index]!;
    const nameKey = normalizeName(def.name);
    const copies = (copiesByName.get(nameKey) ?? 0) + entry.count;
    const allowed = maxCopies(def);
    if (copies > allowed) {
      const acrossEntries = copies > entry.count ? ' in total over several entries' : '';
      throw new DeckError(
        source,
        `cards[${i}].count`,
        `${copies} copies of «${def.name}» (${def.id})${acrossEntries}; at most ${allowed} allowed`,
      );
    }
    copiesByName.set(nameKey, copies);
    for (let copy = 0; copy < entry.count; copy++) indices.push(index);
  });
  if (indices.length < DECK_MIN_CARDS || indices.length > DECK_MAX_CARDS) {
    throw new DeckError(
      source,
      'cards',
      `${indices.length} cards; a deck holds ${DECK_MIN_CARDS}–${DECK_MAX_CARDS}`,
    );
  }
  return { name: spec.name, cardIndices: Int16Array.from(indices) };
}
