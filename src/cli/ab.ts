/**
 * `berserk ab --base DECK --variant DECK --field DECK...`: an A/B test of a deck variant, paired by
 * design (docs/ab-testing.md). The base and the variant each play every field deck; the variant's
 * game j against opponent f uses the seed of the base's game j against f (config.ts `seed_from`),
 * the same seats, and a deck list aligned on the base's (sim/ab-decks.ts), so a card swap changes
 * only the swapped positions of the deal. Games are interleaved (every prefix of the run holds every
 * pairing), which lets `--sprt` stop after any shard.
 *
 * Writes a run folder like `berserk sim` (run.json, decks.json, the Arrow tables, summary.json) plus
 * ab.json (sim/ab-stats.ts), prints the paired comparison, exits 0. Bad input exits 2 with nothing
 * written. A killed run continues with `berserk sim --resume DIR` (sim/ab-run.ts), which ends with
 * the same tables and ab.json.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { AgentSpecError, DEFAULT_AGENT, agentNames, anySearchAgent, parseAgentSpec } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { makeOptions } from '../engine/core/options.js';
import { alignVariant, canonicalDeck } from '../sim/ab-decks.js';
import { renderAb } from '../sim/ab-report.js';
import { AbRun } from '../sim/ab-run.js';
import { DEFAULT_SHARD_SIZE, type DeckEntry, MIN_SHARD_SIZE, type Pairing, SEARCH_DEFAULT_SHARD_SIZE, SEARCH_MIN_SHARD_SIZE, shardSizeLimits, SIM_FORMAT, type SimConfig, configJson, shortHash, totalGames } from '../sim/config.js';
import { loadDeckFile } from '../sim/deck-file.js';
import { runMeta } from '../sim/meta.js';
import { type RunFile, makeSlice, writeRunFiles } from '../sim/run-dir.js';
import { lockRunDir } from '../sim/run-lock.js';
import { mirrorWarning, renderSummary } from '../sim/summary.js';
import { deckSupport, supportLine } from '../sim/support.js';
import { UsageError, parsePositiveInt, parseSeed } from './errors.js';
import { addCardsFlag, useCardsFlag } from './cards-flag.js';
import { addOptionFlag, optionOverrides } from './option-flag.js';

interface AbFlags {
  base: string;
  variant: string;
  field: string[];
  agent1: string;
  agent2: string;
  games: number;
  sprt?: [number, number];
  alpha: number;
  beta: number;
  seed: bigint;
  workers?: number;
  out?: string;
  maxTurns?: number;
  shardSize?: number;
  json?: boolean;
  report?: boolean;
  option?: string[];
  cards?: string;
}

/** `--sprt d0,d1` in points of score, e.g. `0,3`. */
function parseSprt(value: string): [number, number] {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!m || Number(m[1]) === Number(m[2])) throw new InvalidArgumentError('expected H0,H1 in points of score, two different numbers, e.g. 0,3');
  return [Number(m[1]) / 100, Number(m[2]) / 100];
}

function parseProbability(value: string): number {
  const v = Number(value);
  if (!/^\s*0?\.\d+\s*$/.test(value) || !(v > 0 && v < 0.5)) throw new InvalidArgumentError('expected a probability between 0 and 0.5, e.g. 0.05');
  return v;
}

