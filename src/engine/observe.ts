/**
 * Observations: what one seat can see (OpenSpiel's information state, as a masked state copy).
 *
 * `observe(s, p, out)` copies the state into `out` and hides from seat p:
 * - the order of every deck (deck lists are put in instance-id order; instance ids carry no card
 *   information because the first shuffle permutes cards among instances, prebattle.ts);
 * - the cards of the opponent's deck, deal and unplaced squad, and his face-down cards (their card
 *   index becomes `db.unknown`), except those p saw at a pre-recruitment peek or was shown (G.Peek, G.Seen);
 * - the opponent's crystals and recruitment totals before the battle starts;
 * - before the reveal, everything the opponent chose in secret (hideSecretPreBattle below): at the
 *   table both players recruit and place at the same time (digest §3.5), so whichever seat the engine
 *   asks second sees neither the other's squad (its size, which deal cards went into it) nor the cells
 *   of his face-down cards until those are on the table;
 * - every RNG stream (future shuffles and dice).
 * Legal actions computed on the observation of the deciding seat equal those of the real state.
 */
import { Decision, Flag, StatFlag, Zone, ZONE_COUNT } from './core/enums.js';
import { CELLS } from './core/board.js';
import { G, type GameState, MAX_DECK, NONE, PEEK_SLOTS, SEEN_SLOTS, copyInto, listBase, listLen } from './core/state.js';
import { peekedBy } from './core/systems/recruit.js';

export function observe(s: GameState, p: number, out: GameState): void {
  copyInto(out, s);
  out.log = null;
  const e = 1 - p;
  const unknown = s.db.unknown;
  // Cards p saw at a pre-recruitment peek or was shown (Лазутчица, Линнет; core/systems/recruit.ts) stay known to p.
  const peeked = s.g[G.Peek + PEEK_SLOTS * p]! !== 0 || s.g[G.Seen + SEEN_SLOTS * p]! !== 0;
  for (let i = 0; i < out.card.length; i++) {
    const z = out.zone[i];
    if (z === Zone.None) continue;
    const mine = out.owner[i] === p;
    if (z === Zone.Deck || z === Zone.Deal || z === Zone.Squad) {
      if (!mine && !(peeked && peekedBy(s, p, i))) out.card[i] = unknown;
    } else if (z === Zone.Field && (out.flags[i]! & Flag.Hidden) !== 0 && out.ctrl[i] !== p) {
      out.card[i] = unknown;
    }
  }
  for (let q = 0; q < 2; q++) sortList(out, q, Zone.Deck);
  // The battle zones' cached trigger events and lists (state.ts G.Hear: `hear`, `prevList`) would tell of face-down cards.
  out.g[G.Hear] = 0;
  out.g[G.HearLen] = 0;
  out.g[G.PrevLen] = 0;
  out.g[G.HearStale] = 1;
  out.hear.fill(0);
  out.prevList.fill(0);
  const d = out.g[G.Decision]!;
  if (d === Decision.Order || d === Decision.Redeal || d === Decision.Recruit || d === Decision.Place) {
    out.g[G.Gold + e] = 0;
    out.g[G.Silver + e] = 0;
    out.g[G.Spent + e] = 0;
    out.g[G.Elements + e] = 0;
    out.g[G.FlyerCost + e] = 0;
    hideSecretPreBattle(s, p, out);
  }
  out.rng.fill(0);
}

function sortList(s: GameState, p: number, z: number): void {
  const base = listBase(p, z);
  const n = listLen(s, p, z);
  const l = s.zoneList;
  for (let i = base + 1; i < base + n; i++) {
    const v = l[i]!;
    let j = i - 1;
    while (j >= base && l[j]! > v) {
      l[j + 1] = l[j]!;
      j--;
    }
    l[j + 1] = v;
  }
}

/**
 * Digest §3.5: recruitment and placement are simultaneous and hidden. The engine asks the First
 * player first, so at every pre-battle decision seat p's view shows the opponent as if he had not
 * yet recruited: his whole final deal — the cards he recruited, those he returned to his deck
 * (StatFlag.Dealt) and, while placement lasts, his face-down cards — lies in his deal, in instance
 * order, cards unknown except those p was shown or peeked at; his squad, board cells and recruitment
 * choices (squad totals, Тич's cap, Вольный воитель's X) are cleared. His cards shown to p
 * (Лазутчица, Линнет: G.Seen) stay in his squad, since he showed them. Once both have placed (the
 * "после расстановки" step, G.Rearrange ≠ 0) his face-down cards are on the table and stay where
 * they are. That the opponent has finished a step is no secret: the order of decisions tells it.
 * The count of actions played (G.Actions) would tell how many recruits and placements he made, so
 * pre-battle views hold 0 there (it counts again from the first battle decision's view on).
 * The determiniser (agents/determinize.ts) fills in a squad and a placement for him.
 */
function hideSecretPreBattle(s: GameState, p: number, out: GameState): void {
  const e = 1 - p;
  const placed = out.g[G.Rearrange]! !== 0;
  const unknown = s.db.unknown;
  const z = out.zone;
  const l = out.zoneList;
  const deck = (e * ZONE_COUNT + Zone.Deck) * MAX_DECK;
  const deal = (e * ZONE_COUNT + Zone.Deal) * MAX_DECK;
  const squad = (e * ZONE_COUNT + Zone.Squad) * MAX_DECK;
  const field = (e * ZONE_COUNT + Zone.Field) * MAX_DECK;
  let nDeck = 0;
  let nDeal = 0;
  let nSquad = 0;
  let nField = 0;
  const lo = e * MAX_DECK;
  for (let i = lo; i < lo + MAX_DECK; i++) {
    const zi = z[i]!;
    if (zi === Zone.None) continue;
    const shown = peekedBy(s, p, i);
    const dealt =
      zi === Zone.Deal ||
      (zi === Zone.Squad && !shown) ||
      (zi === Zone.Field && !placed) ||
      (zi === Zone.Deck && (out.statFlags[i]! & StatFlag.Dealt) !== 0);
    if (dealt) {
      if (zi === Zone.Field) out.board[out.cell[i]!] = NONE;
      z[i] = Zone.Deal;
      out.cell[i] = NONE;
      out.statCell[i] = NONE;
      out.flags[i] = out.flags[i]! & ~Flag.Hidden;
      out.ctrl[i] = e;
      if (!shown) out.card[i] = unknown;
      l[deal + nDeal++] = i;
    } else if (zi === Zone.Deck) l[deck + nDeck++] = i;
    else if (zi === Zone.Squad) l[squad + nSquad++] = i;
    else if (zi === Zone.Field) l[field + nField++] = i;
    out.statFlags[i] = 0;
  }
  const len = out.zoneLen;
  for (const [base, n, zone] of [
    [deck, nDeck, Zone.Deck],
    [deal, nDeal, Zone.Deal],
    [squad, nSquad, Zone.Squad],
    [field, nField, Zone.Field],
  ] as const) {
    for (let k = n; k < len[e * ZONE_COUNT + zone]!; k++) l[base + k] = 0;
    len[e * ZONE_COUNT + zone] = n;
  }
  if (!placed) {
    out.g[G.Occ + e] = 0;
    for (let c = 0; c < CELLS; c++) if (out.board[c] !== NONE && out.ctrl[out.board[c]!] === e) out.board[c] = NONE;
  }
  out.g[G.SquadGround + e] = 0;
  out.g[G.ElemCap + e] = 0;
  out.g[G.RecruitBuffInst + e] = 0;
  out.g[G.RecruitBuffX + e] = 0;
  out.g[G.Actions] = 0;
}
