/**
 * The extension contract: the closed list of points where the rules core hands over to card mechanics.
 *
 * The core never imports a mechanic (docs/architecture.md, R1). Where a rule of the core meets a card's
 * text, it calls one property of its game's hooks, `s.hooks.<point>(…)`; `src/engine/mechanics/index.ts`
 * (the composition root) writes each point as the gated direct calls of the mechanics that listen, in
 * rules order, and the compiler hands that object to every CardDb (`db.hooks`, copied to `s.hooks`).
 *
 * Cost: a hook call is one field load and a call whose target V8 sees as constant (one target per
 * point), so it inlines as the direct call it replaced; the design measured 3.4 ns direct against
 * 3.6 ns through `game.hooks.x` (../shared/design/engine-architecture.md). Instruction counts gate it
 * (`berserk bench --instructions`).
 *
 * Adding a point: declare it in the part of the interface of the core area that calls it, with a
 * contract comment (when it is called, what it may change, what it returns), and write it in the same
 * part of mechanics/index.ts. docs/adding-a-mechanic.md walks through one.
 */
import type { GameState } from './state.js';

/**
 * One stack-item sub-decision (Decision.Amount at an ability item) owned by a mechanic, keyed by the
 * item's op code (`Hooks.opChoices`). Every field is present; null where the op has nothing to do.
 */
export interface OpChoice {
  /** Legal answers at item k into `out`, returning their count; null: the core offers the X amount. */
  readonly legal: ((s: GameState, k: number, out: Int32Array) => number) | null;
  /** Apply answer `a` at item k; the caller resumes the engine loop. null: the core applies it as X. */
  readonly apply: ((s: GameState, k: number, a: number) => void) | null;
  /** The largest X the item may name, given the core's bound `hi`. null: `hi`. */
  readonly bound: ((s: GameState, k: number, hi: number) => number) | null;
  /** After X was named at item k: the mechanic's follow-up (further targets …). null: none. */
  readonly afterAmount: ((s: GameState, k: number) => void) | null;
}

/**
 * An "N (или менее)" amount (db.abUpTo) whose bound or choice a mechanic owns, keyed by the sentinel
 * code (core/codes.ts UPTO_*; `Hooks.upTo`, 256 entries). Every field is present; null where unused.
 */
export interface UpToChoice {
  /** At the declaration (512.5.2), instead of asking X: the mechanic's own question (the core resumes the loop if it asked none). */
  readonly begin: ((s: GameState, k: number) => void) | null;
  /** Legal answers instead of 1 … N. */
  readonly legal: ((s: GameState, src: number, out: Int32Array) => number) | null;
  /** The bound N read from the state (card `src`). */
  readonly bound: ((s: GameState, src: number) => number) | null;
}

/** The hook points, grouped by the core area that calls them. */
export interface Hooks {
  // >>> part: sub-decisions (core/systems/counters.ts) -------------------------------------------------
  /** 123.2: instance i went from `before` to `after` counters. */
  countersGained(s: GameState, i: number, before: number, after: number): void;
  /** Decision.Amount at a strike item k (Feat.Strike): its legal answers (the strike's mechanics ask). */
  strikeChoiceLegal(s: GameState, k: number, out: Int32Array): number;
  /** Apply answer a to the strike item k's question. */
  strikeChoiceApply(s: GameState, k: number, a: number): void;
  /** Sub-decisions of ability items by op code (index = Op), null where the op has none. */
  readonly opChoices: readonly (OpChoice | null)[];
  /** "N (или менее)" sentinels by code (index = db.abUpTo value), null where none. */
  readonly upTo: readonly (UpToChoice | null)[];
  // <<< part: sub-decisions

  // >>> part: effects (core/effects.ts, core/death.ts, core/instance.ts, core/stack.ts)
  // <<< part: effects

