/**
 * `berserk cards`: the bundled card pool. `cards` lists every card, `cards show REF` prints one
 * definition, `cards --unsupported` lists the cards whose printed text the engine does not play yet.
 */
import type { Command } from 'commander';
import { cardDb } from '../engine/cards/index.js';
import type { CardDef, Icons } from '../engine/cards/types.js';
import { resolveCardRef } from '../engine/deck.js';
import { Kw } from '../engine/enums.js';
import { UsageError } from './errors.js';

export const UNSUPPORTED_REASON = 'ability text not implemented yet';

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

function listCards(flags: { json?: boolean; unsupported?: boolean }): string {
  const defs = cardDb().defs;
  const nameWidth = Math.max(...defs.map((d) => d.name.length));
  if (flags.unsupported) {
    const idx = unsupportedIndices();
    if (flags.json) return jsonLines(idx.map((i) => ({ number: defs[i]!.number, id: defs[i]!.id, name: defs[i]!.name, reason: UNSUPPORTED_REASON })));
    const lines = idx.map((i) => `${String(defs[i]!.number).padStart(3)}  ${defs[i]!.id.padEnd(7)}  ${defs[i]!.name.padEnd(nameWidth)}  ${UNSUPPORTED_REASON}`);
    lines.push(
      `${idx.length} of ${defs.length} cards have ability text that is not implemented yet; they play with their printed stats and icons only`,
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
  if (i < 0) throw new UsageError(`cards show: unknown card ${JSON.stringify(ref)} (give a name, an id like s1_13, or a number)`);
  return i;
}

/** The definition as JSON with one field per line, plus whether its text is implemented. */
function showCard(ref: string): string {
  const db = cardDb();
  const i = findCard(ref);
  const def = db.defs[i]!;
  const fields: [string, unknown][] = Object.entries(def);
  fields.push(['implemented', (db.kw[i]! & Kw.UnsupportedText) === 0 ? 'stats, icons and text' : `stats and icons only (${UNSUPPORTED_REASON})`]);
  return `{\n${fields.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n}\n`;
}

export function registerCards(program: Command): void {
  const cards = program
    .command('cards')
    .description('list the bundled cards, one per line: number, id, name, element, cost, marks (E elite, U unique), type, life, move, strike, icons')
    .summary('list the bundled cards; `cards show <card>` prints one')
    .option('--json', 'print a JSON array, one card per line')
    .option('--unsupported', 'list only the cards whose ability text is not implemented yet, with a count')
    .action((flags: { json?: boolean; unsupported?: boolean }) => {
      process.stdout.write(listCards(flags));
    });
  cards
    .command('show')
    .description('print one card definition')
    .argument('<card>', 'name (Орк), id (s1_13), set:number (s1:13) or collector number (13)')
    .action((ref: string) => {
      process.stdout.write(showCard(ref));
    });
}
