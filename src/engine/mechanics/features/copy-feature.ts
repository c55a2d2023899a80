/**
 * Copying a "при сильном {strike}" feature from a card shown from the deck (Дегаска s1_32): "В начале
 * боя и при каждом сильном {strike} покажите из колоды существо (кроме Дегаски; карту с каждым
 * названием можно показывать только один раз) с особенностью с текстом «при сильном {strike}» —
 * Дегаска получает эту особенность до конца боя, меняя название карты в тексте особенности на
 * «Дегаска»."
 *
 * Ruling s1_32: the text must match word for word — a card with "При среднем или сильном простом
 * ударе" (Хедда) does not qualify. In the card data that is a DONOR: a printed card with a triggered
 * ability `on: 'selfStrikes'` whose strike filter is exactly `{ tiers: [3] }` (no other condition);
 * the donated feature is that ability (those abilities, if a card has several). In set 1: Анубисар
 * s1_26, Медуза Горгона s1_131, Талион s1_149, Тич s1_199 (Дегаска's own "при каждом сильном" is not
 * one). The copied ability reads "self" as its holder, so "меняя название карты" needs nothing more.
 *
 * Representation, with no per-read switch (as mechanics/features/lose-features.ts and granted-strike.ts): when
 * a card with the effect `{ op: 'copyStrongStrikeFeature' }` (the COPIER; one per pool) is in the pool,
 * the compiler (compile/compile.ts) appends one row per nonempty set S of donors (K donors: 2^K − 1 rows) —
 * the copier's own definition plus the donated abilities of S, in donor order (`db.copyBase` is the
 * row of S = 1; `db.copyDonor[c]` the donor index of printed card c, −1 for none; `db.origOf` maps the
 * rows back to the copier). The copier's instance swaps its card index to the row of its set, so every
 * reader of the card tables (the triggers' listening cache included) sees the copied features; the
 * set itself records which names were shown ("карту с каждым названием … только один раз").
 *
 * Play: the effect is the copier's triggered feature ("в начале боя", "при сильном {strike}"); when it
 * executes (features.ts stepAbility), its controller shows a donor from his deck: a Decision.Choice
 * with AMOUNT + 1 + d for every donor d not yet shown with a card in his deck (the choice is his:
 * "покажите … существо"; nothing to show, nothing happens). The shown card stays in the deck (the
 * engine's observations keep deck contents hidden, so the opponent's agents learn nothing of it —
 * the conservative reading of what a shown card tells). The copier's row becomes that of S ∪ {d};
 * "до конца боя": leaving the battle zone it is its printed card again (instance.ts leaveBattleToGrave
 * restores origOf, gated by Mech.CopiesFeatures).
 *
 * Engine readings: the feature copied on a strong strike does not fire for that same strike (it was
 * not the card's feature when the strike was made). A copier that lost its features (a featureless
 * twin) or holds a granted magic strike (an armed twin) copies nothing (logged; no set-1 game has
 * those together in practice).
 *
 * Engine cost: compile time only without a copier; MechOp.CopyFeature is tested in stepAbility's effect
 * dispatch and the sub-decision owner (core/systems/choice.ts choiceOwner).
 */
import type { CardDef } from '../../vocab/card.js';
import type { Ability } from '../../vocab/ability.js';
import { Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St, listAt, listLen } from '../../core/state.js';
import { itemField } from '../../core/stack.js';
import { AMOUNT } from '../../core/action.js';
import { label, seatName } from '../../core/instance.js';
import { noteCardInGame } from '../../core/game-caps.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

/** Most donors a pool may hold (2^K − 1 rows). */
const MAX_DONORS = 6;

/** Is ability a a "при сильном {strike}" feature (exactly: a strong simple strike of its own card)? */
function donated(a: Ability): boolean {
  if (a.kind !== 'triggered' || a.on !== 'selfStrikes' || !a.strike) return false;
  const f = a.strike;
  return Object.keys(f).length === 1 && f.tiers !== undefined && f.tiers.length === 1 && f.tiers[0] === 3;
}

