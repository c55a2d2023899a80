/**
 * "3{counter}{tap}: Изгнать существо с вашего кладбища, при этом возродить ваше нелетающее существо,
 * оно теряет особенности и получает +X к {strike} и +Y к {health}, где X — значение слабого {strike},
 * а Y — значение {health} изгнанного существа (1 раз за бой)" (Сшиватель плоти s1_148).
 *
 * A resurrection (535.6: from the own graveyard, next to the source, open, on a free cell) with
 * `exileFirst` on its effect. Its declaration (535.4, squad.ts beginSummonDeclaration) first asks the
 * creature to exile (a Choose decision over the own graveyard, kept on the stack item in St.Def),
 * then the creature to resurrect (the resurrection's own Choose: `filter.ground` — "нелетающее" —
 * and never the card named for exile), then its cell. "при этом": the resurrection goes with the
 * exile, so naming nothing to exile names nothing to resurrect either.
 *
 * Execution (squad.ts executeSummon): the named card goes from the graveyard into exile (if it is
 * still there; otherwise nothing happens, as the accompanying effect needs the main one); the
 * resurrected card then loses all its printed features for its stay in the battle zone
 * (mechanics/features/lose-features.ts loseAllFeatures, no source to wait for) and gets, for the battle,
 * +X to every tier of its simple strike (durations.ts TimedKind.Strike) and +Y lives
 * (TimedKind.Life), with X the printed weak strike and Y the printed life of the exiled card.
 * These gains are the effect's own (acquired), so the loss of features does not take them.
 */
import { Decision, Kw, Zone } from '../../core/enums.js';
import { CHOOSE, CHOOSE_NONE } from '../../core/action.js';
import { G, type GameState, NONE, St, listAt, listLen, listPush, listRemove } from '../../core/state.js';
import { itemField, setDecision, setItemField } from '../../core/stack.js';
import { label } from '../../core/instance.js';
import { TimedKind, UNTIL_BATTLE, addTimed } from '../../core/systems/durations.js';
import { sortChoiceByCard } from '../../core/squad.js';

/** St.Def of a stack item whose exile is still to be named. */
const EXILE_PENDING = -2;

/** squad.ts beginSummonDeclaration: ask the creature to exile from seat p's graveyard. Returns false (a decision is pending). */
export function beginExileChoice(s: GameState, k: number, p: number): boolean {
  setItemField(s, k, St.Def, EXILE_PENDING);
  let n = 0;
  const len = listLen(s, p, Zone.Grave);
  for (let j = 0; j < len && n < s.choice.length; j++) {
    const i = listAt(s, p, Zone.Grave, j);
    let dup = false;
    for (let q = 0; q < n; q++) if (s.card[s.choice[q]!] === s.card[i]) dup = true;
    if (!dup) s.choice[n++] = i;
  }
  sortChoiceByCard(s, n); // ascending card order, as the resurrection's own list (squad.ts gatherCandidates)
  s.g[G.ChoiceLen] = n;
  setDecision(s, Decision.Choose, p);
  return false;
}

/** Is the pending Choose decision of the item at G.Selected the naming of the card to exile? */
export function exileChoicePending(s: GameState, k: number): boolean {
  return itemField(s, k, St.Def) === EXILE_PENDING;
}

/** The card to exile named (or nothing): true when the declaration is over (nothing named). */
export function applyExileChoice(s: GameState, k: number, a: number): boolean {
  if (a === CHOOSE_NONE) {
    setItemField(s, k, St.Def, NONE);
    if (s.log) s.log.push(`  ${label(s, itemField(s, k, St.Src))}: изгнать некого`);
    return true;
  }
  const i = s.choice[a - CHOOSE]!;
  setItemField(s, k, St.Def, i);
  if (s.log) s.log.push(`  будет изгнана: ${label(s, i)}`);
  return false;
}

/** The card named for exile on item k (NONE: none); squad.ts gatherCandidates skips it. */
export function namedForExile(s: GameState, k: number): number {
  const i = itemField(s, k, St.Def);
  return i >= 0 ? i : NONE;
}

/** squad.ts executeSummon, before the resurrection: exile the named card. False: nothing to exile, no resurrection. */
export function exileNamed(s: GameState, k: number): boolean {
  const i = namedForExile(s, k);
  if (i === NONE || s.zone[i] !== Zone.Grave) return false;
  listRemove(s, s.owner[i]!, Zone.Grave, i);
  s.incTokens[i] = 0; // 535.7.1: tokens exist only in the graveyard
  listPush(s, s.owner[i]!, Zone.Exile, i);
  if (s.log) s.log.push(`  изгнана: ${label(s, i)}`);
  return true;
}

/** squad.ts executeSummon, after the resurrection of t: no features, +X к {strike}, +Y к {health} from the exiled card. */
export function stitchResurrected(s: GameState, k: number, t: number): void {
  const c = s.card[itemField(s, k, St.Def)]!;
  s.hooks.loseAllFeatures(s, NONE, t, 0);
  const turn = s.g[G.Turn]!;
  const x = s.db.strike[3 * c]!;
  const y = s.db.life[c]!;
  if (x !== 0) addTimed(s, t, TimedKind.Strike, x, turn, UNTIL_BATTLE);
  if (y !== 0) addTimed(s, t, TimedKind.Life, y, turn, UNTIL_BATTLE);
  if (s.log) s.log.push(`  ${label(s, t)} получает +${x} к удару и +${y} к жизни`);
}

/** "нелетающее" (CardFilter.ground): is card index `card` printed as a non-flyer? */
export function groundCard(s: GameState, card: number): boolean {
  return (s.db.kw[card]! & Kw.Flyer) === 0;
}
