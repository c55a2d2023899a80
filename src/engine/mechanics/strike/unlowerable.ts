/**
 * "Сила {strike} Гидры не может быть снижена" (Гидра s1_136; keyword 'strikeCannotBeLowered',
 * per card and per game Mech.Unlowerable): the card's simple strikes — its attacks and its
 * counter-strikes — are dealt at the tier and value the dice and its own bonuses give them.
 *
 * What counts as lowering the strike (engine reading; the text has no ruling on it):
 *  - a tier cap on it ("все {strike} по … сводятся к слабым", modifiers.ts modTier via simple-strike.ts
 *    capTiers): its tier stays;
 *  - the exchange weakened by the other side (digest §5.3, simple-strike.ts applyExchange): its tier
 *    stays (the other card's is weakened as chosen);
 *  - a timed penalty to its {strike} ("-N к {strike}", durations.ts TimedKind.Strike < 0): not summed
 *    into tStrike (bonuses still are);
 *  - "свести ближний удар … к 1" (mechanics/strike/strike-cap.ts) and "уменьшить величину выбранного удара"
 *    (Лунная баньши, mechanics/strike/strike-value.ts): not applied to its strikes.
 * What does not: the struck card's preventions — armour, "-N от {strike}" (a prevention of wounds at
 * the target, 533; modifiers.ts damageTaken) and protections (511.3) — act on the wounds the card
 * receives, not on the strike's value.
 *
 * Engine cost: each hook tests the per-game Mech.Unlowerable bit first (0 in games without the card).
 */
import type { GameState } from '../../core/state.js';
import type { MechanicCompile } from '../../core/hooks.js';
import { cardHas, Mech, on } from '../ids.js';

/** Can the strike of instance i be lowered (false only for a card with the keyword, in games with it)? */
export function strikeLowerable(s: GameState, i: number): boolean {
  return !on(s, Mech.Unlowerable) || i < 0 || !cardHas(s.db, s.card[i]!, Mech.Unlowerable);
}

/** durations.ts recomputeTimed: is a timed {strike} entry of `amount` on instance i not summed (a penalty on an unlowerable card)? */
export function penaltyIgnored(s: GameState, i: number, amount: number): boolean {
  return amount < 0 && cardHas(s.db, s.card[i]!, Mech.Unlowerable);
}

/** The compile pass (mechanics/index.ts MECHANIC_COMPILE): 'strikeCannotBeLowered' sets Mech.Unlowerable, which marks the card (no keyword bit). */
export const UNLOWERABLE_COMPILE: MechanicCompile = {
  name: 'unlowerable',
  ops: {},
  mechs: [Mech.Unlowerable],
  owns: (a) => a.kind === 'keyword' && a.keyword === 'strikeCannotBeLowered',
  compile(_def, _a, sink) {
    sink.cap(Mech.Unlowerable);
  },
};
