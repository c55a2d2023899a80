/**
 * Counters (фишки), РП 123 (digest §6.2), and the card features built on them:
 *
 *  - 123.2 any card in the battle zone may receive counters: effect ops `gainCounters` /
 *    `loseCounters` ("получить {counter}", "ваше существо получает {counter}", "существо теряет
 *    {counter}");
 *  - 123.3 a card with a feature that has a counter in its cost implicitly has "{tap}: накопить 1
 *    фишку" (compiled in as an extra activated ability, `withImplicitAccumulate`); a card without one
 *    cannot accumulate by itself. Accumulating is an action and closes the card (QA RUL-013);
 *  - 123.4 no maximum unless stated: "Не может иметь больше N{counter}" (`max`), and "не может
 *    получать {counter} от других существ" (`notFromOthers`);
 *  - 123.5 paying with counters removes exactly that many; "X{counter}{tap}:" costs let the
 *    controller choose X at the declaration (a sub-decision, Decision.Choice: X_AMOUNT), and the
 *    ability's effect amounts get +X;
 *  - "{second}: Начинает бой с {counter}" / "{first}: …" / "Начинает бой с N дополнительными
 *    жизнями": applied at the reveal, before the "в начале боя" triggers (digest §3.6–3.7).
 *
 * Hot-path cost: the start-of-battle pass runs once per game and only when a deck holds such a card
 * (Cap.StartsWith); the cap and "not from others" are read only when counters are gained; the X
 * decision only for abilities with an X cost (db.abXCost).
 */
import type { Ability } from '../../vocab/ability.js';
import type { CardDef } from '../../vocab/card.js';
import type { SubDecision } from '../hooks.js';
import { Cap, Decision, Feat, Zone } from '../enums.js';
import { askChoice } from './choice.js';
import { afterXAmount } from './x-targets.js';
import { advance } from '../driver.js';
import { G, type GameState, NONE, St, listAt, listLen } from '../state.js';
import { countersEarmarked, itemField, setItemField } from '../stack.js';
import { AMOUNT, AMOUNT_SLOTS } from '../action.js';
import { label } from '../instance.js';

/** Per-card counter rules, compiled once (indexed by card index; one extra sentinel row). */
export interface CounterTables {
  /** 123.4 cap on counters; NO_CAP = none. */
  readonly max: Int16Array;
  /** 1 = "не может получать {counter} от других существ". */
  readonly notFromOthers: Uint8Array;
  /** Counters / extra lives the card starts the battle with, and when (StartWhen). */
  readonly startCounters: Int8Array;
  readonly startLives: Int8Array;
  readonly startWhen: Uint8Array;
}

export const NO_CAP = 0x7fff;
/** When "Начинает бой с …" applies: always, only if its controller is the First / the Second player. */
export const enum StartWhen { Always = 0, First = 1, Second = 2 }

