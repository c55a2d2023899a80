/**
 * Seeded randomness that lives inside the game state (anchors lesson 13, harness-notes §5.3).
 *
 * Generator: Marsaglia's xor128, exactly as seedrandom's `xor128`, seeded and stepped in place (tests
 * check both against seedrandom's outputs value for value). Its whole
 * state is four uint32 words, so each stream is 4 words of the state buffer and a clone copies it.
 * xor128 was chosen over xor4096 (128 words of state) and alea (floating-point state) after
 * measuring: see benchmarks/rng.ts.
 *
 * Streams are independent: the deal/shuffle stream, the dice stream and one stream per seat for
 * its agent. An agent can never advance the deal or dice streams, so a search budget never changes
 * the dice a game sees. Each stream is seeded on its own, from a key mixed out of the game seed and
 * the stream's index (`streamKey`), never from outputs of another xor128: xor128's state after four
 * steps *is* its last four outputs, so a generator seeded with another's raw outputs replays that
 * generator's sequence, shifted (the agent streams were once the dice stream 4 and 8 draws ahead,
 * which made mirror matches seat-dependent). Every generator seeded from another one goes through a
 * mixing function (`mix32`, `seedStreamFrom`); a stream used for a new purpose gets a key of its own.
 */
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

/** Domain constant of the per-stream keys, so that no key equals a run or game seed mix. */
const STREAM_DOMAIN = 0x5eed5eed5eed5eedn;
const GOLDEN64 = 0x9e3779b97f4a7c15n;

/**
 * The seedrandom key of stream `stream` of the game with seed `gameSeed`: 16 hex digits of
 * SplitMix64 over (mix64(gameSeed ^ domain) + (stream + 1) · golden ratio). `seedrandom.xor128(key)`
 * reproduces the stream value for value.
 */
export function streamKey(gameSeed: bigint, stream: number): string {
  const base = mix64(BigInt.asUintN(64, gameSeed) ^ STREAM_DOMAIN);
  return seedHex(mix64((base + BigInt(stream + 1) * GOLDEN64) & MASK64));
}

/**
 * Seed every stream of `words` (RNG_WORDS long) from one game seed: stream k gets seedrandom's
 * xor128 seeded with its own key `streamKey(gameSeed, k)`, so no stream is a window of another.
 */
export function seedStreams(words: Uint32Array, gameSeed: bigint): void {
  const base = mix64(BigInt.asUintN(64, gameSeed) ^ STREAM_DOMAIN);
  for (let st = 0; st < STREAM_COUNT; st++) seedStreamHex64(words, st, mix64((base + BigInt(st + 1) * GOLDEN64) & MASK64));
}

/** ASCII code of the lowercase hex digit of nibble d (0–15). */
const hexCode = (d: number): number => (d < 10 ? 48 + d : 87 + d);

/**
 * `seedStream(words, stream, seedHex(key))` without building the 16-character string: the same
 * seeding, fed the key's hex digits' character codes, most significant first.
 */
function seedStreamHex64(words: Uint32Array, stream: number, key: bigint): void {
  const hi = Number(key >> 32n) >>> 0;
  const lo = Number(key & 0xffffffffn) >>> 0;
  const o = stream << 2;
  words[o] = words[o + 1] = words[o + 2] = words[o + 3] = 0;
  for (let k = 0; k < 16 + XOR128_DISCARD; k++) {
    if (k < 16) {
      const word = k < 8 ? hi : lo;
      words[o] = words[o]! ^ hexCode((word >>> ((7 - (k & 7)) * 4)) & 15);
    }
    step(words, stream);
  }
}

/**
 * A 32-bit mixing function (Wellons' "lowbias32", the 32-bit counterpart of SplitMix64's
 * finaliser): a bijection on uint32 whose output bits each depend on every input bit. Returns uint32.
 */
export function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * Seed stream `stream` of `words` from two 32-bit key words `a`, `b` (typically two draws of some
 * other generator) through `mix32`, never by copying them: with xor128, a state made of another
 * generator's consecutive outputs continues that generator's sequence. `purpose` (a small integer)
 * separates generators seeded from the same draws. Allocation-free, for per-iteration use (a search
 * re-seeding a world's streams).
 */
export function seedStreamFrom(words: Uint32Array, stream: number, a: number, b: number, purpose: number): void {
  const o = stream << 2;
  const h = mix32((a ^ Math.imul(purpose + 1, 0x9e3779b9)) >>> 0);
  const k = mix32((b ^ h) >>> 0);
  words[o] = mix32((h + 0x243f6a88) >>> 0);
  words[o + 1] = mix32((k + 0x85a308d3) >>> 0);
  words[o + 2] = mix32((h ^ k ^ 0x13198a2e) >>> 0);
  words[o + 3] = mix32((a + k + 0x03707344) >>> 0) | 1;
}

/** seedrandom's xor128 discards this many outputs after mixing in a string seed. */
const XOR128_DISCARD = 64;

/**
 * Seed one stream from a string key: seedrandom's xor128 string seeding (the state starts at 0; each
 * of the key's UTF-16 code units is XORed into x, with a step after each, then 64 more steps), done
 * in place. A `seedrandom.xor128(key)` instance per stream per game allocated a generator and a
 * closure, whose `next` V8 kept re-optimising (about once per ten games in the instruction-count
 * workloads); a test checks this against seedrandom value for value.
 */
export function seedStream(words: Uint32Array, stream: number, key: string): void {
  const o = stream << 2;
  words[o] = words[o + 1] = words[o + 2] = words[o + 3] = 0;
  for (let k = 0; k < key.length + XOR128_DISCARD; k++) {
    if (k < key.length) words[o] = words[o]! ^ key.charCodeAt(k);
    step(words, stream);
  }
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
