/**
 * The extension contract: the closed list of points where the rules core hands over to card mechanics.
 *
 * The core never imports a mechanic (docs/architecture.md, R1). Where a rule of the core meets a card's
 * text, it calls one property of its game's hooks, `s.hooks.<point>(…)`; `src/engine/mechanics/index.ts`
 * (the composition root) writes each point as the gated direct calls of the mechanics that listen, in
 * rules order, and the compiler hands that object to every CardDb (`db.hooks`), the default of a Game of that db
 * (core/game-value.ts; a Game may carry another), and a state reads its Game's as `s.hooks`.
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
import type { Ability } from '../vocab/ability.js';
import type { CardDef } from '../vocab/card.js';
import type { CardDb } from './card-db.js';

/**
 * The owner of a sub-decision (Decision.Choice): a question asked at stack item k = G.Selected
 * (core/systems/choice.ts askChoice), answered by its item's owner. core/systems/choice.ts
 * choiceOwner resolves the owner from the item alone — a strike's mechanics (`Hooks.strikeChoice`),
 * the core's "either", an op's mechanic (`Hooks.opChoices`), an "N (или менее)" sentinel's mechanic
 * (`Hooks.upToChoices`), else the core's X (core/systems/counters.ts X_AMOUNT) — and every owner has
 * this one shape. A mechanic that names an X as the core does (its own bound, a follow-up after it)
 * builds on counters.ts xAnswers / applyX.
 */
export interface SubDecision {
  /** The legal answers at item k into `out` (AMOUNT + x; TARGET + cell or PASS where a creature is named), returning their count. Reads only. */
  readonly legal: (s: GameState, k: number, out: Int32Array) => number;
  /**
   * Apply answer `a` (one of `legal`'s) at item k; the decision is already None and the caller
   * resumes the engine loop. It clears G.Selected when the question is over, or asks the next one.
   */
  readonly apply: (s: GameState, k: number, a: number) => void;
}

/** The hook points, grouped by the core area that calls them. */
export interface Hooks {
  // >>> part: sub-decisions (core/systems/counters.ts) -------------------------------------------------
  /** 123.2: instance i went from `before` to `after` counters. */
  countersGained(s: GameState, i: number, before: number, after: number): void;
  /** The sub-decision at a simple strike's item (Feat.Strike): its strike mechanics', in the order they ask. */
  readonly strikeChoice: SubDecision;
  /** The sub-decision at an ability item whose op a mechanic owns (index = Op, 256 entries), null where none. */
  readonly opChoices: readonly (SubDecision | null)[];
  /** What the core reads of each op code at its rule moments (core/enums.ts OpTrait bits; index = op, 256 entries; 0 for the core's ops). */
  readonly opTraits: Uint8Array;
  /** The X of an "N (или менее)" whose sentinel N (db.abUpTo, core/codes.ts UPTO_*) a mechanic reads, by code (256 entries), null where none. */
  readonly upToChoices: readonly (SubDecision | null)[];
  /**
   * 512.5.2, an "N (или менее)" (db.abUpTo = `code`, not 0) declared at item k: true when the
   * mechanic of the sentinel asks its own questions instead of the X (the core resumes the engine
   * loop if none is pending); false: the core asks the X (a sub-decision).
   */
  upToDeclared(s: GameState, k: number, code: number): boolean;
  // <<< part: sub-decisions

