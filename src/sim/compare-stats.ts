/**
 * `berserk sim --agents-compare A,B`: the same pairings played once with agent A on both sides and
 * once with agent B on both sides (cli/sim-compare.ts). This module compares the two finished runs'
 * summaries, pairing by pairing, and builds compare.json. Pure: no I/O, no timings, so a resumed
 * comparison writes the same bytes as an uninterrupted one.
 *
 * Per pairing (deck X as side A against deck Y as side B) each agent gives X's win rate over decided
 * games with its Wilson 95 % interval (summary.ts). Each agent's call on the pairing:
 *   - "X" when the interval lies wholly above 50 % (its lower end > 0.5), "Y" when wholly below
 *     (its upper end < 0.5), none when it contains 50 % (or nothing was decided).
 * The verdict of the comparison:
 *   - `flip`:     the agents call opposite decks: both intervals exclude 50 %, on opposite sides;
 *   - `unclear`:  the point estimates lie on opposite sides of 50 % but at least one interval
 *                 contains 50 %: the agents may disagree, the games do not show it;
 *   - `agree`:    the point estimates are not on opposite sides (same side, or one exactly 50 %);
 *   - `no_games`: one run has no decided game of the pairing;
 *   - `mirror`:   a deck against itself (which deck is better has no meaning).
 * Besides, `shift` says whether the difference B − A of the two rates is shown by its Newcombe 95 %
 * interval (it excludes 0): the agents can agree on the better deck and still differ on by how much.
 *
 * The correlation of the two matrices is Pearson's r over the off-diagonal cells, each pairing in
 * both orientations (X's rate against Y and Y's against X = 1 − X's), so it does not depend on which
 * deck a pairing lists first; both means are then 50 %, and r = Σ(a−½)(b−½) / √(Σ(a−½)² Σ(b−½)²)
 * over the pairings. Null with fewer than 3 pairings that both runs decided.
 */
import type { SimConfig } from './config.js';
import { type Rate, newcombe, rateOf, round, wilson } from './stats.js';
import type { SummaryJson, TallyJson } from './summary.js';

export const COMPARE_FORMAT = 1;

export type CompareVerdict = 'flip' | 'unclear' | 'agree' | 'no_games' | 'mirror';
export const VERDICTS: readonly CompareVerdict[] = ['flip', 'unclear', 'agree', 'no_games', 'mirror'];

/** The text of the rule, written into compare.json so that the file explains itself. */
export const VERDICT_RULE =
  "per pairing, deck's win rate against opponent over decided games with its Wilson 95% interval under each agent; flip: both intervals exclude 50% on opposite sides; " +
  'unclear: the point estimates lie on opposite sides of 50% but an interval contains 50%; agree: the point estimates are not on opposite sides; ' +
  'no_games: a run decided no game of the pairing; mirror: a deck against itself. shift: the Newcombe 95% interval of b − a excludes 0';

export const CORRELATION_RULE = "Pearson's r of the two deck matrices over their off-diagonal cells (every pairing in both orientations); null below 3 decided pairings";

/** What one agent's interval says about a pairing: side A's deck better, side B's, or neither shown. */
export type Call = 'a' | 'b' | null;

/** Wins and losses of side A in one pairing (draws and limits do not enter the rate). */
export interface SideTally {
  wins: number;
  losses: number;
}

/** The call of one agent: which side's deck its Wilson interval shows to be better, if any. */
export function callOf(t: SideTally): Call {
  const n = t.wins + t.losses;
  if (n === 0) return null;
  const [lo, hi] = wilson(t.wins, n);
  if (lo > 0.5) return 'a';
  if (hi < 0.5) return 'b';
  return null;
}

/** The verdict on one (non-mirror) pairing from side A's tallies under agent A and agent B. */
export function verdictOf(x: SideTally, y: SideTally): CompareVerdict {
  const nx = x.wins + x.losses;
  const ny = y.wins + y.losses;
  if (nx === 0 || ny === 0) return 'no_games';
  const cx = callOf(x);
  const cy = callOf(y);
  if (cx !== null && cy !== null && cx !== cy) return 'flip';
  // Opposite sides of 50 %, compared exactly (wins/n > 1/2 ⇔ 2·wins > n).
  const lean = (t: SideTally, n: number) => Math.sign(2 * t.wins - n);
  if (lean(x, nx) * lean(y, ny) < 0) return 'unclear';
  return 'agree';
}

/**
 * Pearson's r of two matrices given as side A's rate per pairing, each pairing in both orientations
 * (see the module comment); null with fewer than 3 pairs.
 */
export function matrixCorrelation(pairs: readonly (readonly [number, number])[]): number | null {
  if (pairs.length < 3) return null;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - 0.5) * (y - 0.5);
    sxx += (x - 0.5) ** 2;
    syy += (y - 0.5) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

export interface CompareSide extends Rate {
  games: number;
  draws: number;
  limits: number;
}

