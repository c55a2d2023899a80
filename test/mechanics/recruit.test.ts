/**
 * Recruitment features (core/systems/recruit.ts; digest §3.4) on synthetic cards: "при наборе … вы
 * получаете N {elite}" and "если в вашем отряде есть карты стоимостью …, можете взять … бесплатно".
 */
import { describe, expect, it } from 'vitest';
import { Decision, Zone } from '../../src/engine/core/enums.js';
import { G, type GameState, listPush, listRemove } from '../../src/engine/core/state.js';
import { applyAction, newState, resetGame } from '../../src/engine/game.js';
import { makeOptions } from '../../src/engine/core/options.js';
import { KEEP, ORDER_FIRST, ORDER_SECOND, RECRUIT, RECRUIT_DONE } from '../../src/engine/core/action.js';
import { cardIndex, legalOf, makeDb, synth, zoneList } from '../helpers/scenario.js';

const DB = makeDb([
  synth('Р-Пешка', { cost: 1 }),
  synth('Р-Два', { cost: 2 }),
  synth('Р-Пять', { cost: 5 }),
  synth('Р-Казначей', { cost: 4, hasText: true, support: 'implemented', abilities: [{ kind: 'recruit', gainGold: 2 }] }),
  synth('Р-Даровой', { cost: 6, hasText: true, support: 'implemented', abilities: [{ kind: 'recruit', freeIfSquadHasCosts: [2, 5] }] }),
]);

function recruitWith(cards: string[], crystals: [number, number]): GameState {
  const pawn = cardIndex(DB, 'Р-Пешка');
  const deck = Array.from({ length: 30 }, () => pawn);
  const s = newState(DB, makeOptions({ crystalsFirst: crystals }));
  resetGame(s, deck, deck, 5n);
  applyAction(s, s.g[G.Decider] === 0 ? ORDER_FIRST : ORDER_SECOND);
  while (s.g[G.Decision] === Decision.Redeal) applyAction(s, KEEP);
  const deal = zoneList(s, 0, Zone.Deal);
  cards.forEach((c, k) => (s.card[deal[k]!] = cardIndex(DB, c)));
  for (const i of deal.slice(cards.length)) {
    listRemove(s, 0, Zone.Deal, i);
    listPush(s, 0, Zone.Deck, i);
  }
  return s;
}
function recruit(s: GameState, name: string): void {
  const k = zoneList(s, 0, Zone.Deal).findIndex((i) => s.db.defs[s.card[i]!]!.name === name);
  expect(legalOf(s)).toContain(RECRUIT + k);
  applyAction(s, RECRUIT + k);
}

describe('recruitment features', () => {
  it('"вы получаете N {elite}": gold after paying, spent counts the printed cost', () => {
    const s = recruitWith(['Р-Казначей'], [1, 3]);
    recruit(s, 'Р-Казначей'); // 3 silver + 1 gold, then +2 gold
    expect([s.g[G.Gold], s.g[G.Silver], s.g[G.Spent]]).toEqual([2, 0, 4]);
  });

  it('"бесплатно" once the squad holds a card of each listed cost, and not before', () => {
    const s = recruitWith(['Р-Два', 'Р-Даровой', 'Р-Пять'], [0, 7]);
    recruit(s, 'Р-Два');
    // 5 silver left: the 6-cost card is not affordable yet.
    expect(legalOf(s)).toEqual([RECRUIT + 1, RECRUIT_DONE]);
    recruit(s, 'Р-Пять');
    expect([s.g[G.Gold], s.g[G.Silver]]).toEqual([0, 0]);
    recruit(s, 'Р-Даровой');
    expect([s.g[G.Gold], s.g[G.Silver], s.g[G.Spent]]).toEqual([0, 0, 7]);
  });
});