  // >>> part: effects (core/effects.ts, core/death.ts, core/instance.ts, core/stack.ts)
  // -- 511 application (core/effects.ts) --
  /**
   * 511.6: the application of an effect op the core does not apply itself, by op code (index = Op;
   * null: nothing to apply). Called with the queued effect's fields; for the ops on a waiting stack
   * item (Op.DieDelta, an OpTrait.OnStrikeItem op) dst is the item's index, and for Op.DieDelta `type` names the die
   * (0 attacker, 1 struck, > 1 a die mode). The hot ops (wound, heal, extra lives, close, open, poison)
   * stay inline in the core.
   */
  readonly effectOps: readonly (((s: GameState, src: number, dst: number, amount: number, type: number) => void) | null)[];
  /**
   * 511.6: `amount` (> 0) wounds of `type` from src were applied to dst, after the core's own records
   * (turn record) and before its log and events. Called only in games where something records
   * wounds: G.Gates Gate.WoundNoted, or a forest-chain
   * listener (trigKinds2 FOREST_CHAIN_BIT); each mechanic keeps its own gate inside.
   */
  woundApplied(s: GameState, src: number, dst: number, amount: number, type: number): void;
  /** 511.6: a heal of at least one wound by src was applied (games with a forest-chain listener, trigKinds2 FOREST_CHAIN_BIT). */
  healApplied(s: GameState, src: number): void;
  /** Before the preventions (533): how many wounds more dst takes from src's attack of `type` (games with Gate.WoundsAdded; the core adds them). */
  woundsAdded(s: GameState, src: number, dst: number, type: number): number;
  /**
   * 511.6, after src's wound of `amount` (of `type`) was applied to dst, which has `livesAfter` lives
   * left: the heal src takes for the wound it dealt (0: none; today Вампиризм). The core tests
   * Kw.Vampirism of src first.
   */
  healAfterWoundDealt(s: GameState, src: number, dst: number, amount: number, type: number, livesAfter: number): number;
  /** Op.Vampirism, the heal after a wound dealt: heal dst by `amount`, the rest becomes extra lives (capped). Returns healed | extra << 8. */
  healOverflowToExtraLives(s: GameState, dst: number, amount: number): number;
  /**
   * Games with Gate.HealSteps, an effect queue not empty: the heal after a wound dealt (src the wounded
   * card, dst the card that dealt it) goes into the queue right after its head, to pass through 511 itself.
   */
  queueHealAfterWound(s: GameState, src: number, dst: number, amount: number, type: number): void;
  /** Op.ExtraLives: how many of `n` extra lives dst may gain ("Максимум N {health}"); 0 … n. */
  extraLivesRoom(s: GameState, dst: number, n: number): number;
  /** 511.4, games with Gate.HealSteps: the head effect has reached its replacement step (a first heal of the turn is noted). */
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
  /** Cards next to each other changed: a card moved on the battlefield or left the battle zone (games with Gate.NeighboursChanged). */
  neighboursChanged(s: GameState): void;
  /**
   * Card i leaves the battle zone, still with its battle values (games with
   * Gate.LeavingBattle): features lost or taken "until …" come back.
   */
  leavingBattle(s: GameState, i: number): void;
  /** Creature i dies of its wounds, before it leaves (games where a card listens to Trig.EnemyDiesOfPoison). */
  diesOfWounds(s: GameState, i: number): void;
  // -- timed effects, modifiers, movement limits, amounts (core/systems/durations.ts, modifiers.ts, move-limit.ts, amounts.ts) --
  /** A grant with a bonus to dst's next ranged attack (db.grantNextThrow code; spent by `rangedBonusTaken`) reaches dst for turns from … until. */
  rangedBonusGranted(s: GameState, dst: number, code: number, from: number, until: number): void;
  /** The start of the turn a delayed effect on a cell (TimedKind.Bomb, its amount `v`) was set for: it takes effect. */
  delayedCellEffectDue(s: GameState, v: number): void;
  /** The start of the turn a delayed effect on a board row (TimedKind.RowSpell, its amount `v`) was set for: it takes effect. */
  delayedRowEffectDue(s: GameState, v: number): void;
  /** A granted strike of card i (TimedKind.Armed) lapses unused with its turn. */
  grantedStrikeLapses(s: GameState, i: number): void;
  /** Games with Gate.UnlowerableStrikes: is a timed strike penalty `amount` on card i ignored? */
  strikePenaltyIgnored(s: GameState, i: number, amount: number): boolean;
  /** A modifier's condition on the other card (db.mods.vsPrey): does card i carry the marker it names? */
  markedForModifier(s: GameState, i: number): boolean;
  /** Games with Gate.AttackWoundCap: the wounds `w` (≥ 0) of src's attack of kind `dmg` after the row caps. */
  attackWoundCap(s: GameState, src: number, w: number, dmg: number): number;
  /** Movement limits (a timed table not empty): is card i held on its cell, so that it may not start moving? */
  heldOnCell(s: GameState, i: number): boolean;
  /** Amount 'targetStayedLastEnemyTurn' (AmountFrom.TargetStayedLastEnemyTurn) aimed at t. */
  stayedLastTurnBonus(s: GameState, t: number): number;
  /** Amount 'eventPoison' (AmountFrom.EventPoison): the poison of the creature whose death fired the trigger. */
  eventPoisonAmount(s: GameState): number;
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
  /** The further cards an effect at dst also reaches in the same game action (db.abSplash), into `out`; their count. Reads only. */
  furtherCardsReached(s: GameState, src: number, dst: number, out: Int32Array): number;
  /** Gate.StruckTriggerStopped, 511.3 (ruling s1_135): does protection from strikes stop ability a's effect at dst? Reads only. */
  struckTriggerStopped(s: GameState, a: number, src: number, dst: number): boolean;
  /** Gate.SpecialStrikeWounds: the wounds w of a special strike of src after the modifiers, as the strike's value rules read them. Reads only. */
  specialStrikeWounds(s: GameState, src: number, w: number): number;
  /**
   * 512.2 payment of a {tap} ranged ability a of a Cap.StrikesTwice card (db.twiceInRow) at `tgt`: true when
   * src stays open for a further strike in a row (a strike series); may record that first strike in the state.
   */
  abilityPaidLeavesOpen(s: GameState, src: number, a: number, tgt: number): boolean;
  /** Gate.Netted: is an attack feature of kind `kind` at card t blocked by t's own state (no effects, still paid)? May end that state. */
  attackAtTargetBlocked(s: GameState, t: number, kind: number): boolean;
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
  /** Gate.Netted: is instance i barred from acting (it may not move and declares no ability)? Reads only. */
  barredFromActing(s: GameState, i: number): boolean;
  /** db.abJump (506.7): can instance i declare its ability a, usable "вместо движения", now? Reads only. */
  insteadOfMoveUsable(s: GameState, i: number, a: number): boolean;
  /** Gate.AttackTargetsLimited: may attack feature abil of src name card t (its attacks limited to some cards by card text)? Reads only. */
  attackTargetAllowed(s: GameState, src: number, t: number, abil: number): boolean;
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
  // -- Start and end of the turn (core/turn.ts startTurn / endTurn / applyMain; driver.ts step 7) --
  /**
   * Start of seat p's turn, in games with Gate.TurnEndMoves, before the turn records clear: the
   * mechanic keeps what it needs of the ending turn's moves (Гном-поджигатель s1_35).
   */
  movesOfEndingTurn(s: GameState, p: number): void;
  /** Start of seat p's turn, after the incarnation tokens, while markers that move lie on the board (G.MovingMarkers). */
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
  /** Has instance i lost its features now (Gate.FeaturesLost games)? Then its verbs are `verbsWithoutFeatures`. */
  featuresLost(s: GameState, i: number): boolean;
  /** The verbs (bit set over Verb) of instance i, which has lost its features. */
  verbsWithoutFeatures(s: GameState, i: number): number;
  /** Must instance i strike (a closed creature) now (Gate.StrikeObligation games)? Then its only verb is the strike. */
  mustStrike(s: GameState, i: number): boolean;
  /** Must one of seat p's cards strike so (Gate.StrikeObligation games)? Seat p may not end the turn. */
  seatMustStrike(s: GameState, p: number): boolean;
  /** legalMainFull, option forcedStrikeFirst: keep the SELECT actions of cards that must strike among out[0 … n), returning the new count (order kept). */
  keepMustStrikeSelections(s: GameState, out: Int32Array, n: number): number;
  /** The strike targets of a card that must strike: keep the closed creatures among out[0 … n), returning the new count (order kept). */
  keepMustStrikeTargets(s: GameState, out: Int32Array, n: number): number;
  /** The verbs of instance i while it may strike again in a row (a strike series: G.SecondStrike = i + 1); `abilityBits` its ability verbs. */
  strikeSeriesVerbs(s: GameState, i: number, abilityBits: number): number;
  /** The targets of the series' next strike: drop the cards its earlier strikes were at from out[0 … n), returning the new count (order kept). */
  strikeSeriesTargets(s: GameState, out: Int32Array, n: number): number;
  /** Instance i is selected while a strike series is open: "только подряд" — another card ends the series. */
  cardSelectedInStrikeSeries(s: GameState, i: number): void;
  /** END_TURN while a strike series is open: it ends. */
  turnEndsInStrikeSeries(s: GameState): void;
  /**
   * Decision.Verb chose ability ab of the selected card (applyVerb): the target mode its target is
   * asked in — TargetMode.Verb (0) when the core asks it as any ability's, else a mechanic's mode
   * (mechanics/ids.ts MechTargetMode: a jump's cell), whose `targetChoices` entry answers it. Reads only.
   */
  verbTargetMode(s: GameState, ab: number): number;
  /**
   * Decision.Target sub-decisions owned by a mechanic, by G.TargetMode (index = the mode,
   * TARGET_MODE_COUNT entries; mechanics/ids.ts MechTargetMode; null at the core's own modes,
   * core/enums.ts TargetMode). `legal`: the TARGET actions into `out`, returning their count. `apply`:
   * apply action `a`; true: the core resumes the engine loop (advance), false: a decision is pending
   * or the mechanic resumed it. Both are present at every mechanic mode.
   */
  readonly targetChoices: readonly ({
    readonly legal: (s: GameState, out: Int32Array) => number;
    readonly apply: (s: GameState, a: number) => boolean;
  } | null)[];

