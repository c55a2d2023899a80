/**
 * Строй (formation). Digest §5 keyword table [P: QA MEC-011]: "your cards with «Строй» that stand
 * next to each other horizontally or vertically (not diagonally) are in formation; if the formation
 * breaks, its bonuses are lost".
 *
 * The engine's reading, used by every "Строй: …" clause and by "в строю с …" in card text:
 *  - card X is in formation with card Y ("X стоит в строю с Y") when both are on battlefield cells
 *    (flyers in the auxiliary zone never are), both are controlled by the same player, both have the
 *    feature Строй (Cap.Formation: any ability of kind 'formation', or a prevention with
 *    `formation`), and their cells are orthogonally adjacent (board ORTH4). Pairwise, not
 *    transitive: in a line A–B–C, A and C are not in formation with each other.
 *  - X "stands in formation" when it is in formation with at least one card; "with at least two
 *    creatures" counts its partners; "with an elite / ordinary creature" counts partners by kind.
 *  - closed cards stand in formation like open ones (the rules give no exception); a hidden (face
 *    down) card does not: its features are not known while it is face down (and an observation
 *    must not learn a hidden card's Строй from its neighbours' bonuses). Reveals refresh.
 *
 * State: the partner counts, packed in bits 8–13 of the instance's flags word (all partners, elite
 * ones; enums Flag.FormationShift), so formation adds no state bytes; recomputed from the board by `refreshFormation` after every board change (a card put on a
 * cell, moved, leaving the battlefield, changing controller, revealed) — only in games where some
 * card has Строй (G.Caps & Cap.Formation), so other games pay one mask test per board change.
 * Readers (protections, armour, the strike's dice and directed strike) add `formationKw` /
 * `formationNum` to the printed values; both return at once for a card without Строй (one caps
 * test), so games without Строй pay one table read per check.
 *
 * Card data: `{ kind: 'formation', grant?, when? }` ("Строй: {zot}", "Строй: {armor}2 (пока в строю
 * с элитным существом)"; with no grant it only gives the card Строй), and a `formation` condition
 * on a prevention ("Строй: -1 от …") or a triggered ability ("Строй: в начале вашего хода …"); each
 * compiles to db.abFormation (0 = none) and sets Cap.Formation.
 *
 * For other mechanics (conditions of modifiers, "пока в строю …", "существа в строю с X"):
 * `inFormation(s, i)`, `formationPartners(s, i)`, `inFormationWith(s, i, j)`, and
 * `formationHolds(s, i, code)` with a code compiled once by `formationCode(cond)` — O(1) reads of the
 * per-instance state, valid at any time (the state is kept current on every board change).
 *
 * Armour granted by formation (ruling on Пеший латник, s1_29): a feature lost and regained comes
 * back with a fresh budget (the armour "fully restores"), while a card that moves from one formation
 * straight into another keeps it (the feature was never lost: one refresh sees it before and after).
 * On loss, the lost armour is taken out of the card's per-turn armour use first (the player's
 * favourable reading of which armour was spent).
 */
import type { FormationCondition } from '../../vocab/ability.js';
import { AbKind, Cap, Flag, Gate, Kw, Zone } from '../enums.js';
import { ORTH4 } from '../board.js';
import { G, type GameState, NONE, listAt, listLen } from '../state.js';

const COND_ON = 0x80;

/** Partners packed in the flags word (enums Flag.FormationShift): 3 bits all, 3 bits elite. */
const FM_SHIFT = Flag.FormationShift;
const FM_MASK = 0x3f << FM_SHIFT;
/** All partners of instance i. */
function partnersAll(s: GameState, i: number): number {
  return (s.flags[i]! >> FM_SHIFT) & 7;
}
/** Elite partners of instance i. */
function partnersElite(s: GameState, i: number): number {
  return (s.flags[i]! >> (FM_SHIFT + 3)) & 7;
}
const PARTNER_ELITE = 0x10;
const PARTNER_ORDINARY = 0x20;

/**
 * Compile a formation condition to a byte (db.abFormation): 0 = no formation condition; otherwise
 * COND_ON | partner kind | minimum partners (1–4).
 */
