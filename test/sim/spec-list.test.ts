/**
 * Lists of agent specs on the command line (src/sim/spec-list.ts): an `external:` command keeps
 * its redirections, commas and quotes when quoted; `mcts:1000,c=1.4` stays one spec.
 */
import { describe, expect, it } from 'vitest';
import { SpecListError, shellQuoteProblem, splitRungList, splitSpecList } from '../../dist/src/sim/spec-list.js';

describe('splitSpecList (--baselines)', () => {
  it('a command with 2>/dev/null is one spec', () => {
    expect(splitSpecList('external:python3 bots/random_bot.py 2>/dev/null')).toEqual(['external:python3 bots/random_bot.py 2>/dev/null']);
  });
  it('commas split specs; key=value continues the spec before it', () => {
    expect(splitSpecList('random, scripted,mcts:1000,c=1.4,pimc:iterations=50')).toEqual(['random', 'scripted', 'mcts:1000,c=1.4', 'pimc:iterations=50']);
  });
  it('a quoted spec keeps its commas and loses only its outer quotes; inner quotes are the shell\'s', () => {
    expect(splitSpecList('random,"external:python3 bot.py --tags a,b 2>/dev/null"')).toEqual(['random', 'external:python3 bot.py --tags a,b 2>/dev/null']);
    expect(splitSpecList(`'external:python3 -c "print(1,2)"',scripted`)).toEqual(['external:python3 -c "print(1,2)"', 'scripted']);
    expect(splitSpecList(`external:python3 -c "import sys, os" 2>/dev/null`)).toEqual(['external:python3 -c "import sys, os" 2>/dev/null']);
  });
  it('an empty item or an unclosed quote is an error', () => {
    expect(() => splitSpecList('random,,scripted')).toThrow(SpecListError);
    expect(() => splitSpecList('"external:python3 bot.py')).toThrow(/double quote is not closed/);
  });
});

describe('splitRungList (--rungs)', () => {
  it('A>B rungs; a quoted side keeps its ">"', () => {
    expect(splitRungList('random>scripted,scripted>mcts:1000,c=2;mcts:1000>mcts:10000')).toEqual([
      { a: 'random', b: 'scripted' },
      { a: 'scripted', b: 'mcts:1000,c=2' },
      { a: 'mcts:1000', b: 'mcts:10000' },
    ]);
    expect(splitRungList('"external:python3 bots/random_bot.py 2>/dev/null">scripted')).toEqual([{ a: 'external:python3 bots/random_bot.py 2>/dev/null', b: 'scripted' }]);
  });
  it('an unquoted ">" inside a command is refused with a hint to quote it, not split', () => {
    expect(() => splitRungList('external:python3 bots/random_bot.py 2>/dev/null>scripted')).toThrow(/quote a spec that contains ">"/);
    expect(() => splitRungList('random')).toThrow(/expected A>B/);
  });
});

describe('shellQuoteProblem', () => {
  it('accepts balanced quoting and names what is open', () => {
    expect(shellQuoteProblem(`python3 bot.py --name "a b" 'c"d' e\\"f 2>/dev/null`)).toBeNull();
    expect(shellQuoteProblem('python3 "bot.py')).toMatch(/double quote/);
    expect(shellQuoteProblem("python3 'bot.py")).toMatch(/single quote/);
    expect(shellQuoteProblem('python3 bot.py \\')).toMatch(/backslash/);
  });
});
