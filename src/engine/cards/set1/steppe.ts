/**
 * Set 1, Степи (steppe): the text features of every card of the element that has printed text.
 * See ./types.ts for the format and the meaning of 'support'.
 */
import type { CardText } from '../../vocab/card-text.js';

export const STEPPE_TEXT: readonly CardText[] = [
  {
    number: 2,
    name: "Кшар",
    text: "{tap}: {uchr} на 1.\n{counter}{tap}: Особый удар «молниеносный выпад» на 3.\n+1 к ударам по горным.",
    support: 'implemented',
    ranged: { kind: 'throughRow', values: [1, 1, 1] },
    abilities: [
      // «Молниеносный выпад»: a special strike at a creature next to it; the counter comes from the
      // implicit "{tap}: накопить 1 фишку" (123.3, core/systems/counters.ts).
      { kind: 'activated', counters: 1, tap: true, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, abilityType: 'specialStrike' },
      // "+1 к ударам по горным": every strike type, the strike through a row and the special strike included (ruling s1_2).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'strikes', vs: { element: 'mountain' } } },
    ],
  },
  {
    number: 3,
    name: "Волхв",
    text: "{counter}{tap}: Заклинание «волхвование при луне» — перераспределить 2 (или менее) раны с существа в вашем отряде на существо или существ противника.\n{second}: начинает бой с {counter}.",
    support: 'implemented',
    abilities: [
      // «волхвование при луне» (mechanics/wounds/move-wounds.ts): 1–2 wounds, at most the own creature's wounds (ruling s1_3),
      // named at the declaration with the enemy creature(s) receiving them; they get what the heal actually healed.
      { kind: 'activated', counters: 1, tap: true, target: 'ownCreature', filter: { wounded: true }, upTo: 2, effect: { op: 'moveWounds' }, abilityType: 'spell' },
      // {second}: начинает бой с {counter} (counters.ts).
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
    ],
  },
  {
    number: 4,
    name: "Гиррит",
    text: "{tap}: Выстрел на 1, дальность 3.\n{counter}{tap}: Выстрел на 2.\nПри выстреле атакованная карта получает маркер «охоты» до конца вашего хода (когда она получает раны от атаки летающего существа — ранить ее еще на 2 и удалить маркер).",
    support: 'implemented',
    ranged: { kind: 'shot', values: [1, 1, 1], range: 3 },
    abilities: [
      // "{counter}{tap}: Выстрел на 2" (no range limit; ranged-abilities.ts; the implicit "{tap}: накопить 1 фишку", 123.3).
      { kind: 'ranged', attack: 'shot', values: [2, 2, 2], tap: true, counters: 1 },
      // «При выстреле»: either of its shots (the attack kind rides on the event); the mark: mechanics/markers/hunt-mark.ts.
      { kind: 'triggered', on: 'selfAttacks', fromTypes: ['shot'], target: 'eventCard', effect: { op: 'grant', grant: { huntMark: 2 }, duration: 'endOfYourTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 5,
    name: "Ост",
    text: "{instant}{tap}: Воздействие «дар силы» — свести {strike} вашего существа к сильному.\n{tap}: Разряд на 1.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1] },
    abilities: [
      // 512.4: in the window after the dice ("setting or capping strike levels", digest §5.2 step 6).
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeTier', tier: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 6,
    name: "Пустотник",
    text: "X{counter}{tap}: Заклинание «шит света» — другое существо получает защиту от всех немагических атак на X ходов противника. Не может иметь больше 3{counter} и получать {counter} от других существ.\n{tap}: Разряд на 1.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1] },
    abilities: [
      { kind: 'counters', max: 3, notFromOthers: true },
      // 123.3: the card accumulates counters (written out, so that it keeps its place before «шит света»).
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      // «Шит света»: X chosen at the cost (counters.ts); in force only during the opponent's turns
      // (ruling s1_6; durations.ts), protection from simple strikes, {uchr}, shots, throws and special strikes (protections.ts).
      { kind: 'activated', counters: 'X', tap: true, target: 'anyCreature', filter: { other: true }, effect: { op: 'grant', grant: { keywords: ['protNonMagic'] }, duration: { opponentTurns: 'X' } }, abilityType: 'spell' },
    ],
  },
  {
    number: 7,
    name: "Смотритель стойла",
    text: "В начале вашего хода может ранить себя или стоящее рядом существо на 1, при этом цель получает +1{move} до конца вашего хода (воздействие «щелчок хлыста»).\nПри перемещении на соседнюю клетку получает {ova}1 или +1 к {ova} до конца вашего хода.",
    support: 'implemented',
    abilities: [
      // В начале вашего хода может ранить себя или стоящее рядом существо на 1, при этом цель получает +1{move}
      // до конца вашего хода (воздействие «щелчок хлыста»; markers.ts selfOrAdjacent and `also`; durations.ts).
      {
        kind: 'triggered',
        on: 'startOfOwnTurn',
        optional: true,
        target: 'anyCreature',
        filter: { selfOrAdjacent: true },
        effect: { op: 'wound', amount: 1 },
        also: { op: 'grant', grant: { move: 1 }, duration: 'endOfYourTurn' },
        abilityType: 'influence',
      },
      // При перемещении на соседнюю клетку получает {ova}1 или +1 к {ova} до конца вашего хода (each step, as Бронтобей s1_30).
      { kind: 'triggered', on: 'selfMoves', eachStep: true, target: 'self', effect: { op: 'grant', grant: { ova: 1 }, duration: 'endOfYourTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 8,
    name: "Степной волколак",
    text: "Все {strike} по Степному волколаку сводятся к слабым.\nПри гибели — особый удар на 2.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'tierCap', tier: 1, damage: 'simple' } },
      // Mandatory (no "может"): with no enemy next to it, it strikes its own card (ruling s1_8).
      { kind: 'triggered', on: 'selfDies', target: 'adjacentCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'specialStrike' },
    ],
  },
  {
    number: 9,
    name: "Хозяйка прайда",
    text: "{tap}: Воздействие «песчаные когти» — ранить существо на 1, ваши существа получают +1 к броскам кубика при атаках по этому существу до конца хода.",
    support: 'implemented',
    abilities: [
      // The mark: attacks at the target by its controller's creatures get +1 to the die this turn (durations.ts markedDie).
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 1 }, also: { op: 'grant', grant: { attackersDie: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 10,
    name: "Аколит Дзара",
    text: "{tap}: Три или менее разряда на 1 по разным существам.",
    support: 'implemented',
    abilities: [
      // Up to three discharges at different creatures, one die each (ruling s1_10; ranged-abilities.ts).
      { kind: 'ranged', attack: 'discharge', values: [1, 1, 1], tap: true, targets: 3 },
    ],
  },
  {
    number: 11,
    name: "Змееглав",
    text: "{tap}: {uchr} на 1.",
    support: 'implemented',
    ranged: { kind: 'throughRow', values: [1, 1, 1] },
  },
  {
    number: 12,
    name: "Кабаний наездник",
    text: "После перемещения с вашей половины поля боя на половину поля боя противника получает +1 к {strike} до конца хода.\nПосле перемещения с половины поля боя противника на вашу половину поля боя получает «Не закрывается при атаке» до конца хода.",
    support: 'implemented',
    abilities: [
      // The half moved from / to (core/systems/turn-record.ts moveCrossed); durations.ts grants.
      { kind: 'triggered', on: 'selfMoves', crosses: 'toEnemyHalf', target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' },
      // «Не закрывается при атаке»: as "После нападения не закрывается" (strike-keywords.ts payStrike): open, having acted.
      { kind: 'triggered', on: 'selfMoves', crosses: 'toOwnHalf', target: 'self', effect: { op: 'grant', grant: { keywords: ['staysOpenAfterAttack'] }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 13,
    name: "Орк",
    text: "+1 к {strike} и {direct} по горным существам.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { element: 'mountain' } } },
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct', vs: { element: 'mountain' } } },
    ],
  },
  {
    number: 14,
    name: "Пустынный кондор",
    text: "{counter}{tap}: Воздействие «пикирование» — переместить нелетающее существо противника на соседнюю клетку; потерять полет, получить {move}1 и переместиться на клетку, которую занимало это существо, при этом ранить его на 3-4-4 (1 раз за бой).",
    support: 'implemented',
    abilities: [
      // «пикирование» (mechanics/movement/dive.ts): a relocation of an enemy ground creature to a free cell next to it, then the
      // Кондор lands on the cell it left (no longer a flyer, +1 {move} for the battle) and wounds it on 3-4-4 (one die).
      // 123.3: the implied "{tap}: накопить" follows.
      { kind: 'activated', tap: true, counters: 1, perBattle: true, target: 'enemyCreature', filter: { flyer: false }, effect: { op: 'relocate', dive: [3, 4, 4] }, abilityType: 'influence' },
    ],
  },
  {
    number: 15,
    name: "Рубаки Холверта",
    text: "Строй: при {strike} — открыть существо в строю с Рубаками Холверта; оно не может атаковать до конца хода (1 раз за ход).",
    support: 'implemented',
    abilities: [
      // Mandatory; its counter-strike counts too ({strike}; ruling s1_15). The partner: markers.ts
      // formationPartner; «не может атаковать»: a timed keyword (its counter-strike is blocked, ruling s1_15).
      { kind: 'triggered', on: 'selfStrikes', formation: {}, perTurn: 1, target: 'ownCreature', filter: { formationPartner: true }, effect: { op: 'open' }, also: { op: 'grant', grant: { keywords: ['noAttack'] }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 16,
    name: "Санкторум",
    text: "Защита от слабых {strike}.\nСтрой: +1 к слабому {strike}.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'protectTier', tier: 1, damage: 'simple' } },
      // "Строй: +1 к слабому {strike}" (modifiers.ts when 'formation'; the modifier gives the card Строй).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 1 }, when: 'formation' },
    ],
  },
  {
    number: 17,
    name: "Арбалетчик",
    text: "Строй: {zot}.\n{tap}: Выстрел на 1-2-3.\n{tap}: Получить {counter}.\n+2 к выстрелу за каждую {counter} на Арбалетчике. При выстреле теряет все {counter}. Не может иметь более 4{counter}",
    support: 'implemented',
    abilities: [
      // "Строй: {zot}" (core/systems/formation.ts).
      { kind: 'formation', grant: { keywords: ['zot'] } },
      // "{tap}: Выстрел на 1-2-3. +2 к выстрелу за каждую {counter}. При выстреле теряет все {counter}" (ranged-abilities.ts).
      { kind: 'ranged', attack: 'shot', values: [1, 2, 3], tap: true, perCounter: 2, loseCounters: 'all' },
      // "{tap}: Получить {counter}. Не может иметь более 4{counter}" (counters.ts, 123.4).
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      { kind: 'counters', max: 4 },
    ],
  },
  {
    number: 18,
    name: "Килсус",
    text: "Не получает ран от ответных ударов.\nПри {strike} — добивание на X (не более 2 раз за ход), где X — количество клеток, на которое передвинулся Килсус в этот ход.",
    support: 'implemented',
    abilities: [
      { kind: 'replacement', match: { op: 'wound', to: 'self', fromTypes: ['counterStrike'] }, result: { kind: 'nothing' } },
      // Mandatory, at any creature next to it, own ones too (rulings s1_18); X = the cells it moved
      // this turn (core/systems/turn-record.ts); "(не более 2 раз за ход)" counted at the declaration.
      { kind: 'triggered', on: 'selfStrikes', target: 'adjacentCreature', perTurn: 2, effect: { op: 'finish', amount: 0, plusMovedThisTurn: true }, abilityType: 'influence' },
    ],
  },
  {
    number: 19,
    name: "Щитоносец",
    text: "-1 от дальних атак.\nПока ваше степное существо стоит справа или слева от Щитоносца, оно получает -1 от дальних атак.\nСтрой: -1 от {strike}.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'ranged' } },
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'ranged' }, to: { near: 'leftRight', own: true, filter: { element: 'steppe' } } },
      // "Строй: -1 от {strike}" (the simple strike and the counter-strike; modifiers.ts when 'formation').
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'simple' }, when: 'formation' },
    ],
  },
  {
    number: 20,
    name: "Глорм",
    text: "{instant}{tap}: Воздействие «отвлекающая вспышка» — свести ближний удар по существу в вашем отряде к 1, при этом ранить Глорма на 1 (или на 0, если удар нанесен по степному существу).",
    support: 'implemented',
    abilities: [
      // In the window after the dice (512.4), at a strike at an own card (mechanics/strike/strike-cap.ts); the
      // self-wound: X = 1 unless the struck card is a steppe creature (counted-x.ts).
      {
        kind: 'activated',
        instant: true,
        tap: true,
        window: 'strikeAfterDice',
        target: 'executingStrike',
        effect: { op: 'strikeCap' },
        abilityType: 'influence',
        then: [{ target: 'self', effect: { op: 'wound', amount: 0 }, x: 'oneUnlessStruckSteppe', abilityType: 'influence' }],
      },
    ],
  },
  {
    number: 21,
    name: "Мантикора",
    text: "Игнорирует {zoal}.\n+1 к {strike} и {direct} по существам, обладающим разрядом, магическим ударом или заклинанием.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'grant', kw: 'ignoreZoal' } },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { magicFeature: true } } },
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct', vs: { magicFeature: true } } },
    ],
  },
  {
    number: 22,
    name: "Орк-бомбардир",
    text: "{tap}: Метание «бомбы» на 1 по карте на выбранной клетке, дальность 3; в начале вашего следующего хода все карты на этой клетке ранятся на 2 (воздействие «взрыв»).",
    support: 'implemented',
    abilities: [
      // The throw at a card on a cell (ruling s1_22: "дальность 3" is the throw's range); its cell gets a bomb that
      // wounds whatever card stands there at the start of your next turn by 2, an influence (mechanics/markers/bomb.ts).
      { kind: 'ranged', attack: 'throw', values: [1, 1, 1], range: 3, tap: true, bomb: 2 },
    ],
  },
  {
    number: 23,
    name: "Риала",
    text: "Получает {direct} до конца вашего хода, если переместилась хотя бы на 2 клетки в одном и том же направлении в этот ход.\nПолучает {ova}2 до конца вашего хода, если переместилась хотя бы на 2 клетки в разных направлениях в этот ход.",
    support: 'implemented',
    abilities: [
      // The steps of this turn by direction (core/systems/turn-record.ts); only in its controller's turn.
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct' }, when: 'movedStraight2' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'ova', amount: 2 }, when: 'movedTwoDirections' },
    ],
  },
  {
    number: 24,
    name: "Посвящённый Дзара",
    text: "При перемещении на соседнюю клетку получает +1 к дальности разряда до конца хода.\n{tap}: Разряд на 2-3-4, дальность 1.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [2, 3, 4], range: 1 },
    abilities: [
      // Each step to a neighbouring cell (as Бронтобей s1_30): +1 to the range (durations.ts, ranged-abilities.ts rangeBonus).
      { kind: 'triggered', on: 'selfMoves', eachStep: true, target: 'self', effect: { op: 'grant', grant: { range: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 25,
    name: "Хронос",
    text: "{instant}{counter}{tap}: Воздействие «возврат во времени» — излечить другое существо от ран, полученных в этот ход.\n{counter}{tap}: Ваше существо получает {counter}.",
    support: 'implemented',
    abilities: [
      // The heal is the wounds the target took this turn (core/systems/turn-record.ts, amounts.ts; ruling s1_25: their sum).
      { kind: 'activated', instant: true, counters: 1, tap: true, target: 'anyCreature', filter: { other: true }, effect: { op: 'heal', amount: 0 }, amountFrom: 'targetWoundsThisTurn', abilityType: 'influence' },
      { kind: 'activated', counters: 1, tap: true, target: 'ownCreature', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 26,
    name: "Анубисар",
    text: "При сильном {strike} ранить на 1 двух существ противника, стоящих рядом с атакованным (воздействие «цепи Анубисара»).\nСтрой: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю (меняя название карты в тексте особенности на «Анубисар»).",
    support: 'implemented',
    abilities: [
      // "Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю" (mechanics/features/formation-copy.ts:
      // its row holds the "Строй: …" features of the steppe cards it stands in formation with).
      { kind: 'formation', copyElement: 'steppe' },
      // «Цепи Анубисара»: two different enemy creatures next to the struck card, as many as there are up to two
      // (mechanics/triggers/poison-triggers.ts 'enemyCreatureNextToEventCard', `targets: 2`).
      { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'enemyCreatureNextToEventCard', targets: 2, effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 27,
    name: "Бон и Берроу",
    text: "Пока на Бон и Берроу нет {counter} — получает «{tap}: {uchr} на 2, при этом может получить {counter}».\nПока на Бон и Берроу есть {counter} — получает «При {strike} — разряд на 1-2-2, дальность 3».\nЕсли Бон и Берроу атакованы {strike} — могут потерять {counter}; блокировать удар. Не может иметь более 1 {counter}.",
    support: 'implemented',
    abilities: [
      // "Не может иметь более 1 {counter}" (123.4, counters.ts).
      { kind: 'counters', max: 1 },
      // "Пока нет {counter} — «{tap}: {uchr} на 2, при этом может получить {counter}»": "может" is the
      // choice between the two declarations (with or without the counter), made when it is declared.
      { kind: 'ranged', attack: 'throughRow', values: [2, 2, 2], tap: true, when: 'noCounters' },
      { kind: 'ranged', attack: 'throughRow', values: [2, 2, 2], tap: true, when: 'noCounters', gainCounter: true },
      // "Пока есть {counter} — «При {strike} — разряд на 1-2-2, дальность 3»" (mechanics/triggers/while-counters.ts; a
      // triggered ranged attack, ranged-abilities.ts). Ruling s1_27: a card with a discharge only while it has a counter.
      {
        kind: 'triggered',
        on: 'selfStrikes',
        whileCounters: true,
        range: 3,
        target: 'enemyCreature',
        effect: { op: 'wound', amount: 1 },
        abilityType: 'discharge',
        ranged: { attack: 'discharge', values: [1, 2, 2] },
      },
      // "Если Бон и Берроу атакованы {strike} — могут потерять {counter}; блокировать удар" (mechanics/strike/counter-block.ts): after the
      // dice, the struck card's controller may pay its counter to block the strike; ruling s1_27: a counter-strike at it too.
      // Ruling s1_27 / s1_125: a card with a discharge while it has a {counter} — for Троллок's +1 too (modifiers.ts vsCard 2).
      { kind: 'keyword', keyword: 'blocksStrikeForCounter' },
    ],
  },
  {
    number: 28,
    name: "Матриарх племени",
    text: "{counter}{tap}: Воздействие «приказ матриарха» — все ваши существа, стоящие рядом с выбранным существом противника, сражаются с ним как с открытым, не закрываясь при этом.\n{second}: Начинает бой с {counter}.",
    support: 'implemented',
    abilities: [
      // «приказ матриарха» (mechanics/strike/forced-strike.ts): each own creature next to the enemy creature fights it as two open
      // cards, in the order the controller names; no defender, no redirection, nobody closes or spends an action (rulings
      // s1_28). The implicit "{tap}: накопить 1 фишку" (123.3).
      { kind: 'activated', counters: 1, tap: true, target: 'enemyCreature', effect: { op: 'forcedStrike', who: 'adjacentOwn' }, abilityType: 'influence' },
      // {second}: Начинает бой с {counter} (counters.ts).
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
    ],
  },
  {
    number: 29,
    name: "Пеший латник",
    text: "Строй: {armor}2.\nПри ближнем ударе по Пешему латнику — особый удар на 2 по атаковавшему.",
    support: 'implemented',
    abilities: [
      // "Строй: {armor}2" (core/systems/formation.ts; the armour comes back fresh after the feature was lost, rulings s1_29).
      { kind: 'formation', grant: { armor: 2 } },
      // "Ближний удар": a simple strike (the counter-strike included) or a special strike at it.
      { kind: 'triggered', on: 'selfStruck', strike: { special: true }, target: 'eventCard', effect: { op: 'wound', amount: 2 }, abilityType: 'specialStrike' },
    ],
  },
  {
    number: 30,
    name: "Бронтобей",
    text: "При перемещении на соседнюю клетку получает +1 к {strike} до конца хода.\n+1 к {strike} по существам напротив Бронтобея.",
    support: 'implemented',
    abilities: [
      // Each step to a neighbouring cell adds +1, with no limit (ruling s1_30).
      { kind: 'triggered', on: 'selfMoves', eachStep: true, target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { opposite: true } } },
    ],
  },
  {
    number: 31,
    name: "Ойуун",
    text: "{tap}: Получить {zoal}.\n{instant}{tap}: Заклинание «боевое исступление» — открыть ваше существо, при этом ранить его на 1 (не более 2 раз за ход).",
    support: 'implemented',
    abilities: [
      // No duration printed: while it stays in the battle zone (core/systems/durations.ts 'battle').
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { keywords: ['zoal'] }, duration: 'battle' }, abilityType: 'influence' },
      {
        kind: 'activated',
        instant: true,
        tap: true,
        // "(не более 2 раз за ход)" (instants.ts abilityUsable; durations.ts TimedKind.Use).
        perTurn: 2,
        target: 'ownCreature',
        effect: { op: 'open' },
        abilityType: 'spell',
        then: [{ target: 'sameTarget', effect: { op: 'wound', amount: 1 }, abilityType: 'spell' }],
      },
    ],
  },
  {
    number: 32,
    name: "Дегаска",
    text: "-1 от дальних атак.\nВ начале боя и при каждом сильном {strike} покажите из колоды существо (кроме Дегаски; карту с каждым названием можно показывать только один раз) с особенностью с текстом «при сильном {strike}» — Дегаска получает эту особенность до конца боя, меняя название карты в тексте особенности на «Дегаска».",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'ranged' } },
      // "В начале боя и при каждом сильном {strike} покажите из колоды существо … с особенностью с текстом «при сильном
      // {strike}» — Дегаска получает эту особенность до конца боя" (mechanics/features/copy-feature.ts; ruling s1_32: word for word).
      { kind: 'triggered', on: 'startOfBattle', target: 'self', effect: { op: 'copyStrongStrikeFeature' }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'self', effect: { op: 'copyStrongStrikeFeature' }, abilityType: 'influence' },
    ],
  },
  {
    number: 33,
    name: "Скелос",
    text: "-2 от направленных ударов.\nСтрой: {zoal}.\nПока в первом ряду противника нет его карт, получает +1 к {strike} и может атаковать летающих {strike}.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -2, damage: 'strike', directed: true } },
      // "Строй: {zoal}" (core/systems/formation.ts).
      { kind: 'formation', grant: { keywords: ['zoal'] } },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple' }, when: 'enemyFrontRowEmpty' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'strikeFlyers' }, when: 'enemyFrontRowEmpty' },
    ],
  },
  {
    number: 34,
    name: "Минотавр",
    text: "Может атаковать {strike} 2 раза за ход, после первой атаки не закрывается.\nСтрой: +1 к сильному {strike}.",
    support: 'implemented',
    abilities: [
      // core/systems/strike-keywords.ts payStrike, turn-record.ts TR_FIRST_ATTACK (cleared when it is opened, ruling s1_34).
      { kind: 'keyword', keyword: 'strikesTwice' },
      // "Строй: +1 к сильному {strike}" (modifiers.ts when 'formation').
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 3 }, when: 'formation' },
    ],
  },
];
