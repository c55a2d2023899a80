/**
 * `scripted`: a heuristic player. It reads only its observation and scores every legal action of
 * the pending decision (`scoreActions`); `choose` takes the best (lowest action id on ties). The
 * same scores drive the search agents' progressive bias and heuristic rollouts.
 *
 * Pre-battle (plan.ts): the order choice (option), redeal only when random deals from the same
 * cards are clearly better than this one after paying the gold, an exact best squad within the
 * crystals (value per crystal, elements, elite/ordinary mix), placement with the toughest strikers
 * in front and fragile, non-striking and ranged cards behind.
 *
 * Battle: each open creature's best "activation" is valued in material units (heuristics.ts):
 * - a simple strike is valued exactly over the dice outcomes (36, or 6 against a closed card) with
 *   ОвА/ОвЗ, armour, protections, the exchange option (each side taking what suits it) and the
 *   counter-strike; the opponent is assumed to assign the defender (or none) that is worst for us,
 *   so guarded targets lose their appeal; kills are worth the victim's remaining value plus a
 *   bonus, so damage concentrates on targets it can finish (focus fire) and on dangerous ones;
 * - a move is valued as the best strike available after it plus a position term: steps to the
 *   nearest enemy (advance to engage, weighted by the creature's damage) minus the risk of dying
 *   next turn where enemies can reach it (so wounded creatures step back);
 * - ranged attacks by their X-Y-Z expectation.
 * The player acts with the best-valued creature first and ends the turn when nothing is worth
 * doing. As defender it picks the option (none or a card) that minimises the attacker's
 * expectation, e.g. covers a closed or wounded card with a healthy open one; at an exchange it
 * compares both results exactly.
 */
import type { Agent } from './agent.js';
import type { Rng } from '../engine/core/rng.js';
import type { GameState } from '../engine/core/state.js';
import { G, MAX_INST, NONE, listAt, listLen } from '../engine/core/state.js';
import { AttackKind, Decision, Flag, Kw, TargetMode, Verb, Zone } from '../engine/core/enums.js';
import { CELLS, NEIGH8_MASK, ORTH4_MASK, colOf, lowestCell, ownRowNumber, rowOf } from '../engine/core/board.js';
import {
  CHOOSE,
  CHOOSE_NONE,
  DEFEND,
  DEFEND_AUX,
  DEFEND_NONE,
  END_TURN,
  EXCHANGE_REDUCE,
  KEEP,
  MAX_AUX,
  MAX_LEGAL,
  ORDER_FIRST,
  PASS,
  PLACE,
  RECRUIT,
  RECRUIT_DONE,
  REPLACE,
  REPLACE_NONE,
  SELECT,
  SELECT_AUX,
  TARGET,
  TARGET_AUX,
  TRIGGER,
  TRIGGER_SKIP,
  VERB,
} from '../engine/core/action.js';
import { rangedTargets, targetOfAction } from '../engine/core/combat/targets.js';
import { rangedTier } from '../engine/core/combat/strike-table.js';
import {
  type CardValues,
  KILL_BONUS,
  armorLeftOf,
  cardFor,
  cardValues,
  landedWounds,
  livesOf,
  strikeOutcomeValue,
  woundValue,
} from './heuristics.js';
import { type Budget, frontScore, planSquad, redealGain } from './plan.js';

export interface ScriptedOptions {
  /** Order choice when winning the order roll: go `first` or `second`. */
  readonly order: 'first' | 'second';
  /** Probability of a uniformly random legal action instead (diversity in rollouts); 0 = never. */
  readonly eps: number;
  /** Random deals sampled to judge a redeal. */
  readonly redealSamples: number;
  /** Redeal only if the sampled mean beats this deal by more than this fraction. */
  readonly redealMargin: number;
  /** Engage weight: value per step closer to the nearest enemy, per unit of the creature's dps. */
  readonly engage: number;
  /** Weight of the risk of dying next turn in the position term. */
  readonly risk: number;
  /** Minimum value of an activation; below it the turn ends. */
  readonly actThreshold: number;
  /**
   * Rollout mode: a move is valued by its position term only (no look-ahead strike from the new
   * cell; the strike is found at the next decision). About 3× cheaper per decision.
   */
  readonly fast: boolean;
}

