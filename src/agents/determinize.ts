/**
 * Determinisation for the search agents: fill in, in a copy of a seat's observation, everything the
 * seat cannot see, consistently with what it can see (harness-notes §8.5, OpenSpiel
 * `ResampleFromInfostate`).
 *
 * What is hidden in an observation (observe.ts) and how it is sampled:
 * - the order of both decks (canonical in the observation): both are shuffled;
 * - the opponent's cards in his deck, deal and unplaced squad, and his face-down cards on the
 *   battlefield (card index `db.unknown`): each gets a card from the **prior**;
 * - during pre-battle, the opponent's crystals and recruitment totals (zeroed): rebuilt from the
 *   options (crystals by role, minus his public redeals);
 * - during pre-battle, what he chose in secret (observe.ts shows his final deal as if he had not
 *   recruited): once the order of decisions says he has recruited, a squad is sampled from his
 *   sampled deal — the cards he showed, then random recruitable cards until none is left that he
 *   can pay for (a player spends nearly all his crystals), the rest going back to his deck; once it
 *   says he has placed, his ground creatures go face down onto random cells his placement tiers
 *   allow (digest §3.5). Nothing of his real choices enters the sample;
 * - the RNG streams (zeroed): the search re-seeds them itself every iteration.
 *
 * Priors for the opponent's unseen cards (the agent is never told his deck list):
 * - `pool`: uniform over the whole card pool;
 * - `elements` (default): uniform over the pool cards of the elements the opponent has shown
 *   (any of his cards face up anywhere) plus neutral cards; the whole pool while he has shown none;
 * - a supplied deck list (card indices, e.g. a deck he is known to play): sampled without
 *   replacement from that list minus his cards already seen, falling back to the pool when the list
 *   runs out.
 * Face-down cards on the battlefield are always ground creatures, so they are drawn from the
 * prior's non-flyers. The 3-copies deck rule and recruitment budgets are not enforced on samples.
 *
 * Every sampled card is noted in the world's per-game capability summaries (game-caps.ts
 * `noteCardInGame`: G.Caps, G.Gates, GameState.mechCaps, G.ModMask, G.TrigKinds …), as the deal notes the real cards:
 * the engine skips the work of a capability no card of the game has, so a sampled card the real
 * decks do not hold would otherwise be played without its text. The summaries only ever grow (the
 * real game's stay set); a bit no card needs costs time, never a different game.
 */
import type { CardDb } from '../engine/core/card-db.js';
import { Decision, ElementCode, Flag, Kw, StatFlag, Zone } from '../engine/core/enums.js';
import { PLACE } from '../engine/core/action.js';
import { noteCardInGame } from '../engine/core/game-caps.js';
import { G, type GameState, MAX_INST, listAt, listBase, listLen, listPush, listRemove } from '../engine/core/state.js';
import { canRecruit, legalPlace, takeIntoSquad } from '../engine/core/prebattle.js';
import { recruitCost } from '../engine/core/systems/recruit.js';
import { putOnCell } from '../engine/core/instance.js';

export type Prior = 'pool' | 'elements' | readonly number[];

/** A source of uniform integers in [0, n). */
export type IntSource = (n: number) => number;

export class Determinizer {
  private readonly hidden = new Int16Array(MAX_INST);
  private nHidden = 0;
  /** How many of `hidden` (a prefix) are face-down battlefield cards. */
  private nField = 0;
  private readonly pool: Int16Array;
  private poolLen = 0;
  private readonly ground: Int16Array;
  private groundLen = 0;
  private readonly seen: Int16Array;
  /** Deck prior: remaining multiset (card indices) and a scratch copy for sampling. */
  private readonly bag = new Int16Array(MAX_INST);
  private bagLen = 0;
  private readonly bagScratch = new Int16Array(MAX_INST);
  private readonly usesBag: boolean;
  private seat = 0;
  private preBattle = false;
  private oppRecruited = false;
  /** The opponent placed before this decision (observe.ts cleared his cells): place him in the sample. */
  private oppPlaced = false;
  /** The opponent's face-down cards stand on the table (the "после расстановки" step): sample flyers only. */
  private oppOnTable = false;
  private readonly scratch = new Int32Array(64);

  constructor(
    readonly db: CardDb,
    readonly prior: Prior = 'elements',
  ) {
    this.pool = new Int16Array(db.size);
    this.ground = new Int16Array(db.size);
    this.seen = new Int16Array(db.unknown + 1);
    this.usesBag = typeof prior !== 'string';
  }

