/**
 * "Перенаправить {strike} с карты на стоящее рядом с ней существо в вашем отряде" (Бешеный маг s1_38,
 * an {instant} spell; digest §5 Перенаправление [P: QA MEC-008]: a redirection changes the target of
 * an attack, only before the dice are rolled, and an attack already redirected cannot be redirected
 * again).
 *
 * - Window: the ability is a strike-window instant 'strikeBeforeDice' (512.4): the defender question
 *   is over and no die is rolled yet.
 * - Target (chosen, ownCreature with the filter `nextToStruck`, markers.ts position code 4): a
 *   creature of the feature controller's squad on a cell next to the struck card (8-neighbourhood,
 *   digest §2.1), neither the struck card nor the attacker (no redirection into the source of the
 *   attack), of a waiting simple strike that has no defender (ruling s1_38: defending and redirecting
 *   are exclusive) and was not redirected yet (StFlag.Redirected).
 * - Effect MechOp.Redirect on that creature: its protections apply at the 511 protection step (ruling
 *   s1_38: ЗоЗ of the new target stops the redirection); ЗоЗ of the attacker stops it too (checked
 *   here, `redirectStrike`); ЗоЗ of the first target does not matter. The strike's target becomes the
 *   creature (St.Tgt; stepStrike reads it at every step), revealed like an attacked card.
 * - Ruling s1_38 "a simple strike your own card attacks with": the struck card may be the opponent's;
 *   the new target is still your creature.
 *
 * No capability bit: the filter is read only while such an ability names targets, the op only when it
 * applies.
 */
import { ADJ, CELLS, ownRowNumber } from '../../core/board.js';
import { AttackKind, Feat, Flag, StFlag, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, ST, ST_LINK_SHIFT, St, TM } from '../../core/state.js';
import { TimedKind, Tm } from '../../core/systems/durations.js';
import { markOnce } from '../../core/systems/prophecy.js';
import { waitingStrike } from '../../core/targeting.js';
import { protectedFrom } from '../../core/protections.js';
import { label, reveal } from '../../core/instance.js';
import { POS_NEXT_TO_STRUCK, DECL_AT_BACK_ROWS, FURTHER_TARGET } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';
export { POS_NEXT_TO_STRUCK, DECL_AT_BACK_ROWS, FURTHER_TARGET };

/** May creature c be named as the new target of the waiting strike (see the header)? */
export function redirectTargetOk(s: GameState, c: number): boolean {
  const k = waitingStrike(s);
  if (k < 0) return false;
  const o = k * ST;
  if (s.stack[o + St.Step] !== 2 || s.stack[o + St.Def] !== NONE || (s.stack[o + St.Flags]! & StFlag.Redirected) !== 0) return false;
  const t = s.stack[o + St.Tgt]!;
  if (c === t || c === s.stack[o + St.Src] || t < 0 || s.zone[t] !== Zone.Field || s.zone[c] !== Zone.Field) return false;
  return ADJ[s.cell[t]! * CELLS + s.cell[c]!] !== 0;
}

/** MechOp.Redirect applied to creature dst (it passed its own protection check) by the feature of src. */
export function redirectStrike(s: GameState, src: number, dst: number): void {
  const k = waitingStrike(s);
  if (k < 0) return;
  const o = k * ST;
  if ((s.stack[o + St.Flags]! & StFlag.Redirected) !== 0 || s.stack[o + St.Def] !== NONE) return;
  // ЗоЗ of the attacker stops it (ruling s1_38).
  if (protectedFrom(s, src, s.stack[o + St.Src]!, AttackKind.Spell)) {
    if (s.log) s.log.push(`  защита: ${label(s, s.stack[o + St.Src]!)} — перенаправление не удалось`);
    return;
  }
  s.stack[o + St.Tgt] = dst;
  s.stack[o + St.Flags] = s.stack[o + St.Flags]! | StFlag.Redirected;
  reveal(s, dst);
  if (s.log) s.log.push(`  удар перенаправлен на ${label(s, dst)}`);
}

