/**
 * The one list of mechanic ids (../shared/design/engine-architecture.md, "State and bits"): what a
 * mechanic would otherwise add to the rules core's enums — a capability bit (Cap / Cap2, both nearly
 * full) or an effect op code (Op) — is allocated here, from the room the core reserves for mechanics
 * (core/codes.ts MECH_CAP_WORDS, MECH_OP_BASE; GameState.mechCaps; CardDb.mechCaps and abMech).
 *
 * - **Capability bits.** Mechanic id k (`Mech`) owns bit `1 << (k & 31)` of the per-game word
 *   `s.mechCaps[k >> 5]` (game-caps.ts ORs each card's `db.mechCaps[card * MECH_CAP_WORDS + w]` into
 *   it as cards enter the game, as it does Cap / Cap2; check:caps compares it scoped and widened).
 *   `CapWord.<M>` and `CapBit.<M>` are those two numbers as const enum members, so a gate is a
 *   compile-time constant, as with Cap: `(s.mechCaps[CapWord.IfOpen]! & CapBit.IfOpen) !== 0`. The
 *   mechanic's compile pass sets the per-card bit (`sink.cap(Mech.IfOpen)`, compile/passes.ts).
 *   Ids 0 … 32 · MECH_CAP_WORDS − 1 (one word today: 0 … 31).
 * - **Target modes.** `MechTargetMode.<M>` (below): a Decision.Target mode the mechanic answers
 *   through `hooks.targetChoices`; the core's own modes are core/enums.ts TargetMode.
 * - **Effect op codes.** `MechOp.<M>` = MECH_OP_BASE + n (128 … 255): the index of the mechanic's
 *   entries in the hooks' op tables (`effectOps`, `abilityOps`, `opChoices`, `chooseByOp`: 256 long),
 *   and the code its compile pass gives its vocabulary op name (`MechanicCompile.ops`; the variant goes
 *   into vocab/ability.ts MechanicEffectSpec).
 *
 * Append only; never reuse or renumber an id (the per-game word is part of the state and its hash). The
 * existing Cap / Cap2 bits and Op codes stay where they are (moving them would move state hashes); new
 * mechanics take their ids here.
 */
import { MECH_OP_BASE } from '../core/codes.js';
export { MECH_OP_BASE };

/** Mechanic ids that own a capability bit, in allocation order (0 …). */
export const enum Mech {
  /** "если открыт" of an end-of-turn trigger (Стражник Туллена s2_12; mechanics/triggers/if-open.ts). */
  IfOpen = 0,
}

/** The per-game word (index into GameState.mechCaps) of each mechanic's capability bit: `Mech.<M> >> 5`. */
export const enum CapWord {
  IfOpen = Mech.IfOpen >> 5,
}

/** Each mechanic's capability bit in its word: `1 << (Mech.<M> & 31)`. */
export const enum CapBit {
  IfOpen = 1 << (Mech.IfOpen & 31),
}

/**
 * The kinds of the per-ability data word (CardDb.abMech, written by a compile pass with `sink.word`):
 * the low byte names the mechanic that owns the word, the bits above carry its value. A word of 0 is
 * no mechanic's; core/triggers.ts asks `mechTriggerCondition` of a trigger whose word is not 0.
 */
export const enum MechWord {
  /** "если открыт" (mechanics/triggers/if-open.ts IF_OPEN); no value. */
  IfOpen = 1,
  /** "получает N или более ран от одной атаки": N in bits 8… (mechanics/wounds/wounds-from-one-attack.ts). */
  WoundsFromOneAttack = 2,
}
/** The mask of a data word's kind (MechWord) and the shift of its value. */
export const MECH_WORD_KIND = 0xff;
export const MECH_WORD_VALUE_SHIFT = 8;

/** Mechanic-owned effect op codes: `MECH_OP_BASE + n` (128 …), in allocation order. */
export const enum MechOp {
  /** 'countersPerArmourLeft': X {counter}, X = the armour left this turn (Гаргант s2_64; mechanics/triggers/armour-counters.ts). */
  CountersPerArmourLeft = MECH_OP_BASE + 0,
}

/**
 * Mechanic-owned target modes (G.TargetMode of a pending Decision.Target; core/enums.ts TargetMode
 * lists the core's own): the index of the mechanic's entry in `hooks.targetChoices` (TARGET_MODE_COUNT
 * long), which answers the decision's legal actions and applies the chosen one. The modes allocated
 * before the core's enum was split off keep their values (G.TargetMode is hashed); a new mode takes
 * the next value from MECH_TARGET_MODE_BASE (23) up, below TARGET_MODE_COUNT (32). Never a value of
 * TargetMode (test/mechanics/target-modes.test.ts).
 */
export const enum MechTargetMode {
  /** The cell of a jump or a teleport (mechanics/movement/jump.ts), asked right after the verb. */
  Jump = 7,
  /** The free cell a relocated creature goes to (mechanics/movement/relocate.ts), named at the declaration. */
  RelocateCell = 9,
  /** Hidden cards a feature reaches, picked after its declaration (mechanics/features/hidden-choice.ts). */
  HiddenPick = 10,
  /** A creature that receives one of the wounds a feature moves (mechanics/wounds/move-wounds.ts), named at the declaration. */
  MoveWounds = 11,
  /** The target of the effect a die picked (mechanics/dice/die-outcome.ts), named after the roll. */
  DieOutcome = 12,
  /** A cell a feature puts a marker on, or moves its source to, named as it executes (mechanics/markers/cell-markers.ts). */
  MarkerCell = 16,
  /** The jump's cell, then the opponent's creature filling the freed cell (mechanics/strike/strike-block-jump.ts). */
  StrikeBlockJump = 20,
  /** The cell that gets a «дрожь» marker (Скелетный червь s1_161, mechanics/markers/tremor-marker.ts). */
  TremorPlace = 21,
  /** The «дрожь» to move, then its new cell, or PASS (mechanics/markers/tremor-marker.ts). */
  TremorMove = 22,
}
