/**
 * The report's charts as vega-lite specs (rendered in the page by vega-embed). Each takes plain rows
 * from data.ts; no chart is drawn by hand.
 */
import { PAIRING_SEPARATOR, type ReportData } from './data.js';

type Spec = Record<string, unknown>;
const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const pct = (x: number | null | undefined) => (x === null || x === undefined ? '–' : `${(x * 100).toFixed(1)}%`);
/** A difference of two rates (fractions) in points, i.e. percentage points: 0.0244 → 2.44. */
const points = (x: number) => x * 100;

/** `text` broken at spaces into lines of at most `max` characters (a longer word keeps its line). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Axis labels shown whole, on several lines: a vega `labelExpr` mapping each domain value to its
 * wrapped lines (vega draws an array label as one line per element). Long deck names are never cut
 * with "…", and the axis lays out (and places its title beside) the labels it really draws.
 */
export function wrappedLabels(values: readonly string[], max: number, parts: (v: string) => string[] = (v) => [v]): Spec {
  const lines: Record<string, string[]> = {};
  for (const v of values) lines[v] = parts(v).flatMap((part) => wrapText(part, max));
  return { labelExpr: `${JSON.stringify(lines)}[datum.value]`, labelLimit: 0, labelLineHeight: 12 };
}

/** The deck matrix: one cell per pairing (row: side A, column: side B), side A's win rate. */
export function heatmapSpec(d: ReportData): Spec {
  const values = d.pairings.map((p) => ({
    a: p.a,
    b: p.b,
    rate: p.rate.rate,
    label: `${pct(p.rate.rate)}`,
    detail: p.rate.ci95 ? `[${(p.rate.ci95[0] * 100).toFixed(1)}, ${(p.rate.ci95[1] * 100).toFixed(1)}] · ${p.undecided} undecided` : `${p.undecided} undecided`,
    ci: p.rate.ci95 ? `${pct(p.rate.ci95[0])} – ${pct(p.rate.ci95[1])}` : '–',
    decided: p.rate.decided,
    undecided: p.undecided,
    games: p.games,
    agents: `${p.a_agent} vs ${p.b_agent}`,
  }));
  const tooltip = [
    { field: 'a', title: 'side A (row)' },
    { field: 'b', title: 'side B (column)' },
    { field: 'label', title: 'A win rate' },
    { field: 'ci', title: 'Wilson 95%' },
    { field: 'decided', title: 'decided' },
    { field: 'undecided', title: 'draws, limits, errors' },
    { field: 'agents', title: 'agents' },
  ];
  // Column labels stay horizontal, wrapped to the width of a column; row labels are wrapped to a
  // few lines that fit the height of a row.
  const enc = {
    x: { field: 'b', type: 'nominal', title: 'side B (columns)', axis: { labelAngle: 0, titlePadding: 8, ...wrappedLabels([...new Set(values.map((v) => v.b))], 26) } },
    y: { field: 'a', type: 'nominal', title: 'side A (rows)', axis: { titlePadding: 10, ...wrappedLabels([...new Set(values.map((v) => v.a))], 30) } },
  };
  return {
    $schema: SCHEMA,
    data: { values },
    width: { step: 170 },
    height: { step: 60 },
    encoding: enc,
    layer: [
      { name: 'cells', mark: { type: 'rect', name: 'cells' }, encoding: { color: { field: 'rate', type: 'quantitative', title: 'A win rate', scale: { domain: [0, 1], scheme: 'redblue' } }, tooltip } },
      { mark: { type: 'text', dy: -8, fontSize: 14, fontWeight: 'bold' }, encoding: { text: { field: 'label' }, tooltip } },
      { mark: { type: 'text', dy: 10, fontSize: 10 }, encoding: { text: { field: 'detail' }, tooltip } },
    ],
  };
}

const SPLIT_Y = { field: 'split', type: 'nominal', title: null, sort: null };

