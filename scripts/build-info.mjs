/**
 * Last build step: dist/build-info.json, the provenance of this build — `git rev-parse HEAD` of the
 * checkout when `npm run build` ran ("unknown" without git). sim/meta.ts `runMeta` reports this sha
 * for code running from dist/, so the Arrow metadata, run.json and summary.json name the commit the
 * running code was built from, and two runs of one build write the same bytes even when HEAD moves
 * between them (a commit landing while the test suite runs: a flake the pool test once had).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
let sha = 'unknown';
try {
  const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
  if (/^[0-9a-f]{40}$/.test(out)) sha = out;
} catch {
  // no git, or not a checkout: "unknown"
}
writeFileSync(fileURLToPath(new URL('../dist/build-info.json', import.meta.url)), JSON.stringify({ git_sha: sha }) + '\n');