  // -- Declarations (core/turn.ts applyTarget / declareAbility) --
  /**
   * Simple strike k of instance i at t was just declared, in Gate.UnanswerableDeclared games: true
   * when its attacker is now asked whether it is unanswerable (the round stays closed).
   */
  askUnanswerable(s: GameState, k: number, i: number, t: number): boolean;
  /** Trigger item k just got its target: true when its further targets are asked now ("Два выбранных существа …"). */
  furtherTriggerTargets(s: GameState, k: number): boolean;
  /** Ability item k of an OpTrait.CellAtDeclaration op just declared: true when its cell is asked with the target (a mechanic's target mode). */
  declarationCell(s: GameState, k: number): boolean;
  /** Ability item k with db.abHiddenPick, declared and nothing pending: true when the hidden cards it reaches are asked now (rulings s1_144, s1_198). */
  hiddenPick(s: GameState, k: number): boolean;

  // -- The engine loop (core/driver.ts) --
  /** 512.4: does the die of the non-strike item k wait in the window after the dice (ruling s1_185)? */
  dieWaitsOn(s: GameState, k: number): boolean;
  /** Step 2, in Gate.WoundWindow games, after the rules effects: strike wounds may make the executing item wait in their window. */
  woundWindow(s: GameState): void;
  /** Step 3, in games with wide trigger kinds (s.trigKinds2[0]): stack item k is about to take its next step. */
  itemSteps(s: GameState, k: number): void;
  /** Step 4, while markers that move lie on the board (G.MovingMarkers): true when a marker's placement or move is now asked. */
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
  /** A resurrection with a condition ("изгнав …", exileFirst) at item k of seat p is declared: ask what the condition names first. False: a decision is pending. */
  resurrectionDeclared(s: GameState, k: number, p: number): boolean;
  /** Is the pending Choose of item k the resurrection's condition (the card to exile), not the card to resurrect? */
  resurrectionChoicePending(s: GameState, k: number): boolean;
  /** The condition's answer at item k (the card to exile, or none): true when the declaration is over. */
  applyResurrectionChoice(s: GameState, k: number, a: number): boolean;
  /** The card the condition of item k named (to exile), NONE if none: it is not a resurrection candidate. */
  excludedFromResurrection(s: GameState, k: number): number;
  /** Before a resurrection with a condition (exileFirst) at item k executes: meet it (exile the named card); false when it cannot be met (no resurrection, "при этом"). */
  beforeResurrection(s: GameState, k: number): boolean;
  /** After a resurrection with a condition (exileFirst) of t at item k: what the condition gives it (the exiled card's values). */
  afterResurrection(s: GameState, k: number, t: number): void;
  /** 535.7: the cells seat p's card that incarnates only onto a marker (db.tremor) may take, as TARGET actions into `out` (null: count). */
  markedIncarnationCells(s: GameState, p: number, out: Int32Array | null): number;
  /** 535.7: incarnate instance i (db.tremor) onto the marker at `cell`. */
  incarnateOnMarker(s: GameState, i: number, cell: number): void;

