/**
 * "получить X ран, при этом ранить на X-1 стоящее напротив существо противника" (Центурион s1_49,
 * воздействие «таран»): two pieces of vocabulary.
 *
 * - `upTo: 'ownLives'` on an activated ability: X is named at the declaration (Decision.Choice, as
 *   "N (или менее)", the sub-decision of mechanics/index.ts upToChoices) from 1 to the source's current lives
 *   (instance.ts livesLeft; ruling s1_49: not more than its current lives, equal allowed), at most
 *   AMOUNT_SLOTS - 1. The effect amounts (and those of the composite stages) get + X (features.ts).
 * - The composite-stage target 'oppositeEnemyCreature' (Tgt.OppositeEnemy, not chosen): the enemy
 *   creature on the cell straight in front of the source (from its controller's side, "напротив";
 *   markers.ts standsOpposite), read when that stage executes. The stages run one after the other
 *   with the rules effects (deaths) between them, so a source that died of the first ability (X equal
 *   to its lives, ruling s1_49: it dies before the second is declared) has nothing in front of it and
 *   the second ability affects no one.
 */
import { COLS, CELLS } from '../../core/board.js';
import { Zone } from '../../core/enums.js';
import { type GameState, NONE } from '../../core/state.js';
import { UPTO_OWN_LIVES } from '../../core/codes.js';
export { UPTO_OWN_LIVES };

/** The enemy creature on the cell in front of src, or NONE (src not on the battlefield, the cell empty or own). */
export function oppositeEnemy(s: GameState, src: number): number {
  if (s.zone[src] !== Zone.Field) return NONE;
  const c = s.cell[src]! + (s.ctrl[src] === 0 ? COLS : -COLS);
  if (c < 0 || c >= CELLS) return NONE;
  const j = s.board[c]!;
  return j !== NONE && s.ctrl[j] !== s.ctrl[src] ? j : NONE;
}
