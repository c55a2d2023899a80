/**
 * The ability vocabulary: card features written as typed data (discriminated unions), compiled
 * once at load (abilities/compile.ts) into numeric tables the engine reads.
 *
 * This is the part of the vocabulary the effect pipeline (511), the stack (512), replacement (534),
 * prevention (533) and cancel (518) work needs. The card-pool work extends it; every field added
 * must be read by a handler (a test checks it).
 */

/** Effects a feature can apply (511: each goes through protection → replacement → prevention → application). */
export type EffectSpec =
  /** Wound the target by `amount` (an attack kind comes from the ability, e.g. a discharge). */
  | { readonly op: 'wound'; readonly amount: number }
  /** Heal up to `amount` wounds. */
  | { readonly op: 'heal'; readonly amount: number }
  /** Give `amount` extra lives (дополнительные жизни). */
  | { readonly op: 'extraLives'; readonly amount: number }
  /** Close (tap) the target. */
  | { readonly op: 'close' }
  /** Open the target (506.4: it refills its movement). */
  | { readonly op: 'open' }
  /** Put `amount` poison on the target. */
  | { readonly op: 'poison'; readonly amount: number }
  /** 518: cancel the targeted feature on the stack (it is still paid). */
  | { readonly op: 'cancel' }
  /** Block the targeted feature on the stack (digest §5.1): no effects, still paid. */
  | { readonly op: 'block' }
  /**
   * In a strike's after-dice window: add `amount` to the attacker's or the struck card's die.
   * `mode` (mechanics/dice/strike-dice.ts): 'reroll' — roll that die again (amount unused); 'woundIfOne' —
   * usable while that die, with modifiers, is 1: wound its creature by `amount` (Взрывная Мэри s1_174).
   */
  | { readonly op: 'dieDelta'; readonly amount: number; readonly die: 'attacker' | 'defender'; readonly mode?: 'reroll' | 'woundIfOne' }
  /**
   * In a strike's window ("свести {strike} вашего существа к сильному"): the attacker's simple strike
   * becomes of this tier (weak 1 … strong 3) once the table is read; the attacker must be the
   * feature's controller's creature. The struck card's modifiers still apply after it (ruling s1_8).
   */
  | { readonly op: 'strikeTier'; readonly tier: 1 | 2 | 3 }
  /**
   * 535.5 summon from the own deck. `find`: 'search' browses the deck for a card matching the
   * filter (535.5.1); 'top' / 'topCreature' take the top card / top creature without browsing
   * (535.5.1.1); 'self' — the source itself, a card shown from the deck (core/systems/prophecy.ts,
   * "когда вы показываете <карту> при пророчестве — может вызвать его"). `place`: next to the summoner
   * (default), any free own cell, any free cell, or the own third row.
   */
  | { readonly op: 'summon'; readonly find: 'search' | 'top' | 'topCreature' | 'self'; readonly filter?: CardFilter; readonly place?: SummonPlace; readonly closed?: true }
  /** 535.6 resurrect a card from the own graveyard (chosen by the controller), next to the source by default; `closed`: "в закрытом виде". */
  | {
      readonly op: 'resurrect';
      readonly filter?: CardFilter;
      readonly place?: SummonPlace;
      readonly closed?: true;
      /**
       * "Изгнать существо с вашего кладбища, при этом возродить …, оно теряет особенности и получает +X к
       * {strike} и +Y к {health} изгнанного существа" (Сшиватель плоти s1_148; mechanics/features/stitch.ts).
       */
      readonly exileFirst?: true;
    }
  /** 535.8 take control of the target creature. */
  | { readonly op: 'takeControl' }
  /**
   * "Добивание на X" (digest §5.9, QA MEC-004): destroy an adjacent non-incorporeal creature with X
   * or fewer lives left, without wounds. X restricts the target (Кровяница ruling); the ability type
   * is an influence. Compiled to the target code Tgt.Finishable (core/systems/special-strike.ts).
   */
  | {
      readonly op: 'finish';
      readonly amount: number;
      /** "Добивание на X+1, где X – число отравленных существ рядом с целью" (Кровяница s1_115): + the poisoned creatures next to the target (targeting.ts TF_FINISH_POISONED). */
      readonly plusPoisonedNearTarget?: true;
      /** "добивание на X, где X — количество клеток, на которое передвинулся <карта> в этот ход" (Килсус s1_18): + the cells the source moved this turn (core/systems/turn-record.ts). */
      readonly plusMovedThisTurn?: true;
    }
  /** "Уничтожить": destroy the target without wounds (it dies: "при гибели" fires). */
  | { readonly op: 'destroy' }
  /** "Следующий бросок кубика … равен 6" (core/systems/strike-keywords.ts): the target's next die is a 6. */
  | { readonly op: 'nextRollSix' }
  /**
   * 123: the target gets `amount` counters (фишки) — "получить {counter}", "получает {counter}". A
   * card's cap ("не может иметь больше N{counter}", 123.4) and "не может получать {counter} от других
   * существ" apply (core/systems/counters.ts).
   */
  | { readonly op: 'gainCounters'; readonly amount: number }
  /** 123: the target loses `amount` counters ("теряет {counter}"); `all`: every counter it has. */
  | { readonly op: 'loseCounters'; readonly amount: number; readonly all?: true }
  /** Remove the poison marker of the target ("снять отравление"). */
  | { readonly op: 'curePoison' }
  /**
   * A timed grant (core/systems/durations.ts): keywords and bonuses the target has for `duration`
   * ("до конца хода", "до конца вашего следующего хода", "на X ходов противника", …).
   */
  | { readonly op: 'grant'; readonly grant: Grant; readonly duration: Duration }
  /**
   * "перераспределить N ран с <цели> на себя": up to `amount` of the target's wounds move onto the
   * source (core/systems/markers.ts). Not healing and not a wound effect of an attack.
   */
  | { readonly op: 'takeWounds'; readonly amount: number }
  /** Marker: "не открывается в начале своего следующего хода" (core/systems/markers.ts). */
  | { readonly op: 'skipOpen'; readonly wholeTurn?: true }
  /** "получает +1 к отравлению (максимум до N)": a poisoned target's poison grows by 1, up to `max` (core/systems/markers.ts). */
  | { readonly op: 'raisePoison'; readonly max: number }
  /**
   * Copy the targeted feature on the stack (518.1 ПРИМЕР 2, Келем; core/systems/declaration.ts): a copy
   * of the same ability goes on the stack under the copier's control, from the copier, with a target
   * he chooses now; it is a generated feature (not paid). Only features of abilities are copied.
   */
  | { readonly op: 'copy' }
  /**
   * One of two effects, chosen as the feature executes (core/systems/choice.ts): by the feature's
   * controller, or by the controller of the affected card ("по выбору атакованного").
   */
  | { readonly op: 'either'; readonly by: 'controller' | 'affected'; readonly options: readonly [EitherOption, EitherOption] }
  /**
   * In a strike's after-dice window (target 'executingStrike'): the attacker's strike or the struck card's
   * counter-strike deals `amount` wounds less (mechanics/strike/strike-value.ts, Лунная баньши s1_157).
   */
  | { readonly op: 'strikeValueDelta'; readonly amount: number; readonly strike: 'attacker' | 'counter' | 'special' }
  /**
   * "получает +X к следующему {strike} … (максимум +N)" (core/systems/prophecy.ts, Исхарская ненасыть):
   * the target's next simple strike deals `amount` more (with `perShown`, + the number of cards the
   * triggering prophecy showed instead); the pending bonus never exceeds `max` in all.
   */
  | { readonly op: 'nextStrikeBonus'; readonly amount: number; readonly perShown?: true; readonly max?: number }
  /**
   * "можете вернуть показанные карты на верх колоды" (core/systems/prophecy.ts, Махинатор): the cards the
   * triggering prophecy showed that are still in the deck go back on top, in the order chosen.
   */
  | { readonly op: 'returnShownToTop' }
  /** No effect of its own: an ability that only prophesies, its further abilities do the rest (Грёзы Архааля). */
  | { readonly op: 'nothing' }
  /**
   * "в следующий ход противник может перемещаться только X-Y-Z существами" (core/systems/move-limit.ts):
   * a die for the source picks N on the X-Y-Z scale; in the opponent's next turn at most N of his
   * cards may move.
   */
  | { readonly op: 'moveLimit'; readonly values: readonly [number, number, number] }
  /**
   * "положите жетон инкарнации на <карту на вашем кладбище>" (Талион s1_149; mechanics/features/grave-target.ts):
   * +1 incarnation token (535.7.1) on the card named at the declaration (target 'ownGraveCreature').
   */
  | { readonly op: 'incarnationToken' }
  | MechanicEffectSpec;

/**
 * Effects whose op a mechanic owns (its code from mechanics/ids.ts MechOp, MECH_OP_BASE … 255; its compile
 * pass names it in `MechanicCompile.ops`), accepted as an ability's main `effect`. Add a variant here
 * with the mechanic; the core's table OP (core/codes.ts) names only the ops above.
 */
