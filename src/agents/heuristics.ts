/**
 * Shared Berserk heuristics for the scripted player and the search agents:
 *
 * - the exact outcome distribution of a simple strike over the 36 dice outcomes (6 when the struck
 *   card is closed), for every ОвА/ОвЗ pair, collapsed into a few (attacker tier, counter tier,
 *   exchange chooser) classes with their probabilities (from the engine's own strike table, so they
 *   cannot drift from the rules);
 * - per-card static values: expected strike damage, toughness, "value per life";
 * - the material of a creature and of a side, and a position evaluation in (−1, 1) used at the end
 *   of depth-capped rollouts.
 *
 * Everything here reads only what an observation shows. A face-down or unseen enemy card
 * (`db.unknown`) is valued as a "typical" ground creature of the pool (the proxy card).
 */
import type { CardDb } from '../engine/core/card-db.js';
import { AttackKind, EndReason, Flag, Kw, Zone } from '../engine/core/enums.js';
import type { EngineOptions } from '../engine/core/options.js';
import {
  EXCHANGE_ATTACKER,
  EXCHANGE_DEFENDER,
  closedStrike,
  exchangeChooser,
  opposedStrike,
  tierA,
  rangedTier,
  tierD,
} from '../engine/core/combat/strike-table.js';
import { G, type GameState, listAt, listLen } from '../engine/core/state.js';

/** Largest ОвА/ОвЗ the tables cover; larger values are clamped (set 1 has at most 2). */
export const MAX_MOD = 7;

/** One strike-outcome class: attacker tier, counter tier, exchange chooser, probability. */
export interface OutcomeTable {
  readonly n: number;
  readonly ta: Int8Array;
  readonly td: Int8Array;
  readonly ex: Int8Array;
  readonly p: Float64Array;
}

function buildTable(results: number[]): OutcomeTable {
  const counts = new Map<number, number>();
  for (const r of results) counts.set(r, (counts.get(r) ?? 0) + 1);
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const n = keys.length;
  const t: OutcomeTable = { n, ta: new Int8Array(n), td: new Int8Array(n), ex: new Int8Array(n), p: new Float64Array(n) };
  keys.forEach((r, k) => {
    t.ta[k] = tierA(r);
    t.td[k] = tierD(r);
    t.ex[k] = exchangeChooser(r);
    t.p[k] = counts.get(r)! / results.length;
  });
  return t;
}

/** OPEN[ova * (MAX_MOD+1) + ovz]: both cards roll (36 outcomes). */
export const OPEN_TABLES: readonly OutcomeTable[] = (() => {
  const out: OutcomeTable[] = [];
  for (let ova = 0; ova <= MAX_MOD; ova++) {
    for (let ovz = 0; ovz <= MAX_MOD; ovz++) {
      const rs: number[] = [];
      for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) rs.push(opposedStrike(a + ova, d + ovz));
      out.push(buildTable(rs));
    }
  }
  return out;
})();

/** CLOSED[ova]: the struck card is closed, only the attacker rolls (6 outcomes). */
export const CLOSED_TABLES: readonly OutcomeTable[] = (() => {
  const out: OutcomeTable[] = [];
  for (let ova = 0; ova <= MAX_MOD; ova++) {
    const rs: number[] = [];
    for (let a = 1; a <= 6; a++) rs.push(closedStrike(a + ova));
    out.push(buildTable(rs));
  }
  return out;
})();

export function openTable(ova: number, ovz: number): OutcomeTable {
  const a = ova < 0 ? 0 : ova > MAX_MOD ? MAX_MOD : ova;
  const z = ovz < 0 ? 0 : ovz > MAX_MOD ? MAX_MOD : ovz;
  return OPEN_TABLES[a * (MAX_MOD + 1) + z]!;
}
export function closedTable(ova: number): OutcomeTable {
  return CLOSED_TABLES[ova < 0 ? 0 : ova > MAX_MOD ? MAX_MOD : ova]!;
}

