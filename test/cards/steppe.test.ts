/**
 * Set 1, Степи: each implemented or partial card's text in play, and the official rulings that
 * concern the engine. Opponents are synthetic cards (test/helpers/scenario.ts `synth`) so that only
 * the steppe card's text is under test.
 * Dice: open target 6 v 1 → strong, 4 v 1 → medium, 4 v 3 → weak, 1 v 6 → medium counter-strike;
 * a closed target rolls nothing (1–3 weak, 4–5 medium, 6 strong). ОвА of the card adds to its die.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { G } from '../../src/engine/core/state.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, defend, endTurn, makeDb, noDefender, select, selectAux, synth, target, targetAux, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Горец', { life: 20, element: 'mountain' }),
  synth('Горец-боец', { life: 20, element: 'mountain', strike: [1, 2, 3] }),
  synth('Мишень', { life: 20 }),
  synth('Соратник', { life: 20 }),
  synth('Степняк', { life: 20, element: 'steppe' }),
  synth('Разрядник', { life: 20, move: 1, ranged: { kind: 'discharge', values: [1, 1, 1], range: 3 } }),
  synth('Маг', { life: 20, move: 1, ranged: { kind: 'magic', values: [1, 1, 1] } }),
  synth('Заклинатель', { life: 20, abilities: [{ kind: 'activated', tap: true, target: 'enemyCreature', effect: { op: 'wound', amount: 1 }, abilityType: 'spell' }] }),
  synth('Стрелок', { move: 1, ranged: { kind: 'shot', values: [2, 2, 2], range: 3 } }),
  synth('Копейщик', { move: 1, ranged: { kind: 'throughRow', values: [2, 2, 2] } }),
  synth('Направленный', { icons: { direct: true } }),
  synth('ЗОЛ', { life: 20, icons: { zoal: true } }),
  synth('Птица', { type: 'flyer', move: null, life: 20 }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });

describe('Орк (s1_13): +1 к {strike} и {direct} по горным существам', () => {
  it('+1 to its simple strike against a mountain creature, not against others', () => {
    const t = battle(db, { cards: [at('Орк', 0, 'C3'), at('Горец', 1, 'C4')] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(5);
    const u = battle(db, { cards: [at('Орк', 0, 'C3'), at('Мишень', 1, 'C4')] });
    u.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(4);
  });

  it('directed against a mountain creature (no defender), not against others', () => {
    const t = battle(db, { cards: [at('Орк', 0, 'C3'), at('Горец', 1, 'C4'), at('Мишень', 1, 'D4')] });
    t.rolls(4, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
    expect(t.wounds(1)).toBe(4); // medium 3 + 1
    const u = battle(db, { cards: [at('Орк', 0, 'C3'), at('Мишень', 1, 'C4'), at('Горец', 1, 'D4')] });
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.decision()).toBe(Decision.Defender);
    expect(u.legal()).toContain(defend('D4'));
    u.rolls(6, 1).act(noDefender());
    expect(u.wounds(1)).toBe(4);
  });

  it('+1 to its counter-strike at a mountain attacker ({strike} includes the counter-strike)', () => {
    const t = battle(db, { cards: [at('Горец-боец', 0, 'C3'), at('Орк', 1, 'C4')] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −5: medium counter-strike 3 + 1
    expect(t.wounds(0)).toBe(4);
  });
});

describe('Мантикора (s1_21): игнорирует {zoal}; +1 к {strike} и {direct} по существам с разрядом, магическим ударом или заклинанием', () => {
  it('ignores {zoal}: its strike hits a card with protection from flyers', () => {
    const t = battle(db, { cards: [at('Мантикора', 0, 'aux'), at('ЗОЛ', 1, 'C4', true)] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
  });

  it('ruling: it pierces Санкторум\'s protection from weak strikes (a protection that would stop a flyer\'s strike)', () => {
    const t = battle(db, { cards: [at('Мантикора', 0, 'aux'), at('Санкторум', 1, 'C4', true)] });
    t.rolls(1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(2);
  });

  it('+1 against a card with a discharge, a magic strike or a spell; not against a plain card', () => {
    for (const [name, w] of [['Разрядник', 4], ['Маг', 4], ['Заклинатель', 4], ['Мишень', 3]] as const) {
      const t = battle(db, { cards: [at('Мантикора', 0, 'aux'), at(name, 1, 'C4', true)] });
      t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1), name).toBe(w);
    }
  });

  it('ruling: directed against a card with a magical feature (no defender), a defender may be assigned otherwise', () => {
    const t = battle(db, { cards: [at('Мантикора', 0, 'aux'), at('Разрядник', 1, 'C4'), at('Соратник', 1, 'D4')] });
    t.rolls(4, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
    expect(t.wounds(1)).toBe(3); // medium 2 + 1
    const u = battle(db, { cards: [at('Мантикора', 0, 'aux'), at('Мишень', 1, 'C4'), at('Соратник', 1, 'D4')] });
    u.act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.decision()).toBe(Decision.Defender);
  });
});

describe('Змееглав (s1_11): {tap}: {uchr} на 1', () => {
  it('strikes through a row for 1 on any roll, and closes', () => {
    for (const r of [1, 4, 6]) {
      const t = battle(db, { cards: [at('Змееглав', 0, 'C2'), at('Мишень', 1, 'C4')] });
      t.act(select('C2'), verb(Verb.Ranged));
      expect(t.legal()).toEqual([target('C4')]);
      t.rolls(r).act(target('C4'));
      expect(t.wounds(1)).toBe(1);
      expect(t.closed(0)).toBe(true);
    }
  });
});

describe('Кшар (s1_2): {uchr} на 1; +1 к ударам по горным', () => {
  it('{uchr} на 1; +1 against a mountain creature (ruling: the bonus covers the strike through a row)', () => {
    const t = battle(db, { cards: [at('Кшар', 0, 'C2'), at('Горец', 1, 'C4')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(t.wounds(1)).toBe(2);
    const u = battle(db, { cards: [at('Кшар', 0, 'C2'), at('Мишень', 1, 'C4')] });
    u.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C4'));
    expect(u.wounds(1)).toBe(1);
  });

  it('+1 to its simple strike and counter-strike against mountain creatures', () => {
    const t = battle(db, { cards: [at('Кшар', 0, 'C3'), at('Горец', 1, 'C4')] });
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
    const u = battle(db, { cards: [at('Горец-боец', 0, 'C3'), at('Кшар', 1, 'C4')] });
    u.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(0)).toBe(3);
  });
});

describe('Кшар (s1_2): {counter}{tap}: особый удар «молниеносный выпад» на 3', () => {
  it('with a counter: a special strike of 3 at a creature next to it (+1 against a mountain one, ruling s1_2); the counter is spent', () => {
    const t = battle(db, { cards: [{ ...at('Кшар', 0, 'C3'), counters: 1 }, at('Мишень', 1, 'C4'), at('Горец', 1, 'D4')] });
    t.act(select('C3'), verb(Verb.Ability + 0), target('C4'));
    expect(t.wounds(1)).toBe(3);
    expect(t.s.counters[t.card(0)]).toBe(0);
    expect(t.closed(0)).toBe(true);
    const u = battle(db, { cards: [{ ...at('Кшар', 0, 'C3'), counters: 1 }, at('Горец', 1, 'C4')] });
    u.act(select('C3'), verb(Verb.Ability + 0), target('C4'));
    expect(u.wounds(1)).toBe(4);
  });

  it('without a counter it cannot; it accumulates one by closing (123.3)', () => {
    const t = battle(db, { cards: [at('Кшар', 0, 'C3'), at('Мишень', 1, 'C4')] });
    t.act(select('C3'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 0));
    t.act(verb(Verb.Ability + 2));
    expect(t.s.counters[t.card(0)]).toBe(1);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Хронос (s1_25): {counter}{tap}: ваше существо получает {counter}', () => {
  it('gives its counter to an own creature', () => {
    const t = battle(db, { cards: [{ ...at('Хронос', 0, 'A1'), counters: 1 }, at('Кшар', 0, 'C2'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 1), target('C2')); // its second feature (the first: «возврат во времени»)
    expect(t.s.counters[t.card(1)]).toBe(1);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });
});

describe('Пустотник (s1_6): не может иметь больше 3{counter} и получать {counter} от других существ', () => {
  it('accumulates up to 3 counters', () => {
    const t = battle(db, { cards: [{ ...at('Пустотник', 0, 'A1'), counters: 3 }, at('Мишень', 1, 'E6')] });
    t.act(select('A1'));
    expect(t.legal()).not.toContain(verb(Verb.Ability + 1)); // at its cap: nothing to accumulate
    const u = battle(db, { cards: [at('Пустотник', 0, 'A1'), at('Мишень', 1, 'E6')] });
    u.act(select('A1'), verb(Verb.Ability + 1));
    expect(u.s.counters[u.card(0)]).toBe(1);
  });

  it('does not take a counter from Хронос', () => {
    const t = battle(db, { cards: [{ ...at('Хронос', 0, 'A1'), counters: 1 }, at('Пустотник', 0, 'C2'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 1), target('C2'));
    expect(t.s.counters[t.card(1)]).toBe(0);
  });
});

describe('Степной волколак (s1_8): все {strike} по нему сводятся к слабым', () => {
  it('a strong or medium strike at it is weak', () => {
    for (const r of [[6, 1], [4, 1], [4, 3]] as const) {
      const t = battle(db, { cards: [at('Орк', 0, 'C3'), at('Степной волколак', 1, 'C4')] });
      t.rolls(...r).act(select('C3'), verb(Verb.Strike), target('C4'));
      expect(t.wounds(1), `rolls ${r}`).toBe(3);
    }
  });

  it('ruling: the target\'s modifiers apply after the source\'s — a strike made strong is still weak at it', () => {
    const t = battle(db, { cards: [at('Орк', 0, 'C3'), at('Степной волколак', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4')); // closed: strong by the die → weak 3
    expect(t.wounds(1)).toBe(3);
    expect(t.s.g[G.TierA]).toBe(1);
  });

  it('при гибели — особый удар на 2 from the cell it died on, at the card next to it', () => {
    const t = battle(db, { cards: [at('Орк', 0, 'C3'), at('Степной волколак', 1, 'C4'), at('Мишень', 1, 'E6')] });
    t.s.wounds[t.card(1)] = 4;
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4')); // weak 3: 7/7
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Target);
    t.act(target('C3'));
    expect(t.wounds(0)).toBe(2);
  });

  it('ruling: it must declare the special strike, at its own card if no enemy stands next to it', () => {
    const t = battle(db, { cards: [at('Стрелок', 0, 'C2'), at('Степной волколак', 1, 'C5'), at('Соратник', 1, 'C6')] });
    t.s.wounds[t.card(1)] = 6;
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.zoneOf(1)).toBe(Zone.Grave);
    expect(t.legal()).toEqual([target('C6')]);
    t.act(target('C6'));
    expect(t.wounds(2)).toBe(2);
  });

  it('its own strikes are not reduced', () => {
    const t = battle(db, { cards: [at('Степной волколак', 0, 'C3'), at('Мишень', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
  });
});

describe('Санкторум (s1_16): защита от слабых {strike}', () => {
  it('a weak strike does nothing; a medium one wounds', () => {
    const t = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Санкторум', 1, 'C4', true)] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(0);
    const u = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Санкторум', 1, 'C4', true)] });
    u.rolls(4).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(2);
  });

  it('a weak counter-strike at it does nothing either', () => {
    const t = battle(db, { cards: [at('Санкторум', 0, 'C3'), at('Мишень', 1, 'C4')] });
    t.rolls(2, 5).act(select('C3'), verb(Verb.Strike), target('C4')); // −3: weak counter-strike
    expect(t.wounds(0)).toBe(0);
  });
});

describe('Щитоносец (s1_19): -1 от дальних атак; степное существо справа или слева получает -1 от дальних атак', () => {
  it('-1 from a shot and a strike through a row; not from a simple strike', () => {
    const t = battle(db, { cards: [at('Стрелок', 0, 'C2'), at('Щитоносец', 1, 'C5')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [at('Копейщик', 0, 'C3'), at('Щитоносец', 1, 'C5')] });
    u.rolls(6).act(select('C3'), verb(Verb.Ranged), target('C5'));
    expect(u.wounds(1)).toBe(1);
    const v = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Щитоносец', 1, 'C4', true)] });
    v.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(v.wounds(1)).toBe(3);
  });

  it('its own steppe creature to its right or left gets -1; not a non-steppe one, not a diagonal one, not an enemy', () => {
    const shoot = (cards: ReturnType<typeof at>[], cell: string) => {
      const t = battle(db, { cards: [at('Стрелок', 0, 'C2'), ...cards] });
      t.rolls(6).act(select('C2'), verb(Verb.Ranged), target(cell));
      return t.wounds(1);
    };
    expect(shoot([at('Степняк', 1, 'C5'), at('Щитоносец', 1, 'D5')], 'C5')).toBe(1);
    expect(shoot([at('Степняк', 1, 'C5'), at('Щитоносец', 1, 'B5')], 'C5')).toBe(1);
    expect(shoot([at('Мишень', 1, 'C5'), at('Щитоносец', 1, 'D5')], 'C5')).toBe(2);
    expect(shoot([at('Степняк', 1, 'C5'), at('Щитоносец', 1, 'D6')], 'C5')).toBe(2);
    expect(shoot([at('Степняк', 1, 'C5'), at('Щитоносец', 0, 'D5')], 'C5')).toBe(2);
  });
});

describe('Бронтобей (s1_30): при перемещении на соседнюю клетку получает +1 к {strike} до конца хода', () => {
  it('ruling: moved 2, it strikes the card opposite at 5-5-6; opened again and moved 2 more, at 7-7-8', () => {
    const t = battle(db, { cards: [at('Бронтобей', 0, 'C1'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.act(select('C1'), verb(Verb.Move), target('C2'), select('C2'), verb(Verb.Move), target('C3'));
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4')); // closed: weak 2 + 2 + 1
    expect(t.wounds(1)).toBe(5);
    // Opened (test surgery, as by Ойуун) with its movement back: two more steps.
    t.s.flags[t.card(0)] = 0;
    t.s.moveLeft[t.card(0)] = 2;
    t.act(select('C3'), verb(Verb.Move), target('B3'), select('B3'), verb(Verb.Move), target('C3'));
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(5 + 7);
  });

  it('the bonus ends with the turn', () => {
    const t = battle(db, { cards: [at('Бронтобей', 0, 'C2'), at('Мишень', 1, 'C4', true), at('Мишень', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Move), target('C3'), endTurn(), endTurn());
    t.s.flags[t.card(1)] = 1; // keep the target closed
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
  });
});

describe('Ойуун (s1_31): {tap}: получить {zoal}; {instant}{tap}: «боевое исступление» — открыть ваше существо, ранить его на 1', () => {
  it('gains {zoal}: a flyer\'s strike does not affect it afterwards', () => {
    const t = battle(db, { cards: [at('Ойуун', 0, 'C2'), at('Птица', 1, 'aux'), at('Мишень', 1, 'E6')] });
    t.act(select('C2'), verb(Verb.Ability + 0), endTurn());
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C2'));
    expect(t.wounds(0)).toBe(0);
  });

  it('opens a closed own creature and wounds it by 1', () => {
    const t = battle(db, { cards: [at('Ойуун', 0, 'A1'), at('Мишень', 0, 'C2', true), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 1), target('C2'));
    expect(t.closed(1)).toBe(false);
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Бронтобей (s1_30): +1 к {strike} по существам напротив', () => {
  it('+1 against the card straight in front of it, not a diagonal one', () => {
    const t = battle(db, { cards: [at('Бронтобей', 0, 'C3'), at('Мишень', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(4);
    const u = battle(db, { cards: [at('Бронтобей', 0, 'C3'), at('Мишень', 1, 'D4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('D4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('"напротив" from its own side: for the second seat, the card in the row below', () => {
    const t = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Бронтобей', 1, 'C4')] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.wounds(0)).toBe(4);
  });
});

describe('Дегаска (s1_32): -1 от дальних атак', () => {
  it('-1 from a shot', () => {
    const t = battle(db, { cards: [at('Стрелок', 0, 'C2'), at('Дегаска', 1, 'C5')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(1);
  });
});

describe('Скелос (s1_33): -2 от направленных ударов; пока в первом ряду противника нет его карт — +1 к {strike} и может атаковать летающих', () => {
  it('-2 from a directed strike, not from an ordinary one', () => {
    const t = battle(db, { cards: [at('Направленный', 0, 'C3'), at('Скелос', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(1);
    const u = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Скелос', 1, 'C4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(3);
  });

  it('+1 to its strike while the enemy front row holds no enemy card (ruling: against flyers and ground cards alike)', () => {
    const t = battle(db, { cards: [at('Скелос', 0, 'C4'), at('Мишень', 1, 'C5', true)] });
    t.rolls(6).act(select('C4'), verb(Verb.Strike), target('C5'));
    expect(t.wounds(1)).toBe(6);
    const u = battle(db, { cards: [at('Скелос', 0, 'C3'), at('Мишень', 1, 'C4', true)] });
    u.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.wounds(1)).toBe(5);
    const v = battle(db, { cards: [at('Скелос', 0, 'C3'), at('Мишень', 1, 'A6'), at('Птица', 1, 'aux', true)] });
    v.rolls(6).act(select('C3'), verb(Verb.Strike), targetAux(1, 0));
    expect(v.wounds(2)).toBe(6);
  });

  it('may strike enemy flyers only while the enemy front row is empty', () => {
    const t = battle(db, { cards: [at('Скелос', 0, 'C3'), at('Мишень', 1, 'A6'), at('Птица', 1, 'aux')] });
    t.act(select('C3'), verb(Verb.Strike));
    expect(t.legal()).toEqual([targetAux(1, 0)]);
    const u = battle(db, { cards: [at('Скелос', 0, 'C3'), at('Мишень', 1, 'A4'), at('Птица', 1, 'aux')] });
    u.act(select('C3'));
    expect(u.legal()).not.toContain(verb(Verb.Strike));
  });
});

describe('Килсус (s1_18): не получает ран от ответных ударов', () => {
  it('a counter-strike does not wound it', () => {
    const t = battle(db, { cards: [at('Килсус', 0, 'C3'), at('Мишень', 1, 'C4')] });
    t.rolls(1, 6).act(select('C3'), verb(Verb.Strike), target('C4')); // −4 with ОвА 1: weak / medium exchange
    if (t.decision() === Decision.Exchange) t.act(t.legal()[0]!);
    expect(t.wounds(0)).toBe(0);
  });
});

describe('Пеший латник (s1_29): при ближнем ударе по нему — особый удар на 2 по атаковавшему', () => {
  it('a simple strike at it: the attacker takes a special strike of 2', () => {
    const t = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Пеший латник', 1, 'C4', true)] });
    t.rolls(6).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.wounds(1)).toBe(3);
    expect(t.wounds(0)).toBe(2);
  });

  it('ruling: a flyer that strikes it takes the special strike too', () => {
    const t = battle(db, { cards: [at('Птица', 0, 'aux'), at('Пеший латник', 1, 'C4', true)] });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.wounds(0)).toBe(2);
  });

  it('a discharge at it does not count (not a melee strike)', () => {
    const t = battle(db, { cards: [at('Разрядник', 0, 'C2'), at('Пеший латник', 1, 'C5')] });
    t.rolls(6).act(select('C2'), verb(Verb.Ranged), target('C5'));
    expect(t.wounds(1)).toBe(1);
    expect(t.wounds(0)).toBe(0);
  });
});

describe('Хозяйка прайда (s1_9): {tap}: воздействие «песчаные когти» — ранить существо на 1', () => {
  it('wounds any creature for 1 and closes', () => {
    const t = battle(db, { cards: [at('Хозяйка прайда', 0, 'A1'), at('Мишень', 1, 'E6')] });
    t.act(select('A1'), verb(Verb.Ability + 0), target('E6'));
    expect(t.wounds(1)).toBe(1);
    expect(t.closed(0)).toBe(true);
  });
});

describe('Ост (s1_5): {instant}{tap}: воздействие «дар силы» — свести {strike} вашего существа к сильному; {tap}: разряд на 1', () => {
  it('after the dice, a weak strike of its own creature becomes strong; Ост closes', () => {
    const t = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Ост', 0, 'A1'), at('Мишень', 1, 'C4', true)] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).toBe(Decision.Priority);
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.wounds(2)).toBe(3);
    expect(t.closed(1)).toBe(true);
  });

  it('without it the same roll is a weak strike', () => {
    const t = battle(db, { cards: [at('Мишень', 0, 'C3'), at('Ост', 0, 'A1'), at('Мишень', 1, 'C4', true)] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'), PASS);
    expect(t.wounds(2)).toBe(1);
  });

  it('ruling (s1_8): a strike made strong by Ост at Степной волколак is still weak', () => {
    const t = battle(db, { cards: [at('Орк', 0, 'C3'), at('Ост', 0, 'A1'), at('Степной волколак', 1, 'C4', true)] });
    t.rolls(1).act(select('C3'), verb(Verb.Strike), target('C4'));
    t.act(select('A1'), verb(Verb.Ability + 0));
    expect(t.wounds(2)).toBe(3);
  });

  it('not for an enemy creature\'s strike', () => {
    const t = battle(db, { active: 1, cards: [at('Мишень', 0, 'C3', true), at('Ост', 0, 'A1'), at('Мишень', 1, 'C4')] });
    t.rolls(1).act(select('C4'), verb(Verb.Strike), target('C3'));
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(0)).toBe(1);
  });
});

describe('ranged attacks of partial cards', () => {
  it('Гиррит (s1_4): выстрел на 1, дальность 3', () => {
    const t = battle(db, { cards: [at('Гиррит', 0, 'C2'), at('Мишень', 1, 'C5'), at('Мишень', 1, 'C6')] });
    t.act(select('C2'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([target('C5')]);
    t.rolls(6).act(target('C5'));
    expect(t.wounds(1)).toBe(1);
  });

  it('Ост (s1_5) and Пустотник (s1_6): разряд на 1, no range limit', () => {
    for (const name of ['Ост', 'Пустотник']) {
      const t = battle(db, { cards: [at(name, 0, 'A1'), at('Мишень', 1, 'E6')] });
      t.rolls(6).act(select('A1'), verb(Verb.Ranged), target('E6'));
      expect(t.wounds(1), name).toBe(1);
    }
  });

  it('Арбалетчик (s1_17): выстрел на 1-2-3', () => {
    for (const [r, w] of [[1, 1], [4, 2], [6, 3]] as const) {
      const t = battle(db, { cards: [at('Арбалетчик', 0, 'A1'), at('Мишень', 1, 'E6')] });
      t.rolls(r).act(select('A1'), verb(Verb.Ability + 1), target('E6'));
      while (t.decision() === Decision.Priority) t.act(PASS);
      expect(t.wounds(1)).toBe(w);
    }
  });

  it('Посвящённый Дзара (s1_24): разряд на 2-3-4, дальность 1; ruling: not at adjacent cards, but at flyers', () => {
    const t = battle(db, { cards: [at('Посвящённый Дзара', 0, 'C3'), at('Мишень', 1, 'C4'), at('Птица', 1, 'aux')] });
    t.act(select('C3'), verb(Verb.Ranged));
    expect(t.legal()).toEqual([targetAux(1, 0)]);
    t.rolls(6).act(targetAux(1, 0));
    expect(t.wounds(2)).toBe(4);
  });
});

describe('Орк-бомбардир (s1_22)', () => {
  it('Орк-бомбардир (s1_22): {tap}: Метание «бомбы» на 1 по карте на выбранной клетке, дальность 3; в начале вашего следующего хода все карты на этой клетке ранятся на 2 («взрыв»)', () => {
    const t = battle(db, { cards: [{ card: 'Орк-бомбардир', seat: 0, at: 'C2' }, { card: 'Мишень', seat: 1, at: 'C5' }, { card: 'Птица', seat: 1, at: 'aux' }, { card: 'Мишень', seat: 1, at: 'C6' }] });
    t.act(select('C2'), verb(Verb.Ability + 0));
    // Ruling s1_22: "дальность 3" is the throw's range (C5 is 3 away, C6 4); a flyer stands on no cell.
    expect(t.legal()).toEqual([target('C5')]);
    t.rolls(1).act(target('C5'));
    for (let g = 0; g < 6 && t.decision() === Decision.Priority; g++) t.act(t.legal()[0]!);
    expect(t.wounds(1)).toBe(1);
    t.act(endTurn());
    expect(t.wounds(1)).toBe(1);
    t.act(endTurn()); // the start of your next turn: «взрыв»
    expect(t.wounds(1)).toBe(3);
  });
});

describe('Анубисар (s1_26)', () => {
  const settle = (t: ReturnType<typeof battle>): void => {
    for (let g = 0; g < 8 && (t.decision() === Decision.Priority || t.decision() === Decision.Trigger); g++) t.act(t.legal()[0]!);
  };
  it('Анубисар (s1_26): при сильном {strike} ранить на 1 двух существ противника, стоящих рядом с атакованным («цепи Анубисара»)', () => {
    const t = battle(db, {
      cards: [
        { card: 'Анубисар', seat: 0, at: 'C3' },
        { card: 'Мишень', seat: 1, at: 'C4', closed: true },
        { card: 'Мишень', seat: 1, at: 'B4' },
        { card: 'Мишень', seat: 1, at: 'D5' },
        { card: 'Мишень', seat: 1, at: 'E4' }, // not next to C4
        { card: 'Соратник', seat: 0, at: 'B3' }, // own: not a target
      ],
    });
    t.rolls(6);
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    settle(t);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).toEqual([target('B4'), target('D5')].sort((a, b) => a - b));
    t.act(target('B4'));
    expect(t.legal()).toEqual([target('D5')]); // the second, different one: no stopping at one
    t.act(target('D5'));
    settle(t);
    expect(t.wounds(2)).toBe(1);
    expect(t.wounds(3)).toBe(1);
    expect(t.wounds(4)).toBe(0);
  });

  it('Анубисар (s1_26): not on a weaker strike; with one enemy next to the struck card, that one', () => {
    const t = battle(db, { cards: [{ card: 'Анубисар', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4', closed: true }, { card: 'Мишень', seat: 1, at: 'D5' }] });
    t.rolls(4); // medium
    t.act(select('C3'), verb(Verb.Strike), target('C4'));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    settle(t);
    expect(t.decision()).toBe(Decision.Main);
    expect(t.wounds(2)).toBe(0);
    const u = battle(db, { cards: [{ card: 'Анубисар', seat: 0, at: 'C3' }, { card: 'Мишень', seat: 1, at: 'C4', closed: true }, { card: 'Мишень', seat: 1, at: 'D5' }] });
    u.rolls(6);
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    if (u.decision() === Decision.Defender) u.act(noDefender());
    settle(u);
    expect(u.legal()).toEqual([target('D5')]);
    u.act(target('D5'));
    settle(u);
    expect(u.wounds(2)).toBe(1);
  });
});
