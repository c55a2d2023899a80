/**
 * Small shards for search agents: a run with mcts (or pimc, cheat, an outside bot) defaults to
 * shards of 4 games, so a 20-game run with --workers 2 is 5 tasks and both workers play; a run of
 * cheap agents keeps its 256-game minimum. Counted from the run's own profile (which worker played
 * how many games), never from time.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, berserkAsync, deck } from '../sim/cli-helpers.js';

let tmp = '';
beforeAll(() => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-search-shards-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const MCTS_RUN = ['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--games', '20', '--agent1', 'mcts:iterations=8', '--agent2', 'random', '--max-turns', '4', '--seed', '3', '--workers', '2', '--json'];

describe('shards of a run with a search agent', () => {
  it('a 20-game mcts run with --workers 2 plays games on both workers', async () => {
    const r = await berserkAsync([...MCTS_RUN, '--out', path.join(tmp, 'mcts')]);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    const run = JSON.parse(fs.readFileSync(path.join(tmp, 'mcts', 'run.json'), 'utf8'));
    expect(run.config.shard_size).toBe(4);
    const workers: { games: number }[] = out.timing.profile.workers;
    expect(workers.filter((w) => w.games > 0)).toHaveLength(2);
    expect(workers.reduce((a, w) => a + w.games, 0)).toBe(20);
  }, 120_000);

  it('accepts --shard-size 2 with a search agent and refuses it without one', () => {
    const ok = berserk([...MCTS_RUN.slice(0, -3), '--shard-size', '2', '--out', path.join(tmp, 'two')]);
    expect(ok.status, ok.stderr).toBe(0);
    const bad = berserk(['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--games', '20', '--agent1', 'random', '--agent2', 'random', '--shard-size', '2', '--out', path.join(tmp, 'bad')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--shard-size: at least 256 games \(2 with a search agent\)/);
    expect(fs.existsSync(path.join(tmp, 'bad'))).toBe(false);
  }, 120_000);
});
