/**
 * Tables of paired matches (sim/ladder.ts RungResult): the ladder's rungs and `berserk eval`'s
 * baselines, as Markdown. Pure functions.
 */
import type { RungResult } from './ladder.js';
import { type SprtSpec, sprtBounds, verdictText } from './match-stats.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** An Elo difference: "+57", "−120", "+∞", "−∞". */
export function eloText(x: number): string {
  if (x === Infinity) return '+∞';
  if (x === -Infinity) return '−∞';
  const r = Math.round(x);
  return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
}

/** "+57 [+12, +105]". */
export function eloWithCi(r: RungResult): string {
  return `${eloText(r.elo.elo)} [${eloText(r.elo.ci[0])}, ${eloText(r.elo.ci[1])}]`;
}

/** The SPRT's stated parameters and bounds, one line. */
export function sprtLine(s: SprtSpec): string {
  const [lo, hi] = sprtBounds(s);
  return `SPRT: H0 Elo ${eloText(s.elo0)}, H1 Elo ${eloText(s.elo1)}, α ${s.alpha}, β ${s.beta}; accept H1 at LLR ≥ ${hi.toFixed(2)}, H0 at LLR ≤ ${lo.toFixed(2)}; pentanomial GSPRT on pair scores`;
}

function games(r: RungResult): string {
  return `${r.games}${r.errors ? ` (+${r.errors} errors)` : ''}`;
}

/** Pair outcomes of B: pairs scoring 0, ¼, ½, ¾, 1, as "0–1–5–2–2". */
function penta(r: RungResult): string {
  return r.pentanomial.join('–');
}

/** The ladder as a Markdown table (B's side of each rung). */
export function formatLadder(rs: readonly RungResult[]): string {
  const s = rs[0]?.sprt.spec;
  const lines = [
    `| A | B | games | B wins–draws–losses | B score [95% Wilson] | B Elo [95%] | B win rate, decisive [95% Wilson] | SPRT (Elo ${s ? `${eloText(s.elo0)} vs ${eloText(s.elo1)}` : ''}) | turns/game | time |`,
    '|---|---|---:|---|---|---|---|---|---:|---:|',
  ];
  for (const r of rs) {
    lines.push(
      `| ${r.a} | ${r.b} | ${games(r)} | ${r.wins}–${r.draws}–${r.losses} | ${pct(r.score)} [${pct(r.scoreCi[0])}, ${pct(r.scoreCi[1])}] | ${eloWithCi(r)} | ${pct(r.winRate)} [${pct(r.winRateCi[0])}, ${pct(r.winRateCi[1])}] | ${verdictText(r.sprt)}, LLR ${r.sprt.llr.toFixed(2)} | ${r.turnsPerGame.toFixed(1)} | ${r.seconds.toFixed(0)} s |`,
    );
  }
  return lines.join('\n');
}

/** `berserk eval`'s table: one row per baseline, from the candidate's side. */
export function formatEval(rs: readonly RungResult[]): string {
  const lines = [
    '| baseline | pairs | games | W–D–L | score [95% Wilson] | Elo [95%] | pairs 0–¼–½–¾–1 | SPRT | LLR | turns/game |',
    '|---|---:|---:|---|---|---|---|---|---:|---:|',
  ];
  for (const r of rs) {
    lines.push(
      `| ${r.a} | ${r.pairs} | ${games(r)} | ${r.wins}–${r.draws}–${r.losses} | ${pct(r.score)} [${pct(r.scoreCi[0])}, ${pct(r.scoreCi[1])}] | ${eloWithCi(r)} | ${penta(r)} | ${verdictText(r.sprt)} | ${r.sprt.llr.toFixed(2)} | ${r.turnsPerGame.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}
