/**
 * The core's codes for vocabulary names, and the sentinel values of CardDb columns and state fields that
 * the core reads and mechanics write (or the other way round). They are core words: a mechanic that
 * owns a code's meaning imports it from here, so the core never imports the mechanic to read it.
 */
import type { AbilityType, CoreEffectOp, TargetSpec } from '../vocab/ability.js';
import { AttackKind, Op, Tgt } from './enums.js';

/** AttackKind of an ability type name. */
export const ABILITY_TYPE: Record<AbilityType, number> = {
  influence: AttackKind.Influence,
  spell: AttackKind.Spell,
  discharge: AttackKind.Discharge,
  shot: AttackKind.Shot,
  throw: AttackKind.Throw,
  strike: AttackKind.Strike,
  magic: AttackKind.Magic,
  throughRow: AttackKind.ThroughRow,
  specialStrike: AttackKind.SpecialStrike,
};
/** Effect op code of an effect name. */
export const OP: Record<CoreEffectOp, number> = {
  wound: Op.Wound,
  heal: Op.Heal,
  extraLives: Op.ExtraLives,
  close: Op.Close,
  open: Op.Open,
  poison: Op.Poison,
  cancel: Op.Cancel,
  block: Op.Block,
  dieDelta: Op.DieDelta,
  strikeTier: Op.StrikeTier,
  summon: Op.Summon,
  resurrect: Op.Resurrect,
  takeControl: Op.TakeControl,
  finish: Op.Destroy,
  destroy: Op.Destroy,
  nextRollSix: Op.NextRollSix,
  gainCounters: Op.GainCounters,
  loseCounters: Op.LoseCounters,
  curePoison: Op.CurePoison,
  grant: Op.Grant,
  takeWounds: Op.TakeWounds,
  skipOpen: Op.SkipOpen,
  raisePoison: Op.RaisePoison,
  copy: Op.Copy,
  either: Op.Either,
  nextStrikeBonus: Op.NextStrike,
  returnShownToTop: Op.ReturnShown,
  nothing: Op.None,
  moveLimit: Op.MoveLimit,
  incarnationToken: Op.IncToken,
  // mechanics/strike/strike-value.ts: an effect on the waiting strike item, sharing Op.DieDelta's branches (db.abDie mode DIE_STRIKE_VALUE).
  strikeValueDelta: Op.DieDelta,
};
export const TARGET_CODE: Record<TargetSpec, number> = {
  none: Tgt.None,
  self: Tgt.Self,
  anyCreature: Tgt.AnyCreature,
  enemyCreature: Tgt.EnemyCreature,
  ownCreature: Tgt.OwnCreature,
  otherOwnCreature: Tgt.OtherOwnCreature,
  adjacentCreature: Tgt.AdjacentCreature,
  enemyStackItem: Tgt.EnemyStackItem,
  allCreatures: Tgt.AllCreatures,
  allOwnCreatures: Tgt.AllOwnCreatures,
  allEnemyCreatures: Tgt.AllEnemyCreatures,
  executingStrike: Tgt.ExecutingStrike,
  allAdjacentEnemyCreatures: Tgt.AllAdjacentEnemyCreatures,
  eventCard: Tgt.EventCard,
  declaredFeature: Tgt.DeclaredFeature,
  ownGraveCreature: Tgt.OwnGraveCreature,
  enemyCreatureOfShownCost: Tgt.EnemyShownCost,
  ownCreatureOfShownCost: Tgt.OwnShownCost,
  creatureNextToEventCard: Tgt.NextToEventCard,
  enemyCreatureNextToEventCard: Tgt.EnemyNextToEventCard,
  eventPartners: Tgt.EventPartners,
};

// ---- db.abUpTo sentinels: an "N (или менее)" amount whose bound is read from the state ----------------

/** "Снимите X дополнительных жизней": 1 … the card's extra lives (mechanics/wounds/extra-lives-cost.ts). */
export const UPTO_EXTRA_LIVES = 255;
/** Один свободный ряд противника: the rows not chosen yet (mechanics/strike/row-attack-cap.ts). */
export const UPTO_FREE_ENEMY_ROW = 254;
/** 'ownLives': up to the card's lives left (mechanics/strike/ram.ts). */
export const UPTO_OWN_LIVES = 253;
/** The wounds of the strike just dealt, spread (mechanics/wounds/spread-wounds.ts). */
export const UPTO_STRIKE_WOUNDS = 252;
/** Any row of the battlefield, 1–6 (mechanics/markers/delayed-spell.ts). */
export const UPTO_ANY_ROW = 6;

