/**
 * scripts/bench-table.ts: the README's benchmark table is rendered from `npm run bench` JSON and
 * replaces only the lines between its markers.
 */
import { describe, expect, it } from 'vitest';
import { type BenchReport, renderBenchTable, replaceRegion } from '../../scripts/bench-table.js';

const engine = (gps: number, hash: string, actions: number) => ({
  date: '2026-12-01T10:00:00.000Z',
  node: 'v20.20.2',
  v8Flags: '',
  machine: { cpu: 'AMD EPYC', cores: 2, platform: 'linux', arch: 'x64' },
  config: { gamesPerRep: 2000, reps: 11, warmupGames: 4000 },
  gamesPerSec: { median: gps, min: gps - 100, max: gps + 50 },
  actionsPerSec: { median: 4_570_000, min: 0, max: 0 },
  cloneNs: { median: 83.2, min: 80, max: 90 },
  signature: { games: 1000, hash, actions },
});
const report = {
  engine: engine(7875, '3357fc769895a06a', 579157),
  engineVanilla: engine(14542, '5f92e0ff0646f6c5', 582624),
  sim: {
    date: '2026-12-01T10:05:00.000Z',
    config: { gamesPerRun: 30000, bigRunGames: 240000 },
    endToEnd: { '240000': { workers1: 7323, workers2: 13344, scaling: 1.82 } },
    coresUsedWorkers2: { median: 1.97, min: 1.9, max: 1.99 },
    loadAvg1mBeforeRuns: { median: 0.4, min: 0.2, max: 0.6 },
  },
} as unknown as BenchReport;

describe('bench-table', () => {
  it('renders the machine, the date and one row per run from the JSON', () => {
    const lines = renderBenchTable(report);
    expect(lines[0]).toBe('Measured 2026-12-01 on AMD EPYC (2 cores, linux x64), Node v20.20.2; load average before the sim runs 0.4.');
    expect(lines).toContain('| `engine` (card texts) | **7,875** (7,775–7,925) | 4.57 M | 83 ns | `3357fc769895a06a`, 579,157 actions |');
    expect(lines.at(-1)).toBe('| `sim`, 240,000 games end to end, 1 / 2 workers, the 2-worker runs got 1.97 cores | 7,323 / **13,344** | | | |');
  });
  it('says so when the run was --quick or the machine was shared', () => {
    expect(renderBenchTable(report).join('\n')).not.toMatch(/quick|shared/);
    // The sim's own 2-worker runs leave a load of about 2: that alone is not a shared machine.
    const ownLoad = { ...report, sim: { ...report.sim, loadAvg1mBeforeRuns: { median: 2.1, min: 1.9, max: 2.3 }, coresUsedWorkers2: { median: 1.97, min: 1.9, max: 1.99 } } } as BenchReport;
    expect(renderBenchTable(ownLoad).join('\n')).not.toMatch(/shared/);
    const starved = { ...report, sim: { ...report.sim, coresUsedWorkers2: { median: 0.21, min: 0.2, max: 0.3 } } } as BenchReport;
    expect(renderBenchTable(starved).at(-1)).toMatch(/^\*\*The machine was shared \(the 2-worker runs got 0\.21 of 2 cores\)/);
    const busy = { ...report, sim: { ...report.sim, loadAvg1mBeforeRuns: { median: 26.1, min: 25, max: 28 }, coresUsedWorkers2: undefined } } as BenchReport;
    expect(renderBenchTable(busy).at(-1)).toMatch(/^\*\*The machine was shared \(load average 26\.1 on 2 cores\)/);
    const quick = { ...report, engine: { ...report.engine, config: { ...report.engine.config, reps: 3 } } } as BenchReport;
    expect(renderBenchTable(quick).at(-1)).toMatch(/--quick/);
  });
  it('replaces only the region between the markers, and fails without them', () => {
    const readme = 'a\n<!-- bench-table:start -->\nold\n<!-- bench-table:end -->\nb\n';
    expect(replaceRegion(readme, ['new'])).toBe('a\n<!-- bench-table:start -->\nnew\n<!-- bench-table:end -->\nb\n');
    expect(() => replaceRegion('no markers', ['x'])).toThrow(/markers/);
  });
});
