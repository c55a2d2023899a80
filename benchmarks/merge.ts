/**
 * `berserk merge` against `cat` on the same files: how close the merge gets to disk speed.
 *
 *   node dist/benchmarks/merge.js SLICE_DIR... [--rounds 5] [--out-base /tmp/merge-bench]
 *
 * The slices must be the complete `--shard i/n` folders of one run (make them with berserk sim).
 * Each round runs, in turn: `cat` of every slice's games.arrows into one file and of every
 * game_cards.arrows into another, then `sync` of both; `berserk merge SLICES --out DIR --no-sync`
 * (returns with its output in the page cache, as cat does: compared with cat), and `berserk merge
 * SLICES --out DIR` (durable: fsync, compared with cat + sync). The merges are timed through the
 * CLI, start-up included. Outputs are deleted between rounds. The page cache is not dropped (it is shared with
 * everything else on the machine): both read warm files after the first round, and the first
 * round is reported apart. Also timed: `node_copy`, a Node process that only reads and writes the
 * same bytes 128 KiB at a time (no checks, no merge logic): the floor of any merge written in Node,
 * since `cat` copies inside the kernel (copy_file_range), which Node's fs offers for whole files
 * only. Prints JSON: medians, every round, bytes, MB/s, the ratios merge --no-sync / cat, node_copy /
 * cat and merge / (cat + sync), the merge's peak RSS, the load average, and the signature: the
 * SHA-256 of the merged tables (equal on every machine for the same slices).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
let rounds = 5;
let base = path.join(os.tmpdir(), 'merge-bench');
const dirs: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--out-base') base = args[++i]!;
  else dirs.push(args[i]!);
}
if (dirs.length === 0 || !Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: node dist/benchmarks/merge.js SLICE_DIR... [--rounds N] [--out-base DIR]\n');
  process.exit(2);
}
const cli = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
const bytes = dirs.reduce((n, d) => n + fs.statSync(path.join(d, 'games.arrows')).size + fs.statSync(path.join(d, 'game_cards.arrows')).size, 0);
fs.mkdirSync(base, { recursive: true });

function timed(cmd: string, argv: string[]): { s: number; rss_mib?: number } {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', cmd, ...argv], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')}: exit ${r.status}: ${r.stderr}`);
  const kib = Number(r.stderr.trim().split('\n').at(-1));
  return { s, rss_mib: Number.isFinite(kib) ? Math.round(kib / 1024) : undefined };
}

/** The floor: read and write the slices' tables in one Node process, 128 KiB at a time, nothing else. */
const NODE_COPY = `const fs = require('node:fs'); const [g, c, ...dirs] = process.argv.slice(1); const buf = Buffer.allocUnsafe(131072);
for (const [out, name] of [[g, 'games.arrows'], [c, 'game_cards.arrows']]) { const o = fs.openSync(out, 'w');
  for (const d of dirs) { const i = fs.openSync(d + '/' + name, 'r'); let n; while ((n = fs.readSync(i, buf, 0, buf.length, null)) > 0) { let w = 0; while (w < n) w += fs.writeSync(o, buf, w, n - w); } fs.closeSync(i); }
  fs.closeSync(o); }`;

const load0 = os.loadavg()[0]!;
const nodeCopy: number[] = [];
let signature = '';
const cat: number[] = [];
const catSync: number[] = [];
const merge: number[] = [];
const mergeNoSync: number[] = [];
let mergeRss = 0;
for (let r = 0; r < rounds; r++) {
  const g = path.join(base, 'games.arrows');
  const c = path.join(base, 'game_cards.arrows');
  const sh = `cat ${dirs.map((d) => JSON.stringify(path.join(d, 'games.arrows'))).join(' ')} > ${JSON.stringify(g)} && cat ${dirs.map((d) => JSON.stringify(path.join(d, 'game_cards.arrows'))).join(' ')} > ${JSON.stringify(c)}`;
  const a = timed('/bin/sh', ['-c', sh]);
  const b = timed('sync', [g, c]);
  cat.push(a.s);
  catSync.push(a.s + b.s);
  fs.rmSync(g);
  fs.rmSync(c);
  nodeCopy.push(timed(process.execPath, ['-e', NODE_COPY, g, c, ...dirs]).s);
  fs.rmSync(g);
  fs.rmSync(c);
  const out = path.join(base, 'merged');
  const n = timed(process.execPath, [cli, 'merge', ...dirs, '--out', out, '--no-sync']);
  mergeNoSync.push(n.s);
  if (r === 0) {
    const h = createHash('sha256');
    for (const f of ['games.arrows', 'game_cards.arrows']) h.update(fs.readFileSync(path.join(out, f)));
    signature = h.digest('hex');
  }
  fs.rmSync(out, { recursive: true, force: true });
  const m = timed(process.execPath, [cli, 'merge', ...dirs, '--out', out]);
  merge.push(m.s);
  mergeRss = Math.max(mergeRss, m.rss_mib ?? 0);
  fs.rmSync(out, { recursive: true, force: true });
}
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const warm = (xs: number[]) => (xs.length > 1 ? xs.slice(1) : xs);
const result = {
  bench: 'merge-vs-cat',
  slices: dirs.length,
  bytes,
  rounds,
  signature,
  median_s: { cat: r3(median(warm(cat))), node_copy: r3(median(warm(nodeCopy))), merge_no_sync: r3(median(warm(mergeNoSync))), cat_sync: r3(median(warm(catSync))), merge: r3(median(warm(merge))) },
  mb_per_s: { cat: Math.round(bytes / 1e6 / median(warm(cat))), merge_no_sync: Math.round(bytes / 1e6 / median(warm(mergeNoSync))), cat_sync: Math.round(bytes / 1e6 / median(warm(catSync))), merge: Math.round(bytes / 1e6 / median(warm(merge))) },
  ratio_merge_no_sync_to_cat: r3(median(warm(mergeNoSync)) / median(warm(cat))),
  ratio_node_copy_to_cat: r3(median(warm(nodeCopy)) / median(warm(cat))),
  ratio_merge_to_cat_sync: r3(median(warm(merge)) / median(warm(catSync))),
  ratio_merge_to_cat: r3(median(warm(merge)) / median(warm(cat))),
  first_round_s: { cat: r3(cat[0]!), node_copy: r3(nodeCopy[0]!), merge_no_sync: r3(mergeNoSync[0]!), cat_sync: r3(catSync[0]!), merge: r3(merge[0]!) },
  all_s: { cat: cat.map(r3), node_copy: nodeCopy.map(r3), merge_no_sync: mergeNoSync.map(r3), cat_sync: catSync.map(r3), merge: merge.map(r3) },
  merge_peak_rss_mib: mergeRss,
  loadavg_1m: { before: load0, after: os.loadavg()[0] },
  cpus: os.cpus().length,
};
process.stdout.write(JSON.stringify(result, null, 2) + '\n');
