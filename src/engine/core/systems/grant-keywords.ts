/**
 * The keywords an ability may grant (timed grants, formation grants, static modifiers) and their
 * Kw bits: one table for every granting mechanic.
 */
import { Kw } from '../enums.js';
import type { GrantKeyword } from '../../vocab/ability.js';

/** Kw bit of a grantable keyword. */
export const GRANT_KW: Readonly<Record<GrantKeyword, number>> = {
  direct: Kw.Directed,
  zoo: Kw.ProtPoison,
  zot: Kw.ProtThrow,
  zov: Kw.ProtShot,
  zom: Kw.ProtMagic,
  zoz: Kw.ProtSpell,
  zor: Kw.ProtDischarge,
  zoal: Kw.ProtFlyer,
  /** "защита от ударов" (protections.ts). */
  protStrikes: Kw.ProtStrikes,
  /** «Не закрывается при атаке» (strike-keywords.ts payStrike reads the timed bits too). */
  staysOpenAfterAttack: Kw.StaysOpen,
  /** "защита от всех немагических атак" (protections.ts). */
  protNonMagic: Kw.ProtNonMagic,
  /** "не может атаковать" (turn.ts, instants.ts, strike-keywords.ts counterTier). */
  noAttack: Kw.NoAttack,
};

/** Kw bits of a list of granted keywords (compile time only). */
export function grantKeywordBits(keywords: readonly GrantKeyword[] | undefined): number {
  let k = 0;
  for (const w of keywords ?? []) k |= GRANT_KW[w];
  return k;
}
