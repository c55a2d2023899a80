/** Processes as the tests that run outside bots see them (Linux /proc). */
import * as fs from 'node:fs';

/** Processes of group `pgid` that are not zombies (a zombie runs nothing). */
export function liveMembers(pgid: number): number[] {
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp …; comm may hold spaces, so parse after the last ')'.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(f[2]) === pgid && f[0] !== 'Z') pids.push(Number(name));
  }
  return pids;
}
