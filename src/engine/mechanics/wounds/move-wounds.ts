/**
 * "Перераспределить N (или менее) раны с существа в вашем отряде на существо или существ противника"
 * (Волхв s1_3 «волхвование при луне», a spell). Effect 'moveWounds' (MechOp.MoveWounds, never queued).
 *
 * Declaration (512.5.2; turn.ts declareAbility, a sub-decision, Decision.Choice): the target is
 * an own creature with wounds (filter `wounded`); the number of wounds is named with it, 1..N and at
 * most the target's wounds (ruling s1_3: "Волхв может заявить лечение только такого существа, на котором
 * действительно есть хотя бы две раны"); then, one by one, the enemy creature that receives each of
 * them (Decision.Target, MechTargetMode.MoveWounds; the same creature may be named for both — "на
 * существо или существ").
 *
 * Execution (features.ts stepAbility): the target is healed by the number named (511: protections,
 * replacements — an own Вожак сатиров may turn it into wounds — and "при излечении" triggers); when
 * that heal is done, the named creatures are wounded (511, the spell's type) by what was actually
 * healed — ruling s1_3: "Поранить при этом получится на столько, на сколько фактически удалось
 * излечить". Two wounds named for one creature are one effect of 2; with only one wound healed, it
 * goes to the creature named first. A named creature no longer in the battle zone receives nothing.
 *
 * State on the ability item (fields an ability item does not use otherwise): St.Def / St.RollD the
 * creatures named for the first / second wound (NONE: not named), St.TierA the target's wounds before
 * the heal, St.TierD 1 once the wounds are dealt.
 *
 * Engine cost: nothing outside features of this op (the op is tested where an ability's own op
 * branches are: features.ts, core/systems/choice.ts choiceOwner, turn.ts target modes).
 */
import { Cap, Decision, Op, TargetMode, Tgt } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { candidateTargets } from '../../core/targeting.js';
import { targetOfAction } from '../../core/combat/targets.js';
import { enqueueEffect } from '../../core/effects.js';
import { inBattle, label, reveal } from '../../core/instance.js';
import { recordTargeted } from '../../core/systems/declaration.js';
import { abilityDamageBit, modWound } from '../../core/systems/modifiers.js';
import { advance } from '../../core/driver.js';
import { UPTO_STRIKE_WOUNDS } from '../../core/codes.js';
import { Feat } from '../../core/enums.js';
import { Mech, MechOp, MechTargetMode, on } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';

const DEST = [St.Def, St.RollD] as const;

/** The sub-decision naming the number (mechanics/index.ts opChoices[MechOp.MoveWounds]): it is at most the target's wounds (ruling s1_3). */
export function moveWoundsBound(s: GameState, k: number, hi: number): number {
  const t = itemField(s, k, St.Tgt);
  const w = t >= 0 ? s.wounds[t]! : 0;
  return hi < w ? hi : w;
}

/** The same sub-decision, the number just named (counters.ts applyX): ask the creature receiving the first wound. */
export function beginMoveWoundsTargets(s: GameState, k: number): void {
  setItemField(s, k, St.Def, NONE);
  setItemField(s, k, St.RollD, NONE);
  setItemField(s, k, St.TierA, 0);
  setItemField(s, k, St.TierD, 0);
  askNext(s, k);
}

function named(s: GameState, k: number): number {
  return itemField(s, k, St.Def) === NONE ? 0 : itemField(s, k, St.RollD) === NONE ? 1 : 2;
}

function askNext(s: GameState, k: number): void {
  if (named(s, k) >= itemField(s, k, St.X) || candidateTargets(s, itemField(s, k, St.Src), Tgt.EnemyCreature, null) === 0) return;
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.MoveWounds;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
}

/** turn.ts legalTarget, MechTargetMode.MoveWounds: every enemy creature the spell may name (again too). */
export function legalMoveWoundsTargets(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  if (s.db.abUpTo[itemField(s, k, St.Feat) - Feat.Ability] === UPTO_STRIKE_WOUNDS) return s.hooks.legalWoundRecipients(s, k, out); // Отшельница (mechanics/wounds/spread-wounds.ts)
  return candidateTargets(s, itemField(s, k, St.Src), Tgt.EnemyCreature, out);
}

