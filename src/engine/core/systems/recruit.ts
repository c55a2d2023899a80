/**
 * Recruitment features ("при наборе …", "до набора отряда …", digest §3.4): read at the recruit
 * decisions and once at the reveal, never in the battle loop.
 *   - "При наборе <карты> в отряд вы получаете N {elite}" (Мародёр): the recruiter gains N gold
 *     crystals once the card is paid for.
 *   - "При наборе отряда, если в вашем отряде есть карты стоимостью 3, 4, 5, 6, 7 и 8, вы можете
 *     взять <карту> в отряд бесплатно" (Ведающий запасами): the card costs 0 while the squad holds
 *     a card of each listed cost (the card itself is not in the squad yet, so it never counts itself —
 *     official ruling). Taking it for free is always at least as good as paying, so the engine does.
 *   - Recruitment options: a recruit of such a card is followed, in the same Decision.Recruit, by the
 *     choice of its option (G.RecruitPending; actions AMOUNT + x):
 *     "вы можете заплатить за него на X больше, при этом он начинает игру с +X к {strike} и +2 к
 *     {health} (X не может быть больше 4)" (Вольный воитель s1_190): x = X, 0..max, as far as the
 *     crystals go. X is paid like an ordinary cost (silver first, gold for the rest): the card is
 *     not shown and the silver paid is not told (ruling s1_190). X ≥ 1: from the reveal it has +X to
 *     every tier of its simple strike (a battle-long timed bonus, durations.ts) and the extra lives
 *     (ruling: "+X к жизням" are extra lives).
 *     "вы можете получить 2{elite}, при этом в вашем отряде не может быть больше трех стихийных
 *     карт" (Тич s1_199): x = 1 takes the gold, offered only while the squad holds at most that many
 *     non-neutral cards; from then on a non-neutral card is not recruitable once the squad holds that
 *     many (G.ElemCap).
 *   - Pre-recruitment features (G.PreRecruit): after the redeals and before either seat recruits,
 *     each seat (First, then Second) may use them — Decision.Recruit with RECRUIT + slot = use the
 *     feature of that deal card, RECRUIT_DONE = no more. The real game has both players do this at
 *     the same time; here the First player's scout sees the Second's deal before the Second uses his
 *     own features, which the Second's deal does not depend on.
 *     "До набора отряда вы можете показать противнику Лазутчицу из своей раздачи, при этом
 *     посмотреть 2 случайные карты из раздачи противника; за каждую показанную {elite} карту
 *     Лазутчица стоит на 1{ordinary} меньше; вы обязаны взять ее в отряд" (Лазутчица s1_187):
 *     offered while it can be recruited at its full cost; two distinct random cards of the opponent's
 *     deal (deal stream) are shown to the scout's controller (G.Peek, observe.ts) and it is
 *     recruited at once for its cost minus the elite cards among them. The opponent sees her
 *     (G.Seen).
 *     "До набора отряда вы можете показать Линнет и существо стоимостью не больше 7{elite};
 *     возьмите Линнет и это существо в отряд за {ordinary}, это существо получает особенность
 *     «Погибает, когда ваша Линнет покидает поле боя»" (Линнет s1_180): RECRUIT + slot of Линнет
 *     asks (G.RecruitPending) for the elite deal card of cost ≤ 7 (RECRUIT + its slot; offered only
 *     if there is one both can be recruited with); both are recruited at once and paid like ordinary
 *     cards (silver first, gold for the rest; the element penalty as usual); the opponent sees both.
 *     The creature's recruitment option, if it has one, is not asked. The link (G.LinkHost /
 *     G.LinkPartner): when Линнет is no longer in the battle zone (dies, is destroyed, …) and the
 *     creature is, the creature dies (death.ts checkDeaths → linkedDeaths; "при гибели" fires).
 */
import { ElementCode, Trig, Zone } from '../enums.js';
import { AMOUNT, PLACE, RECRUIT, RECRUIT_DONE } from '../action.js';
import { G, type GameState, NONE, PEEK_SLOTS, SEEN_SLOTS, listAt, listLen } from '../state.js';
import { Stream, nextInt } from '../rng.js';
import { canRecruit, canRecruitAt, takeIntoSquad } from '../prebattle.js';
import { TimedKind, UNTIL_BATTLE, addTimed } from './durations.js';
import { label, leaveBattleToGrave, relocate, reveal, seatName } from '../instance.js';
import { CELLS, cellName, ownRowNumber } from '../board.js';
import { refreshFormationAt } from './formation.js';
import { recordEvent } from '../effects.js';

