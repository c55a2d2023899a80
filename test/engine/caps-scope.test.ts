/**
 * game-caps.ts: the per-game summaries (G.Caps, G.Caps2, G.ModMask, G.ModGrantKw, G.TrigKinds,
 * G.ReplOther, trigKinds2, G.MovingMarkers) are gates only. From the start of the battle they count the
 * cards out of the decks (scopeCapsToPlay), and a card is noted when it leaves its deck
 * (noteLeavingDeck). These tests play every game twice in lockstep (src/sim/caps-lockstep.ts): once
 * as the engine plays it, once with the summaries widened after every action to every card of both
 * decks (the rule before the scoping). The legal actions must be equal at every decision, and so
 * must the games. `npm run check:caps` runs the same check over any range of games off-line.
 */
import { describe, expect, it } from 'vitest';
import { cardDb } from '../../dist/src/engine/card-pool.js';
import { Zone } from '../../dist/src/engine/core/enums.js';
import { newState, resetGame } from '../../dist/src/engine/game.js';
import { noteCardInGame, scopeCapsToPlay } from '../../dist/src/engine/core/game-caps.js';
import { DEFAULT_OPTIONS } from '../../dist/src/engine/core/options.js';
import { deriveGameSeed, seedHex, seedStream } from '../../dist/src/engine/core/rng.js';
import { copyInto, listAt, listLen, listPop, listRemove } from '../../dist/src/engine/core/state.js';
import { CapsLockstep, type LockstepStats, capsKey } from '../../dist/src/sim/caps-lockstep.js';
import { randomDeck } from '../../dist/src/sim/selfcheck.js';

const db = cardDb();
const caps = capsKey;

/** Games [from, to): decks over the whole set in order (even games) or random constructed decks (odd). */
function playPairs(from: number, to: number): LockstepStats {
  const lockstep = new CapsLockstep(db);
  const words = new Uint32Array(4);
  const ordered: Int16Array[] = [];
  for (let k = 0; k < db.size; k += 40) ordered.push(Int16Array.from({ length: 40 }, (_, j) => (k + j) % db.size));
  for (let gi = from; gi < to; gi++) {
    seedStream(words, 0, `caps-scope/${seedHex(deriveGameSeed(20261201, gi))}`);
    const d0 = gi % 2 === 0 ? ordered[gi % ordered.length]! : randomDeck(db, words);
    const d1 = gi % 2 === 0 ? ordered[(gi >> 1) % ordered.length]! : randomDeck(db, words);
    expect(lockstep.play(d0, d1, deriveGameSeed(20261130, gi), words), `game ${gi}`).toBeNull();
  }
  return lockstep.stats;
}

describe('game-caps.ts: the summaries count the cards out of the decks from the start of the battle', () => {
  it('200 games played both ways (scoped, and widened to every card after every action): the same legal actions at every decision, the same games', () => {
    const st = playPairs(0, 200);
    expect(st.games).toBe(200);
    // The test has teeth: the scoped summaries were narrower most of the time, and cards leaving
    // their decks in battle (summons, mills, prophecies) added bits to them.
    expect(st.narrower).toBeGreaterThan(st.actions / 2);
    expect(st.grew).toBeGreaterThan(0);
  });

  it('scopeCapsToPlay keeps the cards out of the decks and drops the rest; noteLeavingDeck notes a card taken off its deck', () => {
    const s = newState(db, DEFAULT_OPTIONS);
    const deck = Int16Array.from({ length: 30 }, (_, j) => j);
    resetGame(s, deck, deck, deriveGameSeed(1, 1));
    const all = caps(s);
    scopeCapsToPlay(s); // pre-battle: the deals are out of the decks, the rest is in them
    const scoped = caps(s);
    expect(scoped).not.toBe(all);
    // Widening over the cards out of the decks gives the same: nothing else counts.
    const t = newState(db, DEFAULT_OPTIONS);
    copyInto(t, s);
    for (let i = 0; i < t.zone.length; i++) if (t.zone[i] !== Zone.None && t.zone[i] !== Zone.Deck) noteCardInGame(t, t.card[i]!);
    expect(caps(t)).toBe(scoped);
    // Each card taken off a deck list joins the summaries at once (state.ts listRemove / listPop).
    let added = 0;
    for (let p = 0; p < 2; p++) {
      while (listLen(s, p, Zone.Deck) > 0) {
        const i = listAt(s, p, Zone.Deck, 0);
        copyInto(t, s);
        noteCardInGame(t, t.card[i]!);
        if (caps(t) !== caps(s)) added++;
        if (p === 0) listRemove(s, p, Zone.Deck, i);
        else expect(listPop(s, p, Zone.Deck)).toBeGreaterThanOrEqual(0);
        if (p === 0) expect(caps(s)).toBe(caps(t));
      }
    }
    expect(added).toBeGreaterThan(0);
    expect(caps(s)).toBe(all);
  });
});
