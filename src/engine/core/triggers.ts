/**
 * Triggered features (511.7): after the effects applied while the stack was deactivated (and the
 * deaths they caused) are done, every trigger of a card in the battle zone that matches one of the
 * recorded events is collected. The Active player then declares his, one by one in the order he
 * chooses (optional "может" ones may be declined), then the Non-active player his. Each declared
 * trigger goes on the stack; the Non-active player's, declared last, execute first.
 */
import { formationHolds } from './systems/formation.js';
import { AbKind, Cap, Decision, Feat, Gate, Op, OpTrait, StFlag, TargetMode, Tgt, Trig, XMode, Zone } from './enums.js';
import { eventXDeclarable } from './systems/x-targets.js';
import { EV, EV_TYPE_SHIFT, Ev, G, type GameState, NONE, TM, TR, TRIG_MAX, Tr, listAt, listBase, listLen, removeRecord } from './state.js';
import { TRIGGER, TRIGGER_SKIP } from './action.js';
import { pushItem, removeItem, setDecision, setItemField } from './stack.js';
import { St } from './state.js';
import { candidateTargets, isUnchosenTarget } from './targeting.js';
import { beginSummonDeclaration, summonEffectOf } from './squad.js';
import { label, seatName } from './instance.js';
import { eventCardOf, strikeFilterPasses, subjectFilterPasses } from './systems/special-strike.js';
import { ownRowNumber } from './board.js';
import { ADDRESSED_EVENTS, WIDE_KIND_BASE } from './trigger-events.js';
import { offerWide } from './systems/wide-events.js';
import { linkDeclared } from './systems/declaration.js';
import { markOnce } from './systems/prophecy.js';
import { Restrict, TimedKind, Tm } from './systems/durations.js';
import { MOVE_EACH_STEP, moveCrossed } from './systems/turn-record.js';
import { selfMovesCondition } from './systems/trigger-conditions.js';
import { rangedAbilityTargets } from './systems/ranged-abilities.js';
import { DEATH_CTRL_SHIFT, DECL_AT_BACK_ROWS, FURTHER_TARGET, TF_ENEMY_TURN } from './codes.js';

/** "при получении ран от X" (534.5): the wound's type is among the trigger's types (mask 0: any). */
function typePasses(s: GameState, a: number, type: number): boolean {
  const m = s.db.abTrigTypes[a]!;
  return m === 0 || (m & (1 << type)) !== 0;
}

/**
 * Does the event (kind, subject, other, amount) fire trigger `a` (point `trig`) of instance inst?
 * A new trigger point must also be known to trigger-events.ts: the event kind it listens to
 * (`listenedEventKind`) and, if it hears events of cards other than the event's own, its kind must
 * stay out of ADDRESSED_EVENTS.
 */
