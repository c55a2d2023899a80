/**
 * The simple strike (простой удар) as a feature on the stack (512; procedure of digest §5.2).
 *
 * Declaration (Choice subphase: card → verb → target) puts it on the stack and a priority round
 * follows. When it executes, its steps are:
 *   0  legality check (512.5.3): an illegal strike leaves the stack unpaid; otherwise its cost (the
 *      attacker's closing) is reserved. Target resolution: the attacked card's controller may assign
 *      a defender (an instant action; not against a directed strike), Decision.Defender.
 *   1  instant window before the dice (512.4: only instants marked for it)
 *   2  dice (§5.3): the attacker rolls with ОвА; an open struck card rolls with ОвЗ; a closed one
 *      does not. Then the instant window after the dice (dice modifications).
 *   3  the table is read; an exchange result asks its chooser (Decision.Exchange).
 *   4  "при атаке" is recorded and both wounds go through 511 (protection → replacement → prevention →
 *      application), the stack deactivated. A blocked strike produces no effects.
 *   5  payment (512.2): the attacker closes and loses its movement (506.5); the defender closes.
 * The windows exist only in games where some card has an instant ability: the strike is suspended
 * (G.Executing cleared) and the engine loop runs a priority round restricted to that window.
 * Deaths follow as rules effects, then the triggers (511.7).
 */
import { formationKw, formationNum } from '../systems/formation.js';
import { NEIGH8_MASK, lowestCell } from '../board.js';
import { AttackKind, Cap, Decision, Flag, Gate, Kw, Op, StFlag, Trig, Zone } from '../enums.js';
import { DEFEND, DEFEND_AUX, DEFEND_NONE, EXCHANGE_REDUCE } from '../action.js';
import { G, type GameState, NONE, St, listAt, listLen } from '../state.js';
import { label, reveal, seatName } from '../instance.js';
import { applyOrQueueEffect, recordEvent } from '../effects.js';
import { itemField, removeItem, setDecision, setItemField } from '../stack.js';
import { EXCHANGE_ATTACKER, TIER_NAMES, closedStrike, exchangeChooser, opposedStrike, tierA, tierD } from './strike-table.js';
import { strikeTargets, targetActionOf } from './targets.js';
import { MAX_LEGAL } from '../action.js';
import { strongStrikeBonus } from '../systems/durations.js';
import { recordSimpleStrikeEvents } from '../systems/special-strike.js';
import { collectTriggers } from '../triggers.js';
import { counterTier, dieFor, payStrike, rollsDefence, weakStrikeStopped } from '../systems/strike-keywords.js';
import { DMG_COUNTER, DMG_STRIKE, Num, directedStrike, grantedNum, modTier, modWound, tierProtected } from '../systems/modifiers.js';
import { strikeMask } from '../systems/keywords.js';
import { spendNextStrike, strikeBlockedByProphecy } from '../systems/prophecy.js';
import { STRIKE_BLOCKED, STRIKE_WAITS } from '../codes.js';


/** Strike value of instance i at tier 1..3 (weak/medium/strong); 0 for tier 0. */
export function strikeValue(s: GameState, i: number, tier: number): number {
  if (tier === 0) return 0;
  // Printed value plus the timed bonus/penalty (core/systems/durations.ts); never below 0.
  let v = s.db.strike[s.card[i]! * 3 + tier - 1]! + s.tStrike[i]!;
  if (tier === 3 && (s.g[G.Caps]! & Cap.StrongStrikeGrant) !== 0) v += strongStrikeBonus(s, i); // "+N к сильному {strike}" (mechanics/features/mill.ts)
  return v > 0 ? v : 0;
}

/** Declaration: log it and reveal both cards (a hidden card that acts or is attacked is revealed). */
export function declareStrike(s: GameState, a: number, t: number): void {
  if (s.log) s.log.push(`${seatName(s.ctrl[a]!)} ${label(s, a)}: удар по ${label(s, t)}`);
  reveal(s, a);
  reveal(s, t);
}