// ---- db.abTrigFilter bits beside core/systems/special-strike.ts's TF_* ------------------------------

/** Subject filter "существо с магической способностью" (mechanics/movement/moves-next-to.ts). */
export const TF_MAGIC = 1 << 13;
/** Subject filter "существа со строем" (mechanics/triggers/partners-at-death.ts). */
export const TF_HAS_FORMATION = 1 << 14;
/** Trigger condition "в ход противника" (mechanics/triggers/partners-at-death.ts). */
export const TF_ENEMY_TURN = 1 << 15;
/** db.abTrigFilter of an 'enemyDeclares' trigger: only attacks at its own back rows (mechanics/strike/redirect.ts). */
export const DECL_AT_BACK_ROWS = 1;

// ---- event and stack-item field encodings -------------------------------------------------------------

/** An 'enemyDeclares' event's type carries this for an attack at a further target (core/systems/declaration.ts, mechanics/strike/redirect.ts). */
export const FURTHER_TARGET = 16;
/** An 'enemyDiesOfPoison' event's amount: poison | controller << DEATH_CTRL_SHIFT (mechanics/triggers/poison-triggers.ts). */
export const DEATH_CTRL_SHIFT = 8;
/** db.abFilterOpposite position code "рядом с атакованным существом" (mechanics/strike/redirect.ts). */
export const POS_NEXT_TO_STRUCK = 4;
/** St.Stage bit of a forced strike's item (mechanics/strike/forced-strike.ts): not a strike the stack counts as declared. */
export const FS_FORCED = 1 << 3;

// Codes a part of the hook work moved down from a mechanic go in that part's section below.
// >>> part: effects
import { Trig } from './enums.js';
import { WIDE_KIND_BASE } from './trigger-events.js';

/**
 * GameState.trigKinds2 bit of Trig.ForestChain: some card listens to «удар, выстрел и излечение подряд»
 * (mechanics/triggers/forest-chain.ts), so wounds and heals are noted as links (core/effects.ts gates).
 */
export const FOREST_CHAIN_BIT = 1 << (Trig.ForestChain - WIDE_KIND_BASE);

/**
 * Key of "declined for game action `action`" in effects.ts's used-replacements table (below the
 * per-effect serials, above the turn keys): a first-heal choice holds for the whole heal action
 * (mechanics/wounds/heal-gate.ts, ruling s1_72).
 */
export function declinedKey(action: number): number {
  return -0x20000000 - action;
}
// <<< part: effects

// >>> part: features
// <<< part: features

// >>> part: turn
// <<< part: turn

// >>> part: triggers and combat

// Hooks.strikeTargetResolution's answers (core/combat/simple-strike.ts step 0).
/** The strike goes on to the defender question. */
export const STRIKE_GOES_ON = 0;
/** The strike is blocked: no fight, the payment step follows. */
export const STRIKE_BLOCKED = 1;
/** A question is pending on the strike item: it waits. */
export const STRIKE_WAITS = 2;
// <<< part: triggers and combat

// >>> part: systems
// <<< part: systems

