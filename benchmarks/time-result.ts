/**
 * The wall-clock result (`kind: "time"`) from the engine benchmark's reports (benchmarks/engine.ts,
 * with card text and `--vanilla`). Workloads: `engine` (card text) and `engine-printed` (printed
 * cards only). Metrics per workload: games/s and actions/s (per timed repetition), clone and hash
 * ns (per repetition). The sim benchmark's figures are kept under `details` but not compared: it
 * runs too few repetitions to give an interval.
 */
import { RESULT_SCHEMA, buildInfo, metric, type BenchResult, type Metric, type Signature } from './result.js';

/** The fields of an engine benchmark report this file reads (older builds lack `samples`). */
export interface EngineReport {
  gamesPerSec: { median: number };
  actionsPerSec: { median: number };
  cloneNs: { median: number };
  hashNs: { median: number };
  samples?: { gamesPerSec: number[]; actionsPerSec: number[]; cloneNs: number[]; hashNs: number[] };
  signature: { games: number; hash: string; actions: number; semantic?: string };
  config?: Record<string, unknown>;
  node?: string;
  v8Flags?: string;
  machine?: unknown;
}

export const TIME_WORKLOADS = { engine: 'engine', engineVanilla: 'engine-printed' } as const;

/** Metrics of one workload from per-repetition samples (one report) or per-process medians (several). */
export function engineMetrics(workload: string, reports: readonly EngineReport[]): Record<string, Metric> {
  const pick = (key: 'gamesPerSec' | 'actionsPerSec' | 'cloneNs' | 'hashNs'): number[] =>
    reports.length === 1 && reports[0]!.samples ? reports[0]!.samples[key] : reports.map((r) => r[key].median);
  return {
    [`${workload}/games-per-sec`]: metric(workload, 'games-per-sec', 'games/s', 'higher', pick('gamesPerSec')),
    [`${workload}/actions-per-sec`]: metric(workload, 'actions-per-sec', 'actions/s', 'higher', pick('actionsPerSec')),
    [`${workload}/clone-ns`]: metric(workload, 'clone-ns', 'ns', 'lower', pick('cloneNs')),
    [`${workload}/hash-ns`]: metric(workload, 'hash-ns', 'ns', 'lower', pick('hashNs')),
  };
}

export function engineSignature(r: EngineReport): Signature {
  return { hash: r.signature.hash, actions: r.signature.actions, units: r.signature.games, ...(r.signature.semantic ? { semantic: r.signature.semantic } : {}) };
}

/**
 * The time result of a build (`dist`): `reports.engine` / `reports.engineVanilla` are the reports
 * of one process each (samples = its repetitions) or of several processes (samples = their medians).
 */
export function timeResult(dist: string, reports: { engine: readonly EngineReport[]; engineVanilla: readonly EngineReport[] }, extra: Record<string, unknown> = {}): BenchResult {
  const e0 = reports.engine[0]!;
  return {
    schema: RESULT_SCHEMA,
    kind: 'time',
    date: new Date().toISOString(),
    build: buildInfo(dist),
    environment: { node: e0.node ?? process.version, v8Flags: e0.v8Flags, machine: e0.machine },
    config: { engine: e0.config, processes: reports.engine.length, samplesAre: reports.engine.length === 1 ? 'timed repetitions of one process' : 'per-process medians' },
    signatures: { [TIME_WORKLOADS.engine]: engineSignature(e0), [TIME_WORKLOADS.engineVanilla]: engineSignature(reports.engineVanilla[0]!) },
    metrics: { ...engineMetrics(TIME_WORKLOADS.engine, reports.engine), ...engineMetrics(TIME_WORKLOADS.engineVanilla, reports.engineVanilla) },
    ...extra,
  };
}
