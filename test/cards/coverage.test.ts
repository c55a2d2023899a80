/**
 * The card-text table (src/engine/cards/set1) against the printed cards: every card with text has
 * exactly one entry with the right name and text; the support level agrees with `missing`; a card
 * that is not fully implemented is flagged for the engine and the CLI; and every card whose text is
 * (partly) implemented has at least one test in test/cards/ that names it by id (`s1_N`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SET1 } from '../../src/engine/cards/set1/printed.js';
import { SET1_TEXT } from '../../src/engine/cards/set1/index.js';
import { ALL_CARDS, cardDb } from '../../src/engine/card-pool.js';
import { Kw } from '../../src/engine/core/enums.js';

const here = dirname(fileURLToPath(import.meta.url));
const shared = JSON.parse(readFileSync(join(here, '../../../shared/cards/set1.json'), 'utf8')) as { number: number; name: string; text: string }[];

describe('card text table', () => {
  it('has one entry per set-1 card with printed text, with its name and text', () => {
    const seen = new Set<number>();
    for (const t of SET1_TEXT) {
      expect(seen.has(t.number), `duplicate entry for №${t.number}`).toBe(false);
      seen.add(t.number);
      const printed = SET1[t.number - 1]!;
      expect(t.name, `№${t.number}`).toBe(printed.name);
      expect(t.text, `№${t.number} ${t.name}`).toBe(shared[t.number - 1]!.text);
    }
    for (const d of SET1) expect(seen.has(d.number), `№${d.number} ${d.name}`).toBe(d.hasText);
  });

  it('says what is missing exactly when a card is not fully implemented', () => {
    for (const t of SET1_TEXT) {
      const n = t.missing?.length ?? 0;
      if (t.support === 'implemented') expect(n, `№${t.number} ${t.name} is implemented but lists missing clauses`).toBe(0);
      else expect(n, `№${t.number} ${t.name} is ${t.support} without saying what is missing`).toBeGreaterThan(0);
    }
  });

  it('flags every card that is not fully implemented for the engine (Kw.UnsupportedText)', () => {
    const db = cardDb();
    for (let i = 0; i < SET1.length; i++) {
      const d = ALL_CARDS[i]!;
      const flagged = (db.kw[i]! & Kw.UnsupportedText) !== 0;
      expect(flagged, `№${d.number} ${d.name}`).toBe(d.hasText && d.support !== 'implemented');
    }
  });

  it('has a test in test/cards/ naming every implemented or partial card by id', () => {
    const dir = here;
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts')
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const untested: string[] = [];
    for (const t of SET1_TEXT) {
      if (t.support === 'unsupported') continue;
      if (!new RegExp(`\\bs1_${t.number}\\b`).test(text)) untested.push(`s1_${t.number} ${t.name}`);
    }
    expect(untested).toEqual([]);
  });
});
