import { describe, expect, it } from 'vitest';
import { cardDb } from '../../src/engine/card-pool.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { applyAction, legalActions, newState, resetGame } from '../../src/engine/game.js';
import { G, GameState, cloneState, listAt, listBase, listLen, stateHash } from '../../src/engine/core/state.js';
import { observe } from '../../src/engine/observe.js';
import { Decision, Flag, Zone } from '../../src/engine/core/enums.js';
import { loadDeckFile } from '../../src/sim/deck-file.js';
import { KEEP, RECRUIT_DONE } from '../../src/engine/core/action.js';

const db = cardDb();
const d0 = loadDeckFile('decks/steppe.json', db.defs).cardIndices;
const d1 = loadDeckFile('decks/forest.json', db.defs).cardIndices;

function obsHash(s: GameState, p: number): string {
  const v = new GameState(db, DEFAULT_OPTIONS);
  observe(s, p, v);
  return stateHash(v);
}

/** Play deterministic choices until `until` returns true. */
function advance(s: GameState, until: (s: GameState) => boolean, pick: (legal: Int32Array, n: number) => number): void {
  const legal = new Int32Array(128);
  for (let k = 0; k < 5000 && !until(s); k++) {
    const n = legalActions(s, legal);
    applyAction(s, pick(legal, n));
  }
}

describe('observe: what a seat cannot see', () => {
  it("hides the opponent's deal and deck, and every deck's order", () => {
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, d0, d1, 11n);
    advance(s, (x) => x.g[G.Decision] === Decision.Recruit, (l) => (l[0] === 0 ? l[0]! : KEEP));
    const p = s.g[G.Decider]!;
    const e = 1 - p;
    const v = new GameState(db, DEFAULT_OPTIONS);
    observe(s, p, v);
    for (let k = 0; k < listLen(v, e, Zone.Deal); k++) expect(v.card[listAt(v, e, Zone.Deal, k)]).toBe(db.unknown);
    for (let k = 0; k < listLen(v, e, Zone.Deck); k++) expect(v.card[listAt(v, e, Zone.Deck, k)]).toBe(db.unknown);
    for (let k = 0; k < listLen(v, p, Zone.Deal); k++) expect(v.card[listAt(v, p, Zone.Deal, k)]).toBe(s.card[listAt(s, p, Zone.Deal, k)]);
    expect(Array.from(v.rng).every((w) => w === 0)).toBe(true);

    // Permuting what p cannot see leaves p's observation unchanged; p's own deal is visible.
    const h = obsHash(s, p);
    const t = cloneState(s);
    const base = listBase(p, Zone.Deck);
    const n = listLen(t, p, Zone.Deck);
    t.zoneList.subarray(base, base + n).reverse(); // own deck order
    const ed = listAt(t, e, Zone.Deal, 0);
    const ek = listAt(t, e, Zone.Deck, 0);
    [t.card[ed], t.card[ek]] = [t.card[ek]!, t.card[ed]!]; // which enemy card is dealt
    expect(t.card[ed]).not.toBe(s.card[ed]);
    expect(obsHash(t, p)).toBe(h);
    const u = cloneState(s);
    const pd = listAt(u, p, Zone.Deal, 0);
    const pk = listAt(u, p, Zone.Deck, 0);
    [u.card[pd], u.card[pk]] = [u.card[pk]!, u.card[pd]!];
    if (u.card[pd] !== s.card[pd]) expect(obsHash(u, p)).not.toBe(h);
  });

  it("hides the Second player's face-down back row from the First player only", () => {
    const s = newState(db, DEFAULT_OPTIONS);
    for (let seed = 1n; seed < 50n; seed++) {
      resetGame(s, d0, d1, seed);
      // Keep, recruit whatever is first legal until done, place on the first legal cell.
      advance(s, (x) => x.g[G.Decision] === Decision.Main || x.g[G.Decision] === Decision.Terminal, (l, n) => (l[0] === 0 ? 0 : l[0] === KEEP ? KEEP : n > 1 && l[n - 1] === RECRUIT_DONE ? l[0]! : l[0]!));
      if (s.g[G.Decision] !== Decision.Main) continue;
      const first = s.g[G.First]!;
      const second = 1 - first;
      let hidden = -1;
      for (let c = 0; c < 30; c++) {
        const i = s.board[c]!;
        if (i >= 0 && s.ctrl[i] === second && (s.flags[i]! & Flag.Hidden) !== 0) hidden = i;
      }
      if (hidden < 0) continue;
      const vf = new GameState(db, DEFAULT_OPTIONS);
      const vs = new GameState(db, DEFAULT_OPTIONS);
      observe(s, first, vf);
      observe(s, second, vs);
      expect(vf.card[hidden]).toBe(db.unknown);
      expect(vs.card[hidden]).toBe(s.card[hidden]);
      return;
    }
    throw new Error('no seed produced a hidden back-row card');
  });
});
