/**
 * Hidden cards a feature may reach (rulings s1_144 Герольд мрака, s1_198 Варлок): "Игрок,
 * контролирующий <карту>, выбирает сам любое количество скрытых карт, на которые он хочет применить
 * своё воздействие. Карты вскрываются одновременно. Если хотя бы одна из карт оказалась не подходящей
 * целью, то не поранится никто, а <карта> закроется."
 *
 * An activated ability with `hiddenChoice` (db.abHiddenPick) whose effect reaches cards it does not
 * name — every enemy creature with a property (Варлок «пламя бездны»: allEnemyCreatures + filter), or
 * the enemy neighbours of its target with the same weak strike (Герольд «диссонанс», splash.ts):
 *  - declaration (turn.ts declareAbility): if hidden enemy cards could be reached (every hidden enemy
 *    creature; for a splash, those next to the target), its controller picks any of them one by one
 *    (Decision.Target, MechTargetMode.HiddenPick, PASS = no more), kept as a cell mask in the item's
 *    St.RollA (unused by such abilities); on PASS the picked cards are revealed together;
 *  - execution (features.ts): cards still hidden are not reached; if a picked card does not qualify,
 *    the feature affects nobody (it is still paid).
 *
 * Hidden cards exist only before the Second player's back row is revealed. Engine cost: none outside
 * such abilities (db.abHiddenPick is read when one is declared or executes).
 */
import { ADJ, CELLS } from '../../core/board.js';
import { Decision, Feat, Flag, TargetMode, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { PASS, TARGET } from '../../core/action.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { label, reveal } from '../../core/instance.js';
import { advance } from '../../core/driver.js';
import { MechTargetMode } from '../ids.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** Cell mask of the hidden enemy cards the item at k could reach now, not yet picked. */
function pickable(s: GameState, k: number): number {
  const src = itemField(s, k, St.Src);
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const e = 1 - s.ctrl[src]!;
  const picked = itemField(s, k, St.RollA);
  const t = itemField(s, k, St.Tgt);
  const splash = s.db.abSplash[a] !== 0;
  if (splash && (t < 0 || s.zone[t] !== Zone.Field)) return 0;
  let m = 0;
  for (let c = 0; c < CELLS; c++) {
    const o = s.board[c]!;
    if (o === NONE || s.ctrl[o] !== e || (s.flags[o]! & Flag.Hidden) === 0 || (picked & (1 << c)) !== 0) continue;
    if (splash && ADJ[s.cell[t]! * CELLS + c] === 0) continue;
    m |= 1 << c;
  }
  return m;
}

/** After the declaration of the item at k (ability a): ask for hidden cards if some could be reached. */
export function beginHiddenPick(s: GameState, k: number): boolean {
  setItemField(s, k, St.RollA, 0);
  if (pickable(s, k) === 0) return false;
  s.g[G.Selected] = k;
  s.g[G.TargetMode] = MechTargetMode.HiddenPick;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
  return true;
}

/** Legal actions: the hidden cards still pickable (TARGET + cell, ascending), then PASS. */
export function legalHiddenPick(s: GameState, out: Int32Array): number {
  let m = pickable(s, s.g[G.Selected]!);
  let n = 0;
  while (m !== 0) {
    out[n++] = TARGET + (31 - Math.clz32(m & -m));
    m &= m - 1;
  }
  out[n++] = PASS;
  return n;
}

/** A picked hidden card, or PASS: the picked cards are revealed together and the engine goes on. */
export function applyHiddenPick(s: GameState, act: number): void {
  const k = s.g[G.Selected]!;
  if (act !== PASS) {
    setItemField(s, k, St.RollA, itemField(s, k, St.RollA) | (1 << (act - TARGET)));
    if (pickable(s, k) !== 0) return; // ask again
  }
  let m = itemField(s, k, St.RollA);
  while (m !== 0) {
    const c = 31 - Math.clz32(m & -m);
    m &= m - 1;
    const o = s.board[c]!;
    if (o === NONE) continue;
    if (s.log) s.log.push(`  скрытая карта выбрана: ${label(s, o)}`);
    reveal(s, o);
  }
  s.g[G.Selected] = NONE;
  s.g[G.TargetMode] = TargetMode.Verb;
  s.g[G.Decision] = Decision.None;
  advance(s);
}

/** The picked cards of the item at k (features.ts, at execution), written to out; returns the count. */
export function pickedCards(s: GameState, k: number, out: Int32Array): number {
  let m = itemField(s, k, St.RollA);
  let n = 0;
  while (m !== 0) {
    const c = 31 - Math.clz32(m & -m);
    m &= m - 1;
    const o = s.board[c]!;
    if (o !== NONE) out[n++] = o;
  }
  return n;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): an activated ability with `hiddenChoice` (db.abHiddenPick). */
export const HIDDEN_CHOICE_COMPILE: MechanicCompile<'abHiddenPick'> = {
  name: 'hiddenChoice',
  ops: {},
  columns: ['abHiddenPick'],
  owns: (a) => a.kind === 'activated' && !!a.hiddenChoice,
  compile(_def, _a, sink) {
    sink.columns.abHiddenPick[sink.ability] = 1;
  },
};
