/**
 * The paired comparison of `berserk ab`: base and variant play the same games (same seeds, seats and
 * opponents; config.ts `seed_from`), so each base game has a twin, and the statistic is the mean of
 * the per-twin differences of the two decks' scores. Pure; fed shard by shard in constant memory.
 *
 * Score of a game for the tested deck: win 1, loss 0, draw or limit ½ (every game counts, so a pair
 * is never dropped for being undecided); a pair where either game ended in an error is left out.
 *
 * With n pairs, differences d = variant − base:
 *   diff = mean d, se_paired = sd(d) / √n, 95 % interval diff ± 1.96 se_paired;
 *   se_unpaired = √(var(base)/n + var(variant)/n): the error of the same games compared as two
 *   independent samples; correlation = corr(base score, variant score) over the twins;
 *   unpaired_games_needed = n (se_unpaired / se_paired)²: games per deck an unpaired test needs for
 *   the paired test's standard error.
 *
 * Sequential stopping (SPRT, Wald 1945, with the normal approximation used for engine testing): after
 * n pairs, LLR = (δ1 − δ0) / s² · (Σd − n (δ0 + δ1) / 2), s² the sample variance of d; stop for H1
 * when LLR ≥ ln((1 − β) / α), for H0 when LLR ≤ ln(β / (1 − α)).
 */
import { END_DRAW, END_ERROR, END_LIMIT, END_WIN, type GamesColumns } from './columns.js';
import { type SimConfig, indexInPairing, pairingOf } from './config.js';
import { type Rate, Z95, rateOf, round } from './stats.js';

/** Sums over the pairs of one opponent (or over all). */
class PairSums {
  n = 0;
  b = 0;
  v = 0;
  bb = 0;
  vv = 0;
  bv = 0;
  /** Decided games: wins and losses of each deck. */
  bw = 0;
  bl = 0;
  vw = 0;
  vl = 0;

  add(b: number, v: number, bEnd: number, vEnd: number): void {
    this.n++;
    this.b += b;
    this.v += v;
    this.bb += b * b;
    this.vv += v * v;
    this.bv += b * v;
    if (bEnd === END_WIN) b === 1 ? this.bw++ : this.bl++;
    if (vEnd === END_WIN) v === 1 ? this.vw++ : this.vl++;
  }
}

export interface PairedJson {
  pairs: number;
  /** Mean scores (win 1, draw or limit ½, loss 0). */
  base_score: number | null;
  variant_score: number | null;
  /** Over decided games only. */
  base_rate: Rate;
  variant_rate: Rate;
  /** variant − base, mean over pairs. */
  diff: number | null;
  se_paired: number | null;
  ci95: [number, number] | null;
  se_unpaired: number | null;
  /** se_paired / se_unpaired. */
  se_ratio: number | null;
  correlation: number | null;
  unpaired_games_needed: number | null;
}

function pairedJson(s: PairSums): PairedJson {
  const n = s.n;
  const base: PairedJson = {
    pairs: n,
    base_score: n > 0 ? round(s.b / n) : null,
    variant_score: n > 0 ? round(s.v / n) : null,
    base_rate: rateOf(s.bw, s.bl),
    variant_rate: rateOf(s.vw, s.vl),
    diff: n > 0 ? round((s.v - s.b) / n) : null,
    se_paired: null,
    ci95: null,
    se_unpaired: null,
    se_ratio: null,
    correlation: null,
    unpaired_games_needed: null,
  };
  if (n < 2) return base;
  const mb = s.b / n;
  const mv = s.v / n;
  const varB = (s.bb - n * mb * mb) / (n - 1);
  const varV = (s.vv - n * mv * mv) / (n - 1);
  const cov = (s.bv - n * mb * mv) / (n - 1);
  const varD = Math.max(0, varB + varV - 2 * cov);
  const seP = Math.sqrt(varD / n);
  const seU = Math.sqrt(varB / n + varV / n);
  const d = mv - mb;
  base.se_paired = round(seP, 5);
  base.ci95 = [round(d - Z95 * seP), round(d + Z95 * seP)];
  base.se_unpaired = round(seU, 5);
  base.se_ratio = seU > 0 ? round(seP / seU) : null;
  base.correlation = varB > 0 && varV > 0 ? round(cov / Math.sqrt(varB * varV)) : null;
  base.unpaired_games_needed = seP > 0 ? Math.round(n * (seU / seP) ** 2) : null;
  return base;
}