/** The crystal cost seat p pays to recruit `card` now. */
export function recruitCost(s: GameState, p: number, card: number): number {
  const need = s.db.recruitFreeCosts[card]!;
  if (need === 0) return s.db.cost[card]!;
  let have = 0;
  const n = listLen(s, p, Zone.Squad);
  for (let k = 0; k < n; k++) have |= 1 << s.db.cost[s.card[listAt(s, p, Zone.Squad, k)]!]!;
  return (have & need) === need ? 0 : s.db.cost[card]!;
}

/** Gold crystals gained when `card` is recruited ("вы получаете N {elite}"). */
export function recruitGold(s: GameState, card: number): number {
  return s.db.recruitGold[card]!;
}

/** Non-neutral cards in seat p's squad. */
function elementalInSquad(s: GameState, p: number): number {
  let n = 0;
  const len = listLen(s, p, Zone.Squad);
  for (let k = 0; k < len; k++) if (s.db.element[s.card[listAt(s, p, Zone.Squad, k)]!] !== ElementCode.neutral) n++;
  return n;
}

/** Under Тич's cap (G.ElemCap set): may seat p's squad take one more non-neutral card? */
export function elemCapAllows(s: GameState, p: number): boolean {
  return elementalInSquad(s, p) < s.g[G.ElemCap + p]! - 1;
}

/** Does recruiting `card` ask a recruitment option? */
export function hasRecruitOption(s: GameState, card: number): boolean {
  return s.db.recruitExtraMax[card]! !== 0 || s.db.recruitOptGold[card]! !== 0;
}

/** Can seat p take deal instance `partner` along with `host` (Линнет), both paid like ordinary cards? */
function partnerOk(s: GameState, p: number, host: number, partner: number): boolean {
  const db = s.db;
  const c = s.card[partner]!;
  if (partner === host || !db.defs[c]!.elite || db.cost[c]! > db.recruitPartnerMax[s.card[host]!]!) return false;
  // The partner's payment (cost 0 + its cost as an ordinary extra) on top of the host's ordinary cost.
  return canRecruitAt(s, p, partner, 0, recruitCost(s, p, s.card[host]!) + db.cost[c]!);
}

/** Is pre-recruitment feature of seat p's deal instance i usable now? */
function preRecruitUsable(s: GameState, p: number, i: number): boolean {
  const db = s.db;
  const card = s.card[i]!;
  if (db.recruitScout[card]! !== 0) return canRecruit(s, p, i);
  if (db.recruitPartnerMax[card]! === 0 || !canRecruit(s, p, i)) return false;
  const len = listLen(s, p, Zone.Deal);
  for (let k = 0; k < len; k++) if (partnerOk(s, p, i, listAt(s, p, Zone.Deal, k))) return true;
  return false;
}

/** Record that seat p now knows instance i (shown by its owner): observe.ts keeps it visible to p. */
function showTo(s: GameState, p: number, i: number): void {
  const base = G.Seen + SEEN_SLOTS * p;
  for (let k = base; k < base + SEEN_SLOTS; k++) {
    if (s.g[k] === 0) {
      s.g[k] = i + 1;
      return;
    }
  }
}

/** Legal options of the pending recruit (AMOUNT + x; RECRUIT + slot of Линнет's creature). */
export function legalRecruitOption(s: GameState, out: Int32Array): number {
  const p = s.g[G.Decider]!;
  const i = s.g[G.RecruitPending]! - 1;
  const card = s.card[i]!;
  const cost = recruitCost(s, p, card);
  let n = 0;
  if (s.db.recruitPartnerMax[card]! !== 0) {
    const len = listLen(s, p, Zone.Deal);
    for (let k = 0; k < len; k++) if (partnerOk(s, p, i, listAt(s, p, Zone.Deal, k))) out[n++] = RECRUIT + k;
    return n;
  }
  out[n++] = AMOUNT; // x = 0: no extra, no gold
  const max = s.db.recruitExtraMax[card]!;
  for (let x = 1; x <= max; x++) if (canRecruitAt(s, p, i, cost, x)) out[n++] = AMOUNT + x;
  const cap = s.db.recruitOptElemCap[card]!;
  if (s.db.recruitOptGold[card]! !== 0 && elementalInSquad(s, p) <= cap - 1) out[n++] = AMOUNT + 1;
  return n;
}

