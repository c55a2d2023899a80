/**
 * Targets of abilities (TargetSpec, compiled to Tgt codes): which cards or stack items a feature of
 * instance `src` may name. Generators write TARGET action ids in ascending order into a caller-owned
 * buffer (or, with `out` null, only tell whether there is one: 0 or 1, stopping at the first).
 */
import { shownCostIs } from './systems/prophecy.js';
import { ADJ, CELLS, MANHATTAN, NEIGH8 } from './board.js';
import { Cap, Flag, Gate, Tgt, Zone } from './enums.js';
import { rangeBonusOfCard } from './systems/ranged-abilities.js';
import { MAX_AUX, TARGET, TARGET_AUX, TARGET_STACK } from './action.js';
import { G, type GameState, NONE, ST, St, listAt, listLen } from './state.js';
import { finishable, sourceCell } from './systems/special-strike.js';
import { TF_MARKS, markerFilterPasses } from './systems/markers.js';
import { movedSteps } from './systems/turn-record.js';
import { TARGET_CODE } from './codes.js';

/** Target filter bit (db.abTgtFilter): the target has not moved this turn (Flag.Moved). */
export const TF_NOT_MOVED = 1;
/** Target filter bit: "добивание на X+1, где X – число отравленных существ рядом с целью" (X grows by them). */
export const TF_FINISH_POISONED = 4;
/** Target filter bit: "не получало ран от атак в этот ход" (mechanics/wounds/wound-history.ts). */
export const TF_UNHURT = 16;
/** Target filter bit: "когда существо получает раны от удара" — wounded by the strike whose window is open (mechanics/wounds/spread-wounds.ts). */
export const TF_STRIKE_WOUNDED = 32;

/** Target filter bit: "добивание на X, где X — количество клеток, на которое передвинулся <карта> в этот ход" (core/systems/turn-record.ts). */
export const TF_FINISH_MOVED = 8;

/** What a finishing X grows by: poisoned creatures next to the target, cells the source moved this turn. */
function finishPlus(s: GameState, src: number, t: number, flt: number): number {
  return ((flt & TF_FINISH_POISONED) !== 0 ? poisonedNear(s, t) : 0) + ((flt & TF_FINISH_MOVED) !== 0 ? movedSteps(s, src) : 0);
}

/** Poisoned creatures on the cells next to t (either side; Кровяница s1_115). */
function poisonedNear(s: GameState, t: number): number {
  if (s.zone[t] !== Zone.Field) return 0;
  const c0 = s.cell[t]! * 8;
  let n = 0;
  for (let j = 0; j < 8; j++) {
    const nc = NEIGH8[c0 + j]!;
    if (nc < 0) break;
    const o = s.board[nc]!;
    if (o !== NONE && s.poison[o]! > 0) n++;
  }
  return n;
}