function eventMatches(s: GameState, inst: number, a: number, trig: number, kind: number, subject: number, other: number, amount: number, type: number): boolean {
  switch (trig) {
    case Trig.StartOfOwnTurn:
      return kind === Trig.StartOfOwnTurn && subject === s.ctrl[inst];
    case Trig.StartOfEnemyTurn:
      return kind === Trig.StartOfOwnTurn && subject !== s.ctrl[inst];
    case Trig.EndOfOwnTurn: // mechanics/triggers/end-of-turn.ts
      return kind === Trig.EndOfOwnTurn && subject === s.ctrl[inst] && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.EndOfEnemyTurn:
      return kind === Trig.EndOfOwnTurn && subject !== s.ctrl[inst] && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.SelfWounded:
      return kind === Trig.SelfWounded && subject === inst && typePasses(s, a, type);
    case Trig.SelfDealtWounds:
      return kind === Trig.SelfWounded && other === inst && typePasses(s, a, type);
    case Trig.OtherCreatureDies:
      // Ev.Amount of a death: the controller at death (special-strike.ts subject filter).
      return kind === Trig.OtherCreatureDies && subject !== inst && (s.db.abTrigFilter[a] === 0 || subjectFilterPasses(s, s.db.abTrigFilter[a]!, inst, subject, amount));
    case Trig.OwnIncarnates:
      return kind === Trig.OwnIncarnates && s.ctrl[subject] === s.ctrl[inst];
    case Trig.SelfIncarnates:
      return kind === Trig.OwnIncarnates && subject === inst;
    case Trig.SelfKills:
      return kind === Trig.OtherCreatureDies && other === inst && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.SelfStrikes:
      return kind === Trig.SelfStrikes && subject === inst && strikeFilterPasses(s.db.abTrigFilter[a]!, amount);
    case Trig.SelfStruck:
      // `fromTypes`: the kind of a ranged attack ("при разряде по Аргвальду"; mask 0: any).
      return kind === Trig.SelfStrikes && other === inst && strikeFilterPasses(s.db.abTrigFilter[a]!, amount) && typePasses(s, a, type);
    case Trig.SelfAttacks:
      // "при выстреле": fromTypes of the attack (ranged attacks carry their kind; a simple strike none).
      return kind === Trig.SelfAttacks && subject === inst && typePasses(s, a, type);
    case Trig.SelfGainsExtraLives:
      return kind === Trig.SelfGainsExtraLives && subject === inst;
    case Trig.SelfHealed:
      return kind === Trig.SelfHealed && subject === inst;
    case Trig.StartOfBattle:
      return kind === Trig.StartOfBattle;
    case Trig.SelfMoves:
      // "после перемещения с вашей половины … на половину противника" (core/systems/turn-record.ts; Ev.Amount: the cell moved from);
      // "на клетку, рядом с которой стоит ваше существо стоимостью N+" (core/systems/trigger-conditions.ts, bits 8+).
      return (
        kind === Trig.SelfMoves &&
        subject === inst &&
        ((s.db.abTrigFilter[a]! & 3) === 0 || moveCrossed(s, inst, amount & 0xff, s.db.abTrigFilter[a]! & 3)) &&
        (s.db.abTrigFilter[a]! >> 8 === 0 || selfMovesCondition(s, inst, a, amount))
      );
    case Trig.SelfPrepays:
      return kind === Trig.SelfPrepays && subject === inst;
    case Trig.OwnMisses: // mechanics/dice/own-misses.ts
      return kind === Trig.OwnMisses && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.SelfReachesCounters: // mechanics/triggers/counter-threshold.ts
      return kind === Trig.SelfReachesCounters && subject === inst && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.SelfBecomesDefender:
      return kind === Trig.SelfBecomesDefender && other === inst;
    case Trig.SelfTargeted: // core/systems/declaration.ts
      return kind === Trig.SelfTargeted && subject === inst && typePasses(s, a, type);
    case Trig.EnemyDeclares:
      // "по существу в вашем втором или третьем ряду" (mechanics/strike/redirect.ts; Ev.Other: the declared target, Ev.Amount: its stack index).
      // The attack at a further target (type | FURTHER_TARGET) is heard by those triggers only.
      if (type >= FURTHER_TARGET) return kind === Trig.EnemyDeclares && s.db.abTrigFilter[a] === DECL_AT_BACK_ROWS && s.ctrl[subject] !== s.ctrl[inst] && typePasses(s, a, type - FURTHER_TARGET) && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
      return kind === Trig.EnemyDeclares && s.ctrl[subject] !== s.ctrl[inst] && typePasses(s, a, type) && (s.db.abTrigFilter[a] !== DECL_AT_BACK_ROWS || s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount));
    case Trig.CreatureMovesNextTo: // mechanics/movement/moves-next-to.ts (Айрин s1_41); Ev.Amount: the cell moved from
      return kind === Trig.CreatureMovesNextTo && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.RangedAttackNextTo: // mechanics/movement/attacked-next-to.ts (Сайкорон s1_153); Ev.Amount: the attacked card's cell
      return kind === Trig.RangedAttackMade && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount) && typePasses(s, a, type);
    case Trig.ForestChain: // mechanics/triggers/forest-chain.ts (Очи Кронга s1_93); Ev.Subject: the seat
      return kind === Trig.ForestChain && subject === s.ctrl[inst];
    case Trig.OwnTeleportsFromNextTo: // mechanics/movement/own-teleports.ts (Огненный имп s1_138); Ev.Amount: the cell left
      return kind === Trig.OwnTeleportsFromNextTo && s.hooks.triggerConditionHolds(s, trig, inst, a, subject, other, amount);
    case Trig.SelfSteps: // mechanics/movement/move-along.ts (Тови s1_111); Ev.Amount: the step's direction
      return kind === Trig.SelfSteps && subject === inst;
    case Trig.OwnProphecy: // core/systems/prophecy.ts
      return kind === Trig.OwnProphecy && s.ctrl[subject] === s.ctrl[inst];
    case Trig.EnemyPoisonWounded: // mechanics/triggers/poison-triggers.ts
      return kind === Trig.EnemyPoisonWounded && s.ctrl[subject] !== s.ctrl[inst];
    case Trig.EnemyDiesOfPoison: // the controller at death in the amount
      return kind === Trig.EnemyDiesOfPoison && amount >> DEATH_CTRL_SHIFT !== s.ctrl[inst];
    default:
      return false;
  }
}

