/**
 * Ranged attacks as abilities (digest §5.1, §5.6, §2.1): a card may have several, each with its own
 * cost, kind, values and range — "{tap}: Выстрел на 1, дальность 3. / {counter}{tap}: Выстрел на 2.",
 * "{tap}: {uchr} на 1", "{tap}: Три или менее разряда на 1 по разным существам", "+1 к выстрелу по
 * летающим", "+2 к выстрелу за каждую {counter}", and the aura "+1 к дальности" (Паладин Алламора).
 *
 * A `RangedAbility` (types.ts) compiles to an activated ability (db.ts): the usual machinery gives
 * its costs ({tap}, {counter}, {instant}), its usability, the stack (512) and the payment stage; this
 * file gives what differs from a plain activated ability:
 *   - targets: the ranged-attack geometry of core/combat/targets.ts `rangedTargetsOf` (range, adjacency,
 *     {uchr} through exactly one free or own cell, magic strike at an adjacent card, auxiliary zone);
 *   - declaration: "по разным существам" asks for up to N-1 further different targets (PASS = no
 *     more), kept in the stack item's St.Def / St.RollD slots (unused by features other than the
 *     simple strike); the attack at each is declared (an 'enemyDeclares' event, Гномий король s1_67,
 *     mechanics/strike/redirect.ts);
 *   - execution (512.5.3 after the legality check): each attacked card revealed (target resolution;
 *     ruling s1_67: not at the declaration), one die per attack on the X-Y-Z scale (§5.1),
 *     the bonuses, one wound effect (511) per target with the attack's type, "при атаке" recorded,
 *     counters lost "при выстреле"; the payment stage (features.ts payItem) then closes the card.
 *
 * The printed single ranged attack (CardDef.ranged, core/combat/ranged.ts, Verb.Ranged) stays as it is.
 * Hot path: abilityUsable / legalTarget / targetLegal branch on `db.abRanged[a]` only for abilities
 * (cards with Cap.Activated); the range aura is gated by the per-game Cap.RangeAura bit.
 */
import { PROPHECY_BLOCK, attackBlockedByProphecy } from './prophecy.js';
import { AbKind, AttackKind, Cap, Decision, Feat, Gate, Op, TargetMode, Trig, Zone } from '../enums.js';
import { COLS, ROWS, colOf } from '../board.js';
import { G, type GameState, NONE, St } from '../state.js';
import { dieFor } from './strike-keywords.js';
import { isFlyer, label, reveal } from '../instance.js';
import { enqueueEffect, recordEvent } from '../effects.js';
import { Num, grantedNum, modWound } from './modifiers.js';
import { itemField, setDecision, setItemField } from '../stack.js';
import { rangedTier } from '../combat/strike-table.js';
import { recordRangedAttackEvent } from './special-strike.js';
import { timedRange } from './durations.js';
import { gainCounters } from './counters.js';
import { rangedTargetsOf, targetActionOf, targetOfAction } from '../combat/targets.js';
import { MAX_LEGAL, PASS } from '../action.js';
import { advance } from '../driver.js';
import { recordFurtherAttack, recordTargeted } from './declaration.js';
import { candidateTargets } from '../targeting.js';
import { xOf } from './counters.js';
import { holdRangedAttacks } from './die-window.js';
import { UPTO_EXTRA_LIVES } from '../codes.js';

/** db.abRangedExtra bits: "+ сумма слабых {strike} ваших существ справа и слева" (Фагор s1_87). */
export const RX_SIDE_WEAK = 1;
/** db.abRangedExtra >> RX_CLOSE_SHIFT: close the target if it took wounds from this many other shots / throws this turn (Мира s1_86). */
export const RX_CLOSE_SHIFT = 1;

/** The printed weak strikes of src's controller's creatures on the cells left and right of src (Фагор s1_87). */
function sideWeakStrikes(s: GameState, src: number): number {
  if (s.zone[src] !== Zone.Field) return 0;
  const c = s.cell[src]!;
  const col = colOf(c);
  let x = 0;
  for (let d = -1; d <= 1; d += 2) {
    if (col + d < 0 || col + d >= COLS) continue;
    const o = s.board[c + d]!;
    if (o !== NONE && s.ctrl[o] === s.ctrl[src]) x += s.db.strike[3 * s.card[o]!]!;
  }
  return x;
}

