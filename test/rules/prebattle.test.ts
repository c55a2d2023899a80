/**
 * Pre-battle (digest §3) through the real API: order roll, crystals, deal and redeal, recruitment,
 * placement tiers, reveal, and the immediate loss of an empty squad.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SET1 } from '../../src/engine/cards/set1/printed.js';
import type { CardDb } from '../../src/engine/core/card-db.js';
import { applyAction, currentPlayer, isTerminal, newState, resetGame, returns } from '../../src/engine/game.js';
import { makeOptions, type EngineOptions } from '../../src/engine/core/options.js';
import { G, type GameState, MAX_DECK, listPush, listRemove } from '../../src/engine/core/state.js';
import { Decision, EndReason, Flag, Zone } from '../../src/engine/core/enums.js';
import { KEEP, ORDER_FIRST, ORDER_SECOND, PLACE, RECRUIT, RECRUIT_DONE, REDEAL, END_TURN } from '../../src/engine/core/action.js';
import { Stream, rollD6, seedStreams } from '../../src/engine/core/rng.js';
import { parseCell, cellName } from '../../src/engine/core/board.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { cardIndex, legalOf, makeDb, synth, zoneList } from '../helpers/scenario.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const STEPPE = loadDeckFile(path.join(repoRoot, 'decks/steppe.json'), SET1).cardIndices;
const FOREST = loadDeckFile(path.join(repoRoot, 'decks/forest.json'), SET1).cardIndices;

/** SET1 plus neutral cost-1 helpers: a ground pawn, a flyer, and 535.9 cards. */
const db = makeDb([
  synth('Пешка', { cost: 1 }),
  synth('Нейтральный боец', { cost: 3 }),
  synth('Птица', { cost: 1, type: 'flyer', move: null }),
  synth('Дорогая птица', { cost: 5, type: 'flyer', move: null }),
  synth('Враг орков', { cost: 1, cannotJoinWith: { names: ['Орк'] } }),
  synth('Враг класса Орк', { cost: 1, cannotJoinWith: { classes: ['Орк'] } }),
]);
const PAWN = cardIndex(db, 'Пешка');
const BIRD = cardIndex(db, 'Птица');
const BIG_BIRD = cardIndex(db, 'Дорогая птица');
const N = (name: string) => cardIndex(db, name);

function game(seed: bigint, opts: Partial<EngineOptions> = {}, d0: ArrayLike<number> = STEPPE, d1: ArrayLike<number> = FOREST, theDb: CardDb = db) {
  const s = newState(theDb, makeOptions(opts));
  resetGame(s, d0, d1, seed);
  return s;
}

function act(s: GameState, a: number): void {
  const l = legalOf(s);
  if (!l.includes(a)) throw new Error(`illegal ${a} at decision ${s.g[G.Decision]}; legal ${l.join(',')}`);
  applyAction(s, a);
}

/** Resolve the order so that `first` is the First player (winner chooses). */
function chooseFirst(s: GameState, first: 0 | 1): void {
  expect(s.g[G.Decision]).toBe(Decision.Order);
  act(s, s.g[G.Decider] === first ? ORDER_FIRST : ORDER_SECOND);
  expect(s.g[G.First]).toBe(first);
}

/** From a fresh game: order (First = `first`), both keep the deal; Recruit is pending for First. */
function toRecruit(s: GameState, first: 0 | 1 = 0): void {
  chooseFirst(s, first);
  while (s.g[G.Decision] === Decision.Redeal) act(s, KEEP);
  expect(s.g[G.Decision]).toBe(Decision.Recruit);
  expect(currentPlayer(s)).toBe(first);
}

/**
 * Test surgery: make seat p's deal hold exactly these card indices, in order (the first instances of
 * the deal get the cards; the other deal instances go back on top of the deck).
 */
function setDeal(s: GameState, p: number, cards: readonly number[]): void {
  const deal = zoneList(s, p, Zone.Deal);
  expect(deal.length).toBeGreaterThanOrEqual(cards.length);
  cards.forEach((c, k) => (s.card[deal[k]!] = c));
  for (const i of deal.slice(cards.length)) {
    listRemove(s, p, Zone.Deal, i);
    listPush(s, p, Zone.Deck, i);
  }
}

