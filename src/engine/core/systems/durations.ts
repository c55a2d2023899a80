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
 * reads instead of scanning the table per card; and per instance the bits of the kinds read outside the
 * hot path's sums of which it has an active entry (`s.timedX`, TimedX: die marks, range, uses this
 * turn, timed regeneration, non-magic prevention, strong strike, next throw; `recomputeTimedX`): their
 * queries answer 0 from one byte for every card without such an entry, and scan only for a card with one.
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
import type { CardDb } from '../card-db.js';
import { moveAllowance } from './modifiers.js';
import { AttackKind, Gate, Kw } from '../enums.js';

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
  /** The kinds of wounds the card received this turn (amount = mask over AttackKind; mechanics/wounds/wound-history.ts, Gate.WoundNoted). */
  Hits = 18,
  /** «Взгляд Василиска» (mechanics/strike/gaze.ts): Tm.Inst = Василиск, amount = the held card | (its cell + 1) << 8. */
  Gaze = 19,
  /** A bomb on a cell (mechanics/markers/bomb.ts): Tm.Inst = NONE, amount = cell | wounds << 8 | (source + 1) << 16; explodes as it starts. */
  Bomb = 20,
  /** «сеть» (mechanics/markers/net.ts, Gate.Netted): the card cannot move or act; an attack at it is blocked and removes it. */
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
  /** "+N к сильному {strike}" (amount N; Лилит и Эйдерик s1_160): no per-instance sum, read by core/combat/simple-strike.ts strikeValue behind Cap.StrongStrikeGrant (`timedSum`). */
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

/**
 * Bits of the derived timed word of each instance (`s.timedX[i]`, state.ts, outside the hash): bit 1 << q
 * is set when instance i has an active entry (first turn ≤ G.Turn) of slot q's kind, so that
 * `markedDie`, `timedRange`, `usesThisTurn` and `timedSum` answer 0 from one byte for every other card
 * instead of scanning the table. Kept by `recomputeTimedX`: with every recomputeTimed (an entry added,
 * the turn boundary, a card leaving, the removals that recompute) and after the removals of these kinds
 * that do not (takeTimed, removeTimedAt); countUse's count in place changes no bit. checkInvariants
 * (invariants.ts) compares every instance's word with the scan (`timedXByScan`) after every action.
 */
export const enum TimedX {
  /** TimedKind.DieMark entries placed by seat 0 (amount >> 16 = 0): seat 0's attacks at the card get a die bonus. */
  DieMark0 = 0,
  /** The same for seat 1 (DieMark0 + seat). */
  DieMark1 = 1,
  Range = 2,
  /** The card's TimedKind.Use entry (one per card, countUse; whatever its first turn, as usesThisTurn reads it). */
  Use = 3,
  Regen = 4,
  PreventNonMagic = 5,
  StrongStrike = 6,
  NextThrow = 7,
}
/** s.timedX[TX_ANY]: 1 while some instance's word may be non-zero (recomputeTimedX clears only then). */
const TX_ANY = MAX_INST;
/** s.timedX[TX_SEEN]: 1 once this game has had an entry of a TimedX kind (until then recomputeTimedX does nothing). */
const TX_SEEN = MAX_INST + 1;

/** The TimedX slot of timed kind `kind` (DieMark: DieMark0), or -1 for the kinds without a derived sum. */
function timedXSlot(kind: number): number {
  switch (kind) {
    case TimedKind.DieMark:
      return TimedX.DieMark0;
    case TimedKind.Range:
      return TimedX.Range;
    case TimedKind.Use:
      return TimedX.Use;
    case TimedKind.Regen:
      return TimedX.Regen;
    case TimedKind.PreventNonMagic:
      return TimedX.PreventNonMagic;
    case TimedKind.StrongStrike:
      return TimedX.StrongStrike;
    case TimedKind.NextThrow:
      return TimedX.NextThrow;
    default:
      return -1;
  }
}

/**
 * Rebuild the derived timed words (`s.timedX`, TimedX) from the table. Nothing to do in a game that has
 * had no entry of these kinds; otherwise it clears the words and sets the bits of the entries again.
 */