/** Declarations this turn of instance inst's per-turn-limited trigger `a` (TimedKind.Once entries, core/systems/prophecy.ts markOnce). */
function triggerUses(s: GameState, inst: number, a: number): number {
  const n = s.timedLen[0]!;
  let c = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === inst && s.timed[o + Tm.Kind] === TimedKind.Once && s.timed[o + Tm.Amount] === a) c++;
  }
  return c;
}

/** Can instance x (an event's subject or other card) hear an event of this kind from the battle zone? */
function hears(s: GameState, x: number, kindBit: number): boolean {
  return x >= 0 && (s.zone[x] === Zone.Field || s.zone[x] === Zone.Aux) && (s.db.trigEvents[s.card[x]!]! & kindBit) !== 0;
}

/**
 * Check every recorded event against the triggers of cards in the battle zone; clear the events.
 *
 * Performance: most events are addressed (ADDRESSED_EVENTS: only the event's own cards can hear
 * them), so they cost two table reads; the others scan the battle zone's lists once each, reading
 * one per-card word (db.trigEvents) per card. Nothing here writes the zones, so scanning per event
 * offers in the same (seat, zone, list) order as a listener list built once per call would.
 */
export function collectTriggers(s: GameState): void {
  const g = s.g;
  const ne = g[G.EvLen]!;
  g[G.EvLen] = 0;
  if (ne === 0) return;
  const graveyard = (g[G.Caps]! & Cap.Graveyard) !== 0;
  const ev = s.events;
  const start = g[G.TrigLen]!;
  let n = start;
  for (let e = 0; e < ne; e++) {
    const o = e * EV;
    const kw = ev[o + Ev.Kind]!;
    const kind = kw & 0xff;
    const type = kw >> EV_TYPE_SHIFT;
    const subject = ev[o + Ev.Subject]!;
    const other = ev[o + Ev.Other]!;
    const amount = ev[o + Ev.Amount]!;
    if (kind >= WIDE_KIND_BASE) {
      n = offerWide(s, n, kind, subject, other, amount, type); // kinds 32..63 (core/systems/wide-events.ts)
      continue;
    }
    const bit = 1 << kind;
    if ((ADDRESSED_EVENTS & bit) !== 0) {
      // Only the event's own cards can hear it; with both listening, the battle zone's order decides.
      const hs = hears(s, subject, bit);
      const ho = other !== subject && hears(s, other, bit);
      if (hs && !ho) n = offer(s, n, subject, kind, subject, other, amount, type);
      else if (ho && !hs) n = offer(s, n, other, kind, subject, other, amount, type);
      else if (hs && ho) n = offerInBattleZone(s, n, bit, subject, other, kind, subject, other, amount, type);
    } else if ((hearMask(s) & bit) !== 0) n = offerInBattleZone(s, n, bit, NONE, NONE, kind, subject, other, amount, type);
    if (graveyard && (GRAVEYARD_EVENTS & bit) !== 0) n = graveyardTriggers(s, n, kind, subject, other, amount);
  }
  // Ruling s1_198: deaths at once fire a self-target "при гибели существа" trigger once (mechanics/triggers/deaths-at-once.ts).
  if ((g[G.Gates]! & Gate.TriggersCollected) !== 0) n = s.hooks.triggersCollected(s, start, n);
  g[G.TrigLen] = n;
}

/**
 * Offer one event to every card in the battle zone whose triggers listen to its kind (`bit`), in
 * (seat, zone, list) order; with `only1` ≠ NONE, only to the cards only1 and only2.
 */
