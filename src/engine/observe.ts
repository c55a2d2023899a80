/**
 * Observations: what one seat can see (OpenSpiel's information state, as a masked state copy).
 *
 * `observe(s, p, out)` copies the state into `out` and hides from seat p:
 * - the order of every deck (deck lists are put in instance-id order; instance ids carry no card
 *   information because the first shuffle permutes cards among instances, prebattle.ts);
 * - the cards of the opponent's deck, deal and unplaced squad, and his face-down cards (their card
 *   index becomes `db.unknown`), except those p saw at a pre-recruitment peek or was shown (G.Peek, G.Seen);
 * - the opponent's crystals and recruitment totals before the battle starts;
 * - every RNG stream (future shuffles and dice).
 * Legal actions computed on the observation of the deciding seat equal those of the real state.
 */
import { Decision, Flag, Zone } from './enums.js';
import { G, type GameState, PEEK_SLOTS, SEEN_SLOTS, copyInto, listBase, listLen } from './state.js';
import { peekedBy } from './abilities/recruit.js';

export function observe(s: GameState, p: number, out: GameState): void {
  copyInto(out, s);
  out.log = null;
  const e = 1 - p;
  const unknown = s.db.unknown;
  // Cards p saw at a pre-recruitment peek or was shown (Лазутчица, Линнет; abilities/recruit.ts) stay known to p.
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
