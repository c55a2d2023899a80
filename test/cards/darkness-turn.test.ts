/**
 * Set 1, Тьма (darkness): cards played by the timed change of lives and the wound history, and the
 * graveyard target.
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { livesLeft } from '../../src/engine/core/instance.js';
import { CHOOSE, TARGET } from '../../src/engine/core/action.js';
import { startBattleCounters } from '../../src/engine/core/systems/counters.js';
import { battle, endTurn, makeDb, select, synth, target, verb, type Battle } from '../helpers/scenario.js';

const db = makeDb([synth('ТХ-Болван', { life: 8 }), synth('ТХ-Стрелок', { ranged: { kind: 'shot', values: [1, 1, 1] } })]);
const at = (card: string, seat: 0 | 1, cell: string, extra: { closed?: boolean; counters?: number; wounds?: number } = {}) => ({ card, seat, at: cell, ...extra });
function settle(t: Battle): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

describe('Лунная баньши (s1_157)', () => {
  it('Лунная баньши (s1_157): «ужас» — -3 к {health} до конца хода', () => {
    const t = battle(db, { cards: [at('Лунная баньши', 0, 'A1', { counters: 1 }), at('ТХ-Болван', 1, 'E6')] });
    const b = t.card(1);
    t.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    settle(t);
    expect(livesLeft(t.s, b)).toBe(5);
    expect(t.s.counters[t.card(0)]).toBe(0);
    t.act(endTurn());
    expect(livesLeft(t.s, b)).toBe(8);
  });

  it('Лунная баньши (s1_157): ruling — a creature with 3 lives left is destroyed', () => {
    const t = battle(db, { cards: [at('Лунная баньши', 0, 'A1', { counters: 1 }), at('ТХ-Болван', 1, 'E6', { wounds: 5 }), at('ТХ-Болван', 1, 'D6')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    settle(t);
    expect(t.zoneOf(1)).toBe(Zone.Grave);
  });

  it('Лунная баньши (s1_157): «ужас» only at a creature not wounded by attacks this turn', () => {
    const t = battle(db, {
      cards: [at('Лунная баньши', 0, 'A1', { counters: 1 }), at('ТХ-Стрелок', 0, 'C2'), at('ТХ-Болван', 1, 'C5'), at('ТХ-Болван', 1, 'E6')],
    });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual([target('E6')]); // C5 was shot this turn
    t.act(target('E6'));
    settle(t);
    t.act(endTurn(), endTurn());
    // A new turn: C5 is a legal target again.
    t.s.counters[t.card(0)] = 1;
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual(expect.arrayContaining([target('C5'), target('E6')]));
  });

  it('Лунная баньши (s1_157): {second}: начинает бой с {counter}', () => {
    const first = battle(db, { cards: [at('Лунная баньши', 0, 'A1'), at('ТХ-Болван', 1, 'E6')], first: 0 });
    startBattleCounters(first.s);
    expect(first.s.counters[first.card(0)]).toBe(0);
    const second = battle(db, { cards: [at('Лунная баньши', 1, 'A6'), at('ТХ-Болван', 0, 'E1')], first: 0 });
    startBattleCounters(second.s);
    expect(second.s.counters[second.card(0)]).toBe(1);
  });
});

describe('Талион (s1_149)', () => {
  const pos = () =>
    battle(db, {
      cards: [
        at('Талион', 0, 'C3'),
        at('ТХ-Болван', 1, 'C4', { closed: true }),
        at('Вестник мора', 0, 'grave'),
        at('ТХ-Болван', 0, 'grave'),
        at('ТХ-Болван', 1, 'E6'),
      ],
    });

  it('Талион (s1_149): при сильном {strike} — жетон инкарнации на существо на вашем кладбище (then it incarnates at once)', () => {
    const t = pos();
    setIncarnationTokens(t.s, t.card(2), 2);
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.legal()).toEqual([CHOOSE + 0, CHOOSE + 1]); // both graveyard creatures, no "none"
    const k = t.s.choice[0] === t.card(2) ? 0 : 1;
    t.act(CHOOSE + k);
    settle(t);
    // 3 tokens of Инкарнация 3: it incarnates onto a free cell of the own third row (535.7.2).
    expect(t.decision()).toBe(Decision.Target);
    t.act(TARGET + 0);
    // It incarnated onto A1; Вестник мора then gains flight (its own "при инкарнации", mechanics/movement/flight.ts).
    expect(t.zoneOf(2)).toBe(Zone.Aux);
  });

  it('Талион (s1_149): ruling — a creature without incarnation may get the token; a weaker strike puts none', () => {
    const t = pos();
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    const k = t.s.choice[0] === t.card(3) ? 0 : 1;
    t.act(CHOOSE + k);
    settle(t);
    expect(t.s.incTokens[t.card(3)]).toBe(1);
    expect(t.zoneOf(3)).toBe(Zone.Grave);
    const u = pos();
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(u);
    expect(u.decision()).toBe(Decision.Main);
    expect(u.s.incTokens[u.card(2)]).toBe(0);
  });
});
