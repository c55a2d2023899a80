/**
 * `berserk bench compare BASE.json HEAD.json`: behaviour first, then speed, with a verdict per figure
 * and an exit code for CI (docs/benchmarks.md "Reading a comparison").
 *
 * Behaviour: every workload present in both files must have the same signature (hash and action
 * count). Otherwise the two builds played different games, the speed figures compare different work,
 * and the comparison exits 3 unless `allowSignatureChange`.
 *
 * Speed, per metric present in both files: the cost ratio head/base (time or instructions per unit
 * of work; for a throughput figure, base/head) with a seeded bootstrap interval of the ratio of
 * medians (10,000 resamples, 95 %), widened by the metrics' `noise` floor where they give one
 * (instruction counts, whose samples may be too few or identical). Mann-Whitney's two-sided p is
 * printed alongside. Verdict: `slower` when the whole interval is above 1, `faster` when below 1,
 * else `no detectable change`. A regression (exit 1) is a figure whose whole interval is above
 * 1 + threshold: slower beyond the threshold with 95 % confidence.
 */
import { bootstrapRatioOfMedians, mannWhitney, median } from './compare-stats.js';
import type { BenchResult, Metric } from './result.js';

export const EXIT_OK = 0;
export const EXIT_REGRESSION = 1;
export const EXIT_SIGNATURE_CHANGED = 3;

/** Default thresholds (fraction): wall-clock figures are noisy, instruction counts are not. */
export const DEFAULT_THRESHOLD = { time: 0.05, instructions: 0.01 } as const;
export const CONFIDENCE = 0.95;
export const BOOTSTRAP_RESAMPLES = 10_000;
export const BOOTSTRAP_SEED = 1;

export type Verdict = 'slower' | 'faster' | 'no detectable change';

export interface MetricComparison {
  name: string;
  unit: string;
  better: 'higher' | 'lower';
  base: number;
  head: number;
  /** Cost ratio head/base (> 1: head is slower) and its interval. */
  costRatio: number;
  lo: number;
  hi: number;
  mannWhitneyP: number;
  verdict: Verdict;
  regression: boolean;
}

export interface SignatureComparison {
  workload: string;
  base: { hash: string; actions: number };
  head: { hash: string; actions: number };
  same: boolean;
  /** The raw hashes differ but the semantic ones are equal: the same games in a new state layout. */
  relaid: boolean;
}

export interface Comparison {
  kind: BenchResult['kind'];
  threshold: number;
  signatures: SignatureComparison[];
  behaviourChanged: boolean;
  metrics: MetricComparison[];
  /** Metrics only one side has (a workload added or removed). */
  unmatched: string[];
  exitCode: number;
  lines: string[];
}

export interface CompareOptions {
  /** Fraction, e.g. 0.05; default by kind (DEFAULT_THRESHOLD). */
  threshold?: number;
  allowSignatureChange?: boolean;
}

/** A comparison of a metric's samples; exported for the tests. */
export function compareMetric(name: string, b: Metric, h: Metric, threshold: number): MetricComparison {
  // Cost samples: for a throughput figure the cost is its reciprocal, so the cost ratio is base/head.
  const cost = (m: Metric): number[] => (m.better === 'lower' ? m.samples : m.samples.map((x) => 1 / x));
  const boot = bootstrapRatioOfMedians(cost(b), cost(h), { resamples: BOOTSTRAP_RESAMPLES, confidence: CONFIDENCE, seed: BOOTSTRAP_SEED });
  const noise = Math.max(b.noise ?? 0, h.noise ?? 0);
  const lo = boot.lo / (1 + noise);
  const hi = boot.hi * (1 + noise);
  const verdict: Verdict = lo > 1 ? 'slower' : hi < 1 ? 'faster' : 'no detectable change';
  return {
    name,
    unit: b.unit,
    better: b.better,
    base: median(b.samples),
    head: median(h.samples),
    costRatio: boot.ratio,
    lo,
    hi,
    mannWhitneyP: mannWhitney(b.samples, h.samples).p,
    verdict,
    regression: lo > 1 + threshold,
  };
}

const fmtNum = (x: number): string => (Math.abs(x) >= 100 ? Math.round(x).toLocaleString('en-US') : x.toPrecision(4));
const pct = (r: number): string => `${r >= 1 ? '+' : '−'}${(Math.abs(r - 1) * 100).toFixed(2)} %`;

