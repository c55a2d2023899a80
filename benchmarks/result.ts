/**
 * The benchmark result file (`schema: 1`), shared by every kind of `berserk bench` run and read by
 * `berserk bench compare`; every field is documented in docs/benchmarks.md. A result holds, per
 * workload, a determinism signature and, per figure ("metric"), its repetition samples, so two files
 * can be compared without re-running anything.
 */
import * as fs from 'node:fs';
import { z } from 'zod';

/** The version of this file format; bumped when a field changes meaning. */
export const RESULT_SCHEMA = 1;

export const MetricSchema = z.object({
  /** The workload the figure measures (a key of `signatures` when that workload has one). */
  workload: z.string().min(1),
  /** What is measured, e.g. `games-per-sec`, `instructions-per-game`. */
  measure: z.string().min(1),
  unit: z.string().min(1),
  /** Which direction is better: throughput is `higher`, costs (time, instructions) are `lower`. */
  better: z.enum(['higher', 'lower']),
  /** Median of `samples`. */
  value: z.number(),
  /** One value per repetition (per timed block or per process or per valgrind run). */
  samples: z.array(z.number()).min(1),
  /** Relative run-to-run noise floor that no sample count can show (instruction counts), e.g. 0.002. */
  noise: z.number().min(0).optional(),
});
export type Metric = z.infer<typeof MetricSchema>;

export const SignatureSchema = z.object({
  /** Hash of the workload's final states (or of the searches' choices); moves only with behaviour. */
  hash: z.string().min(1),
  /** Engine actions the workload applied (rollout actions for searches). */
  actions: z.number().int().min(0),
  /** Games (or searches) the signature covers. */
  units: z.number().int().min(0).optional(),
  /**
   * Layout-independent hash of the same final states (benchmarks/semantic-signature.ts): a state
   * re-layout moves `hash` but not this. Absent in results of builds from before it existed.
   */
  semantic: z.string().min(1).optional(),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const BenchResultSchema = z.looseObject({
  schema: z.literal(RESULT_SCHEMA),
  /** `time` (wall-clock figures) or `instructions` (callgrind counts). */
  kind: z.enum(['time', 'instructions']),
  date: z.string(),
  /** The commit the measured build was made from (dist/build-info.json), or "unknown". */
  build: z.object({ gitSha: z.string() }).optional(),
  environment: z.looseObject({ node: z.string() }).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  signatures: z.record(z.string(), SignatureSchema),
  metrics: z.record(z.string(), MetricSchema),
});
export type BenchResult = z.infer<typeof BenchResultSchema>;

/** Thrown for a result file that is missing, not JSON or not of this schema: one line naming the file and field. */
export class ResultFileError extends Error {}

/** Read and validate a result file. */
export function readResult(file: string): BenchResult {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ResultFileError(`${file}: cannot read the file`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ResultFileError(`${file}: not JSON`);
  }
  return parseResult(json, file);
}

/** Validate an already parsed result; `label` names it in the error. */
export function parseResult(json: unknown, label: string): BenchResult {
  if (typeof json === 'object' && json !== null && !('schema' in json)) {
    throw new ResultFileError(`${label}: no "schema" field: a result of an older berserk bench (re-run the benchmark with this build)`);
  }
  const r = BenchResultSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
    throw new ResultFileError(`${label}: field ${where}: ${issue.message}`);
  }
  return r.data;
}

/** Build a metric from its samples (value = their median). */
export function metric(workload: string, measure: string, unit: string, better: 'higher' | 'lower', samples: readonly number[], noise?: number): Metric {
  const xs = [...samples].sort((a, b) => a - b);
  const n = xs.length;
  const value = n % 2 === 1 ? xs[(n - 1) / 2]! : (xs[n / 2 - 1]! + xs[n / 2]!) / 2;
  return { workload, measure, unit, better, value, samples: [...samples], ...(noise !== undefined ? { noise } : {}) };
}

/** The build's provenance from `<dist>/build-info.json`. */
export function buildInfo(distDir: string): { gitSha: string } {
  try {
    const j = JSON.parse(fs.readFileSync(`${distDir}/build-info.json`, 'utf8')) as { git_sha?: unknown };
    return { gitSha: typeof j.git_sha === 'string' ? j.git_sha : 'unknown' };
  } catch {
    return { gitSha: 'unknown' };
  }
}
