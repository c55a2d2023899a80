/**
 * Per-game capability summaries: what some card of either deck can do (G.Caps, Cap.*; G.Caps2, Cap2.*), which
 * static-modifier ops it holds (G.ModMask) and which keywords they grant (G.ModGrantKw), which
 * events its triggers listen to (G.TrigKinds, and GameState.trigKinds2 for the wide kinds: other events are not recorded). The engine
 * tests these before scanning for work a game can never have; every card that enters a game (the
 * deal, a scenario) is noted here.
 */
import { G, type GameState } from './state.js';

/** OR card `card`'s summaries into the game's. */
export function noteCardInGame(s: GameState, card: number): void {
  const g = s.g;
  g[G.Caps] = g[G.Caps]! | s.db.caps[card]!;
  g[G.Caps2] = g[G.Caps2]! | s.db.caps2[card]!;
  g[G.ModMask] = g[G.ModMask]! | s.db.mods.cardMask[card]!;
  g[G.ModGrantKw] = g[G.ModGrantKw]! | s.db.mods.cardGrantKw[card]!;
  g[G.TrigKinds] = g[G.TrigKinds]! | s.db.trigEventsAll[card]!;
  g[G.ReplOther] = g[G.ReplOther]! | s.db.replOther[card]!;
  s.trigKinds2[0] = s.trigKinds2[0]! | s.db.trigEvents2[card]!; // the wide event kinds (abilities/wide-events.ts)
  if (s.db.tremor[card] !== 0) g[G.Tremor] = 1; // «дрожь» (abilities/tremor-marker.ts)
}
