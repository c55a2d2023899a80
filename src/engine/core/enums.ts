/**
 * Numeric kinds and bit flags used throughout the engine.
 *
 * `const enum`s: the engine is compiled by tsc as one program (tsconfig: isolatedModules off), which
 * inlines every member as a literal at its use, and workers and the CLI run that compiled code. With
 * plain `as const` objects each use was a module-cell load, a hole check, a map check and a field
 * load: callgrind counted 19 % more instructions and 70 % more instruction-cache misses per game
 * (test/engine/const-enums.test.ts keeps them inlined). `preserveConstEnums` still emits the objects,
 * for tests and tools transpiled per file (anchors lesson 12), which read them as properties.
 * String lookups use the tables below (DECISION_NAMES, ELEMENT_CODE), not the enums.
 */

/** Zones an instance can be in (digest §2.2). */
export const enum Zone {
  /** Slot not used in this game (deck shorter than the maximum). */
  None = 0,
  /** Deck (колода). Ordered; the top is the end of the list. */
  Deck = 1,
  /** The 15-card deal (раздача) during pre-battle. */
  Deal = 2,
  /** Recruited into the squad, not yet placed on the battlefield. */
  Squad = 3,
  /** On a battlefield cell. */
  Field = 4,
  /** Auxiliary zone (вспомогательная зона): flyers and the like. */
  Aux = 5,
  /** Graveyard (кладбище). */
  Grave = 6,
  /** Exile (изгнание). */
  Exile = 7,
  /** The technical "hand" (РП 207): cards shown for a summon wait here (535.5.1.2). */
  Hand = 8,
}
/** Number of zones with an ordered list per player (every zone but None and Field). */
export const ZONE_COUNT = 9;

/** Per-instance state bits (`flags` array). */
export const enum Flag {
  /** Closed (tapped, "закрыта"). */
  Closed = 1 << 0,
  /** Hidden (face down, "рубашкой вверх"). */
  Hidden = 1 << 1,
  /** Moved this turn (some features need a card that has not moved, e.g. jump). */
  Moved = 1 << 2,
  /** Has incarnated once this battle (535.7.3). */
  Incarnated = 1 << 3,
  /** Assigned as a defender this turn. */
  Defended = 1 << 4,
  /** Has acted this turn but stayed open ("после нападения не закрывается", strike-keywords.ts): acts no more this turn. */
  Acted = 1 << 5,
  /** "следующий бросок кубика … равен 6" (strike-keywords.ts): its next die is a 6 without rolling. */
  NextSix = 1 << 6,
  /** Marker (core/systems/markers.ts): does not open at the start of its controller's next turn. */
  SkipOpen = 1 << 7,
  /**
   * Bits 8–13: formation partners (core/systems/formation.ts FM_*): 8–10 all partners, 11–13 elite
   * ones. Derived from the board; kept in the flags word so formation costs no state bytes.
   */
  FormationShift = 8,
  /** Marker (core/systems/markers.ts): with SkipOpen, the card stays closed through its whole next turn ("не открывается в свой следующий ход"). */
  SkipOpenTurn = 1 << 14,
  /** This turn no effect opens the card (set from SkipOpenTurn at its turn's start; cleared at every turn's start). */
  NoOpen = 1 << 15,
}

/** Who is asked, and what, at a pending decision. */
export const enum Decision {
  /** The game is over. */
  Terminal = 0,
  /** The winner of the order roll chooses to go first or second (digest §3.1). */
  Order = 1,
  /** Keep the deal or redeal for 1 gold (digest §3.3). */
  Redeal = 2,
  /** Recruit one card from the deal, or finish recruiting (digest §3.4). */
  Recruit = 3,
  /** Choose the cell of the next ground creature of the squad (digest §3.5). */
  Place = 4,
  /** Choice subphase: pick a card to act, or end the turn (digest §4.1). */
  Main = 5,
  /** What the selected card does: move, simple strike, ranged attack. */
  Verb = 6,
  /** The target (cell or auxiliary slot) of the chosen verb. */
  Target = 7,
  /** The struck card's controller assigns a defender, or none (digest §5.5). */
  Defender = 8,
  /** The exchange option of the strike table (+4, +2, −4; digest §5.3). */
  Exchange = 9,
  /** A priority round: pass, or use an instant (303 working model, 512.4). */
  Priority = 10,
  /** Declare collected triggers, one at a time, in an order the player chooses (511.7). */
  Trigger = 11,
  /** Choose which replacement effect applies (534.4.1, 534.4.2). */
  Replacement = 12,
  /** Choose a card for a summon or resurrection (535.5.1, 535.6), or none ("not found"). */
  Choose = 13,
  /** @deprecated The engine's name of this kind before 0.9.0: use `Decision.Choice` (the same value, 14). */
  Amount = 14,
  /**
   * A sub-decision: a question asked at stack item G.Selected and answered by whoever owns it —
   * the X of an "X{counter}" cost or of an "N (или менее)" (core/systems/counters.ts), the option of
   * an "either" feature (core/systems/choice.ts), or a mechanic's question on a strike item, on an
   * ability item by its op, or on an "N (или менее)" by its sentinel (core/hooks.ts SubDecision). The
   * core resolves the owner in one place (choice.ts choiceOwner). Its wire name is 'Amount'
   * (DECISION_NAMES).
   */
  Choice = 14,
  /** Internal: no decision pending while the engine loop runs (never seen by callers). */
  None = 15,
}

