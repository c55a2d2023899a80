/**
 * Every official ruling of set 1 (`rulings` in ../shared/cards/set1.json), one entry each, with
 * where the engine answers it: the test that plays it, or why no test can (the ruling is not about
 * engine behaviour, or the card / clause it needs is on the unsupported/partial list of
 * src/engine/cards/set1/*.ts). Checked by test/cards/rulings.test.ts: every ruling has an entry, every
 * named test exists, and an exemption for a card that is now fully implemented fails.
 *
 * Test files are named relative to test/; a test name is the exact `it(…)` title.
 */

/** A test that plays a ruling: [file under test/, exact it() title]. */
export type TestRef = readonly [file: string, name: string];

export type RulingStatus =
  /** Played by these tests. */
  | { readonly kind: 'tested'; readonly tests: readonly TestRef[] }
  /** Not about engine behaviour: a wording correction, table etiquette, deck building outside the engine. */
  | { readonly kind: 'not-engine'; readonly reason: string }
  /**
   * The ruling needs a card ('card-unsupported') or a clause ('clause-unsupported') the engine does
   * not play yet. `card` names that card when it is not the ruling's own (a ruling about two cards).
   */
  | { readonly kind: 'card-unsupported' | 'clause-unsupported'; readonly reason: string; readonly card?: string }
  /** Concerns the engine and the cards are played, but no test yet: a gap (rulings.test.ts fails on any). */
  | { readonly kind: 'todo'; readonly reason: string };

export interface RulingEntry {
  /** The card id (`s1_N`). */
  readonly card: string;
  /** Index of the ruling in the card's `rulings` array. */
  readonly ruling: number;
  /** The ruling in short English. */
  readonly gist: string;
  readonly status: RulingStatus;
}

const t = (...tests: TestRef[]): RulingStatus => ({ kind: 'tested', tests });
const notEngine = (reason: string): RulingStatus => ({ kind: 'not-engine', reason });
const clause = (reason: string, card?: string): RulingStatus =>
  card ? { kind: 'clause-unsupported', reason, card } : { kind: 'clause-unsupported', reason };
const cardU = (reason: string): RulingStatus => ({ kind: 'card-unsupported', reason });
const todo = (reason: string): RulingStatus => ({ kind: 'todo', reason });

const STEPPE = 'cards/steppe.test.ts';
const STEPPE_TIMED = 'cards/steppe-timed.test.ts';
const STEPPE_TURN = 'cards/steppe-turn.test.ts';
const STEPPE_FORM = 'cards/steppe-formation.test.ts';
const STEPPE_RULINGS = 'cards/steppe-rulings.test.ts';
const STEPPE_MOVE_WOUNDS = 'cards/steppe-move-wounds.test.ts';
const MOUNTAIN_RULES = 'cards/mountain-rules.test.ts';
const MOUNTAIN_ABILITIES = 'cards/mountain-abilities.test.ts';
const MOUNTAIN_FORM = 'cards/mountain-formation.test.ts';
const MOUNTAIN_BASAARG = 'cards/mountain-basaarg.test.ts';
const MOUNTAIN_TEXT = 'cards/mountain-text.test.ts';
const MOUNTAIN_RULINGS = 'cards/mountain-rulings.test.ts';
const FOREST = 'cards/forest.test.ts';
const FOREST_TARGETS = 'cards/forest-targets.test.ts';
const FOREST_TURN = 'cards/forest-turn.test.ts';
const FOREST_MOD = 'cards/forest-modifiers.test.ts';
const FOREST_SPIDER = 'cards/forest-spider.test.ts';
const FOREST_RULINGS = 'cards/forest-rulings.test.ts';
const FOREST_DELAYED = 'cards/forest-delayed-spell.test.ts';
const FOREST_CHAIN = 'cards/forest-chain.test.ts';
const SWAMP = 'cards/swamp.test.ts';
const SWAMP_MOD = 'cards/swamp-modifiers.test.ts';
const SWAMP_PROPH = 'cards/swamp-prophecy.test.ts';
const SWAMP_RULINGS = 'cards/swamp-rulings.test.ts';
const SWAMP_MARKERS = 'cards/swamp-cell-markers.test.ts';
const SWAMP_BLOCK = 'cards/swamp-strike-block.test.ts';
const DARK = 'cards/darkness.test.ts';
const DARK_TURN = 'cards/darkness-turn.test.ts';
const DARK_FLIGHT = 'cards/darkness-gain-flight.test.ts';
const DARK_MILL = 'cards/darkness-mill.test.ts';
const DARK_TREMOR = 'cards/darkness-tremor-marker.test.ts';
const DARK_INFL = 'cards/darkness-influences.test.ts';
const DARK_MOD = 'cards/darkness-modifiers.test.ts';
const DARK_AB = 'cards/darkness-abilities.test.ts';
const DARK_RULINGS = 'cards/darkness-rulings.test.ts';
const NEUTRAL = 'cards/neutral.test.ts';
const NEUTRAL_RECRUIT = 'cards/neutral-recruit.test.ts';
const NEUTRAL_DICE = 'cards/neutral-dice.test.ts';
const NEUTRAL_RULINGS = 'cards/neutral-rulings.test.ts';
const NEUTRAL_HERMIT = 'cards/neutral-hermit.test.ts';
const NEUTRAL_SHAKSI = 'cards/neutral-shaksi.test.ts';
const DARK_RANGED_TRIG = 'cards/darkness-ranged-triggers.test.ts';
const STEPPE_FORCED = 'cards/steppe-forced.test.ts';
const SWAMP_FORCED = 'cards/swamp-forced.test.ts';

const STEPPE_WHILE = 'cards/steppe-while-counters.test.ts';

