/**
 * Engine options from the command line: `--option name=value`, repeatable, for `play`, `sim` and
 * `ab`. `OPTION_FLAGS` is the one table of every option of engine/options.ts with its type, limits
 * and a one-line meaning; `--help` and the table in docs/engine.md are generated from it (a test
 * checks the doc). The `Record<keyof EngineOptions, …>` type makes a new engine option that is
 * missing here a compile error.
 *
 * Values: booleans `true`/`false`; integers in decimal; crystal pairs `gold,silver`
 * (`crystalsFirst=25,23`). A bad name gets the nearest option name as a suggestion.
 */
import { z } from 'zod';
import { DEFAULT_OPTIONS, type EngineOptions } from '../engine/core/options.js';
import { closest } from './suggest.js';

type Kind = 'boolean' | 'integer' | 'pair';

interface OptionFlag {
  readonly kind: Kind;
  /** Smallest (and largest) allowed integer, for `integer`, and for each half of a `pair`. */
  readonly min?: number;
  readonly max?: number;
  /** What the option does, in one line (the full sourcing is in engine/options.ts). */
  readonly doc: string;
}

export const OPTION_FLAGS: Readonly<Record<keyof EngineOptions, OptionFlag>> = {
  crystalsFirst: { kind: 'pair', min: 0, max: 99, doc: 'gold,silver crystals of the First player' },
  crystalsSecond: { kind: 'pair', min: 0, max: 99, doc: 'gold,silver crystals of the Second player' },
  orderRollWinnerChooses: { kind: 'boolean', doc: 'the winner of the order roll chooses to go first or second (false: he goes first)' },
  maxRedeals: { kind: 'integer', min: -1, max: 99, doc: 'redeals per player, each costing 1 gold; -1 = no limit' },
  unrecruitedToBottom: { kind: 'boolean', doc: 'unrecruited cards go to the bottom of the deck instead of being shuffled back' },
  defenderAdjacentToAttackerOnly: { kind: 'boolean', doc: 'a ground defender need only stand next to the attacker (false: next to the attacker and the attacked card)' },
  secondBackRowRevealAtEndOfFirstTurn: { kind: 'boolean', doc: "the Second player's hidden back row opens at the end of the First player's first turn (false: at the start of his own)" },
  secondBackRowHidden: { kind: 'boolean', doc: 'the Second player keeps his back row hidden at all' },
  flyerFallback: { kind: 'boolean', doc: "a ground creature may strike an enemy flyer when that flyer's side has no ground creature left" },
  rangedAdjacentAllowed: { kind: 'boolean', doc: 'ranged attacks may target adjacent cards without a card saying so' },
  armorVsCounterStrike: { kind: 'boolean', doc: 'armour also prevents wounds from a counter-strike' },
  forcedStrikeFirst: { kind: 'boolean', doc: "Гном-басаарг s1_53: while he is obliged to strike, his controller's other cards may not act first" },
  incarnationTokensStopAtX: { kind: 'boolean', doc: 'a card waiting in the graveyard with its X incarnation tokens stops gaining tokens (535.7.2)' },
  maxTurns: { kind: 'integer', min: 1, max: 10_000, doc: 'a game still running after this many turns ends as a limit (same as --max-turns)' },
  maxActions: { kind: 'integer', min: 1, max: 10_000_000, doc: 'a guard: a game still running after this many actions ends as a limit' },
  effectQueueAlways: { kind: 'boolean', doc: 'not a rule choice: every effect goes through the effect queue (same results; for tests and debugging)' },
  strikeAtOnce: { kind: 'boolean', doc: 'not a rule choice: a simple strike that nothing can interrupt runs in one call (same results; false for tests and debugging)' },
};

export const OPTION_NAMES = Object.keys(OPTION_FLAGS) as (keyof EngineOptions)[];

/** A bad `--option`; the message is the whole error line after `error: `. */
export class OptionFlagError extends Error {}

const INT = /^-?\d+$/;

