/**
 * "При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом
 * прыжок, дальность 2. После прыжка Детей топи — существо противника по его выбору рядом с
 * освободившейся клеткой перемещается на эту клетку" (Дети топи s1_108). Ability kind
 * 'strikeBlockJump' (types.ts; db.ts: AbKind.Static, MechOp.StrikeBlockJump, the range in abRange, `enemyFills` in
 * abAmount), Mech.StrikeBlockJump.
 *
 * What is «удар» (a strike) here: the simple strike, the {uchr} and the special strike (ruling s1_2:
 * "Удар через ряд хоть и относится к дальним атакам, но при этом является типом удара. Особый удар –
 * тоже тип удара"), the magic strike (ruling s1_195: Берсерк "может атаковать дважды любым ударом", a
 * magic strike among them), and the counter-strike (ruling s1_134: Уриил's "при ударе по" fires on a
 * counter-strike; ruling s1_27: Бон и Берроу "атакованы {strike}" block a counter-strike at them). Not a
 * shot, a throw or a discharge: ranged attacks that are not strikes (digest §5.1 table; ruling s1_2
 * names only the {uchr} among the ranged attacks as a strike type). "Существа противника": a creature
 * controlled by the opponent of the card's controller when the strike is made (a dead card's "при
 * гибели — особый удар" too: the creature's strike).
 *
 * Each such strike at the card is checked when it is made, and the first one in a turn is blocked: no
 * effects (no wounds, no "при ударе" events, no fight), the attacker still pays (it closes). Rulings
 * s1_108: mandatory. The use is marked for the turn (a TimedKind.Once entry, core/systems/prophecy.ts
 * markOnce); every enemy strike at the card passes one of the checks below, so the mark is set by the
 * turn's first one, which is always blocked ("first per turn" exact). Where:
 * - a simple strike declared at it: core/combat/simple-strike.ts stepStrike step 0, after the legality check,
 *   before the defender and the dice (the engine's reading, as the prophecy block of core/systems/prophecy.ts);
 * - a simple strike made by another card's feature («гипноз» of Шаман-душегрыз, «приказ матриарха»;
 *   mechanics/strike/forced-strike.ts forcedStrikeStart), at the same point: no fight (a hypnotised creature still
 *   closes);
 * - a simple strike that reaches it later — as a defender, or redirected onto it — and a counter-strike
 *   at it (it attacks, or fights under Матриарх): simple-strike.ts strikeEffects, step 4, after the dice
 *   and the table (digest §5.1: "blocking always happens after the dice are rolled"), before anything is
 *   recorded or dealt (`strikeEffectsBlockJump`). A missed strike (tier "none") is no strike (515.5, quoted
 *   in ruling s1_93) and is not counted. A blocked counter-strike: only it is gone, the card's own strike
 *   is dealt;
 * - a {uchr} or a magic strike (printed: core/combat/ranged.ts stepRanged; an ability: die-window.ts,
 *   before the die) and a special strike
 *   (activated or triggered: features.ts stepAbility, beside the «сеть» block) — `attackBlockedByJump`.
 * Engine reading where the text and the rulings are silent: an attack stopped by a «сеть» on the card
 * (mechanics/markers/net.ts; only in its controller's turn) is blocked by the net first and is not counted.
 * Strike kinds of several targets do not exist in set 1 (every {uchr} / magic strike ability has one).
 * - "при этом прыжок, дальность 2": the card's controller names a free cell within range 2 (Manhattan,
 *   as mechanics/movement/jump.ts; its own cell is not free: ruling s1_108) — Decision.Target,
 *   MechTargetMode.StrikeBlockJump. Mandatory when a cell exists; with none, or with the card held in place
 *   (a «взгляд Василиска» / movement limit, a «сеть»), the strike is blocked without a jump (ruling
 *   s1_108). The jump is a move (506.6: "при перемещении", "при прыжке" fire) made by the feature: no
 *   {move} is spent.
 * - `enemyFills`: then the opponent names one of his creatures on the 8 cells around the freed cell
 *   (diagonals too, ruling s1_108; not one held in place) and it moves onto that cell (a move: its
 *   "при перемещении" fires). Mandatory while he has one there (ruling s1_108).
 *
 * State on the attack's stack item (a simple strike, a printed ranged attack, an ability): G.Selected = the
 * item while a cell or creature is named; St.Op = the card + 1 (bits 0–15) and, once it jumped, the freed
 * cell + 1 (bits 16+); 0 again when done. St.Op is spare on all of them here: a generated feature's op
 * (534.7) is not such an item, a blocked simple strike rolls no second die (strike-dice.ts), and the bonus
 * die-window.ts keeps there for a ranged ability is not read again once its only attack is blocked.
 */
