/**
 * scripts/ci-same-machine.ts: .ci/run gates on the instruction verdict only on the machine kind the
 * baseline was taken on. A baseline recorded here compares equal; another CPU feature set or node
 * version is named as the difference (exit 1); an unreadable file exits 2.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve('dist/scripts/ci-same-machine.js');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

describe('ci-same-machine', () => {
  it('a baseline taken here compares equal; changed flags or node are named; a missing file exits 2', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'berserk-same-machine-'));
    try {
      const v = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
      const env = {
        node: process.version,
        valgrind: v.status === 0 ? v.stdout.trim() : 'none',
        machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, platform: process.platform, arch: process.arch },
      };
      const file = path.join(dir, 'instructions.json');
      fs.writeFileSync(file, JSON.stringify({ environment: env }));
      expect(run(file, '--record').status).toBe(0);
      const same = run(file);
      expect(same.status, same.stdout + same.stderr).toBe(process.platform === 'linux' ? 0 : 1);
      if (process.platform === 'linux') {
        fs.writeFileSync(path.join(dir, 'cpu-flags.txt'), 'fpu sse2\n');
        const flags = run(file);
        expect(flags.status).toBe(1);
        expect(flags.stdout).toMatch(/differs from the baseline's in cpuFlags \(\d+ flags here, 2 flags there\)/);
        run(file, '--record');
      }
      fs.writeFileSync(file, JSON.stringify({ environment: { ...env, node: 'v0.0.1' } }));
      const node = run(file);
      expect(node.status).toBe(1);
      expect(node.stdout).toContain('node (');
      expect(run(path.join(dir, 'missing.json')).status).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
