/**
 * Card override files (`--cards FILE` of `play`, `sim` and `ab`; docs/card-overrides.md): changes to
 * printed cards and new prototype cards, as JSON, checked here and handed to the engine as plain
 * card definitions (engine/card-pool.ts `useCardPool`).
 *
 *   { "note": "free text",
 *     "cards": [
 *       { "card": "Кшар", "life": 8, "icons": { "armor": 1 }, "abilities": { "0": { "effect": { "amount": 2 } } } },
 *       { "id": "proto:ice-archer", "name": "Ледяной лучник", "element": "mountain", "type": "creature",
 *         "cost": 4, "life": 7, "move": 1, "strike": [1, 2, 2], "abilities": [ … ] } ] }
 *
 * An entry with `card` changes a printed card (named as in a deck file: name, s1_N or s1:N): its
 * stats, icons (a numeric icon set to 0 or a flag set to false is removed), and the parameters of
 * its abilities, addressed by index in the card's ability list (`berserk cards show` numbers them)
 * and deep-merged (objects merge field by field, anything else is replaced; the result must be a
 * valid ability). An entry with `id` is a prototype: a whole card in the vocabulary of the set
 * files (vocab/card-text.ts), with an id `proto:NAME` that no printed card can have and a name
 * that no printed card has. Prototypes go after the printed cards, in file order, so printed cards
 * keep their indices.
 *
 * Every problem is one `CardOverrideError` line naming the file, the entry and the field:
 * `cards.json: cards[2] "Кшар".life: expected a whole number ≥ 1 (got -3)`.
 */
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { z } from 'zod';
import { ALL_CARDS, useCardPool } from '../engine/card-pool.js';
import { compileCardDb } from '../engine/index.js';
import { resolveCardRef } from '../engine/core/deck.js';
import type { Ability } from '../engine/vocab/ability.js';
import type { CardDef, Icons } from '../engine/vocab/card.js';
import { cardSuggestion } from './card-suggest.js';
import { foldWord } from './suggest.js';
import { registerCardInstaller } from './run-dir.js';
import { TextFileError, parseJsonText, readTextFile } from './text-file.js';
import { VOCAB_SCHEMA } from './vocab-schema.generated.js';
import { checkVocab } from './vocab-shape.js';

/** What a run records of its override file (SimConfig.cards, run.json, the Arrow metadata). */
export interface CardOverrideRecord {
  /** The file as given on the command line (for people; `content` is what counts). */
  file: string;
  /** SHA-256 (hex) of the file's bytes, as `sha256sum` prints it. */
  sha256: string;
  /** The file's JSON, whole. */
  content: unknown;
  /** The prototype cards it defines (id and name), and the printed cards it changes (ids). */
  prototypes: { id: string; name: string }[];
  changed: string[];
}

/** One line: the file, the entry and the field, and what is wrong. */
export class CardOverrideError extends Error {}

/** The id namespace of prototype cards: printed ids are `s1_N`, so no printed card can ever have one. */
export const PROTO_PREFIX = 'proto:';
const PROTO_ID = /^proto:[a-z0-9][a-z0-9_-]{0,39}$/;

const ELEMENTS = ['steppe', 'mountain', 'forest', 'swamp', 'darkness', 'neutral'] as const;
const NUMERIC_ICONS = ['ova', 'ovz', 'armor', 'regen'] as const;
const FLAG_ICONS = ['direct', 'zoo', 'zot', 'zov', 'zom', 'zoz', 'zor', 'zoal'] as const;

const got = (v: unknown) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'nothing' : s.length > 40 ? `${s.slice(0, 37)}…` : s;
};
const whole = (min: number, max: number) =>
  z.unknown().superRefine((v, ctx) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) ctx.addIssue({ code: 'custom', message: `expected a whole number ${max >= 99 ? `≥ ${min}` : `from ${min} to ${max}`} (got ${got(v)})` });
  }) as unknown as z.ZodType<number>;
