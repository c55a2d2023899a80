/**
 * The turn (digest §4): start of turn, the Choice subphases (pick a card, a verb, a target), end of
 * turn.
 */
import { AttackKind, Decision, EndReason, Flag, Kw, Verb, Zone } from './enums.js';
import { END_TURN, MAX_LEGAL, SELECT, SELECT_AUX, TARGET, VERB } from './action.js';
import { G, type GameState, NONE, listAt, listLen } from './state.js';
import { NEIGH8_MASK, ORTH4_MASK, lowestCell } from './board.js';
import { heal, dealWounds } from './wounds.js';
import { checkDeaths, checkVictory, endGame } from './death.js';
import { canMove, applyMove, moveTargets } from './movement.js';
import { hasStrikeTarget, rangedTargets, strikeTargets, targetOfAction } from './combat/targets.js';
import { declareStrike } from './combat/simple-strike.js';
import { resolveRanged } from './combat/ranged.js';
import { revealBackRow } from './prebattle.js';
import { label, seatName } from './instance.js';

/** Scratch for "does this card have any target" checks. */
const scratch = new Int32Array(MAX_LEGAL);

/**
 * Start of turn for seat p (digest §4.1): the turn cap, the Second player's back row, then rules
 * effects (open cards, refill movement (506.4), reset armour), then the start-of-turn effects of
 * regeneration and poison, then the Choice subphase.
 */
export function startTurn(s: GameState, p: number): void {
  const turn = s.g[G.Turn]! + 1;
  if (turn > s.opts.maxTurns) {
    endGame(s, EndReason.Limit, NONE);
    return;
  }
  s.g[G.Turn] = turn;
  s.g[G.Active] = p;
  if (s.log) s.log.push(`— ход ${turn}: ${seatName(p)} —`);
  if (p !== s.g[G.First] && !s.opts.secondBackRowRevealAtEndOfFirstTurn) revealBackRow(s);
  // Rules effects: armour counts afresh each turn for every card; the active player's cards open.
  for (let q = 0; q < 2; q++) {
    forBattleCards(s, q, Zone.Field, q === p);
    forBattleCards(s, q, Zone.Aux, q === p);
  }
  // Start-of-turn effects: regeneration heals, poison wounds (digest §5.9; order per digest §10.19).
  startOfTurnEffects(s, p, Zone.Field);
  startOfTurnEffects(s, p, Zone.Aux);
  if (checkDeaths(s) > 0 && checkVictory(s)) return;
  s.g[G.Decision] = Decision.Main;
  s.g[G.Decider] = p;
}

/** Reset armour of seat q's cards in zone z; open them and refill movement (506.4) when `open`. */
function forBattleCards(s: GameState, q: number, z: number, open: boolean): void {
  const n = listLen(s, q, z);
  for (let k = 0; k < n; k++) {
    const i = listAt(s, q, z, k);
    s.armorUsed[i] = 0;
    if (open) {
      s.flags[i] = s.flags[i]! & ~(Flag.Closed | Flag.Moved | Flag.Defended);
      s.moveLeft[i] = s.db.move[s.card[i]!]!;
    }
  }
}

function startOfTurnEffects(s: GameState, p: number, z: number): void {
  const n = listLen(s, p, z);
  for (let k = 0; k < n; k++) {
    const i = listAt(s, p, z, k);
    const card = s.card[i]!;
    if ((s.db.kw[card]! & Kw.Incorporeal) !== 0) continue;
    const regen = s.db.regen[card]!;
    if (regen > 0 && s.wounds[i]! > 0) heal(s, i, regen);
    const poison = s.poison[i]!;
    if (poison > 0) {
      if (s.log) s.log.push(`  отравление: ${label(s, i)}`);
      dealWounds(s, -1, i, poison, AttackKind.Poison);
    }
  }
}

/** End of turn (digest §4.1): the turn passes to the opponent. */
export function endTurn(s: GameState): void {
  const p = s.g[G.Active]!;
  if (s.opts.secondBackRowRevealAtEndOfFirstTurn && p === s.g[G.First]) revealBackRow(s);
  startTurn(s, 1 - p);
}

// ---- Choice subphase: card, verb, target ------------------------------------------------------