/**
 * Each Decision's name (logs, observation features); a Record, so a new member without a name fails to
 * compile. These are wire names: the bot protocols send them (src/env/hello.ts `decisions`, the
 * action tables' `kind`), so a name changes only with a new protocol version. Decision.Choice keeps
 * the name 'Amount' it had when the protocols were defined.
 */
export const DECISION_NAMES: Readonly<Record<Decision, string>> = {
  [Decision.Terminal]: 'Terminal',
  [Decision.Order]: 'Order',
  [Decision.Redeal]: 'Redeal',
  [Decision.Recruit]: 'Recruit',
  [Decision.Place]: 'Place',
  [Decision.Main]: 'Main',
  [Decision.Verb]: 'Verb',
  [Decision.Target]: 'Target',
  [Decision.Defender]: 'Defender',
  [Decision.Exchange]: 'Exchange',
  [Decision.Priority]: 'Priority',
  [Decision.Trigger]: 'Trigger',
  [Decision.Replacement]: 'Replacement',
  [Decision.Choose]: 'Choose',
  [Decision.Choice]: 'Amount', // the wire name (see above)
  [Decision.None]: 'None',
};

/** Verbs a selected card can perform (Decision.Verb). */
export const enum Verb {
  Move = 0,
  Strike = 1,
  Ranged = 2,
  /** Verb.Ability + k: the card's k-th activated ability. */
  Ability = 3,
}
export const VERB_COUNT = 3;

/** How a game ended. */
export const enum EndReason {
  None = 0,
  /** A player has no creatures left (digest §8). */
  Win = 1,
  /** Both players lost their last creatures at the same time. */
  Draw = 2,
  /** The configured turn or action cap was reached. */
  Limit = 3,
}

/** Elements as small integers (bit i of an element mask). Neutral is never part of a mask. */
export const enum ElementCode {
  steppe = 0,
  mountain = 1,
  forest = 2,
  swamp = 3,
  darkness = 4,
  neutral = 5,
}

/** Element code by its name in card data (string lookup; the const enum above has no runtime keys to index). */
export const ELEMENT_CODE: Readonly<Record<'steppe' | 'mountain' | 'forest' | 'swamp' | 'darkness' | 'neutral', ElementCode>> = {
  steppe: ElementCode.steppe,
  mountain: ElementCode.mountain,
  forest: ElementCode.forest,
  swamp: ElementCode.swamp,
  darkness: ElementCode.darkness,
  neutral: ElementCode.neutral,
};
/** Element names in code order. */
export const ELEMENT_NAMES: readonly string[] = ['steppe', 'mountain', 'forest', 'swamp', 'darkness', 'neutral'];

/** Static keyword bits (`CardDb.kw`). Numeric keywords keep their value in their own arrays. */
export const enum Kw {
  Flyer = 1 << 0,
  /** Направленный удар: no defender may be assigned against its simple strike. */
  Directed = 1 << 1,
  /** ЗОЯ: protection from poison. */
  ProtPoison = 1 << 2,
  /** ЗОТ: protection from throws. */
  ProtThrow = 1 << 3,
  /** ЗОВ: protection from shots. */
  ProtShot = 1 << 4,
  /** ЗОМ: protection from magic. */
  ProtMagic = 1 << 5,
  /** ЗОЗ: protection from spells. */
  ProtSpell = 1 << 6,
  /** ЗОР: protection from discharges. */
  ProtDischarge = 1 << 7,
  /** ЗОЛ: protection from flyers. */
  ProtFlyer = 1 << 8,
  Elite = 1 << 9,
  Unique = 1 << 10,
  /** The printed text has abilities the engine does not implement yet. */
  UnsupportedText = 1 << 11,
  /** Бестелесность: exiled instead of dying; not healed or poisoned. */
  Incorporeal = 1 << 12,
  /** Simple strike 0-0-0: cannot declare a simple strike. */
  NoStrike = 1 << 13,
  /** Вампиризм (mechanics/wounds/vampirism.ts; the delta in CardDb.vampDelta). */
  Vampirism = 1 << 14,
  /** Безответный удар (core/systems/strike-keywords.ts). */
  Unanswerable = 1 << 15,
  /** Отражает {strike} закрытым как открытая карта (core/systems/strike-keywords.ts). */
  RollsWhenClosed = 1 << 16,
  /** Защита от слабых {strike} (core/systems/strike-keywords.ts). */
  ProtWeakStrike = 1 << 17,
  /** После нападения не закрывается (core/systems/strike-keywords.ts). */
  StaysOpen = 1 << 18,
  /** "Выступая защитником, не закрывается; может выступать защитником любое число раз за ход" (core/systems/keywords.ts). */
  DefendsOpen = 1 << 19,
  /** "Может объявлять {strike} только по карте, стоящей напротив" (core/systems/keywords.ts). */
  StrikesOpposite = 1 << 20,
  /** "Защита от воздействий" (core/systems/keywords.ts; 511.3, 534.8). */
  ProtInfluence = 1 << 21,
  /** Возница s1_143: the two edge cells of a row are next to each other for its moves and strikes (core/systems/keywords.ts). */
  WrapsRow = 1 << 22,
  /** Мерцающий змей s1_167: enemy shots and throws may target only such a card (core/systems/keywords.ts). */
  DrawsShotsAndThrows = 1 << 23,
  /** "Защита от ударов" (protections.ts): simple strikes, counter-strikes, {uchr}, magic and special strikes. */
  ProtStrikes = 1 << 24,
  /** "При {strike} …, если после этого у <карты> нет ран — не закрывается после этой атаки" (Келе s1_102; core/systems/keywords.ts). */
  OpenIfUnwounded = 1 << 25,
  /** Резчик идолов s1_88: enemy shots and throws only at it while it stands next to an enemy creature (core/systems/keywords.ts). */
  DrawsNearEnemy = 1 << 26,
  /** Аргвальд s1_60: enemy discharges only at it while it stands next to an enemy creature (core/systems/keywords.ts). */
  DrawsDischarges = 1 << 27,
  // Bits 28 and 29 are RESERVED for the modifiers' grant-only bits (core/systems/modifiers.ts GKw.IgnoreZoal,
  // GKw.StrikeFlyers): never give them to a printed or grantable keyword (test/mechanics/kw-bits.test.ts).
  // Повелитель молний's 'ignoresDrawnDischarges' was bit 28 and clashed with GKw.IgnoreZoal: now Kw2.
  /**
   * "Защита от всех немагических атак" (Пустотник s1_6, a timed grant; protections.ts). Bits 30–31
   * are timed-grant-only. The Kw word is FULL: new keywords go into Kw2.
   */
  ProtNonMagic = 1 << 30,
  /** "Не может атаковать" (a timed grant, Рубаки Холверта s1_15; turn.ts legalMain / verbsOf, instants.ts, strike-keywords.ts counterTier). */
  NoAttack = 1 << 31,
}

