/**
 * "Если Бон и Берроу атакованы {strike} — могут потерять {counter}; блокировать удар" (Бон и Берроу
 * s1_27; keyword 'blocksStrikeForCounter', marked per card and per game by Mech.CounterBlock).
 *
 * Rules: a card is "attacked" once the attack's target is fixed at the target resolution (a defender
 * then is the card attacked), and also when a counter-strike is due against it (digest §5.1
 * «Атакованная карта»); "blocking always happens after the dice are rolled"; a blocked ability has
 * no effects and is still paid (digest §5.1, proberserk rule/91). Ruling s1_27: the card may lose
 * its counter and block a counter-strike at it too.
 *
 * Where it is played: at the simple strike's effects step (core/combat/simple-strike.ts strikeEffects,
 * step 4: after the dice, the table and an exchange choice), before anything is recorded or dealt:
 *  - the struck card (the target, or the defender) with the keyword, a strike due at it (its tier is
 *    not "none") and a counter not named for another feature: its controller is asked (Decision.Choice
 *    on the strike item, G.Selected: AMOUNT + 1 loses the counter and blocks the strike — StFlag.Blocked,
 *    no effects at all, the attacker still pays; AMOUNT + 2 declines);
 *  - then the attacker with the keyword, when a counter-strike is due at it (the struck card's tier is
 *    not "none" and the strike is not unanswerable): AMOUNT + 1 loses the counter and blocks the
 *    counter-strike only (its tier becomes "none"); the attacker's own strike is dealt.
 * Each question is asked once per strike. Engine reading: the counter is lost as the block's cost,
 * so a card without a counter (or whose only counter is named for a feature on the stack, 512.5.2)
 * is not asked.
 *
 * State: bits 15–18 of the strike item's spare St.Stage (strike-dice.ts 0–2, forced-strike.ts 3–7,
 * opponent-redirect.ts 8, strike-value.ts 9–14).
 *
 * Engine cost: one G.Gates test per simple strike's effects step (simple-strike.ts strikeEffects); a
 * game with the card keeps the stepwise strike (Mech.CounterBlock is not in strike-at-once.ts's
 * allowlist), so the question can be asked.
 */
import { Feat, Kw, StFlag } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { AMOUNT } from '../../core/action.js';
import { countersEarmarked, itemField, setItemField } from '../../core/stack.js';
import { label, seatName } from '../../core/instance.js';
import { grantedKw } from '../../core/systems/modifiers.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech, on } from '../ids.js';

/** Asked about the strike at the struck card. */
const CB_ASKED_STRIKE = 1 << 15;
/** Asked about the counter-strike at the attacker. */
const CB_ASKED_COUNTER = 1 << 16;
/** A question is pending (the Decision.Choice is this one). */
const CB_PENDING = 1 << 17;
/** The pending question is about the counter-strike (else: the strike). */
const CB_ABOUT_COUNTER = 1 << 18;

function blocks(s: GameState, i: number): boolean {
  return cardHas(s.db, s.card[i]!, Mech.CounterBlock) && s.counters[i]! - countersEarmarked(s, i) > 0;
}

/** Is a counter-strike of `struck` at `a` due at tier td (strike-keywords.ts counterTier, without spending anything)? Also mechanics/strike/strike-block-jump.ts. */
export function counterStrikeDue(s: GameState, a: number, struck: number, td: number): boolean {
  if (td <= 0 || (s.db.kw[s.card[a]!]! & Kw.Unanswerable) !== 0) return false;
  if (on(s, Mech.FirstStrike) && s.hooks.strikeWillBeUnanswerable(s, a)) return false;
  if ((s.tKw[struck]! & Kw.NoAttack) !== 0) return false;
  if ((s.g[G.ModGrantKw]! & Kw.Unanswerable) !== 0 && (grantedKw(s, a, struck) & Kw.Unanswerable) !== 0 && (!on(s, Mech.OptionalUnanswerable) || !s.hooks.declinedUnanswerable(s))) return false;
  return true;
}

/**
 * core/combat/simple-strike.ts strikeEffects (games with Mech.CounterBlock), strike item k of `a` at
 * `struck` at its effects step, tier `ta` of the attacker's strike: asks the next question, if any
 * (returns true: the strike waits at this step), or applies a blocked counter-strike and returns false.
 */
export function askCounterBlock(s: GameState, k: number, a: number, struck: number, ta: number): boolean {
  let st = itemField(s, k, St.Stage);
  if ((itemField(s, k, St.Flags) & StFlag.Blocked) !== 0) return false;
  if ((st & CB_ASKED_STRIKE) === 0) {
    st |= CB_ASKED_STRIKE;
    setItemField(s, k, St.Stage, st);
    if (ta > 0 && blocks(s, struck)) return ask(s, k, struck, st);
  }
  if ((st & CB_ASKED_COUNTER) === 0) {
    st |= CB_ASKED_COUNTER;
    setItemField(s, k, St.Stage, st);
    if (counterStrikeDue(s, a, struck, itemField(s, k, St.TierD)) && blocks(s, a)) return ask(s, k, a, st | CB_ABOUT_COUNTER);
  }
  return false;
}

function ask(s: GameState, k: number, i: number, st: number): boolean {
  setItemField(s, k, St.Stage, st | CB_PENDING);
  askChoice(s, k, s.ctrl[i]!);
  return true;
}

/** hooks.strikeChoice (mechanics/index.ts): is the pending Decision.Choice on strike item k this question? Its answers: AMOUNT + 1 / + 2. */
export function isCounterBlockChoice(s: GameState, k: number): boolean {
  return itemField(s, k, St.Feat) === Feat.Strike && (itemField(s, k, St.Stage) & CB_PENDING) !== 0;
}

/** Apply the answer: AMOUNT + 1 loses the counter and blocks the strike (or the counter-strike). */
export function applyCounterBlock(s: GameState, k: number, act: number): void {
  const st = itemField(s, k, St.Stage);
  const aboutCounter = (st & CB_ABOUT_COUNTER) !== 0;
  setItemField(s, k, St.Stage, st & ~(CB_PENDING | CB_ABOUT_COUNTER));
  s.g[G.Selected] = NONE;
  const a = itemField(s, k, St.Src);
  const d = itemField(s, k, St.Def);
  const i = aboutCounter ? a : d !== NONE ? d : itemField(s, k, St.Tgt);
  if (act !== AMOUNT + 1) {
    if (s.log) s.log.push(`  ${seatName(s.ctrl[i]!)} ${label(s, i)}: не блокирует`);
    return;
  }
  s.counters[i] = s.counters[i]! - 1;
  if (aboutCounter) {
    setItemField(s, k, St.TierD, 0);
    s.g[G.TierD] = 0;
  } else setItemField(s, k, St.Flags, itemField(s, k, St.Flags) | StFlag.Blocked);
  if (s.log) s.log.push(`  ${seatName(s.ctrl[i]!)} ${label(s, i)} теряет фишку: ${aboutCounter ? 'ответный удар' : 'удар'} заблокирован`);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'blocksStrikeForCounter' sets Mech.CounterBlock. */
export const COUNTER_BLOCK_COMPILE: MechanicCompile = {
  name: 'counterBlock',
  ops: {},
  mechs: [Mech.CounterBlock],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'blocksStrikeForCounter',
  compile(_def, _a, sink) {
    sink.cap(Mech.CounterBlock);
  },
};
