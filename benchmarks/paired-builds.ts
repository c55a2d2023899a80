/**
 * Paired wall-clock comparison of two builds (`npm run bench:paired -- --base PATH`): both builds'
 * engines load into one process and play the same card-text games (decks/steppe.json vs
 * decks/forest.json, random agents, game i seeded deriveGameSeed(12345, i)) in alternating batches,
 * base then head, then head then base, and so on. Prints one JSON object to stdout.
 *
 * Why: on the shared 2-core VMs the machine's speed swings by 20 % and more over minutes, in phases
 * longer than one benchmark process (16 alternating engine.js processes read 5,300–7,900 games/s for
 * one build). Fresh processes in ABBA order (`berserk bench --alternate`) then cannot separate a 3 %
 * difference. Two batches of 500 games run within a second of each other share the machine's phase,
 * so the ratio of the pair cancels most of it.
 *
 * Each process loads one build first and the other second; the build loaded second reads about 1–2 %
 * slower on these machines (code and heap placement), so the processes alternate the load order and
 * the result is the geometric mean of the per-process median ratios. `loadOrderEffect` reports that
 * bias (the second-loaded build's median ratio against the first's).
 *
 * Behaviour check: each batch's action count must be equal for both builds, and `signature` (a hash of
 * the action counts of games 0..999, with their sum) must be equal: layout-independent, so builds
 * whose raw state hashes differ can be compared. A difference exits 3, naming the batch or signature.
 *
 * Flags: --base PATH (required: a checkout with dist/), --head PATH (default: this checkout),
 * --processes P (default 6), --pairs N (per process, default 150), --batch B (games, default 500),
 * --warmup W (games of each build before the pairs, default 4,000), --vanilla (printed stats and
 * icons only). No timing here decides anything: it is a report.
 */
import '../src/sim/v8-tuning.js'; // first: V8 flags before either engine loads (src/sim/v8-tuning.ts)
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { parsePositiveInt } from '../src/cli/errors.js';
import { median } from './compare-stats.js';
import { environment, summarize } from './stats.js';

const RUN_SEED = 12345;
const SEED_GAMES = 2000;
const SIGNATURE_GAMES = 1000;
const WARMUP_GAMES = 4000;
const EXIT_USAGE = 2;
const EXIT_BEHAVIOUR = 3;

interface Flags { base?: string; head?: string; processes: number; pairs: number; batch: number; warmup: number; vanilla?: boolean; child?: boolean; first?: string; second?: string }

const ownRoot = fileURLToPath(new URL('../..', import.meta.url));

function parseFlags(argv: readonly string[]): Flags {
  const cmd = new Command('paired-builds')
    .exitOverride()
    .configureOutput({ outputError: (str, write) => write(`${str.trim().replace(/\s*\n\s*/g, ' ')}\n`) })
    .option('--base <path>', 'the base build: a checkout with dist/')
    .option('--head <path>', 'the head build (default: this checkout)')
    .option('--processes <n>', 'processes, alternating which build loads first', parsePositiveInt, 6)
    .option('--pairs <n>', 'pairs of batches per process', parsePositiveInt, 150)
    .option('--batch <n>', 'games per batch', parsePositiveInt, 500)
    .option('--warmup <n>', 'warm-up games of each build before the pairs', parsePositiveInt, WARMUP_GAMES)
    .option('--vanilla', 'printed stats and icons only (no card text)')
    .option('--child', 'internal: one process of the comparison')
    .option('--first <path>', 'internal: the build loaded first')
    .option('--second <path>', 'internal: the build loaded second');
  try {
    cmd.parse(argv, { from: 'user' });
  } catch (err) {
    process.exit(err instanceof CommanderError && err.exitCode === 0 ? 0 : EXIT_USAGE);
  }
  return cmd.opts<Flags>();
}

/** A checkout with dist/ (or its dist/ folder), as the checkout's root; exits 2 naming the flag otherwise. */
function buildRoot(p: string, flag: string): string {
  const abs = path.resolve(p);
  const root = path.basename(abs) === 'dist' ? path.dirname(abs) : abs;
  const probe = path.join(root, 'dist', 'src', 'sim', 'play.js');
  if (!fs.existsSync(probe)) {
    process.stderr.write(`error: ${flag} ${p}: no ${path.relative(root, probe)} there (build it first: npm run build in that checkout)\n`);
    process.exit(EXIT_USAGE);
  }
  return root;
}

