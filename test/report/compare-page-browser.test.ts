/**
 * The report of an agents comparison (berserk sim --agents-compare … --report) in headless Chromium
 * from the system (as test/report/browser.test.ts; skips, saying why, without one): both charts
 * render with no console error and no network, each matrix panel has one cell per ordered deck pair,
 * the scatter one point per pairing, and the page fits a 1280 and a 760 px wide window.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, deck } from '../sim/cli-helpers.js';

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!chromiumPath) process.stdout.write('test/report/compare-page-browser.test.ts: skipped: no Chromium (apt-get install chromium, or set CHROMIUM_PATH)\n');

let tmp = '';
let out = '';
beforeAll(() => {
  if (!chromiumPath) return;
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-compare-page-'));
  out = path.join(tmp, 'cmp');
  // The page is the subject: 10 games a pairing are enough to draw it.
  const r = berserk(['sim', '--decks', deck('darkness'), deck('swamp'), deck('forest'), '--agents-compare', 'random,scripted', '--games', '10', '--workers', '1', '--out', out, '--report']);
  expect(r.status, r.stderr).toBe(0);
}, 120_000);
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!chromiumPath)('the agents comparison page in Chromium', () => {
  it('renders both charts with no console error, one cell per ordered deck pair, one point per pairing, and fits the window', async () => {
    expect(fs.existsSync(path.join(out, 'a', 'report.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'b', 'report.html'))).toBe(true);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath!, args: ['--no-sandbox'] });
    try {
      for (const width of [1280, 760]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || (m.type() === 'warning' && m.text().startsWith('WARN'))) errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.route(/^(?!file:)/, (route) => {
          errors.push(`network request: ${route.request().url()}`);
          return route.abort();
        });
        await page.goto(`file://${path.join(out, 'report.html')}`);
        await page.waitForSelector('body[data-rendered]', { timeout: 60_000 });
        expect(await page.getAttribute('body', 'data-rendered')).toBe('2');
        const panels = await page.$$eval('#chart-cmp-heatmap g.mark-rect.role-mark', (gs) => gs.map((g) => g.querySelectorAll('path').length));
        expect(panels).toEqual([6, 6]);
        expect(await page.locator('#chart-cmp-scatter g.mark-symbol.role-mark path').count()).toBe(3);
        expect(await page.locator('a[href="a/report.html"]').count()).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        expect(errors).toEqual([]);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 120_000);
});