/** Names of the deal cards seat p may recruit now. */
function recruitable(s: GameState): string[] {
  const p = s.g[G.Decider]!;
  const deal = zoneList(s, p, Zone.Deal);
  return legalOf(s)
    .filter((a) => a !== RECRUIT_DONE)
    .map((a) => s.db.defs[s.card[deal[a - RECRUIT]!]!]!.name);
}

/** Recruit the first deal card with this card index. */
function recruit(s: GameState, card: number): void {
  const p = s.g[G.Decider]!;
  const k = zoneList(s, p, Zone.Deal).findIndex((i) => s.card[i] === card);
  expect(k, `card ${s.db.defs[card]!.name} in the deal`).toBeGreaterThanOrEqual(0);
  act(s, RECRUIT + k);
}

const pawns = (n: number) => Array.from({ length: n }, () => PAWN);

// ---- §3.1 order ---------------------------------------------------------------------------------

/** The order roll as the digest describes it, replayed on a copy of the Dice stream. */
function expectedOrderRoll(seed: bigint): { r0: number; r1: number; ties: number } {
  const w = new Uint32Array(16);
  seedStreams(w, seed);
  let ties = 0;
  for (;;) {
    const r0 = rollD6(w, Stream.Dice);
    const r1 = rollD6(w, Stream.Dice);
    if (r0 !== r1) return { r0, r1, ties };
    ties++;
  }
}

describe('digest §3.1 who goes first', () => {
  it('both roll, the higher roll wins and chooses (orderRollWinnerChooses, default)', () => {
    for (let seed = 1n; seed <= 20n; seed++) {
      const s = game(seed);
      const e = expectedOrderRoll(seed);
      expect([s.g[G.OrderRoll], s.g[G.OrderRoll + 1]]).toEqual([e.r0, e.r1]);
      const w = e.r0 > e.r1 ? 0 : 1;
      expect(s.g[G.OrderWinner]).toBe(w);
      expect(s.g[G.Decision]).toBe(Decision.Order);
      expect(currentPlayer(s)).toBe(w);
      expect(legalOf(s)).toEqual([ORDER_FIRST, ORDER_SECOND]);
      expect(s.g[G.First]).toBe(-1);
    }
  });

  it('ties are re-rolled', () => {
    let seed = 1n;
    while (expectedOrderRoll(seed).ties === 0) seed++;
    const e = expectedOrderRoll(seed);
    const s = game(seed);
    expect(s.g[G.OrderRoll]).not.toBe(s.g[G.OrderRoll + 1]);
    expect([s.g[G.OrderRoll], s.g[G.OrderRoll + 1]]).toEqual([e.r0, e.r1]);
  });

  it('the winner may go first or make the opponent go first', () => {
    const a = game(5n);
    const w = a.g[G.OrderWinner]!;
    act(a, ORDER_FIRST);
    expect(a.g[G.First]).toBe(w);
    const b = game(5n);
    act(b, ORDER_SECOND);
    expect(b.g[G.First]).toBe(1 - w);
  });

  it('orderRollWinnerChooses=false: the winner simply goes first, no Order decision', () => {
    for (let seed = 1n; seed <= 10n; seed++) {
      const s = game(seed, { orderRollWinnerChooses: false });
      const e = expectedOrderRoll(seed);
      const w = e.r0 > e.r1 ? 0 : 1;
      expect(s.g[G.First]).toBe(w);
      expect(s.g[G.Decision]).toBe(Decision.Redeal);
      expect(currentPlayer(s)).toBe(w);
    }
  });
});

// ---- §3.2 crystals ------------------------------------------------------------------------------

describe('digest §3.2 crystals', () => {
  for (const first of [0, 1] as const) {
    it(`First player (seat ${first}) gets 24 gold + 22 silver, Second 25 + 23`, () => {
      const s = game(3n);
      chooseFirst(s, first);
      expect([s.g[G.Gold + first], s.g[G.Silver + first]]).toEqual([24, 22]);
      expect([s.g[G.Gold + 1 - first], s.g[G.Silver + 1 - first]]).toEqual([25, 23]);
      expect([s.g[G.StartGold + first], s.g[G.StartGold + 1 - first]]).toEqual([24, 25]);
    });
  }
  it('custom crystals by option (e.g. 23+22 / 23+23)', () => {
    const s = game(3n, { crystalsFirst: [23, 22], crystalsSecond: [23, 23] });
    chooseFirst(s, 1);
    expect([s.g[G.Gold + 1], s.g[G.Silver + 1], s.g[G.Gold], s.g[G.Silver]]).toEqual([23, 22, 23, 23]);
  });
});

