/**
 * `berserk deck check`: what a designer wants to know about a deck before simulating it. The deck
 * has already passed `loadDeckFile` (30–50 cards, at most 3 copies of a name: digest §1.4); this
 * reports its crystal curve, elements and element penalty (§3.4), elite and unique cards (§1.2,
 * §3.4), flyers against the 15-crystal cap (§3.4, §5.7), the cards whose text the engine does not
 * fully play (support.ts), and how many cards one squad can take from a 15-card deal (§3.3, §3.4).
 *
 * The deal figure is a Monte-Carlo estimate with a fixed seed (so the same deck always prints the
 * same numbers): `DEAL_SAMPLES` deals of 15 cards drawn without replacement, each scored by
 * `maxRecruits`, the most cards of that deal one squad can pay for under the default crystals
 * (engine/options.ts: First 24 gold + 22 silver, Second 25 + 23), with no redeal. "Can pay for"
 * follows §3.4: elite cards only with gold, ordinary ones with silver and then gold, 1 gold per
 * element beyond the first (neutral free), flyers' total cost at most 15, one card per unique name.
 * It is the squad size ceiling, not what an agent recruits: a player may well take fewer, dearer
 * cards. Text restrictions such as 535.9 «не может быть взята в отряд с …» are not counted.
 */
import type { CardDb } from '../engine/core/card-db.js';
import type { CardDef, Element } from '../engine/vocab/card.js';
import { DEFAULT_OPTIONS } from '../engine/core/options.js';
import { type CardSupport, deckSupport } from './support.js';

/** Cards in a deal (digest §3.3). */
export const DEAL_SIZE = 15;
/** Flyers' total cost in a squad (digest §3.4, §5.7; QA RUL-006). */
export const FLYER_CAP = 15;
/** Deals sampled per seat for the recruitable-cards estimate, and the fixed seed of the sample. */
export const DEAL_SAMPLES = 20_000;
export const DEAL_SEED = 1;

export interface DealEstimate {
  gold: number;
  silver: number;
  /** Mean of the most cards one squad can take from a deal. */
  mean: number;
  /** Standard error of `mean`. */
  stderr: number;
  /** 5th and 95th percentiles, and the share of deals where fewer than 5 cards fit. */
  p5: number;
  p95: number;
  under5: number;
}

export interface DeckReport {
  name: string;
  file: string;
  cards: number;
  /** The largest number of copies of one name (the rule allows 3). */
  maxCopies: { name: string; copies: number };
  /** Cost → copies, split into ordinary and elite. */
  curve: { cost: number; ordinary: number; elite: number }[];
  meanCost: number;
  elements: { element: Element; cards: number }[];
  /** Gold a squad pays for holding every non-neutral element of the deck (elements − 1, at least 0). */
  fullPenalty: number;
  elite: { cards: number; names: number };
  unique: { cards: number; names: string[] };
  flyers: { cards: number; names: string[]; totalCost: number; fitOneSquad: boolean; mostInOneSquad: number };
  support: CardSupport[];
  deal: { first: DealEstimate; second: DealEstimate; samples: number; seed: number };
}

/** One candidate card of a deal: its cost, whether it is elite or a flyer, and its element index (−1 neutral). */
interface Cand {
  cost: number;
  elite: boolean;
  flyer: boolean;
  element: number;
}

const ELEMENTS: readonly Element[] = ['steppe', 'mountain', 'forest', 'swamp', 'darkness'];

/**
 * The most cards of `deal` one squad can pay for with `gold` and `silver` (digest §3.4; the rules
 * of the file comment). Every set of elements to play is tried, and for it every number of elite
 * cards (the cheapest ones), then as many of the cheapest ordinary cards as the rest pays for. Exact
 * but for one simplification: flyers beyond the 15-crystal cap are dropped dearest first, whatever
 * their crystal colour.
 */
export function maxRecruits(deal: readonly Cand[], gold: number, silver: number): number {
  let present = 0;
  for (const c of deal) if (c.element >= 0) present |= 1 << c.element;
  let best = 0;
  // Subsets of the present elements, the empty one (neutral cards only) included.
  for (let set = present; ; set = (set - 1) & present) {
    let n = 0;
    for (let s = set; s !== 0; s &= s - 1) n++;
    const penalty = Math.max(0, n - 1);
    if (penalty <= gold) {
      const pool = deal.filter((c) => c.element < 0 || (set & (1 << c.element)) !== 0);
      best = Math.max(best, bestCount(pool, gold - penalty, silver));
    }
    if (set === 0) break;
  }
  return best;
}

