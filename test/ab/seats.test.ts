/**
 * Seats and order in every summary (issue: "Seats and order in every summary"):
 *   - a plain --deck1/--deck2 run alternates seats game by game; --fixed-seats keeps --deck1 in P1;
 *   - every deck's record is split as First / Second and by seat, and the splits add up to the
 *     deck's record and match a count over the games table;
 *   - --paired in a mirror match: each pair is one game played twice; the run warns and counts
 *     only one game of each pair.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, deck } from '../sim/cli-helpers.js';

let tmp: string;
beforeAll(() => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-seats-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface T {
  games: number;
  wins: number;
  losses: number;
  decided: number;
}
type Summary = {
  warnings: string[];
  run: { games: number; independent_games: number; alternate_seats: boolean };
  seats: T[];
  decks: (T & { as_first: T; as_second: T; seat_p1: T; seat_p2: T })[];
};

function sim(name: string, extra: string[]): { dir: string; stderr: string; summary: Summary } {
  const dir = path.join(tmp, name);
  const r = berserk(['sim', '--deck1', deck('steppe'), '--games', '256', '--workers', '1', '--shard-size', '256', '--out', dir, '--json', ...extra]);
  expect(r.status, r.stderr).toBe(0);
  return { dir, stderr: r.stderr, summary: JSON.parse(fs.readFileSync(path.join(dir, 'summary.json'), 'utf8')) as Summary };
}

function column(dir: string, name: string): number[] {
  const t = tableFromIPC(fs.readFileSync(path.join(dir, 'games.arrows')));
  return Array.from(t.getChild(name)!.toArray() as ArrayLike<number>, Number);
}

describe('seats alternate by default', () => {
  it('a plain --deck1/--deck2 run puts --deck1 in P1 for the even games only; --fixed-seats for all', () => {
    const alt = sim('alt', ['--deck2', deck('forest')]);
    const d1 = column(alt.dir, 'deck1');
    expect(d1.filter((d, g) => d === (g % 2 === 0 ? 0 : 1)).length).toBe(256);
    expect(alt.summary.run.alternate_seats).toBe(true);
    const fixed = sim('fixed', ['--deck2', deck('forest'), '--fixed-seats']);
    expect(column(fixed.dir, 'deck1').every((d) => d === 0)).toBe(true);
    expect(fixed.summary.run.alternate_seats).toBe(false);
    // Fixed seats: deck 0 is always P1, so its P2 split is empty.
    expect(fixed.summary.decks[0]!.seat_p2.games).toBe(0);
  });

  it('every deck is split as First / Second and P1 / P2, matching a count over the games table', () => {
    const { dir, summary } = sim('split', ['--deck2', deck('forest')]);
    const [d1, d2, first, winner] = ['deck1', 'deck2', 'first', 'winner'].map((c) => column(dir, c)) as number[][];
    for (const d of [0, 1]) {
      const s = summary.decks[d]!;
      const want = { first: [0, 0], second: [0, 0], p1: [0, 0], p2: [0, 0] };
      for (let g = 0; g < 256; g++) {
        const seat = d1![g] === d ? 1 : d2![g] === d ? 2 : 0;
        if (seat === 0 || winner![g] === 0) continue;
        const won = winner![g] === seat ? 0 : 1;
        (first![g] === seat ? want.first : want.second)[won]!++;
        (seat === 1 ? want.p1 : want.p2)[won]!++;
      }
      expect([s.as_first.wins, s.as_first.losses]).toEqual(want.first);
      expect([s.as_second.wins, s.as_second.losses]).toEqual(want.second);
      expect([s.seat_p1.wins, s.seat_p1.losses]).toEqual(want.p1);
      expect([s.seat_p2.wins, s.seat_p2.losses]).toEqual(want.p2);
      expect(s.as_first.wins + s.as_second.wins).toBe(s.wins);
      expect(s.seat_p1.games + s.seat_p2.games).toBe(s.games);
    }
  });
});

describe('--paired in a mirror match', () => {
  it('detects that each pair is one game played twice, warns, and counts one game per pair', () => {
    const { dir, stderr, summary } = sim('mirror', ['--deck2', deck('steppe'), '--paired']);
    // The premise: both games of every pair are the same game (same winning seat, turns and actions).
    const [w, t, a] = ['winner', 'turns', 'actions'].map((c) => column(dir, c)) as number[][];
    for (let g = 0; g < 256; g += 2) expect([w![g + 1], t![g + 1], a![g + 1]]).toEqual([w![g], t![g], a![g]]);
    expect(stderr).toMatch(/warning: --paired with the same deck and agent on both sides.*one game played twice/);
    expect(summary.warnings.length).toBe(1);
    expect(summary.run.independent_games).toBe(128);
    expect(summary.seats[0]!.games).toBe(128);
  });

  it('a --paired run of two different decks is not a mirror: every game counts', () => {
    const { summary } = sim('paired', ['--deck2', deck('forest'), '--paired']);
    expect(summary.warnings).toEqual([]);
    expect(summary.run.independent_games).toBe(256);
  });
});
