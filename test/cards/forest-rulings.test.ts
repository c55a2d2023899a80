/**
 * Set 1, Леса: official rulings (../shared/cards/set1.json `rulings`) that no other test plays yet.
 * Each test is listed in test/cards/rulings-index.ts. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { TRIGGER } from '../../src/engine/core/action.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('ЛР-Соратник', { life: 20 }),
  synth('ЛР-Мишень', { life: 20 }),
  // Printed 1-2-3, with a static +2 to its simple strike.
  synth('ЛР-Медленный', { life: 20, move: 1, strike: [3, 3, 3] }),
  synth('ЛР-Погонщик', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'ownCreature', effect: { op: 'grant', grant: { move: 1 }, duration: 'endOfTurn' }, abilityType: 'influence' }] }),
  synth('ЛР-Усиленный', { life: 20, strike: [1, 2, 3], abilities: [{ kind: 'modifier', mod: { op: 'attackBonus', amount: 2, damage: 'simple' } }] }),
]);


describe('Леса: rulings', () => {
  it('Атекар (s1_69) ruling: the throw\'s value is final only when it is applied — the creature in front wounded by an instant after the declaration gives no +1', () => {
    const throwAt = (answer: boolean): number => {
      const t = battle(db, { cards: [at('Атекар', 0, 'C1'), at('ЛР-Соратник', 0, 'C2'), at('ЛР-Мишень', 1, 'C4'), at('Взрывная Мэри', 1, 'A6')] });
      t.rolls(6).act(select('C1'), verb(Verb.Ranged), target('C4'));
      expect(t.decision()).toBe(Decision.Priority);
      if (answer) t.act(select('A6'), verb(Verb.Ability + 0), target('C2')); // «пиратская удаль»: C2 gets 1 wound
      settle(t);
      return t.wounds(2);
    };
    expect(throwAt(false)).toBe(3); // 2 + 1
    expect(throwAt(true)).toBe(2);
  });

  it('Кобольд (s1_92) ruling: X is the printed medium strike of the creature opposite, without its modifiers', () => {
    const t = battle(db, { cards: [{ card: 'Кобольд', seat: 0, at: 'C3', wounds: 4 }, at('ЛР-Усиленный', 1, 'C4', { closed: true }), at('ЛР-Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(2); // healed by 2 (printed medium), not 4
    // (its modifier is real: its weak strike deals 1 + 2)
    const u = battle(db, { cards: [at('ЛР-Усиленный', 0, 'C3'), at('ЛР-Мишень', 1, 'C4', { closed: true })] });
    u.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(u);
    expect(u.wounds(1)).toBe(3);
  });

  it('Серк (s1_83) ruling: the attacker\'s printed movement counts — printed 1 with +1 to its movement, no reduction', () => {
    const t = battle(db, { cards: [at('ЛР-Медленный', 0, 'C3'), at('ЛР-Погонщик', 0, 'A1'), at('Серк', 1, 'C4', { closed: true })] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('C3'));
    settle(t);
    expect(t.moveLeft(0)).toBe(2); // movement 1 + 1 now
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(3); // not 3 - 1
  });
});
