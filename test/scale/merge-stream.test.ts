/**
 * `berserk merge` as a byte copy: slices concatenate (header of the first, the batches of all, one
 * end marker), a killed merge or append reruns to the same bytes, slices merge incrementally, the
 * summary comes from the slices' aggregate.json files, and damaged inputs are named and leave no
 * output behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, berserkAsync, cli, deck, read, repoRoot, sameFile } from '../sim/cli-helpers.js';

// 1,024 games = 4 shards of 256, cut into 3 slices (shards 0 | 1 | 2–3).
// The harness is the subject: uniform random agents keep the games cheap and as pinned.
const RUN = ['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--agent1', 'random', '--agent2', 'random', '--games', '1024', '--seed', '11', '--shard-size', '256'];
const TABLES = ['games.arrows', 'game_cards.arrows', 'summary.json'] as const;
const EOS = Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0]);

let tmp = '';
let ref = '';
let slices: string[] = [];

interface Line {
  shard: number;
  games_bytes: number;
  cards_bytes: number;
}
const lines = (dir: string): Line[] =>
  read(dir, 'manifest.jsonl')
    .toString()
    .split('\n')
    .filter((l) => l.startsWith('{"shard"'))
    .map((l) => JSON.parse(l) as Line);

/**
 * Length of a table's header (schema and dictionary messages): slice 1 holds shard 1 alone, whose
 * batch is as long in the single run (where it ends at line 1 and starts at line 0's offset).
 */
function headerBytes(table: 'games' | 'game_cards'): number {
  const key = table === 'games' ? 'games_bytes' : 'cards_bytes';
  const r = lines(ref);
  return lines(slices[1]!)[0]![key] - (r[1]![key] - r[0]![key]);
}

/** A copy of a folder, to damage. */
function copyOf(dir: string, name: string): string {
  const to = path.join(tmp, name);
  fs.cpSync(dir, to, { recursive: true });
  return to;
}

beforeAll(async () => {
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-scale-'));
  ref = path.join(tmp, 'ref');
  const jobs = [berserkAsync([...RUN, '--workers', '1', '--out', ref])];
  slices = ['0/3', '1/3', '2/3'].map((_, i) => path.join(tmp, `slice-${i}`));
  ['0/3', '1/3', '2/3'].forEach((s, i) => jobs.push(berserkAsync([...RUN, '--workers', '1', '--shard', s, '--out', slices[i]!])));
  for (const r of await Promise.all(jobs)) expect(r.stderr.replace(/^warning: .*\n/gm, '')).toBe('');
}, 180_000);
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('slices concatenate', () => {
  it('every slice starts with the same header; the single run is header + every slice\'s batches + one end marker', () => {
    for (const table of ['games', 'game_cards'] as const) {
      const refFile = read(ref, `${table}.arrows`);
      const parts = slices.map((d) => read(d, `${table}.arrows`));
      const h = headerBytes(table);
      expect(h).toBeGreaterThan(0);
      const header = refFile.subarray(0, h);
      for (const p of parts) expect(p.subarray(0, h).equals(header), `${table} header`).toBe(true);
      for (const p of parts) expect(p.subarray(p.byteLength - 8).equals(EOS)).toBe(true);
      const cat = Buffer.concat([header, ...parts.map((p) => p.subarray(h, p.byteLength - 8)), EOS]);
      expect(cat.equals(refFile), `${table}: cat of slices`).toBe(true);
    }
  });

  it('merge writes exactly that (any input order), and its summary equals the single run\'s', () => {
    const out = path.join(tmp, 'merged');
    const r = berserk(['merge', slices[2]!, slices[0]!, slices[1]!, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(ref, out, f), f).toBe(true);
    expect(read(out, 'aggregate.json').equals(read(ref, 'aggregate.json'))).toBe(true);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
    // Rerun over the finished merge (a retried merge job): exit 0, nothing rewritten.
    const mtime = fs.statSync(path.join(out, 'games.arrows')).mtimeMs;
    const again = berserk(['merge', ...slices, '--out', out]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/already holds this merge/);
    expect(fs.statSync(path.join(out, 'games.arrows')).mtimeMs).toBe(mtime);
    // On the thread pool (forced for this small run), and without fsync: the same bytes.
    for (const [name, env, extra] of [
      ['merged-pool', { BERSERK_MERGE_THREADS: '2' }, []],
      ['merged-nosync', {}, ['--no-sync']],
    ] as const) {
      const o = path.join(tmp, name);
      const p = spawnSync(process.execPath, [cli, 'merge', ...slices, '--out', o, ...extra], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });
      expect(p.stderr).toBe('');
      expect(p.status).toBe(0);
      for (const f of TABLES) expect(sameFile(ref, o, f), `${name} ${f}`).toBe(true);
    }
    // A different merge into it is refused.
    const other = berserk(['merge', slices[0]!, slices[1]!, '--partial', '--out', out]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/exists and is not empty/);
  });
});

