/**
 * What a report shows, gathered from a run folder: summary.json, ab.json (for `berserk ab` runs),
 * run.json, and one pass over the games table for what the summary does not keep (per-pairing
 * records, the turns histogram, end reasons per pairing, notable games).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AbJson } from '../sim/ab-report.js';
import { END_DRAW, END_ERROR, END_LIMIT, END_REASONS, END_WIN } from '../sim/columns.js';
import { indexInPairing, pairingOf } from '../sim/config.js';
import { type RunFile, SUMMARY_FILE, forEachShard, readRunFile } from '../sim/run-dir.js';
import '../sim/card-overrides.js'; // the run folders read here install their runs' card overrides (sim/run-dir.ts readRunFile)
import type { Rate } from '../sim/stats.js';
import { rateOf } from '../sim/stats.js';
import type { SummaryJson } from '../sim/summary.js';

export interface PairingCell {
  pairing: number;
  a: string;
  b: string;
  a_agent: string;
  b_agent: string;
  games: number;
  draws: number;
  limits: number;
  errors: number;
  /** Draws + limits + errors: games that are not in the rate. */
  undecided: number;
  rate: Rate;
}

export interface NotableGame {
  game: number;
  why: string;
  command: string;
}

export interface ReportData {
  title: string;
  dir: string;
  run: RunFile;
  summary: SummaryJson;
  ab: AbJson | null;
  pairings: PairingCell[];
  /** turns → games (decided or not; errors left out). */
  turns: { turns: number; games: number; end: string }[];
  ends: { pairing: string; end: string; games: number }[];
  notable: NotableGame[];
}

/** Between side A and side B in a pairing's label ("0: 0 Тьма … – 1 Леса …"). */
export const PAIRING_SEPARATOR = ' – ';

export class ReportInputError extends Error {}

export async function gatherReport(dir: string): Promise<ReportData> {
  let run: RunFile;
  try {
    run = readRunFile(dir);
  } catch (e) {
    throw new ReportInputError((e as Error).message);
  }
  const sf = path.join(dir, SUMMARY_FILE);
  if (!fs.existsSync(sf)) throw new ReportInputError(`${dir}: no ${SUMMARY_FILE} (the run is not finished; finish it with berserk sim --resume ${dir})`);
  const summary = JSON.parse(fs.readFileSync(sf, 'utf8')) as SummaryJson;
  const abFile = path.join(dir, 'ab.json');
  const ab = fs.existsSync(abFile) ? (JSON.parse(fs.readFileSync(abFile, 'utf8')) as AbJson) : null;
  const c = run.config;
  const P = c.pairings.length;
  const tally = Array.from({ length: P }, () => ({ games: 0, wins: 0, losses: 0, draws: 0, limits: 0, errors: 0 }));
  const turnHist = new Map<string, number>();
  const ends = new Map<string, number>();
  let longest = { game: -1, turns: -1 };
  let shortestWin = { game: -1, turns: Infinity };
  const errors: number[] = [];
  // ab: pairs whose twins ended differently (the base won and the variant lost, or back).
  const flips: { game: number; why: string }[] = [];
  await forEachShard(dir, (g) => {
    for (let k = 0; k < g.n; k++) {
      const game = g.game[k]!;
      const m = pairingOf(c, game);
      const swap = c.alternate_seats && (indexInPairing(c, game) & 1) === 1;
      const seatA = swap ? 2 : 1;
      const t = tally[m]!;
      const end = g.end_reason[k]!;
      t.games++;
      if (end === END_WIN) g.winner[k] === seatA ? t.wins++ : t.losses++;
      else if (end === END_DRAW) t.draws++;
      else if (end === END_LIMIT) t.limits++;
      else t.errors++;
      ends.set(`${m}|${END_REASONS[end]}`, (ends.get(`${m}|${END_REASONS[end]}`) ?? 0) + 1);
      if (end === END_ERROR) {
        if (errors.length < 5) errors.push(game);
        continue;
      }
      const key = `${g.turns[k]}|${END_REASONS[end]}`;
      turnHist.set(key, (turnHist.get(key) ?? 0) + 1);
      if (g.turns[k]! > longest.turns) longest = { game, turns: g.turns[k]! };
      if (end === END_WIN && g.turns[k]! < shortestWin.turns) shortestWin = { game, turns: g.turns[k]! };
      if (ab && (m & 1) === 0 && k + 1 < g.n && flips.length < 4) {
        const e2 = g.end_reason[k + 1]!;
        if (end === END_WIN && e2 === END_WIN) {
          const bw = g.winner[k] === seatA;
          const vw = g.winner[k + 1] === seatA;
          if (bw !== vw) flips.push({ game: bw ? game + 1 : game, why: `${bw ? 'the variant lost' : 'the variant won'} where its twin, game ${bw ? game : game + 1}, ${bw ? 'won' : 'lost'}` });
        }
      }
    }
  });
  const deckName = (d: number) => c.decks[d]!.name;
  const pairings: PairingCell[] = c.pairings.map((p, m) => {
    const t = tally[m]!;
    return {
      pairing: m,
      a: `${p.a.deck} ${deckName(p.a.deck)}`,
      b: `${p.b.deck} ${deckName(p.b.deck)}`,
      a_agent: c.agents[p.a.agent]!,
      b_agent: c.agents[p.b.agent]!,
      games: t.games,
      draws: t.draws,
      limits: t.limits,
      errors: t.errors,
      undecided: t.draws + t.limits + t.errors,
      rate: rateOf(t.wins, t.losses),
    };
  });
  const cmd = (game: number) => `berserk replay ${dir} --game ${game} --html`;
  const notable: NotableGame[] = [];
  if (longest.game >= 0) notable.push({ game: longest.game, why: `the longest game (${longest.turns} turns)`, command: cmd(longest.game) });
  if (shortestWin.game >= 0) notable.push({ game: shortestWin.game, why: `the quickest win (${shortestWin.turns} turns)`, command: cmd(shortestWin.game) });
  for (const f of flips) notable.push({ game: f.game, why: f.why, command: cmd(f.game) });
  for (const e of errors) notable.push({ game: e, why: 'the engine threw (see failed_seeds)', command: `berserk replay ${dir} --game ${e}` });
  // Whole names: the chart wraps them (specs.ts).
  const label = (m: number) => `${m}: ${pairings[m]!.a}${PAIRING_SEPARATOR}${pairings[m]!.b}`;
  return {
    title: ab ? `A/B: ${ab.variant.name} vs ${ab.base.name}` : `${c.mode} run, ${summary.run.games.toLocaleString('en-US')} games`,
    dir,
    run,
    summary,
    ab,
    pairings,
    turns: [...turnHist].map(([k, n]) => ({ turns: Number(k.split('|')[0]), end: k.split('|')[1]!, games: n })),
    ends: [...ends].map(([k, n]) => ({ pairing: label(Number(k.split('|')[0])), end: k.split('|')[1]!, games: n })),
    notable,
  };
}
