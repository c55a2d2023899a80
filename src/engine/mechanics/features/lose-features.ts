/**
 * "… при этом теряет все особенности" (Искатель тайн s1_54): the card loses all its features for the
 * rest of the battle.
 *
 * The rules digest has no text on losing features; the card rulings of Король-жрец s1_94 say only
 * that acquired features stay. Scope here: the effect 'gainFlight' with `loseFeatures` (the card
 * gains flight, and "+N к {strike} до конца боя" with `strike`, in the same game action) puts a
 * TimedKind.NoFeatures entry on the card for the battle (it goes with the card when it leaves the
 * battle zone). A card with it has no activated abilities, no ranged attack and no triggers: its
 * verbs are only a move and a simple strike (turn.ts verbsOf → `featurelessVerbs`), and no event
 * reaches its triggers (triggers.ts offer); both read the restriction word (durations.ts Restrict.FeaturesLost). Printed keywords, icons and static modifiers are not
 * switched off, so the compiler (compile/compile.ts) accepts `loseFeatures` only on a card that has none
 * of them — Искатель тайн has a discharge and a start-of-turn trigger only, so its loss is played
 * whole. (Король-жрец s1_94's «потеря памяти» on any creature needs the general switch; not here.)
 *
 * Engine cost: one byte read per card (the word is 0 in games without such a card).
 */
import { Cap, Flag, Kw, Verb, Zone } from '../../core/enums.js';
import { G, type GameState, TM } from '../../core/state.js';
import { Restrict, TimedKind, Tm, UNTIL_BATTLE, addTimed, removeTimedAt } from '../../core/systems/durations.js';
import type { CardDef } from '../../vocab/card.js';
import type { Ability } from '../../vocab/ability.js';
import { label } from '../../core/instance.js';
import { clearFormation, refreshFormationAt } from '../../core/systems/formation.js';
import { canMove } from '../../core/movement.js';
import { hasStrikeTarget } from '../../core/combat/targets.js';
import { capCounters } from '../../core/systems/counters.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

/** Has card i lost all its features (a TimedKind.NoFeatures entry: the restriction word's durations.ts Restrict.FeaturesLost)? */
export function featureless(s: GameState, i: number): boolean {
  return (s.restrict[i]! & Restrict.FeaturesLost) !== 0;
}

/**
 * turn.ts verbsOf of a card without features (Mech.LosesFeatures): no abilities, no ranged attack, no
 * instants; a move and a simple strike under the same tests as verbsOf.
 */
export function featurelessVerbs(s: GameState, i: number): number {
  if (s.g[G.FromPriority] === 1) return 0;
  if ((s.flags[i]! & (Flag.Closed | Flag.Acted)) !== 0) return 0;
  if ((s.restrict[i]! & Restrict.Netted) !== 0) return 0; // «сеть» (mechanics/markers/net.ts)
  let v = 0;
  if (canMove(s, i)) v |= 1 << Verb.Move;
  if ((s.g[G.Caps]! & Cap.NoAttack) !== 0 && (s.tKw[i]! & Kw.NoAttack) !== 0) return v;
  if (hasStrikeTarget(s, i)) v |= 1 << Verb.Strike;
  return v;
}

/*
 * "Существо теряет все особенности до тех пор, пока Король-жрец не покинет поле боя" (Король-жрец
 * s1_94): any creature loses its printed features — keywords, icons, activated and triggered
 * abilities, ranged attacks, static modifiers, Строй, replacements — while the features it ACQUIRED
 * stay (rulings s1_94: Гермет's gained features, Линнет's "погибает, когда ваша Линнет покидает поле
 * боя"; here: every timed entry of durations.ts — grants, flight, strike bonuses, markers — and the
 * counters, wounds and extra lives already on it, which are not features).
 *
 * The rules digest has no text on losing features (see the file header). Flight is the card's type
 * (digest §2: "Creature–Flying"; §5.7), not a feature, so a flyer stays a flyer.
 *
 * Representation, with no per-read switch: the compiler (compile/compile.ts) appends to the card tables a
 * featureless TWIN of every card (same name, element, classes, cost, elite/unique, type, life, move
 * and strike; no text, icons or ranged attack; `db.twinOf` / `db.origOf`), and losing the features
 * swaps the instance's card index to its twin, so every reader of the card tables (db.kw[s.card[i]],
 * db.armor, the ability ranges, the modifiers' card masks, the trigger events …) sees a card without
 * features. A TimedKind.LostFeatures entry on the card records why: amount = source + 1 ("until the
 * source leaves the battlefield") or 0 (for the card's stay in the battle zone). The swap is undone
 * when the card leaves the battle zone (it reaches the graveyard as its printed self), or when the
 * last entry keeping it featureless goes because its source left (ruling s1_94: a Король-жрец who
 * lost his own features still holds the creature he took them from until he leaves).
 *
 * Engine cost: the effect is MechOp.LoseFeatures (effects.ts applyEffect); the one hook is instance.ts
 * leaveBattleToGrave, behind Mech.TakesFeatures (0 in games without such a card).
 */

/** Card defs of the featureless twins: one per card, appended by compile/compile.ts compileCardDb. */
export function featurelessTwin(d: CardDef): CardDef {
  return {
    set: d.set,
    number: d.number,
    id: `${d.id}~`,
    name: d.name,
    element: d.element,
    cost: d.cost,
    elite: d.elite,
    unique: d.unique,
    type: d.type,
    classes: d.classes,
    life: d.life,
    move: d.move,
    strike: d.strike,
    icons: {},
    hasText: false,
    abilities: acquiredAtBattleStart(d),
  };
}