/** Per deck: win rate as First / Second and in seat P1 / P2, with Wilson intervals. */
export function splitsSpec(d: ReportData): Spec {
  const values: Spec[] = [];
  for (const deck of d.summary.decks) {
    const parts: [string, (typeof deck)['as_first'] | undefined][] = [
      ['all games', deck],
      ['as First', deck.as_first],
      ['as Second', deck.as_second],
      ['in seat P1', deck.seat_p1],
      ['in seat P2', deck.seat_p2],
    ];
    for (const [split, t] of parts) {
      if (!t || t.rate === null) continue;
      values.push({ deck: `${deck.id} ${deck.name}`, split, rate: t.rate, lo: t.ci95![0], hi: t.ci95![1], decided: t.decided });
    }
  }
  return {
    $schema: SCHEMA,
    data: { values },
    facet: { row: { field: 'deck', type: 'nominal', title: null, header: { labelAngle: 0, labelAnchor: 'start', labelAlign: 'left', labelLimit: 0, labelOrient: 'top', labelFontWeight: 'bold' } } },
    spec: {
      width: 520,
      layer: [
        { mark: { type: 'rule' }, encoding: { y: SPLIT_Y, x: { field: 'lo', type: 'quantitative', title: 'win rate over decided games (Wilson 95%)', scale: { domain: [0, 1] }, axis: { format: '.0%' } }, x2: { field: 'hi' } } },
        {
          mark: { type: 'point', filled: true, size: 60 },
          encoding: {
            y: SPLIT_Y,
            x: { field: 'rate', type: 'quantitative' },
            color: { field: 'split', type: 'nominal', legend: null },
            tooltip: [{ field: 'split' }, { field: 'rate', format: '.1%' }, { field: 'lo', format: '.1%' }, { field: 'hi', format: '.1%' }, { field: 'decided' }],
          },
        },
        { mark: { type: 'rule', strokeDash: [3, 3], color: '#888' }, encoding: { x: { datum: 0.5 } } },
      ],
    },
  };
}

const CARD_Y = { field: 'card', type: 'nominal', title: null, sort: { field: 'order', op: 'max', order: 'descending' }, axis: { labelLimit: 220 } };

/** Per deck: each card's lift (in the deal, recruited) with Newcombe intervals; too few games in grey. */
export function liftSpec(d: ReportData, deckId: number): Spec {
  const deck = d.summary.decks[deckId]!;
  const values: Spec[] = [];
  for (const c of deck.cards) {
    const name = `${c.name}${c.support ? ' *' : ''} ×${c.copies}`;
    for (const [kind, l] of [
      ['in the deal', c.in_deal],
      ['recruited', c.recruited],
    ] as const) {
      if (l.lift === null) continue;
      values.push({ card: name, id: c.id, kind, lift: points(l.lift), lo: points(l.ci95![0]), hi: points(l.ci95![1]), games: l.too_few_games ? 'too few games' : 'enough games', with: l.with.decided, without: l.without.decided, order: c.in_deal.lift ?? 0 });
    }
  }
  return {
    $schema: SCHEMA,
    title: { text: `${deck.id} ${deck.name}`, anchor: 'start' },
    data: { values },
    facet: { column: { field: 'kind', type: 'nominal', title: null } },
    spec: {
      width: 280,
      height: { step: 16 },
      layer: [
        { mark: { type: 'rule', color: '#888', strokeDash: [3, 3] }, encoding: { x: { datum: 0 } } },
        { mark: 'rule', encoding: { y: CARD_Y, x: { field: 'lo', type: 'quantitative', title: 'lift: win rate with − without, in points (Newcombe 95%)', axis: { format: '+d' } }, x2: { field: 'hi' }, color: { field: 'games', type: 'nominal', scale: { domain: ['enough games', 'too few games'], range: ['#1f77b4', '#bbb'] }, title: null, legend: { orient: 'bottom' } } } },
        {
          mark: { type: 'point', filled: true },
          encoding: {
            y: CARD_Y,
            x: { field: 'lift', type: 'quantitative' },
            color: { field: 'games', type: 'nominal' },
            tooltip: [{ field: 'card' }, { field: 'id' }, { field: 'kind' }, { field: 'lift', title: 'lift (points)', format: '+.1f' }, { field: 'lo', title: 'low (points)', format: '+.1f' }, { field: 'hi', title: 'high (points)', format: '+.1f' }, { field: 'with', title: 'decided with' }, { field: 'without', title: 'decided without' }, { field: 'games' }],
          },
        },
      ],
    },
    resolve: { scale: { x: 'shared' } },
  };
}