/** Kill bonus, in lives: a dead creature also loses its future strikes. */
export const KILL_BONUS = 3;

/**
 * Static per-card values, computed once per card database:
 * - `dps`: expected wounds of one simple strike against a plain open card (ОвЗ 0, no armour), the
 *   attacker taking the full exchange; ×1.4 for flyers (they strike anywhere and are hard to reach),
 *   ×1.1 for a directed strike; at least 0.3 (a card that cannot strike still blocks and absorbs);
 * - `tau`: toughness multiplier, 1 + 0.25·armour + 0.15·regeneration;
 * - `val`: value of one life of the card, dps·tau (Lanchester: a unit is worth damage × life);
 * - `proxy`: card index used for `db.unknown` (a typical ground creature of the pool);
 * - `planO`, `planH`: the damage and body terms of the recruitment objective (plan.ts), see
 *   `recruitTerms`: the battle terms plus what the battle terms cannot see of a card.
 */
export interface CardValues {
  readonly dps: Float64Array;
  readonly tau: Float64Array;
  readonly val: Float64Array;
  readonly proxy: number;
  readonly planO: Float64Array;
  readonly planH: Float64Array;
}

const CACHE = new WeakMap<CardDb, CardValues>();

export function cardValues(db: CardDb): CardValues {
  const hit = CACHE.get(db);
  if (hit) return hit;
  const m = db.unknown + 1; // real cards, their featureless twins (mechanics/features/lose-features.ts), the sentinel
  const dps = new Float64Array(m);
  const tau = new Float64Array(m);
  const val = new Float64Array(m);
  let lifeSum = 0;
  let strikeSum = 0;
  let ground = 0;
  for (let c = 0; c < db.unknown; c++) {
    const kw = db.kw[c]!;
    const t = openTable(db.ova[c]!, 0);
    let e = 0;
    for (let k = 0; k < t.n; k++) if (t.ta[k]! > 0) e += t.p[k]! * db.strike[3 * c + t.ta[k]! - 1]!;
    if ((kw & Kw.NoStrike) !== 0) e = 0;
    let d = Math.max(0.3, e);
    if ((kw & Kw.Flyer) !== 0) d *= 1.4;
    if ((kw & Kw.Directed) !== 0) d *= 1.1;
    dps[c] = d;
    tau[c] = 1 + 0.25 * db.armor[c]! + 0.15 * db.regen[c]!;
    val[c] = d * tau[c]!;
    if ((kw & Kw.Flyer) === 0 && c < db.size) {
      lifeSum += db.life[c]!;
      strikeSum += db.strike[3 * c]! + db.strike[3 * c + 1]! + db.strike[3 * c + 2]!;
      ground++;
    }
  }
  // The proxy: the plain ground creature closest to the pool's average life and strike total.
  const avgLife = ground ? lifeSum / ground : 9;
  const avgStrike = ground ? strikeSum / ground : 7;
  let proxy = 0;
  let best = Infinity;
  for (let c = 0; c < db.size; c++) {
    const kw = db.kw[c]!;
    if ((kw & (Kw.Flyer | Kw.NoStrike)) !== 0) continue;
    const dist =
      Math.abs(db.life[c]! - avgLife) +
      Math.abs(db.strike[3 * c]! + db.strike[3 * c + 1]! + db.strike[3 * c + 2]! - avgStrike) +
      2 * (db.ova[c]! + db.ovz[c]! + db.armor[c]! + db.regen[c]!);
    if (dist < best) {
      best = dist;
      proxy = c;
    }
  }
  const u = db.unknown;
  dps[u] = dps[proxy]!;
  tau[u] = tau[proxy]!;
  val[u] = val[proxy]!;
  const { planO, planH } = recruitTerms(db, dps, tau);
  const v: CardValues = { dps, tau, val, proxy, planO, planH };
  CACHE.set(db, v);
  return v;
}

/** Credit floor: a card with text is planned as worth at least this share of its cost's typical worth. */
export const TEXT_CREDIT_FLOOR = 1;
/** Largest factor the text credit may scale a card's terms by. */
const TEXT_CREDIT_CAP = 3;

