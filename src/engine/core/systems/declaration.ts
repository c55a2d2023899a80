/**
 * Triggers on declarations, and what a cancel takes with it (518; seed 001; digest §7.4, §4.6):
 *
 *  - 'selfTargeted' ("когда <карта> становится целью [заклинания]"): a declared feature named this
 *    card as its chosen target. 518.2: targets are assigned first and only then may the feature be
 *    cancelled, so the trigger has fired and stays even when the feature is cancelled (518.1
 *    ПРИМЕР 1: Дистраго cancels Поток энергии, Забира still dies).
 *  - 'enemyDeclares' ("когда противник заявляет [заклинание]"): a trigger on the declaration
 *    (розыгрыш) of an opponent's feature. Its stack item is linked to that feature (St.Flags >> ST_LINK_SHIFT); 518.1:
 *    when the feature is cancelled, the triggers on its declaration leave the queue with it — those
 *    already on the stack and those collected but not yet declared — except ambushes (Засада).
 *  - 'ambush' (Засада) on an 'enemyDeclares' trigger: it acts at its own declaration ("при
 *    заявке"), outside the queue: it is executed at once (G.Executing), before the next trigger is
 *    declared and before anyone gets priority; no cancel removes it. 518.1 ПРИМЕР 2: Келем (copy)
 *    then Римаанды (cancel) — the copy is made, then the spell is cancelled; in the other order the
 *    spell is gone before Келем acts, and Келем copies nothing.
 *  - effect 'copy' (Op.Copy): a copy of the targeted ability feature goes on the stack under the
 *    copier's control (src = the copier), with a target its controller chooses now; it is
 *    generated (flagged as a trigger: nothing is paid for it). Simple strikes, ranged attacks and
 *    summons are not copied (their declaration names more than a target).
 *
 * The events are recorded only in games where some card has such a trigger (Cap.Declaration), at
 * the declaration of activated abilities, simple strikes and printed ranged attacks (turn.ts).
 * Triggers and generated features are not "declared by a player" in this sense and record nothing.
 */
import { AttackKind, Decision, Feat, Op, StFlag, TargetMode, Tgt, Trig } from '../enums.js';
import { G, type GameState, NONE, ST_LINK_SHIFT, St, TR, Tr, removeRecord } from '../state.js';
import { recordEvent } from '../effects.js';
import { itemField, pushItem, removeItem, setDecision, setItemField } from '../stack.js';
import { candidateTargets, isUnchosenTarget } from '../targeting.js';
import { label, seatName } from '../instance.js';
import { FURTHER_TARGET } from '../codes.js';

/** The ability type (AttackKind) of the feature at stack index k, for the `fromTypes` filter. */
function typeOfItem(s: GameState, k: number): number {
  const feat = itemField(s, k, St.Feat);
  if (feat === Feat.Strike) return AttackKind.Strike;
  if (feat === Feat.Ranged) return s.db.rangedKind[s.card[itemField(s, k, St.Src)]!]!;
  if (feat >= Feat.Ability) return s.db.abType[feat - Feat.Ability]!;
  return 0;
}

/** Does the feature at stack index k name a card (not a stack item, not itself / all) as its chosen target? */
function chosenCardTarget(s: GameState, k: number): number {
  const feat = itemField(s, k, St.Feat);
  const t = itemField(s, k, St.Tgt);
  if (t < 0) return NONE;
  if (feat >= Feat.Ability) {
    const spec = s.db.abTarget[feat - Feat.Ability]!;
    if (spec === Tgt.EnemyStackItem || isUnchosenTarget(spec)) return NONE;
  }
  return t;
}

/**
 * The feature at stack index k was just declared by a player (512.5.2): record "an opponent
 * declared" and, when it names a card as its target, "this card became a target". Called only in
 * games with Cap.Declaration.
 */
export function recordDeclaration(s: GameState, k: number): void {
  const src = itemField(s, k, St.Src);
  const type = typeOfItem(s, k);
  const t = chosenCardTarget(s, k);
  // Ev.Amount carries the declared feature's stack index (the link of 518.1).
  recordEvent(s, Trig.EnemyDeclares, src, t, k, type);
  if (t !== NONE) recordEvent(s, Trig.SelfTargeted, t, src, k, type);
}

/**
 * A further target t of the feature at stack index k was named during its declaration ("по разным
 * существам", an X counting targets): it too "becomes a target". Only with Cap.Declaration.
 */
export function recordTargeted(s: GameState, k: number, t: number): void {
  recordEvent(s, Trig.SelfTargeted, t, itemField(s, k, St.Src), k, typeOfItem(s, k));
}

