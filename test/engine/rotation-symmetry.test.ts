/**
 * Rotation symmetry (digest §2.1: each player counts his rows from the middle outwards): a position
 * and its 180°-rotated image — seats swapped, cell (column, row) ↦ (E−column, 6+1−row), so rows 1–3 ↔
 * 6–4 and C3 ↔ C4 — have the rotated legal actions, and the same actions (rotated) lead to the rotated
 * positions. Followed along random walks, with the dice the same in both games, this covers every
 * rule that reads geometry: movement, adjacency, strikes and defenders, ranged ranges and through-row
 * attacks, the own rows, flyers, and, from a real deal, the placement tiers and the reveal.
 * The statistical counterpart (equal win rates of the side to act) is `npm run check:seats`.
 */
import { describe, expect, it } from 'vitest';
import { CELLS } from '../../src/engine/core/board.js';
import { Decision } from '../../src/engine/core/enums.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { setupScenario, type Scenario, type ScenarioCard } from '../../src/engine/scenario.js';
import { G, GameState, MAX_INST, NONE } from '../../src/engine/core/state.js';
import { DEFEND, MAX_AUX, MAX_LEGAL, PLACE, SELECT, TARGET, TARGET_AUX } from '../../src/engine/core/action.js';
import { actionToString } from '../../src/engine/describe.js';
import { cardIndex, makeDb, synth } from '../helpers/scenario.js';

const db = makeDb([
  synth('РС-Стрелок', { ranged: { kind: 'shot', values: [1, 2, 2] } }),
  synth('РС-Метатель', { ranged: { kind: 'throw', values: [1, 1, 2], range: 3 } }),
  synth('РС-Копейщик', { ranged: { kind: 'throughRow', values: [1, 1, 1] } }),
  synth('РС-Разрядник', { ranged: { kind: 'discharge', values: [1, 1, 1] } }),
  synth('РС-Маг', { ranged: { kind: 'magic', values: [1, 2, 2] } }),
  synth('РС-Птица', { type: 'flyer', move: null }),
  synth('РС-Бегун', { move: 3, life: 12 }),
]);

/** The 180° image of a cell index: (col, row) ↦ (4 − col, 5 − row). */
const rotCell = (c: number): number => CELLS - 1 - c;

function rotPlace(at: string): string {
  if (!/^[A-Ea-e][1-6]$/.test(at)) return at;
  const col = 'ABCDE'[4 - 'ABCDE'.indexOf(at[0]!.toUpperCase())]!;
  return col + String(7 - Number(at[1]));
}

/** The rotated action id: cells rotated, a seat's auxiliary zone swapped; everything else unchanged. */
function rotAction(a: number): number {
  for (const base of [PLACE, SELECT, TARGET, DEFEND]) if (a >= base && a < base + CELLS) return base + rotCell(a - base);
  if (a >= TARGET_AUX && a < TARGET_AUX + 2 * MAX_AUX) {
    const seat = Math.floor((a - TARGET_AUX) / MAX_AUX);
    return TARGET_AUX + (1 - seat) * MAX_AUX + ((a - TARGET_AUX) % MAX_AUX);
  }
  return a;
}

function rotScenario(sc: Scenario): Scenario {
  return {
    cards: sc.cards.map((c): ScenarioCard => ({ ...c, seat: (1 - c.seat) as 0 | 1, at: rotPlace(c.at) })),
    active: (1 - (sc.active ?? 0)) as 0 | 1,
    first: (1 - (sc.first ?? 0)) as 0 | 1,
    ...(sc.turn !== undefined ? { turn: sc.turn } : {}),
    ...(sc.seed !== undefined ? { seed: sc.seed } : {}),
  };
}

const seatOf = (p: number): number => (p === NONE || p < 0 ? p : 1 - p);