export const DEFAULT_SCRIPTED: ScriptedOptions = Object.freeze({
  order: 'second',
  eps: 0,
  redealSamples: 12,
  redealMargin: 0.03,
  engage: 0.4,
  risk: 0.5,
  actThreshold: 0.05,
  fast: false,
});

/** STEPS_ADJ[a*30+b]: orthogonal steps from a until 8-adjacent to b (0 when already adjacent). */
const STEPS_ADJ = new Int8Array(CELLS * CELLS);
for (let a = 0; a < CELLS; a++) {
  for (let b = 0; b < CELLS; b++) {
    const dx = Math.abs(colOf(a) - colOf(b));
    const dy = Math.abs(rowOf(a) - rowOf(b));
    STEPS_ADJ[a * CELLS + b] = (dx > 1 ? dx - 1 : 0) + (dy > 1 ? dy - 1 : 0);
  }
}

/**
 * THREAT_REACH[m*30 + c]: cells from which a creature standing on c, with movement m (0..7), can
 * step next to the cell (empty-board approximation of "can reach and strike it next turn").
 */
const MAX_MOVE = 7;
const THREAT_REACH = new Int32Array((MAX_MOVE + 1) * CELLS);
for (let m = 0; m <= MAX_MOVE; m++) {
  for (let c = 0; c < CELLS; c++) {
    let mask = 0;
    for (let x = 0; x < CELLS; x++) if (STEPS_ADJ[c * CELLS + x]! <= m) mask |= 1 << x;
    THREAT_REACH[m * CELLS + c] = mask;
  }
}

const ALL_CELLS = (1 << CELLS) - 1;
let COL_A = 0;
let COL_E = 0;
for (let r = 0; r < 6; r++) {
  COL_A |= 1 << (r * 5);
  COL_E |= 1 << (r * 5 + 4);
}
function expand(m: number): number {
  return (((m & ~COL_E) << 1) | ((m & ~COL_A) >>> 1) | (m << 5) | (m >>> 5)) & ALL_CELLS;
}

const NEG = -1e9;

/** Scratch of scorePlace: the ground creatures waiting to be placed, and the legal cells in order. */
const PLACE_WAITING = new Int32Array(MAX_LEGAL);
const PLACE_CELLS = new Int32Array(MAX_LEGAL);

/** How good a placement cell is for seat p: front row first, then the centre (digest §3.5). */
function cellPreference(p: number, c: number): number {
  return (4 - ownRowNumber(p, c)) * 10 + (2 - Math.abs(colOf(c) - 2));
}

/**
 * Decisions the scripted player has no model for (priority windows, trigger order, replacement
 * and summon choices, ability targets): pass priority (it uses no instants), declare triggers in
 * the order offered rather than decline them, take the first replacement or candidate; otherwise
 * the first legal action.
 */
function genericScore(a: number): number {
  if (a === PASS) return 1;
  if (a >= TRIGGER && a < TRIGGER_SKIP) return 1 - (a - TRIGGER) / 100;
  if (a >= REPLACE && a < REPLACE_NONE) return 1 - (a - REPLACE) / 100;
  if (a >= CHOOSE && a < CHOOSE_NONE) return 1 - (a - CHOOSE) / 100;
  return 0;
}

export class ScriptedAgent implements Agent {
  readonly name: string;
  readonly needsObservation = true;
  readonly opts: ScriptedOptions;
  private readonly scores = new Float64Array(MAX_LEGAL);
  private readonly scratch = new Int32Array(MAX_LEGAL);
  // Per-decision battle context.
  private cv: CardValues | null = null;
  private hasEnemyGround = false;
  private flyerThreat = 0;
  private nEnemy = 0;
  private readonly enemyReach = new Int32Array(MAX_INST);
  private readonly enemyDps = new Float64Array(MAX_INST);
  private readonly rings = new Int32Array(10);
  private readonly cellStamp = new Int32Array(CELLS);
  private readonly cellThreat = new Float64Array(CELLS);
  private evCache = new Float64Array(MAX_INST * MAX_INST);
  private evStamp = new Int32Array(MAX_INST * MAX_INST);
  private stamp = 0;
  // Recruitment plan cache: planned instances, and the deal (instance, card pairs) expected next.
  private planned: number[] = [];
  private expectDeal: number[] = [];
  // The activation planned at the last Main decision (creature, verb, target action, action count).
  private planFor = -1;
  private planSeat = -1;
  private planActions = 0;
  private planVerb = 0;
  private planTarget = -1;
  // Argmax of the last `activation` call.
  private bestVerb = 0;
  private bestTarget = -1;

