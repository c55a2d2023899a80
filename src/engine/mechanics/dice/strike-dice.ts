/**
 * The dice of a simple strike, chosen or changed by features (digest §5.2 steps 5–6, §5.3):
 *
 * - keyword 'twoDice' (Воин храма s1_189, Mech.StrikeDice): "Когда Воин храма сражается, бросьте кубик
 *   два раза и выберите один из результатов бросков". When the card rolls in a simple strike (as the
 *   attacker, or as the open struck card), a second die is rolled with the same modifiers and its
 *   controller chooses which result counts: a Decision.Choice on the strike item (G.Selected), AMOUNT
 *   + 1 the first die, AMOUNT + 2 the second, asked right after the dice, before the window after the
 *   dice (ruling s1_189: the choice comes before any reroll, and a reroll rolls one die only). Both
 *   cards of the fight with the keyword: the attacker's controller chooses first (ruling s1_181: the
 *   dice are rolled one after the other). Engine reading: "сражается" — the card rolls a die in a
 *   simple strike; a strike at a closed card is rolled by the attacker alone, and the attacker still
 *   rolls two.
 * - dieDelta modes, features of the window after the dice (512.4, target 'executingStrike'):
 *   'reroll' ("перебросить кубик", Ловец удачи s1_181): the chosen die is rolled again, its modifiers
 *   kept; 'woundIfOne' ("когда бросок кубика существа равен 1 — ранить его на 2", Взрывная Мэри s1_174):
 *   usable while the die of that creature, with modifiers, is 1 (ruling s1_174: ОвА counts), wounds
 *   that creature (511, the feature's ability type). Ruling s1_181: "+X к броску" features may be
 *   declared only after every reroll has resolved — so a ±X is not usable while a reroll waits on the
 *   stack, and a reroll is not usable once a ±X has been declared at this strike.
 *   A feature needs the die it names: the struck card's die exists only when it is open (rolls).
 *   Ruling s1_181: a card whose {tap} is named for another feature (a defender of this strike) cannot
 *   pay for one.
 *
 * State: the strike item's spare fields (a strike has no generated effect, X or stages): St.X holds the
 * raw dice (attacker + 8 · struck, 0 = none), St.Op / St.Type the results of the second dice of
 * 'twoDice', St.Stage bits: DS_CHOOSE_A / DS_CHOOSE_D (a choice pending), DS_DELTA (a ±X declared).
 *
 * Engine cost: rollDice calls noteStrikeDice only in games with Mech.StrikeDice (one G.Gates test, Gate.StrikeDiceRolled);
 * a 'twoDice' card also carries Cap.Instant so its strikes pause after the dice (simple-strike.ts
 * suspendForWindow). The dieDelta modes are read only inside the Op.DieDelta branches of
 * features.ts / effects.ts, and dieOptionUsable only for features targeting an executing strike.
 */
import { AttackKind, Cap, Feat, Op } from '../../core/enums.js';
import { blockDieWaits, heldAttackIsStrike, heldDieOwner, isHeldItem, rerollHeldDie } from '../../core/systems/die-window.js';
import { G, type GameState, NONE, ST, St } from '../../core/state.js';
import { AMOUNT } from '../../core/action.js';
import { itemField, setItemField } from '../../core/stack.js';
import { enqueueEffect } from '../../core/effects.js';
import { label, seatName } from '../../core/instance.js';
import { rollD6, Stream } from '../../core/rng.js';
import { dieFor } from '../../core/systems/strike-keywords.js';
import { DIE_DEFENDER, DIE_REROLL, DIE_WOUND_IF_ONE, DIE_STRIKE_VALUE, DIE_SPECIAL } from '../../core/codes.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';
export { DIE_DEFENDER, DIE_REROLL, DIE_WOUND_IF_ONE, DIE_STRIKE_VALUE, DIE_SPECIAL };

const DIE_MODE = 3 << 1;

const DS_CHOOSE_A = 1;
const DS_CHOOSE_D = 2;
const DS_DELTA = 4;

/** Seat-independent keyword test: does card instance i roll two dice ('twoDice')? */
function rollsTwo(s: GameState, i: number): boolean {
  return s.db.twoDice[s.card[i]!] === 1;
}

/**
 * simple-strike.ts rollDice (games with Mech.StrikeDice), the strike at stack index k just rolled:
 * `da` / `dd` the raw dice of the attacker `a` and the struck card (dd < 0: it does not roll), the
 * item's RollA / RollD already written with their modifiers. Notes the raw dice; a 'twoDice' card
 * rolls its second die and its controller is asked which counts.
 */