/** Apply the option chosen for the pending recruit and recruit the card. */
export function applyRecruitOption(s: GameState, a: number): void {
  const p = s.g[G.Decider]!;
  const i = s.g[G.RecruitPending]! - 1;
  s.g[G.RecruitPending] = 0;
  const card = s.card[i]!;
  const x = a - AMOUNT;
  const db = s.db;
  if (db.recruitPartnerMax[card]! !== 0) {
    // Линнет and its creature, both paid like ordinary cards; the creature's death is linked to hers.
    const partner = listAt(s, p, Zone.Deal, a - RECRUIT);
    const pc = db.cost[s.card[partner]!]!;
    if (s.log) s.log.push(`${seatName(p)} показывает ${db.defs[card]!.name} и ${db.defs[s.card[partner]!]!.name}`);
    takeIntoSquad(s, p, i, recruitCost(s, p, card), 0);
    takeIntoSquad(s, p, partner, 0, pc);
    s.g[G.LinkHost + p] = i + 1;
    s.g[G.LinkPartner + p] = partner + 1;
    showTo(s, 1 - p, i);
    showTo(s, 1 - p, partner);
    return;
  }
  if (db.recruitExtraMax[card]! !== 0) {
    takeIntoSquad(s, p, i, recruitCost(s, p, card), x);
    if (x > 0) {
      s.g[G.RecruitBuffInst + p] = i + 1;
      s.g[G.RecruitBuffX + p] = x;
      if (s.log) s.log.push(`  ${db.defs[card]!.name}: заплачено на ${x} больше`);
    }
    return;
  }
  takeIntoSquad(s, p, i, recruitCost(s, p, card), 0);
  if (x > 0) {
    s.g[G.Gold + p] = s.g[G.Gold + p]! + db.recruitOptGold[card]!;
    s.g[G.ElemCap + p] = db.recruitOptElemCap[card]!;
    if (s.log) s.log.push(`  ${db.defs[card]!.name}: ${seatName(p)} получает ${db.recruitOptGold[card]} зол.; в отряде не больше ${db.recruitOptElemCap[card]! - 1} стихийных карт`);
  }
}

/** Can seat p use a pre-recruitment feature now? */
export function preRecruitOffered(s: GameState, p: number): boolean {
  const len = listLen(s, p, Zone.Deal);
  for (let k = 0; k < len; k++) if (preRecruitUsable(s, p, listAt(s, p, Zone.Deal, k))) return true;
  return false;
}

export function legalPreRecruit(s: GameState, out: Int32Array): number {
  const p = s.g[G.Decider]!;
  let n = 0;
  const len = listLen(s, p, Zone.Deal);
  for (let k = 0; k < len; k++) if (preRecruitUsable(s, p, listAt(s, p, Zone.Deal, k))) out[n++] = RECRUIT + k;
  out[n++] = RECRUIT_DONE;
  return n;
}

/** Use the pre-recruitment feature of seat p's deal instance i. */
export function applyPreRecruit(s: GameState, p: number, i: number): void {
  const db = s.db;
  const card = s.card[i]!;
  if (db.recruitPartnerMax[card]! !== 0) {
    s.g[G.RecruitPending] = i + 1; // Линнет: which creature goes with her
    return;
  }
  const e = 1 - p;
  const n = listLen(s, e, Zone.Deal);
  const want = Math.min(db.recruitScout[card]!, n);
  // `want` distinct random cards of the opponent's deal (deal stream): pick among the positions not
  // yet taken, by rank.
  let taken = 0; // bitmask of deal positions (at most 15)
  let elites = 0;
  const seen: string[] | null = s.log ? [] : null;
  for (let j = 0; j < want; j++) {
    let r = nextInt(s.rng, Stream.Deal, n - j);
    let pos = 0;
    for (;; pos++) {
      if ((taken & (1 << pos)) !== 0) continue;
      if (r === 0) break;
      r--;
    }
    taken |= 1 << pos;
    const o = listAt(s, e, Zone.Deal, pos);
    if (db.defs[s.card[o]!]!.elite) elites++;
    // Record it for seat p's observations (a ring of PEEK_SLOTS).
    let slot = G.Peek + PEEK_SLOTS * p;
    while (slot < G.Peek + PEEK_SLOTS * (p + 1) - 1 && s.g[slot]! !== 0) slot++;
    if (s.g[slot]! !== 0) for (let k = G.Peek + PEEK_SLOTS * p; k < slot; k++) s.g[k] = s.g[k + 1]!;
    s.g[slot] = o + 1;
    if (seen) seen.push(db.defs[s.card[o]!]!.name);
  }
  const cost = Math.max(0, db.cost[card]! - elites);
  if (s.log) s.log.push(`${seatName(p)} показывает ${db.defs[card]!.name} и смотрит карты раздачи ${seatName(e)}: ${seen!.join(', ')} (элитных: ${elites})`);
  takeIntoSquad(s, p, i, cost, 0);
  showTo(s, e, i);
}

