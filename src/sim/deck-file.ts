/**
 * Deck files: reading `decks/*.json` from disk. The shape is checked here with zod, the deck rules
 * by `validateDeck` (engine/deck.ts). Every failure is a `DeckError` naming the file and the field.
 *
 * File format:
 *   { "name": "Степи — орочья орда",
 *     "cards": [ { "card": "s1_13", "count": 3, "note": "Орк" }, ... ] }
 * `card` is any reference `resolveCardRef` accepts (id, `s1:13`, or the Russian name); `note` is
 * free text for human readers and is ignored.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { z } from 'zod';
import type { CardDef } from '../engine/vocab/card.js';
import { DeckError, resolveCardRef, validateDeck, type Deck, type DeckSpec } from '../engine/core/deck.js';
import { cardSuggestion } from './card-suggest.js';
import { MAX_TEXT_BYTES, TextFileError, errnoText, parseJsonText, readTextFile } from './text-file.js';

/** A deck file is read only up to this size (a real one is a few KiB). */
export const MAX_DECK_FILE_BYTES = MAX_TEXT_BYTES;

const WHOLE_COUNT = 'expected a whole number ≥ 1';

/** `missing` when the field is absent, `otherwise` when it has the wrong type. */
function missingOr(otherwise: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : otherwise);
}

const deckEntrySchema = z.strictObject({
  card: z.string({ error: missingOr('expected a card reference (a string)') }),
  count: z.int({ error: missingOr(WHOLE_COUNT) }).min(1, { error: WHOLE_COUNT }),
  note: z.string({ error: 'expected a string' }).optional(),
});

const deckFileSchema = z.strictObject(
  {
    name: z.string({ error: missingOr('expected a string') }).trim().min(1, { error: 'expected a non-empty name' }),
    cards: z.array(deckEntrySchema, { error: missingOr('expected an array of { "card", "count" } entries') }),
  },
  { error: 'expected an object { "name", "cards" }' },
);

/** `["cards", 3, "count"]` → `cards[3].count`; the empty path is the whole document. */
function fieldPath(segments: readonly PropertyKey[]): string {
  if (segments.length === 0) return '(root)';
  return segments
    .map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : `${i === 0 ? '' : '.'}${String(segment)}`))
    .join('');
}

/** The path as the user knows it: relative to the working directory when inside it, else as given. */
function displayPath(filePath: string): string {
  const relative = path.relative(process.cwd(), filePath);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : filePath;
}

/** Shape check: throws a `DeckError` for the first problem zod finds. */
function parseDeckSpec(data: unknown, file: string): DeckSpec {
  const result = deckFileSchema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0]!;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  if (first.code === 'unrecognized_keys') {
    const key = first.keys[0] ?? '?';
    throw new DeckError(file, fieldPath([...first.path, key]), `unknown field${more}`);
  }
  throw new DeckError(file, fieldPath(first.path), `${first.message}${more}`);
}

/**
 * Reads, shape-checks and validates one deck file against `defs`. Throws `DeckError`:
 * `FILE: cannot read: …` (missing, not a regular file, too large), `FILE: the file is UTF-16 …`,
 * `FILE: invalid JSON at line L, column C: …`, `FILE: FIELD: problem`.
 */
export function loadDeckFile(filePath: string, defs: readonly CardDef[]): Deck {
  const file = displayPath(filePath);
  let data: unknown;
  try {
    data = parseJsonText(readTextFile(filePath, MAX_DECK_FILE_BYTES));
  } catch (err) {
    if (err instanceof TextFileError) throw new DeckError(file, '', err.message);
    throw err;
  }
  const spec = parseDeckSpec(data, file);
  checkCardRefs(defs, spec, file);
  return validateDeck(defs, spec, file);
}

/** An unknown card reference is named with the nearest card (the engine's own message has no suggestion). */
function checkCardRefs(defs: readonly CardDef[], spec: DeckSpec, file: string): void {
  spec.cards.forEach((entry, i) => {
    if (resolveCardRef(defs, entry.card) >= 0) return;
    // A prototype card exists only with the override file that defines it (sim/card-overrides.ts).
    const proto = entry.card.trim().toLowerCase().startsWith('proto:') ? ' (a prototype card: give the override file that defines it, --cards FILE)' : '';
    throw new DeckError(file, `cards[${i}].card`, `unknown card ${JSON.stringify(entry.card)}${proto || cardSuggestion(defs, entry.card)}`);
  });
}

/**
 * Loads every `*.json` file directly inside `dir`, sorted by file name. Throws `DeckError` on the
 * first file that fails (and `cannot read` if the folder itself cannot be listed).
 */
export function loadDeckDir(dir: string, defs: readonly CardDef[]): { path: string; deck: Deck }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (err) {
    throw new DeckError(displayPath(dir), '', `cannot read: ${errnoText(err)}`);
  }
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => {
    const filePath = path.join(dir, name);
    return { path: filePath, deck: loadDeckFile(filePath, defs) };
  });
}
