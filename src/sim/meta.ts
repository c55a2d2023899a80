/**
 * Provenance of a run: engine version and card-database hash, read at run time, and the git commit
 * the running build was made from (read when it was built). They go into run.json, summary.json and
 * the Arrow schema metadata; resume and merge refuse inputs that disagree.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cardPool } from '../engine/card-pool.js';
import { shortHash } from './config.js';

export interface RunMeta {
  engine_version: string;
  /**
   * The commit the running code was built from: `git rev-parse HEAD` at `npm run build`
   * (dist/build-info.json, scripts/build-info.mjs); for code not run from such a build (tests on
   * src/), HEAD of its checkout now; "unknown" without git. Not HEAD at run time for a build: HEAD
   * moving after the build (a commit while a long run or the test suite runs) changes no code, and
   * must change no byte of the tables.
   */
  git_sha: string;
  /**
   * SHA-256 (16 hex digits) of the card definitions the engine plays with: the bundled cards, or
   * those with a run's card overrides and prototypes (sim/card-overrides.ts), so a run with
   * overrides never has the hash of the stock cards.
   */
  card_db_hash: string;
}

/** The package root: dist/src/sim/ → ../../.., src/sim/ → ../.. (whichever holds package.json). */
function packageRoot(): string {
  for (const rel of ['../../..', '../..']) {
    const dir = fileURLToPath(new URL(`${rel}/`, import.meta.url));
    if (fs.existsSync(`${dir}package.json`)) return dir;
  }
  return process.cwd();
}

let cached: RunMeta | null = null;

/** The provenance of the running code, with the hash of the card pool installed now. */
export function runMeta(): RunMeta {
  if (cached) return { ...cached, card_db_hash: cardDbHash() };
  const root = packageRoot();
  let version = 'unknown';
  try {
    version = (JSON.parse(fs.readFileSync(`${root}package.json`, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    // keep "unknown"
  }
  const sha = builtFrom() ?? headNow(root);
  cached = { engine_version: version, git_sha: sha, card_db_hash: cardDbHash() };
  return cached;
}

/** The sha in dist/build-info.json when this module runs from dist/src/sim/ (null otherwise). */
function builtFrom(): string | null {
  try {
    const info = JSON.parse(fs.readFileSync(new URL('../../build-info.json', import.meta.url), 'utf8')) as { git_sha?: unknown };
    return typeof info.git_sha === 'string' ? info.git_sha : null;
  } catch {
    return null; // running from src/, or a dist/ built by tsc alone
  }
}

/** `git rev-parse HEAD` of the checkout at `root`, or "unknown". */
function headNow(root: string): string {
  let sha = 'unknown';
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
    if (/^[0-9a-f]{40}$/.test(out)) sha = out;
  } catch {
    // no git, or not a checkout (an npm install, a container image): "unknown"
  }
  return sha;
}

let hashed: { pool: unknown; hash: string } | null = null;

/** Hash of the card pool's definitions (their JSON, in index order; engine/card-pool.ts `cardPool`). */
export function cardDbHash(): string {
  const pool = cardPool();
  if (hashed?.pool !== pool) hashed = { pool, hash: shortHash(JSON.stringify(pool), 16) };
  return hashed.hash;
}

/** Card ids by card index: the lookup table for `game_cards.card` (prototype cards after the printed ones). */
export function cardIds(): string[] {
  return cardPool().map((d) => d.id);
}
