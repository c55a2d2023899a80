/**
 * The information-state part of a protocol v2 observation (`serve-env --infostate`): the public
 * history the acting seat has seen, as float32 values appended after the observation tensor
 * (agents/features.ts): counters, poison, markers and timed changes of the cards in the battle
 * zones, the cell markers, both graveyards and exiles in order, the stack and its items, and the
 * cards shown to the seat.
 *
 * Everything is read from `observe(state, seat)` (engine/observe.ts), never from the real state,
 * so it cannot tell more than the seat may see: a card the view does not know is 0 (test/env
 * infostate-hidden.test.ts checks it over random games). Cells are shown as the record's tensor
 * shows them (`canonical`: for seat 1 cell c is 29 − c, perspective.ts).
 *
 * Layout: INFO_SECTIONS in order; section k holds `items` items of `features.length` values each,
 * item j's feature f at INFO_OFFSET[k] + j·features.length + f (from the start of this part). A
 * reference to a card of the tensor ("slot") is 1 + its slot index in agents/features.ts (cells
 * 0–29, own auxiliary zone 30–45, the opponent's 46–61, own deal 62–76), 0 = not in the tensor.
 */
import { CELLS } from '../engine/core/board.js';
import { MAX_AUX } from '../engine/core/action.js';
import { Feat, Flag, StFlag, Tgt, Zone } from '../engine/core/enums.js';
import { G, type GameState, MAX_INST, PEEK_SLOTS, SEEN_SLOTS, SHOWN_MAX, ST, St, TM, listAt, listLen } from '../engine/core/state.js';
import { Tm, TimedKind } from '../engine/core/systems/durations.js';
import { SLOT_DEAL, SLOT_OPP_AUX, SLOT_OWN_AUX } from '../agents/features.js';
import { canonicalCell } from './perspective.js';

export interface InfoSection {
  name: string;
  /** Number of items (rows) of the section. */
  items: number;
  /** What item j is. */
  item: string;
  /** The features of one item: [name, meaning with its scaling and range]. */
  features: readonly (readonly [string, string])[];
}

/** Battle-zone slots: the 30 cells, then the own and the opponent's auxiliary zones (the tensor's slots 0–61). */
export const INFO_CARD_SLOTS = CELLS + 2 * MAX_AUX;
export const INFO_GRAVE = 50;
export const INFO_EXILE = 20;
export const INFO_STACK = 16;
export const INFO_HAND = 4;
const MARK_KINDS = ['bonfire', 'gates', 'lantern', 'tremor'] as const;

const CARD = 'card index + 1 (whole number, as the tensor\'s `card`); 0 = empty or not known to this seat';
const SLOT = '1 + the slot of that card in the observation tensor (cells 0–29, own aux 30–45, opponent aux 46–61, own deal 62–76); 0 = not in the tensor or none';