export interface ComparePairing {
  pairing: number;
  /** The pairing's side A deck (the matrix row) and side B deck (the column). */
  deck: { id: number; name: string };
  opponent: { id: number; name: string };
  /** `deck`'s record against `opponent` under agent a (run folder a) and under agent b (run folder b). */
  a: CompareSide | null;
  b: CompareSide | null;
  /** Which deck each agent's interval shows to be better: "deck", "opponent" or null (not shown). */
  better: { a: 'deck' | 'opponent' | null; b: 'deck' | 'opponent' | null };
  verdict: CompareVerdict;
  /** `deck`'s rate under b − under a, with its Newcombe 95 % interval (null without decided games). */
  diff: number | null;
  diff_ci95: [number, number] | null;
  shift: boolean;
}

export interface CompareDeck {
  id: number;
  name: string;
  file: string;
  /** The deck's win rate over all its games of the run, and its rank among the decks (1 = best; matrix runs). */
  a: Rate;
  b: Rate;
  rank_a: number | null;
  rank_b: number | null;
}

export interface CompareJson {
  format: typeof COMPARE_FORMAT;
  agents: { a: string; b: string };
  /** The two run folders, relative to the comparison's folder. */
  runs: { a: string; b: string };
  mode: SimConfig['mode'];
  seed: string;
  games_per_pairing: number;
  rule: string;
  counts: Record<CompareVerdict, number> & { shift: number };
  correlation: { r: number | null; pairings: number; rule: string };
  pairings: ComparePairing[];
  decks: CompareDeck[];
}

const side = (t: TallyJson | null | undefined): CompareSide | null => (t ? { games: t.games, ...rateOf(t.wins, t.losses), draws: t.draws, limits: t.limits } : null);

/** Side A's record of each pairing, from a summary: its matrix cell, or (a pair run) deck A's record. */
function pairingTallies(config: SimConfig, s: SummaryJson): (TallyJson | null)[] {
  return config.pairings.map((p) => {
    if (p.a.deck === p.b.deck) return null;
    if (s.matrix) return s.matrix.rows[p.a.deck]?.[p.b.deck] ?? null;
    // A pair run has one pairing and two decks: deck A's record is the pairing's.
    return s.decks[p.a.deck] ?? null;
  });
}

/** Ranks by rate, best first (ties share the better rank); null for a deck without a rate. */
function ranks(rates: readonly (number | null)[]): (number | null)[] {
  return rates.map((r) => (r === null ? null : 1 + rates.filter((o) => o !== null && o > r).length));
}

/**
 * compare.json of two finished runs of the same pairings: `config` is run a's (run b's differs only
 * in its agent and shard size), `sa` and `sb` the two summaries.
 */
export function compareJson(config: SimConfig, agents: { a: string; b: string }, runs: { a: string; b: string }, sa: SummaryJson, sb: SummaryJson): CompareJson {
  const ta = pairingTallies(config, sa);
  const tb = pairingTallies(config, sb);
  const counts = { flip: 0, unclear: 0, agree: 0, no_games: 0, mirror: 0, shift: 0 };
  const corr: [number, number][] = [];
  const deckRef = (d: number) => ({ id: d, name: config.decks[d]!.name });
  const pairings = config.pairings.map((p, m): ComparePairing => {
    const a = side(ta[m]);
    const b = side(tb[m]);
    const mirror = p.a.deck === p.b.deck;
    const verdict: CompareVerdict = mirror ? 'mirror' : verdictOf(a ?? { wins: 0, losses: 0 }, b ?? { wins: 0, losses: 0 });
    const ci = a && b ? newcombe(b.wins, b.decided, a.wins, a.decided) : null;
    const diff = ci && a && b ? round(b.wins / b.decided - a.wins / a.decided) : null;
    const shift = ci !== null && (ci[0] > 0 || ci[1] < 0);
    counts[verdict]++;
    if (shift) counts.shift++;
    if (!mirror && a?.rate != null && b?.rate != null) corr.push([a.wins / a.decided, b.wins / b.decided]);
    const better = (t: CompareSide | null) => {
      const c = t ? callOf(t) : null;
      return c === 'a' ? ('deck' as const) : c === 'b' ? ('opponent' as const) : null;
    };
    return {
      pairing: m,
      deck: deckRef(p.a.deck),
      opponent: deckRef(p.b.deck),
      a,
      b,
      better: { a: better(a), b: better(b) },
      verdict,
      diff,
      diff_ci95: ci ? [round(ci[0]), round(ci[1])] : null,
      shift,
    };
  });
  const r = matrixCorrelation(corr);
  const ratesA = sa.decks.map((d) => d.rate);
  const ratesB = sb.decks.map((d) => d.rate);
  const ranked = config.mode === 'matrix';
  const rankA = ranks(ratesA);
  const rankB = ranks(ratesB);
  return {
    format: COMPARE_FORMAT,
    agents,
    runs,
    mode: config.mode,
    seed: config.seed,
    games_per_pairing: config.games_per_pairing,
    rule: VERDICT_RULE,
    counts,
    correlation: { r: r === null ? null : round(r), pairings: corr.length, rule: CORRELATION_RULE },
    pairings,
    decks: config.decks.map((d, i) => ({
      id: i,
      name: d.name,
      file: d.file,
      a: rateOf(sa.decks[i]!.wins, sa.decks[i]!.losses),
      b: rateOf(sb.decks[i]!.wins, sb.decks[i]!.losses),
      rank_a: ranked ? rankA[i]! : null,
      rank_b: ranked ? rankB[i]! : null,
    })),
  };
}
