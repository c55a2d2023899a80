/**
 * Activated abilities: which a card can use now, in its controller's Choice subphase (any
 * activated ability) or while he holds priority in a round (instant ones only, 512.4 / 303.3).
 */
import { AbKind, Cap, Flag, Gate, Kw, Op, Tgt, Zone } from './enums.js';
import { topSummonPossible } from './squad.js';
import { SELECT, SELECT_AUX, PASS } from './action.js';
import { G, type GameState, listAt, listLen } from './state.js';
import { candidateTargets, isUnchosenTarget } from './targeting.js';
import { costsPayable, strikeOfOwn } from './features.js';
import { countersEarmarked, tapEarmarked } from './stack.js';
import { lowestCell } from './board.js';
import { belowCap } from './systems/counters.js';
import { rangedAbilityTargets } from './systems/ranged-abilities.js';
import { Restrict, usesThisTurn } from './systems/durations.js';
import { xDeclarable } from './systems/x-targets.js';
import { condHolds } from './systems/modifiers.js';
import { UPTO_EXTRA_LIVES } from './codes.js';

/** Can instance i (controlled by the caller's seat) declare its ability a now? */
export function abilityUsable(s: GameState, i: number, a: number, instantOnly: boolean): boolean {
  const db = s.db;
  if (db.abKind[a] !== AbKind.Activated) return false;
  if ((s.g[G.Gates]! & Gate.Netted) !== 0 && (s.restrict[i]! & Restrict.Netted) !== 0) return false; // «сеть»: cannot act (mechanics/markers/net.ts; durations.ts Restrict)
  if (instantOnly && !db.abInstant[a]) return false;
  if (db.abJump[a] !== 0) return !instantOnly && s.hooks.insteadOfMoveUsable(s, i, a); // "Прыжок" (506.7)
  // 512.4: in a round, only instants of that round's window; outside rounds, no window instants.
  // 303.3: the opponent of a new declaration in the round may answer with any legal instant.
  const window = instantOnly ? s.g[G.Window]! : 0;
  const generalAnswer = instantOnly && s.g[G.LastDeclarer]! >= 0 && s.g[G.LastDeclarer] !== s.ctrl[i];
  if (db.abWindow[a] !== window && !(generalAnswer && db.abWindow[a] === 0)) return false;
  if (!costsPayable(s, i, a)) return false;
  // "(не более N раз за ход)": declarations of this card in this turn (turn.ts declareAbility counts them).
  if (db.abPerTurn[a] !== 0 && usesThisTurn(s, i) >= db.abPerTurn[a]!) return false;
  // "не может атаковать" (timed): no ranged attack abilities either.
  if (db.abRanged[a] !== 0 && (s.tKw[i]! & Kw.NoAttack) !== 0) return false;
  // 512.5.2: an X that counts targets and is 0 names no target (core/systems/x-targets.ts).
  if ((s.g[G.Caps]! & Cap.XAbility) !== 0 && !xDeclarable(s, i, a)) return false;
  // 512.5.2: resources already named for another feature on the stack cannot be named again.
  if (db.abTap[a] && tapEarmarked(s, i)) return false;
  const need = db.abXCost[a] ? db.abXMin[a]! : db.abCounters[a]!;
  if (need > 0 && s.counters[i]! - countersEarmarked(s, i) < need) return false;
  // 123.4: accumulating at the cap would add nothing; it is not offered.
  if (db.abOp[a] === Op.GainCounters && db.abTarget[a] === Tgt.Self && !belowCap(s, i)) return false;
  // An op's own condition (core/hooks.ts abilityOps): "1 раз за бой для каждого ряда", a row left to choose
  // (mechanics/strike/row-attack-cap.ts); a cell marker needs a free cell to name (mechanics/markers/cell-markers.ts).
  const owner = s.hooks.abilityOps[db.abOp[a]!];
  if (owner != null && owner.declarable !== null && !owner.declarable(s, i, a)) return false;
  // A top-card summon is offered only when some cell could take the card: the player cannot know
  // whether the top card is a flyer, and an impossible declaration would be withdrawn (535.4).
  if (db.abOp[a] === Op.Summon && !topSummonPossible(s, i, a)) return false;
  const spec = db.abTarget[a]!;
  if (spec === Tgt.ExecutingStrike) {
    // A die feature may also name a 'dieOutcome' die waiting in its window (mechanics/dice/die-outcome.ts).
    const k = s.hooks.executingStrikeOf(s, a);
    return k >= 0 && strikeOfOwn(s, i, a, k);
  }
  if (isUnchosenTarget(spec)) return true;
  // "Снимите X дополнительных жизней" (mechanics/wounds/extra-lives-cost.ts): not without an extra life.
  if (db.abUpTo[a] === UPTO_EXTRA_LIVES && s.extraLives[i]! < 1) return false;
  if (db.abRanged[a] !== 0) return (db.abWhen[a] === 0 || condHolds(s, i, db.abWhen[a]!)) && rangedAbilityTargets(s, i, a, null) > 0;
  return candidateTargets(s, i, spec, null, db.abRange[a]!, db.abTgtFilter[a]!, a) > 0;
}