/**
 * The recruitment objective's per-card terms. The battle terms (dps, toughness) see the printed
 * strike, life, ОвА, armour and regeneration only; a card whose strength is elsewhere looked
 * worthless to the planner and was left in the deal (Бешеный маг, a 4-crystal discharge caster,
 * was recruited in 2 % of the deals it was in). Three corrections, recruitment only:
 * - ОвЗ: the body term is divided by the share of a typical strike (2-3-4, ОвА 0) that still lands
 *   against the card's ОвЗ (e.g. ОвЗ 1 lets ≈ 17 % fewer wounds through);
 * - a ranged attack: the damage term is at least its expectation over the die (×1.2: it needs no
 *   contact and takes no counter-strike);
 * - text credit: the printed cost is the designers' price of the whole card, text included. The
 *   pool's typical worth per crystal (median, elites and ordinary cards apart) of the linear
 *   worth o/ō + h/h̄ sets what a cost buys; a card with abilities whose worth falls below
 *   TEXT_CREDIT_FLOOR of that has both terms scaled up to it (at most ×TEXT_CREDIT_CAP). Cards
 *   without text are priced by their stats alone, which the model sees in full.
 */
function recruitTerms(db: CardDb, dps: Float64Array, tau: Float64Array): { planO: Float64Array; planH: Float64Array } {
  const m = db.unknown + 1;
  const planO = new Float64Array(m);
  const planH = new Float64Array(m);
  const hitShare = (ovz: number): number => {
    const ref = [2, 3, 4];
    const e = (t: OutcomeTable) => {
      let w = 0;
      for (let k = 0; k < t.n; k++) if (t.ta[k]! > 0) w += t.p[k]! * ref[t.ta[k]! - 1]!;
      return w;
    };
    return e(openTable(0, ovz)) / e(openTable(0, 0));
  };
  for (let c = 0; c < m; c++) {
    const base = c < db.unknown ? c : -1;
    let o = dps[c]!;
    let h = (db.life[c]! + KILL_BONUS) * tau[c]!;
    if (base >= 0) {
      const ovz = db.ovz[c]!;
      if (ovz > 0) h /= hitShare(ovz);
      if (db.rangedKind[c] !== 0) {
        let ev = 0;
        for (let roll = 1; roll <= 6; roll++) ev += db.rangedValue[c * 3 + rangedTier(roll) - 1]!;
        const r = (1.2 * ev) / 6;
        if (r > o) o = r;
      }
    }
    planO[c] = o;
    planH[c] = h;
  }
  // What a crystal buys: pool means of both terms, then the median linear worth per crystal.
  let so = 0;
  let sh = 0;
  let nReal = 0;
  for (let c = 0; c < db.size; c++) {
    if (db.cost[c]! <= 0) continue;
    so += planO[c]!;
    sh += planH[c]!;
    nReal++;
  }
  if (nReal === 0) return { planO, planH };
  const mo = so / nReal;
  const mh = sh / nReal;
  const worth = (c: number) => planO[c]! / mo + planH[c]! / mh;
  const perCrystal: [number[], number[]] = [[], []];
  for (let c = 0; c < db.size; c++) if (db.cost[c]! > 0) perCrystal[(db.kw[c]! & Kw.Elite) !== 0 ? 1 : 0].push(worth(c) / db.cost[c]!);
  const median = (a: number[]) => {
    if (a.length === 0) return 0;
    const b = a.slice().sort((x, y) => x - y);
    return b[b.length >> 1]!;
  };
  const rate = [median(perCrystal[0]), median(perCrystal[1])];
  for (let c = 0; c < db.size; c++) {
    const hasText = db.abilStart[c + 1]! > db.abilStart[c]! || db.rangedKind[c] !== 0;
    if (!hasText || db.cost[c]! <= 0) continue;
    const want = TEXT_CREDIT_FLOOR * rate[(db.kw[c]! & Kw.Elite) !== 0 ? 1 : 0]! * db.cost[c]!;
    const w = worth(c);
    if (w <= 0 || w >= want) continue;
    const f = Math.min(TEXT_CREDIT_CAP, want / w);
    planO[c] = planO[c]! * f;
    planH[c] = planH[c]! * f;
  }
  return { planO, planH };
}

