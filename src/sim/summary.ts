/**
 * The run summary: tallies over the result tables (an `Aggregator` fed shard by shard, in constant
 * memory), summary.json, and the table `berserk sim` prints at the end.
 *
 * Win rates are over DECIDED games: wins / (wins + losses). Draws, limits and errors are counted but
 * kept out of the denominator, so a deck's and its opponent's rates add up to 1. Every rate comes
 * with its Wilson 95 % interval. summary.json holds no timings and no dates: it is a function of the
 * tables and the config, so a merge of slices gives the same file as a single run.
 */
import { cardPool } from '../engine/card-pool.js';
import { type CardsColumns, END_DRAW, END_ERROR, END_LIMIT, END_REASONS, END_WIN, type GamesColumns } from './columns.js';
import { type SimConfig, SIM_FORMAT, indexInPairing, pairingOf, totalGames } from './config.js';
import { CardStats, type DeckCardJson, MIN_LIFT_GAMES } from './card-stats.js';
import type { RunMeta } from './meta.js';
import { type CardSupport, cardLookup, deckSupport, supportLine } from './support.js';
import type { FailedGame } from './shard.js';
import { type HistStats, type Rate, histStats, rateOf, round } from './stats.js';
import { writeFileAtomic } from './run-dir.js';

interface Tally {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  limits: number;
}

const tally = (): Tally => ({ games: 0, wins: 0, losses: 0, draws: 0, limits: 0 });

function count(t: Tally, end: number, won: boolean): void {
  t.games++;
  if (end === END_WIN) {
    if (won) t.wins++;
    else t.losses++;
  } else if (end === END_DRAW) t.draws++;
  else if (end === END_LIMIT) t.limits++;
}

/**
 * Pairings of a --paired run whose two games of a pair are one game played twice: the same deck list
 * and the same agent on both sides, so swapping the seats changes nothing (every stream is seeded
 * from the pair's seed). Their second games are copies, not evidence.
 */
export function mirrorCopyPairings(config: SimConfig): boolean[] {
  return config.pairings.map(
    (p) => config.paired && p.a.agent === p.b.agent && JSON.stringify(config.decks[p.a.deck]!.cards) === JSON.stringify(config.decks[p.b.deck]!.cards),
  );
}

/** Running totals over games and card rows. Feed it each shard's columns with `add`. */
export class Aggregator {
  readonly outcomes = [0, 0, 0, 0];
  readonly seats = [tally(), tally()];
  firstWins = 0;
  firstLosses = 0;
  readonly decks: Tally[];
  /** deckSeat[d * 2 + s]: deck d in seat s (P1, P2). */
  readonly deckSeat: Tally[];
  /** deckOrder[d * 2 + o]: deck d as First (o = 0) and as Second (o = 1). */
  readonly deckOrder: Tally[];
  /** Second games of --paired mirror pairs, left out of every rate (mirrorCopyPairings). */
  copies = 0;
  private readonly copyPairing: boolean[];
  readonly cardStats: CardStats;
  readonly agents: Tally[];
  /** matrix[a * nDecks + b]: deck a (either seat) against deck b. */
  readonly matrix: Tally[];
  readonly turns = new Float64Array(1 << 16);
  actions = 0;
  readonly cardGames: Float64Array;
  readonly cardWins: Float64Array;
  readonly cardLosses: Float64Array;
  /** Last (game, player) counted per card, so several recruited copies count once. */
  private readonly cardStamp: Float64Array;
  games = 0;

  constructor(private readonly config: SimConfig) {
    const nd = config.decks.length;
    this.decks = config.decks.map(tally);
    this.deckSeat = Array.from({ length: nd * 2 }, tally);
    this.deckOrder = Array.from({ length: nd * 2 }, tally);
    this.copyPairing = mirrorCopyPairings(config);
    this.agents = config.agents.map(tally);
    this.matrix = Array.from({ length: nd * nd }, tally);
    // The uncompiled pool (names, ids, support): the summary needs no compiled card database, and a
    // merge saves compiling one (about 0.17 s of its start-up).
    const nc = cardPool().length;
    this.cardGames = new Float64Array(nc);
    this.cardWins = new Float64Array(nc);
    this.cardLosses = new Float64Array(nc);
    this.cardStamp = new Float64Array(nc).fill(-1);
    this.cardStats = new CardStats(config, nc);
  }

