/**
 * The turn (digest §4): start of turn, the Choice subphases (pick a card, a verb, a target), end of
 * turn.
 */
import { AttackKind, Cap, Decision, EndReason, Feat, Flag, Gate, Kw, Op, OpTrait, StFlag, TargetMode, Tgt, Trig, Verb, XMode, Zone } from './enums.js';
import { END_TURN, PASS, SELECT, SELECT_AUX, TARGET, TARGET_STACK, VERB, VERB_SLOTS } from './action.js';
import { G, type GameState, NONE, St, listAt, listBase, listLen } from './state.js';
import { NEIGH8_MASK, ORTH4_MASK, lowestCell } from './board.js';
import { endGame } from './death.js';
import { canMove, applyMove, moveTargets } from './movement.js';
import { hasStrikeTarget, rangedTargets, strikeTargets, targetOfAction } from './combat/targets.js';
import { declareStrike } from './combat/simple-strike.js';
import { strikeAtOnce, strikeRunsAtOnce } from './combat/strike-at-once.js';
import { declareRanged } from './combat/ranged.js';
import { revealBackRow } from './prebattle.js';
import { label, reveal, seatName } from './instance.js';
import { enqueueEffect, recordEvent } from './effects.js';
import { declaredInRound, itemField, newActionId, passPriority, pushItem, setItemField } from './stack.js';
import { candidateTargets, isUnchosenTarget } from './targeting.js';
import { abilityCandidates, usableAbilities } from './instants.js';
import { advance } from './driver.js';
import { beginSummonDeclaration, incarnate, incarnationTokens, summonCells, thirdRowCells } from './squad.js';
import { stagesOf } from './features.js';
import { beginXChoice } from './systems/counters.js';
import { Restrict, TimedKind, countUse, timedSum, timedTurnBoundary } from './systems/durations.js';
import { clearTurnRecords } from './systems/turn-record.js';
import { openAtStartOfTurn } from './systems/markers.js';
import { applyExtraTarget, declareExtraTargets, declareRangedAbility, legalExtraTargets, rangedAbilityTargets } from './systems/ranged-abilities.js';
import { GKw, grantedRegen, moveAllowance, strikesFlyers } from './systems/modifiers.js';
import { wrapOf } from './systems/keywords.js';
import { moveLimited } from './systems/move-limit.js';
import { recordDeclaration } from './systems/declaration.js';
import { applyXTarget, beginXTargets, legalXTargets } from './systems/x-targets.js';

/**
 * Start of turn for seat p (digest §4.1): the turn cap, the Second player's back row, then rules
 * effects (open cards, refill movement (506.4), reset armour), then the start-of-turn effects of
 * regeneration and poison, queued for the 511 algorithm, and the "в начале хода" trigger event.
 * The engine loop (driver.ts) then applies them and reaches the Choice subphase.
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
  // Timed effects: those of the turn that ended expire, those of this turn start (core/systems/durations.ts).
  timedTurnBoundary(s);
  // Гном-поджигатель s1_35 (mechanics/movement/moved-last-turn.ts): the ending turn's moves of the cards opposite it are kept.
  if ((s.g[G.Gates]! & Gate.TurnEndMoves) !== 0) s.hooks.movesOfEndingTurn(s, p);
  clearTurnRecords(s); // what each card did this turn (core/systems/turn-record.ts; gated by Cap.TurnRecord)
  // Rules effects: armour counts afresh each turn for every card; the active player's cards open.
  for (let q = 0; q < 2; q++) {
    forBattleCards(s, q, Zone.Field, q === p);
    forBattleCards(s, q, Zone.Aux, q === p);
  }
  // Start-of-turn effects: regeneration heals, poison wounds (digest §5.9; order per digest §10.19).
  startOfTurnEffects(s, p, Zone.Field);
  startOfTurnEffects(s, p, Zone.Aux);
  if ((s.g[G.Caps]! & Cap.Incarnation) !== 0) incarnationTokens(s, p); // 535.7.1
  if (s.g[G.MovingMarkers] !== 0) s.hooks.markersAtTurnStart(s, p); // «дрожь» may move at the start of the opponent's turn (mechanics/markers/tremor-marker.ts)
  recordEvent(s, Trig.StartOfOwnTurn, p, NONE, 0);
}

/** Reset armour of seat q's cards in zone z; open them and refill movement (506.4) when `open`. */
function forBattleCards(s: GameState, q: number, z: number, open: boolean): void {
  const n = listLen(s, q, z);
  const list = s.zoneList;
  const base = listBase(q, z);
  const flags = s.flags;
  const armorUsed = s.armorUsed;
  for (let k = 0; k < n; k++) {
    const i = list[base + k]!;
    armorUsed[i] = 0;
    // strike-keywords.ts: "has acted" lasts one turn; "moved this turn": every card starts each turn
    // unmoved; markers.ts: "не открывается в свой ход" lasts that one turn.
    const f = flags[i]! & ~(Flag.Acted | Flag.Moved | Flag.NoOpen);
    flags[i] = f;
    if (open) {
      // The "не открывается" marker (core/systems/markers.ts) keeps the card closed this once.
      if ((f & Flag.SkipOpen) === 0) flags[i] = f & ~(Flag.Closed | Flag.Defended);
      else openAtStartOfTurn(s, i);
      s.moveLeft[i] = moveAllowance(s, i); // printed + timed + granted (modifiers.ts)
    }
  }
}