export interface SprtSpec {
  /** H0 and H1: the variant's mean score minus the base's (so 0.02 is two points). */
  delta0: number;
  delta1: number;
  alpha: number;
  beta: number;
}

export interface SprtJson extends SprtSpec {
  h0: string;
  h1: string;
  llr: number;
  lower: number;
  upper: number;
  /** 'H0' or 'H1' once a bound is crossed; 'none' when the game cap came first. */
  decision: 'H0' | 'H1' | 'none';
  pairs: number;
}

/** The pairs the SPRT waits for before it may stop (the variance estimate needs some data). */
export const SPRT_MIN_PAIRS = 100;

const SCORE = [1, 0.5, 0.5, 0];

/**
 * Paired totals of an `ab` run: pairing 2f is base against opponent f, pairing 2f + 1 the variant
 * against f with the same seeds; twins are games g and g + 1 of one shard (interleaved order, even
 * shard size).
 */
export class PairedAggregator {
  readonly perOpponent: PairSums[];
  readonly all = new PairSums();
  errors = 0;

  constructor(private readonly config: SimConfig) {
    this.perOpponent = Array.from({ length: config.pairings.length / 2 }, () => new PairSums());
  }

  /** Add one shard of games (both games of every pair are in the same shard). */
  add(g: GamesColumns): void {
    for (let k = 0; k + 1 < g.n; k++) {
      const game = g.game[k]!;
      const m = pairingOf(this.config, game);
      if ((m & 1) !== 0) continue;
      const twin = k + 1;
      if (pairingOf(this.config, g.game[twin]!) !== m + 1 || indexInPairing(this.config, g.game[twin]!) !== indexInPairing(this.config, game)) {
        throw new Error(`game ${game}: its variant twin is not the next game of the shard`);
      }
      const eb = g.end_reason[k]!;
      const ev = g.end_reason[twin]!;
      if (eb === END_ERROR || ev === END_ERROR) {
        this.errors++;
        continue;
      }
      const b = this.score(g, k, eb);
      const v = this.score(g, twin, ev);
      this.perOpponent[m >> 1]!.add(b, v, eb, ev);
      this.all.add(b, v, eb, ev);
    }
  }

  /** The tested deck's score in game row k: it is side A of its pairing (config.ts planGame seats). */
  private score(g: GamesColumns, k: number, end: number): number {
    if (end === END_DRAW || end === END_LIMIT) return SCORE[end]!;
    const swap = this.config.alternate_seats && (indexInPairing(this.config, g.game[k]!) & 1) === 1;
    return g.winner[k] === (swap ? 2 : 1) ? 1 : 0;
  }

  overall(): PairedJson {
    return pairedJson(this.all);
  }

  opponents(): PairedJson[] {
    return this.perOpponent.map(pairedJson);
  }

  sprt(spec: SprtSpec): SprtJson {
    const s = this.all;
    const n = s.n;
    const lower = Math.log(spec.beta / (1 - spec.alpha));
    const upper = Math.log((1 - spec.beta) / spec.alpha);
    let llr = 0;
    if (n >= 2) {
      const sumD = s.v - s.b;
      const sumDD = s.vv + s.bb - 2 * s.bv;
      const varD = (sumDD - (sumD * sumD) / n) / (n - 1);
      if (varD > 0) llr = ((spec.delta1 - spec.delta0) / varD) * (sumD - (n * (spec.delta0 + spec.delta1)) / 2);
    }
    const decision = n < SPRT_MIN_PAIRS ? 'none' : llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'none';
    const pts = (x: number) => `${x >= 0 ? '+' : ''}${round(x * 100, 2)}`;
    return {
      ...spec,
      h0: `variant − base = ${pts(spec.delta0)} points of score`,
      h1: `variant − base = ${pts(spec.delta1)} points of score`,
      llr: round(llr, 3),
      lower: round(lower, 3),
      upper: round(upper, 3),
      decision,
      pairs: n,
    };
  }
}
