/**
 * The second capability and keyword words (Cap2 / db.caps2 / G.Caps2, Kw2 / db.kw2), and the bit
 * discipline of the keyword words: the modifiers' grant-only bits (core/systems/modifiers.ts GKw) share
 * the Kw word with printed and granted keywords (the grant fold ORs them, and GRANT_KW of
 * modifiers.ts spreads grant-keywords.ts GRANT_KW), so no printed or grantable keyword may hold a GKw
 * bit. Kw.IgnoresDrawnDischarge was 1 << 28 = GKw.IgnoreZoal; it is now Kw2.IgnoresDrawnDischarge.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Cap2, Kw, Kw2 } from '../../src/engine/core/enums.js';
import { GKw } from '../../src/engine/core/systems/modifiers.js';
import { GRANT_KW } from '../../src/engine/core/systems/grant-keywords.js';
import { KEYWORD_BIT, KEYWORD_BIT2 } from '../../src/engine/core/systems/keywords.js';
import { STRIKE_KEYWORD_BIT } from '../../src/engine/core/systems/strike-keywords.js';
import { DEFAULT_OPTIONS } from '../../src/engine/core/options.js';
import { newState, resetGame } from '../../src/engine/game.js';
import { noteCardInGame } from '../../src/engine/core/game-caps.js';
import { G, GameState, cloneState, copyInto, stateHash } from '../../src/engine/core/state.js';
import { cardIndex, makeDb, synth } from '../helpers/scenario.js';

const GKW_ALL = Object.values(GKw).reduce((a, b) => a | b, 0);
const isBit = (v: number) => v !== 0 && (v & (v - 1)) === 0;

function distinctBits(word: Record<string, number>): void {
  let seen = 0;
  for (const [name, v] of Object.entries(word)) {
    expect(isBit(v), name).toBe(true);
    expect(seen & v, `${name} reuses a bit`).toBe(0);
    seen |= v;
  }
}

describe('capability and keyword words', () => {
  it('Kw, Kw2, Cap, Cap2: one bit each, never reused', () => {
    distinctBits(Kw);
    distinctBits(Kw2);
    distinctBits(Cap);
    distinctBits(Cap2);
    distinctBits(GKw);
  });

  it('no printed Kw keyword holds a GKw (grant-only) bit: Kw.IgnoresDrawnDischarge (1 << 28) no longer equals GKw.IgnoreZoal', () => {
    for (const [name, v] of Object.entries(Kw)) expect(v & GKW_ALL, `Kw.${name}`).toBe(0);
    expect((Kw as Record<string, number>).IgnoresDrawnDischarge).toBeUndefined();
  });

  it('every grantable keyword bit (grant-keywords.ts GRANT_KW, spread into modifiers.ts GRANT_KW) is distinct from the GKw bits', () => {
    for (const [name, v] of Object.entries(GRANT_KW)) expect(v & GKW_ALL, `grant ${name}`).toBe(0);
    for (const [name, v] of Object.entries(KEYWORD_BIT)) expect(v & GKW_ALL, `keyword ${name}`).toBe(0);
    for (const [name, v] of Object.entries(STRIKE_KEYWORD_BIT)) expect((v as number) & GKW_ALL, `strike keyword ${name}`).toBe(0);
  });

  it("'ignoresDrawnDischarges' compiles into db.kw2 (Kw2.IgnoresDrawnDischarge), not into a Kw bit", () => {
    const db = makeDb([synth('КС-Игнор', { abilities: [{ kind: 'keyword', keyword: 'ignoresDrawnDischarges' }] })]);
    const c = cardIndex(db, 'КС-Игнор');
    expect(db.kw2[c]! & Kw2.IgnoresDrawnDischarge).not.toBe(0);
    expect(db.kw[c]! & GKW_ALL).toBe(0);
    expect(KEYWORD_BIT2.ignoresDrawnDischarges).toBe(Kw2.IgnoresDrawnDischarge);
    const lord = cardIndex(db, 'Повелитель молний');
    expect(db.kw2[lord]! & Kw2.IgnoresDrawnDischarge).not.toBe(0);
  });

  it('G.Caps2: the union of db.caps2 of the cards in the game (game-caps.ts), 0 at a reset', () => {
    const db = makeDb([synth('КС-Кап2')]);
    const c = cardIndex(db, 'КС-Кап2');
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, [c, c, c], [c, c, c], 1n);
    expect(s.g[G.Caps2]).toBe(0);
    (db.caps2 as Uint32Array)[c] = 1 << 5; // a bit no card has yet
    noteCardInGame(s, c);
    expect(s.g[G.Caps2]).toBe(1 << 5);
    (db.caps2 as Uint32Array)[c] = 0;
  });

  it('state clone and hash cover G.Caps2 (it lives in the one buffer)', () => {
    const db = makeDb();
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, [0, 1, 2], [3, 4, 5], 7n);
    const h0 = stateHash(s);
    s.g[G.Caps2] = 1 << 3;
    expect(stateHash(s)).not.toBe(h0);
    const c = cloneState(s);
    expect(c.g[G.Caps2]).toBe(1 << 3);
    expect(stateHash(c)).toBe(stateHash(s));
    const d = new GameState(db, DEFAULT_OPTIONS);
    copyInto(d, s);
    expect(d.g[G.Caps2]).toBe(1 << 3);
    s.g[G.Caps2] = 0;
    expect(stateHash(s)).toBe(h0);
  });
});
