/**
 * Recruitment features ("при наборе …", digest §3.4): read once per recruit decision, never in the
 * battle loop.
 *   - "При наборе <карты> в отряд вы получаете N {elite}" (Мародёр): the recruiter gains N gold
 *     crystals once the card is paid for.
 *   - "При наборе отряда, если в вашем отряде есть карты стоимостью 3, 4, 5, 6, 7 и 8, вы можете
 *     взять <карту> в отряд бесплатно" (Ведающий запасами): the card costs 0 while the squad holds
 *     a card of each listed cost (the card itself is not in the squad yet, so it never counts itself —
 *     official ruling). Taking it for free is always at least as good as paying, so the engine does.
 */
import { Zone } from '../enums.js';
import { type GameState, listAt, listLen } from '../state.js';

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
