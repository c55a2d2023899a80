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
  // -- Start and end of the turn (core/turn.ts startTurn / endTurn / applyMain; driver.ts step 7) --
  /**
   * Start of seat p's turn, in games with Cap.MovesRemembered, before the turn records clear: the
   * mechanic keeps what it needs of the ending turn's moves (Гном-поджигатель s1_35).
   */
  movesOfEndingTurn(s: GameState, p: number): void;
  /** Start of seat p's turn, after the incarnation tokens, while markers that move lie on the board (G.Tremor). */
  markersAtTurnStart(s: GameState, p: number): void;
  /** End of seat p's turn, before the next starts, while cell markers lie on the board (G.CellMarks): markers "до конца хода противника" expire. */
  markersAtTurnEnd(s: GameState, p: number): void;
  /**
   * END_TURN: true when "в конце хода" triggers are collected (G.EndingTurn set); the turn then
   * passes at driver.ts step 7 (endOfTurnDone). False: nobody listens, the core passes the turn now.
   */
  endOfTurnBegins(s: GameState): boolean;
  /** driver.ts step 7 with G.EndingTurn set: the end-of-turn triggers are done; clear it and pass the turn (core/turn.ts endTurn). */
  endOfTurnDone(s: GameState): void;

  // -- The Choice subphase: verbs and targets (core/turn.ts; hot: every call is behind a game's gate) --
  /** Has instance i lost its features now (Cap2.LosesFeatures games)? Then its verbs are `verbsWithoutFeatures`. */
  featuresLost(s: GameState, i: number): boolean;
  /** The verbs (bit set over Verb) of instance i, which has lost its features. */
  verbsWithoutFeatures(s: GameState, i: number): number;
  /** Is instance i held by a net now (Cap2.Net games)? It neither moves nor attacks. */
  netted(s: GameState, i: number): boolean;
  /** Is instance i obliged to strike a closed creature now (Cap.ForcedStrike games)? */
  obligedToStrike(s: GameState, i: number): boolean;
  /** Does one of seat p's cards owe such a strike (Cap.ForcedStrike games)? Seat p may not end the turn. */
  strikeObligationPending(s: GameState, p: number): boolean;
  /** legalMainFull, option forcedStrikeFirst: keep the SELECT actions of obliged cards among out[0 … n), returning the new count (order kept). */
  obligedSelections(s: GameState, out: Int32Array, n: number): number;
  /** An obliged card's strike targets: keep the closed creatures among out[0 … n), returning the new count (order kept). */
  obligedStrikeTargets(s: GameState, out: Int32Array, n: number): number;
  /** The verbs of instance i while its second strike is pending (G.TwiceSrc = i + 1); `abilityBits` its ability verbs. */
  secondStrikeVerbs(s: GameState, i: number, abilityBits: number): number;
  /** The second strike's targets: drop the first strike's target from out[0 … n), returning the new count (order kept). */
  secondStrikeTargets(s: GameState, out: Int32Array, n: number): number;
  /** Instance i is selected while a second strike is pending: "только подряд" — another card ends the chain. */
  secondStrikeCardSelected(s: GameState, i: number): void;
  /** END_TURN while a second strike is pending: it lapses. */
  secondStrikeTurnEnds(s: GameState): void;
  /** The stack item an 'executingStrike' ability `a` names at its declaration (a waiting strike or die); -1 if none. */
  executingStrikeOf(s: GameState, a: number): number;
  /**
   * Decision.Target sub-decisions owned by a mechanic, by G.TargetMode (index = TargetMode, 32
   * entries; null where the core owns the mode). Every field is present, null where the core does
   * that half itself. `legal`: the TARGET actions into `out`, returning their count. `apply`: apply
   * action `a`; true: the core resumes the engine loop (advance), false: a decision is pending or
   * the mechanic resumed it.
   */
  readonly targetChoices: readonly ({
    readonly legal: ((s: GameState, out: Int32Array) => number) | null;
    readonly apply: ((s: GameState, a: number) => boolean) | null;
  } | null)[];

  // -- Declarations (core/turn.ts applyTarget / declareAbility) --
  /**
   * Simple strike k of instance i at t was just declared, in Cap2.OptionalUnanswerable games: true
   * when its attacker is now asked whether it is unanswerable (the round stays closed).
   */
  askUnanswerable(s: GameState, k: number, i: number, t: number): boolean;
  /** Trigger item k just got its target: true when its further targets are asked now ("Два выбранных существа …"). */
  furtherTriggerTargets(s: GameState, k: number): boolean;
  /** Ability item k (Op.Relocate / Op.CellMarker) just declared: true when its cell is asked with the target (TargetMode.RelocateCell). */
  declarationCell(s: GameState, k: number): boolean;
  /** Ability item k with db.abHiddenPick, declared and nothing pending: true when the hidden cards it reaches are asked now (rulings s1_144, s1_198). */
  hiddenPick(s: GameState, k: number): boolean;

  // -- The engine loop (core/driver.ts) --
  /** 512.4: does the die of the non-strike item k wait in the window after the dice (ruling s1_185)? */
  dieWaitsOn(s: GameState, k: number): boolean;
  /** Step 2, in Cap2.WoundWindow games, after the rules effects: strike wounds may make the executing item wait in their window. */
  woundWindow(s: GameState): void;
  /** Step 3, in games with wide trigger kinds (s.trigKinds2[0]): stack item k is about to take its next step. */
  itemSteps(s: GameState, k: number): void;
  /** Step 4, while markers that move lie on the board (G.Tremor): true when a marker's placement or move is now asked. */
  markerDecisionPending(s: GameState): boolean;

  // -- Squads, summons, incarnation (core/squad.ts) --
  /**
   * Decision.Choose of an ability item (G.Selected) whose target is a creature in its controller's
   * graveyard: `legal` writes the CHOOSE actions into `out`, returning their count; `apply` applies
   * action `a`, true when the declaration is over (squad.ts applyChoose's contract).
   */
  readonly graveChoice: {
    readonly legal: (s: GameState, out: Int32Array) => number;
    readonly apply: (s: GameState, a: number) => boolean;
  };
  /** Decision.Choose of an ability item owned by its op's mechanic (index = Op, 256 entries), as graveChoice; null where the core owns it (a summon's card). */
  readonly chooseByOp: readonly (Hooks['graveChoice'] | null)[];
  /** A resurrection "изгнав …" (exileFirst) at item k of seat p is declared: ask the card to exile first. False: a decision is pending. */
  beginExileChoice(s: GameState, k: number, p: number): boolean;
  /** Is the pending Choose of item k the card to exile? */
  exileChoicePending(s: GameState, k: number): boolean;
  /** The card to exile named at item k (or none): true when the declaration is over. */
  applyExileChoice(s: GameState, k: number, a: number): boolean;
  /** The card named for exile at item k, NONE if none: it is not a resurrection candidate. */
  namedForExile(s: GameState, k: number): number;
  /** Before an exileFirst resurrection at item k executes: exile the named card; false when there is none (no resurrection). */
  exileNamed(s: GameState, k: number): boolean;
  /** After an exileFirst resurrection of t at item k: what the exiled card gives it. */
  exileResurrected(s: GameState, k: number, t: number): void;
  /** 535.7: the cells seat p's card that incarnates only onto a marker (db.tremor) may take, as TARGET actions into `out` (null: count). */
  markedIncarnationCells(s: GameState, p: number, out: Int32Array | null): number;
  /** 535.7: incarnate instance i (db.tremor) onto the marker at `cell`. */
  incarnateOnMarker(s: GameState, i: number, cell: number): void;

  // -- Movement (core/movement.ts) --
  /** 506: instance i moved from cell `from` to `dest`, in games with wide trigger kinds (s.trigKinds2[0]): its steps, one by one. */
  creatureStepped(s: GameState, i: number, from: number, dest: number): void;
  // <<< part: turn

  // >>> part: triggers and combat (core/triggers.ts, core/combat/*)
  // <<< part: triggers and combat

  // >>> part: systems (core/systems/* other than counters.ts)
  // <<< part: systems
}
