/**
 * `berserk eval --candidate SPEC --baselines A,B,…`: how strong is a bot? The candidate (any agent
 * spec, `external:CMD` for an outside bot) plays paired games against each baseline: pair i is
 * game seed deriveGameSeed(seed, i) played twice with the seats swapped (sim/ladder.ts). Per
 * baseline it prints, from the candidate's side: pairs, games, wins–draws–losses, the score with
 * its 95 % Wilson interval, the Elo difference with an interval, the pair outcomes, and the SPRT
 * verdict (H0, H1 or continue) with its LLR; the SPRT's parameters are printed above the table
 * (docs/evaluating-a-bot.md).
 *
 * One pool of worker threads serves all baselines, so an outside bot runs as one process per
 * thread from the first pair to the last (restarted only after a failure). `--results FILE` makes
 * the run resumable, in the ladder's format (an eval of C against X is the ladder rung X>C).
 * Bad flags exit 2 with one line, before any game or file is written.
 *
 * `--candidate env:CMD`: a protocol-v2 client, hosted by eval over the client's stdin/stdout
 * (sim/env-candidate.ts) on the same pairs; its baselines must be built-in agents, and a failing
 * client stops the run (exit 1, pairs already finished stay in --results, no --json).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Option, type Command } from 'commander';
import { type LadderOptions, describeAgentSpec, runLadder } from '../sim/ladder.js';
import { formatEval, sprtLine } from '../sim/match-report.js';
import { DEFAULT_SPRT, type SprtSpec } from '../sim/match-stats.js';
import { SpecListError, shellQuoteProblem, splitSpecList } from '../sim/spec-list.js';
import { DEFAULT_HOSTED_ENVS, EnvCandidateRunner, envCandidateCommand } from '../sim/env-candidate.js';
import { parseAgentSpec } from '../agents/registry.js';
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

interface EvalFlags {
  candidate: string;
  baselines: string[];
  pairs: number;
  mirror?: boolean;
  decks?: string;
  seed: bigint;
  threads?: number;
  maxTurns: number;
  results?: string;
  json?: string;
  sprt: SprtSpec;
  stop?: boolean;
  envEnvs: number;
  envObs: string;
}

export const DEFAULT_EVAL_PAIRS = 50;

const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

export function registerEval(program: Command): void {
  program
    .command('eval')
    .description(
      'evaluate a bot: the candidate plays paired games (seats swapped within a pair) against each baseline; prints per baseline W–D–L, the score with its Wilson interval, Elo with an interval and the SPRT verdict with its LLR',
    )
    .summary('evaluate a bot against baselines: score, Elo, SPRT')
    .requiredOption(
      '--candidate <spec>',
      'the agent to evaluate: an agent spec (scripted, mcts:1000, …), "external:CMD" (a protocol-v1 bot, e.g. "external:python3 bots/random_bot.py") or "env:CMD" (a protocol-v2 client that eval hosts over its stdin/stdout, e.g. "env:python3 bots/random_env_bot.py"; its baselines must be built-in agents)',
    )
    .requiredOption(
      '--baselines <list>',
      'agents to play against, separated by commas (repeatable); quote a spec that holds a comma: \'random,"external:python3 bot.py --tags a,b"\'',
      collect,
    )
    .addOption(new Option('--pairs <n>', 'pairs per baseline; a pair is 2 games, seats swapped').argParser(parsePositiveInt).default(DEFAULT_EVAL_PAIRS))
    .option('--mirror', 'both seats play the same deck: pair i plays deck i mod D in both seats (default: seat 0 deck i mod D, seat 1 another)')
    .option('--decks <dir>', 'deck folder (default the bundled decks/)')
    .addOption(new Option('--seed <n>', 'run seed: pair i plays game seed deriveGameSeed(seed, i)').argParser(parseSeed).default(DEFAULT_MATCH_SEED, String(DEFAULT_MATCH_SEED)))
    .addOption(new Option('--threads <n>', 'worker threads (default min(2, cores)); results do not depend on it').argParser(parsePositiveInt))
    .addOption(new Option('--max-turns <n>', 'turn cap of every game; a capped game scores ½').argParser(parsePositiveInt).default(100))
    .option('--results <file>', 'append each finished pair (JSON lines) and resume from it: pairs already there are not replayed')
    .option('--json <file>', 'also write the results as JSON')
    .addOption(new Option('--sprt <elo0,elo1,alpha,beta>', 'SPRT hypotheses (Elo of the candidate over the baseline) and error rates').argParser(parseSprtFlag).default(DEFAULT_SPRT, '0,50,0.05,0.05'))
    .option('--stop', 'stop a baseline as soon as its SPRT accepts H0 or H1 (pairs in index order); --pairs is then the most')
    .addOption(new Option('--env-envs <n>', 'env: candidate: most games played at once by the client (envs of its hello); results do not depend on it').argParser(parsePositiveInt).default(DEFAULT_HOSTED_ENVS))
    .addOption(new Option('--env-obs <mode>', 'env: candidate: how step records carry the observation, full or delta (as serve-env --obs)').default('full'))
    .action((flags: EvalFlags) => {
      const o = prepare(flags);
      run(o, flags).catch((e: unknown) => {
        process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      });
    });
}

/** Validate every flag and build the matches; throws UsageError/DeckError, plays and writes nothing. */
function prepare(flags: EvalFlags): LadderOptions {
  const envCmd = envCandidateCommand(flags.candidate);
  let candidate: string;
  if (envCmd !== null) {
    if (envCmd === '') throw new UsageError('--candidate: env: needs a command, e.g. "env:python3 bots/random_env_bot.py"');
    const why = shellQuoteProblem(envCmd);
    if (why) throw new UsageError(`--candidate: the command of ${JSON.stringify(flags.candidate)} cannot run: ${why}`);
    candidate = `env:${envCmd}`;
  } else candidate = checkAgentSpec(flags.candidate, '--candidate');
  const envObs = flags.envObs.trim().toLowerCase();
  if (envObs !== 'full' && envObs !== 'delta') throw new UsageError(`--env-obs: expected full or delta, got ${JSON.stringify(flags.envObs)}`);
  const baselines: string[] = [];
  for (const list of flags.baselines) {
    try {
      const specs = splitSpecList(list);
      specs.forEach((b, i) => {
        try {
          baselines.push(checkAgentSpec(b, '--baselines'));
        } catch (e) {
          // `external:bot --tags a,b` unquoted: the comma split the command.
          const ext = specs.slice(0, i).some((x) => x.startsWith('external:'));
          if (e instanceof UsageError && ext) throw new UsageError(`${e.message} (if the comma belongs to an external command, quote that spec: '"external:…,…"')`);
          throw e;
        }
      });
    } catch (e) {
      if (e instanceof SpecListError) throw new UsageError(`--baselines: ${e.message}`);
      throw e;
    }
  }
  if (envCmd !== null) {
    const ext = baselines.find((b) => parseAgentSpec(b).name === 'external');
    if (ext !== undefined) throw new UsageError(`--baselines: ${JSON.stringify(ext)}: an env: candidate plays built-in baselines only (random, scripted, mcts:…); evaluate against an outside bot with an external: candidate`);
  }
  const dup = baselines.find((b, i) => baselines.indexOf(b) !== i);
  if (dup !== undefined) throw new UsageError(`--baselines: ${JSON.stringify(dup)} is given twice`);
  if (flags.results) checkOutputFile(flags.results, '--results');
  if (flags.json) checkOutputFile(flags.json, '--json');
  if (flags.results && flags.json && path.resolve(flags.results) === path.resolve(flags.json)) throw new UsageError('--json: the same file as --results');
  return {
    rungs: baselines.map((a) => ({ a, b: candidate, pairs: flags.pairs })),
    threads: flags.threads ?? defaultThreads(),
    runSeed: flags.seed,
    deckFiles: deckFilesOf(flags.decks ?? bundledDecks()),
    maxTurns: flags.maxTurns,
    progress: (m) => process.stderr.write(m + '\n'),
    ...(flags.results ? { resultsFile: flags.results } : {}),
    mirror: flags.mirror === true,
    sprt: flags.sprt,
    stopAtVerdict: flags.stop === true,
    ...(envCmd !== null
      ? {
          runner: () => new EnvCandidateRunner({ cmd: envCmd, envs: flags.envEnvs, obs: envObs, log: (m) => process.stderr.write(m + '\n') }),
          runnerText: `one client process per baseline, up to ${flags.envEnvs} envs at once`,
        }
      : {}),
  };
}

