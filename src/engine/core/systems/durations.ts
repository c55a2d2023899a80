/**
 * Timed effects: keywords and bonuses a card has for a while ("до конца хода", "до конца вашего
 * хода", "до конца вашего следующего хода", "до конца хода противника", "на X ходов противника", «на свой следующий ход»), or for
 * the rest of its stay in the battle zone when the text gives no duration ("Получить {direct}").
 *
 * Storage (state.ts): a table of TIMED_MAX entries {instance, kind, amount, first turn, last turn}
 * in the state buffer (so it is copied by `copyInto` and hashed with the state), and per-instance
 * sums of the active entries (`tKw`, `tOva`, `tOvz`, `tStrike`, `tRanged`, `tMove`, `tLife`) that the hot
 * path reads with one array access (0 in games without timed effects). The sums are recomputed only
 * when the table changes: an entry added, a turn boundary passed (entries expire at the end of their
 * last turn, 'targetNextTurn' ones start with their turn), an instance leaving the battle zone.
 * With them, the restriction word of each instance (`s.restrict`, Restrict: netted, featureless, held
 * by a gaze, strangled) and each seat's movement limit (`recomputeRestrict`), which move generation
 * reads instead of scanning the table per card.
 *
 * Turns are counted by G.Turn (both players' turns, alternating), so "the next turn of seat p" is
 * G.Turn + 1 when the opponent is active and G.Turn + 2 when p is.
 *
 * Other primitives can grant their own things for a duration through `addTimed` with a kind of their
 * own (e.g. the steppe modifiers: TimedKind.Ability with a global ability index as the amount, read
 * back with `timedAbilities`).
 *
 * Healing lives here too: `HEAL_FULL` ("полностью излечиться") is a heal effect larger than any life
 * total; the heal effect itself is applied by the 511 pipeline (effects.ts, Op.Heal), and
 * "снять отравление" is Op.CurePoison.
 */
import type { Duration } from '../../vocab/ability.js';
import { G, type GameState, MAX_INST, TIMED_MAX, TM, removeRecord } from '../state.js';
import { label } from '../instance.js';
import { moveAllowance } from './modifiers.js';
import { AttackKind, Cap2, Kw } from '../enums.js';

/** Heal amount of "полностью излечиться" (vocab/constants.ts). */
export { HEAL_FULL } from '../../vocab/constants.js';

/** Fields of a timed entry: timed[k * TM + field]. */
export const enum Tm { Inst = 0, Kind = 1, Amount = 2, From = 3, Until = 4 }

