/**
 * What an outside bot is told about a decision (docs/bot-protocol.md): a readable JSON view of one
 * seat's observation, and a fixed-size Float32 tensor of the same observation with an action mask.
 *
 * Both are built from `observe(state, seat)` only, so they never leak hidden information: a card
 * the seat cannot see is `null` in JSON and has card feature 0 and "known" 0 in the tensor.
 *
 * Tensor layout (TENSOR_SIZE floats): GLOBAL_FEATURES.length global values, then SLOT_COUNT slots of
 * SLOT_FEATURES.length values each:
 *   slots 0..29   battlefield cells A1..E6 (cell index = row·5 + column, as in action ids)
 *   slots 30..45  the seat's own auxiliary zone, slots 0..15 (SELECT_AUX / DEFEND_AUX order)
 *   slots 46..61  the opponent's auxiliary zone, slots 0..15
 *   slots 62..76  the seat's own deal, slots 0..14 (RECRUIT order; pre-battle only)
 *   slot  77      the seat's next ground creature to place (Place decisions only)
 * An empty slot is all zeros. Every feature and its scaling is listed in GLOBAL_FEATURES /
 * SLOT_FEATURES (name: meaning) and in docs/bot-protocol.md.
 */
import { CELLS, cellName } from '../engine/core/board.js';
import { DEAL_SIZE, MAX_AUX } from '../engine/core/action.js';
import { DECISION_NAMES, Decision, ELEMENT_NAMES, Flag, Kw, Zone } from '../engine/core/enums.js';
import { G, type GameState, listAt, listLen } from '../engine/core/state.js';

export const GLOBAL_FEATURES: readonly (readonly [string, string])[] = [
  ...Array.from({ length: 16 }, (_, k) => [`decision_${k}`, `1 if the pending decision kind is ${k} (${decisionName(k)}), else 0`] as const),
  ['is_active', '1 if it is this seat\'s turn (or pre-battle with this seat deciding), else 0'],
  ['is_first', '1 if this seat is the First player, 0 if Second, 0.5 before the order is chosen'],
  ['turn', 'turns started so far / 100'],
  ['battle', '1 once the battle has started (decisions Main and later), 0 in pre-battle'],
  ['own_gold', 'own gold crystals left / 25'],
  ['own_silver', 'own silver crystals left / 25'],
  ['opp_gold', 'opponent gold crystals left / 25 (0 while hidden in pre-battle)'],
  ['opp_silver', 'opponent silver crystals left / 25 (0 while hidden in pre-battle)'],
  ['own_redeals', 'own redeals taken / 5'],
  ['opp_redeals', 'opponent redeals taken / 5'],
  ['own_creatures', 'own creatures in the battle zone (battlefield + auxiliary) / 15'],
  ['opp_creatures', 'opponent creatures in the battle zone / 15'],
  ['own_deck', 'cards in own deck / 50'],
  ['opp_deck', 'cards in opponent deck / 50 (pre-battle: not counting his final deal, observe.ts)'],
  ['own_grave', 'cards in own graveyard and exile / 50'],
  ['opp_grave', 'cards in opponent graveyard and exile / 50'],
  ['own_squad', 'own recruited cards not yet on the battlefield / 15'],
  ['opp_squad', 'opponent recruited cards not yet on the battlefield / 15 (pre-battle: only those he showed; his recruitment is secret until the reveal)'],
  ['own_material', 'sum of own battle-zone lives left / 150'],
  ['opp_material', 'sum of opponent battle-zone lives left / 150 (face-down cards count 0)'],
  ['back_row_revealed', '1 once the Second player\'s hidden back row has been revealed'],
  ['strike_tier_a', 'attacker strike tier of the pending exchange / 3 (0 outside an exchange)'],
  ['strike_tier_d', 'counter-strike tier of the pending exchange / 3 (0 outside an exchange)'],
  ['roll_a', 'attacker dice total of the current strike / 10 (0 when none)'],
];