async function run(o: LadderOptions, flags: EvalFlags): Promise<void> {
  const candidate = o.rungs[0]!.b;
  process.stdout.write(`candidate ${o.runner ? `${candidate} (a protocol-v2 client, hosted)` : describeAgentSpec(candidate)}\n`);
  for (const r of o.rungs) process.stdout.write(`baseline ${describeAgentSpec(r.a)}\n`);
  process.stdout.write(
    `decks ${o.mirror ? 'mirror (both seats deck i mod D)' : 'paired (seat 0 deck i mod D, seat 1 another)'}: ${o.deckFiles.map((f) => path.basename(f, '.json')).join(', ')}; seed ${o.runSeed}, ${o.maxTurns}-turn cap\n`,
  );
  process.stdout.write(`${sprtLine(o.sprt!)}${o.stopAtVerdict ? '; a baseline stops at its verdict' : ''}\n`);
  const rs = await runLadder(o);
  process.stdout.write(`\n${formatEval(rs)}\n`);
  for (const r of rs) for (const m of r.errorMessages) process.stdout.write(`error: ${m}\n`);
  if (flags.json) {
    fs.mkdirSync(path.dirname(path.resolve(flags.json)), { recursive: true });
    writeFileAtomic(flags.json, matchesJson({ candidate, runSeed: o.runSeed.toString(), mirror: o.mirror === true, decks: o.deckFiles.map((f) => path.basename(f)), sprt: o.sprt }, rs));
  }
}
