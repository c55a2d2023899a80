/**
 * Alternating runs of two builds on one machine (`berserk bench --alternate N`): round r runs base then
 * head when r is even, head then base when r is odd (ABBA), so a drift of the machine's speed over the
 * rounds weighs on both builds alike, as benchmarks/text-cost.ts pairs its processes. Every run is a
 * fresh process; each build's samples are its runs' figures.
 */
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import type { EngineReport } from './time-result.js';

/** The order of the runs in ABBA rounds. */
export function abbaOrder(rounds: number): ('base' | 'head')[] {
  const order: ('base' | 'head')[] = [];
  for (let r = 0; r < rounds; r++) order.push(...(r % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const)));
  return order;
}

/** Run `run(side)` in ABBA order for `rounds` rounds; returns each side's results in run order. */
export function alternate<T>(rounds: number, run: (side: 'base' | 'head', round: number) => T): { base: T[]; head: T[] } {
  const out = { base: [] as T[], head: [] as T[] };
  abbaOrder(rounds).forEach((side, k) => out[side].push(run(side, k >> 1)));
  return out;
}

/** One process of a build's own engine benchmark (`<dist>/benchmarks/engine.js`). */
export function engineProcess(dist: string, vanilla: boolean, args: readonly string[]): EngineReport {
  const script = path.join(dist, 'benchmarks', 'engine.js');
  const r = spawnSync(process.execPath, [script, ...(vanilla ? ['--vanilla'] : []), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${script}${vanilla ? ' --vanilla' : ''} failed (exit ${r.status ?? r.signal})`);
  return JSON.parse(r.stdout) as EngineReport;
}
