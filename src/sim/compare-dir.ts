/**
 * The folder of `berserk sim --agents-compare A,B --out OUT`:
 *
 *   OUT/compare-run.json   what the comparison is: its two agents and run folders (written before
 *                          any game is played; it marks OUT as a comparison for --resume and report)
 *   OUT/a/, OUT/b/         two ordinary run folders: the same pairings, seed, games and options,
 *                          agent A on both sides in a, agent B on both sides in b
 *   OUT/compare.json       the comparison (compare-stats.ts), written once both runs are finished
 *
 * compare.json is computed from the two runs' run.json and summary.json only, so `--resume OUT`
 * (which finishes whichever run is unfinished) rewrites it byte for byte.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type CompareJson, compareJson } from './compare-stats.js';
import { RUN_FILE, RunDirError, SUMMARY_FILE, readRunFile } from './run-dir.js';
import { type SummaryJson, writeJsonAtomic } from './summary.js';
import { TextFileError, parseJsonText, readTextFile } from './text-file.js';

export const COMPARE_RUN_FILE = 'compare-run.json';
export const COMPARE_FILE = 'compare.json';
/** The two run folders inside OUT. */
export const COMPARE_RUN_DIRS = { a: 'a', b: 'b' } as const;

export interface CompareRunFile {
  format: 1;
  kind: 'agents-compare';
  /** Canonical agent specs (agents/registry.ts). */
  agents: { a: string; b: string };
  runs: { a: string; b: string };
}

export function compareRunFile(agents: { a: string; b: string }): CompareRunFile {
  return { format: 1, kind: 'agents-compare', agents, runs: { ...COMPARE_RUN_DIRS } };
}

/** Whether `dir` is a comparison's folder (it has compare-run.json and is not itself a run folder). */
export function isCompareDir(dir: string): boolean {
  return dir !== '' && fs.existsSync(path.join(dir, COMPARE_RUN_FILE)) && !fs.existsSync(path.join(dir, RUN_FILE));
}

/** Read and check OUT/compare-run.json; throws RunDirError naming the file. */
export function readCompareRunFile(dir: string): CompareRunFile {
  const file = path.join(dir, COMPARE_RUN_FILE);
  let v: CompareRunFile;
  try {
    v = parseJsonText(readTextFile(file)) as CompareRunFile;
  } catch (e) {
    if (e instanceof TextFileError) throw new RunDirError(`${file}: ${e.message}`);
    throw e;
  }
  const ok =
    typeof v === 'object' && v !== null && v.format === 1 && v.kind === 'agents-compare' &&
    typeof v.agents?.a === 'string' && typeof v.agents?.b === 'string' && v.runs?.a === COMPARE_RUN_DIRS.a && v.runs?.b === COMPARE_RUN_DIRS.b;
  if (!ok) throw new RunDirError(`${file}: not an agents comparison of format 1`);
  return v;
}

/** The summary.json of a finished run folder; throws RunDirError when it is missing. */
export function readSummary(dir: string): SummaryJson {
  const file = path.join(dir, SUMMARY_FILE);
  if (!fs.existsSync(file)) throw new RunDirError(`${dir}: no ${SUMMARY_FILE} (the run is not finished)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SummaryJson;
}

/** compare.json of the comparison in `dir`, computed from its two finished runs. Throws RunDirError. */
export function buildCompare(dir: string): CompareJson {
  const c = readCompareRunFile(dir);
  const da = path.join(dir, c.runs.a);
  const db = path.join(dir, c.runs.b);
  const ra = readRunFile(da);
  const rb = readRunFile(db);
  const same = (x: typeof ra.config) => JSON.stringify({ ...x, agents: [], shard_size: 0 });
  if (same(ra.config) !== same(rb.config)) throw new RunDirError(`${dir}: ${c.runs.a}/${RUN_FILE} and ${c.runs.b}/${RUN_FILE} play different pairings`);
  if (ra.config.agents.join() !== c.agents.a || rb.config.agents.join() !== c.agents.b) throw new RunDirError(`${dir}: the run folders' agents are not those of ${COMPARE_RUN_FILE}`);
  return compareJson(ra.config, c.agents, c.runs, readSummary(da), readSummary(db));
}

/** Build and write OUT/compare.json (atomically); returns it. */
export function writeCompare(dir: string): CompareJson {
  const json = buildCompare(dir);
  writeJsonAtomic(path.join(dir, COMPARE_FILE), json);
  return json;
}
