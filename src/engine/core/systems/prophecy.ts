/**
 * Пророчество (prophecy; digest §5 keyword table: "card-family mechanics … implement them per card
 * text", §4.1 start-of-turn triggers).
 *
 * "Пророчество N": the controller of the prophesying card shows the top N cards of his deck (fewer if
 * the deck is shorter); the shown cards then go to the bottom of the deck, in the order shown (the
 * first shown lowest). The card text goes on with a condition on the shown cards ("если показанная
 * карта нечетной стоимости", "если обе карты {elite}") and the effect it gates
 * (ProphecySpec: `if` / `else`, `prophecyOutcome`). Working model, from the cards that refer to it:
 *  - Махинатор s1_104 "можете вернуть показанные карты на верх колоды" — so by default they do not
 *    stay on top; the IgorNick79/berserk engine (research/peers.md) puts them at the bottom too;
 *  - ruling s1_104: a prophecy is a composite feature — showing, then putting the cards away; the
 *    triggers on the showing ("Когда вы показываете Отряд карателей при пророчестве") execute before
 *    the putting away (Махинатор's return acts only on shown cards still in the deck).
 *
 * What a prophecy records: the shown cards per seat (G.Shown, G.ShownLen: the latest prophecy of each
 * seat), the event Trig.OwnProphecy (subject = the prophesying card, amount = cards shown) for
 * "при пророчестве вашей карты", and Trig.SelfShown per shown card that listens ("когда вы
 * показываете <карту> при пророчестве", collected from the deck, triggers.ts).
 *
 * Where it is played:
 *  - activated / triggered abilities with `prophecy` (features.ts stepAbility, gated by Cap.Prophecy):
 *    the prophecy happens when the ability executes, after its legality check, and decides its effect;
 *  - "prophecyBlock" (Дочь перламутра s1_122): a non-magical attack at the card prophesies when it
 *    executes and is blocked if the test passes (simple strikes: core/combat/simple-strike.ts, gated by
 *    Cap.AttackBlock; ranged attacks: ranged-abilities.ts rangedAttackBlocked; special strikes:
 *    features.ts);
 *  - "+X к следующему {strike}" (Исхарская ненасыть s1_127): a TimedKind.Strike entry lasting until
 *    the card's next simple strike (UNTIL_NEXT_STRIKE), spent by that strike (Cap.NextStrike).
 */
import { AbKind, AttackKind, Cap, Decision, Feat, Kw, Op, StFlag, Tgt, Trig, Zone } from '../enums.js';
import { collectTriggers } from '../triggers.js';
import { CHOOSE, CHOOSE_NONE } from '../action.js';
import { G, type GameState, NONE, SHOWN_MAX, ST, St, TM, listAt, listBase, listLen, listPop, listPush, listRemove, listUnshift } from '../state.js';
import { recordEvent } from '../effects.js';
import { itemField, setDecision } from '../stack.js';
import { label, seatName } from '../instance.js';
import { TimedKind, Tm, UNTIL_BATTLE, UNTIL_NEXT_STRIKE, addTimed, recomputeTimed } from './durations.js';
import type { ProphecyTest } from '../../vocab/ability.js';

/** CardDb.rangedBlockMin of a card with the prophecy block: ranged attacks at it ask attackBlockedByProphecy. */
export const PROPHECY_BLOCK = 255;

/** Prophecy test codes (CardDb.abProphIf / abProphElseIf). */
export const enum PT { Always = 0, AllElite = 1, AllOrdinary = 2, OddCost = 3, NameInSquads = 4 }

export function prophecyTestCode(t: ProphecyTest | undefined): number {
  switch (t) {
    case 'allElite':
      return PT.AllElite;
    case 'allOrdinary':
      return PT.AllOrdinary;
    case 'oddCost':
      return PT.OddCost;
    case 'nameInSquads':
      return PT.NameInSquads;
    default:
      return PT.Always;
  }
}

