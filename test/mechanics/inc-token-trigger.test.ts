/**
 * The trigger point 'selfGainsIncToken' ("при получении жетона инкарнации", collected from the
 * graveyard; triggers.ts graveyardTriggers) and `xTargetsFromEvent` (core/systems/x-targets.ts: X from the
 * event, fixed at the declaration, exactly X different targets, not declared with fewer), with
 * synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { setIncarnationTokens } from '../../src/engine/core/squad.js';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { CHOOSE } from '../../src/engine/core/action.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Ж-Слушатель', {
    incarnation: 9,
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'triggered', on: 'selfGainsIncToken', target: 'enemyCreature', effect: { op: 'wound', amount: 2 }, abilityType: 'influence', xTargetsFromEvent: true }],
  }),
  synth('Ж-Немой', { incarnation: 9 }),
  synth('Ж-Даритель', {
    hasText: true,
    support: 'implemented',
    abilities: [{ kind: 'triggered', on: 'selfStrikes', target: 'ownGraveCreature', effect: { op: 'incarnationToken' }, abilityType: 'influence' }],
  }),
  synth('Ж-Цель', { life: 20, move: 0 }),
]);

describe('selfGainsIncToken / xTargetsFromEvent', () => {
  it('535.7.1 at its owner\'s turn start: fires from the graveyard, X = its tokens, X different enemy creatures', () => {
    const t = battle(db, { active: 1, cards: [at('Ж-Слушатель', 0, 'grave'), at('Ж-Цель', 0, 'A1'), at('Ж-Цель', 1, 'C5'), at('Ж-Цель', 1, 'D5'), at('Ж-Цель', 1, 'E5')] });
    setIncarnationTokens(t.s, t.card(0), 1);
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('C5'), target('D5'), target('E5')]);
    t.act(target('D5'));
    expect(t.legal()).toEqual([target('C5'), target('E5')]);
    t.act(target('E5'));
    settle(t);
    expect([t.wounds(2), t.wounds(3), t.wounds(4)]).toEqual([0, 2, 2]);
  });

  it('a token put by a feature (Op.IncToken) fires it too; a card without the trigger point fires nothing', () => {
    const t = battle(db, { cards: [at('Ж-Даритель', 0, 'C2'), at('Ж-Цель', 1, 'C3'), at('Ж-Слушатель', 0, 'grave'), at('Ж-Немой', 0, 'grave')] });
    t.rolls(6, 1).act(select('C2'), verb(Verb.Strike), target('C3'));
    while (t.decision() !== Decision.Choose) t.act(t.legal()[0]!);
    t.act(CHOOSE + (t.s.choice[0] === t.card(2) ? 0 : 1));
    expect(t.decision()).toBe(Decision.Target); // X = 1: the one enemy creature
    expect(t.legal()).toEqual([target('C3')]);
    t.act(target('C3'));
    settle(t);
    expect(t.s.incTokens[t.card(2)]).toBe(1);
    const u = battle(db, { cards: [at('Ж-Даритель', 0, 'C2'), at('Ж-Цель', 1, 'C3'), at('Ж-Немой', 0, 'grave')] });
    u.rolls(6, 1).act(select('C2'), verb(Verb.Strike), target('C3'));
    settle(u);
    expect(u.s.incTokens[u.card(2)]).toBe(1);
    expect(u.decision()).toBe(Decision.Main);
  });

  it('fewer candidates than X: not declared', () => {
    const t = battle(db, { active: 1, cards: [at('Ж-Слушатель', 0, 'grave'), at('Ж-Цель', 0, 'A1'), at('Ж-Цель', 1, 'C5')] });
    setIncarnationTokens(t.s, t.card(0), 1);
    t.act(endTurn());
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(0);
  });
});
