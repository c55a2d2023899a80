/**
 * Applying effects: the 511 algorithm over an effect queue in the state.
 *
 * 511.2: applying effects deactivates the stack (G.Deactivated); nobody has priority; decisions
 * needed on the way are taken at once (here: pending decisions that resume the queue).
 * 511.1: each effect goes, for its target, through
 *   protection check (511.3) → replacement (511.4, 534) → prevention (511.5, 533) → application (511.6).
 * 511.7: applied effects are recorded as events; once the queue of effects (and of rules effects:
 * deaths) is empty, the stack reactivates and triggers are checked against those events
 * (triggers.ts).
 */
import type { CardDb } from './card-db.js';
import { addNextStrike, returnShownToTop } from './systems/prophecy.js';
import { AbKind, AttackKind, Cap, Decision, Flag, Gate, Kw, Op, OpTrait, StFlag, TargetMode, Trig, Zone } from './enums.js';
import { CHOICE_MAX, EF, EFF_MAX, EV, EV_MAX, EV_TYPE_SHIFT, Ef, Ev, G, type GameState, NONE, REPL_USED_MAX, ST, listAt, listLen, removeRecord } from './state.js';
import { plural, label, livesLeft } from './instance.js';
import { protectedFrom } from './protections.js';
import type { Ability, EffectMatch, EffectSpec } from '../vocab/ability.js';
import { colOf, rowOf } from './board.js';
import { Feat } from './enums.js';
import { newActionId, pushItem, setDecision, setItemField } from './stack.js';
import { St } from './state.js';
import { candidateTargets } from './targeting.js';
import { takeControl } from './squad.js';
import { formationHolds, formationNum } from './systems/formation.js';
import { REPLACE, REPLACE_NONE } from './action.js';
import { destroy } from './systems/special-strike.js';
import { gainCounters, loseCounters } from './systems/counters.js';
import { HEAL_FULL, applyGrant, timedPrevention } from './systems/durations.js';
import { markSkipOpen, raisePoison, takeWounds } from './systems/markers.js';
import { Num, grantedNum, moveAllowance } from './systems/modifiers.js';
import { TR_FIRST_ATTACK, noteWounds } from './systems/turn-record.js';
import { ADDRESSED_EVENTS } from './trigger-events.js';
import { hearMask } from './triggers.js';
import { ABILITY_TYPE, FOREST_CHAIN_BIT, OP, declinedKey } from './codes.js';

/** The 511 steps of one effect in the queue (Ef.Step). */
export const enum Step { Protect = 0, Replace = 1, Prevent = 2, Apply = 3 }

/**
 * Apply an effect through the 511 algorithm, at once when nothing can come between (hot paths:
 * the simple strike, ranged attacks, start-of-turn regeneration and poison).
 *
 * When no replacement can apply to the effect — no card of the game has one (G.Caps), or every one
 * is "to self" (G.ReplOther = 0) and the affected card has none — no step of the algorithm can stop
 * for a player's choice, so an effect arriving at an empty queue goes through protection → prevention →
 * application at once, with the same step functions the queue uses; the stack stays deactivated
 * until the engine loop has run the rules effects and the triggers (511.7), exactly as after the
 * queue. Otherwise it waits in the queue (enqueueEffect).
 *
 * Contract for callers: everything else the step does (events it records, fields it sets) happens
 * before this call, and several effects of one step do not depend on each other's application,
 * so that applying now and applying after the step are the same (test/engine/direct-effects).
 */
export function applyOrQueueEffect(s: GameState, op: number, src: number, dst: number, amount: number, type: number, action: number): void {
  const g = s.g;
  // The queue is needed when a replacement might apply: one that may replace effects on other cards,
  // or one of the affected card itself (most replacements are "to self").
  if (g[G.EffLen] !== 0 || s.opts.effectQueueAlways || replacementPossible(s, dst)) {
    enqueueEffect(s, op, src, dst, amount, type, action);
    return;
  }
  newActionId(s); // the serial the queued effect would take: both paths leave the same state
  g[G.Deactivated] = 1;
  applyNow(s, op, src, dst, amount, type);
}

/**
 * May some replacement (534) apply to an effect on dst? Not when no card of the game has one, nor
 * when every one is "to self" (G.ReplOther = 0) and dst's card has none.
 */
function replacementPossible(s: GameState, dst: number): boolean {
  if ((s.g[G.Caps]! & Cap.Replacement) === 0) return false;
  return s.g[G.ReplOther] !== 0 || dst < 0 || (s.db.caps[s.card[dst]!]! & Cap.Replacement) !== 0;
}

