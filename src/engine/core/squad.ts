/**
 * Taking cards into the squad during battle (535): summon, resurrection, incarnation, control.
 *
 * 535.1 / 535.1.1: the owner never changes; the controller may. The control marker is the derived
 * fact `ctrl !== owner` (`hasControlMarker`): it appears and disappears with the controller, as a
 * rules effect without the stack.
 * 535.4: a summon or resurrection names a cell when it is declared; a flyer names none and goes to
 * the auxiliary zone. 535.5.1: the summoning player browses his deck as part of the declaration and
 * names the card, or finds nothing (the declaration is still paid). 535.5.1.2: shown cards wait in
 * the "hand" zone until the feature executes, then enter the battle or go back to the deck.
 * 535.5.1.3: the deck is shuffled afterwards, and before any game action that touches the deck while
 * cards wait in the hand.
 */
import { CELLS, NEIGH8_MASK, ownRowNumber } from './board.js';
import { Decision, Flag, Kw, Op, TargetMode, Tgt, Trig, Zone } from './enums.js';
import { CHOOSE, CHOOSE_NONE, TARGET } from './action.js';
import { G, type GameState, NONE, St, listAt, listBase, listLen, listPush, listRemove } from './state.js';
import { forbids } from './card-db.js';
import type { CardFilter, EffectSpec, SummonPlace } from '../vocab/ability.js';
import type { Hooks } from './hooks.js';
import { itemField, removeItem, setDecision, setItemField } from './stack.js';
import { shuffleDeck } from './prebattle.js';
import { label, putOnCell, seatName } from './instance.js';
import { recordEvent } from './effects.js';
import { refreshFormationAt } from './systems/formation.js';
import { applyReturnChoice, ordersShown } from './systems/prophecy.js';

/** 535.1.1: a card under the control of a player who is not its owner carries the control marker. */
export function hasControlMarker(s: GameState, i: number): boolean {
  return s.ctrl[i] !== s.owner[i];
}

/**
 * May seat p take card index `card` into its squad now? 535.9: not while his squad (his cards in
 * the battle zone) holds the [text] of its "не может быть взята в отряд с [text]"; uniqueness (digest §1.2, current glossary): not
 * while a card of the same name is in his squad or graveyard.
 */
export function canTakeIntoSquad(s: GameState, p: number, card: number, self = -1): boolean {
  const db = s.db;
  const unique = (db.kw[card]! & Kw.Unique) !== 0;
  for (let zi = 0; zi < 3; zi++) {
    const z: number = zi === 0 ? Zone.Field : zi === 1 ? Zone.Aux : Zone.Grave;
    if (z === Zone.Grave && !unique) continue;
    const n = listLen(s, p, z);
    for (let k = 0; k < n; k++) {
      if (listAt(s, p, z, k) === self) continue; // a card is not "another card of that name" to itself
      const o = s.card[listAt(s, p, z, k)]!;
      if (unique && db.nameId[o] === db.nameId[card]) return false;
      // 535.9, second bullet: the card WITH the feature may not be taken while the squad holds [text].
      if (z !== Zone.Grave && forbids(db, card, o)) return false;
    }
  }
  return true;
}

function filterPasses(s: GameState, card: number, f: CardFilter | undefined): boolean {
  if (!f) return true;
  const d = s.db.defs[card]!;
  if (f.name !== undefined && d.name !== f.name) return false;
  if (f.class !== undefined && !d.classes.includes(f.class)) return false;
  if (f.maxCost !== undefined && d.cost > f.maxCost) return false;
  if (f.element !== undefined && d.element !== f.element) return false;
  if (f.ground && (s.db.kw[card]! & Kw.Flyer) !== 0) return false; // "нелетающее": printed as a non-flyer
  return true;
}

/**
 * The mechanic whose question the pending Choose decision is, null when it is the core's (a summon's
 * card, a prophecy's order, an exile): the naming of a graveyard card (mechanics/features/grave-target.ts),
 * then the question of the ability's op (hooks.chooseByOp: the card of a 'millTop' token, mechanics/features/mill.ts).
 */
