/**
 * "Телепортация" (teleport): a feature that replaces movement (РП 506.6: "Особенность, заменяющая
 * движение (Прыжок, Телепортация и т.п.), также является движением"). As printed alone on a card
 * ("Телепортация."), it is used instead of movement (506.7: declared in the Choice subphase by an
 * open creature with its full, unspent movement allowance) and moves the creature to any free cell
 * of the battlefield.
 *
 * The destination "any free cell" is an implementation reading [I]: the digest gives no keyword text
 * for Телепортация; the set-1 cards that restrict a teleport name the restriction themselves
 * ("телепортироваться на свободную клетку рядом с атаковавшим", "на любую свободную клетку с
 * «вратами»"), so the plain keyword has none. A teleport counts as moving (rulings s1_65, s1_84:
 * "не передвигалось" and "при движении" include teleports), so "при перемещении" fires and the card
 * is marked as moved.
 *
 * Engine: `{ kind: 'teleport' }` compiles exactly like a jump (mechanics/movement/jump.ts) whose range
 * (db.abJump) is TELEPORT_RANGE, larger than any distance on the 5×6 battlefield; jump.ts offers
 * it as Verb.Ability + k, asks for the cell (MechTargetMode.Jump) and moves. No hot-path cost beyond
 * the jump's (cards with Cap.Activated only).
 */

import { TELEPORT_RANGE } from '../../core/codes.js';
export { TELEPORT_RANGE };

