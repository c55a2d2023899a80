/**
 * Ranged attacks (digest §5.1, §5.6) as features on the stack: shot, throw, discharge, strike
 * through a row, magic strike. One die on the X-Y-Z scale; no defender, no counter-strike.
 *   0  legality check (512.5.3), the attacked card revealed (target resolution), then the first die (a block die, else the attack's) rolled and held
 *   2  a die has waited in its window (core/systems/die-window.ts): the next die, or the wound effect (511), "при атаке" recorded
 *   1  payment: the attacker closes (506.5)
 */
import { Flag, Gate, Op, StFlag, Trig, Zone } from '../enums.js';
import { G, type GameState, NONE, St } from '../state.js';
import { label, reveal, seatName } from '../instance.js';
import { applyOrQueueEffect, recordEvent } from '../effects.js';
import { itemField, removeItem, setItemField } from '../stack.js';
import { rangedTier } from './strike-table.js';
import { recordRangedAttackEvent } from '../systems/special-strike.js';
import { clearAttack, closeAfterActing } from './simple-strike.js';
import { rangedTargets, targetActionOf } from './targets.js';
import { MAX_LEGAL } from '../action.js';
import { modWound } from '../systems/modifiers.js';
import { Cap } from '../enums.js';
import { holdPrintedAttack, printedDieWaited } from '../systems/die-window.js';

const KIND_NAMES = ['', '', '', 'выстрел', 'метание', 'разряд', 'удар через ряд', 'магический удар'];
const scratch = new Int32Array(MAX_LEGAL);

/**
 * Declaration (512.5.2): the attacker is revealed. The attacked card is revealed at the target-resolution
 * step (`stepRanged`, after the legality check: 512.5.1, 512.5.3 "если цель особенности скрыта, то будет
 * проведена дополнительная проверка на шаге разрешения целей"), after the triggers on the declaration —
 * a hidden card whose attack is redirected stays hidden (ruling s1_67, mechanics/strike/redirect.ts).
 */
export function declareRanged(s: GameState, a: number, t: number): void {
  if (s.log) s.log.push(`${seatName(s.ctrl[a]!)} ${label(s, a)}: ${KIND_NAMES[s.db.rangedKind[s.card[a]!]!]} по ${label(s, t)}`);
  reveal(s, a);
}

function rangedLegal(s: GameState, a: number, t: number, ctrl: number): boolean {
  if (s.ctrl[a] !== ctrl || (s.zone[a] !== Zone.Field && s.zone[a] !== Zone.Aux) || (s.flags[a]! & Flag.Closed) !== 0) return false;
  if (s.zone[t] !== Zone.Field && s.zone[t] !== Zone.Aux) return false;
  const want = targetActionOf(s, t);
  const n = rangedTargets(s, a, scratch, 0);
  for (let j = 0; j < n; j++) if (scratch[j] === want) return true;
  return false;
}

/**
 * The attack made with its die (less `cut`, «крик Баньши», core/systems/die-window.ts): the value, "при
 * атаке", the wound effect (511); then the payment step.
 */
export function hitRanged(s: GameState, k: number, a: number, t: number, roll: number, cut: number): void {
  const card = s.card[a]!;
  const kind = s.db.rangedKind[card]!;
  s.g[G.RangedRoll] = roll;
  // Printed value plus the timed ranged bonus (core/systems/durations.ts).
  let value = Math.max(0, s.db.rangedValue[card * 3 + rangedTier(roll) - 1]! + s.tRanged[a]!);
  if ((s.g[G.Gates]! & Gate.RangedBonus) !== 0) value += s.hooks.rangedBonusTaken(s, a, kind); // "+N к следующему метанию" (mechanics/dice/next-throw.ts)
  // Static modifiers (core/systems/modifiers.ts): the attacker's bonuses, the target's reductions.
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) value = modWound(s, a, t, value, 1 << kind, 0);
  if (cut !== 0) value = value > cut ? value - cut : 0;
  if (s.log) s.log.push(`  кубик ${roll} → ${value}`);
  setItemField(s, k, St.Step, 1);
  recordEvent(s, Trig.SelfAttacks, a, t, 0, kind); // the attack kind: "при выстреле" (fromTypes)
  recordRangedAttackEvent(s, a, t, rangedTier(roll), kind); // "при сильной атаке" (special-strike.ts)
  applyOrQueueEffect(s, Op.Wound, a, t, value, kind, itemField(s, k, St.Action));
}

export function stepRanged(s: GameState, k: number): void {
  const a = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  if (itemField(s, k, St.Step) === 0) {
    if (!rangedLegal(s, a, t, itemField(s, k, St.Ctrl)) && !s.hooks.redirectedAttackLegal(s, k)) { // a redirected attack (mechanics/strike/redirect.ts)
      if (s.log) s.log.push(`  атака ${label(s, a)} нелегальна и снята без оплаты`);
      removeItem(s, k);
      return;
    }
    setItemField(s, k, St.Flags, itemField(s, k, St.Flags) | StFlag.Reserved);
    reveal(s, t); // the target-resolution step: the card attacked now (see declareRanged)
    s.g[G.Attacker] = a;
    s.g[G.Target] = t;
    s.g[G.RollA] = NONE; // no simple-strike dice belong to a ranged attack (observers read G.RollA)
    s.g[G.RollD] = NONE;
    // "При первом за ход ударе … по Детям топи — заблокировать этот удар" (mechanics/strike/strike-block-jump.ts): a {uchr} or magic strike; no effect, still paid.
    if ((s.g[G.Gates]! & Gate.AttackBlocked) !== 0 && s.hooks.attackBlocked(s, k, a, t, s.db.rangedKind[s.card[a]!]!)) {
      setItemField(s, k, St.Step, 1);
      return;
    }
    // The window after each die (core/systems/die-window.ts): the first die is rolled and held (Step 2).
    holdPrintedAttack(s, k, a, t);
    return;
  }
  if (itemField(s, k, St.Step) === 2) {
    printedDieWaited(s, k); // a die has waited (core/systems/die-window.ts)
    return;
  }
  closeAfterActing(s, a);
  removeItem(s, k);
  clearAttack(s);
}
