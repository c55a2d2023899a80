/**
 * Per-card statistics a designer can trust: within-deck lift and play statistics, accumulated over
 * the result tables shard by shard in constant memory (fixed arrays of decks × cards).
 *
 * Lift compares a deck with itself: for card c of deck d, over every side deck d played (one seat of
 * one game), the win rate of d when c was in the final deal against the rate when it was not, and
 * when c was recruited against when it was not. Pooled "win rate when recruited" over every deck (the
 * summary's `cards`) mostly measures which decks hold the card; lift does not.
 *
 * Play statistics, per copy of the card in a final deal: recruit rate, and over the recruited
 * copies the wounds dealt, kills, survival to the end and the turn of death (game_cards columns).
 */
import { END_WIN, type CardsColumns, type GamesColumns } from './columns.js';
import type { SimConfig } from './config.js';
import { type Lift, type Rate, liftOf, rateOf, round } from './stats.js';

/** Below this many decided games on either side of a comparison, a lift is shown as "too few games". */
export const MIN_LIFT_GAMES = 30;

/** Counters per (deck, card). */
const F = {
  dealtW: 0,
  dealtL: 1,
  dealtSides: 2,
  recW: 3,
  recL: 4,
  recSides: 5,
  copiesDealt: 6,
  copiesRecruited: 7,
  wounds: 8,
  kills: 9,
  survived: 10,
  died: 11,
  diedTurnSum: 12,
} as const;
const NF = 13;

export class CardStats {
  /** counters[(deck * nc + card) * NF + field]. */
  readonly counters: Float64Array;
  /** Per deck: sides played, wins, losses (games without card rows, i.e. errors, are not counted). */
  readonly sides: Float64Array;
  /** Last side (game × 2 + player) a (deck, card) was counted as dealt / recruited. */
  private readonly dealtStamp: Float64Array;
  private readonly recStamp: Float64Array;
  private readonly nc: number;

  constructor(
    private readonly config: SimConfig,
    cardCount: number,
  ) {
    const nd = config.decks.length;
    this.nc = cardCount;
    this.counters = new Float64Array(nd * cardCount * NF);
    this.sides = new Float64Array(nd * 3);
    this.dealtStamp = new Float64Array(nd * cardCount).fill(-1);
    this.recStamp = new Float64Array(nd * cardCount).fill(-1);
  }

  /**
   * Add one shard. `counted(k)` says whether game row k counts (a --paired mirror's second copy does
   * not, summary.ts).
   */
  add(g: GamesColumns, c: CardsColumns, counted: (k: number) => boolean): void {
    if (c.n === 0) return;
    const first = g.game[0]!;
    const nc = this.nc;
    const cnt = this.counters;
    let side = -1;
    for (let r = 0; r < c.n; r++) {
      const game = c.game[r]!;
      const k = game - first;
      if (!counted(k)) continue;
      const p = c.player[r]!;
      const deck = p === 1 ? g.deck1[k]! : g.deck2[k]!;
      const decided = g.end_reason[k] === END_WIN;
      const won = decided && g.winner[k] === p;
      const stamp = game * 2 + p;
      if (stamp !== side) {
        side = stamp;
        this.sides[deck * 3]!++;
        if (decided) this.sides[deck * 3 + (won ? 1 : 2)]!++;
      }
      const dc = deck * nc + c.card[r]!;
      const o = dc * NF;
      cnt[o + F.copiesDealt]!++;
      if (this.dealtStamp[dc] !== stamp) {
        this.dealtStamp[dc] = stamp;
        cnt[o + F.dealtSides]!++;
        if (decided) cnt[o + (won ? F.dealtW : F.dealtL)]!++;
      }
      if (!c.recruited[r]) continue;
      cnt[o + F.copiesRecruited]!++;
      cnt[o + F.wounds]! += c.wounds_dealt[r]!;
      cnt[o + F.kills]! += c.kills[r]!;
      const died = c.died_turn[r]!;
      if (died === 0) cnt[o + F.survived]!++;
      else {
        cnt[o + F.died]!++;
        cnt[o + F.diedTurnSum]! += died;
      }
      if (this.recStamp[dc] !== stamp) {
        this.recStamp[dc] = stamp;
        cnt[o + F.recSides]!++;
        if (decided) cnt[o + (won ? F.recW : F.recL)]!++;
      }
    }
  }