function startOfTurnEffects(s: GameState, p: number, z: number): void {
  const n = listLen(s, p, z);
  const list = s.zoneList;
  const base = listBase(p, z);
  for (let k = 0; k < n; k++) {
    const i = list[base + k]!;
    const card = s.card[i]!;
    if ((s.db.kw[card]! & Kw.Incorporeal) !== 0) continue;
    // Regeneration heals a wounded card only: its {regen} is summed for those alone.
    if (s.wounds[i]! > 0) {
      let regen = s.db.regen[card]! + grantedRegen(s, i); // printed + granted {regen} (modifiers.ts)
      if ((s.g[G.Caps]! & Cap.TimedExtras) !== 0) regen += timedSum(s, i, TimedKind.Regen); // "{regen}N" for a while (durations.ts)
      if (regen > 0) enqueueEffect(s, Op.Heal, i, i, regen, AttackKind.Rules, newActionId(s));
    }
    const poison = s.poison[i]!;
    if (poison > 0) {
      if (s.log) s.log.push(`  отравление: ${label(s, i)}`);
      enqueueEffect(s, Op.Wound, NONE, i, poison, AttackKind.Poison, newActionId(s));
    }
  }
}

/** End of turn (digest §4.1): the turn passes to the opponent. */
export function endTurn(s: GameState): void {
  const p = s.g[G.Active]!;
  if (s.opts.secondBackRowRevealAtEndOfFirstTurn && p === s.g[G.First]) revealBackRow(s);
  if (s.g[G.CellMarks] !== 0) s.hooks.markersAtTurnEnd(s, p); // markers "до конца хода противника" (mechanics/markers/cell-markers.ts)
  startTurn(s, 1 - p);
}

// ---- Choice subphase: card, verb, target ------------------------------------------------------

/** Verbs available to instance i now, as a bit set over Verb (bit Verb.Ability + k: its k-th ability). */
export function verbsOf(s: GameState, i: number): number {
  if ((s.g[G.Gates]! & Gate.FeaturesLost) !== 0 && (s.restrict[i]! & Restrict.FeaturesLost) !== 0) return s.hooks.verbsWithoutFeatures(s, i); // mechanics/features/lose-features.ts (durations.ts Restrict)
  if (s.g[G.FromPriority] === 1) return usableAbilities(s, i, true) << Verb.Ability;
  // Гном-басаарг (mechanics/strike/must-strike-closed.ts), option `forcedStrikeFirst`: while one of its
  // controller's cards is obliged, no other card acts.
  if ((s.g[G.Gates]! & Gate.StrikeObligation) !== 0 && s.opts.forcedStrikeFirst && !s.hooks.mustStrike(s, i) && s.ctrl[i] === s.g[G.Active] && s.hooks.seatMustStrike(s, s.ctrl[i]!)) return 0;
  let v = (s.g[G.Caps]! & Cap.Activated) !== 0 && abilityCandidates(s, i, false) !== 0 ? usableAbilities(s, i, false) << Verb.Ability : 0;
  if ((s.flags[i]! & (Flag.Closed | Flag.Acted)) !== 0) return v;
  // «сеть» (mechanics/markers/net.ts): no move, no attack (its abilities are not usable either: instants.ts).
  if ((s.g[G.Gates]! & Gate.Netted) !== 0 && (s.restrict[i]! & Restrict.Netted) !== 0) return v;
  // Гном-басаарг (mechanics/strike/must-strike-closed.ts): while obliged, the simple strike at a closed creature only.
  if ((s.g[G.Gates]! & Gate.StrikeObligation) !== 0 && s.hooks.mustStrike(s, i)) return 1 << Verb.Strike;
  // Берсерк s1_195 waiting for its second strike (mechanics/strike/two-attacks.ts): strikes at other cards only.
  if (s.g[G.SecondStrike] === i + 1) return s.hooks.strikeSeriesVerbs(s, i, v);
  if (canMove(s, i)) v |= 1 << Verb.Move;
  // «не может атаковать» (a timed grant, Kw.NoAttack; gated per game).
  if ((s.g[G.Caps]! & Cap.NoAttack) !== 0 && (s.tKw[i]! & Kw.NoAttack) !== 0) return v;
  if (hasStrikeTarget(s, i)) v |= 1 << Verb.Strike;
  if (rangedTargets(s, i, null, 0) > 0) v |= 1 << Verb.Ranged;
  return v;
}