function chooseOwner(s: GameState): Hooks['graveChoice'] | null {
  const f = itemField(s, s.g[G.Selected]!, St.Feat) - 16;
  if (f < 0) return null;
  if (s.db.abTarget[f] === Tgt.OwnGraveCreature) return s.hooks.graveChoice;
  return s.hooks.chooseByOp[s.db.abOp[f]!] ?? null;
}

/** Do 8 or more creatures of seat p stand next to cell c (the card on c itself not counted)? */
export function surroundedBy8(s: GameState, p: number, c: number): boolean {
  let m = s.g[G.Occ + p]! & NEIGH8_MASK[c]!;
  let n = 0;
  while (m !== 0) {
    m &= m - 1;
    n++;
  }
  return n >= 8;
}

/** Is there a cell, free or not, next to which stand 8 or more of seat p's creatures? */
export function anySurroundedBy8(s: GameState, p: number): boolean {
  for (let c = 0; c < CELLS; c++) if (surroundedBy8(s, p, c)) return true;
  return false;
}

type SummonEffect = Extract<EffectSpec, { op: 'summon' } | { op: 'resurrect' }>;

export function summonEffectOf(s: GameState, abil: number): SummonEffect | null {
  const a = s.db.abilities[abil]!;
  if ((a.kind === 'activated' || a.kind === 'triggered') && (a.effect.op === 'summon' || a.effect.op === 'resurrect')) return a.effect;
  return null;
}

/** 535.5.1.3: touching a deck while shown cards wait in the hand shuffles it first. */
export function touchDeck(s: GameState, p: number): void {
  if (listLen(s, p, Zone.Hand) > 0) shuffleDeck(s, p);
}

/**
 * Candidate cards (one instance per distinct card) written to s.choice; returns how many. 535.4: a
 * ground card needs a legal cell for the declaration to be legal; a flyer goes to the auxiliary zone.
 */
function gatherCandidates(s: GameState, k0: number, p: number, zone: number, f: CardFilter | undefined): number {
  let n = 0;
  const len = listLen(s, p, zone);
  const cells = summonCells(s, k0, null);
  const exiled = s.hooks.excludedFromResurrection(s, k0); // mechanics/features/stitch.ts: not the card named for exile
  for (let k = 0; k < len && n < s.choice.length; k++) {
    const i = listAt(s, p, zone, k);
    if (i === exiled) continue;
    const card = s.card[i]!;
    if (!filterPasses(s, card, f) || !canTakeIntoSquad(s, p, card, i)) continue;
    if (cells === 0 && (s.db.kw[card]! & Kw.Flyer) === 0) continue;
    let dup = false;
    for (let j = 0; j < n; j++) if (s.card[s.choice[j]!] === card) dup = true;
    if (!dup) s.choice[n++] = i;
  }
  // Ascending card order, so the choice list does not reveal the deck order.
  sortChoiceByCard(s, n);
  return n;
}

/** Sort the first n entries of s.choice (instances) by card index, ascending (insertion sort: a few entries, no allocation). */
export function sortChoiceByCard(s: GameState, n: number): void {
  for (let a = 1; a < n; a++) {
    const v = s.choice[a]!;
    let b = a - 1;
    while (b >= 0 && s.card[s.choice[b]!]! > s.card[v]!) {
      s.choice[b + 1] = s.choice[b]!;
      b--;
    }
    s.choice[b + 1] = v;
  }
}

/**
 * The declaration part of a summon / resurrection at stack index k (535.5.1, 535.6): finds the
 * card (a Choose decision when browsing), then its cell (a Target decision). Returns false when a
 * decision is pending.
 */
