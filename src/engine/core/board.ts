/**
 * Battlefield geometry (digest §2.1, §3.5): 5 columns × 6 rows, precomputed once into flat tables.
 *
 * Cell index = row * 5 + col, row 0..5, col 0..4. Cells are named like chess squares: columns A–E,
 * rows 1–6, so index 0 is A1 and index 29 is E6. Rows 1–3 (index rows 0–2) belong to seat 0
 * (the player of --deck1), rows 4–6 to seat 1. Each player counts his own rows from the middle
 * outwards: his "row 1" is his front row (A3–E3 for seat 0, A4–E4 for seat 1), his "row 3" the back.
 */

export const COLS = 5;
export const ROWS = 6;
export const CELLS = COLS * ROWS;
export const NO_CELL = -1;

export function cellOf(col: number, row: number): number {
  return row * COLS + col;
}
export function colOf(cell: number): number {
  return cell % COLS;
}
export function rowOf(cell: number): number {
  return (cell / COLS) | 0;
}
/** The number of set bits of a 32-bit mask (cells of a cell mask, elements of an element mask …). */
export function bitCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Lowest set cell of a non-zero mask. Iterate a mask in ascending cell order with `m &= m - 1`. */
export function lowestCell(m: number): number {
  return 31 - Math.clz32(m & -m);
}

const COL_NAMES = 'ABCDE';
/** "A1".."E6". */
export function cellName(cell: number): string {
  return COL_NAMES[colOf(cell)]! + String(rowOf(cell) + 1);
}
/** Inverse of cellName; -1 when the text is not a cell name. */
export function parseCell(name: string): number {
  if (name.length !== 2) return -1;
  const col = COL_NAMES.indexOf(name[0]!.toUpperCase());
  const row = name.charCodeAt(1) - 49;
  if (col < 0 || row < 0 || row >= ROWS) return -1;
  return cellOf(col, row);
}

/** The player's own row number (1 = front, 3 = back) of a cell, or 0 when the cell is on the enemy half. */
export function ownRowNumber(seat: number, cell: number): number {
  const r = rowOf(cell);
  if (seat === 0) return r <= 2 ? 3 - r : 0;
  return r >= 3 ? r - 2 : 0;
}
/** The board row index of the player's own row k (1 = front … 3 = back). */
export function rowIndexOfOwnRow(seat: number, k: number): number {
  return seat === 0 ? 3 - k : 2 + k;
}

// prettier-ignore
/** 8-neighbourhood (adjacency "рядом", digest §2.1), flattened: NEIGH8[c*8 + k], -1 padded. */
export const NEIGH8 = new Int8Array(CELLS * 8).fill(-1);
/** Orthogonal neighbours (movement), flattened: ORTH4[c*4 + k], -1 padded. */
export const ORTH4 = new Int8Array(CELLS * 4).fill(-1);
/** ADJ[a*30+b] = 1 when a and b are 8-adjacent. */
export const ADJ = new Uint8Array(CELLS * CELLS);
/** Manhattan distance (range "дальность X" counts orthogonal steps, digest §2.1). */
export const MANHATTAN = new Uint8Array(CELLS * CELLS);
/**
 * Strike through a row (digest §5.1): THROUGH[a*30+b] = the cell between a and b when b is exactly two
 * cells away in a straight orthogonal line, else -1.
 */
export const THROUGH = new Int8Array(CELLS * CELLS).fill(-1);

/** Bit masks over cells (bit c = cell c): the 8-neighbourhood and the orthogonal neighbours of each cell. */
export const NEIGH8_MASK = new Int32Array(CELLS);
export const ORTH4_MASK = new Int32Array(CELLS);
/** Largest Manhattan distance on the board; a range at or above it reaches every cell. */
export const MAX_DISTANCE = COLS - 1 + ROWS - 1;
/** WITHIN_MASK[c * (MAX_DISTANCE + 1) + r]: the cells at Manhattan distance ≤ r from c (r ≤ MAX_DISTANCE; "дальность", digest §2.1). */
export const WITHIN_MASK = new Int32Array(CELLS * (MAX_DISTANCE + 1));

for (let c = 0; c < CELLS; c++) {
  const x = colOf(c);
  const y = rowOf(c);
  let n8 = 0;
  let n4 = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || nx >= COLS || ny < 0 || ny >= ROWS) continue;
      const n = cellOf(nx, ny);
      NEIGH8[c * 8 + n8++] = n;
      ADJ[c * CELLS + n] = 1;
      NEIGH8_MASK[c] = NEIGH8_MASK[c]! | (1 << n);
      if (dx === 0 || dy === 0) {
        ORTH4[c * 4 + n4++] = n;
        ORTH4_MASK[c] = ORTH4_MASK[c]! | (1 << n);
      }
    }
  }
  for (let d = 0; d < CELLS; d++) {
    const dx = Math.abs(colOf(d) - x);
    const dy = Math.abs(rowOf(d) - y);
    MANHATTAN[c * CELLS + d] = dx + dy;
    for (let r = dx + dy; r <= MAX_DISTANCE; r++) WITHIN_MASK[c * (MAX_DISTANCE + 1) + r] = WITHIN_MASK[c * (MAX_DISTANCE + 1) + r]! | (1 << d);
    if ((dx === 2 && dy === 0) || (dx === 0 && dy === 2)) {
      THROUGH[c * CELLS + d] = cellOf((x + colOf(d)) >> 1, (y + rowOf(d)) >> 1);
    }
  }
}

/**
 * Placement tiers (digest §3.5, QA RUL-009/010). PLACE_TIER[(role*30) + cell] = tier 1..3 of a cell of
 * that player's half, 0 elsewhere; role 0 = First player, 1 = Second player. A player may use a
 * tier-k cell only once every cell of the lower tiers of his half is occupied.
 * - First player: tier 1 = the central 3×3 (columns B–D of his three rows); tier 2 = the rest of his
 *   rows 2 and 3; tier 3 = the free cells of row 1 (A and E of his front row).
 * - Second player: tier 1 = his whole row 1 plus columns B–D of rows 2 and 3; tier 2 = the rest.
 * The table is built per seat: PLACE_TIER_BY_SEAT[seat][role*30 + cell].
 */
export const PLACE_TIER_BY_SEAT: readonly [Uint8Array, Uint8Array] = [new Uint8Array(60), new Uint8Array(60)];
for (let seat = 0; seat < 2; seat++) {
  const t = PLACE_TIER_BY_SEAT[seat]!;
  for (let c = 0; c < CELLS; c++) {
    const k = ownRowNumber(seat, c);
    if (k === 0) continue;
    const central = colOf(c) >= 1 && colOf(c) <= 3;
    // First player.
    t[c] = central ? 1 : k >= 2 ? 2 : 3;
    // Second player.
    t[CELLS + c] = k === 1 || central ? 1 : 2;
  }
}
