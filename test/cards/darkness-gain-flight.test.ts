/**
 * Тьма: gaining flight (mechanics/movement/flight.ts).
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Flag, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS, TARGET } from '../../src/engine/core/action.js';
import { isFlyer } from '../../src/engine/core/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([synth('Т6-Пешка', { life: 10, strike: [1, 1, 1] })]);
const settle = (t: Battle) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('Вестник мора (s1_137): Инкарнация 3. При инкарнации — получить полет', () => {
  it('Вестник мора (s1_137) ruling: it must incarnate onto a free cell of the own third row, and only then gains flight', () => {
    const t = battle(db, { cards: [{ card: 'Т6-Пешка', seat: 0, at: 'C3' }, { card: 'Вестник мора', seat: 0, at: 'grave' }, { card: 'Т6-Пешка', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    setIncarnationTokens(t.s, t.card(1), 2);
    t.act(endTurn());
    // The third-row cell is named first (only seat 0's third row: A1–E1).
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([TARGET + 0, TARGET + 1, TARGET + 2, TARGET + 3, TARGET + 4]);
    t.s.log = [];
    t.act(TARGET + 2);
    settle(t);
    // The log: it incarnated onto C1, then gained flight from there.
    const log = t.s.log.join('\n');
    const inc = log.search(/Вестник мора C1/);
    const fly = log.indexOf('получает полет');
    expect(inc).toBeGreaterThanOrEqual(0);
    expect(fly).toBeGreaterThan(inc);
    expect(t.zoneOf(1)).toBe(Zone.Aux);
    expect(t.s.board[2]).toBe(-1); // C1 is free again
    expect(isFlyer(t.s, t.card(1))).toBe(true);
    expect((t.s.flags[t.card(1)]! & Flag.Incarnated) !== 0).toBe(true);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Вестник мора (s1_137): as a flyer it strikes a card far from its old cell', () => {
    const t = battle(db, { cards: [{ card: 'Т6-Пешка', seat: 0, at: 'C3' }, { card: 'Вестник мора', seat: 0, at: 'grave' }, { card: 'Т6-Пешка', seat: 1, at: 'E6' }], active: 1, first: 0, turn: 2 });
    setIncarnationTokens(t.s, t.card(1), 2);
    t.act(endTurn());
    t.act(TARGET + 2);
    settle(t);
    // It incarnated closed (535.7); next own turn it opens and strikes E6 (printed 1-2-2).
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('E6'));
    settle(t);
    expect(t.wounds(2)).toBe(2);
  });
});
