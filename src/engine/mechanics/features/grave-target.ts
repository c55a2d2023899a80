/**
 * Effects on a card in the own graveyard: "положите жетон инкарнации на существо на вашем кладбище"
 * (Талион s1_149; 535.7.1 tokens exist only in the graveyard). The card is named when the feature is
 * declared (512.5.2), by a Choose decision over the controller's graveyard creatures (each instance:
 * their token counts differ); a feature with no such card is not declared (512.5.2). At execution
 * the named card must still lie in that graveyard (512.5.3). Ruling s1_149: a creature without
 * incarnation may be named too (its tokens then do nothing).
 *
 * Effect op Op.IncToken (effects.ts applyEffect): +1 incarnation token; 535.7.2 then incarnates the
 * card as soon as it has enough (driver.ts, squad.ts readyToIncarnate).
 */
import { Decision, Zone } from '../../core/enums.js';
import { G, type GameState, St, listAt, listLen } from '../../core/state.js';
import { itemField, removeItem, setDecision, setItemField } from '../../core/stack.js';
import { CHOOSE, CHOOSE_NONE } from '../../core/action.js';
import { label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';

/**
 * Declaration of graveyard-target feature at stack index k (controller p): the candidates into
 * s.choice and a Choose decision. Returns true when nothing is pending (no candidate: the item is
 * withdrawn, 512.5.2).
 */
export function beginGraveChoice(s: GameState, k: number): boolean {
  const p = itemField(s, k, St.Ctrl);
  const len = listLen(s, p, Zone.Grave);
  let n = 0;
  for (let j = 0; j < len && n < 50; j++) s.choice[n++] = listAt(s, p, Zone.Grave, j);
  if (n === 0) {
    removeItem(s, k); // withdrawn: its record zeroed, as every removal leaves it
    return true;
  }
  s.g[G.ChoiceLen] = n;
  s.g[G.Selected] = k;
  setDecision(s, Decision.Choose, p);
  return false;
}

/** Legal Choose actions of a graveyard-target declaration: one per candidate, no "none". */
export function legalGraveChoice(s: GameState, out: Int32Array): number {
  const n = s.g[G.ChoiceLen]!;
  for (let j = 0; j < n; j++) out[j] = CHOOSE + j;
  return n;
}

/** The Choose decision of a graveyard-target declaration: the named card becomes the item's target. */
export function applyGraveChoice(s: GameState, a: number): boolean {
  const k = s.g[G.Selected]!;
  if (a === CHOOSE_NONE) return true;
  const i = s.choice[a - CHOOSE]!;
  setItemField(s, k, St.Tgt, i);
  s.g[G.ChoiceLen] = 0;
  if (s.log) s.log.push(`  цель на кладбище: ${label(s, i)}`);
  return true;
}

/** 512.5.3: the named card still lies in the graveyard of the feature's controller. */
export function graveTargetLegal(s: GameState, ctrl: number, t: number): boolean {
  return t >= 0 && s.zone[t] === Zone.Grave && s.owner[t] === ctrl;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'ownGraveCreature' is the target of 'incarnationToken' triggers only. */
export const GRAVE_TARGET_COMPILE: MechanicCompile = {
  name: 'graveTarget',
  ops: {},
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.target === 'ownGraveCreature',
  compile(_def, a, sink) {
    if (a.kind === 'activated') sink.reject('target', "'ownGraveCreature' is a trigger target only");
    if (a.kind === 'triggered' && a.effect.op !== 'incarnationToken') sink.reject('target', "'ownGraveCreature' is the target of 'incarnationToken' triggers only");
  },
};
