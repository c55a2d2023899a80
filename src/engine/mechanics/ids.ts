/**
 * The one list of mechanic ids (../shared/design/engine-architecture.md, "State and bits"): what a
 * mechanic would otherwise add to the rules core's enums — a capability bit (the core's Cap word, full) or an effect op code (Op) — is allocated here, from the room the core reserves for mechanics
 * (core/codes.ts MECH_CAP_WORDS, MECH_OP_BASE; GameState.mechCaps; CardDb.mechCaps and abMech).
 *
 * - **Capability bits.** Mechanic id k (`Mech`) owns bit `1 << (k & 31)` of the per-game word
 *   `s.mechCaps[k >> 5]` (game-caps.ts ORs each card's `db.mechCaps[card * MECH_CAP_WORDS + w]` into
 *   it as cards enter the game, as it does Cap; check:caps compares it scoped and widened).
 *   `CapWord.<M>` and `CapBit.<M>` are those two numbers as const enum members, so a gate is a
 *   compile-time constant, as with Cap: `(s.mechCaps[CapWord.IfOpen]! & CapBit.IfOpen) !== 0`. The
 *   mechanic's compile pass sets the per-card bit (`sink.cap(Mech.IfOpen)`, compile/passes.ts); `on`
 *   and `cardHas` below read them. Ids 0 … 32 · MECH_CAP_WORDS − 1 (two words today: 0 … 63).
 * - **Hook gates.** The core never tests a mechanic's bit: it tests the hook gates (core/enums.ts
 *   Gate) in front of its hook calls, and each id opens its gates (`MECH_GATES` below).
 * - **Target modes.** `MechTargetMode.<M>` (below): a Decision.Target mode the mechanic answers
 *   through `hooks.targetChoices`; the core's own modes are core/enums.ts TargetMode.
 * - **Effect op codes.** `MechOp.<M>` = MECH_OP_BASE + n (128 … 255): the index of the mechanic's
 *   entries in the hooks' op tables (`effectOps`, `abilityOps`, `opChoices`, `chooseByOp`, `opTraits`:
 *   256 long), and the code its compile pass gives its vocabulary op name (`MechanicCompile.ops`; the
 *   variant goes into vocab/ability.ts MechanicEffectSpec). What the core must know of the op at its
 *   rule moments is a trait (core/enums.ts OpTrait, set in mechanics/index.ts `opTraits`), never its code.
 * - **State words.** `MW.<word>`: the offset of a mechanic's word in the mechanic state region
 *   (`s.mw`, core/state.ts MECH_STATE_WORDS words, hashed and cloned with the state). Each mechanic's
 *   words follow the previous mechanic's, in the order of `MECH_STATE` below;
 *   test/architecture/mech-state.test.ts checks that they fit the region and that no two overlap.
 *
 * Append only; never reuse or renumber an id (the per-game words are part of the state and its hash).
 * The mechanics' bits that the core's Cap / Cap2 words held took ids 1 … 34 (`CAP_FORMER_NAMES`), and
 * the effect ops they own took MechOp codes 129 … 152 (docs/architecture.md, "Op codes").
 */
import { MECH_CAP_WORDS, MECH_OP_BASE } from '../core/codes.js';
import type { CardDb } from '../core/card-db.js';
import { Gate } from '../core/enums.js';
import type { GameState } from '../core/state.js';
import { MECH_STATE_WORDS } from '../core/state.js';
export { MECH_CAP_WORDS, MECH_OP_BASE, MECH_STATE_WORDS };

/**
 * Mechanic ids that own a capability bit, in allocation order (0 …). Ids 1 … 34 are the mechanics
 * whose bits the core's Cap / Cap2 words held before (`CAP_FORMER_NAMES` names them).
 */