export type MechanicEffectSpec =
  /**
   * "получает X {counter}, где X количество оставшихся единиц {armor}" (Гаргант s2_64;
   * mechanics/triggers/armour-counters.ts): the target gains as many counters as its armour has left
   * this turn (its armour less the wounds it prevented this turn), read as the effect executes. Target 'self'.
   */
  { readonly op: 'countersPerArmourLeft' }
  /**
   * "противник обязан переместить любое свое существо в том же направлении (относительно <карты>); если он
   * не может или не хочет этого делать — <карта> получает +N к следующему метанию (до конца вашего хода)"
   * (Тови s1_111; mechanics/movement/move-along.ts): on a 'selfSteps' trigger, target 'self'; `amount` N.
   */
  | { readonly op: 'moveAlong'; readonly amount: number }
  /**
   * "обязан телепортироваться на любую свободную клетку с «вратами», при этом ранить всех стоящих
   * рядом существ противника на 2; если не может переместиться — получает 3 раны" (Демон жадности
   * s1_170; mechanics/markers/cell-markers.ts): the source moves (a teleport, 506.6) to a free cell holding
   * the marker, chosen by its controller, then every enemy creature next to it gets `amount` wounds;
   * with no such cell, or held in place, it gets `elseWounds` wounds itself.
   */
  | { readonly op: 'markerTeleport'; readonly marker: 'gates'; readonly amount: number; readonly elseWounds: number }
  /**
   * "Положить маркер «удушения» на <цель>" (Тварь s1_162; mechanics/markers/strangle.ts): one more marker; one:
   * cannot move, two: cannot attack either, three: destroyed by the source; lost with no Тварь next to it.
   */
  | { readonly op: 'strangle' }
  /**
   * "перераспределить N (или менее) раны с <цели> на существо или существ противника" (Волхв s1_3;
   * mechanics/wounds/move-wounds.ts): with `upTo: N` (the number of wounds, 1..N and at most the target's
   * wounds, named at the declaration) and target 'ownCreature' `filter: { wounded: true }`; the
   * enemy creature receiving each wound is named right after (one may receive both). At execution
   * the target is healed (511) and the named creatures are wounded by what was actually healed
   * (ruling s1_3). With `upTo: 'strikeWounds'` (Отшельница s1_184; mechanics/wounds/spread-wounds.ts): the
   * target is a creature `filter: { woundedByStrikeNow: true }`, the number is the wounds it just got
   * from a strike, and they go to the controller's other creatures.
   */
  | { readonly op: 'moveWounds' }
  /**
   * "бросьте кубик: если выпало 1 или 2 — …; если выпало 3 или 4 — …; если выпало 5 или 6 — …"
   * (Шакси s1_185; mechanics/dice/die-outcome.ts): the die is rolled when the feature executes; the first
   * outcome whose `upTo` is at least the roll applies, to a target named then (one of `target`).
   */
  | { readonly op: 'dieOutcome'; readonly outcomes: readonly DieOutcomeSpec[] }
  /**
   * «Взгляд Василиска» (mechanics/strike/gaze.ts): the target may not move from the cell it stands on until
   * the source moves or leaves the battle zone.
   */
  | { readonly op: 'gaze' }
  /**
   * "перенаправить {strike} с карты на <цель>" (Бешеный маг s1_38; mechanics/strike/redirect.ts): the waiting
   * simple strike (a 'strikeBeforeDice' instant) now strikes the target creature; with the target
   * filter `nextToStruck`.
   */
  | { readonly op: 'redirectStrike' }
  /**
   * "выбрать ряд половины поля боя противника; до конца хода противника сводит каждую атаку рядового
   * существа противника к 1, пока оно стоит в выбранном ряду" (Призывающая бурю s1_51;
   * mechanics/strike/row-attack-cap.ts): with `upTo: 'freeEnemyRow'` (the row) and target 'none'.
   */
  | { readonly op: 'rowAttackCap' }
  /**
   * "первый за ход {strike} вашего существа становится безответным" (Рагнар s1_63; mechanics/strike/first-strike.ts):
   * the controller's first simple strike this turn gets no counter-strike; target 'none'.
   */
  | { readonly op: 'firstStrikeUnanswerable' }
  /** "оно получает маркер «добычи»" (Владыка небес s1_68; mechanics/markers/prey-mark.ts). */
  | { readonly op: 'preyMark' }
  /** "получить полет" (mechanics/movement/flight.ts): a ground creature leaves its cell for the auxiliary zone and is a flyer from then on. */
  | {
      readonly op: 'gainFlight';
      /** "и +N к {strike} до конца боя" in the same game action (mechanics/movement/flight.ts). */
      readonly strike?: number;
      /** "при этом теряет все особенности" (mechanics/features/lose-features.ts; only on a card without keywords, icons or static modifiers). */
      readonly loseFeatures?: true;
    }
  /**
   * "существо теряет все особенности до тех пор, пока <карта> не покинет поле боя" (Король-жрец s1_94;
   * mechanics/features/lose-features.ts): the target's printed features are switched off; acquired ones stay.
   * `until: 'sourceLeaves'`: until the source leaves the battle zone; absent: for the target's stay
   * in the battle zone.
   */
  | { readonly op: 'loseFeatures'; readonly until?: 'sourceLeaves' }
  /**
   * "положите верхнюю карту колоды на кладбище; если это <класс> — …" (Лилит и Эйдерик s1_160;
   * mechanics/features/mill.ts): the top card of the feature's controller's own deck (ruling s1_160) goes to his
   * graveyard; then every branch whose `ifClass` the card has applies, in order (a card of both classes
   * gives both, ruling s1_160). Give the ability target 'none'.
   */
  | { readonly op: 'millTop'; readonly branches: readonly MillBranch[] }
  /**
   * "выберите ряд, в начале вашего следующего хода …" (Тергала s1_96; mechanics/markers/delayed-spell.ts): with
   * `upTo: 'anyRow'` (the row, named at the declaration) and target 'none'; at the start of its
   * controller's next turn the card's 'delayedRowSpell' trigger does the rest.
   */
  | { readonly op: 'delayedRowSpell' }
  /**
   * "выбранное существо до конца хода получает: «{tap}: Магический удар той же величины, что и {strike}
   * этого существа и +1 к этому удару (1 раз за ход)»" (Дверг s1_90 «дух мухомора»; mechanics/strike/granted-strike.ts):
   * the target gets, until the end of the turn, one use of a magic strike on its printed {strike} values
   * + `bonus`.
   */
  | { readonly op: 'grantMagicStrike'; readonly bonus: number }
  /**
   * "покажите из колоды существо … с особенностью с текстом «при сильном {strike}» — <карта> получает эту
   * особенность до конца боя" (Дегаска s1_32; mechanics/features/copy-feature.ts): target 'self'.
   */
  | { readonly op: 'copyStrongStrikeFeature' }
  /**
   * In a strike's window ("свести ближний удар по существу в вашем отряде к 1", Глорм s1_20;
   * mechanics/strike/strike-cap.ts): the waiting simple strike wounds the struck card by at most 1; the
   * struck card must be the feature's controller's.
   */
  | { readonly op: 'strikeCap' }
  /**
   * A simple strike made as the feature's effect (mechanics/strike/forced-strike.ts): 'target' — the target
   * creature strikes a card next to it named by the feature's controller, then closes («гипноз»,
   * Шаман-душегрыз s1_118); 'adjacentOwn' — every own creature next to the target fights it as two open
   * cards, in the order the controller names, nobody closing («приказ матриарха», Матриарх племени s1_28).
   */
  | { readonly op: 'forcedStrike'; readonly who: 'target' | 'adjacentOwn' }
  /**
   * "посмотреть N верхние карты вашей колоды, затем положить их на верх или в низ вашей колоды в
   * любом порядке, не перемешивая колоду" (Ведунья Ордена s1_173; mechanics/features/deck-order.ts): the
   * feature's controller chooses, as it executes, top or bottom and the order (all N together,
   * ruling); with fewer than N cards in the deck nothing happens (ruling: two cards cannot be swapped).
   */
  | { readonly op: 'arrangeDeck'; readonly amount: number }
  /**
   * "переместить существо на любую незанятую клетку поля боя" (Варлок s1_198; mechanics/movement/relocate.ts):
   * the cell is named at the declaration, right after the target; the target must stand on the
   * battlefield (a flyer has no cell: give the ability `filter: { flyer: false }`).
   */
  | {
      readonly op: 'relocate';
      /**
       * «пикирование» (Пустынный кондор s1_14; mechanics/movement/dive.ts): only to a free cell next to the target;
       * then the flyer loses flight, gets {move}1, takes the cell the target left and wounds it by X-Y-Z.
       */
      readonly dive?: readonly [number, number, number];
      /**
       * "телепортироваться на свободную клетку рядом с атаковавшим" (Сайкорон s1_153; mechanics/movement/attacked-next-to.ts):
       * a trigger's cell is a free cell next to its event card (8-neighbourhood, digest §2.1).
       */
      readonly nextToEventCard?: true;
    }
  /**
   * "положите маркер «костра» на свободную клетку" (Крондак s1_175), "положите маркеры «врата» на три
   * свободные клетки" (Демон жадности s1_170; mechanics/markers/cell-markers.ts): markers on `count` (default
   * 1) different free cells; give the ability target 'none'. An activated ability names its one cell
   * at the declaration (like the cell of 'relocate'); a triggered one names its cells one at a time
   * as it executes, and places none unless `count` free cells exist (ruling s1_170). 'bonfire': the
   * cell counts as occupied; 'bonfire' and 'gates' last until the end of the opponent's turn.
   * 'lantern' («свет фонаря», Бул'Багур s1_119): a trigger's "до N клеток подряд на одной прямой от <карты>"
   * — occupied cells too, the first next to the source, each next one further along the same line (a
   * stop after any cell); until the end of its controller's next turn; cards on them take 1 wound more
   * from ranged attacks, poison and the strikes of the source's controller's lantern cards.
   */
  | { readonly op: 'cellMarker'; readonly marker: 'bonfire' | 'gates' | 'lantern'; readonly count?: number }
  /**
   * "переместить атакованное существо на 1 клетку в направлении удара" (Молотобоец s1_58;
   * mechanics/movement/push.ts): the target moves one cell on in the direction source → target. As the first
   * option of an 'either': when it cannot be moved, the second option applies instead.
   */
  | { readonly op: 'push' }
  /**
   * 'enemyDeclares' triggers only: "перенаправить эту атаку на <цель>" (Гномий король s1_67;
   * mechanics/strike/redirect.ts): the declared feature that fired the trigger now targets the chosen creature.
   */
  | { readonly op: 'redirectDeclared' };

/** The effect op names the core's table OP (core/codes.ts) maps. */
export type CoreEffectOp = Exclude<EffectSpec['op'], MechanicEffectSpec['op']>;

/**
 * A branch of a 'millTop' effect (mechanics/features/mill.ts): 'incarnationToken' — +1 incarnation token on a
 * card of class `toClass` in the controller's graveyard, named by him as it executes (not the card just
 * put there, ruling s1_160); 'grant' — the timed grant to every creature of class `toClass` in his
 * battle zone.
 */
export interface MillBranch {
  readonly ifClass: string;
  readonly toClass: string;
  readonly effect: Extract<EffectSpec, { op: 'incarnationToken' | 'grant' }>;
}

/** An option of an 'either' effect (core/systems/choice.ts). */
export type EitherOption = Extract<EffectSpec, { op: 'wound' | 'heal' | 'close' | 'open' | 'poison' | 'gainCounters' | 'loseCounters' | 'grant' | 'skipOpen' | 'push' | 'gainFlight' | 'nothing' }>;

/**
 * "Пророчество N; если …" (core/systems/prophecy.ts): the controller shows the top N cards of his deck
 * (they then go to the bottom of the deck); the ability's effect applies only if the shown cards pass
 * `if` (absent: always); otherwise `else` applies if its test passes (absent: always); otherwise none.
 */
export interface ProphecySpec {
  readonly count: number;
  readonly if?: ProphecyTest;
  readonly else?: { readonly if?: ProphecyTest; readonly effect: Extract<EffectSpec, { op: 'wound' | 'poison' | 'heal' | 'close' | 'open' }> };
}

/**
 * Tests on the cards a prophecy showed: 'allElite' / 'allOrdinary' — all N of them ({elite} /
 * {ordinary}; fewer shown than N: false); 'oddCost' — the first shown card has an odd cost;
 * 'nameInSquads' — a card of the same name as the first shown card is in one of the squads (either
 * player's battle zone).
 */
export type ProphecyTest = 'allElite' | 'allOrdinary' | 'oddCost' | 'nameInSquads';


/** A second effect the same target(s) get in the same game action ("…, при этом … получает отравление на 1"). */
export type AlsoEffect = Extract<EffectSpec, { op: 'wound' | 'poison' | 'close' | 'skipOpen' | 'gainCounters' | 'loseCounters' | 'grant' }>;

/** Keywords a timed grant can give (icon names of vocab/card.ts Icons). */
export type GrantKeyword = 'direct' | 'zoo' | 'zot' | 'zov' | 'zom' | 'zoz' | 'zor' | 'zoal' | 'protStrikes'
  /** «Не закрывается при атаке» (Кабаний наездник s1_12): as "После нападения не закрывается" (strike-keywords.ts payStrike). */
  | 'staysOpenAfterAttack'
  /** "защита от всех немагических атак" (Пустотник s1_6; protections.ts): simple strikes, {uchr}, shots, throws, special strikes — not counter-strikes (not attacks). */
  | 'protNonMagic'
  /**
   * "не может атаковать" (Рубаки Холверта s1_15): no simple strike, ranged attack or ranged-attack
   * ability; a counter-strike it would deal is blocked (ruling s1_15; strike-keywords.ts counterTier).
   */
  | 'noAttack';

