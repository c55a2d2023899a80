/**
 * "В начале вашего хода положите верхнюю карту колоды на кладбище; если это демон — положите жетон
 * инкарнации на вашу карту нежити на кладбище, если это нежить — ваши демоны получают +1 к сильному
 * {strike} и {ova}1 или +1 к {ova} до конца хода" (Лилит и Эйдерик s1_160). Effect 'millTop'
 * (MechOp.MillTop, never queued itself; types.ts MillBranch).
 *
 * When the feature executes (features.ts stepAbility), the top card of its controller's own deck
 * (ruling s1_160: only his own) goes to his graveyard — a card movement, not an effect on a card; an
 * empty deck gives nothing. Then every branch whose class the card has applies (ruling s1_160: a card
 * of both classes, e.g. another Лилит и Эйдерик, gives both):
 *  - 'incarnationToken': +1 incarnation token (535.7.1, effects.ts Op.IncToken through 511) on a card of
 *    `toClass` in his graveyard, named now by him (Decision.Choose; one candidate: that one). Ruling
 *    s1_160: the card just put into the graveyard gets no token this turn — it is not a candidate, and
 *    the start-of-turn token of 535.7.1 was handed out before this trigger (turn.ts startTurn).
 *    As with Талион (ruling s1_149) a card without incarnation may be named.
 *  - 'grant': the timed grant (core/systems/durations.ts, Op.Grant through 511) to every creature of
 *    `toClass` in his battle zone (field and auxiliary zone) now. "{ova}1 или +1 к {ova}" is the usual
 *    reading of a numeric keyword grant (digest §5.4 "получает X или +X к X"): +1 to whatever it has.
 *
 * State on the ability item: St.X = the card put into the graveyard (NONE before / none). The token's
 * Choose decision is pending with G.Selected = the item (squad.ts legalChoose / applyChoose dispatch
 * here on MechOp.MillTop); the grants are queued after the token, in the same game action.
 */
import { Cap, Decision, Feat, Op, Zone } from '../../core/enums.js';
import { G, type GameState, NONE, St, listAt, listLen, listPop, listPush } from '../../core/state.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { enqueueEffect } from '../../core/effects.js';
import { label } from '../../core/instance.js';
import { CHOOSE } from '../../core/action.js';
import type { MillBranch } from '../../vocab/ability.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { MechOp } from '../ids.js';

const NO_BRANCHES: readonly MillBranch[] = [];

function branchesOf(s: GameState, a: number): readonly MillBranch[] {
  const ab = s.db.abilities[a]!;
  return (ab.kind === 'activated' || ab.kind === 'triggered') && ab.effect.op === 'millTop' ? ab.effect.branches : NO_BRANCHES;
}

function hasClass(s: GameState, i: number, cls: string): boolean {
  return s.db.defs[s.card[i]!]!.classes.includes(cls);
}

/** features.ts stepAbility (MechOp.MillTop): mill the top card, then its branches (may ask the token's card). */
export function executeMill(s: GameState, k: number, a: number): void {
  const p = itemField(s, k, St.Ctrl);
  setItemField(s, k, St.X, NONE);
  if (listLen(s, p, Zone.Deck) === 0) {
    if (s.log) s.log.push('  колода пуста: на кладбище ничего не кладётся');
    return;
  }
  const top = listPop(s, p, Zone.Deck);
  listPush(s, p, Zone.Grave, top);
  s.ctrl[top] = p;
  s.flags[top] = 0; // a card from the deck: no marks (not incarnated, not hidden)
  s.incTokens[top] = 0;
  setItemField(s, k, St.X, top);
  if (s.log) s.log.push(`  верхняя карта колоды на кладбище: ${label(s, top)}`);
  const br = branchesOf(s, a);
  for (let j = 0; j < br.length; j++) {
    const b = br[j]!;
    if (b.effect.op !== 'incarnationToken' || !hasClass(s, top, b.ifClass)) continue;
    const n = tokenCandidates(s, p, top, b.toClass);
    if (n === 0) continue;
    if (n === 1) {
      enqueueEffect(s, Op.IncToken, itemField(s, k, St.Src), s.choice[0]!, 1, s.db.abType[a]!, itemField(s, k, St.Action));
      continue;
    }
    // His choice, now: the grants wait for it (queued by applyMillChoice).
    s.g[G.ChoiceLen] = n;
    s.g[G.Selected] = k;
    setDecision(s, Decision.Choose, p);
    return;
  }
  queueGrants(s, k, a, top);
}