  constructor(opts: Partial<ScriptedOptions> = {}, name = 'scripted') {
    this.opts = { ...DEFAULT_SCRIPTED, ...opts };
    this.name = name;
  }

  choose(view: GameState, seat: number, legal: Int32Array, n: number, rng: Rng): number {
    if (n === 1) return legal[0]!;
    if (this.opts.eps > 0 && rng.float() < this.opts.eps) return legal[rng.int(n)]!;
    const d = view.g[G.Decision]!;
    // The activation chosen at the Main decision answers its Verb and Target decisions.
    if ((d === Decision.Verb || d === Decision.Target) && this.planFor === view.g[G.Selected] && this.planSeat === seat) {
      const step = view.g[G.Actions]! - this.planActions;
      const want = d === Decision.Verb && step === 1 ? VERB + this.planVerb : d === Decision.Target && step === 2 ? this.planTarget : -1;
      if (want >= 0) for (let k = 0; k < n; k++) if (legal[k] === want) return want;
    }
    const sc = this.scores;
    this.scoreActions(view, seat, legal, n, sc);
    let best = 0;
    for (let k = 1; k < n; k++) if (sc[k]! > sc[best]!) best = k;
    const a = legal[best]!;
    if (d === Decision.Main && a !== END_TURN) {
      const i = a >= SELECT_AUX ? listAt(view, seat, Zone.Aux, a - SELECT_AUX) : view.board[a - SELECT]!;
      this.activation(view, seat, i, -1);
      this.planFor = i;
      this.planSeat = seat;
      this.planActions = view.g[G.Actions]!;
      this.planVerb = this.bestVerb;
      this.planTarget = this.bestTarget;
    } else if (d !== Decision.Verb) {
      this.planFor = -1;
    }
    return a;
  }

  /** Forget the activation planned at the last Main decision (a search starts a new iteration). */
  resetPlan(): void {
    this.planFor = -1;
  }

  /**
   * Score each legal action (higher is better) into out[0..n). Scores are comparable within one
   * decision only. Reads nothing hidden from `seat`.
   */
  scoreActions(s: GameState, seat: number, legal: Int32Array, n: number, out: Float64Array): void {
    this.cv = cardValues(s.db);
    switch (s.g[G.Decision]) {
      case Decision.Order:
        for (let k = 0; k < n; k++) out[k] = (legal[k] === ORDER_FIRST) === (this.opts.order === 'first') ? 1 : 0;
        return;
      case Decision.Redeal:
        this.scoreRedeal(s, seat, legal, n, out);
        return;
      case Decision.Recruit:
        this.scoreRecruit(s, seat, legal, n, out);
        return;
      case Decision.Place:
        this.scorePlace(s, seat, legal, n, out);
        return;
      case Decision.Main:
        this.prepareBattle(s, seat);
        for (let k = 0; k < n; k++) {
          const a = legal[k]!;
          if (a === END_TURN) out[k] = this.opts.actThreshold;
          else {
            const i = a >= SELECT_AUX ? listAt(s, seat, Zone.Aux, a - SELECT_AUX) : s.board[a - SELECT]!;
            out[k] = this.activation(s, seat, i, -1);
          }
        }
        return;
      case Decision.Verb: {
        this.prepareBattle(s, seat);
        const i = s.g[G.Selected]!;
        for (let k = 0; k < n; k++) out[k] = this.activation(s, seat, i, legal[k]! - VERB);
        return;
      }
      case Decision.Target:
        if (s.g[G.TargetMode] !== TargetMode.Verb || s.g[G.Verb]! >= Verb.Ability) break;
        this.prepareBattle(s, seat);
        this.scoreTargets(s, seat, legal, n, out);
        return;
      case Decision.Defender:
        this.prepareBattle(s, seat);
        this.scoreDefenders(s, seat, legal, n, out);
        return;
      case Decision.Exchange:
        this.scoreExchange(s, seat, legal, n, out);
        return;
      default:
        break;
    }
    for (let k = 0; k < n; k++) out[k] = genericScore(legal[k]!);
  }

  // ---- pre-battle ------------------------------------------------------------------------------

