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
  // <<< part: features

  // >>> part: turn (core/turn.ts, core/driver.ts, core/squad.ts, core/movement.ts)
  // <<< part: turn

  // >>> part: triggers and combat (core/triggers.ts, core/combat/*)
  // <<< part: triggers and combat

  // >>> part: systems (core/systems/* other than counters.ts)
  /** A creature that died was a flyer then (games with Cap2.GainsFlight: flight may have been gained; mechanics/movement/flight.ts). */
  diedAsFlyer(s: GameState, dead: number): boolean;
  /** Attacker `a` missed its simple strike at `struck` (games with Cap.AttackEvents): "при промахе" events. */
  strikeMissed(s: GameState, a: number, struck: number): void;
  /** The amount of a RangedAttackMade event: the attacked card t's cell (-1 off the battlefield). */
  attackedCell(s: GameState, t: number): number;
  /** A first strike of attacker a is spent now (games with Cap2.FirstStrike): true when the counter-strike is not answered. */
  spendFirstStrike(s: GameState, a: number): boolean;
  /** The executing unanswerable strike was declared as an ordinary one (games with Cap2.OptionalUnanswerable). */
  declinedUnanswerable(s: GameState): boolean;
  /** The first of two strikes of attacker a at `target` is paid: true when a stays open (Cap.StrikesTwice). */
  payFirstOfTwo(s: GameState, a: number, target: number): boolean;
  /** The reduction named on strike value `d` of the item at k (the die window, 534 strike stages). */
  strikeValueCut(s: GameState, k: number, d: number): number;
  /** An attack of `kind` by `a` at t (item k) is blocked by a feature of t (the attacker still pays). */
  attackBlockedByJump(s: GameState, k: number, a: number, t: number, kind: number): boolean;
  /** May creature c be named as the new target of the waiting strike ("на стоящее рядом с ней существо")? */
  redirectTargetOk(s: GameState, c: number): boolean;
  /** The attack / ability kinds card instance c has now (bits 1 << AttackKind). */
  typesOf(s: GameState, c: number): number;
  /** The cell `dst` would be pushed to by `src`, or -1 when it cannot be. */
  pushCell(s: GameState, src: number, dst: number): number;
  /** Formation (pools with a copier): is battlefield card i a copier of its partners' formation bonuses now? */
  isFormationCopier(s: GameState, i: number): boolean;
  /** Copier i takes the formation bonuses of the partners it stands with now. */
  copyFormationBonuses(s: GameState, i: number): void;
  /** Extra strike cells (a bit mask) of instance i at `cell` (games with Cap2.StrikeRange2). */
  extraStrikeCells(s: GameState, i: number, cell: number): number;
  /** X of a delayed row spell of src for board row `row` (Trig.DelayedRowSpell). */
  rowSpellX(s: GameState, src: number, row: number): number;
  /** An ability that places a marker on a cell: keep only the cell targets of the n ids in buf, into out (null: count). */
  cellTargetsOnly(buf: Int32Array, n: number, out: Int32Array | null): number;
  /** A further target j of the ranged item at k that a redirect named: legal while in the battle zone and not the attacker. */
  redirectedSlotLegal(s: GameState, k: number, j: number, t: number): boolean;
  /** A ranged ability with a bomb (db.abBomb): place it on the cell of its first target t. */
  placeBomb(s: GameState, src: number, t: number, amount: number): void;
  /** An attack of `kind` at t executes: true when a net on t blocks it (the net goes). Games with Cap2.Net. */
  netBlocksAttack(s: GameState, t: number, kind: number): boolean;
  /** How many other shots or throws wounded i this turn. */
  shotWoundsThisTurn(s: GameState, i: number): number;
  /** The granted one-use strike of src was used: the grant ends. */
  grantedStrikeUsed(s: GameState, src: number): void;
  /** "Снимите X дополнительных жизней" at execution of item k: the X removed, or -1 when src no longer lives. */
  spendExtraLives(s: GameState, k: number, src: number): number;
  // <<< part: systems
}
