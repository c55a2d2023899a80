/**
 * `berserk cards`: the bundled card pool. `cards` lists every card, `cards show REF` prints one
 * definition, `cards --coverage` says for every card whether its text is implemented, partial or
 * unsupported (with the missing clauses), `cards --unsupported` lists only the cards not fully played.
 */
import type { Command } from 'commander';
import { cardDb } from '../engine/card-pool.js';
import type { CardDef, Icons } from '../engine/vocab/card.js';
import { resolveCardRef } from '../engine/core/deck.js';
import { Kw } from '../engine/core/enums.js';
import { cardSuggestion } from '../sim/card-suggest.js';
import { type CardFacts, CardFactsError, cardFactsFile, renderCardView } from '../sim/card-view.js';
import { closest } from '../sim/suggest.js';
import { useCardsFlag } from './cards-flag.js';
import { UsageError } from './errors.js';

export const UNSUPPORTED_REASON = 'ability text not implemented yet';

/** Support level of card i: 'none' for a card without text. */
export function supportOf(def: CardDef): 'implemented' | 'partial' | 'unsupported' | 'none' {
  if (!def.hasText) return 'none';
  return def.support ?? 'unsupported';
}

/** The missing clauses of a card that is not fully implemented. */
function missingOf(def: CardDef): readonly string[] {
  return def.missing && def.missing.length > 0 ? def.missing : [UNSUPPORTED_REASON];
}

/** Icon column as `key` or `key=value`, in the order of the `Icons` type. */
const ICON_ORDER: readonly (keyof Icons)[] = ['ova', 'ovz', 'armor', 'regen', 'direct', 'zoo', 'zot', 'zov', 'zom', 'zoz', 'zor', 'zoal'];
function iconText(icons: Icons): string {
  const parts: string[] = [];
  for (const k of ICON_ORDER) {
    const v = icons[k];
    if (v === undefined) continue;
    parts.push(v === true ? k : `${k}=${v}`);
  }
  return parts.join(' ');
}

function marks(def: CardDef): string {
  return (def.elite ? 'E' : '-') + (def.unique ? 'U' : '-');
}

/** One table row: number, id, name, element, cost, marks (E elite, U unique), type, life, move, strike, icons. */
function cardLine(def: CardDef, nameWidth: number): string {
  return [
    String(def.number).padStart(3),
    def.id.padEnd(7),
    def.name.padEnd(nameWidth),
    def.element.padEnd(8),
    String(def.cost).padStart(2),
    marks(def),
    def.type.padEnd(8),
    `life ${String(def.life).padStart(2)}`,
    `move ${def.move === null ? '-' : def.move}`,
    `strike ${def.strike.join('-')}`,
    iconText(def.icons),
  ]
    .join('  ')
    .trimEnd();
}

/** Indices of the cards whose printed text carries abilities the engine does not implement. */
function unsupportedIndices(): number[] {
  const db = cardDb();
  const out: number[] = [];
  for (let i = 0; i < db.size; i++) if ((db.kw[i]! & Kw.UnsupportedText) !== 0) out.push(i);
  return out;
}

/** A JSON array with one element per line. */
function jsonLines(items: readonly unknown[]): string {
  if (items.length === 0) return '[]\n';
  return `[\n${items.map((x) => JSON.stringify(x)).join(',\n')}\n]\n`;
}

/** `cards --coverage`: counts, then every partial and unsupported card with its missing clauses. */
function coverage(flags: ListFlags): string {
  const defs = cardDb().defs.slice(0, cardDb().size).filter(cardFilter(flags)); // not the featureless twins (mechanics/features/lose-features.ts)
  const rows = defs.map((d) => ({ number: d.number, id: d.id, name: d.name, element: d.element, support: supportOf(d), missing: supportOf(d) === 'implemented' || supportOf(d) === 'none' ? [] : missingOf(d) }));
  if (flags.json) return jsonLines(rows);
  const count = (s: string): number => rows.filter((r) => r.support === s).length;
  const full = count('implemented') + count('none');
  const lines: string[] = [
    `coverage: ${full}/${defs.length} cards fully implemented (${count('implemented')} with text, ${count('none')} without text), ${count('partial')} partial, ${count('unsupported')} unsupported`,
  ];
  const nameWidth = Math.max(...defs.map((d) => d.name.length));
  for (const level of ['partial', 'unsupported'] as const) {
    const sel = rows.filter((r) => r.support === level);
    if (sel.length === 0) continue;
    lines.push('', `${level} (${sel.length}):`);
    for (const r of sel) lines.push(`${String(r.number).padStart(3)}  ${r.id.padEnd(7)}  ${r.name.padEnd(nameWidth)}  ${r.missing.join('; ')}`);
  }
  return lines.join('\n') + '\n';
}

