/**
 * "{instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны на других ваших
 * существ" (Отшельница s1_184).
 *
 * The window «когда … получает раны от удара». 116.4: a "Когда [текст]" condition is met when [текст]
 * is executed, at the step of applying the effect; 116.3: what it allows is declared as soon as a player
 * gets priority after the effects arising in the game are applied (the rules effects — deaths — first).
 * 512.4: an instant is usable inside the execution of a feature only where the rules say so; this
 * card's text says so for the moment after a strike's wounds. Engine reading (digest §4.5 working
 * model: a simple strike has an instant window "after the strike resolves"):
 *   - the wounds a creature receives from a strike — a simple strike or its counter-strike, a special
 *     strike, {uchr} (удар через ряд), a magic strike (AttackKind Strike, CounterStrike, SpecialStrike,
 *     ThroughRow, Magic; a shot, a throw, a discharge and poison are no strikes) — are noted as they
 *     are applied (511.6; effects.ts applyEffect, `noteStrikeWound`): creature and wounds, summed per
 *     creature over one application of the effect queue;
 *   - when that application ends and the rules effects are done (deaths: ruling s1_184 "летальный урон
 *     не отлечить" — a creature killed by the strike is gone and cannot be named), the feature that
 *     dealt them, still executing, waits on the stack (driver.ts, `holdForWoundWindow`): the triggers
 *     of that moment are declared above it (ruling s1_184 on Овражный гном: "сначала сработает
 *     особенность гнома, потом приоритет получит Отшельница"), then priority rounds run; while it
 *     waits, in every round without a window of its own (Window.General) the feature may be declared
 *     naming one of the noted creatures. When the item executes again it goes on (a simple strike: its
 *     payment, 512.2) and the noted wounds can no longer be named. The item waits only when some card
 *     could use the feature then, so games where nobody can are played as before.
 * The redistribution (mechanics/wounds/move-wounds.ts, op 'moveWounds' with `upTo: 'strikeWounds'`):
 *   - the target is the noted creature (ruling s1_184: an enemy creature too); the number of wounds is
 *     fixed at the declaration (512.5.2): the wounds it received from that strike, at most its wounds
 *     now (ruling s1_184: "перераспределить 2 раны с существа с 1 раной бы не смогла");
 *   - then, one by one, the creature receiving each of them (Decision.Target, MechTargetMode.MoveWounds):
 *     "других ваших существ" — a creature of the card's controller other than the target (the card
 *     itself included), in the battle zone; one creature may receive several (ruling s1_184: even 2 or
 *     more on a creature with 1 life left: it dies of them afterwards, as a rules effect);
 *   - execution: as Волхв's (ruling s1_184: "перераспределение лечит урон и наносит его в другую
 *     цель"): the target is healed by that number (511), then the named creatures are wounded (511,
 *     the feature's type) by what was actually healed, the first named first, one effect per creature.
 *
 * State: MW.WoundRecs / MW.WoundRec the noted creatures, MW.WoundHeld the waiting item (mechanics/ids.ts, the words of s.mw); on the
 * feature's item, St.X the number of wounds, St.TierA the target's wounds before the heal, St.TierD 1
 * once the wounds are dealt (as move-wounds.ts), and the named creatures 4 to a field (7 bits each,
 * 1 + the instance) in DEST: at most 24 wounds (no strike of set 1 comes near).
 */
import { AbKind, AttackKind, Cap, Decision, Op, Zone } from '../../core/enums.js';
import { G, type GameState, MAX_INST, NONE, ST, St, listAt, listLen } from '../../core/state.js';
import { cardHas, Mech, MW } from '../ids.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { inBattle, label } from '../../core/instance.js';
import { lowestCell } from '../../core/board.js';
import { abilityUsable } from '../../core/instants.js';
import { targetActionOf, targetOfAction } from '../../core/combat/targets.js';
import { enqueueEffect } from '../../core/effects.js';
import { abilityDamageBit, modWound } from '../../core/systems/modifiers.js';
import { UPTO_STRIKE_WOUNDS } from '../../core/codes.js';
import { MechTargetMode } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';
export { UPTO_STRIKE_WOUNDS };

/** Noted creatures at most (a simple strike wounds two; a further one is dropped). */
export const WOUND_REC_SLOTS = 4;
const COUNT_MASK = 7;
const PENDING = 8;

const DEST = [St.Def, St.RollD, St.RollA, St.Op, St.Type, St.Stage] as const;
const PER_FIELD = 4;
const BITS = 7;
const MAX_WOUNDS = DEST.length * PER_FIELD;