/**
 * Second static keyword word (`CardDb.kw2`): printed keywords for which Kw had no bit left. Read
 * from `db.kw2[card]`: keywords of the core's rules only (a mechanic's keyword marks its cards with its
 * mechanic id, mechanics/ids.ts).
 * Append new bits at the end; never reuse a bit.
 */
export const enum Kw2 {
  /** Повелитель молний s1_66: its discharges ignore the Kw.DrawsDischarges cards (core/systems/keywords.ts; was Kw bit 28). */
  IgnoresDrawnDischarge = 1 << 0,
  /** "Может двигаться по диагонали" (Лесной разбойник s1_75; movement.ts reach, keywords.ts wrapOf; per game Cap.MovesDiagonally). */
  MovesDiagonally = 1 << 1,
  // Bits 2–4 held three mechanics' keywords ('luresFlyers', 'blocksStrikeForCounter',
  // 'strikeCannotBeLowered'): their mechanic ids mark the cards now (mechanics/ids.ts Mech.LuresFlyers,
  // CounterBlock, Unlowerable; cardHas). Not to be reused.
}

/**
 * Kinds of attack and damage source. They drive the protection check (511.3) and armour (a
 * prevention effect against non-magical attacks, digest §5.9).
 */
export const enum AttackKind {
  None = 0,
  /** Простой удар (melee, non-magical attack). */
  Strike = 1,
  /** Ответный удар: part of a simple strike, not an attack. */
  CounterStrike = 2,
  /** Выстрел (ranged, non-magical). */
  Shot = 3,
  /** Метание (ranged, non-magical). */
  Throw = 4,
  /** Разряд (ranged, magical). */
  Discharge = 5,
  /** Удар через ряд (ranged, non-magical). */
  ThroughRow = 6,
  /** Магический удар (magical attack against an adjacent card). */
  Magic = 7,
  /** Poison marker at the start of the turn (not an attack). */
  Poison = 8,
  /** Воздействие: a non-magical ability, not an attack (also every replacement effect, 534.8). */
  Influence = 9,
  /** Заклинание: a magical ability, not an attack. */
  Spell = 10,
  /** Regeneration and other healing by rules (no ability type). */
  Rules = 11,
  /** Особый удар: a strike-type attack with a fixed value, no dice (core/systems/special-strike.ts). */
  SpecialStrike = 12,
}

/**
 * Effect operations of the core and its systems (the `op` of an effect in the effect queue, 511). A
 * mechanic's own op takes its code from mechanics/ids.ts MechOp (MECH_OP_BASE … 255).
 */