/**
 * The trigger events some card in a battle zone listens to (G.Hear), recomputed after the battle
 * zones changed (G.HearStale): most events of a game find no listener there, and are skipped. The
 * same pass lists the battle zones' cards with prevention features (`prevList`, G.PrevLen) for
 * effects.ts prevent, so one stale flag serves both caches.
 */
export function hearMask(s: GameState): number {
  const g = s.g;
  if (g[G.HearStale] === 0) return g[G.Hear]!;
  const trigEvents = s.db.trigEvents;
  const caps = s.db.caps;
  const hear = s.hear;
  const prev = s.prevList;
  let m = 0;
  let n = 0;
  let np = 0;
  for (let p = 0; p < 2; p++) {
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      const base = listBase(p, z);
      const len = listLen(s, p, z);
      for (let k = 0; k < len; k++) {
        const inst = s.zoneList[base + k]!;
        const card = s.card[inst]!;
        if ((caps[card]! & Cap.Prevention) !== 0) prev[np++] = inst;
        const t = trigEvents[card]!;
        if (t === 0) continue;
        m |= t;
        hear[n++] = inst;
      }
    }
  }
  g[G.Hear] = m;
  g[G.HearLen] = n;
  g[G.PrevLen] = np;
  g[G.HearStale] = 0;
  return m;
}

/** Offer an event to the battle zones' cards listening to it (all, or only `only1` / `only2`), in battle-zone order. */
function offerInBattleZone(s: GameState, n: number, bit: number, only1: number, only2: number, kind: number, subject: number, other: number, amount: number, type: number): number {
  hearMask(s);
  const trigEvents = s.db.trigEvents;
  const card = s.card;
  const hear = s.hear;
  const len = s.g[G.HearLen]!;
  for (let k = 0; k < len; k++) {
    const inst = hear[k]!;
    if ((trigEvents[card[inst]!]! & bit) === 0 || (only1 !== NONE && inst !== only1 && inst !== only2)) continue;
    n = offer(s, n, inst, kind, subject, other, amount, type);
  }
  return n;
}
export function offer(s: GameState, n: number, inst: number, kind: number, subject: number, other: number, amount: number, type: number): number {
  if ((s.g[G.Gates]! & Gate.FeaturesLost) !== 0 && (s.restrict[inst]! & Restrict.FeaturesLost) !== 0) return n; // no features, no triggers (mechanics/features/lose-features.ts; durations.ts Restrict)
  const db = s.db;
  const card = s.card[inst]!;
  for (let a = db.abilStart[card]!; a < db.abilStart[card + 1]!; a++) {
    if (db.abKind[a] !== AbKind.Triggered || !eventMatches(s, inst, a, db.abTrigger[a]!, kind, subject, other, amount, type)) continue;
    // "если стоит в вашем N-м ряду" (checked when the trigger condition happens; core/systems/durations.ts).
    const row = db.abIfOwnRow[a]!;
    if (row !== 0 && (s.zone[inst] !== Zone.Field || ownRowNumber(s.ctrl[inst]!, s.cell[inst]!) !== row)) continue;
    // "{first}: …" / "{second}: …" (mechanics/triggers/move-order.ts).
    if (db.abIfOrder[a] !== 0 && !s.hooks.triggerOrderHolds(s, inst, db.abIfOrder[a]!)) continue;
    // "Строй: при … / в начале хода …": only while in formation (core/systems/formation.ts).
    if (db.abFormation[a] !== 0 && !formationHolds(s, inst, db.abFormation[a]!)) continue;
    // "(1 раз за ход)" (core/systems/prophecy.ts), "(не более N раз за ход)": declarations this turn (`triggerUses`).
    if (db.abPerTurn[a] !== 0 && triggerUses(s, inst, a) >= db.abPerTurn[a]!) continue;
    // A condition of a mechanic's own (its ability data word, mechanics/ids.ts MechWord), at any point.
    if (db.abMech[a] !== 0 && !s.hooks.mechTriggerCondition(s, inst, a, subject, other, amount, type)) continue;
    n = addTrigger(s, n, inst, a, subject, other, amount);
    // "при перемещении на соседнюю клетку": once more per further cell of the move (core/systems/turn-record.ts).
    if (kind === Trig.SelfMoves && (db.abTrigFilter[a]! & MOVE_EACH_STEP) !== 0) for (let k = amount >> 8; k > 1; k--) n = addTrigger(s, n, inst, a, subject, other, amount);
  }
  return n;
}

