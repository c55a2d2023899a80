/**
 * Stable deck order for A/B tests (`berserk ab`, docs/ab-testing.md).
 *
 * The engine deals by position: the first shuffle is a Fisher–Yates permutation of the deck's
 * positions drawn from the deal stream, and it depends only on the seed and the deck's length, never
 * on which cards sit where. So two decks of the same length played with the same seed see the same
 * permutation; if they differ only in some positions, their deals differ only where those positions
 * land. This module builds such a pair:
 *   - the base deck is put in canonical order: sorted by card index (the file's order is irrelevant);
 *   - the variant keeps every card it shares with the base in the base's slot; the base's removed
 *     copies' slots (in canonical order) take the added copies (sorted by card index), one each.
 * A swap of k copies therefore changes exactly k positions of the deck list, and a deal holds a
 * different card only where it holds one of those positions. When the variant has more or fewer
 * cards than the base the permutation itself changes (it depends on the length): pairing is then
 * weaker, and `alignVariant` says so (`sameLength: false`).
 */

/** The canonical order of a deck: card indices sorted ascending (a stable order of equal cards). */
export function canonicalDeck(cards: readonly number[]): number[] {
  return [...cards].sort((a, b) => a - b);
}

export interface AlignedVariant {
  /** The variant's cards in slot order, aligned on `base` (canonical). */
  cards: number[];
  /** Slots (indices into the base list) whose card the variant replaces. */
  swappedSlots: number[];
  /** Copies removed from the base and added by the variant, each sorted by card index. */
  removed: number[];
  added: number[];
  sameLength: boolean;
}

/**
 * Align `variant` (any order) on the canonical `base`: every card the two share stays in its base
 * slot; removed slots take the added cards in order; extra added cards go at the end; if the variant
 * is shorter, the unfilled removed slots are dropped.
 */
export function alignVariant(base: readonly number[], variant: readonly number[]): AlignedVariant {
  const left = new Map<number, number>();
  for (const c of variant) left.set(c, (left.get(c) ?? 0) + 1);
  const slots: (number | null)[] = base.map((c) => {
    const n = left.get(c) ?? 0;
    if (n === 0) return null;
    left.set(c, n - 1);
    return c;
  });
  const added: number[] = [];
  for (const [c, n] of left) for (let k = 0; k < n; k++) added.push(c);
  added.sort((a, b) => a - b);
  const removed: number[] = [];
  const swappedSlots: number[] = [];
  let next = 0;
  const cards: number[] = [];
  slots.forEach((c, i) => {
    if (c !== null) {
      cards.push(c);
      return;
    }
    removed.push(base[i]!);
    if (next < added.length) {
      cards.push(added[next++]!);
      swappedSlots.push(i);
    }
  });
  while (next < added.length) cards.push(added[next++]!);
  return { cards, swappedSlots, removed, added, sameLength: cards.length === base.length };
}
