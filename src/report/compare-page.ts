/**
 * `berserk report OUT` of an agents comparison (berserk sim --agents-compare, sim/compare-dir.ts):
 * one self-contained page with both deck matrices side by side (a FLIP cell outlined), a scatter
 * of every pairing's win rate under agent a against agent b with both intervals, the pairings
 * table with its verdicts, and each deck's rate and rank under both agents. Everything comes from
 * compare.json and compare-run.json; each run's own report is linked (berserk report OUT/a).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { COMPARE_FILE, readCompareRunFile } from '../sim/compare-dir.js';
import type { CompareJson, ComparePairing } from '../sim/compare-stats.js';
import { RunDirError } from '../sim/run-dir.js';
import { ReportInputError } from './data.js';
import { chartPage, esc } from './html.js';
import { wrappedLabels } from './specs.js';

type Spec = Record<string, unknown>;
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

export interface CompareData {
  dir: string;
  compare: CompareJson;
  /** Per run: its folder and whether it has its own report.html. */
  runs: { a: { dir: string; report: boolean }; b: { dir: string; report: boolean } };
}

export function gatherCompare(dir: string): CompareData {
  try {
    const c = readCompareRunFile(dir);
    const file = path.join(dir, COMPARE_FILE);
    if (!fs.existsSync(file)) throw new ReportInputError(`${dir}: no ${COMPARE_FILE} (the comparison is not finished; finish it with berserk sim --resume ${dir})`);
    const compare = JSON.parse(fs.readFileSync(file, 'utf8')) as CompareJson;
    const run = (k: 'a' | 'b') => ({ dir: path.join(dir, c.runs[k]), report: fs.existsSync(path.join(dir, c.runs[k], 'report.html')) });
    return { dir, compare, runs: { a: run('a'), b: run('b') } };
  } catch (e) {
    if (e instanceof RunDirError) throw new ReportInputError(e.message);
    throw e;
  }
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${(x * 100).toFixed(1)}%`);
const interval = (c: [number, number] | null | undefined) => (c ? `${(c[0] * 100).toFixed(1)} – ${(c[1] * 100).toFixed(1)}` : '–');
/** Points with one decimal, signed after rounding (never "−0.0"). */
const pts = (x: number | null) => (x === null ? '–' : signedPoints(x));
const signedPoints = (x: number) => {
  const v = Number((x * 100).toFixed(1));
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;
};
const label = (d: { id: number; name: string }) => `${d.id} ${d.name}`;

/** Both matrices, one panel per agent: every pairing in both orientations (row deck's win rate). */
export function compareHeatmapSpec(c: CompareJson): Spec {
  const values: Record<string, unknown>[] = [];
  for (const p of c.pairings) {
    if (p.verdict === 'mirror') continue;
    for (const k of ['a', 'b'] as const) {
      const s = p[k];
      const rate = s?.rate ?? null;
      const ci = s?.ci95 ?? null;
      const agent = `${k}: ${c.agents[k]}`;
      const mark = p.verdict === 'flip' ? 'FLIP' : p.verdict === 'unclear' ? 'unclear' : '';
      values.push({ agent, row: label(p.deck), col: label(p.opponent), rate, label: pct(rate), ci: interval(ci), verdict: p.verdict, mark });
      values.push({ agent, row: label(p.opponent), col: label(p.deck), rate: rate === null ? null : 1 - rate, label: pct(rate === null ? null : 1 - rate), ci: ci ? interval([1 - ci[1], 1 - ci[0]]) : '–', verdict: p.verdict, mark });
    }
  }
  const names = [...new Set(values.map((v) => v.row as string))];
  const tooltip = [
    { field: 'agent', title: 'agent' },
    { field: 'row', title: 'deck (row)' },
    { field: 'col', title: 'opponent (column)' },
    { field: 'label', title: 'row deck win rate' },
    { field: 'ci', title: 'Wilson 95%' },
    { field: 'verdict', title: 'verdict' },
  ];
  return {
    $schema: SCHEMA,
    data: { values },
    facet: { column: { field: 'agent', type: 'nominal', title: null, header: { labelFontSize: 13, labelFontWeight: 'bold' } } },
    spec: {
      width: { step: 90 },
      height: { step: 56 },
      encoding: {
        // Whole names, wrapped (never cut with "…"): columns to the width of a column, rows to a few lines.
        x: { field: 'col', type: 'nominal', title: 'opponent', axis: { labelAngle: 0, titlePadding: 8, ...wrappedLabels(names, 14) } },
        y: { field: 'row', type: 'nominal', title: 'deck', axis: { titlePadding: 10, ...wrappedLabels(names, 26) } },
      },
      layer: [
        {
          mark: { type: 'rect', name: 'cells' },
          encoding: {
            color: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1], scheme: 'redblue' } },
            stroke: { condition: { test: "datum.verdict === 'flip'", value: '#000' }, value: null },
            strokeWidth: { condition: { test: "datum.verdict === 'flip'", value: 3 }, value: 0 },
            tooltip,
          },
        },
        { mark: { type: 'text', dy: -6, fontSize: 13, fontWeight: 'bold' }, encoding: { text: { field: 'label' }, tooltip } },
        { mark: { type: 'text', dy: 10, fontSize: 10 }, encoding: { text: { field: 'mark' }, tooltip } },
      ],
    },
  };
}

/** Every pairing as a point: the deck's win rate under agent a (x) and agent b (y), both intervals. */
export function compareScatterSpec(c: CompareJson): Spec {
  const values = c.pairings
    .filter((p): p is ComparePairing & { a: NonNullable<ComparePairing['a']>; b: NonNullable<ComparePairing['b']> } => p.a?.rate != null && p.b?.rate != null)
    .map((p) => ({
      pairing: `${label(p.deck)} vs ${label(p.opponent)}`,
      x: p.a.rate,
      y: p.b.rate,
      x0: p.a.ci95![0],
      x1: p.a.ci95![1],
      y0: p.b.ci95![0],
      y1: p.b.ci95![1],
      verdict: p.verdict,
      a: `${pct(p.a.rate)} [${interval(p.a.ci95)}]`,
      b: `${pct(p.b.rate)} [${interval(p.b.ci95)}]`,
    }));
  const axis = (title: string) => ({ type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '.0%' }, title });
  const tooltip = [
    { field: 'pairing', title: 'deck vs opponent' },
    { field: 'a', title: `a: ${c.agents.a}` },
    { field: 'b', title: `b: ${c.agents.b}` },
    { field: 'verdict', title: 'verdict' },
  ];
  const color = { field: 'verdict', type: 'nominal', title: 'verdict', scale: { domain: ['flip', 'unclear', 'agree', 'no_games'], range: ['#d62728', '#ff7f0e', '#4c78a8', '#999999'] } };
  return {
    $schema: SCHEMA,
    width: 420,
    height: 420,
    layer: [
      { data: { values: [{ v: 0.5 }] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#888' }, encoding: { x: { field: 'v', ...axis(`deck's win rate, a: ${c.agents.a}`) } } },
      { data: { values: [{ v: 0.5 }] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#888' }, encoding: { y: { field: 'v', ...axis(`deck's win rate, b: ${c.agents.b}`) } } },
      { data: { values }, mark: { type: 'rule', opacity: 0.5 }, encoding: { x: { field: 'x0', ...axis('') }, x2: { field: 'x1' }, y: { field: 'y', ...axis('') }, color, tooltip } },
      { data: { values }, mark: { type: 'rule', opacity: 0.5 }, encoding: { y: { field: 'y0', ...axis('') }, y2: { field: 'y1' }, x: { field: 'x', ...axis('') }, color, tooltip } },
      { data: { values }, mark: { type: 'point', filled: true, size: 70, name: 'points' }, encoding: { x: { field: 'x', ...axis('') }, y: { field: 'y', ...axis('') }, color, tooltip } },
    ],
    resolve: { scale: { x: 'shared', y: 'shared' } },
  };
}