/** Card index to use for instance i: the proxy for a card the observer cannot see. */
export function cardFor(s: GameState, cv: CardValues, i: number): number {
  const c = s.card[i]!;
  return c === s.db.unknown ? cv.proxy : c;
}

/** Lives left of instance i (proxy life for an unseen card). */
export function livesOf(s: GameState, cv: CardValues, i: number): number {
  return s.db.life[cardFor(s, cv, i)]! + s.extraLives[i]! - s.wounds[i]!;
}

/** Armour instance i still has this turn. */
export function armorLeftOf(s: GameState, cv: CardValues, i: number): number {
  const a = s.db.armor[cardFor(s, cv, i)]! - s.armorUsed[i]!;
  return a > 0 ? a : 0;
}

/** Does a protection of card `dst` stop an effect of `kind` from card `src` (engine wounds.ts, by card)? */
export function protectedCard(db: CardDb, src: number, dst: number, kind: number): boolean {
  const kw = db.kw[dst]!;
  if (src >= 0 && (kw & Kw.ProtFlyer) !== 0 && (db.kw[src]! & Kw.Flyer) !== 0) return true;
  switch (kind) {
    case AttackKind.Shot:
      return (kw & Kw.ProtShot) !== 0;
    case AttackKind.Throw:
      return (kw & Kw.ProtThrow) !== 0;
    case AttackKind.Discharge:
      return (kw & (Kw.ProtDischarge | Kw.ProtMagic)) !== 0;
    case AttackKind.Magic:
      return (kw & Kw.ProtMagic) !== 0;
    case AttackKind.Poison:
      return (kw & Kw.ProtPoison) !== 0;
    default:
      return false;
  }
}

/** Wounds that actually land: protections, then armour (prevention) for non-magical attacks. */
export function landedWounds(db: CardDb, opts: EngineOptions, src: number, dst: number, armorLeft: number, amount: number, kind: number): number {
  if (amount <= 0 || protectedCard(db, src, dst, kind)) return 0;
  if (
    armorLeft > 0 &&
    (kind === AttackKind.Strike ||
      kind === AttackKind.Shot ||
      kind === AttackKind.Throw ||
      kind === AttackKind.ThroughRow ||
      (kind === AttackKind.CounterStrike && opts.armorVsCounterStrike))
  ) {
    amount -= armorLeft < amount ? armorLeft : amount;
  }
  return amount;
}

/** Value lost by a creature of per-life value v with L lives left when it takes w wounds. */
export function woundValue(v: number, lives: number, w: number): number {
  if (w <= 0) return 0;
  return w >= lives ? v * (lives + KILL_BONUS) : v * w;
}

/**
 * Expected value, for the attacker's side, of a simple strike of instance a on instance `struck`
 * (already the card that fights: target or defender). `struckClosed` selects the single-roll table.
 * The exchange option is taken by whoever the table gives it to, each side choosing what is better
 * for itself under this value model.
 */
