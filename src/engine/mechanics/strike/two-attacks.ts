/**
 * "Может нападать ударом два раза за ход, только подряд и по разным картам, после первого удара не
 * закрывается" (Берсерк s1_195; keyword 'attacksTwiceInRow'). A variant of Минотавр's 'strikesTwice'
 * (strike-keywords.ts payStrike, Cap.StrikesTwice, turn-record.ts TR_FIRST_ATTACK):
 *
 *  - "ударом": any strike — its simple strike, or a strike-type ranged-attack ability ({uchr},
 *    magic strike; ruling s1_195: "любым ударом и в любом сочетании"). Shots, throws, discharges and
 *    other abilities are not strikes and close it as usual.
 *  - "после первого удара не закрывается": paying for the first strike of the turn it stays open; it
 *    cannot move any more (ruling s1_195; 506.5).
 *  - "по разным картам": the second strike cannot be declared at the card the first was declared at
 *    (its original target; MW.TwiceTgt).
 *  - "только подряд": the second strike must be its controller's next action. As soon as he selects
 *    another card (turn.ts selectCard) or ends the turn, it has acted (Flag.Acted: it stays open and
 *    does nothing more this turn, ruling s1_195 "Останется открытым. Может не атаковать второй раз").
 *
 * State: G.SecondStrike = 1 + the card waiting for its second strike (0 = none), MW.TwiceTgt (s.mw, mechanics/ids.ts) = 1 + its
 * first target. Gates: payment checks only cards with Cap.StrikesTwice; the Choice subphase and the
 * target lists test G.SecondStrike (one load), which is 0 in every game without such a card.
 */