// >>> part: compile codes — CardDb column codes whose meaning a mechanic owns; the compiler writes them.
/** db.abDie bit 0: the struck card's die (else the attacker's); bits 1–2: the mode (mechanics/dice/strike-dice.ts). */
export const DIE_DEFENDER = 1;
export const DIE_REROLL = 1 << 1;
export const DIE_WOUND_IF_ONE = 2 << 1;
/** Not a die: "уменьшить величину выбранного удара" (mechanics/strike/strike-value.ts); bit 0 = the counter-strike. */
export const DIE_STRIKE_VALUE = 3 << 1;
/** With DIE_STRIKE_VALUE: a special strike waiting to execute, not a simple strike's (mechanics/strike/strike-value.ts). */
export const DIE_SPECIAL = 1 << 3;
/** Marker kinds of the effects 'cellMarker' / 'markerTeleport' (db.abAmount; mechanics/markers/cell-markers.ts Mark). */
export const MARK_CODE: Record<'bonfire' | 'gates' | 'lantern', number> = { bonfire: 0, gates: 1, lantern: 2 };
/** db.abAmount of a 'cellMarker': the kind in bits 0–3, the number of cells from this bit. */
export const MARK_COUNT_SHIFT = 4;
/** db.abAmount of a 'forcedStrike' ability: who strikes (mechanics/strike/forced-strike.ts). */
export const FORCED_TARGET = 0;
export const FORCED_ADJACENT_OWN = 1;
/** db.abTrigFilter bit of an end-of-turn trigger: only if the card has not moved this turn (mechanics/triggers/end-of-turn.ts). */
export const EOT_UNMOVED = 1;
/**
 * db.abTrigFilter bit: a summon "на клетку, рядом с которой стоит 8 или более ваших существ" (Королева
 * топи s1_130) is tried only if such a cell exists, free or not (ruling s1_130; squad.ts).
 */
export const EOT_SURROUNDED8 = 2;
/** db.abIfOrder codes (mechanics/triggers/move-order.ts). */
export const enum IfOrder {
  Any = 0,
  First = 1,
  Second = 2,
  /** Not an order: "Пока на <карте> есть {counter} — получает «…»" (mechanics/triggers/while-counters.ts). */
  WhileCounters = 3,
}
/** db.abJump value of "Телепортация": more than any Manhattan distance on the battlefield (at most 9; mechanics/movement/teleport.ts). */
export const TELEPORT_RANGE = 255;
// <<< part: compile codes

// >>> part: between mechanics — codes and encodings two mechanics share
/** Attack kinds, as a mask over AttackKind (wound history, nets, lures). */
export const ATTACK_KINDS =
  (1 << AttackKind.Strike) |
  (1 << AttackKind.Shot) |
  (1 << AttackKind.Throw) |
  (1 << AttackKind.Discharge) |
  (1 << AttackKind.ThroughRow) |
  (1 << AttackKind.Magic) |
  (1 << AttackKind.SpecialStrike);
/** CardDb.grantNextThrow: the amount in bits 0–3, the cap ("максимум +M", 0: none) in bits 4–7 (mechanics/dice/next-throw.ts). */
export const NEXT_THROW_MAX_SHIFT = 4;
/** Encode a grant's "+N к следующему метанию (максимум +M)". */
export function nextThrowCode(n: number, max: number): number {
  if (n < 0 || n > 15 || max < 0 || max > 15) throw new RangeError(`nextThrow ${n} (max ${max}): 0..15`);
  return n | (max << NEXT_THROW_MAX_SHIFT);
}
/** The «дрожь» marker kind (mechanics/markers/cell-markers.ts Mark.Tremor), placed and moved by mechanics/markers/tremor-marker.ts. */
export const MARK_TREMOR = 3;
// <<< part: between mechanics

/**
 * Room for mechanic-owned ids (mechanics/ids.ts allocates them; the core only reserves the room):
 *
 * - capability bits: MECH_CAP_WORDS words per card (CardDb.mechCaps, card c's word w at
 *   c * MECH_CAP_WORDS + w) and per game (GameState.mechCaps[w], ORed by game-caps.ts noteCardInGame).
 *   Mechanic id k is bit 1 << (k & 31) of word k >> 5: ids 0 … 32 * MECH_CAP_WORDS − 1. The words
 *   follow `prevList` in the state buffer (state.ts). A mechanic reaches the core through the hook gates
 *   its id opens (core/enums.ts Gate; mechanics/ids.ts MECH_GATES, CardDb.gates, G.Gates).
 * - effect op codes: MECH_OP_BASE … 255 (CardDb.abOp is a Uint8Array; the hooks' op tables `effectOps`,
 *   `abilityOps`, `opChoices` and `chooseByOp` have 256 entries). The core's own Op codes stay below.
 * - one per-ability data word (CardDb.abMech, 0 = none) written by the mechanic that owns a field of
 *   the ability (compile/passes.ts MechanicCompile).
 */
export const MECH_CAP_WORDS = 2;
export const MECH_OP_BASE = 128;