// ---- "При дальней атаке по существу в вашем втором или третьем ряду может перенаправить эту атаку
// на существо, стоящее в строю с <картой> (1 раз за ход для каждого атакованного существа)" ----------
//
// Гномий король s1_67. An 'enemyDeclares' trigger (core/systems/declaration.ts: the declaration of an
// opponent's feature, Cap.Declaration) with `fromTypes` the ranged attacks and the condition
// `declaredAtOwnBackRows` (db.abTrigFilter DECL_AT_BACK_ROWS, read only for this trigger point): the
// declared feature's target is a creature of the trigger controller standing in his second or third
// row, and this trigger has not redirected an attack at that creature this turn (a TimedKind.Once
// entry on the attacked creature keyed by the ability, `markOnce`). Optional; its chosen target is a
// creature in formation with the source (filter formationPartner). Its effect MechOp.RedirectDeclared
// (features.ts, like Op.Copy: no 511 steps) moves the linked declared feature (518.1 link,
// St.Flags >> ST_LINK_SHIFT) onto that creature and marks it StFlag.Redirected. Rulings s1_67: the
// range and the kind restrictions of the attack are ignored (the redirected attack is legal at
// execution while the attacker still may act and the new target is in the battle zone:
// `redirectedAttackLegal`, called only where the usual target check failed); a bonus tied to the
// first target is not kept (modifiers are read at the execution, against the new target).
//
// Each attacked creature. "Три или менее разряда … по разным существам" (Аколит Дзара
// s1_10) attacks several creatures; the further ones are named during the same declaration
// (ranged-abilities.ts applyExtraTarget, 512.5.2). Each named further target records an
// 'enemyDeclares' event of its own (declaration.ts recordFurtherAttack: its type carries FURTHER_TARGET, so that
// only this trigger hears it — "когда противник заявляет" triggers fire once per declaration), and the
// trigger remembers the creature it was fired for (St.X of its item, `noteAttacked`): at its execution
// it moves the attack at that creature — the first target not yet redirected that still names it, the
// first or a further one (`redirectDeclared`). A further target's redirection is marked in the item's
// St.Redir word (bit j; the first target keeps StFlag.Redirected), and ranged-abilities.ts
// rangedAttackAllowed then accepts it the way `redirectedAttackLegal` accepts the first
// (`redirectedSlotLegal`).
//
// Reading (ruling s1_67 on Аколит Дзара: "Аколит Дзара может заявить разряд в ту карту, в которую ещё не
// объявлял атаку, то есть в карту У. В карту X — нельзя"): "по разным существам" restricts the creatures
// at which attacks were declared, not the ones they end up at. The engine names all the further targets
// within the one declaration (512.5.2) and the King's triggers on them go on the stack after it, so the
// attacker names his targets before any redirection resolves; what the ruling allows is reachable —
// a discharge named at Y while the one declared at X is redirected onto Y (the redirection may choose a
// creature the same attack already names: only the source of the attack is excluded, ruling s1_67 #1) —
// and what it forbids is not: X, once named, cannot be named again (ranged-abilities.ts alreadyChosen
// compares the named targets). That the attacker could see the redirection before naming his next
// target (the ruling's order) is not modelled: the text and the rulings do not say when the King's
// trigger executes relative to the further declarations.
//
// Ruling s1_67 "a hidden third-row card whose attack is redirected is not revealed": a ranged attack's
// target is revealed at the target-resolution step (512.5.1 declaration → legality check → blocking →
// target resolution; 512.5.3: "если цель особенности скрыта, то будет проведена дополнительная проверка
// на шаге разрешения целей"), after the declaration triggers executed: core/combat/ranged.ts stepRanged and
// ranged-abilities.ts rangedAttackAllowed reveal the card each attack is made at, once its legality is
// checked; the declaration reveals only the attacker.

/** Does the feature declared at stack index k (target t) qualify for inst's trigger `a` (see above)? */
export function declaredAtOwnBackRow(s: GameState, inst: number, a: number, t: number, k: number): boolean {
  if (t < 0 || k < 0 || k >= s.g[G.StackLen]! || s.ctrl[t] !== s.ctrl[inst] || s.zone[t] !== Zone.Field) return false;
  if (ownRowNumber(s.ctrl[t]!, s.cell[t]!) < 2) return false;
  // 1 раз за ход для каждого атакованного существа.
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === t && s.timed[o + Tm.Kind] === TimedKind.Once && s.timed[o + Tm.Amount] === a) return false;
  }
  return true;
}

