/**
 * "Бросьте кубик: если выпало 1 или 2 — …; если выпало 3 или 4 — …; если выпало 5 или 6 — …" (Шакси
 * s1_185 «удар копытцем», a triggered influence "При прыжке"). Effect 'dieOutcome' (MechOp.DieOutcome,
 * never queued itself).
 *
 * When the feature executes (features.ts stepAbility), the die is rolled for its source (strike-keywords.ts
 * dieFor: "следующий бросок кубика равен 6" counts). Ruling s1_185 (modifiers of the die apply): in a
 * game with instants the die then waits, like a simple strike's dice (512.4), in a priority round of
 * the window after the dice (driver.ts windowOfTop), where the die features that name the executing
 * strike's die (Op.DieDelta, mechanics/dice/strike-dice.ts: Ловец удачи's ±1 and reroll, Взрывная Мэри's
 * «черная метка» at a 1) may name this die as the attacker's die (`waitingDie`); «уменьшить величину
 * удара» and the other features of a strike's window do not (it is no strike). When the feature
 * executes again, the first outcome whose `upTo` is at least the die (below 1: the first; above 6:
 * the last) is the effect. Its target is named then by the feature's controller (Decision.Target,
 * MechTargetMode.DieOutcome) among the outcome's candidates (a creature next to the source; or the source
 * itself or a creature next to it), and the effect goes through 511 with the feature's ability type.
 * No candidate: no effect.
 *
 * State on the ability item, laid out as a strike's dice (strike-dice.ts reads them): St.RollA the die
 * with its changes, St.X the raw die, St.RollD -1 (no second die); St.TierD 1 while the die waits,
 * 2 once the outcome is taken; St.TierA the outcome's index + 1.
 */
import { Cap, Decision, Feat, Op, TargetMode, Tgt } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { itemAbilityOp, itemField, setDecision, setItemField } from '../../core/stack.js';
import { candidateTargets, waitingStrike } from '../../core/targeting.js';
import { targetActionOf, targetOfAction } from '../../core/combat/targets.js';
import { enqueueEffect, opOf } from '../../core/effects.js';
import { inBattle, label } from '../../core/instance.js';
import { dieFor } from '../../core/systems/strike-keywords.js';
import { abilityDamageBit, modWound } from '../../core/systems/modifiers.js';
import { advance } from '../../core/driver.js';
import type { DieOutcomeSpec } from '../../vocab/ability.js';
import { heldDieWaits } from '../../core/systems/die-window.js';
import { DIE_SPECIAL } from '../../core/codes.js';
import { Mech, MechOp, MechTargetMode } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';

const NO_OUTCOMES: readonly DieOutcomeSpec[] = [];

function outcomesOf(s: GameState, a: number): readonly DieOutcomeSpec[] {
  const ab = s.db.abilities[a]!;
  return (ab.kind === 'activated' || ab.kind === 'triggered') && ab.effect.op === 'dieOutcome' ? ab.effect.outcomes : NO_OUTCOMES;
}

/** Candidate targets of outcome `o` of `src` (TARGET actions into out, ascending; null: count). */
function candidates(s: GameState, src: number, o: DieOutcomeSpec, out: Int32Array | null): number {
  const n = candidateTargets(s, src, Tgt.AdjacentCreature, out);
  if (o.target !== 'selfOrAdjacent' || !inBattle(s, src)) return n;
  if (!out) return n + 1;
  // The source itself, in its place among the ascending actions (the legal-action contract).
  const me = targetActionOf(s, src);
  let j = n;
  while (j > 0 && out[j - 1]! > me) {
    out[j] = out[j - 1]!;
    j--;
  }
  out[j] = me;
  return n + 1;
}

/** features.ts stepAbility, the first execution step: roll the die; in a game with instants it waits for die features. */
export function rollDieOutcome(s: GameState, k: number, a: number, src: number): void {
  const roll = dieFor(s, src);
  if (s.log) s.log.push(`  ${label(s, src)}: бросок ${roll}`);
  setItemField(s, k, St.RollA, roll);
  setItemField(s, k, St.RollD, NONE);
  setItemField(s, k, St.X, roll);
  setItemField(s, k, St.TierD, 1);
  if ((s.g[G.Caps]! & Cap.Instant) !== 0) {
    // The window after the dice (512.4): a new priority round on this item before it goes on.
    s.g[G.Executing] = NONE;
    s.g[G.RoundOpen] = 0;
    return;
  }
  takeOutcome(s, k, a, src);
}

/**
 * features.ts stepAbility, a later step: once the die has waited, take the outcome (and ask its target).
 * Returns true when it did so now (the payment comes at the next step).
 */
export function outcomeAfterDie(s: GameState, k: number, a: number): boolean {
  if (itemField(s, k, St.TierD) !== 1) return false;
  takeOutcome(s, k, a, itemField(s, k, St.Src));
  return true;
}

