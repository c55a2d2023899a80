/**
 * Горы: Вальхалла cards, death and start-of-turn triggers, ranged abilities and strike modifiers of
 * mountain cards (second batch). Partners and opponents are synthetic cards.
 */
import { describe, expect, it } from 'vitest';
import { Decision, Verb, Zone } from '../../src/engine/core/enums.js';
import { PASS } from '../../src/engine/core/action.js';
import { battle, endTurn, makeDb, noDefender, select, selectAux, synth, target, targetAux, verb } from '../helpers/scenario.js';

const db = makeDb([
  synth('Мишень', { life: 20 }),
  synth('Броненосец', { life: 20, icons: { armor: 1 } }),
  synth('Ловкач', { life: 20, icons: { ova: 1 } }),
  synth('Строй-броня-тест', { life: 20, abilities: [{ kind: 'formation', grant: { armor: 1 } }] }),
  synth('Строевой', { abilities: [{ kind: 'formation' }] }),
  synth('Метатель', { life: 20, move: 1, ranged: { kind: 'throw', values: [1, 1, 1] } }),
  synth('Соратник', { life: 20 }),
  synth('Птица', { type: 'flyer', move: null, life: 20 }),
  synth('Птица-боец', { type: 'flyer', move: null, life: 20, strike: [2, 4, 6] }),
  synth('Йордлинг-тест', { life: 20, classes: ['Йордлинг'] }),
  synth('Силач', { life: 20, strike: [2, 4, 6] }),
]);

type Seat = 0 | 1;
const at = (card: string, seat: Seat, cell: string, closed = false) => ({ card, seat, at: cell, closed });
const ab = (k: number) => verb(Verb.Ability + k);
const passAll = (t: ReturnType<typeof battle>) => {
  while (t.decision() === Decision.Priority) t.act(PASS);
};
/** Seat 1 ends its turn; seat 0's turn starts: triggers are declared (target `pick` when asked). */
function toSeat0Turn(t: ReturnType<typeof battle>, pick: number | null) {
  t.act(endTurn());
  for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) {
    if (t.decision() === Decision.Target && pick !== null) t.act(pick);
    else t.act(t.legal()[0]!);
  }
}

describe('Мразень (s1_40): {tap}: Метание «сосульки» на 1-2-2, дальность 3; +1 к метанию по картам с {ova}, {ovz} или {armor}', () => {
  const throwAt = (name: string, extra: ReturnType<typeof at>[] = []) => {
    const t = battle(db, { cards: [at('Мразень', 0, 'C2'), at(name, 1, 'C5'), ...extra] });
    t.rolls(1).act(select('C2'), verb(Verb.Ranged), target('C5'));
    passAll(t);
    return t.wounds(1);
  };
  it('Мразень (s1_40): +1 against a card with printed {armor} or {ova}; not against a plain one', () => {
    expect(throwAt('Мишень')).toBe(1);
    expect(throwAt('Ловкач')).toBe(2);
    expect(throwAt('Броненосец')).toBe(1); // 1 + 1, armour 1 prevents 1
  });
  it('Мразень (s1_40): ruling — an acquired {armor} counts (a card with Строй: {armor} in formation)', () => {
    expect(throwAt('Строй-броня-тест', [at('Строевой', 1, 'B5')])).toBe(1); // 2, armour 1 prevents 1
    expect(throwAt('Строй-броня-тест', [at('Строевой', 1, 'A6')])).toBe(1); // alone: no armour, no bonus
  });
});

describe('Ном (s1_56): {direct} по картам с метанием; при гибели ранить нелетающее существо противника на 3', () => {
  it('Ном (s1_56): its strike at a card with a throw is directed (no defender); at another card a defender may step in', () => {
    const t = battle(db, { cards: [at('Ном', 0, 'aux'), at('Метатель', 1, 'C4'), at('Соратник', 1, 'D4')] });
    t.rolls(6, 1).act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
    const u = battle(db, { cards: [at('Ном', 0, 'aux'), at('Мишень', 1, 'C4'), at('Соратник', 1, 'D4')] });
    u.act(selectAux(0), verb(Verb.Strike), target('C4'));
    expect(u.decision()).toBe(Decision.Defender);
  });

  it('Ном (s1_56): when it dies it wounds a non-flyer enemy creature by 3 (a flyer is no target)', () => {
    const t = battle(db, {
      cards: [{ ...at('Ном', 0, 'aux'), wounds: 6 }, at('Птица-боец', 1, 'aux'), at('Птица', 1, 'aux'), at('Мишень', 1, 'E6'), at('Соратник', 0, 'A1'), at('Соратник', 1, 'A6')],
      active: 1,
    });
    t.rolls(6).act(selectAux(0), verb(Verb.Strike), targetAux(0, 0));
    if (t.decision() === Decision.Defender) t.act(noDefender());
    expect(t.zoneOf(0)).toBe(Zone.Grave);
    expect(t.decision()).toBe(Decision.Target);
    expect(t.legal()).not.toContain(targetAux(1, 0));
    expect(t.legal()).not.toContain(targetAux(1, 1));
    expect(t.legal()).toContain(target('A6'));
    t.act(target('E6'));
    passAll(t);
    expect(t.wounds(3)).toBe(3);
  });
});

