/**
 * The window after a die outside simple strikes (512.4; digest §4.5 working model: "after the dice are
 * rolled, before wounds are applied … effects that modify or reroll dice live here"). The die features
 * name "бросок кубика существа" with no restriction to simple strikes: Взрывная Мэри s1_174 «черная
 * метка» (when a creature's die, with modifiers, is 1 — wound it by 2, ruling s1_174), Ловец удачи
 * s1_181 «удача» (+1 / -1 to a die, or reroll it; ruling s1_181: rerolls first). Engine reading: these
 * dice of a creature are such dice, and each waits in a window as a simple strike's dice do
 * (mechanics/dice/strike-dice.ts holds the features; a 'dieOutcome' die, die-outcome.ts, waits the same way):
 *   - a ranged attack's die (shot, throw, discharge, {uchr}, magic strike; §5.1: one die on the X-Y-Z
 *     scale): the attacker's die (the 'attacker' entries); the value is read from the die after it;
 *   - the die of a ranged block ("Если атакован дальней атакой — бросьте кубик; если выпало 5 или 6 —
 *     эта атака блокируется", Воин храма s1_189), rolled before the attack's die: the attacked card's
 *     die (the 'defender' entries); §5.1 "blocking always happens after the dice are rolled" — the block
 *     is read from the die after its window;
 *   - the die of a move limit (Криомант s1_57 «ледяной дождь», core/systems/move-limit.ts): the source's
 *     die (the 'attacker' entries); the limit is read from the die after it.
 * «Крик Баньши» (Лунная баньши s1_157, "уменьшить величину выбранного удара на 1", mechanics/strike/strike-value.ts)
 * names the ranged attacks that are strikes — {uchr} and the magic strike (удар через ряд, магический
 * удар) — in their window too: 1 wound less after the modifiers, never below 0; no counter-strike entry.
 * A die rolled while effects are applied (the dive's, mechanics/movement/dive.ts) has no window: no one holds
 * priority then (511, digest §4.5).
 *
 * Every game holds these dice (core/combat/ranged.ts, ranged-abilities.ts, move-limit.ts). Earlier versions held them
 * only in games with such a feature (Cap.DieFeature) did, and the others rolled and read each die in one
 * step. That was not the same game: triggers pending from the target resolution (a prophecy block's
 * showing), and instants answering them (303.3), came before the die's value is read in the first and
 * after the attack in the second, so a game depended on such a card being anywhere in it
 * (test/mechanics/die-window.test.ts, "in every game"). With nothing pending and no die feature in play the
 * window is empty: both players pass, and the game is the one-step game.
 *
 * - Printed ranged attack (Feat.Ranged, core/combat/ranged.ts stepRanged): step 0 rolls the first die (the
 *   block die, else the attack's) and holds it (Step 2); step 2 reads it and rolls the next, or makes
 *   the attack (Step 1: the payment).
 * - Ranged ability (ranged-abilities.ts executeRangedAbility): its attacks "по разным существам" roll
 *   their dice when their turn comes (the same checks as without the window: a further target still
 *   legal, a block before the attack's die), and each die waits in its own window. The attacks are made
 *   — their wound effects queued, their companion effects and events recorded, in target order —
 *   together once the last die has waited, as in one step without the window: one game action (534.4).
 * - An instant of the window that removes the attacker or the attacked card from the battle zone: that
 *   attack is not made (as a simple strike's, simple-strike.ts stepStrike); the feature is still paid.
 *
 * State on the item (a ranged item has no defender, no second die and no stages; a move limit has no X
 * and no targets): St.RollA the waiting die with its changes (strike-dice.ts applyDieDelta adds to it),
 * St.TierA the raw die (a reroll keeps the modifiers), St.TierD 1 + the index of the target whose die
 * waits, + BLOCK for a block die (0: none), St.Stage the die features' marks on the waiting die
 * (strike-dice.ts DS_DELTA, strike-value.ts cut; cleared for each die), St.Op the ability's bonus
 * computed once at the execution, St.Type the attacks made so far, 10 bits each: the value (5 bits, at
 * most 31), the die (4 bits, 0–15: the same tier), made.
 */