import { NEIGH8_MASK, cellName, lowestCell } from '../../core/board.js';
import { AbKind, AttackKind, Cap, Decision, Flag, StFlag, TargetMode, Trig, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St, TM } from '../../core/state.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { label, relocate, seatName } from '../../core/instance.js';
import { recordEvent } from '../../core/effects.js';
import { TARGET } from '../../core/action.js';
import { TimedKind, Tm } from '../../core/systems/durations.js';
import { markOnce } from '../../core/systems/prophecy.js';
import { moveLimited } from '../../core/systems/move-limit.js';
import { freeCellsWithin } from '../../core/movement.js';
import { cardHas, Mech, MechOp, MechTargetMode, on } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** The card's 'strikeBlockJump' ability (global index), or -1. */
function blockAbility(s: GameState, t: number): number {
  const card = s.card[t]!;
  for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) if (s.db.abKind[a] === AbKind.Static && s.db.abOp[a] === MechOp.StrikeBlockJump) return a;
  return -1;
}

/** Was ability `a` of t used this turn (a TimedKind.Once entry)? */
function usedThisTurn(s: GameState, t: number, a: number): boolean {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === t && s.timed[o + Tm.Kind] === TimedKind.Once && s.timed[o + Tm.Amount] === a && s.timed[o + Tm.From]! <= turn) return true;
  }
  return false;
}

/** Is card i held in place (a gaze, a movement limit, a net)? */
function held(s: GameState, i: number): boolean {
  return ((s.g[G.Caps]! & Cap.MoveLimit) !== 0 && moveLimited(s, i)) || (on(s, Mech.Net) && s.hooks.barredFromActing(s, i));
}

/**
 * The attack kinds that are «удар» (a strike): the simple strike, the {uchr} and the special strike
 * (ruling s1_2: "Удар через ряд … является типом удара. Особый удар – тоже тип удара"), the magic strike
 * (ruling s1_195: Берсерк "может атаковать дважды любым ударом", the magic strike among them). Not the
 * shot, the throw, the discharge (digest §5.1: ranged attacks, not strikes).
 */
export function isStrikeAttack(kind: number): boolean {
  return kind === AttackKind.Strike || kind === AttackKind.ThroughRow || kind === AttackKind.Magic || kind === AttackKind.SpecialStrike;
}

/**
 * Games with Mech.StrikeBlockJump: an attack of kind `kind` by `a` at t (stack item k) executes — a
 * {uchr} or magic strike (printed: core/combat/ranged.ts, die-window.ts; an ability: ranged-abilities.ts,
 * die-window.ts), a special strike (features.ts stepAbility). True when t's feature blocks it (the
 * caller makes no effect, the attacker still pays); the jump's cell may then be asked.
 */
export function attackBlockedByJump(s: GameState, k: number, a: number, t: number, kind: number): boolean {
  return on(s, Mech.StrikeBlockJump) && isStrikeAttack(kind) && strikeBlockedByJump(s, k, a, t);
}

