/**
 * Gaining flight during the battle: "{tap}: Получить полет" (Владыка небес s1_68), "При инкарнации —
 * получить полет" (Вестник мора s1_137), "может получить полет и +1 к {strike} до конца боя" (Дозор
 * Форрендора s1_183).
 *
 * The rules (digest §5.7, §2.3) only say where a flyer is: "A flyer sits in the auxiliary zone, not on
 * a cell" [P], and it has no movement ("Flyers in the auxiliary zone have no movement; they do not
 * stand on cells"). So a ground creature that gains flight leaves its cell for its controller's
 * auxiliary zone and from then on is a flyer for every rule: it strikes any enemy card, only flyers
 * (or cards with a feature) strike or defend it, ranged attacks reach it whatever the range (§5.7).
 * Ruling s1_137: Вестник мора incarnates onto a free cell of the own third row first, and only then
 * gains flight.
 *
 * Representation: in the battle zone a card is a flyer exactly when it is in the auxiliary zone
 * (instance.ts isFlyer; only flyers live there in set 1 — no terrain); off the battle zone its printed
 * type decides. A card that gained flight carries a TimedKind.Flight entry for the battle
 * (invariants.ts accepts a printed ground creature in the auxiliary zone only with it); the entry goes
 * with the card when it leaves the battle zone (durations.ts dropTimedOf), so it comes back
 * (resurrection, incarnation) as its printed type.
 *
 * Effect 'gainFlight' (MechOp.GainFlight, through the 511 pipeline as the feature's type): no effect on a
 * card that already flies or is not on the battlefield.
 */
import { Zone } from '../../core/enums.js';
import { NO_CELL } from '../../core/board.js';
import { G, type GameState, NONE, TM, listPush, listRemove } from '../../core/state.js';
import { label } from '../../core/instance.js';
import { clearFormation, refreshFormationAt } from '../../core/systems/formation.js';
import { TimedKind, Tm, UNTIL_BATTLE, addTimed } from '../../core/systems/durations.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

/**
 * MechOp.GainFlight applied to dst: from its cell to its controller's auxiliary zone. `amount`: bits 0–7
 * "+N к {strike} до конца боя", bit 8 "при этом теряет все особенности" (mechanics/features/lose-features.ts).
 */
export function gainFlight(s: GameState, dst: number, amount: number): void {
  if (s.zone[dst] !== Zone.Field) return; // already a flyer, or left the battlefield meanwhile
  const turn = s.g[G.Turn]!;
  if ((amount & 0xff) !== 0) addTimed(s, dst, TimedKind.Strike, amount & 0xff, turn, UNTIL_BATTLE);
  if ((amount & 0x100) !== 0) {
    addTimed(s, dst, TimedKind.NoFeatures, 1, turn, UNTIL_BATTLE);
    if (s.log) s.log.push(`  ${label(s, dst)} теряет все особенности`);
  }
  const cell = s.cell[dst]!;
  const p = s.ctrl[dst]!;
  s.g[G.Occ + p] = s.g[G.Occ + p]! & ~(1 << cell);
  s.board[cell] = NONE;
  s.cell[dst] = NO_CELL;
  listRemove(s, p, Zone.Field, dst);
  clearFormation(s, dst);
  refreshFormationAt(s, cell); // Строй: the cards it stood next to lose it as a partner
  listPush(s, p, Zone.Aux, dst);
  s.moveLeft[dst] = 0; // §2.3: flyers have no movement
  addTimed(s, dst, TimedKind.Flight, 1, s.g[G.Turn]!, UNTIL_BATTLE);
  if (s.log) s.log.push(`  ${label(s, dst)} получает полет`);
}

/**
 * Was the dead card `dead` a flyer when it died ("при гибели летающего существа", special-strike.ts
 * subjectFilterPasses)? instance.ts leaveBattleToGrave keeps the cell a ground creature left and
 * NO_CELL for a flyer. Called only in games with Mech.GainsFlight.
 */
export function diedAsFlyer(s: GameState, dead: number): boolean {
  return s.lastCell[dead] === NO_CELL;
}

/** Did card i gain flight in this battle (a TimedKind.Flight entry; invariants.ts)? */
export function gainedFlight(s: GameState, i: number): boolean {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) {
    const o = e * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Flight) return true;
  }
  return false;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'gainFlight', as the effect or an option of
 * 'either', sets Mech.GainsFlight ("при гибели летающего существа" then reads how the dead card died,
 * special-strike.ts); with `loseFeatures`, Mech.LosesFeatures too (features/lose-features.ts).
 */
export const FLIGHT_COMPILE: MechanicCompile = {
  name: 'flight',
  ops: { gainFlight: MechOp.GainFlight },
  mechs: [Mech.GainsFlight, Mech.LosesFeatures],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && (a.effect.op === 'gainFlight' || (a.effect.op === 'either' && a.effect.options.some((e) => e.op === 'gainFlight'))),
  compile(_def, a, sink) {
    if (a.kind !== 'activated' && a.kind !== 'triggered') return;
    const effects = a.effect.op === 'either' ? a.effect.options : [a.effect];
    for (const e of effects) {
      if (e.op !== 'gainFlight') continue;
      sink.cap(Mech.GainsFlight);
      if (e.loseFeatures) sink.cap(Mech.LosesFeatures);
    }
  },
};
