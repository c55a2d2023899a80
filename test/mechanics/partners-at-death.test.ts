/**
 * mechanics/triggers/partners-at-death.ts: the subject filter `formation` ("вашего существа со строем"), the
 * death-trigger condition `inEnemyTurn` ("в ход противника") and the target 'eventPartners' (the
 * creatures that stood in formation with the dead card).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, exchangeFull, makeDb, noDefender, select, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ПС-Вождь', {
    life: 20,
    abilities: [
      { kind: 'formation' },
      { kind: 'triggered', on: 'otherCreatureDies', subject: { side: 'own', formation: true }, inEnemyTurn: true, target: 'eventPartners', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' },
    ],
  }),
  synth('ПС-Вождь-всегда', {
    life: 20,
    abilities: [{ kind: 'triggered', on: 'otherCreatureDies', subject: { formation: true }, target: 'eventPartners', effect: { op: 'gainCounters', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('ПС-Строй', { life: 1, abilities: [{ kind: 'formation' }] }),
  synth('ПС-Пехота', { life: 1 }),
  synth('ПС-Силач', { life: 20, strike: [3, 3, 3] }),
]);
const at = (card: string, seat: 0 | 1, cell: string) => ({ card, seat, at: cell });
const strikeOn = (t: ReturnType<typeof battle>) => {
  for (let g = 0; g < 40 && t.decision() !== Decision.Main; g++) {
    const d = t.decision();
    t.act(d === Decision.Priority ? PASS : d === Decision.Defender ? noDefender() : d === Decision.Exchange ? exchangeFull() : t.legal()[0]!);
  }
};

describe('partners-at-death (mechanics/triggers/partners-at-death.ts)', () => {
  it('eventPartners: the Строй creatures orthogonally next to the dead card\'s last cell, of the trigger controller\'s side', () => {
    const t = battle(db, { cards: [at('ПС-Вождь', 0, 'A1'), at('ПС-Строй', 0, 'C3'), at('ПС-Строй', 0, 'B3'), at('ПС-Пехота', 0, 'D3'), at('ПС-Строй', 0, 'B2'), at('ПС-Силач', 1, 'C4')], active: 1 });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.s.counters[t.card(2)]).toBe(1);
    expect(t.s.counters[t.card(3)]).toBe(0); // no Строй
    expect(t.s.counters[t.card(4)]).toBe(0); // diagonal
    expect(t.s.counters[t.card(0)]).toBe(0); // not next to it
  });
  it('subject `formation`: a dead creature without Строй fires nothing', () => {
    const t = battle(db, { cards: [at('ПС-Вождь', 0, 'A1'), at('ПС-Пехота', 0, 'C3'), at('ПС-Строй', 0, 'B3'), at('ПС-Силач', 1, 'C4')], active: 1 });
    t.rolls(6, 1).act(select('C4'), verb(Verb.Strike), target('C3'));
    strikeOn(t);
    expect(t.s.counters[t.card(2)]).toBe(0);
  });
  it('inEnemyTurn: not in the controller\'s own turn; without it, either turn', () => {
    const cards = (v: string) => [at(v, 0, 'A1'), at('ПС-Строй', 0, 'C3'), at('ПС-Строй', 0, 'B3'), at('ПС-Силач', 1, 'C4')];
    const t = battle(db, { cards: cards('ПС-Вождь') });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    strikeOn(t);
    expect(t.s.counters[t.card(2)]).toBe(0);
    const u = battle(db, { cards: cards('ПС-Вождь-всегда') });
    u.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    strikeOn(u);
    expect(u.s.counters[u.card(2)]).toBe(1);
  });
});