const bool = z.boolean({ error: (i) => `expected true or false (got ${got(i.input)})` });
const strike = z.tuple([whole(0, 30), whole(0, 30), whole(0, 30)], { error: (i) => `expected three whole numbers [weak, medium, strong] (got ${got(i.input)})` });
const element = z.enum(ELEMENTS, { error: (i) => `expected one of ${ELEMENTS.join(', ')} (got ${got(i.input)})` });
const cardType = z.enum(['creature', 'flyer'], { error: (i) => `expected "creature" or "flyer" (got ${got(i.input)})` });
const classes = z.array(z.string({ error: 'expected a class name (a string)' }).trim().min(1, { error: 'expected a class name' }), { error: (i) => `expected a list of class names (got ${got(i.input)})` });
const iconsShape = Object.fromEntries([...NUMERIC_ICONS.map((k) => [k, whole(0, 9).optional()]), ...FLAG_ICONS.map((k) => [k, bool.optional()])]);
const icons = z.strictObject(iconsShape, { error: (i) => `expected an object of icons (${[...NUMERIC_ICONS, ...FLAG_ICONS].join(', ')}) (got ${got(i.input)})` });
const note = z.string({ error: 'expected a string' }).optional();
const move = whole(1, 9);

/** The stats an override may change (a printed card's fields). */
const statFields = {
  cost: whole(0, 30).optional(),
  life: whole(1, 99).optional(),
  move: move.optional(),
  strike: strike.optional(),
  icons: icons.optional(),
  elite: bool.optional(),
  unique: bool.optional(),
  element: element.optional(),
  classes: classes.optional(),
};

const objectOf = (what: string) => z.record(z.string(), z.unknown(), { error: (i) => `expected ${what} (got ${got(i.input)})` });

const overrideSchema = z.strictObject({
  card: z.string({ error: 'expected a card reference (a name, s1_N or s1:N)' }),
  note,
  ...statFields,
  /** Ability index → a deep-merge patch of that ability. */
  abilities: objectOf('an object { "INDEX": { fields to change } }').optional(),
  /** A deep-merge patch of the card's ranged attack (card data `ranged`). */
  ranged: objectOf('an object of ranged-attack fields to change').optional(),
});

const prototypeSchema = z.strictObject({
  id: z.string({ error: 'expected a string "proto:NAME"' }),
  name: z.string({ error: (i) => (i.input === undefined ? 'missing (the card name decks use)' : 'expected a string') }).trim().min(1, { error: 'expected a non-empty name' }),
  note,
  text: z.string({ error: 'expected a string (the card text, for people)' }).optional(),
  element: z.unknown().pipe(element),
  type: z.unknown().pipe(cardType),
  cost: whole(0, 30),
  life: whole(1, 99),
  move: move.nullable().optional(),
  strike,
  icons: icons.optional(),
  elite: bool.optional(),
  unique: bool.optional(),
  classes: classes.optional(),
  abilities: z.array(z.unknown(), { error: (i) => `expected a list of abilities (got ${got(i.input)})` }).optional(),
  ranged: z.unknown().optional(),
  incarnation: z.union([whole(1, 9), z.array(whole(1, 9)).min(1)], { error: 'expected a whole number or a list of them' }).optional(),
  incorporeal: z.literal(true, { error: 'expected true (or leave it out)' }).optional(),
  cannotJoinWith: z
    .strictObject({ names: z.array(z.string()).optional(), classes: z.array(z.string()).optional() }, { error: 'expected { "names": [...], "classes": [...] }' })
    .optional(),
});

const fileSchema = z.strictObject(
  {
    note,
    cards: z.array(z.unknown(), { error: (i) => (i.input === undefined ? 'missing (a list of card entries)' : 'expected a list of card entries') }),
  },
  { error: 'expected an object { "cards": [ … ] }' },
);

/** `["icons", "armor"]` → `.icons.armor`. */
function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.map((s) => (typeof s === 'number' ? `[${s}]` : `.${String(s)}`)).join('');
}

function firstIssue(error: z.ZodError): { path: string; message: string } {
  const first = error.issues[0]!;
  if (first.code === 'unrecognized_keys') return { path: fieldPath([...first.path, first.keys[0] ?? '?']), message: 'unknown field' };
  return { path: fieldPath(first.path), message: first.message };
}

function deepMerge(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base) || typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch as Record<string, unknown>)) out[k] = deepMerge(out[k], v);
  return out;
}

function mergeIcons(base: Icons, patch: Record<string, unknown>): Icons {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (v === 0 || v === false) delete out[k];
    else out[k] = v;
  }
  return out as Icons;
}