const scratch = new Int32Array(MAX_LEGAL);

/** Is the strike of item k still legal (528): attacker able to strike, target still a legal target? */
function strikeLegal(s: GameState, a: number, t: number, ctrl: number): boolean {
  if (s.ctrl[a] !== ctrl || (s.zone[a] !== Zone.Field && s.zone[a] !== Zone.Aux)) return false;
  if ((s.flags[a]! & Flag.Closed) !== 0) return false;
  if (s.zone[t] !== Zone.Field && s.zone[t] !== Zone.Aux) return false;
  // Common case: two cards on the battlefield — an enemy card next to the attacker.
  if (s.zone[a] === Zone.Field && s.zone[t] === Zone.Field) {
    return s.ctrl[t] !== ctrl && (s.db.kw[s.card[a]!]! & Kw.NoStrike) === 0 && (strikeMask(s, a) & (1 << s.cell[t]!)) !== 0;
  }
  const want = targetActionOf(s, t);
  const n = strikeTargets(s, a, scratch, 0);
  for (let j = 0; j < n; j++) if (scratch[j] === want) return true;
  return false;
}

/** Run the next step of the simple strike at stack index k. */
export function stepStrike(s: GameState, k: number): void {
  const a = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  const step = itemField(s, k, St.Step);
  s.g[G.Attacker] = a;
  s.g[G.Target] = t;
  s.g[G.Defender] = itemField(s, k, St.Def);
  if (step === 0) {
    // The dice shown for this strike (G.RollA/RollD, read by observers only) are not rolled yet: the
    // previous strike's must not stand for them at the Defender decision and the die windows.
    s.g[G.RollA] = NONE;
    s.g[G.RollD] = NONE;
    // A strike made as a feature's effect (mechanics/strike/forced-strike.ts): its own legality, no defender.
    if ((s.g[G.Gates]! & Gate.EffectStrikes) !== 0 && s.hooks.strikeStart(s, k)) return;
    // 512.5.3 legality check.
    if (!strikeLegal(s, a, t, itemField(s, k, St.Ctrl))) {
      if (s.log) s.log.push(`  удар ${label(s, a)} нелегален и снят без оплаты`);
      removeItem(s, k);
      clearAttack(s);
      return;
    }
    setItemField(s, k, St.Flags, itemField(s, k, St.Flags) | StFlag.Reserved);
    setItemField(s, k, St.Step, 1);
    // "Если атакована немагической атакой – пророчество 1; блокировать атаку …" (core/systems/prophecy.ts): no fight, still paid.
    if ((s.g[G.Caps]! & Cap.AttackBlock) !== 0 && strikeBlockedByProphecy(s, k)) {
      setItemField(s, k, St.Step, 5);
      return;
    }
    // "При первом за ход ударе … по Детям топи — заблокировать этот удар, при этом прыжок" (mechanics/strike/strike-block-jump.ts): no fight, still paid;
    // "Противник может перенаправить {strike} …" (Волот; mechanics/strike/opponent-redirect.ts): asked before the defender.
    if ((s.g[G.Gates]! & Gate.StrikeTargetStage) !== 0) {
      const r = s.hooks.strikeTargetResolution(s, k, a, t);
      if (r === STRIKE_BLOCKED) {
        setItemField(s, k, St.Step, 5);
        return;
      }
      if (r === STRIKE_WAITS) return;
    }
    // Target resolution: the defender (digest §5.5). A directed strike (НУ) allows none.
    if (((s.db.kw[s.card[a]!]! | s.tKw[a]! | formationKw(s, a)) & Kw.Directed) === 0 && !directedStrike(s, a, t) && defenders(s, null, 0) > 0) {
      setDecision(s, Decision.Defender, s.ctrl[t]!);
      return;
    }
    // No defender to ask and no instant window in this game: steps 1–4 follow at once (the engine
    // loop would do nothing between them) — unless target resolution recorded events (a prophecy's
    // showing, core/systems/prophecy.ts): then step 1 collects their triggers first (511.7), as in a game with
    // instants (found by test/engine/caps-scope.test.ts's lockstep games: the order of the triggers
    // and the dice must not depend on whether some card of the game holds an instant).
    if ((s.g[G.Caps]! & Cap.Instant) !== 0 || s.g[G.EvLen]! > 0) return;
    rollDice(s, k);
    tableThenEffects(s, k, a);
    return;
  }
  if (step <= 4 && (!inBattle(s, a) || !inBattle(s, struckOf(s, k)))) {
    // An instant in a window removed the attacker or the struck card: the strike produces nothing
    // and is still paid.
    if (s.log) s.log.push('  удар не состоялся: участник покинул зону битвы');
    setItemField(s, k, St.Step, 5);
    return;
  }
  switch (step) {
    case 1:
      // Triggers of the target resolution ("когда становится защитником") are declared and resolved
      // before the fight goes on: the strike waits (it stays at this step) until they are done.
      if (s.g[G.EvLen]! > 0) collectTriggers(s);
      if (s.g[G.TrigLen]! > 0) {
        s.g[G.Executing] = NONE;
        s.g[G.RoundOpen] = 0;
        return;
      }
      // The window before the dice.
      setItemField(s, k, St.Step, 2);
      if (suspendForWindow(s)) return;
      rollDice(s, k);
      if (suspendForWindow(s)) return;
      tableThenEffects(s, k, a);
      return;
    case 2:
      rollDice(s, k);
      if (suspendForWindow(s)) return;
      tableThenEffects(s, k, a);
      return;
    case 3:
      tableThenEffects(s, k, a);
      return;
    case 4:
      strikeEffects(s, k, a);
      return;
    default: {
      if ((s.g[G.Gates]! & Gate.EffectStrikes) !== 0 && s.hooks.strikePaid(s, k, a)) return; // mechanics/strike/forced-strike.ts
      if ((s.g[G.Caps]! & Cap.NextStrike) !== 0) spendNextStrike(s, k); // "+X к следующему {strike}" (core/systems/prophecy.ts)
      // 512.2 payment: the attacker has acted (506.5); the defender closes for its assignment.
      if ((s.zone[a] !== Zone.Field && s.zone[a] !== Zone.Aux) || !payStrike(s, a, itemField(s, k, St.TierA))) closeAfterActing(s, a);
      const d = itemField(s, k, St.Def);
      // A defender with "выступая защитником, не закрывается" stays open (and may defend again, core/systems/keywords.ts);
      // so does an unwounded Келе whose counter-strike struck (Kw.OpenIfUnwounded, ruling s1_102).
      if (d !== NONE && inBattle(s, d)) {
        const kw = s.db.kw[s.card[d]!]!;
        const kele = (kw & Kw.OpenIfUnwounded) !== 0 && itemField(s, k, St.TierD) > 0 && s.wounds[d] === 0;
        s.flags[d] = s.flags[d]! | ((kw & Kw.DefendsOpen) !== 0 || kele ? Flag.Defended : Flag.Closed | Flag.Defended);
      }
      removeItem(s, k);
      clearAttack(s);
    }
  }
}