/** The trigger item just put on the stack (triggers.ts declare) remembers the creature it was fired for. */
export function noteAttacked(s: GameState, item: number, attacked: number): void {
  s.stack[item * ST + St.X] = attacked;
}

/** The field of target j (0 the first, 1–2 the further ones, ranged-abilities.ts EXTRA_SLOTS) of a stack item. */
function slotField(j: number): number {
  return j === 0 ? St.Tgt : j === 1 ? St.Def : St.RollD;
}

/** Was target j of the stack item at k redirected (see the header)? */
export function slotRedirected(s: GameState, k: number, j: number): boolean {
  const o = k * ST;
  return j === 0 ? (s.stack[o + St.Flags]! & StFlag.Redirected) !== 0 : ((s.stack[o + St.Redir]! >> j) & 1) !== 0;
}

/** A redirected further target j of the ranged ability item at k: legal while it is in the battle zone and is not the attacker. */
export function redirectedSlotLegal(s: GameState, k: number, j: number, t: number): boolean {
  if (j === 0 || !slotRedirected(s, k, j)) return false;
  return t >= 0 && t !== s.stack[k * ST + St.Src] && (s.zone[t] === Zone.Field || s.zone[t] === Zone.Aux);
}

/**
 * MechOp.RedirectDeclared of the trigger at stack index k (ability a) onto creature dst: the attack of the
 * linked declared feature at the creature the trigger was fired for (St.X of k), the first of its
 * targets not yet redirected that names that creature; a printed ranged attack has only its first.
 */
export function redirectDeclared(s: GameState, k: number, a: number, dst: number): void {
  const j = (s.stack[k * ST + St.Flags]! >> ST_LINK_SHIFT) - 1;
  if (j < 0 || j >= s.g[G.StackLen]! || j === k || dst < 0) return;
  const o = j * ST;
  const attacked = s.stack[k * ST + St.X]!;
  const feat = s.stack[o + St.Feat]!;
  const slots = feat >= Feat.Ability && s.db.abRanged[feat - Feat.Ability] !== 0 ? 3 : 1;
  let m = 0;
  while (m < slots && (s.stack[o + slotField(m)] !== attacked || slotRedirected(s, j, m))) m++;
  if (m === slots) return; // that attack is gone or redirected already
  if (attacked === dst || dst === s.stack[o + St.Src]) return;
  s.stack[o + slotField(m)] = dst;
  if (m === 0) s.stack[o + St.Flags] = s.stack[o + St.Flags]! | StFlag.Redirected;
  else s.stack[o + St.Redir] = s.stack[o + St.Redir]! | (1 << m);
  markOnce(s, attacked, a);
  if (s.log) s.log.push(`  атака перенаправлена на ${label(s, dst)}`);
}

/**
 * A redirected ranged attack at stack index k is still legal (its usual target check failed): the
 * attacker is in the battle zone under the item's controller (a printed ranged attack: still open),
 * the new target is in the battle zone. Range and kind restrictions are ignored (ruling s1_67).
 */
export function redirectedAttackLegal(s: GameState, k: number): boolean {
  const o = k * ST;
  if ((s.stack[o + St.Flags]! & StFlag.Redirected) === 0) return false;
  const a = s.stack[o + St.Src]!;
  const t = s.stack[o + St.Tgt]!;
  if (t < 0 || t === a || (s.zone[t] !== Zone.Field && s.zone[t] !== Zone.Aux)) return false;
  if (s.ctrl[a] !== s.stack[o + St.Ctrl] || (s.zone[a] !== Zone.Field && s.zone[a] !== Zone.Aux)) return false;
  return s.stack[o + St.Feat] !== Feat.Ranged || (s.flags[a]! & Flag.Closed) === 0;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): "перенаправить" a strike or a ranged attack
 * ('redirectStrike', MechOp.Redirect) and "перенаправить эту атаку" of an 'enemyDeclares' trigger
 * ('redirectDeclared', MechOp.RedirectDeclared) are this mechanic's ops; no field of its own to check.
 */
export const REDIRECT_COMPILE: MechanicCompile = {
  name: 'redirect',
  ops: { redirectStrike: MechOp.Redirect, redirectDeclared: MechOp.RedirectDeclared },
  owns: () => false,
  compile() {},
};
