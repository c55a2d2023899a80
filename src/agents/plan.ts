/**
 * Pre-battle planning for the scripted player: recruitment, redeals, placement.
 *
 * Recruitment is solved exactly over the deal: every subset of the (at most 15) dealt cards is
 * enumerated in Gray-code order (32,768 subsets, incremental sums, ~0.3 ms), checking the rules of
 * digest §3.4 — elite cards from gold only, ordinary cards from silver then gold, 1 gold per extra
 * element, the 15-crystal flyer cap, 15 ground creatures per half, uniqueness and 535.9 — and the
 * squad maximising a Lanchester-style strength wins:
 *
 *     V = (Σ o) · (Σ h) · 0.97^(elements beyond two)
 *
 * with o, h the recruitment terms of heuristics.ts (`planO`, `planH`: dps and (life + KILL_BONUS)·tau,
 * corrected for ОвЗ, ranged attacks and, through the printed cost, text the battle terms cannot see). The product rewards both damage and bodies, so a squad is not all
 * elites nor all cheap cards: it spends silver on ordinary cards and gold on elites where that buys
 * the most strength. Re-planning after each recruited card gives the same squad (the objective is
 * over the final squad), so the player recruits its plan one card at a time, most expensive first.
 */
import type { CardDb } from '../engine/core/card-db.js';
import { squadConflict } from '../engine/core/card-db.js';
import { ElementCode, Kw } from '../engine/core/enums.js';
import { bitCount } from '../engine/core/board.js';
import { type CardValues, KILL_BONUS } from './heuristics.js';

/** Flyer cap (digest §3.4), as in prebattle.ts. */
const FLYER_CAP = 15;

export interface SquadPlan {
  /** Bit k set: recruit deal slot k. */
  readonly mask: number;
  readonly value: number;
}

export interface Budget {
  gold: number;
  silver: number;
  /** Elements already in the squad (bit per ElementCode). */
  elements: number;
  flyerCost: number;
  ground: number;
}

const MAX_DEAL = 16;
// Per-slot scratch of the deal being planned (typed arrays keep the search monomorphic).
const sCard = new Int32Array(MAX_DEAL);
const sCost = new Int32Array(MAX_DEAL);
const sElite = new Uint8Array(MAX_DEAL);
const sFly = new Uint8Array(MAX_DEAL);
const sElem = new Int8Array(MAX_DEAL);
const sO = new Float64Array(MAX_DEAL);
const sH = new Float64Array(MAX_DEAL);
const sConflict = new Int32Array(MAX_DEAL);
const sufO = new Float64Array(MAX_DEAL + 1);
const sufH = new Float64Array(MAX_DEAL + 1);
const order: number[] = [];
const density = new Float64Array(MAX_DEAL);
const elemCnt = new Int32Array(8);

/** Search state of one planSquad call (module scratch: planning is synchronous). */
let pm = 0;
let pBaseElems = 0;
let pBestV = 0;
let pBestMask = 0;
let pNodes = 0;
let pGold = 0;
let pSilver = 0;
let pElements = 0;
let pFlyer = 0;
let pGround = 0;
/** ELEM_FACTOR[u]: 0.97^(u − 2) for u > 2 elements (one or two elements are normal). */
const ELEM_FACTOR = Float64Array.from({ length: 8 }, (_, u) => (u > 2 ? Math.pow(0.97, u - 2) : 1));
/** Search positions by decreasing dps per crystal and by decreasing toughness per crystal. */
const byO = new Int32Array(MAX_DEAL);
const byH = new Int32Array(MAX_DEAL);

/**
 * The best subset of `deal` (card indices, ≤ 15) to add to a squad holding `squad` (card indices),
 * within `budget`. Exact: a depth-first branch and bound over include/exclude decisions, cards in
 * decreasing value density. Adding a card never makes an infeasible squad feasible (every cost and
 * cap only grows), so infeasible branches are cut, and a branch whose optimistic product
 * (all remaining cards added) cannot beat the best is cut too.
 */