/** What a timed grant gives: keywords, ОвА/ОвЗ, +N to the simple strike (every tier), to ranged attacks, to movement. */
export interface Grant {
  readonly keywords?: readonly GrantKeyword[];
  readonly ova?: number;
  readonly ovz?: number;
  readonly strike?: number;
  /** "+N к сильному {strike}": + N to the strong tier of its simple strike only (durations.ts TimedKind.StrongStrike, Cap.StrongStrikeGrant). */
  readonly strongStrike?: number;
  readonly ranged?: number;
  readonly move?: number;
  /** "+N / -N к {health}": lives (current and total) change by N while it lasts (durations.ts TimedKind.Life); at 0 lives the card dies. */
  readonly life?: number;
  /** "+N к дальности разряда": + N to the range of its shots, throws and discharges (ranged-abilities.ts rangeBonus). */
  readonly range?: number;
  /**
   * "ваши существа получают +N к броскам кубика при атаках по этому существу" (Хозяйка прайда s1_9): the
   * target is marked; attacks at it by creatures of the source's controller get +N to their die
   * (durations.ts markedDie, read with the modifiers' die bonus).
   */
  readonly attackersDie?: number;
  /**
   * Маркер «охоты» (Гиррит s1_4; mechanics/markers/hunt-mark.ts): when the card takes wounds from a flyer's
   * attack, it is wounded N more and the mark is removed.
   */
  readonly huntMark?: number;
  /** "{regen}N": regeneration N while it lasts (durations.ts TimedKind.Regen, read at its turn's start; Оборотень s1_59). */
  readonly regen?: number;
  /**
   * «сеть» (Паук-пересмешник s1_77; mechanics/markers/net.ts, TimedKind.Net): while it lasts the card cannot move
   * or act, and an attack at it is blocked and removes the net.
   */
  readonly net?: true;
  /** "-N от немагических атак": a 533 prevention while it lasts (durations.ts TimedKind.PreventNonMagic; Ледяной змей s1_36). */
  readonly nonMagicReduction?: number;
  /**
   * "+N к следующему метанию (максимум +M)" (Огненный имп s1_138; mechanics/dice/next-throw.ts, TimedKind.NextThrow):
   * the card's next throw deals N more; `nextThrowMax` caps the bonus it holds (none: no cap).
   */
  readonly nextThrow?: number;
  readonly nextThrowMax?: number;
}

/**
 * How long a timed effect lasts ("your" = the controller of the source):
 * - 'endOfTurn': до конца хода (the current turn);
 * - 'endOfYourTurn': до конца вашего хода (the current turn if it is yours, else your next one);
 * - 'endOfYourNextTurn': до конца вашего следующего хода;
 * - 'endOfOpponentTurn': до конца хода противника (from now through the opponent's current or next turn);
 * - { opponentTurns: X }: на X ходов противника — during each of the next X turns of the opponent, and only
 *   then (ruling s1_6: "на Х ходов игрока" applies while that player is the Active player); 'X': the X
 *   of the ability's "X{counter}" cost;
 * - 'targetNextTurn': «на свой следующий ход» — only during the next turn of the target's controller;
 * - 'battle': no duration printed — while the card stays in the battle zone;
 * - 'endOfOpponentNextTurn': до конца (следующего) хода противника — in every turn up to the end of the
 *   next turn of the opponent that has not begun to end (said in his turn: his next one; Оборотень s1_59,
 *   given at the end of the opponent's turn: through your turn and his next one).
 */
export type Duration = 'endOfTurn' | 'endOfYourTurn' | 'endOfYourNextTurn' | 'endOfOpponentTurn' | 'targetNextTurn' | 'battle' | 'endOfOpponentNextTurn' | { readonly opponentTurns: number | 'X' };

/** Which cards a summon or resurrection may find. */
export interface CardFilter {
  readonly name?: string;
  /** "нелетающее": a printed non-flyer (mechanics/features/stitch.ts groundCard). */
  readonly ground?: true;
  /** "болотное существо": of this element. */
  readonly element?: 'steppe' | 'mountain' | 'forest' | 'swamp' | 'darkness' | 'neutral';
  readonly class?: string;
  readonly maxCost?: number;
}

/**
 * 'anyFree': any free cell of the own half; 'anyCell': any free cell of the battlefield ("на
 * незанятую клетку", Отряд карателей s1_105); 'surrounded8': a free cell next to which stand 8 or
 * more of the summoner's creatures ("на клетку, рядом с которой стоит 8 или более ваших существ",
 * Королева топи s1_130; the card on that cell itself does not count, ruling). An end-of-turn trigger
 * with it is not even declared unless such a cell exists, free or not (ruling: then a flyer may
 * still be summoned, to the auxiliary zone).
 */
export type SummonPlace = 'adjacent' | 'anyFree' | 'ownThirdRow' | 'anyCell' | 'surrounded8';

/** Which cards a feature may target. */
export type TargetSpec =
  | 'none'
  | 'self'
  /** Any creature in the battle zone. */
  | 'anyCreature'
  | 'enemyCreature'
  | 'ownCreature'
  | 'otherOwnCreature'
  /** A creature next to the source (8-neighbourhood). */
  | 'adjacentCreature'
  /** A feature on the stack, declared by the opponent (518 cancel). */
  | 'enemyStackItem'
  /** Every creature in the battle zone / every own / every enemy one (one game action, several effects). */
  | 'allCreatures'
  | 'allOwnCreatures'
  | 'allEnemyCreatures'
  /** The simple strike executing now (its dice), for strike-window instants. */
  | 'executingStrike'
  /** Every enemy creature standing next to the source ("всех стоящих рядом существ противника"), not chosen. */
  | 'allAdjacentEnemyCreatures'
  /**
   * Triggers only: the other card of the triggering event, not chosen — the struck card for
   * "при {strike}" / "при атаке", the striker for "при ударе по <card>" ("по атаковавшему"), the dead
   * creature for "при гибели существа".
   */
  | 'eventCard'
  /**
   * Triggers on 'enemyDeclares' only: the feature whose declaration fired the trigger, on the stack
   * (a cancel or a copy of it; core/systems/declaration.ts).
   */
  | 'declaredFeature'
  /** A creature in the controller's graveyard, named by a Choose decision (mechanics/features/grave-target.ts; 'incarnationToken' only). */
  | 'ownGraveCreature'
  /**
   * "существо противника стоимостью X" / "ваше существо стоимостью X", X = the cost of the card the
   * feature's prophecy showed (core/systems/prophecy.ts; composite stages). A face-down enemy card may be
   * named (ruling s1_114); if its cost is not X the effect on it is lost.
   */
  | 'enemyCreatureOfShownCost'
  | 'ownCreatureOfShownCost'
  /**
   * Triggers only: "стоящее рядом с ним существо" — a creature on one of the 8 cells around the
   * event's card (where it stands, or where it died); none around a flyer (mechanics/triggers/poison-triggers.ts).
   */
  | 'creatureNextToEventCard'
  /** Triggers only: the same, an enemy creature ("существ противника, стоящих рядом с атакованным"). */
  | 'enemyCreatureNextToEventCard'
  /**
   * Death triggers only ("существа, которые стояли с ним в строю", Тан Ханеранга s1_52;
   * mechanics/triggers/partners-at-death.ts): every creature of the trigger controller's side that stood in
   * formation with the dead card (Строй, orthogonally next to the cell it left), not chosen.
   */
  | 'eventPartners';

/** The type of ability an effect is associated with (511.3 compares it with protections). */
export type AbilityType = 'influence' | 'spell' | 'discharge' | 'shot' | 'throw' | 'strike' | 'magic' | 'throughRow'
  /** "Особый удар на N": a strike-type attack (Кшар ruling) with a fixed value, no dice, no counter-strike. */
  | 'specialStrike';

/** Trigger points ("при …", "в начале хода"), checked after application (511.7). */
export type TriggerPoint =
  /** At the start of its controller's turn. */
  | 'startOfOwnTurn'
  /** When this card receives wounds. */
  | 'selfWounded'
  /** When this card deals wounds. */
  | 'selfDealtWounds'
  /** When another creature dies (any side). */
  | 'otherCreatureDies'
  /** "при атаке": when this card attacks (its attack was applied). */
  | 'selfAttacks'
  /** When this card gains extra lives. */
  | 'selfGainsExtraLives'
  /** When this card is healed. */
  | 'selfHealed'
  /** "в начале боя": once, after the reveal, before the first turn. */
  | 'startOfBattle'
  /** "при перемещении": when this card moves. */
  | 'selfMoves'
  /** "при предоплате" / "при оплате {counter}": when this card prepays counters (512.5.3). */
  | 'selfPrepays'
  /** "при гибели": this card dies (fires from the graveyard / exile; adjacency from its last cell). */
  | 'selfDies'
  /** "Вальхалла: …": at the start of its owner's turn, while the card lies in his graveyard. */
  | 'valhalla'
  /** "при {strike}" / "при сильном {strike}" / "… в нападении": this card's simple strike strikes (filter `strike`). */
  | 'selfStrikes'
  /** "при ударе по <card>" / "при ближнем ударе по <card>": a strike strikes this card (filter `strike`). */
  | 'selfStruck'
  /** "когда … становится защитником": this card was assigned as a defender (digest §5.5); its eventCard is the defended creature. */
  | 'selfBecomesDefender'
  /** Трупоедство (mechanics/wounds/vampirism.ts): a creature it wounded last (or destroyed) died — an adjacent enemy creature. */
  | 'selfKills'
  /** "при инкарнации вашего существа" (535.7): one of its controller's cards incarnated. */
  | 'ownIncarnates'
  /** "инкарнирует …, при этом …" (535.7): this card itself incarnated. */
  | 'selfIncarnates'
  /**
   * "Когда <карта> становится целью [заклинания]" (518.1 ПРИМЕР 1, Забира; core/systems/declaration.ts):
   * a feature naming this card as its chosen target was declared (filter `fromTypes`: the feature's
   * type). It fires at the declaration (518.2: targets are assigned before any cancel), so a later
   * cancel of that feature does not take it back. Its eventCard is the declaring card.
   */
  | 'selfTargeted'
  /**
   * "Когда противник заявляет [заклинание]" — a trigger on the declaration (розыгрыш) of an opponent's
   * feature (filter `fromTypes`). 518.1: if that feature is cancelled, these triggers leave the
   * queue with it, except ambushes (`ambush`). Its eventCard is the declaring card; 'declaredFeature'
   * names the declared feature.
   */
  | 'enemyDeclares'
  /** "В начале хода противника": at the start of the turn of its controller's opponent (after his cards opened). */
  | 'startOfEnemyTurn'
  /**
   * "В конце вашего хода" (mechanics/triggers/end-of-turn.ts; digest §4.1 step 3): when its controller ends
   * his turn, before the "до конца хода" effects expire and the turn passes.
   */
  | 'endOfOwnTurn'
  /** "В конце хода противника": at the end of the turn of its controller's opponent. */
  | 'endOfEnemyTurn'
  /** "При пророчестве вашей карты" (core/systems/prophecy.ts): a card of its controller prophesied; Tr.Amount = cards shown. */
  | 'ownProphecy'
  /**
   * "Когда вы показываете <карту> при пророчестве" (core/systems/prophecy.ts): this card, in its owner's
   * deck, was shown by a prophecy. It is collected from the deck (like "при гибели" from the graveyard).
   */
  | 'selfShown'
  /**
   * "При промахе вашего существа в ваш ход" (mechanics/dice/own-misses.ts): a simple strike of a creature
   * of its controller missed in attack (tier 0), during its controller's turn. Its eventCard is the
   * missing attacker.
   */
  | 'ownMisses'
  /**
   * "Когда получает третью {counter}" (mechanics/triggers/counter-threshold.ts): this card's counters reached
   * `reaches` (from fewer) as it gained counters.
   */
  | 'selfReachesCounters'
  /**
   * "Когда существо противника получает раны от отравления" (mechanics/triggers/poison-triggers.ts): an enemy
   * creature took poison wounds; its eventCard is that creature.
   */
  | 'enemyPoisonWounded'
  /**
   * "При гибели существа противника от отравления" (mechanics/triggers/poison-triggers.ts): an enemy creature
   * died of poison wounds; its eventCard is the dead creature (adjacency from the cell it died on).
   */
  | 'enemyDiesOfPoison'
  /**
   * "Когда существо, не стоявшее рядом с <картой>, перемещается на соседнюю с ней клетку" (Айрин s1_41;
   * mechanics/movement/moves-next-to.ts): another creature (either side) moved or jumped from a cell not next
   * to this card onto one next to it. `subject.magic`: only a creature with a discharge, a magic strike
   * or a spell; `perTurn`: "(до N раз в ход)".
   */
  | 'creatureMovesNextTo'
  /**
   * "При получении жетона инкарнации" (Поганище s1_164): this card, in its owner's graveyard, gained an
   * incarnation token (535.7.1 at its owner's turn start, or a feature's token). Collected from the
   * graveyard like "при гибели" (triggers.ts graveyardTriggers); the event's amount is the tokens it has then.
   */
  | 'selfGainsIncToken'
  /**
   * The delayed part of a 'delayedRowSpell' effect (Тергала s1_96; mechanics/markers/delayed-spell.ts): at the start
   * of its controller's next turn after the spell, wherever the card is (ruling s1_96); with
   * `xTargetsFromEvent` its X is the count of his unwounded creatures in the named row at its declaration.
   */
  | 'delayedRowSpell'
  /**
   * "При дальней атаке по существу, стоящему рядом с <картой>" (Сайкорон s1_153; mechanics/movement/attacked-next-to.ts):
   * a ranged attack (filter `fromTypes`) was made at another creature (either side) on a cell next to this
   * card. Its eventCard is the attacker.
   */
  | 'rangedAttackNextTo'
  /**
   * "При телепортации вашего существа на половину поля боя противника с соседней с <картой> клетки"
   * (Огненный имп s1_138; mechanics/movement/own-teleports.ts): another creature of its controller teleported from a
   * cell next to this card and stands now in the opponent's half. Its eventCard is the teleported card.
   */
  | 'ownTeleportsFromNextTo'
  /**
   * "При движении <карты> на соседнюю клетку" (Тови s1_111; mechanics/movement/move-along.ts): once per step (one
   * cell) of this card's own move; the step's direction rides with the trigger (the item's St.X).
   */
  | 'selfSteps'
  /**
   * "Когда другие лесные существа в вашем отряде выполняют удар, выстрел и излечение подряд в любой
   * последовательности" (Очи Кронга s1_93; mechanics/triggers/forest-chain.ts): the last three features of the card's
   * controller were a strike, a shot and a heal of other forest creatures, in any order.
   */
  | 'ownForestChain';

