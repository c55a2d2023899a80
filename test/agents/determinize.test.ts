/**
 * Determinised worlds are games the engine plays correctly: every sampled card out of the decks is
 * noted in the world's per-game capability summaries (G.Caps, G.Caps2, G.ModMask, G.TrigKinds …), as
 * the real cards in play are (game-caps.ts: in the battle the summaries count the cards out of the
 * decks), so its text is not skipped by a gate set up for the real cards only. A sampled deck card
 * is noted when it leaves its deck, as a real one is.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { Determinizer } from '../../dist/src/agents/determinize.js';
import { noteCardInGame } from '../../dist/src/engine/core/game-caps.js';
import { Zone } from '../../dist/src/engine/core/enums.js';
import { G, MAX_INST, listAt, listLen, listPop } from '../../dist/src/engine/core/state.js';
import { clone, currentPlayer, db, decks, deriveGameSeed, newState, observe, playRecorded, DEFAULT_OPTIONS } from './common.js';

describe('determinisation', () => {
  it.each(['elements', 'pool'] as const)('prior %s: every sampled card out of the decks is in the world\u2019s capability summaries, and a sampled deck card joins them when it leaves its deck', (prior) => {
    const { state: s } = playRecorded([createAgent('scripted'), createAgent('scripted')], decks[0]!, decks[1]!, deriveGameSeed(31, 0), 150);
    const p = currentPlayer(s);
    expect(p).toBeGreaterThanOrEqual(0);
    const view = newState(db, DEFAULT_OPTIONS);
    observe(s, p, view);
    const det = new Determinizer(db, prior);
    det.prepare(view, p);
    expect(det.unseen).toBeGreaterThan(10);
    let v = 12345;
    const rnd = (n: number) => {
      v = (Math.imul(v, 1664525) + 1013904223) >>> 0;
      return Math.floor((v / 0x100000000) * n);
    };
    let foreign = 0;
    for (let k = 0; k < 20; k++) {
      const world = clone(view);
      det.sample(world, rnd);
      // Noting every card of the world out of the decks again changes nothing: the summaries already cover them.
      const again = clone(world);
      for (let i = 0; i < MAX_INST; i++) if (again.zone[i] !== Zone.None && again.zone[i] !== Zone.Deck) noteCardInGame(again, again.card[i]!);
      expect(Array.from(again.g)).toEqual(Array.from(world.g));
      // A deck card of the world taken off its deck (a summon, a mill, a prophecy) joins the summaries.
      for (let q = 0; q < 2; q++) {
        if (listLen(world, q, Zone.Deck) === 0) continue;
        const top = listAt(world, q, Zone.Deck, listLen(world, q, Zone.Deck) - 1);
        const expected = clone(world);
        noteCardInGame(expected, expected.card[top]!);
        const c = world.card[top]!;
        if ((db.caps[c]! & ~world.g[G.Caps]!) !== 0 || (db.trigEventsAll[c]! & ~world.g[G.TrigKinds]!) !== 0) foreign++;
        expect(listPop(world, q, Zone.Deck)).toBe(top);
        expect(Array.from(world.g)).toEqual(Array.from(expected.g));
      }
    }
    // The worlds' decks do hold cards with capabilities the summaries lack until they leave the deck (what the noting must cover).
    expect(foreign).toBeGreaterThan(0);
  });
});
