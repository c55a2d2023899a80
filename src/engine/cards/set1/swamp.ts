/**
 * Set 1, Болота (swamp): the text features of every card of the element that has printed text.
 * See ./types.ts for the format and the meaning of 'support'.
 */
import type { CardText } from '../../vocab/card-text.js';
import { SCAVENGER } from '../../vocab/constants.js';

export const SWAMP_TEXT: readonly CardText[] = [
  {
    number: 103,
    name: "Ижор",
    text: "{tap}: Выстрел на 1, дальность 4. При сильной атаке — атакованный получает отравление на 1.\n+1 к броску кубика, когда атакует карты во втором ряду противника.",
    support: 'implemented',
    ranged: { kind: 'shot', values: [1, 1, 1], range: 4 },
    abilities: [
      // "При сильной атаке": its strong shot or strong simple strike in attack (tier by the die, §5.6).
      { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3], attackOnly: true, ranged: 'also' }, target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' },
      // "+1 к броску кубика, когда атакует карты во втором ряду противника": shots and strikes.
      { kind: 'modifier', mod: { op: 'grant', kw: 'die', amount: 1, vs: { ownRow: 2 } } },
    ],
  },
  {
    number: 104,
    name: "Махинатор",
    text: "При пророчестве ваших карт можете вернуть показанные карты на верх колоды в любом порядке (1 раз за ход).\n{tap}: Воздействие «уловка» — существо теряет {counter} (1 раз за бой).\n{tap}: Разряд на 1, дальность 3.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 },
    abilities: [
      // Only the shown cards still in the deck (ruling: a summoned Отряд карателей stays in play); two or
      // more are ordered by the controller, top down (core/systems/prophecy.ts beginReturnShown).
      { kind: 'triggered', on: 'ownProphecy', optional: true, perTurn: 1, target: 'none', effect: { op: 'returnShownToTop' }, abilityType: 'influence' },
      { kind: 'activated', tap: true, perBattle: true, target: 'anyCreature', effect: { op: 'loseCounters', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 105,
    name: "Отряд карателей",
    text: "Когда вы показываете Отряд карателей при пророчестве — может вызвать его на незанятую клетку в закрытом виде, при этом существо, стоящее рядом с вызванным, получает отравление на 1.",
    support: 'implemented',
    abilities: [
      // From the deck (core/systems/prophecy.ts selfShown); "на незанятую клетку": any free cell of the battlefield.
      {
        kind: 'triggered',
        on: 'selfShown',
        optional: true,
        target: 'none',
        effect: { op: 'summon', find: 'self', place: 'anyCell', closed: true },
        abilityType: 'influence',
        then: [{ target: 'adjacentCreature', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' }],
      },
    ],
  },
  {
    number: 106,
    name: "Римаанды",
    text: "Может объявлять безответный удар по существу противника, если и справа и слева от него нет других его существ.",
    support: 'implemented',
    abilities: [
      // Ruling: unanswerable against flyers too (a flyer has no neighbours). Judged on the struck card.
      { kind: 'modifier', mod: { op: 'grant', kw: 'unanswerable', vs: { alone: true } } },
      // "Может объявлять" (ruling: an ordinary strike "если захотят"): asked at the declaration when the
      // condition holds then (mechanics/strike/optional-unanswerable.ts).
      { kind: 'keyword', keyword: 'mayDeclineUnanswerable' },
    ],
  },
  {
    number: 107,
    name: "Болотник",
    text: "Прыжок, дальность 4.\n{counter}{tap}: Уничтожить Болотника, при этом ранить всех стоящих рядом существ противника на 1, они получают отравление на 1 (воздействие «ядовитый взрыв»).\n{second}: Начинает бой с {counter}.",
    support: 'implemented',
    abilities: [
      { kind: 'jump', range: 4 },
      // «Ядовитый взрыв»: the adjacent enemies are wounded and poisoned, then Болотник is destroyed
      // (a composite feature: its further ability destroys the source; adjacency is taken first).
      {
        kind: 'activated',
        tap: true,
        counters: 1,
        target: 'allAdjacentEnemyCreatures',
        effect: { op: 'wound', amount: 1 },
        also: { op: 'poison', amount: 1 },
        abilityType: 'influence',
        then: [{ target: 'self', effect: { op: 'destroy' }, abilityType: 'influence' }],
      },
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
    ],
  },
  {
    number: 108,
    name: "Дети топи",
    text: "При первом за ход ударе существа противника по Детям топи — заблокировать этот удар, при этом прыжок, дальность 2.\nПосле прыжка Детей топи — существо противника по его выбору рядом с освободившейся клеткой перемещается на эту клетку.",
    support: 'implemented',
    // mechanics/strike/strike-block-jump.ts: the first strike of an enemy creature at it each turn is blocked (mandatory, ruling s1_108) —
    // a simple strike (declared at it, at it as a defender or redirected onto it, made by another card's feature), a {uchr}, a
    // magic strike, a special strike (rulings s1_2, s1_195), a counter-strike at it (rulings s1_134, s1_27: only the
    // counter-strike is blocked); not a shot, throw or discharge (digest §5.1). Then it must jump to a free cell within 2 (none:
    // blocked, no jump; not its own cell), then the opponent must move one of his creatures from around the freed cell
    // (diagonals too) onto it (rulings s1_108).
    abilities: [{ kind: 'strikeBlockJump', range: 2, enemyFills: true }],
  },
  {
    number: 109,
    name: "Осклизг",
    text: "{counter}{tap}: Воздействие «эликсиры Ракштольна» — перераспределить 4 (или менее) раны со стоящего рядом болотного существа на себя.\n{tap}: {uchr} на 1.\n{second}: Начинает бой с {counter}.",
    support: 'implemented',
    abilities: [
      {
        kind: 'activated',
        tap: true,
        counters: 1,
        target: 'adjacentCreature',
        filter: { element: 'swamp' },
        upTo: 4,
        effect: { op: 'takeWounds', amount: 0 },
        abilityType: 'influence',
      },
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
    ],
    ranged: { kind: 'throughRow', values: [1, 1, 1] },
  },
  {
    number: 110,
    name: "Рэккен",
    text: "{tap}: Воздействие «рэккендум» — перераспределить 2 (или менее) раны с другого болотного существа на себя.\n{tap}: Метание «ритуального ножа» на X, дальность 4, где X — число ран на Рэккене (максимум 4).",
    support: 'implemented',
    abilities: [
      {
        kind: 'activated',
        tap: true,
        target: 'anyCreature',
        filter: { element: 'swamp', other: true },
        upTo: 2,
        effect: { op: 'takeWounds', amount: 0 },
        abilityType: 'influence',
      },
      // «Ритуальный нож»: X = its wounds when the attack executes (ruling), at most 4.
      { kind: 'ranged', attack: 'throw', values: [0, 0, 0], range: 4, tap: true, plusOwnWounds: 4 },
    ],
  },
  {
    number: 111,
    name: "Тови",
    text: "При движении Тови на соседнюю клетку — противник обязан переместить любое свое существо в том же направлении (относительно Тови); если он не может или не хочет этого делать — Тови получает +2 к следующему метанию (до конца вашего хода).\n{tap}: Метание «жабы» на 1.",
    support: 'implemented',
    abilities: [
      // mechanics/movement/move-along.ts: once per step of its own move the opponent moves one of his creatures the same way
      // on the board (ruling s1_111), or declines / cannot — +2 to Тови's next throw (mechanics/dice/next-throw.ts).
      { kind: 'triggered', on: 'selfSteps', target: 'self', effect: { op: 'moveAlong', amount: 2 }, abilityType: 'influence' },
    ],
    ranged: { kind: 'throw', values: [1, 1, 1] },
  },
  {
    number: 112,
    name: "Хедд",
    text: "При среднем или сильном {strike} — атакованный получает отравление на 1.",
    support: 'implemented',
    abilities: [
      { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [2, 3] }, target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 113,
    name: "Гаррид-лучник",
    text: "{tap}: Выстрел на 1-2-3, дальность 4.",
    support: 'implemented',
    ranged: { kind: 'shot', values: [1, 2, 3], range: 4 },
  },
  {
    number: 114,
    name: "Грёзы Архааля",
    text: "{tap}: Пророчество 1; существо противника стоимостью X получает отравление на 1, ваше существо стоимостью X получает -1 от немагических атак до конца хода противника (где X — стоимость показанной карты без учета элитности).",
    support: 'implemented',
    abilities: [
      // Пророчество 1 first (its triggers too, ruling s1_104), then the two targets of cost X, chosen now
      // (core/systems/prophecy.ts). Ruling: a face-down enemy card may be named; a wrong guess loses only the poison.
      {
        kind: 'activated',
        tap: true,
        target: 'none',
        effect: { op: 'nothing' },
        abilityType: 'influence',
        prophecy: { count: 1 },
        then: [
          { target: 'enemyCreatureOfShownCost', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' },
          // "-1 от немагических атак" (durations.ts nonMagicReduction, a timed 533 prevention) "до конца хода
          // противника": from now through the opponent's next turn.
          { target: 'ownCreatureOfShownCost', effect: { op: 'grant', grant: { nonMagicReduction: 1 }, duration: 'endOfOpponentTurn' }, abilityType: 'influence' },
        ],
      },
    ],
  },
  {
    number: 115,
    name: "Кровяница",
    text: "{tap}: Добивание на X+1, где X – число отравленных существ рядом с целью добивания.",
    support: 'implemented',
    abilities: [
      // X restricts the target (ruling): re-judged at the legality check (512.5.3).
      { kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'finish', amount: 1, plusPoisonedNearTarget: true }, abilityType: 'influence' },
    ],
  },
  {
    number: 116,
    name: "Василиск",
    text: "При ударе — атакованное существо не может передвигаться с той клетки, где оно находилось на момент этого удара, пока Василиск не переместится, или не покинет поле боя (воздействие «взгляд Василиска»).",
    support: 'implemented',
    abilities: [
      // "При ударе": its simple strike (attack or counter-strike) struck; the struck card is held on its cell (mechanics/strike/gaze.ts).
      { kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'gaze' }, abilityType: 'influence' },
    ],
  },
  {
    number: 118,
    name: "Шаман-душегрыз",
    text: "{instant}{counter}{tap}: Заклинание «гипноз» — открытое существо противника наносит по стоящей рядом карте {strike} и закрывается.\n{tap}: Получить {zoal}.\n{strike}: Начинает бой с {counter}.",
    support: 'implemented',
    abilities: [
      // «гипноз» (mechanics/strike/forced-strike.ts): an open enemy creature (closed before the legality check: removed unpaid, ruling);
      // at the execution Шаман's controller names a card next to it; no defender, no redirection; at its own side's card
      // as at a closed one; a card with protection from spells takes no harm; then it closes. The implicit "{tap}: накопить" (123.3).
      { kind: 'activated', instant: true, counters: 1, tap: true, target: 'enemyCreature', filter: { open: true }, effect: { op: 'forcedStrike', who: 'target' }, abilityType: 'spell' },
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { keywords: ['zoal'] }, duration: 'battle' }, abilityType: 'influence' },
      // The data prints "{strike}: Начинает бой с {counter}"; every other such card uses {second} (cards/README notes).
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
    ],
  },
  {
    number: 119,
    name: "Бул'Багур",
    text: "В начале хода противника выберите до 3 клеток подряд на одной прямой (в том числе по диагонали) от Бул'Багура — до конца вашего следующего хода карты получают на 1 рану больше от дальних атак, отравления и удара Бул'Багура, пока находятся на этих клетках (воздействие «свет фонаря»).",
    support: 'implemented',
    abilities: [
      // «свет фонаря» (mechanics/markers/cell-markers.ts, Mark.Lantern): named one at a time as it executes — the first cell next to it,
      // each next one further along that line (diagonals too), a stop after any; until the end of its controller's next turn;
      // +1 wound at a card on such a cell from ranged attacks, poison and its own strikes (lanternBonus, before the preventions).
      { kind: 'triggered', on: 'startOfEnemyTurn', target: 'none', effect: { op: 'cellMarker', marker: 'lantern', count: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 120,
    name: "Гоблин",
    text: "-2 от {strike}.\nПри ударе или промахе в нападении — закрыть атакованное существо (воздействие «оцепенение»).",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -2, damage: 'simple' } },
      // "При ударе или промахе в нападении" (промах: its strike's tier is 0).
      { kind: 'triggered', on: 'selfStrikes', strike: { attackOnly: true, miss: true }, target: 'eventCard', effect: { op: 'close' }, abilityType: 'influence' },
    ],
  },
  {
    number: 121,
    name: "Слизь",
    text: "При {strike} — выстрел «плевок слизью» на 1, дальность 3.\nПри ближнем ударе по Слизи — ранить атаковавшего на 1.\n{counter}{tap}: Особый удар на 3; при этом атакованное существо получает отравленме на 1.",
    support: 'implemented',
    abilities: [
      // «Плевок слизью»: a shot for 1 at a creature chosen within range 3 (no dice: a fixed value).
      { kind: 'triggered', on: 'selfStrikes', target: 'anyCreature', filter: { other: true }, range: 3, effect: { op: 'wound', amount: 1 }, abilityType: 'shot' },
      // "ближний удар": simple and special strikes.
      { kind: 'triggered', on: 'selfStruck', strike: { special: true }, target: 'eventCard', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
      { kind: 'activated', tap: true, counters: 1, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, also: { op: 'poison', amount: 1 }, abilityType: 'specialStrike' },
    ],
  },
  {
    number: 122,
    name: "Дочь перламутра",
    text: "Если Дочь перламутра атакована немагической атакой – пророчество 1; блокировать атаку, если показанная карта нечетной стоимости (1 раз за ход).",
    support: 'implemented',
    abilities: [
      // Simple strikes, shots, throws, {uchr} and special strikes at it (core/systems/prophecy.ts); ruling: once per turn in all.
      { kind: 'prophecyBlock', prophecy: { count: 1, if: 'oddCost' }, perTurn: 1 },
    ],
  },
  {
    number: 123,
    name: "Ноками",
    text: "Когда существо противника получает раны от отравления, может ранить стоящее рядом с ним существо на 1 (1 раз за ход).\n{tap}: Воздействие «вскипающий яд» — выбранное существо с отравлением получает +1 к отравлению (максимум до 2).",
    support: 'implemented',
    abilities: [
      { kind: 'activated', tap: true, target: 'anyCreature', filter: { poisoned: true }, effect: { op: 'raisePoison', max: 2 }, abilityType: 'influence' },
      // Any creature next to the poisoned one, either side (mechanics/triggers/poison-triggers.ts); "может", "(1 раз за ход)".
      { kind: 'triggered', on: 'enemyPoisonWounded', optional: true, perTurn: 1, target: 'creatureNextToEventCard', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 124,
    name: "Сеятель хвори",
    text: "При гибели существа противника от отравления — может отравить стоящее рядом с погибшим существо на X, где X — величина отравления умершего существа (1 раз за ход).\n{tap}: Разряд на 1-2-2, при среднем или сильном разряде — атакованный получает отравление на 1.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 2, 2] },
    abilities: [
      // X = the dead creature's poison value; a creature next to the cell it died on (mechanics/triggers/poison-triggers.ts;
      // ruling s1_124: a dead flyer has no neighbours — no target).
      {
        kind: 'triggered',
        on: 'enemyDiesOfPoison',
        optional: true,
        perTurn: 1,
        target: 'creatureNextToEventCard',
        effect: { op: 'poison', amount: 0 },
        amountFrom: 'eventPoison',
        abilityType: 'influence',
      },
      { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [2, 3], ranged: 'only' }, target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 125,
    name: "Троллок",
    text: "{tap}: Метание на 1-2-2.\n+1 к метанию по картам, обладающим выстрелом, метанием или разрядом.",
    support: 'implemented',
    ranged: { kind: 'throw', values: [1, 2, 2] },
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'throw', vs: { has: ['shot', 'throw', 'discharge'] } } }],
  },
  {
    number: 126,
    name: "Вилохвост",
    text: "+1 к {strike} по защитникам.\n{direct} по лесным существам.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'strike', vs: { defender: true } } },
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct', vs: { element: 'forest' } } },
    ],
  },
  {
    number: 127,
    name: "Исхарская ненасыть",
    text: "При пророчестве вашей карты — получает +X к следующему {strike}, где X — количество показанных карт (максимум +3).",
    support: 'implemented',
    abilities: [
      // Ruling: "Максимум +3 за все пророчества" — the pending bonus never exceeds +3 (core/systems/prophecy.ts).
      { kind: 'triggered', on: 'ownProphecy', target: 'self', effect: { op: 'nextStrikeBonus', amount: 0, perShown: true, max: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 129,
    name: "Ундина",
    text: "{tap}: Воздействие «сладострастная аура» — существо получает отравление на 1.\n{tap}: Заклинание «власть Ундины» — ранить всех отравленных существ противника на 1.",
    support: 'implemented',
    abilities: [
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'poison', amount: 1 }, abilityType: 'influence' },
      { kind: 'activated', tap: true, target: 'allEnemyCreatures', filter: { poisoned: true }, effect: { op: 'wound', amount: 1 }, abilityType: 'spell' },
    ],
  },
  {
    number: 130,
    name: "Королева топи",
    text: "В конце хода противника вызвать болотное существо стоимостью 5 или менее на клетку, рядом с которой стоит 8 или более ваших существ.\n{tap}: Пророчество 1; если карта с таким же именем есть в одном из отрядов — ранить выбранное существо на 2, иначе ранить его на 1.",
    support: 'implemented',
    abilities: [
      // Browsing the deck (535.5.1); rulings: only if a cell with 8+ own creatures around exists (free or
      // not: then a flyer still goes to the auxiliary zone); the card on that cell does not count.
      { kind: 'triggered', on: 'endOfEnemyTurn', target: 'none', effect: { op: 'summon', find: 'search', filter: { element: 'swamp', maxCost: 5 }, place: 'surrounded8' }, abilityType: 'influence' },
      // "если карта с таким же именем есть в одном из отрядов": a card of either battle zone (core/systems/prophecy.ts).
      {
        kind: 'activated',
        tap: true,
        target: 'anyCreature',
        effect: { op: 'wound', amount: 2 },
        abilityType: 'influence',
        prophecy: { count: 1, if: 'nameInSquads', else: { effect: { op: 'wound', amount: 1 } } },
      },
    ],
  },
  {
    number: 131,
    name: "Медуза Горгона",
    text: "Вампиризм. Максимум 10 {health}.\nТрупоедство.\nПри сильном {strike} — атакованный закрывается и не открывается в свой следующий ход (воздействие «взгляд Медузы»).",
    support: 'implemented',
    abilities: [
      { kind: 'vampirism' },
      { kind: 'maxLife', value: 10 },
      SCAVENGER,
      // «Взгляд Медузы»: closed, and not opened by anything during its next turn (ruling: Ойуун's open is declared but not executed).
      { kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'eventCard', effect: { op: 'close' }, also: { op: 'skipOpen', wholeTurn: true }, abilityType: 'influence' },
    ],
  },
  {
    number: 132,
    name: "Двухголовый тролль",
    text: "При {strike} — пророчество 2; если обе карты {elite} — ранить атакованного на 2, если обе карты {ordinary} — атакованный получает отравление на 2.",
    support: 'implemented',
    abilities: [
      // "При {strike}": its simple strike that struck, in attack or as a counter-strike (core/systems/prophecy.ts).
      {
        kind: 'triggered',
        on: 'selfStrikes',
        target: 'eventCard',
        effect: { op: 'wound', amount: 2 },
        abilityType: 'influence',
        prophecy: { count: 2, if: 'allElite', else: { if: 'allOrdinary', effect: { op: 'poison', amount: 2 } } },
      },
    ],
  },
  {
    number: 133,
    name: "Морок",
    text: "-1 от выстрелов и метаний.\n-1 от {strike}, пока Морок выступает защитником.\n{strike} по закрытому Мороку сводятся к 1. {strike} по картам слева и справа от Морока сводится к слабому.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: ['shot', 'throw'] } },
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'simple' }, when: 'defending' },
      // "{strike} по закрытому Мороку сводятся к 1": simple strikes and counter-strikes while it is closed (mechanics/strike/strike-cap.ts).
      { kind: 'keyword', keyword: 'strikesAtClosedCappedTo1' },
      // Ruling: whether Морок is open or closed, and for the opponent's cards too.
      { kind: 'modifier', mod: { op: 'tierCap', tier: 1, damage: 'simple' }, to: { near: 'leftRight', own: false } },
    ],
  },
  {
    number: 134,
    name: "Уриил",
    text: "При {strike} по Уриилу атаковавший не открывается в начале своего следующего хода (воздействие «мерзкая аура»).",
    support: 'implemented',
    abilities: [
      // A counter-strike on Уриил counts (ruling).
      { kind: 'triggered', on: 'selfStruck', target: 'eventCard', effect: { op: 'skipOpen' }, abilityType: 'influence' },
    ],
  },
  {
    number: 135,
    name: "Древний огр",
    text: "-1 от выстрелов и метаний.\nПри ударе по Древнему огру — он получает защиту от ударов до конца хода.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: ['shot', 'throw'] } },
      // Ruling: the protection is its own trigger (no target): it comes even from Ётун's strike. Ruling 2: in
      // its opponent's turn it comes before the striker's "при ударе" features, which then do not affect it
      // (mechanics/strike/strike-protection.ts, 511.3).
      // "удар" of every type: simple strikes, counter-strikes, special strikes, {uchr} and magic strikes (not shots, throws, discharges).
      {
        kind: 'triggered',
        on: 'selfStruck',
        strike: { special: true, ranged: 'also' },
        fromTypes: ['strike', 'counterStrike', 'specialStrike', 'throughRow', 'magic'],
        target: 'self',
        effect: { op: 'grant', grant: { keywords: ['protStrikes'] }, duration: 'endOfTurn' },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 136,
    name: "Гидра",
    text: "Безответный удар. Может нападать {strike} на всех стоящих рядом существ противника, только подряд, после последнего нападения закрывается.\nСила {strike} Гидры не может быть снижена.",
    support: 'implemented',
    abilities: [
      { kind: 'keyword', keyword: 'unanswerable' },
      // "Может нападать {strike} на всех стоящих рядом существ противника, только подряд, после последнего нападения
      // закрывается" (mechanics/strike/chain-attack.ts; ruling s1_136: a die for each attack).
      { kind: 'keyword', keyword: 'attacksAllAdjacentInRow' },
      // "Сила {strike} Гидры не может быть снижена" (mechanics/strike/unlowerable.ts: tier caps, the exchange's weakening, timed
      // penalties, "свести к 1" and "уменьшить величину" skip it; preventions at the target still apply).
      { kind: 'keyword', keyword: 'strikeCannotBeLowered' },
    ],
  },
];