export const enum Mech {
  /** "если открыт" of an end-of-turn trigger (Стражник Туллена s2_12; mechanics/triggers/if-open.ts). */
  IfOpen = 0,
  /** "Если в свой ход может атаковать простым ударом закрытое существо противника, обязан это сделать" (Гном-басаарг s1_53; strike/must-strike-closed.ts). */
  MustStrikeClosed = 1,
  /** "{strike} по закрытому <карте> сводятся к 1" and its like (strike/strike-cap.ts). */
  StrikeCap = 2,
  /** Метки «охоты» (markers/hunt-mark.ts): wounds check the marks of their card. */
  HuntMark = 3,
  /** "Может выступать защитником любому вашему нелетающему существу" (Ртунх s1_47; strike/defenders.ts). */
  DefendsAnyGround = 4,
  /** Flag.MovedLastTurn is kept at every turn's start (movement/moved-last-turn.ts, Гном-поджигатель s1_35). */
  MovesRemembered = 5,
  /** A card reads the wounds cards received this turn (wounds/wound-history.ts). */
  WoundHistory = 6,
  /** "Может объявлять безответный удар …, если …" (Римаанды s1_106; strike/optional-unanswerable.ts). */
  OptionalUnanswerable = 7,
  /** Kw2.LuresFlyers (Паук-пересмешник s1_77; strike/flyer-lure.ts): attack targets of flyers are checked. */
  LuresFlyers = 8,
  /** «сеть» (Паук-пересмешник s1_77, markers/net.ts): moves, actions and attacks check for nets. */
  Net = 9,
  /** "Строй: Может объявлять {strike} с дальностью 2" (Страж чертогов s1_44; strike/strike-range.ts). */
  StrikeRange2 = 10,
  /** A row cap on the opponent's ordinary creatures' attacks (Призывающая бурю s1_51; strike/row-attack-cap.ts). */
  RowAttackCap = 11,
  /** "первый за ход {strike} вашего существа становится безответным" (Рагнар s1_63; strike/first-strike.ts). */
  FirstStrike = 12,
  /** "Первая за ход способность Вальхаллы вашей карты срабатывает дважды" (Рагнар s1_63; triggers/valhalla-twice.ts). */
  ValhallaTwice = 13,
  /** Two dice in a simple strike (Воин храма s1_189) or a reroll of one (Ловец удачи s1_181; dice/strike-dice.ts). */
  StrikeDice = 14,
  /** Simple strikes made as a feature's effect (Шаман-душегрыз s1_118, Матриарх племени s1_28; strike/forced-strike.ts). */
  ForcedStrike = 15,
  /** A card can gain flight during the battle (movement/flight.ts, movement/dive.ts). */
  GainsFlight = 16,
  /** "Противник может перенаправить {strike} <карты> …" (Волот s1_200; strike/opponent-redirect.ts). */
  OpponentRedirect = 17,
  /** "уменьшить величину выбранного удара на 1" (Лунная баньши s1_157; strike/strike-value.ts). */
  StrikeValue = 18,
  /** A card can lose all its features (features/lose-features.ts). */
  LosesFeatures = 19,
  /** A card can gain protection from strikes (Древний огр s1_135; strike/strike-protection.ts). */
  StrikeProtection = 20,
  /** A "при гибели существа" trigger with a self target (triggers/deaths-at-once.ts). */
  DeathsAtOnce = 21,
  /** Маркеры «удушения» (Тварь s1_162; markers/strangle.ts). */
  Strangle = 22,
  /** A feature whose effect a die picks (dice/die-outcome.ts): its die waits in the window after the dice. */
  DieOutcome = 23,
  /** A card's effect takes all printed features from a creature (Король-жрец s1_94; features/lose-features.ts). */
  TakesFeatures = 24,
  /** «свет фонаря» cell markers (Бул'Багур s1_119; markers/cell-markers.ts lanternBonus). */
  Lantern = 25,
  /** "При первом за ход ударе … — заблокировать этот удар, при этом прыжок" (Дети топи s1_108; strike/strike-block-jump.ts). */
  StrikeBlockJump = 26,
  /** A card grants a one-use magic strike (Дверг s1_90; strike/granted-strike.ts). */
  GrantsStrike = 27,
  /** A card may block a simple strike at it by paying a counter (Бон и Берроу s1_27; strike/counter-block.ts). */
  CounterBlock = 28,
  /** "первое за ход излечение" features (Мрачная дворянка s1_154; wounds/heal-gate.ts). */
  HealGate = 29,
  /** A card whose {strike} cannot be lowered (Гидра s1_136; strike/unlowerable.ts). */
  Unlowerable = 30,
  /** A card copies "при сильном {strike}" features (Дегаска s1_32; features/copy-feature.ts). */
  CopiesFeatures = 31,
  /** The card (a row) copies its partners' Строй bonuses (Анубисар s1_26; features/formation-copy.ts). */
  CopiesFormation = 32,
  /** "+N к следующему метанию" (Огненный имп s1_138, Тови s1_111; dice/next-throw.ts). */
  NextThrow = 33,
  /** "Когда существо получает раны от удара" (Отшельница s1_184; wounds/spread-wounds.ts). */
  WoundWindow = 34,
}
/** Mechanic ids allocated so far (the next id); at most 32 · MECH_CAP_WORDS. */
export const MECH_COUNT = 35;

