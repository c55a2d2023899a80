/**
 * "Когда другие лесные существа в вашем отряде выполняют удар, выстрел и излечение подряд в любой
 * последовательности (перемещение не прерывает цепочку) — открыть Очи Кронга (до 2 раз за ход)"
 * (Очи Кронга s1_93): the trigger point 'ownForestChain', the wide event kind Trig.ForestChain
 * (core/systems/wide-events.ts).
 *
 * A chain per seat (MW.ForestChain + seat): its last two links, each a strike (S), a shot (R) or a heal (H).
 *   - A link is noted when its effect is applied (511.6; rulings s1_93: "выполнить = наложить эффект от
 *     игродействия … как положили последнюю ранку / сняли ранки"): effects.ts applyEffect, a wound of a
 *     strike (a simple strike, a special strike, {uchr}, a magic strike — not a counter-strike, which is
 *     part of the opponent's strike) or of a shot, or a heal of at least one wound (523.3: a heal of an
 *     unwounded creature is not applied; 534.3: a replaced heal is not executed — Вожак сатиров, ruling),
 *     whose source is another forest creature of the seat (the element of its card; "другие": not a card
 *     that listens to this trigger). One feature makes one link however many effects it applies.
 *   - A miss applies nothing: neither a link nor a break (515.5; ruling "промах … не прерывает, но и в
 *     цепочку не войдёт").
 *   - Any other feature of the seat's cards that executes breaks the chain (ruling: "разрывается любой
 *     способностью этой или любых других карт … под контролем игрока, не удовлетворяющей описанию
 *     последовательности" — a dark creature's heal, a swamp creature's shot, any trigger, Очи Кронга's own
 *     opening, ruling 0): driver.ts runStep, when an item of the seat starts executing (its step 0) and
 *     is not a strike, shot or heal feature of another forest creature of the seat. Moves are no features
 *     (the text: "перемещение не прерывает цепочку"). A feature of the opponent does not break it.
 *   - When a link makes the last three links a strike, a shot and a heal in any order, the event is
 *     recorded (subject: the seat); Очи Кронга's trigger ('perTurn: 2', triggers.ts triggerUses) is
 *     declared as soon as a player gets priority (116.3, 116.4) and its execution, an own feature,
 *     breaks the chain (ruling 0: "выстрел, излечение, удар, выстрел" opens it once).
 * Engine readings: the chain is kept across turns (the text limits only the openings per turn); a
 * feature removed as illegal at its legality check still broke the chain when it started executing;
 * simple strikes run step by step in such games (core/combat/strike-at-once.ts), so each is an item.
 *
 * State (s.mw, mechanics/ids.ts): MW.ForestChain + p: bits 0–1 the number of links (0–2), bits 2–3 / 4–5 the older / newer link;
 * MW.ForestChainAction + p: 1 + the game action id (St.Action) of the feature that made the newer link.
 * Engine cost: the hooks test GameState.trigKinds2 (0 in games without a wide-kind listener).
 */
import { AttackKind, ELEMENT_CODE, Feat, Op, Trig } from '../../core/enums.js';
import { G, type GameState, NONE, ST, St } from '../../core/state.js';
import { MW } from '../ids.js';
import { recordWideEvent } from '../../core/systems/wide-events.js';
import { FOREST_CHAIN_BIT } from '../../core/codes.js';

const CHAIN_BIT = FOREST_CHAIN_BIT;
const S = 1;
const R = 2;
const H = 3;

/** Does this game track forest chains (some card listens to Trig.ForestChain)? The hook sites' gate. */
export function chainsTracked(s: GameState): boolean {
  return (s.trigKinds2[0]! & CHAIN_BIT) !== 0;
}

/** Another forest creature of seat p (its card does not listen to the chain itself)? */
function forestLink(s: GameState, i: number, p: number): boolean {
  if (i < 0 || s.ctrl[i] !== p) return false;
  const card = s.card[i]!;
  return s.db.element[card] === ELEMENT_CODE.forest && (s.db.trigEvents2[card]! & CHAIN_BIT) === 0;
}

function isStrike(type: number): boolean {
  return type === AttackKind.Strike || type === AttackKind.SpecialStrike || type === AttackKind.ThroughRow || type === AttackKind.Magic;
}

function breakChain(s: GameState, p: number): void {
  s.mw[MW.ForestChain + p] = 0;
  s.mw[MW.ForestChainAction + p] = 0;
}

/** The key of the feature applying effects now: 1 + its action id, or minus the newest action id (a strike at once has no item). */
function featureKey(s: GameState): number {
  const k = s.g[G.Executing]!;
  if (k !== NONE && k >= 0 && k < s.g[G.StackLen]!) return s.stack[k * ST + St.Action]! + 1;
  return -s.g[G.NextAction]!;
}

function addLink(s: GameState, p: number, link: number): void {
  const key = featureKey(s);
  if (s.mw[MW.ForestChainAction + p] === key && (s.mw[MW.ForestChain + p]! & 3) !== 0) return; // the same feature: one link
  s.mw[MW.ForestChainAction + p] = key;
  const c = s.mw[MW.ForestChain + p]!;
  const n = c & 3;
  const older = (c >> 2) & 3;
  const newer = (c >> 4) & 3;
  if (n === 2 && older !== newer && older !== link && newer !== link) {
    if (s.log) s.log.push('  цепочка: удар, выстрел и излечение подряд');
    recordWideEvent(s, Trig.ForestChain, p, NONE, 0);
  }
  // Keep the last two links.
  s.mw[MW.ForestChain + p] = n === 0 ? 1 | (link << 4) : 2 | (newer << 2) | (link << 4);
}

/** effects.ts applyEffect, Op.Wound with amount > 0 (games with chains): a strike's or a shot's link. */
export function noteChainWound(s: GameState, src: number, type: number): void {
  if (src < 0) return;
  const p = s.ctrl[src]!;
  if (!forestLink(s, src, p)) return;
  if (isStrike(type)) addLink(s, p, S);
  else if (type === AttackKind.Shot) addLink(s, p, R);
}

/** effects.ts applyEffect, Op.Heal of at least one wound (games with chains): a heal's link. */
export function noteChainHeal(s: GameState, src: number): void {
  if (src < 0) return;
  const p = s.ctrl[src]!;
  if (forestLink(s, src, p)) addLink(s, p, H);
}

/** driver.ts runStep, an item about to run its first step (games with chains): does it break its seat's chain? */
export function noteChainItem(s: GameState, k: number): void {
  const o = k * ST;
  if (s.stack[o + St.Step] !== 0) return;
  const p = s.stack[o + St.Ctrl]!;
  if (p < 0 || p > 1 || s.mw[MW.ForestChain + p] === 0) return;
  const src = s.stack[o + St.Src]!;
  const feat = s.stack[o + St.Feat]!;
  if (forestLink(s, src, p)) {
    if (feat === Feat.Strike) return; // a simple strike: its wound is the link
    if (feat === Feat.Ranged && s.db.rangedKind[s.card[src]!] === AttackKind.Shot) return;
    if (feat >= Feat.Ability) {
      // An ability (activated or triggered) that heals, strikes or shoots: its effect is the link.
      const a = feat - Feat.Ability;
      const ranged = s.db.abRanged[a]!;
      if (ranged !== 0 ? ranged === AttackKind.Shot || ranged === AttackKind.ThroughRow || ranged === AttackKind.Magic : s.db.abOp[a] === Op.Heal || isStrike(s.db.abType[a]!)) return;
    }
  }
  breakChain(s, p);
}
