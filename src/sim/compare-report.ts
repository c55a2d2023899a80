/**
 * The table `berserk sim --agents-compare A,B` prints (from compare.json, compare-stats.ts): each
 * deck's rate and rank under both agents, then per pairing the row deck's win rate against the
 * column deck under each agent, the difference, and the verdict, FLIP in capitals.
 */
import type { CompareJson, CompareVerdict } from './compare-stats.js';
import type { Rate } from './stats.js';

const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
const rate = (r: Rate | null) => (r === null || r.rate === null || r.ci95 === null ? '–' : `${pct(r.rate).padStart(6)} [${(r.ci95[0] * 100).toFixed(1)}, ${(r.ci95[1] * 100).toFixed(1)}]`);
/** Points with one decimal, signed after rounding (never "−0.0"). */
const pts = (x: number) => {
  const v = Number((x * 100).toFixed(1));
  return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;
};
const num = (x: number) => x.toLocaleString('en-US');

const VERDICT_TEXT: Record<CompareVerdict, string> = { flip: 'FLIP', unclear: 'unclear', agree: 'agree', no_games: 'no games', mirror: 'mirror' };

/** "1 flip, 2 unclear, 3 agree" (the verdicts that occur). */
export function verdictCounts(c: CompareJson): string {
  const parts: string[] = [];
  for (const v of ['flip', 'unclear', 'agree', 'no_games', 'mirror'] as const) {
    const n = c.counts[v];
    if (n > 0) parts.push(`${n} ${v === 'flip' && n > 1 ? 'flips' : VERDICT_TEXT[v]}`);
  }
  return parts.join(', ');
}

export function renderCompare(c: CompareJson): string {
  const L: string[] = [];
  const P = c.pairings.length;
  L.push(`agents compare: ${c.agents.a} (a) against ${c.agents.b} (b), each on both sides; ${c.mode}, ${P} pairing${P === 1 ? '' : 's'} × ${num(c.games_per_pairing)} games, seed ${c.seed}`);
  L.push('  FLIP: the agents\' Wilson 95% intervals both exclude 50%, on opposite sides (they call opposite decks better)');
  L.push('  unclear: the point estimates lie on opposite sides of 50%, but an interval contains 50%');
  L.push(`  correlation of the two matrices: r = ${c.correlation.r ?? '– (fewer than 3 decided pairings)'}${c.correlation.r === null ? '' : ` over ${c.correlation.pairings} pairings`}`);
  const wa = Math.max(22, c.agents.a.length + 4);
  const wb = Math.max(22, c.agents.b.length + 4);
  L.push('');
  const ranked = c.decks.some((d) => d.rank_a !== null);
  const rk = (r: number | null) => (ranked ? `#${r ?? '–'}`.padEnd(4) : '');
  const wr = wa + (ranked ? 4 : 0);
  L.push(`  deck ${`a: ${c.agents.a}`.padEnd(wr)}  ${`b: ${c.agents.b}`.padEnd(wb + (ranked ? 4 : 0))}  (the deck's win rate over all its games${ranked ? ', its rank' : ''})`);
  for (const d of c.decks) {
    L.push(`  ${String(d.id).padStart(4)} ${(rk(d.rank_a) + rate(d.a)).padEnd(wr)}  ${(rk(d.rank_b) + rate(d.b)).padEnd(wb + (ranked ? 4 : 0))}  ${d.name}`);
  }
  L.push('');
  L.push(`  deck vs opp ${`a: ${c.agents.a}`.padEnd(wa)}  ${`b: ${c.agents.b}`.padEnd(wb)}  b − a (points)        verdict    (the deck's win rate against the opponent)`);
  for (const p of c.pairings) {
    const diff = p.diff === null || p.diff_ci95 === null ? '–' : `${pts(p.diff)} [${pts(p.diff_ci95[0])}, ${pts(p.diff_ci95[1])}]`;
    const v = VERDICT_TEXT[p.verdict] + (p.shift ? ', shift' : '');
    L.push(`  ${String(p.deck.id).padStart(4)} vs ${String(p.opponent.id).padEnd(4)}${rate(p.a).padEnd(wa)}  ${rate(p.b).padEnd(wb)}  ${diff.padEnd(20)}  ${v}`);
  }
  L.push('');
  L.push(`  ${verdictCounts(c)}; ${c.counts.shift} pairing${c.counts.shift === 1 ? '' : 's'} with a shift (the interval of b − a excludes 0)`);
  for (const p of c.pairings.filter((x) => x.verdict === 'flip')) {
    const better = (w: 'deck' | 'opponent' | null) => (w === 'deck' ? `${p.deck.id} ${p.deck.name}` : `${p.opponent.id} ${p.opponent.name}`);
    L.push(`  FLIP ${p.deck.id} vs ${p.opponent.id}: ${c.agents.a} says ${better(p.better.a)} is better (deck ${p.deck.id} wins ${rate(p.a).trim()});`);
    L.push(`  ${''.padEnd(`FLIP ${p.deck.id} vs ${p.opponent.id}:`.length)} ${c.agents.b} says ${better(p.better.b)} (deck ${p.deck.id} wins ${rate(p.b).trim()})`);
  }
  return L.join('\n') + '\n';
}
