/**
 * mechanics/movement/push.ts: the 'push' option of an 'either' effect (one cell on in the direction source →
 * target; when impossible, the other option). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT, PASS } from '../../src/engine/core/action.js';
import { battle, exchangeFull, makeDb, noDefender, select, synth, target, targetAux, verb } from '../helpers/scenario.js';

const hammer = { kind: 'triggered', on: 'selfStrikes', strike: { attackOnly: true }, target: 'eventCard', effect: { op: 'either', by: 'affected', options: [{ op: 'push' }, { op: 'wound', amount: 2 }] }, abilityType: 'influence' } as const;
const db = makeDb([
  synth('ПТ-Молот', { life: 20, strike: [1, 1, 1], abilities: [hammer, { kind: 'modifier', mod: { op: 'grant', kw: 'strikeFlyers' } }] }),
  synth('ПТ-Мишень', { life: 20 }),
  synth('ПТ-Птица', { type: 'flyer', move: null, life: 20 }),
  synth('ПТ-Страж', { life: 20, abilities: [{ kind: 'triggered', on: 'creatureMovesNextTo', target: 'self', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }] }),
]);
const at = (card: string, seat: 0 | 1, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const run = (t: ReturnType<typeof battle>, option: 1 | 2) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Choice ? AMOUNT + option : d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('push (mechanics/movement/push.ts)', () => {
  it('moves the target one cell on, straight or diagonal; it is not the card\'s own movement; other cards hear the move', () => {
    const t = battle(db, { cards: [at('ПТ-Молот', 0, 'B3'), at('ПТ-Мишень', 1, 'C4', true), at('ПТ-Страж', 1, 'E6')] });
    t.act(select('B3'), verb(Verb.Strike), target('C4'));
    run(t, 1);
    expect(t.cellOf(1)).toBe('D5');
    expect(t.wounds(1)).toBe(1);
    expect(t.s.counters[t.card(2)]).toBe(1); // D5 is next to E6
  });
  it('a flyer cannot be moved: the other option (ruling s1_58: a strike at a flyer wounds it by 2)', () => {
    const t = battle(db, { cards: [at('ПТ-Молот', 0, 'C3'), at('ПТ-Птица', 1, 'aux', true), at('ПТ-Мишень', 1, 'E6')] });
    t.act(select('C3'), verb(Verb.Strike), targetAux(1, 0));
    run(t, 1);
    expect(t.wounds(1)).toBe(1 + 2);
    expect(t.cellOf(1)).toBe('aux');
  });
});