/** Kinds of timed entries. */
export const enum TimedKind {
  /** Kw bits granted (amount = the bits). */
  Kw = 1,
  Ova = 2,
  Ovz = 3,
  /** +amount to every tier of the simple strike (negative: a penalty). */
  Strike = 4,
  /** +amount to the card's ranged attacks. */
  Ranged = 5,
  /** +amount to the movement allowance. */
  Move = 6,
  /** A whole ability granted (amount = global ability index), for primitives that read abilities (`timedAbilities`). */
  Ability = 7,
  /** Declarations this turn of a per-turn-limited ability ("не более N раз за ход"; amount = the count; `usesThisTurn`). */
  Use = 8,
  /** +amount lives ("получает -3 к {health} до конца хода"; `tLife`, read by instance.ts livesLeft). */
  Life = 9,
  /**
   * A limited feature of the card was used (core/systems/prophecy.ts: "(1 раз за ход)" on a trigger or a
   * "prophecyBlock", amount = the global ability index; until the end of the turn).
   */
  Once = 10,
  /** +amount to the range of the card's shots, throws and discharges (`timedRange`; ranged-abilities.ts rangeBonus). */
  Range = 11,
  /** A mark on the card: attacks at it by the creatures of seat (amount >> 16) get +(amount & 0xffff) to their die (`markedDie`). */
  DieMark = 12,
  /** Маркер «охоты» (mechanics/markers/hunt-mark.ts): amount = the extra wounds. */
  HuntMark = 13,
  /** "двигалось в прошлый ход противника" (mechanics/movement/moved-last-turn.ts): the card moved in its controller's last turn (amount 1). */
  MovedLastTurn = 14,
  /** "{regen}N" for a while (amount N): added to the printed regeneration at its turn's start (`timedSum`, turn.ts; Cap.TimedExtras). */
  Regen = 15,
  /** "-N от немагических атак" for a while (amount N): a 533 prevention (`timedPrevention`, effects.ts; Cap.TimedExtras). */
  PreventNonMagic = 16,
  /** A movement limit on a player's turn (core/systems/move-limit.ts; Tm.Inst NONE, amount = N + 8 × seat). */
  MoveLimit = 17,
  /** The kinds of wounds the card received this turn (amount = mask over AttackKind; mechanics/wounds/wound-history.ts, Cap2.WoundHistory). */
  Hits = 18,
  /** «Взгляд Василиска» (mechanics/strike/gaze.ts): Tm.Inst = Василиск, amount = the held card | (its cell + 1) << 8. */
  Gaze = 19,
  /** A bomb on a cell (mechanics/markers/bomb.ts): Tm.Inst = NONE, amount = cell | wounds << 8 | (source + 1) << 16; explodes as it starts. */
  Bomb = 20,
  /** «сеть» (mechanics/markers/net.ts, Cap2.Net): the card cannot move or act; an attack at it is blocked and removes it. */
  Net = 21,
  /** "сводит каждую атаку рядового существа противника к 1, пока оно стоит в выбранном ряду" (mechanics/strike/row-attack-cap.ts): amount = row + 4 × the capped seat. */
  RowCap = 22,
  /** A row chosen by the card's "1 раз за бой для каждого ряда" spell (mechanics/strike/row-attack-cap.ts): amount = the row; for the battle. */
  RowUsed = 23,
  /** "первый за ход {strike} вашего существа становится безответным" (mechanics/strike/first-strike.ts): no instance, amount = the seat; this turn. */
  FirstStrike = 24,
  /** Рагнар (mechanics/triggers/valhalla-twice.ts): the seat's first Valhalla of the turn was doubled; no instance, amount = the seat; this turn. */
  ValhallaTwice = 25,
  /** Маркер «добычи» on the card (mechanics/markers/prey-mark.ts): amount 1; for the battle. */
  PreyMark = 26,
  /** Moved this turn by another card's feature, under a movement limit (core/systems/move-limit.ts, ruling s1_57): amount 1; this turn. */
  FeatureMoved = 27,
  /** The card gained flight (mechanics/movement/flight.ts): amount 1; for the battle (it goes with the card). */
  Flight = 28,
  /** The card lost all its features (mechanics/features/lose-features.ts): amount 1; for the battle. */
  NoFeatures = 29,
  /** «удушение» markers on the card (mechanics/markers/strangle.ts): amount = the count; for the battle. Two or more: Kw.NoAttack in `tKw`. */
  Strangle = 40,
  /**
   * The card's printed features are switched off (mechanics/features/lose-features.ts loseAllFeatures, Король-жрец
   * s1_94): amount = the source instance + 1 while the effect lasts "until the source leaves the
   * battlefield", 0 for the card's stay in the battle zone; for the battle.
   */
  LostFeatures = 30,
  /** A printed flyer that lost flight and stands on a cell (mechanics/movement/dive.ts, Пустынный кондор s1_14): amount 1; for the battle. */
  Landed = 31,
  /** "+N к сильному {strike}" (amount N; Лилит и Эйдерик s1_160): no per-instance sum, read by core/combat/simple-strike.ts strikeValue behind Cap2.StrongStrikeGrant (`timedSum`). */
  StrongStrike = 41,
  /** A delayed spell on a row (mechanics/markers/delayed-spell.ts, Тергала s1_96): Tm.Inst = NONE, amount = board row | (source + 1) << 4; fires as it starts. */
  RowSpell = 42,
  /** The card holds a granted one-use magic strike (mechanics/strike/granted-strike.ts, Дверг s1_90): amount 1; this turn. Its expiry swaps the card back. */
  Armed = 45,
  /** The first heal this turn of a card of seat 0 / 1 (mechanics/wounds/heal-gate.ts): no instance, amount = the heal effect's serial; this turn. */
  FirstHeal0 = 46,
  FirstHeal1 = 47,
  /** A heal game action doubled by Мрачная дворянка (mechanics/wounds/heal-gate.ts): no instance, amount = the action id; this turn. */
  HealDoubled = 48,
  /** "+N к следующему метанию" (mechanics/dice/next-throw.ts; Огненный имп s1_138, Тови s1_111): amount N; spent by the card's next throw. */
  NextThrow = 52,
}

