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
 * - "После нападения не закрывается" ('staysOpenAfterAttack', s1 №165 Барака): paying for its simple
 *   strike in attack it does not close; it has still acted (Flag.Acted: no further action this turn,
 *   s1 №102 Келе ruling "любая карта может действовать только один раз за ход"), and loses its
 *   movement (506.5). Flag.Acted clears at the start of every turn.
 * - "Может атаковать {strike} 2 раза за ход, после первой атаки не закрывается" ('strikesTwice', s1 №34
 *   Минотавр): paying for its first simple strike in attack of the turn it stays open without having
 *   acted (core/systems/turn-record.ts TR_FIRST_ATTACK), so it may strike once more; the second closes it.
 * - "Следующий бросок кубика … равен 6" (effect 'nextRollSix', s1 №168 Повелитель бездны): the card's
 *   next die is not rolled but is a 6 (ruling: modifiers still apply; two triggers give one six).
 *
 * Engine cost: one Kw-bit test per strike for each; one flag test per die rolled.
 */
import { Cap, Flag, Gate, Kw } from '../enums.js';
import { G, type GameState } from '../state.js';
import { grantedKw } from './modifiers.js';
import { Stream, rollD6 } from '../rng.js';
import { TR_FIRST_ATTACK } from './turn-record.js';

export type { StrikeKeyword } from '../../vocab/ability.js';
import type { StrikeKeyword } from '../../vocab/ability.js';

export const STRIKE_KEYWORD_BIT: Record<StrikeKeyword, number> = {
  unanswerable: Kw.Unanswerable,
  rollsWhenClosed: Kw.RollsWhenClosed,
  protectionFromWeakStrikes: Kw.ProtWeakStrike,
  staysOpenAfterAttack: Kw.StaysOpen,
  strikesTwice: 0, // a Cap bit, not a Kw bit (compile/compile.ts: Cap.StrikesTwice)
  attacksTwiceInRow: 0, // Cap.StrikesTwice + db.twiceInRow (mechanics/strike/two-attacks.ts)
  attacksAllAdjacentInRow: 0, // Cap.StrikesTwice + Cap.TurnRecord + db.twiceInRow 2 (mechanics/strike/chain-attack.ts)
  strikeCannotBeLowered: 0, // Mech.Unlowerable marks the card (mechanics/strike/unlowerable.ts; it opens Gate.UnlowerableStrikes)
};

/**
 * "Безответный удар": the counter-strike tier of `struck` against attacker `a` (0 when the strike is
 * unanswerable: printed, or granted against this card by a modifier, e.g. Римаанды s1_106).
 */
export function counterTier(s: GameState, a: number, struck: number, tierD: number): number {
  if ((s.db.kw[s.card[a]!]! & Kw.Unanswerable) !== 0) return 0;
  // "первый за ход {strike} вашего существа становится безответным" (Рагнар; mechanics/strike/first-strike.ts): spent here.
  if ((s.g[G.Gates]! & Gate.FirstStrike) !== 0 && s.hooks.strikeBecomesUnanswerable(s, a)) return 0;
  // "не может атаковать" (timed, Рубаки Холверта s1_15): its counter-strike is blocked (ruling s1_15).
  if ((s.tKw[struck]! & Kw.NoAttack) !== 0) return 0;
  // A granted one, unless declared as an ordinary strike (Римаанды s1_106, mechanics/strike/optional-unanswerable.ts).
  if ((s.g[G.ModGrantKw]! & Kw.Unanswerable) !== 0 && (grantedKw(s, a, struck) & Kw.Unanswerable) !== 0 && ((s.g[G.Gates]! & Gate.UnanswerableDeclared) === 0 || !s.hooks.declinedUnanswerable(s))) return 0;
  return tierD;
}

/** Does the struck card roll its die (open, or "отражает как открытая")? */
export function rollsDefence(s: GameState, struck: number, closed: boolean): boolean {
  return !closed || (s.db.kw[s.card[struck]!]! & Kw.RollsWhenClosed) !== 0;
}

/** "Защита от слабых {strike}": the wound of a weak simple strike or counter-strike on `dst` stops (511.3). */
export function weakStrikeStopped(s: GameState, dst: number, tier: number): boolean {
  return tier === 1 && (s.db.kw[s.card[dst]!]! & Kw.ProtWeakStrike) !== 0;
}

/** The attacker pays for its simple strike (512.2, 506.5): it closes, or stays open having acted. */
export function payStrike(s: GameState, a: number, tier: number): boolean {
  // Printed, or timed («Не закрывается при атаке» до конца хода, Кабаний наездник s1_12).
  const kw = s.db.kw[s.card[a]!]! | s.tKw[a]!;
  if ((s.db.caps[s.card[a]!]! & Cap.StrikesTwice) !== 0 && s.db.twiceInRow[s.card[a]!] !== 0) {
    // Берсерк s1_195 (mechanics/strike/two-attacks.ts): open after its first strike, at another card next;
    // Гидра s1_136 (mechanics/strike/chain-attack.ts): open while an adjacent enemy not attacked in the row is left.
    if (s.hooks.strikePaidLeavesOpen(s, a, s.g[G.Target]!)) return true;
  } else if ((s.db.caps[s.card[a]!]! & Cap.StrikesTwice) !== 0 && (s.turnRec[a]! & TR_FIRST_ATTACK) === 0) {
    // Минотавр s1_34: "Может атаковать {strike} 2 раза за ход, после первой атаки не закрывается":
    // open and not having acted, it may strike once more this turn; its movement is over (506.5).
    // Opened again later, it has two attacks again (ruling s1_34; effects.ts Op.Open clears the bit).
    s.turnRec[a] = s.turnRec[a]! | TR_FIRST_ATTACK;
    s.moveLeft[a] = 0;
    return true;
  }
  // Келе (core/systems/keywords.ts): its strike struck and it has no wounds now.
  if ((kw & Kw.StaysOpen) === 0 && ((kw & Kw.OpenIfUnwounded) === 0 || tier <= 0 || s.wounds[a] !== 0)) return false;
  s.flags[a] = s.flags[a]! | Flag.Acted;
  s.moveLeft[a] = 0;
  return true;
}

/** A die for card `i`: its fixed six if it has one (consumed), else a roll of the Dice stream. */
export function dieFor(s: GameState, i: number): number {
  if ((s.flags[i]! & Flag.NextSix) === 0) return rollD6(s.rng, Stream.Dice);
  s.flags[i] = s.flags[i]! & ~Flag.NextSix;
  if (s.log) s.log.push('  кубик не бросается: 6');
  return 6;
}