function addTrigger(s: GameState, n: number, inst: number, a: number, subject: number, other: number, amount: number): number {
  if (n >= TRIG_MAX) return n;
  const o = n * TR;
  s.trig[o + Tr.Inst] = inst;
  s.trig[o + Tr.Abil] = a;
  s.trig[o + Tr.Subject] = subject;
  s.trig[o + Tr.Amount] = amount;
  s.trig[o + Tr.Other] = eventCardOf(s.db.abTrigger[a]!, subject, other);
  // "перенаправить эту атаку": Tr.Subject (read by nothing else) keeps the attacked creature.
  if ((s.hooks.opTraits[s.db.abOp[a]!]! & OpTrait.KeepsAttacked) !== 0) s.trig[o + Tr.Subject] = other;
  return n + 1;
}

/** The events graveyardTriggers answers. */
const GRAVEYARD_EVENTS = (1 << Trig.OtherCreatureDies) | (1 << Trig.SelfShown) | (1 << Trig.StartOfOwnTurn) | (1 << Trig.SelfGainsIncToken);

/**
 * Triggers that work out of the battle zone (special-strike.ts): "при гибели" of the dead card
 * itself (it is in the graveyard or exile now), and "Вальхалла" of the cards in the graveyard of the
 * player whose turn starts.
 */
function graveyardTriggers(s: GameState, n: number, kind: number, subject: number, other: number, amount: number): number {
  if (kind === Trig.OtherCreatureDies || kind === Trig.SelfShown || kind === Trig.SelfGainsIncToken) {
    // "при гибели" of the dead card; "когда вы показываете <карту> при пророчестве" of the shown card (core/systems/prophecy.ts);
    // "при получении жетона инкарнации" of the card that gained it (Поганище s1_164), wherever it is now.
    const own = kind === Trig.OtherCreatureDies ? Trig.SelfDies : kind;
    const card = s.card[subject]!;
    if ((s.db.caps[card]! & Cap.Graveyard) === 0) return n;
    for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
      if (s.db.abKind[a] !== AbKind.Triggered || s.db.abTrigger[a] !== own) continue;
      // "в ход противника" (mechanics/triggers/partners-at-death.ts): the dead card's controller is not the Active player.
      if ((s.db.abTrigFilter[a]! & TF_ENEMY_TURN) !== 0 && own === Trig.SelfDies && s.g[G.Active] === s.ctrl[subject]) continue;
      n = addTrigger(s, n, subject, a, subject, other, amount);
    }
    return n;
  }
  if (kind !== Trig.StartOfOwnTurn) return n;
  const len = listLen(s, subject, Zone.Grave);
  for (let k = 0; k < len; k++) {
    const inst = listAt(s, subject, Zone.Grave, k);
    const card = s.card[inst]!;
    if (s.db.valhalla[card] === 0) continue;
    for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
      if (s.db.abKind[a] === AbKind.Triggered && s.db.abTrigger[a] === Trig.Valhalla) n = addTrigger(s, n, inst, a, subject, other, amount);
    }
  }
  return n;
}

/**
 * May the trigger be declined? Optional ("может") ones, and (535.5.2) a triggered summon of a named
 * card, which may be skipped as if the card were not in the deck: unused, unpaid.
 */
function skippable(s: GameState, a: number): boolean {
  if (s.db.abOptional[a]) return true;
  const e = summonEffectOf(s, a);
  return e !== null && e.op === 'summon' && e.filter?.name !== undefined;
}

/** The seat that declares next: the Active player while he has collected triggers, then the other. */
function declarer(s: GameState): number {
  const act = s.g[G.Active]!;
  const n = s.g[G.TrigLen]!;
  for (let k = 0; k < n; k++) if (s.ctrl[s.trig[k * TR + Tr.Inst]!] === act) return act;
  return 1 - act;
}

/**
 * Declare collected triggers. Returns false when a decision is pending (which trigger next, or a
 * target). A player with a single mandatory trigger declares it without a decision.
 */