/** Compare two results; `lines` is the printed report, `exitCode` what the command exits with. */
export function compareResults(base: BenchResult, head: BenchResult, opts: CompareOptions = {}): Comparison {
  const lines: string[] = [];
  if (base.kind !== head.kind) {
    throw new Error(`cannot compare a ${base.kind} result with a ${head.kind} result`);
  }
  const threshold = opts.threshold ?? DEFAULT_THRESHOLD[base.kind];
  const signatures: SignatureComparison[] = [];
  for (const [w, bs] of Object.entries(base.signatures)) {
    const hs = head.signatures[w];
    if (!hs) continue;
    // Same games: equal action counts and equal raw hashes, or (a state re-layout moved the raw hash)
    // equal semantic hashes, when both results carry one.
    const relaid = bs.hash !== hs.hash && bs.semantic !== undefined && bs.semantic === hs.semantic;
    signatures.push({ workload: w, base: { hash: bs.hash, actions: bs.actions }, head: { hash: hs.hash, actions: hs.actions }, same: bs.actions === hs.actions && (bs.hash === hs.hash || relaid), relaid });
  }
  const behaviourChanged = signatures.some((s) => !s.same);
  lines.push(`berserk bench compare: ${base.kind}, base ${base.build?.gitSha.slice(0, 12) ?? 'unknown'} vs head ${head.build?.gitSha.slice(0, 12) ?? 'unknown'}`);
  // A --quick wall-clock run (fewer, shorter repetitions) is a smoke run: its figures swing with the
  // machine's load far beyond the test's interval, so say so next to any verdict drawn from it.
  for (const [side, r] of [['base', base], ['head', head]] as const) {
    const e = (r.config as { engine?: { reps?: unknown; gamesPerRep?: unknown } } | undefined)?.engine;
    if (r.kind === 'time' && e && typeof e.reps === 'number' && typeof e.gamesPerRep === 'number' && (e.reps < 11 || e.gamesPerRep < 2000)) {
      lines.push(`note: the ${side} is a --quick run (${e.reps} repetitions of ${e.gamesPerRep} games): its wall-clock figures are not comparable; compare full runs, or instruction counts (--instructions)`);
    }
  }
  // Instruction counts depend on node's version (V8's code) and a little on valgrind's and the CPU's.
  for (const key of ['node', 'valgrind', 'nodeFlags'] as const) {
    const b = base.environment?.[key];
    const h = head.environment?.[key];
    if (typeof b === 'string' && typeof h === 'string' && b !== h) lines.push(`note: ${key} differs (base ${b}, head ${h}): figures of different setups`);
  }
  if (behaviourChanged) {
    lines.push('behaviour CHANGED: the two builds played different games, so their speed figures measure different work');
  } else {
    lines.push(`behaviour: unchanged (${signatures.length} workload signature${signatures.length === 1 ? '' : 's'} equal)`);
  }
  for (const s of signatures) {
    const d = s.head.actions - s.base.actions;
    lines.push(
      s.same && s.relaid
        ? `  ${s.workload}: ${s.base.hash} → ${s.head.hash} (state layout moved; semantic signature equal), ${s.base.actions.toLocaleString('en-US')} actions`
        : s.same
        ? `  ${s.workload}: ${s.base.hash}, ${s.base.actions.toLocaleString('en-US')} actions`
        : `  ${s.workload}: ${s.base.hash} → ${s.head.hash}, actions ${s.base.actions.toLocaleString('en-US')} → ${s.head.actions.toLocaleString('en-US')} (${d >= 0 ? '+' : ''}${d.toLocaleString('en-US')})`,
    );
  }

  const metrics: MetricComparison[] = [];
  const unmatched: string[] = [];
  for (const [name, b] of Object.entries(base.metrics)) {
    const h = head.metrics[name];
    if (!h) unmatched.push(`${name} (base only)`);
    else metrics.push(compareMetric(name, b, h, threshold));
  }
  for (const name of Object.keys(head.metrics)) if (!base.metrics[name]) unmatched.push(`${name} (head only)`);

  lines.push(
    `speed: cost ratio head/base (time or instructions per unit of work) with its ${CONFIDENCE * 100} % bootstrap interval of the ratio of medians` +
      ` (${BOOTSTRAP_RESAMPLES.toLocaleString('en-US')} resamples, seed ${BOOTSTRAP_SEED}; widened by the noise floor where the files give one), Mann-Whitney two-sided p; regression threshold ${(threshold * 100).toFixed(1)} %`,
  );
  const width = Math.max(6, ...metrics.map((m) => m.name.length));
  for (const m of metrics) {
    const beyond = m.verdict === 'slower' ? (m.regression ? `, beyond the ${(threshold * 100).toFixed(1)} % threshold` : `, within the ${(threshold * 100).toFixed(1)} % threshold`) : '';
    lines.push(
      `  ${m.name.padEnd(width)}  base ${fmtNum(m.base)}  head ${fmtNum(m.head)} ${m.unit}  cost ×${m.costRatio.toFixed(4)} [${m.lo.toFixed(4)}, ${m.hi.toFixed(4)}] (${pct(m.costRatio)})  p=${m.mannWhitneyP.toPrecision(2)}  → ${m.verdict}${beyond}`,
    );
  }
  for (const u of unmatched) lines.push(`  ${u}: not compared`);

  const regressions = metrics.filter((m) => m.regression);
  let exitCode = EXIT_OK;
  if (behaviourChanged && !opts.allowSignatureChange) {
    exitCode = EXIT_SIGNATURE_CHANGED;
    lines.push('verdict: behaviour changed (exit 3). If the change is intended, re-baseline in a commit that says why, or pass --allow-signature-change');
  } else {
    if (behaviourChanged) lines.push('behaviour changed, allowed by --allow-signature-change: the speed verdict compares different work');
    if (regressions.length > 0) {
      exitCode = EXIT_REGRESSION;
      lines.push(`verdict: slower: ${regressions.map((m) => `${m.name} ${pct(m.costRatio)}`).join(', ')} (beyond the ${(threshold * 100).toFixed(1)} % threshold with ${CONFIDENCE * 100} % confidence; exit 1)`);
    } else if (metrics.some((m) => m.verdict === 'slower')) {
      lines.push(`verdict: slower within the threshold (${metrics.filter((m) => m.verdict === 'slower').map((m) => `${m.name} ${pct(m.costRatio)}`).join(', ')}); exit 0`);
    } else if (metrics.some((m) => m.verdict === 'faster')) {
      lines.push(`verdict: faster (${metrics.filter((m) => m.verdict === 'faster').map((m) => `${m.name} ${pct(m.costRatio)}`).join(', ')}); exit 0`);
    } else {
      lines.push('verdict: no detectable change; exit 0');
    }
  }
  return { kind: base.kind, threshold, signatures, behaviourChanged, metrics, unmatched, exitCode, lines };
}