export function strikeOutcomeValue(s: GameState, cv: CardValues, a: number, struck: number, struckClosed: boolean): number {
  const db = s.db;
  const opts = s.opts;
  const ca = cardFor(s, cv, a);
  const cs = cardFor(s, cv, struck);
  const la = livesOf(s, cv, a);
  const ls = livesOf(s, cv, struck);
  const arA = armorLeftOf(s, cv, a);
  const arS = armorLeftOf(s, cv, struck);
  const va = cv.val[ca]!;
  const vs = cv.val[cs]!;
  const t = struckClosed ? closedTable(db.ova[ca]!) : openTable(db.ova[ca]!, db.ovz[cs]!);
  // Landed wounds per tier, both ways (tier 0 = none).
  const a1 = landedWounds(db, opts, ca, cs, arS, db.strike[3 * ca]!, AttackKind.Strike);
  const a2 = landedWounds(db, opts, ca, cs, arS, db.strike[3 * ca + 1]!, AttackKind.Strike);
  const a3 = landedWounds(db, opts, ca, cs, arS, db.strike[3 * ca + 2]!, AttackKind.Strike);
  const d1 = landedWounds(db, opts, cs, ca, arA, db.strike[3 * cs]!, AttackKind.CounterStrike);
  const d2 = landedWounds(db, opts, cs, ca, arA, db.strike[3 * cs + 1]!, AttackKind.CounterStrike);
  const gA1 = woundValue(vs, ls, a1);
  const gA2 = woundValue(vs, ls, a2);
  const gA3 = woundValue(vs, ls, a3);
  const lD1 = woundValue(va, la, d1);
  const lD2 = woundValue(va, la, d2);
  let ev = 0;
  for (let k = 0; k < t.n; k++) {
    const ta = t.ta[k]!;
    const td = t.td[k]!;
    const full = (ta === 1 ? gA1 : ta === 2 ? gA2 : ta === 3 ? gA3 : 0) - (td === 1 ? lD1 : td === 2 ? lD2 : 0);
    let v = full;
    const ex = t.ex[k]!;
    if (ex !== 0) {
      const ra = ta - 1;
      const rd = td - 1;
      const reduced = (ra === 1 ? gA1 : ra === 2 ? gA2 : 0) - (rd === 1 ? lD1 : 0);
      if (ex === EXCHANGE_ATTACKER) v = reduced > full ? reduced : full;
      else if (ex === EXCHANGE_DEFENDER) v = reduced < full ? reduced : full;
    }
    ev += t.p[k]! * v;
  }
  return ev;
}

/** Material of one creature in the battle zone: val · (lives left + kill bonus). */
export function creatureMaterial(s: GameState, cv: CardValues, i: number): number {
  const l = livesOf(s, cv, i);
  return l > 0 ? cv.val[cardFor(s, cv, i)]! * (l + KILL_BONUS) : 0;
}

/** Material of seat p: its creatures on the battlefield and in the auxiliary zone. */
export function sideMaterial(s: GameState, cv: CardValues, p: number): number {
  let m = 0;
  for (let z = Zone.Field; z <= Zone.Aux; z++) {
    const n = listLen(s, p, z);
    for (let k = 0; k < n; k++) m += creatureMaterial(s, cv, listAt(s, p, z, k));
  }
  return m;
}

/** Material of seat p's squad before the battle (recruited, not yet revealed). */
function squadMaterial(s: GameState, cv: CardValues, p: number): number {
  let m = 0;
  const n = listLen(s, p, Zone.Squad);
  for (let k = 0; k < n; k++) m += creatureMaterial(s, cv, listAt(s, p, Zone.Squad, k));
  return m;
}

/**
 * Position value for seat 0 in (−1, 1): +1/−1/0 at the end of a game (a limit counts as a draw);
 * otherwise tanh(sharp · (M0 − M1) / (M0 + M1)) over the sides' material (battle zone plus any
 * squad still in pre-battle). Used at the end of depth-capped rollouts.
 */
export function evaluate(s: GameState, cv: CardValues, sharp = 2.5): number {
  if (s.g[G.Decision] === 0) {
    if (s.g[G.EndReason] !== EndReason.Win) return 0;
    return s.g[G.Winner] === 0 ? 1 : -1;
  }
  const m0 = sideMaterial(s, cv, 0) + squadMaterial(s, cv, 0);
  const m1 = sideMaterial(s, cv, 1) + squadMaterial(s, cv, 1);
  const tot = m0 + m1;
  if (tot <= 0) return 0;
  return Math.tanh((sharp * (m0 - m1)) / tot);
}

/** True when instance i is closed. */
export function isClosed(s: GameState, i: number): boolean {
  return (s.flags[i]! & Flag.Closed) !== 0;
}
