/**
 * The first heal of a turn (Мрачная дворянка s1_154): "Пока у Мрачной дворянки больше 8 {health} — может
 * блокировать первое за ход излечение карты противника. Пока у Мрачной дворянки меньше 8 {health} — может
 * удвоить первое за ход излечение вашей карты."
 *
 * Rulings s1_154:
 *  - the block is made before the replacement effects (534): a heal Вожак сатиров would turn into
 *    wounds can be blocked, whoever's turn it is; the doubling too comes first, so Вожак then turns
 *    the doubled heal into doubled wounds;
 *  - Волхв's heal of 2 under a Дворянка with 7 lives is doubled to 4, and Волхв wounds by what was
 *    actually healed (mechanics/wounds/move-wounds.ts);
 *  - "Блокирование происходит после расчёта, но до выполнения излечения": the first heal EXECUTED this
 *    turn is the one — even a heal of an unwounded creature (it spends the block).
 * Rulings s1_72 (Фея леса), s1_81 (Вожак сатиров), s1_83 (Серк): the doubling modifies the heal
 * ABILITY's value and the block blocks the ability, not one effect — a heal of three targets is
 * doubled (or blocked) for all three; an unwounded Вожак / Серк healed first spends the doubling.
 * So "the first heal" is a game action (Ef.Action): every heal effect of that action is covered by
 * the one choice made at its first effect.
 *
 * Played as two optional replacements of Мрачная дворянка (534; effects.ts replacement step), with
 * three additions to the replacement vocabulary (types.ts EffectMatch / ReplacementResult):
 *  - `firstHealOf: 'enemy' | 'own'`: the effect is the first heal this turn of a card of the holder's
 *    opponent / of its controller. Which heal effect was first is recorded here (`noteFirstHeal`) when
 *    a heal reaches the replacement step (511.4: after the protection check — a heal a protection
 *    stops is not executed, so it is not the first), in every game with such a card (Mech.HealGate),
 *    whether or not a Дворянка can use it then: a TimedKind.FirstHeal0/1 entry per seat whose card was
 *    healed (no instance; amount = the heal's game action id, Ef.Action), for the turn. A Дворянка
 *    that declines lets the chance go: the next heal is not the first. The choice made at the action's
 *    first effect holds for its other effects (effects.ts: applied — the 534.4 "used for this action"
 *    record — applies it to them without asking, `firstHealDecided`; declined — `declinedKey`).
 *  - `holderLives: { above, below }`: while the Дворянка's lives (instance.ts livesLeft) are above /
 *    below N ("больше 8" / "меньше 8": at exactly 8, neither).
 *  - result `{ kind: 'double' }`: the amount doubles (534.5).
 * Both come before every other replacement: when one of them applies to the head effect, the
 * replacement step offers only those (effects.ts gather); after it is applied or declined, the other
 * replacements (Вожак сатиров) are offered as usual (534.6).
 *
 * A vampiric heal (mechanics/wounds/vampirism.ts) is a heal of the vampire (the engine records it as
 * "при излечении"): in games with Mech.HealGate it goes through the 511 steps as its own effect, queued
 * right after the wound that caused it (so it is still applied before the fight's other wound and
 * before deaths are checked), so that it can be the first heal and be blocked or doubled
 * (`queueVampireHeal`). Other replacements do not match it (they name Op.Heal).
 *
 * Engine cost: the card has a replacement (Cap.Replacement, G.ReplOther), so its games queue every
 * effect; the first-heal note and the vampiric-heal queueing are behind Mech.HealGate.
 */
import type { EffectMatch } from '../../vocab/ability.js';
import { Op } from '../../core/enums.js';
import { EF, EFF_MAX, Ef, G, type GameState, NONE, TM } from '../../core/state.js';
import { livesLeft } from '../../core/instance.js';
import { Step } from '../../core/effects.js';
import { newActionId } from '../../core/stack.js';
import { TimedKind, Tm, addTimed } from '../../core/systems/durations.js';

/** The game action id of the first heal this turn of a card of seat p (−1: none yet). */
function firstHealAction(s: GameState, p: number): number {
  const kind = p === 0 ? TimedKind.FirstHeal0 : TimedKind.FirstHeal1;
  const turn = s.g[G.Turn]!;
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] === kind && s.timed[o + Tm.Until] === turn) return s.timed[o + Tm.Amount]!;
  }
  return -1;
}

