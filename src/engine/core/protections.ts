/**
 * Protections (511.3): which effects a card's printed protections stop. The effect pipeline
 * (effects.ts) calls this at the protection-check step of every effect.
 */
import { formationKw } from './systems/formation.js';
import { AttackKind, Cap, Kw } from './enums.js';
import { isFlyer } from './instance.js';
import { G, type GameState } from './state.js';
import { grantedKw, ignoresProtections } from './systems/modifiers.js';

/** Every protection keyword read below. */
const PROTECTIONS = Kw.ProtFlyer | Kw.ProtShot | Kw.ProtThrow | Kw.ProtDischarge | Kw.ProtMagic | Kw.ProtStrikes | Kw.ProtNonMagic | Kw.ProtPoison | Kw.ProtInfluence | Kw.ProtSpell;

/**
 * 511.3: does a protection of `dst` stop an effect of this kind from `src`? Protections are the
 * printed icons (digest §5.6, §5.9): ЗОВ shots, ЗОТ throws, ЗОР discharges, ЗОМ every magical
 * attack, ЗОЯ poison, ЗОЛ anything from a flyer. Shot and discharge protections do not cover throws.
 * "Защита от ударов" (Kw.ProtStrikes, granted): every kind of strike (удар), not shots, throws, discharges.
 */
export function protectedFrom(s: GameState, src: number, dst: number, kind: number): boolean {
  // Printed protections, plus those granted for a duration (core/systems/durations.ts) and by Строй (core/systems/formation.ts).
  let kw = s.db.kw[s.card[dst]!]! | s.tKw[dst]! | formationKw(s, dst);
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) {
    // Granted protections (only in games where some card grants one: G.ModGrantKw), and "игнорирует
    // {zoal}" (core/systems/modifiers.ts; ruling s1_21: a flyer that ignores {zoal} ignores every
    // protection against its attacks).
    if ((s.g[G.ModGrantKw]! & PROTECTIONS) !== 0) kw |= grantedKw(s, dst, src);
    if (kind !== AttackKind.CounterStrike && kind <= AttackKind.Magic && ignoresProtections(s, src)) return false;
  }
  if (src >= 0 && (kw & Kw.ProtFlyer) !== 0 && isFlyer(s, src)) return true; // a flyer now (mechanics/movement/flight.ts)
  switch (kind) {
    // "Защита от всех немагических атак" (Kw.ProtNonMagic, digest §5.1: not the counter-strike, not magical attacks).
    case AttackKind.Shot:
      return (kw & (Kw.ProtShot | Kw.ProtNonMagic)) !== 0;
    case AttackKind.Throw:
      return (kw & (Kw.ProtThrow | Kw.ProtNonMagic)) !== 0;
    case AttackKind.Discharge:
      return (kw & (Kw.ProtDischarge | Kw.ProtMagic)) !== 0;
    case AttackKind.Magic:
      // A magic strike is a magical strike: ЗОМ and "защита от ударов" both stop it.
      return (kw & (Kw.ProtMagic | Kw.ProtStrikes)) !== 0;
    case AttackKind.Strike:
    case AttackKind.ThroughRow:
    case AttackKind.SpecialStrike:
      // "Защита от ударов" (Древний огр s1_135, timed).
      return (kw & (Kw.ProtStrikes | Kw.ProtNonMagic)) !== 0;
    case AttackKind.CounterStrike:
      return (kw & Kw.ProtStrikes) !== 0;
    case AttackKind.Poison:
      return (kw & Kw.ProtPoison) !== 0;
    case AttackKind.Influence:
      // "Защита от воздействий" (core/systems/keywords.ts); 534.8: replacement effects are influences.
      return (kw & Kw.ProtInfluence) !== 0;
    case AttackKind.Spell:
      // A spell is magical: ЗОЗ and ЗОМ both stop it.
      return (kw & (Kw.ProtSpell | Kw.ProtMagic)) !== 0;
    default:
      return false;
  }
}
