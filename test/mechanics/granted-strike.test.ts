/**
 * mechanics/strike/granted-strike.ts: a one-use magic strike granted until the end of the turn (the armed
 * twin rows of compile/compile.ts). Synthetic cards only.
 */
import { describe, expect, it } from 'vitest';
import { Verb } from '../../src/engine/core/enums.js';
import { TM } from '../../src/engine/core/state.js';
import { TimedKind, Tm, addTimed } from '../../src/engine/core/systems/durations.js';
import { compileCardDb } from '../../src/engine/compile/compile.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ГУ-Даритель', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grantMagicStrike', bonus: 1 }, abilityType: 'influence' }] }),
  synth('ГУ-Лекарь', {
    strike: [1, 2, 3],
    life: 10,
    abilities: [{ kind: 'activated', tap: true, target: 'self', effect: { op: 'heal', amount: 1 }, abilityType: 'influence' }],
  }),
  synth('ГУ-Жрец', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'loseFeatures' }, abilityType: 'influence' }] }),
  synth('ГУ-Болван', { life: 20 }),
]);

describe('granted magic strike (mechanics/strike/granted-strike.ts)', () => {
  it('the armed card keeps its own abilities first; the magic strike follows, on its printed {strike} + bonus', () => {
    const t = battle(db, { cards: [at('ГУ-Даритель', 0, 'B3'), at('ГУ-Лекарь', 0, 'C3'), at('ГУ-Болван', 1, 'C4'), at('ГУ-Болван', 1, 'A6')] });
    t.act(select('B3'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    t.act(select('C3'));
    expect(t.legal()).toEqual(expect.arrayContaining([verb(Verb.Ability + 0), verb(Verb.Ability + 1)]));
    t.rolls(4).act(verb(Verb.Ability + 1), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(2 + 1); // 4: the medium value 2, + 1
  });

  it('compiled only when a card of the pool grants it: no armed rows otherwise', () => {
    const plain = compileCardDb([synth('ГУ-Болван', { life: 20 })]);
    expect(plain.armedOf[0]).toBe(-1);
    expect(plain.unknown).toBe(1);
    expect(db.armedOf[db.byId.get('s1_1')!]).toBeGreaterThanOrEqual(db.size);
    expect(() => compileCardDb([synth('ГУ-Другой', { abilities: [{ kind: 'activated', tap: true, target: 'anyCreature', effect: { op: 'grantMagicStrike', bonus: 2 }, abilityType: 'influence' }] }), ...db.defs.slice(0, db.size)])).toThrow(/one bonus per pool/);
  });

  it('a "(1 раз за ход)" use recorded for the card moves with it to the armed row and back', () => {
    const t = battle(db, { cards: [at('ГУ-Даритель', 0, 'B3'), at('ГУ-Лекарь', 0, 'C3'), at('ГУ-Болван', 1, 'C4'), at('ГУ-Болван', 1, 'A6')] });
    const i = t.card(1);
    const printed = t.s.card[i]!;
    addTimed(t.s, i, TimedKind.Once, t.db.abilStart[printed]!, 1, 1);
    const once = () => {
      for (let k = 0; k < t.s.timedLen[0]!; k++) if (t.s.timed[k * TM + Tm.Kind] === TimedKind.Once) return t.s.timed[k * TM + Tm.Amount]!;
      return -1;
    };
    t.act(select('B3'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    expect(once()).toBe(t.db.abilStart[t.s.card[i]!]!);
    t.act(endTurn());
    expect(t.s.card[i]).toBe(printed);
    expect(once() === -1 || once() === t.db.abilStart[printed]).toBe(true);
  });

  it('a featureless creature takes no grant; an armed one that loses its features loses the grant too', () => {
    const t = battle(db, {
      cards: [at('ГУ-Даритель', 0, 'B3'), at('ГУ-Лекарь', 1, 'C4'), at('ГУ-Жрец', 0, 'D3'), at('ГУ-Даритель', 0, 'B2'), at('ГУ-Болван', 1, 'A6')],
    });
    const i = t.card(1);
    const printed = t.s.card[i]!;
    t.act(select('B3'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.s.card[i]).toBe(t.db.armedOf[printed]);
    t.act(select('D3'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.s.card[i]).toBe(t.db.twinOf[printed]);
    t.act(select('B2'), verb(Verb.Ability + 0), target('C4'));
    settle(t);
    expect(t.s.card[i]).toBe(t.db.twinOf[printed]); // no grant on a featureless card
    t.act(endTurn());
    expect(t.s.card[i]).toBe(t.db.twinOf[printed]); // the end of the grant does not give its features back
  });
});
