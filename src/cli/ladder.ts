/**
 * `berserk ladder`: the strength ladder, paired-seed matches between consecutive rungs (default
 * random < scripted < mcts:1000 < mcts:10000) on the bundled decks, with B's score and its Wilson
 * interval, B's Elo with an interval, and an SPRT per rung (sim/ladder.ts, sim/match-stats.ts;
 * docs/agents.md "Measured strength").
 *
 * Prints the deck mode, every agent's resolved options, then the Markdown table on stdout; progress
 * on stderr. Bad flags exit 2 with one line, before any game.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { type LadderOptions, type RungSpec, describeAgentSpec, runLadder } from '../sim/ladder.js';
import { formatLadder, sprtLine } from '../sim/match-report.js';
import { DEFAULT_SPRT, type SprtSpec } from '../sim/match-stats.js';
import { SpecListError, splitRungList } from '../sim/spec-list.js';
import { UsageError, parsePositiveInt, parseSeed } from './errors.js';
import {
  DEFAULT_MATCH_SEED,
  bundledDecks,
  checkAgentSpec,
  checkOutputFile,
  deckFilesOf,
  defaultThreads,
  matchesJson,
  parseSprtFlag,
  writeFileAtomic,
} from './match-flags.js';

interface LadderFlags {
  rungs: string;
  pairs?: number;
  pairsTop?: number;
  mirror?: boolean;
  threads?: number;
  seed: bigint;
  maxTurns: number;
  decks?: string;
  results?: string;
  json?: string;
  quick?: boolean;
  sprt: SprtSpec;
  stop?: boolean;
}

export const DEFAULT_RUNGS = 'random>scripted,scripted>mcts:1000,mcts:1000>mcts:10000';

/** Whether a rung has a 10,000+ iteration agent (it gets --pairs-top pairs). */
function isTopRung(a: string, b: string): boolean {
  return /10000|:\d{5,}/.test(a + b);
}

export function registerLadder(program: Command): void {
  program
    .command('ladder')
    .description(
      'the strength ladder: paired-seed matches between consecutive rungs (seats swapped within a pair), B\'s score with its Wilson interval, Elo with an interval and an SPRT per rung',
    )
    .summary('strength ladder: paired matches between agents, Wilson, Elo, SPRT')
    .addOption(new Option('--rungs <list>', 'rungs A>B separated by commas; quote a spec that holds ">" or ",": \'"external:python3 bot.py 2>/dev/null">scripted\'').default(DEFAULT_RUNGS))
    .addOption(new Option('--pairs <n>', 'pairs per rung (default 100; --quick 20); a pair is 2 games, seats swapped').argParser(parsePositiveInt))
    .addOption(new Option('--pairs-top <n>', 'pairs of a rung with a 10,000+ iteration agent (default 20; --quick 4)').argParser(parsePositiveInt))
    .option('--mirror', 'both seats play the same deck: pair i plays deck i mod D in both seats (default: seat 0 deck i mod D, seat 1 another)')
    .addOption(new Option('--threads <n>', 'worker threads (default min(2, cores)); results do not depend on it').argParser(parsePositiveInt))
    .addOption(new Option('--seed <n>', 'run seed: pair i plays game seed deriveGameSeed(seed, i)').argParser(parseSeed).default(DEFAULT_MATCH_SEED, String(DEFAULT_MATCH_SEED)))
    .addOption(new Option('--max-turns <n>', 'turn cap of every game; a capped game scores ½').argParser(parsePositiveInt).default(100))
    .option('--decks <dir>', 'deck folder (default the bundled decks/)')
    .option('--results <file>', 'append each finished pair (JSON lines) and resume from it: pairs of the same rung, seed, turn cap, decks and deck mode already there are not replayed')
    .option('--json <file>', 'also write the rung results as JSON')
    .option('--quick', 'fewer pairs (see --pairs, --pairs-top)')
    .addOption(new Option('--sprt <elo0,elo1,alpha,beta>', 'SPRT hypotheses (Elo) and error rates').argParser(parseSprtFlag).default(DEFAULT_SPRT, '0,50,0.05,0.05'))
    .option('--stop', 'stop a rung as soon as its SPRT accepts H0 or H1 (pairs in index order)')
    .action((flags: LadderFlags) => {
      const o = prepare(flags);
      run(o, flags).catch((e: unknown) => {
        process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      });
    });
}

async function run(o: LadderOptions, flags: LadderFlags): Promise<void> {
  const specs = [...new Set(o.rungs.flatMap((r) => [r.a, r.b]))];
  process.stdout.write(`decks ${o.mirror ? 'mirror (both seats deck i mod D)' : 'paired (seat 0 deck i mod D, seat 1 another)'}: ${o.deckFiles.map((f) => path.basename(f, '.json')).join(', ')}\n`);
  for (const sp of specs) process.stdout.write(`agent ${describeAgentSpec(sp)}\n`);
  process.stdout.write(`${sprtLine(o.sprt!)}\n`);
  const rs = await runLadder(o);
  process.stdout.write(formatLadder(rs) + '\n');
  for (const r of rs) for (const m of r.errorMessages) process.stdout.write(`error: ${m}\n`);
  if (flags.json) writeFileAtomic(flags.json, matchesJson({ runSeed: o.runSeed.toString(), mirror: o.mirror === true, decks: o.deckFiles.map((f) => path.basename(f)), sprt: o.sprt }, rs));
}

/** Validate every flag and build the ladder; throws UsageError/DeckError, plays and writes nothing. */
function prepare(flags: LadderFlags): LadderOptions {
  let rungList: Array<{ a: string; b: string }>;
  try {
    rungList = splitRungList(flags.rungs);
  } catch (e) {
    if (e instanceof SpecListError) throw new UsageError(`--rungs: ${e.message}`);
    throw e;
  }
  const pairs = flags.pairs ?? (flags.quick ? 20 : 100);
  const pairsTop = flags.pairsTop ?? (flags.quick ? 4 : 20);
  const rungs: RungSpec[] = rungList.map(({ a, b }) => ({ a: checkAgentSpec(a, '--rungs'), b: checkAgentSpec(b, '--rungs'), pairs: isTopRung(a, b) ? pairsTop : pairs }));
  if (flags.results) checkOutputFile(flags.results, '--results');
  if (flags.json) checkOutputFile(flags.json, '--json');
  if (flags.results && fs.existsSync(flags.results) && flags.json && path.resolve(flags.results) === path.resolve(flags.json)) throw new UsageError('--json: the same file as --results');
  return {
    rungs,
    threads: flags.threads ?? defaultThreads(),
    runSeed: flags.seed,
    deckFiles: deckFilesOf(flags.decks ?? bundledDecks()),
    maxTurns: flags.maxTurns,
    progress: (m) => process.stderr.write(m + '\n'),
    ...(flags.results ? { resultsFile: flags.results } : {}),
    mirror: flags.mirror === true,
    sprt: flags.sprt,
    stopAtVerdict: flags.stop === true,
  };
}
