/**
 * The `--option name=value` flag of `play`, `sim` and `ab` (sim/option-flags.ts): the repeatable
 * flag, the option table at the end of the command's --help, and its parsed overrides.
 */
import type { Command } from 'commander';
import type { EngineOptions } from '../engine/core/options.js';
import { OptionFlagError, optionsHelp, parseOptionFlags } from '../sim/option-flags.js';
import { UsageError } from './errors.js';

const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/** Add `--option` and the option table to `cmd`'s help. */
export function addOptionFlag(cmd: Command): Command {
  return cmd.option('--option <name=value>', 'set an engine option, e.g. crystalsFirst=25,23 (repeatable; table below)', collect).addHelpText('after', optionsHelp());
}

/**
 * The overrides of the given `--option` flags, then `--max-turns` (the older flag wins over
 * `--option maxTurns=`, which it spells). Throws UsageError.
 */
export function optionOverrides(texts: readonly string[] | undefined, maxTurns?: number): Partial<EngineOptions> {
  try {
    return { ...parseOptionFlags(texts), ...(maxTurns === undefined ? {} : { maxTurns }) };
  } catch (e) {
    if (e instanceof OptionFlagError) throw new UsageError(e.message);
    throw e;
  }
}