/** Queue an effect for application (and deactivate the stack, 511.2). */
export function enqueueEffect(s: GameState, op: number, src: number, dst: number, amount: number, type: number, action: number): void {
  const g = s.g;
  const n = g[G.EffLen]!;
  if (n >= EFF_MAX) throw new Error(`effect queue overflow (${EFF_MAX})`);
  const o = n * EF;
  const q = s.effq;
  q[o + Ef.Op] = op;
  q[o + Ef.Src] = src;
  q[o + Ef.Dst] = dst;
  q[o + Ef.Amount] = amount;
  q[o + Ef.Type] = type;
  q[o + Ef.Action] = action;
  q[o + Ef.Step] = Step.Protect;
  // A serial of its own: declined optional replacements are remembered per effect (534.4 counts only applied ones).
  q[o + Ef.Flags] = newActionId(s);
  g[G.EffLen] = n + 1;
  g[G.Deactivated] = 1;
}

/** The steps of one effect without a replacement step (none can apply): 511.3, 511.5, 511.6. */
function applyNow(s: GameState, op: number, src: number, dst: number, amount: number, type: number): void {
  if (op !== Op.Block && op !== Op.DieDelta && op !== Op.IncToken) {
    if (op !== Op.Cancel && s.zone[dst] !== Zone.Field && s.zone[dst] !== Zone.Aux) return;
    if (protectionStops(s, op, src, dst, type)) return;
    if (op === Op.Wound) amount = prevent(s, src, dst, type, amount);
  }
  applyEffect(s, op, src, dst, amount, type);
}

/** 511.3 protection check: the ability type, and the type of the effect itself (ЗОЯ: being poisoned). */
function protectionStops(s: GameState, op: number, src: number, dst: number, type: number): boolean {
  if (protectedFrom(s, src, dst, type) || (op === Op.Poison && ((s.db.kw[s.card[dst]!]! | s.tKw[dst]!) & Kw.ProtPoison) !== 0)) {
    if (s.log) s.log.push(`  защита: ${label(s, dst)} не подвержен эффекту`);
    return true;
  }
  return false;
}

function dropHead(s: GameState): void {
  const n = s.g[G.EffLen]!;
  removeRecord(s.effq, 0, EF, n);
  s.g[G.EffLen] = n - 1;
}

/** Record a "did happen" event for 511.7. */
/** Does the card of instance x (if any) have a battle-zone trigger listening to events of `kind`? */
function listens(s: GameState, x: number, kind: number): boolean {
  return x >= 0 && (s.db.trigEvents[s.card[x]!]! & (1 << kind)) !== 0;
}

export function recordEvent(s: GameState, kind: number, subject: number, other: number, amount: number, type = 0): void {
  // Only events some card of this game listens to (G.TrigKinds ⊆ Cap.Triggered games).
  if ((s.g[G.TrigKinds]! & (1 << kind)) === 0) return;
  // An event only its own cards can hear (trigger-events.ts ADDRESSED_EVENTS), when neither card listens to it.
  if ((ADDRESSED_EVENTS & (1 << kind)) !== 0 && !listens(s, subject, kind) && (other === subject || !listens(s, other, kind))) return;
  pushEvent(s, kind, subject, other, amount, type);
}

/** Append an event to the 511.7 event list (recordEvent, and wide-events.ts for kinds 32..63). */
export function pushEvent(s: GameState, kind: number, subject: number, other: number, amount: number, type: number): void {
  const n = s.g[G.EvLen]!;
  if (n >= EV_MAX) return; // more events than any trigger could use in one deactivation; drop the rest
  const o = n * EV;
  s.events[o + Ev.Kind] = kind | (type << EV_TYPE_SHIFT);
  s.events[o + Ev.Subject] = subject;
  s.events[o + Ev.Other] = other;
  s.events[o + Ev.Amount] = amount;
  s.g[G.EvLen] = n + 1;
}

/**
 * Process the effect queue in order. Returns false when it stopped at a pending decision (a
 * replacement choice, or the target of a replacing feature); the decision's action resumes it.
 */