/** Does card d copy (its abilities hold the effect)? */
function copies(d: CardDef): boolean {
  for (const a of d.abilities ?? []) if ((a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'copyStrongStrikeFeature') return true;
  return false;
}

/** compileCardDb: the copier of the pool (−1: none) and the donors (printed indices, ascending). */
export function copyPlan(printed: readonly CardDef[]): { copier: number; donors: number[] } {
  let copier = -1;
  const donors: number[] = [];
  for (let i = 0; i < printed.length; i++) {
    const d = printed[i]!;
    if (copies(d)) {
      if (copier >= 0) throw new Error(`${d.id}: a second card that copies features (mechanics/features/copy-feature.ts: one per pool)`);
      copier = i;
    } else if ((d.abilities ?? []).some(donated)) donors.push(i);
  }
  if (copier < 0) return { copier, donors: [] };
  if (donors.length > MAX_DONORS) throw new Error(`copy-feature: ${donors.length} donors (at most ${MAX_DONORS})`);
  return { copier, donors };
}

/** The rows of the copier with donor set S = 1 … 2^K − 1 (compileCardDb appends them). */
export function copyRows(printed: readonly CardDef[], copier: number, donors: readonly number[]): CardDef[] {
  const c = printed[copier]!;
  const rows: CardDef[] = [];
  for (let set = 1; set < 1 << donors.length; set++) {
    const extra: Ability[] = [];
    for (let d = 0; d < donors.length; d++) if ((set & (1 << d)) !== 0) for (const a of printed[donors[d]!]!.abilities ?? []) if (donated(a)) extra.push(a);
    rows.push({ ...c, id: `${c.id}^${set}`, abilities: [...(c.abilities ?? []), ...extra] });
  }
  return rows;
}

/** The donor set of the copier instance i's card row (−1: neither the copier nor one of its rows). */
function setOf(s: GameState, i: number): number {
  const db = s.db;
  const c = s.card[i]!;
  if (c === db.copier) return 0;
  const k = c - db.copyBase;
  return db.copyBase >= 0 && k >= 0 && k < (1 << db.copyK) - 1 ? k + 1 : -1;
}

/** The donors (bits) seat p could show now for copier instance i: in his deck, not shown yet. */
function showable(s: GameState, p: number, set: number): number {
  let m = 0;
  const n = listLen(s, p, Zone.Deck);
  for (let k = 0; k < n; k++) {
    const d = s.db.copyDonor[s.card[listAt(s, p, Zone.Deck, k)]!]!;
    if (d >= 0) m |= 1 << d;
  }
  return m & ~set;
}

/** features.ts stepAbility, MechOp.CopyFeature at stack index k executes: its controller shows a donor, if he can. */
export function beginCopy(s: GameState, k: number): void {
  const src = itemField(s, k, St.Src);
  if (s.zone[src] !== Zone.Field && s.zone[src] !== Zone.Aux) return;
  const set = setOf(s, src);
  if (set < 0) {
    if (s.log) s.log.push(`  ${label(s, src)}: особенности не копируются`);
    return;
  }
  const p = itemField(s, k, St.Ctrl);
  if (showable(s, p, set) === 0) {
    if (s.log) s.log.push(`  ${seatName(p)}: в колоде нет существа с особенностью «при сильном {strike}»`);
    return;
  }
  askChoice(s, k, p);
}

/** Legal answers: AMOUNT + 1 + d for each showable donor d. */
export function legalCopy(s: GameState, k: number, out: Int32Array): number {
  const src = itemField(s, k, St.Src);
  let m = showable(s, itemField(s, k, St.Ctrl), setOf(s, src));
  let n = 0;
  while (m !== 0) {
    const d = 31 - Math.clz32(m & -m);
    m &= m - 1;
    out[n++] = AMOUNT + 1 + d;
  }
  return n;
}

/** Apply the choice: show the donor, and the copier takes the row with its feature. */
export function applyCopy(s: GameState, k: number, act: number): void {
  const src = itemField(s, k, St.Src);
  const d = act - AMOUNT - 1;
  const set = setOf(s, src) | (1 << d);
  const row = s.db.copyBase + set - 1;
  s.g[G.Selected] = NONE;
  if (s.log) s.log.push(`  ${seatName(itemField(s, k, St.Ctrl))} показывает из колоды ${s.db.defs[s.db.copyDonors[d]!]!.name}: ${label(s, src)} получает её особенность «при сильном {strike}»`);
  s.card[src] = row;
  noteCardInGame(s, row); // the copied trigger's events (game-caps.ts)
  s.g[G.HearStale] = 1; // triggers.ts hearMask reads the card tables
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'copyStrongStrikeFeature' sets Mech.CopiesFeatures; the copier's rows are its row plan (compile/passes.ts copyPlan, copyRows). */
export const COPY_FEATURE_COMPILE: MechanicCompile = {
  name: 'copyFeature',
  ops: { copyStrongStrikeFeature: MechOp.CopyFeature },
  mechs: [Mech.CopiesFeatures],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'copyStrongStrikeFeature',
  compile(_def, _a, sink) {
    sink.cap(Mech.CopiesFeatures);
  },
};
