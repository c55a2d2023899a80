/**
 * Which cards of a deck the engine does not fully play (vocab/card-text.ts `support`), so a
 * simulation never passes a blank body off as the real card: `berserk sim` prints one stderr warning
 * line per such deck when a run starts, and the summary (summary.json and the printed table) lists
 * them per deck.
 */
import type { CardDb } from '../engine/core/card-db.js';
import type { CardDef } from '../engine/vocab/card.js';

export interface CardSupport {
  id: string;
  name: string;
  support: 'partial' | 'unsupported';
  /** Copies of the card in the deck. */
  copies: number;
  /** The clauses of its text the engine does not play. */
  missing: string[];
}

/** The card lookup `deckSupport` needs: a compiled CardDb, or the uncompiled pool (`cardLookup`). */
export type CardLookup = Pick<CardDb, 'defs' | 'byId'>;

/** The lookup of an uncompiled card pool (index = card index, as the compiled database numbers them). */
export function cardLookup(pool: readonly CardDef[]): CardLookup {
  return { defs: pool, byId: new Map(pool.map((d, i) => [d.id, i] as const)) };
}

/** The partial and unsupported cards among `cardIds` (one id per copy), in first-seen order. */
export function deckSupport(db: CardLookup, cardIds: readonly string[]): CardSupport[] {
  const out: CardSupport[] = [];
  const seen = new Map<string, CardSupport>();
  for (const id of cardIds) {
    const hit = seen.get(id);
    if (hit) {
      hit.copies++;
      continue;
    }
    const i = db.byId.get(id);
    if (i === undefined) continue;
    const d = db.defs[i]!;
    if (!d.hasText || d.support === 'implemented') continue;
    const e: CardSupport = { id, name: d.name, support: d.support ?? 'unsupported', copies: 1, missing: [...(d.missing ?? [])] };
    seen.set(id, e);
    out.push(e);
  }
  return out;
}

/** "s1_4 Гиррит ×2, s1_10 Аколит Дзара" for a list of cards. */
function list(cards: readonly CardSupport[]): string {
  return cards.map((c) => `${c.id} ${c.name}${c.copies > 1 ? ` ×${c.copies}` : ''}`).join(', ');
}

/** One line about a deck's partial / unsupported cards, or null when it has none. */
export function supportLine(deckName: string, cards: readonly CardSupport[], deckSize: number): string | null {
  if (cards.length === 0) return null;
  const copies = cards.reduce((n, c) => n + c.copies, 0);
  const partial = cards.filter((c) => c.support === 'partial');
  const unsupported = cards.filter((c) => c.support === 'unsupported');
  const parts: string[] = [];
  if (unsupported.length > 0) parts.push(`unsupported (text not played): ${list(unsupported)}`);
  if (partial.length > 0) parts.push(`partial (some text not played): ${list(partial)}`);
  return `deck ${deckName}: ${copies} of ${deckSize} cards not fully implemented; ${parts.join('; ')} (see berserk cards --coverage)`;
}
