/**
 * Defenders by card text (digest §5.5 widened):
 * - 'defendsAnyGround' (card cap Mech.DefendsAnyGround, Ртунх s1_47; no Kw bit is left): "Может выступать защитником любому вашему
 *   нелетающему существу" — this flyer may defend any attacked ground creature of its controller,
 *   wherever it stands (ruling s1_47: next to neither the attacker nor the attacked card). Its usual
 *   right to defend an attacked flyer is unchanged; it must be open, like any defender.
 *
 * Engine cost: `defenders` (core/combat/simple-strike.ts) calls `auxGroundDefenders` only in games with
 * Mech.DefendsAnyGround (some card of either deck has the keyword).
 */
import { Flag, Zone } from '../../core/enums.js';
import { type GameState, listAt, listLen } from '../../core/state.js';
import { DEFEND_AUX } from '../../core/action.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

/**
 * For an attacked ground card of seat p: the open flyers of p in the auxiliary zone with
 * Mech.DefendsAnyGround in its card caps, written as DEFEND_AUX actions from out[n0] (ascending, after the cell
 * defenders); returns how many. `out` null: only count.
 */
export function auxGroundDefenders(s: GameState, p: number, out: Int32Array | null, n0: number): number {
  let n = n0;
  const m = listLen(s, p, Zone.Aux);
  for (let k = 0; k < m; k++) {
    const d = listAt(s, p, Zone.Aux, k);
    if (!cardHas(s.db, s.card[d]!, Mech.DefendsAnyGround) || (s.flags[d]! & Flag.Closed) !== 0) continue;
    if (out) out[n] = DEFEND_AUX + k;
    n++;
  }
  return n - n0;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'defendsAnyGround' sets Mech.DefendsAnyGround. */
export const DEFENDERS_COMPILE: MechanicCompile = {
  name: 'defenders',
  ops: {},
  mechs: [Mech.DefendsAnyGround],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'defendsAnyGround',
  compile(_def, _a, sink) {
    sink.cap(Mech.DefendsAnyGround);
  },
};