/**
 * legalMain when `leanMain` does not hold (exported for the equivalence test,
 * test/engine/legal-main-plain.test.ts): «не может атаковать», forced strikes (Гном-басаарг), move
 * limits (Криомант), «сеть», diagonal moves, strikes at range 2, a pending second strike (Берсерк
 * s1_195); abilities and flyers struck by grant as in the lean loop.
 */
export function legalMainFull(s: GameState, out: Int32Array): number {
  const g = s.g;
  const p = g[G.Decider]!;
  let n = 0;
  if (endTurnAllowed(s, p)) out[n++] = END_TURN;
  n = fullCells(s, out, n, g[G.Occ + p]!);
  n = auxListed(s, p, out, n);
  // Гном-басаарг (mechanics/strike/must-strike-closed.ts): no END_TURN means an obligation is pending; with
  // `forcedStrikeFirst`, only the obliged cards act now.
  if ((g[G.Gates]! & Gate.StrikeObligation) !== 0 && n > 0 && out[0] !== END_TURN && s.opts.forcedStrikeFirst) n = s.hooks.keepMustStrikeSelections(s, out, n);
  return n;
}

/**
 * May seat p end its turn now? "обязан атаковать закрытое существо" (Гном-басаарг, core/systems/keywords.ts):
 * no passing while such a strike is pending (only in games with Gate.StrikeObligation, which leanMain excludes).
 */
export function endTurnAllowed(s: GameState, p: number): boolean {
  return (s.g[G.Gates]! & Gate.StrikeObligation) === 0 || !s.hooks.seatMustStrike(s, p);
}

/**
 * legalMainFull's test of the board: appends SELECT + c to `out` from index n for each own cell c
 * in `cells` whose card can do something, ascending; returns the new length.
 */