import { AttackKind, Cap, Flag, Verb, Zone } from '../../core/enums.js';
import { G, type GameState } from '../../core/state.js';
import { MW } from '../ids.js';
import { MAX_LEGAL } from '../../core/action.js';
import { rangedTargets, strikeTargets, targetOfAction } from '../../core/combat/targets.js';
import { rangedAbilityTargets } from '../../core/systems/ranged-abilities.js';
import { TR_FIRST_ATTACK } from '../../core/systems/turn-record.js';
import { label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';

const scratch = new Int32Array(MAX_LEGAL);

/** Is `card` a 'attacksTwiceInRow' card (db.twiceInRow)? */
export function twiceInRow(s: GameState, card: number): boolean {
  return s.db.twiceInRow[card] === 1;
}

/**
 * Payment of a strike by attacker `a` at `target` (simple strike: strike-keywords.ts payStrike; a
 * strike-type ranged ability: features.ts payItem). Returns true when it stays open (its first
 * strike of the turn). Only for Cap.StrikesTwice cards with db.twiceInRow.
 */
export function payFirstOfTwo(s: GameState, a: number, target: number): boolean {
  if (s.db.twiceInRow[s.card[a]!] === 2) return s.hooks.adjacentSeriesStrikePaid(s, a, target); // Гидра s1_136 (mechanics/strike/chain-attack.ts)
  if ((s.turnRec[a]! & TR_FIRST_ATTACK) !== 0) {
    if (s.g[G.SecondStrike] === a + 1) clearTwice(s); // the second strike: it closes as usual
    return false;
  }
  s.turnRec[a] = s.turnRec[a]! | TR_FIRST_ATTACK;
  s.moveLeft[a] = 0;
  s.g[G.SecondStrike] = a + 1;
  s.mw[MW.TwiceTgt] = target + 1;
  if (s.log) s.log.push(`  ${label(s, a)} не закрывается: может нанести второй удар подряд`);
  return true;
}

/** Strike kinds of ranged-attack abilities ("ударом"): {uchr} and the magic strike. */
export function isStrikeKind(kind: number): boolean {
  return kind === AttackKind.ThroughRow || kind === AttackKind.Magic;
}

function clearTwice(s: GameState): void {
  s.g[G.SecondStrike] = 0;
  s.mw[MW.TwiceTgt] = 0;
}

/**
 * "только подряд": seat of the selecting player picks card i (turn.ts selectCard, only while
 * G.SecondStrike is set). Another card of the same player ends the chance of the second strike.
 */
export function breakChainUnless(s: GameState, i: number): void {
  const w = s.g[G.SecondStrike]! - 1;
  if (w === i || s.ctrl[w] !== s.ctrl[i]) return;
  endChance(s, w);
  clearTwice(s);
}

/** End of the turn: the chance of a second strike is over (turn.ts applyMain END_TURN). */
export function endTwice(s: GameState): void {
  const w = s.g[G.SecondStrike]! - 1;
  if (w >= 0) endChance(s, w);
  clearTwice(s);
}

/**
 * The waiting card w's chance of a further strike is over: Гидра closes (mechanics/strike/chain-attack.ts),
 * Берсерк has acted — unless w has left the battle zone meanwhile (it died of a wound its row brought
 * it): a card in the graveyard keeps no battle state.
 */
function endChance(s: GameState, w: number): void {
  if (s.zone[w] !== Zone.Field && s.zone[w] !== Zone.Aux) return;
  if (s.db.twiceInRow[s.card[w]!] === 2) s.hooks.adjacentSeriesEnds(s, w);
  else s.flags[w] = s.flags[w]! | Flag.Acted;
}

/** Drop the first strike's target from the n target actions in out (turn.ts legalTarget, only for the waiting card). */
export function dropFirstTarget(s: GameState, out: Int32Array, n: number): number {
  if (s.db.twiceInRow[s.card[s.g[G.SecondStrike]! - 1]!] === 2) return s.hooks.dropStruckInAdjacentSeries(s, out, n); // every card attacked in the row (mechanics/strike/chain-attack.ts)
  const first = s.mw[MW.TwiceTgt]! - 1;
  let m = 0;
  for (let j = 0; j < n; j++) {
    const act = out[j]!;
    if (targetOfAction(s, act) === first) continue;
    out[m++] = act;
  }
  return m;
}

/**
 * Verbs of the card waiting for its second strike (turn.ts verbsOf): a simple strike, a printed
 * strike-type ranged attack (as a second strike only: a printed one paid first closes the card, no
 * such card has the keyword), or a strike-type ranged ability — each only with a target other than
 * the first; `abilityBits` are its usable abilities (shifted by Verb.Ability). No move.
 */
export function secondStrikeVerbs(s: GameState, i: number, abilityBits: number): number {
  let v = 0;
  if (dropFirstTarget(s, scratch, strikeTargets(s, i, scratch, 0)) > 0) v |= 1 << Verb.Strike;
  const card = s.card[i]!;
  if (isStrikeKind(s.db.rangedKind[card]!) && dropFirstTarget(s, scratch, rangedTargets(s, i, scratch, 0)) > 0) v |= 1 << Verb.Ranged;
  const start = s.db.abilStart[card]!;
  let bits = abilityBits >>> Verb.Ability;
  while (bits !== 0) {
    const k = 31 - Math.clz32(bits & -bits);
    bits &= bits - 1;
    const ab = start + k;
    if (isStrikeKind(s.db.abRanged[ab]!) && dropFirstTarget(s, scratch, rangedAbilityTargets(s, i, ab, scratch)) > 0) v |= 1 << (Verb.Ability + k);
  }
  return v;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'attacksTwiceInRow' (db.twiceInRow 1) and
 * 'attacksAllAdjacentInRow' (db.twiceInRow 2: chain-attack.ts, reached only through this file; the
 * row's marks live in turnRec, Cap.TurnRecord), both behind Cap.StrikesTwice.
 */
export const TWO_ATTACKS_COMPILE: MechanicCompile<'twiceInRow'> = {
  name: 'twoAttacks',
  ops: {},
  columns: ['twiceInRow'],
  caps: Cap.StrikesTwice | Cap.TurnRecord,
  owns: (a) => a.kind === 'keyword' && (a.keyword === 'attacksTwiceInRow' || a.keyword === 'attacksAllAdjacentInRow'),
  compile(_def, a, sink) {
    if (a.kind !== 'keyword') return;
    if (a.keyword === 'attacksTwiceInRow') {
      sink.setCaps(Cap.StrikesTwice);
      sink.columns.twiceInRow[sink.card] = 1;
    } else {
      sink.setCaps(Cap.StrikesTwice | Cap.TurnRecord);
      sink.columns.twiceInRow[sink.card] = 2;
    }
  },
};