/**
 * Keyword features without a value that change one rule for their card (core/systems/keywords.ts),
 * compiled into Kw bits.
 */
export type RuleKeyword =
  /** "Может двигаться по диагонали" (Лесной разбойник s1_75; movement.ts): each step of its moves may also go diagonally, cost 1. */
  | 'movesDiagonally'
  /** "Летающие существа противника могут объявлять атаку только по <карте>" (Паук-пересмешник s1_77; mechanics/strike/flyer-lure.ts). */
  | 'luresFlyers'
  /** "Выступая защитником, не закрывается. Может выступать защитником любое число раз за ход." */
  | 'defendsWithoutClosing'
  /** "Может объявлять {strike} только по карте, стоящей напротив." */
  | 'strikesOnlyOpposite'
  /**
   * "Защита от воздействий" (511.3): effects associated with an influence do not affect the card —
   * among them every replacement effect whose text does not say otherwise (534.8).
   */
  | 'protInfluence'
  /**
   * "Может перемещаться между крайними клетками одного ряда как на рядом стоящую клетку. Может
   * объявлять {strike} с крайней клетки ряда по существу, стоящему на противоположной клетке ряда,
   * как по рядом стоящему." (Возница s1_143)
   */
  | 'wrapsRow'
  /** "Карты противника могут объявлять выстрел и метание только по <этой карте> (вне зависимости от дальности)." (Мерцающий змей s1_167) */
  | 'drawsShotsAndThrows'
  /**
   * "Если в свой ход <карта> может атаковать простым ударом закрытое существо противника, он обязан
   * это сделать" (Гном-басаарг s1_53; Mech.MustStrikeClosed, turn.ts legalMain).
   */
  | 'mustStrikeClosed'
  /**
   * "Карты противника могут объявлять выстрел и метание только по <этой карте>, пока она стоит рядом
   * с хотя бы одним существом противника (вне зависимости от дальности)" (Резчик идолов s1_88). A
   * shooter next to it that may not shoot at adjacent cards has no target then (rulings s1_88, s1_78).
   */
  | 'drawsShotsAndThrowsNearEnemy'
  /**
   * "При {strike} …, если после этого у <карты> нет ран — не закрывается после этой атаки" (Келе
   * s1_102): when its strike (or counter-strike as a defender, ruling) struck and it has no wounds at
   * the strike's payment — after the "при {strike}" triggers — it stays open, having acted.
   */
  | 'staysOpenIfUnwounded'
  /**
   * "Карты противника могут объявлять разряд только по <этой карте>, пока она стоит рядом с хотя бы
   * одним существом противника (вне зависимости от дальности)" (Аргвальд s1_60; core/systems/keywords.ts
   * drawnRangedTargets, Kw.DrawsDischarges). A discharger next to it may not discharge at all (rulings
   * s1_60: a discharge is never declared at an adjacent card).
   */
  | 'drawsDischargesNearEnemy'
  /**
   * "Игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту" (Повелитель молний
   * s1_66; Kw2.IgnoresDrawnDischarge): its discharges take the usual targets whatever 'drawsDischargesNearEnemy' cards stand.
   */
  | 'ignoresDrawnDischarges'
  /** "Может выступать защитником любому вашему нелетающему существу" (Ртунх s1_47; mechanics/strike/defenders.ts, Mech.DefendsAnyGround). */
  | 'defendsAnyGround'
  /**
   * "{strike} по закрытому <этой карте> сводятся к 1" (Морок s1_133; mechanics/strike/strike-cap.ts, Mech.StrikeCap):
   * a simple strike or counter-strike at the closed card wounds it by at most 1.
   */
  | 'strikesAtClosedCappedTo1'
  /**
   * "Может объявлять безответный удар …" (Римаанды s1_106; mechanics/strike/optional-unanswerable.ts,
   * Mech.OptionalUnanswerable): its granted unanswerable strike may be declared as an ordinary one.
   */
  | 'mayDeclineUnanswerable'
  /**
   * "Первая за ход способность Вальхаллы вашей карты срабатывает дважды" (Рагнар s1_63; mechanics/triggers/valhalla-twice.ts,
   * Mech.ValhallaTwice): while the card is on the battlefield.
   */
  | 'doublesFirstValhalla'
  /**
   * "Когда <карта> сражается, бросьте кубик два раза и выберите один из результатов бросков" (Воин храма
   * s1_189; mechanics/dice/strike-dice.ts, Mech.StrikeDice): a second die in its simple strikes, its controller's choice.
   */
  | 'twoDice'
  /**
   * "Противник может перенаправить {strike} <карты> на любое свое существо, стоящее рядом с <картой>" (Волот
   * s1_200; mechanics/strike/opponent-redirect.ts, Mech.OpponentRedirect): asked at its simple strike's target resolution.
   */
  | 'opponentRedirects'
  /**
   * "Если <карта> атакована {strike} — может потерять {counter}; блокировать удар" (Бон и Берроу s1_27;
   * mechanics/strike/counter-block.ts, Mech.CounterBlock): in a simple strike at the card, or a counter-strike at
   * it (ruling s1_27), its controller may pay a counter to block that strike.
   */
  | 'blocksStrikeForCounter'
  /**
   * "При попадании на кладбище – выбранная клетка получает маркер «дрожь» (один раз за бой). В начале хода
   * противника, если <карта> на кладбище — может переместить «дрожь» на 1 клетку. Инкарнирует только на клетке с
   * «дрожью», в открытом виде (если клетка занята, то уничтожить все карты на ней), при этом убрать эту «дрожь»;
   * ранить все стоящие рядом карты на 1" (Скелетный червь s1_161; mechanics/markers/tremor-marker.ts, CardDb.tremor,
   * G.MovingMarkers): with the card's "инкарнация X".
   */
  | 'tremorIncarnation';

/** Which strikes a selfStrikes / selfStruck trigger waits for (core/systems/special-strike.ts). */
export interface StrikeFilter {
  /** Only strikes of these tiers (1 weak, 2 medium, 3 strong): "при сильном {strike}". Absent: any. */
  readonly tiers?: readonly (1 | 2 | 3)[];
  /** "в нападении": only the attacker's own strike, not a counter-strike. */
  readonly attackOnly?: true;
  /** "ближний удар": special strikes count too (otherwise only simple strikes, {strike}). */
  readonly special?: true;
  /** "или промахе в нападении": the attacker's missed strike (tier 0) counts too. */
  readonly miss?: true;
  /**
   * Ranged attacks of the card (their tier by the die, digest §5.6): 'also' — "при сильной атаке"
   * (simple strikes and ranged attacks); 'only' — "при среднем или сильном разряде".
   */
  readonly ranged?: 'also' | 'only';
  /** "при {strike} по открытому существу": the struck card was open when the strike was made (special-strike.ts SE_OPEN). */
  readonly vsOpen?: true;
}

/** Which creature's death (or other subject) a trigger waits for. */
export interface SubjectFilter {
  /** Controlled (at death) by the trigger's controller or by his opponent. */
  readonly side?: 'own' | 'enemy';
  /** true: only flyers; false: only non-flyers ("нелетающего"). */
  readonly flyer?: boolean;
  /** "существо с магической способностью": a discharge, magic strike or spell (creatureMovesNextTo; mechanics/movement/moves-next-to.ts TF_MAGIC). */
  readonly magic?: true;
  /** "существа со строем": the dead creature has the feature Строй (otherCreatureDies; mechanics/triggers/partners-at-death.ts TF_HAS_FORMATION). */
  readonly formation?: true;
}

/**
 * One further ability of a composite feature (512.3): its own declaration stage (a target chosen
 * when it comes up) and execution stage; the feature has one payment stage, and reserve and
 * prepayment happen only at the legality check of the first ability.
 */
export interface CompositeStage {
  /** 'sameTarget': the target of the previous ability (no new declaration), e.g. "излечить существо на 2 и снять с него отравление". */
  readonly target: 'sameTarget' | 'none' | 'self' | 'anyCreature' | 'enemyCreature' | 'ownCreature' | 'otherOwnCreature' | 'adjacentCreature' | 'enemyCreatureOfShownCost' | 'ownCreatureOfShownCost'
    /** "стоящее напротив существо противника": not chosen, read when the stage executes (mechanics/strike/ram.ts). */
    | 'oppositeEnemyCreature';
  readonly effect: Extract<EffectSpec, { op: 'wound' | 'heal' | 'extraLives' | 'close' | 'open' | 'poison' | 'curePoison' | 'destroy' | 'gainCounters' | 'grant' }>;
  readonly abilityType: AbilityType;
  /**
   * "… на X, где X — …": X counted when this ability executes is added to the effect amount
   * (mechanics/wounds/counted-x.ts), at most `xMax`.
   */
  readonly x?: StageX;
  readonly xMax?: number;
}