/** What a seat has, position-independent of instance numbering: sorted (card, zone, rotated cell, wounds, low flags, move left). */
function seatCards(s: GameState, p: number, rotate: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < MAX_INST; i++) {
    if (s.zone[i] === 0 || s.ctrl[i] !== p) continue;
    const c = s.cell[i]!;
    const cell = c === NONE ? -1 : rotate ? rotCell(c) : c;
    out.push([s.card[i], s.zone[i], cell, s.wounds[i], s.flags[i]! & 0xff, s.moveLeft[i]].join(':'));
  }
  return out.sort();
}

const legalBuf = new Int32Array(MAX_LEGAL);
function legalOf(s: GameState): number[] {
  const n = legalActions(s, legalBuf);
  return Array.from(legalBuf.subarray(0, n));
}

/** Decision, seats and turn of a position, the seats swapped when `rot` (Active only once the battle has begun). */
function head(s: GameState, rot: boolean): string {
  const seat = (p: number) => (rot ? seatOf(p) : p);
  const g = s.g;
  return [g[G.Decision], seat(g[G.Decider]!), g[G.Turn] === 0 ? NONE : seat(g[G.Active]!), seat(g[G.First]!), seat(g[G.Winner]!), g[G.Turn]].join(' ');
}

/** Assert that `b` is the rotated image of `a` (failing with a readable diff only on a mismatch); returns a's legal actions. */
function expectRotated(a: GameState, b: GameState, where: string): number[] {
  if (head(b, true) !== head(a, false)) expect(`${where}: ${head(b, true)}`).toBe(`${where}: ${head(a, false)}`);
  for (let p = 0; p < 2; p++) {
    const ca = seatCards(a, p, false).join(' ');
    const cb = seatCards(b, 1 - p, true).join(' ');
    if (ca !== cb) expect(`${where}: cards of seat ${p + 1}: ${cb}`).toBe(`${where}: cards of seat ${p + 1}: ${ca}`);
  }
  const la = legalOf(a);
  const lb = legalOf(b);
  const want = la.map(rotAction).sort((x, y) => x - y);
  if (want.join(',') !== lb.join(',')) {
    const names = (s: GameState, l: number[]) => l.map((x) => actionToString(s, x)).join(', ');
    expect(`${where}: ${names(b, lb)}`).toBe(`${where}: ${names(b, want)}`);
  }
  return la;
}

