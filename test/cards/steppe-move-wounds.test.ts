/**
 * Волхв (s1_3): «волхвование при луне» — moving wounds from an own creature onto enemy creatures
 * (mechanics/wounds/move-wounds.ts). Bodies without text are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { AMOUNT } from '../../src/engine/core/action.js';
import { at, battle, makeDb, select, settle, synth, target, verb } from '../helpers/scenario.js';

const db = makeDb([synth('ВХ-Свой', { life: 10 }), synth('ВХ-Враг', { life: 10 }), synth('ВХ-Заговорённый', { life: 10, icons: { zoz: true } })]);
const ab = (k: number): number => verb(Verb.Ability + k);

describe('Волхв (s1_3)', () => {
  it('Волхв (s1_3): {counter}{tap}: «волхвование при луне» — перераспределить 2 раны с существа в вашем отряде на двух существ противника', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1', { counters: 1 }), at('ВХ-Свой', 0, 'C3', { wounds: 3 }), at('ВХ-Враг', 1, 'C4'), at('ВХ-Враг', 1, 'D4')] });
    t.act(select('A1'), ab(0), target('C3'));
    expect(t.decision()).toBe(Decision.Choice);
    expect(t.legal()).toEqual([AMOUNT + 1, AMOUNT + 2]);
    t.act(AMOUNT + 2);
    expect(t.decision()).toBe(Decision.Target); // the creature receiving the first wound
    t.act(target('C4'));
    expect(t.decision()).toBe(Decision.Target); // the second
    t.act(target('D4'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([1, 1, 1]);
    expect(t.closed(0)).toBe(true);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });

  it('Волхв (s1_3): «на существо или существ противника» — both wounds onto one creature', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1', { counters: 1 }), at('ВХ-Свой', 0, 'C3', { wounds: 2 }), at('ВХ-Враг', 1, 'C4'), at('ВХ-Враг', 1, 'D4')] });
    t.act(select('A1'), ab(0), target('C3'), AMOUNT + 2, target('C4'), target('C4'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 2, 0]);
  });

  it('Волхв (s1_3): «2 (или менее)» — one wound; Волхв itself may be the creature healed', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1', { counters: 1, wounds: 2 }), at('ВХ-Враг', 1, 'C4')] });
    t.act(select('A1'), ab(0), target('A1'), AMOUNT + 1, target('C4'));
    settle(t);
    expect([t.wounds(0), t.wounds(1)]).toEqual([1, 1]);
  });

  it('Волхв (s1_3) ruling: it may name 2 only for a creature that really has two wounds — an unwounded one is no target, one wound allows 1', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1', { counters: 1 }), at('ВХ-Свой', 0, 'C3', { wounds: 1 }), at('ВХ-Свой', 0, 'D3'), at('ВХ-Враг', 1, 'C4')] });
    t.act(select('A1'), ab(0));
    expect(t.legal()).toContain(target('C3'));
    expect(t.legal()).not.toContain(target('D3'));
    t.act(target('C3'));
    expect(t.legal()).toEqual([AMOUNT + 1]);
  });

  it('Волхв (s1_3) ruling: it wounds only as much as it actually healed — a heal stopped by protection from spells wounds nobody', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1', { counters: 1 }), at('ВХ-Заговорённый', 0, 'C3', { wounds: 2 }), at('ВХ-Враг', 1, 'C4')] });
    t.act(select('A1'), ab(0), target('C3'), AMOUNT + 2, target('C4'), target('C4'));
    settle(t);
    expect([t.wounds(1), t.wounds(2)]).toEqual([2, 0]);
  });

  it('Волхв (s1_3): the spell\'s wounds are a spell — an enemy creature with protection from spells takes none', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1', { counters: 1 }), at('ВХ-Свой', 0, 'C3', { wounds: 2 }), at('ВХ-Заговорённый', 1, 'C4'), at('ВХ-Враг', 1, 'D4')] });
    t.act(select('A1'), ab(0), target('C3'), AMOUNT + 2, target('C4'), target('D4'));
    settle(t);
    expect([t.wounds(1), t.wounds(2), t.wounds(3)]).toEqual([0, 0, 1]);
  });

  it('Волхв (s1_3): without a {counter} — the implicit «{tap}: накопить 1 фишку» (123.3); {second}: начинает бой с {counter}', () => {
    const t = battle(db, { cards: [at('Волхв', 0, 'A1'), at('ВХ-Свой', 0, 'C3', { wounds: 2 }), at('ВХ-Враг', 1, 'C4')] });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(ab(0));
    t.act(ab(2));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(1);
  });
});
