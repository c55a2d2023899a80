/**
 * Test-only cards exercising the stack, triggers, replacement, prevention and cancel in random
 * games (the set-1 abilities come with the card-pool work). Names are invented; each is a plain
 * neutral 3-cost ground creature (or a flyer) plus one feature.
 */
import type { CardDef } from '../../src/engine/vocab/card.js';
import { nextInt, seedStream } from '../../dist/src/engine/core/rng.js';

let no = 0;
function card(name: string, over: Partial<CardDef>): CardDef {
  no++;
  return { set: 'tx', number: no, id: `tx_${no}`, name, element: 'neutral', cost: 3, elite: false, unique: false, type: 'creature', classes: [], life: 8, move: 2, strike: [1, 2, 3], icons: {}, hasText: false, ...over };
}

export const ABILITY_POOL: readonly CardDef[] = [
  card('Тест: маг-молния', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'spell' }] }),
  card('Тест: отменяющий', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyStackItem', effect: { op: 'cancel' }, abilityType: 'spell' }] }),
  card('Тест: блокирующий', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyStackItem', effect: { op: 'block' }, abilityType: 'influence' }] }),
  card('Тест: удачливый', { abilities: [{ kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 1, die: 'attacker' }, abilityType: 'influence' }] }),
  card('Тест: мешающий', { abilities: [{ kind: 'activated', instant: true, tap: true, window: 'strikeBeforeDice', target: 'enemyCreature', effect: { op: 'close' }, abilityType: 'influence' }] }),
  card('Тест: лекарь', { abilities: [{ kind: 'activated', tap: true, target: 'ownCreature', effect: { op: 'heal', amount: 2 }, abilityType: 'influence', range: 2 }] }),
  card('Тест: мститель', { abilities: [{ kind: 'triggered', on: 'selfWounded', target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' }] }),
  card('Тест: пожиратель', { abilities: [{ kind: 'triggered', on: 'otherCreatureDies', optional: true, target: 'self', effect: { op: 'extraLives', amount: 1 }, abilityType: 'influence' }] }),
  card('Тест: отравитель', { abilities: [{ kind: 'triggered', on: 'selfMoves', optional: true, target: 'adjacentCreature', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' }] }),
  card('Тест: разгал', { icons: { regen: 1 }, abilities: [{ kind: 'triggered', on: 'startOfBattle', target: 'allOwnCreatures', filter: { regeneration: true }, effect: { op: 'extraLives', amount: 2 }, abilityType: 'influence' }] }),
  card('Тест: фонарщик', { abilities: [{ kind: 'replacement', match: { op: 'wound', to: 'any', fromTypes: ['poison', 'shot', 'discharge'] }, result: { kind: 'addAmount', n: 1 } }] }),
  card('Тест: телохранитель', { life: 12, abilities: [{ kind: 'replacement', optional: true, match: { op: 'wound', to: 'ownCreature', fromTypes: ['strike'] }, result: { kind: 'redirectToSelf' } }] }),
  card('Тест: тёмный друид', { abilities: [{ kind: 'replacement', match: { op: 'extraLives', to: 'any' }, result: { kind: 'becomes', effect: { op: 'wound', amount: 1 } } }] }),
  card('Тест: вожак', { icons: { regen: 2 }, abilities: [{ kind: 'replacement', optional: true, match: { op: 'heal', to: 'self' }, result: { kind: 'replacingFeature', effect: { op: 'wound', amount: 2 }, target: 'adjacentCreature' } }] }),
  card('Тест: габриэль', { abilities: [{ kind: 'prevention', match: { op: 'wound', to: 'ownCreature' }, amount: 1 }] }),
  card('Тест: неуязвимый', { abilities: [{ kind: 'replacement', match: { op: 'wound', to: 'self', notFromTypes: ['strike', 'counterStrike'] }, result: { kind: 'nothing' } }] }),
  card('Тест: призыватель', { abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'summon', find: 'search', filter: { maxCost: 4 } }, abilityType: 'influence' }] }),
  card('Тест: глашатай', { abilities: [{ kind: 'activated', tap: true, counters: 0, target: 'none', effect: { op: 'summon', find: 'top', place: 'anyFree' }, abilityType: 'influence' }] }),
  card('Тест: некромант', { abilities: [{ kind: 'activated', tap: true, target: 'none', effect: { op: 'resurrect' }, abilityType: 'spell' }] }),
  card('Тест: зовущий стаю', { abilities: [{ kind: 'triggered', on: 'selfWounded', target: 'none', effect: { op: 'summon', find: 'search', filter: { name: 'Тест: призыватель' } }, abilityType: 'influence' }] }),
  card('Тест: кукловод', { abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', range: 2, effect: { op: 'takeControl' }, abilityType: 'spell' }] }),
  card('Тест: феникс', { incarnation: [1, 2] }),
  card('Тест: летучий маг', { type: 'flyer', move: null, abilities: [{ kind: 'activated', instant: true, tap: true, target: 'anyCreature', effect: { op: 'open' }, abilityType: 'spell' }] }),
];

/**
 * Seeded test decks mixing the ability pool with the other cards of a db: `pairs` pool cards twice
 * each, then `rest` cards drawn from the first `baseSize` cards of the db (the set-1 cards). The
 * pool cards sit at indices baseSize … baseSize + poolSize − 1. Same key, same decks.
 */
export function poolDecks(key: string, count: number, baseSize: number, poolSize: number, pairs = 9, rest = 18): Int16Array[] {
  const w = new Uint32Array(4);
  seedStream(w, 0, key);
  const decks: Int16Array[] = [];
  for (let d = 0; d < count; d++) {
    const out: number[] = [];
    for (let k = 0; k < pairs; k++) {
      const c = baseSize + nextInt(w, 0, poolSize);
      out.push(c, c);
    }
    for (let k = 0; k < rest; k++) out.push(nextInt(w, 0, baseSize));
    decks.push(Int16Array.from(out));
  }
  return decks;
}
