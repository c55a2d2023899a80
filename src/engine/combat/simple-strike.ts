/**
 * The simple strike (простой удар), digest §5.2: declaration, defender assignment, dice, the
 * exchange option, wounds, closing, deaths.
 *
 * Instant windows (before and after the dice) belong to the priority/stack work (rule 512 issue);
 * until then the strike resolves straight through its steps, each player decision being a pending
 * decision (Defender, Exchange).
 */
import { NEIGH8_MASK, lowestCell } from '../board.js';
import { AttackKind, Decision, Flag, Kw, Zone } from '../enums.js';
import { DEFEND, DEFEND_AUX, DEFEND_NONE, EXCHANGE_REDUCE } from '../action.js';
import { G, type GameState, NONE, listAt, listLen } from '../state.js';
import { Stream, rollD6 } from '../rng.js';
import { label, reveal, seatName } from '../instance.js';
import { dealWounds } from '../wounds.js';
import { checkDeaths, checkVictory } from '../death.js';
import { EXCHANGE_ATTACKER, TIER_NAMES, closedStrike, exchangeChooser, opposedStrike, tierA, tierD } from './strike-table.js';

/** Strike value of instance i at tier 1..3 (weak/medium/strong); 0 for tier 0. */
export function strikeValue(s: GameState, i: number, tier: number): number {
  return tier === 0 ? 0 : s.db.strike[s.card[i]! * 3 + tier - 1]!;
}

/** Begin a simple strike of attacker a on target t (both already legal). */
export function declareStrike(s: GameState, a: number, t: number): void {
  s.g[G.Attacker] = a;
  s.g[G.Target] = t;
  s.g[G.Defender] = NONE;
  s.g[G.Struck] = NONE;
  if (s.log) s.log.push(`${seatName(s.ctrl[a]!)} ${label(s, a)}: удар по ${label(s, t)}`);
  reveal(s, a);
  reveal(s, t);
  // A directed strike (НУ) allows no defender (digest §5.1).
  if ((s.db.kw[s.card[a]!]! & Kw.Directed) === 0 && defenders(s, null, 0) > 0) {
    s.g[G.Decision] = Decision.Defender;
    s.g[G.Decider] = s.ctrl[t]!;
    return;
  }
  rollDice(s);
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

export function applyDefender(s: GameState, a: number): void {
  if (a !== DEFEND_NONE) {
    const p = s.g[G.Decider]!;
    const d = a >= DEFEND_AUX ? listAt(s, p, Zone.Aux, a - DEFEND_AUX) : s.board[a - DEFEND]!;
    s.g[G.Defender] = d;
    reveal(s, d);
    if (s.log) s.log.push(`  защитник: ${label(s, d)}`);
  }
  rollDice(s);
}

/**
 * Dice (digest §5.2 step 5, §5.3): the attacker rolls, adding ОвА; an open struck card (a defender is
 * always open) rolls too, adding ОвЗ; a closed one does not roll.
 */
function rollDice(s: GameState): void {
  const a = s.g[G.Attacker]!;
  const d = s.g[G.Defender]!;
  const struck = d !== NONE ? d : s.g[G.Target]!;
  s.g[G.Struck] = struck;
  const db = s.db;
  const ra = rollD6(s.rng, Stream.Dice) + db.ova[s.card[a]!]!;
  let r: number;
  if ((s.flags[struck]! & Flag.Closed) === 0) {
    const rd = rollD6(s.rng, Stream.Dice) + db.ovz[s.card[struck]!]!;
    s.g[G.RollD] = rd;
    r = opposedStrike(ra, rd);
  } else {
    s.g[G.RollD] = -1;
    r = closedStrike(ra);
  }
  s.g[G.RollA] = ra;
  s.g[G.TierA] = tierA(r);
  s.g[G.TierD] = tierD(r);
  if (s.log) {
    const rd = s.g[G.RollD]!;
    s.log.push(`  кубики: ${ra}${rd >= 0 ? ` против ${rd}` : ' (закрытая цель)'} → ${TIER_NAMES[tierA(r)]} / ответный ${TIER_NAMES[tierD(r)]}`);
  }
  const ex = exchangeChooser(r);
  if (ex !== 0) {
    s.g[G.Decision] = Decision.Exchange;
    s.g[G.Decider] = ex === EXCHANGE_ATTACKER ? s.ctrl[a]! : s.ctrl[struck]!;
    return;
  }
  finishStrike(s);
}

/** The exchange option: keep both strikes, or weaken both by one step (digest §5.3). */
export function applyExchange(s: GameState, a: number): void {
  if (a === EXCHANGE_REDUCE) {
    const ta = s.g[G.TierA]!;
    const td = s.g[G.TierD]!;
    s.g[G.TierA] = ta > 0 ? ta - 1 : 0;
    s.g[G.TierD] = td > 0 ? td - 1 : 0;
    if (s.log) s.log.push(`  размен ослаблен: ${TIER_NAMES[s.g[G.TierA]!]} / ответный ${TIER_NAMES[s.g[G.TierD]!]}`);
  }
  finishStrike(s);
}

/** Wounds both ways at once, then closing (step 9), then deaths and the victory check (step 10). */
function finishStrike(s: GameState): void {
  const a = s.g[G.Attacker]!;
  const struck = s.g[G.Struck]!;
  dealWounds(s, a, struck, strikeValue(s, a, s.g[G.TierA]!), AttackKind.Strike);
  dealWounds(s, struck, a, strikeValue(s, struck, s.g[G.TierD]!), AttackKind.CounterStrike);
  closeAfterActing(s, a);
  const d = s.g[G.Defender]!;
  if (d !== NONE) s.flags[d] = s.flags[d]! | Flag.Closed | Flag.Defended;
  endAttack(s);
}

/** 506.5: a card that acts closes and loses the rest of its movement. */
export function closeAfterActing(s: GameState, i: number): void {
  s.flags[i] = s.flags[i]! | Flag.Closed;
  s.moveLeft[i] = 0;
}

/** Clear the attack context, resolve deaths, check victory, and return to the Choice subphase. */
export function endAttack(s: GameState): void {
  s.g[G.Attacker] = NONE;
  s.g[G.Target] = NONE;
  s.g[G.Defender] = NONE;
  s.g[G.Struck] = NONE;
  checkDeaths(s);
  if (checkVictory(s)) return;
  s.g[G.Decision] = Decision.Main;
  s.g[G.Decider] = s.g[G.Active]!;
}
