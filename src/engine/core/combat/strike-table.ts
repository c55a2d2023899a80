/**
 * The simple-strike table (digest §5.3): opposed d6 rolls, or a single roll against a closed card.
 *
 * Source: [I], two independent engines agree cell for cell (IgorNick79 StrikeResolver,
 * danmerus/berserk_vibe). Tiers: 0 = no strike, 1 = weak, 2 = medium, 3 = strong.
 *
 * Result packing (one small int, no allocation):
 *   bits 0–1 attacker tier, bits 2–3 counter-strike tier, bits 4–5 exchange chooser
 *   (0 none, 1 attacker's controller, 2 struck card's controller). When an exchange is offered, the
 *   chooser may weaken both strikes by one step (`reduceExchange`), which cancels the weaker one.
 */

export const EXCHANGE_NONE = 0;
export const EXCHANGE_ATTACKER = 1;
export const EXCHANGE_DEFENDER = 2;

export function tierA(r: number): number {
  return r & 3;
}
export function tierD(r: number): number {
  return (r >> 2) & 3;
}
export function exchangeChooser(r: number): number {
  return (r >> 4) & 3;
}
function pack(a: number, d: number, ex: number): number {
  return a | (d << 2) | (ex << 4);
}

/**
 * Both cards open: `a` = attacker's die + modifiers (ОвА), `d` = struck card's die + modifiers (ОвЗ).
 */
export function opposedStrike(a: number, d: number): number {
  const diff = a - d;
  if (diff >= 5) return pack(3, 0, EXCHANGE_NONE);
  switch (diff) {
    case 4:
      return pack(3, 1, EXCHANGE_ATTACKER);
    case 3:
      return pack(2, 0, EXCHANGE_NONE);
    case 2:
      return pack(2, 1, EXCHANGE_ATTACKER);
    case 1:
      return pack(1, 0, EXCHANGE_NONE);
    case 0:
      // Tie: the attacker hits weakly, unless the rolls are high (attacker total 5 or more), when the
      // struck card counter-strikes weakly instead.
      return a <= 4 ? pack(1, 0, EXCHANGE_NONE) : pack(0, 1, EXCHANGE_NONE);
    case -1:
      return pack(1, 0, EXCHANGE_NONE);
    case -2:
      return pack(0, 0, EXCHANGE_NONE);
    case -3:
      return pack(0, 1, EXCHANGE_NONE);
    case -4:
      return pack(1, 2, EXCHANGE_DEFENDER);
    default:
      // diff <= -5
      return pack(0, 2, EXCHANGE_NONE);
  }
}

/** The struck card is closed (or does not roll): only the attacker rolls. 1–3 weak, 4–5 medium, 6+ strong. */
export function closedStrike(a: number): number {
  return pack(a >= 6 ? 3 : a >= 4 ? 2 : 1, 0, EXCHANGE_NONE);
}

/** The exchange option taken: both strikes one step weaker (the weaker one disappears). */
export function reduceExchange(r: number): number {
  const a = tierA(r);
  const d = tierD(r);
  return pack(a > 0 ? a - 1 : 0, d > 0 ? d - 1 : 0, EXCHANGE_NONE);
}

/** X-Y-Z scale of ranged attacks (digest §5.1): 1–3 → X (tier 1), 4–5 → Y (2), 6 → Z (3). */
export function rangedTier(roll: number): number {
  return roll >= 6 ? 3 : roll >= 4 ? 2 : 1;
}

export const TIER_NAMES = ['нет', 'слабый', 'средний', 'сильный'] as const;