export function fullCells(s: GameState, out: Int32Array, n: number, cells: number): number {
  const g = s.g;
  const p = g[G.Decider]!;
  const e = 1 - p;
  const db = s.db;
  const occE = g[G.Occ + e]!;
  const free = ~(g[G.Occ]! | g[G.Occ + 1]! | g[G.CellBlock]!); // a «костёр» counts as occupied (mechanics/markers/cell-markers.ts)
  const abilities = (g[G.Caps]! & Cap.Activated) !== 0;
  const noAttack = (g[G.Caps]! & Cap.NoAttack) !== 0;
  // «сеть» (mechanics/markers/net.ts): a netted card cannot act (durations.ts Restrict.Netted).
  const nets = (g[G.Gates]! & Gate.Netted) !== 0;
  const restrict = s.restrict;
  // Enemy flyers are reachable by ground strikes only under the flyer fallback (digest §5.7).
  const flyersStrikable = listLen(s, e, Zone.Aux) > 0 && s.opts.flyerFallback && listLen(s, e, Zone.Field) === 0;
  // Board-wide facts, once: can a ground strike reach an enemy flyer at all (printed fallback, or a
  // granted "может атаковать летающих" in this game)?
  const enemyFlyers = listLen(s, e, Zone.Aux) > 0;
  const flyerGrants = enemyFlyers && (g[G.ModGrantKw]! & GKw.StrikeFlyers) !== 0;
  // Берсерк s1_195 waiting for its second strike (mechanics/strike/two-attacks.ts): judged by verbsOf.
  const twice = g[G.SecondStrike]! - 1;
  // Diagonal moves in this game (Лесной разбойник s1_75): the move test takes wrapOf's extra cells.
  const diagonals = (g[G.Caps]! & Cap.MovesDiagonally) !== 0;
  // Strikes beyond the 8 neighbours in this game (Страж чертогов s1_44, keywords.ts strikeMask): hasStrikeTarget judges.
  const farStrikes = (g[G.Gates]! & Gate.ExtraStrikeCells) !== 0;
  // The per-instance arrays in locals: the calls below would make V8 reload them from `s` per card.
  const board = s.board;
  const flags = s.flags;
  const cards = s.card;
  const moveLeft = s.moveLeft;
  const kws = db.kw;
  let mine = cells;
  while (mine !== 0) {
    const c = lowestCell(mine);
    mine &= mine - 1;
    const i = board[c]!;
    if (nets && (restrict[i]! & Restrict.Netted) !== 0) continue;
    const f = flags[i]!;
    if ((f & (Flag.Closed | Flag.Acted)) !== 0 || i === twice || (noAttack && (s.tKw[i]! & Kw.NoAttack) !== 0)) {
      // Closed / acted: its usable abilities; «не может атаковать» (timed): whatever verbsOf leaves it.
      if ((f & (Flag.Closed | Flag.Acted)) === 0 ? verbsOf(s, i) !== 0 : abilities && abilityCandidates(s, i, false) !== 0 && usableAbilities(s, i, false) !== 0) out[n++] = SELECT + c;
      continue;
    }
    const card = cards[i]!;
    const kw = kws[card]!;
    // The same tests as verbsOf, cheapest first: a move, a simple strike, a ranged attack, an ability.
    if (
      moveLeft[i]! > 0 &&
      ((ORTH4_MASK[c]! | ((kw & Kw.WrapsRow) !== 0 || diagonals ? wrapOf(s, i) : 0)) & free) !== 0 &&
      ((g[G.Caps]! & Cap.MoveLimit) === 0 || !moveLimited(s, i))
    ) {
      out[n++] = SELECT + c;
      continue;
    }
    if (!farStrikes && (kw & (Kw.NoStrike | Kw.StrikesOpposite | Kw.WrapsRow)) === 0) {
      if ((NEIGH8_MASK[c]! & occE) !== 0 || flyersStrikable || (flyerGrants && strikesFlyers(s, i))) {
        out[n++] = SELECT + c;
        continue;
      }
    } else if ((farStrikes || (kw & (Kw.StrikesOpposite | Kw.WrapsRow)) !== 0) && hasStrikeTarget(s, i)) {
      out[n++] = SELECT + c;
      continue;
    }
    if ((db.rangedKind[card] !== 0 && rangedTargets(s, i, null, 0) > 0) || (abilities && abilityCandidates(s, i, false) !== 0 && usableAbilities(s, i, false) !== 0)) out[n++] = SELECT + c;
  }
  return n;
}

/**
 * Per-game capabilities that only legalMain's full loop checks: «не может атаковать», move limits,
 * diagonal moves (Лесной разбойник s1_75, keywords.ts wrapOf). (Activated abilities and Берсерк s1_195's second strike are judged by the
 * lean loop too: the abilities by usableAbilities, the second strike by taking the full loop only
 * while one is pending, G.SecondStrike.)
 */
export const MAIN_CAPS = Cap.NoAttack | Cap.MoveLimit | Cap.MovesDiagonally;
/**
 * The hook gates only the full loop asks (core/enums.ts Gate): an obligation to strike
 * (hooks.mustStrike), strikes beyond the neighbours (hooks.extraStrikeCells, keywords.ts
 * strikeMask), netted cards (durations.ts Restrict.Netted).
 */
export const MAIN_GATES = Gate.StrikeObligation | Gate.ExtraStrikeCells | Gate.Netted;
/** Printed keywords that change a card's moves or strike targets (core/systems/keywords.ts). */
const ODD_REACH = Kw.NoStrike | Kw.StrikesOpposite | Kw.WrapsRow;

/**
 * Does the Choice subphase take legalMain's lean loop now: no MAIN_CAPS / MAIN_GATES in the game, no
 * second strike of Берсерк s1_195 pending?
 */
export function leanMain(s: GameState): boolean {
  const g = s.g;
  return (g[G.Caps]! & MAIN_CAPS) === 0 && (g[G.Gates]! & MAIN_GATES) === 0 && g[G.SecondStrike] === 0;
}

/**
 * The Choice subphase (hot path): END_TURN, then every own card that can do something (the same
 * test as `verbsOf(s, i) !== 0`, with the board-wide facts computed once), in ascending cell order,
 * then own auxiliary-zone cards.
 *
 * This is the loop of a game for which `leanMain` holds (most games, card text included); other
 * games take legalMainFull, which adds the tests of MAIN_CAPS / MAIN_GATES and the second strike.
 */
export function legalMain(s: GameState, out: Int32Array): number {
  const g = s.g;
  if (!leanMain(s)) return legalMainFull(s, out);
  const p = g[G.Decider]!;
  out[0] = END_TURN;
  const n = leanCells(s, out, 1, g[G.Occ + p]!);
  return auxListed(s, p, out, n);
}