type PlayBatch = (games: number, first: number) => number;

/** One build's engine, loaded from its own dist/: a function that plays games first..first+games-1. */
async function loadBuild(root: string, vanilla: boolean): Promise<{ play: PlayBatch; gameActions: (i: number) => number }> {
  const m = (p: string) => import(pathToFileURL(path.join(root, 'dist', p)).href);
  const { RandomAgent } = await m('src/agents/random.js');
  const { cardDb } = await m('src/engine/card-pool.js');
  const { compileCardDb } = await m('src/engine/compile/compile.js');
  const { SET1 } = await m('src/engine/cards/set1/printed.js');
  const { newState } = await m('src/engine/game.js');
  const { DEFAULT_OPTIONS } = await m('src/engine/core/options.js');
  const { deriveGameSeed } = await m('src/engine/core/rng.js');
  const { loadDeckFile } = await m('src/sim/deck-file.js');
  const { Match } = await m('src/sim/play.js');
  const db = vanilla ? compileCardDb(SET1) : cardDb();
  const deck0 = loadDeckFile(path.join(root, 'decks', 'steppe.json'), db.defs).cardIndices;
  const deck1 = loadDeckFile(path.join(root, 'decks', 'forest.json'), db.defs).cardIndices;
  const match = new Match(newState(db, DEFAULT_OPTIONS), [new RandomAgent(), new RandomAgent()]);
  const seeds: bigint[] = [];
  for (let i = 0; i < SEED_GAMES; i++) seeds.push(deriveGameSeed(RUN_SEED, i));
  const play: PlayBatch = (games, first) => {
    let actions = 0;
    for (let i = 0; i < games; i++) actions += match.play(deck0, deck1, seeds[(first + i) % SEED_GAMES]!) as number;
    return actions;
  };
  return { play, gameActions: (i) => match.play(deck0, deck1, seeds[i]!) as number };
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(q * (s.length - 1))]!;
}

/** FNV-1a of the games' action counts, and their sum: the same games give the same value in any layout. */
function actionSignature(gameActions: (i: number) => number): { actionsHash: string; actions: number; games: number } {
  let h = 0x811c9dc5 | 0;
  let sum = 0;
  for (let i = 0; i < SIGNATURE_GAMES; i++) {
    const a = gameActions(i);
    sum += a;
    h = Math.imul(h ^ (a & 0xffff), 0x01000193);
    h = Math.imul(h ^ (a >>> 16), 0x01000193);
  }
  return { actionsHash: (h >>> 0).toString(16).padStart(8, '0'), actions: sum, games: SIGNATURE_GAMES };
}

interface ChildReport {
  first: string;
  second: string;
  signatureFirst: ReturnType<typeof actionSignature>;
  signatureSecond: ReturnType<typeof actionSignature>;
  /** Games/s of each batch, in pair order. */
  firstRates: number[];
  secondRates: number[];
  mismatch?: { pair: number; firstActions: number; secondActions: number };
}

async function child(flags: Flags): Promise<void> {
  const first = await loadBuild(flags.first!, flags.vanilla === true);
  const second = await loadBuild(flags.second!, flags.vanilla === true);
  const report: ChildReport = {
    first: flags.first!,
    second: flags.second!,
    signatureFirst: actionSignature(first.gameActions),
    signatureSecond: actionSignature(second.gameActions),
    firstRates: [],
    secondRates: [],
  };
  first.play(flags.warmup, 0);
  second.play(flags.warmup, 0);
  const timed = (f: PlayBatch, at: number): [number, number] => {
    const t0 = performance.now();
    const actions = f(flags.batch, at);
    return [flags.batch / ((performance.now() - t0) / 1000), actions];
  };
  for (let p = 0; p < flags.pairs; p++) {
    const at = (p * flags.batch) % SEED_GAMES;
    let a: [number, number];
    let b: [number, number];
    // Within the process too, the order alternates: a trend inside a pair weighs on both sides.
    if (p % 2 === 0) { a = timed(first.play, at); b = timed(second.play, at); } else { b = timed(second.play, at); a = timed(first.play, at); }
    if (a[1] !== b[1]) { report.mismatch = { pair: p, firstActions: a[1], secondActions: b[1] }; break; }
    report.firstRates.push(a[0]);
    report.secondRates.push(b[0]);
  }
  process.stdout.write(JSON.stringify(report) + '\n');
}

