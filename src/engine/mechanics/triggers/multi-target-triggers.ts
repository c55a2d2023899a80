/**
 * Triggered abilities with several chosen targets: "Два выбранных существа получают отравление на 1",
 * "Закройте две карты противника" (Аристократка s1_194; `targets` of a triggered ability).
 *
 * The first target is chosen as for any trigger (Decision.Target, TargetMode.Trigger); then the
 * further different targets are asked like the extra targets of an activated ability
 * (ranged-abilities.ts askExtraTarget, TargetMode.RangedExtra, kept in the item's EXTRA_SLOTS), but
 * exactly: no PASS while a legal candidate is left (the text names N, not "N или менее"); with fewer
 * candidates, all of them. The execution (features.ts stepAbility) applies the effect to every
 * target still legal, in one game action.
 *
 * Gate: db.abTargets > 1 of the trigger, read once when its target is chosen (turn.ts applyTarget).
 */
import { Feat, XMode } from '../../core/enums.js';
import { askEventXTargets } from '../../core/systems/x-targets.js';
import type { GameState } from '../../core/state.js';
import { St } from '../../core/state.js';
import { itemField } from '../../core/stack.js';
import { declareExtraTargets } from '../../core/systems/ranged-abilities.js';

/**
 * After the first target of the trigger at stack index k was chosen: ask the further ones. Returns
 * true when one is asked (the caller must not continue the engine loop).
 */
export function askFurtherTriggerTargets(s: GameState, k: number): boolean {
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  if ((s.db.abXMode[a]! & XMode.FromEvent) !== 0) return askEventXTargets(s, k); // "ранить X карт" (Поганище s1_164; core/systems/x-targets.ts)
  return s.db.abTargets[a]! > 1 && declareExtraTargets(s, k);
}