/** The j-th card seat p's latest prophecy showed. */
export function shownAt(s: GameState, p: number, j: number): number {
  return s.g[G.Shown + p * SHOWN_MAX + j]!;
}
export function shownCount(s: GameState, p: number): number {
  return s.g[G.ShownLen + p]!;
}

/**
 * "Пророчество n" of card `src`, controlled by seat p: show the top n cards of p's deck, put them at
 * the bottom, record the events. Returns the number of cards shown.
 */
export function prophesy(s: GameState, src: number, p: number, n: number): number {
  // 535.5.1.3: cards waiting in the hand for a summon make any touch of the deck shuffle it first.
  const len = listLen(s, p, Zone.Deck);
  let m = n < len ? n : len;
  if (m > SHOWN_MAX) m = SHOWN_MAX;
  for (let j = 0; j < m; j++) s.g[G.Shown + p * SHOWN_MAX + j] = listPop(s, p, Zone.Deck);
  // The first shown card goes lowest, then the next on it.
  for (let j = m - 1; j >= 0; j--) listUnshift(s, p, Zone.Deck, s.g[G.Shown + p * SHOWN_MAX + j]!);
  s.g[G.ShownLen + p] = m;
  if (s.log) {
    let names = '';
    for (let j = 0; j < m; j++) names += (j > 0 ? ', ' : '') + s.db.defs[s.card[shownAt(s, p, j)]!]!.name + ` (${s.db.cost[s.card[shownAt(s, p, j)]!]}${(s.db.kw[s.card[shownAt(s, p, j)]!]! & Kw.Elite) !== 0 ? ', элитная' : ''})`;
    s.log.push(`  ${seatName(p)} ${label(s, src)}: пророчество ${n} — ${m === 0 ? 'колода пуста' : `показаны: ${names}; под низ колоды`}`);
  }
  recordEvent(s, Trig.OwnProphecy, src, NONE, m);
  for (let j = 0; j < m; j++) {
    const c = shownAt(s, p, j);
    if ((s.db.trigEventsAll[s.card[c]!]! & (1 << Trig.SelfShown)) !== 0) recordEvent(s, Trig.SelfShown, c, src, 0);
  }
  return m;
}

/** Do the cards seat p's latest prophecy showed (it asked for n) pass test `t` (PT.*)? */
export function shownPass(s: GameState, p: number, n: number, t: number): boolean {
  const m = shownCount(s, p);
  switch (t) {
    case PT.Always:
      return true;
    case PT.AllElite:
    case PT.AllOrdinary: {
      if (m < n || m === 0) return false;
      const want = t === PT.AllElite;
      for (let j = 0; j < m; j++) if (((s.db.kw[s.card[shownAt(s, p, j)]!]! & Kw.Elite) !== 0) !== want) return false;
      return true;
    }
    case PT.OddCost:
      return m > 0 && (s.db.cost[s.card[shownAt(s, p, 0)]!]! & 1) === 1;
    case PT.NameInSquads: {
      if (m === 0) return false;
      const name = s.db.nameId[s.card[shownAt(s, p, 0)]!]!;
      for (let q = 0; q < 2; q++) {
        for (let z = Zone.Field; z <= Zone.Aux; z++) {
          const len = listLen(s, q, z);
          for (let k = 0; k < len; k++) if (s.db.nameId[s.card[listAt(s, q, z, k)]!] === name) return true;
        }
      }
      return false;
    }
    default:
      return false;
  }
}

/**
 * features.ts stepAbility (Cap.Prophecy): the ability at stack index k (global index a) executes —
 * prophesy now and say which effect applies: 0 its own effect, 1 its `else` effect, -1 none.
 */
