#!/usr/bin/env node
/**
 * The `berserk` command line (package.json "bin"): the commands of `COMMANDS`, one module each in
 * src/cli/. Bad input of any kind (commander's usage errors, seeds, deck files, card
 * references) prints one line on stderr and exits with code 2, printing nothing on stdout.
 */
import '../sim/v8-tuning.js'; // first: V8 flags before the engine loads (sim/v8-tuning.ts)
import './early-threads.js'; // second: threads a command starts before it loads (early-threads.ts)
import * as fs from 'node:fs';
import { Command, CommanderError } from 'commander';
import { DeckError } from '../engine/core/deck.js';
import { EXIT_USAGE, UsageError } from './errors.js';

type Register = (program: Command) => void;

/**
 * The commands, in help order, each loaded only when needed: `berserk sim …` imports the sim
 * command's modules and not the report renderer, the env server or the benchmark harness. Loading
 * every command cost about 0.45 s of CPU per start (the bad-flag tables start the CLI ~150 times).
 * Help, an unknown command and a bare `berserk` load them all (help lists every command, and
 * commander's did-you-mean needs every name).
 */
const COMMANDS: readonly (readonly [string, () => Promise<Register>])[] = [
  ['play', async () => (await import('./play.js')).registerPlay],
  ['cards', async () => (await import('./cards.js')).registerCards],
  ['deck', async () => (await import('./deck.js')).registerDeck],
  ['sim', async () => (await import('./sim.js')).registerSim],
  ['ab', async () => (await import('./ab.js')).registerAb],
  ['report', async () => (await import('./report.js')).registerReport],
  ['replay', async () => (await import('./replay.js')).registerReplay],
  ['merge', async () => (await import('./merge.js')).registerMerge],
  ['export', async () => (await import('./export.js')).registerExport],
  ['bench', async () => (await import('./bench.js')).registerBench],
  ['serve-bot', async () => (await import('./serve-bot.js')).registerServeBot],
  ['serve-env', async () => (await import('./serve-env.js')).registerServeEnv],
  ['ladder', async () => (await import('./ladder.js')).registerLadder],
  ['eval', async () => (await import('./eval.js')).registerEval],
];

/** The package's version (package.json beside dist/ or beside src/). */
function packageVersion(): string {
  for (const rel of ['../../../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(fs.readFileSync(new URL(rel, import.meta.url), 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'berserk-sim' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // not this one
    }
  }
  return 'unknown';
}

async function buildProgram(argv: readonly string[]): Promise<Command> {
  const program = new Command('berserk');
  program
    .description('Berserk CCG (2023 relaunch) rules engine and simulator')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({ outputError: (str, write) => write(`${str.trim().replace(/\s*\n\s*/g, ' ')}\n`) })
    .showSuggestionAfterError(true);
  const name = argv[2];
  const one = COMMANDS.find(([n]) => n === name);
  for (const [, load] of one ? [one] : COMMANDS) (await load())(program);
  return program;
}

function fail(message: string): void {
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = EXIT_USAGE;
}

async function main(argv: readonly string[]): Promise<void> {
  // A closed pipe (`berserk cards | head`) is not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  try {
    (await buildProgram(argv)).parse(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit 0; every usage error (already printed by commander) exits 2.
      process.exitCode = err.exitCode === 0 ? 0 : EXIT_USAGE;
    } else if (err instanceof DeckError || err instanceof UsageError) {
      fail(err.message);
    } else {
      throw err;
    }
  }
}

await main(process.argv);