export const enum Op {
  None = 0,
  Wound = 1,
  Heal = 2,
  ExtraLives = 3,
  Close = 4,
  Open = 5,
  Poison = 6,
  Cancel = 7,
  Block = 8,
  DieDelta = 9,
  /** 535.5: the chosen card enters from the "hand" (it was shown at declaration). */
  Summon = 10,
  /** 535.6: the chosen card enters from the graveyard. */
  Resurrect = 11,
  /** 535.8: take control of the target. */
  TakeControl = 12,
  /** Destroy (уничтожить) the target without wounds: "добивание" (core/systems/special-strike.ts). */
  Destroy = 13,
  /** 123: the target gets counters (cap and "not from others" apply, core/systems/counters.ts). */
  GainCounters = 14,
  /** 123: the target loses counters (amount -1: all). */
  LoseCounters = 15,
  /** Remove the poison marker ("снять отравление"). */
  CurePoison = 16,
  /** A timed grant (core/systems/durations.ts); the effect's amount is the grant's index in `CardDb.grant*`. */
  Grant = 17,
  /** Вампиризм: heal, the excess becomes extra lives (mechanics/wounds/vampirism.ts). */
  Vampirism = 18,
  /** "Следующий бросок кубика равен 6" (core/systems/strike-keywords.ts): sets Flag.NextSix on the target. */
  NextRollSix = 19,
  /** Set the attacker's tier of the waiting simple strike (amount = tier). */
  StrikeTier = 20,
  /** "перераспределить N ран с цели на себя" (core/systems/markers.ts). */
  TakeWounds = 21,
  /** Marker: the target does not open at the start of its next turn (core/systems/markers.ts). */
  SkipOpen = 22,
  /** "+1 к отравлению (максимум до N)": amount = N (core/systems/markers.ts). */
  RaisePoison = 23,
  /** Copy the targeted feature on the stack (core/systems/declaration.ts, 518.1 ПРИМЕР 2). */
  Copy = 24,
  /** An effect chosen by a player as the feature executes (core/systems/choice.ts); never queued itself. */
  Either = 25,
  /** "+X к следующему {strike}" (core/systems/prophecy.ts): amount = X, capped by the ability's max. */
  NextStrike = 26,
  /** "вернуть показанные карты на верх колоды" (core/systems/prophecy.ts). */
  ReturnShown = 27,
  /** A movement limit on the opponent's next turn (core/systems/move-limit.ts); never queued. */
  MoveLimit = 30,
  /** 535.7.1: +1 incarnation token on a graveyard card (applied here; the graveyard target is mechanics/features/grave-target.ts's). */
  IncToken = 31,
  // Codes 28, 29, 32–41, 48–50, 55, 60, 61, 70–75 were mechanics' ops: their codes are mechanics/ids.ts
  // MechOp (MECH_OP_BASE …) now. Not to be reused.
}

/**
 * What the core needs to know of a mechanic's op at its rule moments, one byte per op code
 * (core/hooks.ts `opTraits`, 256 entries; the composition root sets them from the mechanics). The core
 * tests a trait, never a mechanic's op code; its own ops carry none (it names them).
 */
export const enum OpTrait {
  None = 0,
  /** 512.5.1: the item names a cell together with its target at the declaration (hooks.declarationCell asks it). */
  CellAtDeclaration = 1 << 0,
  /** 511: the effect's amount is the cell named at the declaration (the item's St.X), not the ability's amount. */
  AmountIsDeclaredCell = 1 << 1,
  /**
   * An effect on the waiting strike item (target 'executingStrike'), like Op.StrikeTier: queued with the
   * ability's amount as the feature executes; it skips protections and replacement (511.3, 511.5).
   */
  OnStrikeItem = 1 << 2,
  /** A trigger's item keeps the event's attacked card (Tr.Subject), and hooks.triggerItemPushed sees it pushed. */
  KeepsAttacked = 1 << 3,
  /** As an 'either' option it may be impossible (hooks.effectPossible): then the other option applies. */
  MayBeImpossible = 1 << 4,
}

/** Ability kinds in the compiled tables. */
/** Static: a continuous feature read by its own handler (range aura, recruit features), never used or triggered. */
export const enum AbKind { Activated = 0, Triggered = 1, Replacement = 2, Prevention = 3, Counters = 4, Static = 5, Formation = 6, Modifier = 7 }

/** Target specs in the compiled tables (vocab/ability.ts TargetSpec). */
export const enum Tgt {
  None = 0,
  Self = 1,
  AnyCreature = 2,
  EnemyCreature = 3,
  OwnCreature = 4,
  OtherOwnCreature = 5,
  AdjacentCreature = 6,
  EnemyStackItem = 7,
  AllCreatures = 8,
  AllOwnCreatures = 9,
  AllEnemyCreatures = 10,
  ExecutingStrike = 11,
  /** The other card of the triggering event: the struck card, the striker, the dead creature (special-strike.ts). */
  EventCard = 12,
  /** Добивание на X: an adjacent non-incorporeal creature with X or fewer lives left (X in abRange). */
  Finishable = 13,
  /** Every enemy creature next to the source, not chosen (core/systems/markers.ts). */
  AllAdjacentEnemyCreatures = 14,
  /** The feature whose declaration fired an 'enemyDeclares' trigger (a stack index; core/systems/declaration.ts). */
  DeclaredFeature = 15,
  /** A creature in the controller's graveyard, named by a Choose decision (mechanics/features/grave-target.ts). */
  OwnGraveCreature = 16,
  /** An enemy creature of the cost of the card the feature's prophecy showed; a face-down one may be named (core/systems/prophecy.ts). */
  EnemyShownCost = 17,
  /** An own creature of that cost (core/systems/prophecy.ts). */
  OwnShownCost = 18,
  /** A creature next to the trigger's event card (mechanics/triggers/poison-triggers.ts; the event card kept in St.Op). */
  NextToEventCard = 19,
  /** An enemy creature next to the trigger's event card (mechanics/triggers/poison-triggers.ts). */
  EnemyNextToEventCard = 20,
  /** The creatures that stood in formation with the dead card of a death trigger (mechanics/triggers/partners-at-death.ts); the item's target is the dead card. */
  EventPartners = 21,
  /** Composite stages: the enemy creature in front of the source, not chosen (mechanics/strike/ram.ts). */
  OppositeEnemy = 22,
}

