/**
 * Effect amounts counted when an ability executes ("ранить … на X, где X — количество …"), for the
 * stages of composite features (CompositeStage.x, features.ts runStage). Only composite features read
 * it (they already read their Ability objects), so the game loop pays nothing elsewhere.
 */
import type { StageX } from '../../vocab/ability.js';
import { ElementCode, Zone } from '../../core/enums.js';
import { G, type GameState, listAt, listLen } from '../../core/state.js';

/** X of kind `x` for an ability of `src`, at most `max` (0 = no cap). */
export function stageX(s: GameState, src: number, x: StageX, max: number): number {
  let n = 0;
  switch (x) {
    case 'ownCardsAboveLife': {
      // "ваших карт, у которых количество текущих {health} больше начального значения {health}":
      // the controller's cards in the battle zone whose lives left (life + extra lives − wounds)
      // exceed their printed life.
      const p = s.ctrl[src]!;
      for (let z = Zone.Field; z <= Zone.Aux; z++) {
        const len = listLen(s, p, z);
        for (let j = 0; j < len; j++) {
          const i = listAt(s, p, z, j);
          if (s.extraLives[i]! > s.wounds[i]!) n++;
        }
      }
      break;
    }
    case 'oneUnlessStruckSteppe': {
      // The struck card of the strike waiting in its window (G.Struck, set when the dice were rolled).
      const t = s.g[G.Struck]!;
      n = t >= 0 && s.db.element[s.card[t]!] === ElementCode.steppe ? 0 : 1;
      break;
    }
  }
  return max > 0 && n > max ? max : n;
}
