/**
 * "{tap}: Снимите X дополнительных жизней с <карты>, при этом — разряд на X" (Ведьма слуа s1_140):
 * a ranged-attack ability (ranged-abilities.ts) whose X is not paid in counters but taken from the
 * card's own extra lives.
 *
 *  - Declaration (512.5.2): X is named like the X of an "X{counter}" cost (a sub-decision,
 *    Decision.Choice, owned through mechanics/index.ts upToChoices), from 1 to the extra lives the
 *    card has; with none the ability is not offered (instants.ts abilityUsable).
 *  - Execution: "при этом" — one game action: the card first loses the X extra lives (not wounds: no
 *    prevention, no "при получении ран"), and attacks on its values + X only if it still lives.
 *    Ruling s1_140: with 9 wounds and 4 extra lives (8 {health}) it may remove the 4 lives, but it
 *    dies before the discharge is made.
 *
 * Compiled into `db.abUpTo` as the sentinel UPTO_EXTRA_LIVES (an "N (или менее)" amount with a bound
 * read from the card), so the declaration path needs no new test. Engine cost: one byte compare
 * when such an ability executes or is offered.
 */
import { G, type GameState, St } from '../../core/state.js';
import { itemField } from '../../core/stack.js';
import { label, livesLeft } from '../../core/instance.js';
import { UPTO_EXTRA_LIVES } from '../../core/codes.js';
export { UPTO_EXTRA_LIVES };

/** Largest X the card can name now: its extra lives. */
export function extraLivesBound(s: GameState, src: number): number {
  return s.extraLives[src]!;
}

/**
 * Execution of the item at k: source `src` loses the named X extra lives (at most those it has).
 * Returns the X removed, or -1 when the card no longer lives: the attack is not made, and the
 * death check (G.Wounded) takes the card.
 */
export function spendExtraLives(s: GameState, k: number, src: number): number {
  const want = itemField(s, k, St.X);
  const have = s.extraLives[src]!;
  const x = want < have ? want : have;
  s.extraLives[src] = have - x;
  // Lives dropped: the rules check (driver.ts step 2, death.ts checkDeaths) must look, as after an
  // applied effect (511: the stack is deactivated while the game action is applied).
  s.g[G.Wounded] = 1;
  s.g[G.Deactivated] = 1;
  if (s.log) s.log.push(`  ${label(s, src)} снимает ${x} доп. жизн.`);
  if (livesLeft(s, src) > 0) return x;
  if (s.log) s.log.push(`  ${label(s, src)} погибает раньше атаки`);
  return -1;
}
