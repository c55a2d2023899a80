/**
 * Set 2 «Нашествие тьмы» (shared/cards/set2.json): the cards the engine plays so far, printed stats and
 * text features together. Not in the bundled pool (card-pool.ts ALL_CARDS is set 1), so no game of the
 * default pool changes; compile them with set 1 (`compileCardDb([...ALL_CARDS, ...SET2_CARDS])`).
 */
import type { CardDef } from '../../vocab/card.js';

export const SET2_CARDS: readonly CardDef[] = [
  {
    set: 's2',
    number: 12,
    id: 's2_12',
    name: 'Стражник Туллена',
    element: 'steppe',
    cost: 4,
    elite: false,
    unique: false,
    type: 'creature',
    classes: ['Аккениец'],
    life: 7,
    move: 1,
    strike: [2, 2, 3],
    icons: { armor: 1 },
    hasText: true,
    // "Строй: {ovz}1. В конце хода противника, если открыт может объявить особый удар обухом на 2."
    support: 'implemented',
    abilities: [
      // Строй: ОвЗ 1 (core/systems/formation.ts).
      { kind: 'formation', grant: { ovz: 1 } },
      // «особый удар обухом»: "если открыт" (mechanics/triggers/if-open.ts) at the end of the opponent's
      // turn, optional ("может объявить"), at a creature next to it (special-strike.ts); no {tap}: it stays open.
      { kind: 'triggered', on: 'endOfEnemyTurn', ifOpen: true, optional: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'specialStrike' },
    ],
  },
];
