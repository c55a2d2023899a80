/**
 * The report and the replay viewer in a real browser: headless Chromium from the system (Debian:
 * apt-get install chromium), driven by playwright-core with executablePath — never a downloaded
 * browser. Skips, saying why, when no Chromium is found (CHROMIUM_PATH, or /usr/bin/chromium).
 *
 * On a small matrix run: the report renders every chart with no console error and the heatmap has
 * one cell per pairing; the replay page steps to the last action and its final board equals the
 * engine's own final state (each occupied cell's card, wounds and open/closed). Screenshots go to
 * the system temp folder (report.png, replay.png).
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
beforeAll(() => {
  if (!chromiumPath) return;
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-browser-'));
  dir = path.join(tmp, 'run');
  const r = berserk(['sim', '--decks', deck('darkness'), deck('forest'), deck('steppe'), '--games', '256', '--shard-size', '256', '--workers', '2', '--out', dir, '--report']);
  expect(r.status, r.stderr).toBe(0);
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function withPage<T>(file: string, fn: (page: import('playwright-core').Page, errors: string[]) => Promise<T>): Promise<T> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath!, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
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
});
