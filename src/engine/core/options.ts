/**
 * Engine options: every point where the rule sources conflict or are silent is a documented option
 * here, defaulting to the digest's recommendation (or, where it makes none, to the better-sourced
 * reading, named in the comment).
 */
export interface EngineOptions {
  /** Crystals [gold, silver] of the First and Second player. Digest §3.2: 24+22 / 25+23 (current basic rules). */
  readonly crystalsFirst: readonly [number, number];
  readonly crystalsSecond: readonly [number, number];
  /** Digest §3.1: the winner of the order roll chooses (current, QA RUL-003), or simply goes first (Rebirth wiki). */
  readonly orderRollWinnerChooses: boolean;
  /** Digest §3.3 / §10.3: redeals per player; -1 = no limit (no source sets one). Each costs 1 gold. */
  readonly maxRedeals: number;
  /** Digest §3.4 / §10.4: unrecruited cards are shuffled back (thealmanach) or put on the bottom (one engine). */
  readonly unrecruitedToBottom: boolean;
  /**
   * Digest §5.5 / §10.6: a ground defender of a ground card must stand next to both the attacker and
   * the attacked card ([I], IgorNick79), or only next to the attacker ([M]).
   */
  readonly defenderAdjacentToAttackerOnly: boolean;
  /**
   * Digest §3.6 / §10.11: the Second player's back row stays hidden until the start of his first turn
   * (QA RUL-011), or until the end of the First player's first turn ([I]).
   */
  readonly secondBackRowRevealAtEndOfFirstTurn: boolean;
  /** Digest §3.6: whether the Second player keeps his back row hidden at all ("may"). */
  readonly secondBackRowHidden: boolean;
  /**
   * Digest §5.7 / §10.7 ([M]): a ground creature may simple-strike an enemy flyer when that flyer's
   * controller has no ground creature left on the battlefield. Without it a squad of flyers facing
   * ground creatures could never be struck back.
   */
  readonly flyerFallback: boolean;
  /**
   * Digest §5.6 / §10.8: ranged attacks against an adjacent card are forbidden unless the card says
   * so ([I]; supported by card texts such as Эриала's "может стрелять по стоящим рядом картам").
   */
  readonly rangedAdjacentAllowed: boolean;
  /**
   * Digest §5.9: armour prevents wounds from non-magical attacks. A counter-strike is not an attack
   * (digest §5.1), so by default armour does not prevent it.
   */
  readonly armorVsCounterStrike: boolean;
  /**
   * Гном-басаарг s1_53 ("обязан атаковать закрытое существо", mechanics/strike/must-strike-closed.ts): while a
   * card is obliged, its controller's other cards may not act first (true: ruling s1_53, "когда у
   * игрока … приоритет, этот игрок обязан напасть Гномом-басааргом"), or they may, the attack being due
   * before the turn is passed (false: the card text alone). The card itself never moves away or does
   * anything else first, under either reading.
   */
  readonly forcedStrikeFirst: boolean;
  /**
   * 535.7.1 / 535.7.2: does a card that has its X incarnation tokens but must wait (no free third-row
   * cell, 535.9) get more at the start of its owner's turns? false (default): yes — 535.7.1 gives a
   * token to every graveyard card with its incarnation unused and sets no limit, 535.7.2 only says
   * the card waits, and tokens are not bound to X (ruling on Талион s1_149: tokens go even on
   * creatures without incarnation); so a waiting Поганище s1_164 counts on (4, 5 … tokens). true: it
   * stops at X. Tokens put by card effects («положите жетон инкарнации») are never limited.
   */
  readonly incarnationTokensStopAtX: boolean;
  /** A game still running after this many turns (both players' turns counted) ends as `limit`. */
  readonly maxTurns: number;
  /** A game still running after this many applied actions ends as `limit` (a guard, never hit in practice). */
  readonly maxActions: number;
  /**
   * Not a rule choice: route every effect through the effect queue, even in a game where no card
   * has a replacement ability and effects are otherwise applied at once (effects.ts). The result is
   * the same either way (a test plays games both ways and compares every state); this switch exists
   * for that test and for debugging.
   */
  readonly effectQueueAlways: boolean;
  /**
   * Not a rule choice: in games where nothing can come between the steps of a simple strike, run
   * it from declaration to payment in one call (core/combat/strike-at-once.ts) instead of step by step
   * through the engine loop. The result is the same either way (a test compares every state); false
   * exists for that test and for debugging.
   */
  readonly strikeAtOnce: boolean;
}

export const DEFAULT_OPTIONS: EngineOptions = Object.freeze({
  crystalsFirst: [24, 22] as const,
  crystalsSecond: [25, 23] as const,
  orderRollWinnerChooses: true,
  maxRedeals: -1,
  unrecruitedToBottom: false,
  defenderAdjacentToAttackerOnly: false,
  secondBackRowRevealAtEndOfFirstTurn: false,
  secondBackRowHidden: true,
  flyerFallback: true,
  rangedAdjacentAllowed: false,
  armorVsCounterStrike: false,
  forcedStrikeFirst: true,
  incarnationTokensStopAtX: false,
  maxTurns: 100,
  maxActions: 20000,
  effectQueueAlways: false,
  strikeAtOnce: true,
});

export function makeOptions(overrides: Partial<EngineOptions> = {}): EngineOptions {
  return Object.freeze({ ...DEFAULT_OPTIONS, ...overrides });
}