/**
 * Until of a TimedKind.Strike entry that lasts until the card's next simple strike ("+X к следующему
 * {strike}", core/systems/prophecy.ts), which removes it.
 */
export const UNTIL_NEXT_STRIKE = 0x7ffffffe;

/** "Until the end of the battle": the entry never expires by turns (it ends when the card leaves the battle zone). */
export const UNTIL_BATTLE = 0x7fffffff;

/**
 * Bits of the restriction word `s.restrict[i]` (state.ts, derived): what instance i's active timed
 * entries forbid, so that move generation reads one byte instead of scanning the table per card.
 * Kept by `recomputeRestrict` whenever an entry of these kinds comes, goes or becomes active.
 */
export const enum Restrict {
  /** A TimedKind.Net entry (mechanics/markers/net.ts): no move, no verb, no ability. */
  Netted = 1,
  /** A TimedKind.NoFeatures entry (mechanics/features/lose-features.ts): the verbs of a card without features, no triggers. */
  FeaturesLost = 2,
  /** Some TimedKind.Gaze entry names the card (mechanics/strike/gaze.ts): it is held while it stands on the gaze's cell. */
  Gazed = 4,
  /** «удушение» markers on the card (TimedKind.Strangle, mechanics/markers/strangle.ts): it cannot move. */
  Strangled = 8,
}

/** s.restrict[RESTRICT_LIMIT + p]: seat p's movement limit in this turn + 1 (TimedKind.MoveLimit, move-limit.ts), 0 for none. */
export const RESTRICT_LIMIT = MAX_INST;
/** s.restrict[RESTRICT_ANY]: 1 while some byte of the word may be non-zero (recomputeRestrict clears only then). */
const RESTRICT_ANY = MAX_INST + 2;

/** Duration codes in the compiled tables (CardDb.grantDur). */
export const enum Dur { EndOfTurn = 0, EndOfYourTurn = 1, EndOfYourNextTurn = 2, OpponentTurns = 3, TargetNextTurn = 4, Battle = 5, EndOfOpponentTurn = 6, EndOfOpponentNextTurn = 7 }

export function durationCode(d: Duration): number {
  if (typeof d === 'object') return Dur.OpponentTurns;
  switch (d) {
    case 'endOfTurn':
      return Dur.EndOfTurn;
    case 'endOfYourTurn':
      return Dur.EndOfYourTurn;
    case 'endOfYourNextTurn':
      return Dur.EndOfYourNextTurn;
    case 'targetNextTurn':
      return Dur.TargetNextTurn;
    case 'battle':
      return Dur.Battle;
    case 'endOfOpponentTurn':
      return Dur.EndOfOpponentTurn;
    case 'endOfOpponentNextTurn':
      return Dur.EndOfOpponentNextTurn;
  }
}

/**
 * The turn span [from, until] of a duration that starts now, for an effect whose source is
 * controlled by `seat` on a target controlled by `targetSeat`.
 */