export function beginSummonDeclaration(s: GameState, k: number, abil: number): boolean {
  const e = summonEffectOf(s, abil)!;
  const p = itemField(s, k, St.Ctrl);
  s.g[G.Selected] = k;
  setItemField(s, k, St.Tgt, NONE);
  setItemField(s, k, St.X, NONE);
  if (e.op === 'summon' && e.find === 'self') {
    // The source shows itself from the deck (core/systems/prophecy.ts selfShown triggers).
    const i = itemField(s, k, St.Src);
    if (s.zone[i] !== Zone.Deck) return true;
    touchDeck(s, p);
    showCard(s, k, i);
    return askCell(s, k);
  }
  if (e.op === 'summon' && e.find !== 'search') {
    // 535.5.1.1: no browsing; the top card (or top creature) is shown.
    touchDeck(s, p);
    const n = listLen(s, p, Zone.Deck);
    if (n > 0) {
      const top = listAt(s, p, Zone.Deck, n - 1);
      if ((s.db.kw[s.card[top]!]! & Kw.Flyer) === 0 && summonCells(s, k, null) === 0) {
        // 535.4: no legal cell for the card found: the declaration is illegal, and nothing is paid.
        if (s.log) s.log.push(`  вызов невозможен: нет клетки для ${label(s, top)}`);
        removeItem(s, k);
        return true;
      }
      showCard(s, k, top);
      return askCell(s, k);
    }
    return true;
  }
  if (e.op === 'resurrect' && e.exileFirst) return s.hooks.resurrectionDeclared(s, k, p); // mechanics/features/stitch.ts: the card to exile first
  const zone = e.op === 'summon' ? Zone.Deck : Zone.Grave;
  if (zone === Zone.Deck) touchDeck(s, p);
  s.g[G.ChoiceLen] = gatherCandidates(s, k, p, zone, e.filter);
  setDecision(s, Decision.Choose, p);
  return false;
}

export function legalChoose(s: GameState, out: Int32Array): number {
  const owner = chooseOwner(s);
  if (owner !== null) return owner.legal(s, out);
  const n = s.g[G.ChoiceLen]!;
  for (let k = 0; k < n; k++) out[k] = CHOOSE + k;
  out[n] = CHOOSE_NONE;
  return n + 1;
}

/** The Choose decision: show the chosen card (535.5.1.2) and ask its cell, or find nothing. */
export function applyChoose(s: GameState, a: number): boolean {
  const owner = chooseOwner(s);
  if (owner !== null) return owner.apply(s, a);
  const k = s.g[G.Selected]!;
  if (ordersShown(s, k)) return applyReturnChoice(s, a); // Махинатор's order (core/systems/prophecy.ts)
  const abil = itemField(s, k, St.Feat) - 16;
  const e = summonEffectOf(s, abil)!;
  if (s.hooks.resurrectionChoicePending(s, k)) {
    // mechanics/features/stitch.ts: the card to exile named; now the card to resurrect.
    if (s.hooks.applyResurrectionChoice(s, k, a)) return true;
    s.g[G.ChoiceLen] = gatherCandidates(s, k, itemField(s, k, St.Ctrl), Zone.Grave, e.filter);
    setDecision(s, Decision.Choose, itemField(s, k, St.Ctrl));
    return false;
  }
  if (a === CHOOSE_NONE) {
    if (s.log) s.log.push(`  ${seatName(itemField(s, k, St.Ctrl))} ничего не находит`);
    if (e.op === 'summon') shuffleDeck(s, itemField(s, k, St.Ctrl)); // the browsed deck
    return true;
  }
  const i = s.choice[a - CHOOSE]!;
  if (e.op === 'summon') showCard(s, k, i);
  else setItemField(s, k, St.Tgt, i);
  return askCell(s, k);
}

function showCard(s: GameState, k: number, i: number): void {
  const p = s.owner[i]!;
  listRemove(s, p, Zone.Deck, i);
  listPush(s, p, Zone.Hand, i);
  setItemField(s, k, St.Tgt, i);
  if (s.log) s.log.push(`  показана для вызова: ${label(s, i)}`);
}

function placeOf(s: GameState, k: number): SummonPlace {
  const e = summonEffectOf(s, itemField(s, k, St.Feat) - 16)!;
  return e.place ?? 'adjacent';
}