  // >>> part: features (core/features.ts, core/instants.ts, core/targeting.ts)
  /**
   * Effect ops that a mechanic executes at an ability item (features.ts stepAbility), by op code (index = Op,
   * 256 entries); null where the core executes the op itself. Every field of an entry is present; null
   * where the op has nothing to do there.
   */
  readonly abilityOps: readonly ({
    /** 512.5.3 passed, not blocked: execute ability a of src at item k (target t) instead of queuing its effect (511). */
    readonly execute: ((s: GameState, k: number, a: number, src: number, t: number) => void) | null;
    /** At the item's next step, after its composite stages, before the payment: true while the op still has work (the item stays). */
    readonly resume: ((s: GameState, k: number, a: number) => boolean) | null;
    /** Tgt.ExecutingStrike: may ability a of src name the strike item k? null: the core's own test. Reads only. */
    readonly strikeUsable: ((s: GameState, src: number, a: number, k: number) => boolean) | null;
    /** Can instance i declare ability a now, as far as the op is concerned (instants.ts abilityUsable)? null: yes. Reads only. */
    readonly declarable: ((s: GameState, i: number, a: number) => boolean) | null;
  } | null)[];
  /**
   * Tgt.ExecutingStrike (512.5.3, instants.ts abilityUsable): the stack index of the item feature a names
   * now — a die's item, a waiting special strike or the waiting simple strike — or -1. Reads only.
   */
  executingStrikeOf(s: GameState, a: number): number;
  /** Tgt.OwnGraveCreature (512.5.3): is graveyard card t a legal target of a feature of seat `ctrl` now? Reads only. */
  graveTargetLegal(s: GameState, ctrl: number, t: number): boolean;
  /** A ranged attack at item k redirected to a new target: that target stays legal regardless of range and kind (512.5.3). Reads only. */
  redirectedAttackLegal(s: GameState, k: number): boolean;
  /** The attack / ability kinds card instance c has now (bits 1 << AttackKind), for an ability filter db.abFilterHas. Reads only. */
  attackKindsNow(s: GameState, c: number): number;
  /** db.abSplash: the further cards the effect at dst also reaches in the same game action, into `out`; their count. Reads only. */
  splashTargets(s: GameState, src: number, dst: number, out: Int32Array): number;
  /** Cap2.StrikeProtection, 511.3 (ruling s1_135): does protection from strikes stop ability a's effect at dst? Reads only. */
  struckTriggerStopped(s: GameState, a: number, src: number, dst: number): boolean;
  /** Cap2.StrikeValue: the wounds w of a special strike of src after the modifiers, as the strike's value rules read them. Reads only. */
  specialStrikeWounds(s: GameState, src: number, w: number): number;
  /**
   * 512.2 payment of a {tap} ranged ability a of a Cap.StrikesTwice card (db.twiceInRow) at `tgt`: true when
   * src stays open for a second strike in a row; may record that first strike in the state.
   */
  firstOfTwoLeavesOpen(s: GameState, src: number, a: number, tgt: number): boolean;
  /** Cap2.Net: is an attack feature of kind `kind` at card t blocked by a net? May remove the net. */
  attackBlockedByNet(s: GameState, t: number, kind: number): boolean;
  /** Cap2.StrikeBlockJump: is the attack of kind `kind` of item k by src at t blocked? May record the block. */
  attackBlockedByJump(s: GameState, k: number, src: number, t: number, kind: number): boolean;
  /** Op.DieDelta executing at item k (ability a of src, target t): the die mode's own effect ("черная метка"); true when done, else the core queues the die change. */
  dieFeatureEffect(s: GameState, k: number, a: number, src: number, t: number): boolean;
  /** db.abHiddenPick: the hidden cards picked for item k into `out`; their count. Reads only. */
  pickedHiddenCards(s: GameState, k: number, out: Int32Array): number;
  /** Tgt.EventPartners: the creatures of seat `seat` that stood in formation with the dead card, into `out`; their count. Reads only. */
  partnersOfDead(s: GameState, seat: number, dead: number, out: Int32Array): number;
  /** Tgt.OppositeEnemy: the enemy creature on the cell in front of src, or NONE. Reads only. */
  oppositeEnemy(s: GameState, src: number): number;
  /** A composite stage's counted X (CompositeStage.x) for src, at most `max` (0 = no cap). Reads only. */
  stageX(s: GameState, src: number, x: import('../vocab/ability.js').StageX, max: number): number;
  /** Cap2.Net: is instance i netted (it declares no ability)? Reads only. */
  netted(s: GameState, i: number): boolean;
  /** db.abJump (506.7): can instance i declare its "Прыжок" ability a now? Reads only. */
  jumpUsable(s: GameState, i: number, a: number): boolean;
  /** Cap2.LuresFlyers: may attack feature abil of src name card t (a flyer's attacks only at the luring cards)? Reads only. */
  lurePasses(s: GameState, src: number, t: number, abil: number): boolean;
  /** Target filter TF_UNHURT: has card t taken no wounds from attacks this turn? Reads only. */
  unhurtByAttacksThisTurn(s: GameState, t: number): boolean;
  /** Target filter TF_STRIKE_WOUNDED: was card t wounded by the strike whose window is open (for src's feature)? Reads only. */
  woundedByStrikeNow(s: GameState, src: number, t: number): boolean;
  /** Tgt.NextToEventCard / EnemyNextToEventCard: the cell of the event card that trigger abil of src refers to. Reads only. */
  eventAnchorCell(s: GameState, src: number, abil: number): number;
  /** Tgt.NextToEventCard: does card t stand next to the cell `cell`? Reads only. */
  nextToCell(s: GameState, cell: number, t: number): boolean;
  // <<< part: features

  // >>> part: turn (core/turn.ts, core/driver.ts, core/squad.ts, core/movement.ts)
  // <<< part: turn

  // >>> part: triggers and combat (core/triggers.ts, core/combat/*)
  // <<< part: triggers and combat

  // >>> part: systems (core/systems/* other than counters.ts)
  // <<< part: systems
}
