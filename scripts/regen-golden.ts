/**
 * Rewrites the golden transcripts (`npm run golden:update`). Run it only when a change of the
 * engine's behaviour or log text is intended, and review the diff of test/golden/*.txt.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOLDEN_CASES, goldenFile, goldenTranscript } from './golden-cases.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
for (const c of GOLDEN_CASES) {
  const file = path.join(repoRoot, goldenFile(c));
  const text = goldenTranscript(c, repoRoot);
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const status = old === null ? 'created' : old === text ? 'unchanged' : 'CHANGED';
  const last = text.trimEnd().split('\n').at(-1);
  process.stdout.write(`${goldenFile(c)}: ${status} (${text.split('\n').length - 1} lines; ${last})\n`);
}