/** Step 3 then, unless an exchange choice is asked, step 4 (nothing can happen between them). */
function tableThenEffects(s: GameState, k: number, a: number): void {
  readTable(s, k);
  if (s.g[G.Decision] === Decision.None) strikeEffects(s, k, a);
}

/** Step 4: "при атаке" is recorded, both wounds go through 511; then the payment step. */
function strikeEffects(s: GameState, k: number, a: number): void {
  const struck = struckOf(s, k);
  s.g[G.Struck] = struck;
  // "может потерять {counter}; блокировать удар" (Бон и Берроу; mechanics/strike/counter-block.ts), then "При первом за ход ударе … по
  // Детям топи — заблокировать этот удар" (mechanics/strike/strike-block-jump.ts: a strike at a defender or redirected onto it, or a
  // counter-strike at it): may ask, the strike waits at this step.
  if ((s.g[G.Gates]! & Gate.StrikeEffectsStage) !== 0 && s.hooks.strikeBeforeEffects(s, k, a, struck, (itemField(s, k, St.Flags) & StFlag.TierSet) !== 0 ? (itemField(s, k, St.Flags) & StFlag.TierSet) >> 3 : itemField(s, k, St.TierA))) return;
  setItemField(s, k, St.Step, 5);
  if ((itemField(s, k, St.Flags) & StFlag.Blocked) !== 0) {
    if (s.log) s.log.push('  удар заблокирован: без эффектов');
    return;
  }
  const action = itemField(s, k, St.Action);
  const set = (itemField(s, k, St.Flags) & StFlag.TierSet) >> 3;
  if (set !== 0) {
    // A feature set the attacker's tier ("свести {strike} к сильному", Op.StrikeTier); the struck
    // card's modifiers still come after it (ruling s1_8).
    setItemField(s, k, St.TierA, set);
    s.g[G.TierA] = set;
  }
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) capStrikeTiers(s, k, a, struck);
  dealStrike(s, a, struck, itemField(s, k, St.TierA), itemField(s, k, St.TierD), action);
}