const KIND_NAMES = ['', '', '', 'выстрел', 'метание', 'разряд', 'удар через ряд', 'магический удар'];
/**
 * Stack-item slots of the 2nd and 3rd target of a "по разным существам" attack, and of an activated
 * ability with several different targets ("излечить до трех ваших лесных существ", `targets`).
 */
export const EXTRA_SLOTS = [St.Def, St.RollD] as const;
const scratch = new Int32Array(MAX_LEGAL);

/**
 * "+N к дальности" from range auras (Паладин Алламора: your creatures with a shot, throw or
 * discharge in its column). Only called when the game has Cap.RangeAura; 0 for other kinds.
 */
export function rangeBonus(s: GameState, i: number, kind: number): number {
  if (kind !== AttackKind.Shot && kind !== AttackKind.Throw && kind !== AttackKind.Discharge) return 0;
  if (s.zone[i] !== Zone.Field) return 0;
  const col = colOf(s.cell[i]!);
  const p = s.ctrl[i]!;
  // "получает +1 к дальности разряда до конца хода" (Посвящённый Дзара s1_24; a timed grant, durations.ts).
  let bonus = timedRange(s, i);
  for (let r = 0; r < ROWS; r++) {
    const j = s.board[r * COLS + col]!;
    if (j === NONE || j === i || s.ctrl[j] !== p) continue;
    bonus += s.db.rangeAura[s.card[j]!]!;
  }
  return bonus;
}

/** Shot, throw and discharge, as a mask over AttackKind (the kinds range auras reach). */
const AURA_KINDS = (1 << AttackKind.Shot) | (1 << AttackKind.Throw) | (1 << AttackKind.Discharge);

/**
 * Range bonus for the other ranged features (spells, influences with a range) of instance i: the
 * aura reaches them when the card has a shot, throw or discharge (Паладин Алламора ruling).
 */
export function rangeBonusOfCard(s: GameState, i: number): number {
  return (s.db.hasTypes[s.card[i]!]! & AURA_KINDS) !== 0 ? rangeBonus(s, i, AttackKind.Shot) : 0;
}

/** Range of ranged ability `a` of instance i now (0 = unlimited). */
function rangeOf(s: GameState, i: number, a: number): number {
  const range = s.db.abRange[a]!;
  if (range > 0 && (s.g[G.Caps]! & Cap.RangeAura) !== 0) return range + rangeBonus(s, i, s.db.abRanged[a]!);
  return range;
}

/** Targets (TARGET action ids, ascending) of ranged ability `a` of instance i; `out` null: count only. */
export function rangedAbilityTargets(s: GameState, i: number, a: number, out: Int32Array | null): number {
  if (s.db.abBomb[a] !== 0) {
    // "по карте на выбранной клетке" (mechanics/markers/bomb.ts): cards on cells only.
    const n = rangedTargetsOf(s, i, s.db.abRanged[a]!, rangeOf(s, i, a), s.db.abAdjacent[a] === 1, bombScratch, 0);
    return s.hooks.cellTargetsOnly(bombScratch, n, out);
  }
  return rangedTargetsOf(s, i, s.db.abRanged[a]!, rangeOf(s, i, a), s.db.abAdjacent[a] === 1, out, 0);
}
const bombScratch = new Int32Array(MAX_LEGAL);

/** Is instance t a legal target of ranged ability `a` of src now? */
export function rangedAbilityTargetLegal(s: GameState, src: number, a: number, t: number): boolean {
  if (t < 0 || (s.zone[t] !== Zone.Field && s.zone[t] !== Zone.Aux)) return false;
  const want = targetActionOf(s, t);
  const n = rangedAbilityTargets(s, src, a, scratch);
  for (let j = 0; j < n; j++) if (scratch[j] === want) return true;
  return false;
}

