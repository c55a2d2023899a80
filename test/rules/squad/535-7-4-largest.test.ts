/**
 * 535.7.4: incarnation is a named feature. If a creature has several "инкарнация X", only one of them
 * applies — the one with the LARGEST X. (Engine: CardDef.incarnation number | number[].)
 */
import { describe, expect, it } from 'vitest';
import { battle, cardIndex, endTurn, makeDb, synth, target, type Battle } from '../../helpers/scenario.js';
import { Decision, Zone } from '../../../src/engine/core/enums.js';

const db = makeDb([
  synth('Феникс', { incarnation: [1, 2] }),
  synth('Древний феникс', { incarnation: [3, 1, 2] }),
  synth('Простой феникс', { incarnation: 2 }),
  synth('Пешка'),
]);

function position(phoenix: string): Battle {
  return battle(db, {
    cards: [
      { card: phoenix, seat: 0, at: 'grave' },
      { card: 'Пешка', seat: 0, at: 'C3' },
      { card: 'Пешка', seat: 1, at: 'C5' },
    ],
    active: 1,
    turn: 2,
  });
}

/** End turns until seat 0's k-th own turn has started. */
function ownTurns(t: Battle, k: number): void {
  t.act(endTurn());
  for (let j = 1; j < k; j++) t.act(endTurn(), endTurn());
}

describe('535.7.4 only the largest X', () => {
  it('535.7.4: with "инкарнация 1" and "инкарнация 2", X is 2', () => {
    expect(db.incarnation[cardIndex(db, 'Феникс')]).toBe(2);
    expect(db.incarnation[cardIndex(db, 'Древний феникс')]).toBe(3);
  });

  it('535.7.4 (negative): the smaller X does not apply — one token is not enough', () => {
    const t = position('Феникс');
    ownTurns(t, 1);
    expect(t.s.incTokens[t.card(0)]).toBe(1);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
  });

  it('535.7.4: it incarnates at the largest X (the second token)', () => {
    const t = position('Феникс');
    ownTurns(t, 2);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('B1'));
    expect(t.cellOf(0)).toBe('B1');
  });

  it('535.7.4: three values, listed in any order — the largest (3) applies', () => {
    const t = position('Древний феникс');
    ownTurns(t, 2);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.s.zone[t.card(0)]).toBe(Zone.Grave);
    t.act(endTurn(), endTurn());
    expect(t.decision()).toBe(Decision.Target);
  });

  it('535.7.4: a card with both values behaves exactly like a card with only the largest', () => {
    const a = position('Феникс');
    const b = position('Простой феникс');
    for (const t of [a, b]) ownTurns(t, 2);
    expect(a.decision()).toBe(b.decision());
    expect(a.s.incTokens[a.card(0)]).toBe(b.s.incTokens[b.card(0)]);
  });
});
