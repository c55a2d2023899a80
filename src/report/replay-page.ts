/**
 * The replay viewer page (`berserk replay DIR --game N --html`): one self-contained HTML file that
 * steps through a game on the 5×6 board. The frames (replay-frames.ts) are embedded as JSON; a
 * small script draws the board of the current frame. Keys: ← → step, Home / End first / last.
 */
import { BASE_CSS, esc, jsonScript } from './html.js';
import type { ReplayGame } from './replay-frames.js';

export interface ReplayPageInfo {
  title: string;
  command: string;
  p1: string;
  p2: string;
}

// The layout fits the window, with no horizontal scrolling, from a phone up: the board's five
// columns share the width it gets (at most 128 px each) and its six rows share the height left
// under the controls (at most 108 px, at least 64), so at 1280×900 the whole board and both
// auxiliary zones are on screen; under 1000 px the transcript panel goes below the board.
const CSS = `
body { margin: 12px auto; } h1 { font-size: 18px; overflow-wrap: anywhere; } .meta, code { overflow-wrap: anywhere; }
.wrap { display: flex; flex-wrap: wrap; gap: 16px 24px; align-items: flex-start; }
.boardcol { flex: 0 1 688px; min-width: 0; }
#board { --row: clamp(64px, calc((100vh - 340px) / 6), 108px); display: grid; grid-template-columns: 24px repeat(5, minmax(0, 128px)); grid-template-rows: repeat(6, var(--row)) 18px; gap: 4px; }
.lbl { display: flex; align-items: center; justify-content: center; color: #888; font-size: 12px; }
.cell { border: 1px solid #ccc; border-radius: 6px; background: #fafafa; position: relative; font-size: 11px; padding: 2px; box-sizing: border-box; overflow: hidden; min-width: 0; }
.cell.half2 { background: #fdf6f6; } .cell.half1 { background: #f5f8fd; }
.card { border-radius: 5px; padding: 2px 4px; height: 100%; box-sizing: border-box; color: #111; line-height: 1.25; overflow: hidden; overflow-wrap: anywhere; }
.card.p1 { background: #cfe0fb; border: 2px solid #2f6bd8; } .card.p2 { background: #fbd3d3; border: 2px solid #c83232; }
.card.closed { opacity: .62; border-style: dashed; } .card.hidden { background: repeating-linear-gradient(45deg, #999, #999 6px, #bbb 6px, #bbb 12px); color: #fff; }
.card .n { font-weight: 600; font-size: 12px; line-height: 1.15; } .card .w { color: #a00; font-weight: 600; } .card .ic { color: #444; font-size: 10px; }
.auxlbl { margin-left: 28px; } .aux { display: flex; gap: 4px; flex-wrap: wrap; min-height: 24px; margin: 2px 0 4px 28px; }
.aux .card { height: auto; flex: 0 1 128px; min-width: 0; font-size: 11px; }
#side { flex: 1 1 300px; min-width: 0; max-width: 640px; } #action { font-weight: 600; margin: 8px 0; }
#lines { font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; background: #f7f7f7; padding: 8px; min-height: 120px; max-height: 360px; overflow: auto; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 8px 0; } .controls button { font-size: 16px; padding: 2px 10px; }
#pos { flex: 1 1 160px; min-width: 0; max-width: 360px; }
@media (max-width: 999px) { #side { max-width: none; } }`;

