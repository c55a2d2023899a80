/**
 * "Уменьшить величину выбранного удара на 1" (Лунная баньши s1_157 «крик Баньши», an {instant}
 * influence; ruling s1_157: "величину", not "силу"): in a simple strike's window after the dice (512.4,
 * target 'executingStrike'), the attacker's strike or the struck card's counter-strike of the waiting
 * strike — one entry each, the strike chosen at the declaration — deals 1 wound less (never below 0),
 * after the modifiers of both cards. Several uses add up. A counter-strike entry needs a struck card
 * that rolls (an open one: a closed card never counter-strikes).
 *
 * Vocabulary `{ op: 'strikeValueDelta', amount, strike: 'attacker' | 'counter' }`, compiled to an
 * Op.DieDelta feature with mode DIE_STRIKE_VALUE (mechanics/dice/strike-dice.ts: the effects on the waiting
 * strike item of its windows share that op and its branches in features.ts / effects.ts). The card
 * carries Cap.Modifier (its strikes' wounds take simple-strike.ts strikeWoundsModified) and
 * Mech.StrikeValue, which gates the one call there.
 *
 * A special strike («особый удар на N», an ability executed in one step with its value): the 'special'
 * entry (`strike: 'special'`, DIE_SPECIAL) names the top special strike waiting on the stack before it
 * executes, in a round without a window of its own (after its declaration: 303.3, 512.4 — no step of its
 * execution admits instants); its wounds are N less after the modifiers (features.ts woundAmount), never
 * below 0; not a special strike of Гидра's kind (mechanics/strike/unlowerable.ts). Reading: a special strike has
 * no dice, so "выбранного удара" names it while it waits.
 *
 * State: bits 9–11 (attacker) and 12–14 (counter-strike) of the strike item's spare St.Stage
 * (strike-dice.ts bits 0–2, forced-strike.ts 3–7, opponent-redirect.ts 8); a special strike's cut in its
 * item's St.RollA (unused by such abilities).
 */
import { G, type GameState, ST, St } from '../../core/state.js';
import { AttackKind, Cap, Feat, Op, StFlag } from '../../core/enums.js';
import { label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';

const SV_A_SHIFT = 9;
const SV_D_SHIFT = 12;

/** strike-dice.ts applyDieMode: lower strike `d` (0 the attacker's, 1 the counter-strike) of strike item dst by `amount`. */
export function lowerStrikeValue(s: GameState, dst: number, d: number, amount: number): void {
  const feat = s.stack[dst * ST + St.Feat]!;
  if (feat >= Feat.Ability && s.db.abRanged[feat - Feat.Ability] === 0) {
    // A special strike's item: the cut in its St.RollA (an ability item that is no ranged attack leaves it 0;
    // a ranged attack's — {uchr}, magic strike — is in St.Stage, as a simple strike's: core/systems/die-window.ts).
    s.stack[dst * ST + St.RollA] = s.stack[dst * ST + St.RollA]! + amount;
    if (s.log) s.log.push(`  особый удар ${label(s, s.stack[dst * ST + St.Src]!)}: -${amount} к величине`);
    return;
  }
  const o = dst * ST + St.Stage;
  const shift = d === 1 ? SV_D_SHIFT : SV_A_SHIFT;
  let n = ((s.stack[o]! >> shift) & 7) + amount;
  if (n > 7) n = 7;
  s.stack[o] = (s.stack[o]! & ~(7 << shift)) | (n << shift);
  if (s.log) s.log.push(`  ${d === 1 ? 'ответный удар' : `удар ${label(s, s.stack[dst * ST + St.Src]!)}`}: -${amount} к величине`);
}

/** core/systems/die-window.ts: the reduction named on strike `d` of the item at k. */
export function strikeValueCut(s: GameState, k: number, d: number): number {
  return (s.stack[k * ST + St.Stage]! >> (d === 1 ? SV_D_SHIFT : SV_A_SHIFT)) & 7;
}

/**
 * simple-strike.ts strikeWoundsModified (games with Mech.StrikeValue): the wounds `w` of the executing
 * strike's attacker strike (d = 0) or counter-strike (d = 1) after the reductions named on it.
 */
export function loweredStrikeWound(s: GameState, w: number, d: number): number {
  if (w <= 0) return w; // no wound (a protection stopped it: -1) stays none
  const k = s.g[G.Executing]!;
  if (k < 0 || k >= s.g[G.StackLen]!) return w;
  const n = (s.stack[k * ST + St.Stage]! >> (d === 1 ? SV_D_SHIFT : SV_A_SHIFT)) & 7;
  return w > n ? w - n : 0;
}

/** Is the stack item at k a special strike that has not started executing (an ability of type «особый удар»)? */
export function specialStrikeWaits(s: GameState, k: number): boolean {
  const feat = s.stack[k * ST + St.Feat]!;
  return (
    feat >= Feat.Ability &&
    s.db.abType[feat - Feat.Ability] === AttackKind.SpecialStrike &&
    s.db.abOp[feat - Feat.Ability] === Op.Wound && // a value to lower ("добивание" has none)
    s.db.abRanged[feat - Feat.Ability] === 0 &&
    s.stack[k * ST + St.Step] === 0 &&
    (s.stack[k * ST + St.Flags]! & StFlag.Blocked) === 0
  );
}

/** The top special strike waiting to execute (the «крик Баньши» 'special' entry names it), or -1. */
export function waitingSpecialStrike(s: GameState): number {
  for (let k = s.g[G.StackLen]! - 1; k >= 0; k--) if (specialStrikeWaits(s, k)) return k;
  return -1;
}

/** features.ts woundAmount (games with Mech.StrikeValue): the executing special strike's wounds `w` of `src` after the cut named on it. */
export function loweredSpecialStrike(s: GameState, src: number, w: number): number {
  const k = s.g[G.Executing]!;
  if (w <= 0 || k < 0 || k >= s.g[G.StackLen]!) return w;
  const feat = s.stack[k * ST + St.Feat]!;
  if (feat < Feat.Ability || s.db.abType[feat - Feat.Ability] !== AttackKind.SpecialStrike || s.db.abRanged[feat - Feat.Ability] !== 0) return w;
  const n = s.stack[k * ST + St.RollA]!;
  if (n <= 0 || !s.hooks.strikeLowerable(s, src)) return w;
  return w > n ? w - n : 0;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): "уменьшить величину выбранного удара"
 * ('strikeValueDelta'): the strikes' wounds take strikeWoundsModified (Cap.Modifier, Mech.StrikeValue).
 * Its die code (db.abDie, shared with dice/strike-dice.ts) stays with the core's columns.
 */
export const STRIKE_VALUE_COMPILE: MechanicCompile = {
  name: 'strikeValue',
  ops: {},
  caps: Cap.Modifier,
  mechs: [Mech.StrikeValue],
  owns: (a) => a.kind === 'activated' && a.effect.op === 'strikeValueDelta',
  compile(_def, _a, sink) {
    sink.setCaps(Cap.Modifier);
    sink.cap(Mech.StrikeValue);
  },
};
