/**
 * "Строй: Анубисар получает бонусы строя всех степных существ, с которыми стоит в строю (меняя
 * название карты в тексте особенности на «Анубисар»)" (Анубисар s1_26; ruling s1_26: "особенности",
 * not "способности" — a wording errata).
 *
 * Card data: `{ kind: 'formation', copyElement: 'steppe' }` (the card has Строй, and copies). The
 * COPIER (one per pool) takes the "Строй: …" bonuses of every card of that element it stands in
 * formation with (core/systems/formation.ts `inFormationWith`). A donor's bonuses are its abilities with a
 * formation condition: 'formation' grants ({zot}, {armor}2 …), modifiers `when: 'formation'` ("Строй:
 * +1 к слабому {strike}", "Строй: -1 от {strike}"), preventions and triggers with `formation`
 * ("Строй: при {strike} — открыть существо в строю с …"). In set 1 the donors are Рубаки Холверта,
 * Санкторум, Арбалетчик, Щитоносец, Пеший латник, Скелос and Минотавр. A copied feature reads "self" as
 * its holder and "в строю с <картой>" as in formation with its holder — the renaming the text asks.
 *
 * Representation, with no per-read switch (as mechanics/features/copy-feature.ts): the compiler (compile/compile.ts)
 * appends one row per nonempty set S of donors — the copier's definition plus the donors' bonuses of S
 * (`db.fcopyBase` the row of S = 1, `db.fcopyDonor[c]` the donor index of printed card c). Whenever the
 * copier's formation is recomputed (formation.ts updatePartners, after every board change next to it),
 * its row becomes that of the set of donors among its partners now (each partner by its printed card:
 * an armed twin counts, a featureless one has no Строй and is no partner), so its formation grants
 * (formationKw / formationNum), modifiers, preventions and triggers are those of the set. Its own Строй
 * conditions hold (it stands in formation with each donor of the set).
 *
 * Engine readings: two partners of the same name give their bonus once (the set holds names, as the
 * copied feature is the same feature); a feature granted to the copier ({armor}2) comes and goes with
 * the row, with formation.ts's armour budget rule (a regained armour is fresh, ruling s1_29).
 * A copier that lost its features, or holds a granted magic strike (mechanics/strike/granted-strike.ts),
 * stays on that row (it copies nothing meanwhile).
 *
 * Engine cost: compile time only without a copier; formation.ts updatePartners tests the card's
 * Mech.CopiesFormation bit (the copier's rows and its armed twin carry it; `isFormationCopier` then
 * leaves the armed twin out) for cards with Строй.
 */
import type { CardDef } from '../../vocab/card.js';
import type { Ability } from '../../vocab/ability.js';
import { ORTH4 } from '../../core/board.js';
import { G, type GameState, NONE } from '../../core/state.js';
import { label } from '../../core/instance.js';
import { noteCardInGame } from '../../core/game-caps.js';
import { inFormationWith } from '../../core/systems/formation.js';
import {  } from '../../core/enums.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech } from '../ids.js';

/** Most donors a pool may hold (2^K − 1 rows). */
const MAX_DONORS = 8;

/** Is ability a a "Строй: …" bonus (a formation-conditioned feature)? */
function bonus(a: Ability): boolean {
  if (a.kind === 'formation') return a.grant !== undefined && a.copyElement === undefined;
  if (a.kind === 'modifier') return a.when === 'formation';
  if (a.kind === 'prevention' || a.kind === 'triggered') return a.formation !== undefined;
  return false;
}

function copyElementOf(d: CardDef): string | undefined {
  for (const a of d.abilities ?? []) if (a.kind === 'formation' && a.copyElement !== undefined) return a.copyElement;
  return undefined;
}

/** compileCardDb: the formation copier of the pool (−1: none) and its donors (printed indices, ascending). */
export function formationCopyPlan(printed: readonly CardDef[]): { copier: number; donors: number[] } {
  let copier = -1;
  let element: string | undefined;
  for (let i = 0; i < printed.length; i++) {
    const e = copyElementOf(printed[i]!);
    if (e === undefined) continue;
    if (copier >= 0) throw new Error(`${printed[i]!.id}: a second card that copies formation bonuses (mechanics/features/formation-copy.ts: one per pool)`);
    copier = i;
    element = e;
  }
  const donors: number[] = [];
  if (copier < 0) return { copier, donors };
  for (let i = 0; i < printed.length; i++) {
    const d = printed[i]!;
    if (i !== copier && d.element === element && (d.abilities ?? []).some(bonus)) donors.push(i);
  }
  if (donors.length > MAX_DONORS) throw new Error(`formation-copy: ${donors.length} donors (at most ${MAX_DONORS})`);
  return { copier, donors };
}

/** The copier's rows with donor set S = 1 … 2^K − 1 (compileCardDb appends them). */
export function formationCopyRows(printed: readonly CardDef[], copier: number, donors: readonly number[]): CardDef[] {
  const c = printed[copier]!;
  const rows: CardDef[] = [];
  for (let set = 1; set < 1 << donors.length; set++) {
    const extra: Ability[] = [];
    for (let d = 0; d < donors.length; d++) if ((set & (1 << d)) !== 0) for (const a of printed[donors[d]!]!.abilities ?? []) if (bonus(a)) extra.push(a);
    rows.push({ ...c, id: `${c.id}~f${set}`, abilities: [...(c.abilities ?? []), ...extra] });
  }
  return rows;
}

/** formation.ts updatePartners (pools with a copier): is battlefield card i's row the copier or one of its rows? */
export function isFormationCopier(s: GameState, i: number): boolean {
  const db = s.db;
  const c = s.card[i]!;
  return c === db.fcopier || (c >= db.fcopyBase && c < db.fcopyBase + (1 << db.fcopyK) - 1);
}

/** formation.ts updatePartners: copier i takes the row of the donors it stands in formation with now. */
export function copyFormationBonuses(s: GameState, i: number): void {
  const db = s.db;
  let set = 0;
  const c = s.cell[i]! * 4;
  for (let d = 0; d < 4; d++) {
    const nc = ORTH4[c + d]!;
    if (nc < 0) continue;
    const j = s.board[nc]!;
    if (j === NONE || !inFormationWith(s, i, j)) continue;
    const k = db.fcopyDonor[db.origOf[s.card[j]!]!]!;
    if (k >= 0) set |= 1 << k;
  }
  const row = set === 0 ? db.fcopier : db.fcopyBase + set - 1;
  if (s.card[i] === row) return;
  s.card[i] = row;
  noteCardInGame(s, row); // the copied features' caps, modifiers and trigger events (game-caps.ts)
  s.g[G.HearStale] = 1; // triggers.ts hearMask reads the card tables
  if (s.log) {
    let names = '';
    for (let d = 0; d < db.fcopyK; d++) if ((set & (1 << d)) !== 0) names += (names === '' ? '' : ', ') + db.defs[db.fcopyDonors[d]!]!.name;
    s.log.push(`  ${label(s, i)}: бонусы строя ${set === 0 ? 'не копирует' : `копирует (${names})`}`);
  }
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): a formation with `copyElement` sets Mech.CopiesFormation on the copier and its rows (the rows are its row plan, compile/passes.ts formationCopyPlan, formationCopyRows). */
export const FORMATION_COPY_COMPILE: MechanicCompile = {
  name: 'formationCopy',
  ops: {},
  mechs: [Mech.CopiesFormation],
  owns: (a) => a.kind === 'formation' && a.copyElement !== undefined,
  compile(_def, _a, sink) {
    sink.cap(Mech.CopiesFormation);
  },
};