  private budget(s: GameState, p: number): Budget {
    return {
      gold: s.g[G.Gold + p]!,
      silver: s.g[G.Silver + p]!,
      elements: s.g[G.Elements + p]!,
      flyerCost: s.g[G.FlyerCost + p]!,
      ground: s.g[G.SquadGround + p]!,
    };
  }

  private zoneCards(s: GameState, p: number, z: number): number[] {
    const r: number[] = [];
    const n = listLen(s, p, z);
    for (let k = 0; k < n; k++) r.push(s.card[listAt(s, p, z, k)]!);
    return r;
  }

  private scoreRedeal(s: GameState, p: number, legal: Int32Array, n: number, out: Float64Array): void {
    const deal = this.zoneCards(s, p, Zone.Deal);
    const deck = this.zoneCards(s, p, Zone.Deck);
    const positions: number[] = [];
    for (let k = 0; k < deal.length; k++) positions.push(listAt(s, p, Zone.Deal, k));
    const r = redealGain(s.db, this.cv!, deal, deck, this.budget(s, p), this.opts.redealSamples, positions);
    for (let k = 0; k < n; k++) out[k] = legal[k] === KEEP ? r.keep * (1 + this.opts.redealMargin) : r.redeal;
  }

  private scoreRecruit(s: GameState, p: number, legal: Int32Array, n: number, out: Float64Array): void {
    const db = s.db;
    const next = this.nextRecruit(s, p);
    const dealLen = listLen(s, p, Zone.Deal);
    for (let k = 0; k < n; k++) {
      const a = legal[k]!;
      if (a === RECRUIT_DONE) out[k] = next < 0 ? 2 : 0;
      else {
        const slot = a - RECRUIT;
        const i = slot < dealLen ? listAt(s, p, Zone.Deal, slot) : -1;
        out[k] = i >= 0 && i === next ? 2 : i >= 0 && this.planned.includes(i) ? 1 + db.cost[s.card[i]!]! / 100 : -1;
      }
    }
  }

  /**
   * The instance to recruit next (-1: finish). The squad is planned once per deal and cached: the
   * next decision reuses the plan when its deal is exactly this deal minus the recruited card.
   */
  private nextRecruit(s: GameState, p: number): number {
    const dealLen = listLen(s, p, Zone.Deal);
    let valid = this.expectDeal.length > 0 && this.expectDeal.length === dealLen * 2;
    for (let k = 0; valid && k < dealLen; k++) {
      const i = listAt(s, p, Zone.Deal, k);
      if (this.expectDeal[2 * k] !== i || this.expectDeal[2 * k + 1] !== s.card[i]) valid = false;
    }
    if (!valid) {
      const deal = this.zoneCards(s, p, Zone.Deal);
      const squad = this.zoneCards(s, p, Zone.Squad);
      const plan = planSquad(s.db, this.cv!, deal, squad, this.budget(s, p));
      this.planned = [];
      for (let k = 0; k < dealLen; k++) if ((plan.mask & (1 << k)) !== 0) this.planned.push(listAt(s, p, Zone.Deal, k));
    }
    // Most expensive planned card first (lowest instance on ties).
    let next = -1;
    for (const i of this.planned) {
      if (next < 0 || s.db.cost[s.card[i]!]! > s.db.cost[s.card[next]!]! || (s.db.cost[s.card[i]!] === s.db.cost[s.card[next]!] && i < next)) next = i;
    }
    this.expectDeal = [];
    if (next >= 0) {
      for (let k = 0; k < dealLen; k++) {
        const i = listAt(s, p, Zone.Deal, k);
        if (i !== next) this.expectDeal.push(i, s.card[i]!);
      }
      // What stays planned after this card (the scores below still rank `next` first).
      this.planned = this.planned.filter((i) => i !== next);
    }
    return next;
  }

