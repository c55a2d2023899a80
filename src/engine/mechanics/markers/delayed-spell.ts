/**
 * A delayed spell on a chosen row: "{tap}: Заклинание «цветущие руны» — выберите ряд, в начале вашего
 * следующего хода ранить X существ противника на 1-2-2, где X — количество ваших существ без ран в
 * выбранном ряду" (Тергала s1_96).
 *
 * - The row is named at the declaration (512.5.2): the activated ability has `upTo: 'anyRow'`
 *   (db.abUpTo = UPTO_ANY_ROW): a Decision.Choice over the six rows of the battlefield, 1–3 the
 *   controller's own rows (1 front … 3 back) and 4–6 the opponent's rows 1–3 (his numbering).
 * - Executing (MechOp.DelayedRowSpell, features.ts; no card is affected, so no 511 steps): a timed entry
 *   with no card (core/systems/durations.ts TimedKind.RowSpell, Tm.Inst = NONE, amount = the row | (source
 *   + 1) << 4) whose first and last turn is the next turn of the source's controller — kept when the
 *   source leaves the battle zone (ruling s1_96: Тергала need not be on the battlefield then).
 * - At that turn's boundary (durations.ts expireTimed, as the entry starts) the source's 'delayedRowSpell'
 *   trigger is collected (a trigger record, triggers.ts declares it with the start-of-turn triggers of
 *   its controller). Ruling s1_96: the targets are chosen then, by the count of the controller's
 *   unwounded creatures in the row then — X is counted at the trigger's declaration (after the
 *   start-of-turn effects: regeneration, poison) and fixed (512.5.2, core/systems/x-targets.ts
 *   eventXDeclarable), X different enemy creatures are named; with X = 0, or fewer enemy creatures
 *   than X, it is not declared (read as Поганище's ruling s1_164 on "ранить X карт"). The die is
 *   rolled once, as it executes (ruling s1_96), for all the targets: the trigger's `amountFrom:
 *   'dieScale'` (core/systems/amounts.ts) reads the X-Y-Z of its `dieValues` by the source's die.
 *   The legality check lets it execute wherever its source is (special-strike.ts executesFromGrave).
 *
 * Engine cost: none outside the ability itself and the timed table's turn boundary (entries exist).
 */
import { AbKind, Trig, Zone } from '../../core/enums.js';
import { COLS, rowIndexOfOwnRow } from '../../core/board.js';
import { G, type GameState, NONE, TR, TRIG_MAX, Tr } from '../../core/state.js';
import { label, seatName } from '../../core/instance.js';
import { TimedKind, addTimed } from '../../core/systems/durations.js';
import { UPTO_ANY_ROW } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';
export { UPTO_ANY_ROW };

/** The board row (0 … 5) of answer v (1 … 6) for seat p: 1–3 its own rows, 4–6 the opponent's rows 1–3. */
function boardRow(p: number, v: number): number {
  return v <= 3 ? rowIndexOfOwnRow(p, v) : rowIndexOfOwnRow(1 - p, v - 3);
}

/** MechOp.DelayedRowSpell of src with the row answer v (1 … 6): the delayed entry for its controller's next turn. */
export function placeRowSpell(s: GameState, src: number, v: number): void {
  if (v < 1 || v > 6) return;
  const seat = s.ctrl[src]!;
  const turn = s.g[G.Turn]!;
  const next = s.g[G.Active] === seat ? turn + 2 : turn + 1;
  const row = boardRow(seat, v);
  addTimed(s, NONE, TimedKind.RowSpell, row | ((src + 1) << 4), next, next);
  if (s.log) s.log.push(`  ${label(s, src)}: «цветущие руны» на ряд ${v}, в начале следующего хода ${seatName(seat)}`);
}

/** durations.ts expireTimed: a row-spell entry starting with this turn — its source's delayed trigger is collected. */
export function fireRowSpell(s: GameState, v: number): void {
  const src = (v >> 4) - 1;
  if (src < 0) return;
  const db = s.db;
  const card = s.card[src]!;
  let a = -1;
  for (let b = db.abilStart[card]!; b < db.abilStart[card + 1]!; b++) if (db.abKind[b] === AbKind.Triggered && db.abTrigger[b] === Trig.DelayedRowSpell) a = b;
  const n = s.g[G.TrigLen]!;
  if (a < 0 || n >= TRIG_MAX) return;
  const o = n * TR;
  s.trig[o + Tr.Inst] = src;
  s.trig[o + Tr.Abil] = a;
  s.trig[o + Tr.Subject] = s.ctrl[src]!;
  s.trig[o + Tr.Amount] = v & 0xf; // the board row: X is counted at the declaration (rowSpellX)
  s.trig[o + Tr.Other] = NONE;
  s.g[G.TrigLen] = n + 1;
}

/** X of the delayed trigger of src for board row `row`: its controller's unwounded creatures standing in that row now. */
export function rowSpellX(s: GameState, src: number, row: number): number {
  const p = s.ctrl[src]!;
  let x = 0;
  for (let c = row * COLS; c < row * COLS + COLS; c++) {
    const i = s.board[c]!;
    if (i !== NONE && s.ctrl[i] === p && s.wounds[i] === 0 && s.zone[i] === Zone.Field) x++;
  }
  if (s.log) s.log.push(`  «цветущие руны»: ваших существ без ран в ряду — ${x}`);
  return x;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a delayed row spell ('delayedRowSpell') is this mechanic's op (mechanics/ids.ts MechOp.DelayedRowSpell); no field of its own to check. */
export const DELAYED_SPELL_COMPILE: MechanicCompile = {
  name: 'delayedRowSpell',
  ops: { delayedRowSpell: MechOp.DelayedRowSpell },
  owns: () => false,
  compile() {},
};