export function recomputeTimedX(s: GameState): void {
  const x = s.timedX;
  if (x[TX_SEEN] === 0) return;
  if (x[TX_ANY] !== 0) for (let i = 0; i <= TX_ANY; i++) x[i] = 0;
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  const t = s.timed;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    const i = t[o + Tm.Inst]!;
    if (i < 0) continue;
    const kind = t[o + Tm.Kind]!;
    // usesThisTurn reads the card's Use entry whatever its first turn; the others count from their first turn on.
    if (kind !== TimedKind.Use && t[o + Tm.From]! > turn) continue;
    let q = timedXSlot(kind);
    if (q < 0) continue;
    if (q === TimedX.DieMark0) {
      // amount = bonus | seat << 16: the bonus counts for the attacks of that seat's creatures only.
      const seat = t[o + Tm.Amount]! >> 16;
      if (seat !== 0 && seat !== 1) continue;
      q += seat;
    }
    x[i] |= 1 << q;
    x[TX_ANY] = 1;
  }
}

/**
 * Instance i's derived timed word (TimedX bits) as a scan of the table finds it: the reference of the
 * self-check (invariants.ts), never read by the game.
 */
export function timedXByScan(s: GameState, i: number): number {
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
  let w = 0;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] !== i) continue;
    const kind = s.timed[o + Tm.Kind]!;
    const q = timedXSlot(kind);
    if (q < 0 || (kind !== TimedKind.Use && s.timed[o + Tm.From]! > turn)) continue;
    if (q !== TimedX.DieMark0) w |= 1 << q;
    else if (s.timed[o + Tm.Amount]! >> 16 === 0) w |= 1 << TimedX.DieMark0;
    else if (s.timed[o + Tm.Amount]! >> 16 === 1) w |= 1 << TimedX.DieMark1;
  }
  return w;
}

/** Has the table an entry of a TimedX kind (the self-check: then `s.timedX` must be kept, TX_SEEN set)? */
export function timedXNeeded(s: GameState): boolean {
  for (let k = 0; k < s.timedLen[0]!; k++) if (timedXSlot(s.timed[k * TM + Tm.Kind]!) >= 0) return true;
  return false;
}
/** Is the derived words' "seen" byte set (invariants.ts)? */
export function timedXSeen(s: GameState): boolean {
  return s.timedX[TX_SEEN] !== 0;
}

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
  if (appendTimed(s, inst, kind, amount, from, until)) recomputeTimed(s);
}

/**
 * addTimed without the recompute of the sums (the caller recomputes once after its entries: addGrantEntries).
 * Returns false when the table is full (the entry dropped, logged).
 */
function appendTimed(s: GameState, inst: number, kind: number, amount: number, from: number, until: number): boolean {
  const n = s.timedLen[0]!;
  if (n >= TIMED_MAX) {
    if (s.log) s.log.push(`  (таблица временных эффектов заполнена: эффект на ${label(s, inst)} не записан)`);
    return false;
  }
  const o = n * TM;
  const t = s.timed;
  t[o + Tm.Inst] = inst;
  t[o + Tm.Kind] = kind;
  t[o + Tm.Amount] = amount;
  t[o + Tm.From] = from;
  t[o + Tm.Until] = until;
  s.timedLen[0] = n + 1;
  if (s.timedX[TX_SEEN] === 0 && timedXSlot(kind) >= 0) s.timedX[TX_SEEN] = 1; // recomputeTimedX keeps the derived words from now on
  // Movement granted now is usable now: an open card of the active player gets it at once.
  if (kind === TimedKind.Move && from <= s.g[G.Turn]!) s.moveLeft[inst] = Math.max(0, s.moveLeft[inst]! + amount);
  // Fewer lives may kill the card: the rules check after this game action looks (effects.ts, death.ts).
  if (kind === TimedKind.Life && amount < 0) s.g[G.Wounded] = 1;
  return true;
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
  if (db.grantDur[id] === Dur.OpponentTurns) {
    // "на X ходов противника" (ruling s1_6): in force only while the opponent is the Active player.
    for (let t = span[0]!; t <= span[1]!; t += 2) addGrantEntries(s, dst, id, seat, t, t);
  } else addGrantEntries(s, dst, id, seat, span[0]!, span[1]!);
  if (s.log) s.log.push(`  ${label(s, dst)} получает временный эффект (${span[1] === UNTIL_BATTLE ? 'до конца боя' : span[0] === span[1] ? `ход ${span[0]}` : `до конца хода ${span[1]}`})`);
}