/**
 * Is the strike at k (attacker a, at t) blocked by t's feature: t has it, a is an enemy creature,
 * and no strike of an enemy creature at t was made this turn (each one that came here was the first,
 * and blocked: the use mark counts it)? Then the jump's cell may be asked (a pending decision); the
 * caller ends the strike (paid, no effect). core/combat/simple-strike.ts stepStrike step 0 (games with
 * Mech.StrikeBlockJump), forced-strike.ts forcedStrikeStart, and attackBlockedByJump.
 */
export function strikeBlockedByJump(s: GameState, k: number, a: number, t: number): boolean {
  if (t < 0 || s.zone[t] !== Zone.Field || !cardHas(s.db, s.card[t]!, Mech.StrikeBlockJump) || a < 0 || s.ctrl[a] === s.ctrl[t]) return false;
  const ab = blockAbility(s, t);
  if (ab < 0 || usedThisTurn(s, t, ab)) return false;
  markOnce(s, t, ab);
  if (s.log) s.log.push(`  ${label(s, t)} блокирует удар ${label(s, a)}`);
  setItemField(s, k, St.Op, t + 1);
  if (!held(s, t) && jumpCells(s, t, ab, null) > 0) ask(s, k, s.ctrl[t]!);
  else {
    setItemField(s, k, St.Op, 0);
    if (s.log) s.log.push('  прыгнуть некуда');
  }
  return true;
}

/**
 * core/combat/simple-strike.ts strikeEffects, step 4 (games with Mech.StrikeBlockJump; after the dice, the
 * table and an exchange choice, before anything is recorded or dealt), simple strike item k of `a` at
 * `struck`, tier `ta` of the attacker's strike. The strikes at t that step 0 did not see:
 *  - `struck` has the feature (a defender, or a strike redirected onto it; a strike declared at it was
 *    seen at step 0 — blocked there, or not the first): the attacker's strike (a tier, not a miss: 515.5 "при промахе удар не наносится", quoted in
 *    ruling s1_93) is blocked whole (StFlag.Blocked: no effects at all, the attacker still pays);
 *  - `a` has the feature and the enemy struck card's counter-strike is due at it (ruling s1_134: a
 *    counter-strike is a strike "по" the card; ruling s1_27: Бон и Берроу block a counter-strike at
 *    them): only the counter-strike is blocked (its tier becomes "none"); a's own strike is dealt.
 * Either one is the first strike of an enemy creature at t this turn, or nothing happens. Returns
 * true when the jump's cell is asked: the strike waits at this step (re-entered, nothing is blocked
 * twice: the use mark).
 */
export function strikeEffectsBlockJump(s: GameState, k: number, a: number, struck: number, ta: number): boolean {
  if ((itemField(s, k, St.Flags) & StFlag.Blocked) !== 0) return false;
  if (ta > 0 && strikeBlockedByJump(s, k, a, struck)) {
    setItemField(s, k, St.Flags, itemField(s, k, St.Flags) | StFlag.Blocked);
    return s.g[G.Decision] === Decision.Target;
  }
  if (s.hooks.counterStrikeDue(s, a, struck, itemField(s, k, St.TierD)) && strikeBlockedByJump(s, k, struck, a)) {
    setItemField(s, k, St.TierD, 0);
    s.g[G.TierD] = 0;
    if (s.log) s.log.push('  ответный удар заблокирован');
    return s.g[G.Decision] === Decision.Target;
  }
  return false;
}

/** The blocking card of item k while its jump is asked (St.Op bits 0–15: the card + 1). */
function jumperOf(s: GameState, k: number): number {
  return (itemField(s, k, St.Op) & 0xffff) - 1;
}

/** The freed cell of item k while the opponent names his creature (St.Op bits 16+: the cell + 1), or -1 while the jump's cell is asked. */
function freedOf(s: GameState, k: number): number {
  return (itemField(s, k, St.Op) >> 16) - 1;
}