/** The most cards of `pool` payable with `gold` and `silver`, flyers' total cost at most FLYER_CAP. */
function bestCount(pool: readonly Cand[], gold: number, silver: number): number {
  // A count is maximised by the cheapest cards; among flyers keep the cheapest that fit the cap.
  const flyers = pool.filter((c) => c.flyer).sort((a, b) => a.cost - b.cost);
  const kept: Cand[] = pool.filter((c) => !c.flyer);
  let flyerCost = 0;
  for (const f of flyers) {
    if (flyerCost + f.cost > FLYER_CAP) break;
    flyerCost += f.cost;
    kept.push(f);
  }
  const elite = kept.filter((c) => c.elite).map((c) => c.cost).sort((a, b) => a - b);
  const ordinary = kept.filter((c) => !c.elite).map((c) => c.cost).sort((a, b) => a - b);
  let best = 0;
  let eliteCost = 0;
  for (let m = 0; m <= elite.length; m++) {
    if (m > 0) eliteCost += elite[m - 1]!;
    if (eliteCost > gold) break;
    let budget = silver + gold - eliteCost;
    let k = 0;
    while (k < ordinary.length && ordinary[k]! <= budget) budget -= ordinary[k++]!;
    best = Math.max(best, m + k);
  }
  return best;
}

/** A small seeded generator (mulberry32): the estimate must not depend on anything but the deck. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function candOf(d: CardDef): Cand {
  return { cost: d.cost, elite: d.elite, flyer: d.type === 'flyer', element: ELEMENTS.indexOf(d.element) };
}

/** Estimate the recruitable cards of a deal for one seat's crystals (see the file comment). */
export function estimateDeal(deck: readonly CardDef[], gold: number, silver: number, samples = DEAL_SAMPLES, seed = DEAL_SEED): DealEstimate {
  const rnd = mulberry32(seed);
  const cards = deck.map((d) => ({ cand: candOf(d), unique: d.unique ? d.name : null }));
  const idx = cards.map((_, i) => i);
  const counts: number[] = [];
  for (let s = 0; s < samples; s++) {
    // A partial Fisher–Yates shuffle: the first DEAL_SIZE positions are the deal.
    for (let i = 0; i < DEAL_SIZE && i < idx.length; i++) {
      const j = i + Math.floor(rnd() * (idx.length - i));
      const t = idx[i]!;
      idx[i] = idx[j]!;
      idx[j] = t;
    }
    const seen = new Set<string>();
    const deal: Cand[] = [];
    for (let i = 0; i < DEAL_SIZE && i < idx.length; i++) {
      const c = cards[idx[i]!]!;
      if (c.unique !== null) {
        if (seen.has(c.unique)) continue; // digest §1.2: one card of a unique name in a squad
        seen.add(c.unique);
      }
      deal.push(c.cand);
    }
    counts.push(maxRecruits(deal, gold, silver));
  }
  const mean = counts.reduce((a, b) => a + b, 0) / samples;
  const variance = counts.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, samples - 1);
  const sorted = [...counts].sort((a, b) => a - b);
  return {
    gold,
    silver,
    mean,
    stderr: Math.sqrt(variance / samples),
    p5: sorted[Math.floor(0.05 * (samples - 1))]!,
    p95: sorted[Math.floor(0.95 * (samples - 1))]!,
    under5: counts.filter((c) => c < 5).length / samples,
  };
}

/** Everything `deck check` reports about a legal deck (its card indices, one per copy). */
export function checkDeck(db: CardDb, name: string, file: string, cardIndices: ArrayLike<number>): DeckReport {
  const defs = Array.from(cardIndices, (i) => db.defs[i]!);
  const copies = new Map<string, number>();
  for (const d of defs) copies.set(d.name, (copies.get(d.name) ?? 0) + 1);
  let maxCopies = { name: '', copies: 0 };
  for (const [n, c] of copies) if (c > maxCopies.copies) maxCopies = { name: n, copies: c };

  const byCost = new Map<number, { ordinary: number; elite: number }>();
  for (const d of defs) {
    const e = byCost.get(d.cost) ?? { ordinary: 0, elite: 0 };
    if (d.elite) e.elite++;
    else e.ordinary++;
    byCost.set(d.cost, e);
  }
  const curve = [...byCost].sort((a, b) => a[0] - b[0]).map(([cost, e]) => ({ cost, ...e }));

  const elementCount = new Map<Element, number>();
  for (const d of defs) elementCount.set(d.element, (elementCount.get(d.element) ?? 0) + 1);
  const elements = [...ELEMENTS, 'neutral' as const].filter((e) => elementCount.has(e)).map((e) => ({ element: e, cards: elementCount.get(e)! }));
  const real = elements.filter((e) => e.element !== 'neutral').length;

  const uniqueNames = [...new Set(defs.filter((d) => d.unique).map((d) => d.name))];
  const flyerDefs = defs.filter((d) => d.type === 'flyer');
  const flyerCosts = flyerDefs.map((d) => d.cost).sort((a, b) => a - b);
  let most = 0;
  for (let sum = 0; most < flyerCosts.length && sum + flyerCosts[most]! <= FLYER_CAP; most++) sum += flyerCosts[most]!;
  const totalFlyerCost = flyerCosts.reduce((a, b) => a + b, 0);

  const [g1, s1] = DEFAULT_OPTIONS.crystalsFirst;
  const [g2, s2] = DEFAULT_OPTIONS.crystalsSecond;
  return {
    name,
    file,
    cards: defs.length,
    maxCopies,
    curve,
    meanCost: defs.reduce((a, d) => a + d.cost, 0) / defs.length,
    elements,
    fullPenalty: Math.max(0, real - 1),
    elite: { cards: defs.filter((d) => d.elite).length, names: new Set(defs.filter((d) => d.elite).map((d) => d.name)).size },
    unique: { cards: defs.filter((d) => d.unique).length, names: uniqueNames },
    flyers: { cards: flyerDefs.length, names: [...new Set(flyerDefs.map((d) => d.name))].map((n) => { const k = flyerDefs.filter((d) => d.name === n); return `${n}${k.length > 1 ? ` ×${k.length}` : ''} (${k[0]!.cost})`; }), totalCost: totalFlyerCost, fitOneSquad: totalFlyerCost <= FLYER_CAP, mostInOneSquad: most },
    support: deckSupport(db, defs.map((d) => d.id)),
    deal: { first: estimateDeal(defs, g1, s1), second: estimateDeal(defs, g2, s2), samples: DEAL_SAMPLES, seed: DEAL_SEED },
  };
}

