/**
 * Rule keywords: features without a value that change one rule for their card, compiled into Kw
 * bits (compile/compile.ts) and read where that rule is applied:
 * - 'defendsWithoutClosing' (Kw.DefendsOpen): "Выступая защитником, не закрывается. Может выступать
 *   защитником любое число раз за ход." The defender is not closed when the strike is paid
 *   (core/combat/simple-strike.ts); as it stays open it stays eligible (digest §5.5: an open card).
 * - 'strikesOnlyOpposite' (Kw.StrikesOpposite): "Может объявлять {strike} только по карте, стоящей
 *   напротив." Its simple strike may target only the card on the cell straight in front of it, from
 *   its controller's side (core/combat/targets.ts, turn.ts legalMain); never a flyer.
 * - 'mustStrikeClosed' (Gate.StrikeObligation): "Если в свой ход может атаковать простым ударом закрытое
 *   существо противника, обязан это сделать" (Гном-басаарг s1_53; ruling: in the main phase the
 *   player must attack an adjacent closed creature with it, and may not pass the turn without that
 *   attack): mechanics/strike/must-strike-closed.ts — no END_TURN, the card's only verb is that strike and
 *   its targets are the closed creatures next to it; by option `forcedStrikeFirst` no other card acts first.
 * - 'protInfluence' (Kw.ProtInfluence): "Защита от воздействий" — 511.3: an effect associated with
 *   an influence stops at the protection check (protections.ts); 534.8: a replacement effect is an
 *   influence there unless its text says otherwise.
 * - 'staysOpenIfUnwounded' (Kw.OpenIfUnwounded): "при {strike} …, если после этого у Келе нет ран —
 *   не закрывается после этой атаки". Read at the strike's payment step (core/combat/simple-strike.ts,
 *   strike-keywords.ts payStrike), i.e. after the "при {strike}" triggers resolved: if its strike (as
 *   the attacker) or its counter-strike (as the defender, ruling s1_102) struck and it has no wounds,
 *   it does not close; as the attacker it has acted (Flag.Acted: no second action, ruling). The
 *   payment comes before the strike's triggers are declared: a Келе still wounded then closes, and
 *   `reopenIfUnwounded` opens it again (without refilling movement: it has acted) when its "при
 *   {strike} может излечиться на 2" has left it without wounds (features.ts: one keyword test per
 *   finished trigger). Nothing fires on closing, so this equals not closing.
 */
import type { RuleKeyword } from '../../vocab/ability.js';
import { AttackKind, Cap, Flag, Gate, Kw, Kw2, Trig, Zone } from '../enums.js';
import { ADJ, CELLS, NEIGH8_MASK } from '../board.js';
import { G, type GameState, NONE, listAt, listLen } from '../state.js';
import { MAX_AUX, TARGET, TARGET_AUX } from '../action.js';
import { label } from '../instance.js';

export const KEYWORD_BIT: Record<RuleKeyword, number> = {
  defendsWithoutClosing: Kw.DefendsOpen,
  strikesOnlyOpposite: Kw.StrikesOpposite,
  protInfluence: Kw.ProtInfluence,
  wrapsRow: Kw.WrapsRow,
  drawsShotsAndThrows: Kw.DrawsShotsAndThrows,
  // No Kw bit: a mechanic id (Mech.MustStrikeClosed, mechanics/strike/must-strike-closed.ts; it opens Gate.StrikeObligation, read by turn.ts legalMain).
  mustStrikeClosed: 0,
  drawsShotsAndThrowsNearEnemy: Kw.DrawsNearEnemy,
  staysOpenIfUnwounded: Kw.OpenIfUnwounded,
  drawsDischargesNearEnemy: Kw.DrawsDischarges,
  // Kw2.IgnoresDrawnDischarge (KEYWORD_BIT2): its old Kw bit 28 clashed with modifiers.ts GKw.IgnoreZoal.
  ignoresDrawnDischarges: 0,
  // No Kw bit: a mechanic id (Mech.DefendsAnyGround, mechanics/strike/defenders.ts; it opens Gate.DefendersByText).
  defendsAnyGround: 0,
  // Kw2.MovesDiagonally (KEYWORD_BIT2), read by wrapOf / movement.ts in games with Cap.MovesDiagonally.
  movesDiagonally: 0,
  // No Kw bit: Mech.StrikeCap and CardDb.strikeCapClosed (mechanics/strike/strike-cap.ts).
  strikesAtClosedCappedTo1: 0,
  // No Kw bit: Mech.OptionalUnanswerable (mechanics/strike/optional-unanswerable.ts).
  mayDeclineUnanswerable: 0,
  // No Kw bit: Mech.LuresFlyers marks the card (mechanics/strike/flyer-lure.ts; it opens Gate.AttackTargetsLimited).
  luresFlyers: 0,
  // No Kw bit: a mechanic id (mechanics/ids.ts Mech.ValhallaTwice, opening Gate.TriggerDeclaring), read by triggers.ts (mechanics/triggers/valhalla-twice.ts).
  doublesFirstValhalla: 0,
  // No Kw bit: Mech.StrikeDice and CardDb.twoDice (mechanics/dice/strike-dice.ts).
  twoDice: 0,
  // No Kw bit: Mech.OpponentRedirect (mechanics/strike/opponent-redirect.ts).
  opponentRedirects: 0,
  // No Kw bit: Mech.CounterBlock marks the card (mechanics/strike/counter-block.ts).
  blocksStrikeForCounter: 0,
  // No Kw bit: CardDb.tremor and the per-game G.MovingMarkers (mechanics/markers/tremor-marker.ts).
  tremorIncarnation: 0,
};

