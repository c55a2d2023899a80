/**
 * Set 1, Леса (forest): the text features of every card of the element that has printed text.
 * See ./types.ts for the format and the meaning of 'support'.
 */
import type { CardText } from '../../vocab/card-text.js';
import { HEAL_FULL, SCAVENGER } from '../../vocab/constants.js';

export const FOREST_TEXT: readonly CardText[] = [
  {
    number: 69,
    name: "Атекар",
    text: "{tap}: Метание «шишки» на 0-1-2, дальность 3. +1 к метанию, если напротив Атекара стоит ваше существо без ран.",
    support: 'implemented',
    ranged: { kind: 'throw', values: [0, 1, 2], range: 3 },
    // "+1 к метанию, если напротив Атекара стоит ваше существо без ран" (modifiers.ts; read when the throw executes, ruling).
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'throw' }, when: 'ownUnwoundedInFront' }],
  },
  {
    number: 70,
    name: "Дракс",
    text: "+1 к {strike} по картам, обладающим разрядом, магическим ударом или заклинанием.",
    support: 'implemented',
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { magicFeature: true } } }],
  },
  {
    number: 71,
    name: "Леший",
    text: "{tap}: Полностью излечиться.",
    support: 'implemented',
    abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: HEAL_FULL }, abilityType: 'influence' }],
  },
  {
    number: 72,
    name: "Фея леса",
    text: "{tap}: Воздействие «волшебная пыльца» — излечить до трех ваших лесных существ на 1.",
    support: 'implemented',
    abilities: [
      // Up to three different own forest creatures, one game action (blocked as a whole, ruling).
      { kind: 'activated', tap: true, target: 'ownCreature', filter: { element: 'forest' }, targets: 3, effect: { op: 'heal', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 73,
    name: "Друид",
    text: "{tap}: Воздействие «дыхание леса» — излечить существо на 2 и снять с него отравление.",
    support: 'implemented',
    abilities: [
      {
        kind: 'activated',
        tap: true,
        target: 'anyCreature',
        effect: { op: 'heal', amount: 2 },
        abilityType: 'influence',
        then: [{ target: 'sameTarget', effect: { op: 'curePoison' }, abilityType: 'influence' }],
      },
    ],
  },
  {
    number: 74,
    name: "Корпит",
    text: "Трупоедство.",
    support: 'implemented',
    // Трупоедство (mechanics/wounds/vampirism.ts SCAVENGER): an enemy creature it wounded last dies — it heals fully.
    abilities: [SCAVENGER],
  },
  {
    number: 75,
    name: "Лесной разбойник",
    text: "Может двигаться по диагонали.\n{counter}{tap}: Воздействие «украсть оружие» (1 раз за бой) — стоящее рядом существо противника получает -1 к {strike}, при этом Лесной разбойник получает +1 к {strike}.",
    support: 'implemented',
    abilities: [
      { kind: 'keyword', keyword: 'movesDiagonally' },
      {
        // No duration printed: for the rest of the battle (durations.ts 'battle'); "1 раз за бой": perBattle.
        kind: 'activated',
        counters: 1,
        tap: true,
        perBattle: true,
        target: 'enemyCreature',
        filter: { selfOrAdjacent: true },
        effect: { op: 'grant', grant: { strike: -1 }, duration: 'battle' },
        abilityType: 'influence',
        then: [{ target: 'self', effect: { op: 'grant', grant: { strike: 1 }, duration: 'battle' }, abilityType: 'influence' }],
      },
    ],
  },
  {
    number: 76,
    name: "Оури",
    text: "При перемещении на клетку, рядом с которой стоит ваше существо стоимостью 7 или более, может объявить выстрел на 1, дальность 3.\n{tap}: Излечить существо на 1.",
    support: 'implemented',
    abilities: [
      {
        kind: 'triggered',
        on: 'selfMoves',
        nextToOwnCost: 7,
        optional: true,
        ranged: { attack: 'shot', values: [1, 1, 1] },
        range: 3,
        target: 'enemyCreature',
        effect: { op: 'wound', amount: 1 },
        abilityType: 'shot',
      },
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 77,
    name: "Паук-пересмешник",
    text: "Летающие существа противника могут объявлять атаку только по Пауку-пересмешнику.\n{tap}: Воздействие «бросок сети», дальность 2 — нелетающее существо противника получает «сеть» на свой следующий ход — не может передвигаться и действовать. Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает.",
    support: 'implemented',
    abilities: [
      // mechanics/strike/flyer-lure.ts: every attack of an enemy flyer only at a face-up Паук-пересмешник.
      { kind: 'keyword', keyword: 'luresFlyers' },
      // «бросок сети» (mechanics/markers/net.ts): the net exists only in the target's controller's next turn (ruling s1_77).
      { kind: 'activated', tap: true, range: 2, target: 'enemyCreature', filter: { flyer: false }, effect: { op: 'grant', grant: { net: true }, duration: 'targetNextTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 78,
    name: "Эриала",
    text: "{tap}: Выстрел на 1. Может стрелять по стоящим рядом картам.\n+1 к выстрелу по картам в 3-м ряду противника, если стоит в вашем 3-м ряду.\n+1 к выстрелу по картам во 2-м ряду противника, если стоит в вашем 2-м ряду.\n+1 к выстрелу по картам в 1-м ряду противника, если стоит в вашем 1-м ряду.",
    support: 'implemented',
    ranged: { kind: 'shot', values: [1, 1, 1], adjacentAllowed: true },
    // The three "+1 к выстрелу по картам в N-м ряду противника, если стоит в вашем N-м ряду" (N = 1, 2, 3).
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'shot', vs: { mirrorRow: true } } }],
  },
  {
    number: 79,
    name: "Бегущая по кронам",
    text: "{tap}: Выстрел на 1-2-2.\nВ начале хода, если стоит в вашем первом ряду, получает +1 к выстрелам до конца хода.\nВ начале хода, если стоит в вашем третьем ряду, получает {direct} до конца хода.",
    support: 'implemented',
    ranged: { kind: 'shot', values: [1, 2, 2] },
    abilities: [
      { kind: 'triggered', on: 'startOfOwnTurn', ifOwnRow: 1, target: 'self', effect: { op: 'grant', grant: { ranged: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' },
      { kind: 'triggered', on: 'startOfOwnTurn', ifOwnRow: 3, target: 'self', effect: { op: 'grant', grant: { keywords: ['direct'] }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 80,
    name: "Бьёрн",
    text: "Когда Бьерн становится защитником — излечить на 2 существо, которому он выступает защитником.",
    support: 'implemented',
    abilities: [{ kind: 'triggered', on: 'selfBecomesDefender', target: 'eventCard', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' }],
  },
  {
    number: 81,
    name: "Вожак сатиров",
    text: "-1 от атак летающих.\nПока не имеет ран, получает «Если должен излечиться на X — вместо этого может ранить стоящее рядом существо на X (до 3 раз за ход)».",
    support: 'implemented',
    abilities: [
      // "-1 от атак летающих" (a counter-strike is not an attack).
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'attacks', vs: { flyer: true } } },
      // "Пока не имеет ран … если должен излечиться на X — вместо этого может ранить стоящее рядом существо на X
      // (до 3 раз за ход)": a replacing feature (534.7) with the heal's X ("полностью" names no number: 0).
      {
        kind: 'replacement',
        match: { op: 'heal', to: 'self', whileUnwounded: true },
        result: { kind: 'replacingFeature', effect: { op: 'wound', amount: 0 }, target: 'adjacentCreature', sameAmount: true },
        optional: true,
        perTurn: 3,
      },
    ],
  },
  {
    number: 82,
    name: "Клаэр",
    text: "Когда Клаэр становится защитником, она получает +2 к {strike} и {ova}1 до конца вашего следующего хода.",
    support: 'implemented',
    abilities: [
      { kind: 'triggered', on: 'selfBecomesDefender', target: 'self', effect: { op: 'grant', grant: { strike: 2, ova: 1 }, duration: 'endOfYourNextTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 83,
    name: "Серк",
    text: "Пока не имеет ран, получает «Если должен излечиться — вместо этого может открыться (1 раз за ход)».\n-1 от атак существ с {move}2 или больше.",
    support: 'implemented',
    abilities: [
      // "Пока не имеет ран … если должен излечиться — вместо этого может открыться (1 раз за ход)".
      { kind: 'replacement', match: { op: 'heal', to: 'self', whileUnwounded: true }, result: { kind: 'becomes', effect: { op: 'open' } }, optional: true, perTurn: 1 },
      // "-1 от атак существ с {move}2 или больше" (printed movement, ruling).
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'attacks', vs: { minMove: 2 } } },
    ],
  },
  {
    number: 84,
    name: "Камнедрев",
    text: "Неповоротливость.\nВ конце вашего хода может получить {counter}, если не перемещался в этот ход.\n+X к {strike}, где X — количество {counter} на Камнедреве.\nПри движении Камнедрев теряет все {counter}.",
    support: 'partial',
    missing: ['Неповоротливость: the keyword is printed on the card, but its rules text is not in the rule sources the project has (docs/rules-coverage.md); not played'],
    abilities: [
      // "В конце вашего хода может получить {counter}, если не перемещался в этот ход" (mechanics/triggers/end-of-turn.ts).
      { kind: 'triggered', on: 'endOfOwnTurn', unmoved: true, optional: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      // "+X к {strike}, где X — количество {counter} на Камнедреве" (modifiers.ts XKind.OwnCounters).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 0, damage: 'simple', x: { of: 'ownCounters' } } },
      // "При движении Камнедрев теряет все {counter}" (its own moves, jumps, teleports: ruling s1_84).
      { kind: 'triggered', on: 'selfMoves', target: 'self', effect: { op: 'loseCounters', amount: 0, all: true }, abilityType: 'influence' },
    ],
  },
  {
    number: 85,
    name: "Лёккен",
    text: "Выступая защитником, не закрывается. Может выступать защитником любое число раз за ход.",
    support: 'implemented',
    abilities: [{ kind: 'keyword', keyword: 'defendsWithoutClosing' }],
  },
  {
    number: 86,
    name: "Мира",
    text: "-1 от дальних атак, пока не имеет ран.\n{tap}: Выстрел на 1-2-3, при этом закройте атакованное существо, если оно получало раны от двух или более других выстрелов или метаний в этот ход.",
    support: 'implemented',
    abilities: [
      { kind: 'prevention', match: { op: 'wound', to: 'self', fromTypes: ['shot', 'throw', 'discharge', 'throughRow'], whileUnwounded: true }, amount: 1 },
      // Her shot as a ranged ability, for the close "при этом" (core/systems/ranged-abilities.ts, wound-history.ts).
      { kind: 'ranged', tap: true, attack: 'shot', values: [1, 2, 3], closeIfShotTimes: 2 },
    ],
  },
  {
    number: 87,
    name: "Фагор",
    text: "{counter}{tap}: Магический удар на X, где X — сумма слабых {strike} ваших существ справа и слева от Фагора.",
    support: 'implemented',
    // X at the execution, printed values (ruling s1_87); 123.3 adds the implicit "{tap}: накопить 1 фишку".
    abilities: [{ kind: 'ranged', tap: true, counters: 1, attack: 'magic', values: [0, 0, 0], plusSideWeakStrikes: true }],
  },
  {
    number: 88,
    name: "Резчик идолов",
    text: "Карты противника могут объявлять выстрел и метание только по Резчику идолов, пока он стоит рядом с хотя бы одним существом противника (вне зависимости от дальности).",
    support: 'implemented',
    abilities: [{ kind: 'keyword', keyword: 'drawsShotsAndThrowsNearEnemy' }],
  },
  {
    number: 89,
    name: "Грызь",
    text: "Прыжок, дальность 4.\n{tap}: {uchr} на 1.\n{tap}: Получить {direct} и {zoal}.",
    support: 'implemented',
    ranged: { kind: 'throughRow', values: [1, 1, 1] },
    abilities: [
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { keywords: ['direct', 'zoal'] }, duration: 'battle' }, abilityType: 'influence' },
      { kind: 'jump', range: 4 },
    ],
  },
  {
    number: 90,
    name: "Дверг",
    text: "{tap}: Воздействие «дух мухомора» — выбранное существо до конца хода получает: «{tap}: Магический удар той же величины, что и {strike} этого существа и +1 к этому удару (1 раз за ход)».\n{second}: Начинает бой с 3 дополнительными жизнями.",
    support: 'implemented',
    abilities: [
      // «дух мухомора» (mechanics/strike/granted-strike.ts): the chosen creature (either side) is armed until the end of the turn
      // with one use of «{tap}: Магический удар» on its {strike} values +1 (rulings s1_90: "величины"; one use per grant,
      // re-opening does not restore it, a new grant does).
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grantMagicStrike', bonus: 1 }, abilityType: 'influence' },
      { kind: 'counters', startsWith: { extraLives: 3, when: 'second' } },
    ],
  },
  {
    number: 91,
    name: "Дикий целитель",
    text: "Получает +1 к {strike} и {ova}, пока рядом с Диким целителем стоят хотя бы три ваших существа без ран.\nПри перемещении может излечить соседнее существо на 1.",
    support: 'implemented',
    abilities: [
      // "Получает +1 к {strike} и {ova}, пока рядом стоят хотя бы три ваших существа без ран" ({ova} = {ova}1).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple' }, when: 'threeOwnUnwoundedAdjacent' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'ova', amount: 1 }, when: 'threeOwnUnwoundedAdjacent' },
{ kind: 'triggered', on: 'selfMoves', optional: true, target: 'adjacentCreature', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }],
  },
  {
    number: 92,
    name: "Кобольд",
    text: "{tap}: {uchr} на 1.\nПри ударе Кобольд может излечиться на X, где X — величина {strike} существа напротив.",
    support: 'implemented',
    ranged: { kind: 'throughRow', values: [1, 1, 1] },
    abilities: [
      // "При ударе Кобольд может излечиться на X, где X — величина среднего {strike} существа напротив"
      // (rulings: the medium strike, printed; "при ударе" = any strike of its own, counter-strikes too).
      { kind: 'triggered', on: 'selfStrikes', optional: true, target: 'self', effect: { op: 'heal', amount: 0 }, abilityType: 'influence', amountFrom: 'oppositeMediumStrike' },
    ],
  },
  {
    number: 93,
    name: "Очи Кронга",
    text: "Когда другие лесные существа в вашем отряде выполняют удар, выстрел и излечение подряд в любой последовательности (перемещение не прерывает цепочку) — открыть Очи Кронга (до 2 раз за ход).",
    support: 'implemented',
    abilities: [
      // mechanics/triggers/forest-chain.ts: the links are the applied effects of the seat's other forest creatures' strikes,
      // shots and heals; any other own feature breaks the chain, its own opening too (rulings s1_93).
      { kind: 'triggered', on: 'ownForestChain', target: 'self', effect: { op: 'open' }, abilityType: 'influence', perTurn: 2 },
    ],
  },
  {
    number: 94,
    name: "Король-жрец",
    text: "{counter}{tap}: Воздействие «потеря памяти» — существо теряет все оссобенности до тех пор, пока Король-жрец не покинет поле боя (1 раз за бой).\n{tap}: Излечить существо на 2.",
    support: 'implemented',
    abilities: [
      // «потеря памяти»: the creature's printed features are switched off until Король-жрец leaves the battle
      // zone (mechanics/features/lose-features.ts; acquired ones stay, rulings s1_94). 123.3: "{tap}: накопить" is implied.
      { kind: 'activated', tap: true, counters: 1, perBattle: true, target: 'anyCreature', effect: { op: 'loseFeatures', until: 'sourceLeaves' }, abilityType: 'influence' },
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' },
    ],
  },
  {
    number: 95,
    name: "Ловец душ",
    text: "При гибели существа получает {counter}. Не может иметь более 5{counter}.\n{tap}: Воздействие «частица души» — ранить двух или менее существ без ран на 1.\nX{counter}{tap}: Заклинание «предсметный дар» — ранить существо противника на X, при этом излечить вашше существо на X.",
    support: 'implemented',
    abilities: [
      { kind: 'triggered', on: 'otherCreatureDies', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      { kind: 'counters', max: 5 },
      {
        kind: 'activated',
        tap: true,
        counters: 'X',
        target: 'enemyCreature',
        effect: { op: 'wound', amount: 0 },
        abilityType: 'spell',
        then: [{ target: 'ownCreature', effect: { op: 'heal', amount: 0 }, abilityType: 'spell' }],
      },
      // «частица души»: ранить двух или менее существ без ран на 1 (any side; different targets).
      { kind: 'activated', tap: true, target: 'anyCreature', filter: { unwounded: true }, targets: 2, effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 96,
    name: "Тергала",
    text: "{tap}: Заклинание «цветущие руны» — выберите ряд, в начале вашего следующего хода ранить X существ противника на 1-2-2, где X — количество ваших существ без ран в выбранном ряду.\n{tap}: Разряд на 1-2-2.",
    support: 'implemented',
    abilities: [
      // «цветущие руны» (mechanics/markers/delayed-spell.ts): the row named at the declaration (1–3 own rows, 4–6 the opponent's);
      // at the start of her controller's next turn the delayed part below — X (his unwounded creatures in the row then)
      // different enemy creatures named then, one die then for all of them (ruling s1_96), Тергала anywhere by then.
      { kind: 'activated', tap: true, target: 'none', upTo: 'anyRow', effect: { op: 'delayedRowSpell' }, abilityType: 'spell' },
      { kind: 'triggered', on: 'delayedRowSpell', target: 'enemyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'spell', xTargetsFromEvent: true, amountFrom: 'dieScale', dieValues: [1, 2, 2] },
    ],
    ranged: { kind: 'discharge', values: [1, 2, 2] },
  },
  {
    number: 97,
    name: "Эльфийский воин",
    text: "-1 от атак степных существ.\nПри ударе или при промахе в нападении — выстрел на 2.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'attacks', vs: { element: 'steppe' } } },
      // "При ударе (any own strike, a counter-strike too: ruling s1_97) или при промахе в нападении — выстрел на 2".
      {
        kind: 'triggered',
        on: 'selfStrikes',
        strike: { miss: true },
        ranged: { attack: 'shot', values: [2, 2, 2] },
        target: 'enemyCreature',
        effect: { op: 'wound', amount: 2 },
        abilityType: 'shot',
      },
    ],
  },
  {
    number: 98,
    name: "Етун",
    text: "Игнорирует особенности атакованного существа.",
    support: 'unsupported',
    missing: ['Игнорирует особенности атакованного существа: ignoring features is not in the engine: the rule sources the project has (docs/rules-coverage.md) only name it (old rules 408) and do not define which features of the attacked card are ignored — ruling s1_98 keeps constant ones such as Властелин Хаоса\'s «отражает {strike} закрытым как открытый»'],
  },
  {
    number: 99,
    name: "Серый альв",
    text: "{tap}: Выстрел на 2-3-3.\n{counter}: Выстрел «огненной стрелой» на 5 (игнорирует особенности атакованного существа).",
    support: 'partial',
    missing: ['«огненная стрела» … (игнорирует особенности атакованного существа): the shot on 5 for {counter} is played, but ignoring the attacked creature\'s features is not in the engine, and the rule sources the project has (docs/rules-coverage.md) do not define which ones are ignored (old rules 408 only named; ruling s1_99: not the features that restrict the choice of targets) — its protections, -N modifiers and preventions still apply'],
    ranged: { kind: 'shot', values: [2, 3, 3] },
    // "{counter}: Выстрел «огненной стрелой» на 5" (ranged-abilities.ts: a second ranged attack, counter cost, no {tap}).
    abilities: [{ kind: 'ranged', attack: 'shot', values: [5, 5, 5], counters: 1 }],
  },
  {
    number: 100,
    name: "Хобгоблин",
    text: "-2 от немагических атак существ стоимостью 3 или менее.",
    support: 'implemented',
    abilities: [{ kind: 'modifier', mod: { op: 'damageTaken', amount: -2, damage: 'nonMagic', vs: { maxCost: 3 } } }],
  },
  {
    number: 101,
    name: "Циклоп",
    text: "Может объявлять {strike} только по карте, стоящей напротив.\n{tap}: Магический удар на 2.",
    support: 'implemented',
    ranged: { kind: 'magic', values: [2, 2, 2] },
    abilities: [{ kind: 'keyword', keyword: 'strikesOnlyOpposite' }],
  },
  {
    number: 102,
    name: "Келе",
    text: "{tap}: Магический удар на 3-4-5.\nПри {strike} может излечиться на 2, если после этого у Келе нет ран — не закрывается после этой атаки.",
    support: 'implemented',
    ranged: { kind: 'magic', values: [3, 4, 5] },
    abilities: [
      { kind: 'triggered', on: 'selfStrikes', optional: true, target: 'self', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' },
      // "если после этого у Келе нет ран — не закрывается после этой атаки" (core/systems/keywords.ts; rulings: as a defender too; no second action).
      { kind: 'keyword', keyword: 'staysOpenIfUnwounded' },
    ],
  },
];
