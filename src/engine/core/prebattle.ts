/**
 * Pre-battle (digest §3): order roll, deal and redeal, recruitment, placement, reveal.
 *
 * Both players act in turn here (First player, then Second) although the real game has them act
 * at the same time; observations (observe.ts) hide the other player's deal, squad and placement, so
 * the sequential order leaks nothing.
 */
import { Cap, Decision, ElementCode, Flag, Kw, StatFlag, Trig, Zone } from './enums.js';
import { scopeCapsToPlay } from './game-caps.js';
import { startBattleCounters } from './systems/counters.js';
import { applyRearrange, beginRearrange, legalRearrange, applyPreRecruit, applyRecruitOption, elemCapAllows, hasRecruitOption, legalPreRecruit, legalRecruitOption, preRecruitOffered, recruitCost, recruitGold, startBattleRecruitBuffs } from './systems/recruit.js';
import { CELLS, PLACE_TIER_BY_SEAT, ownRowNumber } from './board.js';
import { DEAL_SIZE, KEEP, ORDER_FIRST, ORDER_SECOND, PLACE, RECRUIT, RECRUIT_DONE, REDEAL } from './action.js';
import { G, type GameState, MAX_DECK, NONE, listAt, listBase, listLen, listPop, listPush, listRemove, listUnshift } from './state.js';
import { Stream, nextInt, rollD6 } from './rng.js';
import { squadConflict } from './card-db.js';
import { label, plural, putOnCell, seatName } from './instance.js';
import { refreshFormation } from './systems/formation.js';
import { checkVictory } from './death.js';
import { startTurn } from './turn.js';
import { advance } from './driver.js';
import { recordEvent } from './effects.js';

/** Flyers in a squad may cost at most this many crystals in total (digest §3.4). */
export const FLYER_COST_CAP = 15;

function setDecision(s: GameState, d: number, seat: number): void {
  s.g[G.Decision] = d;
  s.g[G.Decider] = seat;
}

/** Shuffle seat p's deck in place (Fisher–Yates, deal stream). */
export function shuffleDeck(s: GameState, p: number): void {
  const base = listBase(p, Zone.Deck);
  const n = listLen(s, p, Zone.Deck);
  const l = s.zoneList;
  for (let i = n - 1; i > 0; i--) {
    const j = nextInt(s.rng, Stream.Deal, i + 1);
    const t = l[base + i]!;
    l[base + i] = l[base + j]!;
    l[base + j] = t;
  }
}

/**
 * The first shuffle permutes which card each of seat p's instances holds (the deck list stays in
 * instance order). Same distribution as shuffling the list, but afterwards an instance id says
 * nothing about the card behind it, so observations can hide face-down cards completely.
 */
function shuffleCardsAmongInstances(s: GameState, p: number): void {
  const n = listLen(s, p, Zone.Deck);
  const base = p * MAX_DECK;
  const card = s.card;
  for (let i = n - 1; i > 0; i--) {
    const j = nextInt(s.rng, Stream.Deal, i + 1);
    const t = card[base + i]!;
    card[base + i] = card[base + j]!;
    card[base + j] = t;
  }
}

/** Deal the top 15 cards of seat p's deck into the deal (fewer if the deck is shorter). */
function deal(s: GameState, p: number): void {
  for (let k = 0; k < DEAL_SIZE; k++) {
    const i = listPop(s, p, Zone.Deck);
    if (i === NONE) break;
    listPush(s, p, Zone.Deal, i);
  }
}

/** Return the deal to the deck. */
function undeal(s: GameState, p: number): void {
  while (listLen(s, p, Zone.Deal) > 0) {
    const i = listAt(s, p, Zone.Deal, 0);
    listRemove(s, p, Zone.Deal, i);
    listPush(s, p, Zone.Deck, i);
  }
}

// ---- order -----------------------------------------------------------------------------------

