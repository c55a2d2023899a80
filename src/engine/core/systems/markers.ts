/**
 * Markers and small effects of the swamp cards:
 *
 *  - the "не открывается" marker (Flag.SkipOpen): "атаковавший не открывается в начале своего
 *    следующего хода" (s1 №134 Уриил): the card stays closed through the rules effect that opens the
 *    active player's cards at the start of his turn (digest §4.1); the marker is then gone. With
 *    `wholeTurn` ("не открывается в свой следующий ход", s1 №131 Медуза Горгона and its ruling) no
 *    effect opens it during that turn either (Flag.NoOpen, checked by the open effect);
 *  - "перераспределить N ран с <существа> на себя" (s1 №109 Осклизг, №110 Рэккен): up to N of the
 *    target's wounds move onto the source (`takeWounds`): they are not healed and not dealt, so no
 *    "при излечении" / "при получении ран" fires;
 *  - target filters: poisoned creatures ("отравленных существ"), an element ("болотного существа"),
 *    not the source ("другого"), flyers or not ("нелетающее существо"), the card opposite the source
 *    ("существо противника напротив"); they restrict chosen targets too, not only the all* groups;
 *  - `also`: a second effect the same target(s) get in the same game action ("ранить …, они
 *    получают отравление на 1");
 *  - the target group "всех стоящих рядом существ противника".
 *
 * Engine cost: the marker is one flag bit tested where cards open; the rest runs only for abilities
 * that have these fields (TF_MARKS in db.abTgtFilter, db.abAlsoOp, the op codes).
 */
import { ADJ, CELLS, COLS } from '../board.js';
import { Flag, Kw, Zone } from '../enums.js';
import { G, type GameState, listAt, listLen } from '../state.js';
import { isFlyer, label } from '../instance.js';
import { inFormationWith } from './formation.js';
import { POS_NEXT_TO_STRUCK } from '../codes.js';

/** Target filter bit (db.abTgtFilter, beside targeting.ts TF_NOT_MOVED): the marker filters below apply. */
export const TF_MARKS = 2;

/**
 * Does creature `c` pass the marker filters of ability `a` of `src` ("другого", "отравленных",
 * "болотного")? `chosen`: c is being named as a chosen target (not an all* group member). Only for
 * abilities with TF_MARKS in db.abTgtFilter.
 */
export function markerFilterPasses(s: GameState, a: number, c: number, src: number, chosen: boolean): boolean {
  const db = s.db;
  if (db.abFilterOther[a] && c === src) return false;
  const pw = db.abFilterPoisoned[a]!;
  if (pw !== 0) {
    // Bit 1: "отравленных"; bit 2: "без ран" (forest: Ловец душ s1_95).
    if ((pw & 1) !== 0 && s.poison[c]! <= 0) return false;
    if ((pw & 2) !== 0 && s.wounds[c]! > 0) return false;
    if ((pw & 4) !== 0 && (s.flags[c]! & Flag.Closed) !== 0) return false; // "открытое существо" (Шаман-душегрыз s1_118)
    if ((pw & 8) !== 0 && s.wounds[c]! <= 0) return false; // "существо с ранами" (Волхв s1_3, mechanics/wounds/move-wounds.ts)
  }
  // A face-down enemy card may be named as a chosen target whatever it is (512.5.5, s1 №114 Грёзы
  // Архааля ruling): its controller's opponent cannot see its element.
  const pos = db.abFilterOpposite[a]!;
  if (pos === 1 && !standsOpposite(s, src, c)) return false;
  if (pos === 2 && c !== src && (s.zone[src] !== Zone.Field || s.zone[c] !== Zone.Field || ADJ[s.cell[src]! * CELLS + s.cell[c]!] === 0)) return false;
  if (pos === 3 && (c === src || !inFormationWith(s, src, c))) return false; // "существо в строю с <картой>" (formation.ts)
  if (pos === POS_NEXT_TO_STRUCK && !s.hooks.redirectTargetOk(s, c)) return false; // "на стоящее рядом с ней существо" (mechanics/strike/redirect.ts)
  const fl = db.abFilterFlyer[a]!;
  if (fl >= 0 && (isFlyer(s, c) ? 1 : 0) !== fl) return false; // a flyer now (mechanics/movement/flight.ts)
  if (chosen && (s.flags[c]! & Flag.Hidden) !== 0 && s.ctrl[c] !== s.ctrl[src]) return true;
  // "рядовое" (bit 32) / "элитное" (bit 64) существо (Тварь s1_162): by the card's {elite} mark.
  if ((pw & 96) !== 0 && ((s.db.kw[s.card[c]!]! & Kw.Elite) !== 0 ? (pw & 32) !== 0 : (pw & 64) !== 0)) return false;
  // A class ("вашего йордлинга"): for chosen targets too (the all* groups check it in features.ts as well).
  const cls = db.abFilterClass[a]!;
  if (cls !== '' && !db.defs[s.card[c]!]!.classes.includes(cls)) return false;
  // "обладающее разрядом, магическим ударом или заклинанием" (Ледяной змей s1_36): chosen targets too.
  if (db.abFilterHas[a] !== 0 && (s.hooks.attackKindsNow(s, c) & db.abFilterHas[a]!) === 0) return false; // mechanics/triggers/while-counters.ts
  return db.abFilterElement[a]! < 0 || db.element[s.card[c]!] === db.abFilterElement[a];
}