/** One outcome of a 'dieOutcome' effect (mechanics/dice/die-outcome.ts). */
export interface DieOutcomeSpec {
  /** The outcome applies to rolls up to this value (and above the previous outcome's). */
  readonly upTo: number;
  /** 'adjacentCreature': a creature next to the source; 'selfOrAdjacent': the source or a creature next to it. */
  readonly target: 'adjacentCreature' | 'selfOrAdjacent';
  readonly effect: Extract<EffectSpec, { op: 'wound' | 'heal' | 'gainCounters' }>;
}

/** Counted X of a composite stage (mechanics/wounds/counted-x.ts). */
export type StageX =
  /** "количество ваших карт, у которых количество текущих {health} больше начального значения {health}" (Керсамская знать s1_146). */
  'ownCardsAboveLife'
  /** "на 1 (или на 0, если удар нанесен по степному существу)" (Глорм s1_20): 1 unless the struck card of the waiting strike is a steppe creature. */
  | 'oneUnlessStruckSteppe';

/** Restricts the all* targets (regeneration, class) and, for `notMovedThisTurn`, every target. */
export interface TargetFilter {
  readonly regeneration?: true;
  /** Creatures of this class ("вашего йордлинга"); chosen targets too (core/systems/markers.ts). */
  readonly class?: string;
  /**
   * "обладающее выстрелом, метанием или разрядом": only creatures with an attack or ability of one
   * of these types (their printed ranged attack, ranged-attack abilities and activated abilities;
   * ranged-abilities.ts). Hidden cards are judged by their real card. Chosen targets too (core/systems/markers.ts).
   */
  readonly has?: readonly AbilityType[];
  /** Only creatures next to the source ("всех стоящих рядом существ"). */
  readonly adjacent?: true;
  /** Only creatures costing at most this ("стоимостью 4 или менее"). */
  readonly maxCost?: number;
  /**
   * "существо, которое не передвигалось в этот ход" (Ледовый страж s1_65): the card has not moved
   * by its own movement this turn (Flag.Moved; a move by another card's feature would not count, ruling).
   */
  readonly notMovedThisTurn?: true;
  /** "существо, которое не получало ран от атак в этот ход" (Лунная баньши s1_157; mechanics/wounds/wound-history.ts, Mech.WoundHistory). */
  readonly unhurtByAttacksThisTurn?: true;
  /** "отравленных существ" / "существо с отравлением" (core/systems/markers.ts; chosen targets too). */
  readonly poisoned?: true;
  /** "другого …": not the source itself (core/systems/markers.ts; chosen targets too). */
  readonly other?: true;
  /** "болотного существа": creatures of this element (core/systems/markers.ts; chosen targets too). */
  readonly element?: 'steppe' | 'mountain' | 'forest' | 'swamp' | 'darkness' | 'neutral';
  /** "нелетающее существо" (false) / "летающее" (true): by the card's type (core/systems/markers.ts; chosen targets too). */
  readonly flyer?: boolean;
  /** "существо … напротив <карты>": on the cell straight in front of the source, from its controller's side (core/systems/markers.ts; chosen targets too). */
  readonly opposite?: true;
  /** "себя или стоящее рядом существо": the source itself or a creature next to it (core/systems/markers.ts; chosen targets too). */
  readonly selfOrAdjacent?: true;
  /** "существ без ран": creatures without wounds (core/systems/markers.ts; chosen targets too). */
  readonly unwounded?: true;
  /** "существо с ранами": creatures with at least one wound (core/systems/markers.ts; chosen targets too; Волхв s1_3). */
  readonly wounded?: true;
  /**
   * "Когда существо получает раны от удара": a creature that has just received wounds from a strike, in
   * the window after them (Отшельница s1_184; mechanics/wounds/spread-wounds.ts, Mech.WoundWindow).
   */
  readonly woundedByStrikeNow?: true;
  /** "существо в строю с <картой>" (Рубаки Холверта s1_15): a formation partner of the source (core/systems/formation.ts; chosen targets too). */
  readonly formationPartner?: true;
  /**
   * "на стоящее рядом с ней существо" (Бешеный маг s1_38; mechanics/strike/redirect.ts): next to the card the
   * waiting simple strike strikes, not that card nor the attacker, the strike without a defender and not redirected yet.
   */
  readonly nextToStruck?: true;
  /** "открытое существо": only open cards (core/systems/markers.ts; chosen targets too). */
  readonly open?: true;
  /** "рядовое существо" (false) / "элитное" (true): by the card's {elite} mark (core/systems/markers.ts; chosen targets too). */
  readonly elite?: boolean;
}

/** Which effects a replacement or prevention waits for. */
export interface EffectMatch {
  readonly op: 'wound' | 'heal' | 'extraLives';
  /** Whose effect: the card itself, any own creature, own creatures of a class, or anyone. */
  readonly to: 'self' | 'ownCreature' | 'any';
  readonly toClass?: string;
  /** Only effects from these attack/ability types ("от дальних атак", "от отравления", …). */
  readonly fromTypes?: readonly (AbilityType | 'poison' | 'counterStrike')[];
  /** Only effects whose source is the replacement's own card ("удара Бул'Багура"). */
  readonly fromSelf?: true;
  /** Only effects NOT from these types ("получает раны только от X" = replace every other wound by nothing). */
  readonly notFromTypes?: readonly (AbilityType | 'poison' | 'counterStrike')[];
  /**
   * Only effects whose source stands diagonally next to the affected card ("от ударов по диагонали",
   * Гобрах s1_64). A redirected strike from two cells away is not diagonal (ruling on s1_64).
   */
  readonly fromDiagonal?: true;
  /** Only while the affected card is unwounded (for "self" replacements: the card itself, e.g. Вожак сатиров "без ран"). */
  readonly whileUnwounded?: true;
  /**
   * "первое за ход излечение карты противника / вашей карты" (Мрачная дворянка s1_154; mechanics/wounds/heal-gate.ts):
   * only the first heal this turn (a vampiric heal included) of a card of the holder's opponent ('enemy')
   * or of the holder's controller ('own'). Such replacements come before every other one (rulings s1_154).
   */
  readonly firstHealOf?: 'enemy' | 'own';
  /** "Пока у <карты> больше / меньше N {health}": only while the holder's lives are above / below N (mechanics/wounds/heal-gate.ts). */
  readonly holderLives?: { readonly above?: number; readonly below?: number };
}

export type ReplacementResult =
  /** "не получает ран от X": the effect is replaced by nothing. */
  | { readonly kind: 'nothing' }
  /** Change only the amount (534.5: keeps its ability type and battle history). */
  | { readonly kind: 'addAmount'; readonly n: number }
  /** "удвоить": the amount doubles (534.5: only the number changes; mechanics/wounds/heal-gate.ts). */
  | { readonly kind: 'double' }
  /**
   * The same effect goes to another card instead: the source card itself ("вместо этого раны
   * получает …"). 534.8: at the protection step it is an influence unless the text names another
   * type (`abilityType`, e.g. "заклинание «…»").
   */
  | { readonly kind: 'redirectToSelf'; readonly abilityType?: AbilityType }
  /** A different effect on the affected card instead (e.g. extra lives become wounds); 534.8 as above. */
  | { readonly kind: 'becomes'; readonly effect: EffectSpec; readonly abilityType?: AbilityType }
  /**
   * 534.7 replacing feature: the effect is removed and a feature goes on the stack that, when it
   * executes, applies `effect` to a target chosen now (536 generated game action).
   */
  | {
      readonly kind: 'replacingFeature';
      readonly effect: EffectSpec;
      readonly target: TargetSpec;
      readonly abilityType?: AbilityType;
      /** "если должен излечиться на X — вместо этого … ранить … на X": the generated effect's amount is the replaced effect's. */
      readonly sameAmount?: true;
    };

/**
 * "Строй" (formation, digest §5 keyword table, QA MEC-011; core/systems/formation.ts). Two cards of one
 * player that both have the feature Строй and stand orthogonally next to each other (not diagonally)
 * are in formation with each other ("в строю с"). A condition on the card's formation partners:
 * absent fields = at least one partner of any kind.
 */
export interface FormationCondition {
  /** "пока в строю с элитным / рядовым существом": at least `min` partners of that kind. */
  readonly partner?: 'elite' | 'ordinary';
  /** "в строю с хотя бы двумя существами": at least this many partners (default 1, at most 4). */
  readonly min?: number;
}

/** What a formation feature gives its card while the condition holds (numeric icons add up). */
export interface KeywordGrant {
  readonly keywords?: readonly GrantKeyword[];
  /** "Строй: Может объявлять {strike} с дальностью 2" (mechanics/strike/strike-range.ts; Mech.StrikeRange2): only 2, only without `when`. */
  readonly strikeRange?: 2;
  readonly armor?: number;
  readonly ova?: number;
  readonly ovz?: number;
}