export const INFO_SECTIONS: readonly InfoSection[] = [
  {
    name: 'card_state',
    items: INFO_CARD_SLOTS,
    item: 'the card in tensor slot j (j < 30: cell j, as in the tensor; 30–45 own aux slot j − 30; 46–61 opponent aux slot j − 46); all 0 when the slot is empty',
    features: [
      ['counters', 'counters on the card / 10 (0 … 1.5)'],
      ['poison', 'poison on the card / 5 (0 … 1)'],
      ['extra_lives', 'extra lives / 15'],
      ['skip_open', '1 if it carries the "does not open at its next turn" marker'],
      ['no_open', '1 if nothing opens it during its controller\'s next turn'],
      ['hunt_marks', 'extra wounds of its «охота» markers / 4'],
      ['prey_mark', '1 if it carries a «добыча» marker'],
      ['strangle', '«удушение» markers / 3'],
      ['net', '1 if it is under a «сеть»'],
      ['die_mark', '1 if it carries a die mark (attacks at it get a die bonus)'],
      ['timed_strike', 'timed change of its simple strike / 6 (negative: a penalty)'],
      ['timed_move', 'timed change of its movement / 3'],
      ['timed_life', 'timed change of its lives / 15'],
    ],
  },
  {
    name: 'cell_markers',
    items: CELLS,
    item: 'cell j (as in the tensor\'s cell slots)',
    features: MARK_KINDS.flatMap((k) => [
      [`${k}_own`, `1 if a «${k}» cell marker placed by this seat lies on the cell`] as const,
      [`${k}_opp`, `1 if a «${k}» cell marker placed by the opponent lies on the cell`] as const,
    ]),
  },
  { name: 'own_grave', items: INFO_GRAVE, item: 'the j-th card of own graveyard, oldest first', features: [['card', CARD]] },
  { name: 'opp_grave', items: INFO_GRAVE, item: 'the j-th card of the opponent\'s graveyard, oldest first', features: [['card', CARD]] },
  { name: 'own_exile', items: INFO_EXILE, item: `the j-th card of own exile, oldest first (the first ${INFO_EXILE})`, features: [['card', CARD]] },
  { name: 'opp_exile', items: INFO_EXILE, item: `the j-th card of the opponent's exile, oldest first (the first ${INFO_EXILE})`, features: [['card', CARD]] },
  {
    name: 'stack',
    items: INFO_STACK,
    item: 'stack item j, 0 = the bottom (declared first); all 0 above the top',
    features: [
      ['present', '1 if there is an item'],
      ['own', '1 if this seat controls it'],
      ['strike', '1 if it is a simple strike'],
      ['ranged', '1 if it is a printed ranged attack'],
      ['generated', '1 if it is a feature generated by a replacement'],
      ['ability', '1 if it is a card\'s ability'],
      ['trigger', '1 if it was declared as a trigger'],
      ['blocked', '1 if it is blocked (no effects)'],
      ['source_card', `its source: ${CARD}`],
      ['source_slot', `its source: ${SLOT}`],
      ['ability_card', 'the card that prints the ability: card index + 1, 0 = not an ability or not known'],
      ['ability_index', '1 + the index of the ability among that card\'s abilities, 0 = none'],
      ['target_card', `its target card: ${CARD}`],
      ['target_slot', `its target card: ${SLOT}`],
      ['target_item', '1 + the stack index of the item it targets (a cancel), 0 = none'],
      ['x', 'its X / 15'],
    ],
  },
  {
    name: 'shown',
    items: 2 * SHOWN_MAX,
    item: `the cards of the latest prophecy ("show"): j < ${SHOWN_MAX} own, then the opponent's, in showing order`,
    features: [['card', CARD]],
  },
  {
    name: 'seen',
    items: PEEK_SLOTS + SEEN_SLOTS,
    item: `the opponent's cards this seat saw before recruiting: j < ${PEEK_SLOTS} at a peek, then those he showed`,
    features: [['card', CARD]],
  },
  {
    name: 'hand',
    items: 2 * INFO_HAND,
    item: `cards shown for a summon, waiting in the technical hand (535.5.1.2): j < ${INFO_HAND} own, then the opponent's`,
    features: [['card', CARD]],
  },
];

/** Offset of each section from the start of the information-state part. */
export const INFO_OFFSET: readonly number[] = (() => {
  const out: number[] = [];
  let o = 0;
  for (const s of INFO_SECTIONS) {
    out.push(o);
    o += s.items * s.features.length;
  }
  return out;
})();
export const INFO_SIZE = INFO_OFFSET[INFO_OFFSET.length - 1]! + INFO_SECTIONS[INFO_SECTIONS.length - 1]!.items * INFO_SECTIONS[INFO_SECTIONS.length - 1]!.features.length;

const sectionAt = (name: string): number => INFO_OFFSET[INFO_SECTIONS.findIndex((s) => s.name === name)]!;
const O_CARD = sectionAt('card_state');
const F_CARD = INFO_SECTIONS[0]!.features.length;
const O_CELLMK = sectionAt('cell_markers');
const O_OWN_GRAVE = sectionAt('own_grave');
const O_OPP_GRAVE = sectionAt('opp_grave');
const O_OWN_EXILE = sectionAt('own_exile');
const O_OPP_EXILE = sectionAt('opp_exile');
const O_STACK = sectionAt('stack');
const F_STACK = INFO_SECTIONS.find((s) => s.name === 'stack')!.features.length;
const O_SHOWN = sectionAt('shown');
const O_SEEN = sectionAt('seen');
const O_HAND = sectionAt('hand');

/** 1 + the card index of instance i in view v, 0 when v does not know it (or i is none). */
export function cardRef(v: GameState, i: number): number {
  if (i < 0 || i >= MAX_INST || v.zone[i] === Zone.None) return 0;
  const c = v.card[i]!;
  return c < v.db.unknown ? c + 1 : 0;
}

/**
 * The observation-tensor slot (agents/features.ts) of instance i as seat `seat` is shown it, or -1:
 * a cell (turned for seat 1 when `canonical`), an auxiliary-zone slot, or a slot of the seat's deal.
 */