  /**
   * Placement: the ground creatures still to place go, in squad order, to the free cells of the
   * lowest open tier (digest §3.5). The next creatures that will land in this tier are matched to
   * its best cells (front row first, then the centre), strongest front-liners to the best cells.
   */
  private scorePlace(s: GameState, p: number, legal: Int32Array, n: number, out: Float64Array): void {
    const db = s.db;
    const cv = this.cv!;
    // Allocation-free (scratch arrays, no closures): this runs at every placement decision.
    let waiting = 0;
    const m = listLen(s, p, Zone.Squad);
    for (let k = 0; k < m; k++) {
      const i = listAt(s, p, Zone.Squad, k);
      if ((db.kw[s.card[i]!]! & Kw.Flyer) === 0) PLACE_WAITING[waiting++] = s.card[i]!;
    }
    // The legal cells, best first: front row first, then the centre (cellPreference), lower cell on ties.
    for (let k = 0; k < n; k++) {
      const c = legal[k]! - PLACE;
      let j = k - 1;
      while (j >= 0 && (cellPreference(p, PLACE_CELLS[j]!) < cellPreference(p, c) || (cellPreference(p, PLACE_CELLS[j]!) === cellPreference(p, c) && PLACE_CELLS[j]! > c))) {
        PLACE_CELLS[j + 1] = PLACE_CELLS[j]!;
        j--;
      }
      PLACE_CELLS[j + 1] = c;
    }
    // The next `group` creatures get the `group` best cells, strongest front-liner first (then
    // squad order); the one placed now (the first waiting) gets the cell of its rank.
    const group = Math.min(waiting, n);
    let mine = legal[0]! - PLACE;
    if (group > 0) {
      const f0 = frontScore(db, cv, PLACE_WAITING[0]!);
      let rank = 0;
      for (let j = 1; j < group; j++) if (frontScore(db, cv, PLACE_WAITING[j]!) > f0) rank++;
      mine = PLACE_CELLS[rank]!;
    }
    for (let k = 0; k < n; k++) {
      const c = legal[k]! - PLACE;
      out[k] = c === mine ? 100 : cellPreference(p, c) / 100;
    }
  }

  // ---- battle ------------------------------------------------------------------------------------

  /**
   * Per-decision context for the position term: the rings of cells k steps from being next to an
   * enemy ground creature (bit masks), and each enemy's reach mask and damage for the threat term
   * (evaluated lazily per cell).
   */
  private prepareBattle(s: GameState, p: number): void {
    const cv = this.cv!;
    const e = 1 - p;
    this.stamp++;
    if (this.stamp > 0x3fffffff) {
      this.stamp = 1;
      this.evStamp.fill(0);
      this.cellStamp.fill(0);
    }
    let flyerThreat = 0;
    const na = listLen(s, e, Zone.Aux);
    for (let k = 0; k < na; k++) flyerThreat += 0.5 * cv.dps[cardFor(s, cv, listAt(s, e, Zone.Aux, k))]!;
    this.flyerThreat = flyerThreat;
    const occE = s.g[G.Occ + e]!;
    this.hasEnemyGround = occE !== 0;
    let ne = 0;
    let adj = 0;
    let m = occE;
    while (m !== 0) {
      const ec = lowestCell(m);
      m &= m - 1;
      adj |= NEIGH8_MASK[ec]! | (1 << ec);
      const cj = cardFor(s, cv, s.board[ec]!);
      const mv = s.db.move[cj]!;
      this.enemyReach[ne] = THREAT_REACH[(mv < 0 ? 0 : mv > MAX_MOVE ? MAX_MOVE : mv) * CELLS + ec]!;
      this.enemyDps[ne] = (s.db.kw[cj]! & Kw.NoStrike) !== 0 ? 0 : cv.dps[cj]!;
      ne++;
    }
    this.nEnemy = ne;
    // ring[k]: cells within k orthogonal steps of the cells next to an enemy.
    let ring = adj & ALL_CELLS;
    this.rings[0] = ring;
    for (let k = 1; k < this.rings.length; k++) {
      ring |= expand(ring);
      this.rings[k] = ring;
    }
  }

  /** Steps from `cell` until next to the nearest enemy ground creature (0 if there is none). */
  private nearestSteps(cell: number): number {
    if (!this.hasEnemyGround) return 0;
    const bit = 1 << cell;
    for (let k = 0; k < this.rings.length; k++) if ((this.rings[k]! & bit) !== 0) return k;
    return this.rings.length;
  }

  /** Damage the enemy could bring against `cell` next turn (cached per decision). */
  private threatAt(cell: number): number {
    if (this.cellStamp[cell] === this.stamp) return this.cellThreat[cell]!;
    let t = this.flyerThreat;
    const bit = 1 << cell;
    for (let k = 0; k < this.nEnemy; k++) if ((this.enemyReach[k]! & bit) !== 0) t += this.enemyDps[k]!;
    this.cellStamp[cell] = this.stamp;
    this.cellThreat[cell] = t;
    return t;
  }

