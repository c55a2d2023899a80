/**
 * Pairing by design (sim/ab-decks.ts, docs/ab-testing.md): with the base in canonical order and the
 * variant aligned on it, a card swap changes only the swapped positions of the deal, whatever the
 * order of the variant's file. Checked on the engine's real first deal over many seeds.
 */
import { describe, expect, it } from 'vitest';
import { MAX_LEGAL } from '../../src/engine/core/action.js';
import { cardDb } from '../../src/engine/card-pool.js';
import { Zone } from '../../src/engine/core/enums.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { deriveGameSeed } from '../../src/engine/core/rng.js';
import { type GameState, MAX_DECK, listAt, listLen } from '../../src/engine/core/state.js';
import { alignVariant, canonicalDeck } from '../../src/sim/ab-decks.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';

const db = cardDb();
const load = (f: string) => Array.from(loadDeckFile(new URL(`../../decks/${f}`, import.meta.url).pathname, db.defs).cardIndices);
const PLAGUE = db.byId.get('s1_141')!;
const WITCH = db.byId.get('s1_140')!;

/** Each seat's first deal: [instance slot, card] in deal order, once both deals are made. The first shuffle
 * permutes the cards among the instances, so the card of an instance is the card of one deck position. */
function firstDeals(deck0: number[], deck1: number[], seed: bigint): [number, number][][] {
  const s: GameState = newState(db, DEFAULT_OPTIONS);
  resetGame(s, deck0, deck1, seed);
  const legal = new Int32Array(MAX_LEGAL);
  // The order decision (if the roll's winner chooses) comes before the deal.
  while (listLen(s, 0, Zone.Deal) === 0) {
    legalActions(s, legal);
    applyAction(s, legal[0]!);
  }
  return [0, 1].map((p) => Array.from({ length: listLen(s, p, Zone.Deal) }, (_, k) => {
    const i = listAt(s, p, Zone.Deal, k);
    return [i - p * MAX_DECK, s.card[i]!] as [number, number];
  }));
}

describe('a card swap changes only the swapped positions of the deal', () => {
  const base = canonicalDeck(load('variants/darkness-plague-rider.json'));
  // The variant file lists its cards in reverse order: alignment must not care.
  const variant = alignVariant(base, load('variants/darkness-slua-witch.json'));
  const field = canonicalDeck(load('forest.json'));

  it('aligns the variant slot for slot: three slots, Моровой всадник → Ведьма слуа', () => {
    expect(variant.sameLength).toBe(true);
    expect(variant.swappedSlots.length).toBe(3);
    for (let k = 0; k < base.length; k++) {
      if (variant.swappedSlots.includes(k)) expect([base[k], variant.cards[k]]).toEqual([PLAGUE, WITCH]);
      else expect(variant.cards[k]).toBe(base[k]);
    }
  });

  it('over 300 seeds, both first deals hold the same slots, and differ only where a swapped slot is dealt', () => {
    let swappedDealt = 0;
    for (let g = 0; g < 300; g++) {
      const seed = deriveGameSeed(7n, g);
      for (const seat of [0, 1]) {
        const [b0, b1] = seat === 0 ? firstDeals(base, field, seed) : firstDeals(field, base, seed);
        const [v0, v1] = seat === 0 ? firstDeals(variant.cards, field, seed) : firstDeals(field, variant.cards, seed);
        const [bt, vt, bo, vo] = seat === 0 ? [b0!, v0!, b1!, v1!] : [b1!, v1!, b0!, v0!];
        expect(vo).toEqual(bo); // the opponent's deal is untouched
        expect(vt.length).toBe(bt.length);
        for (let k = 0; k < bt.length; k++) {
          const [slot, card] = bt[k]!;
          expect(vt[k]![0]).toBe(slot);
          // Same slot, so the same deck position: its card differs only if that position was swapped.
          if (vt[k]![1] !== card) {
            expect([card, vt[k]![1]]).toEqual([PLAGUE, WITCH]);
            swappedDealt++;
          }
        }
      }
    }
    // The swapped cards are really dealt now and then (3 of 36 cards, 15 dealt: ~1.25 per deal).
    expect(swappedDealt).toBeGreaterThan(300);
  });

  it('without alignment (the file order as written) the deals differ far more', () => {
    const raw = load('variants/darkness-slua-witch.json');
    let differ = 0;
    for (let g = 0; g < 50; g++) {
      const seed = deriveGameSeed(7n, g);
      const b = firstDeals(base, field, seed)[0]!;
      const v = firstDeals(raw, field, seed)[0]!;
      for (let k = 0; k < b.length; k++) if (b[k]![1] !== v[k]![1]) differ++;
    }
    expect(differ).toBeGreaterThan(50 * 5);
  });
});