export function formationCode(c: FormationCondition | undefined): number {
  if (!c) return 0;
  const min = Math.max(1, Math.min(4, c.min ?? 1));
  return COND_ON | (c.partner === 'elite' ? PARTNER_ELITE : c.partner === 'ordinary' ? PARTNER_ORDINARY : 0) | min;
}

/** Formation partners of instance i (0 when not on the battlefield or without Строй). */
export function formationPartners(s: GameState, i: number): number {
  return partnersAll(s, i);
}

/** Does instance i stand in formation (with at least one card)? */
export function inFormation(s: GameState, i: number): boolean {
  return partnersAll(s, i) !== 0;
}

/** Does instance i stand in formation with instance j (both Строй, same controller, orthogonal neighbours)? */
export function inFormationWith(s: GameState, i: number, j: number): boolean {
  if (i === j || s.zone[i] !== Zone.Field || s.zone[j] !== Zone.Field || s.ctrl[i] !== s.ctrl[j]) return false;
  if (((s.flags[i]! | s.flags[j]!) & Flag.Hidden) !== 0) return false;
  const db = s.db;
  if ((db.caps[s.card[i]!]! & Cap.Formation) === 0 || (db.caps[s.card[j]!]! & Cap.Formation) === 0) return false;
  const c = s.cell[i]! * 4;
  const cj = s.cell[j]!;
  return ORTH4[c] === cj || ORTH4[c + 1] === cj || ORTH4[c + 2] === cj || ORTH4[c + 3] === cj;
}

/** Does the compiled formation condition `code` (formationCode) hold for instance i now? 0 = no condition: true. */
export function formationHolds(s: GameState, i: number, code: number): boolean {
  if (code === 0) return true;
  const all = partnersAll(s, i);
  const elite = partnersElite(s, i);
  const n = (code & PARTNER_ELITE) !== 0 ? elite : (code & PARTNER_ORDINARY) !== 0 ? all - elite : all;
  return n >= (code & 15);
}

/** Kw bits granted to instance i by its formation features in force (0 for a card without Строй). */
export function formationKw(s: GameState, i: number): number {
  // The test inlines where it is called (protections, strikes); the scan only for cards with Строй.
  return (s.db.caps[s.card[i]!]! & Cap.Formation) === 0 ? 0 : grantedKwInFormation(s, i);
}

function grantedKwInFormation(s: GameState, i: number): number {
  const db = s.db;
  const card = s.card[i]!;
  if (partnersAll(s, i) === 0) return 0;
  let k = 0;
  for (let a = db.abilStart[card]!; a < db.abilStart[card + 1]!; a++) {
    if (db.abKind[a] === AbKind.Formation && formationHolds(s, i, db.abFormation[a]!)) k |= db.abGrantKw[a]!;
  }
  return k;
}

/** Armour (which = 0), ОвА (1) or ОвЗ (2) granted to instance i by its formation features in force. */
export function formationNum(s: GameState, i: number, which: 0 | 1 | 2): number {
  return (s.db.caps[s.card[i]!]! & Cap.Formation) === 0 ? 0 : grantedNumInFormation(s, i, which);
}

function grantedNumInFormation(s: GameState, i: number, which: 0 | 1 | 2): number {
  const db = s.db;
  const card = s.card[i]!;
  if (partnersAll(s, i) === 0) return 0;
  const arr = which === 0 ? db.abGrantArmor : which === 1 ? db.abGrantOva : db.abGrantOvz;
  let n = 0;
  for (let a = db.abilStart[card]!; a < db.abilStart[card + 1]!; a++) {
    if (db.abKind[a] === AbKind.Formation && formationHolds(s, i, db.abFormation[a]!)) n += arr[a]!;
  }
  return n;
}

/**
 * Recompute the formation partners of every card on the battlefield from the board (see the
 * header). Call after a change of many cells (the reveal); a no-op in games without Строй.
 */
export function refreshFormation(s: GameState): void {
  if ((s.g[G.Caps]! & Cap.Formation) === 0) return;
  for (let p = 0; p < 2; p++) {
    const n = listLen(s, p, Zone.Field);
    for (let k = 0; k < n; k++) updatePartners(s, listAt(s, p, Zone.Field, k));
  }
}