/** Did seat p see instance i before recruiting (a peek of Лазутчица, a card shown to him)? (observe.ts) */
export function peekedBy(s: GameState, p: number, i: number): boolean {
  const base = G.Peek + PEEK_SLOTS * p;
  for (let k = base; k < base + PEEK_SLOTS; k++) if (s.g[k] === i + 1) return true;
  const sb = G.Seen + SEEN_SLOTS * p;
  for (let k = sb; k < sb + SEEN_SLOTS; k++) if (s.g[k] === i + 1) return true;
  return false;
}

/** Most moves of one rearrangement (Следопыт): enough for any arrangement of a half, and a bound for random agents. */
export const REARRANGE_MAX = 20;

/**
 * "После расстановки карт вскройте Следопыта — противник вскрывает карты своего первого ряда, а вы
 * можете поменять расположение своих карт на вашей половине поля боя, не вскрывая их" (Следопыт
 * s1_177): after both placements, before the reveal, for seat p (First, then Second). If p has such
 * a card on the battlefield: it is revealed, the opponent's cards of his own first row are revealed,
 * and p rearranges (returns true: Decision.Place, legalRearrange). The rearranging is not movement
 * (ruling s1_177: no "при перемещении", no movement spent) and reveals nothing (ruling: the cards
 * cannot be revealed at will before the reveal).
 */
export function beginRearrange(s: GameState, p: number): boolean {
  const n = listLen(s, p, Zone.Field);
  let tracker = NONE;
  for (let k = 0; k < n; k++) {
    const i = listAt(s, p, Zone.Field, k);
    if (s.db.recruitRearrange[s.card[i]!]! !== 0) {
      tracker = i;
      break;
    }
  }
  if (tracker === NONE) return false;
  reveal(s, tracker);
  const e = 1 - p;
  for (let c = 0; c < CELLS; c++) {
    const o = s.board[c]!;
    if (o !== NONE && s.ctrl[o] === e && ownRowNumber(e, c) === 1) reveal(s, o);
  }
  if (s.log) s.log.push(`${seatName(p)}: ${label(s, tracker)} — ${seatName(e)} вскрывает первый ряд; перестановка своих карт`);
  s.g[G.Rearrange] = p + 1;
  s.g[G.RearrangePick] = 0;
  s.g[G.RearrangeMoves] = 0;
  return true;
}

/**
 * Legal steps of the rearrangement: RECRUIT_DONE (stop), or PLACE + cell — with no card picked, a
 * cell holding one of p's cards (pick it); with one picked, another cell of p's half (free: the card
 * goes there; holding p's card: the two swap).
 */
export function legalRearrange(s: GameState, out: Int32Array): number {
  const p = s.g[G.Rearrange]! - 1;
  const pick = s.g[G.RearrangePick]! - 1;
  let n = 0;
  if (pick < 0) out[n++] = RECRUIT_DONE;
  for (let c = 0; c < CELLS; c++) {
    if (ownRowNumber(p, c) === 0) continue;
    const o = s.board[c]!;
    if (pick < 0 ? o !== NONE && s.ctrl[o] === p : c !== pick && (o === NONE || s.ctrl[o] === p)) out[n++] = PLACE + c;
  }
  return n;
}

