/**
 * Rule keywords: features without a value that change one rule for their card, compiled into Kw
 * bits (cards/db.ts) and read where that rule is applied:
 * - 'defendsWithoutClosing' (Kw.DefendsOpen): "Выступая защитником, не закрывается. Может выступать
 *   защитником любое число раз за ход." The defender is not closed when the strike is paid
 *   (combat/simple-strike.ts); as it stays open it stays eligible (digest §5.5: an open card).
 * - 'strikesOnlyOpposite' (Kw.StrikesOpposite): "Может объявлять {strike} только по карте, стоящей
 *   напротив." Its simple strike may target only the card on the cell straight in front of it, from
 *   its controller's side (combat/targets.ts, turn.ts legalMain); never a flyer.
 * - 'protInfluence' (Kw.ProtInfluence): "Защита от воздействий" — 511.3: an effect associated with
 *   an influence stops at the protection check (protections.ts); 534.8: a replacement effect is an
 *   influence there unless its text says otherwise.
 */
import type { RuleKeyword } from './types.js';
import { Kw } from '../enums.js';
import { NEIGH8_MASK } from '../board.js';
import type { GameState } from '../state.js';

export const KEYWORD_BIT: Record<RuleKeyword, number> = {
  defendsWithoutClosing: Kw.DefendsOpen,
  strikesOnlyOpposite: Kw.StrikesOpposite,
  protInfluence: Kw.ProtInfluence,
};

/** The cell straight in front of `cell` for a card of `seat` (seat 0 faces rows 4–6, seat 1 rows 1–3), as a mask; 0 at the edge. */
export function oppositeMask(seat: number, cell: number): number {
  const d = seat === 0 ? cell + 5 : cell - 5;
  return d >= 0 && d < 30 ? 1 << d : 0;
}

/** Cells a ground card at its cell may strike (before occupancy): its 8 neighbours, or only the cell opposite. */
export function strikeMask(s: GameState, i: number): number {
  const c = s.cell[i]!;
  return (s.db.kw[s.card[i]!]! & Kw.StrikesOpposite) === 0 ? NEIGH8_MASK[c]! : oppositeMask(s.ctrl[i]!, c);
}
