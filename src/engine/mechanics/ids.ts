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
 * - **State words.** `MW.<word>`: the offset of a mechanic's word in the mechanic state region
 *   (`s.mw`, core/state.ts MECH_STATE_WORDS words, hashed and cloned with the state). Each mechanic's
 *   words follow the previous mechanic's, in the order of `MECH_STATE` below;
 *   test/architecture/mech-state.test.ts checks that they fit the region and that no two overlap.
 *
 * Append only; never reuse or renumber an id (the per-game word is part of the state and its hash). The
 * existing Cap / Cap2 bits and Op codes stay where they are (moving them would move state hashes); new
 * mechanics take their ids here.
 */
import { MECH_OP_BASE } from '../core/codes.js';
import { MECH_STATE_WORDS } from '../core/state.js';
export { MECH_OP_BASE, MECH_STATE_WORDS };

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
 * Offsets of the mechanics' state words in `GameState.mw` (core/state.ts MECH_STATE_WORDS), each
 * mechanic's words together, in the order of MECH_STATE. A word of several slots (per seat, per
 * record) spans up to the next member. The names are those the words had in core/state.ts G, so the
 * semantic signature (benchmarks/semantic-signature.ts) folds them under the same names.
 */
export const enum MW {
  /** two-attacks (mechanics/strike/two-attacks.ts; chain-attack.ts writes it too): 1 + the card the first strike was declared at (G.SecondStrike holds the waiting card). */
  TwiceTgt = 0,
  /**
   * spread-wounds («Когда существо получает раны от удара», Отшельница s1_184; mechanics/wounds/spread-wounds.ts):
   * bits 0–2 the number of WoundRec records, bit 3 set while they are pending (not yet windowed).
   */
  WoundRecs = 1,
  /** 1 + the game action id (St.Action) of the item held in the window after its strike wounds; 0: none. */
  WoundHeld = 2,
  /** WOUND_REC_SLOTS (4) records from here: 1 + the wounded instance, | the wounds << 8. */
  WoundRec = 3,
  /** forest-chain (Очи Кронга s1_93; mechanics/triggers/forest-chain.ts), per seat (2 words): the chain. */
  ForestChain = 7,
  /** Per seat (2 words): 1 + the action id of the feature that made the chain's newer link. */
  ForestChainAction = 9,
  /**
   * tremor-marker («дрожь», Скелетный червь s1_161; mechanics/markers/tremor-marker.ts; its gate is
   * the core's per-game G.MovingMarkers), 4 words: bit (instance % 32) of word TremorUsed + (instance >> 5):
   * the card has placed its «дрожь» this battle ("один раз за бой").
   */
  TremorUsed = 11,
  /** Moves of a «дрожь» still to offer at this start of turn (one per Скелетный червь in the non-active seat's graveyard). */
  TremorMoves = 15,
  /** 1 + the cell of the «дрожь» picked to move now, 0 = none picked. */
  TremorFrom = 16,
  /** The cells whose «дрожь» has moved at this start of turn (each marker moves at most once), as a 30-bit mask. */
  TremorMoved = 17,
}
/** Words of `s.mw` allocated so far (the end of the last mechanic's words); at most MECH_STATE_WORDS. */
export const MW_COUNT = 18;

/** One mechanic's words in `s.mw`: its file under mechanics/, its first word and how many it owns. */
export interface MechStateRegion {
  readonly mechanic: string;
  readonly first: number;
  readonly words: number;
}
/**
 * The mechanics that own words of `s.mw`, in allocation order (append only: a new mechanic's words
 * start at MW_COUNT). Read by the allocation test, never while playing.
 */
export const MECH_STATE: readonly MechStateRegion[] = [
  { mechanic: 'strike/two-attacks', first: MW.TwiceTgt, words: 1 },
  { mechanic: 'wounds/spread-wounds', first: MW.WoundRecs, words: 6 },
  { mechanic: 'triggers/forest-chain', first: MW.ForestChain, words: 4 },
  { mechanic: 'markers/tremor-marker', first: MW.TremorUsed, words: 7 },
];

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
