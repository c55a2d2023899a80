/**
 * "Когда получает 3 или более раны от одной атаки получить еще 3 раны" (Глиняный голем s2_58): the
 * condition "N или более ран от одной атаки" of a 'selfWounded' trigger (vocabulary
 * `woundsFromOneAttack: N`); the effect ("получить еще 3 раны") is the core's wound of the trigger's
 * own card.
 *
 * Reading of the text (the card has no ruling):
 * - "получает … раны" are the wounds applied (511.6), after armour and prevention: the event's amount
 *   (core/effects.ts records Trig.SelfWounded with the wounds applied at once).
 * - "от одной атаки": one application by an attack (codes.ts ATTACK_KINDS: a simple strike, a shot, a
 *   throw, a discharge, a strike through a row, a magic strike, a special strike). A counter-strike is
 *   not an attack (digest §5, "ответный удар не является атакой"), nor are poison, an influence or a
 *   spell: 3 wounds from them fire nothing.
 * - "получить еще 3 раны" is not optional, and its wounds come from the card's own ability
 *   (abilityType 'influence'), not from an attack: they cannot fire the trigger again.
 *
 * Plumbing: the compile pass (`ownsWoundsFromOneAttack`, `compileWoundsFromOneAttack`, listed in
 * mechanics/index.ts MECHANIC_COMPILE.mechanics) rejects the field on any trigger point but
 * 'selfWounded' and any N outside 1 … 15, and writes MechWord.WoundsFromOneAttack | N << 8 into the
 * ability's data word (CardDb.abMech). core/triggers.ts offer asks mechanics/index.ts
 * mechTriggerCondition of every trigger with a data word, after the point matched.
 *
 * Engine cost: none for abilities without the word (one byte test per matched trigger in offer); no
 * capability bit is needed, the word is the gate.
 */
import type { Ability } from '../../vocab/ability.js';
import type { CardDef } from '../../vocab/card.js';
import type { CompileSink } from '../../core/hooks.js';
import type { GameState } from '../../core/state.js';
import { ATTACK_KINDS } from '../../core/codes.js';
import { MECH_WORD_KIND, MECH_WORD_VALUE_SHIFT, MechWord } from '../ids.js';

/** The largest N: a creature's life in sets 1 and 2 is at most 15. */
const MAX_WOUNDS = 15;

/** The compile pass owns the triggers with `woundsFromOneAttack`. */
export function ownsWoundsFromOneAttack(a: Ability): boolean {
  return a.kind === 'triggered' && a.woundsFromOneAttack !== undefined;
}

/** Compile `woundsFromOneAttack` of trigger `a` of card `def`: 'selfWounded' only, N in 1 … 15; the ability's data word. */
export function compileWoundsFromOneAttack(_def: CardDef, a: Ability, sink: CompileSink): void {
  if (a.kind !== 'triggered' || a.woundsFromOneAttack === undefined) return;
  const n = a.woundsFromOneAttack;
  if (a.on !== 'selfWounded') sink.reject('woundsFromOneAttack', `"N или более ран от одной атаки" is a condition of 'selfWounded', not of '${a.on}'`);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WOUNDS) sink.reject('woundsFromOneAttack', `${n}: a whole number of wounds, 1 … ${MAX_WOUNDS}`);
  sink.word(MechWord.WoundsFromOneAttack | (n << MECH_WORD_VALUE_SHIFT));
}

/**
 * Trigger `a` of instance inst heard `amount` wounds of AttackKind `type` (core/triggers.ts offer, through
 * mechTriggerCondition): were they at least N from one attack, or is the condition not this ability's?
 */
export function woundsFromOneAttackHold(s: GameState, a: number, amount: number, type: number): boolean {
  const w = s.db.abMech[a]!;
  if ((w & MECH_WORD_KIND) !== MechWord.WoundsFromOneAttack) return true;
  return amount >= w >>> MECH_WORD_VALUE_SHIFT && (ATTACK_KINDS & (1 << type)) !== 0;
}