describe('Гном-поджигатель (s1_35): в начале вашего хода ранить существо противника напротив на 1', () => {
  it('Гном-поджигатель (s1_35): the enemy creature straight in front of it takes 1; one diagonal to it does not', () => {
    const t = battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'C4'), at('Мишень', 1, 'D4')], active: 1 });
    toSeat0Turn(t, target('C4'));
    expect([t.wounds(1), t.wounds(2)]).toEqual([2, 0]); // 1, +1: it did not move in seat 1's turn (mountain-rules.test.ts)
    const u = battle(db, { cards: [at('Гном-поджигатель', 0, 'C3'), at('Мишень', 1, 'D4')], active: 1 });
    toSeat0Turn(u, null);
    expect(u.wounds(1)).toBe(0);
  });
});

describe('Молотобоец (s1_58): {tap}: Получить {direct}', () => {
  it('Молотобоец (s1_58): after gaining {direct} (it closes), its strikes can no longer be defended', () => {
    const t = battle(db, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4'), at('Соратник', 1, 'D4')] });
    t.act(select('C3'), ab(0));
    passAll(t);
    expect(t.closed(0)).toBe(true);
    t.act(endTurn(), endTurn()); // no duration printed: it keeps {direct}
    t.rolls(6, 1).act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(t.decision()).not.toBe(Decision.Defender);
    const u = battle(db, { cards: [at('Молотобоец', 0, 'C3'), at('Мишень', 1, 'C4'), at('Соратник', 1, 'D4')] });
    u.act(select('C3'), verb(Verb.Strike), target('C4'));
    expect(u.decision()).toBe(Decision.Defender);
  });
});

describe('Ледовый охотник (s1_45): {uchr} на 2; Вальхалла: ваше существо получает {ova}1 до конца вашего хода', () => {
  it('Ледовый охотник (s1_45): strikes through a row for 2', () => {
    const t = battle(db, { cards: [at('Ледовый охотник', 0, 'C2'), at('Мишень', 1, 'C4')] });
    t.rolls(1).act(select('C2'), ab(0), target('C4'));
    passAll(t);
    expect(t.wounds(1)).toBe(2);
  });
  it('Ледовый охотник (s1_45): Вальхалла from the graveyard gives your creature ОвА 1 until the end of your turn', () => {
    const t = battle(db, { cards: [at('Ледовый охотник', 0, 'grave'), at('Соратник', 0, 'C3'), at('Мишень', 1, 'E6')], active: 1 });
    toSeat0Turn(t, target('C3'));
    expect(t.s.tOva[t.card(1)]).toBe(1);
    t.act(endTurn());
    expect(t.s.tOva[t.card(1)]).toBe(0);
  });
});

describe('Знахарь племени (s1_42): Вальхалла: ранить ваше существо на 1, при этом оно получает {counter}', () => {
  it('Знахарь племени (s1_42): from the graveyard, your creature takes 1 wound and a counter', () => {
    const t = battle(db, { cards: [at('Знахарь племени', 0, 'grave'), at('Соратник', 0, 'C3'), at('Мишень', 1, 'E6')], active: 1 });
    toSeat0Turn(t, target('C3'));
    expect(t.wounds(1)).toBe(1);
    expect(t.s.counters[t.card(1)]).toBe(1);
  });
});

describe('Оборотень (s1_59): Вальхалла: излечить вашего йордлинга на 1', () => {
  it('Оборотень (s1_59): only a Йордлинг of yours may be chosen; it is healed by 1', () => {
    const t = battle(db, {
      cards: [at('Оборотень', 0, 'grave'), { ...at('Йордлинг-тест', 0, 'C3'), wounds: 2 }, { ...at('Соратник', 0, 'D3'), wounds: 2 }, at('Мишень', 1, 'E6')],
      active: 1,
    });
    t.act(endTurn());
    for (let guard = 0; guard < 20 && t.decision() !== Decision.Main; guard++) {
      if (t.decision() === Decision.Target) {
        expect(t.legal()).not.toContain(target('D3'));
        t.act(target('C3'));
      } else t.act(t.legal()[0]!);
    }
    expect([t.wounds(1), t.wounds(2)]).toEqual([1, 2]);
  });
});

describe('Аргвальд (s1_60): {tap}: Магический удар на 2, +1 за каждую {counter}, при магическом ударе теряет все {counter}', () => {
  it('Аргвальд (s1_60): a magic strike at an adjacent card for 2 + counters; the counters are lost', () => {
    const t = battle(db, { cards: [{ ...at('Аргвальд', 0, 'C3'), counters: 2 }, at('Мишень', 1, 'C4')] });
    t.rolls(1).act(select('C3'), ab(0), target('C4'));
    passAll(t);
    expect(t.wounds(1)).toBe(4);
    expect(t.s.counters[t.card(0)]).toBe(0);
  });
});

describe('Борг (s1_55): при особом ударе по закрытому существу оно не открывается в свой следующий ход («оглушение»)', () => {
  it('Борг (s1_55): a closed target stays closed at the start of its next turn; an open one is not marked', () => {
    for (const closed of [true, false]) {
      const t = battle(db, { cards: [{ ...at('Борг', 0, 'C3'), counters: 1 }, at('Мишень', 1, 'C4', closed), at('Соратник', 1, 'E6', true)] });
      t.act(select('C3'), ab(0), target('C4'));
      passAll(t);
      expect(t.wounds(1)).toBe(3);
      t.act(endTurn()); // seat 1's turn starts: its cards open, except an «оглушённый» one
      for (let guard = 0; guard < 10 && t.decision() !== Decision.Main; guard++) t.act(t.legal()[0]!);
      expect(t.closed(1), `closed=${closed}`).toBe(closed);
      expect(t.closed(2)).toBe(false);
    }
  });
});
