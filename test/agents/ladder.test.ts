/**
 * The strength ladder's results file (src/sim/ladder.ts `--results`): every finished pair is
 * appended as one JSON line, and a run given the file plays only the pairs it does not hold yet,
 * with the same table as an uninterrupted run.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeAgentSpec, readResults, runRung, type LadderOptions } from '../../dist/src/sim/ladder.js';

const deckFiles = ['decks/steppe.json', 'decks/forest.json', 'decks/mountain.json'].map((f) => path.resolve(f));

function opts(resultsFile?: string): LadderOptions {
  return { rungs: [], threads: 1, runSeed: 99n, deckFiles, maxTurns: 60, ...(resultsFile ? { resultsFile } : {}) };
}

describe('ladder results file', () => {
  it('a stopped run resumes from its results file and reports the same table', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-'));
    const file = path.join(dir, 'pairs.jsonl');
    const full = await runRung({ a: 'random', b: 'scripted', pairs: 4 }, opts());
    // A run of 2 pairs, "stopped", then the full command again on the same file.
    await runRung({ a: 'random', b: 'scripted', pairs: 2 }, opts(file));
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    fs.appendFileSync(file, '{"a":"random","b":"scr'); // a line cut short by a kill
    const resumed = await runRung({ a: 'random', b: 'scripted', pairs: 4 }, opts(file));
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith('{') && l.endsWith('}'));
    expect(lines).toHaveLength(4);
    const strip = (r: typeof full) => ({ ...r, seconds: 0 });
    expect(strip(resumed)).toEqual(strip(full));
    // Nothing left to play: the table comes from the file alone.
    const again = await runRung({ a: 'random', b: 'scripted', pairs: 4 }, opts(file));
    expect(strip(again)).toEqual(strip(full));
    // Another rung, seed or turn cap does not pick these lines up.
    expect(readResults(file, 'random', 'scripted', '99', 60, deckFiles.map((f) => path.basename(f))).size).toBe(4);
    expect(readResults(file, 'random', 'scripted', '98', 60, deckFiles.map((f) => path.basename(f))).size).toBe(0);
    expect(readResults(file, 'random', 'scripted', '99', 100, deckFiles.map((f) => path.basename(f))).size).toBe(0);
    expect(readResults(file, 'scripted', 'random', '99', 60, deckFiles.map((f) => path.basename(f))).size).toBe(0);
    fs.rmSync(dir, { recursive: true });
  }, 60_000);

  it('prints search agents with their resolved defaults', () => {
    const d = describeAgentSpec('mcts:1000');
    expect(d).toMatch(/^mcts:1000 = mcts\(iterations=1000, c=/);
    expect(d).toContain('horizon=');
    expect(describeAgentSpec('random')).toBe('random');
  });
});