export function prophecyOutcome(s: GameState, k: number, a: number): number {
  const db = s.db;
  const n = db.abProphecy[a]!;
  const p = itemField(s, k, St.Ctrl);
  prophesy(s, itemField(s, k, St.Src), p, n);
  if (db.abOp[a] !== 0 && shownPass(s, p, n, db.abProphIf[a]!)) return 0;
  if (db.abProphElseOp[a] !== 0 && shownPass(s, p, n, db.abProphElseIf[a]!)) return 1;
  if (s.log) s.log.push('  условие пророчества не выполнено');
  return -1;
}

/**
 * "стоимостью X (где X — стоимость показанной карты без учета элитности)": is t's printed cost the cost
 * of the card seat p's latest prophecy showed (none shown: false)?
 */
export function shownCostIs(s: GameState, p: number, t: number): boolean {
  return shownCount(s, p) > 0 && s.db.cost[s.card[t]!] === s.db.cost[s.card[shownAt(s, p, 0)]!];
}

/**
 * features.ts runStage: a composite stage naming "существо стоимостью X" executes on t — false when
 * t's real cost is not X (a face-down card named on a guess, ruling s1_114: only that effect is lost).
 */
export function stageTargetStillFits(s: GameState, k: number, spec: number, t: number): boolean {
  if (spec !== Tgt.EnemyShownCost && spec !== Tgt.OwnShownCost) return true;
  if (shownCostIs(s, itemField(s, k, St.Ctrl), t)) return true;
  if (s.log) s.log.push(`  ${label(s, t)}: стоимость не ${s.db.cost[s.card[shownAt(s, itemField(s, k, St.Ctrl), 0)]!]} — эффект потерян`);
  return false;
}

/**
 * features.ts stepAbility, before the further abilities of a prophesying composite feature (Грёзы
 * Архааля): ruling s1_104 — the triggers on the showing ("когда вы показываете <карту> при
 * пророчестве", "при пророчестве вашей карты") execute before the rest of the feature. Collect them;
 * if any, the feature waits (G.Executing cleared) until they are done, as a strike waits for its
 * defender triggers. Returns true when it waits.
 */
export function prophecyTriggersFirst(s: GameState): boolean {
  if (s.g[G.EvLen]! > 0) collectTriggers(s);
  if (s.g[G.TrigLen]! === 0) return false;
  s.g[G.Executing] = NONE;
  s.g[G.RoundOpen] = 0;
  return true;
}

// ---- "(1 раз за ход)" on triggers and on the prophecy block -------------------------------------

/** Has instance i used its limited feature a (global index) this turn? */
export function usedOnce(s: GameState, i: number, a: number): boolean {
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === i && s.timed[o + Tm.Kind] === TimedKind.Once && s.timed[o + Tm.Amount] === a) return true;
  }
  return false;
}

/** Instance i used its limited feature a: until the end of this turn (triggers.ts declare). */
export function markOnce(s: GameState, i: number, a: number): void {
  const turn = s.g[G.Turn]!;
  // "(1 раз за бой)" of a trigger (db.abPerBattle): the mark lasts the battle (it goes with the card, durations.ts dropTimedOf).
  addTimed(s, i, TimedKind.Once, a, turn, s.db.abPerBattle[a] === 1 ? UNTIL_BATTLE : turn);
}

// ---- Дочь перламутра: "атакована немагической атакой – пророчество 1; блокировать атаку …" -------

/** The card's prophecyBlock ability (global index), or -1. */
function blockAbility(s: GameState, t: number): number {
  const card = s.card[t]!;
  for (let a = s.db.abilStart[card]!; a < s.db.abilStart[card + 1]!; a++) {
    if (s.db.abKind[a] === AbKind.Static && s.db.abProphecy[a] !== 0) return a;
  }
  return NONE;
}

/**
 * A non-magical attack (AttackKind `kind`) at card t executes: if t has the prophecy block and has
 * not used it this turn, its controller prophesies; true when the attack is blocked (no effects,
 * still paid). Magical attacks (discharge, magic strike) do not fire it (digest §5.1).
 */