const ELEMENT_RU: Record<Element, string> = { steppe: 'Степи', mountain: 'Горы', forest: 'Леса', swamp: 'Болота', darkness: 'Тьма', neutral: 'нейтральные' };

/** The report as the text `deck check` prints. */
export function renderDeckReport(r: DeckReport): string {
  const L: string[] = [];
  L.push(`deck ${r.name} (${r.file})`);
  L.push(`legal: yes: ${r.cards} cards (30–50), at most ${r.maxCopies.copies} copies of a name («${r.maxCopies.name}»; 3 allowed)`);
  L.push(`elements: ${r.elements.map((e) => `${e.element} ${ELEMENT_RU[e.element]} ${e.cards}`).join(', ')}`);
  L.push(
    r.fullPenalty === 0
      ? '  element penalty: none (one element; neutral cards are free)'
      : `  element penalty: a squad with ${r.fullPenalty === 1 ? "both" : `all ${r.fullPenalty + 1}`} elements pays ${r.fullPenalty} gold; 1 gold per element beyond the first, neutral free`,
  );
  L.push(`crystal curve (mean cost ${r.meanCost.toFixed(2)}; # ordinary, * elite):`);
  for (const c of r.curve) L.push(`  ${String(c.cost).padStart(2)} | ${'#'.repeat(c.ordinary)}${'*'.repeat(c.elite)} ${c.ordinary + c.elite}`);
  L.push(`elite (paid only with gold): ${r.elite.cards} cards, ${r.elite.names} names; unique (one per squad): ${r.unique.cards} cards${r.unique.names.length ? `: ${r.unique.names.join(', ')}` : ''}`);
  if (r.flyers.cards === 0) L.push(`flyers: none (cap ${FLYER_CAP} crystals a squad)`);
  else {
    L.push(
      `flyers: ${r.flyers.cards} cards (${r.flyers.names.join(', ')}), total cost ${r.flyers.totalCost} against the ${FLYER_CAP}-crystal cap: ` +
        (r.flyers.fitOneSquad ? 'all fit in one squad' : `one squad holds at most ${r.flyers.mostInOneSquad} of them`),
    );
  }
  if (r.support.length === 0) L.push('text: every card is fully played by the engine');
  else {
    const copies = r.support.reduce((a, c) => a + c.copies, 0);
    L.push(`text not fully played: ${copies} of ${r.cards} cards (berserk cards --coverage):`);
    for (const c of r.support) L.push(`  ${c.id} ${c.name}${c.copies > 1 ? ` ×${c.copies}` : ''}: ${c.support}${c.missing.length ? `: ${c.missing.join('; ')}` : ''}`);
  }
  const line = (seat: string, e: DealEstimate) =>
    `  ${seat} (${e.gold} gold + ${e.silver} silver): ${e.mean.toFixed(2)} ± ${(1.96 * e.stderr).toFixed(2)} cards; 5–95 %: ${e.p5}–${e.p95}; fewer than 5: ${(e.under5 * 100).toFixed(1)} %`;
  L.push(`recruitable from a ${DEAL_SIZE}-card deal, no redeal (most cards one squad can pay for; Monte-Carlo, ${r.deal.samples} deals, seed ${r.deal.seed}):`);
  L.push(line('First player ', r.deal.first));
  L.push(line('Second player', r.deal.second));
  return L.join('\n') + '\n';
}