/** Appends SELECT_AUX + k for each own auxiliary-zone card k of seat p with a verb; returns the new length. */
function auxListed(s: GameState, p: number, out: Int32Array, n: number): number {
  const m = listLen(s, p, Zone.Aux);
  for (let k = 0; k < m; k++) if (verbsOf(s, listAt(s, p, Zone.Aux, k)) !== 0) out[n++] = SELECT_AUX + k;
  return n;
}

/**
 * legalMain's lean test of the board (only while `leanMain` holds): appends SELECT + c to `out` from
 * index n for each own cell c in `cells` whose card can do something, ascending; returns the new length.
 */
export function leanCells(s: GameState, out: Int32Array, n: number, cells: number): number {
  const g = s.g;
  const p = g[G.Decider]!;
  const e = 1 - p;
  const db = s.db;
  const occE = g[G.Occ + e]!;
  const free = ~(g[G.Occ]! | g[G.Occ + 1]! | g[G.CellBlock]!); // a «костёр» counts as occupied (mechanics/markers/cell-markers.ts)
  const flyersStrikable = listLen(s, e, Zone.Aux) > 0 && s.opts.flyerFallback && listLen(s, e, Zone.Field) === 0;
  // Activated abilities in this game: a card with nothing else to do may still use one (instants.ts).
  const abilities = (g[G.Caps]! & Cap.Activated) !== 0;
  // Enemy flyers and a granted "может атаковать летающих" in this game (modifiers.ts strikesFlyers).
  const flyerGrants = listLen(s, e, Zone.Aux) > 0 && (g[G.ModGrantKw]! & GKw.StrikeFlyers) !== 0;
  // The per-instance arrays in locals: the calls below would make V8 reload them from `s` per card.
  const board = s.board;
  const flags = s.flags;
  const cards = s.card;
  const moveLeft = s.moveLeft;
  const kws = db.kw;
  const rangedKind = db.rangedKind;
  let mine = cells;
  while (mine !== 0) {
    const c = lowestCell(mine);
    mine &= mine - 1;
    const i = board[c]!;
    if ((flags[i]! & (Flag.Closed | Flag.Acted)) !== 0) {
      if (abilities && abilityCandidates(s, i, false) !== 0 && usableAbilities(s, i, false) !== 0) out[n++] = SELECT + c;
      continue;
    }
    const card = cards[i]!;
    const kw = kws[card]!;
    if ((kw & ODD_REACH) !== 0) {
      // No simple strike: a move, a ranged attack or an ability; Возница / "только по карте напротив": verbsOf.
      if (
        (kw & (Kw.StrikesOpposite | Kw.WrapsRow)) === 0
          ? (moveLeft[i]! > 0 && (ORTH4_MASK[c]! & free) !== 0) || (rangedKind[card] !== 0 && rangedTargets(s, i, null, 0) > 0) || (abilities && abilityCandidates(s, i, false) !== 0 && usableAbilities(s, i, false) !== 0)
          : verbsOf(s, i) !== 0
      )
        out[n++] = SELECT + c;
    } else if (
      (moveLeft[i]! > 0 && (ORTH4_MASK[c]! & free) !== 0) ||
      (NEIGH8_MASK[c]! & occE) !== 0 ||
      flyersStrikable ||
      (flyerGrants && strikesFlyers(s, i)) ||
      (rangedKind[card] !== 0 && rangedTargets(s, i, null, 0) > 0) ||
      (abilities && abilityCandidates(s, i, false) !== 0 && usableAbilities(s, i, false) !== 0)
    ) {
      out[n++] = SELECT + c;
    }
  }
  return n;
}

export function applyMain(s: GameState, a: number): void {
  if (a === END_TURN) {
    if (s.log) s.log.push(`${seatName(s.g[G.Active]!)} завершает ход`);
    if (s.g[G.SecondStrike] !== 0) s.hooks.turnEndsInStrikeSeries(s); // Берсерк s1_195 (mechanics/strike/two-attacks.ts)
    // "в конце хода" triggers first, if some card of the game has one (mechanics/triggers/end-of-turn.ts).
    if (!s.hooks.endOfTurnBegins(s)) endTurn(s);
    advance(s);
    return;
  }
  selectCard(s, a);
}

/** SELECT / SELECT_AUX (from the Choice subphase or a priority round): pick the acting card. */
export function selectCard(s: GameState, a: number): void {
  const p = s.g[G.Decider]!;
  const i = a >= SELECT_AUX ? listAt(s, p, Zone.Aux, a - SELECT_AUX) : s.board[a - SELECT]!;
  if (s.g[G.SecondStrike] !== 0) s.hooks.cardSelectedInStrikeSeries(s, i); // "только подряд" (Берсерк s1_195, mechanics/strike/two-attacks.ts)
  s.g[G.Selected] = i;
  s.g[G.Decision] = Decision.Verb;
}

