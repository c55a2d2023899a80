/**
 * `berserk deck check` (sim/deck-check.ts): the most cards one squad can pay for from a deal
 * follows digest §3.4 (elite only with gold, ordinary with silver then gold, 1 gold per element
 * beyond the first with neutral free, flyers' cost at most 15) and §1.2 (one card of a unique
 * name); the report counts the deck's curve, elements, elite, unique and flyer cards; the estimate
 * is fixed by its seed; bad deck files get one line naming the file and the field, exit 2.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardDb } from '../../src/engine/card-pool.js';
import type { CardDef } from '../../src/engine/vocab/card.js';
import { checkDeck, estimateDeal, maxRecruits } from '../../src/sim/deck-check.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { assertBuilt, berserk, deck } from '../sim/cli-helpers.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-deckcheck-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const STEPPE = 0;
const FOREST = 2;
const NEUTRAL = -1;
const c = (cost: number, opts: { elite?: boolean; flyer?: boolean; element?: number } = {}) => ({ cost, elite: opts.elite ?? false, flyer: opts.flyer ?? false, element: opts.element ?? STEPPE });
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('maxRecruits: the most cards of a deal one squad can pay for (digest §3.4)', () => {
  it('ordinary cards are paid with silver, then gold', () => {
    expect(maxRecruits(times(15, c(3)), 24, 22)).toBe(15); // 45 ≤ 46
    expect(maxRecruits(times(15, c(4)), 24, 22)).toBe(11); // 44 ≤ 46 < 48
    expect(maxRecruits(times(15, c(4)), 0, 22)).toBe(5); // silver alone
  });

  it('elite cards only with gold', () => {
    expect(maxRecruits(times(15, c(5, { elite: true })), 24, 22)).toBe(4); // 20 ≤ 24 < 25
    expect(maxRecruits(times(15, c(5, { elite: true })), 0, 50)).toBe(0);
    // Gold spent on elite cards is gone for ordinary ones: 4 elite (20 gold) + (4 gold + 22 silver) / 5 = 5 ordinary.
    expect(maxRecruits([...times(4, c(5, { elite: true })), ...times(11, c(5))], 24, 22)).toBe(9);
  });

  it('1 gold per element beyond the first; neutral cards are free of it', () => {
    // 7 steppe + 7 forest cards of cost 3: all 14 cost 42 + 1 gold of penalty = 43 ≤ 46.
    expect(maxRecruits([...times(7, c(3)), ...times(7, c(3, { element: FOREST }))], 24, 22)).toBe(14);
    // With 42 crystals the penalty makes all 14 unaffordable: 13 (39 + 1).
    expect(maxRecruits([...times(7, c(3)), ...times(7, c(3, { element: FOREST }))], 20, 22)).toBe(13);
    // Neutral: no penalty, 14 for 42.
    expect(maxRecruits([...times(7, c(3)), ...times(7, c(3, { element: NEUTRAL }))], 20, 22)).toBe(14);
    // The penalty itself is paid in gold: with no gold a squad keeps to one element.
    expect(maxRecruits([...times(3, c(1)), ...times(5, c(1, { element: FOREST }))], 0, 50)).toBe(5);
  });

  it("flyers' total cost at most 15 crystals (digest §3.4, §5.7)", () => {
    expect(maxRecruits(times(5, c(6, { flyer: true })), 24, 22)).toBe(2); // 12 ≤ 15 < 18
    expect(maxRecruits([...times(3, c(5, { flyer: true })), ...times(2, c(8, { flyer: true }))], 24, 22)).toBe(3);
    expect(maxRecruits([...times(3, c(6, { flyer: true })), ...times(3, c(6))], 24, 22)).toBe(5);
  });
});

function cardsOf(ids: [string, number][]): CardDef[] {
  const db = cardDb();
  return ids.flatMap(([id, n]) => times(n, db.defs[db.byId.get(id)!]!));
}

describe('estimateDeal and checkDeck', () => {
  it('a unique name counts once in a deal (digest §1.2): a deck of one unique card ×3 and cheap fillers', () => {
    const db = cardDb();
    const unique = db.defs.slice(0, db.size).find((d) => d.unique && !d.elite && d.type === 'creature')!;
    const filler = db.defs.slice(0, db.size).find((d) => !d.unique && !d.elite && d.type === 'creature' && d.element === unique.element && d.cost >= 1)!;
    // 3 copies of the unique card and 12 fillers: every deal is the whole deck.
    const deckDefs = [...times(3, unique), ...times(12, filler)];
    const e = estimateDeal(deckDefs, 99, 99, 50);
    expect(e.mean).toBe(13);
    expect(e.p5).toBe(13);
  });

  it('the same deck gives the same estimate (fixed seed), and more crystals never fewer cards', () => {
    const db = cardDb();
    const d = loadDeckFile(deck('steppe'), db.defs);
    const defs = Array.from(d.cardIndices, (i) => db.defs[i]!);
    const a = estimateDeal(defs, 24, 22, 2000);
    expect(estimateDeal(defs, 24, 22, 2000)).toEqual(a);
    expect(estimateDeal(defs, 25, 23, 2000).mean).toBeGreaterThanOrEqual(a.mean);
    expect(a.mean).toBeGreaterThan(5);
    expect(a.mean).toBeLessThanOrEqual(15);
  });

  it('the report counts curve, elements and penalty, elite, unique and flyers', () => {
    const db = cardDb();
    const defs = cardsOf([
      ['s1_1', 3], // Кочевник, steppe 3
      ['s1_13', 3], // Орк, steppe 5
      ['s1_70', 3], // Дракс, forest flyer 3, unique
      ['s1_93', 3], // Очи Кронга, forest flyer 5, elite, unique
      ['s1_74', 3], // Корпит, forest flyer 4
    ]);
    const r = checkDeck(db, 'test', 'test.json', defs.map((d) => db.byId.get(d.id)!));
    expect(r.cards).toBe(15);
    expect(r.curve.reduce((a, x) => a + x.ordinary + x.elite, 0)).toBe(15);
    expect(r.curve.find((x) => x.cost === 5)).toEqual({ cost: 5, ordinary: 3, elite: 3 });
    expect(r.elements).toEqual([
      { element: 'steppe', cards: 6 },
      { element: 'forest', cards: 9 },
    ]);
    expect(r.fullPenalty).toBe(1);
    expect(r.elite).toEqual({ cards: 3, names: 1 });
    expect(r.unique.names.sort()).toEqual(['Дракс', 'Очи Кронга'].sort());
    // Flyers 3×3 + 3×5 + 3×4 = 36 > 15; the cheapest that fit: 3+3+3+4 = 13 (a fifth, 4, would make 17).
    expect(r.flyers).toMatchObject({ cards: 9, totalCost: 36, fitOneSquad: false, mostInOneSquad: 4 });
  });
});

describe('berserk deck check', () => {
  it('prints the report of a legal deck, the same every time', () => {
    assertBuilt();
    const r = berserk(['deck', 'check', deck('mixed-mountain-darkness')]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^legal: yes: 33 cards/m);
    expect(r.stdout).toMatch(/element penalty: a squad with both elements pays 1 gold/);
    expect(r.stdout).toMatch(/First player {2}\(24 gold \+ 22 silver\): \d+\.\d\d ± /);
    expect(r.stdout).toMatch(/text not fully played: 2 of 33 cards/);
    expect(berserk(['deck', 'check', deck('mixed-mountain-darkness')]).stdout).toBe(r.stdout);
    const j = berserk(['deck', 'check', deck('steppe'), '--json']);
    const reports = JSON.parse(j.stdout) as { fullPenalty: number; cards: number }[];
    expect(reports[0]).toMatchObject({ fullPenalty: 0, cards: 38 });
  });

  const bad: [string, string, RegExp][] = [
    ['an unknown card, with the nearest name', JSON.stringify({ name: 'x', cards: [{ card: 'Орг', count: 3 }] }), /bad\.json: cards\[0\]\.card: unknown card "Орг" \(did you mean «Орк», s1_13\?\)$/],
    ['an unknown id, with the nearest id', JSON.stringify({ name: 'x', cards: [{ card: 's1_2000', count: 3 }] }), /bad\.json: cards\[0\]\.card: unknown card "s1_2000" \(did you mean «.+», s1_200\?\)$/],
    ['broken JSON, with its line and column', '{\n  "name": "x",\n  "cards": [ { "card": "s1_13" "count": 3 } ]\n}\n', /bad\.json: invalid JSON at line 3, column 32: /],
    ['four copies of a name', JSON.stringify({ name: 'x', cards: [{ card: 's1_13', count: 4 }] }), /bad\.json: cards\[0\]\.count: 4 copies of «Орк» \(s1_13\); at most 3 allowed$/],
    ['too few cards', JSON.stringify({ name: 'x', cards: [{ card: 's1_13', count: 3 }] }), /bad\.json: .*30/],
  ];
  for (const [what, text, re] of bad) {
    it(`bad input: ${what}: one line naming the file and field, exit 2, nothing on stdout`, () => {
      const f = path.join(tmp, 'bad.json');
      fs.writeFileSync(f, text);
      const r = berserk(['deck', 'check', deck('steppe'), f]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(re);
    });
  }
});
