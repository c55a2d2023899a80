/**
 * Set 1, Горы (mountain): the text features of every card of the element that has printed text.
 * See ./types.ts for the format and the meaning of 'support'.
 */
import type { CardText } from '../../vocab/card-text.js';
import { SCAVENGER } from '../../vocab/constants.js';

export const MOUNTAIN_TEXT: readonly CardText[] = [
  {
    number: 35,
    name: "Гном-поджигатель",
    text: "В начале вашего хода воздействие «нестерпимый жар» — ранить существо противника напротив Гнома-поджигателя на 1 (+1 к воздействию, если это существо не двигалось в прошлый ход противника).",
    support: 'implemented',
    abilities: [
      // В начале вашего хода воздействие «нестерпимый жар» — ранить существо противника напротив Гнома-поджигателя на 1
      // (mandatory; markers.ts `opposite` filter: the cell straight in front of it); +1 к воздействию, если это существо
      // не двигалось в прошлый ход противника (mechanics/movement/moved-last-turn.ts; ruling s1_35: not before the opponent's first turn).
      { kind: 'triggered', on: 'startOfOwnTurn', target: 'enemyCreature', filter: { opposite: true }, effect: { op: 'wound', amount: 1 }, abilityType: 'influence', amountFrom: 'targetStayedLastEnemyTurn' },
    ],
  },
  {
    number: 36,
    name: "Ледяной змей",
    text: "При {strike} — ваше существо, обладающее разрядом, магическим ударом или заклинанием, получает -1 от немагических атак до конца следующего хода противника (воздействие «каменная кожа»).",
    support: 'implemented',
    abilities: [
      // При {strike} (its strike or counter-strike struck) — ваше существо, обладающее разрядом, магическим ударом или
      // заклинанием (a chosen target: markers.ts `has`; ruling s1_36: judged when it is chosen), получает -1 от
      // немагических атак до конца следующего хода противника (durations.ts nonMagicReduction, a timed 533 prevention;
      // {opponentTurns: 1}: the opponent's next turn that starts after now).
      {
        kind: 'triggered',
        on: 'selfStrikes',
        target: 'ownCreature',
        filter: { has: ['discharge', 'magic', 'spell'] },
        effect: { op: 'grant', grant: { nonMagicReduction: 1 }, duration: { opponentTurns: 1 } },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 37,
    name: "Овражный гном",
    text: "При {strike} по открытому существу — воздействие «адское зловоние» — это существо должно закрыться либо получить 2 раны (по выбору атакованного).\n+1 к {strike} по закрытым существам.",
    support: 'implemented',
    abilities: [
      // При {strike} по открытому существу — воздействие «адское зловоние» — это существо должно закрыться либо получить
      // 2 раны (по выбору атакованного): core/systems/choice.ts, the struck card's controller picks as it executes. Its
      // counter-strike counts too (ruling s1_37): the attacker, its closing reserved, is open; choosing to close it is
      // legal and leaves it unwounded.
      {
        kind: 'triggered',
        on: 'selfStrikes',
        strike: { vsOpen: true },
        target: 'eventCard',
        effect: { op: 'either', by: 'affected', options: [{ op: 'close' }, { op: 'wound', amount: 2 }] },
        abilityType: 'influence',
      },
      // +1 к {strike} по закрытым существам (modifiers.ts vs closed; the counter-strike included: the
      // attacker is still open during the fight, its closing is only reserved, ruling s1_37).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { closed: true } } },
    ],
  },
  {
    number: 38,
    name: "Бешеный маг",
    text: "{instant}{tap}: Заклинание «магический трюк» — перенаправить {strike} с карты на стоящее рядом с ней существо в вашем отряде.\n{tap}: Разряд на 1, дальнность 3.",
    support: 'implemented',
    abilities: [
      // {instant}{tap}: Заклинание «магический трюк» — перенаправить {strike} с карты на стоящее рядом с ней существо в
      // вашем отряде (mechanics/strike/redirect.ts): in the strike's window before the dice (digest §5 Перенаправление: only
      // before the dice), not after a defender was assigned (ruling s1_38); ЗоЗ of the attacker or of the new target
      // stops it, of the first target not (ruling s1_38). The rulings' Матриарх / Шаман-душегрыз strikes are not played.
      { kind: 'activated', instant: true, tap: true, window: 'strikeBeforeDice', target: 'ownCreature', filter: { nextToStruck: true }, effect: { op: 'redirectStrike' }, abilityType: 'spell' },
    ],
    ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 }, // {tap}: Разряд на 1, дальность 3
  },
  {
    number: 39,
    name: "Гуль",
    text: "Трупоедство.\n{tap}: {uchr} на 1.\n{tap}: Добивание на 2.",
    support: 'implemented',
    ranged: { kind: 'throughRow', values: [1, 1, 1] }, // {tap}: {uchr} на 1
    abilities: [
      // {tap}: Добивание на 2 (special-strike.ts: an influence destroying an adjacent creature with ≤ 2 lives).
      { kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'finish', amount: 2 }, abilityType: 'influence' },
      // Трупоедство (mechanics/wounds/vampirism.ts SCAVENGER): an adjacent enemy creature it wounded last dies — it
      // heals fully (ruling s1_39: not after a kill by the strike through a row, which hits no adjacent card).
      SCAVENGER,
    ],
  },
  {
    number: 40,
    name: "Мразень",
    text: "{tap}: Метание «сосульки» на 1-2-2, дальность 3.\n+1 к метанию по картам, обладающим {ova}, {ovz} или {armor}.",
    support: 'implemented',
    ranged: { kind: 'throw', values: [1, 2, 2], range: 3 }, // {tap}: Метание «сосульки» на 1-2-2, дальность 3
    abilities: [
      // +1 к метанию по картам, обладающим {ova}, {ovz} или {armor} — printed or acquired (ruling s1_40; modifiers.ts vs.defended).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'throw', vs: { defended: true } } },
    ],
  },
  {
    number: 41,
    name: "Айрин",
    text: "Когда существо с магической способностью, не стоявшее рядом с Айрин, перемещается на соседнюю с ней клетку — получить +1 к разряду до конца вашего хода (до 2 раз в ход).\n{tap}: Разряд на 1.",
    support: 'implemented',
    abilities: [
      // Когда существо с магической способностью (a discharge, magic strike or spell; either side), не стоявшее рядом с
      // Айрин, перемещается на соседнюю с ней клетку (a move or a jump) — получить +1 к разряду до конца вашего хода
      // (до 2 раз в ход): mechanics/movement/moves-next-to.ts; the +1 is a durations.ts ranged grant.
      { kind: 'triggered', on: 'creatureMovesNextTo', subject: { magic: true }, perTurn: 2, target: 'self', effect: { op: 'grant', grant: { ranged: 1 }, duration: 'endOfYourTurn' }, abilityType: 'influence' },
    ],
    ranged: { kind: 'discharge', values: [1, 1, 1] }, // {tap}: Разряд на 1
  },
  {
    number: 42,
    name: "Знахарь племени",
    text: "3{counter}{tap}: Возродить существо (в закрытом виде, 1 раз за бой).\nВальхалла: ранить ваше существо на 1, при этом оно получает {counter}.\n{tap}: Разряд на 1.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1] }, // {tap}: Разряд на 1
    abilities: [
      // 3{counter}{tap}: Возродить существо (в закрытом виде, 1 раз за бой): 535.6 (squad.ts; a creature of your graveyard,
      // chosen, next to Знахарь), entering closed; at most once per battle (durations.ts countUse). 123.3: the counter cost
      // brings the implicit "{tap}: накопить 1 фишку". No ability type is printed: an influence.
      { kind: 'activated', tap: true, counters: 3, perBattle: true, target: 'none', effect: { op: 'resurrect', closed: true }, abilityType: 'influence' },
      // Вальхалла: ранить ваше существо на 1, при этом оно получает {counter} (markers.ts `also`; counters.ts).
      { kind: 'triggered', on: 'valhalla', target: 'ownCreature', effect: { op: 'wound', amount: 1 }, also: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 43,
    name: "Каменный голем",
    text: "Неповоротливость.\n-2 от немагических атак.",
    support: 'partial',
    missing: ['Неповоротливость: the keyword is printed on the card, but its rules text is not in the rule sources the project has (docs/rules-coverage.md); not played'],
    abilities: [
      // -2 от немагических атак (533 prevention): simple strike, shot, throw, strike through a row, special strike. Like
      // armour, the engine does not count a counter-strike as an attack (enums AttackKind.CounterStrike).
      { kind: 'prevention', amount: 2, match: { op: 'wound', to: 'self', fromTypes: ['strike', 'shot', 'throw', 'throughRow', 'specialStrike'] } },
    ],
  },
  {
    number: 44,
    name: "Страж чертогов",
    text: "Строй: Может объявлять {strike} с дальностью 2.\nПока стоит в строю с хотя бы двумя существами, имеет {direct}.",
    support: 'implemented',
    abilities: [
      // Строй: Может объявлять {strike} с дальностью 2 (mechanics/strike/strike-range.ts: two cells away in a straight line; still a
      // melee strike with fight, counter-strike and defenders, ruling s1_44).
      { kind: 'formation', grant: { strikeRange: 2 } },
      // Пока стоит в строю с хотя бы двумя существами, имеет {direct} (core/systems/formation.ts).
      { kind: 'formation', grant: { keywords: ['direct'] }, when: { min: 2 } },
    ],
  },
  {
    number: 45,
    name: "Ледовый охотник",
    text: "{strike}: {uchr} на 2, при этом существо напротив Ледового охотика получает {ova}1 или +1 к {ova} до конца вашего хода.\nВальхалла: ваше существо получает {ova}1 или +1 к {ova} до конца вашего хода",
    support: 'implemented',
    abilities: [
      // {strike}: {uchr} на 2 (the cost icon is printed as {strike}, set1.json errata note: played as {tap}), при этом
      // существо напротив Ледового охотника (either side: over an own card the {uchr} passes the one in front of it)
      // получает {ova}1 или +1 к {ova} до конца вашего хода (ranged-abilities.ts oppositeGets; durations.ts).
      { kind: 'ranged', attack: 'throughRow', values: [2, 2, 2], tap: true, oppositeGets: { op: 'grant', grant: { ova: 1 }, duration: 'endOfYourTurn' } },
      // Вальхалла: ваше существо получает {ova}1 или +1 к {ova} до конца вашего хода (special-strike.ts valhalla; durations.ts).
      { kind: 'triggered', on: 'valhalla', target: 'ownCreature', effect: { op: 'grant', grant: { ova: 1 }, duration: 'endOfYourTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 46,
    name: "Мастер топора",
    text: "Строй: в начале вашего хода Мастер топора получает {counter}. X{counter}{tap}: Магический удар на 0-1-2, +1 к удару за каждую потраченную {counter}.",
    support: 'implemented',
    abilities: [
      // X{counter}{tap}: Магический удар на 0-1-2, +1 к удару за каждую потраченную {counter} (ranged-abilities.ts: X named
      // at the declaration, Decision.Choice; engine reading: X = 0 is allowed, a plain 0-1-2 magic strike). 123.3: the
      // counter cost brings the implicit "{tap}: накопить 1 фишку".
      { kind: 'ranged', attack: 'magic', values: [0, 1, 2], tap: true, counters: 'X', xMin: 0, perSpentCounter: 1 },
      // Строй: в начале вашего хода Мастер топора получает {counter} (a trigger while in formation, formation.ts; counters.ts).
      { kind: 'triggered', on: 'startOfOwnTurn', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence', formation: {} },
    ],
  },
  {
    number: 47,
    name: "Ртунх",
    text: "-1 от дальних атак.\n+1 к {strike} по болотным.\nМожет выступать защитником любому вашему нелетающему существу.",
    support: 'implemented',
    abilities: [
      // Может выступать защитником любому вашему нелетающему существу (mechanics/strike/defenders.ts; ruling s1_47: standing
      // next to neither the attacker nor the attacked card).
      { kind: 'keyword', keyword: 'defendsAnyGround' },
      // -1 от дальних атак (533 prevention): shot, throw, discharge, strike through a row (digest §5 table).
      { kind: 'prevention', amount: 1, match: { op: 'wound', to: 'self', fromTypes: ['shot', 'throw', 'discharge', 'throughRow'] } },
      // +1 к {strike} по болотным (modifiers.ts; the counter-strike included).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { element: 'swamp' } } },
    ],
  },
  {
    number: 48,
    name: "Смотритель горнила",
    text: "Строй: {armor}2 (пока в строю с элитным существом).\nСтрой: {ovz}2 (пока в строю с рядовым существом).",
    support: 'implemented',
    abilities: [
      // Строй (core/systems/formation.ts): Броня 2 while in formation with an elite creature …
      { kind: 'formation', grant: { armor: 2 }, when: { partner: 'elite' } },
      // … ОвЗ 2 while in formation with an ordinary one (both with partners of both kinds).
      { kind: 'formation', grant: { ovz: 2 }, when: { partner: 'ordinary' } },
    ],
  },
  {
    number: 49,
    name: "Центурион",
    text: "{tap}: {uchr} на 1.\n{counter}{tap}: Воздействие «таран» — получить X ран, при этом ранить на X-1 стоящее напротив существо противника.",
    support: 'implemented',
    abilities: [
      // {counter}{tap}: Воздействие «таран» — получить X ран (X named at the declaration, 1 to its current lives, ruling
      // s1_49; mechanics/strike/ram.ts), при этом ранить на X-1 стоящее напротив существо противника (a composite stage, 512.3;
      // if X equals its lives it dies first and the stage affects no one, ruling s1_49). The implicit "{tap}: накопить
      // 1 фишку" (123.3) comes with the counter cost.
      {
        kind: 'activated',
        counters: 1,
        tap: true,
        upTo: 'ownLives',
        target: 'self',
        effect: { op: 'wound', amount: 0 },
        abilityType: 'influence',
        then: [{ target: 'oppositeEnemyCreature', effect: { op: 'wound', amount: -1 }, abilityType: 'influence' }],
      },
    ],
    ranged: { kind: 'throughRow', values: [1, 1, 1] }, // {tap}: {uchr} на 1
  },
  {
    number: 50,
    name: "Хранитель гор",
    text: "+2 к {strike} по болотным.",
    support: 'implemented',
    abilities: [
      // +2 к {strike} по болотным (modifiers.ts; the counter-strike included).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 2, damage: 'simple', vs: { element: 'swamp' } } },
    ],
  },
  {
    number: 51,
    name: "Призывающая бурю",
    text: "{tap}: Заклинание «мороз, мгла и ливень» — выбрать ряд половины поля боя противника; до конца хода противника сводит каждую атаку рядового существа противника к 1, пока оно стоит в выбранном ряду (1 раз за бой для каждого ряда).\n{tap}: Разряд на 1-2-2, дальность 4.",
    support: 'implemented',
    abilities: [
      // {tap}: Заклинание «мороз, мгла и ливень» — выбрать ряд половины поля боя противника (named at the declaration,
      // 1 раз за бой для каждого ряда); до конца хода противника сводит каждую атаку рядового существа противника к 1,
      // пока оно стоит в выбранном ряду (mechanics/strike/row-attack-cap.ts; it ends if she leaves the battle zone, ruling s1_51).
      { kind: 'activated', tap: true, upTo: 'freeEnemyRow', target: 'none', effect: { op: 'rowAttackCap' }, abilityType: 'spell' },
    ],
    ranged: { kind: 'discharge', values: [1, 2, 2], range: 4 }, // {tap}: Разряд на 1-2-2, дальность 4
  },
  {
    number: 52,
    name: "Тан Ханеранга",
    text: "Строй: -1 от магических ударов и разрядов.\nПри гибели вашего существа со строем в ход противника — существа, которые стояли с ним в строю, получают +2 к следующему {strike}.",
    support: 'implemented',
    abilities: [
      // Строй: -1 от магических ударов и разрядов (533 prevention while in formation, core/systems/formation.ts).
      { kind: 'prevention', amount: 1, match: { op: 'wound', to: 'self', fromTypes: ['magic', 'discharge'] }, formation: {} },
      // При гибели вашего существа со строем в ход противника — существа, которые стояли с ним в строю, получают +2 к
      // следующему {strike} (mechanics/triggers/partners-at-death.ts; the bonus: core/systems/prophecy.ts nextStrikeBonus).
      { kind: 'triggered', on: 'otherCreatureDies', subject: { side: 'own', formation: true }, inEnemyTurn: true, target: 'eventPartners', effect: { op: 'nextStrikeBonus', amount: 2 }, abilityType: 'influence' },
      // Ruling s1_52: Тан's own death counts (it has Строй itself) — the same from the graveyard.
      { kind: 'triggered', on: 'selfDies', inEnemyTurn: true, target: 'eventPartners', effect: { op: 'nextStrikeBonus', amount: 2 }, abilityType: 'influence' },
    ],
  },
  {
    number: 53,
    name: "Гном-басаарг",
    text: "Строй: +1 к {strike}.\n+1 к {strike} и {direct} по закрытым существам.\nЕсли в свой ход Гном-басаарг может атаковать простым ударом закрытое существо противника, он обязан это сделать.",
    support: 'implemented',
    abilities: [
      // Если в свой ход может атаковать простым ударом закрытое существо противника, обязан это сделать (ruling s1_53:
      // the turn cannot be passed while it can; keywords.ts 'mustStrikeClosed', turn.ts legalMain).
      { kind: 'keyword', keyword: 'mustStrikeClosed' },
      // Строй: +1 к {strike} (modifiers.ts when 'formation'; the card has Строй).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple' }, when: 'formation' },
      // +1 к {strike} и {direct} по закрытым существам (the struck card closed when the strike is made).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { closed: true } } },
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct', vs: { closed: true } } },
    ],
  },
  {
    number: 54,
    name: "Искатель тайн",
    text: "{tap}: Разряд на 1, дальность 3.\nВ начале вашего хода пророчество 1; если показанная карта {elite}, Искатель тайн может получить полет и +1 к {strike} до конца боя, при этом теряет все особенности.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 }, // {tap}: Разряд на 1, дальность 3
    abilities: [
      // В начале вашего хода пророчество 1 (core/systems/prophecy.ts); если показанная карта {elite} — "может" is a choice made
      // after seeing it (core/systems/choice.ts 'either', by its controller): получить полет и +1 к {strike} до конца боя, при
      // этом теряет все особенности (mechanics/movement/flight.ts, mechanics/features/lose-features.ts: its discharge and this trigger), or nothing.
      {
        kind: 'triggered',
        on: 'startOfOwnTurn',
        target: 'self',
        prophecy: { count: 1, if: 'allElite' },
        effect: { op: 'either', by: 'controller', options: [{ op: 'gainFlight', strike: 1, loseFeatures: true }, { op: 'nothing' }] },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 55,
    name: "Борг",
    text: "{counter}{tap}: Особый удар на 3. При особом ударе по закрытому существу оно не открывается в свой следующий ход (воздействие «оглушение»).",
    support: 'implemented',
    abilities: [
      // {counter}{tap}: Особый удар на 3 (special-strike.ts; 123.3: the implicit "{tap}: накопить 1 фишку" comes with the
      // counter cost). При особом ударе по закрытому существу оно не открывается в свой следующий ход («оглушение»:
      // markers.ts skipOpen, only when the target is closed as the strike is made).
      { kind: 'activated', tap: true, counters: 1, target: 'adjacentCreature', effect: { op: 'wound', amount: 3 }, also: { op: 'skipOpen' }, alsoIfClosed: true, abilityType: 'specialStrike' },
    ],
  },
  {
    number: 56,
    name: "Ном",
    text: "{direct} по картам с метанием. При гибели ранить нелетающее существо противника на 3 (воздействие «штопор»).",
    support: 'implemented',
    abilities: [
      // {direct} по картам с метанием (modifiers.ts grant vs a card with a throw).
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct', vs: { has: ['throw'] } } },
      // При гибели ранить нелетающее существо противника на 3 (воздействие «штопор»): mandatory, any range.
      { kind: 'triggered', on: 'selfDies', target: 'enemyCreature', filter: { flyer: false }, effect: { op: 'wound', amount: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 57,
    name: "Криомант",
    text: "{counter}{tap}: Воздействие «ледяной дождь» — в следующий ход противника он может перемещаться только 3-2-1 существами.\n{tap}: Разряд на 1.\n{second}: Начинает бой с {counter}.",
    support: 'implemented',
    ranged: { kind: 'discharge', values: [1, 1, 1] }, // {tap}: Разряд на 1
    abilities: [
      // {counter}{tap}: Воздействие «ледяной дождь» — в следующий ход противник может перемещаться только 3-2-1 существами
      // (core/systems/move-limit.ts: a die on the X-Y-Z scale; moves, jumps and teleports count, ruling s1_57). 123.3: the
      // counter cost brings the implicit "{tap}: накопить 1 фишку".
      { kind: 'activated', tap: true, counters: 1, target: 'none', effect: { op: 'moveLimit', values: [3, 2, 1] }, abilityType: 'influence' },
      // {second}: Начинает бой с {counter} (counters.ts).
      { kind: 'counters', startsWith: { counters: 1, when: 'second' } },
    ],
  },
  {
    number: 58,
    name: "Молотобоец",
    text: "При {strike} в свой ход может переместить атакованное существо на 1 клетку в направлении удара; если атакованный не может или не хочет быть перемещен — Молотобоец ранит его на 2 (воздействие «удар молота»).\n{tap}: Получить {direct}.",
    support: 'implemented',
    abilities: [
      // {tap}: Получить {direct} (no duration printed: while it stays in the battle zone, durations.ts 'battle').
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'grant', grant: { keywords: ['direct'] }, duration: 'battle' }, abilityType: 'influence' },
      // При {strike} в свой ход (its attack's strike, `attackOnly`: in the engine a simple strike in нападение is always
      // made in its controller's turn) может (optional) переместить атакованное существо на 1 клетку в направлении удара
      // (mechanics/movement/push.ts; diagonal on along the diagonal, ruling s1_58); если атакованный не может (cell beyond taken or
      // off the field, a flyer: ruling s1_58) или не хочет (his choice, core/systems/choice.ts 'affected') быть перемещен —
      // Молотобоец ранит его на 2 (воздействие «удар молота»).
      { kind: 'triggered', on: 'selfStrikes', strike: { attackOnly: true }, optional: true, target: 'eventCard', effect: { op: 'either', by: 'affected', options: [{ op: 'push' }, { op: 'wound', amount: 2 }] }, abilityType: 'influence' },
    ],
  },
  {
    number: 59,
    name: "Оборотень",
    text: "До начала вашего хода Оборотень получает либо {regen}2, либо +2 к {strike} и +1 к {move} (до конца хода противника).\nВальхалла: излечить вашего йордлинга на 1.",
    support: 'implemented',
    abilities: [
      // До начала вашего хода Оборотень получает либо {regen}2, либо +2 к {strike} и +1 к {move} (до конца хода
      // противника). Engine reading [M]: "до начала вашего хода" is the end of the opponent's turn (end-of-turn.ts
      // 'endOfEnemyTurn', right before your turn starts), the controller picks (core/systems/choice.ts), and the
      // effect lasts through your turn and the opponent's next one (durations.ts 'endOfOpponentNextTurn'); the
      // {regen}2 heals at the start of your turn (durations.ts timed regeneration, turn.ts). Not before your
      // first turn when you move first (no opponent turn has ended yet).
      {
        kind: 'triggered',
        on: 'endOfEnemyTurn',
        target: 'self',
        effect: {
          op: 'either',
          by: 'controller',
          options: [
            { op: 'grant', grant: { regen: 2 }, duration: 'endOfOpponentNextTurn' },
            { op: 'grant', grant: { strike: 2, move: 1 }, duration: 'endOfOpponentNextTurn' },
          ],
        },
        abilityType: 'influence',
      },
      // Вальхалла: излечить вашего йордлинга на 1 (a chosen own creature of the class Йордлинг, markers.ts class filter).
      { kind: 'triggered', on: 'valhalla', target: 'ownCreature', filter: { class: 'Йордлинг' }, effect: { op: 'heal', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 60,
    name: "Аргвальд",
    text: "Карты противника могут объявлять разряд только по Аргвальду, пока он стоит рядом с хотя бы одним существом противника (вне зависимости от дальности). При разряде по Аргвальду — он получает {counter}.\n{tap}: Магический удар на 2. +1 к магическому удару за каждую {counter} на Аргвальде, при магическом ударе — теряет все {counter}.",
    support: 'implemented',
    abilities: [
      // {tap}: Магический удар на 2. +1 к магическому удару за каждую {counter}; при магическом ударе — теряет все {counter} (ranged-abilities.ts).
      { kind: 'ranged', attack: 'magic', values: [2, 2, 2], tap: true, perCounter: 1, loseCounters: 'all' },
      // Карты противника могут объявлять разряд только по Аргвальду, пока он стоит рядом с хотя бы одним существом
      // противника (вне зависимости от дальности): core/systems/keywords.ts drawnRangedTargets (rulings s1_60: at any range;
      // a discharger next to it cannot discharge at all, a discharge is never declared at an adjacent card).
      { kind: 'keyword', keyword: 'drawsDischargesNearEnemy' },
      // При разряде по Аргвальду — он получает {counter} (a ranged strike event of kind discharge, special-strike.ts).
      { kind: 'triggered', on: 'selfStruck', strike: { ranged: 'only' }, fromTypes: ['discharge'], target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
    ],
  },
  {
    number: 61,
    name: "Горный великан",
    text: "Строй: {ovz}1.",
    support: 'implemented',
    abilities: [{ kind: 'formation', grant: { ovz: 1 } }], // Строй: ОвЗ 1 (core/systems/formation.ts)
  },
  {
    number: 62,
    name: "Костедробитель",
    text: "Вальхалла: ваше существо получает +1 к {strike} до конца вашего хода.",
    support: 'implemented',
    abilities: [
      // Вальхалла (special-strike.ts: at the start of your turn from the graveyard): ваше существо получает
      // +1 к {strike} до конца вашего хода (durations.ts).
      { kind: 'triggered', on: 'valhalla', target: 'ownCreature', effect: { op: 'grant', grant: { strike: 1 }, duration: 'endOfYourTurn' }, abilityType: 'influence' },
    ],
  },
  {
    number: 63,
    name: "Рагнар",
    text: "Первая за ход способность Вальхаллы вашей карты срабатывает дважды.\nВальхалла: первый за ход {strike} вашего существа становится безответным.",
    support: 'implemented',
    abilities: [
      // Первая за ход способность Вальхаллы вашей карты срабатывает дважды (mechanics/triggers/valhalla-twice.ts; ruling s1_63: the
      // first Valhalla you declare is declared again at once, with a new target, the pair executing after your other Valhallas).
      { kind: 'keyword', keyword: 'doublesFirstValhalla' },
      // Вальхалла: первый за ход {strike} вашего существа становится безответным (mechanics/strike/first-strike.ts: the first
      // simple strike of any of your creatures this turn; engine reading [M], no creature is named).
      { kind: 'triggered', on: 'valhalla', target: 'none', effect: { op: 'firstStrikeUnanswerable' }, abilityType: 'influence' },
    ],
  },
  {
    number: 64,
    name: "Гобрах",
    text: "-2 от ударов по диагонали.",
    support: 'implemented',
    abilities: [
      // -2 от ударов по диагонали (533 prevention): simple strikes, counter-strikes, magic and special strikes
      // from a card standing diagonally next to Гобрах (a redirected strike from farther is not, ruling).
      { kind: 'prevention', amount: 2, match: { op: 'wound', to: 'self', fromTypes: ['strike', 'counterStrike', 'magic', 'specialStrike'], fromDiagonal: true } },
    ],
  },
  {
    number: 65,
    name: "Ледовый страж",
    text: "{instant}{tap}: Заклинание «оковы льда» — закрыть существо, которое не передвигалось в этот ход.\n{tap}: Излечиться на 3.",
    support: 'implemented',
    abilities: [
      // {instant}{tap}: Заклинание «оковы льда» — закрыть существо, которое не передвигалось в этот ход.
      { kind: 'activated', instant: true, tap: true, target: 'anyCreature', effect: { op: 'close' }, abilityType: 'spell', filter: { notMovedThisTurn: true } },
      // {tap}: Излечиться на 3.
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 66,
    name: "Повелитель молний",
    text: "{tap}: Получить {counter}.\n{tap}: Разряд на 2. +3 к разряду за каджую {counter} на Повелителе молний. При разряде — теряет одну {counter}. Не может иметь более 3{counter}. Игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту.",
    support: 'implemented',
    abilities: [
      // {tap}: Получить {counter}. Не может иметь более 3{counter} (counters.ts, 123.4).
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      // {tap}: Разряд на 2. +3 к разряду за каждую {counter}. При разряде — теряет одну {counter} (ranged-abilities.ts).
      { kind: 'ranged', attack: 'discharge', values: [2, 2, 2], tap: true, perCounter: 3, loseCounters: 'one' },
      { kind: 'counters', max: 3 },
      // Игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту (Аргвальд s1_60; core/systems/keywords.ts).
      { kind: 'keyword', keyword: 'ignoresDrawnDischarges' },
    ],
  },
  {
    number: 67,
    name: "Гномий король",
    text: "Строй: -1 от немагических атак. Существа в строю с Гномьим королем получают +1 к удару.\nПри дальней атаке по существу в вашем втором или третьем ряду может перенаправить эту атаку на существо, стоящее в строю с Гномьим королем (1 раз за ход для каждого атакованного существа).",
    support: 'implemented',
    abilities: [
      // Строй: -1 от немагических атак (533 prevention while in formation, core/systems/formation.ts); like
      // armour, a counter-strike is not an attack for the engine.
      { kind: 'prevention', amount: 1, match: { op: 'wound', to: 'self', fromTypes: ['strike', 'shot', 'throw', 'throughRow', 'specialStrike'] }, formation: {} },
      // Существа в строю с Гномьим королем получают +1 к удару: an aura over its formation partners
      // (modifiers.ts near 'formation'); "удар" of every type, as in ruling s1_2.
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'strikes' }, to: { near: 'formation', own: true } },
      // При дальней атаке (its declaration by the opponent: shot, throw, discharge, {uchr}) по существу в вашем втором или
      // третьем ряду может перенаправить эту атаку на существо, стоящее в строю с Гномьим королем (1 раз за ход для
      // каждого атакованного существа): mechanics/strike/redirect.ts; range and kind restrictions ignored (ruling s1_67).
      // Each attacked creature: the further targets of one "по разным существам" fire it too (Аколит Дзара ruling);
      // the attacked card is revealed when the attack is made, so a redirected hidden card stays hidden (ruling s1_67).
      {
        kind: 'triggered',
        on: 'enemyDeclares',
        fromTypes: ['shot', 'throw', 'discharge', 'throughRow'],
        declaredAtOwnBackRows: true,
        optional: true,
        target: 'ownCreature',
        filter: { formationPartner: true },
        effect: { op: 'redirectDeclared' },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 68,
    name: "Владыка небес",
    text: "Игнорирует {zoal}.\nПри ударе по существу – оно получает маркер «добычи». +3 к {strike} и безответный удар по существам с маркером «добычи».\n{tap}: Получить полет.",
    support: 'implemented',
    abilities: [
      // Игнорирует {zoal} (modifiers.ts 'ignoreZoal'; ruling s1_21: every protection against a flyer's attacks) — only
      // while it flies (after «{tap}: Получить полет», mechanics/movement/flight.ts).
      { kind: 'modifier', mod: { op: 'grant', kw: 'ignoreZoal' } },
      // При ударе по существу – оно получает маркер «добычи» (its simple strike struck, attack or counter-strike;
      // mechanics/markers/prey-mark.ts, for the battle).
      { kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'preyMark' }, abilityType: 'influence' },
      // +3 к {strike} и безответный удар по существам с маркером «добычи» (modifiers.ts vs preyMarked).
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 3, damage: 'simple', vs: { preyMarked: true } } },
      { kind: 'modifier', mod: { op: 'grant', kw: 'unanswerable', vs: { preyMarked: true } } },
      // {tap}: Получить полет (mechanics/movement/flight.ts: from its cell to the auxiliary zone, a flyer for the rest of the battle).
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainFlight' }, abilityType: 'influence' },
    ],
  },
];
