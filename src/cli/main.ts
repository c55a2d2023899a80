#!/usr/bin/env node
/**
 * The `berserk` command line (package.json "bin"). Commands: `play` (cli/play.ts), `cards`
 * (cli/cards.ts). Bad input of any kind (commander's usage errors, seeds, deck files, card
 * references) prints one line on stderr and exits with code 2, printing nothing on stdout.
 */
import '../sim/v8-tuning.js'; // first: V8 flags before the engine loads (sim/v8-tuning.ts)
import { Command, CommanderError } from 'commander';
import { DeckError } from '../engine/core/deck.js';
import { registerCards } from './cards.js';
import { EXIT_USAGE, UsageError } from './errors.js';
import { registerPlay } from './play.js';
import { registerBench } from './bench.js';
import { registerMerge } from './merge.js';
import { registerReplay } from './replay.js';
import { registerSim } from './sim.js';
import { registerAb } from './ab.js';
import { registerReport } from './report.js';
import { registerServeBot } from './serve-bot.js';
import { registerServeEnv } from './serve-env.js';
import { registerLadder } from './ladder.js';
import { registerEval } from './eval.js';
import { registerExport } from './export.js';
import { registerDeck } from './deck.js';

function buildProgram(): Command {
  const program = new Command('berserk');
  program
    .description('Berserk CCG (2023 relaunch) rules engine and simulator')
    .exitOverride()
    .configureOutput({ outputError: (str, write) => write(`${str.trim().replace(/\s*\n\s*/g, ' ')}\n`) })
    .showSuggestionAfterError(true);
  registerPlay(program);
  registerCards(program);
  registerDeck(program);
  registerSim(program);
  registerAb(program);
  registerReport(program);
  registerReplay(program);
  registerMerge(program);
  registerExport(program);
  registerBench(program);
  registerServeBot(program);
  registerServeEnv(program);
  registerLadder(program);
  registerEval(program);
  return program;
}

function fail(message: string): void {
  process.stderr.write(`error: ${message}\n`);
  process.exitCode = EXIT_USAGE;
}

function main(argv: readonly string[]): void {
  // A closed pipe (`berserk cards | head`) is not an error.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  try {
    buildProgram().parse(argv);
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

main(process.argv);