  /** Whether game `game` counts in the rates: not the second copy of a --paired mirror pair. */
  counts(game: number): boolean {
    return !(this.copyPairing[pairingOf(this.config, game)] && (indexInPairing(this.config, game) & 1) === 1);
  }

  /** Add one shard: its games (consecutive game indices) and their card rows. */
  add(g: GamesColumns, c: CardsColumns): void {
    const nd = this.config.decks.length;
    for (let k = 0; k < g.n; k++) {
      const end = g.end_reason[k]!;
      this.games++;
      this.outcomes[end]!++;
      if (!this.counts(g.game[k]!)) {
        this.copies++;
        continue;
      }
      if (end === END_ERROR) continue;
      this.turns[g.turns[k]!]!++;
      this.actions += g.actions[k]!;
      const d1 = g.deck1[k]!;
      const d2 = g.deck2[k]!;
      const w = g.winner[k]!;
      for (let p = 1; p <= 2; p++) {
        const mine = p === 1 ? d1 : d2;
        const theirs = p === 1 ? d2 : d1;
        const won = w === p;
        count(this.seats[p - 1]!, end, won);
        count(this.decks[mine]!, end, won);
        count(this.agents[p === 1 ? g.agent1[k]! : g.agent2[k]!]!, end, won);
        count(this.matrix[mine * nd + theirs]!, end, won);
        count(this.deckSeat[mine * 2 + p - 1]!, end, won);
        const f = g.first[k]!;
        if (f > 0) count(this.deckOrder[mine * 2 + (f === p ? 0 : 1)]!, end, won);
      }
      if (end === END_WIN && g.first[k]! > 0) {
        if (g.first[k] === w) this.firstWins++;
        else this.firstLosses++;
      }
    }
    if (c.n === 0) return;
    const first = g.game[0]!;
    this.cardStats.add(g, c, (k) => this.counts(g.game[k]!));
    for (let r = 0; r < c.n; r++) {
      if (!c.recruited[r]) continue;
      const game = c.game[r]!;
      if (!this.counts(game)) continue;
      const p = c.player[r]!;
      const card = c.card[r]!;
      const stamp = game * 2 + p;
      if (this.cardStamp[card] === stamp) continue;
      this.cardStamp[card] = stamp;
      this.cardGames[card]!++;
      const k = game - first;
      if (g.end_reason[k] !== END_WIN) continue;
      if (g.winner[k] === p) this.cardWins[card]!++;
      else this.cardLosses[card]!++;
    }
  }
}

/** The file a finished folder keeps its `Aggregator` totals in (berserk merge sums them). */
export const AGGREGATE_FILE = 'aggregate.json';

/** A tally as [games, wins, losses, draws, limits]. */
type TallyRow = [number, number, number, number, number];
const tallyRow = (t: Tally): TallyRow => [t.games, t.wins, t.losses, t.draws, t.limits];

/**
 * aggregate.json: an `Aggregator`'s totals over shards [lo, hi) of a run. Every field is a count, so
 * the totals of two disjoint shard ranges add up exactly to those of their union (a game belongs to
 * one shard, and a card is counted once per game and player), and the summary of a merged run can be
 * built from its slices' aggregate files without reading a table.
 */
export interface AggregateJson {
  format: number;
  shards: [number, number];
  games: number;
  outcomes: number[];
  seats: TallyRow[];
  first_player: [number, number];
  decks: TallyRow[];
  agents: TallyRow[];
  matrix: TallyRow[];
  /** [turns, games] for every turn count seen. */
  turns: [number, number][];
  actions: number;
  /** [card index, recruited games, wins, losses] for every card recruited. */
  cards: [number, number, number, number][];
  /** Aggregator.deckSeat: per deck, as P1 then as P2. */
  deck_seats: TallyRow[];
  /** Aggregator.deckOrder: per deck, as First then as Second. */
  deck_order: TallyRow[];
  /** Second games of --paired mirror pairs (Aggregator.copies). */
  copies: number;
  /** CardStats.sides: per deck, sides played, wins, losses. */
  card_sides: number[];
  /** [deck × cards + card, ...its CardStats counters] for every (deck, card) with a non-zero counter. */
  deck_cards: number[][];
}