function cellOk(s: GameState, src: number, spec: number, t: number, range: number, flt: number, abil: number): boolean {
  const p = s.ctrl[src]!;
  // Паук-пересмешник (mechanics/strike/flyer-lure.ts): a flyer's attack features only at the luring cards.
  if ((s.g[G.Gates]! & Gate.AttackTargetsLimited) !== 0 && abil >= 0 && !s.hooks.attackTargetAllowed(s, src, t, abil)) return false;
  if (flt !== 0) {
    if ((flt & TF_NOT_MOVED) !== 0 && (s.flags[t]! & Flag.Moved) !== 0) return false;
    if ((flt & TF_MARKS) !== 0 && !markerFilterPasses(s, abil, t, src, true)) return false;
    if ((flt & TF_UNHURT) !== 0 && !s.hooks.unhurtByAttacksThisTurn(s, t)) return false;
    if ((flt & TF_STRIKE_WOUNDED) !== 0 && !s.hooks.woundedByStrikeNow(s, src, t)) return false;
  }
  switch (spec) {
    case Tgt.Self:
      if (t !== src) return false;
      break;
    case Tgt.EnemyCreature:
      if (s.ctrl[t] === p) return false;
      break;
    case Tgt.OwnCreature:
      if (s.ctrl[t] !== p) return false;
      break;
    case Tgt.EnemyShownCost: // core/systems/prophecy.ts: a face-down enemy card may be named (ruling s1_114)
    case Tgt.OwnShownCost:
      if ((s.ctrl[t] === p) !== (spec === Tgt.OwnShownCost)) return false;
      if (!((spec === Tgt.EnemyShownCost && (s.flags[t]! & Flag.Hidden) !== 0) || shownCostIs(s, p, t))) return false;
      break;
    case Tgt.OtherOwnCreature:
      if (s.ctrl[t] !== p || t === src) return false;
      break;
    case Tgt.AdjacentCreature:
      if (t === src || s.zone[t] !== Zone.Field) return false;
      if (s.zone[src] === Zone.Field) {
        if (ADJ[s.cell[src]! * CELLS + s.cell[t]!] === 0) return false;
      } else if (!adjacentToDeadSource(s, src, t)) return false;
      break;
    case Tgt.NextToEventCard: // mechanics/triggers/poison-triggers.ts (`range`: the event card's cell)
      if (!s.hooks.nextToCell(s, range, t)) return false;
      break;
    case Tgt.EnemyNextToEventCard:
      if (s.ctrl[t] === p || !s.hooks.nextToCell(s, range, t)) return false;
      break;
    case Tgt.Finishable:
      // Добивание на X (X passed as `range`): adjacent, non-incorporeal, X or fewer lives left. A hidden
      // card's lives are unknown to the declarer (and to his observation): it may be named; the
      // declaration reveals it and the 512.5.3 legality check judges it (digest §5.1 hidden targets).
      if (t === src || s.zone[t] !== Zone.Field) return false;
      if ((s.flags[t]! & Flag.Hidden) === 0 && !finishable(s, t, (flt & (TF_FINISH_POISONED | TF_FINISH_MOVED)) !== 0 ? range + finishPlus(s, src, t, flt) : range)) return false;
      if (s.zone[src] === Zone.Field) return ADJ[s.cell[src]! * CELLS + s.cell[t]!] !== 0;
      return adjacentToDeadSource(s, src, t);
    default:
      break;
  }
  if (range > 0 && s.zone[src] === Zone.Field && s.zone[t] === Zone.Field && MANHATTAN[s.cell[src]! * CELLS + s.cell[t]!]! > range) return false;
  return true;
}

/** A dead source's "при гибели" feature: adjacency from the cell it died on, that cell included (special-strike.ts). */
function adjacentToDeadSource(s: GameState, src: number, t: number): boolean {
  const c = sourceCell(s, src);
  return c >= 0 && (c === s.cell[t] || ADJ[c * CELLS + s.cell[t]!] !== 0);
}

/**
 * Legal targets of spec `spec` (a TargetSpec name or Tgt code) for a feature of `src` (with `out`
 * null: 1 at the first one found, else 0 — the legality tests need no more). `range` 0 =
 * unlimited (auxiliary-zone cards are in range regardless, digest §2.1). `flt`: TF_* filter bits of
 * the ability (db.abTgtFilter); `abil`: its global ability index (needed with TF_MARKS, core/systems/markers.ts).
 */
