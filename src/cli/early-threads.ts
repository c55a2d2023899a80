/**
 * Threads a command needs, started before its modules load (imported second by main.ts, after the
 * V8 flags). `berserk merge --out|--append` starts its copier thread (sim/copier-thread.ts): its
 * start-up then overlaps the command's own, ~0.13 s of a 1 M-game merge's 0.8 s on the 2-core
 * machine.
 */
import { prestartCopier } from '../sim/copier-thread.js';

const argv = process.argv.slice(2);
if (argv[0] === 'merge' && (argv.includes('--out') || argv.includes('--append')) && !argv.some((a) => a === '-h' || a === '--help')) prestartCopier();