// ---- §3.3 deal and redeal -----------------------------------------------------------------------

describe('digest §3.3 deal and redeal', () => {
  it('each player is dealt 15 cards from his own deck', () => {
    const s = game(7n);
    chooseFirst(s, 0);
    for (const [p, deck] of [[0, STEPPE], [1, FOREST]] as const) {
      const deal = zoneList(s, p, Zone.Deal);
      expect(deal.length).toBe(15);
      expect(zoneList(s, p, Zone.Deck).length).toBe(deck.length - 15);
      for (const i of deal) expect(s.owner[i]).toBe(p);
      // The deal + deck hold exactly the deck's cards.
      const all = [...deal, ...zoneList(s, p, Zone.Deck)].map((i) => s.card[i]!).sort((a, b) => a - b);
      expect(all).toEqual(Array.from(deck).sort((a, b) => a - b));
    }
  });

  it('First is asked first, then Second; a redeal costs 1 gold and deals 15 again, and can repeat', () => {
    const s = game(7n);
    chooseFirst(s, 1);
    expect(s.g[G.Decision]).toBe(Decision.Redeal);
    expect(currentPlayer(s)).toBe(1);
    expect(legalOf(s)).toEqual([KEEP, REDEAL]);
    const before = zoneList(s, 1, Zone.Deal).map((i) => s.card[i]);
    act(s, REDEAL);
    expect(s.g[G.Gold + 1]).toBe(23);
    expect(s.g[G.Silver + 1]).toBe(22);
    expect(s.g[G.Redeals + 1]).toBe(1);
    expect(zoneList(s, 1, Zone.Deal).length).toBe(15);
    expect(zoneList(s, 1, Zone.Deck).length).toBe(FOREST.length - 15);
    expect(zoneList(s, 1, Zone.Deal).map((i) => s.card[i])).not.toEqual(before);
    // Still his decision: he may redeal again.
    expect(currentPlayer(s)).toBe(1);
    act(s, REDEAL);
    expect(s.g[G.Gold + 1]).toBe(22);
    expect(s.g[G.Redeals + 1]).toBe(2);
    act(s, KEEP);
    expect(s.g[G.Decision]).toBe(Decision.Redeal);
    expect(currentPlayer(s)).toBe(0);
    expect(s.g[G.Gold]).toBe(25);
    act(s, KEEP);
    expect(s.g[G.Decision]).toBe(Decision.Recruit);
    expect(currentPlayer(s)).toBe(1);
  });

  it('maxRedeals caps the number of redeals', () => {
    const s = game(7n, { maxRedeals: 2 });
    chooseFirst(s, 0);
    act(s, REDEAL);
    expect(legalOf(s)).toEqual([KEEP, REDEAL]);
    act(s, REDEAL);
    // Two taken: seat 0 is not asked again; seat 1 is asked now.
    expect(currentPlayer(s)).toBe(1);
    expect(s.g[G.Redeals]).toBe(2);
    expect(s.g[G.Gold]).toBe(22);
  });

  it('no redeal without gold: after spending the last gold crystal, or with none at all', () => {
    const s = game(7n, { crystalsFirst: [1, 22] });
    chooseFirst(s, 0);
    act(s, REDEAL);
    expect(s.g[G.Gold]).toBe(0);
    expect(currentPlayer(s)).toBe(1); // seat 0 is not asked again
    const t = game(7n, { crystalsFirst: [0, 22] });
    chooseFirst(t, 0);
    expect(t.g[G.Decision]).toBe(Decision.Redeal);
    expect(currentPlayer(t)).toBe(1); // seat 0 was never asked
  });
});

// ---- §3.4 recruitment ---------------------------------------------------------------------------

