/**
 * Shared helpers for the rule-section tests of the stack, effect application, replacement,
 * prevention and cancel (РП 511, 512, 533, 534, 518). Test-only card definitions are built per file
 * with `card` (a plain neutral ground creature: life 10, move 2, strike 1-2-3) and the ability
 * shorthands below.
 */
import { expect } from 'vitest';
import type { Ability, AbilityType, EffectMatch, EffectSpec, ReplacementResult, TargetFilter, TargetSpec, TriggerPoint } from '../../../src/engine/vocab/ability.js';
import type { CardDef } from '../../../src/engine/vocab/card.js';
import { Decision, Feat, StFlag, Verb } from '../../../src/engine/core/enums.js';
import { G, ST, St, TR, type GameState } from '../../../src/engine/core/state.js';
import { PASS, REPLACE, REPLACE_NONE, TARGET_STACK, TRIGGER, TRIGGER_SKIP, SELECT } from '../../../src/engine/core/action.js';
import { parseCell } from '../../../src/engine/core/board.js';
import { battle, makeDb, synth, verb, type Battle, type BattleSpec } from '../../helpers/scenario.js';
import type { CardDb } from '../../../src/engine/core/card-db.js';
import { SET1 } from '../../../src/engine/cards/set1/printed.js';

export { PASS, REPLACE, REPLACE_NONE, TARGET_STACK, TRIGGER, TRIGGER_SKIP };

const SET1_NAMES = new Set(SET1.map((c) => c.name.toLowerCase().replace(/ё/g, 'е')));
/** A test-only card; its name must not be a set-1 name (scenarios resolve names, set 1 first). */
export function card(name: string, over: Partial<CardDef> = {}): CardDef {
  if (SET1_NAMES.has(name.toLowerCase().replace(/ё/g, 'е'))) throw new Error(`test card name "${name}" is a set-1 card`);
  return synth(name, over);
}
export const db = (...defs: CardDef[]): CardDb => makeDb(defs);

/** The card's k-th ability (local index over all its abilities) at a Verb decision. */
export const ab = (k: number): number => verb(Verb.Ability + k);
/** A feature on the stack as a target (518 cancel, block). */
export const onStack = (k: number): number => TARGET_STACK + k;
/** SELECT of a cell (Main or Priority decision). */
export const sel = (c: string): number => SELECT + parseCell(c);

// ---- ability shorthands ---------------------------------------------------------------------------

type ActOpts = {
  tap?: boolean;
  instant?: boolean;
  counters?: number;
  prepay?: boolean;
  window?: 'strikeBeforeDice' | 'strikeAfterDice';
  range?: number;
  filter?: TargetFilter;
};

export function act(target: TargetSpec, effect: EffectSpec, abilityType: AbilityType, o: ActOpts = {}): Ability {
  return {
    kind: 'activated',
    target,
    effect,
    abilityType,
    ...(o.tap === false ? {} : { tap: true as const }),
    ...(o.instant ? { instant: true as const } : {}),
    ...(o.counters ? { counters: o.counters } : {}),
    ...(o.prepay ? { prepay: true as const } : {}),
    ...(o.window ? { window: o.window } : {}),
    ...(o.range ? { range: o.range } : {}),
    ...(o.filter ? { filter: o.filter } : {}),
  } as Ability;
}
/** An instant (default: with the tap cost). */
export const inst = (target: TargetSpec, effect: EffectSpec, abilityType: AbilityType, o: ActOpts = {}): Ability =>
  act(target, effect, abilityType, { ...o, instant: true });

type TrigOpts = {
  optional?: boolean;
  abilityType?: AbilityType;
  filter?: { regeneration?: true; class?: string };
  fromTypes?: readonly (AbilityType | 'poison' | 'counterStrike')[];
};
export function trig(on: TriggerPoint, target: TargetSpec, effect: EffectSpec, o: TrigOpts = {}): Ability {
  return {
    kind: 'triggered',
    on,
    target,
    effect,
    abilityType: o.abilityType ?? 'influence',
    ...(o.optional ? { optional: true as const } : {}),
    ...(o.filter ? { filter: o.filter } : {}),
    ...(o.fromTypes ? { fromTypes: o.fromTypes } : {}),
  } as Ability;
}

