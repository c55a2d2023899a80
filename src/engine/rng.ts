/**
 * Seeded randomness that lives inside the game state (anchors lesson 13, harness-notes §5.3).
 *
 * Generator: Marsaglia's xor128, exactly as seedrandom's `xor128` (seedrandom seeds it, and a test
 * checks that our in-place stepping reproduces seedrandom's outputs value for value). Its whole
 * state is four uint32 words, so each stream is 4 words of the state buffer and a clone copies it.
 * xor128 was chosen over xor4096 (128 words of state) and alea (floating-point state) after
 * measuring: see benchmarks/rng.ts.
 *
 * Streams are independent: the deal/shuffle stream, the dice stream and one stream per seat for
 * its agent. An agent can never advance the deal or dice streams, so a search budget never changes
 * the dice a game sees.
 */
import seedrandom from 'seedrandom';

export const enum Stream {
  /** Deck shuffles, deals and redeals. */
  Deal = 0,
  /** Every die roll: order roll, simple strikes, ranged X-Y-Z rolls. */
  Dice = 1,
  /** Seat 0's agent. */
  Agent0 = 2,
  /** Seat 1's agent. */
  Agent1 = 3,
}
export const STREAM_COUNT = 4;
export const RNG_WORDS = STREAM_COUNT * 4;

const MASK64 = (1n << 64n) - 1n;

/** SplitMix64 finaliser (Steele, Lea, Flood 2014). */
function mix64(z: bigint): bigint {
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

/**
 * The seed of game `gameIndex` of a run: SplitMix64 over (runSeed, gameIndex), never `base + i`,
 * so neighbouring games get unrelated streams. Returns a 64-bit unsigned bigint.
 */
export function deriveGameSeed(runSeed: bigint | number, gameIndex: number): bigint {
  const base = mix64((BigInt(runSeed) + 0x9e3779b97f4a7c15n) & MASK64);
  return mix64((base + BigInt(gameIndex) * 0x9e3779b97f4a7c15n) & MASK64);
}

/** 16 lowercase hex digits. */
export function seedHex(seed: bigint): string {
  return (BigInt.asUintN(64, seed)).toString(16).padStart(16, '0');
}

/**
 * Seed every stream of `words` (RNG_WORDS long) from one game seed: seedrandom.xor128 seeds a master
 * generator from the seed's hex string, and the master's next 16 outputs become the four streams'
 * states (one seedrandom call per game instead of four: seeding is ~2 µs each).
 */
export function seedStreams(words: Uint32Array, gameSeed: bigint): void {
  seedStream(words, 0, seedHex(gameSeed));
  for (let k = 4; k < RNG_WORDS; k++) words[k] = next32(words, 0);
  for (let k = 0; k < 4; k++) words[k] = next32(words, 0);
  // xor128 must not start from an all-zero state.
  for (let st = 0; st < STREAM_COUNT; st++) if ((words[4 * st]! | words[4 * st + 1]! | words[4 * st + 2]! | words[4 * st + 3]!) === 0) words[4 * st] = 1;
}

/** Seed one stream from a string key (seedrandom's xor128 string seeding). */
export function seedStream(words: Uint32Array, stream: number, key: string): void {
  const st = seedrandom.xor128(key, { state: true }).state();
  const o = stream * 4;
  words[o] = st.x;
  words[o + 1] = st.y;
  words[o + 2] = st.z;
  words[o + 3] = st.w;
}

/**
 * One xor128 step of a stream; returns the new word as an int32 (seedrandom's `int32()`). Returning
 * int32 rather than uint32 keeps the value a small integer in V8 (no boxed heap number per draw).
 */
function step(words: Uint32Array, stream: number): number {
  const o = stream << 2;
  const x = words[o]! | 0;
  const t = x ^ (x << 11);
  words[o] = words[o + 1]!;
  words[o + 1] = words[o + 2]!;
  const w = words[o + 3]! | 0;
  words[o + 2] = w;
  const nw = w ^ (w >>> 19) ^ t ^ (t >>> 8);
  words[o + 3] = nw;
  return nw;
}

/** Next raw uint32 of a stream (identical to seedrandom's `int32() >>> 0`). */
export function next32(words: Uint32Array, stream: number): number {
  return step(words, stream) >>> 0;
}

/** Uniform float in [0, 1) with 32 bits, identical to seedrandom's `prng()`. */
export function nextFloat(words: Uint32Array, stream: number): number {
  return (step(words, stream) >>> 0) / 0x100000000;
}

/** 2^-32, exactly: multiplying by it is the same as dividing by 2^32, without the division. */
export const INV_2_32 = 2.3283064365386963e-10;

/**
 * Uniform integer in [0, n), n ≤ 2^32: floor(u32 / 2^32 · n), the same number seedrandom's
 * `Math.floor(prng() * n)` gives. Computed as (u32 · 2^-32) · n truncated by `>>> 0`: the scaling by a
 * power of two is exact, and `>>> 0` is floor for the non-negative values below 2^32 this produces.
 */
export function nextInt(words: Uint32Array, stream: number, n: number): number {
  return ((step(words, stream) >>> 0) * INV_2_32 * n) >>> 0;
}

/** One six-sided die: 1..6. */
export function rollD6(words: Uint32Array, stream: number): number {
  return 1 + nextInt(words, stream, 6);
}

/**
 * A handle on one stream inside some state's RNG words: what an agent receives. Creating one is
 * the only allocation; drawing never allocates.
 */
export class Rng {
  constructor(
    public words: Uint32Array,
    public readonly stream: number,
  ) {}
  /** Uniform integer in [0, n). */
  int(n: number): number {
    return nextInt(this.words, this.stream, n);
  }
  /** Uniform float in [0, 1). */
  float(): number {
    return nextFloat(this.words, this.stream);
  }
}
