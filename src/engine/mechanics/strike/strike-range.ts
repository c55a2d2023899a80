/**
 * "Строй: Может объявлять {strike} с дальностью 2" (Страж чертогов s1_44): while the card stands in
 * formation (core/systems/formation.ts inFormation), its simple strike may also be declared at a card two
 * cells away in a straight orthogonal line (Manhattan distance 2, digest §2.1; the diagonal neighbours,
 * also at distance 2, are next to it anyway). Ruling s1_44: it is still a melee attack (a simple
 * strike): the struck card fights and may counter-strike, and a card next to both (the one on the
 * cell between included) may defend unless the strike is directed — the engine's strike and defender
 * rules unchanged (core/combat/simple-strike.ts defenders: next to the struck card and to the attacker).
 *
 * Vocabulary: `{ kind: 'formation', grant: { strikeRange: 2 } }` (no `when`: plain "Строй:").
 * Compiled to Mech.StrikeRange2 (per card and per game). Hook: keywords.ts strikeMask — every
 * simple-strike target and legality check — gated by G.Gates (Gate.ExtraStrikeCells), so other games pay one load.
 */
import { CELLS, THROUGH } from '../../core/board.js';
import { type GameState } from '../../core/state.js';
import { inFormation } from '../../core/systems/formation.js';
import {  } from '../../core/enums.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

/** Cells exactly two cells away in a straight orthogonal line, per cell, as a mask. */
export const STRAIGHT2_MASK = new Int32Array(CELLS);
for (let c = 0; c < CELLS; c++) for (let d = 0; d < CELLS; d++) if (THROUGH[c * CELLS + d]! >= 0) STRAIGHT2_MASK[c] = STRAIGHT2_MASK[c]! | (1 << d);

/** Extra strike cells of instance i at `cell` (0 unless it has the feature and stands in formation). */
export function extraStrikeCells(s: GameState, i: number, cell: number): number {
  return cardHas(s.db, s.card[i]!, Mech.StrikeRange2) && inFormation(s, i) ? STRAIGHT2_MASK[cell]! : 0;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a formation's 'strikeRange' grant, with no 'when', sets Mech.StrikeRange2 (the formation itself is the core's, Cap.Formation). */
export const STRIKE_RANGE_COMPILE: MechanicCompile = {
  name: 'strikeRange',
  ops: {},
  mechs: [Mech.StrikeRange2],
  owns: (a) => a.kind === 'formation' && !!a.grant?.strikeRange,
  compile(_def, a, sink) {
    if (a.kind === 'formation' && a.when) sink.reject('when', "formation 'strikeRange' takes no 'when'");
    sink.cap(Mech.StrikeRange2);
  },
};
