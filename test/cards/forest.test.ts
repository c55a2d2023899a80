/**
 * Set 1, Леса (forest), №69–102: one scenario per implemented or partial card, and the official
 * rulings that concern the engine. Bodies without text are synthetic (`synth`).
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb } from '../../src/engine/core/enums.js';
import { battle, cells, defend, endTurn, makeDb, noDefender, select, selectAux, synth, target, verb } from '../helpers/scenario.js';
import { AMOUNT, TRIGGER, TRIGGER_SKIP } from '../../src/engine/core/action.js';
import { startBattleCounters } from '../../src/engine/core/systems/counters.js';

const db = makeDb([
  synth('Болван'),
  synth('Летун', { type: 'flyer', move: null }),
  synth('Ящер', { type: 'creature', strike: [1, 1, 1], ranged: { kind: 'shot', values: [2, 2, 2] } }),
]);

/** Run the engine through decisions that have a single legal action (auto-passes are already done). */
function settle(t: ReturnType<typeof battle>): void {
  while (t.decision() !== Decision.Main && t.legal().length === 1) t.act(t.legal()[0]!);
}

describe('Леса: ranged attacks', () => {
  it('Атекар (s1_69): метание на 0-1-2, дальность 3', () => {
    const t = battle(db, {
      cards: [
        { card: 'Атекар', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 1, at: 'C5' },
        { card: 'Болван', seat: 1, at: 'C6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C5')]); // C6 is 4 away
    t.rolls(6).act(target('C5'));
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });

  it('Эриала (s1_78): выстрел на 1, may shoot an adjacent card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Эриала', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C4')]);
    t.rolls(6).act(target('C4'));
    expect(t.wounds(1)).toBe(2); // 1, +1 from her first row at the enemy's first row (forest-modifiers.test.ts)
  });

  it('Грызь (s1_89): {uchr} на 1 through an own card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Грызь', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
      ],
    });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(2)).toBe(1);
  });

  it('Кобольд (s1_92): {uchr} на 1', () => {
    const t = battle(db, {
      cards: [
        { card: 'Кобольд', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C5')]);
    t.rolls(6).act(target('C5'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Тергала (s1_96): разряд на 1-2-2', () => {
    const t = battle(db, {
      cards: [
        { card: 'Тергала', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(4).act(select('C1'), verb(Verb.Ranged), target('E6'));
    expect(t.wounds(1)).toBe(2);
  });

  it('Серый альв (s1_99): выстрел на 2-3-3', () => {
    const t = battle(db, {
      cards: [
        { card: 'Серый альв', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(1).act(select('C1'), verb(Verb.Ranged), target('E6'));
    expect(t.wounds(1)).toBe(2);
  });

  it('Келе (s1_102): магический удар на 3-4-5 against an adjacent card only', () => {
    const t = battle(db, {
      cards: [
        { card: 'Келе', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'D4' },
        { card: 'Болван', seat: 1, at: 'C5' },
      ],
    });
    t.act(select('C3'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('D4')]);
    t.rolls(6).act(target('D4'));
    expect(t.wounds(1)).toBe(5);
  });
});

describe('Леса: healing', () => {
  it('Леший (s1_71): {tap}: полностью излечиться', () => {
    const t = battle(db, {
      cards: [
        { card: 'Леший', seat: 0, at: 'C2', wounds: 6 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability + 0));
    expect(t.wounds(0)).toBe(0);
    expect(t.closed(0)).toBe(true);
  });

  it('Друид (s1_73): излечить существо на 2 и снять с него отравление (any creature, one target)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Друид', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 0, at: 'A1', wounds: 3, poison: 1 },
        { card: 'Болван', seat: 1, at: 'E6', wounds: 1, poison: 2 },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability + 0));
    expect(t.legal()).toEqual(cells(target, 'A1', 'C2', 'E6'));
    t.act(target('A1'));
    expect(t.wounds(1)).toBe(1);
    expect(t.s.poison[t.card(1)]).toBe(0);
    expect(t.s.poison[t.card(2)]).toBe(2); // only the chosen creature
    expect(t.closed(0)).toBe(true);
  });

  it('Друид (s1_73): снять отравление also from an unwounded creature', () => {
    const t = battle(db, {
      cards: [
        { card: 'Друид', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 0, at: 'A1', poison: 1 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability + 0), target('A1'));
    expect(t.s.poison[t.card(1)]).toBe(0);
  });

  it('Оури (s1_76): {tap}: излечить существо на 1', () => {
    const t = battle(db, {
      cards: [
        { card: 'Оури', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 0, at: 'A1', wounds: 3 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C2'), verb(Verb.Ability + 1), target('A1'));
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });

  it('Король-жрец (s1_94): {tap}: излечить существо на 2', () => {
    const t = battle(db, {
      cards: [
        { card: 'Король-жрец', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 0, at: 'A1', wounds: 3 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    // The heal is its second ability (the first is «потеря памяти», forest-lose-features.test.ts).
    t.act(select('C2'), verb(Verb.Ability + 1), target('A1'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Дикий целитель (s1_91): при перемещении может излечить соседнее существо на 1', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дикий целитель', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 0, at: 'B3', wounds: 2 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C1'), verb(Verb.Move), target('C2'));
    // "может": P1 may decline; here he uses it on the neighbour B3.
    expect(t.decision()).toBe(Decision.Trigger);
    expect(t.legal()).toContain(TRIGGER_SKIP + 0);
    t.act(TRIGGER + 0);
    expect(t.legal()).toEqual([target('B3')]);
    t.act(target('B3'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
  });

  it('Дикий целитель (s1_91): the heal may be declined', () => {
    const t = battle(db, {
      cards: [
        { card: 'Дикий целитель', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 0, at: 'B3', wounds: 2 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('C1'), verb(Verb.Move), target('C2'), TRIGGER_SKIP + 0);
    expect(t.wounds(1)).toBe(2);
    expect(t.decision()).toBe(Decision.Main);
  });
});

describe('Леса: defenders', () => {
  it('Бьёрн (s1_80): когда становится защитником — излечить на 2 существо, которому он выступает защитником; ruling: before the fight', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', wounds: 3 },
        { card: 'Бьёрн', seat: 1, at: 'D4' },
      ],
    });
    t.s.log = [];
    // 6 vs 2 + ОвЗ 1: difference 3 → medium strike on Бьёрн, no counter-strike.
    t.rolls(6, 2).act(select('C3'), verb(Verb.Strike), target('C4'), defend('D4'));
    settle(t);
    expect(t.wounds(1)).toBe(1);
    const log = t.s.log.join('\n');
    expect(log.indexOf('Болван C4 излечивается на 2')).toBeGreaterThan(-1);
    expect(log.indexOf('излечивается')).toBeLessThan(log.indexOf('кубики'));
    expect(t.wounds(2)).toBe(2); // then the strike hits Бьёрн
  });

  it('Клаэр (s1_82): +2 к {strike} и {ova}1 when she becomes a defender; ruling: the counter-strike already has +2', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Клаэр', seat: 1, at: 'D4' },
      ],
    });
    // 1 vs 6: diff −5 → the defender's medium counter-strike (2 + 2).
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'), defend('D4'));
    settle(t);
    expect(t.wounds(0)).toBe(4);
    const k = t.card(2);
    expect(t.s.tStrike[k]).toBe(2);
    expect(t.s.tOva[k]).toBe(1);
  });

  it('Клаэр (s1_82): the bonus lasts until the end of her controller\'s next turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Клаэр', seat: 1, at: 'D4' },
        { card: 'Болван', seat: 1, at: 'E5', closed: true },
      ],
    });
    t.rolls(1, 1).act(select('C3'), verb(Verb.Strike), target('C4'), defend('D4'));
    settle(t);
    t.act(endTurn()); // P2's turn: still on
    const k = t.card(2);
    expect(t.s.tStrike[k]).toBe(2);
    t.act(endTurn()); // P1's turn: gone
    expect(t.s.tStrike[k]).toBe(0);
    expect(t.s.tOva[k]).toBe(0);
  });
});

describe('Леса: timed grants', () => {
  it('Бегущая по кронам (s1_79): выстрел на 1-2-2; in the first row at the start of the turn, +1 к выстрелам до конца хода', () => {
    const t = battle(db, {
      cards: [
        { card: 'Бегущая по кронам', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C6' },
      ],
      active: 1,
      first: 1,
    });
    t.act(endTurn());
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    t.rolls(1).act(select('C3'), verb(Verb.Ranged), target('C6'));
    expect(t.wounds(1)).toBe(2);
    t.act(endTurn());
    expect(t.s.tRanged[t.card(0)]).toBe(0);
  });

  it('Бегущая по кронам (s1_79): in the third row, {direct} until the end of the turn (no defender)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Бегущая по кронам', seat: 0, at: 'C1' },
        { card: 'Болван', seat: 1, at: 'C2' },
        { card: 'Болван', seat: 1, at: 'D2' },
      ],
      active: 1,
      first: 1,
    });
    t.act(endTurn());
    settle(t);
    t.rolls(6, 1).act(select('C1'), verb(Verb.Strike), target('C2'));
    expect(t.decision()).not.toBe(Decision.Defender);
    settle(t);
    expect(t.wounds(1)).toBeGreaterThan(0);
    expect(t.s.tRanged[t.card(0)]).toBe(0); // not in the first row: no ranged bonus
  });

  it('Бегущая по кронам (s1_79): in the second row, nothing', () => {
    const t = battle(db, {
      cards: [
        { card: 'Бегущая по кронам', seat: 0, at: 'C2' },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
      active: 1,
      first: 1,
    });
    t.act(endTurn());
    settle(t);
    expect(t.s.timedLen[0]).toBe(0);
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('E6'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Грызь (s1_89): {tap}: получить {direct} и {zoal} (for the rest of the battle)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Грызь', seat: 0, at: 'C3' },
        { card: 'Летун', seat: 1, at: 'aux' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'D4' },
      ],
    });
    // Its abilities: the {uchr} is the ranged verb; the grant is its only activated ability.
    t.act(select('C3'), verb(Verb.Ability + 0));
    expect(t.closed(0)).toBe(true);
    t.act(endTurn());
    // ЗОЛ: the flyer's strike does nothing to Грызь.
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(0)).toBe(0);
    t.act(endTurn());
    // НУ: no defender against its strike, turns later.
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
  });
});

describe('Леса: prevention', () => {
  it('Мира (s1_86): -1 от дальних атак, пока не имеет ран', () => {
    const t = battle(db, {
      cards: [
        { card: 'Мира', seat: 0, at: 'C1' },
        { card: 'Ящер', seat: 1, at: 'C6' },
        { card: 'Ящер', seat: 1, at: 'D6' },
      ],
      active: 1,
      first: 1,
    });
    t.rolls(1).act(select('C6'), verb(Verb.Ranged), target('C1'));
    expect(t.wounds(0)).toBe(1); // 2 − 1
    t.rolls(1).act(select('D6'), verb(Verb.Ranged), target('C1'));
    expect(t.wounds(0)).toBe(3); // wounded now: no prevention
  });

  it('Мира (s1_86): not against a simple strike; выстрел на 1-2-3', () => {
    const t = battle(db, {
      cards: [
        { card: 'Мира', seat: 0, at: 'C3', closed: true },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'C6' },
      ],
      active: 1,
      first: 1,
    });
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C3'));
    settle(t);
    expect(t.wounds(0)).toBe(1);
    t.act(endTurn());
    t.rolls(6).act(select('C3'), verb(Verb.Ability + 1), target('C6')); // her shot is a ranged ability (forest-turn.test.ts)
    settle(t);
    expect(t.wounds(2)).toBe(3);
  });
});

describe('Леса: rule keywords and Трупоедство', () => {
  it('Корпит (s1_74): Трупоедство — destroying an enemy creature heals it fully', () => {
    const t = battle(db, {
      cards: [
        { card: 'Корпит', seat: 0, at: 'aux', wounds: 4 },
        { card: 'Болван', seat: 1, at: 'C4', wounds: 9, closed: true },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.cellOf(1)).toBe('grave');
    expect(t.wounds(0)).toBe(0);
  });

  it('Корпит (s1_74): no heal when the enemy survives, or when another card destroys it', () => {
    const t = battle(db, {
      cards: [
        { card: 'Корпит', seat: 0, at: 'aux', wounds: 4 },
        { card: 'Болван', seat: 1, at: 'C4', closed: true },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'D4', wounds: 9, closed: true },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.wounds(0)).toBe(4);
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.cellOf(3)).toBe('grave');
    expect(t.wounds(0)).toBe(4);
  });

  it('Лёккен (s1_85): выступая защитником, не закрывается; defends any number of times in a turn', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'B3' },
        { card: 'Болван', seat: 0, at: 'D3' },
        { card: 'Болван', seat: 1, at: 'B4' },
        { card: 'Лёккен', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'D4' },
      ],
    });
    t.rolls(1, 1).act(select('B3'), verb(Verb.Strike), target('B4'), defend('C4'));
    settle(t);
    expect(t.closed(3)).toBe(false);
    expect(t.wounds(3)).toBeGreaterThan(0);
    expect(t.wounds(2)).toBe(0);
    t.rolls(1, 1).act(select('D3'), verb(Verb.Strike), target('D4'));
    expect(t.legal()).toContain(defend('C4'));
    t.act(defend('C4'));
    settle(t);
    expect(t.wounds(4)).toBe(0);
    expect(t.closed(3)).toBe(false);
  });

  it('Циклоп (s1_101): может объявлять {strike} только по карте, стоящей напротив', () => {
    const t = battle(db, {
      cards: [
        { card: 'Циклоп', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 1, at: 'D4' },
        { card: 'Болван', seat: 1, at: 'B3' },
      ],
    });
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('C4')]);
  });

  it('Циклоп (s1_101): no strike without a card opposite; {tap}: магический удар на 2 at any adjacent card', () => {
    const t = battle(db, {
      cards: [
        { card: 'Циклоп', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'D4' },
      ],
    });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Strike));
    t.act(verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('D4')]);
    t.rolls(3).act(target('D4'));
    expect(t.wounds(1)).toBe(2);
    expect(t.closed(0)).toBe(true);
  });

  it('Циклоп (s1_101): seat 2 faces downwards (opposite of C4 is C3)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Циклоп', seat: 1, at: 'C4' },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 0, at: 'C5' },
      ],
      active: 1,
      first: 1,
    });
    t.act(select('C4'), verb(Verb.Strike));
    expect(t.legal()).toEqual([target('C3')]);
  });
});