/** The per-game word (index into GameState.mechCaps) of each mechanic's capability bit: `Mech.<M> >> 5`. */
export const enum CapWord {
  IfOpen = Mech.IfOpen >> 5,
  MustStrikeClosed = Mech.MustStrikeClosed >> 5,
  StrikeCap = Mech.StrikeCap >> 5,
  HuntMark = Mech.HuntMark >> 5,
  DefendsAnyGround = Mech.DefendsAnyGround >> 5,
  MovesRemembered = Mech.MovesRemembered >> 5,
  WoundHistory = Mech.WoundHistory >> 5,
  OptionalUnanswerable = Mech.OptionalUnanswerable >> 5,
  LuresFlyers = Mech.LuresFlyers >> 5,
  Net = Mech.Net >> 5,
  StrikeRange2 = Mech.StrikeRange2 >> 5,
  RowAttackCap = Mech.RowAttackCap >> 5,
  FirstStrike = Mech.FirstStrike >> 5,
  ValhallaTwice = Mech.ValhallaTwice >> 5,
  StrikeDice = Mech.StrikeDice >> 5,
  ForcedStrike = Mech.ForcedStrike >> 5,
  GainsFlight = Mech.GainsFlight >> 5,
  OpponentRedirect = Mech.OpponentRedirect >> 5,
  StrikeValue = Mech.StrikeValue >> 5,
  LosesFeatures = Mech.LosesFeatures >> 5,
  StrikeProtection = Mech.StrikeProtection >> 5,
  DeathsAtOnce = Mech.DeathsAtOnce >> 5,
  Strangle = Mech.Strangle >> 5,
  DieOutcome = Mech.DieOutcome >> 5,
  TakesFeatures = Mech.TakesFeatures >> 5,
  Lantern = Mech.Lantern >> 5,
  StrikeBlockJump = Mech.StrikeBlockJump >> 5,
  GrantsStrike = Mech.GrantsStrike >> 5,
  CounterBlock = Mech.CounterBlock >> 5,
  HealGate = Mech.HealGate >> 5,
  Unlowerable = Mech.Unlowerable >> 5,
  CopiesFeatures = Mech.CopiesFeatures >> 5,
  CopiesFormation = Mech.CopiesFormation >> 5,
  NextThrow = Mech.NextThrow >> 5,
  WoundWindow = Mech.WoundWindow >> 5,
}

/** Each mechanic's capability bit in its word: `1 << (Mech.<M> & 31)`. */
export const enum CapBit {
  IfOpen = 1 << (Mech.IfOpen & 31),
  MustStrikeClosed = 1 << (Mech.MustStrikeClosed & 31),
  StrikeCap = 1 << (Mech.StrikeCap & 31),
  HuntMark = 1 << (Mech.HuntMark & 31),
  DefendsAnyGround = 1 << (Mech.DefendsAnyGround & 31),
  MovesRemembered = 1 << (Mech.MovesRemembered & 31),
  WoundHistory = 1 << (Mech.WoundHistory & 31),
  OptionalUnanswerable = 1 << (Mech.OptionalUnanswerable & 31),
  LuresFlyers = 1 << (Mech.LuresFlyers & 31),
  Net = 1 << (Mech.Net & 31),
  StrikeRange2 = 1 << (Mech.StrikeRange2 & 31),
  RowAttackCap = 1 << (Mech.RowAttackCap & 31),
  FirstStrike = 1 << (Mech.FirstStrike & 31),
  ValhallaTwice = 1 << (Mech.ValhallaTwice & 31),
  StrikeDice = 1 << (Mech.StrikeDice & 31),
  ForcedStrike = 1 << (Mech.ForcedStrike & 31),
  GainsFlight = 1 << (Mech.GainsFlight & 31),
  OpponentRedirect = 1 << (Mech.OpponentRedirect & 31),
  StrikeValue = 1 << (Mech.StrikeValue & 31),
  LosesFeatures = 1 << (Mech.LosesFeatures & 31),
  StrikeProtection = 1 << (Mech.StrikeProtection & 31),
  DeathsAtOnce = 1 << (Mech.DeathsAtOnce & 31),
  Strangle = 1 << (Mech.Strangle & 31),
  DieOutcome = 1 << (Mech.DieOutcome & 31),
  TakesFeatures = 1 << (Mech.TakesFeatures & 31),
  Lantern = 1 << (Mech.Lantern & 31),
  StrikeBlockJump = 1 << (Mech.StrikeBlockJump & 31),
  GrantsStrike = 1 << (Mech.GrantsStrike & 31),
  CounterBlock = 1 << (Mech.CounterBlock & 31),
  HealGate = 1 << (Mech.HealGate & 31),
  Unlowerable = 1 << (Mech.Unlowerable & 31),
  CopiesFeatures = 1 << (Mech.CopiesFeatures & 31),
  CopiesFormation = 1 << (Mech.CopiesFormation & 31),
  NextThrow = 1 << (Mech.NextThrow & 31),
  WoundWindow = 1 << (Mech.WoundWindow & 31),
}