/** Trigger points in the compiled tables; also the kinds of recorded events. */
export const enum Trig {
  StartOfOwnTurn = 1,
  SelfWounded = 2,
  SelfDealtWounds = 3,
  OtherCreatureDies = 4,
  SelfAttacks = 5,
  SelfGainsExtraLives = 6,
  SelfHealed = 7,
  StartOfBattle = 8,
  SelfMoves = 9,
  SelfPrepays = 10,
  /** "при гибели": this card died (it is in the graveyard or exile when the trigger is collected). */
  SelfDies = 11,
  /** "Вальхалла": at the start of its owner's turn, while the card is in his graveyard. */
  Valhalla = 12,
  /** "при {strike}": this card's simple strike (attack or counter-strike) struck; also the event kind of strikes. */
  SelfStrikes = 13,
  /** "при ударе по <card>": a strike struck this card. */
  SelfStruck = 14,
  SelfBecomesDefender = 15,
  /** Трупоедство: a creature it killed was an adjacent enemy creature (mechanics/wounds/vampirism.ts). */
  SelfKills = 16,
  /** "при инкарнации вашего существа": a card of this card's controller incarnated (535.7). */
  OwnIncarnates = 17,
  /** "инкарнирует …, при этом": this card incarnated (535.7). */
  SelfIncarnates = 18,
  /** "когда становится целью": a feature naming this card as its target was declared (core/systems/declaration.ts). */
  SelfTargeted = 19,
  /** "когда противник заявляет …": an opponent's feature was declared (core/systems/declaration.ts). */
  EnemyDeclares = 20,
  /** "В начале хода противника" (matches the StartOfOwnTurn event of the other seat). */
  StartOfEnemyTurn = 21,
  /** "В конце вашего хода" (mechanics/triggers/end-of-turn.ts): the end of its controller's turn; also the event kind of turn ends. */
  EndOfOwnTurn = 22,
  /** "В конце хода противника" (matches the EndOfOwnTurn event of the other seat). */
  EndOfEnemyTurn = 23,
  /** "При пророчестве вашей карты" (core/systems/prophecy.ts); also the event kind of a prophecy (subject = the prophesying card, amount = cards shown). */
  OwnProphecy = 24,
  /** "Когда вы показываете <карту> при пророчестве": the shown card itself, in the deck (core/systems/prophecy.ts). */
  SelfShown = 25,
  /** "При промахе вашего существа в ваш ход" (mechanics/dice/own-misses.ts); also the event kind of an attacker's miss. */
  OwnMisses = 26,
  /** "Когда получает третью {counter}" (mechanics/triggers/counter-threshold.ts); also the event kind (amount: counters before << 8 | after). */
  SelfReachesCounters = 27,
  /** "Когда существо противника получает раны от отравления" (mechanics/triggers/poison-triggers.ts); also the event kind of poison wounds. */
  EnemyPoisonWounded = 28,
  /** "При гибели существа противника от отравления" (mechanics/triggers/poison-triggers.ts); also its event kind. */
  EnemyDiesOfPoison = 29,
  /** "Когда существо … перемещается на соседнюю с <картой> клетку" (mechanics/movement/moves-next-to.ts); also the event kind of every move and jump (recorded only when some card listens). */
  CreatureMovesNextTo = 30,
  /** "При получении жетона инкарнации" (Поганище s1_164): the card gained an incarnation token (535.7.1) in the graveyard; Ev.Amount = its tokens now. */
  SelfGainsIncToken = 31,
  /** The delayed part of a delayed spell (Тергала s1_96; mechanics/markers/delayed-spell.ts): collected at its turn's boundary, never an event kind. */
  DelayedRowSpell = 32,
  /**
   * "При дальней атаке по существу, стоящему рядом с <картой>" (Сайкорон s1_153; mechanics/movement/attacked-next-to.ts). It
   * listens to event kind RangedAttackMade (trigger-events.ts listenedEventKind).
   */
  RangedAttackNextTo = 40,
  /**
   * Event kind 0 (no trigger point has code 0; the event masks hold kinds 0..31, all others taken): a ranged
   * attack was made (subject the attacker, other the attacked card, amount its cell; mechanics/movement/attacked-next-to.ts).
   * Recorded only when some card listens.
   */
  RangedAttackMade = 0,
  /**
   * "При телепортации вашего существа на половину поля боя противника с соседней с <картой> клетки"
   * (Огненный имп s1_138; mechanics/movement/own-teleports.ts); also the wide event kind (core/systems/wide-events.ts)
   * of every teleport: subject the teleported card, amount the cell it left. Recorded only when some card listens.
   */
  OwnTeleportsFromNextTo = 33,
  /**
   * "При движении <карты> на соседнюю клетку" (Тови s1_111; mechanics/movement/move-along.ts), once per step of its
   * own move; also the wide event kind of those steps: subject the card, amount the step's direction
   * (turn-record.ts Dir). Recorded only for a card that listens.
   */
  SelfSteps = 34,
  /**
   * "Когда другие лесные существа в вашем отряде выполняют удар, выстрел и излечение подряд" (Очи Кронга s1_93;
   * mechanics/triggers/forest-chain.ts); also the wide event kind of a completed chain: subject the seat. Recorded only when some card listens.
   */
  ForestChain = 36,
}

