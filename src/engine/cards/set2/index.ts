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
  {
    set: 's2',
    number: 64,
    id: 's2_64',
    name: 'Гаргант',
    element: 'mountain',
    cost: 7,
    elite: true,
    unique: false,
    type: 'creature',
    classes: [],
    life: 12,
    move: 1,
    strike: [3, 3, 4],
    icons: { armor: 2 },
    hasText: true,
    // "Неповоротливость. В конце хода противника получает X {counter}, где X количество оставшихся единиц {armor}.
    // 3 {counter}{tap}: Особый удар кистенем на 3-4-6."
    support: 'partial',
    missing: [
      'Неповоротливость: the keyword is printed on the card, but its rules text is not in the rule sources the project has (docs/rules-coverage.md); not played',
    ],
    abilities: [
      // X {counter} at the end of the opponent's turn, X = the armour not spent in that turn (mechanics/triggers/armour-counters.ts).
      { kind: 'triggered', on: 'endOfEnemyTurn', target: 'self', effect: { op: 'countersPerArmourLeft' }, abilityType: 'influence' },
      // «особый удар кистенем на 3-4-6»: 3 {counter} and {tap}; one die picks 3, 4 or 6 (core/systems/amounts.ts DieScale, digest §5.1 scale).
      { kind: 'activated', tap: true, counters: 3, target: 'adjacentCreature', effect: { op: 'wound', amount: 0 }, amountFrom: 'dieScale', dieValues: [3, 4, 6], abilityType: 'specialStrike' },
    ],
  },
  {
    set: 's2',
    number: 58,
    id: 's2_58',
    name: 'Глиняный голем',
    element: 'mountain',
    cost: 4,
    elite: true,
    unique: false,
    type: 'creature',
    classes: [],
    life: 15,
    move: 1,
    strike: [2, 3, 4],
    icons: { zoo: true },
    hasText: true,
    // "Неповоротливость. Когда получает 3 или более раны от одной атаки получить еще 3 раны."
    support: 'partial',
    missing: [
      'Неповоротливость: the keyword is printed on the card, but its rules text is not in the rule sources the project has (docs/rules-coverage.md); not played',
    ],
    abilities: [
      // 3 or more wounds from one attack (mechanics/wounds/wounds-from-one-attack.ts): 3 more, from its own ability (not an attack).
      { kind: 'triggered', on: 'selfWounded', woundsFromOneAttack: 3, target: 'self', effect: { op: 'wound', amount: 3 }, abilityType: 'influence' },
    ],
  },
];