export type Ability =
  | {
      /**
       * "Строй: <grant>" (core/systems/formation.ts): the card has the feature Строй; while it stands in
       * formation and `when` holds, it has the granted keywords. With no `grant` it only marks the card
       * as having Строй (for clauses played elsewhere, e.g. a prevention with `formation`).
       */
      readonly kind: 'formation';
      readonly grant?: KeywordGrant;
      readonly when?: FormationCondition;
      /**
       * "Строй: <карта> получает бонусы строя всех <стихия> существ, с которыми стоит в строю" (Анубисар s1_26;
       * mechanics/features/formation-copy.ts): the card copies the "Строй: …" features of its partners of this element.
       */
      readonly copyElement?: 'steppe' | 'mountain' | 'forest' | 'swamp' | 'darkness' | 'neutral';
    }
  | {
      readonly kind: 'activated';
      /** {tap}: the card closes as the cost (paid at the payment stage, 512). */
      readonly tap?: true;
      /**
       * Counters removed as the cost. 'X' ("X{counter}{tap}:"): the controller chooses X when he
       * declares (a Decision.Choice, from `xMin` to the counters he can name); the effect amounts
       * (and those of the composite stages) get +X (core/systems/counters.ts).
       */
      readonly counters?: number | 'X';
      /** Smallest X of an 'X' counter cost (default 1). */
      readonly xMin?: number;
      /** "(не более N раз за ход)": declared at most N times per turn by one card (durations.ts TimedKind.Use; one limited ability per card). */
      readonly perTurn?: number;
      /**
       * 512.5.3 (c): the counters are prepaid — lost at the legality check, firing "при предоплате" /
       * "при оплате {counter}" — instead of being paid at the payment stage.
       */
      readonly prepay?: true;
      /** {instant}: usable whenever its controller holds priority. */
      readonly instant?: true;
      readonly target: TargetSpec;
      readonly effect: EffectSpec;
      readonly abilityType: AbilityType;
      /** Range limit for the target (digest §2.1); absent = unlimited. */
      readonly range?: number;
      /**
       * 512.4: where the instant may be used. Absent: in general priority rounds (and, if not instant,
       * in the Choice subphase). 'strikeBeforeDice' / 'strikeAfterDice': only in those windows of a
       * simple strike.
       */
      readonly window?: 'strikeBeforeDice' | 'strikeAfterDice';
      /** For the all* targets: only creatures with regeneration / of this class. */
      readonly filter?: TargetFilter;
      /** 512.3 composite feature: further abilities, each declared and executed after the previous one. */
      readonly then?: readonly CompositeStage[];
      /** The same target(s) also get this effect, in the same game action (core/systems/markers.ts). */
      readonly also?: AlsoEffect;
      /** The `also` effect only if the target is closed when the effect is made ("при особом ударе по закрытому существу …"). */
      readonly alsoIfClosed?: true;
      /**
       * "… выбранное существо и каждое стоящее рядом с ним существо противника с таким же значением
       * слабого {strike}" (Герольд мрака s1_144; mechanics/strike/splash.ts): in the same game action the
       * effect also goes to those creatures.
       */
      readonly splash?: 'enemiesNextToTargetSameWeakStrike';
      /**
       * "N (или менее)": the controller chooses the amount, 1..N, at the declaration (Decision.Choice,
       * core/systems/counters.ts); the effect amount is the chosen number.
       */
      readonly upTo?: number | 'ownLives' | 'freeEnemyRow' | 'anyRow' | 'strikeWounds';
      /**
       * X not paid as a cost (core/systems/x-targets.ts): 'sourceCounters' = "где X — число {counter} на
       * <карте>". Without `xTargets` it is the size of the effect (+X), read at the execution.
       */
      readonly xFrom?: 'sourceCounters';
      /**
       * X counts the targets ("ранить X существ …"), not the size of the effect: 512.5.2 fixes X at
       * the declaration, and X different targets are named then (core/systems/x-targets.ts). X is
       * `xFrom`, or the X of an "X{counter}" cost.
       */
      readonly xTargets?: true;
      /**
       * "до трёх …", "двух или менее …": up to this many different targets (at least one), declared
       * one after the other (PASS = no more), one game action with one effect per target
       * (core/systems/ranged-abilities.ts extra targets; a blocked feature affects none, ruling s1_72).
       */
      readonly targets?: number;
      /** "Пророчество N; если …" (core/systems/prophecy.ts): done when the ability executes, before its effect. */
      readonly prophecy?: ProphecySpec;
      /** "(1 раз за бой)": declared at most once per battle by one card (durations.ts TimedKind.Use, core/systems/prophecy.ts). */
      readonly perBattle?: true;
      /**
       * The effect amount read when it executes (core/systems/amounts.ts), added to the printed one:
       * 'targetWoundsThisTurn' = "от ран, полученных в этот ход" (Хронос s1_25; core/systems/turn-record.ts);
       * 'dieScale' = "Особый удар … на 3-4-6" (Гаргант s2_64): one die of the source as it executes picks the
       * value of `dieValues` (X-Y-Z, digest §5.1 scale); give the effect amount 0.
       */
      readonly amountFrom?: 'targetWoundsThisTurn' | 'dieScale';
      /** `amountFrom: 'dieScale'`: the X-Y-Z values (core/systems/amounts.ts DieScale). */
      readonly dieValues?: readonly [number, number, number];
      /**
       * Rulings s1_144 / s1_198 (mechanics/features/hidden-choice.ts): the controller picks which hidden enemy
       * cards the effect reaches (revealed together); if a picked one does not qualify, nobody is affected.
       */
      readonly hiddenChoice?: true;
    }
  | {
      readonly kind: 'triggered';
      readonly on: TriggerPoint;
      /** "если стоит в вашем N-м ряду": the trigger fires only while the card is in that own row (1 front … 3 back). */
      readonly ifOwnRow?: 1 | 2 | 3;
      /** "может": the controller may decline. */
      readonly optional?: true;
      readonly target: TargetSpec;
      readonly effect: EffectSpec;
      readonly abilityType: AbilityType;
      readonly filter?: TargetFilter;
      readonly then?: readonly CompositeStage[];
      readonly also?: AlsoEffect;
      readonly alsoIfClosed?: true;
      /** Range limit for a chosen target ("выстрел на 1, дальность 3"); absent = unlimited. */
      readonly range?: number;
      /** "Строй: <trigger>": the trigger fires only while the card stands in formation (core/systems/formation.ts). */
      readonly formation?: FormationCondition;
      /** selfStrikes / selfStruck: which strikes. */
      readonly strike?: StrikeFilter;
      /** The effect amount is read from the board when it executes (core/systems/amounts.ts), added to the printed one. */
      readonly amountFrom?: 'oppositeMediumStrike' | 'weakStrikeBehindTarget' | 'targetStayedLastEnemyTurn' | 'eventPoison' | 'dieScale';
      /** `amountFrom: 'dieScale'` ("ранить … на 1-2-2", core/systems/amounts.ts): one die of the source as it executes picks the X-Y-Z value, for every target. */
      readonly dieValues?: readonly [number, number, number];
      /**
       * selfMoves: "после перемещения с вашей половины поля боя на половину поля боя противника" /
       * "… с половины поля боя противника на вашу половину" (core/systems/turn-record.ts moveCrossed).
       */
      readonly crosses?: 'toEnemyHalf' | 'toOwnHalf';
      /**
       * selfMoves: "при перемещении на соседнюю клетку" — once per cell moved: a move of several cells
       * (one action, movement.ts) fires it once per step (core/systems/turn-record.ts MOVE_EACH_STEP).
       */
      readonly eachStep?: true;
      /** otherCreatureDies: whose death ("существа противника", "нелетающего существа"). */
      readonly subject?: SubjectFilter;
      /**
       * selfWounded / selfDealtWounds: only wounds of these types ("при получении ран от
       * отравления", "когда ранен заклинанием"). 534.5: wounds raised by a number-only replacement
       * keep their type; a redirected wound is an influence (534.8). selfTargeted / enemyDeclares:
       * only features of these types ("целью заклинания", "заявляет заклинание"). selfStruck with
       * `strike.ranged`: only ranged attacks of these kinds ("при разряде по Аргвальду" s1_60; the
       * event's type is the attack kind, special-strike.ts recordRangedAttackEvent).
       */
      readonly fromTypes?: readonly (AbilityType | 'poison' | 'counterStrike')[];
      /**
       * "Засада" (518.1, ПРИМЕР 2; core/systems/declaration.ts): an 'enemyDeclares' trigger that acts at
       * its own declaration ("при заявке"), outside the queue, before the next trigger is declared;
       * a cancel of the declared feature does not remove it.
       */
      readonly ambush?: true;
      /**
       * endOfOwnTurn / endOfEnemyTurn only: "если не перемещался в этот ход" (Камнедрев s1_84;
       * mechanics/triggers/end-of-turn.ts EOT_UNMOVED) — the card has not moved this turn.
       */
      readonly unmoved?: true;
      /**
       * endOfOwnTurn / endOfEnemyTurn only: "если открыт" (Стражник Туллена s2_12; mechanics/triggers/if-open.ts)
       * — the card is open when the turn ends.
       */
      readonly ifOpen?: true;
      /**
       * selfWounded only: "Когда получает N или более ран от одной атаки" (Глиняный голем s2_58;
       * mechanics/wounds/wounds-from-one-attack.ts) — at least N wounds applied at once by an attack
       * (not a counter-strike, poison or an ability that is not an attack). 1 … 15.
       */
      readonly woundsFromOneAttack?: number;
      /** "Пророчество N; если …" (core/systems/prophecy.ts): done when the trigger executes, before its effect. */
      readonly prophecy?: ProphecySpec;
      /**
       * "(1 раз за ход)", "(не более N раз за ход)": declared at most N times per turn by one card
       * (triggers.ts triggerUses: TimedKind.Once entries, core/systems/prophecy.ts markOnce).
       */
      readonly perTurn?: number;
      /** "(1 раз за бой)": declared at most once per battle by one card (a TimedKind.Once entry kept for the battle, core/systems/prophecy.ts markOnce). */
      readonly perBattle?: true;
      /** selfMoves only: "на клетку, рядом с которой стоит ваше существо стоимостью N или более" (core/systems/trigger-conditions.ts). */
      readonly nextToOwnCost?: number;
      /** selfMoves only: "При прыжке" — a jump (mechanics/movement/jump.ts), not a move step by step (core/systems/trigger-conditions.ts). */
      readonly jumpOnly?: true;
      /**
       * "— выстрел на 2", "может объявить выстрел на 1, дальность 3": the triggered feature is a ranged
       * attack (core/systems/ranged-abilities.ts: its targets follow the ranged-attack geometry, its
       * execution rolls the X-Y-Z die); `effect` / `target` are then not read ('wound' / 'enemyCreature').
       * Its range is the trigger's `range`.
       */
      readonly ranged?: {
        readonly attack: RangedAttackKind;
        readonly values: readonly [number, number, number];
        /** "+N к разряду за каждую {counter}" (Алвалинд s1_178), counted as it executes. */
        readonly perCounter?: number;
        /** "при этом теряет все {counter}" / "одну": after the attack (Алвалинд s1_178). */
        readonly loseCounters?: 'all' | 'one';
      };
      /** selfReachesCounters: the count of counters that fires it ("третью {counter}": 3). */
      readonly reaches?: number;
      /** "{first}: …" / "{second}: …": only if its controller is the First / the Second player (mechanics/triggers/move-order.ts). */
      readonly ifOrder?: 'first' | 'second';
      /** "Пока на <карте> есть {counter} — получает «…»": only while the card has a counter (mechanics/triggers/while-counters.ts). */
      readonly whileCounters?: true;
      /**
       * "Два выбранных существа …": exactly this many different chosen targets (all of them if fewer
       * are legal), one game action (mechanics/triggers/multi-target-triggers.ts).
       */
      readonly targets?: number;
      /**
       * otherCreatureDies / selfDies only: "в ход противника" — the death happened in a turn of the
       * opponent of the trigger's controller (mechanics/triggers/partners-at-death.ts TF_ENEMY_TURN).
       */
      readonly inEnemyTurn?: true;
      /**
       * enemyDeclares only: "по существу в вашем втором или третьем ряду" — the declared feature targets a creature
       * of this trigger's controller in his second or third row, not yet redirected from by this trigger this turn
       * ("1 раз за ход для каждого атакованного существа"; mechanics/strike/redirect.ts DECL_AT_BACK_ROWS).
       */
      readonly declaredAtOwnBackRows?: true;
      /**
       * "ранить X карт …, где X – число жетонов инкарнации на <карте>" (Поганище s1_164; core/systems/x-targets.ts):
       * X is the triggering event's amount, fixed at the declaration (512.5.2), and exactly X different
       * targets are named then; with fewer than X candidates the trigger is not declared (ruling s1_164).
       */
      readonly xTargetsFromEvent?: true;
    }
  | {
      readonly kind: 'replacement';
      readonly match: EffectMatch;
      readonly result: ReplacementResult;
      /** "может": the affected card's controller may decline. */
      readonly optional?: true;
      /**
       * "(1 раз за ход)", "(до 3 раз за ход)": applied at most this many times per turn (effects.ts:
       * counted in the 534.4 used-replacements table under a per-turn key).
       */
      readonly perTurn?: number;
    }
  | RangedAbility
  | {
      /**
       * "Если <карта> атакована дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака
       * блокируется" (ranged-abilities.ts rangedAttackBlocked): `minRoll` = 5.
       */
      readonly kind: 'rangedBlock';
      readonly minRoll: number;
    }
  | {
      /**
       * "Если <карта> атакована немагической атакой – пророчество 1; блокировать атаку, если показанная
       * карта нечетной стоимости (1 раз за ход)" (core/systems/prophecy.ts attackBlockedByProphecy): when a
       * non-magical attack (simple strike, shot, throw, {uchr}, special strike) at the card executes,
       * its controller prophesies; the attack is blocked if the test passes. `perTurn`: the whole
       * feature at most once per turn (ruling s1_122: used even when the test fails).
       */
      readonly kind: 'prophecyBlock';
      readonly prophecy: { readonly count: number; readonly if: ProphecyTest };
      readonly perTurn?: 1;
    }
  | {
      /**
       * "При первом за ход ударе существа противника по <карте> — заблокировать этот удар, при этом прыжок,
       * дальность N" (Дети топи s1_108; mechanics/strike/strike-block-jump.ts): the first strike of an enemy creature at
       * the card each turn (any strike type, a counter-strike too) is blocked and the card must jump to a free cell within `range`; `enemyFills`:
       * "После прыжка … существо противника по его выбору рядом с освободившейся клеткой перемещается на эту клетку".
       */
      readonly kind: 'strikeBlockJump';
      readonly range: number;
      readonly enemyFills?: true;
    }
  | {
      /** "Прыжок, дальность X" (jump.ts; digest §4.3, 506.6–506.7): instead of moving, to a free cell within X. */
      readonly kind: 'jump';
      readonly range: number;
    }
  | {
      /**
       * "Телепортация" (teleport.ts; 506.6–506.7): instead of moving, to any free cell of the
       * battlefield (a jump without a range limit).
       */
      readonly kind: 'teleport';
    }
  | {
      /**
       * Recruitment features (recruit.ts): "при наборе … вы получаете N {elite}" (`gainGold`), and
       * "если в вашем отряде есть карты стоимостью …, можете взять … бесплатно" (`freeIfSquadHasCosts`).
       */
      readonly kind: 'recruit';
      readonly gainGold?: number;
      readonly freeIfSquadHasCosts?: readonly number[];
      /**
       * "При наборе … вы можете заплатить за него на X больше, при этом он начинает игру с +X к
       * {strike} и +L к {health} (X не может быть больше N)" (Вольный воитель s1_190): the recruiter
       * chooses X (0..max) when he recruits it; X ≥ 1 gives +X to every tier of its simple strike and
       * `extraLives` extra lives from the start of the battle.
       */
      readonly payExtra?: { readonly max: number; readonly extraLives: number };
      /**
       * "При наборе … вы можете получить N{elite}, при этом в вашем отряде не может быть больше M
       * стихийных карт" (Тич s1_199): the recruiter may take `gold` gold crystals; then his squad may
       * hold at most `maxElemental` non-neutral cards (the option is offered only while it holds).
       */
      readonly optionalGold?: { readonly gold: number; readonly maxElemental: number };
      /**
       * "До набора отряда вы можете показать противнику <карту> из своей раздачи, при этом посмотреть
       * N случайные карты из раздачи противника; за каждую показанную {elite} карту <карта> стоит на
       * 1{ordinary} меньше; вы обязаны взять ее в отряд" (Лазутчица s1_187): a pre-recruitment
       * choice; the card is recruited at once.
       */
      readonly scout?: { readonly peek: number };
      /**
       * "До набора отряда вы можете показать <карту> и существо стоимостью не больше N{elite};
       * возьмите <карту> и это существо в отряд за {ordinary}, это существо получает особенность
       * «Погибает, когда ваша <карта> покидает поле боя»" (Линнет s1_180): a pre-recruitment choice
       * of an elite deal card costing at most `maxCost`; both are recruited at once, paid like
       * ordinary cards (silver first).
       */
      readonly partner?: { readonly maxCost: number };
      /**
       * "После расстановки карт вскройте <карту> — противник вскрывает карты своего первого ряда, а
       * вы можете поменять расположение своих карт на вашей половине поля боя, не вскрывая их"
       * (Следопыт s1_177): after both placements, before the reveal (core/systems/recruit.ts).
       */
      readonly rearrangeAfterPlacement?: true;
    }
  | {
      /**
       * "Ваши существа с выстрелом, метанием или разрядом в одном столбце с <картой> получают +N к
       * дальности" (ranged-abilities.ts rangeBonus): a static aura on own cards in the same column.
       */
      readonly kind: 'rangeAura';
      readonly amount: number;
    }
  | {
      /**
       * Static counter rules of the card (123, core/systems/counters.ts):
       * "{second}: Начинает бой с {counter}" / "{first}: …" — `startsWith` counters (or extra
       * lives: "Начинает бой с 3 дополнительными жизнями") at the start of the battle, only if its
       * controller moves first / second (`when`; absent = always);
       * "Не может иметь больше N{counter}" (123.4) — `max`;
       * "не может получать {counter} от других существ" — `notFromOthers`.
       */
      readonly kind: 'counters';
      readonly startsWith?: { readonly counters?: number; readonly extraLives?: number; readonly when?: 'first' | 'second' };
      readonly max?: number;
      readonly notFromOthers?: true;
    }
  | {
      /** 533: prevent up to `amount` wounds of each matching wound effect. */
      readonly kind: 'prevention';
      readonly match: EffectMatch;
      readonly amount: number;
      /** "Строй: -N от …": only while the card stands in formation (core/systems/formation.ts). */
      readonly formation?: FormationCondition;
    }
  /** "Вампиризм" / "Вампиризм на X-1" (mechanics/wounds/vampirism.ts): heal by the wounds its simple strikes deal, + delta. */
  | { readonly kind: 'vampirism'; readonly delta?: number }
  /** "Максимум N {health}": life plus extra lives never exceed N (mechanics/wounds/vampirism.ts). */
  | { readonly kind: 'maxLife'; readonly value: number }
  /** Keywords changing how its simple strikes are fought (core/systems/strike-keywords.ts): "Безответный удар", … */
  | { readonly kind: 'keyword'; readonly keyword: StrikeKeyword | RuleKeyword }
  | ModifierAbility;