describe('digest §3.4 recruitment', () => {
  it('RECRUIT_DONE is always legal, even when nothing is affordable', () => {
    const s = game(11n, { crystalsFirst: [0, 0] });
    toRecruit(s);
    expect(legalOf(s)).toEqual([RECRUIT_DONE]);
    const t = game(11n);
    toRecruit(t);
    expect(legalOf(t)).toContain(RECRUIT_DONE);
  });

  it('elite cards only with gold', () => {
    // Глорм: elite, 4. Орк: ordinary, 5.
    const s = game(11n, { crystalsFirst: [3, 22] });
    toRecruit(s);
    setDeal(s, 0, [N('Глорм'), N('Орк')]);
    expect(recruitable(s)).not.toContain('Глорм');
    expect(recruitable(s)).toContain('Орк');
    const t = game(11n, { crystalsFirst: [4, 0] });
    toRecruit(t);
    setDeal(t, 0, [N('Глорм'), N('Орк')]);
    expect(recruitable(t)).toContain('Глорм');
    recruit(t, N('Глорм'));
    expect([t.g[G.Gold], t.g[G.Silver]]).toEqual([0, 0]);
  });

  it('ordinary cards with silver first, gold covering the shortfall', () => {
    const s = game(11n, { crystalsFirst: [10, 22] });
    toRecruit(s);
    setDeal(s, 0, [N('Орк'), N('Орк')]);
    recruit(s, N('Орк'));
    expect([s.g[G.Gold], s.g[G.Silver]]).toEqual([10, 17]);
    const t = game(11n, { crystalsFirst: [2, 3] });
    toRecruit(t);
    setDeal(t, 0, [N('Орк')]);
    recruit(t, N('Орк'));
    expect([t.g[G.Gold], t.g[G.Silver]]).toEqual([0, 0]);
    const u = game(11n, { crystalsFirst: [1, 3] });
    toRecruit(u);
    setDeal(u, 0, [N('Орк')]);
    expect(recruitable(u)).not.toContain('Орк');
  });

  it('element penalty: 1 gold per element beyond the first; neutral cards are free of it', () => {
    // Орк steppe 5, Гном-поджигатель mountain 3, Леший forest 3, Нейтральный боец neutral 3 (synthetic), Ижор swamp 3.
    const s = game(11n, { crystalsFirst: [1, 40] });
    toRecruit(s);
    setDeal(s, 0, [N('Орк'), N('Гном-поджигатель'), N('Леший'), N('Нейтральный боец'), N('Гном-поджигатель'), N('Ижор')]);
    recruit(s, N('Орк')); // first element: no penalty
    expect([s.g[G.Gold], s.g[G.Silver]]).toEqual([1, 35]);
    recruit(s, N('Нейтральный боец')); // neutral: no penalty
    expect([s.g[G.Gold], s.g[G.Silver]]).toEqual([1, 32]);
    recruit(s, N('Гном-поджигатель')); // second element: 1 gold
    expect([s.g[G.Gold], s.g[G.Silver]]).toEqual([0, 29]);
    expect(s.g[G.Spent]).toBe(5 + 3 + 3 + 1);
    // A third element needs 1 more gold: none left. Another mountain card is free of penalty.
    expect(recruitable(s)).toEqual(['Гном-поджигатель']);
  });

  it('element penalty on an elite card: its cost plus 1, all in gold', () => {
    // Орк (steppe) first; then Борг (mountain, elite 4) needs 4 + 1 = 5 gold.
    const s = game(11n, { crystalsFirst: [4, 40] });
    toRecruit(s);
    setDeal(s, 0, [N('Орк'), N('Борг')]);
    recruit(s, N('Орк'));
    expect(recruitable(s)).toEqual([]);
    const t = game(11n, { crystalsFirst: [5, 40] });
    toRecruit(t);
    setDeal(t, 0, [N('Орк'), N('Борг')]);
    recruit(t, N('Орк'));
    recruit(t, N('Борг'));
    expect([t.g[G.Gold], t.g[G.Silver]]).toEqual([0, 35]);
  });

  it('element penalty cannot be paid with silver', () => {
    const s = game(11n, { crystalsFirst: [0, 40] });
    toRecruit(s);
    setDeal(s, 0, [N('Орк'), N('Гном-поджигатель'), N('Нейтральный боец')]);
    recruit(s, N('Орк'));
    expect(recruitable(s).sort()).toEqual(['Нейтральный боец']);
  });

  it('flyer cap: flyers may cost at most 15 crystals in total', () => {
    const s = game(11n, { crystalsFirst: [30, 30] });
    toRecruit(s);
    setDeal(s, 0, [BIG_BIRD, BIG_BIRD, BIG_BIRD, BIRD, BIG_BIRD, PAWN]);
    recruit(s, BIG_BIRD);
    recruit(s, BIG_BIRD);
    expect(recruitable(s)).toContain('Дорогая птица'); // 10 + 5 = 15 is allowed
    recruit(s, BIG_BIRD);
    expect(s.g[G.FlyerCost]).toBe(15);
    expect(recruitable(s).sort()).toEqual(['Пешка']); // no flyer fits, even a 1-crystal one
  });

  it('flyer cap counts real flyers too (Пустынный кондор, 5, ordinary)', () => {
    const s = game(11n, { crystalsFirst: [30, 30] });
    toRecruit(s);
    const condor = N('Пустынный кондор');
    setDeal(s, 0, [condor, condor, condor, condor]);
    recruit(s, condor);
    recruit(s, condor);
    recruit(s, condor);
    expect(recruitable(s)).toEqual([]);
  });

  it('uniqueness (crown): at most one card of a name in the squad', () => {
    // Гиррит: unique, ordinary 4, steppe. Орк: not unique.
    const s = game(11n);
    toRecruit(s);
    setDeal(s, 0, [N('Гиррит'), N('Гиррит'), N('Орк'), N('Орк')]);
    recruit(s, N('Гиррит'));
    expect(recruitable(s).sort()).toEqual(['Орк', 'Орк']);
    recruit(s, N('Орк'));
    expect(recruitable(s)).toEqual(['Орк']);
  });

  it('535.9: a card that "cannot be taken into a squad with" a name, both directions', () => {
    const s = game(11n, { crystalsFirst: [30, 30] });
    toRecruit(s);
    setDeal(s, 0, [N('Орк'), N('Враг орков'), N('Кочевник')]);
    recruit(s, N('Орк'));
    expect(recruitable(s)).toEqual(['Кочевник']);
    const t = game(11n, { crystalsFirst: [30, 30] });
    toRecruit(t);
    setDeal(t, 0, [N('Враг орков'), N('Орк'), N('Кочевник')]);
    recruit(t, N('Враг орков'));
    expect(recruitable(t)).toEqual(['Кочевник']);
  });

  it('535.9: restriction by class (Волхв is an Орк by class; Кочевник is not)', () => {
    const s = game(11n, { crystalsFirst: [30, 30] });
    toRecruit(s);
    setDeal(s, 0, [N('Враг класса Орк'), N('Волхв'), N('Кочевник'), N('Орк')]);
    recruit(s, N('Враг класса Орк'));
    expect(recruitable(s)).toEqual(['Кочевник']);
  });

  it('at most 15 ground creatures (one half of the field); flyers do not count', () => {
    const s = game(11n, { crystalsFirst: [30, 30] });
    toRecruit(s);
    setDeal(s, 0, [...pawns(14), BIRD]);
    for (let k = 0; k < 14; k++) recruit(s, PAWN);
    expect(s.g[G.SquadGround]).toBe(14);
    // A deal holds 15 cards, so a 16th ground creature is reachable only by surgery on the counter.
    s.g[G.SquadGround] = 15;
    setDeal(s, 0, [PAWN]); // the remaining deal card becomes a pawn again
    expect(recruitable(s)).toEqual([]);
    setDeal(s, 0, [BIRD]);
    expect(recruitable(s)).toEqual(['Птица']);
  });

  it('the recruiter controls the card (535.3); First recruits, then Second', () => {
    const s = game(11n);
    toRecruit(s, 1);
    setDeal(s, 1, [PAWN]);
    recruit(s, PAWN);
    const i = zoneList(s, 1, Zone.Squad)[0]!;
    expect([s.owner[i], s.ctrl[i]]).toEqual([1, 1]);
    act(s, RECRUIT_DONE);
    expect(s.g[G.Decision]).toBe(Decision.Recruit);
    expect(currentPlayer(s)).toBe(0);
  });

  it('unrecruited cards go back into the deck, shuffled (default)', () => {
    const s = game(11n);
    toRecruit(s);
    const deckBefore = zoneList(s, 0, Zone.Deck);
    const deal = zoneList(s, 0, Zone.Deal);
    act(s, RECRUIT + 0);
    const rest = deal.slice(1);
    act(s, RECRUIT_DONE);
    const deckAfter = zoneList(s, 0, Zone.Deck);
    expect(zoneList(s, 0, Zone.Deal)).toEqual([]);
    expect([...deckAfter].sort((a, b) => a - b)).toEqual([...deckBefore, ...rest].sort((a, b) => a - b));
    // Shuffled: neither the old deck with the rest on top nor with the rest at the bottom.
    expect(deckAfter).not.toEqual([...deckBefore, ...rest]);
    expect(deckAfter.slice(rest.length)).not.toEqual(deckBefore);
  });

  it('unrecruitedToBottom: unrecruited cards go to the bottom, the deck order is kept', () => {
    const s = game(11n, { unrecruitedToBottom: true });
    toRecruit(s);
    const deckBefore = zoneList(s, 0, Zone.Deck);
    const deal = zoneList(s, 0, Zone.Deal);
    act(s, RECRUIT + 0);
    const rest = deal.slice(1);
    act(s, RECRUIT_DONE);
    const deckAfter = zoneList(s, 0, Zone.Deck);
    expect(deckAfter.slice(rest.length)).toEqual(deckBefore);
    expect([...deckAfter.slice(0, rest.length)].sort((a, b) => a - b)).toEqual([...rest].sort((a, b) => a - b));
  });
});

