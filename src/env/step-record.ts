/**
 * The binary layout of a protocol v2 step frame (docs/bot-protocol-v2.md). All numbers are
 * little-endian; every offset below is a multiple of 4 from the start of the payload.
 *
 * payload = header (STEP_HEADER_BYTES) then `count` records of `recordBytes` each, in env order,
 * one per env stepped by the last actions frame (every env after hello and reset);
 * with `--obs delta`, then the observation changes.
 *   header:  u32 count | u32 recordBytes | u32 frameSeq | u32 changeCount (0 with --obs full)
 *   record:  i32 env | i32 seat | i32 decision | i32 legalCount
 *            f32 reward0 | f32 reward1 | u8 terminated | u8 truncated | u16 forced | u32 episode
 *            --obs full:  f32[TENSOR_SIZE] observation, then u8[MASK_BYTES] legal bitset
 *            --obs delta: u8[MASK_BYTES] legal bitset (no observation)
 *   changes (--obs delta): changeCount pairs (u32 index, f32 value), index = env·TENSOR_SIZE + k:
 *            slot k of env's observation now holds value. The client keeps an (envs × TENSOR_SIZE)
 *            array, all zeros at hello, and writes each pair into it; an env's row then equals the
 *            full observation of its latest record.
 * Legal bitset over the v2 action ids (action-table.ts): action a is legal when byte (a >> 3) has bit (a & 7) set.
 * With --infostate the observation is TENSOR_SIZE + INFO_SIZE values (infostate.ts), in records and changes alike.
 * With --action-features the payload ends with u32 featureCount and that many entries (action-features.ts).
 */
import { V2_NUM_ACTIONS } from './action-table.js';
import { TENSOR_SIZE } from '../agents/features.js';

/** How step records carry the observation. */
export type ObsMode = 'full' | 'delta';

export const STEP_HEADER_BYTES = 16;
export const RECORD_HEADER_BYTES = 32;
/** The legal bitset, padded to whole 32-bit words. */
export const MASK_BYTES = Math.ceil(V2_NUM_ACTIONS / 32) * 4;
/** Record size with --obs full. */
export const RECORD_BYTES = RECORD_HEADER_BYTES + 4 * TENSOR_SIZE + MASK_BYTES;
/** Record size with --obs delta. */
export const DELTA_RECORD_BYTES = RECORD_HEADER_BYTES + MASK_BYTES;
/** One observation change with --obs delta: u32 index, f32 value. */
export const CHANGE_BYTES = 8;

/** Field offsets inside a record (bytes), --obs full. */
export const R = {
  env: 0,
  seat: 4,
  decision: 8,
  legalCount: 12,
  reward0: 16,
  reward1: 20,
  terminated: 24,
  truncated: 25,
  forced: 26,
  episode: 28,
  observation: RECORD_HEADER_BYTES,
  mask: RECORD_HEADER_BYTES + 4 * TENSOR_SIZE,
} as const;

/** Record size of an observation mode, for observations of `size` values (TENSOR_SIZE, more with --infostate). */
export function recordBytes(mode: ObsMode, size = TENSOR_SIZE): number {
  return mode === 'full' ? RECORD_HEADER_BYTES + 4 * size + MASK_BYTES : DELTA_RECORD_BYTES;
}

/** Byte offset of the legal bitset inside a record of an observation mode, for observations of `size` values. */
export function maskOffset(mode: ObsMode, size = TENSOR_SIZE): number {
  return mode === 'full' ? RECORD_HEADER_BYTES + 4 * size : RECORD_HEADER_BYTES;
}

/** --action-features: a u32 entry count after the records (and changes), then the entries (action-features.ts). */
export const FEATURE_COUNT_BYTES = 4;