/** The fields aggregate.json gained with seat splits and per-card lift; a file without them is read from its tables. */
export const AGGREGATE_SPLIT_KEYS = ['deck_seats', 'deck_order', 'copies', 'card_sides', 'deck_cards'] as const;

/** Whether `a` carries every total `buildSummary` needs (AGGREGATE_SPLIT_KEYS). */
export function hasSplitTotals(a: object): boolean {
  return AGGREGATE_SPLIT_KEYS.every((k) => k in a);
}

/** The totals of `agg` (shards [lo, hi)) as aggregate.json. */
export function aggregateJson(agg: Aggregator, lo: number, hi: number): AggregateJson {
  const turns: [number, number][] = [];
  for (let t = 0; t < agg.turns.length; t++) if (agg.turns[t]! > 0) turns.push([t, agg.turns[t]!]);
  const cards: [number, number, number, number][] = [];
  for (let i = 0; i < agg.cardGames.length; i++) if (agg.cardGames[i]! > 0) cards.push([i, agg.cardGames[i]!, agg.cardWins[i]!, agg.cardLosses[i]!]);
  return {
    format: SIM_FORMAT,
    shards: [lo, hi],
    games: agg.games,
    outcomes: [...agg.outcomes],
    seats: agg.seats.map(tallyRow),
    first_player: [agg.firstWins, agg.firstLosses],
    decks: agg.decks.map(tallyRow),
    agents: agg.agents.map(tallyRow),
    matrix: agg.matrix.map(tallyRow),
    turns,
    actions: agg.actions,
    cards,
    deck_seats: agg.deckSeat.map(tallyRow),
    deck_order: agg.deckOrder.map(tallyRow),
    copies: agg.copies,
    card_sides: Array.from(agg.cardStats.sides),
    deck_cards: cardStatRows(agg.cardStats.counters, cardStatFields(agg)),
  };
}

/**
 * Add the totals of an aggregate.json (shards disjoint from those already in `agg`). Throws an
 * Error naming `source` when its shape does not fit this config.
 */
export function addAggregate(agg: Aggregator, a: AggregateJson, source: string): void {
  const bad = (what: string) => new Error(`${source}: ${what}`);
  if (a.format !== SIM_FORMAT) throw bad(`format ${String(a.format)}; expected ${SIM_FORMAT}`);
  const rows = (name: string, dst: Tally[], src: unknown) => {
    if (!Array.isArray(src) || src.length !== dst.length) throw bad(`${name}: expected ${dst.length} tallies`);
    src.forEach((r: unknown, i) => {
      if (!Array.isArray(r) || r.length !== 5 || !r.every(isCount)) throw bad(`${name}[${i}]: not a tally`);
      const t = dst[i]!;
      t.games += r[0] as number;
      t.wins += r[1] as number;
      t.losses += r[2] as number;
      t.draws += r[3] as number;
      t.limits += r[4] as number;
    });
  };
  if (!isCount(a.games) || !isCount(a.actions)) throw bad('games/actions: not counts');
  if (!Array.isArray(a.outcomes) || a.outcomes.length !== agg.outcomes.length || !a.outcomes.every(isCount)) throw bad('outcomes: expected 4 counts');
  if (!Array.isArray(a.first_player) || a.first_player.length !== 2 || !a.first_player.every(isCount)) throw bad('first_player: expected 2 counts');
  rows('seats', agg.seats, a.seats);
  rows('decks', agg.decks, a.decks);
  rows('agents', agg.agents, a.agents);
  rows('matrix', agg.matrix, a.matrix);
  rows('deck_seats', agg.deckSeat, a.deck_seats);
  rows('deck_order', agg.deckOrder, a.deck_order);
  if (!isCount(a.copies)) throw bad('copies: not a count');
  const sides = agg.cardStats.sides;
  if (!Array.isArray(a.card_sides) || a.card_sides.length !== sides.length || !a.card_sides.every(isCount)) throw bad(`card_sides: expected ${sides.length} counts`);
  if (!Array.isArray(a.deck_cards)) throw bad('deck_cards: expected a list');
  for (const r of a.deck_cards) {
    if (!Array.isArray(r) || !r.every(isCount) || !addCardStatRow(agg.cardStats.counters, cardStatFields(agg), r)) throw bad(`deck_cards: bad entry ${JSON.stringify(r)}`);
  }
  a.card_sides.forEach((n, i) => (sides[i]! += n));
  agg.copies += a.copies;
  if (!Array.isArray(a.turns) || !Array.isArray(a.cards)) throw bad('turns/cards: expected lists');
  for (const r of a.turns) {
    if (!Array.isArray(r) || r.length !== 2 || !r.every(isCount) || r[0] >= agg.turns.length) throw bad(`turns: bad entry ${JSON.stringify(r)}`);
    agg.turns[r[0]]! += r[1];
  }
  for (const r of a.cards) {
    if (!Array.isArray(r) || r.length !== 4 || !r.every(isCount) || r[0] >= agg.cardGames.length) throw bad(`cards: bad entry ${JSON.stringify(r)}`);
    agg.cardGames[r[0]]! += r[1];
    agg.cardWins[r[0]]! += r[2];
    agg.cardLosses[r[0]]! += r[3];
  }
  a.outcomes.forEach((n, i) => (agg.outcomes[i]! += n));
  agg.firstWins += a.first_player[0];
  agg.firstLosses += a.first_player[1];
  agg.actions += a.actions;
  agg.games += a.games;
}

