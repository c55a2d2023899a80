import { describe, expect, it } from 'vitest';
import { battle, makeDb, select, synth, target, verb, endTurn } from '../helpers/scenario.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS, SELECT, TARGET } from '../../src/engine/core/action.js';

describe('stack smoke', () => {
  it('instant in response to a strike', () => {
    const db = makeDb([
      synth('Атакер', { strike: [1, 1, 1] }),
      synth('Маг', { abilities: [{ kind: 'activated', instant: true, tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'spell' }] }),
    ]);
    const t = battle(db, { cards: [{ card: 'Атакер', seat: 0, at: 'C3' }, { card: 'Маг', seat: 1, at: 'C4' }] });
    // Seat 0 has no instants: priority passes to seat 1 automatically after declaring.
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Priority);
    expect(t.decider()).toBe(1);
    t.act(SELECT + 17); // C4 = row 3 col 2 → 17
    t.act(verb(Verb.Ability + 0), TARGET + 12); // target C3 = 12
    // Declarer keeps priority; he has no other instant (Маг is now earmarked) → passes.
    expect(t.wounds('Атакер')).toBe(2);
    expect(t.closed('Маг')).toBe(true);
  });
});

describe('replacement smoke', () => {
  it('534.7 replacing feature: Вожак сатиров-like', () => {
    const db = makeDb([
      synth('Вожак', {
        abilities: [
          { kind: 'triggered', on: 'startOfOwnTurn', target: 'self', effect: { op: 'heal', amount: 2 }, abilityType: 'influence' },
          { kind: 'replacement', optional: true, match: { op: 'heal', to: 'self', whileUnwounded: true }, result: { kind: 'replacingFeature', effect: { op: 'wound', amount: 2 }, target: 'adjacentCreature' } },
        ],
      }),
      synth('Сосед'),
    ]);
    const t = battle(db, { cards: [{ card: 'Вожак', seat: 0, at: 'C3' }, { card: 'Сосед', seat: 1, at: 'C4' }, { card: 'Сосед', seat: 1, at: 'A6' }], active: 1, first: 0, turn: 2 });
    t.act(endTurn());
    // Start of seat 0's turn: the trigger goes on the stack and executes; the heal meets the optional replacement.
    expect(t.decision()).toBe(Decision.Replacement);
    const l = t.legal();
    t.act(l[0]!); // apply it
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C4'));
    expect(t.wounds(1)).toBe(2);
    expect(t.decision()).toBe(Decision.Main);
  });

  it('534 addAmount and nothing', () => {
    const db = makeDb([
      synth('Фонарь', { abilities: [{ kind: 'replacement', match: { op: 'wound', to: 'any', fromTypes: ['strike'] }, result: { kind: 'addAmount', n: 1 } }] }),
      synth('Камень', { abilities: [{ kind: 'replacement', match: { op: 'wound', to: 'self', fromTypes: ['counterStrike'] }, result: { kind: 'nothing' } }], strike: [1, 1, 1] }),
    ]);
    const t = battle(db, { cards: [{ card: 'Фонарь', seat: 0, at: 'C3' }, { card: 'Камень', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2); // weak 1 + 1
  });
});