/** Digest §3.1: both roll, ties re-roll; the winner chooses who goes first (or goes first, by option). */
export function beginPreBattle(s: GameState): void {
  let r0 = 0;
  let r1 = 0;
  do {
    r0 = rollD6(s.rng, Stream.Dice);
    r1 = rollD6(s.rng, Stream.Dice);
  } while (r0 === r1);
  s.g[G.OrderRoll] = r0;
  s.g[G.OrderRoll + 1] = r1;
  const w = r0 > r1 ? 0 : 1;
  s.g[G.OrderWinner] = w;
  if (s.log) s.log.push(`бросок за очерёдность: P1 ${r0}, P2 ${r1}; выиграл ${seatName(w)}`);
  if (s.opts.orderRollWinnerChooses) setDecision(s, Decision.Order, w);
  else setOrder(s, w);
}

export function legalOrder(out: Int32Array): number {
  out[0] = ORDER_FIRST;
  out[1] = ORDER_SECOND;
  return 2;
}

export function applyOrder(s: GameState, a: number): void {
  const w = s.g[G.Decider]!;
  setOrder(s, a === ORDER_FIRST ? w : 1 - w);
}

/** Fix First/Second, hand out crystals (digest §3.2), shuffle and deal (§3.3). */
function setOrder(s: GameState, first: number): void {
  s.g[G.First] = first;
  const o = s.opts;
  for (let p = 0; p < 2; p++) {
    const c = p === first ? o.crystalsFirst : o.crystalsSecond;
    s.g[G.Gold + p] = c[0];
    s.g[G.Silver + p] = c[1];
    s.g[G.StartGold + p] = c[0];
  }
  if (s.log) s.log.push(`первым ходит ${seatName(first)}`);
  for (let p = 0; p < 2; p++) {
    shuffleCardsAmongInstances(s, p);
    deal(s, p);
    if (s.log) s.log.push(`раздача ${seatName(p)}: ${dealNames(s, p)}`);
  }
  offerRedeal(s, first);
}

function dealNames(s: GameState, p: number): string {
  const parts: string[] = [];
  for (let k = 0; k < listLen(s, p, Zone.Deal); k++) parts.push(s.db.defs[s.card[listAt(s, p, Zone.Deal, k)]!]!.name);
  return parts.join(', ');
}

// ---- redeal ----------------------------------------------------------------------------------

function canRedeal(s: GameState, p: number): boolean {
  const max = s.opts.maxRedeals;
  return s.g[G.Gold + p]! >= 1 && (max < 0 || s.g[G.Redeals + p]! < max);
}

/** Ask seat p about a redeal if it may take one; otherwise move on. */
function offerRedeal(s: GameState, p: number): void {
  if (canRedeal(s, p)) setDecision(s, Decision.Redeal, p);
  else afterRedeal(s, p);
}

function afterRedeal(s: GameState, p: number): void {
  const first = s.g[G.First]!;
  if (p === first) offerRedeal(s, 1 - first);
  // "До набора отряда …" (recruit.ts): both seats' pre-recruitment features come before any recruit.
  else if ((s.g[G.Caps]! & Cap.Recruit) !== 0) offerPreRecruit(s, first);
  else setDecision(s, Decision.Recruit, first);
}

/** Ask seat p about its pre-recruitment features if it has one it may use; otherwise move on. */
function offerPreRecruit(s: GameState, p: number): void {
  if (preRecruitOffered(s, p)) {
    s.g[G.PreRecruit] = 1;
    setDecision(s, Decision.Recruit, p);
  } else nextPreRecruit(s, p);
}

function nextPreRecruit(s: GameState, p: number): void {
  const first = s.g[G.First]!;
  if (p === first) offerPreRecruit(s, 1 - first);
  else {
    s.g[G.PreRecruit] = 0;
    setDecision(s, Decision.Recruit, first);
  }
}

export function legalRedeal(s: GameState, out: Int32Array): number {
  out[0] = KEEP;
  if (!canRedeal(s, s.g[G.Decider]!)) return 1;
  out[1] = REDEAL;
  return 2;
}

export function applyRedeal(s: GameState, a: number): void {
  const p = s.g[G.Decider]!;
  if (a === KEEP) {
    afterRedeal(s, p);
    return;
  }
  // Digest §3.3: shuffle the 15 back and deal again, for 1 gold crystal.
  s.g[G.Gold + p] = s.g[G.Gold + p]! - 1;
  s.g[G.Redeals + p] = s.g[G.Redeals + p]! + 1;
  undeal(s, p);
  shuffleDeck(s, p);
  deal(s, p);
  if (s.log) s.log.push(`${seatName(p)} пересдаёт (1 золото): ${dealNames(s, p)}`);
  offerRedeal(s, p);
}

