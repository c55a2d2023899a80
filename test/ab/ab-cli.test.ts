/**
 * `berserk ab`: the run folder (the sim tables plus ab.json), twins sharing seed and seats, the paired
 * statistics against a hand computation from the games table, SPRT stopping, and bad input.
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
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-ab-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const base = deck('variants/darkness-plague-rider');
const variant = deck('variants/darkness-slua-witch');

describe('berserk ab', () => {
  it('pairs every variant game with the base game of the same seed, seats and opponent; ab.json matches the table', () => {
    const dir = path.join(tmp, 'ab');
    const r = berserk(['ab', '--agent1', 'random', '--agent2', 'random', '--base', base, '--variant', variant, '--field', deck('forest'), deck('steppe'), '--games', '128', '--shard-size', '256', '--workers', '2', '--out', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/standard error: paired .* ratio/);
    // Opponents' names are printed whole, however long (the forest deck's has 52 characters).
    const forest = (JSON.parse(fs.readFileSync(deck('forest'), 'utf8')) as { name: string }).name;
    expect(r.stdout.split('\n').some((l) => l.trim() === forest)).toBe(true);
    // Each deck's coverage warning is printed once: on stderr at the start, not again in the summary.
    const all = `${r.stdout}${r.stderr}`.split('\n');
    const warned = r.stderr.split('\n').filter((l) => l.startsWith('warning: deck '));
    expect(warned.length).toBeGreaterThan(0);
    for (const w of warned) {
      const [, name, body] = /^warning: deck ([^:]*): (.*)$/.exec(w)!;
      expect(all.filter((l) => l.includes(name!) && l.includes(body!)), w).toHaveLength(1);
    }
    for (const f of ['run.json', 'decks.json', 'games.arrows', 'game_cards.arrows', 'summary.json', 'ab.json']) expect(fs.existsSync(path.join(dir, f))).toBe(true);
    const t = tableFromIPC(fs.readFileSync(path.join(dir, 'games.arrows')));
    const col = (n: string) => Array.from(t.getChild(n)!.toArray() as ArrayLike<number | bigint>);
    const [seed, d1, d2, winner] = ['seed', 'deck1', 'deck2', 'winner'].map(col);
    const end = Array.from({ length: t.numRows }, (_, i) => t.getChild('end_reason')!.get(i) as string);
    expect(t.numRows).toBe(512);
    const sums = [0, 0, 0, 0];
    for (let g = 0; g < 512; g += 2) {
      expect(seed![g + 1]).toBe(seed![g]);
      // Same seats: the tested deck (0 = base, 1 = variant) sits where the other one sat.
      const seatB = d1![g] === 0 ? 1 : 2;
      expect(d1![g + 1] === 1 ? 1 : 2).toBe(seatB);
      expect(seatB === 1 ? d2![g + 1] : d1![g + 1]).toBe(seatB === 1 ? d2![g] : d1![g]);
      const score = (k: number) => (end[k] === 'win' ? (winner![k] === seatB ? 1 : 0) : 0.5);
      const d = score(g + 1) - score(g);
      sums[0]++;
      sums[1] += d;
      sums[2] += d * d;
    }
    const n = sums[0]!;
    const mean = sums[1]! / n;
    const se = Math.sqrt((sums[2]! - n * mean * mean) / (n - 1) / n);
    const ab = JSON.parse(fs.readFileSync(path.join(dir, 'ab.json'), 'utf8')) as {
      overall: { pairs: number; diff: number; se_paired: number; se_ratio: number; correlation: number };
      per_opponent: { pairs: number }[];
      swap: { slots: number[]; removed: { id: string }[]; added: { id: string }[] };
    };
    expect(ab.overall.pairs).toBe(256);
    expect(ab.per_opponent.map((p) => p.pairs)).toEqual([128, 128]);
    expect(ab.overall.diff).toBeCloseTo(mean, 4);
    expect(ab.overall.se_paired).toBeCloseTo(se, 4);
    expect(ab.swap.removed.map((c) => c.id)).toEqual(['s1_141', 's1_141', 's1_141']);
    expect(ab.swap.added.map((c) => c.id)).toEqual(['s1_140', 's1_140', 's1_140']);
  });

  it('--sprt stops after the first shard that crosses a bound, and says which hypothesis it accepts', () => {
    const dir = path.join(tmp, 'sprt');
    // H1 (−30 points) is far from the truth (a few points): the first check accepts H0.
    const r = berserk(['ab', '--agent1', 'random', '--agent2', 'random', '--base', base, '--variant', variant, '--field', deck('forest'), '--games', '2048', '--sprt', '0,-30', '--shard-size', '256', '--workers', '2', '--out', dir, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const ab = JSON.parse(r.stdout) as { games: number; sprt: { decision: string; llr: number; lower: number; pairs: number } };
    expect(ab.sprt.decision).toBe('H0');
    expect(ab.sprt.llr).toBeLessThanOrEqual(ab.sprt.lower);
    expect(ab.games).toBe(256);
    expect(ab.sprt.pairs).toBe(128);
  });

  it('bad input: one line, exit 2, nothing written', () => {
    const dir = path.join(tmp, 'bad');
    const same = berserk(['ab', '--base', base, '--variant', base, '--field', deck('forest'), '--out', dir]);
    expect(same.status).toBe(2);
    expect(same.stderr.trim().split('\n')).toHaveLength(1);
    expect(same.stderr).toMatch(/same cards/);
    const sprt = berserk(['ab', '--base', base, '--variant', variant, '--field', deck('forest'), '--sprt', '3', '--out', dir]);
    expect(sprt.status).toBe(2);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