/**
 * Features a card ACQUIRED that the card data writes as its own printed modifiers: Гермет s1_196's "В
 * начале боя получает: …" bonuses (modifiers with a `battleStart…` condition, fixed at the reveal by
 * core/systems/recruit.ts). Ruling s1_94: Король-жрец cannot take them away, so the twin keeps them.
 */
function acquiredAtBattleStart(d: CardDef): readonly Ability[] | undefined {
  const kept = (d.abilities ?? []).filter((a) => a.kind === 'modifier' && a.when !== undefined && a.when.startsWith('battleStart'));
  return kept.length > 0 ? kept : undefined;
}

/** Does some card of `defs` take features from a creature (then compileCardDb appends the twins)? */
export function needsTwins(defs: readonly CardDef[]): boolean {
  for (const d of defs) for (const a of d.abilities ?? []) if (takesFeatures(a)) return true;
  return false;
}

/** Does ability a take a creature's features: 'loseFeatures', or a resurrection that does (mechanics/features/stitch.ts)? */
export function takesFeatures(a: Ability): boolean {
  if (a.kind !== 'activated' && a.kind !== 'triggered') return false;
  return a.effect.op === 'loseFeatures' || (a.effect.op === 'resurrect' && a.effect.exileFirst === true);
}

/** MechOp.LoseFeatures on dst from src (511, after protections): amount 1 = until src leaves the battlefield. */
export function loseAllFeatures(s: GameState, src: number, dst: number, amount: number): void {
  const z = s.zone[dst];
  if ((z !== Zone.Field && z !== Zone.Aux) || s.db.twinOf[s.card[dst]!]! < 0) return;
  addTimed(s, dst, TimedKind.LostFeatures, amount === 1 && src >= 0 ? src + 1 : 0, s.g[G.Turn]!, UNTIL_BATTLE);
  const c = s.card[dst]!;
  // Already featureless: one more reason to stay so. Another row (an armed twin, mechanics/strike/granted-strike.ts; a copier's
  // row, copy-feature.ts / formation-copy.ts) loses its printed and its copied or granted features.
  if (s.db.twinOf[s.db.origOf[c]!] === c) return;
  s.card[dst] = s.db.twinOf[c]!;
  s.g[G.HearStale] = 1; // the battle zones' listening cards (triggers.ts hearMask) read the card tables
  s.armorUsed[dst] = 0;
  if (z === Zone.Field) {
    clearFormation(s, dst); // Строй is a feature: it no longer stands in formation, nor counts as a partner
    refreshFormationAt(s, s.cell[dst]!);
  }
  if (s.log) s.log.push(`  ${label(s, dst)} теряет все особенности`);
}

/**
 * instance.ts leaveBattleToGrave (per game Mech.TakesFeatures), before the card's timed entries go:
 * card i leaving the battle zone gets its printed features back (in the graveyard it is its printed
 * self), and the cards that lost theirs "until i leaves the battlefield" get theirs back unless
 * another such effect still holds them.
 */
export function featuresOnLeave(s: GameState, i: number): void {
  const c = s.card[i]!;
  s.card[i] = s.db.origOf[c]!;
  for (let k = s.timedLen[0]! - 1; k >= 0; k--) {
    const o = k * TM;
    if (s.timed[o + Tm.Kind] !== TimedKind.LostFeatures || s.timed[o + Tm.Amount] !== i + 1) continue;
    const t = s.timed[o + Tm.Inst]!;
    removeTimedAt(s, k);
    if (t !== i && !heldFeatureless(s, t)) restoreFeatures(s, t);
  }
}

function heldFeatureless(s: GameState, t: number): boolean {
  const n = s.timedLen[0]!;
  for (let e = 0; e < n; e++) if (s.timed[e * TM + Tm.Inst] === t && s.timed[e * TM + Tm.Kind] === TimedKind.LostFeatures) return true;
  return false;
}

function restoreFeatures(s: GameState, t: number): void {
  const c = s.card[t]!;
  if (s.db.origOf[c] === c) return;
  s.card[t] = s.db.origOf[c]!;
  s.g[G.HearStale] = 1; // triggers.ts hearMask: its triggers listen again
  if (s.zone[t] === Zone.Field) refreshFormationAt(s, s.cell[t]!);
  if (s.log) s.log.push(`  ${label(s, t)} получает обратно свои особенности`);
  // Its "не может иметь более N {counter}" holds again: counters gained without it above N are lost (123.4).
  capCounters(s, t);
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): an ability that takes a creature's features
 * (`takesFeatures`: 'loseFeatures', or stitch.ts's resurrection) sets Mech.TakesFeatures; the
 * featureless twins are its row plan (compile/passes.ts needsTwins, featurelessTwin).
 */
export const LOSE_FEATURES_COMPILE: MechanicCompile = {
  name: 'loseFeatures',
  ops: { loseFeatures: MechOp.LoseFeatures },
  mechs: [Mech.TakesFeatures],
  owns: takesFeatures,
  compile(_def, _a, sink) {
    sink.cap(Mech.TakesFeatures);
  },
};