  // -- Movement (core/movement.ts) --
  /** 506: instance i moved from cell `from` to `dest`, in games with wide trigger kinds (s.trigKinds2[0]): its steps, one by one. */
  creatureStepped(s: GameState, i: number, from: number, dest: number): void;
  // <<< part: turn

  // >>> part: triggers and combat (core/triggers.ts, core/combat/*)
  // -- The simple strike's stages (core/combat/simple-strike.ts, digest §5.2), in the order it reaches them.
  /**
   * Step 0, before the 512.5.3 legality check (games with Gate.EffectStrikes): is item k a strike made
   * by a feature's effect, whose start (its own legality, declaration, reserve) the mechanic has run?
   * True: the core returns (the item may be removed or moved on to a later step).
   */
  strikeStart(s: GameState, k: number): boolean;
  /**
   * Step 0, the strike of `a` at `t` legal and reserved, before a defender is asked (games with a
   * Gate.StrikeTargetStage): STRIKE_GOES_ON, STRIKE_BLOCKED (no fight, still paid: the core
   * moves it to the payment step) or STRIKE_WAITS (a question is pending on the item).
   */
  strikeTargetResolution(s: GameState, k: number, a: number, t: number): number;
  /** The dice (§5.3, games with Gate.EffectStrikes): does the struck card of item k roll as a closed card (no die)? */
  struckRollsClosed(s: GameState, k: number, struck: number): boolean;
  /**
   * The dice were rolled (games with Gate.StrikeDiceRolled): `da` / `dd` the bare dice of `a` and `struck`
   * (dd < 0: none), the item's RollA / RollD written. May change them or ask a die choice (a sub-decision, Decision.Choice).
   */
  strikeDiceRolled(s: GameState, k: number, a: number, struck: number, da: number, dd: number): void;
  /**
   * Step 4, before anything is recorded or dealt (games with Gate.StrikeEffectsStage), tier
   * `ta` of the attacker's strike: may block the strike (StFlag.Blocked) or the counter-strike (tier 0).
   * True when a question is asked: the strike waits at this step and is re-entered.
   */
  strikeBeforeEffects(s: GameState, k: number, a: number, struck: number, ta: number): boolean;
  /** May the strike of instance i be lowered (its tier capped, its value cut)? True but for a card whose text forbids it. */
  strikeLowerable(s: GameState, i: number): boolean;
  /**
   * The attacker's wound `w` (≥ 0, after both cards' modifiers) to `struck` once the strike's caps and
   * cuts apply (games with Gate.StrikeWoundCuts); never below 0.
   */
  strikeWound(s: GameState, a: number, struck: number, w: number): number;
  /** The same for the counter-strike's wound `w` from `struck` to the attacker `a`. */
  counterStrikeWound(s: GameState, a: number, struck: number, w: number): number;
  /** Step 5, the payment (games with Gate.EffectStrikes): true when the mechanic paid and removed item k (a strike of an effect). */
  strikePaid(s: GameState, k: number, a: number): boolean;
  /**
   * Defenders by card text beside §5.5's (games with Gate.DefendersByText), for an attacked ground card
   * of seat p: DEFEND / DEFEND_AUX ids written from out[n0] when `out` is given; returns how many.
   */
  defendersByText(s: GameState, p: number, out: Int32Array | null, n0: number): number;
  // -- Attack targets (core/combat/targets.ts) and ranged attacks (core/combat/ranged.ts).
  /** The enemy cells (a bit mask) instance i's attack targets are limited to (games with Gate.AttackTargetsLimited; today a lure of flyers): its targets are only there; 0: no limit. */
  attackTargetCells(s: GameState, i: number): number;
  /** Keep, of the target ids out[n0 .. n0+n), those naming a cell of mask m; returns the new count. */
  keepTargetsOnCells(out: Int32Array, n0: number, n: number, m: number): number;
  /** A ranged attack of `kind` by `a` executes (games with Gate.RangedBonus): the bonus to its value it takes (and spends). */
  rangedBonusTaken(s: GameState, a: number, kind: number): number;
  /**
   * An attack of `kind` by `a` at `t` (item k) executes (games with Gate.AttackBlocked): true when a
   * feature of t blocks it (no effect, still paid); a question may then be pending.
   */
  attackBlocked(s: GameState, k: number, a: number, t: number, kind: number): boolean;
  // -- Triggers (core/triggers.ts, 511.7).
  /**
   * eventMatches, the event's kind and cards already matched: does the card-text condition of trigger
   * `a` (point `trig`) of inst hold for the event (subject, other, amount)? Asked only from the cases
   * of eventMatches whose condition a mechanic owns; true for any other point.
   */
  triggerConditionHolds(s: GameState, trig: number, inst: number, a: number, subject: number, other: number, amount: number): boolean;
  /**
   * A trigger condition a mechanic owns through its ability data word (db.abMech[a] !== 0, mechanics/ids.ts
   * MechWord), at ANY trigger point: asked by triggers.ts offer after the point matched the event
   * (kind, subject, other, amount, type) and the core's own conditions held; false drops the trigger.
   * Only abilities with a word pay a call: a new condition needs no core case. Reads only.
   */
  mechTriggerCondition(s: GameState, inst: number, a: number, subject: number, other: number, amount: number, type: number): boolean;
  /** "{first}: …" / "{second}: …": does the order condition `code` (db.abIfOrder, not 0) of a trigger of inst hold now? */
  triggerOrderHolds(s: GameState, inst: number, code: number): boolean;
  /** A collection of triggers is done (games with Gate.TriggersCollected): may drop triggers among [start, n); returns the new count. */
  triggersCollected(s: GameState, start: number, n: number): number;
  /** The collected trigger seat p must declare next, before any other (games with Gate.TriggerDeclaring), or -1. */
  forcedTrigger(s: GameState, p: number): number;
  /** Collected trigger k (ability a of inst) is about to be declared (games with Gate.TriggerDeclaring): may collect more. */
  triggerDeclaring(s: GameState, k: number, a: number, inst: number): void;
  /**
   * The item of a trigger (ability a) was just pushed at `item` (games where triggerItemNeedsData): it
   * keeps the event's data it needs — the event's card `other`, its `amount`, the `attacked` creature.
   */
  triggerItemPushed(s: GameState, item: number, a: number, other: number, amount: number, attacked: number): void;
  /** A trigger at `item` targets an own graveyard creature: its choice begins. True when nothing is pending (withdrawn). */
  graveTargetChoice(s: GameState, item: number): boolean;
  /** A trigger `a` of inst at `item` teleports next to the event's card: the cell is asked. False while asked; true when withdrawn. */
  relocateNearDeclared(s: GameState, item: number, inst: number, a: number, eventCard: number): boolean;
  // <<< part: triggers and combat