/** Counters per (deck, card) in CardStats.counters (decks × cards × fields). */
function cardStatFields(agg: Aggregator): number {
  return agg.cardStats.counters.length / (agg.decks.length * agg.cardGames.length);
}

/** The non-zero (deck, card) counter rows of CardStats.counters: [deck × cards + card, ...its `nf` counters]. */
function cardStatRows(cnt: Float64Array, nf: number): number[][] {
  const rows: number[][] = [];
  for (let o = 0; o < cnt.length; o += nf) {
    let any = false;
    for (let f = 0; f < nf; f++) if (cnt[o + f] !== 0) any = true;
    if (any) rows.push([o / nf, ...cnt.subarray(o, o + nf)]);
  }
  return rows;
}

/** Add one `cardStatRows` row into `cnt`; false when it does not fit. */
function addCardStatRow(cnt: Float64Array, nf: number, r: readonly number[]): boolean {
  if (r.length !== nf + 1 || r[0]! * nf >= cnt.length) return false;
  const o = r[0]! * nf;
  for (let f = 0; f < nf; f++) cnt[o + f]! += r[f + 1]!;
  return true;
}

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

export interface TallyJson extends Rate {
  games: number;
  draws: number;
  limits: number;
}

function tallyJson(t: Tally): TallyJson {
  return { games: t.games, ...rateOf(t.wins, t.losses), draws: t.draws, limits: t.limits };
}

/** A deck's record split by seat and by order. */
export interface SplitsJson {
  as_first: TallyJson;
  as_second: TallyJson;
  seat_p1: TallyJson;
  seat_p2: TallyJson;
}

export interface SummaryJson {
  format: number;
  run: RunMeta & {
    seed: string;
    mode: SimConfig['mode'];
    games: number;
    games_planned: number;
    paired: boolean;
    /** Seats alternate game by game (a plain --deck1/--deck2 run with --fixed-seats does not). */
    alternate_seats: boolean;
    agents: string[];
    /** Games that count as evidence: all but the second copies of --paired mirror pairs. */
    independent_games: number;
  };
  /** Things to know before reading the figures (a --paired mirror's copies, …). */
  warnings: string[];
  win_rate: string;
  outcomes: Record<(typeof END_REASONS)[number], number>;
  seats: (TallyJson & { seat: string })[];
  first_player: Rate;
  turns: HistStats;
  actions_mean: number | null;
  /** Per deck, with `not_implemented`: its partial and unsupported cards (sim/support.ts). */
  decks: (TallyJson &
    SplitsJson & {
      id: number;
      name: string;
      file: string;
      deck_size: number;
      not_implemented: CardSupport[];
      /** Within-deck lift and play statistics of each card of the list (card-stats.ts). */
      cards: DeckCardJson[];
    })[];
  agents: (TallyJson & { id: number; spec: string })[];
  matrix: { decks: string[]; rows: (TallyJson | null)[][] } | null;
  /** What `cards` is: pooled over every deck holding the card (see decks[].cards for lift). */
  cards_pooled: string;
  /** Pooled: win rate of the side that recruited the card, whatever its deck. */
  cards: (Rate & { card: number; id: string; name: string; recruited_games: number; support?: 'partial' | 'unsupported' })[];
  /** Lift below this many decided games on a side is marked too_few_games. */
  min_lift_games: number;
  failed_seeds: FailedGame[];
}

