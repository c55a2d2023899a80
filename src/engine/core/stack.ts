/**
 * The stack and priority (512, 303 working model of digest §4.5).
 *
 * A declared feature goes into the declaration queue and from there onto the stack at once, without
 * passing priority (512.5.2): here both happen in one step, so the queue is never observable. Then a
 * priority round runs: the Active player holds priority first; a player either declares an instant
 * (which goes on top, and he keeps priority) or passes; when both pass in succession the top item
 * executes (last in, first out). A player with no legal instant passes automatically (the only legal
 * action), so games without instants never stop at priority decisions.
 */
import { Cap, Decision, Feat, StFlag, Tgt, Trig } from './enums.js';
import { G, type GameState, NONE, ST, STACK_MAX, ST_LINK_SHIFT, St, TR, Tr, removeRecord } from './state.js';
import { FS_FORCED } from './codes.js';

/** Push a feature; returns its stack index. Assigns it a new game-action id (534.4). */
export function pushItem(s: GameState, feat: number, src: number, ctrl: number, tgt: number, flags: number): number {
  return pushItemWithAction(s, feat, src, ctrl, tgt, flags, newActionId(s));
}

/** Push a feature whose game-action id (534.4) was taken already; returns its stack index. */
export function pushItemWithAction(s: GameState, feat: number, src: number, ctrl: number, tgt: number, flags: number, action: number): number {
  const n = s.g[G.StackLen]!;
  if (n >= STACK_MAX) throw new Error(`stack overflow (${STACK_MAX} items)`);
  const o = n * ST;
  const st = s.stack;
  // Every field written (the record is ST = 17 words): no separate zeroing pass.
  st[o + St.Feat] = feat;
  st[o + St.Src] = src;
  st[o + St.Ctrl] = ctrl;
  st[o + St.Tgt] = tgt;
  st[o + St.X] = 0;
  st[o + St.Step] = 0;
  st[o + St.Flags] = flags;
  st[o + St.Action] = action;
  st[o + St.Def] = NONE;
  st[o + St.RollA] = 0;
  st[o + St.RollD] = NONE;
  st[o + St.TierA] = 0;
  st[o + St.TierD] = 0;
  st[o + St.Op] = 0;
  st[o + St.Type] = 0;
  st[o + St.Stage] = 0;
  st[o + St.Redir] = 0;
  s.g[G.StackLen] = n + 1;
  return n;
}

export function newActionId(s: GameState): number {
  const id = s.g[G.NextAction]! + 1;
  s.g[G.NextAction] = id;
  return id;
}

/** Remove the item at index k (keeping the order of the rest); fixes the executing index. */
export function removeItem(s: GameState, k: number): void {
  const n = s.g[G.StackLen]!;
  removeRecord(s.stack, k, ST, n);
  s.g[G.StackLen] = n - 1;
  const ex = s.g[G.Executing]!;
  if (ex === k) s.g[G.Executing] = NONE;
  else if (ex > k) s.g[G.Executing] = ex - 1;
  // Features that target stack items keep pointing at the same item (or at none, if it left).
  if ((s.g[G.Caps]! & Cap.Declaration) !== 0) fixDeclarationLinks(s, k, n - 1);
  if (n === 1 || (s.g[G.Caps]! & (Cap.Activated | Cap.Triggered)) === 0) return;
  for (let m = 0; m < n - 1; m++) {
    const feat = s.stack[m * ST + St.Feat]!;
    if (feat < Feat.Ability) continue;
    const spec = s.db.abTarget[feat - Feat.Ability]!;
    if (spec !== Tgt.EnemyStackItem && spec !== Tgt.ExecutingStrike && spec !== Tgt.DeclaredFeature) continue;
    const t = s.stack[m * ST + St.Tgt]!;
    if (t === k) s.stack[m * ST + St.Tgt] = NONE;
    else if (t > k) s.stack[m * ST + St.Tgt] = t - 1;
  }
}

/**
 * 518.1 links (core/systems/declaration.ts) after the item at index k left a stack of `n` items: the
 * triggers on a declaration (St.Flags >> ST_LINK_SHIFT = 1 + index) and the collected ones not yet declared (their
 * Tr.Amount is the index) keep naming the same feature, or none.
 */