// ---- recruitment -----------------------------------------------------------------------------

/** Element penalty (digest §3.4): 1 gold for each element beyond the first; neutral never counts. */
function elementPenalty(s: GameState, p: number, card: number): number {
  const e = s.db.element[card]!;
  if (e === ElementCode.neutral) return 0;
  const mask = s.g[G.Elements + p]!;
  return mask === 0 || (mask & (1 << e)) !== 0 ? 0 : 1;
}

/**
 * Can seat p recruit deal card `i` now? Checks crystals (elite only with gold; ordinary with silver,
 * gold covering the rest), the element penalty, the 15-crystal flyer cap, uniqueness (crown), the
 * 535.9 restriction, and that every ground creature will find a cell (15 per half).
 */
export function canRecruit(s: GameState, p: number, i: number): boolean {
  return canRecruitAt(s, p, i, recruitCost(s, p, s.card[i]!), 0);
}

/**
 * Gold seat p needs to recruit `card` for `cost` plus `extra` more (recruit.ts "заплатить на X
 * больше": paid like an ordinary cost, silver first), with the element penalty.
 */
function goldNeeded(s: GameState, p: number, card: number, cost: number, extra: number): number {
  const silver = s.g[G.Silver + p]!;
  let need = elementPenalty(s, p, card);
  if ((s.db.kw[card]! & Kw.Elite) !== 0) need += cost + (extra > silver ? extra - silver : 0);
  else need += cost + extra > silver ? cost + extra - silver : 0;
  return need;
}

/** canRecruit for a given cost and extra payment. */
export function canRecruitAt(s: GameState, p: number, i: number, cost: number, extra: number): boolean {
  const db = s.db;
  const card = s.card[i]!;
  const kw = db.kw[card]!;
  if (goldNeeded(s, p, card, cost, extra) > s.g[G.Gold + p]!) return false;
  const isFlyer = (kw & Kw.Flyer) !== 0;
  if (isFlyer && s.g[G.FlyerCost + p]! + cost > FLYER_COST_CAP) return false;
  // Every ground creature must find a cell: 15 per half.
  if (!isFlyer && s.g[G.SquadGround + p]! >= 15) return false;
  // "в вашем отряде не может быть больше M стихийных карт" (Тич, recruit.ts).
  if (s.g[G.ElemCap + p]! !== 0 && db.element[card] !== ElementCode.neutral && !elemCapAllows(s, p)) return false;
  const checkUnique = (kw & Kw.Unique) !== 0;
  const checkConflict = db.inConflict[card] !== 0; // 535.9: no restriction names this card either way
  if (!checkUnique && !checkConflict) return true;
  const n = listLen(s, p, Zone.Squad);
  for (let k = 0; k < n; k++) {
    const o = s.card[listAt(s, p, Zone.Squad, k)]!;
    // Uniqueness: at most one card of that name in the squad.
    if (checkUnique && db.nameId[o] === db.nameId[card]) return false;
    // 535.9: "не может быть взята в отряд с [текст]".
    if (checkConflict && squadConflict(db, card, o)) return false;
  }
  return true;
}