export function tensorSlotOf(v: GameState, seat: number, i: number, canonical: boolean): number {
  if (i < 0 || i >= MAX_INST) return -1;
  const z = v.zone[i];
  if (z === Zone.Field) {
    const c = v.cell[i]!;
    return c < 0 ? -1 : canonical ? canonicalCell(seat, c) : c;
  }
  if (z === Zone.Aux) {
    for (let q = 0; q < 2; q++) {
      const p = q === 0 ? seat : 1 - seat;
      const m = Math.min(listLen(v, p, Zone.Aux), MAX_AUX);
      for (let k = 0; k < m; k++) if (listAt(v, p, Zone.Aux, k) === i) return (q === 0 ? SLOT_OWN_AUX : SLOT_OPP_AUX) + k;
    }
    return -1;
  }
  if (z === Zone.Deal) {
    const m = listLen(v, seat, Zone.Deal);
    for (let k = 0; k < m && k < 15; k++) if (listAt(v, seat, Zone.Deal, k) === i) return SLOT_DEAL + k;
  }
  return -1;
}

/** The card whose printed abilities include global ability index `ab` (db.abilStart is ascending), or -1. */
export function abilityOwner(v: GameState, ab: number): number {
  const start = v.db.abilStart;
  let lo = 0;
  let hi = start.length - 2;
  if (ab < 0 || hi < 0 || ab >= start[hi + 1]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (start[mid]! <= ab) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Write seat `seat`'s information state into `out` from `off` (INFO_SIZE values), from its view
 * `v` = observe(state, seat). `canonical`: cells as perspective.ts turns them for seat 1.
 */
export function encodeInfoState(v: GameState, seat: number, out: Float32Array, off: number, canonical: boolean): void {
  out.fill(0, off, off + INFO_SIZE);
  const e = 1 - seat;
  const cellOf = (c: number) => (canonical ? canonicalCell(seat, c) : c);
  // Card state of the battle-zone slots.
  for (let c = 0; c < CELLS; c++) {
    const i = v.board[c]!;
    if (i >= 0) cardState(v, i, out, off + O_CARD + cellOf(c) * F_CARD);
  }
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? seat : e;
    const base = CELLS + q * MAX_AUX;
    const m = Math.min(listLen(v, p, Zone.Aux), MAX_AUX);
    for (let k = 0; k < m; k++) cardState(v, listAt(v, p, Zone.Aux, k), out, off + O_CARD + (base + k) * F_CARD);
  }
  timedMarks(v, seat, out, off, canonical);
  // Cell markers: bit 2·kind + placer of cellMk (mechanics/markers/cell-markers.ts).
  if (v.g[G.CellMarks]! !== 0) {
    for (let c = 0; c < CELLS; c++) {
      const w = v.cellMk[c]!;
      if (w === 0) continue;
      const o = off + O_CELLMK + cellOf(c) * 2 * MARK_KINDS.length;
      for (let k = 0; k < MARK_KINDS.length; k++) {
        if ((w & (1 << (2 * k + seat))) !== 0) out[o + 2 * k] = 1;
        if ((w & (1 << (2 * k + e))) !== 0) out[o + 2 * k + 1] = 1;
      }
    }
  }
  zoneCards(v, seat, Zone.Grave, INFO_GRAVE, out, off + O_OWN_GRAVE);
  zoneCards(v, e, Zone.Grave, INFO_GRAVE, out, off + O_OPP_GRAVE);
  zoneCards(v, seat, Zone.Exile, INFO_EXILE, out, off + O_OWN_EXILE);
  zoneCards(v, e, Zone.Exile, INFO_EXILE, out, off + O_OPP_EXILE);
  zoneCards(v, seat, Zone.Hand, INFO_HAND, out, off + O_HAND);
  zoneCards(v, e, Zone.Hand, INFO_HAND, out, off + O_HAND + INFO_HAND);
  // The stack (512), bottom first.
  const n = Math.min(v.g[G.StackLen]!, INFO_STACK);
  for (let k = 0; k < n; k++) {
    const so = k * ST;
    const o = off + O_STACK + k * F_STACK;
    const feat = v.stack[so + St.Feat]!;
    const src = v.stack[so + St.Src]!;
    const fl = v.stack[so + St.Flags]!;
    const tgt = v.stack[so + St.Tgt]!;
    out[o] = 1;
    out[o + 1] = v.stack[so + St.Ctrl] === seat ? 1 : 0;
    out[o + 2] = feat === Feat.Strike ? 1 : 0;
    out[o + 3] = feat === Feat.Ranged ? 1 : 0;
    out[o + 4] = feat === Feat.Generated ? 1 : 0;
    out[o + 5] = feat >= Feat.Ability ? 1 : 0;
    out[o + 6] = (fl & StFlag.Trigger) !== 0 ? 1 : 0;
    out[o + 7] = (fl & StFlag.Blocked) !== 0 ? 1 : 0;
    const srcCard = cardRef(v, src);
    out[o + 8] = srcCard;
    out[o + 9] = tensorSlotOf(v, seat, src, canonical) + 1;
    let itemTarget = false;
    if (feat >= Feat.Ability) {
      const ab = feat - Feat.Ability;
      const spec = v.db.abTarget[ab]!;
      itemTarget = spec === Tgt.EnemyStackItem || spec === Tgt.ExecutingStrike || spec === Tgt.DeclaredFeature;
      // The ability of a card the seat cannot see would tell which card it is.
      if (srcCard !== 0) {
        const owner = abilityOwner(v, ab);
        if (owner >= 0) {
          out[o + 10] = owner + 1;
          out[o + 11] = ab - v.db.abilStart[owner]! + 1;
        }
      }
    }
    if (itemTarget) out[o + 14] = tgt >= 0 ? tgt + 1 : 0;
    else if (tgt >= 0) {
      out[o + 12] = cardRef(v, tgt);
      out[o + 13] = tensorSlotOf(v, seat, tgt, canonical) + 1;
    }
    out[o + 15] = v.stack[so + St.X]! / 15;
  }
  // Shown cards: the latest prophecy of each seat (core/systems/prophecy.ts), own first.
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? seat : e;
    const m = Math.min(v.g[G.ShownLen + p]!, SHOWN_MAX);
    for (let j = 0; j < m; j++) out[off + O_SHOWN + q * SHOWN_MAX + j] = cardRef(v, v.g[G.Shown + p * SHOWN_MAX + j]!);
  }
  // The opponent's cards this seat peeked at or was shown before recruiting (1 + instance, 0 = empty).
  for (let j = 0; j < PEEK_SLOTS; j++) {
    const r = v.g[G.Peek + PEEK_SLOTS * seat + j]!;
    if (r > 0) out[off + O_SEEN + j] = cardRef(v, r - 1);
  }
  for (let j = 0; j < SEEN_SLOTS; j++) {
    const r = v.g[G.Seen + SEEN_SLOTS * seat + j]!;
    if (r > 0) out[off + O_SEEN + PEEK_SLOTS + j] = cardRef(v, r - 1);
  }
}

