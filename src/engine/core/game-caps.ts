/**
 * Per-game capability summaries: what some card of the game can do (G.Caps, Cap.*; GameState.mechCaps, the
 * mechanic-owned ids of mechanics/ids.ts, and G.Gates, the hook gates those open), which
 * static-modifier ops it holds (G.ModMask) and which keywords they grant (G.ModGrantKw), which
 * events its triggers listen to (G.TrigKinds, and GameState.trigKinds2 for the wide kinds: other events are not recorded). The engine
 * tests these before scanning for work a game can never have. They are meant as gates only: a summary
 * with more bits than needed should change no legal action and no outcome, only speed
 * (test/engine/caps-scope.test.ts plays games both ways; the last known exception,
 * the window after a ranged attack's die, which only games with a die feature had, is gone: core/systems/die-window.ts).
 *
 * Which cards count:
 * - Pre-battle: every card of both decks (game.ts notes them as they are dealt into the game;
 *   scenario.ts notes every card it sets up).
 * - From the start of the battle (scopeCapsToPlay, prebattle.ts): only the cards out of the decks, i.e. the
 *   squads and whatever is in a graveyard, exile or the technical hand. A card in a deck has no
 *   feature that works there, and the unrecruited cards of the deal went back into the decks
 *   (digest §3.4). The summaries then only grow: a card that leaves its deck (a summon, a mill, a
 *   prophecy's showing, whose "когда вы показываете" triggers answer from the deck) is noted the
 *   moment it is taken off the deck list (state.ts listPop / listRemove call noteLeavingDeck). A
 *   card that goes back into a deck stays noted, so what it left behind stays gated in.
 * In a game of two 30-card decks the squads are about a third of the cards, so most of the other
 * cards' gates stay shut (about +60 % actions/s in the search's sampled worlds: CHANGELOG.md 0.2.0).
 */
import { Zone } from './enums.js';
import { MECH_CAP_WORDS } from './codes.js';
import { G, type GameState } from './state.js';

/** OR card `card`'s summaries into the game's. */
export function noteCardInGame(s: GameState, card: number): void {
  const g = s.g;
  g[G.Caps] = g[G.Caps]! | s.db.caps[card]!;
  g[G.Gates] = g[G.Gates]! | s.db.gates[card]!;
  g[G.ModMask] = g[G.ModMask]! | s.db.mods.cardMask[card]!;
  g[G.ModGrantKw] = g[G.ModGrantKw]! | s.db.mods.cardGrantKw[card]!;
  g[G.TrigKinds] = g[G.TrigKinds]! | s.db.trigEventsAll[card]!;
  g[G.ReplOther] = g[G.ReplOther]! | s.db.replOther[card]!;
  s.trigKinds2[0] = s.trigKinds2[0]! | s.db.trigEvents2[card]!; // the wide event kinds (core/systems/wide-events.ts)
  if (s.db.tremor[card] !== 0) g[G.MovingMarkers] = 1; // «дрожь» (mechanics/markers/tremor-marker.ts)
  // The mechanic-owned ids (mechanics/ids.ts; MECH_CAP_WORDS = 2 words).
  s.mechCaps[0] = s.mechCaps[0]! | s.db.mechCaps[card * MECH_CAP_WORDS]!;
  s.mechCaps[1] = s.mechCaps[1]! | s.db.mechCaps[card * MECH_CAP_WORDS + 1]!;
}

/**
 * The start of the battle (digest §3.7; prebattle.ts): the summaries become those of the cards out of
 * the decks (see the header). Idempotent; a copy of a state keeps its summaries.
 */
export function scopeCapsToPlay(s: GameState): void {
  const g = s.g;
  g[G.Caps] = 0;
  g[G.Gates] = 0;
  g[G.ModMask] = 0;
  g[G.ModGrantKw] = 0;
  g[G.TrigKinds] = 0;
  g[G.ReplOther] = 0;
  s.trigKinds2[0] = 0;
  g[G.MovingMarkers] = 0;
  s.mechCaps[0] = 0;
  s.mechCaps[1] = 0;
  const zone = s.zone;
  for (let i = 0; i < zone.length; i++) {
    if (zone[i] !== Zone.None && zone[i] !== Zone.Deck) noteCardInGame(s, s.card[i]!);
  }
}

/** Instance `inst` is being taken off its deck list (state.ts listPop / listRemove): its card's summaries join the game's. */
export function noteLeavingDeck(s: GameState, inst: number): void {
  noteCardInGame(s, s.card[inst]!);
}
