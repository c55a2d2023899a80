/**
 * Fuzz table: bad flag combinations of `berserk sim` (agent specs, bounds, folders, the fault-hook
 * variable). Every one must give exactly one `error:` line on stderr, nothing on stdout, exit code 2,
 * and create no folder: neither the one named by --out nor the default results/ folder. Checked
 * before anything is created: nothing hangs, spins, or runs out of memory.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../sim/cli-helpers.js';
import { deck, listing, mountTmpfs, run, tmp, umount } from './fault-helpers.js';

const PAIR = ['--deck1', deck('steppe'), '--deck2', deck('forest')];
let fx = '';
let roMount = '';
let roReason: string | null = 'not tried';

/** [name, args (FX is replaced by the fixtures folder), env, what the line must match]. */
type Case = [string, string[], Record<string, string>, RegExp];
const agent = (spec: string, want: RegExp, side = '--agent1'): Case => [`${side} ${spec}`, [...PAIR, side, spec], {}, want];
const CASES: Case[] = [
  agent('mcts:iterations=-1', /--agent1: parameter iterations=-1: expected a whole number ≥ 1/),
  agent('mcts:iterations=abc', /--agent1: parameter iterations=abc/),
  agent('scripted:eps=2', /--agent2: parameter eps=2: expected a number ≥ 0 and ≤ 1/, '--agent2'),
  agent('mcts:rollout=magic', /parameter rollout=magic: expected one of random, scripted/),
  agent('mcts:iterations=0', /parameter iterations=0/),
  agent('mcts:iterations=1.5', /parameter iterations=1\.5: expected a whole number/),
  agent('mcts:c=-1', /parameter c=-1: expected a number ≥ 0/),
  agent('mcts:c=1e999', /parameter c=1e999/),
  agent('mcts:det=-3', /parameter det=-3/),
  agent('mcts:horizon=5000', /parameter horizon=5000/),
  agent('mcts:reuse=2', /parameter reuse=2: expected 1 or 0/),
  agent('mcts:prior=magic', /parameter prior=magic/),
  agent('mcts:sharp=0', /parameter sharp=0/),
  agent('pimc:rollout=magic', /parameter rollout=magic/),
  agent('cheat:vmax=2', /parameter vmax=2/),
  agent('scripted:eps=-0.1', /parameter eps=-0\.1/),
  agent('scripted:order=third', /parameter order=third: expected one of first, second/),
  agent('scripted:fast=maybe', /parameter fast=maybe/),
  agent('scripted:risk=-1', /parameter risk=-1/),
  agent('mcts:iterations=5,iterations=6', /parameter iterations is given twice/),
  agent('mcts:nope=1', /agent mcts has no parameter "nope"/),
  agent('random:x=1', /agent random has no parameter "x"/),
  agent('Mcts', /bad agent spec "Mcts"/),
  agent('mcts:,', /bad parameter/),
  agent('mcts:c=', /bad parameter "c="/),
  agent('external:', /external agent needs a command/),
  agent('grandmaster', /unknown agent "grandmaster"/, '--agent2'),
  ['--workers 10000', [...PAIR, '--workers', '10000'], {}, /--workers: at most 256 \(got 10000\)/],
  ['--workers 257', [...PAIR, '--workers', '257'], {}, /--workers: at most 256/],
  ['--workers -1', [...PAIR, '--workers', '-1'], {}, /--workers <n>' argument '-1' is invalid/],
  ['--workers abc', [...PAIR, '--workers', 'abc'], {}, /--workers <n>' argument 'abc' is invalid/],
  ['--workers 1.5', [...PAIR, '--workers', '1.5'], {}, /--workers <n>' argument '1\.5' is invalid/],
  ['--workers 0', [...PAIR, '--workers', '0'], {}, /--workers <n>' argument '0' is invalid/],
  ['--shard-size 100000000', [...PAIR, '--shard-size', '100000000'], {}, /--shard-size: at most 65536 games/],
  ['--shard-size 4294967295', [...PAIR, '--shard-size', '4294967295'], {}, /--shard-size: at most 65536 games/],
  ['--shard-size 65537', [...PAIR, '--shard-size', '65537'], {}, /--shard-size: at most 65536/],
  ['--shard-size 255', [...PAIR, '--shard-size', '255'], {}, /--shard-size: at least 256/],
  ['--shard-size 0', [...PAIR, '--shard-size', '0'], {}, /--shard-size <n>' argument '0' is invalid/],
  ['--workers 256 × --shard-size 65536', [...PAIR, '--workers', '256', '--shard-size', '65536'], {}, /needs \d+ MiB of shard buffers/],
  ['--games 0', [...PAIR, '--games', '0'], {}, /--games <n>' argument '0' is invalid/],
  ['--games -1', [...PAIR, '--games', '-1'], {}, /--games <n>' argument '-1' is invalid/],
  ['--games abc', [...PAIR, '--games', 'abc'], {}, /--games <n>' argument 'abc' is invalid/],
  ['--games 1e3', [...PAIR, '--games', '1e3'], {}, /--games <n>' argument '1e3' is invalid/],
  ['--games beyond 2^53', [...PAIR, '--games', '99999999999999999999'], {}, /--games <n>' argument '99999999999999999999' is invalid/],
  ['--games 2^32', [...PAIR, '--games', '4294967296'], {}, /too many games: at most 2\^32 − 1/],
  ['--seed -1', [...PAIR, '--seed', '-1'], {}, /--seed <n>' argument '-1' is invalid/],
  ['--seed 2^64', [...PAIR, '--seed', '18446744073709551616'], {}, /--seed <n>' argument '18446744073709551616' is invalid/],
  ['--seed abc', [...PAIR, '--seed', 'abc'], {}, /--seed <n>' argument 'abc' is invalid/],
  ['--max-turns 0', [...PAIR, '--max-turns', '0'], {}, /--max-turns <n>' argument '0' is invalid/],
  ['--max-turns 99999999', [...PAIR, '--max-turns', '99999999'], {}, /--max-turns: at most 10000/],
  ['--max-turns x', [...PAIR, '--max-turns', 'x'], {}, /--max-turns <n>' argument 'x' is invalid/],
  ['--out ""', [...PAIR, '--out', ''], {}, /--out: an empty folder name/],
  ['--out " "', [...PAIR, '--out', ' '], {}, /--out: an empty folder name/],
  ['--out /proc/nope/x', [...PAIR, '--out', '/proc/nope/x'], {}, /--out: \/proc\/nope\/x is inside \/proc, a kernel file system/],
  ['--out /proc/self/x', [...PAIR, '--out', '/proc/self/x'], {}, /is inside \/proc/],
  ['--out /sys/x', [...PAIR, '--out', '/sys/x'], {}, /is inside \/sys/],
  ['--out /dev/null', [...PAIR, '--out', '/dev/null'], {}, /is inside \/dev/],
  ['--out an existing file', [...PAIR, '--out', 'FX/file.txt'], {}, /--out: .*file\.txt exists and is not a folder/],
  ['--out inside a file', [...PAIR, '--out', 'FX/file.txt/sub/dir'], {}, /file\.txt is not a folder, so .* cannot be made in it/],
  ['--out a folder that is not empty', [...PAIR, '--out', 'FX/full'], {}, /--out: .*full exists and is not empty/],
  ['--out on a read-only file system', [...PAIR, '--out', 'RO/new/run'], {}, /--out: cannot write in .*EROFS/],
  ['--shard 3/2', [...PAIR, '--shard', '3/2'], {}, /--shard <i\/n>' argument '3\/2' is invalid/],
  ['--shard 0/0', [...PAIR, '--shard', '0/0'], {}, /--shard <i\/n>' argument '0\/0' is invalid/],
  ['--shard a/b', [...PAIR, '--shard', 'a/b'], {}, /--shard <i\/n>' argument 'a\/b' is invalid/],
  ['an empty --shard slice', [...PAIR, '--games', '300', '--shard', '5/8'], {}, /this slice is empty/],
  ['--paired with odd --games', [...PAIR, '--games', '11', '--paired'], {}, /--games must be even/],
  ['--resume ""', ['--resume', ''], {}, /--resume: an empty folder name/],
  ['--resume of a missing folder', ['--resume', 'FX/nowhere'], {}, /nowhere: no such folder/],
  ['--resume of a folder that is no run', ['--resume', 'FX/full'], {}, /full: not a run folder \(no run\.json\)/],
  ['--resume with --games', ['--resume', 'FX/full', '--games', '5'], {}, /drop --games/],
  ['--resume with --seed and --out', ['--resume', 'FX/full', '--seed', '5', '--out', 'x'], {}, /drop --seed, --out/],
  ['--resume, run.json invalid JSON', ['--resume', 'FX/badjson'], {}, /run\.json: invalid JSON at line 2, column 3/],
  ['--resume, run.json a FIFO', ['--resume', 'FX/fifo'], {}, /run\.json: cannot read: a FIFO/],
  ['--resume, run.json UTF-16', ['--resume', 'FX/utf16'], {}, /run\.json: the file is UTF-16/],
  ['--resume, run.json not a run', ['--resume', 'FX/notrun'], {}, /run\.json: not a run file of format 1/],
  ['BERSERK_SIM_FAULTS=garbage', PAIR, { BERSERK_SIM_FAULTS: 'garbage' }, /BERSERK_SIM_FAULTS: bad entry "garbage"/],
  ['BERSERK_SIM_FAULTS=crash:x', PAIR, { BERSERK_SIM_FAULTS: 'crash:x' }, /BERSERK_SIM_FAULTS: bad entry "crash:x"/],
  ['BERSERK_SIM_FAULTS on --resume', ['--resume', 'FX/full'], { BERSERK_SIM_FAULTS: 'delay' }, /BERSERK_SIM_FAULTS: bad entry "delay"/],
  ['an unknown flag', [...PAIR, '--gamez', '5'], {}, /unknown option '--gamez'/],
  ['no decks', ['--games', '10'], {}, /no decks/],
  ['--deck1 without --deck2', ['--deck1', deck('steppe')], {}, /--deck1 and --deck2 go together/],
  ['--deck1 with --decks', [...PAIR, '--decks', deck('steppe'), deck('forest')], {}, /give either --deck1\/--deck2/],
  ['a one-deck matrix', ['--decks', deck('steppe')], {}, /at least two decks/],
  ['a deck listed twice', ['--decks', deck('steppe'), deck('forest'), deck('steppe')], {}, /listed twice/],
  ['--gauntlet without --decks', ['--gauntlet', deck('steppe')], {}, /--gauntlet needs --decks/],
];

beforeAll(() => {
  assertBuilt();
  fx = tmp('flags-fx');
  fs.writeFileSync(path.join(fx, 'file.txt'), 'x');
  fs.mkdirSync(path.join(fx, 'full'));
  fs.writeFileSync(path.join(fx, 'full', 'keep.txt'), 'x');
  for (const d of ['badjson', 'fifo', 'utf16', 'notrun']) fs.mkdirSync(path.join(fx, d));
  fs.writeFileSync(path.join(fx, 'badjson', 'run.json'), '{\n  format: 1\n}\n');
  execFileSync('mkfifo', [path.join(fx, 'fifo', 'run.json')]);
  fs.writeFileSync(path.join(fx, 'utf16', 'run.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"format": 1}', 'utf16le')]));
  fs.writeFileSync(path.join(fx, 'notrun', 'run.json'), '{"format": 1}');
  roMount = path.join(fx, 'ro');
  fs.mkdirSync(roMount);
  roReason = mountTmpfs(roMount, 'ro,size=64k');
  if (roReason) process.stdout.write(`skipping "--out on a read-only file system": ${roReason}\n`);
});
afterAll(() => {
  if (roReason === null) umount(roMount);
  fs.rmSync(fx, { recursive: true, force: true });
});

describe(`bad flags (${CASES.length} combinations): one line, exit 2, nothing created`, () => {
  it('has at least 58 combinations', () => expect(CASES.length).toBeGreaterThanOrEqual(58));
  it.concurrent.each(CASES)('%s', async (name, rawArgs, env, want) => {
    if (name.includes('read-only') && roReason !== null) return;
    const cwd = tmp('flags-cwd');
    const fxBefore = listing(fx);
    const args = rawArgs.map((a) => a.replace(/^FX/, fx).replace(/^RO/, roMount));
    const r = await run(['sim', ...args], { cwd, env });
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(want);
    expect(r.status).toBe(2);
    // No folder: neither results/ in the working directory, nor anything in the fixtures.
    expect(listing(cwd)).toEqual([]);
    expect(listing(fx)).toEqual(fxBefore);
    expect(listing(path.join(fx, 'full'))).toEqual(['keep.txt']);
    if (roReason === null) expect(listing(roMount)).toEqual([]);
    fs.rmSync(cwd, { recursive: true, force: true });
  });
});
