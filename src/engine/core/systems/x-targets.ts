/**
 * X in activated abilities that is not a paid "X{counter}" (core/systems/counters.ts), and X that
 * counts targets (512.5.2; digest §4.5, §7.2):
 *
 *  - `xFrom: 'sourceCounters'`: X is the number of counters on the source ("где X — число {counter}
 *    на <карте>"); no counters are paid for it.
 *  - `xTargets`: X is the number of (different) targets ("ранить X существ …"), not a size of the
 *    effect. 512.5.2: "если особенность требует указать X для определения числа целей (а не
 *    величины эффекта), значение X фиксируется в момент объявления и не меняется после". So X is
 *    fixed at the declaration (St.X) and its X targets are named then: the first as usual, the
 *    others at once after it (Decision.Target, TargetMode.XTargets), each different, as many as
 *    there are candidates up to X. With an "X{counter}" cost the X named with the cost counts the
 *    targets.
 *  - Without `xTargets`, an `xFrom` X is the size of the effect (+X to its amount) and is read when
 *    the feature executes — it is not fixed at the declaration (the contrast of 512.5.2).
 *
 * The further targets ride in stack slots the simple strike uses (an ability item never reads them),
 * so an X-target feature names at most 1 + XT_SLOTS.length targets. At execution (features.ts) the
 * first target has passed the legality check; a further one that became illegal is skipped.
 * Hot path: every check is behind the per-game Cap.XAbility bit.
 */
import { Cap, Decision, Feat, TargetMode, Trig, XMode } from '../enums.js';
import { recordTargeted } from './declaration.js';
import { G, type GameState, NONE, St } from '../state.js';
import { itemField, setDecision, setItemField } from '../stack.js';
import { candidateTargets } from '../targeting.js';
import { targetActionOf, targetOfAction } from '../combat/targets.js';
import { MAX_LEGAL } from '../action.js';
import { label, reveal } from '../instance.js';
import { advance } from '../driver.js';

const XM_TARGETS = XMode.Targets;
const XM_FROM_COUNTERS = XMode.FromCounters;

/** Stack slots of the 2nd… targets of an X-target feature. */
export const XT_SLOTS = [St.Def, St.RollD, St.RollA, St.TierA, St.TierD] as const;
const scratch = new Int32Array(MAX_LEGAL);

/** X of an `xFrom` ability of source i now (0 when it has none). */
export function xFromNow(s: GameState, i: number, a: number): number {
  return (s.db.abXMode[a]! & XM_FROM_COUNTERS) !== 0 ? s.counters[i]! : 0;
}

/** 512.5.2: an X-target feature with X = 0 names no target — it cannot be declared. */
export function xDeclarable(s: GameState, i: number, a: number): boolean {
  const m = s.db.abXMode[a]!;
  return (m & XM_TARGETS) === 0 || (m & XM_FROM_COUNTERS) === 0 || s.counters[i]! > 0;
}

/** The amount X adds to the effect of ability item k (ability a) when it executes: a size-X read now, never a target count. */
export function xAmountNow(s: GameState, k: number, a: number): number {
  const m = s.db.abXMode[a]!;
  if ((m & XM_TARGETS) !== 0) return 0;
  return (m & XM_FROM_COUNTERS) !== 0 ? s.counters[itemField(s, k, St.Src)]! : 0;
}

/**
 * After the declaration of ability a at stack index k with its first target (turn.ts): for an
 * X-target feature, fix X now (from the source, unless it is an "X{counter}" cost, named next) and
 * ask the further targets. Returns true when a decision is pending.
 */
export function beginXTargets(s: GameState, k: number, a: number): boolean {
  for (let j = 0; j < XT_SLOTS.length; j++) setItemField(s, k, XT_SLOTS[j]!, NONE);
  if (s.db.abXCost[a]) return false; // X is named with the cost (Decision.Choice), then afterXAmount
  const x = xFromNow(s, itemField(s, k, St.Src), a);
  setItemField(s, k, St.X, x);
  if (s.log) s.log.push(`  X = ${x} (число целей, зафиксировано при объявлении)`);
  return askNext(s, k);
}

/**
 * triggers.ts declare, a trigger with `xTargetsFromEvent` ("ранить X карт на 1, где X – число жетонов
 * инкарнации на Поганище", s1_164): X is the triggering event's amount, fixed now (512.5.2) in St.X.
 * Returns false when it cannot be declared: X is 0, or fewer than X different candidates exist (ruling
 * s1_164: with two targets in the game the feature with X = 3 is not declared), or X is beyond the
 * item's 1 + XT_SLOTS.length targets.
 */