/** The warning for --paired mirror pairs, or null. */
export function mirrorWarning(config: SimConfig): string | null {
  const mirrors = mirrorCopyPairings(config);
  const n = mirrors.filter(Boolean).length;
  if (n === 0) return null;
  return (
    `--paired with the same deck and agent on both sides (${n} of ${config.pairings.length} pairing${config.pairings.length > 1 ? 's' : ''}): ` +
    'the two games of each pair are one game played twice; only the first of each pair is counted (intervals over pairs)'
  );
}

export function buildSummary(agg: Aggregator, config: SimConfig, meta: RunMeta, failed: readonly FailedGame[]): SummaryJson {
  const pool = cardPool();
  const db = cardLookup(pool);
  const o = agg.outcomes;
  const nd = config.decks.length;
  let matrix: SummaryJson['matrix'] = null;
  if (config.mode !== 'pair') {
    const played = new Set<number>();
    for (const p of config.pairings) played.add(p.a.deck * nd + p.b.deck).add(p.b.deck * nd + p.a.deck);
    matrix = {
      decks: config.decks.map((d) => d.name),
      rows: config.decks.map((_, a) => config.decks.map((__, b) => (played.has(a * nd + b) ? tallyJson(agg.matrix[a * nd + b]!) : null))),
    };
  }
  const cards: SummaryJson['cards'] = [];
  for (let i = 0; i < pool.length; i++) {
    if (agg.cardGames[i] === 0) continue;
    const def = pool[i]!;
    const sup = def.hasText && def.support !== 'implemented' ? { support: def.support ?? ('unsupported' as const) } : {};
    cards.push({ card: i, id: def.id, name: def.name, recruited_games: agg.cardGames[i]!, ...rateOf(agg.cardWins[i]!, agg.cardLosses[i]!), ...sup });
  }
  const warnings: string[] = [];
  const mw = mirrorWarning(config);
  if (mw) warnings.push(mw);
  const played = agg.games - o[END_ERROR]!;
  return {
    format: SIM_FORMAT,
    run: {
      seed: config.seed,
      mode: config.mode,
      games: agg.games,
      games_planned: totalGames(config),
      paired: config.paired,
      alternate_seats: config.alternate_seats,
      agents: config.agents,
      independent_games: agg.games - agg.copies,
      ...meta,
    },
    warnings,
    win_rate: 'wins / (wins + losses): draws, limits and errors are not decided games; ci95 is the Wilson 95% interval',
    outcomes: { win: o[END_WIN]!, draw: o[END_DRAW]!, limit: o[END_LIMIT]!, error: o[END_ERROR]! },
    seats: agg.seats.map((t, p) => ({ seat: `P${p + 1}`, ...tallyJson(t) })),
    first_player: rateOf(agg.firstWins, agg.firstLosses),
    turns: histStats(agg.turns),
    actions_mean: played > 0 ? round(agg.actions / played, 1) : null,
    decks: config.decks.map((d, i) => {
      const notImpl = deckSupport(db, d.cards);
      const support = new Map(notImpl.map((c) => [c.id, c.support] as const));
      return {
        id: i,
        name: d.name,
        file: d.file,
        ...tallyJson(agg.decks[i]!),
        as_first: tallyJson(agg.deckOrder[i * 2]!),
        as_second: tallyJson(agg.deckOrder[i * 2 + 1]!),
        seat_p1: tallyJson(agg.deckSeat[i * 2]!),
        seat_p2: tallyJson(agg.deckSeat[i * 2 + 1]!),
        deck_size: d.cards.length,
        not_implemented: notImpl,
        cards: agg.cardStats.deckCards(i, (id) => db.byId.get(id) ?? -1, (k) => db.defs[k]!.name).map((c) => (support.has(c.id) ? { ...c, support: support.get(c.id)! } : c)),
      };
    }),
    agents: config.agents.map((spec, i) => ({ id: i, spec, ...tallyJson(agg.agents[i]!) })),
    matrix,
    cards_pooled: 'pooled over every deck that holds the card: mostly a measure of those decks; decks[].cards gives the within-deck lift',
    cards,
    min_lift_games: MIN_LIFT_GAMES,
    failed_seeds: [...failed].sort((a, b) => a.game - b.game),
  };
}