/** Free cells a summon / resurrection at index k may name, as TARGET actions; count. */
export function summonCells(s: GameState, k: number, out: Int32Array | null): number {
  const src = itemField(s, k, St.Src);
  const p = itemField(s, k, St.Ctrl);
  const place = placeOf(s, k);
  let mask = ~(s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!) & ((1 << CELLS) - 1); // a «костёр» counts as occupied (cell-markers.ts)
  if (place === 'adjacent') mask &= s.zone[src] === Zone.Field ? NEIGH8_MASK[s.cell[src]!]! : 0;
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    if ((mask & (1 << c)) === 0) continue;
    const row = ownRowNumber(p, c);
    if (place !== 'adjacent' && place !== 'anyCell' && place !== 'surrounded8' && row === 0) continue;
    if (place === 'ownThirdRow' && row !== 3) continue;
    if (place === 'surrounded8' && !surroundedBy8(s, p, c)) continue;
    if (out) out[n] = TARGET + c;
    n++;
  }
  return n;
}

/**
 * Could ability `a` of instance `src`, a summon taking the top card without browsing, be declared
 * legally whatever that card is? True for other summons. (Cells depend only on the place condition.)
 */
export function topSummonPossible(s: GameState, src: number, a: number): boolean {
  const e = summonEffectOf(s, a);
  if (!e || e.op !== 'summon' || e.find === 'search') return true;
  const p = s.ctrl[src]!;
  if (listLen(s, p, Zone.Deck) === 0) return true; // finds nothing, still paid
  const place = e.place ?? 'adjacent';
  let mask = ~(s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!) & ((1 << CELLS) - 1); // a «костёр» counts as occupied (cell-markers.ts)
  if (place === 'adjacent') mask &= s.zone[src] === Zone.Field ? NEIGH8_MASK[s.cell[src]!]! : 0;
  for (let c = 0; c < CELLS; c++) {
    if ((mask & (1 << c)) === 0) continue;
    const row = ownRowNumber(p, c);
    if (place !== 'adjacent' && place !== 'anyCell' && place !== 'surrounded8' && row === 0) continue;
    if (place === 'ownThirdRow' && row !== 3) continue;
    if (place === 'surrounded8' && !surroundedBy8(s, p, c)) continue;
    return true;
  }
  return false;
}

/** 535.4: a flyer names no cell; otherwise ask for one (none free: the summon will fail). */
function askCell(s: GameState, k: number): boolean {
  const t = itemField(s, k, St.Tgt);
  if ((s.db.kw[s.card[t]!]! & Kw.Flyer) !== 0) return true;
  if (summonCells(s, k, null) === 0) return true;
  s.g[G.TargetMode] = TargetMode.SummonCell;
  setDecision(s, Decision.Target, itemField(s, k, St.Ctrl));
  return false;
}

/** Execute a summon / resurrection at index k (its legality was checked). */
export function executeSummon(s: GameState, k: number, op: number): void {
  const t = itemField(s, k, St.Tgt);
  const p = itemField(s, k, St.Ctrl);
  const cell = itemField(s, k, St.X);
  const abil = itemField(s, k, St.Feat) - 16;
  const e = summonEffectOf(s, abil)!;
  const stitch = e.op === 'resurrect' && e.exileFirst === true;
  if (stitch && !s.hooks.beforeResurrection(s, k)) return; // mechanics/features/stitch.ts: the exile first; "при этом" — no exile, no resurrection
  if (t === NONE) return;
  const fromZone = op === Op.Summon ? Zone.Hand : Zone.Grave;
  const flyer = (s.db.kw[s.card[t]!]! & Kw.Flyer) !== 0;
  // 535.5.1.1: a card found without browsing must still meet the feature's restrictions.
  const ok =
    s.zone[t] === fromZone &&
    filterPasses(s, s.card[t]!, e.filter) &&
    canTakeIntoSquad(s, p, s.card[t]!, t) &&
    (flyer || (cell >= 0 && s.board[cell] === NONE && (s.g[G.CellBlock]! & (1 << cell)) === 0));
  if (ok) {
    listRemove(s, s.owner[t]!, fromZone, t);
    s.incTokens[t] = 0; // 535.7.1: tokens exist only in the graveyard
    enterBattle(s, t, p, flyer ? -1 : cell, (e.op === 'summon' || e.op === 'resurrect') && e.closed === true);
    if (s.log) s.log.push(`  ${op === Op.Summon ? 'вызов' : 'возрождение'}: ${label(s, t)}`);
    if (stitch) s.hooks.afterResurrection(s, k, t); // mechanics/features/stitch.ts: no features, +X / +Y
  } else if (fromZone === Zone.Hand && s.zone[t] === Zone.Hand) {
    listRemove(s, s.owner[t]!, Zone.Hand, t);
    listPush(s, s.owner[t]!, Zone.Deck, t);
    if (s.log) s.log.push(`  вызов не удался: ${label(s, t)} возвращается в колоду`);
  }
  if (op === Op.Summon) shuffleDeck(s, s.owner[t]!); // 535.5.1.3
}

