/**
 * One-off generator: turns the shared card facts (`shared/cards/set1.json`) into
 * `src/engine/cards/set1/printed.ts`, our own `CardDef` data, checked in.
 *
 * Usage, from the repo root:
 *   npx tsc -p tsconfig.json && node dist/scripts/import-cards.js [path/to/set1.json]
 * The source defaults to `../shared/cards/set1.json`; the output is always `src/engine/cards/set1/printed.ts`.
 *
 * What is carried over: the stat fields of `CardDef`, the icon column, and whether the card has ability
 * text. What is NOT: the ability text itself, rulings and tags (publisher's text; the card-pool work
 * writes abilities as our own data). The output is deterministic, so re-running it on the same source
 * gives a byte-identical file.
 *
 * The importer is strict: any record that does not fit `CardDef` (unknown element, type or icon,
 * wrong number order, missing stat) stops it with the card id in the message.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const DEFAULT_SOURCE = '../shared/cards/set1.json';
const OUTPUT = 'src/engine/cards/set1/printed.ts';
/** Present only in the repo root: used to check the working directory. */
const ROOT_MARKER = 'src/engine/vocab/card.ts';

const ELEMENTS = new Set(['steppe', 'mountain', 'forest', 'swamp', 'darkness', 'neutral']);
const CARD_TYPES = new Set(['creature', 'flyer']);
/** Icon keys with a numeric value, in the order they are written out (mirrors `Icons` in types.ts). */
const NUMERIC_ICONS = ['ova', 'ovz', 'armor', 'regen'] as const;
/** Icon keys that are plain flags, in output order. */
const FLAG_ICONS = ['direct', 'zoo', 'zot', 'zov', 'zom', 'zoz', 'zor', 'zoal'] as const;
/**
 * Emitted for a numeric icon whose value no source gives (`null` in the source). 1 is the smallest
 * value the icon can meaningfully carry; every such case is listed in UNCERTAIN_STATS.
 */
const UNKNOWN_ICON_PLACEHOLDER = 1;

/**
 * Card `notes` that were read and concern only the ability text (vanilla cards, suspicious text
 * tokens), keyed by card id. Every other note is treated as a stat/icon doubt and lands in
 * UNCERTAIN_STATS, so a new note in a re-import is never silently dropped.
 */
const TEXT_ONLY_NOTES = new Set(['s1_1', 's1_45', 's1_117', 's1_118', 's1_128']);

/** The subset of a source record the importer reads (cards/README §1). */
interface SourceCard {
  set: string;
  number: number;
  id: string;
  name: string;
  element: string;
  cost: number;
  elite: boolean;
  unique: boolean;
  type: string;
  classes: string[];
  life: number | null;
  move: number | null;
  strike: number[] | null;
  icons: Record<string, number | boolean | null>;
  text: string;
  notes?: string[];
}

interface UncertainStat {
  id: string;
  field: string;
  note: string;
}