/**
 * Declaration of ranged ability `a` at stack index k with its first target t: log. The attacked card
 * is not revealed now but when its attack is made (`rangedAttackAllowed`: the target-resolution step,
 * 512.5.3; ruling s1_67, mechanics/strike/redirect.ts). Returns true when further targets are asked ("по
 * разным существам"): the declaration then continues in `applyExtraTarget` and the caller must not advance.
 */
export function declareRangedAbility(s: GameState, a: number, t: number, k: number): boolean {
  if (s.log) s.log.push(`  ${KIND_NAMES[s.db.abRanged[a]!]} по ${label(s, t)}`);
  return s.db.abTargets[a]! > 1 && askExtraTarget(s, k);
}

/**
 * Declaration of a (non-ranged) activated ability with several targets (`targets` > 1): ask for
 * the further different targets. Returns true when one is asked (the caller must not advance).
 */
export function declareExtraTargets(s: GameState, k: number): boolean {
  return askExtraTarget(s, k);
}

/** Ask for the next different target of the item at k, if a slot is left and a candidate exists. */
function askExtraTarget(s: GameState, k: number): boolean {
  if (!moreToAsk(s, k)) return false;
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = TargetMode.RangedExtra;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
  return true;
}

/**
 * Is a further target to be asked for the item at k: a candidate is left (besides PASS)? A trigger's
 * targets (mechanics/triggers/multi-target-triggers.ts) and a second attack's card are exact: no PASS while a candidate is left.
 */
function moreToAsk(s: GameState, k: number): boolean {
  const a = abilityOf(s, k);
  return legalExtraTargetsAt(s, k, null) > (s.db.abKind[a] === AbKind.Triggered || s.db.abRanged2[a] !== 0 ? 0 : 1);
}

/** Number of targets chosen so far for the item at k. */
function chosenCount(s: GameState, k: number): number {
  let n = 1;
  for (let j = 0; j < EXTRA_SLOTS.length; j++) if (itemField(s, k, EXTRA_SLOTS[j]!) !== NONE) n++;
  return n;
}

/** Is instance t already a target of the item at k? */
function alreadyChosen(s: GameState, k: number, t: number): boolean {
  if (itemField(s, k, St.Tgt) === t) return true;
  for (let j = 0; j < EXTRA_SLOTS.length; j++) if (itemField(s, k, EXTRA_SLOTS[j]!) === t) return true;
  return false;
}

/** Legal actions while choosing a further target of the item at k: new different targets, then PASS. */
function legalExtraTargetsAt(s: GameState, k: number, out: Int32Array | null): number {
  const src = itemField(s, k, St.Src);
  const a = abilityOf(s, k);
  if (chosenCount(s, k) >= s.db.abTargets[a]!) return 0;
  const db = s.db;
  // A second attack of another kind (Лилит и Эйдерик s1_160): the second card by that attack's geometry.
  const m = db.abRanged2[a] !== 0 ? secondTargets(s, src, a, scratch) : db.abRanged[a] !== 0 ? rangedAbilityTargets(s, src, a, scratch) : candidateTargets(s, src, db.abTarget[a]!, scratch, db.abRange[a]!, db.abTgtFilter[a]!, a);
  let n = 0;
  for (let j = 0; j < m; j++) {
    if (alreadyChosen(s, k, targetOfAction(s, scratch[j]!))) continue;
    if (out) out[n] = scratch[j]!;
    n++;
  }
  if (n === 0) return 0;
  // "Два выбранных существа …" (a trigger's `targets`, mechanics/triggers/multi-target-triggers.ts): exactly N while candidates are left.
  if (db.abKind[a] === AbKind.Triggered || db.abRanged2[a] !== 0) return n; // a second attack is named, not "или менее"
  if (out) out[n] = PASS;
  return n + 1;
}

/**
 * Targets of the second attack of ranged ability `a` of instance i ("Разряд на 1, метание на 1 (по
 * разным картам)", RangedAbility.second): that attack's kind, no range limit, not at adjacent cards
 * unless the ability allows them.
 */
function secondTargets(s: GameState, i: number, a: number, out: Int32Array | null): number {
  return rangedTargetsOf(s, i, s.db.abRanged2[a]!, 0, s.db.abAdjacent[a] === 1, out, 0);
}