interface ListFlags {
  json?: boolean;
  unsupported?: boolean;
  coverage?: boolean;
  element?: string;
  type?: string;
  cost?: string;
}

const ELEMENT_NAMES: Record<string, string> = { steppe: 'steppe', mountain: 'mountain', forest: 'forest', swamp: 'swamp', darkness: 'darkness', neutral: 'neutral', степи: 'steppe', горы: 'mountain', леса: 'forest', болота: 'swamp', тьма: 'darkness', нейтральные: 'neutral' };
const TYPE_NAMES: Record<string, string> = { creature: 'creature', flyer: 'flyer', существо: 'creature', летающее: 'flyer' };

/** `--element`, `--type`, `--cost N` or `--cost N-M`: a card filter; throws UsageError with a suggestion. */
function cardFilter(flags: ListFlags): (d: CardDef) => boolean {
  const word = (flag: string, value: string | undefined, names: Record<string, string>): string | undefined => {
    if (value === undefined) return undefined;
    const hit = names[value.trim().toLowerCase().replace(/ё/g, 'е')];
    if (hit) return hit;
    const near = closest(value, Object.keys(names));
    throw new UsageError(`cards ${flag}: unknown value ${JSON.stringify(value)}${near ? `; did you mean ${near}?` : ''} (one of ${[...new Set(Object.values(names))].join(', ')})`);
  };
  const element = word('--element', flags.element, ELEMENT_NAMES);
  const type = word('--type', flags.type, TYPE_NAMES);
  let lo = -Infinity;
  let hi = Infinity;
  if (flags.cost !== undefined) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(flags.cost);
    if (!m || (m[2] !== undefined && Number(m[2]) < Number(m[1]))) throw new UsageError(`cards --cost: expected a cost N or a range N-M, got ${JSON.stringify(flags.cost)}`);
    lo = Number(m[1]);
    hi = m[2] === undefined ? lo : Number(m[2]);
  }
  return (d) => (element === undefined || d.element === element) && (type === undefined || d.type === type) && d.cost >= lo && d.cost <= hi;
}

function listCards(flags: ListFlags): string {
  const keep = cardFilter(flags);
  // Not the featureless twins (mechanics/features/lose-features.ts).
  const defs = cardDb().defs.slice(0, cardDb().size).filter(keep);
  const nameWidth = Math.max(0, ...defs.map((d) => d.name.length));
  if (flags.coverage) return coverage(flags);
  if (flags.unsupported) {
    const all = cardDb().defs;
    const sel = unsupportedIndices()
      .map((i) => all[i]!)
      .filter(keep);
    const width = Math.max(0, ...sel.map((d) => d.name.length));
    if (flags.json) return jsonLines(sel.map((d) => ({ number: d.number, id: d.id, name: d.name, support: supportOf(d), missing: missingOf(d) })));
    const lines = sel.map((d) => `${String(d.number).padStart(3)}  ${d.id.padEnd(7)}  ${d.name.padEnd(width)}  ${supportOf(d)}: ${missingOf(d).join('; ')}`);
    lines.push(
      `${sel.length} of ${defs.length} cards have ability text that is not fully implemented; the missing clauses are not played (the rest of the card is)`,
    );
    return lines.join('\n') + '\n';
  }
  if (flags.json) return jsonLines(defs);
  return defs.map((d) => cardLine(d, nameWidth)).join('\n') + '\n';
}

