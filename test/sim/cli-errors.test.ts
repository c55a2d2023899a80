/**
 * Bad input to `berserk sim` fails cleanly: one `error:` line on stderr, nothing on stdout, exit
 * code 2, and no output folder (the default results/ folder is not even created).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, berserk, berserkAsync, deck } from './cli-helpers.js';

let cwd = '';
const bad = path.join(os.tmpdir(), `berserk-bad-deck-${process.pid}.json`);
beforeAll(() => {
  assertBuilt();
  cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-sim-errors-'));
  fs.writeFileSync(bad, JSON.stringify({ name: 'bad', cards: [{ card: 's1_13', count: 4 }] }));
});
afterAll(() => {
  fs.rmSync(cwd, { recursive: true, force: true });
  fs.rmSync(bad, { force: true });
});

const PAIR = ['--deck1', deck('steppe'), '--deck2', deck('forest')];

describe('berserk sim: bad input exits 2 and writes nothing', () => {
  it.concurrent.each([
    ['an unknown flag', [...PAIR, '--gamez', '5'], /unknown option '--gamez'/],
    ['no decks', ['--games', '10'], /no decks/],
    ['--deck1 without --deck2', ['--deck1', deck('steppe')], /--deck1 and --deck2 go together/],
    ['a missing deck file', ['--deck1', deck('steppe'), '--deck2', path.join(os.tmpdir(), 'berserk-no-such-deck.json')], /berserk-no-such-deck\.json: cannot read/],
    ['an illegal deck', ['--deck1', deck('steppe'), '--deck2', bad], /cards\[0\]\.count: 4 copies/],
    ['an unknown agent', [...PAIR, '--agent2', 'grandmaster'], /--agent2: unknown agent "grandmaster"/],
    ['--paired with an odd --games', [...PAIR, '--games', '11', '--paired'], /--games must be even/],
    ['a bad --shard', [...PAIR, '--shard', '3/2'], /--shard <i\/n>' argument '3\/2' is invalid/],
    ['an empty --shard slice', [...PAIR, '--games', '300', '--shard', '5/8'], /this slice is empty/],
    ['a small --shard-size', [...PAIR, '--shard-size', '100'], /--shard-size: at least 256/],
    ['--workers 0', [...PAIR, '--workers', '0'], /--workers <n>' argument '0' is invalid/],
    ['a one-deck matrix', ['--decks', deck('steppe')], /at least two decks/],
    ['a deck listed twice', ['--decks', deck('steppe'), deck('forest'), deck('steppe')], /listed twice/],
    ['--resume of a folder that is no run', ['--resume', '.'], /not a run folder/],
    ['--resume with result flags', ['--resume', '.', '--games', '5'], /drop --games/],
  ])('%s', async (_name, args, message) => {
    const r = await berserkAsync(['sim', ...args], { cwd });
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.status).toBe(2);
    expect(fs.readdirSync(cwd)).toEqual([]);
  });

  it('refuses a non-empty --out and leaves it untouched', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-full-out-'));
    fs.writeFileSync(path.join(out, 'keep.txt'), 'x');
    const r = berserk(['sim', ...PAIR, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/exists and is not empty/);
    expect(fs.readdirSync(out)).toEqual(['keep.txt']);
    fs.rmSync(out, { recursive: true });
  });
});