function isStrikeKind(type: number): boolean {
  return (
    type === AttackKind.Strike ||
    type === AttackKind.CounterStrike ||
    type === AttackKind.SpecialStrike ||
    type === AttackKind.ThroughRow ||
    type === AttackKind.Magic
  );
}

/** effects.ts applyEffect, Op.Wound (games with Mech.WoundWindow): note `amount` wounds of a strike on dst. */
export function noteStrikeWound(s: GameState, dst: number, amount: number, type: number): void {
  if (!isStrikeKind(type)) return;
  const m = s.mw;
  let r = m[MW.WoundRecs]!;
  if ((r & PENDING) === 0) r = PENDING; // a new application: the records of an earlier one are done
  const n = r & COUNT_MASK;
  for (let j = 0; j < n; j++) {
    const v = m[MW.WoundRec + j]!;
    if ((v & 0xff) === dst + 1) {
      m[MW.WoundRec + j] = v + (amount << 8);
      m[MW.WoundRecs] = r;
      return;
    }
  }
  if (n < WOUND_REC_SLOTS) {
    m[MW.WoundRec + n] = dst + 1 + (amount << 8);
    r = (r & ~COUNT_MASK) | (n + 1);
  }
  m[MW.WoundRecs] = r;
}

/**
 * driver.ts, after the rules effects that end an application of effects (games with Mech.WoundWindow):
 * strike wounds noted in it make the executing item wait in the window, if some card could use it.
 */
export function holdForWoundWindow(s: GameState): void {
  const g = s.g;
  const m = s.mw;
  const r = m[MW.WoundRecs]!;
  if ((r & PENDING) === 0) return;
  m[MW.WoundRecs] = r & COUNT_MASK;
  m[MW.WoundHeld] = 0;
  const ex = g[G.Executing]!;
  if (ex === NONE) return;
  m[MW.WoundHeld] = s.stack[ex * ST + St.Action]! + 1;
  if (!someoneCanSpread(s)) {
    m[MW.WoundHeld] = 0;
    return;
  }
  if (s.log) s.log.push('  окно: существа получили раны от удара');
  g[G.Executing] = NONE;
  g[G.RoundOpen] = 0;
}

/** Could a card of either seat declare the feature now (its ability usable in a general round)? */
function someoneCanSpread(s: GameState): boolean {
  for (let p = 0; p < 2; p++) {
    let m = s.g[G.Occ + p]!;
    while (m !== 0) {
      const c = lowestCell(m);
      m &= m - 1;
      if (canSpread(s, s.board[c]!)) return true;
    }
    const n = listLen(s, p, Zone.Aux);
    for (let k = 0; k < n; k++) if (canSpread(s, listAt(s, p, Zone.Aux, k))) return true;
  }
  return false;
}

function canSpread(s: GameState, i: number): boolean {
  const db = s.db;
  const card = s.card[i]!;
  if (!cardHas(db, card, Mech.WoundWindow)) return false;
  const end = db.abilStart[card + 1]!;
  for (let a = db.abilStart[card]!; a < end; a++) {
    if (db.abKind[a] === AbKind.Activated && db.abUpTo[a] === UPTO_STRIKE_WOUNDS && abilityUsable(s, i, a, false)) return true;
  }
  return false;
}

/** Is the item held in the window still on the stack? */
function windowLive(s: GameState): boolean {
  const h = s.mw[MW.WoundHeld]!;
  if (h === 0 || (s.mw[MW.WoundRecs]! & PENDING) !== 0) return false;
  const n = s.g[G.StackLen]!;
  for (let k = 0; k < n; k++) if (s.stack[k * ST + St.Action] === h - 1) return true;
  return false;
}

/** The wounds creature t received from the strike of the open window (0: not noted). */
function notedWounds(s: GameState, t: number): number {
  const n = s.mw[MW.WoundRecs]! & COUNT_MASK;
  for (let j = 0; j < n; j++) {
    const v = s.mw[MW.WoundRec + j]!;
    if ((v & 0xff) === t + 1) return v >> 8;
  }
  return 0;
}

/** A creature of seat p other than t in the battle zone? */
function otherOwn(s: GameState, p: number, t: number): boolean {
  const m = s.g[G.Occ + p]!;
  if ((m & ~(s.zone[t] === Zone.Field && s.ctrl[t] === p ? 1 << s.cell[t]! : 0)) !== 0) return true;
  const n = listLen(s, p, Zone.Aux);
  for (let k = 0; k < n; k++) if (listAt(s, p, Zone.Aux, k) !== t) return true;
  return false;
}