/** Attack kinds of a ranged attack (digest §5.1): shot, throw, discharge, strike through a row ({uchr}), magic strike. */
export type RangedAttackKind = 'shot' | 'throw' | 'discharge' | 'throughRow' | 'magic';

/**
 * A ranged attack as an activated ability (core/systems/ranged-abilities.ts), so a card may have
 * several, each with its own cost and values: "{tap}: Выстрел на 1, дальность 3. / {counter}{tap}:
 * Выстрел на 2.", "{tap}: {uchr} на 1", "{tap}: Три или менее разряда на 1 по разным существам".
 * Targets, die and execution follow the ranged-attack rules (digest §5.1, §5.6): one die on the
 * X-Y-Z scale per attack ("на X" = X-X-X), no defender, no counter-strike, "при атаке" recorded.
 */
export interface RangedAbility {
  readonly kind: 'ranged';
  readonly attack: RangedAttackKind;
  /** X-Y-Z ("на X" is X-X-X). */
  readonly values: readonly [number, number, number];
  /** "дальность R" (digest §2.1, Manhattan); absent = unlimited. Not used by {uchr} and magic strikes. */
  readonly range?: number;
  /** "Может стрелять по стоящим рядом картам". */
  readonly adjacentAllowed?: true;
  /** {tap} cost (the attacker closes, 506.5). Almost every ranged attack has it. */
  readonly tap?: true;
  /**
   * {counter} cost: counters removed at the payment stage (512.2). 'X' ("X{counter}{tap}: …"): X is
   * named at the declaration (Decision.Choice, from `xMin`, core/systems/counters.ts) and paid.
   */
  readonly counters?: number | 'X';
  /** Smallest X of an 'X' counter cost (default 1). */
  readonly xMin?: number;
  /** "+N к удару за каждую потраченную {counter}": + N × the X paid (ranged-abilities.ts). */
  readonly perSpentCounter?: number;
  /**
   * "…, при этом существо напротив <карты> получает …" (Ледовый охотник s1_45): as the attack is made,
   * the creature (either side) on the cell straight in front of the attacker gets this effect (ranged-abilities.ts).
   */
  readonly oppositeGets?: AlsoEffect;
  /** {instant}. */
  readonly instant?: true;
  /** "N или менее … по разным существам": up to N different targets, one attack each (default 1). */
  readonly targets?: number;
  /** "+N к выстрелу по летающим (существам)". */
  readonly vsFlyer?: number;
  /** "+N к выстрелу за каждую {counter} на <карте>". */
  readonly perCounter?: number;
  /**
   * "на X, где X — число ран на <карте> (максимум N)": + the source's wounds, at most N, counted when
   * the attack executes (after the dice and the instants, s1 №110 Рэккен ruling).
   */
  readonly plusOwnWounds?: number;
  /** "При выстреле теряет все {counter}" / "теряет одну {counter}". */
  readonly loseCounters?: 'all' | 'one';
  /** "при этом получить {counter}": the attacker gets a counter when the attack executes (123.4 caps apply; counters.ts gainCounters). */
  readonly gainCounter?: true;
  /**
   * "Магический удар на X, где X — сумма слабых {strike} ваших существ справа и слева от <карты>"
   * (Фагор s1_87): + the printed weak strikes of the own creatures on the cells left and right of it,
   * counted when the attack executes (ruling s1_87: printed values, after the dice and the instants).
   */
  readonly plusSideWeakStrikes?: true;
  /**
   * "при этом закройте атакованное существо, если оно получало раны от N или более других выстрелов
   * или метаний в этот ход" (Мира s1_86; mechanics/wounds/wound-history.ts, Cap.WoundHistory).
   */
  readonly closeIfShotTimes?: number;
  /**
   * "по карте на выбранной клетке …; в начале вашего следующего хода все карты на этой клетке ранятся
   * на N (воздействие «взрыв»)" (Орк-бомбардир s1_22; mechanics/markers/bomb.ts): targets on cells only.
   */
  readonly bomb?: number;
  /** "Получает «{tap}: …», пока …": the attack can be declared only while this holds (modifiers.ts `condHolds`). */
  readonly when?: ModCondition;
  /**
   * "Снимите X дополнительных жизней с <карты>, при этом — разряд на X" (Ведьма слуа s1_140;
   * ranged-abilities.ts spendExtraLives): X, from 1 to the card's extra lives, is named at the
   * declaration (Decision.Choice); as the attack executes the card first loses X extra lives and, if
   * it still lives (ruling s1_140: otherwise it dies before the attack), attacks on `values` + X.
   */
  readonly xFromExtraLives?: true;
  /**
   * "Разряд на 1, метание на 1 (по разным картам)" (Лилит и Эйдерик s1_160): a second attack of another
   * kind in the same feature, at a second, different card named right after the first target (`attack`
   * above is the first target's); it is named whenever a candidate exists (ranged-abilities.ts).
   */
  readonly second?: { readonly attack: RangedAttackKind; readonly values: readonly [number, number, number] };
  /**
   * A ranged attack granted for one use (mechanics/strike/granted-strike.ts, Дверг s1_90): only on the armed
   * twins the compiler makes; executing it ends the grant (the card swaps back to its printed row).
   */
  readonly grantedOnce?: true;
}

// ---- static modifiers (core/systems/modifiers.ts) --------------------------------------------------

/**
 * Kinds of damage a modifier looks at ("к {strike}", "от дальних атак", "к ударам"). Atoms:
 *  - 'strike': the simple strike of an attacker; 'counter': a counter-strike (ответный удар);
 *  - 'throughRow', 'shot', 'throw', 'discharge', 'magic': the ranged attacks (digest §5.1, §5.6);
 *  - 'special': a special strike (особый удар: an ability of type 'specialStrike', special-strike.ts).
 * Groups: 'simple' = {strike} = strike + counter (a counter-strike is a simple strike of the struck
 * card; ruling s1_27); 'ranged' = дальние атаки = throughRow + shot + throw + discharge (the magic
 * strike is a magical melee attack, digest §5.1);
 * 'strikes' = удары of every type = strike + counter + throughRow + magic + special (ruling s1_2:
 * "+1 к ударам" covers the strike through a row and the special strike);
 * 'attacks' = атаки of every kind = strike + throughRow + shot + throw + discharge + magic + special
 * (a counter-strike is not an attack, digest §5.1 table); 'nonMagic' = немагические атаки = strike +
 * throughRow + shot + throw + special (digest §5.1: the discharge and the magic strike are magical).
 */
