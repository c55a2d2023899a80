/**
 * Triggers on another creature's poison, and targets next to the event's card (Ноками s1_123,
 * Сеятель хвори s1_124):
 *
 *  - 'enemyPoisonWounded' (Trig.EnemyPoisonWounded): "Когда существо противника получает раны от
 *    отравления" — an enemy creature took wounds of the poison (digest §5 отравление: the wounds at the
 *    start of its controller's turn). The event is recorded where the wound is applied (effects.ts,
 *    AttackKind.Poison wounds; recordEvent keeps it only in games where some card listens), subject =
 *    the wounded card, amount = its poison value then.
 *  - 'enemyDiesOfPoison' (Trig.EnemyDiesOfPoison): "При гибели существа противника от отравления" —
 *    an enemy creature died of poison wounds: it took them in the batch of effects after which it
 *    died (poison wounds come alone, at the start of a turn, so its death is theirs). Recorded by
 *    death.ts before the card leaves (`recordPoisonDeath`, only in games listening): amount = its
 *    poison value at death | (its controller at death << 8).
 *  - target 'creatureNextToEventCard' (Tgt.NextToEventCard): "стоящее рядом с ним / с погибшим
 *    существо" — a creature on one of the 8 cells around the event's card (where it stands, or the
 *    cell it died on); a flyer has no neighbours (ruling s1_124: no legal target then). The event's
 *    card is kept in the trigger item's St.Op slot (used only by generated features, 534.7), found again by
 *    `anchorCell` for the target generator and the legality check.
 *  - amountFrom 'eventPoison': "на X, где X — величина отравления умершего существа": the event's
 *    poison value, kept in the item's St.Type slot (likewise).
 *
 * The same target for enemy creatures only, 'enemyCreatureNextToEventCard' (Tgt.EnemyNextToEventCard):
 * "двух существ противника, стоящих рядом с атакованным" (Анубисар s1_26, with `targets: 2`).
 *
 * "(1 раз за ход)" and "может" are the generic trigger limits (triggers.ts perTurn, optional).
 */
import { NEIGH8_MASK, NO_CELL } from '../../core/board.js';
import { AttackKind, Feat, Trig, Zone } from '../../core/enums.js';
import { EV, Ev, G, type GameState, NONE, ST, St } from '../../core/state.js';
import { recordEvent } from '../../core/effects.js';
import { DEATH_CTRL_SHIFT } from '../../core/codes.js';
export { DEATH_CTRL_SHIFT };

/** death.ts deathsIn, before the card leaves (games listening to poison deaths): record a poison death of i. */
export function recordPoisonDeath(s: GameState, i: number): void {
  const n = s.g[G.EvLen]!;
  for (let e = 0; e < n; e++) {
    const o = e * EV;
    if ((s.events[o + Ev.Kind]! & 0xff) === Trig.EnemyPoisonWounded && s.events[o + Ev.Subject] === i) {
      recordEvent(s, Trig.EnemyDiesOfPoison, i, NONE, s.poison[i]! | (s.ctrl[i]! << DEATH_CTRL_SHIFT), AttackKind.Poison);
      return;
    }
  }
}

/** triggers.ts declare: a trigger naming a creature next to its event's card keeps that card and the event's amount. */
export function noteEventCard(s: GameState, item: number, other: number, amount: number): void {
  s.stack[item * ST + St.Op] = other;
  s.stack[item * ST + St.Type] = amount & 0xff;
}

/**
 * The cell around which 'creatureNextToEventCard' targets of ability `abil` of `src` stand: the cell of
 * the event's card kept by the topmost such trigger item (its current cell, or the one it died on), or
 * NO_CELL (a flyer, or no item).
 */
export function anchorCell(s: GameState, src: number, abil: number): number {
  for (let k = s.g[G.StackLen]! - 1; k >= 0; k--) {
    const o = k * ST;
    if (s.stack[o + St.Feat] !== Feat.Ability + abil || s.stack[o + St.Src] !== src) continue;
    const t = s.stack[o + St.Op]!;
    if (t < 0) return NO_CELL;
    if (s.zone[t] === Zone.Field) return s.cell[t]!;
    return s.zone[t] === Zone.Aux ? NO_CELL : s.lastCell[t]!;
  }
  return NO_CELL;
}

/** Does t stand on one of the 8 cells around `cell`? */
export function nextToCell(s: GameState, cell: number, t: number): boolean {
  return cell !== NO_CELL && cell >= 0 && s.zone[t] === Zone.Field && (NEIGH8_MASK[cell]! & (1 << s.cell[t]!)) !== 0;
}

/** amountFrom 'eventPoison': the poison value the executing trigger's event carried. */
export function eventPoisonAmount(s: GameState): number {
  const k = s.g[G.Executing]!;
  return k >= 0 && k < s.g[G.StackLen]! ? s.stack[k * ST + St.Type]! : 0;
}
