/**
 * Recruitment options and pre-recruitment features (core/systems/recruit.ts) on synthetic cards:
 * "можете заплатить на X больше" (payExtra), "можете получить N{elite}, при этом … не больше M
 * стихийных карт" (optionalGold), the pre-recruitment scout (scout) and "показать <карту> и
 * существо стоимостью не больше N{elite}" (partner).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Zone } from '../../src/engine/core/enums.js';
import { G, type GameState } from '../../src/engine/core/state.js';
import { applyAction, newState, resetGame } from '../../src/engine/game.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { AMOUNT, KEEP, ORDER_FIRST, ORDER_SECOND, RECRUIT, RECRUIT_DONE } from '../../src/engine/core/action.js';
import { cardIndex, legalOf, makeDb, synth, zoneList } from '../helpers/scenario.js';

const T = { hasText: true, support: 'implemented' } as const;
const DB = makeDb([
  synth('О-Пешка', { cost: 1 }),
  synth('О-Элита', { cost: 2, elite: true }),
  synth('О-Горец', { cost: 1, element: 'mountain' }),
  synth('О-Наёмник', { ...T, cost: 3, elite: true, unique: true, abilities: [{ kind: 'recruit', payExtra: { max: 2, extraLives: 1 } }] }),
  synth('О-Меценат', { ...T, cost: 1, abilities: [{ kind: 'recruit', optionalGold: { gold: 3, maxElemental: 1 } }] }),
  synth('О-Шпион', { ...T, cost: 4, unique: true, abilities: [{ kind: 'recruit', scout: { peek: 1 } }] }),
  synth('О-Поводырь', { ...T, cost: 2, unique: true, abilities: [{ kind: 'recruit', partner: { maxCost: 2 } }] }),
]);

function game(deck0: string, deck1: string, crystals: [number, number] = [10, 10]): GameState {
  const s = newState(DB, makeOptions({ crystalsFirst: crystals, crystalsSecond: crystals }));
  const d = (n: string) => Array.from({ length: 30 }, () => cardIndex(DB, n));
  resetGame(s, d(deck0), d(deck1), 9n);
  applyAction(s, s.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
  while (s.g[G.Decision] === Decision.Redeal) applyAction(s, KEEP);
  return s;
}
function act(s: GameState, a: number): void {
  expect(legalOf(s)).toContain(a);
  applyAction(s, a);
}
const crystals = (s: GameState) => [s.g[G.Gold], s.g[G.Silver]];

describe('recruitment options (core/systems/recruit.ts)', () => {
  it('payExtra: X from 0 to max, paid like an ordinary cost; the bonus at the reveal', () => {
    const s = game('О-Наёмник', 'О-Пешка');
    act(s, RECRUIT + 0);
    expect(legalOf(s)).toEqual([AMOUNT, AMOUNT + 1, AMOUNT + 2]);
    act(s, AMOUNT + 2);
    expect(crystals(s)).toEqual([7, 8]);
    expect(s.g[G.RecruitBuffX]).toBe(2);
  });

  it('optionalGold: the gold, then at most M elemental cards', () => {
    const s = game('О-Меценат', 'О-Пешка');
    act(s, RECRUIT + 0);
    act(s, AMOUNT + 1);
    expect(crystals(s)).toEqual([13, 9]);
    // Only Меценат cards in the deal: neutral, recruitable; the cap only counts elemental cards.
    expect(legalOf(s)).toContain(RECRUIT + 0);
  });
});

describe('pre-recruitment features (core/systems/recruit.ts)', () => {
  it('scout: peeks N opponent deal cards, discount per elite, recruited at once', () => {
    const s = game('О-Шпион', 'О-Элита');
    expect([s.g[G.PreRecruit], s.g[G.Decider]]).toEqual([1, 0]);
    act(s, RECRUIT + 0);
    expect(crystals(s)).toEqual([10, 7]); // 4 − 1 elite seen
    expect(s.g[G.Peek]).toBeGreaterThan(0);
    expect(s.g[G.Peek + 1]).toBe(0); // peek 1
    expect(s.g[G.PreRecruit]).toBe(0);
  });

  it('partner: the card and an elite card of cost ≤ N, both paid like ordinary cards, linked', () => {
    const s = game('О-Поводырь', 'О-Пешка');
    // No elite card in the deal: not offered.
    expect(s.g[G.PreRecruit]).toBe(0);
    // A deck of both: the stage is offered.
    const u = newState(DB, makeOptions({ crystalsFirst: [10, 10], crystalsSecond: [10, 10] }));
    const deck = Array.from({ length: 30 }, (_, k) => cardIndex(DB, k % 2 ? 'О-Поводырь' : 'О-Элита'));
    resetGame(u, deck, Array.from({ length: 30 }, () => cardIndex(DB, 'О-Пешка')), 9n);
    applyAction(u, u.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
    while (u.g[G.Decision] === Decision.Redeal) applyAction(u, KEEP);
    expect([u.g[G.PreRecruit], u.g[G.Decider]]).toEqual([1, 0]);
    const deal = zoneList(u, 0, Zone.Deal).map((i) => u.db.defs[u.card[i]!]!.name);
    act(u, RECRUIT + deal.indexOf('О-Поводырь'));
    act(u, RECRUIT + deal.indexOf('О-Элита'));
    expect(crystals(u)).toEqual([10, 6]);
    expect(u.g[G.LinkHost]).toBeGreaterThan(0);
    expect(u.g[G.LinkPartner]).toBeGreaterThan(0);
    expect(legalOf(u)).toContain(RECRUIT_DONE);
  });
});
