/**
 * Who may be attacked: simple-strike targets (digest §5.1, §5.7) and ranged targets (§2.1, §5.6).
 * Generators append TARGET action ids to a caller-owned buffer and return how many they added.
 */
import { formationKw } from '../systems/formation.js';
import { CELLS, MAX_DISTANCE, NEIGH8_MASK, THROUGH, WITHIN_MASK, lowestCell } from '../board.js';
import { AttackKind, Cap, Flag, Gate, Kw, Zone } from '../enums.js';
import { rangeBonus } from '../systems/ranged-abilities.js';
import { MAX_AUX, MAX_LEGAL, TARGET, TARGET_AUX } from '../action.js';
import { G, type GameState, NONE, listAt, listLen } from '../state.js';
import { groundCount } from '../instance.js';
import { strikesFlyers } from '../systems/modifiers.js';
import { drawnRangedTargets, strikeMask } from '../systems/keywords.js';

/** Action id that targets instance t (a battlefield cell, or a slot of its controller's auxiliary zone). */
export function targetActionOf(s: GameState, t: number): number {
  if (s.zone[t] === Zone.Field) return TARGET + s.cell[t]!;
  const p = s.ctrl[t]!;
  const n = listLen(s, p, Zone.Aux);
  for (let k = 0; k < n; k++) if (listAt(s, p, Zone.Aux, k) === t) return TARGET_AUX + p * MAX_AUX + k;
  return -1;
}

/** The instance a TARGET action names, or -1. */
export function targetOfAction(s: GameState, a: number): number {
  if (a < TARGET_AUX) return s.board[a - TARGET]!;
  const k = a - TARGET_AUX;
  const p = (k / MAX_AUX) | 0;
  const slot = k % MAX_AUX;
  return slot < listLen(s, p, Zone.Aux) ? listAt(s, p, Zone.Aux, slot) : NONE;
}

/** Scratch for a lured flyer's strike targets (hasStrikeTarget). */
const lureScratch = new Int32Array(MAX_LEGAL);

function hasStrike(s: GameState, i: number): boolean {
  return (s.db.kw[s.card[i]!]! & Kw.NoStrike) === 0;
}

/**
 * Simple-strike targets of attacker i: enemy cards next to it (8-neighbourhood). A flyer strikes any
 * enemy card. A ground creature strikes an enemy flyer only under the flyer fallback option, when
 * that enemy has no ground creature left. A card whose strike is 0-0-0 cannot strike.
 */
export function strikeTargets(s: GameState, i: number, out: Int32Array, n0: number): number {
  if (!hasStrike(s, i)) return 0;
  // Паук-пересмешник (mechanics/strike/flyer-lure.ts): a flyer's strike only at the luring cards.
  if ((s.g[G.Gates]! & Gate.AttackTargetsLimited) !== 0 && s.hooks.attackTargetCells(s, i) !== 0) return s.hooks.keepTargetsOnCells(out, n0, strikeTargetsAll(s, i, out, n0), s.hooks.attackTargetCells(s, i));
  return strikeTargetsAll(s, i, out, n0);
}

function strikeTargetsAll(s: GameState, i: number, out: Int32Array, n0: number): number {
  const p = s.ctrl[i]!;
  const e = 1 - p;
  let n = n0;
  if (s.zone[i] === Zone.Aux) {
    let occ = s.g[G.Occ + e]!; // a flyer strikes any enemy card on the battlefield, ascending
    while (occ !== 0) {
      out[n++] = TARGET + lowestCell(occ);
      occ &= occ - 1;
    }
    const m = listLen(s, e, Zone.Aux);
    for (let k = 0; k < m; k++) out[n++] = TARGET_AUX + e * MAX_AUX + k;
    return n - n0;
  }
  // Enemy cards among the 8 neighbours (or only the card opposite, core/systems/keywords.ts), in ascending cell order.
  let mask = strikeMask(s, i) & s.g[G.Occ + e]!;
  while (mask !== 0) {
    out[n++] = TARGET + lowestCell(mask);
    mask &= mask - 1;
  }
  const m = listLen(s, e, Zone.Aux);
  if (m > 0 && ((s.opts.flyerFallback && groundCount(s, e) === 0) || strikesFlyers(s, i)) && (s.db.kw[s.card[i]!]! & Kw.StrikesOpposite) === 0) {
    for (let k = 0; k < m; k++) out[n++] = TARGET_AUX + e * MAX_AUX + k;
  }
  return n - n0;
}

/** Same rule as strikeTargets, answering only "is there at least one" (early exit, no output). */
export function hasStrikeTarget(s: GameState, i: number): boolean {
  if (!hasStrike(s, i)) return false;
  if ((s.g[G.Gates]! & Gate.AttackTargetsLimited) !== 0 && s.hooks.attackTargetCells(s, i) !== 0) return strikeTargets(s, i, lureScratch, 0) > 0; // mechanics/strike/flyer-lure.ts
  const e = 1 - s.ctrl[i]!;
  if (s.zone[i] === Zone.Aux) return true; // a flyer reaches any enemy card, and a live game has one
  if ((strikeMask(s, i) & s.g[G.Occ + e]!) !== 0) return true;
  return listLen(s, e, Zone.Aux) > 0 && ((s.opts.flyerFallback && groundCount(s, e) === 0) || strikesFlyers(s, i)) && (s.db.kw[s.card[i]!]! & Kw.StrikesOpposite) === 0;
}