const SCRIPT = `
(function () {
  var game = JSON.parse(document.getElementById('replay-frames').textContent);
  var frames = game.frames, at = 0;
  var COLS = 'ABCDE';
  function cardHtml(c) {
    var cls = 'card p' + c.p + (c.closed ? ' closed' : '') + (c.hidden ? ' hidden' : '');
    var state = (c.closed ? 'закрыта' : 'открыта') + (c.hidden ? ', рубашкой вверх' : '');
    return '<div class="' + cls + '" data-instance="' + c.i + '" data-id="' + c.id + '" data-wounds="' + c.wounds + '" data-closed="' + (c.closed ? 1 : 0) + '">' +
      '<div class="n">' + esc(c.name) + '</div>' +
      '<div>P' + c.p + ' · ' + state + '</div>' +
      '<div>жизни ' + c.lives + (c.wounds ? ' · <span class="w">ран ' + c.wounds + '</span>' : '') + '</div>' +
      (c.icons ? '<div class="ic">' + esc(c.icons) + '</div>' : '') + '</div>';
  }
  function esc(s) { return String(s).replace(/[&<>"]/g, function (ch) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[ch]; }); }
  function draw() {
    var f = frames[at];
    var h = '';
    for (var row = 5; row >= 0; row--) {
      h += '<div class="lbl">' + (row + 1) + '</div>';
      for (var col = 0; col < 5; col++) {
        var cell = row * 5 + col, c = f.cells[cell];
        h += '<div class="cell ' + (row < 3 ? 'half1' : 'half2') + '" data-cell="' + COLS[col] + (row + 1) + '" title="' + COLS[col] + (row + 1) + '">' + (c ? cardHtml(c) : '') + '</div>';
      }
    }
    h += '<div></div>';
    for (var col2 = 0; col2 < 5; col2++) h += '<div class="lbl">' + COLS[col2] + '</div>';
    document.getElementById('board').innerHTML = h;
    document.getElementById('aux2').innerHTML = f.aux[1].map(cardHtml).join('');
    document.getElementById('aux1').innerHTML = f.aux[0].map(cardHtml).join('');
    document.getElementById('pos').value = at;
    document.getElementById('step').textContent = 'действие ' + at + ' из ' + (frames.length - 1) + ' · ход ' + f.turn;
    document.getElementById('action').textContent = at === 0 ? f.action : 'P' + f.seat + ': ' + f.action;
    document.getElementById('lines').textContent = f.lines.join('\\n') || '—';
    document.getElementById('dice').textContent = f.dice ? 'кубики: ' + f.dice : '';
    document.getElementById('crystals').textContent =
      'P1: золото ' + f.gold[0] + ', серебро ' + f.silver[0] + ', колода ' + f.deck[0] + ', кладбище ' + f.grave[0] +
      ' · P2: золото ' + f.gold[1] + ', серебро ' + f.silver[1] + ', колода ' + f.deck[1] + ', кладбище ' + f.grave[1];
    document.body.setAttribute('data-frame', String(at));
  }
  function go(k) { at = Math.max(0, Math.min(frames.length - 1, k)); draw(); }
  document.getElementById('first').onclick = function () { go(0); };
  document.getElementById('prev').onclick = function () { go(at - 1); };
  document.getElementById('next').onclick = function () { go(at + 1); };
  document.getElementById('last').onclick = function () { go(frames.length - 1); };
  var pos = document.getElementById('pos');
  pos.max = frames.length - 1;
  pos.oninput = function () { go(Number(pos.value)); };
  // The keys step the game, and only that: no scrolling of the page, no second step of the slider.
  var KEYS = { ArrowRight: function () { return at + 1; }, ArrowLeft: function () { return at - 1; }, Home: function () { return 0; }, End: function () { return frames.length - 1; } };
  document.addEventListener('keydown', function (e) {
    var k = Object.prototype.hasOwnProperty.call(KEYS, e.key) ? KEYS[e.key] : null;
    if (!k || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    go(k());
  });
  go(0);
  document.body.setAttribute('data-frames', String(frames.length));
})();`;

export function renderReplayPage(game: ReplayGame, info: ReplayPageInfo): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${esc(info.title)}</title><style>${BASE_CSS}${CSS}</style></head><body>
<h1>${esc(info.title)}</h1>
<div class="meta">P1: ${esc(info.p1)} · P2: ${esc(info.p2)} · итог: ${esc(game.result)} · <code>${esc(info.command)}</code></div>
<div class="controls">
<button id="first" title="Home: first">«</button> <button id="prev" title="←">◀</button> <button id="next" title="→">▶</button> <button id="last" title="End: last">»</button>
<input type="range" id="pos" min="0" value="0"> <span id="step"></span></div>
<div class="wrap"><div class="boardcol">
<div class="meta auxlbl">P2, вспомогательная зона</div><div class="aux" id="aux2"></div>
<div id="board"></div>
<div class="aux" id="aux1"></div><div class="meta auxlbl">P1, вспомогательная зона</div>
</div><div id="side"><div id="crystals" class="meta"></div><div id="dice"></div><div id="action"></div><div id="lines"></div></div></div>
${jsonScript('replay-frames', game)}
<script>${SCRIPT}</script>
</body></html>
`;
}
