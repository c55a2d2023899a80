/**
 * The capability words (Cap / db.caps / G.Caps for the core; the mechanic ids' words db.mechCaps /
 * GameState.mechCaps and the hook gates they open, db.gates / G.Gates), the second keyword word (Kw2 /
 * db.kw2), and the bit
 * discipline of the keyword words: the modifiers' grant-only bits (core/systems/modifiers.ts GKw) share
 * the Kw word with printed and granted keywords (the grant fold ORs them, and GRANT_KW of
 * modifiers.ts spreads grant-keywords.ts GRANT_KW), so no printed or grantable keyword may hold a GKw
 * bit. Kw.IgnoresDrawnDischarge was 1 << 28 = GKw.IgnoreZoal; it is now Kw2.IgnoresDrawnDischarge.
 */
import { describe, expect, it } from 'vitest';
import { Cap, Gate, Kw, Kw2 } from '../../src/engine/core/enums.js';
import { AT_ONCE_MECHS, CapBit, CapWord, MECH_COUNT, MECH_GATES, Mech, cardHas, gatesOfMech } from '../../src/engine/mechanics/ids.js';
import { MECH_CAP_WORDS } from '../../src/engine/core/codes.js';
import { ALL_CARDS } from '../../src/engine/card-pool.js';
import { SET2_CARDS } from '../../src/engine/cards/set2/index.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
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
  it('Kw, Kw2, Cap, Gate: one bit each, never reused', () => {
    distinctBits(Kw);
    distinctBits(Kw2);
    distinctBits(Cap);
    distinctBits(Gate as unknown as Record<string, number>);
    distinctBits(GKw);
  });

  it('mechanic ids (mechanics/ids.ts): 0 … MECH_COUNT − 1, each once, within MECH_CAP_WORDS words; CapWord / CapBit are each id\'s word and bit', () => {
    const ids = Object.entries(Mech as unknown as Record<string, number>).filter(([, v]) => typeof v === 'number');
    expect(ids.map(([, v]) => v).sort((a, b) => a - b)).toEqual([...Array(MECH_COUNT).keys()]);
    expect(MECH_COUNT).toBeLessThanOrEqual(32 * MECH_CAP_WORDS);
    for (const [name, id] of ids) {
      expect((CapWord as unknown as Record<string, number>)[name], name).toBe(id >> 5);
      expect((CapBit as unknown as Record<string, number>)[name], name).toBe((1 << (id & 31)) | 0);
    }
  });

  it('hook gates: MECH_GATES has one entry per id; every gate is opened by some mechanic; StepwiseStrikes for every id outside AT_ONCE_MECHS', () => {
    expect(MECH_GATES.length).toBe(MECH_COUNT);
    let opened = 0;
    for (let id = 0; id < MECH_COUNT; id++) {
      expect(MECH_GATES[id]! & Gate.StepwiseStrikes, `id ${id} lists StepwiseStrikes itself`).toBe(0);
      opened |= gatesOfMech(id);
      expect((gatesOfMech(id) & Gate.StepwiseStrikes) !== 0, `id ${id}`).toBe(!AT_ONCE_MECHS.includes(id));
    }
    for (const [name, bit] of Object.entries(Gate as unknown as Record<string, number>)) if (typeof bit === 'number') expect(opened & bit, `Gate.${name} is opened by no mechanic`).not.toBe(0);
  });

  it("a mechanic's keyword marks its cards with the mechanic id, not a Kw2 bit: the rows with the keyword are exactly the rows with the id (set 1 + 2)", () => {
    const db = compileCardDb([...ALL_CARDS, ...SET2_CARDS]);
    const KEYWORD_IDS: [string, Mech][] = [['luresFlyers', Mech.LuresFlyers], ['blocksStrikeForCounter', Mech.CounterBlock], ['strikeCannotBeLowered', Mech.Unlowerable]];
    for (const [keyword, id] of KEYWORD_IDS) {
      let rows = 0;
      for (let c = 0; c < db.defs.length; c++) {
        const has = (db.defs[c]!.abilities ?? []).some((a) => a.kind === 'keyword' && a.keyword === keyword);
        expect(cardHas(db, c, id), `${keyword}, row ${c} «${db.defs[c]!.name}»`).toBe(has);
        if (has) rows++;
      }
      expect(rows, keyword).toBeGreaterThan(0);
    }
    expect(KEYWORD_BIT2).toEqual({ ignoresDrawnDischarges: Kw2.IgnoresDrawnDischarge, movesDiagonally: Kw2.MovesDiagonally });
  });

  it('db.gates of every card row (set 1 + 2) is the OR of gatesOfMech over its mechanic ids', () => {
    for (const db of [compileCardDb([...ALL_CARDS, ...SET2_CARDS])]) {
      for (let c = 0; c < db.gates.length; c++) {
        let g = 0;
        for (let id = 0; id < MECH_COUNT; id++) if ((db.mechCaps[c * MECH_CAP_WORDS + (id >> 5)]! & (1 << (id & 31))) !== 0) g |= gatesOfMech(id);
        expect(db.gates[c], `card row ${c}`).toBe(g >>> 0);
      }
    }
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

  it('G.Gates and GameState.mechCaps: the union of db.gates and db.mechCaps (both words) of the cards in the game (game-caps.ts), 0 at a reset', () => {
    const db = makeDb([synth('КС-Кап2')]);
    const c = cardIndex(db, 'КС-Кап2');
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, [c, c, c], [c, c, c], 1n);
    expect(s.g[G.Gates]).toBe(0);
    expect(s.mechCaps[1]).toBe(0);
    (db.gates as Uint32Array)[c] = Gate.Netted;
    (db.mechCaps as Uint32Array)[c * MECH_CAP_WORDS + CapWord.Net] = CapBit.Net;
    noteCardInGame(s, c);
    expect(s.g[G.Gates]).toBe(Gate.Netted);
    expect(s.mechCaps[CapWord.Net]).toBe(CapBit.Net);
    (db.gates as Uint32Array)[c] = 0;
    (db.mechCaps as Uint32Array)[c * MECH_CAP_WORDS + CapWord.Net] = 0;
  });

  it('state clone and hash cover G.Gates and the second mechanic word (they live in the one buffer)', () => {
    const db = makeDb();
    const s = newState(db, DEFAULT_OPTIONS);
    resetGame(s, [0, 1, 2], [3, 4, 5], 7n);
    const h0 = stateHash(s);
    const [gates0, word0] = [s.g[G.Gates]!, s.mechCaps[1]!];
    s.g[G.Gates] = 1 << 3;
    s.mechCaps[1] = 1 << 2;
    expect(stateHash(s)).not.toBe(h0);
    const c = cloneState(s);
    expect(c.g[G.Gates]).toBe(1 << 3);
    expect(c.mechCaps[1]).toBe(1 << 2);
    expect(stateHash(c)).toBe(stateHash(s));
    const d = new GameState(db, DEFAULT_OPTIONS);
    copyInto(d, s);
    expect(d.g[G.Gates]).toBe(1 << 3);
    expect(d.mechCaps[1]).toBe(1 << 2);
    s.g[G.Gates] = gates0;
    s.mechCaps[1] = word0;
    expect(stateHash(s)).toBe(h0);
  });
});