export function noteStrikeDice(s: GameState, k: number, a: number, struck: number, da: number, dd: number): void {
  setItemField(s, k, St.X, da + 8 * (dd > 0 ? dd : 0));
  let pend = 0;
  if (rollsTwo(s, a)) {
    const d2 = rollD6(s.rng, Stream.Dice);
    setItemField(s, k, St.Op, itemField(s, k, St.RollA) - da + d2);
    if (s.log) s.log.push(`  ${label(s, a)}: второй кубик ${d2}`);
    pend |= DS_CHOOSE_A;
  }
  if (dd > 0 && rollsTwo(s, struck)) {
    const d2 = rollD6(s.rng, Stream.Dice);
    setItemField(s, k, St.Type, itemField(s, k, St.RollD) - dd + d2);
    if (s.log) s.log.push(`  ${label(s, struck)}: второй кубик ${d2}`);
    pend |= DS_CHOOSE_D;
  }
  if (pend === 0) return;
  setItemField(s, k, St.Stage, pend);
  askDieChoice(s, k);
}

function askDieChoice(s: GameState, k: number): void {
  const pend = itemField(s, k, St.Stage);
  const i = (pend & DS_CHOOSE_A) !== 0 ? itemField(s, k, St.Src) : struckOf(s, k);
  askChoice(s, k, s.ctrl[i]!);
}

function struckOf(s: GameState, k: number): number {
  const d = itemField(s, k, St.Def);
  return d !== NONE ? d : itemField(s, k, St.Tgt);
}

/** hooks.strikeChoice (mechanics/index.ts): is the pending Decision.Choice on strike item k a die choice? */
export function isDieChoice(s: GameState, k: number): boolean {
  return (itemField(s, k, St.Stage) & (DS_CHOOSE_A | DS_CHOOSE_D)) !== 0;
}

/** Apply the die choice (AMOUNT + 1: the first die, AMOUNT + 2: the second); ask the struck card's next if pending. */
export function applyDieChoice(s: GameState, k: number, action: number): void {
  const pend = itemField(s, k, St.Stage);
  const attacker = (pend & DS_CHOOSE_A) !== 0;
  const second = action === AMOUNT + 2;
  if (second) {
    const raw = itemField(s, k, St.X);
    if (attacker) {
      const v = itemField(s, k, St.Op);
      setItemField(s, k, St.X, (raw & ~7) | (v - itemField(s, k, St.RollA) + (raw & 7)));
      setItemField(s, k, St.RollA, v);
    } else {
      const v = itemField(s, k, St.Type);
      setItemField(s, k, St.X, (raw & 7) | ((v - itemField(s, k, St.RollD) + (raw >> 3)) << 3));
      setItemField(s, k, St.RollD, v);
    }
  }
  const i = attacker ? itemField(s, k, St.Src) : struckOf(s, k);
  if (s.log) s.log.push(`  ${seatName(s.ctrl[i]!)} ${label(s, i)}: ${second ? 'второй' : 'первый'} кубик`);
  const rest = pend & ~(attacker ? DS_CHOOSE_A : DS_CHOOSE_D);
  setItemField(s, k, St.Stage, rest);
  if ((rest & (DS_CHOOSE_A | DS_CHOOSE_D)) !== 0) askDieChoice(s, k);
  else s.g[G.Selected] = NONE;
}

/** Is a dieDelta feature of this mode (0: a ±X, DIE_REROLL) waiting on the stack above strike item k? */
function waitingAbove(s: GameState, k: number, mode: number): boolean {
  const n = s.g[G.StackLen]!;
  for (let j = k + 1; j < n; j++) {
    const feat = s.stack[j * ST + St.Feat]!;
    if (feat < Feat.Ability) continue;
    const b = feat - Feat.Ability;
    if (s.db.abOp[b] === Op.DieDelta && (s.db.abDie[b]! & DIE_MODE) === mode) return true;
  }
  return false;
}

/**
 * features.ts strikeOfOwn, a dieDelta feature `a` of `src` at the waiting strike k: is it usable /
 * still legal? The die must exist; rerolls before any ±X (ruling s1_181); "черная метка" only at a 1.
 */
export function dieOptionUsable(s: GameState, src: number, a: number, k: number): boolean {
  const code = s.db.abDie[a]!;
  if ((code & DIE_SPECIAL) !== 0) return s.hooks.specialStrikeWaits(s, k); // mechanics/strike/strike-value.ts: no die, the special strike's value
  const d = (code & DIE_DEFENDER) !== 0;
  // A die of a ranged attack or a move limit (core/systems/die-window.ts): one die waits — the attacker's
  // (the source's), or the attacked card's block die; no defender.
  const held = isHeldItem(s, k);
  if (held && d !== blockDieWaits(s, k)) return false;
  const roll = itemField(s, k, d && !held ? St.RollD : St.RollA);
  if (roll < 0) return false; // a closed struck card rolls no die
  if (!held && itemField(s, k, St.Def) === src) return false; // ruling s1_181: its {tap} pays for defending
  const mode = code & DIE_MODE;
  if (mode === DIE_WOUND_IF_ONE) return roll === 1;
  // A strike's only, not a 'dieOutcome' die (die-outcome.ts); a counter-strike entry needs the struck card's die (above).
  // Of the ranged attacks, {uchr} and the magic strike are strikes (die-window.ts).
  if (mode === DIE_STRIKE_VALUE) return itemField(s, k, St.Feat) === Feat.Strike || (held && heldAttackIsStrike(s, k));
  if (mode === DIE_REROLL) return (itemField(s, k, St.Stage) & DS_DELTA) === 0 && !waitingAbove(s, k, 0);
  return !waitingAbove(s, k, DIE_REROLL);
}

