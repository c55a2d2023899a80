/**
 * Ranged attacks (digest §5.1, §5.6): shot, throw, discharge, strike through a row, magic strike.
 * One die on the X-Y-Z scale; no defender, no counter-strike. The attacker closes (it acts).
 */
import { G, type GameState } from '../state.js';
import { Stream, rollD6 } from '../rng.js';
import { label, reveal, seatName } from '../instance.js';
import { dealWounds } from '../wounds.js';
import { rangedTier } from './strike-table.js';
import { closeAfterActing, endAttack } from './simple-strike.js';

const KIND_NAMES = ['', '', '', 'выстрел', 'метание', 'разряд', 'удар через ряд', 'магический удар'];

export function resolveRanged(s: GameState, a: number, t: number): void {
  s.g[G.Attacker] = a;
  s.g[G.Target] = t;
  const card = s.card[a]!;
  const kind = s.db.rangedKind[card]!;
  reveal(s, a);
  reveal(s, t);
  const roll = rollD6(s.rng, Stream.Dice);
  s.g[G.RangedRoll] = roll;
  const value = s.db.rangedValue[card * 3 + rangedTier(roll) - 1]!;
  if (s.log) s.log.push(`${seatName(s.ctrl[a]!)} ${label(s, a)}: ${KIND_NAMES[kind]} по ${label(s, t)}, кубик ${roll} → ${value}`);
  dealWounds(s, a, t, value, kind);
  closeAfterActing(s, a);
  endAttack(s);
}