/** Write JSON atomically: a temporary file in the same folder, then rename. */
export function writeJsonAtomic(file: string, value: unknown): void {
  writeFileAtomic(file, JSON.stringify(value, null, 2) + '\n');
}

// ---- the printed table -------------------------------------------------------------------------

const pct = (x: number | null) => (x === null ? '   –  ' : `${(x * 100).toFixed(1).padStart(5)}%`);
const ci = (r: Rate) => (r.ci95 === null ? '' : `[${(r.ci95[0] * 100).toFixed(1)}, ${(r.ci95[1] * 100).toFixed(1)}]`);
const num = (x: number) => x.toLocaleString('en-US');

/** The widest label column of the rate table; a longer label (a long deck name) is printed whole on
 * its own line, with its figures on the next one, rather than cut. */
const LABEL_WIDTH = 48;

function rateLine(label: string, r: Rate & { games?: number }, width: number): string {
  const n = r.games !== undefined ? `  ${num(r.decided)} decided of ${num(r.games)}` : `  ${num(r.decided)} decided`;
  const figures = `${pct(r.rate)}  ${ci(r).padEnd(13)}${n}`;
  if (label.length > width) return `  ${label}\n  ${''.padEnd(width)}  ${figures}`;
  return `  ${label.padEnd(width)}  ${figures}`;
}

