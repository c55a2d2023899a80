/**
 * Keywords that change how a simple strike is fought (ability kind 'keyword', compiled to Kw bits):
 *
 * - "Безответный удар" ('unanswerable'): the struck card deals no counter-strike to this card's
 *   simple strikes; the dice are rolled as usual (the table still decides the attacker's tier).
 * - "Когда … закрыт, он отражает {strike} как открытая карта" ('rollsWhenClosed', s1 №169 Властелин
 *   хаоса): struck while closed, the card still rolls its die and may counter-strike (digest §5.3).
 * - "Защита от слабых {strike}" ('protectionFromWeakStrikes', s1 №169): a weak simple strike (of an
 *   attacker, or a weak counter-strike) does not affect it (511.3: the wound effect stops at the
 *   protection check).
 *
 * Engine cost: one Kw-bit test per strike for each.
 */
import { Kw } from '../enums.js';
import type { GameState } from '../state.js';

export type StrikeKeyword = 'unanswerable' | 'rollsWhenClosed' | 'protectionFromWeakStrikes';

export const STRIKE_KEYWORD_BIT: Record<StrikeKeyword, number> = {
  unanswerable: Kw.Unanswerable,
  rollsWhenClosed: Kw.RollsWhenClosed,
  protectionFromWeakStrikes: Kw.ProtWeakStrike,
};

/** "Безответный удар": the counter-strike tier against attacker `a` (0 when it is unanswerable). */
export function counterTier(s: GameState, a: number, tierD: number): number {
  return (s.db.kw[s.card[a]!]! & Kw.Unanswerable) !== 0 ? 0 : tierD;
}

/** Does the struck card roll its die (open, or "отражает как открытая")? */
export function rollsDefence(s: GameState, struck: number, closed: boolean): boolean {
  return !closed || (s.db.kw[s.card[struck]!]! & Kw.RollsWhenClosed) !== 0;
}

/** "Защита от слабых {strike}": the wound of a weak simple strike or counter-strike on `dst` stops (511.3). */
export function weakStrikeStopped(s: GameState, dst: number, tier: number): boolean {
  return tier === 1 && (s.db.kw[s.card[dst]!]! & Kw.ProtWeakStrike) !== 0;
}