function takeOutcome(s: GameState, k: number, a: number, src: number): void {
  setItemField(s, k, St.TierD, 2);
  const roll = itemField(s, k, St.RollA);
  const outs = outcomesOf(s, a);
  if (outs.length === 0) return;
  let j = 0;
  while (j < outs.length - 1 && roll > outs[j]!.upTo) j++;
  if (s.log && roll !== itemField(s, k, St.X)) s.log.push(`  ${label(s, src)}: кубик ${roll}`);
  setItemField(s, k, St.TierA, j + 1);
  if (!inBattle(s, src) || candidates(s, src, outs[j]!, null) === 0) return;
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.DieOutcome;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
}

/**
 * The stack index whose die a die feature (Op.DieDelta, target 'executingStrike') names now: the
 * waiting simple strike (targeting.ts waitingStrike), else — in games with Mech.DieOutcome — a
 * 'dieOutcome' feature whose die waits; -1 if none.
 */
export function waitingDie(s: GameState): number {
  const k = waitingStrike(s);
  if (k >= 0) return k;
  return dieWaitingAt(s);
}

/**
 * The stack item an 'executingStrike' feature a names now (instants.ts abilityUsable, features.ts
 * targetLegal, turn.ts declaration): a die feature's waiting die, «крик Баньши» on a special strike's
 * waiting special strike (mechanics/strike/strike-value.ts), else the waiting simple strike; -1 if none.
 */
export function strikeNamedBy(s: GameState, a: number): number {
  if (s.db.abOp[a] !== Op.DieDelta) return waitingStrike(s);
  return (s.db.abDie[a]! & DIE_SPECIAL) !== 0 ? s.hooks.waitingSpecialStrike(s) : waitingDie(s);
}

/** The top stack item whose die waits in its window: a 'dieOutcome' feature, a ranged attack or a move limit (core/systems/die-window.ts); -1 if none. */
export function dieWaitingAt(s: GameState): number {
  for (let j = s.g[G.StackLen]! - 1; j >= 0; j--) if (dieWaitsOn(s, j)) return j;
  return -1;
}

/** Does a die wait in its window on stack item k ('dieOutcome', a ranged attack, a move limit)? */
export function dieWaitsOn(s: GameState, k: number): boolean {
  return (itemAbilityOp(s, k) === MechOp.DieOutcome && itemField(s, k, St.TierD) === 1) || heldDieWaits(s, k);
}

/** turn.ts legalTarget, MechTargetMode.DieOutcome. */
export function legalDieOutcomeTargets(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  return candidates(s, itemField(s, k, St.Src), outcomesOf(s, a)[itemField(s, k, St.TierA) - 1]!, out);
}

/** turn.ts applyTarget, MechTargetMode.DieOutcome: the outcome's effect on the named card (511). */
export function applyDieOutcomeTarget(s: GameState, act: number): void {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const src = itemField(s, k, St.Src);
  const t = targetOfAction(s, act);
  const o = outcomesOf(s, a)[itemField(s, k, St.TierA) - 1]!;
  const e = o.effect;
  const op = opOf(s.db, e.op);
  const type = s.db.abType[a]!;
  const amount = op === Op.Wound && (s.g[G.Caps]! & Cap.Modifier) !== 0 ? modWound(s, src, t, e.amount, abilityDamageBit(type), 0) : e.amount;
  enqueueEffect(s, op, src, t, amount, type, itemField(s, k, St.Action));
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  advance(s);
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): a die that picks the effect ('dieOutcome')
 * waits for die features (Mech.DieOutcome, ruling s1_185). The outcomes cover the die's faces in
 * ascending order, the last one up to 6 (`dieOutcome` takes the last one for anything above the
 * others' bounds, so only this check reads the last `upTo`).
 */
export const DIE_OUTCOME_COMPILE: MechanicCompile = {
  name: 'dieOutcome',
  ops: { dieOutcome: MechOp.DieOutcome },
  mechs: [Mech.DieOutcome],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'dieOutcome',
  compile(_def, a, sink) {
    if ((a.kind !== 'activated' && a.kind !== 'triggered') || a.effect.op !== 'dieOutcome') return;
    sink.cap(Mech.DieOutcome);
    const outs = a.effect.outcomes;
    for (let j = 0; j < outs.length; j++) {
      if (outs[j]!.upTo < 1 || (j > 0 && outs[j]!.upTo <= outs[j - 1]!.upTo) || (j === outs.length - 1 && outs[j]!.upTo < 6)) {
        sink.reject('outcomes', `dieOutcome outcomes must rise from 1 and end at 6 (outcome ${j}: upTo ${outs[j]!.upTo})`);
      }
    }
  },
};
