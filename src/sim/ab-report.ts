/**
 * ab.json and the table `berserk ab` prints: the paired comparison overall and per opponent
 * (ab-stats.ts), the swap, and the SPRT's hypotheses and outcome.
 */
import { cardDb } from '../engine/card-pool.js';
import { type PairedAggregator, type PairedJson, type SprtJson, type SprtSpec } from './ab-stats.js';
import type { SimConfig } from './config.js';

export interface AbJson {
  format: 1;
  base: { deck: number; name: string; file: string };
  variant: { deck: number; name: string; file: string };
  swap: {
    removed: { id: string; name: string }[];
    added: { id: string; name: string }[];
    /** Slots of the canonical deck list whose card the variant replaces (docs/ab-testing.md). */
    slots: number[];
    same_length: boolean;
  };
  agents: { tested: string; field: string };
  score: string;
  games: number;
  /** Pairs left out because a game of the pair ended in an error. */
  error_pairs: number;
  overall: PairedJson;
  per_opponent: (PairedJson & { deck: number; name: string; file: string })[];
  sprt: SprtJson | null;
}

/** The swap of an ab run: card ids removed and added, the deck-list slots that differ. */
export interface AbSwap {
  removed: string[];
  added: string[];
  slots: number[];
  sameLength: boolean;
}

export function abJson(config: SimConfig, paired: PairedAggregator, sprt: SprtSpec | null, swap: AbSwap, games: number): AbJson {
  const db = cardDb();
  const named = (id: string) => ({ id, name: db.defs[db.byId.get(id)!]!.name });
  const d = (i: number) => ({ deck: i, name: config.decks[i]!.name, file: config.decks[i]!.file });
  return {
    format: 1,
    base: d(0),
    variant: d(1),
    swap: { removed: swap.removed.map(named), added: swap.added.map(named), slots: swap.slots, same_length: swap.sameLength },
    agents: { tested: config.agents[config.pairings[0]!.a.agent]!, field: config.agents[config.pairings[0]!.b.agent]! },
    score: 'per game: win 1, draw or limit 1/2, loss 0; diff = variant − base over pairs of games with the same seed, seats and opponent',
    games,
    error_pairs: paired.errors,
    overall: paired.overall(),
    per_opponent: paired.opponents().map((p, f) => ({ ...d(config.pairings[2 * f]!.b.deck), ...p })),
    sprt: sprt ? paired.sprt(sprt) : null,
  };
}

const pts = (x: number | null) => (x === null ? '–' : `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}`);
const se = (x: number | null) => (x === null ? '–' : (x * 100).toFixed(2));
const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
const num = (x: number) => x.toLocaleString('en-US');

function groupSwap(xs: readonly { id: string; name: string }[]): string {
  const m = new Map<string, { name: string; n: number }>();
  for (const x of xs) {
    const e = m.get(x.id);
    if (e) e.n++;
    else m.set(x.id, { name: x.name, n: 1 });
  }
  return [...m].map(([id, e]) => `${e.name} (${id}) ×${e.n}`).join(', ') || 'nothing';
}

/** The terminal table of an ab run. */
export function renderAb(a: AbJson): string {
  const L: string[] = [];
  L.push(`A/B: ${a.variant.name} vs ${a.base.name}`);
  L.push(`  swap: ${groupSwap(a.swap.removed)} → ${groupSwap(a.swap.added)}; ${a.swap.slots.length} deck positions differ${a.swap.same_length ? '' : ' (different deck sizes: deals not position-paired)'}`);
  L.push(`  agents: ${a.agents.tested} (tested decks), ${a.agents.field} (field); ${num(a.overall.pairs)} pairs of games${a.error_pairs ? `, ${a.error_pairs} pairs left out (error)` : ''}`);
  L.push('  score: win 1, draw/limit ½, loss 0; difference = variant − base, in points, paired game by game (95% interval)');
  const o = a.overall;
  L.push('');
  L.push(`  overall    ${pts(o.diff).padStart(7)}  [${pts(o.ci95?.[0] ?? null)}, ${pts(o.ci95?.[1] ?? null)}]   base ${pct(o.base_score)} → variant ${pct(o.variant_score)}`);
  L.push(
    `  standard error: paired ${se(o.se_paired)} vs unpaired ${se(o.se_unpaired)} points: ratio ${o.se_ratio ?? '–'}; correlation ${o.correlation ?? '–'}; ` +
      `an unpaired test would need ${o.unpaired_games_needed === null ? '–' : num(o.unpaired_games_needed)} games per deck (this one: ${num(o.pairs)})`,
  );
  L.push('');
  L.push('  per opponent                                     diff    95% interval       base → variant   corr   pairs');
  for (const p of a.per_opponent) {
    const ci = p.ci95 ? `[${pts(p.ci95[0])}, ${pts(p.ci95[1])}]` : '';
    // A name longer than the column is printed whole on its own line, its figures below it.
    const name = p.name.length > 44 ? `${p.name}\n  ${''.padEnd(44)}` : p.name.padEnd(44);
    L.push(
      `  ${name} ${pts(p.diff).padStart(8)}  ${ci.padEnd(18)} ${pct(p.base_score).padStart(6)} → ${pct(p.variant_score).padEnd(6)}  ${String(p.correlation ?? '–').padStart(5)}  ${num(p.pairs).padStart(6)}`,
    );
  }
  if (a.sprt) {
    const s = a.sprt;
    L.push('');
    L.push(`  SPRT  H0: ${s.h0}   H1: ${s.h1}   α ${s.alpha}, β ${s.beta}`);
    const verdict = s.decision === 'H1' ? 'accept H1' : s.decision === 'H0' ? 'accept H0' : 'no decision within --games';
    L.push(`        LLR ${s.llr} in [${s.lower}, ${s.upper}] after ${num(s.pairs)} pairs: ${verdict}`);
  }
  return L.join('\n') + '\n';
}