// ---- §3.5 placement -----------------------------------------------------------------------------

/** Digest §3.5, independently: cells named by the seat's own row k (1 front … 3 back) and column. */
function ownCell(seat: number, k: number, col: string): string {
  return col + String(seat === 0 ? 4 - k : 3 + k);
}
const cellsOf = (seat: number, rows: number[], cols: string) => rows.flatMap((k) => [...cols].map((c) => ownCell(seat, k, c)));
function tiersFirst(seat: number): string[][] {
  return [cellsOf(seat, [1, 2, 3], 'BCD'), cellsOf(seat, [2, 3], 'AE'), cellsOf(seat, [1], 'AE')];
}
function tiersSecond(seat: number): string[][] {
  return [[...cellsOf(seat, [1], 'ABCDE'), ...cellsOf(seat, [2, 3], 'BCD')], cellsOf(seat, [2, 3], 'AE')];
}
const placeIds = (names: string[]) => names.map((n) => PLACE + parseCell(n)).sort((a, b) => a - b);

/** Both seats recruit the given deal contents whole, then Place is pending for the First player. */
function toPlacement(first: 0 | 1, deal0: number[], deal1: number[], opts: Partial<EngineOptions> = {}): GameState {
  const s = game(13n, { crystalsFirst: [30, 30], crystalsSecond: [30, 30], ...opts });
  toRecruit(s, first);
  const order = [first, 1 - first];
  for (const p of order) {
    const cards = p === 0 ? deal0 : deal1;
    setDeal(s, p, cards);
    for (const c of cards) recruit(s, c);
    act(s, RECRUIT_DONE);
  }
  return s;
}