  // >>> part: systems (core/systems/* other than counters.ts)
  /** A creature that died was a flyer then (games with Gate.GainedFlight: flight may have been gained; mechanics/movement/flight.ts). */
  diedAsFlyer(s: GameState, dead: number): boolean;
  /** Attacker `a` missed its simple strike at `struck` (games with Cap.AttackEvents): "при промахе" events. */
  strikeMissed(s: GameState, a: number, struck: number): void;
  /** The amount of a RangedAttackMade event: the attacked card t's cell (-1 off the battlefield). */
  attackedCell(s: GameState, t: number): number;
  /** Counter-strike tier (games with Gate.FirstStrike): does attacker a's strike become unanswerable now ("первый за ход … становится безответным", spent here)? */
  strikeBecomesUnanswerable(s: GameState, a: number): boolean;
  /** The executing unanswerable strike was declared as an ordinary one (games with Gate.UnanswerableDeclared). */
  declinedUnanswerable(s: GameState): boolean;
  /** A strike of attacker a at `target` is paid (Cap.StrikesTwice, db.twiceInRow): true when a stays open for a further strike in a row. */
  strikePaidLeavesOpen(s: GameState, a: number, target: number): boolean;
  /** The reduction named on strike value `d` of the item at k (the die window, 534 strike stages). */
  strikeValueCut(s: GameState, k: number, d: number): number;
  /** May creature c be named as the new target of the waiting strike ("на стоящее рядом с ней существо")? */
  redirectTargetOk(s: GameState, c: number): boolean;
  /** An 'either' option whose op has OpTrait.MayBeImpossible: can its effect from src at dst be made now? Reads only. */
  effectPossible(s: GameState, op: number, src: number, dst: number): boolean;
  /** Formation (pools with Gate.FormationCopier): does battlefield card i take its partners' formation bonuses now? */
  takesPartnersBonuses(s: GameState, i: number): boolean;
  /** Card i takes the formation bonuses of the partners it stands with now. */
  addPartnersBonuses(s: GameState, i: number): void;
  /** Extra strike cells (a bit mask) of instance i at `cell` (games with Gate.ExtraStrikeCells). */
  extraStrikeCells(s: GameState, i: number, cell: number): number;
  /** X of a delayed effect of src on board row `row` (Trig.DelayedRowSpell). */
  delayedRowEffectX(s: GameState, src: number, row: number): number;
  /** An ability that places a marker on a cell: keep only the cell targets of the n ids in buf, into out (null: count). */
  cellTargetsOnly(buf: Int32Array, n: number, out: Int32Array | null): number;
  /** A further target j of the ranged item at k that a redirect named: legal while in the battle zone and not the attacker. */
  redirectedSlotLegal(s: GameState, k: number, j: number, t: number): boolean;
  /** A ranged ability with a delayed effect on a cell (db.abBomb) hit its first target t: set the effect on t's cell. */
  setDelayedCellEffect(s: GameState, src: number, t: number, amount: number): void;
  /** How many other shots or throws wounded i this turn. */
  shotWoundsThisTurn(s: GameState, i: number): number;
  /** The granted one-use strike of src was used: the grant ends. */
  grantedStrikeUsed(s: GameState, src: number): void;
  /** "Снимите X дополнительных жизней" at execution of item k: the X removed, or -1 when src no longer lives. */
  spendExtraLives(s: GameState, k: number, src: number): number;
  // <<< part: systems
  // >>> part: face (the public API files' checks: invariants.ts)
  /** Invariants: has flyer-less instance i gained flight (so it may stand in the auxiliary zone)? */
  gainedFlight(s: GameState, i: number): boolean;
  /** Invariants: has flyer i landed (so it may stand on a cell; «пикирование»)? */
  landed(s: GameState, i: number): boolean;
  /** Invariants: has instance i in a graveyard (db.tremor: it incarnates only onto a marker, 535.7) placed its marker? */
  incarnationMarkerPlaced(s: GameState, i: number): boolean;
  /** Invariants: is an incarnation marker's move left over (moves still to offer at this start of turn, or a marker picked to move)? */
  markerMoveLeft(s: GameState): boolean;
  // <<< part: face
  // >>> part: between mechanics (a mechanic asks or tells another through these, never by import: R2)
  /** "при телепортации": instance i teleported from cell `from` (jumps with TELEPORT_RANGE, cell-marker teleports). */
  teleported(s: GameState, i: number, from: number): void;
  /** src moved itself from `from` to dst by a feature (a relocation counted as a teleport by some cards). */
  relocatedSelf(s: GameState, src: number, dst: number, from: number): void;
  /** Move creature dst to `cell` by src's feature (a move by another card's feature, made by its controller). */
  relocateBy(s: GameState, src: number, dst: number, cell: number): void;
  /** Does the relocation of ability a land next to its target (today «пикирование»)? */
  relocationNextToTarget(s: GameState, a: number): boolean;
  /** The cells next to the target a relocation at item k may land on (TARGET ids; out null: count). */
  cellsNextToTarget(s: GameState, k: number, out: Int32Array | null): number;
  /** After src's feature moved dst from `from` (games with Gate.GainedFlight): what follows the move (a landing next to the target, its wound). */
  relocatedByFeature(s: GameState, src: number, dst: number, from: number): void;
  /** The cells next to the event card of item k (TARGET ids; out null: count). */
  cellsNextToEventCard(s: GameState, k: number, out: Int32Array | null): number;
  /** "теряет все особенности" without an effect queue (src may be NONE). */
  loseAllFeatures(s: GameState, src: number, dst: number, amount: number): void;
  /** A feature of t blocks a strike of a at it (item k); a question may then be pending. */
  strikeAtTargetBlocked(s: GameState, k: number, a: number, t: number): boolean;
  /** A strike at `target` in a series at every adjacent enemy (db.twiceInRow = 2) is paid: true when a stays open. */
  adjacentSeriesStrikePaid(s: GameState, a: number, target: number): boolean;
  /** The series of w at every adjacent enemy ends. */
  adjacentSeriesEnds(s: GameState, w: number): void;
  /** Drop the targets already struck in that series from the n ids in out; returns the new count. */
  dropStruckInAdjacentSeries(s: GameState, out: Int32Array, n: number): number;
  /** Would attacker a's strike become unanswerable now (as `strikeBecomesUnanswerable`, nothing spent)? */
  strikeWillBeUnanswerable(s: GameState, a: number): boolean;
  /** Is the counter-strike of struck at a (tier td) due now? */
  counterStrikeDue(s: GameState, a: number, struck: number, td: number): boolean;
  /** The stack index of the special strike waiting to execute, or -1. */
  waitingSpecialStrike(s: GameState): number;
  /** Does the special strike at item k wait for a value change (no die)? */
  specialStrikeWaits(s: GameState, k: number): boolean;
  /** "уменьшить величину удара": strike d of the item at index dst loses `amount`. */
  lowerStrikeValue(s: GameState, dst: number, d: number, amount: number): void;
  /** Does heal action `action` count double (heal-gate)? */
  healDoubled(s: GameState, action: number): boolean;
  /** Legal answers naming who receives the wounds distributed at item k (UPTO_STRIKE_WOUNDS). */
  legalWoundRecipients(s: GameState, k: number, out: Int32Array): number;
  /** Apply answer act at item k; true when the engine loop should resume. */
  applyWoundRecipient(s: GameState, k: number, act: number): boolean;
  /** Deal the distributed wounds of ability a at item k, `healed` of them. */
  dealDistributedWounds(s: GameState, k: number, a: number, healed: number): void;
  /** The destination of moved wounds at item k was named: creature t. */
  woundDestinationNamed(s: GameState, k: number, t: number): void;
  /** Place a cell marker of `kind` of `seat` on `cell` (the cellMk bits and the game's masks). */
  placeCellMarker(s: GameState, kind: number, seat: number, cell: number): void;
  /** Remove a cell marker of `kind` of `seat` from `cell`. */
  removeCellMarker(s: GameState, kind: number, seat: number, cell: number): void;
  // <<< part: between mechanics

}

