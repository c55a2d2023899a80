/**
 * "При дальней атаке по существу, стоящему рядом с <картой> — он может телепортироваться на свободную
 * клетку рядом с атаковавшим (1 раз за бой)" (Сайкорон s1_153): the trigger point 'rangedAttackNextTo'
 * and the relocation next to the event card.
 *
 * Event: Trig.RangedAttackMade (event kind 0), recorded for every ranged attack made (special-strike.ts
 * recordRangedAttackEvent, in games with Cap.AttackEvents, and only when some card listens: G.TrigKinds):
 * the attacker as subject, the attacked card as other, the attack kind as type, and the attacked card's
 * cell at the attack as amount (-1: not on a cell, a flyer). It is offered to every listener in the
 * battle zone (not in trigger-events.ts ADDRESSED_EVENTS). Like the other "при атаке" triggers it is
 * checked after the attack's effects (511.7; ruling s1_153: "после выстрела").
 *
 * Match (`attackedNextTo`): the listener stands on a cell, the attacked card is another card and stood on
 * a cell next to it (8-neighbourhood, digest §2.1); `fromTypes` the attack kinds (дальние атаки: shot,
 * throw, discharge, {uchr}). Its eventCard is the attacker.
 *
 * The effect `{ op: 'relocate', nextToEventCard: true }` with target 'self' ("телепортироваться", a move
 * of the card by its own feature, not its movement: ruling s1_153 — no {move} spent; relocate.ts): at the
 * declaration its controller names the cell (relocate.ts MechTargetMode.RelocateCell) among the free cells
 * next to the attacker (8-neighbourhood); none (the attacker flies, or every cell around it is taken):
 * the trigger has no legal choice and is not declared (512.5.2). The attacker is kept in the item's
 * St.Def (unused by a self-target relocation). "(1 раз за бой)": the trigger's `perBattle`.
 */
import { Cap, Zone } from '../../core/enums.js';
import { ADJ, CELLS } from '../../core/board.js';
import { G, type GameState, St } from '../../core/state.js';
import { TARGET } from '../../core/action.js';
import { itemField, removeItem, setItemField } from '../../core/stack.js';
import { markOnce } from '../../core/systems/prophecy.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** Does a ranged attack at a card that stood on `cell` (other: that card) fire instance inst's trigger? */
export function attackedNextTo(s: GameState, inst: number, other: number, cell: number): boolean {
  if (other === inst || cell < 0 || s.zone[inst] !== Zone.Field) return false;
  return ADJ[s.cell[inst]! * CELLS + cell] !== 0;
}

/** The event's `amount`: the attacked card's cell (-1 off the battlefield). */
export function attackedCell(s: GameState, t: number): number {
  return s.zone[t] === Zone.Field ? s.cell[t]! : -1;
}

/**
 * triggers.ts declare, trigger `a` of inst at stack index `item`: keep the event card on the item and ask
 * the cell. Returns false while the cell is asked; true when there is none (withdrawn, not declared).
 */
export function declareRelocateNear(s: GameState, item: number, inst: number, a: number, eventCard: number): boolean {
  setItemField(s, item, St.Def, eventCard);
  if (cellsNextToEventCard(s, item, null) === 0) {
    removeItem(s, item); // no legal choice: not declared (512.5.2)
    return true;
  }
  if (s.db.abPerTurn[a] !== 0) markOnce(s, inst, a); // "(1 раз за бой)": declared
  return !s.hooks.declarationCell(s, item);
}

/** relocate.ts relocateCells: the free cells next to the event card of the item at k (TARGET ids, ascending; out null: count). */
export function cellsNextToEventCard(s: GameState, k: number, out: Int32Array | null): number {
  const e = itemField(s, k, St.Def);
  if (e < 0 || s.zone[e] !== Zone.Field) return 0;
  const occ = s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!; // a «костёр» counts as occupied (cell-markers.ts)
  const o = s.cell[e]! * CELLS;
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    if (ADJ[o + c] === 0 || (occ & (1 << c)) !== 0) continue;
    if (out) out[n] = TARGET + c;
    n++;
  }
  return n;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): a 'rangedAttackNextTo' trigger records ranged
 * attacks (Cap.AttackEvents); a trigger's 'relocate' with `nextToEventCard` goes next to the event's
 * card (db.abRelocateNear).
 */
export const ATTACKED_NEXT_TO_COMPILE: MechanicCompile<'abRelocateNear'> = {
  name: 'attackedNextTo',
  ops: {},
  columns: ['abRelocateNear'],
  caps: Cap.AttackEvents,
  owns: (a) => a.kind === 'triggered' && (a.on === 'rangedAttackNextTo' || (a.effect.op === 'relocate' && !!a.effect.nextToEventCard)),
  compile(_def, a, sink) {
    if (a.kind !== 'triggered') return;
    if (a.on === 'rangedAttackNextTo') sink.setCaps(Cap.AttackEvents);
    if (a.effect.op === 'relocate' && a.effect.nextToEventCard) sink.columns.abRelocateNear[sink.ability] = 1;
  },
};