export function legalVerb(s: GameState, out: Int32Array): number {
  let v = verbsOf(s, s.g[G.Selected]!) & ((1 << VERB_SLOTS) - 1);
  let n = 0;
  while (v !== 0) {
    out[n++] = VERB + lowestCell(v); // lowest set bit, ascending
    v &= v - 1;
  }
  return n;
}

export function applyVerb(s: GameState, a: number): void {
  const verb = a - VERB;
  s.g[G.Verb] = verb;
  s.g[G.TargetMode] = TargetMode.Verb;
  if (verb >= Verb.Ability) {
    const i = s.g[G.Selected]!;
    const ab = s.db.abilStart[s.card[i]!]! + verb - Verb.Ability;
    s.g[G.Ability] = ab;
    // A mechanic's own target question for the verb ("Прыжок": its cell, no feature on the stack).
    const mode = s.hooks.verbTargetMode(s, ab);
    if (mode !== TargetMode.Verb) {
      s.g[G.TargetMode] = mode;
      s.g[G.Decision] = Decision.Target;
      return;
    }
    const spec = s.db.abTarget[ab]!;
    if (isUnchosenTarget(spec)) {
      declareAbility(s, i, ab, spec === Tgt.ExecutingStrike ? s.hooks.executingStrikeOf(s, ab) : i); // mechanics/dice/die-outcome.ts
      return;
    }
  }
  s.g[G.Decision] = Decision.Target;
}

export function legalTarget(s: GameState, out: Int32Array): number {
  const mode = s.g[G.TargetMode]!;
  // A mode owned by a mechanic (hooks.targetChoices; mechanics/ids.ts MechTargetMode): a jump's cell,
  // a relocation's, hidden picks, moved wounds, cell markers, a die's outcome, «дрожь» …
  const owner = s.hooks.targetChoices[mode];
  if (owner != null) return owner.legal(s, out);
  if (mode === TargetMode.SummonCell) return summonCells(s, s.g[G.Selected]!, out);
  if (mode === TargetMode.Incarnate) {
    const i = s.g[G.Selected]!;
    if (s.db.tremor[s.card[i]!] !== 0) return s.hooks.markedIncarnationCells(s, s.owner[i]!, out); // mechanics/markers/tremor-marker.ts
    return thirdRowCells(s, s.owner[i]!, out);
  }
  if (mode === TargetMode.RangedExtra) return legalExtraTargets(s, out);
  if (mode === TargetMode.XTargets) return legalXTargets(s, out);
  if (mode !== TargetMode.Verb) {
    // A trigger being declared, or a replacing feature (534.7): the target of stack item G.Selected.
    const k = s.g[G.Selected]!;
    const feat = itemField(s, k, St.Feat);
    const src = itemField(s, k, St.Src);
    if (mode === TargetMode.Stage) {
      const st = stagesOf(s, feat - Feat.Ability)[itemField(s, k, St.Stage) >> 1]!;
      return candidateTargets(s, src, st.target, out);
    }
    if (feat === Feat.Generated) {
      const ab = replacingFeatureSpec(s, src);
      return candidateTargets(s, src, ab, out);
    }
    const a = feat - Feat.Ability;
    if (s.db.abRanged[a] !== 0) return rangedAbilityTargets(s, src, a, out); // a triggered ranged attack
    return candidateTargets(s, src, s.db.abTarget[a]!, out, s.db.abRange[a]!, s.db.abTgtFilter[a]!, a);
  }
  const i = s.g[G.Selected]!;
  const verb = s.g[G.Verb]!;
  switch (verb) {
    case Verb.Move:
      return moveTargets(s, i, out, 0);
    case Verb.Strike: {
      const n = strikeTargets(s, i, out, 0);
      // Гном-басаарг (mechanics/strike/must-strike-closed.ts): an obliged card strikes a closed creature next to it.
      if ((s.g[G.Gates]! & Gate.StrikeObligation) !== 0 && s.hooks.mustStrike(s, i)) return s.hooks.keepMustStrikeTargets(s, out, n);
      return s.g[G.SecondStrike] === i + 1 ? s.hooks.strikeSeriesTargets(s, out, n) : n; // "по разным картам" (mechanics/strike/two-attacks.ts)
    }
    case Verb.Ranged: {
      const n = rangedTargets(s, i, out, 0);
      return s.g[G.SecondStrike] === i + 1 ? s.hooks.strikeSeriesTargets(s, out, n) : n;
    }
    default: {
      const ab = s.g[G.Ability]!;
      if (s.db.abRanged[ab] !== 0) {
        const n = rangedAbilityTargets(s, i, ab, out);
        return s.g[G.SecondStrike] === i + 1 ? s.hooks.strikeSeriesTargets(s, out, n) : n;
      }
      return candidateTargets(s, i, s.db.abTarget[ab]!, out, s.db.abRange[ab]!, s.db.abTgtFilter[ab]!, ab);
    }
  }
}

