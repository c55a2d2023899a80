/**
 * "Свести ближний удар по существу в вашем отряде к 1" (Глорм s1_20, an {instant} in a simple
 * strike's window after the dice, 512.4): the waiting simple strike wounds the struck card by at most
 * 1. The feature names the executing strike (Tgt.ExecutingStrike); it is legal only when the struck
 * card (the defender, or else the target) is the feature controller's (`strikeAtOwn`).
 *
 * MechOp.StrikeCap sets StFlag.CapOne on the strike item; when the strike's wounds are made
 * (core/combat/simple-strike.ts strikeWoundsModified, the path taken in games with Cap.Modifier — the card
 * carries it) the attacker's wound, after the attacker's and the struck card's modifiers, is at most
 * 1; prevention (armour, "-N от …" preventions) still follows in the 511 pipeline. The counter-strike
 * is not changed. Special strikes ("ближний удар" covers them) have no window, so they are never capped.
 *
 * The self-wound "при этом ранить Глорма на 1 (или на 0, если удар нанесен по степному существу)" is a
 * composite stage with X 'oneUnlessStruckSteppe' (mechanics/wounds/counted-x.ts).
 *
 * "{strike} по закрытому Мороку сводятся к 1" (Морок s1_133, keyword 'strikesAtClosedCappedTo1',
 * CardDb.strikeCapClosed; Mech.StrikeCap too): a simple strike or a counter-strike at the card while it
 * is closed wounds it by at most 1, after the modifiers (like "свести … к 1" above; prevention still
 * follows). Read when the wounds are made, so the closed state is the one at that moment (an attacker
 * closes only after its strike, core/combat/simple-strike.ts).
 *
 * Engine cost: one Caps test per simple-strike wound above 1 in games with Cap.Modifier.
 */
import { Cap, Flag, StFlag } from '../../core/enums.js';
import { G, type GameState, NONE, ST, St } from '../../core/state.js';
import { label } from '../../core/instance.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { Mech, MechOp } from '../ids.js';

/** MechOp.StrikeCap applied: the strike at stack index k is capped. */
export function capStrike(s: GameState, k: number): void {
  if (k < 0 || k >= s.g[G.StackLen]!) return;
  const o = k * ST + St.Flags;
  s.stack[o] = s.stack[o]! | StFlag.CapOne;
  if (s.log) s.log.push('  удар сведён к 1');
}

/** The executing strike's wound `w` (> 1) to the struck card: 1 if the strike was capped, or the struck card is a closed Морок. */
export function cappedStrikeWound(s: GameState, w: number, struck: number): number {
  if (closedCapped(s, struck)) return 1;
  const k = s.g[G.Executing]!;
  if (k < 0 || k >= s.g[G.StackLen]!) return w;
  return (s.stack[k * ST + St.Flags]! & StFlag.CapOne) !== 0 ? 1 : w;
}

/** A counter-strike's wound `w` (> 1) to the attacker `a`: 1 if `a` is a closed Морок. */
export function cappedCounterWound(s: GameState, a: number, w: number): number {
  return closedCapped(s, a) ? 1 : w;
}

/** "{strike} по закрытому <карте> сводятся к 1": is t such a card, closed now? */
function closedCapped(s: GameState, t: number): boolean {
  if (s.db.strikeCapClosed[s.card[t]!] === 0 || (s.flags[t]! & Flag.Closed) === 0) return false;
  if (s.log) s.log.push(`  удар по закрытому ${label(s, t)} сведён к 1`);
  return true;
}

/** Is the strike at stack index k (waiting in its window) at a card of `src`'s controller? */
export function strikeAtOwn(s: GameState, src: number, k: number): boolean {
  const d = s.stack[k * ST + St.Def]!;
  const t = d !== NONE ? d : s.stack[k * ST + St.Tgt]!;
  return t >= 0 && s.ctrl[t] === s.ctrl[src];
}

/**
 * The compile pass (mechanics/index.ts MECHANIC_COMPILE): "свести ближний удар … к 1" (op 'strikeCap')
 * and "{strike} по закрытому … сводятся к 1" (keyword 'strikesAtClosedCappedTo1', db.strikeCapClosed)
 * are read on the modifiers' strike path, per game behind Mech.StrikeCap and Cap.Modifier.
 */
export const STRIKE_CAP_COMPILE: MechanicCompile<'strikeCapClosed'> = {
  name: 'strikeCap',
  ops: { strikeCap: MechOp.StrikeCap },
  columns: ['strikeCapClosed'],
  caps: Cap.Modifier,
  mechs: [Mech.StrikeCap],
  owns: (a) => (a.kind === 'activated' && a.effect.op === 'strikeCap') || (a.kind === 'keyword' && a.keyword === 'strikesAtClosedCappedTo1'),
  compile(_def, a, sink) {
    sink.setCaps(Cap.Modifier);
    sink.cap(Mech.StrikeCap);
    if (a.kind === 'keyword') sink.columns.strikeCapClosed[sink.card] = 1;
  },
};