/** Is t still a legal target of the second attack of ranged ability `a` of src? */
function secondTargetLegal(s: GameState, src: number, a: number, t: number): boolean {
  if (t < 0 || (s.zone[t] !== Zone.Field && s.zone[t] !== Zone.Aux)) return false;
  const want = targetActionOf(s, t);
  const n = secondTargets(s, src, a, scratch);
  for (let j = 0; j < n; j++) if (scratch[j] === want) return true;
  return false;
}

/** Global ability index of the ability item at k. */
function abilityOf(s: GameState, k: number): number {
  return itemField(s, k, St.Feat) - Feat.Ability;
}

export function legalExtraTargets(s: GameState, out: Int32Array): number {
  return legalExtraTargetsAt(s, s.g[G.Selected]!, out);
}

/** A further target (TARGET / TARGET_AUX action), or PASS: no more targets. */
export function applyExtraTarget(s: GameState, act: number): void {
  const k = s.g[G.Selected]!;
  if (act !== PASS) {
    const t = targetOfAction(s, act);
    const slot = EXTRA_SLOTS[chosenCount(s, k) - 1]!;
    setItemField(s, k, slot, t);
    const ab = abilityOf(s, k);
    const kind = s.db.abRanged2[ab] !== 0 ? s.db.abRanged2[ab]! : s.db.abRanged[ab]!;
    if (s.log) s.log.push(kind !== 0 ? `  ${KIND_NAMES[kind]} по ${label(s, t)}` : `  цель ${label(s, t)}`);
    // An attacked card is revealed when its attack is made (rangedAttackAllowed, ruling s1_67); another target now.
    if (kind === 0) reveal(s, t);
    if ((s.g[G.Caps]! & Cap.Declaration) !== 0) {
      recordTargeted(s, k, t); // "когда становится целью" (core/systems/declaration.ts)
      if (kind !== 0) recordFurtherAttack(s, k, t, kind); // the attack at it is declared too (Гномий король, mechanics/strike/redirect.ts)
    }
    if (moreToAsk(s, k)) return; // ask again
  }
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  advance(s);
}

/**
 * "Если <t> атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется"
 * (Воин храма): the die is rolled when the attack executes, before its own die; a blocked attack has
 * no effect and is still paid (digest §5.1 blocking). "Дальние атаки": shot, throw, discharge, {uchr}.
 */
export function rangedAttackBlocked(s: GameState, t: number, kind: number): boolean {
  const min = s.db.rangedBlockMin[s.card[t]!]!;
  if (min === PROPHECY_BLOCK) return attackBlockedByProphecy(s, t, kind); // Дочь перламутра (core/systems/prophecy.ts)
  if (min === 0 || kind === AttackKind.Magic) return false;
  return blockedByDie(s, t, dieFor(s, t));
}

/** Does a block die of t (Воин храма) decide this attack (shot, throw, discharge, {uchr})? */
export function rollsBlockDie(s: GameState, t: number, kind: number): boolean {
  const min = s.db.rangedBlockMin[s.card[t]!]!;
  return min !== 0 && min !== PROPHECY_BLOCK && kind !== AttackKind.Magic;
}

/** The block die of t read (core/systems/die-window.ts: after its window): "если выпало 5 или 6 — эта атака блокируется". */
export function blockedByDie(s: GameState, t: number, roll: number): boolean {
  const blocked = roll >= s.db.rangedBlockMin[s.card[t]!]!;
  if (s.log) s.log.push(`  ${label(s, t)}: кубик ${roll}${blocked ? ' — атака блокируется' : ''}`);
  return blocked;
}

/** The creature (either side) on the cell straight in front of src, from its controller's side; NONE if none. */
function oppositeOf(s: GameState, src: number): number {
  if (s.zone[src] !== Zone.Field) return NONE;
  const c = s.cell[src]! + (s.ctrl[src] === 0 ? COLS : -COLS);
  return c >= 0 && c < ROWS * COLS ? s.board[c]! : NONE;
}