/**
 * The attack (AttackKind `kind`) at a further target t of the ranged ability at stack index k ("по разным
 * существам") was declared: an 'enemyDeclares' event whose type carries FURTHER_TARGET, heard only by
 * the triggers "при дальней атаке по существу в вашем втором или третьем ряду" (mechanics/strike/redirect.ts,
 * Гномий король s1_67) — the other 'enemyDeclares' triggers fire once per declaration. Only with
 * Cap.Declaration.
 */
export function recordFurtherAttack(s: GameState, k: number, t: number, kind: number): void {
  recordEvent(s, Trig.EnemyDeclares, itemField(s, k, St.Src), t, k, kind | FURTHER_TARGET);
}

/**
 * A collected 'enemyDeclares' trigger k was put on the stack at index `item`: link it to the
 * declared feature (518.1), and start an ambush at once. Returns true when an ambush was started
 * (the engine loop runs it before anything else).
 */
export function linkDeclared(s: GameState, item: number, a: number, link: number): boolean {
  if (link >= 0) setItemField(s, item, St.Flags, itemField(s, item, St.Flags) | ((link + 1) << ST_LINK_SHIFT));
  if (s.db.abAmbush[a] === 0) return false;
  setItemField(s, item, St.Flags, itemField(s, item, St.Flags) | StFlag.Ambush);
  if (s.log) s.log.push('  засада: действует при заявке');
  // A target still to be chosen: the ambush starts once it is (turn.ts applyTarget).
  if (s.g[G.Decision] === Decision.Target && s.g[G.Selected] === item) return false;
  s.g[G.Executing] = item;
  return true;
}

/**
 * 518.1: the feature at stack index j is being cancelled. The triggers declared on its declaration
 * leave the queue with it — those on the stack (St.Flags >> ST_LINK_SHIFT) and those collected but not declared yet —
 * except ambushes and the feature executing now (the cancel itself). Call before removing j.
 */
export function dropLinkedTriggers(s: GameState, j: number): void {
  const ex = s.g[G.Executing]!;
  for (let m = s.g[G.StackLen]! - 1; m > j; m--) {
    const f = itemField(s, m, St.Flags);
    if (m === ex || f >> ST_LINK_SHIFT !== j + 1 || (f & StFlag.Ambush) !== 0) continue;
    if (s.log) s.log.push(`  снято с отменой: срабатывание ${label(s, itemField(s, m, St.Src))}`);
    removeItem(s, m);
  }
  let n = s.g[G.TrigLen]!;
  for (let q = n - 1; q >= 0; q--) {
    const a = s.trig[q * TR + Tr.Abil]!;
    if (s.db.abTrigger[a] !== Trig.EnemyDeclares || s.trig[q * TR + Tr.Amount] !== j || s.db.abAmbush[a] !== 0) continue;
    if (s.log) s.log.push(`  снято с отменой: срабатывание ${label(s, s.trig[q * TR + Tr.Inst]!)}`);
    removeRecord(s.trig, q, TR, n);
    n--;
  }
  s.g[G.TrigLen] = n;
}

/**
 * Op.Copy, executed by the feature at stack index k on the feature at index j: its copy goes on
 * top under the copier's control; a chosen target is asked now (Decision.Target, TargetMode.Trigger).
 */
export function copyItem(s: GameState, k: number, j: number): void {
  if (j < 0 || j >= s.g[G.StackLen]!) return;
  const feat = itemField(s, j, St.Feat);
  if (feat < Feat.Ability) return; // a simple strike or a printed ranged attack is no ability to copy
  const a = feat - Feat.Ability;
  // Ranged-attack abilities and summons declare more than a target (their geometry, a card and a
  // cell): not copied.
  if (s.db.abRanged[a] !== 0 || s.db.abOp[a] === Op.Summon || s.db.abOp[a] === Op.Resurrect) return;
  const src = itemField(s, k, St.Src);
  const p = s.ctrl[src]!;
  const spec = s.db.abTarget[a]!;
  const c = pushItem(s, feat, src, p, isUnchosenTarget(spec) ? src : NONE, StFlag.Trigger);
  setItemField(s, c, St.X, itemField(s, j, St.X));
  if (s.log) s.log.push(`  копия: ${seatName(p)} ${label(s, src)} копирует особенность ${label(s, itemField(s, j, St.Src))}`);
  if (isUnchosenTarget(spec)) return;
  if (spec === Tgt.EnemyStackItem || candidateTargets(s, src, spec, null, s.db.abRange[a]!, s.db.abTgtFilter[a]!, a) === 0) {
    removeItem(s, c); // no legal target for the copy: it is not made
    return;
  }
  s.g[G.TargetMode] = TargetMode.Trigger;
  s.g[G.Selected] = c;
  setDecision(s, Decision.Target, p);
}