export function declareTriggers(s: GameState): boolean {
  while (s.g[G.TrigLen]! > 0) {
    const p = declarer(s);
    const n = s.g[G.TrigLen]!;
    let mine = 0;
    let only = -1;
    for (let k = 0; k < n; k++) {
      const inst = s.trig[k * TR + Tr.Inst]!;
      if (s.ctrl[inst] !== p) continue;
      mine++;
      only = k;
    }
    // Рагнар (mechanics/triggers/valhalla-twice.ts): the copy of the first Valhalla is declared next, before any other.
    if ((s.g[G.Gates]! & Gate.TriggerDeclaring) !== 0) {
      const f = s.hooks.forcedTrigger(s, p);
      if (f >= 0) {
        mine = 1;
        only = f;
      }
    }
    if (mine === 1 && !skippable(s, s.trig[only * TR + Tr.Abil]!)) {
      if (!declare(s, only)) return false;
      // An ambush acts at its declaration (core/systems/declaration.ts): the engine loop runs it first.
      if (s.g[G.Executing] !== NONE) return true;
      continue;
    }
    setDecision(s, Decision.Trigger, p);
    return false;
  }
  return true;
}

export function legalTrigger(s: GameState, out: Int32Array): number {
  const p = s.g[G.Decider]!;
  const n = s.g[G.TrigLen]!;
  let m = 0;
  // Рагнар (mechanics/triggers/valhalla-twice.ts): only the forced copy of the first Valhalla.
  const f = (s.g[G.Gates]! & Gate.TriggerDeclaring) !== 0 ? s.hooks.forcedTrigger(s, p) : -1;
  if (f >= 0) {
    out[m++] = TRIGGER + f;
    if (skippable(s, s.trig[f * TR + Tr.Abil]!)) out[m++] = TRIGGER_SKIP + f;
    return m;
  }
  for (let k = 0; k < n; k++) if (s.ctrl[s.trig[k * TR + Tr.Inst]!] === p) out[m++] = TRIGGER + k;
  for (let k = 0; k < n; k++) {
    if (s.ctrl[s.trig[k * TR + Tr.Inst]!] === p && skippable(s, s.trig[k * TR + Tr.Abil]!)) out[m++] = TRIGGER_SKIP + k;
  }
  return m;
}

/** Apply a Trigger decision; the driver then continues. */
export function applyTrigger(s: GameState, a: number): void {
  if (a >= TRIGGER_SKIP) {
    const k = a - TRIGGER_SKIP;
    const inst = s.trig[k * TR + Tr.Inst]!;
    if (s.log) s.log.push(`  ${seatName(s.g[G.Decider]!)} не использует срабатывание ${label(s, inst)}`);
    dropTrigger(s, k);
    return;
  }
  declare(s, a - TRIGGER);
}

function dropTrigger(s: GameState, k: number): void {
  const n = s.g[G.TrigLen]!;
  removeRecord(s.trig, k, TR, n);
  s.g[G.TrigLen] = n - 1;
}

/**
 * Put collected trigger k on the stack. A trigger with no legal target is not declared. Returns
 * false when its target must be chosen first (Decision.Target, TargetMode.Trigger).
 */