export function processEffects(s: GameState): boolean {
  const q = s.effq;
  while (s.g[G.EffLen]! > 0) {
    const step = q[Ef.Step]!;
    const dst = q[Ef.Dst]!;
    if (step === Step.Protect) {
      // Effects on stack items (cancel, block, dice) skip protections and replacement; so does a token
      // on a graveyard card (mechanics/features/grave-target.ts: no feature of a card out of play applies).
      const op = q[Ef.Op]!;
      if (op === Op.Block || op === Op.DieDelta || op === Op.StrikeTier || op === Op.IncToken || (s.hooks.opTraits[op]! & OpTrait.OnStrikeItem) !== 0) {
        q[Ef.Step] = Step.Apply;
        continue;
      }
      // The target left the battle zone meanwhile: nothing to apply to.
      if (q[Ef.Op] !== Op.Cancel && s.zone[dst] !== Zone.Field && s.zone[dst] !== Zone.Aux) {
        dropHead(s);
        continue;
      }
      if (protectionStops(s, q[Ef.Op]!, q[Ef.Src]!, dst, q[Ef.Type]!)) {
        dropHead(s);
        continue;
      }
      q[Ef.Step] = Step.Replace;
      continue;
    }
    if (step === Step.Replace) {
      if ((s.g[G.Gates]! & Gate.HealSteps) !== 0 && firstHealStep(s)) continue; // "первое за ход излечение" (mechanics/wounds/heal-gate.ts)
      if (!replacementPossible(s, dst) || q[Ef.Op] === Op.Cancel) {
        q[Ef.Step] = Step.Prevent;
        continue;
      }
      const r = replacementStep(s);
      if (r === STOP) return false;
      continue;
    }
    if (step === Step.Prevent) {
      if (q[Ef.Op] === Op.Wound) q[Ef.Amount] = prevent(s, q[Ef.Src]!, dst, q[Ef.Type]!, q[Ef.Amount]!);
      q[Ef.Step] = Step.Apply;
      continue;
    }
    applyEffect(s, q[Ef.Op]!, q[Ef.Src]!, dst, q[Ef.Amount]!, q[Ef.Type]!);
    dropHead(s);
  }
  return true;
}

// ---- 534 replacement ----------------------------------------------------------------------------

const STOP = 0;
const GO = 1;

/** Types named in a replacement's "от X" list. */
function typeMatches(m: EffectMatch, type: number): boolean {
  return !m.fromTypes || typeIn(m.fromTypes, type);
}

function typeIn(list: NonNullable<EffectMatch['fromTypes']>, type: number): boolean {
  for (const t of list) {
    if (t === 'poison' ? type === AttackKind.Poison : t === 'counterStrike' ? type === AttackKind.CounterStrike : ABILITY_TYPE[t] === type) return true;
  }
  return false;
}

/** Do a and b stand on battlefield cells diagonally next to each other? */
function diagonalNeighbours(s: GameState, a: number, b: number): boolean {
  if (a < 0 || s.zone[a] !== Zone.Field || s.zone[b] !== Zone.Field) return false;
  const ca = s.cell[a]!;
  const cb = s.cell[b]!;
  return Math.abs(colOf(ca) - colOf(cb)) === 1 && Math.abs(rowOf(ca) - rowOf(cb)) === 1;
}

/** Does replacement/prevention ability `a` of instance `inst` wait for the head effect? */
export function matchesEffect(s: GameState, inst: number, m: EffectMatch, op: number, dst: number, type: number, src = NONE): boolean {
  const mop = m.op === 'wound' ? Op.Wound : m.op === 'heal' ? Op.Heal : Op.ExtraLives;
  // A vampiric heal is a heal for "первое за ход излечение" (mechanics/wounds/heal-gate.ts).
  if (mop !== op && !(op === Op.Vampirism && m.firstHealOf !== undefined)) return false;
  if ((m.firstHealOf !== undefined || m.holderLives !== undefined) && !s.hooks.healMatchHolds(s, inst, m, dst)) return false; // mechanics/wounds/heal-gate.ts
  if (m.to === 'self' && dst !== inst) return false;
  if (m.to === 'ownCreature' && s.ctrl[dst] !== s.ctrl[inst]) return false;
  if (m.toClass && !s.db.defs[s.card[dst]!]!.classes.includes(m.toClass)) return false;
  if (m.whileUnwounded && s.wounds[dst] !== 0) return false;
  if (m.fromDiagonal && !diagonalNeighbours(s, src, dst)) return false;
  if (m.fromSelf && src !== inst) return false;
  if (m.notFromTypes && typeIn(m.notFromTypes, type)) return false;
  return typeMatches(m, type);
}

function usedFor(s: GameState, action: number, inst: number, abil: number): boolean {
  const n = s.g[G.ReplUsedLen]!;
  for (let k = 0; k < n; k++) {
    if (s.replUsed[k * 3] === action && s.replUsed[k * 3 + 1] === inst && s.replUsed[k * 3 + 2] === abil) return true;
  }
  return false;
}

/**
 * Key of the per-turn uses of a replacement ("(1 раз за ход)") in the used table: below every game
 * action id and every declined-effect serial (-serial). The table keeps the newest REPL_USED_MAX
 * entries; a turn with more applied replacements than that could forget an early use (not seen in
 * set-1 decks: few cards have replacements).
 */
function turnKey(s: GameState): number {
  return -0x40000000 - s.g[G.Turn]!;
}

/** How many times replacement `abil` of `inst` was applied this turn. */
function usedThisTurn(s: GameState, inst: number, abil: number): number {
  const key = turnKey(s);
  const n = s.g[G.ReplUsedLen]!;
  let c = 0;
  for (let k = 0; k < n; k++) if (s.replUsed[k * 3] === key && s.replUsed[k * 3 + 1] === inst && s.replUsed[k * 3 + 2] === abil) c++;
  return c;
}

