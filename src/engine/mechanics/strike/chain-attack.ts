/**
 * "Может нападать {strike} на всех стоящих рядом существ противника, только подряд, после последнего
 * нападения закрывается" (Гидра s1_136; keyword 'attacksAllAdjacentInRow', db.twiceInRow = 2, with
 * Cap.StrikesTwice and Cap.TurnRecord). A variant of mechanics/strike/two-attacks.ts ('attacksTwiceInRow',
 * Берсерк s1_195), whose state and hooks it shares:
 *
 *  - paying for a simple strike, the attacker marks the card the strike was declared at (its original
 *    target; bit TR_CHAIN_HIT of that card's turnRec, core/systems/turn-record.ts) and stays open while an enemy card next to it that it has not attacked in this row remains a legal strike
 *    target (G.SecondStrike = 1 + the attacker); otherwise it closes ("после последнего нападения
 *    закрывается"). Its movement is over after the first (506.5).
 *  - "только подряд": its next strike must be its controller's next action, at a card not attacked in
 *    this row (two-attacks.ts secondStrikeVerbs / dropFirstTarget → `dropChainHit`); selecting another
 *    card or ending the turn ends the row — the last attack made was the last, so it closes (the
 *    Берсерк's row leaves it open: two-attacks.ts breakChainUnless / endTwice → `endRow`).
 *  - a row starts with a strike while the card is not waiting (G.SecondStrike ≠ it): the marks of an
 *    earlier row are cleared. Ruling s1_136: a die for each attack — every strike is a simple strike
 *    of its own (simple-strike.ts), dice, table and all.
 * Engine reading: only simple strikes ({strike}) make the row; "существ противника" — the enemy cards
 * it may strike next to it (strikeTargets: creatures; a set-1 battlefield holds no other cards).
 *
 * Engine cost: reached only through two-attacks.ts for a card with db.twiceInRow = 2.
 */
import { Flag } from '../../core/enums.js';
import { G, type GameState, MAX_INST } from '../../core/state.js';
import { MW } from '../ids.js';
import { MAX_LEGAL } from '../../core/action.js';
import { strikeTargets, targetOfAction } from '../../core/combat/targets.js';
import { label } from '../../core/instance.js';

/** turnRec bit: attacked in the current row of a chain attacker (core/systems/turn-record.ts bit 14). */
export const TR_CHAIN_HIT = 1 << 14;

const scratch = new Int32Array(MAX_LEGAL);

/** two-attacks.ts payFirstOfTwo for db.twiceInRow 2: pay a strike of `a` declared at `target`. Returns true when it stays open. */
export function payChainStrike(s: GameState, a: number, target: number): boolean {
  if (s.g[G.SecondStrike] !== a + 1) {
    for (let i = 0; i < MAX_INST; i++) s.turnRec[i] = s.turnRec[i]! & ~TR_CHAIN_HIT; // a new row
  }
  if (target >= 0) s.turnRec[target] = s.turnRec[target]! | TR_CHAIN_HIT;
  s.moveLeft[a] = 0;
  if (dropChainHit(s, scratch, strikeTargets(s, a, scratch, 0)) === 0) {
    s.g[G.SecondStrike] = 0;
    s.mw[MW.TwiceTgt] = 0;
    return false; // the last attack: it closes
  }
  s.g[G.SecondStrike] = a + 1;
  s.mw[MW.TwiceTgt] = target + 1;
  if (s.log) s.log.push(`  ${label(s, a)} не закрывается: может напасть на следующее существо подряд`);
  return true;
}

/** Drop the cards attacked in this row from the n target actions in out (two-attacks.ts dropFirstTarget). */
export function dropChainHit(s: GameState, out: Int32Array, n: number): number {
  let m = 0;
  for (let j = 0; j < n; j++) {
    const act = out[j]!;
    const t = targetOfAction(s, act);
    if (t >= 0 && (s.turnRec[t]! & TR_CHAIN_HIT) !== 0) continue;
    out[m++] = act;
  }
  return m;
}

/** two-attacks.ts breakChainUnless / endTwice: the row of waiting card w ends — it closes (506.5). */
export function endRow(s: GameState, w: number): void {
  s.flags[w] = s.flags[w]! | Flag.Closed;
  s.moveLeft[w] = 0;
  if (s.log) s.log.push(`  ${label(s, w)} закрывается: нападения подряд окончены`);
}