function declare(s: GameState, k: number): boolean {
  const inst = s.trig[k * TR + Tr.Inst]!;
  const a = s.trig[k * TR + Tr.Abil]!;
  const other = s.trig[k * TR + Tr.Other]!;
  // 'enemyDeclares': the declared feature's stack index (core/systems/declaration.ts).
  const evAmount = s.trig[k * TR + Tr.Amount]!;
  const link = s.db.abTrigger[a] === Trig.EnemyDeclares ? evAmount : NONE;
  const attacked = s.trig[k * TR + Tr.Subject]!; // OpTrait.KeepsAttacked: the attacked creature (addTrigger)
  if ((s.g[G.Gates]! & Gate.TriggerDeclaring) !== 0) s.hooks.triggerDeclaring(s, k, a, inst); // Рагнар (mechanics/triggers/valhalla-twice.ts)
  dropTrigger(s, k);
  const spec = s.db.abTarget[a]!;
  // 'eventPartners' (mechanics/triggers/partners-at-death.ts) keeps the dead card as its item target.
  const tgt = spec === Tgt.EventCard || spec === Tgt.EventPartners ? other : spec === Tgt.DeclaredFeature ? link : isUnchosenTarget(spec) ? inst : NONE;
  // "(1 раз за ход)", "(не более N раз за ход)": a trigger collected beyond the limit (two in one
  // batch) is not declared; a declared one is marked (core/systems/prophecy.ts markOnce, one entry per
  // declaration) once it is known to be declared — with a legal target (Килсус s1_18: not when X
  // names no creature).
  if (s.db.abPerTurn[a] !== 0 && triggerUses(s, inst, a) >= s.db.abPerTurn[a]!) return true;
  const item = pushItem(s, Feat.Ability + a, inst, s.ctrl[inst]!, tgt, StFlag.Trigger);
  // The item keeps the event's data its mechanic reads: the attack it may redirect (mechanics/strike/redirect.ts); "стоящее рядом с ним
  // существо": the event's card and amount (mechanics/triggers/poison-triggers.ts); "при движении на соседнюю клетку": the step's direction
  // (mechanics/movement/move-along.ts).
  if ((s.hooks.opTraits[s.db.abOp[a]!]! & OpTrait.KeepsAttacked) !== 0 || spec === Tgt.NextToEventCard || spec === Tgt.EnemyNextToEventCard || s.trigKinds2[0] !== 0) s.hooks.triggerItemPushed(s, item, a, other, evAmount, attacked);
  if (s.log) s.log.push(`${seatName(s.ctrl[inst]!)} ${label(s, inst)}: срабатывает способность`);
  s.g[G.RoundOpen] = 0;
  const op = s.db.abOp[a]!;
  if (op === Op.Summon || op === Op.Resurrect) {
    if (s.db.abPerTurn[a] !== 0) markOnce(s, inst, a);
    return beginSummonDeclaration(s, item, a);
  }
  if (spec === Tgt.OwnGraveCreature) return s.hooks.graveTargetChoice(s, item); // mechanics/features/grave-target.ts
  if (spec === Tgt.EventCard && (other < 0 || (s.zone[other] !== Zone.Field && s.zone[other] !== Zone.Aux))) {
    // The event's card has left the battle zone: no legal target, not declared (512.5.2).
    removeItem(s, item); // withdrawn: its record zeroed, as every removal leaves it
    return true;
  }
  if (isUnchosenTarget(spec)) {
    // "телепортироваться на свободную клетку рядом с атаковавшим" (mechanics/movement/attacked-next-to.ts): the cell is named now.
    if (s.db.abRelocateNear[a] !== 0) return s.hooks.relocateNearDeclared(s, item, inst, a, other);
    if (s.db.abPerTurn[a] !== 0) markOnce(s, inst, a); // declared: one of its N uses this turn
    if (s.db.abTrigger[a] === Trig.EnemyDeclares) linkDeclared(s, item, a, link); // 518.1, Засада
    return true;
  }
  // "ранить X карт, где X – …" (core/systems/x-targets.ts): X from the event, fixed now; fewer than X candidates: not declared (ruling s1_164).
  if ((s.db.abXMode[a]! & XMode.FromEvent) !== 0 && !eventXDeclarable(s, item, a, inst, evAmount)) {
    removeItem(s, item);
    return true;
  }
  // A triggered ranged attack ("— выстрел на 2") has the ranged-attack targets (core/systems/ranged-abilities.ts).
  if ((s.db.abRanged[a] !== 0 ? rangedAbilityTargets(s, inst, a, null) : candidateTargets(s, inst, spec, null, s.db.abRange[a]!, s.db.abTgtFilter[a]!, a)) === 0) {
    // No legal target: the feature cannot be declared (512.5.2).
    removeItem(s, item); // withdrawn: its record zeroed, as every removal leaves it
    return true;
  }
  if (s.db.abPerTurn[a] !== 0) markOnce(s, inst, a); // declared: one of its N uses this turn
  s.g[G.TargetMode] = TargetMode.Trigger;
  s.g[G.Selected] = item;
  setDecision(s, Decision.Target, s.ctrl[inst]!);
  setItemField(s, item, St.Tgt, NONE);
  if (s.db.abTrigger[a] === Trig.EnemyDeclares) linkDeclared(s, item, a, link);
  return false;
}