export function attackBlockedByProphecy(s: GameState, t: number, kind: number): boolean {
  if ((s.db.caps[s.card[t]!]! & Cap.AttackBlock) === 0 || (s.zone[t] !== Zone.Field && s.zone[t] !== Zone.Aux)) return false;
  if (kind === AttackKind.Discharge || kind === AttackKind.Magic) return false;
  const a = blockAbility(s, t);
  if (a < 0) return false;
  // Ruling s1_122: "(1 раз за ход)" covers the whole feature — the prophecy counts even when the test fails.
  if (s.db.abPerTurn[a] !== 0) {
    if (usedOnce(s, t, a)) return false;
    markOnce(s, t, a);
  }
  const p = s.ctrl[t]!;
  const n = s.db.abProphecy[a]!;
  prophesy(s, t, p, n);
  const blocked = shownPass(s, p, n, s.db.abProphIf[a]!);
  if (s.log) s.log.push(`  ${label(s, t)}: ${blocked ? 'атака блокирована' : 'атака не блокирована'}`);
  return blocked;
}

/** core/combat/simple-strike.ts (Cap.AttackBlock): the simple strike at index k is blocked at its target's prophecy. */
export function strikeBlockedByProphecy(s: GameState, k: number): boolean {
  if (!attackBlockedByProphecy(s, itemField(s, k, St.Tgt), AttackKind.Strike)) return false;
  s.stack[k * ST + St.Flags] = itemField(s, k, St.Flags) | StFlag.Blocked;
  return true;
}

// ---- "+X к следующему {strike}" -------------------------------------------------------------------

/** Op.NextStrike: dst's next simple strike deals `amount` more; the pending bonus stays at most `max` (0: no cap). */
export function addNextStrike(s: GameState, dst: number, amount: number, max: number): void {
  let have = 0;
  const n = s.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] === dst && s.timed[o + Tm.Kind] === TimedKind.Strike && s.timed[o + Tm.Until] === UNTIL_NEXT_STRIKE) have += s.timed[o + Tm.Amount]!;
  }
  const add = max > 0 && have + amount > max ? max - have : amount;
  if (add <= 0) return;
  addTimed(s, dst, TimedKind.Strike, add, s.g[G.Turn]!, UNTIL_NEXT_STRIKE);
  if (s.log) s.log.push(`  ${label(s, dst)}: +${add} к следующему удару (всего +${have + add})`);
}

/**
 * core/combat/simple-strike.ts (Cap.NextStrike), the payment step of the simple strike at index k: the
 * attacker (its strike was made) and a struck card that counter-struck have used their next strike.
 */
export function spendNextStrike(s: GameState, k: number): void {
  if (s.timedLen[0] === 0 || (itemField(s, k, St.Flags) & StFlag.Blocked) !== 0) return;
  const a = itemField(s, k, St.Src);
  const d = itemField(s, k, St.Def);
  const struck = d !== NONE ? d : itemField(s, k, St.Tgt);
  let removed = dropNextStrike(s, a);
  if (itemField(s, k, St.TierD) > 0 && dropNextStrike(s, struck)) removed = true;
  if (removed) recomputeTimed(s);
}

function dropNextStrike(s: GameState, i: number): boolean {
  let removed = false;
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Inst] !== i || s.timed[o + Tm.Kind] !== TimedKind.Strike || s.timed[o + Tm.Until] !== UNTIL_NEXT_STRIKE) continue;
    const n = s.timedLen[0]!;
    s.timed.copyWithin(o, o + TM, n * TM);
    s.timed.fill(0, (n - 1) * TM, n * TM);
    s.timedLen[0] = n - 1;
    removed = true;
  }
  return removed;
}

// ---- Махинатор: "вернуть показанные карты на верх колоды" ----------------------------------------

/**
 * Op.ReturnShown without a choice: the cards the latest prophecy of src's controller showed that are
 * still in his deck go back on top, the first shown on the very top (the order they had).
 */