import { AttackKind, Feat, Op, Zone } from '../enums.js';
import { G, type GameState, NONE, ST, St } from '../state.js';
import { itemField, setItemField } from '../stack.js';
import { label } from '../instance.js';
import { dieFor } from './strike-keywords.js';
import { limitFromDie } from './move-limit.js';
import {
  EXTRA_SLOTS,
  afterRangedAttacks,
  blockedByDie,
  makeRangedAttack,
  netStopsAttack,
  rangedAbilityValue,
  rangedAttackAllowed,
  rangedAttackBlocked,
  rangedKindAt,
  rangedRoll,
  rangedTargetAt,
  rollsBlockDie,
} from './ranged-abilities.js';
import { hitRanged } from '../combat/ranged.js';

const AT_MASK = 3;
const BLOCK = 4;
const VALUE_MASK = 31;
const ROLL_SHIFT = 5;
const ROLL_MAX = 15;
const MADE = 1 << 9;
const PER_TARGET = 10;

/** Is the stack item at k one whose dice this file holds: a ranged attack (printed, or a ranged ability's) or a move limit? */
export function isHeldItem(s: GameState, k: number): boolean {
  const feat = s.stack[k * ST + St.Feat]!;
  if (feat === Feat.Ranged) return true;
  if (feat < Feat.Ability) return false;
  const a = feat - Feat.Ability;
  return s.db.abRanged[a] !== 0 || s.db.abOp[a] === Op.MoveLimit;
}

/** Does a die wait in its window on the item at k? */
export function heldDieWaits(s: GameState, k: number): boolean {
  return s.stack[k * ST + St.TierD] !== 0 && isHeldItem(s, k);
}

/** Is the waiting die of the held item at k the attacked card's block die (else the attacker's / the source's)? */
export function blockDieWaits(s: GameState, k: number): boolean {
  return (s.stack[k * ST + St.TierD]! & BLOCK) !== 0;
}

/** The card whose die waits on the held item at k: the attacked card (block die) or the source. */
export function heldDieOwner(s: GameState, k: number): number {
  const w = itemField(s, k, St.TierD);
  if ((w & BLOCK) === 0) return itemField(s, k, St.Src);
  return itemField(s, k, St.Feat) === Feat.Ranged ? itemField(s, k, St.Tgt) : rangedTargetAt(s, k, (w & AT_MASK) - 1);
}

/** The kind of the ranged attack whose die waits on the item at k (0: a move limit). */
function kindOf(s: GameState, k: number): number {
  const feat = itemField(s, k, St.Feat);
  if (feat === Feat.Ranged) return s.db.rangedKind[s.card[itemField(s, k, St.Src)]!]!;
  const a = feat - Feat.Ability;
  return s.db.abRanged[a] !== 0 ? rangedKindAt(s, a, (itemField(s, k, St.TierD) & AT_MASK) - 1) : 0;
}

/** strike-dice.ts dieOptionUsable: «крик Баньши» names the waiting attack's die if that attack is a strike ({uchr}, magic strike). */
export function heldAttackIsStrike(s: GameState, k: number): boolean {
  if (blockDieWaits(s, k)) return false;
  const kind = kindOf(s, k);
  return kind === AttackKind.ThroughRow || kind === AttackKind.Magic;
}

/** Hold die `roll` (raw `raw`) on the item at k, code `w` (TierD): its window opens (driver.ts windowOfTop). */
function hold(s: GameState, k: number, w: number, roll: number, raw: number): void {
  setItemField(s, k, St.RollA, roll);
  setItemField(s, k, St.TierA, raw);
  setItemField(s, k, St.TierD, w);
  setItemField(s, k, St.Stage, 0);
  if (s.log) s.log.push(`  ${label(s, heldDieOwner(s, k))}: кубик ${roll}`);
  s.g[G.Executing] = NONE;
  s.g[G.RoundOpen] = 0;
}

