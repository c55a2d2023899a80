/**
 * "Бросьте кубик: если выпало 1 или 2 — …; если выпало 3 или 4 — …; если выпало 5 или 6 — …" (Шакси
 * s1_185 «удар копытцем», a triggered influence "При прыжке"). Effect 'dieOutcome' (Op.DieOutcome,
 * never queued itself).
 *
 * When the feature executes (features.ts stepAbility), the die is rolled for its source (strike-keywords.ts
 * dieFor: "следующий бросок кубика равен 6" counts — ruling s1_185: modifiers of the die apply); the
 * first outcome whose `upTo` is at least the roll is the effect. Its target is named then by the
 * feature's controller (Decision.Target, TargetMode.DieOutcome) among the outcome's candidates (a
 * creature next to the source; or the source itself or a creature next to it), and the effect goes
 * through 511 with the feature's ability type. No candidate: no effect.
 *
 * State on the ability item: St.X the outcome's index + 1 (0: none).
 */
import { Cap, Decision, Feat, Op, TargetMode, Tgt } from '../enums.js';
import { G, type GameState, NONE, St } from '../state.js';
import { itemField, setDecision, setItemField } from '../stack.js';
import { candidateTargets } from '../targeting.js';
import { targetActionOf, targetOfAction } from '../combat/targets.js';
import { enqueueEffect, opOf } from '../effects.js';
import { inBattle, label } from '../instance.js';
import { dieFor } from './strike-keywords.js';
import { abilityDamageBit, modWound } from './modifiers.js';
import { advance } from '../driver.js';
import type { DieOutcomeSpec } from './types.js';

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

/** features.ts stepAbility: roll the die, pick the outcome and ask its target. */
export function rollDieOutcome(s: GameState, k: number, a: number, src: number): void {
  const roll = dieFor(s, src);
  const outs = outcomesOf(s, a);
  let j = 0;
  while (j < outs.length - 1 && roll > outs[j]!.upTo) j++;
  if (s.log) s.log.push(`  ${label(s, src)}: бросок ${roll}`);
  setItemField(s, k, St.X, outs.length > 0 ? j + 1 : 0);
  if (outs.length === 0 || candidates(s, src, outs[j]!, null) === 0) return;
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = TargetMode.DieOutcome;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
}

/** turn.ts legalTarget, TargetMode.DieOutcome. */
export function legalDieOutcomeTargets(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  return candidates(s, itemField(s, k, St.Src), outcomesOf(s, a)[itemField(s, k, St.X) - 1]!, out);
}

/** turn.ts applyTarget, TargetMode.DieOutcome: the outcome's effect on the named card (511). */
export function applyDieOutcomeTarget(s: GameState, act: number): void {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const src = itemField(s, k, St.Src);
  const t = targetOfAction(s, act);
  const o = outcomesOf(s, a)[itemField(s, k, St.X) - 1]!;
  const e = o.effect;
  const op = opOf(e.op);
  const type = s.db.abType[a]!;
  const amount = op === Op.Wound && (s.g[G.Caps]! & Cap.Modifier) !== 0 ? modWound(s, src, t, e.amount, abilityDamageBit(type), 0) : e.amount;
  enqueueEffect(s, op, src, t, amount, type, itemField(s, k, St.Action));
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  advance(s);
}
