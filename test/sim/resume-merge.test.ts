/**
 * Run folders through the CLI: `--resume` after a kill is exact, `--shard i/n` slices merged with
 * `berserk merge` equal a single run byte for byte, and `berserk replay` plays a recorded game again.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, berserkAsync, cli, deck, read, repoRoot, sameFile } from './cli-helpers.js';

let tmp = '';
let ref = '';
// 768 games = 3 shards of 256, --paired (seats swap within each pair).
const GAMES = 768;
// The harness is the subject: uniform random agents keep the games cheap and as pinned.
const RUN = ['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--agent1', 'random', '--agent2', 'random', '--games', String(GAMES), '--paired', '--seed', '7', '--shard-size', '256'];
const TABLES = ['games.arrows', 'game_cards.arrows', 'summary.json'] as const;

beforeAll(async () => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-rundir-'));
  ref = path.join(tmp, 'ref');
  const r = await berserkAsync([...RUN, '--workers', '2', '--out', ref]);
  expect(r.status).toBe(0);
  // 768 games: over vitest's default 10 s hook timeout on a loaded machine (load ~16 on 2 cores).
}, 120_000);
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const manifestLines = (dir: string) => (fs.existsSync(path.join(dir, 'manifest.jsonl')) ? read(dir, 'manifest.jsonl').toString().split('\n').filter((l) => l.startsWith('{"shard"') && l.endsWith('}')) : []);

describe('berserk sim --resume', () => {
  it('continues a killed run with no game lost or duplicated', async () => {
    const dir = path.join(tmp, 'killed');
    // Every shard after the first sleeps 600 ms, so the kill lands before the run ends.
    const child = spawn(process.execPath, [cli, ...RUN, '--workers', '1', '--out', dir], {
      cwd: repoRoot,
      env: { ...process.env, BERSERK_SIM_FAULTS: 'delay:600' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const t0 = Date.now();
    while (manifestLines(dir).length < 1 && Date.now() - t0 < 60_000) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    const done = manifestLines(dir);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeLessThan(3);
    expect(fs.existsSync(path.join(dir, 'summary.json'))).toBe(false);
    // What a crash mid-write leaves: a torn batch after the last committed one, a torn manifest line.
    fs.appendFileSync(path.join(dir, 'games.arrows'), Buffer.alloc(3000, 0xab));
    fs.appendFileSync(path.join(dir, 'game_cards.arrows'), Buffer.from([0xff, 0xff, 0xff, 0xff, 1, 2]));
    fs.appendFileSync(path.join(dir, 'manifest.jsonl'), '{"shard":');

    const r = berserk(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(ref, dir, f), f).toBe(true);
    // A finished run cannot be resumed again.
    const again = berserk(['sim', '--resume', dir]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/already complete/);
  });
});

describe('berserk sim --resume, killed before the first shard', () => {
  it('starts the tables over from run.json alone', () => {
    const dir = path.join(tmp, 'early');
    fs.mkdirSync(dir);
    for (const f of ['run.json', 'decks.json']) fs.copyFileSync(path.join(ref, f), path.join(dir, f));
    const r = berserk(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(ref, dir, f), f).toBe(true);
  });
});

describe('berserk sim --shard i/n + berserk merge', () => {
  it('slices run one after another and merged equal a single run byte for byte', () => {
    const slices = ['0/3', '1/3', '2/3'].map((s, i) => {
      const dir = path.join(tmp, `slice-${i}`);
      const r = berserk([...RUN, '--workers', '1', '--shard', s, '--out', dir]);
      expect(r.status).toBe(0);
      return dir;
    });
    // Slice 0/3 of 3 shards is shard 0 alone: 256 games.
    expect(tableFromIPC(read(slices[0]!, 'games.arrows')).numRows).toBe(256);
    const merged = path.join(tmp, 'merged');
    const r = berserk(['merge', slices[2]!, slices[0]!, slices[1]!, '--out', merged]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(ref, merged, f), f).toBe(true);

    const missing = berserk(['merge', slices[0]!, slices[2]!, '--out', path.join(tmp, 'bad-merge')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/shard 1 is in none of the inputs/);
    expect(fs.existsSync(path.join(tmp, 'bad-merge'))).toBe(false);
    const twice = berserk(['merge', slices[0]!, slices[0]!, slices[1]!, slices[2]!, '--out', path.join(tmp, 'bad-merge')]);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/overlap/);
  });
});

describe('the written tables', () => {
  it('hold the run metadata, the paired seeds and one game_cards row per card of each final deal', () => {
    const games = tableFromIPC(read(ref, 'games.arrows'));
    const md = games.schema.metadata;
    const run = JSON.parse(read(ref, 'run.json').toString());
    expect(JSON.parse(md.get('berserk.config')!)).toEqual(run.config);
    expect(md.get('berserk.run_seed')).toBe('7');
    expect(md.get('berserk.git_sha')).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(md.get('berserk.card_db_hash')).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.parse(md.get('berserk.agents')!)).toEqual(['random']);
    const cardsIds = JSON.parse(md.get('berserk.cards')!) as string[];
    expect(cardsIds[12]).toBe('s1_13');
    const seed = games.getChild('seed')!.toArray() as BigUint64Array;
    const d1 = games.getChild('deck1')!.toArray() as Uint16Array;
    for (let k = 0; k < GAMES; k += 2) {
      expect(seed[k + 1]).toBe(seed[k]);
      expect([d1[k], d1[k + 1]]).toEqual([0, 1]);
    }
    const ends = games.getChild('end_reason')!.toArray() as string[];
    const cards = tableFromIPC(read(ref, 'game_cards.arrows'));
    expect(cards.schema.metadata.get('berserk.table')).toBe('game_cards');
    expect(cards.numRows).toBe(ends.filter((e) => e !== 'error').length * 30);
    const recruited = cards.getChild('recruited')!.toArray() as boolean[];
    const cell = cards.getChild('cell')!.toArray() as Int8Array;
    for (let i = 0; i < cards.numRows; i++) {
      if (!recruited[i]) expect(cell[i]).toBe(-1);
      else expect(cell[i]).toBeGreaterThanOrEqual(-2);
    }
  });
});

describe('berserk replay', () => {
  it('replays a game of the run exactly (the odd game of a pair, seats swapped)', () => {
    const games = tableFromIPC(read(ref, 'games.arrows'));
    const n = 517;
    const r = berserk(['replay', ref, '--game', String(n)]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    const seed = (games.getChild('seed')!.toArray() as BigUint64Array)[n]!;
    expect(lines[0]).toBe(`seed: ${seed.toString(16).padStart(16, '0')}`);
    expect(lines[1]).toMatch(/^P1: Леса/); // odd game of a pair: forest sits in seat 0
    const winner = (games.getChild('winner')!.toArray() as Uint8Array)[n]!;
    const turns = (games.getChild('turns')!.toArray() as Uint16Array)[n]!;
    expect(lines.at(-1)).toBe(`result: winner=${winner === 0 ? 'draw' : winner} turns=${turns}`);
    expect(berserk(['replay', ref, '--game', String(GAMES)]).status).toBe(2);
  });
});