  /** The per-card rows of deck d: every distinct card of its list, in first-seen order. */
  deckCards(d: number, cardIndex: (id: string) => number, name: (i: number) => string): DeckCardJson[] {
    const nc = this.nc;
    const cnt = this.counters;
    const w = this.sides[d * 3 + 1]!;
    const l = this.sides[d * 3 + 2]!;
    const out: DeckCardJson[] = [];
    const seen = new Set<number>();
    const copies = new Map<number, number>();
    for (const id of this.config.decks[d]!.cards) {
      const i = cardIndex(id);
      copies.set(i, (copies.get(i) ?? 0) + 1);
    }
    for (const id of this.config.decks[d]!.cards) {
      const i = cardIndex(id);
      if (seen.has(i)) continue;
      seen.add(i);
      const o = (d * nc + i) * NF;
      const dw = cnt[o + F.dealtW]!;
      const dl = cnt[o + F.dealtL]!;
      const rw = cnt[o + F.recW]!;
      const rl = cnt[o + F.recL]!;
      const dealt = rateOf(dw, dl);
      const notDealt = rateOf(w - dw, l - dl);
      const rec = rateOf(rw, rl);
      const notRec = rateOf(w - rw, l - rl);
      const cd = cnt[o + F.copiesDealt]!;
      const cr = cnt[o + F.copiesRecruited]!;
      const died = cnt[o + F.died]!;
      out.push({
        card: i,
        id,
        name: name(i),
        copies: copies.get(i)!,
        sides: this.sides[d * 3]!,
        dealt_sides: cnt[o + F.dealtSides]!,
        recruited_sides: cnt[o + F.recSides]!,
        in_deal: { with: dealt, without: notDealt, ...liftOf(dw, dl, w - dw, l - dl), too_few_games: Math.min(dealt.decided, notDealt.decided) < MIN_LIFT_GAMES },
        recruited: { with: rec, without: notRec, ...liftOf(rw, rl, w - rw, l - rl), too_few_games: Math.min(rec.decided, notRec.decided) < MIN_LIFT_GAMES },
        play: {
          copies_dealt: cd,
          copies_recruited: cr,
          recruit_rate: cd > 0 ? round(cr / cd) : null,
          wounds_per_recruited: cr > 0 ? round(cnt[o + F.wounds]! / cr, 3) : null,
          kills_per_recruited: cr > 0 ? round(cnt[o + F.kills]! / cr, 3) : null,
          survival: cr > 0 ? round(cnt[o + F.survived]! / cr) : null,
          death_turn_mean: died > 0 ? round(cnt[o + F.diedTurnSum]! / died, 2) : null,
        },
      });
    }
    return out;
  }
}

export interface LiftJson extends Lift {
  /** The deck's win rate over its sides with the card (dealt / recruited) and without it. */
  with: Rate;
  without: Rate;
  /** Fewer than MIN_LIFT_GAMES decided games on one side: do not read the lift. */
  too_few_games: boolean;
}

export interface DeckCardJson {
  card: number;
  id: string;
  name: string;
  /** Copies in the deck list. */
  copies: number;
  /** Sides the deck played (games with card rows), with the card dealt, with it recruited. */
  sides: number;
  dealt_sides: number;
  recruited_sides: number;
  in_deal: LiftJson;
  recruited: LiftJson;
  play: {
    copies_dealt: number;
    copies_recruited: number;
    /** Recruited copies / dealt copies. */
    recruit_rate: number | null;
    /** Means over recruited copies. */
    wounds_per_recruited: number | null;
    kills_per_recruited: number | null;
    /** Share of recruited copies still in the battle zone at the end. */
    survival: number | null;
    /** Mean turn of death of the recruited copies that died. */
    death_turn_mean: number | null;
  };
  /** 'partial' or 'unsupported' when the engine does not play all of its text (support.ts). */
  support?: 'partial' | 'unsupported';
}