/** The target spec of the replacing feature of instance `src` (its first replacing-feature replacement). */
function replacingFeatureSpec(s: GameState, src: number): string {
  const card = s.card[src]!;
  for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
    const ab = s.db.abilities[a]!;
    if (ab.kind === 'replacement' && ab.result.kind === 'replacingFeature') return ab.result.target;
  }
  return 'none';
}

export function applyTarget(s: GameState, a: number): void {
  const mode = s.g[G.TargetMode]!;
  // A mode owned by a mechanic (hooks.targetChoices, as in legalTarget); true: the engine loop goes on.
  const owner = s.hooks.targetChoices[mode];
  if (owner != null) {
    if (owner.apply(s, a)) advance(s);
    return;
  }
  if (mode === TargetMode.RangedExtra) {
    applyExtraTarget(s, a);
    return;
  }
  if (mode === TargetMode.XTargets) {
    applyXTarget(s, a);
    return;
  }
  if (mode === TargetMode.SummonCell || mode === TargetMode.Incarnate) {
    if (mode === TargetMode.SummonCell) setItemField(s, s.g[G.Selected]!, St.X, a - TARGET);
    else incarnate(s, s.g[G.Selected]!, a - TARGET);
    s.g[G.Selected] = NONE;
    s.g[G.TargetMode] = TargetMode.Verb;
    s.g[G.Decision] = Decision.None;
    advance(s);
    return;
  }
  const t = a >= TARGET_STACK ? a - TARGET_STACK : targetOfAction(s, a);
  if (mode !== TargetMode.Verb) {
    const k = s.g[G.Selected]!;
    setItemField(s, k, St.Tgt, t);
    // A triggered ranged attack: its declaration (core/systems/ranged-abilities.ts; the attacked card is revealed when the attack is made).
    if (mode === TargetMode.Trigger && s.db.abRanged[itemField(s, k, St.Feat) - Feat.Ability] !== 0) declareRangedAbility(s, itemField(s, k, St.Feat) - Feat.Ability, t, k);
    // "Два выбранных существа …": a trigger's further targets (mechanics/triggers/multi-target-triggers.ts).
    if (mode === TargetMode.Trigger && s.hooks.furtherTriggerTargets(s, k)) {
      if (s.log) s.log.push(`  цель ${label(s, t)}`);
      return;
    }
    // An ambush whose target was just chosen acts now (core/systems/declaration.ts).
    if (mode === TargetMode.Trigger && (itemField(s, k, St.Flags) & StFlag.Ambush) !== 0) s.g[G.Executing] = k;
    s.g[G.Selected] = NONE;
    s.g[G.TargetMode] = TargetMode.Verb;
    s.g[G.Decision] = Decision.None;
    advance(s);
    return;
  }
  const i = s.g[G.Selected]!;
  const verb = s.g[G.Verb]!;
  const p = s.ctrl[i]!;
  s.g[G.Selected] = NONE;
  s.g[G.Verb] = 0;
  if (verb === Verb.Move) {
    applyMove(s, i, a - TARGET);
    advance(s);
    return;
  }
  if (verb === Verb.Strike) {
    declareStrike(s, i, t);
    if (strikeRunsAtOnce(s)) {
      // Nothing can come between its steps in this game (core/combat/strike-at-once.ts).
      if (strikeAtOnce(s, i, t, p)) advance(s);
      return;
    }
    const k = pushItem(s, Feat.Strike, i, p, t, 0);
    if ((s.g[G.Caps]! & Cap.Declaration) !== 0) recordDeclaration(s, k); // core/systems/declaration.ts
    // "Может объявлять безответный удар" (Римаанды s1_106): unanswerable or ordinary (mechanics/strike/optional-unanswerable.ts).
    if ((s.g[G.Gates]! & Gate.UnanswerableDeclared) !== 0 && s.hooks.askUnanswerable(s, k, i, t)) {
      s.g[G.RoundOpen] = 0;
      return;
    }
  } else if (verb === Verb.Ranged) {
    declareRanged(s, i, t);
    const k = pushItem(s, Feat.Ranged, i, p, t, 0);
    if ((s.g[G.Caps]! & Cap.Declaration) !== 0) recordDeclaration(s, k);
  } else {
    declareAbility(s, i, s.g[G.Ability]!, t);
    return;
  }
  s.g[G.RoundOpen] = 0;
  advance(s);
}