export function returnShownToTop(s: GameState, src: number): void {
  const p = s.ctrl[src]!;
  const m = shownCount(s, p);
  let moved = 0;
  for (let j = m - 1; j >= 0; j--) {
    const c = shownAt(s, p, j);
    if (s.zone[c] !== Zone.Deck || s.owner[c] !== p) continue;
    listRemove(s, p, Zone.Deck, c);
    listPush(s, p, Zone.Deck, c);
    moved++;
  }
  if (s.log && moved > 0) s.log.push(`  ${label(s, src)}: показанные карты возвращены на верх колоды (${moved})`);
}

/**
 * features.ts (Op.ReturnShown at stack index k): "вернуть показанные карты на верх колоды в любом
 * порядке". With two or more shown cards still in the deck the controller orders them from the top
 * down (Decision.Choose, `applyReturnChoice`): the first card he names goes on the very top, the next
 * under it, …; CHOOSE_NONE puts the rest under them in the order they were shown. Returns true when
 * the decision is pending. St.X of the item counts the cards placed so far.
 */
export function beginReturnShown(s: GameState, k: number): boolean {
  const src = itemField(s, k, St.Src);
  const p = s.ctrl[src]!;
  const m = shownCount(s, p);
  let n = 0;
  for (let j = 0; j < m; j++) {
    const c = shownAt(s, p, j);
    if (s.zone[c] === Zone.Deck && s.owner[c] === p) s.choice[n++] = c;
  }
  if (n <= 1) {
    returnShownToTop(s, src);
    return false;
  }
  s.stack[k * ST + St.X] = 0;
  s.g[G.ChoiceLen] = n;
  s.g[G.Selected] = k;
  setDecision(s, Decision.Choose, p);
  return true;
}

/** Is the Choose decision pending for the feature at index k ordering shown cards (squad.ts applyChoose)? */
export function ordersShown(s: GameState, k: number): boolean {
  const f = itemField(s, k, St.Feat);
  return f >= Feat.Ability && s.db.abOp[f - Feat.Ability] === Op.ReturnShown;
}

/** Move deck card c of seat p to `depth` cards below the top (0 = the very top). */
function placeUnderTop(s: GameState, p: number, c: number, depth: number): void {
  listRemove(s, p, Zone.Deck, c);
  listPush(s, p, Zone.Deck, c);
  const base = listBase(p, Zone.Deck);
  const top = base + listLen(s, p, Zone.Deck) - 1;
  for (let d = 0; d < depth; d++) {
    s.zoneList[top - d] = s.zoneList[top - d - 1]!;
    s.zoneList[top - d - 1] = c;
  }
}

/** The Choose answer of `beginReturnShown`: returns true when the ordering is done. */
export function applyReturnChoice(s: GameState, a: number): boolean {
  const k = s.g[G.Selected]!;
  const src = itemField(s, k, St.Src);
  const p = s.ctrl[src]!;
  let n = s.g[G.ChoiceLen]!;
  let placed = itemField(s, k, St.X);
  if (a === CHOOSE_NONE) {
    // The rest under the named ones, the first shown highest.
    for (let j = 0; j < n; j++) placeUnderTop(s, p, s.choice[j]!, placed++);
    if (s.log) s.log.push(`  ${label(s, src)}: показанные карты возвращены на верх колоды`);
    s.g[G.ChoiceLen] = 0;
    return true;
  }
  const j = a - CHOOSE;
  const c = s.choice[j]!;
  placeUnderTop(s, p, c, placed++);
  if (s.log) s.log.push(`  ${label(s, src)}: ${s.db.defs[s.card[c]!]!.name} — на верх колоды (${placed}-я сверху)`);
  s.choice.copyWithin(j, j + 1, n);
  n--;
  if (n === 1) {
    placeUnderTop(s, p, s.choice[0]!, placed++);
    n = 0;
  }
  s.stack[k * ST + St.X] = placed;
  s.g[G.ChoiceLen] = n;
  if (n === 0) return true;
  setDecision(s, Decision.Choose, p);
  return false;
}