export function planSquad(db: CardDb, cv: CardValues, deal: ArrayLike<number>, squad: ArrayLike<number>, budget: Budget): SquadPlan {
  const m = Math.min(deal.length, MAX_DEAL);
  let o0 = 0;
  let h0 = 0;
  for (let k = 0; k < squad.length; k++) {
    const c = squad[k]!;
    o0 += cv.planO[c]!;
    h0 += cv.planH[c]!;
  }
  // Slots in decreasing strength per crystal; cards conflicting with the squad are left out.
  order.length = 0;
  for (let k = 0; k < m; k++) {
    const c = deal[k]!;
    let allowed = true;
    for (let j = 0; j < squad.length; j++) if (conflicts(db, c, squad[j]!)) allowed = false;
    if (allowed) order.push(k);
  }
  // Decreasing density, then deal position: an insertion sort on a scratch array (no closure per
  // plan, which V8 re-optimised about once per ten games).
  for (let k = 0; k < m; k++) {
    const c = deal[k]!;
    density[k] = (cv.planO[c]! * cv.planH[c]!) / Math.max(1, db.cost[c]!);
  }
  for (let i = 1; i < order.length; i++) {
    const v = order[i]!;
    let j = i - 1;
    while (j >= 0 && (density[order[j]!]! < density[v]! || (density[order[j]!] === density[v] && order[j]! > v))) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = v;
  }
  pm = order.length;
  for (let r = 0; r < pm; r++) {
    const k = order[r]!;
    const c = deal[k]!;
    sCard[r] = k;
    sCost[r] = db.cost[c]!;
    const kw = db.kw[c]!;
    sElite[r] = (kw & Kw.Elite) !== 0 ? 1 : 0;
    sFly[r] = (kw & Kw.Flyer) !== 0 ? 1 : 0;
    sElem[r] = db.element[c] === ElementCode.neutral ? -1 : db.element[c]!;
    sO[r] = cv.planO[c]!;
    sH[r] = cv.planH[c]!;
    let cm = 0;
    for (let q = 0; q < pm; q++) if (q !== r && conflicts(db, c, deal[order[q]!]!)) cm |= 1 << q;
    sConflict[r] = cm;
  }
  sufO[pm] = 0;
  sufH[pm] = 0;
  for (let r = pm - 1; r >= 0; r--) {
    sufO[r] = sufO[r + 1]! + sO[r]!;
    sufH[r] = sufH[r + 1]! + sH[r]!;
  }
  for (let r = 0; r < pm; r++) {
    byO[r] = r;
    byH[r] = r;
  }
  sortBy(byO, pm, sO);
  sortBy(byH, pm, sH);
  pGold = budget.gold;
  pSilver = budget.silver;
  pElements = budget.elements;
  pFlyer = budget.flyerCost;
  pGround = budget.ground;
  pBaseElems = bitCount(budget.elements);
  pBestV = o0 * h0;
  pBestMask = 0;
  pNodes = 0;
  elemCnt.fill(0);
  dfs(0, 0, 0, 0, 0, 0, o0, h0, pBaseElems);
  // Map search positions back to deal slots.
  let mask = 0;
  for (let r = 0; r < pm; r++) if ((pBestMask & (1 << r)) !== 0) mask |= 1 << sCard[r]!;
  return { mask, value: pBestV };
}

/** Nodes visited by the last planSquad call (for tests and tuning). */
export function lastPlanNodes(): number {
  return pNodes;
}

/** Sort search positions idx[0..m) by decreasing value[r] / cost[r] (insertion sort, m ≤ 16). */
function sortBy(idx: Int32Array, m: number, value: Float64Array): void {
  for (let i = 1; i < m; i++) {
    const v = idx[i]!;
    const kv = value[v]! / Math.max(1, sCost[v]!);
    let j = i - 1;
    while (j >= 0 && value[idx[j]!]! / Math.max(1, sCost[idx[j]!]!) < kv) {
      idx[j + 1] = idx[j]!;
      j--;
    }
    idx[j + 1] = v;
  }
}

/**
 * Fractional-knapsack bound: the most of `value` that cards at positions ≥ r can add with `cap`
 * crystals (relaxing elite/silver rules, caps and conflicts, so it never underestimates).
 */
function knapBound(idx: Int32Array, value: Float64Array, r: number, cap: number): number {
  let total = 0;
  for (let k = 0; k < pm && cap > 0; k++) {
    const q = idx[k]!;
    if (q < r) continue;
    const c = sCost[q]!;
    if (c <= cap) {
      total += value[q]!;
      cap -= c;
    } else {
      total += (value[q]! * cap) / c;
      cap = 0;
    }
  }
  return total;
}

function dfs(r: number, mask: number, ce: number, co: number, fly: number, ground: number, o: number, h: number, union: number): void {
  pNodes++;
  const v = o * h * ELEM_FACTOR[union > 7 ? 7 : union]!;
  if (v > pBestV) {
    pBestV = v;
    pBestMask = mask;
  }
  if (r >= pm) return;
  if ((o + sufO[r]!) * (h + sufH[r]!) <= pBestV) return;
  const penalty0 = pBaseElems === 0 ? (union > 0 ? union - 1 : 0) : union - pBaseElems;
  const cap = pGold + pSilver - ce - co - penalty0;
  if ((o + knapBound(byO, sO, r, cap)) * (h + knapBound(byH, sH, r, cap)) <= pBestV) return;
  for (let q = r; q < pm; q++) {
    if ((sConflict[q]! & mask) !== 0) continue;
    const cost = sCost[q]!;
    const elite = sElite[q] === 1;
    const flyer = sFly[q] === 1;
    const nce = elite ? ce + cost : ce;
    const nco = elite ? co : co + cost;
    const nfly = flyer ? fly + cost : fly;
    const nground = flyer ? ground : ground + 1;
    if (pFlyer + nfly > FLYER_CAP || pGround + nground > 15) continue;
    const el = sElem[q]!;
    let nunion = union;
    if (el >= 0 && elemCnt[el] === 0 && (pElements & (1 << el)) === 0) nunion++;
    const penalty = pBaseElems === 0 ? (nunion > 0 ? nunion - 1 : 0) : nunion - pBaseElems;
    const goldNeed = nce + penalty + (nco > pSilver ? nco - pSilver : 0);
    if (goldNeed > pGold) continue;
    if (el >= 0) elemCnt[el]!++;
    dfs(q + 1, mask | (1 << q), nce, nco, nfly, nground, o + sO[q]!, h + sH[q]!, nunion);
    if (el >= 0) elemCnt[el]!--;
    // Optimistic bound for the remaining siblings (they only include cards after q).
    if ((o + sufO[q + 1]!) * (h + sufH[q + 1]!) <= pBestV) return;
  }
}