function fail(cardId: string, problem: string): never {
  throw new Error(`${cardId}: ${problem}`);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Checks one record against what `CardDef` can express; throws naming the card. */
function checkRecord(card: SourceCard, expectedNumber: number): void {
  const id = typeof card.id === 'string' ? card.id : `#${expectedNumber}`;
  if (card.number !== expectedNumber) fail(id, `number ${card.number}, expected ${expectedNumber} (file must be ordered 1..N)`);
  if (card.id !== `${card.set}_${card.number}`) fail(id, `id does not match set "${card.set}" and number ${card.number}`);
  if (typeof card.name !== 'string' || card.name.trim() === '') fail(id, 'missing name');
  if (!ELEMENTS.has(card.element)) fail(id, `unknown element ${JSON.stringify(card.element)}`);
  if (!CARD_TYPES.has(card.type)) fail(id, `card type ${JSON.stringify(card.type)} is not supported by CardDef`);
  if (!isWholeNumber(card.cost)) fail(id, 'cost is not a whole number');
  if (typeof card.elite !== 'boolean' || typeof card.unique !== 'boolean') fail(id, 'elite/unique are not booleans');
  if (!Array.isArray(card.classes) || !card.classes.every((c) => typeof c === 'string')) fail(id, 'classes is not a string list');
  if (!isWholeNumber(card.life)) fail(id, 'life is not a whole number');
  if (card.type === 'flyer' ? card.move !== null : !isWholeNumber(card.move)) {
    fail(id, `move ${JSON.stringify(card.move)} does not fit type ${card.type}`);
  }
  if (!Array.isArray(card.strike) || card.strike.length !== 3 || !card.strike.every(isWholeNumber)) {
    fail(id, 'strike is not three whole numbers');
  }
  if (typeof card.text !== 'string') fail(id, 'text is not a string');
  if (typeof card.icons !== 'object' || card.icons === null || Array.isArray(card.icons)) fail(id, 'icons is not an object');
  const knownIcons = new Set<string>([...NUMERIC_ICONS, ...FLAG_ICONS]);
  for (const [key, value] of Object.entries(card.icons)) {
    if (!knownIcons.has(key)) fail(id, `icon "${key}" is not in CardDef's Icons`);
    const numeric = (NUMERIC_ICONS as readonly string[]).includes(key);
    if (numeric && value !== null && !isWholeNumber(value)) fail(id, `icon ${key} has value ${JSON.stringify(value)}`);
    if (!numeric && value !== true) fail(id, `flag icon ${key} has value ${JSON.stringify(value)}`);
  }
}

/**
 * Icons in a fixed key order, numeric values kept, unknown values replaced by the placeholder and
 * listed in `uncertain`. Card notes quoted there are added to `usedNotes`.
 */
function iconsSource(card: SourceCard, uncertain: UncertainStat[], usedNotes: Set<string>): string {
  const parts: string[] = [];
  for (const key of NUMERIC_ICONS) {
    if (!(key in card.icons)) continue;
    const value = card.icons[key];
    if (value === null) {
      const related = (card.notes ?? []).filter((n) => n.includes(key));
      related.forEach((n) => usedNotes.add(n));
      uncertain.push({
        id: card.id,
        field: `icons.${key}`,
        note:
          `${card.name}: the ${key} icon is printed but no source gives its value; ` +
          `emitted as ${key}: ${UNKNOWN_ICON_PLACEHOLDER} until checked against the physical card.` +
          (related.length > 0 ? ` Source notes: ${related.join(' / ')}` : ''),
      });
      parts.push(`${key}: ${UNKNOWN_ICON_PLACEHOLDER}`);
    } else {
      parts.push(`${key}: ${value}`);
    }
  }
  for (const key of FLAG_ICONS) {
    if (key in card.icons) parts.push(`${key}: true`);
  }
  return parts.length === 0 ? '{}' : `{ ${parts.join(', ')} }`;
}

/** Lists the card's notes that were not reviewed as text-only and not already quoted by `iconsSource`. */
function collectStatNotes(card: SourceCard, uncertain: UncertainStat[], usedNotes: ReadonlySet<string>): void {
  if (TEXT_ONLY_NOTES.has(card.id)) return;
  for (const note of card.notes ?? []) {
    if (usedNotes.has(note)) continue;
    uncertain.push({ id: card.id, field: 'card', note: `${card.name}: ${note}` });
    console.warn(`note on ${card.id} not reviewed; listed in UNCERTAIN_STATS: ${note}`);
  }
}

function cardSource(card: SourceCard, uncertain: UncertainStat[]): string {
  const str = (s: string) => JSON.stringify(s);
  const usedNotes = new Set<string>();
  const icons = iconsSource(card, uncertain, usedNotes);
  collectStatNotes(card, uncertain, usedNotes);
  const fields = [
    `set: ${str(card.set)}`,
    `number: ${card.number}`,
    `id: ${str(card.id)}`,
    `name: ${str(card.name)}`,
    `element: ${str(card.element)}`,
    `cost: ${card.cost}`,
    `elite: ${card.elite}`,
    `unique: ${card.unique}`,
    `type: ${str(card.type)}`,
    `classes: [${card.classes.map(str).join(', ')}]`,
    `life: ${card.life}`,
    `move: ${card.move === null ? 'null' : card.move}`,
    `strike: [${(card.strike ?? []).join(', ')}]`,
    `icons: ${icons}`,
    `hasText: ${card.text.trim() !== ''}`,
  ];
  return `  { ${fields.join(', ')} },`;
}

function renderModule(cards: readonly SourceCard[], sourceName: string): string {
  const uncertain: UncertainStat[] = [];
  const cardLines = cards.map((card) => cardSource(card, uncertain));
  const uncertainLines = uncertain.map(
    (u) => `  { id: ${JSON.stringify(u.id)}, field: ${JSON.stringify(u.field)}, note: ${JSON.stringify(u.note)} },`,
  );
  return [
    `// GENERATED by scripts/import-cards.ts from ${sourceName}. Do not edit by hand; re-run the script.`,
    '// Stats and icons are game facts; ability text is deliberately not included (see types.ts).',
    '',
    "import type { CardDef } from './types.js';",
    '',
    '/**',
    ` * Set 1 «Война стихий», ${cards.length} cards, ordered by collector number:`,
    ' * `SET1[i].number === i + 1`, so a card index is its number minus one.',
    ' */',
    'export const SET1 = [',
    ...cardLines,
    '] as const satisfies readonly CardDef[];',
    '',
    '/**',
    ' * Stat or icon values in SET1 that no source confirms. `field` is a CardDef field path',
    ' * (`icons.ova`) or `card` for a general doubt; the emitted value is a placeholder until checked.',
    ' */',
    'export const UNCERTAIN_STATS: readonly { id: string; field: string; note: string }[] = [',
    ...uncertainLines,
    '];',
    '',
  ].join('\n');
}

function main(): void {
  if (!fs.existsSync(ROOT_MARKER)) {
    throw new Error(`run this from the repo root (${ROOT_MARKER} not found in ${process.cwd()})`);
  }
  const sourcePath = path.resolve(process.argv[2] ?? DEFAULT_SOURCE);
  const parsed: unknown = JSON.parse(fs.readFileSync(sourcePath, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${sourcePath}: expected a JSON array of cards`);
  const cards = parsed as SourceCard[];
  cards.forEach((card, index) => checkRecord(card, index + 1));
  const output = renderModule(cards, `shared/cards/${path.basename(sourcePath)}`);
  fs.writeFileSync(OUTPUT, output, 'utf8');
  console.log(`wrote ${OUTPUT}: ${cards.length} cards from ${sourcePath}`);
}

main();