export function legalRecruit(s: GameState, out: Int32Array): number {
  // Recruitment options and pre-recruitment features (core/systems/recruit.ts).
  if (s.g[G.RecruitPending]! !== 0) return legalRecruitOption(s, out);
  if (s.g[G.PreRecruit]! !== 0) return legalPreRecruit(s, out);
  const p = s.g[G.Decider]!;
  let n = 0;
  const len = listLen(s, p, Zone.Deal);
  // canRecruit for each deal card, with the seat's figures read once: the common card (printed
  // cost, not unique, named by no 535.9 restriction, no cap on elemental cards) is judged here by
  // the same tests; any other card by canRecruit itself (test/engine/legal-recruit.test.ts).
  const db = s.db;
  const gold = s.g[G.Gold + p]!;
  const silver = s.g[G.Silver + p]!;
  const elements = s.g[G.Elements + p]!;
  const flyerRoom = FLYER_COST_CAP - s.g[G.FlyerCost + p]!;
  const groundFull = s.g[G.SquadGround + p]! >= 15;
  const elemCap = s.g[G.ElemCap + p]! !== 0;
  const base = listBase(p, Zone.Deal);
  for (let k = 0; k < len; k++) {
    const i = s.zoneList[base + k]!;
    const card = s.card[i]!;
    const kw = db.kw[card]!;
    const e = db.element[card]!;
    if (db.recruitFreeCosts[card] !== 0 || (kw & Kw.Unique) !== 0 || db.inConflict[card] !== 0 || (elemCap && e !== ElementCode.neutral)) {
      if (canRecruit(s, p, i)) out[n++] = RECRUIT + k;
      continue;
    }
    const cost = db.cost[card]!;
    // goldNeeded: the element penalty, then elite cards in gold only, others silver first.
    const penalty = e === ElementCode.neutral || elements === 0 || (elements & (1 << e)) !== 0 ? 0 : 1;
    const need = penalty + ((kw & Kw.Elite) !== 0 ? cost : cost > silver ? cost - silver : 0);
    if (need > gold) continue;
    if ((kw & Kw.Flyer) !== 0 ? cost > flyerRoom : groundFull) continue;
    out[n++] = RECRUIT + k;
  }
  out[n++] = RECRUIT_DONE;
  return n;
}

export function applyRecruit(s: GameState, a: number): void {
  const p = s.g[G.Decider]!;
  if (s.g[G.RecruitPending]! !== 0) {
    applyRecruitOption(s, a);
    if (s.g[G.PreRecruit]! !== 0) offerPreRecruit(s, p); // Линнет's creature was the pre-recruitment choice
    return;
  }
  if (s.g[G.PreRecruit]! !== 0) {
    if (a === RECRUIT_DONE) nextPreRecruit(s, p);
    else {
      applyPreRecruit(s, p, listAt(s, p, Zone.Deal, a - RECRUIT));
      if (s.g[G.RecruitPending]! === 0) offerPreRecruit(s, p);
    }
    return;
  }
  if (a === RECRUIT_DONE) {
    finishRecruit(s, p);
    return;
  }
  const i = listAt(s, p, Zone.Deal, a - RECRUIT);
  // "можете заплатить на X больше" / "можете получить N{elite}": ask the option first (recruit.ts).
  if (hasRecruitOption(s, s.card[i]!)) {
    s.g[G.RecruitPending] = i + 1;
    return;
  }
  takeIntoSquad(s, p, i, recruitCost(s, p, s.card[i]!), 0);
}

/**
 * Pay for deal instance i (`cost`, plus `extra` paid like an ordinary cost) and move it into seat p's
 * squad.
 */
export function takeIntoSquad(s: GameState, p: number, i: number, cost: number, extra: number): void {
  const card = s.card[i]!;
  const db = s.db;
  const penalty = elementPenalty(s, p, card);
  let gold = s.g[G.Gold + p]! - penalty;
  let silver = s.g[G.Silver + p]!;
  // Silver first for ordinary cards: gold pays anything, so keeping gold never hurts.
  let ordinary = extra;
  if ((db.kw[card]! & Kw.Elite) !== 0) gold -= cost;
  else ordinary += cost;
  if (ordinary <= silver) silver -= ordinary;
  else {
    gold -= ordinary - silver;
    silver = 0;
  }
  gold += recruitGold(s, card); // "при наборе … вы получаете N {elite}"
  s.g[G.Gold + p] = gold;
  s.g[G.Silver + p] = silver;
  s.g[G.Spent + p] = s.g[G.Spent + p]! + cost + extra + penalty;
  const e = db.element[card]!;
  if (e !== ElementCode.neutral) s.g[G.Elements + p] = s.g[G.Elements + p]! | (1 << e);
  if ((db.kw[card]! & Kw.Flyer) !== 0) s.g[G.FlyerCost + p] = s.g[G.FlyerCost + p]! + db.cost[card]!;
  else s.g[G.SquadGround + p] = s.g[G.SquadGround + p]! + 1;
  listRemove(s, p, Zone.Deal, i);
  listPush(s, p, Zone.Squad, i);
  s.ctrl[i] = p; // 535.3: the recruiter becomes the controller.
  s.statFlags[i] = s.statFlags[i]! | StatFlag.Recruited;
  if (s.log) {
    const pen = penalty > 0 ? ` + ${penalty} за стихию` : '';
    const ex = extra > 0 ? ` + ${extra}` : '';
    s.log.push(`${seatName(p)} набирает ${db.defs[card]!.name} (${cost}${db.defs[card]!.elite ? ' зол.' : ''}${ex}${pen}); осталось ${gold} зол. ${silver} сер.`);
  }
}