/** Target j (0 the first, 1–2 the further ones "по разным существам") of the ranged ability item at k, or NONE. */
export function rangedTargetAt(s: GameState, k: number, j: number): number {
  return j === 0 ? itemField(s, k, St.Tgt) : itemField(s, k, EXTRA_SLOTS[j - 1]!);
}

/**
 * Before attack j of ranged ability `a` (item k) at t: is it made? A further target that became illegal
 * is skipped (the first was checked by the legality check) — unless it was redirected (Гномий король,
 * mechanics/strike/redirect.ts: range and kind restrictions ignored); the bomb of the first is placed. The
 * attacked card is revealed now: the target-resolution step (512.5.1, 512.5.3 "если цель особенности
 * скрыта, то будет проведена дополнительная проверка на шаге разрешения целей"), after the declaration
 * triggers — a hidden card whose attack was redirected stays hidden (ruling s1_67).
 */
export function rangedAttackAllowed(s: GameState, k: number, a: number, src: number, t: number, j: number): boolean {
  if (j > 0 && !(isSecondAttack(s, a, j) ? secondTargetLegal(s, src, a, t) : rangedAbilityTargetLegal(s, src, a, t)) && !s.hooks.redirectedSlotLegal(s, k, j, t)) return false;
  reveal(s, t);
  // "в начале вашего следующего хода все карты на этой клетке ранятся" (mechanics/markers/bomb.ts): the target's cell.
  if (j === 0 && s.db.abBomb[a] !== 0) s.hooks.setDelayedCellEffect(s, src, t, s.db.abBomb[a]!);
  return true;
}

/** «Сеть» on the attacked card (mechanics/markers/net.ts) blocks an attack of this kind (and goes). */
export function netStopsAttack(s: GameState, t: number, kind: number): boolean {
  return (s.g[G.Gates]! & Gate.Netted) !== 0 && s.hooks.attackAtTargetBlocked(s, t, kind);
}

/** The die of an attack by src at t, with "+N к броску кубика, когда атакует …" (modifiers.ts Num.Die). */
export function rangedRoll(s: GameState, src: number, t: number, raw: number): number {
  return raw + ((s.g[G.Caps]! & Cap.Modifier) !== 0 ? grantedNum(s, src, Num.Die, t) : 0);
}

/** "Разряд на 1, метание на 1 (по разным картам)": is attack j of ranged ability `a` its second attack (its own kind and X-Y-Z)? */
function isSecondAttack(s: GameState, a: number, j: number): boolean {
  return j === 1 && s.db.abRanged2[a] !== 0;
}

/** The attack kind of attack j (0 the first target, 1–2 the further ones) of ranged ability `a`. */
export function rangedKindAt(s: GameState, a: number, j: number): number {
  return isSecondAttack(s, a, j) ? s.db.abRanged2[a]! : s.db.abRanged[a]!;
}

/** The value of attack j of ranged ability `a` by src at t with this die (§5.1 X-Y-Z, then the bonuses). */
export function rangedAbilityValue(s: GameState, a: number, j: number, src: number, t: number, roll: number, bonus: number): number {
  const db = s.db;
  const second = isSecondAttack(s, a, j);
  // Timed "+N к выстрелам / к дальним атакам" (durations.ts tRanged) counts for every ranged attack.
  let value = (second ? db.abRanged2Value[3 * a + rangedTier(roll) - 1]! : db.abRangedValue[3 * a + rangedTier(roll) - 1]!) + bonus + s.tRanged[src]!;
  if (isFlyer(s, t)) value += db.abVsFlyer[a]!; // a flyer now (mechanics/movement/flight.ts)
  if (value < 0) value = 0;
  // Static modifiers (core/systems/modifiers.ts): the attacker's bonuses, the target's reductions ("-1 от дальних атак").
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) value = modWound(s, src, t, value, 1 << (second ? db.abRanged2[a]! : db.abRanged[a]!), 0);
  return value;
}

/**
 * The attack of ranged ability `a` (item k) by src at t made, with this die and value: its wound effect
 * (511), its companion effects, its events. `also`: the `also` op still to apply (0 once applied);
 * returns what is left of it.
 */