export function registerAb(program: Command): void {
  addCardsFlag(addOptionFlag(program.command('ab')))
    .description(
      'A/B test a deck variant against a field, paired by design: the variant replays the base\'s deals and dice; prints the paired difference with its interval; writes the run tables, summary.json and ab.json',
    )
    .summary('A/B test a deck variant, paired: difference, interval, SPRT')
    .requiredOption('--base <file>', 'the deck as it is')
    .requiredOption('--variant <file>', 'the changed deck (any card order: it is aligned on the base)')
    .requiredOption('--field <files...>', 'the opponents: each plays the base and the variant')
    .option('--agent1 <spec>', `agent of the base and the variant (${agentNames().join(', ')})`, DEFAULT_AGENT)
    .option('--agent2 <spec>', 'agent of the field', DEFAULT_AGENT)
    .addOption(new Option('--games <n>', 'games per deck per opponent (with --sprt: the most)').argParser(parsePositiveInt).default(1000))
    .addOption(new Option('--sprt <h0,h1>', 'stop early by SPRT on the paired difference: H0 and H1 in points of score (e.g. 0,3)').argParser(parseSprt))
    .addOption(new Option('--alpha <p>', 'SPRT: chance of accepting H1 when H0 holds').argParser(parseProbability).default(0.05))
    .addOption(new Option('--beta <p>', 'SPRT: chance of accepting H0 when H1 holds').argParser(parseProbability).default(0.05))
    .addOption(new Option('--seed <n>', 'run seed (a whole number)').argParser(parseSeed).default(1n, '1'))
    .addOption(new Option('--workers <n>', 'worker threads (default: available cores)').argParser(parsePositiveInt))
    .option('--out <dir>', 'output folder, new or empty (default: results/<UTC time>-ab-<config hash>)')
    .option('--max-turns <n>', 'end a game as a limit after this many turns', parsePositiveInt)
    .addOption(
      new Option(
        '--shard-size <n>',
        `games per worker task; even (default ${DEFAULT_SHARD_SIZE}, at least ${MIN_SHARD_SIZE}; with a search agent or outside bot: default ${SEARCH_DEFAULT_SHARD_SIZE}, at least ${SEARCH_MIN_SHARD_SIZE})`,
      ).argParser(parsePositiveInt),
    )
    .option('--json', 'print ab.json instead of the table')
    .option('--report', 'also write DIR/report.html (berserk report)')
    .action((flags: AbFlags) => {
      const job = prepare(flags);
      run(job, flags).catch((e: unknown) => {
        process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
        if (fs.existsSync(path.join(job.dir, 'run.json'))) process.stderr.write(`the finished shards are kept: continue with berserk sim --resume ${job.dir}\n`);
        process.exitCode = 1;
      });
    });
}

interface AbJob {
  dir: string;
  run: RunFile;
  workers: number;
  sameLength: boolean;
}

function agentSpec(spec: string, flag: string): string {
  try {
    return parseAgentSpec(spec).canonical;
  } catch (e) {
    if (e instanceof AgentSpecError) throw new UsageError(`${flag}: ${e.message}`);
    throw e;
  }
}

/** Validate everything and build the run; throws UsageError/DeckError. Writes nothing. */
function prepare(flags: AbFlags): AbJob {
  // The --cards pool before any deck is read: decks may name its prototype cards.
  const cards = useCardsFlag(flags.cards);
  const db = cardDb();
  const base = loadDeckFile(flags.base, db.defs);
  const variant = loadDeckFile(flags.variant, db.defs);
  const baseCards = canonicalDeck(Array.from(base.cardIndices));
  const aligned = alignVariant(baseCards, Array.from(variant.cardIndices));
  if (aligned.removed.length === 0 && aligned.added.length === 0) throw new UsageError(`--variant: ${flags.variant} holds the same cards as --base ${flags.base}; nothing to compare`);
  const ids = (xs: readonly number[]) => xs.map((i) => db.defs[i]!.id);
  const decks: DeckEntry[] = [
    { id: 0, name: base.name, file: flags.base, cards: ids(baseCards) },
    { id: 1, name: variant.name === base.name ? `${variant.name} (variant)` : variant.name, file: flags.variant, cards: ids(aligned.cards) },
  ];
  const a1 = agentSpec(flags.agent1, '--agent1');
  const a2 = agentSpec(flags.agent2, '--agent2');
  const agents = a1 === a2 ? [a1] : [a1, a2];
  const shards = shardSizeLimits(anySearchAgent(agents));
  const shardSize = flags.shardSize ?? shards.default;
  if (shardSize < shards.min || shardSize % 2 !== 0) throw new UsageError(`--shard-size: an even number of at least ${shards.min} games (got ${shardSize})`);
  const fieldAgent = agents.length - 1;
  const pairings: Pairing[] = [];
  const seedFrom: number[] = [];
  for (const f of flags.field) {
    const d = loadDeckFile(f, db.defs);
    decks.push({ id: decks.length, name: d.name, file: f, cards: ids(canonicalDeck(Array.from(d.cardIndices))) });
    const opp = { deck: decks.length - 1, agent: fieldAgent };
    seedFrom.push(pairings.length, pairings.length);
    pairings.push({ a: { deck: 0, agent: 0 }, b: opp }, { a: { deck: 1, agent: 0 }, b: opp });
  }
  const config: SimConfig = {
    format: SIM_FORMAT,
    mode: 'ab',
    seed: flags.seed.toString(),
    games_per_pairing: flags.games,
    paired: false,
    alternate_seats: true,
    shard_size: shardSize,
    options: makeOptions(optionOverrides(flags.option, flags.maxTurns)),
    decks,
    agents,
    pairings,
    interleaved: true,
    seed_from: seedFrom,
    ...(flags.sprt ? { sprt: { delta0: flags.sprt[0], delta1: flags.sprt[1], alpha: flags.alpha, beta: flags.beta } } : {}),
    ...(cards ? { cards } : {}),
  };
  if (totalGames(config) > 0xffffffff) throw new UsageError('too many games: at most 2^32 − 1 in a run');
  const dir = flags.out ?? path.join('results', `${new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-ab-${shortHash(configJson(config))}`);
  if (fs.existsSync(dir)) {
    if (!fs.statSync(dir).isDirectory()) throw new UsageError(`--out: ${dir} exists and is not a folder`);
    if (fs.readdirSync(dir).length > 0) throw new UsageError(`--out: ${dir} exists and is not empty`);
  }
  return {
    dir,
    run: { format: SIM_FORMAT, config, meta: runMeta(), slice: makeSlice(config, 0, 1) },
    workers: flags.workers ?? os.availableParallelism(),
    sameLength: aligned.sameLength,
  };
}

