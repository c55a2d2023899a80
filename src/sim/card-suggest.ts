/**
 * "Did you mean" for a card reference that names no card: the nearest card name (suggest.ts), or
 * for an id-like reference (`s1_300`, `s1:300`) the nearest id.
 */
import type { CardDef } from '../engine/vocab/card.js';
import { closest } from './suggest.js';

/** ` (did you mean «Орк», s1_13?)`, or '' when no card is close. */
export function cardSuggestion(defs: readonly CardDef[], ref: string): string {
  const idLike = /^[a-z0-9]+[_:]\d+$/i.test(ref.trim());
  const known = idLike ? defs.map((d) => d.id) : defs.map((d) => d.name);
  const hit = closest(idLike ? ref.trim().replace(':', '_') : ref, known);
  if (hit === null) return '';
  const def = idLike ? defs.find((d) => d.id === hit)! : defs.find((d) => d.name === hit)!;
  return ` (did you mean «${def.name}», ${def.id}?)`;
}
