#!/usr/bin/env node
/**
 * npm run check:faults: the fault and fuzz suite of test/faults/ at a larger scale: many more kill -9
 * moments (spread over a whole run) and full-disk sizes from the very start to the very end of a
 * run. Flags: --kills N (default 24), --disk-sizes K,K,... (KiB). Exit code: vitest's.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : dflt;
};
const kills = flag('--kills', '24');
if (!/^\d+$/.test(kills)) {
  process.stderr.write(`error: --kills: expected a whole number (got ${kills})\n`);
  process.exit(2);
}
const sizes = flag('--disk-sizes', '4,8,12,16,24,32,48,64,96,128,160,192,216,228,232,236,240,244');
if (!/^\d+(,\d+)*$/.test(sizes)) {
  process.stderr.write(`error: --disk-sizes: expected K,K,... in KiB (got ${sizes})\n`);
  process.exit(2);
}
const env = { ...process.env, BERSERK_FAULT_KILLS: kills, BERSERK_FAULT_KILL_MS: '15000', BERSERK_FAULT_DISK_SIZES: sizes };
const r = spawnSync('npx', ['vitest', 'run', 'test/faults/'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