/** Two cards that may not share a squad: same name with a crown, or a 535.9 restriction. */
function conflicts(db: CardDb, a: number, b: number): boolean {
  if (db.nameId[a] === db.nameId[b] && ((db.kw[a]! | db.kw[b]!) & Kw.Unique) !== 0) return true;
  return db.forbidList.length > 0 && squadConflict(db, a, b);
}

/** The next card of a plan to recruit: the most expensive member (lowest slot on ties); -1 if none. */
export function nextOfPlan(db: CardDb, deal: ArrayLike<number>, mask: number): number {
  let best = -1;
  let bestCost = -1;
  for (let r = mask; r !== 0; r &= r - 1) {
    const k = 31 - Math.clz32(r & -r);
    const cost = db.cost[deal[k]!]!;
    if (cost > bestCost) {
      bestCost = cost;
      best = k;
    }
  }
  return best;
}

/** Tiny self-contained xor128 for planning samples (never touches a game stream). */
export class PlanRng {
  private x = 123456789;
  private y = 362436069;
  private z = 521288629;
  private w = 88675123;
  constructor(seed: number) {
    this.w ^= seed | 0;
    this.x ^= Math.imul(seed | 0, 0x9e3779b1);
    for (let k = 0; k < 8; k++) this.next();
  }
  next(): number {
    const t = this.x ^ (this.x << 11);
    this.x = this.y;
    this.y = this.z;
    this.z = this.w;
    this.w = this.w ^ (this.w >>> 19) ^ t ^ (t >>> 8);
    return this.w >>> 0;
  }
  int(n: number): number {
    return Math.floor((this.next() / 0x100000000) * n);
  }
}

/**
 * Redeal decision (digest §3.3): compare the best squad of this deal with the mean best squad of
 * `samples` random deals from the same cards (deal + deck), paid with one gold less. Redeal only if
 * the mean beats the current deal by more than `margin` (a fraction), so a decent deal is kept.
 *
 * Deterministic: the samples are positions of deal + deck drawn by a private generator seeded by
 * `positions` (the deal's instance ids), never by the cards. Two games whose deals hold the same
 * positions (the twins of an A/B test, docs/ab-testing.md) therefore sample the same alternative
 * deals, and differ only where a swapped card sits; seeded by the cards, one swapped card in the
 * deal gave the twins unrelated samples, so their redeal choices differed by chance alone. The
 * instance ids say nothing about the cards (the first shuffle permutes cards among instances).
 */
export function redealGain(
  db: CardDb,
  cv: CardValues,
  deal: readonly number[],
  deck: readonly number[],
  budget: Budget,
  samples: number,
  positions: readonly number[],
): { keep: number; redeal: number } {
  const keep = planSquad(db, cv, deal, [], budget).value;
  if (budget.gold < 1) return { keep, redeal: -Infinity };
  const all = deal.concat(deck);
  let seed = 0x2545f491;
  for (const i of positions) seed = Math.imul(seed ^ i, 0x01000193);
  const rng = new PlanRng(seed);
  const tmp = all.slice();
  const alt: number[] = new Array(Math.min(deal.length, all.length));
  const b2: Budget = { ...budget, gold: budget.gold - 1 };
  let sum = 0;
  for (let k = 0; k < samples; k++) {
    // Partial Fisher–Yates: the first deal.length cards of a shuffle.
    for (let i = 0; i < alt.length; i++) {
      const j = i + rng.int(tmp.length - i);
      const t = tmp[i]!;
      tmp[i] = tmp[j]!;
      tmp[j] = t;
      alt[i] = tmp[i]!;
    }
    sum += planSquad(db, cv, alt, [], b2).value;
  }
  return { keep, redeal: sum / samples };
}

/**
 * Placement score of a ground creature: who belongs in the front row. Tough hard-hitting creatures
 * score high; fragile ones, cards that cannot strike and ranged attackers score low (they go
 * behind).
 */
export function frontScore(db: CardDb, cv: CardValues, c: number): number {
  let v = cv.dps[c]! * (db.life[c]! + KILL_BONUS) * cv.tau[c]! * (1 + 0.1 * db.ovz[c]!);
  if ((db.kw[c]! & Kw.NoStrike) !== 0) v *= 0.2;
  if (db.rangedKind[c] !== 0) v *= 0.3;
  if (db.life[c]! <= 6) v *= 0.7;
  return v;
}
