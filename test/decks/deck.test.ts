import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET1 } from '../../src/engine/cards/set1/printed.js';
import type { CardDef } from '../../src/engine/vocab/card.js';
import { DeckError, maxCopies, resolveCardRef, validateDeck, type DeckSpec } from '../../src/engine/core/deck.js';
import { loadDeckDir, loadDeckFile } from '../../src/sim/deck-file.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const decksDir = path.join(repoRoot, 'decks');
const defs: readonly CardDef[] = SET1;

/** A legal 30-card spec: ten cards, three copies each. */
function legalSpec(): DeckSpec {
  return { name: 'test', cards: Array.from({ length: 10 }, (_, i) => ({ card: `s1_${i + 1}`, count: 3 })) };
}

describe('resolveCardRef', () => {
  it('accepts the id, set:number and the Russian name', () => {
    expect(resolveCardRef(defs, 's1_13')).toBe(12);
    expect(resolveCardRef(defs, 's1:13')).toBe(12);
    expect(resolveCardRef(defs, 'Орк')).toBe(12);
    expect(resolveCardRef(defs, 's1:200')).toBe(199);
  });

  it('ignores case, ё/е and the apostrophe form', () => {
    expect(resolveCardRef(defs, 'орк')).toBe(12);
    expect(resolveCardRef(defs, 'Посвященный Дзара')).toBe(23);
    expect(resolveCardRef(defs, 'ПОСВЯЩЁННЫЙ ДЗАРА')).toBe(23);
    expect(resolveCardRef(defs, 'Бул’Багур')).toBe(118);
    expect(resolveCardRef(defs, "бул'багур")).toBe(118);
    expect(resolveCardRef(defs, 'Ётун')).toBe(97);
  });

  it('returns -1 for anything unknown', () => {
    expect(resolveCardRef(defs, 'Орг')).toBe(-1);
    expect(resolveCardRef(defs, 's1_0')).toBe(-1);
    expect(resolveCardRef(defs, 's1:201')).toBe(-1);
    expect(resolveCardRef(defs, 's2_13')).toBe(-1);
    expect(resolveCardRef(defs, '')).toBe(-1);
  });

  it('resolves every card by each of its references', () => {
    defs.forEach((def, index) => {
      expect(resolveCardRef(defs, def.id)).toBe(index);
      expect(resolveCardRef(defs, `${def.set}:${def.number}`)).toBe(index);
      expect(resolveCardRef(defs, def.name)).toBe(index);
    });
  });
});

describe('validateDeck', () => {
  it('expands counts into card indices', () => {
    const deck = validateDeck(defs, legalSpec(), 'spec');
    expect(deck.cardIndices).toBeInstanceOf(Int16Array);
    expect(deck.cardIndices).toHaveLength(30);
    expect(Array.from(deck.cardIndices.slice(0, 4))).toEqual([0, 0, 0, 1]);
  });

  it('sums copies of one card across entries and reference forms', () => {
    const spec = legalSpec();
    spec.cards.push({ card: 's1:1', count: 1 });
    expect(() => validateDeck(defs, spec, 'spec')).toThrow(/cards\[10\]\.count: 4 copies of «Кочевник» \(s1_1\)/);
  });

  it('allows three copies of every set-1 card', () => {
    for (const def of defs) expect(maxCopies(def)).toBe(3);
  });
});

describe('decks/ folder', () => {
  const files = fs.readdirSync(decksDir).filter((f) => f.endsWith('.json')).sort();

  it('holds the five element decks and at least two mixed decks', () => {
    for (const name of ['steppe', 'mountain', 'forest', 'swamp', 'darkness']) expect(files).toContain(`${name}.json`);
    expect(files.filter((f) => f.startsWith('mixed-')).length).toBeGreaterThanOrEqual(2);
  });

  it.each(files)('%s is a legal 30–40 card deck of set-1 cards', (file) => {
    const deck = loadDeckFile(path.join(decksDir, file), defs);
    expect(deck.name.length).toBeGreaterThan(0);
    expect(deck.cardIndices.length).toBeGreaterThanOrEqual(30);
    expect(deck.cardIndices.length).toBeLessThanOrEqual(40);
    for (const index of deck.cardIndices) expect(defs[index]!.set).toBe('s1');
  });

  it('element decks hold only their element', () => {
    for (const element of ['steppe', 'mountain', 'forest', 'swamp', 'darkness']) {
      const deck = loadDeckFile(path.join(decksDir, `${element}.json`), defs);
      for (const index of deck.cardIndices) expect(defs[index]!.element).toBe(element);
    }
  });

  it('notes, where given, name the referenced card', () => {
    for (const file of files) {
      const spec = JSON.parse(fs.readFileSync(path.join(decksDir, file), 'utf8')) as DeckSpec;
      for (const entry of spec.cards) {
        if (entry.note !== undefined) expect(defs[resolveCardRef(defs, entry.card)]!.name, file).toBe(entry.note);
      }
    }
  });

  it('loadDeckDir loads them all, sorted by file name', () => {
    const loaded = loadDeckDir(decksDir, defs);
    expect(loaded.map((d) => path.basename(d.path))).toEqual(files);
  });
});