export function makeRangedAttack(s: GameState, k: number, a: number, j: number, src: number, t: number, roll: number, value: number, also: number): number {
  const db = s.db;
  const kind = rangedKindAt(s, a, j);
  const action = itemField(s, k, St.Action);
  if (s.log) s.log.push(`  ${KIND_NAMES[kind]} ${label(s, src)} → ${label(s, t)}: кубик ${roll} → ${value}`);
  enqueueEffect(s, Op.Wound, src, t, value, kind, action);
  if (also !== 0) {
    // "…, при этом существо напротив <карты> получает …" (Ледовый охотник s1_45): once, with the first attack made.
    const o = oppositeOf(s, src);
    if (o !== NONE) enqueueEffect(s, also, src, o, db.abAlsoAmount[a]!, kind, action);
    also = 0;
  }
  // Мира: "при этом закройте атакованное существо, если оно получало раны от двух или более других
  // выстрелов или метаний в этот ход" — counted before this shot's wound (mechanics/wounds/wound-history.ts).
  const extra = db.abRangedExtra[a]!;
  if (extra >> RX_CLOSE_SHIFT !== 0 && s.hooks.shotWoundsThisTurn(s, t) >= (extra >> RX_CLOSE_SHIFT)) enqueueEffect(s, Op.Close, src, t, 0, kind, action);
  recordEvent(s, Trig.SelfAttacks, src, t, 0, kind); // the attack kind: "при выстреле" (fromTypes)
  recordRangedAttackEvent(s, src, t, rangedTier(roll), kind); // "при сильной атаке" (special-strike.ts)
  return also;
}

/** After the attacks: "При выстреле теряет все {counter}" / "теряет одну {counter}" / "при этом получить {counter}". */
export function afterRangedAttacks(s: GameState, src: number, a: number): void {
  const lose = s.db.abLoseCounters[a]!;
  if (lose === 1) s.counters[src] = 0;
  else if (lose === 2 && s.counters[src]! > 0) s.counters[src] = s.counters[src]! - 1;
  else if (lose === 3) gainCounters(s, src, src, 1); // "при этом получить {counter}" (Бон и Берроу s1_27)
  else if (lose === 4) s.hooks.grantedStrikeUsed(s, src); // a granted one-use strike (Дверг s1_90, mechanics/strike/granted-strike.ts)
}

/**
 * Execution of ranged ability `a` at stack index k, after its legality check and reserve
 * (features.ts stepAbility): one attack per target still legal, each with its own die (§5.1 X-Y-Z).
 * In a game with die features the dice wait for them (core/systems/die-window.ts).
 */
export function executeRangedAbility(s: GameState, k: number, a: number): void {
  const src = itemField(s, k, St.Src);
  const db = s.db;
  let bonusCounters = db.abPerCounter[a]! * s.counters[src]!;
  // "+N к удару за каждую потраченную {counter}" (Мастер топора s1_46): × the X named with the cost.
  if (db.abPerSpent[a] !== 0) bonusCounters += db.abPerSpent[a]! * xOf(s, k, a);
  // "на X, где X — число ран на <карте> (максимум N)" (Рэккен): the wounds now, at execution.
  const wmax = db.abPlusWounds[a]!;
  if (wmax > 0) bonusCounters += s.wounds[src]! < wmax ? s.wounds[src]! : wmax;
  // "Снимите X дополнительных жизней …, при этом — разряд на X" (Ведьма слуа; mechanics/wounds/extra-lives-cost.ts).
  if (db.abUpTo[a] === UPTO_EXTRA_LIVES) {
    const x = s.hooks.spendExtraLives(s, k, src);
    if (x < 0) return; // ruling s1_140: it dies before the attack
    bonusCounters += x;
  }
  if ((db.abRangedExtra[a]! & RX_SIDE_WEAK) !== 0) bonusCounters += sideWeakStrikes(s, src);
  // The window after each die (core/systems/die-window.ts): the attacks' dice, each held in turn; the attacks are made after the last.
  holdRangedAttacks(s, k, a, bonusCounters);
}