/**
 * targeting.ts TF_STRIKE_WOUNDED: t got wounds from the strike whose window is open, still has wounds,
 * and src's controller has another creature to put them on.
 */
export function woundedByStrikeNow(s: GameState, src: number, t: number): boolean {
  return s.wounds[t]! > 0 && notedWounds(s, t) > 0 && windowLive(s) && otherOwn(s, s.ctrl[src]!, t);
}

/** hooks.upToDeclared (counters.ts beginXChoice): the number is fixed (the noted wounds, at most the target's wounds); the creatures receiving them are named now. */
export function beginStrikeWoundSpread(s: GameState, k: number): void {
  const t = itemField(s, k, St.Tgt);
  const w = s.wounds[t]!;
  let x = notedWounds(s, t);
  if (x > w) x = w;
  if (x > MAX_WOUNDS) x = MAX_WOUNDS;
  setItemField(s, k, St.X, x);
  for (let j = 0; j < DEST.length; j++) setItemField(s, k, DEST[j]!, 0);
  setItemField(s, k, St.TierA, 0);
  setItemField(s, k, St.TierD, 0);
  if (s.log) s.log.push(`  перераспределяется ${x}: с ${label(s, t)}`);
  askNext(s, k);
}

function destAt(s: GameState, k: number, j: number): number {
  const v = itemField(s, k, DEST[(j / PER_FIELD) | 0]!);
  return ((v >>> ((j % PER_FIELD) * BITS)) & 127) - 1;
}

function named(s: GameState, k: number): number {
  const x = itemField(s, k, St.X);
  for (let j = 0; j < x; j++) if (destAt(s, k, j) < 0) return j;
  return x;
}

function askNext(s: GameState, k: number): void {
  if (named(s, k) >= itemField(s, k, St.X)) {
    s.g[G.Decision] = Decision.None;
    return;
  }
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.MoveWounds;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
}

/** move-wounds.ts legalMoveWoundsTargets: the controller's creatures other than the target (ascending TARGET ids). */
export function legalSpreadTargets(s: GameState, k: number, out: Int32Array): number {
  const p = itemField(s, k, St.Ctrl);
  const t = itemField(s, k, St.Tgt);
  let n = 0;
  let m = s.g[G.Occ + p]!;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    const i = s.board[c]!;
    if (i !== t) out[n++] = targetActionOf(s, i);
  }
  const len = listLen(s, p, Zone.Aux);
  for (let j = 0; j < len; j++) {
    const i = listAt(s, p, Zone.Aux, j);
    if (i !== t) out[n++] = targetActionOf(s, i);
  }
  return n;
}

/** move-wounds.ts applyMoveWoundsTarget: the creature receiving the next wound. Returns true when all are named. */
export function applySpreadTarget(s: GameState, k: number, act: number): boolean {
  const d = targetOfAction(s, act);
  const j = named(s, k);
  const f = DEST[(j / PER_FIELD) | 0]!;
  setItemField(s, k, f, itemField(s, k, f) | ((d + 1) << ((j % PER_FIELD) * BITS)));
  s.hooks.woundDestinationNamed(s, k, d);
  askNext(s, k);
  return s.g[G.Decision] === Decision.None;
}

/** move-wounds.ts dealMovedWounds: the first `healed` named wounds, one effect per creature (first named first). */
export function dealSpreadWounds(s: GameState, k: number, a: number, healed: number): void {
  const src = itemField(s, k, St.Src);
  const type = s.db.abType[a]!;
  for (let j = 0; j < healed; j++) {
    const d = destAt(s, k, j);
    let seen = false;
    for (let e = 0; e < j; e++) if (destAt(s, k, e) === d) seen = true;
    if (seen || d < 0 || d >= MAX_INST || !inBattle(s, d)) continue;
    let n = 1;
    for (let e = j + 1; e < healed; e++) if (destAt(s, k, e) === d) n++;
    const amount = (s.g[G.Caps]! & Cap.Modifier) !== 0 ? modWound(s, src, d, n, abilityDamageBit(type), 0) : n;
    enqueueEffect(s, Op.Wound, src, d, amount, type, itemField(s, k, St.Action));
  }
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): an activated ability whose target is wounded by the strike now opens the strike-wound window (Mech.WoundWindow). The filter's bit (db.abTgtFilter) is the core's column. */
export const SPREAD_WOUNDS_COMPILE: MechanicCompile = {
  name: 'spreadWounds',
  ops: {},
  mechs: [Mech.WoundWindow],
  owns: (a) => a.kind === 'activated' && !!a.filter?.woundedByStrikeNow,
  compile(_def, _a, sink) {
    sink.cap(Mech.WoundWindow);
  },
};