  /** Position term of own creature i standing on `cell`: engage minus risk of dying next turn. */
  private pos(s: GameState, i: number, cell: number): number {
    const cv = this.cv!;
    const c = cardFor(s, cv, i);
    const engage = -this.opts.engage * cv.dps[c]! * this.nearestSteps(cell);
    const lives = livesOf(s, cv, i);
    const x = (0.6 * this.threatAt(cell) - lives) * 0.8;
    if (x < -12) return engage;
    const pk = 1 / (1 + Math.exp(-x));
    return engage - this.opts.risk * cv.val[c]! * (lives + KILL_BONUS) * pk;
  }

  /** Cached outcome value of a strike of a on `struck` (struck's current open/closed state). */
  private outcome(s: GameState, a: number, struck: number): number {
    const key = a * MAX_INST + struck;
    if (this.evStamp[key] === this.stamp) return this.evCache[key]!;
    const v = strikeOutcomeValue(s, this.cv!, a, struck, (s.flags[struck]! & Flag.Closed) !== 0);
    this.evStamp[key] = this.stamp;
    this.evCache[key] = v;
    return v;
  }

  /**
   * Value of a simple strike by own creature a (standing on cell `ac`, or -1 in the auxiliary zone)
   * on enemy t, the enemy choosing the defender (or none) worst for us (digest §5.5 geometry, as in
   * simple-strike.ts `defenders`).
   */
  private strikeValue(s: GameState, a: number, ac: number, t: number): number {
    let v = this.outcome(s, a, t);
    if ((s.db.kw[cardFor(s, this.cv!, a)]! & Kw.Directed) !== 0) return v;
    const e = s.ctrl[t]!;
    if (s.zone[t] === Zone.Field) {
      const tc = s.cell[t]!;
      let mask = s.g[G.Occ + e]!;
      if (ac < 0) mask &= NEIGH8_MASK[tc]!;
      else if (s.opts.defenderAdjacentToAttackerOnly) mask &= NEIGH8_MASK[ac]! & ~(1 << tc);
      else mask &= NEIGH8_MASK[tc]! & NEIGH8_MASK[ac]!;
      while (mask !== 0) {
        const c = lowestCell(mask);
        mask &= mask - 1;
        const d = s.board[c]!;
        if ((s.flags[d]! & Flag.Closed) !== 0) continue;
        const w = this.outcome(s, a, d);
        if (w < v) v = w;
      }
    } else {
      const m = listLen(s, e, Zone.Aux);
      for (let k = 0; k < m; k++) {
        const d = listAt(s, e, Zone.Aux, k);
        if (d === t || (s.flags[d]! & Flag.Closed) !== 0) continue;
        const w = this.outcome(s, a, d);
        if (w < v) v = w;
      }
    }
    return v;
  }

  /** Best strike of ground creature a if it stood on `ac`; NEG when it has no target there. */
  private bestStrikeFrom(s: GameState, p: number, a: number, ac: number): number {
    const e = 1 - p;
    let best = NEG;
    let mask = NEIGH8_MASK[ac]! & s.g[G.Occ + e]!;
    while (mask !== 0) {
      const c = lowestCell(mask);
      mask &= mask - 1;
      const v = this.strikeValue(s, a, ac, s.board[c]!);
      if (v > best) best = v;
    }
    if (s.opts.flyerFallback && listLen(s, e, Zone.Field) === 0) {
      const m = listLen(s, e, Zone.Aux);
      for (let k = 0; k < m; k++) {
        const v = this.strikeValue(s, a, ac, listAt(s, e, Zone.Aux, k));
        if (v > best) best = v;
      }
    }
    return best;
  }

  /** Cells instance i can reach by movement now (mask; engine movement.ts rules). */
  private reach(s: GameState, i: number): number {
    const free = ~(s.g[G.Occ]! | s.g[G.Occ + 1]!) & ALL_CELLS;
    const budget = s.moveLeft[i]!;
    let seen = 1 << s.cell[i]!;
    let frontier = seen;
    for (let d = 1; d <= budget; d++) {
      frontier = expand(frontier) & free & ~seen;
      if (frontier === 0) break;
      seen |= frontier;
    }
    return seen & ~(1 << s.cell[i]!);
  }