/** Unrecruited cards go back into the deck, shuffled (or to the bottom, by option). */
function finishRecruit(s: GameState, p: number): void {
  s.g[G.RecruitDone + p] = 1;
  // The final deal, for statistics: every card recruited from it, and every card returned.
  for (let k = 0; k < listLen(s, p, Zone.Deal); k++) {
    const i = listAt(s, p, Zone.Deal, k);
    s.statFlags[i] = s.statFlags[i]! | StatFlag.Dealt;
  }
  for (let k = 0; k < listLen(s, p, Zone.Squad); k++) {
    const i = listAt(s, p, Zone.Squad, k);
    s.statFlags[i] = s.statFlags[i]! | StatFlag.Dealt;
  }
  const toBottom = s.opts.unrecruitedToBottom;
  while (listLen(s, p, Zone.Deal) > 0) {
    const i = listAt(s, p, Zone.Deal, 0);
    listRemove(s, p, Zone.Deal, i);
    if (toBottom) listUnshift(s, p, Zone.Deck, i);
    else listPush(s, p, Zone.Deck, i);
  }
  if (!toBottom) shuffleDeck(s, p);
  if (s.log) s.log.push(`${seatName(p)} закончил набор: ${plural(listLen(s, p, Zone.Squad), 'карта', 'карты', 'карт')}`);
  const first = s.g[G.First]!;
  if (p === first) setDecision(s, Decision.Recruit, 1 - first);
  else offerPlacement(s, first);
}

// ---- placement -------------------------------------------------------------------------------

/** The next ground creature of seat p's squad waiting for a cell, or -1. */
function nextToPlace(s: GameState, p: number): number {
  const n = listLen(s, p, Zone.Squad);
  for (let k = 0; k < n; k++) {
    const i = listAt(s, p, Zone.Squad, k);
    if ((s.db.kw[s.card[i]!]! & Kw.Flyer) === 0) return i;
  }
  return NONE;
}

function offerPlacement(s: GameState, p: number): void {
  if (nextToPlace(s, p) !== NONE) {
    setDecision(s, Decision.Place, p);
    return;
  }
  if (p === s.g[G.First]) offerPlacement(s, 1 - p);
  // "После расстановки карт …" (Следопыт, recruit.ts): before the reveal.
  else if ((s.g[G.Caps]! & Cap.Recruit) !== 0) afterPlacement(s, s.g[G.First]!);
  else revealAndBegin(s);
}

/** Seat p's features "после расстановки карт" (recruit.ts), then the Second's, then the reveal. */
export function afterPlacement(s: GameState, p: number): void {
  const first = s.g[G.First]!;
  for (let q = p; ; q = 1 - first) {
    if (beginRearrange(s, q)) {
      setDecision(s, Decision.Place, q);
      return;
    }
    if (q !== first) break;
  }
  revealAndBegin(s);
}

/**
 * Digest §3.5: the free cells of the lowest placement tier that still has free cells; a later tier
 * opens only when the earlier tiers are full.
 */
export function legalPlace(s: GameState, out: Int32Array): number {
  if (s.g[G.Rearrange]! !== 0) return legalRearrange(s, out); // Следопыт (recruit.ts)
  const p = s.g[G.Decider]!;
  const role = p === s.g[G.First] ? 0 : 1;
  const tiers = PLACE_TIER_BY_SEAT[p]!;
  for (let tier = 1; tier <= 3; tier++) {
    let n = 0;
    for (let c = 0; c < CELLS; c++) {
      if (tiers[role * CELLS + c] === tier && s.board[c] === NONE) out[n++] = PLACE + c;
    }
    if (n > 0) return n;
  }
  return 0;
}

