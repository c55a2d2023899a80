/**
 * Set 2 card data (src/engine/cards/set2 SET2_CARDS): every card's printed facts equal
 * ../shared/cards/set2.json, and a card played only in part lists what it does not play (a
 * keyword per `missing` entry). The per-card tests (set2-*.test.ts) test what the text compiles to.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** CI runs in a fresh clone with a copy of shared/ beside the repo; elsewhere the file may be absent. */
const sourcePath = path.resolve(repoRoot, '../shared/cards/set2.json');
const sourceAvailable = fs.existsSync(sourcePath);
const PRINTED = ['name', 'element', 'cost', 'elite', 'unique', 'type', 'classes', 'life', 'move', 'strike', 'icons'] as const;

describe.skipIf(!sourceAvailable)('SET2_CARDS against set2.json', () => {
  const source = sourceAvailable ? (JSON.parse(fs.readFileSync(sourcePath, 'utf8')) as Record<string, unknown>[]) : [];
  for (const def of SET2_CARDS) {
    it(`${def.id} ${def.name}: set s2, its number, the printed facts; what it does not play is listed`, () => {
      const j = source.find((c) => c.id === def.id);
      expect(j, def.id).toBeDefined();
      expect([def.set, def.number]).toEqual(['s2', j!.number]);
      for (const k of PRINTED) expect(def[k], `${def.id} ${k}`).toEqual(j![k]);
      expect(def.hasText).toBe(j!.text !== '');
      if (def.support === 'partial') expect(def.missing!.length).toBeGreaterThan(0);
    });
  }
  it('the cards and their ids are unique', () => {
    expect(new Set(SET2_CARDS.map((d) => d.id)).size).toBe(SET2_CARDS.length);
  });
});

describe('set-2 cards that lack a keyword', () => {
  it('Гаргант s2_64 and Глиняный голем s2_58 are partial: Неповоротливость not played; Стражник Туллена s2_12 is whole', () => {
    const missing = (id: string) => SET2_CARDS.find((d) => d.id === id)!.missing?.map((m) => m.split(':')[0]) ?? [];
    expect(missing('s2_64')).toEqual(['Неповоротливость']);
    expect(missing('s2_58')).toEqual(['Неповоротливость']);
    expect(SET2_CARDS.find((d) => d.id === 's2_12')!.support).toBe('implemented');
  });
});