/**
 * Step 4 once the tiers are final (shared with core/combat/strike-at-once.ts): "при атаке" and "при
 * {strike}" are recorded, then both wounds go through 511.
 */
export function dealStrike(s: GameState, a: number, struck: number, tierA: number, tierD0: number, action: number): void {
  const tierD = counterTier(s, a, struck, tierD0); // безответный удар: none (strike-keywords.ts)
  recordEvent(s, Trig.SelfAttacks, a, struck, 0);
  recordSimpleStrikeEvents(s, a, struck, tierA, tierD); // при {strike}
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) {
    strikeWoundsModified(s, a, struck, tierA, tierD, action);
    return;
  }
  // Защита от слабых {strike} (strike-keywords.ts): the weak strike's wound stops (511.3).
  if (!weakStrikeStopped(s, struck, tierA)) applyOrQueueEffect(s, Op.Wound, a, struck, strikeValue(s, a, tierA), AttackKind.Strike, action);
  if (!weakStrikeStopped(s, a, tierD)) applyOrQueueEffect(s, Op.Wound, struck, a, strikeValue(s, struck, tierD), AttackKind.CounterStrike, action);
}

/**
 * Static modifiers (core/systems/modifiers.ts, digest §5.3 "strike values after modifiers"), part 1:
 * the struck card's tier caps ("сводятся к слабым"; ruling s1_8: after the source's modifiers),
 * written back so that "при слабом / сильном {strike}" sees the tier that is dealt.
 */
function capStrikeTiers(s: GameState, k: number, a: number, struck: number): void {
  capTiers(s, a, struck, itemField(s, k, St.TierA), itemField(s, k, St.TierD));
  setItemField(s, k, St.TierA, s.g[G.TierA]!);
  setItemField(s, k, St.TierD, s.g[G.TierD]!);
}

/** The capped tiers of a strike of `a` at `struck` from the table's ta0 / td0, into G.TierA / G.TierD (shared with core/combat/strike-at-once.ts). */
export function capTiers(s: GameState, a: number, struck: number, ta0: number, td0: number): void {
  let ta = modTier(s, a, struck, ta0, DMG_STRIKE);
  let td = modTier(s, struck, a, td0, DMG_COUNTER);
  // "Сила {strike} … не может быть снижена" (Гидра; mechanics/strike/unlowerable.ts): no tier cap on its strikes.
  if ((s.g[G.Gates]! & Gate.UnlowerableStrikes) !== 0) {
    if (!s.hooks.strikeLowerable(s, a)) ta = ta0;
    if (!s.hooks.strikeLowerable(s, struck)) td = td0;
  }
  if (s.log && (ta !== ta0 || td !== td0)) s.log.push(`  сведён: ${TIER_NAMES[ta]} / ответный ${TIER_NAMES[td]}`);
  s.g[G.TierA] = ta;
  s.g[G.TierD] = td;
}

