/**
 * Determinised worlds are games the engine plays correctly: every sampled card is noted in the
 * world's per-game capability summaries (G.Caps, G.Caps2, G.ModMask, G.TrigKinds …), as the deal
 * notes the real cards, so its text is not skipped by a gate set up for the real decks only.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../dist/src/agents/registry.js';
import { Determinizer } from '../../dist/src/agents/determinize.js';
import { noteCardInGame } from '../../dist/src/engine/game-caps.js';
import { Zone } from '../../dist/src/engine/enums.js';
import { G, MAX_INST } from '../../dist/src/engine/state.js';
import { clone, currentPlayer, db, decks, deriveGameSeed, newState, observe, playRecorded, DEFAULT_OPTIONS } from './common.js';

describe('determinisation', () => {
  it.each(['elements', 'pool'] as const)('prior %s: every sampled card is in the world\u2019s capability summaries', (prior) => {
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
      // Noting every card of the world again changes nothing: the summaries already cover them.
      const again = clone(world);
      for (let i = 0; i < MAX_INST; i++) if (again.zone[i] !== Zone.None) noteCardInGame(again, again.card[i]!);
      expect(Array.from(again.g)).toEqual(Array.from(world.g));
      for (let i = 0; i < MAX_INST; i++) {
        const c = world.card[i]!;
        if (world.zone[i] !== Zone.None && ((db.caps[c]! & ~s.g[G.Caps]!) !== 0 || (db.trigEventsAll[c]! & ~s.g[G.TrigKinds]!) !== 0)) foreign++;
      }
    }
    // The worlds do hold cards with capabilities the real decks lack (what the summaries must cover).
    expect(foreign).toBeGreaterThan(0);
  });
});