function markUsed(s: GameState, action: number, inst: number, abil: number): void {
  let n = s.g[G.ReplUsedLen]!;
  if (n >= REPL_USED_MAX) {
    // Oldest entries belong to long-finished game actions.
    s.replUsed.copyWithin(0, 3, n * 3);
    n--;
  }
  s.replUsed[n * 3] = action;
  s.replUsed[n * 3 + 1] = inst;
  s.replUsed[n * 3 + 2] = abil;
  s.g[G.ReplUsedLen] = n + 1;
}

/** Gather the replacements that apply to the head effect into `s.choice` (inst | abil << 8). */
function gather(s: GameState): number {
  const q = s.effq;
  const op = q[Ef.Op]!;
  const dst = q[Ef.Dst]!;
  const type = q[Ef.Type]!;
  const action = q[Ef.Action]!;
  let n = 0;
  for (let p = 0; p < 2; p++) {
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      const len = listLen(s, p, z);
      for (let k = 0; k < len; k++) {
        const inst = listAt(s, p, z, k);
        const card = s.card[inst]!;
        if ((s.db.caps[card]! & Cap.Replacement) === 0) continue;
        for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
          const ab = s.db.abilities[a]!;
          if (ab.kind !== 'replacement' || !matchesEffect(s, inst, ab.match, op, dst, type, q[Ef.Src]!)) continue;
          if (usedFor(s, action, inst, a)) continue; // 534.4
          if (usedFor(s, -q[Ef.Flags]!, inst, a)) continue; // declined for this effect
          if (ab.match.firstHealOf !== undefined && usedFor(s, declinedKey(action), inst, a)) continue; // declined for this heal action (mechanics/wounds/heal-gate.ts)
          if (ab.perTurn !== undefined && usedThisTurn(s, inst, a) >= ab.perTurn) continue; // "(N раз за ход)"
          if (ab.result.kind === 'redirectToSelf' && dst === inst) continue; // "instead of your creature": not itself
          if (ab.result.kind === 'replacingFeature' && candidateTargets(s, inst, ab.result.target, null) === 0) continue;
          if (n < CHOICE_MAX) s.choice[n++] = inst | (a << 8);
        }
      }
    }
  }
  // Rulings s1_154: a first-heal block / doubling comes before every other replacement (mechanics/wounds/heal-gate.ts).
  if ((s.g[G.Gates]! & Gate.HealSteps) !== 0 && n > 1) n = firstHealOnly(s, n);
  return n;
}

/**
 * processEffects' replacement step of the head effect, in games with Gate.HealSteps (mechanics/wounds/heal-gate.ts):
 * note the first heal of the turn; a first-heal replacement already applied to another effect of the
 * same heal action (534.4's record) applies to this one too, without asking. Returns true when the
 * effect changed (the queue loop looks at it again).
 */
function firstHealStep(s: GameState): boolean {
  s.hooks.replacementStepReached(s);
  const q = s.effq;
  const op = q[Ef.Op]!;
  if (op !== Op.Heal && op !== Op.Vampirism) return false;
  const action = q[Ef.Action]!;
  const serial = -q[Ef.Flags]!;
  for (let p = 0; p < 2; p++) {
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      const len = listLen(s, p, z);
      for (let k = 0; k < len; k++) {
        const inst = listAt(s, p, z, k);
        const card = s.card[inst]!;
        if ((s.db.gates[card]! & Gate.HealSteps) === 0) continue;
        for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
          const ab = s.db.abilities[a]!;
          if (ab.kind !== 'replacement' || ab.match.firstHealOf === undefined || !usedFor(s, action, inst, a) || usedFor(s, serial, inst, a)) continue;
          if (!matchesEffect(s, inst, ab.match, op, q[Ef.Dst]!, q[Ef.Type]!, q[Ef.Src]!)) continue;
          applyReplacement(s, inst, a);
          return true;
        }
      }
    }
  }
  return false;
}

/** Keep only the `firstHealOf` replacements among the n gathered, when there are any. */
function firstHealOnly(s: GameState, n: number): number {
  let m = 0;
  for (let k = 0; k < n; k++) {
    const ab = s.db.abilities[s.choice[k]! >> 8]! as Extract<Ability, { kind: 'replacement' }>;
    if (ab.match.firstHealOf !== undefined) s.choice[m++] = s.choice[k]!;
  }
  return m > 0 ? m : n;
}

/**
 * The replacement step for the head effect. 534.4.1: when one player could apply several, he
 * chooses which; 534.4.2: when both players could, the Active player chooses. An optional ("может")
 * replacement may be declined. After one applies, the result may be replaced again by others
 * (534.6), each at most once per game action (534.4).
 */
