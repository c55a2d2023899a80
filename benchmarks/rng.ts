/**
 * PRNG benchmark (`npm run bench:rng`): ns per call of seedrandom's generators and of the engine's
 * in-place xor128 (rng.ts), plus ns per seeding. Prints one JSON object to stdout.
 *
 * Every generator has its own timing function, so each call site sees one generator only
 * (monomorphic): a shared call site slows generators 1.3–4.5× (harness-notes §5.4).
 * Flags: --calls N (per repetition, default 5,000,000), --reps R (default 5), --quick.
 */
import seedrandom from 'seedrandom';
import { RNG_WORDS, next32, nextInt, seedStreams } from '../src/engine/core/rng.js';
import { environment, parseBenchFlags, summarize, type Summary } from './stats.js';

const flags = parseBenchFlags(process.argv.slice(2), ['calls', 'reps'] as const);
const calls = flags.calls ?? (flags.quick ? 1_000_000 : 5_000_000);
const reps = flags.reps ?? (flags.quick ? 3 : 5);
const seedings = Math.max(1000, Math.floor(calls / 100));
const KEY = '0000000000003039/dice';

const xor128 = seedrandom.xor128(KEY);
const xor4096 = seedrandom.xor4096(KEY);
const alea = seedrandom.alea(KEY);
const arc4 = seedrandom(KEY);
const words = new Uint32Array(RNG_WORDS);
seedStreams(words, 12345n);

function callsXor128(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += xor128();
  return s;
}
function callsXor4096(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += xor4096();
  return s;
}
function callsAlea(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += alea();
  return s;
}
function callsArc4(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += arc4();
  return s;
}
function callsMathRandom(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += Math.random();
  return s;
}
function callsEngineNext32(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += next32(words, 1);
  return s;
}
function callsEngineD6(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += nextInt(words, 1, 6);
  return s;
}

function seedXor128(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += seedrandom.xor128(`${k}/dice`)();
  return s;
}
function seedXor4096(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += seedrandom.xor4096(`${k}/dice`)();
  return s;
}
function seedAlea(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += seedrandom.alea(`${k}/dice`)();
  return s;
}
function seedArc4(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) s += seedrandom(`${k}/dice`)();
  return s;
}
/** The engine's per-game seeding (`seedStreams`): every stream from one 64-bit game seed. */
function seedEngineGame(n: number): number {
  let s = 0;
  for (let k = 0; k < n; k++) {
    seedStreams(words, BigInt(k));
    s += words[5]!;
  }
  return s;
}

let sink = 0;
/** Warm up once, then time `reps` runs of `n` iterations; ns per iteration. */
function measure(fn: (n: number) => number, n: number): Summary {
  sink += fn(Math.max(1, n >> 3));
  const ns: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    sink += fn(n);
    ns.push(((performance.now() - t0) * 1e6) / n);
  }
  return summarize(ns, 2);
}

const report = {
  benchmark: 'rng',
  date: new Date().toISOString(),
  ...environment(),
  config: { callsPerRep: calls, seedingsPerRep: seedings, reps, key: KEY, call: 'prng() → float in [0,1)' },
  nsPerCall: {
    xor128: measure(callsXor128, calls),
    xor4096: measure(callsXor4096, calls),
    alea: measure(callsAlea, calls),
    arc4: measure(callsArc4, calls),
    mathRandom: measure(callsMathRandom, calls),
    engineNext32: measure(callsEngineNext32, calls),
    engineNextInt6: measure(callsEngineD6, calls),
  },
  nsPerSeeding: {
    xor128: measure(seedXor128, seedings),
    xor4096: measure(seedXor4096, seedings),
    alea: measure(seedAlea, seedings),
    arc4: measure(seedArc4, seedings),
    engineSeedStreams: measure(seedEngineGame, seedings),
  },
  stateSize: { xor128: '4 uint32', xor4096: '128 uint32 + 2', alea: '3 floats + 1 counter', arc4: '256 bytes + 2' },
};
process.stdout.write(JSON.stringify(report, null, 2) + '\n');
// Keeps the timed loops observable so V8 cannot drop them; never true in practice.
if (sink === -1) process.stderr.write('\n');