describe('the summary from aggregate.json', () => {
  it('is what the tables give: slices without aggregate.json (decoded) merge to the same summary', () => {
    const bare = slices.map((d, i) => {
      const c = copyOf(d, `bare-${i}`);
      fs.rmSync(path.join(c, 'aggregate.json'));
      return c;
    });
    const out = path.join(tmp, 'merged-bare');
    const r = berserk(['merge', ...bare, '--out', out]);
    expect(r.stderr).toBe('');
    for (const f of TABLES) expect(sameFile(ref, out, f), f).toBe(true);
  });

  it('--summary-only prints it from the slices, writing nothing', () => {
    const r = berserk(['merge', ...slices, '--summary-only', '--json']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(read(ref, 'summary.json').toString());
  });

  it('is read, not recomputed: a tampered aggregate.json is refused by name', () => {
    const bad = copyOf(slices[1]!, 'bad-agg');
    const a = JSON.parse(read(bad, 'aggregate.json').toString());
    a.games += 1;
    fs.writeFileSync(path.join(bad, 'aggregate.json'), JSON.stringify(a));
    const out = path.join(tmp, 'merged-bad-agg');
    const r = berserk(['merge', slices[0]!, bad, slices[2]!, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(path.join(bad, 'aggregate.json'));
    expect(fs.existsSync(out) || fs.existsSync(`${out}.partial`)).toBe(false);
  });
});

describe('damaged inputs', () => {
  it('a truncated slice: exit 2 naming the file, no output folder and no partial one', () => {
    const cut = copyOf(slices[2]!, 'cut');
    const f = path.join(cut, 'game_cards.arrows');
    fs.truncateSync(f, fs.statSync(f).size - 1000);
    const out = path.join(tmp, 'merged-cut');
    const r = berserk(['merge', slices[0]!, slices[1]!, cut, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: truncated`));
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
  });

  it('per-batch checksums in the manifest are verified when present', () => {
    const withSums = copyOf(slices[2]!, 'sums');
    const file = read(withSums, 'games.arrows');
    const text = read(withSums, 'manifest.jsonl').toString().split('\n');
    let prev = headerBytes('games');
    const good = text.map((l) => {
      if (!l.startsWith('{"shard"')) return l;
      const e = JSON.parse(l);
      e.games_sha256 = createHash('sha256').update(file.subarray(prev, e.games_bytes)).digest('hex');
      prev = e.games_bytes;
      return JSON.stringify(e);
    });
    fs.writeFileSync(path.join(withSums, 'manifest.jsonl'), good.join('\n'));
    const ok = berserk(['merge', slices[0]!, slices[1]!, withSums, '--out', path.join(tmp, 'merged-sums')]);
    expect(ok.stderr).toBe('');
    expect(sameFile(ref, path.join(tmp, 'merged-sums'), 'games.arrows')).toBe(true);
    // The manifest keeps them (the bytes they cover did not change).
    expect(read(path.join(tmp, 'merged-sums'), 'manifest.jsonl').toString()).toContain('games_sha256');

    // A flipped byte inside the last batch's body (not its marker): caught only by the checksum.
    const flipped = copyOf(withSums, 'flipped');
    const g = path.join(flipped, 'games.arrows');
    const bytes = fs.readFileSync(g);
    bytes[bytes.byteLength - 8 - 20]! ^= 0x01;
    fs.writeFileSync(g, bytes);
    const out = path.join(tmp, 'merged-flipped');
    const bad = berserk(['merge', slices[0]!, slices[1]!, flipped, '--out', out]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/shard 3 .* fails its games_sha256 checksum/);
    expect(fs.existsSync(out) || fs.existsSync(`${out}.partial`)).toBe(false);
  });
});

/** Start a merge slowed by the test hook, SIGKILL it once `ready()` holds, and wait for it. */
async function killMidway(args: string[], ready: () => boolean): Promise<void> {
  const child = spawn(process.execPath, [cli, ...args], { cwd: repoRoot, env: { ...process.env, BERSERK_MERGE_FAULTS: 'delay:400' }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const t0 = Date.now();
  while (!ready() && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGKILL');
  expect(await exited).toBe(null); // killed, not finished
}

describe('a merge killed with SIGKILL', () => {
  it('leaves no output folder, and the rerun writes the same bytes', async () => {
    const out = path.join(tmp, 'killed');
    await killMidway(['merge', ...slices, '--out', out], () => fs.existsSync(path.join(`${out}.partial`, 'manifest.jsonl')) && lines(`${out}.partial`).length >= 1);
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.existsSync(`${out}.partial`)).toBe(true);
    const r = berserk(['merge', ...slices, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(ref, out, f), f).toBe(true);
    expect(fs.existsSync(`${out}.partial`)).toBe(false);
  });
});

describe('incremental merging', () => {
  it('--partial merges contiguous slices into a folder that merges on like a slice', () => {
    const part = path.join(tmp, 'part-0-1');
    const p = berserk(['merge', slices[1]!, slices[0]!, '--partial', '--out', part]);
    expect(p.stderr).toBe('');
    expect(JSON.parse(read(part, 'run.json').toString()).slice).toMatchObject({ lo: 0, hi: 2 });
    // Without --partial a part of the run is refused.
    const whole = berserk(['merge', slices[0]!, slices[1]!, '--out', path.join(tmp, 'not-whole')]);
    expect(whole.status).toBe(2);
    expect(whole.stderr).toMatch(/shards 2–3 are in none of the inputs/);
    const out = path.join(tmp, 'from-part');
    const r = berserk(['merge', part, slices[2]!, '--out', out]);
    expect(r.stderr).toBe('');
    for (const f of TABLES) expect(sameFile(ref, out, f), f).toBe(true);
  });

  it('--append adds the next slices in place as they finish; a killed append is continued by rerunning it', async () => {
    const acc = copyOf(slices[0]!, 'acc');
    const gap = berserk(['merge', slices[2]!, '--append', acc]);
    expect(gap.status).toBe(2);
    expect(gap.stderr).toMatch(/shard 1 is in neither/);
    const a1 = berserk(['merge', slices[1]!, '--append', acc]);
    expect(a1.stderr).toBe('');
    expect(JSON.parse(read(acc, 'run.json').toString()).slice).toMatchObject({ lo: 0, hi: 2 });
    const dup = berserk(['merge', slices[1]!, '--append', acc]);
    expect(dup.status).toBe(2);
    expect(dup.stderr).toMatch(/already in/);
    // Kill the last append after it has copied the batches, before their manifest lines.
    const before = fs.statSync(path.join(acc, 'games.arrows')).size;
    await killMidway(['merge', slices[2]!, '--append', acc], () => fs.statSync(path.join(acc, 'games.arrows')).size > before);
    expect(fs.existsSync(path.join(acc, 'append.json'))).toBe(true);
    const r = berserk(['merge', slices[2]!, '--append', acc]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const f of TABLES) expect(sameFile(ref, acc, f), f).toBe(true);
    expect(fs.existsSync(path.join(acc, 'append.json'))).toBe(false);
    // The result is a whole run: it merges (alone) to itself.
    const self = berserk(['merge', acc, '--out', path.join(tmp, 'acc-copy')]);
    expect(self.status).toBe(0);
    expect(sameFile(ref, path.join(tmp, 'acc-copy'), 'games.arrows')).toBe(true);
  }, 60_000);
});

describe('checksums verified off the main thread, in order', () => {
  it('of two damaged batches among more than the hashes in flight, the first is named; nothing is left behind', async () => {
    // 6,400 games in shards of 256: 25 batches per table, more than merge keeps hashing at once (16).
    const many = path.join(tmp, 'many');
    const r0 = await berserkAsync(['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--agent1', 'random', '--agent2', 'random', '--games', '6400', '--seed', '5', '--shard-size', '256', '--workers', '1', '--out', many]);
    expect(r0.status).toBe(0);
    const good = berserk(['merge', many, '--out', path.join(tmp, 'many-merged')]);
    expect(good.stderr).toBe('');
    expect(sameFile(many, path.join(tmp, 'many-merged'), 'game_cards.arrows')).toBe(true);
    const entries = read(many, 'manifest.jsonl').toString().split('\n').filter((l) => l.startsWith('{"shard"')).map((l) => JSON.parse(l) as Line & { cards_sha256?: string });
    expect(entries).toHaveLength(25);
    expect(entries.every((e) => typeof e.cards_sha256 === 'string')).toBe(true);
    const damaged = copyOf(many, 'many-damaged');
    const f = path.join(damaged, 'game_cards.arrows');
    const bytes = fs.readFileSync(f);
    for (const shard of [20, 3]) bytes[entries[shard]!.cards_bytes - 100]! ^= 0x01; // inside each batch's body
    fs.writeFileSync(f, bytes);
    // On the calling thread, and on a pool of two threads copying one batch a piece.
    for (const threads of ['0', '2']) {
      const out = path.join(tmp, `many-damaged-merged-${threads}`);
      const bad = spawnSync(process.execPath, [cli, 'merge', damaged, '--out', out], { cwd: repoRoot, env: { ...process.env, BERSERK_MERGE_THREADS: threads }, encoding: 'utf8' });
      expect(bad.status, threads).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/game_cards\.arrows: the batch of shard 3 .* fails its cards_sha256 checksum/);
      expect(fs.existsSync(out) || fs.existsSync(`${out}.partial`)).toBe(false);
    }
  }, 120_000);
});