function replacementStep(s: GameState): number {
  const n = gather(s);
  s.g[G.ChoiceLen] = n;
  if (n === 0) {
    s.effq[Ef.Step] = Step.Prevent;
    return GO;
  }
  let both = false;
  const ctrl0 = s.ctrl[s.choice[0]! & 0xff]!;
  for (let k = 1; k < n; k++) if (s.ctrl[s.choice[k]! & 0xff] !== ctrl0) both = true;
  const decider = both ? s.g[G.Active]! : ctrl0;
  if (n === 1 && !s.db.abOptional[s.choice[0]! >> 8]) {
    applyReplacement(s, s.choice[0]! & 0xff, s.choice[0]! >> 8);
    return s.g[G.Decision] === Decision.Target ? STOP : GO;
  }
  setDecision(s, Decision.Replacement, decider);
  return STOP;
}

/**
 * Legal actions of a Replacement decision: the decider's own applicable replacements and the other
 * player's mandatory ones (an optional replacement is its controller's to use); REPLACE_NONE when
 * every one of the decider's own is optional (he declines them; the other player is then asked
 * about his).
 */
export function legalReplacement(s: GameState, out: Int32Array): number {
  const n = s.g[G.ChoiceLen]!;
  const p = s.g[G.Decider]!;
  let m = 0;
  let ownMandatory = false;
  let own = 0;
  for (let k = 0; k < n; k++) {
    const inst = s.choice[k]! & 0xff;
    const optional = s.db.abOptional[s.choice[k]! >> 8] === 1;
    if (s.ctrl[inst] === p) {
      own++;
      if (!optional) ownMandatory = true;
    } else if (optional) continue;
    out[m++] = REPLACE + k;
  }
  if (own > 0 && !ownMandatory) out[m++] = REPLACE_NONE;
  return m;
}

/** Apply the chosen replacement, or decline the decider's optional ones; the caller resumes the queue. */
export function applyReplacementChoice(s: GameState, a: number): void {
  if (a === REPLACE_NONE) {
    // Declining is not applying (534.4): it is remembered for this effect only.
    const p = s.g[G.Decider]!;
    for (let k = 0; k < s.g[G.ChoiceLen]!; k++) {
      const inst = s.choice[k]! & 0xff;
      if (s.ctrl[inst] !== p) continue;
      markUsed(s, -s.effq[Ef.Flags]!, inst, s.choice[k]! >> 8);
      // A first-heal choice holds for the whole heal action (mechanics/wounds/heal-gate.ts, ruling s1_72).
      const ab = s.db.abilities[s.choice[k]! >> 8]!;
      if (ab.kind === 'replacement' && ab.match.firstHealOf !== undefined) markUsed(s, declinedKey(s.effq[Ef.Action]!), inst, s.choice[k]! >> 8);
    }
    return;
  }
  const c = s.choice[a - REPLACE]!;
  applyReplacement(s, c & 0xff, c >> 8);
}

function applyReplacement(s: GameState, inst: number, abil: number): void {
  const q = s.effq;
  const ab = s.db.abilities[abil]! as Extract<Ability, { kind: 'replacement' }>;
  markUsed(s, q[Ef.Action]!, inst, abil);
  if (ab.perTurn !== undefined) markUsed(s, turnKey(s), inst, abil);
  if (ab.match.firstHealOf !== undefined) markUsed(s, -q[Ef.Flags]!, inst, abil); // applied to this effect (mechanics/wounds/heal-gate.ts firstHealStep)
  const r = ab.result;
  if (s.log) s.log.push(`  замещение (${label(s, inst)}): ${r.kind}`);
  switch (r.kind) {
    case 'nothing':
      // The replaced effect counts as not applied (534, 531.1).
      q[Ef.Op] = Op.None;
      q[Ef.Step] = Step.Apply;
      return;
    case 'addAmount':
      // 534.5: only the number changes; the ability type and history stay.
      q[Ef.Amount] = q[Ef.Amount]! + r.n;
      return;
    case 'double':
      q[Ef.Amount] = q[Ef.Amount]! * 2; // 534.5 (Мрачная дворянка, mechanics/wounds/heal-gate.ts)
      s.hooks.effectDoubled(s, q[Ef.Action]!); // mechanics/wounds/move-wounds.ts: Волхв wounds by the doubled heal (ruling s1_154)
      return;
    case 'redirectToSelf':
      // 534.8: the replacing effect is an influence of the replacement's card, unless its text names another type.
      q[Ef.Dst] = inst;
      q[Ef.Src] = inst;
      q[Ef.Type] = r.abilityType ? ABILITY_TYPE[r.abilityType] : AttackKind.Influence;
      q[Ef.Step] = Step.Protect;
      return;
    case 'becomes':
      q[Ef.Op] = opOf(s.db, r.effect.op);
      q[Ef.Amount] = 'amount' in r.effect ? r.effect.amount : 0;
      q[Ef.Src] = inst;
      q[Ef.Type] = r.abilityType ? ABILITY_TYPE[r.abilityType] : AttackKind.Influence; // 534.8
      q[Ef.Step] = Step.Protect;
      return;
    case 'replacingFeature': {
      // 534.7: the effect is removed; a feature goes on the stack that will apply r.effect to a
      // target chosen now. It keeps the game action id, so replacements already applied to the
      // original effect cannot apply to its effect (534.7.2).
      const k = pushItem(s, Feat.Generated, inst, s.ctrl[inst]!, NONE, 0);
      setItemField(s, k, St.Action, q[Ef.Action]!);
      setItemField(s, k, St.Op, opOf(s.db, r.effect.op));
      // sameAmount: X of the replaced effect; "полностью излечиться" (HEAL_FULL) names no number: 0.
      setItemField(s, k, St.X, r.sameAmount ? (q[Ef.Amount]! < HEAL_FULL ? q[Ef.Amount]! : 0) : 'amount' in r.effect ? r.effect.amount : 0);
      setItemField(s, k, St.Type, r.abilityType ? ABILITY_TYPE[r.abilityType] : AttackKind.Influence);
      q[Ef.Op] = Op.None;
      q[Ef.Step] = Step.Apply;
      s.g[G.TargetMode] = TargetMode.Generated;
      s.g[G.Selected] = k;
      setDecision(s, Decision.Target, s.ctrl[inst]!);
      return;
    }
  }
}