const pts = (x: number | null) => (x === null ? '    – ' : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`.padStart(6));
const ciPts = (c: [number, number] | null) => (c === null ? '' : `[${(c[0] * 100).toFixed(1)}, ${(c[1] * 100).toFixed(1)}]`);

/** A deck's cards by lift in the deal: the five highest and five lowest with enough games. */
function liftLines(d: SummaryJson['decks'][number], minGames: number): string[] {
  const ok = d.cards.filter((c) => !c.in_deal.too_few_games && c.in_deal.lift !== null).sort((a, b) => b.in_deal.lift! - a.in_deal.lift!);
  const few = d.cards.length - ok.length;
  const L = [`deck ${d.id} ${d.name}: card lift, win rate with the card in the deal − without (points, Newcombe 95%), recruit rate:`];
  const shown = ok.length > 10 ? [...ok.slice(0, 5), null, ...ok.slice(-5)] : ok;
  for (const c of shown) {
    if (c === null) L.push('  …');
    else {
      const rec = c.recruited.too_few_games ? 'too few games' : `${pts(c.recruited.lift)} ${ciPts(c.recruited.ci95)}`;
      L.push(
        `  ${c.id.padEnd(7)} ${(c.name + (c.support ? ' *' : '')).slice(0, 24).padEnd(24)} ×${c.copies} dealt ${pts(c.in_deal.lift)} ${ciPts(c.in_deal.ci95).padEnd(14)} recruited ${rec.padEnd(20)} recruit rate ${pct(c.play.recruit_rate)}`,
      );
    }
  }
  if (few > 0) L.push(`  ${few} card${few > 1 ? 's' : ''}: too few games (under ${minGames} decided games with or without the card)`);
  return L;
}

export interface RenderSummaryOptions {
  /** The command already printed the run's warnings (the mirror warning and each deck's partial or
   * unsupported cards) when the run started: leave them out so that each is printed once. */
  warnedAtStart?: boolean;
}

/** The table printed at the end of `berserk sim` (and `berserk merge`). */
export function renderSummary(s: SummaryJson, opts: RenderSummaryOptions = {}): string {
  const L: string[] = [];
  const o = s.outcomes;
  L.push(`${num(s.run.games)} games, seed ${s.run.seed}, ${s.run.mode}${s.run.paired ? ', paired' : ''}${s.run.alternate_seats ? ', seats alternate' : ', fixed seats'}, agents ${s.run.agents.join(', ')}`);
  if (!opts.warnedAtStart) for (const w of s.warnings ?? []) L.push(`warning: ${w}`);
  if (s.run.independent_games !== undefined && s.run.independent_games !== s.run.games) L.push(`independent games: ${num(s.run.independent_games)} (rates and intervals are over these)`);
  L.push(`outcomes: win ${num(o.win)} · draw ${num(o.draw)} · limit ${num(o.limit)} · error ${num(o.error)}`);
  L.push('win rate over decided games, with Wilson 95% interval:');
  const labels = [...s.seats.map((x) => x.seat), 'first player', ...s.decks.map((d) => `deck ${d.id} ${d.name}`), ...s.agents.map((a) => `agent ${a.id} ${a.spec}`)];
  const w = Math.min(LABEL_WIDTH, Math.max(...labels.map((l) => l.length)));
  for (const seat of s.seats) L.push(rateLine(seat.seat, seat, w));
  L.push(rateLine('first player', s.first_player, w));
  for (const d of s.decks) {
    L.push(rateLine(`deck ${d.id} ${d.name}`, d, w));
    if (d.as_first) {
      L.push(rateLine('    as First', d.as_first, w));
      L.push(rateLine('    as Second', d.as_second, w));
      L.push(rateLine('    in seat P1', d.seat_p1, w));
      L.push(rateLine('    in seat P2', d.seat_p2, w));
    }
  }
  if (s.agents.length > 1) for (const a of s.agents) L.push(rateLine(`agent ${a.id} ${a.spec}`, a, w));
  // Cards played without (part of) their text: never mistake a blank body for the real card.
  for (const d of opts.warnedAtStart ? [] : s.decks) {
    const line = supportLine(`${d.id} ${d.name}`, d.not_implemented ?? [], d.deck_size ?? 0);
    if (line) L.push(`  ${line}`);
  }
  const t = s.turns;
  L.push(`turns: mean ${t.mean ?? '–'}, median ${t.median ?? '–'}, p90 ${t.p90 ?? '–'} (min ${t.min ?? '–'}, max ${t.max ?? '–'}); actions per game ${s.actions_mean ?? '–'}`);
  if (s.matrix) {
    L.push('deck against deck (row deck\'s win rate):');
    const ids = s.matrix.decks.map((_, i) => String(i).padStart(7));
    L.push(`  ${''.padEnd(4)}${ids.join('')}`);
    s.matrix.rows.forEach((row, a) => {
      L.push(`  ${String(a).padEnd(4)}${row.map((c) => (c === null ? '      ·' : pct(c.rate).padStart(7))).join('')}  ${s.matrix!.decks[a]}`);
    });
  }
  for (const d of s.decks) if (d.cards) L.push(...liftLines(d, s.min_lift_games));
  if (s.cards.length > 0) {
    const sorted = [...s.cards].sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || b.recruited_games - a.recruited_games);
    const shown = sorted.length > 20 ? [...sorted.slice(0, 10), null, ...sorted.slice(-10)] : sorted;
    L.push(`cards, POOLED over decks: win rate when recruited (${s.cards.length} cards${sorted.length > 20 ? '; top and bottom 10, all in summary.json' : ''}):`);
    for (const c of shown) {
      if (c === null) L.push('  …');
      else L.push(`  ${c.id.padEnd(7)} ${(c.name + (c.support ? ' *' : '')).slice(0, 28).padEnd(28)} ${pct(c.rate)}  ${ci(c).padEnd(13)}  ${num(c.decided)} decided of ${num(c.recruited_games)}`);
    }
  }
  if (s.cards.some((c) => c.support) || s.decks.some((d) => d.cards?.some((c) => c.support))) L.push('  * partly implemented or unsupported card (berserk cards --coverage)');
  if (s.failed_seeds.length > 0) {
    L.push(`failed games: ${s.failed_seeds.length} (replay one with \`berserk replay DIR --game N\`):`);
    for (const f of s.failed_seeds.slice(0, 10)) L.push(`  game ${f.game} seed ${f.seed}: ${f.error}`);
    if (s.failed_seeds.length > 10) L.push(`  … ${s.failed_seeds.length - 10} more in summary.json`);
  }
  return L.join('\n') + '\n';
}