function addGrantEntries(s: GameState, dst: number, id: number, seat: number, from: number, until: number): void {
  const db = s.db;
  const fields = db.grantFields[id]!;
  // The entries in the order of the grant's fields (GRANT_FIELD_KIND), then the sums once: recomputeTimed is a
  // function of the table, so one recompute after the last entry leaves what one after each left.
  let m = fields & ~GRANT_NEXT_THROW;
  let added = false;
  while (m !== 0) {
    const f = 31 - Math.clz32(m & -m);
    m &= m - 1;
    if (appendTimed(s, dst, GRANT_FIELD_KIND[f]!, grantFieldAmount(db, id, f, seat), from, until)) added = true;
  }
  if (added) recomputeTimed(s);
  if ((fields & GRANT_NEXT_THROW) !== 0) s.hooks.rangedBonusGranted(s, dst, db.grantNextThrow[id]!, from, until); // mechanics/dice/next-throw.ts
}

/** The timed kind of each grant field (bit f of CardDb.grantFields), in the order addGrantEntries adds them. */
const GRANT_FIELD_KIND = Uint8Array.of(
  TimedKind.Kw,
  TimedKind.Ova,
  TimedKind.Ovz,
  TimedKind.Strike,
  TimedKind.StrongStrike,
  TimedKind.Ranged,
  TimedKind.Move,
  TimedKind.Life,
  TimedKind.Range,
  TimedKind.DieMark,
  TimedKind.Regen,
  TimedKind.PreventNonMagic,
  TimedKind.HuntMark,
  TimedKind.Net,
);
/** The bit of "+N к следующему метанию" (CardDb.grantNextThrow; a mechanic's hook adds its entry, mechanics/dice/next-throw.ts). */
const GRANT_NEXT_THROW = 1 << GRANT_FIELD_KIND.length;

/** The amount of field f (bit f of CardDb.grantFields) of grant `id` from a source of `seat`: the CardDb.grant* table of that field. */
function grantFieldAmount(db: GrantTables, id: number, f: number, seat: number): number {
  switch (f) {
    case 0:
      return db.grantKw[id]!;
    case 1:
      return db.grantOva[id]!;
    case 2:
      return db.grantOvz[id]!;
    case 3:
      return db.grantStrike[id]!;
    case 4:
      return db.grantStrong[id]!;
    case 5:
      return db.grantRanged[id]!;
    case 6:
      return db.grantMove[id]!;
    case 7:
      return db.grantLife[id]!;
    case 8:
      return db.grantRange[id]!;
    case 9:
      return db.grantDieMark[id]! | (seat << 16); // the seat whose creatures get the bonus (markedDie)
    case 10:
      return db.grantRegen[id]!;
    case 11:
      return db.grantPrevent[id]!;
    case 12:
      return db.grantHuntMark[id]!;
    case 13:
      return 1; // «сеть» (mechanics/markers/net.ts)
    default:
      return db.grantNextThrow[id]!;
  }
}

/** The grant tables of a card database (CardDb.grant*), as the compiler has them before the CardDb exists. */
export type GrantTables = Pick<CardDb, 'grantKw' | 'grantOva' | 'grantOvz' | 'grantStrike' | 'grantStrong' | 'grantRanged' | 'grantMove' | 'grantLife' | 'grantRange' | 'grantDieMark' | 'grantRegen' | 'grantPrevent' | 'grantHuntMark' | 'grantNet' | 'grantNextThrow'>;

/**
 * CardDb.grantFields, built by the compiler once per card database: per grant row the bits of its
 * non-zero fields (bit f: field f of grantFieldAmount; GRANT_NEXT_THROW), so that a grant reads one
 * word instead of every field's table.
 */
export function grantFieldMasks(db: GrantTables): Uint16Array {
  const n = db.grantKw.length;
  const masks = new Uint16Array(n);
  for (let g = 0; g < n; g++) {
    let m = 0;
    for (let f = 0; f <= GRANT_FIELD_KIND.length; f++) if (rawGrantField(db, g, f) !== 0) m |= 1 << f;
    masks[g] = m;
  }
  return masks;
}
/** Field f of grant g as stored (the die mark without the seat). */
function rawGrantField(db: GrantTables, g: number, f: number): number {
  return f === 9 ? db.grantDieMark[g]! : f === 13 ? db.grantNet[g]! : grantFieldAmount(db, g, f, 0);
}

