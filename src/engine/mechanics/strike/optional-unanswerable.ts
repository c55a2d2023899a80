/**
 * "Может объявлять безответный удар по существу противника, если …" (Римаанды s1_106): the
 * unanswerable strike is the card's option, not an obligation (ruling s1_106: "Могут ли Римаанды
 * объявлять небезответный удар? — Да, если захотят").
 *
 * The card's unanswerable strike comes from a modifier grant (modifiers.ts 'grant' 'unanswerable'
 * `vs` …, read by strike-keywords.ts counterTier when the strike executes). A card with the keyword
 * 'mayDeclineUnanswerable' (Mech.OptionalUnanswerable) is asked, as its simple strike is declared at
 * a card against which the grant holds then, whether it declares it unanswerable (AMOUNT + 1) or an
 * ordinary strike (AMOUNT + 2: StFlag.Answerable on the strike item, so counterTier ignores the
 * grant). The question is a Decision.Choice on the strike item (G.Selected), answered by the attacker.
 *
 * Engine cost: one G.Gates test per declared simple strike (turn.ts applyTarget); counterTier reads
 * the item flag only when a granted unanswerable strike applies.
 */
import { Kw, StFlag } from '../../core/enums.js';
import { G, type GameState, ST, St } from '../../core/state.js';
import { AMOUNT } from '../../core/action.js';
import { itemField, setItemField } from '../../core/stack.js';
import { grantedKw } from '../../core/systems/modifiers.js';
import { label } from '../../core/instance.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

/** turn.ts applyTarget, a simple strike of i at t just put on the stack at k: ask? Returns true when asked. */
export function askUnanswerable(s: GameState, k: number, i: number, t: number): boolean {
  if (!cardHas(s.db, s.card[i]!, Mech.OptionalUnanswerable)) return false;
  if ((s.db.kw[s.card[i]!]! & Kw.Unanswerable) !== 0 || (grantedKw(s, i, t) & Kw.Unanswerable) === 0) return false;
  askChoice(s, k, s.ctrl[i]!);
  return true;
}

/** Legal answers: unanswerable (AMOUNT + 1) or an ordinary strike (AMOUNT + 2). */
export function legalUnanswerable(out: Int32Array): number {
  out[0] = AMOUNT + 1;
  out[1] = AMOUNT + 2;
  return 2;
}

/** Apply the answer for the strike item at k. */
export function applyUnanswerable(s: GameState, k: number, a: number): void {
  if (a === AMOUNT + 2) setItemField(s, k, St.Flags, itemField(s, k, St.Flags) | StFlag.Answerable);
  if (s.log) s.log.push(`  ${label(s, itemField(s, k, St.Src))}: ${a === AMOUNT + 2 ? 'обычный удар' : 'безответный удар'}`);
}

/** strike-keywords.ts counterTier: was the executing strike declared as an ordinary one? */
export function declinedUnanswerable(s: GameState): boolean {
  const k = s.g[G.Executing]!;
  return k >= 0 && k < s.g[G.StackLen]! && (s.stack[k * ST + St.Flags]! & StFlag.Answerable) !== 0;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'mayDeclineUnanswerable' sets Mech.OptionalUnanswerable. */
export const OPTIONAL_UNANSWERABLE_COMPILE: MechanicCompile = {
  name: 'optionalUnanswerable',
  ops: {},
  mechs: [Mech.OptionalUnanswerable],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'mayDeclineUnanswerable',
  compile(_def, _a, sink) {
    sink.cap(Mech.OptionalUnanswerable);
  },
};