describe('Леса: counters', () => {
  it('Дверг (s1_90): {second}: начинает бой с 3 дополнительными жизнями (only the Second player\'s)', () => {
    const t = battle(db, {
      first: 0,
      cards: [
        { card: 'Дверг', seat: 0, at: 'A1' },
        { card: 'Дверг', seat: 1, at: 'A6' },
      ],
    });
    startBattleCounters(t.s);
    expect(t.s.extraLives[t.card(0)]).toBe(0);
    expect(t.s.extraLives[t.card(1)]).toBe(3);
  });

  it('Ловец душ (s1_95): при гибели существа получает {counter} (any creature), не более 5', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ловец душ', seat: 0, at: 'A1', counters: 4 },
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4', wounds: 9, closed: true },
        { card: 'Болван', seat: 1, at: 'D4', wounds: 9, closed: true },
        { card: 'Болван', seat: 1, at: 'E6' },
        { card: 'Болван', seat: 0, at: 'D3' },
      ],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    settle(t);
    expect(t.s.counters[t.card(0)]).toBe(5);
    t.rolls(1).act(select('D3'), verb(Verb.Strike), target('D4'));
    settle(t);
    expect(t.cellOf(3)).toBe('grave');
    expect(t.s.counters[t.card(0)]).toBe(5); // the cap
  });

  it('Ловец душ (s1_95): X{counter}{tap}: Заклинание — ранить существо противника на X, при этом излечить ваше существо на X', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ловец душ', seat: 0, at: 'A1', counters: 3 },
        { card: 'Болван', seat: 0, at: 'C2', wounds: 4 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'));
    // The spell is its second printed activated ability (local index 2: trigger, counters rule, spell).
    t.act(verb(Verb.Ability + 2), target('E6'));
    expect(t.decision()).toBe(Decision.Choice);
    t.act(AMOUNT + 2);
    expect(t.wounds(2)).toBe(2);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C2'));
    expect(t.wounds(1)).toBe(2);
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });

  it('Ловец душ (s1_95): ruling — it may wound more than it heals (the heal may go to an unwounded creature)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Ловец душ', seat: 0, at: 'A1', counters: 3 },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.act(select('A1'), verb(Verb.Ability + 2), target('E6'), AMOUNT + 3);
    expect(t.wounds(1)).toBe(3);
    expect(t.legal()).toEqual([target('A1')]);
    t.act(target('A1'));
    expect(t.wounds(0)).toBe(0);
  });
});

describe('Леса: "при {strike}"', () => {
  it('Келе (s1_102): при {strike} может излечиться на 2', () => {
    const t = battle(db, {
      cards: [
        { card: 'Келе', seat: 0, at: 'C3', wounds: 5 },
        { card: 'Болван', seat: 1, at: 'C4', closed: true },
        { card: 'Болван', seat: 1, at: 'E6' },
      ],
    });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(3);
  });

  it('Келе (s1_102): ruling — also on its counter-strike as a defender', () => {
    const t = battle(db, {
      cards: [
        { card: 'Болван', seat: 0, at: 'C3' },
        { card: 'Болван', seat: 1, at: 'C4' },
        { card: 'Келе', seat: 1, at: 'D4', wounds: 5 },
      ],
    });
    // 1 vs 6: diff −5, the defender's medium counter-strike.
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'), defend('D4'));
    expect(t.decision()).toBe(Decision.Trigger);
    t.act(TRIGGER + 0);
    settle(t);
    expect(t.wounds(0)).toBe(4);
    expect(t.wounds(2)).toBe(3);
  });
});
