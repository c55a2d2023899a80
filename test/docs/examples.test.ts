/**
 * The docs stay true: every checked example of README.md and docs/*.md (test/helpers/doc-examples.ts:
 * a fenced block after `<!-- check -->`) is run and must print what the docs show, and docs/cli.md
 * must equal what `npm run docs:cli` generates from the CLI's `--help`. Needs dist/ (`npm test`
 * builds it first; run `npm run build` before `npx vitest run test/docs` alone).
 *
 * The commands run by bash in a scratch folder that links the repository's decks/, bots/ and node_modules/, with
 * `berserk` on PATH as the built CLI, so an example that writes `results/…` starts from nothing.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchOutput, parseExamples, type DocExample } from '../helpers/doc-examples.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(repoRoot, 'dist/src/cli/main.js');
const docFiles = ['README.md', ...fs.readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const examples: DocExample[] = docFiles.flatMap((f) => parseExamples(f, fs.readFileSync(path.join(repoRoot, f), 'utf8')));

let scratch = '';
let binDir = '';
const workDirs = new Map<string, string>();

beforeAll(() => {
  if (!fs.existsSync(cli)) throw new Error(`${path.relative(repoRoot, cli)} is missing: build first (\`npm run build\`; \`npm test\` does it for you)`);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-docs-'));
  binDir = path.join(scratch, 'bin');
  fs.mkdirSync(binDir);
  fs.writeFileSync(path.join(binDir, 'berserk'), `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`, { mode: 0o755 });
});
afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/** One scratch folder per markdown file: its examples may build on each other (a sim, then a replay). */
function workDirOf(file: string): string {
  let dir = workDirs.get(file);
  if (!dir) {
    dir = path.join(scratch, file.replace(/[^a-zA-Z0-9]+/g, '_'));
    fs.mkdirSync(dir);
    for (const d of ['decks', 'bots', 'examples', 'node_modules']) fs.symlinkSync(path.join(repoRoot, d), path.join(dir, d));
    workDirs.set(file, dir);
  }
  return dir;
}

describe('checked examples (README.md, docs/*.md)', () => {
  it('there are checked examples in the README and in the designers\' guide', () => {
    expect(examples.some((e) => e.file === 'README.md')).toBe(true);
    expect(examples.some((e) => e.file === 'docs/guide-designers.md')).toBe(true);
  });

  for (const ex of examples) {
    for (const c of ex.commands) {
      it(`${ex.file}:${ex.line}: $ ${c.cmd}`, () => {
        const r = spawnSync('bash', ['-o', 'pipefail', '-c', c.cmd], {
          cwd: workDirOf(ex.file),
          encoding: 'utf8',
          env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`, COLUMNS: '80' },
          maxBuffer: 1 << 26,
        });
        const mismatch = matchOutput(c.expected, r.stdout);
        expect(mismatch, `${mismatch}\nstderr:\n${r.stderr}`).toBeNull();
      });
    }
  }
});

describe('the example matcher', () => {
  it('matches exact lines, whole-line and in-line elisions', () => {
    expect(matchOutput(['a', '…', 'd'], 'a\nb\nc\nd\n')).toBeNull();
    expect(matchOutput(['a', '…', 'b'], 'a\nb\n')).toBeNull();
    expect(matchOutput(['x … z'], 'x 12.5 s z\n')).toBeNull();
  });
  it('fails on a changed line, a missing line or an extra line', () => {
    expect(matchOutput(['result: winner=2 turns=84'], 'result: winner=draw turns=100\n')).toMatch(/expected line 1/);
    expect(matchOutput(['a', 'b'], 'a\n')).not.toBeNull();
    expect(matchOutput(['a'], 'a\nb\n')).not.toBeNull();
    expect(matchOutput(['x … z'], 'x 1 y\n')).not.toBeNull();
  });
});

describe('docs/cli.md', () => {
  it('equals the reference generated from --help (npm run docs:cli)', () => {
    const gen = path.join(repoRoot, 'dist/scripts/docs-cli.js');
    const r = spawnSync(process.execPath, [gen, '--stdout'], { cwd: repoRoot, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const onDisk = fs.readFileSync(path.join(repoRoot, 'docs/cli.md'), 'utf8');
    expect(onDisk, 'docs/cli.md differs from `berserk … --help`: run `npm run docs:cli` and commit docs/cli.md').toBe(r.stdout);
  });
});