export const RULINGS: readonly RulingEntry[] = [
  // ---- Степи ----------------------------------------------------------------------------------------
  { card: 's1_2', ruling: 0, gist: 'Кшар: +1 against mountain creatures applies to its {uchr} and to its special strike too',
    status: t([STEPPE, '{uchr} на 1; +1 against a mountain creature (ruling: the bonus covers the strike through a row)'],
      [STEPPE, 'with a counter: a special strike of 3 at a creature next to it (+1 against a mountain one, ruling s1_2); the counter is spent']) },
  { card: 's1_3', ruling: 0, gist: 'Волхв under Мрачная дворянка: it names 2 only for a creature with two wounds; the heal is doubled to 4 and the wound equals the heal actually made (the doubling: s1_154 ruling 2)',
    status: t(
      [STEPPE_MOVE_WOUNDS, 'Волхв (s1_3) ruling: it may name 2 only for a creature that really has two wounds — an unwounded one is no target, one wound allows 1'],
      [STEPPE_MOVE_WOUNDS, 'Волхв (s1_3) ruling: it wounds only as much as it actually healed — a heal stopped by protection from spells wounds nobody'],
      ['mechanics/move-wounds.test.ts', 'ruling s1_3: a heal made smaller in response moves only what it healed — the first receiver gets it'],
      ['cards/darkness-heal-gate.test.ts', 'Мрачная дворянка (s1_154) ruling: Волхв under a Дворянка with 7 lives — the heal of 2 is doubled to 4 and it wounds by the 4 healed'],
    ) },
  { card: 's1_4', ruling: 0, gist: 'Гиррит may put two marks on one creature (opened again); both go off on a flyer\'s strike: 2 + 2',
    status: t([STEPPE_TIMED, 'Гиррит (s1_4): ruling — two marks (opened again) go off together: 2 + 2']) },
  { card: 's1_6', ruling: 0, gist: '"на X ходов игрока": the protection holds only while that player (the opponent) is active',
    status: t([STEPPE_TIMED, 'Пустотник (s1_6): X = 2 — protected during the next two opponent turns only (ruling s1_6: not in its own turns)'],
      ['mechanics/durations.test.ts', '"на 1 ход противника": in force during the opponent\'s next turn only (ruling s1_6: not in the rest of this turn), then ends']) },
  { card: 's1_8', ruling: 0, gist: 'Степной волколак must declare its death special strike, at its own card if no enemy is next to it',
    status: t([STEPPE, 'ruling: it must declare the special strike, at its own card if no enemy stands next to it'],
      ['mechanics/special-strike.test.ts', 'mandatory: with only an own card next to it, the dead card strikes its own card (s1 №8 ruling)']) },
  { card: 's1_8', ruling: 1, gist: 'a strike made strong by Ост at Степной волколак is still weak: the target\'s modifiers apply after the source\'s',
    status: t([STEPPE, 'ruling (s1_8): a strike made strong by Ост at Степной волколак is still weak'],
      [STEPPE, 'ruling: the target\'s modifiers apply after the source\'s — a strike made strong is still weak at it']) },
  { card: 's1_10', ruling: 0, gist: 'Аколит Дзара: one die for each discharge target',
    status: t([STEPPE_FORM, 'Аколит Дзара (s1_10): three different targets, one die each (ruling), 1 wound each; PASS stops early']) },
  { card: 's1_10', ruling: 1, gist: 'Аколит Дзара may declare its third discharge after the second hidden card it named turned out to have ЗоМ',
    status: t([STEPPE_RULINGS, 'Аколит Дзара (s1_10) ruling: after its second discharge named a hidden third-row card with ЗоМ, it may still declare a third']) },
  { card: 's1_15', ruling: 0, gist: 'the card opened by Рубаки Холверта cannot attack this turn: it fights, but its counter-strike is blocked',
    status: t([STEPPE_TIMED, 'Рубаки Холверта (s1_15): ruling — the opened card\'s counter-strike is blocked this turn']) },
  { card: 's1_16', ruling: 0, gist: 'Санкторум left or right of Морок blocks every simple strike at it (reduced to weak, then its protection from weak strikes)',
    status: t([STEPPE_RULINGS, 'Санкторум (s1_16) ruling: left or right of Морок it is protected from every simple strike (Морок reduces it to weak)']) },
  { card: 's1_18', ruling: 0, gist: 'Килсус finishes any creature next to it after a successful simple strike, not only the one it struck',
    status: t([STEPPE_TURN, 'Килсус (s1_18): ruling — any creature next to it, its own included, and it must be declared']) },
  { card: 's1_18', ruling: 1, gist: 'Килсус must declare the finishing when it has a legal target, even an own creature',
    status: t([STEPPE_TURN, 'Килсус (s1_18): ruling — any creature next to it, its own included, and it must be declared']) },
  { card: 's1_21', ruling: 0, gist: 'Мантикора pierces any protection that would stop a flyer\'s strike (Санкторум\'s, Древний огр\'s protection from strikes)',
    status: t([STEPPE, 'ruling: it pierces Санкторум\'s protection from weak strikes (a protection that would stop a flyer\'s strike)'],
      [SWAMP_MOD, 'Древний огр (s1_135) ruling: Мантикора ignores its protection from strikes (it ignores {zoal})']) },
  { card: 's1_21', ruling: 1, gist: 'Мантикора\'s strike is directed (no defender) only against a card with a magical feature',
    status: t([STEPPE, 'ruling: directed against a card with a magical feature (no defender), a defender may be assigned otherwise']) },
  { card: 's1_22', ruling: 0, gist: 'Орк-бомбардир: "дальность 3" is the throw\'s range; it may throw at Резчик идолов beyond it',
    status: t([STEPPE_RULINGS, 'Орк-бомбардир (s1_22) ruling: "дальность 3" is the throw\'s range — it may throw at an enemy Резчик идолов beyond it']) },
  { card: 's1_23', ruling: 0, gist: 'Риала with 3 movement: two steps one way and one back give both the directed strike and ОвА',
    status: t([STEPPE_TURN, 'Риала (s1_23): ruling — with 3 movement, two steps one way and one back give both']) },
  { card: 's1_24', ruling: 0, gist: 'Посвящённый Дзара cannot discharge at cards next to it, but may at flyers without moving',
    status: t([STEPPE, 'Посвящённый Дзара (s1_24): разряд на 2-3-4, дальность 1; ruling: not at adjacent cards, but at flyers'],
      [STEPPE_TIMED, 'Посвящённый Дзара (s1_24): range 1 and not at cards next to it (ruling): only flyers before moving']) },
  { card: 's1_25', ruling: 0, gist: 'Хронос heals the sum of the wounds received this turn (heals not deducted)',
    status: t([STEPPE_TURN, 'Хронос (s1_25): ruling — the sum of the wounds received this turn, heals not deducted']) },
  { card: 's1_26', ruling: 0, gist: 'Анубисар: wording errata ("особенности", not "способности")',
    status: notEngine('a wording correction of the printed text; no behaviour of its own (the clause is played: mechanics/features/formation-copy.ts)') },
  { card: 's1_27', ruling: 0, gist: 'Бон и Берроу may spend a counter to block a counter-strike at them too',
    status: t(['cards/steppe-counter-block.test.ts', 'Бон и Берроу (s1_27) ruling: a counter-strike at them — lose the {counter} and block it; their own strike is dealt'],
      ['cards/steppe-counter-block.test.ts', 'Бон и Берроу (s1_27) ruling: the counter-strike blocked, their strike still hits (an exchange kept)']) },
  { card: 's1_27', ruling: 1, gist: 'Бон и Берроу count as a card with a discharge (Троллок, Варлок) only while they have a counter',
    status: t([STEPPE_WHILE, 'Бон и Берроу (s1_27): ruling — a card with a discharge (Варлок\'s «пламя бездны») only while it has a {counter}'],
      ['cards/steppe-counter-block.test.ts', 'Троллок (s1_125) ruling: +1 к метанию по Бон и Берроу только пока на них есть {counter}']) },
  { card: 's1_28', ruling: 0, gist: 'Матриарх племени: the forced fight is fought as between two open creatures, whoever is closed',
    status: t([STEPPE_FORCED, 'Матриарх племени (s1_28) ruling: the fight is that of two open cards even when both are closed']) },
  { card: 's1_28', ruling: 1, gist: 'Матриарх племени: no defender and no redirection in the forced fight',
    status: t([STEPPE_FORCED, 'Матриарх племени (s1_28) ruling: no defender may be assigned'], [SWAMP_FORCED, 'Бешеный маг (s1_38) ruling: nor at a «приказ матриарха» fight']) },
  { card: 's1_28', ruling: 2, gist: 'Матриарх племени: the forced fight spends no action; the creature may still move and attack',
    status: t([STEPPE_FORCED, 'Матриарх племени (s1_28) ruling: the fight spends no action — the creature may still move and attack']) },
  { card: 's1_29', ruling: 0, gist: 'Пеший латник: armour spent, formation lost and regained — the armour is fresh again',
    status: t([STEPPE_FORM, 'Пеший латник (s1_29): ruling — armour spent, formation lost and regained: the armour is fresh again; moved from one formation into another: not refreshed'],
      ['mechanics/formation.test.ts', 'formation armour lost and regained comes back with a fresh budget; moving from one formation straight into another keeps the spent armour (rulings on Пеший латник, s1_29)']) },
  { card: 's1_29', ruling: 1, gist: 'Пеший латник moved from one formation straight into another: its armour is not refreshed',
    status: t([STEPPE_FORM, 'Пеший латник (s1_29): ruling — armour spent, formation lost and regained: the armour is fresh again; moved from one formation into another: not refreshed']) },
  { card: 's1_29', ruling: 2, gist: 'Пеший латник\'s special strike answers a flyer\'s simple strike too',
    status: t([STEPPE, 'ruling: a flyer that strikes it takes the special strike too']) },
  { card: 's1_30', ruling: 0, gist: 'Бронтобей\'s move bonus has no cap: moved 2, opened again, moved 2 — 7-7-8',
    status: t([STEPPE, 'ruling: moved 2, it strikes the card opposite at 5-5-6; opened again and moved 2 more, at 7-7-8']) },
  { card: 's1_32', ruling: 0, gist: 'Дегаска copies only a feature worded exactly "При сильном простом ударе"',
    status: t(['cards/steppe-degaska.test.ts', 'Дегаска (s1_32) ruling: the text must match word for word — «при среднем или сильном» (Хедда) is no donor']) },
  { card: 's1_33', ruling: 0, gist: 'Скелос\'s +1 (enemy front row empty) counts against flyers and ground creatures alike',
    status: t([STEPPE, '+1 to its strike while the enemy front row holds no enemy card (ruling: against flyers and ground cards alike)']) },
  { card: 's1_34', ruling: 0, gist: 'Минотавр made to strike by Шаман-душегрыз closes',
    status: t([SWAMP_FORCED, 'Минотавр (s1_34) ruling: made to strike by Шаман-душегрыз, it closes']) },
  { card: 's1_34', ruling: 1, gist: 'Минотавр opened again (Ойуун) after acting may strike twice again',
    status: t([STEPPE_TURN, 'Минотавр (s1_34): ruling — opened again after acting (Ойуун), it may strike twice again']) },
  // ---- Горы -----------------------------------------------------------------------------------------
  { card: 's1_35', ruling: 0, gist: 'Гном-поджигатель: no +1 before the opponent has had a turn',
    status: t([MOUNTAIN_RULES, 'Гном-поджигатель (s1_35): ruling — no bonus before the opponent\'s first turn']) },
  { card: 's1_36', ruling: 0, gist: 'Ледяной змей\'s -1 given to Бон и Берроу with a counter stays after they lose the counter (a restriction on the choice of target only)',
    status: t([STEPPE_WHILE, 'Ледяной змей (s1_36): ruling — Бон и Берроу chosen while they have a {counter} keep «каменная кожа» after losing the {counter}']) },
  { card: 's1_37', ruling: 0, gist: 'Овражный гном\'s counter-strike fires it too; the attacker\'s controller chooses, and closing (reserved) leaves it unwounded',
    status: t([MOUNTAIN_RULES, 'Овражный гном (s1_37): ruling — its counter-strike fires it too; the attacker\'s controller chooses, and closing leaves the attacker unwounded']) },
  { card: 's1_38', ruling: 0, gist: 'Бешеный маг may redirect a simple strike its own card attacks with, only into a creature of its own squad',
    status: t([MOUNTAIN_ABILITIES, 'Бешеный маг (s1_38) ruling: a simple strike your own card attacks with may be redirected, only into a creature of your squad (not the attacker)']) },
  { card: 's1_38', ruling: 1, gist: 'Бешеный маг: ЗоЗ of the attacker or of the new target stops the redirection; of the first target not',
    status: t([MOUNTAIN_ABILITIES, 'Бешеный маг (s1_38) ruling: ЗоЗ of the attacker or of the new target stops the redirection; ЗоЗ of the first target does not']) },
  { card: 's1_38', ruling: 2, gist: 'Бешеный маг: a strike already given a defender cannot be redirected',
    status: t([MOUNTAIN_ABILITIES, 'Бешеный маг (s1_38) ruling: after a defender was assigned the strike cannot be redirected']) },
  { card: 's1_38', ruling: 3, gist: 'Бешеный маг cannot redirect strikes made under Матриарх племени or Шаман-душегрыз',
    status: t([SWAMP_FORCED, 'Бешеный маг (s1_38) ruling: «магический трюк» is not offered at a «гипноз» strike'], [SWAMP_FORCED, 'Бешеный маг (s1_38) ruling: nor at a «приказ матриарха» fight']) },
  { card: 's1_39', ruling: 0, gist: 'Гуль\'s трупоедство needs an adjacent kill: not by its strike through a row',
    status: t([MOUNTAIN_FORM, 'Гуль (s1_39): ruling — a kill by its strike through a row does not heal it']) },
  { card: 's1_40', ruling: 0, gist: 'Мразень\'s +1 counts acquired {armor} too (Пеший латник in formation)',
    status: t([MOUNTAIN_TEXT, 'Мразень (s1_40): ruling — an acquired {armor} counts (a card with Строй: {armor} in formation)']) },
  { card: 's1_44', ruling: 0, gist: 'Страж чертогов\'s range-2 strike is still a melee strike: the target fights back, a card between may defend',
    status: t([MOUNTAIN_ABILITIES, 'Страж чертогов (s1_44) ruling: still a melee strike — the struck card fights back, and a card on the cell between may defend']) },
  { card: 's1_47', ruling: 0, gist: 'Ртунх may defend a creature though next to neither the attacker nor the attacked card',
    status: t([MOUNTAIN_RULES, 'Ртунх (s1_47): ruling — it may defend an attacked ground creature next to neither the attacker nor the attacked card; another flyer may not']) },
  { card: 's1_49', ruling: 0, gist: 'Центурион\'s X is at most its current lives; X equal to them kills it before the enemy is wounded',
    status: t([MOUNTAIN_ABILITIES, 'Центурион (s1_49) ruling: X at most its current lives; X equal to them — it dies before the enemy creature is wounded']) },
  { card: 's1_51', ruling: 0, gist: 'Призывающая бурю must stay in the squad for her spell to reduce attacks',
    status: t([MOUNTAIN_ABILITIES, 'Призывающая бурю (s1_51) ruling: she must stay in the squad — once she has left the battle zone the attacks are not reduced']) },
  { card: 's1_52', ruling: 0, gist: 'Тан Ханеранга\'s own death gives the bonus to the creatures in formation with it',
    status: t([MOUNTAIN_ABILITIES, 'Тан Ханеранга (s1_52) ruling: its own death in the opponent\'s turn gives the bonus to the creatures in formation with it']) },
  { card: 's1_53', ruling: 0, gist: 'Гном-басаарг: in the Main phase its player must attack a closed enemy creature next to it before passing; he picks which',
    status: t([MOUNTAIN_FORM, 'Гном-басаарг (s1_53): ruling — with a closed enemy creature next to it the turn cannot be passed until it attacks; with only an open one it can'],
      [MOUNTAIN_BASAARG, 'ruling s1_53: the strike may not go to an open enemy; the player chooses among the closed ones'],
      [MOUNTAIN_BASAARG, 'ruling s1_53 (forcedStrikeFirst): no other card acts first — neither a move nor an ability that could remove the closed creature']) },
  { card: 's1_57', ruling: 0, gist: 'Криомант\'s limit counts jumps, teleports and moves made by other cards\' features',
    status: t([MOUNTAIN_RULINGS, 'Криомант (s1_57) ruling: a jump counts as moving — after one creature jumped, no other may move'],
      [MOUNTAIN_RULINGS, 'Криомант (s1_57) ruling: a move made by another card\'s feature counts and is forbidden too (Варлок\'s «дверь измерений»)'],
      ['mechanics/move-limit.test.ts', 'a move by another card\'s feature counts and is not made past the limit (ruling s1_57)']) },
  { card: 's1_58', ruling: 0, gist: 'Молотобоец striking a flyer may declare its feature: the flyer cannot be moved, so 2 wounds',
    status: t([MOUNTAIN_ABILITIES, 'Молотобоец (s1_58): a flyer (struck under the flyer fallback, no enemy ground creature left) cannot be moved: 2 wounds'],
      ['mechanics/push.test.ts', 'a flyer cannot be moved: the other option (ruling s1_58: a strike at a flyer wounds it by 2)']) },
  { card: 's1_58', ruling: 1, gist: 'Молотобоец\'s diagonal strike pushes on along the diagonal',
    status: t([MOUNTAIN_ABILITIES, 'Молотобоец (s1_58) ruling: a diagonal strike pushes on along the diagonal']) },
  { card: 's1_60', ruling: 0, gist: 'Аргвальд: enemy dischargers must discharge at it whatever their range, except those next to it',
    status: t([MOUNTAIN_RULES, 'Аргвальд (s1_60): next to an enemy creature it is the only discharge target, whatever the range (ruling); the discharge reaches it and it gets {counter}']) },
  { card: 's1_60', ruling: 1, gist: 'Аргвальд: a discharger standing next to it cannot discharge at anyone',
    status: t([MOUNTAIN_RULES, 'Аргвальд (s1_60): ruling — a discharger standing next to Аргвальд cannot declare a discharge at anyone']) },
  { card: 's1_63', ruling: 0, gist: 'Рагнар: the first Valhalla declared is at once declared again (a new target allowed)',
    status: t([MOUNTAIN_ABILITIES, 'Рагнар (s1_63) ruling: the first Valhalla declared is declared again at once (a new target may be chosen); a second Valhalla only once']) },
  { card: 's1_64', ruling: 0, gist: 'a strike redirected by Бешеный маг onto Гобрах (two cells diagonally from the attacker) is not a diagonal strike',
    status: t([MOUNTAIN_RULINGS, 'Гобрах (s1_64) ruling: a diagonal strike redirected by Бешеный маг onto Гобрах (two cells diagonally from the attacker) is not a diagonal strike']) },
  { card: 's1_65', ruling: 0, gist: 'Ледовый страж: "не передвигалось" counts jumps and teleports, not moves made by other creatures',
    status: t([MOUNTAIN_RULINGS, 'Ледовый страж (s1_65) ruling: a creature that jumped has "передвигалось"; one moved by another card\'s feature has not']) },
  { card: 's1_67', ruling: 0, gist: 'Гномий король: the redirection ignores range and attack-kind restrictions (only not into the source)',
    status: t([MOUNTAIN_ABILITIES, 'Гномий король (s1_67) ruling: a shot at a second-row creature goes to the King\'s formation partner, whatever the range']) },
  { card: 's1_67', ruling: 1, gist: 'Гномий король: a hidden third-row card whose attack is redirected is not revealed',
    status: t(['cards/mountain-redirected-ranged.test.ts', 'Гномий король (s1_67) ruling: a shot at a hidden third-row card redirected to the King\'s partner leaves it hidden; not redirected, it is revealed when the shot is made'],
      ['cards/mountain-redirected-ranged.test.ts', 'Гномий король (s1_67) ruling: of two hidden cards a discharge ability names, the one redirected stays hidden, the one attacked is revealed']) },
  { card: 's1_67', ruling: 2, gist: 'Гномий король: Эриала\'s +1 against the first target\'s row is not kept after the redirection',
    status: t(['mechanics/redirect.test.ts', 'redirectDeclared: a ranged-attack ability goes to the chosen partner beyond its range; a bonus against the first target is not kept (ruling s1_67)']) },
  { card: 's1_67', ruling: 3, gist: 'Гномий король + Аколит Дзара: a further discharge may go to the new target, not to the first one',
    status: t(['cards/mountain-redirected-ranged.test.ts', 'Гномий король (s1_67) ruling: Аколит Дзара — X, once declared, is not named again; a discharge may be declared at Y, where the King redirects the one at X']) },
  // ---- Леса -----------------------------------------------------------------------------------------
  { card: 's1_69', ruling: 0, gist: 'Атекар: the throw\'s value is final after the instants played after the die roll',
    status: t([FOREST_RULINGS, 'Атекар (s1_69) ruling: the throw\'s value is final only when it is applied — the creature in front wounded by an instant after the declaration gives no +1']) },
  { card: 's1_72', ruling: 0, gist: 'Фея леса under Мрачная дворянка: the doubling modifies the heal value, all three targets are healed by 2',
    status: t(['cards/darkness-heal-gate.test.ts', 'Фея леса (s1_72) ruling: under Мрачная дворянка the doubling modifies the heal\'s value — all three targets are healed by 2']) },
  { card: 's1_72', ruling: 1, gist: 'Фея леса: the enemy Мрачная дворянка\'s block stops the whole three-target heal',
    status: t(['cards/darkness-heal-gate.test.ts', 'Фея леса (s1_72) ruling: the enemy Мрачная дворянка\'s block stops the whole three-target heal']) },
  { card: 's1_77', ruling: 0, gist: 'Паук-пересмешник: the opponent may attack his own netted creature to remove the net',
    status: t([FOREST_SPIDER, 'Паук-пересмешник (s1_77): an attack at the netted creature is blocked and the net disappears; its controller may attack it himself (ruling)']) },
  { card: 's1_77', ruling: 1, gist: 'Паук-пересмешник: a discharge at a netted creature with ЗоМ still removes the net',
    status: t([FOREST_SPIDER, 'Паук-пересмешник (s1_77): ruling — a discharge at a netted creature with ЗОМ still removes the net']) },
  { card: 's1_77', ruling: 2, gist: 'Паук-пересмешник: in the spider\'s own turn an attack at the netted creature is not blocked (the net works from the opponent\'s turn)',
    status: t([FOREST_SPIDER, 'Паук-пересмешник (s1_77): ruling — an attack in the spider\'s own turn is not blocked and does not remove the net']) },
  { card: 's1_78', ruling: 0, gist: 'Эриала next to an enemy Резчик идолов may shoot only at it',
    status: t([FOREST_TARGETS, 'ruling: a shooter standing next to it cannot shoot at all; Эриала (may shoot adjacent cards) only at it']) },
  { card: 's1_80', ruling: 0, gist: 'Бьёрн\'s heal happens when he becomes the defender, before the fight',
    status: t([FOREST, 'Бьёрн (s1_80): когда становится защитником — излечить на 2 существо, которому он выступает защитником; ruling: before the fight']) },
  { card: 's1_81', ruling: 0, gist: 'an unwounded Вожак сатиров healed first in a turn spends Мрачная дворянка\'s doubling, and its wound is doubled',
    status: t(['cards/darkness-heal-gate.test.ts', 'Вожак сатиров (s1_81) ruling: an unwounded Вожак healed first spends Мрачная дворянка\'s doubling, and its wound is doubled']) },
  { card: 's1_82', ruling: 0, gist: 'Клаэр gets +2 when she becomes the target instead of the defended card: her counter-strike has it',
    status: t([FOREST, 'Клаэр (s1_82): +2 к {strike} и {ova}1 when she becomes a defender; ruling: the counter-strike already has +2']) },
  { card: 's1_83', ruling: 0, gist: 'Серк reads the attacker\'s printed movement, without modifiers',
    status: t([FOREST_MOD, 'printed movement 2: -1; movement 1: none (ruling: the printed value)'],
      [FOREST_RULINGS, 'Серк (s1_83) ruling: the attacker\'s printed movement counts — printed 1 with +1 to its movement, no reduction']) },
  { card: 's1_83', ruling: 1, gist: 'an unwounded Серк opened by the first heal of a turn spends Мрачная дворянка\'s doubling',
    status: t(['cards/darkness-heal-gate.test.ts', 'Серк (s1_83) ruling: an unwounded Серк opened by the first heal of a turn spends Мрачная дворянка\'s doubling']) },
  { card: 's1_84', ruling: 0, gist: 'Камнедрев: no counter if it moved (by itself or by other cards); moved by other cards it keeps its counters',
    status: t([FOREST_TURN, 'Камнедрев (s1_84): no counter after a move; при движении теряет все {counter} (ruling s1_84)']) },
  { card: 's1_87', ruling: 0, gist: 'Фагор\'s X uses the printed weak strikes, without modifiers',
    status: t([FOREST_TURN, 'Фагор (s1_87): магический удар на X — сумма напечатанных слабых {strike} ваших существ справа и слева (ruling s1_87)']) },
  { card: 's1_88', ruling: 0, gist: 'a card next to Резчик идолов need not shoot, but may name no other target, and not Резчик itself (adjacent)',
    status: t([FOREST_TARGETS, 'ruling: a shooter standing next to it cannot shoot at all; Эриала (may shoot adjacent cards) only at it'],
      [FOREST_TARGETS, 'next to an enemy creature: shots and throws may name only it, at any range; a discharge is free']) },
  { card: 's1_90', ruling: 0, gist: 'Дверг: wording errata ("величины", not "силы")',
    status: notEngine('a wording correction of the printed text') },
  { card: 's1_90', ruling: 1, gist: 'Дверг: the granted magic strike is usable once a turn (re-opening does not renew it); Дверг opened may grant a new one',
    status: t(['cards/forest-granted-strike.test.ts', 'Дверг (s1_90) ruling: the granted strike is used once — re-opening the creature does not restore it'],
      ['cards/forest-granted-strike.test.ts', 'Дверг (s1_90) ruling: with both re-opened, Дверг grants a new magic strike, which strikes again']) },
  { card: 's1_92', ruling: 0, gist: 'Кобольд: wording errata ("величина", not "сила")',
    status: notEngine('a wording correction of the printed text') },
  { card: 's1_92', ruling: 1, gist: 'Кобольд reads the printed medium strike of the creature opposite',
    status: t([FOREST_RULINGS, 'Кобольд (s1_92) ruling: X is the printed medium strike of the creature opposite, without its modifiers'],
      [FOREST_TARGETS, 'strikes the creature opposite: heals by its printed medium strike']) },
  { card: 's1_93', ruling: 0, gist: 'Очи Кронга: its own opening breaks the chain (shot, heal, strike, shot opens it once)',
    status: t([FOREST_CHAIN, 'Очи Кронга (s1_93): ruling — shot, heal, strike, shot opens it once: its own opening breaks the chain']) },
  { card: 's1_93', ruling: 1, gist: 'Очи Кронга: a heal of an unwounded creature, a miss, a heal of Вожак сатиров do not execute a link',
    status: t([FOREST_CHAIN, 'Очи Кронга (s1_93): ruling — a heal of an unwounded creature and a miss are no links']) },
  { card: 's1_93', ruling: 2, gist: 'Очи Кронга: any other own feature (a dark heal, a swamp shot) breaks the chain',
    status: t([FOREST_CHAIN, 'Очи Кронга (s1_93): ruling — another own feature (a dark creature\'s heal) breaks the chain']) },
  { card: 's1_93', ruling: 3, gist: 'Очи Кронга: a failed action neither breaks the chain nor joins it',
    status: t([FOREST_CHAIN, 'Очи Кронга (s1_93): ruling — a failed action neither breaks the chain nor joins it']) },
  { card: 's1_94', ruling: 0, gist: 'Король-жрец cannot take away Гермет\'s acquired features',
    status: t(['cards/neutral-recruit.test.ts', 'Король-жрец (s1_94): ruling — Гермет keeps the features he acquired at the start of the battle when «потеря памяти» takes his features']) },
  { card: 's1_94', ruling: 1, gist: 'Король-жрец cannot take away Линнет\'s "погибает, когда …" (acquired)',
    status: t(['cards/forest-lose-features.test.ts', 'Король-жрец (s1_94): ruling — Линнет\'s "погибает, когда ваша Линнет покидает поле боя" is acquired: the partner still dies with her gone']) },
  { card: 's1_94', ruling: 2, gist: 'Король-жрец made featureless by another: its own victim stays featureless until it leaves the battlefield',
    status: t(['cards/forest-lose-features.test.ts', 'Король-жрец (s1_94): ruling — a Король-жрец made featureless by another keeps his own victim featureless until he leaves the battlefield']) },
  { card: 's1_95', ruling: 0, gist: 'Ловец душ wounds by X, then heals by X, even an unwounded creature: it may wound more than it heals',
    status: t([FOREST, 'Ловец душ (s1_95): ruling — it may wound more than it heals (the heal may go to an unwounded creature)']) },
  { card: 's1_96', ruling: 0, gist: 'Тергала: one die, rolled at the start of the next turn, targets chosen then; Тергала need not be in play',
    status: t([FOREST_DELAYED, 'Тергала (s1_96): ruling — one die at the start of the next turn for all targets; Тергала need not be on the battlefield then'],
      [FOREST_DELAYED, 'Тергала (s1_96): a wounded creature in the row does not count; X counted at the start of the next turn']) },
  { card: 's1_97', ruling: 0, gist: 'Эльфийский воин shoots after any strike of its own, a counter-strike too (and a strike under Шаман-душегрыз)',
    status: t([FOREST_TURN, 'Эльфийский воин (s1_97): ruling — it shoots after its counter-strike too']) },
  { card: 's1_97', ruling: 1, gist: 'Эльфийский воин cannot shoot at an adjacent Резчик идолов',
    status: t([FOREST_TURN, 'Эльфийский воин (s1_97): ruling — no shot at an adjacent card (Резчик идолов next to it)']) },
  { card: 's1_98', ruling: 0, gist: 'Етун does not ignore constant features such as Властелин хаоса\'s "closed, fights like an open card"',
    status: cardU('ignoring the attacked creature\'s features is not in the engine (s1_98 unsupported)') },
  { card: 's1_99', ruling: 0, gist: 'Серый альв does not ignore features restricting the choice of target (Мерцающий змей)',
    status: clause('ignoring the attacked creature\'s features is not in the engine (s1_99 partial)') },
  { card: 's1_102', ruling: 0, gist: 'Келе without wounds does not close after its simple strike; it need not heal',
    status: t([FOREST_TARGETS, 'ruling: unwounded, it need not heal to stay open']) },
  { card: 's1_102', ruling: 1, gist: 'Келе as an unwounded defender whose counter-strike struck does not close',
    status: t([FOREST_TARGETS, 'ruling: as an unwounded defender whose counter-strike struck, it does not close'],
      [FOREST, 'Келе (s1_102): ruling — also on its counter-strike as a defender']) },
  { card: 's1_102', ruling: 2, gist: 'Келе left open after its strike has acted: no magic strike in the same turn',
    status: t([FOREST_TARGETS, 'healed to no wounds by its own "при {strike}": stays open, but has acted (ruling: no magic strike after)']) },
  // ---- Болота ---------------------------------------------------------------------------------------
  { card: 's1_103', ruling: 0, gist: 'Ижор: a target already poisoned by 1 gets no second poison of 1',
    status: t([SWAMP_MOD, 'Ижор (s1_103) ruling: a target already poisoned by 1 keeps poison 1']) },
  { card: 's1_104', ruling: 0, gist: 'Махинатор cannot return a summoned Отряд карателей: its trigger executes first, the card has left the deck',
    status: t([SWAMP_PROPH, 'Махинатор: may return the shown cards on top (1 раз за ход); ruling: not a summoned Отряд карателей']) },
  { card: 's1_106', ruling: 0, gist: 'Римаанды have the unanswerable strike against flyers',
    status: t([SWAMP_MOD, 'Римаанды (s1_106) ruling: unanswerable against a flyer']) },
  { card: 's1_106', ruling: 1, gist: 'Римаанды may declare an ordinary, answerable strike',
    status: t([SWAMP_MOD, 'Римаанды (s1_106) ruling: "может объявлять" — it may declare an ordinary, answerable strike instead; no question when the condition does not hold']) },
  { card: 's1_107', ruling: 0, gist: 'Болотник: poison 1 on an already poisoned-by-1 creature does not become 2',
    status: t([SWAMP, 'Болотник (s1_107) ruling: an enemy already poisoned by 1 keeps poison 1 (not 2)']) },
  { card: 's1_108', ruling: 0, gist: 'Дети топи must block the strike',
    status: t([SWAMP_MARKERS, 'Дети топи (s1_108): ruling — the first enemy strike at it each turn is blocked, mandatory, and it must jump (range 2, not onto its own cell)'], [SWAMP_BLOCK, 'Дети топи (s1_108): a {uchr} at it is blocked (Кшар\'s printed {uchr}); it jumps; the blocked one was the first — a simple strike later that turn is not blocked']) },
  { card: 's1_108', ruling: 1, gist: 'Дети топи with no cell to jump to: the strike is blocked, no jump; otherwise they must jump',
    status: t([SWAMP_MARKERS, 'Дети топи (s1_108): ruling — with no free cell within range 2 the strike is blocked without a jump'], [SWAMP_MARKERS, 'Дети топи (s1_108): ruling — the first enemy strike at it each turn is blocked, mandatory, and it must jump (range 2, not onto its own cell)']) },
  { card: 's1_108', ruling: 2, gist: 'Дети топи: the opponent must move a creature next to the freed cell onto it, diagonal neighbours too',
    status: t([SWAMP_MARKERS, 'Дети топи (s1_108): ruling — after the jump the opponent must move one of his creatures next to the freed cell onto it, a diagonal one too'], [SWAMP_BLOCK, 'Дети топи (s1_108): a magic strike at it is blocked (Циклоп\'s printed magic strike)']) },
  { card: 's1_108', ruling: 3, gist: 'Дети топи cannot jump onto their own cell',
    status: t([SWAMP_MARKERS, 'Дети топи (s1_108): ruling — the first enemy strike at it each turn is blocked, mandatory, and it must jump (range 2, not onto its own cell)']) },
  { card: 's1_110', ruling: 0, gist: 'Рэккен: X is final after the instants played after the die roll',
    status: t([SWAMP_RULINGS, 'Рэккен (s1_110) ruling: X is read when the throw is applied — a wound it takes from an instant after the declaration counts']) },
  { card: 's1_111', ruling: 0, gist: 'Тови: the enemy creature moves in the same direction as seen from Тови\'s owner',
    status: t(['cards/swamp-move-along.test.ts', 'Тови (s1_111) ruling: the direction is the same as seen from Тови\'s owner — forward for Тови is farther from its owner for the enemy creature too, left is left']) },
  { card: 's1_114', ruling: 0, gist: 'Грёзы Архааля: a hidden enemy card may be named as the creature of cost X; a wrong guess loses only the poison',
    status: t([SWAMP_PROPH, 'ruling: a face-down enemy card may be named as the creature of cost X; a wrong guess loses only the poison']) },
  { card: 's1_114', ruling: 1, gist: 'Грёзы Архааля: a summoned Отряд карателей it showed may get the -1',
    status: t([SWAMP_PROPH, 'ruling: a summoned Отряд карателей (shown by it) may get the -1 — the showing triggers come first']) },
  { card: 's1_115', ruling: 0, gist: 'Кровяница: X restricts the target; a poisoned neighbour killed before execution cancels the finishing unpaid',
    status: t(['mechanics/special-strike.test.ts', 'X is a restriction on the target: a target with more lives at the legality check is not finished (s1 №115 ruling)']) },
  { card: 's1_118', ruling: 0, gist: 'Шаман-душегрыз: the forced strike fires the striker\'s "при ударе" features',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118) ruling: its "при ударе" features work (Арацент poisons the struck card)']) },
  { card: 's1_118', ruling: 1, gist: 'Шаман-душегрыз: a strike at the striker\'s own open card is made as at a closed card (no dice fight)',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118): its controller names the card; at the creature\'s own open card there is no dice fight (rulings)']) },
  { card: 's1_118', ruling: 2, gist: 'Шаман-душегрыз: its controller chooses the struck card',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118): its controller names the card; at the creature\'s own open card there is no dice fight (rulings)']) },
  { card: 's1_118', ruling: 3, gist: 'Шаман-душегрыз may choose a creature with nobody next to it: it just closes',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118) ruling: a creature with nobody next to it may be chosen — it only closes']) },
  { card: 's1_118', ruling: 4, gist: 'Шаман-душегрыз: no defender and no redirection of the forced strike',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118) ruling: no defender may be assigned'], [SWAMP_FORCED, 'Бешеный маг (s1_38) ruling: «магический трюк» is not offered at a «гипноз» strike']) },
  { card: 's1_118', ruling: 5, gist: 'Шаман-душегрыз may choose a creature with ЗоЗ, but its strike deals it nothing',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118) ruling: a card with protection from spells may be struck, and takes no harm']) },
  { card: 's1_118', ruling: 6, gist: 'Шаман-душегрыз: a target that closed before the legality check cancels the spell unpaid; after it, the strike is made',
    status: t([SWAMP_FORCED, 'Шаман-душегрыз (s1_118) ruling: Взрывная Мэри closing before the legality check cancels it unpaid; closing after, the strike happens']) },
  { card: 's1_120', ruling: 0, gist: 'Гоблин\'s «оцепенение» works only when Гоблин attacks, not on its counter-strike',
    status: t([SWAMP, 'Гоблин (s1_120): при ударе в нападении — закрыть атакованное существо; ruling: not on a counter-strike']) },
  { card: 's1_122', ruling: 0, gist: 'Дочь перламутра: "(1 раз за ход)" covers the whole feature, prophecy and block',
    status: t([SWAMP_PROPH, 'ruling: (1 раз за ход) covers the whole feature — after an even card, the next attack that turn is not prophesied'],
      ['mechanics/prophecy.test.ts', 'an even cost does not block, and the feature is spent for the turn (ruling s1_122)']) },
  { card: 's1_124', ruling: 0, gist: 'Сеятель хвори: a flyer dead of poison is next to nobody — no legal target',
    status: t([SWAMP, 'Сеятель хвори (s1_124) ruling: a flyer dead of poison is next to nobody — no legal target']) },
  { card: 's1_125', ruling: 0, gist: 'Троллок gets +1 against Бон и Берроу while they have a counter',
    status: t(['cards/steppe-counter-block.test.ts', 'Троллок (s1_125) ruling: +1 к метанию по Бон и Берроу только пока на них есть {counter}']) },
  { card: 's1_127', ruling: 0, gist: 'Исхарская ненасыть: at most +3 over all prophecies',
    status: t([SWAMP_PROPH, 'X = the cards shown; ruling: at most +3 over all prophecies; the next strike spends it']) },
  { card: 's1_130', ruling: 0, gist: 'Королева топи: an occupied cell with 8 own creatures around still allows a flyer (summoned to the auxiliary zone)',
    status: t([SWAMP_PROPH, 'rulings: the card on the cell does not count; an occupied surrounded cell still lets a flyer come (to the auxiliary zone); no such cell — no summon at all']) },
  { card: 's1_130', ruling: 1, gist: 'Королева топи: the creature on the cell itself does not count among the 8',
    status: t([SWAMP_PROPH, 'rulings: the card on the cell does not count; an occupied surrounded cell still lets a flyer come (to the auxiliary zone); no such cell — no summon at all']) },
  { card: 's1_131', ruling: 0, gist: 'Медуза Горгона\'s strong strike at an already closed creature: it does not open in its next turn — one turn only, however many strikes',
    status: t([SWAMP_RULINGS, 'Медуза Горгона (s1_131) ruling: strong strikes at an already closed creature — it does not open in its next turn only, however many there were']) },
  { card: 's1_131', ruling: 1, gist: 'Медуза Горгона: the creature does not open during its whole next turn; Ойуун\'s opening is declared but not executed',
    status: t([SWAMP_MOD, 'Медуза Горгона (s1_131) ruling: the struck card does not open during its whole next turn (an open effect is declared but not executed)']) },
  { card: 's1_133', ruling: 0, gist: 'Морок reduces strikes at the cards left and right of it to weak, open or closed, enemy cards too',
    status: t([SWAMP_MOD, 'Морок (s1_133) ruling: {strike} по картам слева и справа от Морока сводится к слабому — the opponent\'s cards too, Морок open or closed']) },
  { card: 's1_134', ruling: 0, gist: 'Уриил\'s feature fires on a counter-strike at it too',
    status: t([SWAMP, 'Уриил (s1_134) ruling: a counter-strike on Уриил counts too']) },
  { card: 's1_135', ruling: 0, gist: 'Древний огр gets its protection from a Етун strike too (its trigger does not target Етун)',
    status: clause('Етун is not in the engine (s1_98 unsupported)', 's1_98') },
  { card: 's1_135', ruling: 1, gist: 'Етун\'s strike goes through Древний огр\'s acquired protection from strikes',
    status: clause('Етун is not in the engine (s1_98 unsupported)', 's1_98') },
  { card: 's1_135', ruling: 2, gist: 'Древний огр struck first in its opponent\'s turn gets its protection before Килсус\'s finishing (Владыка небес\'s mark): not finished',
    status: t(
      [SWAMP_RULINGS, 'Древний огр (s1_135) ruling: struck first by Килсус in Килсус\'s turn, it gets its protection from strikes before Килсус\'s finishing — not finished'],
      [SWAMP_RULINGS, 'Древний огр (s1_135) ruling: Килсус\'s finishing still goes to another creature next to it — only the protected Огр is spared'],
      [SWAMP_RULINGS, 'Древний огр (s1_135) ruling: Владыка небес strikes it in Владыка\'s turn — the protection comes first, no «добыча» marker'],
      [SWAMP_RULINGS, 'Древний огр (s1_135) ruling: in the Огр\'s own turn Владыка небес\'s trigger on its counter-strike comes first — the «добыча» marker is put'],
    ) },
  { card: 's1_135', ruling: 3, gist: 'Мантикора ignores Древний огр\'s protection from strikes (it includes protection from flyers\' strikes)',
    status: t([SWAMP_MOD, 'Древний огр (s1_135) ruling: Мантикора ignores its protection from strikes (it ignores {zoal})']) },
  { card: 's1_136', ruling: 0, gist: 'Гидра: a die for each of its attacks',
    status: t(['cards/swamp-hydra.test.ts', 'Гидра (s1_136) ruling: a die for each attack']) },
  // ---- Тьма -----------------------------------------------------------------------------------------
  { card: 's1_137', ruling: 0, gist: 'Вестник мора incarnates onto a free cell of the own third row first, then gains flight',
    status: t(
      [DARK, 'Вестник мора (s1_137): Инкарнация 3 — onto a free cell of the own third row, then it flies (darkness-gain-flight.test.ts)'],
      [DARK_FLIGHT, 'Вестник мора (s1_137) ruling: it must incarnate onto a free cell of the own third row, and only then gains flight'],
    ) },
  { card: 's1_140', ruling: 0, gist: 'Ведьма слуа with 9 wounds and 4 extra lives may remove them, but dies before the discharge',
    status: t([DARK_AB, 'Ведьма слуа (s1_140): ruling — 9 wounds and 4 extra lives: it may remove the 4 lives, but dies before the discharge']) },
  { card: 's1_143', ruling: 0, gist: 'Возница at the edge cannot escape Молотобоец\'s push by its wrap-around cell: it is not in the strike\'s direction',
    status: t([DARK_RULINGS, 'Возница (s1_143) ruling: struck by Молотобоец towards the edge of the field, it cannot be moved round to the other edge — 2 wounds']) },
  { card: 's1_144', ruling: 0, gist: 'Герольд мрака reads the printed weak strike',
    status: t([DARK_INFL, 'Герольд мрака (s1_144): (ruling) the printed weak strike counts, not a modified one; (ruling) a flyer may be chosen']) },
  { card: 's1_144', ruling: 1, gist: 'Герольд мрака may wound a flyer',
    status: t([DARK_INFL, 'Герольд мрака (s1_144): (ruling) the printed weak strike counts, not a modified one; (ruling) a flyer may be chosen']) },
  { card: 's1_144', ruling: 2, gist: 'Герольд мрака: the controller picks hidden cards, revealed together; one not qualifying — nobody is wounded, Герольд closes',
    status: t([DARK_INFL, 'Герольд мрака (s1_144): ruling — the controller picks the hidden neighbours to include; they are revealed together and wounded if they qualify; the others stay hidden'],
      [DARK_INFL, 'Герольд мрака (s1_144): ruling — a picked hidden card that does not qualify: nobody is wounded, Герольд мрака still closes']) },
  { card: 's1_149', ruling: 0, gist: 'Талион may put incarnation tokens on creatures without incarnation',
    status: t([DARK_TURN, 'Талион (s1_149): ruling — a creature without incarnation may get the token; a weaker strike puts none']) },
  { card: 's1_150', ruling: 0, gist: 'Харон with protection from spells destroys the enemy creature but not itself',
    status: t([DARK, 'Харон (s1_150): (ruling) with protection from spells it destroys the enemy creature but not itself']) },
  { card: 's1_153', ruling: 0, gist: 'Сайкорон\'s teleport on its trigger spends no movement',
    status: t([DARK_RANGED_TRIG, 'Сайкорон (s1_153) ruling: teleported in its own turn (an enemy instant throw), it spends no {move} and may still move']) },
  { card: 's1_154', ruling: 0, gist: 'Мрачная дворянка may block a heal Вожак сатиров would turn into a wound; blocking comes before replacements',
    status: t(['cards/darkness-heal-gate.test.ts', 'Мрачная дворянка (s1_154) ruling: the block comes before replacements — an unwounded enemy Вожак сатиров healed first is blocked and wounds nobody']) },
  { card: 's1_154', ruling: 1, gist: 'Мрачная дворянка may double a heal that Вожак сатиров then turns into a doubled wound',
    status: t(['cards/darkness-heal-gate.test.ts', 'Мрачная дворянка (s1_154) ruling: the doubled heal of an unwounded own Вожак сатиров becomes a doubled wound']) },
  { card: 's1_154', ruling: 2, gist: 'Волхв under Мрачная дворянка with 7 lives: heal doubled to 4, wound equal to the heal made',
    status: t(['cards/darkness-heal-gate.test.ts', 'Мрачная дворянка (s1_154) ruling: Волхв under a Дворянка with 7 lives — the heal of 2 is doubled to 4 and it wounds by the 4 healed']) },
  { card: 's1_154', ruling: 3, gist: 'Мрачная дворянка blocks the first heal executed (after the calculation), even of an unwounded creature',
    status: t(['cards/darkness-heal-gate.test.ts', 'Мрачная дворянка (s1_154) ruling: the first heal executed is the one — a heal of an unwounded creature spends the block']) },
  { card: 's1_156', ruling: 0, gist: 'Метаморф reads the printed strike of the attacked creature',
    status: t([DARK_MOD, 'Метаморф (s1_156): (ruling) the printed value of the attacked creature’s strike, without its modifiers']) },
  { card: 's1_157', ruling: 0, gist: 'Лунная баньши: wording errata ("величину", not "силу")',
    status: notEngine('a wording correction of the printed text: «крик Баньши» lowers the value (величина) of the strike, mechanics/strike/strike-value.ts') },
  { card: 's1_157', ruling: 1, gist: 'Лунная баньши\'s «ужас» (-3 lives) destroys a creature with 3 lives left',
    status: t([DARK_TURN, 'Лунная баньши (s1_157): ruling — a creature with 3 lives left is destroyed'],
      ['mechanics/end-of-turn.test.ts', 'a card left with 0 lives dies (ruling s1_157: 3 lives and -3 → destroyed)']) },
  { card: 's1_160', ruling: 0, gist: 'Лилит и Эйдерик putting another Лилит и Эйдерик (demon and undead) into the graveyard gives both bonuses',
    status: t([DARK_MILL, 'Лилит и Эйдерик (s1_160): ruling — another Лилит и Эйдерик (demon and undead) put into the graveyard gives both: the token and the bonuses']) },
  { card: 's1_160', ruling: 1, gist: 'Лилит и Эйдерик takes cards only from its own deck',
    status: t([DARK_MILL, 'Лилит и Эйдерик (s1_160): ruling — the card comes only from its own deck (an empty own deck: nothing)']) },
  { card: 's1_160', ruling: 2, gist: 'Лилит и Эйдерик: a card just put into the graveyard gets no incarnation token that turn',
    status: t([DARK_MILL, 'Лилит и Эйдерик (s1_160): ruling — a card with incarnation put into the graveyard gets no token that turn, nor as the demon branch\'s undead card'],
      [DARK_MILL, 'Лилит и Эйдерик (s1_160): undead on top — your demons get +1 к сильному {strike} and {ova}1 until the end of the turn']) },
  { card: 's1_161', ruling: 0, gist: 'Скелетный червь put into the graveyard by Лилит и Эйдерик places its «дрожь» marker',
    status: t([DARK_TREMOR, 'Скелетный червь (s1_161): ruling — put into the graveyard by Лилит и Эйдерик, it places its «дрожь»']) },
  { card: 's1_161', ruling: 1, gist: 'Скелетный червь moves the marker to a neighbouring cell, diagonal ones too',
    status: t([DARK_TREMOR, 'Скелетный червь (s1_161): ruling — the «дрожь» moves only to a neighbouring cell, diagonal ones too']) },
  { card: 's1_161', ruling: 2, gist: 'Скелетный червь may incarnate on another own Скелетный червь\'s marker, not on an enemy one',
    status: t([DARK_TREMOR, 'Скелетный червь (s1_161): ruling — it may incarnate on the «дрожь» another own Скелетный червь placed, never on an enemy one']) },
  { card: 's1_161', ruling: 3, gist: 'Скелетный червь onto Степной волколак\'s cell: destruction and arrival are one complex effect; their triggers are declared together',
    status: t([DARK_TREMOR, 'Скелетный червь (s1_161): ruling — onto Степной волколак\'s cell: its destruction and the arrival are one complex effect; their triggers are declared together, and its death strike may name the worm']) },
  { card: 's1_161', ruling: 4, gist: 'Скелетный червь: a cell occupied after its declaration (Дети топи) — the cards on it are destroyed, it incarnates',
    status: t([DARK_TREMOR, 'Скелетный червь (s1_161): ruling — a «дрожь» cell occupied after the marker was set (Дети топи jumped onto it): the cell is not checked, Дети топи are destroyed and it incarnates']) },
  { card: 's1_162', ruling: 0, gist: 'Тварь counts «удушение» markers put by other Твари of both squads',
    status: t(['cards/cells.test.ts', 'Тварь (s1_162): ruling — the markers of other Твари count, from both squads']) },
  { card: 's1_162', ruling: 1, gist: 'Тварь may destroy own creatures by «удушение»; трупоедство does not fire on own creatures',
    status: t(['cards/cells.test.ts', 'Тварь (s1_162): ruling — it may destroy its own creatures by «удушение»; Трупоедство does not fire on them']) },
  { card: 's1_164', ruling: 0, gist: 'Поганище: declare the incarnation first, then the wound on gaining the token, to wound 3 cards',
    status: t([DARK_MILL, 'Поганище (s1_164): ruling — the third token: it incarnates first and still wounds three cards (X = 3 from the token it gained)']) },
  { card: 's1_164', ruling: 1, gist: 'Поганище cannot declare its influence with fewer than X targets',
    status: t([DARK_MILL, 'Поганище (s1_164): ruling — with fewer cards in the game than X the feature is not declared']) },
  { card: 's1_168', ruling: 0, gist: 'Повелитель бездны: two triggers give one six, not two',
    status: t([DARK, 'Повелитель бездны (s1_168): (ruling) two triggers give one six; an own creature’s incarnation fires it too']) },
  { card: 's1_168', ruling: 1, gist: 'Повелитель бездны\'s six is a chosen result, not a modifier: die modifiers (and rerolls) still apply',
    status: t([DARK, 'Повелитель бездны (s1_168): after an enemy creature dies its next die is a 6 (not rolled; ОвА etc. still apply)']) },
  { card: 's1_170', ruling: 0, gist: 'Демон жадности puts no gates with only two free cells (it needs 3)',
    status: t(['cards/cells.test.ts', 'Демон жадности (s1_170): ruling — with only two free cells no «врата» are placed; unable to move, it gets 3 wounds']) },
  // ---- Нейтральные ----------------------------------------------------------------------------------
  { card: 's1_172', ruling: 0, gist: 'Ведающий запасами does not count itself as the card of cost 4',
    status: t([NEUTRAL, 'Ведающий запасами (s1_172) ruling: it does not count itself as the card of cost 4']) },
  { card: 's1_173', ruling: 0, gist: 'Ведунья Ордена: all three cards go on top or all three to the bottom',
    status: t([NEUTRAL, 'Ведунья Ордена (s1_173) ruling: all three go to the same end (no split top/bottom answer exists)']) },
  { card: 's1_173', ruling: 1, gist: 'Ведунья Ордена with two cards left in the deck cannot swap them',
    status: t([NEUTRAL, 'Ведунья Ордена (s1_173) ruling: with two cards left in the deck nothing happens (they cannot be swapped)']) },
  { card: 's1_174', ruling: 0, gist: 'Взрывная Мэри reads the die with modifiers: a creature with ОвА cannot be wounded by «черная метка»',
    status: t([NEUTRAL_DICE, 'Взрывная Мэри (s1_174) ruling: the roll counts with its modifiers — ОвА 1 on a 1 is a 2']) },
  { card: 's1_175', ruling: 0, gist: 'Крондак\'s bonfire cell is neither free nor own: no {uchr} through it',
    status: t(['cards/cells.test.ts', 'Крондак (s1_175): ruling — the «костёр» cell is neither free nor occupied by your cards: no {uchr} of his squad through it'], ['mechanics/cell-markers.test.ts', 'no {uchr} through a «костёр», whoever placed it (ruling s1_175); through a free cell it goes']) },
  { card: 's1_177', ruling: 0, gist: 'Следопыт\'s rearrangement is not movement',
    status: t([NEUTRAL_RECRUIT, 'Следопыт (s1_177) ruling: the rearrangement is not movement']) },
  { card: 's1_177', ruling: 1, gist: 'Следопыт: "не вскрывая" is a permission; hidden cards cannot be revealed at will during the rearrangement',
    status: t([NEUTRAL_RECRUIT, 'Следопыт (s1_177): после расстановки — вскрывается, противник вскрывает первый ряд, можно переставить свои карты']) },
  { card: 's1_178', ruling: 0, gist: 'Алвалинд cannot accumulate counters (no feature of it pays a counter)',
    status: t([NEUTRAL, 'Алвалинд (s1_178): в конце вашего хода — разряд на 1 (+2 за каждую {counter}), при этом теряет все {counter}; ruling — no accumulating']) },
  { card: 's1_181', ruling: 0, gist: 'Ловец удачи: rerolls are declared and resolved before "+X к броску"; then no more rerolls',
    status: t([NEUTRAL_DICE, 'Ловец удачи (s1_181) ruling: a reroll is not declared after a ±X; a ±X waits for the rerolls']) },
  { card: 's1_181', ruling: 1, gist: 'Ловец удачи: in a fight dice may be modified only after both dice are rolled',
    status: t([NEUTRAL_DICE, 'Ловец удачи (s1_181): +1 / -1 to either die of a simple strike, in the window after both dice']) },
  { card: 's1_181', ruling: 2, gist: 'an open Ловец удачи struck may modify its own or the attacker\'s die (the fight is as between open cards)',
    status: t([NEUTRAL_DICE, 'Ловец удачи (s1_181) ruling: attacked while open, it may change its own die or the attacker\'s']) },
  { card: 's1_181', ruling: 3, gist: 'Ловец удачи as a defender cannot use «удача» (it is reserved as the defence\'s payment)',
    status: t([NEUTRAL_DICE, 'Ловец удачи (s1_181) ruling: as a defender its {tap} is taken — no «удача» in that strike']) },
  { card: 's1_184', ruling: 0, gist: 'Отшельница may redistribute wounds from enemy creatures',
    status: t([NEUTRAL_HERMIT, 'Отшельница (s1_184): ruling — may redistribute the wounds of an enemy creature']) },
  { card: 's1_184', ruling: 1, gist: 'Отшельница cannot save a creature from lethal damage by redistribution',
    status: t([NEUTRAL_HERMIT, 'Отшельница (s1_184): ruling — lethal wounds cannot be redistributed: the creature died of the strike first']) },
  { card: 's1_184', ruling: 2, gist: 'Отшельница may put 2 or more wounds onto a creature with 1 life left',
    status: t(
      [NEUTRAL_HERMIT, 'Отшельница (s1_184): ruling — 2 or more wounds onto a creature with 1 life left: it dies of them'],
      [NEUTRAL_HERMIT, 'Отшельница (s1_184): ruling — no more wounds than the creature still has (2 cannot move off a creature with 1 wound)'],
    ) },
  { card: 's1_184', ruling: 3, gist: 'Отшельница struck by Овражный гном may redistribute, then close instead of taking 2',
    status: t([NEUTRAL_HERMIT, 'Отшельница (s1_184): ruling — struck by Овражный гном, she redistributes, then closes instead of taking 2']) },
  { card: 's1_185', ruling: 0, gist: 'Шакси\'s die may be modified',
    status: t(
      [NEUTRAL_SHAKSI, 'Шакси (s1_185) ruling: its die may be modified — Ловец удачи\'s +1 turns a 2 into a 3: the heal instead of the wound'],
      [NEUTRAL_SHAKSI, 'Шакси (s1_185) ruling: Ловец удачи rerolls its die — 2 becomes 6: the {counter}'],
      [NEUTRAL_SHAKSI, 'Шакси (s1_185) ruling: a 1 on its die — Взрывная Мэри\'s «черная метка» wounds Шакси by 2; the 1 still wounds a creature next to it'],
    ) },
  { card: 's1_188', ruling: 0, gist: 'Паладин Алламора gives +1 range to spells and influences of cards with a suitable ranged attack',
    status: t([NEUTRAL, 'Паладин Алламора (s1_188) ruling: the bonus reaches the spells and influences of a card with a suitable ranged attack']) },
  { card: 's1_189', ruling: 0, gist: 'Воин храма picks one of its two dice first; a reroll rerolls that one die only',
    status: t([NEUTRAL_DICE, 'Воин храма (s1_189) ruling: the die is chosen first; Ловец удачи then rerolls that one die only']) },
  { card: 's1_190', ruling: 0, gist: 'Вольный воитель\'s +X к {health} are extra lives',
    status: t([NEUTRAL_RECRUIT, 'Вольный воитель (s1_190): начинает игру с +X к {strike} и +2 к {health} (дополнительные жизни, ruling)']) },
  { card: 's1_190', ruling: 1, gist: 'Вольный воитель need not be shown at recruitment, nor the silver paid for it announced',
    status: notEngine('what a player shows or announces to the opponent at recruitment; the engine keeps no table talk (X is part of the hidden recruitment)') },
  { card: 's1_195', ruling: 0, gist: 'Берсерк with no legal target for its second strike stays open; it may also decline the second strike',
    status: t([NEUTRAL, 'Берсерк (s1_195): ruling — no other target for the second strike: it stays open and is not offered'],
      [NEUTRAL, 'Берсерк (s1_195): ruling — only in a row: after another card acts it stays open and does nothing more']) },
  { card: 's1_195', ruling: 1, gist: 'Берсерк cannot move after its first attack',
    status: t([NEUTRAL, 'Берсерк (s1_195): open after the first {strike}, no move; the second only at another card; closed after it']) },
  { card: 's1_195', ruling: 2, gist: 'Берсерк may attack twice with any strikes in any combination ({strike}, {uchr}, a magic strike from Дверг)',
    status: t([NEUTRAL, 'Берсерк (s1_195): ruling — any strike in any combination: {strike}, then {uchr} at another card']) },
  { card: 's1_198', ruling: 0, gist: 'Варлок may pick any hidden cards; revealed together; one without a suitable ranged attack — nobody is wounded, Варлок closes',
    status: t([NEUTRAL, 'Варлок (s1_198): ruling — the picked hidden cards are revealed together and wounded; hidden ones not picked are not'],
      [NEUTRAL, 'Варлок (s1_198): ruling — one picked hidden card without a suitable ranged attack: nobody is wounded, Варлок closes']) },
  { card: 's1_198', ruling: 1, gist: 'Варлок killing three creatures at once gives Хозяин склепа one counter',
    status: t(
      [NEUTRAL_RULINGS, 'Варлок (s1_198) ruling: «пламя бездны» kills three creatures at once — Хозяин склепа gets one {counter}'],
      [NEUTRAL_RULINGS, 'Хозяин склепа (s1_163): при гибели нелетающего существа — {counter}: one death, one {counter}; a later batch of deaths at once, one more'],
    ) },
];