/** Roll and hold the die of attack j by src at t. */
function holdAttackDie(s: GameState, k: number, j: number, src: number, t: number): void {
  const raw = dieFor(s, src);
  hold(s, k, j + 1, rangedRoll(s, src, t, raw), raw);
}

/** Roll and hold the block die of attacked card t (attack j). */
function holdBlockDie(s: GameState, k: number, j: number, t: number): void {
  const raw = dieFor(s, t);
  hold(s, k, (j + 1) | BLOCK, raw, raw);
}

function inBattle(s: GameState, i: number): boolean {
  return i >= 0 && (s.zone[i] === Zone.Field || s.zone[i] === Zone.Aux);
}

function stillThere(s: GameState, a: number, t: number): boolean {
  if (inBattle(s, a) && inBattle(s, t)) return true;
  if (s.log) s.log.push('  атака не состоялась: участник покинул зону битвы');
  return false;
}

/** «Крик Баньши» named on the waiting die's attack (strike-value.ts), if it is a strike. */
function cutOf(s: GameState, k: number): number {
  return heldAttackIsStrike(s, k) ? s.hooks.strikeValueCut(s, k, 0) : 0;
}

// ---- the printed ranged attack (core/combat/ranged.ts) ----

/** core/combat/ranged.ts stepRanged, step 0 after the reserve: the first die held (Step 2). */
export function holdPrintedAttack(s: GameState, k: number, a: number, t: number): void {
  const kind = s.db.rangedKind[s.card[a]!]!;
  setItemField(s, k, St.Step, 2);
  if (rollsBlockDie(s, t, kind)) {
    holdBlockDie(s, k, 0, t);
    return;
  }
  // The prophecy block (core/systems/prophecy.ts) has no die.
  if (s.db.rangedBlockMin[s.card[t]!] !== 0 && rangedAttackBlocked(s, t, kind)) {
    setItemField(s, k, St.Step, 1); // blocked: no effect, still paid
    return;
  }
  holdAttackDie(s, k, 0, a, t);
}

/** core/combat/ranged.ts stepRanged, Step 2: a die has waited — the block read and the attack's die rolled, or the attack made. */
export function printedDieWaited(s: GameState, k: number): void {
  const a = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  const w = itemField(s, k, St.TierD);
  setItemField(s, k, St.TierD, 0);
  if (!stillThere(s, a, t)) {
    setItemField(s, k, St.Step, 1);
    return;
  }
  s.g[G.Attacker] = a;
  s.g[G.Target] = t;
  if ((w & BLOCK) !== 0) {
    if (blockedByDie(s, t, itemField(s, k, St.RollA))) setItemField(s, k, St.Step, 1); // blocked: no effect, still paid
    else holdAttackDie(s, k, 0, a, t);
    return;
  }
  hitRanged(s, k, a, t, itemField(s, k, St.RollA), cutOf(s, k));
}

// ---- ranged abilities (ranged-abilities.ts) ----

/** ranged-abilities.ts executeRangedAbility: the attacks, each die held in turn. */
export function holdRangedAttacks(s: GameState, k: number, a: number, bonus: number): void {
  setItemField(s, k, St.Op, bonus);
  setItemField(s, k, St.Type, 0);
  nextDie(s, k, a, 0);
}