/** xor-shift for the walks' choices (outside the games: both games must see the same dice). */
function walkRng(seed: number): (n: number) => number {
  let x = seed | 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Random walk from a and its image b, comparing at every step. */
function walk(a: GameState, b: GameState, pick: (n: number) => number, steps: number, label: string): number {
  let k = 0;
  for (; k < steps; k++) {
    const la = expectRotated(a, b, `${label} step ${k}`);
    if (la.length === 0) break;
    const x = la[pick(la.length)]!;
    applyAction(a, x);
    applyAction(b, rotAction(x));
  }
  return k;
}

const at = (card: string, seat: 0 | 1, cell: string, more: Partial<ScenarioCard> = {}): ScenarioCard => ({ card, seat, at: cell, ...more });

const POSITIONS: Record<string, readonly ScenarioCard[]> = {
  'movement (blocked and open paths, move 2 and 3)': [at('Кочевник', 0, 'B2'), at('Кочевник', 0, 'B3'), at('РС-Бегун', 0, 'E1'), at('Кочевник', 1, 'C4'), at('РС-Бегун', 1, 'A6')],
  'adjacency and strikes (orthogonal and diagonal neighbours)': [at('Кочевник', 0, 'C3'), at('Кочевник', 1, 'C4'), at('Кочевник', 1, 'D4'), at('Кочевник', 1, 'B4')],
  'defenders (open and closed, near and far)': [at('Кочевник', 0, 'C3'), at('Кочевник', 0, 'D3'), at('Кочевник', 1, 'C4'), at('Кочевник', 1, 'B5'), at('Кочевник', 1, 'D5', { closed: true }), at('Кочевник', 1, 'A6')],
  'ranged ranges (shot, throw 3, through a row, discharge, magic)': [
    at('РС-Стрелок', 0, 'A1'),
    at('РС-Метатель', 0, 'E2'),
    at('РС-Копейщик', 0, 'C2'),
    at('РС-Разрядник', 0, 'B3'),
    at('РС-Маг', 0, 'D1'),
    at('Кочевник', 1, 'C3'),
    at('Кочевник', 1, 'A4'),
    at('Кочевник', 1, 'E6'),
    at('РС-Стрелок', 1, 'B5'),
  ],
  'rows (front, middle and back rows of both players) and flyers': [
    at('Кочевник', 0, 'A3'),
    at('Кочевник', 0, 'B2'),
    at('Кочевник', 0, 'C1'),
    at('РС-Птица', 0, 'aux'),
    at('Кочевник', 1, 'E4'),
    at('Кочевник', 1, 'D5'),
    at('Кочевник', 1, 'C6'),
    at('РС-Птица', 1, 'aux'),
  ],
  'face-down cards (reveal on attack)': [at('Кочевник', 0, 'C3'), at('Кочевник', 0, 'B1', { hidden: true }), at('Кочевник', 1, 'C4', { hidden: true }), at('Кочевник', 1, 'D5', { hidden: true })],
};

describe('rotation symmetry: a position and its 180° image', () => {
  for (const [name, cards] of Object.entries(POSITIONS)) {
    it(`${name}: rotated legal actions and rotated outcomes along 12 random walks`, () => {
      for (let w = 0; w < 12; w++) {
        const sc: Scenario = { cards, active: (w & 1) as 0 | 1, first: (w & 1) as 0 | 1, seed: BigInt(1000 + w) };
        const a = new GameState(db, DEFAULT_OPTIONS);
        const b = new GameState(db, DEFAULT_OPTIONS);
        setupScenario(a, sc);
        setupScenario(b, rotScenario(sc));
        walk(a, b, walkRng(77 + w), 300, `${name}, walk ${w}`);
      }
    });
  }

  it('from a real deal: recruitment, the placement tiers and the reveal, then the battle', () => {
    // Both decks 30 copies of one card, so a deal is the same whatever the shuffle and the two seats
    // differ only in who won the order roll.
    const deck = new Array<number>(30).fill(cardIndex(db, 'Кочевник'));
    let played = 0;
    let revealed = 0;
    let battles = 0;
    for (let w = 0; w < 16; w++) {
      const a = newState(db, DEFAULT_OPTIONS);
      const b = newState(db, DEFAULT_OPTIONS);
      // Seeds whose order rolls go to opposite seats.
      let sa = BigInt(5000 + 100 * w);
      for (;;) {
        resetGame(a, deck, deck, sa);
        if (a.g[G.Decision] === Decision.Order) break;
        sa++;
      }
      let sb = sa + 1n;
      for (;;) {
        resetGame(b, deck, deck, sb);
        if (b.g[G.Decision] === Decision.Order && b.g[G.Decider] === 1 - a.g[G.Decider]!) break;
        sb++;
      }
      // From here on both games draw the same shuffles and dice.
      b.rng.set(a.rng);
      b.g[G.OrderRoll] = a.g[G.OrderRoll + 1]!;
      b.g[G.OrderRoll + 1] = a.g[G.OrderRoll]!;
      const k = walk(a, b, walkRng(991 + w), 600, `deal ${w}`);
      played += k;
      // A walk may end the game in pre-battle (a squad with no creature loses).
      if (a.g[G.Turn]! > 0) battles++;
      if (a.g[G.BackRowRevealed]) revealed++;
    }
    expect(played).toBeGreaterThan(16 * 30);
    expect(battles).toBeGreaterThanOrEqual(10);
    // The Second player's back row is turned face up at the start of his first turn.
    expect(revealed).toBeGreaterThanOrEqual(10);
  });
});