export const SLOT_FEATURES: readonly (readonly [string, string])[] = [
  ['present', '1 if a card is in this slot'],
  ['own', '1 if the card is controlled by this seat'],
  ['enemy', '1 if the card is controlled by the opponent'],
  ['known', '1 if this seat can see which card it is (0: face down or unseen)'],
  ['card', 'card index + 1 as a whole number (index in the card pool, `berserk cards`); 0 if unknown or empty'],
  ['cost', 'crystal cost / 10'],
  ['elite', '1 if elite (paid with gold only)'],
  ['unique', '1 if unique (crown)'],
  ['flyer', '1 if a flyer'],
  ['element', 'element code / 5 (steppe 0, mountain 1, forest 2, swamp 3, darkness 4, neutral 5)'],
  ['life', 'printed life / 15'],
  ['lives_left', 'life + extra lives − wounds, / 15'],
  ['wounds', 'wounds / 15'],
  ['strike_weak', 'weak simple strike value / 6'],
  ['strike_medium', 'medium simple strike value / 6'],
  ['strike_strong', 'strong simple strike value / 6'],
  ['ova', 'ОвА (attack experience) / 3'],
  ['ovz', 'ОвЗ (defence experience) / 3'],
  ['armor', 'armour / 3'],
  ['armor_left', 'armour still unused this turn / 3'],
  ['regen', 'regeneration / 3'],
  ['directed', '1 if its simple strike is directed (no defenders)'],
  ['ranged', '1 if it has a ranged attack'],
  ['move', 'printed movement / 3'],
  ['move_left', 'movement left this turn / 3'],
  ['closed', '1 if closed (tapped)'],
  ['hidden', '1 if face down'],
  ['selected', '1 if it is the card selected for the pending Verb/Target decision'],
  ['attacker', '1 if it is the attacker of the strike being resolved'],
  ['target', '1 if it is the attacked card of the strike being resolved'],
  ['defender', '1 if it is the defender of the strike being resolved'],
];

/** First slot of each block (docs/bot-protocol.md "Slots"): the 30 cells, then both auxiliary zones, the deal, the card to place. */
export const SLOT_CELLS = 0;
export const SLOT_OWN_AUX = SLOT_CELLS + CELLS;
export const SLOT_OPP_AUX = SLOT_OWN_AUX + MAX_AUX;
export const SLOT_DEAL = SLOT_OPP_AUX + MAX_AUX;
export const SLOT_PLACE = SLOT_DEAL + DEAL_SIZE;
export const SLOT_COUNT = SLOT_PLACE + 1;
export const G_SIZE = GLOBAL_FEATURES.length;
export const F_SIZE = SLOT_FEATURES.length;
export const TENSOR_SIZE = G_SIZE + SLOT_COUNT * F_SIZE;

/** Name of a decision kind (the Decision key), or `kind<k>` for an unknown value. */
export function decisionName(k: number): string {
  return DECISION_NAMES[k as Decision] ?? `kind${k}`;
}


/** Write seat `seat`'s observation `v` (from observe()) into `out` (TENSOR_SIZE floats). */
export function encodeTensor(v: GameState, seat: number, out: Float32Array): void {
  out.fill(0);
  const g = v.g;
  const e = 1 - seat;
  const d = g[G.Decision]!;
  if (d >= 0 && d < 16) out[d] = 1;
  let k = 16;
  const battle = d === Decision.Main || d >= Decision.Verb;
  out[k++] = g[G.Active] === seat || (!battle && g[G.Decider] === seat) ? 1 : 0;
  out[k++] = g[G.First]! < 0 ? 0.5 : g[G.First] === seat ? 1 : 0;
  out[k++] = g[G.Turn]! / 100;
  out[k++] = battle ? 1 : 0;
  out[k++] = g[G.Gold + seat]! / 25;
  out[k++] = g[G.Silver + seat]! / 25;
  out[k++] = g[G.Gold + e]! / 25;
  out[k++] = g[G.Silver + e]! / 25;
  out[k++] = g[G.Redeals + seat]! / 5;
  out[k++] = g[G.Redeals + e]! / 5;
  out[k++] = (listLen(v, seat, Zone.Field) + listLen(v, seat, Zone.Aux)) / 15;
  out[k++] = (listLen(v, e, Zone.Field) + listLen(v, e, Zone.Aux)) / 15;
  out[k++] = listLen(v, seat, Zone.Deck) / 50;
  out[k++] = listLen(v, e, Zone.Deck) / 50;
  out[k++] = (listLen(v, seat, Zone.Grave) + listLen(v, seat, Zone.Exile)) / 50;
  out[k++] = (listLen(v, e, Zone.Grave) + listLen(v, e, Zone.Exile)) / 50;
  out[k++] = listLen(v, seat, Zone.Squad) / 15;
  out[k++] = listLen(v, e, Zone.Squad) / 15;
  out[k++] = sideLives(v, seat) / 150;
  out[k++] = sideLives(v, e) / 150;
  out[k++] = g[G.BackRowRevealed]! ? 1 : 0;
  out[k++] = d === Decision.Exchange ? g[G.TierA]! / 3 : 0;
  out[k++] = d === Decision.Exchange ? g[G.TierD]! / 3 : 0;
  out[k++] = g[G.RollA]! > 0 && g[G.Attacker]! >= 0 ? g[G.RollA]! / 10 : 0;
  for (let c = 0; c < CELLS; c++) {
    const i = v.board[c]!;
    if (i >= 0) encodeSlot(v, seat, i, out, G_SIZE + (SLOT_CELLS + c) * F_SIZE);
  }
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? seat : e;
    const base = q === 0 ? SLOT_OWN_AUX : SLOT_OPP_AUX;
    const m = Math.min(listLen(v, p, Zone.Aux), MAX_AUX);
    for (let s = 0; s < m; s++) encodeSlot(v, seat, listAt(v, p, Zone.Aux, s), out, G_SIZE + (base + s) * F_SIZE);
  }
  const nd = Math.min(listLen(v, seat, Zone.Deal), DEAL_SIZE);
  for (let s = 0; s < nd; s++) encodeSlot(v, seat, listAt(v, seat, Zone.Deal, s), out, G_SIZE + (SLOT_DEAL + s) * F_SIZE);
  if (d === Decision.Place && g[G.Decider] === seat) {
    const np = nextToPlace(v, seat);
    if (np >= 0) encodeSlot(v, seat, np, out, G_SIZE + SLOT_PLACE * F_SIZE);
  }
}