export function turnsSpec(d: ReportData): Spec {
  return {
    $schema: SCHEMA,
    data: { values: d.turns },
    width: 'container',
    autosize: { type: 'fit-x', contains: 'padding' },
    height: 200,
    mark: 'bar',
    encoding: {
      x: { field: 'turns', type: 'quantitative', bin: { maxbins: 50 }, title: 'turns' },
      y: { aggregate: 'sum', field: 'games', type: 'quantitative', title: 'games' },
      color: { field: 'end', type: 'nominal', title: 'end reason', scale: { domain: ['win', 'draw', 'limit'] } },
      tooltip: [{ field: 'end' }, { aggregate: 'sum', field: 'games', title: 'games' }],
    },
  };
}

export function endsSpec(d: ReportData): Spec {
  return {
    $schema: SCHEMA,
    data: { values: d.ends },
    width: 'container',
    autosize: { type: 'fit-x', contains: 'padding' },
    // A fixed height (34 px a row), not a step: a step height would make vega-lite warn about fit.
    height: 34 * new Set(d.ends.map((e) => e.pairing)).size,
    mark: 'bar',
    encoding: {
      y: { field: 'pairing', type: 'nominal', title: null, axis: wrappedLabels([...new Set(d.ends.map((e) => e.pairing))], 64, (v) => v.split(PAIRING_SEPARATOR).map((x, i) => (i > 0 ? `– ${x}` : x))) },
      x: { aggregate: 'sum', field: 'games', type: 'quantitative', stack: 'normalize', title: 'share of games', axis: { format: '%' } },
      color: { field: 'end', type: 'nominal', title: 'end reason', scale: { domain: ['win', 'draw', 'limit', 'error'] } },
      tooltip: [{ field: 'pairing' }, { field: 'end' }, { field: 'games' }],
    },
  };
}

const OPP_Y = { field: 'opponent', type: 'nominal', title: null, sort: null };

/** ab runs: the paired difference per opponent and overall, with 95 % intervals. */
export function abSpec(d: ReportData): Spec | null {
  const ab = d.ab;
  if (!ab) return null;
  const rows = [...ab.per_opponent.map((p) => ({ ...p, label: p.name })), { ...ab.overall, label: 'overall' }];
  // The difference of two scores is in points (percentage points), as in the text above the chart
  // and in the terminal: the axis and the tooltip say "points" and show plain signed numbers.
  const values = rows.filter((r) => r.diff !== null && r.ci95).map((r) => ({ opponent: r.label, diff: points(r.diff!), lo: points(r.ci95![0]), hi: points(r.ci95![1]), pairs: r.pairs, corr: r.correlation, se_ratio: r.se_ratio }));
  const y = { ...OPP_Y, axis: wrappedLabels(values.map((v) => v.opponent), 40) };
  return {
    $schema: SCHEMA,
    data: { values },
    width: 'container',
    autosize: { type: 'fit-x', contains: 'padding' },
    height: 34 * values.length,
    layer: [
      { mark: { type: 'rule', color: '#888', strokeDash: [3, 3] }, encoding: { x: { datum: 0 } } },
      { mark: 'rule', encoding: { y, x: { field: 'lo', type: 'quantitative', title: 'variant − base, points of score (paired, 95%)', axis: { format: '+.1f' } }, x2: { field: 'hi' } } },
      {
        mark: { type: 'point', filled: true, size: 80 },
        encoding: {
          y,
          x: { field: 'diff', type: 'quantitative' },
          tooltip: [{ field: 'opponent' }, { field: 'diff', title: 'difference (points)', format: '+.2f' }, { field: 'lo', title: 'low (points)', format: '+.2f' }, { field: 'hi', title: 'high (points)', format: '+.2f' }, { field: 'pairs' }, { field: 'corr', title: 'correlation' }, { field: 'se_ratio', title: 'SE paired / unpaired' }],
        },
      },
    ],
  };
}