export function candidateTargets(s: GameState, src: number, spec: string | number, out: Int32Array | null, range = 0, flt = 0, abil = -1): number {
  const code = targetCode(spec);
  range = effectiveRange(s, src, code, range, abil);
  let n = 0;
  if (isUnchosenTarget(code)) return 0;
  if (code === Tgt.EnemyStackItem) {
    const len = s.g[G.StackLen]!;
    for (let k = 0; k < len; k++) {
      if (s.stack[k * ST + St.Ctrl] === s.ctrl[src]) continue;
      if (out === null) return 1;
      out[n] = TARGET_STACK + k;
      n++;
    }
    return n;
  }
  // The occupied cells, ascending (G.Occ is kept by every board change).
  let occ = s.g[G.Occ]! | s.g[G.Occ + 1]!;
  while (occ !== 0) {
    const c = 31 - Math.clz32(occ & -occ);
    occ &= occ - 1;
    const t = s.board[c]!;
    if (!cellOk(s, src, code, t, range, flt, abil)) continue;
    if (out === null) return 1;
    out[n] = TARGET + c;
    n++;
  }
  if (boardOnly(code)) return n;
  for (let p = 0; p < 2; p++) {
    const len = listLen(s, p, Zone.Aux);
    for (let k = 0; k < len; k++) {
      const t = listAt(s, p, Zone.Aux, k);
      if (!cellOk(s, src, code, t, 0, flt, abil)) continue;
      if (out === null) return 1;
      out[n] = TARGET_AUX + p * MAX_AUX + k;
      n++;
    }
  }
  return n;
}

/**
 * Is card t a legal target of spec `spec` for a feature of `src` now: exactly when `candidateTargets`
 * with the same arguments would list it (features.ts targetLegal, the 512.5.3 check), without
 * listing the others. Not for Tgt.EnemyStackItem (a stack item is no card).
 */
export function isCandidateTarget(s: GameState, src: number, spec: string | number, t: number, range = 0, flt = 0, abil = -1): boolean {
  const code = targetCode(spec);
  if (isUnchosenTarget(code) || code === Tgt.EnemyStackItem) return false;
  if (s.zone[t] === Zone.Field) return cellOk(s, src, code, t, effectiveRange(s, src, code, range, abil), flt, abil);
  return s.zone[t] === Zone.Aux && !boardOnly(code) && cellOk(s, src, code, t, 0, flt, abil);
}

/** The Tgt code of a TargetSpec name or code. */
function targetCode(spec: string | number): number {
  return typeof spec === 'number' ? spec : TARGET_CODE[spec as keyof typeof TARGET_CODE] ?? Tgt.None;
}

/** The `range` argument as the board test reads it (see candidateTargets). */
function effectiveRange(s: GameState, src: number, code: number, range: number, abil: number): number {
  // "+N к дальности" auras reach the ranged features of a card that has a shot, throw or discharge,
  // its spells and influences included (Паладин Алламора ruling; core/systems/ranged-abilities.ts).
  // For Tgt.Finishable `range` is the finishing X, not a range: no aura.
  if (range > 0 && code !== Tgt.Finishable && (s.g[G.Caps]! & Cap.RangeAura) !== 0) range += rangeBonusOfCard(s, src);
  // "стоящее рядом с ним существо" (mechanics/triggers/poison-triggers.ts): `range` carries the event card's cell.
  if (code === Tgt.NextToEventCard || code === Tgt.EnemyNextToEventCard) range = s.hooks.eventAnchorCell(s, src, abil);
  return range;
}

/** Specs that name board cards only (no auxiliary-zone card). */
function boardOnly(code: number): boolean {
  return code === Tgt.AdjacentCreature || code === Tgt.Finishable || code === Tgt.NextToEventCard || code === Tgt.EnemyNextToEventCard;
}


/** Target specs that are not chosen: none, self, the all* group, the executing strike. */
export function isUnchosenTarget(code: number): boolean {
  return code === Tgt.None || code === Tgt.Self || (code >= Tgt.AllCreatures && code !== Tgt.Finishable && code !== Tgt.EnemyShownCost && code !== Tgt.OwnShownCost && code !== Tgt.NextToEventCard && code !== Tgt.EnemyNextToEventCard);
}

/** The simple strike waiting in one of its instant windows (the item below the instants), or -1. */
export function waitingStrike(s: GameState): number {
  for (let k = s.g[G.StackLen]! - 1; k >= 0; k--) {
    if (s.stack[k * ST + St.Feat] === 1 && s.stack[k * ST + St.Step]! >= 2 && s.stack[k * ST + St.Step]! <= 3) return k;
  }
  return -1;
}