/** The printed definitions with the file's changes and prototypes, and what the run records of it. */
export interface AppliedOverrides {
  defs: CardDef[];
  prototypes: { id: string; name: string }[];
  changed: string[];
}

/**
 * Check `content` (a parsed override file) and apply it to the bundled pool. Pure: reads no file.
 * `file` names the file in error messages. Throws CardOverrideError.
 */
export function applyCardOverrides(content: unknown, file: string): AppliedOverrides {
  const top = fileSchema.safeParse(content);
  if (!top.success) {
    const p = firstIssue(top.error);
    throw new CardOverrideError(`${file}: ${p.path === '' ? '(root)' : p.path.slice(1)}: ${p.message}`);
  }
  const printed = ALL_CARDS;
  const defs: CardDef[] = printed.slice();
  const protos: CardDef[] = [];
  const changed: string[] = [];
  const printedNames = new Map(printed.map((d) => [foldWord(d.name), d] as const));
  const protoNames = new Map<string, number>();
  const protoIds = new Map<string, number>();
  const changedAt = new Map<number, number>();
  top.data.cards.forEach((entry, i) => {
    const label = (name?: string) => `${file}: cards[${i}]${name ? ` ${JSON.stringify(name)}` : ''}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new CardOverrideError(`${label()}: expected an object with "card" (a printed card to change) or "id" (a new prototype card "proto:NAME")`);
    const rec = entry as Record<string, unknown>;
    if ('card' in rec && 'id' in rec) throw new CardOverrideError(`${label()}: give either "card" (change a printed card) or "id" (a new prototype card), not both`);
    if ('card' in rec) {
      const ref = typeof rec.card === 'string' ? rec.card : '';
      const r = overrideSchema.safeParse(entry);
      if (!r.success) {
        const p = firstIssue(r.error);
        throw new CardOverrideError(`${label(ref || undefined)}${p.path}: ${p.message}`);
      }
      const o = r.data;
      const index = resolveCardRef(printed, o.card);
      if (index < 0) {
        const isProto = o.card.trim().toLowerCase().startsWith(PROTO_PREFIX);
        throw new CardOverrideError(`${label(o.card)}.card: ${isProto ? 'a prototype is defined with "id", not changed with "card"' : `unknown card${cardSuggestion(printed, o.card) || ' (a name, s1_N or s1:N)'}`}`);
      }
      const before = changedAt.get(index);
      if (before !== undefined) throw new CardOverrideError(`${label(o.card)}.card: «${printed[index]!.name}» is already changed by cards[${before}]; give each card one entry`);
      changedAt.set(index, i);
      defs[index] = changeCard(printed[index]!, o, label(printed[index]!.name));
      changed.push(printed[index]!.id);
      return;
    }
    if ('id' in rec) {
      const shown = typeof rec.name === 'string' ? rec.name : typeof rec.id === 'string' ? rec.id : undefined;
      const r = prototypeSchema.safeParse(entry);
      if (!r.success) {
        const p = firstIssue(r.error);
        throw new CardOverrideError(`${label(shown)}${p.path}: ${p.message}`);
      }
      const p = r.data;
      const at = label(p.name);
      if (!PROTO_ID.test(p.id)) {
        throw new CardOverrideError(`${at}.id: expected "proto:NAME" with NAME of lower-case latin letters, digits, - and _ (got ${got(p.id)}); prototype ids live apart from the printed s1_N ids`);
      }
      const dupId = protoIds.get(p.id);
      if (dupId !== undefined) throw new CardOverrideError(`${at}.id: ${p.id} is already the id of cards[${dupId}]`);
      const clash = printedNames.get(foldWord(p.name));
      if (clash) throw new CardOverrideError(`${at}.name: «${clash.name}» is the name of the printed card ${clash.id}; a prototype needs a name of its own (to change ${clash.id}, give "card" instead of "id")`);
      const dupName = protoNames.get(foldWord(p.name));
      if (dupName !== undefined) throw new CardOverrideError(`${at}.name: cards[${dupName}] already has this name`);
      protoIds.set(p.id, i);
      protoNames.set(foldWord(p.name), i);
      protos.push(prototypeCard(p, protos.length + 1, at));
      return;
    }
    throw new CardOverrideError(`${label()}: expected "card" (a printed card to change) or "id" (a new prototype card "proto:NAME")`);
  });
  const all = defs.concat(protos);
  for (const d of protos) checkSquadNames(d, all, `${file}: cards "${d.name}"`);
  return { defs: all, prototypes: protos.map((d) => ({ id: d.id, name: d.name })), changed };
}

function checkAbilities(abilities: readonly unknown[], at: string): void {
  abilities.forEach((a, j) => {
    const p = checkVocab(VOCAB_SCHEMA, VOCAB_SCHEMA.roots.Ability!, a, `.abilities[${j}]`);
    if (p) throw new CardOverrideError(`${at}${p.path}: ${p.message}`);
  });
}

function checkRanged(ranged: unknown, at: string): void {
  const p = checkVocab(VOCAB_SCHEMA, VOCAB_SCHEMA.roots.RangedSpec!, ranged, '.ranged');
  if (p) throw new CardOverrideError(`${at}${p.path}: ${p.message}`);
}

function checkBody(type: CardDef['type'], moveValue: number | null | undefined, at: string): void {
  if (type === 'flyer' && moveValue !== null && moveValue !== undefined) throw new CardOverrideError(`${at}.move: a flyer has no movement (leave "move" out or give null; got ${moveValue})`);
  if (type === 'creature' && (moveValue === null || moveValue === undefined)) throw new CardOverrideError(`${at}.move: missing (a ground creature needs a movement from 1 to 9)`);
}

function checkSquadNames(d: CardDef, all: readonly CardDef[], at: string): void {
  for (const n of d.cannotJoinWith?.names ?? []) {
    if (resolveCardRef(all, n) < 0) throw new CardOverrideError(`${at}.cannotJoinWith.names: unknown card ${JSON.stringify(n)}${cardSuggestion(all, n)}`);
  }
}

type Override = z.infer<typeof overrideSchema>;
type Prototype = z.infer<typeof prototypeSchema>;

function changeCard(def: CardDef, o: Override, at: string): CardDef {
  const out: { -readonly [K in keyof CardDef]: CardDef[K] } = { ...def };
  if (o.cost !== undefined) out.cost = o.cost;
  if (o.life !== undefined) out.life = o.life;
  if (o.move !== undefined) out.move = o.move;
  if (o.strike !== undefined) out.strike = o.strike;
  if (o.elite !== undefined) out.elite = o.elite;
  if (o.unique !== undefined) out.unique = o.unique;
  if (o.element !== undefined) out.element = o.element;
  if (o.classes !== undefined) out.classes = o.classes;
  if (o.icons !== undefined) out.icons = mergeIcons(def.icons, o.icons);
  checkBody(out.type, out.move, at);
  if (o.abilities !== undefined) {
    const list: unknown[] = (def.abilities ?? []).slice();
    for (const [key, patch] of Object.entries(o.abilities)) {
      const j = /^\d+$/.test(key) ? Number(key) : -1;
      if (j < 0 || j >= list.length) {
        const has = list.length === 0 ? 'has no abilities' : `has abilities 0–${list.length - 1} (in the order berserk cards show "${def.name}" --json lists them)`;
        throw new CardOverrideError(`${at}.abilities.${key}: no such ability; «${def.name}» ${has}`);
      }
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw new CardOverrideError(`${at}.abilities.${key}: expected an object of fields to change (got ${got(patch)})`);
      list[j] = deepMerge(list[j], patch);
      const p = checkVocab(VOCAB_SCHEMA, VOCAB_SCHEMA.roots.Ability!, list[j], `.abilities.${key}`);
      if (p) throw new CardOverrideError(`${at}${p.path}: ${p.message}`);
    }
    out.abilities = list as Ability[];
  }
  if (o.ranged !== undefined) {
    if (!def.ranged) throw new CardOverrideError(`${at}.ranged: «${def.name}» has no ranged attack in its card data to change (its ranged abilities, if any, are in "abilities")`);
    const r = deepMerge(def.ranged, o.ranged);
    checkRanged(r, at);
    out.ranged = r as CardDef['ranged'];
  }
  return out;
}

function prototypeCard(p: Prototype, k: number, at: string): CardDef {
  checkBody(p.type, p.move, at);
  const abilities = p.abilities ?? [];
  checkAbilities(abilities, at);
  if (p.ranged !== undefined) checkRanged(p.ranged, at);
  const iconsOut = mergeIcons({}, p.icons ?? {});
  const out: { -readonly [K in keyof CardDef]: CardDef[K] } = {
    set: 'proto',
    number: k,
    id: p.id,
    name: p.name,
    element: p.element,
    cost: p.cost,
    elite: p.elite ?? false,
    unique: p.unique ?? false,
    type: p.type,
    classes: p.classes ?? [],
    life: p.life,
    move: p.type === 'flyer' ? null : p.move!,
    strike: p.strike,
    icons: iconsOut,
    hasText: abilities.length > 0 || p.ranged !== undefined || p.incarnation !== undefined || p.incorporeal !== undefined || p.cannotJoinWith !== undefined,
  };
  // A prototype is written in the vocabulary only: everything it says is played.
  if (out.hasText) out.support = 'implemented';
  if (abilities.length > 0) out.abilities = abilities as Ability[];
  if (p.ranged !== undefined) out.ranged = p.ranged as CardDef['ranged'];
  if (p.incarnation !== undefined) out.incarnation = p.incarnation;
  if (p.incorporeal) out.incorporeal = true;
  if (p.cannotJoinWith) out.cannotJoinWith = p.cannotJoinWith;
  return out;
}

/** The file as the user knows it: relative to the working directory when inside it. */
function displayPath(filePath: string): string {
  const rel = path.relative(process.cwd(), filePath);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : filePath;
}

/**
 * Read, check and compile an override file: the record a run keeps of it. Nothing is installed.
 * Throws CardOverrideError (unreadable file, bad JSON with its line and column, a bad entry, a card
 * the compiler refuses).
 */
export function loadCardOverrides(filePath: string): CardOverrideRecord {
  const file = displayPath(filePath);
  let text: string;
  let content: unknown;
  try {
    text = readTextFile(filePath);
    content = parseJsonText(text);
  } catch (e) {
    if (e instanceof TextFileError) throw new CardOverrideError(`${file}: ${e.message}`);
    throw e;
  }
  const applied = applyCardOverrides(content, file);
  compileChecked(applied.defs, content, file);
  return { file, sha256: createHash('sha256').update(text).digest('hex'), content, prototypes: applied.prototypes, changed: applied.changed };
}

/** Compile `defs` (without installing them); a refusal names the entry that causes it. */
function compileChecked(defs: readonly CardDef[], content: unknown, file: string): void {
  try {
    compileCardDb(defs);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const entries = (content as { cards: unknown[] }).cards;
    for (let i = 0; i < entries.length; i++) {
      let alone: AppliedOverrides;
      try {
        alone = applyCardOverrides({ cards: [entries[i]] }, file);
        compileCardDb(alone.defs);
      } catch (e2) {
        const name = (entries[i] as { name?: unknown; card?: unknown }).name ?? (entries[i] as { card?: unknown }).card;
        throw new CardOverrideError(`${file}: cards[${i}] ${JSON.stringify(name)}: the card compiler refuses it: ${e2 instanceof Error ? e2.message : String(e2)}`);
      }
    }
    throw new CardOverrideError(`${file}: cards: the card compiler refuses the cards together: ${why}`);
  }
}

let currentKey: string | null = null;

/**
 * Make the run's card pool the process's (null: the bundled cards). The record's content is
 * checked again (a run.json edited by hand, a worker), so the pool is built by the same code
 * everywhere. Throws CardOverrideError.
 */
export function installCardOverrides(record: CardOverrideRecord | null | undefined): void {
  const key = record ? JSON.stringify(record.content) : null;
  if (key === currentKey) return;
  const defs = record ? applyCardOverrides(record.content, record.file).defs : null;
  useCardPool(defs);
  currentKey = key;
}

/** Two records hold the same overrides (the same JSON content; the file name and layout may differ). */
export function sameOverrides(a: CardOverrideRecord | null | undefined, b: CardOverrideRecord | null | undefined): boolean {
  return JSON.stringify(a?.content ?? null) === JSON.stringify(b?.content ?? null);
}

// Run folders read from now on install their runs' cards (sim/run-dir.ts readRunFile).
registerCardInstaller((record) => {
  try {
    installCardOverrides(record);
    return null;
  } catch (e) {
    if (e instanceof CardOverrideError) return e.message;
    throw e;
  }
});