/**
 * Per-card capability bits of the rules core and its systems (`CardDb.caps`) and per-game ones (G.Caps:
 * any card of either deck, game-caps.ts). A mechanic's capability bit is not here: it is the mechanic's
 * id (mechanics/ids.ts Mech; CardDb.mechCaps, GameState.mechCaps), and the core reaches the mechanic
 * through the hook gates it opens (Gate below). Bits 25, 26, 28 and 29 were mechanics' bits until their
 * ids: free for the core.
 */
export const enum Cap {
  Activated = 1 << 0,
  Instant = 1 << 1,
  Triggered = 1 << 2,
  Replacement = 1 << 3,
  Prevention = 1 << 4,
  /** "инкарнация X" (535.7). */
  Incarnation = 1 << 5,
  /** Triggers that work from the graveyard: "при гибели" of the card itself, "Вальхалла". */
  Graveyard = 1 << 6,
  /** "Начинает бой с {counter}" / with extra lives (core/systems/counters.ts, at the reveal). */
  StartsWith = 1 << 7,
  /** "+N к дальности" aura (core/systems/ranged-abilities.ts rangeBonus). */
  RangeAura = 1 << 8,
  /** A trigger on a missed attack or on a ranged attack's tier (core/systems/special-strike.ts SE_MISS / SE_RANGED): such events are recorded. */
  AttackEvents = 1 << 9,
  /** The card has Строй (core/systems/formation.ts); per game: formation is recomputed on board changes. */
  Formation = 1 << 12,
  /** Static strike/damage modifiers or keyword grants (core/systems/modifiers.ts). */
  Modifier = 1 << 13,
  /** A modifier that reaches other cards (an aura, core/systems/modifiers.ts). */
  ModAura = 1 << 14,
  /** Triggers on declarations ("когда становится целью", "когда противник заявляет", Засада; core/systems/declaration.ts). */
  Declaration = 1 << 15,
  /** X not paid as a cost, or counting targets (core/systems/x-targets.ts). */
  XAbility = 1 << 16,
  /** Kw.DrawsShotsAndThrows (Мерцающий змей): per game, ranged targets check for it (core/systems/keywords.ts). */
  DrawsRanged = 1 << 17,
  /**
   * Recruitment features acting outside the recruit action itself (core/systems/recruit.ts): a
   * pre-recruitment stage ("До набора отряда …") or a bonus chosen at recruitment and given at the reveal.
   */
  Recruit = 1 << 19,
  /** Пророчество (core/systems/prophecy.ts): an ability that prophesies, or a trigger of a shown card. */
  Prophecy = 1 << 20,
  /** "Если атакована немагической атакой – пророчество 1; блокировать атаку …" (core/systems/prophecy.ts). */
  AttackBlock = 1 << 21,
  /** "+X к следующему {strike}" (core/systems/prophecy.ts): strikes spend the pending bonus. */
  NextStrike = 1 << 22,
  /**
   * What a card did this turn is recorded (core/systems/turn-record.ts): steps and directions of its
   * moves, wounds taken, the first of two attacks. Per card: its own moves are recorded; per game:
   * wounds of every card are counted and the record is cleared at each turn start.
   */
  TurnRecord = 1 << 23,
  /** Some card can grant «не может атаковать» (Kw.NoAttack, timed): the Choice subphase checks it. */
  NoAttack = 1 << 24,
  /** "Может атаковать {strike} 2 раза за ход, после первой атаки не закрывается" (Минотавр s1_34; core/systems/strike-keywords.ts payStrike). */
  StrikesTwice = 1 << 27,
  /** Timed regeneration or "-N от немагических атак" grants (durations.ts timedSum / timedPrevention; Оборотень s1_59, Ледяной змей s1_36). */
  TimedExtras = 1 << 30,
  /** A movement limit by card text (core/systems/move-limit.ts, Криомант s1_57; «взгляд Василиска», mechanics/strike/gaze.ts): per game, moves check it. */
  MoveLimit = 1 << 31,
  /** Some card has Kw2.MovesDiagonally (Лесной разбойник s1_75): per game, movement.ts reach / keywords.ts wrapOf read db.kw2. */
  MovesDiagonally = 1 << 10,
  /** A die feature (Взрывная Мэри s1_174, Ловец удачи s1_181) or «крик Баньши» (s1_157): not on strike-at-once.ts's allowlist, so simple strikes run step by step (their dice wait in windows). (The dice of ranged attacks, of a ranged block and of a move limit wait in every game: core/systems/die-window.ts.) */
  DieFeature = 1 << 11,
  /** A timed "+N к сильному {strike}" (Лилит и Эйдерик s1_160; durations.ts TimedKind.StrongStrike): core/combat/simple-strike.ts strikeValue adds it. */
  StrongStrikeGrant = 1 << 18,
}

