/**
 * Simple strikes made as the effect of a feature, not declared by their card (digest §5.2):
 *
 * - `{ op: 'forcedStrike', who: 'target' }` — «гипноз» (Шаман-душегрыз s1_118): "открытое существо
 *   противника наносит по стоящей рядом карте {strike} и закрывается". The target is an open enemy
 *   creature (filter `open`: ruling s1_118 — closed before the legality check, the spell is removed
 *   unpaid; closed after it, the strike still happens). At the execution the spell's controller names
 *   the struck card among the cards next to the creature (ruling: his choice; any side; none there —
 *   the creature only closes). The strike: no defender, no redirection (ruling); at a card of the
 *   creature's own side "как по закрытой карте" (ruling: no dice fight — only the attacker rolls);
 *   its "при ударе" features work (ruling; the strike's events are recorded as usual). Ruling: a
 *   struck card with protection from spells takes no harm — engine reading: the strike is blocked (no
 *   wound, no counter-strike, no events), and the creature still closes. The creature closes after
 *   the strike (it does not act: its movement is untouched).
 * - `{ op: 'forcedStrike', who: 'adjacentOwn' }` — «приказ матриарха» (Матриарх племени s1_28): "все
 *   ваши существа, стоящие рядом с выбранным существом противника, сражаются с ним как с открытым, не
 *   закрываясь при этом". Each own creature next to the target at the execution fights it, one after
 *   the other in the order its controller names (Decision.Choice with TARGET + cell actions, asked
 *   while more than one is left to order); every fight is the dice fight of two open cards whatever
 *   is closed (ruling), no defender, no redirection (ruling), and nobody closes or spends an action
 *   (ruling: the creature may still move and attack). A fighter or the target that left the
 *   battlefield or stands apart when its fight comes is skipped (512.5.3).
 *
 * Mechanics: at the feature's execution (features.ts stepAbility, after its legality check) each
 * strike is pushed as a Feat.Strike item above the feature, marked in its spare St.Stage field
 * (FS_* bits; mechanics/dice/strike-dice.ts uses bits 0–2) and StFlag.Redirected (mechanics/strike/redirect.ts:
 * a redirected strike is never redirected again); the first fight is pushed last (on top). A
 * placeholder whose fighter or struck card is still to be named carries FS_ASK_SRC / FS_ASK_TGT and
 * is the G.Selected item of the pending Decision.Choice. After the feature is paid and leaves the
 * stack, each strike gets its priority round and executes: stepStrike's step 0 hands it to
 * `forcedStrikeStart` (legality: both cards on the battlefield and next to each other; no defender; the
 * first strike of an enemy creature at Дети топи in a turn is blocked there, mechanics/strike/strike-block-jump.ts),
 * rollDice asks `forcedStruckClosed` whether the struck card rolls, and the payment step hands it to
 * `forcedStrikePaid`.
 *
 * Engine cost: the three hooks of simple-strike.ts are behind Gate.EffectStrikes (opened by Mech.ForcedStrike) (cards with
 * this effect); such a card also carries Cap.Instant so that its strikes go through the stepwise
 * strike (the strike at once is never used in such games: Mech.ForcedStrike is in mechanics/ids.ts AT_ONCE_MECHS only because of this).
 */
