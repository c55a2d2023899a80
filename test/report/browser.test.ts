/**
 * The report and the replay viewer in a real browser: headless Chromium from the system (Debian:
 * apt-get install chromium), driven by playwright-core with executablePath — never a downloaded
 * browser. Skips, saying why, when no Chromium is found (CHROMIUM_PATH, or /usr/bin/chromium).
 *
 * On a small matrix run: the report renders every chart with no console error and the heatmap has
 * one cell per pairing, its axis labels whole (not cut with "…", inside the chart) and clear of the
 * axis titles; on a small ab run, the A/B chart speaks in points, ticks and title alike. The replay
 * page steps to the last action and its final board equals the engine's own final state (each
 * occupied cell's card, wounds and open/closed). Both pages fit a 1280×900 and a 760 px wide window
 * with no horizontal scrolling, and at 1280×900 the whole board is on screen. Screenshots go to the
 * system temp folder (report.png, replay.png).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../src/agents/registry.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { Flag } from '../../src/engine/core/enums.js';
import { newState } from '../../src/engine/game.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { G, NONE } from '../../src/engine/core/state.js';
import { newPlan, planGame } from '../../src/sim/config.js';
import { Match } from '../../src/sim/play.js';
import { readRunFile } from '../../src/sim/run-dir.js';
import { assertBuilt, berserk, deck } from '../sim/cli-helpers.js';

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!chromiumPath) process.stdout.write('test/report/browser.test.ts: skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)\n');

let tmp: string;
let dir: string;
let abDir: string;
beforeAll(() => {
  if (!chromiumPath) return;
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-browser-'));
  dir = path.join(tmp, 'run');
  const r = berserk(['sim', '--decks', deck('darkness'), deck('forest'), deck('steppe'), '--games', '256', '--shard-size', '256', '--workers', '2', '--out', dir, '--report']);
  expect(r.status, r.stderr).toBe(0);
  abDir = path.join(tmp, 'ab');
  const ab = berserk(['ab', '--agent1', 'random', '--agent2', 'random', '--base', deck('variants/darkness-plague-rider'), '--variant', deck('variants/darkness-slua-witch'), '--field', deck('forest'), '--games', '64', '--shard-size', '256', '--workers', '2', '--out', abDir, '--report']);
  expect(ab.status, ab.stderr).toBe(0);
});

/** The two window sizes a page must fit without horizontal scrolling. */
const WINDOWS = [
  { width: 1280, height: 900 },
  { width: 760, height: 900 },
] as const;

