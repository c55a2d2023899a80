/**
 * "Выбрать ряд половины поля боя противника; до конца хода противника сводит каждую атаку рядового
 * существа противника к 1, пока оно стоит в выбранном ряду (1 раз за бой для каждого ряда)"
 * (Призывающая бурю s1_51, заклинание «мороз, мгла и ливень»).
 *
 * - The row is named at the declaration (512.5.2): the ability has `upTo: 'freeEnemyRow'` — a
 *   Decision.Choice whose answers are the opponent's own rows 1 (front) … 3 (back) this card has not
 *   chosen yet in this battle (`legalFreeRows`, the sub-decision of mechanics/index.ts upToChoices); with none left
 *   the ability is not usable (instants.ts abilityUsable, `freeRowLeft`).
 * - Executing (MechOp.RowAttackCap, features.ts, like Op.MoveLimit: no card is affected, so no 511
 *   steps): two timed entries on the source (durations.ts): TimedKind.RowUsed (the row, for the
 *   battle) and TimedKind.RowCap (row + 4 × the opponent's seat) until the end of the opponent's next
 *   turn ('endOfOpponentNextTurn'). Timed entries go with their card: when Призывающая бурю leaves the
 *   battle zone the cap ends (ruling s1_51: she must stay in the squad for the spell to work).
 * - The cap (`rowCappedWound`, at the end of modifiers.ts modWound — every attack's wound in games
 *   with Cap.Modifier, which the card carries — gated by Gate.AttackWoundCap, which Mech.RowAttackCap opens): an attack
 *   (simple strike, {uchr}, shot, throw, discharge, magic or special strike; not a counter-strike) of
 *   an ordinary (not {elite}) creature standing on a battlefield cell of that row wounds by at most 1,
 *   after the modifiers ("сводит к 1", as strike-cap.ts); preventions follow in the 511 pipeline.
 */
import { ownRowNumber } from '../../core/board.js';
import { AttackKind, Cap, Kw, Zone } from '../../core/enums.js';
import { G, type GameState, TM } from '../../core/state.js';
import { AMOUNT } from '../../core/action.js';
import { Dur, TimedKind, Tm, UNTIL_BATTLE, addTimed, durationSpan } from '../../core/systems/durations.js';
import { label } from '../../core/instance.js';
import { UPTO_FREE_ENEMY_ROW } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';
export { UPTO_FREE_ENEMY_ROW };

/** Attacks (not the counter-strike) as damage bits (modifiers.ts DamageSel 'attacks'). */
const ATTACK_BITS =
  (1 << AttackKind.Strike) | (1 << AttackKind.ThroughRow) | (1 << AttackKind.Shot) | (1 << AttackKind.Throw) | (1 << AttackKind.Discharge) | (1 << AttackKind.Magic) | (1 << AttackKind.SpecialStrike);

function rowUsed(s: GameState, i: number, row: number): boolean {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.RowUsed && s.timed[o + Tm.Amount] === row) return true;
  }
  return false;
}

/** Has instance i a row left to choose? */
export function freeRowLeft(s: GameState, i: number): boolean {
  return !rowUsed(s, i, 1) || !rowUsed(s, i, 2) || !rowUsed(s, i, 3);
}

/** Legal answers of the row choice: AMOUNT + row for each row not chosen yet. */
export function legalFreeRows(s: GameState, i: number, out: Int32Array): number {
  let n = 0;
  for (let r = 1; r <= 3; r++) if (!rowUsed(s, i, r)) out[n++] = AMOUNT + r;
  return n;
}

const span = new Int32Array(2);

/** MechOp.RowAttackCap of src on the opponent's own row `row` (1..3). */
export function applyRowCap(s: GameState, src: number, row: number): void {
  if (row < 1 || row > 3) return;
  const seat = s.ctrl[src]!;
  durationSpan(s, Dur.EndOfOpponentNextTurn, 0, seat, seat, span);
  addTimed(s, src, TimedKind.RowUsed, row, s.g[G.Turn]!, UNTIL_BATTLE);
  addTimed(s, src, TimedKind.RowCap, row + 4 * (1 - seat), span[0]!, span[1]!);
  if (s.log) s.log.push(`  ${label(s, src)}: атаки рядовых существ в ${row}-м ряду противника сводятся к 1`);
}

/** The wound `w` of an attack (damage bits `dmg`) by src: 1 if a row cap holds for src now. */
export function rowCappedWound(s: GameState, src: number, w: number, dmg: number): number {
  if (w <= 1 || src < 0 || (dmg & ATTACK_BITS) === 0 || s.zone[src] !== Zone.Field || (s.db.kw[s.card[src]!]! & Kw.Elite) !== 0) return w;
  const key = ownRowNumber(s.ctrl[src]!, s.cell[src]!) + 4 * s.ctrl[src]!;
  const turn = s.g[G.Turn]!;
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Kind] === TimedKind.RowCap && s.timed[o + Tm.Amount] === key && s.timed[o + Tm.From]! <= turn && turn <= s.timed[o + Tm.Until]!) return 1;
  }
  return w;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'rowAttackCap' is read at the end of modifiers.ts modWound, the wound path of games with Cap.Modifier. */
export const ROW_ATTACK_CAP_COMPILE: MechanicCompile = {
  name: 'rowAttackCap',
  ops: { rowAttackCap: MechOp.RowAttackCap },
  caps: Cap.Modifier,
  mechs: [Mech.RowAttackCap],
  owns: (a) => a.kind === 'activated' && a.effect.op === 'rowAttackCap',
  compile(_def, _a, sink) {
    sink.setCaps(Cap.Modifier);
    sink.cap(Mech.RowAttackCap);
  },
};
