/**
 * "Пока на <карте> есть {counter} — получает «…»" (Бон и Берроу s1_27: «При {strike} — разряд на 1-2-2,
 * дальность 3»): a triggered feature the card has only while at least one counter lies on it (123).
 *
 * Card data: `whileCounters: true` on a triggered ability. It compiles to the trigger condition code
 * IfOrder.WhileCounters in db.abIfOrder (mechanics/triggers/move-order.ts orderHolds, which triggers.ts `offer`
 * already asks for a nonzero code after the event matched), so the hot path gets no new test.
 *
 * The attack kind of such a trigger counts for "карта с разрядом" (Троллок, Варлок: a target filter
 * `has`) only while the card has a counter (ruling s1_27): it goes to db.hasTypesIfCounter instead
 * of db.hasTypes, and the two filter readers (features.ts, markers.ts) ask `typesOf`.
 */
import type { GameState } from '../../core/state.js';
import { ABILITY_TYPE } from '../../core/codes.js';
import type { MechanicCompile } from '../../core/hooks.js';

/** The attack / ability kinds card instance c has now (bits 1 << AttackKind, CardDb.hasTypes). */
export function typesOf(s: GameState, c: number): number {
  const card = s.card[c]!;
  return s.counters[c]! > 0 ? s.db.hasTypes[card]! | s.db.hasTypesIfCounter[card]! : s.db.hasTypes[card]!;
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): the attack kind of a triggered ranged attack
 * with `whileCounters` goes to db.hasTypesIfCounter (the core's fill puts every other attack kind into
 * db.hasTypes). Its trigger condition (IfOrder.WhileCounters in db.abIfOrder) is the core's column.
 */
export const WHILE_COUNTERS_COMPILE: MechanicCompile<'hasTypesIfCounter'> = {
  name: 'whileCounters',
  ops: {},
  columns: ['hasTypesIfCounter'],
  owns: (a) => a.kind === 'triggered' && !!a.ranged && !!a.whileCounters,
  compile(_def, a, sink) {
    if (a.kind !== 'triggered' || !a.ranged) return;
    const t = sink.columns.hasTypesIfCounter;
    t[sink.card] = t[sink.card]! | (1 << ABILITY_TYPE[a.ranged.attack]);
  },
};