/** turn.ts applyTarget, MechTargetMode.MoveWounds: the creature receiving the next wound. */
export function applyMoveWoundsTarget(s: GameState, act: number): void {
  const k = s.g[G.Selected]!;
  if (s.db.abUpTo[itemField(s, k, St.Feat) - Feat.Ability] === UPTO_STRIKE_WOUNDS) {
    if (s.hooks.applyWoundRecipient(s, k, act)) advance(s); // Отшельница (mechanics/wounds/spread-wounds.ts)
    return;
  }
  const t = targetOfAction(s, act);
  setItemField(s, k, DEST[named(s, k)]!, t);
  woundDestinationNamed(s, k, t);
  askNext(s, k);
  if (s.g[G.Decision] === Decision.None) advance(s);
}

/**
 * After creature t is named (and stored) as the next wound's destination of stack item k, here and
 * in mechanics/wounds/spread-wounds.ts: reveal it, record it as a target, close the target decision.
 */
export function woundDestinationNamed(s: GameState, k: number, t: number): void {
  if (s.log) s.log.push(`  рана перераспределяется на ${label(s, t)}`);
  reveal(s, t);
  if ((s.g[G.Caps]! & Cap.Declaration) !== 0) recordTargeted(s, k, t); // it too becomes a target (core/systems/declaration.ts)
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
}

/** features.ts stepAbility, the first execution step: heal the target by the number named (511). */
export function healForMovedWounds(s: GameState, k: number, a: number, src: number, t: number): void {
  setItemField(s, k, St.TierA, s.wounds[t]!);
  if (itemField(s, k, St.Def) === NONE) return; // no enemy creature could be named: nothing moves
  enqueueEffect(s, Op.Heal, src, t, itemField(s, k, St.X), s.db.abType[a]!, itemField(s, k, St.Action));
}

/**
 * features.ts stepAbility, the step after the heal: wound the named creatures by what was healed.
 * Returns true when it queued its effects now (the item's payment comes at the next step).
 */
export function dealMovedWounds(s: GameState, k: number, a: number): boolean {
  if (itemField(s, k, St.TierD) !== 0) return false;
  setItemField(s, k, St.TierD, 1);
  const src = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  let healed = itemField(s, k, St.TierA) - (t >= 0 ? s.wounds[t]! : 0);
  // At most the number named — twice it when Мрачная дворянка doubled the heal (ruling s1_154: "максимум на 4"; mechanics/wounds/heal-gate.ts).
  const x = itemField(s, k, St.X) * (on(s, Mech.HealGate) && s.hooks.healDoubled(s, itemField(s, k, St.Action)) ? 2 : 1);
  if (healed > x) healed = x;
  if (healed <= 0) {
    if (s.log) s.log.push('  ничего не излечено: ран не нанесено');
    return true;
  }
  if (s.db.abUpTo[a] === UPTO_STRIKE_WOUNDS) {
    // Отшельница (mechanics/wounds/spread-wounds.ts): the named wounds, at most as many as were named.
    s.hooks.dealDistributedWounds(s, k, a, healed < itemField(s, k, St.X) ? healed : itemField(s, k, St.X));
    return true;
  }
  const d1 = itemField(s, k, St.Def);
  const d2 = itemField(s, k, St.RollD);
  if (d2 === NONE || d2 === d1) wound(s, k, a, src, d1, healed);
  else {
    // Each named wound's share: the first named gets ⌈healed / 2⌉ (1 of 1 or 2; 2 of a doubled 3 or 4), the second the rest.
    const first = (healed + 1) >> 1;
    wound(s, k, a, src, d1, first);
    if (healed > first) wound(s, k, a, src, d2, healed - first);
  }
  return true;
}

function wound(s: GameState, k: number, a: number, src: number, d: number, n: number): void {
  if (d < 0 || !inBattle(s, d)) return;
  const type = s.db.abType[a]!;
  const amount = (s.g[G.Caps]! & Cap.Modifier) !== 0 ? modWound(s, src, d, n, abilityDamageBit(type), 0) : n;
  enqueueEffect(s, Op.Wound, src, d, amount, type, itemField(s, k, St.Action));
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): moving wounds ('moveWounds') is this mechanic's op (mechanics/ids.ts MechOp.MoveWounds); no field of its own to check. */
export const MOVE_WOUNDS_COMPILE: MechanicCompile = {
  name: 'moveWounds',
  ops: { moveWounds: MechOp.MoveWounds },
  owns: () => false,
  compile() {},
};
