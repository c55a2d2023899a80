/**
 * Set 1, Нейтральные (neutral): the text features of every card of the element that has printed text.
 * See ./types.ts for the format and the meaning of 'support'.
 */
import type { CardText } from '../../vocab/card-text.js';
import { SCAVENGER } from '../../vocab/constants.js';

export const NEUTRAL_TEXT: readonly CardText[] = [
  {
    number: 171,
    name: "Мародёр",
    text: "{tap}: {uchr} на 1.\nПри наборе Мародера в отряд вы получаете 1 {elite}.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true },
      { kind: 'recruit', gainGold: 1 },
    ],
  },
  {
    number: 172,
    name: "Ведающий запасами",
    text: "При наборе отряда, если в вашем отряде есть карты стоимостью 3, 4, 5, 6, 7 и 8, вы можете взять Ведающего запасами в отряд бесплатно.",
    support: 'implemented',
    abilities: [{ kind: 'recruit', freeIfSquadHasCosts: [3, 4, 5, 6, 7, 8] }],
  },
  {
    number: 173,
    name: "Ведунья Ордена",
    text: "В конце хода противника вы можете посмотреть 3 верхние карты вашей колоды, затем положить их на верх или в низ вашей колоды в любом порядке, не перемешивая колоду.\n{tap}: Разряд на 1, дальность 4.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'discharge', values: [1, 1, 1], range: 4, tap: true },
      // "В конце хода противника вы можете посмотреть 3 верхние карты … на верх или в низ … в любом порядке" (mechanics/features/deck-order.ts).
      { kind: 'triggered', on: 'endOfEnemyTurn', optional: true, target: 'self', effect: { op: 'arrangeDeck', amount: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 174,
    name: "Взрывная Мэри",
    text: "{instant}{tap}: Воздействие «черная метка» — когда бросок кубика существа равен 1 — ранить его на 2.\n{instant}{tap}: Воздействие «пиратская удаль» — ранить существо противника на 1.",
    support: 'implemented',
    abilities: [
      // «пиратская удаль».
      { kind: 'activated', instant: true, tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'influence' },
      // «черная метка» in the window after a die (mechanics/dice/strike-dice.ts): usable while the attacker's / the struck
      // card's die, with modifiers, is 1 (ruling s1_174); one feature, one entry per die. The dice: a simple strike's,
      // Шакси's «удар копытцем» (die-outcome.ts), a ranged attack's (the attacker's), a ranged block's (the attacked
      // card's) and a move limit's (the source's) (core/systems/die-window.ts). The dive's die is rolled while effects
      // are applied (dive.ts): no one holds priority there (511).
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 2, die: 'attacker', mode: 'woundIfOne' }, abilityType: 'influence' },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 2, die: 'defender', mode: 'woundIfOne' }, abilityType: 'influence' },
    ],
  },
  {
    number: 175,
    name: "Крондак",
    text: "{tap}: Воздействие «разжигание костра» — положите маркер «костра» на свободную клетку (до конца хода противника), клетка с маркером «костра» считается занятой.\n{tap}: Разряд на 1. +1 к разряду по летающим.",
    support: 'implemented',
    abilities: [
      // «разжигание костра» (mechanics/markers/cell-markers.ts): the free cell is named at the declaration; the
      // marker lasts to the end of the opponent's turn, the cell counts as occupied for every move and
      // entry, and no {uchr} goes through it (ruling s1_175).
      { kind: 'activated', tap: true, target: 'none', effect: { op: 'cellMarker', marker: 'bonfire' }, abilityType: 'influence' },
      { kind: 'ranged', attack: 'discharge', values: [1, 1, 1], tap: true, vsFlyer: 1 },
    ],
  },
  {
    number: 176,
    name: "Наёмник",
    text: "Строй: -1 от выстрелов и метаний.",
    support: 'implemented',
    // Строй: -1 от выстрелов и метаний (533 prevention while in formation, core/systems/formation.ts; it gives the card Строй).
    abilities: [{ kind: 'prevention', amount: 1, match: { op: 'wound', to: 'self', fromTypes: ['shot', 'throw'] }, formation: {} }],
  },
  {
    number: 177,
    name: "Следопыт",
    text: "После расстановки карт вскройте Следопыта — противник вскрывает карты своего первого ряда, а вы можете поменять расположение своих карт на вашей половине поля боя, не вскрывая их.\n{tap}: Выстрел на 1.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true },
      // "После расстановки карт вскройте Следопыта — … вы можете поменять расположение своих карт …" (core/systems/recruit.ts).
      { kind: 'recruit', rearrangeAfterPlacement: true },
    ],
  },
  {
    number: 178,
    name: "Алвалинд",
    text: "При промахе вашего существа в ваш ход — получить {counter}.\nКогда получает третью {counter} — потерять все {counter}, при этом получить 2 раны (воздействие «все пропало»).\nВ конце вашего хода — разряд на 1 (+2 к разряду за каждую {counter}), при этом теряет все {counter}.",
    support: 'implemented',
    abilities: [
      // "При промахе вашего существа в ваш ход — получить {counter}" (mechanics/dice/own-misses.ts; itself included).
      { kind: 'triggered', on: 'ownMisses', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
      // «все пропало» (mechanics/triggers/counter-threshold.ts): one game action, the counters go and 2 wounds.
      { kind: 'triggered', on: 'selfReachesCounters', reaches: 3, target: 'self', effect: { op: 'loseCounters', amount: 0, all: true }, also: { op: 'wound', amount: 2 }, abilityType: 'influence' },
      // "В конце вашего хода — разряд на 1 (+2 за каждую {counter}), при этом теряет все {counter}"
      // (a triggered ranged attack, ranged-abilities.ts; no legal target: not declared, its counters stay). Ruling s1_178:
      // no counter in any cost, so no "{tap}: накопить" (123.3).
      {
        kind: 'triggered',
        on: 'endOfOwnTurn',
        target: 'enemyCreature',
        effect: { op: 'wound', amount: 1 },
        abilityType: 'discharge',
        ranged: { attack: 'discharge', values: [1, 1, 1], perCounter: 2, loseCounters: 'all' },
      },
    ],
  },
  {
    number: 179,
    name: "Жжраг",
    text: "Трупоедство.\nПри трупоедстве получает 3 дополнительные жизни.",
    support: 'implemented',
    abilities: [
      // Трупоедство (mechanics/wounds/vampirism.ts SCAVENGER, trigger point 'selfKills').
      SCAVENGER,
      // "При трупоедстве получает 3 дополнительные жизни": the same trigger point.
      { kind: 'triggered', on: 'selfKills', target: 'self', effect: { op: 'extraLives', amount: 3 }, abilityType: 'influence' },
    ],
  },
  {
    number: 180,
    name: "Линнет",
    text: "-1 от дальних атак.\nДо набора отряда вы можете показать Линнет и существо стоимостью не больше 7{elite}; возьмите Линнет и это существо в отряд за {ordinary}, это существо получает особенность «Погибает, когда ваша Линнет покидает поле боя».\n{tap}: Разряд на 1-1-2.",
    support: 'implemented',
    abilities: [
      // "-1 от дальних атак" (533 prevention: 1 wound of each ranged attack).
      { kind: 'prevention', match: { op: 'wound', to: 'self', fromTypes: ['shot', 'throw', 'discharge', 'throughRow'] }, amount: 1 },
      { kind: 'ranged', attack: 'discharge', values: [1, 1, 2], tap: true },
      // "До набора отряда … показать Линнет и существо стоимостью не больше 7{elite}; … за {ordinary}; … погибает, когда ваша Линнет покидает поле боя" (core/systems/recruit.ts).
      { kind: 'recruit', partner: { maxCost: 7 } },
    ],
  },
  {
    number: 181,
    name: "Ловец удачи",
    text: "{tap}: {uchr} на 1\n{instant}{tap}: Воздействие «удача» — +1 или -1 к броску кубика, или перебросить кубик.\nВ начале хода противника может открыться.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true },
      // «удача» in the window after a die (mechanics/dice/strike-dice.ts): one feature whose option — +1 / -1 / reroll, the
      // attacker's or the struck card's die — is chosen at the declaration (one entry each). The dice as for Взрывная
      // Мэри s1_174: a simple strike's, «удар копытцем», a ranged attack's, a ranged block's (the attacked card's: the
      // struck card's entries) and a move limit's (core/systems/die-window.ts).
      // Ruling s1_181: rerolls only before any ±X.
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 1, die: 'attacker' }, abilityType: 'influence' },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: -1, die: 'attacker' }, abilityType: 'influence' },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 0, die: 'attacker', mode: 'reroll' }, abilityType: 'influence' },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 1, die: 'defender' }, abilityType: 'influence' },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: -1, die: 'defender' }, abilityType: 'influence' },
      { kind: 'activated', instant: true, tap: true, window: 'strikeAfterDice', target: 'executingStrike', effect: { op: 'dieDelta', amount: 0, die: 'defender', mode: 'reroll' }, abilityType: 'influence' },
      // "В начале хода противника может открыться".
      { kind: 'triggered', on: 'startOfEnemyTurn', optional: true, target: 'self', effect: { op: 'open' }, abilityType: 'influence' },
    ],
  },
  {
    number: 182,
    name: "Матросы Аделаиды",
    text: "Прыжок, дальность 3.\nПолучает {ovz}1 и -1 от слабых {strike}, пока стоит в центральном столбце.\nПолучает {ova}1 и +1 к среднему и сильному {strike}, пока стоит в крайнем левом или правом столбце.",
    support: 'implemented',
    abilities: [
      { kind: 'jump', range: 3 },
      // "Получает {ovz}1 и -1 от слабых {strike}, пока стоит в центральном столбце" (modifiers.ts).
      { kind: 'modifier', mod: { op: 'grant', kw: 'ovz', amount: 1 }, when: 'centralColumn' },
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'simple', tier: 1 }, when: 'centralColumn' },
      // "Получает {ova}1 и +1 к среднему и сильному {strike}, пока стоит в крайнем левом или правом столбце".
      { kind: 'modifier', mod: { op: 'grant', kw: 'ova', amount: 1 }, when: 'edgeColumn' },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 2 }, when: 'edgeColumn' },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 3 }, when: 'edgeColumn' },
    ],
  },
  {
    number: 183,
    name: "Дозор Форрендора",
    text: "{tap}: Выстрел на 1. +1 к выстрелу по летаюшим существам.\nПри гибели летающего существа — Дозор Форрендора может получить полет и +1 к {strike} до конца боя (1 раз за бой).",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, vsFlyer: 1 },
      // При гибели летающего существа (either side; a card that gained flight counts, mechanics/movement/flight.ts diedAsFlyer) —
      // может получить полет и +1 к {strike} до конца боя (1 раз за бой: a per-battle trigger mark, prophecy.ts markOnce).
      {
        kind: 'triggered',
        on: 'otherCreatureDies',
        subject: { flyer: true },
        optional: true,
        perBattle: true,
        target: 'self',
        effect: { op: 'gainFlight' },
        also: { op: 'grant', grant: { strike: 1 }, duration: 'battle' },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 184,
    name: "Отшельница",
    text: "{instant}{tap}: Когда существо получает раны от удара — перераспределить эти раны на других ваших существ.\n{tap}: Излечиться на 3.",
    support: 'implemented',
    abilities: [
      { kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: 3 }, abilityType: 'influence' },
      // mechanics/wounds/spread-wounds.ts: in the window after a strike's wounds (116.3, 116.4; the item that dealt them waits),
      // a creature that got them (an enemy one too, ruling s1_184) is healed by them, at most its wounds, and the
      // controller's other creatures named one wound at a time get what was healed (ruling s1_184: "лечит урон и
      // наносит его в другую цель"; a creature killed by the strike is gone: "летальный урон не отлечить").
      // The text names no type: an influence, as the heal.
      { kind: 'activated', instant: true, tap: true, target: 'anyCreature', filter: { woundedByStrikeNow: true }, upTo: 'strikeWounds', effect: { op: 'moveWounds' }, abilityType: 'influence' },
    ],
  },
  {
    number: 185,
    name: "Шакси",
    text: "Прыжок, дальность 3. При прыжке бросьте кубик: если выпало 1 или 2 — ранить стоящее рядом существо на 2; если выпало 3 или 4 — излечить Шакси или стоящее рядом существо на 3; если выпало 5 или 6 — стоящее рядом существо получает {counter} (воздействие «удар копытцем»).",
    support: 'implemented',
    abilities: [
      { kind: 'jump', range: 3 },
      // «удар копытцем» (mechanics/dice/die-outcome.ts): "При прыжке" (a jump only, trigger-conditions.ts), the die
      // picks the effect, its target is named after the roll; the die waits in the window after the dice for
      // die features first (ruling s1_185: Ловец удачи, Взрывная Мэри).
      {
        kind: 'triggered',
        on: 'selfMoves',
        jumpOnly: true,
        target: 'none',
        effect: {
          op: 'dieOutcome',
          outcomes: [
            { upTo: 2, target: 'adjacentCreature', effect: { op: 'wound', amount: 2 } },
            { upTo: 4, target: 'selfOrAdjacent', effect: { op: 'heal', amount: 3 } },
            { upTo: 6, target: 'adjacentCreature', effect: { op: 'gainCounters', amount: 1 } },
          ],
        },
        abilityType: 'influence',
      },
    ],
  },
  {
    number: 186,
    name: "Головорез",
    text: "Пока рядом с Головорезом больше ваших существ, чем существ противника, он получает {ova}1 и {direct}.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'grant', kw: 'ova', amount: 1 }, when: 'moreOwnThanEnemyAdjacent' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'direct' }, when: 'moreOwnThanEnemyAdjacent' },
    ],
  },
  {
    number: 187,
    name: "Лазутчица",
    text: "До набора отряда вы можете показать противнику Лазутчицу из своей раздачи, при этом посмотреть 2 случайные карты из раздачи противника; за каждую показанную {elite} карту Лазутчица стоит на 1{ordinary} меньше; вы обязаны взять ее в отряд.",
    support: 'implemented',
    // A pre-recruitment feature (core/systems/recruit.ts): offered after the redeals, before any recruit.
    abilities: [{ kind: 'recruit', scout: { peek: 2 } }],
  },
  {
    number: 188,
    name: "Паладин Алламора",
    text: "Строй: +1 к {strike} по темным картам.\nВаши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к дальности.",
    support: 'implemented',
    abilities: [
      // Строй: +1 к {strike} по темным картам (modifiers.ts, condition 'formation'; the 'formation' ability gives it Строй).
      { kind: 'formation' },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', vs: { element: 'darkness' } }, when: 'formation' },
      { kind: 'rangeAura', amount: 1 },
    ],
  },
  {
    number: 189,
    name: "Воин храма",
    text: "Когда Воин храма сражается, бросьте кубик два раза и выберите один из результатов бросков.\nЕсли Воин храма атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется.",
    support: 'implemented',
    abilities: [
      // "Когда Воин храма сражается, бросьте кубик два раза и выберите один из результатов бросков" (mechanics/dice/strike-dice.ts):
      // in a simple strike, as the attacker or the open struck card; its controller chooses (ruling s1_189: before any reroll).
      { kind: 'keyword', keyword: 'twoDice' },
      { kind: 'rangedBlock', minRoll: 5 },
    ],
  },
  {
    number: 190,
    name: "Вольный воитель",
    text: "При наборе Вольного воителя в отряд вы можете заплатить за него на X больше, при этом он начинает игру с +X к {strike} и +2 к {health} (X не может быть больше 4).",
    support: 'implemented',
    // A recruitment option (core/systems/recruit.ts): X chosen when it is recruited, the bonus given at the reveal.
    abilities: [{ kind: 'recruit', payExtra: { max: 4, extraLives: 2 } }],
  },
  {
    number: 191,
    name: "Ассасин",
    text: "Прыжок, дальность 3.\n{tap}: {uchr} на 1.\n{tap}: Добивание на 4.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true },
      { kind: 'activated', tap: true, target: 'adjacentCreature', effect: { op: 'finish', amount: 4 }, abilityType: 'influence' },
      { kind: 'jump', range: 3 },
    ],
  },
  {
    number: 192,
    name: "Ревнитель Сеггера",
    text: "При {strike} выберите число, меньшее или равное X, где X — значение этого {strike}, при этом ваши существа справа и слева от Ревнителя Сеггера получают защиту от немагических атак такой величины до конца следующего хода противника.",
    support: 'unsupported',
    missing: ['«При {strike} выберите число ≤ X, где X — значение этого {strike}, … ваши существа справа и слева получают защиту от немагических атак такой величины до конца следующего хода противника»: a protection "of a magnitude" is not defined in the rule sources the project has (docs/rules-coverage.md): their «Защита от X» is all or nothing; whether it means "-N от немагических атак", which the engine has as Grant.nonMagicReduction, is not known; a trigger cannot ask a number bounded by the value of the strike, there is no target "your creatures right and left of it", and no duration "until the end of the opponent\'s next turn" (ruling s1_6 durations count turns of one player)'],
  },
  {
    number: 193,
    name: "Арацент",
    text: "При слабом {strike} — атакованный получает отравление на 1.\nПри среднем или сильном {strike} — атакованный получает отравление на 2.",
    support: 'implemented',
    abilities: [
      // "при {strike}" counts the counter-strike too (special-strike.ts selfStrikes); "атакованный" = the struck card.
      { kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'poison', amount: 1 }, abilityType: 'influence', strike: { tiers: [1] } },
      { kind: 'triggered', on: 'selfStrikes', target: 'eventCard', effect: { op: 'poison', amount: 2 }, abilityType: 'influence', strike: { tiers: [2, 3] } },
    ],
  },
  {
    number: 194,
    name: "Аристократка",
    text: "{tap}: {uchr} на 1.\nВ начале боя — воздействие «интриги»:\n{first}: Два выбранных существа получают отравление на 1.\n{second}: Закройте две карты противника, они не открываются в начале первого хода своего владельца.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true },
      // «интриги» (mechanics/triggers/move-order.ts, mechanics/triggers/multi-target-triggers.ts): two chosen creatures
      // (either side) get poison 1 when its controller moves first; when second, two enemy cards
      // close. "они не открываются в начале первого хода своего владельца": the "в начале боя"
      // triggers resolve after the start of the First player's first turn (prebattle.ts, digest
      // §3.7) — the opponent's, as Аристократка's controller is the Second — so the cards are closed
      // through that first turn and open at the start of his next one, as the text means.
      { kind: 'triggered', on: 'startOfBattle', ifOrder: 'first', target: 'anyCreature', targets: 2, effect: { op: 'poison', amount: 1 }, abilityType: 'influence' },
      { kind: 'triggered', on: 'startOfBattle', ifOrder: 'second', target: 'enemyCreature', targets: 2, effect: { op: 'close' }, abilityType: 'influence' },
    ],
  },
  {
    number: 195,
    name: "Берсерк",
    text: "{tap}: {uchr} на 1.\nМожет нападать ударом два раза за ход, только подряд и по разным картам, после первого удара не закрывается.",
    support: 'implemented',
    abilities: [
      { kind: 'ranged', attack: 'throughRow', values: [1, 1, 1], tap: true },
      // Two strikes ({strike} or {uchr}, any combination), in a row, at different cards; open after
      // the first, no move after it (rulings s1_195; mechanics/strike/two-attacks.ts).
      { kind: 'keyword', keyword: 'attacksTwiceInRow' },
    ],
  },
  {
    number: 196,
    name: "Гермет",
    text: "В начале боя получает:\n+1 к {move}, если у вас есть степное существо;\n{armor}1, если у вас есть горное существо;\n{regen}1, если у вас есть болотное существо;\n{ova}1 и {ovz}1, если у вас есть лесное существо; +1 к среднему и сильному {strike}, если у вас есть темное существо.",
    support: 'implemented',
    // Checked at the reveal (core/systems/recruit.ts: the owner's elements then), static for the rest of the battle (modifiers.ts).
    abilities: [
      { kind: 'modifier', mod: { op: 'grant', kw: 'move', amount: 1 }, when: 'battleStartSteppe' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'armor', amount: 1 }, when: 'battleStartMountain' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'regen', amount: 1 }, when: 'battleStartSwamp' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'ova', amount: 1 }, when: 'battleStartForest' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'ovz', amount: 1 }, when: 'battleStartForest' },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 2 }, when: 'battleStartDarkness' },
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple', tier: 3 }, when: 'battleStartDarkness' },
    ],
  },
  {
    number: 197,
    name: "Эорвал",
    text: "Эорвал получает +1 к {strike}, {ova}1 и -1 от немагических атак, пока рядом с ним стоят существа минимум 4 разных классов.",
    support: 'implemented',
    abilities: [
      { kind: 'modifier', mod: { op: 'attackBonus', amount: 1, damage: 'simple' }, when: 'fourClassesAdjacent' },
      { kind: 'modifier', mod: { op: 'grant', kw: 'ova', amount: 1 }, when: 'fourClassesAdjacent' },
      { kind: 'modifier', mod: { op: 'damageTaken', amount: -1, damage: 'nonMagic' }, when: 'fourClassesAdjacent' },
    ],
  },
  {
    number: 198,
    name: "Варлок",
    text: "-1 от дальних атак.\n{tap}: Заклинание «пламя бездны» — ранить на 2 каждое существо противника, обладающее выстрелом, метанием или разрядом.\n{counter}{tap}: Заклинание «дверь измерений» — переместить существо на любую незанятую клетку поля боя.",
    support: 'implemented',
    abilities: [
      // "-1 от дальних атак" (533 prevention).
      { kind: 'prevention', match: { op: 'wound', to: 'self', fromTypes: ['shot', 'throw', 'discharge', 'throughRow'] }, amount: 1 },
      // «пламя бездны»: ранить на 2 каждое существо противника, обладающее выстрелом, метанием или разрядом.
      // Ruling s1_198: the hidden enemy cards it reaches are picked, revealed together; one without a
      // suitable ranged attack — nobody is wounded, Варлок still closes (mechanics/features/hidden-choice.ts).
      { kind: 'activated', tap: true, target: 'allEnemyCreatures', effect: { op: 'wound', amount: 2 }, abilityType: 'spell', filter: { has: ['shot', 'throw', 'discharge'] }, hiddenChoice: true },
      // «дверь измерений» (mechanics/movement/relocate.ts): a creature on the battlefield (either side, itself
      // too; a flyer has no cell) to a free cell named with it; a spell (ЗОЗ stops it). Its counter
      // cost brings "{tap}: накопить 1 фишку" (123.3).
      { kind: 'activated', tap: true, counters: 1, target: 'anyCreature', filter: { flyer: false }, effect: { op: 'relocate' }, abilityType: 'spell' },
    ],
  },
  {
    number: 199,
    name: "Тич",
    text: "При наборе Тича в отряд вы можете получить 2{elite}, при этом в вашем отряде не может быть больше трех стихийных карт.\nПри сильном {strike} — ранить атакованное существо на величину слабого {strike} стоящей сзади него карты (воздействине «коварный подкуп»).",
    support: 'implemented',
    abilities: [
      // "можете получить 2{elite}, при этом в вашем отряде не может быть больше трех стихийных карт" (core/systems/recruit.ts).
      { kind: 'recruit', optionalGold: { gold: 2, maxElemental: 3 } },
      // "При сильном {strike} — ранить атакованное существо на величину слабого {strike} стоящей сзади него карты"
      // (a counter-strike is a {strike} too, as for Арацент; the amount: core/systems/amounts.ts).
      {
        kind: 'triggered',
        on: 'selfStrikes',
        target: 'eventCard',
        effect: { op: 'wound', amount: 0 },
        abilityType: 'influence',
        strike: { tiers: [3] },
        amountFrom: 'weakStrikeBehindTarget',
      },
    ],
  },
  {
    number: 200,
    name: "Волот",
    text: "Неповоротливость.\nПротивник может перенаправить {strike} Волота на любое свое существо, стоящее рядом с Волотом.",
    support: 'partial',
    missing: ['«Неповоротливость»: the keyword is printed on the card, but its rules text is not in the rule sources the project has (docs/rules-coverage.md); not played'],
    abilities: [
      // "Противник может перенаправить {strike} Волота на любое свое существо, стоящее рядом с Волотом"
      // (mechanics/strike/opponent-redirect.ts): asked at the target resolution of its simple strike, before the defender.
      { kind: 'keyword', keyword: 'opponentRedirects' },
    ],
  },
];
