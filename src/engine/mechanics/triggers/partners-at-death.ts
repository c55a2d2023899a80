/**
 * "При гибели вашего существа со строем в ход противника — существа, которые стояли с ним в строю,
 * получают …" (Тан Ханеранга s1_52; Строй: core/systems/formation.ts).
 *
 * - Subject filter `formation` (TF_HAS_FORMATION): the dead creature has the feature Строй (its card
 *   has Cap.Formation), checked on 'otherCreatureDies' with the other subject filters
 *   (special-strike.ts subjectFilterPasses).
 * - Trigger condition `inEnemyTurn` (TF_ENEMY_TURN): "в ход противника" — the Active player is not
 *   the trigger's controller when the death happens (the trigger is collected then: triggers.ts
 *   subjectFilterPasses for deaths of others, graveyardTriggers for the card's own "при гибели").
 * - Target 'eventPartners' (Tgt.EventPartners, not chosen): the creatures that stood in formation
 *   with the dead card — on the battlefield, of the trigger controller's side, with Строй, not hidden,
 *   orthogonally next to the cell the dead card left (instance lastCell, digest §5 Строй: pairwise,
 *   orthogonal). They are read when the feature executes: the board is the one of the death unless
 *   a feature executing before it moved cards.
 */
import { Cap, Flag, Zone } from '../../core/enums.js';
import { ORTH4 } from '../../core/board.js';
import { type GameState, NONE } from '../../core/state.js';
import { TF_HAS_FORMATION, TF_ENEMY_TURN } from '../../core/codes.js';
export { TF_HAS_FORMATION, TF_ENEMY_TURN };

/**
 * Write into `out` the creatures that stood in formation with `dead` (its last cell) on the side of
 * `seat`, still on the battlefield; returns their count.
 */
export function partnersOfDead(s: GameState, seat: number, dead: number, out: Int32Array): number {
  const c = s.lastCell[dead]!;
  let n = 0;
  if (c < 0) return 0;
  for (let k = 0; k < 4; k++) {
    const cell = ORTH4[c * 4 + k]!;
    if (cell < 0) continue;
    const j = s.board[cell]!;
    if (j === NONE || j === dead || s.zone[j] !== Zone.Field || s.ctrl[j] !== seat) continue;
    if ((s.db.caps[s.card[j]!]! & Cap.Formation) === 0 || (s.flags[j]! & Flag.Hidden) !== 0) continue;
    out[n++] = j;
  }
  return n;
}
