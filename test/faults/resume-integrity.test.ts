/**
 * Resume against a changed or damaged folder: a run.json edited after a kill is refused (naming the
 * field, the folder untouched), a flipped byte in a committed batch is found by its checksum and the
 * shard played again, a damaged table without checksums is an error naming the file, and what a
 * crash leaves behind (an empty decks.json, a summary.json.tmp-PID) is repaired.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../sim/cli-helpers.js';
import { copyDir, differing, interrupt, listing, playRun, run, tmp } from './fault-helpers.js';

let root = '';
let ref = '';
beforeAll(async () => {
  assertBuilt();
  root = tmp('resume-integrity');
  ref = path.join(root, 'ref');
  await playRun(ref);
}, 300_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

let n = 0;
/** A copy of the reference run as a kill after `shards` committed shards leaves it. */
function interrupted(shards: number): string {
  const dir = path.join(root, `case-${n++}`);
  copyDir(ref, dir);
  interrupt(dir, shards);
  return dir;
}

const snapshot = (dir: string) => Object.fromEntries(listing(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]));

type RunJson = { config: Record<string, unknown> & { options: Record<string, unknown>; decks: { cards: string[] }[]; agents: string[] }; slice: Record<string, number> };
const EDITS: [string, (r: RunJson) => void, RegExp][] = [
  ['seed', (r) => (r.config.seed = '2'), /run\.json: seed is "2" but the run was started with "1"/],
  ['maxTurns', (r) => (r.config.options.maxTurns = 7), /run\.json: options\.maxTurns is 7 but the run was started with 6/],
  ['games_per_pairing', (r) => (r.config.games_per_pairing = 768), /run\.json: games_per_pairing is 768 but the run was started with 512/],
  ['shard_size', (r) => (r.config.shard_size = 512), /run\.json: shard_size is 512/],
  ['paired', (r) => (r.config.paired = true), /run\.json: paired is true/],
  ['a deck card', (r) => (r.config.decks[0]!.cards[0] = 's1_edited'), /run\.json: decks\[0\]\.cards\[0\] is "s1_edited"/],
  ['an agent', (r) => (r.config.agents[0] = 'scripted'), /run\.json: agents\[0\] is "scripted" but the run was started with "random"/],
  ['another option', (r) => (r.config.options.flyerFallback = false), /run\.json: options\.flyerFallback is false/],
  ['the slice', (r) => (r.slice.hi = 1), /run\.json: slice\.hi is 1 but the run was started with 2/],
];

describe('--resume refuses a run.json edited after a kill (finding 1)', () => {
  it.concurrent.each(EDITS)('%s', async (_name, edit, want) => {
    const dir = interrupted(1);
    const file = path.join(dir, 'run.json');
    const r0 = JSON.parse(fs.readFileSync(file, 'utf8')) as RunJson;
    edit(r0);
    fs.writeFileSync(file, JSON.stringify(r0, null, 2) + '\n');
    const before = snapshot(dir);
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
    expect(r.stderr).toMatch(want);
    expect(r.status).toBe(2);
    // Nothing changed, and the lock is gone.
    expect(snapshot(dir)).toEqual(before);
  });

  it('the tables header also guards a folder killed before its manifest was written', async () => {
    const dir = interrupted(0);
    fs.rmSync(path.join(dir, 'manifest.jsonl'));
    const file = path.join(dir, 'run.json');
    const r0 = JSON.parse(fs.readFileSync(file, 'utf8')) as RunJson;
    r0.config.seed = '9';
    fs.writeFileSync(file, JSON.stringify(r0, null, 2) + '\n');
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toMatch(/games\.arrows: its stream header .* is not the one run\.json describes/);
    expect(r.status).toBe(2);
  });
});

describe('--resume checks every committed batch against its checksum (finding 9)', () => {
  it.concurrent.each([
    ['games.arrows', 0],
    ['game_cards.arrows', 1],
  ] as const)('a byte flipped in %s, shard %i, is named and the shard played again', async (table, shard) => {
    const dir = interrupted(2);
    const lines = fs.readFileSync(path.join(dir, 'manifest.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, number>);
    const key = table === 'games.arrows' ? 'games_bytes' : 'cards_bytes';
    const end = lines[1 + shard]![key]!;
    const start = shard === 0 ? (lines[0] as unknown as { headers: Record<string, { bytes: number }> }).headers[table === 'games.arrows' ? 'games' : 'game_cards']!.bytes : lines[shard]![key]!;
    const file = path.join(dir, table);
    const bytes = fs.readFileSync(file);
    const at = Math.floor((start + end) / 2);
    bytes[at]! ^= 0x10;
    fs.writeFileSync(file, bytes);
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toMatch(new RegExp(`warning: .*${table.replace('.', '\\.')}: shard ${shard} \\(bytes ${start}–${end}\\) does not match its checksum in manifest\\.jsonl: the file is damaged; playing shards ${shard}–1 again`));
    expect(r.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
  });

  it('a damaged table in a folder without checksums is an error naming the file', async () => {
    const dir = interrupted(2);
    const mf = path.join(dir, 'manifest.jsonl');
    // A folder as older versions wrote it: no header line, no checksums.
    const lines = fs.readFileSync(mf, 'utf8').trim().split('\n').slice(1).map((l) => {
      const v = JSON.parse(l) as Record<string, unknown>;
      delete v.games_sha256;
      delete v.cards_sha256;
      return JSON.stringify(v) + '\n';
    });
    fs.writeFileSync(mf, lines.join(''));
    const first = JSON.parse(lines[0]!) as { games_bytes: number };
    const file = path.join(dir, 'games.arrows');
    const bytes = fs.readFileSync(file);
    // Overwrite shard 1's whole batch (its message header too).
    bytes.fill(0x5a, first.games_bytes, bytes.length);
    fs.writeFileSync(file, bytes);
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
    expect(r.stderr).toMatch(/games\.arrows: .*damaged/);
    expect(r.status).toBe(2);
  });
});

describe('--resume repairs what a crash leaves behind (finding 9)', () => {
  it('an empty decks.json is rewritten and a summary.json.tmp-PID removed', async () => {
    const dir = interrupted(1);
    fs.writeFileSync(path.join(dir, 'decks.json'), '');
    fs.writeFileSync(path.join(dir, 'summary.json.tmp-999999'), '{"half": ');
    const r = await run(['sim', '--resume', dir, '--workers', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(differing(ref, dir)).toEqual([]);
    expect(listing(dir)).toEqual(listing(ref));
  });
});