  private canStrike(s: GameState, i: number): boolean {
    return (s.db.kw[cardFor(s, this.cv!, i)]! & Kw.NoStrike) === 0;
  }

  /** Value of moving i to d (position gain plus the best strike from there, if any). */
  private moveValue(s: GameState, p: number, i: number, d: number, p0: number): number {
    let v = this.pos(s, i, d) - p0;
    if (!this.opts.fast && this.canStrike(s, i)) {
      const st = this.bestStrikeFrom(s, p, i, d);
      if (st > 0) v += 0.99 * st;
    }
    return v;
  }

  /** Expected value of a ranged attack of a on t (X-Y-Z scale, no counter-strike). */
  private rangedValue(s: GameState, a: number, t: number): number {
    const db = s.db;
    const cv = this.cv!;
    const ca = cardFor(s, cv, a);
    const ct = cardFor(s, cv, t);
    const kind = db.rangedKind[ca]!;
    const lives = livesOf(s, cv, t);
    const ar = armorLeftOf(s, cv, t);
    let ev = 0;
    for (let roll = 1; roll <= 6; roll++) {
      const amount = db.rangedValue[ca * 3 + rangedTier(roll) - 1]!;
      ev += woundValue(cv.val[ct]!, lives, landedWounds(db, s.opts, ca, ct, ar, amount, kind === AttackKind.None ? AttackKind.Shot : kind));
    }
    return ev / 6;
  }

  /**
   * Best value of an activation of own open creature i; with `verb` ≥ 0, of that verb only.
   * NEG when it can do nothing of that kind.
   */
  private activation(s: GameState, p: number, i: number, verb: number): number {
    this.bestVerb = 0;
    this.bestTarget = -1;
    this.rangedBest = NEG;
    if ((s.flags[i]! & Flag.Closed) !== 0) return NEG;
    let best = NEG;
    const e = 1 - p;
    if (s.zone[i] === Zone.Aux) {
      if ((verb < 0 || verb === Verb.Strike) && this.canStrike(s, i)) {
        let occ = s.g[G.Occ + e]!;
        while (occ !== 0) {
          const c = lowestCell(occ);
          occ &= occ - 1;
          const v = this.strikeValue(s, i, -1, s.board[c]!);
          if (v > best) {
            best = v;
            this.bestVerb = Verb.Strike;
            this.bestTarget = TARGET + c;
          }
        }
        const m = listLen(s, e, Zone.Aux);
        for (let k = 0; k < m; k++) {
          const v = this.strikeValue(s, i, -1, listAt(s, e, Zone.Aux, k));
          if (v > best) {
            best = v;
            this.bestVerb = Verb.Strike;
            this.bestTarget = TARGET_AUX + e * MAX_AUX + k;
          }
        }
      }
      if (verb < 0 || verb === Verb.Ranged) this.bestRangedInto(s, i, best);
      return this.bestValue(best);
    }
    const c = s.cell[i]!;
    if ((verb < 0 || verb === Verb.Strike) && this.canStrike(s, i)) {
      let mask = NEIGH8_MASK[c]! & s.g[G.Occ + e]!;
      while (mask !== 0) {
        const tc = lowestCell(mask);
        mask &= mask - 1;
        const v = this.strikeValue(s, i, c, s.board[tc]!);
        if (v > best) {
          best = v;
          this.bestVerb = Verb.Strike;
          this.bestTarget = TARGET + tc;
        }
      }
      if (s.opts.flyerFallback && listLen(s, e, Zone.Field) === 0) {
        const m = listLen(s, e, Zone.Aux);
        for (let k = 0; k < m; k++) {
          const v = this.strikeValue(s, i, c, listAt(s, e, Zone.Aux, k));
          if (v > best) {
            best = v;
            this.bestVerb = Verb.Strike;
            this.bestTarget = TARGET_AUX + e * MAX_AUX + k;
          }
        }
      }
    }
    if ((verb < 0 || verb === Verb.Move) && s.moveLeft[i]! > 0 && (ORTH4_MASK[c]! & ~(s.g[G.Occ]! | s.g[G.Occ + 1]!)) !== 0) {
      const p0 = this.pos(s, i, c);
      let m = this.reach(s, i);
      while (m !== 0) {
        const d = lowestCell(m);
        m &= m - 1;
        const v = this.moveValue(s, p, i, d, p0);
        if (v > best) {
          best = v;
          this.bestVerb = Verb.Move;
          this.bestTarget = TARGET + d;
        }
      }
    }
    if (verb < 0 || verb === Verb.Ranged) this.bestRangedInto(s, i, best);
    return this.bestValue(best);
  }