/** Does c stand on the cell straight in front of src (towards src's enemy; "напротив")? */
export function standsOpposite(s: GameState, src: number, c: number): boolean {
  if (s.zone[src] !== Zone.Field || s.zone[c] !== Zone.Field) return false;
  const fc = s.cell[src]! + (s.ctrl[src] === 0 ? COLS : -COLS);
  return fc >= 0 && fc < CELLS && s.cell[c] === fc;
}

/** "перераспределить N ран с dst на src": up to `n` wounds of dst move onto src. Returns how many moved. */
export function takeWounds(s: GameState, src: number, dst: number, n: number): number {
  if (src < 0 || src === dst || (s.zone[src] !== Zone.Field && s.zone[src] !== Zone.Aux)) return 0;
  const w = s.wounds[dst]!;
  const moved = n < w ? n : w;
  if (moved <= 0) return 0;
  s.wounds[dst] = w - moved;
  s.wounds[src] = s.wounds[src]! + moved;
  s.g[G.Wounded] = 1; // the source may die of them
  if (s.log) s.log.push(`  ${moved} ран перераспределено: ${label(s, dst)} → ${label(s, src)}`);
  return moved;
}

/** "получает +1 к отравлению (максимум до max)": only a poisoned creature; never above max, never lowered. */
export function raisePoison(s: GameState, dst: number, max: number): void {
  const p = s.poison[dst]!;
  if (p <= 0 || p >= max) return;
  s.poison[dst] = p + 1;
  if (s.log) s.log.push(`  ${label(s, dst)}: отравление ${p + 1}`);
}

/**
 * Put the "не открывается в начале своего следующего хода" marker on dst; `wholeTurn` (amount 1):
 * "не открывается в свой следующий ход" — no effect opens it during that turn either (s1 №131 ruling).
 */
export function markSkipOpen(s: GameState, dst: number, wholeTurn: number): void {
  s.flags[dst] = s.flags[dst]! | Flag.SkipOpen | (wholeTurn !== 0 ? Flag.SkipOpenTurn : 0);
  if (s.log) s.log.push(`  ${label(s, dst)} не откроется ${wholeTurn !== 0 ? 'в свой следующий ход' : 'в начале своего следующего хода'}`);
}

/**
 * The start-of-turn opening of card i (digest §4.1), honouring the marker: a marked card stays
 * closed this once and loses the marker. Returns true when the card opened.
 */
export function openAtStartOfTurn(s: GameState, i: number): boolean {
  const f = s.flags[i]!;
  if ((f & Flag.SkipOpen) !== 0) {
    s.flags[i] = (f & ~(Flag.SkipOpen | Flag.SkipOpenTurn | Flag.Defended)) | ((f & Flag.SkipOpenTurn) !== 0 ? Flag.NoOpen : 0);
    if (s.log) s.log.push(`  ${label(s, i)} не открывается`);
    return false;
  }
  s.flags[i] = f & ~(Flag.Closed | Flag.Defended);
  return true;
}

/**
 * Write into `out` the enemy creatures next to `src` on the battlefield ("всех стоящих рядом
 * существ противника"); returns how many.
 */
export function adjacentEnemies(s: GameState, src: number, out: Int32Array): number {
  if (s.zone[src] !== Zone.Field) return 0;
  const e = 1 - s.ctrl[src]!;
  const c = s.cell[src]!;
  let n = 0;
  const len = listLen(s, e, Zone.Field);
  for (let k = 0; k < len; k++) {
    const t = listAt(s, e, Zone.Field, k);
    if (ADJ[c * CELLS + s.cell[t]!] !== 0) out[n++] = t;
  }
  return n;
}