export function durationSpan(s: GameState, code: number, n: number, seat: number, targetSeat: number, out: Int32Array): void {
  const turn = s.g[G.Turn]!;
  const act = s.g[G.Active]!;
  out[0] = turn;
  switch (code) {
    case Dur.EndOfTurn:
      out[1] = turn;
      return;
    case Dur.EndOfYourTurn:
      out[1] = act === seat ? turn : turn + 1;
      return;
    case Dur.EndOfYourNextTurn:
      out[1] = act === seat ? turn + 2 : turn + 1;
      return;
    case Dur.EndOfOpponentTurn:
      // "до конца хода противника": from now through the opponent's turn (the current one if he is active).
      out[1] = act === seat ? turn + 1 : turn;
      return;
    case Dur.EndOfOpponentNextTurn:
      // "до конца хода противника" said as the opponent's turn ends (Оборотень s1_59): through every turn up to
      // the end of the opponent's next turn (not only his turns: not {opponentTurns}).
      out[1] = act === seat ? turn + 1 : turn + 2;
      return;
    case Dur.OpponentTurns: {
      // The first opponent turn that starts after now, and X − 1 more of his turns (applyGrant makes
      // one entry per opponent turn: not active in the turns between, ruling s1_6).
      const first = act === seat ? turn + 1 : turn + 2;
      out[0] = first;
      out[1] = first + 2 * (n - 1);
      return;
    }
    case Dur.TargetNextTurn: {
      // 'the target gets it on its next turn': it exists only during that turn (not before it starts).
      const t = act === targetSeat ? turn + 2 : turn + 1;
      out[0] = t;
      out[1] = t;
      return;
    }
    default:
      out[1] = UNTIL_BATTLE;
  }
}

/**
 * Add one timed entry and refresh the sums. A full table (TIMED_MAX = 64 live entries) drops the new
 * entry (logged). 32 entries were reached in 6 of 10,000 random-deck games of 70+ turns, mostly by
 * wound-history entries; 64 in none of them.
 */
export function addTimed(s: GameState, inst: number, kind: number, amount: number, from: number, until: number): void {
  const n = s.timedLen[0]!;
  if (n >= TIMED_MAX) {
    if (s.log) s.log.push(`  (таблица временных эффектов заполнена: эффект на ${label(s, inst)} не записан)`);
    return;
  }
  const o = n * TM;
  const t = s.timed;
  t[o + Tm.Inst] = inst;
  t[o + Tm.Kind] = kind;
  t[o + Tm.Amount] = amount;
  t[o + Tm.From] = from;
  t[o + Tm.Until] = until;
  s.timedLen[0] = n + 1;
  // Movement granted now is usable now: an open card of the active player gets it at once.
  if (kind === TimedKind.Move && from <= s.g[G.Turn]!) s.moveLeft[inst] = Math.max(0, s.moveLeft[inst]! + amount);
  recomputeTimed(s);
  // Fewer lives may kill the card: the rules check after this game action looks (effects.ts, death.ts).
  if (kind === TimedKind.Life && amount < 0) s.g[G.Wounded] = 1;
}

const span = new Int32Array(2);

/**
 * Apply grant `id` (CardDb.grant* tables) from `src` to `dst` (the Op.Grant effect, after the 511
 * protection / replacement / prevention steps).
 */
export function applyGrant(s: GameState, src: number, dst: number, id: number): void {
  const db = s.db;
  const seat = src >= 0 ? s.ctrl[src]! : s.ctrl[dst]!;
  durationSpan(s, db.grantDur[id]!, db.grantN[id]!, seat, s.ctrl[dst]!, span);
  seatOfGrant = seat;
  if (db.grantDur[id] === Dur.OpponentTurns) {
    // "на X ходов противника" (ruling s1_6): in force only while the opponent is the Active player.
    for (let t = span[0]!; t <= span[1]!; t += 2) addGrantEntries(s, dst, id, t, t);
  } else addGrantEntries(s, dst, id, span[0]!, span[1]!);
  if (s.log) s.log.push(`  ${label(s, dst)} получает временный эффект (${span[1] === UNTIL_BATTLE ? 'до конца боя' : span[0] === span[1] ? `ход ${span[0]}` : `до конца хода ${span[1]}`})`);
}

