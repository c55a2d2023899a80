/**
 * "В конце хода противника получает X {counter}, где X количество оставшихся единиц {armor}" (Гаргант
 * s2_64): the effect op 'countersPerArmourLeft' (mechanics/ids.ts MechOp.CountersPerArmourLeft) of an
 * 'endOfEnemyTurn' trigger (mechanics/triggers/end-of-turn.ts plays the trigger point).
 *
 * Reading of the text (the card has no ruling):
 * - Armour prevents the first X wounds of non-magical attacks in each turn (digest §5.9; core/effects.ts
 *   keeps the wounds prevented this turn in armorUsed, cleared at each turn's start, core/turn.ts). "Оставшиеся
 *   единицы" are the armour not spent in the turn that ends: X = armour − armorUsed, read as the effect
 *   executes (the trigger waits on the stack; armour spent meanwhile counts). Гаргант's {armor}2 with one
 *   wound prevented in the opponent's turn gives 1 {counter}; no attack at it, 2; two or more prevented, 0.
 * - The armour is the same sum the prevention reads: printed + "Строй: {armor}" (core/systems/formation.ts)
 *   + granted {armor} (core/systems/modifiers.ts), against no attacker.
 * - "получает" is not optional. X = 0 gives nothing (counters.ts gainCounters returns at once).
 *
 * Plumbing: the compile pass (`ownsArmourCounters`, `compileArmourCounters`, listed in mechanics/index.ts
 * MECHANIC_COMPILE.mechanics) names the op, so the compiler writes MechOp.CountersPerArmourLeft into
 * db.abOp, and rejects it on any target but 'self'; mechanics/index.ts effectOps[MechOp.CountersPerArmourLeft]
 * is `gainCountersPerArmourLeft`, which core/effects.ts applyEffect calls from its default case. No
 * capability bit: nothing but the op code reaches this file, so a game without the card runs none of it.
 */
import type { Ability } from '../../vocab/ability.js';
import type { CardDef } from '../../vocab/card.js';
import type { CompileSink } from '../../core/hooks.js';
import { G, type GameState, NONE } from '../../core/state.js';
import { Cap } from '../../core/enums.js';
import { Num, grantedNum } from '../../core/systems/modifiers.js';
import { formationNum } from '../../core/systems/formation.js';
import { gainCounters } from '../../core/systems/counters.js';

/** The compile pass owns the abilities whose main effect is 'countersPerArmourLeft'. */
export function ownsArmourCounters(a: Ability): boolean {
  return (a.kind === 'triggered' || a.kind === 'activated') && a.effect.op === 'countersPerArmourLeft';
}

/** Compile 'countersPerArmourLeft' of ability `a`: the card's own counters only ("получает"). */
export function compileArmourCounters(_def: CardDef, a: Ability, sink: CompileSink): void {
  if (a.kind !== 'triggered' && a.kind !== 'activated') return;
  if (a.target !== 'self') sink.reject('target', `'countersPerArmourLeft' gives the card its own counters: target 'self', not '${String(a.target)}'`);
}

/** The armour instance i has left this turn (digest §5.9): its armour less the wounds it prevented this turn. */
export function armourLeft(s: GameState, i: number): number {
  let armor = s.db.armor[s.card[i]!]! + formationNum(s, i, 0);
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) armor += grantedNum(s, i, Num.Armor, NONE);
  const left = armor - s.armorUsed[i]!;
  return left > 0 ? left : 0;
}

/** effectOps[MechOp.CountersPerArmourLeft] (core/effects.ts applyEffect): dst gains X {counter}, X = its armour left (123.2). */
export function gainCountersPerArmourLeft(s: GameState, src: number, dst: number, _amount: number, _type: number): void {
  gainCounters(s, src, dst, armourLeft(s, dst)); // logs "получает фишки: X" when X > 0
}