/**
 * After a change at one cell (a card put there, moved from or to it, removed from it, revealed or
 * changing control there): only the card on that cell and its orthogonal neighbours can gain or
 * lose a partner, so only they are recomputed. A no-op in games without Строй.
 */
export function refreshFormationAt(s: GameState, cell: number): void {
  // Small on purpose, so the engine inlines this test at every board change: games without Строй pay one load.
  if ((s.g[G.Caps]! & Cap.Formation) !== 0 && cell >= 0) refreshAround(s, cell);
}

/**
 * The same after card i alone arrived at, left or was revealed on `cell`: partners are counted only
 * among cards with Строй, so a card without it changes nobody's counts (nor has any) and nothing is
 * recomputed — most moves in a game with Строй.
 */
export function refreshFormationOf(s: GameState, i: number, cell: number): void {
  if ((s.g[G.Caps]! & Cap.Formation) !== 0 && (s.db.caps[s.card[i]!]! & Cap.Formation) !== 0 && cell >= 0) refreshAround(s, cell);
}

function refreshAround(s: GameState, cell: number): void {
  const i = s.board[cell]!;
  if (i !== NONE) updatePartners(s, i);
  const c = cell * 4;
  for (let d = 0; d < 4; d++) {
    const nc = ORTH4[c + d]!;
    if (nc < 0) continue;
    const j = s.board[nc]!;
    if (j !== NONE) updatePartners(s, j);
  }
}

/** The partner-count bits (FM_MASK) of battlefield card i, computed from the board. */
function partnerBits(s: GameState, i: number): number {
  const db = s.db;
  if ((s.flags[i]! & Flag.Hidden) !== 0) return 0;
  const p = s.ctrl[i]!;
  let all = 0;
  let elite = 0;
  const c = s.cell[i]! * 4;
  for (let d = 0; d < 4; d++) {
    const nc = ORTH4[c + d]!;
    if (nc < 0) continue;
    const j = s.board[nc]!;
    if (j === NONE || s.ctrl[j] !== p || (db.caps[s.card[j]!]! & Cap.Formation) === 0 || (s.flags[j]! & Flag.Hidden) !== 0) continue;
    all++;
    if ((db.kw[s.card[j]!]! & Kw.Elite) !== 0) elite++;
  }
  return (all << FM_SHIFT) | (elite << (FM_SHIFT + 3));
}

/** Recompute the partner counts of battlefield card i (each card's depend only on the board). */
function updatePartners(s: GameState, i: number): void {
  if ((s.db.caps[s.card[i]!]! & Cap.Formation) === 0) return;
  const before = s.flags[i]!;
  const bits = partnerBits(s, i);
  // Анубисар (mechanics/features/formation-copy.ts): its partners' bonuses may change with the same counts.
  const copier = (s.db.gates[s.card[i]!]! & Gate.FormationCopier) !== 0 && s.hooks.takesPartnersBonuses(s, i);
  // Unchanged partners (most board changes): the same features in force, nothing to do.
  if ((before & FM_MASK) === bits && !copier) return;
  const armorBefore = formationNum(s, i, 0);
  s.flags[i] = (before & ~FM_MASK) | bits;
  if (copier) s.hooks.addPartnersBonuses(s, i);
  // Granted armour lost: a regained feature starts with a fresh budget (ruling on s1_29).
  const lost = armorBefore - formationNum(s, i, 0);
  if (lost > 0) s.armorUsed[i] = s.armorUsed[i]! > lost ? s.armorUsed[i]! - lost : 0;
}

/** Invariant check: do battlefield card i's stored partner counts match the board? */
export function formationUpToDate(s: GameState, i: number): boolean {
  const stored = s.flags[i]! & FM_MASK;
  return (s.db.caps[s.card[i]!]! & Cap.Formation) === 0 ? stored === 0 : stored === partnerBits(s, i);
}

/** Clear the formation state of an instance leaving the battlefield. */
export function clearFormation(s: GameState, i: number): void {
  s.flags[i] = s.flags[i]! & ~FM_MASK;
}
