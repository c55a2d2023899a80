/**
 * A granted one-use magic strike (Дверг s1_90, «дух мухомора»): "выбранное существо до конца хода
 * получает: «{tap}: Магический удар той же величины, что и {strike} этого существа и +1 к этому удару
 * (1 раз за ход)»".
 *
 * Rulings s1_90:
 *  - "Магический удар той же величины" (not "силы"): the magic strike's values are the holder's
 *    {strike} values, +1 each (a magic strike rolls one die on the X-Y-Z scale, digest §5.1);
 *  - "(1 раз за ход)" counts uses of the GRANTED strike: once it has struck, re-opening the creature
 *    does not restore it; but Дверг, opened again, may grant it again, and the new grant may be used
 *    again.
 * So the grant is one use: it ends when the granted strike is used, or at the end of the turn.
 *
 * Representation, with no per-read switch (the way mechanics/features/lose-features.ts swaps a card to its
 * featureless twin): when some card of the pool grants the strike, the compiler (compile/compile.ts) appends
 * an ARMED twin of every card — the card's own definition plus the ranged ability `{ attack: 'magic',
 * values: printed {strike} + bonus, tap, grantedOnce }` (`db.armedOf`: card → its armed twin, −1 for
 * none; `db.origOf` maps the twin back). The grant (MechOp.GrantMagicStrike, 511: after the protection
 * check) swaps the creature's card index to its armed twin and records a TimedKind.Armed entry for the
 * turn; every reader of the card tables — verbs, usability ({tap}: an open card), targets (a magic
 * strike: an adjacent enemy card), the stack and payment — then sees the card with the ability, and
 * the ordinary machinery plays it.
 * The grant ends, swapping the card back to its printed row:
 *  - when the granted strike executes (ranged-abilities.ts executeRangedAbility, db.abLoseCounters 4):
 *    it has been used (an illegal declaration, removed unpaid, is no use);
 *  - at the end of the turn (durations.ts expireTimed, the Armed entry expires);
 *  - when the card leaves the battle zone (instance.ts leaveBattleToGrave restores origOf, gated by
 *    Mech.GrantsStrike).
 * A second grant to an armed card changes nothing (it still has one use this turn).
 *
 * A "(1 раз за ход / за бой)" use of the card's own features recorded before the swap moves with it
 * (`swapRow`): the twin lists the printed abilities first, in the same order.
 *
 * Engine readings (the text and rulings are silent):
 *  - "той же величины, что и {strike} этого существа": the holder's printed {strike} values (as
 *    Фагор's ruling s1_87 reads "слабых {strike}": printed values); timed or static "+N к {strike}"
 *    bonuses are simple-strike modifiers and do not reach the magic strike;
 *  - a creature that lost its features (mechanics/features/lose-features.ts, a featureless twin) cannot take
 *    the grant: the grant is logged and has no effect (no game of set 1 has both cards' effects).
 *
 * Engine cost: compile time only in games without a granting card; the effect op, the end-of-turn
 * expiry of an Armed entry and the use are reached only by such games.
 */
import type { CardDef } from '../../vocab/card.js';
import type { Ability } from '../../vocab/ability.js';
import { G, type GameState, TM } from '../../core/state.js';
import { label } from '../../core/instance.js';
import { TimedKind, Tm, addTimed, removeTimedAt } from '../../core/systems/durations.js';
import { refreshFormationAt } from '../../core/systems/formation.js';
import { noteCardInGame } from '../../core/game-caps.js';
import { Zone } from '../../core/enums.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

/**
 * The bonus of the pool's magic-strike grant (Дверг: +1), or −1 when no card grants one. The armed
 * twins carry one bonus, so the pool may not hold grants with different bonuses (the compiler refuses).
 */
export function grantedStrikeBonus(defs: readonly CardDef[]): number {
  let bonus = -1;
  for (const d of defs) {
    for (const a of d.abilities ?? []) {
      if ((a.kind !== 'activated' && a.kind !== 'triggered') || a.effect.op !== 'grantMagicStrike') continue;
      if (bonus >= 0 && a.effect.bonus !== bonus) throw new Error(`${d.id}: a magic-strike grant of +${a.effect.bonus} beside one of +${bonus} (mechanics/strike/granted-strike.ts: one bonus per pool)`);
      bonus = a.effect.bonus;
    }
  }
  return bonus;
}