/** features.ts stepAbility, Op.DieDelta branch: a 'woundIfOne' feature executes — wound the creature whose die is 1. Returns false for other modes. */
export function dieModeEffect(s: GameState, k: number, a: number, src: number, t: number): boolean {
  const code = s.db.abDie[a]!;
  if ((code & DIE_MODE) !== DIE_WOUND_IF_ONE) return false;
  if (t < 0 || t >= s.g[G.StackLen]!) return true;
  const d = (code & DIE_DEFENDER) !== 0;
  const held = isHeldItem(s, t); // core/systems/die-window.ts: one die, in RollA
  if (itemField(s, t, d && !held ? St.RollD : St.RollA) !== 1) {
    if (s.log) s.log.push('  бросок уже не равен 1: без эффекта');
    return true;
  }
  const who = held ? heldDieOwner(s, t) : d ? struckOf(s, t) : itemField(s, t, St.Src);
  enqueueEffect(s, Op.Wound, src, who, s.db.abAmount[a]!, s.db.abType[a] || AttackKind.Influence, itemField(s, k, St.Action));
  return true;
}

/** effects.ts applyEffect, Op.DieDelta without a mode: ±`amount` to die `type` (0 the attacker's, 1 the struck card's) of strike item dst (ruling s1_181: no reroll after it). */
export function applyDieDelta(s: GameState, dst: number, type: number, amount: number): void {
  if (dst < 0 || dst >= s.g[G.StackLen]!) return;
  s.stack[dst * ST + St.Stage] = s.stack[dst * ST + St.Stage]! | DS_DELTA;
  // A held die (core/systems/die-window.ts) is the one in RollA, whoever rolled it.
  const f = type === 1 && !isHeldItem(s, dst) ? St.RollD : St.RollA;
  const v = s.stack[dst * ST + f]!;
  if (v >= 0) s.stack[dst * ST + f] = v + amount;
  if (s.log) s.log.push(`  кубик ${type === 1 ? 'защиты' : 'атаки'}: ${amount > 0 ? '+' : ''}${amount}`);
}

/** effects.ts applyEffect, Op.DieDelta with a mode (Ef.Type > 1): reroll die `type & 1` of strike item dst. */
export function applyDieMode(s: GameState, dst: number, type: number, amount: number): void {
  if (dst < 0 || dst >= s.g[G.StackLen]!) return;
  if ((type & DIE_MODE) === DIE_STRIKE_VALUE) {
    s.hooks.lowerStrikeValue(s, dst, type & DIE_DEFENDER, amount); // mechanics/strike/strike-value.ts
    return;
  }
  if ((type & DIE_MODE) !== DIE_REROLL) return;
  if (isHeldItem(s, dst)) {
    rerollHeldDie(s, dst); // core/systems/die-window.ts: the raw die kept apart
    return;
  }
  const d = (type & DIE_DEFENDER) !== 0;
  const f = d ? St.RollD : St.RollA;
  const v = s.stack[dst * ST + f]!;
  if (v < 0) return;
  const raw = s.stack[dst * ST + St.X]!;
  const old = d ? raw >> 3 : raw & 7;
  const i = d ? struckOf(s, dst) : s.stack[dst * ST + St.Src]!;
  const nd = dieFor(s, i);
  s.stack[dst * ST + f] = v - old + nd;
  s.stack[dst * ST + St.X] = d ? (raw & 7) | (nd << 3) : (raw & ~7) | nd;
  if (s.log) s.log.push(`  переброс кубика ${d ? 'защиты' : 'атаки'}: ${old} → ${nd}`);
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): the keyword 'twoDice' (db.twoDice;
 * simple-strike.ts rollDice asks, behind Mech.StrikeDice; Cap.Instant, so the strike pauses after its
 * dice) and "перебросить кубик" (a 'dieDelta' of mode 'reroll': the strike's raw dice are noted).
 * The die code of a 'dieDelta' (db.abDie, shared with strike/strike-value.ts) stays with the core's columns.
 */
export const STRIKE_DICE_COMPILE: MechanicCompile<'twoDice'> = {
  name: 'strikeDice',
  ops: {},
  columns: ['twoDice'],
  caps: Cap.Instant,
  mechs: [Mech.StrikeDice],
  owns: (a) => (a.kind === 'keyword' && a.keyword === 'twoDice') || (a.kind === 'activated' && a.effect.op === 'dieDelta' && a.effect.mode === 'reroll'),
  compile(_def, a, sink) {
    sink.cap(Mech.StrikeDice);
    if (a.kind !== 'keyword') return;
    sink.setCaps(Cap.Instant);
    sink.columns.twoDice[sink.card] = 1;
  },
};
