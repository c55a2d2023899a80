/**
 * Set 1, Нейтральные: the cards whose text is played by the static modifiers (core/systems/modifiers.ts)
 * and formation (core/systems/formation.ts), with synthetic opponents.
 * Dice: a closed target rolls nothing (1–3 weak, 4–5 medium, 6 strong); open target 6 v 1 → strong,
 * 4 v 2 → medium with a weak counter-strike (exchange), 5 v 2 → medium.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, endTurn, makeDb, select, synth, target, verb } from '../helpers/scenario.js';
import { TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';

const db = makeDb([
  synth('Н2-Мишень', { life: 20 }),
  synth('Н2-Тёмный', { life: 20, element: 'darkness' }),
  synth('Н2-Строй', { life: 20, hasText: true, support: 'implemented', abilities: [{ kind: 'formation' }] }),
  synth('Н2-Стрелок', { life: 20, move: 1, ranged: { kind: 'shot', values: [3, 3, 3] } }),
  synth('Н2-Метатель', { life: 20, move: 1, ranged: { kind: 'throw', values: [3, 3, 3] } }),
  synth('Н2-Разрядник', { life: 20, move: 1, ranged: { kind: 'discharge', values: [3, 3, 3] } }),
  synth('Н2-Боец', { life: 20, strike: [3, 3, 3] }),
  synth('Н2-Орк', { life: 20, classes: ['Орк'] }),
  synth('Н2-Гном', { life: 20, classes: ['Гном'] }),
  synth('Н2-Эльф', { life: 20, classes: ['Эльф'] }),
  synth('Н2-Тролль', { life: 20, classes: ['Тролль'] }),
  synth('Н2-Орк2', { life: 20, classes: ['Орк'] }),
  synth('Н2-ОркГном', { life: 20, classes: ['Орк', 'Гном'] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false, wounds = 0) => ({ card, seat, at: cell, closed, wounds });

describe('Наёмник (s1_176): Строй: -1 от выстрелов и метаний', () => {
  it('in formation with a card with Строй: a shot and a throw deal 1 less; a discharge does not', () => {
    for (const [name, w] of [['Н2-Стрелок', 2], ['Н2-Метатель', 2], ['Н2-Разрядник', 3]] as const) {
      const t = battle(db, { cards: [at(name, 0, 'C2'), at('Наёмник', 1, 'C5'), at('Н2-Строй', 1, 'D5')] });
      t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
      expect(t.wounds(1), name).toBe(w);
    }
  });

  it('out of formation (the neighbour has no Строй, or stands diagonally): the full shot', () => {
    for (const cards of [
      [at('Н2-Стрелок', 0, 'C2'), at('Наёмник', 1, 'C5'), at('Н2-Мишень', 1, 'D5')],
      [at('Н2-Стрелок', 0, 'C2'), at('Наёмник', 1, 'C5'), at('Н2-Строй', 1, 'D6')],
    ]) {
      const t = battle(db, { cards });
      t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
      expect(t.wounds(1)).toBe(3);
    }
  });
});

describe('Паладин Алламора (s1_188): Строй: +1 к {strike} по темным картам', () => {
  it('in formation: +1 against a dark card, not against another', () => {
    for (const [name, w] of [['Н2-Тёмный', 5], ['Н2-Мишень', 4]] as const) {
      const t = battle(db, { cards: [at('Паладин Алламора', 0, 'C3'), at(name, 1, 'C4', true), at('Н2-Строй', 0, 'B3')] });
      t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1), name).toBe(w);
    }
  });

  it('out of formation: no bonus against a dark card', () => {
    const t = battle(db, { cards: [at('Паладин Алламора', 0, 'C3'), at('Н2-Тёмный', 1, 'C4', true), at('Н2-Мишень', 0, 'B3')] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(4);
  });
});

describe('Матросы Аделаиды (s1_182): column bonuses', () => {
  it('in an edge column: +1 к среднему и сильному {strike}, not to the weak one', () => {
    for (const [roll, w] of [[6, 4], [4, 3], [1, 2]] as const) {
      const t = battle(db, { cards: [at('Матросы Аделаиды', 0, 'A3'), at('Н2-Мишень', 1, 'A4', true)] });
      t.rolls(roll).act(select('A3'), verb(Verb.Strike), target('A4'));
      expect(t.wounds(1), `roll ${roll}`).toBe(w);
    }
  });

  it('in an edge column: {ova}1 (4 v 2 becomes +3: medium, no exchange)', () => {
    const t = battle(db, { cards: [at('Матросы Аделаиды', 0, 'E3'), at('Н2-Мишень', 1, 'E4')] });
    t.rolls(4, 2).act(select('E3'), verb(Verb.Strike), target('E4'));
    expect(t.decision()).not.toBe(Decision.Exchange);
    expect(t.wounds(1)).toBe(3);
  });

  it('in a middle column (B): no bonus, no {ova}', () => {
    const t = battle(db, { cards: [at('Матросы Аделаиды', 0, 'B3'), at('Н2-Мишень', 1, 'B4', true)] });
    t.rolls(6).act(select('B3'), verb(Verb.Strike), target('B4'));
    expect(t.wounds(1)).toBe(3);
    const u = battle(db, { cards: [at('Матросы Аделаиды', 0, 'B3'), at('Н2-Мишень', 1, 'B4')] });
    u.rolls(4, 2).act(select('B3'), verb(Verb.Strike), target('B4'));
    expect(u.decision()).toBe(Decision.Exchange);
  });

  it('in the central column: -1 от слабых {strike} (not from medium ones)', () => {
    for (const [roll, w] of [[1, 2], [4, 3]] as const) {
      const t = battle(db, { cards: [at('Н2-Боец', 0, 'C4'), at('Матросы Аделаиды', 1, 'C3', true)], active: 0 });
      t.rolls(roll).act(select('C4'), verb(Verb.Strike), target('C3'));
      expect(t.wounds(1), `roll ${roll}`).toBe(w);
    }
  });

  it('in the central column: {ovz}1 (as the struck card, 5 v 2 becomes +2: an exchange)', () => {
    const t = battle(db, { cards: [at('Н2-Мишень', 0, 'C4'), at('Матросы Аделаиды', 1, 'C3')] });
    t.rolls(5, 2).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Exchange);
  });
});

describe('Головорез (s1_186): {ova}1 и {direct}, пока рядом больше ваших существ, чем существ противника', () => {
  it('two own neighbours against the one enemy: {ova}1 and directed (no defender)', () => {
    const t = battle(db, { cards: [at('Головорез', 0, 'C3'), at('Н2-Мишень', 1, 'C4'), at('Н2-Мишень', 0, 'B3'), at('Н2-Мишень', 0, 'D3'), at('Н2-Мишень', 1, 'D5')] }); // D5 could defend C4
    t.rolls(4, 2).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
    expect(t.decision()).not.toBe(Decision.Exchange);
    expect(t.wounds(1)).toBe(3); // medium 3
  });

  it('as many enemies as own creatures next to it: no {direct}, a defender may step in', () => {
    const t = battle(db, { cards: [at('Головорез', 0, 'C3'), at('Н2-Мишень', 1, 'C4'), at('Н2-Мишень', 0, 'B3'), at('Н2-Мишень', 1, 'D4')] });
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Defender);
  });
});

describe('Эорвал (s1_197): +1 к {strike}, {ova}1 и -1 от немагических атак, пока рядом существа минимум 4 разных классов', () => {
  const four = [at('Н2-Орк', 0, 'B3'), at('Н2-Гном', 0, 'D3'), at('Н2-Эльф', 0, 'B2'), at('Н2-Тролль', 1, 'D4', true)];

  it('four classes around it (either side): +1 to its strike', () => {
    const t = battle(db, { cards: [at('Эорвал', 0, 'C3'), at('Н2-Мишень', 1, 'C4', true), ...four] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(6); // strong 5 + 1
  });

  it('three classes only (two orcs): no bonus', () => {
    const t = battle(db, { cards: [at('Эорвал', 0, 'C3'), at('Н2-Мишень', 1, 'C4', true), at('Н2-Орк', 0, 'B3'), at('Н2-Орк2', 0, 'D3'), at('Н2-Эльф', 0, 'B2'), at('Н2-Тролль', 1, 'D4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(5);
  });

  it('a creature of two classes counts for one of them: Орк, Орк/Гном, Эльф, Тролль = four', () => {
    const t = battle(db, { cards: [at('Эорвал', 0, 'C3'), at('Н2-Мишень', 1, 'C4', true), at('Н2-Орк', 0, 'B3'), at('Н2-ОркГном', 0, 'D3'), at('Н2-Эльф', 0, 'B2'), at('Н2-Тролль', 1, 'D4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(6);
    const u = battle(db, { cards: [at('Эорвал', 0, 'C3'), at('Н2-Мишень', 1, 'C4', true), at('Н2-Орк', 0, 'B3'), at('Н2-ОркГном', 0, 'D3'), at('Н2-Орк2', 0, 'B2'), at('Н2-Тролль', 1, 'D4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(5); // Орк, Орк, Орк/Гном, Тролль: only three different
  });

  it('-1 от немагических атак: a shot deals 1 less, a discharge does not', () => {
    for (const [name, w] of [['Н2-Стрелок', 2], ['Н2-Разрядник', 3]] as const) {
      const t = battle(db, { active: 1, cards: [at('Эорвал', 0, 'C2'), at(name, 1, 'C5'), ...four.map((c) => ({ ...c, seat: 0 as Seat, closed: false })).slice(0, 3), at('Н2-Тролль', 0, 'C1')] });
      t.rolls(6).act(select('C5'), verb(Verb.Ranged), target('C2'));
      expect(t.wounds(0), name).toBe(w);
    }
  });

  it('{ova}1 with four classes around it', () => {
    const t = battle(db, { cards: [at('Эорвал', 0, 'C3'), at('Н2-Мишень', 1, 'C4'), ...four] });
    t.rolls(4, 2).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Exchange);
    expect(t.wounds(1)).toBe(4); // medium 3 + 1
  });
});

describe('Жжраг (s1_179): Трупоедство; при трупоедстве получает 3 дополнительные жизни', () => {
  it('kills an adjacent enemy creature: heals fully and gets 3 extra lives', () => {
    const t = battle(db, { cards: [{ card: 'Жжраг', seat: 0, at: 'C3', wounds: 4 }, { card: 'Н2-Мишень', seat: 1, at: 'C4', wounds: 19, closed: true }, at('Н2-Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    // Both triggers of 'selfKills' (the order is its controller's choice).
    for (let n = 0; n < 10 && t.decision() !== Decision.Main; n++) t.act(t.legal()[0]!);
    expect(t.cellOf(1)).toBe('grave');
    expect(t.wounds(0)).toBe(0);
    expect(t.s.extraLives[t.card(0)]).toBe(3);
  });

  it('the enemy survives: nothing', () => {
    const t = battle(db, { cards: [{ card: 'Жжраг', seat: 0, at: 'C3', wounds: 4 }, at('Н2-Мишень', 1, 'C4', true), at('Н2-Мишень', 1, 'E6')] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
    expect(t.wounds(0)).toBe(4);
    expect(t.s.extraLives[t.card(0)]).toBe(0);
  });
});

describe('Ловец удачи (s1_181): в начале хода противника может открыться', () => {
  it('closed after its own turn, it may open at the start of the opponent\'s turn', () => {
    const t = battle(db, { cards: [{ card: 'Ловец удачи', seat: 0, at: 'C2', closed: true }, at('Н2-Мишень', 1, 'C5')] });
    t.act(endTurn());
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.decider()).toBe(0);
    t.act(TRIGGER + 0);
    for (let n = 0; n < 10 && t.decision() !== Decision.Main; n++) t.act(t.legal()[0]!);
    expect(t.closed(0)).toBe(false);
  });

  it('it may stay closed; nothing at the start of its own turn', () => {
    const t = battle(db, { cards: [{ card: 'Ловец удачи', seat: 0, at: 'C2', closed: true }, at('Н2-Мишень', 1, 'C5')] });
    t.act(endTurn(), TRIGGER_SKIP);
    for (let n = 0; n < 10 && t.decision() !== Decision.Main; n++) t.act(t.legal()[0]!);
    expect(t.closed(0)).toBe(true);
    t.act(endTurn());
    expect(t.decision()).not.toBe(Decision.Trigger);
  });
});