/**
 * Part 2: tier protections ("защита от слабых {strike}", 511.3: no effect is made), then the wound
 * amounts (the source's bonuses, then the target's reductions).
 */
function strikeWoundsModified(s: GameState, a: number, struck: number, ta: number, td: number, action: number): void {
  let wa = -1;
  let wd = -1;
  if (weakStrikeStopped(s, struck, ta) || tierProtected(s, a, struck, ta, DMG_STRIKE)) {
    if (s.log) s.log.push(`  защита: ${label(s, struck)} не подвержен удару (${TIER_NAMES[ta]})`);
  } else {
    wa = strikeValue(s, a, ta);
    if (ta > 0) wa = modWound(s, a, struck, wa, DMG_STRIKE, ta);
    // "свести ближний удар к 1", Морок (mechanics/strike/strike-cap.ts); "уменьшить величину выбранного удара" (Лунная баньши; mechanics/strike/strike-value.ts).
    if ((s.g[G.Gates]! & Gate.StrikeWoundCuts) !== 0) wa = s.hooks.strikeWound(s, a, struck, wa);
  }
  if (weakStrikeStopped(s, a, td) || tierProtected(s, struck, a, td, DMG_COUNTER)) {
    if (s.log) s.log.push(`  защита: ${label(s, a)} не подвержен ответному удару (${TIER_NAMES[td]})`);
  } else {
    wd = strikeValue(s, struck, td);
    if (td > 0) wd = modWound(s, struck, a, wd, DMG_COUNTER, td);
    if ((s.g[G.Gates]! & Gate.StrikeWoundCuts) !== 0) wd = s.hooks.counterStrikeWound(s, a, struck, wd); // at a closed Морок; the cut
  }
  // Both amounts are computed before either applies (applyOrQueueEffect's contract).
  if (wa >= 0) applyOrQueueEffect(s, Op.Wound, a, struck, wa, AttackKind.Strike, action);
  if (wd >= 0) applyOrQueueEffect(s, Op.Wound, struck, a, wd, AttackKind.CounterStrike, action);
}

function inBattle(s: GameState, i: number): boolean {
  return s.zone[i] === Zone.Field || s.zone[i] === Zone.Aux;
}

/** The card the strike hits: the defender if one was assigned, else the target. */
function struckOf(s: GameState, k: number): number {
  const d = itemField(s, k, St.Def);
  return d !== NONE ? d : itemField(s, k, St.Tgt);
}

/**
 * Eligible defenders (digest §5.5), written as DEFEND action ids in ascending order when `out` is
 * given; returns the count. A defender is an open card of the attacked card's controller, other than
 * the attacked card:
 * - for an attacked flyer, only flyers;
 * - for an attacked ground card, ground creatures next to the attacked card and, when the attacker
 *   is on the battlefield, also next to the attacker (or only next to the attacker, by option).
 */
export function defenders(s: GameState, out: Int32Array | null, n0: number): number {
  const a = s.g[G.Attacker]!;
  const t = s.g[G.Target]!;
  const p = s.ctrl[t]!;
  let n = n0;
  if (s.zone[t] === Zone.Field) {
    const tc = s.cell[t]!;
    const aOnField = s.zone[a] === Zone.Field;
    const ac = s.cell[a]!;
    // Cells that qualify by geometry; the attacked card's own cell is never in its neighbourhood.
    let mask = s.g[G.Occ + p]!;
    if (!aOnField) mask &= NEIGH8_MASK[tc]!;
    else if (s.opts.defenderAdjacentToAttackerOnly) mask &= NEIGH8_MASK[ac]! & ~(1 << tc);
    else mask &= NEIGH8_MASK[tc]! & NEIGH8_MASK[ac]!;
    while (mask !== 0) {
      const c = lowestCell(mask);
      mask &= mask - 1;
      if ((s.flags[s.board[c]!]! & Flag.Closed) !== 0) continue;
      if (out) out[n] = DEFEND + c;
      n++;
    }
    // Ртунх s1_47 (mechanics/strike/defenders.ts): a flyer that may defend any own ground creature.
    if ((s.g[G.Gates]! & Gate.DefendersByText) !== 0) n += s.hooks.defendersByText(s, p, out, n);
  } else {
    const m = listLen(s, p, Zone.Aux);
    for (let k = 0; k < m; k++) {
      const d = listAt(s, p, Zone.Aux, k);
      if (d === t || (s.flags[d]! & Flag.Closed) !== 0) continue;
      if (out) out[n] = DEFEND_AUX + k;
      n++;
    }
  }
  return n - n0;
}

