/**
 * The `--cards FILE` flag of `play`, `sim` and `ab` (sim/card-overrides.ts, docs/card-overrides.md):
 * card overrides and prototype cards, read and checked before anything is played or written.
 */
import type { Command } from 'commander';
import { type CardOverrideRecord, CardOverrideError, installCardOverrides, loadCardOverrides } from '../sim/card-overrides.js';
import { UsageError } from './errors.js';

/** Add `--cards <file>` to `cmd`. */
export function addCardsFlag(cmd: Command): Command {
  return cmd.option('--cards <file>', 'card overrides and prototype cards, JSON (docs/card-overrides.md); recorded in run.json');
}

/** The checked override file of `--cards` (undefined: none), not yet installed. Throws UsageError. */
export function readCardsFlag(file: string | undefined): CardOverrideRecord | undefined {
  if (file === undefined) return undefined;
  try {
    return loadCardOverrides(file);
  } catch (e) {
    if (e instanceof CardOverrideError) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * Read `--cards` and make its cards the process's card pool (without it: the bundled cards), so that
 * decks can name the prototype cards. Throws UsageError.
 */
export function useCardsFlag(file: string | undefined): CardOverrideRecord | undefined {
  const record = readCardsFlag(file);
  installCardOverrides(record);
  return record;
}