/** The armed twin of card d: its definition plus the granted one-use magic strike (compileCardDb). */
export function armedTwin(d: CardDef, bonus: number): CardDef {
  const strike: Ability = {
    kind: 'ranged',
    attack: 'magic',
    values: [d.strike[0] + bonus, d.strike[1] + bonus, d.strike[2] + bonus],
    tap: true,
    grantedOnce: true,
  };
  return { ...d, id: `${d.id}+`, abilities: [...(d.abilities ?? []), strike] };
}

/** MechOp.GrantMagicStrike from src on dst (511, after the protection check): dst is armed for this turn. */
export function armCard(s: GameState, dst: number): void {
  const z = s.zone[dst];
  if (z !== Zone.Field && z !== Zone.Aux) return;
  const c = s.card[dst]!;
  const t = s.db.armedOf[c]!;
  if (t < 0) {
    // Already armed (its twin has no twin of its own), or featureless: nothing changes.
    if (s.log) s.log.push(`  ${label(s, dst)}: ${s.db.origOf[c] !== c && s.db.armedOf[s.db.origOf[c]!] === c ? 'уже имеет магический удар' : 'не получает магический удар'}`);
    return;
  }
  swapRow(s, dst, c, t);
  noteCardInGame(s, t); // its magic strike is an activated ability: the game's caps must know it
  s.g[G.HearStale] = 1; // triggers.ts hearMask reads the card tables
  const turn = s.g[G.Turn]!;
  addTimed(s, dst, TimedKind.Armed, 1, turn, turn);
  if (z === Zone.Field) refreshFormationAt(s, s.cell[dst]!);
  if (s.log) s.log.push(`  ${label(s, dst)} получает «{tap}: Магический удар» до конца хода`);
}

/** ranged-abilities.ts executeRangedAbility: the granted strike of src was used — the grant ends. */
export function grantedStrikeUsed(s: GameState, src: number): void {
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === src && s.timed[o + Tm.Kind] === TimedKind.Armed) removeTimedAt(s, k);
  }
  disarm(s, src);
}

/** durations.ts expireTimed (an Armed entry ended), and the use: card i swaps back to its printed row. */
export function disarm(s: GameState, i: number): void {
  const c = s.card[i]!;
  const o = s.db.origOf[c]!;
  if (o === c || s.db.armedOf[o] !== c) return;
  swapRow(s, i, c, o);
  s.g[G.HearStale] = 1;
  if (s.zone[i] === Zone.Field) refreshFormationAt(s, s.cell[i]!);
  if (s.log) s.log.push(`  ${label(s, i)}: полученный магический удар больше недоступен`);
}

/**
 * Swap instance i from card row `from` to row `to` (the printed card and its armed twin). The twin
 * lists the printed abilities first, in the same order, so a "(1 раз за ход / за бой)" use already
 * recorded for the card (TimedKind.Once, amount = the global ability index: prophecy.ts markOnce)
 * is moved to the same ability of the new row — the limit is the card's, not the row's.
 */
function swapRow(s: GameState, i: number, from: number, to: number): void {
  s.card[i] = to;
  const db = s.db;
  const lo = db.abilStart[from]!;
  const hi = db.abilStart[from + 1]!;
  const shift = db.abilStart[to]! - lo;
  for (let k = 0; k < s.timedLen[0]!; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] !== i || s.timed[o + Tm.Kind] !== TimedKind.Once) continue;
    const a = s.timed[o + Tm.Amount]!;
    if (a >= lo && a < hi) s.timed[o + Tm.Amount] = a + shift;
  }
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a 'grantMagicStrike' effect sets Mech.GrantsStrike (the armed twins are its row plan, compile/passes.ts). */
export const GRANTED_STRIKE_COMPILE: MechanicCompile = {
  name: 'grantedStrike',
  ops: { grantMagicStrike: MechOp.GrantMagicStrike },
  mechs: [Mech.GrantsStrike],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'grantMagicStrike',
  compile(_def, _a, sink) {
    sink.cap(Mech.GrantsStrike);
  },
};