/** Place every ground creature of the deciding seat, checking the legal set before each placement. */
function placeAll(s: GameState, tiers: string[][], pick: (l: number[]) => number): void {
  const p = s.g[G.Decider]!;
  const placed = new Set<string>();
  while (s.g[G.Decision] === Decision.Place && s.g[G.Decider] === p) {
    const tier = tiers.find((t) => t.some((c) => !placed.has(c)))!;
    const expected = placeIds(tier.filter((c) => !placed.has(c)));
    expect(legalOf(s), `after ${[...placed].join(' ')}`).toEqual(expected);
    const a = pick(expected);
    placed.add(cellName(a - PLACE));
    act(s, a);
  }
}

describe('digest §3.5 placement tiers', () => {
  for (const first of [0, 1] as const) {
    const second = 1 - first;
    it(`First player (seat ${first}): central 3×3, then the rest of rows 2–3, then the row-1 corners`, () => {
      const s = toPlacement(first, pawns(15), pawns(15));
      expect(s.g[G.Decision]).toBe(Decision.Place);
      expect(currentPlayer(s)).toBe(first);
      placeAll(s, tiersFirst(first), (l) => l[0]!);
      expect(currentPlayer(s)).toBe(second);
    });
    it(`Second player (seat ${second}): row 1 and central cells of rows 2–3, then the rest`, () => {
      const s = toPlacement(first, pawns(15), pawns(15));
      placeAll(s, tiersFirst(first), (l) => l[l.length - 1]!);
      placeAll(s, tiersSecond(second), (l) => l[l.length - 1]!);
      expect(s.g[G.Decision]).toBe(Decision.Main);
    });
  }

  it('tier sizes: First 9 / 4 / 2, Second 11 / 4', () => {
    expect(tiersFirst(0).map((t) => t.length)).toEqual([9, 4, 2]);
    expect(tiersSecond(1).map((t) => t.length)).toEqual([11, 4]);
    expect(tiersFirst(0)[2]).toEqual(['A3', 'E3']);
    expect(tiersFirst(1)[2]).toEqual(['A4', 'E4']);
  });

  it('a player with fewer creatures places only those; a squad of flyers places nothing', () => {
    const s = toPlacement(0, pawns(3), [BIRD]);
    for (let k = 0; k < 3; k++) act(s, legalOf(s)[0]!);
    // Seat 1 has only a flyer: battle starts.
    expect(s.g[G.Decision]).toBe(Decision.Main);
    expect(zoneList(s, 0, Zone.Field).length).toBe(3);
  });

  it('placed cards are face down until the reveal', () => {
    const s = toPlacement(0, pawns(2), pawns(2));
    act(s, legalOf(s)[0]!);
    const i = zoneList(s, 0, Zone.Field)[0]!;
    expect(s.flags[i]! & Flag.Hidden).toBe(Flag.Hidden);
  });
});

