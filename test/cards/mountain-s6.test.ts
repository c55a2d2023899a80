/**
 * Горы (session 6): gaining flight (abilities/flight.ts).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/enums.js';
import { PASS } from '../../src/engine/action.js';
import { isFlyer } from '../../src/engine/instance.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { battle, endTurn, exchangeFull, makeDb, noDefender, select, selectAux, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([synth('Г6-ЗОЛ', { life: 20, strike: [1, 1, 1], icons: { zoal: true } }), synth('Г6-Пешка', { life: 20, strike: [1, 1, 1] })]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const settle = (t: Battle) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};
const nextOwnTurn = (t: Battle) => {
  t.act(endTurn());
  settle(t);
  t.act(endTurn());
  settle(t);
};

describe('Владыка небес (s1_68): {tap}: Получить полет; Игнорирует {zoal}', () => {
  it('Владыка небес (s1_68): {tap}: Получить полет — it leaves its cell for the auxiliary zone, closed', () => {
    const t = battle(db, { cards: [at('Владыка небес', 0, 'C3'), at('Г6-Пешка', 0, 'A1'), at('Г6-Пешка', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Ability + 4));
    settle(t);
    expect(t.zoneOf(0)).toBe(Zone.Aux);
    expect(t.closed(0)).toBe(true);
    expect(isFlyer(t.s, t.card(0))).toBe(true);
    expect(checkInvariants(t.s)).toBeNull();
  });

  it('Владыка небес (s1_68): flying, it ignores {zoal} — its strike wounds a card with protection from flyers; on the ground it strikes only adjacent cards', () => {
    const t = battle(db, { cards: [at('Владыка небес', 0, 'C3'), at('Г6-Пешка', 0, 'A1'), at('Г6-ЗОЛ', 1, 'E6')] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Strike)); // E6 is not adjacent
    t.act(verb(Verb.Ability + 4));
    settle(t);
    nextOwnTurn(t);
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('E6'));
    settle(t);
    expect(t.wounds(2)).toBe(4); // strong 4 (2-3-4), {zoal} ignored
  });
});
