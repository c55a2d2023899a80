/**
 * 'luresFlyers' (Mech.LuresFlyers, Паук-пересмешник s1_77): "Летающие существа противника могут
 * объявлять атаку только по Пауку-пересмешнику." While the opponent of a flyer has such a card in
 * the battle zone, face up, every attack the flyer declares — its simple strike, its ranged attacks
 * ({uchr}, shot, throw, discharge, magic strike) and its attack abilities (special strikes, attack
 * features with a chosen target) — may target only such a card; the other usual target rules still
 * apply (a luring card out of reach leaves the flyer no attack target). Influences and spells are not
 * attacks (digest §5.1) and are not restricted. A face-down luring card shows no features (as
 * modifiers.ts adjacentEnemies).
 *
 * Gate: Mech.LuresFlyers per game (some card of either deck has it): core/combat/targets.ts strikeTargets /
 * hasStrikeTarget / rangedTargetsOf and targeting.ts cellOk (attack abilities) ask `lureMask`.
 */
import { Flag, Zone } from '../../core/enums.js';
import { isFlyer } from '../../core/instance.js';
import { G, type GameState } from '../../core/state.js';
import { ATTACK_KINDS } from '../../core/codes.js';
import { TARGET } from '../../core/action.js';
import { CELLS } from '../../core/board.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

/**
 * The cells of the luring cards an attack by instance i must target (a mask), or 0 when i is not a
 * flyer or its opponent has no face-up luring card in the battle zone (no restriction). Games with
 * Mech.LuresFlyers only.
 */
export function lureMask(s: GameState, i: number): number {
  if (!isFlyer(s, i)) return 0; // a flyer now (mechanics/movement/flight.ts)
  let occ = s.g[G.Occ + 1 - s.ctrl[i]!]!;
  let m = 0;
  while (occ !== 0) {
    const low = occ & -occ;
    occ ^= low;
    const o = s.board[31 - Math.clz32(low)]!;
    if (cardHas(s.db, s.card[o]!, Mech.LuresFlyers) && (s.flags[o]! & Flag.Hidden) === 0) m |= low;
  }
  return m;
}

/** targeting.ts cellOk: may the attack ability `abil` of src target t under the lure (games with Mech.LuresFlyers)? */
export function lurePasses(s: GameState, src: number, t: number, abil: number): boolean {
  if ((ATTACK_KINDS & (1 << s.db.abType[abil]!)) === 0) return true;
  const m = lureMask(s, src);
  return m === 0 || (s.zone[t] === Zone.Field && (m & (1 << s.cell[t]!)) !== 0);
}

/**
 * core/combat/targets.ts strikeTargets: keep only the target actions of out[n0 .. n0+n) that name a cell
 * of mask m (TARGET + cell; auxiliary-zone targets go); returns the new count.
 */
export function keepLured(out: Int32Array, n0: number, n: number, m: number): number {
  let w = n0;
  for (let r = n0; r < n0 + n; r++) {
    const c = out[r]! - TARGET;
    if (c >= 0 && c < CELLS && (m & (1 << c)) !== 0) out[w++] = out[r]!;
  }
  return w - n0;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): the keyword 'luresFlyers' sets Mech.LuresFlyers. */
export const FLYER_LURE_COMPILE: MechanicCompile = {
  name: 'flyerLure',
  ops: {},
  mechs: [Mech.LuresFlyers],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'luresFlyers',
  compile(_def, _a, sink) {
    sink.cap(Mech.LuresFlyers);
  },
};