/**
 * 535.5.1.2: a summon at index k that leaves the stack without executing (cancelled, or illegal at
 * its legality check) returns its shown card from the hand to the deck, which is then shuffled.
 */
export function abortSummon(s: GameState, k: number): void {
  const feat = itemField(s, k, St.Feat);
  if (feat < 16 || s.db.abOp[feat - 16] !== Op.Summon) return;
  const t = itemField(s, k, St.Tgt);
  if (t === NONE || s.zone[t] !== Zone.Hand) return;
  listRemove(s, s.owner[t]!, Zone.Hand, t);
  listPush(s, s.owner[t]!, Zone.Deck, t);
  shuffleDeck(s, s.owner[t]!);
  if (s.log) s.log.push(`  ${label(s, t)} возвращается в колоду`);
}

/** Put an instance into the battle zone under seat p's control: revealed, open (or closed). */
export function enterBattle(s: GameState, i: number, p: number, cell: number, closed: boolean): void {
  s.ctrl[i] = p;
  s.wounds[i] = 0;
  s.extraLives[i] = 0;
  s.poison[i] = 0;
  s.armorUsed[i] = 0;
  s.flags[i] = (s.flags[i]! & Flag.Incarnated) | (closed ? Flag.Closed : 0);
  s.moveLeft[i] = closed ? 0 : s.db.move[s.card[i]!]!;
  if (cell >= 0) putOnCell(s, i, cell);
  else listPush(s, p, Zone.Aux, i);
}

/**
 * 535.8 take control: seat p becomes the controller of instance i (the other stops). 535.8.1: a card
 * that cannot join p's squad (535.9) stays with its controller.
 */
export function takeControl(s: GameState, i: number, p: number): void {
  const old = s.ctrl[i]!;
  if (old === p) return;
  if (!canTakeIntoSquad(s, p, s.card[i]!)) {
    if (s.log) s.log.push(`  контроль не меняется: ${label(s, i)} не может быть взята в отряд`);
    return;
  }
  const z = s.zone[i]!;
  listRemove(s, old, z, i);
  s.ctrl[i] = p;
  listPush(s, p, z, i);
  if (z === Zone.Field) {
    const bit = 1 << s.cell[i]!;
    s.g[G.Occ + old] = s.g[G.Occ + old]! & ~bit;
    s.g[G.Occ + p] = s.g[G.Occ + p]! | bit;
    refreshFormationAt(s, s.cell[i]!); // Строй: partners are cards of one controller
  }
  if (s.log) s.log.push(`  ${seatName(p)} берёт под контроль ${label(s, i)}`);
}

// ---- 535.7 incarnation ---------------------------------------------------------------------------

/**
 * 535.7.1: at the start of its owner's turn each graveyard card with unused incarnation gets a token
 * — also one that has its X tokens already and waits (535.7.2), since it is still in the graveyard
 * with its incarnation unused; option `incarnationTokensStopAtX` reads it the other way (EngineOptions).
 */
