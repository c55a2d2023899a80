/**
 * `berserk sim` says which cards of each deck the engine does not fully play (sim/support.ts): one
 * stderr warning line per such deck when a run starts, once (the printed table does not repeat it;
 * a table printed without that start, `berserk merge`, lists them), and per deck in summary.json
 * `decks[].not_implemented`, so no one mistakes a blank body for the real card.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { deckSupport, supportLine } from '../../src/sim/support.js';
import { renderSummary, type SummaryJson } from '../../src/sim/summary.js';
import { synth } from '../helpers/scenario.js';
import { assertBuilt, berserkAsync, deck } from './cli-helpers.js';

describe('deckSupport / supportLine', () => {
  const db = compileCardDb([
    synth('Плоский'), // no text: nothing to report
    synth('Готовый', { hasText: true, support: 'implemented' }),
    synth('Частичный', { hasText: true, support: 'partial', missing: ['вторая фраза: нет примитива'] }),
    synth('Пустой', { hasText: true, support: 'unsupported', missing: ['text not encoded yet'] }),
    synth('Безметки', { hasText: true }), // text with no support level = unsupported
  ]);
  const ids = ['tx_Плоский', 'tx_Пустой', 'tx_Готовый', 'tx_Частичный', 'tx_Пустой', 'tx_Безметки', 'tx_Пустой'];

  it('lists partial and unsupported cards once, with copies and the missing clauses', () => {
    expect(deckSupport(db, ids)).toEqual([
      { id: 'tx_Пустой', name: 'Пустой', support: 'unsupported', copies: 3, missing: ['text not encoded yet'] },
      { id: 'tx_Частичный', name: 'Частичный', support: 'partial', copies: 1, missing: ['вторая фраза: нет примитива'] },
      { id: 'tx_Безметки', name: 'Безметки', support: 'unsupported', copies: 1, missing: [] },
    ]);
  });

  it('one line per deck, null when every card is played', () => {
    expect(supportLine('Д', deckSupport(db, ids), ids.length)).toBe(
      'deck Д: 5 of 7 cards not fully implemented; unsupported (text not played): tx_Пустой Пустой ×3, tx_Безметки Безметки; partial (some text not played): tx_Частичный Частичный (see berserk cards --coverage)',
    );
    expect(supportLine('Д', deckSupport(db, ['tx_Плоский', 'tx_Готовый']), 2)).toBeNull();
  });
});

describe('berserk sim reports them', () => {
  let tmp = '';
  beforeAll(() => {
    assertBuilt();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-support-'));
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a stderr warning per deck, printed once; the table without a start warning (merge) lists them', async () => {
    const files = [deck('steppe'), deck('forest')];
    const out = path.join(tmp, 'run');
    const r = await berserkAsync(['sim', '--deck1', files[0]!, '--deck2', files[1]!, '--games', '2', '--workers', '1', '--out', out]);
    expect(r.status).toBe(0);
    // Expected from the current card pool (cards get implemented over time: compute, don't hard-code).
    const db = cardDb();
    const summary = JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8')) as {
      decks: { name: string; deck_size: number; not_implemented: ReturnType<typeof deckSupport> }[];
    };
    const warnings = r.stderr.split('\n').filter((l) => l.startsWith('warning: deck '));
    const expected: string[] = [];
    summary.decks.forEach((d, k) => {
      const json = JSON.parse(fs.readFileSync(files[k]!, 'utf8')) as { cards: { card: string; count: number }[] };
      const ids = json.cards.flatMap((c) => Array<string>(c.count).fill(c.card));
      expect(d.not_implemented).toEqual(deckSupport(db, ids));
      expect(d.deck_size).toBe(ids.length);
      const line = supportLine(d.name, d.not_implemented, ids.length);
      if (line) {
        expected.push(`warning: ${line}`);
        const inTable = supportLine(`${k} ${d.name}`, d.not_implemented, ids.length)!;
        expect(r.stdout).not.toContain(inTable);
        expect(renderSummary(JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8')) as SummaryJson)).toContain(inTable);
      }
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(warnings).toEqual(expected);
    // Deck names are never cut in the rate table (the forest deck's is longer than its label column).
    summary.decks.forEach((d, k) => expect(r.stdout.split('\n').some((l) => l.startsWith(`  deck ${k} ${d.name}`))).toBe(true));
  });
});