/**
 * Hook gates: one bit per group of hook calls at one rule moment (core/hooks.ts), per card
 * (`CardDb.gates`) and per game (G.Gates, game-caps.ts). The core tests a gate before it calls the
 * hooks behind it, so a game without a mechanic that needs them pays one test, as with Cap. A mechanic
 * does not set gates itself: its id opens the gates listed for it in mechanics/ids.ts MECH_GATES, and
 * compileCardDb ORs them into the card's word. The names say when the core asks, not who answers.
 */
export const enum Gate {
  /** core/combat/ranged.ts hitRanged: a ranged attack's value may take a bonus (hooks.rangedBonusTaken). */
  RangedBonus = 1 << 0,
  /** An attack executing may be blocked by a feature of the card it is at (hooks.attackBlocked: ranged.ts, features.ts). */
  AttackBlocked = 1 << 1,
  /** Attack targets may be limited by card text (hooks.attackTargetCells, keepTargetsOnCells, attackTargetAllowed: targets.ts, targeting.ts). */
  AttackTargetsLimited = 1 << 2,
  /** 518 target resolution of a simple strike asks (hooks.strikeTargetResolution: simple-strike.ts stepStrike). */
  StrikeTargetStage = 1 << 3,
  /** A simple strike's effects may be stopped before they apply (hooks.strikeBeforeEffects: simple-strike.ts strikeEffects). */
  StrikeEffectsStage = 1 << 4,
  /** Simple strikes may be made as a feature's effect (hooks.strikeStart, strikePaid, struckRollsClosed). */
  EffectStrikes = 1 << 5,
  /** A strike's value may be unlowerable (simple-strike.ts tier caps, durations.ts penalties: hooks.strikePenaltyIgnored). */
  UnlowerableStrikes = 1 << 6,
  /** A simple strike's or counter-strike's wounds may be cut by card text (hooks.strikeWound, counterStrikeWound). */
  StrikeWoundCuts = 1 << 7,
  /** Defenders by card text beside §5.5's (hooks.defendersByText). */
  DefendersByText = 1 << 8,
  /** A simple strike's dice are noted once rolled (hooks.strikeDiceRolled). */
  StrikeDiceRolled = 1 << 9,
  /** A feature a strike triggers may be stopped by the struck card's protection (hooks.struckTriggerStopped). */
  StruckTriggerStopped = 1 << 10,
  /** A special strike's wounds may be cut by card text (hooks.specialStrikeWounds). */
  SpecialStrikeWounds = 1 << 11,
  /** Cards may be netted (durations.ts Restrict.Netted): they cannot move or act, and an attack at one is blocked (hooks.attackAtTargetBlocked). */
  Netted = 1 << 12,
  /** 511 step 2: strike wounds may make the executing item wait in their window (hooks.woundWindow). */
  WoundWindow = 1 << 13,
  /** A collection of triggers may be merged before its declaration (hooks.triggersCollected). */
  TriggersCollected = 1 << 14,
  /** Cards may lose their features (durations.ts Restrict.FeaturesLost; hooks.verbsWithoutFeatures). */
  FeaturesLost = 1 << 15,
  /** Collected triggers are declared through the hooks (hooks.forcedTrigger, triggerDeclaring). */
  TriggerDeclaring = 1 << 16,
  /** A card may have gained flight (hooks.diedAsFlyer, relocatedByFeature). */
  GainedFlight = 1 << 17,
  /** Per card: the card may copy its partners' Строй bonuses (hooks.takesPartnersBonuses, formation.ts). */
  FormationCopier = 1 << 18,
  /** A strike's counter-strike may be dropped by a first-strike rule (hooks.strikeBecomesUnanswerable). */
  FirstStrike = 1 << 19,
  /** An unanswerable strike may be declared as an ordinary one (hooks.askUnanswerable, declinedUnanswerable). */
  UnanswerableDeclared = 1 << 20,
  /** Attack wounds may be capped by row (hooks.attackWoundCap, modifiers.ts modWound). */
  AttackWoundCap = 1 << 21,
  /** Strikes may reach cells beyond the 8 neighbours (hooks.extraStrikeCells). */
  ExtraStrikeCells = 1 << 22,
  /** Heals pass through first-heal rules (effects.ts firstHealStep, firstHealOnly; hooks.queueHealAfterWound). */
  HealSteps = 1 << 23,
  /** Wounds at a card may be raised before the preventions (hooks.woundsAdded). */
  WoundsAdded = 1 << 24,
  /** Wounds applied are noted for mechanics (hooks.woundApplied). */
  WoundNoted = 1 << 25,
  /** The moves of the ending turn are kept (hooks.movesOfEndingTurn). */
  TurnEndMoves = 1 << 26,
  /** A card may be obliged to strike (hooks.mustStrike, seatMustStrike, keepMustStrikeSelections, keepMustStrikeTargets; turn.ts). */
  StrikeObligation = 1 << 27,
  /** Cards next to each other changed (hooks.neighboursChanged: instance.ts). */
  NeighboursChanged = 1 << 28,
  /** A card leaving the battle zone may get back what it lost or gained (hooks.leavingBattle: instance.ts). */
  LeavingBattle = 1 << 29,
  /** Simple strikes run step by step (core/combat/strike-at-once.ts): a mechanic acts inside a strike's steps. */
  StepwiseStrikes = 1 << 30,
}