/** Free cells within the jump range of ability `ab` of t (TARGET ids, ascending); `out` null: count. */
function jumpCells(s: GameState, t: number, ab: number, out: Int32Array | null): number {
  return freeCellsWithin(s, s.cell[t]!, s.db.abRange[ab]!, out); // db.ts: the jump's range
}

/** The opponent's creatures (of seat q) on the cells around `cell` that may move: their cells as a mask. */
function fillers(s: GameState, q: number, cell: number): number {
  let m = s.g[G.Occ + q]! & NEIGH8_MASK[cell]!;
  let r = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if (!held(s, s.board[c]!)) r |= 1 << c;
  }
  return r;
}

function ask(s: GameState, k: number, p: number): void {
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.StrikeBlockJump;
  setDecision(s, Decision.Target, p);
}

/** turn.ts legalTarget, MechTargetMode.StrikeBlockJump: the jump's cells, or the cells of the creatures that may fill the freed cell. */
export function legalStrikeBlockJump(s: GameState, out: Int32Array): number {
  const k = s.g[G.Selected]!;
  const t = jumperOf(s, k);
  const freed = freedOf(s, k);
  if (freed < 0) return jumpCells(s, t, blockAbility(s, t), out);
  let m = fillers(s, 1 - s.ctrl[t]!, freed);
  let n = 0;
  while (m !== 0) {
    out[n++] = TARGET + lowestCell(m);
    m &= m - 1;
  }
  return n;
}

/** A move made by a feature (506.6): the card's "при перемещении" fires; no {move} spent. */
function moveBy(s: GameState, i: number, dest: number, what: string): number {
  const from = s.cell[i]!;
  relocate(s, i, dest);
  s.flags[i] = s.flags[i]! | Flag.Moved;
  recordEvent(s, Trig.SelfMoves, i, NONE, from);
  if ((s.g[G.TrigKinds]! & (1 << Trig.CreatureMovesNextTo)) !== 0) recordEvent(s, Trig.CreatureMovesNextTo, i, NONE, from); // mechanics/movement/moves-next-to.ts
  if (s.log) s.log.push(`${seatName(s.ctrl[i]!)} ${label(s, i)}: ${what} с ${cellName(from)} на ${cellName(dest)}`);
  return from;
}

/** turn.ts applyTarget, MechTargetMode.StrikeBlockJump. Returns true when done (the engine loop goes on), false when the opponent's creature is asked next. */
export function applyStrikeBlockJump(s: GameState, act: number): boolean {
  const k = s.g[G.Selected]!;
  const t = jumperOf(s, k);
  const freed = freedOf(s, k);
  if (freed < 0) {
    const from = moveBy(s, t, act - TARGET, 'прыжок');
    const ab = blockAbility(s, t);
    // "После прыжка … существо противника по его выбору рядом с освободившейся клеткой перемещается на эту клетку".
    if (s.db.abAmount[ab] === 1 && fillers(s, 1 - s.ctrl[t]!, from) !== 0) {
      setItemField(s, k, St.Op, ((from + 1) << 16) | (t + 1));
      ask(s, k, 1 - s.ctrl[t]!);
      return false;
    }
  } else {
    moveBy(s, s.board[act - TARGET]!, freed, 'перемещение на освободившуюся клетку');
  }
  setItemField(s, k, St.Op, 0);
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  return true;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): a 'strikeBlockJump' card sets Mech.StrikeBlockJump
 * (every strike at the card asks). Its op, range and "после прыжка …" (abOp, abRange, abAmount) are the
 * core's columns of the ability.
 */
export const STRIKE_BLOCK_JUMP_COMPILE: MechanicCompile = {
  name: 'strikeBlockJump',
  ops: {},
  mechs: [Mech.StrikeBlockJump],
  owns: (a) => a.kind === 'strikeBlockJump',
  compile(_def, _a, sink) {
    sink.cap(Mech.StrikeBlockJump);
  },
};