/** 123.3: the implicit "{tap}: накопить 1 фишку". */
export const ACCUMULATE: Ability = { kind: 'activated', tap: true, target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' };

function hasCounterCost(a: Ability): boolean {
  if (a.kind === 'ranged') return a.counters === 'X' || (a.counters ?? 0) > 0; // "{counter}{tap}: Выстрел на 2" (ranged-abilities.ts)
  return a.kind === 'activated' && (a.counters === 'X' || (a.counters ?? 0) > 0);
}

function isAccumulate(a: Ability): boolean {
  return a.kind === 'activated' && a.target === 'self' && a.tap === true && a.effect.op === 'gainCounters' && !a.counters;
}

/**
 * 123.3: a card's abilities as the engine plays them: the printed ones, plus "{tap}: накопить 1
 * фишку" when some feature has a counter in its cost and the card has no such ability printed.
 */
export function withImplicitAccumulate(abilities: readonly Ability[]): readonly Ability[] {
  if (!abilities.some(hasCounterCost) || abilities.some(isAccumulate)) return abilities;
  return [...abilities, ACCUMULATE];
}

/** Compile the static counter rules of every card. */
export function compileCounterTables(defs: readonly CardDef[]): CounterTables {
  const m = defs.length + 1;
  const max = new Int16Array(m).fill(NO_CAP);
  const notFromOthers = new Uint8Array(m);
  const startCounters = new Int8Array(m);
  const startLives = new Int8Array(m);
  const startWhen = new Uint8Array(m);
  for (let i = 0; i < defs.length; i++) {
    for (const a of defs[i]!.abilities ?? []) {
      if (a.kind !== 'counters') continue;
      if (a.max !== undefined) max[i] = a.max;
      if (a.notFromOthers) notFromOthers[i] = 1;
      if (a.startsWith) {
        startCounters[i] = a.startsWith.counters ?? 0;
        startLives[i] = a.startsWith.extraLives ?? 0;
        startWhen[i] = a.startsWith.when === 'first' ? StartWhen.First : a.startsWith.when === 'second' ? StartWhen.Second : StartWhen.Always;
      }
    }
  }
  return { max, notFromOthers, startCounters, startLives, startWhen };
}

/**
 * 123.2 / 123.4: instance `dst` gets up to `n` counters from `src` (an effect of the 511 pipeline,
 * or a rules effect with src -1). Returns how many it got.
 */
export function gainCounters(s: GameState, src: number, dst: number, n: number): number {
  if (n <= 0) return 0;
  const card = s.card[dst]!;
  const t = s.db.ctr;
  if (t.notFromOthers[card] && src >= 0 && src !== dst) {
    if (s.log) s.log.push(`  ${label(s, dst)} не может получать фишки от других существ`);
    return 0;
  }
  const have = s.counters[dst]!;
  const room = t.max[card]! - have;
  const got = n < room ? n : room > 0 ? room : 0;
  if (got <= 0) return 0;
  s.counters[dst] = have + got;
  s.hooks.countersGained(s, dst, have, have + got); // "Когда получает третью {counter}" (mechanics/triggers/counter-threshold.ts)
  if (s.log) s.log.push(`  ${label(s, dst)} получает фишк${got === 1 ? 'у' : 'и'}: ${s.counters[dst]}`);
  return got;
}

/** 123: instance `dst` loses `n` counters (n < 0: all). Returns how many it lost. */
export function loseCounters(s: GameState, dst: number, n: number): number {
  const have = s.counters[dst]!;
  const lost = n < 0 || n > have ? have : n;
  if (lost <= 0) return 0;
  s.counters[dst] = have - lost;
  if (s.log) s.log.push(`  ${label(s, dst)} теряет фишк${lost === 1 ? 'у' : 'и'}: ${s.counters[dst]}`);
  return lost;
}

/**
 * 123.4: "Не может иметь более N {counter}" holds for as long as the card has that feature. A card that
 * gets it back (mechanics/features/lose-features.ts: Король-жрец s1_94 leaves the battlefield) with more
 * counters than that loses the excess at once. [Inferred: the rules digest has no text on losing or
 * regaining features; the cap is a continuous restriction, not a limit on gaining alone.]
 */
export function capCounters(s: GameState, i: number): void {
  const max = s.db.ctr.max[s.card[i]!]!;
  if (s.counters[i]! > max) loseCounters(s, i, s.counters[i]! - max);
}

/** True when accumulating could still add a counter to `i` (123.4 cap): otherwise the ability is not offered. */
export function belowCap(s: GameState, i: number): boolean {
  return s.counters[i]! < s.db.ctr.max[s.card[i]!]!;
}

/**
 * "Начинает бой с {counter}" (and with extra lives): every card in the battle zone with such a
 * feature, whose condition ({first}/{second}: its controller is the First / the Second player)
 * holds, gets them. Run once at the reveal, before the start-of-battle triggers (digest §3.6–3.7).
 */
export function startBattleCounters(s: GameState): void {
  const t = s.db.ctr;
  const first = s.g[G.First]!;
  for (let p = 0; p < 2; p++) {
    for (let z = Zone.Field; z <= Zone.Aux; z++) {
      const len = listLen(s, p, z);
      for (let k = 0; k < len; k++) {
        const i = listAt(s, p, z, k);
        const card = s.card[i]!;
        const when = t.startWhen[card]!;
        if (t.startCounters[card] === 0 && t.startLives[card] === 0) continue;
        if ((when === StartWhen.First && p !== first) || (when === StartWhen.Second && p === first)) continue;
        if (t.startCounters[card]! > 0) gainCounters(s, NONE, i, t.startCounters[card]!);
        if (t.startLives[card]! > 0) {
          s.extraLives[i] = s.extraLives[i]! + t.startLives[card]!;
          if (s.log) s.log.push(`  ${label(s, i)} начинает бой с ${t.startLives[card]} доп. жизнями`);
        }
      }
    }
  }
}

// ---- "X{counter}" costs ---------------------------------------------------------------------------

/**
 * After an "X{counter}" ability is put on the stack at index k (512.5.2: its cost is named at the
 * declaration), its controller chooses X: a sub-decision (Decision.Choice, core/systems/choice.ts) at
 * item k, whose owner choice.ts choiceOwner resolves — the core's X (X_AMOUNT below) unless a
 * mechanic owns the question by the ability's op or its "N (или менее)" sentinel.
 */
export function beginXChoice(s: GameState, k: number): void {
  // An "N (или менее)" whose question a mechanic owns from the declaration on (Отшельница: the number
  // is fixed, the creatures receiving the wounds are named now; mechanics/wounds/spread-wounds.ts).
  const upTo = s.db.abUpTo[itemField(s, k, St.Feat) - Feat.Ability]!;
  if (upTo > 0 && s.hooks.upToDeclared(s, k, upTo)) {
    if (s.g[G.Decision] === Decision.None) advance(s);
    return;
  }
  askChoice(s, k, itemField(s, k, St.Ctrl));
}

/** The least X the ability of item k may name: 1 for an "N (или менее)" (db.abUpTo), else its xMin. */
function xLow(s: GameState, k: number): number {
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  return s.db.abUpTo[a]! > 0 ? 1 : s.db.abXMin[a]!;
}

/**
 * The core's bound of the X named at item k (512.5.2): the counters of its source not yet named for
 * other features on the stack, or the N of an "N (или менее)". A sentinel N (core/codes.ts UPTO_*)
 * is read from the state by its mechanic, which owns the question (hooks.upToChoices).
 */
export function xHigh(s: GameState, k: number): number {
  const a = itemField(s, k, St.Feat) - Feat.Ability;
  const upTo = s.db.abUpTo[a]!;
  if (upTo > 0) return upTo;
  const src = itemField(s, k, St.Src);
  return s.counters[src]! - countersEarmarked(s, src);
}

/**
 * The answers naming X at item k into `out`: AMOUNT + x for x from the ability's least X to `hi`
 * (at most AMOUNT_SLOTS − 1); their count. A mechanic that bounds X otherwise (a sentinel "N (или
 * менее)", "не больше ран цели") passes its own `hi`.
 */
export function xAnswers(s: GameState, k: number, hi: number, out: Int32Array): number {
  const lo = xLow(s, k);
  if (hi > AMOUNT_SLOTS - 1) hi = AMOUNT_SLOTS - 1;
  let n = 0;
  for (let x = lo; x <= hi; x++) out[n++] = AMOUNT + x;
  return n;
}

/**
 * X = a − AMOUNT named at item k: kept in the item's St.X (its cost, and +X to its effect amounts);
 * an X that counts targets asks them now (core/systems/x-targets.ts, 512.5.2). The caller resumes
 * the engine loop; a mechanic owning the question may ask its follow-up after it.
 */
export function applyX(s: GameState, k: number, a: number): void {
  setItemField(s, k, St.X, a - AMOUNT);
  s.g[G.Selected] = NONE;
  if (s.log) s.log.push(`  X = ${a - AMOUNT}`);
  if ((s.g[G.Caps]! & Cap.XAbility) !== 0) afterXAmount(s, k);
}

function legalX(s: GameState, k: number, out: Int32Array): number {
  return xAnswers(s, k, xHigh(s, k), out);
}

/** The core's own sub-decision: the X of an "X{counter}" cost or of an "N (или менее)" (choice.ts choiceOwner). */
export const X_AMOUNT: SubDecision = { legal: legalX, apply: applyX };

/** The X chosen for the ability item at stack index k (0 when ability a has no X cost). */
export function xOf(s: GameState, k: number, a: number): number {
  return s.db.abXCost[a] || s.db.abUpTo[a] ? itemField(s, k, St.X) : 0;
}

/** The counters ability a of the item at index k costs: its fixed count, or the chosen X. */
export function counterCost(s: GameState, k: number, a: number): number {
  return s.db.abXCost[a] ? itemField(s, k, St.X) : s.db.abCounters[a]!;
}
