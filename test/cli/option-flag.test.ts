/**
 * `--option name=value` (sim/option-flags.ts): every engine option is settable with its type
 * checked; a typo gets the nearest name and exit 2; `crystalsFirst=25,23` changes the First
 * player's crystals in a played game (digest §3.2); the options land in run.json; and the table in
 * docs/engine.md is the one generated from the code.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { OPTIONS_DOC_MARKERS, OPTION_FLAGS, OptionFlagError, optionsMarkdown, parseOptionFlag, parseOptionFlags } from '../../src/sim/option-flags.js';
import { assertBuilt, berserk, deck, repoRoot } from '../sim/cli-helpers.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-option-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('parseOptionFlag', () => {
  it('covers every engine option, and each default value parses back to itself', () => {
    expect(Object.keys(OPTION_FLAGS).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    for (const [name, v] of Object.entries(DEFAULT_OPTIONS)) {
      const text = Array.isArray(v) ? v.join(',') : String(v);
      expect(parseOptionFlag(`${name}=${text}`)).toEqual([name, v]);
    }
  });

  it('types: booleans, integers within limits, gold,silver pairs', () => {
    expect(parseOptionFlags(['flyerFallback=false', 'maxRedeals=2', 'crystalsFirst= 25, 23 '])).toEqual({ flyerFallback: false, maxRedeals: 2, crystalsFirst: [25, 23] });
    expect(parseOptionFlags(['maxTurns=5', 'maxTurns=7'])).toEqual({ maxTurns: 7 });
    const bad: [string, RegExp][] = [
      ['flyerFallback=yes', /expected true or false/],
      ['maxRedeals=-2', /at least -1/],
      ['maxTurns=0', /at least 1/],
      ['maxTurns=1.5', /whole number/],
      ['crystalsFirst=25', /two whole numbers/],
      ['crystalsFirst=25,-1', /at least 0/],
      ['crystalsFirst', /expected name=value/],
    ];
    for (const [text, re] of bad) expect(() => parseOptionFlag(text), text).toThrow(re);
  });

  it('an unknown name suggests the nearest option', () => {
    expect(() => parseOptionFlag('crystalFirst=25,23')).toThrow(/unknown engine option; did you mean crystalsFirst\?/);
    expect(() => parseOptionFlag('flyerfallback=true')).toThrow(/did you mean flyerFallback\?/);
    expect(() => parseOptionFlag('nothingLikeIt=1')).toThrow(OptionFlagError);
    expect(() => parseOptionFlag('nothingLikeIt=1')).not.toThrow(/did you mean/);
  });

  it('docs/engine.md holds the generated option table', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs/engine.md'), 'utf8');
    const [open, close] = OPTIONS_DOC_MARKERS;
    const inner = doc.slice(doc.indexOf(open) + open.length, doc.indexOf(close)).trim();
    expect(inner).toBe(optionsMarkdown());
  });
});

/** Crystals the First player started with, from a `play --log` transcript: what is left after his first recruit, plus its cost and his redeals. */
function firstPlayerCrystals(log: string): number {
  const first = /первым ходит (P[12])/.exec(log)![1]!;
  const redeals = log.split('\n').filter((l) => l.startsWith(`${first} пересдаёт`)).length;
  const m = new RegExp(`^${first} набирает .* \\((\\d+)(?: зол\\.)?\\); осталось (\\d+) зол\\. (\\d+) сер\\.`, 'm').exec(log)!;
  return Number(m[1]) + Number(m[2]) + Number(m[3]) + redeals;
}

describe('--option on the command line', () => {
  it('play --option crystalsFirst=25,23 gives the First player 48 crystals instead of 46 (digest §3.2)', () => {
    assertBuilt();
    const base = ['play', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--seed', '3', '--log'];
    const plain = berserk(base);
    const more = berserk([...base, '--option', 'crystalsFirst=25,23']);
    expect(plain.status, plain.stderr).toBe(0);
    expect(more.status, more.stderr).toBe(0);
    expect(firstPlayerCrystals(plain.stdout)).toBe(24 + 22);
    expect(firstPlayerCrystals(more.stdout)).toBe(25 + 23);
  });

  it('a typo: one line with the suggestion, exit 2, nothing on stdout (play, sim, ab)', () => {
    const d = ['--deck1', deck('steppe'), '--deck2', deck('forest')];
    for (const args of [['play', ...d], ['sim', ...d, '--out', path.join(tmp, 'never')], ['ab', '--base', deck('steppe'), '--variant', deck('swamp'), '--field', deck('forest'), '--out', path.join(tmp, 'never')]]) {
      const r = berserk([...args, '--option', 'crystalFirst=25,23']);
      expect(r.status, args[0]).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe('error: --option crystalFirst: unknown engine option; did you mean crystalsFirst? (all options: berserk sim --help)\n');
    }
    expect(fs.existsSync(path.join(tmp, 'never'))).toBe(false);
  });

  it('sim records the options in run.json, and --help lists the table', () => {
    const out = path.join(tmp, 'run');
    const r = berserk(['sim', '--deck1', deck('steppe'), '--deck2', deck('forest'), '--games', '2', '--workers', '1', '--out', out, '--option', 'crystalsFirst=25,23', '--option', 'flyerFallback=false', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const run = JSON.parse(fs.readFileSync(path.join(out, 'run.json'), 'utf8')) as { config: { options: Record<string, unknown> } };
    expect(run.config.options).toMatchObject({ crystalsFirst: [25, 23], flyerFallback: false, crystalsSecond: [25, 23] });
    const resume = berserk(['sim', '--resume', out, '--option', 'maxTurns=3']);
    expect(resume.status).toBe(2);
    expect(resume.stderr).toMatch(/drop --option/);
    const help = berserk(['sim', '--help']);
    for (const name of Object.keys(OPTION_FLAGS)) expect(help.stdout).toContain(`  ${name} `);
  });
});
