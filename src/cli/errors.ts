import { InvalidArgumentError } from 'commander';

/**
 * CLI error convention: bad input (flags, seeds, deck files, card references) is a `UsageError` or a
 * `DeckError`, reported as one line on stderr with exit code 2 and nothing on stdout.
 */

/** Exit code for any bad input, including commander's own usage errors. */
export const EXIT_USAGE = 2;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Commander argument parser: a non-negative decimal integer below 2^64, returned as a bigint. */
export function parseSeed(value: string): bigint {
  const v = value.trim();
  if (!/^\d+$/.test(v) || BigInt(v) >= 1n << 64n) throw new InvalidArgumentError('expected a whole number from 0 to 2^64-1');
  return BigInt(v);
}

/** Commander argument parser: a whole number ≥ 0 (a safe integer). */
export function parseWholeNumber(value: string): number {
  const v = value.trim();
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v))) throw new InvalidArgumentError('expected a whole number ≥ 0');
  return Number(v);
}

/** Commander argument parser: a whole number ≥ 1. */
export function parsePositiveInt(value: string): number {
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1 || !Number.isSafeInteger(Number(v))) {
    throw new InvalidArgumentError('expected a whole number ≥ 1');
  }
  return Number(v);
}
