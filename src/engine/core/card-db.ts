/**
 * The compiled card database as the rules core reads it: static card definitions flattened into typed
 * arrays indexed by card index (struct of arrays), built once at load by compileCardDb
 * (compile/compile.ts) and shared read-only by every game in a worker.
 *
 * Index `unknown` (= defs.length) is a sentinel row for a card the observer cannot see: face-down
 * enemy cards and unknown deck contents in an observation (observe.ts).
 */
import type { Ability } from '../vocab/ability.js';
import type { CardDef } from '../vocab/card.js';
import type { CounterTables } from './systems/counters.js';
import type { Hooks } from './hooks.js';
import type { ModTables } from './systems/modifiers.js';

export interface CardDb {
  /** The mechanics composed for this pool (core/hooks.ts; written by mechanics/index.ts): the default hooks of a Game of this db (core/game-value.ts makeGame), which its states read as `s.hooks`. */
  readonly hooks: Hooks;
  /** The source definitions (for names, logs, the CLI). Index = card index. */
  readonly defs: readonly CardDef[];
  /**
   * Number of real cards (indices 0 … size − 1). With a card that takes features (mechanics/features/lose-features.ts)
   * the featureless twins follow; with a card that grants a magic strike (mechanics/strike/granted-strike.ts) the
   * armed twins follow those (… unknown − 1); the "unknown card" sentinel row is `unknown`, the last.
   */
  readonly size: number;
  readonly unknown: number;
  /** mechanics/features/lose-features.ts: card index → its featureless twin (−1: none); any row → its printed card. */
  readonly twinOf: Int16Array;
  readonly origOf: Int16Array;
  /** mechanics/strike/granted-strike.ts: printed card → its armed twin (−1: none). */
  readonly armedOf: Int16Array;
  /** mechanics/features/copy-feature.ts: the copier card (−1: none), the row of its donor set 1 (−1: none), the number of donors. */
  readonly copier: number;
  readonly copyBase: number;
  readonly copyK: number;
  /** mechanics/features/copy-feature.ts: printed card → its donor index (−1: not a donor); donor index → printed card. */
  readonly copyDonor: Int8Array;
  readonly copyDonors: Int16Array;
  /** mechanics/features/formation-copy.ts: the formation copier (−1: none), the row of its donor set 1 (−1: none), the donors (count, per printed card, list). */
  readonly fcopier: number;
  readonly fcopyBase: number;
  readonly fcopyK: number;
  readonly fcopyDonor: Int8Array;
  readonly fcopyDonors: Int16Array;
  readonly cost: Uint8Array;
  /** ElementCode. */
  readonly element: Uint8Array;
  readonly life: Int16Array;
  /** Movement allowance; 0 for flyers. */
  readonly move: Int8Array;
  /** Simple strike values: strike[3*i + tier-1] for tier 1 (weak), 2 (medium), 3 (strong). */
  readonly strike: Int8Array;
  /** Kw bits. */
  readonly kw: Uint32Array;
  /** Kw2 bits (the second keyword word: Kw is full). */
  readonly kw2: Uint32Array;
  readonly ova: Int8Array;
  readonly ovz: Int8Array;
  readonly armor: Int8Array;
  readonly regen: Int8Array;
  /** AttackKind of the card's ranged attack, AttackKind.None if it has none. */
  readonly rangedKind: Uint8Array;
  /** X-Y-Z of the ranged attack: rangedValue[3*i + tier-1]. */
  readonly rangedValue: Int8Array;
  /** Range of the ranged attack; 0 = unlimited. */
  readonly rangedRange: Int8Array;
  /** 1 when the ranged attack may target adjacent cards. */
  readonly rangedAdjacent: Uint8Array;
  /** Same index for cards with the same name (uniqueness compares names, digest §1.2). */
  readonly nameId: Int16Array;
  /** 535.9: for card i, the card indices it may not share a squad with (CSR: start/end into `forbidList`). */
  readonly forbidStart: Int32Array;
  readonly forbidList: Int16Array;
  /** 535.9: 1 for a card on either side of some restriction (recruitment checks the squad only for these). */
  readonly inConflict: Uint8Array;
  /** Lookup by id (`s1_13`). */
  readonly byId: ReadonlyMap<string, number>;
  /** Every ability of every card, flattened; card i owns abilities[abilStart[i] .. abilStart[i+1]). */
  readonly abilities: readonly Ability[];
  readonly abilStart: Int32Array;
  /** Per ability: AbKind, trigger point (Trig), effect Op, amount, target (Tgt), ability type (AttackKind). */
  readonly abKind: Uint8Array;
  readonly abTrigger: Uint8Array;
  /** Per card: bit (1 << event kind) per event kind its battle-zone triggers listen to (triggers.ts). */
  readonly trigEvents: Uint32Array;
  /** Per card: the same, with the graveyard trigger points' event kinds (G.TrigKinds). */
  readonly trigEventsAll: Uint32Array;
  /** Per card: bit (1 << (kind − 32)) per wide event kind 32..63 its battle-zone triggers listen to (core/systems/wide-events.ts; GameState.trigKinds2). */
  readonly trigEvents2: Uint32Array;
  /** Per card: 1 when one of its replacements may apply to an effect on another card (match.to not 'self'). */
  readonly replOther: Uint8Array;
  readonly abOp: Uint8Array;
  readonly abAmount: Int16Array;
  readonly abTarget: Uint8Array;
  readonly abType: Uint8Array;
  /** Per ability: cost and options. */
  readonly abTap: Uint8Array;
  readonly abCounters: Uint8Array;
  /** 1 when the counter cost is "X{counter}" (X chosen at the declaration, core/systems/counters.ts). */
  readonly abXCost: Uint8Array;
  /** Smallest X of an X cost. */
  readonly abXMin: Uint8Array;
  /** "N (или менее)": the largest amount the controller may choose at the declaration; 0 = none. */
  readonly abUpTo: Uint8Array;
  /** Effect amount read from the board (core/systems/amounts.ts AmountFrom; 0 = printed). */
  readonly abAmountFrom: Uint8Array;
  /** The `also` effect of an ability: its op (0 none) and amount (core/systems/markers.ts). */
  readonly abAlsoOp: Uint8Array;
  /** "(не более N раз за ход)": per-turn declarations of the ability by one card (0 = no limit; TimedKind.Use entries, durations.ts). */
  readonly abPerTurn: Uint8Array;
  /** 1: the `also` effect only when the target is closed ("при особом ударе по закрытому существу"). */
  readonly abAlsoIfClosed: Uint8Array;
  readonly abAlsoAmount: Int16Array;
  /** Op.Either (core/systems/choice.ts): the two options' ops and amounts (index 2·ability + option) and who chooses (EitherBy). */
  readonly abEitherOp: Uint8Array;
  readonly abEitherAmount: Int16Array;
  readonly abEitherBy: Uint8Array;
  /** Per activated ability: 1 = the effect also goes to the enemy creatures next to the target with the same printed weak strike (mechanics/strike/splash.ts). */
  readonly abSplash: Uint8Array;
  /** 1: a relocation's cell is next to the trigger's event card (mechanics/movement/attacked-next-to.ts). */
  readonly abRelocateNear: Uint8Array;
  /** Marker filters (core/systems/markers.ts, with TF_MARKS in abTgtFilter): bits: 1 = only poisoned creatures, 2 = only unwounded ones; required ElementCode or -1; 1 = not the source ("другого"). */
  readonly abFilterPoisoned: Uint8Array;
  readonly abFilterElement: Int8Array;
  readonly abFilterOther: Uint8Array;
  /** XMode bits (core/systems/x-targets.ts): X counts targets, X = counters on the source. */
  readonly abXMode: Uint8Array;
  /** Marker filters too: -1 any, 1 only flyers, 0 only non-flyers ("нелетающее"); position: 1 = only the card opposite the source ("напротив"), 2 = the source or a card next to it. */
  readonly abFilterFlyer: Int8Array;
  readonly abFilterOpposite: Uint8Array;
  readonly abInstant: Uint8Array;
  /**
   * Per card: bit k set when its k-th ability (local index, k < 12) is activated (AbKind.Activated);
   * `instantAbilities` the same for instant ones — the only abilities instants.ts usableAbilities tries.
   */
  readonly activatedAbilities: Uint16Array;
  readonly instantAbilities: Uint16Array;
  /**
   * Per card: the activated abilities (same bits) that cost {tap} and are no jump — never usable by a
   * closed card or one that has acted (features.ts costsPayable), so usableAbilities skips them there.
   */
  readonly tapAbilities: Uint16Array;
  /** Per card: 1 when it has a "Вальхалла" trigger (triggers.ts reads only these in a graveyard). */
  readonly valhalla: Uint8Array;
  readonly abOptional: Uint8Array;
  /** Range of an activated ability's target (0 = unlimited). */
  readonly abRange: Uint8Array;
  /** 1 when the ability's counters are prepaid at the legality check (512.5.3). */
  readonly abPrepay: Uint8Array;
  /** Window (enums Window) an instant is restricted to; 0 = general. */
  readonly abWindow: Uint8Array;
  /** For dieDelta effects: 1 when the struck card's die changes, 0 the attacker's. */
  readonly abDie: Uint8Array;
  /** For the all* targets: 1 = only creatures with regeneration. */
  readonly abFilterRegen: Uint8Array;
  /** For the all* targets: required class, or '' (read only when the target is all*). */
  readonly abFilterClass: readonly string[];
  /** For the all* targets: 1 = only creatures next to the source. */
  readonly abFilterAdjacent: Uint8Array;
  /** For the all* targets: maximum cost, 0 = any. */
  readonly abFilterMaxCost: Uint8Array;
  /** Per triggered ability: strike / subject filter bits (core/systems/special-strike.ts TF_*). */
  readonly abTrigFilter: Uint16Array;
  /**
   * Per triggered ability: the wound types it waits for ("при получении ран от отравления", 534.5),
   * as a mask of (1 << AttackKind); 0 = any.
   */
  readonly abTrigTypes: Uint32Array;
  /** Per triggered ability: 1 = "Засада" (acts at its declaration; core/systems/declaration.ts). */
  readonly abAmbush: Uint8Array;
  /** Per ability: the own row (1 front … 3 back) a trigger requires ("если стоит в вашем N-м ряду"), 0 = any. */
  readonly abIfOwnRow: Uint8Array;
  /** {first}/{second} condition of a trigger (mechanics/triggers/move-order.ts IfOrder). */
  readonly abIfOrder: Uint8Array;
  /** 1 = the controller picks the hidden cards the effect reaches (mechanics/features/hidden-choice.ts). */
  readonly abHiddenPick: Uint8Array;
  /**
   * Timed grants (core/systems/durations.ts), one row per 'grant' effect; an Op.Grant effect's amount is
   * its row. Kw bits, ОвА, ОвЗ, +strike, +ranged, +movement, duration code (Dur) and its X.
   */
  readonly grantKw: Uint32Array;
  readonly grantOva: Int8Array;
  readonly grantOvz: Int8Array;
  readonly grantStrike: Int8Array;
  /** "+N к сильному {strike}" of a grant row (durations.ts TimedKind.StrongStrike). */
  readonly grantStrong: Int8Array;
  readonly grantRanged: Int8Array;
  readonly grantMove: Int8Array;
  readonly grantLife: Int8Array;
  /** "+N к дальности" of a timed grant (ranged-abilities.ts rangeBonus). */
  readonly grantRange: Int8Array;
  /** "ваши существа получают +N к броскам кубика при атаках по этому существу" (durations.ts markedDie). */
  readonly grantDieMark: Int8Array;
  /** Маркер «охоты»: extra wounds (mechanics/markers/hunt-mark.ts). */
  readonly grantHuntMark: Int8Array;
  /** «сеть» (mechanics/markers/net.ts): 1 when the grant row gives a net. */
  readonly grantNet: Uint8Array;
  /** Timed regeneration and "-N от немагических атак" of each grant row (durations.ts TimedKind.Regen / PreventNonMagic). */
  readonly grantRegen: Int8Array;
  readonly grantPrevent: Int8Array;
  /** "+N к следующему метанию (максимум +M)" of each grant row: N | M << 4 (mechanics/dice/next-throw.ts). */
  readonly grantNextThrow: Uint8Array;
  /** Per grant row, the bits of its non-zero fields (core/systems/durations.ts grantFieldMasks, in the order applyGrant adds their entries). */
  readonly grantFields: Uint16Array;
  /** The grant row of a composite stage's 'grant' effect (features.ts runStage). */
  readonly grantRow: ReadonlyMap<object, number>;
  readonly grantDur: Uint8Array;
  readonly grantN: Uint8Array;
  /**
   * Ranged-attack abilities (core/systems/ranged-abilities.ts), per ability: the AttackKind (0 = not a
   * ranged attack), X-Y-Z at [3*a + tier-1], may target adjacent cards, how many different targets,
   * the bonus against flyers and per counter on the attacker, and the counters lost on execution
   * (0 none, 1 all, 2 one). The range is `abRange`; the costs are `abTap` / `abCounters` / `abInstant`.
   */
  readonly abRanged: Uint8Array;
  readonly abRangedValue: Int8Array;
  readonly abAdjacent: Uint8Array;
  readonly abTargets: Uint8Array;
  readonly abVsFlyer: Int8Array;
  readonly abPerCounter: Int8Array;
  /** Ranged abilities: "+N за каждую потраченную {counter}" (× the X paid; ranged-abilities.ts). */
  readonly abPerSpent: Int8Array;
  /** Per ranged ability: "+X, где X — число ран на <карте> (максимум N)": N, 0 = none. */
  readonly abPlusWounds: Int8Array;
  /** Per ranged ability: RX_* bits (core/systems/ranged-abilities.ts): X from the side neighbours' weak strikes, close after N other shots. */
  readonly abRangedExtra: Uint8Array;
  readonly abLoseCounters: Uint8Array;
  /** A ranged ability's bomb: the wounds of its explosion (mechanics/markers/bomb.ts), 0 = none. */
  readonly abBomb: Uint8Array;
  /** A ranged ability's second attack at a second, different card (AttackKind; 0 none) and its X-Y-Z (3 per ability; ranged-abilities.ts). */
  readonly abRanged2: Uint8Array;
  readonly abRanged2Value: Int8Array;
  /** Per ability: jump range ("Прыжок, дальность X", mechanics/movement/jump.ts), 0 = not a jump; TELEPORT_RANGE for "Телепортация". */
  readonly abJump: Uint8Array;
  /** Per ranged ability: holder condition (modifiers.ts Cond) for "Получает «…», пока …", 0 = always. */
  readonly abWhen: Uint8Array;
  /** Per card: the die result from which a ranged attack on it is blocked (ranged-abilities.ts), 0 = none. */
  readonly rangedBlockMin: Uint8Array;
  /** Per card: "+N к дальности" aura of the card (ranged-abilities.ts), 0 = none. */
  readonly rangeAura: Int8Array;
  /** Per card: gold gained when recruited, and the costs (bit per cost) that make it free (recruit.ts). */
  readonly recruitGold: Uint8Array;
  readonly recruitFreeCosts: Uint32Array;
  /**
   * Per card, recruitment options (recruit.ts): the largest X of "заплатить на X больше" and the extra
   * lives it then starts with; the gold of "можете получить N{elite}" and 1 + its cap on elemental
   * cards; the cards a pre-recruitment scout ("посмотреть N случайные карты") looks at.
   */
  readonly recruitExtraMax: Uint8Array;
  readonly recruitExtraLives: Uint8Array;
  readonly recruitOptGold: Uint8Array;
  readonly recruitOptElemCap: Uint8Array;
  readonly recruitScout: Uint8Array;
  /** Per card: the largest cost of the elite creature a pre-recruitment "show with …" (Линнет) takes along, 0 = none. */
  readonly recruitPartnerMax: Uint8Array;
  /** Per card: 1 for "после расстановки карт вскройте … можете поменять расположение своих карт" (Следопыт). */
  readonly recruitRearrange: Uint8Array;
  /** Per card: bit (1 << AttackKind) for its printed ranged attack and each activated / ranged ability's type. */
  readonly hasTypes: Uint32Array;
  /** The same for kinds the card has only while it has a counter (mechanics/triggers/while-counters.ts). */
  readonly hasTypesIfCounter: Uint32Array;
  /** Per ability: TargetFilter.has as a mask of (1 << AttackKind), 0 = no such filter. */
  readonly abFilterHas: Uint32Array;
  /** Per card: vampirism delta ("Вампиризм на X-1": -1); read only with Kw.Vampirism. */
  readonly vampDelta: Int8Array;
  /** Per card: "Максимум N {health}", 0 = none. */
  readonly maxLife: Int16Array;
  /** 1 = 'attacksTwiceInRow' (Берсерк s1_195, with Cap.StrikesTwice; mechanics/strike/two-attacks.ts). */
  readonly twiceInRow: Uint8Array;
  /** Keyword 'twoDice' (Воин храма s1_189; mechanics/dice/strike-dice.ts): 1 when the card rolls two dice in a simple strike and chooses one. */
  readonly twoDice: Uint8Array;
  /** Keyword 'tremorIncarnation' (Скелетный червь s1_161; mechanics/markers/tremor-marker.ts): 1 when the card places, moves and incarnates on «дрожь». */
  readonly tremor: Uint8Array;
  /** "{strike} по закрытому <карте> сводятся к 1" (mechanics/strike/strike-cap.ts): 1 for such a card. */
  readonly strikeCapClosed: Uint8Array;
  /** Target filter bits for every target spec (targeting.ts TF_*): 1 = not moved this turn. */
  readonly abTgtFilter: Uint8Array;
  /**
   * Formation (core/systems/formation.ts): per ability, the formation condition (formationCode; 0 =
   * none) of a 'formation' feature or of a prevention with `formation`; and what a 'formation'
   * feature grants (Kw bits, armour, ОвА, ОвЗ).
   */
  readonly abFormation: Uint8Array;
  readonly abGrantKw: Uint32Array;
  readonly abGrantArmor: Int8Array;
  readonly abGrantOva: Int8Array;
  readonly abGrantOvz: Int8Array;
  /**
   * Пророчество (core/systems/prophecy.ts), per ability: N (0 = none; a 'prophecyBlock' has its N here
   * too), the test gating its effect (PT.*), and its `else` effect: op (0 none), amount, test.
   */
  readonly abProphecy: Uint8Array;
  readonly abProphIf: Uint8Array;
  readonly abProphElseOp: Uint8Array;
  readonly abProphElseAmount: Int16Array;
  readonly abProphElseIf: Uint8Array;
  /** Per activated ability with `perTurn`: 1 = the limit is per battle ("(1 раз за бой)"). */
  readonly abPerBattle: Uint8Array;
  /** Per card: Cap bits (the core's and its systems'; per game G.Caps). */
  readonly caps: Uint32Array;
  /**
   * Per card: the hook gates (core/enums.ts Gate) its mechanics open, the OR of mechanics/ids.ts
   * MECH_GATES over the card's mechanic ids (`mechCaps`); per game G.Gates. compileCardDb derives it.
   */
  readonly gates: Uint32Array;
  /** Compiled static modifiers (core/systems/modifiers.ts). */
  readonly mods: ModTables;
  /**
   * Per card: the capability bits of mechanic-owned ids (mechanics/ids.ts), MECH_CAP_WORDS words per
   * card (core/codes.ts); per game GameState.mechCaps (game-caps.ts).
   */
  readonly mechCaps: Uint32Array;
  /** The mechanics' effect op names and codes (MechanicCompile.ops of the passes this CardDb was compiled with; MECH_OP_BASE … 255). */
  readonly mechOps: Readonly<Record<string, number>>;
  /** Per ability: the data word of the mechanic that owns one of its fields (compile/passes.ts MechanicCompile), 0 = none. */
  readonly abMech: Int32Array;
  /** Per card: incarnation X (the largest, 535.7.4), 0 = none. */
  readonly incarnation: Uint8Array;
  /** Per card: counter rules (123, core/systems/counters.ts). */
  readonly ctr: CounterTables;
}

/** True when card `a` has "не может быть взята в отряд с [b]" (535.9, one direction). */
export function forbids(db: CardDb, a: number, b: number): boolean {
  for (let k = db.forbidStart[a]!; k < db.forbidStart[a + 1]!; k++) if (db.forbidList[k] === b) return true;
  return false;
}

/** True when squad card `a` and card `b` may not be in one squad together (535.9, either direction). */
export function squadConflict(db: CardDb, a: number, b: number): boolean {
  for (let k = db.forbidStart[a]!; k < db.forbidStart[a + 1]!; k++) if (db.forbidList[k] === b) return true;
  for (let k = db.forbidStart[b]!; k < db.forbidStart[b + 1]!; k++) if (db.forbidList[k] === a) return true;
  return false;
}