export function legalDefender(s: GameState, out: Int32Array): number {
  out[0] = DEFEND_NONE;
  return 1 + defenders(s, out, 1);
}

/** The Defender decision: record the defender on the executing strike; the driver continues. */
export function applyDefender(s: GameState, a: number): void {
  if (a === DEFEND_NONE) return;
  const p = s.g[G.Decider]!;
  const d = a >= DEFEND_AUX ? listAt(s, p, Zone.Aux, a - DEFEND_AUX) : s.board[a - DEFEND]!;
  setItemField(s, s.g[G.Executing]!, St.Def, d);
  s.g[G.Defender] = d;
  reveal(s, d);
  if (s.log) s.log.push(`  защитник: ${label(s, d)}`);
  // "Когда … становится защитником": the event names the defended card as subject, the defender as other.
  recordEvent(s, Trig.SelfBecomesDefender, s.g[G.Target]!, d, 0);
}

/** In games with instants, leave the strike waiting for its window's priority round. */
function suspendForWindow(s: GameState): boolean {
  if ((s.g[G.Caps]! & Cap.Instant) === 0) return false;
  s.g[G.Executing] = NONE;
  s.g[G.RoundOpen] = 0;
  return true;
}

function rollDice(s: GameState, k: number): void {
  const a = itemField(s, k, St.Src);
  const d = itemField(s, k, St.Def);
  const struck = d !== NONE ? d : itemField(s, k, St.Tgt);
  s.g[G.Struck] = struck;
  // A strike made as a feature's effect may treat the struck card as open or closed (mechanics/strike/forced-strike.ts).
  strikeRolls(s, a, struck, (s.g[G.Gates]! & Gate.EffectStrikes) !== 0 ? s.hooks.struckRollsClosed(s, k, struck) : (s.flags[struck]! & Flag.Closed) !== 0);
  const ra = ROLLS[0]!;
  const rd = ROLLS[1]!;
  setItemField(s, k, St.RollA, ra);
  setItemField(s, k, St.RollD, rd);
  setItemField(s, k, St.Step, 3);
  // Воин храма's two dice, Ловец удачи's reroll (mechanics/dice/strike-dice.ts): may ask a die choice.
  if ((s.g[G.Gates]! & Gate.StrikeDiceRolled) !== 0) s.hooks.strikeDiceRolled(s, k, a, struck, ROLLS[2]!, ROLLS[3]!);
}

/** The dice of the last `strikeRolls`: the attacker's roll, the struck card's (-1: none), and their bare dice. */
export const ROLLS = new Int32Array(4);

/**
 * The dice of a simple strike of `a` at `struck` (digest §5.3; shared with core/combat/strike-at-once.ts):
 * the attacker rolls with ОвА; an open struck card (or one that rolls when closed) with ОвЗ. Written
 * to ROLLS.
 */