function runChild(script: string, flags: Flags, first: string, second: string): ChildReport {
  const args = [script, '--child', '--first', first, '--second', second, '--pairs', String(flags.pairs), '--batch', String(flags.batch), '--warmup', String(flags.warmup)];
  if (flags.vanilla) args.push('--vanilla');
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (r.status !== 0) {
    process.stderr.write(`error: a comparison process (${first} first) failed (exit ${r.status ?? r.signal})\n`);
    process.exit(1);
  }
  return JSON.parse(r.stdout) as ChildReport;
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.child) return child(flags);
  if (flags.base === undefined) {
    process.stderr.write('error: --base PATH is required (the base build: a checkout with dist/, e.g. a git worktree of the older version)\n');
    process.exit(EXIT_USAGE);
  }
  const base = buildRoot(flags.base, '--base');
  const head = flags.head !== undefined ? buildRoot(flags.head, '--head') : ownRoot.replace(/\/$/, '');
  const script = fileURLToPath(import.meta.url);
  const perProcess: { baseFirst: boolean; ratio: number; baseMedian: number; headMedian: number; ratioIqr: [number, number] }[] = [];
  const baseRates: number[] = [];
  const headRates: number[] = [];
  let signature: { base: ReturnType<typeof actionSignature>; head: ReturnType<typeof actionSignature> } | undefined;
  for (let k = 0; k < flags.processes; k++) {
    const baseFirst = k % 2 === 0;
    process.stderr.write(`process ${k + 1}/${flags.processes}: ${baseFirst ? 'base' : 'head'} loaded first\n`);
    const r = runChild(script, flags, baseFirst ? base : head, baseFirst ? head : base);
    const [b, h] = baseFirst ? [r.firstRates, r.secondRates] : [r.secondRates, r.firstRates];
    const [sb, sh] = baseFirst ? [r.signatureFirst, r.signatureSecond] : [r.signatureSecond, r.signatureFirst];
    signature = { base: sb, head: sh };
    if (sb.actionsHash !== sh.actionsHash || sb.actions !== sh.actions || r.mismatch) {
      const where = r.mismatch ? `batch ${r.mismatch.pair}: ${r.mismatch.firstActions} vs ${r.mismatch.secondActions} actions` : `signature ${sb.actionsHash}/${sb.actions} vs ${sh.actionsHash}/${sh.actions}`;
      process.stderr.write(`error: the builds play different games (${where}); a speed comparison needs the same games\n`);
      process.exit(EXIT_BEHAVIOUR);
    }
    const ratios = h.map((x, i) => x / b[i]!);
    perProcess.push({ baseFirst, ratio: round(median(ratios), 4), baseMedian: Math.round(median(b)), headMedian: Math.round(median(h)), ratioIqr: [round(quantile(ratios, 0.25), 4), round(quantile(ratios, 0.75), 4)] });
    baseRates.push(...b);
    headRates.push(...h);
  }
  const logs = perProcess.map((p) => Math.log(p.ratio));
  const geo = Math.exp(logs.reduce((x, y) => x + y, 0) / logs.length);
  // second-loaded / first-loaded, per process: the ratio when the head loaded second, its inverse otherwise.
  const orderLogs = perProcess.map((p) => (p.baseFirst ? Math.log(p.ratio) : -Math.log(p.ratio)));
  const loadOrderEffect = Math.exp(orderLogs.reduce((x, y) => x + y, 0) / orderLogs.length);
  const report = {
    benchmark: 'paired-builds',
    date: new Date().toISOString(),
    ...environment(),
    config: {
      base,
      head,
      decks: ['decks/steppe.json', 'decks/forest.json'],
      cardText: flags.vanilla ? 'none (--vanilla: printed stats and icons only)' : 'implemented abilities',
      runSeed: RUN_SEED,
      processes: flags.processes,
      pairsPerProcess: flags.pairs,
      gamesPerBatch: flags.batch,
      warmupGames: flags.warmup,
      agents: ['random', 'random'],
      order: 'load order alternates by process; batch order alternates by pair',
    },
    /** head games/s ÷ base games/s: the geometric mean of the per-process median pair ratios. */
    headOverBase: round(geo, 4),
    headOverBasePercent: round((geo - 1) * 100, 2),
    perProcess,
    loadOrderEffect: round(loadOrderEffect, 4),
    gamesPerSec: { base: summarize(baseRates, 0), head: summarize(headRates, 0) },
    signature,
  };
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

await main();