  /** Running best of `activation` including ranged attacks (set by bestRangedInto). */
  private rangedBest = NEG;
  private bestValue(best: number): number {
    return this.rangedBest > best ? this.rangedBest : best;
  }

  /** Best ranged attack of a, if it beats `best`: recorded as the activation's argmax. */
  private bestRangedInto(s: GameState, a: number, best: number): void {
    this.rangedBest = NEG;
    if (s.db.rangedKind[cardFor(s, this.cv!, a)] === 0) return;
    const n = rangedTargets(s, a, this.scratch, 0);
    for (let k = 0; k < n; k++) {
      const t = targetOfAction(s, this.scratch[k]!);
      if (t === NONE) continue;
      const v = this.rangedValue(s, a, t);
      if (v > best && v > this.rangedBest) {
        this.rangedBest = v;
        this.bestVerb = Verb.Ranged;
        this.bestTarget = this.scratch[k]!;
      }
    }
  }

  private scoreTargets(s: GameState, p: number, legal: Int32Array, n: number, out: Float64Array): void {
    const i = s.g[G.Selected]!;
    const verb = s.g[G.Verb]!;
    const ac = s.zone[i] === Zone.Field ? s.cell[i]! : -1;
    const p0 = verb === Verb.Move ? this.pos(s, i, ac) : 0;
    for (let k = 0; k < n; k++) {
      const a = legal[k]!;
      if (verb === Verb.Move) out[k] = this.moveValue(s, p, i, a - TARGET, p0);
      else {
        const t = targetOfAction(s, a);
        out[k] = t === NONE ? NEG : verb === Verb.Strike ? this.strikeValue(s, i, ac, t) : this.rangedValue(s, i, t);
      }
    }
  }

  /** As the struck side: each option scored by minus the attacker's expectation. */
  private scoreDefenders(s: GameState, p: number, legal: Int32Array, n: number, out: Float64Array): void {
    const a = s.g[G.Attacker]!;
    const t = s.g[G.Target]!;
    for (let k = 0; k < n; k++) {
      const act = legal[k]!;
      let struck = t;
      if (act !== DEFEND_NONE) struck = act >= DEFEND_AUX ? listAt(s, p, Zone.Aux, act - DEFEND_AUX) : s.board[act - DEFEND]!;
      out[k] = -strikeOutcomeValue(s, this.cv!, a, struck, (s.flags[struck]! & Flag.Closed) !== 0);
    }
  }

  /** The exchange option: both results valued exactly (attacker's view), signed for the chooser. */
  private scoreExchange(s: GameState, p: number, legal: Int32Array, n: number, out: Float64Array): void {
    const a = s.g[G.Attacker]!;
    const struck = s.g[G.Struck]!;
    const ta = s.g[G.TierA]!;
    const td = s.g[G.TierD]!;
    const sign = s.ctrl[a] === p ? 1 : -1;
    for (let k = 0; k < n; k++) {
      const reduce = legal[k] === EXCHANGE_REDUCE;
      const v = this.fixedOutcome(s, a, struck, reduce ? Math.max(0, ta - 1) : ta, reduce ? Math.max(0, td - 1) : td);
      out[k] = sign * v + (reduce ? 0 : 1e-9);
    }
  }

  private fixedOutcome(s: GameState, a: number, struck: number, ta: number, td: number): number {
    const db = s.db;
    const cv = this.cv!;
    const ca = cardFor(s, cv, a);
    const cs = cardFor(s, cv, struck);
    const da = ta > 0 ? landedWounds(db, s.opts, ca, cs, armorLeftOf(s, cv, struck), db.strike[3 * ca + ta - 1]!, AttackKind.Strike) : 0;
    const dd = td > 0 ? landedWounds(db, s.opts, cs, ca, armorLeftOf(s, cv, a), db.strike[3 * cs + td - 1]!, AttackKind.CounterStrike) : 0;
    return woundValue(cv.val[cs]!, livesOf(s, cv, struck), da) - woundValue(cv.val[ca]!, livesOf(s, cv, a), dd);
  }
}