/**
 * "ваши существа получают +1 к броскам кубика при атаках по этому существу до конца хода" (Хозяйка
 * прайда s1_9): the die bonus of attacker `a` attacking `t` from marks on t (modifiers.ts grantedNum, Num.Die).
 */
export function markedDie(s: GameState, a: number, t: number): number {
  const seat = s.ctrl[a]!;
  if ((s.timedX[t]! & (1 << (TimedX.DieMark0 + seat))) === 0) return 0; // no mark of that seat on t (TimedX)
  const n = s.timedLen[0]!;
  const turn = s.g[G.Turn]!;
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
  if ((s.timedX[i]! & (1 << TimedX.Range)) === 0) return 0; // no such entry on i (TimedX)
  const n = s.timedLen[0]!;
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
 * TimedKind.Use entry lasting to the end of the turn (one card has at most one limited ability): 0 at
 * once for a card whose derived word (TimedX.Use) has no such entry, else the entry's count.
 */
export function usesThisTurn(s: GameState, i: number): number {
  if ((s.timedX[i]! & (1 << TimedX.Use)) === 0) return 0; // no Use entry on i (TimedX)
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
  if (taken && timedXSlot(kind) >= 0) recomputeTimedX(s); // the next throw's bonus spent (mechanics/dice/next-throw.ts)
  return r;
}

/** Remove entry k of a kind that keeps no per-instance sums (mechanics/strike/gaze.ts); the restriction word follows. */
export function removeTimedAt(s: GameState, k: number): void {
  const kind = s.timed[k * TM + Tm.Kind]!;
  removeAt(s, k);
  if (restrictKind(kind)) recomputeRestrict(s);
  if (timedXSlot(kind) >= 0) recomputeTimedX(s);
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
      else if (s.timed[o + Tm.Kind] === TimedKind.Bomb && s.timed[o + Tm.From] === turn) s.hooks.delayedCellEffectDue(s, s.timed[o + Tm.Amount]!);
      // A delayed spell fires at the start of the turn it was set for (mechanics/markers/delayed-spell.ts).
      else if (s.timed[o + Tm.Kind] === TimedKind.RowSpell && s.timed[o + Tm.From] === turn) s.hooks.delayedRowEffectDue(s, s.timed[o + Tm.Amount]!);
      continue;
    }
    if (s.timed[o + Tm.Kind] === TimedKind.Move) moveEnded = true;
    // A life bonus that ends lowers the lives: the card may die.
    else if (s.timed[o + Tm.Kind] === TimedKind.Life && s.timed[o + Tm.Amount]! > 0) lifeLost = true;
    // A granted magic strike not used this turn ends with it (mechanics/strike/granted-strike.ts).
    else if (s.timed[o + Tm.Kind] === TimedKind.Armed) s.hooks.grantedStrikeLapses(s, s.timed[o + Tm.Inst]!);
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
        if ((s.g[G.Gates]! & Gate.UnlowerableStrikes) !== 0 && s.hooks.strikePenaltyIgnored(s, i, v)) continue; // Гидра (mechanics/strike/unlowerable.ts)
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
  recomputeTimedX(s);
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
 * The sum of instance i's active entries of `kind` (first turn ≤ G.Turn): the timed regeneration,
 * non-magic prevention, strong strike and next throw (TimedKind.Regen, PreventNonMagic, StrongStrike,
 * NextThrow), which keep no per-instance sums: 0 at once for a card whose derived word (TimedX) has
 * no such entry, else a scan of the table.
 * Callers gate on Cap.TimedExtras (some card of the game grants them) or on a non-empty table.
 */
export function timedSum(s: GameState, i: number, kind: number): number {
  const q = timedXSlot(kind);
  if (q > TimedX.DieMark0 && (s.timedX[i]! & (1 << q)) === 0) return 0; // no such entry on i (TimedX)
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
 * core/combat/simple-strike.ts strikeValue adds it to the strong tier, in games with Cap.StrongStrikeGrant.
 */
export function strongStrikeBonus(s: GameState, i: number): number {
  return s.timedLen[0] === 0 ? 0 : timedSum(s, i, TimedKind.StrongStrike);
}