function sideLives(v: GameState, p: number): number {
  let t = 0;
  for (let z = Zone.Field; z <= Zone.Aux; z++) {
    const n = listLen(v, p, z);
    for (let k = 0; k < n; k++) {
      const i = listAt(v, p, z, k);
      if (v.card[i]! < v.db.unknown) t += v.db.life[v.card[i]!]! + v.extraLives[i]! - v.wounds[i]!;
    }
  }
  return t;
}

/** The next own ground creature waiting for a cell (as in prebattle.ts), or -1. */
export function nextToPlace(v: GameState, p: number): number {
  const n = listLen(v, p, Zone.Squad);
  for (let k = 0; k < n; k++) {
    const i = listAt(v, p, Zone.Squad, k);
    const c = v.card[i]!;
    if (c < v.db.unknown && (v.db.kw[c]! & Kw.Flyer) === 0) return i;
  }
  return -1;
}

function encodeSlot(v: GameState, seat: number, i: number, out: Float32Array, o: number): void {
  const db = v.db;
  const c = v.card[i]!;
  const known = c < db.unknown; // real cards and their featureless twins (mechanics/features/lose-features.ts)
  const g = v.g;
  const f = v.flags[i]!;
  let k = o;
  out[k++] = 1;
  out[k++] = v.ctrl[i] === seat ? 1 : 0;
  out[k++] = v.ctrl[i] !== seat ? 1 : 0;
  out[k++] = known ? 1 : 0;
  if (known) {
    out[k++] = c + 1;
    out[k++] = db.cost[c]! / 10;
    out[k++] = (db.kw[c]! & Kw.Elite) !== 0 ? 1 : 0;
    out[k++] = (db.kw[c]! & Kw.Unique) !== 0 ? 1 : 0;
    out[k++] = (db.kw[c]! & Kw.Flyer) !== 0 ? 1 : 0;
    out[k++] = db.element[c]! / 5;
    out[k++] = db.life[c]! / 15;
    out[k++] = (db.life[c]! + v.extraLives[i]! - v.wounds[i]!) / 15;
    out[k++] = v.wounds[i]! / 15;
    out[k++] = db.strike[3 * c]! / 6;
    out[k++] = db.strike[3 * c + 1]! / 6;
    out[k++] = db.strike[3 * c + 2]! / 6;
    out[k++] = db.ova[c]! / 3;
    out[k++] = db.ovz[c]! / 3;
    out[k++] = db.armor[c]! / 3;
    out[k++] = Math.max(0, db.armor[c]! - v.armorUsed[i]!) / 3;
    out[k++] = db.regen[c]! / 3;
    out[k++] = (db.kw[c]! & Kw.Directed) !== 0 ? 1 : 0;
    out[k++] = db.rangedKind[c] !== 0 ? 1 : 0;
    out[k++] = db.move[c]! / 3;
  } else {
    k += 20;
    out[o + 12] = v.wounds[i]! / 15;
  }
  out[k++] = v.moveLeft[i]! / 3;
  out[k++] = (f & Flag.Closed) !== 0 ? 1 : 0;
  out[k++] = (f & Flag.Hidden) !== 0 ? 1 : 0;
  out[k++] = g[G.Selected] === i ? 1 : 0;
  out[k++] = g[G.Attacker] === i ? 1 : 0;
  out[k++] = g[G.Target] === i ? 1 : 0;
  out[k++] = g[G.Defender] === i ? 1 : 0;
}

// ---- readable JSON ---------------------------------------------------------------------------------

