/** ranged-abilities.ts: a ranged attack ability with "при этом получить {counter}" (gainCounter), under a counter cap (123.4). Synthetic cards only. */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Копилка', { abilities: [{ kind: 'ranged', attack: 'shot', values: [1, 1, 1], tap: true, gainCounter: true }, { kind: 'counters', max: 1 }] }),
  synth('Мишень', { life: 20 }),
]);

describe('ranged gainCounter', () => {
  it('the attacker gets a counter when the attack executes; not above its cap', () => {
    const t = battle(db, { cards: [{ card: 'Копилка', seat: 0, at: 'A1', counters: 1 }, { card: 'Мишень', seat: 1, at: 'E6' }] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    for (let g = 0; g < 10 && t.decision() !== Decision.Main; g++) t.act(PASS);
    expect(t.wounds(1)).toBe(1);
    expect(t.s.counters[t.card(0)]).toBe(1);
    const u = battle(db, { cards: [{ card: 'Копилка', seat: 0, at: 'A1' }, { card: 'Мишень', seat: 1, at: 'E6' }] });
    u.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    for (let g = 0; g < 10 && u.decision() !== Decision.Main; g++) u.act(PASS);
    expect(u.s.counters[u.card(0)]).toBe(1);
  });
});