  /** Analyse the observation `view` of `seat` once per decision. */
  prepare(view: GameState, seat: number): void {
    const db = this.db;
    const e = 1 - seat;
    this.seat = seat;
    const unknown = db.unknown;
    // Unseen instances: face-down battlefield cards first.
    let nf = 0;
    for (let i = 0; i < MAX_INST; i++) if (view.zone[i] === Zone.Field && view.card[i] === unknown) this.hidden[nf++] = i;
    let n = nf;
    for (let i = 0; i < MAX_INST; i++) {
      const z = view.zone[i];
      if (z !== Zone.None && z !== Zone.Field && view.card[i] === unknown) this.hidden[n++] = i;
    }
    this.nField = nf;
    this.nHidden = n;
    // What the opponent has shown.
    let shown = 0;
    const seen = this.seen;
    seen.fill(0);
    for (let i = 0; i < MAX_INST; i++) {
      if (view.zone[i] === Zone.None || view.owner[i] !== e) continue;
      const c = view.card[i]!;
      if (c === unknown) continue;
      seen[c] = seen[c]! + 1;
      if (db.element[c] !== ElementCode.neutral) shown |= 1 << db.element[c]!;
    }
    // Pool prior (also the fallback of a deck prior).
    const restrict = this.prior === 'elements' && shown !== 0;
    this.poolLen = 0;
    this.groundLen = 0;
    for (let c = 0; c < db.size; c++) {
      const el = db.element[c]!;
      if (restrict && el !== ElementCode.neutral && (shown & (1 << el)) === 0) continue;
      this.pool[this.poolLen++] = c;
      if ((db.kw[c]! & Kw.Flyer) === 0) this.ground[this.groundLen++] = c;
    }
    if (this.usesBag) {
      this.bagLen = 0;
      for (const c of this.prior as readonly number[]) {
        if (seen[c]! > 0) seen[c] = seen[c]! - 1;
        else if (this.bagLen < this.bag.length) this.bag[this.bagLen++] = c;
      }
    }
    const d = view.g[G.Decision]!;
    this.preBattle = d === Decision.Order || d === Decision.Redeal || d === Decision.Recruit || d === Decision.Place;
    this.oppRecruited = view.g[G.RecruitDone + e] === 1;
    // The engine asks the First player first: at the Second's placement the First has placed.
    this.oppOnTable = d === Decision.Place && view.g[G.Rearrange]! !== 0;
    this.oppPlaced = d === Decision.Place && !this.oppOnTable && view.g[G.First] !== seat;
  }

  /** Number of unseen card instances in the prepared observation. */
  get unseen(): number {
    return this.nHidden;
  }

  /** `dst` holds a copy of the prepared observation: write one consistent sample into it. */
  sample(dst: GameState, rnd: IntSource): void {
    if (this.usesBag) this.sampleBag(dst, rnd);
    else {
      for (let k = 0; k < this.nField; k++) dst.card[this.hidden[k]!] = this.ground[rnd(this.groundLen)]!;
      for (let k = this.nField; k < this.nHidden; k++) dst.card[this.hidden[k]!] = this.pool[rnd(this.poolLen)]!;
    }
    // The sampled cards join the game's summaries as real ones would (game-caps.ts): in the battle,
    // those out of the decks; a sampled deck card is noted when it leaves its deck.
    for (let k = 0; k < this.nHidden; k++) {
      const i = this.hidden[k]!;
      if (this.preBattle || dst.zone[i] !== Zone.Deck) noteCardInGame(dst, dst.card[i]!);
    }
    if (this.nField > 0) dst.g[G.HearStale] = 1; // face-down battlefield cards got cards (state.ts G.Hear)
    if (this.preBattle) this.fixPreBattle(dst, rnd);
    for (let p = 0; p < 2; p++) shuffleList(dst, p, Zone.Deck, rnd);
  }

  private sampleBag(dst: GameState, rnd: IntSource): void {
    const db = this.db;
    const bag = this.bagScratch;
    bag.set(this.bag.subarray(0, this.bagLen));
    let len = this.bagLen;
    for (let k = 0; k < this.nHidden; k++) {
      const wantGround = k < this.nField;
      let pick = -1;
      if (len > 0) {
        if (wantGround) {
          // A random ground creature of the bag (scan from a random start).
          const start = rnd(len);
          for (let t = 0; t < len; t++) {
            const j = (start + t) % len;
            if ((db.kw[bag[j]!]! & Kw.Flyer) === 0) {
              pick = j;
              break;
            }
          }
        } else pick = rnd(len);
      }
      let c: number;
      if (pick >= 0) {
        c = bag[pick]!;
        bag[pick] = bag[len - 1]!;
        len--;
      } else c = wantGround ? this.ground[rnd(this.groundLen)]! : this.pool[rnd(this.poolLen)]!;
      dst.card[this.hidden[k]!] = c;
    }
  }