/** Built-in features on the stack; ability features are Feat.Ability + global ability index. */
export const enum Feat {
  None = 0,
  Strike = 1,
  Ranged = 2,
  /** 534.7 / 536: a feature generated by a replacing feature. */
  Generated = 3,
  Ability = 16,
}

/** Stack item flags. */
export const enum StFlag {
  /** Declared as a trigger (not paid by tapping). */
  Trigger = 1 << 0,
  /** Blocked (512.5, digest §5.1): no effects, still paid. */
  Blocked = 1 << 1,
  /** Its legality check passed and its resources are reserved. */
  Reserved = 1 << 2,
  /** Simple strike: the attacker's tier is set by a feature (Op.StrikeTier); the tier is (flags >> 3) & 3. */
  TierSet = 3 << 3,
  /** "Засада": an ambush trigger, executing at its declaration (core/systems/declaration.ts). */
  Ambush = 1 << 5,
  /** Simple strike: its wound to the struck card is at most 1 (mechanics/strike/strike-cap.ts). */
  CapOne = 1 << 6,
  /** Simple strike declared as an ordinary one by a card that may declare it unanswerable (mechanics/strike/optional-unanswerable.ts). */
  Answerable = 1 << 7,
  /** Simple strike or ranged attack: it was redirected (mechanics/strike/redirect.ts; digest §5: at most once). The 518.1 link starts above it (state.ts ST_LINK_SHIFT 9). */
  Redirected = 1 << 8,
}

/**
 * What a pending Target decision chooses a target for: G.TargetMode (a hashed word of the state).
 *
 * The core's own modes are listed here. Every other value below TARGET_MODE_COUNT is a mechanic's
 * mode, allocated in mechanics/ids.ts (MechTargetMode) and answered through the table
 * `hooks.targetChoices` (core/hooks.ts; index = the mode, TARGET_MODE_COUNT entries): the core never
 * names one. The mechanic modes allocated before the split keep their values (7, 9–12, 16, 20–22),
 * so states and their hashes stay; a new one takes the next value from MECH_TARGET_MODE_BASE up.
 */
export const enum TargetMode {
  /** The selected card's verb (move, strike, ranged, ability). */
  Verb = 0,
  /** A trigger being declared (511.7). */
  Trigger = 1,
  /** A replacing feature (534.7) being put on the stack. */
  Generated = 2,
  /** The cell of a summon or resurrection being declared (535.4). */
  SummonCell = 3,
  /** The third-row cell of an incarnating card (535.7). */
  Incarnate = 4,
  /** The target of a further ability of a composite feature (512.3). */
  Stage = 5,
  /** A further different target of a ranged attack "по разным существам" (core/systems/ranged-abilities.ts). */
  RangedExtra = 6,
  /** A further target of a feature whose X counts its targets (core/systems/x-targets.ts, 512.5.2). */
  XTargets = 8,
}
/** The number of target modes (core and mechanic): the length of `hooks.targetChoices`; G.TargetMode < TARGET_MODE_COUNT. */
export const TARGET_MODE_COUNT = 32;
/** The first value a new mechanic target mode takes (mechanics/ids.ts MechTargetMode); the values below it that are not core modes were allocated before. */
export const MECH_TARGET_MODE_BASE = 23;

/** Instant windows (512.4): which instants a priority round admits. */
export const enum Window {
  /** The general response to a new declaration (303.3): any legal instant without a window. */
  General = 0,
  /** A simple strike, after the defender, before the dice. */
  StrikeBeforeDice = 1,
  /** A simple strike, after the dice, before the table is read. */
  StrikeAfterDice = 2,
}

/** Per-instance statistics bits (`statFlags`), for the per-card tables of the harness. */
export const enum StatFlag {
  /** In the player's final deal (after redeals). */
  Dealt = 1 << 0,
  /** Recruited into the squad. */
  Recruited = 1 << 1,
}

/** CardDb.abXMode bits (core/systems/x-targets.ts). */
export const enum XMode {
  /** X counts the targets (512.5.2: fixed at the declaration). */
  Targets = 1,
  /** X is the number of counters on the source ("где X — число {counter} на <карте>"). */
  FromCounters = 2,
  /** X is the event's amount, fixed at the declaration of a trigger ("ранить X карт, где X – число жетонов инкарнации на Поганище"; core/systems/x-targets.ts). */
  FromEvent = 4,
}
