/**
 * `berserk play`: one game between two agents on two deck files, printed as a transcript
 * (src/sim/transcript.ts). The game seed is `deriveGameSeed(seed, 0)`, so `--seed 1` here is game 0
 * of a run with seed 1.
 */
import { Option, type Command } from 'commander';
import type { Agent } from '../agents/agent.js';
import { AgentSpecError, agentNames, createAgent } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { DEFAULT_OPTIONS, type EngineOptions, makeOptions } from '../engine/core/options.js';
import { deriveGameSeed } from '../engine/core/rng.js';
import { loadDeckFile } from '../sim/deck-file.js';
import { playTranscript } from '../sim/transcript.js';
import { UsageError, parsePositiveInt, parseSeed } from './errors.js';
import { addCardsFlag, useCardsFlag } from './cards-flag.js';
import { addOptionFlag, optionOverrides } from './option-flag.js';

/** Build the agent named by `spec` (agents/registry.ts); throws `UsageError` for a bad spec. */
export function makeAgent(spec: string, flag: string): Agent {
  try {
    return createAgent(spec);
  } catch (e) {
    if (e instanceof AgentSpecError) throw new UsageError(`${flag}: ${e.message}`);
    throw e;
  }
}

interface PlayFlags {
  deck1: string;
  deck2: string;
  seed: bigint;
  log?: boolean;
  actions?: boolean;
  maxTurns?: number;
  agent1: string;
  agent2: string;
  option?: string[];
  cards?: string;
}

export function registerPlay(program: Command): void {
  addCardsFlag(addOptionFlag(program.command('play')))
    .description('play one game and print its result (with --log, the whole transcript)')
    .summary('play one game and print its result or transcript')
    .requiredOption('--deck1 <file>', 'deck file of P1 (seat 0, rows 1-3)')
    .requiredOption('--deck2 <file>', 'deck file of P2 (seat 1, rows 4-6)')
    .addOption(
      new Option('--seed <n>', 'run seed (a whole number); the game seed is deriveGameSeed(n, 0)').argParser(parseSeed).default(1n, '1'),
    )
    .option('--log', 'print the full game log')
    .option('--actions', 'also print each action before it is applied (implies --log)')
    .option('--max-turns <n>', `end the game as a limit after this many turns (default ${DEFAULT_OPTIONS.maxTurns})`, parsePositiveInt)
    .option('--agent1 <spec>', `agent of P1 (${agentNames().join(', ')})`, 'random')
    .option('--agent2 <spec>', `agent of P2 (${agentNames().join(', ')})`, 'random')
    .action((flags: PlayFlags) => {
      const options = makeOptions(optionOverrides(flags.option, flags.maxTurns));
      useCardsFlag(flags.cards);
      const agents: [Agent, Agent] = [makeAgent(flags.agent1, '--agent1'), makeAgent(flags.agent2, '--agent2')];
      try {
        process.stdout.write(runPlay(flags, agents, options));
      } finally {
        // Outside bots end here (bye, EOF, then their process group is ended).
        for (const a of agents) a.close?.();
      }
    });
}

/** Everything `play` prints; throws `UsageError`/`DeckError` before printing anything. */
function runPlay(flags: PlayFlags, agents: [Agent, Agent], options: EngineOptions): string {
  const db = cardDb();
  const deck0 = loadDeckFile(flags.deck1, db.defs);
  const deck1 = loadDeckFile(flags.deck2, db.defs);
  const full = flags.log === true || flags.actions === true;
  const t = playTranscript({
    deck0: deck0.cardIndices,
    deck1: deck1.cardIndices,
    deck0Name: deck0.name,
    deck1Name: deck1.name,
    seed: deriveGameSeed(flags.seed, 0),
    agents,
    options,
    actions: flags.actions === true,
    body: full,
  });
  return t.text;
}
