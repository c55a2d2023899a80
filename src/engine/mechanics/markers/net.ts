/**
 * «Сеть» (Паук-пересмешник s1_77): "{tap}: Воздействие «бросок сети», дальность 2 — нелетающее
 * существо противника получает «сеть» на свой следующий ход — не может передвигаться и действовать.
 * Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает."
 *
 * The net is a timed entry (core/systems/durations.ts TimedKind.Net, from the grant `net`, duration
 * 'targetNextTurn'): it exists only during the next turn of the netted card's controller (ruling
 * s1_77: the marker appears only in the opponent's turn — an attack in the spider's own turn is not
 * blocked and does not remove it). While it exists:
 * - the card cannot move (movement.ts canMove) and cannot act: no verb and no activated ability,
 *   instants included (turn.ts verbsOf / legalMain, instants.ts abilityUsable), read from the
 *   restriction word (durations.ts Restrict.Netted), not from the table;
 * - an attack at it, from either side (ruling s1_77: its controller may attack it himself to free
 *   it), is blocked when it executes (no effects, still paid; digest §5.1 blocking), and the net is
 *   removed. Protections do not matter (ruling s1_77: a discharge at a creature with ЗОМ still removes
 *   the net): the block comes first. A counter-strike is not an attack (digest §5.1). The attacks that
 *   can reach a netted card are features: ranged-attack abilities (instants, triggered shots: abilities/
 *   ranged-abilities.ts executeRangedAbility) and attack abilities naming any creature (features.ts).
 *   A simple strike or a printed ranged attack cannot: only the active player declares them, only at
 *   enemy cards (digest §5.2), and the net exists only in its controller's own turn — so
 *   core/combat/simple-strike.ts and core/combat/ranged.ts carry no hook.
 *
 * Gate: Mech.Net (per card: the card can throw a net); the per-card checks read one byte (Restrict.Netted).
 */
import type { GameState } from '../../core/state.js';
import { Restrict, TimedKind, takeTimed } from '../../core/systems/durations.js';
import { label } from '../../core/instance.js';
import { ATTACK_KINDS } from '../../core/codes.js';
import {  } from '../../core/enums.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';

/**
 * Does instance i have an active net now? The restriction word (durations.ts Restrict.Netted), set
 * only from the turn the net starts (Tm.From: "на свой следующий ход"), cleared when it expires or a
 * blocked attack removes it; the core reads the bit itself (turn.ts, movement.ts, instants.ts).
 */
export function netted(s: GameState, i: number): boolean {
  return (s.restrict[i]! & Restrict.Netted) !== 0;
}

/**
 * An attack of AttackKind `kind` at t executes: if t has an active net, the attack is blocked and the
 * net removed (true). Other kinds (influences, spells, the counter-strike) pass.
 */
export function netBlocksAttack(s: GameState, t: number, kind: number): boolean {
  if (t < 0 || (ATTACK_KINDS & (1 << kind)) === 0 || !netted(s, t)) return false;
  takeTimed(s, t, TimedKind.Net);
  if (s.log) s.log.push(`  ${label(s, t)}: атака блокируется, «сеть» исчезает`);
  return true;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a timed grant of a net (the effect or its `also`) sets Mech.Net. The grant row's net (db.grantNet) is the core's timed-grant table. */
export const NET_COMPILE: MechanicCompile = {
  name: 'net',
  ops: {},
  mechs: [Mech.Net],
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && ((a.effect.op === 'grant' && !!a.effect.grant.net) || (a.also?.op === 'grant' && !!a.also.grant.net)),
  compile(_def, _a, sink) {
    sink.cap(Mech.Net);
  },
};