  /**
   * Pre-battle: give the opponent plausible crystals and totals (masked in the observation), and,
   * where the order of decisions says he has made them, a sampled recruitment and placement.
   */
  private fixPreBattle(dst: GameState, rnd: IntSource): void {
    const e = 1 - this.seat;
    const g = dst.g;
    const first = g[G.First]!;
    if (first >= 0) {
      const c = e === first ? dst.opts.crystalsFirst : dst.opts.crystalsSecond;
      g[G.Gold + e] = c[0] - g[G.Redeals + e]!;
      g[G.Silver + e] = c[1];
    }
    g[G.Spent + e] = 0;
    g[G.Elements + e] = 0;
    g[G.FlyerCost + e] = 0;
    g[G.SquadGround + e] = 0;
    if (!this.oppRecruited || first < 0) return;
    this.sampleRecruitment(dst, e, rnd);
    if (this.oppPlaced) this.samplePlacement(dst, e, rnd);
  }

  /** Seat e's squad: the cards he showed (paid again at their cost), then random affordable deal cards. */
  private sampleRecruitment(dst: GameState, e: number, rnd: IntSource): void {
    const db = this.db;
    const buf = this.scratch;
    // Cards already in his squad in the view were shown to the observer: they are his for sure.
    while (listLen(dst, e, Zone.Squad) > 0) {
      const i = listAt(dst, e, Zone.Squad, 0);
      listRemove(dst, e, Zone.Squad, i);
      listPush(dst, e, Zone.Deal, i);
      takeIntoSquad(dst, e, i, recruitCost(dst, e, dst.card[i]!), 0);
    }
    // Ground creatures already on the table ("после расстановки"): counted, not recruited again.
    const nf = listLen(dst, e, Zone.Field);
    for (let k = 0; k < nf; k++) {
      const c = dst.card[listAt(dst, e, Zone.Field, k)]!;
      if ((db.kw[c]! & Kw.Flyer) === 0) dst.g[G.SquadGround + e] = dst.g[G.SquadGround + e]! + 1;
      if (db.element[c] !== ElementCode.neutral) dst.g[G.Elements + e] = dst.g[G.Elements + e]! | (1 << db.element[c]!);
    }
    for (;;) {
      let n = 0;
      const len = listLen(dst, e, Zone.Deal);
      for (let k = 0; k < len && n < buf.length; k++) {
        const i = listAt(dst, e, Zone.Deal, k);
        if (this.oppOnTable && (db.kw[dst.card[i]!]! & Kw.Flyer) === 0) continue;
        if (canRecruit(dst, e, i)) buf[n++] = i;
      }
      if (n === 0) break;
      const i = buf[rnd(n)]!;
      takeIntoSquad(dst, e, i, recruitCost(dst, e, dst.card[i]!), 0);
    }
    // His final deal carries StatFlag.Dealt, as prebattle.ts finishRecruit marks it: the view hides
    // the returned cards by it (observe.ts), so without it the sampled world's view would show his
    // deck longer by the cards sent back, and differ from the real view the sample came from.
    markDealt(dst, e, Zone.Deal);
    markDealt(dst, e, Zone.Squad);
    while (listLen(dst, e, Zone.Deal) > 0) {
      const i = listAt(dst, e, Zone.Deal, 0);
      listRemove(dst, e, Zone.Deal, i);
      listPush(dst, e, Zone.Deck, i);
    }
  }

  /** Seat e's ground creatures, face down on random cells of his placement tiers (digest §3.5). */
  private samplePlacement(dst: GameState, e: number, rnd: IntSource): void {
    const g = dst.g;
    const decider = g[G.Decider]!;
    g[G.Decider] = e;
    const buf = this.scratch;
    for (let k = 0; k < listLen(dst, e, Zone.Squad); ) {
      const i = listAt(dst, e, Zone.Squad, k);
      if ((this.db.kw[dst.card[i]!]! & Kw.Flyer) !== 0) {
        k++;
        continue;
      }
      const n = legalPlace(dst, buf);
      if (n === 0) break;
      listRemove(dst, e, Zone.Squad, i);
      dst.flags[i] = dst.flags[i]! | Flag.Hidden; // face down, as prebattle.ts applyPlace
      const cell = buf[rnd(n)]! - PLACE;
      putOnCell(dst, i, cell);
      dst.statCell[i] = cell;
    }
    g[G.Decider] = decider;
  }
}

/** Mark seat p's zone-z cards as part of his final deal (StatFlag.Dealt). */
function markDealt(s: GameState, p: number, z: number): void {
  for (let k = 0; k < listLen(s, p, z); k++) {
    const i = listAt(s, p, z, k);
    s.statFlags[i] = s.statFlags[i]! | StatFlag.Dealt;
  }
}

/** Fisher–Yates over seat p's zone-z list. */
function shuffleList(s: GameState, p: number, z: number, rnd: IntSource): void {
  const base = listBase(p, z);
  const n = listLen(s, p, z);
  const l = s.zoneList;
  for (let i = n - 1; i > 0; i--) {
    const j = rnd(i + 1);
    const t = l[base + i]!;
    l[base + i] = l[base + j]!;
    l[base + j] = t;
  }
}