/** Verbs available to instance i now, as a bit set over Verb. */
export function verbsOf(s: GameState, i: number): number {
  if ((s.flags[i]! & Flag.Closed) !== 0) return 0;
  let v = 0;
  if (canMove(s, i)) v |= 1 << Verb.Move;
  if (hasStrikeTarget(s, i)) v |= 1 << Verb.Strike;
  if (rangedTargets(s, i, scratch, 0) > 0) v |= 1 << Verb.Ranged;
  return v;
}

/**
 * The Choice subphase (hot path): END_TURN, then every own card that can do something (the same
 * test as `verbsOf(s, i) !== 0`, with the board-wide facts computed once), in ascending cell order,
 * then own auxiliary-zone cards.
 */
export function legalMain(s: GameState, out: Int32Array): number {
  const g = s.g;
  const p = g[G.Decider]!;
  const e = 1 - p;
  const db = s.db;
  const occE = g[G.Occ + e]!;
  const free = ~(g[G.Occ]! | g[G.Occ + 1]!);
  // Enemy flyers are reachable by ground strikes only under the flyer fallback (digest §5.7).
  const flyersStrikable = listLen(s, e, Zone.Aux) > 0 && s.opts.flyerFallback && listLen(s, e, Zone.Field) === 0;
  let n = 0;
  out[n++] = END_TURN;
  let mine = g[G.Occ + p]!;
  while (mine !== 0) {
    const c = lowestCell(mine);
    mine &= mine - 1;
    const i = s.board[c]!;
    if ((s.flags[i]! & Flag.Closed) !== 0) continue;
    const card = s.card[i]!;
    if (
      (s.moveLeft[i]! > 0 && (ORTH4_MASK[c]! & free) !== 0) ||
      ((db.kw[card]! & Kw.NoStrike) === 0 && ((NEIGH8_MASK[c]! & occE) !== 0 || flyersStrikable)) ||
      (db.rangedKind[card] !== 0 && rangedTargets(s, i, scratch, 0) > 0)
    ) {
      out[n++] = SELECT + c;
    }
  }
  const m = listLen(s, p, Zone.Aux);
  for (let k = 0; k < m; k++) if (verbsOf(s, listAt(s, p, Zone.Aux, k)) !== 0) out[n++] = SELECT_AUX + k;
  return n;
}

export function applyMain(s: GameState, a: number): void {
  if (a === END_TURN) {
    if (s.log) s.log.push(`${seatName(s.g[G.Active]!)} завершает ход`);
    endTurn(s);
    return;
  }
  const p = s.g[G.Decider]!;
  const i = a >= SELECT_AUX ? listAt(s, p, Zone.Aux, a - SELECT_AUX) : s.board[a - SELECT]!;
  s.g[G.Selected] = i;
  s.g[G.Decision] = Decision.Verb;
}

export function legalVerb(s: GameState, out: Int32Array): number {
  const v = verbsOf(s, s.g[G.Selected]!);
  let n = 0;
  for (let k = 0; k < 3; k++) if ((v & (1 << k)) !== 0) out[n++] = VERB + k;
  return n;
}

export function applyVerb(s: GameState, a: number): void {
  s.g[G.Verb] = a - VERB;
  s.g[G.Decision] = Decision.Target;
}

export function legalTarget(s: GameState, out: Int32Array): number {
  const i = s.g[G.Selected]!;
  switch (s.g[G.Verb]) {
    case Verb.Move:
      return moveTargets(s, i, out, 0);
    case Verb.Strike:
      return strikeTargets(s, i, out, 0);
    default:
      return rangedTargets(s, i, out, 0);
  }
}

export function applyTarget(s: GameState, a: number): void {
  const i = s.g[G.Selected]!;
  const verb = s.g[G.Verb]!;
  s.g[G.Selected] = NONE;
  s.g[G.Verb] = 0;
  if (verb === Verb.Move) {
    applyMove(s, i, a - TARGET);
    s.g[G.Decision] = Decision.Main;
    return;
  }
  const t = targetOfAction(s, a);
  if (verb === Verb.Strike) declareStrike(s, i, t);
  else resolveRanged(s, i, t);
}