/**
 * Effect op code of an effect name, for the effects named at run time (a composite stage, a
 * replacement, a die outcome): the core's (OP) or a mechanic's of the CardDb's passes (`db.mechOps`).
 */
export function opOf(db: CardDb, name: EffectSpec['op']): number {
  const op = (OP as Readonly<Record<string, number>>)[name] ?? db.mechOps[name];
  if (op === undefined) throw new Error(`effect op '${name}' is neither a core op nor one of this card pool's mechanics`);
  return op;
}

// ---- 533 prevention -----------------------------------------------------------------------------

/**
 * 533 prevention, wounds only. Order (the digest leaves it open; this is the engine's documented
 * choice): the static preventions of cards in play first (seat 0 before seat 1, in list order),
 * then armour. Applying armour last spends the least of its per-turn budget, which is the choice the
 * affected player would make.
 */
function prevent(s: GameState, src: number, dst: number, type: number, amount: number): number {
  // «свет фонаря» (Бул'Багур s1_119): 1 wound more at a card on a lit cell, before the preventions (mechanics/markers/cell-markers.ts).
  if ((s.g[G.Gates]! & Gate.WoundsAdded) !== 0 && amount > 0) amount += s.hooks.woundsAdded(s, src, dst, type);
  if ((s.g[G.Caps]! & Cap.Prevention) !== 0) {
    // The battle zones' cards with prevention features, in (seat, zone, list) order (triggers.ts hearMask).
    hearMask(s);
    const len = s.g[G.PrevLen]!;
    for (let k = 0; k < len && amount > 0; k++) {
      const inst = s.prevList[k]!;
      const card = s.card[inst]!;
      for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
        if (s.db.abKind[a] !== AbKind.Prevention) continue;
        if (!matchesEffect(s, inst, (s.db.abilities[a] as Extract<Ability, { kind: 'prevention' }>).match, Op.Wound, dst, type, src)) continue;
        // "Строй: -N от …": only while the card stands in formation (core/systems/formation.ts).
        if (s.db.abFormation[a] !== 0 && !formationHolds(s, inst, s.db.abFormation[a]!)) continue;
        const most = s.db.abAmount[a]!;
        const pr = most < amount ? most : amount;
        amount -= pr;
        if (s.log) s.log.push(`  предотвращение (${label(s, inst)}): ${pr}`);
      }
    }
  }
  // "-N от немагических атак" granted for a while (core/systems/durations.ts; Ледяной змей s1_36).
  if ((s.g[G.Caps]! & Cap.TimedExtras) !== 0 && amount > 0) amount = timedPrevention(s, dst, type, amount);
  // Armour: the first X wounds of non-magical attacks in each turn (digest §5.9).
  let armor = s.db.armor[s.card[dst]!]! + formationNum(s, dst, 0); // printed + Строй (core/systems/formation.ts)
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) armor += grantedNum(s, dst, Num.Armor, src); // granted {armor} (core/systems/modifiers.ts)
  if (amount > 0 && armor > 0 && armourApplies(s, type)) {
    const left = armor - s.armorUsed[dst]!;
    if (left > 0) {
      const pr = left < amount ? left : amount;
      s.armorUsed[dst] = s.armorUsed[dst]! + pr;
      amount -= pr;
      if (s.log) s.log.push(`  броня: ${label(s, dst)} предотвращает ${pr}`);
    }
  }
  return amount;
}

