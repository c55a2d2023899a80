/**
 * Flags shared by `berserk ladder` and `berserk eval` (paired matches, sim/ladder.ts): agent specs,
 * the deck folder, the SPRT, the output files. Every check throws a UsageError (or a DeckError)
 * before anything is played or written.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError } from 'commander';
import { AgentSpecError, parseAgentSpec } from '../agents/registry.js';
import { cardDb } from '../engine/card-pool.js';
import { loadDeckFile } from '../sim/deck-file.js';
import type { RungResult } from '../sim/ladder.js';
import { DEFAULT_SPRT, type SprtSpec } from '../sim/match-stats.js';
import { shellQuoteProblem } from '../sim/spec-list.js';
import { UsageError } from './errors.js';

/** Run seed of both commands unless --seed is given. */
export const DEFAULT_MATCH_SEED = 20261130n;

/** Default worker threads: min(2, cores). */
export function defaultThreads(): number {
  return Math.min(2, os.availableParallelism());
}

/** A checked agent spec (an external command must have balanced shell quotes); throws UsageError naming `flag`. */
export function checkAgentSpec(spec: string, flag: string): string {
  try {
    const p = parseAgentSpec(spec);
    if (p.name === 'external') {
      const why = shellQuoteProblem(p.params.cmd!);
      if (why) throw new UsageError(`${flag}: the command of ${JSON.stringify(spec)} cannot run: ${why}`);
    }
    return spec.trim();
  } catch (e) {
    if (e instanceof AgentSpecError) throw new UsageError(`${flag}: ${e.message}`);
    throw e;
  }
}

/** The bundled deck folder (decks/ at the repository root). */
export function bundledDecks(): string {
  return fileURLToPath(new URL('../../../decks', import.meta.url));
}

/** The *.json deck files of `dir`, sorted, each loaded once to check it (DeckError names the file). */
export function deckFilesOf(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new UsageError(`--decks: ${dir} is not a folder`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
  if (files.length === 0) throw new UsageError(`--decks: ${dir} holds no *.json deck file`);
  const db = cardDb();
  for (const f of files) loadDeckFile(f, db.defs);
  return files;
}

/** Commander parser of `--sprt elo0,elo1,alpha,beta` (e.g. `0,50,0.05,0.05`; alpha and beta may be left off). */
export function parseSprtFlag(value: string): SprtSpec {
  const parts = value.split(',').map((x) => x.trim());
  const nums = parts.map(Number);
  const bad = (why: string): never => {
    throw new InvalidArgumentError(`expected elo0,elo1[,alpha,beta], e.g. 0,50,0.05,0.05: ${why}`);
  };
  if ((parts.length !== 2 && parts.length !== 4) || parts.some((x) => x === '') || nums.some((x) => !Number.isFinite(x))) bad(`got ${JSON.stringify(value)}`);
  const [elo0, elo1] = nums as [number, number];
  const alpha = parts.length === 4 ? nums[2]! : DEFAULT_SPRT.alpha;
  const beta = parts.length === 4 ? nums[3]! : DEFAULT_SPRT.beta;
  if (!(elo1 > elo0)) bad('elo1 must be larger than elo0');
  if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) bad('alpha and beta must lie between 0 and 0.5');
  return { elo0, elo1, alpha, beta };
}

/** A file the command will write (`--json`, `--results`): its folder must exist and it must not be a folder. */
export function checkOutputFile(file: string, flag: string): string {
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) throw new UsageError(`${flag}: ${file} is a folder`);
  const dir = path.dirname(path.resolve(file));
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new UsageError(`${flag}: the folder ${dir} does not exist`);
  return file;
}

/** The JSON of a run's matches (Elo ±∞ is written as null). */
export function matchesJson(extra: Record<string, unknown>, rs: readonly RungResult[]): string {
  return JSON.stringify({ ...extra, matches: rs }, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2) + '\n';
}

/** Write `text` to `file` whole or not at all: the run folder's writer (a temporary file renamed over it). */
export { writeFileAtomic } from '../sim/run-dir.js';