/** Is mechanic `id` in game `s` (some card of the game has its bit: game-caps.ts)? */
export function on(s: GameState, id: Mech): boolean {
  return (s.mechCaps[id >> 5]! & (1 << (id & 31))) !== 0;
}

/** Does card `card` of `db` have mechanic `id`'s bit (its compile pass set it)? */
export function cardHas(db: CardDb, card: number, id: Mech): boolean {
  return (db.mechCaps[card * MECH_CAP_WORDS + (id >> 5)]! & (1 << (id & 31))) !== 0;
}

/**
 * The hook gates (core/enums.ts Gate) each mechanic id opens, indexed by id: the core calls the hooks
 * behind a gate only in games where some mechanic opened it (compileCardDb ORs a card's into
 * CardDb.gates), with Gate.StepwiseStrikes for the ids not in AT_ONCE_MECHS (`gatesOfMech`).
 * One reviewed table: adding a hook call behind a gate means adding the gate here for the mechanic.
 */
export const MECH_GATES: readonly number[] = [
  /* IfOpen */ 0,
  /* MustStrikeClosed */ Gate.StrikeObligation,
  /* StrikeCap */ Gate.StrikeWoundCuts,
  /* HuntMark */ Gate.WoundNoted,
  /* DefendsAnyGround */ Gate.DefendersByText,
  /* MovesRemembered */ Gate.TurnEndMoves,
  /* WoundHistory */ Gate.WoundNoted,
  /* OptionalUnanswerable */ Gate.UnanswerableDeclared,
  /* LuresFlyers */ Gate.AttackTargetsLimited,
  /* Net */ Gate.Netted,
  /* StrikeRange2 */ Gate.ExtraStrikeCells,
  /* RowAttackCap */ Gate.AttackWoundCap,
  /* FirstStrike */ Gate.FirstStrike,
  /* ValhallaTwice */ Gate.TriggerDeclaring,
  /* StrikeDice */ Gate.StrikeDiceRolled,
  /* ForcedStrike */ Gate.EffectStrikes,
  /* GainsFlight */ Gate.GainedFlight,
  /* OpponentRedirect */ Gate.StrikeTargetStage,
  /* StrikeValue */ Gate.StrikeWoundCuts | Gate.SpecialStrikeWounds,
  /* LosesFeatures */ Gate.FeaturesLost,
  /* StrikeProtection */ Gate.StruckTriggerStopped,
  /* DeathsAtOnce */ Gate.TriggersCollected,
  /* Strangle */ Gate.NeighboursChanged,
  /* DieOutcome */ 0,
  /* TakesFeatures */ Gate.LeavingBattle,
  /* Lantern */ Gate.WoundsAdded,
  /* StrikeBlockJump */ Gate.AttackBlocked | Gate.StrikeTargetStage | Gate.StrikeEffectsStage,
  /* GrantsStrike */ Gate.LeavingBattle,
  /* CounterBlock */ Gate.StrikeEffectsStage,
  /* HealGate */ Gate.HealSteps,
  /* Unlowerable */ Gate.UnlowerableStrikes,
  /* CopiesFeatures */ Gate.LeavingBattle,
  /* CopiesFormation */ Gate.FormationCopier,
  /* NextThrow */ Gate.RangedBonus,
  /* WoundWindow */ Gate.WoundWindow | Gate.WoundNoted,
];