function addGrantEntries(s: GameState, dst: number, id: number, from: number, until: number): void {
  const db = s.db;
  if (db.grantKw[id]! !== 0) addTimed(s, dst, TimedKind.Kw, db.grantKw[id]!, from, until);
  if (db.grantOva[id]! !== 0) addTimed(s, dst, TimedKind.Ova, db.grantOva[id]!, from, until);
  if (db.grantOvz[id]! !== 0) addTimed(s, dst, TimedKind.Ovz, db.grantOvz[id]!, from, until);
  if (db.grantStrike[id]! !== 0) addTimed(s, dst, TimedKind.Strike, db.grantStrike[id]!, from, until);
  if (db.grantStrong[id]! !== 0) addTimed(s, dst, TimedKind.StrongStrike, db.grantStrong[id]!, from, until);
  if (db.grantRanged[id]! !== 0) addTimed(s, dst, TimedKind.Ranged, db.grantRanged[id]!, from, until);
  if (db.grantMove[id]! !== 0) addTimed(s, dst, TimedKind.Move, db.grantMove[id]!, from, until);
  if (db.grantLife[id]! !== 0) addTimed(s, dst, TimedKind.Life, db.grantLife[id]!, from, until);
  if (db.grantRange[id]! !== 0) addTimed(s, dst, TimedKind.Range, db.grantRange[id]!, from, until);
  if (db.grantDieMark[id]! !== 0) addTimed(s, dst, TimedKind.DieMark, db.grantDieMark[id]! | (seatOfGrant << 16), from, until);
  if (db.grantRegen[id]! !== 0) addTimed(s, dst, TimedKind.Regen, db.grantRegen[id]!, from, until);
  if (db.grantPrevent[id]! !== 0) addTimed(s, dst, TimedKind.PreventNonMagic, db.grantPrevent[id]!, from, until);
  if (db.grantHuntMark[id]! !== 0) addTimed(s, dst, TimedKind.HuntMark, db.grantHuntMark[id]!, from, until);
  if (db.grantNet[id]! !== 0) addTimed(s, dst, TimedKind.Net, 1, from, until); // mechanics/markers/net.ts
  if (db.grantNextThrow[id]! !== 0) s.hooks.grantNextThrow(s, dst, db.grantNextThrow[id]!, from, until); // mechanics/dice/next-throw.ts
}

/** The seat of the source of the grant being applied (applyGrant → addGrantEntries). */
let seatOfGrant = 0;

/**
 * "ваши существа получают +1 к броскам кубика при атаках по этому существу до конца хода" (Хозяйка
 * прайда s1_9): the die bonus of attacker `a` attacking `t` from marks on t (modifiers.ts grantedNum, Num.Die).
 */
export function markedDie(s: GameState, a: number, t: number): number {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  const seat = s.ctrl[a]!;
  let r = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] !== t || s.timed[o + Tm.Kind] !== TimedKind.DieMark || s.timed[o + Tm.From]! > turn) continue;
    const v = s.timed[o + Tm.Amount]!;
    if (v >> 16 === seat) r += v & 0xffff;
  }
  return r;
}

/** "+N к дальности" granted to instance i for a duration, active now (0 without timed entries). */
export function timedRange(s: GameState, i: number): number {
  const n = s.timedLen[0]!;
  if (n === 0) return 0;
  const turn = s.g[G.Turn]!;
  let r = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Range && s.timed[o + Tm.From]! <= turn) r += s.timed[o + Tm.Amount]!;
  }
  return r;
}

/**
 * "(не более N раз за ход)": declarations of instance i's limited ability in this turn. Kept as a
 * TimedKind.Use entry lasting to the end of the turn, so no per-instance state is needed (one card
 * has at most one limited ability).
 */
export function usesThisTurn(s: GameState, i: number): number {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Use) return s.timed[o + Tm.Amount]!;
  }
  return 0;
}

/**
 * Count one declaration of instance i's per-turn-limited ability (turn.ts declareAbility). A
 * "(1 раз за бой)" one (`battle`) counts in an entry that never expires by turns.
 */
export function countUse(s: GameState, i: number, battle = false): void {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Use) {
      s.timed[o + Tm.Amount] = s.timed[o + Tm.Amount]! + 1;
      return;
    }
  }
  const turn = s.g[G.Turn]!;
  addTimed(s, i, TimedKind.Use, 1, turn, battle ? UNTIL_BATTLE : turn);
}

/** Remove instance i's active entries of `kind`; returns the sum of their amounts (kinds outside the per-instance sums only). */
export function takeTimed(s: GameState, i: number, kind: number): number {
  const turn = s.g[G.Turn]!;
  let r = 0;
  let taken = false;
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] !== i || s.timed[o + Tm.Kind] !== kind || s.timed[o + Tm.From]! > turn) continue;
    r += s.timed[o + Tm.Amount]!;
    removeAt(s, k);
    taken = true;
  }
  if (taken && restrictKind(kind)) recomputeRestrict(s); // «сеть» removed by a blocked attack (mechanics/markers/net.ts)
  return r;
}