function cardState(v: GameState, i: number, out: Float32Array, o: number): void {
  const f = v.flags[i]!;
  out[o] = v.counters[i]! / 10;
  out[o + 1] = v.poison[i]! / 5;
  out[o + 2] = v.extraLives[i]! / 15;
  out[o + 3] = (f & Flag.SkipOpen) !== 0 ? 1 : 0;
  out[o + 4] = (f & Flag.NoOpen) !== 0 ? 1 : 0;
  out[o + 10] = v.tStrike[i]! / 6;
  out[o + 11] = v.tMove[i]! / 3;
  out[o + 12] = v.tLife[i]! / 15;
}

/** Markers kept as timed entries on a card (core/systems/durations.ts), on the battle-zone slots. */
function timedMarks(v: GameState, seat: number, out: Float32Array, off: number, canonical: boolean): void {
  const n = v.timedLen[0]!;
  for (let k = 0; k < n; k++) {
    const t = k * TM;
    const kind = v.timed[t + Tm.Kind]!;
    let f: number;
    let value: number;
    const amount = v.timed[t + Tm.Amount]!;
    if (kind === TimedKind.HuntMark) (f = 5), (value = amount / 4);
    else if (kind === TimedKind.PreyMark) (f = 6), (value = 1);
    else if (kind === TimedKind.Strangle) (f = 7), (value = amount / 3);
    else if (kind === TimedKind.Net) (f = 8), (value = 1);
    else if (kind === TimedKind.DieMark) (f = 9), (value = 1);
    else continue;
    const s = tensorSlotOf(v, seat, v.timed[t + Tm.Inst]!, canonical);
    if (s < 0 || s >= INFO_CARD_SLOTS) continue;
    const o = off + O_CARD + s * F_CARD + f;
    out[o] = kind === TimedKind.HuntMark ? out[o]! + value : value;
  }
}

/** Cards of seat p's zone z in list order, up to `max`, as card refs at `o`. */
function zoneCards(v: GameState, p: number, z: number, max: number, out: Float32Array, o: number): void {
  const m = Math.min(listLen(v, p, z), max);
  for (let k = 0; k < m; k++) out[o + k] = cardRef(v, listAt(v, p, z, k));
}