/**
 * The abilities usableAbilities tests for instance i (local-index bits), before their conditions and
 * targets: the card's activated (or instant) abilities, without the {tap} ones when it cannot tap.
 * Small enough for V8 to inline: hot loops call it first and skip usableAbilities on 0 (most cards).
 */
export function abilityCandidates(s: GameState, i: number, instantOnly: boolean): number {
  const card = s.card[i]!;
  // Only the card's activated (instant) abilities can be usable: their bits, compiled (compile/compile.ts).
  const m = instantOnly ? s.db.instantAbilities[card]! : s.db.activatedAbilities[card]!;
  // A closed card, or one that has acted, cannot pay {tap} (features.ts costsPayable).
  return m !== 0 && (s.flags[i]! & (Flag.Closed | Flag.Acted)) !== 0 ? m & ~s.db.tapAbilities[card]! : m;
}

/** Bit k set when the card's k-th ability (local index) is usable now. */
export function usableAbilities(s: GameState, i: number, instantOnly: boolean): number {
  let m = abilityCandidates(s, i, instantOnly);
  if (m === 0) return 0;
  const start = s.db.abilStart[s.card[i]!]!;
  let bits = 0;
  while (m !== 0) {
    const k = 31 - Math.clz32(m & -m);
    m &= m - 1;
    if (abilityUsable(s, i, start + k, instantOnly)) bits |= 1 << k;
  }
  return bits;
}

/** Does seat p hold any instant it could declare now? */
export function canUseInstants(s: GameState, p: number): boolean {
  if ((s.g[G.Caps]! & Cap.Instant) === 0) return false;
  let m = s.g[G.Occ + p]!;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    const i = s.board[c]!;
    if (abilityCandidates(s, i, true) !== 0 && usableAbilities(s, i, true) !== 0) return true;
  }
  const n = listLen(s, p, Zone.Aux);
  for (let k = 0; k < n; k++) {
    const i = listAt(s, p, Zone.Aux, k);
    if (abilityCandidates(s, i, true) !== 0 && usableAbilities(s, i, true) !== 0) return true;
  }
  return false;
}

/** Priority decision: PASS, then each own card with a usable instant (SELECT / SELECT_AUX). */
export function legalPriority(s: GameState, out: Int32Array): number {
  const p = s.g[G.Decider]!;
  let n = 0;
  let m = s.g[G.Occ + p]!;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    if (usableAbilities(s, s.board[c]!, true) !== 0) out[n++] = SELECT + c;
  }
  const len = listLen(s, p, Zone.Aux);
  for (let k = 0; k < len; k++) if (usableAbilities(s, listAt(s, p, Zone.Aux, k), true) !== 0) out[n++] = SELECT_AUX + k;
  out[n++] = PASS;
  return n;
}