/**
 * Ranged targets of instance i's ranged attack (digest §5.1, §5.6):
 * - strike through a row: an enemy card exactly two cells away in a straight orthogonal line, the
 *   cell between free or holding one of the attacker's own cards;
 * - magic strike: an adjacent enemy card;
 * - shot, throw, discharge: an enemy card within range (Manhattan; 0 = unlimited), not adjacent
 *   unless the card or the option allows it; cards in the auxiliary zone regardless of range.
 * From the auxiliary zone, any enemy card (except strike through a row, which needs a cell).
 */
export function rangedTargets(s: GameState, i: number, out: Int32Array | null, n0: number): number {
  const card = s.card[i]!;
  const kind = s.db.rangedKind[card]!;
  if (kind === AttackKind.None) return 0;
  let range = s.db.rangedRange[card]!;
  if (range > 0 && (s.g[G.Caps]! & Cap.RangeAura) !== 0) range += rangeBonus(s, i, kind);
  return rangedTargetsOf(s, i, kind, range, s.db.rangedAdjacent[card] === 1, out, n0);
}

/**
 * The targets of a ranged attack of kind `kind` by instance i (the rules of `rangedTargets`), with
 * the given range (0 = unlimited) and adjacency permission. Shared by the printed single ranged
 * attack and the ranged-attack abilities (core/systems/ranged-abilities.ts). `out` null: only count.
 */
export function rangedTargetsOf(s: GameState, i: number, kind: number, range: number, adjacent: boolean, out: Int32Array | null, n0: number): number {
  const p = s.ctrl[i]!;
  const e = 1 - p;
  let n = n0;
  const fromAux = s.zone[i] === Zone.Aux;
  if (fromAux && kind === AttackKind.ThroughRow) return 0;
  // Паук-пересмешник (mechanics/strike/flyer-lure.ts): a flyer's attacks only at the luring cards (cells of `lure`).
  const lure = (s.g[G.Gates]! & Gate.AttackTargetsLimited) !== 0 ? s.hooks.attackTargetCells(s, i) : 0;
  // Мерцающий змей, Аргвальд (core/systems/keywords.ts): enemy shots and throws / discharges only at it, at any range.
  if ((s.g[G.Caps]! & Cap.DrawsRanged) !== 0 && (kind === AttackKind.Shot || kind === AttackKind.Throw || kind === AttackKind.Discharge)) {
    const drawn = drawnRangedTargets(s, e, out, n0, i, s.opts.rangedAdjacentAllowed || adjacent, kind);
    // A lured flyer: the drawing cards are no luring cards — no target at all.
    if (drawn >= 0) return lure !== 0 ? 0 : drawn;
  }
  const c = s.cell[i]!;
  const adjacentOk = s.opts.rangedAdjacentAllowed || adjacent;
  // The enemy's occupied cells (G.Occ is kept by every board change), narrowed by masks to the
  // cells this attack reaches, then taken in ascending order.
  let occ = s.g[G.Occ + e]!;
  if (lure !== 0) occ &= lure;
  if (!fromAux) {
    if (kind === AttackKind.Magic) occ &= NEIGH8_MASK[c]!;
    else if (kind !== AttackKind.ThroughRow) {
      if (range > 0 && range < MAX_DISTANCE) occ &= WITHIN_MASK[c * (MAX_DISTANCE + 1) + range]!;
      if (!adjacentOk) occ &= ~NEIGH8_MASK[c]!;
    }
  }
  if (kind !== AttackKind.ThroughRow || fromAux) {
    if (out) {
      while (occ !== 0) {
        const low = occ & -occ;
        occ ^= low;
        out[n++] = TARGET + 31 - Math.clz32(low);
      }
    } else {
      while (occ !== 0) {
        occ &= occ - 1;
        n++;
      }
    }
  } else {
    while (occ !== 0) {
      const low = occ & -occ;
      occ ^= low;
      const d = 31 - Math.clz32(low);
      const mid = THROUGH[c * CELLS + d]!;
      if (mid < 0) continue;
      const m = s.board[mid]!;
      if (m !== NONE ? s.ctrl[m] !== p : (s.g[G.CellBlock]! & (1 << mid)) !== 0) continue; // ruling s1_175: not through a «костёр» (cell-markers.ts)
      if (out) out[n] = TARGET + d;
      n++;
    }
  }
  if (kind !== AttackKind.ThroughRow && (kind !== AttackKind.Magic || fromAux) && lure === 0) {
    const m = listLen(s, e, Zone.Aux);
    for (let k = 0; k < m; k++) {
      if (out) out[n] = TARGET_AUX + e * MAX_AUX + k;
      n++;
    }
  }
  return n - n0;
}

/** True when instance i is open (a closed card cannot act, digest §2.3). */
export function canAct(s: GameState, i: number): boolean {
  return (s.flags[i]! & Flag.Closed) === 0;
}

/** Kw bits of instance i: its card's, plus those granted by Строй (core/systems/formation.ts). */
export function kwOf(s: GameState, i: number): number {
  return s.db.kw[s.card[i]!]! | formationKw(s, i);
}
export { Kw };