async function run(job: AbJob, flags: AbFlags): Promise<void> {
  const { config, meta } = job.run;
  const { startPool } = await import('../sim/pool.js');
  const pool = startPool(config, meta, job.workers, process.env.BERSERK_SIM_FAULTS ?? '');
  fs.mkdirSync(job.dir, { recursive: true });
  // One writer per folder, as for berserk sim (run-lock.ts): a `sim --resume` of this folder
  // started while this run lives exits 2. Released on every exit path.
  lockRunDir(job.dir, '--out');
  // Ctrl-C, kill, a closed terminal: say how to continue (the committed shards are on disk).
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.once(signal, () => {
      process.stderr.write(`\ninterrupted: continue with berserk sim --resume ${job.dir}\n`);
      process.exit(code);
    });
  }
  writeRunFiles(job.dir, job.run);
  const db = cardDb();
  for (const d of config.decks) {
    const line = supportLine(d.name, deckSupport(db, d.cards), d.cards.length);
    if (line) process.stderr.write(`warning: ${line}\n`);
  }
  const mirror = mirrorWarning(config);
  if (mirror) process.stderr.write(`warning: ${mirror}\n`);
  if (!job.sameLength) process.stderr.write('warning: the variant has a different number of cards: the deals are no longer position-paired, expect a weaker correlation\n');
  const { runSim } = await import('../sim/runner.js');
  const ab = new AbRun(config);
  const result = await runSim(job.dir, job.run, {
    workers: job.workers,
    pool,
    onWarning: (m) => process.stderr.write(`warning: ${m}\n`),
    onShard: ab.onShard,
    onFinish: ab.onFinish(job.dir),
  });
  const json = ab.json!;
  if (flags.report) {
    const { writeReport } = await import('../report/write.js');
    await writeReport(job.dir);
  }
  if (flags.json) {
    process.stdout.write(JSON.stringify(json, null, 2) + '\n');
    return;
  }
  process.stdout.write(renderAb(json));
  process.stdout.write(`\n${renderSummaryBrief(result.summary)}`);
  process.stdout.write(`results: ${job.dir}\n`);
  if (flags.report) process.stdout.write(`report: ${path.join(job.dir, 'report.html')}\n`);
}

/** The run summary's first lines (outcomes, seats, decks): the full table is in summary.json. */
function renderSummaryBrief(s: Parameters<typeof renderSummary>[0]): string {
  // run() printed the run's warnings (coverage, mirror) when it started.
  const text = renderSummary(s, { warnedAtStart: true });
  const cut = text.indexOf('\ndeck 0 ');
  return cut > 0 ? text.slice(0, cut + 1) : text;
}
