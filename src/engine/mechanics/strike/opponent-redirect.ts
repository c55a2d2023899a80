/**
 * "Противник может перенаправить {strike} <карты> на любое свое существо, стоящее рядом с <картой>"
 * (Волот s1_200; keyword 'opponentRedirects', Mech.OpponentRedirect).
 *
 * Digest §5.2 step 3 / §5 Перенаправление [P: QA MEC-008]: a redirection changes the target of an
 * attack before the dice, and a redirected attack is not redirected again (StFlag.Redirected). The
 * engine asks at the target resolution of the card's simple strike (after its legality check, before
 * the defender question): the attacked card's controller answers a Decision.Choice on the strike item
 * (G.Selected) — TARGET + cell of any of his creatures on a cell next to the attacker other than the
 * attacked card (open or closed), or PASS. A redirected strike gets no defender (engine reading, as in
 * ruling s1_38: "можно сделать только что-то одно" — defending and redirecting are exclusive); after
 * PASS the defender question follows as usual. Only its simple strike: a counter-strike is not its
 * {strike} attack, and the question is not asked for a strike without another candidate.
 *
 * State: bit OR_ASKED of the strike item's spare St.Stage (mechanics/dice/strike-dice.ts bits 0–2,
 * forced-strike.ts bits 3–7).
 *
 * Engine cost: one G.Gates test in stepStrike's step 0 (simple-strike.ts), 0 in games without such a card.
 */
import { ADJ, CELLS, NEIGH8_MASK, lowestCell } from '../../core/board.js';
import { Decision, Feat, Kw, StFlag, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St } from '../../core/state.js';
import { PASS, TARGET } from '../../core/action.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { label, reveal, seatName } from '../../core/instance.js';
import { defenders } from '../../core/combat/simple-strike.js';
import { directedStrike } from '../../core/systems/modifiers.js';
import { formationKw } from '../../core/systems/formation.js';
import { askChoice } from '../../core/systems/choice.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech } from '../ids.js';

const OR_ASKED = 1 << 8;

/** Cells of seat p's creatures next to attacker a, other than the attacked card t. */
function candidates(s: GameState, a: number, t: number): number {
  if (s.zone[a] !== Zone.Field) return 0;
  const p = s.ctrl[t]!;
  let m = s.g[G.Occ + p]! & NEIGH8_MASK[s.cell[a]!]!;
  if (s.zone[t] === Zone.Field) m &= ~(1 << s.cell[t]!);
  return m;
}

/**
 * stepStrike step 0 (games with Mech.OpponentRedirect), the strike at k legal and reserved: ask the
 * attacked card's controller whether he redirects it. True when asked.
 */
export function askOpponentRedirect(s: GameState, k: number, a: number, t: number): boolean {
  if (!cardHas(s.db, s.card[a]!, Mech.OpponentRedirect)) return false;
  if ((itemField(s, k, St.Flags) & StFlag.Redirected) !== 0 || candidates(s, a, t) === 0) return false;
  setItemField(s, k, St.Stage, itemField(s, k, St.Stage) | OR_ASKED);
  askChoice(s, k, s.ctrl[t]!);
  return true;
}

/** hooks.strikeChoice (mechanics/index.ts): is the pending Decision.Choice on stack item k this question? */
export function isOpponentRedirectChoice(s: GameState, k: number): boolean {
  return itemField(s, k, St.Feat) === Feat.Strike && (itemField(s, k, St.Stage) & OR_ASKED) !== 0;
}

/** Legal answers: TARGET + cell of each candidate, then PASS. */
export function legalOpponentRedirect(s: GameState, k: number, out: Int32Array): number {
  let m = candidates(s, itemField(s, k, St.Src), itemField(s, k, St.Tgt));
  let n = 0;
  while (m !== 0) {
    const c = lowestCell(m);
    m &= m - 1;
    out[n++] = TARGET + c;
  }
  out[n++] = PASS;
  return n;
}

/** Apply the answer: the new target (no defender then), or PASS (the defender question follows). */
export function applyOpponentRedirect(s: GameState, k: number, action: number): void {
  s.g[G.Selected] = NONE;
  setItemField(s, k, St.Stage, itemField(s, k, St.Stage) & ~OR_ASKED);
  const a = itemField(s, k, St.Src);
  const t = itemField(s, k, St.Tgt);
  if (action !== PASS) {
    const c = s.board[action - TARGET]!;
    if (c === NONE || ADJ[s.cell[a]! * CELLS + s.cell[c]!] === 0) return;
    setItemField(s, k, St.Tgt, c);
    setItemField(s, k, St.Flags, itemField(s, k, St.Flags) | StFlag.Redirected);
    s.g[G.Target] = c;
    reveal(s, c);
    if (s.log) s.log.push(`  ${seatName(s.ctrl[c]!)} перенаправляет удар ${label(s, a)} на ${label(s, c)}`);
    return;
  }
  // Not redirected: the defender question of the target resolution (simple-strike.ts step 0).
  if (((s.db.kw[s.card[a]!]! | s.tKw[a]! | formationKw(s, a)) & Kw.Directed) === 0 && !directedStrike(s, a, t) && defenders(s, null, 0) > 0) setDecision(s, Decision.Defender, s.ctrl[t]!);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'opponentRedirects' sets Mech.OpponentRedirect. */
export const OPPONENT_REDIRECT_COMPILE: MechanicCompile = {
  name: 'opponentRedirect',
  ops: {},
  mechs: [Mech.OpponentRedirect],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'opponentRedirects',
  compile(_def, _a, sink) {
    sink.cap(Mech.OpponentRedirect);
  },
};
