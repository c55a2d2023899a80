/**
 * `berserk report DIR`: one self-contained HTML file (report.html in DIR by default) drawing a run:
 * the deck matrix as a heatmap, First/Second and seat splits, per-card lift, turns and end reasons,
 * for ab runs the per-opponent differences, and replay commands for notable games. The charting
 * libraries are inlined (assets.ts) and the data is embedded, so the page needs no network.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type ReportData, gatherReport } from './data.js';
import { chartPage, esc } from './html.js';
import { isCompareDir } from '../sim/compare-dir.js';
import { gatherCompare, renderCompareReport } from './compare-page.js';
import { abSpec, endsSpec, heatmapSpec, liftSpec, splitsSpec, turnsSpec } from './specs.js';

export const REPORT_FILE = 'report.html';

/** Write the report of run folder `dir` to `out` (default DIR/report.html); returns the file. */
export async function writeReport(dir: string, out = path.join(dir, REPORT_FILE)): Promise<string> {
  // A comparison's folder (berserk sim --agents-compare) gets the page of its two runs.
  const html = isCompareDir(dir) ? renderCompareReport(gatherCompare(dir)) : renderReport(await gatherReport(dir));
  const tmp = `${out}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, html);
  fs.renameSync(tmp, out);
  return out;
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${(x * 100).toFixed(1)}%`);
/** A difference in points, signed as the charts sign their ticks (+1.50, −2.44). */
const pts = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(2)}`);

/** "Моровой всадник ×3" for a list of copies. */
function grouped(cards: readonly { name: string }[]): string {
  const n = new Map<string, number>();
  for (const c of cards) n.set(c.name, (n.get(c.name) ?? 0) + 1);
  return [...n].map(([name, k]) => `${name} ×${k}`).join(', ');
}

export function renderReport(d: ReportData): string {
  const s = d.summary;
  const charts: Record<string, unknown> = { heatmap: heatmapSpec(d), splits: splitsSpec(d), turns: turnsSpec(d), ends: endsSpec(d) };
  const ab = abSpec(d);
  if (ab) charts.ab = ab;
  s.decks.forEach((deck, i) => {
    if (deck.cards && deck.cards.length > 0) charts[`lift${i}`] = liftSpec(d, i);
  });
  const o = s.outcomes;
  const parts: string[] = [];
  parts.push(`<h1>${esc(d.title)}</h1>`);
  parts.push(
    `<div class="meta">${esc(d.dir)} · seed ${esc(s.run.seed)} · ${s.run.games.toLocaleString('en-US')} games (${s.run.independent_games?.toLocaleString('en-US') ?? s.run.games} independent) · ` +
      `${s.run.alternate_seats ? 'seats alternate' : 'fixed seats'}${s.run.paired ? ' · paired' : ''} · agents ${esc(s.run.agents.join(', '))} · engine ${esc(s.run.engine_version)} ${esc(s.run.git_sha.slice(0, 12))} · cards ${esc(s.run.card_db_hash)}</div>`,
  );
  parts.push(`<p>outcomes: win ${o.win} · draw ${o.draw} · limit ${o.limit} · error ${o.error}. Win rates are over decided games (wins / (wins + losses)) with Wilson 95% intervals.</p>`);
  for (const w of s.warnings ?? []) parts.push(`<p class="warn">warning: ${esc(w)}</p>`);
  for (const deck of s.decks) {
    if (deck.not_implemented.length > 0) {
      parts.push(`<p class="warn">${esc(`${deck.id} ${deck.name}`)}: not fully implemented: ${deck.not_implemented.map((c) => `${esc(c.name)} (${c.id}, ${c.support}) ×${c.copies}`).join(', ')} — marked * below.</p>`);
    }
  }
  if (d.ab) {
    const a = d.ab;
    const ov = a.overall;
    parts.push('<h2>A/B: variant − base, paired game by game</h2>');
    parts.push(
      `<p>${esc(grouped(a.swap.removed))} → ${esc(grouped(a.swap.added))} (${a.swap.slots.length} deck positions differ). ` +
        `Overall <b>${pts(ov.diff)}</b> points of score [${pts(ov.ci95?.[0])}, ${pts(ov.ci95?.[1])}] over ${ov.pairs} pairs; ` +
        `base ${pct(ov.base_score)} → variant ${pct(ov.variant_score)}; correlation ${ov.correlation ?? '–'}; SE paired/unpaired ${ov.se_ratio ?? '–'}; ` +
        `an unpaired test would need ${ov.unpaired_games_needed?.toLocaleString('en-US') ?? '–'} games per deck.${a.sprt ? ` SPRT (H0: ${esc(a.sprt.h0)}, H1: ${esc(a.sprt.h1)}, α ${a.sprt.alpha}, β ${a.sprt.beta}): LLR ${a.sprt.llr} → ${a.sprt.decision === 'none' ? 'no decision' : `accept ${a.sprt.decision}`}.` : ''}</p>`,
    );
    parts.push('<div id="chart-ab"></div>');
  }
  parts.push('<h2>Deck matrix</h2><p>One cell per pairing: side A\'s win rate against side B, its interval and the games not decided.</p><div id="chart-heatmap"></div>');
  parts.push('<h2>First / Second and seats</h2><div id="chart-splits"></div>');
  parts.push('<h2>Per-card lift, within each deck</h2><p>For each card of a deck: the deck\'s win rate with the card in the final deal (or recruited) minus without it, Newcombe 95% intervals; grey: too few games (under ' + s.min_lift_games + ' decided games on a side). * partly implemented or unsupported card.</p>');
  s.decks.forEach((_, i) => {
    if (charts[`lift${i}`]) parts.push(`<div id="chart-lift${i}"></div>`);
  });
  parts.push('<h2>Turns and end reasons</h2><div id="chart-turns"></div><div id="chart-ends"></div>');
  parts.push('<h2>Pooled card rates</h2><p>Pooled over every deck holding the card: mostly a measure of those decks. Top 15 by decided games.</p>');
  parts.push('<table><tr><th>card</th><th class="num">win rate when recruited (pooled)</th><th class="num">95%</th><th class="num">decided</th></tr>');
  for (const c of [...s.cards].sort((a, b) => b.decided - a.decided).slice(0, 15)) {
    parts.push(`<tr><td>${esc(c.name)}${c.support ? ' *' : ''} <code>${c.id}</code></td><td class="num">${pct(c.rate)}</td><td class="num">${c.ci95 ? `${pct(c.ci95[0])} – ${pct(c.ci95[1])}` : ''}</td><td class="num">${c.decided}</td></tr>`);
  }
  parts.push('</table>');
  parts.push('<h2>Notable games</h2><table id="notable"><tr><th>game</th><th>why</th><th>replay it</th></tr>');
  for (const n of d.notable) parts.push(`<tr><td class="num">${n.game}</td><td>${esc(n.why)}</td><td><code>${esc(n.command)}</code></td></tr>`);
  parts.push('</table>');
  return chartPage(d.title, parts, charts);
}