export function applyPlace(s: GameState, a: number): void {
  const p = s.g[G.Decider]!;
  if (s.g[G.Rearrange]! !== 0) {
    // Следопыт (recruit.ts): one step of the rearrangement; when it ends, the Second's turn or the reveal.
    if (applyRearrange(s, a)) {
      if (p === s.g[G.First]) afterPlacement(s, 1 - p);
      else revealAndBegin(s);
    }
    return;
  }
  const i = nextToPlace(s, p);
  listRemove(s, p, Zone.Squad, i);
  s.flags[i] = s.flags[i]! | Flag.Hidden; // placed face down (before putOnCell: Строй ignores hidden cards)
  putOnCell(s, i, a - PLACE);
  s.statCell[i] = a - PLACE;
  if (s.log) s.log.push(`${seatName(p)} ставит ${label(s, i)}`);
  if (nextToPlace(s, p) === NONE) offerPlacement(s, p);
}

// ---- reveal and start of battle ----------------------------------------------------------------

/**
 * Digest §3.6: flyers go to the auxiliary zone; every card is turned face up, except that the
 * Second player keeps his back row hidden until the start of his first turn (QA RUL-011, option).
 */
function revealAndBegin(s: GameState): void {
  const second = 1 - s.g[G.First]!;
  for (let p = 0; p < 2; p++) {
    while (listLen(s, p, Zone.Squad) > 0) {
      const i = listAt(s, p, Zone.Squad, 0);
      listRemove(s, p, Zone.Squad, i);
      listPush(s, p, Zone.Aux, i);
      s.statCell[i] = -2;
    }
  }
  for (let c = 0; c < CELLS; c++) {
    const i = s.board[c]!;
    if (i === NONE) continue;
    const p = s.ctrl[i]!;
    if (s.opts.secondBackRowHidden && p === second && ownRowNumber(p, c) === 3) continue;
    s.flags[i] = s.flags[i]! & ~Flag.Hidden;
  }
  refreshFormation(s); // Строй: revealed cards stand in formation
  if (!s.opts.secondBackRowHidden) s.g[G.BackRowRevealed] = 1;
  if (s.log) {
    for (let p = 0; p < 2; p++) {
      for (let k = 0; k < listLen(s, p, Zone.Aux); k++) s.log.push(`${seatName(p)} летающее: ${label(s, listAt(s, p, Zone.Aux, k))}`);
    }
    s.log.push('вскрытие: начало боя');
  }
  // From here the per-game summaries count the cards out of the decks only (game-caps.ts).
  scopeCapsToPlay(s);
  if (checkVictory(s)) return;
  // "в начале боя" (digest §3.7): its triggers are collected with those of the first turn's start,
  // and, coming first in the event list, are declared in the same APNAP batch.
  // "{second}: Начинает бой с {counter}" and the like (core/systems/counters.ts), before "в начале боя".
  if ((s.g[G.Caps]! & Cap.StartsWith) !== 0) startBattleCounters(s);
  // "начинает игру с +X к {strike} и +L к {health}" (recruit.ts), chosen at recruitment.
  if ((s.g[G.Caps]! & Cap.Recruit) !== 0) startBattleRecruitBuffs(s);
  recordEvent(s, Trig.StartOfBattle, NONE, NONE, 0);
  startTurn(s, s.g[G.First]!);
  advance(s);
}

/** Turn the Second player's hidden back row face up (start of his first turn by default). */
export function revealBackRow(s: GameState): void {
  if (s.g[G.BackRowRevealed]) return;
  s.g[G.BackRowRevealed] = 1;
  for (let c = 0; c < CELLS; c++) {
    const i = s.board[c]!;
    if (i !== NONE && (s.flags[i]! & Flag.Hidden) !== 0) s.flags[i] = s.flags[i]! & ~Flag.Hidden;
  }
  refreshFormation(s); // Строй: revealed cards stand in formation
  if (s.log) s.log.push('вскрыт третий ряд второго игрока');
}
