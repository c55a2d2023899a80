/**
 * Provenance of a run: engine version, git commit and card-database hash, read at run time. They go
 * into run.json and the Arrow schema metadata; resume and merge refuse inputs that disagree.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_CARDS } from '../engine/cards/index.js';
import { shortHash } from './config.js';

export interface RunMeta {
  engine_version: string;
  /** `git rev-parse HEAD` of the checkout the code runs from, or "unknown". */
  git_sha: string;
  /** SHA-256 (16 hex digits) of the card definitions the engine plays with. */
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

export function runMeta(): RunMeta {
  if (cached) return cached;
  const root = packageRoot();
  let version = 'unknown';
  try {
    version = (JSON.parse(fs.readFileSync(`${root}package.json`, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    // keep "unknown"
  }
  let sha = 'unknown';
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
    if (/^[0-9a-f]{40}$/.test(out)) sha = out;
  } catch {
    // no git, or not a checkout (an npm install, a container image): "unknown"
  }
  cached = { engine_version: version, git_sha: sha, card_db_hash: cardDbHash() };
  return cached;
}

/** Hash of the bundled card definitions (their JSON, in index order). */
export function cardDbHash(): string {
  return shortHash(JSON.stringify(ALL_CARDS), 16);
}

/** Card ids by card index: the lookup table for `game_cards.card`. */
export function cardIds(): string[] {
  return ALL_CARDS.map((d) => d.id);
}