/** Roll and hold the first die of the next attack from target j on; none left: the attacks are made. */
function nextDie(s: GameState, k: number, a: number, from: number): void {
  const src = itemField(s, k, St.Src);
  for (let j = from; j <= EXTRA_SLOTS.length; j++) {
    const t = rangedTargetAt(s, k, j);
    const kind = rangedKindAt(s, a, j);
    if (t === NONE || !rangedAttackAllowed(s, k, a, src, t, j)) continue;
    if (rollsBlockDie(s, t, kind)) {
      holdBlockDie(s, k, j, t);
      return;
    }
    // The prophecy block (no die), «сеть», Дети топи's block of a {uchr} or magic strike (mechanics/strike/strike-block-jump.ts).
    if (rangedAttackBlocked(s, t, kind) || netStopsAttack(s, t, kind) || s.hooks.attackBlocked(s, k, src, t, kind)) continue;
    holdAttackDie(s, k, j, src, t);
    return;
  }
  setItemField(s, k, St.TierD, 0);
  // The attacks made, in target order, in this one step (534.4: one game action).
  const made = itemField(s, k, St.Type);
  let also = s.db.abAlsoOp[a]!;
  for (let j = 0; j <= EXTRA_SLOTS.length; j++) {
    const m = made >> (PER_TARGET * j);
    if ((m & MADE) === 0) continue;
    const t = rangedTargetAt(s, k, j);
    const roll = (m >> ROLL_SHIFT) & ROLL_MAX;
    if (j === 0) {
      s.g[G.Attacker] = src;
      s.g[G.Target] = t;
      s.g[G.RangedRoll] = roll;
    }
    also = makeRangedAttack(s, k, a, j, src, t, roll, m & VALUE_MASK, also);
  }
  afterRangedAttacks(s, src, a);
}

/** A ranged ability's held die has waited: the block read, or the attack's value noted; then the next die. */
function abilityDieWaited(s: GameState, k: number, a: number, w: number): void {
  const j = (w & AT_MASK) - 1;
  const src = itemField(s, k, St.Src);
  const t = rangedTargetAt(s, k, j);
  const roll = itemField(s, k, St.RollA);
  setItemField(s, k, St.TierD, 0);
  if (!stillThere(s, src, t)) {
    nextDie(s, k, a, j + 1);
    return;
  }
  if ((w & BLOCK) !== 0) {
    if (blockedByDie(s, t, roll) || netStopsAttack(s, t, rangedKindAt(s, a, j))) nextDie(s, k, a, j + 1);
    else holdAttackDie(s, k, j, src, t);
    return;
  }
  let value = rangedAbilityValue(s, a, j, src, t, roll, itemField(s, k, St.Op)) - cutOf(s, k);
  if (value < 0) value = 0;
  if (value > VALUE_MASK) value = VALUE_MASK;
  const m = MADE | ((roll < 0 ? 0 : roll > ROLL_MAX ? ROLL_MAX : roll) << ROLL_SHIFT) | value;
  setItemField(s, k, St.Type, itemField(s, k, St.Type) | (m << (PER_TARGET * j)));
  nextDie(s, k, a, j + 1);
}

// ---- the move limit (core/systems/move-limit.ts) ----

/** move-limit.ts applyMoveLimit: the source's die held. */
export function holdMoveLimitDie(s: GameState, k: number, roll: number): void {
  hold(s, k, 1, roll, roll);
}

/**
 * features.ts stepAbility, a later step: a held die of the ability item at k
 * has waited — read it (the next die, the attacks, the limit). False if none waits.
 */
export function heldDieWaited(s: GameState, k: number, a: number): boolean {
  if (s.db.abRanged[a] === 0 && s.db.abOp[a] !== Op.MoveLimit) return false;
  const w = itemField(s, k, St.TierD);
  if (w === 0) return false;
  if (s.db.abRanged[a] !== 0) {
    abilityDieWaited(s, k, a, w);
    return true;
  }
  setItemField(s, k, St.TierD, 0);
  // The limit is on a player: it holds whether or not the source is still there (move-limit.ts).
  limitFromDie(s, itemField(s, k, St.Src), a, itemField(s, k, St.RollA));
  return true;
}

/** strike-dice.ts applyDieMode, "перебросить кубик" on a held die: its owner's die again, its modifiers kept. */
export function rerollHeldDie(s: GameState, k: number): void {
  const old = itemField(s, k, St.TierA);
  const nd = dieFor(s, heldDieOwner(s, k));
  setItemField(s, k, St.RollA, itemField(s, k, St.RollA) - old + nd);
  setItemField(s, k, St.TierA, nd);
  if (s.log) s.log.push(`  переброс кубика ${blockDieWaits(s, k) ? 'защиты' : 'атаки'}: ${old} → ${nd}`);
}
