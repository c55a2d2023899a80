/**
 * 'mustStrikeClosed' (Mech.MustStrikeClosed): "Если в свой ход Гном-басаарг может атаковать простым ударом
 * закрытое существо противника, он обязан это сделать" (Гном-басаарг s1_53). Ruling s1_53: "В Главной
 * фазе хода, когда у игрока, контролирующего Гнома-басаарга приоритет, этот игрок обязан напасть
 * Гномом-басааргом на стоящее рядом закрытое существо противника. Если таких существ несколько, игрок
 * выбирает цель для нападения сам. Передать ход, не атаковав Гномом-басааргом, в этом случае нельзя."
 *
 * A card is obliged while it is open, has not acted, can act (not netted, no «не может атаковать») and
 * has a closed enemy creature standing next to it among its simple-strike targets (a flyer in the
 * auxiliary zone does not stand next to it). While it is obliged (turn.ts):
 * - its controller may not end the turn (legalMainFull);
 * - the card itself may do nothing but that simple strike: no move (moving away would dodge the
 *   obligation the card text puts on it), no ranged attack, no ability (verbsOf);
 * - the strike's targets are the closed enemy creatures next to it only, the player choosing among
 *   them (legalTarget), so striking an open enemy is no way out;
 * - by default (option `forcedStrikeFirst`, ruling: "когда у игрока … приоритет, … обязан напасть") the
 *   player's Choice subphase offers only his obliged cards, so no other card acts first (another card
 *   could otherwise kill, move or open the closed creature and end the obligation). With the option off
 *   (the reading "before passing the turn", which the card text alone would allow) other cards may act
 *   first.
 */
import { Cap, Flag, Kw, Zone } from '../../core/enums.js';
import { SELECT, TARGET } from '../../core/action.js';
import { G, type GameState, listAt, listLen } from '../../core/state.js';
import { CELLS } from '../../core/board.js';
import { strikeTargets } from '../../core/combat/targets.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech, on } from '../ids.js';

const scratch = new Int32Array(64);

/** Is action `a` (a strike target) a closed enemy creature on the battlefield? */
function closedOnCell(s: GameState, a: number): boolean {
  if (a < TARGET || a >= TARGET + CELLS) return false;
  const t = s.board[a - TARGET]!;
  return t >= 0 && (s.flags[t]! & Flag.Closed) !== 0;
}

/** Is instance i obliged to strike a closed enemy creature next to it now? (Only in games with Mech.MustStrikeClosed.) */
export function obligedToStrike(s: GameState, i: number): boolean {
  if (!cardHas(s.db, s.card[i]!, Mech.MustStrikeClosed) || s.zone[i] !== Zone.Field || (s.flags[i]! & (Flag.Closed | Flag.Acted)) !== 0) return false;
  if (s.ctrl[i] !== s.g[G.Active]) return false; // "в свой ход"
  // A card that lost its features (mechanics/features/lose-features.ts) lost this one too.
  if (on(s, Mech.LosesFeatures) && s.hooks.featuresLost(s, i)) return false;
  // A netted card cannot act (mechanics/markers/net.ts), nor one that «не может атаковать»: it cannot be forced to strike either.
  if ((on(s, Mech.Net) && s.hooks.barredFromActing(s, i)) || ((s.g[G.Caps]! & Cap.NoAttack) !== 0 && (s.tKw[i]! & Kw.NoAttack) !== 0)) return false;
  const m = strikeTargets(s, i, scratch, 0);
  for (let j = 0; j < m; j++) if (closedOnCell(s, scratch[j]!)) return true;
  return false;
}

/** Does seat p have an obliged card now? */
export function forcedStrikePending(s: GameState, p: number): boolean {
  const n = listLen(s, p, Zone.Field);
  for (let k = 0; k < n; k++) if (obligedToStrike(s, listAt(s, p, Zone.Field, k))) return true;
  return false;
}

/** Keep in out[0..n) only the strike targets an obliged card may take (closed enemy creatures on cells); the new length. */
export function keepClosedTargets(s: GameState, out: Int32Array, n: number): number {
  let m = 0;
  for (let k = 0; k < n; k++) if (closedOnCell(s, out[k]!)) out[m++] = out[k]!;
  return m;
}

/** Option `forcedStrikeFirst`: keep in out[0..n) only the selections of seat p's obliged cards; the new length. */
export function keepObligedSelections(s: GameState, out: Int32Array, n: number): number {
  let m = 0;
  for (let k = 0; k < n; k++) {
    const a = out[k]!;
    if (a >= SELECT && a < SELECT + CELLS && obligedToStrike(s, s.board[a - SELECT]!)) out[m++] = a;
  }
  return m;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): the keyword 'mustStrikeClosed' sets Mech.MustStrikeClosed (turn.ts legalMain asks). */
export const MUST_STRIKE_CLOSED_COMPILE: MechanicCompile = {
  name: 'mustStrikeClosed',
  ops: {},
  mechs: [Mech.MustStrikeClosed],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'mustStrikeClosed',
  compile(_def, _a, sink) {
    sink.cap(Mech.MustStrikeClosed);
  },
};