export function renderCompareReport(d: CompareData): string {
  const c = d.compare;
  const title = `Agents compare: ${c.agents.a} against ${c.agents.b}`;
  const charts: Record<string, unknown> = { 'cmp-heatmap': compareHeatmapSpec(c), 'cmp-scatter': compareScatterSpec(c) };
  const parts: string[] = [];
  parts.push(`<h1>${esc(title)}</h1>`);
  parts.push(`<div class="meta">${esc(d.dir)} · ${esc(c.mode)} · ${c.pairings.length} pairings × ${c.games_per_pairing.toLocaleString('en-US')} games · seed ${esc(c.seed)} · each agent on both sides</div>`);
  const runLink = (k: 'a' | 'b') => {
    const r = d.runs[k];
    const rel = `${path.basename(r.dir)}/report.html`;
    return r.report ? `<a href="${esc(rel)}">${esc(rel)}</a>` : `<code>berserk report ${esc(r.dir)}</code>`;
  };
  parts.push(`<p>Run a: <b>${esc(c.agents.a)}</b> (its report: ${runLink('a')}); run b: <b>${esc(c.agents.b)}</b> (${runLink('b')}). Same decks, seed, games and options.</p>`);
  parts.push(
    '<p><b>FLIP</b>: both agents\' Wilson 95% intervals exclude 50%, on opposite sides: the agents call opposite decks better. ' +
      '<b>unclear</b>: the point estimates lie on opposite sides of 50%, but an interval contains 50%. <b>shift</b>: the Newcombe 95% interval of the difference b − a excludes 0.</p>',
  );
  const counts = (['flip', 'unclear', 'agree', 'no_games', 'mirror'] as const).filter((v) => c.counts[v] > 0).map((v) => `${c.counts[v]} ${v}`);
  parts.push(`<p>${counts.join(' · ')} · ${c.counts.shift} shift · correlation of the two matrices r = <b>${c.correlation.r ?? '–'}</b> over ${c.correlation.pairings} pairings (${esc(c.correlation.rule)}).</p>`);
  for (const p of c.pairings.filter((x) => x.verdict === 'flip')) {
    const better = (w: 'deck' | 'opponent' | null) => esc(w === 'deck' ? p.deck.name : p.opponent.name);
    const wins = (s: ComparePairing['a']) => `deck ${p.deck.id} wins ${pct(s?.rate)} [${interval(s?.ci95)}]`;
    parts.push(`<p class="warn"><b>FLIP</b> ${esc(label(p.deck))} vs ${esc(label(p.opponent))}: ${esc(c.agents.a)} says ${better(p.better.a)} is better (${wins(p.a)}); ${esc(c.agents.b)} says ${better(p.better.b)} (${wins(p.b)}).</p>`);
  }
  parts.push('<h2>Both matrices</h2><p>The row deck\'s win rate against the column deck under each agent; a FLIP cell is outlined.</p><div id="chart-cmp-heatmap"></div>');
  parts.push('<h2>Pairing by pairing</h2>');
  parts.push(
    `<table id="cmp-pairings"><tr><th>deck</th><th>opponent</th><th class="num">a: ${esc(c.agents.a)}</th><th class="num">95%</th><th class="num">b: ${esc(c.agents.b)}</th><th class="num">95%</th><th class="num">b − a (points)</th><th class="num">95%</th><th>verdict</th></tr>`,
  );
  for (const p of c.pairings) {
    const v = p.verdict === 'flip' ? '<b class="warn">FLIP</b>' : esc(p.verdict);
    parts.push(
      `<tr><td>${esc(label(p.deck))}</td><td>${esc(label(p.opponent))}</td><td class="num">${pct(p.a?.rate)}</td><td class="num">${interval(p.a?.ci95)}</td><td class="num">${pct(p.b?.rate)}</td><td class="num">${interval(p.b?.ci95)}</td>` +
        `<td class="num">${pts(p.diff)}</td><td class="num">${p.diff_ci95 ? `${pts(p.diff_ci95[0])} – ${pts(p.diff_ci95[1])}` : '–'}</td><td>${v}${p.shift ? ', shift' : ''}</td></tr>`,
    );
  }
  parts.push('</table>');
  parts.push('<p>Each point is a pairing: the deck\'s win rate under a (across) and under b (up), with both intervals. Points in the top-left and bottom-right quarters are pairings the agents read the other way round.</p><div id="chart-cmp-scatter"></div>');
  parts.push('<h2>Decks</h2><table id="cmp-decks"><tr><th>deck</th><th class="num">a: win rate</th><th class="num">95%</th><th class="num">rank</th><th class="num">b: win rate</th><th class="num">95%</th><th class="num">rank</th></tr>');
  for (const k of c.decks) {
    parts.push(
      `<tr><td>${esc(label(k))}</td><td class="num">${pct(k.a.rate)}</td><td class="num">${interval(k.a.ci95)}</td><td class="num">${k.rank_a ?? '–'}</td><td class="num">${pct(k.b.rate)}</td><td class="num">${interval(k.b.ci95)}</td><td class="num">${k.rank_b ?? '–'}</td></tr>`,
    );
  }
  parts.push('</table>');
  return chartPage(title, parts, charts);
}
