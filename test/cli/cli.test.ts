/**
 * The `berserk` CLI as a user runs it: `node dist/src/cli/main.js …` in a child process.
 * `npm test` builds dist/ first; run `npm run build` before `npx vitest run test/cli` alone.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const RESULT_LINE = /^result: winner=(1|2|draw) turns=\d+$/;
const DECKS = ['--deck1', 'decks/steppe.json', '--deck2', 'decks/forest.json'];

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

let tmp = '';
beforeAll(() => {
  if (!fs.existsSync(cli)) {
    throw new Error(`${path.relative(repoRoot, cli)} is missing: build first (\`npm run build\`; \`npm test\` does it for you)`);
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-cli-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('berserk play', () => {
  it('prints the header and the result line last', () => {
    const r = run('play', ...DECKS, '--seed', '7');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^seed: [0-9a-f]{16}$/);
    expect(lines[1]).toMatch(/^P1: /);
    expect(lines[2]).toMatch(/^P2: /);
    expect(lastLine(r.stdout)).toMatch(RESULT_LINE);
  });

  it('gives identical stdout for the same seed', () => {
    const a = run('play', ...DECKS, '--seed', '5', '--log');
    const b = run('play', ...DECKS, '--seed', '5', '--log');
    expect(a.status).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(run('play', ...DECKS, '--seed', '6', '--log').stdout).not.toBe(a.stdout);
  });

  it('--log prints the whole game, ending with the result line', () => {
    const short = run('play', ...DECKS, '--seed', '1');
    const r = run('play', ...DECKS, '--seed', '1', '--log');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').length).toBeGreaterThan(50);
    expect(r.stdout).toContain('— ход 1: ');
    expect(lastLine(r.stdout)).toMatch(RESULT_LINE);
    expect(lastLine(r.stdout)).toBe(lastLine(short.stdout));
  });

  it('--actions output equals the golden transcript of seed 1', () => {
    const r = run('play', ...DECKS, '--seed', '1', '--actions');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(fs.readFileSync(path.join(repoRoot, 'test/golden/game-1.txt'), 'utf8'));
  });

  it('--max-turns caps the game as a limit', () => {
    const r = run('play', ...DECKS, '--seed', '1', '--max-turns', '3');
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').slice(-2)).toEqual(['end: limit', 'result: winner=draw turns=3']);
  });

  it('a missing deck file: exit 2, stderr names the path, nothing on stdout', () => {
    const r = run('play', '--deck1', 'decks/no-such-deck.json', '--deck2', 'decks/forest.json');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('decks/no-such-deck.json');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('an illegal deck (4 copies): exit 2, stderr names the file and the field', () => {
    const file = path.join(tmp, 'four-orcs.json');
    const cards = [{ card: 's1_13', count: 4 }, ...Array.from({ length: 10 }, (_, i) => ({ card: `s1_${i + 1}`, count: 3 }))];
    fs.writeFileSync(file, JSON.stringify({ name: 'four orcs', cards }));
    const r = run('play', '--deck1', file, '--deck2', 'decks/forest.json');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(file);
    expect(r.stderr).toContain('cards[0].count');
  });

  it.each([
    ['--seed abc', ['play', ...DECKS, '--seed', 'abc']],
    ['--seed 1.5', ['play', ...DECKS, '--seed', '1.5']],
    ['a missing --deck2', ['play', '--deck1', 'decks/steppe.json']],
    ['an unknown flag', ['play', ...DECKS, '--frobnicate']],
    ['an unknown agent', ['play', ...DECKS, '--agent2', 'nosuchagent']],
    ['--max-turns 0', ['play', ...DECKS, '--max-turns', '0']],
    ['an unknown command', ['frobnicate']],
  ])('%s: exit 2, one line on stderr, nothing on stdout', (_name, args) => {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('berserk cards', () => {
  it('lists every card, one per line', () => {
    const r = run('cards');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(200);
    expect(lines[12]).toMatch(/^\s*13\s+s1_13\s+Орк\s+steppe\s+5\b/);
  });

  it('--json prints a JSON array of definitions', () => {
    const r = run('cards', '--json');
    expect(r.status).toBe(0);
    const defs = JSON.parse(r.stdout) as { id: string }[];
    expect(defs).toHaveLength(200);
    expect(defs[12]!.id).toBe('s1_13');
  });

  it('show Орк --json prints its definition', () => {
    const r = run('cards', 'show', 'Орк', '--json');
    expect(r.status).toBe(0);
    const def = JSON.parse(r.stdout) as { id: string; name: string; life: number };
    expect(def).toMatchObject({ id: 's1_13', name: 'Орк', life: 10 });
    expect(run('cards', 'show', 's1_13', '--json').stdout).toBe(r.stdout);
    expect(run('cards', 'show', '13', '--json').stdout).toBe(r.stdout);
  });

  it('show of an unknown card: exit 2', () => {
    const r = run('cards', 'show', 'Оркк');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Оркк');
  });

  it('--unsupported lists the cards with unimplemented text and a count', () => {
    const r = run('cards', '--unsupported');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    const summary = /^(\d+) of 200 cards have ability text that is not fully implemented/.exec(lines.at(-1)!);
    expect(summary).not.toBeNull();
    expect(lines.length - 1).toBe(Number(summary![1]));
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/ (partial|unsupported): \S/);
  });

  it('--coverage counts implemented, partial and unsupported cards and lists what is missing', () => {
    const r = run('cards', '--coverage');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    const m = /^coverage: (\d+)\/200 cards fully implemented \((\d+) with text, (\d+) without text\), (\d+) partial, (\d+) unsupported$/.exec(lines[0]!);
    expect(m).not.toBeNull();
    const [full, , , partial, unsupported] = m!.slice(1).map(Number);
    expect(full! + partial! + unsupported!).toBe(200);
    const listed = lines.filter((l) => /^\s*\d+\s+s1_\d+/.test(l));
    expect(listed.length).toBe(partial! + unsupported!);
    const json = JSON.parse(run('cards', '--coverage', '--json').stdout) as { support: string; missing: string[] }[];
    expect(json.length).toBe(200);
    for (const c of json) expect(c.missing.length > 0).toBe(c.support === 'partial' || c.support === 'unsupported');
  });

  it('--coverage cites only what a user of the repository can open', () => {
    const text = run('cards', '--coverage').stdout;
    // The developers' reference (the rules digest, the cards README) is not in the repository.
    expect(text).not.toMatch(/digest|README/i);
    for (const file of new Set(text.match(/\bdocs\/[\w.-]+\.md\b/g) ?? [])) expect(fs.existsSync(path.join(repoRoot, file)), file).toBe(true);
    expect(text).toContain('docs/rules-coverage.md');
  });
});
