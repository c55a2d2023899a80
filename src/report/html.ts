/** Small HTML helpers shared by the report and the replay page. */

import { chartScripts, chartVersions } from './assets.js';

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A whole report page: `parts` (HTML) in the body after the "drawn with" line, the chart
 * libraries inlined, the Vega-Lite `charts` as JSON and the script that embeds them. The page needs
 * no network.
 */
export function chartPage(title: string, parts: readonly string[], charts: Record<string, unknown>): string {
  const scripts = chartScripts()
    .map((js) => `<script>${js}</script>`)
    .join('\n');
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${BASE_CSS}</style>
${scripts}
</head><body>
${parts.join('\n')}
<p class="meta">Drawn with ${chartVersions().join(', ')}, inlined: this file needs no network.</p>
${jsonScript('report-specs', charts)}
${EMBED_BOOT}
</body></html>
`;
}

/** JSON for a <script type="application/json"> element (no early end of the element). */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

export const BASE_CSS = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto; max-width: 1200px; padding: 0 16px; color: #222; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
.meta { color: #666; font-size: 12px; } table { border-collapse: collapse; } td, th { padding: 3px 10px; border-bottom: 1px solid #eee; text-align: left; vertical-align: top; }
th { font-weight: 600; } code { background: #f4f4f4; padding: 1px 4px; border-radius: 3px; font-size: 12px; } .warn { color: #a15c00; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
/* A chart wider than the window scrolls inside its own box; the page never scrolls sideways. */
[id^="chart-"] { max-width: 100%; overflow-x: auto; }
/* Charts drawn at the width of their box (width "container" in specs.ts), up to a readable width. */
#chart-turns, #chart-ends, #chart-ab { display: block; width: 100%; max-width: 1000px; } table { max-width: 100%; } td code { overflow-wrap: anywhere; }`;

/**
 * The page's last script: draw every vega-lite spec of the `report-specs` element into its
 * `#chart-KEY` box, then set body[data-rendered] to the number of charts (or "error").
 */
export const EMBED_BOOT = `<script>
(function () {
  var specs = JSON.parse(document.getElementById('report-specs').textContent);
  var done = [];
  window.reportViews = {};
  Object.keys(specs).forEach(function (k) {
    done.push(vegaEmbed('#chart-' + k, specs[k], { renderer: 'svg', actions: false }).then(function (r) { window.reportViews[k] = r.view; }));
  });
  Promise.all(done).then(function () { document.body.setAttribute('data-rendered', String(done.length)); },
    function (e) { console.error(e); document.body.setAttribute('data-rendered', 'error'); });
})();
</script>`;