// >>> part: compile sink (the compile-time half of the contract; the compiler runs it)
/** The typed arrays of a CardDb. */
type TypedColumn = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array;

/**
 * A CardDb column a mechanic's compile pass may own (`MechanicCompile.columns`): any typed array of
 * the CardDb but the capability words (`caps`, `mechCaps`: set through the sink's `setCaps`, `cap`),
 * the hook gates derived from the ids (`gates`) and the data word (`abMech`: `word`). A per-card column is indexed by
 * `sink.card`, a per-ability one by `sink.ability` (3 · ability for the X-Y-Z tables).
 */
export type CardColumn = Exclude<
  { [K in keyof CardDb]-?: CardDb[K] extends TypedColumn ? K : never }[keyof CardDb],
  'caps' | 'gates' | 'mechCaps' | 'abMech'
>;

/**
 * What a mechanic may write while compileCardDb compiles one ability it owns. Compile time only: the
 * tables it fills are read at run time as typed arrays, with no call. `C` is the pass's own columns.
 */
export interface CompileSink<C extends CardColumn = never> {
  /** The card index being compiled and the ability's global index (CardDb.abilities). */
  readonly card: number;
  readonly ability: number;
  /**
   * The columns the pass owns (`MechanicCompile.columns`), to write at this card's or ability's row.
   * No other pass and not the core's own fill writes them (compileCardDb checks both).
   */
  readonly columns: { readonly [K in C]: CardDb[K] };
  /**
   * Set the card's capability bit of mechanic id `id` (mechanics/ids.ts Mech; CardDb.mechCaps, per game
   * GameState.mechCaps): only an id the pass declares (`MechanicCompile.mechs`). The id opens its hook
   * gates (mechanics/ids.ts MECH_GATES) for the card.
   */
  cap(id: number): void;
  /**
   * OR `bits` into the card's core capability word (CardDb.caps: core/enums.ts Cap), for a core
   * system the mechanic's card needs (modifiers, the turn record …): only bits the pass declares
   * (`MechanicCompile.caps`). A bit is a per-game gate that the core and several mechanics may share,
   * so bits, unlike columns, are not owned by one pass.
   */
  setCaps(bits: number): void;
  /** Write the ability's mechanic data word (CardDb.abMech); one mechanic per ability (a second writer is a compile error). */
  word(value: number): void;
  /** Reject the card's data: throws an Error naming the card, the ability and `field`. */
  reject(field: string, why: string): never;
}