import { ADJ, CELLS, NEIGH8_MASK, lowestCell } from '../../core/board.js';
import { AttackKind, Feat, Flag, StFlag, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { TARGET } from '../../core/action.js';
import { itemField, pushItemWithAction, removeItem, setItemField } from '../../core/stack.js';
import { enqueueEffect } from '../../core/effects.js';
import { protectedFrom } from '../../core/protections.js';
import { label, reveal, seatName } from '../../core/instance.js';
import { Op } from '../../core/enums.js';
import { FS_FORCED } from '../../core/codes.js';
import { FORCED_TARGET, FORCED_ADJACENT_OWN } from '../../core/codes.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp, on } from '../ids.js';
export { FORCED_TARGET, FORCED_ADJACENT_OWN };
export { FS_FORCED };

const scratch = new Int32Array(8);

/** Шаман: as at a closed card when the struck card is the attacker's side's; the attacker closes after it. */
const FS_HYPNOSIS = 1 << 4;
/** Матриарх: both roll as open cards; nobody closes. */
const FS_AS_OPEN = 1 << 5;
const FS_ASK_SRC = 1 << 6;
const FS_ASK_TGT = 1 << 7;

function forcedBits(s: GameState, k: number): number {
  return itemField(s, k, St.Stage);
}

/**
 * features.ts stepAbility: the MechOp.ForcedStrike feature at stack index k (ability a) executes, its
 * legality checked and resources reserved. Pushes the strikes (asking whatever must be named).
 */
export function beginForcedStrikes(s: GameState, k: number, a: number): void {
  const src = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  const ctrl = itemField(s, k, St.Ctrl);
  const action = itemField(s, k, St.Action);
  if (t < 0 || s.zone[t] !== Zone.Field) return;
  if (s.db.abAmount[a] === FORCED_TARGET) {
    // 511.3: protection from the feature's type (a spell) on the creature stops it.
    if (protectedFrom(s, src, t, s.db.abType[a]!)) {
      if (s.log) s.log.push(`  защита: ${label(s, t)} не подвержен эффекту`);
      return;
    }
    const n = cardsNextTo(s, t, -1);
    if (n === 0) {
      // Ruling s1_118: nobody next to it — the card only closes.
      if (s.log) s.log.push(`  рядом с ${label(s, t)} нет карт: только закрывается`);
      enqueueEffect(s, Op.Close, src, t, 0, s.db.abType[a]!, action);
      return;
    }
    const j = pushItemWithAction(s, Feat.Strike, t, s.ctrl[t]!, n === 1 ? s.board[lowestCell(nextMask(s, t, -1))]! : NONE, StFlag.Redirected, action);
    setItemField(s, j, St.Stage, FS_FORCED | FS_HYPNOSIS | (n === 1 ? 0 : FS_ASK_TGT));
    if (s.log) s.log.push(`  ${label(s, t)} нанесет удар (гипноз)`);
    if (n > 1) ask(s, j, ctrl);
    return;
  }
  // Матриарх: the own creatures next to the target; protection from the feature's type on the target stops it.
  if (protectedFrom(s, src, t, s.db.abType[a]!)) {
    if (s.log) s.log.push(`  защита: ${label(s, t)} не подвержен эффекту`);
    return;
  }
  const n = cardsNextTo(s, t, ctrl);
  if (n === 0) return;
  // One placeholder per fighter; the top one fights first. With one fighter left to place, no question.
  const mask = nextMask(s, t, ctrl);
  let first = NONE;
  for (let m = 0; m < n; m++) {
    const j = pushItemWithAction(s, Feat.Strike, n === 1 ? s.board[lowestCell(mask)]! : NONE, ctrl, t, StFlag.Redirected, action);
    setItemField(s, j, St.Stage, FS_FORCED | FS_AS_OPEN | (n === 1 ? 0 : FS_ASK_SRC));
    first = j;
  }
  if (s.log) s.log.push(`  с ${label(s, t)} сражаются ${n} сущ.`);
  if (n > 1) ask(s, first, ctrl);
}

function ask(s: GameState, j: number, seat: number): void {
  askChoice(s, j, seat);
}

/** Field cells next to card t holding a card (a creature of seat `only`, or any card when only < 0). */
function nextMask(s: GameState, t: number, only: number): number {
  const c = s.cell[t]!;
  let m = (s.g[G.Occ]! | s.g[G.Occ + 1]!) & NEIGH8_MASK[c]!;
  if (only >= 0) m &= s.g[G.Occ + only]!;
  return m;
}

function cardsNextTo(s: GameState, t: number, only: number): number {
  let m = nextMask(s, t, only);
  let n = 0;
  while (m !== 0) {
    m &= m - 1;
    n++;
  }
  return n;
}

/** hooks.strikeChoice (mechanics/index.ts): is the pending Decision.Choice on stack item k a forced strike's question? */
export function isForcedChoice(s: GameState, k: number): boolean {
  return itemField(s, k, St.Feat) === Feat.Strike && (forcedBits(s, k) & (FS_ASK_SRC | FS_ASK_TGT)) !== 0;
}

/** Is creature c already the fighter of a forced strike of the same game action below item j's top? */
function alreadyFighting(s: GameState, j: number, c: number): boolean {
  const n = s.g[G.StackLen]!;
  const action = itemField(s, j, St.Action);
  for (let m = 0; m < n; m++) if (itemField(s, m, St.Action) === action && itemField(s, m, St.Feat) === Feat.Strike && itemField(s, m, St.Src) === c) return true;
  return false;
}

/** Legal answers: TARGET + cell of each card that may be named (the struck card, or the next fighter). */
export function legalForcedChoice(s: GameState, k: number, out: Int32Array): number {
  const bits = forcedBits(s, k);
  let n = 0;
  if ((bits & FS_ASK_TGT) !== 0) {
    let m = nextMask(s, itemField(s, k, St.Src), -1);
    while (m !== 0) {
      const c = lowestCell(m);
      m &= m - 1;
      out[n++] = TARGET + c;
    }
    return n;
  }
  let m = nextMask(s, itemField(s, k, St.Tgt), itemField(s, k, St.Ctrl));
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if (!alreadyFighting(s, k, s.board[c]!)) out[n++] = TARGET + c;
  }
  return n;
}

