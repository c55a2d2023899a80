/**
 * The worker pool through `berserk sim`: results keyed by game index, never by completion order, so
 * the tables are byte-identical for any worker count and between runs; an engine exception in one
 * game is recorded as `error` and the run goes on; a crashed worker is replaced and its shard retried.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserkAsync, deck, read, repoRoot, sameFile } from '../sim/cli-helpers.js';

let tmp = '';
beforeAll(() => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-pool-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

// 512 games = 2 shards of 256; a gauntlet (seats alternate, two pairings) with --paired.
// The harness is the subject: uniform random agents keep the games cheap and as pinned.
const RUN = ['sim', '--agent1', 'random', '--agent2', 'random', '--gauntlet', deck('steppe'), '--decks', deck('forest'), deck('swamp'), '--games', '256', '--paired', '--seed', '11', '--shard-size', '256'];
const GAMES = 512;
const TABLES = ['games.arrows', 'game_cards.arrows', 'summary.json'] as const;

describe('berserk sim on a worker pool', () => {
  it('writes byte-identical tables with 1 and 2 workers, and again on a second run', async () => {
    const dirs = ['w1', 'w2', 'w2-again'].map((d) => path.join(tmp, d));
    const runs = await Promise.all([
      berserkAsync([...RUN, '--workers', '1', '--out', dirs[0]!]),
      berserkAsync([...RUN, '--workers', '2', '--out', dirs[1]!]),
    ]);
    runs.push(await berserkAsync([...RUN, '--workers', '2', '--out', dirs[2]!]));
    for (const r of runs) {
      // Only the per-deck warnings about partially implemented cards (sim/support.ts).
      expect(r.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('warning: deck ')).join('\n')).toBe('');
      expect(r.status).toBe(0);
    }
    for (const f of TABLES) {
      expect(sameFile(dirs[0]!, dirs[1]!, f), f).toBe(true);
      expect(sameFile(dirs[1]!, dirs[2]!, f), f).toBe(true);
    }
    // Sanity of what was written: every game once, in order, with the gauntlet's decks.
    const games = tableFromIPC(read(dirs[0]!, 'games.arrows'));
    expect(games.numRows).toBe(GAMES);
    expect(Array.from(games.getChild('game')!.toArray())).toEqual(Array.from({ length: GAMES }, (_, i) => i));
    const decks = new Set(Array.from(games.getChild('deck1')!.toArray() as Uint16Array));
    expect(decks).toEqual(new Set([0, 1, 2]));
    const summary = JSON.parse(read(dirs[0]!, 'summary.json').toString());
    expect(summary.matrix.decks).toHaveLength(3);
    expect(summary.run.games).toBe(GAMES);
  });

  it('records an engine exception as an error game with its seed, and the run goes on', async () => {
    const dir = path.join(tmp, 'errors');
    const r = await berserkAsync([...RUN, '--workers', '2', '--out', dir, '--json'], { env: { BERSERK_SIM_FAULTS: 'error:5,error:300' } });
    expect(r.status).toBe(0);
    const summary = JSON.parse(read(dir, 'summary.json').toString());
    expect(summary.outcomes.error).toBe(2);
    expect(summary.failed_seeds.map((f: { game: number }) => f.game)).toEqual([5, 300]);
    const games = tableFromIPC(read(dir, 'games.arrows'));
    const ends = games.getChild('end_reason')!.toArray() as string[];
    const seeds = games.getChild('seed')!.toArray() as BigUint64Array;
    expect([ends[5], ends[300], ends[6]]).not.toContain(undefined);
    expect(ends[5]).toBe('error');
    expect(ends[300]).toBe('error');
    expect(ends[6]).not.toBe('error');
    expect(summary.failed_seeds[0].seed).toBe(seeds[5]!.toString(16).padStart(16, '0'));
    // No game_cards rows for a failed game.
    const cards = tableFromIPC(read(dir, 'game_cards.arrows'));
    const cardGames = new Set(Array.from(cards.getChild('game')!.toArray() as Uint32Array));
    expect(cardGames.has(5)).toBe(false);
    expect(cardGames.has(4)).toBe(true);
    expect(JSON.parse(r.stdout).summary.outcomes.error).toBe(2);
    // Results go through 2 × workers fixed shared slots, whatever --games (test/sim/slots.test.ts).
    expect(JSON.parse(r.stdout).timing.shard_slots).toBe(4);
    // With 2 workers the last 2 shards are split into 4 parts each (runner.ts tailParts), so the error
    // games 5 and 300 were played inside parts (the first test compares such a run with 1 worker's).
    const profile = JSON.parse(r.stdout).timing.profile;
    expect(profile.tail_parts).toBe(8);
    // The run's profile (sim/profile.ts) accounts for every game, by the worker that played it.
    expect(profile.workers.reduce((n: number, w: { games: number }) => n + w.games, 0)).toBe(GAMES);
    for (const w of profile.workers) expect(w.utilisation).toBeGreaterThan(0);
  });

  it('replaces a crashed worker and retries its shard: the tables equal an undisturbed run', async () => {
    const clean = path.join(tmp, 'w1'); // from the first test
    const crashed = path.join(tmp, 'crashed');
    const b = await berserkAsync([...RUN, '--workers', '2', '--out', crashed], { env: { BERSERK_SIM_FAULTS: 'crash:1' } });
    expect(b.status).toBe(0);
    expect(b.stderr).toMatch(/warning: shard 1 failed \(worker exited with code: 70\); retrying/);
    for (const f of TABLES) expect(sameFile(clean, crashed, f), f).toBe(true);
  });

  it('writes the same bytes when HEAD moved after the build: the tables name the commit dist/ was built from', async () => {
    // A flake this test once had: a commit landed in the checkout between its clean run and
    // its crashed run, so their git_sha metadata (read then at run time) differed. Here HEAD "moves"
    // by pointing git at another repository for the second run.
    const clean = path.join(tmp, 'w1'); // from the first test
    const other = path.join(tmp, 'other-repo');
    execFileSync('git', ['init', '-q', other]);
    execFileSync('git', ['-C', other, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'moved']);
    const dir = path.join(tmp, 'head-moved');
    const r = await berserkAsync([...RUN, '--workers', '2', '--out', dir], { env: { GIT_DIR: path.join(other, '.git') } });
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(clean, dir, f), f).toBe(true);
    const built = JSON.parse(fs.readFileSync(path.join(repoRoot, 'dist/build-info.json'), 'utf8')).git_sha;
    expect(built).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(JSON.parse(read(dir, 'run.json').toString()).meta.git_sha).toBe(built);
  });

  it('loses and mixes no game whatever crashes: a whole shard at its start and mid-shard, two parts of a split shard mid-part, in reused slots', async () => {
    // 1,536 short games in 6 shards of 256, 2 workers: shards 0–3 whole, 4 and 5 split into 4 parts
    // of 64 each (runner.ts tailParts) in slots 0 and 1, which still hold shards 0 and 1. crash:0
    // kills its worker at the start of shard 0; crashafter:300 (shard 1), crashafter:1300 and
    // crashafter:1350 (shard 5's first two parts, on both workers) after some of their games are in
    // the slot, so each retry plays over a dead attempt's rows. (The test above crashes every part of
    // a split shard at its start.)
    const run = ['sim', '--agent1', 'random', '--agent2', 'random', '--gauntlet', deck('steppe'), '--decks', deck('forest'), deck('swamp'), '--games', '768', '--paired', '--seed', '12', '--max-turns', '6', '--shard-size', '256'];
    const [clean, crashed] = ['faults-clean', 'faults-crashed'].map((d) => path.join(tmp, d));
    const [a, b] = await Promise.all([
      berserkAsync([...run, '--workers', '1', '--out', clean!]),
      berserkAsync([...run, '--workers', '2', '--out', crashed!, '--json'], { env: { BERSERK_SIM_FAULTS: 'crash:0,crashafter:300,crashafter:1300,crashafter:1350' } }),
    ]);
    expect([a.status, b.status]).toEqual([0, 0]);
    const warned = (k: number, code: number) => b.stderr.split(`warning: shard ${k} failed (worker exited with code: ${code}); retrying`).length - 1;
    expect([warned(0, 70), warned(1, 71), warned(5, 71)]).toEqual([1, 1, 2]);
    expect(JSON.parse(b.stdout).timing.profile.tail_parts).toBe(8);
    for (const f of TABLES) expect(sameFile(clean!, crashed!, f), f).toBe(true);
    const games = tableFromIPC(read(crashed!, 'games.arrows'));
    expect(Array.from(games.getChild('game')!.toArray())).toEqual(Array.from({ length: 1536 }, (_, i) => i));
  });

  it('plays a round-robin matrix: every pair of decks once, seats alternating', async () => {
    const dir = path.join(tmp, 'matrix');
    const r = await berserkAsync(['sim', '--decks', deck('steppe'), deck('forest'), deck('swamp'), '--games', '4', '--seed', '3', '--out', dir]);
    expect(r.status).toBe(0);
    const games = tableFromIPC(read(dir, 'games.arrows'));
    const d1 = Array.from(games.getChild('deck1')!.toArray() as Uint16Array);
    const d2 = Array.from(games.getChild('deck2')!.toArray() as Uint16Array);
    expect(d1.map((a, i) => `${a}${d2[i]}`)).toEqual(['01', '10', '01', '10', '02', '20', '02', '20', '12', '21', '12', '21']);
    const summary = JSON.parse(read(dir, 'summary.json').toString());
    expect(summary.run.mode).toBe('matrix');
    expect(summary.matrix.rows.map((row: unknown[]) => row.map((c) => c !== null))).toEqual([
      [false, true, true],
      [true, false, true],
      [true, true, false],
    ]);
    expect(summary.matrix.rows[0][1].games).toBe(4);
  });
});
