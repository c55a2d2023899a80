/**
 * Ordering the top of the own deck (mechanics/features/deck-order.ts) on a synthetic card: an activated
 * "посмотреть 3 верхние карты … положить их на верх или в низ … в любом порядке".
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { listPush } from '../../src/engine/core/state.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { battle, cardIndex, makeDb, select, synth, verb, zoneList } from '../helpers/scenario.js';

const DB = makeDb([
  synth('П-Гадалка', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'arrangeDeck', amount: 3 }, abilityType: 'influence' }],
  }),
  synth('П-А'),
  synth('П-Б'),
  synth('П-В'),
  synth('П-Г'),
]);

function setup(deck: string[]) {
  const t = battle(DB, { cards: [{ card: 'П-Гадалка', seat: 0, at: 'A1' }, { card: 'П-А', seat: 1, at: 'E6' }] });
  deck.forEach((name, k) => {
    const i = 40 + k;
    t.s.card[i] = cardIndex(DB, name);
    t.s.owner[i] = 0;
    t.s.ctrl[i] = 0;
    listPush(t.s, 0, Zone.Deck, i);
  });
  return t;
}
const names = (t: ReturnType<typeof setup>) => zoneList(t.s, 0, Zone.Deck).map((i) => t.db.defs[t.s.card[i]!]!.name);

describe('arrangeDeck (mechanics/features/deck-order.ts)', () => {
  it('every order of the top three, on top', () => {
    const want = [
      ['П-Г', 'П-В', 'П-Б'],
      ['П-Г', 'П-Б', 'П-В'],
      ['П-В', 'П-Г', 'П-Б'],
      ['П-В', 'П-Б', 'П-Г'],
      ['П-Б', 'П-Г', 'П-В'],
      ['П-Б', 'П-В', 'П-Г'],
    ];
    for (let perm = 0; perm < 6; perm++) {
      const t = setup(['П-А', 'П-Б', 'П-В', 'П-Г']); // top: П-Г
      t.act(select('A1'), verb(Verb.Ability + 0));
      expect(t.decision()).toBe(Decision.Choice);
      t.act(AMOUNT + perm);
      expect(names(t).slice(1).reverse()).toEqual(want[perm]); // read from the top down
      expect(names(t)[0]).toBe('П-А');
    }
  });

  it('at the bottom, the chosen order read from the top down', () => {
    const t = setup(['П-А', 'П-Б', 'П-В', 'П-Г']);
    t.act(select('A1'), verb(Verb.Ability + 0), AMOUNT + 6 + 0);
    expect(names(t)).toEqual(['П-Б', 'П-В', 'П-Г', 'П-А']);
  });
});
