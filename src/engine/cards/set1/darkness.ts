/**
 * Set 1, Тьма (darkness): the text features of every card of the element that has printed text.
 * See ./types.ts for the format and the meaning of 'support'.
 */
import type { CardText } from '../../vocab/card-text.js';
import { SCAVENGER } from '../../vocab/constants.js';

export const DARKNESS_TEXT: readonly CardText[] = [
  {
    number: 137,
    name: "Вестник мора",
    text: "Инкарнация 3.\nПри инкарнации — получить полет.",
    support: 'implemented',
    incarnation: 3,
    // При инкарнации — получить полет (ruling s1_137: it incarnates onto a free cell of the own third row
    // first, then gains flight; mechanics/movement/flight.ts).
    abilities: [{ kind: 'triggered', on: 'selfIncarnates', target: 'self', effect: { op: 'gainFlight' }, abilityType: 'influence' }],
  },
  {
    number: 138,
    name: "Огненный имп",
    text: "{tap}: Метание «лавы» на 1, дальность 4.\nПри телепортации вашего существа на половину поля боя противника с соседней с Огненным импом клетки — Огненный имп получает +1 к следующему метанию (максимум +1) до конца вашего хода.",
    support: 'implemented',
    ranged: { kind: 'throw', values: [1, 1, 1], range: 4 },
    abilities: [
      // mechanics/movement/own-teleports.ts (the teleport event) and mechanics/dice/next-throw.ts (the bonus, spent by its next throw).
      { kind: 'triggered', on: 'ownTeleportsFromNextTo', target: 'self', effect: { op: 'grant', grant: { nextThrow: 1, nextThrowMax: 1 }, duration: 'endOfYourTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 139,
    name: "Вампир",
    text: "Безответный удар.\nВампиризм на X-1, где X — число ран, нанесенных Вампиром.",
    support: 'implemented',
    abilities: [{ kind: 'keyword', keyword: 'unanswerable' }, { kind: 'vampirism', delta: -1 }],
  },
  {
    number: 140,
    name: "Ведьма слуа",
    text: "Вампиризм. Максимум 12 {health}.\n{tap}: Снимите X дополнительных жизней с Ведьмы слуа, при этом — разряд на X.",
    support: 'implemented',
    abilities: [
      { kind: 'vampirism' },
      { kind: 'maxLife', value: 12 },
      // X (1 … its extra lives) named at the declaration; the lives go first, then the discharge on X
      // if it still lives (ruling s1_140; mechanics/wounds/extra-lives-cost.ts).
      { kind: 'ranged', attack: 'discharge', values: [0, 0, 0], tap: true, xFromExtraLives: true },
    ],
  },
  {
    number: 141,
    name: "Моровой всадник",
    text: "Инкарнация 3.\nИнкарнирует в открытом виде, при этом получает {ova}2 и +2 к {strike} до конца хода.",
    support: 'implemented',
    incarnation: 3,
    abilities: [
      // "Инкарнирует в открытом виде": played as an immediate trigger of its incarnation that opens it.
      { kind: 'triggered', on: 'selfIncarnates', target: 'self', effect: { op: 'open' }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfIncarnates', target: 'self', effect: { op: 'grant', grant: { ova: 2, strike: 2 }, duration: 'endOfTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 142,
    name: "Суккуб-истязатель",
    text: "{tap}: Разряд на 1. +3 к разряду, если в каждом ряду поля боя есть ваше существо.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1] },
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 3, damage: 'discharge' }, when: 'ownCreatureInEveryRow' }],
  },
  {
    number: 143,
    name: "Возница",
    text: "Возница может перемещаться между крайними клетками одного ряда как на рядом стоящую клетку. Возница может объявлять {strike} с крайней клетки ряда по существу, стоящему на противоположной клетке ряда, как по рядом стоящему.",
    support: 'implemented',
    // Both clauses: its moves and its simple strike treat the two edge cells of a row as neighbours (core/systems/keywords.ts).
    abilities: [{ kind: 'keyword', keyword: 'wrapsRow' }],
  },
  {
    number: 144,
    name: "Герольд мрака",
    text: "{tap}: Воздействие «диссонанс» — ранить на 1 выбранное существо и каждое стоящее рядом с ним существо противника с таким же значением слабого {strike}.",
    support: 'implemented',
    abilities: [
      // The chosen creature (a flyer too, ruling) and, in the same game action, every enemy creature next
      // to it with the same printed weak strike (ruling: printed; mechanics/strike/splash.ts). Ruling s1_144: the
      // hidden neighbours to include are picked (mechanics/features/hidden-choice.ts); one that does not qualify — nobody.
      { kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', splash: 'enemiesNextToTargetSameWeakStrike', hiddenChoice: true },
    ],
  },
  {
    number: 145,
    name: "Демон зависти",
    text: "Телепортация.\n+1 к ударам, пока стоит рядом с двумя существами противника со значением слабого {strike} 3 или больше.\nПолучает «{tap}: Магический удар на 3», пока стоит рядом с двумя или более существами противника, обладающими разрядом, магическим ударом или заклинанием.",
    support: 'implemented',
    abilities: [
      { kind: 'teleport' },
      // "+1 к ударам" = удары of every type (ruling s1_2); "двумя" read as "at least two" like the next clause.
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'strikes' }, when: 'nextToTwoEnemiesWeakStrike3' },
      { kind: 'ranged', attack: 'magic', values: [3, 3, 3], tap: true, when: 'nextToTwoEnemiesMagic' },
    ],
  },
  {
    number: 146,
    name: "Керсамская знать",
    text: "{tap}: Заклинание «буря крови» — получить дополнительную {health}, затем ранить выбранное существо на X, где X — количество выших карт, у которых количество текущих {health} больше начального значения {health} (максимум 3).",
    support: 'implemented',
    abilities: [
      {
        // One composite spell (512.3): the extra life first, then the wound, its target declared then
        // and X counted when it executes (the extra life may make Керсамская знать count itself).
        kind: 'activated',
        tap: true,
        target: 'self',
        effect: { op: 'extraLives', amount: 1 },
        abilityType: 'spell',
        then: [{ target: 'anyCreature', effect: { op: 'wound', amount: 0 }, abilityType: 'spell', x: 'ownCardsAboveLife', xMax: 3 }],
      },
    ],
  },
  {
    number: 147,
    name: "Повелитель мёртвых",
    text: "При инкарнации вашего существа Повелитель мертвых может открыться.\nПри инкарнации вашего существа оно получает +1 к {move} до конца вашего следующего хода.\n{instant}{tap}: Метание «кости» на 1, дальность 4.",
    support: 'implemented',
    abilities: [
      { kind: 'triggered', on: 'ownIncarnates', optional: true, target: 'self', effect: { op: 'open' }, abilityType: 'influence' },
      { kind: 'ranged', attack: 'throw', values: [1, 1, 1], range: 4, tap: true, instant: true },
      { kind: 'triggered', on: 'ownIncarnates', target: 'eventCard', effect: { op: 'grant', grant: { move: 1 }, duration: 'endOfYourNextTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 148,
    name: "Сшиватель плоти",
    text: "3{counter}{tap}: Изгнать существо с вашего кладбища, при этом возродить ваше нелетающее существо, оно теряет особенности и получает +X к {strike} и +Y к {health}, где X — значение слабого {strike}, а Y — значение {health} изгнанного существа (1 раз за бой).\n{tap}: Излечить темное существо на 1, при этом получить {counter}.",
    support: 'implemented',
    abilities: [
      // 3{counter}{tap}: exile a creature from the own graveyard, при этом resurrect an own non-flyer next to it (535.6),
      // which loses its features and gets +X к {strike} / +Y к {health} of the exiled card (mechanics/features/stitch.ts). 123.3:
      // the implied "{tap}: накопить" follows the printed abilities (counters.ts).
      { kind: 'activated', tap: true, counters: 3, perBattle: true, target: 'none', effect: { op: 'resurrect', filter: { ground: true }, exileFirst: true }, abilityType: 'influence' },
      // {tap}: Излечить темное существо на 1 (any side), при этом получить {counter} (Сшиватель плоти itself).
      {
        kind: 'activated',
        tap: true,
        target: 'anyCreature',
        filter: { element: 'darkness' },
        effect: { op: 'heal', amount: 1 },
        abilityType: 'influence',
        then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
      },
    ],
  },
  {
    number: 149,
    name: "Талион",
    text: "Инкарнация 4.\nПри сильном {strike} — положите жетон инкарнации на существо на вашем кладбище.",
    support: 'implemented',
    incarnation: 4,
    // The graveyard creature is named at the declaration (mechanics/features/grave-target.ts); ruling s1_149: one without incarnation too.
    abilities: [{ kind: 'triggered', on: 'selfStrikes', strike: { tiers: [3] }, target: 'ownGraveCreature', effect: { op: 'incarnationToken' }, abilityType: 'influence' }],
  },
  {
    number: 150,
    name: "Харон",
    text: "3{counter}{tap}: Заклинание «последний путь» — уничтожить Харона и выбранное существо.\n{tap}: Разряд на 1.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1] },
    abilities: [
      {
        kind: 'activated',
        tap: true,
        counters: 3,
        target: 'anyCreature',
        effect: { op: 'destroy' },
        abilityType: 'spell',
        // "уничтожить Харона и выбранное существо": the spell destroys Харон too (ruling: not with ЗОЗ).
        then: [{ target: 'self', effect: { op: 'destroy' }, abilityType: 'spell' }],
      },
    ],
  },
  {
    number: 151,
    name: "Зомби",
    text: "+X к {strike} (максимум +2), где X — число других темных существ в вашем отряде.",
    support: 'implemented',
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 0, damage: 'simple', x: { count: 'otherOwnCreatures', element: 'darkness', max: 2 } } }],
  },
  {
    number: 152,
    name: "Пещерник",
    text: "{tap}: {uchr} на 2.\n{tap}: Излечиться на 3.",
    support: 'implemented',
    ranged: { kind: 'throughRow', values: [2, 2, 2] },
    abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: 3 }, abilityType: 'influence' }],
  },
  {
    number: 153,
    name: "Сайкорон",
    text: "{tap}: Магический удар на 2-3-4.\nПри дальней атаке по существу, стоящему рядом с Сайкороном — он может телепортироваться на свободную клетку рядом с атаковавшим (1 раз за бой).",
    support: 'implemented',
    ranged: { kind: 'magic', values: [2, 3, 4] },
    abilities: [
      // При дальней атаке (shot, throw, discharge, {uchr}) по существу, стоящему рядом с Сайкороном — он может
      // телепортироваться на свободную клетку рядом с атаковавшим (1 раз за бой): mechanics/movement/attacked-next-to.ts. The cell is
      // named at the declaration; a relocation by its own feature, not its movement (ruling s1_153: no {move} spent).
      {
        kind: 'triggered',
        on: 'rangedAttackNextTo',
        fromTypes: ['shot', 'throw', 'discharge', 'throughRow'],
        optional: true,
        perBattle: true,
        target: 'self',
        effect: { op: 'relocate', nextToEventCard: true },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 154,
    name: "Мрачная дворянка",
    text: "Вампиризм. Максимум 12 {health}.\nПока у Мрачной дворянки больше 8 {health} — может блокировать первое за ход излечениие карты противника.\nПока у Мрачной дворянки меньше 8 {health} — может удвоить первое за ход излечение вашей карты.",
    support: 'implemented',
    abilities: [
      { kind: 'vampirism' },
      { kind: 'maxLife', value: 12 },
      // "Пока больше 8 {health} — может блокировать первое за ход излечение карты противника" / "пока меньше 8 {health} —
      // может удвоить первое за ход излечение вашей карты" (mechanics/wounds/heal-gate.ts): optional replacements of the first heal
      // executed this turn (a vampiric one too), before every other replacement (rulings s1_154).
      { kind: 'replacement', match: { op: 'heal', to: 'any', firstHealOf: 'enemy', holderLives: { above: 8 } }, result: { kind: 'nothing' }, optional: true },
      { kind: 'replacement', match: { op: 'heal', to: 'any', firstHealOf: 'own', holderLives: { below: 8 } }, result: { kind: 'double' }, optional: true },
    ],
  },
  {
    number: 155,
    name: "Рогатый демон",
    text: "Телепортация.\nВампиризм. Максимум 12 {health}.",
    support: 'implemented',
    abilities: [{ kind: 'teleport' }, { kind: 'vampirism' }, { kind: 'maxLife', value: 12 }],
  },
  {
    number: 156,
    name: "Метаморф",
    text: "+X к {strike}, где X — значение {strike} атакованного существа (без учета модификаторов).",
    support: 'implemented',
    // X: the printed value (ruling) of the attacked card's simple strike of the tier rolled.
    abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 0, damage: 'simple', x: { of: 'otherPrintedStrike' } } }],
  },
  {
    number: 157,
    name: "Лунная баньши",
    text: "{instant}{tap}: Воздействие «крик Баньши» — уменьшить величину выбранного удара на 1, при этом получить {counter}.\n{counter}{tap}: Заклинание «ужас» — существо противника, которое не получало ран от атак в этот ход, получает -3 к {health} до конца хода.\n{second}: Начинает бой с {counter}.",
    support: 'implemented',
    abilities: [
      {
        // «ужас»: lives -3 until the end of the turn (durations.ts Grant.life; 0 lives left: it dies, ruling s1_157);
        // only a creature not wounded by attacks this turn (mechanics/wounds/wound-history.ts; a counter-strike is not an attack).
        kind: 'activated',
        counters: 1,
        tap: true,
        target: 'enemyCreature',
        filter: { unhurtByAttacksThisTurn: true },
        effect: { op: 'grant', grant: { life: -3 }, duration: 'endOfTurn' },
        abilityType: 'spell',
      },
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
      // «крик Баньши» (mechanics/strike/strike-value.ts): the attacker's strike or the counter-strike of a waiting simple strike,
      // chosen at the declaration (one entry each), 1 wound less; "при этом получить {counter}". Also a {uchr} or magic
      // strike whose die waits (core/systems/die-window.ts; the attacker entry).
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeValueDelta', amount: 1, strike: 'attacker' }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'strikeValueDelta', amount: 1, strike: 'counter' }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] },
      // A special strike («особый удар», executed in one step with its value): named while it waits on the stack
      // before executing, in a round without a window of its own (mechanics/strike/strike-value.ts, the 'special' entry).
      { kind: 'activated', instant: true, tap: true, target: 'executingStrike', effect: { op: 'strikeValueDelta', amount: 1, strike: 'special' }, abilityType: 'influence', then: [{ target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] },
    ],
  },
  {
    number: 158,
    name: "Уордак",
    text: "Трупоедство.\n+X к сильному {strike}, где X — половина текущих {health} атакованного существа (при нечетном количестве текущих {health} округлять их в меньшую сторону).",
    support: 'implemented',
    abilities: [SCAVENGER, { kind: 'modifier', mod: { op: 'attackBonus', amount: 0, damage: 'simple', tier: 3, x: { of: 'halfOtherLife' } } }],
  },
  {
    number: 159,
    name: "Драккарх",
    text: "-1 от дальних атак.\n+1 {strike} по летающим.\n{tap}: Получить {direct}.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'ranged' } },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { flyer: true } } },
      // No duration printed: it keeps {direct} while in the battle zone (durations.ts 'battle').
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { keywords: ['direct'] }, duration: 'battle' }, abilityType: 'influence' },
    ],
  },
  {
    number: 160,
    name: "Лилит и Эйдерик",
    text: "В начале вашего хода положите верхнюю карту колоды на кладбище; если это демон — положите жетон инкарнации на вашу карту нежити на кладбище, если это нежить — ваши демоны получают +1 к сильному {strike} и {ova}1 или +1 к {ova} до конца хода.\n{tap}: Разряд на 1, метание на 1 (по разным картам).",
    support: 'implemented',
    abilities: [
      // mechanics/features/mill.ts: the top card of its own deck (ruling s1_160) to the graveyard; a demon: a token on an
      // undead card there (not the card just put there, ruling s1_160); undead: the grant to every own demon
      // (itself included); a card of both classes: both (ruling s1_160).
      {
        kind: 'triggered',
        on: 'startOfOwnTurn',
        target: 'none',
        effect: {
          op: 'millTop',
          branches: [
            { ifClass: 'Демон', toClass: 'Нежить', effect: { op: 'incarnationToken' } },
            { ifClass: 'Нежить', toClass: 'Демон', effect: { op: 'grant', grant: { strongStrike: 1, ova: 1 }, duration: 'endOfTurn' } },
          ],
        },
        abilityType: 'influence',
      },
      // Two attacks of different kinds at two different cards (ranged-abilities.ts RangedAbility.second): the discharge's target first.
      { kind: 'ranged', attack: 'discharge', values: [1, 1, 1], tap: true, second: { attack: 'throw', values: [1, 1, 1] } },
    ],
  },
  {
    number: 161,
    name: "Скелетный червь",
    text: "Инкарнация 4. При попадании на кладбище – выбранная клетка получает маркер «дрожь» (один раз за бой). В начале хода противника, если скелетный червь на кладбище — может переместить «дрожь» на 1 клетку. Инкарнирует только на клетке с «дрожью», в открытом виде (если клетка занята, то уничтожить все карты на ней), при этом убрать эту «дрожь»; ранить все стоящие рядом карты на 1.",
    support: 'implemented',
    incarnation: 4,
    // mechanics/markers/tremor-marker.ts: the «дрожь» placed by its owner on any cell when it first reaches the graveyard (any way:
    // ruling s1_161, Лилит и Эйдерик), moved one cell (diagonals too, ruling) at the start of the opponent's turn while it
    // lies there (each marker once); it incarnates only on a «дрожь» of its squad (ruling: another worm's too, never an
    // enemy's), occupied or not (ruling, Дети топи): the cards there destroyed together with its arrival (ruling,
    // Степной волколак: their triggers collected together), open, the marker removed, every card around wounded by 1.
    abilities: [{ kind: 'keyword', keyword: 'tremorIncarnation' }],
  },
  {
    number: 162,
    name: "Тварь",
    text: "Трупоедство.\n{tap}: Положить маркер «удушения» на стоящее рядом рядовое существо (существо с одним маркером не может передвигаться, с двумя — также не может атаковать, с тремя — уничтожиется Тварью; удушаемое существо теряет маркеры, если рядом с ним нет Тварей протвника).",
    support: 'implemented',
    abilities: [
      SCAVENGER,
      // «удушение» (mechanics/markers/strangle.ts): a creature next to it, either squad (ruling s1_162), not elite; one
      // marker: no moves, two: no attacks, three: destroyed by this Тварь; markers of every Тварь count
      // together (ruling s1_162) and are lost with no Тварь next to the creature (engine reading, strangle.ts).
      { kind: 'activated', tap: true, target: 'adjacentCreature', filter: { elite: false }, effect: { op: 'strangle' }, abilityType: 'influence' },
    ],
  },
  {
    number: 163,
    name: "Хозяин склепа",
    text: "При гибели нелетающего существа — получает {counter}. Не может иметь более 3 {counter}.\n{tap}: Метание «черепа» на 1, дальность 5. +2 к метанию за каждую {counter} на Хозяине склепа. При метании — теряет все {counter}.",
    support: 'implemented',
    abilities: [
      // Several creatures dying at once give one {counter} (ruling s1_198; mechanics/triggers/deaths-at-once.ts, 511.7).
      { kind: 'triggered', on: 'otherCreatureDies', subject: { flyer: false }, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      { kind: 'counters', max: 3 },
      // Метание «черепа» на 1, дальность 5; +2 за каждую {counter}; при метании теряет все {counter}.
      { kind: 'ranged', attack: 'throw', values: [1, 1, 1], range: 5, tap: true, perCounter: 2, loseCounters: 'all' },
    ],
  },
  {
    number: 164,
    name: "Поганище",
    text: "Инкарнация 3. Неповоротливость.\nПри получении жетона инкарнации – ранить X карт на 1, где X – число жетонов инкарнации на Поганище (воздействие «могильная хватка»).",
    support: 'partial',
    incarnation: 3,
    missing: ['Неповоротливость: the keyword is printed on the card, but its rules text is not in the rule sources the project has (docs/rules-coverage.md); not played'],
    abilities: [
      // «могильная хватка» (core/systems/x-targets.ts, event X): X = its tokens as it gains one (in the graveyard), fixed at the
      // declaration with exactly X different cards named then; fewer candidates: not declared (ruling s1_164). Ruling s1_164
      // (the incarnation declared first, then the wound): with its third token it incarnates at once (535.7.2) and the
      // wound keeps X = 3 from the event; any card in the battle zones may be named (itself too).
      { kind: 'triggered', on: 'selfGainsIncToken', target: 'anyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence', xTargetsFromEvent: true },
    ],
  },
  {
    number: 165,
    name: "Барака",
    text: "После нападения не закрывается.",
    support: 'implemented',
    abilities: [{ kind: 'keyword', keyword: 'staysOpenAfterAttack' }],
  },
  {
    number: 166,
    name: "Вурдалак",
    text: "-1 от дальних атак.\nВамриризм. Максимум 13 {health}.",
    support: 'implemented',
    abilities: [{ kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'ranged' } }, { kind: 'vampirism' }, { kind: 'maxLife', value: 13 }],
  },
  {
    number: 167,
    name: "Мерцающий змей",
    text: "Карты противника могут объявлять выстрел и метание только по Мерцающему змею (вне зависимости от дальности).",
    support: 'implemented',
    abilities: [{ kind: 'keyword', keyword: 'drawsShotsAndThrows' }],
  },
  {
    number: 168,
    name: "Повелитель бездны",
    text: "При гибели существа противника или инкарнации вашего существа — следующий бросок кубика Повелителя бездны равен 6.\nПри перемещении на соседнюю клетку — ранить на 1 всех стоящих рядом с этой клеткой существ стоимостью 4 или менее.",
    support: 'implemented',
    abilities: [
      { kind: 'triggered', on: 'otherCreatureDies', subject: { side: 'enemy' }, target: 'self', effect: { op: 'nextRollSix' }, abilityType: 'influence' },
      { kind: 'triggered', on: 'ownIncarnates', target: 'self', effect: { op: 'nextRollSix' }, abilityType: 'influence' },
      { kind: 'triggered', on: 'selfMoves', target: 'allCreatures', filter: { adjacent: true, maxCost: 4 }, effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 169,
    name: "Властелин хаоса",
    text: "Когда Властелин хаоса закрыт, он отражает {strike} как открытая карта.\nЗащита от слабых {strike}.\n{tap}: Излечиться на 2.",
    support: 'implemented',
    abilities: [
      { kind: 'keyword', keyword: 'rollsWhenClosed' },
      { kind: 'keyword', keyword: 'protectionFromWeakStrikes' },
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' },
    ],
  },
  {
    number: 170,
    name: "Демон жадности",
    text: "В начале хода противника положите маркеры «врата» на три свободные клетки (сохраняются до конца хода противника). В конце хода противника обязан телепортироваться на любую свободную клетку с «вратами», при этом ранить всех стоящих рядом существ противника на 2; если не может переместиться — получает 3 раны.",
    support: 'implemented',
    abilities: [
      // «врата» (mechanics/markers/cell-markers.ts): three different free cells named one at a time as the trigger
      // executes; none with fewer than three free cells (ruling s1_170); they go at the end of the opponent's turn.
      { kind: 'triggered', on: 'startOfEnemyTurn', target: 'none', effect: { op: 'cellMarker', marker: 'gates', count: 3 }, abilityType: 'influence' },
      // Mandatory (not optional): a teleport to a free gated cell, then 2 wounds to each adjacent enemy
      // creature; held in place or no such cell — 3 wounds to itself (mechanics/markers/cell-markers.ts).
      { kind: 'triggered', on: 'endOfEnemyTurn', target: 'none', effect: { op: 'markerTeleport', marker: 'gates', amount: 2, elseWounds: 3 }, abilityType: 'influence' },
    ],
  },
];