/**
 * The mechanics the strike at once runs right (core/combat/strike-at-once.ts gives each one's reason):
 * every other id opens Gate.StepwiseStrikes too, so a mechanic added later sends the game's strikes step
 * by step until a review puts it here.
 */
export const AT_ONCE_MECHS: readonly Mech[] = [
  Mech.IfOpen,
  Mech.MustStrikeClosed,
  Mech.StrikeCap,
  Mech.MovesRemembered,
  Mech.WoundHistory,
  Mech.LuresFlyers,
  Mech.StrikeRange2,
  Mech.ForcedStrike,
  Mech.GainsFlight,
  Mech.StrikeProtection,
  Mech.DeathsAtOnce,
  Mech.CopiesFeatures,
  Mech.CopiesFormation,
  Mech.NextThrow,
];

/** All the hook gates mechanic `id` opens: its MECH_GATES, and Gate.StepwiseStrikes unless it is in AT_ONCE_MECHS. */
export function gatesOfMech(id: Mech): number {
  return MECH_GATES[id]! | (AT_ONCE_MECHS.includes(id) ? 0 : Gate.StepwiseStrikes);
}

/**
 * The capability bits that changed words when the mechanics took ids: the current qualified name →
 * the name the bit had before (core/enums.ts Cap, Cap2 of 0.9.0). The semantic signature
 * (benchmarks/semantic-signature.ts) folds the game's capability bits by these former names, so a
 * state of either layout folds alike. Append only.
 */
