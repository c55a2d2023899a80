/**
 * Set 1, Болота: official rulings (../shared/cards/set1.json `rulings`) that no other test plays yet.
 * Each test is listed in test/cards/rulings-index.ts. Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { at, battle, endTurn, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';
import { preyMarked } from '../../src/engine/mechanics/markers/prey-mark.js';

const db = makeDb([synth('БР-Мишень', { life: 30 })]);


describe('Болота: rulings', () => {
  it('Медуза Горгона (s1_131) ruling: strong strikes at an already closed creature — it does not open in its next turn only, however many there were', () => {
    const t = battle(db, { cards: [at('Медуза Горгона', 0, 'C3'), at('Медуза Горгона', 0, 'D3'), at('БР-Мишень', 1, 'C4', { closed: true })] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4')); // closed: the attacker's die only
    settle(t);
    t.rolls(6).act(select('D3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(2)).toBe(8);
    t.act(endTurn());
    settle(t);
    expect(t.closed(2)).toBe(true); // its next turn: not opened
    t.act(endTurn());
    settle(t);
    t.act(endTurn());
    settle(t);
    expect(t.closed(2)).toBe(false); // the turn after: it opens (the two strikes did not add up)
  });

  // 511.3 (mechanics/strike/strike-protection.ts): the protection from strikes stops what the strike triggers.
  it('Древний огр (s1_135) ruling: struck first by Килсус in Килсус\'s turn, it gets its protection from strikes before Килсус\'s finishing — not finished', () => {
    const t = battle(db, {
      cards: [at('Килсус', 0, 'C1'), { card: 'Древний огр', seat: 1, at: 'C4', closed: true, wounds: 10 }, at('БР-Мишень', 1, 'E6')],
    });
    t.act(select('C1'), verb(Verb.Move), target('C3')); // moved 2 cells: добивание на 2
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4')); // weak: 2 — Огр has 2 lives left
    settle(t);
    expect(t.wounds(1)).toBe(12);
    expect(t.cellOf(1)).toBe('C4'); // not finished
  });

  it('Древний огр (s1_135) ruling: Килсус\'s finishing still goes to another creature next to it — only the protected Огр is spared', () => {
    const t = battle(db, {
      cards: [
        at('Килсус', 0, 'C1'),
        { card: 'Древний огр', seat: 1, at: 'C4', closed: true, wounds: 10 },
        { card: 'БР-Мишень', seat: 1, at: 'D4', wounds: 28 },
        at('БР-Мишень', 1, 'E6'),
      ],
    });
    t.act(select('C1'), verb(Verb.Move), target('C3'));
    settle(t);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    // Килсус's trigger: its target is chosen at the declaration — the wounded Мишень at D4.
    for (let g = 0; g < 30 && t.decision() !== Decision.Main; g++) {
      const d = t.decision();
      t.act(d === Decision.Priority ? PASS : d === Decision.Target ? target('D4') : t.legal()[0]!);
    }
    expect(t.cellOf(1)).toBe('C4');
    expect(t.cellOf(2)).toBe('grave'); // 28 wounds of 30, finished on 2
  });

  it('Древний огр (s1_135) ruling: Владыка небес strikes it in Владыка\'s turn — the protection comes first, no «добыча» marker', () => {
    const t = battle(db, { cards: [at('Владыка небес', 0, 'C3'), { card: 'Древний огр', seat: 1, at: 'C4', closed: true }] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(1)).toBe(2); // its weak strike
    expect(preyMarked(t.s, t.card(1))).toBe(false);
  });

  it('Древний огр (s1_135) ruling: in the Огр\'s own turn Владыка небес\'s trigger on its counter-strike comes first — the «добыча» marker is put', () => {
    const t = battle(db, { cards: [at('Древний огр', 0, 'C3'), at('Владыка небес', 1, 'C4')] });
    t.rolls(1, 5).act(select('C3'), verb(Verb.Strike), target('C4')); // 1+1 (ОвА) against 5: no strike, a weak counter-strike
    settle(t);
    expect(t.wounds(0)).toBe(2); // the counter-strike struck the Огр
    expect(preyMarked(t.s, t.card(0))).toBe(true);
  });

  it('Рэккен (s1_110) ruling: X is read when the throw is applied — a wound it takes from an instant after the declaration counts', () => {
    const throwAt = (answer: boolean): number => {
      const t = battle(db, { cards: [{ card: 'Рэккен', seat: 0, at: 'C1', wounds: 1 }, at('БР-Мишень', 1, 'C4'), at('Взрывная Мэри', 1, 'A6')] });
      t.act(select('C1'), verb(Verb.Ability + 1), target('C4'));
      expect(t.decision()).toBe(Decision.Priority);
      if (answer) t.act(select('A6'), verb(Verb.Ability + 0), target('C1')); // «пиратская удаль»: Рэккен gets 1 wound
      settle(t);
      return t.wounds(1);
    };
    expect(throwAt(false)).toBe(1);
    expect(throwAt(true)).toBe(2);
  });
});