function armourApplies(s: GameState, kind: number): boolean {
  return (
    kind === AttackKind.Strike ||
    kind === AttackKind.Shot ||
    kind === AttackKind.Throw ||
    kind === AttackKind.ThroughRow ||
    kind === AttackKind.SpecialStrike ||
    (kind === AttackKind.CounterStrike && s.opts.armorVsCounterStrike)
  );
}

// ---- 511.6 application --------------------------------------------------------------------------

/** 511.6 application of one effect (for DieDelta, `type` names the die: 0 attacker, 1 struck). */
function applyEffect(s: GameState, op: number, src: number, dst: number, amount: number, type: number): void {
  switch (op) {
    case Op.Wound: {
      if (amount <= 0) return;
      s.wounds[dst] = s.wounds[dst]! + amount;
      s.g[G.Wounded] = 1;
      s.lastHitBy[dst] = src;
      if (src >= 0) s.statDealt[src] = s.statDealt[src]! + amount;
      if ((s.g[G.Caps]! & Cap.TurnRecord) !== 0) noteWounds(s, dst, amount); // wounds taken this turn (core/systems/turn-record.ts)
      // маркер «охоты» (mechanics/markers/hunt-mark.ts), the wound history (wound-history.ts), «когда … получает
      // раны от удара» (spread-wounds.ts), «удар, выстрел и излечение подряд» (forest-chain.ts): one gate for them all.
      if (((s.g[G.Gates]! & Gate.WoundNoted) | (s.trigKinds2[0]! & FOREST_CHAIN_BIT)) !== 0) {
        s.hooks.woundApplied(s, src, dst, amount, type);
      }
      if (s.log) s.log.push(`  ${label(s, dst)} получает ${plural(amount, 'рану', 'раны', 'ран')} (${s.wounds[dst]}/${s.db.life[s.card[dst]!]! + s.extraLives[dst]!})`);
      recordEvent(s, Trig.SelfWounded, dst, src, amount, type); // the type for "when wounded by X" (534.5)
      if (type === AttackKind.Poison) recordEvent(s, Trig.EnemyPoisonWounded, dst, NONE, s.poison[dst]!); // mechanics/triggers/poison-triggers.ts
      if (src >= 0 && (s.db.kw[s.card[src]!]! & Kw.Vampirism) !== 0 && (s.zone[src] === Zone.Field || s.zone[src] === Zone.Aux)) {
        // Вампиризм (mechanics/wounds/vampirism.ts): applied with the wound, in the same application step.
        const h = s.hooks.healAfterWoundDealt(s, src, dst, amount, type, livesLeft(s, dst));
        // With a first-heal feature in the game, the heal goes through 511 itself, next (mechanics/wounds/heal-gate.ts).
        if (h > 0 && (s.g[G.Gates]! & Gate.HealSteps) !== 0 && s.g[G.EffLen]! > 0) s.hooks.queueHealAfterWound(s, dst, src, h, AttackKind.Rules);
        else if (h > 0) applyEffect(s, Op.Vampirism, dst, src, h, AttackKind.Rules);
      }
      return;
    }
    case Op.Vampirism: {
      const r = s.hooks.healOverflowToExtraLives(s, dst, amount); // mechanics/wounds/vampirism.ts
      if (s.log && r !== 0) s.log.push(`  вампиризм: ${label(s, dst)} излечивается на ${r & 0xff}, доп. жизни +${r >> 8}`);
      if ((r & 0xff) > 0) recordEvent(s, Trig.SelfHealed, dst, src, r & 0xff);
      if (r >> 8 > 0) recordEvent(s, Trig.SelfGainsExtraLives, dst, src, r >> 8);
      return;
    }
    case Op.Heal: {
      const w = s.wounds[dst]!;
      const h = amount < w ? amount : w;
      if (h <= 0) return;
      s.wounds[dst] = w - h;
      if (s.log) s.log.push(`  ${label(s, dst)} излечивается на ${h}`);
      if ((s.trigKinds2[0]! & FOREST_CHAIN_BIT) !== 0) s.hooks.healApplied(s, src); // mechanics/triggers/forest-chain.ts
      recordEvent(s, Trig.SelfHealed, dst, src, h);
      return;
    }
    case Op.ExtraLives: {
      const add = s.hooks.extraLivesRoom(s, dst, amount); // "Максимум N {health}" (mechanics/wounds/vampirism.ts)
      if (add <= 0) return;
      s.extraLives[dst] = s.extraLives[dst]! + add;
      if (s.log) s.log.push(`  ${label(s, dst)} получает ${add} доп. жизни`);
      recordEvent(s, Trig.SelfGainsExtraLives, dst, src, add);
      return;
    }
    case Op.Close:
      s.flags[dst] = s.flags[dst]! | Flag.Closed;
      if (s.log) s.log.push(`  ${label(s, dst)} закрывается`);
      return;
    case Op.Open:
      if ((s.flags[dst]! & Flag.NoOpen) !== 0) {
        // "не открывается в свой следующий ход" (core/systems/markers.ts; s1 №131 ruling: declared, not executed).
        if (s.log) s.log.push(`  ${label(s, dst)} не открывается в этот ход`);
        return;
      }
      if ((s.flags[dst]! & Flag.Closed) !== 0) {
        s.flags[dst] = s.flags[dst]! & ~Flag.Closed;
        s.moveLeft[dst] = moveAllowance(s, dst); // 506.4 (with timed and granted +movement)
        s.turnRec[dst] = s.turnRec[dst]! & ~TR_FIRST_ATTACK; // opened: two attacks again (Минотавр, ruling s1_34)
      }
      return;
    case Op.Poison:
      if ((s.db.kw[s.card[dst]!]! & Kw.Incorporeal) !== 0) return;
      if (amount > s.poison[dst]!) s.poison[dst] = amount;
      if (s.log) s.log.push(`  ${label(s, dst)}: отравление ${amount}`);
      return;
    case Op.CurePoison:
      if (s.poison[dst]! > 0) {
        s.poison[dst] = 0;
        if (s.log) s.log.push(`  ${label(s, dst)}: отравление снято`);
      }
      return;
    case Op.Grant:
      // core/systems/durations.ts: the amount is the grant's row in the db tables.
      applyGrant(s, src, dst, amount);
      return;
    case Op.NextRollSix:
      s.flags[dst] = s.flags[dst]! | Flag.NextSix; // strike-keywords.ts
      return;
    case Op.Destroy:
      destroy(s, dst, src); // "добивание", "уничтожить" (core/systems/special-strike.ts)
      return;
    case Op.TakeControl:
      takeControl(s, dst, src >= 0 ? s.ctrl[src]! : 1 - s.ctrl[dst]!);
      return;
    case Op.GainCounters:
      gainCounters(s, src, dst, amount); // 123.2, 123.4
      return;
    case Op.LoseCounters:
      loseCounters(s, dst, amount);
      return;
    case Op.TakeWounds:
      takeWounds(s, src, dst, amount);
      return;
    case Op.SkipOpen:
      markSkipOpen(s, dst, amount);
      return;
    case Op.RaisePoison:
      raisePoison(s, dst, amount);
      return;
    case Op.NextStrike:
      addNextStrike(s, dst, amount & 0xff, amount >> 8); // core/systems/prophecy.ts
      return;
    case Op.ReturnShown:
      returnShownToTop(s, src); // core/systems/prophecy.ts
      return;
    case Op.Block: {
      // dst is a stack index: the feature produces no effects but is still paid.
      if (dst >= 0 && dst < s.g[G.StackLen]!) {
        s.stack[dst * ST + St.Flags] = s.stack[dst * ST + St.Flags]! | StFlag.Blocked;
        if (s.log) s.log.push('  особенность заблокирована');
      }
      return;
    }
    case Op.StrikeTier: {
      // dst is the waiting strike's stack index; the tier is applied when the table has been read.
      if (dst >= 0 && dst < s.g[G.StackLen]!) {
        const o = dst * ST + St.Flags;
        s.stack[o] = (s.stack[o]! & ~StFlag.TierSet) | ((amount & 3) << 3);
        if (s.log) s.log.push(`  удар сведён к уровню: ${amount}`);
      }
      return;
    }
    case Op.IncToken:
      // mechanics/features/grave-target.ts: 535.7.1, a token on a card in the graveyard.
      if (s.zone[dst] === Zone.Grave) {
        s.incTokens[dst] = s.incTokens[dst]! + 1;
        s.g[G.IncIdle] = 0; // the incarnation check runs again (squad.ts readyToIncarnate)
        if (s.log) s.log.push(`  ${label(s, dst)} получает жетон инкарнации (${s.incTokens[dst]})`);
        recordEvent(s, Trig.SelfGainsIncToken, dst, NONE, s.incTokens[dst]!); // "при получении жетона инкарнации" (Поганище s1_164)
      }
      return;
    default: {
      // Op.DieDelta (its die modes are the dice mechanics') and the mechanics' ops, every code from
      // MECH_OP_BASE (mechanics/index.ts effectOps). None for
      // Op.None (replaced by nothing) and Op.Cancel (handled by its feature, 518).
      const apply = s.hooks.effectOps[op];
      if (apply != null) apply(s, src, dst, amount, type);
      return;
    }
  }
}