/** Cards of class `cls` in seat p's graveyard other than `milled`, into s.choice; the count. */
function tokenCandidates(s: GameState, p: number, milled: number, cls: string): number {
  const len = listLen(s, p, Zone.Grave);
  let n = 0;
  for (let j = 0; j < len && n < s.choice.length; j++) {
    const i = listAt(s, p, Zone.Grave, j);
    if (i !== milled && hasClass(s, i, cls)) s.choice[n++] = i;
  }
  return n;
}

/** The 'grant' branches the milled card triggers: their grant to every own creature of the class. */
function queueGrants(s: GameState, k: number, a: number, top: number): void {
  const br = branchesOf(s, a);
  const src = itemField(s, k, St.Src);
  const p = itemField(s, k, St.Ctrl);
  const type = s.db.abType[a]!;
  const action = itemField(s, k, St.Action);
  for (let j = 0; j < br.length; j++) {
    const b = br[j]!;
    if (b.effect.op !== 'grant' || !hasClass(s, top, b.ifClass)) continue;
    const row = s.db.grantRow.get(b.effect)!;
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      for (let q = 0; q < listLen(s, p, z); q++) {
        const c = listAt(s, p, z, q);
        if (hasClass(s, c, b.toClass)) enqueueEffect(s, Op.Grant, src, c, row, type, action);
      }
    }
  }
}

/** Is the pending Choose decision the token's card of a 'millTop' feature (squad.ts dispatch)? */
export function millChoicePending(s: GameState): boolean {
  const f = itemField(s, s.g[G.Selected]!, St.Feat) - Feat.Ability;
  return f >= 0 && s.db.abOp[f] === MechOp.MillTop;
}

/** Legal Choose actions: one per candidate; the token must be placed (no "none"). */
export function legalMillChoice(s: GameState, out: Int32Array): number {
  const n = s.g[G.ChoiceLen]!;
  for (let j = 0; j < n; j++) out[j] = CHOOSE + j;
  return n;
}

/** The named card gets the token; then the grants. */
export function applyMillChoice(s: GameState, act: number): boolean {
  const k = s.g[G.Selected]!;
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const i = s.choice[act - CHOOSE]!;
  s.g[G.ChoiceLen] = 0;
  s.g[G.Selected] = NONE;
  if (s.log) s.log.push(`  жетон инкарнации: ${label(s, i)}`);
  enqueueEffect(s, Op.IncToken, itemField(s, k, St.Src), i, 1, s.db.abType[a]!, itemField(s, k, St.Action));
  queueGrants(s, k, a, itemField(s, k, St.X));
  return true;
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a branch's timed "+N к сильному {strike}" (durations.ts TimedKind.StrongStrike) is read by simple-strike.ts strikeValue behind Cap.StrongStrikeGrant. The branches' grant rows are the core's timed-grant tables. */
export const MILL_COMPILE: MechanicCompile = {
  name: 'mill',
  ops: { millTop: MechOp.MillTop },
  caps: Cap.StrongStrikeGrant,
  owns: (a) => (a.kind === 'activated' || a.kind === 'triggered') && a.effect.op === 'millTop' && a.effect.branches.some((b) => b.effect.op === 'grant' && !!b.effect.grant.strongStrike),
  compile(_def, _a, sink) {
    sink.setCaps(Cap.StrongStrikeGrant);
  },
};