// ---- §3.6 reveal, §3.7 start of battle, §8 empty squad --------------------------------------------

/** Place everything with the first legal cell, to the start of battle. */
function placeRest(s: GameState): void {
  while (s.g[G.Decision] === Decision.Place) act(s, legalOf(s)[0]!);
}

describe('digest §3.6 reveal and §3.7 start of battle', () => {
  // Seat 1 is Second: 15 pawns fill rows 4–6, so row 6 (his back row) is occupied.
  const deal0 = [...pawns(5), BIRD, BIRD];
  const deal1 = [...pawns(15)];

  it('flyers go to the auxiliary zone, face up; First player starts turn 1', () => {
    const s = toPlacement(0, deal0, deal1);
    placeRest(s);
    expect(s.g[G.Decision]).toBe(Decision.Main);
    expect(currentPlayer(s)).toBe(0);
    expect(s.g[G.Turn]).toBe(1);
    const aux = zoneList(s, 0, Zone.Aux);
    expect(aux.map((i) => s.card[i])).toEqual([BIRD, BIRD]);
    for (const i of aux) expect(s.flags[i]! & Flag.Hidden).toBe(0);
    expect(zoneList(s, 0, Zone.Squad)).toEqual([]);
    for (const i of zoneList(s, 0, Zone.Field)) expect(s.flags[i]! & Flag.Hidden).toBe(0);
  });

  it("Second player's back row stays hidden until the start of his first turn (QA RUL-011)", () => {
    const s = toPlacement(0, deal0, deal1);
    placeRest(s);
    const hiddenCells = zoneList(s, 1, Zone.Field)
      .filter((i) => (s.flags[i]! & Flag.Hidden) !== 0)
      .map((i) => cellName(s.cell[i]!))
      .sort();
    expect(hiddenCells).toEqual(['A6', 'B6', 'C6', 'D6', 'E6']);
    s.log = [];
    act(s, END_TURN);
    expect(zoneList(s, 1, Zone.Field).filter((i) => (s.flags[i]! & Flag.Hidden) !== 0)).toEqual([]);
    // Revealed at the start of turn 2, after the turn began.
    const turnLine = s.log.findIndex((l) => l.startsWith('— ход 2'));
    const revealLine = s.log.findIndex((l) => l.startsWith('вскрыт третий ряд'));
    expect(turnLine).toBeGreaterThanOrEqual(0);
    expect(revealLine).toBeGreaterThan(turnLine);
  });

  it('the hidden back row belongs to the Second player whichever seat he is', () => {
    const s = toPlacement(1, [...pawns(15)], [...pawns(15)]);
    placeRest(s);
    const hidden = [...zoneList(s, 0, Zone.Field), ...zoneList(s, 1, Zone.Field)]
      .filter((i) => (s.flags[i]! & Flag.Hidden) !== 0)
      .map((i) => cellName(s.cell[i]!))
      .sort();
    expect(hidden).toEqual(['A1', 'B1', 'C1', 'D1', 'E1']);
  });

  it('option secondBackRowRevealAtEndOfFirstTurn: revealed at the end of the First player\'s turn', () => {
    const s = toPlacement(0, deal0, deal1, { secondBackRowRevealAtEndOfFirstTurn: true, maxTurns: 1 });
    placeRest(s);
    expect(zoneList(s, 1, Zone.Field).some((i) => (s.flags[i]! & Flag.Hidden) !== 0)).toBe(true);
    act(s, END_TURN); // turn cap: the Second's turn never starts, but the First's turn did end
    expect(isTerminal(s)).toBe(true);
    expect(zoneList(s, 1, Zone.Field).some((i) => (s.flags[i]! & Flag.Hidden) !== 0)).toBe(false);
    // Default: the reveal waits for the start of the Second's turn, which never comes here.
    const d = toPlacement(0, deal0, deal1, { maxTurns: 1 });
    placeRest(d);
    act(d, END_TURN);
    expect(zoneList(d, 1, Zone.Field).some((i) => (d.flags[i]! & Flag.Hidden) !== 0)).toBe(true);
  });

  it('option secondBackRowHidden=false: everything is revealed at once', () => {
    const s = toPlacement(0, deal0, deal1, { secondBackRowHidden: false });
    placeRest(s);
    for (const p of [0, 1]) for (const i of zoneList(s, p, Zone.Field)) expect(s.flags[i]! & Flag.Hidden).toBe(0);
    expect(s.g[G.BackRowRevealed]).toBe(1);
  });
});