/**
 * A mechanic's compile pass (docs/adding-a-mechanic.md; compile/passes.ts lists them in `CompilePasses.mechanics`): compileCardDb (compile/compile.ts) calls `compile` for every
 * ability that `owns` (after the core's columns are filled, before the tables derived from them), and
 * resolves the effect op names of `ops` to the mechanic's op codes (MECH_OP_BASE … 255, core/codes.ts).
 */
export interface MechanicCompile<C extends CardColumn = CardColumn> {
  /** The mechanic's name, for messages. */
  readonly name: string;
  /** The vocabulary's effect op names (EffectSpec['op']) this mechanic owns, and their codes (mechanics/ids.ts MechOp). */
  readonly ops: Readonly<Record<string, number>>;
  /** The CardDb columns this pass alone writes (none when absent): `sink.columns`. */
  readonly columns?: readonly C[];
  /** The Cap bits (core/enums.ts) this pass may set with `sink.setCaps` (none when absent). */
  readonly caps?: number;
  /** The mechanic ids (mechanics/ids.ts Mech) this pass may set with `sink.cap` (none when absent). */
  readonly mechs?: readonly number[];
  /** Does this mechanic own a field (or the op) of ability `a`? */
  owns(a: Ability): boolean;
  /** Compile and validate the mechanic's fields of ability `a` of card `def`. */
  compile(def: CardDef, a: Ability, sink: CompileSink<C>): void;
}
// <<< part: compile sink
