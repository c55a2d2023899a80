/**
 * Vampirism, "Максимум N {health}" and scavenging (трупоедство).
 *
 * - "Вампиризм" (digest §5.9 [P: QA MEC-003]): dealing X wounds by a simple strike to a
 *   non-incorporeal creature heals the vampire by X, X capped by the lives the struck creature had
 *   left; what exceeds its wounds becomes extra lives. "Вампиризм на X-1" (s1 №139 Вампир): the
 *   heal is X + delta. The engine counts the counter-strike as a simple strike too, and applies the
 *   heal together with the wound (same application step, before the other wound of the fight and
 *   before deaths are checked) [M: the order is not in the retrieved rules].
 * - "Максимум N {health}": life plus extra lives never exceed N; extra lives beyond it are not gained.
 * - "Трупоедство" (digest §5.9 [M; I]): when a creature it wounded last dies — an enemy creature
 *   that stood next to it (s1 №39 Гуль ruling: not by a strike through a row; s1 №162 Тварь ruling:
 *   not its own creatures) — it heals fully. A trigger point ('selfKills'); cards write it with
 *   `SCAVENGER`.
 *
 * Engine cost: one keyword-bit test per applied wound (Kw.Vampirism); the cap is read only when
 * extra lives are gained.
 */
import { AttackKind, Kw, Zone } from '../../core/enums.js';
import type { GameState } from '../../core/state.js';
import { ADJ, CELLS } from '../../core/board.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** "Трупоедство": heal fully when a creature it killed was an adjacent enemy creature (vocab/constants.ts). */
export { SCAVENGER } from '../../vocab/constants.js';

/**
 * After a wound of `amount` from `src` to `dst` was applied: the vampire's heal, as an effect queued
 * by the caller. Returns the amount to heal (0: none).
 */
export function vampireHeal(s: GameState, src: number, dst: number, amount: number, type: number, livesAfter: number): number {
  if (type !== AttackKind.Strike && type !== AttackKind.CounterStrike) return 0;
  if ((s.db.kw[s.card[dst]!]! & Kw.Incorporeal) !== 0) return 0;
  const before = livesAfter + amount;
  const dealt = amount < before ? amount : before;
  const h = dealt + s.db.vampDelta[s.card[src]!]!;
  return h > 0 ? h : 0;
}

/** Apply Op.Vampirism to the vampire `dst`: heal its wounds, the rest becomes extra lives (capped). Returns healed | extra << 8. */
export function applyVampirism(s: GameState, dst: number, amount: number): number {
  const w = s.wounds[dst]!;
  const h = amount < w ? amount : w;
  s.wounds[dst] = w - h;
  const extra = capExtraLives(s, dst, amount - h);
  s.extraLives[dst] = s.extraLives[dst]! + extra;
  return h | (extra << 8);
}

/** Extra lives `dst` may gain out of `n` under "Максимум N {health}". */
export function capExtraLives(s: GameState, dst: number, n: number): number {
  const card = s.card[dst]!;
  const max = s.db.maxLife[card]!;
  if (max === 0 || n <= 0) return n > 0 ? n : 0;
  const room = max - s.db.life[card]! - s.extraLives[dst]!;
  return room <= 0 ? 0 : n < room ? n : room;
}

/** 'selfKills': did `inst` kill the dead creature `dead` (controlled by `deadCtrl`) as a scavenger counts it? */
export function killedAdjacentEnemy(s: GameState, inst: number, dead: number, deadCtrl: number): boolean {
  if (deadCtrl === s.ctrl[inst]) return false;
  // A flyer strikes any card (digest §5.7): what it kills counts as next to it (s1 №74 Корпит).
  if (s.zone[inst] === Zone.Aux) return true;
  const c = s.cell[inst]!;
  const d = s.lastCell[dead]!;
  return c >= 0 && d >= 0 && ADJ[c * CELLS + d] !== 0;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): «Вампиризм»'s delta (db.vampDelta). The keyword bit Kw.Vampirism is the core's keyword word. */
export const VAMPIRISM_COMPILE: MechanicCompile<'vampDelta'> = {
  name: 'vampirism',
  ops: {},
  columns: ['vampDelta'],
  owns: (a) => a.kind === 'vampirism',
  compile(_def, a, sink) {
    if (a.kind === 'vampirism') sink.columns.vampDelta[sink.card] = a.delta ?? 0;
  },
};