describe('digest §8: a squad with no creatures loses at once', () => {
  it('First recruits nothing: Second wins before any turn', () => {
    const s = toPlacement(0, [], pawns(2));
    placeRest(s);
    expect(isTerminal(s)).toBe(true);
    expect(s.g[G.EndReason]).toBe(EndReason.Win);
    expect([returns(s, 0), returns(s, 1)]).toEqual([-1, 1]);
    expect(s.g[G.Turn]).toBe(0);
  });
  it('Second recruits nothing: First wins', () => {
    const s = toPlacement(1, [BIRD], []);
    expect(isTerminal(s)).toBe(true);
    expect([returns(s, 0), returns(s, 1)]).toEqual([1, -1]);
  });
  it('both recruit nothing: a draw', () => {
    const s = toPlacement(0, [], []);
    expect(isTerminal(s)).toBe(true);
    expect(s.g[G.EndReason]).toBe(EndReason.Draw);
    expect([returns(s, 0), returns(s, 1)]).toEqual([0, 0]);
  });
});

describe('a whole pre-battle with real decks', () => {
  it('first legal action everywhere reaches the battle with 15-card deals recruited from', () => {
    const s = game(21n);
    while (s.g[G.Decision] !== Decision.Main && !isTerminal(s)) act(s, legalOf(s)[0]!);
    expect(s.g[G.Decision]).toBe(Decision.Main);
    for (const p of [0, 1]) {
      const deckLen = p === 0 ? STEPPE.length : FOREST.length;
      let total = 0;
      for (const z of [Zone.Deck, Zone.Deal, Zone.Squad, Zone.Field, Zone.Aux]) total += zoneList(s, p, z).length;
      expect(total).toBe(deckLen);
      expect(zoneList(s, p, Zone.Deal)).toEqual([]);
      expect(zoneList(s, p, Zone.Squad)).toEqual([]);
      for (let k = deckLen; k < MAX_DECK; k++) expect(s.zone[p * MAX_DECK + k]).toBe(Zone.None);
    }
  });
});