/** Apply one step; true when the rearrangement of this seat is over. */
export function applyRearrange(s: GameState, a: number): boolean {
  const p = s.g[G.Rearrange]! - 1;
  if (a === RECRUIT_DONE) {
    s.g[G.Rearrange] = 0;
    return true;
  }
  const c = a - PLACE;
  const pick = s.g[G.RearrangePick]! - 1;
  if (pick < 0) {
    s.g[G.RearrangePick] = c + 1;
    return false;
  }
  s.g[G.RearrangePick] = 0;
  const i = s.board[pick]!;
  const o = s.board[c]!;
  if (o === NONE) relocate(s, i, c);
  else {
    // Swap two of p's cards (the occupancy mask of p is unchanged).
    s.board[pick] = o;
    s.board[c] = i;
    s.cell[i] = c;
    s.cell[o] = pick;
    s.statCell[o] = pick;
    refreshFormationAt(s, pick);
    refreshFormationAt(s, c);
  }
  s.statCell[i] = c;
  if (s.log) s.log.push(`  ${seatName(p)} переставляет ${cellName(pick)} ↔ ${cellName(c)}`);
  const moves = s.g[G.RearrangeMoves]! + 1;
  s.g[G.RearrangeMoves] = moves;
  if (moves >= REARRANGE_MAX) {
    s.g[G.Rearrange] = 0;
    return true;
  }
  return false;
}

/**
 * "Погибает, когда ваша Линнет покидает поле боя" (death.ts checkDeaths, in games with recruitment
 * features): a linked creature still in the battle zone whose host no longer is dies now. Returns
 * how many died.
 */
export function linkedDeaths(s: GameState): number {
  let died = 0;
  for (let p = 0; p < 2; p++) {
    const host = s.g[G.LinkHost + p]! - 1;
    if (host < 0) continue;
    const hz = s.zone[host];
    if (hz === Zone.Field || hz === Zone.Aux) continue;
    const partner = s.g[G.LinkPartner + p]! - 1;
    s.g[G.LinkHost + p] = 0;
    s.g[G.LinkPartner + p] = 0;
    const z = s.zone[partner];
    if (z !== Zone.Field && z !== Zone.Aux) continue;
    if (s.log) s.log.push(`  ${label(s, partner)} погибает: ${s.db.defs[s.card[host]!]!.name} покинула поле боя`);
    recordEvent(s, Trig.OtherCreatureDies, partner, NONE, s.ctrl[partner]!);
    leaveBattleToGrave(s, partner);
    died++;
  }
  return died;
}

/**
 * "В начале боя получает …, если у вас есть <стихия> существо" (Гермет s1_196): did holder h stand in
 * the battle zone since the reveal (placed then, never left since), with its owner then having a
 * creature of element e? The snapshot is G.StartElems (startBattleRecruitBuffs); a card that comes
 * into play later (a summon, a resurrection) never has it.
 */
export function battleStartHad(s: GameState, h: number, e: number): boolean {
  return s.statCell[h] !== NONE && s.statDiedTurn[h] === 0 && ((s.g[G.StartElems + s.owner[h]!]! >> e) & 1) !== 0;
}

/**
 * At the reveal: the bonuses chosen at recruitment ("начинает игру с +X к {strike} и +2 к
 * {health}"), and the snapshot of each seat's elements in the battle zone (G.StartElems).
 */
export function startBattleRecruitBuffs(s: GameState): void {
  for (let p = 0; p < 2; p++) {
    let mask = 0;
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      const n = listLen(s, p, z);
      for (let k = 0; k < n; k++) mask |= 1 << s.db.element[s.card[listAt(s, p, z, k)]!]!;
    }
    s.g[G.StartElems + p] = mask;
  }
  for (let p = 0; p < 2; p++) {
    const i = s.g[G.RecruitBuffInst + p]! - 1;
    if (i < 0) continue;
    const x = s.g[G.RecruitBuffX + p]!;
    const lives = s.db.recruitExtraLives[s.card[i]!]!;
    // +X to every tier of its simple strike for the whole battle (durations.ts; ends if it leaves the battle zone).
    addTimed(s, i, TimedKind.Strike, x, s.g[G.Turn]!, UNTIL_BATTLE);
    s.extraLives[i] = s.extraLives[i]! + lives;
    if (s.log) s.log.push(`${label(s, i)} начинает игру с +${x} к удару и ${lives} дополнительными жизнями`);
  }
}
