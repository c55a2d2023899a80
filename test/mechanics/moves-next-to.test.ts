/**
 * The trigger point 'creatureMovesNextTo' (mechanics/movement/moves-next-to.ts): another creature moves or
 * jumps from a cell not next to the listener onto one next to it; `subject.magic`, `perTurn`.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, makeDb, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('СР-Страж', { life: 20, abilities: [{ kind: 'triggered', on: 'creatureMovesNextTo', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }),
  synth('СР-Прыгун', { life: 20, abilities: [{ kind: 'jump', range: 3 }] }),
  synth('СР-Ходок', { life: 20 }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const settle = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 20 && t.decision() !== Decision.Main; g++) t.act(t.decision() === Decision.Priority ? PASS : t.legal()[0]!);
};

describe('creatureMovesNextTo (mechanics/movement/moves-next-to.ts)', () => {
  it('a move or a jump onto a neighbouring cell fires it (no filter, no limit); its own move and a move along its side do not', () => {
    const t = battle(db, { cards: [at('СР-Страж', 0, 'C2'), at('СР-Ходок', 0, 'A2'), at('СР-Прыгун', 0, 'E1'), at('СР-Ходок', 1, 'E6')] });
    t.act(select('A2'), verb(Verb.Move), target('B2'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
    t.act(select('E1'), verb(Verb.Ability), target('D3'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(2);
    t.act(select('C2'), verb(Verb.Move), target('C3'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(2);
  });
  it('an enemy creature moving next to it fires it too', () => {
    const t = battle(db, { cards: [at('СР-Страж', 0, 'C3'), at('СР-Ходок', 1, 'C5')], active: 1 });
    t.act(select('C5'), verb(Verb.Move), target('C4'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });
});