/** Declare activated ability `ab` of instance i with target t (512.5.2), then continue. */
function declareAbility(s: GameState, i: number, ab: number, t: number): void {
  const p = s.ctrl[i]!;
  if (s.log) {
    const spec = s.db.abTarget[ab]!;
    const on = spec === Tgt.EnemyStackItem || spec === Tgt.ExecutingStrike ? ` → особенность №${t + 1} в стеке` : t !== i && t >= 0 ? ` → ${label(s, t)}` : '';
    s.log.push(`${seatName(p)} ${label(s, i)}: способность${on}`);
  }
  const k = pushItem(s, Feat.Ability + ab, i, p, t, 0);
  // "(не более N раз за ход)" (core/systems/durations.ts countUse; instants.ts abilityUsable checks the count).
  if (s.db.abPerTurn[ab] !== 0) countUse(s, i, s.db.abPerBattle[ab] === 1); // "(1 раз за бой)": for the battle
  s.g[G.Ability] = NONE;
  const fromPriority = s.g[G.FromPriority] === 1;
  s.g[G.FromPriority] = 0;
  if (fromPriority) declaredInRound(s, p);
  else s.g[G.RoundOpen] = 0;
  // 535.5.1: a summon's card and cell are part of its declaration.
  const op = s.db.abOp[ab]!;
  let pending = (op === Op.Summon || op === Op.Resurrect) && !beginSummonDeclaration(s, k, ab);
  // "переместить … на любую незанятую клетку", a cell marker's cell: the cell is named with the target.
  if ((s.hooks.opTraits[op]! & OpTrait.CellAtDeclaration) !== 0 && s.g[G.StackLen]! > k) pending = s.hooks.declarationCell(s, k) || pending;
  // Ranged-attack abilities: "по разным существам" asks for more targets (the attacked cards are revealed when the attacks are made).
  if (s.db.abRanged[ab] !== 0) {
    if (declareRangedAbility(s, ab, t, k)) pending = true;
  } else if (s.db.abTargets[ab]! > 1 && t >= 0 && s.g[G.StackLen]! > k && declareExtraTargets(s, k)) pending = true; // several targets
  // A card that acts is revealed, unless its declaration proved illegal and was withdrawn (535.4).
  if (s.g[G.StackLen]! > k) {
    if ((s.g[G.Caps]! & Cap.Declaration) !== 0) recordDeclaration(s, k); // core/systems/declaration.ts
    reveal(s, i);
    // A hidden target is revealed by the declaration (digest §5.2 [I]); 512.5.3 then checks it. A ranged
    // attack's is revealed when the attack is made (ranged-abilities.ts rangedAttackAllowed; ruling s1_67).
    const spec = s.db.abTarget[ab]!;
    if (t >= 0 && t !== i && spec !== Tgt.EnemyStackItem && spec !== Tgt.ExecutingStrike && s.db.abRanged[ab] === 0) reveal(s, t);
  }
  // Rulings s1_144 / s1_198: the hidden cards it reaches are picked now (mechanics/features/hidden-choice.ts).
  if (!pending && s.db.abHiddenPick[ab] !== 0 && s.g[G.StackLen]! > k && s.hooks.hiddenPick(s, k)) return;
  if (pending) return;
  // 512.5.2: an X counting targets is fixed now and its further targets are named (core/systems/x-targets.ts).
  if ((s.g[G.Caps]! & Cap.XAbility) !== 0 && (s.db.abXMode[ab]! & XMode.Targets) !== 0 && beginXTargets(s, k, ab)) return;
  // "X{counter}": X is named with the cost at the declaration (core/systems/counters.ts).
  // "N (или менее)" (db.abUpTo) is named the same way.
  if (s.db.abXCost[ab] || s.db.abUpTo[ab]) {
    beginXChoice(s, k);
    return;
  }
  s.g[G.Decision] = Decision.None;
  advance(s);
}

/** Priority decision: pass, or pick a card whose instant to use. */
export function applyPriority(s: GameState, a: number): void {
  if (a === PASS) {
    passPriority(s);
    advance(s);
    return;
  }
  s.g[G.FromPriority] = 1;
  selectCard(s, a);
}
