/**
 * The binary layout of a protocol v2 step frame (docs/bot-protocol-v2.md). All numbers are
 * little-endian; every offset below is a multiple of 4 from the start of the payload.
 *
 * payload = header (STEP_HEADER_BYTES) then `count` records of `recordBytes` each.
 *   header:  u32 count | u32 recordBytes | u32 frameSeq | u32 reserved (0)
 *   record:  i32 env | i32 seat | i32 decision | i32 legalCount
 *            f32 reward0 | f32 reward1 | u8 terminated | u8 truncated | u16 forced | u32 episode
 *            f32[TENSOR_SIZE] observation | u8[MASK_BYTES] legal bitset (bit a = byte a>>3, bit a&7)
 */
import { NUM_ACTIONS } from '../engine/core/action.js';
import { TENSOR_SIZE } from '../agents/features.js';

export const STEP_HEADER_BYTES = 16;
export const RECORD_HEADER_BYTES = 32;
/** The legal bitset, padded to whole 32-bit words. */
export const MASK_BYTES = Math.ceil(NUM_ACTIONS / 32) * 4;
export const RECORD_BYTES = RECORD_HEADER_BYTES + 4 * TENSOR_SIZE + MASK_BYTES;

/** Field offsets inside a record (bytes). */
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