export function incarnationTokens(s: GameState, p: number): void {
  const n = listLen(s, p, Zone.Grave);
  const stopAtX = s.opts.incarnationTokensStopAtX;
  for (let k = 0; k < n; k++) {
    const i = listAt(s, p, Zone.Grave, k);
    const x = s.db.incarnation[s.card[i]!]!;
    if (x > 0 && (s.flags[i]! & Flag.Incarnated) === 0 && !(stopAtX && s.incTokens[i]! >= x)) {
      s.incTokens[i] = s.incTokens[i]! + 1;
      s.g[G.IncIdle] = 0; // the incarnation check runs again (readyToIncarnate)
      recordEvent(s, Trig.SelfGainsIncToken, i, NONE, s.incTokens[i]!); // "при получении жетона инкарнации" (Поганище s1_164)
    }
  }
}

/** Third-row free cells of seat p as TARGET actions (or only the count). */
export function thirdRowCells(s: GameState, p: number, out: Int32Array | null): number {
  const occ = s.g[G.Occ]! | s.g[G.Occ + 1]! | s.g[G.CellBlock]!; // a «костёр» counts as occupied (cell-markers.ts)
  let n = 0;
  for (let c = 0; c < CELLS; c++) {
    if ((occ & (1 << c)) !== 0 || ownRowNumber(p, c) !== 3) continue;
    if (out) out[n] = TARGET + c;
    n++;
  }
  return n;
}

/**
 * A card ready to incarnate (X tokens, incarnation unused) that can do so now; 535.7.2: one that
 * would break a rule (no free third-row cell, 535.9) waits. Returns the instance or -1.
 */
export function readyToIncarnate(s: GameState): number {
  // No card has got a token since a check that found none ready: nothing can be (G.IncIdle).
  if (s.g[G.IncIdle] !== 0) return NONE;
  const db = s.db;
  const incarnation = db.incarnation;
  const cards = s.card;
  const tokens = s.incTokens;
  const list = s.zoneList;
  let ready = false;
  for (let q = 0; q < 2; q++) {
    const p = (s.g[G.Active]! + q) & 1;
    const base = listBase(p, Zone.Grave);
    const n = listLen(s, p, Zone.Grave);
    for (let k = 0; k < n; k++) {
      const i = list[base + k]!;
      const card = cards[i]!;
      const x = incarnation[card]!;
      if (x === 0 || tokens[i]! < x || (s.flags[i]! & Flag.Incarnated) !== 0) continue;
      ready = true;
      if (!canTakeIntoSquad(s, p, card, i)) continue;
      // Скелетный червь s1_161: only onto a «дрожь» of its squad (mechanics/markers/tremor-marker.ts).
      if (db.tremor[card] !== 0) {
        if (s.hooks.markedIncarnationCells(s, p, null) > 0) return i;
        continue;
      }
      if ((db.kw[card]! & Kw.Flyer) !== 0 || thirdRowCells(s, p, null) > 0) return i;
    }
  }
  // A ready card that waits (535.7.2) keeps the check running: a cell may free up after any step.
  if (!ready) s.g[G.IncIdle] = 1;
  return NONE;
}

/**
 * Set instance i's incarnation tokens (scenario and test setup; the rules give tokens only through
 * incarnationTokens and Op.IncToken). Re-arms the incarnation check (G.IncIdle).
 */
export function setIncarnationTokens(s: GameState, i: number, tokens: number): void {
  s.incTokens[i] = tokens;
  s.g[G.IncIdle] = 0;
}

/** Incarnate instance i (535.7): into its owner's third row (or the auxiliary zone), closed, revealed. */
export function incarnate(s: GameState, i: number, cell: number): void {
  if (s.db.tremor[s.card[i]!] !== 0) {
    s.hooks.incarnateOnMarker(s, i, cell); // Скелетный червь s1_161 (mechanics/markers/tremor-marker.ts)
    return;
  }
  const p = s.owner[i]!;
  listRemove(s, p, Zone.Grave, i);
  s.incTokens[i] = 0;
  s.flags[i] = s.flags[i]! | Flag.Incarnated; // 535.7.3: once per battle
  enterBattle(s, i, p, cell, true);
  if (s.log) s.log.push(`  инкарнация: ${label(s, i)}`);
  recordEvent(s, Trig.OwnIncarnates, i, NONE, 0); // "при инкарнации вашего существа" (511.7)
}