export function eventXDeclarable(s: GameState, k: number, a: number, src: number, x: number): boolean {
  // A delayed row spell (mechanics/markers/delayed-spell.ts, Тергала s1_96): the event's amount is the row; X is counted now.
  if (s.db.abTrigger[a] === Trig.DelayedRowSpell) x = s.hooks.delayedRowEffectX(s, src, x);
  setItemField(s, k, St.X, x);
  for (let j = 0; j < XT_SLOTS.length; j++) setItemField(s, k, XT_SLOTS[j]!, NONE);
  if (s.log) s.log.push(`  X = ${x} (число целей, зафиксировано при объявлении)`);
  if (x <= 0 || x > 1 + XT_SLOTS.length) return false;
  return candidateTargets(s, src, s.db.abTarget[a]!, scratch, s.db.abRange[a]!, s.db.abTgtFilter[a]!, a) >= x; // a count needs a buffer (null stops at one)
}

/** After the first target of an event-X trigger was chosen (mechanics/triggers/multi-target-triggers.ts): ask its further targets. */
export function askEventXTargets(s: GameState, k: number): boolean {
  return askNext(s, k);
}

/** After Decision.Choice named X of an X-target "X{counter}" feature: ask its further targets. */
export function afterXAmount(s: GameState, k: number): void {
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  if ((s.db.abXMode[a]! & XM_TARGETS) !== 0) askNext(s, k);
}

function chosen(s: GameState, k: number): number {
  let n = 1;
  for (let j = 0; j < XT_SLOTS.length; j++) if (itemField(s, k, XT_SLOTS[j]!) !== NONE) n++;
  return n;
}

function isChosen(s: GameState, k: number, t: number): boolean {
  if (itemField(s, k, St.Tgt) === t) return true;
  for (let j = 0; j < XT_SLOTS.length; j++) if (itemField(s, k, XT_SLOTS[j]!) === t) return true;
  return false;
}

/** Further targets that may be named for the item at k (TARGET actions); 0 once X are named. */
function legalAt(s: GameState, k: number, out: Int32Array | null): number {
  const x = itemField(s, k, St.X);
  const c = chosen(s, k);
  if (c >= x || c > XT_SLOTS.length) return 0;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const m = candidateTargets(s, itemField(s, k, St.Src), s.db.abTarget[a]!, scratch, s.db.abRange[a]!, s.db.abTgtFilter[a]!, a);
  let n = 0;
  for (let j = 0; j < m; j++) {
    if (isChosen(s, k, targetOfAction(s, scratch[j]!))) continue;
    if (out) out[n] = scratch[j]!;
    n++;
  }
  return n;
}

function askNext(s: GameState, k: number): boolean {
  if (legalAt(s, k, null) === 0) return false;
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = TargetMode.XTargets;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
  return true;
}

export function legalXTargets(s: GameState, out: Int32Array): number {
  return legalAt(s, s.g[G.Selected]!, out);
}

/** A further target of the X-target feature being declared. */
export function applyXTarget(s: GameState, act: number): void {
  const k = s.g[G.Selected]!;
  const t = targetOfAction(s, act);
  setItemField(s, k, XT_SLOTS[chosen(s, k) - 1]!, t);
  if (s.log) s.log.push(`  ещё цель: ${label(s, t)}`);
  reveal(s, t);
  if ((s.g[G.Caps]! & Cap.Declaration) !== 0) recordTargeted(s, k, t); // it too becomes a target (core/systems/declaration.ts)
  if (legalAt(s, k, null) > 0) return; // ask again
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  advance(s);
}

/** The further targets (after the first) of X-target item k, for execution: slot j's instance or NONE. */
export function xTargetAt(s: GameState, k: number, j: number): number {
  return itemField(s, k, XT_SLOTS[j]!);
}

/** Is t (a further target) still a legal target of ability a of src? */
export function xTargetStillLegal(s: GameState, src: number, a: number, t: number): boolean {
  const want = targetActionOf(s, t);
  const m = candidateTargets(s, src, s.db.abTarget[a]!, scratch, s.db.abRange[a]!, s.db.abTgtFilter[a]!, a);
  for (let j = 0; j < m; j++) if (scratch[j] === want) return true;
  return false;
}
