/**
 * mechanics/wounds/extra-lives-cost.ts: a ranged-attack ability whose X is taken from the card's own extra
 * lives ("Снимите X дополнительных жизней …, при этом — <атака> на X").
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Жертвенник', { life: 5, abilities: [{ kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, xFromExtraLives: true }] }),
  synth('Мишень', { life: 20 }),
]);
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('extra-lives-cost: X from the own extra lives', () => {
  it('X is named from 1 to the extra lives; the lives go, the attack deals its value + X', () => {
    const t = battle(db, { cards: [{ card: 'Жертвенник', seat: 0, at: 'C2', extraLives: 2 }, { card: 'Мишень', seat: 1, at: 'C5' }] });
    t.act(select('C2'), verb(Verb.Ability), target('C5'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.rolls(4).act(AMOUNT + 1);
    settle(t);
    expect(t.s.extraLives[t.card(0)]).toBe(1);
    expect(t.wounds(1)).toBe(2);
  });

  it('a card the loss kills makes no attack', () => {
    const t = battle(db, { cards: [{ card: 'Жертвенник', seat: 0, at: 'C2', extraLives: 1, wounds: 5 }, { card: 'Мишень', seat: 1, at: 'C5' }, { card: 'Мишень', seat: 0, at: 'A1' }] });
    t.act(select('C2'), verb(Verb.Ability), target('C5'));
    for (let g = 0; g < 10 && t.decision() === Decision.Priority; g++) t.act(PASS);
    t.act(AMOUNT + 1);
    settle(t);
    expect(t.wounds(1)).toBe(0);
    expect(t.cellOf(0)).not.toBe('C2');
  });
});