export function strikeRolls(s: GameState, a: number, struck: number, closed: boolean): void {
  const db = s.db;
  // ОвА / ОвЗ: printed, plus timed (core/systems/durations.ts), plus granted by Строй (core/systems/formation.ts) and by modifiers (core/systems/modifiers.ts).
  const da = dieFor(s, a);
  const dd = rollsDefence(s, struck, closed) ? dieFor(s, struck) : -1;
  let ra = da + db.ova[s.card[a]!]! + s.tOva[a]! + formationNum(s, a, 1);
  let rd = dd >= 0 ? dd + db.ovz[s.card[struck]!]! + s.tOvz[struck]! + formationNum(s, struck, 2) : -1;
  if ((s.g[G.Caps]! & Cap.Modifier) !== 0) {
    ra += grantedNum(s, a, Num.Ova, struck) + grantedNum(s, a, Num.Die, struck); // ОвА; "+N к броску кубика" (Ижор)
    if (rd >= 0) rd += grantedNum(s, struck, Num.Ovz, a);
  }
  ROLLS[0] = ra;
  ROLLS[1] = rd;
  ROLLS[2] = da;
  ROLLS[3] = dd;
}

/** Read the strike table from the (possibly modified) dice; an exchange asks its chooser. */
function readTable(s: GameState, k: number): void {
  const a = itemField(s, k, St.Src);
  const d = itemField(s, k, St.Def);
  const struck = d !== NONE ? d : itemField(s, k, St.Tgt);
  s.g[G.Struck] = struck;
  const ra = itemField(s, k, St.RollA);
  const rd = itemField(s, k, St.RollD);
  const r = rd >= 0 ? opposedStrike(ra, rd) : closedStrike(ra);
  s.g[G.RollA] = ra;
  s.g[G.RollD] = rd;
  setItemField(s, k, St.TierA, tierA(r));
  setItemField(s, k, St.TierD, tierD(r));
  s.g[G.TierA] = tierA(r);
  s.g[G.TierD] = tierD(r);
  if (s.log) logDice(s, ra, rd, r);
  setItemField(s, k, St.Step, 4);
  const ex = exchangeChooser(r);
  if (ex !== 0) setDecision(s, Decision.Exchange, ex === EXCHANGE_ATTACKER ? s.ctrl[a]! : s.ctrl[struck]!);
}

/** The log line of the dice and the table's result. */
export function logDice(s: GameState, ra: number, rd: number, r: number): void {
  s.log!.push(`  кубики: ${ra}${rd >= 0 ? ` против ${rd}` : ' (закрытая цель)'} → ${TIER_NAMES[tierA(r)]} / ответный ${TIER_NAMES[tierD(r)]}`);
}

/** The exchange option: keep both strikes, or weaken both by one step (digest §5.3). */
export function applyExchange(s: GameState, a: number): void {
  if (a !== EXCHANGE_REDUCE) return;
  const k = s.g[G.Executing]!;
  const ta = itemField(s, k, St.TierA);
  const td = itemField(s, k, St.TierD);
  // An unlowerable strike keeps its tier (Гидра; mechanics/strike/unlowerable.ts).
  setItemField(s, k, St.TierA, ta > 0 && s.hooks.strikeLowerable(s, itemField(s, k, St.Src)) ? ta - 1 : ta);
  setItemField(s, k, St.TierD, td > 0 && s.hooks.strikeLowerable(s, struckOf(s, k)) ? td - 1 : td);
  s.g[G.TierA] = itemField(s, k, St.TierA);
  s.g[G.TierD] = itemField(s, k, St.TierD);
  if (s.log) s.log.push(`  размен ослаблен: ${TIER_NAMES[s.g[G.TierA]!]} / ответный ${TIER_NAMES[s.g[G.TierD]!]}`);
}

/** 506.5: a card that acts closes and loses the rest of its movement. */
export function closeAfterActing(s: GameState, i: number): void {
  if (s.zone[i] !== Zone.Field && s.zone[i] !== Zone.Aux) return;
  s.flags[i] = s.flags[i]! | Flag.Closed;
  s.moveLeft[i] = 0;
}

export function clearAttack(s: GameState): void {
  s.g[G.Attacker] = NONE;
  s.g[G.Target] = NONE;
  s.g[G.Defender] = NONE;
  s.g[G.Struck] = NONE;
}