export function repl(match: EffectMatch, result: ReplacementResult, optional = false): Ability {
  return { kind: 'replacement', match, result, ...(optional ? { optional: true as const } : {}) } as Ability;
}

export function prev(match: EffectMatch, amount: number): Ability {
  return { kind: 'prevention', match, amount };
}

export const wound = (amount: number): EffectSpec => ({ op: 'wound', amount });
export const heal = (amount: number): EffectSpec => ({ op: 'heal', amount });
export const lives = (amount: number): EffectSpec => ({ op: 'extraLives', amount });
export const poison = (amount: number): EffectSpec => ({ op: 'poison', amount });
export const close: EffectSpec = { op: 'close' };
export const open: EffectSpec = { op: 'open' };
export const cancel: EffectSpec = { op: 'cancel' };
export const block: EffectSpec = { op: 'block' };
export const die = (amount: number, d: 'attacker' | 'defender' = 'attacker'): EffectSpec => ({ op: 'dieDelta', amount, die: d });

// ---- state readers --------------------------------------------------------------------------------

export interface Item {
  feat: number;
  src: number;
  ctrl: number;
  tgt: number;
  step: number;
  flags: number;
}

export function stack(s: GameState): Item[] {
  const out: Item[] = [];
  for (let k = 0; k < s.g[G.StackLen]!; k++) {
    const o = k * ST;
    out.push({
      feat: s.stack[o + St.Feat]!,
      src: s.stack[o + St.Src]!,
      ctrl: s.stack[o + St.Ctrl]!,
      tgt: s.stack[o + St.Tgt]!,
      step: s.stack[o + St.Step]!,
      flags: s.stack[o + St.Flags]!,
    });
  }
  return out;
}
export const stackLen = (t: Battle): number => t.s.g[G.StackLen]!;
export const isGenerated = (it: Item): boolean => it.feat === Feat.Generated;
export const isTrigger = (it: Item): boolean => (it.flags & StFlag.Trigger) !== 0;

/** Start capturing the engine log. */
export function logOn(t: Battle): string[] {
  t.s.log = [];
  return t.s.log;
}
export const logText = (t: Battle): string => (t.s.log ?? []).join('\n');
/** Index of the first log line containing `needle` (-1 when absent). */
export const logIndex = (t: Battle, needle: string): number => (t.s.log ?? []).findIndex((l) => l.includes(needle));

export function expectDecision(t: Battle, d: number, seat?: number): void {
  expect(t.decision(), `decision (legal: ${t.legalNames().join(', ')})`).toBe(d);
  if (seat !== undefined) expect(t.decider()).toBe(seat);
}

export const counters = (t: Battle, ref: number | string): number => t.s.counters[t.card(ref)]!;
export const extraLives = (t: Battle, ref: number | string): number => t.s.extraLives[t.card(ref)]!;
export const poisonOf = (t: Battle, ref: number | string): number => t.s.poison[t.card(ref)]!;
export const armorUsed = (t: Battle, ref: number | string): number => t.s.armorUsed[t.card(ref)]!;

export { battle, Decision };
export type { Battle, BattleSpec };

/** The REPLACE action that applies the replacement of instance `ref` at a pending Replacement decision. */
export function replOf(t: Battle, ref: number | string): number {
  const i = t.card(ref);
  for (let k = 0; k < t.s.g[G.ChoiceLen]!; k++) if ((t.s.choice[k]! & 0xff) === i) return REPLACE + k;
  throw new Error(`no replacement of ${String(ref)} offered (legal: ${t.legalNames().join(', ')})`);
}

/** The TRIGGER action that declares the collected trigger of instance `ref` next. */
export function trigOf(t: Battle, ref: number | string): number {
  const i = t.card(ref);
  for (let k = 0; k < t.s.g[G.TrigLen]!; k++) if (t.s.trig[k * TR]! === i) return TRIGGER + k;
  throw new Error(`no trigger of ${String(ref)} collected`);
}
