/**
 * mechanics/features/mill.ts ('millTop': the top card of the own deck to the graveyard, branches on its class),
 * durations.ts TimedKind.StrongStrike ("+N к сильному {strike}") and ranged-abilities.ts
 * RangedAbility.second (two attacks of two kinds at two different cards), with synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { CHOOSE, PASS } from '../../src/engine/core/action.js';
import { strikeValue } from '../../src/engine/core/combat/simple-strike.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('М-Мельник', {
    hasText: true,
    support: 'implemented',
    abilities: [
      {
        kind: 'triggered',
        on: 'startOfOwnTurn',
        target: 'none',
        effect: {
          op: 'millTop',
          branches: [
            { ifClass: 'Орк', toClass: 'Гоблин', effect: { op: 'grant', grant: { strongStrike: 2 }, duration: 'endOfYourNextTurn' } },
            { ifClass: 'Гоблин', toClass: 'Орк', effect: { op: 'incarnationToken' } },
          ],
        },
        abilityType: 'influence',
      },
    ],
  }),
  synth('М-Орк', { classes: ['Орк'] }),
  synth('М-Гоблин', { classes: ['Гоблин'] }),
  synth('М-Орк-гоблин', { classes: ['Орк', 'Гоблин'] }),
  synth('М-Стрелок', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'ranged', attack: 'shot', values: [1, 2, 3], tap: true, second: { attack: 'discharge', values: [4, 4, 4] } }],
  }),
  synth('М-Цель', { life: 20, move: 0 }),
]);

describe('millTop (mechanics/features/mill.ts)', () => {
  it('a card of the first class: the grant to every own creature of the second class, for its duration', () => {
    const t = battle(db, { active: 1, cards: [at('М-Мельник', 0, 'A1'), at('М-Гоблин', 0, 'B1'), at('М-Гоблин', 1, 'B6'), at('М-Орк', 0, 'deck')] });
    t.act(endTurn());
    settle(t);
    expect(t.zoneOf(3)).toBe(Zone.Grave);
    expect(strikeValue(t.s, t.card(1), 3)).toBe(5);
    expect(strikeValue(t.s, t.card(1), 1)).toBe(1);
    expect(strikeValue(t.s, t.card(2), 3)).toBe(3);
    t.act(endTurn());
    expect(strikeValue(t.s, t.card(1), 3)).toBe(5); // "до конца вашего следующего хода"
  });

  it('a card of the second class: a token on a card of the named class in the graveyard, chosen among several; none without a candidate', () => {
    const t = battle(db, { active: 1, cards: [at('М-Мельник', 0, 'A1'), at('М-Орк', 0, 'grave'), at('М-Орк', 0, 'grave'), at('М-Гоблин', 0, 'deck'), at('М-Цель', 1, 'E6')] });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Choose);
    expect(t.legal()).toEqual([CHOOSE, CHOOSE + 1]);
    const k = t.s.choice[0] === t.card(2) ? 0 : 1;
    t.act(CHOOSE + k);
    settle(t);
    expect(t.s.incTokens[t.card(2)]).toBe(1);
    expect(t.s.incTokens[t.card(1)]).toBe(0);
    const u = battle(db, { active: 1, cards: [at('М-Мельник', 0, 'A1'), at('М-Гоблин', 0, 'grave'), at('М-Гоблин', 0, 'deck'), at('М-Цель', 1, 'E6')] });
    u.act(endTurn());
    expect(u.decision()).toBe(Decision.Main);
    expect(u.zoneOf(2)).toBe(Zone.Grave);
  });

  it('a card of both classes: both branches; a card of neither: none', () => {
    const t = battle(db, { active: 1, cards: [at('М-Мельник', 0, 'A1'), at('М-Гоблин', 0, 'B1'), at('М-Орк', 0, 'grave'), at('М-Орк-гоблин', 0, 'deck'), at('М-Цель', 1, 'E6')] });
    t.act(endTurn());
    settle(t);
    expect(t.s.incTokens[t.card(2)]).toBe(1);
    expect(t.s.incTokens[t.card(3)]).toBe(0); // the milled card is no candidate
    expect(strikeValue(t.s, t.card(1), 3)).toBe(5);
    const u = battle(db, { active: 1, cards: [at('М-Мельник', 0, 'A1'), at('М-Гоблин', 0, 'B1'), at('М-Орк', 0, 'grave'), at('М-Цель', 0, 'deck'), at('М-Цель', 1, 'E6')] });
    u.act(endTurn());
    settle(u);
    expect(u.zoneOf(3)).toBe(Zone.Grave);
    expect(u.s.incTokens[u.card(2)]).toBe(0);
    expect(strikeValue(u.s, u.card(1), 3)).toBe(3);
  });
});

describe('RangedAbility.second (ranged-abilities.ts)', () => {
  it('the first card gets the first attack, the second (different, no PASS) the second attack with its own values', () => {
    const t = battle(db, { cards: [at('М-Стрелок', 0, 'A1'), at('М-Цель', 1, 'C5'), at('М-Цель', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability), target('C5'));
    expect(t.legal()).toEqual([target('E6')]);
    expect(t.legal()).not.toContain(PASS);
    t.rolls(6, 1).act(target('E6'));
    settle(t);
    expect(t.wounds(1)).toBe(3); // the shot, strong
    expect(t.wounds(2)).toBe(4); // the discharge
  });

  it('with one enemy card only the first attack is made', () => {
    const t = battle(db, { cards: [at('М-Стрелок', 0, 'A1'), at('М-Цель', 1, 'C5')] });
    t.rolls(1).act(select('A1'), verb(Verb.Ability), target('C5'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });
});