/** Remove entry k of a kind that keeps no per-instance sums (mechanics/strike/gaze.ts); the restriction word follows. */
export function removeTimedAt(s: GameState, k: number): void {
  const kind = s.timed[k * TM + Tm.Kind]!;
  removeAt(s, k);
  if (restrictKind(kind)) recomputeRestrict(s);
}

/** Remove entry k, keeping order. */
function removeAt(s: GameState, k: number): void {
  const n = s.timedLen[0]!;
  removeRecord(s.timed, k, TM, n);
  s.timedLen[0] = n - 1;
}

/**
 * Turn boundary (called by startTurn after G.Turn advanced): entries whose last turn has ended
 * expire ("до конца хода" ends with its turn), entries starting with this turn become active.
 */
export function timedTurnBoundary(s: GameState): void {
  if (s.timedLen[0] !== 0 || s.timedLen[1] !== 0) expireTimed(s); // small, to inline at the start of every turn
}

function expireTimed(s: GameState): void {
  const turn = s.g[G.Turn]!;
  let moveEnded = false;
  let lifeLost = false;
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Until]! >= turn) {
      // A life penalty that starts with this turn ('targetNextTurn') may kill.
      if (s.timed[o + Tm.Kind] === TimedKind.Life && s.timed[o + Tm.From] === turn && s.timed[o + Tm.Amount]! < 0) lifeLost = true;
      // A bomb explodes at the start of the turn it was set for (mechanics/markers/bomb.ts).
      else if (s.timed[o + Tm.Kind] === TimedKind.Bomb && s.timed[o + Tm.From] === turn) s.hooks.bombExplodes(s, s.timed[o + Tm.Amount]!);
      // A delayed spell fires at the start of the turn it was set for (mechanics/markers/delayed-spell.ts).
      else if (s.timed[o + Tm.Kind] === TimedKind.RowSpell && s.timed[o + Tm.From] === turn) s.hooks.rowSpellFires(s, s.timed[o + Tm.Amount]!);
      continue;
    }
    if (s.timed[o + Tm.Kind] === TimedKind.Move) moveEnded = true;
    // A life bonus that ends lowers the lives: the card may die.
    else if (s.timed[o + Tm.Kind] === TimedKind.Life && s.timed[o + Tm.Amount]! > 0) lifeLost = true;
    // A granted magic strike not used this turn ends with it (mechanics/strike/granted-strike.ts).
    else if (s.timed[o + Tm.Kind] === TimedKind.Armed) s.hooks.armedStrikeEnds(s, s.timed[o + Tm.Inst]!);
    removeAt(s, k);
  }
  recomputeTimed(s);
  if (lifeLost) {
    // Rules check (deaths) at the driver's next step 2 (death.ts checkDeaths looks when G.Wounded is set).
    s.g[G.Wounded] = 1;
    s.g[G.Deactivated] = 1;
  }
  if (moveEnded) {
    // Movement left over from an expired bonus is gone too.
    for (let i = 0; i < MAX_INST; i++) {
      const cap = moveAllowance(s, i);
      if (s.moveLeft[i]! > cap) s.moveLeft[i] = cap;
    }
  }
}

/** Instance i leaves the battle zone: its timed effects end (a card that comes back is a new object). */
export function dropTimedOf(s: GameState, i: number): void {
  if (s.timedLen[0] !== 0) dropTimedOfNow(s, i); // small, to inline at every death
}

function dropTimedOfNow(s: GameState, i: number): void {
  let removed = false;
  let held = false;
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    if (s.timed[k * TM + Tm.Inst] === i) {
      removeAt(s, k);
      removed = true;
    } else if (s.timed[k * TM + Tm.Kind] === TimedKind.Gaze && (s.timed[k * TM + Tm.Amount]! & 0xff) === i) {
      removeAt(s, k); // the held card left (mechanics/strike/gaze.ts)
      held = true;
    }
  }
  if (removed) recomputeTimed(s);
  else if (held) recomputeRestrict(s);
}