export type DamageSel =
  | 'strike'
  | 'counter'
  | 'throughRow'
  | 'shot'
  | 'throw'
  | 'discharge'
  | 'magic'
  | 'special'
  | 'simple'
  | 'ranged'
  | 'strikes'
  | 'attacks'
  | 'nonMagic';

/**
 * A condition on the other card of an attack ("по горным существам", "по существам напротив",
 * "от атак горных карт"). Every given field must hold.
 */
export interface ModCardFilter {
  readonly element?: 'steppe' | 'mountain' | 'forest' | 'swamp' | 'darkness' | 'neutral';
  readonly class?: string;
  /** "обладающим разрядом, магическим ударом или заклинанием": a discharge or magic ranged attack, or an ability of type discharge / magic / spell. */
  readonly magicFeature?: true;
  readonly flyer?: boolean;
  /** Stands on the cell straight in front of the modifier's holder (напротив), from its controller's side. */
  readonly opposite?: true;
  /** "по закрытым существам" (true) / "по открытому существу" (false): the other card is closed / open now. */
  readonly closed?: boolean;
  /** "существ стоимостью 3 или менее": printed cost at most this. */
  readonly maxCost?: number;
  /** "существ с {move}2 или больше": printed movement at least this (ruling s1_83: printed, without modifiers; flyers have none). */
  readonly minMove?: number;
  /**
   * "по картам в N-м ряду противника, если стоит в вашем N-м ряду" (Эриала s1_78): the other card
   * stands in its controller's row of the same number as the holder's own row.
   */
  readonly mirrorRow?: true;
  /**
   * "по картам, обладающим выстрелом, метанием или разрядом": the card has an attack or ability of
   * one of these types (printed ranged attack, ranged-attack abilities, activated abilities; as
   * TargetFilter.has).
   */
  readonly has?: readonly AbilityType[];
  /** "по защитникам": the other card is the defender of the fight now (G.Defender, digest §5.5). */
  readonly defender?: true;
  /**
   * "по картам, обладающим {ova}, {ovz} или {armor}": the other card has one of them now — printed,
   * timed, from Строй or from a modifier (ruling s1_40: acquired ones count too).
   */
  readonly defended?: true;
  /**
   * "если и справа и слева от него нет других его существ" (Римаанды s1_106): no creature of the
   * other card's controller on the cells left and right of it (a flyer has no neighbours, ruling).
   */
  readonly alone?: true;
  /** "по картам во втором ряду противника": the other card stands in its controller's own row N (1 front … 3 back). */
  readonly ownRow?: 1 | 2 | 3;
  /** "по существам с маркером «добычи»" (mechanics/markers/prey-mark.ts): the other card has that mark now. */
  readonly preyMarked?: true;
}

/** Keywords a modifier can grant ("получает {direct}", "Строй: {zot}", "Строй: {armor}2"). */
export type GrantKw =
  | 'direct'
  | 'zot'
  | 'zov'
  | 'zor'
  | 'zom'
  | 'zoz'
  | 'zoal'
  | 'zoo'
  /** "Игнорирует {zoal}": its attacks ignore every protection against attacks of a flyer (ruling s1_21). */
  | 'ignoreZoal'
  /** "Может атаковать летающих {strike}": a ground creature may strike enemy flyers. */
  | 'strikeFlyers'
  /** Numeric keywords: `amount` is added ({armor}N, {ova}N, {ovz}N; "получает X или +X к X"). */
  | 'armor'
  | 'ova'
  | 'ovz'
  /** "Безответный удар" against a `vs` card (core/systems/strike-keywords.ts counterTier). */
  | 'unanswerable'
  /** "+N к броску кубика, когда атакует …": its die for every attack (simple strike and ranged), against a `vs` card. */
  | 'die'
  /** "{regen}N" (numeric): heals N more at the start of its controller's turn (turn.ts). */
  | 'regen'
  /** "+N к {move}" (numeric): its movement allowance, refilled at its turn's start (turn.ts). */
  | 'move';

/** What a static modifier does. */
export type ModifierSpec =
  /**
   * "+N к {strike}" (also "+N к слабому {strike}" with `tier`, "по X" with `vs`): the holder's attacks
   * deal N more; with `x`, "+X …, где X — …": N + X (modifiers.ts `xAmount`).
   */
  | { readonly op: 'attackBonus'; readonly amount: number; readonly damage: DamageSel | readonly DamageSel[]; readonly tier?: 1 | 2 | 3; readonly vs?: ModCardFilter; readonly x?: ModAmount }
  /** "-N от дальних атак / от {strike} / от атак горных карт": the holder takes N fewer wounds from such attacks. */
  | { readonly op: 'damageTaken'; readonly amount: number; readonly damage: DamageSel | readonly DamageSel[]; readonly directed?: true; readonly vs?: ModCardFilter; readonly tier?: 1 | 2 | 3 }
  /** "Все {strike} по X сводятся к слабым": simple strikes at the holder are at most this tier (applied after the source's modifiers, ruling s1_8). */
  | { readonly op: 'tierCap'; readonly tier: 1 | 2; readonly damage: DamageSel | readonly DamageSel[] }
  /** "Защита от слабых {strike}": simple strikes of this tier do not affect the holder (511.3). */
  | { readonly op: 'protectTier'; readonly tier: 1 | 2 | 3; readonly damage: DamageSel | readonly DamageSel[] }
  /** A keyword while the modifier applies ("+1 к {strike} и {direct} по горным": `vs` = the target of its strike). */
  | { readonly op: 'grant'; readonly kw: GrantKw; readonly amount?: number; readonly vs?: ModCardFilter };

/**
 * Condition on the modifier's holder ("пока …"). Extend here and in modifiers.ts `condHolds`
 * (e.g. the formation helper adds 'formation' for "Строй:").
 */
export type ModCondition =
  /** "Пока в первом ряду противника нет его карт". */
  | 'enemyFrontRowEmpty'
  /** "Пока на X нет {counter}" / "есть {counter}". */
  | 'noCounters'
  | 'hasCounters'
  /** "Строй: …": while the holder stands in formation (core/systems/formation.ts; the card needs the feature Строй). */
  | 'formation'
  /** "если напротив <него> стоит ваше существо без ран" (Атекар s1_69): an unwounded own creature on the cell in front of it. */
  | 'ownUnwoundedInFront'
  /** "пока рядом с <ним> стоят хотя бы три ваших существа без ран" (Дикий целитель s1_91). */
  | 'threeOwnUnwoundedAdjacent'
  /** "пока рядом с <ним> больше ваших существ, чем существ противника" (Головорез s1_186). */
  | 'moreOwnThanEnemyAdjacent'
  /** "пока стоит в центральном столбце" (Матросы Аделаиды s1_182). */
  | 'centralColumn'
  /** "пока стоит в крайнем левом или правом столбце" (Матросы Аделаиды s1_182). */
  | 'edgeColumn'
  /** "пока не имеет ран". */
  | 'unwounded'
  /**
   * "пока рядом с ним стоят существа минимум 4 разных классов" (Эорвал s1_197): among the creatures
   * on the 8 neighbouring cells (either side), four can be given four different classes each of its
   * own (a creature of two classes counts for one of them).
   */
  | 'fourClassesAdjacent'
  /** "пока <карта> выступает защитником": the holder is the defender of the fight now (G.Defender). */
  | 'defending'
  /** "Если в каждом ряду поля боя есть ваше существо" (all six rows of the battlefield). */
  | 'ownCreatureInEveryRow'
  /** "Пока стоит рядом с двумя существами противника со значением слабого {strike} 3 или больше" (printed value). */
  | 'nextToTwoEnemiesWeakStrike3'
  /** "Пока стоит рядом с двумя или более существами противника, обладающими разрядом, магическим ударом или заклинанием". */
  | 'nextToTwoEnemiesMagic'
  /**
   * "В начале боя получает …, если у вас есть степное / горное / болотное / лесное / темное
   * существо" (Гермет s1_196; core/systems/recruit.ts): the holder has been in the battle zone since
   * the reveal, and its owner then had a creature of that element in the battle zone.
   */
  | 'battleStartSteppe'
  | 'battleStartMountain'
  | 'battleStartForest'
  | 'battleStartSwamp'
  | 'battleStartDarkness'
  /**
   * "если переместилась хотя бы на 2 клетки в одном и том же направлении в этот ход" (Риала s1_23;
   * core/systems/turn-record.ts): during its controller's turn, 2 or more of this turn's steps went one way.
   */
  | 'movedStraight2'
  /** "если переместилась хотя бы на 2 клетки в разных направлениях в этот ход" (Риала s1_23): during its controller's turn, steps in two or more directions. */
  | 'movedTwoDirections';

/**
 * The X of "+X к {strike}, где X — …" (modifiers.ts `xAmount`):
 *  - `count: 'otherOwnCreatures'`: "число других <element> существ в вашем отряде" (own creatures in
 *    the battle zone other than the holder, optionally of one element), at most `max`;
 *  - `of: 'otherPrintedStrike'`: "значение {strike} атакованного существа (без учета модификаторов)":
 *    the printed simple strike of the other card of the strike, of the strike's tier;
 *  - `of: 'halfOtherLife'`: "половина текущих {health} атакованного существа" (rounded down);
 *  - `of: 'ownCounters'`: "количество {counter} на <карте>" (the holder's counters now).
 */
export type ModAmount =
  | { readonly count: 'otherOwnCreatures'; readonly element?: ModCardFilter['element']; readonly max?: number }
  | { readonly of: 'otherPrintedStrike' | 'halfOtherLife' | 'ownCounters' };

/**
 * A static modifier (core/systems/modifiers.ts): always on while the card is in the battle zone and
 * `when` holds. `to` says who receives it: the card itself (default), or an aura over cards next to
 * it ("пока ваше степное существо стоит справа или слева от Щитоносца, оно получает …"), or over the
 * cards in formation with it (`near: 'formation'`: "существа в строю с Гномьим королем получают …").
 */
export interface ModifierAbility {
  readonly kind: 'modifier';
  readonly mod: ModifierSpec;
  readonly when?: ModCondition;
  /** `own: false`: cards of either player ("{strike} по картам слева и справа от Морока …", ruling s1_133). */
  readonly to?: 'self' | { readonly near: 'leftRight' | 'adjacent' | 'formation'; readonly own: boolean; readonly filter?: ModCardFilter };
}

/** Keywords that change how a simple strike is fought (core/systems/strike-keywords.ts compiles them to Kw bits). */
export type StrikeKeyword =
  | 'unanswerable'
  | 'rollsWhenClosed'
  | 'protectionFromWeakStrikes'
  | 'staysOpenAfterAttack'
  | 'strikesTwice'
  /** "Может нападать ударом два раза за ход, только подряд и по разным картам, после первого удара не закрывается" (Берсерк s1_195; mechanics/strike/two-attacks.ts). */
  | 'attacksTwiceInRow'
  /** "Может нападать {strike} на всех стоящих рядом существ противника, только подряд, после последнего нападения закрывается" (Гидра s1_136; mechanics/strike/chain-attack.ts). */
  | 'attacksAllAdjacentInRow'
  /** "Сила {strike} <карты> не может быть снижена" (Гидра s1_136; mechanics/strike/unlowerable.ts, Kw2.StrikeUnlowerable). */
  | 'strikeCannotBeLowered';