export interface CardJson {
  /** Card id (`s1_13`) or null when this seat cannot see it. */
  card: string | null;
  name: string | null;
  seat: number;
  cell?: string;
  slot?: number;
  life?: number;
  lives?: number;
  wounds: number;
  strike?: [number, number, number];
  cost?: number;
  elite?: boolean;
  element?: string;
  flyer?: boolean;
  icons?: Record<string, number | boolean>;
  move?: number;
  moveLeft: number;
  closed: boolean;
  hidden: boolean;
}

function cardJson(v: GameState, i: number): CardJson {
  const db = v.db;
  const c = v.card[i]!;
  const known = c < db.unknown; // real cards and their featureless twins (mechanics/features/lose-features.ts)
  const f = v.flags[i]!;
  const j: CardJson = {
    card: known ? db.defs[c]!.id : null,
    name: known ? db.defs[c]!.name : null,
    seat: v.ctrl[i]!,
    wounds: v.wounds[i]!,
    moveLeft: v.moveLeft[i]!,
    closed: (f & Flag.Closed) !== 0,
    hidden: (f & Flag.Hidden) !== 0,
  };
  if (v.zone[i] === Zone.Field) j.cell = cellName(v.cell[i]!);
  if (known) {
    const def = db.defs[c]!;
    j.life = db.life[c]!;
    j.lives = db.life[c]! + v.extraLives[i]! - v.wounds[i]!;
    j.strike = [db.strike[3 * c]!, db.strike[3 * c + 1]!, db.strike[3 * c + 2]!];
    j.cost = db.cost[c]!;
    j.elite = def.elite;
    j.element = ELEMENT_NAMES[db.element[c]!] ?? def.element;
    j.flyer = (db.kw[c]! & Kw.Flyer) !== 0;
    j.icons = { ...def.icons };
    j.move = db.move[c]!;
  }
  return j;
}

function zoneJson(v: GameState, p: number, z: number): CardJson[] {
  const out: CardJson[] = [];
  const n = listLen(v, p, z);
  for (let k = 0; k < n; k++) {
    const j = cardJson(v, listAt(v, p, z, k));
    j.slot = k;
    out.push(j);
  }
  return out;
}

function instRef(v: GameState, i: number): string | null {
  if (i < 0) return null;
  if (v.zone[i] === Zone.Field) return cellName(v.cell[i]!);
  if (v.zone[i] === Zone.Aux) {
    const p = v.ctrl[i]!;
    const n = listLen(v, p, Zone.Aux);
    for (let k = 0; k < n; k++) if (listAt(v, p, Zone.Aux, k) === i) return `aux${p + 1}:${k}`;
  }
  return null;
}

/**
 * The readable observation of seat `seat` (`v` = observe(state, seat)). Seats are 0 (P1) and 1
 * (P2); `you` and `opponent` are relative to `seat`.
 */
export function observationJson(v: GameState, seat: number): Record<string, unknown> {
  const g = v.g;
  const e = 1 - seat;
  const d = g[G.Decision]!;
  const side = (p: number) => ({
    seat: p,
    gold: g[G.Gold + p]!,
    silver: g[G.Silver + p]!,
    redeals: g[G.Redeals + p]!,
    deck: listLen(v, p, Zone.Deck),
    battlefield: zoneJson(v, p, Zone.Field),
    aux: zoneJson(v, p, Zone.Aux),
    squad: zoneJson(v, p, Zone.Squad),
    grave: zoneJson(v, p, Zone.Grave).map((c) => c.card),
    exile: zoneJson(v, p, Zone.Exile).map((c) => c.card),
  });
  const obs: Record<string, unknown> = {
    seat,
    decision: decisionName(d),
    decider: g[G.Decider]!,
    active: g[G.Active]!,
    first: g[G.First]! < 0 ? null : g[G.First]!,
    turn: g[G.Turn]!,
    you: { ...side(seat), deal: zoneJson(v, seat, Zone.Deal) },
    opponent: { ...side(e), deal: listLen(v, e, Zone.Deal) },
  };
  if (d === Decision.Verb || d === Decision.Target) obs.selected = instRef(v, g[G.Selected]!);
  if (d === Decision.Defender || d === Decision.Exchange) {
    obs.strike = {
      attacker: instRef(v, g[G.Attacker]!),
      target: instRef(v, g[G.Target]!),
      defender: instRef(v, g[G.Defender]!),
      ...(d === Decision.Exchange ? { tierA: g[G.TierA]!, tierD: g[G.TierD]!, rollA: g[G.RollA]!, rollD: g[G.RollD]! } : {}),
    };
  }
  if (d === Decision.Place && g[G.Decider] === seat) {
    const np = nextToPlace(v, seat);
    if (np >= 0) obs.toPlace = cardJson(v, np);
  }
  return obs;
}