/**
 * effects.ts processEffects (games with Mech.HealGate), the head effect at its replacement step: a heal
 * (or vampiric heal) of a card of seat p with no first heal yet this turn becomes that seat's first.
 */
export function noteFirstHeal(s: GameState): void {
  const q = s.effq;
  const op = q[Ef.Op]!;
  if (op !== Op.Heal && op !== Op.Vampirism) return;
  const dst = q[Ef.Dst]!;
  if (dst < 0) return;
  const p = s.ctrl[dst]!;
  if (firstHealAction(s, p) >= 0) return;
  const turn = s.g[G.Turn]!;
  addTimed(s, NONE, p === 0 ? TimedKind.FirstHeal0 : TimedKind.FirstHeal1, q[Ef.Action]!, turn, turn);
}

/**
 * effects.ts matchesEffect, a match with `firstHealOf` / `holderLives`, for holder `inst` and the
 * head effect on dst: is it the first heal this turn of the named side, and do the holder's lives allow?
 */
export function firstHealMatches(s: GameState, inst: number, m: EffectMatch, dst: number): boolean {
  if (m.holderLives) {
    const l = livesLeft(s, inst);
    if (m.holderLives.above !== undefined && !(l > m.holderLives.above)) return false;
    if (m.holderLives.below !== undefined && !(l < m.holderLives.below)) return false;
  }
  if (m.firstHealOf === undefined) return true;
  const p = s.ctrl[dst]!;
  if ((m.firstHealOf === 'own') !== (p === s.ctrl[inst])) return false;
  return firstHealAction(s, p) === s.effq[Ef.Action];
}

import { declinedKey } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';
export { declinedKey };

/** effects.ts applyReplacement 'double': remember that heal action `action` was doubled (mechanics/wounds/move-wounds.ts reads it). */
export function noteDoubled(s: GameState, action: number): void {
  if (healDoubled(s, action)) return;
  const turn = s.g[G.Turn]!;
  addTimed(s, NONE, TimedKind.HealDoubled, action, turn, turn);
}

/** Was heal action `action` doubled this turn (games with Mech.HealGate)? */
export function healDoubled(s: GameState, action: number): boolean {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] === TimedKind.HealDoubled && s.timed[o + Tm.Amount] === action) return true;
  }
  return false;
}

/**
 * effects.ts applyEffect, Op.Wound of a vampire (games with Mech.HealGate, the wound applied from the
 * queue head): its heal goes into the queue right after the head, to be applied next through 511.
 */
export function queueVampireHeal(s: GameState, src: number, dst: number, amount: number, type: number): void {
  const n = s.g[G.EffLen]!;
  if (n >= EFF_MAX) throw new Error(`effect queue overflow (${EFF_MAX})`);
  const q = s.effq;
  q.copyWithin(2 * EF, EF, n * EF);
  const o = EF;
  q[o + Ef.Op] = Op.Vampirism;
  q[o + Ef.Src] = src;
  q[o + Ef.Dst] = dst;
  q[o + Ef.Amount] = amount;
  q[o + Ef.Type] = type;
  q[o + Ef.Action] = q[Ef.Action]!;
  // From the replacement step (511.4): the vampire's own heal has no protection step (511.3), as when it is applied
  // with its wound (effects.ts Op.Wound, games without Mech.HealGate). Its Ef.Src is the wounded card,
  // so a protection step would test the vampire's protections against that card — a vampire protected
  // from flyers would lose the heal of its counter-strike at a flyer (found by the caps-scope lockstep
  // games: the two paths must agree). Regression: test/cards/darkness-heal-gate.test.ts.
  q[o + Ef.Step] = Step.Replace;
  q[o + Ef.Flags] = newActionId(s);
  s.g[G.EffLen] = n + 1;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a replacement of the first heal of a card ('firstHealOf') sets Mech.HealGate (the replacement itself is the core's, Cap.Replacement). */
export const HEAL_GATE_COMPILE: MechanicCompile = {
  name: 'healGate',
  ops: {},
  mechs: [Mech.HealGate],
  owns: (a) => a.kind === 'replacement' && a.match.firstHealOf !== undefined,
  compile(_def, _a, sink) {
    sink.cap(Mech.HealGate);
  },
};