/** Rebuild the per-instance sums from the active entries (first turn ≤ G.Turn). */
export function recomputeTimed(s: GameState): void {
  if (s.timedLen[1] !== 0) s.tSums.fill(0); // tKw, tOva, tOvz, tStrike, tRanged, tMove, tLife (state.ts)
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  let any = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.From]! > turn) continue;
    const i = s.timed[o + Tm.Inst]!;
    const v = s.timed[o + Tm.Amount]!;
    switch (s.timed[o + Tm.Kind]) {
      case TimedKind.Kw:
        s.tKw[i] = s.tKw[i]! | v;
        break;
      case TimedKind.Ova:
        s.tOva[i] = s.tOva[i]! + v;
        break;
      case TimedKind.Ovz:
        s.tOvz[i] = s.tOvz[i]! + v;
        break;
      case TimedKind.Strike:
        if ((s.g[G.Caps2]! & Cap2.Unlowerable) !== 0 && s.hooks.strikePenaltyIgnored(s, i, v)) continue; // Гидра (mechanics/strike/unlowerable.ts)
        s.tStrike[i] = s.tStrike[i]! + v;
        break;
      case TimedKind.Ranged:
        s.tRanged[i] = s.tRanged[i]! + v;
        break;
      case TimedKind.Move:
        s.tMove[i] = s.tMove[i]! + v;
        break;
      case TimedKind.Life:
        s.tLife[i] = s.tLife[i]! + v;
        break;
      case TimedKind.Strangle:
        if (v < 2) continue;
        s.tKw[i] = s.tKw[i]! | Kw.NoAttack; // two «удушение» markers: «не может атаковать» (mechanics/markers/strangle.ts)
        break;
      default:
        continue;
    }
    any = 1;
  }
  s.timedLen[1] = any;
  recomputeRestrict(s);
}

/** Is `kind` one of the kinds the restriction word reads? */
function restrictKind(kind: number): boolean {
  return kind === TimedKind.Net || kind === TimedKind.NoFeatures || kind === TimedKind.Gaze || kind === TimedKind.Strangle || kind === TimedKind.MoveLimit;
}

/**
 * Rebuild the restriction words (`s.restrict`, Restrict) from the timed entries, each kind read as its
 * query read the table (a net and a movement limit from their first turn on):
 * called by recomputeTimed (every entry added, the turn boundary, a card leaving) and by the removals
 * of these kinds. Its own pass rather than recomputeTimed's, so those removals do not re-read the sums
 * (Гидра's tStrike reads the state at its recompute, mechanics/strike/unlowerable.ts).
 */
export function recomputeRestrict(s: GameState): void {
  const r = s.restrict;
  if (r[RESTRICT_ANY] !== 0) for (let i = 0; i <= RESTRICT_ANY; i++) r[i] = 0;
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    const v = s.timed[o + Tm.Amount]!;
    // Each kind as its query read the table (restrictByScan): only a net and a limit wait for their first turn.
    switch (s.timed[o + Tm.Kind]) {
      case TimedKind.Net:
        if (s.timed[o + Tm.From]! > turn) continue; // a net "на свой следующий ход" starts with that turn (the boundary recomputes then)
        r[s.timed[o + Tm.Inst]!] |= Restrict.Netted;
        break;
      case TimedKind.NoFeatures:
        r[s.timed[o + Tm.Inst]!] |= Restrict.FeaturesLost;
        break;
      case TimedKind.Gaze:
        r[v & 0xff] |= Restrict.Gazed; // the held card (amount = card | (cell + 1) << 8)
        break;
      case TimedKind.Strangle:
        if (v <= 0) continue;
        r[s.timed[o + Tm.Inst]!] |= Restrict.Strangled;
        break;
      case TimedKind.MoveLimit: {
        if (s.timed[o + Tm.From]! > turn || s.timed[o + Tm.Until]! < turn) continue;
        const p = RESTRICT_LIMIT + (v >> 3);
        const lim = (v & 7) + 1;
        if (r[p] === 0 || lim < r[p]!) r[p] = lim; // several limits: the smallest (ruling s1_57)
        break;
      }
      default:
        continue;
    }
    r[RESTRICT_ANY] = 1;
  }
}