function fixDeclarationLinks(s: GameState, k: number, n: number): void {
  for (let m = 0; m < n; m++) {
    const f = s.stack[m * ST + St.Flags]!;
    const l = f >> ST_LINK_SHIFT;
    if (l === k + 1) s.stack[m * ST + St.Flags] = f & ((1 << ST_LINK_SHIFT) - 1);
    else if (l > k + 1) s.stack[m * ST + St.Flags] = f - (1 << ST_LINK_SHIFT);
  }
  const nt = s.g[G.TrigLen]!;
  for (let q = 0; q < nt; q++) {
    if (s.db.abTrigger[s.trig[q * TR + Tr.Abil]!] !== Trig.EnemyDeclares) continue;
    const l = s.trig[q * TR + Tr.Amount]!;
    if (l === k) s.trig[q * TR + Tr.Amount] = NONE;
    else if (l > k) s.trig[q * TR + Tr.Amount] = l - 1;
  }
}

export function itemField(s: GameState, k: number, f: number): number {
  return s.stack[k * ST + f]!;
}

/** The op (db.abOp) of the ability that stack item k executes, or -1 when the item is no ability. */
export function itemAbilityOp(s: GameState, k: number): number {
  const feat = itemField(s, k, St.Feat);
  return feat >= Feat.Ability ? s.db.abOp[feat - Feat.Ability]! : -1;
}
export function setItemField(s: GameState, k: number, f: number, v: number): void {
  s.stack[k * ST + f] = v;
}

/**
 * Open a priority round after a declaration: the Active player first (working model). When no card
 * of either deck has an instant ability, the round is over at once.
 */
export function openRound(s: GameState, window: number): void {
  s.g[G.RoundOpen] = 1;
  s.g[G.LastDeclarer] = NONE;
  s.g[G.Window] = window;
  s.g[G.Priority] = s.g[G.Active]!;
  s.g[G.Passes] = (s.g[G.Caps]! & Cap.Instant) === 0 ? 2 : 0;
}

/** The holder passes priority. */
export function passPriority(s: GameState): void {
  s.g[G.Passes] = s.g[G.Passes]! + 1;
  s.g[G.Priority] = 1 - s.g[G.Priority]!;
}

/** A new declaration during a round: the declarer keeps priority, the pass count restarts. */
export function declaredInRound(s: GameState, seat: number): void {
  s.g[G.RoundOpen] = 1;
  // 303.3: the opponent of a new declaration may answer it with any legal instant (instants.ts).
  s.g[G.LastDeclarer] = seat;
  s.g[G.Priority] = seat;
  s.g[G.Passes] = 0;
}

/** True when instance i is the source of a feature on the stack whose tap cost is still unpaid (512.5.2). */
export function tapEarmarked(s: GameState, i: number): boolean {
  const n = s.g[G.StackLen]!;
  for (let k = 0; k < n; k++) {
    if (s.stack[k * ST + St.Src] !== i || (s.stack[k * ST + St.Flags]! & StFlag.Trigger) !== 0) continue;
    const feat = s.stack[k * ST + St.Feat]!;
    // Strikes and ranged attacks close their card; abilities only when their cost names {tap}.
    // A strike made as a feature's effect (mechanics/strike/forced-strike.ts) reserves nothing of its card.
    if (feat === Feat.Strike || feat === Feat.Ranged) {
      if (feat === Feat.Strike && (s.stack[k * ST + St.Stage]! & FS_FORCED) !== 0) continue;
      return true;
    }
    if (feat >= Feat.Ability && s.db.abTap[feat - Feat.Ability]) return true;
  }
  return false;
}

/**
 * Counters of instance i already named as payment by its features on the stack (512.5.2); prepaid
 * counters past their legality check are already gone and no longer count.
 */
export function countersEarmarked(s: GameState, i: number): number {
  const n = s.g[G.StackLen]!;
  let c = 0;
  for (let k = 0; k < n; k++) {
    if (s.stack[k * ST + St.Src] !== i || (s.stack[k * ST + St.Flags]! & StFlag.Trigger) !== 0) continue;
    const feat = s.stack[k * ST + St.Feat]!;
    if (feat < Feat.Ability) continue;
    const a = feat - Feat.Ability;
    if (s.db.abPrepay[a] && (s.stack[k * ST + St.Flags]! & StFlag.Reserved) !== 0) continue;
    // An "X{counter}" cost names the X chosen at its declaration (core/systems/counters.ts).
    c += s.db.abXCost[a] ? s.stack[k * ST + St.X]! : s.db.abCounters[a]!;
  }
  return c;
}

export function setDecision(s: GameState, d: number, seat: number): void {
  s.g[G.Decision] = d;
  s.g[G.Decider] = seat;
}

export { Decision };
