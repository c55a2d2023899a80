import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SET1, UNCERTAIN_STATS } from '../../src/engine/cards/set1/printed.js';
import type { CardDef } from '../../src/engine/vocab/card.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** CI runs in a fresh clone with a copy of shared/ beside the repo; elsewhere the file may be absent. */
const sourcePath = path.resolve(repoRoot, '../shared/cards/set1.json');
const sourceAvailable = fs.existsSync(sourcePath);

interface SourceCard {
  number: number;
  id: string;
  name: string;
  element: string;
  cost: number;
  elite: boolean;
  unique: boolean;
  type: string;
  classes: string[];
  life: number;
  move: number | null;
  strike: number[];
  icons: Record<string, number | boolean | null>;
  text: string;
}

const cards: readonly CardDef[] = SET1;

function isUncertain(id: string, field: string): boolean {
  return UNCERTAIN_STATS.some((u) => u.id === id && u.field === field);
}

describe('SET1 generated data', () => {
  it('has 200 cards numbered 1..200, index = number − 1', () => {
    expect(cards).toHaveLength(200);
    cards.forEach((card, index) => {
      expect(card.number).toBe(index + 1);
      expect(card.id).toBe(`s1_${index + 1}`);
      expect(card.set).toBe('s1');
    });
  });

  it('has 187 ground creatures and 13 flyers; flyers have no movement', () => {
    const flyers = cards.filter((c) => c.type === 'flyer');
    expect(cards.filter((c) => c.type === 'creature')).toHaveLength(187);
    expect(flyers).toHaveLength(13);
    for (const flyer of flyers) expect(flyer.move).toBeNull();
    for (const creature of cards.filter((c) => c.type === 'creature')) expect(typeof creature.move).toBe('number');
  });

  it('has 34 cards per element and 30 neutral', () => {
    const byElement = new Map<string, number>();
    for (const card of cards) byElement.set(card.element, (byElement.get(card.element) ?? 0) + 1);
    expect(Object.fromEntries(byElement)).toEqual({
      steppe: 34, mountain: 34, forest: 34, swamp: 34, darkness: 34, neutral: 30,
    });
  });

  it('lists Уордак ova as uncertain and emits a placeholder value', () => {
    expect(UNCERTAIN_STATS).toContainEqual(expect.objectContaining({ id: 's1_158', field: 'icons.ova' }));
    expect(cards[157]!.icons.ova).toBe(1);
    for (const entry of UNCERTAIN_STATS) {
      expect(cards.some((c) => c.id === entry.id)).toBe(true);
      expect(entry.note.length).toBeGreaterThan(0);
    }
  });

  it('carries no ability text', () => {
    for (const card of cards) expect(Object.keys(card)).not.toContain('text');
  });

  describe('matches shared/cards/set1.json (skipped when the file is absent)', () => {
    const source: SourceCard[] = sourceAvailable ? JSON.parse(fs.readFileSync(sourcePath, 'utf8')) : [];

    it.skipIf(!sourceAvailable)('has the same cards in the same order', () => {
      expect(cards.map((c) => c.id)).toEqual(source.map((c) => c.id));
    });

    it.skipIf(!sourceAvailable)('has every stat field equal to the source', () => {
      source.forEach((src, index) => {
        const card = cards[index]!;
        const expected = {
          number: src.number, name: src.name, element: src.element, cost: src.cost, elite: src.elite,
          unique: src.unique, type: src.type, classes: src.classes, life: src.life, move: src.move,
          strike: src.strike, hasText: src.text.trim() !== '',
        };
        const actual = {
          number: card.number, name: card.name, element: card.element, cost: card.cost, elite: card.elite,
          unique: card.unique, type: card.type, classes: card.classes, life: card.life, move: card.move,
          strike: card.strike, hasText: card.hasText,
        };
        expect(actual, src.id).toEqual(expected);
      });
    });

    it.skipIf(!sourceAvailable)('has every icon equal to the source, except documented uncertain values', () => {
      source.forEach((src, index) => {
        const icons: Record<string, unknown> = { ...cards[index]!.icons };
        expect(Object.keys(icons).sort(), src.id).toEqual(Object.keys(src.icons).sort());
        for (const [key, value] of Object.entries(src.icons)) {
          if (value === null) {
            expect(isUncertain(src.id, `icons.${key}`), `${src.id} icons.${key} is null in the source`).toBe(true);
            continue;
          }
          expect(icons[key], `${src.id} icons.${key}`).toBe(value);
        }
      });
    });
  });
});