/** Rule keywords compiled into the second keyword word (Kw2 bits, `CardDb.kw2`). */
export const KEYWORD_BIT2: Partial<Record<RuleKeyword, number>> = {
  ignoresDrawnDischarges: Kw2.IgnoresDrawnDischarge,
  movesDiagonally: Kw2.MovesDiagonally,
};

/**
 * 'wrapsRow' (Kw.WrapsRow, Возница s1_143): the other edge cell of the same row for a cell in
 * column A or E, as a mask (0 elsewhere). Movement (movement.ts: one step, cost 1) and its simple
 * strike (`strikeMask`: "как по рядом стоящему") treat it as a neighbour. Only its own moves and
 * strikes: other geometry (defenders, "рядом" for other features) is unchanged.
 */
export const WRAP_MASK = new Int32Array(CELLS);
for (let c = 0; c < CELLS; c++) {
  const col = c % 5;
  WRAP_MASK[c] = col === 0 ? 1 << (c + 4) : col === 4 ? 1 << (c - 4) : 0;
}

/** The extra neighbour cells (mask) of instance i's cell for its own moves: WRAP_MASK for a 'wrapsRow' card, else 0. */
export function wrapOf(s: GameState, i: number): number {
  const kw = s.db.kw[s.card[i]!]!;
  const diag = (s.g[G.Caps]! & Cap.MovesDiagonally) !== 0 && (s.db.kw2[s.card[i]!]! & Kw2.MovesDiagonally) !== 0;
  if ((kw & Kw.WrapsRow) === 0 && !diag) return 0;
  // 'movesDiagonally' (Лесной разбойник s1_75): the diagonal neighbours are one step away too.
  return ((kw & Kw.WrapsRow) !== 0 ? WRAP_MASK[s.cell[i]!]! : 0) | (diag ? NEIGH8_MASK[s.cell[i]!]! : 0);
}

/**
 * 'drawsShotsAndThrows' (Kw.DrawsShotsAndThrows, Мерцающий змей s1_167): "Карты противника могут
 * объявлять выстрел и метание только по Мерцающему змею (вне зависимости от дальности)". When seat
 * `e` (the attacker's opponent) has such a card in the battle zone, the targets of a shot or throw
 * are exactly those cards, at any range. Writes their target actions (ascending) from out[n0];
 * returns how many, or -1 when `e` has none (the usual targets apply). Called only in games with
 * Cap.DrawsRanged.
 */