function valueSchema(name: string, f: OptionFlag) {
  const int = z
    .string()
    .regex(INT, { error: 'expected a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(f.min ?? -Infinity, { error: `at least ${f.min}` }).max(f.max ?? Infinity, { error: `at most ${f.max}` }));
  if (f.kind === 'boolean') return z.enum(['true', 'false'], { error: 'expected true or false' }).transform((v) => v === 'true');
  if (f.kind === 'integer') return int;
  void name;
  return z
    .string()
    .regex(/^\s*-?\d+\s*,\s*-?\d+\s*$/, { error: 'expected two whole numbers gold,silver such as 25,23' })
    .transform((v) => v.split(',').map((x) => x.trim()))
    .pipe(z.tuple([int, int]));
}

/** Parse one `name=value`; throws OptionFlagError naming the option (and the nearest name for a typo). */
export function parseOptionFlag(text: string): [keyof EngineOptions, EngineOptions[keyof EngineOptions]] {
  const eq = text.indexOf('=');
  if (eq < 0) throw new OptionFlagError(`--option ${text}: expected name=value, e.g. crystalsFirst=25,23 (options: berserk sim --help)`);
  const name = text.slice(0, eq).trim();
  const value = text.slice(eq + 1).trim();
  if (!Object.hasOwn(OPTION_FLAGS, name)) {
    const near = closest(name, OPTION_NAMES);
    throw new OptionFlagError(`--option ${name}: unknown engine option${near ? `; did you mean ${near}?` : ''} (all options: berserk sim --help)`);
  }
  const key = name as keyof EngineOptions;
  const r = valueSchema(key, OPTION_FLAGS[key]).safeParse(value);
  if (!r.success) throw new OptionFlagError(`--option ${name}=${value}: ${r.error.issues[0]!.message}`);
  return [key, r.data as EngineOptions[keyof EngineOptions]];
}

/** The overrides of every `--option` given (a later one wins over an earlier one of the same name). */
export function parseOptionFlags(texts: readonly string[] | undefined): Partial<EngineOptions> {
  const out: Record<string, unknown> = {};
  for (const t of texts ?? []) {
    const [k, v] = parseOptionFlag(t);
    out[k] = v;
  }
  return out as Partial<EngineOptions>;
}

function defaultText(name: keyof EngineOptions): string {
  const v = DEFAULT_OPTIONS[name];
  return Array.isArray(v) ? v.join(',') : String(v);
}

function typeText(f: OptionFlag): string {
  if (f.kind === 'boolean') return 'true|false';
  if (f.kind === 'pair') return 'gold,silver';
  return `integer ${f.min}…${f.max}`;
}

/** The option table for `--help`. */
export function optionsHelp(): string {
  const w = Math.max(...OPTION_NAMES.map((n) => n.length));
  const tw = Math.max(...OPTION_NAMES.map((n) => typeText(OPTION_FLAGS[n]).length));
  const dw = Math.max(...OPTION_NAMES.map((n) => defaultText(n).length));
  const lines = OPTION_NAMES.map((n) => `  ${n.padEnd(w)}  ${typeText(OPTION_FLAGS[n]).padEnd(tw)}  default ${defaultText(n).padEnd(dw)}  ${OPTION_FLAGS[n].doc}`);
  return `\nEngine options (--option name=value, repeatable; recorded in run.json's config.options):\n${lines.join('\n')}\n`;
}

/** The option table as Markdown (docs/engine.md holds it between the markers of `OPTIONS_DOC_MARKERS`). */
export function optionsMarkdown(): string {
  const rows = OPTION_NAMES.map((n) => `| \`${n}\` | ${typeText(OPTION_FLAGS[n]).replace('|', '\\|')} | \`${defaultText(n)}\` | ${OPTION_FLAGS[n].doc} |`);
  return ['| Option | Values | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

export const OPTIONS_DOC_MARKERS = ['<!-- options-table: generated from src/sim/option-flags.ts -->', '<!-- /options-table -->'] as const;
