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
  // -- 511 application (core/effects.ts) --
  /**
   * 511.6: the application of an effect op the core does not apply itself, by op code (index = Op;
   * null: nothing to apply). Called with the queued effect's fields; for the ops on a waiting stack
   * item (Op.DieDelta, Op.StrikeCap) dst is the item's index, and for Op.DieDelta `type` names the die
   * (0 attacker, 1 struck, > 1 a die mode). The hot ops (wound, heal, extra lives, close, open, poison)
   * stay inline in the core.
   */
  readonly effectOps: readonly (((s: GameState, src: number, dst: number, amount: number, type: number) => void) | null)[];
  /**
   * 511.6: `amount` (> 0) wounds of `type` from src were applied to dst, after the core's own records
   * (turn record) and before its log and events. Called only in games where something records
   * wounds: G.Caps Cap.HuntMark, G.Caps2 Cap2.WoundHistory or Cap2.WoundWindow, or a forest-chain
   * listener (trigKinds2 FOREST_CHAIN_BIT); each mechanic keeps its own gate inside.
   */
  woundApplied(s: GameState, src: number, dst: number, amount: number, type: number): void;
  /** 511.6: a heal of at least one wound by src was applied (games with a forest-chain listener, trigKinds2 FOREST_CHAIN_BIT). */
  healApplied(s: GameState, src: number): void;
  /** Before the preventions (533): how many wounds more dst takes from src's attack of `type` (games with Cap2.Lantern; the core adds them). */
  woundsAdded(s: GameState, src: number, dst: number, type: number): number;
  /**
   * Вампиризм, after src's wound of `amount` (of `type`) was applied to dst, which has `livesAfter`
   * lives left: the vampire's heal to apply (0: none). The core tests Kw.Vampirism of src first.
   */
  vampireHeal(s: GameState, src: number, dst: number, amount: number, type: number, livesAfter: number): number;
  /** Op.Vampirism: heal vampire dst by `amount`, the rest becomes extra lives (capped). Returns healed | extra << 8. */
  healVampire(s: GameState, dst: number, amount: number): number;
  /**
   * Games with Cap2.HealGate, an effect queue not empty: the vampire's heal (src the wounded card, dst
   * the vampire) goes into the queue right after its head, to pass through 511 itself.
   */
  queueVampireHeal(s: GameState, src: number, dst: number, amount: number, type: number): void;
  /** Op.ExtraLives: how many of `n` extra lives dst may gain ("Максимум N {health}"); 0 … n. */
  extraLivesRoom(s: GameState, dst: number, n: number): number;
  /** 511.4, games with Cap2.HealGate: the head effect has reached its replacement step (a first heal of the turn is noted). */
  replacementStepReached(s: GameState): void;
  /**
   * 534, a replacement's match with `firstHealOf` or `holderLives`, held by `inst`, for the head effect
   * on dst: do the first-heal and holder-lives conditions hold?
   */
  healMatchHolds(s: GameState, inst: number, m: import('../vocab/ability.js').EffectMatch, dst: number): boolean;
  /** 534.5: a 'double' replacement doubled the head effect of game action `action`. */
  effectDoubled(s: GameState, action: number): void;
  // -- the battle zone (core/instance.ts, core/death.ts) --
  /** A card with per-card Cap.MoveLimit moved on the battlefield (games with Cap.MoveLimit; instance.ts relocate). */
  limiterMoved(s: GameState, i: number): void;
  /** Cards next to each other changed: a card moved on the battlefield or left the battle zone (games with Cap2.Strangle). */
  neighboursChanged(s: GameState): void;
  /**
   * Card i leaves the battle zone, still with its battle values (games with Cap2.TakesFeatures,
   * Cap2.GrantsStrike or Cap2.CopiesFeatures): features lost or taken "until …" come back.
   */
  leavingBattle(s: GameState, i: number): void;
  /** Creature i dies of its wounds, before it leaves (games where a card listens to Trig.EnemyDiesOfPoison). */
  diesOfWounds(s: GameState, i: number): void;
  // -- timed effects, modifiers, movement limits, amounts (core/systems/durations.ts, modifiers.ts, move-limit.ts, amounts.ts) --
  /** A grant with a next-throw entry (db.grantNextThrow code) reaches dst for turns from … until. */
  grantNextThrow(s: GameState, dst: number, code: number, from: number, until: number): void;
  /** The start of the turn a bomb (TimedKind.Bomb, its amount `v`) was set for: it explodes. */
  bombExplodes(s: GameState, v: number): void;
  /** The start of the turn a delayed row spell (TimedKind.RowSpell, its amount `v`) was set for: it fires. */
  rowSpellFires(s: GameState, v: number): void;
  /** A granted magic strike of card i (TimedKind.Armed) ends unused with its turn. */
  armedStrikeEnds(s: GameState, i: number): void;
  /** Games with Cap2.Unlowerable: is a timed strike penalty `amount` on card i ignored? */
  strikePenaltyIgnored(s: GameState, i: number, amount: number): boolean;
  /** A modifier's condition "vs a marked prey": is card i marked as prey? */
  preyMarked(s: GameState, i: number): boolean;
  /** Games with Cap2.RowAttackCap: the wounds `w` (≥ 0) of src's attack of kind `dmg` after the row caps. */
  attackWoundCap(s: GameState, src: number, w: number, dmg: number): number;
  /** Movement limits (a timed table not empty): is card i held on its cell, so that it may not start moving? */
  heldOnCell(s: GameState, i: number): boolean;
  /** Games with Cap2.Strangle: the «удушение» markers on card i (one or more: it may not start moving). */
  strangleMarkers(s: GameState, i: number): number;
  /** Amount 'targetStayedLastEnemyTurn' (AmountFrom.TargetStayedLastEnemyTurn) aimed at t. */
  stayedLastTurnBonus(s: GameState, t: number): number;
  /** Amount 'eventPoison' (AmountFrom.EventPoison): the poison of the creature whose death fired the trigger. */
  eventPoisonAmount(s: GameState): number;
  // <<< part: effects

  // >>> part: features (core/features.ts, core/instants.ts, core/targeting.ts)
  // <<< part: features

  // >>> part: turn (core/turn.ts, core/driver.ts, core/squad.ts, core/movement.ts)
  // <<< part: turn

  // >>> part: triggers and combat (core/triggers.ts, core/combat/*)
  // <<< part: triggers and combat

  // >>> part: systems (core/systems/* other than counters.ts)
  // <<< part: systems
}