/**
 * The restriction word of instance i (or, for i = RESTRICT_LIMIT + p, seat p's limit + 1) as the
 * per-card scans of the table found it before the word existed: the reference of the self-check
 * (invariants.ts), never read by the game.
 */
export function restrictByScan(s: GameState, i: number): number {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  if (i >= RESTRICT_LIMIT) {
    const p = i - RESTRICT_LIMIT;
    let lim = 99;
    for (let k = 0; k < n; k++) {
      const o = k * TM;
      if (s.timed[o + Tm.Kind] !== TimedKind.MoveLimit || s.timed[o + Tm.From]! > turn || s.timed[o + Tm.Until]! < turn) continue;
      const v = s.timed[o + Tm.Amount]!;
      if (v >> 3 === p && (v & 7) < lim) lim = v & 7;
    }
    return lim === 99 ? 0 : lim + 1;
  }
  let w = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    const kind = s.timed[o + Tm.Kind];
    if (kind === TimedKind.Net && s.timed[o + Tm.Inst] === i && s.timed[o + Tm.From]! <= turn) w |= Restrict.Netted;
    else if (kind === TimedKind.NoFeatures && s.timed[o + Tm.Inst] === i) w |= Restrict.FeaturesLost;
    else if (kind === TimedKind.Gaze && (s.timed[o + Tm.Amount]! & 0xff) === i) w |= Restrict.Gazed;
    else if (kind === TimedKind.Strangle && s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Amount]! > 0) w |= Restrict.Strangled;
  }
  return w;
}

/**
 * The abilities granted to instance i for a duration (TimedKind.Ability entries active now), as
 * global ability indices written to `out`; returns the count. For primitives that grant whole
 * abilities (no per-game cost: callers gate on `s.timedLen[0] > 0`).
 */
export function timedAbilities(s: GameState, i: number, out: Int32Array): number {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  let m = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] !== i || s.timed[o + Tm.Kind] !== TimedKind.Ability || s.timed[o + Tm.From]! > turn) continue;
    out[m++] = s.timed[o + Tm.Amount]!;
  }
  return m;
}

/**
 * The sum of instance i's active entries of `kind` (first turn ≤ G.Turn): the timed regeneration and
 * non-magic prevention (TimedKind.Regen, TimedKind.PreventNonMagic), which keep no per-instance sums.
 * Callers gate on Cap.TimedExtras (some card of the game grants them).
 */
export function timedSum(s: GameState, i: number, kind: number): number {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  let v = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === kind && s.timed[o + Tm.From]! <= turn) v += s.timed[o + Tm.Amount]!;
  }
  return v;
}

/**
 * 533: "-N от немагических атак" granted for a while (Ледяной змей s1_36): wounds of a non-magical
 * attack at dst — simple strike, shot, throw, strike through a row, special strike (digest §5.1; like
 * armour and Каменный голем's printed "-2 от немагических атак", a counter-strike is not an attack) —
 * are reduced by the active entries. Returns the wounds left. Called only in games with Cap.TimedExtras.
 */
export function timedPrevention(s: GameState, dst: number, type: number, amount: number): number {
  if (type !== AttackKind.Strike && type !== AttackKind.Shot && type !== AttackKind.Throw && type !== AttackKind.ThroughRow && type !== AttackKind.SpecialStrike) return amount;
  const n = timedSum(s, dst, TimedKind.PreventNonMagic);
  if (n <= 0) return amount;
  const pr = n < amount ? n : amount;
  if (s.log) s.log.push(`  предотвращение (временное, ${label(s, dst)}): ${pr}`);
  return amount - pr;
}

/**
 * "+N к сильному {strike}" granted for a while (Лилит и Эйдерик s1_160; TimedKind.StrongStrike):
 * core/combat/simple-strike.ts strikeValue adds it to the strong tier, in games with Cap2.StrongStrikeGrant.
 */
export function strongStrikeBonus(s: GameState, i: number): number {
  return s.timedLen[0] === 0 ? 0 : timedSum(s, i, TimedKind.StrongStrike);
}
