/**
 * Shared pieces of the rule-535 scenario tests (test/rules/squad/535-*.test.ts): ability builders
 * for summoners, necromancers and puppeteers, zone readers by card name, and Deal-stream helpers
 * for the shuffle clauses (535.5.1.3).
 */
import { expect } from 'vitest';
import type { Ability, CardFilter, EffectSpec, SummonPlace } from '../../../src/engine/vocab/ability.js';
import { CHOOSE, CHOOSE_NONE } from '../../../src/engine/core/action.js';
import { Zone } from '../../../src/engine/core/enums.js';
import { type GameState, G, St, cloneState } from '../../../src/engine/core/state.js';
import { itemField } from '../../../src/engine/core/stack.js';
import { Stream } from '../../../src/engine/core/rng.js';
import { shuffleDeck } from '../../../src/engine/core/prebattle.js';
import { type Battle, zoneList } from '../../helpers/scenario.js';

export { CHOOSE, CHOOSE_NONE };

// ---- abilities ----------------------------------------------------------------------------------

interface SummonOpts {
  readonly find?: 'search' | 'top' | 'topCreature';
  readonly filter?: CardFilter;
  readonly place?: SummonPlace;
  readonly closed?: true;
  readonly instant?: true;
}

/** "{tap}: вызов …" — an activated summon (default: browse the deck, next to the summoner). */
export function summonAbility(o: SummonOpts = {}): Ability {
  const effect: EffectSpec = {
    op: 'summon',
    find: o.find ?? 'search',
    ...(o.filter ? { filter: o.filter } : {}),
    ...(o.place ? { place: o.place } : {}),
    ...(o.closed ? { closed: true as const } : {}),
  };
  return { kind: 'activated', tap: true, ...(o.instant ? { instant: true as const } : {}), target: 'none', effect, abilityType: 'influence' };
}

/** A triggered summon ("при ранении вызывает …"). */
export function triggeredSummon(on: 'selfWounded' | 'startOfOwnTurn', o: SummonOpts = {}): Ability {
  return {
    kind: 'triggered',
    on,
    target: 'none',
    effect: {
      op: 'summon',
      find: o.find ?? 'search',
      ...(o.filter ? { filter: o.filter } : {}),
      ...(o.place ? { place: o.place } : {}),
    },
    abilityType: 'influence',
  };
}

/** "{tap}: возродите …" — an activated resurrection. */
export function resurrectAbility(o: { filter?: CardFilter; place?: SummonPlace; instant?: true } = {}): Ability {
  return {
    kind: 'activated',
    tap: true,
    ...(o.instant ? { instant: true as const } : {}),
    target: 'none',
    effect: { op: 'resurrect', ...(o.filter ? { filter: o.filter } : {}), ...(o.place ? { place: o.place } : {}) },
    abilityType: 'spell',
  };
}

/** "{tap}: возьмите под контроль существо противника" (range-less). */
export const TAKE_CONTROL: Ability = { kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'takeControl' }, abilityType: 'spell' };

/** An instant cancel of an opponent's feature on the stack (518). */
export const CANCEL: Ability = { kind: 'activated', instant: true, tap: true, target: 'enemyStackItem', effect: { op: 'cancel' }, abilityType: 'spell' };
/** An instant block of an opponent's feature on the stack (no effects, still paid). */
export const BLOCK: Ability = { kind: 'activated', instant: true, tap: true, target: 'enemyStackItem', effect: { op: 'block' }, abilityType: 'spell' };
/** An instant that wounds an enemy creature for 20 (kills anything with life ≤ 20). */
export const KILL: Ability = { kind: 'activated', instant: true, tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 20 }, abilityType: 'spell' };
/** An instant that wounds any creature for 20. */
export const KILL_ANY: Ability = { kind: 'activated', instant: true, tap: true, target: 'anyCreature', effect: { op: 'wound', amount: 20 }, abilityType: 'spell' };

// ---- readers ------------------------------------------------------------------------------------

export function nameOf(s: GameState, i: number): string {
  return s.db.defs[s.card[i]!]!.name;
}

/** Card names in seat p's list for zone z, in list order (deck: bottom → top). */
export function names(s: GameState, p: number, z: number): string[] {
  return zoneList(s, p, z).map((i) => nameOf(s, i));
}

export const deckOf = (t: Battle, p: number): number[] => zoneList(t.s, p, Zone.Deck);
export const handOf = (t: Battle, p: number): number[] => zoneList(t.s, p, Zone.Hand);
export const graveOf = (t: Battle, p: number): number[] => zoneList(t.s, p, Zone.Grave);

/** The four words of the Deal stream (deck shuffles). */
export function dealWords(s: GameState): number[] {
  return Array.from(s.rng.subarray(Stream.Deal * 4, Stream.Deal * 4 + 4));
}

/** The deck list of seat p after one shuffle from the current state (the engine's own Fisher–Yates on a copy). */
export function deckAfterShuffle(s: GameState, p: number): number[] {
  const c = cloneState(s);
  shuffleDeck(c, p);
  return zoneList(c, p, Zone.Deck);
}

/** The Deal-stream words after one shuffle of seat p's deck from the current state. */
export function dealWordsAfterShuffle(s: GameState, p: number): number[] {
  const c = cloneState(s);
  shuffleDeck(c, p);
  return dealWords(c);
}

/** Candidate cards of the pending Choose decision, by name, in offered order (CHOOSE_NONE excluded). */
export function candidates(t: Battle): string[] {
  return t
    .legal()
    .filter((a) => a >= CHOOSE && a < CHOOSE_NONE)
    .map((a) => nameOf(t.s, t.s.choice[a - CHOOSE]!));
}

/** The CHOOSE action for the candidate card named `name`. */
export function choose(t: Battle, name: string): number {
  const a = t.legal().find((x) => x >= CHOOSE && x < CHOOSE_NONE && nameOf(t.s, t.s.choice[x - CHOOSE]!) === name);
  expect(a, `candidate ${name} among ${candidates(t).join(', ')}`).toBeDefined();
  return a!;
}

export const stackLen = (t: Battle): number => t.s.g[G.StackLen]!;
/** The card the summon / resurrection at stack index k has found (St.Tgt), or -1. */
export const stackTarget = (t: Battle, k: number): number => itemField(t.s, k, St.Tgt);