/** Apply the answer for item k; for the Матриарх's order, the next placeholder below is asked (the last one is filled at once). */
export function applyForcedChoice(s: GameState, k: number, action: number): void {
  const c = s.board[action - TARGET]!;
  const bits = forcedBits(s, k);
  s.g[G.Selected] = NONE;
  if ((bits & FS_ASK_TGT) !== 0) {
    setItemField(s, k, St.Tgt, c);
    setItemField(s, k, St.Stage, bits & ~FS_ASK_TGT);
    if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)}: удар по ${label(s, c)}`);
    return;
  }
  setItemField(s, k, St.Src, c);
  setItemField(s, k, St.Stage, bits & ~FS_ASK_SRC);
  if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)}: сражается ${label(s, c)}`);
  const below = k - 1;
  if (below < 0 || itemField(s, below, St.Feat) !== Feat.Strike || (forcedBits(s, below) & FS_ASK_SRC) === 0) return;
  const n = legalForcedChoice(s, below, scratch);
  if (n === 1) {
    applyForcedChoice(s, below, scratch[0]!);
    return;
  }
  ask(s, below, itemField(s, below, St.Ctrl));
}

/** stepStrike step 0 (games with Mech.ForcedStrike): a forced strike's legality and reserve; true when item k is one. */
export function forcedStrikeStart(s: GameState, k: number): boolean {
  const bits = forcedBits(s, k);
  if ((bits & FS_FORCED) === 0) return false;
  const a = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  // 512.5.3: both cards still on the battlefield, next to each other.
  if (a < 0 || t < 0 || s.zone[a] !== Zone.Field || s.zone[t] !== Zone.Field || ADJ[s.cell[a]! * CELLS + s.cell[t]!] === 0) {
    if (s.log) s.log.push('  удар не состоялся: карт нет рядом');
    removeItem(s, k);
    s.g[G.Attacker] = NONE;
    s.g[G.Target] = NONE;
    s.g[G.Defender] = NONE;
    return true;
  }
  if (s.log) s.log.push(`${seatName(s.ctrl[a]!)} ${label(s, a)}: удар по ${label(s, t)}${(bits & FS_AS_OPEN) !== 0 ? ' (сражение как открытых)' : ''}`);
  reveal(s, a);
  reveal(s, t);
  let flags = itemField(s, k, St.Flags) | StFlag.Reserved;
  // "При первом за ход ударе существа противника по Детям топи — заблокировать этот удар" (mechanics/strike/strike-block-jump.ts):
  // no fight, the payment step follows (the hypnotised creature still closes).
  if (on(s, Mech.StrikeBlockJump) && s.hooks.strikeAtTargetBlocked(s, k, a, t)) {
    setItemField(s, k, St.Flags, flags | StFlag.Blocked);
    setItemField(s, k, St.Step, 5);
    return true;
  }
  // Ruling s1_118: a struck card with protection from spells takes no harm (the strike is blocked).
  if ((bits & FS_HYPNOSIS) !== 0 && protectedFrom(s, a, t, AttackKind.Spell)) {
    if (s.log) s.log.push(`  защита от заклинаний: ${label(s, t)} не подвержен удару`);
    flags |= StFlag.Blocked;
  }
  setItemField(s, k, St.Flags, flags);
  setItemField(s, k, St.Step, 1); // no defender (rulings s1_28, s1_118); the windows and dice follow
  return true;
}

/** rollDice (games with Mech.ForcedStrike): is the struck card treated as closed (it rolls no die)? */
export function forcedStruckClosed(s: GameState, k: number, struck: number): boolean {
  const bits = forcedBits(s, k);
  if ((bits & FS_AS_OPEN) !== 0) return false; // Матриарх: as two open cards
  if ((bits & FS_HYPNOSIS) !== 0 && s.ctrl[struck] === s.ctrl[itemField(s, k, St.Src)]) return true; // as at a closed card
  return (s.flags[struck]! & Flag.Closed) !== 0;
}

/** stepStrike payment step (games with Mech.ForcedStrike): true when item k is a forced strike, paid and removed. */
export function forcedStrikePaid(s: GameState, k: number, a: number): boolean {
  const bits = forcedBits(s, k);
  if ((bits & FS_FORCED) === 0) return false;
  // «гипноз»: "… и закрывается" (not an action of its own: its movement is untouched). Матриарх: nobody closes.
  if ((bits & FS_HYPNOSIS) !== 0 && (s.zone[a] === Zone.Field || s.zone[a] === Zone.Aux)) s.flags[a] = s.flags[a]! | Flag.Closed;
  removeItem(s, k);
  s.g[G.Attacker] = NONE;
  s.g[G.Target] = NONE;
  s.g[G.Defender] = NONE;
  s.g[G.Struck] = NONE;
  return true;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a strike made as a feature's effect ('forcedStrike'): simple-strike.ts asks about it behind Mech.ForcedStrike. */
export const FORCED_STRIKE_COMPILE: MechanicCompile = {
  name: 'forcedStrike',
  ops: { forcedStrike: MechOp.ForcedStrike },
  mechs: [Mech.ForcedStrike],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'forcedStrike',
  compile(_def, _a, sink) {
    sink.cap(Mech.ForcedStrike);
  },
};
