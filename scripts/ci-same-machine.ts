/**
 * `node dist/scripts/ci-same-machine.js BASELINE.json [--record]`: exit 0 when this machine is the
 * kind the instruction-count baseline was taken on (CPU model, cores, platform, architecture, node
 * and valgrind versions from the baseline's `environment`, and the CPU feature flags kept beside it
 * in `cpu-flags.txt`), else print what differs and exit 1; exit 2 when the file cannot be read.
 * Instruction counts of one program move with the CPU's features (glibc and V8 pick code paths by
 * them) and with node and valgrind, so .ci/run gates on them only where they compare. `--record`
 * writes this machine's flags to `cpu-flags.txt` (npm run bench:baseline does, after the runs).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

interface Environment {
  node?: string;
  valgrind?: string;
  machine?: { cpu?: string; cores?: number; platform?: string; arch?: string };
}

const file = process.argv[2];
let env: Environment;
try {
  env = (JSON.parse(fs.readFileSync(file ?? '', 'utf8')) as { environment: Environment }).environment;
} catch (e) {
  process.stderr.write(`ci-same-machine: ${file ?? '(no file given)'}: ${(e as Error).message}\n`);
  process.exit(2);
}
const v = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
const flagsOf = (text: string): string => [...new Set((/^flags\s*:(.*)$/m.exec(text)?.[1] ?? '').trim().split(/\s+/))].sort().join(' ');
let flagsHere = 'unknown';
try {
  flagsHere = flagsOf(fs.readFileSync('/proc/cpuinfo', 'utf8'));
} catch {
  // not Linux: the flags stay unknown and differ
}
const flagsFile = path.join(path.dirname(file!), 'cpu-flags.txt');
if (process.argv[3] === '--record') {
  fs.writeFileSync(flagsFile, flagsHere + '\n');
  console.log(`ci-same-machine: wrote ${flagsFile}`);
  process.exit(0);
}
const flagsThere = fs.existsSync(flagsFile) ? fs.readFileSync(flagsFile, 'utf8').trim() : 'none recorded';
const here = {
  node: process.version,
  valgrind: v.status === 0 ? v.stdout.trim() : 'none',
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  platform: process.platform,
  arch: process.arch,
  cpuFlags: flagsHere,
};
const there = { node: env.node, valgrind: env.valgrind, cpu: env.machine?.cpu, cores: env.machine?.cores, platform: env.machine?.platform, arch: env.machine?.arch, cpuFlags: flagsThere };
const differ = (Object.keys(here) as (keyof typeof here)[]).filter((k) => here[k] !== there[k]);
const show = (k: keyof typeof here, x: unknown): string => (k === 'cpuFlags' ? `${String(x).split(' ').length} flags` : String(x));
if (differ.length === 0) {
  console.log(`ci-same-machine: the baseline's machine (${here.cpu}, ${here.cores} cores, node ${here.node}, ${here.valgrind})`);
  process.exit(0);
}
console.log(`ci-same-machine: differs from the baseline's in ${differ.map((k) => `${k} (${show(k, here[k])} here, ${show(k, there[k])} there)`).join(', ')}`);
process.exit(1);