/** The page's horizontal overflow: scrollWidth − clientWidth of the document (0 when it fits). */
function horizontalOverflow(page: import('playwright-core').Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function withPage<T>(file: string, fn: (page: import('playwright-core').Page, errors: string[]) => Promise<T>, viewport: { width: number; height: number } = WINDOWS[0]): Promise<T> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath!, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('console', (m) => {
      // Errors, and vega's own warnings ("WARN …": a spec it had to change).
      if (m.type() === 'error' || (m.type() === 'warning' && m.text().startsWith('WARN'))) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    // Nothing may come from the network: the page is self-contained.
    await page.route(/^(?!file:)/, (route) => {
      errors.push(`network request: ${route.request().url()}`);
      return route.abort();
    });
    await page.goto(`file://${file}`);
    return await fn(page, errors);
  } finally {
    await browser.close();
  }
}

describe.skipIf(!chromiumPath)('report and replay pages in Chromium', () => {
  it('the report renders every chart, no console errors, one heatmap cell per pairing', async () => {
    await withPage(path.join(dir, 'report.html'), async (page, errors) => {
      await page.waitForSelector('body[data-rendered]', { timeout: 60_000 });
      const rendered = await page.getAttribute('body', 'data-rendered');
      // heatmap, splits, turns, ends and one lift chart per deck.
      expect(rendered).toBe(String(4 + 3));
      expect(await page.locator('#chart-heatmap .cells_marks path').count()).toBe(3);
      expect(await page.locator('#notable code').count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(os.tmpdir(), 'report.png'), fullPage: true });
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it('the heatmap shows every deck name whole, inside the chart and clear of the axis titles', async () => {
    const { config } = readRunFile(dir);
    const names = config.decks.map((d, i) => `${i} ${d.name}`.replace(/\s+/g, ''));
    await withPage(path.join(dir, 'report.html'), async (page) => {
      await page.waitForSelector('body[data-rendered]', { timeout: 60_000 });
      const axes = await page.$$eval('#chart-heatmap svg', ([svg]) => {
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        return {
          svg: box(svg!),
          axes: [...svg!.querySelectorAll('g.role-axis')].map((g) => ({
            labels: [...g.querySelectorAll('.role-axis-label text')].map((t) => ({ text: t.textContent ?? '', box: box(t) })),
            titles: [...g.querySelectorAll('.role-axis-title text')].map((t) => box(t)),
          })),
        };
      });
      expect(axes.axes).toHaveLength(2);
      const overlap = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      for (const axis of axes.axes) {
        expect(axis.titles).toHaveLength(1);
        expect(axis.labels.length).toBeGreaterThan(0);
        for (const l of axis.labels) {
          // Whole: the full "<id> <name>" (its lines joined), never cut with "…".
          expect(l.text).not.toContain('…');
          expect(names).toContain(l.text.replace(/\s+/g, ''));
          // Inside the chart, and not under the axis title.
          expect(l.box.left).toBeGreaterThanOrEqual(axes.svg.left - 0.5);
          expect(l.box.right).toBeLessThanOrEqual(axes.svg.right + 0.5);
          expect(l.box.top).toBeGreaterThanOrEqual(axes.svg.top - 0.5);
          expect(l.box.bottom).toBeLessThanOrEqual(axes.svg.bottom + 0.5);
          expect(overlap(l.box, axis.titles[0]!), `axis title over the label ${l.text}`).toBe(false);
        }
      }
    });
  }, 120_000);

  it('the A/B chart gives the difference in points: axis title and ticks agree with the text', async () => {
    await withPage(path.join(abDir, 'report.html'), async (page, errors) => {
      await page.waitForSelector('body[data-rendered]', { timeout: 60_000 });
      const axis = await page.$$eval('#chart-ab svg g.role-axis', (gs) =>
        gs.map((g) => ({ title: g.querySelector('.role-axis-title text')?.textContent ?? '', labels: [...g.querySelectorAll('.role-axis-label text')].map((t) => t.textContent ?? '') })),
      );
      const x = axis.find((a) => /variant − base/.test(a.title))!;
      expect(x.title).toMatch(/points/);
      expect(x.labels.length).toBeGreaterThan(1);
      for (const l of x.labels) expect(l).toMatch(/^[+−-]?\d+(\.\d+)?$/);
      // The ticks span the interval drawn, in the same unit as the text's "points of score".
      const ab = JSON.parse(fs.readFileSync(path.join(abDir, 'ab.json'), 'utf8')) as { overall: { ci95: [number, number] } };
      const ticks = x.labels.map((l) => Number(l.replace('−', '-')));
      expect(Math.min(...ticks)).toBeLessThanOrEqual(ab.overall.ci95[0] * 100);
      expect(Math.max(...ticks)).toBeGreaterThanOrEqual(ab.overall.ci95[1] * 100);
      expect(await page.textContent('body')).toContain('points of score');
      expect(errors).toEqual([]);
    });
  }, 120_000);

  for (const win of WINDOWS) {
    it(`the reports fit a ${win.width}×${win.height} window with no horizontal scrolling`, async () => {
      for (const file of [path.join(dir, 'report.html'), path.join(abDir, 'report.html')]) {
        await withPage(
          file,
          async (page) => {
            await page.waitForSelector('body[data-rendered]', { timeout: 60_000 });
            expect(await horizontalOverflow(page), file).toBeLessThanOrEqual(0);
          },
          win,
        );
      }
    }, 120_000);
  }

  it('the replay page steps to the last action, and its final board is the engine\'s', async () => {
    const gameIndex = 3;
    const out = path.join(tmp, 'replay.html');
    const r = berserk(['replay', dir, '--game', String(gameIndex), '--html', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    // The engine's own final state of that game, played here.
    const { config } = readRunFile(dir);
    const plan = planGame(config, BigInt(config.seed), gameIndex, newPlan());
    const db = cardDb();
    const cards = (d: number) => Int16Array.from(config.decks[d]!.cards, (id) => db.byId.get(id)!);
    const s = newState(db, makeOptions(config.options));
    new Match(s, [createAgent(config.agents[plan.agent0]!), createAgent(config.agents[plan.agent1]!)]).play(cards(plan.deck0), cards(plan.deck1), plan.seed);
    const want: Record<string, { id: string; wounds: number; closed: number }> = {};
    for (let cell = 0; cell < 30; cell++) {
      const i = s.board[cell]!;
      if (i === NONE) continue;
      want[`${'ABCDE'[cell % 5]}${Math.floor(cell / 5) + 1}`] = { id: db.defs[s.card[i]!]!.id, wounds: s.wounds[i]!, closed: (s.flags[i]! & Flag.Closed) !== 0 ? 1 : 0 };
    }
    await withPage(out, async (page, errors) => {
      await page.waitForSelector('body[data-frames]');
      const frames = Number(await page.getAttribute('body', 'data-frames'));
      expect(frames - 1).toBe(s.g[G.Actions]);
      await page.click('#next');
      expect(await page.getAttribute('body', 'data-frame')).toBe('1');
      await page.keyboard.press('End');
      expect(await page.getAttribute('body', 'data-frame')).toBe(String(frames - 1));
      const got = await page.$$eval('#board .cell[data-cell]', (els) => {
        const o: Record<string, { id: string; wounds: number; closed: number }> = {};
        for (const el of els) {
          const c = el.querySelector('.card') as HTMLElement | null;
          if (c) o[el.getAttribute('data-cell')!] = { id: c.dataset.id!, wounds: Number(c.dataset.wounds), closed: Number(c.dataset.closed) };
        }
        return o;
      });
      expect(got).toEqual(want);
      // Step back a little for a board with cards on it in the screenshot.
      for (let k = 0; k < 40 && Object.keys(want).length === 0; k++) await page.keyboard.press('ArrowLeft');
      await page.screenshot({ path: path.join(os.tmpdir(), 'replay.png'), fullPage: true });
      expect(errors).toEqual([]);
    });
  }, 120_000);

  for (const win of WINDOWS) {
    it(`the replay page fits a ${win.width}×${win.height} window: no horizontal scrolling, the board whole${win.width === 1280 ? ' and on screen' : ''}`, async () => {
      const out = path.join(tmp, 'replay-fit.html');
      const r = berserk(['replay', dir, '--game', '3', '--html', '--out', out]);
      expect(r.status, r.stderr).toBe(0);
      await withPage(
        out,
        async (page, errors) => {
          await page.waitForSelector('body[data-frames]');
          const frames = Number(await page.getAttribute('body', 'data-frames'));
          // The first frame, a full board half-way through, and the last.
          for (const k of [0, Math.floor(frames / 2), frames - 1]) {
            await page.$eval('#pos', (el, v) => {
              (el as HTMLInputElement).value = String(v);
              el.dispatchEvent(new Event('input'));
            }, k);
            expect(await page.getAttribute('body', 'data-frame')).toBe(String(k));
            expect(await horizontalOverflow(page), `frame ${k}`).toBeLessThanOrEqual(0);
            const board = await page.$eval('#board', (el) => {
              const b = el.getBoundingClientRect();
              return { left: b.left, right: b.right, bottom: b.bottom, width: document.documentElement.clientWidth, height: window.innerHeight };
            });
            expect(board.left).toBeGreaterThanOrEqual(0);
            expect(board.right).toBeLessThanOrEqual(board.width);
            if (win.width === 1280) expect(board.bottom, `frame ${k}: the board's last row is below the window`).toBeLessThanOrEqual(board.height);
          }
          // The stepping keys step the game and do not scroll the page.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.keyboard.press('End');
          expect(await page.getAttribute('body', 'data-frame')).toBe(String(frames - 1));
          await page.keyboard.press('Home');
          expect(await page.getAttribute('body', 'data-frame')).toBe('0');
          expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
          expect(errors).toEqual([]);
        },
        win,
      );
    }, 120_000);
  }
});