export const CAP_FORMER_NAMES: Readonly<Record<string, string>> = {
  'Mech.MustStrikeClosed': 'Cap.ForcedStrike',
  'Mech.StrikeCap': 'Cap.StrikeCap',
  'Mech.HuntMark': 'Cap.HuntMark',
  'Mech.DefendsAnyGround': 'Cap.DefendsAnyGround',
  'Mech.MovesRemembered': 'Cap.MovesRemembered',
  'Mech.WoundHistory': 'Cap2.WoundHistory',
  'Mech.OptionalUnanswerable': 'Cap2.OptionalUnanswerable',
  'Mech.LuresFlyers': 'Cap2.LuresFlyers',
  'Mech.Net': 'Cap2.Net',
  'Mech.StrikeRange2': 'Cap2.StrikeRange2',
  'Mech.RowAttackCap': 'Cap2.RowAttackCap',
  'Mech.FirstStrike': 'Cap2.FirstStrike',
  'Mech.ValhallaTwice': 'Cap2.ValhallaTwice',
  'Mech.StrikeDice': 'Cap2.StrikeDice',
  'Mech.ForcedStrike': 'Cap2.ForcedStrike',
  'Mech.GainsFlight': 'Cap2.GainsFlight',
  'Mech.OpponentRedirect': 'Cap2.OpponentRedirect',
  'Mech.StrikeValue': 'Cap2.StrikeValue',
  'Mech.LosesFeatures': 'Cap2.LosesFeatures',
  'Mech.StrikeProtection': 'Cap2.StrikeProtection',
  'Mech.DeathsAtOnce': 'Cap2.DeathsAtOnce',
  'Mech.Strangle': 'Cap2.Strangle',
  'Mech.DieOutcome': 'Cap2.DieOutcome',
  'Mech.TakesFeatures': 'Cap2.TakesFeatures',
  'Mech.Lantern': 'Cap2.Lantern',
  'Mech.StrikeBlockJump': 'Cap2.StrikeBlockJump',
  'Mech.GrantsStrike': 'Cap2.GrantsStrike',
  'Mech.CounterBlock': 'Cap2.CounterBlock',
  'Mech.HealGate': 'Cap2.HealGate',
  'Mech.Unlowerable': 'Cap2.Unlowerable',
  'Mech.CopiesFeatures': 'Cap2.CopiesFeatures',
  'Mech.CopiesFormation': 'Cap2.CopiesFormation',
  'Mech.NextThrow': 'Cap2.NextThrow',
  'Mech.WoundWindow': 'Cap2.WoundWindow',
  'Cap.MovesDiagonally': 'Cap2.MovesDiagonally',
  'Cap.DieFeature': 'Cap2.DieFeature',
  'Cap.StrongStrikeGrant': 'Cap2.StrongStrikeGrant',
};

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
  /** 'gaze' (mechanics/strike/gaze.ts; Op 33 before). */
  Gaze = MECH_OP_BASE + 1,
  /** 'redirectStrike' (mechanics/strike/redirect.ts; Op 34 before). */
  Redirect = MECH_OP_BASE + 2,
  /** 'rowAttackCap' (mechanics/strike/row-attack-cap.ts; Op 37 before). */
  RowAttackCap = MECH_OP_BASE + 3,
  /** 'firstStrikeUnanswerable' (mechanics/strike/first-strike.ts; Op 38 before). */
  FirstStrikeUnanswerable = MECH_OP_BASE + 4,
  /** 'preyMark' (mechanics/markers/prey-mark.ts; Op 39 before). */
  PreyMark = MECH_OP_BASE + 5,
  /** 'gainFlight' (mechanics/movement/flight.ts; Op 41 before). */
  GainFlight = MECH_OP_BASE + 6,
  /** 'moveWounds' (mechanics/wounds/move-wounds.ts; Op 60 before). */
  MoveWounds = MECH_OP_BASE + 7,
  /** 'markerTeleport' (mechanics/markers/cell-markers.ts; Op 49 before). */
  MarkerTeleport = MECH_OP_BASE + 8,
  /** 'strangle' (mechanics/markers/strangle.ts; Op 50 before). */
  Strangle = MECH_OP_BASE + 9,
  /** 'dieOutcome' (mechanics/dice/die-outcome.ts; Op 61 before). */
  DieOutcome = MECH_OP_BASE + 10,
  /** 'loseFeatures' (mechanics/features/lose-features.ts; Op 55 before). */
  LoseFeatures = MECH_OP_BASE + 11,
  /** 'millTop' (mechanics/features/mill.ts; Op 70 before). */
  MillTop = MECH_OP_BASE + 12,
  /** 'delayedRowSpell' (mechanics/markers/delayed-spell.ts; Op 71 before). */
  DelayedRowSpell = MECH_OP_BASE + 13,
  /** 'grantMagicStrike' (mechanics/strike/granted-strike.ts; Op 74 before). */
  GrantMagicStrike = MECH_OP_BASE + 14,
  /** 'copyStrongStrikeFeature' (mechanics/features/copy-feature.ts; Op 73 before). */
  CopyFeature = MECH_OP_BASE + 15,
  /** 'moveAlong' (mechanics/movement/move-along.ts; Op 75 before). */
  MoveAlong = MECH_OP_BASE + 16,
  /** the static ability (mechanics/strike/strike-block-jump.ts; Op 72 before). */
  StrikeBlockJump = MECH_OP_BASE + 17,
  /** 'arrangeDeck' (mechanics/features/deck-order.ts; Op 28 before). */
  ArrangeDeck = MECH_OP_BASE + 18,
  /** 'strikeCap' (mechanics/strike/strike-cap.ts; Op 29 before): OpTrait.OnStrikeItem. */
  StrikeCap = MECH_OP_BASE + 19,
  /** 'relocate' (mechanics/movement/relocate.ts, dive.ts; Op 32 before): OpTrait.CellAtDeclaration, AmountIsDeclaredCell. */
  Relocate = MECH_OP_BASE + 20,
  /** 'push' (mechanics/movement/push.ts; Op 35 before): OpTrait.MayBeImpossible. */
  Push = MECH_OP_BASE + 21,
  /** 'redirectDeclared' (mechanics/strike/redirect.ts; Op 36 before): OpTrait.KeepsAttacked. */
  RedirectDeclared = MECH_OP_BASE + 22,
  /** 'forcedStrike' (mechanics/strike/forced-strike.ts; Op 40 before). */
  ForcedStrike = MECH_OP_BASE + 23,
  /** 'cellMarker' (mechanics/markers/cell-markers.ts; Op 48 before): OpTrait.CellAtDeclaration. */
  CellMarker = MECH_OP_BASE + 24,
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