export function drawnRangedTargets(s: GameState, e: number, out: Int32Array | null, n0: number, i = -1, adjacentOk = true, kind: number = AttackKind.Shot): number {
  // Аргвальд s1_60 draws discharges (Kw.DrawsDischarges); Мерцающий змей and Резчик идолов shots and throws.
  const discharge = kind === AttackKind.Discharge;
  // Повелитель молний s1_66: "игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту".
  if (discharge && i >= 0 && (s.db.kw2[s.card[i]!]! & Kw2.IgnoresDrawnDischarge) !== 0) return -1;
  const near = discharge ? Kw.DrawsDischarges : Kw.DrawsNearEnemy;
  const always = discharge ? 0 : Kw.DrawsShotsAndThrows;
  let n = n0;
  let drawn = false;
  for (let d = 0; d < CELLS; d++) {
    const t = s.board[d]!;
    // A face-down card shows no features (digest §2.3, hidden cards; as a luring card, mechanics/strike/flyer-lure.ts):
    // the attacker's player cannot know of it, and his legal actions are those his observation gives (observe.ts).
    if (t === NONE || s.ctrl[t] !== e || (s.flags[t]! & Flag.Hidden) !== 0) continue;
    const kw = s.db.kw[s.card[t]!]!;
    if ((kw & always) === 0 && ((kw & near) === 0 || !nextToEnemy(s, t, d))) continue;
    drawn = true;
    // Резчик идолов (rulings s1_78, s1_88), Аргвальд (ruling s1_60): an attacker next to it may name it only if it may attack adjacent cards.
    if ((kw & near) !== 0 && i >= 0 && !adjacentOk && s.zone[i] === Zone.Field && ADJ[s.cell[i]! * CELLS + d] !== 0) continue;
    if (out) out[n] = TARGET + d;
    n++;
  }
  if (discharge) return n === n0 && !drawn ? -1 : n - n0;
  const len = listLen(s, e, Zone.Aux);
  for (let k = 0; k < len; k++) {
    if ((s.db.kw[s.card[listAt(s, e, Zone.Aux, k)]!]! & Kw.DrawsShotsAndThrows) === 0) continue;
    if (out) out[n] = TARGET_AUX + e * MAX_AUX + k;
    n++;
  }
  return n === n0 && !drawn ? -1 : n - n0;
}

/** Резчик идолов: does card t (on cell d) stand next to at least one creature of its opponent (battlefield cells)? */
function nextToEnemy(s: GameState, t: number, d: number): boolean {
  const p = s.ctrl[t]!;
  for (let c = 0; c < CELLS; c++) {
    if (ADJ[d * CELLS + c] === 0) continue;
    const o = s.board[c]!;
    if (o !== NONE && s.ctrl[o] !== p) return true;
  }
  return false;
}

/** Келе: after its "при {strike}" trigger ability `a` finished, open it again if it has no wounds. */
export function reopenIfUnwounded(s: GameState, i: number, a: number): void {
  if (s.db.abTrigger[a] !== Trig.SelfStrikes || s.wounds[i] !== 0 || (s.flags[i]! & Flag.Closed) === 0) return;
  if (s.zone[i] !== Zone.Field && s.zone[i] !== Zone.Aux) return;
  // As the attacker in its own turn it has acted; as a defender it only keeps Flag.Defended.
  s.flags[i] = (s.flags[i]! & ~Flag.Closed) | (s.ctrl[i] === s.g[G.Active] ? Flag.Acted : 0);
  s.moveLeft[i] = 0;
  if (s.log) s.log.push(`  ${label(s, i)} без ран — не закрывается после этой атаки`);
}

/** The cell straight in front of `cell` for a card of `seat` (seat 0 faces rows 4–6, seat 1 rows 1–3), as a mask; 0 at the edge. */
export function oppositeMask(seat: number, cell: number): number {
  const d = seat === 0 ? cell + 5 : cell - 5;
  return d >= 0 && d < 30 ? 1 << d : 0;
}

/** Cells a ground card at its cell may strike (before occupancy): its 8 neighbours, or only the cell opposite. */
export function strikeMask(s: GameState, i: number): number {
  const c = s.cell[i]!;
  const kw = s.db.kw[s.card[i]!]!;
  if ((kw & Kw.WrapsRow) !== 0) return NEIGH8_MASK[c]! | WRAP_MASK[c]!;
  if ((kw & Kw.StrikesOpposite) !== 0) return oppositeMask(s.ctrl[i]!, c);
  // "Строй: Может объявлять {strike} с дальностью 2" (Страж чертогов; mechanics/strike/strike-range.ts).
  if ((s.g[G.Gates]! & Gate.ExtraStrikeCells) !== 0) return NEIGH8_MASK[c]! | s.hooks.extraStrikeCells(s, i, c);
  return NEIGH8_MASK[c]!;
}