describe('deck file errors', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-decks-'));
  });
  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** Writes `content` (an object is serialized) to a fresh file and returns its path. */
  function fixture(name: string, content: unknown): string {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  }

  /** Loads the fixture and returns the DeckError it must throw. */
  function deckError(file: string): DeckError {
    try {
      loadDeckFile(file, defs);
    } catch (err) {
      expect(err).toBeInstanceOf(DeckError);
      return err as DeckError;
    }
    throw new Error(`${file} loaded without error`);
  }

  it('unknown card', () => {
    const spec = legalSpec();
    spec.cards[3] = { card: 'Орг', count: 3 };
    const err = deckError(fixture('unknown.json', spec));
    expect(err.message).toContain('unknown.json');
    expect(err.message).toContain('cards[3].card: unknown card "Орг"');
    expect(err.field).toBe('cards[3].card');
  });

  it('four copies of one card', () => {
    const spec = legalSpec();
    spec.cards[1] = { card: 'Орк', count: 4 };
    const err = deckError(fixture('four.json', spec));
    expect(err.message).toContain('four.json');
    expect(err.message).toContain('cards[1].count: 4 copies of «Орк» (s1_13); at most 3 allowed');
  });

  it('29 cards', () => {
    const spec = legalSpec();
    spec.cards[0]!.count = 2;
    const err = deckError(fixture('short.json', spec));
    expect(err.message).toContain('short.json');
    expect(err.message).toContain('cards: 29 cards; a deck holds 30–50');
  });

  it('51 cards', () => {
    const cards = Array.from({ length: 17 }, (_, i) => ({ card: `s1_${i + 1}`, count: 3 }));
    const err = deckError(fixture('long.json', { name: 'long', cards }));
    expect(err.message).toContain('long.json');
    expect(err.message).toContain('cards: 51 cards; a deck holds 30–50');
  });

  it('count of the wrong type', () => {
    const spec: { name: string; cards: { card: string; count: unknown }[] } = legalSpec();
    spec.cards[2]!.count = '3';
    const err = deckError(fixture('string-count.json', spec));
    expect(err.message).toContain('string-count.json');
    expect(err.message).toContain('cards[2].count: expected a whole number ≥ 1');
    expect(err.field).toBe('cards[2].count');
  });

  it('count that is not a whole number ≥ 1', () => {
    for (const [name, count] of [['zero.json', 0], ['half.json', 1.5]] as const) {
      const spec = legalSpec();
      spec.cards[4]!.count = count;
      const err = deckError(fixture(name, spec));
      expect(err.message).toContain(name);
      expect(err.message).toContain('cards[4].count: expected a whole number ≥ 1');
    }
  });

  it('invalid JSON', () => {
    const err = deckError(fixture('broken.json', '{ "name": "x", "cards": [ }'));
    expect(err.message).toContain('broken.json');
    expect(err.message).toContain('invalid JSON');
    expect(err.field).toBe('');
  });

  it('missing cards', () => {
    const err = deckError(fixture('no-cards.json', { name: 'x' }));
    expect(err.message).toContain('no-cards.json');
    expect(err.message).toContain('cards: missing');
    expect(err.field).toBe('cards');
  });

  it('unknown field in an entry', () => {
    const spec: { name: string; cards: Record<string, unknown>[] } = legalSpec();
    spec.cards[0] = { card: 's1_1', cout: 3 };
    const err = deckError(fixture('typo.json', spec));
    expect(err.message).toContain('typo.json');
    expect(err.message).toMatch(/cards\[0\]\.(count: missing|cout: unknown field)/);
  });

  it('a file that does not exist', () => {
    const err = deckError(path.join(tmp, 'absent.json'));
    expect(err.message).toContain('absent.json: cannot read');
  });

  it('accepts names and s1:N references in a file', () => {
    const spec = legalSpec();
    spec.cards[0] = { card: 'Кочевник', count: 3 };
    spec.cards[1] = { card: 's1:2', count: 3 };
    const deck = loadDeckFile(fixture('refs.json', spec), defs);
    expect(Array.from(deck.cardIndices.slice(0, 6))).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('loadDeckDir stops at the first bad file', () => {
    const dir = fs.mkdtempSync(path.join(tmp, 'dir-'));
    fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify(legalSpec()));
    fs.writeFileSync(path.join(dir, 'b.json'), JSON.stringify({ name: 'b' }));
    fs.writeFileSync(path.join(dir, 'readme.txt'), 'not a deck');
    expect(() => loadDeckDir(dir, defs)).toThrow(/b\.json: cards: missing/);
  });
});