/** Resolve NAME, ID (`s1_13`), `set:number` or a bare collector NUMBER of set 1; throws `UsageError`. */
export function findCard(ref: string): number {
  const defs = cardDb().defs;
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) {
    const n = Number(trimmed);
    const i = defs.findIndex((d) => d.set === 's1' && d.number === n);
    if (i >= 0) return i;
  }
  const i = resolveCardRef(defs, trimmed);
  if (i < 0) {
    const hint = cardSuggestion(defs.slice(0, cardDb().size), trimmed) || ' (give a name, an id like s1_13, or a number)';
    throw new UsageError(`cards show: unknown card ${JSON.stringify(ref)}${hint}`);
  }
  return i;
}

/** The definition as JSON with one field per line, plus whether its text is implemented. */
function showCardJson(def: CardDef): string {
  const fields: [string, unknown][] = Object.entries(def);
  const sup = supportOf(def);
  fields.push(['implemented', sup === 'none' || sup === 'implemented' ? 'stats, icons and text' : sup === 'partial' ? `partial: not played: ${missingOf(def).join('; ')}` : `stats and icons only (${missingOf(def).join('; ')})`]);
  return `{\n${fields.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n}\n`;
}

/** The card view (card-view.ts), with the text of a card-facts file when one is given. */
function showCard(ref: string, flags: { json?: boolean; text?: string }): string {
  const def = cardDb().defs[findCard(ref)]!;
  if (flags.json) return showCardJson(def);
  const source = flags.text ?? process.env.BERSERK_CARD_TEXT;
  let facts: CardFacts | null = null;
  try {
    if (source) facts = cardFactsFile(source);
  } catch (e) {
    if (e instanceof CardFactsError) throw new UsageError(`cards show --text: ${e.message}`);
    throw e;
  }
  const sup = supportOf(def);
  const engine = sup === 'none' || sup === 'implemented' ? 'stats, icons and text' : sup === 'partial' ? `partial: not played: ${missingOf(def).join('; ')}` : `stats and icons only (${missingOf(def).join('; ')})`;
  return renderCardView(def, facts, engine);
}

export function registerCards(program: Command): void {
  const cards = program
    .command('cards')
    .description('list the bundled cards, one per line: number, id, name, element, cost, marks (E elite, U unique), type, life, move, strike, icons')
    .summary('list the bundled cards; `cards show <card>` prints one')
    .option('--json', 'print a JSON array, one card per line')
    .option('--unsupported', 'list only the cards whose ability text is not fully implemented, with the missing clauses and a count')
    .option('--coverage', 'how many cards are implemented, partial and unsupported, then each partial or unsupported card with its missing clauses')
    .option('--element <e>', 'only cards of this element: steppe, mountain, forest, swamp, darkness, neutral (or Степи, Горы, Леса, Болота, Тьма)')
    .option('--type <t>', 'only creatures or flyers: creature, flyer')
    .option('--cost <n>', 'only cards of this cost, or of a range such as 3-5')
    .action((flags: ListFlags) => {
      process.stdout.write(listCards(flags));
    });
  cards
    .command('show')
    .description(
      'print one card: cost, element, type, class, life, movement, strike, icons as players write them (ОвА 1, ЗОО …), the Russian text from a card-facts file (--text or BERSERK_CARD_TEXT), and how much of it the engine plays',
    )
    .argument('<card>', 'name (Орк), id (s1_13), set:number (s1:13) or collector number (13)')
    .option('--json', 'print the definition as JSON (abilities included)')
    .option('--text <file>', 'card-facts JSON (an array of {id, text}, such as set1.json) to take the printed text from; default: $BERSERK_CARD_TEXT')
    .option('--cards <file>', 'show the card as a card override file changes it, or a prototype card it defines (docs/card-overrides.md)')
    .action(function (this: Command, ref: string, flags: { json?: boolean; text?: string; cards?: string }) {
      useCardsFlag(flags.cards);
      // `cards show X --json`: commander hands a flag that the parent `cards` also has to the parent.
      process.stdout.write(showCard(ref, { ...flags, json: flags.json === true || this.parent?.opts().json === true }));
    });
}
